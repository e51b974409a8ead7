"""The tools of a workspace in SQL, shared by the SQL stores."""

from __future__ import annotations

import builtins
import time
from collections.abc import Mapping, Sequence

from toolmem.records import Tool
from toolmem.stores.base import Changes, Row
from toolmem.stores.sql.base import NEW_WORKSPACE_SQL, SQLRepository, new_workspace_row
from toolmem.stores.sql.changes import advance, record_removals
from toolmem.stores.sql.reads import read_changes
from toolmem.stores.sql.rows import TOOL_COLUMNS, tool_from_row, tool_row
from toolmem.stores.tools import StoredTool
from toolmem.types import Vectors

__all__ = ["ToolRepository"]

_UPSERT_SQL = (
    "INSERT INTO tools (workspace, id, name, description, parameters, tags, source, metadata,"
    " content_hash, text_hash, created_at, updated_at, changed) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)"
    " ON CONFLICT (workspace, id) DO UPDATE SET name = excluded.name,"
    " description = excluded.description, parameters = excluded.parameters,"
    " tags = excluded.tags, source = excluded.source, metadata = excluded.metadata,"
    " content_hash = excluded.content_hash, text_hash = excluded.text_hash,"
    " updated_at = excluded.updated_at, changed = excluded.changed"
)
# ``namespace`` is a column generated from each tool's ``metadata["namespace"]`` (migration 0011).
_NAMESPACE_SQL = "SELECT id, content_hash FROM tools WHERE workspace = ? AND namespace = ?"
_CHANGES_SQL = (
    f"SELECT t.id, {', '.join('t.' + c for c in TOOL_COLUMNS.split(', '))}, t.text_hash, e.vector"
    " FROM tools t LEFT JOIN embeddings e ON e.embedder = ? AND e.text_hash = t.text_hash"
    " WHERE t.workspace = ? AND t.changed > ? ORDER BY t.changed, t.{order}"
)


