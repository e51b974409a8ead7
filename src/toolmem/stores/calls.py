"""The experience repository: recorded calls, their aggregates, past requests and guidelines."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from toolmem.records import Call, CallJudgement, Guidelines
from toolmem.stores.base import Changes
from toolmem.stores.idempotency import IdempotencyKey

__all__ = ["CallRepository", "CallTotals", "Request"]


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
class Request:
    """A past request and how each tool it led to fared.

    Attributes:
        text: the request.
        outcomes: ``(tool_id, successes, failures)`` per tool, by tool id.
    """

    text: str
    outcomes: tuple[tuple[str, int, int], ...]


class CallRepository(ABC):
    """The calls of one workspace and what is derived from them."""

    @abstractmethod
    def record(
        self,
        calls: Sequence[Call],
        *,
        cap: int,
        outputs: Mapping[str, str],
        idempotency: IdempotencyKey | None = None,
    ) -> list[int | None]:
        """Store calls in one transaction and update the aggregates.

        Each call's totals, its request's outcome per tool and the full outputs under their
        handles are written with it; a call whose ``content_hash`` is already stored is skipped
        (``None`` in the result). Afterwards only the newest ``cap`` calls per tool are kept. No
        vector is computed here: requests are embedded by the search that next needs them. With
        ``idempotency``, the key is claimed in the same transaction and keeps
        ``{"ids": [...], "created_at": [...]}``.

        Returns:
            The new ids, ``None`` for duplicates.

        Raises:
            KeyTaken: the key is already used (nothing was written).
        """

    @abstractmethod
    def list(
        self,
        tool_id: str | None = None,
        *,
        limit: int | None = None,
        offset: int = 0,
        success: bool | None = None,
    ) -> list[Call]:
        """Kept calls, newest first, optionally of one tool and one outcome."""

    @abstractmethod
    def judge(self, judgements: Sequence[CallJudgement], *, overwrite: bool) -> int:
        """Save judgements of kept calls (a chat model's summary, evaluation and score) in one
        transaction; returns how many calls were updated.

        With ``overwrite`` every field a judgement gives replaces the stored one; without it only
        fields still empty are filled, so what a caller recorded is never replaced. Ids of calls no
        longer kept are skipped.
        """

    @abstractmethod
    def totals(self, tool_id: str | None = None) -> dict[str, CallTotals]:
        """All-time aggregates by tool id: of one tool, or of every tool ever called (deleted ones too)."""

    @abstractmethod
    def changes(self, since: int | None, embedder: str | None) -> Changes[Request]:
        """The past requests whose outcomes changed after experience version ``since`` (all when
        ``None``), each with all its outcomes and its vector from ``embedder``."""

    @abstractmethod
    def output(self, handle: str) -> str | None:
        """A full tool output kept under a handle, or ``None``."""

    @abstractmethod
    def guidelines(self, tool_id: str) -> Guidelines | None:
        """The stored guidelines of a tool, or ``None``."""

    @abstractmethod
    def put_guidelines(self, guidelines: Guidelines) -> None:
        """Store a tool's guidelines, replacing older ones."""

    @abstractmethod
    def replace_aggregates(self, totals: Mapping[str, CallTotals], requests: Sequence[Request]) -> None:
        """Make the per-tool totals and the past requests exactly these, in one transaction: a copied
        workspace keeps the aggregates of calls its source had capped away."""
