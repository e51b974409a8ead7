import logging
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import platformdirs
import pytest

import toolmem
from toolmem.embedders.hashing import HashEmbedder
from toolmem.errors import ConfigError, EmbedderMismatchError, NotFoundError, StoreError
from toolmem.memory import Memory, default_db_path
from toolmem.stores import WorkspaceInfo, open_store
from toolmem.tools.catalogue import ToolCatalogue

TOOLS = [
    {"id": "wx", "name": "get_weather", "description": "Weather forecast for a city."},
    {"id": "fx", "name": "convert_currency", "description": "Convert an amount of money between currencies."},
    {"id": "mail", "name": "send_email", "description": "Send an email message to a person."},
]


def embedder_id(mem: Memory) -> str | None:
    return mem.embedder.id if mem.embedder is not None else None


def created_at(mem: Memory) -> float:
    info = mem.store.info(mem.workspace)
    assert info is not None
    return info.created_at


def test_the_default_database_lives_in_the_user_data_folder_under_toolmem() -> None:
    path = default_db_path()

    assert path == Path(platformdirs.user_data_dir("toolmem", appauthor=False)) / "toolmem.db"
    assert path.parts[-2:] == ("toolmem", "toolmem.db")


def test_open_gives_a_memory_of_the_workspace_with_its_catalogue(db: str) -> None:
    with toolmem.open(db, workspace="project-1", embedder="hash:64") as mem:
        assert isinstance(mem, Memory)
        assert isinstance(mem.tools, ToolCatalogue)
        assert (mem.workspace, mem.tools.workspace, mem.store.url) == ("project-1", "project-1", db)
        assert repr(mem) == f"<Memory {db} workspace='project-1' embedder=hash:64>"
        assert mem.store.info("project-1") == WorkspaceInfo("project-1", "hash:64", 64, created_at(mem), 0)


def test_open_accepts_a_path_object(tmp_path: Path) -> None:
    with toolmem.open(tmp_path / "by-path.db", embedder="hash") as mem:
        mem.tools.add(TOOLS)

    assert (tmp_path / "by-path.db").is_file()


@pytest.mark.parametrize("name", ["", "has space", "-leading-dash", "a/b", "x" * 129, "naïve", "w1\n", "w\x00"])
def test_an_invalid_workspace_name_is_a_config_error_naming_the_rules(db: str, name: str) -> None:
    with pytest.raises(ConfigError) as caught:
        toolmem.open(db, workspace=name, embedder="hash")

    assert str(caught.value) == (f"invalid workspace name {name!r}: use 1-128 letters, digits, '_', '.', ':' or '-'")
    assert not Path(db).exists()


@pytest.mark.parametrize("name", ["a", "Team_1.tools:v2-beta", "x" * 128])
def test_workspace_names_of_letters_digits_and_punctuation_are_accepted(db: str, name: str) -> None:
    with toolmem.open(db, workspace=name, embedder="hash") as mem:
        assert [info.name for info in mem.store.list_workspaces()] == [name]


def test_an_unknown_embedder_is_a_config_error_listing_the_choices(db: str) -> None:
    with pytest.raises(ConfigError) as caught:
        toolmem.open(db, embedder="word2vec")

    assert {"hash", "local", "openai"} <= set(toolmem.available_embedders())
    assert str(caught.value) == (
        f"unknown embedder 'word2vec'; choose one of {', '.join(map(repr, toolmem.available_embedders()))}"
    )


def test_a_failed_open_leaves_no_workspace_behind(db: str) -> None:
    with pytest.raises(ConfigError):
        toolmem.open(db, workspace="project", embedder="word2vec")

    with toolmem.open(db, embedder="none") as mem:
        assert mem.store.info("project") is None


def test_reopening_without_an_embedder_reuses_the_one_recorded(db: str) -> None:
    with toolmem.open(db, embedder="hash:64") as mem:
        mem.tools.add(TOOLS)

    with toolmem.open(db) as mem:
        assert isinstance(mem.embedder, HashEmbedder)
        assert embedder_id(mem) == "hash:64"
        assert [hit.id for hit in mem.tools.search("weather forecast", k=1)] == ["wx"]
        assert mem.embedder.calls == 1  # only the query: the stored vectors were reused


def test_each_workspace_remembers_its_own_embedder(db: str) -> None:
    toolmem.open(db, workspace="small", embedder="hash:32").close()
    toolmem.open(db, workspace="large", embedder="hash:512").close()

    with toolmem.open(db, workspace="small") as small, toolmem.open(db, workspace="large") as large:
        assert (embedder_id(small), embedder_id(large)) == ("hash:32", "hash:512")


