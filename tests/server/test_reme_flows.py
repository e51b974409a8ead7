"""ReMe's three tool-memory flows as ReMe runs them, with a chat model behind the server (the OpenAI stub):
calls evaluated off the request path, reads that never ask the model, summaries from recent calls."""

import json
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from openai_stub import OpenAIStub
from server.support import BASE_URL, LOOPBACK
from toolmem.llm import ChatModel
from toolmem.memory import Memory
from toolmem.server import ServerSettings, create_app

WORKSPACE = "reme"
ADVICE = "Search with short English queries."


def result(i: int, **extra: Any) -> dict[str, Any]:
    return {
        "create_time": f"2025-10-15 14:3{i}:00",
        "tool_name": "web_search",
        "input": {"query": f"query number {i}"},
        "output": f"results for {i}",
        "success": True,
        "time_cost": 1.0,
        **extra,
    }


def judge(body: dict[str, Any]) -> str:
    """Evaluations for an evaluation prompt, guidelines for a guideline prompt."""
    prompt = body["messages"][-1]["content"]
    indexes = re.findall(r"^Call index (\d+):", prompt, re.M)
    if not indexes:
        return ADVICE
    items = [{"index": int(i), "summary": f"searched {i}", "evaluation": "useful", "score": 1} for i in indexes]
    return json.dumps({"evaluations": items})


@pytest.fixture
def llm(stub: OpenAIStub) -> Iterator[ChatModel]:
    model = ChatModel("stub-model", base_url=stub.url)
    yield model
    model.close()


@pytest.fixture
def client(tmp_path: Path, llm: ChatModel) -> Iterator[TestClient]:
    settings = ServerSettings(db=str(tmp_path / "reme.db"), embedder="hash", llm=llm)
    with TestClient(create_app(settings), client=LOOPBACK, base_url=BASE_URL) as test_client:
        yield test_client


def memory(client: TestClient) -> Memory:
    """The server's own memory of the workspace (to wait for the background evaluation)."""
    opened: Memory = client.app.state.toolmem.workspaces.open(WORKSPACE)  # type: ignore[attr-defined]
    return opened


def post(client: TestClient, route: str, **body: Any) -> dict[str, Any]:
    answer = client.post(route, json={"workspace_id": WORKSPACE, **body})
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def test_new_calls_are_evaluated_after_the_route_has_answered(client: TestClient, stub: OpenAIStub) -> None:
    asked, release = threading.Event(), threading.Event()

    def held(body: dict[str, Any]) -> str:
        asked.set()
        release.wait(30)
        return judge(body)

    stub.chat = held
    added = post(client, "/add_tool_call_result", tool_call_results=[result(1), result(2)])

    assert added["metadata"]["evaluation"] == "2 new call(s) queued for the chat model"
    assert [c["summary"] for c in added["metadata"]["memory_list"][0]["tool_call_results"]] == ["", ""]
    assert asked.wait(30)  # the model was asked, and the route had already answered
    release.set()
    assert memory(client).calls.wait_evaluations(30)
    calls = post(client, "/retrieve_tool_memory", tool_names="web_search")["metadata"]["memory_list"][0]
    assert [(c["summary"], c["evaluation"], c["score"]) for c in calls["tool_call_results"]] == [
        ("searched 0", "useful", 1.0),
        ("searched 1", "useful", 1.0),
    ]
    assert len(stub.chat_requests) == 1  # one batch for both calls


def test_a_callers_own_summary_and_lone_score_are_kept(client: TestClient, stub: OpenAIStub) -> None:
    stub.chat = judge
    post(client, "/add_tool_call_result", tool_call_results=[result(1, summary="my summary", score=0.5)])
    assert memory(client).calls.wait_evaluations(30)

    [call] = post(client, "/retrieve_tool_memory", tool_names="web_search")["metadata"]["memory_list"][0][
        "tool_call_results"
    ]
    assert (call["summary"], call["evaluation"], call["score"]) == ("my summary", "useful", 0.5)


