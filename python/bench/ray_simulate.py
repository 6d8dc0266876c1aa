"""Ray with one actor against two, over one long run of seeded games (the [ray] extra).

    python python/bench/ray_simulate.py [--games 200000] [--chunk 2000] [--args "taifa --bots random --seed bench"]

Each actor owns one `reglas serve` process, which compiles the engine for itself: the first
chunks run at a fraction of the final speed (the warm-up). The seconds to reach each checkpoint
are printed for both runs, so the warm-up shows as `npm run bench -- --game simulate` shows it,
then the speed-up over the whole run. The machine's load (`uptime`) is printed beside them.
"""
import argparse
import os
import shlex
import subprocess

import reglas_env.ray as rr


def load() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def run(args, games, actors, chunk):
    times, figures = [], None
    for event in rr.simulate_progress(args, games, actors=actors, chunk=chunk):
        if "figures" in event:
            figures = event["figures"]
        else:
            times.append((event["games"], event["seconds"]))
    return times, figures


def at(times, n):
    return next(t for g, t in times if g >= n)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200000)
    parser.add_argument("--chunk", type=int, default=2000)
    parser.add_argument("--args", default="taifa --bots random --seed bench")
    a = parser.parse_args()
    args = shlex.split(a.args)
    print(f"reglas simulate {a.args} over {a.games} games, {a.chunk} a task, {os.cpu_count()} cores")
    print(f"load before: {load()}")
    one, f1 = run(args, a.games, 1, a.chunk)
    print(f"load after one actor: {load()}")
    two, f2 = run(args, a.games, 2, a.chunk)
    print(f"load after two actors: {load()}")
    assert f1 == f2, "one actor and two gave different figures"
    print("| games | 1 actor | 2 actors | speed-up |\n|---|---|---|---|")
    marks = sorted({max(a.chunk, a.games * k // 20) for k in (1, 2, 5, 10, 20)})
    for n in marks:
        t1, t2 = at(one, n), at(two, n)
        print(f"| {n:,} | {t1:.2f} s | {t2:.2f} s | {t1 / t2:.2f}x |")
    print(f"whole run: {a.games / one[-1][1]:,.0f} games/s on one actor, {a.games / two[-1][1]:,.0f} on two "
          f"({one[-1][1] / two[-1][1]:.2f}x); the figures of both runs are equal")


if __name__ == "__main__":
    main()
