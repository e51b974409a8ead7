"""Writers of one PostgreSQL workspace take turns on its counters without deadlocking each other.

Each test lines two store writes up behind a third transaction that holds the counter's row (a raw
connection, as another process would), waits until both are blocked, then lets them go: writes
that lock rows in opposite orders deadlock here every time, and PostgreSQL aborts one of them.
"""

import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import pytest
from store_helpers import chunks, doc, plan_record

from toolmem.stores.postgres.store import PostgresStore
from toolmem.stores.sql.plans import PlanRepository

WAITING = "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"


@pytest.fixture
def postgres_store(postgres_url: str) -> Iterator[PostgresStore]:
    store = PostgresStore(postgres_url)
    yield store
    store.close()


class Writer(threading.Thread):
    """A store write in its own thread, keeping what it returned or raised."""

    def __init__(self, write: Callable[[], Any]) -> None:
        super().__init__(daemon=True)
        self.write = write
        self.outcome: Any = None

    def run(self) -> None:
        try:
            self.outcome = self.write()
        except Exception as exc:  # the test compares it with the expected outcome
            self.outcome = exc


def blocked_in_order(url: str, lock_sql: str, params: tuple[Any, ...], writes: list[Callable[[], Any]]) -> list[Any]:
    """Run ``writes`` one after the other into the queue behind a transaction that holds ``lock_sql``'s
    rows, release them together and return their outcomes."""
    writers = [Writer(write) for write in writes]
    with psycopg.connect(url) as holder, psycopg.connect(url, autocommit=True) as watcher:
        holder.execute(lock_sql, params)
        deadline = time.monotonic() + 30
        for queued, writer in enumerate(writers, start=1):
            writer.start()
            while watcher.execute(WAITING).fetchone()[0] < queued:  # until this write waits for the lock
                assert writer.is_alive(), writer.outcome
                assert time.monotonic() < deadline, f"write {queued} never waited for the held row"
        holder.commit()
    for writer in writers:
        writer.join(timeout=60)
    return [writer.outcome for writer in writers]


REMOVALS: dict[str, tuple[Callable[[PlanRepository], Any], Any]] = {
    "evicted": (lambda plans: plans.feedback("p1", False, alpha=1.0, min_score=0.5)[1], True),
    "deleted": (lambda plans: plans.delete(["p1"]), 1),
}


@pytest.mark.parametrize("removal", REMOVALS)
def test_a_plan_evicted_or_deleted_while_it_is_stored_again_never_deadlocks(
    postgres_store: PostgresStore, postgres_url: str, removal: str
) -> None:
    plans = postgres_store.plans("w")
    plans.put([(plan_record("p1"), None)])
    remove, removed = REMOVALS[removal]

    outcomes = blocked_in_order(
        postgres_url,
        "SELECT 1 FROM workspaces WHERE name = %s FOR UPDATE",
        ("w",),
        [lambda: plans.put([(plan_record("p1"), None)]), lambda: remove(plans)],
    )

    assert outcomes == [[False], removed]
    assert plans.list() == []


def test_a_document_deleted_while_it_is_stored_again_never_deadlocks(
    postgres_store: PostgresStore, postgres_url: str
) -> None:
    docs = postgres_store.corpus("w", "docs")
    docs.put([(doc("a"), chunks("a", "one", "two"))], {}, None)

    outcomes = blocked_in_order(
        postgres_url,
        "SELECT 1 FROM corpora WHERE workspace = %s AND name = %s FOR UPDATE",
        ("w", "docs"),
        [lambda: docs.put([(doc("a"), chunks("a", "uno"))], {}, None), lambda: docs.delete(["a"])],
    )

    assert outcomes == [None, ["a"]]
    assert (docs.list(), docs.changes(None, None).rows) == ([], [])
