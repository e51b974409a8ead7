"""``toolmem serve``: refuses non-loopback hosts without keys; serves the real app in a subprocess."""

from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from live_server import log_of, serving
from toolmem.cli import cli
from toolmem.server.keys import is_loopback


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


def test_serve_runs_the_api_and_logs_json_lines(tmp_path: Path) -> None:
    db = str(tmp_path / "served.db")
    with serving(db) as (url, _):
        added = httpx.post(f"{url}/v1/workspaces/w/tools", json=[{"id": "t", "name": "t"}])
        assert added.json()["added"] == ["t"]
    assert '"path": "/v1/workspaces/w/tools", "status": 200' in log_of(db).read_text()


def test_an_ipv6_loopback_in_brackets_binds(tmp_path: Path) -> None:
    with serving(str(tmp_path / "served.db"), host="[::1]") as (url, _):
        assert httpx.get(f"{url}/v1/workspaces/w/tools").status_code == 200
