"""ASGI middleware: the request-body limit and the structured request log.

Both are plain ASGI (no ``BaseHTTPMiddleware``), so they add microseconds, not a task per request.
"""

from __future__ import annotations

import json
import logging
import time
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from toolmem.server.errors import error_response

__all__ = ["BodyLimit", "RequestLog"]

_log = logging.getLogger("toolmem.server")


class _TooLarge(Exception):
    """The body grew past the limit while it was being read."""


class BodyLimit:
    """Answer 413 with the JSON error shape when a request body exceeds ``max_body`` bytes, or
    ``max_import_body`` for a path ending in ``import_suffix`` (spec documents are larger).

    A ``Content-Length`` above the limit is refused before anything is read; a chunked body is
    counted as it arrives.
    """

    def __init__(self, app: ASGIApp, max_body: int, max_import_body: int, import_suffix: str) -> None:
        self.app = app
        self.max_body = max_body
        self.max_import_body = max_import_body
        self.import_suffix = import_suffix

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        importing = scope["path"].endswith(self.import_suffix)
        limit, option = (self.max_import_body, "--max-import-body") if importing else (self.max_body, "--max-body")
        declared = _content_length(scope)
        if declared is not None and declared > limit:
            await self._refuse(scope, receive, send, limit, option)
            return
        seen = 0
        too_large = started = False

        async def counting_receive() -> Message:
            nonlocal seen, too_large
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    too_large = True
                    raise _TooLarge
            return message

        async def guarded_send(message: Message) -> None:
            # The framework may turn the aborted read into an error answer of its own: replace it.
            nonlocal started
            if too_large:
                if message["type"] == "http.response.start" and not started:
                    started = True
                    await self._refuse(scope, receive, send, limit, option)
                return
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counting_receive, guarded_send)
        except _TooLarge:
            if not started:
                await self._refuse(scope, receive, send, limit, option)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, limit: int, option: str) -> None:
        message = f"the request body exceeds the limit of {limit:,} bytes (the server sets it: toolmem serve {option})"
        await error_response(413, "payload_too_large", message)(scope, receive, send)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


class RequestLog:
    """Log one JSON line per request on the ``toolmem.server`` logger at INFO.

    Fields: ``method``, ``path``, ``status``, ``duration_ms``, ``workspace`` and ``key_id`` (when
    the request named them); never the token or the body.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not _log.isEnabledFor(logging.INFO):
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = 500

        async def recording_send(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, recording_send)
        finally:
            state: dict[str, Any] = scope.get("state") or {}
            params: dict[str, Any] = scope.get("path_params") or {}
            record = {
                "method": scope["method"],
                "path": scope["path"],
                "status": status,
                "duration_ms": round((time.perf_counter() - start) * 1000, 3),
                "workspace": state.get("workspace") or params.get("workspace"),
                "key_id": state.get("key_id"),
            }
            _log.info(json.dumps(record, ensure_ascii=False), extra={"request": record})
