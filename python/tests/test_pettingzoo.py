"""PettingZoo's own api_test and seed_test for every game and mode, and Gymnasium's check_env for
every solitaire mode; a seeded reset replays the same game; the mask is the server's legal list."""
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from reglas_env import ReglasSoloEnv, ServeError, al_filo_v0, la_legion_v0, mar_y_acero_v0, taifa_v0

# (name, constructor, cycles): La Legión's and al-filo's games run to thousands of actions (an
# al-filo battle about 4,000), so fewer cycles: these test a prefix of each game, never its end
# (tests/test_al_filo.py plays al-filo's last turn to its end from a position).
MODES = [
    ("taifa standard", lambda: taifa_v0.env(), 1000),
    ("taifa el-cid", lambda: taifa_v0.env(scenario="el-cid"), 1000),
    ("taifa with rule bots", lambda: taifa_v0.env(players=["castilla", "leon"]), 1000),
    ("mar-y-acero two-player", lambda: mar_y_acero_v0.env(), 1000),
    ("mar-y-acero solitaire", lambda: mar_y_acero_v0.env(mode="solitaire", level=1), 1000),
    ("mar-y-acero against random", lambda: mar_y_acero_v0.env(opponents={"indigenous": "random"}), 1000),
    ("la-legion standard", lambda: la_legion_v0.env(), 150),
    ("la-legion free deployment", lambda: la_legion_v0.env(deployment="free"), 150),
    ("al-filo standard", lambda: al_filo_v0.env(), 300),
    ("al-filo free deployment", lambda: al_filo_v0.env(mode="free"), 150),
    ("al-filo open battle", lambda: al_filo_v0.env(mode="open"), 150),
]


@pytest.mark.parametrize("name,make,cycles", MODES, ids=[m[0] for m in MODES])
def test_api(name, make, cycles):
    api_test(make(), num_cycles=cycles)


@pytest.mark.parametrize("name,make,cycles", MODES, ids=[m[0] for m in MODES])
def test_seed(name, make, cycles):
    seed_test(make, num_cycles=min(cycles, 300))


SOLO = [("taifa el-cid", taifa_v0.el_cid_env), ("mar-y-acero solitaire", mar_y_acero_v0.solitaire_env)]


@pytest.mark.parametrize("name,make", SOLO, ids=[s[0] for s in SOLO])
def test_check_env(name, make):
    check_env(make(), skip_render_check=True)


@pytest.mark.parametrize("name,make", SOLO, ids=[s[0] for s in SOLO])
def test_solo_plays_to_the_end_from_the_mask(name, make):
    env = make()
    obs, info = env.reset(seed=3)
    rng = np.random.default_rng(3)
    total, done, steps = 0.0, False, 0
    while not done:
        assert np.array_equal(obs["action_mask"], info["action_mask"])
        action = rng.choice(np.flatnonzero(obs["action_mask"]))
        obs, reward, done, truncated, info = env.step(action)
        total += reward
        steps += 1
    assert total in (0.0, 1.0)
    assert info["outcome"]["winners"] == ([env.seat] if total == 1.0 else info["outcome"]["winners"])
    assert "illegal_action" not in info


def test_solo_illegal_action_ends_the_episode_as_a_loss():
    env = mar_y_acero_v0.solitaire_env()
    obs, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, done, _, info = env.step(illegal)
    assert (reward, done, info["illegal_action"]) == (-1.0, True, True)


def test_seeded_reset_replays_and_mask_is_the_legal_list(serve):
    env = taifa_v0.raw_env()
    env.reset(seed=11)
    first = env.observe(env.agent_selection)
    legal = serve.request({"op": "status", "env": env._env})["legal"]
    assert sorted(np.flatnonzero(first["action_mask"]).tolist()) == sorted(legal)
    env.step(int(np.flatnonzero(first["action_mask"])[0]))
    env.reset(seed=11)
    again = env.observe(env.agent_selection)
    assert np.array_equal(first["observation"], again["observation"])
    assert np.array_equal(first["action_mask"], again["action_mask"])


def test_an_illegal_action_raises_and_changes_nothing():
    env = taifa_v0.raw_env()
    env.reset(seed=5)
    before = env.observe(env.agent_selection)
    illegal = int(np.flatnonzero(before["action_mask"] == 0)[0])
    with pytest.raises(ServeError, match="is not legal now"):
        env.step(illegal)
    after = env.observe(env.agent_selection)
    assert np.array_equal(before["action_mask"], after["action_mask"])


def test_a_single_agent_env_needs_one_deciding_seat():
    with pytest.raises(ValueError, match="2 deciding seats"):
        ReglasSoloEnv("mar-y-acero")
