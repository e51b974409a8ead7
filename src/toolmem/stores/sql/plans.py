"""The plan cache in SQL, shared by the SQL stores: one row per plan, its request vector beside it.

Lookup searches the vectors in memory (:meth:`SQLPlansMixin.plan_vectors`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from typing import Any

from toolmem.models import Plan
from toolmem.stores.base import NEW_WORKSPACE_SQL, PlanRecord, PlanSummary, PlanVectors, new_workspace_row
from toolmem.stores.base_idempotency import IdempotencyKey
from toolmem.stores.sql.base import Connection
from toolmem.stores.sql.idempotency import SQLIdempotencyMixin
from toolmem.stores.sql.rows import PLAN_COLUMNS, plan_from_row
from toolmem.types import Vectors

__all__ = ["SQLPlansMixin"]

_BUMP_SQL = "UPDATE workspaces SET plans_version = plans_version + 1 WHERE name = ?"
_REFRESH_SQL = "UPDATE plans SET steps = ?, tools = ?, updated_at = ? WHERE workspace = ? AND id = ?"
_INSERT_SQL = (
    "INSERT INTO plans (workspace, id, request, steps, signature, slots, tools, vector, score,"
    " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (workspace, id) DO NOTHING RETURNING seq"
)
# The lowest-scored, least recently used plans beyond ``max_plans``.
_BOUND_SQL = (
    "DELETE FROM plans WHERE seq IN (SELECT seq FROM plans WHERE workspace = ?"
    " ORDER BY score ASC, COALESCE(last_used_at, updated_at) ASC, seq ASC"
    " LIMIT (SELECT CASE WHEN COUNT(*) > ? THEN COUNT(*) - ? ELSE 0 END FROM plans WHERE workspace = ?))"
)
# One statement: the row lock makes concurrent feedback queue up instead of overwriting each other.
_FEEDBACK_SQL = (
    "UPDATE plans SET score = ? * ? + (1 - ?) * score, successes = successes + ?,"
    f" failures = failures + ?, updated_at = ? WHERE workspace = ? AND id = ? RETURNING {PLAN_COLUMNS}"
)


class SQLPlansMixin(SQLIdempotencyMixin):
    """Plans with their request vectors and one change counter per workspace."""

    def put_plans(
        self,
        workspace: str,
        records: Sequence[tuple[PlanRecord, Vectors | None]],
        *,
        max_plans: int | None,
        expire_before: float | None,
    ) -> list[bool]:
        """Insert or refresh plans, then apply the time-to-live and the size bound, in one transaction."""
        now = time.time()
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            created = [self._put_plan(db, workspace, record, vector, now) for record, vector in records]
            removed = 0
            if expire_before is not None:
                removed += db.execute(
                    "DELETE FROM plans WHERE workspace = ? AND updated_at < ?", (workspace, expire_before)
                ).rowcount
            if max_plans is not None:
                removed += db.execute(_BOUND_SQL, (workspace, max_plans, max_plans, workspace)).rowcount
            if removed or any(created):
                db.execute(_BUMP_SQL, (workspace,))
        return created

    def _put_plan(self, db: Connection, workspace: str, record: PlanRecord, vector: Vectors | None, now: float) -> bool:
        """Refresh the plan if it exists, else insert it; returns whether it is new.

        Updating first keeps the sequence dense (an upsert would draw a number even when it
        updates); the second refresh covers another process inserting the same plan in between.
        """
        plan = record.plan
        steps = json.dumps([step.to_dict() for step in plan.steps], ensure_ascii=False)
        tools = json.dumps(dict(plan.tools), ensure_ascii=False)
        refresh = (steps, tools, now, workspace, plan.id)
        if db.execute(_REFRESH_SQL, refresh).rowcount:
            return False
        slots = json.dumps(record.slots, ensure_ascii=False)
        stored = None if vector is None else self._vector_param(vector)
        row = db.execute(
            _INSERT_SQL,
            (workspace, plan.id, plan.request, steps, record.signature, slots, tools, stored, plan.score, now, now),
        ).fetchone()
        if row is not None:
            return True
        db.execute(_REFRESH_SQL, refresh)
        return False

    def plan_vectors(self, workspace: str, after: int) -> PlanVectors:
        """Plans stored after sequence number ``after``, read in one transaction."""
        with self._snapshot() as db:
            head = db.execute(
                "SELECT plans_version, dimensions FROM workspaces WHERE name = ?", (workspace,)
            ).fetchone()
            rows = db.execute(
                "SELECT seq, id, vector FROM plans WHERE workspace = ? AND seq > ? ORDER BY seq", (workspace, after)
            ).fetchall()
            alive = db.execute("SELECT COUNT(*) FROM plans WHERE workspace = ?", (workspace,)).fetchone()
        version, dimensions = (int(head[0]), head[1]) if head else (0, None)
        vectors, _ = self._stack_vectors([row[2] for row in rows], int(dimensions)) if dimensions else (None, [])
        return PlanVectors(
            version, [int(r[0]) for r in rows], [r[1] for r in rows], vectors, int(alive[0]) if alive else 0
        )

    def count_plans(self, workspace: str, *, limit: int | None = None) -> int:
        """How many plans the workspace holds, counted up to ``limit`` (an index-only scan)."""
        with self._read() as db:
            row = db.execute(
                "SELECT COUNT(*) FROM (SELECT 1 FROM plans WHERE workspace = ? LIMIT ?) AS bounded",
                (workspace, self._limit(limit)),
            ).fetchone()
        return int(row[0]) if row else 0

    def get_plans(self, workspace: str, ids: Sequence[str]) -> dict[str, PlanRecord]:
        """The existing plans among ``ids``."""
        found: dict[str, PlanRecord] = {}
        with self._read() as db:
            for match, params in self._in(ids):
                rows = db.execute(
                    f"SELECT {PLAN_COLUMNS} FROM plans WHERE workspace = ? AND id {match}", [workspace, *params]
                )
                found.update((record.plan.id, record) for record in map(plan_from_row, rows))
        return found

    def plan_summaries(self, workspace: str, ids: Sequence[str]) -> dict[str, PlanSummary]:
        """Summaries of the existing plans among ``ids``."""
        found: dict[str, PlanSummary] = {}
        with self._read() as db:
            for match, params in self._in(ids):
                query = f"SELECT id, signature, score, updated_at, tools FROM plans WHERE workspace = ? AND id {match}"
                for plan_id, signature, score, updated_at, tools in db.execute(query, [workspace, *params]):
                    found[plan_id] = PlanSummary(
                        plan_id, signature, float(score), float(updated_at), {} if tools == "{}" else json.loads(tools)
                    )
        return found

    def list_plans(self, workspace: str, *, limit: int | None = None, offset: int = 0) -> list[PlanRecord]:
        """Plans, most recently updated first."""
        with self._read() as db:
            rows = db.execute(
                f"SELECT {PLAN_COLUMNS} FROM plans WHERE workspace = ? ORDER BY updated_at DESC, seq DESC"
                " LIMIT ? OFFSET ?",
                (workspace, self._limit(limit), offset),
            ).fetchall()
        return [plan_from_row(row) for row in rows]

    def plan_feedback(
        self,
        workspace: str,
        plan_id: str,
        success: bool,
        *,
        alpha: float,
        min_score: float,
        idempotency: IdempotencyKey | None = None,
    ) -> tuple[Plan | None, bool]:
        """One atomic ``UPDATE … RETURNING``: concurrent feedback from other processes is never lost."""
        outcome = 1.0 if success else 0.0
        now = time.time()
        with self._write() as db:
            self._claim_key(db, workspace, idempotency, now)
            row = db.execute(
                _FEEDBACK_SQL, (alpha, outcome, alpha, int(success), int(not success), now, workspace, plan_id)
            ).fetchone()
            plan = plan_from_row(row).plan if row is not None else None
            evicted = plan is not None and plan.score < min_score
            if evicted:
                db.execute("DELETE FROM plans WHERE workspace = ? AND id = ?", (workspace, plan_id))
                db.execute(_BUMP_SQL, (workspace,))
            result = {"plan": plan.to_dict() if plan is not None else None, "evicted": evicted}
            self._remember_key(db, workspace, idempotency, result)
        return plan, evicted

    def touch_plan(self, workspace: str, plan_id: str, when: float) -> None:
        """Count a lookup hit."""
        with self._write() as db:
            db.execute(
                "UPDATE plans SET hits = hits + 1, last_used_at = ? WHERE workspace = ? AND id = ?",
                (when, workspace, plan_id),
            )

    def delete_plans(self, workspace: str, ids: Sequence[str]) -> int:
        """Delete plans; returns how many existed."""
        removed = 0
        with self._write() as db:
            for match, params in self._in(ids):
                removed += db.execute(
                    f"DELETE FROM plans WHERE workspace = ? AND id {match}", [workspace, *params]
                ).rowcount
            if removed:
                db.execute(_BUMP_SQL, (workspace,))
        return removed

    def restore_plan_counters(self, workspace: str, plans: Sequence[Plan]) -> int:
        """Set the counters and times of existing plans, matched by id, in one transaction."""
        restored = 0
        with self._write() as db:
            for plan in plans:
                restored += db.execute(
                    "UPDATE plans SET score = ?, hits = ?, successes = ?, failures = ?, created_at = ?,"
                    " updated_at = ?, last_used_at = ? WHERE workspace = ? AND id = ?",
                    (
                        plan.score,
                        plan.hits,
                        plan.successes,
                        plan.failures,
                        plan.created_at,
                        plan.updated_at,
                        plan.last_used_at,
                        workspace,
                        plan.id,
                    ),
                ).rowcount
        return restored

    def plans_version(self, workspace: str) -> int:
        """The workspace's plans counter (0 when it does not exist)."""
        with self._read() as db:
            row = db.execute("SELECT plans_version FROM workspaces WHERE name = ?", (workspace,)).fetchone()
        return int(row[0]) if row else 0

    def plan_settings(self, workspace: str) -> dict[str, Any]:
        """The saved settings, or ``{}``."""
        with self._read() as db:
            row = db.execute("SELECT settings FROM plan_settings WHERE workspace = ?", (workspace,)).fetchone()
        settings: dict[str, Any] = json.loads(row[0]) if row else {}
        return settings

    def set_plan_settings(self, workspace: str, settings: Mapping[str, Any]) -> None:
        """Save the settings (replacing what was saved)."""
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            db.execute(
                "INSERT INTO plan_settings (workspace, settings) VALUES (?, ?)"
                " ON CONFLICT (workspace) DO UPDATE SET settings = excluded.settings",
                (workspace, json.dumps(dict(settings))),
            )
