"""The app as a whole: the real server on a loopback port, the OpenAPI document, the request log."""

import json
import logging
from concurrent.futures import ThreadPoolExecutor

import httpx
import psycopg
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.support import BASE_URL, LOOPBACK, TOOLS, make_key
from toolmem.server import ServerSettings, create_app


def test_the_real_server_answers_on_loopback(live: httpx.Client) -> None:
    assert live.get("/health").json() == {"status": "ok", "version": "0.1.0"}
    assert live.post("/v1/workspaces/w/tools", json=TOOLS).status_code == 200
    hits = live.post("/v1/workspaces/w/tools/search", json={"query": "send an email", "k": 1}).json()["hits"]
    assert [hit["id"] for hit in hits] == ["mail.send"]
    assert live.post("/v1/workspaces/w/calls", content=b"{", headers={"content-type": "application/json"}).json() == {
        "error": {"code": "malformed_json", "message": "the request body is not valid JSON"}
    }


def test_concurrent_writes_to_the_real_server_lose_nothing(live: httpx.Client) -> None:
    live.post("/v1/workspaces/w/tools", json=TOOLS)

    def record(i: int) -> int:
        answer = live.post("/v1/workspaces/w/calls", json={"tool_id": "finance.fx", "output": f"r{i}"})
        return int(answer.json()["ids"][0])

    with ThreadPoolExecutor(8) as pool:
        ids = list(pool.map(record, range(80)))
    assert sorted(ids) == list(range(1, 81))
    assert live.get("/v1/workspaces/w/tools/finance.fx/stats").json()["calls"] == 80


def test_the_real_server_enforces_keys(live: httpx.Client, settings: ServerSettings) -> None:
    key = make_key(settings, "a")
    assert live.get("/v1/workspaces/a/tools").status_code == 401
    assert live.get("/v1/workspaces/a/tools", headers=key).status_code == 200
    assert live.get("/v1/workspaces/b/tools", headers=key).status_code == 403


def test_the_openapi_document_declares_the_bearer_keys(app: FastAPI) -> None:
    document = app.openapi()

    assert document["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
    assert document["security"] == [{"bearer": []}, {}]  # optional: no token while the server has no key


def test_the_openapi_document_lists_every_route_with_a_summary(app: FastAPI) -> None:
    document = app.openapi()
    paths = document["paths"]
    for path in (
        "/health",
        "/v1/workspaces",
        "/v1/workspaces/{workspace}/tools",
        "/v1/workspaces/{workspace}/tools/search",
        "/v1/workspaces/{workspace}/tools/{tool_id}/stats",
        "/v1/workspaces/{workspace}/calls",
        "/v1/workspaces/{workspace}/plans/lookup",
        "/v1/workspaces/{workspace}/history/messages",
        "/v1/workspaces/{workspace}/documents/search",
        "/v1/workspaces/{workspace}/code/search",
        "/add_tool_call_result",
        "/retrieve_tool_memory",
        "/summary_tool_memory",
        "/vector_store",
    ):
        assert path in paths, path
    operations = [op for item in paths.values() for op in item.values()]
    assert all(op.get("summary") for op in operations)
    assert "ErrorBody" in document["components"]["schemas"]
    assert paths["/v1/workspaces/{workspace}/tools/search"]["post"]["responses"]["404"]["content"]


def test_each_request_is_logged_as_one_json_line_without_the_token(
    client: TestClient, settings: ServerSettings, caplog: pytest.LogCaptureFixture
) -> None:
    key = make_key(settings, "w")
    token = key["Authorization"].split()[1]
    with caplog.at_level(logging.INFO, logger="toolmem.server"):
        client.get("/v1/workspaces/w/tools", headers=key)
        client.get("/v1/workspaces/x/tools", headers=key)
    records = [json.loads(r.getMessage()) for r in caplog.records if r.name == "toolmem.server"]
    assert [(r["method"], r["path"], r["status"], r["workspace"]) for r in records] == [
        ("GET", "/v1/workspaces/w/tools", 200, "w"),
        ("GET", "/v1/workspaces/x/tools", 403, "x"),
    ]
    assert records[0]["key_id"]
    assert records[0]["duration_ms"] >= 0
    assert token not in caplog.text


def test_a_server_on_postgresql_serves_many_workspaces_through_one_connection_pool(postgres_url: str) -> None:
    settings = ServerSettings(db=postgres_url, embedder="hash")
    with TestClient(create_app(settings), client=LOOPBACK, base_url=BASE_URL) as client:
        for n in range(12):
            assert client.post(f"/v1/workspaces/w{n}/tools", json=TOOLS).status_code == 200
            search = client.post(f"/v1/workspaces/w{n}/tools/search", json={"query": "send an email", "k": 1})
            assert [hit["id"] for hit in search.json()["hits"]] == ["mail.send"]
        assert client.delete("/v1/workspaces/w0").json() == {"deleted": "w0"}  # the shared pool stays open
        assert client.get("/v1/workspaces/w1/tools").status_code == 200
        with psycopg.connect(postgres_url) as conn:
            row = conn.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
            ).fetchone()
        assert row is not None
        assert 1 <= row[0] <= 8  # the pool's maximum, not one pool per workspace
