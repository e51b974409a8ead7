"""One workspace of a store as a handle: its repositories and bookkeeping without repeating its name.

``store.workspace("support")`` gives the handle; ``ws.tools.get(...)``, ``ws.plans.put(...)``,
``ws.versions()`` and ``ws.saved(key)`` then read and write that workspace only.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from toolmem.stores.base import Versions, WorkspaceInfo
from toolmem.types import Buffer, Vectors

if TYPE_CHECKING:
    from toolmem.stores.sql.calls import CallRepository
    from toolmem.stores.sql.chunks import ChunkRepository
    from toolmem.stores.sql.history import HistoryRepository
    from toolmem.stores.sql.idempotency import IdempotencyRepository
    from toolmem.stores.sql.plans import PlanRepository
    from toolmem.stores.sql.store import Store
    from toolmem.stores.sql.timeline import TimelineRepository
    from toolmem.stores.sql.tools import ToolRepository

__all__ = ["Workspace"]


class Workspace:
    """A workspace of a store: what is recorded of it, its change counters, its saved indexes and one
    repository per kind of record. Creating a handle reads and writes nothing.

    Args:
        store: the store.
        name: the workspace's name.

    Example:
        >>> from toolmem.stores import open_store
        >>> ws = open_store("sqlite://").workspace("demo")
        >>> ws.info() is None, ws.ensure().name, ws.tools.hashes()
        (True, 'demo', {})
    """

    def __init__(self, store: Store, name: str) -> None:
        self.store = store
        self.name = name

    def info(self) -> WorkspaceInfo | None:
        """What is recorded of the workspace, or ``None`` if it does not exist."""
        return self.store.info(self.name)

    def ensure(self) -> WorkspaceInfo:
        """Create the workspace if needed and return what is recorded of it."""
        return self.store.ensure_workspace(self.name)

    def versions(self) -> Versions:
        """The change counters, in one round trip (zeros when the workspace does not exist)."""
        return self.store.versions(self.name)

    def saved(self, key: str) -> Buffer | None:
        """The index saved last under ``key`` by any process, or ``None``."""
        return self.store.saved(self.name, key)

    def save(self, key: str, version: int, payload: bytes) -> None:
        """Save an index under ``key`` (replacing the one saved before) with the version it reflects."""
        self.store.save(self.name, key, version, payload)

    def nearest_plans(self, vector: Vectors, k: int) -> list[tuple[str, float]]:
        """Plan neighbours searched by the store (only where :attr:`Store.searches_plans`)."""
        return self.store.nearest_plans(self.name, vector, k)

    @cached_property
    def tools(self) -> ToolRepository:
        """The catalogue."""
        return self.store.tools(self.name)

    @cached_property
    def calls(self) -> CallRepository:
        """The recorded calls, their aggregates and guidelines."""
        return self.store.calls(self.name)

    @cached_property
    def plans(self) -> PlanRepository:
        """The plan cache's plans and settings."""
        return self.store.plans(self.name)

    @cached_property
    def history(self) -> HistoryRepository:
        """The conversations."""
        return self.store.history(self.name)

    @cached_property
    def timeline(self) -> TimelineRepository:
        """The counts over time and the plan journal."""
        return self.store.timeline(self.name)

    @cached_property
    def idempotency(self) -> IdempotencyRepository:
        """The results of writes done under idempotency keys."""
        return self.store.idempotency(self.name)

    def corpus(self, name: str) -> ChunkRepository:
        """One corpus (``docs``, ``code``)."""
        return self.store.corpus(self.name, name)

    def corpora(self) -> list[str]:
        """The names of the corpora that hold documents, sorted."""
        return self.store.corpora(self.name)
