"""LlamaIndex: a tool retriever for ``FunctionAgent(tool_retriever=...)`` backed by toolmem, whose
tools record each call.

::

    from llama_index.core.agent.workflow import FunctionAgent
    from llama_index.core.tools import FunctionTool
    from toolmem.integrations.llama_index import tool_retriever

    retriever = tool_retriever(mem, [FunctionTool.from_defaults(f) for f in functions], k=5)
    agent = FunctionAgent(llm=llm, tool_retriever=retriever)
    await agent.run("will it rain in Porto tomorrow?")

Hook used: the agent asks its ``tool_retriever`` for tools with the user's message before each
model call, and again with a tool's name before calling it; toolmem searches for the first and
answers the second with that tool. The tools it hands out are the given ones wrapped so each call
is timed and recorded, with the latest query that returned the tool as its request (the agent
passes only the current message, so earlier turns are not in view). A tool that needs the workflow
``Context`` is not supported through the wrapper. The agent offers no hook that answers for the
model, so the plan cache is not used here. Needs ``pip install 'toolmem[llamaindex]'``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from typing import Any

from toolmem.errors import DependencyError
from toolmem.integrations.selector import DEFAULT_K, ToolSelector
from toolmem.memory import Memory
from toolmem.records import Tool

try:
    from llama_index.core.base.base_retriever import BaseRetriever
    from llama_index.core.objects import ObjectRetriever, SimpleToolNodeMapping
    from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode
    from llama_index.core.tools import AsyncBaseTool, BaseTool, ToolMetadata, ToolOutput, adapt_to_async_tool
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise DependencyError("toolmem.integrations.llama_index", "llamaindex", exc.name or "llama-index-core") from exc

__all__ = ["RecordingTool", "ToolmemRetriever", "tool_retriever"]


def tool_retriever(mem: Memory, tools: Sequence[BaseTool], *, k: int = DEFAULT_K) -> ObjectRetriever[BaseTool]:
    """An object retriever for ``FunctionAgent(tool_retriever=...)`` choosing among ``tools`` with toolmem.

    The tools are added to the catalogue under their names.
    """
    retriever = ToolmemRetriever(mem, tools, k=k)
    recording = [RecordingTool(tool, retriever) for tool in tools]
    return ObjectRetriever(retriever=retriever, object_node_mapping=SimpleToolNodeMapping.from_objects(recording))


class ToolmemRetriever(BaseRetriever):
    """A node retriever over a set of tools: the ``k`` toolmem finds for a query, or the one a query names.

    Args:
        mem: the workspace.
        tools: the tools to choose among.
        k: how many tools a query returns.
    """

    def __init__(self, mem: Memory, tools: Sequence[BaseTool], *, k: int = DEFAULT_K) -> None:
        super().__init__()
        self.selector = ToolSelector(mem, k=k, plans=False)
        self.selector.index(_record_of(tool.metadata) for tool in tools)
        self.requests: dict[str, str] = {}  # tool name -> the latest query that returned it

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        query = query_bundle.query_str
        if query in self.selector.runnable:  # the agent fetching the tool it is about to call
            return [_node(query, 1.0)]
        if not query.strip():
            return []
        names = self.selector.select([query])
        for name in names:
            self.requests[name] = query
        return [_node(name, 1.0 / rank) for rank, name in enumerate(names, start=1)]

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        return self._retrieve(query_bundle)  # inline: see toolmem.integrations.selector


class RecordingTool(AsyncBaseTool):
    """A tool that records each of its calls in the retriever's memory.

    Args:
        tool: the tool to run.
        retriever: whose memory records, and which knows the request that found the tool.
    """

    def __init__(self, tool: BaseTool, retriever: ToolmemRetriever) -> None:
        self.tool = adapt_to_async_tool(tool)
        self.retriever = retriever

    @property
    def metadata(self) -> ToolMetadata:
        """The wrapped tool's metadata."""
        return self.tool.metadata

    def call(self, *args: Any, **kwargs: Any) -> ToolOutput:
        """Run the tool and record the call."""
        started = time.perf_counter()
        try:
            output = self.tool.call(*args, **kwargs)
        except Exception as exc:
            self._record(kwargs, None, exc, time.perf_counter() - started)
            raise
        self._record(kwargs, output, None, time.perf_counter() - started)
        return output

    async def acall(self, *args: Any, **kwargs: Any) -> ToolOutput:
        """Run the tool and record the call."""
        started = time.perf_counter()
        try:
            output = await self.tool.acall(*args, **kwargs)
        except Exception as exc:
            await asyncio.to_thread(self._record, kwargs, None, exc, time.perf_counter() - started)
            raise
        await asyncio.to_thread(self._record, kwargs, output, None, time.perf_counter() - started)
        return output

    def _record(
        self, arguments: dict[str, Any], output: ToolOutput | None, error: Exception | None, seconds: float
    ) -> None:
        name = self.metadata.get_name()
        failed = error is not None or (output is not None and output.is_error)
        message = f"{type(error).__name__}: {error}" if error is not None else None
        self.retriever.selector.record(
            name,
            self.retriever.requests.get(name, ""),
            arguments,
            output.content if output is not None else "",
            success=not failed,
            seconds=seconds,
            error=message,
        )


def _record_of(metadata: ToolMetadata) -> Tool:
    name = metadata.get_name()
    return Tool(
        id=name,
        name=name,
        description=metadata.description or "",
        parameters=metadata.get_parameters_dict(),
        source="python",
    )


def _node(name: str, score: float) -> NodeWithScore:
    return NodeWithScore(node=TextNode(id_=name, text=name, metadata={"name": name}), score=score)
