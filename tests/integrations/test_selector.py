"""The selector every integration shares, with no framework: real SQLite, the hash embedder."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from catalogue import TOOLS

import toolmem
from toolmem.errors import ConfigError
from toolmem.integrations.selector import ToolSelector, TurnCall, parse_replay_call_id, replay_call_id
from toolmem.memory import Memory


@pytest.fixture
def mem() -> Iterator[Memory]:
    with toolmem.open("sqlite://", embedder="hash") as memory:
        yield memory


@pytest.fixture
def selector(mem: Memory) -> ToolSelector:
    chosen = ToolSelector(mem, k=2, context_words=8)
    chosen.index(toolmem.tool_from_callable(tool) for tool in TOOLS)
    return chosen


def test_the_query_is_the_latest_request_then_earlier_ones_within_the_word_budget(selector: ToolSelector) -> None:
    assert selector.query(["weather in Porto tomorrow", "convert 10 euros", "and Lisbon?"]) == (
        "and Lisbon?\nconvert 10 euros"
    )
    assert selector.query(["", "  "]) == ""


def test_a_shared_catalogue_offers_only_the_tools_this_agent_can_run(mem: Memory, selector: ToolSelector) -> None:
    mem.tools.add([{"id": "other_forecast", "name": "other_forecast", "description": "Forecast the weather rain."}])

    assert selector.select(["forecast the weather rain for a city"], runnable={"weather_forecast", "count_words"}) == [
        "weather_forecast",
        "count_words",
    ]


def test_tools_already_called_stay_offered_newest_first_up_to_keep(mem: Memory) -> None:
    chosen = ToolSelector(mem, k=1, keep=2)
    chosen.index(toolmem.tool_from_callable(tool) for tool in TOOLS)

    offered = chosen.select(["order a pizza"], called=["play_music", "send_email", "book_hotel", "send_email"])

    assert offered == ["order_pizza", "send_email", "book_hotel"]


def test_a_call_that_cannot_be_recorded_is_logged_not_raised(
    selector: ToolSelector, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="toolmem"):
        selector.record("no_such_tool", "x", {}, "out", success=True, seconds=0.1)
    assert "the call of 'no_such_tool' was not recorded" in caplog.text


def test_replayed_call_ids_name_the_plan_and_the_step() -> None:
    assert parse_replay_call_id(replay_call_id("plan-abc", 3)) == ("plan-abc", 3)
    assert parse_replay_call_id("call_1") is None
    assert parse_replay_call_id(None) is None


def test_a_turn_without_a_successful_call_is_not_stored(selector: ToolSelector, mem: Memory) -> None:
    assert (
        selector.remember("send an email", [TurnCall("send_email", {"to": "a"}, "c1", "boom", ok=False)], "x") is None
    )
    assert mem.plans.list() == []


def test_k_must_be_positive(mem: Memory) -> None:
    with pytest.raises(ConfigError, match="k must be a positive integer, got 0"):
        ToolSelector(mem, k=0)
