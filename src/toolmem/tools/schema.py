"""JSON Schema for model providers: OpenAPI and older dialects converted to draft 2020-12, and
OpenAI's strict mode.

OpenAPI 3.0 and Swagger 2.0 describe parameters in their own JSON Schema dialects; copied as they
are, many are invalid as draft 2020-12, which model providers check against, and one invalid schema
can fail the whole request. :func:`to_json_schema` rewrites, at any depth:

- ``nullable: true`` → ``"null"`` added to ``type`` (and ``None`` to ``enum``);
- boolean ``exclusiveMaximum``/``exclusiveMinimum`` → the numeric 2020-12 form;
- ``example`` → ``examples: [...]``; draft-4 array ``items`` → ``prefixItems``, ``additionalItems``
  → ``items``; ``dependencies`` → ``dependentRequired``/``dependentSchemas``;
- ``$recursiveAnchor``/``$recursiveRef`` (2019-09) → dropped, the recursion left open;
- a ``pattern`` that Python's ``re`` cannot compile (``\\p{L}``) → moved into the description;
- ``type: file`` → a binary string; unknown types, malformed keyword values, vendor extensions
  (``x-*``) and OpenAPI-only keywords (``discriminator``, ``xml``, ``externalDocs``) → dropped.

The result passes ``jsonschema.Draft202012Validator.check_schema`` (tested over every operation of
the public specs of the benchmarks, ``$TOOLMEM_BENCH_DATA/openapi``). :func:`to_strict_schema` then makes it acceptable
to OpenAI's strict mode.

Example:
    >>> to_json_schema({"type": "integer", "maximum": 5, "exclusiveMaximum": True, "nullable": True})
    {'type': ['integer', 'null'], 'exclusiveMaximum': 5}
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

__all__ = ["to_json_schema", "to_strict_schema"]

_TYPES = ("string", "number", "integer", "boolean", "array", "object", "null")
_SINGLE = (
    "additionalProperties",
    "unevaluatedProperties",
    "unevaluatedItems",
    "propertyNames",
    "contains",
    "not",
    "if",
    "then",
    "else",
    "contentSchema",
)
_MAPS = ("properties", "$defs", "dependentSchemas")
_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
_NON_NEGATIVE = ("maxLength", "minLength", "maxItems", "minItems", "maxProperties", "minProperties", "maxContains")
_NUMBERS = ("maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum")
_STRINGS = ("title", "description", "format", "contentMediaType", "contentEncoding", "$comment")
_BOOLEANS = ("uniqueItems", "readOnly", "writeOnly", "deprecated")
# OpenAPI-only or superseded keywords with no 2020-12 meaning; dropped rather than carried.
_DROPPED = frozenset(
    {"discriminator", "xml", "externalDocs", "nullable", "example", "$recursiveAnchor", "$recursiveRef"}
    | {"$schema", "$id", "id", "$anchor", "$dynamicAnchor", "$dynamicRef", "collectionFormat", "allowEmptyValue"}
)
# Literal-valued keywords copied as data.
_LITERALS = ("default", "const")


def to_json_schema(schema: Any) -> Any:
    """A draft 2020-12 copy of ``schema`` (OpenAPI 3.0, Swagger 2.0 or older JSON Schema).

    A valid 2020-12 schema comes back equal, minus vendor extensions and the keywords listed in
    the module docstring. Booleans are valid schemas and come back as they are.
    """
    if isinstance(schema, bool):
        return schema
    if not isinstance(schema, Mapping):
        return {}
    out: dict[str, Any] = {}
    for key, value in schema.items():
        key = str(key)
        if key.startswith("x-") or key in _DROPPED:
            continue
        converted = _keyword(key, value)
        if converted is not _SKIP:
            out[key] = converted
    _items(schema, out)
    _dependencies(schema, out)
    _examples(schema, out)
    _bounds(schema, out)
    _type(schema, out)
    return {"type": out.pop("type"), **out} if "type" in out else out


def to_strict_schema(schema: Any) -> dict[str, Any]:
    """A 2020-12 copy of ``schema`` that OpenAI's strict mode accepts.

    Every object is closed (``additionalProperties: false``) with all its properties required, the
    formerly optional ones made nullable so the model can still leave them out; ``default`` goes.
    """
    converted = to_json_schema(schema)
    return _strict(converted if isinstance(converted, dict) else {})


_SKIP = object()


def _keyword(key: str, value: Any) -> Any:
    if key in _SINGLE:
        return value if isinstance(value, bool) else to_json_schema(value) if isinstance(value, Mapping) else _SKIP
    if key in _MAPS or key == "definitions":
        if not isinstance(value, Mapping):
            return _SKIP
        return {str(name): to_json_schema(sub) for name, sub in value.items()}
    if key == "patternProperties":
        if not isinstance(value, Mapping):
            return _SKIP
        return {str(p): to_json_schema(sub) for p, sub in value.items() if _compiles(str(p))}
    if key in _LISTS:
        if not isinstance(value, list) or not value:
            return _SKIP
        return [to_json_schema(sub) for sub in value]
    if key in ("items", "additionalItems", "dependencies", "examples", "type", "pattern"):
        return _SKIP  # rewritten below, with their neighbours in view
    if key in _NON_NEGATIVE:
        number = _number(value)
        return int(number) if number is not None and number >= 0 and number == int(number) else _SKIP
    if key in _NUMBERS or key == "multipleOf":
        number = _number(value)
        valid = number is not None and (key != "multipleOf" or number > 0)
        return number if valid else _SKIP
    if key in _STRINGS:
        return value if isinstance(value, str) else _SKIP
    if key in _BOOLEANS:
        return value if isinstance(value, bool) else _SKIP
    if key == "required":
        if not isinstance(value, list):
            return _SKIP
        return list(dict.fromkeys(name for name in value if isinstance(name, str)))
    if key == "enum":
        return list(value) if isinstance(value, (list, tuple)) else [value]
    if key == "dependentRequired":
        if not isinstance(value, Mapping):
            return _SKIP
        return {str(k): [n for n in v if isinstance(n, str)] for k, v in value.items() if isinstance(v, list)}
    if key == "$ref":
        return value if isinstance(value, str) else _SKIP
    if key in _LITERALS:
        return value
    return value


def _items(schema: Mapping[str, Any], out: dict[str, Any]) -> None:
    items, additional = schema.get("items"), schema.get("additionalItems")
    if isinstance(items, list):
        if items and "prefixItems" not in out:
            out["prefixItems"] = [to_json_schema(sub) for sub in items]
        if isinstance(additional, (bool, Mapping)):
            out["items"] = to_json_schema(additional)
    elif isinstance(items, (bool, Mapping)):
        out["items"] = to_json_schema(items)


def _dependencies(schema: Mapping[str, Any], out: dict[str, Any]) -> None:
    dependencies = schema.get("dependencies")
    if not isinstance(dependencies, Mapping):
        return
    for name, value in dependencies.items():
        if isinstance(value, list):
            out.setdefault("dependentRequired", {})[str(name)] = [n for n in value if isinstance(n, str)]
        elif isinstance(value, (bool, Mapping)):
            out.setdefault("dependentSchemas", {})[str(name)] = to_json_schema(value)


def _examples(schema: Mapping[str, Any], out: dict[str, Any]) -> None:
    examples = schema.get("examples")
    if isinstance(examples, list):
        out["examples"] = list(examples)
    elif isinstance(examples, Mapping):  # OpenAPI's map of Example Objects
        out["examples"] = [v["value"] if isinstance(v, Mapping) and "value" in v else v for v in examples.values()]
    elif "example" in schema:
        out["examples"] = [schema["example"]]


def _bounds(schema: Mapping[str, Any], out: dict[str, Any]) -> None:
    """OpenAPI 3.0 / draft-4 boolean exclusive bounds → the numeric form."""
    for exclusive, inclusive in (("exclusiveMaximum", "maximum"), ("exclusiveMinimum", "minimum")):
        flag = schema.get(exclusive)
        if not isinstance(flag, bool):
            continue
        out.pop(exclusive, None)
        if flag and inclusive in out:
            out[exclusive] = out.pop(inclusive)


def _type(schema: Mapping[str, Any], out: dict[str, Any]) -> None:
    raw = schema.get("type")
    kinds = [raw] if isinstance(raw, str) else [k for k in raw if isinstance(k, str)] if isinstance(raw, list) else []
    if "file" in kinds:
        kinds = ["string" if kind == "file" else kind for kind in kinds]
        out.setdefault("format", "binary")
    kinds = list(dict.fromkeys(kind for kind in kinds if kind in _TYPES))
    if schema.get("nullable") is True:
        if kinds and "null" not in kinds:
            kinds.append("null")
        if isinstance(out.get("enum"), list) and None not in out["enum"]:
            out["enum"].append(None)
    if kinds:
        out["type"] = kinds[0] if len(kinds) == 1 else kinds
    pattern = schema.get("pattern")
    if isinstance(pattern, str):
        if _compiles(pattern):
            out["pattern"] = pattern
        else:
            note = f"Pattern (not portable): {pattern}"
            out["description"] = f"{out['description']} {note}" if out.get("description") else note


def _number(value: Any) -> float | int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, str):
        try:
            number = float(value)
        except ValueError:
            return None
        return int(number) if number.is_integer() else number
    return None


def _compiles(pattern: str) -> bool:
    try:
        re.compile(pattern)
    except (re.error, RecursionError, OverflowError):
        return False
    return True


def _strict(schema: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "default":
            continue
        if key in ("items", "not", "contains") and isinstance(value, dict):
            result[key] = _strict(value)
        elif key in ("properties", "$defs", "definitions", "patternProperties") and isinstance(value, dict):
            result[key] = {name: _strict(sub) if isinstance(sub, dict) else sub for name, sub in value.items()}
        elif key in _LISTS and isinstance(value, list):
            result[key] = [_strict(sub) if isinstance(sub, dict) else sub for sub in value]
        else:
            result[key] = value
    if _is_object(result):
        _close(result)
    return result


def _is_object(schema: Mapping[str, Any]) -> bool:
    kind = schema.get("type")
    return kind == "object" or (isinstance(kind, list) and "object" in kind) or "properties" in schema


def _close(schema: dict[str, Any]) -> None:
    """Require every property, make the formerly optional ones nullable, allow no others."""
    properties: dict[str, Any] = schema.setdefault("properties", {})
    required = set(schema.get("required") or ())
    for name, prop in properties.items():
        if name not in required and isinstance(prop, dict):
            properties[name] = _nullable(prop)
    schema["required"] = list(properties)
    schema["additionalProperties"] = False


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    kind = schema.get("type")
    if isinstance(kind, str) or (isinstance(kind, list) and kind):
        kinds = [kind] if isinstance(kind, str) else list(kind)
        result = {**schema, "type": kinds if "null" in kinds else [*kinds, "null"]}
        if isinstance(result.get("enum"), list) and None not in result["enum"]:
            result["enum"] = [*result["enum"], None]
        return result
    return {"anyOf": [schema, {"type": "null"}]}
