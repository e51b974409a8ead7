import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

import toolmem
from toolmem.errors import IngestError, ToolNotFoundError, ValidationError
from toolmem.memory import Memory
from toolmem.records import Tool
from toolmem.search.live import SAVE_MIN
from toolmem.tools.catalogue import AddReport
from toolmem.tools.export import to_anthropic, to_mcp, to_openai

WEATHER = {
    "id": "weather.forecast",
    "name": "get_forecast",
    "description": "Weather forecast for the coming days: rain, wind and temperature.",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
    "tags": ["weather", "forecast"],
}
ALERTS = {
    "id": "weather.alerts",
    "name": "get_storm_alerts",
    "description": "Severe storm and flood warnings issued for a region.",
    "tags": ["Weather", "alerts"],
}
CURRENCY = {
    "id": "finance.fx",
    "name": "convert_currency",
    "description": "Convert an amount of money from one currency to another.",
    "tags": ["finance"],
}
EMAIL = {
    "id": "mail.send",
    "name": "send_email",
    "description": "Send an email message to a recipient with a subject and body.",
    "tags": ["messaging"],
}
TOOLS = [WEATHER, ALERTS, CURRENCY, EMAIL]


def tool(item: dict[str, Any]) -> Tool:
    return Tool.from_dict(item)


def ids(tools: list[Tool]) -> list[str]:
    return [t.id for t in tools]


def calls(mem: Memory) -> int:
    assert mem.embedder is not None
    return mem.embedder.calls


@pytest.fixture
def mem(db: str) -> Iterator[Memory]:
    with toolmem.open(db, embedder="hash") as opened:
        yield opened


@pytest.fixture
def full(mem: Memory) -> Memory:
    mem.tools.add(TOOLS)
    return mem


@toolmem.tool(tags=["math"])
def add_numbers(a: int, b: int = 0) -> int:
    """Add two integers."""
    return a + b


def reverse_text(text: str) -> str:
    """Reverse a piece of text."""
    return text[::-1]


# adding ---------------------------------------------------------------------------------------
def test_adding_dicts_stores_them_as_tools_and_reports_each_as_added(mem: Memory) -> None:
    report = mem.tools.add(TOOLS)

    assert report == AddReport(added=[t["id"] for t in TOOLS], embedded=4)
    assert mem.tools.list() == sorted(map(tool, TOOLS), key=lambda t: t.id)
    assert len(mem.tools) == 4


def test_adding_one_dict_or_one_tool_needs_no_list(mem: Memory) -> None:
    assert mem.tools.add(WEATHER) == AddReport(added=["weather.forecast"], embedded=1)
    assert mem.tools.add(tool(EMAIL)) == AddReport(added=["mail.send"], embedded=1)

    assert mem.tools.list() == [tool(EMAIL), tool(WEATHER)]


def test_adding_tool_objects_stores_them_unchanged(mem: Memory) -> None:
    tools = [
        Tool(id="a", name="alpha", description="First.", tags=("x",), source="mcp", metadata={"server": "s"}),
        Tool(id="b", name="beta"),
    ]

    mem.tools.add(tools)

    assert mem.tools.list() == tools


def test_adding_a_decorated_function_stores_the_tool_it_describes(mem: Memory) -> None:
    report = mem.tools.add([add_numbers, reverse_text])

    assert report == AddReport(added=["add_numbers", "reverse_text"], embedded=2)
    assert mem.tools.get("add_numbers") == toolmem.tool_of(add_numbers)
    assert mem.tools.get("reverse_text") == toolmem.tool_of(reverse_text)
    assert mem.tools.get("add_numbers") == Tool(
        id="add_numbers",
        name="add_numbers",
        description="Add two integers.",
        parameters={
            "type": "object",
            "properties": {"a": {"type": "integer"}, "b": {"type": "integer", "default": 0}},
            "required": ["a"],
        },
        tags=("math",),
        source="python",
        metadata={"module": __name__, "qualname": "add_numbers"},
    )