def test_retrieve_never_asks_the_model_nor_writes_guidelines(client: TestClient, stub: OpenAIStub) -> None:
    stub.chat = judge
    post(client, "/add_tool_call_result", tool_call_results=[result(1)])
    assert memory(client).calls.wait_evaluations(30)
    before = len(stub.chat_requests)

    retrieved = post(client, "/retrieve_tool_memory", tool_names=["web_search"])

    assert len(stub.chat_requests) == before
    assert retrieved["metadata"]["memory_list"][0]["content"].startswith("Statistical summary")
    assert memory(client).store.calls(WORKSPACE).guidelines("web_search") is None


def test_summary_always_rewrites_from_the_most_recent_calls(client: TestClient, stub: OpenAIStub) -> None:
    stub.chat = judge
    post(client, "/add_tool_call_result", tool_call_results=[result(i) for i in range(5)])
    assert memory(client).calls.wait_evaluations(30)
    start = len(stub.chat_requests)

    first = post(client, "/summary_tool_memory", tool_names="web_search", recent_call_count=2)
    again = post(client, "/summary_tool_memory", tool_names="web_search", recent_call_count=2)

    prompts = stub.prompts()[start:]
    assert len(prompts) == 2  # written again although no call came in between
    assert "query number 4" in prompts[0]
    assert "query number 3" in prompts[0]
    assert "query number 2" not in prompts[0]
    assert "calls: 5 (5 succeeded" in prompts[0]  # the statistics cover all of them
    judged = [line for line in prompts[0].splitlines() if line.startswith("- call ")]
    assert [line.split(": ", 1)[1] for line in judged] == ["searched 4 useful", "searched 3 useful"]
    for answer in (first, again):
        assert answer["metadata"]["memory_list"][0]["content"].startswith(ADVICE)
    retrieved = post(client, "/retrieve_tool_memory", tool_names="web_search")
    assert retrieved["metadata"]["memory_list"][0]["content"].startswith(ADVICE)
    assert len(stub.chat_requests) == start + 2


def test_a_tool_name_with_a_comma_is_retrieved_in_list_form(client: TestClient, stub: OpenAIStub) -> None:
    stub.chat = judge
    post(client, "/add_tool_call_result", tool_call_results=[result(1, tool_name="search,web")])

    as_list = post(client, "/retrieve_tool_memory", tool_names=["search,web"])
    as_text = client.post("/retrieve_tool_memory", json={"workspace_id": WORKSPACE, "tool_names": "search,web"})

    assert [m["when_to_use"] for m in as_list["metadata"]["memory_list"]] == ["search,web"]
    assert as_text.json()["success"] is False  # "a,b" is two names


def test_without_a_chat_model_add_says_no_evaluation_was_requested(tmp_path: Path) -> None:
    with TestClient(
        create_app(ServerSettings(db=str(tmp_path / "plain.db"), embedder="hash")), client=LOOPBACK, base_url=BASE_URL
    ) as plain:
        added = plain.post("/add_tool_call_result", json={"workspace_id": "w", "tool_call_results": [result(1)]})
    assert added.json()["metadata"]["evaluation"] == "not requested (no chat model configured)"


def test_a_dump_directory_given_as_text_works_like_a_path(tmp_path: Path) -> None:
    dumps = tmp_path / "dumps"
    dumps.mkdir()
    settings = ServerSettings(db=str(tmp_path / "t.db"), embedder="hash", dump_dir=str(dumps))
    with TestClient(create_app(settings), client=LOOPBACK, base_url=BASE_URL) as client:
        client.post("/add_tool_call_result", json={"workspace_id": "w", "tool_call_results": [result(1)]})
        answer = client.post("/vector_store", json={"workspace_id": "w", "action": "dump", "path": "./"})
    assert answer.status_code == 200
    assert settings.dump_dir == dumps
    assert (dumps / "w.jsonl").exists()
