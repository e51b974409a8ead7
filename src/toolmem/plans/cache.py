"""The plan cache: requests solved before are answered by replaying the steps that worked.

``mem.plans.store(request, steps)`` keeps a request with its structured steps;
``mem.plans.lookup(request)`` finds a stored plan for a new request, or ``None``;
``mem.plans.feedback(plan_id, success)`` rewards or penalises it, and evicts it when it keeps failing.

How lookup decides (all thresholds per workspace, see :class:`PlanSettings`):

1. The request is embedded, with its values masked and as written (a plan that takes no argument
   is stored as written, the others masked: :func:`~toolmem.plans.matching.stored_text`), and the
   ``neighbours`` most similar stored requests are found by cosine similarity, the closer of the
   two — a similarity in [-1, 1], 1 for the same direction, never a distance
   (:class:`~toolmem.plans.neighbours.PlanNeighbours`): from a live index in this process over the
   plans' change log, or, PostgreSQL, with pgvector inside the database, so no process holds a
   million plan vectors.
2. A plan qualifies when its similarity is at least ``threshold`` (τ) and its score at least
   ``min_score`` (ε). Among those, the best by ``similarity + score_weight · score`` is taken, so a
   plan that keeps working beats a slightly closer one that fails.
3. **Agreement**: the neighbours vote with weight ``max(similarity, 0)^8``; the plan is returned only
   if at least ``agreement`` of that weight belongs to plans calling the same tools. A request
   that sits between plans doing different things is a miss, not a guess. On MetaTool's training
   split this is what lifts precision from .86–.91 (nearest neighbour alone) to .98.
4. **Slots**: argument values that came from the stored request are replaced by this request's
   values (:mod:`toolmem.plans.slots`); if they cannot be told, the plan is not replayed.
5. A plan whose tools changed or were removed since it was stored is deleted, not replayed.
6. **Judge** (optional, :mod:`toolmem.plans.judge`): when the best plan misses only for words the
   rules cannot account for, and nothing turns the request around, a judge may say it asks for the
   same action; its slots are carried as for any hit.

Reward is an exponential moving average, ``new = α·success + (1 − α)·old``, starting at 1; below ε
the plan is evicted, so the next similar request is planned afresh and the new plan stored.
"""

from __future__ import annotations

import builtins
import json
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from toolmem.embedders.base import Embedder
from toolmem.errors import EmbedderMismatchError, PlanNotFoundError, ValidationError
from toolmem.plans.calibration import Calibration, calibrate
from toolmem.plans.decision import Candidate, decide, masked_plan, normalise, plan_id_of, signature
from toolmem.plans.journal import PlanJournal
from toolmem.plans.judge import PlanJudge
from toolmem.plans.matching import embedded, mask, plain, stored_text
from toolmem.plans.neighbours import PlanNeighbours
from toolmem.plans.pasted import unpasted
from toolmem.plans.settings import PlanSettings
from toolmem.plans.slots import find_slots
from toolmem.plans.tools import PlanTools
from toolmem.plans.typed import as_typed
from toolmem.records import LookupTimeline, Plan, PlanEvent, PlanHit, Step
from toolmem.records.checks import check_text
from toolmem.records.timeline import MISS_REASONS, Bucketing
from toolmem.stores import Workspace
from toolmem.stores.base import optional_write
from toolmem.stores.idempotency import idempotent, make_key
from toolmem.stores.plans import PlanRecord
from toolmem.threads import query_threads
from toolmem.tools.catalogue import ToolCatalogue
from toolmem.types import Vectors

__all__ = ["KIN", "Lookup", "PlanCache"]

#: How many neighbours are read besides the ``neighbours`` that vote: plans calling the same tools
#: among them vouch for the words a request and its plan do not share.
KIN = 100
#: How many tools the catalogue's search is read for when a request's action word is new: the first
#: must be the plan's, and none of the others may name that word (:meth:`PlanTools.serves`).
RIVALS = 5


