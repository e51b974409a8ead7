"""A value turned down beside the ask ("…, not the garage") says which value the ask is not about;
a value said again after it ("…, just the kitchen") stresses it: the plan is tried on the ask alone,
where the value turned down is of a kind the plan takes."""

from typing import Any

import pytest

from toolmem.memory import Memory
from toolmem.plans.declined import undeclined

DOOR = [("garage", "value")]


@pytest.mark.parametrize(
    ("request_text", "values", "listed", "ask"),
    [
        ("open the cellar door, not the garage", DOOR, frozenset(), "open the cellar door"),
        ("not the garage, open the cellar door", DOOR, frozenset(), "open the cellar door"),
        ("open the cellar door rather than the garage one", DOOR, frozenset(), "open the cellar door"),
        ("open the cellar door, but not the shed", DOOR, frozenset({"shed", "door"}), "open the cellar door"),
        ("pay Ines 30 GBP, not Tomas", [("Ana", "name"), ("20", "number")], frozenset(), "pay Ines 30 GBP"),
        ("pay Ines 30 GBP, not 35", [("Ana", "name"), ("20", "number")], frozenset(), "pay Ines 30 GBP"),
        ("vacuum the attic, only the attic", [("hall", "value")], frozenset(), "vacuum the attic"),
        ("vacuum the attic - attic, not the hall", [("hall", "value")], frozenset(), "vacuum the attic"),
        ("vacuum the attic - not the hall", [("hall", "value")], frozenset(), "vacuum the attic"),
        ("vacuum not the hall but the attic", [("hall", "value")], frozenset(), "vacuum the attic"),
        ("weather in Riga, only Riga, tomorrow", [("Oslo", "name")], frozenset(), "weather in Riga, tomorrow"),
        ("open the cellar door, not the windows", DOOR, frozenset(), None),  # no door: says something else
        ("open the cellar door, not the shed", DOOR, frozenset(), None),  # no catalogue lists it
        ("vacuum the attic, only the hall", [("hall", "value")], frozenset(), None),  # says more
        ("open the cellar door", DOOR, frozenset(), None),
        ("not now", DOOR, frozenset(), None),
    ],
)
def test_the_value_turned_down_is_left_out_only_where_the_plan_takes_its_kind(
    request_text: str, values: list[tuple[str, str]], listed: frozenset[str], ask: str | None
) -> None:
    assert undeclined(request_text, values, listed) == ask


def tool(tool_id: str, description: str, **arguments: str) -> dict[str, Any]:
    properties = {name: {"type": "string", "description": text} for name, text in arguments.items()}
    return {
        "id": tool_id,
        "name": tool_id,
        "description": description,
        "parameters": {"type": "object", "properties": properties, "required": list(arguments)},
    }


CATALOGUE = [
    tool("home.open_door", "Open a door.", door="Which door: front, cellar, garage, shed"),
    tool("ops.reboot", "Reboot a server.", host="The server's name"),
]
OPEN = ("open the garage door", [{"tool_id": "home.open_door", "arguments": {"door": "garage"}}])
REBOOT = ("reboot app-11", [{"tool_id": "ops.reboot", "arguments": {"host": "app-11"}}])


@pytest.mark.model
@pytest.mark.parametrize(
    ("plan", "request_text", "arguments"),
    [
        (OPEN, "open the cellar door, not the garage", {"door": "cellar"}),
        (OPEN, "not the garage one, open the front door", {"door": "front"}),
        (OPEN, "open the shed door rather than the front", {"door": "shed"}),
        (REBOOT, "reboot app-12, not app-11", {"host": "app-12"}),
    ],
)
def test_a_request_turning_down_a_value_of_the_plans_kind_replays_with_the_value_it_asks_for(
    mem: Memory, plan: tuple[str, list[dict[str, Any]]], request_text: str, arguments: dict[str, str]
) -> None:
    mem.tools.add(CATALOGUE)
    mem.plans.store(*plan)

    lookup = mem.plans.check(request_text)

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [arguments]


@pytest.mark.model
@pytest.mark.parametrize(
    "request_text",
    ["don't open the cellar door", "open the cellar door, not the windows", "not the cellar, don't open any door"],
)
def test_a_negation_that_turns_down_no_value_of_the_plans_kind_still_misses(mem: Memory, request_text: str) -> None:
    mem.tools.add(CATALOGUE)
    mem.plans.store(*OPEN)

    assert mem.plans.check(request_text).hit is None
