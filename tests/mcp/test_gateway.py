"""``toolmem gateway`` end to end: a real gateway process in front of two small MCP servers
(``servers/weather_server.py``, ``servers/notes_server.py``) and one that fails to start."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import AsyncExitStack
from io import StringIO
from pathlib import Path

import anyio
import pytest
import yaml
from mcp.shared.exceptions import MCPError
from mcp_harness import SERVERS, TOOLMEM, Connection, connect, http_session, serve_http, text_of

import toolmem
from toolmem.mcp.config import GatewayConfig, ServerConfig
from toolmem.mcp.gateway import Gateway

WEATHER = ["weather.alerts", "weather.current_conditions", "weather.forecast"]
NOTES = ["notes.add_note", "notes.enable_archive", "notes.legacy_export", "notes.list_notes"]


@pytest.fixture(scope="module")
def db(module_dir: Path) -> str:
    """The gateway's database."""
    return str(module_dir / "gateway.db")


@pytest.fixture(scope="module")
def stderr(module_dir: Path) -> Path:
    """Where the gateway's stderr goes."""
    return module_dir / "stderr.txt"


@pytest.fixture(scope="module")
def gateway(db: str, module_dir: Path, stderr: Path) -> Iterator[Connection]:
    """One gateway process for the whole module, with the weather tool ``forecast`` pinned."""
    python = {"command": sys.executable, "cwd": str(SERVERS)}
    config = {
        "servers": {
            "weather": {**python, "args": ["weather_server.py"]},
            "notes": {**python, "args": ["notes_server.py"]},
            "broken": {**python, "args": ["no_such_server.py"]},
        },
        "pinned": ["weather.forecast"],
        "search_k": 3,
    }
    path = module_dir / "gateway.yaml"
    path.write_text(yaml.safe_dump(config))
    with (
        stderr.open("w") as errlog,
        connect([*TOOLMEM, "--db", db, "--embedder", "hash", "gateway", str(path)], errlog) as conn,
    ):
        yield conn


def test_the_client_sees_search_call_and_the_pinned_tool(gateway: Connection) -> None:
    assert gateway.tool_names() == ["search_tools", "call_tool", "forecast"]


def test_every_tool_of_the_running_servers_is_indexed(gateway: Connection, db: str) -> None:
    with toolmem.open(db) as mem:
        tools = {tool.id: tool for tool in mem.tools.list()}
    assert sorted(tools).count("weather.forecast") == 1
    assert sorted(tid for tid in tools if tid.startswith("weather.")) == WEATHER
    assert {tid for tid in tools if tid.startswith("notes.")} >= {"notes.add_note", "notes.list_notes"}
    assert tools["weather.forecast"] == toolmem.Tool(
        id="weather.forecast",
        name="forecast",
        description="Weather forecast for a city: rain, sun and temperature over the next days.",
        parameters=tools["weather.forecast"].parameters,
        tags=("weather",),
        source="mcp",
        metadata={
            "server": "weather",
            "namespace": "weather",
            "output_schema": tools["weather.forecast"].metadata["output_schema"],
        },
    )
    assert tools["weather.forecast"].parameters["required"] == ["city"]
    assert tools["weather.forecast"].metadata["output_schema"]["properties"]["result"]["type"] == "string"


def test_a_tool_with_a_sloppy_schema_is_indexed_with_its_schema_repaired(gateway: Connection, db: str) -> None:
    with toolmem.open(db) as mem:
        paged = mem.tools.get("notes.page_notes")

    assert paged.parameters["properties"]["limit"]["maximum"] == 50
    assert paged.metadata["repaired_schema"] == ["parameters/properties/limit/maximum: '50' read as 50"]
    called = gateway.call("call_tool", {"tool_id": "notes.page_notes", "arguments": {"limit": 2}})
    assert not called.is_error


