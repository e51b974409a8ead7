"""How lookup decides: which neighbouring plan to replay for a request, or none.

A plan qualifies when its similarity is at least τ and its score at least ε; among those the best
by ``similarity + score_weight · score`` is tried first. It is replayed only if the neighbours
agree — at least ``agreement`` of their similarity⁸-weighted vote (:mod:`toolmem.search.vote`)
goes to plans calling the same tools — and its slots can be filled from the new request.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from toolmem.models import PlanHit, Step
from toolmem.plans.settings import PlanSettings
from toolmem.plans.slots import fill_slots
from toolmem.search.vote import tally
from toolmem.stores.plans import PlanRecord, PlanSummary

__all__ = ["POWER", "Candidate", "decide", "normalise", "plan_id_of", "signature"]

POWER = 8.0
_SPACE = re.compile(r"\s+")


@dataclass
class Candidate:
    """A stored plan near a request: its summary and its cosine similarity to the request."""

    summary: PlanSummary
    similarity: float


def decide(
    request: str,
    candidates: Sequence[Candidate],
    settings: PlanSettings,
    load: Callable[[str], PlanRecord | None],
    why: list[str] | None = None,
) -> PlanHit | None:
    """Pick the plan to replay among a request's neighbours, or none; ``load`` reads a chosen plan.
    On a miss, ``why`` (when given) receives the reason (:data:`toolmem.models.timeline.MISS_REASONS`)."""
    if not candidates:
        _miss(why, "no_plans")
        return None
    votes, total = tally(((c.similarity, [(c.summary.signature, 1.0)]) for c in candidates), POWER)
    eligible = [c for c in candidates if c.similarity >= settings.threshold and c.summary.score >= settings.min_score]
    eligible.sort(key=lambda c: c.similarity + settings.score_weight * c.summary.score, reverse=True)
    if not eligible:
        near = any(c.similarity >= settings.threshold for c in candidates)
        _miss(why, "below_min_score" if near else "below_threshold")
    for chosen in eligible:
        agreement = votes.get(chosen.summary.signature, 0.0) / total if total > 0 else 0.0
        if agreement < settings.agreement:
            _miss(why, "disagreement")
            continue
        record = load(chosen.summary.id)
        if record is None:
            continue
        plan = record.plan
        filled = fill_slots(plan.request, request, plan.steps, record.slots)
        if filled is None:
            _miss(why, "slots")
            continue
        steps, changed = filled
        return PlanHit(
            id=plan.id,
            steps=steps,
            similarity=chosen.similarity,
            score=plan.score,
            agreement=agreement,
            plan=plan,
            slots=changed,
        )
    return None


def _miss(why: list[str] | None, reason: str) -> None:
    """Note why the best plan was refused (the first reason counts)."""
    if why is not None and not why:
        why.append(reason)


def normalise(request: str) -> str:
    """A request with case and spacing evened out: what "the same request" means without an embedder."""
    return _SPACE.sub(" ", request.strip()).casefold()


def plan_id_of(request: str, steps: Sequence[Step]) -> str:
    """The same request (ignoring case and spacing) with the same calls gets the same id."""
    calls = [{"tool_id": s.tool_id, "arguments": dict(s.arguments), "answer": s.answer} for s in steps]
    data = json.dumps([normalise(request), calls], sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "plan-" + hashlib.sha256(data.encode()).hexdigest()[:20]


def signature(steps: Sequence[Step]) -> str:
    """What agreement compares: the tools called, in order (a direct answer counts as no tool)."""
    return json.dumps([step.tool_id for step in steps])
