import json
import re

import pytest

from toolmem.errors import ValidationError
from toolmem.records import Tool
from toolmem.text.tokens import count_tokens
from toolmem.tools.export import (
    EXPORT_FORMATS,
    export_report,
    export_tools,
    provider_name,
    to_anthropic,
    to_mcp,
    to_openai,
)
from toolmem.tools.ingest.formats import tools_from_document
from toolmem.tools.ingest.python import tool_from_callable

SCHEMA = {
    "type": "object",
    "properties": {
        "city": {"type": "string", "description": "The city."},
        "days": {"type": "integer", "default": 3},
        "unit": {"type": "string", "enum": ["c", "f"]},
        "where": {
            "type": "object",
            "properties": {"lat": {"type": "number"}, "lon": {"type": "number"}},
            "required": ["lat"],
        },
        "tags": {"type": "array", "items": {"type": "object", "properties": {"default": {"type": "string"}}}},
    },
    "required": ["city"],
}
WEATHER = Tool(
    id="weather.get",
    name="get_weather",
    description="Forecast the weather.",
    parameters=SCHEMA,
    tags=("weather",),
    source="mcp",
    metadata={"title": "Weather", "annotations": {"readOnlyHint": True}, "server": "wx"},
)


def forecast(city: str, days: int = 3, hourly: bool | None = None) -> str:
    """Forecast the weather of a city.

    Args:
        city: which city.
        days: how far ahead.
    """
    return city


def test_openai_export_is_a_chat_completions_function_tool() -> None:
    assert to_openai(WEATHER) == {
        "type": "function",
        "function": {"name": "get_weather", "description": "Forecast the weather.", "parameters": SCHEMA},
    }


def test_anthropic_export_has_an_input_schema() -> None:
    assert to_anthropic(WEATHER) == {
        "name": "get_weather",
        "description": "Forecast the weather.",
        "input_schema": SCHEMA,
    }


def test_mcp_export_carries_title_and_annotations_from_metadata() -> None:
    assert to_mcp(WEATHER) == {
        "name": "get_weather",
        "description": "Forecast the weather.",
        "inputSchema": SCHEMA,
        "title": "Weather",
        "annotations": {"readOnlyHint": True},
    }


def test_mcp_export_without_metadata_has_only_the_required_fields() -> None:
    assert to_mcp(Tool(id="ping", name="ping")) == {
        "name": "ping",
        "description": "",
        "inputSchema": {"type": "object", "properties": {}},
    }


def test_exports_are_copies_the_caller_may_change() -> None:
    exported = to_anthropic(WEATHER)
    exported["input_schema"]["properties"].clear()
    assert WEATHER.parameters["properties"]["city"] == {"type": "string", "description": "The city."}


def test_strict_openai_export_closes_objects_and_requires_everything() -> None:
    assert to_openai(WEATHER, strict=True) == {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Forecast the weather.",
            "strict": True,
            "parameters": {
                "type": "object",
                "properties": {
                    "city": {"type": "string", "description": "The city."},
                    "days": {"type": ["integer", "null"]},
                    "unit": {"type": ["string", "null"], "enum": ["c", "f", None]},
                    "where": {
                        "type": ["object", "null"],
                        "properties": {"lat": {"type": "number"}, "lon": {"type": ["number", "null"]}},
                        "required": ["lat", "lon"],
                        "additionalProperties": False,
                    },
                    "tags": {
                        "type": ["array", "null"],
                        "items": {
                            "type": "object",
                            "properties": {"default": {"type": ["string", "null"]}},
                            "required": ["default"],
                            "additionalProperties": False,
                        },
                    },
                },
                "required": ["city", "days", "unit", "where", "tags"],
                "additionalProperties": False,
            },
        },
    }


