import json
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

import toolmem
from toolmem.errors import NotFoundError, PayloadTooLargeError, ToolNotFoundError, ValidationError
from toolmem.experience.log import ExperienceLog
from toolmem.memory import Memory
from toolmem.records import Call, ToolStats, content_hash
from toolmem.text.tokens import count_tokens
from toolmem.text.truncate import truncate_output

TOOLS = [
    {"id": "weather.forecast", "name": "get_forecast", "description": "Weather forecast: rain, wind, temperature."},
    {"id": "finance.fx", "name": "convert_currency", "description": "Convert money from one currency to another."},
]


@pytest.fixture
def mem(db: str) -> Iterator[Memory]:
    with toolmem.open(db, embedder="hash") as opened:
        opened.tools.add(TOOLS)
        yield opened


def expected_call(call_id: int, **fields: Any) -> Call:
    """The call the log should store for these ``record`` arguments (no token cap)."""
    call = Call(**fields)
    identity = {
        "tool_id": call.tool_id,
        "request": call.request,
        "input": call.input,
        "output": call.output,
        "success": call.success,
        "error": call.error,
        "created_at": call.created_at,
    }
    return replace(call, id=call_id, content_hash=content_hash(identity))


def stats(tool_id: str, **fields: Any) -> ToolStats:
    defaults: dict[str, Any] = {
        "calls": 0,
        "successes": 0,
        "success_rate": 0.0,
        "avg_time_cost": 0.0,
        "p50_time_cost": 0.0,
        "p95_time_cost": 0.0,
        "avg_token_cost": 0.0,
        "last_error": None,
        "first_seen": None,
        "last_seen": None,
        "window": None,
    }
    return ToolStats(tool_id=tool_id, **{**defaults, **fields})


# record and read back -------------------------------------------------------------------------
def test_a_recorded_call_is_returned_and_listed_with_every_field(mem: Memory) -> None:
    call = mem.calls.record(
        "weather.forecast",
        request="will it rain in Lisbon?",
        input={"city": "Lisbon", "days": 3},
        output="light rain",
        success=True,
        time_cost=0.21,
        token_cost=40,
        created_at=1000.0,
        metadata={"agent": "planner"},
        evaluation="answered the question",
        score=0.9,
    )

    assert call == expected_call(
        1,
        tool_id="weather.forecast",
        request="will it rain in Lisbon?",
        input={"city": "Lisbon", "days": 3},
        output="light rain",
        time_cost=0.21,
        token_cost=40,
        created_at=1000.0,
        metadata={"agent": "planner"},
        evaluation="answered the question",
        score=0.9,
    )
    assert mem.calls.list() == [call]


def test_record_many_stores_dicts_and_call_objects_and_lists_them_newest_first(mem: Memory) -> None:
    first = {"tool_id": "finance.fx", "request": "20 EUR in JPY", "input": {"amount": 20}, "output": "3,400 JPY"}
    second = Call(
        tool_id="weather.forecast", request="wind in Porto", output="", success=False, error="timeout", token_cost=3
    )

    recorded = mem.calls.record_many([{**first, "created_at": 1.0, "token_cost": 9}, replace(second, created_at=2.0)])

    assert recorded == [
        expected_call(1, **first, created_at=1.0, token_cost=9),
        expected_call(2, **{**second.__dict__, "created_at": 2.0}),
    ]
    assert mem.calls.list() == recorded[::-1]
    assert mem.calls.list("finance.fx") == recorded[:1]
    assert mem.calls.list(success=False) == recorded[1:]
    assert mem.calls.list(limit=1, offset=1) == recorded[:1]


def test_a_call_recorded_without_a_time_is_stamped_now(mem: Memory) -> None:
    call = mem.calls.record("finance.fx")

    assert call.created_at > 1.7e9
    assert mem.calls.list() == [call]


def test_the_token_cost_is_counted_from_the_sorted_json_input_and_the_output_when_omitted(mem: Memory) -> None:
    call = mem.calls.record("weather.forecast", input={"days": 3, "city": "Lisbon"}, output="light rain")

    assert count_tokens('{"city": "Lisbon", "days": 3}') + count_tokens("light rain") == 13 + 2
    assert call.token_cost == 15


