"""The part of a store every SQL backend shares: workspaces, vectors, saved indexes, repositories."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence

from toolmem.stores.base import Store, Versions, WorkspaceInfo
from toolmem.stores.calls import CallRepository
from toolmem.stores.idempotency import IdempotencyRepository
from toolmem.stores.keys import KeyRepository
from toolmem.stores.plans import PlanRepository
from toolmem.stores.sql.base import NEW_WORKSPACE_SQL, SQLBase, new_workspace_row
from toolmem.stores.sql.calls import SQLCallRepository
from toolmem.stores.sql.changes import advance
from toolmem.stores.sql.chunks import SQLChunkRepository
from toolmem.stores.sql.history import SQLHistoryRepository
from toolmem.stores.sql.idempotency import SQLIdempotencyRepository
from toolmem.stores.sql.keys import SQLKeyRepository
from toolmem.stores.sql.plans import SQLPlanRepository
from toolmem.stores.sql.timeline import SQLTimelineRepository
from toolmem.stores.sql.tools import SQLToolRepository
from toolmem.stores.texts import ChunkRepository, HistoryRepository
from toolmem.stores.timeline import TimelineRepository
from toolmem.stores.tools import ToolRepository
from toolmem.types import Buffer, Vectors

__all__ = ["SQLStore"]

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


class SQLStore(SQLBase, Store):
    """A store whose records live in SQL tables; a backend adds its connection and dialect."""

    # workspaces -----------------------------------------------------------------------------
    def workspace(self, name: str) -> WorkspaceInfo | None:
        """Return what is recorded of a workspace, or ``None``."""
        with self._read() as db:
            row = db.execute(_WORKSPACES + " WHERE name = ?", (name,)).fetchone()
        return WorkspaceInfo(*row) if row else None

    def ensure_workspace(self, name: str) -> WorkspaceInfo:
        """Create the workspace if needed and return it."""
        info = self.workspace(name)
        if info is not None:
            return info
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(name))
        info = self.workspace(name)
        assert info is not None
        return info

    def set_embedder(self, name: str, embedder: str, dimensions: int) -> None:
        """Record the embedder of a workspace that has none yet."""
        with self._write() as db:
            db.execute(
                "UPDATE workspaces SET embedder = ?, dimensions = ? WHERE name = ? AND embedder IS NULL",
                (embedder, dimensions, name),
            )

    def switch_embedder(
        self,
        name: str,
        expected: str | None,
        embedder: str,
        dimensions: int,
        plan_vectors: Mapping[str, Vectors],
        plans_version: int,
    ) -> bool:
        """Bind the workspace to ``embedder`` with its plans' new vectors, if still as expected (one
        transaction; the compare-and-set update takes the workspace row's lock first)."""
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
        """The three workspace counters and the embedder, in one query."""
        with self._read() as db:
            row = db.execute(
                "SELECT version, experience_version, plans_version, embedder FROM workspaces WHERE name = ?",
                (workspace,),
            ).fetchone()
        return Versions(int(row[0]), int(row[1]), int(row[2]), row[3]) if row else Versions()

    # vectors --------------------------------------------------------------------------------
    def stored_vectors(self, embedder: str, text_hashes: Sequence[str]) -> set[str]:
        """The hashes that already have a vector from ``embedder``."""
        present: set[str] = set()
        with self._read() as db:
            for match, params in self._in(text_hashes):
                query = f"SELECT text_hash FROM embeddings WHERE embedder = ? AND text_hash {match}"
                present.update(row[0] for row in db.execute(query, [embedder, *params]))
        return present

    def put_vectors(self, embedder: str, vectors: Mapping[str, Vectors]) -> None:
        """Store vectors by text hash."""
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

    # repositories ---------------------------------------------------------------------------
    def tools(self, workspace: str) -> ToolRepository:
        """The catalogue of a workspace."""
        return SQLToolRepository(self, workspace)

    def calls(self, workspace: str) -> CallRepository:
        """The calls of a workspace."""
        return SQLCallRepository(self, workspace)

    def plans(self, workspace: str) -> PlanRepository:
        """The plans of a workspace."""
        return SQLPlanRepository(self, workspace)

    def history(self, workspace: str) -> HistoryRepository:
        """The conversations of a workspace."""
        return SQLHistoryRepository(self, workspace)

    def corpus(self, workspace: str, name: str) -> ChunkRepository:
        """One corpus of a workspace."""
        return SQLChunkRepository(self, workspace, name)

    def timeline(self, workspace: str) -> TimelineRepository:
        """The counts over time and the plan journal of a workspace."""
        return SQLTimelineRepository(self, workspace)

    def corpora(self, workspace: str) -> list[str]:
        """The names of the corpora holding documents, sorted."""
        with self._read() as db:
            rows = db.execute(
                "SELECT DISTINCT corpus FROM documents WHERE workspace = ? ORDER BY corpus", (workspace,)
            ).fetchall()
        return [row[0] for row in rows]

    @property
    def keys(self) -> KeyRepository:
        """The API keys."""
        return SQLKeyRepository(self)

    def idempotency(self, workspace: str) -> IdempotencyRepository:
        """The results of a workspace's keyed writes."""
        return SQLIdempotencyRepository(self, workspace)


def _parts(head: bytes) -> int | None:
    """How many parts a saved payload was split into, or ``None`` when it is whole."""
    if not head.startswith(_MANIFEST):
        return None
    count = head[len(_MANIFEST) :]
    return int(count) if count.isdigit() else None
