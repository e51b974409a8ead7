"""The config snippets of examples/mcp_clients/ as Claude Desktop, Claude Code and Cursor run them:
the client's ``toolmem`` entry starts ``toolmem gateway`` on ``servers.json`` (an ``mcpServers``
file), in front of the real npm reference servers, spoken to by the MCP SDK's client.

The reference servers come from ``tests/mcp/npm`` (``make test`` runs ``npm ci`` there); ``npx``
runs them with ``--offline`` so a test never reaches the registry.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcp_harness import TOOLMEM, Connection, connect, text_of

import toolmem
from toolmem.mcp.config import load_config

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "mcp_clients"
NODE_MODULES = Path(__file__).parent / "npm" / "node_modules"
pytestmark = pytest.mark.skipif(
    not (NODE_MODULES / ".bin" / "mcp-server-memory").exists() or shutil.which("npx") is None,
    reason="the MCP reference servers are not installed: run make test (npm ci in tests/mcp/npm)",
)


def servers_file(home: Path) -> Path:
    """examples/mcp_clients/servers.json in a project folder of ``home``, its npx runs made offline."""
    project = home / "project"
    project.mkdir(parents=True)
    (home / "Documents").mkdir()
    (home / "Documents" / "notes.txt").write_text("buy milk\n")
    (project / "node_modules").symlink_to(NODE_MODULES, target_is_directory=True)
    data = json.loads((EXAMPLES / "servers.json").read_text())
    for server in data["mcpServers"].values():
        server["args"] = ["--offline", *server["args"]]
    path = project / "servers.json"
    path.write_text(json.dumps(data))
    return path


def launch(client: str, servers: Path) -> tuple[list[str], dict[str, str], Path | None]:
    """The ``toolmem`` entry of a client's snippet, with the client's own substitutions done: the
    arguments after ``toolmem``, its environment, the folder the client starts it in."""
    entry: dict[str, Any] = json.loads((EXAMPLES / client).read_text())["mcpServers"]["toolmem"]
    assert entry["command"] == "toolmem"
    args = [str(arg) for arg in entry["args"]]
    if client == "claude_desktop_config.json":  # an absolute path the user writes
        args = [str(servers) if arg.endswith("servers.json") else arg for arg in args]
    elif client == "cursor.mcp.json":  # Cursor replaces ${workspaceFolder}
        args = [arg.replace("${workspaceFolder}", str(servers.parent)) for arg in args]
    else:  # Claude Code expands ${VAR:-default} and starts the server in the project folder
        args = [arg.replace("${TOOLMEM_SERVERS:-servers.json}", "servers.json") for arg in args]
    return args, dict(entry.get("env", {})), servers.parent


@pytest.fixture(params=["claude_desktop_config.json", "claude_code.mcp.json", "cursor.mcp.json"])
def gateway(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Connection, str, str]]:
    """The gateway as the client starts it; yields the session, its database and its workspace."""
    home = tmp_path / "home"
    servers = servers_file(home)
    args, env, cwd = launch(request.param, servers)
    db = str(tmp_path / "toolmem.db")
    workspace = env.get("TOOLMEM_WORKSPACE", "default")
    environment = {**env, "HOME": str(home), "TOOLMEM_DB": db, "TOOLMEM_EMBEDDER": "hash"}
    with (tmp_path / "stderr.txt").open("w") as errlog, connect([*TOOLMEM, *args], errlog, cwd, environment) as conn:
        yield conn, db, workspace


def test_a_client_snippet_puts_the_gateway_in_front_of_the_reference_servers(
    gateway: tuple[Connection, str, str],
) -> None:
    conn, db, workspace = gateway

    assert conn.tool_names() == ["search_tools", "call_tool"]
    catalogue = json.loads(conn.read("toolmem://tools"))
    servers = {entry["id"].split(".")[0] for entry in catalogue}
    found = conn.call("search_tools", {"query": "create entities in the knowledge graph", "k": 3})
    ids = [tool["id"] for tool in found.structured_content["tools"]]
    documents = str(Path(db).parent / "home" / "Documents")
    listed = conn.call("call_tool", {"tool_id": "filesystem.list_directory", "arguments": {"path": documents}})

    assert servers == {"memory", "filesystem", "everything"}
    assert len(catalogue) > 30
    assert "memory.create_entities" in ids
    assert not listed.is_error
    assert "notes.txt" in text_of(listed)
    with toolmem.open(db, workspace=workspace) as mem:
        [recorded] = mem.calls.list("filesystem.list_directory")
    assert (recorded.success, recorded.input) == (True, {"path": documents})


def test_the_environment_of_the_snippets_is_read_by_the_gateway(tmp_path: Path) -> None:
    servers = servers_file(tmp_path / "home")

    loaded = load_config(servers, environ={"HOME": "/home/ana"})
    assert [server.name for server in loaded.servers] == ["memory", "filesystem", "everything"]
    assert loaded.servers[1].args == (
        "--offline",
        "-y",
        "@modelcontextprotocol/server-filesystem",
        "/home/ana/Documents",
    )
    assert os.path.samefile(loaded.servers[0].cwd or "", servers.parent)
