"""Experience memory: every tool call recorded, with statistics per tool.

Reached as ``mem.calls``. Each call keeps its input, output, outcome, time and token cost; the
newest ``history_cap`` calls per tool are kept in full while all-time totals are kept separately,
so capping never loses counts. Which tools served which requests feeds tool search
(:mod:`toolmem.experience.prior`).

Example:
    >>> call = mem.calls.record("weather.forecast", request="rain in Lisbon?",  # doctest: +SKIP
    ...                         input={"city": "Lisbon"}, output="light rain", time_cost=0.21)
    >>> mem.calls.stats("weather.forecast").success_rate  # doctest: +SKIP
    1.0
"""

from __future__ import annotations

import builtins
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError, NotFoundError, PayloadTooLargeError, ToolNotFoundError, ValidationError
from toolmem.experience.evaluation import DEFAULT_BATCH_SIZE, NO_LLM_HINT, CallEvaluator, evaluate_calls
from toolmem.experience.guidelines import GuidelineWriter
from toolmem.experience.statistics import call_timeline, call_trends, table_stats, tool_stats
from toolmem.llm import ChatModel
from toolmem.records import Call, Guidelines, StatsTimeline, ToolStats, content_hash
from toolmem.records.timeline import Bucketing
from toolmem.stores import Workspace
from toolmem.stores.idempotency import idempotent, make_key
from toolmem.text.truncate import truncate_output

__all__ = ["DEFAULT_HISTORY_CAP", "DEFAULT_MAX_PAYLOAD_BYTES", "ExperienceLog"]

DEFAULT_HISTORY_CAP = 100
DEFAULT_MAX_PAYLOAD_BYTES = 1_000_000


