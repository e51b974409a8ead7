"""Pydantic AI: a toolset that offers the model the tools of each step chosen by toolmem and records
each call, and a model wrapper that answers from the plan cache.

Wrap the toolset that holds all your tools; wrap the model to replay plans::

    from pydantic_ai import Agent
    from pydantic_ai.toolsets import FunctionToolset
    from toolmem.integrations.pydantic_ai import PlanCacheModel, ToolmemToolset

    toolset = ToolmemToolset.over(FunctionToolset(all_my_functions), mem, k=5)
    agent = Agent(PlanCacheModel("openai:gpt-5.4-mini", toolset), toolsets=[toolset])
    agent.run_sync("will it rain in Porto tomorrow?")

Hooks used: the toolset's ``get_tools`` (called before every model request with the run's messages:
the tools are indexed on first sight, then cut to the chosen ones) and ``call_tool`` (each call
timed and recorded with the latest user prompt as its request; a ``ModelRetry`` is recorded as a
failure); the wrapper model's ``request`` (on a plan-cache hit for the run's first prompt it returns
the plan's next call instead of asking the model). Needs ``pip install 'toolmem[pydantic-ai]'``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from toolmem.errors import DependencyError
from toolmem.integrations.selector import DEFAULT_CONTEXT_WORDS, DEFAULT_K, ToolSelector, Turn, TurnCall
from toolmem.memory import Memory
from toolmem.records import Tool

try:
    from pydantic_ai import RunContext
    from pydantic_ai.messages import (
        ModelMessage,
        ModelRequest,
        ModelResponse,
        RetryPromptPart,
        TextPart,
        ToolCallPart,
        ToolReturnPart,
        UserPromptPart,
    )
    from pydantic_ai.models import KnownModelName, Model, ModelRequestParameters
    from pydantic_ai.models.wrapper import WrapperModel
    from pydantic_ai.settings import ModelSettings
    from pydantic_ai.toolsets import AbstractToolset, ToolsetTool, WrapperToolset
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise DependencyError("toolmem.integrations.pydantic_ai", "pydantic-ai", exc.name or "pydantic-ai-slim") from exc

__all__ = ["PlanCacheModel", "ToolmemToolset"]


@dataclass
class ToolmemToolset(WrapperToolset[Any]):
    """Offers the model, at each step, the tools of ``wrapped`` that toolmem chooses, and records calls.

    Build one with :meth:`over`. (A dataclass, so pydantic-ai can copy it for each run.)

    Attributes:
        wrapped: the toolset holding all the tools (a ``FunctionToolset``, an MCP server, ...).
        selector: chooses, records and replays (shared by the copies).
        records: the catalogue record of each tool seen, by name, with the definition it was made from.
    """

    selector: ToolSelector = field(kw_only=True, repr=False)
    records: dict[str, tuple[Any, Tool]] = field(default_factory=dict, kw_only=True, repr=False)

    @classmethod
    def over(
        cls,
        wrapped: AbstractToolset[Any],
        mem: Memory,
        *,
        k: int = DEFAULT_K,
        context_words: int = DEFAULT_CONTEXT_WORDS,
        keep: int = DEFAULT_K,
        plans: bool = True,
    ) -> ToolmemToolset:
        """A toolmem toolset over ``wrapped``.

        Args:
            wrapped: the toolset holding all the tools.
            mem: the workspace.
            k: how many tools search offers per step.
            context_words: how many words of the run's user prompts the search reads.
            keep: how many tools the run already called stay offered besides the ``k``.
            plans: let a :class:`PlanCacheModel` over this toolset replay and store plans.
        """
        return cls(wrapped, selector=ToolSelector(mem, k=k, context_words=context_words, keep=keep, plans=plans))

    async def get_tools(self, ctx: RunContext[Any]) -> dict[str, ToolsetTool[Any]]:
        """The chosen tools of ``wrapped`` for this step."""
        tools = await self.wrapped.get_tools(ctx)
        records = [self._record_of(tool) for tool in tools.values()]
        turn = _read(ctx.messages)
        chosen = self._choose(records, turn, tools.keys())  # inline: see toolmem.integrations.selector
        return {name: tools[name] for name in chosen}

    def _record_of(self, tool: ToolsetTool[Any]) -> Tool:
        # toolsets build their definitions anew for each step: an equal one reuses the record made before
        found = self.records.get(tool.tool_def.name)
        if found is None or (found[0] is not tool.tool_def and found[0] != tool.tool_def):
            found = self.records[tool.tool_def.name] = (tool.tool_def, _record_of(tool))
        return found[1]

    def _choose(self, records: list[Tool], turn: Turn, names: Any) -> list[str]:
        self.selector.index(records)
        return self.selector.select(turn.requests, turn.called, set(names))

    async def call_tool(
        self, name: str, tool_args: dict[str, Any], ctx: RunContext[Any], tool: ToolsetTool[Any]
    ) -> Any:
        """Call the tool through ``wrapped`` and record the call."""
        requests = _read(ctx.messages).requests
        request = requests[-1] if requests else ""
        started = time.perf_counter()
        try:
            result = await self.wrapped.call_tool(name, tool_args, ctx, tool)
        except Exception as exc:  # ModelRetry included: the model is told and may try again
            seconds = time.perf_counter() - started
            error = f"{type(exc).__name__}: {exc}"
            await asyncio.to_thread(
                self.selector.record, name, request, tool_args, "", success=False, seconds=seconds, error=error
            )
            raise
        seconds = time.perf_counter() - started
        await asyncio.to_thread(self.selector.record, name, request, tool_args, result, success=True, seconds=seconds)
        return result


class PlanCacheModel(WrapperModel):
    """A model that answers a run's first prompt from the plan cache when it can, else asks ``wrapped``.

    On a hit the plan's calls are returned one per request, as if the model had made them; the
    wrapped model then writes the answer from their results. A replayed call that fails penalises
    the plan and the wrapped model takes over. A run the wrapped model solved with successful calls
    is stored as a plan.

    Args:
        wrapped: the model (or its name).
        toolset: the :class:`ToolmemToolset` the agent uses (its memory and the tools it can run).
    """

    def __init__(self, wrapped: Model | KnownModelName | str, toolset: ToolmemToolset) -> None:
        super().__init__(wrapped)
        self.toolset = toolset

    async def request(
        self,
        messages: list[ModelMessage],
        model_settings: ModelSettings | None,
        model_request_parameters: ModelRequestParameters,
    ) -> ModelResponse:
        """The plan's next call, or the wrapped model's response (stored as a plan when it ends a solved run)."""
        selector = self.toolset.selector
        turn = _read(messages)
        names = {tool.name for tool in model_request_parameters.function_tools}
        if turn.first:
            step = selector.next_step(turn.request, turn.turn, names)
            if step is not None:
                call_id, planned = step
                assert planned.tool_id is not None
                part = ToolCallPart(planned.tool_id, dict(planned.arguments), tool_call_id=call_id)
                return ModelResponse(parts=[part], model_name=self.model_name)
        response = await super().request(messages, model_settings, model_request_parameters)
        calls = [part for part in response.parts if isinstance(part, ToolCallPart)]
        if turn.first and turn.turn and not calls:
            answer = "".join(part.content for part in response.parts if isinstance(part, TextPart))
            await asyncio.to_thread(selector.remember, turn.request, turn.turn, answer)
        return response


def _record_of(tool: ToolsetTool[Any]) -> Tool:
    definition = tool.tool_def
    return Tool(
        id=definition.name,
        name=definition.name,
        description=definition.description or "",
        parameters=dict(definition.parameters_json_schema),
        source="python",
    )


def _read(messages: Sequence[ModelMessage]) -> Turn:
    requests: list[str] = []
    called: list[str] = []
    turn: list[TurnCall] = []
    outcomes: dict[str, tuple[str, bool]] = {}
    for message in messages:
        if isinstance(message, ModelRequest):
            for part in message.parts:
                if isinstance(part, ToolReturnPart):
                    outcomes[part.tool_call_id] = (part.model_response_str(), part.outcome == "success")
                elif isinstance(part, RetryPromptPart) and part.tool_call_id:
                    outcomes[part.tool_call_id] = (part.model_response(), False)
    for message in messages:
        if isinstance(message, ModelRequest):
            prompts = [part for part in message.parts if isinstance(part, UserPromptPart)]
            for part in prompts:
                requests.append(part.content if isinstance(part.content, str) else _text(part.content))
            if prompts:
                turn = []
        else:
            for call in message.parts:
                if isinstance(call, ToolCallPart):
                    called.append(call.tool_name)
                    output, ok = outcomes.get(call.tool_call_id, (None, False))
                    turn.append(TurnCall(call.tool_name, call.args_as_dict(), call.tool_call_id, output, ok))
    return Turn(requests, called, turn)


def _text(content: Sequence[Any]) -> str:
    return " ".join(item for item in content if isinstance(item, str))
