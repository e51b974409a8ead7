"""Choosing τ: hit rate and precision of the cache on requests whose right tools are known."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from toolmem.plans.decision import Candidate, decide
from toolmem.plans.settings import PlanSettings
from toolmem.plans.tools import PlanTools
from toolmem.stores.plans import PlanRecord

__all__ = ["Calibration", "CalibrationRow", "calibrate"]


@dataclass(frozen=True)
class CalibrationRow:
    """How the cache did at one threshold.

    Attributes:
        threshold: τ.
        hits: requests a plan was returned for.
        correct: hits whose plan calls only right tools.
        hit_rate: ``hits`` over the requests looked up.
        precision: ``correct`` over ``hits`` (NaN without hits).
    """

    threshold: float
    hits: int
    correct: int
    hit_rate: float
    precision: float


@dataclass(frozen=True)
class Calibration:
    """Hit rate and precision of the cache on labelled requests for a range of thresholds.

    Attributes:
        rows: one per threshold tried, in the order given.
        recommended: the threshold with the highest hit rate whose precision reaches ``target``
            (else the most precise one).
        target: the precision aimed for.
        requests: how many labelled requests were looked up.
    """

    rows: list[CalibrationRow]
    recommended: float
    target: float
    requests: int


def calibrate(
    labelled: Iterable[tuple[str, Sequence[str]]],
    candidates: Callable[[str], Sequence[Candidate]],
    load: Callable[[Sequence[str]], Mapping[str, PlanRecord]],
    settings: PlanSettings,
    *,
    thresholds: Sequence[float] | None = None,
    target: float = 0.97,
    tools: PlanTools | None = None,
    close: Callable[[str, str], float] | None = None,
) -> Calibration:
    """Look up every labelled request once and decide it at every threshold.

    Args:
        labelled: ``(request, right tool ids)`` pairs; a hit is correct when every tool its plan
            calls is among them.
        candidates: a request's neighbouring plans.
        load: reads plans by id.
        settings: the other settings of the decision.
        thresholds: the τ values to try (default 0.30 to 0.95 by 0.05).
        target: the precision the recommendation must reach.
        tools: the workspace's catalogue, consulted as a lookup consults it.
        close: how similar two short phrases are, as a lookup measures it.
    """
    grid = list(thresholds) if thresholds is not None else [round(0.3 + 0.05 * i, 2) for i in range(14)]
    counts = {tau: [0, 0] for tau in grid}
    total = 0
    for request, relevant in labelled:
        total += 1
        found = candidates(request)
        wanted = set(relevant)
        reads = _Reads(load)  # each plan read once per request
        for tau in grid:
            hit = decide(request, found, replace(settings, threshold=tau), reads, tools, close=close).hit
            if hit is not None:
                counts[tau][0] += 1
                used = {step.tool_id for step in hit.steps if step.tool_id is not None}
                counts[tau][1] += int(used <= wanted)
    rows = [
        CalibrationRow(
            threshold=tau,
            hits=hits,
            correct=correct,
            hit_rate=hits / total if total else 0.0,
            precision=correct / hits if hits else math.nan,
        )
        for tau, (hits, correct) in counts.items()
    ]
    good = [row for row in rows if row.hits and row.precision >= target]
    if good:
        best = max(good, key=lambda row: (row.hit_rate, -row.threshold))
    else:
        scored = [row for row in rows if row.hits]
        best = max(scored, key=lambda row: row.precision) if scored else rows[-1]
    return Calibration(rows=rows, recommended=best.threshold, target=target, requests=total)


class _Reads:
    """A plan reader that reads each plan once."""

    def __init__(self, load: Callable[[Sequence[str]], Mapping[str, PlanRecord]]) -> None:
        self._load = load
        self._read: dict[str, PlanRecord] = {}

    def __call__(self, ids: Sequence[str]) -> Mapping[str, PlanRecord]:
        missing = [plan_id for plan_id in ids if plan_id not in self._read]
        if missing:
            self._read.update(self._load(missing))
        return {plan_id: self._read[plan_id] for plan_id in ids if plan_id in self._read}
