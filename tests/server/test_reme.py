"""ReMe's tool-memory client requests, in the JSON its documentation shows, against the compatibility routes."""

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from server.support import BASE_URL, LOOPBACK
from toolmem.server import ServerSettings, create_app

WORKSPACE = "demo_workspace"


def _result(i: int, success: bool = True) -> dict[str, object]:
    """A ToolCallResult shaped like ReMe's documented example (our own values)."""
    return {
        "create_time": f"2025-10-15 14:3{i}:00",
        "tool_name": "web_search",
        "input": {"query": f"test query {i}", "max_results": 10, "language": "en"},
        "output": f"Found results for query {i}",
        "token_cost": 100 + i * 20,
        "success": success,
        "time_cost": 2.0 + i * 0.5,
    }


def _add(client: TestClient, results: list[dict[str, object]]) -> dict[str, object]:
    answer = client.post(
        "/add_tool_call_result",
        json={"workspace_id": WORKSPACE, "tool_name": "web_search", "tool_call_results": results},
    )
    assert answer.status_code == 200
    body: dict[str, object] = answer.json()
    return body


def test_the_documented_workflow_records_summarises_and_retrieves(client: TestClient) -> None:
    for i in range(5):
        assert _add(client, [_result(i, success=i != 4)])["success"] is True
    summary = client.post("/summary_tool_memory", json={"workspace_id": WORKSPACE, "tool_names": "web_search"}).json()
    assert summary["success"] is True
    retrieved = client.post(
        "/retrieve_tool_memory", json={"workspace_id": WORKSPACE, "tool_names": "web_search,file_reader"}
    ).json()
    assert retrieved["success"] is True
    memory_list = retrieved.get("metadata", {}).get("memory_list", [])
    assert [m["when_to_use"] for m in memory_list] == ["web_search"]
    memory = memory_list[0]
    assert memory["memory_type"] == "tool"
    assert memory["workspace_id"] == WORKSPACE
    assert len(memory["tool_call_results"]) == 5
    assert memory["score"] == 0.8
    assert "4 of 5" in memory["content"]
    first = memory["tool_call_results"][0]
    assert {key: first[key] for key in ("create_time", "tool_name", "input", "output", "token_cost", "success")} == {
        "create_time": "2025-10-15 14:30:00",
        "tool_name": "web_search",
        "input": {"query": "test query 0", "max_results": 10, "language": "en"},
        "output": "Found results for query 0",
        "token_cost": 100,
        "success": True,
    }
    assert first["time_cost"] == 2.0


def test_the_same_result_twice_is_recorded_once(client: TestClient) -> None:
    _add(client, [_result(1)])
    again = _add(client, [_result(1)])
    assert again["metadata"]["deduplication_stats"] == {"total_new": 1, "added": 0, "deduplicated": 1}  # type: ignore[index]


def test_invalid_results_are_filtered_like_reme_does_except_a_call_without_arguments(client: TestClient) -> None:
    answer = _add(
        client,
        [
            _result(1),
            {"tool_name": "", "input": {"q": 1}, "output": "x"},
            {"tool_name": "web_search", "input": {}, "output": "x"},  # ReMe drops it; a tool may take no arguments
            {"tool_name": "web_search", "input": {"q": 1}, "output": ""},
        ],
    )
    assert answer["metadata"]["validation_stats"] == {  # type: ignore[index]
        "total_input": 4,
        "valid": 2,
        "filtered": 2,
        "invalid": [
            {"index": 1, "field": "tool_name", "reason": "is missing or blank"},
            {"index": 3, "field": "output", "reason": "is missing or blank"},
        ],
    }


def test_a_missing_token_cost_is_counted(client: TestClient) -> None:
    result = _result(2)
    del result["token_cost"]
    memory = _add(client, [result])["metadata"]["memory_list"][0]  # type: ignore[index]
    assert memory["tool_call_results"][0]["token_cost"] > 0