def test_provider_formats_are_accepted_alongside_toolmem_dicts(mem: Memory) -> None:
    mcp = {"name": "create_note", "description": "Create a note.", "inputSchema": {"type": "object"}}
    openai = {"type": "function", "function": {"name": "get_time", "description": "Tell the time."}}

    mem.tools.add([mcp, openai, WEATHER])

    assert [(t.id, t.source) for t in mem.tools.list()] == [
        ("create_note", "mcp"),
        ("get_time", "openai"),
        ("weather.forecast", "json"),
    ]


def test_re_adding_unchanged_tools_writes_and_embeds_nothing(full: Memory) -> None:
    before = (calls(full), full.store.versions("default").tools)

    report = full.tools.add(TOOLS)

    assert report == AddReport(unchanged=[t["id"] for t in TOOLS], embedded=0)
    assert (calls(full), full.store.versions("default").tools) == before


def test_changing_one_description_re_embeds_exactly_that_tool(full: Memory) -> None:
    before = calls(full)
    changed = {**CURRENCY, "description": "Exchange money between currencies at today's rate."}

    report = full.tools.add([WEATHER, ALERTS, changed, EMAIL])

    assert report == AddReport(
        updated=["finance.fx"], unchanged=["weather.forecast", "weather.alerts", "mail.send"], embedded=1
    )
    assert calls(full) == before + 1
    assert full.tools.get("finance.fx") == tool(changed)


@pytest.mark.parametrize(
    "change",
    [
        {"tags": ["weather", "daily"]},
        {"parameters": {"type": "object", "properties": {"lat": {"type": "number"}, "lon": {"type": "number"}}}},
        {"metadata": {"owner": "team-a"}},
    ],
    ids=["tags", "parameters", "metadata"],
)
def test_changing_what_the_dense_text_omits_updates_the_tool_without_embedding(
    full: Memory, change: dict[str, Any]
) -> None:
    before = calls(full)
    changed = {**WEATHER, **change}

    report = full.tools.add(changed)

    assert tool(changed).embedding_text() == tool(WEATHER).embedding_text()
    assert report == AddReport(updated=["weather.forecast"], embedded=0)
    assert calls(full) == before
    assert full.tools.get("weather.forecast") == tool(changed)


def test_the_embedded_text_is_the_name_in_words_then_the_description(db: str) -> None:
    with toolmem.open(db, embedder="demo") as mem:
        mem.tools.add([WEATHER, {"id": "bare", "name": "lookupZipCode", "parameters": WEATHER["parameters"]}])

        assert mem.embedder is not None
        assert mem.embedder.texts == [  # type: ignore[attr-defined]
            "get forecast: Weather forecast for the coming days: rain, wind and temperature.",
            "lookup Zip Code: parameters city",
        ]


def test_progress_is_told_the_total_then_how_many_texts_each_batch_embedded(db: str) -> None:
    seen: list[tuple[str, int, int | None]] = []
    with toolmem.open(db, embedder="demo") as mem:  # the demo embedder embeds 4 texts a batch
        mem.tools.add(
            [{"id": f"t{i}", "name": f"tool_{i}", "description": f"Tool {i}."} for i in range(10)],
            progress=lambda stage, done, total: seen.append((stage, done, total)),
        )

    assert seen == [("embedding tools", done, 10) for done in (0, 4, 8, 10)]


def test_adding_files_reports_reading_them_then_embedding_their_tools(db: str, tmp_path: Path) -> None:
    for name in ("a", "b"):
        tool = {"id": name, "name": f"tool_{name}", "description": "Does it."}
        (tmp_path / f"{name}.json").write_text(json.dumps([tool]))
    seen: list[tuple[str, int, int | None]] = []
    with toolmem.open(db, embedder="hash") as mem:
        mem.tools.add_path(tmp_path, progress=lambda stage, done, total: seen.append((stage, done, total)))

    assert seen == [
        ("reading files", 0, 2),
        ("reading files", 1, 2),
        ("reading files", 2, 2),
        ("embedding tools", 0, 2),
        ("embedding tools", 2, 2),
    ]


