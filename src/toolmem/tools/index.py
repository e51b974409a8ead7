"""The in-memory search structures of one workspace, derived from the store.

A :class:`ToolIndex` is built from an :class:`~toolmem.stores.IndexSnapshot` and answers hybrid
queries: dense candidates ∪ BM25 candidates inside the tag filter, fused (see
:mod:`toolmem.tools.fusion`). It is immutable; the catalogue builds a new one when the store's
change counter moves, and saves large ones in the store (:meth:`ToolIndex.dumps`) so that the next
process opens them in milliseconds instead of re-tokenising and rebuilding the HNSW graph.
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from toolmem.embedders.base import Vectors
from toolmem.stores.base import IndexSnapshot
from toolmem.tools.dense import DEFAULT_ANN_THRESHOLD, DenseIndex, Positions
from toolmem.tools.fusion import FusionWeights, Moments, fuse, standardise
from toolmem.tools.lexical import LexicalIndex

__all__ = ["Candidate", "TagsMode", "ToolIndex"]

TagsMode = Literal["any", "all"]
_MIN_CANDIDATES = 50
_FORMAT = 1  # bump when the saved layout changes: older saved indexes are then rebuilt


@dataclass(frozen=True)
class Candidate:
    """A ranked position in the index with its fused score and raw signals."""

    position: int
    score: float
    dense: float | None
    bm25: float
    experience: float | None = None


class ToolIndex:
    """Hybrid search over one snapshot of a workspace's tools.

    Build it with :meth:`build`, or restore a saved one with :meth:`loads`.

    Attributes:
        version: the workspace's change counter the index reflects.
        ids: tool ids by position.
        weights: how dense and BM25 scores are mixed.
    """

    def __init__(
        self,
        *,
        version: int,
        ids: list[str],
        tags: dict[str, Positions],
        lexical: LexicalIndex,
        dense: DenseIndex | None,
        moments: Moments | None,
        weights: FusionWeights | None = None,
    ) -> None:
        self.version = version
        self.ids = ids
        self.weights = weights or FusionWeights()
        self.lexical = lexical
        self.dense = dense
        self.moments = moments
        self._tags = tags
        self._positions: dict[str, int] | None = None

    def position(self, tool_id: str) -> int | None:
        """The position of a tool id, or ``None`` if the index does not hold it."""
        if self._positions is None:
            self._positions = {tool_id: i for i, tool_id in enumerate(self.ids)}
        return self._positions.get(tool_id)

    @classmethod
    def build(
        cls,
        snapshot: IndexSnapshot,
        *,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
    ) -> ToolIndex:
        """Tokenise, index and (above ``ann_threshold`` vectors) build the HNSW graph of a snapshot."""
        vectors = snapshot.vectors
        by_tag: dict[str, list[int]] = {}
        for position, tool in enumerate(snapshot.tools):
            for tag in tool.tags:
                by_tag.setdefault(tag.casefold(), []).append(position)
        return cls(
            version=snapshot.version,
            ids=[tool.id for tool in snapshot.tools],
            tags={tag: np.asarray(rows, dtype=np.int64) for tag, rows in by_tag.items()},
            lexical=LexicalIndex([tool.search_text() for tool in snapshot.tools]),
            dense=DenseIndex(vectors, ann_threshold=ann_threshold) if vectors is not None else None,
            moments=Moments.of(vectors) if vectors is not None and len(vectors) else None,
            weights=weights,
        )

    def dumps(self) -> bytes:
        """Serialise the index (NumPy ``.npz``, no pickling) for :meth:`loads`."""
        arrays: dict[str, npt.NDArray[Any]] = {
            "format": np.asarray([_FORMAT], dtype=np.int64),
            "meta": _json_array({"version": self.version, "ids": self.ids}),
            "tag_names": _json_array(list(self._tags)),
            **{f"tag_{i}": rows for i, rows in enumerate(self._tags.values())},
            **self.lexical.state(),
        }
        if self.dense is not None and self.moments is not None:
            arrays |= self.dense.state()
            arrays |= {"moments_mean": self.moments.mean, "moments_second": self.moments.second}
        buffer = io.BytesIO()
        np.savez(buffer, allow_pickle=False, **arrays)
        return buffer.getvalue()

    @classmethod
    def loads(cls, payload: bytes, *, weights: FusionWeights | None = None) -> ToolIndex | None:
        """Restore an index saved by :meth:`dumps`; ``None`` if it is of another format or unusable here."""
        try:
            with np.load(io.BytesIO(payload), allow_pickle=False) as archive:
                arrays = {name: archive[name] for name in archive.files}
            if int(arrays["format"][0]) != _FORMAT:
                return None
            meta = json.loads(bytes(arrays["meta"]).decode())
            tag_names = json.loads(bytes(arrays["tag_names"]).decode())
            has_dense = "moments_mean" in arrays
            return cls(
                version=int(meta["version"]),
                ids=list(meta["ids"]),
                tags={name: arrays[f"tag_{i}"] for i, name in enumerate(tag_names)},
                lexical=LexicalIndex.from_state(arrays),
                dense=DenseIndex.from_state(arrays) if has_dense else None,
                moments=Moments(arrays["moments_mean"], arrays["moments_second"]) if has_dense else None,
                weights=weights,
            )
        except (KeyError, ValueError, OSError, EOFError, zipfile.BadZipFile, UnicodeDecodeError):
            return None

    def __len__(self) -> int:
        return len(self.ids)

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
        boost: Mapping[int, float] | None = None,
    ) -> list[Candidate]:
        """The best ``k`` positions for a query, best first.

        Args:
            text: the query text, for BM25.
            query_vector: its unit embedding, or ``None`` for keyword-only search.
            k: how many to return.
            allowed: restrict to these positions (a tag filter).
            candidates: how many each retriever proposes before fusion (default ``max(50, 4k)``).
            boost: extra score by position (the experience prior); boosted positions inside the
                filter join the candidates.
        """
        if k <= 0 or not self.ids or (allowed is not None and len(allowed) == 0):
            return []
        n = candidates or max(_MIN_CANDIDATES, 4 * k)
        bm25_all = self.lexical.scores(text)
        if allowed is not None:
            mask = np.full(len(self.ids), -np.inf, dtype=np.float32)
            mask[allowed] = 0.0
            bm25_ranked = bm25_all + mask
        else:
            bm25_ranked = bm25_all
        lexical_top = _top(bm25_ranked, n)
        parts = [lexical_top[bm25_all[lexical_top] > 0]]
        dense, moments = self.dense, self.moments
        if dense is None or moments is None or query_vector is None:
            dense = moments = None
        if dense is not None and query_vector is not None:
            parts.append(dense.top(query_vector, n, allowed)[0])
        if boost:
            boosted = np.fromiter(boost, dtype=np.int64, count=len(boost))
            parts.append(boosted if allowed is None else np.intersect1d(boosted, allowed))
        pool = np.unique(np.concatenate(parts))
        if len(pool) == 0:
            return []
        dense_scores = dense_z = None
        if dense is not None and moments is not None and query_vector is not None:
            dense_scores = dense.scores(query_vector, pool)
            dense_z = standardise(dense_scores, *moments.stats(query_vector))
        lexical_z = standardise(bm25_all[pool], *_mean_std(bm25_all))
        fused = fuse(dense_z, lexical_z, self.weights)
        extra = np.asarray([boost.get(int(p), 0.0) for p in pool], dtype=np.float32) if boost else None
        if extra is not None:
            fused = fused + extra
        order = np.lexsort((pool, -fused))[:k]
        return [
            Candidate(
                position=int(pool[i]),
                score=float(fused[i]),
                dense=None if dense_scores is None else float(dense_scores[i]),
                bm25=float(bm25_all[pool[i]]),
                experience=None if extra is None else float(extra[i]),
            )
            for i in order
        ]


def _json_array(value: object) -> npt.NDArray[np.uint8]:
    return np.frombuffer(json.dumps(value, ensure_ascii=False).encode(), dtype=np.uint8)


def _mean_std(scores: Vectors) -> tuple[float, float]:
    """Mean and standard deviation from two BLAS sums (several times faster than ``.std()``)."""
    n = max(len(scores), 1)
    mean = float(scores.sum(dtype=np.float64)) / n
    variance = float(np.dot(scores, scores)) / n - mean * mean
    return mean, max(variance, 0.0) ** 0.5


def _top(scores: Vectors, n: int) -> Positions:
    n = min(n, len(scores))
    part = np.argpartition(-scores, n - 1)[:n] if n < len(scores) else np.arange(len(scores))
    keep = part[np.isfinite(scores[part])]
    return keep.astype(np.int64)