class ToolRepository(SQLRepository):
    """A workspace's tools, stamped with the catalogue version of their last change."""

    def hashes(self, ids: Sequence[str] | None = None) -> dict[str, str]:
        """Map each tool id (or each existing one among ``ids``) to its content hash."""
        with self._store._read() as db:
            if ids is None:
                query = "SELECT id, content_hash FROM tools WHERE workspace = ?"
                return dict(db.execute(query, (self.workspace,)).fetchall())
            found: dict[str, str] = {}
            for match, params in self._store._in(ids):
                query = f"SELECT id, content_hash FROM tools WHERE workspace = ? AND id {match}"
                found.update(db.execute(query, [self.workspace, *params]).fetchall())
            return found

    def put(
        self,
        tools: Sequence[StoredTool],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
        *,
        remove: Sequence[str] = (),
    ) -> list[str]:
        """Insert or replace ``tools``, store new ``vectors`` and delete the tools ``remove`` names, all
        in one transaction; returns the ids of ``remove`` that existed."""
        if not tools and not remove:
            return []
        now = time.time()
        removed: list[str] = []
        with self._store._write() as db:
            if tools:
                db.execute(NEW_WORKSPACE_SQL, new_workspace_row(self.workspace))
            self._lock(db)
            for match, params in self._store._in(list(remove)):
                query = f"DELETE FROM tools WHERE workspace = ? AND id {match} RETURNING id"
                removed += [row[0] for row in db.execute(query, [self.workspace, *params])]
            if not tools and not removed:
                return []
            version = advance(db, self.workspace, "tools")
            record_removals(db, self.workspace, "tools", sorted(removed), version)
            if tools:
                db.executemany(_UPSERT_SQL, [(*tool_row(self.workspace, item, now), version) for item in tools])
            if embedder is not None:
                self._store._insert_vectors(db, embedder, vectors)
        return removed

    def sync(
        self,
        namespace: str,
        tools: Sequence[StoredTool],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
        keep: Sequence[str],
    ) -> list[str]:
        """In one transaction: upsert ``tools`` and their new vectors, then delete every tool of
        ``namespace`` (its ``metadata["namespace"]``) whose id is not in ``keep``; returns the ids
        deleted. ``keep`` holds the ids of the namespace's whole new set (``tools`` are only those
        that changed), so tools another writer added to the namespace meanwhile are removed too."""
        now = time.time()
        kept = set(keep)
        with self._store._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(self.workspace))
            members = [row[0] for row in db.execute(_NAMESPACE_SQL, (self.workspace, namespace)).fetchall()]
            gone = sorted(tool_id for tool_id in members if tool_id not in kept)
            if not tools and not gone:
                return []  # nothing changes: no version moves
            version = advance(db, self.workspace, "tools")
            if tools:
                db.executemany(_UPSERT_SQL, [(*tool_row(self.workspace, item, now), version) for item in tools])
            if embedder is not None:
                self._store._insert_vectors(db, embedder, vectors)
            for match, params in self._store._in(gone):
                db.execute(f"DELETE FROM tools WHERE workspace = ? AND id {match}", [self.workspace, *params])
            record_removals(db, self.workspace, "tools", gone, version)
        return gone

    def namespace(self, name: str) -> dict[str, str]:
        """Map the id of every tool of namespace ``name`` to its content hash."""
        with self._store._read() as db:
            return dict(db.execute(_NAMESPACE_SQL, (self.workspace, name)).fetchall())

    def text_hashes(self, ids: Sequence[str]) -> dict[str, str]:
        """Map each existing tool among ``ids`` to the hash of the text its vector was made from (the
        catalogue compares it with the text it would embed now)."""
        found: dict[str, str] = {}
        with self._store._read() as db:
            for match, params in self._store._in(ids):
                query = f"SELECT id, text_hash FROM tools WHERE workspace = ? AND id {match}"
                found.update(db.execute(query, [self.workspace, *params]).fetchall())
        return found

    def get(self, ids: Sequence[str]) -> dict[str, Tool]:
        """The tools among ``ids`` that exist, by id."""
        found: dict[str, Tool] = {}
        with self._store._read() as db:
            for match, params in self._store._in(ids):
                query = f"SELECT {TOOL_COLUMNS} FROM tools WHERE workspace = ? AND id {match}"
                rows = db.execute(query, [self.workspace, *params])
                found.update((tool.id, tool) for tool in map(tool_from_row, rows))
        return found

    def list(self, *, limit: int | None = None, offset: int = 0) -> list[Tool]:
        """Tools ordered by id, paginated."""
        with self._store._read() as db:
            rows = db.execute(
                f"SELECT {TOOL_COLUMNS} FROM tools WHERE workspace = ? ORDER BY id LIMIT ? OFFSET ?",
                (self.workspace, self._store._limit(limit), offset),
            ).fetchall()
        return [tool_from_row(row) for row in rows]

    def changes(self, since: int | None, embedder: str | None) -> Changes[StoredTool]:
        """The tools changed and removed after version ``since`` (all of them when ``None``), with
        their vectors from ``embedder``, read consistently."""
        with self._store._snapshot() as db:
            head, rows, removed = read_changes(
                db,
                self.workspace,
                "tools",
                since,
                _CHANGES_SQL.format(order=self._store._insert_order),
                lambda after: (embedder, self.workspace, after),
            )
        dimensions = head.dimensions if embedder is not None else None
        vectors, _ = self._store._stack_vectors([row[10] for row in rows], dimensions)
        return Changes(
            version=head.version,
            rows=[
                Row(
                    key=row[0],
                    record=StoredTool(tool_from_row(row[1:9]), row[9]),
                    text_hash=row[9],
                    vector=None if vectors is None or row[10] is None else vectors[i],
                )
                for i, row in enumerate(rows)
            ],
            removed=[key for key in removed if key not in {row[0] for row in rows}],
            complete=head.complete,
        )

    def delete(self, ids: Sequence[str]) -> builtins.list[str]:
        """Delete tools by id in one transaction; returns the ids that existed."""
        return self.put([], {}, None, remove=ids)
