"""``/v1/session``: what the presented key may see; ``/v1/gateway``: the servers behind ``toolmem gateway``.

The dashboard asks ``/v1/session`` once a key is entered, to fill its workspace switcher: an admin
key (or a server without keys) sees every workspace, a workspace key only its own.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from starlette.exceptions import HTTPException

from toolmem.server.auth import bearer_token, identify
from toolmem.server.deps import memory_for, state_of
from toolmem.server.errors import ERROR_RESPONSES

__all__ = ["router"]

router = APIRouter(prefix="/v1", tags=["session"], responses=ERROR_RESPONSES)


@router.get("/session", summary="The workspaces this key may use")
def session(request: Request) -> dict[str, Any]:
    """The key's id, name and whether it is an admin key, and the workspaces it may open.

    Without a token this answers 200 with ``key_required`` true when the server needs a key (so a
    page can ask for one without an error); a wrong token is 401. ``gateway`` names the gateway's
    workspace when ``toolmem gateway`` serves this app; ``rerank`` says whether the server has a chat
    model to rerank searches with (``"rerank": true`` in a search)."""
    state = state_of(request)
    front = getattr(request.app.state, "gateway", None)
    gateway = front.mem.workspace if front is not None else None
    rerank = state.settings.llm is not None
    required = state.settings.require_keys
    if bearer_token(request) is None and (required or (required is None and state.keys.required())):
        return {"key": None, "key_required": True, "workspaces": [], "gateway": gateway, "rerank": rerank}
    info = identify(request, state.keys, required)
    if info is None or info.admin:
        names = [workspace.name for workspace in state.workspaces.list()]
    else:
        names = sorted(info.workspaces)
    key = None if info is None else {"id": info.id, "name": info.name, "admin": info.admin}
    return {"key": key, "key_required": info is not None, "workspaces": names, "gateway": gateway, "rerank": rerank}


@router.get("/gateway", summary="The MCP servers behind this gateway")
def gateway(request: Request) -> dict[str, Any]:
    """When served by ``toolmem gateway --ui-port``: each configured server, whether it is connected,
    its tools and why it failed to start. Other servers answer 404."""
    front = getattr(request.app.state, "gateway", None)
    if front is None:
        raise HTTPException(404, "this server is not an MCP gateway (see `toolmem gateway --ui-port`)")
    memory_for(request, front.mem.workspace)  # the gateway's workspace key, or an admin key
    return {"workspace": front.mem.workspace, "servers": [status.to_dict() for status in front.status()]}
