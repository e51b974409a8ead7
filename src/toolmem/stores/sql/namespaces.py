"""The tools of one namespace in SQL: read and replaced in one transaction.

Kept apart from :mod:`toolmem.stores.sql.tools` on purpose; the ``namespace`` column it filters on
is generated from each tool's metadata (migration ``0011_tool_namespaces``).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence

from toolmem.stores.base import NEW_WORKSPACE_SQL, StoredTool, new_workspace_row
from toolmem.stores.sql.base import SQLBase
from toolmem.stores.sql.rows import tool_row
from toolmem.stores.sql.tools import SQLToolsMixin
from toolmem.types import Vectors

__all__ = ["SQLNamespacesMixin"]

_MEMBERS_SQL = "SELECT id, content_hash FROM tools WHERE workspace = ? AND namespace = ?"
_BUMP_SQL = "UPDATE workspaces SET version = version + 1 WHERE name = ?"


class SQLNamespacesMixin(SQLBase):
    """:class:`~toolmem.stores.base_namespaces.NamespaceStore` for the SQL stores."""

    def namespace_tools(self, workspace: str, namespace: str) -> dict[str, str]:
        """Map the id of every tool of ``namespace`` to its content hash."""
        with self._read() as db:
            return dict(db.execute(_MEMBERS_SQL, (workspace, namespace)).fetchall())

    def text_hashes(self, workspace: str, ids: Sequence[str]) -> dict[str, str]:
        """Map each existing tool among ``ids`` to its text hash."""
        found: dict[str, str] = {}
        with self._read() as db:
            for match, params in self._in(ids):
                query = f"SELECT id, text_hash FROM tools WHERE workspace = ? AND id {match}"
                found.update(db.execute(query, [workspace, *params]).fetchall())
        return found

    def sync_tools(
        self,
        workspace: str,
        namespace: str,
        tools: Sequence[StoredTool],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
        keep: Sequence[str],
    ) -> list[str]:
        """Upsert ``tools`` and delete the namespace's tools not in ``keep``, in one transaction."""
        now = time.time()
        rows = [tool_row(workspace, item, now) for item in tools]
        kept = set(keep)
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            if rows:
                db.executemany(SQLToolsMixin.upsert_sql, rows)
            if embedder is not None:
                self._insert_vectors(db, embedder, vectors)
            members = [row[0] for row in db.execute(_MEMBERS_SQL, (workspace, namespace)).fetchall()]
            gone = sorted(tool_id for tool_id in members if tool_id not in kept)
            for match, params in self._in(gone):
                db.execute(f"DELETE FROM tools WHERE workspace = ? AND id {match}", [workspace, *params])
            if rows or gone:
                db.execute(_BUMP_SQL, (workspace,))
        return gone
