from typing import Any

import pytest

from toolmem.errors import IngestError
from toolmem.records import EMPTY_PARAMETERS, Tool
from toolmem.tools.ingest.formats import detect_format, tool_from_item, tools_from_document

WEATHER_SCHEMA = {
    "type": "object",
    "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
    "required": ["city"],
}
OPENAI_CHAT = {
    "type": "function",
    "function": {"name": "get_weather", "description": "Forecast the weather.", "parameters": WEATHER_SCHEMA},
}
OPENAI_LEGACY = {"name": "get_weather", "description": "Forecast the weather.", "parameters": WEATHER_SCHEMA}
OPENAI_RESPONSES = {
    "type": "function",
    "name": "get_weather",
    "description": "Forecast the weather.",
    "parameters": WEATHER_SCHEMA,
}
ANTHROPIC = {"name": "get_weather", "description": "Forecast the weather.", "input_schema": WEATHER_SCHEMA}
MCP = {"name": "get_weather", "description": "Forecast the weather.", "inputSchema": WEATHER_SCHEMA}
TOOLMEM = {
    "id": "weather.get",
    "name": "get_weather",
    "description": "Forecast the weather.",
    "parameters": WEATHER_SCHEMA,
    "tags": ["weather"],
    "source": "openapi",
    "metadata": {"method": "GET"},
}
AUMAI = {
    "tool_id": "wx-1",
    "name": "Weather lookup",
    "description": "Forecast the weather",
    "tags": ["weather"],
    "capabilities": ["forecast", "temperature"],
    "embedding": [0.1, 0.2],
}


def weather(source: str, **changes: Any) -> Tool:
    fields: dict[str, Any] = {
        "id": "get_weather",
        "name": "get_weather",
        "description": "Forecast the weather.",
        "parameters": WEATHER_SCHEMA,
        "source": source,
    }
    return Tool(**(fields | changes))


@pytest.mark.parametrize(
    ("item", "expected"),
    [
        (TOOLMEM, "toolmem"),
        (AUMAI, "aumai"),
        (OPENAI_CHAT, "openai"),
        (OPENAI_LEGACY, "openai"),
        (OPENAI_RESPONSES, "openai"),
        (ANTHROPIC, "anthropic"),
        (MCP, "mcp"),
        ({"name": "lonely"}, None),
        ({"type": "web_search_preview"}, None),
    ],
)
def test_detect_format_names_each_format(item: dict[str, Any], expected: str | None) -> None:
    assert detect_format(item) == expected


def test_toolmem_item_is_read_with_all_its_fields() -> None:
    assert tool_from_item(TOOLMEM) == Tool(
        id="weather.get",
        name="get_weather",
        description="Forecast the weather.",
        parameters=WEATHER_SCHEMA,
        tags=("weather",),
        source="openapi",
        metadata={"method": "GET"},
    )


def test_aumai_record_turns_capabilities_into_description_and_metadata() -> None:
    assert tool_from_item(AUMAI) == Tool(
        id="wx-1",
        name="Weather lookup",
        description="Forecast the weather. Capabilities: forecast, temperature.",
        parameters=EMPTY_PARAMETERS,
        tags=("weather",),
        source="json",
        metadata={"capabilities": ["forecast", "temperature"], "description": "Forecast the weather"},
    )


def test_aumai_record_without_capabilities_keeps_its_description() -> None:
    record = {"tool_id": "wx-1", "name": "Weather", "description": "Forecast.", "tags": []}
    assert tool_from_item(record) == Tool(id="wx-1", name="Weather", description="Forecast.", source="json")


@pytest.mark.parametrize("item", [OPENAI_CHAT, OPENAI_LEGACY, OPENAI_RESPONSES])
def test_each_openai_shape_gives_the_same_tool(item: dict[str, Any]) -> None:
    assert tool_from_item(item) == weather("openai")


def test_openai_strict_flag_is_kept_in_metadata() -> None:
    item = {"type": "function", "function": {**OPENAI_LEGACY, "strict": True}}
    assert tool_from_item(item) == weather("openai", metadata={"strict": True})


