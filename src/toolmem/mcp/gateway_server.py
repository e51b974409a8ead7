"""The gateway's face: an MCP server exposing ``search_tools``, ``call_tool`` and the pinned tools.

The client sees two tools instead of hundreds: ``search_tools`` finds the few tools of the
connected servers that fit a request (ids, descriptions, input schemas) and ``call_tool`` calls
one of them by id. Each request is one call to :class:`~toolmem.mcp.gateway.Gateway`; a toolmem
error comes back as a tool error (``isError``) the model can read and act on.

Example:
    >>> serve_gateway(mem, load_config("gateway.yaml"))  # doctest: +SKIP
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from contextlib import AsyncExitStack
from functools import partial
from typing import Any, Literal
from urllib.parse import unquote

import anyio
import mcp.types as types
import uvicorn
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
from mcp.server.streamable_http import MCP_SESSION_ID_HEADER
from mcp.shared.exceptions import MCPError
from mcp.types.jsonrpc import INVALID_PARAMS

import toolmem
from toolmem.errors import NotFoundError, ToolmemError, ValidationError
from toolmem.mcp.config import GatewayConfig
from toolmem.mcp.gateway import Gateway, error_result
from toolmem.mcp.server import CATALOGUE_URI, TOOL_URI
from toolmem.memory import Memory
from toolmem.records import Tool, ToolHit
from toolmem.tools.export import full_schema_uri, to_mcp

__all__ = [
    "CALL_TOOL",
    "SEARCH_TOOL",
    "Dashboard",
    "Transport",
    "build_gateway_server",
    "run_gateway",
    "serve_gateway",
]

Transport = Literal["stdio", "http"]
#: Makes the dashboard's server for a connected gateway (see ``toolmem.server.dashboard.dashboard_server``).
Dashboard = Callable[[Gateway], uvicorn.Server]

SEARCH_TOOL = types.Tool(
    name="search_tools",
    description=(
        "Find the tools that fit a request among all the tools of the connected MCP servers. Returns the "
        "best k, each with its id, description and inputSchema; call one with call_tool."
    ),
    input_schema={
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "What the tool should do: the user's request, in words."},
            "k": {"type": "integer", "minimum": 1, "description": "How many tools to return."},
            "rerank": {"type": "boolean", "description": "Have a chat model rerank the candidates."},
        },
        "required": ["query"],
    },
)
CALL_TOOL = types.Tool(
    name="call_tool",
    description=(
        "Call a tool found with search_tools: give its id and the arguments its inputSchema asks for. "
        "Returns the tool's own result."
    ),
    input_schema={
        "type": "object",
        "properties": {
            "tool_id": {"type": "string", "description": "The tool's id from search_tools, '<server>.<tool>'."},
            "arguments": {"type": "object", "description": "The tool's arguments."},
            "request": {
                "type": "string",
                "description": "The user's request this call serves; by default the search that found the tool.",
            },
        },
        "required": ["tool_id"],
    },
)
_INSTRUCTIONS = (
    "This gateway fronts many MCP servers. Call search_tools with what you need to do, then call_tool "
    "with the id of the tool that fits and its arguments. The resource toolmem://tools lists every tool; "
    "toolmem://tools/{tool_id} gives one tool's full schema."
)
_CATALOGUE = types.Resource(
    uri=CATALOGUE_URI,
    name="catalogue",
    description="Every tool of the connected servers: id, name, description, tags and the URI of its definition.",
    mime_type="application/json",
)
_TOOL = types.ResourceTemplate(
    uri_template=TOOL_URI,
    name="tool",
    description="One tool as an MCP tool definition with its whole schema; the id is percent-encoded.",
    mime_type="application/json",
)


def build_gateway_server(gateway: Gateway) -> Server[Any]:
    """The MCP server of a connected gateway (serve it with :func:`serve_gateway`)."""

    async def list_tools(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[SEARCH_TOOL, CALL_TOOL, *gateway.pinned()])

    async def call_tool(ctx: ServerRequestContext[Any], params: types.CallToolRequestParams) -> types.CallToolResult:
        arguments = params.arguments or {}
        try:
            client = _client(ctx)  # each connected client has its own searches to credit calls to
            if params.name == SEARCH_TOOL.name:
                query, k = _string(arguments, "query"), _count(arguments, "k")
                hits = await gateway.search(query, k, client=client, rerank=_bool(arguments, "rerank"))
                return _json_result({"tools": [_hit(hit) for hit in hits]})
            if params.name == CALL_TOOL.name:
                called, request = _string(arguments, "tool_id"), _optional_string(arguments, "request")
                return await gateway.call(called, _object(arguments, "arguments"), client=client, request=request)
            pinned = gateway.pinned_id(params.name)
            if pinned is None:
                raise NotFoundError(
                    "tool", params.name, "this gateway offers search_tools, call_tool and its pinned tools"
                )
            return await gateway.call(pinned, arguments, client=client)
        except ToolmemError as exc:
            return error_result(str(exc))

    async def list_resources(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListResourcesResult:
        return types.ListResourcesResult(resources=[_CATALOGUE])

    async def list_resource_templates(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListResourceTemplatesResult:
        return types.ListResourceTemplatesResult(resource_templates=[_TOOL])

    async def read_resource(
        ctx: ServerRequestContext[Any], params: types.ReadResourceRequestParams
    ) -> types.ReadResourceResult:
        uri = str(params.uri)
        prefix = TOOL_URI.removesuffix("{tool_id}")
        try:
            if uri == CATALOGUE_URI:
                data: Any = [_entry(tool) for tool in await gateway.catalogue()]
            elif uri.startswith(prefix) and len(uri) > len(prefix):
                data = await gateway.definition(unquote(uri[len(prefix) :]))
            else:
                raise NotFoundError("resource", uri, f"this gateway serves {CATALOGUE_URI} and {TOOL_URI}")
        except NotFoundError as exc:
            raise MCPError(code=INVALID_PARAMS, message=str(exc), data={"uri": uri}) from exc
        text = json.dumps(data, ensure_ascii=False)
        content = types.TextResourceContents(uri=uri, text=text, mime_type="application/json")
        return types.ReadResourceResult(contents=[content])

    return Server(
        "toolmem-gateway",
        version=toolmem.__version__,
        instructions=_INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
        on_list_resources=list_resources,
        on_list_resource_templates=list_resource_templates,
        on_read_resource=read_resource,
    )


def _entry(tool: Tool) -> dict[str, Any]:
    """A tool as the catalogue resource lists it (the same entries as ``toolmem mcp``'s)."""
    return {
        "id": tool.id,
        "name": tool.name,
        "description": tool.description,
        "tags": list(tool.tags),
        "uri": full_schema_uri(tool.id),
    }


async def serve_gateway(
    mem: Memory,
    config: GatewayConfig,
    *,
    transport: Transport = "stdio",
    host: str = "127.0.0.1",
    port: int = 8767,
    dashboard: Dashboard | None = None,
) -> None:
    """Connect to the configured servers, then serve the gateway until the client leaves (stdio) or
    the process is stopped (HTTP, at ``http://<host>:<port>/mcp``); the connections close after.

    With ``dashboard``, its server (the HTTP API and the dashboard, with a Gateway page) runs beside
    the gateway for as long as the gateway does."""
    gateway = Gateway(mem, config)
    async with AsyncExitStack() as stack:
        await gateway.connect(stack)
        server = build_gateway_server(gateway)
        async with anyio.create_task_group() as beside:
            ui = dashboard(gateway) if dashboard is not None else None
            if ui is not None:
                beside.start_soon(ui.serve)
            try:
                if transport == "stdio":
                    async with stdio_server() as (read, write):
                        await server.run(read, write, server.create_initialization_options())
                else:
                    app = server.streamable_http_app(host=host)
                    await uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="info")).serve()
            finally:
                if ui is not None:
                    ui.should_exit = True


