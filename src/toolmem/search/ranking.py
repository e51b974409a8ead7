"""Fusing BM25 and dense scores into one ranking over an index's slots (see :mod:`.fusion`).

Two paths: :func:`rank_all` scores every allowed slot in one pass (exact search: the dense scan
scores them all anyway); :func:`rank_pool` fuses the union of each retriever's top candidates (an
HNSW graph proposes the dense ones). Both standardise each signal against its distribution over
every live document for this query, so they rank alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np

from toolmem.search.fusion import FusionWeights, fuse, standardise
from toolmem.search.reweighting import CANDIDATES
from toolmem.search.vectors import VectorIndex, best_positions
from toolmem.types import Positions, Vectors

__all__ = ["Ranked", "Signals", "SlotReweighting", "best_matches", "rank_all", "rank_pool"]

# The approximate path fuses the graph's top ``max(200, 20k)`` with BM25's top ``max(1000, 10 ×
# that)``, deeper while a left-out document could still win (see :func:`rank_pool`). Measured
# against the exact ranking of the same index (``bench/incremental.py --recall``, synthetic tools,
# hash vectors): a pool of 50 + 50 found .82 of the top 10 at 100,000 tools; 100 graph candidates
# found .985 there and .93 at 1,000,000; 200 found .97 at 1,000,000 in the same time (10.5 ms then;
# 3.4-3.6 ms, recall .964, since the graph walks with efSearch = candidates: docs/benchmarks/speed.md).
_LEXICAL_CANDIDATES = 1_000
_MAX_LEXICAL_CANDIDATES = 64_000
_LEXICAL_PER_DENSE = 10
_DENSE_CANDIDATES = 200
# best_matches looks for a floor in every _STRIDE-th score, set to let about twice as many through
# as it must choose, once the scores are this many times the number it must choose.
_STRIDE = 64
_SAMPLED_FROM = 32


class Signals(Protocol):
    """What ranking reads of an index."""

    weights: FusionWeights
    dense: VectorIndex | None

    @property
    def live(self) -> int:
        """Live documents."""

    @property
    def slots(self) -> int:
        """Slots, tombstones included."""

    def dead_slots(self) -> Positions:
        """The tombstones' slots."""

    def dense_stats(self, vector: Vectors) -> tuple[float, float]:
        """Mean and standard deviation of the query's similarity over the live documents."""


class SlotReweighting(Protocol):
    """A :class:`~toolmem.search.reweighting.Reweighting` in slots, as ranking takes it."""

    @property
    def slots(self) -> Positions:
        """The slots the evidence speaks for, ascending."""

    def adjust(self, slots: Positions, scores: Vectors) -> Vectors:
        """What to add to each candidate slot's fused score."""


@dataclass(frozen=True)
class Ranked:
    """The best slots, best first, with their fused score and raw signals."""

    slots: Positions
    scores: Vectors
    bm25: Vectors
    dense: Vectors | None
    boosts: Vectors | None

    @classmethod
    def empty(cls) -> Ranked:
        """No result."""
        nothing = np.empty(0, dtype=np.float32)
        return cls(np.empty(0, dtype=np.int64), nothing, nothing, None, None)


