"""The store: workspaces, the shared vectors, saved indexes and the repositories, written once in SQL
for every backend."""

from __future__ import annotations

import time
from abc import abstractmethod
from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import ClassVar

from toolmem.errors import EmbedderMismatchError
from toolmem.stores.base import Versions, WorkspaceInfo
from toolmem.stores.sql.base import NEW_WORKSPACE_SQL, SQLBase, new_workspace_row
from toolmem.stores.sql.calls import CallRepository
from toolmem.stores.sql.changes import advance
from toolmem.stores.sql.chunks import ChunkRepository
from toolmem.stores.sql.history import HistoryRepository
from toolmem.stores.sql.idempotency import IdempotencyRepository
from toolmem.stores.sql.keys import KeyRepository
from toolmem.stores.sql.plans import PlanRepository
from toolmem.stores.sql.timeline import TimelineRepository
from toolmem.stores.sql.tools import ToolRepository
from toolmem.types import Buffer, Vectors

__all__ = ["Store", "Workspace"]

_PART = 256 * 1024 * 1024
_MANIFEST = b"toolmem-saved-parts:"
_SAVED_SQL = "SELECT payload FROM index_cache WHERE workspace = ? AND key = ?"
_SAVE_SQL = (
    "INSERT INTO index_cache (workspace, key, version, payload, created_at) VALUES (?, ?, ?, ?, ?)"
    " ON CONFLICT (workspace, key) DO UPDATE SET version = excluded.version,"
    " payload = excluded.payload, created_at = excluded.created_at"
)
_WORKSPACES = (
    "SELECT name, embedder, dimensions, created_at,"
    " (SELECT COUNT(*) FROM tools WHERE workspace = w.name) FROM workspaces w"
)


