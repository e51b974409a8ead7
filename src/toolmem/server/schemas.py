"""Request bodies of the HTTP API, thin pydantic models that document the OpenAPI schema.

The library validates values again (and answers with its own errors); these models pin the
shapes and every rule a client can check before sending, so that a body the OpenAPI document
accepts is one the library accepts:

* JSON types as they are: no ``"5"`` for 5, no ``true`` for 1.0 (an integral ``5.0`` is an integer,
  as JSON Schema says);
* numbers inside what SQLite, numpy and JSON clients hold (integers up to 2^53 - 1, times from
  1970 to 9999);
* stored text without NUL, which PostgreSQL cannot keep (:data:`NO_NUL`); names and queries with
  at least one character that is not a space (:data:`WORDS`); conversation keys as non-empty names.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import Header, Query
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema

from toolmem.memory import WORKSPACE_PATTERN
from toolmem.records.checks import MAX_TIME_COST, MAX_TIMESTAMP

__all__ = [
    "INTEGRAL",
    "MAX_INT",
    "NO_NUL",
    "REPO",
    "WORDS",
    "AnswerStep",
    "CallIn",
    "CallStep",
    "CodeSearch",
    "Count",
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
    "StoredText",
    "ToolSearch",
    "Words",
    "WorkspaceIn",
    "page",
]

#: The largest integer a JSON client holds exactly (2^53 - 1).
MAX_INT = 2**53 - 1
MAX_K = 1000
MAX_PAGE = 1000
MAX_OFFSET = 2**31

# The characters Python's str.strip() removes, spelled out so every regex engine (the server's,
# a client's) reads the patterns alike.
_SPACE = r"\t\n\x0b\x0c\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
#: Text without NUL.
NO_NUL = r"^[^\x00]*$"
#: Text without NUL holding at least one character that is not a space.
WORDS = rf"^[^\x00]*[^\x00{_SPACE}][^\x00]*$"
_NOT_IN_REPO = r"/\\\n\x00"
#: A repository name: words without '/', '\\' or a line break.
REPO = rf"^[^{_NOT_IN_REPO}]*[^{_NOT_IN_REPO}{_SPACE}][^{_NOT_IN_REPO}]*$"


def _integral(value: Any) -> Any:
    """``5.0`` as 5: JSON Schema's integers are numbers without a fraction, however written."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


