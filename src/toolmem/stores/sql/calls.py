"""Calls, experience and guidelines in SQL, shared by the SQL stores."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import astuple
from typing import Any

from toolmem.models import Call, Guidelines
from toolmem.stores.base import NEW_WORKSPACE_SQL, CallTotals, ExperienceSnapshot, new_workspace_row, text_key
from toolmem.stores.base_idempotency import IdempotencyKey
from toolmem.stores.sql.base import Connection
from toolmem.stores.sql.idempotency import SQLIdempotencyMixin
from toolmem.stores.sql.rows import CALL_COLUMNS, call_from_row, call_row
from toolmem.types import Vectors

__all__ = ["SQLCallsMixin"]

_CALL_INSERT_SQL = (
    "INSERT INTO calls (workspace, tool_id, request, input, output, output_handle, success, error,"
    " time_cost, token_cost, evaluation, score, metadata, content_hash, created_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (workspace, content_hash) DO NOTHING RETURNING id"
)
_STATS_UPSERT_SQL = (
    "INSERT INTO tool_stats (workspace, tool_id, calls, successes, total_time_cost, total_token_cost,"
    " first_seen, last_seen, last_error) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (workspace, tool_id) DO UPDATE SET calls = tool_stats.calls + 1,"
    " successes = tool_stats.successes + excluded.successes,"
    " total_time_cost = tool_stats.total_time_cost + excluded.total_time_cost,"
    " total_token_cost = tool_stats.total_token_cost + excluded.total_token_cost,"
    " first_seen = CASE WHEN excluded.first_seen < tool_stats.first_seen"
    " THEN excluded.first_seen ELSE tool_stats.first_seen END,"
    " last_seen = CASE WHEN excluded.last_seen > tool_stats.last_seen"
    " THEN excluded.last_seen ELSE tool_stats.last_seen END,"
    " last_error = CASE WHEN excluded.last_error IS NOT NULL"
    " AND (tool_stats.last_error IS NULL OR excluded.last_seen >= tool_stats.last_seen)"
    " THEN excluded.last_error ELSE tool_stats.last_error END"
)
_TOTALS_SQL = (
    "SELECT tool_id, calls, successes, total_time_cost, total_token_cost, first_seen, last_seen, last_error"
    " FROM tool_stats WHERE workspace = ?"
)
# ``changed``: the experience version this transaction ends at, so a prior built at an earlier
# version can read just what changed since. Writers of a workspace take turns (see
# ``_lock_workspace_sql``), so the value read here is the latest committed one.
_EXPERIENCE_UPSERT_SQL = (
    "INSERT INTO experience (workspace, request_hash, tool_id, successes, failures, last_seen, changed)"
    " VALUES (?, ?, ?, ?, ?, ?, (SELECT experience_version + 1 FROM workspaces WHERE name = ?))"
    " ON CONFLICT (workspace, request_hash, tool_id) DO UPDATE SET"
    " successes = experience.successes + excluded.successes, failures = experience.failures + excluded.failures,"
    " last_seen = CASE WHEN excluded.last_seen > experience.last_seen"
    " THEN excluded.last_seen ELSE experience.last_seen END, changed = excluded.changed"
)


class SQLCallsMixin(SQLIdempotencyMixin):
    """Calls, per-tool totals, request outcomes and guidelines."""

    def insert_calls(
        self,
        workspace: str,
        calls: Sequence[Call],
        *,
        cap: int,
        outputs: Mapping[str, str],
        request_vectors: Mapping[str, Vectors],
        embedder: str | None,
        idempotency: IdempotencyKey | None = None,
    ) -> list[int | None]:
        """Store calls with their totals, outcomes and full outputs in one transaction.

        Writers of one workspace take turns, so the aggregates are updated in the database,
        never read and written back.
        """
        now = time.time()
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            if self._lock_workspace_sql is not None:
                db.execute(self._lock_workspace_sql, (workspace,))
            self._claim_key(db, workspace, idempotency, now)
            ids = [_insert_call(db, workspace, call) for call in calls]
            self._remember_key(db, workspace, idempotency, {"ids": ids, "created_at": [c.created_at for c in calls]})
            touched = {call.tool_id for call, new in zip(calls, ids, strict=True) if new is not None}
            for tool_id in sorted(touched):
                db.execute(
                    "DELETE FROM calls WHERE workspace = ? AND tool_id = ? AND id NOT IN"
                    " (SELECT id FROM calls WHERE workspace = ? AND tool_id = ? ORDER BY id DESC LIMIT ?)",
                    (workspace, tool_id, workspace, tool_id, cap),
                )
            if outputs:
                db.executemany(
                    "INSERT INTO outputs (workspace, handle, output, created_at) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT DO NOTHING",
                    [(workspace, handle, outputs[handle], now) for handle in sorted(outputs)],
                )
            if embedder is not None:
                self._insert_vectors(db, embedder, request_vectors)
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
        outcome = None if success is None else int(success)
        with self._read() as db:
            rows = db.execute(
                f"SELECT {CALL_COLUMNS} FROM calls WHERE workspace = ?"
                " AND (CAST(? AS TEXT) IS NULL OR tool_id = ?) AND (CAST(? AS INTEGER) IS NULL OR success = ?)"
                " ORDER BY id DESC LIMIT ? OFFSET ?",
                (workspace, tool_id, tool_id, outcome, outcome, self._limit(limit), offset),
            ).fetchall()
        return [call_from_row(row) for row in rows]

    def update_evaluations(self, workspace: str, evaluations: Sequence[tuple[int, float | None, str | None]]) -> int:
        """Set the score and evaluation of kept calls."""
        updated = 0
        if evaluations:
            with self._write() as db:
                for call_id, score, evaluation in evaluations:
                    updated += db.execute(
                        "UPDATE calls SET score = ?, evaluation = ? WHERE workspace = ? AND id = ?",
                        (score, evaluation, workspace, call_id),
                    ).rowcount
        return updated

    def call_totals(self, workspace: str, tool_id: str) -> CallTotals | None:
        """All-time aggregates of a tool's calls."""
        with self._read() as db:
            row = db.execute(_TOTALS_SQL + " AND tool_id = ?", (workspace, tool_id)).fetchone()
        return CallTotals(*row[1:]) if row else None

    def list_call_totals(self, workspace: str) -> dict[str, CallTotals]:
        """All-time aggregates of every tool ever called, by tool id."""
        with self._read() as db:
            rows = db.execute(_TOTALS_SQL + " ORDER BY tool_id", (workspace,)).fetchall()
        return {row[0]: CallTotals(*row[1:]) for row in rows}

    def restore_experience(
        self, workspace: str, totals: Mapping[str, CallTotals], experience: ExperienceSnapshot
    ) -> None:
        """Replace totals, requests and outcomes in one transaction; an outcome's ``last_seen`` (which
        the snapshot does not carry) becomes its tool's."""
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            if self._lock_workspace_sql is not None:
                db.execute(self._lock_workspace_sql, (workspace,))
            db.execute("DELETE FROM experience WHERE workspace = ?", (workspace,))
            db.execute("DELETE FROM requests WHERE workspace = ?", (workspace,))
            db.execute("DELETE FROM tool_stats WHERE workspace = ?", (workspace,))
            db.execute("UPDATE workspaces SET experience_version = experience_version + 1 WHERE name = ?", (workspace,))
            for tool_id, tool_totals in sorted(totals.items()):
                db.execute(
                    "INSERT INTO tool_stats (workspace, tool_id, calls, successes, total_time_cost, total_token_cost,"
                    " first_seen, last_seen, last_error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (workspace, tool_id, *astuple(tool_totals)),
                )
            for request_hash, text in zip(experience.request_hashes, experience.texts, strict=True):
                db.execute(
                    "INSERT INTO requests (workspace, request_hash, text) VALUES (?, ?, ?)",
                    (workspace, request_hash, text),
                )
            for row, tool_id, successes, failures in experience.outcomes:
                seen = totals[tool_id].last_seen if tool_id in totals else 0.0
                db.execute(
                    "INSERT INTO experience (workspace, request_hash, tool_id, successes, failures, last_seen, changed)"
                    " VALUES (?, ?, ?, ?, ?, ?, (SELECT experience_version FROM workspaces WHERE name = ?))",
                    (workspace, experience.request_hashes[row], tool_id, successes, failures, seen, workspace),
                )

    def experience_version(self, workspace: str) -> int:
        """The workspace's experience counter (0 when it does not exist)."""
        return self.versions(workspace)[1]

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
        with self._snapshot() as db:
            head = db.execute(
                "SELECT experience_version, dimensions FROM workspaces WHERE name = ?", (workspace,)
            ).fetchone()
            requests = db.execute(
                "SELECT r.request_hash, r.text, e.vector FROM requests r LEFT JOIN embeddings e"
                " ON e.embedder = ? AND e.text_hash = r.request_hash WHERE r.workspace = ?"
                + changed.replace("request_hash IN", "r.request_hash IN")
                + f" ORDER BY r.{self._insert_order}",
                (embedder, workspace, *extra),
            ).fetchall()
            outcomes = db.execute(
                "SELECT request_hash, tool_id, successes, failures FROM experience WHERE workspace = ?" + changed,
                (workspace, *extra),
            ).fetchall()
        version, dims = (int(head[0]), head[1]) if head else (0, None)
        row_of = {row[0]: i for i, row in enumerate(requests)}
        vectors, missing = (
            (None, []) if embedder is None or not dims else self._stack_vectors([r[2] for r in requests], dims)
        )
        return ExperienceSnapshot(
            version=version,
            request_hashes=[row[0] for row in requests],
            texts=[row[1] for row in requests],
            vectors=vectors,
            missing=missing,
            outcomes=[(row_of[h], tool_id, int(s), int(f)) for h, tool_id, s, f in outcomes if h in row_of],
        )

    def write_vectors(self, embedder: str, vectors: Mapping[str, Vectors]) -> None:
        """Store vectors by text hash."""
        if vectors:
            with self._write() as db:
                self._insert_vectors(db, embedder, vectors)

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


def _insert_call(db: Connection, workspace: str, call: Call) -> int | None:
    """Store one call with its totals and outcome; ``None`` when it was stored before."""
    row = db.execute(_CALL_INSERT_SQL, call_row(workspace, call)).fetchone()
    if row is None:
        return None
    success = int(call.success)
    failed = None if call.success else call.error
    db.execute(
        _STATS_UPSERT_SQL,
        (workspace, call.tool_id, success, call.time_cost, call.token_cost, call.created_at, call.created_at, failed),
    )
    if call.request:
        request_hash = text_key(call.request)
        db.execute(
            "INSERT INTO requests (workspace, request_hash, text) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            (workspace, request_hash, call.request),
        )
        db.execute(
            _EXPERIENCE_UPSERT_SQL,
            (workspace, request_hash, call.tool_id, success, 1 - success, call.created_at, workspace),
        )
    return int(row[0])
