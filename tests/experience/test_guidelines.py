"""Usage guidelines and call evaluation, over a real SQLite store and a local OpenAI-compatible stub."""

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

import toolmem
from openai_stub import OpenAIStub, Reply, scrub_environment
from toolmem.errors import LLMError, ToolNotFoundError
from toolmem.experience.guidelines import GuidelineWriter
from toolmem.llm import ChatModel
from toolmem.memory import Memory
from toolmem.records import Guidelines

FLIGHTS = {
    "id": "flights.search",
    "name": "search_flights",
    "description": "Find flights between two airports on a date.",
    "parameters": {
        "type": "object",
        "properties": {"origin": {"type": "string"}, "destination": {"type": "string"}, "date": {"type": "string"}},
        "required": ["origin", "destination", "date"],
    },
}
IDLE = {"id": "idle", "name": "idle", "description": "Never called."}
ADVICE = "Use IATA airport codes; dates as YYYY-MM-DD."


@pytest.fixture(autouse=True)
def no_ambient_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    scrub_environment(monkeypatch)


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with toolmem.open(tmp_path / "m.db", embedder="hash") as memory:
        memory.tools.add([FLIGHTS, IDLE])
        yield memory


def llm_writer(mem: Memory, stub: OpenAIStub, api_key: str = "test") -> GuidelineWriter:
    return GuidelineWriter(mem.space, ChatModel("stub-model", base_url=stub.url, api_key=api_key))


def record_two_calls(mem: Memory) -> None:
    mem.calls.record(
        "flights.search",
        request="flights from Lisbon to Paris on 3 May",
        input={"origin": "LIS", "destination": "CDG", "date": "2025-05-03"},
        output="3 flights: TP432 07:05, AF1025 09:40, TP438 18:20",
        time_cost=0.2,
        token_cost=100,
        created_at=1000.0,
    )
    mem.calls.record(
        "flights.search",
        request="flights to Xyzzy tomorrow",
        input={"origin": "LIS", "destination": "XYZ", "date": "tomorrow"},
        output="",
        success=False,
        error="unknown airport code 'XYZ'",
        time_cost=0.4,
        token_cost=50,
        created_at=1001.0,
    )


STATS_OF_TWO = (
    "Statistics:\n"
    "- calls: 2 (1 succeeded, 50.0%)\n"
    "- time: avg 0.300 s, p95 0.390 s\n"
    "- tokens: avg 75.0\n"
    "- last error: unknown airport code 'XYZ'"
)


def test_guidelines_are_the_model_s_answer_followed_by_a_statistics_block(mem: Memory, stub: OpenAIStub) -> None:
    record_two_calls(mem)
    stub.replies.append(f"  {ADVICE}\n")

    guidelines = llm_writer(mem, stub).guidelines("flights.search")

    assert guidelines == Guidelines(
        tool_id="flights.search",
        text=f"{ADVICE}\n\n{STATS_OF_TWO}",
        source="llm:stub-model",
        calls_seen=2,
        created_at=guidelines.created_at,
    )
    assert mem.store.calls(mem.workspace).guidelines("flights.search") == guidelines


def test_the_prompt_holds_the_tool_its_statistics_a_success_and_a_failure_s_error(
    mem: Memory, stub: OpenAIStub
) -> None:
    record_two_calls(mem)
    stub.replies.append(ADVICE)

    llm_writer(mem, stub).guidelines("flights.search")

    [request] = stub.chat_requests
    assert (request.body["model"], request.body["temperature"], request.body["max_tokens"]) == ("stub-model", 0.0, 500)
    [system, user] = request.body["messages"]
    assert (system["role"], user["role"]) == ("system", "user")
    prompt = user["content"]
    for expected in [
        "Tool id: flights.search\nName: search_flights\nDescription: Find flights between two airports on a date.",
        '"required": ["origin", "destination", "date"]',
        STATS_OF_TWO,
        "Most frequent errors:\n- 1× unknown airport code 'XYZ'",
        "Recent successful calls, newest first:\n\nCall 1 of flights.search\n"
        "Request: flights from Lisbon to Paris on 3 May\n"
        'Input: {"date": "2025-05-03", "destination": "CDG", "origin": "LIS"}\n'
        "Outcome: success in 0.200 s\nOutput: 3 flights: TP432 07:05, AF1025 09:40, TP438 18:20",
        "Recent failed calls, newest first:\n\nCall 2 of flights.search\n"
        "Request: flights to Xyzzy tomorrow\n"
        'Input: {"date": "tomorrow", "destination": "XYZ", "origin": "LIS"}\n'
        "Outcome: failure in 0.400 s\nError: unknown airport code 'XYZ'",
        "in at most 200 words",
    ]:
        assert expected in prompt


