"""Fusing dense and BM25 scores into one ranking.

Both retrievers propose candidates (their top ``n`` each); every candidate then gets both scores.
Each signal is min-max normalised over the candidates of this query, so a signal with no spread
(a query no keyword matches) adds nothing, and the two are mixed with a fixed weight:

    fused = dense_weight · dense' + (1 − dense_weight) · bm25'

The default weight was chosen on MetaTool's *training* queries only (``bench/tune_fusion.py``
prints the sweep); Gorilla APIBench, which has no training split, was used only to check that
the same weight holds on another catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from toolmem.embedders.base import Vectors

__all__ = ["DEFAULT_DENSE_WEIGHT", "FusionWeights", "fuse"]

DEFAULT_DENSE_WEIGHT = 0.7


@dataclass(frozen=True)
class FusionWeights:
    """How much each signal counts.

    Attributes:
        dense: the weight of the dense similarity in [0, 1]; BM25 gets ``1 - dense``.
    """

    dense: float = DEFAULT_DENSE_WEIGHT

    def __post_init__(self) -> None:
        if not 0.0 <= self.dense <= 1.0:
            raise ValueError(f"dense weight must be within [0, 1], got {self.dense}")


def fuse(dense: Vectors | None, lexical: Vectors, weights: FusionWeights) -> Vectors:
    """Fused scores of candidates given each signal's raw scores over the same candidates.

    Args:
        dense: cosine similarities, or ``None`` when there is no embedder (keyword only).
        lexical: BM25 scores (0 where no query word occurs).
        weights: the mix.
    """
    lex = _minmax(lexical)
    if dense is None:
        return lex
    return np.float32(weights.dense) * _minmax(dense) + np.float32(1.0 - weights.dense) * lex


def _minmax(scores: Vectors) -> Vectors:
    if len(scores) == 0:
        return scores
    low, high = float(scores.min()), float(scores.max())
    if high - low <= 1e-9:
        return np.zeros_like(scores)
    result: Vectors = ((scores - low) / (high - low)).astype(np.float32)
    return result
