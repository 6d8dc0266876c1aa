"""reglas_env.ray: the figures of seeded games spread over Ray actors equal `reglas simulate`'s."""
import json
import subprocess

import pytest

ray = pytest.importorskip("ray", reason="the [ray] extra is not installed")

from reglas_env import find_command  # noqa: E402
from reglas_env.loopback import loopback_only  # noqa: E402
import reglas_env.ray as rr  # noqa: E402

# A local Ray listens on every interface: it runs only where the loopback is the only one
# (.ci/run runs these tests under `python -m reglas_env.loopback`).
pytestmark = pytest.mark.skipif(not loopback_only(), reason="run under python -m reglas_env.loopback (a local Ray would listen on every interface)")


def test_a_local_ray_is_refused_where_other_interfaces_are_seen(monkeypatch):
    monkeypatch.setattr(rr, "loopback_only", lambda: False)
    with pytest.raises(RuntimeError, match="reglas_env.loopback"):
        rr.simulate(["taifa"], games=1, actors=1)

RUNS = [
    ["taifa", "--bots", "rules", "--seed", "ray"],
    ["mar-y-acero", "--mode", "solitaire", "--bots", "random", "rules", "--seed", "ray"],
]


@pytest.mark.parametrize("args", RUNS, ids=[r[0] for r in RUNS])
def test_ray_figures_equal_simulate(args):
    games = 30
    expected = json.loads(subprocess.run([*find_command(), "simulate", *args, "--games", str(games), "--workers", "1", "--json"],
                                         capture_output=True, text=True, check=True).stdout)
    got = rr.simulate(args, games=games, actors=2, chunk=7)
    assert got == expected


def test_rollouts_come_back_in_seed_order():
    seeds = [f"r{k}" for k in range(6)]
    out = rr.rollouts("mar-y-acero", seeds, actors=2, options={"mode": "solitaire"}, chunk=2)
    assert [r["seed"] for r in out] == seeds
    assert all(set(r["rewards"]) == {"spanish"} and r["steps"] > 0 for r in out)
