"""The store extension point: where every record of every workspace lives.

A store persists; it neither embeds nor ranks (the engine in :mod:`toolmem.search` does both, from
what the store gives back). Its contract is small at the top — workspaces, the shared vectors,
saved indexes — and each kind of record has a repository bound to one workspace:

- :meth:`Store.tools` → :class:`~toolmem.stores.tools.ToolRepository`
- :meth:`Store.calls` → :class:`~toolmem.stores.calls.CallRepository`
- :meth:`Store.plans` → :class:`~toolmem.stores.plans.PlanRepository`
- :meth:`Store.history` → :class:`~toolmem.stores.texts.HistoryRepository`
- :meth:`Store.corpus` → :class:`~toolmem.stores.texts.ChunkRepository`
- :meth:`Store.timeline` → :class:`~toolmem.stores.timeline.TimelineRepository`
- :attr:`Store.keys` → :class:`~toolmem.stores.keys.KeyRepository`

Every searchable kind answers the same read shape, :class:`Changes`: the rows (with their vectors)
changed since a version, and the keys removed since; search indexes follow a store through it.
Backends are chosen by URL (:func:`toolmem.stores.open_store`).
"""

from __future__ import annotations

import hashlib
import logging
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import numpy as np

from toolmem.errors import ConfigError, EmbedderMismatchError, StoreError
from toolmem.types import Buffer, Vectors

if TYPE_CHECKING:
    from toolmem.stores.calls import CallRepository
    from toolmem.stores.idempotency import IdempotencyRepository
    from toolmem.stores.keys import KeyRepository
    from toolmem.stores.plans import PlanRepository
    from toolmem.stores.texts import ChunkRepository, HistoryRepository
    from toolmem.stores.timeline import TimelineRepository
    from toolmem.stores.tools import ToolRepository

__all__ = [
    "Changes",
    "Row",
    "Store",
    "Versions",
    "WorkspaceInfo",
    "decode_vector",
    "encode_vector",
    "optional_write",
    "query_vector",
    "stack_vectors",
    "text_key",
]

T = TypeVar("T")
_log = logging.getLogger("toolmem")


@contextmanager
def optional_write(what: str) -> Iterator[None]:
    """Run a write that a read can do without — vectors computed for a search, a lookup's
    bookkeeping — so that a store refusing it (a full disk, a read-only file) costs a warning,
    not the answer.

    Args:
        what: what was not stored, for the warning (``"the messages' vectors"``).
    """
    try:
        yield
    except StoreError as exc:
        _log.warning("%s not stored: %s", what, exc)


@dataclass(frozen=True)
class WorkspaceInfo:
    """What a store records about a workspace.

    Attributes:
        name: the workspace name.
        embedder: id of the embedder its vectors come from, or ``None`` before the first vector.
        dimensions: the vectors' length, or ``None``.
        created_at: seconds since the epoch.
        tools: how many tools it holds.
    """

    name: str
    embedder: str | None
    dimensions: int | None
    created_at: float
    tools: int = 0


@dataclass(frozen=True)
class Versions:
    """A workspace's change counters, read together (search checks them on every query).

    Attributes:
        tools: grows with every change to the catalogue.
        experience: grows with every recorded call.
        plans: grows whenever plans are stored or removed (not with feedback or hits, which do not
            change what lookup searches).
        embedder: the embedder the workspace is bound to now (it changes when the workspace is
            reindexed), or ``None``.
    """

    tools: int = 0
    experience: int = 0
    plans: int = 0
    embedder: str | None = None


@dataclass(frozen=True)
class Row(Generic[T]):
    """One record as the engine indexes it.

    Attributes:
        key: its key in its kind (a tool id, a request hash, a plan id, a chunk id).
        record: the record.
        text_hash: the key its vector is stored under (the hash of the text it embeds).
        vector: the stored vector for the embedder asked about, or ``None`` when none is stored.
    """

    key: str
    record: T
    text_hash: str | None
    vector: Vectors | None


