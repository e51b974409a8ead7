"""The in-memory search structures of one workspace, derived from the store.

A :class:`ToolIndex` is built from an :class:`~toolmem.stores.IndexSnapshot` and answers hybrid
queries: dense candidates ∪ BM25 candidates inside the tag filter, fused (see
:mod:`toolmem.search.fusion`). It is immutable; the catalogue builds a new one when the store's
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

from toolmem.models import Tool
from toolmem.search.bm25 import LexicalIndex
from toolmem.search.dense import DEFAULT_ANN_THRESHOLD, DenseIndex, best_positions
from toolmem.search.fusion import FusionWeights, Moments, fuse, standardise
from toolmem.stores.base import IndexSnapshot
from toolmem.types import Positions, Vectors

__all__ = ["Candidate", "TagsMode", "ToolIndex", "ToolRecords"]

TagsMode = Literal["any", "all"]
_MIN_CANDIDATES = 50
_ALLOWED_CACHE = 256
_FORMAT = 2  # bump when the saved layout changes: older saved indexes are then rebuilt


@dataclass(frozen=True)
class Candidate:
    """A ranked position in the index with its fused score and raw signals."""

    position: int
    score: float
    dense: float | None
    bm25: float
    experience: float | None = None


class ToolRecords:
    """The tools of an index by position, so search hits need no store round trip.

    A built index holds the tools themselves; a restored one holds their JSON, packed in one
    string, and decodes a tool the first time a search returns it (restoring stays fast).
    """

    def __init__(self, tools: list[Tool | None], packed: str = "", offsets: Sequence[int] = ()) -> None:
        self._tools = tools
        self._packed = packed
        self._offsets = offsets

    @classmethod
    def of(cls, tools: Sequence[Tool]) -> ToolRecords:
        """Records of tools already in memory."""
        return cls(list(tools))

    def __getitem__(self, position: int) -> Tool:
        tool = self._tools[position]
        if tool is None:
            tool = _tool_from_json(json.loads(self._packed[self._offsets[position] : self._offsets[position + 1]]))
            self._tools[position] = tool
        return tool

    def state(self) -> dict[str, npt.NDArray[Any]]:
        """The tools as named arrays: their JSON, concatenated, and where each starts (in characters)."""
        if self._packed:
            packed, offsets = self._packed, np.asarray(self._offsets, dtype=np.int64)
        else:
            encoded = [json.dumps(self[i].to_dict(), ensure_ascii=False) for i in range(len(self._tools))]
            packed = "".join(encoded)
            offsets = np.zeros(len(encoded) + 1, dtype=np.int64)
            np.cumsum([len(e) for e in encoded], out=offsets[1:])
        return {"tools_packed": np.frombuffer(packed.encode(), dtype=np.uint8), "tools_offsets": offsets}

    @classmethod
    def from_state(cls, arrays: Mapping[str, npt.NDArray[Any]]) -> ToolRecords:
        """Records from :meth:`state`; nothing is decoded yet."""
        offsets = arrays["tools_offsets"].tolist()
        return cls([None] * (len(offsets) - 1), arrays["tools_packed"].tobytes().decode(), offsets)


def _tool_from_json(data: dict[str, Any]) -> Tool:
    """A tool from the JSON :meth:`Tool.to_dict` wrote for a saved index (validated when stored)."""
    return Tool.restore(
        data["id"],
        data["name"],
        data["description"],
        data["parameters"],
        tuple(data["tags"]),
        data["source"],
        data["metadata"],
    )


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
        tools: ToolRecords,
        weights: FusionWeights | None = None,
    ) -> None:
        self.version = version
        self.ids = ids
        self.tools = tools
        self.weights = weights or FusionWeights()
        self.lexical = lexical
        self.dense = dense
        self.moments = moments
        self._tags = tags
        self._positions: dict[str, int] | None = None
        self._allowed: dict[tuple[str, ...], Positions] = {}  # tag filters seen, oldest first

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
            tools=ToolRecords.of(snapshot.tools),
            weights=weights,
        )

    @classmethod
    def of_texts(
        cls,
        version: int,
        ids: list[str],
        texts: Sequence[str],
        vectors: Vectors | None,
        *,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
    ) -> ToolIndex:
        """The same hybrid search over plain texts (past requests, document chunks) instead of tools."""
        return cls(
            version=version,
            ids=ids,
            tags={},
            lexical=LexicalIndex(texts),
            dense=DenseIndex(vectors, ann_threshold=ann_threshold) if vectors is not None else None,
            moments=Moments.of(vectors) if vectors is not None and len(vectors) else None,
            tools=ToolRecords([]),
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
            **self.tools.state(),
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
                tools=ToolRecords.from_state(arrays),
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
        key = (mode, *sorted({tag.casefold() for tag in tags}))
        cached = self._allowed.get(key)
        if cached is not None:
            return cached
        sets = [self._tags.get(tag, np.empty(0, dtype=np.int64)) for tag in key[1:]]
        rows = sets[0]
        for other in sets[1:]:
            rows = np.union1d(rows, other) if mode == "any" else np.intersect1d(rows, other)
        rows = np.unique(rows)
        rows.flags.writeable = False
        if len(self._allowed) >= _ALLOWED_CACHE:
            self._allowed.pop(next(iter(self._allowed)))
        self._allowed[key] = rows
        return rows

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
        bm25_all = self.lexical.scores(text)
        dense, moments = self.dense, self.moments
        if dense is None or moments is None or query_vector is None:
            return self._search_all(bm25_all, None, k, allowed, boost)
        if not dense.approximate or (allowed is not None and len(allowed) <= dense.ann_threshold):
            return self._search_all(bm25_all, query_vector, k, allowed, boost)
        return self._search_pool(bm25_all, query_vector, k, allowed, candidates, boost)

    def _search_all(
        self,
        bm25_all: Vectors,
        query_vector: Vectors | None,
        k: int,
        allowed: Positions | None,
        boost: Mapping[int, float] | None,
    ) -> list[Candidate]:
        """Fuse both signals over every allowed tool (exact search: the dense scan scores them all
        anyway, and one pass over the whole array costs less than gathering a candidate pool)."""
        bm25 = bm25_all if allowed is None else bm25_all[allowed]
        lexical_mean, lexical_std = _mean_std(bm25_all)
        lexical_scale = 0.0 if lexical_std <= 1e-9 else 1.0 / lexical_std
        dense, moments = self.dense, self.moments
        if query_vector is not None and dense is not None and moments is not None:
            # fused = w·(sim − μd)/σd + (1 − w)·(bm25 − μl)/σl, with the scale folded into the query
            # so the scan yields the scaled dense term directly: one pass over the catalogue.
            lexical_scale *= 1.0 - self.weights.dense
            if allowed is None:
                # The scan scores the whole catalogue: its statistics come straight from the scores.
                fused = dense.scores(query_vector)
                dense_mean, dense_std = _mean_std(fused)
                dense_scale = 0.0 if dense_std <= 1e-9 else self.weights.dense / dense_std
                fused *= np.float32(dense_scale)
            else:
                dense_mean, dense_std = moments.stats(query_vector)
                dense_scale = 0.0 if dense_std <= 1e-9 else self.weights.dense / dense_std
                fused = dense.scores((query_vector * np.float32(dense_scale)).astype(np.float32), allowed)
            if lexical_scale:
                fused += np.float32(lexical_scale) * bm25
            fused -= np.float32(dense_scale * dense_mean + lexical_scale * lexical_mean)
            eligible = None
        else:
            dense = None
            fused = np.float32(lexical_scale) * (bm25 - np.float32(lexical_mean))
            eligible = bm25 > 0  # keyword-only: a query word must match, or experience vouch for it
        extra = None
        if boost:
            positions = np.fromiter(boost, dtype=np.int64, count=len(boost))
            values = np.fromiter(boost.values(), dtype=np.float32, count=len(boost))
            if allowed is None:
                slots, inside = positions, np.ones(len(positions), dtype=bool)
            else:
                slots = np.searchsorted(allowed, positions)
                inside = slots < len(allowed)
                inside[inside] &= allowed[slots[inside]] == positions[inside]
            extra = np.zeros(len(fused), dtype=np.float32)
            extra[slots[inside]] = values[inside]
            fused += extra
            if eligible is not None:
                eligible |= extra != 0
        if eligible is not None:
            fused[~eligible] = -np.inf
        best = best_positions(fused, k, allowed)
        positions = best if allowed is None else allowed[best]
        similarities = None if dense is None or query_vector is None else dense.scores(query_vector, positions).tolist()
        boosts = None if extra is None else extra[best].tolist()
        return [
            Candidate(
                position=position,
                score=score,
                dense=None if similarities is None else similarities[j],
                bm25=keyword,
                experience=None if boosts is None else boosts[j],
            )
            for j, (position, score, keyword) in enumerate(
                zip(positions.tolist(), fused[best].tolist(), bm25[best].tolist(), strict=True)
            )
        ]

    def _search_pool(
        self,
        bm25_all: Vectors,
        query_vector: Vectors,
        k: int,
        allowed: Positions | None,
        candidates: int | None,
        boost: Mapping[int, float] | None,
    ) -> list[Candidate]:
        """Fuse over the union of each retriever's top candidates (approximate dense search)."""
        n = candidates or max(_MIN_CANDIDATES, 4 * k)
        if allowed is not None:
            mask = np.full(len(self.ids), -np.inf, dtype=np.float32)
            mask[allowed] = 0.0
            bm25_ranked = bm25_all + mask
        else:
            bm25_ranked = bm25_all
        lexical_top = _top(bm25_ranked, n)
        parts = [lexical_top[bm25_all[lexical_top] > 0]]
        dense, moments = self.dense, self.moments
        assert dense is not None
        assert moments is not None
        parts.append(dense.top(query_vector, n, allowed)[0])
        if boost:
            boosted = np.fromiter(boost, dtype=np.int64, count=len(boost))
            parts.append(boosted if allowed is None else np.intersect1d(boosted, allowed))
        pool = np.unique(np.concatenate(parts))
        if len(pool) == 0:
            return []
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
                dense=float(dense_scores[i]),
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
    mean = float(scores.sum()) / n  # float32 pairwise summation: accurate to ~1e-7 relative here
    variance = float(np.dot(scores, scores)) / n - mean * mean
    return mean, max(variance, 0.0) ** 0.5


def _top(scores: Vectors, n: int) -> Positions:
    n = min(n, len(scores))
    part = np.argpartition(-scores, n - 1)[:n] if n < len(scores) else np.arange(len(scores))
    keep = part[np.isfinite(scores[part])]
    return keep.astype(np.int64)
