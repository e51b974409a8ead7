"""Counts over time and the plan journal, on every backend (``db_url``: SQLite, then PostgreSQL)."""

import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

import toolmem
from toolmem.records import PlanEvent
from toolmem.stores import Store, open_store
from toolmem.stores.sql.base import apply_migrations
from toolmem.stores.sqlite.migrations import MIGRATIONS
from toolmem.stores.timeline import CallBucketRow, LookupBucketRow

HOUR, DAY = 3600, 86_400
T0 = 1_700_000_000 - 1_700_000_000 % DAY  # midnight UTC


@pytest.fixture
def mem(db_url: str) -> Iterator[toolmem.Memory]:
    with toolmem.open(db_url, workspace="w", embedder="hash", history_cap=2) as opened:
        opened.tools.add(
            [
                {"id": "a", "name": "a", "description": "first tool"},
                {"id": "b_x", "name": "b", "description": "second tool"},
            ]
        )
        yield opened


def test_every_call_is_counted_in_its_hour_even_after_the_history_cap_dropped_it(mem: toolmem.Memory) -> None:
    for n in range(5):
        mem.calls.record("a", success=n != 2, time_cost=0.1 * (n + 1), token_cost=10, created_at=T0 + 60 * n)
    mem.calls.record("a", time_cost=0.7, token_cost=4, created_at=T0 + 2 * HOUR)

    assert len(mem.calls.list("a")) == 2
    assert mem.store.timeline("w").call_buckets(HOUR) == [
        CallBucketRow(None, T0, 5, 4, pytest.approx(1.5), pytest.approx(0.5), 50),  # type: ignore[arg-type]
        CallBucketRow(None, T0 + 2 * HOUR, 1, 1, pytest.approx(0.7), pytest.approx(0.7), 4),  # type: ignore[arg-type]
    ]


def test_a_call_recorded_twice_is_counted_once(mem: toolmem.Memory) -> None:
    call = {"tool_id": "a", "request": "r", "created_at": T0, "time_cost": 0.5}
    mem.calls.record_many([call])
    mem.calls.record_many([call])

    assert [(row.calls, row.total_time_cost) for row in mem.store.timeline("w").call_buckets(HOUR)] == [(1, 0.5)]


def test_buckets_sum_into_days_per_tool_or_for_the_workspace(mem: toolmem.Memory) -> None:
    mem.calls.record_many(
        [
            {"tool_id": "a", "created_at": T0 + 1 * HOUR, "time_cost": 1.0, "token_cost": 1},
            {"tool_id": "a", "created_at": T0 + 23 * HOUR, "time_cost": 3.0, "token_cost": 1, "success": False},
            {"tool_id": "b_x", "created_at": T0 + 5 * HOUR, "time_cost": 2.0, "token_cost": 1},
            {"tool_id": "a", "created_at": T0 + DAY + HOUR, "time_cost": 1.0, "token_cost": 1},
        ]
    )

    by_tool = mem.store.timeline("w").call_buckets(DAY, by_tool=True)
    whole = mem.store.timeline("w").call_buckets(DAY)
    one = mem.store.timeline("w").call_buckets(DAY, tool_id="b_x")
    later = mem.store.timeline("w").call_buckets(DAY, since=T0 + DAY)

    assert by_tool == [
        CallBucketRow("a", T0, 2, 1, 4.0, 3.0, 2),
        CallBucketRow("a", T0 + DAY, 1, 1, 1.0, 1.0, 1),
        CallBucketRow("b_x", T0, 1, 1, 2.0, 2.0, 1),
    ]
    assert whole == [CallBucketRow(None, T0, 3, 2, 6.0, 3.0, 3), CallBucketRow(None, T0 + DAY, 1, 1, 1.0, 1.0, 1)]
    assert one == [CallBucketRow(None, T0, 1, 1, 2.0, 2.0, 1)]
    assert later == [CallBucketRow(None, T0 + DAY, 1, 1, 1.0, 1.0, 1)]
    assert mem.store.timeline("w").call_span() == (T0 + HOUR, T0 + DAY + HOUR)
    assert mem.store.timeline("w").call_span("b_x") == (T0 + 5 * HOUR, T0 + 5 * HOUR)
    assert mem.store.timeline("w").call_span("nothing") is None


def test_the_kept_call_times_of_every_tool_come_in_one_read(mem: toolmem.Memory) -> None:
    mem.calls.record_many([{"tool_id": "a", "time_cost": t, "created_at": T0 + t} for t in (1.0, 2.0, 3.0)])
    mem.calls.record("b_x", time_cost=0.5, created_at=T0)

    times = mem.store.timeline("w").kept_call_times()

    assert {tool: sorted(values) for tool, values in times.items()} == {"a": [2.0, 3.0], "b_x": [0.5]}


