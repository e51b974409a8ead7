"""Fusing dense and BM25 scores into one ranking.

Both retrievers propose candidates (their top ``n`` each); every candidate then gets both scores.
Each signal is standardised against its distribution over the *whole* catalogue for this query
(a z-score), and the two are mixed with a fixed weight:

    fused = dense_weight · z(dense) + (1 − dense_weight) · z(bm25)

A z-score rewards a candidate that stands out from the catalogue, so a signal that separates the
tools sharply for this query counts for more than one that rates everything alike, without a
per-dataset switch. The dense mean and spread over the catalogue are exact yet cheap: with the
catalogue's mean vector ``m`` and second-moment matrix ``S = XᵀX / n``, a query ``q`` has mean
``q·m`` and variance ``qᵀSq − (q·m)²`` — no full scan, so HNSW search keeps the same fusion.

The weight (0.8) and BM25's ``k1``/``b`` (1.5/0.5) were chosen on MetaTool's *training* queries
only (``bench/tune_fusion.py`` prints the sweep); Gorilla APIBench, which has no training split,
was used only to check that the same setting holds on another catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from toolmem.errors import ConfigError
from toolmem.types import Vectors

__all__ = ["DEFAULT_DENSE_WEIGHT", "FusionWeights", "Moments", "fuse", "standardise"]

DEFAULT_DENSE_WEIGHT = 0.8


@dataclass(frozen=True)
class FusionWeights:
    """How much each signal counts.

    Attributes:
        dense: the weight of the dense similarity in [0, 1]; BM25 gets ``1 - dense``.
    """

    dense: float = DEFAULT_DENSE_WEIGHT

    def __post_init__(self) -> None:
        if not 0.0 <= self.dense <= 1.0:
            raise ConfigError(f"dense weight must be within [0, 1], got {self.dense!r}")


@dataclass(frozen=True)
class Moments:
    """First and second moments of a catalogue's vectors, for exact per-query score statistics.

    Attributes:
        mean: the mean row, shape ``(d,)``.
        second: ``XᵀX / n``, shape ``(d, d)``.
    """

    mean: Vectors
    second: Vectors

    @classmethod
    def of(cls, vectors: Vectors) -> Moments:
        """Compute the moments of ``(n, d)`` vectors (n ≥ 1)."""
        n = max(len(vectors), 1)
        mean: Vectors = vectors.mean(axis=0, dtype=np.float64).astype(np.float32)
        second: Vectors = (vectors.T.astype(np.float64) @ vectors / n).astype(np.float32)
        return cls(mean, second)

    def stats(self, query: Vectors) -> tuple[float, float]:
        """Mean and standard deviation of ``rows · query`` over the catalogue."""
        mean = float(query @ self.mean)
        variance = float(query @ self.second @ query) - mean * mean
        return mean, max(variance, 0.0) ** 0.5


def standardise(scores: Vectors, mean: float, std: float) -> Vectors:
    """``(scores − mean) / std``; all zeros when the signal has no spread."""
    if std <= 1e-9:
        return np.zeros_like(scores)
    result: Vectors = ((scores - mean) / std).astype(np.float32)
    return result


def fuse(dense: Vectors | None, lexical: Vectors, weights: FusionWeights) -> Vectors:
    """Mix two already standardised signals over the same candidates.

    Args:
        dense: z-scored cosine similarities, or ``None`` when there is no embedder (keyword only).
        lexical: z-scored BM25 scores.
        weights: the mix.
    """
    if dense is None:
        return lexical
    result: Vectors = np.float32(weights.dense) * dense + np.float32(1.0 - weights.dense) * lexical
    return result
