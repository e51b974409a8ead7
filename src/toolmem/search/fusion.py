"""Fusing dense and BM25 scores into one ranking.

Both retrievers propose candidates (their top ``n`` each); every candidate then gets both scores.
Each signal is standardised against its distribution over the *whole* catalogue for this query
(a z-score), and the two are mixed with a fixed weight:

    fused = dense_weight · z(dense) + (1 − dense_weight) · z(bm25)

A z-score rewards a candidate that stands out from the catalogue, so a signal that separates the
tools sharply for this query counts for more than one that rates everything alike, without a
per-dataset switch. The dense mean and spread over the catalogue are exact yet cheap: with the
catalogue's mean vector ``m`` and second-moment matrix ``S = XᵀX / n``, a query ``q`` has mean
``q·m`` and variance ``qᵀSq − (q·m)²`` — no full scan, so HNSW search keeps the same fusion. The sums behind them follow
additions and removals exactly (:class:`Moments`), so an index changed a thousand times fuses like
one built afresh.

The weight (0.8) and BM25's ``k1``/``b`` (1.5/0.5) were chosen on MetaTool's *training* queries
only (``bench/tune_fusion.py`` prints the sweep); Gorilla APIBench, which has no training split,
was used only to check that the same setting holds on another catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

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


class Moments:
    """First and second moments of a changing set of vectors, for exact per-query score statistics.

    Sums are kept in float64 as rows come and go; the float32 mean and ``XᵀX / n`` that queries use
    are derived when first asked for after a change.
    """

    def __init__(self, dimensions: int) -> None:
        self.count = 0
        self._sum = np.zeros(dimensions, dtype=np.float64)
        self._outer = np.zeros((dimensions, dimensions), dtype=np.float64)
        self._derived: tuple[Vectors, Vectors] | None = None

    @classmethod
    def of(cls, vectors: Vectors) -> Moments:
        """The moments of ``(n, d)`` vectors."""
        moments = cls(vectors.shape[1])
        moments.add(vectors)
        return moments

    def add(self, vectors: Vectors) -> None:
        """Count rows in."""
        self._count(vectors, 1)

    def remove(self, vectors: Vectors) -> None:
        """Count rows out."""
        self._count(vectors, -1)

    def _count(self, vectors: Vectors, sign: int) -> None:
        """Add (``sign`` 1) or take out (-1) rows, 8,192 at a time: a float64 copy of a million rows
        at once would be 3 GB."""
        rows = np.asarray(vectors).reshape(-1, len(self._sum))
        for start in range(0, len(rows), 8_192):
            block = rows[start : start + 8_192].astype(np.float64)
            self._sum += sign * block.sum(axis=0)
            self._outer += sign * (block.T @ block)
        self.count += sign * len(rows)
        self._derived = None

    @property
    def nbytes(self) -> int:
        """The sums' memory, and that of the float32 copies once derived."""
        derived = sum(array.nbytes for array in self._derived) if self._derived is not None else 0
        return int(self._sum.nbytes + self._outer.nbytes + derived)

    @property
    def mean(self) -> Vectors:
        """The mean row, shape ``(d,)``."""
        return self._float32()[0]

    @property
    def second(self) -> Vectors:
        """``XᵀX / n``, shape ``(d, d)``."""
        return self._float32()[1]

    def stats(self, query: Vectors) -> tuple[float, float]:
        """Mean and standard deviation of ``rows · query`` over the rows counted."""
        mean_row, second = self._float32()
        mean = float(query @ mean_row)
        variance = float(query @ second @ query) - mean * mean
        return mean, max(variance, 0.0) ** 0.5

    def state(self) -> dict[str, npt.NDArray[Any]]:
        """Named arrays for :meth:`from_state`."""
        return {"moments_count": np.asarray([self.count]), "moments_sum": self._sum, "moments_outer": self._outer}

    @classmethod
    def from_state(cls, arrays: Mapping[str, npt.NDArray[Any]]) -> Moments:
        """Moments saved by :meth:`state`."""
        moments = cls(len(arrays["moments_sum"]))
        moments.count = int(arrays["moments_count"][0])
        moments._sum = np.array(arrays["moments_sum"], dtype=np.float64)
        moments._outer = np.array(arrays["moments_outer"], dtype=np.float64)
        return moments

    def _float32(self) -> tuple[Vectors, Vectors]:
        if self._derived is None:
            n = max(self.count, 1)
            self._derived = ((self._sum / n).astype(np.float32), (self._outer / n).astype(np.float32))
        return self._derived


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
