"""The experience prior nudges and never buries, measured with the real local model.

Each test sets up the situation an agent meets (a well-trodden tool and a well-matched new one, a
few failed calls, a long unrelated history) and checks the ranking the issue asked for.
"""

from collections.abc import Iterator

import pytest

import toolmem
from toolmem.embedders.base import Embedder
from toolmem.memory import Memory

pytestmark = pytest.mark.model

TOOLS = [
    {
        "id": "pay.refund",
        "name": "refund_payment",
        "description": "Refund a card payment to the customer, in full or in part.",
    },
    {"id": "pay.cancel", "name": "cancel_payment", "description": "Cancel a payment that has not been captured yet."},
    {"id": "pay.capture", "name": "capture_payment", "description": "Capture an authorised card payment."},
    {
        "id": "reader.refund",
        "name": "refund_on_reader",
        "description": "Start an in-person refund of a payment on a card reader.",
    },
    {"id": "wx.forecast", "name": "get_forecast", "description": "Weather forecast for a city for the coming days."},
    {"id": "wx.current", "name": "get_current_weather", "description": "The weather in a city right now."},
    {"id": "mail.send", "name": "send_email", "description": "Send an email to a recipient."},
    {"id": "mail.search", "name": "search_email", "description": "Search the mailbox for messages."},
]


@pytest.fixture
def mem(local_model: Embedder) -> Iterator[Memory]:
    with toolmem.open("sqlite://", embedder=local_model) as opened:
        opened.tools.add(TOOLS)
        yield opened


def record(mem: Memory, tool_id: str, requests: list[str], *, success: bool = True) -> None:
    mem.calls.record_many(
        {"tool_id": tool_id, "request": text, "success": success, "created_at": float(i)}
        for i, text in enumerate(requests)
    )


def test_three_calls_do_not_lift_a_tool_above_the_one_that_matches_word_for_word(mem: Memory) -> None:
    before = [hit.id for hit in mem.tools.search("cancel the payment", k=3)]
    record(mem, "reader.refund", ["refund the last payment on the reader", "refund payment on the terminal reader"])
    record(mem, "reader.refund", ["refund on the card reader"], success=False)

    after = mem.tools.search("cancel the payment", k=3)

    assert before[0] == "pay.cancel"
    assert after[0].id == "pay.cancel"
    assert all(abs(hit.reasons.get("experience", 0.0)) < 1.0 for hit in after)


def test_a_long_unrelated_history_does_not_outrank_an_exact_name(mem: Memory) -> None:
    record(mem, "mail.send", [f"email the weekly report number {i} to the team" for i in range(300)])

    hits = mem.tools.search("search email", k=3)

    assert hits[0].id == "mail.search"


def test_experience_with_other_tools_does_not_bury_a_well_matched_untried_one(mem: Memory) -> None:
    before = [hit.id for hit in mem.tools.search("what is the weather in Lisbon right now", k=3)]
    record(
        mem, "wx.forecast", [f"weather forecast for {city} this week" for city in ("Paris", "Rome", "Oslo", "Porto")]
    )

    after = [hit.id for hit in mem.tools.search("what is the weather in Lisbon right now", k=3)]

    assert before[0] == after[0] == "wx.current"


def test_one_failure_weighs_little_and_a_distant_one_nothing(mem: Memory) -> None:
    query = "refund the customer in full"
    before = {hit.id: hit for hit in mem.tools.search(query, k=len(TOOLS))}
    record(mem, "pay.refund", ["refund the customer in full please"], success=False)
    record(mem, "pay.capture", ["translate this page into German"], success=False)

    after = {hit.id: hit for hit in mem.tools.search(query, k=len(TOOLS))}

    assert next(iter(after)) == next(iter(before)) == "pay.refund"
    assert -1.0 < after["pay.refund"].reasons["experience"] < 0
    assert after["pay.capture"].reasons.get("experience", 0.0) == 0.0
    assert after["pay.capture"].score == pytest.approx(before["pay.capture"].score)


def test_repeated_success_on_the_same_request_wins_between_close_tools(mem: Memory) -> None:
    query = "refund this payment on the reader"
    record(
        mem, "reader.refund", [query, "refund the payment on the reader please", "refund that payment on the reader"]
    )

    hits = mem.tools.search(query, k=3)

    assert hits[0].id == "reader.refund"
    assert hits[0].reasons["experience"] > 0


def test_experience_never_lifts_a_tried_tool_above_an_untried_one_the_content_prefers(
    local_model: Embedder,
) -> None:
    more = [
        {"id": "wx.alerts", "name": "get_weather_alerts", "description": "Weather warnings and alerts for a city."},
        {"id": "wx.history", "name": "get_past_weather", "description": "The weather in a city on a past date."},
        {"id": "wx.air", "name": "get_air_quality", "description": "Air quality and pollen in a city."},
    ]
    query = "is it raining in Lisbon"
    with toolmem.open("sqlite://", embedder=local_model) as mem:
        mem.tools.add([*TOOLS, *more])
        cold = [hit.id for hit in mem.tools.search(query, k=5)]
        # Every weather tool but wx.current has served something, wx.forecast requests a little like this one.
        record(mem, "wx.forecast", ["will it be sunny in Paris this weekend", "rain in Rome tomorrow?"])
        record(mem, "wx.alerts", ["any storm warnings for Miami"])
        record(mem, "wx.history", ["how warm was it in Madrid last Sunday"])
        record(mem, "wx.air", ["pollen count in Vienna"])
        warm = {hit.id: hit for hit in mem.tools.search(query, k=5)}

    assert cold.index("wx.current") < cold.index("wx.forecast")
    assert warm["wx.forecast"].reasons["experience"] > 0.05  # the experience is heard...
    assert warm["wx.current"].rank < warm["wx.forecast"].rank  # ...but buries no untried tool ranked above
