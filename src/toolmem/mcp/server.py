"""The MCP server of one workspace: toolmem's memory as MCP tools and resources.

Every tool is one call to the library, its arguments converted and its answer returned as JSON
(structured content and one text block); a toolmem error becomes a tool error the model can read.

Tools: ``search_tools``, ``record_tool_call``, ``tool_stats``, ``tool_guidelines``, ``lookup_plan``,
``store_plan``, ``plan_feedback``, ``search_history``, ``search_documents``, ``search_code``.
Resources: ``toolmem://tools`` (the catalogue) and ``toolmem://tools/{tool_id}`` (one tool as an MCP tool definition).

Example:
    >>> import toolmem
    >>> server = build_server(toolmem.open("sqlite://", embedder="hash"))  # doctest: +SKIP
    >>> server.run("stdio")  # doctest: +SKIP
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import unquote

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError, ToolError

import toolmem
from toolmem.agent.rag import code_hit, document_hit
from toolmem.errors import NotFoundError, ToolmemError
from toolmem.mcp.stdio import answering_stdio_server
from toolmem.memory import Memory
from toolmem.records import ToolHit
from toolmem.tools.export import full_schema_uri, to_mcp

__all__ = ["CATALOGUE_URI", "TOOL_URI", "ToolmemServer", "build_server"]

CATALOGUE_URI = "toolmem://tools"
TOOL_URI = "toolmem://tools/{tool_id}"
_INSTRUCTIONS = (
    "toolmem remembers tools. Call search_tools with the user's request to get the few tools that fit "
    "(with their input schemas); after calling one, record_tool_call so future searches learn from it. "
    "lookup_plan finds the tool sequence that solved a similar request before; store_plan saves one "
    "that worked and plan_feedback rewards or penalises it. search_documents and search_code find "
    "passages and code kept in memory."
)


@contextmanager
def _tool_errors() -> Iterator[None]:
    """Report a toolmem error as an MCP tool error (``isError``) carrying its message."""
    try:
        yield
    except ToolmemError as exc:
        raise ToolError(str(exc)) from exc


@contextmanager
def _resource_errors() -> Iterator[None]:
    try:
        yield
    except NotFoundError as exc:
        raise ResourceNotFoundError(str(exc)) from exc
    except ToolmemError as exc:
        raise ResourceError(str(exc)) from exc


class ToolmemServer(MCPServer):
    """The SDK's server, whose stdio transport answers every line it cannot read with a JSON-RPC
    error instead of dropping it (see :mod:`toolmem.mcp.stdio`)."""

    async def run_stdio_async(self) -> None:
        """Serve over stdin and stdout until stdin ends."""
        async with answering_stdio_server() as (read_stream, write_stream):
            await self._lowlevel_server.run(
                read_stream, write_stream, self._lowlevel_server.create_initialization_options()
            )


def build_server(mem: Memory, *, name: str = "toolmem") -> MCPServer:
    """An MCP server over ``mem``: its tools and resources, ready to ``run("stdio")`` or
    ``run("streamable-http", host=..., port=...)``. Any malformed or too deeply nested request
    gets a JSON-RPC error, over either transport.

    Args:
        mem: the workspace to serve; the caller keeps it open while the server runs.
        name: the server's name in the MCP handshake.
    """
    server: MCPServer = ToolmemServer(name, version=toolmem.__version__, instructions=_INSTRUCTIONS)
    _add_tool_tools(server, mem)
    _add_experience_tools(server, mem)
    _add_plan_tools(server, mem)
    _add_history_tools(server, mem)
    _add_corpus_tools(server, mem)
    _add_resources(server, mem)
    return server


def _add_tool_tools(server: MCPServer, mem: Memory) -> None:
    @server.tool()
    def search_tools(query: str, k: int = 5, tags: list[str] | None = None, rerank: bool = False) -> dict[str, Any]:
        """Find the tools that best fit a request, best first, each with its id, score and MCP schema
        (name, description, inputSchema). Optionally keep only tools carrying any of `tags`; with
        `rerank`, the server's chat model rereads the top candidates (its relevance and justification
        are added)."""
        with _tool_errors():
            hits = mem.tools.search(query, k=k, tags=tags, rerank=rerank)
        return {"tools": [_hit(hit) for hit in hits]}


def _hit(hit: ToolHit) -> dict[str, Any]:
    found = {"id": hit.id, "score": hit.score, **to_mcp(hit.tool)}
    if "rerank" in hit.reasons:
        found["relevance"] = hit.reasons["rerank"]
        found["justification"] = hit.justification
    return found


def _add_experience_tools(server: MCPServer, mem: Memory) -> None:
    @server.tool()
    def record_tool_call(
        tool_id: str,
        request: str = "",
        input: Any = None,
        output: Any = "",
        success: bool = True,
        time_cost: float = 0.0,
        token_cost: int | None = None,
        error: str | None = None,
        summary: str | None = None,
        evaluate: bool = False,
    ) -> dict[str, Any]:
        """Record one call of a catalogue tool: the request that led to it, its input and output,
        whether it succeeded, seconds taken and tokens spent, optionally a summary. With `evaluate`,
        the server's chat model judges it later (summary, evaluation, score). Returns the stored call."""
        with _tool_errors():
            call = mem.calls.record(
                tool_id=tool_id,
                request=request,
                input=input,
                output=output,
                success=success,
                time_cost=time_cost,
                token_cost=token_cost,
                error=error,
                summary=summary,
                evaluate=evaluate,
            )
        return call.to_dict()

    @server.tool()
    def tool_stats(tool_id: str, recent: int | None = None) -> dict[str, Any]:
        """How a tool has behaved: calls, success rate, time and token costs, last error; over all its
        history or its `recent` last calls."""
        with _tool_errors():
            stats = mem.calls.stats(tool_id, recent=recent)
        return stats.to_dict()

    @server.tool()
    def tool_guidelines(tool_id: str, force: bool = False) -> dict[str, Any]:
        """Usage guidelines of a tool, learnt from its recorded calls (rewritten with `force`)."""
        with _tool_errors():
            guidelines = mem.calls.guidelines(tool_id, force=force)
        return guidelines.to_dict()


