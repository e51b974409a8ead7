"""The plan cache's journal: every lookup with the reason of a miss, feedback, evictions,
invalidations, and lookups over time (``mem.plans.events``, ``timeline``, ``using``)."""

import time
from collections.abc import Iterator

import pytest

import toolmem
from toolmem.records import LookupBucket

WEATHER = [{"tool_id": "wx", "arguments": {"city": "Paris"}}]


@pytest.fixture
def mem() -> Iterator[toolmem.Memory]:
    with toolmem.open("sqlite://", workspace="w", embedder="hash") as opened:
        opened.tools.add(
            [
                {"id": "wx", "name": "forecast", "description": "Weather forecast for a city."},
                {"id": "now", "name": "current", "description": "The weather now."},
                {"id": "fx", "name": "convert", "description": "Convert money."},
            ]
        )
        yield opened


def reasons(mem: toolmem.Memory) -> list[tuple[str, str | None]]:
    return [(event.kind, event.reason) for event in reversed(mem.plans.events(["hit", "miss"]))]


def test_a_hit_is_journalled_with_its_plan_similarity_and_score(mem: toolmem.Memory) -> None:
    plan = mem.plans.store("weather in Paris tomorrow", WEATHER)

    hit = mem.plans.lookup("weather in London tomorrow")

    assert hit is not None
    [event] = mem.plans.events()
    assert (event.kind, event.request, event.plan_id, event.similarity, event.score, event.reason) == (
        "hit",
        "weather in London tomorrow",
        plan,
        hit.similarity,
        1.0,
        None,
    )


def test_each_kind_of_miss_is_journalled_with_its_reason(mem: toolmem.Memory) -> None:
    mem.plans.lookup("weather in Paris tomorrow")  # empty cache
    paris = mem.plans.store("weather in Paris tomorrow", WEATHER)
    mem.plans.lookup("convert ten euros into yen please")  # far from every plan
    rome = mem.plans.store("weather in Rome tomorrow", WEATHER)
    mem.plans.feedback(rome, success=False)  # score 0.7
    mem.plans.remove(paris)
    mem.plans.configure(min_score=0.9)
    mem.plans.lookup("weather in Rome tomorrow")  # the same request, but scored below ε

    assert reasons(mem) == [("miss", "no_plans"), ("miss", "below_threshold"), ("miss", "below_min_score")]


def test_neighbours_calling_other_tools_make_a_miss_by_disagreement(mem: toolmem.Memory) -> None:
    mem.plans.store("Check the weather in Oslo", [{"tool_id": "now", "arguments": {"city": "Oslo"}}])
    mem.plans.store("Check the weather in Oslo", [{"tool_id": "wx", "arguments": {"city": "Oslo"}}])

    assert mem.plans.lookup("Check the weather in Oslo please") is None
    [event] = mem.plans.events("miss")
    assert event.reason == "disagreement"
    assert event.plan_id is not None
    assert event.similarity is not None
    assert event.similarity > 0.6


def test_arguments_that_cannot_be_carried_over_make_a_miss_by_slots(mem: toolmem.Memory) -> None:
    mem.plans.store("weather in Paris tomorrow", [{"tool_id": "wx", "arguments": {"city": "Paris", "day": "tomorrow"}}])

    assert mem.plans.lookup("weather in Paris and Rome tomorrow") is None  # which words replace which?
    assert reasons(mem) == [("miss", "slots")]


def test_feedback_is_journalled_with_the_score_after_it_and_the_eviction(mem: toolmem.Memory) -> None:
    plan = mem.plans.store("weather in Paris tomorrow", WEATHER)
    for _ in range(5):
        mem.plans.feedback(plan, success=False)

    history = mem.plans.events(["feedback", "evicted"], plan_id=plan)

    assert [(e.kind, round(e.score or 0, 3), e.success) for e in reversed(history)] == [
        ("feedback", 0.7, False),
        ("feedback", 0.49, False),
        ("feedback", 0.343, False),
        ("feedback", 0.24, False),
        ("feedback", 0.168, False),
        ("evicted", 0.168, False),
    ]
    assert history[0].request == "weather in Paris tomorrow"


def test_a_plan_whose_tool_changed_is_journalled_as_invalidated_with_the_tool(mem: toolmem.Memory) -> None:
    plan = mem.plans.store("weather in Paris tomorrow", WEATHER)
    mem.tools.add([{"id": "wx", "name": "forecast", "description": "Weather forecast for a city, by day."}])

    assert mem.plans.lookup("weather in Paris tomorrow") is None

    [event] = mem.plans.events("invalidated")
    assert (event.plan_id, event.request, event.reason) == (plan, "weather in Paris tomorrow", "changed: wx")


def test_the_timeline_counts_hits_and_misses_by_reason(mem: toolmem.Memory) -> None:
    mem.plans.store("weather in Paris tomorrow", WEATHER)
    mem.plans.lookup("weather in London tomorrow")
    mem.plans.lookup("weather in Berlin tomorrow")
    mem.plans.lookup("convert ten euros into yen please")
    now = time.time()

    line = mem.plans.timeline(by="hour", now=now)

    assert line.by == "hour"
    assert line.buckets == (LookupBucket(float(int(now // 3600) * 3600), 3, 2, 2 / 3, {"below_threshold": 1}),)


def test_events_refuse_unknown_kinds_and_bad_limits(mem: toolmem.Memory) -> None:
    with pytest.raises(toolmem.ValidationError, match="kind: must be one of hit, miss, feedback, evicted, invalidated"):
        mem.plans.events("lookup")
    with pytest.raises(toolmem.ValidationError, match="limit: must be a positive integer"):
        mem.plans.events(limit=0)


def test_using_lists_the_plans_that_call_a_tool(mem: toolmem.Memory) -> None:
    first = mem.plans.store("weather in Paris tomorrow", WEATHER)
    mem.plans.store("convert euros to yen", [{"tool_id": "fx", "arguments": {}}])

    assert [plan.id for plan in mem.plans.using("wx")] == [first]
    assert mem.plans.using("now") == []


def test_consult_journals_the_lookup_and_answers_as_check_does(mem: toolmem.Memory) -> None:
    plan = mem.plans.store("weather in Paris tomorrow", WEATHER)

    checked = mem.plans.check("weather in Paris yesterday")
    consulted = mem.plans.consult("weather in Paris yesterday")
    hit = mem.plans.consult("weather in London tomorrow")

    assert consulted == checked
    assert (consulted.reason, consulted.nearest, consulted.why) == ("tense", plan, "past against future")
    assert consulted.to_dict()["hit"] is None
    assert hit.hit is not None
    assert hit.why == ""
    assert hit.to_dict()["hit"]["id"] == plan
    assert reasons(mem) == [("miss", "tense"), ("hit", None)]  # check journalled nothing
    assert mem.plans.events("miss")[0].detail == "past against future"


def test_a_miss_without_a_detail_says_what_its_reason_means(mem: toolmem.Memory) -> None:
    lookup = mem.plans.consult("weather in Paris tomorrow")

    assert (lookup.reason, lookup.detail, lookup.why) == ("no_plans", "", "no stored plan is near this request")
