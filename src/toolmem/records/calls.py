"""Recorded tool calls, their statistics and usage guidelines.

A call is validated once, by :meth:`Call.from_fields`, whatever face recorded it: the Python API
(``mem.calls.record`` / ``record_many``), the HTTP route, the MCP tool, the CLI or the agent loop.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from toolmem.errors import PayloadTooLargeError, ValidationError
from toolmem.records.checks import (
    MAX_TIME_COST,
    check_json,
    check_number,
    check_string,
    check_text,
    check_timestamp,
    json_text,
)
from toolmem.records.tools import content_hash
from toolmem.text.tokens import count_tokens

__all__ = ["CALL_FIELDS", "Call", "CallJudgement", "Guidelines", "ToolStats"]

_STORE_FIELDS = frozenset({"id", "content_hash", "output_handle"})


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

    @classmethod
    def from_fields(
        cls, fields: Mapping[str, Any] | Call, *, now: float | None = None, max_payload_bytes: int | None = None
    ) -> Call:
        """The call a caller recorded, validated: the one check every face's call goes through.

        Args:
            fields: the arguments of :meth:`ExperienceLog.record <toolmem.experience.log.ExperienceLog.record>`
                (``tool_id`` required, the rest optional), or a :class:`Call`, checked again.
            now: the time given to a call without ``created_at`` (default: the current time).
            max_payload_bytes: the largest input + output allowed, in bytes (default: no limit).

        Returns:
            The call with its full output, its time, its token cost (counted from input and output,
            o200k_base, when not given) and its ``content_hash``; ``id`` 0, no ``output_handle``.

        Raises:
            ValidationError: an unknown field, a field of the wrong type, a negative or too large
                cost, a score outside [0, 1], text that cannot be stored; ``.field`` names it.
            PayloadTooLargeError: input and output together exceed ``max_payload_bytes``.

        Example:
            >>> Call.from_fields({"tool_id": "wx", "output": "rain", "created_at": 0}).token_cost
            2
        """
        if isinstance(fields, Call):
            fields = vars(fields)
        elif not isinstance(fields, Mapping):
            raise ValidationError("call", f"must be a Call or a dict of its fields, got {type(fields).__name__}")
        unknown = sorted(set(fields) - CALL_FIELDS - _STORE_FIELDS)
        if unknown:
            raise ValidationError(unknown[0], f"unknown field; expected some of {', '.join(sorted(CALL_FIELDS))}")
        tool_id = check_string(fields.get("tool_id"), "tool_id", required=True)
        request = check_string(fields.get("request") or "", "request")
        check_json(fields.get("input"), "input")
        output = _output_text(fields.get("output", ""))
        input_json = json_text(fields.get("input"), "input")
        size = len(input_json.encode()) + len(output.encode())
        if max_payload_bytes is not None and size > max_payload_bytes:
            raise PayloadTooLargeError("input+output", size, max_payload_bytes)
        success = fields.get("success", True)
        if not isinstance(success, bool):
            raise ValidationError("success", f"must be true or false, got {success!r}")
        given_at = fields.get("created_at")
        if given_at is None:
            created_at = time.time() if now is None else now
        else:
            created_at = check_timestamp(given_at, "created_at")
        token_cost = fields.get("token_cost")
        if token_cost is None:
            token_cost = count_tokens(input_json) + count_tokens(output)
        elif isinstance(token_cost, bool) or not isinstance(token_cost, int) or not 0 <= token_cost < 2**63:
            raise ValidationError("token_cost", f"must be a non-negative 64-bit integer, got {token_cost!r}")
        score = fields.get("score")
        if score is not None:
            score = check_number(score, "score", default=0.0)
            if not 0.0 <= score <= 1.0:
                raise ValidationError("score", f"must be within [0, 1], got {score!r}")
        metadata = fields.get("metadata") or {}
        if not isinstance(metadata, Mapping):
            raise ValidationError("metadata", f"must be an object, got {metadata!r}")
        check_json(metadata, "metadata")
        json_text(metadata, "metadata")
        error = fields.get("error")
        if error is not None:
            check_string(error, "error")
        identity = {
            "tool_id": tool_id,
            "request": request,
            "input": fields.get("input"),
            "output": output,
            "success": success,
            "error": error,
            "created_at": created_at,
        }
        return cls(
            tool_id=tool_id,
            request=request,
            input=fields.get("input"),
            output=output,
            success=success,
            error=error,
            time_cost=check_number(fields.get("time_cost", 0.0), "time_cost", default=0.0, maximum=MAX_TIME_COST),
            token_cost=token_cost,
            evaluation=check_string(fields.get("evaluation"), "evaluation") if fields.get("evaluation") else None,
            score=score,
            summary=check_string(fields.get("summary"), "summary") if fields.get("summary") else None,
            metadata=dict(metadata),
            created_at=created_at,
            content_hash=content_hash(identity),
        )

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


#: The fields a caller gives when recording a call (``id``, ``content_hash`` and ``output_handle``
#: are the store's, ignored when given).
CALL_FIELDS = frozenset(Call.__dataclass_fields__) - _STORE_FIELDS


def _output_text(value: Any) -> str:
    """A call's output as stored: text as it is, any other JSON value as JSON text."""
    if isinstance(value, str):
        return check_text(value, "output")
    check_json(value, "output")
    return json_text(value, "output")
