"""The MCP gateway: toolmem in front of many MCP servers.

A :class:`Gateway` connects to the servers of a :class:`~toolmem.mcp.config.GatewayConfig`, indexes
every tool they list in the workspace's catalogue (id ``<server>.<tool name>``, source ``mcp``, the
server's name as namespace and tag, title, annotations and output schema kept), searches them,
forwards calls to the server that owns the tool and records every call in experience memory, so
that search learns which tools served which requests.

Credit: each client (an MCP session, or any key the caller passes as ``client``) has its own recent
searches (the latest 32, for the 1,024 most recently active clients). A call is recorded with the
request the client gave ``call_tool``, else with the query of that client's latest search whose
results held the tool; a tool no search of that client returned is recorded without a request, so
it teaches search nothing. Clients never see each other's searches.

Re-indexing: the gateway listens for ``notifications/tools/list_changed`` from each server. A
server that sends it is marked stale, and its tools are listed again and re-indexed (the server's
namespace synced in one transaction: new and changed tools written, vanished ones removed) before
the next search or call is served.

A server that fails to start, or does not answer its handshake and tool listing within the
configured timeout, is logged as a warning and skipped; the gateway serves the others.

Example:
    >>> async def main(mem, config):  # doctest: +SKIP
    ...     async with contextlib.AsyncExitStack() as stack:
    ...         gateway = Gateway(mem, config)
    ...         await gateway.connect(stack)
    ...         hits = await gateway.search("will it rain in Lisbon")
    ...         result = await gateway.call(hits[0].id, {"city": "Lisbon"})
"""

from __future__ import annotations

import json
import logging
import sys
import time
from collections import OrderedDict, deque
from collections.abc import Hashable, Mapping
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TextIO
from urllib.parse import urlsplit, urlunsplit

import anyio
import anyio.to_thread
import httpx2
import mcp.types as types
from anyio.abc import TaskGroup, TaskStatus
from mcp.client import Transport
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp.types.jsonrpc import CONNECTION_CLOSED

from toolmem.errors import ConfigError, IngestError, NotFoundError, ToolmemError
from toolmem.experience.evaluation import NO_LLM_HINT
from toolmem.mcp.config import GatewayConfig, ServerConfig
from toolmem.memory import Memory
from toolmem.records import Tool, ToolHit
from toolmem.records.parameters import repair_parameters

__all__ = [
    "MAX_CLIENTS",
    "RECENT_SEARCHES",
    "RESERVED_NAMES",
    "ClientSearches",
    "Gateway",
    "ServerStatus",
    "Upstream",
    "error_result",
    "result_text",
]

_log = logging.getLogger("toolmem")
_HTTP_TIMEOUT = httpx2.Timeout(30.0, read=300.0)
# The gateway's own tools; a pinned tool of the same name is exposed under its id instead.
RESERVED_NAMES = frozenset({"search_tools", "call_tool"})
#: How many of a client's latest searches a call may be credited to.
RECENT_SEARCHES = 32
#: How many clients' searches are kept; the least recently active are forgotten first.
MAX_CLIENTS = 1024


@dataclass
class ClientSearches:
    """One client's latest searches: each query with the ids of the tools it returned.

    Attributes:
        searches: oldest first, at most :data:`RECENT_SEARCHES`.
    """

    searches: deque[tuple[str, frozenset[str]]] = field(default_factory=lambda: deque(maxlen=RECENT_SEARCHES))

    def remember(self, query: str, tool_ids: list[str]) -> None:
        """Note a search and what it returned."""
        self.searches.append((query, frozenset(tool_ids)))

    def request_for(self, tool_id: str) -> str:
        """The query of the latest search that returned ``tool_id``, or ``""`` when none did."""
        return next((query for query, found in reversed(self.searches) if tool_id in found), "")


