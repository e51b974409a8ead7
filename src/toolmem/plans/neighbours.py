"""The stored plans nearest a request: the one ranking step of a lookup the store does not do.

A store persists plans; it does not rank them. Here the plans of a workspace are indexed in this
process and follow the rows through their change log (:mod:`toolmem.search.live`), as tools and
past requests are: a plan stored, evicted or expired by any process reaches the index at the next
lookup, without a rebuild; from 2,000 plans the index is saved beside the store, so the next process
restores it instead of rebuilding an HNSW graph.

A store may search plans itself instead (:attr:`toolmem.stores.sql.store.Store.searches_plans`):
PostgreSQL does, with pgvector inside the database, so no process holds a million plan vectors.
"""

from __future__ import annotations

import threading

from toolmem.search.hybrid import DEFAULT_ANN_THRESHOLD, Document
from toolmem.search.live import Change, LiveIndex
from toolmem.stores import Workspace
from toolmem.stores.base import query_vector
from toolmem.stores.feed import ChangeFeed
from toolmem.types import Vectors

__all__ = ["PlanNeighbours"]


class PlanNeighbours:
    """The plans of one workspace nearest a request vector.

    Args:
        space: the workspace the plans live in.
        ann_threshold: above this many plans the neighbours come from an HNSW graph (set it before
            the first search).
    """

    def __init__(self, space: Workspace, *, ann_threshold: int = DEFAULT_ANN_THRESHOLD) -> None:
        self.workspace = space.name
        self._ws = space
        self.ann_threshold = ann_threshold
        self._indexes: dict[int, LiveIndex] = {}
        self._lock = threading.Lock()

    def nearest(self, vector: Vectors, k: int) -> list[tuple[str, float]]:
        """The ``k`` plans whose request vectors are most similar to ``vector``, best first.

        Returns:
            ``(plan id, cosine similarity)`` pairs; empty when the workspace has no plan vectors.

        Raises:
            ConfigError: ``vector`` is not a vector of the workspace's dimension.
        """
        if self._ws.store.searches_plans:
            return self._ws.nearest_plans(vector, k)
        info = self._ws.info()
        if info is None or info.dimensions is None:
            return []
        query = query_vector(self.workspace, vector, info.dimensions)
        if k <= 0:
            return []
        with self.index(info.dimensions).use() as index:
            return index.nearest(query, k)

    def index(self, dimensions: int) -> LiveIndex:
        """The live index of the workspace's plan vectors of ``dimensions``."""
        with self._lock:
            index = self._indexes.get(dimensions)
            if index is None:
                ws = self._ws
                feed = ChangeFeed(
                    ws,
                    f"plans:{dimensions}:{self.ann_threshold}",
                    None,
                    lambda: ws.versions().plans,
                    ws.plans.changes,
                    lambda row: Change(Document(row.key, vector=row.vector)),
                )
                index = LiveIndex(
                    feed, embedder=None, dimensions=dimensions, lexical=False, ann_threshold=self.ann_threshold
                )
                self._indexes[dimensions] = index
            return index
