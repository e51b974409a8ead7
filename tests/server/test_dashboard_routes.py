"""The routes the dashboard reads: statistics over time, the plan journal, tool pages, the session,
the gateway, and the dashboard's own files at ``/ui/``."""

import json
import time

from fastapi.testclient import TestClient

import toolmem
from server.support import TOOLS, make_key
from toolmem.server import ServerSettings
from toolmem.text.tokens import count_tokens

WEATHER = [{"tool_id": "weather.forecast", "arguments": {"city": "Paris"}}]


def seed(settings: ServerSettings) -> str:
    """Workspace ``w`` with tools, three calls (two succeed), a plan, a hit and a miss; returns the plan id."""
    with toolmem.open(settings.db, workspace="w", embedder="hash") as mem:
        mem.tools.add([*TOOLS, {"id": "x/y", "name": "slashed", "description": "An id with a slash."}])
        for ok in (True, False, True):
            mem.calls.record(
                "weather.forecast", request="rain?", success=ok, error=None if ok else "boom", time_cost=0.1
            )
        plan = mem.plans.store("weather in Paris tomorrow", WEATHER)
        mem.plans.lookup("weather in London tomorrow")
        mem.plans.lookup("how many widgets are in stock")
        return plan


def test_the_summary_and_statistics_routes_answer_what_the_library_does(
    client: TestClient, settings: ServerSettings
) -> None:
    seed(settings)
    with toolmem.open(settings.db, workspace="w") as mem:
        expected_stats = [stats.to_dict() for stats in mem.calls.stats_by_tool()]
        expected_line = mem.calls.timeline("weather.forecast", by="day").to_dict()

    summary = client.get("/v1/workspaces/w/summary").json()
    stats = client.get("/v1/workspaces/w/calls/stats").json()
    line = client.get("/v1/workspaces/w/calls/timeline", params={"tool_id": "weather.forecast", "by": "day"}).json()
    trends = client.get("/v1/workspaces/w/calls/trends", params={"limit": 5}).json()

    assert (summary["calls"], summary["tools"], summary["plans"], summary["lookups"]) == (3, 4, 1, 2)
    assert stats == {"items": expected_stats}
    assert line == expected_line
    assert list(trends["items"]) == ["weather.forecast"]
    assert trends["items"]["weather.forecast"]["buckets"][-1]["calls"] == 3


def test_the_plan_journal_routes_are_not_taken_for_plan_ids(client: TestClient, settings: ServerSettings) -> None:
    plan = seed(settings)

    misses = client.get("/v1/workspaces/w/plans/events", params={"kind": "miss"}).json()["items"]
    both = client.get("/v1/workspaces/w/plans/events", params=[("kind", "hit"), ("kind", "miss")]).json()["items"]
    line = client.get("/v1/workspaces/w/plans/timeline", params={"by": "hour"}).json()
    using = client.get("/v1/workspaces/w/plans/using", params={"tool_id": "weather.forecast"}).json()["items"]

    assert [(e["kind"], e["reason"], e["request"]) for e in misses] == [
        ("miss", "below_threshold", "how many widgets are in stock")
    ]
    assert [e["kind"] for e in both] == ["miss", "hit"]
    assert (line["by"], line["buckets"][-1]["lookups"], line["buckets"][-1]["hits"]) == ("hour", 2, 1)
    assert [p["id"] for p in using] == [plan]
    assert client.get(f"/v1/workspaces/w/plans/{plan}").json()["id"] == plan


def test_the_journal_of_one_plan_carries_the_plan_while_cached_and_null_once_it_is_gone(
    client: TestClient, settings: ServerSettings
) -> None:
    plan = seed(settings)

    cached = client.get("/v1/workspaces/w/plans/events", params={"plan_id": plan}).json()
    whole = client.get(f"/v1/workspaces/w/plans/{plan}").json()
    assert client.delete(f"/v1/workspaces/w/plans/{plan}").json() == {"removed": 1}
    gone = client.get("/v1/workspaces/w/plans/events", params={"plan_id": plan})

    assert cached["plan"] == whole
    assert cached["items"]  # the seed's lookup hit it
    assert gone.status_code == 200
    assert gone.json()["plan"] is None
    assert [event["kind"] for event in gone.json()["items"]] == [event["kind"] for event in cached["items"]]
    assert "plan" not in client.get("/v1/workspaces/w/plans/events").json()  # only with plan_id


