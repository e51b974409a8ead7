"""The read shape every searchable kind answers, on SQLite and PostgreSQL: ``changes(since)`` gives the
rows changed and the keys removed after a version, or every row (``complete``) when the reader has
none or the change log no longer reaches back to it; ``versions`` and saved indexes beside it."""

import itertools
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest
from store_helpers import (
    CALENDAR,
    MAIL,
    WEATHER,
    WEATHER_ELSEWHERE,
    call,
    chunks,
    doc,
    plain,
    plan_record,
    record_calls,
    row,
    stored,
    unit,
)

from toolmem.records import CallJudgement, Guidelines, Message, Tool
from toolmem.stores import Changes, Store, Versions
from toolmem.stores.base import text_key
from toolmem.stores.calls import CallTotals, Request
from toolmem.stores.sql import changes as change_log
from toolmem.stores.sql.base import NEW_WORKSPACE_SQL
from toolmem.stores.sql.store import Store as SQLStore

NEWS = Tool(id="news", name="get_news", description="Read the news.")


def summary(changes: Changes[Any]) -> tuple[int, list[str], list[str], bool]:
    """An answer's version, row keys, removed keys and completeness."""
    return changes.version, [r.key for r in changes.rows], changes.removed, changes.complete


# one adapter per searchable kind, so the log's rules are checked on each ------------------------
@dataclass(frozen=True)
class Kind:
    """How a test writes, removes and reads one kind of record of workspace ``w``."""

    put: Callable[[Store, list[str], str], None]
    remove: Callable[[Store, str], object] | None
    read: Callable[[Store, int | None], Changes[Any]]
    version: Callable[[Store], int]
    key: Callable[[str], str] = str


def _put_tools(store: Store, names: list[str], text: str) -> None:
    store.bind_embedder("w", "hash:2", 2)
    store.tools("w").put([stored(Tool(id=n, name=n, description=text)) for n in names], {}, None)


def _put_plans(store: Store, names: list[str], text: str) -> None:
    store.bind_embedder("w", "hash:2", 2)
    store.plans("w").put([(plan_record(n, f"{text} {n}"), unit(1, len(n))) for n in names])


def _put_documents(store: Store, names: list[str], text: str) -> None:
    store.bind_embedder("w", "hash:2", 2)
    store.corpus("w", "docs").put([(doc(n), chunks(n, f"{text} {n}")) for n in names], {}, None)


_TIMES = itertools.count(1000)


def _put_requests(store: Store, names: list[str], text: str) -> None:
    store.bind_embedder("w", "hash:2", 2)
    record_calls(store, "w", [call("weather", f"request {n}", at=float(next(_TIMES)), output=text) for n in names])


KINDS = {
    "tools": Kind(
        put=_put_tools,
        remove=lambda store, name: store.tools("w").delete([name]),
        read=lambda store, since: store.tools("w").changes(since, "hash:2"),
        version=lambda store: store.versions("w").tools,
    ),
    "plans": Kind(
        put=_put_plans,
        remove=lambda store, name: store.plans("w").delete([name]),
        read=lambda store, since: store.plans("w").changes(since),
        version=lambda store: store.versions("w").plans,
    ),
    "chunks": Kind(
        put=_put_documents,
        remove=lambda store, name: store.corpus("w", "docs").delete([name]),
        read=lambda store, since: store.corpus("w", "docs").changes(since, "hash:2"),
        version=lambda store: store.corpus("w", "docs").version(),
        key=lambda name: f"{name}#0",
    ),
    "requests": Kind(
        put=_put_requests,
        remove=None,
        read=lambda store, since: store.calls("w").changes(since, "hash:2"),
        version=lambda store: store.versions("w").experience,
        key=lambda name: text_key(f"request {name}"),
    ),
}
REMOVABLE = [name for name, kind in KINDS.items() if kind.remove is not None]


