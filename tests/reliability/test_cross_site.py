"""Writes from another web page and DNS rebinding (issue 24, findings 3 and 4), through the real app.

A server without API keys answers loopback clients only, so the attacker is a web page the
developer visits: its browser sends "simple" requests (``text/plain``, forms, no body type) to
127.0.0.1 without asking first, and a name rebound to 127.0.0.1 reaches the server under the
attacker's ``Host``. Without keys the server takes writes only as JSON or YAML (which a page
cannot send without a preflight the server never grants) and answers only loopback host names
(plus ``--allow-host``). A workspace key deletes no workspace through ReMe's route.
"""

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

import live_server
from server.support import LOOPBACK, make_key
from toolmem.server import ServerSettings, create_app

SPEC = '{"openapi": "3.0.0", "info": {"title": "Evil", "version": "1"}, "paths": {"/x": {"get": {"operationId": "x"}}}}'
TOOLS = [{"id": "weather.forecast", "name": "get_forecast", "description": "Weather forecast for a city."}]
IMPORT = "/v1/workspaces/default/tools/import"
EVIL = {"Origin": "http://evil.example"}


@pytest.fixture
def settings(tmp_path: Path) -> ServerSettings:
    return ServerSettings(db=str(tmp_path / "toolmem.db"), embedder="hash")


@pytest.fixture
def app(settings: ServerSettings) -> FastAPI:
    return create_app(settings)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    """A client on this machine reaching the server by a loopback name, as a browser tab would."""
    with TestClient(app, base_url="http://127.0.0.1:8765", client=LOOPBACK) as test_client:
        assert test_client.post("/v1/workspaces/default/tools", json=TOOLS).status_code == 200
        yield test_client


def tool_ids(client: TestClient) -> list[str]:
    return [tool["id"] for tool in client.get("/v1/workspaces/default/tools").json()["items"]]


# 3. cross-site writes ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "headers",
    [
        {"Content-Type": "text/plain"},
        {"Content-Type": "text/plain;charset=UTF-8"},
        {"Content-Type": "application/x-www-form-urlencoded"},
        {"Content-Type": "multipart/form-data; boundary=x"},
        {},
    ],
    ids=["text-plain", "text-plain-charset", "form", "multipart", "no-type"],
)
def test_a_write_a_web_page_could_send_is_refused_with_415_and_plants_nothing(
    client: TestClient, headers: dict[str, str]
) -> None:
    answer = client.post(IMPORT, content=SPEC, headers=headers)
    replace = client.post(f"{IMPORT}?namespace=weather&replace=true", content="[]", headers=headers)
    call = client.post("/v1/workspaces/default/calls", content='{"tool_id": "weather.forecast"}', headers=headers)

    assert (answer.status_code, replace.status_code, call.status_code) == (415, 415, 415)
    assert answer.json()["error"]["code"] == "unsupported_media_type"
    assert "JSON or YAML" in answer.json()["error"]["message"]
    assert tool_ids(client) == ["weather.forecast"]
    assert client.get("/v1/workspaces/default/calls").json()["items"] == []


@pytest.mark.parametrize("media", ["application/json", "application/yaml", "application/x-yaml", "text/yaml"])
def test_a_write_as_json_or_yaml_from_this_machine_is_taken(client: TestClient, media: str) -> None:
    answer = client.post(IMPORT, content=SPEC, headers={"Content-Type": media})

    assert answer.status_code == 200, answer.text
    assert "evil.x" in tool_ids(client)


