"""Request bodies of the HTTP API, thin pydantic models that document the OpenAPI schema.

The library validates values again (and answers with its own errors); these models only pin the
shapes and the bounds that keep numbers inside what SQLite and numpy accept.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import Header, Query
from pydantic import BaseModel, ConfigDict, Field

from toolmem.memory import WORKSPACE_PATTERN
from toolmem.models.checks import MAX_TIMESTAMP

__all__ = [
    "MAX_INT",
    "CallIn",
    "CodeSearch",
    "DocumentIn",
    "DocumentSearch",
    "Feedback",
    "HistoryDelete",
    "HistoryPrompt",
    "HistoryRead",
    "HistorySearch",
    "IdempotencyKey",
    "K",
    "Limit",
    "Lookup",
    "MessageIn",
    "MessagesIn",
    "Offset",
    "PlanIn",
    "StepIn",
    "ToolSearch",
    "WorkspaceIn",
    "page",
]

MAX_INT = 2**63 - 1
MAX_K = 1000
MAX_PAGE = 1000
MAX_OFFSET = 2**31

K = Annotated[int, Field(ge=1, le=MAX_K, description="How many hits at most.")]
IdempotencyKey = Annotated[
    str | None,
    Header(
        alias="Idempotency-Key",
        min_length=1,
        max_length=255,
        description="A key of your choice (a UUID) for this write: a retry with the same key and body writes"
        " nothing and gets the first answer again; the same key with another body is 422. Kept 24 hours.",
    ),
]
Limit = Annotated[int, Query(ge=1, le=MAX_PAGE, description="Page size.")]
Offset = Annotated[int, Query(ge=0, le=MAX_OFFSET, description="Items to skip.")]
Keys = Annotated[
    dict[str, str | int | float],
    Field(description='The keys naming a conversation, e.g. {"user": "42", "chat": "telegram:991"}.'),
]


class _Body(BaseModel):
    # strict: JSON types as they are (no "5" for 5, no true for 1.0, no 1 for true)
    model_config = ConfigDict(extra="forbid", strict=True)


def page(items: list[dict[str, Any]], limit: int, offset: int) -> dict[str, Any]:
    """A page of a list: the items, the paging arguments and the offset of the next page (or ``None``)."""
    return {
        "items": items,
        "limit": limit,
        "offset": offset,
        "next_offset": offset + len(items) if len(items) == limit else None,
    }


class WorkspaceIn(_Body):
    """A workspace to create."""

    name: str = Field(max_length=128, pattern=WORKSPACE_PATTERN, description="Letters, digits, '_', '.', ':' or '-'.")


class ToolSearch(_Body):
    """A tool search."""

    query: str = Field(description="The request, in words.")
    k: K = 5
    tags: list[str] | None = Field(None, description="Keep only tools carrying these tags.")
    tags_mode: Literal["any", "all"] = "any"


class CallIn(_Body):
    """One tool call to record (see ``ExperienceLog.record``)."""

    tool_id: str
    request: str = ""
    input: Any = None
    output: Any = ""
    success: bool = True
    time_cost: float = Field(0.0, ge=0)
    token_cost: int | None = Field(None, ge=0, le=MAX_INT)
    error: str | None = None
    created_at: float | None = Field(None, ge=0, le=MAX_TIMESTAMP, description="Seconds since the epoch.")
    metadata: dict[str, Any] | None = None
    evaluation: str | None = None
    score: float | None = Field(None, ge=0, le=1)


class StepIn(_Body):
    """One step of a plan: a tool call with its arguments, or a direct answer."""

    tool_id: str | None = None
    arguments: dict[str, Any] = Field(default_factory=dict)
    observation: str | None = None
    answer: str | None = None


class PlanIn(_Body):
    """A request with the steps that satisfied it."""

    request: str
    steps: list[StepIn] = Field(min_length=1)


class Lookup(_Body):
    """A request to find a stored plan for."""

    request: str


class Feedback(_Body):
    """The outcome of replaying a plan."""

    success: bool


class MessageIn(_Body):
    """One message: role ``system``, ``user``, ``assistant`` or ``tool``."""

    role: str
    content: str
    metadata: dict[str, Any] | None = None
    tool_call_id: str | None = None


class MessagesIn(_Body):
    """Messages to append to a conversation."""

    keys: Keys
    messages: list[MessageIn]


class HistoryRead(_Body):
    """Which messages of a conversation to read: all (``limit`` most recent), the ``last`` n
    user/assistant ones, or the token ``window``."""

    keys: Keys
    limit: int | None = Field(None, ge=1, le=MAX_OFFSET)
    last: int | None = Field(None, ge=1, le=MAX_OFFSET)
    window: int | None = Field(None, ge=1, le=MAX_OFFSET, description="A token budget.")


class HistorySearch(_Body):
    """A search inside one conversation."""

    keys: Keys
    query: str
    k: K = 5


class HistoryPrompt(_Body):
    """What to select for the next model call (see ``Conversation.prompt``)."""

    keys: Keys
    query: str | None = None
    relevant: int = Field(3, ge=0, le=MAX_K)
    last: int = Field(10, ge=1, le=MAX_OFFSET)
    max_tokens: int | None = Field(None, ge=1, le=MAX_OFFSET)


class HistoryDelete(_Body):
    """A conversation to delete."""

    keys: Keys


class DocumentIn(_Body):
    """A document given as text (the server never reads paths)."""

    text: str
    doc_id: str | None = None
    metadata: dict[str, Any] | None = None
    format: Literal["text", "markdown", "html"] | None = None


class DocumentSearch(_Body):
    """A document search; ``where`` filters on metadata (a list accepts any of its values)."""

    query: str
    k: K = 5
    where: dict[str, Any] | None = None


class CodeSearch(_Body):
    """A code search by what the code does."""

    description: str
    k: K = 5
    repo: str | None = None
    language: str | None = None
