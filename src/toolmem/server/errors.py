"""How errors become HTTP answers: one JSON shape, ``{"error": {"code", "message"}}``, stable codes.

=================================  ======  =====================
toolmem error                      status  code
=================================  ======  =====================
PayloadTooLargeError               413     payload_too_large
IdempotencyKeyError                409     idempotency_key_reused
ValidationError, IngestError       422     validation_error / ingest_error
ConfigError                        400     bad_request
NotFoundError (and subclasses)     404     not_found
EmbedderMismatchError              409     embedder_mismatch
DependencyError                    501     dependency_missing
LLMError, EmbedderError            502     upstream_error
StoreError (and MigrationError)    503     store_unavailable
=================================  ======  =====================

A bad value in a request (a field, a query, ``k``, a format) is 422 wherever it is caught: by the
request's schema (``invalid_request``) or by the library (``validation_error``, the message the
Python API raises). 400 ``bad_request`` is a configuration the server lacks (a chat model for
``rerank`` or ``evaluate``, a dump directory); see :mod:`toolmem.errors` for the rule.

Malformed JSON is 400 ``malformed_json``; a body of the wrong shape is 422 ``invalid_request``;
a missing or unknown key 401 ``unauthorized``, a key for another workspace 403 ``forbidden``;
a body above the limit 413 ``payload_too_large``; without keys, a write typed neither JSON nor
YAML 415 ``unsupported_media_type`` and a foreign host name 421 ``misdirected_request``
(:mod:`toolmem.server.guard`). Anything else is a bug: 500 ``internal_error``.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException
from starlette.routing import Match

from toolmem import errors
from toolmem.errors import ToolmemError

__all__ = [
    "ERROR_RESPONSES",
    "ErrorBody",
    "ErrorDetail",
    "JSONAnswer",
    "allowed_methods",
    "error_response",
    "install_error_handlers",
]

_log = logging.getLogger("toolmem.server")

# Most specific first: the first class an exception is an instance of decides.
_TOOLMEM_ERRORS: list[tuple[type[ToolmemError], int, str]] = [
    (errors.PayloadTooLargeError, 413, "payload_too_large"),
    (errors.IdempotencyKeyError, 409, "idempotency_key_reused"),
    (errors.ValidationError, 422, "validation_error"),
    (errors.IngestError, 422, "ingest_error"),
    (errors.ConfigError, 400, "bad_request"),
    (errors.NotFoundError, 404, "not_found"),
    (errors.EmbedderMismatchError, 409, "embedder_mismatch"),
    (errors.DependencyError, 501, "dependency_missing"),
    (errors.LLMError, 502, "upstream_error"),
    (errors.EmbedderError, 502, "upstream_error"),
    (errors.StoreError, 503, "store_unavailable"),
]
_METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")
_HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    421: "misdirected_request",
}


class ErrorDetail(BaseModel):
    """The error itself."""

    code: str
    message: str


class ErrorBody(BaseModel):
    """Every error answer: a stable snake_case ``code`` and a message for people."""

    error: ErrorDetail


ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorBody, "description": description}
    for status, description in (
        (400, "Malformed JSON, or the server lacks what the request needs (a chat model, a dump directory)"),
        (401, "Missing or unknown API key"),
        (403, "The key may not use this workspace"),
        (404, "No such record"),
        (409, "The workspace was built with another embedder, or an idempotency key was used for another request"),
        (413, "The body or a record is too large"),
        (415, "A write not sent as JSON or YAML, to a server without API keys"),
        (421, "A host name other than a loopback one (or --allow-host), to a server without API keys"),
        (422, "A bad value: the body has the wrong shape, or a field, query or argument is invalid"),
        (503, "The database is unavailable"),
    )
}


class JSONAnswer(JSONResponse):
    """JSON that never fails on a non-finite float: NaN and infinities become ``null``."""

    def render(self, content: Any) -> bytes:
        """Serialise compactly; sanitise only when a non-finite number is present."""
        try:
            text = json.dumps(content, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        except ValueError:
            text = json.dumps(_finite(content), ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        return text.encode("utf-8")


def _finite(value: Any) -> Any:
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {key: _finite(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_finite(item) for item in value]
    return value


def error_response(status: int, code: str, message: str, headers: Mapping[str, str] | None = None) -> JSONAnswer:
    """The JSON answer of one error."""
    return JSONAnswer({"error": {"code": code, "message": message}}, status_code=status, headers=headers)


def status_of(exc: ToolmemError) -> tuple[int, str]:
    """The HTTP status and error code of a toolmem error."""
    for cls, status, code in _TOOLMEM_ERRORS:
        if isinstance(exc, cls):
            return status, code
    return 400, "bad_request"


async def _toolmem_error(request: Request, exc: Exception) -> JSONAnswer:
    assert isinstance(exc, ToolmemError)
    status, code = status_of(exc)
    if status >= 500:
        _log.warning("%s %s failed: %s", request.method, request.url.path, exc)
    return error_response(status, code, str(exc))


async def _validation_error(request: Request, exc: Exception) -> JSONAnswer:
    assert isinstance(exc, RequestValidationError)
    problems = exc.errors()
    if any(error.get("type") == "json_invalid" for error in problems):
        return error_response(400, "malformed_json", "the request body is not valid JSON")
    parts = []
    for error in problems[:10]:
        where = ".".join(str(part) for part in error.get("loc", ()))
        parts.append(f"{where}: {error.get('msg', 'invalid')}")
    return error_response(422, "invalid_request", "; ".join(parts) or "invalid request")


async def _http_error(request: Request, exc: Exception) -> JSONAnswer:
    assert isinstance(exc, HTTPException)
    code = _HTTP_CODES.get(exc.status_code, "error")
    message = exc.detail if isinstance(exc.detail, str) else code.replace("_", " ")
    headers = dict(exc.headers or {})
    if exc.status_code == 405:
        allowed = allowed_methods(request)
        headers["Allow"] = ", ".join(allowed)
        message = f"{request.method} is not allowed here; use {' or '.join(allowed)}"
    return error_response(exc.status_code, code, message, headers=headers)


def allowed_methods(request: Request) -> list[str]:
    """Every method some route answers at the request's path.

    Starlette's own 405 names only the first route that matched the path, while one path here
    often has several routes (``GET`` and ``POST /tools``, one function each).
    """
    routes = request.app.router.routes
    return [
        method
        for method in _METHODS
        if any(route.matches({**request.scope, "method": method})[0] == Match.FULL for route in routes)
    ]


async def _unexpected(request: Request, exc: Exception) -> JSONAnswer:
    _log.exception("%s %s raised an unexpected error", request.method, request.url.path)
    return error_response(500, "internal_error", "an unexpected error occurred; see the server log")


def install_error_handlers(app: FastAPI) -> None:
    """Answer every error raised under ``app`` in the one JSON shape."""
    app.add_exception_handler(ToolmemError, _toolmem_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(Exception, _unexpected)
