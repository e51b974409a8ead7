"""Batches of values for ``IN (...)`` queries, kept well under SQLite's limit on bound variables."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

__all__ = ["CHUNK", "in_chunks"]

CHUNK = 500  # values per IN (...) query


def in_chunks(values: Sequence[str]) -> Iterator[tuple[list[str], str]]:
    """``(chunk, "?,?,...")`` for each run of at most :data:`CHUNK` values, in order.

    Example:
        >>> [marks for _, marks in in_chunks(["a", "b"])]
        ['?,?']
    """
    for start in range(0, len(values), CHUNK):
        chunk = list(values[start : start + CHUNK])
        yield chunk, ",".join("?" * len(chunk))
