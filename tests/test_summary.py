"""A workspace's headline numbers (``mem.summary()``)."""

import toolmem
from toolmem.records import WorkspaceSummary

DAY = 86_400
NOW = 1_700_000_000.0


def test_an_empty_workspace_has_zeros_and_no_rates() -> None:
    with toolmem.open("sqlite://", workspace="w", embedder="hash") as mem:
        assert mem.summary(now=NOW) == WorkspaceSummary("w", 0, 0, 0, None, 0, None, 0, 0, 0, None, None)


def test_the_summary_counts_all_time_the_last_week_and_the_plan_cache() -> None:
    with toolmem.open("sqlite://", workspace="w", embedder="hash") as mem:
        mem.tools.add([{"id": t, "name": t, "description": f"tool {t}"} for t in ("a", "b", "c")])
        mem.calls.record("a", success=False, error="old failure", created_at=NOW - 30 * DAY)
        mem.calls.record("a", created_at=NOW - DAY)
        mem.calls.record("b", success=False, error="x", created_at=NOW - 2 * DAY)
        mem.calls.record("b", created_at=NOW - 60)
        mem.plans.store("weather in Paris tomorrow", [{"tool_id": "a", "arguments": {"city": "Paris"}}])
        mem.plans.lookup("weather in London tomorrow")
        mem.plans.lookup("something else entirely, nothing alike")

        assert mem.summary(now=NOW) == WorkspaceSummary(
            workspace="w",
            tools=3,
            tools_called=2,
            calls=4,
            success_rate=0.5,
            calls_7d=3,
            success_rate_7d=2 / 3,
            failing_tools_7d=1,
            plans=1,
            lookups=2,
            hit_rate=0.5,
            last_call=NOW - 60,
        )
