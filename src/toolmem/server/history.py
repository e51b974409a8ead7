"""``/v1/workspaces/{workspace}/history``: conversations named by keys, and the selectors over them.

Keys are a JSON object, so reads, searches and deletes that name a conversation are ``POST``s
with the keys in the body.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from pydantic import StringConstraints

from toolmem.server.deps import MemoryDep
from toolmem.server.errors import ERROR_RESPONSES
from toolmem.server.schemas import (
    HistoryDelete,
    HistoryPrompt,
    HistoryRead,
    HistorySearch,
    IdempotencyKey,
    Limit,
    MessagesIn,
    Offset,
    page,
)

__all__ = ["router"]

router = APIRouter(prefix="/v1/workspaces/{workspace}/history", tags=["history"], responses=ERROR_RESPONSES)


@router.post("/messages", summary="Append messages to a conversation")
def append_messages(mem: MemoryDep, body: MessagesIn, idempotency_key: IdempotencyKey = None) -> dict[str, Any]:
    """Append messages (created with the first one) in one transaction."""
    conversation = mem.history(body.keys)
    messages = [message.model_dump(exclude_none=True) for message in body.messages]
    stored = conversation.extend(messages, idempotency_key=idempotency_key)
    return {"context": conversation.id, "messages": [message.to_dict() for message in stored]}


@router.get("", summary="List conversations")
def list_contexts(
    mem: MemoryDep,
    key: Annotated[
        list[Annotated[str, StringConstraints(pattern=r"^[^=\x00]+=[^\x00]*$")]],
        Query(default_factory=list, description="Only conversations whose keys include these, as name=value."),
    ],
    limit: Limit = 100,
    offset: Offset = 0,
) -> dict[str, Any]:
    """Conversations, most recently updated first."""
    keys = dict(item.partition("=")[::2] for item in key)
    contexts = mem.history.list(keys or None, limit=limit, offset=offset)
    return page([context.to_dict() for context in contexts], limit, offset)


@router.post("/read", summary="Read a conversation")
def read_messages(mem: MemoryDep, body: HistoryRead) -> dict[str, Any]:
    """All messages (the ``limit`` most recent), the ``last`` n user/assistant ones, or the token ``window``."""
    conversation = mem.history(body.keys)
    if body.window is not None:
        messages = conversation.window(body.window)
    elif body.last is not None:
        messages = conversation.last(body.last)
    else:
        messages = conversation.messages(body.limit)
    return {"context": conversation.id, "messages": [message.to_dict() for message in messages]}


@router.post("/search", summary="Search a conversation")
def search_messages(mem: MemoryDep, body: HistorySearch) -> dict[str, Any]:
    """The messages of one conversation most similar to a query, best first."""
    hits = mem.history(body.keys).search(body.query, body.k)
    return {"hits": [hit.to_dict() for hit in hits]}


@router.post("/prompt", summary="Select messages for the next model call")
def prompt_messages(mem: MemoryDep, body: HistoryPrompt) -> dict[str, Any]:
    """The system message, relevant and recent messages, then the current one."""
    messages = mem.history(body.keys).prompt(
        body.query, relevant=body.relevant, last=body.last, max_tokens=body.max_tokens
    )
    return {"messages": [message.to_dict() for message in messages]}


@router.post("/delete", summary="Delete a conversation")
def delete_conversation(mem: MemoryDep, body: HistoryDelete) -> dict[str, Any]:
    """Delete a conversation; ``deleted`` counts its messages."""
    return {"deleted": mem.history.delete(body.keys)}
