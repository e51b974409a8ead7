"""``toolmem serve``: refuses non-loopback hosts without keys; serves the real app in a subprocess."""

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from toolmem.cli import cli
from toolmem.keys import is_loopback


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.10", "::", "example.org"])
def test_a_public_host_without_keys_is_refused(db: str, host: str) -> None:
    result = CliRunner().invoke(cli, ["--db", db, "serve", "--host", host])
    assert result.exit_code == 1
    assert result.stderr.startswith("error: refusing to bind")


def test_loopback_hosts_are_recognised() -> None:
    assert [is_loopback(h) for h in ("127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2", "10.0.0.1")] == [
        True,
        True,
        True,
        True,
        True,
        False,
    ]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def serving(tmp_path: Path, *options: str, host: str = "127.0.0.1") -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``toolmem serve`` in a subprocess; yields its base URL once ``/health`` answers."""
    port = _free_port()
    db = str(tmp_path / "served.db")
    toolmem = str(Path(sys.executable).parent / "toolmem")
    command = [toolmem, "--db", db, "--embedder", "hash", "serve", "--host", host, "--port", str(port), *options]
    env = {**os.environ, "TOOLMEM_LLM_MODEL": ""}
    process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True, env=env)
    url = f"http://{host if host.startswith('[') or ':' not in host else f'[{host}]'}:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:  # a bounded readiness poll
            try:
                health = httpx.get(f"{url}/health", timeout=1)
                break
            except httpx.TransportError:
                assert process.poll() is None, "the server exited"
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.05)
        assert health.json()["status"] == "ok"
        yield url, process
    finally:
        process.terminate()
        process.communicate(timeout=30)


def test_serve_runs_the_api_and_logs_json_lines(tmp_path: Path) -> None:
    with serving(tmp_path) as (url, process):
        added = httpx.post(f"{url}/v1/workspaces/w/tools", json=[{"id": "t", "name": "t"}])
        assert added.json()["added"] == ["t"]
        process.terminate()
        _, stderr = process.communicate(timeout=30)
    assert '"path": "/v1/workspaces/w/tools", "status": 200' in stderr


def test_an_ipv6_loopback_in_brackets_binds(tmp_path: Path) -> None:
    with serving(tmp_path, host="[::1]") as (url, _):
        assert httpx.get(f"{url}/v1/workspaces/w/tools").status_code == 200
