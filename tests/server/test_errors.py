"""Bad input never gives a 500: garbage at every route, malformed JSON, wrong types, huge bodies."""

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from server.support import BASE_URL, LOOPBACK
from toolmem.server import ServerSettings, create_app

GARBAGE: list[Any] = [None, 10**30, -(10**30), 1e308, "💥" * 300, "", [], {}, True, [None, {"x": [1e308]}]]
RAW_BODIES = [
    b"null",
    b"{bad json",
    b"\xff\xfe\x00",
    b"1e999999",
    b"123456789012345678901234567890123456789",
    b'"\\ud800"',
    b"[" * 50_000 + b"]" * 50_000,
    b'{"a": ' * 5_000 + b"1" + b"}" * 5_000,
]
PATH_VALUES = {"workspace": "w", "tool_id": "x", "plan_id": "p", "doc_id": "d/e", "repo": "r"}


def _operations(app: FastAPI) -> Iterator[tuple[str, str, list[str]]]:
    """Every operation of the OpenAPI document: method, path and the fields of its JSON body."""
    document = app.openapi()
    schemas = document["components"]["schemas"]
    for path, item in document["paths"].items():
        for method, operation in item.items():
            body = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
            name = body.get("$ref", "").rsplit("/", 1)[-1]
            yield method.upper(), path, sorted(schemas.get(name, {}).get("properties", {}))


def test_garbage_at_every_route_is_answered_below_500(client: TestClient, app: FastAPI) -> None:
    seen = 0
    for method, path, fields in _operations(app):
        url = path.format(**PATH_VALUES)
        bodies: list[bytes] = list(RAW_BODIES)
        bodies += [json.dumps(value).encode() for value in GARBAGE]
        bodies += [json.dumps({field: value for field in fields}).encode() for value in GARBAGE]
        if method in ("GET", "DELETE"):
            for value in ("-1", "1" * 40, "abc", "💥", "\x00"):
                answer = client.request(method, url, params={"limit": value, "offset": value, "format": value})
                assert answer.status_code < 500, (method, url, value, answer.text)
                seen += 1
            continue
        for body in bodies:
            answer = client.request(method, url, content=body, headers={"content-type": "application/json"})
            assert answer.status_code < 500, (method, url, body[:80], answer.text)
            assert "error" in answer.json() or answer.status_code < 300, (method, url, body[:80], answer.text)
            seen += 1
    assert seen > 300


@pytest.mark.parametrize("workspace", ["..", "a" * 200, "💥", "a b", "%00", "-x"])
def test_bad_workspace_names_are_client_errors(client: TestClient, workspace: str) -> None:
    answer = client.get(f"/v1/workspaces/{workspace}/tools")
    assert 400 <= answer.status_code < 500
    assert "error" in answer.json()


def test_malformed_json_is_400_in_the_error_shape(client: TestClient) -> None:
    answer = client.post(
        "/v1/workspaces/w/tools/search", content=b'{"query": ', headers={"content-type": "application/json"}
    )
    assert answer.status_code == 400
    assert answer.json() == {"error": {"code": "malformed_json", "message": "the request body is not valid JSON"}}


def test_wrong_types_are_422_with_the_field_named(client: TestClient) -> None:
    answer = client.post("/v1/workspaces/w/tools/search", json={"query": "x", "k": "many"})
    assert answer.status_code == 422
    assert answer.json()["error"]["code"] == "invalid_request"
    assert "k" in answer.json()["error"]["message"]


JSON = {"content-type": "application/json"}


def test_a_body_over_the_limit_is_413_before_it_is_read(client: TestClient) -> None:
    answer = client.post("/v1/workspaces/w/tools", content=b"[" + b" " * 300_000 + b"]", headers=JSON)
    assert answer.status_code == 413
    assert answer.json()["error"]["code"] == "payload_too_large"


def test_a_chunked_body_over_the_limit_is_413(client: TestClient) -> None:
    def chunks() -> Iterator[bytes]:
        yield b"["
        for _ in range(50):
            yield b" " * 10_000
        yield b"]"

    answer = client.post("/v1/workspaces/w/tools", content=chunks(), headers=JSON)
    assert answer.status_code == 413
    assert answer.json()["error"]["code"] == "payload_too_large"


