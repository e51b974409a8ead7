"""Search latency through ``toolmem serve`` with the local model, for requests never seen before.

The server runs each search in a worker thread, so this shows end to end what
``bench/thread_search.py`` shows in one process. Starts the real server (a temporary SQLite file,
``--embedder local``), adds a MetaTool catalogue, then for each round sends never-seen requests
(MetaTool's training requests, so the model embeds every one) from 1 client and then from
``--clients`` concurrent clients, and prints the medians over rounds of each round's p50.

    python bench/server_search.py [--rounds 5] [--requests 40] [--clients 4]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import statistics
import tempfile
from pathlib import Path

import httpx

from server_load import drive, free_port, start_server
from thread_search import DATA


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--requests", type=int, default=40, help="never-seen requests per round and client count")
    parser.add_argument("--clients", type=int, default=4, help="concurrent clients of the second measurement")
    parser.add_argument("--data", type=Path, default=DATA, help="a folder with tools.jsonl and queries_train.jsonl")
    args = parser.parse_args()
    tools = [json.loads(line) for line in (args.data / "tools.jsonl").read_text().splitlines()]
    texts = [json.loads(line)["text"] for line in (args.data / "queries_train.jsonl").read_text().splitlines()]
    fresh = (f"{text} ({n})" for n in itertools.count() for text in texts)
    p50: dict[int, list[float]] = {}
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        base = f"http://127.0.0.1:{port}/v1/workspaces/bench/tools"
        process = start_server(Path(folder) / "bench.db", "local", port, Path(folder) / "server.log", 1)
        try:
            httpx.post(base, json=tools, timeout=300).raise_for_status()
            httpx.post(f"{base}/search", json={"query": "warm up", "k": 5}, timeout=60).raise_for_status()
            for _ in range(args.rounds):
                for clients in (1, args.clients):
                    batch = [next(fresh) for _ in range(args.requests)]

                    async def search(http: httpx.AsyncClient, i: int, batch: list[str] = batch) -> bool:
                        answer = await http.post(f"{base}/search", json={"query": batch[i], "k": 5})
                        return answer.status_code == 200

                    _, latencies, ok = asyncio.run(drive(clients, args.requests, search, base))
                    if ok != args.requests:
                        raise SystemExit(f"{args.requests - ok} searches failed")
                    p50.setdefault(clients, []).append(statistics.median(latencies))
        finally:
            process.terminate()
            process.wait(timeout=30)
    load = max(load, os.getloadavg()[0])
    print(f"toolmem serve, {len(tools)} tools, local model; {args.rounds} rounds x {args.requests} never-seen requests")
    print(f"load average {load:.1f} on {os.cpu_count()} cores")
    print("| clients | search p50 (ms), median over rounds |")
    print("|---|---|")
    for clients, values in p50.items():
        print(f"| {clients} | {statistics.median(values):.1f} |")


if __name__ == "__main__":
    main()
