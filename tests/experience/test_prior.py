from collections.abc import Iterator

import pytest

import toolmem
from toolmem.experience.prior import PriorSettings
from toolmem.memory import Memory
from toolmem.models import ToolHit

TWIN = "Look up the weather forecast for a city: rain, wind and temperature."
# Two tools that only their ids tell apart: content alone cannot rank one above the other.
TOOLS = [
    {"id": "weather.primary", "name": "get_forecast", "description": TWIN},
    {"id": "weather.mirror", "name": "get_forecast", "description": TWIN},
    {"id": "weather.alerts", "name": "get_storm_alerts", "description": "Storm and flood warnings, rain included."},
    {
        "id": "finance.fx",
        "name": "convert_currency",
        "description": "Convert an amount of money to another currency, in a city.",
    },
    {"id": "mail.send", "name": "send_email", "description": "Send an email message to a recipient."},
]
QUERY = "will it rain in Lisbon tomorrow"
SIMILAR = ["will it rain in Porto tomorrow", "will it rain in Lisbon today", "will it rain in Madrid tomorrow"]
UNRELATED = ["convert 20 euros to yen", "email the invoice to Anna", "how many dollars is 300 pounds"]


@pytest.fixture
def mem(db: str) -> Iterator[Memory]:
    with toolmem.open(db, embedder="hash") as opened:
        opened.tools.add(TOOLS)
        yield opened


def record(mem: Memory, tool_id: str, requests: list[str], *, success: bool = True) -> None:
    mem.calls.record_many(
        {"tool_id": tool_id, "request": text, "success": success, "created_at": float(i)}
        for i, text in enumerate(requests)
    )


def ids(hits: list[ToolHit]) -> list[str]:
    return [hit.id for hit in hits]


def test_the_twins_tie_without_experience_and_the_mirror_ranks_second(mem: Memory) -> None:
    hits = mem.tools.search(QUERY, k=5)

    assert ids(hits)[:2] == ["weather.primary", "weather.mirror"]
    assert hits[0].score == hits[1].score
    assert hits[0].reasons == hits[1].reasons


def test_a_tool_that_served_similar_requests_outranks_its_identical_twin(mem: Memory) -> None:
    record(mem, "weather.mirror", SIMILAR)

    hits = mem.tools.search(QUERY, k=5)

    assert ids(hits)[:2] == ["weather.mirror", "weather.primary"]
    assert hits[0].reasons["experience"] > 0
    assert hits[0].score == pytest.approx(hits[1].score + hits[0].reasons["experience"])
    assert "experience" not in hits[1].reasons


def test_a_workspace_without_calls_ranks_exactly_as_with_the_prior_turned_off(mem: Memory, db: str) -> None:
    with toolmem.open(db, embedder="hash", prior=PriorSettings(weight=0)) as without_prior:
        assert mem.tools.search(QUERY, k=5) == without_prior.tools.search(QUERY, k=5)


def test_with_the_prior_turned_off_calls_change_nothing(mem: Memory, db: str) -> None:
    before = mem.tools.search(QUERY, k=5)
    record(mem, "weather.mirror", SIMILAR)

    with toolmem.open(db, prior=PriorSettings(weight=0)) as without_prior:
        assert without_prior.tools.search(QUERY, k=5) == before


def test_failed_calls_make_a_tool_sink_below_its_twin(mem: Memory) -> None:
    record(mem, "weather.primary", SIMILAR, success=False)

    hits = {hit.id: hit for hit in mem.tools.search(QUERY, k=5)}

    assert hits["weather.mirror"].rank == 1
    assert hits["weather.primary"].rank > hits["weather.mirror"].rank
    assert hits["weather.primary"].reasons["experience"] < 0


def test_a_tool_that_failed_as_often_as_it_succeeded_gets_no_boost(mem: Memory) -> None:
    record(mem, "weather.mirror", SIMILAR)
    mem.calls.record_many(
        {"tool_id": "weather.mirror", "request": text, "success": False, "created_at": 100.0 + i}
        for i, text in enumerate(SIMILAR)
    )

    hits = mem.tools.search(QUERY, k=5)

    assert ids(hits)[:2] == ["weather.primary", "weather.mirror"]
    assert "experience" not in hits[1].reasons