def test_openai_function_without_parameters_takes_no_arguments() -> None:
    item = {"type": "function", "function": {"name": "ping"}}
    assert tool_from_item(item) == Tool(id="ping", name="ping", parameters=EMPTY_PARAMETERS, source="openai")


def test_anthropic_tool_is_read() -> None:
    assert tool_from_item(ANTHROPIC) == weather("anthropic")


def test_mcp_tool_keeps_title_and_annotations_in_metadata() -> None:
    item = {**MCP, "title": "Weather", "annotations": {"readOnlyHint": True}}
    assert tool_from_item(item) == weather("mcp", metadata={"title": "Weather", "annotations": {"readOnlyHint": True}})


def test_mcp_tool_without_extras_has_empty_metadata() -> None:
    assert tool_from_item(MCP) == weather("mcp")


def test_document_may_be_a_list_of_mixed_formats() -> None:
    assert tools_from_document([OPENAI_CHAT, ANTHROPIC, MCP]) == [
        weather("openai"),
        weather("anthropic"),
        weather("mcp"),
    ]


def test_document_may_be_a_single_item() -> None:
    assert tools_from_document(MCP) == [weather("mcp")]


def test_document_may_be_an_mcp_tools_list_result() -> None:
    assert tools_from_document({"tools": [MCP], "nextCursor": None}) == [weather("mcp")]


def test_document_may_be_a_json_rpc_response() -> None:
    response = {"jsonrpc": "2.0", "id": 1, "result": {"tools": [MCP, MCP]}}
    assert tools_from_document(response) == [weather("mcp"), weather("mcp")]


def test_document_may_be_a_functions_wrapper_whose_items_need_no_parameters() -> None:
    document = {"functions": [OPENAI_LEGACY, {"name": "ping", "description": "Check."}]}
    assert tools_from_document(document) == [
        weather("openai"),
        Tool(id="ping", name="ping", description="Check.", source="openai"),
    ]


def test_document_may_be_a_tools_wrapper_of_provider_tools() -> None:
    assert tools_from_document({"model": "gpt", "tools": [OPENAI_CHAT]}) == [weather("openai")]


def test_empty_list_gives_no_tools() -> None:
    assert tools_from_document([]) == []


def test_unknown_item_names_the_accepted_formats_and_its_location() -> None:
    response = {"jsonrpc": "2.0", "result": {"tools": [MCP, MCP, {"label": "x"}]}}
    with pytest.raises(IngestError) as caught:
        tools_from_document(response, path="tools.json")
    assert caught.value.location == "/result/tools/2"
    assert caught.value.path == "tools.json"
    message = str(caught.value)
    assert message.startswith("tools.json at /result/tools/2: unrecognised tool format with keys {label}")
    accepted = (
        "toolmem {id",
        "aumai {tool_id",
        "OpenAI {type",
        "Anthropic {name, input_schema}",
        "MCP {name, inputSchema}",
    )
    assert all(fmt in message for fmt in accepted)


def test_unknown_document_lists_the_accepted_documents() -> None:
    expected = r"^unrecognised tool document with keys \{items\}; expected an array of tools"
    with pytest.raises(IngestError, match=expected):
        tools_from_document({"items": []})


def test_scalar_document_is_rejected() -> None:
    with pytest.raises(IngestError, match=r"expected an array of tools.*got 'hello'$"):
        tools_from_document("hello")


def test_non_object_item_is_rejected_at_its_index() -> None:
    with pytest.raises(IngestError, match=r"^at /1: a tool must be a JSON object, got 42$"):
        tools_from_document([MCP, 42])


def test_wrapper_that_is_not_an_array_is_rejected() -> None:
    with pytest.raises(IngestError, match=r"^at /tools: expected an array of tools, got \{'name': 'x'\}$"):
        tools_from_document({"tools": {"name": "x"}})


