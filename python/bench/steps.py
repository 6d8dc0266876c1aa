"""Steps a second from Python, through `reglas serve --stdio`, for every game (or the ones named).

    python python/bench/steps.py [--seconds S] [--games taifa,mar-y-acero,la-legion,al-filo]

For each game: one environment stepped by `step` (random legal actions, no observation), the same
through the PettingZoo AEC loop (observation and mask each step, `env.last()`), and a batch of 64
environments stepped by `step_many` (without and with observations). Finished games start again.
The machine's load (`uptime`) is printed beside the figures: on a shared machine they mean little
without it. So each figure also comes with the CPU time the two processes (Python and the
server) spent on it, and the rate that CPU time allows (steps / (Python CPU + server CPU), the
two taking turns as they do): what the run would give if nothing else wanted the cores.
"""
import argparse
import os
import random
import subprocess
import time

import numpy as np

from reglas_env import BatchEnv, Serve
from reglas_env import al_filo_v0, la_legion_v0, mar_y_acero_v0, taifa_v0

AEC = {"taifa": taifa_v0.raw_env, "mar-y-acero": mar_y_acero_v0.raw_env, "la-legion": la_legion_v0.raw_env,
       "al-filo": al_filo_v0.raw_env}


def cpu_of(pid: int) -> float:
    """CPU seconds (user + system) a process has used, from /proc."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measured(serve: Serve, run, *args):
    """(steps a second of wall time, steps a second of CPU time) of `run(*args)` -> (steps, seconds)."""
    py0, node0 = time.process_time(), cpu_of(serve._proc.pid)
    steps, seconds = run(*args)
    cpu = (time.process_time() - py0) + (cpu_of(serve._proc.pid) - node0)
    return steps / seconds, steps / max(cpu, 1e-9)


def load() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def single(serve: Serve, game: str, seconds: float) -> tuple:
    rng = random.Random(1)
    r = serve.request({"op": "create", "game": game, "seed": "bench-1"})
    env, steps, games = r["env"], 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            if r["done"]:
                games += 1
                r = serve.request({"op": "reset", "env": env, "seed": f"bench-1:{games}"})
            r = serve.request({"op": "step", "env": env, "action": rng.choice(r["legal"])})
            steps += 1
    return steps, time.perf_counter() - start


def aec(serve: Serve, game: str, seconds: float) -> tuple:
    env = AEC[game](serve=serve)
    env.reset(seed=1)
    rng = np.random.default_rng(1)
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for agent in env.agent_iter(400):
            obs, reward, term, trunc, info = env.last()
            env.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
        if not env.agents:
            env.reset()
    return steps, time.perf_counter() - start


def batch(serve: Serve, game: str, n: int, seconds: float, observe: bool) -> tuple:
    b = BatchEnv(game, n, seed="bench", observe=observe, serve=serve)
    rng = random.Random(2)
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(20):
            b.step([rng.choice(legal) for legal in b.legal])
            steps += n
    elapsed = time.perf_counter() - start
    b.close()
    return steps, elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--games", default="taifa,mar-y-acero,la-legion,al-filo")
    parser.add_argument("--batch", type=int, default=64)
    args = parser.parse_args()
    serve = Serve()
    print(f"reglas {serve.version}, {os.cpu_count()} cores; before: {load()}")
    for game in args.games.split(","):
        # A second of warm-up, so that Node's compiler has seen the game.
        single(serve, game, 1.0)  # noqa: the warm-up
        figures = {
            "one env (step)": measured(serve, single, serve, game, args.seconds),
            "one env (PettingZoo AEC loop, observations)": measured(serve, aec, serve, game, args.seconds),
            f"batch of {args.batch} (step_many)": measured(serve, batch, serve, game, args.batch, args.seconds, False),
            f"batch of {args.batch} (step_many, observations)": measured(serve, batch, serve, game, args.batch, args.seconds, True),
        }
        for what, (wall, cpu) in figures.items():
            print(f"{game:12} {what:48} {wall:10,.0f} steps/s   ({cpu:10,.0f} a CPU second)")
        print(f"  load: {load()}")
    serve.close()


if __name__ == "__main__":
    main()