@dataclass
class Upstream:
    """One connected MCP server.

    Attributes:
        config: how it was configured.
        session: the open client session.
        tools: its tools as it last listed them, by name.
    """

    config: ServerConfig
    session: ClientSession
    tools: dict[str, types.Tool] = field(default_factory=dict)

    @property
    def name(self) -> str:
        """The server's name, the prefix of its tools' ids."""
        return self.config.name


@dataclass(frozen=True)
class ServerStatus:
    """How one configured server is doing, for people (no arguments, headers or environment: they
    may hold secrets).

    Attributes:
        name: the server's name.
        transport: ``stdio`` or ``http``.
        target: the command of a stdio server, the URL (without query) of an HTTP one.
        connected: whether the gateway holds a session with it now.
        tools: the ids of the tools it offers (empty when not connected).
        error: why it failed to start or disconnected, if it did.
    """

    name: str
    transport: str
    target: str
    connected: bool
    tools: tuple[str, ...]
    error: str | None

    def to_dict(self) -> dict[str, Any]:
        """Return the status as plain data."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__} | {"tools": list(self.tools)}


class Gateway:
    """toolmem in front of many MCP servers: one catalogue, one search, calls forwarded and recorded.

    Args:
        mem: the workspace that holds the servers' tools and the record of their calls.
        config: the servers to connect to, the pinned tools, the default number of search hits.

    Raises:
        ConfigError: the config asks to rerank every search and the memory has no chat model.
    """

    def __init__(self, mem: Memory, config: GatewayConfig) -> None:
        if config.rerank and mem.tools.reranker is None:
            raise ConfigError(f"the gateway's config says rerank: true, which needs a chat model: {NO_LLM_HINT}")
        self.mem = mem
        self.config = config
        self.upstreams: dict[str, Upstream] = {}
        self.failures: dict[str, str] = {}
        self._stale: set[str] = set()
        self._lock = anyio.Lock()
        self._clients: OrderedDict[Hashable, ClientSearches] = OrderedDict()  # least recently active first
        self._anonymous = ClientSearches()

    # connecting -----------------------------------------------------------------------------
    async def connect(self, stack: AsyncExitStack) -> None:
        """Connect to every configured server at once and index its tools; ``stack`` closes them.

        A server that fails to start or to answer in time is logged as a warning and skipped.
        """
        connections = await stack.enter_async_context(anyio.create_task_group())
        stack.callback(connections.cancel_scope.cancel)  # runs first on exit: each connection closes itself
        async with anyio.create_task_group() as starting:
            for server in self.config.servers:
                starting.start_soon(self._start, connections, server)
        for tool_id in self.config.pinned:
            if self._find(tool_id) is None:
                _log.warning("pinned tool %r is not offered by any connected server; it is not exposed", tool_id)

    async def _start(self, connections: TaskGroup, server: ServerConfig) -> None:
        try:
            upstream: Upstream = await connections.start(self._connection, server)
        except Exception as exc:  # any failure of one server must not stop the others
            self.failures[server.name] = _describe(exc)
            _log.warning("MCP server %r failed to start and is skipped: %s", server.name, self.failures[server.name])
            return
        self.upstreams[server.name] = upstream
        await self._index(upstream)

    async def _connection(self, server: ServerConfig, *, task_status: TaskStatus[Upstream]) -> None:
        """Open one server's session, hand it over, and hold it open until the gateway closes."""
        started = False
        try:
            async with AsyncExitStack() as own:
                read, write = await own.enter_async_context(_transport(server, own))
                handler = partial(self._on_message, server.name)
                session = await own.enter_async_context(ClientSession(read, write, message_handler=handler))
                with anyio.fail_after(self.config.timeout):
                    await session.initialize()
                    listed = await _list_tools(session)
                task_status.started(Upstream(server, session, {tool.name: tool for tool in listed}))
                started = True
                await anyio.sleep_forever()
        except Exception as exc:
            if not started:
                raise
            self.upstreams.pop(server.name, None)  # its tools stay indexed but are no longer searched
            self.failures[server.name] = f"disconnected: {_describe(exc)}"
            _log.warning("MCP server %r disconnected: %s", server.name, _describe(exc))

    async def _on_message(self, server: str, message: types.ServerNotification | Exception) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            self._stale.add(server)

    def status(self) -> list[ServerStatus]:
        """Every configured server, in config order: connected or not, its tools, its failure."""
        found = []
        for server in self.config.servers:
            upstream = self.upstreams.get(server.name)
            tools = tuple(sorted(f"{server.name}.{name}" for name in upstream.tools)) if upstream else ()
            target = server.command or _public_url(server.url or "")
            transport = "stdio" if server.command else "http"
            error = None if upstream else self.failures.get(server.name, "not connected")
            found.append(ServerStatus(server.name, transport, target, upstream is not None, tools, error))
        return found

    # indexing -------------------------------------------------------------------------------
    async def refresh(self) -> None:
        """List the tools of every server that reported a change again, and re-index them."""
        async with self._lock:
            while self._stale:
                upstream = self.upstreams.get(self._stale.pop())
                if upstream is None:
                    continue
                try:
                    with anyio.fail_after(self.config.timeout):
                        listed = await _list_tools(upstream.session)
                except Exception as exc:  # keep serving the tools it listed before
                    _log.warning("MCP server %r could not list its tools again: %s", upstream.name, _describe(exc))
                    continue
                upstream.tools = {tool.name: tool for tool in listed}
                await self._index(upstream)

    async def _index(self, upstream: Upstream) -> None:
        tools = [tool for tool in map(partial(_catalogue_tool, upstream.name), upstream.tools.values()) if tool]
        await anyio.to_thread.run_sync(self._write_index, upstream.name, tools)

    def _write_index(self, server: str, tools: list[Tool]) -> None:
        report = self.mem.tools.sync(tools, server)
        if report.added or report.updated or report.removed:
            _log.info(
                "indexed MCP server %r: %d added, %d updated, %d removed",
                server,
                len(report.added),
                len(report.updated),
                len(report.removed),
            )

    # serving --------------------------------------------------------------------------------
    async def search(
        self,
        query: str,
        k: int | None = None,
        *,
        client: Hashable | None = None,
        rerank: bool | None = None,
    ) -> list[ToolHit]:
        """The ``k`` tools of the connected servers that best fit ``query`` (default ``search_k``).

        The query and the tools it returned are remembered for ``client`` (an MCP session, say):
        a later call of one of those tools by the same client is credited to this query.
        ``rerank`` (default: the config's) has the chat model rerank the candidates.

        Raises:
            ConfigError: ``k`` is not positive or ``query`` is empty, or a rerank without a chat model.
        """
        await self.refresh()
        servers = sorted(self.upstreams)
        if not servers:
            return []
        again = self.config.rerank if rerank is None else rerank
        search = partial(self.mem.tools.search, query, k or self.config.search_k, tags=servers, rerank=again)
        hits = await anyio.to_thread.run_sync(search)
        self.searches(client).remember(query, [hit.id for hit in hits])
        return hits

    def searches(self, client: Hashable | None) -> ClientSearches:
        """The latest searches of one client (``None``: calls made without naming a client)."""
        if client is None:
            return self._anonymous
        found = self._clients.pop(client, None) or ClientSearches()
        self._clients[client] = found
        while len(self._clients) > MAX_CLIENTS:
            self._clients.popitem(last=False)
        return found

    async def call(
        self,
        tool_id: str,
        arguments: Mapping[str, Any] | None = None,
        *,
        client: Hashable | None = None,
        request: str | None = None,
    ) -> types.CallToolResult:
        """Forward a call to the server that owns ``tool_id`` and record it in experience memory.

        The call is recorded with ``request`` when given, else with the query of ``client``'s
        latest search that returned the tool, else with no request (it then teaches search nothing).
        A failure of the server (an error result, a protocol error, a lost connection) comes back as
        a result with ``is_error`` set, and is recorded as a failed call.

        Raises:
            NotFoundError: no connected server offers ``tool_id``.
        """
        await self.refresh()
        found = self._find(tool_id)
        if found is None:
            raise NotFoundError("tool", tool_id, self._unknown_hint())
        upstream, name = found
        started = time.perf_counter()
        try:
            result = await upstream.session.call_tool(name, dict(arguments or {}))
        except (MCPError, anyio.BrokenResourceError, anyio.ClosedResourceError) as exc:
            result = error_result(f"MCP server {upstream.name!r} failed to run {name!r}: {_describe(exc)}")
        elapsed = time.perf_counter() - started
        credited = request if request is not None else self.searches(client).request_for(tool_id)
        record = partial(self._record, tool_id, credited, dict(arguments or {}), result, elapsed)
        await anyio.to_thread.run_sync(record)
        return types.CallToolResult(
            content=result.content, structured_content=result.structured_content, is_error=result.is_error
        )

    def pinned(self) -> list[types.Tool]:
        """The pinned tools of the connected servers, each named as it is exposed (see :meth:`pinned_id`)."""
        tools = []
        for alias, tool_id in self._pinned_aliases().items():
            upstream, name = self._find(tool_id) or (None, "")
            if upstream is not None:
                tools.append(upstream.tools[name].model_copy(update={"name": alias}))
        return tools

    def pinned_id(self, alias: str) -> str | None:
        """The id of the pinned tool exposed as ``alias``, or ``None``.

        A pinned tool is exposed under its own name, or under its id where that name is taken by
        ``search_tools``, ``call_tool`` or an earlier pinned tool.
        """
        return self._pinned_aliases().get(alias)

    # resources ------------------------------------------------------------------------------
    async def catalogue(self) -> list[Tool]:
        """The indexed tools of the connected servers, ordered by id."""
        await self.refresh()
        servers = sorted(self.upstreams)
        if not servers:
            return []
        tools = await anyio.to_thread.run_sync(partial(self.mem.tools.list, tags=servers))
        return [tool for tool in tools if self._find(tool.id) is not None]

    async def definition(self, tool_id: str) -> dict[str, Any]:
        """One tool of a connected server as an MCP tool definition, its schema whole.

        Raises:
            NotFoundError: no connected server offers ``tool_id``.
        """
        await self.refresh()
        if self._find(tool_id) is None:
            raise NotFoundError("tool", tool_id, self._unknown_hint())
        exported = await anyio.to_thread.run_sync(partial(self.mem.tools.export, "mcp", [tool_id], budget=None))
        return exported[0]

    # internals ------------------------------------------------------------------------------
    def _pinned_aliases(self) -> dict[str, str]:
        aliases: dict[str, str] = {}
        for tool_id in self.config.pinned:
            found = self._find(tool_id)
            if found is not None:
                aliases[found[1] if found[1] not in aliases and found[1] not in RESERVED_NAMES else tool_id] = tool_id
        return aliases

    def _find(self, tool_id: str) -> tuple[Upstream, str] | None:
        server, _, name = tool_id.partition(".")
        upstream = self.upstreams.get(server)
        if upstream is None or name not in upstream.tools:
            return None
        return upstream, name

    def _unknown_hint(self) -> str:
        servers = ", ".join(sorted(self.upstreams)) or "none connected"
        return f"call search_tools to find tool ids, which look like '<server>.<tool>' (servers: {servers})"

    def _record(
        self, tool_id: str, request: str, arguments: dict[str, Any], result: types.CallToolResult, elapsed: float
    ) -> None:
        text = result_text(result)
        try:
            self.mem.calls.record(
                tool_id=tool_id,
                request=request,
                input=arguments,
                output=text,
                success=not result.is_error,
                time_cost=elapsed,
                error=text if result.is_error else None,
            )
        except ToolmemError as exc:  # the call happened; failing to record it must not fail it
            _log.warning("the call of %r was not recorded: %s", tool_id, exc)