def test_json_rpc_error_response_is_reported() -> None:
    response = {"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "Method not found"}}
    with pytest.raises(IngestError, match=r"^at /error: the JSON-RPC response is an error.*Method not found"):
        tools_from_document(response)


def test_json_rpc_response_without_tools_is_rejected() -> None:
    with pytest.raises(IngestError, match=r"^at /result: a JSON-RPC response must have a result object"):
        tools_from_document({"jsonrpc": "2.0", "result": {"prompts": []}})


def test_name_of_wrong_type_is_reported_at_the_field() -> None:
    with pytest.raises(IngestError, match=r"^at /tools/0/name: 'name' must be a non-empty string, got 42$"):
        tools_from_document({"tools": [{"name": 42, "inputSchema": {}}]})


def test_missing_name_in_openai_function_is_reported_at_the_function() -> None:
    with pytest.raises(IngestError, match=r"^at /0/function: missing required field 'name'$"):
        tools_from_document([{"type": "function", "function": {"parameters": {}}}])


def test_openai_function_that_is_not_an_object_is_rejected() -> None:
    with pytest.raises(IngestError, match=r"^at /function: 'function' must be an object"):
        tool_from_item({"type": "function", "function": "get_weather"})


@pytest.mark.parametrize(
    ("item", "location", "key"),
    [
        ({**MCP, "inputSchema": "object"}, "/inputSchema", "inputSchema"),
        ({**ANTHROPIC, "input_schema": []}, "/input_schema", "input_schema"),
        ({**OPENAI_LEGACY, "parameters": 3}, "/parameters", "parameters"),
        ({**TOOLMEM, "parameters": ["x"]}, "/parameters", "parameters"),
    ],
)
def test_schema_that_is_not_an_object_is_rejected(item: dict[str, Any], location: str, key: str) -> None:
    expected = f"^at /3{location}: '{key}' must be a JSON Schema object"
    with pytest.raises(IngestError, match=expected) as caught:
        tool_from_item(item, location="/3")
    assert caught.value.location == f"/3{location}"


def test_description_of_wrong_type_is_rejected() -> None:
    with pytest.raises(IngestError, match=r"^at /description: 'description' must be a string, got \['a'\]$"):
        tool_from_item({**ANTHROPIC, "description": ["a"]})


def test_aumai_capabilities_must_be_strings() -> None:
    with pytest.raises(IngestError, match=r"^at /capabilities: 'capabilities' must be an array of strings"):
        tool_from_item({**AUMAI, "capabilities": "forecast"})


def test_mcp_annotations_must_be_an_object() -> None:
    with pytest.raises(IngestError, match=r"^at /annotations: 'annotations' must be an object, got 'ro'$"):
        tool_from_item({**MCP, "annotations": "ro"})


def test_errors_raised_by_tool_itself_carry_the_item_location() -> None:
    expected = r"^f\.json at /tools/0: tool id 'get\\tweather' holds the control character"
    with pytest.raises(IngestError, match=expected) as caught:
        tools_from_document({"tools": [{**MCP, "name": "get\tweather"}]}, path="f.json")
    assert caught.value.location == "/tools/0"


def test_a_name_with_spaces_and_any_script_is_a_valid_id() -> None:
    [tool] = tools_from_document([{**MCP, "name": "météo du jour"}])

    assert (tool.id, tool.name) == ("météo du jour", "météo du jour")


def test_tools_without_ids_are_named_within_the_namespace_given() -> None:
    tools = tools_from_document([MCP, OPENAI_CHAT, TOOLMEM], namespace="wx")

    assert [(tool.id, tool.namespace) for tool in tools] == [
        ("wx.get_weather", "wx"),
        ("wx.get_weather", "wx"),
        ("weather.get", "wx"),
    ]
    assert tools[0] == weather("mcp", id="wx.get_weather", metadata={"namespace": "wx"})


def test_a_tool_that_names_its_own_namespace_keeps_it() -> None:
    own = {**TOOLMEM, "namespace": "mine"}

    [tool] = tools_from_document([own], namespace="file")

    assert (tool.id, tool.namespace, tool.metadata) == ("weather.get", "mine", {"method": "GET", "namespace": "mine"})


def test_an_mcp_tool_keeps_its_output_schema() -> None:
    output = {"type": "object", "properties": {"celsius": {"type": "number"}}}

    tool = tool_from_item({**MCP, "outputSchema": output})

    assert tool.metadata == {"output_schema": output}


def test_an_mcp_output_schema_must_be_an_object() -> None:
    with pytest.raises(IngestError, match=r"^at /outputSchema: 'outputSchema' must be an object, got 3$"):
        tool_from_item({**MCP, "outputSchema": 3})
