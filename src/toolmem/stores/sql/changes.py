"""The change log every searchable kind keeps, so a reader catches up instead of reading everything.

Each kind has a counter (the workspace's ``version``, ``experience_version`` and ``plans_version``;
a corpus's own ``version``). A write transaction advances it once and stamps every row it writes
with the new value (their ``changed`` column) and every key it deletes into ``removals``. Writers
of a workspace take turns (SQLite: one writer at a time; PostgreSQL: the workspace's row lock,
taken by the counter's update), so a reader that sees version N in a snapshot sees every row
stamped N or less. ``removals`` is pruned to its newest entries per kind; ``change_floors``
remembers how far back it still reaches, and a reader from before that reads everything anew.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolmem.stores.sql.base import Connection

__all__ = ["advance", "floor", "raise_floor", "record_removals", "removed_since"]

# Removal entries kept per workspace and kind; pruned to half this when it is passed.
KEEP_REMOVALS = 50_000

_ADVANCE = {
    "tools": "UPDATE workspaces SET version = version + 1 WHERE name = ? RETURNING version",
    "requests": "UPDATE workspaces SET experience_version = experience_version + 1 WHERE name = ?"
    " RETURNING experience_version",
    "plans": "UPDATE workspaces SET plans_version = plans_version + 1 WHERE name = ? RETURNING plans_version",
}


def advance(db: Connection, workspace: str, kind: str) -> int:
    """Advance a workspace counter (``tools``, ``requests`` or ``plans``) and return its new value; the
    update also takes the workspace row's lock until the transaction ends."""
    row = db.execute(_ADVANCE[kind], (workspace,)).fetchone()
    return int(row[0]) if row else 0


def record_removals(db: Connection, workspace: str, kind: str, keys: Sequence[str], version: int) -> None:
    """Log that ``keys`` were removed at ``version``, pruning the oldest entries of the kind if needed."""
    if not keys:
        return
    db.executemany(
        "INSERT INTO removals (workspace, kind, key, version) VALUES (?, ?, ?, ?)",
        [(workspace, kind, key, version) for key in keys],
    )
    count = db.execute("SELECT COUNT(*) FROM removals WHERE workspace = ? AND kind = ?", (workspace, kind)).fetchone()
    if int(count[0]) <= KEEP_REMOVALS:
        return
    cutoff = db.execute(
        "SELECT version FROM removals WHERE workspace = ? AND kind = ? ORDER BY version DESC LIMIT 1 OFFSET ?",
        (workspace, kind, KEEP_REMOVALS // 2),
    ).fetchone()
    if cutoff is not None:
        db.execute(
            "DELETE FROM removals WHERE workspace = ? AND kind = ? AND version <= ?", (workspace, kind, cutoff[0])
        )
        raise_floor(db, workspace, kind, int(cutoff[0]))


def raise_floor(db: Connection, workspace: str, kind: str, version: int) -> None:
    """Readers of ``kind`` at ``version`` or before must read everything anew."""
    db.execute(
        "INSERT INTO change_floors (workspace, kind, version) VALUES (?, ?, ?)"
        " ON CONFLICT (workspace, kind) DO UPDATE SET version = CASE WHEN excluded.version > change_floors.version"
        " THEN excluded.version ELSE change_floors.version END",
        (workspace, kind, version),
    )


def floor(db: Connection, workspace: str, kind: str) -> int:
    """The oldest version a reader may catch up from (0: the whole log is kept)."""
    row = db.execute("SELECT version FROM change_floors WHERE workspace = ? AND kind = ?", (workspace, kind)).fetchone()
    return int(row[0]) if row else 0


def removed_since(db: Connection, workspace: str, kind: str, since: int) -> list[str]:
    """Keys removed after ``since``, oldest removal first."""
    rows = db.execute(
        "SELECT key FROM removals WHERE workspace = ? AND kind = ? AND version > ? ORDER BY version, key",
        (workspace, kind, since),
    ).fetchall()
    return [row[0] for row in rows]
