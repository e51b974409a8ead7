"""The namespace methods of every store's tool repository (SQLite and PostgreSQL): one source's
tools, replaced together."""

import numpy as np

from toolmem.records import Tool
from toolmem.stores import Store, StoredTool


def tool(tool_id: str, namespace: str = "", description: str = "") -> StoredTool:
    metadata = {"namespace": namespace} if namespace else {}
    return StoredTool(Tool(id=tool_id, name="t", description=description, metadata=metadata), f"text-of-{tool_id}")


def test_a_namespace_lists_the_ids_and_hashes_of_its_own_tools_only(store: Store) -> None:
    items = [tool("a.x", "a"), tool("a.y", "a"), tool("b.x", "b"), tool("plain")]
    store.tools("w").put(items, {}, None)
    store.tools("other").put([tool("a.z", "a")], {}, None)

    assert store.tools("w").namespace("a") == {"a.x": items[0].tool.content_hash, "a.y": items[1].tool.content_hash}
    assert store.tools("w").namespace("c") == {}
    assert store.tools("other").namespace("a") == {"a.z": tool("a.z", "a").tool.content_hash}


def test_syncing_writes_the_changes_and_removes_what_the_namespace_no_longer_holds(store: Store) -> None:
    tools = store.tools("w")
    tools.put([tool("a.x", "a"), tool("a.y", "a"), tool("a.gone", "a"), tool("b.x", "b")], {}, None)
    before = store.versions("w").tools
    changed = tool("a.y", "a", description="Changed.")
    new = tool("a.new", "a")
    vector = np.ones(4, dtype=np.float32) / 2

    removed = tools.sync("a", [changed, new], {new.text_hash: vector}, "demo:4", keep=["a.x", "a.y", "a.new"])

    assert removed == ["a.gone"]
    assert sorted(tools.namespace("a")) == ["a.new", "a.x", "a.y"]
    assert tools.get(["a.y"])["a.y"].description == "Changed."
    assert "b.x" in tools.hashes()
    assert store.stored_vectors("demo:4", [new.text_hash]) == {new.text_hash}
    assert store.versions("w").tools == before + 1
    changes = tools.changes(before, None)
    assert sorted(row.key for row in changes.rows) == ["a.new", "a.y"]
    assert list(changes.removed) == ["a.gone"]


def test_syncing_a_namespace_with_nothing_to_change_moves_no_version(store: Store) -> None:
    store.tools("w").put([tool("a.x", "a")], {}, None)
    before = store.versions("w").tools

    assert store.tools("w").sync("a", [], {}, None, keep=["a.x"]) == []
    assert store.versions("w").tools == before


def test_syncing_to_an_empty_set_empties_the_namespace_and_creates_the_workspace_if_needed(store: Store) -> None:
    store.tools("w").put([tool("a.x", "a"), tool("a.y", "a")], {}, None)

    assert store.tools("w").sync("a", [], {}, None, keep=[]) == ["a.x", "a.y"]
    assert store.tools("fresh").sync("a", [tool("a.z", "a")], {}, None, keep=["a.z"]) == []
    assert store.tools("w").namespace("a") == {}
    assert list(store.tools("fresh").namespace("a")) == ["a.z"]


def test_the_text_hash_of_each_existing_tool_is_read_back(store: Store) -> None:
    store.tools("w").put([tool("a.x", "a"), tool("b")], {}, None)

    assert store.tools("w").text_hashes(["a.x", "b", "missing"]) == {"a.x": "text-of-a.x", "b": "text-of-b"}
