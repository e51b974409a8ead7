"""Small-search latency beside huge queries: does one large query slow everyone?

Starts the real server (``toolmem serve`` in a subprocess, a temporary SQLite file, a synthetic
catalogue; helpers from ``server_load.py``), then measures small searches (five words, each
distinct, so none is answered from a cache) twice: alone, one after another, and while
``--big-clients`` clients send ``--big-chars``-character queries back to back (``--big-rounds``
each; the small searches go on until they are all answered). Prints p50, p95 and the maximum of
the small searches in both phases, and the large queries' times. Run it with another checkout's
source first on ``PYTHONPATH`` to compare versions (the server it starts imports whichever
``toolmem`` the path gives).

Example::

    python bench/large_queries.py --embedder local --big-clients 4 --big-chars 1000000
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

import httpx

from server_load import WORDS, catalogue, free_port, percentile, start_server


async def small_searches(base: str, queries: list[str]) -> list[float]:
    """Each query searched in turn by one client; latencies in ms."""
    latencies = []
    async with httpx.AsyncClient(base_url=base, timeout=300) as http:
        for query in queries:
            start = time.perf_counter()
            answer = await http.post("/v1/workspaces/bench/tools/search", json={"query": query, "k": 5})
            answer.raise_for_status()
            latencies.append((time.perf_counter() - start) * 1000)
    return latencies


async def beside_big(base: str, queries: list[str], bigs: list[str], clients: int) -> tuple[list[float], list[float]]:
    """Small searches, one after another, for as long as ``clients`` clients send the ``bigs``
    between them back to back; both latency lists in ms."""
    big_latencies: list[float] = []
    pending = iter(bigs)

    async def flood() -> None:
        async with httpx.AsyncClient(base_url=base, timeout=600) as http:
            for big in pending:
                start = time.perf_counter()
                answer = await http.post("/v1/workspaces/bench/tools/search", json={"query": big, "k": 5})
                answer.raise_for_status()
                big_latencies.append((time.perf_counter() - start) * 1000)

    floods = asyncio.gather(*(flood() for _ in range(clients)))
    small: list[float] = []
    async with httpx.AsyncClient(base_url=base, timeout=600) as http:
        while not floods.done():
            start = time.perf_counter()
            answer = await http.post("/v1/workspaces/bench/tools/search", json={"query": queries[len(small)], "k": 5})
            answer.raise_for_status()
            small.append((time.perf_counter() - start) * 1000)
    await floods
    return small, big_latencies


def big_query(rng: random.Random, chars: int) -> str:
    """``chars`` characters of random words."""
    words: list[str] = []
    size = 0
    while size < chars:
        words.append(rng.choice(WORDS))
        size += len(words[-1]) + 1
    return " ".join(words)[:chars]


def line(name: str, latencies: list[float]) -> str:
    return (
        f"{name:<28} n {len(latencies):>4}  p50 {statistics.median(latencies):>8.1f} ms  "
        f"p95 {percentile(latencies, 0.95):>8.1f} ms  max {max(latencies):>8.1f} ms"
    )


def main() -> None:
    """Parse arguments, run both phases, print the latencies."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tools", type=int, default=300, help="tools in the catalogue")
    parser.add_argument("--embedder", default="local")
    parser.add_argument("--small", type=int, default=60, help="small searches per phase")
    parser.add_argument("--big-clients", type=int, default=4, help="clients sending large queries")
    parser.add_argument("--big-chars", type=int, default=1_000_000, help="characters per large query")
    parser.add_argument("--big-rounds", type=int, default=2, help="large queries each of those clients sends")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--log", default=None, help="keep the server's log in this file")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    # Every query distinct, so no answer comes from a cache.
    queries = list(dict.fromkeys(" ".join(rng.choice(WORDS) for _ in range(5)) for _ in range(50_000)))
    alone_queries, beside_queries = queries[: args.small], queries[args.small :]
    bigs = [big_query(rng, args.big_chars) for _ in range(args.big_clients * args.big_rounds)]
    with tempfile.TemporaryDirectory() as folder:
        db, log = Path(folder) / "bench.db", Path(args.log or Path(folder) / "server.log")
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        process = start_server(db, args.embedder, port, log, query_threads=1)
        try:
            tools = catalogue(args.tools, rng)
            httpx.post(f"{base}/v1/workspaces/bench/tools", json=tools, timeout=600).raise_for_status()
            asyncio.run(small_searches(base, ["warm up the index", "and the model"]))
            alone = asyncio.run(small_searches(base, alone_queries))
            beside, big_latencies = asyncio.run(beside_big(base, beside_queries, bigs, args.big_clients))
        finally:
            process.terminate()
            process.wait(timeout=60)
    print(f"server: {args.tools} tools, embedder {args.embedder}")
    print(line("small searches alone", alone))
    print(line(f"beside {args.big_clients} x {args.big_chars:,}-char", beside))
    print(line(f"the {args.big_chars:,}-char queries", big_latencies))


if __name__ == "__main__":
    main()
