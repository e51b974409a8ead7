"""An example third-party store, built only on toolmem's public extension point: SQLite through
APSW (another SQLite driver) instead of Python's ``sqlite3`` module.

Everything a store does is written once in :class:`toolmem.stores.Store` and its repositories; a
backend opens its connection, applies its dialect's migrations and answers the dialect's hooks.
This one reuses the SQLite schema (it is the same SQL dialect through another driver) and adapts
APSW's cursors, which count changed rows on the connection, to the :class:`Connection` protocol.
It is registered like any third-party backend (``register_store``, or the ``toolmem.stores``
entry point) under the scheme ``apsw``: ``apsw://`` followed by the file's path.
"""

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from threading import RLock
from typing import Any, ClassVar

import apsw

from toolmem.errors import StoreError
from toolmem.records.checks import not_text
from toolmem.stores import Store
from toolmem.stores.sql.base import apply_migrations
from toolmem.stores.sqlite.migrations import MIGRATIONS

_MIGRATIONS_TABLE = "CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)"


class APSWStore(Store):
    """A store in one SQLite file, opened with APSW."""

    schemes: ClassVar[tuple[str, ...]] = ("apsw",)
    _insert_order: ClassVar[str] = "rowid"
    _no_limit: ClassVar[int | None] = -1

    def __init__(self, url: str) -> None:
        self.url = url
        self.path = url.removeprefix("apsw://")
        self._lock = RLock()
        try:
            self._db = apsw.Connection(self.path)
            self._db.set_busy_timeout(10_000)
            self._db.execute("PRAGMA journal_mode = WAL")
            self._db.execute("PRAGMA foreign_keys = ON")
        except apsw.Error as exc:
            raise StoreError(f"cannot open {self.path!r} with APSW: {exc}") from exc
        with self._write() as db:
            apply_migrations(db, MIGRATIONS, self.path, _MIGRATIONS_TABLE)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @contextmanager
    def _read(self) -> Iterator["_Session"]:
        with self._lock:
            try:
                yield _Session(self._db)
            except apsw.Error as exc:
                raise StoreError(f"APSW read failed on {self.path!r}: {exc}") from exc
            except UnicodeEncodeError as exc:
                raise not_text(exc) from exc

    @contextmanager
    def _write(self) -> Iterator["_Session"]:
        with self._read() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
                db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:
                    db.execute("ROLLBACK")
                raise

    @contextmanager
    def _snapshot(self) -> Iterator["_Session"]:
        with self._read() as db:
            db.execute("BEGIN")
            try:
                yield db
            finally:
                db.execute("COMMIT")

    def _json_key_equals(self, key: str) -> tuple[str, Any]:
        return "(SELECT value FROM json_each(keys) WHERE json_each.key = ?)", key


class _Result:
    """A statement's rows, read at once, and the rows it changed."""

    def __init__(self, rows: list[Any], rowcount: int) -> None:
        self._rows = iter(rows)
        self.rowcount = rowcount

    def fetchone(self) -> Any:
        return next(self._rows, None)

    def fetchall(self) -> list[Any]:
        return list(self._rows)

    def __iter__(self) -> Iterator[Any]:
        return self._rows


class _Session:
    """An APSW connection as the store's SQL expects it (``?`` placeholders are APSW's own)."""

    def __init__(self, db: apsw.Connection) -> None:
        self._db = db

    def execute(self, sql: str, params: Sequence[Any] = ()) -> _Result:
        rows = self._db.execute(sql, tuple(params)).fetchall()
        return _Result(rows, self._db.changes())

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._db.executemany(sql, [tuple(row) for row in rows])
