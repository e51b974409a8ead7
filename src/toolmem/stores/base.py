"""What the store gives back, shared by every part of it: workspace records, the change counters, the
one read shape of every searchable kind (:class:`Changes`), and the encoding of vectors.

The store itself is :class:`toolmem.stores.sql.store.Store` (``toolmem.stores.Store``).
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import numpy as np

from toolmem.errors import ConfigError, StoreError
from toolmem.types import Vectors

__all__ = [
    "Changes",
    "Row",
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
