"""Search latency at catalogue sizes of 10,000 and 100,000 tools (query embedding excluded).

Tools are synthetic: names and descriptions are drawn from the word distribution of a real
dataset's tool descriptions (read at run time, not copied), with 10 tags spread evenly so a tag
filter keeps 10% of the catalogue. Vectors come from the 384-dimension hash embedder: the cost of
search depends on the vectors' count and length, not on the model that made them.

    python bench/scale.py --sizes 10000 100000 [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import toolmem
from toolmem.evaluation.datasets import data_dir
from toolmem.evaluation.metrics import percentile

DATA = data_dir()


def vocabulary(source: Path) -> list[str]:
    words: list[str] = []
    for line in (source / "tools.jsonl").read_text().splitlines():
        words += json.loads(line)["description"].lower().split()
    return words


def synthetic_tools(n: int, words: list[str], seed: int = 0) -> list[dict[str, object]]:
    rng = random.Random(seed)
    return [
        {
            "id": f"tool-{i}",
            "name": "_".join(rng.choices(words, k=3)),
            "description": " ".join(rng.choices(words, k=rng.randint(8, 30))),
            "tags": [f"group{i % 10}"],
        }
        for i in range(n)
    ]


def measure(n: int, words: list[str], queries: list[str], repeat: int = 1) -> dict[str, float]:
    tools = synthetic_tools(n, words)
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "scale.db")
        with toolmem.open(db, embedder="hash:384") as mem:
            started = time.perf_counter()
            mem.tools.add(tools)
            added = time.perf_counter() - started
            started = time.perf_counter()
            mem.tools.index()  # built once, and saved in the store from 2,000 tools on
            built = time.perf_counter() - started
        rounds = [search_round(db, queries) for _ in range(repeat)]
    result = {key: statistics.median(r[key] for r in rounds) for key in rounds[0]}
    return {"tools": n, "add_s": added, "index_build_s": built, "rounds": repeat, **result}


def search_round(db: str, queries: list[str]) -> dict[str, float]:
    """Reopen the database, answer a first query, then time every query plain and tag-filtered."""
    started = time.perf_counter()
    mem = toolmem.open(db, embedder="hash:384")
    first_query = queries[0]
    vector_ready = mem.embedder.embed_query(first_query) if mem.embedder else None
    assert vector_ready is not None
    mem.tools.search(first_query, k=10)
    cold = time.perf_counter() - started
    for q in queries:
        mem.embedder.embed_query(q)  # type: ignore[union-attr]
    plain, filtered = [], []
    for q in queries:
        t0 = time.perf_counter()
        mem.tools.search(q, k=10)
        t1 = time.perf_counter()
        mem.tools.search(q, k=10, tags=["group3"])
        t2 = time.perf_counter()
        plain.append((t1 - t0) * 1000)
        filtered.append((t2 - t1) * 1000)
    approximate = mem.tools.index().approximate
    mem.close()
    return {
        "ann": float(approximate),
        "open_and_first_query_s": cold,
        "search_p50_ms": percentile(plain, 50),
        "search_p95_ms": percentile(plain, 95),
        "filtered_p50_ms": percentile(filtered, 50),
        "filtered_p95_ms": percentile(filtered, 95),
        "search_mean_ms": statistics.fmean(plain),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--source", type=Path, default=DATA / "gorilla_apibench")
    parser.add_argument("--repeat", type=int, default=3, help="search rounds per size; medians are printed")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    words = vocabulary(args.source)
    rng = random.Random(1)
    queries = [" ".join(rng.choices(words, k=rng.randint(4, 12))) for _ in range(args.queries)]
    rows = [measure(n, words, queries, args.repeat) for n in args.sizes]
    if args.json:
        json.dump(rows, sys.stdout, indent=2)
        print()
        return
    print(
        "| tools | index | add (s) | index build (s) | reopen + first query (s) "
        "| search p50 / p95 (ms) | tag-filtered p50 / p95 (ms) |"
    )
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        index = "HNSW" if r["ann"] else "exact"
        plain = f"{r['search_p50_ms']:.2f} / {r['search_p95_ms']:.2f}"
        filtered = f"{r['filtered_p50_ms']:.2f} / {r['filtered_p95_ms']:.2f}"
        cold = f"{r['open_and_first_query_s']:.2f}"
        build = f"{r['index_build_s']:.1f}"
        print(f"| {r['tools']:,} | {index} | {r['add_s']:.1f} | {build} | {cold} | {plain} | {filtered} |")


if __name__ == "__main__":
    main()
