"""The tools behind the search index, kept in memory (toolmem.tools.held): a search's hits come
from memory, and follow the change log when another process changes or removes tools."""

import multiprocessing
from typing import Any

import pytest

import toolmem
from processes import running
from toolmem.embedders.hashing import HashEmbedder
from toolmem.tools.held import ToolRecords


def tool(name: str, description: str) -> dict[str, Any]:
    return {"id": f"shop.{name}", "name": name, "description": description, "tags": ["shop"]}


CATALOGUE = [
    tool("add_to_cart", "Add an item to the shopping cart."),
    tool("checkout", "Pay for the shopping cart and place the order."),
    tool("track_order", "Track where an order is."),
    tool("refund", "Refund an order."),
]


def change_elsewhere(db: str) -> None:
    """Another process: reword one tool, remove one, add one."""
    with toolmem.open(db, embedder="hash") as mem:
        mem.tools.add([tool("add_to_cart", "Put a product into the shopping basket.")])
        mem.tools.remove("shop.refund")
        mem.tools.add([tool("wishlist", "Save an item to the shopping wishlist.")])


def test_hits_carry_the_tools_another_process_changed_without_reading_them_back(db_url: str) -> None:
    with toolmem.open(db_url, embedder="hash") as mem:
        mem.tools.add(CATALOGUE)
        before = {hit.id: hit.tool for hit in mem.tools.search("shopping cart order refund", k=10)}
        assert before["shop.add_to_cart"].description == "Add an item to the shopping cart."
        assert "shop.refund" in before

        process = multiprocessing.get_context("spawn").Process(target=change_elsewhere, args=(db_url,))
        with running([process]):
            pass
        assert process.exitcode == 0
        after = {hit.id: hit.tool for hit in mem.tools.search("shopping cart order refund", k=10)}

        assert after["shop.add_to_cart"] == toolmem.Tool.from_dict(
            tool("add_to_cart", "Put a product into the shopping basket.")
        )
        assert after["shop.wishlist"].description == "Save an item to the shopping wishlist."
        assert "shop.refund" not in after
        assert mem.tools.records.reads == 0  # every hit's tool came with the change log


class WordHashes(HashEmbedder):
    """The hash embedder, said to know words: search then expands queries, and a catalogue's index is
    saved for other processes whatever its size (its words took the model)."""

    knows_words = True


def test_a_restored_index_reads_each_hit_s_tool_from_the_store_once(db: str) -> None:
    with toolmem.open(db, embedder=WordHashes()) as mem:
        mem.tools.add(CATALOGUE)
        mem.tools.search("shopping cart", k=2)
    with toolmem.open(db, embedder=WordHashes()) as reopened:
        first = reopened.tools.search("shopping cart", k=2)
        assert reopened.tools.records.reads == 2

        again = reopened.tools.search("shopping cart", k=2)

        assert reopened.tools.records.reads == 2
        assert again == first


def test_records_keep_the_most_recently_used_within_their_bound_and_read_the_rest() -> None:
    records = ToolRecords(capacity=2)
    tools = {t["id"]: toolmem.Tool.from_dict(t) for t in CATALOGUE}
    records.apply(list(tools.values()), [], complete=True)  # only the last two are kept
    assert len(records) == 2
    asked: list[list[str]] = []

    def read(ids: Any) -> dict[str, toolmem.Tool]:
        asked.append(list(ids))
        return {tool_id: tools[tool_id] for tool_id in ids if tool_id in tools}

    found = records.get(["shop.refund", "shop.add_to_cart", "shop.gone"], read)

    assert found == {"shop.refund": tools["shop.refund"], "shop.add_to_cart": tools["shop.add_to_cart"]}
    assert asked == [["shop.add_to_cart", "shop.gone"]]
    assert records.reads == 1
    records.apply([], ["shop.refund"])
    assert records.get(["shop.refund"], read) == {"shop.refund": tools["shop.refund"]}
    assert asked[-1] == ["shop.refund"]


@pytest.mark.parametrize("complete", [False, True])
def test_an_update_replaces_changed_records_and_drops_removed_ones(complete: bool) -> None:
    records = ToolRecords()
    old = [toolmem.Tool.from_dict(t) for t in CATALOGUE]
    records.apply(old, [])
    changed = toolmem.Tool.from_dict(tool("checkout", "Pay."))

    records.apply([changed], ["shop.refund"], complete=complete)

    kept = records.get([t.id for t in old], lambda ids: {})
    expected = {"shop.checkout": changed} if complete else {t.id: t for t in old[:2]} | {"shop.checkout": changed}
    if not complete:
        expected["shop.track_order"] = old[2]
    assert kept == expected