def error_result(message: str) -> types.CallToolResult:
    """A tool result with ``is_error`` set, carrying ``message`` as text."""
    return types.CallToolResult(content=[types.TextContent(type="text", text=message)], is_error=True)


def result_text(result: types.CallToolResult) -> str:
    """A tool result as text for the call record: its text blocks, else its structured content."""
    parts: list[str] = []
    for block in result.content:
        if isinstance(block, types.TextContent):
            parts.append(block.text)
        elif isinstance(block, types.EmbeddedResource) and isinstance(block.resource, types.TextResourceContents):
            parts.append(block.resource.text)
        elif isinstance(block, types.ResourceLink):
            parts.append(f"[resource {block.uri}]")
        else:
            parts.append(f"[{block.type}]")
    if not parts and result.structured_content is not None:
        parts.append(json.dumps(result.structured_content, ensure_ascii=False))
    return "\n".join(parts)


def _catalogue_tool(server: str, tool: types.Tool) -> Tool | None:
    metadata: dict[str, Any] = {"server": server, "namespace": server}
    if tool.title:
        metadata["title"] = tool.title
    if tool.annotations is not None:
        metadata["annotations"] = tool.annotations.model_dump(mode="json", by_alias=True, exclude_none=True)
    if tool.output_schema is not None:
        metadata["output_schema"] = dict(tool.output_schema)
    # A server's sloppy keyword ("maximum": "50") is repaired for the index, as a published spec's
    # is; calls still go to the server with the arguments the client gave.
    parameters, repaired = repair_parameters(tool.input_schema)
    if repaired:
        metadata["repaired_schema"] = repaired
        _log.warning("tool %r of MCP server %r: its input schema was repaired: %s", tool.name, server, repaired[0])
    try:
        return Tool(
            id=f"{server}.{tool.name}",
            name=tool.name,
            description=tool.description or "",
            parameters=parameters,
            tags=(server,),
            source="mcp",
            metadata=metadata,
        )
    except IngestError as exc:
        _log.warning("tool %r of MCP server %r is not indexed: %s", tool.name, server, exc)
        return None


