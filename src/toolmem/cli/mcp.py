"""``toolmem mcp`` (the workspace as an MCP server) and ``toolmem gateway`` (toolmem in front of MCP servers).

Both need the optional extra ``toolmem[mcp]``; the MCP SDK is imported only when one of them runs,
so the rest of the command line starts without it.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import click

from toolmem.cli.common import cli, fail, open_memory, open_store_only
from toolmem.errors import DependencyError
from toolmem.mcp.config import load_config
from toolmem.memory import Memory
from toolmem.server.keys import KeyRing, is_loopback

if TYPE_CHECKING:
    from toolmem.mcp.gateway import Gateway
    from toolmem.mcp.gateway_server import Dashboard
    from toolmem.server.dashboard import DashboardServer

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
@click.option(
    "--ui-port",
    type=click.IntRange(0, 65535),
    default=None,
    help="Also serve the HTTP API and the dashboard (with a Gateway page) on this port of --host"
    " (0: a free one); its address is printed on stderr.",
)
def gateway(config: Path, transport: Literal["stdio", "http"], host: str, port: int, ui_port: int | None) -> None:
    """Put toolmem in front of the MCP servers named in CONFIG (YAML or JSON): the client sees
    search_tools and call_tool (and the pinned tools) instead of every server's tools; every call
    is forwarded and recorded.

    \b
    Example:
      toolmem -w gateway gateway servers.yaml
      toolmem -w gateway gateway servers.yaml --transport http --port 8767
      toolmem -w gateway gateway servers.yaml --ui-port 8768   # dashboard at http://127.0.0.1:8768/ui/
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
    mem = open_memory()
    run_gateway(mem, settings, transport=transport, host=host, port=port, dashboard=_dashboard(mem, host, ui_port))


def _dashboard(mem: Memory, host: str, ui_port: int | None) -> Dashboard | None:
    """The dashboard beside the gateway, on the same rules as ``toolmem serve`` (loopback without keys)."""
    if ui_port is None:
        return None
    if not is_loopback(host) and not KeyRing(open_store_only()).required():
        fail(f"refusing to serve the dashboard on {host!r} without API keys; create one with `toolmem keys create`")
    try:  # the server extra is optional: import it only when asked for the dashboard
        from toolmem.server import ServerSettings
        from toolmem.server.dashboard import dashboard_server
    except ImportError as exc:
        raise DependencyError("toolmem gateway --ui-port", "server", exc.name or "fastapi") from exc
    settings = ServerSettings(db=mem.store.url)

    def announce(url: str) -> None:  # stdout may be the MCP channel: the address goes to stderr
        click.echo(f"toolmem dashboard at {url}", err=True)

    def make(gateway: Gateway) -> DashboardServer:
        return dashboard_server(settings, host=host, port=ui_port, on_ready=announce, gateway=gateway)

    return make


cli.add_command(mcp)
cli.add_command(gateway)
