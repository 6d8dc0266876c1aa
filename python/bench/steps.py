"""Steps a second from Python, through `reglas serve --stdio`, for every game (or the ones named).

    python python/bench/steps.py [--seconds S] [--games taifa,mar-y-acero,la-legion]

For each game: one environment stepped by `step` (random legal actions, no observation), the same
through the PettingZoo AEC loop (observation and mask each step, `env.last()`), and a batch of 64
environments stepped by `step_many` (without and with observations). Finished games start again.
The machine's load (`uptime`) is printed beside the figures: on a shared machine they mean little
without it.
"""
import argparse
import os
import random
import subprocess
import time

import numpy as np

from reglas_env import BatchEnv, Serve
from reglas_env import la_legion_v0, mar_y_acero_v0, taifa_v0

AEC = {"taifa": taifa_v0.raw_env, "mar-y-acero": mar_y_acero_v0.raw_env, "la-legion": la_legion_v0.raw_env}


def load() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def single(serve: Serve, game: str, seconds: float) -> float:
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
    return steps / (time.perf_counter() - start)


def aec(game: str, seconds: float) -> float:
    env = AEC[game]()
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
    return steps / (time.perf_counter() - start)


def batch(game: str, n: int, seconds: float, observe: bool) -> float:
    b = BatchEnv(game, n, seed="bench", observe=observe)
    rng = random.Random(2)
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(20):
            b.step([rng.choice(legal) for legal in b.legal])
            steps += n
    rate = steps / (time.perf_counter() - start)
    b.close()
    return rate


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--games", default="taifa,mar-y-acero,la-legion")
    parser.add_argument("--batch", type=int, default=64)
    args = parser.parse_args()
    serve = Serve()
    print(f"reglas {serve.version}, {os.cpu_count()} cores; before: {load()}")
    for game in args.games.split(","):
        # A second of warm-up, so that Node's compiler has seen the game.
        single(serve, game, 1.0)
        figures = {
            "one env (step)": single(serve, game, args.seconds),
            "one env (PettingZoo AEC loop, observations)": aec(game, args.seconds),
            f"batch of {args.batch} (step_many)": batch(game, args.batch, args.seconds, False),
            f"batch of {args.batch} (step_many, observations)": batch(game, args.batch, args.seconds, True),
        }
        for what, rate in figures.items():
            print(f"{game:12} {what:48} {rate:10,.0f} steps/s")
        print(f"  load: {load()}")
    serve.close()


if __name__ == "__main__":
    main()
