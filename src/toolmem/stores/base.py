"""The store extension point: where every record of every workspace lives.

A store holds records and vectors durably; fast search structures are derived from it in
memory (see :mod:`toolmem.tools.index`). Backends are chosen by URL (:func:`toolmem.stores.open_store`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from toolmem.embedders.base import Vectors
from toolmem.errors import EmbedderMismatchError
from toolmem.models import Tool

__all__ = ["IndexSnapshot", "Store", "StoredTool", "WorkspaceInfo"]


@dataclass(frozen=True)
class WorkspaceInfo:
    """What a store records about a workspace.

    Attributes:
        name: the workspace name.
        embedder: id of the embedder its vectors come from, or ``None`` before the first vector.
        dimensions: the vectors' length, or ``None``.
        created_at: seconds since the epoch.
        tools: how many tools it holds.
    """

    name: str
    embedder: str | None
    dimensions: int | None
    created_at: float
    tools: int = 0


@dataclass(frozen=True)
class StoredTool:
    """A tool with the hash of the text its vector was computed from."""

    tool: Tool
    text_hash: str


@dataclass(frozen=True)
class IndexSnapshot:
    """Everything needed to build a workspace's in-memory search index.

    Attributes:
        version: the workspace's change counter when read; a different value later means stale.
        tools: every tool, in a fixed order.
        text_hashes: the text hash of each tool, in the same order.
        vectors: ``(len(tools), d)`` unit vectors in the same order, or ``None`` without an embedder.
            Rows of tools whose vector is missing are zero (see ``missing``).
        missing: positions of tools that have no vector for the embedder yet.
    """

    version: int
    tools: list[Tool]
    text_hashes: list[str]
    vectors: Vectors | None
    missing: list[int]


class Store(ABC):
    """Durable storage of workspaces, tools and vectors.

    Attributes:
        url: the URL it was opened from.
        schemes: URL schemes this backend serves (``("sqlite",)``).
    """

    schemes: ClassVar[tuple[str, ...]] = ()
    url: str

    @abstractmethod
    def close(self) -> None:
        """Release connections; the store is unusable afterwards."""

    # workspaces -----------------------------------------------------------------------------
    @abstractmethod
    def workspace(self, name: str) -> WorkspaceInfo | None:
        """Return what is recorded of a workspace, or ``None`` if it does not exist."""

    @abstractmethod
    def ensure_workspace(self, name: str) -> WorkspaceInfo:
        """Create the workspace if needed and return it."""

    @abstractmethod
    def set_embedder(self, name: str, embedder: str, dimensions: int) -> None:
        """Record the embedder of a workspace that has none yet."""

    @abstractmethod
    def list_workspaces(self) -> list[WorkspaceInfo]:
        """Every workspace, sorted by name."""

    @abstractmethod
    def delete_workspace(self, name: str) -> bool:
        """Delete a workspace and everything in it; return whether it existed."""

    def bind_embedder(self, name: str, embedder: str, dimensions: int) -> WorkspaceInfo:
        """Tie a workspace to an embedder, or check that it is already tied to the same one.

        Raises:
            EmbedderMismatchError: the workspace holds vectors of another embedder.
        """
        info = self.ensure_workspace(name)
        if info.embedder is None:
            self.set_embedder(name, embedder, dimensions)
            return self.ensure_workspace(name)
        if info.embedder != embedder or info.dimensions != dimensions:
            raise EmbedderMismatchError(name, info.embedder, embedder)
        return info

    # tools ----------------------------------------------------------------------------------
    @abstractmethod
    def tool_hashes(self, workspace: str) -> dict[str, str]:
        """Map each tool id of the workspace to its content hash."""

    @abstractmethod
    def write_tools(
        self,
        workspace: str,
        tools: Sequence[StoredTool],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
    ) -> None:
        """Insert or replace tools and store new vectors, all in one transaction."""

    @abstractmethod
    def delete_tools(self, workspace: str, ids: Sequence[str]) -> list[str]:
        """Delete tools by id in one transaction; return the ids that existed."""

    @abstractmethod
    def get_tools(self, workspace: str, ids: Sequence[str]) -> dict[str, Tool]:
        """Return the tools among ``ids`` that exist, by id."""

    @abstractmethod
    def list_tools(self, workspace: str, *, limit: int | None = None, offset: int = 0) -> list[Tool]:
        """Tools of a workspace ordered by id."""

    @abstractmethod
    def stored_vectors(self, embedder: str, text_hashes: Sequence[str]) -> set[str]:
        """The subset of ``text_hashes`` that already have a vector from ``embedder``."""

    @abstractmethod
    def version(self, workspace: str) -> int:
        """The workspace's change counter: it grows with every write to its tools."""

    @abstractmethod
    def snapshot(self, workspace: str, embedder: str | None) -> IndexSnapshot:
        """Read the tools and vectors of a workspace consistently (one transaction)."""

    # derived data ---------------------------------------------------------------------------
    @abstractmethod
    def read_cache(self, workspace: str, key: str) -> tuple[int, bytes] | None:
        """A saved derived structure (a search index) and the workspace version it reflects."""

    @abstractmethod
    def write_cache(self, workspace: str, key: str, version: int, payload: bytes) -> None:
        """Save a derived structure, replacing the one under the same key."""


def decode_vector(blob: bytes, dimensions: int) -> Vectors:
    """Decode a stored little-endian float32 vector."""
    vector = np.frombuffer(blob, dtype="<f4")
    if vector.shape != (dimensions,):
        raise ValueError(f"stored vector has {vector.shape[0]} values, expected {dimensions}")
    return vector.astype(np.float32, copy=False)


def encode_vector(vector: Vectors) -> bytes:
    """Encode a vector as little-endian float32 bytes."""
    return np.asarray(vector, dtype="<f4").tobytes()
