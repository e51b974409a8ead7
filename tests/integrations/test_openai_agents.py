"""The OpenAI Agents SDK with toolmem's tools and hooks, and with the MCP gateway as its MCP server;
the model is the SDK's chat-completions model talking to the local OpenAI stub (no network)."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("agents", reason="needs pip install 'toolmem[openai-agents]'")

from agents import Agent, OpenAIChatCompletionsModel, RunConfig, Runner, function_tool
from agents.mcp import MCPServerStdio
from catalogue import NAMES, TOOLS, WEATHER
from openai import AsyncOpenAI

import toolmem
from openai_stub import OpenAIStub, ToolCalls, scrub_environment
from toolmem.integrations.openai_agents import ToolmemTools
from toolmem.memory import Memory

MCP_SERVERS = Path(__file__).resolve().parents[1] / "mcp" / "servers"
SOURCE = Path(__file__).resolve().parents[2] / "src"
NO_TRACING = RunConfig(tracing_disabled=True)


@pytest.fixture(autouse=True)
def no_ambient_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    scrub_environment(monkeypatch)


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with toolmem.open(str(tmp_path / "agents.db"), embedder="hash") as memory:
        yield memory


def model(stub: OpenAIStub) -> OpenAIChatCompletionsModel:
    return OpenAIChatCompletionsModel(model="stub-model", openai_client=AsyncOpenAI(base_url=stub.url, api_key="test"))


def offered(stub: OpenAIStub) -> list[list[str]]:
    return [[tool["function"]["name"] for tool in r.body.get("tools", [])] for r in stub.chat_requests]


def run(agent: Agent[Any], request: Any, **options: Any) -> Any:
    """``Runner.run`` in a fresh event loop (``run_sync`` keeps one loop whose async generators a
    second run may no longer start)."""
    return asyncio.run(Runner.run(agent, request, **options))


def tools_for(mem: Memory) -> tuple[ToolmemTools, list[Any]]:
    chosen = ToolmemTools(mem, k=3)
    return chosen, chosen.tools([function_tool(f) for f in TOOLS])


def test_each_turn_offers_the_k_tools_that_fit_and_the_hooks_record_each_call(mem: Memory, stub: OpenAIStub) -> None:
    stub.replies.extend([ToolCalls.of("weather_forecast", {"city": "Porto"}), "Rain."])
    chosen, tools = tools_for(mem)
    agent = Agent(name="assistant", model=model(stub), tools=tools)

    result = run(agent, WEATHER, hooks=chosen.hooks, run_config=NO_TRACING)

    assert result.final_output == "Rain."
    first, second = offered(stub)
    assert len(first) == 3
    assert first[0] == "weather_forecast"
    assert "weather_forecast" in second  # called in this run: kept
    assert sorted(tool.id for tool in mem.tools.list()) == sorted(NAMES)
    [recorded] = mem.calls.list("weather_forecast")
    assert (recorded.request, recorded.input, recorded.output, recorded.success) == (
        WEATHER,
        {"city": "Porto"},
        "Porto, tomorrow: light rain, 14 C",
        True,
    )
    assert recorded.time_cost > 0


def test_a_tool_that_raises_is_recorded_as_a_failure(mem: Memory, stub: OpenAIStub) -> None:
    request = "What is the stock market price of NOPE?"
    stub.replies.extend([ToolCalls.of("stock_price", {"symbol": "NOPE"}), "No such symbol."])
    chosen, tools = tools_for(mem)
    agent = Agent(name="assistant", model=model(stub), tools=tools)

    run(agent, request, hooks=chosen.hooks, run_config=NO_TRACING)

    [failed] = mem.calls.list("stock_price")
    assert (failed.request, failed.success) == (request, False)


def test_an_earlier_request_of_the_conversation_steers_the_search(mem: Memory, stub: OpenAIStub) -> None:
    stub.replies.extend(["Rain.", "Sun."])
    chosen, tools = tools_for(mem)
    agent = Agent(name="assistant", model=model(stub), tools=tools)
    first = run(agent, WEATHER, hooks=chosen.hooks, run_config=NO_TRACING)

    follow_up: list[Any] = [*first.to_input_list(), {"role": "user", "content": "And Lisbon?"}]
    run(agent, follow_up, hooks=chosen.hooks, run_config=NO_TRACING)

    assert offered(stub)[1][0] == "weather_forecast"


def test_the_gateway_serves_an_agent_as_its_stdio_mcp_server(tmp_path: Path, stub: OpenAIStub) -> None:
    db = tmp_path / "gateway.db"
    config = tmp_path / "mcp.json"
    weather = {"command": sys.executable, "args": ["weather_server.py"], "cwd": str(MCP_SERVERS)}
    config.write_text(json.dumps({"mcpServers": {"weather": weather}}))
    toolmem_cli = f"import sys; sys.path.insert(0, {str(SOURCE)!r}); from toolmem.cli import main; main()"
    params: Any = {
        "command": sys.executable,
        "args": ["-c", toolmem_cli, "--db", str(db), "--embedder", "hash", "gateway", str(config)],
    }
    stub.replies.extend(
        [
            ToolCalls.of("search_tools", {"query": "weather forecast for a city", "k": 2}),
            ToolCalls.of("call_tool", {"tool_id": "weather.forecast", "arguments": {"city": "Porto"}}),
            "Light rain in Porto.",
        ]
    )

    async def through_the_gateway() -> Any:
        async with MCPServerStdio(params=params, client_session_timeout_seconds=60) as gateway:
            agent = Agent(name="assistant", model=model(stub), mcp_servers=[gateway])
            return await Runner.run(agent, WEATHER, run_config=NO_TRACING)

    result = asyncio.run(through_the_gateway())

    assert result.final_output == "Light rain in Porto."
    assert offered(stub)[0] == ["search_tools", "call_tool"]
    [block] = stub.chat_requests[1].body["messages"][-1]["content"]  # the search's result, one text block
    found = json.loads(block["text"])
    assert [tool["id"] for tool in found["tools"]] == ["weather.forecast", "weather.current_conditions"]
    with toolmem.open(str(db)) as mem:
        [recorded] = mem.calls.list("weather.forecast")
    assert (recorded.request, recorded.input, recorded.success) == (
        "weather forecast for a city",
        {"city": "Porto"},
        True,
    )
