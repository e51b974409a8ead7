"""One regression test per finding of the hardening probe (issue 17), through the real HTTP app.

Each test reproduces what the probe did and asserts the fixed behaviour; finer-grained tests live
beside the code they cover (``tests/records/test_checks.py``, ``tests/stores/test_dumps.py``, ...).
"""

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from fastapi import FastAPI
from fastapi.testclient import TestClient

import toolmem
from server.support import BASE_URL, LOOPBACK, make_key
from toolmem.cli import cli
from toolmem.records.checks import MAX_JSON_DEPTH, MAX_TIMESTAMP
from toolmem.server import ServerSettings, create_app

TOOLS = [{"id": "weather.forecast", "name": "get_forecast", "description": "Weather forecast for a city."}]


def deep(levels: int) -> dict[str, Any]:
    value: dict[str, Any] = {"type": "string"}
    for _ in range(levels):
        value = {"type": "object", "properties": {"next": value}}
    return value


@pytest.fixture
def settings(tmp_path: Path) -> ServerSettings:
    dumps = tmp_path / "dumps"
    dumps.mkdir()
    return ServerSettings(db=str(tmp_path / "toolmem.db"), embedder="hash", dump_dir=dumps, max_open=4)


@pytest.fixture
def app(settings: ServerSettings) -> FastAPI:
    return create_app(settings)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as test_client:
        assert test_client.post("/v1/workspaces/w1/tools", json=TOOLS).status_code == 200
        yield test_client


# 1. no key crosses workspaces through the dump directory -----------------------------------------
def test_a_key_for_w1_can_neither_load_nor_overwrite_w2_s_dump(settings: ServerSettings, app: FastAPI) -> None:
    w1, w2 = make_key(settings, "w1"), make_key(settings, "w2")
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as client:
        client.post("/v1/workspaces/w2/tools", json=TOOLS, headers=w2)
        client.post("/v1/workspaces/w2/calls", json={"tool_id": "weather.forecast", "output": "w2's"}, headers=w2)
        assert (
            client.post("/vector_store", json={"workspace_id": "w2", "action": "dump"}, headers=w2).status_code == 200
        )
        assert settings.dump_dir is not None
        dump = settings.dump_dir / "w2.jsonl"
        before = dump.read_bytes()

        for action in ("load", "dump"):
            answer = client.post(
                "/vector_store", json={"workspace_id": "w1", "action": action, "path": "w2.jsonl"}, headers=w1
            )
            assert answer.status_code == 400, answer.text
        calls = client.get("/v1/workspaces/w1/calls", headers=w1).json()["items"]

    assert calls == []
    assert dump.read_bytes() == before


# 2. a dump never writes through a link -------------------------------------------------------------
def test_links_planted_at_the_temporary_and_final_names_are_not_written_through(
    client: TestClient, settings: ServerSettings, tmp_path: Path
) -> None:
    outside = tmp_path / "outside.jsonl"
    outside.write_text("precious\n")
    assert settings.dump_dir is not None
    (settings.dump_dir / ".w1.jsonl.partial").symlink_to(outside)
    (settings.dump_dir / "w1.jsonl").symlink_to(outside)

    assert client.post("/vector_store", json={"workspace_id": "w1", "action": "dump"}).status_code == 200

    assert outside.read_text() == "precious\n"
    assert not (settings.dump_dir / "w1.jsonl").is_symlink()


