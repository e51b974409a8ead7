"""The embedded default store: one SQLite file."""

from toolmem.stores.sqlite.store import SQLiteStore

__all__ = ["SQLiteStore"]
