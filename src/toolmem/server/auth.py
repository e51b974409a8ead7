"""Bearer-key checks: ``Authorization: Bearer tm_...``, scoped to workspaces.

Without any key in the database no token is needed, and only loopback clients are answered
(403 for others; ``toolmem serve`` also binds loopback only). Once a key exists, a missing or
unknown token is 401 and a key for another workspace is 403. The key id and workspace are put
on ``request.state`` for the request log; the token never is.
"""

from __future__ import annotations

from fastapi import Request
from starlette.exceptions import HTTPException

from toolmem.server.keys import KeyInfo, KeyRing, is_loopback

__all__ = ["authorize", "authorize_admin", "bearer_token", "identify"]

_CHALLENGE = {"WWW-Authenticate": "Bearer"}


def bearer_token(request: Request) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header, or ``None``."""
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer":
        return None
    return token.strip() or None


def _key(request: Request, keys: KeyRing, required: bool | None) -> KeyInfo | None:
    """The request's valid key; ``None`` when keys are not required.

    Without any key in the database only loopback clients are answered, whatever address the
    server was bound to: the rule holds in the app, not only in ``toolmem serve``.
    """
    if required is False:
        return None
    if required is None and not keys.required():
        client = request.client.host if request.client is not None else None
        if not is_loopback(client):
            raise HTTPException(
                403,
                "this server has no API keys, so it answers only clients on this machine; "
                "create a key with `toolmem keys create` and send it as a bearer token",
            )
        return None
    token = bearer_token(request)
    if token is None:
        raise HTTPException(401, "an API key is required: send 'Authorization: Bearer <token>'", _CHALLENGE)
    info = keys.verify(token)
    if info is None:
        raise HTTPException(401, "unknown or revoked API key", _CHALLENGE)
    request.state.key_id = info.id
    return info


def identify(request: Request, keys: KeyRing, required: bool | None) -> KeyInfo | None:
    """The request's valid key, whatever it may use; ``None`` when keys are not required.

    Raises:
        HTTPException: 401 (no valid key).
    """
    return _key(request, keys, required)


def authorize(request: Request, keys: KeyRing, workspace: str, required: bool | None) -> KeyInfo | None:
    """Check that the request may use ``workspace``.

    Raises:
        HTTPException: 401 (no valid key) or 403 (the key is for other workspaces).
    """
    request.state.workspace = workspace
    info = _key(request, keys, required)
    if info is not None and not info.allows(workspace):
        raise HTTPException(403, f"this API key may not use workspace {workspace!r}")
    return info


def authorize_admin(request: Request, keys: KeyRing, required: bool | None) -> KeyInfo | None:
    """Check that the request carries an admin key (when keys are required).

    Raises:
        HTTPException: 401 (no valid key) or 403 (not an admin key).
    """
    info = _key(request, keys, required)
    if info is not None and not info.admin:
        raise HTTPException(403, "managing workspaces needs an admin key (toolmem keys create NAME --admin)")
    return info
