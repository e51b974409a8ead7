"""A reason given after the ask says why, not what to do: the plan is also tried without it where
the catalogue says its tools take no reason, unless the plan takes free text the reason may belong
to, or the reason names a value."""

from typing import Any

import pytest

from toolmem.memory import Memory
from toolmem.plans.reasons import unreasoned


def tool(tool_id: str, description: str, *arguments: str) -> dict[str, Any]:
    properties = {name: {"type": "string"} for name in arguments}
    return {
        "id": tool_id,
        "name": tool_id,
        "description": description,
        "parameters": {"type": "object", "properties": properties},
    }


CATALOGUE = [
    tool("home.lock_door", "Lock a door.", "door"),
    tool("home.lights_on", "Turn on the lights in a room.", "room"),
    tool("chat.mute", "Mute a channel.", "channel"),
    tool("chat.dm", "Send a direct message.", "to", "text"),
    tool("pay.refund", "Refund an order.", "order", "reason"),
]
LOCK = ("lock the front door", [{"tool_id": "home.lock_door", "arguments": {"door": "front"}}])
LIGHTS = ("turn on the kitchen lights", [{"tool_id": "home.lights_on", "arguments": {"room": "kitchen"}}])
MUTE = ("mute #general", [{"tool_id": "chat.mute", "arguments": {"channel": "#general"}}])
REFUND = ("refund order A-7", [{"tool_id": "pay.refund", "arguments": {"order": "A-7"}}])
TELL = (
    "tell Sam the build is red",
    [{"tool_id": "chat.dm", "arguments": {"to": "Sam", "text": "the build is red"}}],
)


@pytest.mark.parametrize(
    ("request_text", "ask"),
    [
        ("lock the back door so the dog can't get out", "lock the back door"),
        ("lock the back door because nobody is home", "lock the back door"),
        ("mute #random cause it's noisy", "mute #random"),
        ("lock it since it's late", "lock it"),
        ("lock the shed, as it's late", "lock the shed"),
        ("turn on the den lights, it's getting dark", "turn on the den lights"),
        ("lock the gate in case it rains", "lock the gate"),
        ("mute #memes, way too chatty", "mute #memes"),
        ("mute #memes; too loud", "mute #memes"),
        ("lock the door so", None),  # no clause
        ("lock the back door only if nobody is home", None),  # a condition: the ask waits on it
        ("lock the door as soon as I leave", None),
        ("lock the door since Monday", None),
        ("send Tom 20 EUR so he has 50 in total", None),  # a value in it may say what to do
        ("lock the door, it's the back one", None),  # says which
        ("so I can read, turn on the lights", None),  # before the ask
    ],
)
def test_a_reason_after_the_ask_is_left_out_and_nothing_else(request_text: str, ask: str | None) -> None:
    assert unreasoned(request_text) == ask


@pytest.mark.model
@pytest.mark.parametrize(
    ("plan", "request_text", "arguments"),
    [
        (LOCK, "lock the back door so the dog can't get out", {"door": "back"}),
        (LOCK, "please lock the side door because nobody is home", {"door": "side"}),
        (LIGHTS, "turn on the den lights, it's dark", {"room": "den"}),
        (MUTE, "mute #random because it's too noisy", {"channel": "#random"}),
        (MUTE, "mute #memes pls, far too chatty", {"channel": "#memes"}),
    ],
)
def test_a_request_giving_its_reason_replays_where_the_catalogue_says_its_tool_takes_none(
    mem: Memory, plan: tuple[str, list[dict[str, Any]]], request_text: str, arguments: dict[str, Any]
) -> None:
    mem.tools.add(CATALOGUE)
    mem.plans.store(*plan)

    lookup = mem.plans.check(request_text)

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [arguments]


@pytest.mark.model
@pytest.mark.parametrize(
    "request_text",
    [
        "lock the back door only if nobody is home",
        "don't lock the back door because the dog is out",
        "unlock the back door so the dog can get in",
    ],
)
def test_a_condition_or_another_ask_with_a_reason_misses(mem: Memory, request_text: str) -> None:
    mem.tools.add(CATALOGUE)
    mem.plans.store(*LOCK)

    assert mem.plans.check(request_text).hit is None


@pytest.mark.model
def test_a_reason_after_free_text_stays_in_the_message(mem: Memory) -> None:
    mem.tools.add(CATALOGUE)
    mem.plans.store(*TELL)

    lookup = mem.plans.check("tell Priya the build is green because the tests pass")

    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"to": "Priya", "text": "the build is green because the tests pass"}


@pytest.mark.model
def test_a_reason_is_kept_where_the_tool_takes_one_or_no_catalogue_says(mem: Memory) -> None:
    mem.plans.store(*LOCK)
    assert mem.plans.check("lock the back door so the dog can't get out").hit is None  # no catalogue
    mem.tools.add(CATALOGUE)
    mem.plans.store(*REFUND)
    assert mem.plans.check("refund order A-9 because it arrived damaged").hit is None  # the refund's reason
    assert mem.plans.check("refund order A-9").hit is not None
