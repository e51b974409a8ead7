"""Tools and tool search hits."""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from toolmem.errors import IngestError, ValidationError
from toolmem.records.checks import check_json, check_text
from toolmem.records.parameters import check_parameters
from toolmem.text.tool_texts import bm25_text, dense_text

__all__ = ["EMPTY_PARAMETERS", "MAX_ID_LENGTH", "Tool", "ToolHit", "check_id", "content_hash"]

EMPTY_PARAMETERS: Mapping[str, Any] = {"type": "object", "properties": {}}
MAX_ID_LENGTH = 512
# Characters an id may not hold: control characters (tabs and newlines included), line and
# paragraph separators, lone surrogates and unassigned code points.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cs", "Cn", "Zl", "Zp"})
_QUOTED_PREFIX = 40


def check_id(value: object, what: str = "tool id") -> str:
    """Return ``value`` if it is a valid id, else raise :class:`IngestError` saying why.

    An id is any printable text: spaces, punctuation and any script are allowed; control
    characters and blank ids are not, and it is at most :data:`MAX_ID_LENGTH` characters long.
    The error quotes at most the first 40 characters of a long value.

    Example:
        >>> check_id("Seal Tools/translate text")
        'Seal Tools/translate text'
    """
    if not isinstance(value, str):
        raise IngestError(f"{what} must be a string, got {type(value).__name__}")
    if not value.strip():
        raise IngestError(f"{what} must not be empty or blank, got {value!r}")
    if len(value) > MAX_ID_LENGTH:
        start = value[:_QUOTED_PREFIX]
        raise IngestError(
            f"{what} is {len(value):,} characters long, over the limit of {MAX_ID_LENGTH}; it starts {start!r}"
        )
    for position, char in enumerate(value):
        if unicodedata.category(char) in _REFUSED_CATEGORIES:
            start = value[:_QUOTED_PREFIX] + ("…" if len(value) > _QUOTED_PREFIX else "")
            raise IngestError(
                f"{what} {start!r} holds the control character {char!r} at position {position}; "
                "ids may hold any printable character"
            )
    return value


def content_hash(value: Any) -> str:
    """Return a stable SHA-256 hex digest of a JSON-serialisable value."""
    data = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(data.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Tool:
    """A tool an agent can call.

    Attributes:
        id: unique within a workspace: any printable text (spaces and any script allowed, no
            control characters), at most 512 characters. Tools read from a file or an MCP server
            without ids of their own get ``<namespace>.<name or operation>``.
        name: the function name a model calls it by (exported under each provider's naming
            rules by :mod:`toolmem.tools.names`).
        description: what it does, in words; this is what retrieval reads most.
        parameters: a JSON Schema object describing its arguments.
        tags: free labels used by tag filters (``search(..., tags=["finance"])``).
        source: where it came from: ``json``, ``openapi``, ``mcp``, ``openai``, ``anthropic``,
            ``python``.
        metadata: anything else worth keeping (HTTP method and path, server name, ...);
            ``metadata["namespace"]`` names the source the tool came from (see :attr:`namespace`).
    """

    id: str
    name: str
    description: str = ""
    parameters: Mapping[str, Any] = field(default_factory=lambda: dict(EMPTY_PARAMETERS))
    tags: tuple[str, ...] = ()
    source: str = "json"
    metadata: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        check_id(self.id)
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
        _check_storable(self)

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
    def namespace(self) -> str:
        """The source the tool came from (a spec, an MCP server, a name the user gave), or ``""``.

        Tools of one namespace are replaced together by :meth:`ToolCatalogue.sync
        <toolmem.tools.catalogue.ToolCatalogue.sync>`; ids of two namespaces never overwrite
        each other. Kept in ``metadata["namespace"]``.
        """
        value = self.metadata.get("namespace")
        return value if isinstance(value, str) else ""

    def in_namespace(self, namespace: str, *, tool_id: str | None = None) -> Tool:
        """A copy of this tool recorded under ``namespace`` (and ``tool_id`` when given)."""
        metadata = {**self.metadata, "namespace": namespace} if namespace else dict(self.metadata)
        if not namespace:
            metadata.pop("namespace", None)
        return Tool(
            id=self.id if tool_id is None else tool_id,
            name=self.name,
            description=self.description,
            parameters=self.parameters,
            tags=self.tags,
            source=self.source,
            metadata=metadata,
        )

    @property
    def content_hash(self) -> str:
        """Digest of everything that defines the tool; changes when any field changes."""
        return content_hash(self.to_dict())

    def embedding_text(self) -> str:
        """The text the dense retriever embeds: name in words, summary, route
        (:func:`toolmem.text.tool_texts.dense_text`)."""
        return dense_text(self)

    def search_text(self) -> str:
        """The text keyword search indexes: name, summary, description, parameters, tags, route
        (:func:`toolmem.text.tool_texts.bm25_text`)."""
        return bm25_text(self)

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
        """Build a tool from toolmem's JSON format (``id`` and ``name`` required; a top-level
        ``namespace`` is kept in the metadata).

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
        namespace = data.get("namespace")
        if namespace is not None:
            if not isinstance(namespace, str):
                raise IngestError(f"tool {data['id']!r}: namespace must be a string, got {namespace!r}")
            metadata = {**metadata, "namespace": namespace} if namespace else metadata
        return cls(
            id=data["id"],
            name=data["name"],
            description=data.get("description") or "",
            parameters=parameters,
            tags=tuple(tags),
            source=str(data.get("source") or "json"),
            metadata=metadata,
        )


def _check_storable(tool: Tool) -> None:
    """Refuse text a store cannot keep, JSON nested too deep to read back or holding NaN (see
    :mod:`.checks`), and parameters that are no JSON Schema (see :mod:`.parameters`)."""
    try:
        for name in ("id", "name", "description", "source"):
            value = getattr(tool, name)
            if isinstance(value, str):
                check_text(value, name)
        for tag in tool.tags:
            check_text(tag, "tags")
        check_json(tool.parameters, "parameters")
        check_parameters(tool.parameters)
        check_json(tool.metadata, "metadata")
    except ValidationError as exc:
        raise IngestError(f"tool {tool.id!r}: {exc}") from exc


@dataclass(frozen=True)
class ToolHit:
    """One search result.

    Attributes:
        id: the tool's id.
        score: the fused relevance score; higher is better, comparable within one search.
        tool: the tool itself.
        rank: 1 for the best hit.
        reasons: which signals matched, e.g. ``{"dense": 0.71, "bm25": 3.2}`` (raw scores);
            ``"rerank"``: the chat model's relevance in [0, 1] when the hit was reranked.
        justification: why the chat model judged the hit so, when it was reranked.
    """

    id: str
    score: float
    tool: Tool
    rank: int
    reasons: Mapping[str, float] = field(default_factory=dict)
    justification: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the hit as plain JSON-serialisable data (``justification`` only when reranked)."""
        data: dict[str, Any] = {
            "rank": self.rank,
            "id": self.id,
            "score": self.score,
            "reasons": dict(self.reasons),
            "tool": self.tool.to_dict(),
        }
        if self.justification is not None:
            data["justification"] = self.justification
        return data