def test_the_journal_keeps_the_newest_entries_of_each_kind_and_counts_every_lookup(store: Store) -> None:
    store.ensure_workspace("w")
    for n in range(5):
        store.timeline("w").add_plan_events(
            [PlanEvent("miss", f"q{n}", reason="below_threshold", created_at=T0 + n)], cap=3
        )
    store.timeline("w").add_plan_events(
        [PlanEvent("hit", "q", "p1", similarity=0.9, score=1.0, created_at=T0 + HOUR)], cap=3
    )
    store.timeline("w").add_plan_events(
        [PlanEvent("evicted", "q", "p1", reason="score below ε", score=0.1, success=False)], cap=3
    )

    misses = store.timeline("w").plan_events(kinds=["miss"])
    both = store.timeline("w").plan_events(kinds=["hit", "evicted"])

    assert [event.request for event in misses] == ["q4", "q3", "q2"]
    assert [(event.kind, event.plan_id, event.success) for event in both] == [
        ("evicted", "p1", False),
        ("hit", "p1", None),
    ]
    assert store.timeline("w").plan_events(plan_id="p1", limit=1)[0].kind == "evicted"
    assert store.timeline("w").plan_events(kinds=[]) == []
    assert store.timeline("w").lookup_buckets(HOUR) == [
        LookupBucketRow(T0, "below_threshold", 5),
        LookupBucketRow(T0 + HOUR, "hit", 1),
    ]
    assert store.timeline("w").lookup_buckets(DAY) == [
        LookupBucketRow(T0, "below_threshold", 5),
        LookupBucketRow(T0, "hit", 1),
    ]
    assert store.timeline("w").lookup_span() == (T0, T0 + HOUR)
    assert store.timeline("other").lookup_span() is None


def test_a_journalled_miss_keeps_what_differed(store: Store) -> None:
    store.ensure_workspace("w")
    missed = PlanEvent(
        "miss", "unlock the door", "p1", "changed_words", 0.9, created_at=T0, detail="'unlock' instead of 'lock'"
    )
    store.timeline("w").add_plan_events([missed, PlanEvent("hit", "lock the door", "p1", created_at=T0)], cap=3)

    found = store.timeline("w").plan_events()

    assert [(event.kind, event.detail) for event in found] == [("hit", ""), ("miss", "'unlock' instead of 'lock'")]


def test_plans_using_a_tool_are_found_by_its_exact_id(mem: toolmem.Memory) -> None:
    uses = mem.plans.store("do b", [{"tool_id": "b_x", "arguments": {}}])
    mem.plans.store("do a", [{"tool_id": "a", "arguments": {}}])
    both = mem.plans.store("do a then b", [{"tool_id": "a", "arguments": {}}, {"tool_id": "b_x", "arguments": {}}])

    assert [plan.id for plan in mem.store.timeline("w").plans_using("b_x")] == [both, uses]
    assert mem.store.timeline("w").plans_using("bax") == []  # "_" is not a wildcard
    assert mem.store.timeline("w").plans_using("%") == []


def test_deleting_a_workspace_deletes_its_timelines_and_journal(db_url: str) -> None:
    with toolmem.open(db_url, workspace="gone", embedder="hash") as mem:
        mem.tools.add([{"id": "a", "name": "a", "description": "a tool"}])
        mem.calls.record("a", created_at=T0)
        mem.plans.lookup("anything")
    with closing(open_store(db_url)) as store:
        assert store.delete_workspace("gone")

        assert (
            store.timeline("gone").call_span(),
            store.timeline("gone").lookup_span(),
            store.timeline("gone").plan_events(),
        ) == (None, None, [])


def old_database(path: Path, *, before: str) -> sqlite3.Connection:
    """A SQLite database as a release before migration ``before`` left it, with workspace ``w``."""
    db = sqlite3.connect(path, isolation_level=None)
    apply_migrations(
        db,
        [(name, sql) for name, sql in MIGRATIONS if name < before],
        str(path),
        "CREATE TABLE migrations (name TEXT PRIMARY KEY, applied_at REAL)",
    )
    db.execute("INSERT INTO workspaces (name, created_at) VALUES ('w', 0)")
    return db


def test_the_migration_counts_the_calls_a_database_already_kept(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with closing(old_database(path, before="0009")) as db:
        for n, (when, ok) in enumerate([(T0 + 10, 1), (T0 + 20, 0), (T0 + DAY, 1)]):
            db.execute(
                "INSERT INTO calls (workspace, tool_id, request, input, output, success, time_cost, token_cost,"
                " metadata, content_hash, created_at) VALUES ('w', 'a', '', 'null', '', ?, ?, 3, '{}', ?, ?)",
                (ok, 0.5 * (n + 1), f"h{n}", when),
            )

    with closing(open_store(str(path))) as store:
        rows = store.timeline("w").call_buckets(HOUR, by_tool=True)

    assert rows == [CallBucketRow("a", T0, 2, 1, 1.5, 1.0, 6), CallBucketRow("a", T0 + DAY, 1, 1, 1.5, 1.5, 3)]


def test_a_journal_written_before_details_reads_without_them(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with closing(old_database(path, before="0014")) as db:
        db.execute(
            "INSERT INTO plan_events (workspace, kind, plan_id, request, reason, created_at)"
            " VALUES ('w', 'miss', 'p1', 'unlock the door', 'changed_words', ?)",
            (T0,),
        )

    with closing(open_store(str(path))) as store:
        [event] = store.timeline("w").plan_events()
        store.timeline("w").add_plan_events([PlanEvent("miss", "q", reason="tense", detail="past")], cap=3)
        newest = store.timeline("w").plan_events(limit=1)[0]

    assert (event.request, event.reason, event.detail) == ("unlock the door", "changed_words", "")
    assert newest.detail == "past"
