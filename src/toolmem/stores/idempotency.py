"""Idempotency keys in stores: a write done once under a client's key is not done twice (the repository
is :class:`toolmem.stores.sql.idempotency.IdempotencyRepository`).

A client whose answer was lost (the connection dropped, the server was killed after the commit)
retries with the same key. The store keeps, per workspace, each key with the operation it named,
a fingerprint of the request and the result, written **in the same transaction** as the write
itself: either both are committed or neither is, so a retry finds the result exactly when the
first write happened. Keys are kept for :data:`RETENTION` seconds.

Repository writes that take an ``idempotency`` argument (``CallRepository.record``,
``HistoryRepository.append``, ``PlanRepository.feedback``) claim the key first in their
transaction; when another transaction already holds it they raise :class:`KeyTaken`, which the
library turns into a replay of the stored result. :meth:`Store.idempotency
<toolmem.stores.sql.store.Store.idempotency>` reads the results back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["RETENTION", "IdempotencyKey", "KeyTaken", "StoredResult"]

RETENTION = 24 * 3600.0


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
