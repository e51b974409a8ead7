"""Conversation history in SQL, shared by the SQL stores; message vectors live in the embeddings table."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from typing import Any

from toolmem.records import ContextInfo, Message
from toolmem.stores.base import Changes, Row, text_key
from toolmem.stores.idempotency import IdempotencyKey
from toolmem.stores.sql.base import NEW_WORKSPACE_SQL, SQLRepository, new_workspace_row
from toolmem.stores.sql.idempotency import claim_key, remember_key
from toolmem.stores.sql.rows import CONTEXT_COLUMNS, MESSAGE_COLUMNS, context_from_row, message_from_row

__all__ = ["HistoryRepository"]

_MESSAGE_INSERT_SQL = (
    "INSERT INTO messages (workspace, context, role, content, tokens, text_hash, metadata, created_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"
)


class HistoryRepository(SQLRepository):
    """A workspace's contexts and their messages."""

    def append(
        self,
        context: str,
        keys: Mapping[str, str],
        messages: Sequence[Message],
        *,
        idempotency: IdempotencyKey | None = None,
    ) -> list[Message]:
        """Append messages to a context (created on first use) in one transaction; returns them with
        their ids and times. With ``idempotency``, the key is claimed in the same transaction and
        keeps ``{"ids": [...], "created_at": ...}`` (or raises ``KeyTaken``)."""
        now = time.time()
        stored = []
        with self._store._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(self.workspace))
            claim_key(db, self.workspace, idempotency, now)
            db.execute(
                "INSERT INTO contexts (workspace, id, keys, messages, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)"
                " ON CONFLICT (workspace, id) DO NOTHING",
                (self.workspace, context, json.dumps(dict(keys), sort_keys=True, ensure_ascii=False), now, now),
            )
            for message in messages:
                row = db.execute(
                    _MESSAGE_INSERT_SQL,
                    (
                        self.workspace,
                        context,
                        message.role,
                        message.content,
                        message.tokens,
                        text_key(message.content),
                        json.dumps(dict(message.metadata), ensure_ascii=False),
                        now,
                    ),
                ).fetchone()
                stored.append(
                    Message(message.role, message.content, message.tokens, int(row[0]), now, message.metadata)
                )
            db.execute(
                "UPDATE contexts SET messages = messages + ?, updated_at = ? WHERE workspace = ? AND id = ?",
                (len(messages), now, self.workspace, context),
            )
            remember_key(db, self.workspace, idempotency, {"ids": [m.id for m in stored], "created_at": now})
        return stored

    def read(self, context: str, *, limit: int | None = None, last: bool = False) -> list[Message]:
        """Messages of a context, oldest first; with ``limit``, the first ``limit`` or, with ``last``,
        the most recent ``limit`` (still oldest first)."""
        order = "DESC" if last else "ASC"
        with self._store._read() as db:
            rows = db.execute(
                f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE workspace = ? AND context = ? ORDER BY id {order}"
                " LIMIT ?",
                (self.workspace, context, self._store._limit(limit)),
            ).fetchall()
        found = [message_from_row(row) for row in rows]
        return found[::-1] if last else found

    def read_before(self, context: str, before: int | None, limit: int) -> list[Message]:
        """Up to ``limit`` messages with an id below ``before`` (all when ``None``), newest first: the
        way token windows walk back through a long conversation."""
        with self._store._read() as db:
            rows = db.execute(
                f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE workspace = ? AND context = ? AND id < ?"
                " ORDER BY id DESC LIMIT ?",
                (self.workspace, context, before if before is not None else 2**63 - 1, limit),
            ).fetchall()
        return [message_from_row(row) for row in rows]

    def changes(self, context: str, embedder: str | None) -> Changes[Message]:
        """Every message of a context (keyed by id, oldest first) with its stored vector, consistently."""
        with self._store._snapshot() as db:
            info = db.execute("SELECT dimensions FROM workspaces WHERE name = ?", (self.workspace,)).fetchone()
            rows = db.execute(
                f"SELECT {', '.join('m.' + c for c in MESSAGE_COLUMNS.split(', '))}, m.text_hash, e.vector"
                " FROM messages m LEFT JOIN embeddings e ON e.embedder = ? AND e.text_hash = m.text_hash"
                " WHERE m.workspace = ? AND m.context = ? ORDER BY m.id",
                (embedder, self.workspace, context),
            ).fetchall()
        dimensions = int(info[0]) if embedder is not None and info and info[0] else None
        vectors, _ = self._store._stack_vectors([row[7] for row in rows], dimensions)
        return Changes(
            version=int(rows[-1][0]) if rows else 0,
            rows=[
                Row(
                    key=str(row[0]),
                    record=message_from_row(row[:6]),
                    text_hash=row[6],
                    vector=None if vectors is None or row[7] is None else vectors[i],
                )
                for i, row in enumerate(rows)
            ],
            removed=[],
            complete=True,
        )

    def info(self, context: str) -> ContextInfo | None:
        """A context, or ``None`` if it holds no message."""
        with self._store._read() as db:
            row = db.execute(
                f"SELECT {CONTEXT_COLUMNS} FROM contexts WHERE workspace = ? AND id = ?", (self.workspace, context)
            ).fetchone()
        return context_from_row(row) if row else None

    def list(
        self, *, keys: Mapping[str, str] | None = None, limit: int | None = None, offset: int = 0
    ) -> list[ContextInfo]:
        """Contexts, most recently updated first; with ``keys``, only those whose keys include them."""
        where = "workspace = ?"
        params: list[Any] = [self.workspace]
        for key, value in (keys or {}).items():
            condition, param = self._store._json_key_equals(key)
            where += f" AND {condition} = ?"
            params += [param, value]
        with self._store._read() as db:
            rows = db.execute(
                f"SELECT {CONTEXT_COLUMNS} FROM contexts WHERE {where} ORDER BY updated_at DESC, id LIMIT ? OFFSET ?",
                [*params, self._store._limit(limit), offset],
            ).fetchall()
        return [context_from_row(row) for row in rows]

    def delete(self, context: str) -> int:
        """Delete a context and its messages; returns how many messages it held."""
        with self._store._write() as db:
            row = db.execute(
                "DELETE FROM contexts WHERE workspace = ? AND id = ? RETURNING messages", (self.workspace, context)
            ).fetchone()
            db.execute("DELETE FROM messages WHERE workspace = ? AND context = ?", (self.workspace, context))
        return int(row[0]) if row else 0
