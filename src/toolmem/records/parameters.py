"""The shape a tool's parameters must have: a JSON Schema object, and so must every schema in it.

A model provider validates every tool schema it is sent, and one malformed tool can fail the
whole request; a search result is no place to find that out. So a tool is refused when it is
stored if, at any depth, a keyword JSON Schema defines holds a value of the wrong kind:

* ``type``: one of JSON Schema's seven type names (or Swagger 2.0's ``file``), or a list of them;
* subschemas (``properties`` and the other maps of them, ``items``, ``not``, ``allOf`` and the
  other lists of them, ...): objects or booleans, in a map or list where one is expected;
* ``required``: a list of strings; ``enum``: a list;
* bounds (``maximum``, ``minimum``, ``multipleOf``, ``exclusiveMaximum``/``exclusiveMinimum``,
  which draft 4 writes as booleans): finite numbers; lengths and counts (``maxLength``,
  ``minItems``, ...): non-negative integers.

Other keywords (``format``, ``nullable``, vendor ``x-*`` ones) are left alone: unknown keywords
are valid JSON Schema. Every operation of the benchmarks' public specs (``$TOOLMEM_BENCH_DATA/openapi``) passes.

A published spec is not refused for one sloppy keyword, though: :func:`repair_parameters` is what
the OpenAPI reader applies first. It reads a number written as a string as that number (Spotify's
``"maximum": "50"``), a common type alias as its JSON type (``str``, ``int``), and drops what
cannot be read (a ``$ref`` left unresolved where a schema belongs), saying what it did.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from toolmem.errors import ValidationError

__all__ = ["JSON_TYPES", "check_parameters", "repair_parameters"]

#: JSON Schema's type names, and Swagger 2.0's ``file`` (exports make it a binary string).
JSON_TYPES = frozenset({"string", "number", "integer", "boolean", "array", "object", "null", "file"})
_ONE = (
    "not",
    "additionalProperties",
    "additionalItems",
    "unevaluatedProperties",
    "unevaluatedItems",
    "contains",
    "propertyNames",
    "if",
    "then",
    "else",
    "contentSchema",
)
_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
_BOUNDS = ("maximum", "minimum", "multipleOf")
_EXCLUSIVE = ("exclusiveMaximum", "exclusiveMinimum")
_COUNTS = ("maxLength", "minLength", "maxItems", "minItems", "maxProperties", "minProperties", "maxContains")


def check_parameters(parameters: Mapping[str, Any], field: str = "parameters") -> None:
    """Check that ``parameters`` is a JSON Schema object, at every depth (see the module).

    The walk is iterative: depth is :func:`~toolmem.records.checks.check_json`'s to bound.

    Raises:
        ValidationError: a keyword holds a value of the wrong kind; the field is its path
            (``parameters/properties/city/type``) and the message quotes the value.
    """
    if not isinstance(parameters, Mapping):
        raise ValidationError(field, f"must be a JSON Schema object, got {parameters!r}")
    stack: list[tuple[Any, str]] = [(parameters, field)]
    while stack:
        schema, where = stack.pop()
        if isinstance(schema, bool):
            continue
        if not isinstance(schema, Mapping):
            raise ValidationError(where, f"must be a JSON Schema (an object or a boolean), got {_quote(schema)}")
        _check_keywords(schema, where)
        stack.extend(_subschemas(schema, where))


def _check_keywords(schema: Mapping[str, Any], where: str) -> None:
    kind = schema.get("type")
    if kind is not None and not (
        (isinstance(kind, str) and kind in JSON_TYPES)
        or (isinstance(kind, list) and kind and all(isinstance(name, str) and name in JSON_TYPES for name in kind))
    ):
        raise ValidationError(
            f"{where}/type", f"must be one of {', '.join(sorted(JSON_TYPES))} or a list of them, got {_quote(kind)}"
        )
    required = schema.get("required")
    if required is not None and not (isinstance(required, list) and all(isinstance(name, str) for name in required)):
        raise ValidationError(f"{where}/required", f"must be a list of property names, got {_quote(required)}")
    if "enum" in schema and not isinstance(schema["enum"], list):
        raise ValidationError(f"{where}/enum", f"must be a list of values, got {_quote(schema['enum'])}")
    for name in (*_BOUNDS, *_EXCLUSIVE):
        value = schema.get(name)
        if value is None or (name in _EXCLUSIVE and isinstance(value, bool)):
            continue
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise ValidationError(f"{where}/{name}", f"must be a finite number, got {_quote(value)}")
    for name in _COUNTS:
        value = schema.get(name)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
            raise ValidationError(f"{where}/{name}", f"must be a non-negative integer, got {_quote(value)}")


def _subschemas(schema: Mapping[str, Any], where: str) -> list[tuple[Any, str]]:
    """The schemas inside ``schema``, each with its path."""
    found: list[tuple[Any, str]] = [(schema[name], f"{where}/{name}") for name in _ONE if name in schema]
    for name in _MAPS:
        if name in schema:
            children = schema[name]
            if not isinstance(children, Mapping):
                raise ValidationError(f"{where}/{name}", f"must be an object of schemas, got {_quote(children)}")
            found += [(child, f"{where}/{name}/{key}") for key, child in children.items()]
    for name in _LISTS:
        if name in schema:
            children = schema[name]
            if not isinstance(children, list):
                raise ValidationError(f"{where}/{name}", f"must be a list of schemas, got {_quote(children)}")
            found += [(child, f"{where}/{name}/{i}") for i, child in enumerate(children)]
    if "items" in schema:  # a schema, or (draft 4) a list of them
        items = schema["items"]
        found += (
            [(c, f"{where}/items/{i}") for i, c in enumerate(items)]
            if isinstance(items, list)
            else [(items, f"{where}/items")]
        )
    return found


_ALIASES = {
    "str": "string",
    "text": "string",
    "int": "integer",
    "long": "integer",
    "float": "number",
    "double": "number",
    "bool": "boolean",
    "dict": "object",
    "map": "object",
    "list": "array",
    "none": "null",
}


def repair_parameters(parameters: Mapping[str, Any], field: str = "parameters") -> tuple[dict[str, Any], list[str]]:
    """A copy of ``parameters`` that :func:`check_parameters` accepts, and what was changed to get
    there, one entry per change (``parameters/properties/limit/maximum: '50' read as 50``).

    A number written as a string is read as the number; a type alias (``str``, ``int``, any case)
    as its JSON type; a list with wrong members keeps the right ones; everything else that holds
    a value of the wrong kind is dropped. A schema that is fine comes back equal.
    """
    notes: list[str] = []
    repaired = _repair(dict(parameters), field, notes)
    return (repaired if isinstance(repaired, dict) else {}), notes


def _repair(schema: Any, where: str, notes: list[str]) -> Any:
    if isinstance(schema, bool):
        return schema
    if not isinstance(schema, Mapping):
        return None
    out: dict[str, Any] = {}
    for name, value in schema.items():
        fixed = _repair_keyword(name, value, f"{where}/{name}", notes)
        if fixed is not _DROP:
            out[name] = fixed
    return out


_DROP = object()


def _repair_keyword(name: str, value: Any, where: str, notes: list[str]) -> Any:
    if name in _ONE or (name == "items" and not isinstance(value, list)):
        child = _repair(value, where, notes)
        return child if child is not None else _dropped(value, where, notes)
    if name in _MAPS or name in _LISTS or name == "items":
        return _repair_children(name, value, where, notes)
    if name == "type":
        return _repair_type(value, where, notes)
    if name == "required" and not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        kept = [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
        return _changed(value, kept, where, notes) if kept else _dropped(value, where, notes)
    if name == "enum" and not isinstance(value, list):
        return _dropped(value, where, notes)
    if name in (*_BOUNDS, *_EXCLUSIVE) and _bad_bound(name, value):
        number = _number(value)
        return _changed(value, number, where, notes) if number is not None else _dropped(value, where, notes)
    if name in _COUNTS and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
        number = _number(value)
        if isinstance(number, int) and number >= 0:
            return _changed(value, number, where, notes)
        return _dropped(value, where, notes)
    return value


def _repair_children(name: str, value: Any, where: str, notes: list[str]) -> Any:
    if name in _MAPS:
        if not isinstance(value, Mapping):
            return _dropped(value, where, notes)
        kept = {}
        for key, child in value.items():
            fixed = _repair(child, f"{where}/{key}", notes)
            if fixed is None:
                _dropped(child, f"{where}/{key}", notes)
            else:
                kept[key] = fixed
        return kept
    if not isinstance(value, list):
        return _dropped(value, where, notes)
    children = []
    for index, child in enumerate(value):
        fixed = _repair(child, f"{where}/{index}", notes)
        if fixed is None:
            _dropped(child, f"{where}/{index}", notes)
        else:
            children.append(fixed)
    return children


def _repair_type(value: Any, where: str, notes: list[str]) -> Any:
    names = value if isinstance(value, list) else [value]
    fixed = [
        name if name in JSON_TYPES else _ALIASES.get(name.lower(), name.lower()) if isinstance(name, str) else None
        for name in names
    ]
    kept = [name for name in fixed if name in JSON_TYPES]
    if kept == names:
        return value
    if not kept:
        return _dropped(value, where, notes)
    return _changed(value, kept if isinstance(value, list) else kept[0], where, notes)


def _bad_bound(name: str, value: Any) -> bool:
    if name in _EXCLUSIVE and isinstance(value, bool):  # draft 4's exclusive bounds
        return False
    return isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value)


def _number(value: Any) -> int | float | None:
    if not isinstance(value, str):
        return None
    try:
        number = float(value.strip())
    except ValueError:
        return None
    if not math.isfinite(number):
        return None
    return int(number) if number.is_integer() and "." not in value and "e" not in value.lower() else number


def _changed(old: Any, new: Any, where: str, notes: list[str]) -> Any:
    notes.append(f"{where}: {_quote(old)} read as {_quote(new)}")
    return new


def _dropped(old: Any, where: str, notes: list[str]) -> Any:
    notes.append(f"{where}: {_quote(old)} dropped (not a JSON Schema value here)")
    return _DROP


def _quote(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