def test_the_gateway_lists_the_catalogue_and_each_tools_definition_as_resources(gateway: Connection) -> None:
    resources = gateway.portal.call(gateway.session.list_resources).resources
    templates = gateway.portal.call(gateway.session.list_resource_templates).resource_templates
    catalogue = json.loads(gateway.read("toolmem://tools"))
    forecast = json.loads(gateway.read("toolmem://tools/weather.forecast"))

    assert [(str(r.uri), r.mime_type) for r in resources] == [("toolmem://tools", "application/json")]
    assert [t.uri_template for t in templates] == ["toolmem://tools/{tool_id}"]
    assert [entry["id"] for entry in catalogue if entry["id"].startswith("weather.")] == WEATHER
    assert catalogue[[entry["id"] for entry in catalogue].index("weather.forecast")] == {
        "id": "weather.forecast",
        "name": "forecast",
        "description": "Weather forecast for a city: rain, sun and temperature over the next days.",
        "tags": ["weather"],
        "uri": "toolmem://tools/weather.forecast",
    }
    assert not [entry for entry in catalogue if entry["id"].startswith("broken.")]
    assert (forecast["name"], forecast["inputSchema"]["required"]) == ("forecast", ["city"])


def test_reading_a_tool_no_connected_server_offers_is_an_error_naming_it(gateway: Connection) -> None:
    with pytest.raises(MCPError, match=r"no tool 'weather\.teleport'"):
        gateway.read("toolmem://tools/weather.teleport")
    with pytest.raises(MCPError, match="no resource 'toolmem://elsewhere'"):
        gateway.read("toolmem://elsewhere")


def test_search_tools_finds_tools_across_servers_with_their_schemas(gateway: Connection) -> None:
    weather = gateway.call("search_tools", {"query": "weather forecast for a city"})
    notes = gateway.call("search_tools", {"query": "save a short text note", "k": 1})
    assert not weather.is_error
    found = weather.structured_content["tools"]
    assert len(found) == 3
    assert found[0]["id"] == "weather.forecast"
    assert found[0]["name"] == "forecast"
    assert found[0]["inputSchema"]["properties"]["city"]["type"] == "string"
    assert [tool["id"] for tool in notes.structured_content["tools"]] == ["notes.add_note"]


def test_search_tools_with_rerank_needs_the_gateways_chat_model(gateway: Connection) -> None:
    result = gateway.call("search_tools", {"query": "weather forecast for a city", "rerank": True})
    wrong = gateway.call("search_tools", {"query": "weather", "rerank": "yes"})

    assert result.is_error
    assert "rerank=True needs a chat model" in text_of(result)
    assert wrong.is_error
    assert "rerank: must be true or false" in text_of(wrong)


def test_call_tool_forwards_to_the_right_server_and_records_the_call(gateway: Connection, db: str) -> None:
    gateway.call("search_tools", {"query": "how windy is it in Lisbon right now"})
    result = gateway.call("call_tool", {"tool_id": "weather.current_conditions", "arguments": {"city": "Lisbon"}})
    assert not result.is_error
    assert text_of(result) == "Lisbon: 12 C, wind 10 km/h, humidity 80%"
    with toolmem.open(db) as mem:
        [call] = mem.calls.list("weather.current_conditions")
    assert (call.request, call.input, call.output, call.success) == (
        "how windy is it in Lisbon right now",
        {"city": "Lisbon"},
        "Lisbon: 12 C, wind 10 km/h, humidity 80%",
        True,
    )
    assert call.time_cost > 0


def test_a_failing_upstream_tool_comes_back_as_an_error_and_is_recorded_as_a_failure(
    gateway: Connection, db: str
) -> None:
    result = gateway.call("call_tool", {"tool_id": "weather.alerts", "arguments": {"region": "Algarve"}})
    assert result.is_error
    assert "the alert service is down for Algarve" in text_of(result)
    with toolmem.open(db) as mem:
        [call] = mem.calls.list("weather.alerts")
        stats = mem.calls.stats("weather.alerts")
    assert (call.success, call.error) == (False, text_of(result))
    assert (stats.calls, stats.success_rate) == (1, 0.0)


def test_an_unknown_tool_id_is_a_tool_error_that_says_what_to_do(gateway: Connection) -> None:
    result = gateway.call("call_tool", {"tool_id": "weather.teleport", "arguments": {}})
    assert result.is_error
    assert text_of(result) == (
        "no tool 'weather.teleport'; call search_tools to find tool ids, which look like '<server>.<tool>' "
        "(servers: notes, weather)"
    )


