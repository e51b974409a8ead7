"""What every SQL store's shared code runs on: a connection protocol, the dialect hooks, and the
base of the per-kind repositories.

The repositories (``sql/tools``, ``sql/calls``, ``sql/plans``, ``sql/history``, ``sql/chunks``,
``sql/keys``) write each statement once, with ``?`` placeholders, against :class:`Connection`.
A backend (:mod:`toolmem.stores.sqlite`, :mod:`toolmem.stores.postgres`, or a third party's) provides
the transactions and answers the few hooks where the dialects really differ (:class:`SQLBase`).
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any, ClassVar, Protocol

from toolmem.errors import MigrationError
from toolmem.stores.base import decode_vector, encode_vector, stack_vectors
from toolmem.stores.sql.batches import in_chunks
from toolmem.types import Vectors

__all__ = [
    "NEW_WORKSPACE_SQL",
    "Connection",
    "Cursor",
    "SQLBase",
    "SQLRepository",
    "apply_migrations",
    "migrations_pending",
    "new_workspace_row",
]

NEW_WORKSPACE_SQL = (
    "INSERT INTO workspaces (name, created_at, version, experience_version, plans_version) VALUES (?, ?, ?, ?, ?)"
    " ON CONFLICT (name) DO NOTHING"
)


def new_workspace_row(name: str) -> tuple[str, float, int, int, int]:
    """Parameters of the statement that creates a workspace row.

    The change counters start at the current time in microseconds, so a workspace deleted and
    created again never repeats a version another process may still hold an index for.
    """
    now = time.time()
    start = int(now * 1_000_000)
    return name, now, start, start, start


class Cursor(Protocol):
    """The part of a DB-API cursor the stores use."""

    @property
    def rowcount(self) -> int:
        """Rows changed by the statement."""

    def fetchone(self) -> Any:
        """The next row, or ``None``."""

    def fetchall(self) -> list[Any]:
        """The remaining rows."""

    def __iter__(self) -> Iterator[Any]:
        """The remaining rows, one by one."""


class Connection(Protocol):
    """A connection (or session) taking ``?`` placeholders."""

    def execute(self, sql: str, params: Sequence[Any] = ..., /) -> Cursor:
        """Run one statement."""

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]], /) -> Any:
        """Run one statement for each row of parameters."""


class SQLBase(ABC):
    """The dialect: what a backend fills in for the SQL written once in the store and its repositories.

    A backend answers five abstract hooks — its transactions (:meth:`_read`, :meth:`_write`,
    :meth:`_snapshot`), :meth:`_json_key_equals` and :meth:`close` on the store — and may override
    the rest, whose defaults suit any SQL database that has ``ON CONFLICT`` and ``RETURNING``:
    vectors as little-endian float32 blobs, ``IN (?, ...)`` lists in batches, and the class
    attributes below. Statements use ``?`` placeholders; a driver with another parameter style is
    wrapped in a :class:`Connection` that converts them. The schema is created by named migrations
    (:func:`apply_migrations`) when the store opens.
    """

    #: The column that orders ``tools`` and ``requests`` rows by insertion (an update keeps it).
    _insert_order: ClassVar[str] = "seq"
    #: The ``LIMIT`` value that means no limit.
    _no_limit: ClassVar[int | None] = None
    #: A statement locking a workspace's row for the transaction (``?``: its name), or ``None``
    #: when a write transaction already excludes every other writer.
    _lock_workspace_sql: ClassVar[str | None] = None
    #: A statement that lets a transaction of records kept for people (the plan journal) commit
    #: without waiting for its log to reach the disk, or ``None``: losing the last entries in a crash
    #: is better than a disk flush on every lookup (PostgreSQL: 4 ms of 8 measured).
    _relaxed_commit_sql: ClassVar[str | None] = None

    @abstractmethod
    def _read(self) -> AbstractContextManager[Connection]:
        """Statements outside a write transaction."""

    @abstractmethod
    def _write(self) -> AbstractContextManager[Connection]:
        """One write transaction, committed when the block ends, rolled back on error."""

    @abstractmethod
    def _snapshot(self) -> AbstractContextManager[Connection]:
        """One read transaction: every statement sees the same moment."""

    @abstractmethod
    def _json_key_equals(self, key: str) -> tuple[str, Any]:
        """A condition ``(sql, param)`` on the ``keys`` JSON text; the value to compare follows it."""

    def _in(self, values: Sequence[str]) -> Iterator[tuple[str, list[Any]]]:
        """``(condition, params)`` pairs matching a column against ``values``: ``IN (?,?)`` in batches
        under the usual limits on bound variables."""
        for chunk, marks in in_chunks(values):
            yield f"IN ({marks})", chunk

    def _vector_param(self, vector: Vectors) -> Any:
        """A vector as its column stores it (little-endian float32 bytes)."""
        return encode_vector(vector)

    def _vector_value(self, value: Any, dimensions: int) -> Vectors:
        """A loaded vector column value as a float32 array of ``dimensions`` values."""
        return decode_vector(value, dimensions)

    def _stack_vectors(self, values: Sequence[Any], dimensions: int | None) -> tuple[Vectors | None, list[int]]:
        """Loaded vector values as one ``(len(values), d)`` array and the rows that have none."""
        return stack_vectors(values, dimensions, self._vector_value)

    def _limit(self, limit: int | None) -> int | None:
        return self._no_limit if limit is None else limit

    def _insert_vectors(self, db: Connection, embedder: str, vectors: Mapping[str, Vectors]) -> None:
        """Store vectors by text hash, keeping those already stored (a vector is immutable per
        embedder and text); sorted so concurrent writers lock rows in the same order."""
        if vectors:
            db.executemany(
                "INSERT INTO embeddings (embedder, text_hash, vector) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                [(embedder, key, self._vector_param(vectors[key])) for key in sorted(vectors)],
            )


class SQLRepository:
    """A repository bound to one workspace of a SQL store.

    Args:
        store: the store whose connections and dialect it uses.
        workspace: the workspace it reads and writes.
    """

    def __init__(self, store: SQLBase, workspace: str) -> None:
        self._store = store
        self.workspace = workspace

    def _lock(self, db: Connection) -> None:
        """Make writers of this workspace take turns until the transaction ends (where needed)."""
        if self._store._lock_workspace_sql is not None:
            db.execute(self._store._lock_workspace_sql, (self.workspace,))


def migrations_pending(db: Connection, migrations: Sequence[tuple[str, str]], where: str) -> bool:
    """Whether ``db`` lacks any of ``migrations``, found by reading only (``migrations`` must exist).

    Raises:
        MigrationError: the database records migrations this toolmem does not know.
    """
    applied = {row[0] for row in db.execute("SELECT name FROM migrations")}
    _refuse_unknown(applied, migrations, where)
    return any(name not in applied for name, _ in migrations)


def _refuse_unknown(applied: set[str], migrations: Sequence[tuple[str, str]], where: str) -> None:
    unknown = sorted(applied - {name for name, _ in migrations})
    if unknown:
        raise MigrationError(
            f"{where!r} was written by a newer toolmem (migrations {', '.join(unknown)}); upgrade toolmem"
        )


def apply_migrations(db: Connection, migrations: Sequence[tuple[str, str]], where: str, table_sql: str) -> None:
    """Apply the migrations ``db`` lacks, inside the caller's transaction.

    Args:
        table_sql: the dialect's ``CREATE TABLE IF NOT EXISTS migrations`` statement.

    Raises:
        MigrationError: the database records migrations this toolmem does not know.
    """
    db.execute(table_sql)
    applied = {row[0] for row in db.execute("SELECT name FROM migrations")}
    _refuse_unknown(applied, migrations, where)
    for name, sql in migrations:
        if name in applied:
            continue
        for statement in filter(str.strip, sql.split(";")):
            db.execute(statement)
        db.execute("INSERT INTO migrations (name, applied_at) VALUES (?, ?)", (name, time.time()))