@dataclass(frozen=True)
class Changes(Generic[T]):
    """The one read shape of every searchable kind: what changed since a version.

    Attributes:
        version: the kind's version this answer brings a reader to.
        rows: rows added or changed since, ordered by the version of their last change, then by
            insertion (chunks: by document and position), the same order a full read gives.
        removed: keys removed since and not present now (a key removed and written again is a row).
        complete: ``True`` when ``rows`` is every row (no version was given, or the change log
            no longer reaches back to it): the reader starts afresh.
    """

    version: int
    rows: list[Row[T]]
    removed: list[str]
    complete: bool


class Store(ABC):
    """Durable storage of workspaces and their records.

    Attributes:
        url: the URL it was opened from.
        schemes: URL schemes this backend serves (``("sqlite",)``).
    """

    schemes: ClassVar[tuple[str, ...]] = ()
    #: Whether the store ranks plan requests itself (:meth:`nearest_plans`), the one search a store
    #: may offer. Otherwise the plan cache follows the plans' change log with an index in the
    #: process (:mod:`toolmem.plans.neighbours`). PostgreSQL searches with pgvector.
    searches_plans: ClassVar[bool] = False
    url: str

    @abstractmethod
    def close(self) -> None:
        """Release connections; the store is unusable afterwards."""

    # workspaces -----------------------------------------------------------------------------
    @abstractmethod
    def workspace(self, name: str) -> WorkspaceInfo | None:
        """Return what is recorded of a workspace, or ``None`` if it does not exist."""

    @abstractmethod
    def ensure_workspace(self, name: str) -> WorkspaceInfo:
        """Create the workspace if needed and return it."""

    @abstractmethod
    def set_embedder(self, name: str, embedder: str, dimensions: int) -> None:
        """Record the embedder of a workspace that has none yet."""

    @abstractmethod
    def switch_embedder(
        self,
        name: str,
        expected: str | None,
        embedder: str,
        dimensions: int,
        plan_vectors: Mapping[str, Vectors],
        plans_version: int,
    ) -> bool:
        """Bind a workspace to another embedder, with its plans' new request vectors, in one
        transaction, if it is still bound to ``expected`` and its plans are still at ``plans_version``
        (the plans ``plan_vectors`` was computed for); return whether it switched.

        The vectors of other records stay where they are, under each embedder's id: readers still
        bound to ``expected`` keep theirs.
        """

    @abstractmethod
    def list_workspaces(self) -> list[WorkspaceInfo]:
        """Every workspace, sorted by name."""

    @abstractmethod
    def delete_workspace(self, name: str) -> bool:
        """Delete a workspace and everything in it; return whether it existed."""

    @abstractmethod
    def versions(self, workspace: str) -> Versions:
        """The workspace's change counters, in one round trip (zeros when it does not exist)."""

    def bind_embedder(self, name: str, embedder: str, dimensions: int) -> WorkspaceInfo:
        """Tie a workspace to an embedder, or check that it is already tied to the same one.

        Raises:
            EmbedderMismatchError: the workspace holds vectors of another embedder.
        """
        info = self.ensure_workspace(name)
        if info.embedder is None:
            self.set_embedder(name, embedder, dimensions)
            info = self.ensure_workspace(name)
        if info.embedder != embedder or info.dimensions != dimensions:
            raise EmbedderMismatchError(name, info.embedder or "", embedder)
        return info

    # vectors, shared by every workspace ------------------------------------------------------
    @abstractmethod
    def stored_vectors(self, embedder: str, text_hashes: Sequence[str]) -> set[str]:
        """The subset of ``text_hashes`` that already have a vector from ``embedder``."""

    @abstractmethod
    def put_vectors(self, embedder: str, vectors: Mapping[str, Vectors]) -> None:
        """Store vectors by text hash (those already stored are kept: a vector never changes)."""

    # saved search indexes -------------------------------------------------------------------
    @abstractmethod
    def saved(self, workspace: str, key: str) -> Buffer | None:
        """The index saved last under ``key`` by any process, or ``None``."""

    @abstractmethod
    def save(self, workspace: str, key: str, version: int, payload: bytes) -> None:
        """Save an index under ``key`` (replacing the one saved before) with the version it reflects."""

    # repositories ---------------------------------------------------------------------------
    @abstractmethod
    def tools(self, workspace: str) -> ToolRepository:
        """The catalogue of a workspace."""

    @abstractmethod
    def calls(self, workspace: str) -> CallRepository:
        """The recorded calls, their aggregates and guidelines of a workspace."""

    @abstractmethod
    def plans(self, workspace: str) -> PlanRepository:
        """The plan cache of a workspace."""

    @abstractmethod
    def history(self, workspace: str) -> HistoryRepository:
        """The conversations of a workspace."""

    @abstractmethod
    def corpus(self, workspace: str, name: str) -> ChunkRepository:
        """One corpus (``docs``, ``code``) of a workspace."""

    @abstractmethod
    def timeline(self, workspace: str) -> TimelineRepository:
        """The counts over time (calls, lookups) and the plan journal of a workspace."""

    @abstractmethod
    def corpora(self, workspace: str) -> list[str]:
        """The names of the workspace's corpora that hold documents, sorted."""

    @property
    @abstractmethod
    def keys(self) -> KeyRepository:
        """The API keys (not bound to a workspace)."""

    # the optional search --------------------------------------------------------------------
    def nearest_plans(self, workspace: str, vector: Vectors, k: int) -> list[tuple[str, float]]:
        """The ``k`` plans of a workspace whose request vectors are most similar to ``vector``, best
        first, searched by the store itself; only a store with :attr:`searches_plans` offers it.

        Returns:
            ``(plan id, cosine similarity)`` pairs; empty when the workspace has no plan vectors.

        Raises:
            ConfigError: ``vector`` is not a vector of the workspace's dimension.
            NotImplementedError: the store does not search plans.
        """
        raise NotImplementedError(f"{type(self).__name__} does not search plans (searches_plans is False)")

    # idempotency keys (issue 17) --------------------------------------------------------------
    @abstractmethod
    def idempotency(self, workspace: str) -> IdempotencyRepository:
        """The results of a workspace's writes done under idempotency keys (see
        :mod:`toolmem.stores.idempotency`)."""


