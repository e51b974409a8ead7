"""Ranking metrics with binary relevance."""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

from toolmem.experience.statistics import percentile

__all__ = ["ndcg_at", "percentile", "recall_at"]


def recall_at(ranked: Sequence[str], relevant: Collection[str], k: int) -> float:
    """Share of the relevant ids found in the top ``k``."""
    if not relevant:
        return 0.0
    return len(set(ranked[:k]) & set(relevant)) / len(relevant)


def ndcg_at(ranked: Sequence[str], relevant: Collection[str], k: int) -> float:
    """Normalised discounted cumulative gain at ``k`` with binary gains.

    Example:
        >>> round(ndcg_at(["b", "a"], {"a"}, 5), 4)
        0.6309
    """
    wanted = set(relevant)
    dcg = sum(1.0 / math.log2(i + 2) for i, item in enumerate(ranked[:k]) if item in wanted)
    ideal = sum(1.0 / math.log2(i + 2) for i in range(min(k, len(wanted))))
    return dcg / ideal if ideal else 0.0
