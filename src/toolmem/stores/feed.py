"""What every live index over a store shares: the saved index and the computed vectors go back to it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

from toolmem.search.live import Change, Feed, Update
from toolmem.stores import Store
from toolmem.stores.base import Changes, Row
from toolmem.types import Buffer, Vectors

T = TypeVar("T")

__all__ = ["StoreFeed"]


class StoreFeed(Feed):
    """A :class:`~toolmem.search.live.Feed` over one workspace of a store; subclasses say which rows.

    Args:
        store: the store.
        workspace: the workspace.
        key: the key its index is saved under (name the kind and whatever the index depends on).
        embedder: the id vectors computed by the index are stored under, or ``None``.
    """

    def __init__(self, store: Store, workspace: str, key: str, embedder: str | None) -> None:
        self.store = store
        self.workspace = workspace
        self.key = key
        self.embedder = embedder
        self.name = f"search index {key!r} of workspace {workspace!r}"

    def saved(self) -> Buffer | None:
        """The index any process saved last under this feed's key."""
        return self.store.saved(self.workspace, self.key)

    def save(self, version: int, payload: bytes) -> None:
        """Save the index for other processes."""
        self.store.save(self.workspace, self.key, version, payload)

    def store_vectors(self, vectors: Mapping[str, Vectors]) -> None:
        """Write vectors computed for rows stored without one."""
        if self.embedder is not None and vectors:
            self.store.put_vectors(self.embedder, vectors)

    @staticmethod
    def update(found: Changes[T], change: Callable[[Row[T]], Change]) -> Update:
        """A store's :class:`~toolmem.stores.base.Changes` as the live index takes them, each row
        turned into a :class:`~toolmem.search.live.Change` by ``change``."""
        return Update(
            version=found.version,
            changes=[change(row) for row in found.rows],
            removed=found.removed,
            complete=found.complete,
        )
