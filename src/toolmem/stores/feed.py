"""One feed for every live index over a store: a kind's change log, read through its repository.

Tools, past requests, plans and chunks each keep a change log in the store and answer the same read
shape (:class:`~toolmem.stores.base.Changes`). A :class:`ChangeFeed` follows one of them for a
:class:`~toolmem.search.live.LiveIndex`: it reads the kind's counter and changes, turns each row
into what the index takes, and sends the saved index and the vectors the index computed back to
the store.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Generic, TypeVar

from toolmem.search.live import Change, Feed, Update
from toolmem.stores.base import Changes, Row
from toolmem.stores.sql.store import Workspace
from toolmem.types import Buffer, Vectors

T = TypeVar("T")

__all__ = ["ChangeFeed"]


class ChangeFeed(Feed, Generic[T]):
    """A :class:`~toolmem.search.live.Feed` over one kind of record of a workspace.

    Args:
        workspace: the workspace.
        key: the key its index is saved under (name the kind and whatever the index depends on).
        embedder: the id vectors computed by the index are stored under, or ``None``.
        version: reads the kind's counter (``lambda: ws.versions().tools``).
        changes: reads the rows changed and removed after a version (a repository's ``changes``).
        change: turns a row into what the index takes.
        on_changes: sees every answer before the index does (to keep records beside the index).
        on_restore: called before the index restores a save (what was kept beside it starts again).

    Example:
        >>> from toolmem.search.live import Change, LiveIndex
        >>> from toolmem.search.hybrid import Document
        >>> from toolmem.stores import open_store
        >>> ws = open_store("sqlite://").workspace("demo")
        >>> feed = ChangeFeed(
        ...     ws, "plans:8", None, lambda: ws.versions().plans, ws.plans.changes,
        ...     lambda row: Change(Document(row.key, vector=row.vector)),
        ... )
        >>> feed.changes(None).complete
        True
    """

    def __init__(
        self,
        workspace: Workspace,
        key: str,
        embedder: str | None,
        version: Callable[[], int],
        changes: Callable[[int | None], Changes[T]],
        change: Callable[[Row[T]], Change],
        *,
        on_changes: Callable[[Changes[T]], None] | None = None,
        on_restore: Callable[[], None] | None = None,
    ) -> None:
        self.workspace = workspace
        self.key = key
        self.embedder = embedder
        self.name = f"search index {key!r} of workspace {workspace.name!r}"
        self._version = version
        self._changes = changes
        self._change = change
        self._on_changes = on_changes
        self._on_restore = on_restore

    def version(self) -> int:
        """The kind's counter."""
        return self._version()

    def changes(self, since: int | None) -> Update:
        """The kind's rows changed and keys removed after ``since``, as the index takes them."""
        found = self._changes(since)
        if self._on_changes is not None:
            self._on_changes(found)
        return Update(
            version=found.version,
            changes=[self._change(row) for row in found.rows],
            removed=found.removed,
            complete=found.complete,
        )

    def saved(self) -> Buffer | None:
        """The index any process saved last under this feed's key."""
        if self._on_restore is not None:
            self._on_restore()
        return self.workspace.saved(self.key)

    def save(self, version: int, payload: bytes) -> None:
        """Save the index for other processes."""
        self.workspace.save(self.key, version, payload)

    def store_vectors(self, vectors: Mapping[str, Vectors]) -> None:
        """Write vectors computed for rows stored without one."""
        if self.embedder is not None and vectors:
            self.workspace.store.put_vectors(self.embedder, vectors)