class ExperienceLog:
    """The call log of one workspace.

    Args:
        space: the workspace whose calls these are.
        embedder: the workspace's embedder (requests are embedded by search, not when recorded).
        history_cap: full calls kept per tool (totals are kept for all of them).
        max_payload_bytes: the largest input + output one call may carry.
        llm: the chat model that writes guidelines and judges calls; without one, guidelines are
            a statistical summary and calls are not judged.
    """

    def __init__(
        self,
        space: Workspace,
        embedder: Embedder | None,
        *,
        history_cap: int = DEFAULT_HISTORY_CAP,
        max_payload_bytes: int = DEFAULT_MAX_PAYLOAD_BYTES,
        llm: ChatModel | None = None,
    ) -> None:
        if history_cap < 1:
            raise ValidationError("history_cap", f"must be at least 1, got {history_cap!r}")
        self.workspace = space.name
        self.space = space
        self.embedder = embedder
        self._calls = self.space.calls
        self._tools = self.space.tools
        self.history_cap = history_cap
        self.max_payload_bytes = max_payload_bytes
        self.llm = llm
        self.writer = GuidelineWriter(space, llm)
        self.evaluator = CallEvaluator(space, llm) if llm is not None else None

    def record(
        self,
        tool_id: str,
        request: str = "",
        input: Any = None,
        output: Any = "",
        success: bool = True,
        time_cost: float = 0.0,
        token_cost: int | None = None,
        error: str | None = None,
        created_at: float | None = None,
        metadata: Mapping[str, Any] | None = None,
        *,
        evaluation: str | None = None,
        score: float | None = None,
        summary: str | None = None,
        max_output_tokens: int | None = None,
        evaluate: bool = False,
        idempotency_key: str | None = None,
    ) -> Call:
        """Record one tool call.

        Args:
            tool_id: a tool of this workspace's catalogue.
            request: the user request that led to the call.
            input: the arguments (JSON-serialisable).
            output: what the tool returned; not a string, it is stored as JSON.
            success: whether it did what was asked.
            time_cost: seconds it took (≥ 0, at most a year: :data:`~toolmem.records.checks.MAX_TIME_COST`).
            token_cost: tokens it cost; counted from input and output (o200k_base) when omitted.
            error: the error message of a failed call.
            created_at: when it happened (default now); part of the call's identity.
            metadata: anything else worth keeping.
            evaluation: an optional judgement in words.
            score: an optional quality score in [0, 1].
            summary: an optional one-line summary of what the call did.
            max_output_tokens: cap the stored output at this many tokens; the full output is then
                kept under ``call.output_handle`` (read it with :meth:`output`).
            evaluate: have the chat model judge the call in the background (summary, evaluation,
                score 0/0.5/1, filling only what was not given); :meth:`wait_evaluations` waits.
            idempotency_key: a key chosen by the caller for this write (see :mod:`toolmem.stores.idempotency`):
                recording again under the same key writes nothing and returns the first call.

        Returns:
            The stored call; ``id`` is 0 when the same call (same content and time) was already
            recorded, in which case nothing was written.

        Raises:
            ToolNotFoundError: the tool is not in the catalogue.
            ValidationError: a field has the wrong type or a negative cost.
            PayloadTooLargeError: input and output together exceed ``max_payload_bytes``.
            ConfigError: ``evaluate`` without a chat model.
            IdempotencyKeyError: the key was used for another request.
        """
        fields = {
            "tool_id": tool_id,
            "request": request,
            "input": input,
            "output": output,
            "success": success,
            "time_cost": time_cost,
            "token_cost": token_cost,
            "error": error,
            "created_at": created_at,
            "metadata": metadata,
            "evaluation": evaluation,
            "score": score,
            "summary": summary,
        }
        return self.record_many(
            [fields], max_output_tokens=max_output_tokens, evaluate=evaluate, idempotency_key=idempotency_key
        )[0]

    def record_many(
        self,
        calls: Iterable[Mapping[str, Any] | Call],
        *,
        max_output_tokens: int | None = None,
        evaluate: bool = False,
        idempotency_key: str | None = None,
    ) -> builtins.list[Call]:
        """Record many calls in one transaction: all are validated first, and one bad call writes nothing.

        Each item is a :class:`Call` or a dict with the arguments of :meth:`record`. With
        ``evaluate``, the newly stored calls are queued for the chat model (see :meth:`record`)
        and this returns without waiting for it. With ``idempotency_key``, recording the same calls
        again under that key writes nothing and returns the calls of the first time, ids and times
        included.

        Raises:
            ToolNotFoundError, ValidationError, PayloadTooLargeError: as :meth:`record`; the
                message of a batch error starts with the item's position.
            ConfigError: ``evaluate`` without a chat model.
            IdempotencyKeyError: the key was used for another request.
        """
        if evaluate and self.evaluator is None:
            raise ConfigError(f"evaluating calls needs a chat model: {NO_LLM_HINT}")
        items = builtins.list(calls)
        now = time.time()
        prepared, outputs = self._prepare_all(items, now, max_output_tokens)
        request = {
            "calls": [_request_of(call, _given_time(item)) for call, item in zip(prepared, items, strict=True)],
            "max_output_tokens": max_output_tokens,
        }
        key = make_key(idempotency_key, "calls.record", request)

        def write() -> builtins.list[Call]:
            self._check_tools({call.tool_id for call in prepared})
            # No model runs here: the requests are embedded in one batch by the next search that needs them.
            ids = self._calls.record(prepared, cap=self.history_cap, outputs=outputs, idempotency=key)
            stored = [replace(call, id=new or 0) for call, new in zip(prepared, ids, strict=True)]
            if evaluate and self.evaluator is not None:
                self.evaluator.submit([call for call in stored if call.id])
            return stored

        def replay(result: Any) -> builtins.list[Call]:
            """The calls as the first write stored them: its ids and times."""
            timed = [_at(item, at) for item, at in zip(items, result["created_at"], strict=True)]
            again, _ = self._prepare_all(timed, now, max_output_tokens)
            return [replace(call, id=new or 0) for call, new in zip(again, result["ids"], strict=True)]

        return idempotent(self.space.idempotency, key, write, replay)

    def _prepare_all(
        self, items: builtins.list[Mapping[str, Any] | Call], now: float, cap: int | None
    ) -> tuple[builtins.list[Call], dict[str, str]]:
        """Validate every call; their full outputs by handle where a cap cut them."""
        prepared: builtins.list[Call] = []
        outputs: dict[str, str] = {}
        for position, item in enumerate(items):
            try:
                call, full = self._prepare(item, now, cap)
            except PayloadTooLargeError:
                raise
            except ValidationError as exc:
                prefix = f"calls[{position}].{exc.field}" if len(items) > 1 else exc.field
                raise ValidationError(prefix, str(exc).split(": ", 1)[1]) from exc
            prepared.append(call)
            if full is not None and call.output_handle:
                outputs[call.output_handle] = full
        return prepared, outputs

    def list(
        self, tool_id: str | None = None, *, limit: int | None = 50, offset: int = 0, success: bool | None = None
    ) -> builtins.list[Call]:
        """Kept calls, newest first, optionally of one tool and one outcome."""
        return self._calls.list(tool_id, limit=limit, offset=offset, success=success)

    def stats(self, tool_id: str, recent: int | None = None) -> ToolStats:
        """How a tool has behaved, over all its history or over its last ``recent`` calls.

        Counts, success rate and averages cover all history (``recent=None``) even where old calls
        were capped away; the time percentiles cover the kept calls.

        Raises:
            ToolNotFoundError: the tool is not in the catalogue and was never called.
            ValidationError: ``recent`` is not a positive integer.
        """
        if recent is not None and (not isinstance(recent, int) or recent < 1):
            raise ValidationError("recent", f"must be a positive integer, got {recent!r}")
        totals = self._calls.totals(tool_id).get(tool_id)
        if totals is None:
            self._check_tools({tool_id})
        kept = self._calls.list(tool_id, limit=recent or self.history_cap)
        return tool_stats(tool_id, totals, kept, recent)

    def stats_by_tool(self) -> builtins.list[ToolStats]:
        """All-time statistics of every tool in the catalogue and every tool ever called, by tool id.

        The same numbers as :meth:`stats` per tool (tools never called have zeros), read with three
        queries whatever the number of tools: what a table of every tool needs.
        """
        totals = self._calls.totals()
        times = self.space.timeline.kept_call_times()
        ids = sorted(set(self._tools.hashes()) | set(totals))
        return [table_stats(tool_id, totals.get(tool_id), times.get(tool_id, ())) for tool_id in ids]

    def timeline(
        self,
        tool_id: str | None = None,
        *,
        by: Bucketing = "auto",
        limit: int = 90,
        now: float | None = None,
    ) -> StatsTimeline:
        """A tool's calls over time (or every tool's together): count, success rate, time and tokens
        by hour or by day.

        Counts are kept as calls are recorded, so they cover calls the history cap has dropped.

        Args:
            tool_id: the tool; ``None`` for the whole workspace.
            by: ``"hour"``, ``"day"``, or ``"auto"``: hours while the first call is less than two
                days old, days after.
            limit: the most buckets, the newest kept.
            now: the end of the timeline (default: the current time).

        Raises:
            ToolNotFoundError: the tool is not in the catalogue and was never called.
            ValidationError: ``by`` or ``limit`` is invalid.

        Example:
            >>> [b.calls for b in mem.calls.timeline("weather.forecast", by="day").buckets]  # doctest: +SKIP
            [12, 0, 31]
        """
        if tool_id is not None and not self._calls.totals(tool_id):
            self._check_tools({tool_id})
        return call_timeline(self.space.timeline, tool_id, by, limit, time.time() if now is None else now)

    def trends(self, *, by: Bucketing = "auto", limit: int = 30, now: float | None = None) -> dict[str, StatsTimeline]:
        """The timeline of every tool called within the window, by tool id, all over the same buckets
        (chosen by ``by`` from the whole workspace's span); see :meth:`timeline`."""
        return call_trends(self.space.timeline, by, limit, time.time() if now is None else now)

    def guidelines(self, tool_id: str, *, force: bool = False, recent: int | None = None) -> Guidelines:
        """Usage guidelines of a tool, written by the chat model from its recorded calls.

        Looked up by exact tool id; rewritten only when calls were recorded since (or ``force``),
        from the most recent ``recent`` kept calls when given (all kept calls otherwise).
        Without a chat model, a deterministic statistical summary, labelled as such.

        Raises:
            ToolNotFoundError: the tool is not in the catalogue.
            LLMError: the chat model failed.
        """
        return self.writer.guidelines(tool_id, force=force, recent=recent)

    def current_guidelines(self, tool_id: str) -> Guidelines:
        """The guidelines as they stand, never written nor asked of the model: the stored ones, else
        a statistical summary computed now.

        Raises:
            ToolNotFoundError: the tool is not in the catalogue.
        """
        return self.writer.current(tool_id)

    def saved_guidelines(self, tool_id: str) -> Guidelines | None:
        """The guidelines last written for a tool, without writing new ones (no model call), or ``None``."""
        return self._calls.guidelines(tool_id)

    def evaluate(
        self, call_ids: Sequence[int] | None = None, *, tool_id: str | None = None, batch_size: int = DEFAULT_BATCH_SIZE
    ) -> builtins.list[Call]:
        """Have the chat model judge recorded calls now, ``batch_size`` calls per request.

        See :func:`toolmem.experience.evaluation.evaluate_calls`.
        """
        return evaluate_calls(self.space, self.llm, call_ids, tool_id=tool_id, batch_size=batch_size)

    def wait_evaluations(self, timeout: float | None = None) -> bool:
        """Wait until the calls recorded with ``evaluate=True`` are judged (or their batch failed).

        Returns:
            ``False`` if ``timeout`` seconds passed first; ``True`` also when nothing was queued.
        """
        return True if self.evaluator is None else self.evaluator.wait(timeout)

    def close(self) -> None:
        """Stop the background evaluator after the batch it is judging."""
        if self.evaluator is not None:
            self.evaluator.close()

    def output(self, handle: str) -> str:
        """The full output of a call whose stored output was capped.

        Raises:
            NotFoundError: no output is kept under this handle.
        """
        text = self._calls.output(handle)
        if text is None:
            raise NotFoundError("output", handle, f"in workspace {self.workspace!r}")
        return text

    # internals ------------------------------------------------------------------------------
    def _prepare(self, fields: Mapping[str, Any] | Call, now: float, cap: int | None) -> tuple[Call, str | None]:
        """The call validated (:meth:`Call.from_fields`), its output capped at ``cap`` tokens, and
        the full output when the cap cut it (kept under ``output_handle``)."""
        call = Call.from_fields(fields, now=now, max_payload_bytes=self.max_payload_bytes)
        if cap is None:
            return call, None
        stored = truncate_output(call.output, cap)
        if stored == call.output:
            return call, None
        return replace(call, output=stored, output_handle=content_hash({"output": call.output})), call.output

    def _check_tools(self, tool_ids: set[str]) -> None:
        found = self._tools.get(sorted(tool_ids))
        for tool_id in sorted(tool_ids - set(found)):
            raise ToolNotFoundError(tool_id, self.workspace)


def _given_time(item: Mapping[str, Any] | Call) -> Any:
    """The time a caller gave a call (``None`` when it is to be stamped now)."""
    return item.created_at if isinstance(item, Call) else item.get("created_at")


def _at(item: Mapping[str, Any] | Call, created_at: float) -> Mapping[str, Any] | Call:
    """A call as given, at the time the first write stamped it."""
    return replace(item, created_at=created_at) if isinstance(item, Call) else {**item, "created_at": created_at}


def _request_of(call: Call, created_at: Any) -> dict[str, Any]:
    """What identifies a recorded call's request for an idempotency key: every field as given (the
    time only when the caller gave it; a retry is stamped anew)."""
    data = call.to_dict()
    for name in ("id", "content_hash", "created_at"):
        data.pop(name)
    return {**data, "created_at": created_at}
