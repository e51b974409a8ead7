"""The plan cache's repository: plans with their request vectors (ranking them is the plan cache's,
:mod:`toolmem.plans.neighbours`)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from toolmem.models import Plan
from toolmem.stores.base import Changes
from toolmem.stores.idempotency import IdempotencyKey
from toolmem.types import Vectors

__all__ = ["PlanRecord", "PlanRepository", "PlanSummary"]


@dataclass(frozen=True)
class PlanRecord:
    """A stored plan with what lookup needs beside it.

    Attributes:
        plan: the plan.
        signature: the tools its steps call, in order, as JSON (plans with equal signatures agree).
        slots: where its arguments came from the request (see :mod:`toolmem.plans.slots`).
    """

    plan: Plan
    signature: str
    slots: list[dict[str, Any]]


@dataclass(frozen=True)
class PlanSummary:
    """What lookup weighs a stored plan by, without its steps.

    Attributes:
        id: the plan id.
        signature: the tools its steps call, as JSON.
        score: its reward.
        updated_at: when it was last stored or rewarded.
        tools: the content hash of every catalogue tool it calls.
    """

    id: str
    signature: str
    score: float
    updated_at: float
    tools: Mapping[str, str]


class PlanRepository(ABC):
    """The plans of one workspace."""

    @abstractmethod
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

    @abstractmethod
    def get(self, ids: Sequence[str]) -> dict[str, PlanRecord]:
        """The existing plans among ``ids``."""

    @abstractmethod
    def summaries(self, ids: Sequence[str]) -> dict[str, PlanSummary]:
        """Summaries of the existing plans among ``ids`` (cheaper than :meth:`get`)."""

    @abstractmethod
    def list(self, *, limit: int | None = None, offset: int = 0) -> list[PlanRecord]:
        """Plans, most recently updated first."""

    @abstractmethod
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

    @abstractmethod
    def touch(self, plan_id: str, when: float) -> None:
        """Count a lookup hit."""

    @abstractmethod
    def delete(self, ids: Sequence[str]) -> int:
        """Delete plans; returns how many existed."""

    @abstractmethod
    def count(self, *, limit: int | None = None) -> int:
        """How many plans the workspace holds, counted up to ``limit`` when given."""

    @abstractmethod
    def changes(self, since: int | None) -> Changes[None]:
        """Plans (with request vectors) changed and removed after plans version ``since``."""

    @abstractmethod
    def settings(self) -> dict[str, Any]:
        """The workspace's saved plan-cache settings (empty when never set)."""

    @abstractmethod
    def configure(self, settings: Mapping[str, Any]) -> None:
        """Save the workspace's plan-cache settings."""