def rank_all(
    index: Signals,
    lexical: Vectors,
    vector: Vectors | None,
    k: int,
    allowed: Positions | None,
    reweight: SlotReweighting | None = None,
) -> Ranked:
    """Fuse both signals over every allowed document (exact: one pass over the whole array costs
    less than gathering a candidate pool). Tombstones score 0 in both signals, so the sums behind
    the statistics count live documents only."""
    live = index.live
    bm25 = lexical if allowed is None else lexical[allowed]
    lexical_mean, lexical_std = _mean_std(lexical, live, exact=True)
    lexical_scale = 0.0 if lexical_std <= 1e-9 else 1.0 / lexical_std
    dense = index.dense
    if vector is not None and dense is not None:
        # fused = w·(sim − μd)/σd + (1 − w)·(bm25 − μl)/σl, with the scale folded into the query
        # so the scan yields the scaled dense term directly: one pass over the documents.
        lexical_scale *= 1.0 - index.weights.dense
        if allowed is None:
            fused = dense.scores(vector)
            dense_mean, dense_std = _mean_std(fused, live, exact=True)
            dense_scale = 0.0 if dense_std <= 1e-9 else index.weights.dense / dense_std
            fused *= np.float32(dense_scale)
        else:
            dense_mean, dense_std = index.dense_stats(vector)
            dense_scale = 0.0 if dense_std <= 1e-9 else index.weights.dense / dense_std
            fused = dense.scores((vector * np.float32(dense_scale)).astype(np.float32), allowed)
        if lexical_scale:
            fused += np.float32(lexical_scale) * bm25
        fused -= np.float32(dense_scale * dense_mean + lexical_scale * lexical_mean)
        eligible = None
    else:
        dense = None
        fused = np.float32(lexical_scale) * (bm25 - np.float32(lexical_mean))
        eligible = bm25 > 0  # keyword-only: a query word must match
    if eligible is not None:
        fused[~eligible] = -np.inf
    if allowed is None and index.live < index.slots:
        fused[index.dead_slots()] = -np.inf
    extra = None
    if reweight is not None:
        extra = np.zeros(len(fused), dtype=np.float32)
        named = reweight.slots
        if allowed is None:
            where = named[np.isfinite(fused[named])] if len(named) else named
        else:
            where = np.searchsorted(allowed, named)
            inside = where < len(allowed)
            inside[inside] &= allowed[where[inside]] == named[inside]
            where = where[inside]
        shown = np.union1d(best_positions(fused, CANDIDATES, allowed), where)
        shown = shown[np.isfinite(fused[shown])]
        if len(shown):
            extra[shown] = reweight.adjust(shown if allowed is None else allowed[shown], fused[shown])
            fused += extra
    best = best_positions(fused, k, allowed)
    positions = best if allowed is None else allowed[best]
    similarities = None if dense is None or vector is None else dense.scores(vector, positions)
    return Ranked(positions, fused[best], bm25[best], similarities, None if extra is None else extra[best])


def rank_pool(
    index: Signals,
    lexical: Vectors,
    vector: Vectors,
    k: int,
    allowed: Positions | None,
    candidates: int | None,
    reweight: SlotReweighting | None = None,
) -> Ranked:
    """Fuse over the union of each retriever's top candidates (approximate dense search).

    The graph proposes ``candidates`` documents (default ``max(200, 20k)``) and BM25 its best
    ``max(1000, 10 × candidates)``, taken deeper (four times, then again) while a document BM25 has
    not proposed could still beat the k-th fused score: its fused score is at most the fusion of
    the best BM25 score left out and the graph's lowest similarity. So the ranking equals the exact
    one whenever the graph found the true top ``candidates`` by similarity.
    """
    n_dense = candidates or max(_DENSE_CANDIDATES, 20 * k)
    dense = index.dense
    assert dense is not None
    weight = index.weights.dense
    dense_mean, dense_std = index.dense_stats(vector)
    lexical_mean, lexical_std = _mean_std(lexical, index.live)
    graph_slots, graph_scores = dense.top(vector, n_dense, allowed)
    floor = float(graph_scores.min()) if len(graph_scores) >= n_dense else -1.0
    named = np.empty(0, dtype=np.int64) if reweight is None else reweight.slots
    if allowed is not None:
        named = np.intersect1d(named, allowed)
    depth = max(_LEXICAL_CANDIDATES, _LEXICAL_PER_DENSE * n_dense)
    while True:
        chosen, every = best_matches(lexical, depth, allowed)
        pool = _union(chosen, graph_slots, named)
        if len(pool) == 0:
            return Ranked.empty()
        dense_scores = dense.scores(vector, pool)
        fused = fuse(
            standardise(dense_scores, dense_mean, dense_std),
            standardise(lexical[pool], lexical_mean, lexical_std),
            index.weights,
        )
        if every or len(pool) < k:
            break
        left_out = float(lexical[chosen].min())  # nothing BM25 left out scored more
        bound = _z(floor, dense_mean, dense_std) * weight + _z(left_out, lexical_mean, lexical_std) * (1 - weight)
        kth = float(np.partition(fused, len(fused) - k)[len(fused) - k])
        if bound <= kth or depth >= _MAX_LEXICAL_CANDIDATES:
            break
        depth *= 4
    extra = None
    if reweight is not None:
        # The content ranking is complete over the pool; the evidence reweighs its best and the
        # documents it names (all in the pool), so the deepening above never counts on a boost.
        extra = np.zeros(len(pool), dtype=np.float32)
        shown = np.union1d(best_positions(fused, CANDIDATES, pool), np.searchsorted(pool, named))
        extra[shown] = reweight.adjust(pool[shown], fused[shown])
        fused = fused + extra
    order = np.lexsort((pool, -fused))[:k]
    return Ranked(
        pool[order], fused[order], lexical[pool[order]], dense_scores[order], None if extra is None else extra[order]
    )


