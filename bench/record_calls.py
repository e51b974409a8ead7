"""Recording calls one by one with the local model: no model runs on the write path.

1. ``--calls N`` (default 1,000) calls recorded one by one (``mem.calls.record``), each with a new
   request from MetaTool's training split: the time of each record, then of the next search, which
   embeds the new requests in one batch and takes them into the experience prior.
2. ``--replay``: MetaTool's whole training split (18,614 requests) recorded one by one as calls of
   their tool, then the 2,000 test queries searched — the learning benchmark end to end, with its
   NDCG@5 (the README's experience table reads .920 after all calls).

    python bench/record_calls.py [--calls 1000] [--replay] [--embedder local]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import toolmem
from toolmem.evaluation.datasets import data_dir, load_dataset, load_queries
from toolmem.evaluation.metrics import ndcg_at, percentile

DATA = data_dir()


def one_by_one(db: str, data: Path, calls: int, embedder: str) -> dict[str, float]:
    dataset = load_dataset(data)
    training = load_queries(data / "queries_train.jsonl")[:calls]
    with toolmem.open(db, embedder=embedder) as mem:
        mem.tools.add(dataset.tools)
        mem.tools.search("warm up the model", k=5)
        record_ms = []
        for number, query in enumerate(training):
            t0 = time.perf_counter()
            mem.calls.record(query.relevant[0], request=query.text, created_at=float(number))
            record_ms.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        mem.tools.search("an unrelated request after the calls", k=5)
        catch_up = time.perf_counter() - t0
    return {
        "calls": len(training),
        "record_p50_ms": percentile(record_ms, 50),
        "record_p95_ms": percentile(record_ms, 95),
        "next_search_s": catch_up,
    }


def replay(db: str, data: Path, embedder: str) -> dict[str, float]:
    started = time.perf_counter()
    dataset = load_dataset(data)
    training = load_queries(data / "queries_train.jsonl")
    with toolmem.open(db, embedder=embedder) as mem:
        mem.tools.add(dataset.tools)
        recorded = time.perf_counter()
        for number, query in enumerate(training):
            mem.calls.record(query.relevant[0], request=query.text, created_at=float(number))
        recorded = time.perf_counter() - recorded
        total = 0.0
        for query in dataset.queries:
            ranked = [hit.id for hit in mem.tools.search(query.text, k=10)]
            total += ndcg_at(ranked, query.relevant, 5)
    return {
        "calls": len(training),
        "record_s": recorded,
        "end_to_end_s": time.perf_counter() - started,
        "ndcg_at_5": total / len(dataset.queries),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA / "metatool")
    parser.add_argument("--calls", type=int, default=1_000)
    parser.add_argument("--replay", action="store_true")
    parser.add_argument("--embedder", default="local")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        row = one_by_one(str(Path(tmp) / "one.db"), args.data, args.calls, args.embedder)
        print(json.dumps(row), file=sys.stderr)
        print("| calls recorded one by one | record p50 / p95 (ms) | next search, embedding their requests (s) |")
        print("|---|---|---|")
        record = f"{row['record_p50_ms']:.2f} / {row['record_p95_ms']:.2f}"
        print(f"| {row['calls']:,} | {record} | {row['next_search_s']:.1f} |")
        if args.replay:
            full = replay(str(Path(tmp) / "replay.db"), args.data, args.embedder)
            print(json.dumps(full), file=sys.stderr)
            print()
            print(
                "| training calls recorded one by one | recording (s) | end to end, test queries scored (s) | NDCG@5 |"
            )
            print("|---|---|---|---|")
            print(
                f"| {full['calls']:,} | {full['record_s']:.0f} | {full['end_to_end_s']:.0f} | {full['ndcg_at_5']:.3f} |"
            )


if __name__ == "__main__":
    main()