def test_guidelines_are_regenerated_only_after_new_calls_or_when_forced(mem: Memory, stub: OpenAIStub) -> None:
    stub.chat = lambda body: f"Advice number {len(stub.chat_requests)}."
    writer = llm_writer(mem, stub)
    record_two_calls(mem)

    first = writer.guidelines("flights.search")
    again = writer.guidelines("flights.search")
    requests_after_reuse = len(stub.chat_requests)
    mem.calls.record("flights.search", input={"origin": "LIS"}, output="none", time_cost=0.1, created_at=1002.0)
    updated = writer.guidelines("flights.search")
    requests_after_new_call = len(stub.chat_requests)
    forced = writer.guidelines("flights.search", force=True)

    assert again == first
    assert (requests_after_reuse, requests_after_new_call, len(stub.chat_requests)) == (1, 2, 3)
    assert [g.text.split("\n")[0] for g in (first, updated, forced)] == [
        "Advice number 1.",
        "Advice number 2.",
        "Advice number 3.",
    ]
    assert (first.calls_seen, updated.calls_seen, forced.calls_seen) == (2, 3, 3)


def test_the_prompt_stays_bounded_however_many_and_however_large_the_calls(mem: Memory, stub: OpenAIStub) -> None:
    stub.replies.append(ADVICE)
    mem.calls.record_many(
        {
            "tool_id": "flights.search",
            "input": {"origin": "LIS", "filler": "x " * 3000},
            "output": "flight " * 5000,
            "success": i % 3 != 0,
            "error": None if i % 3 else f"timeout after {i} s " + "trace " * 2000,
            "created_at": 1000.0 + i,
        }
        for i in range(40)
    )

    llm_writer(mem, stub).guidelines("flights.search")

    [prompt] = stub.prompts()
    assert prompt.count("\nOutcome: success") == 5
    assert prompt.count("\nOutcome: failure") == 5
    assert len(prompt) < 20_000


def test_without_a_model_the_guidelines_are_a_labelled_deterministic_statistical_summary(mem: Memory) -> None:
    record_two_calls(mem)
    mem.calls.record(
        "flights.search", input={"destination": "XYZ"}, success=False, error="unknown airport code 'XYZ'", token_cost=30
    )
    mem.calls.record("flights.search", input={}, success=False, error="missing  required\nfield 'origin'", token_cost=0)
    writer = GuidelineWriter(mem.space, None)

    guidelines = writer.guidelines("flights.search")
    rewritten = writer.guidelines("flights.search", force=True)

    assert guidelines.text == (
        "Statistical summary (no LLM configured): 'search_flights' (flights.search) succeeded in 1 of 4"
        " recorded calls (25.0%).\n"
        "Most frequent errors in the last 4 kept calls:\n"
        "- 2× unknown airport code 'XYZ'\n"
        "- 1× missing required field 'origin'\n"
        "\n"
        "Statistics:\n"
        "- calls: 4 (1 succeeded, 25.0%)\n"
        "- time: avg 0.150 s, p95 0.370 s\n"
        "- tokens: avg 45.0\n"
        "- last error: missing required field 'origin'"
    )
    assert (guidelines.source, guidelines.calls_seen) == ("statistics", 4)
    assert rewritten == replace(guidelines, created_at=rewritten.created_at)


