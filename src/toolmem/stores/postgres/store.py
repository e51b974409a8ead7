"""The PostgreSQL store: psycopg 3 with a connection pool, vectors in pgvector columns.

Needs the ``postgres`` extra (``pip install 'toolmem[postgres]'``); the driver is imported when a
``postgresql://`` URL is opened, so the SQLite store works without it. Writes that span rows run
in one transaction and bump the workspace's change counters inside it; snapshots read in one
``REPEATABLE READ`` transaction.

Plan requests are searched inside the database (:meth:`PostgresStore.nearest_plans`). The
``vector`` column has no fixed dimension, and an HNSW index needs one, so each dimension gets its
own partial expression index, ``plans_hnsw_<d>`` on ``vector::vector(d)`` where
``vector_dims(vector) = d`` (the function is immutable, so it can be an index predicate). It is
built when a workspace is bound to an embedder of that dimension, or on the first search of one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from toolmem.errors import DependencyError, StoreError
from toolmem.records.checks import not_text
from toolmem.stores.base import query_vector
from toolmem.stores.postgres.migrations import MIGRATION_LOCK, MIGRATIONS, MIGRATIONS_TABLE
from toolmem.stores.postgres.session import PgSession, pg_array, pg_vector
from toolmem.stores.sql.base import apply_migrations
from toolmem.stores.sql.store import Store
from toolmem.types import Vectors

if TYPE_CHECKING:
    from psycopg_pool import ConnectionPool

__all__ = ["PostgresStore"]

_POOL_MAX = 8
_CONNECT_TIMEOUT_S = 10.0
# The key of the session-level advisory lock under which plan indexes are built (one builder at a time).
_INDEX_LOCK = 0x746F6F6C6D656E  # "toolmen"
# A workspace holding at most this many plans is scanned exactly: a few milliseconds of distances,
# with no recall loss and no dependence on how selective the workspace filter is.
_EXACT_BELOW = 5_000
# pgvector's bounds on ``hnsw.ef_search``.
_EF_SEARCH = (40, 1_000)
_EF_SEARCH_DEFAULT = 100


def _driver() -> tuple[ModuleType, ModuleType, ModuleType]:
    """``(psycopg, psycopg_pool, pgvector.psycopg)``, imported on first use (an optional extra)."""
    try:
        import psycopg
        import psycopg_pool
        from pgvector import psycopg as pgvector_psycopg
    except ImportError as exc:
        raise DependencyError("the PostgreSQL store", "postgres", "psycopg") from exc
    return psycopg, psycopg_pool, pgvector_psycopg


class PostgresStore(Store):
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
    searches_plans: ClassVar[bool] = True
    #: ``hnsw.iterative_scan`` of approximate plan searches: ``relaxed_order`` (results re-sorted
    #: here), ``strict_order``, or ``off`` (only to measure what a filtered search loses without it).
    iterative_scan: str = "relaxed_order"
    #: ``hnsw.ef_search`` of approximate plan searches (candidates kept while walking the graph,
    #: 40 to 1,000); ``None``: twice ``k``, at least 100. Higher finds more true neighbours, slower:
    #: at 1,000,000 plans, 100 instead of pgvector's default 40 lifted recall@1 from .72 to .83 for
    #: 1 to 10 ms more at p50 (``bench/pg_plans.py``).
    ef_search: int | None = None
    # Writers of one workspace take turns on its row, so aggregates are updated in the database.
    _lock_workspace_sql: ClassVar[str | None] = "SELECT 1 FROM workspaces WHERE name = ? FOR UPDATE"
    _relaxed_commit_sql: ClassVar[str | None] = "SET LOCAL synchronous_commit = off"

    def __init__(self, url: str) -> None:
        self.url = url
        self._where = _redact(url)
        psycopg, pool_module, pgvector_psycopg = _driver()
        self._errors: type[Exception] = psycopg.Error
        self._sql: ModuleType = psycopg.sql
        self._plan_indexes: set[int] = set()
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

    # plan search ----------------------------------------------------------------------------
    def _prepare_dimensions(self, dimensions: int) -> None:
        """Make sure vectors of this length have a plan index before a workspace is bound to them."""
        self.ensure_plan_index(dimensions)

    def ensure_plan_index(self, dimensions: int) -> None:
        """Build the HNSW index of ``dimensions``-dimensional plan vectors unless it exists.

        The index is built ``CONCURRENTLY`` (outside any transaction, on an autocommit connection):
        a first search on a database that already holds many plans must not block every writer of
        ``plans`` for the length of the build. Builders take turns under an advisory lock; one that
        finds an invalid index (left by a build that was interrupted) drops and rebuilds it.
        """
        if dimensions in self._plan_indexes:
            return
        sql = self._sql
        name = sql.Identifier(f"plans_hnsw_{int(dimensions)}")
        size = sql.Literal(int(dimensions))
        try:
            with self._pool.connection() as conn:
                conn.execute("SELECT pg_advisory_lock(%s)", (_INDEX_LOCK,))
                try:
                    row = conn.execute(
                        "SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass(%s)",
                        (f"plans_hnsw_{int(dimensions)}",),
                    ).fetchone()
                    if row is not None and not row[0]:
                        conn.execute(sql.SQL("DROP INDEX CONCURRENTLY IF EXISTS {}").format(name))
                    if row is None or not row[0]:
                        conn.execute(
                            sql.SQL(
                                "CREATE INDEX CONCURRENTLY IF NOT EXISTS {} ON plans USING hnsw"
                                " ((vector::vector({})) vector_cosine_ops) WHERE vector_dims(vector) = {}"
                            ).format(name, size, size)
                        )
                finally:
                    conn.execute("SELECT pg_advisory_unlock(%s)", (_INDEX_LOCK,))
        except self._errors as exc:
            raise StoreError(
                f"cannot build the plan index for {dimensions} dimensions on {self._where!r}: {exc}"
            ) from exc
        self._plan_indexes.add(dimensions)

    def nearest_plans(
        self, workspace: str, vector: Vectors, k: int, *, exact: bool | None = None
    ) -> list[tuple[str, float]]:
        """The ``k`` plans most similar to ``vector``, searched inside PostgreSQL, best first.

        A workspace of at most 5,000 plans is scanned exactly; a larger one is searched through
        its dimension's HNSW index with ``hnsw.iterative_scan`` (the index returns rows
        nearest-first and the scan goes on until ``k`` of them pass the workspace filter; without
        it a workspace holding 10 % of the rows gets only about 10 % of ``ef_search`` rows). When
        the iterative scan gives up early (``hnsw.max_scan_tuples``, a very narrow filter on a huge
        table), the search falls back to the exact scan. ``exact`` forces one path, with no
        fallback. See :meth:`toolmem.stores.sql.store.Store.nearest_plans`.
        """
        with self._read() as db:  # the dimension and the plan count (up to the bound) in one round trip
            head = db.execute(
                "SELECT dimensions, (SELECT COUNT(*) FROM (SELECT 1 FROM plans WHERE workspace = ? LIMIT ?) AS b)"
                " FROM workspaces WHERE name = ?",
                (workspace, _EXACT_BELOW + 1, workspace),
            ).fetchone()
        if head is None or head[0] is None:
            return []
        dimensions, plans = int(head[0]), int(head[1])
        query = query_vector(workspace, vector, dimensions)
        if k <= 0:
            return []
        if exact is None and plans <= _EXACT_BELOW:
            exact = True
        if exact:
            return self._nearest(workspace, query, k, exact=True)
        self.ensure_plan_index(dimensions)
        found = self._nearest(workspace, query, k, exact=False)
        if exact is None and len(found) < k:
            return self._nearest(workspace, query, k, exact=True)
        return found

    def explain_nearest_plans(self, workspace: str, vector: Vectors, k: int, *, exact: bool) -> str:
        """The plan PostgreSQL runs for one path of :meth:`nearest_plans` (``EXPLAIN`` text)."""
        info = self.info(workspace)
        query = query_vector(workspace, vector, info.dimensions if info and info.dimensions else len(vector))
        with self._search_transaction(k) as conn:
            rows = conn.execute(
                self._sql.SQL("EXPLAIN ") + self._nearest_sql(len(query), exact), (query, workspace, query, k)
            ).fetchall()
        return "\n".join(row[0] for row in rows)

    def _nearest(self, workspace: str, query: Vectors, k: int, *, exact: bool) -> list[tuple[str, float]]:
        """One path of :meth:`nearest_plans`; relaxed-order results are sorted again here."""
        # Never a prepared statement: a plan PostgreSQL caches for a big workspace (a full scan)
        # would be reused for a small one, where the (workspace, id) index answers in milliseconds.
        sql, params = self._nearest_sql(len(query), exact), (query, workspace, query, k)
        with self._search_transaction(k) as conn:
            rows = conn.execute(sql, params, prepare=False).fetchall()
        return sorted(((plan_id, float(score)) for plan_id, score in rows), key=lambda pair: (-pair[1], pair[0]))

    @contextmanager
    def _search_transaction(self, k: int) -> Iterator[Any]:
        """A transaction with the HNSW search settings of a top-``k`` query.

        ``enable_sort = off`` makes the index scan, the one plan that yields rows in distance order
        without sorting them, win over sorting the rows the workspace filter selects; the exact
        query orders by an expression no index covers, so it is unaffected.
        """
        wanted = max(_EF_SEARCH_DEFAULT, 2 * k) if self.ef_search is None else self.ef_search
        ef_search = min(max(_EF_SEARCH[0], wanted), _EF_SEARCH[1])
        try:  # pipelined: BEGIN, the settings and the query go out together, one round trip
            with self._pool.connection() as conn, conn.pipeline(), conn.transaction():
                conn.execute(
                    "SELECT set_config('hnsw.iterative_scan', %s, true), set_config('hnsw.ef_search', %s, true),"
                    " set_config('enable_sort', 'off', true)",
                    (self.iterative_scan, str(ef_search)),
                )
                yield conn
        except self._errors as exc:
            raise StoreError(f"PostgreSQL plan search failed on {self._where!r}: {exc}") from exc

    def _nearest_sql(self, dimensions: int, exact: bool) -> Any:
        """The top-k query; parameters ``(vector, workspace, vector, k)``.

        The dimension is a literal, not a parameter: the planner must see that the query's
        ``vector_dims(vector) = d`` implies the partial index's predicate even in a prepared plan.
        """
        sql = self._sql
        size = sql.Literal(int(dimensions))
        column = sql.SQL("vector") if exact else sql.SQL("vector::vector({})").format(size)
        return sql.SQL(
            "SELECT id, 1 - ({column} <=> %s::vector({size})) FROM plans"
            " WHERE workspace = %s AND vector_dims(vector) = {size}"
            " ORDER BY {column} <=> %s::vector({size}) LIMIT %s"
        ).format(column=column, size=size)

    # plumbing -------------------------------------------------------------------------------
    @contextmanager
    def _read(self) -> Iterator[PgSession]:
        """A connection whose statements each commit on their own."""
        try:
            with self._pool.connection() as conn:
                yield PgSession(conn)
        except self._errors as exc:
            raise StoreError(f"PostgreSQL read failed on {self._where!r}: {exc}") from exc
        except UnicodeEncodeError as exc:
            raise not_text(exc) from exc

    @contextmanager
    def _write(self) -> Iterator[PgSession]:
        """One read-committed transaction, committed when the block ends, rolled back on error."""
        try:
            with self._pool.connection() as conn, conn.transaction():
                yield PgSession(conn)
        except self._errors as exc:
            raise StoreError(f"PostgreSQL write failed on {self._where!r}: {exc}") from exc
        except UnicodeEncodeError as exc:
            raise not_text(exc) from exc

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
