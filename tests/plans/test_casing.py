"""A request in capitals, or with every word capitalised, is read as its words, and the values it
gives are written as the stored arguments are."""

from typing import Any

import pytest

from toolmem.memory import Memory
from toolmem.plans.casing import recased, unshouted, unstressed

LOCK = ("lock the front door", [{"tool_id": "home.lock_door", "arguments": {"door": "front"}}])
PAY = (
    "send 20 EUR to Tom",
    [{"tool_id": "pay.send", "arguments": {"amount": 20, "currency": "EUR", "recipient": "Tom"}}],
)
LIGHTS = ("turn on the kitchen lights", [{"tool_id": "home.lights_on", "arguments": {"room": "kitchen"}}])
SELL = ("sell 10 shares of AAPL", [{"tool_id": "trade.sell", "arguments": {"quantity": 10, "symbol": "AAPL"}}])


@pytest.mark.parametrize(
    ("text", "codes", "read"),
    [
        ("LOCK THE BACK DOOR NOW", False, "lock the back door now"),
        ("Turn On The Den Lights", False, "turn on the den lights"),
        ("SEND 50 CAD TO PRIYA", False, "send 50 CAD to Priya"),  # a currency stays, a name is one
        ("DON'T UNLOCK IT", False, "don't unlock it"),
        ("SELL 30 SHARES OF AMD", True, None),  # WordNet knows "AMD": capitals alone tell a ticker
        ("lock the back door", False, None),
        ("PR 42 merge", False, None),  # too few words in capitals
    ],
)
def test_a_request_in_capitals_is_read_in_lower_case(text: str, codes: bool, read: str | None) -> None:
    assert unshouted(text, codes=codes) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("NOT the back door, the SIDE door", "not the back door, the side door"),
        ("switch the kettle ON", "switch the kettle on"),
        ("DON'T touch the heating", "don't touch the heating"),
        ("BLOCK card 5520. NOW.", "block card 5520. now."),
        ("send 30 CAD to Tom", None),  # a currency code is no stress
        ("ask IT to reset my laptop", None),  # nor a team
        ("merge PR 42 ASAP", None),  # a code of two letters, what WordNet does not know
        ("LOCK THE BACK DOOR", None),  # all in capitals: unshouted reads it
    ],
)
def test_a_word_stressed_in_capitals_is_read_in_lower_case(text: str, read: str | None) -> None:
    assert unstressed(text) == read


@pytest.mark.model
def test_a_stressed_word_is_read_as_a_word_where_the_plan_holds_no_code(mem: Memory) -> None:
    mem.plans.store(*LOCK)
    mem.plans.store(*SELL)

    hit = mem.plans.check("lock the SIDE door").hit
    assert hit is not None
    assert [dict(step.arguments) for step in hit.steps] == [{"door": "side"}]
    lookup = mem.plans.check("do NOT lock the side door")
    assert lookup.hit is None
    assert lookup.reason == "negation"
    sold = mem.plans.check("sell 5 shares of SNOW").hit  # the plan holds a ticker: capitals tell one
    assert sold is not None
    assert [dict(step.arguments) for step in sold.steps] == [{"quantity": 5, "symbol": "SNOW"}]


@pytest.mark.parametrize(
    ("argument", "text", "written"),
    [("front", "BACK", "back"), ("Tom", "bob", "Bob"), ("Priya Nair", "ana LIMA", "Ana Lima"), ("AAPL", "amd", "AMD")],
)
def test_a_value_read_from_capitals_is_written_as_the_stored_argument(argument: str, text: str, written: str) -> None:
    assert recased(argument, text) == written


@pytest.mark.model
@pytest.mark.parametrize(
    ("plan", "request_text", "arguments"),
    [
        (LOCK, "LOCK THE BACK DOOR NOW", {"door": "back"}),
        (LOCK, "Lock The Side Door", {"door": "side"}),
        (PAY, "SEND 30 USD TO BOB", {"amount": 30, "currency": "USD", "recipient": "Bob"}),
        (LIGHTS, "TURN ON THE LIGHTS IN THE GAME ROOM", {"room": "game room"}),
        (SELL, "SELL 30 SHARES OF AMD", {"quantity": 30, "symbol": "AMD"}),
    ],
)
def test_a_request_in_capitals_replays_with_its_values_written_as_the_plan_s(
    mem: Memory, plan: tuple[str, list[dict[str, Any]]], request_text: str, arguments: dict[str, Any]
) -> None:
    mem.plans.store(*plan)

    lookup = mem.plans.check(request_text)

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [arguments]


@pytest.mark.model
@pytest.mark.parametrize(
    "request_text", ["UNLOCK THE BACK DOOR", "DON'T LOCK THE BACK DOOR", "IS THE BACK DOOR LOCKED?"]
)
def test_capitals_change_no_contrast(mem: Memory, request_text: str) -> None:
    mem.plans.store(*LOCK)

    assert mem.plans.check(request_text).hit is None
