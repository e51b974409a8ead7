"""The plan cache's stored records (the repository is :class:`toolmem.stores.sql.plans.PlanRepository`;
ranking plans is the plan cache's, :mod:`toolmem.plans.neighbours`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from toolmem.records import Plan

__all__ = ["PlanRecord", "PlanSummary"]


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
        request: the request it was stored for.
    """

    id: str
    signature: str
    score: float
    updated_at: float
    tools: Mapping[str, str]
    request: str
