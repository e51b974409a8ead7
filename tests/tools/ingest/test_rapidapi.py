"""RapidAPI catalogues in ToolBench's format: tool files and instruction files (fixtures of our own)."""

import json
from pathlib import Path
from typing import Any

import pytest

import toolmem
from toolmem.errors import IngestError
from toolmem.records import Tool
from toolmem.tools.ingest.files import load_paths
from toolmem.tools.ingest.rapidapi import is_rapidapi, standard_name, tools_from_rapidapi

DATA = Path(__file__).resolve().parents[2] / "data" / "rapidapi"
FORECASTS = DATA / "tools" / "Weather" / "city_forecasts.json"
CURRENCY = DATA / "tools" / "Finance" / "currency_desk.json"
INSTRUCTIONS = DATA / "instructions.json"


def read(path: Path) -> Any:
    return json.loads(path.read_text())


def test_a_tool_file_gives_one_namespaced_tool_per_api_with_a_json_schema() -> None:
    daily, air = tools_from_rapidapi(read(FORECASTS), path=str(FORECASTS))

    assert daily == Tool(
        id="city_forecasts.daily_forecast",
        name="daily_forecast_for_city_forecasts",
        description=(
            "Day-by-day forecast of rain, wind and temperature for a city."
            " (from City Forecasts: Forecasts and air readings for cities worldwide.)"
        ),
        parameters={
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name, e.g. Lisbon", "default": "Lisbon"},
                "days": {"type": "number", "description": "How many days ahead", "default": 3.0},
                "units": {"type": "string", "description": "metric or imperial (ENUM)"},
                "start": {"type": "string", "format": "date", "description": "First day (YYYY-MM-DD)"},
                "hourly": {"type": "boolean", "description": "Add hourly rows", "default": False},
            },
            "required": ["city"],
        },
        tags=("Weather",),
        source="rapidapi",
        metadata={
            "rapidapi": {
                "tool": "City Forecasts",
                "title": "City Forecasts",
                "tool_description": "Forecasts and air readings for cities worldwide.",
                "home_url": "https://rapidapi.example/city-forecasts",
                "host": "city-forecasts.p.rapidapi.example",
                "category": "Weather",
                "api": "Daily Forecast",
                "method": "GET",
                "url": "https://city-forecasts.p.rapidapi.example/daily",
            },
            "namespace": "city_forecasts",
        },
    )
    assert air.id == "city_forecasts.air_quality_now"
    assert air.description.startswith("Air Quality Now. (from City Forecasts:")
    assert air.parameters["required"] == ["lat", "lon"]


def test_an_unknown_type_is_a_string_with_the_rapidapi_type_in_words() -> None:
    [convert] = tools_from_rapidapi(read(CURRENCY), path=str(CURRENCY))

    assert convert.parameters["properties"]["when"] == {
        "type": "string",
        "description": "Where the rate applies (GEOPOINT (latitude, longitude))",
    }
    assert convert.parameters["properties"]["amount"]["default"] == 1.0
    assert convert.tags == ("Finance",)


def test_an_instruction_file_gives_each_api_once_with_its_category() -> None:
    tools = tools_from_rapidapi(read(INSTRUCTIONS), path=str(INSTRUCTIONS))

    assert [(tool.id, tool.tags) for tool in tools] == [
        ("city_forecasts.daily_forecast", ("Weather",)),
        ("currency_desk.convert", ("Finance",)),
        ("n_9_ball_scores.live_matches", ("Sports",)),
    ]
    assert tools[0].parameters["properties"]["city"]["default"] == "Porto"  # the first occurrence wins
    assert tools[2].parameters == {"type": "object", "properties": {}}


def test_files_and_folders_are_recognised_and_indexed(tmp_path: Path) -> None:
    report = load_paths([DATA])

    assert report.errors == []
    assert report.files == [str(INSTRUCTIONS), str(CURRENCY), str(FORECASTS)]
    with toolmem.open(tmp_path / "r.db", embedder="hash") as mem:
        added = mem.tools.add_path(DATA / "tools")
        hits = mem.tools.search("convert 20 euros to dollars", k=1, tags=["Finance"])
    assert sorted(added.added) == [
        "city_forecasts.air_quality_now",
        "city_forecasts.daily_forecast",
        "currency_desk.convert",
    ]
    assert [tool.id for tool in report.tools] == [
        "city_forecasts.daily_forecast",
        "currency_desk.convert",
        "n_9_ball_scores.live_matches",
        "city_forecasts.air_quality_now",
    ]
    assert [hit.id for hit in hits] == ["currency_desk.convert"]


def test_detection_needs_the_rapidapi_keys() -> None:
    assert is_rapidapi(read(FORECASTS))
    assert is_rapidapi(read(INSTRUCTIONS))
    assert not is_rapidapi([{"id": "a", "name": "b"}])
    assert not is_rapidapi({"tools": []})
    assert not is_rapidapi([])


@pytest.mark.parametrize(
    ("document", "location", "message"),
    [
        ({"tool_name": "X", "api_list": [{"description": "no name"}]}, "/api_list/0/name", "'name' must be"),
        ({"tool_name": "X", "api_list": ["nope"]}, "/api_list/0", "an API must be an object"),
        ({"tool_name": "", "api_list": []}, "/tool_name", "'tool_name' must be a non-empty string"),
        (
            {"tool_name": "X", "api_list": [{"name": "a", "required_parameters": [{"type": "STRING"}]}]},
            "/api_list/0/required_parameters/0/name",
            "'name' must be",
        ),
        ([{"api_list": [{"tool_name": "X", "api_name": 3}]}], "/0/api_list/0/api_name", "'api_name' must be"),
    ],
)
def test_a_malformed_api_is_an_ingest_error_naming_its_place(document: Any, location: str, message: str) -> None:
    with pytest.raises(IngestError) as caught:
        tools_from_rapidapi(document, path="x.json")
    assert (caught.value.path, caught.value.location) == ("x.json", location)
    assert caught.value.reason.startswith(message)


@pytest.mark.parametrize(
    ("name", "standard"),
    [("City Forecasts", "city_forecasts"), ("9 Ball Scores!", "n_9_ball_scores"), ("???", "unnamed")],
)
def test_names_become_identifiers(name: str, standard: str) -> None:
    assert standard_name(name) == standard
