"""Call evaluation by the chat model, ReMe-style (summary, evaluation, score 0/0.5/1), now or in the
background, over a real SQLite store and the OpenAI stub server."""

import json
import logging
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import toolmem
from openai_stub import OpenAIStub, Reply, scrub_environment
from toolmem.errors import ConfigError, LLMError, NotFoundError, ValidationError
from toolmem.experience.evaluation import CallEvaluator
from toolmem.llm import ChatModel
from toolmem.memory import Memory
from toolmem.records import Call

FLIGHTS = {"id": "flights.search", "name": "search_flights", "description": "Find flights between two airports."}


@pytest.fixture(autouse=True)
def no_ambient_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    scrub_environment(monkeypatch)


@pytest.fixture
def mem(tmp_path: Path, stub: OpenAIStub) -> Iterator[Memory]:
    llm = ChatModel("stub-model", base_url=stub.url, api_key="test")
    with toolmem.open(tmp_path / "m.db", embedder="hash", llm=llm) as memory:
        memory.tools.add([FLIGHTS])
        yield memory
    llm.close()


def judge(body: dict[str, Any]) -> str:
    """Score every call shown: successes 1, failures 0, each summarised by its index."""
    prompt = body["messages"][-1]["content"]
    blocks = re.findall(r"^Call index (\d+): (.*?)(?=^Call index |\Z)", prompt, re.M | re.S)
    items = [
        {
            "index": int(index),
            "summary": f"summary {index}",
            "evaluation": f"evaluation {index}",
            "score": 0 if "Outcome: failure" in block else 1,
        }
        for index, block in blocks
    ]
    return json.dumps({"evaluations": items})


def record(mem: Memory, n: int, **extra: Any) -> list[Call]:
    return mem.calls.record_many(
        [
            {"tool_id": "flights.search", "input": {"i": i}, "output": f"result {i}", "success": i % 5 != 0}
            for i in range(n)
        ],
        **extra,
    )


def by_id(mem: Memory) -> list[Call]:
    return sorted(mem.calls.list(limit=None), key=lambda call: call.id)


# now ----------------------------------------------------------------------------------------------
def test_calls_are_judged_in_batches_by_index_and_saved(mem: Memory, stub: OpenAIStub) -> None:
    calls = sorted(record(mem, 25), key=lambda call: call.id)
    stub.chat = judge

    judged = mem.calls.evaluate(batch_size=10)

    assert [len(re.findall(r"^Call index", p, re.M)) for p in stub.prompts()] == [10, 10, 5]
    assert all(r.body["response_format"] == {"type": "json_object"} for r in stub.chat_requests)
    expected = []
    for call in calls:
        index = (call.id - calls[0].id) % 10
        expected.append(
            Call(
                **{
                    **call.__dict__,
                    "summary": f"summary {index}",
                    "evaluation": f"evaluation {index}",
                    "score": 1.0 if call.success else 0.0,
                }
            )
        )
    assert judged == expected
    assert by_id(mem) == expected


def test_only_calls_not_yet_judged_are_judged_by_default(mem: Memory, stub: OpenAIStub) -> None:
    record(mem, 3)
    stub.chat = judge
    mem.calls.evaluate()

    assert mem.calls.evaluate() == []
    assert len(stub.chat_requests) == 1


def test_chosen_calls_are_judged_again_and_unknown_ids_are_not_found(mem: Memory, stub: OpenAIStub) -> None:
    calls = record(mem, 3)
    stub.chat = judge
    mem.calls.evaluate()

    again = mem.calls.evaluate([calls[2].id, calls[0].id])

    assert [call.id for call in again] == [calls[0].id, calls[2].id]
    with pytest.raises(NotFoundError, match=r"^no call '999'; no kept call in workspace 'default' has this id$"):
        mem.calls.evaluate([999])
    assert len(stub.chat_requests) == 2


def test_what_parses_is_kept_and_the_rest_dropped(mem: Memory, stub: OpenAIStub) -> None:
    first, second, third, fourth = sorted(record(mem, 4), key=lambda call: call.id)
    stub.replies.append(
        json.dumps(
            {
                "evaluations": [
                    {"index": 0, "summary": "Found flights.", "evaluation": "Fits the request.", "score": 0.5},
                    {"index": 1, "summary": "Bad score.", "score": 0.7},
                    {"index": 2, "evaluation": "No score at all."},
                    {"index": 9, "summary": "Not in the batch.", "score": 1},
                    {"index": 0, "summary": "A second verdict for index 0.", "score": 0},
                    {"index": 3, "score": "1"},
                    "garbage",
                ]
            }
        )
    )

    mem.calls.evaluate()

    assert [(c.summary, c.evaluation, c.score) for c in by_id(mem)] == [
        ("Found flights.", "Fits the request.", 0.5),
        (None, None, None),
        (None, None, None),
        (None, None, 1.0),
    ]
    assert [first.id, second.id, third.id, fourth.id] == [c.id for c in by_id(mem)]