def test_strict_export_makes_untyped_optional_properties_nullable_with_any_of() -> None:
    schema = {"type": "object", "properties": {"value": {"anyOf": [{"type": "integer"}, {"type": "string"}]}}}
    exported = to_openai(Tool(id="t", name="t", parameters=schema), strict=True)
    assert exported["function"]["parameters"] == {
        "type": "object",
        "properties": {"value": {"anyOf": [{"anyOf": [{"type": "integer"}, {"type": "string"}]}, {"type": "null"}]}},
        "required": ["value"],
        "additionalProperties": False,
    }


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("get_weather", "get_weather"),
        ("get-weather-2", "get-weather-2"),
        ("_private", "_private"),
        ("weather.get forecast", "weather_get_forecast"),
        ("<lambda>", "lambda"),
    ],
)
def test_provider_name_replaces_invalid_characters(name: str, expected: str) -> None:
    assert provider_name(name) == expected


def test_provider_name_cuts_long_names_in_the_middle_keeping_them_distinct() -> None:
    first, second = provider_name("a" * 80), provider_name("a" * 81)
    assert re.fullmatch(r"a{22}_[0-9a-f]{6}_a{34}", first)
    assert re.fullmatch(r"a{22}_[0-9a-f]{6}_a{34}", second)
    assert first != second
    assert provider_name("b" * 64) == "b" * 64


def test_provider_name_keeps_the_end_where_sibling_operations_differ() -> None:
    base = "put_metadata_templates_enterprise_securityClassification-6VMVochwUWo_schema"

    add, update = provider_name(f"{base}#add"), provider_name(f"{base}#update")

    assert re.fullmatch(r"put_metadata_[0-9a-f]{6}_6VMVochwUWo_schema_add", add)
    assert re.fullmatch(r"put_metadata_[0-9a-f]{6}_6VMVochwUWo_schema_update", update)


def test_provider_name_of_only_invalid_characters_is_still_valid_and_distinct() -> None:
    first, second = provider_name("天気"), provider_name("予報")
    assert re.fullmatch(r"tool_[0-9a-f]{6}", first)
    assert re.fullmatch(r"tool_[0-9a-f]{6}", second)
    assert first != second


def test_every_export_uses_a_name_valid_for_its_target() -> None:
    tool = Tool(id="x", name="weather.get now")
    assert to_anthropic(tool)["name"] == "weather_get_now"
    assert to_openai(tool)["function"]["name"] == "weather_get_now"
    assert to_mcp(tool)["name"] == "weather.get_now"


@pytest.mark.parametrize("fmt", ["openai", "anthropic", "mcp"])
def test_exports_read_back_as_the_same_tools(fmt: str) -> None:
    tools = [WEATHER, tool_from_callable(forecast), Tool(id="ping", name="ping")]
    document = json.loads(json.dumps(export_tools(tools, fmt)))
    read_back = tools_from_document(document)
    assert [(t.name, t.description, t.parameters) for t in read_back] == [
        (t.name, t.description, t.parameters) for t in tools
    ]
    assert {t.source for t in read_back} == {fmt}


def test_mcp_export_reads_back_with_title_and_annotations() -> None:
    [read_back] = tools_from_document({"tools": export_tools([WEATHER], "mcp")})
    assert read_back.metadata == {"title": "Weather", "annotations": {"readOnlyHint": True}}


def test_toolmem_export_reads_back_as_equal_tools() -> None:
    tools = [WEATHER, tool_from_callable(forecast)]
    assert tools_from_document(export_tools(tools, "toolmem")) == tools


def test_export_formats_are_the_accepted_choices() -> None:
    assert EXPORT_FORMATS == ("openai", "anthropic", "mcp", "toolmem")
    assert [len(export_tools([WEATHER], fmt)) for fmt in EXPORT_FORMATS] == [1, 1, 1, 1]


def test_unknown_export_format_names_the_choices() -> None:
    with pytest.raises(ValidationError) as caught:
        export_tools([WEATHER], "gemini")
    assert str(caught.value) == "format: unknown export format 'gemini'; choose one of: openai, anthropic, mcp, toolmem"


def test_an_export_says_what_each_tool_costs_in_a_prompt() -> None:
    small = Tool(id="ping", name="ping", description="Check the service answers.")
    report = export_report([WEATHER, small], "openai")

    tokens = report.prompt_tokens()

    assert tokens == [count_tokens(json.dumps(tool, ensure_ascii=False)) for tool in report.tools]
    assert tokens[0] > tokens[1] > 0
