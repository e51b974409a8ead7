"""The dashboard: a static single-page app served at ``/ui/`` by ``toolmem serve``, ``toolmem ui`` and
``toolmem gateway --ui-port``.

Everything it shows comes from the HTTP API (so from the library's public API), with the same API
keys: the key is entered once per browser session and kept in the tab's ``sessionStorage``. Every
asset ships inside the package (``static/``): no CDN, no third-party code; charts are SVG drawn by
``static/charts.js``. Pages: the workspace summary, the tools table and each tool's page, the plan
cache, the search playground and, behind a gateway, its servers.

:func:`toolmem.server.dashboard.run_dashboard` serves it on a local port (``toolmem ui``).

Example::

    from toolmem.server import ServerSettings, create_app
    app = create_app(ServerSettings(db="toolmem.db"))   # the dashboard is at /ui/
"""

from __future__ import annotations

from toolmem.ui.assets import STATIC_DIR, dashboard_app

__all__ = ["STATIC_DIR", "dashboard_app"]
