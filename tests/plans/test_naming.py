"""A request that names the tool to use: the plan's own tool is how to do what the rest asks, and
another tool is another action."""

from typing import Any

import pytest

from toolmem.memory import Memory
from toolmem.plans.matching import mask
from toolmem.plans.naming import unnamed

LOCK = ("lock the front door", [{"tool_id": "home.lock_door", "arguments": {"door": "front"}}])
ARM = ("arm the alarm in away mode", [{"tool_id": "home.arm_alarm", "arguments": {"mode": "away"}}])
SELL = ("sell 10 shares of AAPL", [{"tool_id": "trade.sell", "arguments": {"quantity": 10, "symbol": "AAPL"}}])
POST = (
    "post 'deploy done' to #ops",
    [{"tool_id": "chat.post_message", "arguments": {"channel": "#ops", "text": "deploy done"}}],
)


@pytest.mark.parametrize(
    ("request_text", "stored", "slots", "readings"),
    [
        (
            "use lock_door on the cellar door",
            "lock the front door",
            ["front"],
            ["lock the cellar door"],
        ),
        (
            "please call `home.lock_door` for the back door",
            "lock the front door",
            ["front"],
            ["please lock the back door"],
        ),
        ("lock the side door with lock_door", "lock the front door", ["front"], ["lock the side door"]),
        (
            "call the arm_alarm tool in night mode",
            "arm the alarm in away mode",
            ["away"],
            ["arm the alarm night mode", "arm the alarm in night mode"],
        ),
        ("use trade.sell to sell 30 AMD", "sell 10 shares of AAPL", ["10", "AAPL"], ["sell 30 AMD"]),
    ],
)
def test_the_plan_s_own_tool_is_taken_out_and_the_stored_action_said_where_the_rest_says_none(
    request_text: str, stored: str, slots: list[str], readings: list[str]
) -> None:
    tool_id = {"lock": "home.lock_door", "arm": "home.arm_alarm", "sell": "trade.sell"}[stored.split()[0]]

    assert unnamed(request_text, [tool_id], mask(stored, slots)) == readings


@pytest.mark.parametrize(
    ("request_text", "tool_ids"),
    [
        ("use unlock_door on the cellar door", ["home.lock_door"]),  # another tool
        ("lock the cellar door", ["home.lock_door"]),  # no tool named
        ("post 'use lock_door on the side door' to #eng", ["chat.post_message"]),  # another tool, in a message
        ("post 'is post_message broken?' to #eng", ["chat.post_message"]),  # its own, but in the message
        ("use lock_door on the cellar door", ["home.lock_door", "home.arm_alarm"]),  # a plan of two tools
        ("lock the cellar door with the lock door tool", ["home.lock_door"]),  # words, not an id
        ("use weather for Paris", ["weather"]),  # an id that is a word is the request's word
    ],
)
def test_a_request_that_names_no_tool_of_a_one_tool_plan_as_an_id_is_read_as_written(
    request_text: str, tool_ids: list[str]
) -> None:
    assert unnamed(request_text, tool_ids, mask("lock the front door", ["front"])) == []


@pytest.mark.model
@pytest.mark.parametrize(
    ("plan", "request_text", "arguments"),
    [
        (LOCK, "use lock_door on the cellar door", {"door": "cellar"}),
        (LOCK, "can you call home.lock_door for the back door?", {"door": "back"}),
        (ARM, "call the arm_alarm tool in night mode", {"mode": "night"}),
        (SELL, "use trade.sell to sell 30 shares of AMD", {"quantity": 30, "symbol": "AMD"}),
        (POST, "use chat.post_message to post 'hi' to #eng", {"channel": "#eng", "text": "hi"}),
    ],
)
def test_a_request_naming_the_plan_s_own_tool_replays_with_its_values(
    mem: Memory, plan: tuple[str, list[dict[str, Any]]], request_text: str, arguments: dict[str, Any]
) -> None:
    mem.plans.store(*plan)

    lookup = mem.plans.check(request_text)

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [arguments]


@pytest.mark.model
@pytest.mark.parametrize(
    ("plan", "request_text"),
    [
        (LOCK, "use unlock_door on the cellar door"),  # another tool
        (LOCK, "use home.set_lock to lock the side door"),  # another tool with the same effect
        (SELL, "use trade.buy for 30 AMD"),
        (LOCK, "don't use lock_door on the cellar door"),
        (LOCK, "use lock_door on the cellar door and turn off the lights"),
        (LOCK, "use lock_door on the cellar door tomorrow at 9"),
        (LOCK, "why did lock_door fail on the cellar door?"),
        (LOCK, "use lock_door on every door"),
        (LOCK, "use lock_door"),
    ],
)
def test_a_request_naming_another_tool_or_asking_otherwise_misses(
    mem: Memory, plan: tuple[str, list[dict[str, Any]]], request_text: str
) -> None:
    mem.plans.store(*plan)

    assert mem.plans.check(request_text).hit is None
