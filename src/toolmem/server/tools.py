"""``/v1/workspaces/{workspace}/tools``: add, list, get, remove, search and export tools."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Query

from toolmem.server.deps import MemoryDep
from toolmem.server.errors import ERROR_RESPONSES
from toolmem.server.paths import TOOL_PATH
from toolmem.server.schemas import Limit, Offset, ToolSearch, page
from toolmem.tools.budget import DEFAULT_SCHEMA_BUDGET

__all__ = ["router"]

router = APIRouter(prefix="/v1/workspaces/{workspace}/tools", tags=["tools"], responses=ERROR_RESPONSES)


@router.post("", summary="Add or update tools")
def add_tools(
    mem: MemoryDep,
    tools: Annotated[
        list[dict[str, Any]],
        Body(description="Tools in any accepted format (toolmem, OpenAI, Anthropic, MCP); all or none are stored."),
    ],
    namespace: Annotated[
        str | None,
        Query(description="The source they come from; tools without ids of their own become '<namespace>.<name>'."),
    ] = None,
) -> dict[str, Any]:
    """Upsert tools by content hash; returns which were added, updated and unchanged."""
    return mem.tools.add(tools, namespace=namespace).to_dict()


@router.get("", summary="List tools")
def list_tools(
    mem: MemoryDep,
    tag: Annotated[list[str], Query(default_factory=list, description="Only tools carrying any of these tags.")],
    limit: Limit = 100,
    offset: Offset = 0,
) -> dict[str, Any]:
    """Tools ordered by id, a page at a time."""
    tools = mem.tools.list(limit=limit, offset=offset, tags=tag or None)
    return page([tool.to_dict() for tool in tools], limit, offset)


@router.post("/search", summary="Search tools")
def search_tools(mem: MemoryDep, search: ToolSearch) -> dict[str, Any]:
    """The tools that best fit a request, best first, with their scores and signals."""
    hits = mem.tools.search(search.query, search.k, tags=search.tags, tags_mode=search.tags_mode, rerank=search.rerank)
    return {"hits": [hit.to_dict() for hit in hits]}


@router.get("/export", summary="Export tools as provider schemas")
def export_tools(
    mem: MemoryDep,
    ids: Annotated[list[str], Query(default_factory=list, description="These tools, in this order; all when omitted.")],
    format: Literal["openai", "anthropic", "mcp", "toolmem"] = "openai",
    budget: Annotated[
        int,
        Query(ge=0, description="Tokens each parameter schema may take; 0 keeps every schema whole."),
    ] = DEFAULT_SCHEMA_BUDGET,
    strict: Annotated[bool, Query(description="OpenAI strict-mode schemas (format openai only).")] = False,
) -> dict[str, Any]:
    """Tools in OpenAI, Anthropic, MCP or toolmem format, with each tool's exported name and its schema's
    tokens before and after the budget under ``report``. The full schemas stay at ``GET .../tools/{id}``."""
    return mem.tools.export_report(format, ids or None, budget=budget or None, strict=strict).to_dict()


@router.get(TOOL_PATH, summary="Get a tool")
def get_tool(mem: MemoryDep, tool_id: str) -> dict[str, Any]:
    """One tool by id."""
    return mem.tools.get(tool_id).to_dict()


@router.delete(TOOL_PATH, summary="Remove a tool")
def remove_tool(mem: MemoryDep, tool_id: str) -> dict[str, Any]:
    """Remove a tool from the catalogue (its recorded calls stay)."""
    return {"removed": mem.tools.remove(tool_id)}
