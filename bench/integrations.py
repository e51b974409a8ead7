"""Every framework integration over one catalogue of 1,300+ tools: what the model is sent, whether the
needed tool is among it, and what the hook adds to a turn.

The catalogue is five public OpenAPI specs of ``$TOOLMEM_BENCH_DATA/openapi`` (Stripe, Slack, Box,
Spotify, Trello) and the tools of the MCP reference servers (memory, filesystem, everything; from
``tests/mcp/npm``, read through the gateway), each tool named as OpenAI would be sent it. Each of
the 40 requests of ``bench/integrations_requests.jsonl`` (written for this benchmark) goes through
each integration's own hook, with a fresh memory per integration so every request's query
embedding is computed inside the timed turn:

* LangChain: ``ToolmemMiddleware.wrap_model_call`` on a ``ModelRequest`` holding every tool;
* langgraph-bigtool: ``BigtoolRetriever.retrieve``;
* OpenAI Agents SDK: ``Agent.get_all_tools`` (every tool's ``is_enabled``), minus the same call
  without toolmem;
* Pydantic AI: ``ToolmemToolset.get_tools``, minus the wrapped ``FunctionToolset.get_tools``;
* LlamaIndex: the tool retriever's ``aretrieve``;
* Anthropic and OpenAI Responses tool search: ``answer`` to the model's search call.

Printed per integration: the tokens (o200k_base) of the tool list with every tool and of the tools
offered (median over the requests), the share of requests whose tool was offered, and the p50 / p90
of the added milliseconds per turn.

    python bench/integrations.py [--openapi $TOOLMEM_BENCH_DATA/openapi] [--embedder local] [--k 5]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import toolmem
from toolmem.evaluation.datasets import data_dir
from toolmem.memory import Memory
from toolmem.records import Tool
from toolmem.tools.export import export_report

ROOT = Path(__file__).resolve().parents[1]
SPECS = [
    "stripe-spec3-2023-09.yaml",
    "slack-web-v2.json",
    "box.json",
    "guru/spotify.com_v1.json",
    "guru/trello.com_1.0.json",
]
NPM = ROOT / "tests" / "mcp" / "npm" / "node_modules" / ".bin"
MCP_SERVERS = {
    "memory": ["mcp-server-memory"],
    "filesystem": ["mcp-server-filesystem", "."],
    "everything": ["mcp-server-everything"],
}
WORKSPACE = "integrations-bench"
Offer = Callable[[str], Awaitable[list[str]]]


@dataclass(frozen=True)
class Row:
    """One integration's results."""

    name: str
    all_tokens: int
    offered_tokens: float
    found: int
    requests: int
    added_ms: list[float]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--openapi", type=Path, default=data_dir("openapi"))
    parser.add_argument("--requests", type=Path, default=ROOT / "bench" / "integrations_requests.jsonl")
    parser.add_argument("--embedder", default="local")
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--db", default=str(ROOT / ".bench-cache" / "integrations.db"))
    args = parser.parse_args()
    Path(args.db).parent.mkdir(parents=True, exist_ok=True)
    tools, names = catalogue(args.openapi)
    requests = [json.loads(line) for line in args.requests.read_text().splitlines() if line.strip()]
    requests = [(names[r["tool"]], r["request"]) for r in requests if r["tool"] in names]
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"catalogue: {len(tools)} tools; {len(requests)} requests; k = {args.k}; embedder {args.embedder}")
    print(f"load average before: {load} on {os.cpu_count()} cores\n")
    rows = []
    for number, (name, build) in enumerate(INTEGRATIONS.items()):
        # A workspace each: an integration indexes its framework's rendering of the tools, which must
        # not change the catalogue the next one searches. Vectors are stored by text: a rerun embeds nothing.
        workspace = f"{WORKSPACE}-{number}"
        with toolmem.open(args.db, workspace=workspace, embedder=args.embedder) as mem:
            mem.tools.sync(tools, "bench")
        with toolmem.open(args.db, workspace=workspace, embedder=args.embedder) as mem:
            offer, baseline, fmt = build(mem, tools, args.k)
            rows.append(asyncio.run(measure(name, mem, tools, requests, offer, baseline, fmt)))
    print("| integration | tokens, all tools | tokens, offered (median) | needed tool offered | added ms p50 | p90 |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        p50 = statistics.median(row.added_ms)
        p90 = statistics.quantiles(row.added_ms, n=10)[-1]
        found = f"{row.found}/{row.requests} ({row.found / row.requests:.0%})"
        print(f"| {row.name} | {row.all_tokens:,} | {row.offered_tokens:,.0f} | {found} | {p50:.1f} | {p90:.1f} |")


async def measure(
    name: str,
    mem: Memory,
    tools: list[Tool],
    requests: list[tuple[str, str]],
    offer: Offer,
    baseline: Offer | None,
    fmt: str,
) -> Row:
    """Run every request through one integration's hook, timing it and noting what it offered."""
    await offer("warm up: build the indexes")  # loads the index and the model, outside the timings
    if baseline is not None:
        await baseline("warm up")
    by_id = {tool.id: tool for tool in tools}
    added, offered_tokens, found = [], [], 0
    for wanted, request in requests:
        base = 0.0
        if baseline is not None:
            started = time.perf_counter()
            await baseline(request)
            base = time.perf_counter() - started
        started = time.perf_counter()
        offered = await offer(request)
        added.append((time.perf_counter() - started - base) * 1000)
        found += wanted in offered
        offered_tokens.append(sum(export_report([by_id[i] for i in offered], fmt, budget=None).prompt_tokens()))
    every = sum(export_report(tools, fmt, budget=None).prompt_tokens())
    return Row(name, every, statistics.median(offered_tokens), found, len(requests), added)


# the catalogue --------------------------------------------------------------------------------------
def catalogue(openapi: Path) -> tuple[list[Tool], dict[str, str]]:
    """The specs' and MCP servers' tools, re-named as OpenAI is sent them; and ``{source id: name}``."""
    loaded = toolmem.load_paths([openapi / spec for spec in SPECS]).tools
    loaded += mcp_tools()
    report = export_report(loaded, "openai")
    named = []
    for tool, entry, exported in zip(loaded, report.entries, report.tools, strict=True):
        function = exported["function"]
        named.append(
            Tool(
                id=entry.name,
                name=entry.name,
                description=function.get("description", ""),
                parameters=function.get("parameters") or {"type": "object", "properties": {}},
                tags=tool.tags,
                source=tool.source,
            )
        )
    return named, {entry.id: entry.name for entry in report.entries}


def mcp_tools() -> list[Tool]:
    """The reference servers' tools, as the gateway indexes them (none when they are not installed)."""
    if not (NPM / "mcp-server-memory").exists():
        print("note: the MCP reference servers are not installed (make dev); their tools are left out", file=sys.stderr)
        return []
    from toolmem.mcp.config import GatewayConfig
    from toolmem.mcp.gateway import Gateway

    servers = {name: {"command": str(NPM / argv[0]), "args": argv[1:]} for name, argv in MCP_SERVERS.items()}
    config = GatewayConfig.from_dict({"servers": servers}, base_dir=ROOT)

    async def index(mem: Memory) -> None:
        async with contextlib.AsyncExitStack() as stack:
            await Gateway(mem, config).connect(stack)

    with toolmem.open("sqlite://", embedder=None) as mem:
        asyncio.run(index(mem))
        return mem.tools.list()


# the integrations -------------------------------------------------------------------------------------
def _noop(**kwargs: Any) -> str:
    return "ok"


def langchain(mem: Memory, tools: list[Tool], k: int) -> tuple[Offer, Offer | None, str]:
    from langchain.agents.middleware import ModelRequest, ModelResponse
    from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
    from langchain_core.messages import AIMessage, HumanMessage
    from langchain_core.tools import BaseTool, StructuredTool

    from toolmem.integrations.langchain import ToolmemMiddleware

    middleware = ToolmemMiddleware(mem, k=k, plans=False)
    made: list[BaseTool | dict[str, Any]] = [
        StructuredTool(name=t.name, description=t.description, args_schema=dict(t.parameters), func=_noop)
        for t in tools
    ]
    model = FakeMessagesListChatModel(responses=[AIMessage("ok")])

    async def offer(request: str) -> list[str]:
        seen: list[str] = []

        def handler(prepared: ModelRequest[Any]) -> ModelResponse[Any]:
            seen.extend(tool.name for tool in prepared.tools if isinstance(tool, BaseTool))
            return ModelResponse(result=[AIMessage("ok")])

        middleware.wrap_model_call(ModelRequest(model=model, messages=[HumanMessage(request)], tools=made), handler)
        return seen

    return offer, None, "openai"


def bigtool(mem: Memory, tools: list[Tool], k: int) -> tuple[Offer, Offer | None, str]:
    from langchain_core.tools import StructuredTool

    from toolmem.integrations.bigtool import BigtoolRetriever

    registry = {
        t.id: StructuredTool(name=t.name, description=t.description, args_schema=dict(t.parameters), func=_noop)
        for t in tools
    }
    retriever = BigtoolRetriever(mem, registry, k=k)

    async def offer(request: str) -> list[str]:
        return retriever.retrieve(request)

    return offer, None, "openai"


def openai_agents(mem: Memory, tools: list[Tool], k: int) -> tuple[Offer, Offer | None, str]:
    from agents import Agent, FunctionTool, RunContextWrapper

    from toolmem.integrations.openai_agents import ToolmemTools

    async def invoke(context: Any, arguments: str) -> str:
        return "ok"

    made = [
        FunctionTool(
            name=t.name,
            description=t.description,
            params_json_schema=dict(t.parameters),
            on_invoke_tool=invoke,
            strict_json_schema=False,
        )
        for t in tools
    ]
    chosen = ToolmemTools(mem, k=k)
    agent, plain = Agent(name="bench", tools=list(chosen.tools(made))), Agent(name="plain", tools=list(made))

    async def offer(request: str) -> list[str]:
        context = RunContextWrapper(context=None, turn_input=[{"role": "user", "content": request}])
        return [tool.name for tool in await agent.get_all_tools(context)]

    async def baseline(request: str) -> list[str]:
        context = RunContextWrapper(context=None, turn_input=[{"role": "user", "content": request}])
        return [tool.name for tool in await plain.get_all_tools(context)]

    return offer, baseline, "openai"


def pydantic_ai(mem: Memory, tools: list[Tool], k: int) -> tuple[Offer, Offer | None, str]:
    from pydantic_ai import RunContext
    from pydantic_ai.messages import ModelRequest, UserPromptPart
    from pydantic_ai.models.test import TestModel
    from pydantic_ai.tools import Tool as PydanticTool
    from pydantic_ai.toolsets import FunctionToolset
    from pydantic_ai.usage import RunUsage

    from toolmem.integrations.pydantic_ai import ToolmemToolset

    functions = FunctionToolset(
        [PydanticTool.from_schema(_noop, t.name, t.description, dict(t.parameters)) for t in tools]
    )
    toolset = ToolmemToolset.over(functions, mem, k=k, plans=False)

    def context(request: str) -> RunContext[None]:
        messages: list[Any] = [ModelRequest(parts=[UserPromptPart(request)])]
        return RunContext(deps=None, model=TestModel(), usage=RunUsage(), messages=messages)

    async def offer(request: str) -> list[str]:
        return list(await toolset.get_tools(context(request)))

    async def baseline(request: str) -> list[str]:
        return list(await functions.get_tools(context(request)))

    return offer, baseline, "openai"


def llama_index(mem: Memory, tools: list[Tool], k: int) -> tuple[Offer, Offer | None, str]:
    from llama_index.core.tools import FunctionTool, ToolMetadata

    from toolmem.integrations.llama_index import tool_retriever

    made = [FunctionTool(_noop, ToolMetadata(name=t.name, description=t.description)) for t in tools]
    retriever = tool_retriever(mem, made, k=k)

    async def offer(request: str) -> list[str]:
        return [tool.metadata.get_name() for tool in await retriever.aretrieve(request)]

    return offer, None, "openai"


def anthropic_search(mem: Memory, tools: list[Tool], k: int) -> tuple[Offer, Offer | None, str]:
    from toolmem.integrations.tool_search import AnthropicToolSearch

    search = AnthropicToolSearch(mem, k=k)

    async def offer(request: str) -> list[str]:
        block = {"type": "tool_use", "id": "t", "name": search.name, "input": {"query": request}}
        names = [reference["tool_name"] for reference in search.answer(block)["content"]]
        return [search.export.id_of(name) or name for name in names]

    return offer, None, "anthropic"


def openai_search(mem: Memory, tools: list[Tool], k: int) -> tuple[Offer, Offer | None, str]:
    from toolmem.integrations.tool_search import OpenAIToolSearch

    search = OpenAIToolSearch(mem, k=k)

    async def offer(request: str) -> list[str]:
        call = {"type": "tool_search_call", "call_id": "c", "execution": "client", "arguments": {"query": request}}
        return [search.export.id_of(tool["name"]) or tool["name"] for tool in search.answer(call)["tools"]]

    return offer, None, "openai"


def search_alone(mem: Memory, tools: list[Tool], k: int) -> tuple[Offer, Offer | None, str]:
    """The reference: ``mem.tools.search`` itself, which every integration calls once per turn."""

    async def offer(request: str) -> list[str]:
        return [hit.id for hit in mem.tools.search(request, k=k)]

    return offer, None, "openai"


INTEGRATIONS: dict[str, Callable[[Memory, list[Tool], int], tuple[Offer, Offer | None, str]]] = {
    "mem.tools.search alone (reference)": search_alone,
    "LangChain middleware": langchain,
    "langgraph-bigtool retrieval": bigtool,
    "OpenAI Agents SDK": openai_agents,
    "Pydantic AI toolset": pydantic_ai,
    "LlamaIndex tool_retriever": llama_index,
    "Anthropic tool search": anthropic_search,
    "OpenAI Responses tool search": openai_search,
}


if __name__ == "__main__":
    main()
