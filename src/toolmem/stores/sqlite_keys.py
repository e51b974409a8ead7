"""The SQLite store's API keys (mixed into :class:`SQLiteStore`)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Any

from toolmem.stores.base_keys import KeyInfo

__all__ = ["SQLiteKeysMixin"]

_KEY_COLUMNS = "id, name, workspaces, created_at, revoked_at"


class SQLiteKeysMixin:
    """API keys in the ``api_keys`` table, by the SHA-256 of their token.

    The host class provides ``_read()`` and ``_write()`` context managers yielding the connection.
    """

    def _read(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def insert_key(self, key: KeyInfo, token_hash: str) -> None:
        """Store a new key under the digest of its token."""
        with self._write() as db:
            db.execute(
                f"INSERT INTO api_keys ({_KEY_COLUMNS}, token_hash) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    key.id,
                    key.name,
                    json.dumps(list(key.workspaces), ensure_ascii=False),
                    key.created_at,
                    key.revoked_at,
                    token_hash,
                ),
            )

    def list_keys(self) -> list[KeyInfo]:
        """Every key, oldest first."""
        with self._read() as db:
            rows = db.execute(f"SELECT {_KEY_COLUMNS} FROM api_keys ORDER BY created_at, id").fetchall()
        return [_key(row) for row in rows]

    def find_key(self, token_hash: str) -> KeyInfo | None:
        """The key with this token digest, or ``None``."""
        with self._read() as db:
            row = db.execute(f"SELECT {_KEY_COLUMNS} FROM api_keys WHERE token_hash = ?", (token_hash,)).fetchone()
        return _key(row) if row else None

    def revoke_key(self, key_id: str, when: float) -> bool:
        """Revoke a valid key; return whether one had this id."""
        with self._write() as db:
            cursor = db.execute(
                "UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL", (when, key_id)
            )
            return cursor.rowcount > 0

    def has_keys(self) -> bool:
        """Whether any key, valid or revoked, exists."""
        with self._read() as db:
            return db.execute("SELECT 1 FROM api_keys LIMIT 1").fetchone() is not None


def _key(row: Sequence[Any]) -> KeyInfo:
    return KeyInfo(id=row[0], name=row[1], workspaces=tuple(json.loads(row[2])), created_at=row[3], revoked_at=row[4])