#: Put after an integer's ``Field`` constraints (so the OpenAPI document keeps them): 5.0 is 5.
INTEGRAL = BeforeValidator(_integral)
StoredText = Annotated[str, Field(pattern=NO_NUL)]
Words = Annotated[str, Field(min_length=1, pattern=WORDS)]
K = Annotated[int, Field(ge=1, le=MAX_K, description="How many hits at most."), INTEGRAL]
Count = Annotated[int, Field(ge=1, le=MAX_OFFSET), INTEGRAL]
IdempotencyKey = Annotated[
    str | None,
    Header(
        alias="Idempotency-Key",
        pattern=r"^[\x21-\x7e]{1,255}$",
        description="A key of your choice (a UUID) for this write: a retry with the same key and body writes"
        " nothing and gets the first answer again; the same key with another body is 409. Kept 24 hours.",
    ),
]
Limit = Annotated[int, Query(ge=1, le=MAX_PAGE, description="Page size.")]
Offset = Annotated[int, Query(ge=0, le=MAX_OFFSET, description="Items to skip.")]
Keys = Annotated[
    dict[Annotated[str, Field(min_length=1, pattern=NO_NUL)], StoredText | int | float],
    Field(min_length=1),
    WithJsonSchema(
        {
            "type": "object",
            "description": 'The keys naming a conversation, e.g. {"user": "42", "chat": "telegram:991"}.',
            "minProperties": 1,
            "propertyNames": {"minLength": 1, "pattern": NO_NUL},
            "additionalProperties": {"anyOf": [{"type": "string", "pattern": NO_NUL}, {"type": "number"}]},
        }
    ),
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

    query: Words = Field(description="The request, in words.")
    k: K = 5
    tags: list[StoredText] | None = Field(None, description="Keep only tools carrying these tags.")
    tags_mode: Literal["any", "all"] = "any"
    rerank: bool = Field(False, description="Have the server's chat model rerank the fused top candidates.")


class CallIn(_Body):
    """One tool call to record (see ``ExperienceLog.record``)."""

    tool_id: Words
    request: StoredText = ""
    input: Any = None
    output: StoredText | dict[str, Any] | list[Any] | int | float | bool | None = Field(
        "", description="Text, or any JSON value (stored as JSON text)."
    )
    success: bool = True
    time_cost: float = Field(0.0, ge=0, le=MAX_TIME_COST, description="Seconds the call took (at most a year).")
    token_cost: Annotated[int, Field(ge=0, le=MAX_INT), INTEGRAL] | None = None
    error: StoredText | None = None
    created_at: float | None = Field(None, ge=0, le=MAX_TIMESTAMP, description="Seconds since the epoch.")
    metadata: dict[str, Any] | None = None
    evaluation: StoredText | None = None
    score: float | None = Field(None, ge=0, le=1)
    summary: str | None = None


class CallStep(_Body):
    """A step that calls a tool with its arguments (and what the call returned)."""

    tool_id: Annotated[str, Field(min_length=1, pattern=NO_NUL)]
    arguments: dict[str, Any] = Field(default_factory=dict)
    observation: StoredText | None = None
    answer: None = None


class AnswerStep(_Body):
    """A step that answers directly, calling no tool."""

    answer: StoredText
    tool_id: None = None
    arguments: dict[str, Any] = Field(default_factory=dict)
    observation: StoredText | None = None


class PlanIn(_Body):
    """A request with the steps that satisfied it."""

    request: Words
    steps: list[CallStep | AnswerStep] = Field(min_length=1)


class Lookup(_Body):
    """A request to find a stored plan for."""

    request: Words


class Feedback(_Body):
    """The outcome of replaying a plan."""

    success: bool


class MessageIn(_Body):
    """One message: role ``system``, ``user``, ``assistant`` or ``tool``."""

    role: Literal["system", "user", "assistant", "tool"]
    content: StoredText
    metadata: dict[str, Any] | None = None
    tool_call_id: StoredText | None = None


class MessagesIn(_Body):
    """Messages to append to a conversation."""

    keys: Keys
    messages: list[MessageIn]


class HistoryRead(_Body):
    """Which messages of a conversation to read: all (``limit`` most recent), the ``last`` n
    user/assistant ones, or the token ``window``."""

    keys: Keys
    limit: Count | None = None
    last: Count | None = None
    window: Count | None = Field(None, description="A token budget.")


class HistorySearch(_Body):
    """A search inside one conversation."""

    keys: Keys
    query: Words
    k: K = 5


class HistoryPrompt(_Body):
    """What to select for the next model call (see ``Conversation.prompt``)."""

    keys: Keys
    query: StoredText | None = None
    relevant: Annotated[int, Field(ge=0, le=MAX_K), INTEGRAL] = 3
    last: Count = 10
    max_tokens: Count | None = None


class HistoryDelete(_Body):
    """A conversation to delete."""

    keys: Keys


class DocumentIn(_Body):
    """A document given as text (the server never reads paths)."""

    text: StoredText
    doc_id: Words | None = Field(None, max_length=1024)
    metadata: dict[str, Any] | None = None
    format: Literal["text", "markdown", "html"] | None = None


class DocumentSearch(_Body):
    """A document search; ``where`` filters on metadata (a list accepts any of its values)."""

    query: Words
    k: K = 5
    where: dict[str, Any] | None = None


class CodeSearch(_Body):
    """A code search by what the code does."""

    description: Words
    k: K = 5
    repo: StoredText | None = None
    language: StoredText | None = None
