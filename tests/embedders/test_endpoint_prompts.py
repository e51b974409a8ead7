"""Prompts sent to an OpenAI-compatible embedding endpoint (Ollama, vLLM, TEI, LM Studio), against the stub."""

from urllib.parse import quote

import pytest

import toolmem
from openai_stub import OpenAIStub, scrub_environment
from toolmem.embedders import get_embedder
from toolmem.embedders.openai import OpenAIEmbedder
from toolmem.errors import ConfigError


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    scrub_environment(monkeypatch)


def sent(stub: OpenAIStub) -> list[list[str]]:
    return [r.body["input"] for r in stub.requests if r.path.endswith("/embeddings")]


def test_the_endpoint_gets_each_text_with_its_prompt(stub: OpenAIStub) -> None:
    embedder = get_embedder(f"openai:nomic-embed-text?prompts=nomic&base_url={quote(stub.url)}&dimensions=3")

    embedder.embed(["Sends an email."])
    embedder.embed_query("mail the team")

    assert sent(stub) == [["search_document: Sends an email."], ["search_query: mail the team"]]
    assert (
        embedder.id == "openai:nomic-embed-text?query_prompt=search_query%3A%20&document_prompt=search_document%3A%20"
    )


def test_the_id_names_the_model_and_its_prompts_but_not_the_endpoint(stub: OpenAIStub) -> None:
    embedder = get_embedder(f"openai:bge-small?prompts=bge&base_url={quote(stub.url)}&dimensions=3")

    assert isinstance(embedder, OpenAIEmbedder)
    assert embedder.id == "openai:bge-small?query_prompt=" + quote(
        "Represent this sentence for searching relevant passages: ", safe=""
    )


def test_a_workspace_reopened_without_a_spec_reaches_its_model_with_its_prompts(
    stub: OpenAIStub, db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", stub.url)
    with toolmem.open(db, embedder="openai:e5-small?prompts=e5&dimensions=3") as mem:
        mem.tools.add([{"id": "mail", "name": "send_email", "description": "Sends an email."}])
    stub.requests.clear()

    with toolmem.open(db) as mem:
        hits = mem.tools.search("mail the team")

    assert [hit.id for hit in hits] == ["mail"]
    assert ["query: mail the team"] in sent(stub)


def test_a_dimensions_option_that_is_no_number_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="embedder option dimensions must be a number, got 'many'"):
        get_embedder("openai:e5-small?dimensions=many")
