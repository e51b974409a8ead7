from typing import Any

import pytest

from toolmem.errors import IngestError
from toolmem.records import EMPTY_PARAMETERS, Tool, ToolHit, content_hash

PARAMETERS = {"type": "object", "properties": {"cityName": {"type": "string"}, "days_ahead": {"type": "integer"}}}
FORECAST = Tool(
    id="weather.forecast",
    name="getDailyForecast",
    description="Forecast for the coming days.",
    parameters=PARAMETERS,
    tags=("weather", "daily"),
)


def test_the_dense_text_is_the_name_in_words_and_the_description() -> None:
    assert FORECAST.embedding_text() == "get Daily Forecast: Forecast for the coming days."


def test_without_a_description_the_dense_text_names_the_parameters() -> None:
    tool = Tool(id="t", name="lookup_zip-code.v2", parameters=PARAMETERS)

    assert tool.embedding_text() == "lookup zip code v2: parameters city Name, days ahead"
    assert Tool(id="t", name="ping").embedding_text() == "ping"


def test_the_keyword_text_holds_name_twice_description_parameters_and_tags() -> None:
    assert FORECAST.search_text() == (
        "get Daily Forecast\nget Daily Forecast\nForecast for the coming days.\n"
        "Parameters: city Name, days ahead\nTags: weather, daily"
    )
    assert Tool(id="t", name="ping").search_text() == "ping\nping"


def test_a_tool_round_trips_through_its_dict() -> None:
    data = FORECAST.to_dict()

    assert data == {
        "id": "weather.forecast",
        "name": "getDailyForecast",
        "description": "Forecast for the coming days.",
        "parameters": PARAMETERS,
        "tags": ["weather", "daily"],
        "source": "json",
        "metadata": {},
    }
    assert Tool.from_dict(data) == FORECAST


def test_missing_optional_fields_take_their_defaults() -> None:
    assert Tool.from_dict({"id": "t", "name": "ping", "description": None, "parameters": None}) == Tool(
        id="t", name="ping", description="", parameters=dict(EMPTY_PARAMETERS), tags=(), source="json", metadata={}
    )


def test_tags_are_stripped_and_deduplicated_in_order() -> None:
    assert Tool(id="t", name="ping", tags=(" b ", "a", "b", "", "  ")).tags == ("b", "a")


def test_the_content_hash_changes_with_any_field_and_ignores_key_order() -> None:
    changed = [
        Tool.from_dict({**FORECAST.to_dict(), field: value})
        for field, value in [("description", "Other."), ("tags", ["weather"]), ("source", "mcp")]
    ]

    assert len({FORECAST.content_hash, *(tool.content_hash for tool in changed)}) == 4
    assert content_hash({"a": 1, "b": [1, 2]}) == content_hash({"b": [1, 2], "a": 1})
    assert FORECAST.content_hash == content_hash(FORECAST.to_dict())


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"id": "  ", "name": "x"}, "tool id must not be empty or blank, got '  '"),
        ({"id": 7, "name": "x"}, "tool id must be a string, got int"),
        (
            {"id": "x" * 5000, "name": "x"},
            f"tool id is 5,000 characters long, over the limit of 512; it starts {'x' * 40!r}",
        ),
        (
            {"id": "line\nbreak", "name": "x"},
            "tool id 'line\\nbreak' holds the control character '\\n' at position 4; "
            "ids may hold any printable character",
        ),
        ({"id": "t", "name": "  "}, "tool 't' needs a non-empty name, got '  '"),
        ({"id": "t", "name": "x", "description": 3}, "tool 't': description must be a string, got 3"),
        ({"id": "t", "name": "x", "parameters": []}, "tool 't': parameters must be a JSON Schema object, got []"),
        ({"id": "t", "name": "x", "tags": "weather"}, "tool 't': tags must be a list of strings, got 'weather'"),
    ],
)
def test_an_invalid_tool_is_an_ingest_error_quoting_the_value(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(IngestError) as caught:
        Tool(**fields)

    assert str(caught.value) == message


def deep_schema(levels: int) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "string"}
    for _ in range(levels // 2):
        schema = {"type": "object", "properties": {"next": schema}}
    return schema


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"id": "t\0", "name": "x"}, "tool id 't\\x00' holds the control character '\\x00' at position 1"),
        (
            {"id": "t", "name": "x\ud800"},
            "tool 't': name: contains a lone surrogate '\\ud800' at position 1, which is not Unicode text",
        ),
        ({"id": "t", "name": "x", "description": "\udfff"}, "description"),
        ({"id": "t", "name": "x", "tags": ["ok", "\ud800"]}, "tags"),
        ({"id": "t", "name": "x", "parameters": deep_schema(300)}, "parameters: nests deeper than 128 levels"),
        ({"id": "t", "name": "x", "metadata": {"path": "\ud800"}}, "metadata/path"),
    ],
)
def test_a_tool_no_store_or_reader_could_keep_is_an_ingest_error_naming_the_field(
    fields: dict[str, Any], message: str
) -> None:
    with pytest.raises(IngestError) as caught:
        Tool(**fields)

    assert message in str(caught.value)


def test_a_schema_nested_as_deep_as_real_catalogues_is_kept() -> None:
    assert Tool(id="t", name="x", parameters=deep_schema(100)).parameters == deep_schema(100)


@pytest.mark.parametrize(
    "tool_id",
    ["Seal Tools/translate text", "/root", "天気.予報", "pulls/create", "x" * 512, "emoji 🌧 forecast"],
)
def test_any_printable_text_is_a_valid_id(tool_id: str) -> None:
    assert Tool(id=tool_id, name="x").id == tool_id


def test_a_tool_s_namespace_is_kept_in_its_metadata() -> None:
    tool = FORECAST.in_namespace("wx", tool_id="wx.forecast")

    assert (tool.id, tool.namespace, tool.metadata) == ("wx.forecast", "wx", {"namespace": "wx"})
    assert tool.in_namespace("").namespace == ""
    assert Tool.from_dict({**FORECAST.to_dict(), "namespace": "wx"}).namespace == "wx"
    assert FORECAST.namespace == ""


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (["not", "a", "dict"], "a tool must be a JSON object, got list"),
        ({"description": "no id or name"}, "tool is missing required field(s) id, name"),
        ({"id": "t", "name": "x", "tags": "weather"}, "tool 't': tags must be a list of strings, got 'weather'"),
        ({"id": "t", "name": "x", "metadata": [1]}, "tool 't': metadata must be an object, got [1]"),
    ],
)
def test_from_dict_rejects_malformed_data(data: Any, message: str) -> None:
    with pytest.raises(IngestError) as caught:
        Tool.from_dict(data)

    assert str(caught.value) == message


def test_a_hit_serialises_with_its_tool() -> None:
    hit = ToolHit(id=FORECAST.id, score=1.5, tool=FORECAST, rank=1, reasons={"dense": 0.5, "bm25": 2.0})

    assert hit.to_dict() == {
        "rank": 1,
        "id": "weather.forecast",
        "score": 1.5,
        "reasons": {"dense": 0.5, "bm25": 2.0},
        "tool": FORECAST.to_dict(),
    }