def test_bad_arguments_to_the_gateway_tools_are_tool_errors(gateway: Connection) -> None:
    assert text_of(gateway.call("search_tools", {"query": "  "})) == "query: must be a non-empty string, got '  '"
    assert text_of(gateway.call("search_tools", {"query": "x", "k": 0})) == "k: must be a positive integer, got 0"
    assert gateway.call("call_tool", {"tool_id": "weather.forecast", "arguments": [1]}).is_error
    assert gateway.call("teleport", {}).is_error


def test_a_pinned_tool_is_called_under_its_own_name_and_recorded_under_its_id(gateway: Connection, db: str) -> None:
    result = gateway.call("forecast", {"city": "Porto", "days": 2})
    assert text_of(result) == "Porto: light rain for 2 day(s), 14 C"
    with toolmem.open(db) as mem:
        calls = mem.calls.list("weather.forecast")
    assert [call.input for call in calls] == [{"city": "Porto", "days": 2}]


def test_a_server_that_fails_to_start_is_skipped_with_a_warning(gateway: Connection, db: str, stderr: Path) -> None:
    assert "toolmem: MCP server 'broken' failed to start and is skipped" in stderr.read_text()
    with toolmem.open(db) as mem:
        assert not [tool.id for tool in mem.tools.list() if tool.id.startswith("broken.")]
    assert not gateway.call("call_tool", {"tool_id": "notes.list_notes"}).is_error


def test_a_server_whose_tool_list_changes_is_reindexed(gateway: Connection, db: str) -> None:
    enabled = gateway.call("call_tool", {"tool_id": "notes.enable_archive"})
    assert text_of(enabled) == "archiving enabled"
    found = gateway.call("search_tools", {"query": "archive old notes keep the most recent", "k": 1})
    assert [tool["id"] for tool in found.structured_content["tools"]] == ["notes.archive_notes"]
    with toolmem.open(db) as mem:
        notes = sorted(tool.id for tool in mem.tools.list() if tool.id.startswith("notes."))
    assert notes == [
        "notes.add_note",
        "notes.archive_notes",
        "notes.enable_archive",
        "notes.list_notes",
        "notes.page_notes",
    ]
    archived = gateway.call("call_tool", {"tool_id": "notes.archive_notes", "arguments": {"keep": 1}})
    assert not archived.is_error
    assert gateway.call("call_tool", {"tool_id": "notes.legacy_export"}).is_error


def test_the_gateway_serves_streamable_http_in_front_of_a_streamable_http_server(tmp_path: Path) -> None:
    upstream_db, gateway_db = str(tmp_path / "upstream.db"), str(tmp_path / "gateway.db")
    with toolmem.open(upstream_db, embedder="hash") as mem:
        mem.tools.add([{"id": "fx.convert", "name": "convert_currency", "description": "Convert money."}])
    memory = [*TOOLMEM, "--db", upstream_db, "--embedder", "hash", "mcp", "--transport", "http", "--port", "0"]
    with serve_http(memory) as upstream_url:
        config = tmp_path / "gateway.json"
        config.write_text(json.dumps({"servers": {"memory": {"url": upstream_url}}}))
        args = [*TOOLMEM, "--db", gateway_db, "--embedder", "hash", "gateway", str(config), "--transport", "http"]
        with serve_http([*args, "--port", "0"]) as gateway_url:

            async def search_through_the_gateway() -> tuple[list[str], object]:
                async with http_session(gateway_url) as session:
                    found = await session.call_tool("search_tools", {"query": "find the tools for a request", "k": 1})
                    tool_id = found.structured_content["tools"][0]["id"]  # type: ignore[index]
                    result = await session.call_tool("call_tool", {"tool_id": tool_id, "arguments": {"query": "yen"}})
                    return [tool_id], result.structured_content

            ids, result = anyio.run(search_through_the_gateway)
    assert ids == ["memory.search_tools"]
    assert result == {"tools": [{**result["tools"][0], "id": "fx.convert"}]}  # type: ignore[index]


