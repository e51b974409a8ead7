"""aumai-toolretrieval's API (``ToolIndex``, ``ToolRecord``, ``SearchQuery``, ``SearchResult``) over
toolmem's catalogue.

Code written for aumai moves over by changing its import::

    from toolmem.compat.aumai import SearchQuery, ToolIndex, ToolRecord

    index = ToolIndex("tools.db")                     # or ToolIndex(mem) on an open memory
    index.add_tool(ToolRecord(tool_id="wx", name="Weather", description="Forecast.", tags=["weather"]))
    index.build_index()                               # nothing to do: toolmem indexes as it adds
    results = index.search(SearchQuery(query_text="will it rain", tags_filter=["weather"], top_k=3))

Differences: search is toolmem's hybrid search (dense + BM25, plus what recorded calls taught it),
so ``SearchResult.score`` is the fused relevance — higher is better and it compares results of one
search only — not aumai's TF-IDF cosine in [0, 1]; records are stored at once (no rebuild), and
:meth:`ToolIndex.remove_tool` removes one. ``embedding`` is neither read nor filled.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from toolmem.compat.base import Wrapped
from toolmem.errors import ToolNotFoundError
from toolmem.records import Tool

__all__ = ["SearchQuery", "SearchResult", "ToolIndex", "ToolRecord"]


class ToolRecord(BaseModel):
    """A tool as aumai describes it."""

    tool_id: str = Field(description="Unique identifier of the tool.")
    name: str = Field(description="Human-readable name.")
    description: str = Field(description="What the tool does.")
    tags: list[str] = Field(default_factory=list, description="Labels for tag filters.")
    capabilities: list[str] = Field(default_factory=list, description="What the tool can do, searchable.")
    embedding: list[float] | None = Field(default=None, description="Unused by toolmem (kept for the shape).")


class SearchQuery(BaseModel):
    """A search: the text, an optional tag filter (any of them) and how many results."""

    query_text: str
    tags_filter: list[str] | None = None
    top_k: int = Field(default=10, ge=1)


class SearchResult(BaseModel):
    """One result, best first."""

    tool: ToolRecord
    score: float = Field(description="toolmem's fused relevance: higher is better, comparable within one search.")
    rank: int


class ToolIndex(Wrapped):
    """aumai's ``ToolIndex`` on one toolmem workspace.

    Args:
        memory: an open memory, or a database path or URL to open (closed by :meth:`close`).
        workspace: the workspace, when opening.
        embedder: the embedder spec, when opening.
    """

    def add_tool(self, tool: ToolRecord) -> None:
        """Add or replace a tool (stored and indexed at once)."""
        self.memory.tools.add([tool.model_dump(exclude={"embedding"})])

    def build_index(self) -> None:
        """Bring the search index up to date (toolmem does this on its own; kept for the shape)."""
        self.memory.tools.index()

    def search(self, query: SearchQuery) -> list[SearchResult]:
        """The best ``top_k`` tools for ``query_text`` among those carrying any of ``tags_filter``."""
        hits = self.memory.tools.search(query.query_text, k=query.top_k, tags=query.tags_filter)
        return [SearchResult(tool=_record(hit.tool), score=hit.score, rank=hit.rank) for hit in hits]

    def search_by_tags(self, tags: list[str]) -> list[ToolRecord]:
        """Every tool carrying any of ``tags`` (case-insensitive)."""
        return [_record(tool) for tool in self.memory.tools.list(tags=tags)]

    def get_tool(self, tool_id: str) -> ToolRecord | None:
        """The tool with this id, or ``None``."""
        try:
            return _record(self.memory.tools.get(tool_id))
        except ToolNotFoundError:
            return None

    def get_all_tools(self) -> list[ToolRecord]:
        """Every tool of the workspace."""
        return [_record(tool) for tool in self.memory.tools.list()]

    def remove_tool(self, tool_id: str) -> bool:
        """Remove a tool (aumai cannot); whether it existed."""
        return bool(self.memory.tools.remove([tool_id]))


def _record(tool: Tool) -> ToolRecord:
    given = tool.metadata.get("description")
    capabilities = tool.metadata.get("capabilities")
    return ToolRecord(
        tool_id=tool.id,
        name=tool.name,
        description=given if isinstance(given, str) else tool.description,
        tags=list(tool.tags),
        capabilities=[str(c) for c in capabilities] if isinstance(capabilities, list) else [],
    )
