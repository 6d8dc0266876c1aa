"""reglas_env: the games of reglas as PettingZoo and Gymnasium environments.

``reglas_env.taifa_v0.env()``, ``reglas_env.mar_y_acero_v0.env()``, ``reglas_env.la_legion_v0.env()``,
``reglas_env.al_filo_v0.env()`` are PettingZoo AEC environments; ``taifa_v0.el_cid_env()`` and ``mar_y_acero_v0.solitaire_env()``
are Gymnasium ones (also registered as ``reglas/TaifaElCid-v0`` and
``reglas/MarYAceroSolitaire-v0``). ``BatchEnv`` steps many games in one message;
``reglas_env.ray`` (the ``[ray]`` extra) spreads games over Ray actors.
"""
import gymnasium as _gym

from . import al_filo_v0, la_legion_v0, mar_y_acero_v0, taifa_v0
from ._serve import PROTOCOL, Serve, ServeError, decode_observation, find_command, shared_serve
from .aec import ReglasAECEnv
from .batch import BatchEnv
from .gym_env import ReglasSoloEnv

__version__ = "0.1.0"

for _id, _entry in (("reglas/TaifaElCid-v0", "reglas_env.taifa_v0:el_cid_env"),
                    ("reglas/MarYAceroSolitaire-v0", "reglas_env.mar_y_acero_v0:solitaire_env")):
    if _id not in _gym.registry:
        _gym.register(id=_id, entry_point=_entry)

__all__ = ["BatchEnv", "PROTOCOL", "decode_observation", "ReglasAECEnv", "ReglasSoloEnv", "Serve", "ServeError", "find_command",
           "al_filo_v0", "la_legion_v0", "mar_y_acero_v0", "shared_serve", "taifa_v0"]