class PlanCache:
    """The plan cache of one workspace (``mem.plans``).

    Args:
        space: the workspace whose plans these are.
        embedder: embeds requests; without one, only the same request (ignoring case and spacing)
            finds a plan.
        catalogue: the workspace's tools, whose search confirms reworded requests.
        judge: a second opinion on a request the rules leave with words unaccounted for
            (:mod:`toolmem.plans.judge`); ``None``, the rules alone decide.

    Attributes:
        neighbours: finds the stored plans nearest a request.
        judge: the judge, which may be set or replaced at any time.
    """

    def __init__(
        self,
        space: Workspace,
        embedder: Embedder | None,
        catalogue: ToolCatalogue | None = None,
        *,
        judge: PlanJudge | None = None,
    ) -> None:
        self.workspace = space.name
        self.embedder = embedder
        self.judge = judge
        self._ws = space
        self._plans = space.plans
        self.neighbours = PlanNeighbours(space)
        self._tools = space.tools
        self.journal = PlanJournal(space)
        self._catalogue = PlanTools(self._tools, _ranking(catalogue) if catalogue is not None else None)

    # settings -------------------------------------------------------------------------------
    @property
    def settings(self) -> PlanSettings:
        """The workspace's settings (defaults where none were saved)."""
        return PlanSettings.from_dict(self._plans.settings())

    def configure(self, **changes: Any) -> PlanSettings:
        """Change and save settings for this workspace, e.g. ``configure(threshold=0.7, ttl=86400)``.

        Raises:
            ConfigError: an unknown setting or a value out of range.
        """
        settings = PlanSettings.from_dict({**asdict(self.settings), **changes})
        self._plans.configure(asdict(settings))
        return settings

    # the API --------------------------------------------------------------------------------
    def store(self, request: str, steps: Iterable[Step | Mapping[str, Any]]) -> str:
        """Store a request with the steps that satisfied it; returns the plan id.

        Storing the same request (ignoring case and spacing) with the same calls again refreshes the
        existing plan instead of adding another.

        Raises:
            ValidationError: an empty request, no steps, or a malformed step.
        """
        return self.store_many([(request, steps)])[0]

    def store_many(
        self, plans: Iterable[tuple[str, Iterable[Step | Mapping[str, Any]]]], *, batch: int = 256
    ) -> builtins.list[str]:
        """Store many ``(request, steps)`` pairs, embedding them in batches; returns their ids in order.

        Raises:
            ValidationError: an empty request, no steps, or a malformed step (nothing of that batch
                is stored).
        """
        ids: builtins.list[str] = []
        pending: builtins.list[PlanRecord] = []
        for request, steps in plans:
            pending.append(self._record(request, steps))
            if len(pending) >= batch:
                ids += self._put(pending)
                pending = []
        if pending:
            ids += self._put(pending)
        return ids

    def lookup(self, request: str) -> PlanHit | None:
        """The stored plan to replay for a request, or ``None`` (see the module's description).

        Every lookup is journalled: a hit, or a miss with its reason and the nearest plan
        (:meth:`events`); :meth:`check` gives the same answer with the reason, journalling nothing,
        and :meth:`consult` journals it and says why.

        Raises:
            ValidationError: an empty request.
        """
        return self.consult(request).hit

    def consult(self, request: str) -> Lookup:
        """:meth:`lookup`, counted and journalled as it is, answered as :meth:`check` answers: the
        hit, or why it missed and what differed ("'unlock' instead of 'lock'").

        Raises:
            ValidationError: an empty request.
        """
        lookup = self.check(request)
        hit = lookup.hit
        nearest = None
        if lookup.nearest is not None and lookup.similarity is not None:
            nearest = (lookup.nearest, lookup.similarity)
        with optional_write("the lookup's use and journal event were"):  # a read-only file still answers
            if hit is not None:
                self._plans.touch(hit.id, time.time())
            self.journal.lookup(request.strip(), hit, lookup.reason, nearest, lookup.detail)
        return lookup

    def check(self, request: str) -> Lookup:
        """What :meth:`lookup` would answer, and why, without counting it or journalling it.

        Raises:
            ValidationError: an empty request.

        Example:
            >>> mem.plans.check("unlock the front door")  # doctest: +SKIP
            Lookup(hit=None, reason='changed_words', detail="'unlock' instead of 'lock'", ...)
        """
        settings = self.settings
        typed = unpasted(request) if isinstance(request, str) else request  # "web-０５", "&amp;"
        request = plain(typed) if isinstance(typed, str) else typed
        candidates = self._candidates(request, settings)
        decision = decide(request, candidates, settings, self._plans.get, self._catalogue, self.judge, self._close)
        hit, reason, detail = decision.hit, decision.reason, decision.detail
        if hit is not None and isinstance(typed, str):
            hit, untold = as_typed(typed, hit)  # free text as its writer typed it, emoji and markdown kept
            if hit is None:
                reason, detail = "slots", untold
        nearest = candidates[0] if candidates else None
        return Lookup(
            hit=hit,
            reason=reason,
            detail=detail,
            nearest=nearest.summary.id if nearest is not None else None,
            similarity=nearest.similarity if nearest is not None else None,
        )

    def feedback(self, plan_id: str, success: bool, *, idempotency_key: str | None = None) -> Plan | None:
        """Fold an outcome into a plan's score; returns the plan, or ``None`` if this evicted it.

        With ``idempotency_key`` (see :mod:`toolmem.stores.idempotency`), the same feedback sent again under
        that key is folded in once and answered as the first time.

        Raises:
            PlanNotFoundError: no such plan (it may have been evicted already).
            IdempotencyKeyError: the key was used for another request.
        """
        settings = self.settings
        key = make_key(idempotency_key, "plans.feedback", {"plan": plan_id, "success": bool(success)})

        def write() -> tuple[Plan | None, bool]:
            plan, evicted = self._plans.feedback(
                plan_id, bool(success), alpha=settings.alpha, min_score=settings.min_score, idempotency=key
            )
            if plan is not None:
                self.journal.feedback(plan, bool(success), evicted)
            return plan, evicted

        def replay(result: Any) -> tuple[Plan | None, bool]:
            stored = result["plan"]
            return (Plan.from_dict(stored) if stored is not None else None), bool(result["evicted"])

        plan, evicted = idempotent(self._ws.idempotency, key, write, replay)
        if plan is None:
            raise PlanNotFoundError(plan_id, self.workspace)
        return None if evicted else plan

    def get(self, plan_id: str) -> Plan:
        """One plan by id.

        Raises:
            PlanNotFoundError: no such plan.
        """
        found = self._plans.get([plan_id])
        if plan_id not in found:
            raise PlanNotFoundError(plan_id, self.workspace)
        return found[plan_id].plan

    def list(self, *, limit: int | None = None, offset: int = 0) -> builtins.list[Plan]:
        """Plans, most recently updated first."""
        return [record.plan for record in self._plans.list(limit=limit, offset=offset)]

    def remove(self, plan_ids: str | Sequence[str]) -> int:
        """Delete plans by id; returns how many existed."""
        ids = [plan_ids] if isinstance(plan_ids, str) else list(plan_ids)
        return self._plans.delete(ids)

    def calibrate(
        self,
        labelled: Iterable[tuple[str, Sequence[str]]],
        *,
        thresholds: Sequence[float] | None = None,
        target: float = 0.97,
    ) -> Calibration:
        """Measure hit rate and precision on requests whose right tools are known.

        A hit is correct when every tool its plan calls is among the request's right tools. Each
        request is decided as :meth:`lookup` decides it, with the workspace's catalogue.

        Args:
            labelled: ``(request, right tool ids)`` pairs; they are looked up, never stored.
            thresholds: the τ values to try (default 0.30 to 0.95 by 0.05).
            target: the precision the recommendation must reach.
        """
        settings = self.settings
        return calibrate(
            labelled,
            lambda request: self._candidates(request, settings),
            self._plans.get,
            settings,
            thresholds=thresholds,
            target=target,
            tools=self._catalogue,
            close=self._close,
        )

    def __len__(self) -> int:
        return self._plans.count()

    # the journal ----------------------------------------------------------------------------
    def events(
        self, kind: str | Sequence[str] | None = None, *, plan_id: str | None = None, limit: int = 100
    ) -> builtins.list[PlanEvent]:
        """The journal, newest first: lookups (``hit``, ``miss`` with its reason), ``feedback``,
        ``evicted`` and ``invalidated`` plans; the newest 500 of each kind are kept.

        Args:
            kind: one kind or several; all when omitted.
            plan_id: only the entries of this plan (its feedback history, its hits).
            limit: the most entries returned.

        Raises:
            ValidationError: an unknown kind or a non-positive limit.

        Example:
            >>> [(e.kind, e.reason) for e in mem.plans.events("miss", limit=2)]  # doctest: +SKIP
            [('miss', 'disagreement'), ('miss', 'below_threshold')]
        """
        return self.journal.events(kind, plan_id=plan_id, limit=limit)

    def timeline(self, *, by: Bucketing = "auto", limit: int = 90, now: float | None = None) -> LookupTimeline:
        """Lookups over time by hour or day: hits, misses by reason and the hit rate.

        Every lookup is counted, however few journal entries are kept. ``by`` and ``limit`` work as in
        :meth:`toolmem.experience.log.ExperienceLog.timeline`.

        Raises:
            ValidationError: ``by`` or ``limit`` is invalid.
        """
        return self.journal.timeline(by, limit, time.time() if now is None else now)

    def using(self, tool_id: str, *, limit: int = 100) -> builtins.list[Plan]:
        """Plans whose steps call ``tool_id``, most recently updated first."""
        return self._ws.timeline.plans_using(tool_id, limit=limit)

    # internals ------------------------------------------------------------------------------
    def _record(self, request: str, steps: Iterable[Step | Mapping[str, Any]]) -> PlanRecord:
        if not isinstance(request, str) or not request.strip():
            raise ValidationError("request", "a plan needs a non-empty request")
        check_text(request, "request")
        parsed = tuple(Step.from_value(step) for step in steps)
        if not parsed:
            raise ValidationError("steps", "a plan needs at least one step")
        for step in parsed:
            try:
                json.dumps(dict(step.arguments), allow_nan=False)
            except (TypeError, ValueError) as exc:
                raise ValidationError("arguments", f"must be JSON values ({exc}), got {step.arguments!r}") from exc
        tool_ids = sorted({step.tool_id for step in parsed if step.tool_id is not None})
        plan = Plan(
            id=plan_id_of(request, parsed),
            request=request.strip(),
            steps=parsed,
            tools=self._tools.hashes(tool_ids) if tool_ids else {},
        )
        return PlanRecord(plan=plan, signature=signature(parsed), slots=find_slots(plan.request, parsed))

    def _close(self, first: str, second: str) -> float:
        """The cosine similarity of two short phrases (1.0 when the same, 0.0 when either is empty
        or there is no embedder): an embedder's vectors have unit length."""
        if first == second:
            return 1.0
        if not first or not second or self.embedder is None:
            return 0.0
        with query_threads():
            a, b = self.embedder.embed_queries([first, second])
        return float(np.dot(a, b))

    def _check_bound(self) -> None:
        """Refuse to compare or store request vectors of a model the workspace no longer uses (it was
        reindexed while this cache was open): a plan matched across two models is a wrong replay."""
        if self.embedder is not None:
            recorded = self._ws.versions().embedder
            if recorded not in (None, self.embedder.id):
                raise EmbedderMismatchError(self.workspace, recorded, self.embedder.id, reindexed=True)

    def _put(self, records: Sequence[PlanRecord]) -> builtins.list[str]:
        vectors: Sequence[Vectors | None] = [None] * len(records)
        self._check_bound()
        if self.embedder is not None:
            texts = [stored_text(record.plan.request, record.plan.steps) for record in records]
            vectors = list(self.embedder.embed(texts, query=True))
        settings = self.settings
        expire = None if settings.ttl is None else time.time() - settings.ttl
        pairs = list(zip(records, vectors, strict=True))
        self._plans.put(pairs, max_plans=settings.max_plans, expire_before=expire)
        return [record.plan.id for record in records]

    def _nearest(self, embedder: Embedder, request: str, k: int) -> builtins.list[tuple[str, float]]:
        """The ``k`` stored plans nearest the request, each by the closer of the request with its
        values masked and as written (plans taking arguments are stored masked, the others as
        written: :func:`~toolmem.plans.matching.stored_text`), most similar first."""
        texts = list(dict.fromkeys([embedded(request), embedded(request, masked=False)]))
        with query_threads():
            queries = embedder.embed_queries(texts)
            best: dict[str, float] = {}
            for query in queries:
                for plan_id, similarity in self.neighbours.nearest(query, k):
                    best[plan_id] = max(similarity, best.get(plan_id, similarity))
        return sorted(best.items(), key=lambda pair: pair[1], reverse=True)[:k]

    def _candidates(self, request: str, settings: PlanSettings) -> builtins.list[Candidate]:
        """The most similar stored plans that are alive, current and not expired, most similar first."""
        if not isinstance(request, str) or not request.strip():
            raise ValidationError("request", "must be a non-empty string")
        if self.embedder is None:
            keys = {normalise(request), normalise(mask(request).render())}
            records = [r for r in self._plans.list() if keys & {normalise(r.plan.request), _rendered(r)}]
            found = [(r.plan.id, 1.0) for r in records[: settings.neighbours]]
        else:
            self._check_bound()
            found = self._nearest(self.embedder, request, max(settings.neighbours, KIN))
        if not found:
            return []
        summaries = self._plans.summaries([plan_id for plan_id, _ in found])
        now = time.time()
        candidates, stale = [], []
        for plan_id, similarity in found:
            summary = summaries.get(plan_id)
            if summary is None:
                continue
            if settings.ttl is not None and summary.updated_at < now - settings.ttl:
                continue
            candidates.append(Candidate(summary, similarity))
        tool_ids = sorted({tool_id for c in candidates for tool_id in c.summary.tools})
        current = self._tools.hashes(tool_ids) if tool_ids else {}
        kept = []
        for candidate in candidates:
            if any(current.get(t) != h for t, h in candidate.summary.tools.items()):
                stale.append(candidate.summary.id)
            else:
                kept.append(candidate)
        if stale:  # a tool it calls changed or went away: the plan is invalid
            self.journal.invalidated([r.plan for r in self._plans.get(stale).values()], current)
            self._plans.delete(stale)
        return kept


