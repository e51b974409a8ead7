"""aumai-toolretrieval's ToolIndex, ToolRecord and SearchQuery over the catalogue."""

from collections.abc import Iterator
from pathlib import Path

import pytest

import toolmem
from toolmem.compat.aumai import SearchQuery, SearchResult, ToolIndex, ToolRecord

RECORDS = [
    ToolRecord(
        tool_id="wx",
        name="Weather",
        description="Forecast the weather for a town",
        tags=["weather"],
        capabilities=["forecast", "rain"],
    ),
    ToolRecord(tool_id="fx", name="Currency", description="Convert money between currencies.", tags=["finance"]),
    ToolRecord(tool_id="mail", name="Mailer", description="Send an email.", tags=["Mail", "weather"]),
]


@pytest.fixture
def index(tmp_path: Path) -> Iterator[ToolIndex]:
    with ToolIndex(tmp_path / "aumai.db", embedder="hash") as opened:
        for record in RECORDS:
            opened.add_tool(record)
        opened.build_index()
        yield opened


def test_search_returns_results_in_aumais_shape_with_the_description_as_given(index: ToolIndex) -> None:
    results = index.search(SearchQuery(query_text="will it rain in the town", top_k=2))

    assert [result.rank for result in results] == [1, 2]
    assert results[0] == SearchResult(tool=RECORDS[0], score=results[0].score, rank=1)
    assert results[0].score > results[1].score


def test_the_tag_filter_keeps_tools_carrying_any_of_the_tags(index: ToolIndex) -> None:
    results = index.search(SearchQuery(query_text="send", tags_filter=["mail"], top_k=5))
    assert [result.tool.tool_id for result in results] == ["mail"]
    assert [record.tool_id for record in index.search_by_tags(["WEATHER"])] == ["mail", "wx"]


def test_get_all_and_remove(index: ToolIndex) -> None:
    assert index.get_tool("fx") == RECORDS[1]
    assert index.get_tool("nope") is None
    assert [record.tool_id for record in index.get_all_tools()] == ["fx", "mail", "wx"]
    assert index.remove_tool("fx") is True
    assert index.remove_tool("fx") is False


def test_an_open_memory_can_be_wrapped_and_stays_open(tmp_path: Path) -> None:
    with toolmem.open(tmp_path / "shared.db", embedder="hash") as mem:
        with ToolIndex(mem) as index:
            index.add_tool(RECORDS[1])
        assert [tool.id for tool in mem.tools.list()] == ["fx"]
