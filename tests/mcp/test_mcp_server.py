"""``toolmem mcp``: the workspace as an MCP server, run as a real subprocess over stdio and HTTP."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest
from click.testing import CliRunner
from mcp.shared.exceptions import MCPError
from mcp_harness import TOOLMEM, Connection, connect, http_session, serve_http, text_of

import toolmem
from toolmem.agent.rag import code_hit
from toolmem.cli import cli

TOOLS = [
    {
        "id": "weather.forecast",
        "name": "get_forecast",
        "description": "Weather forecast for a city: rain, sun and temperature tomorrow.",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
        "tags": ["weather"],
    },
    {"id": "fx.convert", "name": "convert_currency", "description": "Convert an amount of money between currencies."},
    {"id": "mail.send", "name": "send_email", "description": "Send an email message to a recipient."},
    {
        "id": "k8s.POST /apis/apps/v1/deployments",
        "name": "createDeployment",
        "description": "Create a deployment from a specification far larger than a prompt should carry.",
        "parameters": {
            "type": "object",
            "properties": {f"field_{i}": {"type": "string", "description": "word " * 40} for i in range(60)},
        },
    },
]
CHAT = {"user": "42", "chat": "7"}
RETURNS = "# Returns\n\nItems can be returned within 30 days.\n\n# Shipping\n\nOrders ship in 2 days."
CODE = Path(__file__).parent / "servers"


@pytest.fixture(scope="module")
def db(module_dir: Path) -> str:
    """A database seeded with three tools and one conversation."""
    path = str(module_dir / "toolmem.db")
    with toolmem.open(path, embedder="hash") as mem:
        mem.tools.add(TOOLS)
        chat = mem.history(CHAT)
        chat.user("I want to fly to Lisbon in May.")
        chat.assistant("Lisbon in May is lovely. From which city?")
        chat.user("From Berlin, and I need a hotel near the river.")
        chat.assistant("Three hotels by the Tagus fit.")
        chat.user("Thanks, that is all for now.")
        mem.docs.add(RETURNS, doc_id="returns")
        mem.code.index(CODE, repo="shop")
    return path


@pytest.fixture(scope="module")
def server(db: str, module_dir: Path) -> Iterator[Connection]:
    """One ``toolmem mcp`` process over stdio for the whole module."""
    with (
        (module_dir / "stderr.txt").open("w") as errlog,
        connect([*TOOLMEM, "--db", db, "--embedder", "hash", "mcp"], errlog) as conn,
    ):
        yield conn


def test_the_server_lists_the_ten_memory_tools(server: Connection) -> None:
    assert server.tool_names() == [
        "search_tools",
        "record_tool_call",
        "tool_stats",
        "tool_guidelines",
        "lookup_plan",
        "store_plan",
        "plan_feedback",
        "search_history",
        "search_documents",
        "search_code",
    ]


def test_search_tools_returns_the_matching_tools_with_their_mcp_schemas(server: Connection, db: str) -> None:
    result = server.call("search_tools", {"query": "will it rain in Paris tomorrow", "k": 2})
    with toolmem.open(db) as mem:
        hits = mem.tools.search("will it rain in Paris tomorrow", k=2)
    assert not result.is_error
    assert result.structured_content == {
        "tools": [{"id": hit.id, "score": hit.score, **toolmem.to_mcp(hit.tool)} for hit in hits]
    }
    assert result.structured_content["tools"][0] == {
        "id": "weather.forecast",
        "score": hits[0].score,
        "name": "get_forecast",
        "description": "Weather forecast for a city: rain, sun and temperature tomorrow.",
        "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
    }
    assert json.loads(text_of(result)) == result.structured_content


def test_search_tools_filters_by_tags(server: Connection) -> None:
    result = server.call("search_tools", {"query": "send money", "tags": ["weather"]})
    assert [tool["id"] for tool in result.structured_content["tools"]] == ["weather.forecast"]


def test_a_recorded_call_shows_in_the_tool_statistics(server: Connection, db: str) -> None:
    recorded = server.call(
        "record_tool_call",
        {
            "tool_id": "fx.convert",
            "request": "100 euros in yen",
            "input": {"amount": 100, "from": "EUR", "to": "JPY"},
            "output": "16,250 JPY",
            "time_cost": 0.25,
            "token_cost": 40,
        },
    )
    stats = server.call("tool_stats", {"tool_id": "fx.convert"})
    with toolmem.open(db) as mem:
        stored = mem.calls.list("fx.convert")
    assert not recorded.is_error
    assert [call.to_dict() for call in stored] == [recorded.structured_content]
    assert stored[0].request == "100 euros in yen"
    assert stored[0].input == {"amount": 100, "from": "EUR", "to": "JPY"}
    assert stats.structured_content == {**stats.structured_content, "calls": 1, "successes": 1, "success_rate": 1.0}
    assert stats.structured_content["avg_time_cost"] == pytest.approx(0.25)


def test_guidelines_without_a_chat_model_are_a_statistical_summary(server: Connection) -> None:
    server.call("record_tool_call", {"tool_id": "mail.send", "success": False, "error": "mailbox full"})
    result = server.call("tool_guidelines", {"tool_id": "mail.send"})
    assert result.structured_content["tool_id"] == "mail.send"
    assert result.structured_content["source"] == "statistics"
    assert "mailbox full" in result.structured_content["text"]


def test_a_stored_plan_is_found_rewarded_and_evicted_through_feedback(server: Connection) -> None:
    steps = [{"tool_id": "weather.forecast", "arguments": {"city": "Paris"}}]
    stored = server.call("store_plan", {"request": "weather in Paris tomorrow", "steps": steps})
    plan_id = stored.structured_content["plan_id"]
    found = server.call("lookup_plan", {"request": "weather in Paris tomorrow"})
    missed = server.call("lookup_plan", {"request": "weather in Paris yesterday"})
    rewarded = server.call("plan_feedback", {"plan_id": plan_id, "success": True})
    assert found.structured_content["plan"]["id"] == plan_id
    assert found.structured_content["plan"]["steps"][0]["tool_id"] == "weather.forecast"
    # the agent is told why the nearest plan would not do
    assert missed.structured_content == {"plan": None, "why": "past against future"}
    assert rewarded.structured_content["evicted"] is False
    assert rewarded.structured_content["plan"]["successes"] == 1


def test_search_history_searches_one_conversation(server: Connection) -> None:
    result = server.call("search_history", {"keys": {"user": 42, "chat": "7"}, "query": "hotel by the river", "k": 1})
    messages = result.structured_content["messages"]
    assert [hit["message"]["content"] for hit in messages] == ["From Berlin, and I need a hotel near the river."]


def test_search_documents_finds_the_passage_with_its_heading(server: Connection) -> None:
    result = server.call("search_documents", {"query": "items returned within days", "k": 1})

    assert not result.is_error
    [passage] = result.structured_content["passages"]
    assert (passage["document"], passage["heading"]) == ("returns", "Returns")
    assert passage["text"].endswith("Items can be returned within 30 days.")


def test_search_code_finds_the_function_that_does_what_is_described(server: Connection, db: str) -> None:
    result = server.call("search_code", {"description": "add a note to the notebook", "k": 3, "repo": "shop"})

    with toolmem.open(db) as mem:
        expected = [code_hit(hit) for hit in mem.code.search("add a note to the notebook", k=3, repo="shop")]
    assert not result.is_error
    assert result.structured_content == {"symbols": expected}
    assert all(symbol["file"].startswith("shop/") for symbol in expected)


def test_a_library_error_is_a_tool_error_the_model_can_read(server: Connection) -> None:
    result = server.call("tool_stats", {"tool_id": "no.such.tool"})
    assert result.is_error
    assert "no tool 'no.such.tool'" in text_of(result)


def refusal_of_the_python_api(call: dict[str, object]) -> str:
    """The message of the error ``mem.calls.record`` raises for ``call``, in a memory of its own."""
    with toolmem.open("sqlite://", embedder="hash") as mem:
        mem.tools.add(TOOLS)
        with pytest.raises(toolmem.ToolmemError) as caught:
            mem.calls.record(**call)
    return str(caught.value)


DEEP: object = "leaf"
for _ in range(130):
    DEEP = [DEEP]


@pytest.mark.parametrize(
    "call",
    [
        {"tool_id": "mail.send", "time_cost": -1.5},
        {"tool_id": "mail.send", "token_cost": -3},
        {"tool_id": "mail.send", "input": {"rows": DEEP}},
        {"tool_id": "no.such.tool"},
    ],
    ids=["negative-time", "negative-tokens", "input-too-deep", "unknown-tool"],
)
def test_a_bad_call_is_refused_over_mcp_with_the_python_apis_message(
    server: Connection, db: str, call: dict[str, object]
) -> None:
    message = refusal_of_the_python_api(call)
    result = server.call("record_tool_call", call)

    assert (result.is_error, text_of(result)) == (True, f"Error executing tool record_tool_call: {message}")
    with toolmem.open(db) as mem:
        assert mem.calls.list("mail.send", success=True) == []


def test_a_valid_call_is_stored_over_mcp_as_the_python_api_stores_it(server: Connection, db: str) -> None:
    tool_id = "k8s.POST /apis/apps/v1/deployments"
    call = {"tool_id": tool_id, "request": "deploy the shop", "input": {"replicas": 2}, "output": {"ok": True}}
    call |= {"success": True, "time_cost": 1.5, "error": None, "summary": "created the deployment"}
    recorded = server.call("record_tool_call", call)
    with toolmem.open(db) as mem:
        [stored] = mem.calls.list(tool_id)
    with toolmem.open("sqlite://", embedder="hash") as mem:
        mem.tools.add(TOOLS)
        expected = mem.calls.record(**call, created_at=stored.created_at)

    assert recorded.structured_content == stored.to_dict()
    assert stored.to_dict() == {**expected.to_dict(), "id": stored.id}


def test_the_catalogue_resource_lists_every_tool_with_its_uri(server: Connection) -> None:
    resources = server.portal.call(server.session.list_resources).resources
    templates = server.portal.call(server.session.list_resource_templates).resource_templates
    assert [(str(r.uri), r.mime_type) for r in resources] == [("toolmem://tools", "application/json")]
    assert [t.uri_template for t in templates] == ["toolmem://tools/{tool_id}"]
    assert json.loads(server.read("toolmem://tools")) == [
        {
            "id": tool["id"],
            "name": tool["name"],
            "description": tool["description"],
            "tags": tool.get("tags", []),
            "uri": "toolmem://tools/" + tool["id"].replace(" ", "%20").replace("/", "%2F"),
        }
        for tool in sorted(TOOLS, key=lambda t: t["id"])
    ]


def test_a_tool_resource_is_its_mcp_definition(server: Connection) -> None:
    assert json.loads(server.read("toolmem://tools/weather.forecast")) == toolmem.to_mcp(
        toolmem.Tool.from_dict(TOOLS[0])
    )
    with pytest.raises(MCPError, match="no tool 'nope'"):
        server.read("toolmem://tools/nope")


def test_a_tool_resource_holds_the_full_schema_that_search_results_shorten(server: Connection) -> None:
    whole = json.loads(server.read("toolmem://tools/k8s.POST%20%2Fapis%2Fapps%2Fv1%2Fdeployments"))
    [found] = server.call("search_tools", {"query": "create a deployment", "k": 1}).structured_content["tools"]

    assert whole["inputSchema"] == TOOLS[3]["parameters"]
    assert found["id"] == "k8s.POST /apis/apps/v1/deployments"
    assert len(json.dumps(found["inputSchema"])) < len(json.dumps(whole["inputSchema"])) / 2
    assert (
        "full schema: toolmem://tools/k8s.POST%20%2Fapis%2Fapps%2Fv1%2Fdeployments"
        in found["inputSchema"]["description"]
    )


# streamable HTTP ------------------------------------------------------------------------------
@pytest.fixture
def http_url(db: str) -> Iterator[str]:
    """``toolmem mcp --transport http`` on a port the system picks; yields its endpoint."""
    with serve_http([*TOOLMEM, "--db", db, "--embedder", "hash", "mcp", "--transport", "http", "--port", "0"]) as url:
        yield url


@pytest.mark.skipif(sys.platform == "win32", reason="terminating the server differs on Windows")
def test_the_server_speaks_streamable_http(http_url: str) -> None:
    async def search() -> tuple[list[str], object]:
        async with http_session(http_url) as session:
            tools = await session.list_tools()
            result = await session.call_tool("search_tools", {"query": "convert euros to yen", "k": 1})
            return [tool.name for tool in tools.tools], result.structured_content

    names, found = anyio.run(search)
    assert len(names) == 10
    assert found == {"tools": [{**found["tools"][0], "id": "fx.convert"}]}  # type: ignore[index]


# without the extra ------------------------------------------------------------------------------
def test_importing_toolmem_and_its_command_line_never_imports_the_sdk() -> None:
    code = "import sys, toolmem, toolmem.cli; print(sorted(m for m in sys.modules if m.split('.')[0] == 'mcp'))"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "[]\n"


@pytest.mark.parametrize(("command", "feature"), [("mcp", "the MCP server"), ("gateway", "the MCP gateway")])
def test_the_commands_say_how_to_install_the_missing_sdk(
    command: str, feature: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    config = tmp_path / "gateway.yaml"
    config.write_text("servers: {a: {command: x}}\n")
    monkeypatch.setitem(sys.modules, "mcp", None)  # how imports see an environment without the extra
    args = [command] if command == "mcp" else [command, str(config)]
    result = CliRunner().invoke(cli, ["--db", str(tmp_path / "t.db"), *args])
    assert result.exit_code == 1
    assert result.output == (
        f"error: {feature} needs the package 'mcp', which is not installed. "
        "Install it with: pip install 'toolmem[mcp]'\n"
    )
