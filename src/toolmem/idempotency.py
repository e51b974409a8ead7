"""Idempotency keys: a client that retries a write under the same key gets the first answer again.

``mem.calls.record(..., idempotency_key=k)``, ``mem.calls.record_many(..., idempotency_key=k)``,
``conversation.extend(..., idempotency_key=k)`` (and ``append``) and
``mem.plans.feedback(..., idempotency_key=k)`` — the writes that would count twice if repeated —
take a key: any text of 1 to 255 characters chosen by the client, unique within the workspace
(a UUID per logical write). The first write stores the key with its result in the same
transaction; a retry with the same key and the same request writes nothing and returns that
result, even if the first answer never reached the client (the server was killed after the
commit). The same key with another request is an :class:`~toolmem.errors.IdempotencyKeyError`.
Keys are kept 24 hours (:data:`~toolmem.stores.idempotency.RETENTION`).

The other writes are idempotent by themselves: adding tools and documents is an upsert by id
and content, storing a plan refreshes the same plan, deletes delete once.

Over HTTP the key is the ``Idempotency-Key`` header of ``POST /calls``, ``POST /history/messages``
and ``POST /plans/{id}/feedback``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from toolmem.errors import IdempotencyKeyError, ValidationError
from toolmem.models import content_hash
from toolmem.models.checks import check_text
from toolmem.stores import Store
from toolmem.stores.idempotency import IdempotencyKey, KeyTaken

__all__ = ["MAX_KEY_LENGTH", "idempotent", "make_key"]

MAX_KEY_LENGTH = 255
T = TypeVar("T")


def make_key(key: str | None, operation: str, request: Any) -> IdempotencyKey | None:
    """The key of a write, with the fingerprint of its request (``None`` without a key).

    Args:
        key: the client's key.
        operation: what the write does, e.g. ``"calls.record"``.
        request: JSON data identifying the request (what a retry must repeat exactly).

    Raises:
        ValidationError: the key is not 1 to 255 characters of text without control characters.
    """
    if key is None:
        return None
    if not isinstance(key, str) or not 1 <= len(key) <= MAX_KEY_LENGTH or not key.isprintable():
        raise ValidationError(
            "idempotency_key", f"must be 1 to {MAX_KEY_LENGTH} printable characters, got {str(key)[:80]!r}"
        )
    check_text(key, "idempotency_key")
    return IdempotencyKey(key, operation, content_hash({"operation": operation, "request": request}))


def idempotent(
    store: Store,
    workspace: str,
    key: IdempotencyKey | None,
    write: Callable[[], T],
    replay: Callable[[Any], T],
) -> T:
    """Run ``write`` once per key: a key already used answers ``replay(stored result)`` instead.

    Args:
        write: the write; it must pass ``key`` to the store method that claims it.
        replay: rebuilds the answer from the result the store kept.

    Raises:
        IdempotencyKeyError: the key was used for another operation or request.
    """
    if key is None:
        return write()
    stored = _stored(store, workspace, key)
    if stored is not None:
        return replay(stored)
    try:
        return write()
    except KeyTaken:  # another request with this key committed first
        stored = _stored(store, workspace, key)
        if stored is None:  # it was dropped meanwhile (past its retention): nothing to replay
            raise IdempotencyKeyError(key.key, "was used by a request that is no longer kept; use a new key") from None
        return replay(stored)


def _stored(store: Store, workspace: str, key: IdempotencyKey) -> Any:
    found = store.idempotency(workspace).result(key.key)
    if found is None:
        return None
    if (found.operation, found.fingerprint) != (key.operation, key.fingerprint):
        raise IdempotencyKeyError(
            key.key,
            f"was used for another request ({found.operation}); a retry must repeat the request exactly,"
            " and a new request needs a new key",
        )
    return found.result
