"""``toolmem gateway --ui-port``: the dashboard beside a real gateway process, showing its servers,
their tools and the one that failed to start (the MCP test servers of ``tests/mcp/servers``)."""

import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import httpx
import pytest
import yaml
from playwright.sync_api import expect
from ui_helpers import new_tab

SERVERS = Path(__file__).resolve().parents[1] / "mcp" / "servers"
TOOLMEM = [sys.executable, "-c", "from toolmem.cli import main; main()"]
ANNOUNCED = re.compile(r"toolmem dashboard at (http://\S+)")


def _watch(stream: IO[str], found: list[str], ready: threading.Event) -> None:
    for line in stream:  # read to the end, so the gateway never blocks on a full pipe
        match = ANNOUNCED.search(line)
        if match and not found:
            found.append(match.group(1))
            ready.set()
    ready.set()


@pytest.fixture(scope="module")
def gateway_ui(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A stdio gateway (no client yet) with its dashboard on a free port; yields the server's base URL.

    Closing its stdin ends the MCP session, and with it the dashboard and the process.
    """
    folder = tmp_path_factory.mktemp("gateway")
    python = {"command": sys.executable, "cwd": str(SERVERS)}
    config = {
        "servers": {
            "weather": {**python, "args": ["weather_server.py"]},
            "notes": {**python, "args": ["notes_server.py"]},
            "broken": {**python, "args": ["no_such_server.py"]},
        }
    }
    (folder / "gateway.yaml").write_text(yaml.safe_dump(config))
    args = [*TOOLMEM, "--db", str(folder / "gw.db"), "--embedder", "hash", "-w", "gw", "gateway"]
    process = subprocess.Popen(
        [*args, str(folder / "gateway.yaml"), "--ui-port", "0"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdin is not None
    assert process.stderr is not None
    found: list[str] = []
    ready = threading.Event()
    reader = threading.Thread(target=_watch, args=(process.stderr, found, ready), daemon=True)
    reader.start()
    try:
        assert ready.wait(90), "the gateway's dashboard did not start"
        assert found, "the gateway exited before serving its dashboard"
        yield found[0].removesuffix("/ui/")
    finally:
        process.stdin.close()
        try:
            process.wait(30)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
        reader.join(30)
        process.stderr.close()


def test_the_gateway_route_lists_each_server_with_its_tools_or_its_failure(gateway_ui: str) -> None:
    found = httpx.get(f"{gateway_ui}/v1/gateway", timeout=30).json()
    servers = {server["name"]: server for server in found["servers"]}

    assert found["workspace"] == "gw"
    assert list(servers) == ["broken", "notes", "weather"]  # the file's order (safe_dump sorts the keys)
    assert servers["weather"]["tools"] == ["weather.alerts", "weather.current_conditions", "weather.forecast"]
    assert (servers["weather"]["connected"], servers["weather"]["error"], servers["weather"]["transport"]) == (
        True,
        None,
        "stdio",
    )
    assert (servers["broken"]["connected"], servers["broken"]["tools"]) == (False, [])
    assert "closed the connection" in servers["broken"]["error"]
    assert httpx.get(f"{gateway_ui}/v1/session", timeout=30).json()["gateway"] == "gw"


def test_the_gateway_page_shows_connected_servers_and_the_one_that_failed(browser: Any, gateway_ui: str) -> None:
    with new_tab(browser, gateway_ui) as tab:
        page = tab.open("#/gateway")

        expect(page.locator("h1")).to_have_text("Gateway")
        expect(page.locator('tr[data-server="weather"]')).to_contain_text("connected")
        expect(page.locator('tr[data-server="broken"]')).to_contain_text("closed the connection")
        page.locator('tr[data-server="notes"] summary').click()
        page.get_by_role("link", name="notes.add_note").click()
        expect(page.locator("main[data-state=ready] h1")).to_have_text("add_note")
        tab.open("#/gateway")
        tab.shot("gateway")
        assert tab.errors == []
