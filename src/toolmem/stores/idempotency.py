"""Idempotency keys: a write done once under a client's key is not done twice.

A client whose answer was lost (the connection dropped, the server was killed after the commit)
retries with the same key. The store keeps, per workspace, each key with the operation it named,
a fingerprint of the request and the result, written **in the same transaction** as the write
itself: either both are committed or neither is, so a retry finds the result exactly when the
first write happened. Keys are kept for :data:`RETENTION` seconds.

Repository writes that take an ``idempotency`` argument (``CallRepository.record``,
``HistoryRepository.append``, ``PlanRepository.feedback``) claim the key first in their
transaction; when another transaction already holds it they raise :class:`KeyTaken`, which the
library turns into a replay of the stored result. :meth:`Store.idempotency
<toolmem.stores.sql.store.Store.idempotency>` reads the results back (the repository is
:class:`toolmem.stores.sql.idempotency.IdempotencyRepository`), and :func:`idempotent` runs a
write once per key for the library.

``mem.calls.record(..., idempotency_key=k)``, ``mem.calls.record_many(..., idempotency_key=k)``,
``conversation.extend(..., idempotency_key=k)`` (and ``append``) and
``mem.plans.feedback(..., idempotency_key=k)`` — the writes that would count twice if repeated —
take a key: any text of 1 to 255 characters chosen by the client, unique within the workspace
(a UUID per logical write). The first write stores the key with its result in the same
transaction; a retry with the same key and the same request writes nothing and returns that
result, even if the first answer never reached the client (the server was killed after the
commit). The same key with another request is an :class:`~toolmem.errors.IdempotencyKeyError`.
Keys are kept 24 hours (:data:`RETENTION`).

The other writes are idempotent by themselves: adding tools and documents is an upsert by id
and content, storing a plan refreshes the same plan, deletes delete once.

Over HTTP the key is the ``Idempotency-Key`` header of ``POST /calls``, ``POST /history/messages``
and ``POST /plans/{id}/feedback``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from toolmem.errors import IdempotencyKeyError, ValidationError
from toolmem.records import content_hash
from toolmem.records.checks import check_text

__all__ = [
    "MAX_KEY_LENGTH",
    "RETENTION",
    "IdempotencyKey",
    "KeptResults",
    "KeyTaken",
    "StoredResult",
    "idempotent",
    "make_key",
]

RETENTION = 24 * 3600.0
T = TypeVar("T")


@dataclass(frozen=True)
class IdempotencyKey:
    """A client's key for one write.

    Attributes:
        key: the client's key (``Idempotency-Key``), unique per workspace.
        operation: what the write does (``"calls.record"``, ``"history.append"``, ``"plans.feedback"``).
        fingerprint: a digest of the request, so a key reused for another request is told apart.
    """

    key: str
    operation: str
    fingerprint: str


@dataclass(frozen=True)
class StoredResult:
    """What a store kept of a write done under a key.

    Attributes:
        operation, fingerprint: as in :class:`IdempotencyKey`.
        result: the write's result as JSON data (what the library needs to answer again).
        created_at: when the write was done.
    """

    operation: str
    fingerprint: str
    result: Any
    created_at: float


class KeyTaken(Exception):
    """Raised inside a store's write when its key is already claimed; the write is rolled back.

    Never leaves the library: the caller answers with the stored result instead.
    """

    def __init__(self, key: str) -> None:
        super().__init__(f"idempotency key {key!r} is already used")
        self.key = key


class KeptResults(Protocol):
    """The keys of a workspace's writes already done (``store.workspace(name).idempotency``)."""

    def result(self, key: str) -> StoredResult | None:
        """The result kept under ``key`` (not older than :data:`RETENTION`), or ``None``."""


MAX_KEY_LENGTH = 255


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
    keys: KeptResults,
    key: IdempotencyKey | None,
    write: Callable[[], T],
    replay: Callable[[Any], T],
) -> T:
    """Run ``write`` once per key: a key already used answers ``replay(stored result)`` instead.

    Args:
        keys: the workspace's kept keys (``store.workspace(name).idempotency``).
        key: the write's key (:func:`make_key`), or ``None`` to just write.
        write: the write; it must pass ``key`` to the store method that claims it.
        replay: rebuilds the answer from the result the store kept.

    Raises:
        IdempotencyKeyError: the key was used for another operation or request.
    """
    if key is None:
        return write()
    stored = _stored(keys, key)
    if stored is not None:
        return replay(stored)
    try:
        return write()
    except KeyTaken:  # another request with this key committed first
        stored = _stored(keys, key)
        if stored is None:  # it was dropped meanwhile (past its retention): nothing to replay
            raise IdempotencyKeyError(key.key, "was used by a request that is no longer kept; use a new key") from None
        return replay(stored)


def _stored(keys: KeptResults, key: IdempotencyKey) -> Any:
    found = keys.result(key.key)
    if found is None:
        return None
    if (found.operation, found.fingerprint) != (key.operation, key.fingerprint):
        raise IdempotencyKeyError(
            key.key,
            f"was used for another request ({found.operation}); a retry must repeat the request exactly,"
            " and a new request needs a new key",
        )
    return found.result
