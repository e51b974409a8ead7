"""LangChain v1 agents: a middleware that chooses the tools of each model call, records each tool
call and replays the plan cache.

Give ``create_agent`` all your tools and the middleware; the model sees only the ``k`` that fit
the conversation (and those it already called)::

    from langchain.agents import create_agent
    from toolmem.integrations.langchain import ToolmemMiddleware

    agent = create_agent(model, tools=all_my_tools, middleware=[ToolmemMiddleware(mem, k=5)])
    agent.invoke({"messages": [{"role": "user", "content": "will it rain in Porto tomorrow?"}]})

Hooks used: ``wrap_model_call`` (the tools are indexed in the catalogue on first sight, then each
call's ``request.tools`` is cut to the chosen ones; provider tools given as dicts are kept; on a
plan-cache hit the model is not called and the plan's next step is returned as its tool call) and
``wrap_tool_call`` (each call is timed and recorded with the latest user message as its request).
Both have async twins. Needs ``pip install 'toolmem[langchain]'``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from toolmem.errors import DependencyError
from toolmem.integrations.selector import DEFAULT_CONTEXT_WORDS, DEFAULT_K, ToolSelector, Turn, TurnCall
from toolmem.memory import Memory
from toolmem.records import Tool

try:
    from langchain.agents.middleware import AgentMiddleware, AgentState, ModelRequest, ModelResponse
    from langchain.agents.middleware.types import ToolCallRequest
    from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, ToolMessage
    from langchain_core.tools import BaseTool
    from langchain_core.utils.function_calling import convert_to_openai_tool
    from langgraph.types import Command
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise DependencyError("toolmem.integrations.langchain", "langchain", exc.name or "langchain") from exc

__all__ = ["ToolmemMiddleware", "tool_record"]

ToolResult = ToolMessage | Command[Any]


def tool_record(tool: BaseTool) -> Tool:
    """A LangChain tool as a catalogue record: its name as id and name, its description and the
    JSON Schema of its arguments."""
    function = convert_to_openai_tool(tool)["function"]
    return Tool(
        id=tool.name,
        name=tool.name,
        description=function.get("description") or tool.description or "",
        parameters=function.get("parameters") or {"type": "object", "properties": {}},
        source="python",
    )


class ToolmemMiddleware(AgentMiddleware[AgentState[Any], Any, Any]):
    """Chooses the tools of each model call with toolmem, records each tool call, replays plans.

    Args:
        mem: the workspace (catalogue, experience and plan cache).
        k: how many tools search offers per model call.
        context_words: how many words of the conversation's user messages the search reads.
        keep: how many tools the conversation already called stay offered besides the ``k``.
        plans: answer a conversation's first request from the plan cache, and store the calls that
            solved it.
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
        super().__init__()
        self.selector = ToolSelector(mem, k=k, context_words=context_words, keep=keep, plans=plans)
        self.tools: Sequence[BaseTool] = ()
        self._records: dict[int, tuple[BaseTool, Tool]] = {}  # by the tool object: converted once

    # model calls ------------------------------------------------------------------------------
    def wrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], ModelResponse[Any]],
    ) -> ModelResponse[Any] | AIMessage:
        """Answer from the plan cache, or call the model with the chosen tools and store what solved the turn."""
        turn, prepared = self._prepare(request)
        if isinstance(prepared, AIMessage):
            return prepared
        response = handler(prepared)
        self._remember(turn, response)
        return response

    async def awrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]],
    ) -> ModelResponse[Any] | AIMessage:
        """The async twin of :meth:`wrap_model_call` (the choice inline, the plan stored in a worker thread)."""
        turn, prepared = self._prepare(request)  # inline: see toolmem.integrations.selector
        if isinstance(prepared, AIMessage):
            return prepared
        response = await handler(prepared)
        await asyncio.to_thread(self._remember, turn, response)
        return response

    def _prepare(self, request: ModelRequest[Any]) -> tuple[Turn, ModelRequest[Any] | AIMessage]:
        tools = [tool for tool in request.tools if isinstance(tool, BaseTool)]
        self.selector.index(self._record_of(tool) for tool in tools)
        turn = _read(request.messages)
        names = {tool.name for tool in tools}
        if turn.first:
            step = self.selector.next_step(turn.request, turn.turn, names)
            if step is not None:
                call_id, planned = step
                assert planned.tool_id is not None
                call = {"name": planned.tool_id, "args": dict(planned.arguments), "id": call_id, "type": "tool_call"}
                return turn, AIMessage(content="", tool_calls=[call])
        by_name = {tool.name: tool for tool in tools}
        chosen: list[BaseTool | dict[str, Any]] = [
            by_name[name] for name in self.selector.select(turn.requests, turn.called, names)
        ]
        provider = [tool for tool in request.tools if not isinstance(tool, BaseTool)]  # e.g. a server-side search
        return turn, request.override(tools=[*chosen, *provider])

    def _record_of(self, tool: BaseTool) -> Tool:
        found = self._records.get(id(tool))
        if found is None or found[0] is not tool:
            found = self._records[id(tool)] = (tool, tool_record(tool))
        return found[1]

    def _remember(self, turn: Turn, response: ModelResponse[Any]) -> None:
        answer = next((m for m in reversed(response.result) if isinstance(m, AIMessage)), None)
        if turn.first and answer is not None and not answer.tool_calls and turn.turn:
            self.selector.remember(turn.request, turn.turn, answer.text)

    # tool calls -------------------------------------------------------------------------------
    def wrap_tool_call(self, request: ToolCallRequest, handler: Callable[[ToolCallRequest], ToolResult]) -> ToolResult:
        """Run the tool and record the call: arguments, result, success, seconds."""
        started = time.perf_counter()
        try:
            result = handler(request)
        except Exception as exc:
            self._record(request, None, exc, time.perf_counter() - started)
            raise
        self._record(request, result, None, time.perf_counter() - started)
        return result

    async def awrap_tool_call(
        self, request: ToolCallRequest, handler: Callable[[ToolCallRequest], Awaitable[ToolResult]]
    ) -> ToolResult:
        """The async twin of :meth:`wrap_tool_call`."""
        started = time.perf_counter()
        try:
            result = await handler(request)
        except Exception as exc:
            await asyncio.to_thread(self._record, request, None, exc, time.perf_counter() - started)
            raise
        await asyncio.to_thread(self._record, request, result, None, time.perf_counter() - started)
        return result

    def _record(
        self, request: ToolCallRequest, result: ToolResult | None, error: Exception | None, seconds: float
    ) -> None:
        call = request.tool_call
        if call["name"] not in self.selector.runnable:
            return
        state = request.state if isinstance(request.state, dict) else {}
        requests = _read(state.get("messages", [])).requests
        if error is not None:
            output, ok, message = "", False, f"{type(error).__name__}: {error}"
        elif isinstance(result, ToolMessage):
            output, ok, message = result.text, result.status != "error", None
        else:  # a Command: the tool changed the graph's state instead of answering
            output, ok, message = "", True, None
        self.selector.record(
            call["name"],
            requests[-1] if requests else "",
            call.get("args", {}),
            output,
            success=ok,
            seconds=seconds,
            error=message,
        )


def _read(messages: Sequence[AnyMessage | BaseMessage]) -> Turn:
    requests: list[str] = []
    called: list[str] = []
    turn: list[TurnCall] = []
    results = {m.tool_call_id: m for m in messages if isinstance(m, ToolMessage)}
    for message in messages:
        if isinstance(message, HumanMessage):
            requests.append(message.text)
            turn = []
        elif isinstance(message, AIMessage):
            for call in message.tool_calls:
                called.append(call["name"])
                result = results.get(call.get("id") or "")
                turn.append(
                    TurnCall(
                        tool_id=call["name"],
                        arguments=call.get("args", {}),
                        call_id=call.get("id"),
                        output=result.text if result is not None else None,
                        ok=result is not None and result.status != "error",
                    )
                )
    return Turn(requests, called, turn)
