from typing import Any

import pytest
from jsonschema import Draft202012Validator

from toolmem.tools.schema import to_json_schema, to_strict_schema


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ({"type": "string", "nullable": True}, {"type": ["string", "null"]}),
        (
            {"type": "string", "enum": ["a", "b"], "nullable": True},
            {"type": ["string", "null"], "enum": ["a", "b", None]},
        ),
        ({"type": "integer", "maximum": 5, "exclusiveMaximum": True}, {"type": "integer", "exclusiveMaximum": 5}),
        ({"type": "integer", "minimum": 0, "exclusiveMinimum": False}, {"type": "integer", "minimum": 0}),
        ({"type": "string", "example": "doggie"}, {"type": "string", "examples": ["doggie"]}),
        (
            {"type": "array", "items": [{"type": "string"}, {"type": "integer"}]},
            {
                "type": "array",
                "prefixItems": [{"type": "string"}, {"type": "integer"}],
            },
        ),
        (
            {"type": "array", "items": [{"type": "string"}], "additionalItems": False},
            {
                "type": "array",
                "prefixItems": [{"type": "string"}],
                "items": False,
            },
        ),
        (
            {"$recursiveAnchor": True, "type": "object", "properties": {"child": {"$recursiveRef": "#"}}},
            {
                "type": "object",
                "properties": {"child": {}},
            },
        ),
        (
            {"type": "string", "pattern": "^\\p{L}+$"},
            {"type": "string", "description": "Pattern (not portable): ^\\p{L}+$"},
        ),
        ({"type": "file"}, {"type": "string", "format": "binary"}),
        ({"type": "object", "x-internal": True, "discriminator": {"propertyName": "kind"}}, {"type": "object"}),
        (
            {"type": "object", "dependencies": {"a": ["b"], "c": {"required": ["d"]}}},
            {
                "type": "object",
                "dependentRequired": {"a": ["b"]},
                "dependentSchemas": {"c": {"required": ["d"]}},
            },
        ),
        ({"type": "string", "maxLength": "10", "minLength": -1, "required": True}, {"type": "string", "maxLength": 10}),
        ({"type": ["string", "int", "string"]}, {"type": "string"}),
    ],
)
def test_openapi_and_older_dialects_become_json_schema_2020_12(given: dict[str, Any], expected: dict[str, Any]) -> None:
    converted = to_json_schema(given)

    assert converted == expected
    Draft202012Validator.check_schema(converted)


def test_conversion_reaches_every_nested_schema_and_leaves_data_alone() -> None:
    given = {
        "type": "object",
        "properties": {
            "default": {"type": "integer", "nullable": True, "default": {"nullable": True}},
            "list": {"type": "array", "items": {"anyOf": [{"type": "number", "maximum": 1, "exclusiveMaximum": True}]}},
        },
        "additionalProperties": {"type": "string", "example": "x"},
    }

    assert to_json_schema(given) == {
        "type": "object",
        "properties": {
            "default": {"type": ["integer", "null"], "default": {"nullable": True}},
            "list": {"type": "array", "items": {"anyOf": [{"type": "number", "exclusiveMaximum": 1}]}},
        },
        "additionalProperties": {"type": "string", "examples": ["x"]},
    }


def test_a_valid_2020_12_schema_comes_back_equal() -> None:
    schema = {
        "type": "object",
        "properties": {
            "q": {"type": "string", "minLength": 1},
            "n": {"type": ["integer", "null"], "exclusiveMinimum": 0},
        },
        "required": ["q"],
        "$defs": {"node": {"type": "object"}},
    }

    assert to_json_schema(schema) == schema


def test_strict_schemas_are_closed_and_valid() -> None:
    given = {
        "type": "object",
        "properties": {"a": {"type": "string", "nullable": True}, "b": {"type": "integer"}},
        "required": ["b"],
    }

    strict = to_strict_schema(given)

    assert strict == {
        "type": "object",
        "properties": {"a": {"type": ["string", "null"]}, "b": {"type": "integer"}},
        "required": ["a", "b"],
        "additionalProperties": False,
    }
    Draft202012Validator.check_schema(strict)
