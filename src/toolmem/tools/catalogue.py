"""The tool catalogue of one workspace: add, remove, list, search and export tools.

Reached as ``mem.tools``. Tools are upserted by content hash: adding an unchanged tool writes
nothing and embeds nothing, and a changed description re-embeds only that tool. Vectors are keyed
by the hash of the text they were computed from, so two tools with the same text share one vector.

Search runs on a live index (:mod:`toolmem.search.live`) that follows the store's change log: adding
or removing a tool, in this process or any other, costs the next search that one change, not a
rebuild; from 2,000 tools the index is saved in the store, so a new process restores it and
catches up from the log.
"""

from __future__ import annotations

import builtins
import functools
import logging
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError, IngestError, ToolNotFoundError
from toolmem.experience.prior import PRIOR_ANN_THRESHOLD, ExperiencePrior, PriorSettings
from toolmem.models import Tool, ToolHit
from toolmem.search.embedding import embed_missing
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import DEFAULT_ANN_THRESHOLD, Document, HybridIndex
from toolmem.search.live import Change, LiveIndex, Update
from toolmem.stores.base import Store, text_key
from toolmem.stores.feed import StoreFeed
from toolmem.stores.tools import StoredTool
from toolmem.threads import query_threads
from toolmem.tools.export import export_tools
from toolmem.tools.ingest.files import load_paths
from toolmem.tools.ingest.formats import tool_from_item
from toolmem.tools.ingest.python import tool_of
from toolmem.tools.rerank import Reranker, search_and_rerank
from toolmem.types import Vectors

__all__ = ["AddReport", "TagsMode", "ToolCatalogue", "ToolLike"]

ToolLike = Tool | Mapping[str, Any] | Callable[..., Any]
TagsMode = Literal["any", "all"]
Progress = Callable[[int], None]
_log = logging.getLogger("toolmem")


@dataclass
class AddReport:
    """What an :meth:`ToolCatalogue.add` or :meth:`ToolCatalogue.add_path` call changed.

    Attributes:
        added: ids of new tools.
        updated: ids of tools whose definition changed.
        unchanged: ids of tools already stored exactly so.
        embedded: how many texts were sent to the embedder.
        files: the files read (only from :meth:`ToolCatalogue.add_path`).
        errors: files rejected as a whole (only from :meth:`ToolCatalogue.add_path`).
    """

    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    embedded: int = 0
    files: list[str] = field(default_factory=list)
    errors: list[IngestError] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """The report as plain data; errors as their messages."""
        return {
            "added": self.added,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "embedded": self.embedded,
            "files": self.files,
            "errors": [str(error) for error in self.errors],
        }