class Store(SQLBase):
    """Durable storage of workspaces and their records, in SQL tables; what every part of toolmem
    holds and a backend subclasses.

    A store persists; it neither embeds nor ranks (the engine in :mod:`toolmem.search` does both,
    from what the store gives back), except plan neighbours where a backend can do better
    (:attr:`searches_plans`). Every statement is written here and in the repositories, once; a
    backend adds its connection and answers the few dialect hooks of
    :class:`~toolmem.stores.sql.base.SQLBase` (see the guide "Store backends"). Each kind of record
    has a repository bound to one workspace (:meth:`workspace` gives a handle holding them all):

    - :meth:`tools` → :class:`~toolmem.stores.sql.tools.ToolRepository`
    - :meth:`calls` → :class:`~toolmem.stores.sql.calls.CallRepository`
    - :meth:`plans` → :class:`~toolmem.stores.sql.plans.PlanRepository`
    - :meth:`history` → :class:`~toolmem.stores.sql.history.HistoryRepository`
    - :meth:`corpus` → :class:`~toolmem.stores.sql.chunks.ChunkRepository`
    - :meth:`timeline` → :class:`~toolmem.stores.sql.timeline.TimelineRepository`
    - :meth:`idempotency` → :class:`~toolmem.stores.sql.idempotency.IdempotencyRepository`
    - :attr:`keys` → :class:`~toolmem.stores.sql.keys.KeyRepository`

    Every searchable kind answers the same read shape, :class:`~toolmem.stores.base.Changes`: the
    rows (with their vectors) changed since a version, and the keys removed since; search indexes
    follow a store through it. Backends are chosen by URL (:func:`toolmem.stores.open_store`).

    Attributes:
        url: the URL it was opened from.
        schemes: URL schemes this backend serves (``("sqlite",)``).
    """

    schemes: ClassVar[tuple[str, ...]] = ()
    #: Whether the store ranks plan requests itself (:meth:`nearest_plans`), the one search a store
    #: may offer. Otherwise the plan cache follows the plans' change log with an index in the
    #: process (:mod:`toolmem.plans.neighbours`). PostgreSQL searches with pgvector.
    searches_plans: ClassVar[bool] = False
    url: str

    @abstractmethod
    def close(self) -> None:
        """Release connections; the store is unusable afterwards."""

    # workspaces -----------------------------------------------------------------------------
    def workspace(self, name: str) -> Workspace:
        """A handle on one workspace: its repositories and bookkeeping (reads and writes nothing)."""
        return Workspace(self, name)

    def info(self, name: str) -> WorkspaceInfo | None:
        """Return what is recorded of a workspace, or ``None`` if it does not exist."""
        with self._read() as db:
            row = db.execute(_WORKSPACES + " WHERE name = ?", (name,)).fetchone()
        return WorkspaceInfo(*row) if row else None

    def ensure_workspace(self, name: str) -> WorkspaceInfo:
        """Create the workspace if needed and return it."""
        info = self.info(name)
        if info is not None:
            return info
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(name))
        info = self.info(name)
        assert info is not None
        return info

    def set_embedder(self, name: str, embedder: str, dimensions: int) -> None:
        """Record the embedder of a workspace that has none yet."""
        self._prepare_dimensions(dimensions)
        with self._write() as db:
            db.execute(
                "UPDATE workspaces SET embedder = ?, dimensions = ? WHERE name = ? AND embedder IS NULL",
                (embedder, dimensions, name),
            )

    def _prepare_dimensions(self, dimensions: int) -> None:
        """Called before a workspace is bound to vectors of this length: a dialect with a store-side
        plan search makes its index for them here (PostgreSQL); by default nothing."""

    def switch_embedder(
        self,
        name: str,
        expected: str | None,
        embedder: str,
        dimensions: int,
        plan_vectors: Mapping[str, Vectors],
        plans_version: int,
    ) -> bool:
        """Bind a workspace to another embedder, with its plans' new request vectors, in one
        transaction, if it is still bound to ``expected`` and its plans are still at ``plans_version``
        (the plans ``plan_vectors`` was computed for); return whether it switched.

        The vectors of other records stay where they are, under each embedder's id: readers still
        bound to ``expected`` keep theirs.
        """
        self._prepare_dimensions(dimensions)
        bound = "embedder IS NULL" if expected is None else "embedder = ?"
        params = (embedder, dimensions, name, plans_version) + (() if expected is None else (expected,))
        with self._write() as db:
            switched = db.execute(
                f"UPDATE workspaces SET embedder = ?, dimensions = ? WHERE name = ? AND plans_version = ? AND {bound}",
                params,
            ).rowcount
            if not switched:
                return False
            version = advance(db, name, "plans")  # plan indexes catch up with the new vectors
            db.executemany(
                "UPDATE plans SET vector = ?, changed = ? WHERE workspace = ? AND id = ?",
                [(self._vector_param(plan_vectors[key]), version, name, key) for key in sorted(plan_vectors)],
            )
        return True

    def list_workspaces(self) -> list[WorkspaceInfo]:
        """Every workspace, sorted by name."""
        with self._read() as db:
            rows = db.execute(_WORKSPACES + " ORDER BY name").fetchall()
        return [WorkspaceInfo(*row) for row in rows]

    def delete_workspace(self, name: str) -> bool:
        """Delete a workspace with everything in it (the tables cascade from ``workspaces``)."""
        with self._write() as db:
            db.execute("DELETE FROM messages WHERE workspace = ?", (name,))
            db.execute("DELETE FROM chunks WHERE workspace = ?", (name,))
            return db.execute("DELETE FROM workspaces WHERE name = ?", (name,)).rowcount > 0

    def versions(self, workspace: str) -> Versions:
        """The workspace's change counters, in one round trip (zeros when it does not exist)."""
        with self._read() as db:
            row = db.execute(
                "SELECT version, experience_version, plans_version, embedder FROM workspaces WHERE name = ?",
                (workspace,),
            ).fetchone()
        return Versions(int(row[0]), int(row[1]), int(row[2]), row[3]) if row else Versions()

    def bind_embedder(self, name: str, embedder: str, dimensions: int) -> WorkspaceInfo:
        """Tie a workspace to an embedder, or check that it is already tied to the same one.

        Raises:
            EmbedderMismatchError: the workspace holds vectors of another embedder.
        """
        info = self.ensure_workspace(name)
        if info.embedder is None:
            self.set_embedder(name, embedder, dimensions)
            info = self.ensure_workspace(name)
        if info.embedder != embedder or info.dimensions != dimensions:
            raise EmbedderMismatchError(name, info.embedder or "", embedder)
        return info

    # vectors --------------------------------------------------------------------------------
    def stored_vectors(self, embedder: str, text_hashes: Sequence[str]) -> set[str]:
        """The subset of ``text_hashes`` that already have a vector from ``embedder``."""
        present: set[str] = set()
        with self._read() as db:
            for match, params in self._in(text_hashes):
                query = f"SELECT text_hash FROM embeddings WHERE embedder = ? AND text_hash {match}"
                present.update(row[0] for row in db.execute(query, [embedder, *params]))
        return present

    def put_vectors(self, embedder: str, vectors: Mapping[str, Vectors]) -> None:
        """Store vectors by text hash (those already stored are kept: a vector never changes)."""
        if vectors:
            with self._write() as db:
                self._insert_vectors(db, embedder, vectors)

    # saved indexes --------------------------------------------------------------------------
    def saved(self, workspace: str, key: str) -> Buffer | None:
        """The index saved last under ``key``, or ``None`` (read in one transaction, parts and all)."""
        with self._snapshot() as db:
            row = db.execute(_SAVED_SQL, (workspace, key)).fetchone()
            if row is None:
                return None
            head = bytes(row[0])
            parts = _parts(head)
            if parts is None:
                return head
            chunks = [db.execute(_SAVED_SQL, (workspace, f"{key}#{i}")).fetchone() for i in range(parts)]
        if any(chunk is None for chunk in chunks):
            return None
        return b"".join(bytes(chunk[0]) for chunk in chunks)

    def save(self, workspace: str, key: str, version: int, payload: bytes) -> None:
        """Save an index under ``key``, replacing the previous one. Payloads over 256 MiB are saved in
        parts under ``key#0``, ``key#1``, ... (SQLite and PostgreSQL refuse values over 1 GB)."""
        now = time.time()
        with self._write() as db:
            old = db.execute(_SAVED_SQL, (workspace, key)).fetchone()
            for i in range((_parts(bytes(old[0])) if old else None) or 0):
                db.execute("DELETE FROM index_cache WHERE workspace = ? AND key = ?", (workspace, f"{key}#{i}"))
            if len(payload) <= _PART:
                db.execute(_SAVE_SQL, (workspace, key, version, payload, now))
                return
            pieces = [payload[start : start + _PART] for start in range(0, len(payload), _PART)]
            for i, piece in enumerate(pieces):
                db.execute(_SAVE_SQL, (workspace, f"{key}#{i}", version, piece, now))
            db.execute(_SAVE_SQL, (workspace, key, version, _MANIFEST + str(len(pieces)).encode(), now))

    # the optional search --------------------------------------------------------------------
    def nearest_plans(self, workspace: str, vector: Vectors, k: int) -> list[tuple[str, float]]:
        """The ``k`` plans of a workspace whose request vectors are most similar to ``vector``, best
        first, searched by the store itself; only a store with :attr:`searches_plans` offers it.

        Returns:
            ``(plan id, cosine similarity)`` pairs; empty when the workspace has no plan vectors.

        Raises:
            ConfigError: ``vector`` is not a vector of the workspace's dimension.
            NotImplementedError: the store does not search plans.
        """
        raise NotImplementedError(f"{type(self).__name__} does not search plans (searches_plans is False)")

    # repositories ---------------------------------------------------------------------------
    def tools(self, workspace: str) -> ToolRepository:
        """The catalogue of a workspace."""
        return ToolRepository(self, workspace)

    def calls(self, workspace: str) -> CallRepository:
        """The recorded calls, their aggregates and guidelines of a workspace."""
        return CallRepository(self, workspace)

    def plans(self, workspace: str) -> PlanRepository:
        """The plan cache of a workspace."""
        return PlanRepository(self, workspace)

    def history(self, workspace: str) -> HistoryRepository:
        """The conversations of a workspace."""
        return HistoryRepository(self, workspace)

    def corpus(self, workspace: str, name: str) -> ChunkRepository:
        """One corpus (``docs``, ``code``) of a workspace."""
        return ChunkRepository(self, workspace, name)

    def timeline(self, workspace: str) -> TimelineRepository:
        """The counts over time (calls, lookups) and the plan journal of a workspace."""
        return TimelineRepository(self, workspace)

    def corpora(self, workspace: str) -> list[str]:
        """The names of the workspace's corpora that hold documents, sorted."""
        with self._read() as db:
            rows = db.execute(
                "SELECT DISTINCT corpus FROM documents WHERE workspace = ? ORDER BY corpus", (workspace,)
            ).fetchall()
        return [row[0] for row in rows]

    @property
    def keys(self) -> KeyRepository:
        """The API keys (not bound to a workspace)."""
        return KeyRepository(self)

    def idempotency(self, workspace: str) -> IdempotencyRepository:
        """The results of a workspace's writes done under idempotency keys (see
        :mod:`toolmem.stores.idempotency`)."""
        return IdempotencyRepository(self, workspace)


def _parts(head: bytes) -> int | None:
    """How many parts a saved payload was split into, or ``None`` when it is whole."""
    if not head.startswith(_MANIFEST):
        return None
    count = head[len(_MANIFEST) :]
    return int(count) if count.isdigit() else None


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

    def switch_embedder(
        self,
        expected: str | None,
        embedder: str,
        dimensions: int,
        plan_vectors: Mapping[str, Vectors],
        plans_version: int,
    ) -> bool:
        """Bind the workspace to another embedder if it is still bound to ``expected`` and its plans
        are at ``plans_version`` (see :meth:`Store.switch_embedder`); return whether it switched."""
        return self.store.switch_embedder(self.name, expected, embedder, dimensions, plan_vectors, plans_version)

    def stored_vectors(self, embedder: str, text_hashes: Sequence[str]) -> set[str]:
        """The subset of ``text_hashes`` that have a vector from ``embedder`` (vectors are shared
        by every workspace of the store)."""
        return self.store.stored_vectors(embedder, text_hashes)

    def put_vectors(self, embedder: str, vectors: Mapping[str, Vectors]) -> None:
        """Store vectors by text hash (shared by every workspace of the store)."""
        self.store.put_vectors(embedder, vectors)

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
