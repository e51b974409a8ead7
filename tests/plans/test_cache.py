import math
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest

import toolmem
from toolmem.errors import ConfigError, PlanNotFoundError, ValidationError
from toolmem.memory import Memory
from toolmem.plans.calibration import Calibration, CalibrationRow
from toolmem.plans.settings import PlanSettings
from toolmem.records import Plan, PlanHit, Step
from toolmem.stores import open_store
from toolmem.stores.sqlite import SQLiteStore

WEATHER = {
    "id": "weather.forecast",
    "name": "get_forecast",
    "description": "Weather forecast for the coming days: rain, wind and temperature.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
}
CURRENCY = {
    "id": "finance.fx",
    "name": "convert_currency",
    "description": "Convert an amount of money from one currency to another.",
}
PARIS = "weather in Paris tomorrow"
PARIS_STEPS = [{"tool_id": "weather.forecast", "arguments": {"city": "Paris"}, "observation": "sunny, 24°C"}]


@pytest.fixture
def db(db_url: str) -> str:
    """Every plan-cache test runs on SQLite (vectors indexed in this process) and on PostgreSQL
    (neighbours searched by pgvector inside the database)."""
    return db_url


@pytest.fixture
def mem(db: str) -> Iterator[Memory]:
    with toolmem.open(db, embedder="hash") as opened:
        opened.tools.add([WEATHER, CURRENCY])
        yield opened


def hit_for(mem: Memory, request: str) -> PlanHit:
    hit = mem.plans.lookup(request)
    assert hit is not None, f"expected a plan for {request!r}"
    return hit


# store and lookup -----------------------------------------------------------------------------
def test_a_stored_plan_is_found_for_its_request_with_structured_steps_and_observations(mem: Memory) -> None:
    plan_id = mem.plans.store(PARIS, PARIS_STEPS)

    hit = hit_for(mem, PARIS)
    stored = mem.plans.get(plan_id)

    steps = (Step(tool_id="weather.forecast", arguments={"city": "Paris"}, observation="sunny, 24°C"),)
    assert hit.id == plan_id
    assert hit.steps == steps
    assert hit.slots == {}
    assert (hit.score, hit.agreement) == (1.0, 1.0)
    assert hit.similarity == pytest.approx(1.0, abs=1e-6)
    assert stored == Plan(
        id=plan_id,
        request=PARIS,
        steps=steps,
        score=1.0,
        hits=1,
        tools={"weather.forecast": mem.tools.get("weather.forecast").content_hash},
        created_at=stored.created_at,
        updated_at=stored.created_at,
        last_used_at=stored.last_used_at,
    )
    assert stored.last_used_at is not None
    assert stored.last_used_at >= stored.created_at
    assert hit.plan == Plan(**{**stored.__dict__, "hits": 0, "last_used_at": None})
    assert mem.plans.list() == [stored]


def test_steps_may_be_step_objects_and_name_the_tool_with_tool(mem: Memory) -> None:
    as_dict = mem.plans.store(PARIS, [{"tool": "weather.forecast", "arguments": {"city": "Paris"}}])
    as_step = mem.plans.store(PARIS, [Step(tool_id="weather.forecast", arguments={"city": "Paris"})])

    assert as_dict == as_step
    assert mem.plans.get(as_dict).steps == (Step(tool_id="weather.forecast", arguments={"city": "Paris"}),)


def test_a_direct_answer_step_round_trips(mem: Memory) -> None:
    plan_id = mem.plans.store("what is six times seven", [{"answer": "42"}])

    hit = hit_for(mem, "what is six times seven")

    assert hit.id == plan_id
    assert hit.steps == (Step(answer="42"),)
    assert mem.plans.get(plan_id).tools == {}


