"""The plan cache in SQL, shared by the SQL stores: one row per plan, its request vector beside it.

The store does not rank plans: the plan cache does (:mod:`toolmem.plans.neighbours`), unless the
store searches them itself (PostgreSQL with pgvector, :attr:`toolmem.stores.sql.store.Store.searches_plans`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from typing import Any

from toolmem.records import Plan
from toolmem.stores.base import Changes, Row
from toolmem.stores.idempotency import IdempotencyKey
from toolmem.stores.plans import PlanRecord, PlanSummary
from toolmem.stores.sql.base import NEW_WORKSPACE_SQL, Connection, SQLRepository, new_workspace_row
from toolmem.stores.sql.changes import advance, record_removals
from toolmem.stores.sql.idempotency import claim_key, remember_key
from toolmem.stores.sql.reads import read_changes
from toolmem.stores.sql.rows import PLAN_COLUMNS, plan_from_row
from toolmem.types import Vectors

__all__ = ["PlanRepository"]

_REFRESH_SQL = "UPDATE plans SET steps = ?, tools = ?, updated_at = ? WHERE workspace = ? AND id = ?"
_INSERT_SQL = (
    "INSERT INTO plans (workspace, id, request, steps, signature, slots, tools, vector, score, hits, successes,"
    " failures, created_at, updated_at, last_used_at, changed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (workspace, id) DO NOTHING RETURNING seq"
)
# The lowest-scored, least recently used plans beyond ``max_plans``.
_BOUND_SQL = (
    "DELETE FROM plans WHERE seq IN (SELECT seq FROM plans WHERE workspace = ?"
    " ORDER BY score ASC, COALESCE(last_used_at, updated_at) ASC, seq ASC"
    " LIMIT (SELECT CASE WHEN COUNT(*) > ? THEN COUNT(*) - ? ELSE 0 END FROM plans WHERE workspace = ?))"
    " RETURNING id"
)
# One statement: the row lock makes concurrent feedback queue up instead of overwriting each other.
_FEEDBACK_SQL = (
    "UPDATE plans SET score = ? * ? + (1 - ?) * score, successes = successes + ?,"
    f" failures = failures + ?, updated_at = ? WHERE workspace = ? AND id = ? RETURNING {PLAN_COLUMNS}"
)
_CHANGES_SQL = (
    "SELECT id, vector FROM plans WHERE workspace = ? AND vector IS NOT NULL AND changed > ? ORDER BY changed, seq"
)


class PlanRepository(SQLRepository):
    """A workspace's plans."""

    def put(
        self,
        records: Sequence[tuple[PlanRecord, Vectors | None]],
        *,
        max_plans: int | None = None,
        expire_before: float | None = None,
    ) -> list[bool]:
        """Insert plans (with their counters as given), or refresh one whose id exists (its steps and
        ``updated_at``); then drop plans last updated before ``expire_before`` and, above
        ``max_plans``, the lowest scored, least recently used ones; all in one transaction. Returns
        which plans were new."""
        now = time.time()
        workspace = self.workspace
        with self._store._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            version = advance(db, workspace, "plans")
            created = [self._put(db, record, vector, now, version) for record, vector in records]
            removed: list[str] = []
            if expire_before is not None:
                removed += [
                    row[0]
                    for row in db.execute(
                        "DELETE FROM plans WHERE workspace = ? AND updated_at < ? RETURNING id",
                        (workspace, expire_before),
                    )
                ]
            if max_plans is not None:
                removed += [row[0] for row in db.execute(_BOUND_SQL, (workspace, max_plans, max_plans, workspace))]
            record_removals(db, workspace, "plans", sorted(set(removed)), version)
        return created

    def _put(self, db: Connection, record: PlanRecord, vector: Vectors | None, now: float, version: int) -> bool:
        """Refresh the plan if it exists, else insert it; returns whether it is new.

        Updating first keeps the sequence dense (an upsert would draw a number even when it
        updates); the second refresh covers another process inserting the same plan in between.
        """
        plan = record.plan
        steps = json.dumps([step.to_dict() for step in plan.steps], ensure_ascii=False)
        tools = json.dumps(dict(plan.tools), ensure_ascii=False)
        refresh = (steps, tools, now, self.workspace, plan.id)
        if db.execute(_REFRESH_SQL, refresh).rowcount:
            return False
        slots = json.dumps(record.slots, ensure_ascii=False)
        stored = None if vector is None else self._store._vector_param(vector)
        created = plan.created_at or now
        row = db.execute(
            _INSERT_SQL,
            (
                self.workspace,
                plan.id,
                plan.request,
                steps,
                record.signature,
                slots,
                tools,
                stored,
                plan.score,
                plan.hits,
                plan.successes,
                plan.failures,
                created,
                plan.updated_at or now,
                plan.last_used_at,
                version,
            ),
        ).fetchone()
        if row is not None:
            return True
        db.execute(_REFRESH_SQL, refresh)
        return False

    def changes(self, since: int | None) -> Changes[None]:
        """Plans with a request vector changed and removed after ``since``, from one snapshot."""
        with self._store._snapshot() as db:
            head, rows, removed = read_changes(
                db, self.workspace, "plans", since, _CHANGES_SQL, lambda after: (self.workspace, after)
            )
        vectors, _ = self._store._stack_vectors([row[1] for row in rows], head.dimensions)
        return Changes(
            version=head.version,
            rows=[
                Row(key=row[0], record=None, text_hash=None, vector=None if vectors is None else vectors[i])
                for i, row in enumerate(rows)
            ],
            removed=[key for key in removed if key not in {row[0] for row in rows}],
            complete=head.complete,
        )

    def count(self, *, limit: int | None = None) -> int:
        """How many plans the workspace holds, counted up to ``limit`` (an index-only scan)."""
        with self._store._read() as db:
            row = db.execute(
                "SELECT COUNT(*) FROM (SELECT 1 FROM plans WHERE workspace = ? LIMIT ?) AS bounded",
                (self.workspace, self._store._limit(limit)),
            ).fetchone()
        return int(row[0]) if row else 0

    def get(self, ids: Sequence[str]) -> dict[str, PlanRecord]:
        """The existing plans among ``ids``."""
        found: dict[str, PlanRecord] = {}
        with self._store._read() as db:
            for match, params in self._store._in(ids):
                rows = db.execute(
                    f"SELECT {PLAN_COLUMNS} FROM plans WHERE workspace = ? AND id {match}", [self.workspace, *params]
                )
                found.update((record.plan.id, record) for record in map(plan_from_row, rows))
        return found

    def summaries(self, ids: Sequence[str]) -> dict[str, PlanSummary]:
        """Summaries of the existing plans among ``ids`` (cheaper than :meth:`get`)."""
        found: dict[str, PlanSummary] = {}
        with self._store._read() as db:
            for match, params in self._store._in(ids):
                query = (
                    "SELECT id, signature, score, updated_at, tools, request FROM plans"
                    f" WHERE workspace = ? AND id {match}"
                )
                for plan_id, signature, score, updated_at, tools, request in db.execute(
                    query, [self.workspace, *params]
                ):
                    found[plan_id] = PlanSummary(
                        plan_id,
                        signature,
                        float(score),
                        float(updated_at),
                        {} if tools == "{}" else json.loads(tools),
                        request,
                    )
        return found

    def list(self, *, limit: int | None = None, offset: int = 0) -> list[PlanRecord]:
        """Plans, most recently updated first."""
        with self._store._read() as db:
            rows = db.execute(
                f"SELECT {PLAN_COLUMNS} FROM plans WHERE workspace = ? ORDER BY updated_at DESC, seq DESC"
                " LIMIT ? OFFSET ?",
                (self.workspace, self._store._limit(limit), offset),
            ).fetchall()
        return [plan_from_row(row) for row in rows]

    def feedback(
        self,
        plan_id: str,
        success: bool,
        *,
        alpha: float,
        min_score: float,
        idempotency: IdempotencyKey | None = None,
    ) -> tuple[Plan | None, bool]:
        """Fold one outcome into the plan's score atomically (``α·success + (1 − α)·score``) and delete
        it when the score falls below ``min_score``. Returns the updated plan (``None`` if it does
        not exist) and whether it was evicted. With ``idempotency``, the key is claimed in the same
        transaction and keeps ``{"plan": ..., "evicted": ...}`` (or raises ``KeyTaken``)."""
        outcome = 1.0 if success else 0.0
        now = time.time()
        with self._store._write() as db:
            self._lock(db)
            claim_key(db, self.workspace, idempotency, now)
            row = db.execute(
                _FEEDBACK_SQL, (alpha, outcome, alpha, int(success), int(not success), now, self.workspace, plan_id)
            ).fetchone()
            plan = plan_from_row(row).plan if row is not None else None
            evicted = plan is not None and plan.score < min_score
            if evicted:
                version = advance(db, self.workspace, "plans")
                db.execute("DELETE FROM plans WHERE workspace = ? AND id = ?", (self.workspace, plan_id))
                record_removals(db, self.workspace, "plans", [plan_id], version)
            result = {"plan": plan.to_dict() if plan is not None else None, "evicted": evicted}
            remember_key(db, self.workspace, idempotency, result)
        return plan, evicted

    def touch(self, plan_id: str, when: float) -> None:
        """Count a lookup hit."""
        with self._store._write() as db:
            db.execute(
                "UPDATE plans SET hits = hits + 1, last_used_at = ? WHERE workspace = ? AND id = ?",
                (when, self.workspace, plan_id),
            )

    def delete(self, ids: Sequence[str]) -> int:
        """Delete plans; returns how many existed."""
        removed: list[str] = []
        with self._store._write() as db:
            self._lock(db)
            for match, params in self._store._in(ids):
                query = f"DELETE FROM plans WHERE workspace = ? AND id {match} RETURNING id"
                removed += [row[0] for row in db.execute(query, [self.workspace, *params])]
            if removed:
                record_removals(db, self.workspace, "plans", sorted(removed), advance(db, self.workspace, "plans"))
        return len(removed)

    def settings(self) -> dict[str, Any]:
        """The workspace's saved plan-cache settings (empty when never set)."""
        with self._store._read() as db:
            row = db.execute("SELECT settings FROM plan_settings WHERE workspace = ?", (self.workspace,)).fetchone()
        settings: dict[str, Any] = json.loads(row[0]) if row else {}
        return settings

    def configure(self, settings: Mapping[str, Any]) -> None:
        """Save the settings (replacing what was saved)."""
        with self._store._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(self.workspace))
            db.execute(
                "INSERT INTO plan_settings (workspace, settings) VALUES (?, ?)"
                " ON CONFLICT (workspace) DO UPDATE SET settings = excluded.settings",
                (self.workspace, json.dumps(dict(settings))),
            )
