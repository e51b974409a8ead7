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
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Literal

from toolmem.embedders.base import Embedder
from toolmem.errors import EmbedderMismatchError, ToolNotFoundError, ValidationError
from toolmem.experience.prior import PRIOR_ANN_THRESHOLD, ExperiencePrior, PriorSettings
from toolmem.progress import Progress, ProgressOption, resolve
from toolmem.records import Tool, ToolHit
from toolmem.search.embedding import embed_missing
from toolmem.search.expansion import Expansion, query_words
from toolmem.search.fusion import DEFAULT_DENSE_WEIGHT, FusionWeights
from toolmem.search.hybrid import DEFAULT_ANN_THRESHOLD, Document, HybridIndex
from toolmem.search.live import Change, LiveIndex
from toolmem.stores import Workspace
from toolmem.stores.feed import ChangeFeed
from toolmem.stores.tools import StoredTool
from toolmem.text.query import cut_query
from toolmem.threads import query_threads
from toolmem.tools.adding import AddReport, ToolLike, changed_tools, parse_tools
from toolmem.tools.budget import DEFAULT_SCHEMA_BUDGET
from toolmem.tools.export import ExportReport, export_report
from toolmem.tools.held import ToolRecords
from toolmem.tools.ingest.files import load_paths, read_text_tools
from toolmem.tools.names import NAME_RULES, ExportNames
from toolmem.tools.rerank import Reranker, search_and_rerank
from toolmem.types import Vectors

__all__ = ["DEFAULT_TOOL_DENSE_WEIGHT", "AddReport", "TagsMode", "ToolCatalogue", "ToolLike"]

TagsMode = Literal["any", "all"]
_log = logging.getLogger("toolmem")


#: The dense weight of tool search when queries are expanded (an embedder that knows words): chosen
#: with the expansion's settings on MetaTool's training queries (``bench/tune_expansion.py``); without
#: expansion it is :data:`~toolmem.search.fusion.DEFAULT_DENSE_WEIGHT` (``bench/tune_fusion.py``).
DEFAULT_TOOL_DENSE_WEIGHT = 0.75


