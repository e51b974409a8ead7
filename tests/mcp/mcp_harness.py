"""The MCP tests' harness: real server subprocesses spoken to by the SDK's real client.

A server process costs seconds to start (the SDK alone takes about two to import), so each test
module starts its server once and its tests share one session. The session lives in an event loop
on a background thread (an anyio blocking portal), which lets the tests stay plain functions.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import IO, Any, TextIO

import anyio
import mcp.types as types
from anyio.from_thread import BlockingPortal, start_blocking_portal
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

SERVERS = Path(__file__).parent / "servers"
# Started with the test's own interpreter, so the subprocess sees the same installed toolmem and SDK.
TOOLMEM = [sys.executable, "-c", "from toolmem.cli import main; main()"]
STARTUP_TIMEOUT = 60.0


@dataclass
class Connection:
    """A client session to a server process, callable from synchronous tests."""

    portal: BlockingPortal
    session: ClientSession

    def call(self, name: str, arguments: dict[str, Any] | None = None) -> types.CallToolResult:
        """Call a tool and return its result."""
        return self.portal.call(partial(self.session.call_tool, name, arguments or {}))

    def tool_names(self) -> list[str]:
        """The names of the tools the server lists, in its order."""
        return [tool.name for tool in self.portal.call(self.session.list_tools).tools]

    def read(self, uri: str) -> str:
        """The text of a resource."""
        result = self.portal.call(self.session.read_resource, uri)
        content = result.contents[0]
        assert isinstance(content, types.TextResourceContents)
        return content.text


def text_of(result: types.CallToolResult) -> str:
    """The text blocks of a tool result, joined."""
    return "\n".join(block.text for block in result.content if isinstance(block, types.TextContent))


@asynccontextmanager
async def _session(params: StdioServerParameters, errlog: TextIO) -> AsyncIterator[ClientSession]:
    async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
        with anyio.fail_after(STARTUP_TIMEOUT):
            await session.initialize()
        yield session


@contextmanager
def connect(
    args: list[str], errlog: TextIO, cwd: Path | None = None, env: dict[str, str] | None = None
) -> Iterator[Connection]:
    """Start ``args`` as a stdio MCP server (its stderr to ``errlog``, ``env`` added to the SDK's
    default environment) and open a session to it.

    The SDK starts servers with a minimal environment; ``PYTHONPATH`` is passed on so the server
    imports the same toolmem as the test (a source checkout first on the path).
    """
    inherited = {"PYTHONPATH": os.environ["PYTHONPATH"]} if os.environ.get("PYTHONPATH") else {}
    params = StdioServerParameters(command=args[0], args=args[1:], cwd=cwd, env={**inherited, **(env or {})} or None)
    with start_blocking_portal() as portal, portal.wrap_async_context_manager(_session(params, errlog)) as session:
        yield Connection(portal, session)


_LISTENING = re.compile(r"Uvicorn running on (http://\S+)")


@contextmanager
def serve_http(args: list[str]) -> Iterator[str]:
    """Run ``args`` (a server started with ``--port 0``) and yield its MCP endpoint once it listens.

    The address is read from the server's own log line, so no port is guessed and nothing is polled.
    """
    process = subprocess.Popen(
        args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    assert process.stderr is not None
    found: list[str] = []
    ready = threading.Event()
    reader = threading.Thread(target=_watch, args=(process.stderr, found, ready), daemon=True)
    reader.start()
    try:
        assert ready.wait(STARTUP_TIMEOUT), "the HTTP server did not start"
        assert found, "the HTTP server exited before listening"
        yield f"{found[0]}/mcp"
    finally:
        process.terminate()
        process.wait(30)
        reader.join(30)
        process.stderr.close()


def _watch(stream: IO[str], found: list[str], ready: threading.Event) -> None:
    """Read a server's stderr to its end (so it never blocks on a full pipe), noting where it listens."""
    for line in stream:
        match = _LISTENING.search(line)
        if match and not found:
            found.append(match.group(1))
            ready.set()
    ready.set()


@asynccontextmanager
async def http_session(url: str) -> AsyncIterator[ClientSession]:
    """An initialised client session to a streamable HTTP endpoint."""
    async with streamable_http_client(url) as (read, write), ClientSession(read, write) as session:
        with anyio.fail_after(STARTUP_TIMEOUT):
            await session.initialize()
        yield session
