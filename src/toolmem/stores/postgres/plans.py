"""Plan neighbours in PostgreSQL: pgvector searches the plans inside the database, so no process
holds a million plan vectors (see :meth:`toolmem.stores.postgres.store.PostgresStore.nearest_plans`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolmem.stores.sql.plans import SQLPlanRepository
from toolmem.types import Vectors

if TYPE_CHECKING:
    from toolmem.stores.postgres.store import PostgresStore

__all__ = ["PostgresPlanRepository"]


class PostgresPlanRepository(SQLPlanRepository):
    """Plans in PostgreSQL; neighbours from pgvector.

    Args:
        store: the PostgreSQL store.
        workspace: the workspace.
    """

    def __init__(self, store: PostgresStore, workspace: str) -> None:
        super().__init__(store, workspace)
        self._pg = store

    def nearest(self, vector: Vectors, k: int) -> list[tuple[str, float]]:
        """The ``k`` plans most similar to ``vector``, searched inside PostgreSQL, best first."""
        return self._pg.nearest_plans(self.workspace, vector, k)