def test_storing_the_same_request_and_steps_again_refreshes_one_plan(mem: Memory) -> None:
    first = mem.plans.store(PARIS, PARIS_STEPS)
    created = mem.plans.get(first)
    mem.plans.feedback(first, False)

    again = mem.plans.store("  WEATHER in   paris\tTomorrow ", [{**PARIS_STEPS[0], "observation": "cloudy"}])

    refreshed = mem.plans.get(first)
    assert again == first
    assert len(mem.plans) == 1
    assert refreshed.request == PARIS
    assert refreshed.steps[0].observation == "cloudy"
    assert refreshed.created_at == created.created_at
    assert (refreshed.score, refreshed.failures) == (pytest.approx(0.7), 1)


def test_the_same_request_with_other_steps_is_another_plan(mem: Memory) -> None:
    first = mem.plans.store(PARIS, PARIS_STEPS)
    second = mem.plans.store(PARIS, [{"tool_id": "weather.forecast", "arguments": {"city": "Paris", "days": 2}}])

    assert first != second
    assert len(mem.plans) == 2
    assert {plan.id for plan in mem.plans.list()} == {first, second}


def test_remove_deletes_plans_and_counts_those_that_existed(mem: Memory) -> None:
    plan_id = mem.plans.store(PARIS, PARIS_STEPS)

    assert mem.plans.remove([plan_id, "plan-missing"]) == 1
    assert mem.plans.remove(plan_id) == 0
    assert len(mem.plans) == 0
    assert mem.plans.lookup(PARIS) is None


def test_an_empty_cache_is_a_miss(mem: Memory) -> None:
    assert mem.plans.lookup(PARIS) is None
    assert len(mem.plans) == 0
    assert mem.plans.list() == []


# feedback and self-healing --------------------------------------------------------------------
def test_a_failing_plan_is_evicted_and_a_new_plan_takes_its_place(mem: Memory) -> None:
    old = mem.plans.store(PARIS, PARIS_STEPS)
    assert hit_for(mem, PARIS).id == old

    # α = 0.3, ε = 0.2: 1 → .7 → .49 → .343 → .2401 stay, the fifth failure (.16807) evicts
    kept = [mem.plans.feedback(old, False) for _ in range(4)]
    evicted = mem.plans.feedback(old, False)

    assert [plan.score if plan else None for plan in kept] == pytest.approx([0.7, 0.49, 0.343, 0.2401])
    assert [plan.failures if plan else None for plan in kept] == [1, 2, 3, 4]
    assert evicted is None
    assert mem.plans.lookup(PARIS) is None
    assert len(mem.plans) == 0
    with pytest.raises(PlanNotFoundError) as caught:
        mem.plans.get(old)
    assert (caught.value.plan_id, caught.value.workspace) == (old, "default")
    with pytest.raises(PlanNotFoundError):
        mem.plans.feedback(old, True)

    new = mem.plans.store(PARIS, [{"tool_id": "weather.forecast", "arguments": {"city": "Paris", "units": "metric"}}])

    hit = hit_for(mem, PARIS)
    assert new != old
    assert (hit.id, hit.score) == (new, 1.0)
    assert hit.steps == (Step(tool_id="weather.forecast", arguments={"city": "Paris", "units": "metric"}),)


def test_the_score_is_an_exponential_moving_average_of_outcomes_starting_at_one(mem: Memory) -> None:
    plan_id = mem.plans.store(PARIS, PARIS_STEPS)
    alpha, expected = 0.3, 1.0
    outcomes = [False, True, True, False, False, True]

    plans = [mem.plans.feedback(plan_id, outcome) for outcome in outcomes]

    scores = []
    for outcome in outcomes:
        expected = alpha * outcome + (1 - alpha) * expected
        scores.append(expected)
    assert scores[:2] == pytest.approx([0.7, 0.3 + 0.7 * 0.7])
    assert [plan.score if plan else None for plan in plans] == pytest.approx(scores, rel=1e-12)
    final = mem.plans.get(plan_id)
    assert (final.successes, final.failures) == (3, 3)
    assert final.score == pytest.approx(scores[-1], rel=1e-12)


def test_feedback_on_an_unknown_plan_is_a_plan_not_found_error(mem: Memory) -> None:
    with pytest.raises(PlanNotFoundError) as caught:
        mem.plans.feedback("plan-nope", True)

    assert (caught.value.plan_id, caught.value.workspace) == ("plan-nope", "default")


