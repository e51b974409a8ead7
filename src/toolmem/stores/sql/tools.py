"""Workspaces, tools and saved search indexes in SQL, shared by the SQL stores."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import ClassVar

from toolmem.models import Tool
from toolmem.stores.base import NEW_WORKSPACE_SQL, IndexSnapshot, StoredTool, WorkspaceInfo, new_workspace_row
from toolmem.stores.sql.base import SQLBase
from toolmem.stores.sql.rows import TOOL_COLUMNS, tool_from_row, tool_row
from toolmem.types import Vectors

__all__ = ["SQLToolsMixin"]

_WORKSPACES = (
    "SELECT name, embedder, dimensions, created_at,"
    " (SELECT COUNT(*) FROM tools WHERE workspace = w.name) FROM workspaces w"
)
_TOOL_UPSERT_SQL = (
    "INSERT INTO tools (workspace, id, name, description, parameters, tags, source, metadata,"
    " content_hash, text_hash, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"
    " ON CONFLICT (workspace, id) DO UPDATE SET name = excluded.name,"
    " description = excluded.description, parameters = excluded.parameters,"
    " tags = excluded.tags, source = excluded.source, metadata = excluded.metadata,"
    " content_hash = excluded.content_hash, text_hash = excluded.text_hash,"
    " updated_at = excluded.updated_at"
)
_BUMP_SQL = "UPDATE workspaces SET version = version + 1 WHERE name = ?"


class SQLToolsMixin(SQLBase):
    """Workspaces, their tools with vectors, and saved search indexes."""

    #: The statement that inserts or updates one tool row (also used by the namespace mixin).
    upsert_sql: ClassVar[str] = _TOOL_UPSERT_SQL

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

    def list_workspaces(self) -> list[WorkspaceInfo]:
        """Every workspace, sorted by name."""
        with self._read() as db:
            rows = db.execute(_WORKSPACES + " ORDER BY name").fetchall()
        return [WorkspaceInfo(*row) for row in rows]

    def delete_workspace(self, name: str) -> bool:
        """Delete a workspace with all its tools."""
        with self._write() as db:
            db.execute("DELETE FROM tools WHERE workspace = ?", (name,))
            db.execute("DELETE FROM index_cache WHERE workspace = ?", (name,))
            return db.execute("DELETE FROM workspaces WHERE name = ?", (name,)).rowcount > 0

    # tools ----------------------------------------------------------------------------------
    def tool_hashes(self, workspace: str, ids: Sequence[str] | None = None) -> dict[str, str]:
        """Map each tool id (or each existing one among ``ids``) to its content hash."""
        with self._read() as db:
            if ids is None:
                return dict(db.execute("SELECT id, content_hash FROM tools WHERE workspace = ?", (workspace,)))
            found: dict[str, str] = {}
            for match, params in self._in(ids):
                query = f"SELECT id, content_hash FROM tools WHERE workspace = ? AND id {match}"
                found.update(db.execute(query, [workspace, *params]).fetchall())
            return found

    def write_tools(
        self,
        workspace: str,
        tools: Sequence[StoredTool],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
    ) -> None:
        """Upsert tools and their new vectors in one transaction."""
        now = time.time()
        rows = [tool_row(workspace, item, now) for item in tools]
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            if rows:
                db.executemany(_TOOL_UPSERT_SQL, rows)
            if embedder is not None:
                self._insert_vectors(db, embedder, vectors)
            if rows:
                db.execute(_BUMP_SQL, (workspace,))

    def delete_tools(self, workspace: str, ids: Sequence[str]) -> list[str]:
        """Delete tools by id; return the ids that existed."""
        removed: list[str] = []
        with self._write() as db:
            for match, params in self._in(ids):
                query = f"DELETE FROM tools WHERE workspace = ? AND id {match} RETURNING id"
                removed += [row[0] for row in db.execute(query, [workspace, *params])]
            if removed:
                db.execute(_BUMP_SQL, (workspace,))
        return removed

    def get_tools(self, workspace: str, ids: Sequence[str]) -> dict[str, Tool]:
        """Return the existing tools among ``ids``."""
        found: dict[str, Tool] = {}
        with self._read() as db:
            for match, params in self._in(ids):
                query = f"SELECT {TOOL_COLUMNS} FROM tools WHERE workspace = ? AND id {match}"
                found.update((tool.id, tool) for tool in map(tool_from_row, db.execute(query, [workspace, *params])))
        return found

    def list_tools(self, workspace: str, *, limit: int | None = None, offset: int = 0) -> list[Tool]:
        """Tools ordered by id, paginated."""
        with self._read() as db:
            rows = db.execute(
                f"SELECT {TOOL_COLUMNS} FROM tools WHERE workspace = ? ORDER BY id LIMIT ? OFFSET ?",
                (workspace, self._limit(limit), offset),
            ).fetchall()
        return [tool_from_row(row) for row in rows]

    def stored_vectors(self, embedder: str, text_hashes: Sequence[str]) -> set[str]:
        """The hashes that already have a vector from ``embedder``."""
        present: set[str] = set()
        with self._read() as db:
            for match, params in self._in(text_hashes):
                query = f"SELECT text_hash FROM embeddings WHERE embedder = ? AND text_hash {match}"
                present.update(row[0] for row in db.execute(query, [embedder, *params]))
        return present

    def version(self, workspace: str) -> int:
        """The workspace's change counter (0 when it does not exist)."""
        with self._read() as db:
            row = db.execute("SELECT version FROM workspaces WHERE name = ?", (workspace,)).fetchone()
        return int(row[0]) if row else 0

    def snapshot(self, workspace: str, embedder: str | None) -> IndexSnapshot:
        """Read tools and vectors of a workspace inside one read transaction."""
        with self._snapshot() as db:
            head = db.execute("SELECT version, dimensions FROM workspaces WHERE name = ?", (workspace,)).fetchone()
            rows = db.execute(
                f"SELECT {', '.join('t.' + c for c in TOOL_COLUMNS.split(', '))}, t.text_hash, e.vector"
                " FROM tools t LEFT JOIN embeddings e ON e.embedder = ? AND e.text_hash = t.text_hash"
                f" WHERE t.workspace = ? ORDER BY t.{self._insert_order}",
                (embedder, workspace),
            ).fetchall()
        version, dims = (int(head[0]), head[1]) if head else (0, None)
        vectors, missing = self._stack_vectors(
            [row[9] for row in rows], dims if embedder is not None and dims else None
        )
        return IndexSnapshot(
            version, [tool_from_row(row[:8]) for row in rows], [row[8] for row in rows], vectors, missing
        )

    # derived data ---------------------------------------------------------------------------
    def read_cache(self, workspace: str, key: str, version: int) -> bytes | None:
        """A saved search index of this version, or ``None`` (a stale one is not read at all)."""
        with self._read() as db:
            row = db.execute(
                "SELECT payload FROM index_cache WHERE workspace = ? AND key = ? AND version = ?",
                (workspace, key, version),
            ).fetchone()
        return bytes(row[0]) if row else None

    def write_cache(self, workspace: str, key: str, version: int, payload: bytes) -> None:
        """Save a search index under ``key``, replacing the previous one."""
        with self._write() as db:
            db.execute(
                "INSERT INTO index_cache (workspace, key, version, payload, created_at) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (workspace, key) DO UPDATE SET version = excluded.version,"
                " payload = excluded.payload, created_at = excluded.created_at",
                (workspace, key, version, payload, time.time()),
            )