def _add_plan_tools(server: MCPServer, mem: Memory) -> None:
    @server.tool()
    def lookup_plan(request: str) -> dict[str, Any]:
        """The stored plan (tool-call steps) that solved a similar request before, safe to replay,
        or null under "plan"; on a miss, "why" says what kept the nearest plan from replaying."""
        with _tool_errors():
            lookup = mem.plans.consult(request)
        if lookup.hit is not None:
            return {"plan": lookup.hit.to_dict()}
        return {"plan": None, "why": lookup.why}

    @server.tool()
    def store_plan(request: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
        """Store the steps that satisfied a request. Each step is {"tool_id", "arguments",
        "observation"} for a call, or {"answer"} for a direct answer. Returns the plan id."""
        with _tool_errors():
            plan_id = mem.plans.store(request, steps)
        return {"plan_id": plan_id}

    @server.tool()
    def plan_feedback(plan_id: str, success: bool) -> dict[str, Any]:
        """Tell whether replaying a plan worked; returns the plan with its new score, or evicted: true
        when failures removed it."""
        with _tool_errors():
            plan = mem.plans.feedback(plan_id, success)
        return {"plan": plan.to_dict() if plan is not None else None, "evicted": plan is None}


def _add_history_tools(server: MCPServer, mem: Memory) -> None:
    @server.tool()
    def search_history(keys: dict[str, str | int], query: str, k: int = 5) -> dict[str, Any]:
        """Search one conversation, named by its keys (e.g. {"user": "42", "chat": "7"}), for the
        messages most similar to a query, best first."""
        with _tool_errors():
            hits = mem.history(keys).search(query, k=k)
        return {"messages": [hit.to_dict() for hit in hits]}


def _add_corpus_tools(server: MCPServer, mem: Memory) -> None:
    @server.tool()
    def search_documents(query: str, k: int = 5, where: dict[str, Any] | None = None) -> dict[str, Any]:
        """Search the documents kept in memory for the passages that answer a question, best first:
        each with its document id, position, heading and text. `where` filters on document metadata."""
        with _tool_errors():
            hits = mem.docs.search(query, k=k, where=where)
        return {"passages": [document_hit(hit) for hit in hits]}

    @server.tool()
    def search_code(description: str, k: int = 5, repo: str | None = None) -> dict[str, Any]:
        """Search the source code kept in memory for the functions and classes that do what is
        described, best first: each with its file, symbol, kind, lines and code."""
        with _tool_errors():
            hits = mem.code.search(description, k=k, repo=repo)
        return {"symbols": [code_hit(hit) for hit in hits]}


def _add_resources(server: MCPServer, mem: Memory) -> None:
    @server.resource(CATALOGUE_URI, name="catalogue", mime_type="application/json")
    def catalogue() -> str:
        """Every tool of the catalogue: id, name, description, tags and the URI of its definition."""
        with _resource_errors():
            tools = mem.tools.list()
        entries = [
            {
                "id": tool.id,
                "name": tool.name,
                "description": tool.description,
                "tags": list(tool.tags),
                "uri": full_schema_uri(tool.id),
            }
            for tool in tools
        ]
        return json.dumps(entries, ensure_ascii=False)

    @server.resource(TOOL_URI, name="tool", mime_type="application/json")
    def tool(tool_id: str) -> str:
        """One tool of the catalogue as an MCP tool definition (name, description, inputSchema), its
        schema whole (search results fit schemas into a token budget; this is the full one). The id
        is percent-encoded in the URI (``toolmem://tools/github.pulls%2Fcreate``)."""
        with _resource_errors():
            exported = mem.tools.export("mcp", ids=[unquote(tool_id)], budget=None)
        return json.dumps(exported[0], ensure_ascii=False)