def test_calls_for_unrelated_requests_leave_the_ranking_unchanged(mem: Memory) -> None:
    before = mem.tools.search(QUERY, k=5)
    record(mem, "finance.fx", UNRELATED)
    record(mem, "mail.send", UNRELATED)

    after = mem.tools.search(QUERY, k=5)

    assert ids(after) == ids(before)
    assert [hit.score for hit in after] == pytest.approx([hit.score for hit in before], abs=1e-3)


def test_the_prior_notices_calls_recorded_by_another_memory_on_the_same_file(mem: Memory, db: str) -> None:
    assert ids(mem.tools.search(QUERY, k=2)) == ["weather.primary", "weather.mirror"]

    with toolmem.open(db) as other:
        record(other, "weather.mirror", SIMILAR)

    assert ids(mem.tools.search(QUERY, k=2)) == ["weather.mirror", "weather.primary"]


def test_a_heavier_weight_gives_a_proportionally_bigger_boost(mem: Memory, db: str) -> None:
    record(mem, "weather.mirror", SIMILAR)
    boost = mem.tools.search(QUERY, k=1)[0].reasons["experience"]

    default = PriorSettings().weight
    with toolmem.open(db, prior=PriorSettings(weight=2 * default)) as heavier:
        assert heavier.tools.search(QUERY, k=1)[0].reasons["experience"] == pytest.approx(2 * boost)


def test_keyword_only_search_ignores_experience(db: str) -> None:
    with toolmem.open(db, embedder="none") as mem:
        mem.tools.add(TOOLS)
        before = mem.tools.search(QUERY, k=5)
        record(mem, "weather.mirror", SIMILAR)

        assert mem.tools.experience_prior() is None
        assert mem.tools.search(QUERY, k=5) == before


# a long history takes new calls as a delta instead of rebuilding ------------------------------
def long_history(mem: Memory) -> None:
    """2,500 unrelated past requests, so the prior is large enough to take changes as a delta."""
    mem.calls.record_many(
        {"tool_id": "mail.send", "request": f"email report number {i} to the team", "created_at": float(i)}
        for i in range(2_500)
    )


def test_a_call_recorded_after_a_long_history_counts_at_once_without_rebuilding_the_prior(mem: Memory) -> None:
    long_history(mem)
    mem.tools.search(QUERY, k=5)
    base = mem.tools.experience_prior()
    assert base is not None
    assert base.delta_size == 0

    record(mem, "weather.mirror", SIMILAR)
    hits = mem.tools.search(QUERY, k=5)
    prior = mem.tools.experience_prior()

    assert ids(hits)[:2] == ["weather.mirror", "weather.primary"]
    assert prior is not None
    assert (prior.base_version, prior.delta_size, len(prior)) == (base.base_version, len(SIMILAR), 2_500 + len(SIMILAR))


def test_failures_recorded_later_override_the_votes_of_requests_in_the_base(mem: Memory) -> None:
    long_history(mem)
    record(mem, "weather.mirror", SIMILAR)
    mem.tools.search(QUERY, k=5)  # the base holds the successes

    mem.calls.record_many(
        {"tool_id": "weather.mirror", "request": text, "success": False, "created_at": 100.0 + i}
        for i, text in enumerate(SIMILAR * 2)
    )
    hits = mem.tools.search(QUERY, k=5)

    prior = mem.tools.experience_prior()
    assert prior is not None
    assert prior.delta_size == len(SIMILAR)
    assert ids(hits)[0] == "weather.primary"
    assert next(hit for hit in hits if hit.id == "weather.mirror").reasons["experience"] < 0


def test_a_delta_grown_past_a_tenth_of_the_history_is_folded_into_a_new_base(mem: Memory) -> None:
    long_history(mem)
    mem.tools.search(QUERY, k=5)
    base = mem.tools.experience_prior()
    assert base is not None

    mem.calls.record_many(
        {"tool_id": "finance.fx", "request": f"convert {i} euros to yen", "created_at": float(i)} for i in range(300)
    )
    mem.tools.search(QUERY, k=5)
    prior = mem.tools.experience_prior()

    assert prior is not None
    assert prior.base_version > base.base_version
    assert prior.delta_size == 0