def test_statistics_only_guidelines_are_rewritten_once_a_model_is_configured(mem: Memory, stub: OpenAIStub) -> None:
    record_two_calls(mem)
    stub.replies.append(ADVICE)
    statistical = GuidelineWriter(mem.space, None).guidelines("flights.search")

    written = llm_writer(mem, stub).guidelines("flights.search")
    reused_without_model = GuidelineWriter(mem.space, None).guidelines("flights.search")

    assert (statistical.source, written.source, len(stub.chat_requests)) == ("statistics", "llm:stub-model", 1)
    assert reused_without_model == written


def test_a_tool_without_calls_gets_a_note_and_no_request(mem: Memory, stub: OpenAIStub) -> None:
    guidelines = llm_writer(mem, stub).guidelines("idle")

    assert guidelines == Guidelines(
        tool_id="idle",
        text="No calls of 'idle' have been recorded yet, so there is no experience to summarise.",
        source="statistics",
        calls_seen=0,
        created_at=guidelines.created_at,
    )
    assert stub.requests == []


def test_a_tool_is_found_by_its_exact_id_only(mem: Memory, stub: OpenAIStub) -> None:
    record_two_calls(mem)
    writer = llm_writer(mem, stub)

    for near_miss in ["flights", "flights.searc", "search_flights", "Flights.Search"]:
        with pytest.raises(ToolNotFoundError) as caught:
            writer.guidelines(near_miss)
        assert (caught.value.tool_id, caught.value.workspace) == (near_miss, "default")
    assert stub.requests == []


def test_a_server_error_is_an_llm_error_without_the_key_and_stores_nothing(mem: Memory, stub: OpenAIStub) -> None:
    record_two_calls(mem)
    stub.replies.extend([Reply(500), Reply(500), Reply(500)])

    with pytest.raises(LLMError) as caught:
        llm_writer(mem, stub, api_key="sk-secret-key").guidelines("flights.search")

    assert str(caught.value) == f"chat model 'stub-model' at {stub.url} failed: Error code: 500 - the model is down"
    assert "sk-secret-key" not in str(caught.value)
    assert mem.store.calls(mem.workspace).guidelines("flights.search") is None


def test_an_empty_answer_is_an_llm_error(mem: Memory, stub: OpenAIStub) -> None:
    record_two_calls(mem)
    stub.replies.append("  \n")

    with pytest.raises(LLMError, match=r"^chat model 'stub-model' wrote empty guidelines for tool 'flights.search'$"):
        llm_writer(mem, stub).guidelines("flights.search")


def test_the_prompt_lists_how_the_recent_calls_were_judged_one_line_each(mem: Memory, stub: OpenAIStub) -> None:
    record_two_calls(mem)
    mem.calls.record(
        "flights.search",
        input={"origin": "LIS", "destination": "OPO", "date": "2025-05-04"},
        output="1 flight: TP1944 08:00",
        summary="Found one Lisbon-Porto flight.",
        evaluation="Served the request.",
        score=1.0,
        created_at=1002.0,
    )
    mem.calls.record("flights.search", input={"origin": "LIS"}, output="none", score=0.5, created_at=1003.0)
    stub.replies.append(ADVICE)

    llm_writer(mem, stub).guidelines("flights.search")

    [prompt] = stub.prompts()
    assert (
        "How the recent calls were judged, newest first:\n"
        "- call 4 (success, score 0.5): (no words)\n"
        "- call 3 (success, score 1): Found one Lisbon-Porto flight. Served the request.\n\n"
    ) in prompt


def test_only_the_recent_calls_judgements_are_listed(mem: Memory, stub: OpenAIStub) -> None:
    mem.calls.record_many(
        {"tool_id": "flights.search", "input": {"n": i}, "output": "ok", "summary": f"call number {i}", "score": 1.0}
        for i in range(4)
    )
    stub.replies.append(ADVICE)

    llm_writer(mem, stub).guidelines("flights.search", recent=2)

    [prompt] = stub.prompts()
    assert [line.split(": ", 1)[1] for line in prompt.splitlines() if line.startswith("- call ")] == [
        "call number 3",
        "call number 2",
    ]
