"""``toolmem ui``: the dashboard on a free local port, announced once it listens; loopback only
without keys, like ``toolmem serve``."""

import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import httpx
import pytest
from click.testing import CliRunner

from toolmem.cli import cli

TOOLMEM = [sys.executable, "-c", "from toolmem.cli import main; main()"]
ANNOUNCED = re.compile(r"toolmem dashboard at (http://\S+)")


def _watch(stream: IO[str], found: list[str], ready: threading.Event) -> None:
    for line in stream:  # read to the end, so the process never blocks on a full pipe
        match = ANNOUNCED.search(line)
        if match and not found:
            found.append(match.group(1))
            ready.set()
    ready.set()


@contextmanager
def announced(args: list[str]) -> Iterator[str]:
    """Run a command that prints the dashboard's address on stdout; yield the address."""
    process = subprocess.Popen(
        args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert process.stdout is not None
    found: list[str] = []
    ready = threading.Event()
    reader = threading.Thread(target=_watch, args=(process.stdout, found, ready), daemon=True)
    reader.start()
    try:
        assert ready.wait(60), "the dashboard did not start"
        assert found, "the command exited before listening"
        yield found[0]
    finally:
        process.terminate()
        process.wait(30)
        reader.join(30)
        process.stdout.close()


def test_toolmem_ui_serves_the_dashboard_and_the_api_on_a_free_port(db: str) -> None:
    with announced([*TOOLMEM, "--db", db, "--embedder", "hash", "ui", "--no-browser"]) as url:
        page = httpx.get(url, timeout=30)
        session = httpx.get(url.replace("/ui/", "/v1/session"), timeout=30)

    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/ui/", url)
    assert page.status_code == 200
    assert "<title>toolmem</title>" in page.text
    assert session.json()["key_required"] is False


@pytest.mark.parametrize("command", [["ui"], ["gateway", "--ui-port", "0"]])
def test_a_public_host_without_keys_is_refused(db: str, tmp_path: Path, command: list[str]) -> None:
    config = tmp_path / "gateway.yaml"
    config.write_text("servers: {never: {command: never-started}}\n")
    args = [*command, str(config)] if command[0] == "gateway" else command
    result = CliRunner().invoke(cli, ["--db", db, "--embedder", "hash", *args, "--host", "0.0.0.0"])

    assert result.exit_code == 1
    assert result.stderr.startswith("error: refusing to")
