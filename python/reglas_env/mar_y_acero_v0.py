"""Mar y Acero: the voyages of Columbus (``reglas/mar-y-acero``)."""
from __future__ import annotations

from typing import Dict, Optional

from pettingzoo.utils import wrappers

from ._serve import Serve
from .aec import ReglasAECEnv
from .gym_env import ReglasSoloEnv

GAME = "mar-y-acero"


def raw_env(mode: str = "two-player", level: Optional[int] = None,
            opponents: Optional[Dict[str, str]] = None, serve: Optional[Serve] = None, **options) -> ReglasAECEnv:
    """The AEC env: both sides agents (``two-player``), or the Spanish alone against the Nitayno (``solitaire``, level 0-2)."""
    opts = {**options}
    if mode != "two-player":
        opts["mode"] = mode
    if level is not None:
        opts["level"] = level
    return ReglasAECEnv(GAME, opts, opponents, serve=serve)


def env(**kwargs) -> wrappers.OrderEnforcingWrapper:
    """`raw_env` with PettingZoo's order check."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


def solitaire_env(level: int = 0, illegal_reward: float = -1.0) -> ReglasSoloEnv:
    """The solitaire against the Nitayno (5) as a Gymnasium env: the Spanish seat."""
    return ReglasSoloEnv(GAME, {"mode": "solitaire", "level": level}, illegal_reward=illegal_reward)
