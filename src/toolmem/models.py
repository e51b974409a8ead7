"""The records toolmem stores and returns: tools, calls, plans, messages, chunks and their hits."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from toolmem.errors import IngestError, ValidationError

__all__ = [
    "EMPTY_PARAMETERS",
    "ROLES",
    "Call",
    "Chunk",
    "ChunkHit",
    "CodeHit",
    "ContextInfo",
    "DocumentInfo",
    "Guidelines",
    "IndexReport",
    "Message",
    "MessageHit",
    "Plan",
    "PlanHit",
    "Step",
    "Tool",
    "ToolHit",
    "ToolStats",
    "content_hash",
]

EMPTY_PARAMETERS: Mapping[str, Any] = {"type": "object", "properties": {}}

_ID_RE = re.compile(r"^[^\s/][^\s]{0,255}$")


def content_hash(value: Any) -> str:
    """Return a stable SHA-256 hex digest of a JSON-serialisable value."""
    data = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(data.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Tool:
    """A tool an agent can call.

    Attributes:
        id: unique within a workspace; no whitespace, at most 256 characters.
        name: the function name a model calls it by.
        description: what it does, in words; this is what retrieval reads most.
        parameters: a JSON Schema object describing its arguments.
        tags: free labels used by tag filters (``search(..., tags=["finance"])``).
        source: where it came from: ``json``, ``openapi``, ``mcp``, ``openai``, ``anthropic``,
            ``python``.
        metadata: anything else worth keeping (HTTP method and path, server name, ...).
    """

    id: str
    name: str
    description: str = ""
    parameters: Mapping[str, Any] = field(default_factory=lambda: dict(EMPTY_PARAMETERS))
    tags: tuple[str, ...] = ()
    source: str = "json"
    metadata: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not _ID_RE.match(self.id):
            raise IngestError(f"tool id must be a non-empty string without whitespace, got {self.id!r}")
        if not isinstance(self.name, str) or not self.name.strip():
            raise IngestError(f"tool {self.id!r} needs a non-empty name, got {self.name!r}")
        if not isinstance(self.description, str):
            raise IngestError(f"tool {self.id!r}: description must be a string, got {self.description!r}")
        if not isinstance(self.parameters, Mapping):
            raise IngestError(f"tool {self.id!r}: parameters must be a JSON Schema object, got {self.parameters!r}")
        tags = self.tags
        if isinstance(tags, str) or not all(isinstance(t, str) for t in tags):
            raise IngestError(f"tool {self.id!r}: tags must be a list of strings, got {tags!r}")
        object.__setattr__(self, "tags", tuple(dict.fromkeys(t.strip() for t in tags if t.strip())))

    @classmethod
    def restore(
        cls,
        id: str,
        name: str,
        description: str,
        parameters: Mapping[str, Any],
        tags: tuple[str, ...],
        source: str,
        metadata: Mapping[str, Any],
    ) -> Tool:
        """Rebuild a tool that was validated when it was stored, without validating it again.

        Stores use this on their read path, where it is several times cheaper than the
        constructor; anything else should call the constructor.
        """
        tool = object.__new__(cls)
        for name_, value in (
            ("id", id),
            ("name", name),
            ("description", description),
            ("parameters", parameters),
            ("tags", tags),
            ("source", source),
            ("metadata", metadata),
        ):
            object.__setattr__(tool, name_, value)
        return tool

    @property
    def content_hash(self) -> str:
        """Digest of everything that defines the tool; changes when any field changes."""
        return content_hash(self.to_dict())

    def embedding_text(self) -> str:
        """The text the dense retriever embeds: ``name words: description``.

        On MetaTool's training queries this form beat name + description + parameters + tags for
        all-MiniLM-L6-v2 (NDCG@5 .671 vs .655); parameters are added only when there is no
        description to speak for the tool.
        """
        name = _split_identifier(self.name)
        if self.description.strip():
            return f"{name}: {self.description}"
        params = self.parameters.get("properties")
        if isinstance(params, Mapping) and params:
            return f"{name}: parameters {', '.join(_split_identifier(str(p)) for p in params)}"
        return name

    def search_text(self) -> str:
        """The text keyword search indexes: name, description, tags and parameter names."""
        words = [_split_identifier(self.name), self.description]
        params = self.parameters.get("properties")
        if isinstance(params, Mapping) and params:
            words.append("Parameters: " + ", ".join(_split_identifier(str(p)) for p in params))
        if self.tags:
            words.append("Tags: " + ", ".join(self.tags))
        return "\n".join(w for w in words if w)

    def to_dict(self) -> dict[str, Any]:
        """Return the tool in toolmem's own JSON format."""
        return {
            "id": self.id,
            "name": self.name,
            "description": self.description,
            "parameters": dict(self.parameters),
            "tags": list(self.tags),
            "source": self.source,
            "metadata": dict(self.metadata),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Tool:
        """Build a tool from toolmem's JSON format (``id`` and ``name`` required).

        Raises:
            IngestError: a field is missing or of the wrong type.
        """
        if not isinstance(data, Mapping):
            raise IngestError(f"a tool must be a JSON object, got {type(data).__name__}")
        missing = [k for k in ("id", "name") if k not in data]
        if missing:
            raise IngestError(f"tool is missing required field(s) {', '.join(missing)}")
        parameters = data.get("parameters") or dict(EMPTY_PARAMETERS)
        tags = data.get("tags") or ()
        if isinstance(tags, str) or not isinstance(tags, (list, tuple)):
            raise IngestError(f"tool {data['id']!r}: tags must be a list of strings, got {tags!r}")
        metadata = data.get("metadata") or {}
        if not isinstance(metadata, Mapping):
            raise IngestError(f"tool {data['id']!r}: metadata must be an object, got {metadata!r}")
        return cls(
            id=data["id"],
            name=data["name"],
            description=data.get("description") or "",
            parameters=parameters,
            tags=tuple(tags),
            source=str(data.get("source") or "json"),
            metadata=metadata,
        )


@dataclass(frozen=True)
class ToolHit:
    """One search result.

    Attributes:
        id: the tool's id.
        score: the fused relevance score; higher is better, comparable within one search.
        tool: the tool itself.
        rank: 1 for the best hit.
        reasons: which signals matched, e.g. ``{"dense": 0.71, "bm25": 3.2}`` (raw scores).
    """

    id: str
    score: float
    tool: Tool
    rank: int
    reasons: Mapping[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Return the hit as plain JSON-serialisable data."""
        return {
            "rank": self.rank,
            "id": self.id,
            "score": self.score,
            "reasons": dict(self.reasons),
            "tool": self.tool.to_dict(),
        }


@dataclass(frozen=True)
class Call:
    """One recorded tool invocation.

    Attributes:
        id: the store's id for it (``0`` before it is stored).
        tool_id: the tool that was called.
        request: the user request that led to the call ("" when unknown).
        input: the arguments, as JSON-serialisable data.
        output: what the tool returned (capped when recorded with a token cap).
        success: whether the call did what was asked.
        error: the error message of a failed call.
        time_cost: seconds the call took.
        token_cost: tokens the call cost (input + output, counted when not given).
        evaluation: an optional judgement in words (from an LLM judge or a person).
        score: an optional quality score in [0, 1].
        metadata: anything else (agent, model, trace id).
        created_at: seconds since the epoch.
        content_hash: identifies the call; recording the same call twice stores it once.
        output_handle: where the uncapped output can be read back, if it was kept.
    """

    tool_id: str
    request: str = ""
    input: Any = None
    output: str = ""
    success: bool = True
    error: str | None = None
    time_cost: float = 0.0
    token_cost: int = 0
    evaluation: str | None = None
    score: float | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    created_at: float = 0.0
    content_hash: str = ""
    id: int = 0
    output_handle: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the call as plain JSON-serialisable data."""
        return {
            "id": self.id,
            "tool_id": self.tool_id,
            "request": self.request,
            "input": self.input,
            "output": self.output,
            "success": self.success,
            "error": self.error,
            "time_cost": self.time_cost,
            "token_cost": self.token_cost,
            "evaluation": self.evaluation,
            "score": self.score,
            "metadata": dict(self.metadata),
            "created_at": self.created_at,
            "content_hash": self.content_hash,
            "output_handle": self.output_handle,
        }


@dataclass(frozen=True)
class ToolStats:
    """How a tool has behaved.

    Attributes:
        tool_id: the tool.
        calls: calls counted (all history, or the last ``window`` kept calls).
        successes: successful calls among them.
        success_rate: ``successes / calls`` (0 without calls).
        avg_time_cost: mean seconds per call.
        p50_time_cost, p95_time_cost: time percentiles over the kept history.
        avg_token_cost: mean tokens per call.
        last_error: the most recent error message, if any.
        first_seen, last_seen: timestamps of the first and last call (``None`` without calls).
        window: ``None`` for all history, else the number of recent calls asked for.
    """

    tool_id: str
    calls: int
    successes: int
    success_rate: float
    avg_time_cost: float
    p50_time_cost: float
    p95_time_cost: float
    avg_token_cost: float
    last_error: str | None
    first_seen: float | None
    last_seen: float | None
    window: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the statistics as plain data."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}


@dataclass(frozen=True)
class Guidelines:
    """Usage guidelines of a tool.

    Attributes:
        tool_id: the tool.
        text: the guidelines, statistics block included.
        source: ``"llm:<model>"`` when a model wrote them, ``"statistics"`` when none was configured.
        calls_seen: how many calls had been recorded when they were written.
        created_at: when they were written.
    """

    tool_id: str
    text: str
    source: str
    calls_seen: int
    created_at: float

    def to_dict(self) -> dict[str, Any]:
        """Return the guidelines as plain data."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}


_CAMEL_RE = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def _split_identifier(name: str) -> str:
    """Turn ``getWeather_forecast`` into ``get Weather forecast`` so both retrievers see words."""
    spaced = _CAMEL_RE.sub(" ", name).replace("_", " ").replace("-", " ").replace(".", " ")
    return " ".join(spaced.split())


@dataclass(frozen=True)
class Step:
    """One step of a plan: a tool call with its arguments and what it returned, or a direct answer.

    Attributes:
        tool_id: the tool called, or ``None`` for a direct answer.
        arguments: the call's arguments (JSON values).
        observation: what the call returned, as text, if recorded.
        answer: the direct answer, for a step that calls no tool.
    """

    tool_id: str | None = None
    arguments: Mapping[str, Any] = field(default_factory=dict)
    observation: str | None = None
    answer: str | None = None

    def __post_init__(self) -> None:
        if (self.tool_id is None) == (self.answer is None):
            raise ValidationError("step", "a plan step has either a tool_id (a call) or an answer, not both or neither")
        if self.tool_id is not None and (not isinstance(self.tool_id, str) or not self.tool_id):
            raise ValidationError("tool_id", f"must be a non-empty string, got {self.tool_id!r}")
        if not isinstance(self.arguments, Mapping):
            raise ValidationError("arguments", f"must be an object, got {self.arguments!r}")
        if self.answer is not None and not isinstance(self.answer, str):
            raise ValidationError("answer", f"must be text, got {self.answer!r}")

    @classmethod
    def from_value(cls, value: Step | Mapping[str, Any]) -> Step:
        """A step from itself or from a dict (``tool_id``/``tool``, ``arguments``, ``observation``, ``answer``).

        Raises:
            ValidationError: the dict is not a step.
        """
        if isinstance(value, Step):
            return value
        if not isinstance(value, Mapping):
            raise ValidationError("step", f"must be an object, got {type(value).__name__}")
        unknown = set(value) - {"tool_id", "tool", "arguments", "observation", "answer"}
        if unknown:
            raise ValidationError("step", f"unknown field(s): {', '.join(sorted(unknown))}")
        observation = value.get("observation")
        return cls(
            tool_id=value.get("tool_id", value.get("tool")),
            arguments=value.get("arguments") or {},
            observation=None if observation is None else str(observation),
            answer=value.get("answer"),
        )

    def to_dict(self) -> dict[str, Any]:
        """The step as plain JSON data (empty fields left out)."""
        data: dict[str, Any] = {}
        if self.tool_id is not None:
            data["tool_id"] = self.tool_id
            data["arguments"] = dict(self.arguments)
        if self.observation is not None:
            data["observation"] = self.observation
        if self.answer is not None:
            data["answer"] = self.answer
        return data


@dataclass(frozen=True)
class Plan:
    """A request and the steps that satisfied it, with its reward.

    Attributes:
        id: stable id, derived from the request and the steps (storing both again gives the same id).
        request: the request text it answered.
        steps: the steps, in order.
        score: the reward, an exponential moving average of feedback in [0, 1]; starts at 1.
        hits: how often a lookup returned it.
        successes, failures: feedback received.
        tools: the content hash of every tool the steps use, when the plan was stored.
        created_at, updated_at: Unix times.
        last_used_at: when a lookup last returned it.
    """

    id: str
    request: str
    steps: tuple[Step, ...]
    score: float = 1.0
    hits: int = 0
    successes: int = 0
    failures: int = 0
    tools: Mapping[str, str] = field(default_factory=dict)
    created_at: float = 0.0
    updated_at: float = 0.0
    last_used_at: float | None = None

    def to_dict(self) -> dict[str, Any]:
        """The plan as plain JSON data."""
        return {
            "id": self.id,
            "request": self.request,
            "steps": [step.to_dict() for step in self.steps],
            "score": self.score,
            "hits": self.hits,
            "successes": self.successes,
            "failures": self.failures,
            "tools": dict(self.tools),
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            "last_used_at": self.last_used_at,
        }


@dataclass(frozen=True)
class PlanHit:
    """A stored plan that answers a request.

    Attributes:
        id: the plan's id (give it to ``mem.plans.feedback``).
        steps: the steps to replay, with argument values taken from *this* request where the stored
            request supplied them (see ``slots``).
        similarity: cosine similarity of the two requests' embeddings, in [-1, 1].
        score: the plan's reward in [0, 1].
        agreement: the similarity-weighted share of the most similar stored requests whose plans
            use the same tools, in [0, 1].
        plan: the plan as stored.
        slots: argument values replaced for this request, ``{stored value: new value}``.
    """

    id: str
    steps: tuple[Step, ...]
    similarity: float
    score: float
    agreement: float
    plan: Plan
    slots: Mapping[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The hit as plain JSON data."""
        return {
            "id": self.id,
            "steps": [step.to_dict() for step in self.steps],
            "similarity": self.similarity,
            "score": self.score,
            "agreement": self.agreement,
            "slots": dict(self.slots),
            "plan": self.plan.to_dict(),
        }


ROLES: tuple[str, ...] = ("system", "user", "assistant", "tool")


@dataclass(frozen=True)
class Message:
    """One message of a conversation.

    Attributes:
        role: ``"system"``, ``"user"``, ``"assistant"`` or ``"tool"``.
        content: the text.
        tokens: its length in tokens (``o200k_base`` unless the history says otherwise).
        id: the store's id, increasing within a workspace (0 before it is stored).
        created_at: seconds since the epoch.
        metadata: anything else (a tool call id, a tool name, an author).
    """

    role: str
    content: str
    tokens: int = 0
    id: int = 0
    created_at: float = 0.0
    metadata: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The message as plain JSON data."""
        return {
            "id": self.id,
            "role": self.role,
            "content": self.content,
            "tokens": self.tokens,
            "created_at": self.created_at,
            "metadata": dict(self.metadata),
        }

    def to_openai(self) -> dict[str, Any]:
        """The message in OpenAI chat format (``{"role", "content"}``, plus ``tool_call_id`` for tools)."""
        out: dict[str, Any] = {"role": self.role, "content": self.content}
        if self.role == "tool" and "tool_call_id" in self.metadata:
            out["tool_call_id"] = self.metadata["tool_call_id"]
        return out


@dataclass(frozen=True)
class MessageHit:
    """A message found by search within one conversation.

    Attributes:
        message: the message.
        score: cosine similarity to the query (keyword-only: the BM25 score).
    """

    message: Message
    score: float

    def to_dict(self) -> dict[str, Any]:
        """The hit as plain JSON data."""
        return {"score": self.score, "message": self.message.to_dict()}


@dataclass(frozen=True)
class ContextInfo:
    """A conversation context of a workspace.

    Attributes:
        id: a digest of the keys (the same keys always give the same id).
        keys: the keys that identify it, e.g. ``{"user": "42", "chat": "telegram:991"}``.
        messages: how many messages it holds.
        created_at: when its first message was stored.
        updated_at: when its last message was stored.
    """

    id: str
    keys: Mapping[str, str]
    messages: int
    created_at: float
    updated_at: float

    def to_dict(self) -> dict[str, Any]:
        """The context as plain JSON data."""
        return {
            "id": self.id,
            "keys": dict(self.keys),
            "messages": self.messages,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
        }


@dataclass(frozen=True)
class Chunk:
    """A piece of a document or a code symbol.

    Attributes:
        id: ``<document id>#<position>``, unique across documents.
        document: the document (or source file) it belongs to.
        position: its place in the document, from 0.
        text: the text (or source code).
        tokens: its length in tokens.
        metadata: where it sits (``heading``, ``page``; for code ``symbol``, ``kind``, ``start_line``,
            ``end_line``, ``language``) merged over the document's own metadata.
    """

    id: str
    document: str
    position: int
    text: str
    tokens: int = 0
    metadata: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The chunk as plain JSON data."""
        return {
            "id": self.id,
            "document": self.document,
            "position": self.position,
            "text": self.text,
            "tokens": self.tokens,
            "metadata": dict(self.metadata),
        }


@dataclass(frozen=True)
class ChunkHit:
    """A chunk found by search.

    Attributes:
        chunk: the chunk.
        score: the fused relevance score; higher is better, comparable within one search.
        rank: 1 for the best hit.
        reasons: the raw signals (``dense`` cosine, ``bm25``).
    """

    chunk: Chunk
    score: float
    rank: int
    reasons: Mapping[str, float] = field(default_factory=dict)

    @property
    def id(self) -> str:
        """The chunk's id."""
        return self.chunk.id

    @property
    def document(self) -> str:
        """The id of the chunk's document."""
        return self.chunk.document

    @property
    def position(self) -> int:
        """The chunk's place in its document."""
        return self.chunk.position

    @property
    def text(self) -> str:
        """The chunk's text."""
        return self.chunk.text

    def to_dict(self) -> dict[str, Any]:
        """The hit as plain JSON data."""
        return {"rank": self.rank, "score": self.score, "reasons": dict(self.reasons), **self.chunk.to_dict()}


@dataclass(frozen=True)
class DocumentInfo:
    """A stored document (or indexed source file).

    Attributes:
        id: the document id.
        source: the path it was read from, or ``None`` for text given directly.
        format: ``text``, ``markdown``, ``html``, ``pdf``, or the language of a source file.
        title: its title when known.
        chunks: how many chunks it was split into.
        tokens: their total length in tokens.
        content_hash: SHA-256 of its content (re-adding the same content changes nothing).
        metadata: the metadata it was added with.
        updated_at: when it was last (re)added.
    """

    id: str
    source: str | None
    format: str
    title: str | None
    chunks: int
    tokens: int
    content_hash: str
    metadata: Mapping[str, Any] = field(default_factory=dict)
    updated_at: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        """The document as plain JSON data."""
        return {
            "id": self.id,
            "source": self.source,
            "format": self.format,
            "title": self.title,
            "chunks": self.chunks,
            "tokens": self.tokens,
            "content_hash": self.content_hash,
            "metadata": dict(self.metadata),
            "updated_at": self.updated_at,
        }


@dataclass(frozen=True)
class IndexReport:
    """What adding documents or indexing a code tree did.

    Attributes:
        documents: documents (files) looked at.
        changed: documents added or replaced because their content is new.
        unchanged: documents skipped because their content is already stored.
        removed: documents deleted (files that disappeared from an indexed tree).
        chunks: chunks written.
        embedded: chunks whose text had to be embedded (the rest reused stored vectors).
        ids: the ids of the documents added or replaced.
        skipped: files that could not be read, with the reason.
    """

    documents: int = 0
    changed: int = 0
    unchanged: int = 0
    removed: int = 0
    chunks: int = 0
    embedded: int = 0
    ids: tuple[str, ...] = ()
    skipped: Mapping[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The report as plain JSON data."""
        return {
            "documents": self.documents,
            "changed": self.changed,
            "unchanged": self.unchanged,
            "removed": self.removed,
            "chunks": self.chunks,
            "embedded": self.embedded,
            "ids": list(self.ids),
            "skipped": dict(self.skipped),
        }


@dataclass(frozen=True)
class CodeHit:
    """A code symbol found by search.

    Attributes:
        file: the source file, as ``<repository>/<path inside it>``.
        symbol: the qualified name (``JSONDecoder.decode``), or ``lines a-b`` for a window of lines.
        kind: ``function``, ``method``, ``class``, ``module``, ``window`` (or a language's own kind).
        start_line: the first line, from 1.
        end_line: the last line, inclusive.
        code: the source lines.
        score: the fused relevance score; higher is better.
        rank: 1 for the best hit.
        language: the source language.
        path: the file's absolute path when it was indexed.
    """

    file: str
    symbol: str
    kind: str
    start_line: int
    end_line: int
    code: str
    score: float
    rank: int
    language: str
    path: str | None = None

    @property
    def lines(self) -> tuple[int, int]:
        """``(start_line, end_line)``."""
        return self.start_line, self.end_line

    def to_dict(self) -> dict[str, Any]:
        """The hit as plain JSON data."""
        return {
            "rank": self.rank,
            "score": self.score,
            "file": self.file,
            "symbol": self.symbol,
            "kind": self.kind,
            "start_line": self.start_line,
            "end_line": self.end_line,
            "language": self.language,
            "path": self.path,
            "code": self.code,
        }
