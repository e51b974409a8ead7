"""An agent loop that uses all of toolmem: the plan cache first, tool retrieval and a model second.

For each request the agent

1. looks the request up in the plan cache; on a hit it replays the plan's steps by calling the real
   Python functions, with this request's values in the slots — no model call at all;
2. on a miss (or when a replayed step raises), retrieves the top-k tools for the request, runs the
   model's function-calling loop (at most ``max_steps`` turns), and stores the steps that led to the
   answer as a new plan;
3. records every tool call in experience memory, so tool search learns from it.

``agent.run(request, context={"user": "42"})`` also remembers the conversation: the model sees the
relevant and recent messages of that conversation before the request (Steamship's
FunctionsBasedAgent), and the request and the final answer are appended to it.

``agent.feedback(ok)`` rewards or penalises the plan behind the last answer; a plan that keeps
failing is evicted and the next similar request is planned afresh (self-healing).

Example:
    >>> import toolmem
    >>> from toolmem.agent.demo_tools import DEMO_TOOLS
    >>> mem = toolmem.open("sqlite://", embedder="hash")  # doctest: +SKIP
    >>> agent = toolmem.Agent(mem, ChatModel("gpt-4o-mini"), DEMO_TOOLS)  # doctest: +SKIP
    >>> agent.run("will it rain in Paris tomorrow?").answer  # doctest: +SKIP
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolmem.conversations.history import Conversation
from toolmem.conversations.selectors import MessageSelector, TokenWindow
from toolmem.errors import ConfigError, PlanNotFoundError, ValidationError
from toolmem.llm import ToolCallingModel, ToolCallRequest, Turn
from toolmem.memory import Memory
from toolmem.records import Plan, Step, Tool
from toolmem.text.truncate import truncate_output
from toolmem.tools.export import export_report
from toolmem.tools.ingest.python import tool_of

__all__ = ["DEFAULT_MAX_STEPS", "DEFAULT_WINDOW_TOKENS", "Agent", "AgentResult", "RecordedModel"]

DEFAULT_MAX_STEPS = 15
DEFAULT_WINDOW_TOKENS = 2_000
_OBSERVATION_TOKENS = 2_000
SYSTEM_PROMPT = (
    "You are an assistant that answers by calling the tools you are given. Call a tool whenever it "
    "can answer or help; when you have what you need, answer the user briefly."
)


@dataclass(frozen=True)
class AgentResult:
    """What one request produced.

    Attributes:
        request: the request.
        answer: the final answer.
        steps: the steps taken (tool calls with their observations, then the answer).
        cached: whether the steps were replayed from the plan cache.
        plan_id: the plan that was replayed or stored (``None`` when nothing was stored).
        similarity: the cached plan's similarity to the request (``None`` on a miss).
        slots: argument values replaced for this request, ``{stored: new}``.
        model_turns: how many times the model was asked.
        failed_replay: the id of a cached plan whose replay raised, if any (it was penalised).
    """

    request: str
    answer: str
    steps: tuple[Step, ...]
    cached: bool
    plan_id: str | None
    similarity: float | None = None
    slots: Mapping[str, str] = field(default_factory=dict)
    model_turns: int = 0
    failed_replay: str | None = None


class RecordedModel(ToolCallingModel):
    """Replays recorded assistant turns instead of calling a model: the offline demo's planner.

    The recording maps a request to the turns a model gave for it (``{"tool_calls": [{"name",
    "arguments"}]}`` or ``{"content": "..."}``); the request is the conversation's latest user
    message. A request with no recording gets an answer saying so, which is never stored as a plan.

    Args:
        recording: ``{request: [turn, ...]}``, or a path to a JSON file of that shape.
    """

    def __init__(self, recording: Mapping[str, Sequence[Mapping[str, Any]]] | str | Path) -> None:
        data = (
            json.loads(Path(recording).read_text(encoding="utf-8")) if isinstance(recording, (str, Path)) else recording
        )
        if not isinstance(data, Mapping):
            raise ConfigError("a recording is a JSON object mapping requests to lists of turns")
        self.recording = {str(request).strip().casefold(): list(turns) for request, turns in data.items()}

    def respond(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None) -> Turn:
        """The recorded turn that follows as many assistant turns as came after the latest user message.

        Without a recording for the request, a stand-in answer marked ``fallback`` (never stored as
        a plan).
        """
        last_user = max((i for i, m in enumerate(messages) if m.get("role") == "user"), default=-1)
        request = str(messages[last_user].get("content") or "") if last_user >= 0 else ""
        turns = self.recording.get(request.strip().casefold())
        done = sum(1 for m in messages[last_user + 1 :] if m.get("role") == "assistant")
        if turns is None or done >= len(turns):
            return Turn(content="I have no recorded plan for that request.", fallback=True)
        turn = turns[done]
        calls = tuple(
            ToolCallRequest(id=f"call_{done}_{i}", name=str(call["name"]), arguments=dict(call.get("arguments") or {}))
            for i, call in enumerate(turn.get("tool_calls") or [])
        )
        return Turn(content=turn.get("content"), tool_calls=calls)


class Agent:
    """Answers requests with the plan cache, tool search, a function-calling model and Python tools.

    The functions are added to the workspace's catalogue (described from their signatures and
    docstrings, or by ``@toolmem.tool``), so tool search can find them.

    Args:
        memory: the memory to use (its ``tools``, ``plans`` and ``calls``).
        model: plans on a miss; ``None`` answers from the plan cache only.
        functions: the Python tools the agent may call.
        top_k: how many tools the model sees per request.
        max_steps: the most model turns per request.
        system_prompt: the instructions the model gets.
        rerank: have the memory's chat model rerank the tools found for each request.
        window: the recent part of a conversation (``run(..., context=keys)``); default the newest
            messages within 2,000 tokens, tool results left out.
        relevant: how many earlier messages of the conversation, found by search, join the prompt.
    """

    def __init__(
        self,
        memory: Memory,
        model: ToolCallingModel | None,
        functions: Iterable[Callable[..., Any]] = (),
        *,
        top_k: int = 5,
        max_steps: int = DEFAULT_MAX_STEPS,
        system_prompt: str = SYSTEM_PROMPT,
        rerank: bool = False,
        window: MessageSelector | None = None,
        relevant: int = 3,
    ) -> None:
        if max_steps < 1 or top_k < 1:
            raise ConfigError(f"max_steps and top_k must be positive, got {max_steps} and {top_k}")
        if relevant < 0:
            raise ConfigError(f"relevant must not be negative, got {relevant}")
        self.memory = memory
        self.model = model
        self.top_k = top_k
        self.max_steps = max_steps
        self.system_prompt = system_prompt
        self.rerank = rerank
        self.window = window or TokenWindow(DEFAULT_WINDOW_TOKENS, tools=False)
        self.relevant = relevant
        self.functions: dict[str, Callable[..., Any]] = {}
        described: list[Tool] = []
        for function in functions:
            tool = tool_of(function)
            self.functions[tool.id] = function
            described.append(tool)
        if described:
            memory.tools.add(described)
        self.last: AgentResult | None = None

    def run(self, request: str, context: Mapping[str, Any] | None = None) -> AgentResult:
        """Answer one request (see the module's description).

        Args:
            request: what the user asks.
            context: the keys of a conversation (``{"user": "42"}``): the model then sees, the way
                Steamship's agent builds it, the system prompt, the earlier messages of this
                conversation most like the request (search) and its recent window, without
                duplicates, the request, then this request's steps; the request and the final
                answer are appended to ``memory.history(context)``, the steps never. An answer
                given without any tool call is then not stored as a plan: it may rest on the
                conversation alone.

        Raises:
            ValidationError: the request is empty, or the context keys are malformed.
            LLMError: the model failed while planning.
        """
        if not isinstance(request, str) or not request.strip():
            raise ValidationError("request", f"must be a non-empty string, got {request!r}")
        request = request.strip()
        self.last = None  # feedback after a run that raised must not reach the previous plan
        conversation = self.memory.history(context) if context else None
        if conversation is not None:
            conversation.user(request)
        self.last = self._answer(request, conversation)
        if conversation is not None:
            conversation.assistant(self.last.answer)
        return self.last

    def _answer(self, request: str, conversation: Conversation | None) -> AgentResult:
        failed_replay = None
        hit = self.memory.plans.lookup(request)
        if hit is not None and all(s.tool_id is None or s.tool_id in self.functions for s in hit.steps):
            steps = self._replay(request, hit.steps)
            if steps is not None:
                return AgentResult(
                    request=request,
                    answer=_answer_of(steps),
                    steps=steps,
                    cached=True,
                    plan_id=hit.id,
                    similarity=hit.similarity,
                    slots=dict(hit.slots),
                )
            failed_replay = hit.id
            self._penalise(hit.id)
        return self._plan(request, failed_replay, conversation)

    def feedback(self, ok: bool) -> Plan | None:
        """Reward or penalise the plan behind the last answer.

        Returns:
            The plan after the update, or ``None`` if it was evicted (or nothing was stored).
        """
        if self.last is None or self.last.plan_id is None:
            return None
        try:
            return self.memory.plans.feedback(self.last.plan_id, ok)
        except PlanNotFoundError:  # evicted meanwhile, e.g. by another process
            return None

    # internals ------------------------------------------------------------------------------
    def _replay(self, request: str, steps: Sequence[Step]) -> tuple[Step, ...] | None:
        """Run a cached plan's calls; ``None`` if a step raises.

        A plan calling a tool this agent has no function for is not replayed (nor penalised: another
        agent sharing the memory may run it) but planned afresh.
        """
        done: list[Step] = []
        for step in steps:
            if step.tool_id is None:
                done.append(step)
                continue
            function = self.functions.get(step.tool_id)
            if function is None:
                return None
            ok, observation = self._call(request, step.tool_id, function, dict(step.arguments))
            if not ok:
                return None
            done.append(Step(tool_id=step.tool_id, arguments=step.arguments, observation=observation))
        if done and done[-1].tool_id is None and any(s.tool_id for s in done):
            done.pop()  # the old answer quoted the old observations; the new ones answer instead
        return tuple(done)

    def messages(self, request: str, conversation: Conversation | None = None) -> list[dict[str, Any]]:
        """What the model is sent before any step: the system prompt, then (with a conversation whose
        latest user message is ``request``) its relevant and recent messages, then the request.

        A system message the conversation chose joins the agent's own, after it, so the model gets
        one system message first (several, or one later on, are refused by some providers).
        """
        if conversation is None:
            return [{"role": "system", "content": self.system_prompt}, {"role": "user", "content": request}]
        chosen = [m for m in conversation.prompt(relevant=self.relevant, selector=self.window) if m.role != "tool"]
        system = "\n\n".join([self.system_prompt, *(m.content for m in chosen if m.role == "system")])
        return [{"role": "system", "content": system}, *(m.to_openai() for m in chosen if m.role != "system")]

    def _plan(self, request: str, failed_replay: str | None, conversation: Conversation | None = None) -> AgentResult:
        if self.model is None:
            return AgentResult(
                request=request,
                answer="No stored plan fits this request and no model is configured to plan one.",
                steps=(),
                cached=False,
                plan_id=None,
                failed_replay=failed_replay,
            )
        # The catalogue may hold tools this agent has no function for: search deeper, keep its own.
        found = self.memory.tools.search(request, k=max(self.top_k * 4, 50))
        hits = [hit for hit in found if hit.id in self.functions]
        if self.rerank:
            reranker = self.memory.tools.reranker
            if reranker is None:
                raise ConfigError("Agent(rerank=True) needs a memory opened with llm=ChatModel(...)")
            hits = reranker.rerank(request, hits[: max(reranker.candidates, self.top_k)], self.top_k)
        hits = hits[: self.top_k]
        exported = export_report([hit.tool for hit in hits], "openai")  # names distinct within the set
        by_name = {entry.name: hit.tool for entry, hit in zip(exported.entries, hits, strict=True)}
        schemas = exported.tools
        messages = self.messages(request, conversation)
        steps: list[Step] = []
        answer, turns, fallback = None, 0, False
        while turns < self.max_steps:
            turns += 1
            turn = self.model.respond(messages, schemas or None)
            messages.append(turn.to_message())
            if not turn.tool_calls:
                answer, fallback = turn.content or "", turn.fallback
                break
            for call in turn.tool_calls:
                tool = by_name.get(call.name)
                if tool is None:
                    observation = f"error: there is no tool named {call.name!r}"
                else:
                    ok, observation = self._call(request, tool.id, self.functions[tool.id], call.arguments)
                    if ok:  # a call that failed is not part of what worked
                        steps.append(Step(tool_id=tool.id, arguments=call.arguments, observation=observation))
                messages.append({"role": "tool", "tool_call_id": call.id, "content": observation})
        plan_id = None
        if answer is None:
            answer = f"Stopped after {self.max_steps} model turns without an answer."
        elif fallback:  # a stand-in, not the model's answer: nothing worked, nothing to store
            pass
        elif conversation is not None and not steps:
            pass  # an answer drawn from this conversation alone is no plan for anyone else
        elif steps or answer:  # what worked: the successful calls, then the answer they led to
            plan_id = self.memory.plans.store(request, [*steps, Step(answer=answer)] if answer else steps)
        return AgentResult(
            request=request,
            answer=answer,
            steps=(*steps, Step(answer=answer)) if answer else tuple(steps),
            cached=False,
            plan_id=plan_id,
            model_turns=turns,
            failed_replay=failed_replay,
        )

    def _call(
        self, request: str, tool_id: str, function: Callable[..., Any], arguments: dict[str, Any]
    ) -> tuple[bool, str]:
        """Call a tool, record the call in experience memory, return (succeeded, observation)."""
        started = time.perf_counter()
        try:
            result = function(**arguments)
            ok, observation = True, result if isinstance(result, str) else json.dumps(result, default=str)
            error = None
        except Exception as exc:  # a tool's failure is an observation, not a crash of the agent
            ok, observation, error = False, f"error: {type(exc).__name__}: {exc}", f"{type(exc).__name__}: {exc}"
        elapsed = time.perf_counter() - started
        self.memory.calls.record(
            tool_id=tool_id,
            request=request,
            input=arguments,
            output=observation,
            success=ok,
            error=error,
            time_cost=elapsed,
        )
        return ok, truncate_output(observation, _OBSERVATION_TOKENS)

    def _penalise(self, plan_id: str) -> None:
        with contextlib.suppress(PlanNotFoundError):
            self.memory.plans.feedback(plan_id, False)


def _answer_of(steps: Sequence[Step]) -> str:
    """A replayed plan's answer: its direct answer, else what its last call returned."""
    for step in reversed(steps):
        if step.answer is not None:
            return step.answer
        if step.observation is not None:
            return step.observation
    return ""
