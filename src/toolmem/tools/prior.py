"""The experience prior: tools that served requests like this one rise, tools that failed them sink.

Every recorded call leaves an outcome for its (request, tool) pair. For a new request the prior
finds the ``n`` past requests most like it, by the same fusion the catalogue uses for tools: the
z-scored cosine similarity of the embeddings mixed with the z-scored BM25 score of the words
(dense weight 0.8), mapped back to cosine units (``sim = fused · σ + μ`` with the query's mean
``μ`` and spread ``σ`` of cosine similarity over all past requests). Each neighbour weighs
``w = max(sim, 0)^power`` and votes for the tools it used with ``(successes − failures) / calls``:

    boost(tool) = weight · Σ w · vote(tool) / max(Σ w, floor)

With close neighbours the boost is the similarity-weighted share of them that a tool served; a few
distant neighbours (total weight under ``floor``) give a proportionally small boost, and weights
below 1e-4 (similarity under about 0.32 at power 8) are dropped, so a workspace with no similar
history ranks exactly as it would with no history at all. Failed calls vote *against* their tool,
so a wrong tool an agent tried and failed with never gains. The boost is added to the fused content
score. The defaults were chosen on MetaTool's training split (``bench/tune_experience.py``); finding
neighbours by words as well as by embedding raised held-out NDCG@5 from .921 to .925 there.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from toolmem.embedders.base import Vectors
from toolmem.stores.base import ExperienceSnapshot
from toolmem.tools.dense import DEFAULT_ANN_THRESHOLD, DenseIndex
from toolmem.tools.fusion import FusionWeights, Moments
from toolmem.tools.index import ToolIndex, ToolRecords
from toolmem.tools.lexical import LexicalIndex

__all__ = [
    "DEFAULT_EXPERIENCE_WEIGHT",
    "DEFAULT_FLOOR",
    "DEFAULT_NEIGHBOURS",
    "DEFAULT_POWER",
    "ExperiencePrior",
    "PriorSettings",
]

DEFAULT_EXPERIENCE_WEIGHT = 80.0
DEFAULT_NEIGHBOURS = 20
DEFAULT_POWER = 8.0
DEFAULT_FLOOR = 0.05
# Votes lighter than this (similarity below ~0.32 at power 8) are dropped, so unrelated history
# cannot even break a tie between tools.
_NEGLIGIBLE = 1e-4


@dataclass(frozen=True)
class PriorSettings:
    """How past calls shape search.

    Attributes:
        weight: how much a full vote (one identical past request that succeeded) adds to the fused
            score; 0 turns the prior off.
        neighbours: how many similar past requests vote.
        power: how sharply similarity is weighted.
        floor: the votes are divided by the neighbours' total weight, but never by less than this,
            so a few distant neighbours give a proportionally small boost.
    """

    weight: float = DEFAULT_EXPERIENCE_WEIGHT
    neighbours: int = DEFAULT_NEIGHBOURS
    power: float = DEFAULT_POWER
    floor: float = DEFAULT_FLOOR


class ExperiencePrior:
    """Votes of past requests for the tools that served them.

    Args:
        snapshot: requests, their vectors and their outcomes per tool.
        ann_threshold: above this many past requests, neighbours come from an HNSW graph.
        weights: the fusion of embedding and word similarity between requests (the catalogue's).
    """

    def __init__(
        self,
        snapshot: ExperienceSnapshot,
        *,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
        weights: FusionWeights | None = None,
    ) -> None:
        self.version = snapshot.version
        rows = len(snapshot.request_hashes)
        self.index: ToolIndex | None = None
        if snapshot.vectors is not None and rows:
            # The past requests as a hybrid index: the same search the catalogue runs over tools.
            self.index = ToolIndex(
                version=snapshot.version,
                ids=snapshot.request_hashes,
                tags={},
                lexical=LexicalIndex(snapshot.texts),
                dense=DenseIndex(snapshot.vectors, ann_threshold=ann_threshold),
                moments=Moments.of(snapshot.vectors),
                tools=ToolRecords([]),
                weights=weights,
            )
        self.tool_ids = sorted({tool_id for _, tool_id, _, _ in snapshot.outcomes})
        column = {tool_id: i for i, tool_id in enumerate(self.tool_ids)}
        order = sorted(snapshot.outcomes)
        counts = np.bincount([row for row, *_ in order], minlength=rows)
        self._start: npt.NDArray[np.int64] = np.concatenate([[0], np.cumsum(counts)]).astype(np.int64)
        self._tool: npt.NDArray[np.int64] = np.asarray([column[t] for _, t, _, _ in order], dtype=np.int64)
        self._net: Vectors = np.asarray([(s - f) / max(s + f, 1) for _, _, s, f in order], dtype=np.float32)

    def __len__(self) -> int:
        return len(self._start) - 1

    def boosts(self, text: str, query: Vectors, settings: PriorSettings) -> dict[str, float]:
        """Each voted tool's boost for a request and its unit vector (empty without history or weight)."""
        index = self.index
        if index is None or index.moments is None or not len(self) or settings.weight == 0.0:
            return {}
        found = index.search(text, query, settings.neighbours)
        mean, std = index.moments.stats(query)
        rows = np.asarray([c.position for c in found], dtype=np.int64)
        sims = np.asarray([c.score for c in found], dtype=np.float64) * std + mean
        weights = np.maximum(sims, 0.0) ** settings.power
        weights[weights < _NEGLIGIBLE] = 0.0
        votes = np.zeros(len(self.tool_ids), dtype=np.float64)
        for row, weight in zip(rows, weights, strict=True):
            if weight <= 0.0:
                continue
            start, end = self._start[row], self._start[row + 1]
            np.add.at(votes, self._tool[start:end], weight * self._net[start:end])
        scale = settings.weight / max(float(weights.sum()), settings.floor)
        return {self.tool_ids[i]: float(scale * votes[i]) for i in np.flatnonzero(votes)}