def test_bad_arguments_of_the_new_routes_are_422_not_500(client: TestClient, settings: ServerSettings) -> None:
    seed(settings)
    answers = [
        client.get("/v1/workspaces/w/plans/events", params={"kind": "lookup"}),
        client.get("/v1/workspaces/w/calls/timeline", params={"by": "week"}),
        client.get("/v1/workspaces/w/calls/trends", params={"limit": 0}),
        client.get("/v1/workspaces/w/plans/using"),
        client.get("/v1/workspaces/w/tools/weather.forecast/schema", params={"format": "yaml"}),
    ]

    assert [answer.status_code for answer in answers] == [422] * 5
    assert client.get("/v1/workspaces/w/calls/timeline", params={"tool_id": "nope"}).status_code == 404


def test_a_tool_page_gets_the_schema_with_its_token_count_and_the_saved_guidelines(
    client: TestClient, settings: ServerSettings
) -> None:
    seed(settings)
    schema = client.get("/v1/workspaces/w/tools/weather.forecast/schema", params={"format": "anthropic"}).json()
    slashed = client.get("/v1/workspaces/w/tools/x/y/schema").json()
    before = client.get("/v1/workspaces/w/tools/weather.forecast/saved-guidelines").json()
    written = client.get("/v1/workspaces/w/tools/weather.forecast/guidelines").json()
    after = client.get("/v1/workspaces/w/tools/weather.forecast/saved-guidelines").json()

    with toolmem.open(settings.db, workspace="w") as mem:
        exported = mem.tools.export("anthropic", ["weather.forecast"])[0]
    assert schema["schema"] == exported
    assert schema["tokens"] == count_tokens(json.dumps(exported, ensure_ascii=False))
    assert slashed["schema"]["function"]["name"] == "slashed"
    assert (before, after) == ({"guidelines": None}, {"guidelines": written})


def test_the_session_names_the_workspaces_a_key_may_open(client: TestClient, settings: ServerSettings) -> None:
    seed(settings)
    open_server = client.get("/v1/session").json()
    scoped = make_key(settings, "w", "later")
    admin = make_key(settings, admin=True)

    assert open_server == {"key": None, "key_required": False, "workspaces": ["w"], "gateway": None, "rerank": False}
    assert client.get("/v1/session").json() == {
        "key": None,
        "key_required": True,
        "workspaces": [],
        "gateway": None,
        "rerank": False,
    }
    mine = client.get("/v1/session", headers=scoped).json()
    assert (mine["key"]["admin"], mine["workspaces"]) == (False, ["later", "w"])
    assert client.get("/v1/session", headers=admin).json()["workspaces"] == ["w"]
    assert client.get("/v1/session", headers={"Authorization": "Bearer tm_wrong"}).status_code == 401


def test_a_workspace_key_cannot_read_another_workspaces_statistics_or_journal(
    client: TestClient, settings: ServerSettings
) -> None:
    seed(settings)
    other = make_key(settings, "other")
    paths = [
        "/v1/workspaces/w/summary",
        "/v1/workspaces/w/calls/stats",
        "/v1/workspaces/w/calls/trends",
        "/v1/workspaces/w/calls/timeline",
        "/v1/workspaces/w/plans/timeline",
        "/v1/workspaces/w/plans/events",
        "/v1/workspaces/w/plans/using?tool_id=weather.forecast",
        "/v1/workspaces/w/tools/weather.forecast/schema",
        "/v1/workspaces/w/tools/weather.forecast/saved-guidelines",
    ]

    assert {path: client.get(path, headers=other).status_code for path in paths} == dict.fromkeys(paths, 403)


def test_the_gateway_route_says_when_this_server_is_not_a_gateway(client: TestClient) -> None:
    answer = client.get("/v1/gateway")

    assert answer.status_code == 404
    assert "not an MCP gateway" in answer.json()["error"]["message"]


def test_the_dashboard_is_served_at_ui_with_a_strict_content_policy(client: TestClient) -> None:
    page = client.get("/ui/")
    script = client.get("/ui/app.js")

    assert page.status_code == 200
    assert "<title>toolmem</title>" in page.text
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert script.headers["content-type"].startswith("text/javascript")
    assert client.get("/", follow_redirects=False).headers["location"] == "/ui/"
    assert client.get("/ui/missing.js").status_code == 404


def test_lookups_through_http_are_counted_in_the_hour_they_happen(client: TestClient, settings: ServerSettings) -> None:
    seed(settings)
    before = time.time()
    client.post("/v1/workspaces/w/plans/lookup", json={"request": "weather in Rome tomorrow"})

    line = client.get("/v1/workspaces/w/plans/timeline", params={"by": "hour"}).json()

    assert line["buckets"][-1]["start"] <= before
    assert (line["buckets"][-1]["lookups"], line["buckets"][-1]["hits"]) == (3, 2)