def test_a_score_exactly_at_min_score_is_kept_and_returned(mem: Memory) -> None:
    mem.plans.configure(alpha=0.5, min_score=0.5)
    plan_id = mem.plans.store(PARIS, PARIS_STEPS)

    after_one = mem.plans.feedback(plan_id, False)  # 0.5 · 0 + 0.5 · 1 = 0.5 exactly

    assert after_one is not None
    assert after_one.score == 0.5
    hit = hit_for(mem, PARIS)
    assert (hit.id, hit.score) == (plan_id, 0.5)
    assert mem.plans.feedback(plan_id, False) is None  # 0.25 < 0.5
    assert len(mem.plans) == 0


def test_a_min_score_set_to_a_plans_exact_score_still_returns_it(mem: Memory) -> None:
    plan_id = mem.plans.store(PARIS, PARIS_STEPS)
    for outcome in (False, True, False):
        mem.plans.feedback(plan_id, outcome)
    score = mem.plans.get(plan_id).score

    mem.plans.configure(min_score=score)
    assert hit_for(mem, PARIS).score == score

    mem.plans.configure(min_score=math.nextafter(score, 1.0))
    assert mem.plans.lookup(PARIS) is None
    assert len(mem.plans) == 1  # a lookup below ε skips the plan, only feedback evicts


# choosing a plan ------------------------------------------------------------------------------
def test_a_similarity_exactly_at_the_threshold_is_a_hit_and_just_below_it_a_miss(mem: Memory) -> None:
    plan_id = mem.plans.store(PARIS, [{"tool_id": "weather.forecast", "arguments": {"units": "metric"}}])
    request = "please, the weather in Paris tomorrow"
    similarity = hit_for(mem, request).similarity
    assert 0.6 <= similarity < 0.99

    mem.plans.configure(threshold=similarity)
    at = hit_for(mem, request)

    mem.plans.configure(threshold=similarity + 1e-6)
    above = mem.plans.lookup(request)

    assert (at.id, at.similarity) == (plan_id, similarity)
    assert above is None


def test_a_plan_that_keeps_working_beats_a_slightly_closer_one_that_fails(mem: Memory) -> None:
    request = "weather forecast for the weekend in Lisbon"
    closer = mem.plans.store(f"the {request}", [{"tool_id": "weather.forecast", "arguments": {"units": "metric"}}])
    working = mem.plans.store(f"{request} please", [{"tool_id": "weather.forecast", "arguments": {"units": "si"}}])
    first = hit_for(mem, request)
    assert first.id == closer

    mem.plans.feedback(closer, False)
    second = hit_for(mem, request)

    assert (second.id, second.score, second.agreement) == (working, 1.0, pytest.approx(1.0))
    assert 0 < first.similarity - second.similarity < 0.1 * (1.0 - 0.7)


def test_of_two_equally_similar_plans_the_higher_scored_one_is_returned(mem: Memory) -> None:
    worse = mem.plans.store(PARIS, [{"tool_id": "weather.forecast", "arguments": {"units": "imperial"}}])
    better = mem.plans.store(PARIS, [{"tool_id": "weather.forecast", "arguments": {"units": "metric"}}])
    mem.plans.feedback(worse, False)
    mem.plans.feedback(better, False)
    mem.plans.feedback(better, True)

    hit = hit_for(mem, "please, the weather in Paris tomorrow")

    assert (hit.id, hit.score) == (better, pytest.approx(0.79))


def test_a_request_between_plans_using_different_tools_is_a_miss_unless_agreement_is_off(mem: Memory) -> None:
    booked = mem.plans.store("book a table for two tonight", [{"tool_id": "restaurant.book"}])
    noted = mem.plans.store("book a table for two tonight", [{"tool_id": "calendar.add"}])
    request = "please book a table for two tonight"

    missed = mem.plans.lookup(request)
    mem.plans.configure(agreement=0.0, consensus=0.0)
    hit = hit_for(mem, request)

    assert missed is None
    assert hit.id in {booked, noted}
    assert hit.agreement == pytest.approx(0.5)