def test_opening_with_another_embedder_is_a_mismatch_naming_both(db: str) -> None:
    toolmem.open(db, workspace="project", embedder="hash:64").close()

    with pytest.raises(EmbedderMismatchError) as caught:
        toolmem.open(db, workspace="project", embedder="hash:128")

    assert (caught.value.workspace, caught.value.stored, caught.value.requested) == ("project", "hash:64", "hash:128")
    assert str(caught.value) == (
        "workspace 'project' was built with embedder 'hash:64', not 'hash:128'; "
        "open it with embedder='hash:64' (or omit the embedder to reuse it), move it to the new one with "
        "`toolmem -w project reindex --embedder 'hash:128'` (Memory.reindex), or use another workspace for 'hash:128'"
    )


def test_an_embedder_instance_is_used_as_given(db: str) -> None:
    embedder = HashEmbedder(48)

    with toolmem.open(db, embedder=embedder) as mem:
        mem.tools.add(TOOLS)

        assert mem.embedder is embedder
        assert mem.tools.embedder is embedder
        assert embedder.calls == len(TOOLS)


def test_embedder_none_gives_keyword_only_search_ranked_by_bm25(db: str) -> None:
    with toolmem.open(db, embedder="none") as mem:
        mem.tools.add(
            [
                {"id": "once", "name": "weather_report", "description": "A report."},
                {"id": "twice", "name": "weather_forecast", "description": "Weather for the coming days."},
                {"id": "never", "name": "send_email", "description": "Send an email."},
            ]
        )

        hits = mem.tools.search("weather", k=5)

        assert mem.embedder is None
        assert repr(mem) == f"<Memory {db} workspace='default' embedder=keyword-only>"
        assert [hit.id for hit in hits] == ["twice", "once"]
        assert [set(hit.reasons) for hit in hits] == [{"bm25"}, {"bm25"}]
        assert hits[0].reasons["bm25"] > hits[1].reasons["bm25"] > 0
        assert mem.store.info("default") == WorkspaceInfo("default", None, None, created_at(mem), 3)


def test_a_keyword_only_memory_does_not_bind_the_workspace_to_an_embedder(db: str) -> None:
    toolmem.open(db, embedder="none").close()

    with toolmem.open(db, embedder="hash:64") as mem:
        assert embedder_id(mem) == "hash:64"


def test_a_workspace_with_an_embedder_can_still_be_searched_by_keywords_only(db: str) -> None:
    with toolmem.open(db, embedder="hash:64") as mem:
        mem.tools.add(TOOLS)

    with toolmem.open(db, embedder="none") as mem:
        hits = mem.tools.search("send an email", k=1)

        assert [(hit.id, set(hit.reasons)) for hit in hits] == [("mail", {"bm25"})]


def test_the_context_manager_closes_the_store(db: str) -> None:
    with toolmem.open(db, embedder="hash") as mem:
        mem.tools.add(TOOLS)

    with pytest.raises(StoreError, match="Cannot operate on a closed database"):
        mem.tools.list()


def test_the_context_manager_closes_the_store_when_the_block_raises(db: str) -> None:
    with pytest.raises(KeyError), toolmem.open(db, embedder="hash") as mem:
        raise KeyError("boom")

    with pytest.raises(StoreError, match="Cannot operate on a closed database"):
        mem.tools.list()


def test_close_closes_the_store(db: str) -> None:
    mem = toolmem.open(db, embedder="hash")
    mem.close()

    with pytest.raises(StoreError):
        len(mem.tools)


def test_an_unopenable_database_is_a_store_error(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match=r"^cannot open SQLite database"):
        toolmem.open(str(tmp_path), embedder="hash")


def test_a_new_workspace_opened_without_an_embedder_is_bound_to_the_local_model(
    db: str, caplog: pytest.LogCaptureFixture
) -> None:
    """The local model is installed here, so there is no keyword-only fallback and no warning."""
    with caplog.at_level(logging.WARNING, logger="toolmem"), toolmem.open(db) as mem:
        info = WorkspaceInfo("default", "local:all-MiniLM-L6-v2+tools-v3", 384, created_at(mem), 0)
        assert mem.store.info("default") == info
    assert caplog.records == []


def test_memories_opened_on_a_shared_store_leave_it_open_when_closed(db: str) -> None:
    store = open_store(db)
    try:
        with toolmem.open(store, workspace="a", embedder="hash") as a:
            a.tools.add({"id": "wx", "name": "get_weather", "description": "Weather forecast."})
        with toolmem.open(store, workspace="b", embedder="hash") as b:
            assert b.store is store
            assert [hit.id for hit in b.tools.search("weather")] == []
        assert [w.name for w in store.list_workspaces()] == ["a", "b"]  # still open after both closed
        assert store.info("a") is not None
    finally:
        store.close()


# toolmem.Workspaces: a bounded set of open workspaces ------------------------------------------
def test_workspaces_keep_at_most_max_open_dropping_the_least_recently_used(db: str) -> None:
    with toolmem.Workspaces(db, max_open=2, embedder="hash") as workspaces:
        first = workspaces.open("a")
        first.tools.add(TOOLS)
        workspaces.open("b")
        assert workspaces.open("a") is first  # used again: now the most recent
        workspaces.open("c")

        assert workspaces.opened() == ["a", "c"]
        assert len(workspaces) == 2
        reopened = workspaces.open("b")
        assert workspaces.opened() == ["c", "b"]
        assert [info.name for info in workspaces.list()] == ["a", "b", "c"]
        assert reopened is not first


