"""langgraph-bigtool: toolmem as the tool registry's search, and a callback that records each call.

``create_agent`` from langgraph-bigtool starts the model with one tool, ``retrieve_tools``; the
model calls it with a query and the tools whose registry ids come back are bound to its next
calls (and stay bound: the graph's state accumulates them). :class:`BigtoolRetriever` answers that
query with ``mem.tools.search`` over the registry, and :class:`RecordingCallbacks`, passed in the
run's config, records every call of a registry tool with the user's request::

    from langgraph_bigtool import create_agent
    from toolmem.integrations.bigtool import BigtoolRetriever, RecordingCallbacks

    retriever = BigtoolRetriever(mem, registry, k=5)
    agent = create_agent(model, registry, retrieve_tools_function=retriever.retrieve,
                         retrieve_tools_coroutine=retriever.aretrieve).compile()
    agent.invoke({"messages": "will it rain in Porto?"}, {"callbacks": [RecordingCallbacks(retriever)]})

The model writes the query, so the conversation is in view as far as the model puts it there;
bigtool offers no hook before the model call, so the plan cache is not used here (the LangChain
middleware, :mod:`toolmem.integrations.langchain`, replays plans). Needs
``pip install 'toolmem[langgraph]'``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any
from uuid import UUID

from toolmem.errors import DependencyError
from toolmem.integrations.selector import DEFAULT_K, ToolSelector
from toolmem.memory import Memory
from toolmem.records import Tool

try:
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.messages import HumanMessage, convert_to_messages
    from langchain_core.tools import BaseTool, StructuredTool
    from langchain_core.utils.function_calling import convert_to_openai_tool
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise DependencyError("toolmem.integrations.bigtool", "langgraph", exc.name or "langgraph-bigtool") from exc

__all__ = ["BigtoolRetriever", "RecordingCallbacks"]


class BigtoolRetriever:
    """Searches a langgraph-bigtool registry with toolmem.

    The registry's tools are added to the catalogue under their registry ids.

    Args:
        mem: the workspace.
        registry: bigtool's ``{id: tool or function}``.
        k: how many ids a retrieval returns.
    """

    def __init__(
        self, mem: Memory, registry: Mapping[str, BaseTool | Callable[..., Any]], *, k: int = DEFAULT_K
    ) -> None:
        self.selector = ToolSelector(mem, k=k, plans=False)
        self.names: dict[str, str] = {}
        records = []
        for tool_id, tool in registry.items():
            made = tool if isinstance(tool, BaseTool) else StructuredTool.from_function(tool)
            function = convert_to_openai_tool(made)["function"]
            self.names[made.name] = tool_id
            records.append(
                Tool(
                    id=tool_id,
                    name=made.name,
                    description=function.get("description") or "",
                    parameters=function.get("parameters") or {"type": "object", "properties": {}},
                    source="python",
                )
            )
        self.selector.index(records)

    def retrieve(self, query: str) -> list[str]:
        """Find the tools that can do what the query describes; returns their ids.

        Args:
            query: what the tool should do, in words (the user's request is a good query).
        """
        return self.selector.select([query])

    async def aretrieve(self, query: str) -> list[str]:
        """Find the tools that can do what the query describes; returns their ids.

        Args:
            query: what the tool should do, in words (the user's request is a good query).
        """
        return self.selector.select([query])  # inline: see toolmem.integrations.selector


class RecordingCallbacks(BaseCallbackHandler):
    """A LangChain callback handler that records each call of a registry tool with the request of
    the run it belongs to (the latest user message the graph was invoked with)."""

    def __init__(self, retriever: BigtoolRetriever) -> None:
        self.retriever = retriever
        self._parents: dict[UUID, UUID | None] = {}
        self._requests: dict[UUID, str] = {}
        self._started: dict[UUID, tuple[str, Any, float]] = {}

    def on_chain_start(
        self,
        serialized: dict[str, Any] | None,
        inputs: dict[str, Any] | Any,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        **kwargs: Any,
    ) -> None:
        """Note the graph's request (from its input messages) and where each run hangs."""
        self._parents[run_id] = parent_run_id
        if parent_run_id is None and isinstance(inputs, dict) and "messages" in inputs:
            raw = inputs["messages"]
            try:
                messages = convert_to_messages(raw if isinstance(raw, list) else [raw])
            except (ValueError, TypeError, NotImplementedError):
                return
            humans = [m.text for m in messages if isinstance(m, HumanMessage)]
            if humans:
                self._requests[run_id] = humans[-1]

    def on_tool_start(
        self,
        serialized: dict[str, Any] | None,
        input_str: str,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        inputs: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        """Note which tool started, with what arguments, when."""
        self._parents[run_id] = parent_run_id
        name = (serialized or {}).get("name") or kwargs.get("name") or ""
        self._started[run_id] = (str(name), inputs if inputs is not None else input_str, time.perf_counter())

    def on_tool_end(self, output: Any, *, run_id: UUID, **kwargs: Any) -> None:
        """Record a call that returned."""
        self._finish(run_id, output, None)

    def on_tool_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        """Record a call that raised."""
        self._finish(run_id, "", f"{type(error).__name__}: {error}")

    def _finish(self, run_id: UUID, output: Any, error: str | None) -> None:
        started = self._started.pop(run_id, None)
        if started is None:
            return
        name, arguments, at = started
        tool_id = self.retriever.names.get(name)
        if tool_id is None:  # retrieve_tools itself, or a tool outside the registry
            return
        text = getattr(output, "text", output)
        failed = error is not None or getattr(output, "status", None) == "error"
        self.retriever.selector.record(
            tool_id,
            self._request_of(run_id),
            arguments,
            text if isinstance(text, str) else str(text),
            success=not failed,
            seconds=time.perf_counter() - at,
            error=error,
        )

    def _request_of(self, run_id: UUID) -> str:
        seen: set[UUID] = set()
        current: UUID | None = run_id
        while current is not None and current not in seen:
            seen.add(current)
            if current in self._requests:
                return self._requests[current]
            current = self._parents.get(current)
        return ""