async def _list_tools(session: ClientSession) -> list[types.Tool]:
    listed: list[types.Tool] = []
    cursor: str | None = None
    while True:
        params = types.PaginatedRequestParams(cursor=cursor) if cursor else None
        page = await session.list_tools(params=params)
        listed.extend(page.tools)
        cursor = page.next_cursor
        if not cursor:
            return listed


def _transport(server: ServerConfig, stack: AsyncExitStack) -> Transport:
    """The client transport of a server: streamable HTTP for a URL, else stdio; ``stack`` closes its HTTP client."""
    if server.url is not None:
        client = httpx2.AsyncClient(headers=dict(server.headers), timeout=_HTTP_TIMEOUT)
        stack.push_async_callback(client.aclose)
        return streamable_http_client(server.url, http_client=client)
    assert server.command is not None
    params = StdioServerParameters(command=server.command, args=list(server.args), env=dict(server.env), cwd=server.cwd)
    return stdio_client(params, errlog=_server_log())


def _server_log() -> TextIO:
    """Where a stdio server's own messages go: ``sys.stderr`` as it is now when it is a file with a
    descriptor, else the process's standard error. (The SDK's default is ``sys.stderr`` as it was
    when the SDK was imported, which may since have been swapped or closed.)"""
    try:
        sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):
        return sys.__stderr__ or sys.stderr
    return sys.stderr


def _public_url(url: str) -> str:
    """A URL without credentials, query or fragment."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    host = f"[{host}]" if ":" in host else host
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urlunsplit((parts.scheme, netloc, parts.path, "", ""))


def _describe(exc: BaseException) -> str:
    """One line for an error, looking inside exception groups for the first real cause."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    if isinstance(exc, TimeoutError):
        return "no answer in time (raise 'timeout' in the config if it is slow to start)"
    if isinstance(exc, MCPError) and exc.error.code == CONNECTION_CLOSED:
        return "it closed the connection (did its command exit? its own messages are above)"
    return str(exc) or type(exc).__name__
