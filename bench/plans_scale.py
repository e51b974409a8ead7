"""Plan-cache lookup latency at 10,000 and 100,000 stored plans (request embedding excluded).

Plans are synthetic one- or two-step plans over 200 tools; their requests are drawn from the word
distribution of a real dataset's queries (read at run time, not copied). Half of the timed lookups
are stored requests reworded slightly (hits), half are new word mixes (mostly misses). Vectors come
from the 384-dimension hash embedder: the cost depends on the number and length of vectors, not on
the model that made them. Above 20,000 plans the neighbours come from an HNSW graph (faiss).

    python bench/plans_scale.py --sizes 10000 100000 [--json]
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
from toolmem.bench.metrics import percentile

SHARED = Path(__file__).resolve().parents[2] / "shared" / "bench"


def vocabulary(source: Path) -> list[str]:
    words: list[str] = []
    for line in (source / "queries_train.jsonl").read_text().splitlines():
        words += json.loads(line)["text"].lower().split()
    return words


def measure(n: int, words: list[str], queries: int) -> dict[str, float]:
    rng = random.Random(0)
    requests = [" ".join(rng.choices(words, k=rng.randint(6, 14))) for _ in range(n)]
    plans = [
        (text, [{"tool_id": f"tool-{rng.randrange(200)}", "arguments": {"n": i}} for _ in range(rng.randint(1, 2))])
        for i, text in enumerate(requests)
    ]
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "plans.db")
        with toolmem.open(db, embedder="hash:384") as mem:
            started = time.perf_counter()
            mem.plans.store_many(plans, batch=2000)
            stored = time.perf_counter() - started
            started = time.perf_counter()
            mem.plans.lookup(requests[0])  # the first lookup loads the vectors (an HNSW graph above 20,000)
            loaded = time.perf_counter() - started
            asked = []
            for i in range(queries):
                if i % 2:
                    words_of = requests[rng.randrange(n)].split()
                    words_of[rng.randrange(len(words_of))] = rng.choice(words)
                    asked.append(" ".join(words_of))
                else:
                    asked.append(" ".join(rng.choices(words, k=rng.randint(6, 14))))
            for text in asked:
                mem.embedder.embed_query(text)  # type: ignore[union-attr]
            times, hits = [], 0
            for text in asked:
                t0 = time.perf_counter()
                hit = mem.plans.lookup(text)
                times.append((time.perf_counter() - t0) * 1000)
                hits += hit is not None
    return {
        "plans": n,
        "store_s": stored,
        "load_s": loaded,
        "lookup_p50_ms": percentile(times, 50),
        "lookup_p95_ms": percentile(times, 95),
        "lookup_mean_ms": statistics.fmean(times),
        "hit_rate": hits / queries,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--source", type=Path, default=SHARED / "metatool")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    words = vocabulary(args.source)
    rows = [measure(n, words, args.queries) for n in args.sizes]
    if args.json:
        json.dump(rows, sys.stdout, indent=2)
        print()
        return
    print("| plans | store all (s) | load index (s) | lookup p50 / p95 (ms) | hit rate |")
    print("|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['plans']:,} | {r['store_s']:.1f} | {r['load_s']:.1f} "
            f"| {r['lookup_p50_ms']:.2f} / {r['lookup_p95_ms']:.2f} | {r['hit_rate']:.2f} |"
        )


if __name__ == "__main__":
    main()
