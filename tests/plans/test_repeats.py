"""A plan replays for the very request it was stored for.

The commonest traffic of a plan cache is the same request again. Values inside a slot's text
("FROM" in a query, "Okafor" in "Ben Okafor"), a negation inside a ticket's text, a slot word that
WordNet opposes to another word of the request ("deny leave request 388"), a day word before a
time ("tomorrow at 10am") and a slot of free text masked out of the stored vector each made the
same request miss.
"""

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import toolmem
from toolmem.embedders import get_embedder
from toolmem.embedders.base import Embedder
from toolmem.memory import Memory
from toolmem.plans.slots import find_slots
from toolmem.plans.values import find_values
from toolmem.plans.wording import RELATIVE_TIME
from toolmem.records import Step

BENCH = Path(__file__).resolve().parents[2] / "bench" / "plans"


def call(tool_id: str, **arguments: Any) -> list[dict[str, Any]]:
    return [{"tool_id": tool_id, "arguments": arguments}]


REPEATS = [
    ("run SELECT count(*) FROM orders on the analytics database", call("db.query", sql="SELECT count(*) FROM orders")),
    ("new lead: Ben Okafor, Initech", call("crm.create_lead", name="Ben Okafor", company="Initech")),
    ("find files about tax 2024", call("fs.search", query="tax 2024")),
    ("open a ticket: laptop won't boot", call("desk.open_ticket", summary="laptop won't boot")),
    ("deny leave request 388", call("hr.review_leave", request=388, verdict="deny")),
    ("create an event standup tomorrow at 10am", call("calendar.create", title="standup", start="tomorrow at 10am")),
    ("tell #eng-alerts that the build is broken", call("chat.post", channel="#eng-alerts", text="the build is broken")),
]


@pytest.fixture(scope="module")
def model() -> Embedder:
    return get_embedder("local")


@pytest.fixture
def mem(model: Embedder) -> Iterator[Memory]:
    with toolmem.open("sqlite://", embedder=model) as opened:
        yield opened


@pytest.mark.model
@pytest.mark.parametrize(("request_text", "steps"), REPEATS)
def test_the_same_request_replays_its_plan(mem: Memory, request_text: str, steps: list[dict[str, Any]]) -> None:
    mem.plans.store(request_text, steps)

    lookup = mem.plans.check(request_text)

    assert lookup.hit is not None, lookup
    assert [{"tool_id": s.tool_id, "arguments": dict(s.arguments)} for s in lookup.hit.steps] == steps


def benchmark_plans() -> list[tuple[str, list[dict[str, Any]]]]:
    """The distinct plans the plan-cache benchmark stores, in its cases and its crowded workspaces."""
    plans: dict[str, tuple[str, list[dict[str, Any]]]] = {}
    files = [BENCH / "cases_dev.jsonl", BENCH / "cases_heldout.jsonl", *sorted((BENCH / "workspaces").glob("*.jsonl"))]
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            for stored in row.get("stored", [row] if "request" in row and "steps" in row else []):
                plans[json.dumps(stored, sort_keys=True)] = (stored["request"], stored["steps"])
    return list(plans.values())


def replayed(lookup: toolmem.Lookup) -> list[dict[str, Any]] | None:
    """The steps a lookup replays, as the benchmark writes them; ``None`` for a miss."""
    if lookup.hit is None:
        return None
    return [{"tool_id": step.tool_id, "arguments": dict(step.arguments)} for step in lookup.hit.steps]


def test_every_plan_of_the_benchmark_replays_for_its_own_request_unless_it_worked_out_a_day() -> None:
    """The plan-cache benchmark's 1,193 distinct stored plans, each alone in a workspace. Only a plan
    holding a date it worked out from "tomorrow" or "tonight" may miss: that date was right on the
    day it was stored."""
    plans = benchmark_plans()
    missed = []
    with toolmem.open("sqlite://", embedder="hash") as mem:
        for request, steps in plans:
            plan_id = mem.plans.store(request, steps)
            lookup = mem.plans.check(request)
            if replayed(lookup) != [{"tool_id": s["tool_id"], "arguments": s.get("arguments", {})} for s in steps]:
                missed.append((request, lookup.reason, lookup.detail))
            mem.plans.remove(plan_id)

    assert len(plans) > 1000
    worked_out = [m for m in missed if m[1] == "tense" and "was worked out for" in m[2]]
    assert [m for m in missed if m not in worked_out] == []
    assert all(set(request.lower().split()) & RELATIVE_TIME for request, _, _ in worked_out)


NEGATED = [
    "do not {}",
    "please don't {}",
    "never {}",
    "I don't want you to {}",
    "{}. Actually, don't",
    "I was told not to {}. Thanks.",
    "I don't think you should {}. Thoughts?",
    "I didn't ask you to {}!",
]


