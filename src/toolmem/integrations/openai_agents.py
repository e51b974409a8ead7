"""The OpenAI Agents SDK: the tools of each turn chosen by toolmem, every tool call recorded by run hooks.

Give the agent your tools through :meth:`ToolmemTools.tools` and run it with the hooks::

    from agents import Agent, Runner, function_tool
    from toolmem.integrations.openai_agents import ToolmemTools

    toolmem_tools = ToolmemTools(mem, k=5)
    agent = Agent(name="assistant", tools=toolmem_tools.tools([function_tool(f) for f in functions]))
    Runner.run_sync(agent, "will it rain in Porto tomorrow?", hooks=toolmem_tools.hooks)

Hooks used, as the SDK documents them for per-run configuration: each tool's ``is_enabled``
callback, asked before every model call, says whether it is among the tools chosen for the run's
input (``turn_input``: the conversation given to ``Runner.run``) and the tools the run has called
(noted by the hooks); the run hooks ``on_tool_start`` / ``on_tool_end`` time and record each call
with the run's latest user message. A call is recorded as failed when the SDK's default error
message came back instead of a result (a tool with its own ``failure_error_function`` reports
failures the SDK cannot tell apart from results).

The SDK offers no hook that answers for the model, so the plan cache is not used here. The MCP
gateway (``toolmem gateway``) works as an ``MCPServerStdio`` or ``MCPServerStreamableHttp`` of an
agent as it is. Needs ``pip install 'toolmem[openai-agents]'``.
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import time
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

from toolmem.errors import DependencyError
from toolmem.integrations.selector import DEFAULT_CONTEXT_WORDS, DEFAULT_K, ToolSelector
from toolmem.memory import Memory
from toolmem.records import Tool

try:
    from agents import AgentBase, FunctionTool, RunContextWrapper, RunHooks
    from agents.items import TResponseInputItem
    from agents.tool import default_tool_error_function
    from agents.tool_context import ToolContext
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise DependencyError("toolmem.integrations.openai_agents", "openai-agents", exc.name or "openai-agents") from exc

__all__ = ["ToolmemHooks", "ToolmemTools"]

_RUNS = 1024  # runs whose called tools are remembered, the least recent forgotten first
_SDK_FAILURE = default_tool_error_function(RunContextWrapper(None), RuntimeError())


class ToolmemTools:
    """Per-turn tool choice and call recording for the OpenAI Agents SDK.

    Args:
        mem: the workspace.
        k: how many tools search offers per turn.
        context_words: how many words of the conversation's user messages the search reads.
        keep: how many tools the run already called stay offered besides the ``k``.

    Attributes:
        hooks: the run hooks to pass to ``Runner.run(..., hooks=...)``.
    """

    def __init__(
        self, mem: Memory, *, k: int = DEFAULT_K, context_words: int = DEFAULT_CONTEXT_WORDS, keep: int = DEFAULT_K
    ) -> None:
        self.selector = ToolSelector(mem, k=k, context_words=context_words, keep=keep, plans=False)
        self.hooks = ToolmemHooks(self)
        self._called: OrderedDict[int, list[str]] = OrderedDict()
        self._chosen: OrderedDict[int, tuple[Any, frozenset[str]]] = OrderedDict()

    def tools(self, tools: Sequence[FunctionTool]) -> list[FunctionTool]:
        """Index ``tools`` in the catalogue and return copies that are enabled only when chosen."""
        self.selector.index(_record_of(tool) for tool in tools)
        return [dataclasses.replace(tool, is_enabled=self._enabled(tool)) for tool in tools]

    def chosen(self, context: RunContextWrapper[Any]) -> frozenset[str]:
        """The names of the tools chosen for this turn of the run (computed once per turn)."""
        requests = _requests(context.turn_input)
        run = id(context.usage)  # the run's usage object is shared by its contexts, tool contexts too
        called = tuple(self._called.get(run, ()))
        key = (tuple(requests), called)
        cached = self._chosen.get(run)
        if cached is not None and cached[0] == key:
            return cached[1]
        chosen = frozenset(self.selector.select(requests, called))
        self._chosen[run] = (key, chosen)
        _bound(self._chosen)
        return chosen

    def note_call(self, context: RunContextWrapper[Any], name: str) -> None:
        """Remember that the run called ``name`` (it stays offered)."""
        run = id(context.usage)
        self._called.setdefault(run, []).append(name)
        self._called.move_to_end(run)
        _bound(self._called)

    def _enabled(self, tool: FunctionTool) -> Any:
        original = tool.is_enabled

        async def is_enabled(context: RunContextWrapper[Any], agent: AgentBase[Any]) -> bool:
            if original is False:
                return False
            if callable(original):
                answer = original(context, agent)
                if not (await answer if inspect.isawaitable(answer) else answer):
                    return False
            return tool.name in self.chosen(context)

        return is_enabled


class ToolmemHooks(RunHooks[Any]):
    """Run hooks that note each tool call of a run and record it when it ends."""

    def __init__(self, tools: ToolmemTools) -> None:
        self.tools = tools
        self._started: dict[str, float] = {}

    async def on_tool_start(self, context: RunContextWrapper[Any], agent: Any, tool: Any) -> None:
        """Note the call: the run called this tool, and when it started."""
        if isinstance(context, ToolContext):
            self._started[context.tool_call_id] = time.perf_counter()
        self.tools.note_call(context, getattr(tool, "name", ""))

    async def on_tool_end(self, context: RunContextWrapper[Any], agent: Any, tool: Any, result: object) -> None:
        """Record the call with the run's latest user message, its arguments, result and time."""
        name = getattr(tool, "name", "")
        if not isinstance(context, ToolContext) or name not in self.tools.selector.runnable:
            return
        started = self._started.pop(context.tool_call_id, None)
        seconds = time.perf_counter() - started if started is not None else 0.0
        try:
            arguments: Any = json.loads(context.tool_arguments or "{}")
        except json.JSONDecodeError:
            arguments = context.tool_arguments
        text = result if isinstance(result, str) else str(result)
        requests = _requests(context.turn_input)
        self.tools.selector.record(
            name,
            requests[-1] if requests else "",
            arguments,
            text,
            success=not text.startswith(_SDK_FAILURE),
            seconds=seconds,
        )


def _record_of(tool: FunctionTool) -> Tool:
    return Tool(
        id=tool.name,
        name=tool.name,
        description=tool.description or "",
        parameters=dict(tool.params_json_schema),
        source="python",
    )


def _requests(items: Sequence[TResponseInputItem]) -> list[str]:
    """The user messages among a run's input items, oldest first."""
    found: list[str] = []
    for item in items:
        data = item if isinstance(item, Mapping) else getattr(item, "model_dump", dict)()
        if data.get("role") != "user":
            continue
        content = data.get("content")
        if isinstance(content, str):
            found.append(content)
        elif isinstance(content, list):
            texts = [part.get("text", "") for part in content if isinstance(part, Mapping)]
            found.append(" ".join(text for text in texts if isinstance(text, str)))
    return found


def _bound(entries: OrderedDict[int, Any]) -> None:
    while len(entries) > _RUNS:
        entries.popitem(last=False)
