"""A plan replays for the very request it was stored for.

The commonest traffic of a plan cache is the same request again. Values inside a slot's text
("FROM" in a query, "Okafor" in "Ben Okafor"), a negation inside a ticket's text, a slot word that
WordNet opposes to another word of the request ("deny leave request 388"), a day word before a
time ("tomorrow at 10am") and a slot of free text masked out of the stored vector each made the
same request miss.
"""

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import toolmem
from toolmem.embedders import get_embedder
from toolmem.embedders.base import Embedder
from toolmem.memory import Memory


def _probes() -> ModuleType:
    """``bench/plan_probes.py``: the probes made from the benchmark's stored plans."""
    path = Path(__file__).resolve().parents[2] / "bench" / "plan_probes.py"
    spec = importlib.util.spec_from_file_location("plan_probes_under_test", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


probes = _probes()


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


@pytest.mark.model
@pytest.mark.parametrize(("request_text", "steps"), REPEATS)
def test_the_same_request_replays_its_plan(mem: Memory, request_text: str, steps: list[dict[str, Any]]) -> None:
    mem.plans.store(request_text, steps)

    lookup = mem.plans.check(request_text)

    assert lookup.hit is not None, lookup
    assert [{"tool_id": s.tool_id, "arguments": dict(s.arguments)} for s in lookup.hit.steps] == steps


def test_every_plan_of_the_benchmark_replays_for_its_own_request_and_for_other_values() -> None:
    """The benchmark's 1,193 distinct plans, each alone in a workspace (the hash embedder): its own
    request replays it, and so does the request with its first slot found by its form given another
    value of that kind, carrying it. Only a plan holding a value it worked out (a timestamp for
    "tomorrow", a share of a bill) may miss."""
    plans = probes.benchmark_plans()
    own, others = probes.alone(get_embedder("hash"), plans)

    assert len(plans) > 1000
    assert others.lookups > 500
    assert (own.wrong, own.examples, others.wrong, others.examples) == (0, [], 0, [])


NEGATED_ALONE = [
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
        for request, steps in probes.benchmark_plans():
            plan_id = mem.plans.store(request, steps)
            said = request[0].lower() + request[1:]
            replays += [form.format(said) for form in NEGATED_ALONE if mem.plans.lookup(form.format(said)) is not None]
            mem.plans.remove(plan_id)

    assert replays == []


@pytest.mark.model
def test_in_its_crowd_a_plan_replays_for_its_request_and_never_for_it_negated_or_turned_around(
    local_model: Embedder,
) -> None:
    """Each plan of two crowded benchmark workspaces, among all the others (the local model): its
    own request replays it, the request negated seven ways misses, and the request with its first
    action of a pair put as the other does not replay the same steps."""
    tallies = probes.crowded(local_model, names=("finance", "devops"))

    assert all(tally.lookups > 0 for tally in tallies)
    assert [(tally.name, tally.wrong, tally.examples) for tally in tallies] == [
        (tally.name, 0, []) for tally in tallies
    ]
