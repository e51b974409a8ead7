"""Free text is replayed as its writer typed it, emoji and markdown kept, with the real local model.

Matching reads past a chat's marks; the message a replay carries must not lose them. Where an emoji
before a word or two may or may not be part of the value, the lookup misses.
"""

from typing import Any

import pytest

from toolmem.memory import Memory

pytestmark = pytest.mark.model
Plan = tuple[str, list[dict[str, Any]]]

POST = (
    "post in #ops: deploy finished",
    [{"tool_id": "chat.post", "arguments": {"channel": "#ops", "text": "deploy finished"}}],
)
STATUS = ("status: commuting", [{"tool_id": "chat.status", "arguments": {"text": "commuting"}}])
EMAIL = (
    "send an email to alice@contoso.com saying the build is broken",
    [{"tool_id": "mail.send", "arguments": {"to": "alice@contoso.com", "body": "the build is broken"}}],
)
LIGHTS = ("turn on the living room lights", [{"tool_id": "home.lights_on", "arguments": {"room": "living room"}}])


def test_a_formatted_message_is_carried_with_its_bold_and_emoji(mem: Memory) -> None:
    mem.plans.store(*POST)
    hit = mem.plans.check("post in `#releases`: **v2.4 is live** 🎉").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"channel": "#releases", "text": "**v2.4 is live** 🎉"}


def test_an_emoji_that_opens_a_status_is_part_of_it(mem: Memory) -> None:
    mem.plans.store(*STATUS)
    hit = mem.plans.check("status: 🌴 on holiday").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"text": "🌴 on holiday"}
    assert hit.slots == {"commuting": "🌴 on holiday"}


def test_an_emoji_after_plain_text_at_the_end_stays_decoration(mem: Memory) -> None:
    mem.plans.store(*EMAIL)
    hit = mem.plans.check("send an email to priya@corp.io saying the contract is signed ✍️").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"to": "priya@corp.io", "body": "the contract is signed"}


@pytest.mark.parametrize(
    ("plan", "request_text"), [(STATUS, "status: 🍕 away"), (LIGHTS, "turn on the 💡 kitchen lights")]
)
def test_an_emoji_before_one_word_misses(
    mem: Memory, plan: tuple[str, list[dict[str, Any]]], request_text: str
) -> None:
    mem.plans.store(*plan)
    found = mem.plans.check(request_text)
    assert found.hit is None
    assert found.reason == "slots"
    assert "emoji right before" in found.detail


def test_marks_around_a_name_are_delimiters(mem: Memory) -> None:
    mem.plans.store(*LIGHTS)
    hit = mem.plans.check("turn on the **kitchen** lights 💡").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"room": "kitchen"}
    code = mem.plans.check("turn on the `dining room` lights").hit
    assert code is not None
    assert dict(code.steps[0].arguments) == {"room": "dining room"}


def test_a_message_keeps_the_shorthand_its_writer_typed(mem: Memory) -> None:
    mem.plans.store(*EMAIL)
    hit = mem.plans.check("send an email to ana@corp.io saying running late, start w/o me").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"to": "ana@corp.io", "body": "running late, start w/o me"}


def test_a_corrected_value_is_carried_as_corrected_not_as_typed(mem: Memory) -> None:
    mem.plans.store(
        "move the standup to tomorrow at 10am",
        [{"tool_id": "cal.move", "arguments": {"title": "standup", "start": "tomorrow at 10am"}}],
    )
    hit = mem.plans.check("move the standup to Friday at 9:30 — sorry, 10:00").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"title": "standup", "start": "Friday at 10:00"}


def test_a_colon_that_introduces_a_text_is_no_part_of_it(mem: Memory) -> None:
    mem.plans.store(
        "set my status to in a meeting", [{"tool_id": "chat.status", "arguments": {"text": "in a meeting"}}]
    )
    hit = mem.plans.check("set my status to: do not disturb – deep work").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"text": "do not disturb – deep work"}


def test_a_text_that_runs_on_to_a_sign_off_below_it_misses(mem: Memory) -> None:
    mem.plans.store(*EMAIL)

    hit = mem.plans.check("send an email to bob@example.com saying the deck is in the drive").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"to": "bob@example.com", "body": "the deck is in the drive"}
    lookup = mem.plans.check("send an email to bob@example.com saying the deck is in the drive\n\nBest,\nMo")
    assert lookup.hit is None  # the message's sign-off, or the writer's signature under the request
    assert lookup.reason == "slots"


def test_an_emoji_that_may_say_the_action_or_a_tick_before_it_misses(mem: Memory) -> None:
    # two wordings of one tool: a request naming only the card may leave the action word out
    mem.plans.store("please freeze card 9034", [{"tool_id": "cards.freeze", "arguments": {"card": "9034"}}])
    mem.plans.store("block card 5512", [{"tool_id": "cards.freeze", "arguments": {"card": "5512"}}])
    mem.plans.store(
        "refund 12 USD on order B-5521",
        [{"tool_id": "shop.refund", "arguments": {"amount": 12, "currency": "USD", "order": "B-5521"}}],
    )

    assert mem.plans.check("card 9034").hit is not None
    for request_text in ["🔓 card 9034", "✅ refund 15 USD on order B-5544"]:
        found = mem.plans.check(request_text)
        assert found.hit is None, request_text
        assert found.reason == "slots"
    hit = mem.plans.check("✅ go ahead: refund 15 USD on order B-5544").hit  # approved in words
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"amount": 15, "currency": "USD", "order": "B-5544"}
