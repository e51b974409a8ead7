"""Search latency from the main thread and from worker threads, in one process.

A server searches from its worker threads (FastAPI's sync routes, the MCP server, async
integrations), a script from its main thread; the same search should cost the same in both. Each
round searches never-seen requests (MetaTool's training requests, so the local model embeds every
one) and then the same requests again (their vectors cached: search without the embedding), once
from each of

- **main**: the main thread;
- **worker**: one long-lived worker thread (a ``ThreadPoolExecutor``, as a server's pool);
- **new thread**: a thread started for the request (first-use costs of a thread show here);

alternating the order request by request. It prints the medians over rounds of each round's
median, and the BLAS thread limit each kind of thread sees inside ``query_threads()``.

    python bench/thread_search.py [--rounds 5] [--queries 20] [--data $TOOLMEM_BENCH_DATA/metatool]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import threadpoolctl

import toolmem
import toolmem.threads
from toolmem.evaluation.datasets import data_dir

T = TypeVar("T")
DATA = data_dir("metatool")
WHERE = ("main", "worker", "new thread")


def blas_limit() -> list[int]:
    """The BLAS thread limits the calling thread sees inside ``query_threads()``."""
    with toolmem.threads.query_threads():
        return [pool["num_threads"] for pool in threadpoolctl.threadpool_info() if pool["user_api"] == "blas"]


def in_new_thread(run: Callable[[], T]) -> T:
    """``run()``'s result, computed in a thread started for it."""
    box: list[T] = []
    thread = threading.Thread(target=lambda: box.append(run()))
    thread.start()
    thread.join()
    return box[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--queries", type=int, default=20, help="never-seen requests per round and place")
    parser.add_argument("--data", type=Path, default=DATA, help="a folder with tools.jsonl and queries_train.jsonl")
    args = parser.parse_args()
    tools = [json.loads(line) for line in (args.data / "tools.jsonl").read_text().splitlines()]
    requests = iter(json.loads(line)["text"] for line in (args.data / "queries_train.jsonl").read_text().splitlines())
    pool = ThreadPoolExecutor(1)
    places: dict[str, Callable[[Callable[[], Any]], Any]] = {
        "main": lambda run: run(),
        "worker": lambda run: pool.submit(run).result(),
        "new thread": in_new_thread,
    }
    times: dict[tuple[str, str], list[float]] = {}
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp, toolmem.open(str(Path(tmp) / "m.db"), embedder="local") as mem:
        mem.tools.add(tools)

        def timed(text: str) -> Callable[[], float]:
            def run() -> float:
                start = time.perf_counter()
                mem.tools.search(text, k=10)
                return (time.perf_counter() - start) * 1000

            return run

        for where in WHERE:  # the model loaded and every kind of thread used once
            places[where](timed(f"warm up from the {where}"))
        for round_ in range(args.rounds):
            seen: dict[str, list[float]] = {}
            for i in range(args.queries):
                order = WHERE[i % 3 :] + WHERE[: i % 3]
                for where in order:
                    text = f"{next(requests)} ({round_})"
                    seen.setdefault(f"{where}|new", []).append(places[where](timed(text)))
                    seen.setdefault(f"{where}|cached", []).append(places[where](timed(text)))
            for key, values in seen.items():
                where, kind = key.split("|")
                times.setdefault((where, kind), []).append(statistics.median(values))
        limits = {where: places[where](blas_limit) for where in WHERE}
    pool.shutdown()
    load = max(load, os.getloadavg()[0])
    print(f"{len(tools)} tools, {args.rounds} rounds x {args.queries} requests per place; load average {load:.1f}")
    print("| thread | BLAS threads in query_threads() | never-seen request p50 (ms) | cached request p50 (ms) |")
    print("|---|---|---|---|")
    for where in WHERE:
        new, cached = (statistics.median(times[(where, kind)]) for kind in ("new", "cached"))
        print(f"| {where} | {limits[where]} | {new:.2f} | {cached:.2f} |")


if __name__ == "__main__":
    main()
