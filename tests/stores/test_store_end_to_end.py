"""The public API on both backends, and several processes writing one PostgreSQL database at once."""

import multiprocessing
from multiprocessing.synchronize import Barrier
from pathlib import Path
from typing import Any

import toolmem
from processes import running
from toolmem.stores import open_store
from toolmem.stores.calls import Request

TOOLS = [
    {"id": "weather", "name": "get_weather", "description": "Forecast the weather for a city."},
    {"id": "mail", "name": "send_email", "description": "Send an email to a contact."},
    {"id": "calendar", "name": "add_event", "description": "Add an event to the calendar."},
]
WORKERS = 4
CALLS_PER_WORKER = 20
FEEDBACK_PER_WORKER = 20


def use_everything(db: str) -> dict[str, Any]:
    """Exercise each memory through the public API; return what a user would look at."""
    with toolmem.open(db, embedder="hash") as mem:
        mem.tools.add(TOOLS)
        mem.calls.record("weather", "rain in Paris?", {"city": "Paris"}, "sunny", time_cost=0.5)
        mem.calls.record("weather", "rain in Rome?", {"city": "Rome"}, "", success=False, error="timeout")
        plan_id = mem.plans.store("weather in Paris", [{"tool_id": "weather", "arguments": {"city": "Paris"}}])
        hit = mem.plans.lookup("weather in Paris")
        plan = mem.plans.feedback(plan_id, True)
        chat = mem.history({"user": "ann"})
        chat.append("user", "What is the weather in Paris?")
        chat.append("assistant", "Sunny and warm.")
        mem.docs.add("Paris is the capital of France. It rains in autumn.", doc_id="paris")
        mem.docs.add("Rome is the capital of Italy.", doc_id="rome")
        stats = mem.calls.stats("weather")
        return {
            "tools": [h.id for h in mem.tools.search("what is the weather forecast", k=3)],
            "stats": (stats.calls, stats.successes, stats.last_error),
            "plan": (hit.id if hit else None, plan.successes if plan else None),
            "history": [h.message.content for h in chat.search("weather", k=2)],
            "docs": [h.chunk.document for h in mem.docs.search("capital of Italy", k=2)],
        }


def test_the_public_api_gives_the_same_answers_on_postgresql_as_on_sqlite(postgres_url: str, tmp_path: Path) -> None:
    on_sqlite = use_everything(str(tmp_path / "toolmem.db"))
    on_postgres = use_everything(postgres_url)

    assert on_postgres == on_sqlite
    assert on_sqlite["tools"][0] == "weather"
    assert on_sqlite["stats"] == (2, 1, "timeout")
    assert on_sqlite["docs"][0] == "rome"


def record_and_feed_back(db: str, worker: int, plan_id: str, start_together: Barrier) -> None:
    """Record this worker's calls and feed back the shared plan, interleaved, once all are ready."""
    with toolmem.open(db, embedder="hash") as mem:
        start_together.wait(timeout=60)
        for i in range(max(CALLS_PER_WORKER, FEEDBACK_PER_WORKER)):
            if i < CALLS_PER_WORKER:
                mem.calls.record(f"tool{worker}", f"request {i} of worker {worker}", output=f"out {i}")
            if i < FEEDBACK_PER_WORKER:
                mem.store.plans("default").feedback(plan_id, i % 2 == 0, alpha=0.1, min_score=0.0)


def test_four_processes_recording_and_feeding_back_at_once_lose_no_write(postgres_url: str) -> None:
    with toolmem.open(postgres_url, embedder="hash") as mem:
        mem.tools.add([{"id": f"tool{n}", "name": f"tool_{n}", "description": f"Tool {n}."} for n in range(WORKERS)])
        plan_id = mem.plans.store("weather in Paris", [{"tool_id": "weather", "arguments": {"city": "Paris"}}])
        start = mem.store.versions("default").experience
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(WORKERS)
    workers = [
        context.Process(target=record_and_feed_back, args=(postgres_url, n, plan_id, barrier)) for n in range(WORKERS)
    ]
    with running(workers):
        pass

    assert [process.exitcode for process in workers] == [0] * WORKERS
    store = open_store(postgres_url)
    try:
        plan = store.plans("default").get([plan_id])[plan_id].plan
        assert (plan.successes, plan.failures) == (WORKERS * FEEDBACK_PER_WORKER // 2,) * 2
        log = store.calls("default")
        for worker in range(WORKERS):
            calls = log.list(f"tool{worker}")
            assert sorted(c.request for c in calls) == sorted(
                f"request {i} of worker {worker}" for i in range(CALLS_PER_WORKER)
            )
        assert {tool_id: totals.calls for tool_id, totals in log.totals().items()} == {
            f"tool{worker}": CALLS_PER_WORKER for worker in range(WORKERS)
        }
        assert store.versions("default").experience == start + WORKERS * CALLS_PER_WORKER
        assert {r.record.text: r.record for r in log.changes(None, None).rows} == {
            f"request {i} of worker {worker}": Request(f"request {i} of worker {worker}", ((f"tool{worker}", 1, 0),))
            for worker in range(WORKERS)
            for i in range(CALLS_PER_WORKER)
        }
    finally:
        store.close()


WRITERS = 2
ROUNDS = 30
SEARCHES = ["weather forecast for the harbour", "send an email to a contact", "tides of the harbour"]


def add_and_remove_tools(db: str, worker: int, start_together: Barrier) -> None:
    """Add tools that compete with ``weather`` for the same words, removing every third one again."""
    with toolmem.open(db, embedder="hash") as mem:
        start_together.wait(timeout=60)
        for i in range(ROUNDS):
            description = f"Forecast the weather and the tides of harbour {i} for writer {worker}."
            mem.tools.add({"id": f"w{worker}-{i}", "name": f"harbour_{worker}_{i}", "description": description})
            if i % 3 == 2:
                mem.tools.remove(f"w{worker}-{i - 1}")


def rankings(mem: toolmem.Memory) -> dict[str, list[tuple[str, float]]]:
    return {query: [(hit.id, round(hit.score, 5)) for hit in mem.tools.search(query, k=10)] for query in SEARCHES}


def test_a_search_ranks_like_a_fresh_memory_after_other_processes_add_and_remove_tools(db_url: str) -> None:
    """BM25 statistics (document frequencies, lengths) and vectors live in each process, derived
    from the rows; a process must rebuild them when another one changes the catalogue."""
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(WRITERS + 1)
    with toolmem.open(db_url, embedder="hash") as reader:
        reader.tools.add(TOOLS)
        before = rankings(reader)
        writers = [context.Process(target=add_and_remove_tools, args=(db_url, n, barrier)) for n in range(WRITERS)]
        with running(writers):
            barrier.wait(timeout=60)
            searched_during = 0
            while any(process.is_alive() for process in writers):
                hits = reader.tools.search(SEARCHES[0], k=10)  # never fails, whatever was half written
                assert len(TOOLS) <= len({hit.id for hit in hits}) == len(hits) <= 10
                searched_during += 1
        after = rankings(reader)

    assert [process.exitcode for process in writers] == [0] * WRITERS
    with toolmem.open(db_url, embedder="hash") as fresh:
        assert len(fresh.tools) == len(TOOLS) + WRITERS * (ROUNDS - ROUNDS // 3)
        assert rankings(fresh) == after
    assert after != before
    assert after[SEARCHES[2]][0][0].startswith("w")  # a writer's harbour tool leads the harbour query
    assert searched_during > 0
