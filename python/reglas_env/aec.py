"""A PettingZoo AEC environment for any game of reglas (one class; each game module names its game)."""
from __future__ import annotations

from typing import Any, Dict, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._serve import Serve, decode_observation, shared_serve


def _seed_text(seed: Any) -> str:
    return str(int(seed)) if isinstance(seed, (int, np.integer)) else str(seed)


class ReglasAECEnv(AECEnv):
    """A game of reglas as a PettingZoo AEC environment.

    The agents are the seats that decide through the environment: every seat but those of the
    game's own rule-driven bots (Taifa's bot kingdoms, the Nitayno) and those given in
    ``opponents`` (seat -> ``"random"``, ``"rules"``, ``"mcts:N"``, ``"ismcts:N"``, played inside
    the server by the bots of ``reglas/bots``). Each observation is a dict with ``observation``
    (float32 planes, docs/rl.md) and ``action_mask`` (int8, 1 for each legal action index of the
    agent to move). The reward, given when the game ends, is 1 for a win, an equal share of a
    shared win, 0 for a loss. An illegal action raises ``ServeError`` and changes nothing.
    """

    metadata = {"render_modes": [], "name": "reglas", "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        options: Optional[Dict[str, Any]] = None,
        opponents: Optional[Dict[str, str]] = None,
        serve: Optional[Serve] = None,
        render_mode: Optional[str] = None,
    ):
        super().__init__()
        self.game = game
        self.game_options = dict(options or {})
        self.opponents = dict(opponents or {})
        self.render_mode = render_mode
        self._serve = serve or shared_serve()
        self._spec = self._serve.spec(game)
        self._rng = np.random.default_rng()
        first = self._create()
        self._env = first["env"]
        self.possible_agents = list(first["agents"])
        n_actions = int(self._spec["actionSize"])
        n_obs = int(self._spec["observationSize"])
        space = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, (n_obs,), np.float32),
                "action_mask": spaces.Box(0, 1, (n_actions,), np.int8),
            }
        )
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self.metadata = {**self.metadata, "name": f"{game.replace('-', '_')}_v0"}
        self._report(first)

    def _create(self) -> dict:
        return self._serve.request(
            {"op": "create", "game": self.game, "seed": "reglas-env", "options": self.game_options, "opponents": self.opponents}
        )

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def _report(self, r: dict) -> None:
        self._to = r["to"]
        self._legal = r["legal"]
        self._done = r["done"]
        self._outcome = r.get("outcome")
        self._final_rewards = r.get("rewards") or {}
        self._cache = {r["to"]: decode_observation(r)} if "obs" in r else {}

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """A new game: from ``seed`` (the same seed, the same game), or from this env's own generator."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            game_seed = _seed_text(seed)
        else:
            game_seed = str(int(self._rng.integers(2**62)))
        if self._env is None:
            self._env = self._create()["env"]
        r = self._serve.request({"op": "reset", "env": self._env, "seed": game_seed, "observe": True})
        self._report(r)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self._to if self._to is not None else self.agents[0]
        if self._done:
            self._finish()

    def _finish(self) -> None:
        for a in self.agents:
            self.rewards[a] = float(self._final_rewards.get(a, 0.0))
            self.terminations[a] = True
            self.infos[a] = {"outcome": self._outcome}

    def observe(self, agent: str) -> dict:
        obs = self._cache.get(agent)
        if obs is None:
            obs = decode_observation(self._serve.request({"op": "observe", "env": self._env, "seat": agent}))
            self._cache[agent] = obs
        mask = np.zeros(self._spec["actionSize"], dtype=np.int8)
        if agent == self._to and not self._done:
            mask[self._legal] = 1
        return {"observation": obs, "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        r = self._serve.request({"op": "step", "env": self._env, "action": int(action), "observe": True})
        self._report(r)
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        if self._done:
            self._finish()
        else:
            self.agent_selection = self._to
        self._accumulate_rewards()

    def render(self) -> None:
        """No picture here: reglas/render draws any state (SVG, terminal text) on the Node side."""
        return None

    def close(self) -> None:
        if getattr(self, "_env", None) is not None and self._serve._proc.poll() is None:
            self._serve.request({"op": "close", "envs": [self._env]})
            self._env = None
