"""The plan cache: requests solved before are answered by replaying the steps that worked.

``mem.plans.store(request, steps)`` keeps a request with its structured steps;
``mem.plans.lookup(request)`` finds a stored plan for a new request, or ``None``;
``mem.plans.feedback(plan_id, success)`` rewards or penalises it, and evicts it when it keeps failing.

How lookup decides (all thresholds per workspace, see :class:`PlanSettings`):

1. The request is embedded and the ``neighbours`` most similar stored requests are found by cosine
   similarity — a similarity in [-1, 1], 1 for the same direction, never a distance. An embedded
   store's plan vectors are indexed in this process (exact, or an HNSW graph above
   ``ann_threshold`` plans); a store that searches them itself (``Store.searches_plans``, PostgreSQL
   with pgvector) is asked for the neighbours, so no process holds a million plan vectors.
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

Reward is an exponential moving average, ``new = α·success + (1 − α)·old``, starting at 1; below ε
the plan is evicted, so the next similar request is planned afresh and the new plan stored.
"""

from __future__ import annotations

import builtins
import functools
import hashlib
import json
import math
import re
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

import numpy as np

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError, PlanNotFoundError, ValidationError
from toolmem.idempotency import idempotent, make_key
from toolmem.models import Plan, PlanHit, Step
from toolmem.models.checks import check_text
from toolmem.plans.slots import fill_slots, find_slots
from toolmem.search.dense import DEFAULT_ANN_THRESHOLD, DenseIndex
from toolmem.stores.base import PlanRecord, PlanSummary, Store
from toolmem.types import Vectors

__all__ = ["Calibration", "PlanCache", "PlanSettings"]

