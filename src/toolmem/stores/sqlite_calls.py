"""The SQLite store's calls, experience and guidelines (mixed into :class:`SQLiteStore`)."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any

import numpy as np

from toolmem.embedders.base import Vectors
from toolmem.models import Call, Guidelines
from toolmem.stores.base import (
    NEW_WORKSPACE_SQL,
    CallTotals,
    ExperienceSnapshot,
    decode_vector,
    encode_vector,
    new_workspace_row,
    text_key,
)

__all__ = ["SQLiteCallsMixin"]

_CALL_COLUMNS = (
    "id, tool_id, request, input, output, success, error, time_cost, token_cost, evaluation, score,"
    " metadata, created_at, content_hash, output_handle"
)


class SQLiteCallsMixin:
    """Calls, per-tool totals, request outcomes and guidelines in SQLite.

    The host class provides ``_read()`` and ``_write()`` context managers yielding the connection.
    """

    def _read(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def insert_calls(
        self,
        workspace: str,
        calls: Sequence[Call],
        *,
        cap: int,
        outputs: Mapping[str, str],
        request_vectors: Mapping[str, Vectors],
        embedder: str | None,
    ) -> list[int | None]:
        """Store calls with their totals, outcomes and full outputs in one transaction."""
        ids: list[int | None] = []
        now = time.time()
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            for call in calls:
                ids.append(_insert_call(db, workspace, call))
            touched = {call.tool_id for call, new in zip(calls, ids, strict=True) if new is not None}
            for tool_id in sorted(touched):
                db.execute(
                    "DELETE FROM calls WHERE workspace = ? AND tool_id = ? AND id NOT IN"
                    " (SELECT id FROM calls WHERE workspace = ? AND tool_id = ? ORDER BY id DESC LIMIT ?)",
                    (workspace, tool_id, workspace, tool_id, cap),
                )
            db.executemany(
                "INSERT OR IGNORE INTO outputs (workspace, handle, output, created_at) VALUES (?, ?, ?, ?)",
                [(workspace, handle, text, now) for handle, text in outputs.items()],
            )
            if embedder is not None and request_vectors:
                db.executemany(
                    "INSERT OR IGNORE INTO embeddings (embedder, text_hash, vector) VALUES (?, ?, ?)",
                    [(embedder, h, encode_vector(v)) for h, v in request_vectors.items()],
                )
            if touched:
                db.execute(
                    "UPDATE workspaces SET experience_version = experience_version + 1 WHERE name = ?", (workspace,)
                )
        return ids

    def list_calls(
        self,
        workspace: str,
        tool_id: str | None = None,
        *,
        limit: int | None = None,
        offset: int = 0,
        success: bool | None = None,
    ) -> list[Call]:
        """Kept calls, newest first."""
        with self._read() as db:
            rows = db.execute(
                f"SELECT {_CALL_COLUMNS} FROM calls WHERE workspace = ?"
                " AND (? IS NULL OR tool_id = ?) AND (? IS NULL OR success = ?)"
                " ORDER BY id DESC LIMIT ? OFFSET ?",
                (workspace, tool_id, tool_id, success, success, -1 if limit is None else limit, offset),
            ).fetchall()
        return [_call_from_row(row) for row in rows]

    def update_evaluations(self, workspace: str, evaluations: Sequence[tuple[int, float | None, str | None]]) -> int:
        """Set the score and evaluation of kept calls."""
        if not evaluations:
            return 0
        with self._write() as db:
            cursor = db.executemany(
                "UPDATE calls SET score = ?, evaluation = ? WHERE workspace = ? AND id = ?",
                [(score, evaluation, workspace, call_id) for call_id, score, evaluation in evaluations],
            )
        return int(cursor.rowcount)

    def call_totals(self, workspace: str, tool_id: str) -> CallTotals | None:
        """All-time aggregates of a tool's calls."""
        with self._read() as db:
            row = db.execute(
                "SELECT calls, successes, total_time_cost, total_token_cost, first_seen, last_seen, last_error"
                " FROM tool_stats WHERE workspace = ? AND tool_id = ?",
                (workspace, tool_id),
            ).fetchone()
        return CallTotals(*row) if row else None

    def experience_version(self, workspace: str) -> int:
        """The workspace's experience counter (0 when it does not exist)."""
        with self._read() as db:
            row = db.execute("SELECT experience_version FROM workspaces WHERE name = ?", (workspace,)).fetchone()
        return int(row[0]) if row else 0

    def versions(self, workspace: str) -> tuple[int, int]:
        """``(version, experience_version)`` in one query."""
        with self._read() as db:
            query = "SELECT version, experience_version FROM workspaces WHERE name = ?"
            row = db.execute(query, (workspace,)).fetchone()
        return (int(row[0]), int(row[1])) if row else (0, 0)

    def experience_snapshot(
        self, workspace: str, embedder: str | None, *, since: int | None = None
    ) -> ExperienceSnapshot:
        """Every request with its outcomes and vector (or only those changed after version ``since``),
        read in one transaction."""
        changed = "" if since is None else " AND request_hash IN (SELECT request_hash FROM experience"
        changed += "" if since is None else " WHERE workspace = ? AND changed > ?)"
        extra: tuple[Any, ...] = () if since is None else (workspace, since)
        with self._read() as db:
            db.execute("BEGIN")
            try:
                version_row = db.execute(
                    "SELECT experience_version, dimensions FROM workspaces WHERE name = ?", (workspace,)
                ).fetchone()
                requests = db.execute(
                    "SELECT r.request_hash, r.text, e.vector FROM requests r LEFT JOIN embeddings e"
                    " ON e.embedder = ? AND e.text_hash = r.request_hash WHERE r.workspace = ?"
                    + changed.replace("request_hash IN", "r.request_hash IN")
                    + " ORDER BY r.rowid",
                    (embedder, workspace, *extra),
                ).fetchall()
                outcomes = db.execute(
                    "SELECT request_hash, tool_id, successes, failures FROM experience WHERE workspace = ?" + changed,
                    (workspace, *extra),
                ).fetchall()
            finally:
                db.execute("COMMIT")
        version, dims = (int(version_row[0]), version_row[1]) if version_row else (0, None)
        row_of = {row[0]: i for i, row in enumerate(requests)}
        vectors = None
        missing: list[int] = []
        if embedder is not None and dims:
            vectors = np.zeros((len(requests), dims), dtype=np.float32)
            for i, row in enumerate(requests):
                if row[2] is None:
                    missing.append(i)
                else:
                    vectors[i] = decode_vector(row[2], dims)
        return ExperienceSnapshot(
            version=version,
            request_hashes=[row[0] for row in requests],
            texts=[row[1] for row in requests],
            vectors=vectors,
            missing=missing,
            outcomes=[(row_of[h], tool_id, s, f) for h, tool_id, s, f in outcomes if h in row_of],
        )

    def write_vectors(self, embedder: str, vectors: Mapping[str, Vectors]) -> None:
        """Store vectors by text hash."""
        if not vectors:
            return
        with self._write() as db:
            db.executemany(
                "INSERT OR IGNORE INTO embeddings (embedder, text_hash, vector) VALUES (?, ?, ?)",
                [(embedder, h, encode_vector(v)) for h, v in vectors.items()],
            )

    def read_output(self, workspace: str, handle: str) -> str | None:
        """A full output kept under a handle."""
        with self._read() as db:
            row = db.execute(
                "SELECT output FROM outputs WHERE workspace = ? AND handle = ?", (workspace, handle)
            ).fetchone()
        return str(row[0]) if row else None

    def read_guidelines(self, workspace: str, tool_id: str) -> Guidelines | None:
        """The stored guidelines of a tool."""
        with self._read() as db:
            row = db.execute(
                "SELECT tool_id, text, source, calls_seen, created_at FROM guidelines"
                " WHERE workspace = ? AND tool_id = ?",
                (workspace, tool_id),
            ).fetchone()
        return Guidelines(*row) if row else None

    def write_guidelines(self, workspace: str, guidelines: Guidelines) -> None:
        """Store a tool's guidelines."""
        g = guidelines
        with self._write() as db:
            db.execute(
                "INSERT INTO guidelines (workspace, tool_id, text, source, calls_seen, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (workspace, tool_id) DO UPDATE SET text = excluded.text,"
                " source = excluded.source, calls_seen = excluded.calls_seen, created_at = excluded.created_at",
                (workspace, g.tool_id, g.text, g.source, g.calls_seen, g.created_at),
            )


