"""A local server speaking the OpenAI HTTP API, for tests of anything that calls an LLM or embedder.

It serves ``POST /v1/chat/completions`` and ``POST /v1/embeddings`` on 127.0.0.1 (no network),
records every request it receives, and answers as scripted by the test::

    with OpenAIStub() as stub:
        stub.replies.extend(["first answer", Reply(500)])   # one queued reply per chat request
        stub.chat = lambda body: "computed answer"           # or a function of the request body
        stub.replies.append(ToolCalls.of("get_weather", {"city": "Paris"}))  # a turn calling a function
        client = ChatModel("stub-model", base_url=stub.url, api_key="test")
        ...
        assert [r.body["messages"] for r in stub.chat_requests] == [...]

Tests get a running one from the ``stub`` fixture in ``conftest.py``.
"""

from __future__ import annotations

import base64
import collections
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

import numpy as np
import pytest

__all__ = ["OpenAIStub", "Received", "Reply", "ToolCall", "ToolCalls", "scrub_environment", "stub_vector"]

_OPENAI_VARIABLES = ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_ORG_ID", "OPENAI_PROJECT_ID")
_PROXY_VARIABLES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy")


def scrub_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Remove OpenAI and proxy settings of the machine so requests reach the stub as built."""
    for name in (*_OPENAI_VARIABLES, *_PROXY_VARIABLES, "TOOLMEM_LLM_MODEL", "TOOLMEM_LLM_BASE_URL"):
        monkeypatch.delenv(name, raising=False)


def stub_vector(text: str) -> list[float]:
    """The default embedding: letters, words and a constant (three dimensions)."""
    return [float(sum(c.isalpha() for c in text)), float(len(text.split())), 1.0]


@dataclass(frozen=True)
class Reply:
    """A scripted answer other than plain assistant text: an HTTP error, or a raw body."""

    status: int = 200
    body: dict[str, Any] | None = None
    message: str = "the model is down"


@dataclass(frozen=True)
class ToolCall:
    """One function call in a scripted assistant turn.

    ``arguments`` is sent JSON-encoded; a ``str`` is sent as it is (to script malformed JSON). Without
    an ``id`` the stub numbers the call ``call_<request>_<index>``.
    """

    name: str
    arguments: dict[str, Any] | str = field(default_factory=dict)
    id: str | None = None


@dataclass(frozen=True)
class ToolCalls:
    """A scripted assistant turn asking for function calls (``finish_reason`` ``"tool_calls"``)."""

    calls: tuple[ToolCall, ...]
    content: str | None = None

    @classmethod
    def of(cls, name: str, arguments: dict[str, Any] | str | None = None, *, content: str | None = None) -> ToolCalls:
        """A turn with a single call."""
        return cls((ToolCall(name, {} if arguments is None else arguments),), content)


@dataclass(frozen=True)
class Received:
    """One request the stub got."""

    path: str
    authorization: str | None
    body: dict[str, Any]


ChatScript = Callable[[dict[str, Any]], "str | Reply | ToolCalls"]


@dataclass
class OpenAIStub:
    """The server and its script; use it as a context manager.

    Attributes:
        replies: answers to chat requests, used first, in order (``str`` content, :class:`Reply` or
            :class:`ToolCalls`).
        chat: answers chat requests once ``replies`` is empty; when ``None`` too, the stub answers
            500 "no reply scripted" so that an unexpected request fails the test.
        embed: the embedding of one text.
        embeddings_status: answer embeddings requests with this HTTP status.
        requests: every request received, in order.
    """

    replies: collections.deque[str | Reply | ToolCalls] = field(default_factory=collections.deque)
    chat: ChatScript | None = None
    embed: Callable[[str], list[float]] = stub_vector
    embeddings_status: int = 200
    requests: list[Received] = field(default_factory=list)
    url: str = field(default="", init=False)
    _server: ThreadingHTTPServer | None = field(default=None, init=False, repr=False)
    _thread: threading.Thread | None = field(default=None, init=False, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    @property
    def chat_requests(self) -> list[Received]:
        """The chat-completions requests received."""
        return [r for r in self.requests if r.path.endswith("/chat/completions")]

    def prompts(self) -> list[str]:
        """The text of all messages of each chat request, joined, one string per request."""
        return ["\n".join(m.get("content") or "" for m in r.body["messages"]) for r in self.chat_requests]

    def __enter__(self) -> OpenAIStub:
        server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        server.stub = self  # type: ignore[attr-defined]
        self._server = server
        self.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)
        self._thread.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, traceback: TracebackType | None
    ) -> None:
        assert self._server is not None
        assert self._thread is not None
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def _answer_chat(self, body: dict[str, Any]) -> str | Reply | ToolCalls:
        with self._lock:
            if self.replies:
                return self.replies.popleft()
        if self.chat is not None:
            return self.chat(body)
        return Reply(500, message="openai stub: no reply scripted for this request")


def _text(content: Any) -> str:
    """A message's content as text: a string, or the text of its content parts."""
    if isinstance(content, list):
        return " ".join(str(part.get("text") or "") for part in content if isinstance(part, dict))
    return str(content or "")


