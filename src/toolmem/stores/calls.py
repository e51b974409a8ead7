"""The experience records as the store gives them back: call totals and past requests (the repository
is :class:`toolmem.stores.sql.calls.CallRepository`)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CallTotals", "Request"]


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
