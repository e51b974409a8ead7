"""Store fixtures: every conformance test runs once on SQLite and once on PostgreSQL.

PostgreSQL comes from ``TOOLMEM_TEST_POSTGRES_URL`` (a role allowed to create databases) or, when
that is unset, from an embedded server started once per session (see ``postgres_server``). A
server that cannot start fails the tests: they are never skipped.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from postgres_server import ENV_URL, Databases, embedded_server

from toolmem.stores import Store, open_store

BACKENDS = ["sqlite", "postgres"]


@pytest.fixture(scope="session")
def postgres_databases(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Databases]:
    """The session's PostgreSQL server, handing out fresh databases."""
    url = os.environ.get(ENV_URL)
    if url:
        databases = Databases(url)
        yield databases
        databases.close()
        return
    with embedded_server(tmp_path_factory.mktemp("postgres")) as admin_url:
        databases = Databases(admin_url)
        yield databases
        databases.close()


@pytest.fixture
def postgres_url(postgres_databases: Databases) -> str:
    """The URL of a migrated PostgreSQL database, emptied for this test."""
    return postgres_databases.emptied()


@pytest.fixture(params=BACKENDS)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database URL on each backend: a SQLite file, then a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "nested" / "folder" / "toolmem.db")
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    """An open store on each backend."""
    opened = open_store(db_url)
    yield opened
    opened.close()
