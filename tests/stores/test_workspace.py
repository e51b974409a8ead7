"""The workspace handle and the one change feed, on every backend."""

from store_helpers import MAIL, WEATHER, plan_record, stored

from toolmem.search.hybrid import Document
from toolmem.search.live import Change, LiveIndex
from toolmem.stores import Store, Workspace, WorkspaceInfo
from toolmem.stores.feed import ChangeFeed
from toolmem.stores.tools import StoredTool


def test_a_workspace_handle_reads_and_writes_only_its_workspace(store: Store) -> None:
    mine, theirs = store.workspace("mine"), store.workspace("theirs")
    assert (mine.name, mine.info()) == ("mine", None)  # a handle creates nothing

    mine.tools.put([stored(WEATHER)], {}, None)
    theirs.tools.put([stored(MAIL)], {}, None)
    mine.plans.put([(plan_record("p1"), None)])
    mine.save("index", 7, b"payload")

    info = mine.info()
    assert info == WorkspaceInfo("mine", None, None, info.created_at, 1)
    assert (mine.tools.hashes().keys(), theirs.tools.hashes().keys()) == ({"weather"}, {"mail"})
    assert ([r.plan.id for r in mine.plans.list()], theirs.plans.list()) == (["p1"], [])
    assert (bytes(mine.saved("index") or b""), theirs.saved("index")) == (b"payload", None)
    assert mine.versions() == store.versions("mine")
    assert (mine.corpora(), mine.corpus("docs").version()) == ([], 0)


def test_a_change_feed_follows_a_kind_s_log_and_keeps_its_index_current(store: Store) -> None:
    ws: Workspace = store.workspace("project")
    seen: list[list[str]] = []
    feed: ChangeFeed[StoredTool] = ChangeFeed(
        ws,
        "tools:test",
        None,
        lambda: ws.versions().tools,
        lambda since: ws.tools.changes(since, None),
        lambda row: Change(Document(row.key, row.record.tool.search_text())),
        on_changes=lambda found: seen.append([row.key for row in found.rows]),
    )
    live = LiveIndex(feed, embedder=None)
    ws.tools.put([stored(WEATHER)], {}, None)
    with live.use() as index:
        assert [hit.key for hit in index.search("weather", None, 5)] == ["weather"]

    ws.tools.put([stored(MAIL)], {}, None, remove=["weather"])
    with live.use() as index:
        assert [hit.key for hit in index.search("email", None, 5)] == ["mail"]
        assert len(index) == 1

    assert seen == [["weather"], ["mail"]]
    assert feed.name == "search index 'tools:test' of workspace 'project'"
