"""What a tool's page shows beside the tool itself: its exported schema with a token count, and the
guidelines last written for it (without asking a model for new ones).

Registered before the tools router, whose ``/tools/{tool_id:path}`` would otherwise take these.
"""

from __future__ import annotations

from typing import Any, Literal

from fastapi import APIRouter

from toolmem.server.deps import MemoryDep
from toolmem.server.errors import ERROR_RESPONSES

__all__ = ["router"]

router = APIRouter(prefix="/v1/workspaces/{workspace}/tools", tags=["tools"], responses=ERROR_RESPONSES)


@router.get("/{tool_id:path}/schema", summary="A tool's exported schema and its size in tokens")
def tool_schema(
    mem: MemoryDep, tool_id: str, format: Literal["openai", "anthropic", "mcp"] = "openai"
) -> dict[str, Any]:
    """The tool as the model sees it, and how many tokens (o200k_base) that costs in the prompt."""
    report = mem.tools.export_report(format, [tool_id])
    return {"format": format, "schema": report.tools[0], "tokens": report.prompt_tokens()[0]}


@router.get("/{tool_id:path}/saved-guidelines", summary="A tool's guidelines as last written")
def saved_guidelines(mem: MemoryDep, tool_id: str) -> dict[str, Any]:
    """The guidelines last written for the tool, or ``{"guidelines": null}``; never calls a model."""
    found = mem.calls.saved_guidelines(tool_id)
    return {"guidelines": found.to_dict() if found else None}
