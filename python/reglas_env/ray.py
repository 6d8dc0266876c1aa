"""Seeded games and rollouts spread over Ray actors, each owning one `reglas serve` process.

    import reglas_env.ray as rr
    figures = rr.simulate(["taifa", "--bots", "rules", "--seed", "s"], games=10_000, actors=2)

gives the figures `reglas simulate taifa --bots rules --seed s --games 10000 --json` prints (the
same games: game ``i`` has the seed ``s-i``), whatever the number of actors or machines. On a
cluster, pass its address (``address="ray://head:10001"`` or ``"auto"`` on a node of it) and
as many actors as it has cores; each actor starts ``reglas serve`` on its node, so every node needs
Node and reglas (``REGLAS_SERVE`` or ``reglas`` on the PATH, or ``serve_command``).

A local Ray (no address) is started with the node address ``127.0.0.1``, without its dashboard,
and is shut down when the call ends. Its servers listen on every interface of the process's
network namespace, so it is started only where the loopback is the only interface: run the
program under ``python -m reglas_env.loopback python my_program.py`` (a namespace of its own,
``unshare -rn``), or pass ``allow_all_interfaces=True`` to accept the exposure.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence

import numpy as np
import ray as _ray

from ._serve import Serve, decode_observation
from .loopback import loopback_only


@_ray.remote(num_cpus=1)
class ServeActor:
    """One `reglas serve` process, owned by one Ray actor."""

    def __init__(self, command: Optional[Sequence[str]] = None):
        self.serve = Serve(command)

    def simulate(self, args: List[str], start: int, stop: int) -> dict:
        """The tally of games ``start..stop-1`` of the run `args` names (simulate's arguments)."""
        return self.serve.request({"op": "simulate", "args": list(args), "from": start, "to": stop})["tally"]

    def figures(self, args: List[str], tallies: List[dict]) -> dict:
        return self.serve.request({"op": "figures", "args": list(args), "tallies": tallies})["figures"]

    def rollouts(self, game: str, seeds: List[str], options: Dict[str, Any], opponents: Dict[str, str],
                 policy: Optional[Callable[[np.ndarray, np.ndarray, np.random.Generator], int]]) -> List[dict]:
        """Plays one game a seed; every agent chooses by ``policy(observation, mask, rng)`` (uniform over the mask when None)."""
        out = []
        for seed in seeds:
            r = self.serve.request({"op": "create", "game": game, "seed": seed, "options": options,
                                    "opponents": opponents, "observe": policy is not None})
            env, size, steps = r["env"], int(r["actionSize"]), 0
            rng = np.random.default_rng(abs(hash(seed)) % (2**32))
            while not r["done"]:
                if policy is None:
                    action = int(rng.choice(r["legal"]))
                else:
                    mask = np.zeros(size, dtype=np.int8)
                    mask[r["legal"]] = 1
                    action = int(policy(decode_observation(r), mask, rng))
                r = self.serve.request({"op": "step", "env": env, "action": action, "observe": policy is not None})
                steps += 1
            self.serve.request({"op": "close", "envs": [env]})
            out.append({"seed": seed, "rewards": r["rewards"], "outcome": r["outcome"], "steps": steps})
        return out


def _start(address: Optional[str], actors: int, allow_all_interfaces: bool = False) -> bool:
    """Connects to Ray (or starts a local one on 127.0.0.1); whether this call started it."""
    if _ray.is_initialized():
        return False
    if address is None:
        if not (loopback_only() or allow_all_interfaces):
            raise RuntimeError(
                "a local Ray listens on every network interface: run this under "
                "`python -m reglas_env.loopback ...` (loopback only), give a cluster address, "
                "or pass allow_all_interfaces=True")
        _ray.init(num_cpus=actors, include_dashboard=False, _node_ip_address="127.0.0.1",
                  configure_logging=False, log_to_driver=False)
    else:
        _ray.init(address=address, log_to_driver=False)
    return True


def _chunks(n: int, size: int) -> Iterator[tuple]:
    for start in range(0, n, size):
        yield start, min(n, start + size)


def simulate_progress(args: Sequence[str], games: int, actors: int = 2, chunk: int = 200,
                      address: Optional[str] = None, serve_command: Optional[Sequence[str]] = None,
                      allow_all_interfaces: bool = False) -> Iterator[dict]:
    """`simulate`, yielding ``{"games": done, "seconds": since the actors were ready}`` as chunks come
    back (the warm-up shows in the first ones) and finally ``{"figures": ...}``."""
    args = [a for a in args]
    started = _start(address, actors, allow_all_interfaces)
    try:
        pool = [ServeActor.remote(serve_command) for _ in range(actors)]
        _ray.get([a.__ray_ready__.remote() for a in pool])
        t0 = time.perf_counter()
        todo = list(_chunks(games, chunk))
        running: Dict[Any, Any] = {}
        tallies: List[dict] = []
        done = 0
        for actor in pool:
            for _ in range(2):  # two chunks in flight an actor, so none waits for the driver
                if todo:
                    start, stop = todo.pop(0)
                    running[actor.simulate.remote(args, start, stop)] = actor
        while running:
            ready, _ = _ray.wait(list(running), num_returns=1)
            actor = running.pop(ready[0])
            tally = _ray.get(ready[0])
            tallies.append(tally)
            done += tally["games"]
            if todo:
                start, stop = todo.pop(0)
                running[actor.simulate.remote(args, start, stop)] = actor
            yield {"games": done, "seconds": time.perf_counter() - t0}
        yield {"figures": _ray.get(pool[0].figures.remote(args, tallies))}
    finally:
        if started:
            _ray.shutdown()


def simulate(args: Sequence[str], games: int, actors: int = 2, chunk: int = 200,
             address: Optional[str] = None, serve_command: Optional[Sequence[str]] = None,
             allow_all_interfaces: bool = False) -> dict:
    """The figures of `reglas simulate` (``args``: its arguments, ``--games`` apart) for ``games``
    seeded games played by ``actors`` Ray actors, ``chunk`` games a task."""
    figures: dict = {}
    for event in simulate_progress(args, games, actors, chunk, address, serve_command, allow_all_interfaces):
        figures = event.get("figures", figures)
    return figures


def rollouts(game: str, seeds: Sequence[str], actors: int = 2, options: Optional[Dict[str, Any]] = None,
             opponents: Optional[Dict[str, str]] = None, policy: Optional[Callable] = None, chunk: int = 8,
             address: Optional[str] = None, serve_command: Optional[Sequence[str]] = None,
             allow_all_interfaces: bool = False) -> List[dict]:
    """Plays one game a seed over ``actors`` actors and returns, in the order of ``seeds``, each game's
    rewards, outcome and length; ``policy(observation, mask, rng) -> index`` chooses for every agent
    (uniformly random over the mask when None)."""
    started = _start(address, actors, allow_all_interfaces)
    try:
        pool = [ServeActor.remote(serve_command) for _ in range(actors)]
        seeds = list(seeds)
        parts = [pool[k % actors].rollouts.remote(game, seeds[a:b], dict(options or {}), dict(opponents or {}), policy)
                 for k, (a, b) in enumerate(_chunks(len(seeds), chunk))]
        return [r for part in _ray.get(parts) for r in part]
    finally:
        if started:
            _ray.shutdown()
