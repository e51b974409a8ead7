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
from toolmem.plans.wording import RELATIVE_TIME

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


def test_every_plan_of_the_benchmark_replays_for_its_own_request_unless_it_worked_out_a_day() -> None:
    """The plan-cache benchmark's 1,193 distinct stored plans, each alone in a workspace. Only a plan
    holding a date it worked out from "tomorrow" or "tonight" may miss: that date was right on the
    day it was stored."""
    plans: dict[str, tuple[str, list[dict[str, Any]]]] = {}
    files = [BENCH / "cases_dev.jsonl", BENCH / "cases_heldout.jsonl", *sorted((BENCH / "workspaces").glob("*.jsonl"))]
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            for stored in row.get("stored", [row] if "request" in row and "steps" in row else []):
                plans[json.dumps(stored, sort_keys=True)] = (stored["request"], stored["steps"])
    missed = []
    with toolmem.open("sqlite://", embedder="hash") as mem:
        for request, steps in plans.values():
            plan_id = mem.plans.store(request, steps)
            lookup = mem.plans.check(request)
            replayed = (
                [{"tool_id": s.tool_id, "arguments": dict(s.arguments)} for s in lookup.hit.steps]
                if lookup.hit
                else None
            )
            if replayed != [{"tool_id": s["tool_id"], "arguments": s.get("arguments", {})} for s in steps]:
                missed.append((request, lookup.reason, lookup.detail))
            mem.plans.remove(plan_id)

    assert len(plans) > 1000
    worked_out = [m for m in missed if m[1] == "tense" and "was worked out for" in m[2]]
    assert [m for m in missed if m not in worked_out] == []
    assert all(set(request.lower().split()) & RELATIVE_TIME for request, _, _ in worked_out)
