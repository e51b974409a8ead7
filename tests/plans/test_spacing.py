"""Words run together or split apart are read spaced as the stored request spaces them."""

from typing import Any

import pytest

from toolmem.memory import Memory
from toolmem.plans.spacing import respaced


@pytest.mark.parametrize(
    ("request_text", "stored", "spaced"),
    [
        ("dim the diningroom lamp", "dim the dining room lamp", "dim the dining room lamp"),
        ("Diningroom lamp off", "dim the dining room lamp", "Dining room lamp off"),
        ("pay the care taker 80 EUR", "pay the caretaker 95 EUR", "pay the caretaker 80 EUR"),
        ("open the web site", "open the site", None),  # "site" is the stored request's word
        ("dim the bedroom lamp", "dim the bed room lamp", None),  # "bedroom" is an English word
        ("dim the lamp", "dim the dining room lamp", None),
    ],
)
def test_a_word_is_split_or_joined_only_to_meet_the_stored_requests(
    request_text: str, stored: str, spaced: str | None
) -> None:
    assert respaced(request_text, stored) == spaced


@pytest.mark.model
def test_a_request_spaced_otherwise_replays_with_the_stored_requests_words(mem: Memory) -> None:
    steps: list[dict[str, Any]] = [{"tool_id": "pay.send", "arguments": {"to": "the caretaker", "amount": 95}}]
    mem.plans.store("pay the caretaker 95 EUR", steps)

    lookup = mem.plans.check("pay the care taker 80 EUR")

    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"to": "the caretaker", "amount": 80}
