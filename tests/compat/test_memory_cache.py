"""The memory cache's MemoryCache API over the plan cache, its self-healing demo flow end to end."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from toolmem.compat.memory_cache import MemoryCache, parse_action, render_action
from toolmem.records import Step

PARIS = "What is the weather in Paris tomorrow?"
LONDON = "What is the weather in London tomorrow?"
PARIS_ACTIONS = ["Tool: WeatherLookup, Input: 'Paris', Observation: 'sunny, 24 C'", "Direct Answer: Sunny, 24 C."]


@pytest.fixture
def cache(tmp_path: Path) -> Iterator[MemoryCache]:
    with MemoryCache(tmp_path / "cache.db", embedder="hash") as opened:
        yield opened


def test_store_then_lookup_returns_the_actions_with_this_requests_values(cache: MemoryCache) -> None:
    entry_id = cache.store(PARIS, PARIS_ACTIONS)

    assert cache.lookup(PARIS) == (entry_id, PARIS_ACTIONS)
    hit = cache.lookup(LONDON)
    assert hit is not None
    assert hit == (entry_id, ["Tool: WeatherLookup, Input: 'London', Observation: 'sunny, 24 C'", PARIS_ACTIONS[1]])


def test_failures_evict_the_entry_and_the_prompt_misses_until_stored_again(cache: MemoryCache) -> None:
    entry_id = cache.store(PARIS, PARIS_ACTIONS)
    assert entry_id is not None

    outcomes = [cache.update_reward(entry_id, success=False) for _ in range(5)]

    assert outcomes == [True] * 5  # 0.7, 0.49, 0.343, 0.24, then below 0.2: evicted
    assert cache.update_reward(entry_id, success=False) is False
    assert cache.lookup(PARIS) is None
    again = cache.store(PARIS, ["Direct Answer: Take an umbrella."])
    assert cache.lookup(PARIS) == (again, ["Direct Answer: Take an umbrella."])


def test_a_direct_answer_alone_and_an_unknown_id(cache: MemoryCache) -> None:
    entry_id = cache.store("What is 2 + 2?", ["Direct Answer: 4"])

    assert cache.lookup("What is 2 + 2?") == (entry_id, ["Direct Answer: 4"])
    assert cache.update_reward("no-such-entry", success=True) is False


def test_an_empty_action_sequence_is_not_stored(cache: MemoryCache) -> None:
    assert cache.store(PARIS, []) is None
    assert cache.lookup(PARIS) is None


@pytest.mark.parametrize(
    ("action", "step"),
    [
        (
            "Tool: Inventory, Input: \"widget\", Observation: '12 left'",
            Step(tool_id="Inventory", arguments={"input": "widget"}, observation="12 left"),
        ),
        ("Direct Answer:  Twelve.", Step(answer="Twelve.")),
        ("just some words", Step(answer="just some words")),
    ],
)
def test_action_strings_become_steps(action: str, step: Step) -> None:
    assert parse_action(action) == step


def test_steps_render_back_to_action_strings() -> None:
    step = Step(tool_id="Inventory", arguments={"input": "widget"}, observation="12 left")
    assert render_action(step) == "Tool: Inventory, Input: 'widget', Observation: '12 left'"
    assert render_action(Step(answer="Twelve.")) == "Direct Answer: Twelve."
