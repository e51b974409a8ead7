"""Serving the HTTP API and its dashboard on a local port: ``toolmem ui``, and beside ``toolmem gateway --ui-port``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import uvicorn

from toolmem.server.app import create_app
from toolmem.server.settings import ServerSettings

__all__ = ["DashboardServer", "dashboard_server", "dashboard_url", "run_dashboard"]


def dashboard_url(host: str, port: int) -> str:
    """The dashboard's address on ``host:port``."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/ui/"


class DashboardServer(uvicorn.Server):
    """A uvicorn server that calls back with the dashboard's URL once it listens (port 0 included).

    Args:
        config: the uvicorn configuration of the app.
        on_ready: called with the URL, from the server's event loop.
    """

    def __init__(self, config: uvicorn.Config, on_ready: Callable[[str], None] | None = None) -> None:
        super().__init__(config)
        self.on_ready = on_ready

    async def startup(self, sockets: Any = None) -> None:
        """Start listening, then announce the URL."""
        await super().startup(sockets=sockets)
        if self.started and self.on_ready is not None:
            port = self.servers[0].sockets[0].getsockname()[1]
            self.on_ready(dashboard_url(self.config.host, int(port)))


def dashboard_server(
    settings: ServerSettings,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    on_ready: Callable[[str], None] | None = None,
    log_level: str = "warning",
    gateway: Any = None,
) -> DashboardServer:
    """The HTTP API with its dashboard, ready to ``run()`` (or ``await serve()`` in a running loop).

    Args:
        settings: the database and embedder, as for ``toolmem serve``.
        host: the address to bind.
        port: the port; 0 picks a free one.
        on_ready: called with the dashboard's URL once the server listens (to print or open it).
        log_level: uvicorn's log level.
        gateway: a connected :class:`toolmem.mcp.gateway.Gateway` to show on the Gateway page.

    Raises:
        ConfigError, StoreError: as :func:`toolmem.server.create_app`.
    """
    app = create_app(settings)
    if gateway is not None:
        app.state.gateway = gateway
    config = uvicorn.Config(app, host=host, port=port, log_level=log_level, access_log=False)
    return DashboardServer(config, on_ready)


def run_dashboard(
    settings: ServerSettings,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    on_ready: Callable[[str], None] | None = None,
    log_level: str = "warning",
) -> None:
    """Serve the HTTP API and the dashboard until the process is stopped (see :func:`dashboard_server`)."""
    dashboard_server(settings, host=host, port=port, on_ready=on_ready, log_level=log_level).run()
