"""``/v1/workspaces/{workspace}/tools``: add, import, list, get, remove, search and export tools."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Depends, Query, Request

from toolmem.errors import ValidationError
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


async def _document(request: Request) -> str:
    """The request body as text (UTF-8, a byte-order mark allowed)."""
    try:
        return (await request.body()).decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ValidationError("body", f"must be UTF-8 text: {exc}") from exc


_DOCUMENT_BODY = {
    "requestBody": {
        "required": True,
        "description": "One document, JSON or YAML: an OpenAPI 3.x or Swagger 2.0 spec (bundled: every $ref "
        "starting with '#'), an MCP tools/list result, provider tool schemas or toolmem tools.",
        "content": {media: {"schema": {"type": "string"}} for media in ("application/json", "application/yaml")},
    }
}


@router.post("/import", summary="Import a spec or tool document", openapi_extra=_DOCUMENT_BODY)
def import_tools(
    mem: MemoryDep,
    document: Annotated[str, Depends(_document)],
    namespace: Annotated[
        str | None,
        Query(description="The tools' namespace; by default an OpenAPI spec's title (lower-case words joined by '_')."),
    ] = None,
    replace: Annotated[
        bool, Query(description="Make these tools the whole of their namespace: remove the ones the document dropped.")
    ] = False,
) -> dict[str, Any]:
    """Add the tools of one document sent as the body; all or none are stored."""
    return mem.tools.add_text(document, namespace=namespace, replace=replace).to_dict()


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
    keep_html: Annotated[
        bool, Query(description="Send descriptions as stored; by default their HTML is reduced to text.")
    ] = False,
) -> dict[str, Any]:
    """Tools in OpenAI, Anthropic, MCP or toolmem format, with each tool's exported name and its schema's
    tokens before and after the budget under ``report``. The full schemas stay at ``GET .../tools/{id}``."""
    report = mem.tools.export_report(format, ids or None, budget=budget or None, strict=strict, keep_html=keep_html)
    return report.to_dict()


@router.get(TOOL_PATH, summary="Get a tool")
def get_tool(mem: MemoryDep, tool_id: str) -> dict[str, Any]:
    """One tool by id."""
    return mem.tools.get(tool_id).to_dict()


@router.delete(TOOL_PATH, summary="Remove a tool")
def remove_tool(mem: MemoryDep, tool_id: str) -> dict[str, Any]:
    """Remove a tool from the catalogue (its recorded calls stay)."""
    return {"removed": mem.tools.remove(tool_id)}
