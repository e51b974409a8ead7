"""The LangChain v1 middleware inside a real ``create_agent`` graph, the model LangChain's own fake
chat model (taught ``bind_tools`` so it notes the tools it is offered)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("langchain", reason="needs pip install 'toolmem[langchain]'")

from catalogue import NAMES, TOOLS, WEATHER, stock_price
from langchain.agents import create_agent
from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatResult
from langchain_core.runnables import Runnable
from langchain_core.tools import StructuredTool, ToolException
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import Field

import toolmem
from toolmem.integrations.langchain import ToolmemMiddleware
from toolmem.memory import Memory


class ScriptedModel(FakeMessagesListChatModel):
    """LangChain's fake chat model, noting the names of the tools bound to each call and the messages."""

    offered: list[list[str]] = Field(default_factory=list)
    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> Runnable[Any, BaseMessage]:
        return self.bind(tools=[convert_to_openai_tool(tool) for tool in tools], **kwargs)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.offered.append([tool["function"]["name"] for tool in kwargs.get("tools", [])])
        self.seen.append(list(messages))
        return super()._generate(messages, stop, run_manager, **kwargs)


def call(name: str, call_id: str, **args: Any) -> AIMessage:
    return AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": call_id, "type": "tool_call"}])


def failing_stock_price(symbol: str) -> str:
    """Get the latest stock market price of a company by its ticker symbol."""
    try:
        return stock_price(symbol)
    except ValueError as exc:
        raise ToolException(str(exc)) from exc


def tools() -> list[StructuredTool]:
    made = [StructuredTool.from_function(tool) for tool in TOOLS if tool is not stock_price]
    return [*made, StructuredTool.from_function(failing_stock_price, name="stock_price", handle_tool_error=True)]


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with toolmem.open(str(tmp_path / "lc.db"), embedder="hash") as memory:
        yield memory


def agent(mem: Memory, model: ScriptedModel, **options: Any) -> Any:
    return create_agent(model, tools=tools(), middleware=[ToolmemMiddleware(mem, k=3, **options)])


def ask(graph: Any, *texts: str, history: list[BaseMessage] | None = None) -> list[BaseMessage]:
    messages = [*(history or []), *(HumanMessage(text) for text in texts)]
    return list(graph.invoke({"messages": messages})["messages"])


def test_the_model_is_offered_the_k_tools_that_fit_and_the_call_is_recorded(mem: Memory) -> None:
    model = ScriptedModel(responses=[call("weather_forecast", "c1", city="Porto"), AIMessage("Light rain.")])

    messages = ask(agent(mem, model, plans=False), WEATHER)

    assert messages[-1].text == "Light rain."
    assert len(model.offered[0]) == 3
    assert model.offered[0][0] == "weather_forecast"
    assert "weather_forecast" in model.offered[1]
    assert sorted(tool.id for tool in mem.tools.list()) == sorted(NAMES)
    [recorded] = mem.calls.list("weather_forecast")
    assert (recorded.request, recorded.input, recorded.output, recorded.success) == (
        WEATHER,
        {"city": "Porto"},
        "Porto, tomorrow: light rain, 14 C",
        True,
    )
    assert recorded.time_cost > 0
    assert (recorded.token_cost or 0) > 0


def test_a_failed_call_is_recorded_as_a_failure_with_its_error(mem: Memory) -> None:
    model = ScriptedModel(responses=[call("stock_price", "c1", symbol="NOPE"), AIMessage("No such symbol.")])

    ask(agent(mem, model, plans=False), "What is the stock market price of NOPE?")

    [recorded] = mem.calls.list("stock_price")
    assert (recorded.success, recorded.error) == (False, "unknown ticker symbol 'NOPE'")


def test_a_follow_up_is_searched_with_the_conversation_and_keeps_the_tools_called(mem: Memory) -> None:
    first = ScriptedModel(responses=[call("weather_forecast", "c1", city="Porto"), AIMessage("Light rain.")])
    history = ask(agent(mem, first, plans=False), WEATHER)
    follow_up = ScriptedModel(responses=[AIMessage("Sunny in Lisbon.")])

    ask(agent(mem, follow_up, plans=False, keep=0), "And in Lisbon?", history=history)
    kept = ScriptedModel(responses=[AIMessage("Sent.")])
    ask(agent(mem, kept, plans=False, context_words=0), "Email Ana the convert summary", history=history)

    assert follow_up.offered[0][0] == "weather_forecast"  # found through the earlier request's words
    assert len(kept.offered[0]) == 4  # the 3 that fit, plus the tool the conversation called
    assert kept.offered[0][-1] == "weather_forecast"


def test_a_second_identical_request_is_served_from_the_plan_cache(mem: Memory) -> None:
    model = ScriptedModel(responses=[call("weather_forecast", "c1", city="Porto"), AIMessage("Light rain.")])
    ask(agent(mem, model), WEATHER)
    [plan] = mem.plans.list()
    again = ScriptedModel(responses=[AIMessage("Light rain in Porto.")])

    messages = ask(agent(mem, again), WEATHER)

    replayed = messages[1]
    assert isinstance(replayed, AIMessage)
    assert replayed.tool_calls == [
        {"name": "weather_forecast", "args": {"city": "Porto"}, "id": f"toolmem-plan-{plan.id}-0", "type": "tool_call"}
    ]
    assert isinstance(messages[2], ToolMessage)
    assert len(again.offered) == 1  # the model only wrote the answer, from the replayed result
    assert isinstance(again.seen[0][-1], ToolMessage)
    assert messages[-1].text == "Light rain in Porto."
    assert [c.request for c in mem.calls.list("weather_forecast")] == [WEATHER, WEATHER]
    assert [p.id for p in mem.plans.list()] == [plan.id]


def test_a_replayed_step_that_fails_penalises_the_plan_and_the_model_takes_over(mem: Memory) -> None:
    request = "What is the stock market price of ACME?"
    mem.plans.store(request, [{"tool_id": "stock_price", "arguments": {"symbol": "GONE"}}, {"answer": "42"}])
    [plan] = mem.plans.list()
    model = ScriptedModel(responses=[call("stock_price", "c2", symbol="ACME"), AIMessage("ACME is at 42.")])

    messages = ask(agent(mem, model), request)

    assert messages[-1].text == "ACME is at 42."
    assert len(model.offered) == 2
    assert mem.plans.get(plan.id).failures == 1
    assert [c.success for c in reversed(mem.calls.list("stock_price"))] == [False, True]
