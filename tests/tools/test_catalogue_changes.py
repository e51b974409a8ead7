"""A catalogue changed by another process, seen through the live index: at every step, the ranking a
long-lived memory gives (its index caught up change by change) equals the ranking of a memory opened
afresh (its index built from every row), on SQLite and on PostgreSQL."""

import multiprocessing
import random
from multiprocessing.connection import Connection
from typing import Any

import pytest

import toolmem
from processes import running

TOPICS = ["weather", "email", "invoice", "flight", "music", "calendar", "recipe", "stock", "maps", "news"]
VERBS = ["forecast", "send", "create", "search", "play", "add", "find", "quote", "route", "read"]
QUERIES = ["weather forecast for Lisbon", "send an email to Alice", "create an invoice", "route to the station"]
STEPS = 12


def tool(i: int, variant: int = 0) -> dict[str, Any]:
    topic, verb = TOPICS[i % 10], VERBS[(i * 3 + variant) % 10]
    return {
        "id": f"{topic}.{verb}.{i}",
        "name": f"{verb}_{topic}",
        "description": f"{verb.capitalize()} {topic} things, item {i} variant {variant}.",
        "tags": [topic, f"group{i % 3}"],
    }


def writer(db: str, seed: int, steps: Connection) -> None:
    """Make one random change per message received: add tools, change some, remove some."""
    rng = random.Random(seed)
    with toolmem.open(db, embedder="hash") as mem:
        live: set[int] = set()
        while steps.recv() == "step":
            action = rng.random()
            if live and action < 0.3:
                gone = rng.sample(sorted(live), min(len(live), rng.randint(1, 4)))
                mem.tools.remove([tool(i)["id"] for i in gone])
                live -= set(gone)
            elif live and action < 0.5:
                changed = rng.sample(sorted(live), min(len(live), 3))
                mem.tools.add([tool(i, variant=rng.randint(1, 5)) for i in changed])
            else:
                new = rng.sample(range(200), rng.randint(3, 10))
                mem.tools.add([tool(i) for i in new])
                live |= set(new)
            steps.send("done")


def ranking(mem: toolmem.Memory, query: str, **options: Any) -> list[tuple[str, float]]:
    return [(hit.id, hit.score) for hit in mem.tools.search(query, k=8, **options)]


def assert_same(found: list[tuple[str, float]], expected: list[tuple[str, float]]) -> None:
    """The same ids in the same order, up to float32 rounding (neighbours within 1e-5 may swap)."""
    assert [score for _, score in found] == pytest.approx([score for _, score in expected], abs=1e-5)
    for (a, score), (b, _) in zip(found, expected, strict=True):
        if a != b:
            assert any(key == a and abs(s - score) <= 1e-5 for key, s in expected)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_catalogue_changed_by_another_process_ranks_at_every_step_as_a_fresh_index_would(db: str, seed: int) -> None:
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    process = context.Process(target=writer, args=(db, seed, theirs))
    with toolmem.open(db, embedder="hash") as watcher, running([process]):
        watcher.tools.add([tool(500)])
        for _ in range(STEPS):
            ours.send("step")
            assert ours.recv() == "done"
            with toolmem.open(db) as fresh:
                for query in QUERIES:
                    assert_same(ranking(watcher, query), ranking(fresh, query))
                    assert_same(
                        ranking(watcher, query, tags=["weather", "email"]),
                        ranking(fresh, query, tags=["weather", "email"]),
                    )
        ours.send("stop")
        index = watcher.tools.index()
        assert index.slots > len(index)  # the watcher's index took changes in place (tombstones and all)
