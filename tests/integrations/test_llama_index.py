"""toolmem as a LlamaIndex ``FunctionAgent``'s tool retriever, the model LlamaIndex's own
``MockFunctionCallingLLM`` (scripted turns; it notes the tools each request offers)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("llama_index.core", reason="needs pip install 'toolmem[llamaindex]'")

from catalogue import NAMES, TOOLS, WEATHER
from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.base.llms.types import ChatMessage, MessageRole, ToolCallBlock
from llama_index.core.llms.mock import MockFunctionCallingLLM
from llama_index.core.tools import FunctionTool

import toolmem
from toolmem.integrations.llama_index import tool_retriever
from toolmem.memory import Memory

# LlamaIndex's workflows read pydantic's deprecated ``__fields__``/``__fields_set__`` while collecting
# an agent's steps (``inspect.getmembers`` touches every attribute).
pytestmark = pytest.mark.filterwarnings("ignore::pydantic.warnings.PydanticDeprecationWarning")


class Script:
    """The mock LLM's response generator: scripted messages in order, the tools each request offers."""

    def __init__(self, *messages: ChatMessage) -> None:
        self.messages = list(messages)
        self.offered: list[list[str]] = []

    def __call__(self, messages: Any, **kwargs: Any) -> ChatMessage:
        self.offered.append([tool.metadata.name for tool in kwargs.get("tools") or []])
        return self.messages.pop(0)


def call(name: str, **args: Any) -> ChatMessage:
    block = ToolCallBlock(tool_call_id=f"call-{name}", tool_name=name, tool_kwargs=args)
    return ChatMessage(role=MessageRole.ASSISTANT, blocks=[block])


def text(content: str) -> ChatMessage:
    return ChatMessage(role=MessageRole.ASSISTANT, content=content)


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with toolmem.open(str(tmp_path / "li.db"), embedder="hash") as memory:
        yield memory


def run(mem: Memory, script: Script, request: str) -> str:
    retriever = tool_retriever(mem, [FunctionTool.from_defaults(tool) for tool in TOOLS], k=3)
    agent = FunctionAgent(llm=MockFunctionCallingLLM(response_generator=script), tool_retriever=retriever)

    async def answer() -> str:
        return str(await agent.run(request))

    return asyncio.run(answer())


def test_the_agent_is_offered_the_k_tools_that_fit_and_each_call_is_recorded(mem: Memory) -> None:
    script = Script(call("weather_forecast", city="Porto"), text("Light rain."))

    answer = run(mem, script, WEATHER)

    assert answer == "Light rain."
    assert len(script.offered[0]) == 3
    assert script.offered[0][0] == "weather_forecast"
    assert sorted(tool.id for tool in mem.tools.list()) == sorted(NAMES)
    [recorded] = mem.calls.list("weather_forecast")
    assert (recorded.request, recorded.input, recorded.output, recorded.success) == (
        WEATHER,
        {"city": "Porto"},
        "Porto, tomorrow: light rain, 14 C",
        True,
    )
    assert recorded.time_cost > 0


def test_a_tool_that_raises_is_recorded_as_a_failure(mem: Memory) -> None:
    request = "What is the stock market price of NOPE?"
    script = Script(call("stock_price", symbol="NOPE"), text("No such symbol."))

    run(mem, script, request)

    [recorded] = mem.calls.list("stock_price")
    assert (recorded.request, recorded.success) == (request, False)
    assert recorded.error is not None
    assert "unknown ticker symbol 'NOPE'" in recorded.error