def test_a_plan_without_arguments_needs_the_consensus_of_the_whole_neighbourhood(mem: Memory) -> None:
    request = "book a table for two tonight"
    booked = mem.plans.store(request, [{"tool_id": "restaurant.book"}])
    mem.plans.store("book a table for two tonight please", [{"tool_id": "calendar.add"}])
    mem.plans.configure(agreement=0.0)

    asked = "Book a table for two tonight!"  # not the very request: that replays its own plan
    split = mem.plans.check(asked)
    mem.plans.configure(consensus=0.4)
    hit = hit_for(mem, asked)
    mem.plans.configure(consensus=0.7)
    repeated = hit_for(mem, request)

    assert (split.hit, split.reason) == (None, "disagreement")
    assert (hit.id, 0.4 < hit.agreement < 0.7) == (booked, True)
    assert repeated.id == booked


def test_the_very_request_a_plan_was_stored_for_replays_it_though_plans_for_other_values_differ(
    mem: Memory,
) -> None:
    company = mem.plans.store("who is Globex?", [{"tool_id": "crm.company", "arguments": {"name": "Globex"}}])
    for person in ("Priya Nair", "Marco Rossi", "Dev Patel"):
        mem.plans.store(f"who is {person}?", [{"tool_id": "hr.employee", "arguments": {"name": person}}])

    repeated = mem.plans.check("who is Globex?")
    other = mem.plans.check("who is Initech?")

    assert repeated.hit is not None, repeated
    assert repeated.hit.id == company
    assert (other.hit, other.reason) == (None, "disagreement")


def test_neighbours_using_the_same_tools_agree(mem: Memory) -> None:
    mem.plans.store("book a table for two tonight", [{"tool_id": "restaurant.book", "arguments": {"seats": 2}}])
    mem.plans.store("book a table for two tonight", [{"tool_id": "restaurant.book", "arguments": {"size": "2"}}])

    hit = hit_for(mem, "please book a table for two tonight")

    assert hit.agreement == pytest.approx(1.0)


def test_a_plan_evicted_and_stored_again_counts_once_among_the_neighbours(mem: Memory) -> None:
    mem.plans.configure(alpha=0.9, min_score=0.5, agreement=0.0, consensus=0.0)
    booked = mem.plans.store("book a table for two tonight", [{"tool_id": "restaurant.book"}])
    mem.plans.store("book a table for two tonight", [{"tool_id": "calendar.add"}])
    request = "please book a table for two tonight"
    assert hit_for(mem, request).agreement == pytest.approx(0.5)
    assert mem.plans.feedback(booked, False) is None

    assert mem.plans.store("book a table for two tonight", [{"tool_id": "restaurant.book"}]) == booked

    hit = hit_for(mem, request)
    assert len(mem.plans) == 2
    assert hit.agreement == pytest.approx(0.5)


# tools that change ----------------------------------------------------------------------------
def test_a_plan_is_deleted_when_a_tool_it_calls_changes(mem: Memory) -> None:
    plan_id = mem.plans.store(PARIS, PARIS_STEPS)
    assert hit_for(mem, PARIS).id == plan_id

    mem.tools.add({**WEATHER, "description": "Hourly weather forecast, now with pollen counts."})

    assert mem.plans.lookup(PARIS) is None
    with pytest.raises(PlanNotFoundError):
        mem.plans.get(plan_id)
    assert len(mem.plans) == 0


def test_a_plan_is_deleted_when_a_tool_it_calls_is_removed(mem: Memory) -> None:
    plan_id = mem.plans.store(PARIS, PARIS_STEPS)

    mem.tools.remove("weather.forecast")

    assert mem.plans.lookup(PARIS) is None
    with pytest.raises(PlanNotFoundError):
        mem.plans.get(plan_id)


def test_a_plan_survives_its_tool_being_added_again_unchanged(mem: Memory) -> None:
    plan_id = mem.plans.store(PARIS, PARIS_STEPS)

    mem.tools.add(WEATHER)

    assert hit_for(mem, PARIS).id == plan_id


