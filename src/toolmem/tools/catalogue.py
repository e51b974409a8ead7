"""The tool catalogue of one workspace: add, remove, list, search and export tools.

Reached as ``mem.tools``. Tools are upserted by content hash: adding an unchanged tool writes
nothing and embeds nothing, and a changed description re-embeds only that tool. Vectors are keyed
by the hash of the text they were computed from, so two tools with the same text share one vector.
"""

from __future__ import annotations

import builtins
import logging
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError, ToolNotFoundError
from toolmem.experience.prior import PRIOR_ANN_THRESHOLD, ExperiencePrior, PriorSettings
from toolmem.models import Tool, ToolHit
from toolmem.search.dense import DEFAULT_ANN_THRESHOLD
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import TagsMode, ToolIndex
from toolmem.stores.base import ExperienceSnapshot, Store, StoredTool
from toolmem.tools.adding import AddReport, ToolLike, changed_tools, parse_tools
from toolmem.tools.budget import DEFAULT_SCHEMA_BUDGET
from toolmem.tools.export import ExportReport, export_report
from toolmem.tools.ingest.files import load_paths
from toolmem.tools.names import NAME_RULES, ExportNames
from toolmem.types import Vectors

__all__ = ["AddReport", "ToolCatalogue", "ToolLike"]

Progress = Callable[[int], None]
_log = logging.getLogger("toolmem")
# Below this many tools an index rebuilds in milliseconds; above it, it is saved in the store so the
# next process restores it instead of re-tokenising and rebuilding the HNSW graph.
CACHE_MIN_TOOLS = 2_000


