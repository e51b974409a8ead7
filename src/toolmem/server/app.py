"""The app factory: routers, error handlers, the body limit, the keyless server's guard and the request log.

Example::

    from toolmem.server import ServerSettings, create_app
    app = create_app(ServerSettings(db="toolmem.db", embedder="hash"))
    # uvicorn.run(app, host="127.0.0.1", port=8765)
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial
from typing import Any

from fastapi import FastAPI
from fastapi.responses import RedirectResponse

import toolmem
from toolmem.server import (
    calls,
    code,
    documents,
    health,
    history,
    journal,
    plans,
    reme,
    session,
    timeline,
    tool_pages,
    tools,
    workspaces,
)
from toolmem.server.deps import AppState
from toolmem.server.errors import JSONAnswer, install_error_handlers
from toolmem.server.guard import LocalGuard
from toolmem.server.middleware import BodyLimit, RequestLog
from toolmem.server.settings import IMPORT_PATH_SUFFIX, ServerSettings
from toolmem.ui import dashboard_app

__all__ = ["create_app"]

# calls, timeline and tool_pages before tools: "/tools/{id}/stats" must be tried before "/tools/{id:path}";
# journal before plans: "/plans/events" before "/plans/{plan_id}".
_ROUTERS = (
    health,
    session,
    workspaces,
    timeline,
    calls,
    tool_pages,
    tools,
    journal,
    plans,
    history,
    documents,
    code,
    reme,
)


def create_app(settings: ServerSettings) -> FastAPI:
    """Build the HTTP API over one database.

    The store is opened at once; workspaces are opened on first use (at most
    ``settings.max_open`` at a time) and all are closed when the app shuts down.

    Raises:
        ConfigError: the settings are invalid (an in-memory database, a non-positive body limit
            or ``max_open``).
        StoreError: the database cannot be opened.
    """
    for name in ("max_body", "max_import_body"):
        if getattr(settings, name) < 1:
            raise toolmem.ConfigError(f"{name} must be a positive number of bytes, got {getattr(settings, name)!r}")
    state = AppState(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        try:
            yield
        finally:
            state.close()

    app = FastAPI(
        title="toolmem",
        version=toolmem.__version__,
        summary="The memory an LLM agent keeps about its tools, over HTTP.",
        description=(
            "Resources live under `/v1/workspaces/{workspace}/`. Once any API key exists, send "
            '`Authorization: Bearer <token>`. Errors are `{"error": {"code", "message"}}`. '
            "ReMe's tool-memory routes (`/add_tool_call_result`, `/retrieve_tool_memory`, "
            "`/summary_tool_memory`, `/vector_store`) take ReMe's own JSON."
        ),
        default_response_class=JSONAnswer,
        lifespan=lifespan,
    )
    app.state.toolmem = state
    install_error_handlers(app)
    for module in _ROUTERS:
        app.include_router(module.router)
    app.openapi = partial(_openapi, app)  # type: ignore[method-assign]
    app.mount("/ui", dashboard_app(), name="ui")
    app.add_api_route("/", _to_dashboard, include_in_schema=False)
    app.add_middleware(
        BodyLimit,
        max_body=settings.max_body,
        max_import_body=settings.max_import_body,
        import_suffix=IMPORT_PATH_SUFFIX,
    )
    app.add_middleware(LocalGuard, keyless=state.keyless, hosts=settings.allowed_hosts)
    app.add_middleware(RequestLog)
    return app


BEARER = {
    "type": "http",
    "scheme": "bearer",
    "description": "An API key from `toolmem keys create` (`tm_...`). Needed once any key exists; before"
    " that the server answers loopback clients only, without a token.",
}


def _openapi(app: FastAPI) -> dict[str, Any]:
    """FastAPI's document, with the bearer scheme every route takes (optional: see its description)."""
    if app.openapi_schema is None:
        schema = FastAPI.openapi(app)  # FastAPI's own, which it keeps in app.openapi_schema
        schema.setdefault("components", {}).setdefault("securitySchemes", {})["bearer"] = BEARER
        schema["security"] = [{"bearer": []}, {}]
        return schema
    return app.openapi_schema


def _to_dashboard() -> RedirectResponse:
    """The root leads people to the dashboard."""
    return RedirectResponse("/ui/")
