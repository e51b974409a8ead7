"""``toolmem serve`` in a subprocess, for tests that need the real server (kill -9, schemathesis)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import httpx

TOOLMEM = str(Path(sys.executable).parent / "toolmem")
STARTUP_TIMEOUT = 60.0


def free_port() -> int:
    """A TCP port free on the loopback interface right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def environment() -> dict[str, str]:
    """The test's environment for a child, ``PYTHONPATH`` made absolute and no chat model."""
    paths = [os.path.abspath(path) for path in os.environ.get("PYTHONPATH", "").split(os.pathsep) if path]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "TOOLMEM_LLM_MODEL": ""}


def log_of(db: str) -> Path:
    """Where the server of ``db`` writes its stderr: a file, since a pipe nobody reads fills up and
    blocks the server after a few thousand request-log lines."""
    return Path(db).with_name(Path(db).name + ".serve.log")


def start(
    db: str, *options: str, host: str = "127.0.0.1", port: int | None = None, prefix: Sequence[str] = ()
) -> tuple[str, subprocess.Popen[str]]:
    """Start ``toolmem --db DB --embedder hash serve`` (after ``prefix``, e.g. a private mount) and
    return its base URL and process once ``/health`` answers (a bounded readiness poll)."""
    port = port or free_port()
    command = [
        *prefix,
        *(TOOLMEM, "--db", db, "--embedder", "hash", "serve", "--host", host, "--port", str(port), *options),
    ]
    with log_of(db).open("a") as log:
        process = subprocess.Popen(command, stderr=log, stdout=subprocess.DEVNULL, text=True, env=environment())
    url = f"http://{host if host.startswith('[') or ':' not in host else f'[{host}]'}:{port}"
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while True:
        try:
            if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                return url, process
        except httpx.TransportError:
            pass
        if process.poll() is not None:
            raise RuntimeError(f"toolmem serve exited with {process.returncode}: {log_of(db).read_text()[-2000:]}")
        if time.monotonic() > deadline:
            process.kill()
            raise RuntimeError("toolmem serve did not answer /health in time")
        time.sleep(0.05)


def stop(process: subprocess.Popen[str]) -> None:
    """Stop a server, if it is still running."""
    if process.poll() is None:
        process.terminate()
    process.wait(timeout=30)


@contextmanager
def serving(
    db: str, *options: str, host: str = "127.0.0.1", prefix: Sequence[str] = ()
) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """A running ``toolmem serve``; stopped when the block ends, also when it raised."""
    url, process = start(db, *options, host=host, prefix=prefix)
    try:
        yield url, process
    finally:
        stop(process)
