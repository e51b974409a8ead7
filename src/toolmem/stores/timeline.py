"""The timeline's records: counts by hour kept at record time, and the plan journal (the repository is
:class:`toolmem.stores.sql.timeline.TimelineRepository`).

Calls are counted per tool and UTC hour as they are recorded (the calls repository writes the
bucket in the same transaction), so the counts cover every call, including those the history
cap has since dropped. Plan-cache lookups are counted per hour and outcome; the journal of recent
lookups, feedback, evictions and invalidations keeps only the newest ``cap`` entries of each kind.
Hours are stored as the epoch second they start at; a day is 24 such hours (UTC).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["HOUR", "CallBucketRow", "LookupBucketRow"]

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
