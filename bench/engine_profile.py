"""Where a search's time goes in a large index: the engine alone (``HybridIndex``, no store), profiled.

Synthetic tools as ``bench/scale.py`` makes them (hash:384 vectors, which do not expand requests),
added to one ``HybridIndex`` (an HNSW graph above 20,000 rows), then 200 random requests from
Gorilla's words, one thread each as ``mem.tools.search`` runs them: their p50, the functions that
took the time under cProfile (per search), and recall@10 of the approximate ranking against the
exact ranking of the same index, for each number of candidates the graph proposes (``--candidates``,
alternated over ``--rounds``; 200 is the default of search).

    python bench/engine_profile.py --tools 1000000 --candidates 200 150 100

At 1,000,000 tools the process holds about 4 GB and building the graph takes 10-15 minutes on
2 cores (far longer on a busy machine). ``--index FILE`` keeps the built index in a file
(``HybridIndex.dumps``, about 2 GB at that size) and later runs with the same file load it instead:

    python bench/engine_profile.py --tools 1000000 --index /tmp/engine-1m.bin
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import time
from pathlib import Path

import toolmem
from scale import DATA, synthetic_tools, vocabulary
from toolmem.search.hybrid import Document, HybridIndex
from toolmem.threads import query_threads


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", type=int, default=200_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--candidates", type=int, nargs="+", default=[200], help="the graph's candidates to compare")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--index", type=Path, help="load the built index from this file, or save it there")
    args = parser.parse_args()
    words = vocabulary(DATA / "gorilla_apibench")
    embedder = toolmem.get_embedder("hash:384")
    started = time.perf_counter()
    if args.index is not None and args.index.exists():
        index = HybridIndex.restore(args.index.read_bytes())
        if index.live != args.tools:
            raise SystemExit(f"{args.index} holds {index.live:,} tools, not {args.tools:,}")
    else:
        index = build(args.tools, words, embedder)
        if args.index is not None:
            args.index.write_bytes(index.dumps())
    rng = random.Random(1)
    queries = [" ".join(rng.choices(words, k=rng.randint(4, 12))) for _ in range(args.queries)]
    pairs = [(query, embedder.embed_query(query)) for query in queries]
    index.search(*pairs[0], 10)
    print(f"{args.tools:,} tools, graph {index.approximate}: built or loaded in {time.perf_counter() - started:.0f} s")
    exact = index.exact_twin()
    truth = [{hit.key for hit in exact.search(query, vector, 10)} for query, vector in pairs]
    del exact
    p50s: dict[int, list[float]] = {n: [] for n in args.candidates}
    recall: dict[int, float] = {}
    for round_ in range(args.rounds):  # the graph's candidate counts alternated
        for n in args.candidates[round_ % len(args.candidates) :] + args.candidates[: round_ % len(args.candidates)]:
            times, hits = [], 0
            for (query, vector), expected in zip(pairs, truth, strict=True):
                t0 = time.perf_counter()
                with query_threads():  # one thread a query, as mem.tools.search runs it
                    found = index.search(query, vector, 10, candidates=n)
                times.append((time.perf_counter() - t0) * 1000)
                hits += len(expected & {hit.key for hit in found})
            p50s[n].append(statistics.median(times))
            recall[n] = hits / (10 * len(pairs))
    for n in args.candidates:
        print(
            f"graph candidates {n}: search p50 {statistics.median(p50s[n]):.2f} ms, recall@10 vs exact {recall[n]:.3f}"
        )
    print(f"load average {os.getloadavg()[0]:.2f}")
    profile = cProfile.Profile()
    profile.enable()
    with query_threads():
        for query, vector in pairs:
            index.search(query, vector, 10)
    profile.disable()
    stats = pstats.Stats(profile)
    print("default candidates, per search under the profiler, the functions' own time (ms):")
    rows = sorted(stats.stats.items(), key=lambda item: -item[1][2])[:12]  # type: ignore[attr-defined]
    for (path, line, name), (_calls, _primitive, own, _cumulative, _callers) in rows:
        print(f"  {own * 1000 / len(pairs):6.2f}  {name} ({os.path.basename(path)}:{line})")


def build(n: int, words: list[str], embedder: toolmem.Embedder) -> HybridIndex:
    """The synthetic tools' index, as ``mem.tools`` builds it (an HNSW graph above 20,000 rows)."""
    texts = [f"{tool['name']} {tool['description']}" for tool in synthetic_tools(n, words)]
    vectors = embedder.embed(texts)
    index = HybridIndex(384, ann_threshold=20_000)
    index.add(
        [Document(f"tool-{i}", text, vector) for i, (text, vector) in enumerate(zip(texts, vectors, strict=True))]
    )
    return index


if __name__ == "__main__":
    main()
