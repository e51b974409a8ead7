"""Counts over time and the plan journal in SQL, shared by the SQL stores.

``call_buckets`` gets one row per workspace, tool and UTC hour, written with each call by
:func:`count_call` (from :mod:`toolmem.stores.sql.calls`); ``lookup_buckets`` one row per
workspace, hour and lookup outcome; ``plan_events`` the newest entries of the plan journal.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from toolmem.records import Call, Plan, PlanEvent
from toolmem.stores.sql.base import NEW_WORKSPACE_SQL, Connection, SQLRepository, new_workspace_row
from toolmem.stores.sql.rows import PLAN_COLUMNS, plan_from_row
from toolmem.stores.timeline import HOUR, CallBucketRow, LookupBucketRow

__all__ = ["TimelineRepository", "count_call", "hour_of"]

_CALL_BUCKET_SQL = (
    "INSERT INTO call_buckets (workspace, tool_id, hour, calls, successes, total_time_cost, max_time_cost,"
    " total_token_cost) VALUES (?, ?, ?, 1, ?, ?, ?, ?)"
    " ON CONFLICT (workspace, tool_id, hour) DO UPDATE SET calls = call_buckets.calls + 1,"
    " successes = call_buckets.successes + excluded.successes,"
    " total_time_cost = call_buckets.total_time_cost + excluded.total_time_cost,"
    " max_time_cost = CASE WHEN excluded.max_time_cost > call_buckets.max_time_cost"
    " THEN excluded.max_time_cost ELSE call_buckets.max_time_cost END,"
    " total_token_cost = call_buckets.total_token_cost + excluded.total_token_cost"
)
_SUMS = "SUM(calls), SUM(successes), SUM(total_time_cost), MAX(max_time_cost), SUM(total_token_cost)"
_BUCKET = "(hour / CAST(? AS BIGINT)) * CAST(? AS BIGINT)"
# One statement per shape, so each uses the primary key (workspace, tool_id, hour) or the
# (workspace, hour) index; an "(? IS NULL OR tool_id = ?)" filter would scan the workspace.
_SINCE = "WHERE workspace = ? AND hour >= CAST(? AS BIGINT)"
_CALLS_SQL = {
    (False, False): f"SELECT NULL, {_BUCKET} AS bucket, {_SUMS} FROM call_buckets {_SINCE}"
    " GROUP BY bucket ORDER BY bucket",
    (False, True): f"SELECT NULL, {_BUCKET} AS bucket, {_SUMS} FROM call_buckets {_SINCE} AND tool_id = ?"
    " GROUP BY bucket ORDER BY bucket",
    (True, False): f"SELECT tool_id, {_BUCKET} AS bucket, {_SUMS} FROM call_buckets {_SINCE}"
    " GROUP BY tool_id, bucket ORDER BY tool_id, bucket",
    (True, True): f"SELECT tool_id, {_BUCKET} AS bucket, {_SUMS} FROM call_buckets {_SINCE} AND tool_id = ?"
    " GROUP BY tool_id, bucket ORDER BY tool_id, bucket",
}
_LOOKUP_SQL = (
    "INSERT INTO lookup_buckets (workspace, hour, outcome, lookups) VALUES (?, ?, ?, 1)"
    " ON CONFLICT (workspace, hour, outcome) DO UPDATE SET lookups = lookup_buckets.lookups + 1"
)
_EVENT_SQL = (
    "INSERT INTO plan_events (workspace, kind, plan_id, request, reason, similarity, score, success, created_at,"
    " detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
# Everything older than the newest ``cap`` events of the kind (nothing while there are fewer).
_TRIM_SQL = (
    "DELETE FROM plan_events WHERE workspace = ? AND kind = ? AND id <= (SELECT id FROM plan_events"
    " WHERE workspace = ? AND kind = ? ORDER BY id DESC LIMIT 1 OFFSET ?)"
)
_EVENT_COLUMNS = "id, kind, plan_id, request, reason, similarity, score, success, created_at, detail"


def hour_of(when: float) -> int:
    """The start of the UTC hour ``when`` falls in, in epoch seconds."""
    return int(when // HOUR) * HOUR


def count_call(db: Connection, workspace: str, call: Call) -> None:
    """Add one call to its tool's hourly bucket, inside the caller's transaction."""
    db.execute(
        _CALL_BUCKET_SQL,
        (
            workspace,
            call.tool_id,
            hour_of(call.created_at),
            int(call.success),
            call.time_cost,
            call.time_cost,
            call.token_cost,
        ),
    )


class TimelineRepository(SQLRepository):
    """Hourly counts of calls and lookups, and the bounded plan journal, of one workspace."""

    def call_buckets(
        self,
        size: int,
        *,
        tool_id: str | None = None,
        by_tool: bool = False,
        since: int | None = None,
    ) -> list[CallBucketRow]:
        """Call counts summed into buckets of ``size`` seconds (a multiple of an hour), oldest first.

        Args:
            tool_id: only this tool's calls.
            by_tool: one row per tool and bucket (ordered by tool, then time) instead of one per bucket.
            since: only buckets starting at or after this epoch second.
        """
        params: tuple[Any, ...] = (size, size, self.workspace, since or 0) + (() if tool_id is None else (tool_id,))
        with self._store._read() as db:
            rows = db.execute(_CALLS_SQL[by_tool, tool_id is not None], params).fetchall()
        return [
            CallBucketRow(row[0], int(row[1]), int(row[2]), int(row[3]), float(row[4]), float(row[5]), int(row[6]))
            for row in rows
        ]

    def call_span(self, tool_id: str | None = None) -> tuple[int, int] | None:
        """The first and last hour with calls (of one tool, or of any), or ``None`` without calls."""
        query = "SELECT MIN(hour), MAX(hour) FROM call_buckets WHERE workspace = ?"
        params = (self.workspace,) if tool_id is None else (self.workspace, tool_id)
        with self._store._read() as db:
            row = db.execute(query + ("" if tool_id is None else " AND tool_id = ?"), params).fetchone()
        return None if row is None or row[0] is None else (int(row[0]), int(row[1]))

    def kept_call_times(self) -> dict[str, list[float]]:
        """The time cost of every kept call, by tool id (the percentiles of a whole table at once)."""
        times: dict[str, list[float]] = {}
        with self._store._read() as db:
            for tool_id, time_cost in db.execute(
                "SELECT tool_id, time_cost FROM calls WHERE workspace = ?", (self.workspace,)
            ):
                times.setdefault(tool_id, []).append(float(time_cost))
        return times

    def add_plan_events(self, events: Sequence[PlanEvent], *, cap: int) -> None:
        """Append events to the journal in one transaction, count lookups (``hit``/``miss``) in their
        hour by outcome, and keep only the newest ``cap`` events of each kind written."""
        if not events:
            return
        with self._store._write() as db:
            if self._store._relaxed_commit_sql is not None:
                db.execute(self._store._relaxed_commit_sql)
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(self.workspace))
            for event in events:
                success = None if event.success is None else int(event.success)
                db.execute(
                    _EVENT_SQL,
                    (
                        self.workspace,
                        event.kind,
                        event.plan_id,
                        event.request,
                        event.reason,
                        event.similarity,
                        event.score,
                        success,
                        event.created_at,
                        event.detail,
                    ),
                )
                if event.kind in ("hit", "miss"):
                    outcome = "hit" if event.kind == "hit" else event.reason or "no_plans"
                    db.execute(_LOOKUP_SQL, (self.workspace, hour_of(event.created_at), outcome))
            for kind in sorted({event.kind for event in events}):
                db.execute(_TRIM_SQL, (self.workspace, kind, self.workspace, kind, cap))

    def plan_events(
        self,
        *,
        kinds: Sequence[str] | None = None,
        plan_id: str | None = None,
        limit: int = 100,
    ) -> list[PlanEvent]:
        """Journal entries, newest first, optionally of some kinds and of one plan."""
        if kinds is not None and not kinds:
            return []
        sql = (
            f"SELECT {_EVENT_COLUMNS} FROM plan_events WHERE workspace = ? AND (CAST(? AS TEXT) IS NULL OR plan_id = ?)"
        )
        params: list[Any] = [self.workspace, plan_id, plan_id]
        if kinds is not None:
            match, values = next(iter(self._store._in(list(kinds))))  # a handful of kinds: one batch
            sql += f" AND kind {match}"
            params += values
        with self._store._read() as db:
            rows = db.execute(sql + " ORDER BY id DESC LIMIT ?", [*params, limit]).fetchall()
        return [_event_from_row(row) for row in rows]

    def lookup_buckets(self, size: int, *, since: int | None = None) -> list[LookupBucketRow]:
        """Lookup counts by outcome summed into buckets of ``size`` seconds, oldest first."""
        with self._store._read() as db:
            rows = db.execute(
                f"SELECT {_BUCKET} AS bucket, outcome, SUM(lookups) FROM lookup_buckets"
                " WHERE workspace = ? AND hour >= CAST(? AS BIGINT) GROUP BY bucket, outcome ORDER BY bucket, outcome",
                (size, size, self.workspace, since or 0),
            ).fetchall()
        return [LookupBucketRow(int(row[0]), str(row[1]), int(row[2])) for row in rows]

    def lookup_span(self) -> tuple[int, int] | None:
        """The first and last hour with lookups, or ``None``."""
        with self._store._read() as db:
            row = db.execute("SELECT MIN(hour), MAX(hour) FROM lookup_buckets WHERE workspace = ?", (self.workspace,))
            found = row.fetchone()
        return None if found is None or found[0] is None else (int(found[0]), int(found[1]))

    def plans_using(self, tool_id: str, *, limit: int = 100) -> list[Plan]:
        """Plans whose steps call ``tool_id``: matched in SQL on the signature's JSON text, then checked."""
        quoted = json.dumps(tool_id)
        pattern = "%" + quoted.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        with self._store._read() as db:
            rows = db.execute(
                f"SELECT {PLAN_COLUMNS} FROM plans WHERE workspace = ? AND signature LIKE ? ESCAPE '\\'"
                " ORDER BY updated_at DESC, seq DESC",
                (self.workspace, pattern),
            ).fetchall()
        plans = [record.plan for record in map(plan_from_row, rows) if tool_id in json.loads(record.signature)]
        return plans[:limit]


def _event_from_row(row: Sequence[Any]) -> PlanEvent:
    return PlanEvent(
        id=int(row[0]),
        kind=row[1],
        plan_id=row[2],
        request=row[3],
        reason=row[4],
        similarity=None if row[5] is None else float(row[5]),
        score=None if row[6] is None else float(row[6]),
        success=None if row[7] is None else bool(row[7]),
        created_at=float(row[8]),
        detail=row[9] or "",
    )
