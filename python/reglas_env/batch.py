"""Many environments of one game stepped in one message each way (`step_many`): for fast rollouts."""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

import numpy as np

from ._serve import Serve, decode_observation, shared_serve


class BatchEnv:
    """``n`` games of ``game`` hosted by one server, stepped together.

    After `reset`, ``to[k]`` is the seat to move in game ``k`` and ``legal[k]`` its legal action
    indices. `step` takes one action index per game; a game that ends is started again from its
    next seed (``f"{seed}-{k}:{i}"``) when ``auto_reset`` is on, and its outcome is kept in
    ``finished``. ``observe=True`` also brings each mover's observation (``obs``, an array of shape
    (n, observation size)).
    """

    def __init__(self, game: str, n: int, seed: str = "batch", options: Optional[Dict[str, Any]] = None,
                 opponents: Optional[Dict[str, str]] = None, serve: Optional[Serve] = None,
                 auto_reset: bool = True, observe: bool = False):
        self.serve = serve or shared_serve()
        self.game = game
        self.auto_reset = auto_reset
        self.observe = observe
        self.seed = seed
        r = self.serve.request({"op": "create_many", "game": game, "seeds": [f"{seed}-{k}:0" for k in range(n)],
                                "options": dict(options or {}), "opponents": dict(opponents or {}), "observe": observe})
        self.agents: List[str] = r["agents"]
        self.action_size = int(r["actionSize"])
        self.observation_size = int(r["observationSize"])
        self.envs = [x["env"] for x in r["results"]]
        self._games = [0] * n
        self.finished: List[dict] = []
        self._take(r["results"])

    def _take(self, results: Sequence[dict]) -> None:
        self.to = [x["to"] for x in results]
        self.legal = [x["legal"] for x in results]
        self.done = np.array([x["done"] for x in results])
        if self.observe:
            self.obs = np.stack([decode_observation(x) if "obs" in x else np.zeros(self.observation_size, np.float32) for x in results])

    def step(self, actions: Sequence[int]) -> np.ndarray:
        """Steps every game by its action; returns which games ended on this step."""
        r = self.serve.request({"op": "step_many", "envs": self.envs, "actions": [int(a) for a in actions], "observe": self.observe})
        results = r["results"]
        ended = np.array([x["done"] for x in results])
        if ended.any() and self.auto_reset:
            which = [k for k, x in enumerate(results) if x["done"]]
            for k in which:
                self.finished.append({"game": k, "outcome": results[k]["outcome"], "rewards": results[k]["rewards"]})
                self._games[k] += 1
            again = self.serve.request({"op": "reset_many", "envs": [self.envs[k] for k in which],
                                        "seeds": [f"{self.seed}-{k}:{self._games[k]}" for k in which], "observe": self.observe})
            for k, x in zip(which, again["results"]):
                results[k] = x
        self._take(results)
        return ended

    def masks(self) -> np.ndarray:
        """The legal masks of the movers, shape (n, action size), int8."""
        out = np.zeros((len(self.envs), self.action_size), dtype=np.int8)
        for k, legal in enumerate(self.legal):
            out[k, legal] = 1
        return out

    def close(self) -> None:
        if self.serve._proc.poll() is None:
            self.serve.request({"op": "close", "envs": self.envs})
