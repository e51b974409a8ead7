"""API keys in SQL, shared by the SQL stores: the ``api_keys`` table, by the SHA-256 of their token."""

from __future__ import annotations

import json

from toolmem.stores.base_keys import KeyInfo
from toolmem.stores.sql.base import SQLBase
from toolmem.stores.sql.rows import KEY_COLUMNS, key_from_row

__all__ = ["SQLKeysMixin"]


class SQLKeysMixin(SQLBase):
    """API keys, valid or revoked."""

    def insert_key(self, key: KeyInfo, token_hash: str) -> None:
        """Store a new key under the digest of its token."""
        workspaces = json.dumps(list(key.workspaces), ensure_ascii=False)
        with self._write() as db:
            db.execute(
                f"INSERT INTO api_keys ({KEY_COLUMNS}, token_hash) VALUES (?, ?, ?, ?, ?, ?)",
                (key.id, key.name, workspaces, key.created_at, key.revoked_at, token_hash),
            )

    def list_keys(self) -> list[KeyInfo]:
        """Every key, oldest first."""
        with self._read() as db:
            rows = db.execute(f"SELECT {KEY_COLUMNS} FROM api_keys ORDER BY created_at, id").fetchall()
        return [key_from_row(row) for row in rows]

    def find_key(self, token_hash: str) -> KeyInfo | None:
        """The key with this token digest, or ``None``."""
        with self._read() as db:
            row = db.execute(f"SELECT {KEY_COLUMNS} FROM api_keys WHERE token_hash = ?", (token_hash,)).fetchone()
        return key_from_row(row) if row else None

    def revoke_key(self, key_id: str, when: float) -> bool:
        """Revoke a valid key; return whether one had this id."""
        with self._write() as db:
            return (
                db.execute(
                    "UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL", (when, key_id)
                ).rowcount
                > 0
            )

    def has_keys(self) -> bool:
        """Whether any key, valid or revoked, exists."""
        with self._read() as db:
            return db.execute("SELECT 1 FROM api_keys LIMIT 1").fetchone() is not None
