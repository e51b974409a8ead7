"""The catalogue's repository: the tools of one workspace."""

from __future__ import annotations

import builtins
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from toolmem.records import Tool
from toolmem.stores.base import Changes
from toolmem.types import Vectors

__all__ = ["StoredTool", "ToolRepository"]


@dataclass(frozen=True)
class StoredTool:
    """A tool with the hash of the text its vector was computed from."""

    tool: Tool
    text_hash: str


class ToolRepository(ABC):
    """The tools of one workspace, with their vectors in the store's shared table."""

    @abstractmethod
    def hashes(self, ids: Sequence[str] | None = None) -> dict[str, str]:
        """Map each tool id (or each existing one among ``ids``) to its content hash."""

    @abstractmethod
    def put(
        self,
        tools: Sequence[StoredTool],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
        *,
        remove: Sequence[str] = (),
    ) -> list[str]:
        """Insert or replace ``tools``, store new ``vectors`` and delete the tools ``remove`` names, all
        in one transaction; returns the ids of ``remove`` that existed."""

    @abstractmethod
    def sync(
        self,
        namespace: str,
        tools: Sequence[StoredTool],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
        keep: Sequence[str],
    ) -> builtins.list[str]:
        """In one transaction: upsert ``tools`` and their new vectors, then delete every tool of
        ``namespace`` (its ``metadata["namespace"]``) whose id is not in ``keep``; returns the ids
        deleted. ``keep`` holds the ids of the namespace's whole new set (``tools`` are only those
        that changed), so tools another writer added to the namespace meanwhile are removed too."""

    @abstractmethod
    def namespace(self, name: str) -> dict[str, str]:
        """Map the id of every tool of namespace ``name`` to its content hash."""

    @abstractmethod
    def text_hashes(self, ids: Sequence[str]) -> dict[str, str]:
        """Map each existing tool among ``ids`` to the hash of the text its vector was made from (the
        catalogue compares it with the text it would embed now)."""

    @abstractmethod
    def get(self, ids: Sequence[str]) -> dict[str, Tool]:
        """The tools among ``ids`` that exist, by id."""

    @abstractmethod
    def list(self, *, limit: int | None = None, offset: int = 0) -> list[Tool]:
        """Tools ordered by id."""

    @abstractmethod
    def changes(self, since: int | None, embedder: str | None) -> Changes[StoredTool]:
        """The tools changed and removed after version ``since`` (all of them when ``None``), with
        their vectors from ``embedder``, read consistently."""

    def delete(self, ids: Sequence[str]) -> builtins.list[str]:
        """Delete tools by id in one transaction; returns the ids that existed."""
        return self.put([], {}, None, remove=ids)
