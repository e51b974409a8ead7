"""Per-tool statistics from all-time totals and the kept calls, and statistics over time.

Over time, calls are counted in UTC hours as they are recorded (see
:mod:`toolmem.stores.timeline`); a timeline sums those hours into hours or days, from the first
bucket with calls to now, at most ``limit`` buckets, with empty buckets in between so that a chart's
x axis is time.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

from toolmem.errors import ValidationError
from toolmem.records import Call, StatsBucket, StatsTimeline, ToolStats
from toolmem.records.checks import check_positive
from toolmem.records.timeline import Bucketing
from toolmem.stores.calls import CallTotals
from toolmem.stores.sql.timeline import TimelineRepository
from toolmem.stores.timeline import HOUR, CallBucketRow

__all__ = [
    "DAY",
    "HOURLY_SPAN",
    "bucket_size",
    "bucket_starts",
    "call_timeline",
    "call_trends",
    "percentile",
    "table_stats",
    "tool_stats",
]

DAY = 24 * HOUR
#: ``by="auto"`` counts by hour while the data started less than this many seconds ago, else by day.
HOURLY_SPAN = 2 * DAY
_SIZES = {"hour": HOUR, "day": DAY}


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) by linear interpolation; 0 for no values.

    Example:
        >>> percentile([1.0, 2.0, 3.0, 4.0], 50)
        2.5
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100.0
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def tool_stats(tool_id: str, totals: CallTotals | None, kept: Sequence[Call], recent: int | None = None) -> ToolStats:
    """Statistics of one tool.

    Args:
        tool_id: the tool.
        totals: its all-time totals (``None`` if never called).
        kept: its kept calls, newest first (the last ``recent`` of them when ``recent`` is set).
        recent: ``None`` for counts and averages over all history, else over ``kept`` only.

    Time percentiles always cover ``kept``: all-time totals keep sums, not distributions.
    """
    times = [call.time_cost for call in kept]
    if recent is not None or totals is None:
        calls = len(kept)
        successes = sum(call.success for call in kept)
        total_time, total_tokens = sum(times), sum(call.token_cost for call in kept)
        errors = [call.error for call in kept if not call.success and call.error]
        last_error = errors[0] if errors else None
        first = min((call.created_at for call in kept), default=None)
        last = max((call.created_at for call in kept), default=None)
    else:
        calls, successes = totals.calls, totals.successes
        total_time, total_tokens = totals.total_time_cost, totals.total_token_cost
        last_error, first, last = totals.last_error, totals.first_seen, totals.last_seen
    return ToolStats(
        tool_id=tool_id,
        calls=calls,
        successes=successes,
        success_rate=successes / calls if calls else 0.0,
        avg_time_cost=total_time / calls if calls else 0.0,
        p50_time_cost=percentile(times, 50),
        p95_time_cost=percentile(times, 95),
        avg_token_cost=total_tokens / calls if calls else 0.0,
        last_error=last_error,
        first_seen=first,
        last_seen=last,
        window=recent,
    )


def table_stats(tool_id: str, totals: CallTotals | None, times: Sequence[float]) -> ToolStats:
    """All-time statistics of one tool from its totals and the time costs of its kept calls
    (what :func:`tool_stats` gives, without reading the calls themselves)."""
    if totals is None:
        return tool_stats(tool_id, None, [])
    calls = totals.calls
    return ToolStats(
        tool_id=tool_id,
        calls=calls,
        successes=totals.successes,
        success_rate=totals.successes / calls if calls else 0.0,
        avg_time_cost=totals.total_time_cost / calls if calls else 0.0,
        p50_time_cost=percentile(times, 50),
        p95_time_cost=percentile(times, 95),
        avg_token_cost=totals.total_token_cost / calls if calls else 0.0,
        last_error=totals.last_error,
        first_seen=totals.first_seen,
        last_seen=totals.last_seen,
    )


def bucket_size(by: Bucketing, first: float | None, now: float) -> Literal["hour", "day"]:
    """The bucket of a timeline: ``by`` itself, or for ``"auto"`` hours while the data started less
    than :data:`HOURLY_SPAN` before ``now`` (or there is none), else days.

    Raises:
        ValidationError: ``by`` is not ``auto``, ``hour`` or ``day``.
    """
    if by == "auto":
        return "hour" if first is None or now - first < HOURLY_SPAN else "day"
    if by not in _SIZES:
        raise ValidationError("by", f"must be 'auto', 'hour' or 'day', got {by!r}")
    return by


def bucket_starts(span: tuple[int, int] | None, size: int, now: float, limit: int) -> list[int]:
    """The starts of the buckets to show: from the first bucket with data (at most ``limit`` back)
    to the bucket of ``now`` (or of the last data, when that is later).

    Raises:
        ValidationError: ``limit`` is not a positive integer.
    """
    check_positive(limit, "limit")
    end = int(now // size) * size
    if span is None:
        return [end]
    end = max(end, span[1] // size * size)
    start = max(span[0] // size * size, end - (limit - 1) * size)
    return list(range(start, end + 1, size))


def call_timeline(
    timeline: TimelineRepository, tool_id: str | None, by: Bucketing, limit: int, now: float
) -> StatsTimeline:
    """One tool's calls (or every tool's, summed, for ``tool_id=None``) by hour or day, from a
    workspace's ``timeline``."""
    span = timeline.call_span(tool_id)
    unit = bucket_size(by, None if span is None else span[0], now)
    starts = bucket_starts(span, _SIZES[unit], now, limit)
    rows = timeline.call_buckets(_SIZES[unit], tool_id=tool_id, since=starts[0]) if span else []
    return StatsTimeline(tool_id, unit, _filled(starts, rows))


def call_trends(timeline: TimelineRepository, by: Bucketing, limit: int, now: float) -> dict[str, StatsTimeline]:
    """Every called tool's timeline, all over the same buckets (chosen from the span of the
    workspace's ``timeline``)."""
    span = timeline.call_span()
    unit = bucket_size(by, None if span is None else span[0], now)
    starts = bucket_starts(span, _SIZES[unit], now, limit)
    if span is None:
        return {}
    grouped: dict[str, list[CallBucketRow]] = {}
    for row in timeline.call_buckets(_SIZES[unit], by_tool=True, since=starts[0]):
        grouped.setdefault(row.tool_id or "", []).append(row)
    return {tool_id: StatsTimeline(tool_id, unit, _filled(starts, rows)) for tool_id, rows in grouped.items()}


def _filled(starts: Sequence[int], rows: Iterable[CallBucketRow]) -> tuple[StatsBucket, ...]:
    found: Mapping[int, CallBucketRow] = {row.start: row for row in rows}
    return tuple(_bucket(start, found.get(start)) for start in starts)


def _bucket(start: int, row: CallBucketRow | None) -> StatsBucket:
    if row is None or not row.calls:
        return StatsBucket(float(start), 0, 0, None, 0.0, 0.0, 0.0)
    return StatsBucket(
        start=float(start),
        calls=row.calls,
        successes=row.successes,
        success_rate=row.successes / row.calls,
        avg_time_cost=row.total_time_cost / row.calls,
        max_time_cost=row.max_time_cost,
        avg_token_cost=row.total_token_cost / row.calls,
    )
