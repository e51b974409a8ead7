"""Tools over HTTP: add, list, get, remove, search, export."""

from pathlib import Path

from fastapi.testclient import TestClient

from openai_stub import OpenAIStub
from rerank_script import reverse
from server.support import BASE_URL, LOOPBACK, TOOLS
from toolmem.llm import ChatModel
from toolmem.server import ServerSettings, create_app


def test_adding_tools_reports_what_changed(client: TestClient) -> None:
    first = client.post("/v1/workspaces/w/tools", json=TOOLS)
    again = client.post("/v1/workspaces/w/tools", json=TOOLS)
    assert first.status_code == 200
    assert first.json()["added"] == [t["id"] for t in TOOLS]
    assert again.json() == {
        "added": [],
        "updated": [],
        "unchanged": [t["id"] for t in TOOLS],
        "removed": [],
        "embedded": 0,
        "renamed": {},
        "files": [],
        "errors": [],
        "notes": [],
    }


def test_listing_tools_pages_them_in_id_order(client: TestClient, tools: list[dict[str, object]]) -> None:
    first = client.get("/v1/workspaces/w/tools", params={"limit": 2}).json()
    second = client.get("/v1/workspaces/w/tools", params={"limit": 2, "offset": 2}).json()
    assert [t["id"] for t in first["items"]] == ["finance.fx", "mail.send"]
    assert first["next_offset"] == 2
    assert [t["id"] for t in second["items"]] == ["weather.forecast"]
    assert second["next_offset"] is None


def test_listing_by_tag_keeps_only_tagged_tools(client: TestClient, tools: list[dict[str, object]]) -> None:
    found = client.get("/v1/workspaces/w/tools", params={"tag": "mail"}).json()["items"]
    assert [t["id"] for t in found] == ["mail.send"]


def test_a_tool_is_read_by_id_and_removed(client: TestClient, tools: list[dict[str, object]]) -> None:
    got = client.get("/v1/workspaces/w/tools/finance.fx")
    assert got.json()["name"] == "convert_currency"
    assert client.delete("/v1/workspaces/w/tools/finance.fx").json() == {"removed": ["finance.fx"]}
    missing = client.get("/v1/workspaces/w/tools/finance.fx")
    assert missing.status_code == 404
    assert missing.json()["error"]["code"] == "not_found"


def test_tool_ids_with_slashes_are_reachable(client: TestClient) -> None:
    client.post("/v1/workspaces/w/tools", json=[{"id": "github/issues.list", "name": "list_issues"}])
    assert client.get("/v1/workspaces/w/tools/github/issues.list").json()["id"] == "github/issues.list"


def test_search_finds_the_fitting_tool_first(client: TestClient, tools: list[dict[str, object]]) -> None:
    hits = client.post("/v1/workspaces/w/tools/search", json={"query": "convert money currency", "k": 2}).json()
    assert hits["hits"][0]["id"] == "finance.fx"
    assert len(hits["hits"]) == 2


def test_export_gives_provider_schemas_in_the_order_asked(client: TestClient, tools: list[dict[str, object]]) -> None:
    answer = client.get(
        "/v1/workspaces/w/tools/export", params={"format": "anthropic", "ids": ["mail.send", "finance.fx"]}
    ).json()
    assert answer["format"] == "anthropic"
    assert [tool["name"] for tool in answer["tools"]] == ["send_email", "convert_currency"]


def test_an_invalid_tool_is_refused_and_nothing_is_written(client: TestClient) -> None:
    tools = [{"id": "ok", "name": "ok"}, {"id": "bad\u0000id", "name": "x"}]
    answer = client.post("/v1/workspaces/w/tools", json=tools)
    assert answer.status_code == 422
    assert answer.json()["error"]["code"] == "ingest_error"
    assert client.get("/v1/workspaces/w/tools").json()["items"] == []


def test_search_with_rerank_uses_the_servers_chat_model(tmp_path: Path, stub: OpenAIStub) -> None:
    stub.chat = reverse
    llm = ChatModel("stub-model", base_url=stub.url)
    settings = ServerSettings(db=str(tmp_path / "rerank.db"), embedder="hash", llm=llm)
    with TestClient(create_app(settings), client=LOOPBACK, base_url=BASE_URL) as client:
        client.post("/v1/workspaces/w/tools", json=TOOLS)
        fused = client.post("/v1/workspaces/w/tools/search", json={"query": "rain in Paris", "k": 3}).json()
        reranked = client.post(
            "/v1/workspaces/w/tools/search", json={"query": "rain in Paris", "k": 3, "rerank": True}
        ).json()
    llm.close()
    order = [hit["id"] for hit in fused["hits"]]
    assert [hit["id"] for hit in reranked["hits"]] == order[::-1]
    assert reranked["hits"][0]["justification"] == f"judged {order[-1]}"
    assert reranked["hits"][0]["reasons"]["rerank"] == 1.0


