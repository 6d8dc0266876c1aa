"""¡Al filo de la espada!: Las Navas de Tolosa, 1212 (``reglas/al-filo``)."""
from __future__ import annotations

from typing import Dict, Optional

from pettingzoo.utils import wrappers

from ._serve import Serve, shared_serve
from .aec import ReglasAECEnv

GAME = "al-filo"


def mode_options(mode: str, serve: Optional[Serve] = None) -> dict:
    """The game options of one of the encoding's modes (``standard``, ``free``, ``open``), as the
    server's spec declares them."""
    modes = {m["name"]: m["options"] for m in (serve or shared_serve()).spec(GAME)["modes"]}
    if mode not in modes:
        raise ValueError(f"al-filo has no mode {mode!r}: its modes are {', '.join(modes)}")
    return dict(modes[mode])


def raw_env(mode: str = "standard", opponents: Optional[Dict[str, str]] = None, serve: Optional[Serve] = None, **options) -> ReglasAECEnv:
    """The AEC env: the Christians and the Muslims. ``mode``: ``standard``, the time-limited battle
    (over after turn 12) from the standard deployment; ``free``, both sides place their units first
    (scenario); ``open``, the scenario's battle, on until a victory. Game options given by name
    (``deployment``, ``victory``, ``position``) are added to the mode's: ``mode="free",
    victory="open"`` is the open battle after a free deployment. ``opponents``: seats played by
    ``reglas/bots`` instead (``random``, ``heuristic``, ``mcts:N``)."""
    opts = {**mode_options(mode, serve), **options}
    return ReglasAECEnv(GAME, opts, opponents, serve=serve)


def env(**kwargs) -> wrappers.OrderEnforcingWrapper:
    """`raw_env` with PettingZoo's order check."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))