# validation -----------------------------------------------------------------------------------
def test_a_call_of_an_unknown_tool_is_a_tool_not_found_error_and_writes_nothing(mem: Memory) -> None:
    with pytest.raises(ToolNotFoundError) as caught:
        mem.calls.record("weather.nope", output="x")

    assert (caught.value.tool_id, caught.value.workspace) == ("weather.nope", "default")
    assert mem.calls.list() == []


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("success", "yes", "success: must be true or false, got 'yes'"),
        ("time_cost", -0.5, "time_cost: must be a non-negative number, got -0.5"),
        ("token_cost", -1, "token_cost: must be a non-negative 64-bit integer, got -1"),
        ("token_cost", 1.5, "token_cost: must be a non-negative 64-bit integer, got 1.5"),
        ("score", 1.5, "score: must be within [0, 1], got 1.5"),
        ("request", 42, "request: must be a string, got 42"),
        ("error", 3, "error: must be a string, got 3"),
    ],
)
def test_a_field_of_the_wrong_type_is_a_validation_error_naming_it(
    mem: Memory, field: str, value: Any, message: str
) -> None:
    with pytest.raises(ValidationError) as caught:
        mem.calls.record("weather.forecast", **{field: value})

    assert (caught.value.field, str(caught.value)) == (field, message)


def test_an_input_that_is_not_json_serialisable_is_a_validation_error_naming_input(mem: Memory) -> None:
    with pytest.raises(ValidationError) as caught:
        mem.calls.record("weather.forecast", input={"when": object()})

    assert caught.value.field == "input"
    assert str(caught.value).startswith("input: must be JSON-serialisable: Object of type object")


def deep(levels: int) -> Any:
    value: Any = 1
    for _ in range(levels):
        value = {"a": value}
    return value


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"request": "rain\ud800"}, "request"),
        ({"output": "ok\udfff"}, "output"),
        ({"output": "a\0b"}, "output"),
        ({"error": "\ud800", "success": False}, "error"),
        ({"evaluation": "\ud800"}, "evaluation"),
        ({"input": {"city": "\ud800"}}, "input/city"),
        ({"input": deep(300)}, "input"),
        ({"metadata": deep(129)}, "metadata"),
        ({"output": deep(300)}, "output"),
        ({"created_at": 1e308}, "created_at"),
        ({"created_at": -5}, "created_at"),
    ],
)
def test_a_value_no_reader_could_handle_is_refused_naming_the_field_and_writes_nothing(
    mem: Memory, fields: dict[str, Any], field: str
) -> None:
    with pytest.raises(ValidationError) as caught:
        mem.calls.record("weather.forecast", **fields)

    assert caught.value.field == field
    assert mem.calls.list() == []


def test_a_tool_id_with_nul_is_refused(mem: Memory) -> None:
    with pytest.raises(ValidationError) as caught:
        mem.calls.record("weather.forecast\0")

    assert caught.value.field == "tool_id"


def test_an_unknown_field_in_a_batch_is_a_validation_error(mem: Memory) -> None:
    with pytest.raises(ValidationError) as caught:
        mem.calls.record_many([{"tool_id": "finance.fx", "colour": "red"}])

    assert caught.value.field == "colour"


def test_a_payload_over_the_limit_is_refused_naming_its_size_and_writes_nothing(mem: Memory) -> None:
    log = ExperienceLog(mem.space, mem.embedder, max_payload_bytes=100)

    with pytest.raises(ValidationError) as caught:
        log.record("weather.forecast", input={"q": "x" * 50}, output="é" * 30)  # 59 + 60 bytes

    assert caught.value.field == "input+output"
    assert str(caught.value) == "input+output: 119 bytes exceed the limit of 100; cap the output or raise the limit"
    assert log.list() == []


def test_a_payload_over_the_limit_is_a_payload_too_large_error(mem: Memory) -> None:
    log = ExperienceLog(mem.space, mem.embedder, max_payload_bytes=100)

    with pytest.raises(PayloadTooLargeError) as caught:
        log.record("weather.forecast", input={"q": "x" * 50}, output="é" * 30)

    assert (caught.value.field, caught.value.size, caught.value.limit) == ("input+output", 119, 100)


