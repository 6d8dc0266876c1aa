"""¡Al filo de la espada! (al_filo_v0): its modes, its free deployment, and the ends of the
time-limited and the open battle, one by one and in a batch. A whole battle is about 4,000
actions, so the ends are played from a position at turn 12 (the `position` option), and every
loop over random play is bounded."""
import numpy as np
import pytest

from reglas_env import BatchEnv, al_filo_v0

# A battle from turn 12 ends in a few hundred actions under random play; the bound only stops a
# broken environment from looping.
BOUND = 5000
# Turn 12, four Christian heavy cavalry eliminated: 20 points to the Muslims (5 a Ch, scenario).
TURN_12 = {"turn": 12, "units": {u: {"hex": "eliminated"} for u in ("alf-ch-1", "alf-ch-2", "alf-ch-3", "haro-ch-1")}}


def _plane(serve, name):
    plane = next(p for p in serve.spec("al-filo")["planes"] if p["name"] == name)
    return slice(plane["offset"], plane["offset"] + plane["size"])


def _place_indices(serve):
    return [(v["offset"], v["offset"] + v["size"]) for v in serve.spec("al-filo")["variants"] if v["type"] == "place"]


def _play(env, seed, bound, serve=None):
    """Masked random play from ``reset(seed)``: the steps taken and the turn plane before each.
    Given ``serve``, checks every 50th mask against the server's legal list."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    turn = _plane(env._serve, "turn")
    turns = []
    while not env.terminations[env.agent_selection] and len(turns) < bound:
        obs = env.observe(env.agent_selection)
        if serve is not None and len(turns) % 50 == 0:
            legal = serve.request({"op": "status", "env": env._env})["legal"]
            assert sorted(np.flatnonzero(obs["action_mask"]).tolist()) == sorted(legal)
        turns.append(tuple(obs["observation"][turn]))
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return turns


def test_the_modes_are_the_encodings(serve):
    declared = {m["name"]: m["options"] for m in serve.spec("al-filo")["modes"]}
    assert declared == {"standard": {}, "free": {"deployment": "free"}, "open": {"victory": "open"}}
    for mode, options in declared.items():
        assert al_filo_v0.raw_env(mode=mode).game_options == options
    assert al_filo_v0.raw_env(mode="free", victory="open").game_options == {"deployment": "free", "victory": "open"}
    with pytest.raises(ValueError, match="its modes are standard, free, open"):
        al_filo_v0.raw_env(mode="solitaire")


def test_scenario_free_deployment_places_every_unit_before_the_battle(serve):
    env = al_filo_v0.raw_env(mode="free")
    env.reset(seed=2)
    places = _place_indices(serve)
    unit_place = _plane(serve, "unit-place")
    obs = env.observe(env.agent_selection)
    start = obs["observation"][unit_place].reshape(-1, 5)
    assert start[:, 4].sum() == len(start) and start[:, 0].sum() == 0  # none deployed, none on the map
    rng = np.random.default_rng(2)
    deciders = set()
    for _ in range(BOUND):
        obs = env.observe(env.agent_selection)
        legal = np.flatnonzero(obs["action_mask"])
        if not all(any(lo <= i < hi for lo, hi in places) for i in legal):
            break
        deciders.add(env.agent_selection)
        env.step(int(rng.choice(legal)))
    else:
        pytest.fail(f"the deployment did not end within {BOUND} actions")
    after = obs["observation"][unit_place].reshape(-1, 5)
    assert deciders == {"christian", "muslim"}
    assert after[:, 0].sum() == len(after) and after[:, 4].sum() == 0  # every unit on the map


def test_the_standard_deployment_leaves_nothing_to_place(serve):
    env = al_filo_v0.raw_env()
    env.reset(seed=2)
    places = _place_indices(serve)
    legal = np.flatnonzero(env.observe(env.agent_selection)["action_mask"])
    assert len(legal) > 0 and not any(lo <= i < hi for i in legal for lo, hi in places)


def test_scenario_time_limit_after_turn_12_a_lead_of_7_wins_and_the_rewards_say_so(serve):
    env = al_filo_v0.raw_env(position=TURN_12)
    turns = _play(env, 7, BOUND, serve)
    assert env.terminations == {"christian": True, "muslim": True}, f"not over after {len(turns)} actions"
    outcome = env.infos["christian"]["outcome"]
    assert "time limit, end of turn 12" in outcome["reason"] and "a lead of 7 or more" in outcome["reason"]
    assert outcome["level"] == "points"
    assert outcome["winners"] == ["muslim"] and outcome["score"]["muslim"] >= outcome["score"]["christian"] + 7
    assert all(t == (1.0, 0.0) for t in turns)  # turn 12 throughout, never past it
    assert env.rewards == {"christian": 0.0, "muslim": 1.0}


def test_scenario_the_open_battle_goes_on_past_turn_12():
    """The same position, seed and choices: the time-limited battle ends after turn 12 with a
    20-point lead; the open one plays the same actions up to there and goes on into turn 13."""
    limited = _play(al_filo_v0.raw_env(position=TURN_12), 7, BOUND)
    env = al_filo_v0.raw_env(mode="open", position=TURN_12)
    opened = _play(env, 7, len(limited) + 100)
    assert opened[: len(limited)] == limited
    assert len(opened) == len(limited) + 100 and not env.terminations["christian"]
    assert opened[-1] == (1.0, 1.0)  # turn 12 passed


def test_a_batch_of_battles_from_turn_12_ends_each_and_starts_it_again():
    batch = BatchEnv("al-filo", 4, seed="t", options={"position": TURN_12}, observe=True)
    rng = np.random.default_rng(0)
    for _ in range(BOUND):
        if len({f["game"] for f in batch.finished}) == 4:
            break
        masks = batch.masks()
        assert [sorted(np.flatnonzero(m).tolist()) for m in masks] == [sorted(legal) for legal in batch.legal]
        assert batch.obs.shape == (4, batch.observation_size)
        batch.step([rng.choice(legal) for legal in batch.legal])
    else:
        pytest.fail(f"not every battle ended within {BOUND} steps")
    assert all(f["outcome"]["winners"] == ["muslim"] and f["rewards"] == {"christian": 0.0, "muslim": 1.0} for f in batch.finished)
    assert not batch.done.any()
    batch.close()