# 3. deep JSON is refused at the boundary, and reads keep working -------------------------------------
def test_json_nested_too_deep_is_422_naming_the_field_and_every_read_still_answers(client: TestClient) -> None:
    tool = client.post("/v1/workspaces/w1/tools", json=[{"id": "deep", "name": "deep", "parameters": deep(200)}])
    message = client.post(
        "/v1/workspaces/w1/history/messages",
        json={"keys": {"u": "1"}, "messages": [{"role": "user", "content": "x", "metadata": deep(200)}]},
    )
    document = client.post("/v1/workspaces/w1/documents", json={"text": "x", "doc_id": "d", "metadata": deep(200)})

    assert (tool.status_code, message.status_code, document.status_code) == (422, 422, 422)
    assert "parameters: nests deeper than 128 levels" in tool.json()["error"]["message"]
    assert message.json()["error"]["message"].startswith("metadata: nests deeper")
    assert document.json()["error"]["message"].startswith("metadata: nests deeper")
    assert client.post("/v1/workspaces/w1/history/read", json={"keys": {"u": "1"}}).json()["messages"] == []
    assert client.get("/v1/workspaces/w1/documents").json()["items"] == []
    assert client.post("/v1/workspaces/w1/tools/search", json={"query": "weather"}).status_code == 200
    assert client.get("/v1/workspaces/w1/tools/export").status_code == 200
    assert client.post("/v1/workspaces/w1/plans/lookup", json={"request": "weather"}).status_code == 200


def test_a_schema_as_deep_as_a_real_catalogue_s_is_kept_and_served(client: TestClient) -> None:
    assert (
        client.post("/v1/workspaces/w1/tools", json=[{"id": "k8s", "name": "k8s", "parameters": deep(40)}]).status_code
        == 200
    )
    assert client.get("/v1/workspaces/w1/tools/k8s").json()["parameters"] == deep(40)


def test_json_stored_too_deep_before_the_check_is_read_cut_and_never_breaks_a_workspace(
    client: TestClient, settings: ServerSettings
) -> None:
    # An older version, or a hand-edited database, holds values the API would now refuse: one
    # deeper than the limit (but parseable) and one too deep for Python's JSON parser.
    assert client.post("/v1/workspaces/w1/tools", json=[{"id": "old", "name": "old_tool"}]).status_code == 200
    call = {"tool_id": "old", "request": "old request", "input": {"x": 1}, "success": True}
    assert client.post("/v1/workspaces/w1/calls", json=call).status_code == 200
    with closing(sqlite3.connect(settings.db)) as db, db:
        db.execute("UPDATE tools SET parameters = ? WHERE id = 'old'", (json.dumps(deep(300)),))
        db.execute("UPDATE calls SET input = ? WHERE tool_id = 'old'", ("[" * 100_000 + "]" * 100_000,))

    one = client.get("/v1/workspaces/w1/tools/old")
    listed = client.get("/v1/workspaces/w1/tools")
    found = client.post("/v1/workspaces/w1/tools/search", json={"query": "old tool"})
    calls = client.get("/v1/workspaces/w1/calls")

    assert (one.status_code, listed.status_code, found.status_code, calls.status_code) == (200, 200, 200, 200)
    parameters, levels = one.json()["parameters"], 1
    while isinstance(parameters, dict):  # each step goes two levels down: properties, then next
        parameters, levels = parameters["properties"]["next"], levels + 2
    assert (parameters, levels) == ("(cut by toolmem: nested deeper than 128 levels)", MAX_JSON_DEPTH + 1)
    assert "old" in {tool["id"] for tool in listed.json()["items"]}
    assert [call["input"] for call in calls.json()["items"] if call["tool_id"] == "old"] == [{}]


# 4. lone surrogates are 422, never 500 ------------------------------------------------------------
@pytest.mark.parametrize(
    ("url", "body"),
    [
        ("/v1/workspaces/w1/tools", b'[{"id": "t", "name": "x\\ud800"}]'),
        ("/v1/workspaces/w1/calls", b'{"tool_id": "weather.forecast", "request": "\\ud800"}'),
        ("/v1/workspaces/w1/calls", b'{"tool_id": "weather.forecast", "input": {"a": "\\udfff"}}'),
        ("/v1/workspaces/w1/plans", b'{"request": "\\ud800", "steps": [{"answer": "x"}]}'),
        (
            "/v1/workspaces/w1/history/messages",
            b'{"keys": {"u": "1"}, "messages": [{"role": "user", "content": "\\ud800"}]}',
        ),
        ("/v1/workspaces/w1/documents", b'{"text": "\\ud800"}'),
        (
            "/add_tool_call_result",
            b'{"workspace_id": "w1", "tool_call_results": [{"tool_name": "t\\ud800", "input": {"a": 1},'
            b' "output": "o"}]}',
        ),
        ("/retrieve_tool_memory", b'{"workspace_id": "w1", "tool_names": "x\\ud800"}'),
        ("/v1/workspaces/w1/tools/search", b'{"query": "rain \\ud800"}'),
    ],
)
def test_a_lone_surrogate_is_a_422_on_every_route(client: TestClient, url: str, body: bytes) -> None:
    answer = client.post(url, content=body, headers={"content-type": "application/json"})

    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["code"] in ("invalid_request", "validation_error", "ingest_error")