def test_a_call_over_the_payload_limit_is_413(settings: ServerSettings) -> None:
    big = ServerSettings(db=settings.db, embedder="hash", max_body=3_000_000)
    with TestClient(create_app(big), client=LOOPBACK, base_url=BASE_URL) as client:
        client.post("/v1/workspaces/w/tools", json=[{"id": "t", "name": "t"}])
        answer = client.post("/v1/workspaces/w/calls", json={"tool_id": "t", "output": "x" * 1_100_000})
    assert answer.status_code == 413
    assert answer.json()["error"]["code"] == "payload_too_large"


def test_an_unknown_route_is_404_in_the_error_shape(client: TestClient) -> None:
    answer = client.get("/v2/nothing")
    assert answer.status_code == 404
    assert answer.json()["error"]["code"] == "not_found"


def test_a_wrong_method_is_405_in_the_error_shape(client: TestClient) -> None:
    answer = client.put("/health")
    assert answer.status_code == 405
    assert answer.json()["error"]["code"] == "method_not_allowed"


def test_another_embedder_on_a_workspace_is_409(client: TestClient, settings: ServerSettings) -> None:
    client.post("/v1/workspaces/w/tools", json=[{"id": "t", "name": "t"}])
    other = ServerSettings(db=settings.db, embedder="demo")
    with TestClient(create_app(other), client=LOOPBACK, base_url=BASE_URL) as second:
        answer = second.get("/v1/workspaces/w/tools")
    assert answer.status_code == 409
    assert answer.json()["error"]["code"] == "embedder_mismatch"


def test_a_wrong_method_lists_every_method_the_path_answers(client: TestClient) -> None:
    answer = client.put("/v1/workspaces/w/tools")

    assert answer.status_code == 405
    assert answer.headers["allow"] == "GET, POST"
    assert answer.json()["error"] == {
        "code": "method_not_allowed",
        "message": "PUT is not allowed here; use GET or POST",
    }


@pytest.mark.parametrize("suffix", ["stats", "guidelines"])
def test_deleting_a_tool_s_stats_or_guidelines_is_405_not_a_tool_lookup(
    client: TestClient, tools: list[dict[str, object]], suffix: str
) -> None:
    answer = client.delete(f"/v1/workspaces/w/tools/weather.forecast/{suffix}")

    assert answer.status_code == 405
    assert answer.headers["allow"] == "GET"
    assert client.get("/v1/workspaces/w/tools/weather.forecast").status_code == 200


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("score", True),
        ("time_cost", "0.5"),
        ("success", "yes"),
        ("token_cost", 5.5),
        ("token_cost", "5"),
        ("created_at", 1e308),
    ],
)
def test_json_values_of_another_type_are_not_coerced(
    client: TestClient, tools: list[dict[str, object]], field: str, value: object
) -> None:
    answer = client.post("/v1/workspaces/w/calls", json={"tool_id": "weather.forecast", field: value})

    assert answer.status_code == 422, answer.text
    assert field in answer.json()["error"]["message"]
    assert client.get("/v1/workspaces/w/calls").json()["items"] == []


def test_the_workspace_name_rule_is_in_the_openapi_document(app: FastAPI) -> None:
    parameters = app.openapi()["paths"]["/v1/workspaces/{workspace}/tools"]["get"]["parameters"]
    workspace = next(p for p in parameters if p["name"] == "workspace")

    assert workspace["schema"]["pattern"] == "^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$"


def test_a_workspace_name_with_a_trailing_newline_is_refused(client: TestClient) -> None:
    answer = client.get("/v1/workspaces/w%0A/tools")

    assert answer.status_code == 422
    assert client.get("/v1/workspaces/w/tools").status_code == 200


@pytest.mark.parametrize("path", ["tools/{key}", "tools/{key}/stats", "plans/{key}", "tools/export?ids={key}"])
def test_a_long_unknown_key_is_404_quoting_only_its_start(client: TestClient, path: str) -> None:
    key = "k" * 20_000

    answer = client.get("/v1/workspaces/w/" + path.format(key=key))

    assert answer.status_code == 404
    message = answer.json()["error"]["message"]
    assert f"'{'k' * 200}'… (20,000 characters)" in message
    assert len(message) < 400
