"""The SQLite store's plan cache (mixed into :class:`SQLiteStore`)."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any

import numpy as np

from toolmem.embedders.base import Vectors
from toolmem.models import Plan, Step
from toolmem.stores.base import (
    NEW_WORKSPACE_SQL,
    PlanRecord,
    PlanSummary,
    PlanVectors,
    encode_vector,
    new_workspace_row,
)
from toolmem.stores.sqlite_batches import in_chunks

__all__ = ["SQLitePlansMixin"]

_COLUMNS = (
    "id, request, steps, signature, slots, tools, score, hits, successes, failures, created_at, updated_at,"
    " last_used_at"
)


class SQLitePlansMixin:
    """Plans in SQLite: one row per plan, its request vector beside it.

    The host class provides ``_read()`` and ``_write()`` context managers yielding the connection.
    """

    def _read(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

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
        created = []
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            for record, vector in records:
                plan = record.plan
                existed = db.execute(
                    "SELECT 1 FROM plans WHERE workspace = ? AND id = ?", (workspace, plan.id)
                ).fetchone()
                db.execute(
                    "INSERT INTO plans (workspace, id, request, steps, signature, slots, tools, vector, score,"
                    " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    " ON CONFLICT (workspace, id) DO UPDATE SET steps = excluded.steps, tools = excluded.tools,"
                    " updated_at = excluded.updated_at",
                    (
                        workspace,
                        plan.id,
                        plan.request,
                        json.dumps([step.to_dict() for step in plan.steps], ensure_ascii=False),
                        record.signature,
                        json.dumps(record.slots, ensure_ascii=False),
                        json.dumps(dict(plan.tools), ensure_ascii=False),
                        None if vector is None else encode_vector(vector),
                        plan.score,
                        now,
                        now,
                    ),
                )
                created.append(existed is None)
            removed = 0
            if expire_before is not None:
                removed += db.execute(
                    "DELETE FROM plans WHERE workspace = ? AND updated_at < ?", (workspace, expire_before)
                ).rowcount
            if max_plans is not None:
                removed += db.execute(
                    "DELETE FROM plans WHERE seq IN (SELECT seq FROM plans WHERE workspace = ?"
                    " ORDER BY score ASC, COALESCE(last_used_at, updated_at) ASC, seq ASC"
                    " LIMIT max(0, (SELECT COUNT(*) FROM plans WHERE workspace = ?) - ?))",
                    (workspace, workspace, max_plans),
                ).rowcount
            if removed or any(created):
                db.execute("UPDATE workspaces SET plans_version = plans_version + 1 WHERE name = ?", (workspace,))
        return created

    def plan_vectors(self, workspace: str, after: int) -> PlanVectors:
        """Plans stored after sequence number ``after``, read in one transaction."""
        with self._read() as db:
            db.execute("BEGIN")
            try:
                head = db.execute(
                    "SELECT plans_version, dimensions FROM workspaces WHERE name = ?", (workspace,)
                ).fetchone()
                rows = db.execute(
                    "SELECT seq, id, vector FROM plans WHERE workspace = ? AND seq > ? ORDER BY seq",
                    (workspace, after),
                ).fetchall()
                alive = db.execute("SELECT COUNT(*) FROM plans WHERE workspace = ?", (workspace,)).fetchone()[0]
            finally:
                db.execute("COMMIT")
        version, dimensions = (int(head[0]), head[1]) if head else (0, None)
        vectors = None
        if dimensions:
            vectors = np.zeros((len(rows), int(dimensions)), dtype=np.float32)
            for i, row in enumerate(rows):
                if row[2] is not None:
                    vectors[i] = np.frombuffer(row[2], dtype="<f4")
        return PlanVectors(version, [r[0] for r in rows], [r[1] for r in rows], vectors, int(alive))

    def get_plans(self, workspace: str, ids: Sequence[str]) -> dict[str, PlanRecord]:
        """The existing plans among ``ids``."""
        found: dict[str, PlanRecord] = {}
        with self._read() as db:
            for chunk, marks in in_chunks(ids):
                for row in db.execute(
                    f"SELECT {_COLUMNS} FROM plans WHERE workspace = ? AND id IN ({marks})", [workspace, *chunk]
                ):
                    record = _record(row)
                    found[record.plan.id] = record
        return found

    def plan_summaries(self, workspace: str, ids: Sequence[str]) -> dict[str, PlanSummary]:
        """Summaries of the existing plans among ``ids``."""
        found: dict[str, PlanSummary] = {}
        with self._read() as db:
            for chunk, marks in in_chunks(ids):
                query = (
                    f"SELECT id, signature, score, updated_at, tools FROM plans WHERE workspace = ? AND id IN ({marks})"
                )
                for plan_id, signature, score, updated_at, tools in db.execute(query, [workspace, *chunk]):
                    found[plan_id] = PlanSummary(
                        plan_id, signature, float(score), float(updated_at), {} if tools == "{}" else json.loads(tools)
                    )
        return found

    def list_plans(self, workspace: str, *, limit: int | None = None, offset: int = 0) -> list[PlanRecord]:
        """Plans, most recently updated first."""
        with self._read() as db:
            rows = db.execute(
                f"SELECT {_COLUMNS} FROM plans WHERE workspace = ? ORDER BY updated_at DESC, seq DESC LIMIT ? OFFSET ?",
                (workspace, -1 if limit is None else limit, offset),
            ).fetchall()
        return [_record(row) for row in rows]

    def plan_feedback(
        self, workspace: str, plan_id: str, success: bool, *, alpha: float, min_score: float
    ) -> tuple[Plan | None, bool]:
        """One atomic read-modify-write: concurrent feedback from other processes is never lost."""
        outcome = 1.0 if success else 0.0
        with self._write() as db:
            row = db.execute(
                "UPDATE plans SET score = ? * ? + (1 - ?) * score, successes = successes + ?,"
                f" failures = failures + ?, updated_at = ? WHERE workspace = ? AND id = ? RETURNING {_COLUMNS}",
                (alpha, outcome, alpha, int(success), int(not success), time.time(), workspace, plan_id),
            ).fetchone()
            if row is None:
                return None, False
            plan = _record(row).plan
            if plan.score >= min_score:
                return plan, False
            db.execute("DELETE FROM plans WHERE workspace = ? AND id = ?", (workspace, plan_id))
            db.execute("UPDATE workspaces SET plans_version = plans_version + 1 WHERE name = ?", (workspace,))
            return plan, True

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
            for chunk, marks in in_chunks(ids):
                removed += db.execute(
                    f"DELETE FROM plans WHERE workspace = ? AND id IN ({marks})", [workspace, *chunk]
                ).rowcount
            if removed:
                db.execute("UPDATE workspaces SET plans_version = plans_version + 1 WHERE name = ?", (workspace,))
        return removed

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


def _record(row: Sequence[Any]) -> PlanRecord:
    plan = Plan(
        id=row[0],
        request=row[1],
        steps=tuple(Step.from_value(step) for step in json.loads(row[2])),
        score=float(row[6]),
        hits=int(row[7]),
        successes=int(row[8]),
        failures=int(row[9]),
        tools=json.loads(row[5]),
        created_at=float(row[10]),
        updated_at=float(row[11]),
        last_used_at=None if row[12] is None else float(row[12]),
    )
    return PlanRecord(plan=plan, signature=row[3], slots=json.loads(row[4]))
