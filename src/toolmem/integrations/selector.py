"""What every framework integration shares: the tools of a turn, the record of each call, plan replay.

A :class:`ToolSelector` holds no framework types. An integration converts its framework's tools
into toolmem :class:`~toolmem.Tool` records (their names are their ids), hands it the user
messages and the calls of the conversation, and gets back tool names:

* :meth:`ToolSelector.select` — the ``k`` tools that fit the latest request, read together with
  the earlier user messages up to ``context_words`` words, plus the tools the conversation has
  already called (the model may need them again);
* :meth:`ToolSelector.record` — one call into experience memory; a failure to record is logged,
  never raised (the call happened);
* :meth:`ToolSelector.next_step` and :meth:`ToolSelector.remember` — the plan cache. The first
  request of a conversation (the only one that stands on its own) is looked up; on a hit its calls
  are handed out one per model turn, each under a call id that names the plan and the step
  (:func:`replay_call_id`), so the framework runs them as if the model had asked. A step that fails
  penalises the plan and hands the turn back to the model. A turn the model solved with successful
  calls is stored as a plan.

The async hooks choose tools inline, in the event loop's thread (a search takes milliseconds; run
from a worker thread it measured several times slower on a loaded 2-core machine, 102 ms against
18 ms p50 with the local model), and write records and plans from a worker thread.

Example:
    >>> selector = ToolSelector(mem, k=3)  # doctest: +SKIP
    >>> forecast = toolmem.Tool(id="forecast", name="forecast", description="Weather forecast.")
    >>> selector.index([forecast])  # doctest: +SKIP
    >>> selector.select(["will it rain in Porto tomorrow?"])  # doctest: +SKIP
    ['forecast']
"""

from __future__ import annotations

import logging
import re
from collections import OrderedDict
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from toolmem.errors import ConfigError, PlanNotFoundError, ToolmemError
from toolmem.memory import Memory
from toolmem.records import PlanHit, Step, Tool
from toolmem.text.truncate import truncate_output

__all__ = [
    "DEFAULT_CONTEXT_WORDS",
    "DEFAULT_K",
    "ToolSelector",
    "Turn",
    "TurnCall",
    "parse_replay_call_id",
    "replay_call_id",
]

_log = logging.getLogger("toolmem")
#: How many tools a turn offers by default (besides those the conversation already called).
DEFAULT_K = 5
#: How many words of the conversation's user messages the search reads, the latest request first.
DEFAULT_CONTEXT_WORDS = 32
_REPLAY_PREFIX = "toolmem-plan"
_REPLAY_ID = re.compile(rf"^{_REPLAY_PREFIX}-(?P<plan>[A-Za-z0-9_-]+)-(?P<index>\d+)$")
_OBSERVATION_TOKENS = 2_000
_CACHED_HITS = 256


def replay_call_id(plan_id: str, index: int) -> str:
    """The call id under which step ``index`` of plan ``plan_id`` is replayed."""
    return f"{_REPLAY_PREFIX}-{plan_id}-{index}"


def parse_replay_call_id(call_id: str | None) -> tuple[str, int] | None:
    """``(plan id, step index)`` of a replayed call's id, or ``None`` for a call the model made."""
    match = _REPLAY_ID.match(call_id or "")
    return (match["plan"], int(match["index"])) if match else None


@dataclass(frozen=True)
class TurnCall:
    """One tool call of the current turn (after the latest user message), with its outcome.

    Attributes:
        tool_id: the tool called (its name in the framework).
        arguments: the arguments it was called with.
        call_id: the framework's id of the call.
        output: what it returned, as text (``None`` while it has not returned).
        ok: whether it succeeded.
    """

    tool_id: str
    arguments: Mapping[str, Any] = field(default_factory=dict)
    call_id: str | None = None
    output: str | None = None
    ok: bool = True