@pytest.mark.parametrize("answer", ["Sorry, I cannot.", json.dumps({"verdicts": []}), json.dumps([1, 2])])
def test_an_unusable_answer_is_an_llm_error_naming_the_batch(mem: Memory, stub: OpenAIStub, answer: str) -> None:
    calls = sorted(record(mem, 4), key=lambda call: call.id)
    stub.chat = judge
    stub.replies.extend([judge({"messages": [{"content": ""}]}), answer])

    with pytest.raises(LLMError, match=rf"^evaluating batch 2 of 2 \(calls {calls[2].id}-{calls[3].id}\): "):
        mem.calls.evaluate(batch_size=2)


def test_evaluation_without_a_model_says_how_to_configure_one(tmp_path: Path) -> None:
    with toolmem.open(tmp_path / "plain.db", embedder="hash") as plain:
        plain.tools.add([FLIGHTS])
        with pytest.raises(ConfigError, match=r"^evaluating calls needs a chat model: pass llm=ChatModel\("):
            plain.calls.evaluate()
        with pytest.raises(ConfigError, match=r"^evaluating calls needs a chat model"):
            plain.calls.record("flights.search", input={"a": 1}, evaluate=True)
        assert plain.calls.list() == []


def test_the_batch_size_must_be_positive(mem: Memory, stub: OpenAIStub) -> None:
    with pytest.raises(ValidationError, match=r"^batch_size: must be a positive integer, got 0$"):
        mem.calls.evaluate(batch_size=0)
    assert stub.requests == []


# in the background ----------------------------------------------------------------------------------
def test_record_with_evaluate_returns_before_the_model_answers_and_the_results_land(
    mem: Memory, stub: OpenAIStub
) -> None:
    release = threading.Event()

    def held(body: dict[str, Any]) -> str:
        release.wait(30)
        return judge(body)

    stub.chat = held
    call = mem.calls.record("flights.search", input={"from": "LIS"}, output="3 flights", evaluate=True)

    assert by_id(mem)[0].summary is None  # the model has not answered yet
    assert not mem.calls.wait_evaluations(0.05)
    release.set()
    assert mem.calls.wait_evaluations(30)
    assert [(c.id, c.summary, c.evaluation, c.score) for c in by_id(mem)] == [
        (call.id, "summary 0", "evaluation 0", 1.0)
    ]


def test_background_batches_keep_the_callers_own_summary_and_score(mem: Memory, stub: OpenAIStub) -> None:
    stub.chat = judge
    mem.calls.record_many(
        [
            {"tool_id": "flights.search", "input": {"i": 1}, "summary": "mine", "score": 0.25},
            {"tool_id": "flights.search", "input": {"i": 2}, "evaluation": "mine too"},
        ],
        evaluate=True,
    )

    assert mem.calls.wait_evaluations(30)
    assert [(c.summary, c.evaluation, c.score) for c in by_id(mem)] == [
        ("mine", "evaluation 0", 0.25),
        ("summary 1", "mine too", 1.0),
    ]


def test_calls_queued_while_the_model_works_go_out_together(tmp_path: Path, stub: OpenAIStub) -> None:
    asked, release = threading.Event(), threading.Event()

    def held(body: dict[str, Any]) -> str:
        asked.set()
        release.wait(30)
        return judge(body)

    stub.chat = held
    llm = ChatModel("stub-model", base_url=stub.url)
    with toolmem.open(tmp_path / "b.db", embedder="hash") as memory:
        memory.tools.add([FLIGHTS])
        evaluator = CallEvaluator(memory.space, llm, batch_size=3)
        calls = record(memory, 7)
        evaluator.submit(calls[:1])
        assert asked.wait(30)  # the first call is with the model
        evaluator.submit(calls[1:])
        release.set()
        assert evaluator.wait(30)
        evaluator.close()
        judged = [c for c in memory.calls.list(limit=None) if c.summary is not None]
    llm.close()
    assert [len(re.findall(r"^Call index", p, re.M)) for p in stub.prompts()] == [1, 3, 3]
    assert (evaluator.judged, evaluator.failed, len(judged)) == (7, 0, 7)


def test_a_failed_background_batch_is_logged_and_the_calls_stay_unjudged(
    mem: Memory, stub: OpenAIStub, caplog: pytest.LogCaptureFixture
) -> None:
    stub.replies.append(Reply(500))

    with caplog.at_level(logging.WARNING, logger="toolmem"):
        record(mem, 2, evaluate=True)
        assert mem.calls.wait_evaluations(30)

    assert [c.summary for c in by_id(mem)] == [None, None]
    assert mem.calls.evaluator is not None
    assert (mem.calls.evaluator.judged, mem.calls.evaluator.failed) == (0, 2)
    messages = [r.getMessage() for r in caplog.records if r.name == "toolmem"]
    assert len(messages) == 1
    assert messages[0].startswith("evaluating 2 recorded call(s) failed, they stay unjudged: ")


def test_duplicates_are_not_queued_again(mem: Memory, stub: OpenAIStub) -> None:
    stub.chat = judge
    mem.calls.record("flights.search", input={"a": 1}, created_at=5.0, evaluate=True)
    mem.calls.record("flights.search", input={"a": 1}, created_at=5.0, evaluate=True)

    assert mem.calls.wait_evaluations(30)
    assert len(stub.chat_requests) == 1
