"""Recorded tool calls, their statistics and usage guidelines."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Call", "CallJudgement", "Guidelines", "ToolStats"]


@dataclass(frozen=True)
class Call:
    """One recorded tool invocation.

    Attributes:
        id: the store's id for it (``0`` before it is stored).
        tool_id: the tool that was called.
        request: the user request that led to the call ("" when unknown).
        input: the arguments, as JSON-serialisable data.
        output: what the tool returned (capped when recorded with a token cap).
        success: whether the call did what was asked.
        error: the error message of a failed call.
        time_cost: seconds the call took.
        token_cost: tokens the call cost (input + output, counted when not given).
        evaluation: an optional judgement in words (from an LLM judge or a person).
        score: an optional quality score in [0, 1] (an LLM judge gives 0, 0.5 or 1, as ReMe does).
        summary: an optional one-line summary of what the call did (ReMe's ``summary``).
        metadata: anything else (agent, model, trace id).
        created_at: seconds since the epoch.
        content_hash: identifies the call; recording the same call twice stores it once.
        output_handle: where the uncapped output can be read back, if it was kept.
    """

    tool_id: str
    request: str = ""
    input: Any = None
    output: str = ""
    success: bool = True
    error: str | None = None
    time_cost: float = 0.0
    token_cost: int = 0
    evaluation: str | None = None
    score: float | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    created_at: float = 0.0
    content_hash: str = ""
    id: int = 0
    output_handle: str | None = None
    summary: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the call as plain JSON-serialisable data."""
        return {
            "id": self.id,
            "tool_id": self.tool_id,
            "request": self.request,
            "input": self.input,
            "output": self.output,
            "success": self.success,
            "error": self.error,
            "time_cost": self.time_cost,
            "token_cost": self.token_cost,
            "evaluation": self.evaluation,
            "score": self.score,
            "summary": self.summary,
            "metadata": dict(self.metadata),
            "created_at": self.created_at,
            "content_hash": self.content_hash,
            "output_handle": self.output_handle,
        }


@dataclass(frozen=True)
class CallJudgement:
    """What a judge (a chat model, ReMe-style) said of one recorded call; ``None`` fields say nothing.

    Attributes:
        call_id: the call judged.
        summary: what the call did, in a sentence.
        evaluation: how well it served the request.
        score: 0, 0.5 or 1 (ReMe's scale); any value in [0, 1] is stored.
    """

    call_id: int
    summary: str | None = None
    evaluation: str | None = None
    score: float | None = None


@dataclass(frozen=True)
class ToolStats:
    """How a tool has behaved.

    Attributes:
        tool_id: the tool.
        calls: calls counted (all history, or the last ``window`` kept calls).
        successes: successful calls among them.
        success_rate: ``successes / calls`` (0 without calls).
        avg_time_cost: mean seconds per call.
        p50_time_cost, p95_time_cost: time percentiles over the kept history.
        avg_token_cost: mean tokens per call.
        last_error: the most recent error message, if any.
        first_seen, last_seen: timestamps of the first and last call (``None`` without calls).
        window: ``None`` for all history, else the number of recent calls asked for.
    """

    tool_id: str
    calls: int
    successes: int
    success_rate: float
    avg_time_cost: float
    p50_time_cost: float
    p95_time_cost: float
    avg_token_cost: float
    last_error: str | None
    first_seen: float | None
    last_seen: float | None
    window: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """Return the statistics as plain data."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}


@dataclass(frozen=True)
class Guidelines:
    """Usage guidelines of a tool.

    Attributes:
        tool_id: the tool.
        text: the guidelines, statistics block included.
        source: ``"llm:<model>"`` when a model wrote them, ``"statistics"`` when none was configured.
        calls_seen: how many calls had been recorded when they were written.
        created_at: when they were written.
    """

    tool_id: str
    text: str
    source: str
    calls_seen: int
    created_at: float

    def to_dict(self) -> dict[str, Any]:
        """Return the guidelines as plain data."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}