class ToolCatalogue:
    """The tools of one workspace and their search index.

    Args:
        space: the workspace whose tools these are.
        embedder: the embedder, or ``None`` for keyword-only search.
        weights: the dense/BM25 mix of :meth:`search`.
        ann_threshold: above this many tools dense search uses an HNSW index.
        prior: how recorded calls shape search (:mod:`toolmem.experience.prior`).
        reranker: the second stage of ``search(..., rerank=True)`` (:mod:`toolmem.tools.rerank`).
    """

    def __init__(
        self,
        space: Workspace,
        embedder: Embedder | None,
        *,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
        prior: PriorSettings | None = None,
        reranker: Reranker | None = None,
    ) -> None:
        self.reranker = reranker
        self.workspace = space.name
        self.embedder = embedder
        expansion = Expansion() if embedder is not None and embedder.knows_words else None
        self.weights = weights or FusionWeights(dense=DEFAULT_TOOL_DENSE_WEIGHT if expansion else DEFAULT_DENSE_WEIGHT)
        self.ann_threshold = ann_threshold
        self.prior = prior or PriorSettings()
        self._ws = space
        self._tools = space.tools
        self.records = ToolRecords()
        """The tools of the search index in memory, so that hits are not read back from the store."""
        self._live = LiveIndex(
            _tool_feed(self._ws, embedder, ann_threshold, self.records),
            embedder=embedder,
            weights=self.weights,
            ann_threshold=ann_threshold,
            expansion=expansion,
        )
        self._prior: ExperiencePrior | None = None
        if embedder is not None:
            self._prior = ExperiencePrior(
                space,
                embedder.for_queries(),  # past requests are compared with requests: both are queries
                weights=weights or FusionWeights(),
                ann_threshold=min(ann_threshold, PRIOR_ANN_THRESHOLD),
            )

    # writing --------------------------------------------------------------------------------
    def add(
        self,
        tools: ToolLike | Iterable[ToolLike],
        *,
        namespace: str | None = None,
        progress: ProgressOption = None,
    ) -> AddReport:
        """Add or update tools: :class:`Tool` objects, dicts in any accepted format, or callables.

        All are validated before anything is written; one invalid tool writes nothing.

        Args:
            tools: one tool or many.
            namespace: the source they come from: recorded on each tool, and the prefix of the ids
                of tools whose format has none (``<namespace>.<name>``).
            progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress` told of
                the stages (``embedding tools``).

        Raises:
            IngestError: a tool is malformed, or an id appears twice; nothing was written.

        Example:
            >>> mem.tools.add([{"id": "wx", "name": "get_weather", "description": "Forecast."}])  # doctest: +SKIP
        """
        return self._upsert(parse_tools(tools, namespace), resolve(progress))

    def add_path(
        self,
        paths: str | Path | Iterable[str | Path],
        *,
        recursive: bool = True,
        namespace: str | None = None,
        replace: bool = False,
        progress: ProgressOption = None,
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
            progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress` told of
                the stages (``reading files``, ``embedding tools``).
        """
        if isinstance(paths, (str, Path)):
            paths = [paths]
        progress = resolve(progress)
        loaded = load_paths(paths, recursive=recursive, namespace=namespace, progress=progress)
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

    def add_text(
        self,
        text: str,
        *,
        namespace: str | None = None,
        replace: bool = False,
        progress: ProgressOption = None,
    ) -> AddReport:
        """Add the tools of one document given as text: an OpenAPI spec, an MCP ``tools/list``
        result, provider schemas, any format :meth:`add_path` reads (JSON or YAML).

        Args:
            text: the document.
            namespace: the tools' namespace; by default an OpenAPI spec's title
                (``"Swagger Petstore"`` → ``swagger_petstore``), else none.
            replace: make these tools the whole of their namespace (tools it held that the
                document no longer has are removed).
            progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress` told of
                the stages (``embedding tools``).

        Raises:
            IngestError: the text does not parse, a tool is malformed, or a ``$ref`` names another
                file (bundle the spec into one document); nothing is added.
            ValidationError: ``replace`` with no namespace given or found in the document.
        """
        progress = resolve(progress)
        read = read_text_tools(text, namespace=namespace)
        scope = namespace if namespace is not None else (read.tools[0].namespace if read.tools else "")
        if replace and not scope:
            raise ValidationError("namespace", "is needed to replace tools: give one, or a spec with a title")
        report = self._sync(read.tools, scope, progress) if replace else self._upsert(read.tools, progress)
        report.notes = read.notes
        return report

    def sync(self, tools: ToolLike | Iterable[ToolLike], scope: str, *, progress: ProgressOption = None) -> AddReport:
        """Make ``tools`` the whole content of the namespace ``scope``, in one transaction.

        New and changed tools are written, unchanged ones left alone, and tools of the namespace
        that are not among ``tools`` removed (``report.removed``). The MCP gateway syncs each
        server's tools under the server's name.

        Args:
            tools: the namespace's tools, in any form :meth:`add` accepts; each is recorded under
                ``scope`` and tools without ids of their own are named ``<scope>.<name>``.
            scope: the namespace (non-empty).
            progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress` told of
                the stages (``embedding tools``).

        Raises:
            ValidationError: ``scope`` is empty.
            IngestError: a tool is malformed or an id appears twice; nothing was written.
        """
        if not isinstance(scope, str) or not scope.strip():
            raise ValidationError("namespace", f"sync needs a non-empty namespace, got {scope!r}")
        parsed = [tool if tool.namespace == scope else tool.in_namespace(scope) for tool in parse_tools(tools, scope)]
        return self._sync(parsed, scope, resolve(progress))

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
        info = self._ws.info()
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
            text: the request, in words (its first :data:`~toolmem.text.query.MAX_QUERY_CHARS`
                characters are read).
            k: how many hits at most.
            tags: keep only tools carrying any (``tags_mode="any"``) or all (``"all"``) of these.
            tags_mode: how ``tags`` combine.
            rerank: have the chat model reorder the fused top candidates (:mod:`toolmem.tools.rerank`).

        Returns:
            Hits with the fused score and the raw signals in ``reasons`` (``dense``: cosine
            similarity, ``bm25``: BM25 score; ``rerank``: the model's relevance, when reranked).
            When past calls moved a hit, ``reasons`` also holds ``content`` (the fused content
            score) and ``experience`` (what the prior added), on one scale: ``score`` is their sum.

        Raises:
            ValidationError: ``k`` is not positive, ``text`` is empty or ``tags_mode`` is unknown.
            ConfigError: ``rerank`` is asked for without a chat model.

        Example:
            >>> [hit.id for hit in mem.tools.search("will it rain tomorrow", k=2)]  # doctest: +SKIP
            ['weather.forecast', 'weather.current']
        """
        if not isinstance(k, int) or k < 1:
            raise ValidationError("k", f"must be a positive integer, got {k!r}")
        if not isinstance(text, str) or not text.strip():
            raise ValidationError("text", f"must be a non-empty string, got {text!r}")
        text = cut_query(text)
        if tags_mode not in ("any", "all"):
            raise ValidationError("tags_mode", f"must be 'any' or 'all', got {tags_mode!r}")
        if rerank:
            deeper = functools.partial(self.search, text, tags=tags, tags_mode=tags_mode)
            return search_and_rerank(self.reranker, text, k, deeper)
        versions = self._ws.versions()
        if self.embedder is not None and versions.embedder not in (None, self.embedder.id):
            raise EmbedderMismatchError(self.workspace, versions.embedder, self.embedder.id, reindexed=True)
        with query_threads():
            vector, words = self._request_vectors(text, versions.tools)
            evidence = None
            if vector is not None and self._prior is not None and self.prior.weight:
                evidence = self._prior.evidence(text, vector, self.prior, version=versions.experience)
            with self._live.use(versions.tools) as index:
                allowed = None
                if tags:
                    folded = [tag.casefold() for tag in tags]
                    allowed = index.select([folded] if tags_mode == "any" else [[tag] for tag in folded])
                found = index.search(text, vector, k, allowed, reweight=evidence, word_vectors=words)
        tools = self.records.get([hit.key for hit in found], self._tools.get)
        hits: builtins.list[ToolHit] = []
        for candidate in found:
            tool = tools.get(candidate.key)
            if tool is None:  # removed by another process since the index caught up
                continue
            reasons = {"bm25": candidate.bm25}
            if candidate.dense is not None:
                reasons["dense"] = candidate.dense
            if candidate.boost:
                reasons["content"] = candidate.score - candidate.boost
                reasons["experience"] = candidate.boost
            hits.append(ToolHit(id=tool.id, score=candidate.score, tool=tool, rank=len(hits) + 1, reasons=reasons))
        return hits

    def export(
        self,
        format: str = "openai",
        ids: Sequence[str] | None = None,
        *,
        budget: int | None = DEFAULT_SCHEMA_BUDGET,
        strict: bool = False,
        keep_html: bool = False,
    ) -> builtins.list[dict[str, Any]]:
        """Tools as provider schemas: ``openai``, ``anthropic``, ``mcp`` or ``toolmem``.

        Names follow the target's rules and stay distinct within the export (map a called name
        back with :meth:`resolve`); schemas are JSON Schema 2020-12, each fitted into ``budget``
        tokens (:mod:`toolmem.tools.budget`); descriptions are text, their HTML reduced; the full
        schema stays in :meth:`get`.

        Args:
            format: the schema format.
            ids: these tools, in this order; all tools when omitted.
            budget: the most tokens each parameter schema may take (default 1,000); ``None`` keeps
                every schema whole.
            strict: OpenAI strict-mode schemas (``openai`` only).
            keep_html: send descriptions as stored, HTML and all.

        Raises:
            ToolNotFoundError: one of ``ids`` does not exist.
            ValidationError: the format is unknown or the budget is not positive.
        """
        return self.export_report(format, ids, budget=budget, strict=strict, keep_html=keep_html).tools

    def export_report(
        self,
        format: str = "openai",
        ids: Sequence[str] | None = None,
        *,
        budget: int | None = DEFAULT_SCHEMA_BUDGET,
        strict: bool = False,
        keep_html: bool = False,
    ) -> ExportReport:
        """Like :meth:`export`, with the name of each tool and its tokens before and after the budget.

        Raises:
            ToolNotFoundError: one of ``ids`` does not exist.
            ValidationError: the format is unknown or the budget is not positive.
        """
        return export_report(self._selected(ids), format, budget=budget, strict=strict, keep_html=keep_html)

    def resolve(self, name: str, format: str = "openai", ids: Sequence[str] | None = None) -> str:
        """The id of the tool that an export of ``ids`` (all tools when omitted) named ``name``.

        A model calls tools by their exported names; pass the ids that were exported to map the
        name back exactly as the export named it. An id given as the name resolves to itself.

        Raises:
            ToolNotFoundError: no tool of the set is exported under that name.
            ValidationError: ``format`` has no naming rule (``toolmem`` names are the tools' own).

        Example:
            >>> schemas = mem.tools.export("openai", ids=["a.get_me", "b.get_me"])  # doctest: +SKIP
            >>> mem.tools.resolve("b__get_me", ids=["a.get_me", "b.get_me"])  # doctest: +SKIP
            'b.get_me'
        """
        if format not in NAME_RULES:
            raise ValidationError(
                "format", f"tools exported as {format!r} keep their own names; choose one of {', '.join(NAME_RULES)}"
            )
        tools = self._selected(ids)
        found = ExportNames.assign(tools, format).id_of(name)
        if found is None and any(tool.id == name for tool in tools):
            found = name
        if found is None:
            raise ToolNotFoundError(name, self.workspace)
        return found

    @property
    def index_bytes(self) -> int:
        """About how much memory the search indexes hold: the tools' and the experience prior's
        (0 until first searched)."""
        prior = self._prior.live.nbytes if self._prior is not None else 0
        return self._live.nbytes + prior

    def index(self, *, progress: ProgressOption = None) -> HybridIndex:
        """The search index, caught up with the store (read it, do not change it).

        The first search builds it when no process saved it yet: calling this after adding many
        tools moves that wait here, with ``progress`` told of it (``building the index``, and
        ``embedding words``: the catalogue's words, embedded once for query expansion).
        """
        return self._live.current(progress=resolve(progress))

    def experience_prior(self) -> ExperiencePrior | None:
        """The votes of recorded calls; ``None`` without an embedder."""
        return self._prior

    def embed_request(self, text: str) -> None:
        """Embed what a search for ``text`` embeds — the request, and its words the catalogue does not
        use — into the embedder's cache, so that the search that follows only searches (benchmarks
        time the two apart)."""
        self._request_vectors(text)

    def word_vectors(self, text: str) -> dict[str, Vectors] | None:
        """The vectors search expands a request's words with (:mod:`toolmem.search.expansion`): the
        index's own for the words the tools use, the model's (cached) for the others; ``None`` when
        search does not expand (no embedder, or one that only hashes words)."""
        return self._request_vectors(text)[1]

    # internals ------------------------------------------------------------------------------
    def _request_vectors(
        self, text: str, version: int | None = None
    ) -> tuple[Vectors | None, dict[str, Vectors] | None]:
        """The request's vector and its words' for expansion (``None`` when search does not expand):
        the index's own for the words its tools use; the request and the other words from the
        embedder's cache, those not cached embedded together in one batch (one model pass)."""
        if self.embedder is None:
            return None, None
        with self._live.use(version) as index:
            expands = index.words is not None
            words = query_words(text) if expands else []
            vectors = index.word_vectors(words)
        if not expands:
            return self.embedder.embed_query(text), None
        unknown = [word for word in words if word not in vectors]
        if self.embedder.prompts.symmetric:  # the request and its new words alike: one model pass
            embedded = self.embedder.embed_queries([text, *unknown])
            query, found = embedded[0], embedded[1:]
        else:  # the request with the query prompt, its words as documents (as the catalogue's are)
            query, found = self.embedder.embed_query(text), self.embedder.embed_words(unknown)
        vectors.update(zip(unknown, found, strict=True))
        return query, vectors

    def _selected(self, ids: Sequence[str] | None) -> builtins.list[Tool]:
        if ids is None:
            return self.list()
        found = self._tools.get(list(ids))
        for tool_id in ids:
            if tool_id not in found:
                raise ToolNotFoundError(tool_id, self.workspace)
        return [found[tool_id] for tool_id in ids]

    def _upsert(self, tools: builtins.list[Tool], progress: Progress | None) -> AddReport:
        report = AddReport()
        changed = changed_tools(self._tools, tools, report)
        vectors = self._embed_missing(changed, progress)
        report.embedded = len(vectors)
        if changed:
            self._tools.put(changed, vectors, self.embedder.id if self.embedder else None)
        return report

    def _sync(self, tools: builtins.list[Tool], scope: str, progress: Progress | None) -> AddReport:
        report = AddReport()
        changed = changed_tools(self._tools, tools, report)
        vectors = self._embed_missing(changed, progress)
        report.embedded = len(vectors)
        keep = [*report.added, *report.updated, *report.unchanged]
        embedder_id = self.embedder.id if self.embedder else None
        report.removed = self._tools.sync(scope, changed, vectors, embedder_id, keep)
        return report

    def _embed_missing(self, items: Sequence[StoredTool], progress: Progress | None) -> dict[str, Vectors]:
        if self.embedder is None:
            return {}
        texts = {item.text_hash: item.tool.embedding_text() for item in items}
        present = self._ws.stored_vectors(self.embedder.id, list(texts))
        return embed_missing(self.embedder, texts, present, progress, label="embedding tools")


def _tool_feed(
    ws: Workspace, embedder: Embedder | None, ann_threshold: int, records: ToolRecords
) -> ChangeFeed[StoredTool]:
    """A workspace's tools as the live index reads them: BM25 over their search text, vectors of
    their embedding text, tags (case-folded) as labels; and their records, kept in ``records``."""
    embedder_id = embedder.id if embedder else None
    return ChangeFeed(
        ws,
        f"tools:{embedder_id or 'none'}:{ann_threshold}",
        embedder_id,
        lambda: ws.versions().tools,
        lambda since: ws.tools.changes(since, embedder_id),
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
        on_changes=lambda found: records.apply(
            [row.record.tool for row in found.rows], found.removed, complete=found.complete
        ),
        # The index starts again from a save: records kept meanwhile followed no log since.
        on_restore=lambda: records.apply([], [], complete=True),
    )
