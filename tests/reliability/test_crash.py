"""kill -9 during writes: every acknowledged write survives, the file stays sound, totals stay exact.

Library writers (processes recording calls and plan feedback) and the HTTP server are killed with
SIGKILL in the middle of their writes, several times over one SQLite file. After each kill the
file passes ``PRAGMA integrity_check``, every write a writer saw acknowledged is there, each tool's
all-time totals equal its stored calls (all are kept), and a plan's score is exactly the moving
average of the feedback it counted. A client that lost its answer retries with the same
idempotency keys and each call is recorded exactly once.
"""

import multiprocessing
import os
import signal
import sqlite3
import threading
import time
import uuid
from contextlib import closing
from pathlib import Path

import httpx
import pytest

import live_server
import toolmem
from processes import running

TOOLS = [{"id": f"tool{n}", "name": f"tool_{n}", "description": f"Synthetic tool {n}."} for n in range(2)]
PLAN = ("weather in Paris", [{"tool_id": "tool0", "arguments": {"city": "Paris"}}])
ALPHA = 0.3
KEEP_ALL = 1_000_000
WRITERS = 2
KILL_AFTER = [3, 40, 120, 15, 250]  # acknowledged writes per writer before each kill
DEADLINE = 60.0


def write_until_killed(db: str, worker: int, plan_id: str, log_path: str) -> None:
    """Record calls and failed feedback for ever, logging each acknowledged write after it returned."""
    with toolmem.open(db, embedder="hash", history_cap=KEEP_ALL) as mem, open(log_path, "a") as log:
        n = 0
        while True:
            call = mem.calls.record(
                f"tool{n % 2}",
                f"writer {worker} call {os.getpid()}-{n}",
                output="ok",
                success=n % 3 != 0,
                time_cost=0.5,
                token_cost=7,
            )
            log.write(f"call\t{call.id}\t{call.request}\n")
            log.flush()
            mem.plans.feedback(plan_id, success=False)
            log.write("feedback\n")
            log.flush()
            n += 1


def acknowledged(log_path: Path) -> list[list[str]]:
    """The complete lines of a writer's log (a line cut by the kill was not acknowledged yet)."""
    if not log_path.exists():
        return []
    text = log_path.read_text()
    complete = text[: text.rfind("\n") + 1]
    return [line.split("\t") for line in complete.splitlines()]


def wait_until_acknowledged(logs: list[Path], starts: list[int], writes: int) -> None:
    """Wait (bounded) until every writer logged ``writes`` more acknowledged lines."""
    deadline = time.monotonic() + DEADLINE
    while any(len(acknowledged(log)) < start + writes for log, start in zip(logs, starts, strict=True)):
        assert time.monotonic() < deadline, f"the writers did not acknowledge {writes} writes in time"
        time.sleep(0.01)


def kill_when(reached: threading.Event, pid: int) -> None:
    """SIGKILL ``pid`` as soon as ``reached`` is set (or after the deadline)."""
    reached.wait(timeout=DEADLINE)
    os.kill(pid, signal.SIGKILL)


def check_file(db: str) -> None:
    with closing(sqlite3.connect(db)) as direct:
        assert direct.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


def test_writers_killed_mid_write_lose_no_acknowledged_write_and_keep_totals_exact(tmp_path: Path) -> None:
    db = str(tmp_path / "crash.db")
    with toolmem.open(db, embedder="hash") as mem:
        mem.tools.add(TOOLS)
        plan_id = mem.plans.store(*PLAN)
        mem.plans.configure(min_score=0.0)  # failures never evict: the score is a pure EMA chain
    context = multiprocessing.get_context("spawn")
    logs = [tmp_path / f"writer{n}.log" for n in range(WRITERS)]
    for target in KILL_AFTER:
        counts = [len(acknowledged(log)) for log in logs]
        writers = [
            context.Process(target=write_until_killed, args=(db, n, plan_id, str(logs[n]))) for n in range(WRITERS)
        ]
        with running(writers, timeout=0):
            wait_until_acknowledged(logs, counts, 2 * target)
            for process in writers:
                os.kill(process.pid, signal.SIGKILL)
            for process in writers:
                process.join(timeout=DEADLINE)
        assert [process.exitcode for process in writers] == [-signal.SIGKILL] * WRITERS

        check_file(db)
        lines = [line for log in logs for line in acknowledged(log)]
        with toolmem.open(db, history_cap=KEEP_ALL) as mem:
            stored = mem.calls.list(limit=None)
            assert {line[2] for line in lines if line[0] == "call"} <= {call.request for call in stored}
            for tool in TOOLS:
                mine = [call for call in stored if call.tool_id == tool["id"]]
                stats = mem.calls.stats(tool["id"])
                assert (stats.calls, stats.successes) == (len(mine), sum(call.success for call in mine))
                assert stats.avg_token_cost == 7.0
            plan = mem.plans.get(plan_id)
            assert plan.failures >= sum(line[0] == "feedback" for line in lines)
            assert plan.score == pytest.approx((1 - ALPHA) ** plan.failures, rel=1e-9)


def test_a_client_retrying_with_its_idempotency_keys_after_server_kills_records_each_call_once(tmp_path: Path) -> None:
    db = str(tmp_path / "served.db")
    keys = [str(uuid.uuid4()) for _ in range(90)]
    done: dict[str, int] = {}
    url, server = live_server.start(db)
    httpx.post(f"{url}/v1/workspaces/w/tools", json=TOOLS).raise_for_status()
    try:
        for kill_at in (10, 40, 70):
            reached = threading.Event()
            killer = threading.Thread(target=kill_when, args=(reached, server.pid))
            killer.start()
            with httpx.Client(base_url=url, timeout=10) as client:
                for key in keys:
                    if key in done:
                        continue
                    try:
                        answer = client.post(
                            "/v1/workspaces/w/calls",
                            json={"tool_id": "tool0", "request": f"request {key}", "output": "ok"},
                            headers={"Idempotency-Key": key},
                        )
                    except httpx.TransportError:
                        break  # the server died with this request in flight: retried below
                    answer.raise_for_status()
                    done[key] = answer.json()["ids"][0]
                    if len(done) == kill_at:
                        reached.set()
            killer.join()
            live_server.stop(server)
            check_file(db)
            url, server = live_server.start(db)
        with httpx.Client(base_url=url, timeout=10) as client:  # finish, retrying whatever was not answered
            for key in keys:
                answer = client.post(
                    "/v1/workspaces/w/calls",
                    json={"tool_id": "tool0", "request": f"request {key}", "output": "ok"},
                    headers={"Idempotency-Key": key},
                )
                assert answer.status_code == 200, answer.text
                if key in done:
                    assert answer.json()["ids"][0] == done[key]  # the first answer, again
            stats = client.get("/v1/workspaces/w/tools/tool0/stats").json()
            requests = [
                c["request"] for c in client.get("/v1/workspaces/w/calls", params={"limit": 1000}).json()["items"]
            ]
    finally:
        live_server.stop(server)

    assert stats["calls"] == len(keys)
    assert sorted(requests) == sorted(f"request {key}" for key in keys)
