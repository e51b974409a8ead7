"""LLM rerank, the second stage of tool search, against the OpenAI stub server."""

import json
import logging
import threading
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import toolmem
from openai_stub import OpenAIStub, Reply, scrub_environment
from rerank_script import candidates, reverse
from toolmem.errors import ConfigError
from toolmem.memory import Memory
from toolmem.records import ToolHit
from toolmem.tools.rerank import LLMReranker, Reranker

TOOLS = [
    {
        "id": f"t{i:02d}",
        "name": f"tool_{i:02d}",
        "description": f"Weather forecast variant {i} for a city, with rain and wind. " + "detail " * 200,
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}, "day": {"type": "string"}}},
    }
    for i in range(25)
]
QUERY = "weather forecast for a city with rain"


@pytest.fixture(autouse=True)
def no_ambient_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    scrub_environment(monkeypatch)


@pytest.fixture
def mem(db: str, stub: OpenAIStub) -> Iterator[Memory]:
    llm = toolmem.ChatModel("stub-model", base_url=stub.url, api_key="test")
    with toolmem.open(db, embedder="hash", llm=llm) as opened:
        opened.tools.add(TOOLS)
        yield opened
    llm.close()


def fused(mem: Memory, k: int) -> list[str]:
    return [hit.id for hit in mem.tools.search(QUERY, k=k)]


def test_the_model_sees_twenty_candidates_once_and_its_selection_leads_the_hits(mem: Memory, stub: OpenAIStub) -> None:
    stub.chat = reverse
    top20 = fused(mem, 20)

    hits = mem.tools.search(QUERY, k=5, rerank=True)

    assert len(stub.chat_requests) == 1
    assert candidates(stub.chat_requests[0].body) == top20
    # selected (the last two candidates, last first), then the rest by the model's relevance
    assert [hit.id for hit in hits] == [top20[19], top20[18], top20[17], top20[16], top20[15]]
    assert [hit.rank for hit in hits] == [1, 2, 3, 4, 5]
    assert hits[0].reasons["rerank"] == 1.0
    assert hits[0].justification == f"judged {top20[19]}"
    assert hits[0].to_dict()["justification"] == f"judged {top20[19]}"
    assert "dense" in hits[0].reasons


def test_the_request_is_bounded_json_mode_and_descriptions_are_trimmed(mem: Memory, stub: OpenAIStub) -> None:
    stub.chat = reverse

    mem.tools.search(QUERY, k=3, rerank=True)

    body = stub.chat_requests[0].body
    assert body["response_format"] == {"type": "json_object"}
    assert body["max_tokens"] == 60 + 40 * 20
    prompt = body["messages"][-1]["content"]
    assert "detail " * 100 not in prompt  # 200 repeated words cut to the token budget
    assert "parameters: city, day" in prompt
    assert "select at most 3" in prompt
    assert toolmem.count_tokens(prompt) < 20 * 120  # 80 description tokens and the rest per candidate


def test_the_number_of_candidates_is_configurable(mem: Memory, stub: OpenAIStub) -> None:
    stub.chat = reverse
    mem.tools.reranker = LLMReranker(mem.llm, candidates=8)  # type: ignore[arg-type]

    hits = mem.tools.search(QUERY, k=3, rerank=True)

    assert len(candidates(stub.chat_requests[0].body)) == 8
    assert len(hits) == 3


class ShortestFirst(Reranker):
    """A reranker of the user's own, with no chat model: shortest description first."""

    candidates = 6

    def rerank(self, query: str, hits: Sequence[ToolHit], k: int) -> list[ToolHit]:
        ordered = sorted(hits, key=lambda hit: (len(hit.tool.description), hit.rank))
        return [replace(hit, rank=rank) for rank, hit in enumerate(ordered, 1)]


def test_open_takes_a_reranker_of_the_user_s_own_and_search_uses_it_without_a_chat_model(tmp_path: Path) -> None:
    tools = [toolmem.Tool(id=f"t{n}", name=f"weather_{n}", description="weather " + "x" * (10 - n)) for n in range(8)]
    with toolmem.open(str(tmp_path / "own.db"), embedder="hash", reranker=ShortestFirst()) as own:
        own.tools.add(tools)
        fused = own.tools.search("weather", k=8)
        hits = own.tools.search("weather", k=3, rerank=True)

    candidates_seen = sorted(fused[:6], key=lambda hit: len(hit.tool.description))
    assert [hit.id for hit in hits] == [hit.id for hit in candidates_seen[:3]]
    assert [hit.rank for hit in hits] == [1, 2, 3]


