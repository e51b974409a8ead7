"""The store conformance suite: every test runs on SQLite and on PostgreSQL (see ``conftest``)."""

import time

import numpy as np
import pytest

from toolmem.errors import EmbedderMismatchError
from toolmem.models import Call, Message, Plan, Step, Tool
from toolmem.stores import Store, StoredTool, WorkspaceInfo
from toolmem.stores.base import PlanRecord

WEATHER = Tool(id="weather", name="get_weather", description="Forecast the weather.", tags=("weather",))
WEATHER_ELSEWHERE = Tool(id="weather", name="weather_report", description="A different tool under the same id.")
MAIL = Tool(id="mail", name="send_email", description="Send an email.", tags=("messaging",))


def stored(tool: Tool, text_hash: str = "") -> StoredTool:
    return StoredTool(tool, text_hash or f"text-of-{tool.id}")


def unit(*values: float) -> np.ndarray:
    vector = np.asarray(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def call(tool_id: str, request: str = "", *, success: bool = True, at: float = 1000.0, **fields: object) -> Call:
    return Call(tool_id=tool_id, request=request, success=success, created_at=at, **fields)  # type: ignore[arg-type]


def plan_record(plan_id: str, request: str = "weather in Paris", score: float = 1.0) -> PlanRecord:
    plan = Plan(id=plan_id, request=request, steps=(Step(tool_id="weather", arguments={"city": "Paris"}),), score=score)
    return PlanRecord(plan=plan, signature='["weather"]', slots=[{"path": "city", "text": "Paris"}])


def insert(store: Store, workspace: str, calls: list[Call], cap: int = 100) -> list[int | None]:
    return store.insert_calls(workspace, calls, cap=cap, outputs={}, request_vectors={}, embedder=None)


# workspaces -----------------------------------------------------------------------------------
def test_a_new_workspace_has_no_embedder_and_no_tools(store: Store) -> None:
    before = time.time()
    info = store.ensure_workspace("project")

    assert info == WorkspaceInfo("project", None, None, info.created_at, 0)
    assert before <= info.created_at <= time.time()
    assert store.ensure_workspace("project") == info
    assert store.workspace("project") == info


def test_a_new_workspace_s_counters_start_at_the_current_time_in_microseconds(store: Store) -> None:
    before = int(time.time() * 1_000_000)
    store.ensure_workspace("project")
    after = int(time.time() * 1_000_000)

    assert all(before <= counter <= after for counter in store.versions("project"))
    assert store.plans_version("project") == 0


def test_an_unknown_workspace_is_none_and_has_version_zero(store: Store) -> None:
    assert (store.workspace("nowhere"), store.version("nowhere"), store.tool_hashes("nowhere")) == (None, 0, {})
    assert (store.versions("nowhere"), store.plans_version("nowhere")) == ((0, 0), 0)


def test_workspaces_are_listed_by_name_with_their_embedder_and_tool_count(store: Store) -> None:
    zulu = store.ensure_workspace("zulu")
    upper = store.ensure_workspace("Zeta")
    alpha = store.bind_embedder("alpha", "hash:64", 64)
    store.write_tools("alpha", [stored(WEATHER), stored(MAIL)], {}, "hash:64")

    assert store.list_workspaces() == [
        WorkspaceInfo("Zeta", None, None, upper.created_at, 0),  # code point order on every backend
        WorkspaceInfo("alpha", "hash:64", 64, alpha.created_at, 2),
        WorkspaceInfo("zulu", None, None, zulu.created_at, 0),
    ]


def test_a_workspace_keeps_the_first_embedder_recorded(store: Store) -> None:
    store.ensure_workspace("project")
    store.set_embedder("project", "hash:64", 64)
    store.set_embedder("project", "hash:128", 128)

    info = store.workspace("project")
    assert info is not None
    assert (info.embedder, info.dimensions) == ("hash:64", 64)


def test_binding_a_workspace_to_another_embedder_raises_a_mismatch_naming_both(store: Store) -> None:
    store.bind_embedder("project", "hash:64", 64)

    assert store.bind_embedder("project", "hash:64", 64).embedder == "hash:64"
    with pytest.raises(EmbedderMismatchError) as caught:
        store.bind_embedder("project", "hash:128", 128)

    assert (caught.value.workspace, caught.value.stored, caught.value.requested) == ("project", "hash:64", "hash:128")


def test_deleting_a_workspace_removes_it_and_everything_in_it(store: Store) -> None:
    store.write_tools("project", [stored(WEATHER)], {}, None)
    insert(store, "project", [call("weather", "rain?")])
    store.put_plans("project", [(plan_record("p1"), None)], max_plans=None, expire_before=None)
    store.append_messages("project", "c1", {"user": "ann"}, [Message("user", "hello")])
    store.write_cache("project", "index", 1, b"payload")

    assert store.delete_workspace("project") is True
    assert (store.workspace("project"), store.list_tools("project"), store.list_calls("project")) == (None, [], [])
    assert (store.list_plans("project"), store.list_contexts("project")) == ([], [])
    assert (store.call_totals("project", "weather"), store.read_cache("project", "index", 1)) == (None, None)
    assert store.delete_workspace("project") is False


def test_the_same_tool_id_holds_different_tools_in_two_workspaces(store: Store) -> None:
    store.write_tools("one", [stored(WEATHER), stored(MAIL)], {}, None)
    store.write_tools("two", [stored(WEATHER_ELSEWHERE)], {}, None)

    assert store.get_tools("one", ["weather"]) == {"weather": WEATHER}
    assert store.get_tools("two", ["weather", "mail"]) == {"weather": WEATHER_ELSEWHERE}
    assert store.tool_hashes("two") == {"weather": WEATHER_ELSEWHERE.content_hash}


def test_deleting_one_workspace_leaves_the_other_untouched(store: Store) -> None:
    store.write_tools("one", [stored(WEATHER)], {}, None)
    store.write_tools("two", [stored(WEATHER_ELSEWHERE), stored(MAIL)], {}, None)
    version_two = store.version("two")

    store.delete_workspace("one")

    assert store.list_tools("two") == [MAIL, WEATHER_ELSEWHERE]
    assert store.version("two") == version_two
    assert [info.name for info in store.list_workspaces()] == ["two"]


def test_removing_a_tool_in_one_workspace_leaves_the_same_id_in_another(store: Store) -> None:
    store.write_tools("one", [stored(WEATHER)], {}, None)
    store.write_tools("two", [stored(WEATHER_ELSEWHERE)], {}, None)

    assert store.delete_tools("one", ["weather"]) == ["weather"]
    assert store.get_tools("two", ["weather"]) == {"weather": WEATHER_ELSEWHERE}


# tools and vectors ----------------------------------------------------------------------------
def test_writing_tools_replaces_by_id_and_moves_the_version_once_per_write(store: Store) -> None:
    store.ensure_workspace("default")
    start = store.version("default")

    store.write_tools("default", [stored(WEATHER), stored(MAIL)], {}, None)
    store.write_tools("default", [stored(WEATHER_ELSEWHERE)], {}, None)
    store.write_tools("default", [], {}, None)

    assert store.list_tools("default") == [MAIL, WEATHER_ELSEWHERE]
    assert store.version("default") == start + 2


def test_deleting_tools_returns_those_that_existed_and_moves_the_version_only_then(store: Store) -> None:
    store.write_tools("default", [stored(WEATHER), stored(MAIL)], {}, None)
    start = store.version("default")

    assert store.delete_tools("default", ["nope"]) == []
    assert store.version("default") == start
    assert sorted(store.delete_tools("default", ["mail", "nope", "weather"])) == ["mail", "weather"]
    assert store.version("default") == start + 1


def test_tools_are_listed_by_id_a_page_at_a_time(store: Store) -> None:
    tools = [Tool(id=f"t{i:02d}", name=f"tool_{i}") for i in range(12)]
    store.write_tools("default", [stored(t) for t in reversed(tools)], {}, None)

    assert store.list_tools("default", limit=5) == tools[:5]
    assert store.list_tools("default", limit=5, offset=10) == tools[10:]
    assert store.list_tools("default", offset=7) == tools[7:]


def test_more_ids_than_one_query_can_bind_are_fetched_and_deleted(store: Store) -> None:
    tools = [Tool(id=f"t{i:04d}", name=f"tool_{i}") for i in range(1200)]
    store.write_tools("default", [stored(t) for t in tools], {}, None)
    ids = [t.id for t in tools]

    assert store.get_tools("default", ids) == {t.id: t for t in tools}
    assert store.tool_hashes("default", ids) == {t.id: t.content_hash for t in tools}
    assert sorted(store.delete_tools("default", ids)) == ids
    assert store.list_tools("default") == []


def test_a_vector_is_stored_once_per_embedder_and_text_and_shared_by_workspaces(store: Store) -> None:
    store.bind_embedder("one", "hash:3", 3)
    store.bind_embedder("two", "hash:3", 3)
    vector = unit(1, 2, 2)
    store.write_tools("one", [stored(WEATHER, "h-weather")], {"h-weather": vector}, "hash:3")
    store.write_tools("two", [stored(WEATHER_ELSEWHERE, "h-weather")], {"h-weather": unit(0, 1, 0)}, "hash:3")

    assert store.stored_vectors("hash:3", ["h-weather", "h-other"]) == {"h-weather"}
    assert store.stored_vectors("hash:4", ["h-weather"]) == set()
    snapshot = store.snapshot("two", "hash:3")
    assert snapshot.vectors is not None
    np.testing.assert_array_equal(snapshot.vectors, [vector])  # the first vector stored is kept, bit for bit
    assert snapshot.missing == []


def test_a_snapshot_holds_tools_in_insertion_order_with_zero_rows_for_missing_vectors(store: Store) -> None:
    store.bind_embedder("default", "hash:3", 3)
    store.write_tools(
        "default",
        [stored(WEATHER, "h-weather"), stored(MAIL, "h-mail")],
        {"h-mail": unit(0, 0, 1)},
        "hash:3",
    )
    store.write_tools("default", [stored(WEATHER, "h-weather")], {}, "hash:3")  # an update keeps its place

    snapshot = store.snapshot("default", "hash:3")

    assert (snapshot.version, snapshot.tools, snapshot.text_hashes, snapshot.missing) == (
        store.version("default"),
        [WEATHER, MAIL],
        ["h-weather", "h-mail"],
        [0],
    )
    assert snapshot.vectors is not None
    np.testing.assert_array_equal(snapshot.vectors, [[0, 0, 0], [0, 0, 1]])


def test_a_snapshot_without_an_embedder_has_no_vectors_and_every_tool_missing(store: Store) -> None:
    store.write_tools("default", [stored(WEATHER), stored(MAIL)], {}, None)

    snapshot = store.snapshot("default", None)

    assert (snapshot.tools, snapshot.vectors, snapshot.missing) == ([WEATHER, MAIL], None, [0, 1])


def test_a_cached_index_is_read_back_only_at_its_version(store: Store) -> None:
    store.ensure_workspace("default")
    store.write_cache("default", "tools", 7, b"\x00first")
    store.write_cache("default", "tools", 8, b"\x00second")

    assert (store.read_cache("default", "tools", 8), store.read_cache("default", "tools", 7)) == (b"\x00second", None)
