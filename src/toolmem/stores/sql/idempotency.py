"""Idempotency keys in SQL, shared by the SQL stores: the ``idempotency_keys`` table.

A repository write calls :func:`claim_key` at the start of its transaction and
:func:`remember_key` at its end, so a key and its write commit together.
"""

from __future__ import annotations

import json
from typing import Any

from toolmem.stores.idempotency import RETENTION, IdempotencyKey, KeyTaken, StoredResult
from toolmem.stores.sql.base import Connection, SQLRepository

__all__ = ["IdempotencyRepository", "claim_key", "remember_key"]


class IdempotencyRepository(SQLRepository):
    """A workspace's keys of writes already done."""

    def result(self, key: str) -> StoredResult | None:
        """The result kept under ``key`` (not older than :data:`RETENTION`), or ``None``."""
        with self._store._read() as db:
            row = db.execute(
                "SELECT operation, fingerprint, result, created_at FROM idempotency_keys"
                " WHERE workspace = ? AND key = ?",
                (self.workspace, key),
            ).fetchone()
        if row is None or not row[2]:
            return None
        return StoredResult(row[0], row[1], json.loads(row[2]), float(row[3]))


def claim_key(db: Connection, workspace: str, key: IdempotencyKey | None, now: float) -> None:
    """Claim ``key`` inside the caller's write transaction (the workspace row must exist).

    Keys past their retention are dropped first. Another transaction holding the key makes this
    one wait (PostgreSQL) or cannot run at the same time (SQLite); either way, once it committed,
    the insert finds the key and :class:`KeyTaken` rolls this write back.

    Raises:
        KeyTaken: the key is already used in this workspace.
    """
    if key is None:
        return
    db.execute("DELETE FROM idempotency_keys WHERE workspace = ? AND created_at < ?", (workspace, now - RETENTION))
    claimed = db.execute(
        "INSERT INTO idempotency_keys (workspace, key, operation, fingerprint, result, created_at)"
        " VALUES (?, ?, ?, ?, '', ?) ON CONFLICT (workspace, key) DO NOTHING RETURNING key",
        (workspace, key.key, key.operation, key.fingerprint, now),
    ).fetchone()
    if claimed is None:
        raise KeyTaken(key.key)


def remember_key(db: Connection, workspace: str, key: IdempotencyKey | None, result: Any) -> None:
    """Keep the write's result under its claimed key, in the same transaction."""
    if key is not None:
        db.execute(
            "UPDATE idempotency_keys SET result = ? WHERE workspace = ? AND key = ?",
            (json.dumps(result, ensure_ascii=False), workspace, key.key),
        )
