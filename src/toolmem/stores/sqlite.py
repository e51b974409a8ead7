"""The embedded default store: one SQLite file (WAL mode, busy timeout, migrations on open)."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from toolmem.embedders.base import Vectors
from toolmem.errors import ConfigError, MigrationError, StoreError
from toolmem.models import Tool
from toolmem.stores.base import (
    NEW_WORKSPACE_SQL,
    IndexSnapshot,
    Store,
    StoredTool,
    WorkspaceInfo,
    decode_vector,
    encode_vector,
    new_workspace_row,
)
from toolmem.stores.sqlite_batches import in_chunks
from toolmem.stores.sqlite_calls import SQLiteCallsMixin
from toolmem.stores.sqlite_chunks import SQLiteChunksMixin
from toolmem.stores.sqlite_history import SQLiteHistoryMixin
from toolmem.stores.sqlite_keys import SQLiteKeysMixin
from toolmem.stores.sqlite_migrations import MIGRATIONS
from toolmem.stores.sqlite_plans import SQLitePlansMixin

__all__ = ["SQLiteStore"]

_BUSY_TIMEOUT_MS = 10_000


class SQLiteStore(SQLiteCallsMixin, SQLitePlansMixin, SQLiteHistoryMixin, SQLiteChunksMixin, SQLiteKeysMixin, Store):
    """A store in one SQLite file, or in memory for ``sqlite://`` / ``:memory:``.

    Args:
        url: ``sqlite:///relative/or/absolute/path.db``, ``sqlite://`` (memory), or a plain path.

    Example:
        >>> store = SQLiteStore("sqlite://")
        >>> store.ensure_workspace("demo").name
        'demo'
    """

    schemes: ClassVar[tuple[str, ...]] = ("sqlite",)

    def __init__(self, url: str) -> None:
        self.url = url
        self.path = _path_from_url(url)
        self._lock = threading.RLock()
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        except (OSError, sqlite3.DatabaseError) as exc:
            raise StoreError(f"cannot open SQLite database {self.path!r}: {exc}") from exc
        try:
            self._db.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
            if self.path != ":memory:":
                self._enable_wal()
            self._db.execute("PRAGMA synchronous = NORMAL")
            self._db.execute("PRAGMA foreign_keys = ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            self._db.close()
            raise StoreError(f"cannot open SQLite database {self.path!r}: {exc}") from exc
        except BaseException:
            self._db.close()
            raise

    def _enable_wal(self) -> None:
        """Switch to WAL, waiting out another connection's lock: this pragma ignores the busy timeout."""
        deadline = time.monotonic() + _BUSY_TIMEOUT_MS / 1000
        while True:
            try:
                self._db.execute("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.01)

    def close(self) -> None:
        """Close the connection."""
        with self._lock:
            self._db.close()

    # plumbing -------------------------------------------------------------------------------
    @contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                yield self._db
            except sqlite3.DatabaseError as exc:
                raise StoreError(f"SQLite read failed on {self.path!r}: {exc}") from exc

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """A write transaction taken at once (BEGIN IMMEDIATE) so it never deadlocks on upgrade."""
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.DatabaseError as exc:
                raise StoreError(f"SQLite write could not start on {self.path!r}: {exc}") from exc
            try:
                yield self._db
                self._db.execute("COMMIT")
            except BaseException as exc:
                self._db.execute("ROLLBACK")
                if isinstance(exc, sqlite3.DatabaseError):
                    raise StoreError(f"SQLite write failed on {self.path!r}: {exc}") from exc
                raise

    def _migrate(self) -> None:
        known = [name for name, _ in MIGRATIONS]
        with self._write() as db:
            db.execute("CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
            applied = {row[0] for row in db.execute("SELECT name FROM migrations")}
            unknown = sorted(applied - set(known))
            if unknown:
                raise MigrationError(
                    f"{self.path!r} was written by a newer toolmem (migrations {', '.join(unknown)}); upgrade toolmem"
                )
            for name, sql in MIGRATIONS:
                if name in applied:
                    continue
                for statement in filter(str.strip, sql.split(";")):
                    db.execute(statement)
                db.execute("INSERT INTO migrations (name, applied_at) VALUES (?, ?)", (name, time.time()))

    # workspaces -----------------------------------------------------------------------------
    def workspace(self, name: str) -> WorkspaceInfo | None:
        """Return what is recorded of a workspace, or ``None``."""
        with self._read() as db:
            row = db.execute(
                "SELECT name, embedder, dimensions, created_at,"
                " (SELECT COUNT(*) FROM tools WHERE workspace = w.name) FROM workspaces w WHERE name = ?",
                (name,),
            ).fetchone()
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
            rows = db.execute(
                "SELECT name, embedder, dimensions, created_at,"
                " (SELECT COUNT(*) FROM tools WHERE workspace = w.name) FROM workspaces w ORDER BY name"
            ).fetchall()
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
                rows = db.execute("SELECT id, content_hash FROM tools WHERE workspace = ?", (workspace,))
                return dict(rows.fetchall())
            found: dict[str, str] = {}
            for chunk, marks in in_chunks(ids):
                query = f"SELECT id, content_hash FROM tools WHERE workspace = ? AND id IN ({marks})"
                found.update(db.execute(query, [workspace, *chunk]).fetchall())
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
        rows = [_tool_row(workspace, item, now) for item in tools]
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            db.executemany(
                "INSERT INTO tools (workspace, id, name, description, parameters, tags, source, metadata,"
                " content_hash, text_hash, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"
                " ON CONFLICT (workspace, id) DO UPDATE SET name = excluded.name,"
                " description = excluded.description, parameters = excluded.parameters,"
                " tags = excluded.tags, source = excluded.source, metadata = excluded.metadata,"
                " content_hash = excluded.content_hash, text_hash = excluded.text_hash,"
                " updated_at = excluded.updated_at",
                rows,
            )
            if embedder is not None and vectors:
                db.executemany(
                    "INSERT OR IGNORE INTO embeddings (embedder, text_hash, vector) VALUES (?, ?, ?)",
                    [(embedder, h, encode_vector(v)) for h, v in vectors.items()],
                )
            if rows:
                db.execute("UPDATE workspaces SET version = version + 1 WHERE name = ?", (workspace,))

    def delete_tools(self, workspace: str, ids: Sequence[str]) -> list[str]:
        """Delete tools by id; return the ids that existed."""
        removed: list[str] = []
        with self._write() as db:
            for chunk, marks in in_chunks(ids):
                removed += [
                    row[0]
                    for row in db.execute(
                        f"DELETE FROM tools WHERE workspace = ? AND id IN ({marks}) RETURNING id",
                        [workspace, *chunk],
                    )
                ]
            if removed:
                db.execute("UPDATE workspaces SET version = version + 1 WHERE name = ?", (workspace,))
        return removed

    def get_tools(self, workspace: str, ids: Sequence[str]) -> dict[str, Tool]:
        """Return the existing tools among ``ids``."""
        found: dict[str, Tool] = {}
        with self._read() as db:
            for chunk, marks in in_chunks(ids):
                for row in db.execute(
                    f"SELECT {_TOOL_COLUMNS} FROM tools WHERE workspace = ? AND id IN ({marks})",
                    [workspace, *chunk],
                ):
                    tool = _tool_from_row(row)
                    found[tool.id] = tool
        return found

    def list_tools(self, workspace: str, *, limit: int | None = None, offset: int = 0) -> list[Tool]:
        """Tools ordered by id, paginated."""
        with self._read() as db:
            rows = db.execute(
                f"SELECT {_TOOL_COLUMNS} FROM tools WHERE workspace = ? ORDER BY id LIMIT ? OFFSET ?",
                (workspace, -1 if limit is None else limit, offset),
            ).fetchall()
        return [_tool_from_row(row) for row in rows]

    def stored_vectors(self, embedder: str, text_hashes: Sequence[str]) -> set[str]:
        """The hashes that already have a vector from ``embedder``."""
        present: set[str] = set()
        with self._read() as db:
            for chunk, marks in in_chunks(text_hashes):
                present.update(
                    row[0]
                    for row in db.execute(
                        f"SELECT text_hash FROM embeddings WHERE embedder = ? AND text_hash IN ({marks})",
                        [embedder, *chunk],
                    )
                )
        return present

    def version(self, workspace: str) -> int:
        """The workspace's change counter (0 when it does not exist)."""
        with self._read() as db:
            row = db.execute("SELECT version FROM workspaces WHERE name = ?", (workspace,)).fetchone()
        return int(row[0]) if row else 0

    def snapshot(self, workspace: str, embedder: str | None) -> IndexSnapshot:
        """Read tools and vectors of a workspace inside one read transaction."""
        with self._read() as db:
            db.execute("BEGIN")
            try:
                version = self.version(workspace)
                info = db.execute("SELECT dimensions FROM workspaces WHERE name = ?", (workspace,)).fetchone()
                rows = db.execute(
                    f"SELECT {_TOOL_COLUMNS}, t.text_hash, e.vector FROM tools t LEFT JOIN embeddings e"
                    " ON e.embedder = ? AND e.text_hash = t.text_hash WHERE t.workspace = ? ORDER BY t.rowid",
                    (embedder, workspace),
                ).fetchall()
            finally:
                db.execute("COMMIT")
        dims = info[0] if info and info[0] else None
        tools = [_tool_from_row(row[:8]) for row in rows]
        vectors = None if embedder is None or dims is None else np.zeros((len(rows), dims), dtype=np.float32)
        missing = []
        for i, row in enumerate(rows):
            if vectors is not None and dims is not None and row[9] is not None:
                vectors[i] = decode_vector(row[9], dims)
            else:
                missing.append(i)
        return IndexSnapshot(version, tools, [row[8] for row in rows], vectors, missing)

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


_TOOL_COLUMNS = "id, name, description, parameters, tags, source, metadata, content_hash"


def _tool_row(workspace: str, item: StoredTool, now: float) -> tuple[Any, ...]:
    tool = item.tool
    return (
        workspace,
        tool.id,
        tool.name,
        tool.description,
        json.dumps(tool.parameters, ensure_ascii=False),
        json.dumps(list(tool.tags), ensure_ascii=False),
        tool.source,
        json.dumps(tool.metadata, ensure_ascii=False),
        tool.content_hash,
        item.text_hash,
        now,
        now,
    )


def _tool_from_row(row: Sequence[Any]) -> Tool:
    # Rows were validated on the way in; search materialises its hits through here, so skip the
    # constructor's checks and the JSON parser for the common empty values.
    return Tool.restore(
        row[0],
        row[1],
        row[2],
        json.loads(row[3]),
        () if row[4] == "[]" else tuple(json.loads(row[4])),
        row[5],
        {} if row[6] == "{}" else json.loads(row[6]),
    )


def _path_from_url(url: str) -> str:
    if url in ("sqlite://", "sqlite:///:memory:", ":memory:"):
        return ":memory:"
    if url.startswith("sqlite:///"):
        return url[len("sqlite:///") :]
    if "://" in url:
        raise ConfigError(f"not a SQLite URL: {url!r}; use 'sqlite:///path/to/file.db' or a plain path")
    return url
