"""Non-finite and absurd numbers, and schemas that are no JSON Schema (issue 24, finding 7).

Each was silently coerced: ``NaN`` and ``Infinity`` in a schema (JSON as Python parses it, YAML's
``.nan`` and ``.inf``) were stored as ``null``, ``{"type": 5, "properties": [1, 2]}`` was kept as
a tool's parameters, and a ``time_cost`` of 1.7e308 made the tool's average ``null`` and its
guidelines say "avg inf s" for good. Each is now a 422 naming the field, and nothing is stored.
"""

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

import toolmem
from server.support import BASE_URL, LOOPBACK
from toolmem.server import ServerSettings, create_app

JSON = {"Content-Type": "application/json"}
TOOL = '[{{"id": "t", "name": "t", "parameters": {parameters}}}]'
NUMBER = '{{"type": "object", "properties": {{"n": {{"type": "number", "maximum": {value}}}}}}}'


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    app = create_app(ServerSettings(db=str(tmp_path / "toolmem.db"), embedder="hash"))
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as test_client:
        added = test_client.post("/v1/workspaces/w/tools", json=[{"id": "weather", "name": "weather"}])
        assert added.status_code == 200
        yield test_client


def refusal(answer: object) -> str:
    assert getattr(answer, "status_code", None) == 422, getattr(answer, "text", answer)
    message: str = answer.json()["error"]["message"]  # type: ignore[attr-defined]
    return message


def tool_ids(client: TestClient) -> list[str]:
    return [tool["id"] for tool in client.get("/v1/workspaces/w/tools").json()["items"]]


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity"])
def test_a_non_finite_bound_in_a_json_schema_is_422_naming_it(client: TestClient, value: str) -> None:
    body = TOOL.format(parameters=NUMBER.format(value=value))

    message = refusal(client.post("/v1/workspaces/w/tools", content=body, headers=JSON))

    assert "parameters/properties/n/maximum: must be a finite number" in message
    assert tool_ids(client) == ["weather"]


@pytest.mark.parametrize("value", [".nan", ".inf", "-.inf"])
def test_a_non_finite_bound_in_an_imported_yaml_spec_is_dropped_and_said(client: TestClient, value: str) -> None:
    spec = f"""
openapi: 3.0.0
info: {{title: Numbers, version: "1"}}
paths:
  /n:
    get:
      operationId: getN
      parameters:
        - {{name: n, in: query, schema: {{type: number, maximum: {value}}}}}
"""
    answer = client.post("/v1/workspaces/w/tools/import", content=spec, headers={"Content-Type": "application/yaml"})

    # a published spec is not refused for one sloppy keyword: the bound is dropped, and the import says so
    assert answer.status_code == 200, answer.text
    assert "getN (parameters/properties/n/maximum:" in answer.json()["notes"][0]
    [imported] = [tool_id for tool_id in tool_ids(client) if tool_id.endswith("getN")]
    stored = client.get(f"/v1/workspaces/w/tools/{imported}").json()
    assert stored["parameters"]["properties"]["n"] == {"type": "number"}
    assert "maximum" in stored["metadata"]["repaired_schema"][0]


@pytest.mark.parametrize(
    ("parameters", "named"),
    [
        ('{"type": 5, "properties": [1, 2]}', "parameters/type: must be one of"),
        ('{"type": "object", "properties": [1, 2]}', "parameters/properties: must be an object of schemas"),
        ('{"type": "object", "properties": {"a": 5}}', "parameters/properties/a: must be a JSON Schema"),
        ('{"type": "object", "properties": {"a": {"type": "strng"}}}', "parameters/properties/a/type"),
        ('{"type": "object", "required": "a"}', "parameters/required: must be a list of property names"),
        ('{"type": "array", "items": {"minItems": -1}}', "parameters/items/minItems: must be a non-negative"),
        ('{"anyOf": {"type": "string"}}', "parameters/anyOf: must be a list of schemas"),
    ],
)
def test_parameters_that_are_no_json_schema_are_422_naming_the_keyword(
    client: TestClient, parameters: str, named: str
) -> None:
    message = refusal(client.post("/v1/workspaces/w/tools", content=TOOL.format(parameters=parameters), headers=JSON))

    assert named in message
    assert tool_ids(client) == ["weather"]


@pytest.mark.parametrize("value", ["1.7e308", "1e12", "Infinity", "NaN"])
def test_an_absurd_or_non_finite_time_cost_is_422_and_the_statistics_stay_finite(
    client: TestClient, value: str
) -> None:
    client.post("/v1/workspaces/w/calls", json={"tool_id": "weather", "time_cost": 2.0})
    call = f'{{"tool_id": "weather", "time_cost": {value}}}'

    answer = client.post("/v1/workspaces/w/calls", content=call, headers=JSON)
    reme = client.post(
        "/add_tool_call_result",
        content=f'{{"workspace_id": "w", "tool_call_results": [{{"tool_name": "weather", "input": {{"a": 1}},'
        f' "output": "ok", "time_cost": {value}}}]}}',
        headers=JSON,
    )
    stats = client.get("/v1/workspaces/w/tools/weather/stats").json()
    guidelines = client.get("/v1/workspaces/w/tools/weather/guidelines").json()["text"]

    assert "time_cost" in refusal(answer)
    assert "time_cost" in refusal(reme)
    assert (stats["calls"], stats["avg_time_cost"]) == (1, 2.0)
    assert "inf" not in guidelines


@pytest.mark.parametrize(
    ("body", "named"),
    [
        ('{"tool_id": "weather", "input": {"a": [1, NaN]}}', "input/a/1: must be a finite number"),
        ('{"tool_id": "weather", "output": Infinity}', "output: must be a finite number"),
        ('{"tool_id": "weather", "metadata": {"x": -Infinity}}', "metadata/x: must be a finite number"),
    ],
)
def test_a_non_finite_number_anywhere_in_a_call_is_422_naming_it(client: TestClient, body: str, named: str) -> None:
    assert named in refusal(client.post("/v1/workspaces/w/calls", content=body, headers=JSON))
    assert client.get("/v1/workspaces/w/calls").json()["items"] == []


def test_a_non_finite_conversation_key_is_422(client: TestClient) -> None:
    body = '{"keys": {"user": NaN}, "messages": [{"role": "user", "content": "hello"}]}'

    assert "keys.user" in refusal(client.post("/v1/workspaces/w/history/messages", content=body, headers=JSON))


def test_the_library_names_the_field_too(tmp_path: Path) -> None:
    with toolmem.open(str(tmp_path / "lib.db"), embedder="hash") as mem:
        mem.tools.add([{"id": "weather", "name": "weather"}])
        with pytest.raises(toolmem.ValidationError) as caught:
            mem.calls.record("weather", time_cost=1.7e308)
        with pytest.raises(toolmem.IngestError) as schema:
            mem.tools.add([{"id": "x", "name": "x", "parameters": {"type": 5, "properties": [1, 2]}}])

    assert caught.value.field == "time_cost"
    assert "parameters/type" in str(schema.value)
