"""The checks every value passes at the API boundary, so that what is stored can always be read back.

* **Text** must be encodable as UTF-8: a lone surrogate (``"\\ud800"``, which JSON can spell) is
  refused, as is NUL (U+0000), which PostgreSQL cannot keep in a text column.
* **JSON values** (tool parameters, call inputs, metadata, plan arguments) may nest at most
  :data:`MAX_JSON_DEPTH` (128) levels, so every reader can write them out again: the HTTP
  service's serialiser stops at 255 levels, answer included. The deepest tool schema of the public
  OpenAPI catalogues of the benchmarks (``$TOOLMEM_BENCH_DATA/openapi``: Kubernetes) nests 28 levels, and OpenAPI
  ingestion cuts ``$ref`` chains at 32 (about 66 levels). Their strings and keys obey the text
  rule, except that NUL is allowed inside JSON strings, where it is stored escaped. Their numbers
  are finite: ``NaN`` and ``Infinity`` (which Python's JSON parser and YAML's ``.nan``/``.inf``
  let in) have no JSON spelling and were stored as ``null``.
* **Times** are seconds since the epoch within year 1970 to 9999 (:data:`MAX_TIMESTAMP`), the
  range dates can be printed in; a call's duration is at most a year (:data:`MAX_TIME_COST`).

Each check raises :class:`~toolmem.errors.ValidationError` naming the field, and a JSON path
inside it (``input/a/b``) when the offence is nested.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any, TypeGuard

from toolmem.errors import ValidationError

__all__ = [
    "MAX_JSON_DEPTH",
    "MAX_TIMESTAMP",
    "MAX_TIME_COST",
    "WORKSPACE_PATTERN",
    "check_json",
    "check_number",
    "check_positive",
    "check_string",
    "check_text",
    "check_timestamp",
    "cut_json",
    "is_workspace_name",
    "json_depth",
    "json_text",
    "not_text",
]

#: Workspace names: 1-128 letters, digits, ``_ . : -``, starting with a letter or digit.
WORKSPACE_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$"
MAX_JSON_DEPTH = 128
MAX_TIMESTAMP = 253_402_300_799.0  # 9999-12-31 23:59:59 UTC
#: The longest a recorded call may have taken, in seconds (a year): 1.7e308 made every sum infinite.
MAX_TIME_COST = 31_622_400.0
_SURROGATE = re.compile("[\ud800-\udfff]")
_WORKSPACE = re.compile(WORKSPACE_PATTERN)


def is_workspace_name(name: object) -> TypeGuard[str]:
    """Whether ``name`` is a valid workspace name (:data:`WORKSPACE_PATTERN`, the whole text).

    ``fullmatch``: with ``match``, ``$`` also accepts a name followed by a newline, which would
    be a second workspace.
    """
    return isinstance(name, str) and _WORKSPACE.fullmatch(name) is not None


def check_text(value: str, field: str, *, nul: bool = False) -> str:
    """Return ``value`` if it can be stored as text.

    Args:
        value: the text (its type is the caller's check).
        field: the field named in the error.
        nul: allow NUL characters (for text that is stored inside JSON, where it is escaped).

    Raises:
        ValidationError: a lone surrogate, or NUL where it is not allowed.
    """
    found = _SURROGATE.search(value)
    if found is not None:
        raise ValidationError(
            field, f"contains a lone surrogate {found.group()!r} at position {found.start()}, which is not Unicode text"
        )
    if not nul and "\0" in value:
        raise ValidationError(field, f"contains a NUL character at position {value.index(chr(0))}; remove it")
    return value


def check_json(value: Any, field: str, *, max_depth: int = MAX_JSON_DEPTH) -> None:
    """Check a JSON value: nesting within ``max_depth`` levels, keys and strings valid text,
    numbers finite.

    The walk is iterative, so even a value nested thousands of levels deep is refused, not a
    ``RecursionError``. Types other than JSON's are left to the serialiser's own check.

    Raises:
        ValidationError: too deep, a string or key that cannot be stored, or NaN or an infinity.
    """
    stack: list[tuple[Any, int, str]] = [(value, 1, field)]  # (value, its level, its path)
    while stack:
        item, level, where = stack.pop()
        if isinstance(item, str):
            check_text(item, where, nul=True)
            continue
        if isinstance(item, float) and not math.isfinite(item):
            raise ValidationError(where, f"must be a finite number, got {item!r} (JSON has no NaN or infinity)")
        if not isinstance(item, (Mapping, list, tuple)):
            continue
        if level > max_depth:
            raise ValidationError(
                field, f"nests deeper than {max_depth} levels (at {where}); flatten it or store it as a string"
            )
        if isinstance(item, Mapping):
            for key, child in item.items():
                if isinstance(key, str):
                    check_text(key, f"{where} (a key)", nul=True)
                stack.append((child, level + 1, f"{where}/{key}"))
        else:
            stack.extend((child, level + 1, f"{where}/{index}") for index, child in enumerate(item))


def json_depth(value: Any) -> int:
    """How many levels of containers ``value`` nests (0 for a scalar), walked level by level.

    Without recursion, and with only the containers of each level in hand: 0.35 ms for the
    largest Kubernetes schema (210 KB of JSON), about what parsing it takes.
    """
    containers = (dict, list, tuple)
    level, current = 0, [value] if isinstance(value, containers) else []
    while current:
        level += 1
        below: list[Any] = []
        for item in current:
            below.extend(
                [
                    child
                    for child in (item.values() if isinstance(item, dict) else item)
                    if isinstance(child, containers)
                ]
            )
        current = below
    return level


def cut_json(value: Any, *, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """``value`` with every container below ``max_depth`` levels replaced by a note saying so.

    For values stored before :func:`check_json` guarded the way in (or written to the database
    by other means): they are read back cut rather than failing every answer that includes them.
    A value within the limit is returned as it is.
    """
    if json_depth(value) <= max_depth:
        return value
    note = f"(cut by toolmem: nested deeper than {max_depth} levels)"

    def cut(item: Any, level: int) -> Any:  # recursion is bounded by max_depth
        if not isinstance(item, (Mapping, list, tuple)):
            return item
        if level > max_depth:
            return note
        if isinstance(item, Mapping):
            return {key: cut(child, level + 1) for key, child in item.items()}
        return [cut(child, level + 1) for child in item]

    return cut(value, 1)


def check_timestamp(value: Any, field: str) -> float:
    """Return ``value`` as seconds since the epoch, if it is a time between 1970 and 9999.

    Raises:
        ValidationError: not a finite number, or outside that range.
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValidationError(field, f"must be seconds since the epoch, got {value!r}")
    if not 0 <= value <= MAX_TIMESTAMP:
        raise ValidationError(
            field, f"must be seconds since the epoch between 0 and {MAX_TIMESTAMP:.0f} (year 9999), got {value!r}"
        )
    return float(value)


def check_positive(value: Any, field: str) -> int:
    """Return ``value`` if it is a positive integer (a boolean is not one).

    Raises:
        ValidationError: anything else, quoted.
    """
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValidationError(field, f"must be a positive integer, got {value!r}")
    return value


def check_string(value: Any, field: str, *, required: bool = False) -> str:
    """Return ``value`` if it is a string that can be stored (:func:`check_text`).

    Args:
        value: the value given.
        field: the field named in the error.
        required: refuse an empty or all-space string too.

    Raises:
        ValidationError: not a string, blank where required, or not storable text.
    """
    if not isinstance(value, str) or (required and not value.strip()):
        raise ValidationError(field, f"must be a{' non-empty' if required else ''} string, got {value!r}")
    return check_text(value, field)


def check_number(value: Any, field: str, *, default: float, maximum: float = math.inf) -> float:
    """Return ``value`` as a non-negative finite float at most ``maximum`` (``default`` for ``None``).

    Raises:
        ValidationError: a boolean, not a number, negative, infinite, NaN or above ``maximum``.
    """
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
        raise ValidationError(field, f"must be a non-negative number, got {value!r}")
    if value > maximum:
        raise ValidationError(field, f"must be at most {maximum:,.0f}, got {value!r}")
    return float(value)


def json_text(value: Any, field: str) -> str:
    """``value`` as JSON text, keys sorted (the form stored and hashed).

    Raises:
        ValidationError: the value is not JSON-serialisable.
    """
    try:
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError) as exc:
        raise ValidationError(field, f"must be JSON-serialisable: {exc}") from exc


def not_text(exc: UnicodeEncodeError) -> ValidationError:
    """The error for a value a store could not encode: text with a lone surrogate that no check
    caught before it reached the database (a lookup by such an id, say)."""
    bad = exc.object[exc.start : exc.end] if isinstance(exc.object, str) else ""
    return ValidationError("text", f"contains {bad!r}, which is not Unicode text (a lone surrogate); remove it")
