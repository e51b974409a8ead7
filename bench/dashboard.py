"""What the dashboard's statistics cost: at record time (the hourly buckets, the plan journal) and
when a page reads them, on a SQLite file.

A workspace of ``--tools`` tools gets ``--calls-per-day`` calls per tool per day for ``--days`` days
(random outcomes and times, hash embedder). Then:

* the added cost per call of counting it in its hour, timed as the bucket upsert alone, in the
  same transaction shape ``calls(ws).record`` uses, against the whole ``record`` call;
* the added cost per lookup of journalling it (one small write transaction), against a lookup;
* the reads behind each page: ``stats_by_tool`` (the tools table), ``trends`` (its sparklines),
  ``timeline`` (one tool, and the workspace), ``summary`` (the landing page), ``plans.timeline``.

Medians over ``--repeats`` runs of each read; the machine's 2 cores may be shared.

    python bench/dashboard.py --tools 500 --days 30 --calls-per-day 4 [--db postgresql://...] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import toolmem
from toolmem.records import Call, PlanEvent
from toolmem.stores.sql.timeline import count_call

DAY = 86_400


def median_ms(work: Callable[[], Any], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def fill(mem: toolmem.Memory, tools: int, days: int, per_day: int, now: float) -> int:
    rng = random.Random(0)
    mem.tools.add([{"id": f"t{i:04d}", "name": f"tool {i}", "description": f"tool number {i}"} for i in range(tools)])
    total = 0
    for day in range(days):
        batch = []
        for i in range(tools):
            for n in range(per_day):
                ok = rng.random() > 0.1
                batch.append(
                    {
                        "tool_id": f"t{i:04d}",
                        "request": f"request {rng.randrange(5000)}",
                        "success": ok,
                        "error": None if ok else "failed",
                        "time_cost": rng.uniform(0.05, 2.0),
                        "token_cost": rng.randrange(10, 500),
                        "created_at": now - (days - day) * DAY + rng.uniform(0, DAY) + n,
                    }
                )
        mem.calls.record_many(batch)
        total += len(batch)
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", type=int, default=500)
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--calls-per-day", type=int, default=4)
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--db", help="a store URL (an empty database); default: a new SQLite file")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    now = time.time()
    with (
        tempfile.TemporaryDirectory() as folder,
        toolmem.open(args.db or str(Path(folder) / "bench.db"), workspace="w", embedder="hash") as mem,
    ):
        start = time.perf_counter()
        calls = fill(mem, args.tools, args.days, args.calls_per_day, now)
        fill_s = time.perf_counter() - start

        record_ms = median_ms(lambda: mem.calls.record("t0000", request="one more", time_cost=0.1), 200)
        sample = Call(tool_id="t0000", time_cost=0.1, token_cost=5, created_at=now)
        store: Any = mem.store

        def bucket_writes() -> None:
            with store._write() as db:  # the transaction calls(ws).record writes the bucket in
                for _ in range(100):
                    count_call(db, "w", sample)

        bucket_ms = median_ms(bucket_writes, args.repeats) / 100

        plan_steps = [{"tool_id": "t0001", "arguments": {"city": "Paris"}}]
        mem.plans.store_many([(f"plan request {i} about Paris", plan_steps) for i in range(1000)])
        mem.plans.lookup("plan request 3 about Paris")  # build the in-memory index once
        lookup_ms = median_ms(lambda: mem.plans.lookup("plan request 7 about Paris"), 200)
        event = PlanEvent("miss", "x", reason="below_threshold", created_at=now)
        journal_ms = median_ms(lambda: mem.store.timeline("w").add_plan_events([event], cap=500), 200)

        reads = {
            "stats_by_tool (tools table)": lambda: mem.calls.stats_by_tool(),
            "trends, 30 buckets (sparklines)": lambda: mem.calls.trends(limit=30),
            "timeline of one tool": lambda: mem.calls.timeline("t0007"),
            "timeline of the workspace": lambda: mem.calls.timeline(),
            "summary (landing page)": lambda: mem.summary(),
            "plans.timeline": lambda: mem.plans.timeline(),
        }
        timed = {name: median_ms(read, args.repeats) for name, read in reads.items()}

    result = {
        "tools": args.tools,
        "calls": calls,
        "fill_s": round(fill_s, 1),
        "record_ms": record_ms,
        "bucket_upsert_ms": bucket_ms,
        "lookup_ms": lookup_ms,
        "journal_write_ms": journal_ms,
        "reads_ms": timed,
    }
    if args.json:
        json.dump(result, sys.stdout, indent=2)
        print()
        return
    print(f"{args.tools} tools, {calls:,} calls over {args.days} days (filled in {fill_s:.1f} s)")
    print()
    print("| at record time | median ms | share |")
    print("|---|---|---|")
    print(f"| `mem.calls.record` (one call, whole) | {record_ms:.3f} | |")
    print(f"| of which the hourly bucket upsert | {bucket_ms:.3f} | {bucket_ms / record_ms:.0%} |")
    print(f"| `mem.plans.lookup` (1,000 plans, whole) | {lookup_ms:.3f} | |")
    print(f"| of which the journal write | {journal_ms:.3f} | {journal_ms / lookup_ms:.0%} |")
    print()
    print("| read | median ms |")
    print("|---|---|")
    for name, ms in timed.items():
        print(f"| {name} | {ms:.1f} |")


if __name__ == "__main__":
    main()
