"""Plan-cache lookup latency at 10,000 and 100,000 stored plans (request embedding excluded).

Plans are synthetic one- or two-step plans over 200 tools; their requests are drawn from the word
distribution of a real dataset's queries (read at run time, not copied). Half of the timed lookups
are stored requests reworded slightly (hits), half are new word mixes (mostly misses). Vectors come
from the 384-dimension hash embedder: the cost depends on the number and length of vectors, not on
the model that made them. Above 20,000 plans the neighbours come from an HNSW graph (faiss).

Recall@10 of the neighbours (``plans(ws).nearest``) is measured against an exact scan of every plan
vector, beside the recall of the index tool search uses, built over the same vectors with the same
settings (both are :class:`toolmem.search.hybrid.HybridIndex` over :mod:`toolmem.search.hnsw`).

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

import numpy as np

import toolmem
from toolmem.evaluation.datasets import data_dir
from toolmem.evaluation.metrics import percentile
from toolmem.search.hybrid import Document, HybridIndex

DATA = data_dir()


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
            recalls = neighbour_recall(mem, asked)
    return {
        "plans": n,
        "store_s": stored,
        "load_s": loaded,
        "lookup_p50_ms": percentile(times, 50),
        "lookup_p95_ms": percentile(times, 95),
        "lookup_mean_ms": statistics.fmean(times),
        "hit_rate": hits / queries,
        **recalls,
    }


def neighbour_recall(mem: toolmem.Memory, asked: list[str]) -> dict[str, float]:
    """Recall@10 of the plan neighbours, and of tool search's index over the same vectors."""
    assert mem.embedder is not None
    rows = mem.store.plans(mem.workspace).changes(None).rows
    keys = [row.key for row in rows]
    matrix = np.stack([row.vector for row in rows if row.vector is not None])
    tool_index = HybridIndex(matrix.shape[1], lexical=False)
    tool_index.add([Document(key, vector=vector) for key, vector in zip(keys, matrix, strict=True)])
    found = {"plans": 0, "tools": 0}
    for text in asked:
        query = mem.embedder.embed_query(text)
        exact = {keys[i] for i in np.argsort(-(matrix @ query), kind="stable")[:10]}
        found["plans"] += len(exact & {key for key, _ in mem.plans.neighbours.nearest(query, 10)})
        found["tools"] += len(exact & {key for key, _ in tool_index.nearest(query, 10)})
    return {
        "recall_at_10": found["plans"] / (10 * len(asked)),
        "tool_index_recall_at_10": found["tools"] / (10 * len(asked)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--source", type=Path, default=DATA / "metatool")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    words = vocabulary(args.source)
    rows = [measure(n, words, args.queries) for n in args.sizes]
    if args.json:
        json.dump(rows, sys.stdout, indent=2)
        print()
        return
    print(
        "| plans | store all (s) | load index (s) | lookup p50 / p95 (ms) | hit rate"
        " | neighbours recall@10 | tool index recall@10, same vectors |"
    )
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['plans']:,} | {r['store_s']:.1f} | {r['load_s']:.1f} "
            f"| {r['lookup_p50_ms']:.2f} / {r['lookup_p95_ms']:.2f} | {r['hit_rate']:.2f}"
            f" | {r['recall_at_10']:.3f} | {r['tool_index_recall_at_10']:.3f} |"
        )


if __name__ == "__main__":
    main()