class _Handler(BaseHTTPRequestHandler):
    server: ThreadingHTTPServer

    @property
    def stub(self) -> OpenAIStub:
        return self.server.stub  # type: ignore[attr-defined, no-any-return]

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with self.stub._lock:
            self.stub.requests.append(Received(self.path, self.headers.get("Authorization"), body))
        if self.path.endswith("/chat/completions"):
            self._chat(body)
        elif self.path.endswith("/embeddings"):
            self._embeddings(body)
        else:
            self._error(404, f"openai stub: no route {self.path}")

    def _chat(self, body: dict[str, Any]) -> None:
        try:
            answer = self.stub._answer_chat(body)
        except Exception as exc:  # a broken script: answer 500 with the reason so the test fails clearly
            answer = Reply(500, message=f"openai stub: the chat script raised {exc!r}")
        if isinstance(answer, Reply):
            if answer.status != 200:
                self._error(answer.status, answer.message)
            else:
                self._send(200, answer.body or {})
            return
        number = len(self.stub.requests)
        message: dict[str, Any] = {"role": "assistant", "content": None}
        if isinstance(answer, ToolCalls):
            message["content"] = answer.content
            message["tool_calls"] = [
                {
                    "id": call.id or f"call_{number}_{index}",
                    "type": "function",
                    "function": {
                        "name": call.name,
                        "arguments": call.arguments if isinstance(call.arguments, str) else json.dumps(call.arguments),
                    },
                }
                for index, call in enumerate(answer.calls)
            ]
            finish_reason, completion = "tool_calls", len(json.dumps(message["tool_calls"]).split())
        else:
            message["content"] = answer
            finish_reason, completion = "stop", len(answer.split())
        words = sum(len(_text(m.get("content")).split()) for m in body["messages"])
        self._send(
            200,
            {
                "id": f"chatcmpl-stub-{number}",
                "object": "chat.completion",
                "created": 1_700_000_000,
                "model": body["model"],
                "choices": [{"index": 0, "message": message, "finish_reason": finish_reason}],
                "usage": {"prompt_tokens": words, "completion_tokens": completion, "total_tokens": words + completion},
            },
        )

    def _embeddings(self, body: dict[str, Any]) -> None:
        if self.stub.embeddings_status != 200:
            self._error(self.stub.embeddings_status, "the model is down")
            return
        texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
        data = []
        for i, text in enumerate(texts):
            vector: list[float] | str = self.stub.embed(text)
            if body.get("encoding_format") == "base64":
                vector = base64.b64encode(np.asarray(vector, dtype="<f4").tobytes()).decode()
            data.append({"object": "embedding", "index": i, "embedding": vector})
        usage = {"prompt_tokens": len(texts), "total_tokens": len(texts)}
        self._send(200, {"object": "list", "data": data, "model": body["model"], "usage": usage})

    def _error(self, status: int, message: str) -> None:
        self._send(status, {"error": {"message": message, "type": "server_error" if status >= 500 else "invalid"}})

    def _send(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("retry-after-ms", "1")  # keeps the SDK's retries quick
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        pass