def test_a_dropped_workspace_reopens_with_its_data_and_a_held_memory_keeps_working(db: str) -> None:
    with toolmem.Workspaces(db, max_open=1, embedder="hash") as workspaces:
        held = workspaces.open("a")
        held.tools.add(TOOLS)
        workspaces.open("b")  # drops "a"

        assert workspaces.opened() == ["b"]
        assert [hit.id for hit in held.tools.search("weather forecast", k=1)] == ["wx"]
        assert [hit.id for hit in workspaces.open("a").tools.search("weather forecast", k=1)] == ["wx"]


def test_workspaces_share_one_store_and_leave_a_handed_in_store_open(db: str) -> None:
    store = toolmem.open_store(db)
    try:
        with toolmem.Workspaces(store, max_open=4, embedder="hash") as workspaces:
            assert workspaces.open("a").store is workspaces.open("b").store is store
        assert store.list_workspaces()[0].name == "a"
    finally:
        store.close()


def test_workspaces_create_describe_and_delete(db: str) -> None:
    with toolmem.Workspaces(db, embedder="hash") as workspaces:
        assert workspaces.create("team").embedder == "hash:256"
        workspaces.delete("team")

        assert workspaces.list() == []
        with pytest.raises(NotFoundError):
            workspaces.info("team")
        with pytest.raises(NotFoundError):
            workspaces.delete("team")


def _catalogue(prefix: str, n: int) -> list[dict[str, str]]:
    return [
        {"id": f"{prefix}{i}", "name": f"{prefix}_op_{i}", "description": f"Operation {i} of {prefix}."}
        for i in range(n)
    ]


def test_workspaces_drop_the_least_recently_used_once_their_indexes_hold_more_than_max_bytes(db: str) -> None:
    with toolmem.Workspaces(db, embedder="hash") as sizing:  # what one searched workspace weighs
        sizing.open("probe").tools.add(_catalogue("p", 300))
        sizing.open("probe").tools.search("operation 7")
        one = sizing.index_bytes()["probe"]
    assert one > 300 * 256 * 4  # its vectors at least

    with toolmem.Workspaces(db, max_bytes=int(2.5 * one), embedder="hash") as workspaces:
        for name in "abc":
            memory = workspaces.open(name)
            memory.tools.add(_catalogue(name, 300))
            assert memory.tools.search("operation 7", k=1)[0].id == f"{name}7"
        assert workspaces.opened() == ["a", "b", "c"]  # weighed when "c" opened: two indexes, within

        workspaces.open("d")  # three indexes now: "a", the least recently used, is dropped

        assert workspaces.opened() == ["b", "c", "d"]
        assert list(workspaces.index_bytes().values()) == [one, one, 0]
        assert workspaces.open("a").tools.search("operation 8", k=1)[0].id == "a8"  # reopened from the store


def test_a_workspace_larger_than_max_bytes_stays_open_while_it_is_the_one_used(db: str) -> None:
    with toolmem.Workspaces(db, max_bytes=1, embedder="hash") as workspaces:
        workspaces.open("big").tools.add(_catalogue("big", 50))
        assert workspaces.open("big").tools.search("operation 3", k=1)[0].id == "big3"
        workspaces.open("small")

        assert workspaces.opened() == ["small"]
        assert workspaces.open("big").tools.search("operation 4", k=1)[0].id == "big4"
        assert workspaces.opened() == ["small", "big"]  # weighed as "big" reopened: neither searched yet
        workspaces.open("third")
        assert workspaces.opened() == ["third"]


@pytest.mark.parametrize("max_bytes", [0, -1, True, 1.5])
def test_max_bytes_must_be_a_positive_integer_or_none(db: str, max_bytes: object) -> None:
    with pytest.raises(ConfigError, match="max_bytes"):
        toolmem.Workspaces(db, max_bytes=max_bytes)  # type: ignore[arg-type]
    toolmem.Workspaces(db, max_bytes=None).close()


@pytest.mark.parametrize("max_open", [0, -1, True, 1.5])
def test_max_open_must_be_a_positive_integer(db: str, max_open: object) -> None:
    with pytest.raises(ConfigError, match="max_open"):
        toolmem.Workspaces(db, max_open=max_open)  # type: ignore[arg-type]


def test_two_threads_opening_one_workspace_get_one_memory(db: str) -> None:
    with toolmem.Workspaces(db, embedder="hash") as workspaces:
        with ThreadPoolExecutor(8) as pool:
            memories = list(pool.map(lambda _: workspaces.open("shared"), range(32)))

        assert {id(memory) for memory in memories} == {id(memories[0])}
