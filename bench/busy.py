"""Search latency on a busy machine: beside CPU-bound processes, with and without thread limits.

Two measurements, each in rounds that alternate a quiet block and a block with ``--hogs`` CPU-bound
processes running (pure-Python loops, one core each), so both see the same machine:

- **search**: ``--tools`` synthetic tools (hash:384 vectors), the request's vector cached — the
  scan, BM25 and fusion alone;
- **never-seen request, local model**: a MetaTool catalogue with all-MiniLM-L6-v2; every request is
  new, so the time includes embedding it.

Each is measured with toolmem's thread limits (one thread per query, the default) and with
``--no-limits`` too (``toolmem.threads.configure(query=None)``: the libraries' own thread counts).

    python bench/busy.py [--tools 10000] [--queries 200] [--hogs 1] [--rounds 3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import toolmem
import toolmem.threads
from scale import DATA, synthetic_tools, vocabulary
from toolmem.evaluation.datasets import load_dataset, load_queries
from toolmem.evaluation.metrics import percentile


@contextmanager
def hogs(count: int) -> Iterator[None]:
    """``count`` processes spinning on one core each while the block runs."""
    procs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    time.sleep(0.5)  # let them reach full speed
    try:
        yield
    finally:
        for proc in procs:
            proc.kill()
            proc.wait()


def timed(run: Callable[[str], object], requests: list[str]) -> float:
    """The median milliseconds of ``run`` over the requests."""
    times = []
    for request in requests:
        t0 = time.perf_counter()
        run(request)
        times.append((time.perf_counter() - t0) * 1000)
    return percentile(times, 50)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--hogs", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--data", type=Path, default=DATA / "metatool")
    args = parser.parse_args()
    words = vocabulary(DATA / "gorilla_apibench")
    rng = random.Random(1)
    queries = [" ".join(rng.choices(words, k=rng.randint(4, 12))) for _ in range(args.queries)]
    dataset = load_dataset(args.data)
    fresh = iter(q.text for q in load_queries(args.data / "queries_train.jsonl"))
    results: dict[tuple[str, str, str], list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        scan = toolmem.open(str(Path(tmp) / "scan.db"), embedder="hash:384")
        scan.tools.add(synthetic_tools(args.tools, words))
        assert scan.embedder is not None
        for q in queries:
            scan.embedder.embed_query(q)
        scan.tools.search(queries[0], k=10)
        model = toolmem.open(str(Path(tmp) / "model.db"), embedder="local")
        model.tools.add(dataset.tools)
        model.tools.search("warm the model up", k=10)
        for _ in range(args.rounds):
            for condition in ("quiet", "busy"):
                with hogs(args.hogs if condition == "busy" else 0):
                    for limits in ("limits", "no limits"):
                        toolmem.threads.configure(query=1 if limits == "limits" else None)
                        key = (condition, limits)
                        results.setdefault(("search", *key), []).append(
                            timed(lambda q: scan.tools.search(q, k=10), queries)
                        )
                        requests = [f"{next(fresh)} ({i})" for i in range(args.queries // 4)]
                        results.setdefault(("model", *key), []).append(
                            timed(lambda q: model.tools.search(q, k=10), requests)
                        )
        scan.close()
        model.close()
    toolmem.threads.configure()
    print(f"| measurement | threads | quiet p50 (ms) | beside {args.hogs} CPU-bound process(es) p50 (ms) | ratio |")
    print("|---|---|---|---|---|")
    for what, label in (("search", f"search, {args.tools:,} tools"), ("model", "never-seen request, local model")):
        for limits in ("limits", "no limits"):
            quiet = statistics.median(results[(what, "quiet", limits)])
            busy = statistics.median(results[(what, "busy", limits)])
            threads = "1 per query (default)" if limits == "limits" else "libraries' defaults"
            print(f"| {label} | {threads} | {quiet:.2f} | {busy:.2f} | {busy / quiet:.2f}× |")


if __name__ == "__main__":
    main()
