"""The one exception tree of toolmem.

Every error toolmem raises derives from :class:`ToolmemError`; third-party exceptions
(``sqlite3``, ``httpx``, ``openai``, ``yaml``) are translated at the boundary and chained.

::

    ToolmemError
    ├── ConfigError                 toolmem was set up or called wrongly (HTTP 400)
    │   └── ValidationError         a value passed to an operation is invalid (.field; HTTP 422)
    │       ├── PayloadTooLargeError  a record is larger than the configured limit (.size, .limit; 413)
    │       └── IdempotencyKeyError   an idempotency key reused for another request (.key; 409)
    ├── DependencyError             an optional extra is not installed (message has the pip command)
    ├── IngestError                 a tool file or object is malformed (.path, .location)
    ├── NotFoundError               a record does not exist (.kind, .key)
    │   ├── ToolNotFoundError       no tool with that id in the workspace (.tool_id, .workspace)
    │   └── PlanNotFoundError       no plan with that id in the workspace (.plan_id, .workspace)
    ├── LLMError                    the chat model endpoint failed or answered nonsense
    ├── StoreError                  the database failed (locked, corrupt, unreachable)
    │   ├── MigrationError          the schema could not be brought up to date
    │   └── EmbedderMismatchError   vectors of another embedder are already stored (.workspace)
    └── EmbedderError               the embedding model or endpoint failed

Bad arguments, one rule:

* :class:`ValidationError` (HTTP 422) is a bad **value passed to an operation**: a record or one
  of its fields, a search text, ``k``, a filter, a role, an export format, a token cap, a path to
  index. The message starts with the field (``k: must be a positive integer, got 0``), quotes the
  value and says what is expected, whichever face (Python, CLI, HTTP, MCP) passed it.
* :class:`ConfigError` (HTTP 400) is a bad **configuration**: what toolmem is opened or built
  with (store URL, workspace name, embedder spec, chat model, settings objects such as
  ``PlanSettings``, constructor options, the gateway's config file) or a capability the
  configuration lacks (``rerank=True`` or ``evaluate=True`` without a chat model).

:class:`ValidationError` derives from :class:`ConfigError`, so ``except ConfigError`` catches every
way toolmem was called wrongly, and ``except ValidationError`` only the bad values.
"""

from __future__ import annotations

__all__ = [
    "ConfigError",
    "DependencyError",
    "EmbedderError",
    "EmbedderMismatchError",
    "IdempotencyKeyError",
    "IngestError",
    "LLMError",
    "MigrationError",
    "NotFoundError",
    "PayloadTooLargeError",
    "PlanNotFoundError",
    "StoreError",
    "ToolNotFoundError",
    "ToolmemError",
    "ValidationError",
]


class ToolmemError(Exception):
    """Base class of every error toolmem raises."""


class ConfigError(ToolmemError):
    """toolmem was set up or called wrongly: a bad configuration (store URL, workspace name,
    embedder, settings, a capability not configured); the message names the valid choices.

    Its subclass :class:`ValidationError` is a bad value passed to one operation.
    """


class DependencyError(ToolmemError):
    """An optional dependency is missing.

    Attributes:
        extra: the name of the toolmem extra that provides it.
    """

    def __init__(self, feature: str, extra: str, package: str) -> None:
        self.extra = extra
        super().__init__(
            f"{feature} needs the package {package!r}, which is not installed. "
            f"Install it with: pip install 'toolmem[{extra}]'"
        )


class IngestError(ToolmemError):
    """A tool definition could not be read.

    Attributes:
        path: the file it came from, or ``None`` for in-memory objects.
        location: where in the file (a JSON pointer such as ``/paths/~1pets/get``), or ``None``.
    """

    def __init__(self, message: str, *, path: str | None = None, location: str | None = None) -> None:
        self.path = path
        self.location = location
        where = ""
        if path is not None:
            where = path
        if location:
            where = f"{where} at {location}" if where else f"at {location}"
        super().__init__(f"{where}: {message}" if where else message)
        self.reason = message


