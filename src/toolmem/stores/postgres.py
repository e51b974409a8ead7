"""The PostgreSQL store: psycopg 3 with a connection pool, vectors in pgvector columns.

Needs the ``postgres`` extra (``pip install 'toolmem[postgres]'``); the driver is imported when a
``postgresql://`` URL is opened, so the SQLite store works without it. Writes that span rows run
in one transaction and bump the workspace's change counters inside it; snapshots read in one
``REPEATABLE READ`` transaction.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from toolmem.embedders.base import Vectors
from toolmem.errors import DependencyError, StoreError
from toolmem.stores.base import Store
from toolmem.stores.postgres_migrations import MIGRATION_LOCK, MIGRATIONS, MIGRATIONS_TABLE
from toolmem.stores.postgres_session import PgSession, pg_array, pg_vector
from toolmem.stores.sql_base import apply_migrations
from toolmem.stores.sql_calls import SQLCallsMixin
from toolmem.stores.sql_chunks import SQLChunksMixin
from toolmem.stores.sql_history import SQLHistoryMixin
from toolmem.stores.sql_keys import SQLKeysMixin
from toolmem.stores.sql_plans import SQLPlansMixin
from toolmem.stores.sql_tools import SQLToolsMixin

if TYPE_CHECKING:
    from psycopg_pool import ConnectionPool

__all__ = ["PostgresStore"]

_POOL_MAX = 8
_CONNECT_TIMEOUT_S = 10.0


def _driver() -> tuple[ModuleType, ModuleType, ModuleType]:
    """``(psycopg, psycopg_pool, pgvector.psycopg)``, imported on first use (an optional extra)."""
    try:
        import psycopg
        import psycopg_pool
        from pgvector import psycopg as pgvector_psycopg
    except ImportError as exc:
        raise DependencyError("the PostgreSQL store", "postgres", "psycopg") from exc
    return psycopg, psycopg_pool, pgvector_psycopg


class PostgresStore(SQLToolsMixin, SQLCallsMixin, SQLPlansMixin, SQLHistoryMixin, SQLChunksMixin, SQLKeysMixin, Store):
    """A store in a PostgreSQL database with the pgvector extension.

    Args:
        url: ``postgresql://user:password@host:port/database`` (``postgres://`` and
            ``postgresql+psycopg://`` work too; libpq query parameters such as ``?host=/socket/dir``
            are passed on).

    Example:
        >>> store = PostgresStore("postgresql://localhost/toolmem")  # doctest: +SKIP
        >>> store.ensure_workspace("demo").name  # doctest: +SKIP
        'demo'
    """

    schemes: ClassVar[tuple[str, ...]] = ("postgresql", "postgres")
    # Writers of one workspace take turns on its row, so aggregates are updated in the database.
    _lock_workspace_sql: ClassVar[str | None] = "SELECT 1 FROM workspaces WHERE name = ? FOR UPDATE"

    def __init__(self, url: str) -> None:
        self.url = url
        self._where = _redact(url)
        psycopg, pool_module, pgvector_psycopg = _driver()
        self._errors: type[Exception] = psycopg.Error
        conninfo = re.sub(r"^postgres(?:ql)?(?:\+\w+)?://", "postgresql://", url)
        try:
            with psycopg.connect(conninfo, autocommit=True, connect_timeout=int(_CONNECT_TIMEOUT_S)) as conn:
                _migrate(PgSession(conn), self._where)
        except psycopg.Error as exc:
            raise StoreError(f"cannot open PostgreSQL database {self._where!r}: {exc}") from exc
        self._pool: ConnectionPool[Any] = pool_module.ConnectionPool(
            conninfo,
            min_size=1,
            max_size=_POOL_MAX,
            kwargs={"autocommit": True},
            configure=pgvector_psycopg.register_vector,
            timeout=_CONNECT_TIMEOUT_S,
            open=True,
            name="toolmem",
        )

    def close(self) -> None:
        """Close every pooled connection."""
        self._pool.close()

    # plumbing -------------------------------------------------------------------------------
    @contextmanager
    def _read(self) -> Iterator[PgSession]:
        """A connection whose statements each commit on their own."""
        try:
            with self._pool.connection() as conn:
                yield PgSession(conn)
        except self._errors as exc:
            raise StoreError(f"PostgreSQL read failed on {self._where!r}: {exc}") from exc

    @contextmanager
    def _write(self) -> Iterator[PgSession]:
        """One read-committed transaction, committed when the block ends, rolled back on error."""
        try:
            with self._pool.connection() as conn, conn.transaction():
                yield PgSession(conn)
        except self._errors as exc:
            raise StoreError(f"PostgreSQL write failed on {self._where!r}: {exc}") from exc

    @contextmanager
    def _snapshot(self) -> Iterator[PgSession]:
        """A repeatable-read, read-only transaction: every statement sees the same moment."""
        try:
            with self._pool.connection() as conn:
                conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                try:
                    yield PgSession(conn)
                finally:
                    conn.execute("ROLLBACK")
        except self._errors as exc:
            raise StoreError(f"PostgreSQL read failed on {self._where!r}: {exc}") from exc

    # dialect --------------------------------------------------------------------------------
    def _in(self, values: Sequence[str]) -> Iterator[tuple[str, list[Any]]]:
        """One array parameter, whatever the number of values."""
        yield "= ANY(?)", [list(values)]

    def _vector_param(self, vector: Vectors) -> Vectors:
        return pg_vector(vector)

    def _vector_value(self, value: Any, dimensions: int) -> Vectors:
        return pg_array(value, dimensions)

    def _json_key_equals(self, key: str) -> tuple[str, Any]:
        return "(keys::jsonb ->> ?::text)", key


def _migrate(db: PgSession, where: str) -> None:
    """Apply the missing migrations in one transaction.

    A transaction-level advisory lock makes processes opening the same database at once take
    turns: the first applies the migrations, the others then find them recorded.
    """
    with db.conn.transaction():
        db.execute("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))
        apply_migrations(db, MIGRATIONS, where, MIGRATIONS_TABLE)


def _redact(url: str) -> str:
    """The URL with its password hidden, for messages."""
    return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", url)
