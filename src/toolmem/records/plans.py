"""Plans: a request and the steps that satisfied it, and plan-cache hits."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from toolmem.errors import ValidationError
from toolmem.records.checks import check_json, check_text

__all__ = ["Plan", "PlanHit", "Step"]


@dataclass(frozen=True)
class Step:
    """One step of a plan: a tool call with its arguments and what it returned, or a direct answer.

    Attributes:
        tool_id: the tool called, or ``None`` for a direct answer.
        arguments: the call's arguments (JSON values).
        observation: what the call returned, as text, if recorded.
        answer: the direct answer, for a step that calls no tool.
    """

    tool_id: str | None = None
    arguments: Mapping[str, Any] = field(default_factory=dict)
    observation: str | None = None
    answer: str | None = None

    def __post_init__(self) -> None:
        if (self.tool_id is None) == (self.answer is None):
            raise ValidationError("step", "a plan step has either a tool_id (a call) or an answer, not both or neither")
        if self.tool_id is not None and (not isinstance(self.tool_id, str) or not self.tool_id):
            raise ValidationError("tool_id", f"must be a non-empty string, got {self.tool_id!r}")
        if not isinstance(self.arguments, Mapping):
            raise ValidationError("arguments", f"must be an object, got {self.arguments!r}")
        if self.answer is not None and not isinstance(self.answer, str):
            raise ValidationError("answer", f"must be text, got {self.answer!r}")
        if self.observation is not None and not isinstance(self.observation, str):
            raise ValidationError("observation", f"must be text, got {self.observation!r}")
        for name in ("tool_id", "observation", "answer"):
            value = getattr(self, name)
            if value is not None:
                check_text(value, name)
        check_json(self.arguments, "arguments")

    @classmethod
    def from_value(cls, value: Step | Mapping[str, Any]) -> Step:
        """A step from itself or from a dict (``tool_id``/``tool``, ``arguments``, ``observation``, ``answer``).

        Raises:
            ValidationError: the dict is not a step.
        """
        if isinstance(value, Step):
            return value
        if not isinstance(value, Mapping):
            raise ValidationError("step", f"must be an object, got {type(value).__name__}")
        unknown = set(value) - {"tool_id", "tool", "arguments", "observation", "answer"}
        if unknown:
            raise ValidationError("step", f"unknown field(s): {', '.join(sorted(unknown))}")
        observation = value.get("observation")
        return cls(
            tool_id=value.get("tool_id", value.get("tool")),
            arguments=value.get("arguments") or {},
            observation=None if observation is None else str(observation),
            answer=value.get("answer"),
        )

    def to_dict(self) -> dict[str, Any]:
        """The step as plain JSON data (empty fields left out)."""
        data: dict[str, Any] = {}
        if self.tool_id is not None:
            data["tool_id"] = self.tool_id
            data["arguments"] = dict(self.arguments)
        if self.observation is not None:
            data["observation"] = self.observation
        if self.answer is not None:
            data["answer"] = self.answer
        return data


@dataclass(frozen=True)
class Plan:
    """A request and the steps that satisfied it, with its reward.

    Attributes:
        id: stable id, derived from the request and the steps (storing both again gives the same id).
        request: the request text it answered.
        steps: the steps, in order.
        score: the reward, an exponential moving average of feedback in [0, 1]; starts at 1.
        hits: how often a lookup returned it.
        successes, failures: feedback received.
        tools: the content hash of every tool the steps use, when the plan was stored.
        created_at, updated_at: Unix times.
        last_used_at: when a lookup last returned it.
    """

    id: str
    request: str
    steps: tuple[Step, ...]
    score: float = 1.0
    hits: int = 0
    successes: int = 0
    failures: int = 0
    tools: Mapping[str, str] = field(default_factory=dict)
    created_at: float = 0.0
    updated_at: float = 0.0
    last_used_at: float | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Plan:
        """A plan from :meth:`to_dict`'s data.

        Raises:
            ValidationError: a step is malformed.
        """
        return cls(
            id=data["id"],
            request=data["request"],
            steps=tuple(Step.from_value(step) for step in data["steps"]),
            score=data["score"],
            hits=data["hits"],
            successes=data["successes"],
            failures=data["failures"],
            tools=dict(data["tools"]),
            created_at=data["created_at"],
            updated_at=data["updated_at"],
            last_used_at=data["last_used_at"],
        )

    def to_dict(self) -> dict[str, Any]:
        """The plan as plain JSON data."""
        return {
            "id": self.id,
            "request": self.request,
            "steps": [step.to_dict() for step in self.steps],
            "score": self.score,
            "hits": self.hits,
            "successes": self.successes,
            "failures": self.failures,
            "tools": dict(self.tools),
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            "last_used_at": self.last_used_at,
        }


@dataclass(frozen=True)
class PlanHit:
    """A stored plan that answers a request.

    Attributes:
        id: the plan's id (give it to ``mem.plans.feedback``).
        steps: the steps to replay, with argument values taken from *this* request where the stored
            request supplied them (see ``slots``).
        similarity: cosine similarity of the two requests' embeddings, in [-1, 1].
        score: the plan's reward in [0, 1].
        agreement: the similarity-weighted share of the most similar stored requests whose plans
            use the same tools, in [0, 1].
        plan: the plan as stored.
        slots: argument values replaced for this request, ``{stored value: new value}``.
    """

    id: str
    steps: tuple[Step, ...]
    similarity: float
    score: float
    agreement: float
    plan: Plan
    slots: Mapping[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The hit as plain JSON data."""
        return {
            "id": self.id,
            "steps": [step.to_dict() for step in self.steps],
            "similarity": self.similarity,
            "score": self.score,
            "agreement": self.agreement,
            "slots": dict(self.slots),
            "plan": self.plan.to_dict(),
        }
