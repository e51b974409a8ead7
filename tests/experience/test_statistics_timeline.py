"""Statistics over time and the statistics of every tool at once (``mem.calls.timeline``, ``trends``,
``stats_by_tool``)."""

from collections.abc import Iterator

import pytest

import toolmem
from toolmem.records import StatsBucket, StatsTimeline

HOUR, DAY = 3600, 86_400
T0 = 1_700_000_000 - 1_700_000_000 % DAY  # midnight UTC


@pytest.fixture
def mem() -> Iterator[toolmem.Memory]:
    with toolmem.open("sqlite://", workspace="w", embedder="hash", history_cap=3) as opened:
        opened.tools.add(
            [
                {"id": "a", "name": "a", "description": "first tool"},
                {"id": "b", "name": "b", "description": "second tool"},
                {"id": "idle", "name": "idle", "description": "never called"},
            ]
        )
        yield opened


def test_a_timeline_counts_by_day_with_empty_days_between(mem: toolmem.Memory) -> None:
    mem.calls.record("a", time_cost=1.0, token_cost=10, created_at=T0 + HOUR)
    mem.calls.record("a", time_cost=3.0, token_cost=20, success=False, error="x", created_at=T0 + 2 * HOUR)
    mem.calls.record("a", time_cost=2.0, token_cost=30, created_at=T0 + 2 * DAY)

    line = mem.calls.timeline("a", now=T0 + 3 * DAY + HOUR)

    assert line == StatsTimeline(
        "a",
        "day",
        (
            StatsBucket(T0, 2, 1, 0.5, 2.0, 3.0, 15.0),
            StatsBucket(T0 + DAY, 0, 0, None, 0.0, 0.0, 0.0),
            StatsBucket(T0 + 2 * DAY, 1, 1, 1.0, 2.0, 2.0, 30.0),
            StatsBucket(T0 + 3 * DAY, 0, 0, None, 0.0, 0.0, 0.0),
        ),
    )


def test_auto_counts_by_hour_while_the_first_call_is_under_two_days_old(mem: toolmem.Memory) -> None:
    mem.calls.record("a", created_at=T0 + 10 * 60)
    mem.calls.record("a", created_at=T0 + 2 * HOUR + 5)

    hourly = mem.calls.timeline("a", now=T0 + 2 * HOUR + 60)
    daily = mem.calls.timeline("a", now=T0 + 2 * DAY + 1)
    forced = mem.calls.timeline("a", by="hour", now=T0 + 2 * DAY + 1, limit=2)

    assert (hourly.by, [b.calls for b in hourly.buckets]) == ("hour", [1, 0, 1])
    assert (daily.by, [b.calls for b in daily.buckets]) == ("day", [2, 0, 0])
    assert (forced.by, [b.start for b in forced.buckets]) == ("hour", [T0 + 47 * HOUR, T0 + 48 * HOUR])


def test_the_timeline_counts_calls_the_history_cap_dropped(mem: toolmem.Memory) -> None:
    mem.calls.record_many([{"tool_id": "a", "created_at": T0 + n} for n in range(10)])

    line = mem.calls.timeline("a", by="day", now=T0)

    assert (len(mem.calls.list("a")), [b.calls for b in line.buckets]) == (3, [10])


def test_the_workspace_timeline_sums_every_tool(mem: toolmem.Memory) -> None:
    mem.calls.record("a", created_at=T0)
    mem.calls.record("b", success=False, created_at=T0 + 60)

    line = mem.calls.timeline(by="hour", now=T0 + HOUR)

    assert (line.tool_id, [(b.calls, b.successes) for b in line.buckets]) == (None, [(2, 1), (0, 0)])


def test_without_calls_a_timeline_is_one_empty_bucket_now(mem: toolmem.Memory) -> None:
    line = mem.calls.timeline("idle", now=T0 + 30)

    assert line == StatsTimeline("idle", "hour", (StatsBucket(T0, 0, 0, None, 0.0, 0.0, 0.0),))


def test_trends_give_every_tool_called_in_the_window_the_same_buckets(mem: toolmem.Memory) -> None:
    mem.calls.record("a", created_at=T0)
    mem.calls.record("b", created_at=T0 + 3 * DAY)

    trends = mem.calls.trends(now=T0 + 4 * DAY, limit=3)

    wide = mem.calls.trends(now=T0 + 4 * DAY)

    assert list(trends) == ["b"]  # a's only call is older than the 3 days shown
    assert (trends["b"].by, [b.start for b in trends["b"].buckets]) == (
        "day",
        [T0 + 2 * DAY, T0 + 3 * DAY, T0 + 4 * DAY],
    )
    assert [b.calls for b in trends["b"].buckets] == [0, 1, 0]
    assert [[b.calls for b in line.buckets] for line in wide.values()] == [[1, 0, 0, 0, 0], [0, 0, 0, 1, 0]]


def test_a_timeline_of_an_unknown_tool_or_with_bad_arguments_is_refused(mem: toolmem.Memory) -> None:
    with pytest.raises(toolmem.ToolNotFoundError):
        mem.calls.timeline("nope")
    with pytest.raises(toolmem.ValidationError, match="by: must be 'auto', 'hour' or 'day', got 'week'"):
        mem.calls.timeline("a", by="week")  # type: ignore[arg-type]
    with pytest.raises(toolmem.ValidationError, match="limit: must be a positive integer, got 0"):
        mem.calls.timeline("a", limit=0)


def test_stats_by_tool_matches_each_tools_own_statistics(mem: toolmem.Memory) -> None:
    mem.calls.record_many(
        [
            {"tool_id": "a", "time_cost": 1.0, "created_at": T0},
            {"tool_id": "a", "time_cost": 2.0, "success": False, "error": "boom", "created_at": T0 + 1},
            {"tool_id": "a", "time_cost": 4.0, "created_at": T0 + 2},
            {"tool_id": "a", "time_cost": 8.0, "created_at": T0 + 3},
            {"tool_id": "b", "time_cost": 0.5, "created_at": T0},
        ]
    )
    mem.tools.remove("b")

    table = mem.calls.stats_by_tool()

    assert [s.tool_id for s in table] == ["a", "b", "idle"]
    assert table[:2] == [mem.calls.stats("a"), mem.calls.stats("b")]
    assert (table[2].calls, table[2].success_rate, table[2].last_seen) == (0, 0.0, None)
    assert (table[0].calls, table[0].p50_time_cost) == (4, 4.0)  # percentiles over the 3 kept calls


def test_saved_guidelines_are_none_until_written_and_never_write_any(mem: toolmem.Memory) -> None:
    mem.calls.record("a", created_at=T0)

    assert mem.calls.saved_guidelines("a") is None
    written = mem.calls.guidelines("a")
    assert mem.calls.saved_guidelines("a") == written