class ToolCatalogue:
    """The tools of one workspace and their search index.

    Args:
        store: where the tools live.
        workspace: the workspace name.
        embedder: the embedder, or ``None`` for keyword-only search.
        weights: the dense/BM25 mix of :meth:`search`.
        ann_threshold: above this many tools dense search uses an HNSW index.
        prior: how recorded calls shape search (:mod:`toolmem.experience.prior`).
        reranker: the second stage of ``search(..., rerank=True)`` (:mod:`toolmem.tools.rerank`).
    """

    def __init__(
        self,
        store: Store,
        workspace: str,
        embedder: Embedder | None,
        *,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
        prior: PriorSettings | None = None,
        reranker: Reranker | None = None,
    ) -> None:
        self.store = store
        self.reranker = reranker
        self.workspace = workspace
        self.embedder = embedder
        self.weights = weights or FusionWeights()
        self.ann_threshold = ann_threshold
        self.prior = prior or PriorSettings()
        self._tools = store.tools(workspace)
        self._live = LiveIndex(
            _ToolFeed(store, workspace, embedder, ann_threshold),
            embedder=embedder,
            weights=self.weights,
            ann_threshold=ann_threshold,
        )
        self._prior: ExperiencePrior | None = None
        if embedder is not None:
            self._prior = ExperiencePrior(
                store,
                workspace,
                embedder,
                weights=self.weights,
                ann_threshold=min(ann_threshold, PRIOR_ANN_THRESHOLD),
            )

    # writing --------------------------------------------------------------------------------
    def add(self, tools: ToolLike | Iterable[ToolLike], *, progress: Progress | None = None) -> AddReport:
        """Add or update tools: :class:`Tool` objects, dicts in any accepted format, or callables.

        All are validated before anything is written; one invalid tool writes nothing.

        Args:
            tools: one tool or many.
            progress: called with the number of texts embedded after each batch.

        Raises:
            IngestError: a tool is malformed, or an id appears twice; nothing was written.

        Example:
            >>> mem.tools.add([{"id": "wx", "name": "get_weather", "description": "Forecast."}])  # doctest: +SKIP
        """
        items: builtins.list[ToolLike] = [tools] if _is_single(tools) else list(tools)  # type: ignore[arg-type, list-item]
        parsed = [_as_tool(item, position) for position, item in enumerate(items)]
        counts = Counter(t.id for t in parsed)
        duplicates = sorted(tool_id for tool_id, count in counts.items() if count > 1)
        if duplicates:
            raise IngestError(f"tool id(s) given more than once: {', '.join(map(repr, duplicates))}")
        return self._upsert(parsed, progress)

    def add_path(
        self,
        paths: str | Path | Iterable[str | Path],
        *,
        recursive: bool = True,
        progress: Progress | None = None,
    ) -> AddReport:
        """Add every tool in files and folders (JSON, YAML, OpenAPI, MCP, provider schemas).

        A malformed file is rejected whole and reported in ``errors``; the good files are added.
        """
        if isinstance(paths, (str, Path)):
            paths = [paths]
        loaded = load_paths(paths, recursive=recursive)
        report = self._upsert(loaded.tools, progress)
        report.files = loaded.files
        report.errors = loaded.errors
        return report

    def remove(self, tool_id: str | Sequence[str]) -> builtins.list[str]:
        """Remove tools by id; return the ids that were removed.

        Raises:
            ToolNotFoundError: a single id was given and no such tool exists.
        """
        ids = [tool_id] if isinstance(tool_id, str) else list(tool_id)
        removed = self._tools.delete(ids)
        if isinstance(tool_id, str) and not removed:
            raise ToolNotFoundError(tool_id, self.workspace)
        return removed

    # reading --------------------------------------------------------------------------------
    def get(self, tool_id: str) -> Tool:
        """The tool with this id.

        Raises:
            ToolNotFoundError: there is none in this workspace.
        """
        found = self._tools.get([tool_id])
        if tool_id not in found:
            raise ToolNotFoundError(tool_id, self.workspace)
        return found[tool_id]

    def list(
        self, *, limit: int | None = None, offset: int = 0, tags: Sequence[str] | None = None
    ) -> builtins.list[Tool]:
        """Tools ordered by id, optionally only those carrying any of ``tags``."""
        if not tags:
            return self._tools.list(limit=limit, offset=offset)
        wanted = {tag.casefold() for tag in tags}
        matching = [t for t in self._tools.list() if wanted & {tag.casefold() for tag in t.tags}]
        return matching[offset:] if limit is None else matching[offset : offset + limit]

    def __len__(self) -> int:
        info = self.store.workspace(self.workspace)
        return info.tools if info else 0

    def search(
        self,
        text: str,
        k: int = 5,
        *,
        tags: Sequence[str] | None = None,
        tags_mode: TagsMode = "any",
        rerank: bool = False,
    ) -> builtins.list[ToolHit]:
        """The ``k`` tools that best fit a request, best first.

        Args:
            text: the request, in words.
            k: how many hits at most.
            tags: keep only tools carrying any (``tags_mode="any"``) or all (``"all"``) of these.
            tags_mode: how ``tags`` combine.
            rerank: have the chat model reorder the fused top candidates (:mod:`toolmem.tools.rerank`).

        Returns:
            Hits with the fused score and the raw signals in ``reasons`` (``dense``: cosine
            similarity, ``bm25``: BM25 score; ``rerank``: the model's relevance, when reranked).

        Raises:
            ConfigError: ``k`` is not positive, ``text`` is empty or ``tags_mode`` is unknown, or
                ``rerank`` is asked for without a chat model.

        Example:
            >>> [hit.id for hit in mem.tools.search("will it rain tomorrow", k=2)]  # doctest: +SKIP
            ['weather.forecast', 'weather.current']
        """
        if not isinstance(k, int) or k < 1:
            raise ConfigError(f"k must be a positive integer, got {k!r}")
        if not isinstance(text, str) or not text.strip():
            raise ConfigError("the search text must be a non-empty string")
        if tags_mode not in ("any", "all"):
            raise ConfigError(f"tags_mode must be 'any' or 'all', got {tags_mode!r}")
        if rerank:
            deeper = functools.partial(self.search, text, tags=tags, tags_mode=tags_mode)
            return search_and_rerank(self.reranker, text, k, deeper)
        versions = self.store.versions(self.workspace)
        with query_threads():
            vector = self.embedder.embed_query(text) if self.embedder is not None else None
            boost = {}
            if vector is not None and self._prior is not None and self.prior.weight:
                boost = self._prior.boosts(text, vector, self.prior, version=versions.experience)
            with self._live.use(versions.tools) as index:
                allowed = None
                if tags:
                    folded = [tag.casefold() for tag in tags]
                    allowed = index.select([folded] if tags_mode == "any" else [[tag] for tag in folded])
                found = index.search(text, vector, k, allowed, boost=boost)
        tools = self._tools.get([hit.key for hit in found])
        hits: builtins.list[ToolHit] = []
        for candidate in found:
            tool = tools.get(candidate.key)
            if tool is None:  # removed by another process since the index caught up
                continue
            reasons = {"bm25": candidate.bm25}
            if candidate.dense is not None:
                reasons["dense"] = candidate.dense
            if candidate.boost:
                reasons["experience"] = candidate.boost
            hits.append(ToolHit(id=tool.id, score=candidate.score, tool=tool, rank=len(hits) + 1, reasons=reasons))
        return hits

    def export(self, format: str = "openai", ids: Sequence[str] | None = None) -> builtins.list[dict[str, Any]]:
        """Tools as provider schemas: ``openai``, ``anthropic``, ``mcp`` or ``toolmem``.

        Args:
            format: the schema format.
            ids: these tools, in this order; all tools when omitted.

        Raises:
            ToolNotFoundError: one of ``ids`` does not exist.
        """
        if ids is None:
            return export_tools(self.list(), format)
        found = self._tools.get(list(ids))
        for tool_id in ids:
            if tool_id not in found:
                raise ToolNotFoundError(tool_id, self.workspace)
        return export_tools([found[tool_id] for tool_id in ids], format)

    def index(self) -> HybridIndex:
        """The search index, caught up with the store (read it, do not change it)."""
        return self._live.current()

    def experience_prior(self) -> ExperiencePrior | None:
        """The votes of recorded calls; ``None`` without an embedder."""
        return self._prior

    # internals ------------------------------------------------------------------------------
    def _upsert(self, tools: builtins.list[Tool], progress: Progress | None) -> AddReport:
        report = AddReport()
        current = self._tools.hashes([tool.id for tool in tools])
        changed: list[StoredTool] = []
        for tool in tools:
            known = current.get(tool.id)
            if known == tool.content_hash:
                report.unchanged.append(tool.id)
                continue
            (report.updated if known else report.added).append(tool.id)
            changed.append(StoredTool(tool, text_key(tool.embedding_text())))
        vectors = self._embed_missing(changed, progress)
        report.embedded = len(vectors)
        if changed:
            self._tools.put(changed, vectors, self.embedder.id if self.embedder else None)
        return report

    def _embed_missing(self, items: Sequence[StoredTool], progress: Progress | None) -> dict[str, Vectors]:
        if self.embedder is None:
            return {}
        texts = {item.text_hash: item.tool.embedding_text() for item in items}
        present = self.store.stored_vectors(self.embedder.id, list(texts))
        return embed_missing(self.embedder, texts, present, progress)