class ToolCatalogue:
    """The tools of one workspace and their search index.

    Args:
        store: where the tools live.
        workspace: the workspace name.
        embedder: the embedder, or ``None`` for keyword-only search.
        weights: the dense/BM25 mix of :meth:`search`.
        ann_threshold: above this many tools dense search uses an HNSW index.
        prior: how recorded calls shape search (:mod:`toolmem.experience.prior`).
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
    ) -> None:
        self.store = store
        self.workspace = workspace
        self.embedder = embedder
        self.weights = weights or FusionWeights()
        self.ann_threshold = ann_threshold
        self.prior = prior or PriorSettings()
        self._index: ToolIndex | None = None
        self._prior: ExperiencePrior | None = None
        self._lock = threading.Lock()

    # writing --------------------------------------------------------------------------------
    def add(
        self,
        tools: ToolLike | Iterable[ToolLike],
        *,
        namespace: str | None = None,
        progress: Progress | None = None,
    ) -> AddReport:
        """Add or update tools: :class:`Tool` objects, dicts in any accepted format, or callables.

        All are validated before anything is written; one invalid tool writes nothing.

        Args:
            tools: one tool or many.
            namespace: the source they come from: recorded on each tool, and the prefix of the ids
                of tools whose format has none (``<namespace>.<name>``).
            progress: called with the number of texts embedded after each batch.

        Raises:
            IngestError: a tool is malformed, or an id appears twice; nothing was written.

        Example:
            >>> mem.tools.add([{"id": "wx", "name": "get_weather", "description": "Forecast."}])  # doctest: +SKIP
        """
        return self._upsert(parse_tools(tools, namespace), progress)

    def add_path(
        self,
        paths: str | Path | Iterable[str | Path],
        *,
        recursive: bool = True,
        namespace: str | None = None,
        replace: bool = False,
        progress: Progress | None = None,
    ) -> AddReport:
        """Add every tool in files and folders (JSON, YAML, OpenAPI, MCP, provider schemas).

        Each file's tools get a namespace: ``namespace`` when given, else the file's stem
        (``petclinic.yaml`` → ``petclinic``); OpenAPI operations and tools of formats without ids
        are named ``<namespace>.<operationId or name>``. A malformed file is rejected whole and
        reported in ``errors``; the good files are added.

        Args:
            paths: files and folders (``-`` is standard input).
            recursive: also read subfolders.
            namespace: one namespace for every file read.
            replace: also remove the tools of each namespace read that its files no longer hold
                (a re-read spec whose operations were dropped); the namespace of a rejected file is
                left alone.
            progress: called with the number of texts embedded after each batch.
        """
        if isinstance(paths, (str, Path)):
            paths = [paths]
        loaded = load_paths(paths, recursive=recursive, namespace=namespace)
        if replace:
            report = AddReport()
            groups: dict[str, builtins.list[Tool]] = {}
            for tool in loaded.tools:
                groups.setdefault(tool.namespace, []).append(tool)
            for scope, members in groups.items():
                part = self._upsert(members, progress) if not scope else self._sync(members, scope, progress)
                report.merge(part)
        else:
            report = self._upsert(loaded.tools, progress)
        report.files = loaded.files
        report.errors = loaded.errors
        report.notes = loaded.notes
        report.renamed = {**loaded.renamed, **report.renamed}
        return report

    def sync(self, tools: ToolLike | Iterable[ToolLike], scope: str, *, progress: Progress | None = None) -> AddReport:
        """Make ``tools`` the whole content of the namespace ``scope``, in one transaction.

        New and changed tools are written, unchanged ones left alone, and tools of the namespace
        that are not among ``tools`` removed (``report.removed``). The MCP gateway syncs each
        server's tools under the server's name.

        Args:
            tools: the namespace's tools, in any form :meth:`add` accepts; each is recorded under
                ``scope`` and tools without ids of their own are named ``<scope>.<name>``.
            scope: the namespace (non-empty).
            progress: called with the number of texts embedded after each batch.

        Raises:
            ConfigError: ``scope`` is empty.
            IngestError: a tool is malformed or an id appears twice; nothing was written.
        """
        if not isinstance(scope, str) or not scope.strip():
            raise ConfigError(f"sync needs a non-empty namespace, got {scope!r}")
        parsed = [tool if tool.namespace == scope else tool.in_namespace(scope) for tool in parse_tools(tools, scope)]
        return self._sync(parsed, scope, progress)

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
    ) -> builtins.list[ToolHit]:
        """The ``k`` tools that best fit a request, best first.

        Args:
            text: the request, in words.
            k: how many hits at most.
            tags: keep only tools carrying any (``tags_mode="any"``) or all (``"all"``) of these.
            tags_mode: how ``tags`` combine.

        Returns:
            Hits with the fused score and the raw signals in ``reasons`` (``dense``: cosine
            similarity, ``bm25``: BM25 score).

        Raises:
            ConfigError: ``k`` is not positive, ``text`` is empty or ``tags_mode`` is unknown.

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

    def export(
        self,
        format: str = "openai",
        ids: Sequence[str] | None = None,
        *,
        budget: int | None = DEFAULT_SCHEMA_BUDGET,
        strict: bool = False,
    ) -> builtins.list[dict[str, Any]]:
        """Tools as provider schemas: ``openai``, ``anthropic``, ``mcp`` or ``toolmem``.

        Names follow the target's rules and stay distinct within the export (map a called name
        back with :meth:`resolve`); schemas are JSON Schema 2020-12, each fitted into ``budget``
        tokens (:mod:`toolmem.tools.budget`); the full schema stays in :meth:`get`.

        Args:
            format: the schema format.
            ids: these tools, in this order; all tools when omitted.
            budget: the most tokens each parameter schema may take (default 1,000); ``None`` keeps
                every schema whole.
            strict: OpenAI strict-mode schemas (``openai`` only).

        Raises:
            ToolNotFoundError: one of ``ids`` does not exist.
            ConfigError: the format is unknown or the budget is not positive.
        """
        return self.export_report(format, ids, budget=budget, strict=strict).tools

    def export_report(
        self,
        format: str = "openai",
        ids: Sequence[str] | None = None,
        *,
        budget: int | None = DEFAULT_SCHEMA_BUDGET,
        strict: bool = False,
    ) -> ExportReport:
        """Like :meth:`export`, with the name of each tool and its tokens before and after the budget.

        Raises:
            ToolNotFoundError: one of ``ids`` does not exist.
            ConfigError: the format is unknown or the budget is not positive.
        """
        return export_report(self._selected(ids), format, budget=budget, strict=strict)

    def resolve(self, name: str, format: str = "openai", ids: Sequence[str] | None = None) -> str:
        """The id of the tool that an export of ``ids`` (all tools when omitted) named ``name``.

        A model calls tools by their exported names; pass the ids that were exported to map the
        name back exactly as the export named it. An id given as the name resolves to itself.

        Raises:
            ToolNotFoundError: no tool of the set is exported under that name.
            ConfigError: ``format`` has no naming rule (``toolmem`` names are the tools' own).

        Example:
            >>> schemas = mem.tools.export("openai", ids=["a.get_me", "b.get_me"])  # doctest: +SKIP
            >>> mem.tools.resolve("b__get_me", ids=["a.get_me", "b.get_me"])  # doctest: +SKIP
            'b.get_me'
        """
        if format not in NAME_RULES:
            raise ConfigError(
                f"tools exported as {format!r} keep their own names; choose one of {', '.join(NAME_RULES)}"
            )
        tools = self._selected(ids)
        found = ExportNames.assign(tools, format).id_of(name)
        if found is None and any(tool.id == name for tool in tools):
            found = name
        if found is None:
            raise ToolNotFoundError(name, self.workspace)
        return found

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

    def _selected(self, ids: Sequence[str] | None) -> builtins.list[Tool]:
        if ids is None:
            return self.list()
        found = self.store.get_tools(self.workspace, list(ids))
        for tool_id in ids:
            if tool_id not in found:
                raise ToolNotFoundError(tool_id, self.workspace)
        return [found[tool_id] for tool_id in ids]

    def _upsert(self, tools: builtins.list[Tool], progress: Progress | None) -> AddReport:
        report = AddReport()
        changed = changed_tools(self.store, self.workspace, tools, report)
        vectors = self._embed_missing(changed, progress)
        report.embedded = len(vectors)
        if changed:
            embedder_id = self.embedder.id if self.embedder else None
            self.store.write_tools(self.workspace, changed, vectors, embedder_id)
        return report

    def _sync(self, tools: builtins.list[Tool], scope: str, progress: Progress | None) -> AddReport:
        report = AddReport()
        changed = changed_tools(self.store, self.workspace, tools, report)
        vectors = self._embed_missing(changed, progress)
        report.embedded = len(vectors)
        keep = [*report.added, *report.updated, *report.unchanged]
        embedder_id = self.embedder.id if self.embedder else None
        report.removed = self.store.sync_tools(self.workspace, scope, changed, vectors, embedder_id, keep)
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
