"""ReMe's tool-memory routes record a tool without arguments and show a call at once (issue 24, finding 9).

``/add_tool_call_result`` with ``"input": {}`` answered "no valid tool_call_results among 1",
naming no field, so a tool that takes no arguments could not be recorded this way; and
``/retrieve_tool_memory`` right after a call was recorded still said "No calls ... have been
recorded yet" when guidelines had been written before the tool's first call.
"""

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from server.support import BASE_URL, LOOPBACK
from toolmem.server import ServerSettings, create_app


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    app = create_app(ServerSettings(db=str(tmp_path / "toolmem.db"), embedder="hash"))
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as test_client:
        yield test_client


def add(client: TestClient, *results: dict[str, Any]) -> dict[str, Any]:
    answer = client.post("/add_tool_call_result", json={"workspace_id": "w", "tool_call_results": list(results)})
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


def test_a_call_of_a_tool_without_arguments_is_recorded(client: TestClient) -> None:
    added = add(client, {"tool_name": "clock.now", "input": {}, "output": "10:42", "success": True})

    assert added["success"] is True
    assert added["metadata"]["deduplication_stats"]["added"] == 1
    calls = client.get("/v1/workspaces/w/calls").json()["items"]
    assert [(call["tool_id"], call["input"]) for call in calls] == [("clock.now", {})]


@pytest.mark.parametrize(
    ("result", "named"),
    [
        ({"tool_name": "clock.now", "output": "10:42"}, "input"),
        ({"tool_name": "clock.now", "input": "", "output": "10:42"}, "input"),
        ({"tool_name": "clock.now", "input": {}, "output": ""}, "output"),
        ({"tool_name": " ", "input": {}, "output": "10:42"}, "tool_name"),
    ],
)
def test_a_result_that_is_skipped_is_named_with_its_field(
    client: TestClient, result: dict[str, Any], named: str
) -> None:
    added = add(client, {"tool_name": "clock.now", "input": {}, "output": "10:41"}, result)

    assert added["metadata"]["validation_stats"]["filtered"] == 1
    assert f"result 1: {named}" in added["answer"]
    invalid = added["metadata"]["validation_stats"]["invalid"]
    assert [(item["index"], item["field"]) for item in invalid] == [(1, named)]


def test_retrieve_shows_a_call_right_after_it_is_recorded(client: TestClient) -> None:
    client.post("/v1/workspaces/w/tools", json=[{"id": "clock.now", "name": "now", "description": "The time."}])
    summary = client.post("/summary_tool_memory", json={"workspace_id": "w", "tool_names": "clock.now"}).json()
    add(client, {"tool_name": "clock.now", "input": {}, "output": "10:42", "success": True})

    retrieved = client.post("/retrieve_tool_memory", json={"workspace_id": "w", "tool_names": "clock.now"}).json()

    assert "No calls" in summary["answer"]  # written before the first call
    memory = retrieved["metadata"]["memory_list"][0]
    assert "No calls" not in memory["content"]
    assert "succeeded in 1 of 1 recorded calls" in memory["content"]
    assert [result["output"] for result in memory["tool_call_results"]] == ["10:42"]
