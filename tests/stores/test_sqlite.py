import json
import multiprocessing
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import closing
from multiprocessing.synchronize import Barrier
from pathlib import Path

import numpy as np
import pytest
from store_helpers import MAIL, WEATHER, plain, row, stored

import toolmem
from processes import running
from toolmem.errors import ConfigError, MigrationError, StoreError
from toolmem.stores import Changes, Versions, open_store
from toolmem.stores.base import encode_vector
from toolmem.stores.sql.base import apply_migrations
from toolmem.stores.sqlite.migrations import MIGRATIONS
from toolmem.stores.sqlite.store import SQLiteStore

WRITERS = ("alpha", "beta")
TOOLS_PER_WRITER = 200


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "nested" / "folder" / "toolmem.db"


@pytest.fixture
def store(db_path: Path) -> Iterator[SQLiteStore]:
    opened = SQLiteStore(str(db_path))
    yield opened
    opened.close()


def journal_mode(path: Path) -> str:
    with closing(sqlite3.connect(path)) as db:
        return str(db.execute("PRAGMA journal_mode").fetchone()[0])


def recorded_migrations(path: Path) -> list[tuple[str, float]]:
    db = sqlite3.connect(path)
    try:
        return db.execute("SELECT name, applied_at FROM migrations ORDER BY name").fetchall()
    finally:
        db.close()


# files and memory -----------------------------------------------------------------------------
def test_a_file_store_creates_its_folders_and_runs_in_wal_mode(store: SQLiteStore, db_path: Path) -> None:
    assert (store.url, store.path) == (str(db_path), str(db_path))
    assert db_path.is_file()
    assert journal_mode(db_path) == "wal"


def test_a_file_store_keeps_its_tools_after_it_is_closed_and_reopened(db_path: Path) -> None:
    first = SQLiteStore(str(db_path))
    first.tools("default").put([stored(WEATHER), stored(MAIL)], {}, None)
    first.close()

    second = SQLiteStore(str(db_path))
    try:
        assert second.tools("default").list() == [MAIL, WEATHER]
    finally:
        second.close()


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:", ":memory:"])
def test_an_in_memory_url_gives_a_private_database_that_lives_as_long_as_the_store(url: str) -> None:
    one, other = open_store(url), open_store(url)
    try:
        one.tools("default").put([stored(WEATHER)], {}, None)

        assert isinstance(one, SQLiteStore)
        assert (one.path, one.tools("default").list()) == (":memory:", [WEATHER])
        assert other.tools("default").list() == []
    finally:
        one.close()
        other.close()


def test_a_closed_store_refuses_further_use_with_a_store_error() -> None:
    store = open_store("sqlite://")
    store.close()

    with pytest.raises(StoreError, match=r"^SQLite read failed on ':memory:': Cannot operate on a closed database"):
        store.tools("default").list()


# migrations -----------------------------------------------------------------------------------
def test_every_migration_is_recorded_when_a_database_is_created(db_path: Path) -> None:
    before = time.time()
    SQLiteStore(str(db_path)).close()

    rows = recorded_migrations(db_path)
    assert [name for name, _ in rows] == sorted(name for name, _ in MIGRATIONS)
    assert all(before <= applied_at <= time.time() for _, applied_at in rows)


def test_reopening_a_database_applies_no_migration_twice(db_path: Path) -> None:
    SQLiteStore(str(db_path)).close()
    first = recorded_migrations(db_path)

    SQLiteStore(str(db_path)).close()
    SQLiteStore(f"sqlite:///{db_path}").close()

    assert recorded_migrations(db_path) == first


def test_a_database_written_by_a_newer_toolmem_is_refused_with_a_migration_error(db_path: Path) -> None:
    SQLiteStore(str(db_path)).close()
    with closing(sqlite3.connect(db_path)) as db, db:
        db.execute("INSERT INTO migrations (name, applied_at) VALUES ('9999_from_the_future', 0)")

    with pytest.raises(MigrationError) as caught:
        SQLiteStore(str(db_path))

    assert str(caught.value) == (
        f"{str(db_path)!r} was written by a newer toolmem (migrations 9999_from_the_future); upgrade toolmem"
    )
    assert isinstance(caught.value, StoreError)
    assert "9999_from_the_future" in [name for name, _ in recorded_migrations(db_path)]