@dataclass(frozen=True)
class Turn:
    """What a framework's messages of one model call say (each integration reads its own messages).

    Attributes:
        requests: the user's requests so far, oldest first.
        called: the tools called so far in the conversation.
        turn: the current turn's calls (after the latest request).
    """

    requests: list[str]
    called: list[str]
    turn: list[TurnCall]

    @property
    def request(self) -> str:
        """The latest request ("" before any)."""
        return self.requests[-1] if self.requests else ""

    @property
    def first(self) -> bool:
        """Whether the request opens the conversation (only such a request stands on its own)."""
        return len(self.requests) == 1


class ToolSelector:
    """Chooses the tools of each turn, records each call and replays plans, for one framework's agent.

    Args:
        mem: the workspace whose catalogue, experience and plan cache are used.
        k: how many tools search offers per turn.
        context_words: how many words of the user messages the search reads (the latest request
            whole, then earlier ones, newest first, while they fit).
        keep: how many of the tools the conversation already called stay offered besides the ``k``
            (the most recently called first).
        plans: whether the first request of a conversation is answered from the plan cache and
            stored in it.

    Raises:
        ConfigError: ``k`` is not positive, or ``keep`` or ``context_words`` is negative.
    """

    def __init__(
        self,
        mem: Memory,
        *,
        k: int = DEFAULT_K,
        context_words: int = DEFAULT_CONTEXT_WORDS,
        keep: int = DEFAULT_K,
        plans: bool = True,
    ) -> None:
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise ConfigError(f"k must be a positive integer, got {k!r}")
        if keep < 0 or context_words < 0:
            raise ConfigError(f"keep and context_words must not be negative, got {keep!r} and {context_words!r}")
        self.mem = mem
        self.k = k
        self.context_words = context_words
        self.keep = keep
        self.plans = plans
        self.runnable: set[str] = set()
        self._indexed: dict[str, Tool] = {}
        self._hits: OrderedDict[str, PlanHit] = OrderedDict()

    # the catalogue ----------------------------------------------------------------------------
    def index(self, tools: Iterable[Tool]) -> None:
        """Add the framework's tools to the catalogue (those unchanged since the last call are
        skipped) and note them as the ones this agent can run."""
        given = list(tools)
        fresh = [tool for tool in given if (seen := self._indexed.get(tool.id)) is not tool and seen != tool]
        if fresh:
            self.mem.tools.add(fresh)
            self._indexed.update((tool.id, tool) for tool in fresh)
        self.runnable.update(tool.id for tool in given)

    def query(self, requests: Sequence[str]) -> str:
        """The search text for a conversation's user messages (oldest first): the latest whole,
        then earlier ones, newest first, while the total stays within ``context_words`` words."""
        texts = [text.strip() for text in requests if text and text.strip()]
        if not texts:
            return ""
        parts, words = [texts[-1]], len(texts[-1].split())
        for text in reversed(texts[:-1]):
            count = len(text.split())
            if words + count > self.context_words:
                break
            parts.append(text)
            words += count
        return "\n".join(parts)

    def select(
        self, requests: Sequence[str], called: Sequence[str] = (), runnable: Collection[str] | None = None
    ) -> list[str]:
        """The names of the tools to offer on this turn: the ``k`` that fit the conversation, then
        up to ``keep`` of those it already called (``called``, oldest first) that are not among them.

        Args:
            requests: the conversation's user messages, oldest first (the latest is the request).
            called: the tools the conversation called, oldest first.
            runnable: the tools the framework can run now (default: every tool :meth:`index` saw).
        """
        can_run = self.runnable if runnable is None else set(runnable)
        chosen: list[str] = []
        text = self.query(requests)
        if text:
            # A catalogue shared with other agents holds tools this one cannot run: search deeper, keep its own.
            depth = self.k if len(self.mem.tools) <= len(can_run) else max(self.k * 4, 50)
            hits = self.mem.tools.search(text, k=depth)
            chosen = [hit.id for hit in hits if hit.id in can_run][: self.k]
        kept = [name for name in dict.fromkeys(reversed(called)) if name in can_run and name not in chosen]
        return chosen + kept[: self.keep]

    # experience -------------------------------------------------------------------------------
    def record(
        self,
        tool_id: str,
        request: str,
        arguments: Any,
        output: Any,
        *,
        success: bool,
        seconds: float,
        error: str | None = None,
        token_cost: int | None = None,
    ) -> None:
        """Record one call (tokens counted from its input and output when not given); a failure to
        record is logged as a warning, never raised."""
        try:
            self.mem.calls.record(
                tool_id=tool_id,
                request=request,
                input=arguments,
                output=output,
                success=success,
                time_cost=max(seconds, 0.0),
                token_cost=token_cost,
                error=error if error is not None or success else _text(output),
            )
        except ToolmemError as exc:
            _log.warning("the call of %r was not recorded: %s", tool_id, exc)

    # the plan cache ---------------------------------------------------------------------------
    def next_step(
        self, request: str, turn: Sequence[TurnCall], runnable: Collection[str] | None = None
    ) -> tuple[str, Step] | None:
        """The plan cache's next call on this turn, as ``(call id, step)``, or ``None`` to ask the model.

        With no call yet, the request is looked up and a hit whose calls this agent can all run
        starts a replay. While every call of the turn is a successful replayed step of one plan, the
        next step follows. A replayed step that failed penalises the plan; the model takes over.
        """
        if not self.plans or not request.strip():
            return None
        if not turn:
            hit = self._lookup(request)
            can_run = self.runnable if runnable is None else set(runnable)
            calls = [step for step in hit.steps if step.tool_id is not None] if hit is not None else []
            if hit is None or not calls or any(step.tool_id not in can_run for step in calls):
                return None
            self._hits[hit.id] = hit
            while len(self._hits) > _CACHED_HITS:
                self._hits.popitem(last=False)
            return replay_call_id(hit.id, 0), calls[0]
        replayed = [parse_replay_call_id(call.call_id) for call in turn]
        plan_ids = {found[0] for found in replayed if found is not None}
        if (
            None in replayed
            or len(plan_ids) != 1
            or [found[1] for found in replayed if found] != list(range(len(turn)))
        ):
            return None  # the model has taken over this turn
        plan_id = plan_ids.pop()
        if not turn[-1].ok:
            self.feedback(plan_id, False)
            return None
        cached = self._hits.get(plan_id)
        calls = [step for step in cached.steps if step.tool_id is not None] if cached is not None else []
        if len(turn) >= len(calls):
            return None  # every step ran: the model answers from their results
        return replay_call_id(plan_id, len(turn)), calls[len(turn)]

    def remember(self, request: str, turn: Sequence[TurnCall], answer: str) -> str | None:
        """Store a turn the model solved as a plan: its successful calls, then its answer.

        Nothing is stored for a turn without a successful call, for a replayed turn, or when plans
        are off; returns the plan id or ``None``.
        """
        done = [call for call in turn if call.ok]
        if not self.plans or not done or not request.strip() or any(parse_replay_call_id(c.call_id) for c in turn):
            return None
        steps = [
            Step(
                tool_id=call.tool_id,
                arguments=dict(call.arguments),
                observation=truncate_output(call.output or "", _OBSERVATION_TOKENS),
            )
            for call in done
        ]
        if answer.strip():
            steps.append(Step(answer=answer))
        try:
            return self.mem.plans.store(request, steps)
        except ToolmemError as exc:
            _log.warning("the plan for %r was not stored: %s", request[:80], exc)
            return None

    def feedback(self, plan_id: str, success: bool) -> None:
        """Reward or penalise a plan (one already evicted is ignored)."""
        try:
            self.mem.plans.feedback(plan_id, success)
        except PlanNotFoundError:
            pass
        except ToolmemError as exc:
            _log.warning("the feedback on plan %r was not stored: %s", plan_id, exc)

    def _lookup(self, request: str) -> PlanHit | None:
        try:
            return self.mem.plans.lookup(request)
        except ToolmemError as exc:  # a request the cache cannot take (empty, too long) is simply a miss
            _log.warning("the plan cache could not look up %r: %s", request[:80], exc)
            return None


def _text(value: Any) -> str:
    return value if isinstance(value, str) else repr(value)
