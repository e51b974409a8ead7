"""The HTTP API of toolmem (``toolmem serve``): FastAPI routers, one per resource, over the library.

Needs the ``server`` extra: ``pip install 'toolmem[server]'``.

Example::

    from toolmem.server import ServerSettings, create_app
    app = create_app(ServerSettings(db="toolmem.db"))
"""

from toolmem.server.app import create_app
from toolmem.server.settings import DEFAULT_MAX_BODY, ServerSettings

__all__ = ["DEFAULT_MAX_BODY", "ServerSettings", "create_app"]