@pytest.mark.parametrize(
    "answer",
    [
        "not json at all",
        json.dumps({"scores": [{"tool_name": "t01", "relevance_score": 7}]}),
        json.dumps({"scores": "none", "selected_tools": ["t01"]}),
        json.dumps({"scores": [], "selected_tools": ["invented.tool"]}),
        Reply(500),
    ],
    ids=["not-json", "score-out-of-range", "wrong-type", "only-invented-ids", "api-error"],
)
def test_a_failed_rerank_keeps_the_fused_order_and_warns(
    mem: Memory, stub: OpenAIStub, answer: Any, caplog: pytest.LogCaptureFixture
) -> None:
    expected = mem.tools.search(QUERY, k=5)
    stub.replies.append(answer)

    with caplog.at_level(logging.WARNING, logger="toolmem"):
        hits = mem.tools.search(QUERY, k=5, rerank=True)

    assert hits == expected
    assert len(stub.chat_requests) == 1  # no retry
    warnings = [r.getMessage().split(":")[0] for r in caplog.records if r.name == "toolmem"]
    assert warnings == ["rerank skipped, fused order kept"]


def test_a_model_slower_than_the_timeout_leaves_the_fused_order(mem: Memory, stub: OpenAIStub) -> None:
    release = threading.Event()

    def slow(body: dict[str, Any]) -> str:
        release.wait(30)
        return reverse(body)

    stub.chat = slow
    mem.tools.reranker = LLMReranker(mem.llm, timeout=0.3)  # type: ignore[arg-type]
    expected = mem.tools.search(QUERY, k=4)
    try:
        hits = mem.tools.search(QUERY, k=4, rerank=True)
    finally:
        release.set()

    assert hits == expected


def test_answers_are_cached_per_query_and_candidate_set(mem: Memory, stub: OpenAIStub) -> None:
    stub.chat = reverse

    first = mem.tools.search(QUERY, k=5, rerank=True)
    again = mem.tools.search(QUERY, k=5, rerank=True)
    assert (again, len(stub.chat_requests)) == (first, 1)

    changed = {**TOOLS[0], "description": "Weather forecast for a city, with rain and wind, updated."}
    mem.tools.add([changed])
    mem.tools.search(QUERY, k=5, rerank=True)
    assert len(stub.chat_requests) == 2


def test_a_cache_size_of_zero_asks_the_model_for_every_search(mem: Memory, stub: OpenAIStub) -> None:
    stub.chat = reverse
    mem.tools.reranker = LLMReranker(mem.llm, cache_size=0)  # type: ignore[arg-type]

    first = mem.tools.search(QUERY, k=5, rerank=True)
    again = mem.tools.search(QUERY, k=5, rerank=True)

    assert (again, len(stub.chat_requests)) == (first, 2)


def test_invented_and_repeated_ids_in_the_answer_are_ignored(mem: Memory, stub: OpenAIStub) -> None:
    top = fused(mem, 20)
    stub.replies.append(
        json.dumps(
            {
                "scores": [
                    {"tool_name": "ghost", "relevance_score": 1.0},
                    {"tool_name": top[3], "relevance_score": 0.9},
                ],
                "selected_tools": ["ghost", top[3], top[3]],
            }
        )
    )

    hits = mem.tools.search(QUERY, k=3, rerank=True)

    assert [hit.id for hit in hits] == [top[3], top[0], top[1]]
    assert "rerank" not in hits[1].reasons
    assert hits[1].justification is None


def test_rerank_without_a_chat_model_is_a_configuration_error(db: str) -> None:
    with toolmem.open(db, embedder="hash") as mem:
        mem.tools.add(TOOLS[:2])
        with pytest.raises(ConfigError, match="rerank=True needs a chat model"):
            mem.tools.search(QUERY, rerank=True)


@pytest.mark.parametrize(
    "settings", [{"candidates": 0}, {"description_tokens": -1}, {"timeout": 0}, {"cache_size": -1}]
)
def test_reranker_settings_are_checked(stub: OpenAIStub, settings: dict[str, Any]) -> None:
    llm = toolmem.ChatModel("stub-model", base_url=stub.url)
    with pytest.raises(ConfigError):
        LLMReranker(llm, **settings)
    llm.close()