def test_a_batch_with_one_bad_call_writes_nothing_and_names_the_position(mem: Memory) -> None:
    good = {"tool_id": "finance.fx", "request": "20 EUR in JPY", "output": "3,400 JPY", "created_at": 1.0}

    with pytest.raises(ValidationError) as caught:
        mem.calls.record_many([good, {**good, "success": "yes"}])
    with pytest.raises(ToolNotFoundError):
        mem.calls.record_many([good, {**good, "tool_id": "nope"}])

    assert caught.value.field == "calls[1].success"
    assert mem.calls.list() == []
    assert mem.calls.stats("finance.fx") == stats("finance.fx")


# deduplication --------------------------------------------------------------------------------
def test_the_same_call_at_the_same_time_is_stored_once_and_counted_once(mem: Memory) -> None:
    fields: dict[str, Any] = {"request": "20 EUR in JPY", "output": "3,400 JPY", "time_cost": 2.0, "created_at": 7.0}

    first = mem.calls.record("finance.fx", **fields)
    again = mem.calls.record("finance.fx", **fields)

    assert first.id == 1
    assert again == replace(first, id=0)
    assert mem.calls.list() == [first]
    assert mem.calls.stats("finance.fx").calls == 1


def test_the_same_call_at_another_time_is_a_second_call(mem: Memory) -> None:
    mem.calls.record("finance.fx", output="3,400 JPY", created_at=7.0)
    mem.calls.record("finance.fx", output="3,400 JPY", created_at=8.0)

    assert [call.created_at for call in mem.calls.list()] == [8.0, 7.0]


# statistics -----------------------------------------------------------------------------------
def test_stats_give_counts_rate_averages_and_time_percentiles(mem: Memory) -> None:
    for t, seconds in enumerate([1.0, 2.0, 3.0, 4.0, 5.0], start=1):
        mem.calls.record("weather.forecast", time_cost=seconds, token_cost=10 * t, created_at=float(t), success=t != 2)

    assert mem.calls.stats("weather.forecast") == stats(
        "weather.forecast",
        calls=5,
        successes=4,
        success_rate=0.8,
        avg_time_cost=3.0,
        p50_time_cost=3.0,
        p95_time_cost=pytest.approx(4.8),
        avg_token_cost=30.0,
        first_seen=1.0,
        last_seen=5.0,
    )


def test_stats_of_the_recent_calls_cover_only_the_last_ones(mem: Memory) -> None:
    for t, (seconds, ok) in enumerate([(9.0, True), (9.0, False), (1.0, True), (2.0, False), (3.0, True)], start=1):
        mem.calls.record("weather.forecast", time_cost=seconds, token_cost=6, created_at=float(t), success=ok)

    assert mem.calls.stats("weather.forecast", recent=3) == stats(
        "weather.forecast",
        calls=3,
        successes=2,
        success_rate=pytest.approx(2 / 3),
        avg_time_cost=2.0,
        p50_time_cost=2.0,
        p95_time_cost=pytest.approx(2.9),
        avg_token_cost=6.0,
        first_seen=3.0,
        last_seen=5.0,
        window=3,
    )


def test_the_last_error_is_that_of_the_most_recent_failure(mem: Memory) -> None:
    mem.calls.record("finance.fx", success=False, error="HTTP 500", created_at=1.0)
    mem.calls.record("finance.fx", success=False, error="HTTP 503", created_at=2.0)
    mem.calls.record("finance.fx", success=True, created_at=3.0)

    assert mem.calls.stats("finance.fx").last_error == "HTTP 503"
    assert mem.calls.stats("finance.fx", recent=2).last_error == "HTTP 503"


def test_a_late_recorded_older_failure_does_not_replace_a_newer_error(mem: Memory) -> None:
    mem.calls.record("finance.fx", success=False, error="newer", created_at=5.0)
    mem.calls.record("finance.fx", success=False, error="older", created_at=3.0)

    assert mem.calls.stats("finance.fx").last_error == "newer"


def test_a_failure_recorded_after_a_newer_success_is_still_the_last_error(mem: Memory) -> None:
    mem.calls.record("finance.fx", success=True, created_at=10.0)
    mem.calls.record("finance.fx", success=False, error="HTTP 500", created_at=5.0)

    assert mem.calls.stats("finance.fx").last_error == "HTTP 500"


def test_stats_of_a_tool_never_called_are_zero(mem: Memory) -> None:
    assert mem.calls.stats("finance.fx") == stats("finance.fx")


