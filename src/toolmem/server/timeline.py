"""Statistics over time: a workspace's headline numbers, every tool's statistics, trends and timelines.

Registered before the tools router, like ``calls``; each route is one library call.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from toolmem.records.timeline import Bucketing
from toolmem.server.deps import MemoryDep
from toolmem.server.errors import ERROR_RESPONSES

__all__ = ["router"]

router = APIRouter(prefix="/v1/workspaces/{workspace}", tags=["statistics"], responses=ERROR_RESPONSES)

By = Annotated[
    Bucketing, Query(description="Buckets of an hour or a UTC day; auto: hours while the data is under two days old.")
]


@router.get("/summary", summary="A workspace's headline numbers")
def summary(mem: MemoryDep) -> dict[str, Any]:
    """Tools, calls and success rates (all time and the last 7 days), failing tools, plans and the
    plan cache's hit rate."""
    return mem.summary().to_dict()


@router.get("/calls/stats", summary="Statistics of every tool")
def stats_by_tool(mem: MemoryDep) -> dict[str, Any]:
    """All-time statistics of every tool in the catalogue and every tool ever called, by tool id."""
    return {"items": [stats.to_dict() for stats in mem.calls.stats_by_tool()]}


@router.get("/calls/trends", summary="Every tool's calls over time")
def trends(
    mem: MemoryDep,
    by: By = "auto",
    limit: Annotated[int, Query(ge=1, le=1000, description="The most buckets, the newest kept.")] = 30,
) -> dict[str, Any]:
    """Each called tool's calls, success rate, time and tokens by hour or day, over the same buckets."""
    return {"items": {tool_id: line.to_dict() for tool_id, line in mem.calls.trends(by=by, limit=limit).items()}}


@router.get("/calls/timeline", summary="Calls over time")
def timeline(
    mem: MemoryDep,
    tool_id: Annotated[str | None, Query(description="One tool; the whole workspace when omitted.")] = None,
    by: By = "auto",
    limit: Annotated[int, Query(ge=1, le=1000, description="The most buckets, the newest kept.")] = 90,
) -> dict[str, Any]:
    """Calls, success rate, time and tokens by hour or day, from the first call to now."""
    return mem.calls.timeline(tool_id, by=by, limit=limit).to_dict()