def test_the_library_names_the_field_of_a_lone_surrogate(tmp_path: Path) -> None:
    with toolmem.open(str(tmp_path / "lib.db"), embedder="hash") as mem:
        mem.tools.add(TOOLS)
        with pytest.raises(toolmem.ValidationError) as caught:
            mem.calls.record("weather.forecast", request="rain \ud800")
    assert caught.value.field == "request"


# 5. memory stays bounded however many workspaces are used ------------------------------------------
def test_the_server_keeps_at_most_max_open_workspaces_open(client: TestClient, app: FastAPI) -> None:
    for n in range(20):
        assert client.get(f"/v1/workspaces/ws{n}/tools").status_code == 200

    assert app.state.toolmem.workspaces.opened() == ["ws16", "ws17", "ws18", "ws19"]
    assert client.post("/v1/workspaces/w1/tools/search", json={"query": "weather"}).json()["hits"][0]["id"] == (
        "weather.forecast"
    )


def test_the_server_closes_the_least_recently_used_workspaces_once_their_indexes_pass_max_bytes(
    settings: ServerSettings,
) -> None:
    catalogue = [{"id": f"op{i}", "name": f"op_{i}", "description": f"Operation number {i}."} for i in range(200)]
    bounded = ServerSettings(db=settings.db, embedder="hash", max_bytes=1_000_000)  # about 3 such indexes
    app = create_app(bounded)
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as client:
        for n in range(8):
            assert client.post(f"/v1/workspaces/big{n}/tools", json=catalogue).status_code == 200
            found = client.post(f"/v1/workspaces/big{n}/tools/search", json={"query": "operation number 5", "k": 1})
            assert found.json()["hits"][0]["id"] == "op5"
        held = app.state.toolmem.workspaces.index_bytes()

        # weighed as each workspace opens, before its search: two searched ones (712 KB) and the new
        # one fit, a third searched one would not
        assert list(held) == ["big5", "big6", "big7"]
        assert sum(held.values()) > 1_000_000 > sum(held.values()) - held["big7"]
        listed = client.get("/v1/workspaces").json()
        assert {item["name"]: item["index_bytes"] for item in listed["items"] if item["index_bytes"]} == held
        assert (listed["open"], listed["index_bytes"], listed["max_bytes"]) == (3, sum(held.values()), 1_000_000)
        assert listed["items"][0]["index_bytes"] is None  # big0: closed
        assert client.post("/v1/workspaces/big0/tools/search", json={"query": "operation number 6"}).json()["hits"][0][
            "id"
        ] == ("op6")


# 6. the smaller findings -------------------------------------------------------------------------
def test_a_workspace_name_with_a_trailing_newline_is_refused_and_creates_nothing(client: TestClient) -> None:
    assert client.get("/v1/workspaces/w1%0A/tools").status_code == 422
    assert client.post("/v1/workspaces", json={"name": "w1\n"}).status_code == 422
    assert [w["name"] for w in client.get("/v1/workspaces").json()["items"]] == ["w1"]


def test_history_keys_holding_quotes_are_found(client: TestClient) -> None:
    keys = {'say "hi"': "1"}
    client.post(
        "/v1/workspaces/w1/history/messages", json={"keys": keys, "messages": [{"role": "user", "content": "x"}]}
    )

    listed = client.get("/v1/workspaces/w1/history", params={"key": 'say "hi"=1'}).json()["items"]

    assert [context["keys"] for context in listed] == [keys]


