from collections.abc import Iterator

import pytest

import toolmem
from toolmem.experience.prior import PriorSettings
from toolmem.memory import Memory
from toolmem.records import ToolHit

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
    assert hits[0].reasons["experience"] > 0 >= hits[1].reasons["experience"]
    assert hits[0].reasons["content"] == pytest.approx(hits[1].reasons["content"])
    for hit in hits[:2]:  # one scale: the score is the content score plus the experience
        assert hit.score == pytest.approx(hit.reasons["content"] + hit.reasons["experience"])


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


def test_a_tool_that_failed_as_often_as_it_succeeded_never_rises_above_its_untried_twin(mem: Memory) -> None:
    record(mem, "weather.mirror", SIMILAR)
    mem.calls.record_many(
        {"tool_id": "weather.mirror", "request": text, "success": False, "created_at": 100.0 + i}
        for i, text in enumerate(SIMILAR)
    )

    hits = mem.tools.search(QUERY, k=5)

    assert ids(hits)[:2] == ["weather.primary", "weather.mirror"]
    assert hits[1].reasons["experience"] < 0


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


def test_the_experience_term_is_bounded(mem: Memory, db: str) -> None:
    record(mem, "weather.mirror", [QUERY] * 1)
    record(mem, "weather.mirror", SIMILAR * 30)

    with toolmem.open(db, prior=PriorSettings(bound=0.5)) as bounded:
        hits = bounded.tools.search(QUERY, k=5)

    assert all(abs(hit.reasons.get("experience", 0.0)) <= 0.5 + 1e-6 for hit in hits)
    assert hits[0].reasons["experience"] == pytest.approx(0.5)


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


# a long history takes new calls as changes, never a rebuild -----------------------------------
def long_history(mem: Memory) -> None:
    """2,500 unrelated past requests."""
    mem.calls.record_many(
        {"tool_id": "mail.send", "request": f"email report number {i} to the team", "created_at": float(i)}
        for i in range(2_500)
    )


def test_a_call_recorded_after_a_long_history_counts_at_once_without_rebuilding_the_prior(mem: Memory) -> None:
    long_history(mem)
    mem.tools.search(QUERY, k=5)
    prior = mem.tools.experience_prior()
    assert prior is not None
    built = prior.live.counters.built

    record(mem, "weather.mirror", SIMILAR)
    hits = mem.tools.search(QUERY, k=5)

    assert ids(hits)[:2] == ["weather.mirror", "weather.primary"]
    assert (prior.live.counters.built, len(prior)) == (built, 2_500 + len(SIMILAR))


def test_failures_recorded_later_override_earlier_successes(mem: Memory) -> None:
    long_history(mem)
    record(mem, "weather.mirror", SIMILAR)
    mem.tools.search(QUERY, k=5)  # the prior holds the successes

    mem.calls.record_many(
        {"tool_id": "weather.mirror", "request": text, "success": False, "created_at": 100.0 + i}
        for i, text in enumerate(SIMILAR * 2)
    )
    hits = mem.tools.search(QUERY, k=5)

    assert ids(hits)[0] == "weather.primary"
    assert next(hit for hit in hits if hit.id == "weather.mirror").reasons["experience"] < 0


def test_recording_calls_runs_no_model_and_the_next_search_embeds_their_requests_in_one_batch(mem: Memory) -> None:
    embedder = mem.embedder
    assert embedder is not None
    mem.tools.search(QUERY, k=5)
    before = embedder.calls

    for i in range(50):
        mem.calls.record("finance.fx", f"convert {i} euros to yen", created_at=float(i))
    recorded = embedder.calls
    mem.tools.search(QUERY, k=5)

    assert recorded == before
    assert embedder.calls == before + 50
    stored = mem.store.calls(mem.workspace).changes(None, embedder.id)
    assert all(row.vector is not None for row in stored.rows)


def test_another_memory_reuses_the_request_vectors_the_first_search_computed(db: str, mem: Memory) -> None:
    record(mem, "weather.mirror", SIMILAR)
    mem.tools.search(QUERY, k=5)

    with toolmem.open(db) as other:
        assert other.embedder is not None
        first = other.embedder.calls
        hits = other.tools.search(QUERY, k=5)
        assert other.embedder.calls - first <= 1  # the query itself, never the past requests

    assert ids(hits)[:2] == ["weather.mirror", "weather.primary"]