def _hit(hit: ToolHit) -> dict[str, Any]:
    schema = to_mcp(hit.tool)
    found: dict[str, Any] = {
        "id": hit.id,
        "name": hit.tool.name,
        "score": hit.score,
        "description": schema["description"],
        "inputSchema": schema["inputSchema"],
    }
    found.update({key: schema[key] for key in ("outputSchema", "annotations") if key in schema})
    if "rerank" in hit.reasons:
        found["relevance"] = hit.reasons["rerank"]
        found["justification"] = hit.justification
    return found


def _json_result(data: dict[str, Any]) -> types.CallToolResult:
    text = json.dumps(data, indent=2, ensure_ascii=False)
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)], structured_content=data)


def _string(arguments: Mapping[str, Any], key: str) -> str:
    value = arguments.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ValidationError(key, f"must be a non-empty string, got {value!r}")
    return value


def _client(ctx: ServerRequestContext[Any]) -> str:
    """Who is calling: the streamable HTTP session (its ``mcp-session-id``), or the one stdio client."""
    headers = getattr(ctx.request, "headers", None)
    session = headers.get(MCP_SESSION_ID_HEADER) if headers is not None else None
    return f"http:{session}" if isinstance(session, str) and session else "stdio"


def _optional_string(arguments: Mapping[str, Any], key: str) -> str | None:
    value = arguments.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValidationError(key, f"must be a string, got {value!r}")
    return value


def _count(arguments: Mapping[str, Any], key: str) -> int | None:
    value = arguments.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValidationError(key, f"must be a positive integer, got {value!r}")
    return value


def _bool(arguments: Mapping[str, Any], key: str) -> bool | None:
    value = arguments.get(key)
    if value is not None and not isinstance(value, bool):
        raise ValidationError(key, f"must be true or false, got {value!r}")
    return value


def _object(arguments: Mapping[str, Any], key: str) -> dict[str, Any]:
    value = arguments.get(key)
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ValidationError(key, f"must be an object of the tool's arguments, got {value!r}")
    return dict(value)


def run_gateway(
    mem: Memory,
    config: GatewayConfig,
    *,
    transport: Transport = "stdio",
    host: str = "127.0.0.1",
    port: int = 8767,
    dashboard: Dashboard | None = None,
) -> None:
    """Run :func:`serve_gateway` in a new event loop until it ends."""
    anyio.run(partial(serve_gateway, mem, config, transport=transport, host=host, port=port, dashboard=dashboard))
