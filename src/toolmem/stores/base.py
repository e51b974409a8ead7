"""The store extension point: where every record of every workspace lives.

A store holds records and vectors durably; fast search structures are derived from it in
memory (see :mod:`toolmem.search.hybrid`). Backends are chosen by URL (:func:`toolmem.stores.open_store`).
"""

from __future__ import annotations

import hashlib
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError, EmbedderMismatchError
from toolmem.models import Call, Guidelines, Plan, Tool
from toolmem.stores.base_idempotency import IdempotencyKey, IdempotencyStore
from toolmem.stores.base_keys import KeyStore
from toolmem.stores.base_texts import ChunkStore, HistoryStore
from toolmem.types import Vectors

__all__ = [
    "NEW_WORKSPACE_SQL",
    "CallTotals",
    "ExperienceSnapshot",
    "IndexSnapshot",
    "PlanRecord",
    "PlanStore",
    "PlanSummary",
    "PlanVectors",
    "Store",
    "StoredTool",
    "WorkspaceInfo",
    "new_workspace_row",
    "query_vector",
]


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
class StoredTool:
    """A tool with the hash of the text its vector was computed from."""

    tool: Tool
    text_hash: str


@dataclass(frozen=True)
class IndexSnapshot:
    """Everything needed to build a workspace's in-memory search index.

    Attributes:
        version: the workspace's change counter when read; a different value later means stale.
        tools: every tool, in a fixed order.
        text_hashes: the text hash of each tool, in the same order.
        vectors: ``(len(tools), d)`` unit vectors in the same order, or ``None`` without an embedder.
            Rows of tools whose vector is missing are zero (see ``missing``).
        missing: positions of tools that have no vector for the embedder yet.
    """

    version: int
    tools: list[Tool]
    text_hashes: list[str]
    vectors: Vectors | None
    missing: list[int]


@dataclass(frozen=True)
class CallTotals:
    """All-time aggregates of one tool's calls, kept however many call rows are capped away."""

    calls: int
    successes: int
    total_time_cost: float
    total_token_cost: int
    first_seen: float
    last_seen: float
    last_error: str | None


@dataclass(frozen=True)
class ExperienceSnapshot:
    """Which tools served which past requests, with the requests' vectors.

    Attributes:
        version: the workspace's experience counter when read.
        request_hashes: one row per distinct request text.
        texts: the request texts, in the same order.
        vectors: ``(rows, d)`` unit vectors, or ``None`` without an embedder; rows listed in
            ``missing`` have no vector yet and are zero.
        missing: rows without a vector.
        outcomes: ``(row, tool_id, successes, failures)`` for every request and tool.
    """

    version: int
    request_hashes: list[str]
    texts: list[str]
    vectors: Vectors | None
    missing: list[int]
    outcomes: list[tuple[int, str, int, int]]


@dataclass(frozen=True)
class PlanRecord:
    """A stored plan with what lookup needs beside it.

    Attributes:
        plan: the plan.
        signature: the tools its steps call, in order, as JSON (plans with equal signatures agree).
        slots: where its arguments came from the request (see :mod:`toolmem.plans.slots`).
    """

    plan: Plan
    signature: str
    slots: list[dict[str, Any]]


@dataclass(frozen=True)
class PlanSummary:
    """What lookup weighs a stored plan by, without its steps.

    Attributes:
        id: the plan id.
        signature: the tools its steps call, as JSON.
        score: its reward.
        updated_at: when it was last stored or rewarded.
        tools: the content hash of every catalogue tool it calls.
    """

    id: str
    signature: str
    score: float
    updated_at: float
    tools: Mapping[str, str]


@dataclass(frozen=True)
class PlanVectors:
    """Plans stored after a sequence number, for the lookup index.

    Attributes:
        version: the workspace's plans counter when read.
        seqs: each plan's sequence number (increasing).
        ids: their plan ids.
        vectors: ``(len(ids), d)`` request vectors, or ``None`` without an embedder.
        alive: how many plans the workspace holds in all.
    """

    version: int
    seqs: list[int]
    ids: list[str]
    vectors: Vectors | None
    alive: int