def test_no_plan_of_the_benchmark_replays_for_its_request_negated() -> None:
    """Each benchmark plan alone in a workspace, looked up with its request negated: in the clause
    that asks, or in one that tells before a clause that asks for nothing ("Thanks.")."""
    replays = []
    with toolmem.open("sqlite://", embedder="hash") as mem:
        for request, steps in benchmark_plans():
            plan_id = mem.plans.store(request, steps)
            said = request[0].lower() + request[1:]
            replays += [form.format(said) for form in NEGATED if mem.plans.lookup(form.format(said)) is not None]
            mem.plans.remove(plan_id)

    assert replays == []


# Another value of each kind, found as that kind where the stored one stood.
OTHERS = {
    "number": "17",
    "email": "zed.q@example.org",
    "path": "notes.md",
    "code": "NOK",
    "quoted": "'all good'",
    "date": "Thursday",
    "name": "Lisbon",
}


def test_every_plan_of_the_benchmark_replays_with_other_values_of_the_kinds_it_took() -> None:
    """Each benchmark plan with a slot found by its form (a number, an email, a path, a code, quoted
    text, a day, a name), looked up with another value of that kind in its place: the new value is
    carried. Only a plan holding a value it worked out from the others (a share of a bill) may miss."""
    tried, missed = 0, []
    with toolmem.open("sqlite://", embedder="hash") as mem:
        for request, steps in benchmark_plans():
            slotted = {str(slot["value"]) for slot in find_slots(request, [Step(**s) for s in steps])}
            value = next((v for v in find_values(request) if v.text in slotted and v.kind in OTHERS), None)
            if value is None or OTHERS[value.kind].strip("'") == value.text:
                continue
            other = OTHERS[value.kind]
            carried: Any = other.strip("'")
            if value.kind == "number" and value.text in [str(leaf) for leaf in _leaves(steps) if isinstance(leaf, int)]:
                carried = int(other)
            expected = [
                {"tool_id": s["tool_id"], "arguments": _swap(s.get("arguments", {}), value.text, carried)}
                for s in steps
            ]
            tried += 1
            plan_id = mem.plans.store(request, steps)
            lookup = mem.plans.check(request[: value.start] + other + request[value.end :])
            if replayed(lookup) != expected:
                missed.append((request, lookup.reason, lookup.detail))
            mem.plans.remove(plan_id)

    assert tried > 500
    assert [m for m in missed if "worked out" not in m[2]] == []


def _leaves(node: Any) -> list[Any]:
    if isinstance(node, dict):
        return [leaf for child in node.values() for leaf in _leaves(child)]
    if isinstance(node, list):
        return [leaf for child in node for leaf in _leaves(child)]
    return [node]


def _swap(node: Any, old: str, new: Any) -> Any:
    """``node`` with every leaf that reads ``old`` replaced by ``new``."""
    if isinstance(node, dict):
        return {key: _swap(child, old, new) for key, child in node.items()}
    if isinstance(node, list):
        return [_swap(child, old, new) for child in node]
    if not isinstance(node, bool) and str(node) == old:
        return new
    return node


# Pairs of opposite actions, written for this test: the first word of a request found among them
# is put as the other.
OPPOSED = dict(
    pair.split()
    for pair in "start stop|stop start|create delete|delete create|enable disable|disable enable|buy sell|sell buy|"
    "lock unlock|unlock lock|add remove|remove add|pause resume|resume pause|approve reject|reject approve".split("|")
)


@pytest.mark.model
@pytest.mark.parametrize("workspace", ["finance", "devops"])
def test_in_its_crowd_a_plan_replays_for_its_request_and_never_for_it_negated_or_turned_around(
    model: Embedder, workspace: str
) -> None:
    """Each plan of a crowded benchmark workspace, among all the others (the local model): its own
    request replays it (unless it worked out a day), the request negated misses, and the request
    with its first action of a pair put as the other does not replay the same steps."""
    lines = (BENCH / "workspaces" / f"{workspace}.jsonl").read_text(encoding="utf-8").splitlines()
    plans = [(row["request"], row["steps"]) for row in map(json.loads, lines)]
    wrong = []
    with toolmem.open("sqlite://", embedder=model) as mem:
        mem.plans.store_many(plans)
        for request, steps in plans:
            stored = [{"tool_id": s["tool_id"], "arguments": s.get("arguments", {})} for s in steps]
            own = mem.plans.check(request)
            if replayed(own) != stored and "worked out" not in own.detail:
                wrong.append(("own", request, own.reason))
            said = request[0].lower() + request[1:]
            for negated in (f"please don't {said}", f"I was told not to {said}. Thanks."):
                if mem.plans.lookup(negated) is not None:
                    wrong.append(("negated", negated, None))
            words = request.split()
            first = next((i for i, word in enumerate(words) if word.lower() in OPPOSED), None)
            if first is not None:
                turned = " ".join([*words[:first], OPPOSED[words[first].lower()], *words[first + 1 :]])
                if replayed(mem.plans.check(turned)) == stored:
                    wrong.append(("turned", turned, None))

    assert len(plans) > 200
    assert wrong == []
