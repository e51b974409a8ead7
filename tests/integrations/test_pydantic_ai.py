"""The Pydantic AI toolset and plan-cache model in a real ``Agent``, the model pydantic-ai's own
``FunctionModel`` (scripted turns; it notes the tools each request offers)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pydantic_ai", reason="needs pip install 'toolmem[pydantic-ai]'")

from catalogue import NAMES, TOOLS, WEATHER
from pydantic_ai import Agent
from pydantic_ai.messages import ModelMessage, ModelResponse, TextPart, ToolCallPart, ToolReturnPart
from pydantic_ai.models.function import AgentInfo, FunctionModel
from pydantic_ai.toolsets import FunctionToolset

import toolmem
from toolmem.integrations.pydantic_ai import PlanCacheModel, ToolmemToolset
from toolmem.memory import Memory


class Script:
    """A FunctionModel's function: the scripted responses in order, the tools and messages of each request."""

    def __init__(self, *responses: ModelResponse) -> None:
        self.responses = list(responses)
        self.offered: list[list[str]] = []
        self.seen: list[list[ModelMessage]] = []

    def __call__(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        self.offered.append([tool.name for tool in info.function_tools])
        self.seen.append(list(messages))
        return self.responses.pop(0)


def run(agent: Agent[None, str], prompt: str) -> Any:
    """``agent.run`` in a fresh event loop (``run_sync`` leaves the loop it makes open)."""
    return asyncio.run(agent.run(prompt))


def call(name: str, **args: Any) -> ModelResponse:
    return ModelResponse(parts=[ToolCallPart(name, args, tool_call_id=f"call-{name}")])


def text(content: str) -> ModelResponse:
    return ModelResponse(parts=[TextPart(content)])


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with toolmem.open(str(tmp_path / "pai.db"), embedder="hash") as memory:
        yield memory


def agent(mem: Memory, script: Script, **options: Any) -> Agent[None, str]:
    toolset = ToolmemToolset.over(FunctionToolset(list(TOOLS)), mem, k=3, **options)
    return Agent(PlanCacheModel(FunctionModel(script), toolset), toolsets=[toolset])


def test_each_request_offers_the_k_tools_that_fit_and_each_call_is_recorded(mem: Memory) -> None:
    script = Script(call("weather_forecast", city="Porto"), text("Light rain."))

    result = run(agent(mem, script, plans=False), WEATHER)

    assert result.output == "Light rain."
    assert len(script.offered[0]) == 3
    assert script.offered[0][0] == "weather_forecast"
    assert "weather_forecast" in script.offered[1]
    assert sorted(tool.id for tool in mem.tools.list()) == sorted(NAMES)
    [recorded] = mem.calls.list("weather_forecast")
    assert (recorded.request, recorded.input, recorded.output, recorded.success) == (
        WEATHER,
        {"city": "Porto", "day": "tomorrow"},  # as validated: the default filled in
        "Porto, tomorrow: light rain, 14 C",
        True,
    )
    assert recorded.time_cost > 0


def test_a_tool_that_raises_is_recorded_as_a_failure(mem: Memory) -> None:
    script = Script(call("stock_price", symbol="NOPE"))

    with pytest.raises(ValueError, match="unknown ticker symbol"):
        run(agent(mem, script, plans=False), "What is the stock market price of NOPE?")

    [recorded] = mem.calls.list("stock_price")
    assert (recorded.success, recorded.error) == (False, "ValueError: unknown ticker symbol 'NOPE'")


def test_a_second_identical_prompt_is_served_from_the_plan_cache(mem: Memory) -> None:
    run(agent(mem, Script(call("weather_forecast", city="Porto"), text("Light rain."))), WEATHER)
    [plan] = mem.plans.list()
    again = Script(text("Light rain in Porto."))

    result = run(agent(mem, again), WEATHER)

    assert result.output == "Light rain in Porto."
    assert len(again.offered) == 1  # only the answer, written from the replayed call's result
    [returned] = [part for part in again.seen[0][-1].parts if isinstance(part, ToolReturnPart)]
    assert (returned.tool_name, returned.tool_call_id) == ("weather_forecast", f"toolmem-plan-{plan.id}-0")
    assert [c.request for c in mem.calls.list("weather_forecast")] == [WEATHER, WEATHER]
    assert [p.id for p in mem.plans.list()] == [plan.id]


def test_a_copy_for_a_run_shares_the_selector() -> None:
    import dataclasses

    with toolmem.open("sqlite://", embedder="hash") as memory:
        toolset = ToolmemToolset.over(FunctionToolset(list(TOOLS)), memory, k=2)
        copy = dataclasses.replace(toolset, wrapped=FunctionToolset([]))
    assert copy.selector is toolset.selector
