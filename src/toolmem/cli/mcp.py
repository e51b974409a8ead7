"""``toolmem mcp`` (the workspace as an MCP server) and ``toolmem gateway`` (toolmem in front of MCP servers).

Both need the optional extra ``toolmem[mcp]``; the MCP SDK is imported only when one of them runs,
so the rest of the command line starts without it.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Literal

import click

from toolmem.cli.common import cli, fail, open_memory
from toolmem.errors import DependencyError
from toolmem.keys import is_loopback
from toolmem.mcp.config import load_config

__all__ = ["gateway", "mcp"]

_TRANSPORTS = ("stdio", "http")


def _transport_options(default_port: int) -> list[click.Option]:
    return [
        click.Option(
            ["--transport"],
            type=click.Choice(_TRANSPORTS),
            default="stdio",
            show_default=True,
            help="stdio for a client that launches the server; http for streamable HTTP at /mcp.",
        ),
        click.Option(["--host"], default="127.0.0.1", show_default=True, help="Address to listen on (http)."),
        click.Option(
            ["--port"], type=click.IntRange(0, 65535), default=default_port, show_default=True, help="Port (http)."
        ),
    ]


def _require_sdk(feature: str) -> None:
    """Fail with the install command when the MCP SDK is missing."""
    if importlib.util.find_spec("mcp") is None:
        raise DependencyError(feature, "mcp", "mcp")


def _require_loopback(transport: str, host: str) -> None:
    """MCP over HTTP has no authentication here: only a loopback address may be bound."""
    if transport == "http" and not is_loopback(host):
        fail(
            f"refusing to bind {host!r}: the MCP server has no authentication; bind 127.0.0.1"
            " (and put an authenticating proxy in front for remote clients)"
        )


@click.command("mcp", params=_transport_options(8766))
def mcp(transport: Literal["stdio", "http"], host: str, port: int) -> None:
    """Serve the workspace as an MCP server: tool search, experience, plans and history as MCP tools,
    the catalogue as resources.

    \b
    Example:
      toolmem --db tools.db mcp
      toolmem --db tools.db mcp --transport http --port 8766
    """
    _require_sdk("the MCP server")
    _require_loopback(transport, host)
    from toolmem.mcp.server import build_server  # the optional SDK, imported only when serving

    server = build_server(open_memory())
    if transport == "stdio":
        server.run("stdio")
    else:
        server.run("streamable-http", host=host, port=port)


@click.command("gateway", params=_transport_options(8767))
@click.argument("config", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def gateway(config: Path, transport: Literal["stdio", "http"], host: str, port: int) -> None:
    """Put toolmem in front of the MCP servers named in CONFIG (YAML or JSON): the client sees
    search_tools and call_tool (and the pinned tools) instead of every server's tools; every call
    is forwarded and recorded.

    \b
    Example:
      toolmem -w gateway gateway servers.yaml
      toolmem -w gateway gateway servers.yaml --transport http --port 8767
    \b
    servers.yaml:
      servers:
        weather: {command: python, args: [weather_server.py]}
        files: {url: "http://127.0.0.1:9000/mcp"}
      pinned: [weather.forecast]
    """
    _require_sdk("the MCP gateway")
    _require_loopback(transport, host)
    from toolmem.mcp.gateway_server import run_gateway  # the optional SDK, imported only when serving

    settings = load_config(config)
    run_gateway(open_memory(), settings, transport=transport, host=host, port=port)


cli.add_command(mcp)
cli.add_command(gateway)