class PlanStore(ABC):
    """Plan storage, implemented by every store beside :class:`Store`'s tools and calls.

    Attributes:
        searches_plans: ``True`` when :meth:`nearest_plans` searches an index inside the store, so
            the plan cache asks the store for neighbours instead of holding every plan vector in
            its process (a server store with millions of plans); ``False`` for an embedded store,
            whose plans the cache indexes in memory.
    """

    searches_plans: ClassVar[bool] = False

    @abstractmethod
    def put_plans(
        self,
        workspace: str,
        records: Sequence[tuple[PlanRecord, Vectors | None]],
        *,
        max_plans: int | None,
        expire_before: float | None,
    ) -> list[bool]:
        """Insert plans, or refresh one (``updated_at``, steps) whose id exists; then drop plans last
        updated before ``expire_before`` and, above ``max_plans``, the lowest scored, least recently
        used ones; all in one transaction. Returns which plans were new."""

    @abstractmethod
    def plan_vectors(self, workspace: str, after: int) -> PlanVectors:
        """Plans with a sequence number above ``after``, with their request vectors."""

    @abstractmethod
    def get_plans(self, workspace: str, ids: Sequence[str]) -> dict[str, PlanRecord]:
        """The existing plans among ``ids``."""

    @abstractmethod
    def plan_summaries(self, workspace: str, ids: Sequence[str]) -> dict[str, PlanSummary]:
        """Summaries of the existing plans among ``ids`` (cheaper than :meth:`get_plans`)."""

    @abstractmethod
    def list_plans(self, workspace: str, *, limit: int | None = None, offset: int = 0) -> list[PlanRecord]:
        """Plans, most recently updated first."""

    @abstractmethod
    def plan_feedback(
        self,
        workspace: str,
        plan_id: str,
        success: bool,
        *,
        alpha: float,
        min_score: float,
        idempotency: IdempotencyKey | None = None,
    ) -> tuple[Plan | None, bool]:
        """Fold one outcome into the plan's score atomically (``α·success + (1 − α)·score``) and delete
        it when the score falls below ``min_score``. Returns the updated plan (``None`` if it does
        not exist) and whether it was evicted. With ``idempotency``, the key is claimed in the same
        transaction and keeps ``{"plan": ..., "evicted": ...}`` (or raises ``KeyTaken``)."""

    @abstractmethod
    def touch_plan(self, workspace: str, plan_id: str, when: float) -> None:
        """Count a lookup hit."""

    @abstractmethod
    def delete_plans(self, workspace: str, ids: Sequence[str]) -> int:
        """Delete plans; returns how many existed."""

    @abstractmethod
    def count_plans(self, workspace: str, *, limit: int | None = None) -> int:
        """How many plans the workspace holds, counted up to ``limit`` when given."""

    @abstractmethod
    def plans_version(self, workspace: str) -> int:
        """A counter that grows whenever plans are added or deleted."""

    @abstractmethod
    def plan_settings(self, workspace: str) -> dict[str, Any]:
        """The workspace's saved plan-cache settings (empty when never set)."""

    @abstractmethod
    def set_plan_settings(self, workspace: str, settings: Mapping[str, Any]) -> None:
        """Save the workspace's plan-cache settings."""

    def nearest_plans(
        self, workspace: str, vector: Vectors, k: int, *, exact: bool | None = None
    ) -> list[tuple[str, float]]:
        """The ``k`` plans whose request vectors are most similar to ``vector``, best first.

        This base implementation reads every plan vector of the workspace and ranks them exactly
        (fine for an embedded store); a server store overrides it to search inside the database.

        Args:
            workspace: the workspace whose plans are searched.
            vector: the query, a ``(d,)`` vector of the workspace's embedder.
            k: how many plans at most.
            exact: ``True`` forces an exact scan, ``False`` an approximate index, ``None`` lets the
                store choose; stores without an approximate index always scan exactly.

        Returns:
            ``(plan id, cosine similarity)`` pairs, most similar first (ties by id); empty when the
            workspace has no embedder or no plan vectors.

        Raises:
            ConfigError: ``vector`` is not a vector of the workspace's dimension.
        """
        found = self.plan_vectors(workspace, 0)
        if found.vectors is None:
            return []
        query = query_vector(workspace, vector, found.vectors.shape[1])
        if k <= 0 or not found.ids:
            return []
        norms = np.linalg.norm(found.vectors, axis=1) * float(np.linalg.norm(query))
        scores = (found.vectors @ query) / np.where(norms > 0, norms, 1.0)
        ranked = sorted(zip(found.ids, scores.tolist(), strict=True), key=lambda pair: (-pair[1], pair[0]))
        return ranked[:k]

    @abstractmethod
    def restore_plan_counters(self, workspace: str, plans: Sequence[Plan]) -> int:
        """Set the score, hits, successes, failures and times of existing plans to those of ``plans``
        (matched by id) in one transaction, as a copied workspace needs them; returns how many existed."""