def test_two_tools_with_the_same_text_share_one_vector(mem: Memory) -> None:
    twin = {**WEATHER, "id": "weather.forecast.copy", "tags": ["copy"]}

    report = mem.tools.add([WEATHER, twin])
    embedded = calls(mem)
    hits = mem.tools.search("weather forecast", k=2)

    assert report == AddReport(added=["weather.forecast", "weather.forecast.copy"], embedded=1)
    assert embedded == 1  # one tool text (the search then embeds the query and the words)
    assert [hit.id for hit in hits] == ["weather.forecast", "weather.forecast.copy"]
    assert hits[0].reasons["dense"] == hits[1].reasons["dense"]


def test_a_text_already_embedded_in_another_workspace_is_not_embedded_again(db: str, full: Memory) -> None:
    with toolmem.open(db, workspace="other", embedder="hash") as other:
        report = other.tools.add(TOOLS)

        assert report == AddReport(added=[t["id"] for t in TOOLS], embedded=0)
        assert calls(other) == 0


def test_an_invalid_tool_in_a_batch_writes_nothing(full: Memory) -> None:
    before = (full.tools.list(), full.store.versions("default").tools, calls(full))
    new = {"id": "new.tool", "name": "brand_new", "description": "Would be added."}

    with pytest.raises(IngestError) as caught:
        full.tools.add([new, {**CURRENCY, "description": "Changed."}, {"id": "bad\nid", "name": "broken"}])

    assert str(caught.value) == (
        "at /2: tool id 'bad\\nid' holds the control character '\\n' at position 3; "
        "ids may hold any printable character"
    )
    assert (full.tools.list(), full.store.versions("default").tools, calls(full)) == before


def test_an_item_that_is_no_tool_at_all_is_an_ingest_error_naming_its_position(mem: Memory) -> None:
    with pytest.raises(IngestError) as caught:
        mem.tools.add([WEATHER, 42])  # type: ignore[list-item]

    assert str(caught.value) == "item 1: expected a Tool, a dict or a callable, got int"
    assert mem.tools.list() == []


def test_an_id_given_twice_in_one_batch_is_an_ingest_error_and_writes_nothing(mem: Memory) -> None:
    with pytest.raises(IngestError) as caught:
        mem.tools.add([WEATHER, EMAIL, {**WEATHER, "description": "Other."}, EMAIL])

    assert str(caught.value) == "tool id(s) given more than once: 'mail.send', 'weather.forecast'"
    assert (mem.tools.list(), len(mem.tools)) == ([], 0)


def test_add_path_adds_every_tool_of_a_folder_and_reports_the_files(mem: Memory, tmp_path: Path) -> None:
    folder = tmp_path / "tools"
    folder.mkdir()
    (folder / "a.json").write_text('[{"id": "a", "name": "alpha"}]')
    (folder / "b.yaml").write_text("- id: b\n  name: beta\n")
    (folder / "broken.json").write_text("[{")

    report = mem.tools.add_path(folder)

    assert (report.added, report.files) == (["a", "b"], [str(folder / "a.json"), str(folder / "b.yaml")])
    assert [str(error) for error in report.errors] == [
        f"{folder / 'broken.json'} at line 1: invalid JSON: Expecting property name enclosed in double quotes"
    ]
    assert ids(mem.tools.list()) == ["a", "b"]


# removing and reading -------------------------------------------------------------------------
def test_removing_one_tool_returns_its_id_and_forgets_it(full: Memory) -> None:
    assert full.tools.remove("finance.fx") == ["finance.fx"]

    assert ids(full.tools.list()) == ["mail.send", "weather.alerts", "weather.forecast"]
    with pytest.raises(ToolNotFoundError):
        full.tools.get("finance.fx")


def test_removing_many_returns_those_that_existed(full: Memory) -> None:
    removed = full.tools.remove(["finance.fx", "nope", "mail.send"])

    assert sorted(removed) == ["finance.fx", "mail.send"]
    assert ids(full.tools.list()) == ["weather.alerts", "weather.forecast"]
    assert full.tools.remove([]) == []