def best_matches(scores: Vectors, n: int, allowed: Positions | None = None) -> tuple[Positions, bool]:
    """The ``n`` best slots among those scoring above 0 (and ``allowed``), in no order, and whether
    they are every such slot. Ties at the n-th score are broken arbitrarily.

    A large array is not sorted through: a floor from every 64th score that about ``2n`` scores
    reach is tried first, and it is used only when more than ``n`` scores reach it (then the best
    ``n`` are all among them); otherwise every score above 0 is ranked.
    """
    if allowed is None and n > 0 and len(scores) >= _SAMPLED_FROM * n:
        sample = scores[::_STRIDE]
        rank = len(sample) - (2 * n) // _STRIDE - 1
        floor = np.partition(sample, rank)[rank]
        if floor > 0:
            above = np.flatnonzero(scores >= floor)
            if len(above) > n:
                return above[_top(scores[above], n)], False
    matching = np.flatnonzero(scores > 0)
    if allowed is not None:
        matching = np.intersect1d(matching, allowed, assume_unique=True)
    if n >= len(matching):
        return matching, True
    return matching[_top(scores[matching], n)], False


def _union(*parts: Positions) -> Positions:
    """The slots in any of ``parts``, ascending (sorting and dropping repeats is many times faster
    than ``np.unique``, which hashes first in numpy 2)."""
    slots = np.sort(np.concatenate(parts))
    keep = np.ones(len(slots), dtype=bool)
    np.not_equal(slots[1:], slots[:-1], out=keep[1:])
    result: Positions = slots[keep]
    return result


def _z(value: float, mean: float, std: float) -> float:
    return 0.0 if std <= 1e-9 else (value - mean) / std


def _mean_std(scores: Vectors, count: int, *, exact: bool = False) -> tuple[float, float]:
    """Mean and standard deviation over ``count`` values from two sums (tombstones score zero and
    add nothing). ``exact`` sums in float64, so the statistics do not depend on where tombstones
    sit (an index changed in place then fuses exactly like a fresh one); otherwise float32 BLAS
    sums, accurate to ~1e-7 relative and several times faster on a large array."""
    n = max(count, 1)
    if exact:
        wide = scores.astype(np.float64)
        mean = float(wide.sum()) / n
        variance = float(wide @ wide) / n - mean * mean
    else:
        mean = float(scores.sum()) / n
        variance = float(np.dot(scores, scores)) / n - mean * mean
    return mean, max(variance, 0.0) ** 0.5


def _top(scores: Vectors, n: int) -> Positions:
    n = min(n, len(scores))
    part = np.argpartition(-scores, n - 1)[:n] if n < len(scores) else np.arange(len(scores))
    keep = part[np.isfinite(scores[part])]
    return keep.astype(np.int64)