_POWER = 8.0
_NEGLIGIBLE = 1e-4
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class PlanSettings:
    """How the plan cache decides; saved per workspace with :meth:`PlanCache.configure`.

    Attributes:
        threshold: τ, the least cosine similarity (in [-1, 1]) between a request and a stored one.
        alpha: α, the weight of the newest outcome in the score's moving average.
        min_score: ε, plans scored below it are neither returned nor kept.
        agreement: the least similarity-weighted share of neighbours that must use the same tools.
        neighbours: how many similar stored requests are compared.
        score_weight: how much the score counts beside similarity when choosing among plans.
        ttl: seconds a plan lives after it was last stored or rewarded; ``None`` forever.
        max_plans: the most plans a workspace keeps (the lowest scored go first); ``None`` no bound.
    """

    threshold: float = 0.6
    alpha: float = 0.3
    min_score: float = 0.2
    agreement: float = 0.8
    neighbours: int = 20
    score_weight: float = 0.1
    ttl: float | None = None
    max_plans: int | None = None

    def __post_init__(self) -> None:
        for name in ("threshold", "alpha", "min_score", "agreement", "score_weight"):
            value = getattr(self, name)
            if not _is_number(value) or not math.isfinite(value):
                raise ConfigError(f"{name} must be a number, got {value!r}")
        if not -1.0 <= self.threshold <= 1.0:
            raise ConfigError(f"threshold is a cosine similarity in [-1, 1], got {self.threshold!r}")
        for name in ("alpha", "min_score", "agreement"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ConfigError(f"{name} must be within [0, 1], got {value!r}")
        if self.alpha == 0.0:
            raise ConfigError("alpha must be above 0, or feedback would never change a score")
        if self.score_weight < 0:
            raise ConfigError(f"score_weight must not be negative, got {self.score_weight!r}")
        if not _is_count(self.neighbours):
            raise ConfigError(f"neighbours must be a positive integer, got {self.neighbours!r}")
        if self.ttl is not None and (not _is_number(self.ttl) or not math.isfinite(self.ttl) or self.ttl <= 0):
            raise ConfigError(f"ttl must be positive seconds or None, got {self.ttl!r}")
        if self.max_plans is not None and not _is_count(self.max_plans):
            raise ConfigError(f"max_plans must be a positive integer or None, got {self.max_plans!r}")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PlanSettings:
        """Settings from saved or user data (unknown keys are an error)."""
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ConfigError(f"unknown plan setting(s): {', '.join(sorted(unknown))}")
        return cls(**dict(data))


@dataclass(frozen=True)
class Calibration:
    """Hit rate and precision of the cache on labelled requests for a range of thresholds.

    Attributes:
        rows: ``{"threshold", "hit_rate", "precision", "hits", "correct"}`` per threshold.
        recommended: the threshold with the highest hit rate whose precision reaches ``target``
            (else the most precise one).
        target: the precision aimed for.
        requests: how many labelled requests were looked up.
    """

    rows: list[dict[str, float]]
    recommended: float
    target: float
    requests: int


@dataclass
class _Candidate:
    summary: PlanSummary
    similarity: float


class PlanCache:
    """The plan cache of one workspace (``mem.plans``).

    Args:
        store: where plans live.
        workspace: the workspace.
        embedder: embeds requests; without one, only the same request (ignoring case and spacing)
            finds a plan.
        ann_threshold: above this many plans, neighbours come from an HNSW graph (faiss).
    """

    def __init__(
        self,
        store: Store,
        workspace: str,
        embedder: Embedder | None,
        *,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
    ) -> None:
        self._store = store
        self.workspace = workspace
        self.embedder = embedder
        self.ann_threshold = ann_threshold
        self._index = _PlanIndex(ann_threshold)
        self._lock = threading.Lock()

    # settings -------------------------------------------------------------------------------
    @property
    def settings(self) -> PlanSettings:
        """The workspace's settings (defaults where none were saved)."""
        return PlanSettings.from_dict(self._store.plan_settings(self.workspace))

    def configure(self, **changes: Any) -> PlanSettings:
        """Change and save settings for this workspace, e.g. ``configure(threshold=0.7, ttl=86400)``.

        Raises:
            ConfigError: an unknown setting or a value out of range.
        """
        settings = PlanSettings.from_dict({**asdict(self.settings), **changes})
        self._store.set_plan_settings(self.workspace, asdict(settings))
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

        Raises:
            ValidationError: an empty request.
        """
        settings = self.settings
        hit = _decide(request, self._candidates(request, settings), settings, self._load)
        if hit is not None:
            self._store.touch_plan(self.workspace, hit.id, time.time())
        return hit

    def feedback(self, plan_id: str, success: bool, *, idempotency_key: str | None = None) -> Plan | None:
        """Fold an outcome into a plan's score; returns the plan, or ``None`` if this evicted it.

        With ``idempotency_key`` (see :mod:`toolmem.idempotency`), the same feedback sent again under
        that key is folded in once and answered as the first time.

        Raises:
            PlanNotFoundError: no such plan (it may have been evicted already).
            IdempotencyKeyError: the key was used for another request.
        """
        settings = self.settings
        key = make_key(idempotency_key, "plans.feedback", {"plan": plan_id, "success": bool(success)})

        def write() -> tuple[Plan | None, bool]:
            return self._store.plan_feedback(
                self.workspace,
                plan_id,
                bool(success),
                alpha=settings.alpha,
                min_score=settings.min_score,
                idempotency=key,
            )

        def replay(result: Any) -> tuple[Plan | None, bool]:
            stored = result["plan"]
            return (Plan.from_dict(stored) if stored is not None else None), bool(result["evicted"])

        plan, evicted = idempotent(self._store, self.workspace, key, write, replay)
        if plan is None:
            raise PlanNotFoundError(plan_id, self.workspace)
        return None if evicted else plan

    def get(self, plan_id: str) -> Plan:
        """One plan by id.

        Raises:
            PlanNotFoundError: no such plan.
        """
        found = self._store.get_plans(self.workspace, [plan_id])
        if plan_id not in found:
            raise PlanNotFoundError(plan_id, self.workspace)
        return found[plan_id].plan

    def list(self, *, limit: int | None = None, offset: int = 0) -> builtins.list[Plan]:
        """Plans, most recently updated first."""
        return [record.plan for record in self._store.list_plans(self.workspace, limit=limit, offset=offset)]

    def remove(self, plan_ids: str | Sequence[str]) -> int:
        """Delete plans by id; returns how many existed."""
        ids = [plan_ids] if isinstance(plan_ids, str) else list(plan_ids)
        return self._store.delete_plans(self.workspace, ids)

    def calibrate(
        self,
        labelled: Iterable[tuple[str, Sequence[str]]],
        *,
        thresholds: Sequence[float] | None = None,
        target: float = 0.97,
    ) -> Calibration:
        """Measure hit rate and precision on requests whose right tools are known.

        A hit is correct when every tool its plan calls is among the request's right tools.

        Args:
            labelled: ``(request, right tool ids)`` pairs; they are looked up, never stored.
            thresholds: the τ values to try (default 0.50 to 0.95 by 0.05).
            target: the precision the recommendation must reach.
        """
        grid = list(thresholds) if thresholds is not None else [round(0.5 + 0.05 * i, 2) for i in range(10)]
        settings = self.settings
        counts = {tau: [0, 0] for tau in grid}
        total = 0
        for request, relevant in labelled:
            total += 1
            candidates = self._candidates(request, settings)
            wanted = set(relevant)
            load = functools.lru_cache(maxsize=None)(self._load)  # each plan read once per request
            for tau in grid:
                hit = _decide(request, candidates, replace(settings, threshold=tau), load)
                if hit is not None:
                    counts[tau][0] += 1
                    used = {step.tool_id for step in hit.steps if step.tool_id is not None}
                    counts[tau][1] += int(used <= wanted)
        rows = [
            {
                "threshold": tau,
                "hits": float(hits),
                "correct": float(correct),
                "hit_rate": hits / total if total else 0.0,
                "precision": correct / hits if hits else math.nan,
            }
            for tau, (hits, correct) in counts.items()
        ]
        good = [row for row in rows if row["hits"] and row["precision"] >= target]
        if good:
            best = max(good, key=lambda row: (row["hit_rate"], -row["threshold"]))
        else:
            scored = [row for row in rows if row["hits"]]
            best = max(scored, key=lambda row: row["precision"]) if scored else rows[-1]
        return Calibration(rows=rows, recommended=best["threshold"], target=target, requests=total)

    def __len__(self) -> int:
        return self._store.count_plans(self.workspace)

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
            id=_plan_id(request, parsed),
            request=request.strip(),
            steps=parsed,
            tools=self._store.tool_hashes(self.workspace, tool_ids) if tool_ids else {},
        )
        return PlanRecord(plan=plan, signature=_signature(parsed), slots=find_slots(plan.request, parsed))

    def _put(self, records: Sequence[PlanRecord]) -> builtins.list[str]:
        vectors: Sequence[Vectors | None] = [None] * len(records)
        if self.embedder is not None:
            vectors = list(self.embedder.embed([record.plan.request for record in records]))
        settings = self.settings
        expire = None if settings.ttl is None else time.time() - settings.ttl
        pairs = list(zip(records, vectors, strict=True))
        self._store.put_plans(self.workspace, pairs, max_plans=settings.max_plans, expire_before=expire)
        return [record.plan.id for record in records]

    def _candidates(self, request: str, settings: PlanSettings) -> builtins.list[_Candidate]:
        """The most similar stored plans that are alive, current and not expired, most similar first."""
        if not isinstance(request, str) or not request.strip():
            raise ValidationError("request", "must be a non-empty string")
        if self.embedder is None:
            key = _normalise(request)
            records = [r for r in self._store.list_plans(self.workspace) if _normalise(r.plan.request) == key]
            found = [(r.plan.id, 1.0) for r in records[: settings.neighbours]]
        else:
            query = self.embedder.embed_query(request.strip())
            if self._store.searches_plans:  # an index inside the store: no plan vectors in this process
                found = self._store.nearest_plans(self.workspace, query, settings.neighbours)
            else:
                found = self._refresh().top(query, settings.neighbours)
        if not found:
            return []
        summaries = self._store.plan_summaries(self.workspace, [plan_id for plan_id, _ in found])
        now = time.time()
        candidates, stale = [], []
        for plan_id, similarity in found:
            summary = summaries.get(plan_id)
            if summary is None:
                continue
            if settings.ttl is not None and summary.updated_at < now - settings.ttl:
                continue
            candidates.append(_Candidate(summary, similarity))
        tool_ids = sorted({tool_id for c in candidates for tool_id in c.summary.tools})
        current = self._store.tool_hashes(self.workspace, tool_ids) if tool_ids else {}
        kept = []
        for candidate in candidates:
            if any(current.get(t) != h for t, h in candidate.summary.tools.items()):
                stale.append(candidate.summary.id)
            else:
                kept.append(candidate)
        if stale:  # a tool it calls changed or went away: the plan is invalid
            self._store.delete_plans(self.workspace, stale)
        return kept

    def _load(self, plan_id: str) -> PlanRecord | None:
        return self._store.get_plans(self.workspace, [plan_id]).get(plan_id)

    def _refresh(self) -> _PlanIndex:
        """Bring the in-memory vectors up to date with the store (new plans only, unless many went)."""
        version = self._store.plans_version(self.workspace)
        index = self._index
        if index.version == version:
            return index
        with self._lock:
            index = self._index
            if index.version != version:
                update = self._store.plan_vectors(self.workspace, index.last_seq)
                if len(index.ids) + len(update.ids) - update.alive > max(100, update.alive // 4):
                    index = _PlanIndex(self.ann_threshold)
                    update = self._store.plan_vectors(self.workspace, 0)
                index.extend(update.seqs, update.ids, update.vectors, version=update.version)
                self._index = index
            return index


class _PlanIndex:
    """Request vectors of the stored plans, growing as plans are added.

    Deleted plans stay until too many have gone (their rows are simply not found any more); the
    index is then rebuilt from the store.
    """

    def __init__(self, ann_threshold: int) -> None:
        self.ann_threshold = ann_threshold
        self.version = -1
        self.last_seq = 0
        self.ids: list[str] = []
        self.duplicates = 0  # rows whose id an earlier row already has
        self._known: set[str] = set()
        self._matrix: Vectors | None = None
        self._dense: DenseIndex | None = None
        self._hnsw: Any = None

    def extend(self, seqs: Sequence[int], ids: Sequence[str], vectors: Vectors | None, *, version: int) -> None:
        """Add plans stored since the last call."""
        self.version = version
        if not ids:
            return
        self.last_seq = max(self.last_seq, max(seqs))
        known = self._known
        self.duplicates += sum(1 for plan_id in ids if plan_id in known)
        known.update(ids)
        self.ids.extend(ids)
        if vectors is None:
            return
        if self._hnsw is not None:  # the graph holds the vectors; new ones are added to it
            self._hnsw.add(np.ascontiguousarray(vectors, dtype=np.float32))
            return
        self._matrix = vectors if self._matrix is None else np.vstack([self._matrix, vectors])
        self._dense = DenseIndex(self._matrix, ann_threshold=self.ann_threshold)
        if self._dense.graph is not None:  # crossed the threshold: keep its graph and add to it from now on
            self._hnsw = self._dense.graph
            self._matrix = self._dense = None

    def top(self, query: Vectors, n: int) -> list[tuple[str, float]]:
        """The ``n`` most similar plans, ``(plan id, cosine similarity)``, most similar first."""
        if (self._matrix is None and self._hnsw is None) or not self.ids:
            return []
        # A plan evicted and stored again has a second row (same id): ask for more, keep each id once.
        wanted = min(len(self.ids), n + min(self.duplicates, n))
        if self._hnsw is not None:
            similarities, found = self._hnsw.search(query.reshape(1, -1).astype(np.float32), wanted)
            pairs = [(int(r), float(s)) for r, s in zip(found[0], similarities[0], strict=True) if r >= 0]
        else:
            assert self._dense is not None
            rows, scores = self._dense.top(query, wanted)
            pairs = [(int(r), float(s)) for r, s in zip(rows, scores, strict=True)]
        best: dict[str, float] = {}
        for row, similarity in pairs:
            best.setdefault(self.ids[row], similarity)
        return list(best.items())[:n]


def _decide(
    request: str,
    candidates: Sequence[_Candidate],
    settings: PlanSettings,
    load: Callable[[str], PlanRecord | None],
) -> PlanHit | None:
    """Pick the plan to replay among a request's neighbours, or none; ``load`` reads a chosen plan."""
    if not candidates:
        return None
    weights = [max(c.similarity, 0.0) ** _POWER for c in candidates]
    weights = [w if w >= _NEGLIGIBLE else 0.0 for w in weights]
    total = sum(weights)
    eligible = [c for c in candidates if c.similarity >= settings.threshold and c.summary.score >= settings.min_score]
    eligible.sort(key=lambda c: c.similarity + settings.score_weight * c.summary.score, reverse=True)
    for chosen in eligible:
        signature = chosen.summary.signature
        same = sum(w for w, c in zip(weights, candidates, strict=True) if c.summary.signature == signature)
        agreement = same / total if total > 0 else 0.0
        if agreement < settings.agreement:
            continue
        record = load(chosen.summary.id)
        if record is None:
            continue
        plan = record.plan
        filled = fill_slots(plan.request, request, plan.steps, record.slots)
        if filled is None:
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


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def _normalise(request: str) -> str:
    return _SPACE.sub(" ", request.strip()).casefold()


def _plan_id(request: str, steps: Sequence[Step]) -> str:
    """The same request (ignoring case and spacing) with the same calls gets the same id."""
    calls = [{"tool_id": s.tool_id, "arguments": dict(s.arguments), "answer": s.answer} for s in steps]
    data = json.dumps([_normalise(request), calls], sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "plan-" + hashlib.sha256(data.encode()).hexdigest()[:20]


def _signature(steps: Sequence[Step]) -> str:
    """What agreement compares: the tools called, in order (a direct answer counts as no tool)."""
    return json.dumps([step.tool_id for step in steps])
