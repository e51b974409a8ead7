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

import copy
from dataclasses import dataclass

import numpy as np

from toolmem.search.dense import DEFAULT_ANN_THRESHOLD
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import ToolIndex
from toolmem.stores.base import ExperienceSnapshot
from toolmem.types import Vectors

__all__ = [
    "DEFAULT_EXPERIENCE_WEIGHT",
    "DEFAULT_FLOOR",
    "DEFAULT_NEIGHBOURS",
    "DEFAULT_POWER",
    "PRIOR_ANN_THRESHOLD",
    "ExperiencePrior",
    "PriorSettings",
]

DEFAULT_EXPERIENCE_WEIGHT = 80.0
DEFAULT_NEIGHBOURS = 20
DEFAULT_POWER = 8.0
DEFAULT_FLOOR = 0.05
# Above this many past requests their neighbours come from an HNSW graph: an exact scan of 18,600
# request vectors took 0.9 ms of the search's 1.9 ms (MetaTool's training split, all recorded).
PRIOR_ANN_THRESHOLD = 5_000
# Histories smaller than this are rebuilt whole on every change; larger ones take changes as a delta.
_REBUILD_BELOW = 2_000
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

    A prior is built from a full snapshot (the *base*: a hybrid index over every past request).
    Calls recorded afterwards arrive as a small *delta* (:meth:`updated`): the requests whose
    outcomes changed, searched exactly by embedding beside the base, their rows in the base
    ignored. Rebuilding the base at every recorded call would cost seconds on a long history; the
    owner rebuilds it only when the delta has grown (:meth:`needs_rebuild`).

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
        self.version = self.base_version = snapshot.version
        self.weights = weights or FusionWeights()
        self.index: ToolIndex | None = None
        if snapshot.vectors is not None and snapshot.request_hashes:
            # The past requests as a hybrid index: the same search the catalogue runs over tools.
            self.index = ToolIndex.of_texts(
                snapshot.version,
                snapshot.request_hashes,
                snapshot.texts,
                snapshot.vectors,
                weights=weights,
                ann_threshold=ann_threshold,
            )
        self._base = _Votes(snapshot)
        self._delta: _Votes | None = None
        self._delta_vectors: Vectors | None = None
        self._delta_hashes: frozenset[str] = frozenset()

    def __len__(self) -> int:
        return len(self._base) + (len(self._delta) if self._delta else 0)

    @property
    def delta_size(self) -> int:
        """How many requests changed since the base was built."""
        return len(self._delta) if self._delta else 0

    def needs_rebuild(self, delta_size: int) -> bool:
        """Whether a delta this large should be folded into a new base instead: small histories are
        rebuilt at once (cheap), large ones when a tenth of their requests changed."""
        return len(self._base) < _REBUILD_BELOW or delta_size > max(_REBUILD_BELOW // 10, len(self._base) // 10)

    def updated(self, delta: ExperienceSnapshot) -> ExperiencePrior:
        """This prior with ``delta`` (every request whose outcomes changed since the base) on top."""
        prior = copy.copy(self)
        prior.version = delta.version
        prior._delta = _Votes(delta)
        prior._delta_vectors = delta.vectors
        prior._delta_hashes = frozenset(delta.request_hashes)
        return prior

    def boosts(self, text: str, query: Vectors, settings: PriorSettings) -> dict[str, float]:
        """Each voted tool's boost for a request and its unit vector (empty without history or weight)."""
        index = self.index
        if index is None or index.moments is None or not len(self) or settings.weight == 0.0:
            return {}
        found = index.search(text, query, settings.neighbours)
        mean, std = index.moments.stats(query)
        neighbours: list[tuple[float, _Votes, int]] = [
            (c.score * std + mean, self._base, c.position)
            for c in found
            if index.ids[c.position] not in self._delta_hashes
        ]
        if self._delta is not None and self._delta_vectors is not None and len(self._delta):
            # Changed requests by embedding alone (no word evidence), in the same units as the base.
            dense = self._delta_vectors @ query
            hybrid = self.weights.dense * (dense - mean) + mean
            neighbours += [(float(sim), self._delta, row) for row, sim in enumerate(hybrid)]
            neighbours.sort(key=lambda item: -item[0])
            neighbours = neighbours[: settings.neighbours]
        votes: dict[str, float] = {}
        total = 0.0
        for similarity, source, row in neighbours:
            weight = max(similarity, 0.0) ** settings.power
            if weight < _NEGLIGIBLE:
                continue
            total += weight
            for tool_id, net in source.outcomes(row):
                votes[tool_id] = votes.get(tool_id, 0.0) + weight * net
        scale = settings.weight / max(total, settings.floor)
        return {tool_id: scale * vote for tool_id, vote in votes.items() if vote}


class _Votes:
    """The outcomes of a snapshot's requests, by row: which tools each served, and how well."""

    def __init__(self, snapshot: ExperienceSnapshot) -> None:
        rows = len(snapshot.request_hashes)
        self.tool_ids = sorted({tool_id for _, tool_id, _, _ in snapshot.outcomes})
        column = {tool_id: i for i, tool_id in enumerate(self.tool_ids)}
        order = sorted(snapshot.outcomes)
        counts = np.bincount([row for row, *_ in order], minlength=rows)
        self._start: list[int] = [0, *np.cumsum(counts).tolist()]
        self._tool: list[int] = [column[t] for _, t, _, _ in order]
        self._net: list[float] = [(s - f) / max(s + f, 1) for _, _, s, f in order]

    def __len__(self) -> int:
        return len(self._start) - 1

    def outcomes(self, row: int) -> list[tuple[str, float]]:
        """``(tool id, (successes − failures) / calls)`` for each tool the request at ``row`` used."""
        start, end = self._start[row], self._start[row + 1]
        return [(self.tool_ids[self._tool[i]], self._net[i]) for i in range(start, end)]
