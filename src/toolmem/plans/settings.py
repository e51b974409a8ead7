"""The plan cache's settings, saved per workspace."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from toolmem.errors import ConfigError

__all__ = ["PlanSettings"]


@dataclass(frozen=True)
class PlanSettings:
    """How the plan cache decides; saved per workspace with :meth:`PlanCache.configure`.

    Attributes:
        threshold: τ, the least cosine similarity (in [-1, 1]) between a request and a stored one.
        alpha: α, the weight of the newest outcome in the score's moving average.
        min_score: ε, plans scored below it are neither returned nor kept.
        agreement: the least similarity-weighted share of neighbours that must use the same tools.
        consensus: the least similarity-weighted share of the whole neighbourhood that must call the
            tools of a plan taking no arguments, replayed because its wording fits: such a plan does
            the same for any request, so its neighbours are the evidence that it is the right one.
        neighbours: how many similar stored requests are compared.
        crowd: how many of them, at least τ similar, must call the same tools before their consensus
            answers a request whose words differ from the nearest plan's.
        reword: the least similarity at which a request whose one unaccounted word is its action
            word, in the place of the stored request's ("remove the file" for "delete the file"), is
            served by a plan of one tool the catalogue does not hold.
        reword_phrase: there also, the least similarity of what the two requests say they do: the
            action word and the two content words after it ("remove file" for "delete file"). A
            long request alike in all but its action word is ``reword`` close whatever that word is
            ("send an email to … saying …" for "draft an email to … saying …").
        reword_catalogue: the same as ``reword`` when the catalogue holds the tool, whose search
            must then put it first for the request.
        paraphrase: the least similarity at which a request worded otherwise (words added, or
            dropped, not both) is served by a plan of one tool the catalogue holds: its search must
            put the tool first for the request and name no new word in another tool, and no new
            word may be one the tool's parameters speak of (names, descriptions, listed values).
        score_weight: how much the score counts beside similarity when choosing among plans.
        ttl: seconds a plan lives after it was last stored or rewarded; ``None`` forever.
        max_plans: the most plans a workspace keeps (the lowest scored go first); ``None`` no bound.
    """

    threshold: float = 0.4
    alpha: float = 0.3
    min_score: float = 0.2
    agreement: float = 0.8
    consensus: float = 0.7
    neighbours: int = 20
    crowd: int = 5
    reword: float = 0.9
    reword_phrase: float = 0.85
    reword_catalogue: float = 0.75
    paraphrase: float = 0.6
    score_weight: float = 0.1
    ttl: float | None = None
    max_plans: int | None = None

    def __post_init__(self) -> None:
        similarities = ("threshold", "reword", "reword_phrase", "reword_catalogue", "paraphrase")
        for name in (*similarities, "alpha", "min_score", "agreement", "consensus", "score_weight"):
            value = getattr(self, name)
            if not _is_number(value) or not math.isfinite(value):
                raise ConfigError(f"{name} must be a number, got {value!r}")
        for name in similarities:
            if not -1.0 <= getattr(self, name) <= 1.0:
                raise ConfigError(f"{name} is a cosine similarity in [-1, 1], got {getattr(self, name)!r}")
        for name in ("alpha", "min_score", "agreement", "consensus"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ConfigError(f"{name} must be within [0, 1], got {value!r}")
        if self.alpha == 0.0:
            raise ConfigError("alpha must be above 0, or feedback would never change a score")
        if self.score_weight < 0:
            raise ConfigError(f"score_weight must not be negative, got {self.score_weight!r}")
        if not _is_count(self.neighbours):
            raise ConfigError(f"neighbours must be a positive integer, got {self.neighbours!r}")
        if not _is_count(self.crowd):
            raise ConfigError(f"crowd must be a positive integer, got {self.crowd!r}")
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


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1