def test_a_request_from_another_site_s_page_is_refused_whatever_its_type(client: TestClient) -> None:
    probe = client.post(IMPORT, content=SPEC, headers={"Content-Type": "text/plain", **EVIL})  # the issue's
    removal = client.post(f"{IMPORT}?namespace=weather&replace=true", content="[]", headers=EVIL)
    write = client.post(IMPORT, content=SPEC, headers={"Content-Type": "application/json", **EVIL})
    read = client.get("/v1/workspaces/default/tools", headers=EVIL)
    null = client.get("/v1/workspaces/default/tools", headers={"Origin": "null"})
    same_site = client.get("/v1/workspaces/default/tools", headers={"Origin": "http://127.0.0.1:8765"})

    assert (probe.status_code, removal.status_code, write.status_code, read.status_code) == (403, 403, 403, 403)
    assert (null.status_code, same_site.status_code) == (403, 200)
    assert "'http://evil.example'" in write.json()["error"]["message"]
    assert tool_ids(client) == ["weather.forecast"]


# DNS rebinding -----------------------------------------------------------------------------------
@pytest.mark.parametrize("host", ["evil.example", "evil.example:8765", "127.0.0.1.nip.io:8765"])
def test_a_host_name_other_than_a_loopback_one_is_refused_with_421(client: TestClient, host: str) -> None:
    read = client.get("/v1/workspaces/default/tools", headers={"Host": host})
    search = client.post("/v1/workspaces/default/tools/search", json={"query": "weather"}, headers={"Host": host})

    assert (read.status_code, search.status_code) == (421, 421)
    assert read.json()["error"]["code"] == "misdirected_request"
    assert "--allow-host" in read.json()["error"]["message"]


@pytest.mark.parametrize("host", ["localhost:8765", "127.0.0.1", "[::1]:8765", "127.0.0.2:80", "LOCALHOST"])
def test_loopback_host_names_are_answered(client: TestClient, host: str) -> None:
    assert client.get("/v1/workspaces/default/tools", headers={"Host": host}).status_code == 200


def test_allow_host_admits_a_name_and_nothing_else(tmp_path: Path) -> None:
    db = str(tmp_path / "toolmem.db")
    with (
        live_server.serving(db, "--allow-host", "toolmem.internal") as (url, _),
        httpx.Client(base_url=url, timeout=30) as http,
    ):
        named = http.get("/v1/workspaces/default/tools", headers={"Host": "toolmem.internal:8765"})
        other = http.get("/v1/workspaces/default/tools", headers={"Host": "evil.example"})
        loopback = http.get("/v1/workspaces/default/tools")

    assert (named.status_code, other.status_code, loopback.status_code) == (200, 421, 200)


def test_with_keys_the_bearer_token_guards_and_host_and_type_are_free(settings: ServerSettings, app: FastAPI) -> None:
    key = make_key(settings, "default")
    with TestClient(app, client=LOOPBACK) as client:  # Host: testserver
        answer = client.post(IMPORT, content=SPEC, headers={"Content-Type": "text/plain", **key})
        anonymous = client.post(IMPORT, content=SPEC, headers={"Content-Type": "text/plain"})

    assert (answer.status_code, anonymous.status_code) == (200, 401)


# 4. ReMe's delete ----------------------------------------------------------------------------------
def test_reme_s_delete_needs_the_admin_key_as_the_workspace_route_does(settings: ServerSettings, app: FastAPI) -> None:
    w1, admin = make_key(settings, "w1"), make_key(settings, admin=True)
    delete = {"workspace_id": "w1", "action": "delete"}
    with TestClient(app, client=LOOPBACK) as client:
        client.post("/v1/workspaces/w1/tools", json=TOOLS, headers=w1)
        by_workspace_key = client.post("/vector_store", json=delete, headers=w1)
        still_there = client.get("/v1/workspaces/w1/tools", headers=w1).json()["items"]
        by_admin = client.post("/vector_store", json=delete, headers=admin)
        gone = client.get("/v1/workspaces", headers=admin).json()["items"]

    assert by_workspace_key.status_code == 403
    assert "admin key" in by_workspace_key.json()["error"]["message"]
    assert [tool["id"] for tool in still_there] == ["weather.forecast"]
    assert by_admin.status_code == 200
    assert "w1" not in [workspace["name"] for workspace in gone]
