"""The repositories of text memory: conversations, and documents split into chunks.

Vectors are kept in the store's shared embeddings table by text hash, so a text embedded once for
any purpose is never embedded again.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from toolmem.records import Chunk, ContextInfo, DocumentInfo, Message
from toolmem.stores.base import Changes
from toolmem.stores.idempotency import IdempotencyKey
from toolmem.types import Vectors

__all__ = ["ChunkRepository", "HistoryRepository", "StoredChunk"]


class HistoryRepository(ABC):
    """The conversation contexts of one workspace and their messages."""

    @abstractmethod
    def append(
        self,
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
    def read(self, context: str, *, limit: int | None = None, last: bool = False) -> list[Message]:
        """Messages of a context, oldest first; with ``limit``, the first ``limit`` or, with ``last``,
        the most recent ``limit`` (still oldest first)."""

    @abstractmethod
    def read_before(self, context: str, before: int | None, limit: int) -> list[Message]:
        """Up to ``limit`` messages with an id below ``before`` (all when ``None``), newest first: the
        way token windows walk back through a long conversation."""

    @abstractmethod
    def changes(self, context: str, embedder: str | None) -> Changes[Message]:
        """Every message of a context (keyed by id, oldest first) with its stored vector, consistently."""

    @abstractmethod
    def info(self, context: str) -> ContextInfo | None:
        """A context, or ``None`` if it holds no message."""

    @abstractmethod
    def list(
        self, *, keys: Mapping[str, str] | None = None, limit: int | None = None, offset: int = 0
    ) -> list[ContextInfo]:
        """Contexts, most recently updated first; with ``keys``, only those whose keys include them."""

    @abstractmethod
    def delete(self, context: str) -> int:
        """Delete a context and its messages; returns how many messages it held."""


@dataclass(frozen=True)
class StoredChunk:
    """A chunk with the text it is searched by (its vector is stored under that text's hash)."""

    chunk: Chunk
    search_text: str
    search_hash: str


class ChunkRepository(ABC):
    """One corpus of a workspace (``docs``, ``code``): documents and their chunks."""

    @abstractmethod
    def hashes(self, *, prefix: str | None = None) -> dict[str, str]:
        """Map each document id (optionally starting with ``prefix``) to its content hash."""

    @abstractmethod
    def put(
        self,
        documents: Sequence[tuple[DocumentInfo, Sequence[StoredChunk]]],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
    ) -> None:
        """Insert documents or replace them with all their chunks, and store new vectors, in one
        transaction (a reader sees the old chunks or the new, never a mix)."""

    @abstractmethod
    def delete(self, ids: Sequence[str]) -> list[str]:
        """Delete documents and their chunks in one transaction; returns the ids that existed."""

    @abstractmethod
    def list(self, *, prefix: str | None = None, limit: int | None = None, offset: int = 0) -> list[DocumentInfo]:
        """Documents ordered by id."""

    @abstractmethod
    def get(self, ids: Sequence[str]) -> dict[str, Chunk]:
        """The chunks among ``ids`` (``document#position``) that exist, metadata merged over the
        document's."""

    @abstractmethod
    def version(self) -> int:
        """A counter that grows with every change to the corpus."""

    @abstractmethod
    def changes(self, since: int | None, embedder: str | None) -> Changes[StoredChunk]:
        """The chunks changed and removed after version ``since`` (all when ``None``), with vectors."""
