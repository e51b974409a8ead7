"""Record the tool lists of the npm MCP reference servers: the MCP catalogue of ``bench/peers.py``.

Starts each server of ``bench/mcp_servers/package.json`` over stdio (placeholder credentials: listing tools
calls no service), asks ``tools/list`` with the MCP SDK's client, and writes every server's tools to
``bench/mcp_servers/tools.json``, keyed by server and stamped with the package's version. The requests that
score this catalogue (``bench/mcp_servers/requests.jsonl``) were written by hand against these tool names.

    (cd bench/mcp_servers && npm ci --ignore-scripts)      # once: the servers, no browser download
    python bench/mcp_tools.py
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from mcp.client.stdio import StdioServerParameters, stdio_client

from mcp import ClientSession

HERE = Path(__file__).resolve().parent / "mcp_servers"
OUT = HERE / "tools.json"
PLACEHOLDER = "not-a-real-key"
# Per server: the arguments and environment it needs to start (keys are placeholders).
SERVERS: dict[str, tuple[list[str], dict[str, str]]] = {
    "aws-kb-retrieval": ([], {"AWS_ACCESS_KEY_ID": PLACEHOLDER, "AWS_SECRET_ACCESS_KEY": PLACEHOLDER}),
    "brave-search": ([], {"BRAVE_API_KEY": PLACEHOLDER}),
    "everart": ([], {"EVERART_API_KEY": PLACEHOLDER}),
    "everything": (["stdio"], {}),
    "filesystem": (["{tmp}"], {}),
    "github": ([], {"GITHUB_PERSONAL_ACCESS_TOKEN": PLACEHOLDER}),
    "gitlab": ([], {"GITLAB_PERSONAL_ACCESS_TOKEN": PLACEHOLDER}),
    "google-maps": ([], {"GOOGLE_MAPS_API_KEY": PLACEHOLDER}),
    "memory": ([], {"MEMORY_FILE_PATH": "{tmp}/memory.json"}),
    "postgres": (["postgresql://localhost:1/none"], {}),
    "puppeteer": ([], {}),
    "sequential-thinking": ([], {}),
    "slack": ([], {"SLACK_BOT_TOKEN": PLACEHOLDER, "SLACK_TEAM_ID": PLACEHOLDER}),
}


def log(message: str) -> None:
    print(f"[mcp_tools] {message}", file=sys.stderr, flush=True)


async def list_tools(name: str, tmp: str) -> list[dict[str, Any]]:
    """The tools one server lists, as the ``tools/list`` result holds them."""
    args, env = SERVERS[name]
    binary = HERE / "node_modules" / ".bin" / f"mcp-server-{name}"
    params = StdioServerParameters(
        command=str(binary),
        args=[arg.format(tmp=tmp) for arg in args],
        env={**os.environ, **{key: value.format(tmp=tmp) for key, value in env.items()}},
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await asyncio.wait_for(session.initialize(), timeout=60)
        listed = await asyncio.wait_for(session.list_tools(), timeout=60)
    return [tool.model_dump(mode="json", exclude_none=True, by_alias=True) for tool in listed.tools]


def version(name: str) -> str:
    package = HERE / "node_modules" / "@modelcontextprotocol" / f"server-{name}" / "package.json"
    return str(json.loads(package.read_text())["version"])


async def main() -> None:
    if not (HERE / "node_modules").is_dir():
        sys.exit(f"the servers are not installed: cd {HERE} && npm ci --ignore-scripts")
    servers: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in SERVERS:
            tools = await list_tools(name, tmp)
            keep = ("name", "description", "inputSchema")
            servers[name] = {
                "package": f"@modelcontextprotocol/server-{name}",
                "version": version(name),
                "tools": [{key: tool[key] for key in keep if key in tool} for tool in tools],
            }
            log(f"{name}: {len(tools)} tools")
    OUT.write_text(json.dumps({"servers": servers}, indent=1, ensure_ascii=False) + "\n")
    log(f"{sum(len(s['tools']) for s in servers.values())} tools of {len(servers)} servers in {OUT}")


if __name__ == "__main__":
    asyncio.run(main())