def test_a_time_past_year_9999_is_refused_and_the_latest_allowed_time_lists_and_counts(
    client: TestClient, settings: ServerSettings
) -> None:
    refused = client.post("/v1/workspaces/w1/calls", json={"tool_id": "weather.forecast", "created_at": 1e308})
    latest = client.post("/v1/workspaces/w1/calls", json={"tool_id": "weather.forecast", "created_at": MAX_TIMESTAMP})
    listed = CliRunner().invoke(cli, ["--db", settings.db, "-w", "w1", "calls", "list"])
    stats = CliRunner().invoke(cli, ["--db", settings.db, "-w", "w1", "calls", "stats", "weather.forecast"])

    assert (refused.status_code, latest.status_code) == (422, 200)
    assert (listed.exit_code, stats.exit_code) == (0, 0), listed.output + stats.output
    assert "9999" in listed.output


@pytest.mark.parametrize(
    ("url", "body"),
    [
        ("/v1/workspaces/w1/tools", [{"id": "t\u0000", "name": "t"}]),
        ("/v1/workspaces/w1/calls", {"tool_id": "weather.forecast\u0000"}),
        ("/v1/workspaces/w1/documents", {"text": "x", "doc_id": "d\u0000"}),
        ("/v1/workspaces/w1/plans", {"request": "r", "steps": [{"tool_id": "weather.forecast\u0000"}]}),
    ],
)
def test_ids_holding_nul_are_refused(client: TestClient, url: str, body: object) -> None:
    assert client.post(url, json=body).status_code == 422


def test_a_json_tool_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "tools.json"
    path.write_bytes(b"\xef\xbb\xbf" + b'[{"id": "t", "name": "t", "description": "A tool."}]')

    result = CliRunner().invoke(
        cli, ["--db", str(tmp_path / "bom.db"), "--embedder", "hash", "tools", "add", str(path)]
    )

    assert result.exit_code == 0, result.output
    assert "1 added" in result.output


def test_schemathesis_conformance_notes_hold(client: TestClient, app: FastAPI) -> None:
    path = app.openapi()["paths"]["/v1/workspaces/{workspace}/tools"]["get"]
    workspace = next(p for p in path["parameters"] if p["name"] == "workspace")
    not_allowed = client.put("/v1/workspaces/w1/tools")
    score = client.post(
        "/add_tool_call_result",
        json={
            "workspace_id": "w1",
            "tool_call_results": [{"tool_name": "t", "input": {"a": 1}, "output": "o", "score": True}],
        },
    )

    assert "pattern" in workspace["schema"]
    assert (not_allowed.status_code, not_allowed.headers["allow"]) == (405, "GET, POST")
    assert score.status_code == 422
    assert client.delete("/v1/workspaces/w1/tools/weather.forecast/guidelines").status_code == 405


# 7. retries do not duplicate ---------------------------------------------------------------------
def test_a_retry_with_the_same_idempotency_key_records_the_call_once(client: TestClient) -> None:
    call = {"tool_id": "weather.forecast", "request": "rain in Porto?", "output": "showers"}
    first = client.post("/v1/workspaces/w1/calls", json=call, headers={"Idempotency-Key": "retry-1"})
    retry = client.post("/v1/workspaces/w1/calls", json=call, headers={"Idempotency-Key": "retry-1"})

    assert first.json() == retry.json()
    assert client.get("/v1/workspaces/w1/tools/weather.forecast/stats").json()["calls"] == 1


# 8. durability is a setting ----------------------------------------------------------------------
def test_a_store_url_asks_for_full_durability(tmp_path: Path) -> None:
    path = tmp_path / "durable.db"
    with toolmem.open(f"sqlite:///{path}?synchronous=full", embedder="hash") as mem:
        mem.tools.add(TOOLS)
        mem.calls.record("weather.forecast", request="rain?")
        with mem.store._read() as db:  # type: ignore[attr-defined]
            assert db.execute("PRAGMA synchronous").fetchone() == (2,)
    with closing(sqlite3.connect(path)) as direct:
        assert direct.execute("SELECT COUNT(*) FROM calls").fetchone() == (1,)
