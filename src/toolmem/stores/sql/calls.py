"""Calls, their aggregates, past requests and guidelines in SQL, shared by the SQL stores."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import astuple

from toolmem.records import Call, CallJudgement, Guidelines
from toolmem.stores.base import Changes, Row, text_key
from toolmem.stores.calls import CallTotals, Request
from toolmem.stores.idempotency import IdempotencyKey
from toolmem.stores.sql.base import NEW_WORKSPACE_SQL, Connection, SQLRepository, new_workspace_row
from toolmem.stores.sql.changes import advance, raise_floor
from toolmem.stores.sql.idempotency import claim_key, remember_key
from toolmem.stores.sql.reads import read_changes
from toolmem.stores.sql.rows import CALL_COLUMNS, call_from_row, call_row
from toolmem.stores.sql.timeline import count_call

__all__ = ["CallRepository"]

_CALL_INSERT_SQL = (
    "INSERT INTO calls (workspace, tool_id, request, input, output, output_handle, success, error,"
    " time_cost, token_cost, evaluation, score, metadata, content_hash, created_at, summary)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
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
    " FROM tool_stats WHERE workspace = ? AND (CAST(? AS TEXT) IS NULL OR tool_id = ?) ORDER BY tool_id"
)
# ``changed``: the experience version of this transaction, so a reader at an earlier version reads
# just the requests whose outcomes changed since.
_EXPERIENCE_UPSERT_SQL = (
    "INSERT INTO experience (workspace, request_hash, tool_id, successes, failures, last_seen, changed)"
    " VALUES (?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (workspace, request_hash, tool_id) DO UPDATE SET"
    " successes = experience.successes + excluded.successes, failures = experience.failures + excluded.failures,"
    " last_seen = CASE WHEN excluded.last_seen > experience.last_seen"
    " THEN excluded.last_seen ELSE experience.last_seen END, changed = excluded.changed"
)
# Without overwrite a stored value wins (COALESCE keeps the first non-null); with it the new one does.
_FILL_SQL = (
    "UPDATE calls SET summary = COALESCE(summary, ?), evaluation = COALESCE(evaluation, ?),"
    " score = COALESCE(score, ?) WHERE workspace = ? AND id = ?"
)
_OVERWRITE_SQL = (
    "UPDATE calls SET summary = COALESCE(?, summary), evaluation = COALESCE(?, evaluation),"
    " score = COALESCE(?, score) WHERE workspace = ? AND id = ?"
)
_CHANGED_REQUESTS = (
    "SELECT request_hash, MAX(changed) AS changed FROM experience WHERE workspace = ? AND request_hash IN"
    " (SELECT request_hash FROM experience WHERE workspace = ? AND changed > ?) GROUP BY request_hash"
)
_CHANGES_SQL = (
    "SELECT r.request_hash, r.text, e.vector FROM (" + _CHANGED_REQUESTS + ") c"
    " JOIN requests r ON r.workspace = ? AND r.request_hash = c.request_hash"
    " LEFT JOIN embeddings e ON e.embedder = ? AND e.text_hash = r.request_hash"
    " ORDER BY c.changed, r.{order}"
)
_OUTCOMES_SQL = (
    "SELECT request_hash, tool_id, successes, failures FROM experience WHERE workspace = ? AND request_hash IN"
    " (SELECT request_hash FROM experience WHERE workspace = ? AND changed > ?) ORDER BY request_hash, tool_id"
)


class CallRepository(SQLRepository):
    """A workspace's calls, per-tool totals, request outcomes and guidelines."""

    def record(
        self,
        calls: Sequence[Call],
        *,
        cap: int,
        outputs: Mapping[str, str],
        idempotency: IdempotencyKey | None = None,
    ) -> list[int | None]:
        """Store calls in one transaction and update the aggregates.

        Each call's totals, its request's outcome per tool and the full outputs under their
        handles are written with it; a call whose ``content_hash`` is already stored is skipped
        (``None`` in the result). Afterwards only the newest ``cap`` calls per tool are kept. No
        vector is computed here: requests are embedded by the search that next needs them. With
        ``idempotency``, the key is claimed in the same transaction and keeps
        ``{"ids": [...], "created_at": [...]}``.

        Returns:
            The new ids, ``None`` for duplicates.

        Raises:
            KeyTaken: the key is already used (nothing was written).
        """
        if not calls:
            return []
        now = time.time()
        workspace = self.workspace
        with self._store._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            claim_key(db, workspace, idempotency, now)
            version = advance(db, workspace, "requests")
            ids = [_insert_call(db, workspace, call, version) for call in calls]
            remember_key(db, workspace, idempotency, {"ids": ids, "created_at": [c.created_at for c in calls]})
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
        return ids

    def list(
        self,
        tool_id: str | None = None,
        *,
        limit: int | None = None,
        offset: int = 0,
        success: bool | None = None,
    ) -> list[Call]:
        """Kept calls, newest first, optionally of one tool and one outcome."""
        outcome = None if success is None else int(success)
        with self._store._read() as db:
            rows = db.execute(
                f"SELECT {CALL_COLUMNS} FROM calls WHERE workspace = ?"
                " AND (CAST(? AS TEXT) IS NULL OR tool_id = ?) AND (CAST(? AS INTEGER) IS NULL OR success = ?)"
                " ORDER BY id DESC LIMIT ? OFFSET ?",
                (self.workspace, tool_id, tool_id, outcome, outcome, self._store._limit(limit), offset),
            ).fetchall()
        return [call_from_row(row) for row in rows]

    def judge(self, judgements: Sequence[CallJudgement], *, overwrite: bool) -> int:
        """Save judgements of kept calls (a chat model's summary, evaluation and score) in one
        transaction; returns how many calls were updated.

        With ``overwrite`` every field a judgement gives replaces the stored one; without it only
        fields still empty are filled, so what a caller recorded is never replaced. Ids of calls no
        longer kept are skipped.
        """
        updated = 0
        if judgements:
            sql = _OVERWRITE_SQL if overwrite else _FILL_SQL
            with self._store._write() as db:
                for j in judgements:
                    updated += db.execute(sql, (j.summary, j.evaluation, j.score, self.workspace, j.call_id)).rowcount
        return updated

    def totals(self, tool_id: str | None = None) -> dict[str, CallTotals]:
        """All-time aggregates by tool id: of one tool, or of every tool ever called (deleted ones too)."""
        with self._store._read() as db:
            rows = db.execute(_TOTALS_SQL, (self.workspace, tool_id, tool_id)).fetchall()
        return {row[0]: CallTotals(*row[1:]) for row in rows}

    def changes(self, since: int | None, embedder: str | None) -> Changes[Request]:
        """The past requests whose outcomes changed after experience version ``since`` (all when
        ``None``), each with all its outcomes and its vector from ``embedder``."""
        workspace = self.workspace
        with self._store._snapshot() as db:
            head, rows, _ = read_changes(
                db,
                workspace,
                "requests",
                since,
                _CHANGES_SQL.format(order=self._store._insert_order),
                lambda after: (workspace, workspace, after, workspace, embedder),
            )
            after = -1 if head.complete or since is None else since
            outcomes: dict[str, list[tuple[str, int, int]]] = {}
            for request_hash, tool_id, successes, failures in db.execute(_OUTCOMES_SQL, (workspace, workspace, after)):
                outcomes.setdefault(request_hash, []).append((tool_id, int(successes), int(failures)))
        vectors, _ = self._store._stack_vectors([row[2] for row in rows], head.dimensions if embedder else None)
        return Changes(
            version=head.version,
            rows=[
                Row(
                    key=row[0],
                    record=Request(row[1], tuple(outcomes.get(row[0], ()))),
                    text_hash=row[0],
                    vector=None if vectors is None or row[2] is None else vectors[i],
                )
                for i, row in enumerate(rows)
            ],
            removed=[],
            complete=head.complete,
        )

    def output(self, handle: str) -> str | None:
        """A full tool output kept under a handle, or ``None``."""
        with self._store._read() as db:
            row = db.execute(
                "SELECT output FROM outputs WHERE workspace = ? AND handle = ?", (self.workspace, handle)
            ).fetchone()
        return str(row[0]) if row else None

    def guidelines(self, tool_id: str) -> Guidelines | None:
        """The stored guidelines of a tool, or ``None``."""
        with self._store._read() as db:
            row = db.execute(
                "SELECT tool_id, text, source, calls_seen, created_at FROM guidelines"
                " WHERE workspace = ? AND tool_id = ?",
                (self.workspace, tool_id),
            ).fetchone()
        return Guidelines(*row) if row else None

    def put_guidelines(self, guidelines: Guidelines) -> None:
        """Store a tool's guidelines, replacing older ones."""
        g = guidelines
        with self._store._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(self.workspace))
            db.execute(
                "INSERT INTO guidelines (workspace, tool_id, text, source, calls_seen, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (workspace, tool_id) DO UPDATE SET text = excluded.text,"
                " source = excluded.source, calls_seen = excluded.calls_seen, created_at = excluded.created_at",
                (self.workspace, g.tool_id, g.text, g.source, g.calls_seen, g.created_at),
            )

    def replace_aggregates(self, totals: Mapping[str, CallTotals], requests: Sequence[Request]) -> None:
        """Make the per-tool totals and the past requests exactly these, in one transaction: a copied
        workspace keeps the aggregates of calls its source had capped away."""
        workspace = self.workspace
        with self._store._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            version = advance(db, workspace, "requests")
            db.execute("DELETE FROM experience WHERE workspace = ?", (workspace,))
            db.execute("DELETE FROM requests WHERE workspace = ?", (workspace,))
            db.execute("DELETE FROM tool_stats WHERE workspace = ?", (workspace,))
            raise_floor(db, workspace, "requests", version)  # readers start afresh
            for tool_id, tool_totals in sorted(totals.items()):
                db.execute(
                    "INSERT INTO tool_stats (workspace, tool_id, calls, successes, total_time_cost, total_token_cost,"
                    " first_seen, last_seen, last_error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (workspace, tool_id, *astuple(tool_totals)),
                )
            for request in requests:
                request_hash = text_key(request.text)
                db.execute(
                    "INSERT INTO requests (workspace, request_hash, text) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                    (workspace, request_hash, request.text),
                )
                for tool_id, successes, failures in request.outcomes:
                    seen = totals[tool_id].last_seen if tool_id in totals else 0.0
                    db.execute(
                        _EXPERIENCE_UPSERT_SQL,
                        (workspace, request_hash, tool_id, successes, failures, seen, version),
                    )


def _insert_call(db: Connection, workspace: str, call: Call, version: int) -> int | None:
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
    count_call(db, workspace, call)
    if call.request:
        request_hash = text_key(call.request)
        db.execute(
            "INSERT INTO requests (workspace, request_hash, text) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            (workspace, request_hash, call.request),
        )
        db.execute(
            _EXPERIENCE_UPSERT_SQL,
            (workspace, request_hash, call.tool_id, success, 1 - success, call.created_at, version),
        )
    return int(row[0])
