"""The store tests run on a third backend besides SQLite and PostgreSQL: :class:`APSWStore`, an
example of a third-party store built only on the public extension point (see ``apsw_store``),
registered the way a plugin registers."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from apsw_store import APSWStore

from toolmem.stores import register_store, unregister_store

BACKENDS = ["sqlite", "postgres", "apsw"]


@pytest.fixture(params=BACKENDS)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A database URL on each backend: a SQLite file, a fresh PostgreSQL database, a SQLite file
    opened through the example third-party store (registered for the test only)."""
    if request.param == "sqlite":
        yield str(tmp_path / "nested" / "folder" / "toolmem.db")
    elif request.param == "apsw":
        register_store(APSWStore)
        try:
            yield f"apsw://{tmp_path / 'toolmem.db'}"
        finally:
            unregister_store(APSWStore)
    else:
        yield request.getfixturevalue("postgres_url")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leave out the example backend where other processes open the database: a store registered in
    code exists only in the process that registered it (a plugin registers through the
    ``toolmem.stores`` entry point, which every process reads)."""
    kept: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        spec = getattr(item, "callspec", None)
        uses_apsw = spec is not None and spec.params.get("db_url") == "apsw"
        (dropped if uses_apsw and item.path.stem in _OTHER_PROCESSES else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


_OTHER_PROCESSES = {"test_store_end_to_end"}
