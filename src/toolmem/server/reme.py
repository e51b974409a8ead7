"""ReMe's tool-memory service routes, so its documented client code works unchanged.

``POST /add_tool_call_result``, ``/retrieve_tool_memory``, ``/summary_tool_memory`` and
``/vector_store`` (actions ``list``, ``dump``, ``load``, ``delete``, ``copy``) take ReMe's JSON
(``workspace_id`` in the body) and answer ReMe's ``FlowResponse``. The key is checked against the
body's workspace (and ``src_workspace_id`` for ``copy``); ``delete`` needs an admin key, as
``DELETE /v1/workspaces/{name}`` does. Dump and load use the workspace's own
file, ``<workspace>.jsonl``, inside the server's dump directory. See :mod:`toolmem.compat.reme`
for the mapping.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field

from toolmem.compat.reme import ReMeToolMemory, flow_response
from toolmem.errors import ValidationError
from toolmem.experience.guidelines import RECENT_CALLS
from toolmem.memory import WORKSPACE_PATTERN
from toolmem.records.checks import MAX_TIME_COST
from toolmem.server.auth import authorize_admin
from toolmem.server.deps import memory_for, state_of
from toolmem.server.errors import ERROR_RESPONSES
from toolmem.server.schemas import INTEGRAL, MAX_INT, NO_NUL, IdempotencyKey, StoredText

__all__ = ["router"]

router = APIRouter(tags=["reme"], responses=ERROR_RESPONSES)


class _ReMe(BaseModel):
    model_config = ConfigDict(extra="allow", strict=True)

    workspace_id: str = Field(
        "default", pattern=WORKSPACE_PATTERN, description="The workspace (toolmem's workspace name)."
    )


class ToolCallResultIn(BaseModel):
    """One ReMe ``ToolCallResult``."""

    model_config = ConfigDict(extra="allow", strict=True)

    create_time: StoredText | float | None = Field(None, description="'2025-10-15 14:30:00' (local time) or ISO 8601.")
    tool_name: StoredText = ""
    input: dict[str, Any] | StoredText | None = None
    output: Any = ""
    token_cost: Annotated[int, Field(ge=-1, le=MAX_INT, description="-1: count it."), INTEGRAL] = -1
    success: bool = True
    time_cost: float = Field(0.0, ge=0, le=MAX_TIME_COST)
    summary: StoredText = ""
    evaluation: StoredText = ""
    score: float = Field(0.0, ge=0, le=1)
    metadata: dict[str, Any] = Field(default_factory=dict)


class AddToolCallResult(_ReMe):
    """ReMe's ``add_tool_call_result`` request."""

    tool_call_results: list[ToolCallResultIn] = Field(default_factory=list)


class ToolNames(_ReMe):
    """ReMe's ``retrieve_tool_memory`` request."""

    tool_names: StoredText | list[StoredText] = Field(
        "", description="Comma-separated names, or a list (needed for names that contain a comma)."
    )


class SummaryRequest(ToolNames):
    """ReMe's ``summary_tool_memory`` request."""

    recent_call_count: Annotated[
        int, Field(ge=1, le=MAX_INT, description="Write the guidelines from this many most recent calls."), INTEGRAL
    ] = RECENT_CALLS


class VectorStoreAction(_ReMe):
    """ReMe's ``vector_store`` request."""

    action: Literal["list", "dump", "load", "delete", "copy"]
    path: str | None = Field(
        None,
        max_length=4096,
        pattern=NO_NUL,
        description="dump/load: a directory inside the dump directory (the file is <workspace_id>.jsonl in it),"
        " or that file.",
    )
    src_workspace_id: str | None = Field(
        None, pattern=WORKSPACE_PATTERN, description="copy (required): the workspace copied from."
    )


@router.post("/add_tool_call_result", summary="ReMe: record tool call results")
def add_tool_call_result(
    request: Request, body: AddToolCallResult, idempotency_key: IdempotencyKey = None
) -> dict[str, Any]:
    """Record ReMe ``ToolCallResult`` items as calls (unknown tool names join the catalogue); with a
    chat model, the new calls are evaluated in the background, after this answers. A retry under the
    same ``Idempotency-Key`` records nothing and gets the first answer's counts."""
    mem = memory_for(request, body.workspace_id)
    results = [item.model_dump(exclude_unset=True) for item in body.tool_call_results]
    return ReMeToolMemory(mem).add(results, idempotency_key=idempotency_key)


@router.post("/retrieve_tool_memory", summary="ReMe: tool memories by name")
def retrieve_tool_memory(request: Request, body: ToolNames) -> dict[str, Any]:
    """Guidelines, statistics and recent calls of the named tools as ReMe ``ToolMemory`` objects (a
    read: no model is asked, nothing is written)."""
    return ReMeToolMemory(memory_for(request, body.workspace_id)).retrieve(body.tool_names)


@router.post("/summary_tool_memory", summary="ReMe: write tool guidelines")
def summary_tool_memory(request: Request, body: SummaryRequest) -> dict[str, Any]:
    """Rewrite the guidelines of the named tools from their most recent calls and statistics."""
    memory = ReMeToolMemory(memory_for(request, body.workspace_id))
    return memory.summarize(body.tool_names, recent_call_count=body.recent_call_count)


@router.post("/vector_store", summary="ReMe: list, dump, load, delete or copy a workspace")
def vector_store(request: Request, body: VectorStoreAction) -> dict[str, Any]:
    """Workspace actions; ``metadata.action_result`` holds the outcome."""
    mem = memory_for(request, body.workspace_id)
    state = state_of(request)
    memory = ReMeToolMemory(mem)
    result: Any
    if body.action == "list":
        result = memory.memories()
    elif body.action == "dump":
        result = memory.dump(state.dump_directory(), body.path)
    elif body.action == "load":
        result = memory.load(state.dump_directory(), body.path)
    elif body.action == "delete":  # as DELETE /v1/workspaces/{name}: only an admin key may
        authorize_admin(request, state.keys, state.settings.require_keys)
        state.workspaces.delete(body.workspace_id)
        result = {"deleted": body.workspace_id}
    elif body.src_workspace_id is None:
        raise ValidationError("src_workspace_id", "copy needs the workspace to copy from")
    else:
        result = memory.copy_from(memory_for(request, body.src_workspace_id))
    return flow_response(f"{body.action} done", action_result=result)