def database_before_the_change_log(path: Path, created_at: float) -> None:
    """A database as toolmem wrote it before migration 0010: a workspace whose plans counter started at
    zero, one tool, one plan with a vector, and a saved index."""
    before = [(name, sql) for name, sql in MIGRATIONS if name < "0010"]
    path.parent.mkdir(parents=True)
    with closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute("BEGIN")
        apply_migrations(db, before, str(path), "CREATE TABLE migrations (name TEXT PRIMARY KEY, applied_at REAL)")
        start = int(created_at * 1_000_000)
        db.execute(
            "INSERT INTO workspaces (name, embedder, dimensions, created_at, version, experience_version,"
            " plans_version) VALUES ('w', 'hash:2', 2, ?, ?, ?, 2)",
            (created_at, start + 1, start),
        )
        db.execute(
            "INSERT INTO tools (workspace, id, name, description, parameters, tags, source, metadata, content_hash,"
            " text_hash, created_at, updated_at) VALUES ('w', 'weather', 'get_weather', 'Forecast the weather.',"
            " ?, '[\"weather\"]', 'json', '{}', ?, 'text-of-weather', 1, 1)",
            (json.dumps(WEATHER.parameters), WEATHER.content_hash),
        )
        db.execute(
            "INSERT INTO plans (workspace, id, request, steps, signature, slots, tools, vector, score, created_at,"
            " updated_at) VALUES ('w', 'p1', 'weather in Paris', '[]', '[]', '[]', '{}', ?, 1.0, 1, 1)",
            (encode_vector(np.array([0.6, 0.8])),),
        )
        db.execute("INSERT INTO index_cache VALUES ('w', 'tools', ?, X'00', 1)", (start + 1,))
        db.execute("COMMIT")


def test_upgrading_to_the_change_log_keeps_every_row_readable_and_readers_catching_up(db_path: Path) -> None:
    created_at = time.time() - 3600
    database_before_the_change_log(db_path, created_at)

    store = SQLiteStore(str(db_path))
    try:
        start = int(created_at * 1_000_000)
        assert store.versions("w") == Versions(start + 1, start, start + 2, "hash:2")  # plans moved past the creation
        assert store.saved("w", "tools") is None  # saved indexes predate the log: dropped
        assert store.tools("w").changes(None, None) == Changes(
            version=start + 1,
            rows=[row("weather", stored(WEATHER), "text-of-weather")],
            removed=[],
            complete=True,
        )
        assert plain(store.plans("w").changes(None)) == Changes(
            version=start + 2, rows=[row("p1", None, None, [0.6, 0.8])], removed=[], complete=True
        )
        store.plans("w").delete(["p1"])
        assert store.plans("w").changes(start + 2) == Changes(start + 3, rows=[], removed=["p1"], complete=False)
    finally:
        store.close()


# opening failures and URLs --------------------------------------------------------------------
def test_a_path_below_a_file_gives_a_store_error_not_an_os_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    path = str(blocker / "toolmem.db")

    with pytest.raises(StoreError) as caught:
        open_store(path)

    assert str(caught.value).startswith(f"cannot open SQLite database {path!r}: ")
    assert isinstance(caught.value.__cause__, OSError)


def test_a_folder_given_as_the_database_gives_a_store_error(tmp_path: Path) -> None:
    with pytest.raises(StoreError) as caught:
        open_store(str(tmp_path))

    assert str(caught.value) == f"cannot open SQLite database {str(tmp_path)!r}: unable to open database file"
    assert isinstance(caught.value.__cause__, sqlite3.OperationalError)