def test_a_plan_calling_tools_outside_the_catalogue_is_kept_and_returned(mem: Memory) -> None:
    plan_id = mem.plans.store(
        "send the report to Alice",
        [{"tool_id": "mail.send", "arguments": {"to": "Alice"}}, {"tool_id": "weather.forecast"}],
    )

    mem.tools.remove("finance.fx")

    assert mem.plans.get(plan_id).tools == {"weather.forecast": mem.tools.get("weather.forecast").content_hash}
    assert hit_for(mem, "send the report to Alice").id == plan_id


# time to live and size bound ------------------------------------------------------------------
def test_an_expired_plan_is_a_miss_and_the_next_store_prunes_it(mem: Memory) -> None:
    old = mem.plans.store(PARIS, PARIS_STEPS)
    assert hit_for(mem, PARIS).id == old
    ttl = 0.01
    mem.plans.configure(ttl=ttl)
    expiry = mem.plans.get(old).updated_at + ttl
    while time.time() <= expiry:  # the TTL is wall-clock; wait just past it
        time.sleep(ttl / 2)

    missed = mem.plans.lookup(PARIS)
    still_stored = mem.plans.get(old)
    new = mem.plans.store("convert 20 euros to yen", [{"tool_id": "finance.fx", "arguments": {"amount": 20}}])

    assert missed is None
    assert still_stored.id == old
    with pytest.raises(PlanNotFoundError):
        mem.plans.get(old)
    assert [plan.id for plan in mem.plans.list()] == [new]
    assert len(mem.plans) == 1


def test_above_max_plans_the_lowest_scored_plans_go_first(mem: Memory) -> None:
    failing = mem.plans.store(PARIS, PARIS_STEPS)
    steady = mem.plans.store("convert 20 euros to yen", [{"tool_id": "finance.fx"}])
    mem.plans.feedback(failing, False)
    mem.plans.configure(max_plans=2)

    newest = mem.plans.store("send the report to Alice", [{"tool_id": "mail.send"}])

    assert {plan.id for plan in mem.plans.list()} == {steady, newest}
    assert len(mem.plans) == 2
    assert mem.plans.lookup(PARIS) is None


# settings -------------------------------------------------------------------------------------
def test_settings_default_and_configure_returns_and_saves_the_changes(mem: Memory) -> None:
    assert mem.plans.settings == PlanSettings()

    changed = mem.plans.configure(threshold=0.75, ttl=3600)

    assert changed == PlanSettings(threshold=0.75, ttl=3600)
    assert mem.plans.settings == changed


