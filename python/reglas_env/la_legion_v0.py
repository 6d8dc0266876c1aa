"""La Legión: the Rif War around Melilla (``reglas/la-legion``)."""
from __future__ import annotations

from typing import Dict, Optional

from pettingzoo.utils import wrappers

from ._serve import Serve
from .aec import ReglasAECEnv

GAME = "la-legion"


def raw_env(deployment: str = "standard", opponents: Optional[Dict[str, str]] = None, serve: Optional[Serve] = None, **options) -> ReglasAECEnv:
    """The AEC env: the Spanish and the Moroccans; ``deployment='free'`` lets both place their counters first (6)."""
    opts = {**options}
    if deployment != "standard":
        opts["deployment"] = deployment
    return ReglasAECEnv(GAME, opts, opponents, serve=serve)


def env(**kwargs) -> wrappers.OrderEnforcingWrapper:
    """`raw_env` with PettingZoo's order check."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))