def test_a_call_of_a_tool_no_search_returned_is_recorded_without_a_request(gateway: Connection, db: str) -> None:
    gateway.call("search_tools", {"query": "save a short text note", "k": 1})

    result = gateway.call("call_tool", {"tool_id": "notes.list_notes"})

    assert not result.is_error
    with toolmem.open(db) as mem:
        newest = mem.calls.list("notes.list_notes")[0]
    assert (newest.request, newest.success) == ("", True)


def test_a_request_given_to_call_tool_is_recorded_as_is(gateway: Connection, db: str) -> None:
    arguments = {"tool_id": "notes.add_note", "arguments": {"text": "milk"}, "request": "remember to buy milk"}

    assert not gateway.call("call_tool", arguments).is_error

    with toolmem.open(db) as mem:
        assert [call.request for call in mem.calls.list("notes.add_note")] == ["remember to buy milk"]


def test_two_clients_calls_are_credited_to_their_own_searches(tmp_path: Path) -> None:
    db = str(tmp_path / "gateway.db")
    python = {"command": sys.executable, "cwd": str(SERVERS)}
    config = tmp_path / "gateway.json"
    config.write_text(json.dumps({"servers": {"weather": {**python, "args": ["weather_server.py"]}}, "search_k": 3}))
    args = [*TOOLMEM, "--db", db, "--embedder", "hash", "gateway", str(config), "--transport", "http", "--port", "0"]

    async def two_clients(url: str) -> list[list[str]]:
        found = []
        async with http_session(url) as rain, http_session(url) as wind:
            for session, query in [
                (rain, "will it rain in Porto over the next days"),
                (rain, "current weather conditions right now"),
                (wind, "severe storm alerts for a region"),
            ]:
                result = await session.call_tool("search_tools", {"query": query, "k": 1})
                found.append([tool["id"] for tool in result.structured_content["tools"]])  # type: ignore[index]
            await rain.call_tool("call_tool", {"tool_id": "weather.forecast", "arguments": {"city": "Porto"}})
            await wind.call_tool("call_tool", {"tool_id": "weather.alerts", "arguments": {"region": "Norte"}})
            await wind.call_tool("call_tool", {"tool_id": "weather.current_conditions", "arguments": {"city": "X"}})
        return found

    with serve_http(args) as url:
        found = anyio.run(two_clients, url)

    assert found == [["weather.forecast"], ["weather.current_conditions"], ["weather.alerts"]]
    with toolmem.open(db) as mem:
        requests = {tool_id: [call.request for call in mem.calls.list(tool_id)] for tool_id in WEATHER}
    assert requests == {
        "weather.forecast": ["will it rain in Porto over the next days"],
        "weather.alerts": ["severe storm alerts for a region"],
        "weather.current_conditions": [""],
    }


@pytest.mark.parametrize("swapped", ["a file", "a stream without a descriptor"])
def test_a_stdio_servers_messages_go_to_stderr_as_it_is_when_the_gateway_starts_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, swapped: str
) -> None:
    """An application that redirects ``sys.stderr`` after importing toolmem gets its servers' messages
    there; a stream without a descriptor (a test runner's) falls back to the process's stderr."""
    said = "a message from the server on its stderr"
    talk = f"import sys; print({said!r}, file=sys.stderr)"
    server = ServerConfig(name="talker", command=sys.executable, args=("-c", talk))
    log = tmp_path / "stderr.txt"

    async def start() -> Gateway:
        with toolmem.open(str(tmp_path / "gw.db"), embedder="hash") as mem:
            gateway = Gateway(mem, GatewayConfig(servers=(server,), timeout=10))
            async with AsyncExitStack() as stack:
                await gateway.connect(stack)
            return gateway

    with log.open("w") as file:
        monkeypatch.setattr(sys, "stderr", file if swapped == "a file" else StringIO())
        gateway = anyio.run(start)

    assert "talker" in gateway.failures  # it printed and exited: no MCP server
    assert (said in log.read_text()) == (swapped == "a file")
