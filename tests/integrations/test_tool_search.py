"""Provider-native tool search answered by toolmem, driven through the providers' real SDKs against
a local stub of their HTTP APIs (``provider_stub.py``)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from catalogue import TOOLS, WEATHER
from provider_stub import ProviderStub

import toolmem
from toolmem.errors import ValidationError
from toolmem.integrations.tool_search import AnthropicToolSearch, OpenAIToolSearch
from toolmem.memory import Memory

FUNCTIONS = {tool.__name__: tool for tool in TOOLS}


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with toolmem.open(str(tmp_path / "search.db"), embedder="hash") as memory:
        memory.tools.add([toolmem.tool_from_callable(tool) for tool in TOOLS])
        yield memory


@pytest.fixture
def provider() -> Iterator[ProviderStub]:
    with ProviderStub() as stub:
        yield stub


def run(name: str, arguments: dict[str, Any]) -> tuple[str, float]:
    started = time.perf_counter()
    output = FUNCTIONS[name](**arguments)
    return output, time.perf_counter() - started


def test_anthropic_gets_deferred_tools_and_tool_references_from_the_search(mem: Memory, provider: ProviderStub) -> None:
    anthropic = pytest.importorskip("anthropic")
    client = anthropic.Anthropic(base_url=provider.url, api_key="test", max_retries=0)
    search = AnthropicToolSearch(mem, k=3)
    provider.replies.extend(
        [
            [{"type": "tool_use", "id": "tu_1", "name": "search_tools", "input": {"query": "weather forecast rain"}}],
            [{"type": "tool_use", "id": "tu_2", "name": "weather_forecast", "input": {"city": "Porto"}}],
            [{"type": "text", "text": "Light rain."}],
        ]
    )
    messages: list[Any] = [{"role": "user", "content": WEATHER}]
    while True:
        reply = client.messages.create(model="claude-stub", max_tokens=200, tools=search.tools(), messages=messages)
        uses = [block for block in reply.content if block.type == "tool_use"]
        if not uses:
            break
        messages.append({"role": "assistant", "content": [block.model_dump() for block in reply.content]})
        results = []
        for block in uses:
            if search.is_search(block):
                results.append(search.answer(block, requests=[WEATHER]))
                continue
            output, seconds = run(block.name, dict(block.input))
            search.record(block.name, WEATHER, block.input, output, seconds=seconds)
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": output})
        messages.append({"role": "user", "content": results})

    first, second, third = provider.bodies
    assert first["tools"] == second["tools"] == third["tools"]  # one tool list: the prompt cache holds
    assert first["tools"][0] == {
        "name": "search_tools",
        "description": first["tools"][0]["description"],
        "input_schema": {
            "type": "object",
            "properties": {"query": {"type": "string", "description": "What the tool should do, in words."}},
            "required": ["query"],
        },
    }
    assert [tool.get("defer_loading") for tool in first["tools"]] == [None] + [True] * len(TOOLS)
    [result] = second["messages"][-1]["content"]
    assert result["tool_use_id"] == "tu_1"
    assert len(result["content"]) == 3
    assert result["content"][0] == {"type": "tool_reference", "tool_name": "weather_forecast"}
    [recorded] = mem.calls.list("weather_forecast")
    assert (recorded.request, recorded.input, recorded.output, recorded.success) == (
        WEATHER,
        {"city": "Porto"},
        "Porto, tomorrow: light rain, 14 C",
        True,
    )


def test_openai_responses_gets_the_found_tools_in_a_tool_search_output(mem: Memory, provider: ProviderStub) -> None:
    openai = pytest.importorskip("openai")
    client = openai.OpenAI(base_url=f"{provider.url}/v1", api_key="test", max_retries=0)
    search = OpenAIToolSearch(mem, k=3)
    call = {"city": "Porto"}
    provider.replies.extend(
        [
            [
                {
                    "type": "tool_search_call",
                    "id": "ts_1",
                    "call_id": "call_search",
                    "arguments": {"query": "weather forecast rain"},
                    "execution": "client",
                    "status": "completed",
                }
            ],
            [
                {
                    "type": "function_call",
                    "id": "fc_1",
                    "call_id": "call_1",
                    "name": "weather_forecast",
                    "arguments": json.dumps(call),
                    "status": "completed",
                }
            ],
            [
                {
                    "type": "message",
                    "id": "msg_1",
                    "role": "assistant",
                    "status": "completed",
                    "content": [{"type": "output_text", "text": "Light rain.", "annotations": []}],
                }
            ],
        ]
    )
    items: list[Any] = [{"role": "user", "content": WEATHER}]
    while True:
        response = client.responses.create(model="gpt-stub", input=items, tools=search.tools())  # type: ignore[arg-type]
        pending = [item for item in response.output if item.type in ("tool_search_call", "function_call")]
        if not pending:
            break
        for item in pending:
            items.append(item.model_dump(exclude_none=True))
            if search.is_search(item):
                items.append(search.answer(item, requests=[WEATHER]))
                continue
            arguments = json.loads(item.arguments)
            output, seconds = run(item.name, arguments)
            search.record(item.name, WEATHER, arguments, output, seconds=seconds)
            items.append({"type": "function_call_output", "call_id": item.call_id, "output": output})

    assert response.output_text == "Light rain."
    first, second, _ = provider.bodies
    assert (
        first["tools"]
        == second["tools"]
        == [
            {
                "type": "tool_search",
                "execution": "client",
                "description": first["tools"][0]["description"],
                "parameters": first["tools"][0]["parameters"],
            }
        ]
    )
    output = second["input"][-1]
    assert (output["type"], output["call_id"], output["execution"]) == ("tool_search_output", "call_search", "client")
    assert len(output["tools"]) == 3
    assert output["tools"][0]["type"] == "function"
    assert output["tools"][0]["name"] == "weather_forecast"
    assert output["tools"][0]["parameters"]["required"] == ["city"]
    [recorded] = mem.calls.list("weather_forecast")
    assert (recorded.request, recorded.input, recorded.success) == (WEATHER, call, True)


def test_a_search_call_without_a_query_is_refused_with_the_field_named(mem: Memory) -> None:
    with pytest.raises(ValidationError, match="query"):
        AnthropicToolSearch(mem).answer({"type": "tool_use", "id": "x", "name": "search_tools", "input": {}})
    with pytest.raises(ValidationError, match="tool_search_call"):
        OpenAIToolSearch(mem).answer({"type": "function_call", "arguments": "{}"})