def test_a_file_that_is_not_a_database_gives_a_store_error(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_bytes(b"these are my notes, not a database\n" * 100)

    with pytest.raises(StoreError) as caught:
        open_store(str(path))

    assert str(caught.value) == f"cannot open SQLite database {str(path)!r}: file is not a database"


def test_a_plain_path_and_a_sqlite_url_open_the_same_file(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    plain = open_store(str(path))
    plain.tools("default").put([stored(WEATHER)], {}, None)
    plain.close()

    by_url = open_store(f"sqlite:///{path}")
    try:
        assert isinstance(by_url, SQLiteStore)
        assert (by_url.url, by_url.path) == (f"sqlite:///{path}", str(path))
        assert by_url.tools("default").list() == [WEATHER]
    finally:
        by_url.close()


def test_a_sqlite_url_with_three_slashes_names_a_path_relative_to_the_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)

    open_store("sqlite:///relative/toolmem.db").close()

    assert (tmp_path / "relative" / "toolmem.db").is_file()


@pytest.mark.parametrize(("option", "level"), [("", 1), ("?synchronous=normal", 1), ("?synchronous=full", 2)])
def test_durability_is_a_url_option(db_path: Path, option: str, level: int) -> None:
    store = open_store(f"sqlite:///{db_path}{option}")
    try:
        with store._read() as db:  # type: ignore[attr-defined]
            assert db.execute("PRAGMA synchronous").fetchone()[0] == level
        store.ensure_workspace("w")
    finally:
        store.close()
    with closing(sqlite3.connect(db_path)) as direct:
        assert direct.execute("SELECT name FROM workspaces").fetchall() == [("w",)]


@pytest.mark.parametrize(
    ("option", "message"),
    [
        ("?synchronous=sometimes", "synchronous must be one of normal, full, extra"),
        ("?fsync=1", "unknown SQLite URL option"),
    ],
)
def test_an_unknown_durability_option_is_a_config_error(db_path: Path, option: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        open_store(f"sqlite:///{db_path}{option}")
    assert not db_path.exists()


def test_an_unknown_url_scheme_is_a_config_error_listing_the_supported_schemes() -> None:
    with pytest.raises(ConfigError) as caught:
        open_store("mongodb://localhost/tools")

    assert (
        str(caught.value) == "no store for 'mongodb://localhost/tools'; supported schemes: postgres, postgresql, sqlite"
    )


def test_a_sqlite_url_with_a_host_is_a_config_error_showing_the_right_form() -> None:
    with pytest.raises(ConfigError) as caught:
        open_store("sqlite://server/toolmem.db")

    assert str(caught.value) == (
        "not a SQLite URL: 'sqlite://server/toolmem.db'; use 'sqlite:///path/to/file.db' or a plain path"
    )


# several connections and processes ------------------------------------------------------------
def add_tools_in_batches(db: str, writer: str, start_together: Barrier) -> None:
    """Add this writer's tools ten at a time, through the public API, once both writers are ready."""
    with toolmem.open(db, embedder="hash") as mem:
        start_together.wait(timeout=60)
        for start in range(0, TOOLS_PER_WRITER, 10):
            mem.tools.add(
                [
                    {"id": f"{writer}.{i:03d}", "name": f"{writer}_tool_{i}", "description": f"Tool {i} of {writer}."}
                    for i in range(start, start + 10)
                ]
            )


def test_two_processes_adding_tools_at_once_lose_nothing(tmp_path: Path) -> None:
    db = str(tmp_path / "shared.db")
    with toolmem.open(db, embedder="hash") as mem:
        start = mem.store.versions("default").tools
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(len(WRITERS))
    writers = [context.Process(target=add_tools_in_batches, args=(db, name, barrier)) for name in WRITERS]

    with running(writers):
        pass

    assert [process.exitcode for process in writers] == [0, 0]
    with toolmem.open(db) as mem:
        assert [tool.id for tool in mem.tools.list()] == [
            f"{writer}.{i:03d}" for writer in WRITERS for i in range(TOOLS_PER_WRITER)
        ]
        assert mem.store.versions("default").tools == start + 2 * TOOLS_PER_WRITER // 10  # one step per batch
        assert repr(mem.embedder) == "<HashEmbedder hash:256 d=256>"


def test_opening_a_new_database_waits_for_another_connection_s_write_lock(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    outcome: list[SQLiteStore | StoreError] = []

    def open_it() -> None:
        try:
            outcome.append(SQLiteStore(str(path)))
        except StoreError as exc:
            outcome.append(exc)

    opener = threading.Thread(target=open_it)
    opener.start()
    opener.join(timeout=1.0)  # a correct open is still inside the busy timeout here
    holder.execute("COMMIT")
    holder.close()
    opener.join()

    [result] = outcome
    assert isinstance(result, SQLiteStore), result
    result.close()
    assert journal_mode(path) == "wal"