def test_retrieving_unknown_tools_is_not_a_success(client: TestClient) -> None:
    answer = client.post("/retrieve_tool_memory", json={"workspace_id": WORKSPACE, "tool_names": "nothing"}).json()
    assert (answer["success"], answer["metadata"]["memory_list"]) == (False, [])


def test_recorded_results_feed_the_native_api(client: TestClient) -> None:
    _add(client, [_result(1), _result(2, success=False)])
    stats = client.get(f"/v1/workspaces/{WORKSPACE}/tools/web_search/stats").json()
    assert (stats["calls"], stats["successes"]) == (2, 1)


def test_dump_and_load_round_trip_through_the_dump_directory(client: TestClient, settings: ServerSettings) -> None:
    _add(client, [_result(1), _result(2)])
    dumped = client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "dump", "path": "./"}).json()
    assert dumped["metadata"]["action_result"] == {"tools": 1, "calls": 2}
    assert settings.dump_dir is not None
    lines = (settings.dump_dir / f"{WORKSPACE}.jsonl").read_text().splitlines()
    assert json.loads(lines[0])["when_to_use"] == "web_search"
    # ReMe loads a dump into a workspace from the same directory: the file is named after it
    (settings.dump_dir / "copy.jsonl").write_text("\n".join(lines) + "\n")
    loaded = client.post("/vector_store", json={"workspace_id": "copy", "action": "load", "path": "./"}).json()
    assert loaded["metadata"]["action_result"] == {"tools": 1, "calls": 2, "duplicates": 0, "skipped": 0}
    again = client.post("/vector_store", json={"workspace_id": "copy", "action": "load", "path": "copy.jsonl"}).json()
    assert again["metadata"]["action_result"]["duplicates"] == 2
    listed = client.post("/vector_store", json={"workspace_id": "copy", "action": "list"}).json()
    assert [m["when_to_use"] for m in listed["metadata"]["action_result"]] == ["web_search"]


def test_copy_and_delete_workspaces(client: TestClient) -> None:
    _add(client, [_result(1)])
    copied = client.post(
        "/vector_store", json={"workspace_id": "other", "action": "copy", "src_workspace_id": WORKSPACE}
    ).json()
    assert copied["metadata"]["action_result"]["calls"] == 1
    assert client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "delete"}).json()["success"]
    assert client.get("/v1/workspaces").json()["items"][0]["name"] == "other"


@pytest.mark.parametrize("path", ["../", "../../etc", "/etc", "/tmp/x.jsonl", "a/../../b.jsonl"])
def test_dump_and_load_paths_cannot_escape_the_dump_directory(client: TestClient, path: str) -> None:
    for action in ("dump", "load"):
        answer = client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": action, "path": path})
        assert answer.status_code == 400, (action, path, answer.text)
        assert answer.json()["error"]["code"] == "bad_request"


def test_a_path_with_nul_is_refused_by_the_documented_schema(client: TestClient) -> None:
    answer = client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "dump", "path": "x\u0000y"})
    assert answer.status_code == 422


def test_copy_needs_the_workspace_copied_from(client: TestClient) -> None:
    answer = client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "copy"})
    assert answer.status_code == 422
    assert "src_workspace_id" in answer.json()["error"]["message"]


def test_a_symlink_out_of_the_dump_directory_is_refused(
    client: TestClient, settings: ServerSettings, tmp_path: Path
) -> None:
    assert settings.dump_dir is not None
    outside = tmp_path / "outside"
    outside.mkdir()
    (settings.dump_dir / "link").symlink_to(outside)
    answer = client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "dump", "path": "link"})
    assert answer.status_code == 400
    assert list(outside.iterdir()) == []


def test_without_a_dump_directory_dump_and_load_are_disabled(tmp_path: Path) -> None:
    with TestClient(
        create_app(ServerSettings(db=str(tmp_path / "x.db"), embedder="hash")), client=LOOPBACK, base_url=BASE_URL
    ) as client:
        answer = client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "dump", "path": "./"})
    assert answer.status_code == 400
    assert "dump/load disabled" in answer.json()["error"]["message"]


