"""``toolmem serve``: refuses non-loopback hosts without keys; serves the real app in a subprocess."""

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from toolmem.cli import cli
from toolmem.cli.serve import is_loopback


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


def test_serve_runs_the_api_and_logs_json_lines(tmp_path: Path) -> None:
    port = _free_port()
    db = str(tmp_path / "served.db")
    toolmem = str(Path(sys.executable).parent / "toolmem")
    command = [toolmem, "--db", db, "--embedder", "hash", "serve", "--port", str(port)]
    env = {**os.environ, "TOOLMEM_LLM_MODEL": ""}
    process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True, env=env)
    try:
        deadline = time.monotonic() + 30
        while True:  # a bounded readiness poll
            try:
                health = httpx.get(f"http://127.0.0.1:{port}/health", timeout=1)
                break
            except httpx.TransportError:
                assert process.poll() is None, "the server exited"
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.05)
        assert health.json()["status"] == "ok"
        added = httpx.post(f"http://127.0.0.1:{port}/v1/workspaces/w/tools", json=[{"id": "t", "name": "t"}])
        assert added.json()["added"] == ["t"]
    finally:
        process.terminate()
        _, stderr = process.communicate(timeout=30)
    assert '"path": "/v1/workspaces/w/tools", "status": 200' in stderr
