"""Query and document prompts named in an embedder's spec: applied, recorded in the id, kept apart."""

import numpy as np
import pytest

import toolmem
from toolmem.embedders import PRESETS, Prompts, get_embedder, parse_spec, query_key
from toolmem.embedders.hashing import HashEmbedder
from toolmem.errors import ConfigError, EmbedderMismatchError

E5 = "hash:64?query_prompt=query%3A%20&document_prompt=passage%3A%20"


def test_a_preset_puts_its_prompts_before_queries_and_documents() -> None:
    embedder = get_embedder("demo:8?prompts=e5")  # conftest's DemoEmbedder keeps every text it embeds

    embedder.embed(["a tool"])
    embedder.embed_query("a request")

    assert embedder.texts == ["passage: a tool", "query: a request"]


def test_the_prompts_are_part_of_the_id_and_the_id_gives_the_same_embedder_back() -> None:
    embedder = get_embedder("hash:64?prompts=e5")
    again = get_embedder(embedder.id)

    assert (embedder.id, again.id, again.prompts) == (E5, E5, Prompts("query: ", "passage: "))
    np.testing.assert_array_equal(again.embed_query("weather"), HashEmbedder(64).embed_query("query: weather"))


def test_prompts_with_any_characters_survive_the_round_trip_through_the_id() -> None:
    prompt = "Instruct: find the tool & its 100% match?\nQuery:"
    embedder = get_embedder("hash:64?query_prompt=" + prompt.replace("%", "%25").replace("&", "%26"))

    assert embedder.prompts == Prompts(query=prompt)
    assert get_embedder(embedder.id).prompts == Prompts(query=prompt)
    assert parse_spec(embedder.id) == ("hash", "64", {"query_prompt": prompt})


@pytest.mark.parametrize(
    ("name", "query", "document"),
    [
        ("e5", "query: ", "passage: "),
        ("bge", "Represent this sentence for searching relevant passages: ", ""),
        ("nomic", "search_query: ", "search_document: "),
        ("qwen3", "Instruct: Given a user request, retrieve the API tool that serves it\nQuery:", ""),
        ("none", "", ""),
    ],
)
def test_the_known_families_have_presets(name: str, query: str, document: str) -> None:
    assert Prompts.preset(name) == Prompts(query, document)


def test_an_explicit_prompt_changes_one_side_of_a_preset() -> None:
    embedder = get_embedder("hash:64?prompts=e5&document_prompt=")

    assert embedder.prompts == Prompts("query: ", "")
    assert embedder.id == "hash:64?query_prompt=query%3A%20"


def test_no_prompts_leave_the_id_as_it_was() -> None:
    assert get_embedder("hash:64?prompts=none").id == "hash:64"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("hash:64?prompts=e6", f"unknown prompts 'e6'; choose one of {', '.join(sorted(PRESETS))}"),
        ("hash:64?prompts", "embedder option 'prompts' of 'hash:64?prompts' is not key=value"),
        (
            "hash:64?prompts=e5&prompts=bge",
            "embedder option 'prompts' is given twice in 'hash:64?prompts=e5&prompts=bge'",
        ),
    ],
)
def test_a_malformed_prompt_option_is_a_config_error(spec: str, message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        get_embedder(spec)

    assert str(caught.value) == message


def test_an_option_the_embedder_does_not_take_is_a_config_error_naming_it() -> None:
    with pytest.raises(ConfigError, match=r"embedder 'hash' does not take option\(s\) 'colour'"):
        get_embedder("hash:64?colour=blue")


def test_queries_are_stored_apart_from_documents_only_when_their_prompts_differ() -> None:
    assert query_key(E5) == f"{E5}#query"
    assert get_embedder(E5).query_id == f"{E5}#query"
    assert query_key("hash:64?prompts=none") == "hash:64?prompts=none"
    assert get_embedder("hash:64").for_queries().id == "hash:64"


def test_a_request_and_a_tool_of_the_same_text_keep_their_own_vectors(db: str) -> None:
    tool = {"id": "t", "name": "send", "description": "Sends mail.", "metadata": {"summary": "send an email"}}
    with toolmem.open(db, embedder="demo:8?prompts=e5") as mem:
        mem.tools.add([tool])
        mem.calls.record(tool_id="t", request="send an email", input={}, output="ok", success=True)
        mem.tools.search("send an email")
        embedder = mem.embedder
        assert embedder is not None
        embedded = [text for text in embedder.texts if text.endswith("send an email")]
        hashes = _hashes(mem)
        stored = (mem.store.stored_vectors(embedder.id, hashes), mem.store.stored_vectors(embedder.query_id, hashes))

    # the tool as a document; the search and the past request as queries
    assert sorted(embedded) == ["passage: send an email", "query: send an email", "query: send an email"]
    assert len(set(hashes)) == 1
    assert stored == (set(hashes), set(hashes))


def _hashes(mem: toolmem.Memory) -> list[str]:
    tools = mem.store.tools(mem.workspace).changes(None, None).rows
    requests = mem.store.calls(mem.workspace).changes(None, None).rows
    return [row.text_hash for row in [*tools, *requests] if row.text_hash]


def test_a_plan_is_found_by_its_own_request_when_queries_have_a_prompt(db: str) -> None:
    with toolmem.open(db, embedder="hash:64?prompts=e5") as mem:
        mem.plans.store("refund order 42", steps=[{"tool_id": "refund", "arguments": {"order": 42}}])
        hit = mem.plans.lookup("refund order 42")

    assert hit is not None
    assert hit.similarity == pytest.approx(1.0, abs=1e-5)


def test_a_workspace_built_with_prompts_refuses_the_same_model_without_them(db: str) -> None:
    toolmem.open(db, embedder="hash:64?prompts=e5").close()

    with pytest.raises(EmbedderMismatchError) as caught:
        toolmem.open(db, embedder="hash:64")

    assert caught.value.stored == E5
    assert "toolmem -w default reindex --embedder 'hash:64'" in str(caught.value)


def test_prompts_are_chosen_before_anything_is_embedded() -> None:
    embedder = HashEmbedder(16)
    embedder.embed(["a"])

    with pytest.raises(ConfigError, match="prompts are chosen before embedder 'hash:16' embeds anything"):
        embedder.use_prompts(Prompts.preset("e5"))
