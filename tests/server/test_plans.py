"""Plans over HTTP: store, lookup, feedback, list, get, delete."""

import json
from dataclasses import replace

import pytest
from fastapi.testclient import TestClient

from openai_stub import OpenAIStub, scrub_environment
from server.support import BASE_URL, LOOPBACK
from toolmem import ChatModel, LLMPlanJudge
from toolmem.server import ServerSettings, create_app

STEPS = [{"tool_id": "finance.fx", "arguments": {"amount": 20, "from": "EUR", "to": "JPY"}}]


def test_a_stored_plan_is_found_again_for_the_same_request(client: TestClient, tools: list[dict[str, object]]) -> None:
    plan_id = client.post("/v1/workspaces/w/plans", json={"request": "convert 20 EUR to JPY", "steps": STEPS}).json()[
        "id"
    ]
    hit = client.post("/v1/workspaces/w/plans/lookup", json={"request": "convert 20 EUR to JPY"}).json()["hit"]
    assert hit["id"] == plan_id
    assert hit["steps"][0]["tool_id"] == "finance.fx"
    assert client.get(f"/v1/workspaces/w/plans/{plan_id}").json()["request"] == "convert 20 EUR to JPY"


def test_lookup_without_plans_is_a_null_hit(client: TestClient) -> None:
    assert client.post("/v1/workspaces/w/plans/lookup", json={"request": "anything"}).json() == {
        "hit": None,
        "reason": "no_plans",
        "detail": "",
        "nearest": None,
        "similarity": None,
    }


def test_a_miss_says_what_differed_and_is_journalled(client: TestClient) -> None:
    plan = {"request": "lock the front door", "steps": [{"tool_id": "home.lock", "arguments": {"door": "front"}}]}
    plan_id = client.post("/v1/workspaces/w/plans", json=plan).json()["id"]

    missed = client.post("/v1/workspaces/w/plans/lookup", json={"request": "unlock the front door"}).json()

    assert (missed["hit"], missed["reason"], missed["nearest"]) == (None, "changed_words", plan_id)
    assert "unlock" in missed["detail"]
    assert missed["similarity"] > 0
    (event,) = client.get("/v1/workspaces/w/plans/events", params={"kind": "miss"}).json()["items"]
    assert (event["request"], event["reason"]) == ("unlock the front door", "changed_words")


def test_failures_evict_a_plan(client: TestClient, tools: list[dict[str, object]]) -> None:
    plan_id = client.post("/v1/workspaces/w/plans", json={"request": "fx please", "steps": STEPS}).json()["id"]
    answers = []
    for _ in range(20):
        answers.append(client.post(f"/v1/workspaces/w/plans/{plan_id}/feedback", json={"success": False}).json())
        if answers[-1]["evicted"]:
            break
    assert answers[0]["plan"]["failures"] == 1
    assert answers[-1] == {"plan": None, "evicted": True}
    assert client.get("/v1/workspaces/w/plans").json()["items"] == []


def test_feedback_on_an_unknown_plan_is_404(client: TestClient) -> None:
    answer = client.post("/v1/workspaces/w/plans/nope/feedback", json={"success": True})
    assert answer.status_code == 404


def test_deleting_a_plan_counts_it(client: TestClient, tools: list[dict[str, object]]) -> None:
    plan_id = client.post("/v1/workspaces/w/plans", json={"request": "fx please", "steps": STEPS}).json()["id"]
    assert client.delete(f"/v1/workspaces/w/plans/{plan_id}").json() == {"removed": 1}
    assert client.delete(f"/v1/workspaces/w/plans/{plan_id}").json() == {"removed": 0}


def test_a_plan_without_steps_is_refused(client: TestClient) -> None:
    assert client.post("/v1/workspaces/w/plans", json={"request": "x", "steps": []}).status_code == 422


def test_feedback_retried_with_an_idempotency_key_counts_once(
    client: TestClient, tools: list[dict[str, object]]
) -> None:
    steps = [{"tool_id": "weather.forecast", "arguments": {"city": "Oslo"}}]
    plan_id = client.post("/v1/workspaces/w/plans", json={"request": "rain in Oslo", "steps": steps}).json()["id"]
    url = f"/v1/workspaces/w/plans/{plan_id}/feedback"
    first = client.post(url, json={"success": False}, headers={"Idempotency-Key": "f1"})
    again = client.post(url, json={"success": False}, headers={"Idempotency-Key": "f1"})

    assert first.json() == again.json()
    assert client.get(f"/v1/workspaces/w/plans/{plan_id}").json()["failures"] == 1


def test_the_servers_plan_judge_is_asked_about_what_the_rules_miss(
    settings: ServerSettings, stub: OpenAIStub, monkeypatch: pytest.MonkeyPatch
) -> None:
    scrub_environment(monkeypatch)
    judge = LLMPlanJudge(ChatModel("stub-model", base_url=stub.url, api_key="test"))
    stub.replies.append(json.dumps({"same": True, "reason": "waking it up is starting it"}))
    start = [{"tool_id": "cloud.start_instance", "arguments": {"name": "web-01"}}]

    app = create_app(replace(settings, plan_judge=judge))
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as judged:
        judged.post("/v1/workspaces/w/plans", json={"request": "start the instance web-01", "steps": start})
        hit = judged.post("/v1/workspaces/w/plans/lookup", json={"request": "wake up web-02"}).json()["hit"]

    assert hit["steps"][0]["arguments"] == {"name": "web-02"}
    assert judge.requests == 1
