"""A workspace's headline numbers: tools, calls and their success, plans and the cache's hit rate.

Reached as ``mem.summary()``; everything comes from aggregates kept at record time, so it costs a
handful of queries however many calls and plans the workspace holds.
"""

from __future__ import annotations

from toolmem.experience.statistics import DAY
from toolmem.records import WorkspaceSummary
from toolmem.stores import Workspace
from toolmem.stores.timeline import HOUR

__all__ = ["WEEK", "summarize"]

WEEK = 7 * DAY
# A bucket longer than any history: summing into it gives one row per tool.
WHOLE = 10**8 * HOUR


def summarize(ws: Workspace, now: float) -> WorkspaceSummary:
    """The headline numbers of the workspace ``ws`` at time ``now`` (the last 7 days end at
    ``now``'s hour)."""
    info = ws.info()
    totals = ws.calls.totals()
    calls = sum(t.calls for t in totals.values())
    successes = sum(t.successes for t in totals.values())
    since = int(now // HOUR) * HOUR - WEEK + HOUR
    week_calls = week_successes = 0
    failing: set[str] = set()
    for row in ws.timeline.call_buckets(WHOLE, by_tool=True, since=since):  # one row per tool
        week_calls += row.calls
        week_successes += row.successes
        if row.successes < row.calls and row.tool_id is not None:
            failing.add(row.tool_id)
    lookups = hits = 0
    for bucket in ws.timeline.lookup_buckets(DAY):
        lookups += bucket.lookups
        hits += bucket.lookups if bucket.outcome == "hit" else 0
    return WorkspaceSummary(
        workspace=ws.name,
        tools=info.tools if info else 0,
        tools_called=len(totals),
        calls=calls,
        success_rate=successes / calls if calls else None,
        calls_7d=week_calls,
        success_rate_7d=week_successes / week_calls if week_calls else None,
        failing_tools_7d=len(failing),
        plans=ws.plans.count(),
        lookups=lookups,
        hit_rate=hits / lookups if lookups else None,
        last_call=max((t.last_seen for t in totals.values()), default=None),
    )
