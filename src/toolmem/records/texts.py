"""Conversation messages, document chunks and code symbols, and their search hits."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "ROLES",
    "Chunk",
    "ChunkHit",
    "CodeHit",
    "ContextInfo",
    "DocumentInfo",
    "IndexReport",
    "Message",
    "MessageHit",
]

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
