"""The agent remembers the conversation (Steamship's FunctionsBasedAgent): what the model is sent, what
the history keeps; and it reranks the tools it found when asked. Real SQLite, the OpenAI stub server."""

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import toolmem
from openai_stub import OpenAIStub, ToolCalls, scrub_environment
from rerank_script import candidates, reverse
from toolmem.agent.demo_tools import DEMO_TOOLS, calculate
from toolmem.agent.loop import SYSTEM_PROMPT, Agent, RecordedModel
from toolmem.conversations.selectors import LastMessages
from toolmem.errors import ConfigError
from toolmem.llm import ChatModel
from toolmem.memory import Memory

KEYS = {"user": "42"}


@pytest.fixture(autouse=True)
def no_ambient_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    scrub_environment(monkeypatch)


@pytest.fixture
def model(stub: OpenAIStub) -> Iterator[ChatModel]:
    chat = ChatModel("stub-model", base_url=stub.url, api_key="test", max_retries=0)
    yield chat
    chat.close()


@pytest.fixture
def mem(tmp_path: Path, model: ChatModel) -> Iterator[Memory]:
    with toolmem.open(str(tmp_path / "a.db"), embedder="hash", llm=model) as memory:
        yield memory


def test_the_model_sees_system_relevant_recent_current_then_steps_and_history_keeps_only_the_turns(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    chat = mem.history(KEYS)
    chat.extend(
        [
            {"role": "user", "content": "My budget is 17 euros per item."},
            {"role": "assistant", "content": "Noted: 17 euros per item."},
            {"role": "user", "content": "I like the blue colour."},
            {"role": "assistant", "content": "Blue it is."},
            {"role": "user", "content": "Also, I live in Lisbon."},
            {"role": "assistant", "content": "Lisbon, noted."},
        ]
    )
    stub.replies.extend([ToolCalls.of("calculate", {"expression": "17 * 23"}), "23 items cost 391 euros."])
    agent = Agent(mem, model, DEMO_TOOLS, window=LastMessages(3), relevant=1)  # the request is one of the 3

    result = agent.run("What do 23 items cost at my budget per item?", context=KEYS)

    first, second = (request.body["messages"] for request in stub.chat_requests)
    assert [m["content"] for m in first] == [
        SYSTEM_PROMPT,
        "My budget is 17 euros per item.",  # found by search
        "Also, I live in Lisbon.",  # the recent window
        "Lisbon, noted.",
        "What do 23 items cost at my budget per item?",
    ]
    assert [m["role"] for m in second[5:]] == ["assistant", "tool"]  # then this request's steps
    assert second[6]["content"] == calculate("17 * 23")
    assert result.answer == "23 items cost 391 euros."
    assert [(m.role, m.content) for m in chat.messages()[-2:]] == [
        ("user", "What do 23 items cost at my budget per item?"),
        ("assistant", "23 items cost 391 euros."),
    ]
    assert len(chat) == 8  # no tool call and no intermediate step was stored


def test_a_system_message_of_the_conversation_joins_the_agent_s_own_in_one_leading_system_message(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    mem.history(KEYS).extend(
        [
            {"role": "system", "content": "Answer in French."},
            {"role": "user", "content": "Hello."},
            {"role": "assistant", "content": "Bonjour."},
        ]
    )
    stub.replies.append("Au revoir.")

    Agent(mem, model, DEMO_TOOLS, window=LastMessages(10)).run("Say goodbye", context=KEYS)

    sent = stub.chat_requests[0].body["messages"]
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "user"]
    assert sent[0]["content"] == f"{SYSTEM_PROMPT}\n\nAnswer in French."


def test_a_replayed_plan_is_remembered_in_the_conversation_too(mem: Memory) -> None:
    recorded = RecordedModel(Path(__file__).resolve().parents[2] / "examples" / "agent" / "recording.json")
    agent = Agent(mem, recorded, DEMO_TOOLS)
    agent.run("What is the weather in Paris tomorrow?", context=KEYS)
    agent.feedback(True)

    again = agent.run("What is the weather in London tomorrow?", context=KEYS)

    assert again.cached
    assert [m.role for m in mem.history(KEYS).messages()] == ["user", "assistant", "user", "assistant"]
    assert mem.history(KEYS).messages()[-1].content == again.answer


def test_without_a_context_nothing_is_kept(stub: OpenAIStub, mem: Memory, model: ChatModel) -> None:
    stub.replies.append("Hello.")
    Agent(mem, model, DEMO_TOOLS).run("Say hello")
    assert mem.history.list() == []
    assert [m["role"] for m in stub.chat_requests[0].body["messages"]] == ["system", "user"]


def test_the_recorded_model_reads_the_latest_request_of_a_long_conversation(mem: Memory) -> None:
    recording = {
        "first question": [{"content": "first answer"}],
        "second question": [{"content": "second answer"}],
    }
    agent = Agent(mem, RecordedModel(recording), DEMO_TOOLS)
    assert agent.run("first question", context=KEYS).answer == "first answer"
    assert agent.run("second question", context=KEYS).answer == "second answer"


def test_the_agent_can_rerank_the_tools_it_found(stub: OpenAIStub, mem: Memory, model: ChatModel) -> None:
    answers: list[Any] = []

    def script(body: dict[str, Any]) -> Any:
        if "tools" not in body:  # the rerank request
            return reverse(body)
        answers.append([tool["function"]["name"] for tool in body["tools"]])
        return "done"

    stub.chat = script
    Agent(mem, model, DEMO_TOOLS, top_k=2, rerank=True).run("What is the weather in Paris tomorrow?")

    rerank_request = next(r for r in stub.chat_requests if "tools" not in r.body)
    shown = candidates(rerank_request.body)
    assert len(shown) == len(DEMO_TOOLS)
    # the model is offered the reranker's selection (the last two candidates, last first), not the fused top 2
    names = {tool.id: tool.name for tool in mem.tools.list()}
    assert answers == [[names[shown[-1]], names[shown[-2]]]]


def test_rerank_without_a_chat_model_is_refused(tmp_path: Path) -> None:
    with toolmem.open(str(tmp_path / "b.db"), embedder="hash") as plain:
        agent = Agent(plain, RecordedModel({}), DEMO_TOOLS, rerank=True)
        with pytest.raises(ConfigError, match=r"needs a memory opened with llm="):
            agent.run("anything")