class Store(PlanStore, HistoryStore, ChunkStore, KeyStore, IdempotencyStore):
    """Durable storage of workspaces, tools and vectors.

    Attributes:
        url: the URL it was opened from.
        schemes: URL schemes this backend serves (``("sqlite",)``).
    """

    schemes: ClassVar[tuple[str, ...]] = ()
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
    def list_workspaces(self) -> list[WorkspaceInfo]:
        """Every workspace, sorted by name."""

    @abstractmethod
    def delete_workspace(self, name: str) -> bool:
        """Delete a workspace and everything in it; return whether it existed."""

    def bind_embedder(self, name: str, embedder: str, dimensions: int) -> WorkspaceInfo:
        """Tie a workspace to an embedder, or check that it is already tied to the same one.

        Raises:
            EmbedderMismatchError: the workspace holds vectors of another embedder.
        """
        info = self.ensure_workspace(name)
        if info.embedder is None:
            self.set_embedder(name, embedder, dimensions)
            return self.ensure_workspace(name)
        if info.embedder != embedder or info.dimensions != dimensions:
            raise EmbedderMismatchError(name, info.embedder, embedder)
        return info

    # tools ----------------------------------------------------------------------------------
    @abstractmethod
    def tool_hashes(self, workspace: str, ids: Sequence[str] | None = None) -> dict[str, str]:
        """Map each tool id of the workspace (or each existing one among ``ids``) to its content hash."""

    @abstractmethod
    def write_tools(
        self,
        workspace: str,
        tools: Sequence[StoredTool],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
    ) -> None:
        """Insert or replace tools and store new vectors, all in one transaction."""

    @abstractmethod
    def delete_tools(self, workspace: str, ids: Sequence[str]) -> list[str]:
        """Delete tools by id in one transaction; return the ids that existed."""

    @abstractmethod
    def get_tools(self, workspace: str, ids: Sequence[str]) -> dict[str, Tool]:
        """Return the tools among ``ids`` that exist, by id."""

    @abstractmethod
    def list_tools(self, workspace: str, *, limit: int | None = None, offset: int = 0) -> list[Tool]:
        """Tools of a workspace ordered by id."""

    @abstractmethod
    def stored_vectors(self, embedder: str, text_hashes: Sequence[str]) -> set[str]:
        """The subset of ``text_hashes`` that already have a vector from ``embedder``."""

    @abstractmethod
    def version(self, workspace: str) -> int:
        """The workspace's change counter: it grows with every write to its tools."""

    @abstractmethod
    def snapshot(self, workspace: str, embedder: str | None) -> IndexSnapshot:
        """Read the tools and vectors of a workspace consistently (one transaction)."""

    # calls and experience -------------------------------------------------------------------
    @abstractmethod
    def insert_calls(
        self,
        workspace: str,
        calls: Sequence[Call],
        *,
        cap: int,
        outputs: Mapping[str, str],
        request_vectors: Mapping[str, Vectors],
        embedder: str | None,
        idempotency: IdempotencyKey | None = None,
    ) -> list[int | None]:
        """Store calls in one transaction and update the aggregates.

        Each call's totals, its request's outcome per tool and the full outputs under their
        handles are written with it; a call whose ``content_hash`` is already stored is skipped
        (``None`` in the result). Afterwards only the newest ``cap`` calls per tool are kept.
        With ``idempotency``, the key is claimed in the same transaction and keeps
        ``{"ids": [...], "created_at": [...]}``.

        Returns:
            The new ids, ``None`` for duplicates.

        Raises:
            KeyTaken: the key is already used (nothing was written).
        """

    @abstractmethod
    def list_calls(
        self,
        workspace: str,
        tool_id: str | None = None,
        *,
        limit: int | None = None,
        offset: int = 0,
        success: bool | None = None,
    ) -> list[Call]:
        """Kept calls, newest first, optionally of one tool and one outcome."""

    @abstractmethod
    def update_evaluations(self, workspace: str, evaluations: Sequence[tuple[int, float | None, str | None]]) -> int:
        """Set ``(call_id, score, evaluation)`` of kept calls in one transaction; return how many were updated.

        Ids of calls no longer kept (capped away) or of another workspace are skipped.
        """

    @abstractmethod
    def call_totals(self, workspace: str, tool_id: str) -> CallTotals | None:
        """All-time aggregates of a tool's calls, or ``None`` if it was never called."""

    @abstractmethod
    def list_call_totals(self, workspace: str) -> dict[str, CallTotals]:
        """All-time aggregates of every tool ever called in the workspace (deleted tools included), by id."""

    @abstractmethod
    def restore_experience(
        self, workspace: str, totals: Mapping[str, CallTotals], experience: ExperienceSnapshot
    ) -> None:
        """Replace the workspace's per-tool totals, requests and outcomes with exactly these, in one
        transaction: a copied workspace keeps the aggregates of calls capped away at the source. The
        requests' vectors are not written (see :meth:`write_vectors`)."""

    @abstractmethod
    def experience_version(self, workspace: str) -> int:
        """A counter that grows with every recorded call."""

    def versions(self, workspace: str) -> tuple[int, int]:
        """Both counters at once, ``(version, experience_version)``; search checks them on every query,
        so stores answer it in one round trip."""
        return self.version(workspace), self.experience_version(workspace)

    @abstractmethod
    def experience_snapshot(
        self, workspace: str, embedder: str | None, *, since: int | None = None
    ) -> ExperienceSnapshot:
        """Read every request with its outcomes per tool and its vector, consistently; with ``since``,
        only the requests whose outcomes changed after that experience version."""

    @abstractmethod
    def write_vectors(self, embedder: str, vectors: Mapping[str, Vectors]) -> None:
        """Store vectors by text hash (those already stored are kept)."""

    def fill_vectors(
        self,
        embedder: Embedder,
        vectors: Vectors,
        missing: Sequence[int],
        hashes: Sequence[str],
        text_of: Callable[[int], str],
    ) -> None:
        """Embed the rows of a snapshot that have no stored vector yet (records written while no
        embedder was available), store them under their text hashes, and put them in ``vectors``.

        Args:
            embedder: the workspace's embedder.
            vectors: the snapshot's ``(rows, d)`` array, filled in place.
            missing: the rows without a vector.
            hashes: every row's text hash.
            text_of: the text of a row.
        """
        if not missing:
            return
        texts = {hashes[row]: text_of(row) for row in missing}
        new = dict(zip(texts, embedder.embed(list(texts.values())), strict=True))
        self.write_vectors(embedder.id, new)
        for row in missing:
            vectors[row] = new[hashes[row]]

    def embed_new(
        self, embedder: Embedder, texts: Mapping[str, str], progress: Callable[[int], None] | None = None
    ) -> dict[str, Vectors]:
        """Embed those of ``texts`` (text hash → text) that have no stored vector from ``embedder`` yet;
        returns the new vectors by hash, not yet stored."""
        if not texts:
            return {}
        present = self.stored_vectors(embedder.id, list(texts))
        todo = [key for key in texts if key not in present]
        if not todo:
            return {}
        vectors = embedder.embed([texts[key] for key in todo], progress=progress)
        return dict(zip(todo, vectors, strict=True))

    @abstractmethod
    def read_output(self, workspace: str, handle: str) -> str | None:
        """A full tool output kept under a handle, or ``None``."""

    @abstractmethod
    def read_guidelines(self, workspace: str, tool_id: str) -> Guidelines | None:
        """The stored guidelines of a tool, or ``None``."""

    @abstractmethod
    def write_guidelines(self, workspace: str, guidelines: Guidelines) -> None:
        """Store a tool's guidelines, replacing older ones."""

    # derived data ---------------------------------------------------------------------------
    @abstractmethod
    def read_cache(self, workspace: str, key: str, version: int) -> bytes | None:
        """A saved derived structure (a search index) if it reflects ``version``, else ``None``."""

    @abstractmethod
    def write_cache(self, workspace: str, key: str, version: int, payload: bytes) -> None:
        """Save a derived structure, replacing the one under the same key."""


