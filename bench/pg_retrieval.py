"""Tool retrieval on PostgreSQL while other processes write: quality and latency beside SQLite.

toolmem keeps BM25 (and the vector matrix) in each process, derived from the rows and rebuilt when
the workspace's change counter moves, instead of ranking in SQL (``ts_rank`` has no IDF). This
benchmark checks what that design promises: the retrieval benchmark of ``toolmem bench
retrieval`` scores the same on PostgreSQL as on SQLite, also while W writer processes write to the
same database the whole time (each loops over: record a call, store a plan, add a tool and remove
the one before, in a workspace of its own, with the hash embedder).

    python bench/pg_retrieval.py $TOOLMEM_BENCH_DATA/metatool $TOOLMEM_BENCH_DATA/gorilla_apibench \
        [--writers 0 3] [--embedder local] [--postgres embedded|URL]

The writers share the machine's cores with the searching process, so the latency under writes
includes that contention.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import tempfile
from multiprocessing.synchronize import Event
from pathlib import Path
from typing import Any

import toolmem
from store_throughput import postgres
from toolmem.evaluation.datasets import load_dataset
from toolmem.evaluation.retrieval import RetrievalReport, run_retrieval
from toolmem.stores import open_store

TOPICS = ["invoice", "weather", "flight", "recipe", "music", "calendar", "stock", "translate"]


def write_until(url: str, writer: int, stop: Event, done: Any) -> None:
    """Write calls, plans and tool changes to workspace ``traffic-<writer>`` until ``stop`` is set."""
    with toolmem.open(url, workspace=f"traffic-{writer}", embedder="hash:384") as mem:
        mem.tools.add([{"id": topic, "name": topic, "description": f"Handles {topic} requests."} for topic in TOPICS])
        i = 0
        while not stop.is_set():
            topic = TOPICS[i % len(TOPICS)]
            mem.calls.record(topic, f"{topic} request {i} from writer {writer}", output="ok", success=i % 5 != 0)
            mem.plans.store(f"{topic} request {i} from writer {writer}", [{"tool_id": topic}])
            mem.tools.add({"id": f"extra-{i}", "name": f"extra_{i}", "description": f"Extra {topic} tool {i}."})
            if i:
                mem.tools.remove(f"extra-{i - 1}")
            i += 1
            with done.get_lock():
                done.value += 4


def measure(dataset_dir: str, url: str, embedder: str, writers: int) -> tuple[RetrievalReport, int]:
    """One retrieval run on ``url`` with ``writers`` processes writing; returns the report and the writes."""
    dataset = load_dataset(dataset_dir)
    store = open_store(url)
    store.delete_workspace(f"bench-{dataset.name}")  # built afresh in each run
    store.close()
    context = multiprocessing.get_context("spawn")
    stop = context.Event()
    done = context.Value("q", 0)
    jobs = [context.Process(target=write_until, args=(url, n, stop, done)) for n in range(writers)]
    for job in jobs:
        job.start()
    try:
        report = run_retrieval(dataset, embedder=embedder, db=url)
    finally:
        stop.set()
        for job in jobs:
            job.join(timeout=60)
    if any(job.exitcode != 0 for job in jobs):
        raise SystemExit(f"a writer failed: exit codes {[job.exitcode for job in jobs]}")
    return report, int(done.value)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("datasets", nargs="+", help="dataset folders (as for toolmem bench retrieval)")
    parser.add_argument("--writers", type=int, nargs="+", default=[0, 3])
    parser.add_argument("--embedder", default="local")
    parser.add_argument("--postgres", default="embedded", help="'embedded' or a postgresql:// URL")
    args = parser.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory() as tmp, postgres(args.postgres) as pg:
        assert pg is not None
        for dataset_dir in args.datasets:
            sqlite, _ = measure(dataset_dir, str(Path(tmp) / "bench.db"), args.embedder, 0)
            rows.append(("SQLite", 0, sqlite, 0))
            for writers in args.writers:
                report, writes = measure(dataset_dir, pg, args.embedder, writers)
                rows.append(("PostgreSQL", writers, report, writes))
                print(f"{report.dataset}: PostgreSQL with {writers} writers done", file=sys.stderr, flush=True)
    print("| dataset | store | writer processes | NDCG@5 | Recall@5 | search p50 / p95 ms | writes during the run |")
    print("|---|---|---|---|---|---|---|")
    for store, writers, r, writes in rows:
        print(
            f"| {r.dataset} | {store} | {writers} | {r.metrics['ndcg@5']:.4f} | {r.metrics['recall@5']:.4f}"
            f" | {r.latency_ms['search_p50']:.2f} / {r.latency_ms['search_p95']:.2f} | {writes:,} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
