"""API keys in SQL, shared by the SQL stores: the ``api_keys`` table, by the SHA-256 of their token."""

from __future__ import annotations

import json

from toolmem.stores.keys import KeyInfo
from toolmem.stores.sql.base import SQLBase
from toolmem.stores.sql.rows import KEY_COLUMNS, key_from_row

__all__ = ["KeyRepository"]


class KeyRepository:
    """API keys, valid or revoked.

    Args:
        store: the store whose connections it uses.
    """

    def __init__(self, store: SQLBase) -> None:
        self._store = store

    def insert(self, key: KeyInfo, token_hash: str) -> None:
        """Store a new key under the SHA-256 hex digest of its token."""
        workspaces = json.dumps(list(key.workspaces), ensure_ascii=False)
        with self._store._write() as db:
            db.execute(
                f"INSERT INTO api_keys ({KEY_COLUMNS}, token_hash) VALUES (?, ?, ?, ?, ?, ?)",
                (key.id, key.name, workspaces, key.created_at, key.revoked_at, token_hash),
            )

    def list(self) -> list[KeyInfo]:
        """Every key, revoked ones included, oldest first."""
        with self._store._read() as db:
            rows = db.execute(f"SELECT {KEY_COLUMNS} FROM api_keys ORDER BY created_at, id").fetchall()
        return [key_from_row(row) for row in rows]

    def find(self, token_hash: str) -> KeyInfo | None:
        """The key whose token has this SHA-256 hex digest, or ``None``."""
        with self._store._read() as db:
            row = db.execute(f"SELECT {KEY_COLUMNS} FROM api_keys WHERE token_hash = ?", (token_hash,)).fetchone()
        return key_from_row(row) if row else None

    def revoke(self, key_id: str, when: float) -> bool:
        """Mark a key revoked at ``when``; return whether a valid key with this id existed."""
        with self._store._write() as db:
            query = "UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL"
            return db.execute(query, (when, key_id)).rowcount > 0

    def any(self) -> bool:
        """Whether any key was ever created (revoked ones count: revoking the last key must not open
        the service to everyone)."""
        with self._store._read() as db:
            return db.execute("SELECT 1 FROM api_keys LIMIT 1").fetchone() is not None
