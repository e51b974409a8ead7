"""Reading one kind's changes since a version, the same way for every kind (see :mod:`.changes`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from toolmem.stores.sql.base import Connection
from toolmem.stores.sql.changes import floor, removed_since

__all__ = ["Head", "read_changes"]

_HEADS = {
    "tools": "SELECT version, dimensions, created_at FROM workspaces WHERE name = ?",
    "requests": "SELECT experience_version, dimensions, created_at FROM workspaces WHERE name = ?",
    "plans": "SELECT plans_version, dimensions, created_at FROM workspaces WHERE name = ?",
}
_CORPUS_HEAD = (
    "SELECT COALESCE(c.version, 0), w.dimensions, w.created_at FROM workspaces w"
    " LEFT JOIN corpora c ON c.workspace = w.name AND c.name = ? WHERE w.name = ?"
)


@dataclass(frozen=True)
class Head:
    """Where a kind stands in one snapshot.

    Attributes:
        version: its counter.
        dimensions: the workspace's vector length, or ``None``.
        complete: whether the rows read are all of them (the reader starts afresh).
    """

    version: int
    dimensions: int | None
    complete: bool


def read_changes(
    db: Connection,
    workspace: str,
    kind: str,
    since: int | None,
    rows_sql: str,
    params: Callable[[int], Sequence[Any]],
) -> tuple[Head, list[Any], list[str]]:
    """The head, the changed rows and the removed keys of ``kind`` after ``since``, inside the caller's
    snapshot transaction.

    Args:
        kind: ``tools``, ``requests``, ``plans`` or ``chunks:<corpus>``.
        rows_sql: selects the rows changed after a version, in change order.
        params: the parameters of ``rows_sql`` for that version (-1 selects every row).
    """
    if kind.startswith("chunks:"):
        head = db.execute(_CORPUS_HEAD, (kind.split(":", 1)[1], workspace)).fetchone()
    else:
        head = db.execute(_HEADS[kind], (workspace,)).fetchone()
    if head is None:
        return Head(0, None, True), [], []
    version, dimensions, created_at = int(head[0]), head[1], float(head[2])
    # Counters start at the workspace's creation time in microseconds: a reader from before that
    # read a workspace since deleted and created again, and must start afresh.
    oldest = max(floor(db, workspace, kind), int(created_at * 1_000_000))
    if since is None or since < oldest or since > version:
        return (
            Head(version, int(dimensions) if dimensions else None, True),
            db.execute(rows_sql, params(-1)).fetchall(),
            [],
        )
    rows = db.execute(rows_sql, params(since)).fetchall()
    removed = removed_since(db, workspace, kind, since)
    return Head(version, int(dimensions) if dimensions else None, False), rows, removed
