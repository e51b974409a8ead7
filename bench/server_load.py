"""Load benchmark of ``toolmem serve``: record-call and search throughput and latency, nothing lost.

Starts the real server (``toolmem serve`` in a subprocess on 127.0.0.1, a temporary SQLite file),
loads a synthetic catalogue, then drives a bounded async load (httpx.AsyncClient, N concurrent
clients, a fixed number of requests) for each operation and prints requests/s, p50 and p99.
Afterwards it counts the recorded calls through the API (all-time totals per tool, and the kept
call rows page by page) and checks they equal the acknowledged requests.

Example::

    python bench/server_load.py --clients 16 --requests 2000 --tools 300
"""

from __future__ import annotations

import argparse
import asyncio
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx

WORDS = (
    "weather forecast rain wind city currency convert money email send message calendar event meeting "
    "invoice payment order ship parcel track flight hotel book search web news stock price translate text"
).split()


def catalogue(n: int, rng: random.Random) -> list[dict[str, Any]]:
    """``n`` synthetic tools with descriptions drawn from a small vocabulary."""
    return [
        {
            "id": f"tool.{i:04d}",
            "name": f"{rng.choice(WORDS)}_{rng.choice(WORDS)}_{i}",
            "description": " ".join(rng.choice(WORDS) for _ in range(12)),
            "tags": [rng.choice(WORDS)],
        }
        for i in range(n)
    ]


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by the nearest-rank method."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


async def drive(
    clients: int, requests: int, one: Callable[[httpx.AsyncClient, int], Awaitable[bool]], base: str
) -> tuple[float, list[float], int]:
    """Run ``requests`` calls of ``one`` over ``clients`` concurrent workers; returns wall time,
    latencies in ms and how many were acknowledged."""
    latencies: list[float] = []
    acknowledged = 0
    counter = iter(range(requests))
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=base, timeout=60, limits=limits) as http:

        async def worker() -> None:
            nonlocal acknowledged
            for i in counter:
                start = time.perf_counter()
                ok = await one(http, i)
                latencies.append((time.perf_counter() - start) * 1000)
                acknowledged += ok

        start = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(clients)))
        wall = time.perf_counter() - start
    return wall, latencies, acknowledged


def report(name: str, wall: float, latencies: list[float], acknowledged: int) -> None:
    """Print one line of results."""
    print(
        f"{name:<12} {len(latencies):>6} req  {len(latencies) / wall:>8.1f} req/s  "
        f"p50 {statistics.median(latencies):>7.2f} ms  p99 {percentile(latencies, 0.99):>7.2f} ms  "
        f"ok {acknowledged}"
    )


def free_port() -> int:
    """A free loopback port."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(db: Path, embedder: str, port: int, log: Path, query_threads: int) -> subprocess.Popen[bytes]:
    """``toolmem serve`` in a subprocess, once it answers ``/health``; ``query_threads`` is passed to
    its ``--query-threads`` (0: the libraries' own thread pools)."""
    toolmem = shutil.which("toolmem") or str(Path(sys.executable).parent / "toolmem")
    command = [toolmem, "--db", str(db), "--embedder", embedder, "--query-threads", str(query_threads)]
    command += ["serve", "--port", str(port), "--log-level", "warning"]
    process = subprocess.Popen(command, stderr=log.open("wb"))
    deadline = time.monotonic() + 60
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).raise_for_status()
            return process
        except httpx.TransportError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"the server did not start; see {log}") from None
            time.sleep(0.05)


def count_calls(base: str, tool_ids: list[str]) -> tuple[int, int]:
    """Recorded calls: the sum of all-time totals per tool, and the kept rows listed page by page."""
    with httpx.Client(base_url=base, timeout=60) as http:
        totals = sum(http.get(f"/v1/workspaces/bench/tools/{tool_id}/stats").json()["calls"] for tool_id in tool_ids)
        rows, offset = 0, 0
        while offset is not None:
            page = http.get("/v1/workspaces/bench/calls", params={"limit": 1000, "offset": offset}).json()
            rows += len(page["items"])
            offset = page["next_offset"]
    return totals, rows


def main() -> None:
    """Parse arguments, run both phases, print the results and the count check."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=16, help="concurrent clients")
    parser.add_argument("--requests", type=int, default=2000, help="requests per operation")
    parser.add_argument("--tools", type=int, default=300, help="tools in the catalogue")
    parser.add_argument("--embedder", default="hash:384")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--query-threads", type=int, default=1, help="the server's --query-threads (0: no cap)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tools = catalogue(args.tools, rng)
    ids = [tool["id"] for tool in tools]
    queries = [" ".join(rng.choice(WORDS) for _ in range(5)) for _ in range(200)]
    with tempfile.TemporaryDirectory() as folder:
        db, log = Path(folder) / "bench.db", Path(folder) / "server.log"
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        process = start_server(db, args.embedder, port, log, args.query_threads)
        try:
            httpx.post(f"{base}/v1/workspaces/bench/tools", json=tools, timeout=120).raise_for_status()

            async def record(http: httpx.AsyncClient, i: int) -> bool:
                call = {
                    "tool_id": ids[i % len(ids)],
                    "request": f"request {i}: {queries[i % len(queries)]}",
                    "input": {"i": i},
                    "output": f"result {i}",
                    "success": i % 7 != 0,
                    "time_cost": 0.1,
                }
                answer = await http.post("/v1/workspaces/bench/calls", json=call)
                return answer.status_code == 200 and answer.json()["ids"][0] > 0

            async def search(http: httpx.AsyncClient, i: int) -> bool:
                body = {"query": queries[i % len(queries)], "k": 5}
                answer = await http.post("/v1/workspaces/bench/tools/search", json=body)
                return answer.status_code == 200 and len(answer.json()["hits"]) == 5

            print(f"server: toolmem serve on {base}, {args.tools} tools, embedder {args.embedder}")
            print(
                f"load:   {args.clients} concurrent clients, {args.requests} requests per operation, "
                f"query threads {args.query_threads or 'uncapped'}"
            )
            wall, latencies, recorded = asyncio.run(drive(args.clients, args.requests, record, base))
            report("record-call", wall, latencies, recorded)
            wall, latencies, found = asyncio.run(drive(args.clients, args.requests, search, base))
            report("search", wall, latencies, found)
            totals, rows = count_calls(base, ids)
            verdict = "OK" if totals == rows == recorded else "MISMATCH"
            print(f"count:  acknowledged {recorded}, totals {totals}, rows {rows}: {verdict}")
        finally:
            process.terminate()
            process.wait(timeout=30)
        if verdict != "OK":
            raise SystemExit(1)


if __name__ == "__main__":
    main()
