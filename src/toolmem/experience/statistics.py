"""Per-tool statistics from all-time totals and the kept calls."""

from __future__ import annotations

import math
from collections.abc import Sequence

from toolmem.models import Call, ToolStats
from toolmem.stores.calls import CallTotals

__all__ = ["percentile", "tool_stats"]


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
