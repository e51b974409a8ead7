"""Plan neighbours in the embedded store: a live index over the plans' request vectors.

The plans of a workspace are indexed in this process and follow the rows through their change log
(:mod:`toolmem.search.live`): a plan stored, evicted or expired by any process reaches the index at
the next lookup, without a rebuild; from 2,000 plans the index is saved in the file, so the next
process restores it instead of rebuilding an HNSW graph. The indexes of the workspaces used most
recently are kept (:class:`PlanIndexes`).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import TYPE_CHECKING

from toolmem.search.hybrid import DEFAULT_ANN_THRESHOLD, Document
from toolmem.search.live import Change, LiveIndex, Update
from toolmem.stores.base import query_vector
from toolmem.stores.feed import StoreFeed
from toolmem.stores.sql.plans import SQLPlanRepository
from toolmem.types import Vectors

if TYPE_CHECKING:
    from toolmem.stores.sqlite.store import SQLiteStore

__all__ = ["PlanIndexes", "SQLitePlanRepository"]


class SQLitePlanRepository(SQLPlanRepository):
    """Plans in SQLite; neighbours from the store's live plan index.

    Args:
        store: the SQLite store.
        workspace: the workspace.
    """

    def __init__(self, store: SQLiteStore, workspace: str) -> None:
        super().__init__(store, workspace)
        self._sqlite = store

    def nearest(self, vector: Vectors, k: int) -> list[tuple[str, float]]:
        """The ``k`` plans most similar to ``vector``, best first, from the workspace's live index."""
        info = self._sqlite.workspace(self.workspace)
        if info is None or info.dimensions is None:
            return []
        query = query_vector(self.workspace, vector, info.dimensions)
        if k <= 0:
            return []
        live = self._sqlite.plan_indexes.get(self, info.dimensions)
        with live.use() as index:
            return index.nearest(query, k)


class _PlanFeed(StoreFeed):
    """A workspace's plans as the live index reads them."""

    def __init__(self, repository: SQLitePlanRepository, key: str) -> None:
        super().__init__(repository._sqlite, repository.workspace, key, None)
        self._repository = repository

    def version(self) -> int:
        return self.store.versions(self.workspace).plans

    def changes(self, since: int | None) -> Update:
        return self.update(self._repository.changes(since), lambda row: Change(Document(row.key, vector=row.vector)))


class PlanIndexes:
    """The live plan indexes of a store's workspaces: the most recently used ``size`` of them.

    Attributes:
        size: how many workspaces' indexes are kept.
        ann_threshold: above this many plans a workspace's neighbours come from an HNSW graph.
    """

    def __init__(self, size: int = 64, ann_threshold: int = DEFAULT_ANN_THRESHOLD) -> None:
        self.size = size
        self.ann_threshold = ann_threshold
        self._indexes: OrderedDict[tuple[str, int], LiveIndex] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, repository: SQLitePlanRepository, dimensions: int) -> LiveIndex:
        """The index of a repository's workspace for vectors of ``dimensions``."""
        key = (repository.workspace, dimensions)
        with self._lock:
            index = self._indexes.get(key)
            if index is None:
                feed = _PlanFeed(repository, f"plans:{dimensions}:{self.ann_threshold}")
                index = LiveIndex(
                    feed, embedder=None, dimensions=dimensions, lexical=False, ann_threshold=self.ann_threshold
                )
                self._indexes[key] = index
                while len(self._indexes) > self.size:
                    self._indexes.popitem(last=False)
            self._indexes.move_to_end(key)
            return index

    def forget(self, workspace: str) -> None:
        """Drop a workspace's indexes (it was deleted)."""
        with self._lock:
            for key in [key for key in self._indexes if key[0] == workspace]:
                del self._indexes[key]
