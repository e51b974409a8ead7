"""Server memory over many workspaces: RSS of ``toolmem serve`` as workspaces are touched one after another.

For each ``--max-open`` value a fresh ``toolmem serve`` (SQLite file, hash:384 vectors, loopback,
no key) is started; then N workspaces are used in turn, each getting a few tools, one search and
one recorded call, the way a multi-tenant agent service touches its tenants. The server's
resident memory (``VmRSS`` from ``/proc``, Linux) is read after each checkpoint. A large
``--max-open`` is the old unbounded behaviour (one open memory per workspace ever touched);
the default bound is 64.

With ``--tools N`` each workspace gets N generated tools instead of five, so each open workspace
holds a sizeable index; ``--max-index-mb`` then compares bounds on the memory those indexes hold
together (``toolmem serve --max-index-mb``; 0 is no bound).

    python bench/server_memory.py --workspaces 2000 --max-open 64 1000000
    python bench/server_memory.py --workspaces 60 --tools 5000 --max-open 64 --max-index-mb 0 200
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
import time
from itertools import product
from pathlib import Path

import httpx

TOOLMEM = str(Path(sys.executable).parent / "toolmem")
TOOLS = [
    {"id": "weather.forecast", "name": "get_forecast", "description": "Weather forecast for a city, by day."},
    {"id": "fx.convert", "name": "convert_currency", "description": "Convert an amount between currencies."},
    {"id": "mail.send", "name": "send_email", "description": "Send an email message to a person."},
    {"id": "calendar.add", "name": "add_event", "description": "Add an event to a calendar."},
    {"id": "maps.route", "name": "plan_route", "description": "Plan a route between two places."},
]


def rss_mb(pid: int) -> float:
    """Resident memory of a process in MB (Linux ``/proc/<pid>/status``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS line")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def generated(n: int) -> list[dict[str, str]]:
    """``n`` tools of a made-up operations API (five words each, a shared vocabulary)."""
    things = ("invoice", "order", "ticket", "shipment", "account", "report", "device", "contract")
    verbs = ("list", "create", "update", "delete", "archive", "export")
    return [
        {
            "id": f"ops.{i}",
            "name": f"{verbs[i % 6]}_{things[i // 6 % 8]}_{i}",
            "description": f"{verbs[i % 6].title()} a {things[i // 6 % 8]} of region {i % 50} in batch {i}.",
        }
        for i in range(n)
    ]


def start(db: str, max_open: int, max_index_mb: int) -> tuple[str, subprocess.Popen[bytes]]:
    port = free_port()
    command = [
        TOOLMEM,
        "--db",
        db,
        "--embedder",
        "hash:384",
        "serve",
        "--port",
        str(port),
        "--max-workspaces",
        str(max_open),
        "--max-index-mb",
        str(max_index_mb),
    ]
    env = {**os.environ, "TOOLMEM_LLM_MODEL": ""}
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            httpx.get(f"{url}/health", timeout=1).raise_for_status()
            return url, process
        except httpx.TransportError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("toolmem serve did not start") from None
            time.sleep(0.05)


def use(client: httpx.Client, workspace: str, tools: list[dict[str, str]]) -> None:
    """What a tenant does: add tools, search them, record a call."""
    for start in range(0, len(tools), 1000):
        client.post(f"/v1/workspaces/{workspace}/tools", json=tools[start : start + 1000]).raise_for_status()
    client.post(
        f"/v1/workspaces/{workspace}/tools/search", json={"query": "will it rain tomorrow", "k": 3}
    ).raise_for_status()
    call = {"tool_id": "weather.forecast", "request": "will it rain tomorrow", "output": "showers"}
    client.post(f"/v1/workspaces/{workspace}/calls", json=call).raise_for_status()


def measure(max_open: int, max_index_mb: int, checkpoints: list[int], tools: int) -> dict[int, float]:
    """RSS (MB) after each checkpoint number of workspaces; key 0 is the idle server."""
    catalogue = TOOLS + generated(tools - len(TOOLS)) if tools > len(TOOLS) else TOOLS
    with tempfile.TemporaryDirectory() as tmp:
        url, server = start(str(Path(tmp) / "memory.db"), max_open, max_index_mb)
        try:
            found = {0: rss_mb(server.pid)}
            with httpx.Client(base_url=url, timeout=60) as client:
                used = 0
                for checkpoint in checkpoints:
                    while used < checkpoint:
                        use(client, f"tenant-{used}", catalogue)
                        used += 1
                    found[checkpoint] = rss_mb(server.pid)
            return found
        finally:
            server.terminate()
            server.wait(timeout=30)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workspaces", type=int, default=2000)
    parser.add_argument("--checkpoints", type=int, nargs="+", default=None, help="default: 100, 500, 1000, N")
    parser.add_argument("--max-open", type=int, nargs="+", default=[64, 1_000_000])
    parser.add_argument("--max-index-mb", type=int, nargs="+", default=[4096], help="0: no bound")
    parser.add_argument("--tools", type=int, default=len(TOOLS), help="tools per workspace")
    args = parser.parse_args(argv)
    checkpoints = sorted(
        set(args.checkpoints or [c for c in (100, 500, 1000) if c < args.workspaces] + [args.workspaces])
    )
    runs = list(product(args.max_open, args.max_index_mb))
    results = {run: measure(*run, checkpoints, args.tools) for run in runs}
    header = " | ".join(f"RSS, --max-workspaces {m:,} --max-index-mb {b:,} (MB)" for m, b in runs)
    print(f"| workspaces used ({args.tools:,} tools each) | {header} |")
    print("|---|" + "---|" * len(runs))
    for checkpoint in [0, *checkpoints]:
        cells = " | ".join(f"{results[run][checkpoint]:,.0f}" for run in runs)
        print(f"| {checkpoint:,} | {cells} |")
    for run in runs:
        growth = (results[run][checkpoints[-1]] - results[run][checkpoints[0]]) / max(
            checkpoints[-1] - checkpoints[0], 1
        )
        first = checkpoints[0]
        print(
            f"--max-workspaces {run[0]:,} --max-index-mb {run[1]:,}: "
            f"{growth * 1024:,.0f} KB more per workspace after the first {first:,}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
