"""The store conformance suite: every test runs on SQLite and on PostgreSQL (see ``conftest``)."""

import time

import numpy as np
import pytest
from store_helpers import (
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

from toolmem.errors import EmbedderMismatchError
from toolmem.records import Message, Tool
from toolmem.stores import Changes, Store, Versions, WorkspaceInfo


# workspaces -----------------------------------------------------------------------------------
def test_a_new_workspace_has_no_embedder_and_no_tools(store: Store) -> None:
    before = time.time()
    info = store.ensure_workspace("project")

    assert info == WorkspaceInfo("project", None, None, info.created_at, 0)
    assert before <= info.created_at <= time.time()
    assert store.ensure_workspace("project") == info
    assert store.info("project") == info


def test_a_new_workspace_s_counters_all_start_at_the_current_time_in_microseconds(store: Store) -> None:
    before = int(time.time() * 1_000_000)
    store.ensure_workspace("project")
    after = int(time.time() * 1_000_000)

    versions = store.versions("project")
    counters = (versions.tools, versions.experience, versions.plans)
    assert all(before <= counter <= after for counter in counters), versions


def test_an_unknown_workspace_is_none_with_zero_versions_and_nothing_to_read(store: Store) -> None:
    nothing = Changes(version=0, rows=[], removed=[], complete=True)

    assert (store.info("nowhere"), store.versions("nowhere"), store.tools("nowhere").hashes()) == (
        None,
        Versions(0, 0, 0),
        {},
    )
    assert store.tools("nowhere").changes(None, "hash:3") == nothing
    assert store.calls("nowhere").changes(None, "hash:3") == nothing
    assert store.plans("nowhere").changes(None) == nothing
    assert store.corpus("nowhere", "docs").changes(None, "hash:3") == nothing
    assert (store.corpus("nowhere", "docs").version(), store.corpora("nowhere")) == (0, [])


def test_workspaces_are_listed_by_name_with_their_embedder_and_tool_count(store: Store) -> None:
    zulu = store.ensure_workspace("zulu")
    upper = store.ensure_workspace("Zeta")
    alpha = store.bind_embedder("alpha", "hash:64", 64)
    store.tools("alpha").put([stored(WEATHER), stored(MAIL)], {}, "hash:64")

    assert store.list_workspaces() == [
        WorkspaceInfo("Zeta", None, None, upper.created_at, 0),  # code point order on every backend
        WorkspaceInfo("alpha", "hash:64", 64, alpha.created_at, 2),
        WorkspaceInfo("zulu", None, None, zulu.created_at, 0),
    ]


def test_a_workspace_keeps_the_first_embedder_recorded(store: Store) -> None:
    store.ensure_workspace("project")
    store.set_embedder("project", "hash:64", 64)
    store.set_embedder("project", "hash:128", 128)

    info = store.info("project")
    assert info is not None
    assert (info.embedder, info.dimensions) == ("hash:64", 64)


def test_binding_a_workspace_to_another_embedder_raises_a_mismatch_naming_both(store: Store) -> None:
    store.bind_embedder("project", "hash:64", 64)

    assert store.bind_embedder("project", "hash:64", 64).embedder == "hash:64"
    with pytest.raises(EmbedderMismatchError) as caught:
        store.bind_embedder("project", "hash:128", 128)

    assert (caught.value.workspace, caught.value.stored, caught.value.requested) == ("project", "hash:64", "hash:128")


def test_deleting_a_workspace_removes_it_and_everything_in_it(store: Store) -> None:
    store.tools("project").put([stored(WEATHER)], {}, None)
    record_calls(store, "project", [call("weather", "rain?")])
    store.plans("project").put([(plan_record("p1"), None)])
    store.plans("project").configure({"threshold": 0.8})
    store.history("project").append("c1", {"user": "ann"}, [Message("user", "hello")])
    store.corpus("project", "docs").put([(doc("a/1"), chunks("a/1", "one"))], {}, None)
    store.save("project", "index", 1, b"payload")

    assert store.delete_workspace("project") is True
    assert (store.info("project"), store.versions("project"), store.saved("project", "index")) == (
        None,
        Versions(),
        None,
    )
    assert (store.tools("project").list(), store.calls("project").list(), store.calls("project").totals()) == (
        [],
        [],
        {},
    )
    assert (store.plans("project").list(), store.plans("project").settings()) == ([], {})
    assert (store.history("project").list(), store.history("project").read("c1")) == ([], [])
    assert (store.corpora("project"), store.corpus("project", "docs").list()) == ([], [])
    assert store.delete_workspace("project") is False


def test_the_same_tool_id_holds_different_tools_in_two_workspaces(store: Store) -> None:
    store.tools("one").put([stored(WEATHER), stored(MAIL)], {}, None)
    store.tools("two").put([stored(WEATHER_ELSEWHERE)], {}, None)

    assert store.tools("one").get(["weather"]) == {"weather": WEATHER}
    assert store.tools("two").get(["weather", "mail"]) == {"weather": WEATHER_ELSEWHERE}
    assert store.tools("two").hashes() == {"weather": WEATHER_ELSEWHERE.content_hash}


def test_deleting_one_workspace_leaves_the_other_untouched(store: Store) -> None:
    store.tools("one").put([stored(WEATHER)], {}, None)
    store.tools("two").put([stored(WEATHER_ELSEWHERE), stored(MAIL)], {}, None)
    versions_two = store.versions("two")

    store.delete_workspace("one")

    assert store.tools("two").list() == [MAIL, WEATHER_ELSEWHERE]
    assert store.versions("two") == versions_two
    assert [info.name for info in store.list_workspaces()] == ["two"]


def test_removing_a_tool_in_one_workspace_leaves_the_same_id_in_another(store: Store) -> None:
    store.tools("one").put([stored(WEATHER)], {}, None)
    store.tools("two").put([stored(WEATHER_ELSEWHERE)], {}, None)

    assert store.tools("one").delete(["weather"]) == ["weather"]
    assert store.tools("two").get(["weather"]) == {"weather": WEATHER_ELSEWHERE}


# tools and vectors ----------------------------------------------------------------------------
def test_putting_tools_replaces_by_id_and_moves_the_version_once_per_write(store: Store) -> None:
    store.ensure_workspace("default")
    start = store.versions("default").tools
    tools = store.tools("default")

    tools.put([stored(WEATHER), stored(MAIL)], {}, None)
    tools.put([stored(WEATHER_ELSEWHERE)], {}, None)
    tools.put([], {}, None)

    assert tools.list() == [MAIL, WEATHER_ELSEWHERE]
    assert store.versions("default").tools == start + 2


def test_putting_and_removing_tools_is_one_write_that_returns_the_ids_removed(store: Store) -> None:
    tools = store.tools("default")
    tools.put([stored(WEATHER), stored(MAIL)], {}, None)
    start = store.versions("default").tools

    assert tools.put([stored(WEATHER_ELSEWHERE)], {}, None, remove=["mail", "nope"]) == ["mail"]
    assert (tools.list(), store.versions("default").tools) == ([WEATHER_ELSEWHERE], start + 1)


def test_deleting_tools_returns_those_that_existed_and_moves_the_version_only_then(store: Store) -> None:
    tools = store.tools("default")
    tools.put([stored(WEATHER), stored(MAIL)], {}, None)
    start = store.versions("default").tools

    assert tools.delete(["nope"]) == []
    assert store.versions("default").tools == start
    assert sorted(tools.delete(["mail", "nope", "weather"])) == ["mail", "weather"]
    assert store.versions("default").tools == start + 1


def test_deleting_tools_of_an_unknown_workspace_does_not_create_it(store: Store) -> None:
    assert store.tools("nowhere").delete(["weather"]) == []
    assert (store.info("nowhere"), store.list_workspaces()) == (None, [])


def test_tools_are_listed_by_id_a_page_at_a_time(store: Store) -> None:
    tools = [Tool(id=f"t{i:02d}", name=f"tool_{i}") for i in range(12)]
    repository = store.tools("default")
    repository.put([stored(t) for t in reversed(tools)], {}, None)

    assert repository.list(limit=5) == tools[:5]
    assert repository.list(limit=5, offset=10) == tools[10:]
    assert repository.list(offset=7) == tools[7:]


def test_more_ids_than_one_query_can_bind_are_fetched_and_deleted(store: Store) -> None:
    tools = [Tool(id=f"t{i:04d}", name=f"tool_{i}") for i in range(1200)]
    repository = store.tools("default")
    repository.put([stored(t) for t in tools], {}, None)
    ids = [t.id for t in tools]

    assert repository.get(ids) == {t.id: t for t in tools}
    assert repository.hashes(ids) == {t.id: t.content_hash for t in tools}
    assert sorted(repository.delete(ids)) == ids
    assert repository.list() == []


def test_a_vector_is_stored_once_per_embedder_and_text_and_shared_by_workspaces(store: Store) -> None:
    store.bind_embedder("one", "hash:3", 3)
    store.bind_embedder("two", "hash:3", 3)
    vector = unit(1, 2, 2)
    store.tools("one").put([stored(WEATHER, "h-weather")], {"h-weather": vector}, "hash:3")
    store.tools("two").put([stored(WEATHER_ELSEWHERE, "h-weather")], {"h-weather": unit(0, 1, 0)}, "hash:3")

    assert store.stored_vectors("hash:3", ["h-weather", "h-other"]) == {"h-weather"}
    assert store.stored_vectors("hash:4", ["h-weather"]) == set()
    [only] = store.tools("two").changes(None, "hash:3").rows
    assert only.vector is not None
    np.testing.assert_array_equal(only.vector, vector)  # the first vector stored is kept, bit for bit
    assert only.vector.dtype == np.float32


def test_tools_are_read_in_change_order_each_with_its_stored_vector_or_none(store: Store) -> None:
    store.bind_embedder("default", "hash:3", 3)
    tools = store.tools("default")
    tools.put([stored(WEATHER, "h-weather"), stored(MAIL, "h-mail")], {"h-mail": unit(0, 0, 1)}, "hash:3")
    tools.put([stored(WEATHER, "h-weather")], {}, "hash:3")  # an update moves the tool to the end

    assert plain(tools.changes(None, "hash:3")) == Changes(
        version=store.versions("default").tools,
        rows=[
            row("mail", stored(MAIL, "h-mail"), "h-mail", unit(0, 0, 1)),
            row("weather", stored(WEATHER, "h-weather"), "h-weather", None),
        ],
        removed=[],
        complete=True,
    )


def test_tools_written_together_are_read_in_the_order_they_were_given(store: Store) -> None:
    given = [Tool(id=tool_id, name=tool_id) for tool_id in ("zeta", "alpha", "mu")]
    store.tools("default").put([stored(t) for t in given], {}, None)

    assert [r.record.tool for r in store.tools("default").changes(None, None).rows] == given


def test_tools_read_without_an_embedder_have_no_vectors(store: Store) -> None:
    store.bind_embedder("default", "hash:3", 3)
    store.tools("default").put([stored(WEATHER), stored(MAIL)], {"text-of-mail": unit(1, 0, 0)}, "hash:3")

    assert store.tools("default").changes(None, None) == Changes(
        version=store.versions("default").tools,
        rows=[
            row("weather", stored(WEATHER), "text-of-weather"),
            row("mail", stored(MAIL), "text-of-mail"),
        ],
        removed=[],
        complete=True,
    )


def test_vectors_put_directly_are_found_by_text_hash_and_read_with_their_tools(store: Store) -> None:
    store.bind_embedder("default", "hash:3", 3)
    store.tools("default").put([stored(WEATHER, "h-weather")], {}, "hash:3")

    store.put_vectors("hash:3", {"h-weather": unit(1, 0, 0)})
    store.put_vectors("hash:3", {"h-weather": unit(0, 1, 0)})  # a vector never changes

    assert store.stored_vectors("hash:3", ["h-weather"]) == {"h-weather"}
    assert plain(store.tools("default").changes(None, "hash:3")).rows == [
        row("weather", stored(WEATHER, "h-weather"), "h-weather", unit(1, 0, 0))
    ]
