"""Records over time: tool calls and plan lookups counted by hour or day, plan-cache events, and a
workspace's headline numbers.

Counts are kept at record time in hourly buckets, so they cover every call and lookup however many
call records the history cap has dropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = [
    "EVENT_KINDS",
    "MISS_REASONS",
    "Bucketing",
    "LookupBucket",
    "LookupTimeline",
    "PlanEvent",
    "StatsBucket",
    "StatsTimeline",
    "WorkspaceSummary",
]

#: How buckets are sized: an hour or a (UTC) day; ``auto`` picks one from the data's span.
Bucketing = Literal["auto", "hour", "day"]

#: Why a plan lookup found nothing to replay, and what each reason means (short enough for a line of
#: 80 columns after ``miss: <reason> (``).
MISS_REASONS: Mapping[str, str] = {
    "no_plans": "no stored plan is near this request",
    "below_threshold": "the nearest plans are less similar than τ",
    "below_min_score": "the plans similar enough are scored below ε",
    "disagreement": "the nearest plans call different tools",
    "slots": "the request's values do not fit the plan's arguments",
    "negation": "one of the two requests says not to do it",
    "question": "a yes/no question against a command, or the reverse",
    "tense": "another direction in time (yesterday, tomorrow)",
    "changed_words": "the action or its object changed",
}

#: What the plan cache writes in its journal.
EVENT_KINDS = ("hit", "miss", "feedback", "evicted", "invalidated")


@dataclass(frozen=True)
class StatsBucket:
    """A tool's (or a workspace's) calls within one hour or day.

    Attributes:
        start: the bucket's start, seconds since the epoch (UTC hours and days).
        calls: calls recorded in it.
        successes: successful calls among them.
        success_rate: ``successes / calls``; ``None`` without calls.
        avg_time_cost: mean seconds per call (0 without calls).
        max_time_cost: the slowest call's seconds.
        avg_token_cost: mean tokens per call.
    """

    start: float
    calls: int
    successes: int
    success_rate: float | None
    avg_time_cost: float
    max_time_cost: float
    avg_token_cost: float

    def to_dict(self) -> dict[str, Any]:
        """Return the bucket as plain data."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}


@dataclass(frozen=True)
class StatsTimeline:
    """Calls over time, one bucket per hour or day from the first bucket with calls to now.

    Attributes:
        tool_id: the tool, or ``None`` for every tool of the workspace together.
        by: ``"hour"`` or ``"day"``.
        buckets: oldest first, empty buckets included (their rates are ``None``).
    """

    tool_id: str | None
    by: Literal["hour", "day"]
    buckets: tuple[StatsBucket, ...]

    def to_dict(self) -> dict[str, Any]:
        """Return the timeline as plain data."""
        return {"tool_id": self.tool_id, "by": self.by, "buckets": [b.to_dict() for b in self.buckets]}


@dataclass(frozen=True)
class LookupBucket:
    """Plan-cache lookups within one hour or day.

    Attributes:
        start: the bucket's start, seconds since the epoch.
        lookups: lookups made.
        hits: lookups that returned a plan.
        hit_rate: ``hits / lookups``; ``None`` without lookups.
        misses: misses by reason (see :data:`MISS_REASONS`); reasons without misses are left out.
    """

    start: float
    lookups: int
    hits: int
    hit_rate: float | None
    misses: Mapping[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Return the bucket as plain data."""
        return {
            "start": self.start,
            "lookups": self.lookups,
            "hits": self.hits,
            "hit_rate": self.hit_rate,
            "misses": dict(self.misses),
        }


@dataclass(frozen=True)
class LookupTimeline:
    """Plan-cache lookups over time.

    Attributes:
        by: ``"hour"`` or ``"day"``.
        buckets: oldest first, empty buckets included.
    """

    by: Literal["hour", "day"]
    buckets: tuple[LookupBucket, ...]

    def to_dict(self) -> dict[str, Any]:
        """Return the timeline as plain data."""
        return {"by": self.by, "buckets": [b.to_dict() for b in self.buckets]}


@dataclass(frozen=True)
class PlanEvent:
    """One entry of the plan cache's journal.

    Attributes:
        kind: ``hit``, ``miss`` (a lookup), ``feedback``, ``evicted`` (its score fell below ε) or
            ``invalidated`` (a tool it calls changed or was removed).
        request: the request looked up (lookups) or the plan's request.
        plan_id: the plan concerned; for a miss, the nearest plan when there was one.
        reason: why a lookup missed (:data:`MISS_REASONS`).
        similarity: the nearest plan's cosine similarity (lookups).
        score: the plan's score (after the feedback, for ``feedback`` and ``evicted``).
        success: the outcome reported (``feedback`` and ``evicted``).
        created_at: seconds since the epoch.
        id: the journal's id for it (``0`` before it is stored).
        detail: what differed when a lookup missed ("'unlock' instead of 'lock'"), that the plan
            judge took a hit, or ``""``.
    """

    kind: str
    request: str = ""
    plan_id: str | None = None
    reason: str | None = None
    similarity: float | None = None
    score: float | None = None
    success: bool | None = None
    created_at: float = 0.0
    id: int = 0
    detail: str = ""

    def to_dict(self) -> dict[str, Any]:
        """Return the event as plain data."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}


@dataclass(frozen=True)
class WorkspaceSummary:
    """A workspace's headline numbers.

    Attributes:
        workspace: its name.
        tools: tools in the catalogue.
        tools_called: tools with at least one recorded call (removed tools included).
        calls: calls ever recorded.
        success_rate: over every call; ``None`` without calls.
        calls_7d: calls in the last 7 days.
        success_rate_7d: over those; ``None`` without any.
        failing_tools_7d: tools with at least one failed call in the last 7 days.
        plans: plans in the cache.
        lookups: plan lookups journalled (hits and misses).
        hit_rate: ``hits / lookups``; ``None`` without lookups.
        last_call: when the newest call was recorded, or ``None``.
    """

    workspace: str
    tools: int
    tools_called: int
    calls: int
    success_rate: float | None
    calls_7d: int
    success_rate_7d: float | None
    failing_tools_7d: int
    plans: int
    lookups: int
    hit_rate: float | None
    last_call: float | None

    def to_dict(self) -> dict[str, Any]:
        """Return the summary as plain data."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}
