"""A catalogue that changes: the cost of adding or removing one tool at 100,000 tools and beyond.

Synthetic tools (words drawn from a real dataset's descriptions, read at run time; 384-dimension hash
vectors; 10 tags). The catalogue is built once; then, ``--repeat`` times:

- **this process**: add one tool, then search for it (the time of ``add`` + ``search``); remove one
  tool, then search;
- **another process** holding the same workspace open (a second memory, as a second app process or
  an MCP gateway has): its next search after each change, which catches up from the change log;
- **a fresh process**: open the memory and answer a first query (restoring the saved index and
  catching up), timed from after ``import toolmem`` and as the whole process.

With ``--recall``, the approximate (HNSW) ranking of the hybrid search is compared with the exact
ranking of the same index over ``--queries`` queries (recall@10).

    python bench/incremental.py --tools 100000 [--repeat 5] [--recall]
    python bench/incremental.py --tools 1000000 --repeat 3 --recall
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import toolmem
from toolmem.evaluation.datasets import data_dir
from toolmem.evaluation.metrics import percentile

DATA = data_dir()
EMBEDDER = "hash:384"
# A fresh process: the time from after ``import toolmem`` to its first answer.
REOPEN = textwrap.dedent(
    """
    import sys, time, toolmem
    t0 = time.perf_counter()
    toolmem.open(sys.argv[1]).tools.search("a first query", k=10)
    print(time.perf_counter() - t0)
    """
)
# The other process: reads a query per line, answers with the ids it found and how long it took.
READER = textwrap.dedent(
    """
    import json, sys, time
    import toolmem
    mem = toolmem.open(sys.argv[1], embedder=sys.argv[2])
    mem.tools.search("warm up", k=10)
    print("ready", flush=True)
    for line in sys.stdin:
        t0 = time.perf_counter()
        ids = [hit.id for hit in mem.tools.search(line.strip(), k=10)]
        print(json.dumps([time.perf_counter() - t0, ids]), flush=True)
    """
)


REOPEN = textwrap.dedent(
    """
    import sys, time
    import toolmem
    t0 = time.perf_counter()
    toolmem.open(sys.argv[1]).tools.search("a first query", k=10)
    print(time.perf_counter() - t0)
    """
)


def vocabulary(source: Path) -> list[str]:
    words: list[str] = []
    for line in (source / "tools.jsonl").read_text().splitlines():
        words += json.loads(line)["description"].lower().split()
    return words


def synthetic(i: int, words: list[str], rng: random.Random) -> dict[str, object]:
    return {
        "id": f"tool-{i}",
        "name": "_".join(rng.choices(words, k=3)),
        "description": " ".join(rng.choices(words, k=rng.randint(8, 30))),
        "tags": [f"group{i % 10}"],
    }


def build(db: str, n: int, words: list[str]) -> dict[str, float]:
    rng = random.Random(0)
    with toolmem.open(db, embedder=EMBEDDER) as mem:
        started = time.perf_counter()
        for start in range(0, n, 50_000):
            mem.tools.add([synthetic(i, words, rng) for i in range(start, min(n, start + 50_000))])
        added = time.perf_counter() - started
        started = time.perf_counter()
        mem.tools.search("first search builds the index", k=10)
        first = time.perf_counter() - started
    return {"add_s": added, "first_search_s": first}


class Reader:
    """The other process."""

    def __init__(self, db: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", READER, db, EMBEDDER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        assert self.process.stdout is not None
        assert self.process.stdout.readline().strip() == "ready"

    def search(self, query: str) -> tuple[float, list[str]]:
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write(query + "\n")
        self.process.stdin.flush()
        seconds, ids = json.loads(self.process.stdout.readline())
        return float(seconds), list(ids)

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)


def changes(db: str, n: int, words: list[str], repeat: int) -> dict[str, float]:
    rng = random.Random(1)
    reader = Reader(db)
    times: dict[str, list[float]] = {
        key: [] for key in ("add_one", "add_one_other", "remove_one", "remove_one_other", "reopen", "process")
    }
    found = 0
    try:
        with toolmem.open(db, embedder=EMBEDDER) as mem:
            mem.tools.search("warm up", k=10)
            for round_ in range(repeat):
                tool = synthetic(n + round_, words, rng)
                query = str(tool["description"])
                t0 = time.perf_counter()
                mem.tools.add([tool])
                hits = mem.tools.search(query, k=10)
                times["add_one"].append(time.perf_counter() - t0)
                seconds, ids = reader.search(query)
                times["add_one_other"].append(seconds)
                found += hits[0].id == tool["id"] and ids[0] == tool["id"]
                t0 = time.perf_counter()
                mem.tools.remove(f"tool-{rng.randrange(n)}")
                mem.tools.search(query, k=10)
                times["remove_one"].append(time.perf_counter() - t0)
                times["remove_one_other"].append(reader.search(query)[0])
    finally:
        reader.close()
    for _ in range(repeat):
        t0 = time.perf_counter()
        answer = subprocess.run([sys.executable, "-c", REOPEN, db], check=True, capture_output=True, text=True)
        times["process"].append(time.perf_counter() - t0)
        times["reopen"].append(float(answer.stdout))
    medians = {f"{key}_s": statistics.median(values) for key, values in times.items()}
    return {**medians, "found": found / repeat}


def recall(db: str, words: list[str], queries: int) -> dict[str, float]:
    """Recall@10 of the hybrid search through the graph against the exact ranking of the same index."""
    rng = random.Random(2)
    texts = [" ".join(rng.choices(words, k=rng.randint(4, 12))) for _ in range(queries)]
    with toolmem.open(db, embedder=EMBEDDER) as mem:
        assert mem.embedder is not None
        vectors = [mem.embedder.embed_query(text) for text in texts]
        for text in texts[:20]:
            mem.tools.search(text, k=10)  # warm
        latencies = []
        for text in texts:
            t0 = time.perf_counter()
            mem.tools.search(text, k=10)
            latencies.append((time.perf_counter() - t0) * 1000)
        index = mem.tools.index()
        exact = index.exact_twin()
        overlap = 0
        for text, vector in zip(texts, vectors, strict=True):
            approximate = {hit.key for hit in index.search(text, vector, 10)}
            overlap += len(approximate & {hit.key for hit in exact.search(text, vector, 10)})
    return {
        "approximate": float(index.approximate),
        "recall_at_10": overlap / (10 * queries),
        "search_p50_ms": percentile(latencies, 50),
        "search_p95_ms": percentile(latencies, 95),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", type=int, nargs="+", default=[100_000])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--recall", action="store_true")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--source", type=Path, default=DATA / "gorilla_apibench")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    words = vocabulary(args.source)
    rows = []
    for n in args.tools:
        with tempfile.TemporaryDirectory() as tmp:
            db = str(Path(tmp) / "incremental.db")
            row: dict[str, float] = {"tools": n, **build(db, n, words), **changes(db, n, words, args.repeat)}
            if args.recall:
                row |= recall(db, words, args.queries)
            rows.append(row)
            print(json.dumps(row), file=sys.stderr, flush=True)
    if args.json:
        json.dump(rows, sys.stdout, indent=2)
        return
    print(
        "| tools | bulk add (s) | first search (s) | add one + search (s) | next search in another process (s)"
        " | remove one + search (s) | next search in another process (s)"
        " | fresh process: open + first search (s) | whole process, import included (s)"
        " | added tool found first |" + (" recall@10 vs exact | search p50 / p95 (ms) |" if args.recall else "")
    )
    print("|---" * (10 + 2 * args.recall) + "|")
    for r in rows:
        line = (
            f"| {int(r['tools']):,} | {r['add_s']:.1f} | {r['first_search_s']:.1f} | {r['add_one_s']:.3f}"
            f" | {r['add_one_other_s']:.3f} | {r['remove_one_s']:.3f} | {r['remove_one_other_s']:.3f}"
            f" | {r['reopen_s']:.2f} | {r['process_s']:.2f} | {r['found']:.0%} |"
        )
        if args.recall:
            line += f" {r['recall_at_10']:.3f} | {r['search_p50_ms']:.2f} / {r['search_p95_ms']:.2f} |"
        print(line)


if __name__ == "__main__":
    main()
