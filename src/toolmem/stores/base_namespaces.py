"""The namespace extension point of stores: the tools of one source, replaced together (and the
text hashes the catalogue compares when tools are added again).

A namespace is the source tools came from: an OpenAPI spec, an MCP server, a name the user gave.
It lives in each tool's ``metadata["namespace"]``; :meth:`ToolCatalogue.sync
<toolmem.tools.catalogue.ToolCatalogue.sync>` replaces a namespace's tools through these methods.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from toolmem.types import Vectors

if TYPE_CHECKING:
    from toolmem.stores.base import StoredTool

__all__ = ["NamespaceStore"]


class NamespaceStore(ABC):
    """Reading and replacing the tools of one namespace."""

    @abstractmethod
    def namespace_tools(self, workspace: str, namespace: str) -> dict[str, str]:
        """Map the id of every tool of ``namespace`` to its content hash."""

    @abstractmethod
    def text_hashes(self, workspace: str, ids: Sequence[str]) -> dict[str, str]:
        """Map each existing tool among ``ids`` to the hash of the text its vector was made from.

        The catalogue compares it with the text it would embed now, so that tools stored before the
        texts a tool is found by changed are embedded again when they are added again.
        """

    @abstractmethod
    def sync_tools(
        self,
        workspace: str,
        namespace: str,
        tools: Sequence[StoredTool],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
        keep: Sequence[str],
    ) -> list[str]:
        """In one transaction: upsert ``tools`` and their new vectors, then delete every tool of
        ``namespace`` whose id is not in ``keep``; return the ids deleted.

        ``keep`` holds the ids of the namespace's whole new set (``tools`` are only those that
        changed), so tools that other writers added to the namespace meanwhile are removed too.
        """