class _ToolFeed(StoreFeed):
    """A workspace's tools as the live index reads them: BM25 over their search text, vectors of
    their embedding text, tags (case-folded) as labels."""

    def __init__(self, store: Store, workspace: str, embedder: Embedder | None, ann_threshold: int) -> None:
        embedder_id = embedder.id if embedder else None
        super().__init__(store, workspace, f"tools:{embedder_id or 'none'}:{ann_threshold}", embedder_id)
        self._tools = store.tools(workspace)

    def version(self) -> int:
        return self.store.versions(self.workspace).tools

    def changes(self, since: int | None) -> Update:
        return self.update(
            self._tools.changes(since, self.embedder),
            lambda row: Change(
                Document(
                    row.key,
                    row.record.tool.search_text(),
                    row.vector,
                    labels=tuple(dict.fromkeys(tag.casefold() for tag in row.record.tool.tags)),
                ),
                text_hash=row.text_hash,
                embed_text=row.record.tool.embedding_text(),
            ),
        )


def _is_single(value: object) -> bool:
    return isinstance(value, (Tool, Mapping)) or (callable(value) and not isinstance(value, (list, tuple)))


def _as_tool(item: ToolLike, position: int) -> Tool:
    if isinstance(item, Tool):
        return item
    if isinstance(item, Mapping):
        return tool_from_item(item, location=f"/{position}")
    if callable(item):
        return tool_of(item)
    raise IngestError(f"item {position}: expected a Tool, a dict or a callable, got {type(item).__name__}")
