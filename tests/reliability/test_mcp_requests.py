"""Malformed and too-deep MCP requests (issue 24, finding 5): every one gets a JSON-RPC error.

The real ``toolmem mcp`` over stdio, spoken to line by line (an SDK client cannot send a broken
line). A ``record_tool_call`` nested 200 levels deep used to get no reply at all — its client
waited until it timed out; now it and every other unreadable line get an error naming the
request's id when the line has one, and the server goes on answering.
"""

import json
import queue
import subprocess
import threading
from collections.abc import Iterator
from typing import Any, TextIO

import pytest

import toolmem
from live_server import TOOLMEM, environment

REPLY_TIMEOUT = 10.0
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "probe", "version": "1"}},
}


class Wire:
    """A server process's stdin and the replies on its stdout, read by a thread into a queue."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        assert process.stdin is not None
        assert process.stdout is not None
        self.process, self.stdin = process, process.stdin
        self.replies: queue.Queue[str] = queue.Queue()
        self.reader = threading.Thread(target=self._read, args=(process.stdout,), daemon=True)
        self.reader.start()

    def _read(self, stdout: TextIO) -> None:
        for line in stdout:
            self.replies.put(line)

    def send(self, line: str) -> None:
        self.stdin.write(line + "\n")
        self.stdin.flush()

    def reply(self) -> dict[str, Any]:
        """The next reply (a bounded wait: no reply within REPLY_TIMEOUT fails the test)."""
        try:
            answer: dict[str, Any] = json.loads(self.replies.get(timeout=REPLY_TIMEOUT))
        except queue.Empty:
            pytest.fail(f"no reply within {REPLY_TIMEOUT} s")
        return answer


@pytest.fixture(scope="module")
def wire(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Wire]:
    folder = tmp_path_factory.mktemp("mcp-requests")
    db = str(folder / "toolmem.db")
    with toolmem.open(db, embedder="hash") as mem:
        mem.tools.add([{"id": "weather.forecast", "name": "get_forecast", "description": "Weather forecast."}])
    with (folder / "stderr.log").open("w") as errors:
        process = subprocess.Popen(
            [TOOLMEM, "--db", db, "--embedder", "hash", "mcp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
            env=environment(),
        )
    wire = Wire(process)
    wire.send(json.dumps(INITIALIZE))
    assert wire.reply()["id"] == 1
    wire.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))
    yield wire
    wire.stdin.close()
    process.wait(timeout=30)
    wire.reader.join(timeout=30)
    assert process.stdout is not None
    process.stdout.close()


def record_call(request_id: int, depth: int) -> str:
    """A ``record_tool_call`` whose input nests ``depth`` objects deep (built as text: Python's own
    encoder stops near 1,000 levels)."""
    value = '{"a": ' * depth + '"x"' + "}" * depth
    params = f'{{"name": "record_tool_call", "arguments": {{"tool_id": "weather.forecast", "input": {value}}}}}'
    return f'{{"jsonrpc": "2.0", "id": {request_id}, "method": "tools/call", "params": {params}}}'


@pytest.mark.parametrize("depth", [200, 1_000, 100_000])
def test_a_call_nested_too_deep_for_the_parser_gets_a_parse_error_with_its_id(wire: Wire, depth: int) -> None:
    wire.send(record_call(depth, depth))

    reply = wire.reply()

    assert reply["id"] == depth
    assert reply["error"]["code"] == -32700
    assert "nests deeper than the JSON parser goes" in reply["error"]["message"]


def test_a_call_nested_past_toolmem_s_limit_but_parseable_gets_a_tool_error(wire: Wire) -> None:
    wire.send(record_call(7, 150))

    reply = wire.reply()

    assert (reply["id"], reply["result"]["isError"]) == (7, True)
    assert "nests deeper than 128 levels" in reply["result"]["content"][0]["text"]


@pytest.mark.parametrize(
    ("line", "code", "request_id"),
    [
        ('{"jsonrpc": "2.0", "id": 11, "method": ', -32700, 11),
        ('{"jsonrpc": "2.0", "id": "abc", "method": "tools/call", "params": [1, 2', -32700, "abc"),
        ("[1, 2", -32700, None),
        ("not json at all", -32700, None),
        ('{"jsonrpc": "2.0", "id": 12, "method": "tools/call", "params": 5}', -32600, 12),
        ('{"jsonrpc": "2.0", "id": 13}', -32600, 13),
        ('{"jsonrpc": "1.0", "id": 14, "method": "ping"}', -32600, 14),
        ('{"params": {"id": 99}, "jsonrpc": "2.0", "method": 5}', -32600, None),
        ('"x"', -32600, None),
    ],
)
def test_every_line_that_is_no_json_rpc_message_gets_an_error(
    wire: Wire, line: str, code: int, request_id: int | str | None
) -> None:
    wire.send(line)

    reply = wire.reply()

    assert (reply["id"], reply["error"]["code"]) == (request_id, code)


def test_the_server_goes_on_answering_after_bad_lines(wire: Wire) -> None:
    wire.send("{")
    wire.reply()
    wire.send(json.dumps({"jsonrpc": "2.0", "id": 20, "method": "tools/list"}))

    reply = wire.reply()

    assert reply["id"] == 20
    assert "search_tools" in [tool["name"] for tool in reply["result"]["tools"]]
