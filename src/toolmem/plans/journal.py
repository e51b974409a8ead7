"""The plan cache's journal: what lookups found and why they missed, feedback, evictions, invalidations.

Every lookup is counted in its UTC hour by outcome (a hit, or the reason of a miss), so the hit
rate over time covers every lookup; the entries themselves are kept for the newest
:data:`JOURNAL_CAP` of each kind only. Reached through :class:`toolmem.plans.cache.PlanCache`
(``mem.plans.events()``, ``mem.plans.timeline()``).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence

from toolmem.errors import ValidationError
from toolmem.experience.statistics import bucket_size, bucket_starts
from toolmem.records import LookupBucket, LookupTimeline, Plan, PlanEvent, PlanHit
from toolmem.records.checks import check_positive
from toolmem.records.timeline import EVENT_KINDS, MISS_REASONS, Bucketing
from toolmem.stores import Workspace
from toolmem.stores.timeline import HOUR, LookupBucketRow

__all__ = ["JOURNAL_CAP", "PlanJournal"]

#: Entries kept per kind and workspace; older ones are dropped as new ones are written.
JOURNAL_CAP = 500
_SIZES = {"hour": HOUR, "day": 24 * HOUR}


class PlanJournal:
    """The journal of one workspace's plan cache.

    Args:
        space: the workspace it is kept in.
        cap: entries kept per kind.
    """

    def __init__(self, space: Workspace, *, cap: int = JOURNAL_CAP) -> None:
        self._ws = space
        self.cap = cap

    # writing --------------------------------------------------------------------------------
    def lookup(
        self,
        request: str,
        hit: PlanHit | None,
        reason: str | None,
        nearest: tuple[str, float] | None,
        detail: str = "",
    ) -> None:
        """Journal one lookup: the plan it returned, or why it missed (``reason``) and the nearest plan
        then; ``detail``: what differed, or that the plan judge took it."""
        now = time.time()
        if hit is not None:
            event = PlanEvent("hit", request, hit.id, None, hit.similarity, hit.score, None, now, detail=detail)
        else:
            plan_id, similarity = nearest if nearest is not None else (None, None)
            event = PlanEvent(
                "miss", request, plan_id, reason or "no_plans", similarity, None, None, now, detail=detail
            )
        self._ws.timeline.add_plan_events([event], cap=self.cap)

    def feedback(self, plan: Plan, success: bool, evicted: bool) -> None:
        """Journal an outcome reported for a plan, and its eviction when the score fell below ε."""
        now = time.time()
        events = [PlanEvent("feedback", plan.request, plan.id, None, None, plan.score, success, now)]
        if evicted:
            events.append(PlanEvent("evicted", plan.request, plan.id, "score below ε", None, plan.score, success, now))
        self._ws.timeline.add_plan_events(events, cap=self.cap)

    def invalidated(self, plans: Iterable[Plan], current: Mapping[str, str]) -> None:
        """Journal plans about to be deleted because a tool they call changed (``current`` holds the
        tools' hashes now) or was removed."""
        now = time.time()
        events = []
        for plan in plans:
            removed = sorted(t for t in plan.tools if t not in current)
            changed = sorted(t for t, h in plan.tools.items() if t in current and current[t] != h)
            parts = ([f"changed: {', '.join(changed)}"] if changed else []) + (
                [f"removed: {', '.join(removed)}"] if removed else []
            )
            events.append(
                PlanEvent("invalidated", plan.request, plan.id, "; ".join(parts), None, plan.score, None, now)
            )
        self._ws.timeline.add_plan_events(events, cap=self.cap)

    # reading --------------------------------------------------------------------------------
    def events(
        self, kind: str | Sequence[str] | None = None, *, plan_id: str | None = None, limit: int = 100
    ) -> list[PlanEvent]:
        """Journal entries, newest first.

        Raises:
            ValidationError: an unknown kind, or ``limit`` not a positive integer.
        """
        kinds = [kind] if isinstance(kind, str) else None if kind is None else list(kind)
        for name in kinds or ():
            if name not in EVENT_KINDS:
                raise ValidationError("kind", f"must be one of {', '.join(EVENT_KINDS)}, got {name!r}")
        check_positive(limit, "limit")
        return self._ws.timeline.plan_events(kinds=kinds, plan_id=plan_id, limit=limit)

    def timeline(self, by: Bucketing, limit: int, now: float) -> LookupTimeline:
        """Lookups by hour or day: hits, misses by reason, hit rate."""
        span = self._ws.timeline.lookup_span()
        unit = bucket_size(by, None if span is None else span[0], now)
        starts = bucket_starts(span, _SIZES[unit], now, limit)
        rows = self._ws.timeline.lookup_buckets(_SIZES[unit], since=starts[0]) if span else []
        grouped: dict[int, list[LookupBucketRow]] = {}
        for row in rows:
            grouped.setdefault(row.start, []).append(row)
        return LookupTimeline(unit, tuple(_bucket(start, grouped.get(start, [])) for start in starts))


def _bucket(start: int, rows: Sequence[LookupBucketRow]) -> LookupBucket:
    hits = sum(row.lookups for row in rows if row.outcome == "hit")
    misses = {row.outcome: row.lookups for row in rows if row.outcome != "hit"}
    ordered = {reason: misses[reason] for reason in MISS_REASONS if reason in misses}
    ordered.update({reason: n for reason, n in sorted(misses.items()) if reason not in ordered})
    lookups = hits + sum(misses.values())
    return LookupBucket(float(start), lookups, hits, hits / lookups if lookups else None, ordered)
