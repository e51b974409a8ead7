"""toolmem as langgraph-bigtool's retrieval, in a real bigtool graph; the model is LangChain's fake
chat model taught ``bind_tools``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("langgraph_bigtool", reason="needs pip install 'toolmem[langgraph]'")

from catalogue import TOOLS, WEATHER
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import StructuredTool
from langgraph.graph import MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
from langgraph_bigtool import create_agent
from test_langchain import ScriptedModel, call

import toolmem
from toolmem.integrations.bigtool import BigtoolRetriever, RecordingCallbacks
from toolmem.memory import Memory

REGISTRY = {f"demo.{tool.__name__}": tool for tool in TOOLS}


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with toolmem.open(str(tmp_path / "bigtool.db"), embedder="hash") as memory:
        yield memory


def run(mem: Memory, model: ScriptedModel, asynchronous: bool = False) -> tuple[BigtoolRetriever, list[Any]]:
    retriever = BigtoolRetriever(mem, REGISTRY, k=3)
    graph = create_agent(
        model, REGISTRY, retrieve_tools_function=retriever.retrieve, retrieve_tools_coroutine=retriever.aretrieve
    ).compile()
    config: Any = {"callbacks": [RecordingCallbacks(retriever)]}
    if asynchronous:
        import asyncio

        result = asyncio.run(graph.ainvoke({"messages": WEATHER}, config))
    else:
        result = graph.invoke({"messages": WEATHER}, config)
    return retriever, list(result["messages"])


@pytest.mark.parametrize("asynchronous", [False, True])
def test_the_models_query_retrieves_k_registry_ids_that_are_bound_to_its_next_call(
    mem: Memory, asynchronous: bool
) -> None:
    model = ScriptedModel(responses=[call("retrieve", "r1", query="weather forecast rain"), AIMessage("Rain.")])

    retriever, messages = run(mem, model, asynchronous)

    assert retriever.retrieve("weather forecast rain")[0] == "demo.weather_forecast"
    assert model.offered[0] == ["retrieve"]
    assert len(model.offered[1]) == 1 + 3
    assert "weather_forecast" in model.offered[1]
    assert messages[-1].text == "Rain."


@pytest.mark.xfail(
    strict=True,
    raises=AttributeError,
    reason="langgraph-bigtool 0.0.3 calls ToolNode.inject_tool_args, which langgraph-prebuilt 1.x removed",
)
def test_a_registry_tool_called_in_a_bigtool_graph_is_recorded(mem: Memory) -> None:
    model = ScriptedModel(
        responses=[
            call("retrieve", "r1", query="weather forecast rain"),
            call("weather_forecast", "c1", city="Porto"),
            AIMessage("Light rain."),
        ]
    )
    run(mem, model)
    assert [c.request for c in mem.calls.list("demo.weather_forecast")] == [WEATHER]


def test_the_callbacks_record_each_registry_tool_call_of_a_graph_with_its_request(mem: Memory) -> None:
    retriever = BigtoolRetriever(mem, REGISTRY, k=3)
    graph = StateGraph(MessagesState)
    graph.add_node("tools", ToolNode([StructuredTool.from_function(tool) for tool in TOOLS]))
    graph.set_entry_point("tools")
    asked = [HumanMessage(WEATHER), call("weather_forecast", "c1", city="Porto"), call("stock_price", "c2", symbol="X")]

    config: Any = {"callbacks": [RecordingCallbacks(retriever)]}

    graph.compile().invoke({"messages": asked[:2]}, config)
    with pytest.raises(ValueError, match="unknown ticker symbol"):
        graph.compile().invoke({"messages": asked[::2]}, config)

    [recorded] = mem.calls.list("demo.weather_forecast")
    assert (recorded.request, recorded.input, recorded.output, recorded.success) == (
        WEATHER,
        {"city": "Porto"},
        "Porto, tomorrow: light rain, 14 C",
        True,
    )
    [failed] = mem.calls.list("demo.stock_price")
    assert (failed.request, failed.success, failed.error) == (WEATHER, False, "ValueError: unknown ticker symbol 'X'")
