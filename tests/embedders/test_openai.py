"""The OpenAI-compatible embedder against a local stub server speaking the embeddings API (no network)."""

import base64
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np
import openai
import pytest

import toolmem
from toolmem.embedders import get_embedder
from toolmem.embedders.openai import OpenAIEmbedder
from toolmem.errors import EmbedderError
from toolmem.stores import WorkspaceInfo

MODEL = "stub-embedder"


def stub_vector(text: str) -> list[float]:
    """The stub's embedding: letters, words and a constant (three dimensions)."""
    return [float(sum(c.isalpha() for c in text)), float(len(text.split())), 1.0]


def shortened(vector: list[float], size: int | None) -> list[float]:
    return vector if size is None else (vector + [0.5] * size)[:size]


@dataclass
class Stub:
    """A local server for ``POST /v1/embeddings``; it records every request it gets."""

    url: str
    requests: list[dict[str, Any]] = field(default_factory=list)
    status: int = 200
    drop_last: bool = False


class Handler(BaseHTTPRequestHandler):
    stub: Stub

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.stub.requests.append({"path": self.path, "authorization": self.headers["Authorization"], **body})
        if self.stub.status != 200:
            # retry-after-ms keeps the SDK's retries of a 5xx quick
            self.reply(self.stub.status, {"error": {"message": "the model is down", "type": "server_error"}})
            return
        texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
        if self.stub.drop_last:
            texts = texts[:-1]
        size = body.get("dimensions")  # like OpenAI's text-embedding-3: the leading components
        data = [
            {"object": "embedding", "index": i, "embedding": self.encode(shortened(stub_vector(t), size), body)}
            for i, t in enumerate(texts)
        ]
        self.reply(
            200,
            {
                "object": "list",
                "data": data[::-1],  # out of order on purpose: the index field says where each belongs
                "model": body["model"],
                "usage": {"prompt_tokens": len(texts), "total_tokens": len(texts)},
            },
        )

    @staticmethod
    def encode(vector: list[float], body: dict[str, Any]) -> list[float] | str:
        if body.get("encoding_format") == "base64":
            return base64.b64encode(np.asarray(vector, dtype="<f4").tobytes()).decode()
        return vector

    def reply(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("retry-after-ms", "1")
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(autouse=True)
def no_ambient_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_ORG_ID", "OPENAI_PROJECT_ID"):
        monkeypatch.delenv(name, raising=False)
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def stub() -> Iterator[Stub]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    state = Stub(url=f"http://127.0.0.1:{server.server_address[1]}/v1")
    Handler.stub = state
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)
    thread.start()
    yield state
    server.shutdown()
    server.server_close()
    thread.join()


def normalised(*texts: str) -> np.ndarray:
    rows = np.asarray([stub_vector(t) for t in texts], dtype=np.float32)
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def test_requests_go_to_the_base_url_with_the_model_and_key(stub: Stub) -> None:
    embedder = OpenAIEmbedder(MODEL, base_url=stub.url, api_key="sk-local", dimensions=3)

    embedder.embed(["hello world"])

    assert stub.requests == [
        {
            "path": "/v1/embeddings",
            "authorization": "Bearer sk-local",
            "model": MODEL,
            "input": ["hello world"],
            "encoding_format": "base64",
        }
    ]


def test_without_a_key_a_placeholder_is_sent_for_local_servers(stub: Stub) -> None:
    OpenAIEmbedder(MODEL, base_url=stub.url, dimensions=3).embed(["hi"])

    assert stub.requests[0]["authorization"] == "Bearer not-needed"


def test_the_dimensions_of_an_unknown_model_are_asked_of_the_endpoint_once(stub: Stub) -> None:
    embedder = OpenAIEmbedder(MODEL, base_url=stub.url)

    assert (embedder.id, embedder.dimensions, embedder.calls) == (f"openai:{MODEL}", 3, 0)
    assert [request["input"] for request in stub.requests] == [["dimension probe"]]


def test_the_dimensions_of_a_known_or_stated_model_need_no_request(stub: Stub) -> None:
    known = OpenAIEmbedder("text-embedding-3-small", base_url=stub.url)
    stated = OpenAIEmbedder(MODEL, base_url=stub.url, dimensions=3)

    assert (known.dimensions, stated.dimensions, stub.requests) == (1536, 3, [])


def test_vectors_come_back_in_input_order_and_unit_length(stub: Stub) -> None:
    texts = ["send an email", "weather", "convert ten euros to yen"]

    vectors = OpenAIEmbedder(MODEL, base_url=stub.url, dimensions=3).embed(texts)

    np.testing.assert_allclose(vectors, normalised(*texts), rtol=1e-6)