def query_vector(workspace: str, vector: Vectors, dimensions: int) -> Vectors:
    """``vector`` as a float32 ``(dimensions,)`` array, checked against the workspace's dimension.

    Raises:
        ConfigError: it has another shape; the message quotes both dimensions.
    """
    query = np.asarray(vector, dtype=np.float32)
    if query.shape != (dimensions,):
        raise ConfigError(
            f"query vector has shape {query.shape}, but workspace {workspace!r} holds {dimensions}-dimensional"
            " vectors; embed the request with the workspace's embedder"
        )
    return query


def text_key(text: str) -> str:
    """The key a text's vector is stored under (SHA-256 of its UTF-8 bytes)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def decode_vector(blob: bytes, dimensions: int) -> Vectors:
    """Decode a stored little-endian float32 vector."""
    vector = np.frombuffer(blob, dtype="<f4")
    if vector.shape != (dimensions,):
        raise ValueError(f"stored vector has {vector.shape[0]} values, expected {dimensions}")
    return vector.astype(np.float32, copy=False)


def encode_vector(vector: Vectors) -> bytes:
    """Encode a vector as little-endian float32 bytes."""
    return np.asarray(vector, dtype="<f4").tobytes()


def stack_vectors(
    values: Sequence[Any], dimensions: int | None, decode: Callable[[Any, int], Vectors] = decode_vector
) -> tuple[Vectors | None, list[int]]:
    """Decode stored vectors into one ``(len(values), d)`` array; rows without a vector are zero and
    listed as missing. Without ``dimensions`` (no embedder) there is no array and every row is missing.
    """
    if dimensions is None:
        return None, list(range(len(values)))
    vectors = np.zeros((len(values), dimensions), dtype=np.float32)
    missing = []
    for row, value in enumerate(values):
        if value is None:
            missing.append(row)
        else:
            vectors[row] = decode(value, dimensions)
    return vectors, missing