def test_search_with_rerank_without_a_chat_model_is_a_client_error(
    client: TestClient, tools: list[dict[str, object]]
) -> None:
    answer = client.post("/v1/workspaces/w/tools/search", json={"query": "rain", "rerank": True})
    assert answer.status_code == 400
    assert "needs a chat model" in answer.json()["error"]["message"]


BIG = {
    "id": "k8s.createDeployment",
    "name": "createDeployment",
    "description": "Create a deployment.",
    "parameters": {
        "type": "object",
        "properties": {f"field_{i}": {"type": "string", "description": "word " * 40} for i in range(60)},
        "required": ["field_0"],
    },
}


def test_export_fits_schemas_into_the_budget_and_reports_tokens_before_and_after(client: TestClient) -> None:
    client.post("/v1/workspaces/w/tools", json=[BIG])

    fitted = client.get("/v1/workspaces/w/tools/export", params={"ids": [BIG["id"]], "budget": 200}).json()
    whole = client.get("/v1/workspaces/w/tools/export", params={"ids": [BIG["id"]], "budget": 0}).json()

    [entry] = fitted["report"]
    assert (entry["id"], entry["name"], entry["budget"]) == ("k8s.createDeployment", "createDeployment", 200)
    assert entry["tokens_before"] > 2_000 >= 200 >= entry["tokens_after"]
    assert fitted["tools"][0]["function"]["parameters"]["required"] == ["field_0"]
    assert whole["tools"][0]["function"]["parameters"] == BIG["parameters"]
    assert client.get(f"/v1/workspaces/w/tools/{BIG['id']}").json()["parameters"] == BIG["parameters"]


def test_export_in_strict_mode_closes_every_object(client: TestClient, tools: list[dict[str, object]]) -> None:
    answer = client.get("/v1/workspaces/w/tools/export", params={"ids": ["finance.fx"], "strict": True}).json()

    function = answer["tools"][0]["function"]
    assert (function["strict"], function["parameters"]["additionalProperties"]) == (True, False)


def test_tools_added_under_a_namespace_are_named_within_it(client: TestClient) -> None:
    mcp_tool = {"name": "get_me", "inputSchema": {"type": "object"}}

    added = client.post("/v1/workspaces/w/tools", params={"namespace": "spotify"}, json=[mcp_tool]).json()

    assert added["added"] == ["spotify.get_me"]
    assert client.get("/v1/workspaces/w/tools/spotify.get_me").json()["metadata"] == {"namespace": "spotify"}


SPEC_YAML = """openapi: 3.0.3
info: {title: Parcel Post, version: "1"}
paths:
  /parcels/{id}:
    get:
      operationId: track_parcel
      summary: Where a parcel is now
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses: {"200": {description: OK}}
"""


YAML = {"content-type": "application/yaml"}


def test_a_spec_sent_as_the_body_is_imported_and_searchable(client: TestClient) -> None:
    answer = client.post(
        "/v1/workspaces/w/tools/import", content=SPEC_YAML, headers={"content-type": "application/yaml"}
    )

    assert answer.status_code == 200, answer.text
    assert answer.json()["added"] == ["parcel_post.track_parcel"]
    hits = client.post("/v1/workspaces/w/tools/search", json={"query": "where is my parcel", "k": 1}).json()["hits"]
    assert hits[0]["id"] == "parcel_post.track_parcel"
    again = client.post("/v1/workspaces/w/tools/import?namespace=post&replace=true", content=SPEC_YAML, headers=YAML)
    assert again.json()["added"] == ["post.track_parcel"]


def test_an_import_that_cannot_be_read_is_422_naming_the_problem_and_stores_nothing(client: TestClient) -> None:
    split = SPEC_YAML.replace("schema: {type: string}", "schema: {$ref: 'id.yaml'}")
    cases = {
        split.encode(): "external $ref 'id.yaml' needs the spec to be read from a file",
        b"\xff\xfe not text": "body: must be UTF-8 text",
        b"paths: [unclosed": "invalid YAML",
        b'[{"id": "a", "name": "a"}]': "namespace: is needed to replace",
    }
    for body, message in cases.items():
        answer = client.post("/v1/workspaces/w/tools/import?replace=true", content=body, headers=YAML)
        assert answer.status_code == 422, answer.text
        assert message in answer.json()["error"]["message"]

    assert client.get("/v1/workspaces/w/tools").json()["items"] == []


def test_an_import_over_the_body_limit_says_which_setting_raises_it(settings: ServerSettings) -> None:
    small = ServerSettings(db=settings.db, embedder="hash", max_import_body=200_000)
    with TestClient(create_app(small), client=LOOPBACK, base_url=BASE_URL) as client:
        answer = client.post("/v1/workspaces/w/tools/import", content=b"#" * 300_000, headers=YAML)

    assert answer.status_code == 413
    assert answer.json()["error"]["message"].endswith("(the server sets it: toolmem serve --max-import-body)")
