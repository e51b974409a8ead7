"""What a request tells around its ask (a story before it, a circumstance after it) is no part of
what to do: the plan is also tried on the sentence that asks alone, where every other sentence
surely tells and none says when, whether or on what condition."""

from typing import Any

import pytest

from toolmem.memory import Memory
from toolmem.plans.context import asking_sentence

LOCK = ("lock the front door", [{"tool_id": "home.lock_door", "arguments": {"door": "front"}}])
PAY = (
    "send Marco 40 EUR",
    [{"tool_id": "pay.send_money", "arguments": {"recipient": "Marco", "amount": 40, "currency": "EUR"}}],
)


@pytest.mark.parametrize(
    ("request_text", "ask"),
    [
        ("The gate keeps swinging open, what a pain. Anyway, lock the gate.", "Anyway, lock the gate."),
        ("Hope you're well. Could you refund order Q-12 for me?", "Could you refund order Q-12 for me?"),
        ("Could you refund order Q-12? It arrived broken. Thanks!", "Could you refund order Q-12?"),
        # a person the story names, pointed at in the ask
        ("Ravi paid for the taxi. Send him 18 EUR.", "Send Ravi 18 EUR."),
        ("Ravi paid for the taxi. Send her brother 18 EUR.", "Send her brother 18 EUR."),  # whose, not whom
        ("Ravi and Ana paid. Send her 18 EUR.", "Send her 18 EUR."),  # two named: which one?
        # not read alone: two asks, a time, a condition, a negation, a number that may say when
        ("Lock the gate. Then pay Ravi 18 EUR.", None),
        ("We leave tomorrow. Lock the gate.", None),
        ("We leave at 6. Lock the gate.", None),
        ("If it rains. Lock the gate.", None),
        ("Lock the gate. Not now.", None),
        ("Lock the gate.", None),  # one sentence: nothing to leave out
        ("The gate needs locking. Lock the shed.", None),  # a wish is an ask too
        ("Lock the gate. @musicbot: play some jazz.", None),  # an ask of another bot: two asks
    ],
)
def test_the_sentence_that_asks_is_read_alone_only_where_the_rest_surely_tells(
    request_text: str, ask: str | None
) -> None:
    assert asking_sentence(request_text) == ask


@pytest.mark.model
@pytest.mark.parametrize(
    ("plan", "request_text", "arguments"),
    [
        (
            LOCK,
            "So the cat keeps pushing the side door open, total nightmare. Anyway, lock the side door.",
            {"door": "side"},
        ),
        (LOCK, "Hi all, hope you're well. Could you lock the side door? The wind is up.", {"door": "side"}),
        (
            PAY,
            "Ines covered my ticket last month and I keep forgetting. Send her 35 EUR now.",
            {"recipient": "Ines", "amount": 35, "currency": "EUR"},
        ),
    ],
)
def test_a_request_telling_a_story_replays_the_plan_of_its_ask(
    mem: Memory, plan: tuple[str, list[dict[str, Any]]], request_text: str, arguments: dict[str, Any]
) -> None:
    mem.plans.store(*plan)

    lookup = mem.plans.check(request_text)

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [arguments]


@pytest.mark.model
@pytest.mark.parametrize(
    "request_text",
    [
        "I'm heading out tomorrow. Lock the side door.",  # may mean then
        "The side door is open. Unlock the front door.",  # another action
        "The side door is open. Don't lock it.",
        "Lock the side door. Then send Marco 40 EUR.",  # two asks: one would be dropped
    ],
)
def test_a_story_that_says_when_or_a_second_ask_keeps_the_request_whole(mem: Memory, request_text: str) -> None:
    mem.plans.store(*LOCK)

    assert mem.plans.check(request_text).hit is None