def test_loading_a_missing_or_broken_file_is_a_client_error(client: TestClient, settings: ServerSettings) -> None:
    missing = client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "load", "path": "./"})
    assert missing.status_code == 404
    assert settings.dump_dir is not None
    (settings.dump_dir / f"{WORKSPACE}.jsonl").write_text("{not json\n")
    broken = client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "load", "path": "./"})
    assert broken.status_code == 422
    assert broken.json()["error"]["message"].startswith("line 1: not JSON")


def test_a_workspace_can_neither_load_nor_overwrite_another_workspace_s_dump(
    settings: ServerSettings, client: TestClient
) -> None:
    _add(client, [_result(1)])
    assert client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "dump"}).status_code == 200
    assert settings.dump_dir is not None
    theirs = settings.dump_dir / f"{WORKSPACE}.jsonl"
    before = theirs.read_bytes()
    for action in ("load", "dump"):
        answer = client.post(
            "/vector_store", json={"workspace_id": "intruder", "action": action, "path": f"{WORKSPACE}.jsonl"}
        )
        assert answer.status_code == 400, answer.text
        assert "is named 'intruder.jsonl'" in answer.json()["error"]["message"]
    assert theirs.read_bytes() == before
    assert client.get("/v1/workspaces/intruder/calls").json()["items"] == []


def test_a_dump_goes_into_a_subdirectory_and_loads_back_from_it(client: TestClient, settings: ServerSettings) -> None:
    _add(client, [_result(1)])
    dumped = client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "dump", "path": "team/a"})
    assert dumped.status_code == 200
    assert settings.dump_dir is not None
    assert (settings.dump_dir / "team" / "a" / f"{WORKSPACE}.jsonl").is_file()
    loaded = client.post(
        "/vector_store", json={"workspace_id": WORKSPACE, "action": "load", "path": f"team/a/{WORKSPACE}.jsonl"}
    )
    assert loaded.json()["metadata"]["action_result"]["duplicates"] == 1


def test_a_dump_file_with_a_byte_order_mark_loads(client: TestClient, settings: ServerSettings) -> None:
    _add(client, [_result(1)])
    client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "dump"})
    assert settings.dump_dir is not None
    text = (settings.dump_dir / f"{WORKSPACE}.jsonl").read_text(encoding="utf-8")
    (settings.dump_dir / "copy.jsonl").write_text("\ufeff" + text, encoding="utf-8")
    loaded = client.post("/vector_store", json={"workspace_id": "copy", "action": "load"})
    assert loaded.json()["metadata"]["action_result"]["calls"] == 1


def test_an_unknown_action_is_422(client: TestClient) -> None:
    answer = client.post("/vector_store", json={"workspace_id": WORKSPACE, "action": "explode"})
    assert answer.status_code == 422


def test_a_retry_under_its_idempotency_key_records_the_results_once(client: TestClient) -> None:
    results = [{"tool_name": "web_search", "input": {"query": "q"}, "output": "found"}]  # no create_time
    body = {"workspace_id": WORKSPACE, "tool_call_results": results}
    first = client.post("/add_tool_call_result", json=body, headers={"Idempotency-Key": "reme-1"})
    retry = client.post("/add_tool_call_result", json=body, headers={"Idempotency-Key": "reme-1"})
    other = client.post(
        "/add_tool_call_result",
        json={**body, "tool_call_results": [{**results[0], "output": "other"}]},
        headers={"Idempotency-Key": "reme-1"},
    )
    unkeyed = client.post("/add_tool_call_result", json=body)

    assert first.status_code == retry.status_code == unkeyed.status_code == 200
    assert retry.json()["metadata"]["deduplication_stats"] == first.json()["metadata"]["deduplication_stats"]
    assert other.status_code == 409
    retrieved = client.post("/retrieve_tool_memory", json={"workspace_id": WORKSPACE, "tool_names": ["web_search"]})
    assert len(retrieved.json()["metadata"]["memory_list"][0]["tool_call_results"]) == 2  # keyed once + unkeyed
