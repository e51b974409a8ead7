"""The tool catalogue of one workspace: add, remove, list, search and export tools.

Reached as ``mem.tools``. Tools are upserted by content hash: adding an unchanged tool writes
nothing and embeds nothing, and a changed description re-embeds only that tool. Vectors are keyed
by the hash of the text they were computed from, so two tools with the same text share one vector.
"""

from __future__ import annotations

import builtins
import functools
import logging
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError, IngestError, ToolNotFoundError
from toolmem.experience.prior import PRIOR_ANN_THRESHOLD, ExperiencePrior, PriorSettings
from toolmem.models import Tool, ToolHit
from toolmem.search.dense import DEFAULT_ANN_THRESHOLD
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import TagsMode, ToolIndex
from toolmem.stores.base import ExperienceSnapshot, Store, StoredTool, text_key
from toolmem.tools.export import export_tools
from toolmem.tools.ingest.files import load_paths
from toolmem.tools.ingest.formats import tool_from_item
from toolmem.tools.ingest.python import tool_of
from toolmem.tools.rerank import Reranker, search_and_rerank
from toolmem.types import Vectors

__all__ = ["AddReport", "ToolCatalogue", "ToolLike"]

ToolLike = Tool | Mapping[str, Any] | Callable[..., Any]
Progress = Callable[[int], None]
_log = logging.getLogger("toolmem")
# Below this many tools an index rebuilds in milliseconds; above it, it is saved in the store so the
# next process restores it instead of re-tokenising and rebuilding the HNSW graph.
CACHE_MIN_TOOLS = 2_000


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
        self._index: ToolIndex | None = None
        self._prior: ExperiencePrior | None = None
        self._lock = threading.Lock()

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
        removed = self.store.delete_tools(self.workspace, ids)
        if isinstance(tool_id, str) and not removed:
            raise ToolNotFoundError(tool_id, self.workspace)
        return removed

    # reading --------------------------------------------------------------------------------
    def get(self, tool_id: str) -> Tool:
        """The tool with this id.

        Raises:
            ToolNotFoundError: there is none in this workspace.
        """
        found = self.store.get_tools(self.workspace, [tool_id])
        if tool_id not in found:
            raise ToolNotFoundError(tool_id, self.workspace)
        return found[tool_id]

    def list(
        self, *, limit: int | None = None, offset: int = 0, tags: Sequence[str] | None = None
    ) -> builtins.list[Tool]:
        """Tools ordered by id, optionally only those carrying any of ``tags``."""
        if not tags:
            return self.store.list_tools(self.workspace, limit=limit, offset=offset)
        wanted = {tag.casefold() for tag in tags}
        matching = [t for t in self.store.list_tools(self.workspace) if wanted & {tag.casefold() for tag in t.tags}]
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
        version, experience_version = self.store.versions(self.workspace)
        index = self._index_at(version)
        vector = self.embedder.embed_query(text) if self.embedder is not None and index.dense else None
        boost = self._boosts(index, text, vector, experience_version)
        found = index.search(text, vector, k, index.allowed(tags, tags_mode), boost=boost)
        hits: builtins.list[ToolHit] = []
        for candidate in found:
            tool = index.tools[candidate.position]
            reasons = {"bm25": candidate.bm25}
            if candidate.dense is not None:
                reasons["dense"] = candidate.dense
            if candidate.experience:
                reasons["experience"] = candidate.experience
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
        found = self.store.get_tools(self.workspace, list(ids))
        for tool_id in ids:
            if tool_id not in found:
                raise ToolNotFoundError(tool_id, self.workspace)
        return export_tools([found[tool_id] for tool_id in ids], format)

    def index(self) -> ToolIndex:
        """The current search index: restored from the store or rebuilt when the catalogue changed."""
        return self._index_at(self.store.version(self.workspace))

    def experience_prior(self) -> ExperiencePrior | None:
        """The votes of recorded calls, rebuilt when calls were recorded since; ``None`` without an embedder."""
        if self.embedder is None:
            return None
        return self._prior_at(self.store.experience_version(self.workspace))

    # internals ------------------------------------------------------------------------------
    def _index_at(self, version: int) -> ToolIndex:
        index = self._index
        if index is not None and index.version == version:
            return index
        with self._lock:
            if self._index is None or self._index.version != self.store.version(self.workspace):
                self._index = self._load_or_build_index()
            return self._index

    def _prior_at(self, version: int) -> ExperiencePrior | None:
        if self.embedder is None:
            return None
        prior = self._prior
        if prior is not None and prior.version == version:
            return prior
        with self._lock:
            prior = self._prior
            if prior is None or prior.version != self.store.experience_version(self.workspace):
                delta = None if prior is None else self._experience(since=prior.base_version)
                if prior is None or delta is None or prior.needs_rebuild(len(delta.request_hashes)):
                    threshold = min(self.ann_threshold, PRIOR_ANN_THRESHOLD)
                    prior = ExperiencePrior(self._experience(), ann_threshold=threshold, weights=self.weights)
                else:
                    prior = prior.updated(delta)
                self._prior = prior
            return self._prior

    def _boosts(self, index: ToolIndex, text: str, vector: Vectors | None, experience_version: int) -> dict[int, float]:
        if vector is None or self.prior.weight == 0.0:
            return {}
        prior = self._prior_at(experience_version)
        if prior is None or not len(prior):
            return {}
        boosts = {}
        for tool_id, value in prior.boosts(text, vector, self.prior).items():
            position = index.position(tool_id)
            if position is not None:
                boosts[position] = value
        return boosts

    def _experience(self, since: int | None = None) -> ExperienceSnapshot:
        """The recorded requests (all, or those changed after version ``since``), each with a vector."""
        assert self.embedder is not None
        snapshot = self.store.experience_snapshot(self.workspace, self.embedder.id, since=since)
        if snapshot.vectors is not None:
            # Requests recorded while no embedder was available: embed them now, once.
            texts = snapshot.texts
            self.store.fill_vectors(
                self.embedder, snapshot.vectors, snapshot.missing, snapshot.request_hashes, lambda row: texts[row]
            )
        return snapshot

    def _upsert(self, tools: builtins.list[Tool], progress: Progress | None) -> AddReport:
        report = AddReport()
        current = self.store.tool_hashes(self.workspace)
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
            embedder_id = self.embedder.id if self.embedder else None
            self.store.write_tools(self.workspace, changed, vectors, embedder_id)
        return report

    def _embed_missing(self, items: Sequence[StoredTool], progress: Progress | None) -> dict[str, Vectors]:
        if self.embedder is None:
            return {}
        return self.store.embed_new(
            self.embedder, {item.text_hash: item.tool.embedding_text() for item in items}, progress
        )

    def _load_or_build_index(self) -> ToolIndex:
        key = f"tools:{self.embedder.id if self.embedder else 'none'}:{self.ann_threshold}"
        version = self.store.version(self.workspace)
        cached = self.store.read_cache(self.workspace, key, version)
        if cached is not None:
            index = ToolIndex.loads(cached, weights=self.weights)
            if index is not None and index.version == version:
                return index
        index = self._build_index()
        if len(index) >= CACHE_MIN_TOOLS:
            self.store.write_cache(self.workspace, key, index.version, index.dumps())
        return index

    def _build_index(self) -> ToolIndex:
        embedder_id = self.embedder.id if self.embedder else None
        snapshot = self.store.snapshot(self.workspace, embedder_id)
        if snapshot.missing and self.embedder is not None and snapshot.vectors is not None:
            # Tools added while no embedder was available: embed them now, once.
            _log.info("embedding %d tools that have no vector yet", len(snapshot.missing))
            tools = snapshot.tools
            self.store.fill_vectors(
                self.embedder,
                snapshot.vectors,
                snapshot.missing,
                snapshot.text_hashes,
                lambda row: tools[row].embedding_text(),
            )
        return ToolIndex.build(snapshot, weights=self.weights, ann_threshold=self.ann_threshold)


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
