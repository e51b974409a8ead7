"""The plan cache over time: lookups by outcome, the journal, and the plans that call a tool.

Registered before the plans router, whose ``/plans/{plan_id}`` would otherwise take ``/plans/events``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query

from toolmem.errors import NotFoundError
from toolmem.records.timeline import Bucketing
from toolmem.server.deps import MemoryDep
from toolmem.server.errors import ERROR_RESPONSES
from toolmem.server.schemas import Limit

__all__ = ["router"]

router = APIRouter(prefix="/v1/workspaces/{workspace}/plans", tags=["plans"], responses=ERROR_RESPONSES)

EventKind = Literal["hit", "miss", "feedback", "evicted", "invalidated"]


@router.get("/timeline", summary="Plan lookups over time")
def lookup_timeline(
    mem: MemoryDep,
    by: Annotated[Bucketing, Query(description="Buckets of an hour or a UTC day, or auto.")] = "auto",
    limit: Annotated[int, Query(ge=1, le=1000, description="The most buckets, the newest kept.")] = 90,
) -> dict[str, Any]:
    """Lookups by hour or day: hits, misses by reason and the hit rate."""
    return mem.plans.timeline(by=by, limit=limit).to_dict()


@router.get("/events", summary="The plan cache's journal")
def events(
    mem: MemoryDep,
    kind: Annotated[list[EventKind] | None, Query(description="Only entries of these kinds.")] = None,
    plan_id: Annotated[str | None, Query(description="Only the entries of this plan.")] = None,
    limit: Limit = 100,
) -> dict[str, Any]:
    """Lookups (hits, misses with their reason), feedback, evictions and invalidations, newest first.

    With ``plan_id``, also ``plan``: that plan while it is cached, else ``null`` (one request for a
    plan's page, and no 404 for a plan that was evicted).
    """
    items = [event.to_dict() for event in mem.plans.events(kind, plan_id=plan_id, limit=limit)]
    if plan_id is None:
        return {"items": items}
    try:
        plan: dict[str, Any] | None = mem.plans.get(plan_id).to_dict()
    except NotFoundError:
        plan = None
    return {"items": items, "plan": plan}


@router.get("/using", summary="Plans that call a tool")
def plans_using(
    mem: MemoryDep,
    tool_id: Annotated[str, Query(description="The tool.", min_length=1)],
    limit: Limit = 100,
) -> dict[str, Any]:
    """Plans whose steps call the tool, most recently updated first."""
    return {"items": [plan.to_dict() for plan in mem.plans.using(tool_id, limit=limit)]}
