"""The retrieval benchmark: index a dataset's tools, run its queries, score and time them.

Example:
    >>> from toolmem.evaluation.datasets import data_dir, load_dataset
    >>> report = run_retrieval(load_dataset(data_dir("metatool")), embedder="local")  # doctest: +SKIP
    >>> round(report.metrics["ndcg@5"], 3)  # doctest: +SKIP
"""

from __future__ import annotations

import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from toolmem.embedders import Embedder
from toolmem.evaluation.datasets import Dataset
from toolmem.evaluation.metrics import ndcg_at, percentile, recall_at
from toolmem.memory import KEYWORD_ONLY
from toolmem.memory import open as open_memory
from toolmem.progress import Progress, ProgressOption, resolve, stage
from toolmem.search.fusion import FusionWeights
from toolmem.tools.rerank import LLMReranker

__all__ = ["RetrievalReport", "run_retrieval"]

_CUTOFFS = {"recall@1": 1, "recall@5": 5, "recall@10": 10}
_NDCG = {"ndcg@5": 5, "ndcg@10": 10}


@dataclass
class RetrievalReport:
    """Quality and speed of one run.

    Attributes:
        dataset: the dataset's name.
        embedder: the embedder id, or ``"none"`` for keyword-only.
        tools: catalogue size.
        queries: how many queries were scored.
        metrics: Recall@1/5/10 and NDCG@5/10, averaged over queries.
        latency_ms: p50/p95 of search alone (query vector cached) and of embedding + search.
        build_seconds: time to add every tool (embedding included) and build the index.
        rerank: with a rerank, the model, the candidates it saw, its requests and how many of them
            failed (and kept the fused order); ``None`` without.
    """

    dataset: str
    embedder: str
    tools: int
    queries: int
    metrics: dict[str, float] = field(default_factory=dict)
    latency_ms: dict[str, float] = field(default_factory=dict)
    build_seconds: float = 0.0
    rerank: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        """The report as plain data."""
        return {
            "dataset": self.dataset,
            "embedder": self.embedder,
            "tools": self.tools,
            "queries": self.queries,
            "metrics": self.metrics,
            "latency_ms": self.latency_ms,
            "build_seconds": self.build_seconds,
            "rerank": self.rerank,
        }


def run_retrieval(
    dataset: Dataset,
    *,
    embedder: str | Embedder | None = "local",
    weights: FusionWeights | None = None,
    db: str | None = None,
    progress: ProgressOption = None,
    rerank: LLMReranker | None = None,
    max_queries: int | None = None,
) -> RetrievalReport:
    """Index ``dataset.tools`` in a fresh workspace, search every query and score the top 10.

    Args:
        dataset: the catalogue and queries.
        embedder: the embedder spec or instance; ``None`` for keyword-only search.
        weights: the fusion weights (default: toolmem's).
        db: the database to build in; a temporary file when omitted.
        progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress` told of
            the stages ``embedding tools``, ``building the index`` (and ``embedding words``) and
            ``searching``.
        rerank: rerank every search with this reranker (its chat model is asked once per query).
        max_queries: score only the first this many queries (a rerank costs a model call each).
    """
    if max_queries is not None:
        dataset = replace(dataset, queries=dataset.queries[:max_queries])
    with tempfile.TemporaryDirectory(prefix="toolmem-bench-") as tmp:
        url = db or str(Path(tmp) / "bench.db")
        mem = open_memory(url, workspace=f"bench-{dataset.name}", embedder=embedder or KEYWORD_ONLY, weights=weights)
        mem.tools.reranker = rerank
        try:
            report = _run(mem, dataset, resolve(progress), rerank is not None)
        finally:
            mem.close()
    if rerank is not None:
        report.rerank = {
            "model": rerank.llm.model,
            "candidates": rerank.candidates,
            "requests": rerank.requests,
            "failures": rerank.failures,
        }
    return report


def _run(mem: Any, dataset: Dataset, progress: Progress | None, rerank: bool) -> RetrievalReport:
    total = len(dataset.tools)
    started = time.perf_counter()
    mem.tools.add(dataset.tools, progress=progress)
    mem.tools.index(progress=progress)
    build = time.perf_counter() - started
    embedder = mem.tools.embedder
    sums = dict.fromkeys([*_CUTOFFS, *_NDCG], 0.0)
    search_ms: list[float] = []
    full_ms: list[float] = []
    searching = stage(progress, "searching", len(dataset.queries))
    for query in dataset.queries:
        t0 = time.perf_counter()
        mem.tools.embed_request(query.text)  # the request and its new words: not the search's time
        t1 = time.perf_counter()
        hits = mem.tools.search(query.text, k=10, rerank=rerank)
        t2 = time.perf_counter()
        search_ms.append((t2 - t1) * 1000)
        full_ms.append((t2 - t0) * 1000)
        ranked = [hit.id for hit in hits]
        for name, k in _CUTOFFS.items():
            sums[name] += recall_at(ranked, query.relevant, k)
        for name, k in _NDCG.items():
            sums[name] += ndcg_at(ranked, query.relevant, k)
        searching.advance()
    count = max(len(dataset.queries), 1)
    return RetrievalReport(
        dataset=dataset.name,
        embedder=embedder.id if embedder is not None else "none",
        tools=total,
        queries=len(dataset.queries),
        metrics={name: value / count for name, value in sums.items()},
        latency_ms={
            "search_p50": percentile(search_ms, 50),
            "search_p95": percentile(search_ms, 95),
            "with_embedding_p50": percentile(full_ms, 50),
            "with_embedding_p95": percentile(full_ms, 95),
        },
        build_seconds=build,
    )