NEW_WORKSPACE_SQL = (
    "INSERT INTO workspaces (name, created_at, version, experience_version) VALUES (?, ?, ?, ?)"
    " ON CONFLICT (name) DO NOTHING"
)


def new_workspace_row(name: str) -> tuple[str, float, int, int]:
    """Parameters of :data:`NEW_WORKSPACE_SQL`.

    The change counters start at the current time in microseconds, so a workspace deleted and
    created again never repeats a version another process may still hold an index for.
    """
    now = time.time()
    start = int(now * 1_000_000)
    return name, now, start, start


def query_vector(workspace: str, vector: Vectors, dimensions: int) -> Vectors:
    """``vector`` as a float32 ``(dimensions,)`` array, checked against the workspace's dimension.

    Raises:
        ConfigError: it has another shape; the message quotes both dimensions.
    """
    query = np.asarray(vector, dtype=np.float32)
    if query.shape != (dimensions,):
        raise ConfigError(
            f"query vector has shape {query.shape}, but workspace {workspace!r} holds {dimensions}-dimensional"
            " plan vectors; embed the request with the workspace's embedder"
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


def stack_vectors(
    values: Sequence[Any], dimensions: int | None, decode: Callable[[Any, int], Vectors] = decode_vector
) -> tuple[Vectors | None, list[int]]:
    """Decode stored vectors into one ``(len(values), d)`` array; rows without a vector are zero and
    listed as missing. Without ``dimensions`` (no embedder) there is no array and every row is missing.

    Args:
        decode: turns one stored value into a vector of ``dimensions`` values (default: a float32 blob).
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


def encode_vector(vector: Vectors) -> bytes:
    """Encode a vector as little-endian float32 bytes."""
    return np.asarray(vector, dtype="<f4").tobytes()
