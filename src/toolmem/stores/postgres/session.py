"""The PostgreSQL store's view of one connection: ``?`` placeholders and pgvector values.

The store's SQL is written with ``?`` placeholders, as SQLite's is, so statements both dialects
agree on are written once (the ``toolmem.stores.sql_*`` mixins). :class:`PgSession` converts them for
psycopg. This module never imports psycopg: the driver is an optional extra, loaded when a
PostgreSQL URL is opened.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np

from toolmem.types import Vectors

if TYPE_CHECKING:
    import psycopg

__all__ = ["PgSession", "pg_array", "pg_vector", "pyformat"]


@cache
def pyformat(sql: str) -> str:
    """Turn ``?`` placeholders into psycopg's ``%s`` (escaping literal ``%``).

    Example:
        >>> pyformat("SELECT 1 WHERE a = ? AND b LIKE 'x%'")
        "SELECT 1 WHERE a = %s AND b LIKE 'x%%'"
    """
    return sql.replace("%", "%%").replace("?", "%s")


class PgSession:
    """One pooled connection, inside or outside a transaction, taking ``?`` placeholders."""

    def __init__(self, conn: psycopg.Connection[Any]) -> None:
        self.conn = conn

    def execute(self, sql: str, params: Sequence[Any] = ()) -> psycopg.Cursor[Any]:
        """Run one statement and return its cursor."""
        return self.conn.execute(pyformat(sql), params)

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> psycopg.Cursor[Any]:
        """Run one statement for each row of parameters (pipelined by psycopg)."""
        cursor = self.conn.cursor()
        cursor.executemany(pyformat(sql), rows)
        return cursor


def pg_vector(vector: Vectors) -> Vectors:
    """A vector as the float32 array pgvector's adapter stores."""
    return np.asarray(vector, dtype=np.float32)


def pg_array(value: Any, dimensions: int) -> Vectors:
    """A loaded pgvector value as a float32 array of ``dimensions`` values."""
    array: Vectors = np.asarray(value.to_numpy() if hasattr(value, "to_numpy") else value, dtype=np.float32)
    if array.shape != (dimensions,):
        raise ValueError(f"stored vector has {array.size} values, expected {dimensions}")
    return array
