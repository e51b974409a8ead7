"""The store extension points for conversation history and for document and code chunks.

Every store implements these beside tools, calls and plans (see :class:`toolmem.stores.base.Store`).
Vectors are kept in the store's shared embeddings table by text hash, so a text embedded once for
any purpose is never embedded again.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from toolmem.models import Chunk, ContextInfo, DocumentInfo, Message
from toolmem.stores.base_idempotency import IdempotencyKey
from toolmem.types import Vectors

__all__ = ["ChunkSnapshot", "ChunkStore", "ContextVectors", "HistoryStore", "StoredChunk"]


@dataclass(frozen=True)
class ContextVectors:
    """The messages of one context with their vectors, for search.

    Attributes:
        messages: every message, oldest first.
        text_hashes: the key of each message's vector.
        vectors: ``(len(messages), d)`` unit vectors or ``None`` without an embedder; rows listed in
            ``missing`` are zero.
        missing: rows whose vector is not stored yet.
    """

    messages: list[Message]
    text_hashes: list[str]
    vectors: Vectors | None
    missing: list[int]


class HistoryStore(ABC):
    """Conversation contexts and their messages."""

    @abstractmethod
    def append_messages(
        self,
        workspace: str,
        context: str,
        keys: Mapping[str, str],
        messages: Sequence[Message],
        *,
        idempotency: IdempotencyKey | None = None,
    ) -> list[Message]:
        """Append messages to a context (created on first use) in one transaction; returns them with
        their ids and times. With ``idempotency``, the key is claimed in the same transaction and
        keeps ``{"ids": [...], "created_at": ...}`` (or raises ``KeyTaken``)."""

    @abstractmethod
    def read_messages(
        self, workspace: str, context: str, *, limit: int | None = None, last: bool = False
    ) -> list[Message]:
        """Messages of a context, oldest first; with ``limit``, the first ``limit`` or, with ``last``,
        the most recent ``limit`` (still oldest first)."""

    @abstractmethod
    def read_messages_before(self, workspace: str, context: str, before: int | None, limit: int) -> list[Message]:
        """Up to ``limit`` messages with an id below ``before`` (all when ``None``), newest first: the
        way token windows walk back through a long conversation."""

    @abstractmethod
    def context_vectors(self, workspace: str, context: str, embedder: str | None) -> ContextVectors:
        """Every message of a context with its stored vector, consistently."""

    @abstractmethod
    def context_info(self, workspace: str, context: str) -> ContextInfo | None:
        """A context, or ``None`` if it holds no message."""

    @abstractmethod
    def list_contexts(
        self, workspace: str, *, keys: Mapping[str, str] | None = None, limit: int | None = None, offset: int = 0
    ) -> list[ContextInfo]:
        """Contexts, most recently updated first; with ``keys``, only those whose keys include them."""

    @abstractmethod
    def delete_context(self, workspace: str, context: str) -> int:
        """Delete a context and its messages; returns how many messages it held."""


@dataclass(frozen=True)
class StoredChunk:
    """A chunk with the text it is searched by (its vector is stored under that text's hash)."""

    chunk: Chunk
    search_text: str
    search_hash: str


@dataclass(frozen=True)
class ChunkSnapshot:
    """Every chunk of a corpus, for building its search index.

    Attributes:
        version: the corpus's change counter when read.
        chunks: the chunks, in a fixed order (by document, then position), metadata merged over the
            document's.
        search_texts: the text each chunk is searched by.
        vectors: ``(len(chunks), d)`` unit vectors or ``None``; rows in ``missing`` are zero.
        missing: rows whose vector is not stored yet.
        search_hashes: the vector key of each chunk.
    """

    version: int
    chunks: list[Chunk]
    search_texts: list[str]
    vectors: Vectors | None
    missing: list[int]
    search_hashes: list[str]


class ChunkStore(ABC):
    """Documents split into chunks, in named corpora (``docs``, ``code``) per workspace."""

    @abstractmethod
    def document_hashes(self, workspace: str, corpus: str, *, prefix: str | None = None) -> dict[str, str]:
        """Map each document id of a corpus (optionally starting with ``prefix``) to its content hash."""

    @abstractmethod
    def put_documents(
        self,
        workspace: str,
        corpus: str,
        documents: Sequence[tuple[DocumentInfo, Sequence[StoredChunk]]],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
    ) -> None:
        """Insert documents or replace them with all their chunks, and store new vectors, in one
        transaction (a reader sees the old chunks or the new, never a mix)."""

    @abstractmethod
    def delete_documents(self, workspace: str, corpus: str, ids: Sequence[str]) -> list[str]:
        """Delete documents and their chunks in one transaction; returns the ids that existed."""

    @abstractmethod
    def list_documents(
        self, workspace: str, corpus: str, *, prefix: str | None = None, limit: int | None = None, offset: int = 0
    ) -> list[DocumentInfo]:
        """Documents ordered by id."""

    @abstractmethod
    def list_corpora(self, workspace: str) -> list[str]:
        """The names of the workspace's corpora that hold documents, sorted."""

    @abstractmethod
    def corpus_version(self, workspace: str, corpus: str) -> int:
        """A counter that grows with every change to the corpus."""

    @abstractmethod
    def chunk_snapshot(self, workspace: str, corpus: str, embedder: str | None) -> ChunkSnapshot:
        """Read every chunk of a corpus with its vector, consistently."""
