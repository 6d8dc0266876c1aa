"""BatchEnv steps many games in one message; the registered Gymnasium ids make the solitaires."""
import gymnasium as gym
import numpy as np

import reglas_env  # noqa: F401  (registers the Gymnasium ids)
from reglas_env import BatchEnv


def test_batch_steps_every_game_and_starts_finished_ones_again():
    batch = BatchEnv("mar-y-acero", 8, seed="t", options={"mode": "solitaire"}, observe=True)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(400):
        masks = batch.masks()
        assert masks.shape == (8, batch.action_size)
        assert [sorted(np.flatnonzero(m).tolist()) for m in masks] == [sorted(l) for l in batch.legal]
        assert batch.obs.shape == (8, batch.observation_size)
        ended += int(batch.step([rng.choice(l) for l in batch.legal]).sum())
    assert ended == len(batch.finished) > 0
    assert all(set(f["rewards"]) == {"spanish"} for f in batch.finished)
    assert not batch.done.any()
    batch.close()


def test_gymnasium_make_gives_the_solitaires():
    for name in ("reglas/TaifaElCid-v0", "reglas/MarYAceroSolitaire-v0"):
        env = gym.make(name)
        obs, info = env.reset(seed=1)
        assert obs["action_mask"].sum() > 0
        env.close()