# 1. every row, or what changed since a version ---------------------------------------------
def test_tools_read_without_a_version_are_every_tool_in_change_order_and_complete(store: Store) -> None:
    store.bind_embedder("default", "hash:3", 3)
    tools = store.tools("default")
    tools.put([stored(WEATHER), stored(MAIL)], {"text-of-mail": unit(1, 0, 0)}, "hash:3")
    tools.put([stored(CALENDAR)], {}, "hash:3")
    tools.put([stored(WEATHER_ELSEWHERE, "h-elsewhere")], {"h-elsewhere": unit(0, 0, 1)}, "hash:3")
    tools.delete(["calendar"])

    assert plain(tools.changes(None, "hash:3")) == Changes(
        version=store.versions("default").tools,
        rows=[
            row("mail", stored(MAIL), "text-of-mail", unit(1, 0, 0)),
            row("weather", stored(WEATHER_ELSEWHERE, "h-elsewhere"), "h-elsewhere", unit(0, 0, 1)),
        ],
        removed=[],
        complete=True,
    )


def test_tool_changes_since_a_version_are_the_tools_added_or_updated_and_the_ids_removed(store: Store) -> None:
    store.bind_embedder("default", "hash:3", 3)
    tools = store.tools("default")
    tools.put([stored(WEATHER), stored(MAIL), stored(CALENDAR)], {"text-of-mail": unit(1, 0, 0)}, "hash:3")
    since = store.versions("default").tools

    tools.put([stored(NEWS)], {"text-of-news": unit(0, 1, 0)}, "hash:3")
    tools.put([stored(WEATHER_ELSEWHERE, "h-elsewhere")], {}, "hash:3")
    tools.delete(["mail"])

    assert plain(tools.changes(since, "hash:3")) == Changes(
        version=since + 3,
        rows=[
            row("news", stored(NEWS), "text-of-news", unit(0, 1, 0)),
            row("weather", stored(WEATHER_ELSEWHERE, "h-elsewhere"), "h-elsewhere", None),
        ],
        removed=["mail"],
        complete=False,
    )
    assert tools.changes(since + 3, "hash:3") == Changes(version=since + 3, rows=[], removed=[], complete=False)


def test_a_tool_removed_and_added_again_since_a_version_is_a_changed_row_and_not_a_removal(store: Store) -> None:
    tools = store.tools("default")
    tools.put([stored(WEATHER), stored(MAIL)], {}, None)
    since = store.versions("default").tools

    tools.delete(["mail"])
    tools.put([stored(MAIL)], {}, None)

    assert tools.changes(since, None) == Changes(
        version=since + 2, rows=[row("mail", stored(MAIL), "text-of-mail")], removed=[], complete=False
    )


