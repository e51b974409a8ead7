"""Document and code search as agent tools (AutoAgent's rag_search), called by a model through the agent."""

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import toolmem
from openai_stub import OpenAIStub, ToolCalls, scrub_environment
from toolmem.agent.loop import Agent
from toolmem.agent.rag import rag_tools
from toolmem.llm import ChatModel
from toolmem.memory import Memory

POLICY = "# Returns\n\nItems can be returned within 30 days.\n\n# Shipping\n\nOrders ship in 2 days."
SOURCE = '''def refund(order_id: str) -> float:
    """Refund an order and return the amount paid back."""
    return 0.0
'''


@pytest.fixture(autouse=True)
def no_ambient_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    scrub_environment(monkeypatch)


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    code = tmp_path / "shop"
    code.mkdir()
    (code / "refunds.py").write_text(SOURCE)
    with toolmem.open(str(tmp_path / "rag.db"), embedder="hash") as memory:
        memory.docs.add(POLICY, doc_id="policy")
        memory.code.index(code, repo="shop")
        yield memory


def test_the_tools_answer_with_passages_and_symbols_as_json(mem: Memory) -> None:
    search_documents, search_code = rag_tools(mem)

    [passage] = json.loads(search_documents("items returned within days", k=1))
    [symbol] = json.loads(search_code("refund an order", k=1, repo="shop"))

    assert (passage["document"], passage["heading"]) == ("policy", "Returns")
    assert (symbol["file"], symbol["symbol"], symbol["lines"]) == ("shop/refunds.py", "refund", [1, 3])
    assert [toolmem.tool_of(f).id for f in (search_documents, search_code)] == [
        "memory.search_documents",
        "memory.search_code",
    ]
    assert toolmem.tool_of(search_code).parameters["required"] == ["description"]


def test_a_model_calls_search_documents_through_the_agent(mem: Memory, stub: OpenAIStub) -> None:
    stub.replies.extend(
        [ToolCalls.of("search_documents", {"query": "items returned within days", "k": 1}), "Within 30 days."]
    )
    model = ChatModel("stub-model", base_url=stub.url, max_retries=0)
    try:
        result = Agent(mem, model, rag_tools(mem)).run("How long do I have to return an item?")
    finally:
        model.close()

    offered = [tool["function"]["name"] for tool in stub.chat_requests[0].body["tools"]]
    assert sorted(offered) == ["search_code", "search_documents"]
    assert result.answer == "Within 30 days."
    assert result.steps[0].tool_id == "memory.search_documents"
    assert "Items can be returned within 30 days." in (result.steps[0].observation or "")
    assert mem.calls.stats("memory.search_documents").calls == 1