def _insert_call(db: sqlite3.Connection, workspace: str, call: Call) -> int | None:
    cursor = db.execute(
        "INSERT OR IGNORE INTO calls (workspace, tool_id, request, input, output, output_handle, success, error,"
        " time_cost, token_cost, evaluation, score, metadata, content_hash, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            workspace,
            call.tool_id,
            call.request,
            json.dumps(call.input, ensure_ascii=False),
            call.output,
            call.output_handle,
            int(call.success),
            call.error,
            call.time_cost,
            call.token_cost,
            call.evaluation,
            call.score,
            json.dumps(dict(call.metadata), ensure_ascii=False),
            call.content_hash,
            call.created_at,
        ),
    )
    if cursor.rowcount == 0:
        return None
    success = int(call.success)
    db.execute(
        "INSERT INTO tool_stats (workspace, tool_id, calls, successes, total_time_cost, total_token_cost,"
        " first_seen, last_seen, last_error) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (workspace, tool_id) DO UPDATE SET calls = calls + 1, successes = successes + excluded.successes,"
        " total_time_cost = total_time_cost + excluded.total_time_cost,"
        " total_token_cost = total_token_cost + excluded.total_token_cost,"
        " first_seen = MIN(first_seen, excluded.first_seen), last_seen = MAX(last_seen, excluded.last_seen),"
        " last_error = CASE WHEN excluded.last_error IS NOT NULL"
        " AND (last_error IS NULL OR excluded.last_seen >= last_seen)"
        " THEN excluded.last_error ELSE last_error END",
        (
            workspace,
            call.tool_id,
            success,
            call.time_cost,
            call.token_cost,
            call.created_at,
            call.created_at,
            None if call.success else call.error,
        ),
    )
    if call.request:
        request_hash = text_key(call.request)
        db.execute(
            "INSERT OR IGNORE INTO requests (workspace, request_hash, text) VALUES (?, ?, ?)",
            (workspace, request_hash, call.request),
        )
        # ``changed``: the experience version this transaction ends at, so a prior built at an
        # earlier version can read just what changed since.
        db.execute(
            "INSERT INTO experience (workspace, request_hash, tool_id, successes, failures, last_seen, changed)"
            " VALUES (?, ?, ?, ?, ?, ?, (SELECT experience_version + 1 FROM workspaces WHERE name = ?))"
            " ON CONFLICT (workspace, request_hash, tool_id) DO UPDATE SET"
            " successes = successes + excluded.successes, failures = failures + excluded.failures,"
            " last_seen = MAX(last_seen, excluded.last_seen), changed = excluded.changed",
            (workspace, request_hash, call.tool_id, success, 1 - success, call.created_at, workspace),
        )
    return int(cursor.lastrowid or 0)


def _call_from_row(row: Sequence[Any]) -> Call:
    return Call(
        id=row[0],
        tool_id=row[1],
        request=row[2],
        input=json.loads(row[3]),
        output=row[4],
        success=bool(row[5]),
        error=row[6],
        time_cost=row[7],
        token_cost=row[8],
        evaluation=row[9],
        score=row[10],
        metadata=json.loads(row[11]),
        created_at=row[12],
        content_hash=row[13],
        output_handle=row[14],
    )