def test_plans_read_without_a_version_are_every_plan_with_a_vector_in_change_order(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    plans = store.plans("default")
    plans.put([(plan_record("p2"), unit(1, 0)), (plan_record("p1"), unit(0, 1)), (plan_record("p0"), None)])
    plans.put([(plan_record("p3"), unit(1, 1))])
    plans.delete(["p2"])

    assert plain(plans.changes(None)) == Changes(
        version=store.versions("default").plans,
        rows=[row("p1", None, None, unit(0, 1)), row("p3", None, None, unit(1, 1))],
        removed=[],
        complete=True,
    )


def test_plan_changes_since_a_version_are_the_plans_added_and_every_plan_removed_however(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    plans = store.plans("default")
    stale = plan_record("p0")
    stale = replace(stale, plan=replace(stale.plan, updated_at=100.0))
    plans.put(
        [
            (stale, unit(1, 0)),
            (plan_record("p1"), unit(1, 0)),
            (plan_record("p2"), unit(0, 1)),
            (plan_record("p3", score=0.2), unit(1, 1)),
        ]
    )
    since = store.versions("default").plans

    plans.put([(plan_record("p4"), unit(2, 1))], max_plans=3, expire_before=1000.0)  # drops p0 and p3
    plans.put([(plan_record("p1"), unit(1, 0))])  # a refresh keeps the plan's vector: nothing to read
    plans.feedback("p2", False, alpha=1.0, min_score=0.5)  # evicted
    plans.delete(["p1"])

    assert plain(plans.changes(since)) == Changes(
        version=since + 4, rows=[row("p4", None, None, unit(2, 1))], removed=["p0", "p3", "p2", "p1"], complete=False
    )


def test_chunks_read_without_a_version_are_every_chunk_in_change_order_and_complete(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    docs = store.corpus("default", "docs")
    docs.put([(doc("b"), chunks("b", "two", "deux"))], {text_key("deux"): unit(0, 1)}, "hash:2")
    docs.put([(doc("a"), chunks("a", "one"))], {}, "hash:2")
    docs.put([(doc("c"), chunks("c", "three"))], {}, "hash:2")
    docs.delete(["c"])

    assert plain(docs.changes(None, "hash:2")) == Changes(
        version=docs.version(),
        rows=[
            row("b#0", chunks("b", "two")[0], text_key("two")),
            row("b#1", chunks("b", "two", "deux")[1], text_key("deux"), unit(0, 1)),
            row("a#0", chunks("a", "one")[0], text_key("one")),
        ],
        removed=[],
        complete=True,
    )


def test_chunk_changes_since_a_version_are_the_chunks_added_and_the_chunks_of_documents_deleted(
    store: Store,
) -> None:
    docs = store.corpus("default", "docs")
    docs.put([(doc("a"), chunks("a", "one")), (doc("b"), chunks("b", "two", "deux"))], {}, None)
    since = docs.version()

    docs.put([(doc("c"), chunks("c", "three"))], {}, None)
    docs.delete(["b"])

    assert docs.changes(since, None) == Changes(
        version=docs.version(),
        rows=[row("c#0", chunks("c", "three")[0], text_key("three"))],
        removed=["b#0", "b#1"],
        complete=False,
    )


def test_a_document_replaced_since_a_version_is_read_as_its_new_chunks_and_only_lost_ones_removed(
    store: Store,
) -> None:
    docs = store.corpus("default", "docs")
    docs.put([(doc("a"), chunks("a", "one", "uno")), (doc("b"), chunks("b", "two"))], {}, None)
    since = docs.version()

    docs.put([(doc("c"), chunks("c", "three"))], {}, None)  # added
    docs.put([(doc("a"), chunks("a", "eins"))], {}, None)  # updated: one chunk instead of two
    docs.delete(["b"])  # removed

    assert docs.changes(since, None) == Changes(
        version=docs.version(),
        rows=[
            row("c#0", chunks("c", "three")[0], text_key("three")),
            row("a#0", chunks("a", "eins")[0], text_key("eins")),
        ],
        removed=["a#1", "b#0"],
        complete=False,
    )


def test_request_changes_since_a_version_are_the_requests_whose_outcomes_changed(store: Store) -> None:
    paris, rome, lyon = (text_key(text) for text in ("rain in Paris?", "rain in Rome?", "rain in Lyon?"))
    record_calls(
        store,
        "default",
        [
            call("weather", "rain in Paris?"),
            call("mail", "rain in Paris?", success=False),
            call("weather", "rain in Rome?"),
        ],
    )
    since = store.versions("default").experience

    record_calls(store, "default", [call("weather", "rain in Paris?", at=1002.0), call("mail", "rain in Lyon?")])
    log = store.calls("default")

    assert log.changes(since, None) == Changes(
        version=since + 1,
        rows=[
            row(paris, Request("rain in Paris?", (("mail", 0, 1), ("weather", 2, 0))), paris),
            row(lyon, Request("rain in Lyon?", (("mail", 1, 0),)), lyon),
        ],
        removed=[],
        complete=False,
    )
    assert log.changes(None, None) == Changes(
        version=since + 1,
        rows=[
            row(rome, Request("rain in Rome?", (("weather", 1, 0),)), rome),
            row(paris, Request("rain in Paris?", (("mail", 0, 1), ("weather", 2, 0))), paris),
            row(lyon, Request("rain in Lyon?", (("mail", 1, 0),)), lyon),
        ],
        removed=[],
        complete=True,
    )
    record_calls(store, "default", [call("weather", "rain in Rome?")])  # a duplicate changes no outcome
    assert log.changes(since + 1, None).rows == []


@pytest.mark.parametrize("kind", REMOVABLE)
def test_a_reader_catching_up_after_every_write_holds_what_a_full_read_gives(store: Store, kind: str) -> None:
    adapter, rng = KINDS[kind], random.Random(7)
    assert adapter.remove is not None
    names = [f"k{i}" for i in range(8)]
    held: dict[str, Any] = {}
    version: int | None = None
    for step in range(40):
        if rng.random() < 0.3:
            adapter.remove(store, rng.choice(names))
        else:
            adapter.put(store, rng.sample(names, rng.randint(1, 3)), f"text {step}")
        found = plain(adapter.read(store, version))
        if found.complete:
            held = {}
        for key in found.removed:
            held.pop(key, None)
        held.update((r.key, r) for r in found.rows)
        version = found.version

    everything = plain(adapter.read(store, None))
    assert held == {r.key: r for r in everything.rows}
    assert version == everything.version == adapter.version(store)


# 2. a reader the log no longer reaches starts afresh ------------------------------------------
@pytest.mark.parametrize("kind", REMOVABLE)
def test_a_reader_older_than_the_pruned_removal_log_reads_every_row_anew(
    store: Store, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(change_log, "KEEP_REMOVALS", 4)  # writing 50,000 removals would take minutes
    adapter = KINDS[kind]
    assert adapter.remove is not None
    adapter.put(store, [f"k{i}" for i in range(8)], "text")
    versions = [adapter.version(store)]
    for i in range(5):
        adapter.remove(store, f"k{i}")
        versions.append(adapter.version(store))
    # the fifth removal passed the four kept: the log was pruned to the newest two, k3 and k4
    key = adapter.key

    assert summary(adapter.read(store, versions[0])) == (versions[5], [key(f"k{i}") for i in (5, 6, 7)], [], True)
    assert summary(adapter.read(store, versions[2])) == (versions[5], [key(f"k{i}") for i in (5, 6, 7)], [], True)
    assert summary(adapter.read(store, versions[3])) == (versions[5], [], [key("k3"), key("k4")], False)


@pytest.mark.parametrize("kind", list(KINDS))
def test_a_reader_from_before_its_workspace_was_deleted_and_created_again_reads_every_row_anew(
    store: Store, kind: str
) -> None:
    adapter = KINDS[kind]
    adapter.put(store, ["k0", "k1"], "first")
    since = adapter.version(store)

    store.delete_workspace("w")
    adapter.put(store, ["k2"], "first")

    assert summary(adapter.read(store, since)) == (adapter.version(store), [adapter.key("k2")], [], True)


def test_replacing_the_aggregates_makes_every_earlier_reader_read_the_requests_anew(store: Store) -> None:
    record_calls(store, "default", [call("weather", "rain in Paris?")])
    since = store.versions("default").experience
    lyon = Request("rain in Lyon?", (("mail", 1, 0),))

    store.calls("default").replace_aggregates({}, [lyon])

    log = store.calls("default")
    assert log.changes(since, None) == Changes(
        version=since + 1, rows=[row(text_key(lyon.text), lyon, text_key(lyon.text))], removed=[], complete=True
    )
    assert log.changes(since + 1, None) == Changes(version=since + 1, rows=[], removed=[], complete=False)


def test_a_reader_from_before_a_host_with_a_slower_clock_created_the_workspace_again_reads_every_row_anew(
    store: Store,
) -> None:
    tools = store.tools("w")
    tools.put([stored(WEATHER)], {}, None)
    since = store.versions("w").tools
    store.delete_workspace("w")

    # another host, its clock ten seconds behind this one, creates the workspace again
    assert isinstance(store, SQLStore)
    behind = time.time() - 10
    start = int(behind * 1_000_000)
    with store._write() as db:
        db.execute(NEW_WORKSPACE_SQL, ("w", behind, start, start, start))
    tools.put([stored(MAIL)], {}, None)

    assert summary(tools.changes(since, None)) == (start + 1, ["mail"], [], True)


# 3. each kind's writes move its own version ---------------------------------------------------
def counters(store: Store) -> dict[str, int]:
    versions = store.versions("default")
    return {
        "tools": versions.tools,
        "experience": versions.experience,
        "plans": versions.plans,
        "docs": store.corpus("default", "docs").version(),
        "code": store.corpus("default", "code").version(),
    }


def steps(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """How far each counter that moved went; a corpus's counter may jump ahead to the clock, so any step
    forward counts as one."""
    moved = {name: after[name] - before[name] for name in after if after[name] != before[name]}
    return {name: step if name in ("tools", "experience", "plans") else min(step, 1) for name, step in moved.items()}


def test_each_kind_of_write_moves_its_own_version_by_one_and_no_other(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    [first] = record_calls(store, "default", [call("weather", "rain?")])
    assert first is not None
    store.plans("default").put([(plan_record("p0"), unit(1, 0))])
    writes: list[tuple[str, Callable[[], Any]]] = [
        ("tools put", lambda: store.tools("default").put([stored(WEATHER)], {}, None)),
        ("tools delete", lambda: store.tools("default").delete(["weather"])),
        ("calls record", lambda: record_calls(store, "default", [call("mail", "mail Bob")])),
        ("calls judge", lambda: store.calls("default").judge([CallJudgement(first, score=1.0)], overwrite=True)),
        ("guidelines", lambda: store.calls("default").put_guidelines(Guidelines("mail", "x", "llm", 1, 1.0))),
        (
            "aggregates",
            lambda: store.calls("default").replace_aggregates({"mail": CallTotals(1, 1, 0, 0, 1, 1, None)}, []),
        ),
        ("plans put", lambda: store.plans("default").put([(plan_record("p1"), unit(0, 1))])),
        ("plans touch", lambda: store.plans("default").touch("p1", 5.0)),
        ("plans feedback", lambda: store.plans("default").feedback("p1", True, alpha=0.5, min_score=0.1)),
        ("plans eviction", lambda: store.plans("default").feedback("p1", False, alpha=1.0, min_score=0.5)),
        ("plans delete", lambda: store.plans("default").delete(["p0"])),
        ("plans configure", lambda: store.plans("default").configure({"threshold": 0.9})),
        ("history", lambda: store.history("default").append("c1", {}, [Message("user", "hi")])),
        ("docs put", lambda: store.corpus("default", "docs").put([(doc("a"), chunks("a", "one"))], {}, None)),
        ("code put", lambda: store.corpus("default", "code").put([(doc("a"), chunks("a", "def"))], {}, None)),
        ("docs delete", lambda: store.corpus("default", "docs").delete(["a"])),
        ("vectors", lambda: store.put_vectors("hash:2", {"k": unit(1, 0)})),
        ("save", lambda: store.save("default", "index", 1, b"payload")),
    ]

    moved = []
    for label, write in writes:
        before = counters(store)
        write()
        moved.append((label, steps(before, counters(store))))

    assert moved == [
        ("tools put", {"tools": 1}),
        ("tools delete", {"tools": 1}),
        ("calls record", {"experience": 1}),
        ("calls judge", {}),
        ("guidelines", {}),
        ("aggregates", {"experience": 1}),
        ("plans put", {"plans": 1}),
        ("plans touch", {}),
        ("plans feedback", {}),
        ("plans eviction", {"plans": 1}),
        ("plans delete", {"plans": 1}),
        ("plans configure", {}),
        ("history", {}),
        ("docs put", {"docs": 1}),
        ("code put", {"code": 1}),
        ("docs delete", {"docs": 1}),
        ("vectors", {}),
        ("save", {}),
    ]


def test_versions_count_each_kind_s_writes_and_are_zeros_for_an_unknown_workspace(store: Store) -> None:
    store.ensure_workspace("default")
    start = store.versions("default")

    store.tools("default").put([stored(WEATHER)], {}, None)
    record_calls(store, "default", [call("weather", "rain?"), call("weather", "snow?")])
    store.plans("default").put([(plan_record("p1"), None)])
    store.plans("default").put([(plan_record("p2"), None)])
    store.plans("default").put([(plan_record("p3"), None)])

    assert store.versions("default") == Versions(start.tools + 1, start.experience + 1, start.plans + 3, start.embedder)
    assert store.versions("other") == Versions(0, 0, 0, None)


# 4. saved indexes -----------------------------------------------------------------------------
def test_a_saved_index_is_the_payload_saved_last_under_its_key_whatever_its_version(store: Store) -> None:
    store.ensure_workspace("default")
    store.ensure_workspace("other")
    store.save("default", "tools", 7, b"\x00first")
    store.save("default", "tools", 8, b"\x00second")
    store.save("default", "tools", 3, b"\x00third")  # the last saved wins, not the highest version
    store.save("default", "plans", 9, b"\x00plans")

    assert (store.saved("default", "tools"), store.saved("default", "plans")) == (b"\x00third", b"\x00plans")
    assert (store.saved("default", "requests"), store.saved("other", "tools")) == (None, None)


def test_a_large_binary_payload_is_saved_and_read_back_byte_for_byte(store: Store) -> None:
    store.ensure_workspace("default")
    payload = random.Random(3).randbytes(1 << 20)

    store.save("default", "tools", 1, payload)

    assert store.saved("default", "tools") == payload