def test_settings_are_saved_per_workspace(db: str) -> None:
    with toolmem.open(db, workspace="a", embedder="hash") as a:
        a.plans.configure(threshold=0.75, alpha=0.5, max_plans=10)
        a.plans.store(PARIS, PARIS_STEPS)
    with toolmem.open(db, workspace="b", embedder="hash") as b:
        b.plans.configure(agreement=0.0)
        b_settings = b.plans.settings
        b_plans = len(b.plans)
    with toolmem.open(db, workspace="a", embedder="hash") as a:
        a_settings = a.plans.settings
        a_plans = len(a.plans)

    assert a_settings == PlanSettings(threshold=0.75, alpha=0.5, max_plans=10)
    assert b_settings == PlanSettings(agreement=0.0)
    assert (a_plans, b_plans) == (1, 0)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"threshold": 1.5}, "threshold is a cosine similarity in [-1, 1], got 1.5"),
        ({"threshold": -1.01}, "threshold is a cosine similarity in [-1, 1], got -1.01"),
        ({"alpha": 0.0}, "alpha must be above 0"),
        ({"alpha": 1.2}, "alpha must be within [0, 1], got 1.2"),
        ({"min_score": -0.1}, "min_score must be within [0, 1], got -0.1"),
        ({"agreement": 2}, "agreement must be within [0, 1], got 2"),
        ({"neighbours": 0}, "neighbours must be a positive integer, got 0"),
        ({"neighbours": 2.5}, "neighbours must be a positive integer, got 2.5"),
        ({"ttl": 0}, "ttl must be positive seconds or None, got 0"),
        ({"max_plans": 0}, "max_plans must be a positive integer or None, got 0"),
        ({"tau": 0.5}, "unknown plan setting(s): tau"),
    ],
)
def test_an_invalid_setting_is_a_config_error_and_saves_nothing(
    mem: Memory, changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(ConfigError, match=re.escape(message)):
        mem.plans.configure(**changes)

    assert mem.plans.settings == PlanSettings()


@pytest.mark.parametrize("changes", [{"threshold": "high"}, {"alpha": None}, {"ttl": "1d"}])
def test_a_setting_of_the_wrong_type_is_a_config_error(mem: Memory, changes: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        mem.plans.configure(**changes)

    assert mem.plans.settings == PlanSettings()


# validation -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("request_", "steps", "field"),
    [
        ("", PARIS_STEPS, "request"),
        ("   ", PARIS_STEPS, "request"),
        (PARIS, [], "steps"),
        (PARIS, [{"tool_id": "weather.forecast", "answer": "sunny"}], "step"),
        (PARIS, [{"arguments": {"city": "Paris"}}], "step"),
        (PARIS, [{"tool_id": "weather.forecast", "args": {}}], "step"),
        (PARIS, ["weather.forecast"], "step"),
        (PARIS, [{"tool_id": ""}], "tool_id"),
        (PARIS, [{"tool_id": 7}], "tool_id"),
        (PARIS, [{"tool_id": "weather.forecast", "arguments": ["Paris"]}], "arguments"),
    ],
)
def test_an_invalid_request_or_step_is_a_validation_error_and_stores_nothing(
    mem: Memory, request_: str, steps: list[Any], field: str
) -> None:
    with pytest.raises(ValidationError) as caught:
        mem.plans.store(request_, steps)

    assert str(caught.value).startswith(f"{field}: ")
    assert len(mem.plans) == 0


def test_arguments_that_are_not_json_are_a_validation_error(mem: Memory) -> None:
    with pytest.raises(ValidationError):
        mem.plans.store(PARIS, [{"tool_id": "weather.forecast", "arguments": {"when": {1, 2}}}])

    assert len(mem.plans) == 0


def nested(levels: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(levels - 1):
        value = {"x": value}
    return value


@pytest.mark.parametrize(
    ("request_", "steps", "field"),
    [
        ("rain \ud800", PARIS_STEPS, "request"),
        ("rain\0", PARIS_STEPS, "request"),
        (PARIS, [{"tool_id": "weather.forecast", "arguments": {"city": "\ud800"}}], "arguments/city"),
        (PARIS, [{"tool_id": "weather.forecast", "arguments": nested(129)}], "arguments"),
        (PARIS, [{"tool_id": "weather.forecast", "observation": "\udfff"}], "observation"),
        (PARIS, [{"answer": "a\0"}], "answer"),
    ],
)
def test_a_plan_no_reader_could_serve_is_refused_naming_the_field(
    mem: Memory, request_: str, steps: list[Any], field: str
) -> None:
    with pytest.raises(ValidationError) as caught:
        mem.plans.store(request_, steps)

    assert caught.value.field == field
    assert len(mem.plans) == 0


def test_an_empty_lookup_request_is_a_validation_error(mem: Memory) -> None:
    with pytest.raises(ValidationError):
        mem.plans.lookup("  ")


# reopening and sharing a file -----------------------------------------------------------------
def test_a_memory_reopened_from_the_same_file_finds_the_plans(db: str) -> None:
    with toolmem.open(db, embedder="hash") as first:
        plan_id = first.plans.store(PARIS, PARIS_STEPS)
        stored = first.plans.get(plan_id)

    with toolmem.open(db) as reopened:
        hit = hit_for(reopened, "weather in London tomorrow")
        assert len(reopened.plans) == 1

    assert (hit.id, hit.plan) == (plan_id, stored)
    assert hit.steps[0].arguments == {"city": "London"}


def test_a_memory_sees_plans_stored_and_evicted_by_another_memory_on_the_same_file(db: str) -> None:
    with toolmem.open(db, embedder="hash") as reader, toolmem.open(db, embedder="hash") as writer:
        assert reader.plans.lookup(PARIS) is None  # the reader's index is built, empty

        plan_id = writer.plans.store(PARIS, PARIS_STEPS)
        seen = reader.plans.lookup(PARIS)
        seen_count = len(reader.plans)

        writer.plans.configure(alpha=1.0)
        assert writer.plans.feedback(plan_id, False) is None
        gone = reader.plans.lookup(PARIS)

        replacement = writer.plans.store(PARIS, [{"tool_id": "weather.forecast", "arguments": {"days": 1}}])
        seen_again = reader.plans.lookup(PARIS)

    assert seen is not None
    assert seen.id == plan_id
    assert seen_count == 1
    assert gone is None
    assert seen_again is not None
    assert seen_again.id == replacement


# calibration ----------------------------------------------------------------------------------
def test_calibrate_measures_hit_rate_and_precision_per_threshold_and_recommends_one(mem: Memory) -> None:
    mem.plans.store(PARIS, PARIS_STEPS)
    mem.plans.store("convert 20 euros to yen", [{"tool_id": "finance.fx", "arguments": {"amount": 20}}])
    right = ("weather in London tomorrow", ["weather.forecast"])  # a true hit
    wrong = ("the weather in Paris tomorrow please", ["weather.alerts"])  # labelled for another tool
    labelled = [
        (PARIS, ["weather.forecast"]),
        ("convert 20 euros to yen", ["finance.fx", "finance.rates"]),
        right,
        wrong,
        ("send the report to Alice", ["mail.send"]),  # nothing like it is stored
    ]
    assert hit_for(mem, right[0]).similarity > 0.95  # the same request with another value
    assert 0.6 < hit_for(mem, wrong[0]).similarity < 0.85
    assert mem.plans.lookup(labelled[-1][0]) is None

    strict = mem.plans.calibrate(labelled, thresholds=[0.6, 0.85, 0.95])
    lenient = mem.plans.calibrate(labelled, thresholds=[0.6, 0.85, 0.95], target=0.7)

    assert strict == Calibration(
        rows=[
            CalibrationRow(threshold=0.6, hits=4, correct=3, hit_rate=0.8, precision=0.75),
            CalibrationRow(threshold=0.85, hits=3, correct=3, hit_rate=0.6, precision=1.0),
            CalibrationRow(threshold=0.95, hits=3, correct=3, hit_rate=0.6, precision=1.0),
        ],
        recommended=0.85,
        target=0.97,
        requests=5,
    )
    assert (lenient.rows, lenient.recommended, lenient.target) == (strict.rows, 0.6, 0.7)


def test_calibrate_stores_nothing_and_does_not_count_hits(mem: Memory) -> None:
    plan_id = mem.plans.store(PARIS, PARIS_STEPS)

    mem.plans.calibrate([(PARIS, ["weather.forecast"]), ("rain in Paris tomorrow", ["weather.forecast"])])

    assert len(mem.plans) == 1
    assert mem.plans.get(plan_id).hits == 0


def test_calibrate_on_an_empty_cache_has_no_hits_and_recommends_the_last_threshold(mem: Memory) -> None:
    calibration = mem.plans.calibrate([(PARIS, ["weather.forecast"])], thresholds=[0.5, 0.9])

    assert [(row.threshold, row.hits, row.hit_rate) for row in calibration.rows] == [
        (0.5, 0.0, 0.0),
        (0.9, 0.0, 0.0),
    ]
    assert all(math.isnan(row.precision) for row in calibration.rows)
    assert (calibration.recommended, calibration.requests) == (0.9, 1)


def test_calibrate_tries_thresholds_from_half_to_095_by_default(mem: Memory) -> None:
    calibration = mem.plans.calibrate([])

    assert [row.threshold for row in calibration.rows] == [round(0.3 + 0.05 * i, 2) for i in range(14)]
    assert calibration.requests == 0


# concurrency ----------------------------------------------------------------------------------
_FEEDBACK_WORKER = """
import sys
import toolmem

db, plan_id, count, success = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1"
with toolmem.open(db) as mem:
    print("ready", flush=True)
    sys.stdin.readline()
    for _ in range(count):
        mem.plans.feedback(plan_id, success)
"""


def test_feedback_from_two_processes_at_once_loses_no_update(db: str) -> None:
    rounds = 200
    with toolmem.open(db, embedder="hash") as mem:
        plan_id = mem.plans.store(PARIS, PARIS_STEPS)
        mem.plans.configure(alpha=0.01, min_score=0.0)
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", _FEEDBACK_WORKER, db, plan_id, str(rounds), success],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for success in ("1", "0")
    ]
    for worker in workers:  # both are connected before either starts writing
        assert worker.stdout is not None
        assert worker.stdout.readline() == "ready\n"
    for worker in workers:
        assert worker.stdin is not None
        worker.stdin.write("go\n")
        worker.stdin.flush()
    results = [worker.communicate(timeout=120) for worker in workers]

    assert [worker.returncode for worker in workers] == [0, 0], results
    with toolmem.open(db) as mem:
        plan = mem.plans.get(plan_id)
    assert (plan.successes, plan.failures) == (rounds, rounds)
    assert plan.successes + plan.failures == 2 * rounds
    assert 0.0 <= plan.score <= 1.0
    # whatever the order, the score lies between all successes first and all failures first
    kept = 0.99**rounds
    assert kept - 1e-9 <= plan.score <= 1 - kept + kept * kept + 1e-9


def test_above_the_ann_threshold_neighbours_come_from_a_graph_that_grows_with_new_plans(db: str) -> None:
    requests = {
        "weather.forecast": "will it rain in lisbon on sunday",
        "stock.quote": "share price of acme corporation today",
        "invoice.create": "bill the customer for three hours of consulting",
        "flight.search": "cheapest flight from oslo to rome next friday",
        "recipe.find": "vegetarian lasagne recipe with spinach",
        "music.play": "play some relaxing jazz piano music",
        "email.send": "email the quarterly figures to my manager",
        "calendar.add": "put a dentist appointment on tuesday morning",
    }
    store = open_store(db)
    with toolmem.open(store, embedder="hash") as mem:
        if isinstance(store, SQLiteStore):  # PostgreSQL searches plans with pgvector instead
            mem.plans.neighbours.ann_threshold = 5
        mem.plans.store_many([(text, [{"tool_id": tool_id}]) for tool_id, text in requests.items()])
        first = mem.plans.lookup("the cheapest flight from oslo to rome next friday")
        assert first is not None
        assert first.steps[0].tool_id == "flight.search"

        if isinstance(store, SQLiteStore):
            live = mem.plans.neighbours.index(256)
            assert live.current().approximate
        mem.plans.store("translate this sentence into german", [{"tool_id": "translate"}])  # added to the graph
        second = mem.plans.lookup("translate this sentence into german now")
    store.close()

    assert second is not None
    assert second.steps[0].tool_id == "translate"
    with toolmem.open(db, embedder="hash") as reopened:
        assert len(reopened.plans) == len(requests) + 1


def test_a_plan_of_the_same_tool_with_another_flag_does_not_speak_for_the_request(mem: Memory) -> None:
    # Both plans call one tool; the flag, not the tool, says enable or disable. The disabling plan's
    # words neither vouch for a request nor make "enable" an action opposed to its neighbours'.
    enable = [{"tool_id": "cloud.maintenance", "arguments": {"service": "checkout", "enabled": True}}]
    mem.plans.store("enable the maintenance page on checkout", enable)
    mem.plans.store(
        "disable the maintenance page on billing",
        [{"tool_id": "cloud.maintenance", "arguments": {"service": "billing", "enabled": False}}],
    )

    hit = hit_for(mem, "enable the maintenance page on search")

    assert [dict(step.arguments) for step in hit.steps] == [{"service": "search", "enabled": True}]
