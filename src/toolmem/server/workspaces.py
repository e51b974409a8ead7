"""``/v1/workspaces``: list, create, inspect and delete workspaces (admin key)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from fastapi import APIRouter

from toolmem.server.deps import AdminDep, WorkspaceName
from toolmem.server.errors import ERROR_RESPONSES
from toolmem.server.schemas import WorkspaceIn

__all__ = ["router"]

router = APIRouter(prefix="/v1/workspaces", tags=["workspaces"], responses=ERROR_RESPONSES)


@router.get("", summary="List workspaces")
def list_workspaces(workspaces: AdminDep) -> dict[str, Any]:
    """Every workspace with its embedder and number of tools, and for those the server holds open
    the memory their search indexes hold (``index_bytes``, ``null`` for the others). Beside the
    items: the open workspaces' total and the server's bounds (``max_open``, ``max_bytes``)."""
    held = workspaces.index_bytes()
    items = [{**asdict(info), "index_bytes": held.get(info.name)} for info in workspaces.list()]
    return {
        "items": items,
        "open": len(held),
        "index_bytes": sum(held.values()),
        "max_open": workspaces.max_open,
        "max_bytes": workspaces.max_bytes,
    }


@router.post("", summary="Create a workspace", status_code=201)
def create_workspace(workspaces: AdminDep, workspace: WorkspaceIn) -> dict[str, Any]:
    """Create a workspace tied to the server's embedder (creating an existing one returns it)."""
    return asdict(workspaces.create(workspace.name))


@router.get("/{workspace}", summary="Get a workspace")
def get_workspace(workspaces: AdminDep, workspace: WorkspaceName) -> dict[str, Any]:
    """One workspace."""
    return asdict(workspaces.info(workspace))


@router.delete("/{workspace}", summary="Delete a workspace")
def delete_workspace(workspaces: AdminDep, workspace: WorkspaceName) -> dict[str, Any]:
    """Delete a workspace with all its tools, calls, plans, conversations and documents."""
    workspaces.delete(workspace)
    return {"deleted": workspace}
