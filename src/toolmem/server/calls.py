"""``/v1/workspaces/{workspace}/calls`` and per-tool ``stats`` and ``guidelines``: experience memory.

The per-tool routes are registered before the tools router, whose ``/tools/{tool_id:path}``
would otherwise swallow ``/tools/x/stats``.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Query

from toolmem.server.deps import MemoryDep
from toolmem.server.errors import ERROR_RESPONSES
from toolmem.server.schemas import MAX_OFFSET, CallIn, IdempotencyKey, Limit, Offset, page

__all__ = ["router"]

router = APIRouter(prefix="/v1/workspaces/{workspace}", tags=["calls"], responses=ERROR_RESPONSES)


@router.post("/calls", summary="Record tool calls")
def record_calls(
    mem: MemoryDep,
    calls: Annotated[CallIn | list[CallIn], Body(description="One call or a list, stored in one transaction.")],
    max_output_tokens: Annotated[
        int | None, Query(ge=16, le=MAX_OFFSET, description="Cap stored outputs at this many tokens.")
    ] = None,
    idempotency_key: IdempotencyKey = None,
    evaluate: Annotated[
        bool, Query(description="Have the server's chat model judge the new calls in the background.")
    ] = False,
) -> dict[str, Any]:
    """Record calls; ``ids`` has one id per call, 0 for a call already recorded."""
    items = calls if isinstance(calls, list) else [calls]
    recorded = mem.calls.record_many(
        [call.model_dump(exclude_unset=True) for call in items],
        max_output_tokens=max_output_tokens,
        evaluate=evaluate,
        idempotency_key=idempotency_key,
    )
    return {"ids": [call.id for call in recorded]}


@router.get("/calls", summary="List recorded calls")
def list_calls(
    mem: MemoryDep,
    tool_id: str | None = None,
    success: bool | None = None,
    limit: Limit = 50,
    offset: Offset = 0,
) -> dict[str, Any]:
    """Kept calls, newest first, optionally of one tool and one outcome."""
    calls = mem.calls.list(tool_id, limit=limit, offset=offset, success=success)
    return page([call.to_dict() for call in calls], limit, offset)


@router.get("/tools/{tool_id:path}/stats", summary="Statistics of a tool")
def tool_stats(
    mem: MemoryDep,
    tool_id: str,
    recent: Annotated[int | None, Query(ge=1, le=MAX_OFFSET, description="Only the last n calls.")] = None,
) -> dict[str, Any]:
    """Counts, success rate, time and token costs of a tool's calls."""
    return mem.calls.stats(tool_id, recent).to_dict()


@router.get("/tools/{tool_id:path}/guidelines", summary="Usage guidelines of a tool")
def tool_guidelines(mem: MemoryDep, tool_id: str, force: bool = False) -> dict[str, Any]:
    """Guidelines written from the tool's recorded calls (rewritten only when calls were recorded since)."""
    return mem.calls.guidelines(tool_id, force=force).to_dict()
