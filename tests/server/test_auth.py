"""API keys over HTTP: no keys means open (loopback), keys are scoped, admin manages workspaces."""

from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.support import BASE_URL, LOOPBACK, TOOLS, make_key
from toolmem.server import ServerSettings, create_app
from toolmem.server.keys import KeyRing
from toolmem.stores import open_store


def test_without_any_key_requests_need_no_token(client: TestClient) -> None:
    assert client.post("/v1/workspaces/a/tools", json=TOOLS).status_code == 200
    assert client.get("/v1/workspaces").status_code == 200


def test_once_a_key_exists_a_missing_or_unknown_token_is_401(client: TestClient, settings: ServerSettings) -> None:
    make_key(settings, "a")
    missing = client.get("/v1/workspaces/a/tools")
    unknown = client.get("/v1/workspaces/a/tools", headers={"Authorization": "Bearer tm_nope"})
    assert (missing.status_code, unknown.status_code) == (401, 401)
    assert missing.json()["error"]["code"] == "unauthorized"
    assert missing.headers["www-authenticate"] == "Bearer"


def test_a_key_for_one_workspace_can_neither_read_nor_write_another(
    client: TestClient, settings: ServerSettings
) -> None:
    key_a = make_key(settings, "a")
    key_b = make_key(settings, "b")
    assert client.post("/v1/workspaces/a/tools", json=TOOLS, headers=key_a).status_code == 200
    assert client.post("/v1/workspaces/b/tools", json=TOOLS[:1], headers=key_b).status_code == 200

    copy_b = {"workspace_id": "a", "action": "copy", "src_workspace_id": "b"}
    reads = [
        client.get("/v1/workspaces/b/tools", headers=key_a),
        client.get("/v1/workspaces/b/tools/weather.forecast", headers=key_a),
        client.post("/v1/workspaces/b/tools/search", json={"query": "weather"}, headers=key_a),
        client.get("/v1/workspaces/b/calls", headers=key_a),
        client.post(
            "/retrieve_tool_memory", json={"workspace_id": "b", "tool_names": "weather.forecast"}, headers=key_a
        ),
    ]
    writes = [
        client.post("/v1/workspaces/b/tools", json=TOOLS, headers=key_a),
        client.delete("/v1/workspaces/b/tools/weather.forecast", headers=key_a),
        client.post("/v1/workspaces/b/calls", json={"tool_id": "weather.forecast"}, headers=key_a),
        client.post(
            "/add_tool_call_result",
            json={"workspace_id": "b", "tool_call_results": [{"tool_name": "x", "input": "q", "output": "o"}]},
            headers=key_a,
        ),
        client.post("/vector_store", json=copy_b, headers=key_a),
        client.post("/vector_store", json={"workspace_id": "b", "action": "delete"}, headers=key_a),
    ]
    assert [answer.status_code for answer in reads + writes] == [403] * (len(reads) + len(writes))
    assert {answer.json()["error"]["code"] for answer in reads + writes} == {"forbidden"}
    # b is untouched, and a still holds only its own tools
    listed = client.get("/v1/workspaces/b/tools", headers=key_b).json()["items"]
    assert [t["id"] for t in listed] == ["weather.forecast"]
    assert client.get("/v1/workspaces/b/calls", headers=key_b).json()["items"] == []
    assert len(client.get("/v1/workspaces/a/tools", headers=key_a).json()["items"]) == len(TOOLS)


def test_workspace_management_needs_an_admin_key(client: TestClient, settings: ServerSettings) -> None:
    scoped = make_key(settings, "a")
    admin = make_key(settings, admin=True)
    assert client.get("/v1/workspaces", headers=scoped).status_code == 403
    created = client.post("/v1/workspaces", json={"name": "team"}, headers=admin)
    assert created.status_code == 201
    assert created.json()["name"] == "team"
    assert created.json()["embedder"].startswith("hash")
    assert [w["name"] for w in client.get("/v1/workspaces", headers=admin).json()["items"]] == ["team"]
    assert client.get("/v1/workspaces/team/tools", headers=admin).status_code == 200
    assert client.delete("/v1/workspaces/team", headers=admin).json() == {"deleted": "team"}
    assert client.get("/v1/workspaces/team", headers=admin).status_code == 404
    assert client.delete("/v1/workspaces/team", headers=admin).status_code == 404


def test_a_revoked_key_is_refused_at_once(client: TestClient, settings: ServerSettings) -> None:
    store = open_store(settings.db)
    ring = KeyRing(store)
    info, token = ring.create("temp", ["a"])
    header = {"Authorization": f"Bearer {token}"}
    assert client.get("/v1/workspaces/a/tools", headers=header).status_code == 200
    ring.revoke(info.id)
    store.close()
    assert client.get("/v1/workspaces/a/tools", headers=header).status_code == 401


@pytest.mark.parametrize("required", [True, False])
def test_settings_can_force_or_waive_keys(tmp_path: Path, required: bool) -> None:
    db = str(tmp_path / "k.db")
    with TestClient(
        create_app(ServerSettings(db=db, embedder="hash", require_keys=required)), client=LOOPBACK, base_url=BASE_URL
    ) as client:
        assert client.get("/v1/workspaces/a/tools").status_code == (401 if required else 200)


def test_health_needs_no_key(client: TestClient, settings: ServerSettings) -> None:
    make_key(settings, "a")
    assert client.get("/health").json() == {"status": "ok", "version": "0.1.0"}


@pytest.mark.parametrize("address", ["10.1.2.3", "192.168.0.7", "2001:db8::1", "testclient"])
def test_without_keys_the_app_itself_refuses_clients_off_this_machine(app: FastAPI, address: str) -> None:
    with TestClient(app, client=(address, 40000), base_url=BASE_URL) as remote:
        answer = remote.get("/v1/workspaces/w/tools")
        reme = remote.post("/retrieve_tool_memory", json={"workspace_id": "w", "tool_names": "x"})
        health = remote.get("/health")

    assert answer.status_code == 403
    assert "answers only clients on this machine" in answer.json()["error"]["message"]
    assert reme.status_code == 403
    assert health.status_code == 200


@pytest.mark.parametrize("address", ["127.0.0.1", "127.8.9.10", "::1"])
def test_without_keys_loopback_clients_are_answered(app: FastAPI, address: str) -> None:
    with TestClient(app, client=(address, 40000), base_url=BASE_URL) as local:
        assert local.get("/v1/workspaces/w/tools").status_code == 200


def test_once_a_key_exists_a_remote_client_with_it_is_answered(app: FastAPI, settings: ServerSettings) -> None:
    header = make_key(settings, "w")
    with TestClient(app, client=("10.1.2.3", 40000), base_url=BASE_URL) as remote:
        assert remote.get("/v1/workspaces/w/tools", headers=header).status_code == 200
        assert remote.get("/v1/workspaces/w/tools").status_code == 401
