"""Conversation history in SQL, shared by the SQL stores; message vectors live in the embeddings table."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from typing import Any

from toolmem.models import ContextInfo, Message
from toolmem.stores.base import NEW_WORKSPACE_SQL, new_workspace_row, text_key
from toolmem.stores.base_idempotency import IdempotencyKey
from toolmem.stores.base_texts import ContextVectors
from toolmem.stores.sql.idempotency import SQLIdempotencyMixin
from toolmem.stores.sql.rows import CONTEXT_COLUMNS, MESSAGE_COLUMNS, context_from_row, message_from_row

__all__ = ["SQLHistoryMixin"]

_MESSAGE_INSERT_SQL = (
    "INSERT INTO messages (workspace, context, role, content, tokens, text_hash, metadata, created_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"
)


class SQLHistoryMixin(SQLIdempotencyMixin):
    """Contexts and their messages."""

    def append_messages(
        self,
        workspace: str,
        context: str,
        keys: Mapping[str, str],
        messages: Sequence[Message],
        *,
        idempotency: IdempotencyKey | None = None,
    ) -> list[Message]:
        """Append messages to a context, creating it on first use, in one transaction."""
        now = time.time()
        stored = []
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            self._claim_key(db, workspace, idempotency, now)
            db.execute(
                "INSERT INTO contexts (workspace, id, keys, messages, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)"
                " ON CONFLICT (workspace, id) DO NOTHING",
                (workspace, context, json.dumps(dict(keys), sort_keys=True, ensure_ascii=False), now, now),
            )
            for message in messages:
                row = db.execute(
                    _MESSAGE_INSERT_SQL,
                    (
                        workspace,
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
                (len(messages), now, workspace, context),
            )
            self._remember_key(db, workspace, idempotency, {"ids": [m.id for m in stored], "created_at": now})
        return stored

    def read_messages(
        self, workspace: str, context: str, *, limit: int | None = None, last: bool = False
    ) -> list[Message]:
        """Messages oldest first: all, the first ``limit``, or (``last``) the most recent ``limit``."""
        order = "DESC" if last else "ASC"
        with self._read() as db:
            rows = db.execute(
                f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE workspace = ? AND context = ? ORDER BY id {order}"
                " LIMIT ?",
                (workspace, context, self._limit(limit)),
            ).fetchall()
        found = [message_from_row(row) for row in rows]
        return found[::-1] if last else found

    def read_messages_before(self, workspace: str, context: str, before: int | None, limit: int) -> list[Message]:
        """Up to ``limit`` messages older than id ``before``, newest first."""
        with self._read() as db:
            rows = db.execute(
                f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE workspace = ? AND context = ? AND id < ?"
                " ORDER BY id DESC LIMIT ?",
                (workspace, context, before if before is not None else 2**63 - 1, limit),
            ).fetchall()
        return [message_from_row(row) for row in rows]

    def context_vectors(self, workspace: str, context: str, embedder: str | None) -> ContextVectors:
        """Every message of a context with its vector, read in one transaction."""
        with self._snapshot() as db:
            info = db.execute("SELECT dimensions FROM workspaces WHERE name = ?", (workspace,)).fetchone()
            rows = db.execute(
                f"SELECT {', '.join('m.' + c for c in MESSAGE_COLUMNS.split(', '))}, m.text_hash, e.vector"
                " FROM messages m LEFT JOIN embeddings e ON e.embedder = ? AND e.text_hash = m.text_hash"
                " WHERE m.workspace = ? AND m.context = ? ORDER BY m.id",
                (embedder, workspace, context),
            ).fetchall()
        dimensions = int(info[0]) if embedder is not None and info and info[0] else None
        vectors, missing = self._stack_vectors([row[7] for row in rows], dimensions)
        return ContextVectors([message_from_row(row[:6]) for row in rows], [row[6] for row in rows], vectors, missing)

    def context_info(self, workspace: str, context: str) -> ContextInfo | None:
        """A context, or ``None``."""
        with self._read() as db:
            row = db.execute(
                f"SELECT {CONTEXT_COLUMNS} FROM contexts WHERE workspace = ? AND id = ?", (workspace, context)
            ).fetchone()
        return context_from_row(row) if row else None

    def list_contexts(
        self, workspace: str, *, keys: Mapping[str, str] | None = None, limit: int | None = None, offset: int = 0
    ) -> list[ContextInfo]:
        """Contexts, most recently updated first, optionally those whose keys include ``keys``."""
        where = "workspace = ?"
        params: list[Any] = [workspace]
        for key, value in (keys or {}).items():
            condition, param = self._json_key_equals(key)
            where += f" AND {condition} = ?"
            params += [param, value]
        with self._read() as db:
            rows = db.execute(
                f"SELECT {CONTEXT_COLUMNS} FROM contexts WHERE {where} ORDER BY updated_at DESC, id LIMIT ? OFFSET ?",
                [*params, self._limit(limit), offset],
            ).fetchall()
        return [context_from_row(row) for row in rows]

    def delete_context(self, workspace: str, context: str) -> int:
        """Delete a context with its messages."""
        with self._write() as db:
            row = db.execute(
                "DELETE FROM contexts WHERE workspace = ? AND id = ? RETURNING messages", (workspace, context)
            ).fetchone()
            db.execute("DELETE FROM messages WHERE workspace = ? AND context = ?", (workspace, context))
        return int(row[0]) if row else 0
