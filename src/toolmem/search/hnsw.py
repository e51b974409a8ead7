"""The approximate vector index: an HNSW graph from faiss (the ``ann`` extra).

Parameters, owned here and used by every caller alike (tools, past requests, plans, chunks):

- ``M = 32`` links per node and ``efConstruction = 80``;
- **efSearch**: ``max(EF_SEARCH, EF_PER_ROW·n)`` for a query asking for ``n`` rows. The graph's
  recall at a given efSearch is printed by ``bench/scale.py`` and ``bench/plans_scale.py``. For
  the hybrid pool's 200 candidates at 1,000,000 tools (``bench/engine_profile.py``), recall@10 of
  the fused ranking against the exact one was .975 at efSearch 400, .971 at 300 and .964 at 200,
  and the graph's walk is most of a search there, so ``EF_PER_ROW`` is 1.

The graph holds the vectors itself; :meth:`HNSWIndex.matrix` is a view of them, so exact scores of
a candidate pool cost no second copy. A saved graph keeps the vectors apart from the links (a raw
array that can be mapped from a file without reading it), and a restored graph takes them back
in one copy. Removed rows stay in the graph (HNSW cannot delete) but are
excluded from every answer by a bitmap selector, until the owner compacts.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from toolmem.errors import DependencyError
from toolmem.search.vectors import Arrays, VectorIndex
from toolmem.types import Positions, Vectors

__all__ = ["EF_CONSTRUCTION", "EF_PER_ROW", "EF_SEARCH", "HNSW_M", "HNSWIndex", "faiss_available"]

HNSW_M = 32
EF_CONSTRUCTION = 80
EF_SEARCH = 128
#: efSearch per row asked for (see the module's description).
EF_PER_ROW = 1.0


def faiss_available() -> bool:
    """Whether faiss (``pip install 'toolmem[ann]'``) can be imported."""
    try:
        importlib.import_module("faiss")
    except ImportError:
        return False
    return True


def _faiss() -> Any:
    try:
        return importlib.import_module("faiss")
    except ImportError as exc:
        raise DependencyError("approximate vector search", "ann", "faiss-cpu") from exc


class HNSWIndex(VectorIndex):
    """Cosine search through an HNSW graph (inner product over unit vectors).

    Args:
        dimensions: the vectors' length.
        ef_search: the least efSearch of a query (see the module's description).

    Raises:
        DependencyError: faiss is not installed.
    """

    kind: ClassVar[str] = "hnsw"

    def __init__(self, dimensions: int, *, ef_search: int = EF_SEARCH, graph: Any = None) -> None:
        super().__init__(dimensions)
        self._faiss = _faiss()
        self.ef_search = ef_search
        if graph is None:
            graph = self._faiss.IndexHNSWFlat(dimensions, HNSW_M, self._faiss.METRIC_INNER_PRODUCT)
            graph.hnsw.efConstruction = EF_CONSTRUCTION
        self._graph = graph
        self._bitmap = np.zeros(0, dtype=np.uint8)
        self._view: Vectors | None = None

    @classmethod
    def build(cls, vectors: Vectors, *, ef_search: int = EF_SEARCH) -> HNSWIndex:
        """A graph over ``(n, d)`` rows (slots ``0 .. n - 1``)."""
        index = cls(vectors.shape[1], ef_search=ef_search)
        index.add(vectors)
        return index

    @property
    def graph(self) -> Any:
        """The faiss index."""
        return self._graph

    @property
    def nbytes(self) -> int:
        """The rows, the links (about ``2·M`` 4-byte neighbours per row on the bottom layer, and
        1/M as many again above it) and the tombstones."""
        rows = int(self._graph.ntotal)
        links = rows * 2 * HNSW_M * 4 * (HNSW_M + 1) // HNSW_M
        return rows * self.dimensions * 4 + links + int(self._bitmap.nbytes + self._dead.nbytes)

    def matrix(self) -> Vectors:
        """The graph's own copy of the rows (a view, refreshed after every append)."""
        if self._view is None or len(self._view) != self._graph.ntotal:
            n = int(self._graph.ntotal)
            if n == 0:
                self._view = np.zeros((0, self.dimensions), dtype=np.float32)
            else:
                storage = self._faiss.downcast_index(self._graph.storage)
                pointer = storage.get_xb()
                self._view = self._faiss.rev_swig_ptr(pointer, n * self.dimensions).reshape(n, self.dimensions)
        return self._view

    def scores(self, query: Vectors, slots: Positions | None = None) -> Vectors:
        """Exact cosine similarity of the query to every slot, or to ``slots``: those read in place
        by faiss (a numpy gather first copies the rows: twice the time for a pool of 2,200)."""
        if slots is None or len(slots) == 0:
            return super().scores(query, slots)
        matrix = self.matrix()
        rows = np.ascontiguousarray(slots, dtype=np.int64)
        vector = np.ascontiguousarray(query, dtype=np.float32)
        result: Vectors = np.empty(len(rows), dtype=np.float32)
        swig = self._faiss.swig_ptr
        self._faiss.fvec_inner_products_by_idx(
            swig(result), swig(vector), swig(matrix), swig(rows), self.dimensions, 1, len(rows)
        )
        return result

    def top(self, query: Vectors, n: int, allowed: Positions | None = None) -> tuple[Positions, Vectors]:
        """The ``n`` live slots most similar to ``query``, approximately, best first."""
        n = min(n, self.alive if allowed is None else len(allowed))
        if n <= 0:
            return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float32)
        faiss = self._faiss
        ef = max(self.ef_search, int(EF_PER_ROW * n))
        if allowed is not None:
            selector = faiss.IDSelectorBatch(np.ascontiguousarray(allowed, dtype=np.int64))
            params = faiss.SearchParametersHNSW(sel=selector, efSearch=ef)
        elif self._dead_count:
            dead = faiss.IDSelectorBitmap(len(self), faiss.swig_ptr(self._bitmap))
            selector = faiss.IDSelectorNot(dead)
            params = faiss.SearchParametersHNSW(sel=selector, efSearch=ef)
        else:
            params = faiss.SearchParametersHNSW(efSearch=ef)
        similarities, rows = self._graph.search(
            np.ascontiguousarray(query, dtype=np.float32).reshape(1, -1), n, params=params
        )
        keep = rows[0] >= 0
        return rows[0][keep].astype(np.int64), similarities[0][keep].astype(np.float32)

    def _append(self, rows: Vectors) -> None:
        self._graph.add(rows)
        self._view = None
        bits = -(-int(self._graph.ntotal) // 8)
        if bits > len(self._bitmap):
            grown = np.zeros(max(bits, 2 * len(self._bitmap)), dtype=np.uint8)
            grown[: len(self._bitmap)] = self._bitmap
            self._bitmap = grown

    def _forget(self, slots: Positions) -> None:
        np.bitwise_or.at(self._bitmap, slots >> 3, (1 << (slots & 7)).astype(np.uint8))

    def _state(self) -> Arrays:
        faiss = self._faiss
        return {
            "graph": faiss.serialize_index(self._graph, faiss.IO_FLAG_SKIP_STORAGE),
            "vectors": self.matrix(),
            "ef_search": np.asarray([self.ef_search]),
        }

    @classmethod
    def _from_state(cls, arrays: Mapping[str, npt.NDArray[Any]], dimensions: int) -> HNSWIndex:
        faiss = _faiss()
        graph = faiss.deserialize_index(np.asarray(arrays["graph"], dtype=np.uint8), faiss.IO_FLAG_SKIP_STORAGE)
        storage = faiss.IndexFlatIP(dimensions)
        vectors = np.asarray(arrays["vectors"], dtype=np.float32).reshape(-1, dimensions)
        if len(vectors) != graph.ntotal:
            raise ValueError(f"a saved graph of {graph.ntotal} rows came with {len(vectors)} vectors")
        storage.add(vectors)
        graph.storage = storage
        graph.own_fields = True
        storage.this.disown()  # the graph owns and frees its storage now
        index = cls(dimensions, ef_search=int(arrays["ef_search"][0]), graph=graph)
        index._bitmap = np.zeros(-(-int(graph.ntotal) // 8), dtype=np.uint8)
        dead = np.flatnonzero(np.asarray(arrays["dead"], dtype=bool))
        if len(dead):
            index._forget(dead.astype(np.int64))
        return index
