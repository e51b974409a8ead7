"""Calls over HTTP: record one or many, list, statistics and guidelines per tool."""

import pytest
from fastapi.testclient import TestClient

import toolmem
from server.support import TOOLS

#: A call input nested deeper than the 128 levels a stored JSON value may have.
DEEP: object = "leaf"
for _ in range(130):
    DEEP = [DEEP]


def test_recording_one_call_returns_its_id_and_a_repeat_returns_zero(
    client: TestClient, tools: list[dict[str, object]]
) -> None:
    call = {"tool_id": "finance.fx", "request": "20 EUR in JPY", "output": "3,100 JPY", "created_at": 1000.0}
    assert client.post("/v1/workspaces/w/calls", json=call).json() == {"ids": [1]}
    assert client.post("/v1/workspaces/w/calls", json=call).json() == {"ids": [0]}


def test_recording_many_calls_at_once(client: TestClient, tools: list[dict[str, object]]) -> None:
    calls = [
        {"tool_id": "finance.fx", "output": "ok", "time_cost": 0.2},
        {"tool_id": "finance.fx", "output": "timeout", "success": False, "error": "timeout", "time_cost": 2.0},
    ]
    assert client.post("/v1/workspaces/w/calls", json=calls).json() == {"ids": [1, 2]}
    failed = client.get("/v1/workspaces/w/calls", params={"tool_id": "finance.fx", "success": False}).json()
    assert [c["error"] for c in failed["items"]] == ["timeout"]


def test_stats_and_guidelines_summarise_the_calls(client: TestClient, tools: list[dict[str, object]]) -> None:
    client.post(
        "/v1/workspaces/w/calls",
        json=[
            {"tool_id": "weather.forecast", "output": "rain", "time_cost": 1.0, "token_cost": 10},
            {"tool_id": "weather.forecast", "output": "", "success": False, "time_cost": 3.0, "token_cost": 30},
        ],
    )
    stats = client.get("/v1/workspaces/w/tools/weather.forecast/stats").json()
    assert (stats["calls"], stats["successes"], stats["success_rate"]) == (2, 1, 0.5)
    assert (stats["avg_time_cost"], stats["avg_token_cost"]) == (2.0, 20.0)
    guidelines = client.get("/v1/workspaces/w/tools/weather.forecast/guidelines").json()
    assert guidelines["source"] == "statistics"
    assert guidelines["calls_seen"] == 2


def test_a_call_of_an_unknown_tool_is_404_and_nothing_is_recorded(
    client: TestClient, tools: list[dict[str, object]]
) -> None:
    answer = client.post("/v1/workspaces/w/calls", json=[{"tool_id": "finance.fx"}, {"tool_id": "nope"}])
    assert answer.status_code == 404
    assert client.get("/v1/workspaces/w/calls").json()["items"] == []


def test_a_negative_cost_is_refused(client: TestClient, tools: list[dict[str, object]]) -> None:
    answer = client.post("/v1/workspaces/w/calls", json={"tool_id": "finance.fx", "time_cost": -1})
    assert answer.status_code == 422
    assert answer.json()["error"]["code"] == "invalid_request"


def test_a_retry_with_the_same_idempotency_key_records_once_and_gets_the_first_answer(
    client: TestClient, tools: list[dict[str, object]]
) -> None:
    call = {"tool_id": "finance.fx", "request": "20 EUR in JPY", "output": "3,100 JPY"}  # no time: stamped now
    headers = {"Idempotency-Key": "7f8c2b1e-retry"}
    first = client.post("/v1/workspaces/w/calls", json=call, headers=headers)
    again = client.post("/v1/workspaces/w/calls", json=call, headers=headers)

    assert first.json() == again.json() == {"ids": [1]}
    assert client.get("/v1/workspaces/w/tools/finance.fx/stats").json()["calls"] == 1


def test_an_idempotency_key_reused_for_another_body_is_409(client: TestClient, tools: list[dict[str, object]]) -> None:
    headers = {"Idempotency-Key": "k"}
    client.post("/v1/workspaces/w/calls", json={"tool_id": "finance.fx", "output": "a"}, headers=headers)
    answer = client.post("/v1/workspaces/w/calls", json={"tool_id": "finance.fx", "output": "b"}, headers=headers)

    assert answer.status_code == 409
    assert answer.json()["error"]["code"] == "idempotency_key_reused"
    assert client.get("/v1/workspaces/w/tools/finance.fx/stats").json()["calls"] == 1


def refusal_of_the_python_api(call: dict[str, object]) -> tuple[type[Exception], str]:
    """The error class and message ``mem.calls.record`` raises for ``call``, in a memory of its own."""
    with toolmem.open("sqlite://", workspace="w", embedder="hash") as mem:
        mem.tools.add(TOOLS)
        with pytest.raises(toolmem.ToolmemError) as caught:
            mem.calls.record(**call)
    return type(caught.value), str(caught.value)


@pytest.mark.parametrize(
    ("call", "status", "code"),
    [
        ({"tool_id": "finance.fx", "input": DEEP}, 422, "validation_error"),
        ({"tool_id": "finance.fx", "output": {"rows": DEEP}}, 422, "validation_error"),
        ({"tool_id": "nope"}, 404, "not_found"),
    ],
    ids=["input-too-deep", "output-too-deep", "unknown-tool"],
)
def test_a_bad_call_is_refused_over_http_with_the_python_apis_error_and_message(
    client: TestClient, tools: list[dict[str, object]], call: dict[str, object], status: int, code: str
) -> None:
    error, message = refusal_of_the_python_api(call)
    answer = client.post("/v1/workspaces/w/calls", json=call)

    assert (answer.status_code, answer.json()) == (status, {"error": {"code": code, "message": message}})
    assert issubclass(error, toolmem.ValidationError if status == 422 else toolmem.NotFoundError)
    assert client.get("/v1/workspaces/w/calls").json()["items"] == []


def test_a_valid_call_is_stored_over_http_as_the_python_api_stores_it(
    client: TestClient, tools: list[dict[str, object]]
) -> None:
    call = {"tool_id": "finance.fx", "request": "20 EUR in JPY", "input": {"amount": 20}, "output": {"jpy": 3100}}
    call |= {"time_cost": 0.5, "metadata": {"agent": "a"}, "score": 0.5, "created_at": 1000.0}
    with toolmem.open("sqlite://", workspace="w", embedder="hash") as mem:
        mem.tools.add(TOOLS)
        expected = mem.calls.record(**call).to_dict()

    assert client.post("/v1/workspaces/w/calls", json=call).json() == {"ids": [1]}
    assert client.get("/v1/workspaces/w/calls").json()["items"] == [expected]