def test_removing_a_missing_tool_is_a_not_found_error_naming_tool_and_workspace(db: str) -> None:
    with toolmem.open(db, workspace="project", embedder="hash") as mem:
        mem.tools.add(TOOLS)

        with pytest.raises(ToolNotFoundError) as caught:
            mem.tools.remove("nope")

    assert (caught.value.tool_id, caught.value.workspace, caught.value.kind, caught.value.key) == (
        "nope",
        "project",
        "tool",
        "nope",
    )
    assert str(caught.value) == (
        "no tool 'nope'; workspace 'project' has no such tool (list them with `toolmem tools list`)"
    )


def test_get_returns_the_tool_as_added_and_raises_for_an_unknown_id(full: Memory) -> None:
    assert full.tools.get("weather.alerts") == tool(ALERTS)

    with pytest.raises(ToolNotFoundError) as caught:
        full.tools.get("weather")
    assert (caught.value.tool_id, caught.value.workspace) == ("weather", "default")


def test_list_pages_through_tools_by_id(full: Memory) -> None:
    everything = full.tools.list()

    assert ids(everything) == ["finance.fx", "mail.send", "weather.alerts", "weather.forecast"]
    assert full.tools.list(limit=2) == everything[:2]
    assert full.tools.list(limit=2, offset=1) == everything[1:3]
    assert full.tools.list(offset=3) == everything[3:]
    assert full.tools.list(offset=10) == []


def test_list_by_tags_keeps_tools_with_any_of_them_ignoring_case(full: Memory) -> None:
    assert ids(full.tools.list(tags=["weather"])) == ["weather.alerts", "weather.forecast"]
    assert ids(full.tools.list(tags=["FINANCE", "messaging"])) == ["finance.fx", "mail.send"]
    assert ids(full.tools.list(tags=["weather", "finance"], limit=2, offset=1)) == [
        "weather.alerts",
        "weather.forecast",
    ]
    assert full.tools.list(tags=["unknown"]) == []


# export ---------------------------------------------------------------------------------------
def test_export_gives_every_tool_in_the_openai_format_by_default(full: Memory) -> None:
    assert full.tools.export() == [to_openai(t) for t in full.tools.list()]


@pytest.mark.parametrize(
    ("format_", "convert"),
    [("openai", to_openai), ("anthropic", to_anthropic), ("mcp", to_mcp), ("toolmem", Tool.to_dict)],
)
def test_export_of_given_ids_keeps_their_order(full: Memory, format_: str, convert: Any) -> None:
    exported = full.tools.export(format_, ids=["weather.forecast", "finance.fx"])

    assert exported == [convert(tool(WEATHER)), convert(tool(CURRENCY))]


def test_export_of_an_unknown_id_is_a_not_found_error(full: Memory) -> None:
    with pytest.raises(ToolNotFoundError) as caught:
        full.tools.export("openai", ids=["finance.fx", "nope"])

    assert caught.value.tool_id == "nope"


def test_export_in_an_unknown_format_is_a_validation_error_listing_the_formats(full: Memory) -> None:
    with pytest.raises(ValidationError) as caught:
        full.tools.export("gemini")

    assert str(caught.value) == "format: unknown export format 'gemini'; choose one of: openai, anthropic, mcp, toolmem"


# search ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("k", [0, -1, 1.5, "3", None])
def test_k_must_be_a_positive_integer(full: Memory, k: Any) -> None:
    with pytest.raises(ValidationError) as caught:
        full.tools.search("weather", k=k)

    assert str(caught.value) == f"k: must be a positive integer, got {k!r}"


@pytest.mark.parametrize("text", ["", "   \n", None])
def test_the_search_text_must_not_be_empty(full: Memory, text: Any) -> None:
    with pytest.raises(ValidationError) as caught:
        full.tools.search(text)

    assert str(caught.value) == f"text: must be a non-empty string, got {text!r}"


def test_an_unknown_tags_mode_is_a_validation_error(full: Memory) -> None:
    with pytest.raises(ValidationError) as caught:
        full.tools.search("weather", tags=["weather"], tags_mode="most")  # type: ignore[arg-type]

    assert str(caught.value) == "tags_mode: must be 'any' or 'all', got 'most'"


