"""The dashboard's files, served with headers that keep the page to its own origin."""

from __future__ import annotations

from pathlib import Path

from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["SECURITY_HEADERS", "STATIC_DIR", "dashboard_app"]

STATIC_DIR = Path(__file__).parent / "static"

#: Scripts, styles and requests from this server only; no inline script, no framing.
SECURITY_HEADERS = {
    "content-security-policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self';"
        " object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-cache",
}


class _Headers:
    """Add :data:`SECURITY_HEADERS` to every answer of ``app``."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.raw = [(name.encode(), value.encode()) for name, value in SECURITY_HEADERS.items()]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                names = {name for name, _ in self.raw}
                kept = [(name, value) for name, value in message.get("headers", []) if name.lower() not in names]
                message["headers"] = kept + self.raw
            await send(message)

        await self.app(scope, receive, with_headers)


def dashboard_app() -> ASGIApp:
    """The ASGI app serving the dashboard's files (``index.html`` for the folder), to mount at ``/ui``."""
    return _Headers(StaticFiles(directory=STATIC_DIR, html=True))
