"""Where a search's time goes in a large index: the engine alone (``HybridIndex``, no store), profiled.

Synthetic tools as ``bench/scale.py`` makes them (hash:384 vectors, which do not expand requests),
added to one ``HybridIndex`` (an HNSW graph above 20,000 rows), then 200 random requests from
Gorilla's words, one thread each as ``mem.tools.search`` runs them: their p50, the functions that
took the time under cProfile (per search), and recall@10 of the approximate ranking against the
exact ranking of the same index.

    python bench/engine_profile.py --tools 1000000

At 1,000,000 tools the process holds about 4 GB and building the graph takes 10-15 minutes on
2 cores.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import time

import toolmem
from scale import SHARED, synthetic_tools, vocabulary
from toolmem.search.hybrid import Document, HybridIndex
from toolmem.threads import query_threads


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", type=int, default=200_000)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    words = vocabulary(SHARED / "gorilla_apibench")
    tools = synthetic_tools(args.tools, words)
    embedder = toolmem.get_embedder("hash:384")
    texts = [f"{tool['name']} {tool['description']}" for tool in tools]
    vectors = embedder.embed(texts)
    started = time.perf_counter()
    index = HybridIndex(384, ann_threshold=20_000)
    index.add(
        [Document(f"tool-{i}", text, vector) for i, (text, vector) in enumerate(zip(texts, vectors, strict=True))]
    )
    del vectors
    rng = random.Random(1)
    queries = [" ".join(rng.choices(words, k=rng.randint(4, 12))) for _ in range(args.queries)]
    pairs = [(query, embedder.embed_query(query)) for query in queries]
    index.search(*pairs[0], 10)
    print(f"{args.tools:,} tools, graph {index.approximate}: built in {time.perf_counter() - started:.0f} s")
    times = []
    for query, vector in pairs:
        t0 = time.perf_counter()
        with query_threads():  # one thread a query, as mem.tools.search runs it
            index.search(query, vector, 10)
        times.append((time.perf_counter() - t0) * 1000)
    print(f"search p50 {statistics.median(times):.2f} ms (load average {os.getloadavg()[0]:.2f})")
    profile = cProfile.Profile()
    profile.enable()
    with query_threads():
        found = [[hit.key for hit in index.search(query, vector, 10)] for query, vector in pairs]
    profile.disable()
    stats = pstats.Stats(profile)
    print("per search under the profiler, the functions' own time (ms):")
    rows = sorted(stats.stats.items(), key=lambda item: -item[1][2])[:12]  # type: ignore[attr-defined]
    for (path, line, name), (_calls, _primitive, own, _cumulative, _callers) in rows:
        print(f"  {own * 1000 / len(pairs):6.2f}  {name} ({os.path.basename(path)}:{line})")
    exact = index.exact_twin()
    recall = [
        len(set(got) & {hit.key for hit in exact.search(query, vector, 10)}) / 10
        for got, (query, vector) in zip(found, pairs, strict=True)
    ]
    print(f"recall@10 vs exact {statistics.fmean(recall):.3f}")


if __name__ == "__main__":
    main()