@dataclass(frozen=True)
class Lookup:
    """What a lookup found and why (:meth:`PlanCache.check`).

    Attributes:
        hit: the plan to replay, or ``None``.
        reason: why it missed (:data:`toolmem.records.timeline.MISS_REASONS`), ``None`` on a hit.
        detail: what differed, in words ("'unlock' instead of 'lock'"), empty when nothing to say.
        nearest: the id of the most similar stored plan, ``None`` when there is none.
        similarity: its similarity to the request.
    """

    hit: PlanHit | None
    reason: str | None
    detail: str
    nearest: str | None
    similarity: float | None

    @property
    def why(self) -> str:
        """Why it missed, in words: what differed, or what its reason means; empty on a hit."""
        if self.hit is not None:
            return ""
        return self.detail or MISS_REASONS.get(self.reason or "no_plans", self.reason or "")

    def to_dict(self) -> dict[str, Any]:
        """The lookup as plain JSON data: ``hit`` (``null`` on a miss), ``reason``, ``detail``,
        ``nearest`` and ``similarity``."""
        return {
            "hit": None if self.hit is None else self.hit.to_dict(),
            "reason": self.reason,
            "detail": self.detail,
            "nearest": self.nearest,
            "similarity": self.similarity,
        }


def _rendered(record: PlanRecord) -> str:
    return normalise(masked_plan(record).render())


def _ranking(catalogue: ToolCatalogue) -> Callable[[str], list[str]]:
    """The ids of the tools the catalogue's search finds first for a request, best first."""

    def rank(request: str) -> list[str]:
        return [hit.id for hit in catalogue.search(request, k=RIVALS)]

    return rank
