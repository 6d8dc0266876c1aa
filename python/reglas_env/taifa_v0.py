"""Taifa: card-driven area control in 11th-century Hispania (``reglas/taifa``)."""
from __future__ import annotations

from typing import Dict, Optional, Sequence

from pettingzoo.utils import wrappers

from ._serve import Serve
from .aec import ReglasAECEnv
from .gym_env import ReglasSoloEnv

GAME = "taifa"


def raw_env(scenario: str = "standard", players: Optional[Sequence[str]] = None,
            opponents: Optional[Dict[str, str]] = None, serve: Optional[Serve] = None, **options) -> ReglasAECEnv:
    """The AEC env. ``players``: the kingdoms that are agents (the others are the rules' bots, 9);
    omitted, every kingdom of the scenario. ``opponents``: seats played by ``reglas/bots`` instead."""
    opts = {**options}
    if scenario != "standard":
        opts["scenario"] = scenario
    if players is not None:
        opts["players"] = list(players)
    return ReglasAECEnv(GAME, opts, opponents, serve=serve)


def env(**kwargs) -> wrappers.OrderEnforcingWrapper:
    """`raw_env` with PettingZoo's order check."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


def el_cid_env(**kwargs) -> ReglasSoloEnv:
    """The El Cid solitaire (10) as a Gymnasium env: El Cid against the rule-driven kingdoms."""
    options = {"scenario": "el-cid", **{k: v for k, v in kwargs.items() if k in ("almoravidCards",)}}
    return ReglasSoloEnv(GAME, options, illegal_reward=kwargs.get("illegal_reward", -1.0))