def test_search_of_an_empty_catalogue_finds_nothing(mem: Memory) -> None:
    assert mem.tools.search("weather") == []


def test_hits_are_ranked_from_one_with_falling_scores_and_both_signals_as_reasons(full: Memory) -> None:
    hits = full.tools.search("weather forecast for tomorrow", k=4)

    assert hits[0].id == "weather.forecast"
    assert hits[0].tool == tool(WEATHER)
    assert [hit.rank for hit in hits] == list(range(1, len(hits) + 1))
    assert [hit.score for hit in hits] == sorted((hit.score for hit in hits), reverse=True)
    assert all(set(hit.reasons) == {"dense", "bm25"} for hit in hits)
    assert hits[0].reasons["bm25"] > 0
    assert -1.0 <= hits[0].reasons["dense"] <= 1.0
    assert [hit.tool for hit in hits] == [full.tools.get(hit.id) for hit in hits]


def test_k_limits_the_number_of_hits(full: Memory) -> None:
    assert len(full.tools.search("weather", k=1)) == 1
    assert len(full.tools.search("weather", k=2)) == 2
    assert {hit.id for hit in full.tools.search("weather", k=50)} == {t["id"] for t in TOOLS}


def test_a_hit_serialises_to_plain_data(full: Memory) -> None:
    [hit] = full.tools.search("convert money to another currency", k=1)

    assert hit.to_dict() == {
        "rank": 1,
        "id": "finance.fx",
        "score": hit.score,
        "reasons": dict(hit.reasons),
        "tool": tool(CURRENCY).to_dict(),
    }


def test_a_tag_filter_keeps_tools_with_any_of_the_tags(full: Memory) -> None:
    hits = full.tools.search("send money by email", k=5, tags=["weather"])

    assert sorted(hit.id for hit in hits) == ["weather.alerts", "weather.forecast"]


def test_tags_mode_all_keeps_only_tools_with_every_tag(full: Memory) -> None:
    hits = full.tools.search("weather", k=5, tags=["WEATHER", "alerts"], tags_mode="all")

    assert [hit.id for hit in hits] == ["weather.alerts"]


def test_a_tag_no_tool_carries_finds_nothing(full: Memory) -> None:
    assert full.tools.search("weather", tags=["sports"]) == []
    assert full.tools.search("weather", tags=["weather", "finance"], tags_mode="all") == []


def test_a_tool_added_is_found_by_the_very_next_search(full: Memory) -> None:
    full.tools.search("book a hotel room")

    full.tools.add({"id": "travel.hotel", "name": "book_hotel", "description": "Book a hotel room for some nights."})

    assert full.tools.search("book a hotel room", k=1)[0].id == "travel.hotel"


def test_a_tool_removed_is_never_returned_again(full: Memory) -> None:
    assert full.tools.search("storm warnings", k=1)[0].id == "weather.alerts"

    full.tools.remove("weather.alerts")

    assert "weather.alerts" not in [hit.id for hit in full.tools.search("storm warnings", k=10)]


def test_an_updated_tool_is_returned_as_it_is_now(full: Memory) -> None:
    full.tools.search("convert currency")
    changed = {**CURRENCY, "description": "Convert currency with live exchange rates."}

    full.tools.add(changed)

    assert full.tools.search("convert currency", k=1)[0].tool == tool(changed)


def test_a_second_memory_on_the_same_file_sees_the_first_one_s_writes(db: str, full: Memory) -> None:
    with toolmem.open(db) as second:
        assert second.tools.search("storm warnings", k=1)[0].id == "weather.alerts"

        full.tools.add({"id": "travel.hotel", "name": "book_hotel", "description": "Book a hotel room."})
        full.tools.remove("weather.alerts")

        assert second.tools.search("book a hotel room", k=1)[0].id == "travel.hotel"
        assert "weather.alerts" not in [hit.id for hit in second.tools.search("storm warnings", k=10)]
        assert len(second.tools) == 4


