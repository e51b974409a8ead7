"""``/v1/workspaces/{workspace}/plans``: the plan cache."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from toolmem.server.deps import MemoryDep
from toolmem.server.errors import ERROR_RESPONSES
from toolmem.server.paths import PLAN_PATH
from toolmem.server.schemas import Feedback, IdempotencyKey, Limit, Lookup, Offset, PlanIn, page

__all__ = ["router"]

router = APIRouter(prefix="/v1/workspaces/{workspace}/plans", tags=["plans"], responses=ERROR_RESPONSES)


@router.post("", summary="Store a plan")
def store_plan(mem: MemoryDep, plan: PlanIn) -> dict[str, Any]:
    """Store a request with the steps that satisfied it; the same request and calls refresh one plan."""
    return {"id": mem.plans.store(plan.request, [step.model_dump() for step in plan.steps])}


@router.post("/lookup", summary="Find a plan to replay")
def lookup_plan(mem: MemoryDep, lookup: Lookup) -> dict[str, Any]:
    """The stored plan to replay for a request (``hit``, ``null`` on a miss), why it missed
    (``reason``, and ``detail``: what differed, "'unlock' instead of 'lock'"), and the nearest plan
    (``nearest``, ``similarity``). Journalled as a lookup."""
    return mem.plans.consult(lookup.request).to_dict()


@router.get("", summary="List plans")
def list_plans(mem: MemoryDep, limit: Limit = 100, offset: Offset = 0) -> dict[str, Any]:
    """Plans, most recently updated first."""
    return page([plan.to_dict() for plan in mem.plans.list(limit=limit, offset=offset)], limit, offset)


@router.get(PLAN_PATH, summary="Get a plan")
def get_plan(mem: MemoryDep, plan_id: str) -> dict[str, Any]:
    """One plan by id."""
    return mem.plans.get(plan_id).to_dict()


@router.post(PLAN_PATH + "/feedback", summary="Report the outcome of a replayed plan")
def plan_feedback(
    mem: MemoryDep, plan_id: str, feedback: Feedback, idempotency_key: IdempotencyKey = None
) -> dict[str, Any]:
    """Fold an outcome into the plan's score; ``plan`` is null when this evicted it."""
    plan = mem.plans.feedback(plan_id, feedback.success, idempotency_key=idempotency_key)
    return {"plan": plan.to_dict() if plan else None, "evicted": plan is None}


@router.delete(PLAN_PATH, summary="Delete a plan")
def delete_plan(mem: MemoryDep, plan_id: str) -> dict[str, Any]:
    """Delete a plan; ``removed`` counts the plans that existed (0 or 1)."""
    return {"removed": mem.plans.remove(plan_id)}
