"""The HTTP API of toolmem (``toolmem serve``): FastAPI routers, one per resource, over the library,
and what only the service needs: API keys (:mod:`.keys`) and serving the dashboard on a local port
(:mod:`.dashboard`).

Needs the ``server`` extra: ``pip install 'toolmem[server]'`` (only :mod:`.keys` works without it:
``toolmem keys`` manages the keys of a database the service will open).

Example::

    from toolmem.server import ServerSettings, create_app
    app = create_app(ServerSettings(db="toolmem.db"))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolmem.server.settings import DEFAULT_MAX_BODY, ServerSettings

if TYPE_CHECKING:
    from toolmem.server.app import create_app

__all__ = ["DEFAULT_MAX_BODY", "ServerSettings", "create_app"]


def __getattr__(name: str) -> Any:
    # FastAPI is imported only when the app is asked for, so ``toolmem.server.keys`` needs no extra.
    if name == "create_app":
        from toolmem.server.app import create_app

        return create_app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