def test_tools_added_without_an_embedder_are_embedded_once_when_next_searched_with_one(db: str, full: Memory) -> None:
    with toolmem.open(db, embedder="none") as keywords:
        keywords.tools.add({"id": "travel.hotel", "name": "book_hotel", "description": "Book a hotel room."})
    before = calls(full)

    hits = full.tools.search("book a hotel room", k=1)
    full.tools.search("something else entirely")

    assert (hits[0].id, set(hits[0].reasons)) == ("travel.hotel", {"dense", "bm25"})
    assert calls(full) == before + 3  # the new tool's text and the two queries
    with toolmem.open(db) as reopened:
        reopened.tools.search("book a hotel room")
        assert calls(reopened) == 1  # its vector was stored: only the query


def test_a_workspace_deleted_and_rebuilt_elsewhere_is_not_served_from_a_stale_index(db: str, full: Memory) -> None:
    assert full.tools.search("storm warnings", k=1)[0].id == "weather.alerts"

    with toolmem.open(db, embedder="hash") as other:
        other.store.delete_workspace("default")
    with toolmem.open(db, embedder="hash") as other:
        other.tools.add({**WEATHER, "id": "weather.new"})

    assert [hit.id for hit in full.tools.search("weather forecast", k=10)] == ["weather.new"]


# the saved index of a large catalogue ---------------------------------------------------------
def large_catalogue() -> list[dict[str, Any]]:
    topics = ["weather", "money", "email", "files", "travel"]
    return [
        {"id": f"t{i:04d}", "name": f"tool_{i}", "description": f"Handles {topics[i % 5]} task number {i % 37}."}
        for i in range(SAVE_MIN)
    ]


def saved_indexes(db: str) -> list[tuple[str, int]]:
    connection = sqlite3.connect(db)
    try:
        return connection.execute("SELECT workspace, version FROM index_cache").fetchall()
    finally:
        connection.close()


def signature(mem: Memory, query: str) -> list[tuple[str, float, dict[str, float]]]:
    return [(hit.id, hit.score, dict(hit.reasons)) for hit in mem.tools.search(query, k=5)]


def test_a_small_catalogue_saves_no_index(db: str, full: Memory) -> None:
    full.tools.search("weather")

    assert saved_indexes(db) == []


def test_a_large_catalogue_saves_its_index_and_a_reopened_memory_answers_the_same(db: str) -> None:
    with toolmem.open(db, embedder="hash:64", ann_threshold=100) as first:
        first.tools.add(large_catalogue())
        expected = signature(first, "weather task 5")

    with toolmem.open(db, ann_threshold=100) as second:
        assert saved_indexes(db) == [("default", second.store.versions("default").tools)]
        assert signature(second, "weather task 5") == expected
        assert expected[0][0] == "t0005"


@pytest.mark.parametrize(
    "damage",
    [
        "x'00ff'",
        "substr(payload, 1, length(payload) / 2)",
        "x''",
    ],
    ids=["garbage", "truncated", "empty"],
)
def test_a_damaged_saved_index_is_rebuilt_rather_than_trusted(db: str, damage: str) -> None:
    with toolmem.open(db, embedder="hash:64") as first:
        first.tools.add(large_catalogue())
        expected = signature(first, "email task 12")
    with closing(sqlite3.connect(db)) as connection, connection:
        connection.execute(f"UPDATE index_cache SET payload = {damage}")

    with toolmem.open(db) as second:
        assert signature(second, "email task 12") == expected


def test_hits_from_a_reopened_saved_index_carry_the_whole_tool(db: str) -> None:
    tools = large_catalogue()
    tools[7] = {
        "id": "t0007",
        "name": "météo_lookup",
        "description": "Prévisions météo: weather task 7 for a city.",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
        "tags": ["weather", "Europe"],
        "metadata": {"owner": "team-ø"},
    }
    with toolmem.open(db, embedder="hash:64") as first:
        first.tools.add(tools)
        first.tools.search("weather")
        stored = first.tools.get("t0007")

    with toolmem.open(db) as second:
        hit = second.tools.search("prévisions météo weather task 7", k=1)[0]

    assert hit.tool == stored
    assert hit.tool.tags == ("weather", "Europe")
    assert hit.tool.metadata == {"owner": "team-ø"}
