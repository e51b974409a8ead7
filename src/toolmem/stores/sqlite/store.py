"""The embedded default store: one SQLite file (WAL mode, busy timeout, migrations on open)."""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import parse_qsl

from toolmem.errors import ConfigError, StoreError
from toolmem.records.checks import not_text
from toolmem.stores.sql.base import apply_migrations, migrations_pending
from toolmem.stores.sql.store import Store
from toolmem.stores.sqlite.migrations import MIGRATIONS
from toolmem.stores.sqlite.saved import FILE_PREFIX, SavedFiles
from toolmem.types import Buffer

__all__ = ["SQLiteStore"]

_BUSY_TIMEOUT_MS = 10_000
_OPTIONS = ("synchronous",)
_SYNCHRONOUS = ("normal", "full", "extra")
_log = logging.getLogger("toolmem")
_MIGRATIONS_TABLE = "CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)"


class SQLiteStore(Store):
    """A store in one SQLite file, or in memory for ``sqlite://`` / ``:memory:``.

    Durability is a URL option, ``?synchronous=normal|full`` (SQLite's ``PRAGMA synchronous``):

    * ``normal`` (the default): in WAL mode a commit survives the process being killed, but the
      last commits before a power cut or an operating-system crash may be lost (the database stays
      consistent). Fastest.
    * ``full``: each commit is synced to disk before it returns, so it survives a power cut too.
      ``bench/store_throughput.py --sqlite-synchronous normal full`` measures the price.

    Args:
        url: ``sqlite:///relative/or/absolute/path.db[?synchronous=full]``, ``sqlite://`` (memory),
            or a plain path.

    Raises:
        ConfigError: an unknown URL option or value.
        StoreError: the file cannot be opened.

    A file on a read-only file system opens read-only (see :meth:`_connect`): every read works,
    search included (vectors it computes stay in memory), and every write raises :class:`StoreError`.
    So does a write when the disk is full; reads go on.

    Attributes:
        read_only: whether the file had to be opened read-only.

    Example:
        >>> store = SQLiteStore("sqlite://")
        >>> store.ensure_workspace("demo").name
        'demo'
    """

    schemes: ClassVar[tuple[str, ...]] = ("sqlite",)
    _insert_order: ClassVar[str] = "rowid"
    _no_limit: ClassVar[int | None] = -1

    def __init__(self, url: str) -> None:
        self.url = url
        self.path, options = _parse_url(url)
        self.synchronous = _synchronous(options)
        self._lock = threading.RLock()
        self._files = None if self.path == ":memory:" else SavedFiles(self.path)
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._db, self.read_only = self._connect()
        except (OSError, sqlite3.DatabaseError) as exc:
            raise StoreError(f"cannot open SQLite database {self.path!r}: {exc}") from exc
        try:
            self._db.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
            if self.path != ":memory:" and not self.read_only:
                self._enable_wal()
            self._db.execute(f"PRAGMA synchronous = {self.synchronous.upper()}")  # one of _SYNCHRONOUS
            self._db.execute("PRAGMA foreign_keys = ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            self._db.close()
            raise StoreError(f"cannot open SQLite database {self.path!r}: {exc}") from exc
        except BaseException:
            self._db.close()
            raise

    def _connect(self) -> tuple[sqlite3.Connection, bool]:
        """A connection to the file, and whether it had to be opened read-only.

        A WAL database on a read-only file system cannot be opened as usual (SQLite cannot create
        its WAL index beside it): it is opened read-only, and as immutable when no WAL file holds
        pages the file lacks. Every read works; every write fails with a :class:`StoreError`.
        """
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        if self.path == ":memory:":
            return db, False
        try:
            db.execute("PRAGMA schema_version")  # the first statement that opens the file
            return db, False
        except sqlite3.OperationalError:
            db.close()
            if not Path(self.path).is_file():
                raise
        wal = Path(self.path + "-wal")
        options = ["mode=ro"] if wal.exists() and wal.stat().st_size else ["mode=ro", "mode=ro&immutable=1"]
        for option in options:
            uri = f"{Path(self.path).absolute().as_uri()}?{option}"
            db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
            try:
                db.execute("PRAGMA schema_version")
            except sqlite3.OperationalError:
                db.close()
                if option == options[-1]:
                    raise
            else:
                break
        return db, True

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

    def delete_workspace(self, name: str) -> bool:
        """Delete a workspace with everything in it, and its saved index files."""
        with self._read() as db:
            rows = [bytes(row[0]) for row in db.execute("SELECT payload FROM index_cache WHERE workspace = ?", (name,))]
        deleted = super().delete_workspace(name)
        if self._files is not None:
            self._files.remove(rows)
        return deleted

    def saved(self, workspace: str, key: str) -> Buffer | None:
        """The index saved last under ``key``: from the file beside the database, mapped into memory."""
        row = super().saved(workspace, key)
        if row is None or self._files is None or bytes(row[: len(FILE_PREFIX)]) != FILE_PREFIX:
            return row
        return self._files.read(bytes(row))

    def save(self, workspace: str, key: str, version: int, payload: bytes) -> None:
        """Save an index in a file beside the database (in the database itself when in memory, or
        when that folder cannot take the file: a warning names it).

        Raises:
            StoreError: the database is read-only, or the write failed (a full disk).
        """
        if self.read_only:
            raise StoreError(f"{self.path!r} is opened read-only")
        if self._files is None:
            super().save(workspace, key, version, payload)
            return
        try:
            row = self._files.write(workspace, key, payload)
        except OSError as exc:
            _log.warning("cannot write a saved index in %s (%s); it is kept in the database", self._files.folder, exc)
            row = payload
        super().save(workspace, key, version, row)

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
            except UnicodeEncodeError as exc:
                raise not_text(exc) from exc

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
                # SQLite has already rolled back after some errors (a full disk, an I/O error): a
                # second ROLLBACK would fail and hide the error that matters.
                if self._db.in_transaction:
                    self._db.execute("ROLLBACK")
                if isinstance(exc, sqlite3.DatabaseError):
                    raise StoreError(f"SQLite write failed on {self.path!r}: {exc}") from exc
                if isinstance(exc, UnicodeEncodeError):
                    raise not_text(exc) from exc
                raise

    @contextmanager
    def _snapshot(self) -> Iterator[sqlite3.Connection]:
        """One deferred read transaction: WAL keeps every statement at the moment of the first."""
        with self._read() as db:
            db.execute("BEGIN")
            try:
                yield db
            finally:
                db.execute("COMMIT")

    def _migrate(self) -> None:
        """Apply pending migrations; nothing is written when none is pending (a read-only file opens)."""
        with self._read() as db:
            recorded = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'").fetchone()
            if recorded and not migrations_pending(db, MIGRATIONS, self.path):
                return
        with self._write() as db:
            apply_migrations(db, MIGRATIONS, self.path, _MIGRATIONS_TABLE)

    # dialect --------------------------------------------------------------------------------
    def _json_key_equals(self, key: str) -> tuple[str, Any]:
        # Not a JSON path: a path label cannot hold every text (a key with '"' was never found).
        return "(SELECT value FROM json_each(keys) WHERE json_each.key = ?)", key


def _parse_url(url: str) -> tuple[str, dict[str, str]]:
    """The database path of a URL and its options (``?name=value&...``, SQLite URLs only)."""
    if url in ("sqlite://", "sqlite:///:memory:", ":memory:"):
        return ":memory:", {}
    if url.startswith("sqlite://"):
        rest, _, query = url[len("sqlite://") :].partition("?")
        options = dict(parse_qsl(query, keep_blank_values=True, strict_parsing=bool(query)))
        unknown = sorted(set(options) - set(_OPTIONS))
        if unknown:
            raise ConfigError(f"unknown SQLite URL option {unknown[0]!r}; the options are: {', '.join(_OPTIONS)}")
        if rest in ("", "/", "/:memory:"):
            return ":memory:", options
        if not rest.startswith("/"):
            raise ConfigError(f"not a SQLite URL: {url!r}; use 'sqlite:///path/to/file.db' or a plain path")
        return rest[1:], options
    if "://" in url:
        raise ConfigError(f"not a SQLite URL: {url!r}; use 'sqlite:///path/to/file.db' or a plain path")
    return url, {}


def _synchronous(options: dict[str, str]) -> str:
    value = options.get("synchronous", "normal").lower()
    if value not in _SYNCHRONOUS:
        raise ConfigError(f"synchronous must be one of {', '.join(_SYNCHRONOUS)}, got {value!r}")
    return value
