"""The timeline repository: counts by hour kept at record time, and the plan journal.

Calls are counted per tool and UTC hour as they are recorded (the calls repository writes the
bucket in the same transaction), so the counts cover every call, including those the history
cap has since dropped. Plan-cache lookups are counted per hour and outcome; the journal of recent
lookups, feedback, evictions and invalidations keeps only the newest ``cap`` entries of each kind.
Hours are stored as the epoch second they start at; a day is 24 such hours (UTC).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass

from toolmem.records import Plan, PlanEvent

__all__ = ["HOUR", "CallBucketRow", "LookupBucketRow", "TimelineRepository"]

HOUR = 3600


@dataclass(frozen=True)
class CallBucketRow:
    """The sums of the calls of one bucket, as stored.

    Attributes:
        tool_id: the tool, or ``None`` when the tools of the workspace are summed together.
        start: the bucket's start (epoch seconds, a multiple of its size).
    """

    tool_id: str | None
    start: int
    calls: int
    successes: int
    total_time_cost: float
    max_time_cost: float
    total_token_cost: int


@dataclass(frozen=True)
class LookupBucketRow:
    """How many lookups of one bucket ended in one outcome (``hit`` or a miss reason)."""

    start: int
    outcome: str
    lookups: int


class TimelineRepository(ABC):
    """Counts over time and the plan journal of one workspace."""

    @abstractmethod
    def call_buckets(
        self,
        size: int,
        *,
        tool_id: str | None = None,
        by_tool: bool = False,
        since: int | None = None,
    ) -> list[CallBucketRow]:
        """Call counts summed into buckets of ``size`` seconds (a multiple of an hour), oldest first.

        Args:
            tool_id: only this tool's calls.
            by_tool: one row per tool and bucket (ordered by tool, then time) instead of one per bucket.
            since: only buckets starting at or after this epoch second.
        """

    @abstractmethod
    def call_span(self, tool_id: str | None = None) -> tuple[int, int] | None:
        """The first and last hour with calls (of one tool, or of any), or ``None`` without calls."""

    @abstractmethod
    def kept_call_times(self) -> dict[str, list[float]]:
        """The time cost of every kept call, by tool id (the percentiles of a whole table at once)."""

    @abstractmethod
    def add_plan_events(self, events: Sequence[PlanEvent], *, cap: int) -> None:
        """Append events to the journal in one transaction, count lookups (``hit``/``miss``) in their
        hour by outcome, and keep only the newest ``cap`` events of each kind written."""

    @abstractmethod
    def plan_events(
        self,
        *,
        kinds: Sequence[str] | None = None,
        plan_id: str | None = None,
        limit: int = 100,
    ) -> list[PlanEvent]:
        """Journal entries, newest first, optionally of some kinds and of one plan."""

    @abstractmethod
    def lookup_buckets(self, size: int, *, since: int | None = None) -> list[LookupBucketRow]:
        """Lookup counts by outcome summed into buckets of ``size`` seconds, oldest first."""

    @abstractmethod
    def lookup_span(self) -> tuple[int, int] | None:
        """The first and last hour with lookups, or ``None``."""

    @abstractmethod
    def plans_using(self, tool_id: str, *, limit: int = 100) -> list[Plan]:
        """Plans whose steps call ``tool_id``, most recently updated first."""
