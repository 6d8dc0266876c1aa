"""Runs a command where the only network interface is the loopback: ``python -m reglas_env.loopback CMD...``.

Ray's servers (GCS, raylet, workers) listen on every interface in the Ray versions this package
was tested with, whatever ``_node_ip_address`` says. A local Ray started inside a network
namespace of its own (``unshare -rn``, no privileges needed where user namespaces are enabled)
can be reached through the loopback only. `reglas_env.ray` refuses to start a local Ray
elsewhere unless told ``allow_all_interfaces=True``.
"""
import os
import shutil
import socket
import sys


def loopback_only() -> bool:
    """Whether this process sees no network interface but the loopback."""
    return [name for _, name in socket.if_nameindex()] == ["lo"]


def main(argv) -> int:
    if not argv:
        print("usage: python -m reglas_env.loopback COMMAND [ARGS...]", file=sys.stderr)
        return 2
    unshare, ip = shutil.which("unshare"), shutil.which("ip") or "/usr/sbin/ip"
    if unshare is None:
        print("reglas_env.loopback: unshare (util-linux) is not installed", file=sys.stderr)
        return 1
    os.execv(unshare, [unshare, "-rn", "sh", "-c", f'"{ip}" link set lo up && exec "$@"', "sh", *argv])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
