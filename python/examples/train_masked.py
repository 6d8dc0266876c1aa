"""Trains a small masked policy on the El Cid solitaire of Taifa for a few minutes, then compares
its win rate with the untrained policy's over the same seeded games.

    python python/examples/train_masked.py [--minutes 3] [--eval 200]

The policy is linear in the observation (numpy only): the logits of the legal actions are
``obs @ W[:, legal]``, the other actions are masked out, and an untrained ``W = 0`` plays
uniformly over the mask. It learns by REINFORCE with a running baseline. A game is won by El
Cid rarely (about 1 in 100 at random, against the rule-driven kingdoms of 10), so it is trained on
a denser signal read from the outcome: El Cid's areas at the end, minus the Almoravids' tenth
(10.3 decides the winner on those two counts), plus 10 for a win. It is judged by its win rate.
"""
import argparse
import time

import numpy as np

from reglas_env import decode_observation, shared_serve

GAME, OPTIONS = "taifa", {"scenario": "el-cid"}


def play(serve, env, seed, W, rng, learn=False):
    """One game from `seed`; returns (won, shaped return, the trajectory when learning)."""
    r = serve.request({"op": "reset", "env": env, "seed": seed, "observe": True})
    seat = r["to"]
    trajectory = []
    while not r["done"]:
        obs = np.clip(decode_observation(r), -10, 10) / 10.0
        legal = np.asarray(r["legal"])
        logits = obs @ W[:, legal]
        p = np.exp(logits - logits.max())
        p /= p.sum()
        k = rng.choice(len(legal), p=p)
        if learn:
            trajectory.append((obs, legal, k, p))
        r = serve.request({"op": "step", "env": env, "action": int(legal[k]), "observe": True})
    won = seat in r["outcome"]["winners"]
    score = r["outcome"]["score"] or {}
    shaped = score.get(seat, 0) - 0.1 * score.get("almoravides", 0) + (10.0 if won else 0.0)
    return won, shaped, trajectory


def evaluate(serve, env, W, games):
    rng = np.random.default_rng(12345)
    results = [play(serve, env, f"eval-{g}", W, rng) for g in range(games)]
    return np.mean([w for w, _, _ in results]), np.mean([s for _, s, _ in results])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--eval", type=int, default=200)
    parser.add_argument("--lr", type=float, default=0.02)
    args = parser.parse_args()
    serve = shared_serve()
    spec = serve.spec(GAME)
    env = serve.request({"op": "create", "game": GAME, "seed": "train", "options": OPTIONS})["env"]
    W = np.zeros((spec["observationSize"], spec["actionSize"]), dtype=np.float32)

    untrained = evaluate(serve, env, W, args.eval)
    rng = np.random.default_rng(0)
    baseline, episodes, steps, start = None, 0, 0, time.time()
    while time.time() - start < args.minutes * 60:
        _, G, trajectory = play(serve, env, f"train-{episodes}", W, rng, learn=True)
        baseline = G if baseline is None else 0.95 * baseline + 0.05 * G
        advantage = G - baseline
        for obs, legal, k, p in trajectory:
            grad = -p
            grad[k] += 1.0
            W[:, legal] += args.lr * advantage * np.outer(obs, grad) / max(1, len(trajectory)) ** 0.5
        episodes += 1
        steps += len(trajectory)
        if episodes % 200 == 0:
            print(f"  {episodes} games, {steps} decisions, {time.time() - start:.0f} s, running shaped return {baseline:.2f}")
    trained = evaluate(serve, env, W, args.eval)
    print(f"trained on {episodes} games ({steps} decisions) in {time.time() - start:.0f} s")
    print(f"win rate over {args.eval} seeded games (eval-0..eval-{args.eval - 1}) against the rule-driven kingdoms:")
    print(f"  untrained (uniform over the mask): {untrained[0]:.1%}  (mean shaped return {untrained[1]:.2f})")
    print(f"  trained:                           {trained[0]:.1%}  (mean shaped return {trained[1]:.2f})")


if __name__ == "__main__":
    main()
