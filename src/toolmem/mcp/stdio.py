"""MCP over stdio, with an answer for every line: the SDK's transport, plus JSON-RPC errors.

The SDK's stdio transport drops a line it cannot read — malformed JSON, a message of no JSON-RPC
shape, or one nested deeper than its parser goes (about 200 levels) — and its client then waits for
an answer until it times out. Here each such line gets a JSON-RPC error at once: ``-32700`` (parse
error) for text that is not JSON or is nested too deep to parse, ``-32600`` (invalid request) for
JSON that is no JSON-RPC message, each carrying the request's ``id`` when one can be found at the
top of the line (``null`` otherwise, as JSON-RPC says), so the client fails that request and goes
on. Blank lines are skipped.

Example:
    >>> async with answering_stdio_server() as (read, write):  # doctest: +SKIP
    ...     await lowlevel_server.run(read, write, options)
"""

from __future__ import annotations

import io
import json
import re
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, cast

import anyio
import mcp_types as types
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from pydantic import ValidationError

if TYPE_CHECKING:
    from mcp.shared._stream_protocols import ReadStream, WriteStream

__all__ = ["answering_stdio_server", "request_id"]

# A JSON string (escapes included) or a bracket: enough to find the top level of any line.
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]]')
_COLON = re.compile(r"\s*:\s*")


def request_id(line: str) -> int | str | None:
    """The ``"id"`` member of the top-level object of a JSON-RPC line, however malformed or deeply
    nested the rest of it; ``None`` when there is none, or it is neither an integer nor a string."""
    depth = 0
    for token in _TOKEN.finditer(line):
        text = token.group()
        if text in "{[":
            depth += 1
        elif text in "}]":
            depth -= 1
        elif depth == 1 and text == '"id"':
            colon = _COLON.match(line, token.end())
            if colon is None:
                continue
            try:
                value, _ = json.JSONDecoder().raw_decode(line, colon.end())
            except ValueError:
                return None
            return value if isinstance(value, (int, str)) and not isinstance(value, bool) else None
    return None


def _refusal(line: str) -> types.JSONRPCError | None:
    """The error answering a line the SDK cannot read, or ``None`` when it can."""
    try:
        types.jsonrpc_message_adapter.validate_json(line, by_name=False)
        return None
    except ValidationError as exc:
        problems = exc.errors(include_url=False)
    if any(problem["type"] == "json_invalid" for problem in problems):
        reason = problems[0]["msg"].removeprefix("Invalid JSON: ")
        if "recursion limit" in reason:
            reason = f"the request nests deeper than the JSON parser goes (about 200 levels): {reason}"
        error = types.ErrorData(code=types.PARSE_ERROR, message=f"Parse error: {reason}")
    else:
        error = types.ErrorData(
            code=types.INVALID_REQUEST,
            message="Invalid request: not a JSON-RPC 2.0 request, notification or response",
        )
    return types.JSONRPCError(jsonrpc="2.0", id=request_id(line), error=error)


class _CheckedLines:
    """The lines of stdin the SDK can read; the others are answered on ``replies`` once it is set."""

    def __init__(self) -> None:
        self.text = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
        self.replies: WriteStream[SessionMessage] | None = None
        self.ready = anyio.Event()

    async def __aiter__(self) -> AsyncIterator[str]:
        async for line in anyio.wrap_file(self.text):
            if not line.strip():
                continue
            refusal = _refusal(line)
            if refusal is None:
                yield line
                continue
            await self.ready.wait()
            assert self.replies is not None
            await self.replies.send(SessionMessage(refusal))


@asynccontextmanager
async def answering_stdio_server() -> AsyncIterator[
    tuple[ReadStream[SessionMessage | Exception], WriteStream[SessionMessage]]
]:
    """The SDK's :func:`~mcp.server.stdio.stdio_server` over this process's stdin and stdout (stdout
    claimed as the SDK does, so stray output misses the wire), every unreadable line answered."""
    lines = _CheckedLines()
    stdin: Any = lines  # the SDK only iterates its stdin, line by line
    async with stdio_server(stdin=cast("anyio.AsyncFile[str]", stdin)) as (read_stream, write_stream):
        lines.replies = write_stream
        lines.ready.set()
        yield read_stream, write_stream
