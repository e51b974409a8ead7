"""Fixtures for the HTTP API: the real app in process, and the real server on a loopback port."""

import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.support import BASE_URL, LOOPBACK, TOOLS
from toolmem.server import ServerSettings, create_app


@pytest.fixture
def settings(tmp_path: Path) -> ServerSettings:
    """A database file and a dump directory of the test's own."""
    dumps = tmp_path / "dumps"
    dumps.mkdir()
    return ServerSettings(db=str(tmp_path / "toolmem.db"), embedder="hash", dump_dir=dumps, max_body=200_000)


@pytest.fixture
def app(settings: ServerSettings) -> FastAPI:
    return create_app(settings)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    """The real app, in process, lifespan included."""
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as test_client:
        yield test_client


@pytest.fixture
def tools(client: TestClient) -> list[dict[str, object]]:
    """Workspace ``w`` holding :data:`TOOLS`."""
    assert client.post("/v1/workspaces/w/tools", json=TOOLS).status_code == 200
    return TOOLS


@pytest.fixture
def live(app: FastAPI) -> Iterator[httpx.Client]:
    """The real server (uvicorn, in a thread) on a loopback port, and a client for it.

    The socket listens before the thread starts, so the first request waits in the backlog
    instead of racing the start-up.
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(128)
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", ws="none", lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as http:
            yield http
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        sock.close()
