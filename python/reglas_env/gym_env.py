"""A Gymnasium single-agent environment for a solitaire mode: one seat against the game's own bots."""
from __future__ import annotations

from typing import Any, Dict, Optional

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from ._serve import Serve, decode_observation, shared_serve


class ReglasSoloEnv(gym.Env):
    """One seat of a reglas game as a Gymnasium environment; every other seat is played inside the server.

    The observation is a dict with ``observation`` (float32 planes, docs/rl.md) and
    ``action_mask`` (int8); ``info["action_mask"]`` holds the mask too. The reward, at the end, is
    1 for a win and 0 for a loss. An action that is not legal ends the episode as a loss with
    reward ``illegal_reward`` (default -1) and ``info["illegal_action"] = True``: learners should
    sample from the mask; the rule keeps the environment total for Gymnasium's checker, which
    steps unmasked random actions.
    """

    metadata = {"render_modes": []}

    def __init__(
        self,
        game: str,
        options: Optional[Dict[str, Any]] = None,
        opponents: Optional[Dict[str, str]] = None,
        illegal_reward: float = -1.0,
        serve: Optional[Serve] = None,
        render_mode: Optional[str] = None,
    ):
        self.game = game
        self.game_options = dict(options or {})
        self.opponents = dict(opponents or {})
        self.illegal_reward = float(illegal_reward)
        self.render_mode = render_mode
        self._serve = serve or shared_serve()
        spec = self._serve.spec(game)
        first = self._serve.request(
            {"op": "create", "game": game, "seed": "reglas-env", "options": self.game_options, "opponents": self.opponents}
        )
        if len(first["agents"]) != 1:
            self._serve.request({"op": "close", "envs": [first["env"]]})
            raise ValueError(f"{game} {self.game_options} has {len(first['agents'])} deciding seats ({first['agents']}): a single-agent env needs one (a solitaire mode, or opponents for the others)")
        self._env = first["env"]
        self.seat = first["agents"][0]
        self._n = int(spec["actionSize"])
        self.action_space = spaces.Discrete(self._n)
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, (int(spec["observationSize"]),), np.float32),
                "action_mask": spaces.Box(0, 1, (self._n,), np.int8),
            }
        )
        self._legal: list = []
        self._obs: Optional[np.ndarray] = None
        self._over = True

    def _observe(self, r: dict) -> tuple:
        self._legal = r["legal"]
        if "obs" in r:
            self._obs = decode_observation(r)
        else:
            self._obs = decode_observation(self._serve.request({"op": "observe", "env": self._env, "seat": self.seat}))
        mask = np.zeros(self._n, dtype=np.int8)
        if not r["done"]:
            mask[self._legal] = 1
        info = {"action_mask": mask}
        if r["done"]:
            info["outcome"] = r.get("outcome")
        return {"observation": self._obs, "action_mask": mask}, info

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        game_seed = str(int(seed)) if seed is not None else str(int(self.np_random.integers(2**62)))
        r = self._serve.request({"op": "reset", "env": self._env, "seed": game_seed, "observe": True})
        self._over = r["done"]
        return self._observe(r)

    def step(self, action: Any):
        if self._over:
            raise RuntimeError("the episode is over: reset the environment")
        a = int(action)
        if a not in self._legal:
            self._over = True
            obs, info = self._observe({"legal": self._legal, "done": True})
            info["illegal_action"] = True
            return obs, self.illegal_reward, True, False, info
        r = self._serve.request({"op": "step", "env": self._env, "action": a, "observe": True})
        self._over = r["done"]
        obs, info = self._observe(r)
        reward = float(r["rewards"][self.seat]) if r["done"] else 0.0
        return obs, reward, bool(r["done"]), False, info

    def close(self) -> None:
        if getattr(self, "_env", None) is not None and self._serve._proc.poll() is None:
            self._serve.request({"op": "close", "envs": [self._env]})
            self._env = None