def test_stats_of_an_unknown_tool_are_a_tool_not_found_error(mem: Memory) -> None:
    with pytest.raises(ToolNotFoundError):
        mem.calls.stats("nope")


@pytest.mark.parametrize("recent", [0, -1])
def test_a_recent_window_that_is_not_positive_is_a_validation_error(mem: Memory, recent: int) -> None:
    with pytest.raises(ValidationError) as caught:
        mem.calls.stats("finance.fx", recent=recent)

    assert caught.value.field == "recent"


# history cap ----------------------------------------------------------------------------------
def test_the_history_cap_keeps_the_newest_calls_while_totals_count_them_all(db: str) -> None:
    with toolmem.open(db, embedder="hash", history_cap=5) as mem:
        mem.tools.add(TOOLS)
        for t in range(12):
            mem.calls.record("weather.forecast", success=t % 3 != 0, time_cost=1.0, token_cost=2, created_at=float(t))

        kept = mem.calls.list("weather.forecast")
        totals = mem.calls.stats("weather.forecast")

    assert [call.created_at for call in kept] == [11.0, 10.0, 9.0, 8.0, 7.0]
    assert totals == stats(
        "weather.forecast",
        calls=12,
        successes=8,
        success_rate=pytest.approx(8 / 12),
        avg_time_cost=1.0,
        p50_time_cost=1.0,
        p95_time_cost=1.0,
        avg_token_cost=2.0,
        first_seen=0.0,
        last_seen=11.0,
    )


def test_the_history_cap_applies_per_tool(db: str) -> None:
    with toolmem.open(db, embedder="hash", history_cap=2) as mem:
        mem.tools.add(TOOLS)
        mem.calls.record_many([{"tool_id": "finance.fx", "created_at": float(t)} for t in range(3)])
        mem.calls.record("weather.forecast", created_at=9.0)

        assert [(c.tool_id, c.created_at) for c in mem.calls.list()] == [
            ("weather.forecast", 9.0),
            ("finance.fx", 2.0),
            ("finance.fx", 1.0),
        ]


# capped output --------------------------------------------------------------------------------
def test_a_capped_output_is_stored_truncated_and_kept_whole_under_its_handle(mem: Memory) -> None:
    listing = json.dumps([{"id": i, "name": f"flight {i}"} for i in range(500)])

    call = mem.calls.record("weather.forecast", output=listing, created_at=1.0, max_output_tokens=100)

    assert call.output == truncate_output(listing, 100)
    assert call.output != listing
    assert call.output_handle == content_hash({"output": listing})
    assert call.token_cost == count_tokens("null") + count_tokens(listing)
    assert mem.calls.list() == [call]
    assert mem.calls.output(call.output_handle) == listing


def test_an_output_under_the_cap_is_stored_whole_without_a_handle(mem: Memory) -> None:
    call = mem.calls.record("weather.forecast", output="light rain", max_output_tokens=100)

    assert (call.output, call.output_handle) == ("light rain", None)


def test_an_output_that_is_not_text_is_stored_as_json(mem: Memory) -> None:
    call = mem.calls.record("weather.forecast", output={"sky": "rain", "mm": 2})

    assert call.output == '{"mm": 2, "sky": "rain"}'


def test_reading_the_output_of_an_unknown_handle_is_a_not_found_error(mem: Memory) -> None:
    with pytest.raises(NotFoundError) as caught:
        mem.calls.output("f00d")

    assert (caught.value.kind, caught.value.key) == ("output", "f00d")
    assert str(caught.value) == "no output 'f00d'; in workspace 'default'"


def test_calls_are_kept_in_the_file_for_the_next_process(db: str) -> None:
    with toolmem.open(db, embedder="hash") as first:
        first.tools.add(TOOLS)
        call = first.calls.record("finance.fx", request="20 EUR in JPY", output="3,400 JPY", created_at=1.0)

    with toolmem.open(db) as second:
        assert second.calls.list() == [call]


def test_a_token_cost_beyond_64_bits_is_refused() -> None:
    with toolmem.open("sqlite://", embedder="hash") as mem:
        mem.tools.add([{"id": "t", "name": "t", "description": "a tool"}])
        with pytest.raises(toolmem.ValidationError, match="token_cost"):
            mem.calls.record(tool_id="t", request="r", output="o", token_cost=2**63)
