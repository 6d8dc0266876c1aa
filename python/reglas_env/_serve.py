"""The `reglas serve --stdio` process: one JSON request a line in, one answer a line out.

The package starts Node itself. Which command runs the server, in order: the ``command``
given, the ``REGLAS_SERVE`` environment variable (a command line such as
``node /path/to/reglas/dist/cli/main.js``), a ``dist/cli/main.js`` of a reglas checkout in the
working directory or above it, then ``reglas`` on the PATH (``npm install -g reglas``).
"""
from __future__ import annotations

import atexit
import base64
import json
import os
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any, Optional, Sequence

import numpy as np

PROTOCOL = 1


class ServeError(RuntimeError):
    """A request the server refused (its one-line reason); nothing changed on the server."""


def find_command() -> list:
    """The command line that runs `reglas` (without ``serve --stdio``)."""
    env = os.environ.get("REGLAS_SERVE")
    if env:
        return shlex.split(env)
    here = Path.cwd().resolve()
    for folder in [here, *here.parents]:
        main = folder / "dist" / "cli" / "main.js"
        pkg = folder / "package.json"
        if main.is_file() and pkg.is_file() and '"name": "reglas"' in pkg.read_text(encoding="utf-8"):
            return [shutil.which("node") or "node", str(main)]
    found = shutil.which("reglas")
    if found:
        return [found]
    raise FileNotFoundError(
        "reglas_env cannot find the reglas command: set REGLAS_SERVE (for example "
        "'node /path/to/reglas/dist/cli/main.js' after npm run build) or npm install -g reglas"
    )


def decode_observation(answer: dict) -> np.ndarray:
    """The observation of an answer (its ``obs``, base64 of int8 or little-endian float32 as
    ``obsType`` says) as a float32 numpy array."""
    dtype = np.int8 if answer.get("obsType") == "int8" else np.dtype("<f4")
    return np.frombuffer(base64.b64decode(answer["obs"]), dtype=dtype).astype(np.float32)


class Serve:
    """One `reglas serve --stdio` process hosting any number of environments."""

    def __init__(self, command: Optional[Sequence[str]] = None):
        cmd = list(command) if command is not None else find_command()
        self._proc = subprocess.Popen(
            [*cmd, "serve", "--stdio"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=1 << 16
        )
        greeting = self._read()
        if greeting.get("protocol") != PROTOCOL:
            self.close()
            raise ServeError(f"reglas serve speaks protocol {greeting.get('protocol')}, this package {PROTOCOL}")
        self.version = greeting.get("reglas")
        self.games = greeting.get("games", [])
        self._specs: dict = {}

    def _read(self) -> dict:
        line = self._proc.stdout.readline()
        if not line:
            code = self._proc.poll()
            raise ServeError(f"reglas serve stopped (exit code {code})")
        return json.loads(line)

    def request(self, message: dict) -> dict:
        """Sends one request and returns its answer; a refused request raises `ServeError`."""
        if self._proc.poll() is not None:
            raise ServeError("reglas serve is not running")
        self._proc.stdin.write(json.dumps(message, separators=(",", ":")).encode() + b"\n")
        self._proc.stdin.flush()
        answer = self._read()
        if not answer.get("ok"):
            raise ServeError(answer.get("error", "unknown error"))
        return answer

    def spec(self, game: str) -> dict:
        """The game's action space and observation planes (cached)."""
        if game not in self._specs:
            self._specs[game] = self.request({"op": "spec", "game": game})
        return self._specs[game]

    def close(self) -> None:
        """Ends the process (its environments with it)."""
        proc = self._proc
        if proc.poll() is None:
            try:
                proc.stdin.close()
                proc.wait(timeout=5)
            except Exception:
                proc.kill()
                proc.wait()

    def __enter__(self) -> "Serve":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


_shared: Optional[Serve] = None


def shared_serve() -> Serve:
    """The process every environment of this Python process uses unless given one (started on first use)."""
    global _shared
    if _shared is None or _shared._proc.poll() is not None:
        _shared = Serve()
        atexit.register(_shared.close)
    return _shared
