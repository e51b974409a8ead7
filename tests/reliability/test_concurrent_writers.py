"""Four processes writing one workspace at once, on SQLite and on PostgreSQL: nothing lost, counters
exact, a plan's score exactly the moving average of every outcome, idempotency keys honoured."""

import multiprocessing
from multiprocessing.synchronize import Barrier

import pytest

import toolmem
from processes import running

WORKERS = 4
WRITES = 250  # per worker and kind: 4 × 250 calls, feedbacks and messages, and 4 × 250 keyed sends
ALPHA = 0.3
TOOLS = [{"id": f"tool{n}", "name": f"tool_{n}", "description": f"Synthetic tool {n}."} for n in range(3)]


def write(db: str, worker: int, plan_id: str, start_together: Barrier) -> None:
    """Interleave calls, failed feedback, messages and keyed retries, once every worker is ready."""
    with toolmem.open(db, embedder="hash", history_cap=WORKERS * WRITES) as mem:
        chat = mem.history({"room": "shared"})
        start_together.wait(timeout=120)
        for n in range(WRITES):
            mem.calls.record(f"tool{n % 3}", f"worker {worker} call {n}", output="ok", success=n % 2 == 0, token_cost=5)
            mem.plans.feedback(plan_id, success=False)
            chat.append("user", f"worker {worker} says {n}")
            key = f"worker {worker} keyed {n // 2}"  # every keyed call is sent twice, as a retry would
            mem.calls.record("tool0", f"keyed {worker}-{n // 2}", output="ok", idempotency_key=key)


def test_four_processes_writing_at_once_lose_nothing_and_keep_every_counter_exact(db_url: str) -> None:
    with toolmem.open(db_url, embedder="hash") as mem:
        mem.tools.add(TOOLS)
        plan_id = mem.plans.store("weather in Paris", [{"tool_id": "tool0", "arguments": {"city": "Paris"}}])
        mem.plans.configure(min_score=0.0)
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(WORKERS)
    workers = [context.Process(target=write, args=(db_url, n, plan_id, barrier)) for n in range(WORKERS)]
    with running(workers, timeout=300):
        pass

    assert [process.exitcode for process in workers] == [0] * WORKERS
    keyed = WORKERS * WRITES // 2
    with toolmem.open(db_url, history_cap=WORKERS * WRITES * 2) as mem:
        calls = mem.calls.list(limit=None)
        assert len(calls) == WORKERS * WRITES + keyed
        assert len({call.request for call in calls}) == len(calls)
        totals = [mem.calls.stats(tool["id"]) for tool in TOOLS]
        assert sum(stats.calls for stats in totals) == len(calls)
        assert sum(stats.successes for stats in totals) == sum(call.success for call in calls)
        assert all(stats.avg_token_cost > 0 for stats in totals)
        plan = mem.plans.get(plan_id)
        assert (plan.failures, plan.successes) == (WORKERS * WRITES, 0)
        assert plan.score == pytest.approx((1 - ALPHA) ** (WORKERS * WRITES), rel=1e-9)
        messages = mem.history({"room": "shared"}).messages()
        assert sorted(m.content for m in messages) == sorted(
            f"worker {w} says {n}" for w in range(WORKERS) for n in range(WRITES)
        )
        assert [m.id for m in messages] == sorted(m.id for m in messages)
