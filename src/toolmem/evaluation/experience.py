"""The learning benchmark: replay training requests as recorded calls, then score the test queries.

Each training request becomes a call of its relevant tool, as an agent would have recorded it after
it worked. With ``noise``, that share of the requests is recorded instead as a *failed* call of the
wrong tool most like the right one (the confusion an agent makes), or, with ``noise_mode="add"``,
such failed calls are recorded beside every success; either way the run shows whether failed calls
teach the wrong tool. Quality is measured after each checkpoint (0, 100, 1,000, all calls),
with the added search latency of the prior.
"""

from __future__ import annotations

import random
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from toolmem.embedders import Embedder
from toolmem.evaluation.datasets import Dataset, Query
from toolmem.evaluation.metrics import ndcg_at, percentile, recall_at
from toolmem.experience.prior import PriorSettings
from toolmem.memory import Memory
from toolmem.memory import open as open_memory
from toolmem.progress import ProgressOption, Stage, resolve, stage

__all__ = ["CurvePoint", "run_experience"]

_BATCH = 500


@dataclass
class CurvePoint:
    """Quality and latency after ``calls`` recorded calls."""

    calls: int
    metrics: dict[str, float] = field(default_factory=dict)
    latency_ms: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The point as plain data."""
        return {"calls": self.calls, "metrics": self.metrics, "latency_ms": self.latency_ms}


def run_experience(
    dataset: Dataset,
    training: Sequence[Query],
    *,
    checkpoints: Sequence[int | None] = (0, 100, 1000, None),
    noise: float = 0.0,
    noise_mode: str = "replace",
    embedder: str | Embedder = "local",
    prior: PriorSettings | None = None,
    seed: int = 0,
    progress: ProgressOption = None,
) -> list[CurvePoint]:
    """Record ``training`` requests as calls in steps and score ``dataset.queries`` at each checkpoint.

    Args:
        dataset: the catalogue and the test queries.
        training: requests with their relevant tools, replayed in a seeded random order.
        checkpoints: numbers of recorded calls to score at; ``None`` means all.
        noise: share of requests recorded as a failed call of a wrong tool instead
            (``noise_mode="replace"``), or share of all recorded calls that are failed calls of a
            wrong tool added beside every success (``"add"``).
        noise_mode: ``"replace"`` or ``"add"``.
        embedder: the embedder spec or instance.
        prior: the prior's settings (default toolmem's).
        seed: the shuffle and noise seed.
        progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress` told of
            the stages ``embedding tools``, ``building the index`` (and ``embedding words``),
            ``recording calls`` and ``scoring at N calls``.
    """
    order = list(training)
    report = resolve(progress)
    random.Random(seed).shuffle(order)
    with tempfile.TemporaryDirectory(prefix="toolmem-bench-") as tmp:
        mem = open_memory(str(Path(tmp) / "bench.db"), workspace="bench", embedder=embedder, prior=prior)
        try:
            mem.tools.add(dataset.tools, progress=report)
            mem.tools.index(progress=report)
            calls = _calls(mem, order, noise, seed, add=noise_mode == "add")
            points, recorded = [], 0
            recording = stage(report, "recording calls", len(calls))
            for checkpoint in checkpoints:
                target = len(calls) if checkpoint is None else min(checkpoint, len(calls))
                for start in range(recorded, target, _BATCH):
                    batch = calls[start : min(start + _BATCH, target)]
                    mem.calls.record_many(batch)
                    recording.advance(len(batch))
                recorded = max(recorded, target)
                points.append(
                    _score(
                        mem,
                        dataset.queries,
                        recorded,
                        stage(report, f"scoring at {recorded} calls", len(dataset.queries)),
                    )
                )
            return points
        finally:
            mem.close()


def _calls(mem: Memory, order: Sequence[Query], noise: float, seed: int, *, add: bool = False) -> list[dict[str, Any]]:
    """One call per request: a success of its tool, or (for the noisy share) a failure of a look-alike.

    With ``add``, every request keeps its success and a failed call of a look-alike is recorded
    beside it for enough requests that failures make up ``noise`` of all calls.
    """
    rng = random.Random(seed + 1)
    confusion = _look_alikes(mem)
    share = noise / (1.0 - noise) if add and noise < 1.0 else noise
    calls = []
    for number, query in enumerate(order):
        right = query.relevant[0]
        noisy = rng.random() < share and right in confusion
        outcomes = [(right, True)] if not noisy else [(confusion[right], False)]
        if add and noisy:
            outcomes.insert(0, (right, True))
        for tool_id, success in outcomes:
            calls.append(
                {
                    "tool_id": tool_id,
                    "request": query.text,
                    "input": {},
                    "output": "" if success else "error",
                    "success": success,
                    "error": None if success else "the tool could not answer this request",
                    "created_at": float(number),
                }
            )
    return calls


def _look_alikes(mem: Memory) -> dict[str, str]:
    """Each tool's most similar other tool by description, the wrong tool an agent would try."""
    ids, vectors = mem.tools.index().vectors()
    if vectors is None or len(ids) < 2:
        return {}
    similarity = vectors @ vectors.T
    np.fill_diagonal(similarity, -np.inf)
    return {tool_id: ids[int(np.argmax(similarity[i]))] for i, tool_id in enumerate(ids)}


def _score(mem: Memory, queries: Sequence[Query], calls: int, scoring: Stage) -> CurvePoint:
    settings = mem.tools.prior
    prior = mem.tools.experience_prior()
    if prior is not None:
        len(prior)  # caught up here (requests embedded), not inside the first timed query
    sums = {"recall@1": 0.0, "recall@5": 0.0, "ndcg@5": 0.0, "ndcg@10": 0.0}
    with_prior: list[float] = []
    without_prior: list[float] = []
    off = PriorSettings(weight=0.0)
    for n, query in enumerate(queries):
        mem.tools.embed_request(query.text)  # the request and its new words: not the search's time
        # Each query is searched without and with the prior; the first of two searches of one text
        # pays for what the second finds cached, so the order alternates between queries.
        for prior_settings in (off, settings) if n % 2 == 0 else (settings, off):
            mem.tools.prior = prior_settings
            t0 = time.perf_counter()
            found = mem.tools.search(query.text, k=10)
            elapsed = (time.perf_counter() - t0) * 1000
            if prior_settings is off:
                without_prior.append(elapsed)
            else:
                with_prior.append(elapsed)
                hits = found
        mem.tools.prior = settings
        ranked = [hit.id for hit in hits]
        sums["recall@1"] += recall_at(ranked, query.relevant, 1)
        sums["recall@5"] += recall_at(ranked, query.relevant, 5)
        sums["ndcg@5"] += ndcg_at(ranked, query.relevant, 5)
        sums["ndcg@10"] += ndcg_at(ranked, query.relevant, 10)
        scoring.advance()
    count = max(len(queries), 1)
    return CurvePoint(
        calls=calls,
        metrics={name: value / count for name, value in sums.items()},
        latency_ms={
            "search_p50": percentile(with_prior, 50),
            "search_p95": percentile(with_prior, 95),
            "without_prior_p50": percentile(without_prior, 50),
            "added_p50": percentile(with_prior, 50) - percentile(without_prior, 50),
        },
    )
