"""Idempotency keys: a retried write is done once and answered as the first time, on both backends."""

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

import toolmem
from toolmem.errors import IdempotencyKeyError, PlanNotFoundError, ValidationError
from toolmem.memory import Memory

TOOLS = [{"id": "weather.forecast", "name": "get_forecast", "description": "Weather forecast for a city."}]
STEPS = [{"tool_id": "weather.forecast", "arguments": {"city": "Paris"}}]


@pytest.fixture
def mem(db_url: str) -> Iterator[Memory]:
    with toolmem.open(db_url, embedder="hash") as opened:
        opened.tools.add(TOOLS)
        yield opened


def test_a_call_recorded_again_under_its_key_is_stored_once_and_answered_as_the_first_time(mem: Memory) -> None:
    first = mem.calls.record("weather.forecast", request="rain?", output="showers", idempotency_key="k-1")
    again = mem.calls.record("weather.forecast", request="rain?", output="showers", idempotency_key="k-1")

    assert again == first
    assert first.id > 0
    assert [call.id for call in mem.calls.list()] == [first.id]
    assert mem.calls.stats("weather.forecast").calls == 1


def test_without_a_key_a_retried_call_is_recorded_twice(mem: Memory) -> None:
    mem.calls.record("weather.forecast", request="rain?", output="showers")
    mem.calls.record("weather.forecast", request="rain?", output="showers")

    assert mem.calls.stats("weather.forecast").calls == 2


def test_a_batch_under_a_key_is_replayed_whole(mem: Memory) -> None:
    batch = [{"tool_id": "weather.forecast", "request": f"rain {i}?", "output": "ok"} for i in range(3)]
    first = mem.calls.record_many(batch, idempotency_key="batch")
    again = mem.calls.record_many(batch, idempotency_key="batch")

    assert again == first
    assert mem.calls.stats("weather.forecast").calls == 3


def test_the_same_key_for_another_request_is_refused_and_writes_nothing(mem: Memory) -> None:
    mem.calls.record("weather.forecast", request="rain?", idempotency_key="k-1")

    with pytest.raises(IdempotencyKeyError) as caught:
        mem.calls.record("weather.forecast", request="snow?", idempotency_key="k-1")
    with pytest.raises(IdempotencyKeyError):
        mem.history({"user": "1"}).append("user", "hello", idempotency_key="k-1")

    assert caught.value.key == "k-1"
    assert caught.value.field == "idempotency_key"
    assert mem.calls.stats("weather.forecast").calls == 1
    assert mem.history({"user": "1"}).messages() == []


def test_keys_belong_to_their_workspace(db_url: str) -> None:
    with toolmem.open(db_url, workspace="a", embedder="hash") as a, toolmem.open(db_url, workspace="b") as b:
        for mem in (a, b):
            mem.tools.add(TOOLS)
            mem.calls.record("weather.forecast", request=f"rain in {mem.workspace}?", idempotency_key="same")

        assert a.calls.stats("weather.forecast").calls == b.calls.stats("weather.forecast").calls == 1


def test_messages_appended_again_under_their_key_are_appended_once(mem: Memory) -> None:
    chat = mem.history({"user": "42"})
    first = chat.extend(
        [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}], idempotency_key="m"
    )
    again = chat.extend(
        [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}], idempotency_key="m"
    )

    assert again == first
    assert [m.content for m in chat.messages()] == ["hi", "hello"]


def test_feedback_sent_again_under_its_key_moves_the_score_once(mem: Memory) -> None:
    plan_id = mem.plans.store("weather in Paris", STEPS)
    first = mem.plans.feedback(plan_id, success=False, idempotency_key="f")
    again = mem.plans.feedback(plan_id, success=False, idempotency_key="f")

    assert again == first
    assert first is not None
    assert (first.score, first.failures) == (pytest.approx(0.7), 1)
    assert mem.plans.get(plan_id).score == pytest.approx(0.7)


def test_feedback_that_evicted_a_plan_is_answered_as_evicted_again(mem: Memory) -> None:
    plan_id = mem.plans.store("weather in Paris", STEPS)
    mem.plans.configure(min_score=0.9)

    assert mem.plans.feedback(plan_id, success=False, idempotency_key="evict") is None
    assert mem.plans.feedback(plan_id, success=False, idempotency_key="evict") is None
    with pytest.raises(PlanNotFoundError):
        mem.plans.feedback(plan_id, success=False)


def test_concurrent_requests_under_one_key_write_once_and_all_get_the_same_answer(mem: Memory) -> None:
    def record(_: int) -> int:
        return mem.calls.record("weather.forecast", request="rain?", output="x", idempotency_key="race").id

    with ThreadPoolExecutor(8) as pool:
        ids = list(pool.map(record, range(24)))

    assert len(set(ids)) == 1
    assert ids[0] > 0
    assert mem.calls.stats("weather.forecast").calls == 1


@pytest.mark.parametrize("key", ["", "x" * 256, "line\nbreak", "nul\0", "\ud800", 42])
def test_a_malformed_key_is_a_validation_error(mem: Memory, key: object) -> None:
    with pytest.raises(ValidationError) as caught:
        mem.calls.record("weather.forecast", idempotency_key=key)  # type: ignore[arg-type]

    assert caught.value.field == "idempotency_key"
    assert mem.calls.list() == []
