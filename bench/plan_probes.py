"""Probes of the plan cache made from the benchmark's own stored plans: no case needs writing.

For every distinct plan the plan-cache benchmark stores (``bench/plans``: its cases and its four
crowded workspaces), it prints how many of these lookups go wrong:

- **own request, alone**: the plan's own request, in a workspace holding only that plan, must
  replay it with its arguments;
- **own request, in its crowd**: the same among all the plans of its crowded workspace;
- **other values**: the request with its first slot found by its form (a number, an email, a path,
  a code, quoted text, a day, a name) replaced by another of that kind must replay it carrying the
  new value;
- **negated, in its crowd**: the request negated in seven ways ("do not …", "I was told not to ….
  Thanks.", "I don't think you should …. Thoughts?"), looked up among its crowd, must miss;
- **opposite action, in its crowd**: the first word of the request that is one of a pair of opposite
  actions (lock/unlock, start/stop, create/delete, …) put as the other, looked up among its crowd,
  must not replay the stored steps unchanged (a slot may carry the new word: ``verdict="reject"``).

Misses that the cache makes by design are counted apart: a plan holding a value it worked out
("tomorrow at 9am" → a timestamp, a share of a bill) is not replayed for another day or other values.

    python bench/plan_probes.py [--embedder local]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import toolmem
from toolmem.embedders import get_embedder
from toolmem.embedders.base import Embedder
from toolmem.plans.slots import find_slots
from toolmem.plans.values import code_family, find_values
from toolmem.records import Step

HERE = Path(__file__).resolve().parent / "plans"
Plan = tuple[str, list[dict[str, Any]]]
OTHERS = {
    "number": "17",
    "email": "zed.q@example.org",
    "path": "notes.md",
    "code": "NOK",
    "quoted": "'all good'",
    "date": "Thursday",
    "name": "Lisbon",
}
OTHER_CODES = {"currency": "NOK", "crypto": "ADA", "other": "QQQ"}
OPPOSED = [
    pair.split()
    for pair in (
        "lock unlock|open close|start stop|enable disable|mute unmute|follow unfollow|archive unarchive|"
        "add remove|grant revoke|accept decline|approve reject|buy sell|upload download|subscribe unsubscribe|"
        "pin unpin|block unblock|show hide|increase decrease|attach detach|install uninstall|connect disconnect|"
        "freeze unfreeze|publish unpublish|star unstar|like unlike|join leave|arm disarm|activate deactivate|"
        "allow deny|include exclude|import export|encrypt decrypt|expand collapse|create delete|raise lower|"
        "pause resume|assign unassign|watch unwatch|save discard|confirm cancel|upgrade downgrade|enter exit"
    ).split("|")
]
OTHER_ACTION = {a: b for a, b in OPPOSED} | {b: a for a, b in OPPOSED}
NEGATED = [
    "do not {}",
    "please don't {}",
    "never {}",
    "I was told not to {}. Thanks.",
    "I don't think you should {}. Thoughts?",
    "I didn't ask you to {}!",
    "please don't {}, I changed my mind",
]


def read_lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def plans_of(rows: list[dict[str, Any]]) -> list[Plan]:
    """The distinct plans stored by cases (``stored``) or listed by a workspace file."""
    found: dict[str, Plan] = {}
    for row in rows:
        for stored in row.get("stored", [row] if "steps" in row else []):
            found[json.dumps(stored, sort_keys=True)] = (stored["request"], stored["steps"])
    return list(found.values())


def expected(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"tool_id": step["tool_id"], "arguments": step.get("arguments", {})} for step in steps]


def replayed(lookup: toolmem.Lookup) -> list[dict[str, Any]] | None:
    if lookup.hit is None:
        return None
    return [{"tool_id": step.tool_id, "arguments": dict(step.arguments)} for step in lookup.hit.steps]


def by_design(lookup: toolmem.Lookup) -> bool:
    """A miss the cache makes on purpose: a value the plan worked out is not worked out again."""
    return lookup.hit is None and "worked out" in lookup.detail


class Tally:
    """Lookups, wrong outcomes and misses by design of one probe."""

    def __init__(self, name: str) -> None:
        self.name, self.lookups, self.wrong, self.designed = name, 0, 0, 0
        self.examples: list[str] = []

    def add(self, request: str, lookup: toolmem.Lookup, right: bool) -> None:
        self.lookups += 1
        if right:
            return
        if by_design(lookup):
            self.designed += 1
            return
        self.wrong += 1
        if len(self.examples) < 5:
            self.examples.append(f"{request!r}: {lookup.reason or 'replayed'} {lookup.detail}".rstrip())

    def row(self) -> str:
        return f"| {self.name} | {self.lookups} | {self.wrong} | {self.designed} |"


def variant(request: str, steps: list[dict[str, Any]]) -> tuple[str, list[dict[str, Any]]] | None:
    """The request with its first slot found by its form given another value, and the steps carrying it."""
    slotted = {str(slot["value"]) for slot in find_slots(request, [Step(**step) for step in steps])}
    # a currency said by its name ("euros") is its code's slot, and takes no code in its place
    found = (v for v in find_values(request) if v.kind != "code" or v.text.isupper())
    value = next((v for v in found if v.text in slotted and v.kind in OTHERS), None)
    if value is None:
        return None
    # a code takes one of its family: a currency a currency, a coin a coin, a ticker a ticker
    other = OTHER_CODES[code_family(value.text)] if value.kind == "code" else OTHERS[value.kind]
    if other.strip("'") == value.text or request.count(value.text) > 1:
        return None  # "on July 4 … from July 4": which one changes the request cannot say
    new: Any = other.strip("'")
    numbers = [
        leaf
        for step in steps
        for leaf in _leaves(step.get("arguments", {}))
        if isinstance(leaf, (int, float)) and not isinstance(leaf, bool) and _same_number(leaf, value.text)
    ]
    if value.kind == "number" and numbers:  # a number argument takes the new number as a number
        new = int(other) if isinstance(numbers[0], int) else float(other)
    carried = [{**step, "arguments": _swap(step.get("arguments", {}), value.text, new)} for step in steps]
    return request[: value.start] + other + request[value.end :], carried


def _leaves(node: Any) -> list[Any]:
    if isinstance(node, dict):
        return [leaf for child in node.values() for leaf in _leaves(child)]
    if isinstance(node, list):
        return [leaf for child in node for leaf in _leaves(child)]
    return [node]


def _same_number(number: float, text: str) -> bool:
    """Whether ``text`` writes ``number`` ("0.50" for 0.5, "12,000" for 12000)."""
    try:
        return float(text.replace(",", "")) == number
    except ValueError:
        return False


def _swap(node: Any, old: str, new: Any) -> Any:
    if isinstance(node, dict):
        return {key: _swap(child, old, new) for key, child in node.items()}
    if isinstance(node, list):
        return [_swap(child, old, new) for child in node]
    if isinstance(node, bool):
        return node
    same = str(node) == old or (isinstance(node, (int, float)) and _same_number(node, old))
    return new if same else node


def benchmark_plans() -> list[Plan]:
    """The distinct plans the benchmark stores, in its cases and its crowded workspaces."""
    files = [*sorted(HERE.glob("cases_*.jsonl")), *sorted((HERE / "workspaces").glob("*.jsonl"))]
    return plans_of([row for path in files for row in read_lines(path)])


def alone(embedder: Embedder, plans: list[Plan]) -> tuple[Tally, Tally]:
    """The probes of each plan alone in a workspace: its own request, and another value."""
    own, others = Tally("own request, alone"), Tally("other values, alone")
    with toolmem.open("sqlite://", embedder=embedder) as mem:
        for request, steps in plans:
            plan_id = mem.plans.store(request, steps)
            lookup = mem.plans.check(request)
            own.add(request, lookup, replayed(lookup) == expected(steps))
            changed = variant(request, steps)
            if changed is not None:
                lookup = mem.plans.check(changed[0])
                others.add(changed[0], lookup, replayed(lookup) == expected(changed[1]))
            mem.plans.remove(plan_id)
    return own, others


def flipped(request: str) -> str | None:
    """The request with its first word of an opposite pair put as the other, if it has one."""
    for match in re.finditer(r"[A-Za-z]+", request):
        other = OTHER_ACTION.get(match.group().lower())
        if other is not None:
            return request[: match.start()] + other + request[match.end() :]
    return None


def crowded(embedder: Embedder, names: Sequence[str] | None = None) -> tuple[Tally, Tally, Tally]:
    """The probes among the plans of the crowded workspaces (``names``: some of them, by file stem)."""
    own, negated = Tally("own request, in its crowd"), Tally("negated (7 ways), in its crowd")
    opposed = Tally("opposite action, in its crowd")
    for path in sorted((HERE / "workspaces").glob("*.jsonl")):
        if names is not None and path.stem not in names:
            continue
        plans = plans_of(read_lines(path))
        with toolmem.open("sqlite://", embedder=embedder) as mem:
            mem.plans.store_many(plans)
            for request, steps in plans:
                lookup = mem.plans.check(request)
                own.add(request, lookup, replayed(lookup) == expected(steps))
                said = request[0].lower() + request[1:]
                for form in NEGATED:
                    lookup = mem.plans.check(form.format(said))
                    negated.add(form.format(said), lookup, lookup.hit is None)
                other = flipped(request)
                if other is not None:
                    lookup = mem.plans.check(other)
                    opposed.add(other, lookup, replayed(lookup) != expected(steps))
    return own, negated, opposed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="local", help="the workspaces' embedder spec")
    args = parser.parse_args()
    embedder = get_embedder(args.embedder)
    plans = benchmark_plans()
    started = time.perf_counter()
    tallies = [*alone(embedder, plans), *crowded(embedder)]
    print(f"{len(plans)} distinct plans; embedder {embedder.id}; {time.perf_counter() - started:.0f} s\n")
    print("| probe | lookups | wrong | missed by design |")
    print("|---|---|---|---|")
    for tally in tallies:
        print(tally.row())
    for tally in tallies:
        for example in tally.examples:
            print(f"  {tally.name}: {example}")
    return 1 if any(tally.wrong for tally in tallies) else 0


if __name__ == "__main__":
    sys.exit(main())
