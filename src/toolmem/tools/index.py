"""The in-memory search structures of one workspace, derived from the store.

A :class:`ToolIndex` is built from an :class:`~toolmem.stores.IndexSnapshot` and answers hybrid
queries: dense candidates ∪ BM25 candidates inside the tag filter, fused (see
:mod:`toolmem.tools.fusion`). It is immutable; the catalogue builds a new one when the store's
change counter moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np

from toolmem.embedders.base import Vectors
from toolmem.models import Tool
from toolmem.stores.base import IndexSnapshot
from toolmem.tools.dense import DEFAULT_ANN_THRESHOLD, DenseIndex, Positions
from toolmem.tools.fusion import FusionWeights, Moments, fuse, standardise
from toolmem.tools.lexical import LexicalIndex

__all__ = ["Candidate", "TagsMode", "ToolIndex"]

TagsMode = Literal["any", "all"]
_MIN_CANDIDATES = 50


@dataclass(frozen=True)
class Candidate:
    """A ranked position in the index with its fused score and raw signals."""

    position: int
    score: float
    dense: float | None
    bm25: float


class ToolIndex:
    """Hybrid search over one snapshot of a workspace's tools.

    Args:
        snapshot: the tools and vectors read from the store.
        weights: how dense and BM25 scores are mixed.
        ann_threshold: vector count above which dense search goes approximate.
    """

    def __init__(
        self,
        snapshot: IndexSnapshot,
        *,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
    ) -> None:
        self.version = snapshot.version
        self.tools: list[Tool] = snapshot.tools
        self.weights = weights or FusionWeights()
        self.lexical = LexicalIndex([tool.search_text() for tool in self.tools])
        self.dense = DenseIndex(snapshot.vectors, ann_threshold=ann_threshold) if snapshot.vectors is not None else None
        self.moments = Moments.of(snapshot.vectors) if snapshot.vectors is not None and len(self.tools) else None
        by_tag: dict[str, list[int]] = {}
        for position, tool in enumerate(self.tools):
            for tag in tool.tags:
                by_tag.setdefault(tag.casefold(), []).append(position)
        self._tags = {tag: np.asarray(rows, dtype=np.int64) for tag, rows in by_tag.items()}

    def __len__(self) -> int:
        return len(self.tools)

    def allowed(self, tags: Sequence[str] | None, mode: TagsMode = "any") -> Positions | None:
        """Positions of the tools that pass a tag filter, or ``None`` for no filter."""
        if not tags:
            return None
        sets = [self._tags.get(tag.casefold(), np.empty(0, dtype=np.int64)) for tag in tags]
        rows = sets[0]
        for other in sets[1:]:
            rows = np.union1d(rows, other) if mode == "any" else np.intersect1d(rows, other)
        return np.unique(rows)

    def search(
        self,
        text: str,
        query_vector: Vectors | None,
        k: int,
        allowed: Positions | None = None,
        *,
        candidates: int | None = None,
    ) -> list[Candidate]:
        """The best ``k`` positions for a query, best first.

        Args:
            text: the query text, for BM25.
            query_vector: its unit embedding, or ``None`` for keyword-only search.
            k: how many to return.
            allowed: restrict to these positions (a tag filter).
            candidates: how many each retriever proposes before fusion (default ``max(50, 4k)``).
        """
        if k <= 0 or not self.tools or (allowed is not None and len(allowed) == 0):
            return []
        n = candidates or max(_MIN_CANDIDATES, 4 * k)
        bm25_all = self.lexical.scores(text)
        if allowed is not None:
            mask = np.full(len(self.tools), -np.inf, dtype=np.float32)
            mask[allowed] = 0.0
            bm25_ranked = bm25_all + mask
        else:
            bm25_ranked = bm25_all
        lexical_top = _top(bm25_ranked, n)
        lexical_top = lexical_top[bm25_all[lexical_top] > 0]
        if self.dense is None or self.moments is None or query_vector is None:
            pool = lexical_top
            dense_scores = None
            dense_z = None
        else:
            dense_top, _ = self.dense.top(query_vector, n, allowed)
            pool = np.union1d(dense_top, lexical_top)
            dense_scores = self.dense.scores(query_vector, pool)
            dense_z = standardise(dense_scores, *self.moments.stats(query_vector))
        if len(pool) == 0:
            return []
        lexical_z = standardise(bm25_all[pool], float(bm25_all.mean()), float(bm25_all.std()))
        fused = fuse(dense_z, lexical_z, self.weights)
        order = np.lexsort((pool, -fused))[:k]
        return [
            Candidate(
                position=int(pool[i]),
                score=float(fused[i]),
                dense=None if dense_scores is None else float(dense_scores[i]),
                bm25=float(bm25_all[pool[i]]),
            )
            for i in order
        ]


def _top(scores: Vectors, n: int) -> Positions:
    n = min(n, len(scores))
    part = np.argpartition(-scores, n - 1)[:n] if n < len(scores) else np.arange(len(scores))
    keep = part[np.isfinite(scores[part])]
    return keep.astype(np.int64)