def test_many_texts_are_sent_in_batches_of_the_batch_size(stub: Stub) -> None:
    embedder = OpenAIEmbedder(MODEL, base_url=stub.url, dimensions=3)
    texts = [f"tool number {i}" for i in range(600)]

    vectors = embedder.embed(texts)

    assert OpenAIEmbedder.batch_size == 256
    assert [len(request["input"]) for request in stub.requests] == [256, 256, 88]
    assert [text for request in stub.requests for text in request["input"]] == texts
    assert (vectors.shape, embedder.calls) == ((600, 3), 600)


def test_a_server_error_becomes_an_embedder_error(stub: Stub) -> None:
    embedder = OpenAIEmbedder(MODEL, base_url=stub.url, dimensions=3)
    stub.status = 500

    with pytest.raises(EmbedderError) as caught:
        embedder.embed(["hello"])

    assert str(caught.value).startswith(f"embedding endpoint failed for model {MODEL!r}: Error code: 500")
    assert isinstance(caught.value.__cause__, openai.InternalServerError)
    assert len(stub.requests) >= 1


def test_a_server_error_while_probing_the_dimensions_becomes_an_embedder_error(stub: Stub) -> None:
    stub.status = 503

    with pytest.raises(EmbedderError, match=r"^embedding endpoint failed for model 'stub-embedder'"):
        OpenAIEmbedder(MODEL, base_url=stub.url)


def test_too_few_vectors_from_the_server_is_an_embedder_error(stub: Stub) -> None:
    stub.drop_last = True

    with pytest.raises(EmbedderError) as caught:
        OpenAIEmbedder(MODEL, base_url=stub.url, dimensions=3).embed(["one", "two"])

    assert str(caught.value) == "embedding endpoint returned 1 vectors for 2 texts"


def test_the_registry_passes_the_endpoint_options_through(stub: Stub) -> None:
    embedder = get_embedder(f"openai:{MODEL}", base_url=stub.url, api_key="sk-local")

    assert isinstance(embedder, OpenAIEmbedder)
    assert (embedder.id, embedder.dimensions) == (f"openai:{MODEL}", 3)


def test_a_memory_searches_with_the_endpoint_s_vectors(stub: Stub) -> None:
    embedder = OpenAIEmbedder(MODEL, base_url=stub.url, dimensions=3)
    tools = [
        {"id": "short", "name": "ping", "description": "Ping."},
        {"id": "long", "name": "summarise_document", "description": "Summarise a very long document in a few lines."},
    ]

    with toolmem.open("sqlite://", embedder=embedder) as mem:
        mem.tools.add(tools)
        hits = mem.tools.search("summarise this document", k=2)

        assert [request["input"] for request in stub.requests] == [
            ["ping: Ping.", "summarise document: Summarise a very long document in a few lines."],
            ["ping", "summarise", "document", "very", "long", "few", "lines"],  # the catalogue's words, once
            ["summarise this document"],
        ]  # the request's words are all the catalogue's: their vectors are reused, not asked for again
        assert {hit.id for hit in hits} == {"short", "long"}
        assert hits[0].id == "long"
        [info] = mem.store.list_workspaces()
        assert info == WorkspaceInfo("default", f"openai:{MODEL}", 3, info.created_at, 2)


def test_a_shortened_text_embedding_3_vector_is_asked_for_and_fits_the_shape(stub: Stub) -> None:
    embedder = OpenAIEmbedder("text-embedding-3-small", base_url=stub.url, dimensions=2)

    vectors = embedder.embed(["hello world"])

    assert vectors.shape == (1, 2)
    assert stub.requests[0]["dimensions"] == 2
    assert embedder.dimensions == 2


def test_the_native_length_or_another_model_sends_no_dimensions_unless_asked(stub: Stub) -> None:
    OpenAIEmbedder("text-embedding-3-small", base_url=stub.url, dimensions=1536).embed_batch(["a"])
    OpenAIEmbedder(MODEL, base_url=stub.url, dimensions=3).embed_batch(["b"])
    OpenAIEmbedder(MODEL, base_url=stub.url, dimensions=2, send_dimensions=True).embed_batch(["c"])

    assert [request.get("dimensions") for request in stub.requests] == [None, None, 2]
    with pytest.raises(toolmem.ConfigError, match="send_dimensions=True needs dimensions=N"):
        OpenAIEmbedder(MODEL, base_url=stub.url, send_dimensions=True)
