"""A local stub of the Anthropic Messages API (``POST /v1/messages``) and the OpenAI Responses API
(``POST /v1/responses``): it records each request body and answers with the next scripted reply,
wrapped in the envelope each API returns. Only 127.0.0.1; no network."""

from __future__ import annotations

import collections
import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any


@dataclass
class ProviderStub:
    """The server and its script; a context manager.

    Attributes:
        replies: per request, in order: Anthropic ``content`` blocks or OpenAI ``output`` items.
        bodies: every request body received, in order.
    """

    replies: collections.deque[list[dict[str, Any]]] = field(default_factory=collections.deque)
    bodies: list[dict[str, Any]] = field(default_factory=list)
    url: str = ""
    _server: ThreadingHTTPServer | None = None

    def __enter__(self) -> ProviderStub:
        server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        server.stub = self  # type: ignore[attr-defined]
        self._server = server
        self.url = f"http://127.0.0.1:{server.server_address[1]}"
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True).start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, traceback: TracebackType | None
    ) -> None:
        assert self._server is not None
        self._server.shutdown()
        self._server.server_close()


class _Handler(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        stub: ProviderStub = self.server.stub  # type: ignore[attr-defined]
        body = json.loads(self.rfile.read(int(self.headers.get("content-length") or 0)) or b"{}")
        stub.bodies.append(body)
        number = len(stub.bodies)
        reply = stub.replies.popleft() if stub.replies else [{"type": "text", "text": "no reply scripted"}]
        if self.path.endswith("/messages"):
            calls = any(block.get("type") == "tool_use" for block in reply)
            answer: dict[str, Any] = {
                "id": f"msg_{number}",
                "type": "message",
                "role": "assistant",
                "model": body.get("model", "stub"),
                "content": reply,
                "stop_reason": "tool_use" if calls else "end_turn",
                "stop_sequence": None,
                "usage": {"input_tokens": 10, "output_tokens": 5},
            }
        else:
            answer = {
                "id": f"resp_{number}",
                "object": "response",
                "created_at": 1_700_000_000,
                "model": body.get("model", "stub"),
                "status": "completed",
                "output": reply,
                "parallel_tool_calls": True,
                "tool_choice": "auto",
                "tools": body.get("tools", []),
                "usage": {"input_tokens": 10, "output_tokens": 5, "total_tokens": 15},
            }
        data = json.dumps(answer).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        pass