#: The longest key a "not found" message quotes whole.
_SHOWN_KEY = 200


class NotFoundError(ToolmemError):
    """A record does not exist.

    Attributes:
        kind: what was looked for (``"tool"``, ``"workspace"``).
        key: the identifier that was not found.
    """

    def __init__(self, kind: str, key: str, hint: str = "") -> None:
        self.kind = kind
        self.key = key
        # A key can be anything a caller typed (a URL path, say): a long one is shown by its start.
        shown = repr(key) if len(key) <= _SHOWN_KEY else f"{key[:_SHOWN_KEY]!r}… ({len(key):,} characters)"
        message = f"no {kind} {shown}"
        super().__init__(f"{message}; {hint}" if hint else message)


class ToolNotFoundError(NotFoundError):
    """No tool with this id exists in the workspace.

    Attributes:
        tool_id: the id asked for.
        workspace: the workspace searched.
    """

    def __init__(self, tool_id: str, workspace: str) -> None:
        self.tool_id = tool_id
        self.workspace = workspace
        super().__init__(
            "tool", tool_id, f"workspace {workspace!r} has no such tool (list them with `toolmem tools list`)"
        )


class PlanNotFoundError(NotFoundError):
    """No plan with this id exists in the workspace (it may have been evicted).

    Attributes:
        plan_id: the id asked for.
        workspace: the workspace searched.
    """

    def __init__(self, plan_id: str, workspace: str) -> None:
        self.plan_id = plan_id
        self.workspace = workspace
        super().__init__("plan", plan_id, f"workspace {workspace!r} has no such plan (it may have been evicted)")


class StoreError(ToolmemError):
    """The database failed: it is locked, corrupt, unreachable or of a newer schema."""


class MigrationError(StoreError):
    """The database schema could not be brought up to date."""


class EmbedderMismatchError(StoreError):
    """The workspace already holds vectors from another embedder.

    Attributes:
        workspace: the workspace concerned.
        stored: the embedder id recorded in the store.
        requested: the embedder id that was asked for.
    """

    def __init__(self, workspace: str, stored: str, requested: str, *, reindexed: bool = False) -> None:
        self.workspace = workspace
        self.stored = stored
        self.requested = requested
        if reindexed:
            message = (
                f"workspace {workspace!r} was reindexed to embedder {stored!r} while this memory was open "
                f"with {requested!r}; open it again (omit the embedder to use {stored!r})"
            )
        else:
            message = (
                f"workspace {workspace!r} was built with embedder {stored!r}, not {requested!r}; "
                f"open it with embedder={stored!r} (or omit the embedder to reuse it), move it to the new one "
                f"with `toolmem -w {workspace} reindex --embedder '{requested}'` (Memory.reindex), "
                f"or use another workspace for {requested!r}"
            )
        super().__init__(message)


class EmbedderError(ToolmemError):
    """The embedding model or endpoint failed."""


class ValidationError(ConfigError):
    """A value passed to an operation is invalid; the message names the field, quotes the value
    and says what is expected.

    Attributes:
        field: the name of the offending field.
    """

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        super().__init__(f"{field}: {message}")


class PayloadTooLargeError(ValidationError):
    """A record exceeds the size limit.

    Attributes:
        size: its size in bytes.
        limit: the limit in bytes.
    """

    def __init__(self, field: str, size: int, limit: int) -> None:
        self.size = size
        self.limit = limit
        super().__init__(field, f"{size:,} bytes exceed the limit of {limit:,}; cap the output or raise the limit")


class IdempotencyKeyError(ValidationError):
    """An idempotency key was already used for another request, or its request is no longer kept.

    Attributes:
        key: the key.
    """

    def __init__(self, key: str, message: str) -> None:
        self.key = key
        super().__init__("idempotency_key", f"{key[:80]!r} {message}")


class LLMError(ToolmemError):
    """The chat model endpoint failed, or its answer could not be used."""
