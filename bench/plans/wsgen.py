"""A tiny template engine for the crowded workspaces of the plan-cache benchmark.

A family is one tool (or a fixed chain of tools) with several wordings of the same request and
lists of values for its slots. ``{name}`` in a wording takes a slot's value; a value may be a
dict, addressed as ``{name[key]}`` (for example a currency's word and its code). In an argument,
a string that is exactly one placeholder takes the slot's value with its JSON type; any other
string is formatted; anything else is a constant.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

WHOLE = re.compile(r"^\{(\w+)(?:\[(\w+)\])?\}$")


@dataclass
class Family:
    """Wordings and values of one kind of stored plan."""

    steps: list[tuple[str, dict[str, Any]]]
    wordings: list[str]
    slots: dict[str, list[Any]] = field(default_factory=dict)
    count: int = 8
    distinct: tuple[str, ...] = ()


def fam(
    tool: str,
    wordings: list[str],
    slots: dict[str, list[Any]],
    args: dict[str, Any],
    count: int = 8,
    distinct: tuple[str, ...] = (),
) -> Family:
    """A family of one-step plans; slots named in ``distinct`` never take the same value."""
    return Family([(tool, args)], wordings, slots, count, distinct)


def chain(
    steps: list[tuple[str, dict[str, Any]]], wordings: list[str], slots: dict[str, list[Any]], count: int = 6
) -> Family:
    """A family of multi-step plans."""
    return Family(steps, wordings, slots, count)


def fill(template: Any, values: dict[str, Any]) -> Any:
    """One argument value from its template and the chosen slot values."""
    if isinstance(template, str):
        whole = WHOLE.match(template)
        if whole:
            value = values[whole.group(1)]
            return value[whole.group(2)] if whole.group(2) else value
        return template.format(**values)
    if isinstance(template, list):
        return [fill(item, values) for item in template]
    return template


PLACEHOLDER = re.compile(r"\{(\w+)")


def slots_in(template: Any) -> set[str]:
    """Names of the slots a wording or an argument template uses."""
    if isinstance(template, str):
        return set(PLACEHOLDER.findall(template))
    if isinstance(template, list):
        return set().union(*(slots_in(item) for item in template)) if template else set()
    return set()


def check(family: Family) -> None:
    """Every wording states every value its arguments carry."""
    needed = set().union(*(slots_in(value) for _, args in family.steps for value in args.values()))
    for wording in family.wordings:
        missing = needed - slots_in(wording)
        assert not missing, f"{wording!r} does not state {sorted(missing)}"


def expand(families: list[Family], seed: int) -> list[dict[str, Any]]:
    """Stored plans of a workspace: each family's count of distinct requests."""
    for family in families:
        check(family)
    rng = random.Random(seed)
    plans: list[dict[str, Any]] = []
    seen: set[str] = set()
    for family in families:
        made, tries = 0, 0
        while made < family.count and tries < 500:
            tries += 1
            values = {name: rng.choice(options) for name, options in family.slots.items()}
            chosen = [repr(values[name]) for name in family.distinct]
            if len(set(chosen)) < len(chosen):
                continue
            request = rng.choice(family.wordings).format(**values)
            key = " ".join(request.lower().split())
            if key in seen:
                continue
            seen.add(key)
            steps = [
                {"tool_id": tool, "arguments": {name: fill(value, values) for name, value in args.items()}}
                for tool, args in family.steps
            ]
            plans.append({"request": request, "steps": steps})
            made += 1
    rng.shuffle(plans)
    return plans
