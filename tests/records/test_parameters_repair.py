"""Repairing a published schema so that toolmem's parameter check accepts it, saying what changed."""

from typing import Any

import pytest

from toolmem.errors import ValidationError
from toolmem.records.parameters import check_parameters, repair_parameters


def test_a_valid_schema_comes_back_equal_with_nothing_said() -> None:
    schema = {
        "type": "object",
        "properties": {"a": {"type": ["string", "null"], "minimum": 0, "exclusiveMinimum": True}},
        "required": ["a"],
        "items": [{"type": "string"}],
    }

    assert repair_parameters(schema) == (schema, [])


@pytest.mark.parametrize(
    ("schema", "repaired", "note"),
    [
        ({"maximum": "50"}, {"maximum": 50}, "parameters/maximum: '50' read as 50"),
        ({"multipleOf": " 0.5 "}, {"multipleOf": 0.5}, "parameters/multipleOf: ' 0.5 ' read as 0.5"),
        ({"maxLength": "10"}, {"maxLength": 10}, "parameters/maxLength: '10' read as 10"),
        ({"maxLength": -1}, {}, "parameters/maxLength: -1 dropped (not a JSON Schema value here)"),
        ({"minimum": "lots"}, {}, "parameters/minimum: 'lots' dropped (not a JSON Schema value here)"),
        ({"type": "Str"}, {"type": "string"}, "parameters/type: 'Str' read as 'string'"),
        ({"type": ["int", "null"]}, {"type": ["integer", "null"]}, "parameters/type: ['int', 'null'] read as"),
        ({"type": "thing"}, {}, "parameters/type: 'thing' dropped"),
        ({"required": ["a", 3]}, {"required": ["a"]}, "parameters/required: ['a', 3] read as ['a']"),
        ({"enum": "a,b"}, {}, "parameters/enum: 'a,b' dropped"),
        (
            {"properties": {"$ref": "other.yml#/x", "a": {}}},
            {"properties": {"a": {}}},
            "parameters/properties/$ref: 'other.yml#/x' dropped",
        ),
        ({"anyOf": [{"type": "string"}, 7]}, {"anyOf": [{"type": "string"}]}, "parameters/anyOf/1: 7 dropped"),
        ({"not": "x"}, {}, "parameters/not: 'x' dropped"),
    ],
)
def test_each_wrong_kind_is_read_or_dropped_and_said(
    schema: dict[str, Any], repaired: dict[str, Any], note: str
) -> None:
    with pytest.raises(ValidationError):
        check_parameters(schema)

    fixed, notes = repair_parameters(schema)

    assert fixed == repaired
    assert len(notes) == 1
    assert notes[0].startswith(note)
    check_parameters(fixed)
