"""Fit a tool's parameter schema into a token budget, keeping its required parameters intact.

Real APIs have schemas no prompt can afford: 56 Kubernetes operations take over 100,000 characters
of parameters each. :func:`fit_schema` shrinks a schema step by step, counting tokens
(``o200k_base``, offline) after each, and stops at the first that fits:

1. ``examples`` — drop examples, titles, nested defaults and read-only properties (a request never
   sends them);
2. ``nested descriptions`` — drop descriptions below the top-level parameters;
3. ``long enums`` — enums of more than 16 values become a string with the first values in the
   description;
4. ``long descriptions`` — descriptions of the top-level parameters are cut after their first
   sentence;
5. ``deep objects`` — objects nested deeper than 4, then 3, 2, 1 levels collapse into
   ``{"type": "object"}`` with a note of how many properties were left out;
6. ``optional parameters`` — optional top-level parameters are dropped, largest first, and named
   in the schema's description;
7. ``required parameters collapsed`` — as a last resort, required parameters that are objects
   keep their name and type only.

Every step leaves the required parameters' names, types and their own required fields in place
until step 7, which needs a single required parameter larger than the whole budget. The full
schema stays one call away (``mem.tools.get(id).parameters``, ``GET .../tools/{id}``, the MCP
resource ``toolmem://tools/{id}``), and each shortened schema says so in its description.

Example:
    >>> fit = fit_schema({"type": "object", "properties": {"q": {"type": "string"}}}, 100)
    >>> fit.tokens_before == fit.tokens_after, fit.steps
    (True, ())
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from toolmem.text.tokens import count_tokens
from toolmem.text.tool_texts import summary

__all__ = ["DEFAULT_SCHEMA_BUDGET", "SchemaFit", "fit_schema", "schema_tokens"]

#: Tokens one tool's parameter schema may take in an export unless told otherwise: about 4 KB of
#: JSON, a few times the typical well-written tool (MetaTool's median schema is under 100 tokens)
#: and enough for the required parameters of the largest Kubernetes operations with their fields.
DEFAULT_SCHEMA_BUDGET = 1_000
_ENUM_LIMIT = 16
_ENUM_SHOWN = 8
_NAMES_SHOWN = 10
_SHORT_DESCRIPTION = 120
_DEPTHS = (4, 3, 2, 1)
_SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")

Schema = dict[str, Any]


@dataclass(frozen=True)
class SchemaFit:
    """A schema fitted into a budget.

    Attributes:
        schema: the schema to send (the original, unchanged, when it fitted).
        tokens_before: its size in tokens as stored.
        tokens_after: its size in tokens now.
        steps: what was done, in order (empty when nothing was).
        budget: the budget it was fitted to.
    """

    schema: Schema
    tokens_before: int
    tokens_after: int
    steps: tuple[str, ...]
    budget: int

    @property
    def fits(self) -> bool:
        """Whether the schema is within the budget (false only when required parameters alone exceed it)."""
        return self.tokens_after <= self.budget

    def to_dict(self) -> dict[str, Any]:
        """The fit without the schema, as plain data."""
        return {
            "tokens_before": self.tokens_before,
            "tokens_after": self.tokens_after,
            "budget": self.budget,
            "steps": list(self.steps),
        }


def schema_tokens(schema: Any) -> int:
    """The size of a schema in ``o200k_base`` tokens, as compact JSON."""
    return count_tokens(json.dumps(schema, ensure_ascii=False, separators=(",", ":")))


def fit_schema(schema: Schema, budget: int, *, full_schema_hint: str = "") -> SchemaFit:
    """Shrink ``schema`` until it takes at most ``budget`` tokens (see the module docstring).

    Args:
        schema: an object schema (not changed).
        budget: the most tokens it may take.
        full_schema_hint: where the full schema is, added to the note in a shortened schema's
            description (e.g. ``"toolmem://tools/k8s.createX"``).
    """
    before = schema_tokens(schema)
    if before <= budget:
        return SchemaFit(schema, before, before, (), budget)
    current = copy.deepcopy(schema)
    steps: list[str] = []
    tokens = before
    for name, step in _STEPS:
        for changed in step(current, budget):
            current = changed
            tokens = schema_tokens(_noted(current, [*steps, name], before, full_schema_hint))
            if tokens <= budget:
                break
        steps.append(name)
        if tokens <= budget:
            break
    final = _noted(current, steps, before, full_schema_hint)
    return SchemaFit(final, before, schema_tokens(final), tuple(steps), budget)


def _noted(schema: Schema, steps: list[str], before: int, hint: str) -> Schema:
    note = f"(Schema shortened from {before:,} tokens: {', '.join(steps)}"
    note += f"; full schema: {hint})" if hint else ")"
    described = dict(schema)
    described["description"] = f"{schema['description']} {note}" if schema.get("description") else note
    return described


# steps: each yields successively smaller versions of the schema ------------------------------
Step = Callable[[Schema, int], "list[Schema]"]


def _drop_examples(schema: Schema, budget: int) -> list[Schema]:
    return [_walk(schema, _without_examples, depth=0)]


def _drop_nested_descriptions(schema: Schema, budget: int) -> list[Schema]:
    return [_walk(schema, lambda node, depth: _without(node, "description") if depth > 1 else node, depth=0)]


def _cap_enums(schema: Schema, budget: int) -> list[Schema]:
    return [_walk(schema, _capped_enum, depth=0)]


def _shorten_descriptions(schema: Schema, budget: int) -> list[Schema]:
    return [_walk(schema, _first_sentence, depth=0)]


def _collapse_deep(schema: Schema, budget: int) -> list[Schema]:
    return [_walk(schema, _collapser(limit), depth=0) for limit in _DEPTHS]


def _drop_optional(schema: Schema, budget: int) -> list[Schema]:
    """Versions without more and more of the optional parameters, largest first.

    Each parameter's size is counted once, so the first version offered is the first that should
    fit; the few after it are there in case the estimate was short.
    """
    properties = schema.get("properties")
    if not isinstance(properties, dict):
        return []
    required = set(schema.get("required") or ())
    sizes = {name: schema_tokens(sub) for name, sub in properties.items() if name not in required}
    optional = sorted(sizes, key=lambda name: (-sizes[name], name))
    excess = schema_tokens(schema) - budget
    start = 0
    while start < len(optional) - 1 and excess > 0:
        excess -= sizes[optional[start]]
        start += 1
    versions: list[Schema] = []
    for end in range(max(start, 1), len(optional) + 1):
        dropped = optional[:end]
        kept = {key: value for key, value in properties.items() if key not in dropped}
        shown = ", ".join(dropped[:_NAMES_SHOWN])
        more = f" and {len(dropped) - _NAMES_SHOWN} more" if len(dropped) > _NAMES_SHOWN else ""
        note = f"Optional parameters left out: {shown}{more}."
        versions.append({**schema, "properties": kept, "description": _joined(schema.get("description"), note)})
    return versions


def _collapse_required(schema: Schema, budget: int) -> list[Schema]:
    return [_walk(schema, _collapser(0), depth=0)]


_STEPS: tuple[tuple[str, Step], ...] = (
    ("examples", _drop_examples),
    ("nested descriptions", _drop_nested_descriptions),
    ("long enums", _cap_enums),
    ("long descriptions", _shorten_descriptions),
    ("deep objects", _collapse_deep),
    ("optional parameters", _drop_optional),
    ("required parameters collapsed", _collapse_required),
)


# node rewrites ---------------------------------------------------------------------------------
def _walk(node: Any, rewrite: Callable[[Schema, int], Any], depth: int) -> Any:
    """Apply ``rewrite`` to every schema below ``node`` (children first); depth counts object levels."""
    if not isinstance(node, dict):
        return node
    out = dict(node)
    if isinstance(out.get("properties"), dict):
        out["properties"] = {name: _walk(sub, rewrite, depth + 1) for name, sub in out["properties"].items()}
    for key in ("items", "additionalProperties", "not"):
        if isinstance(out.get(key), dict):
            out[key] = _walk(out[key], rewrite, depth)
    for key in _SCHEMA_LISTS:
        if isinstance(out.get(key), list):
            out[key] = [_walk(sub, rewrite, depth) for sub in out[key]]
    return rewrite(out, depth)


def _without(node: Schema, *keys: str) -> Schema:
    return {key: value for key, value in node.items() if key not in keys}


def _without_examples(node: Schema, depth: int) -> Schema:
    node = _without(node, "examples", "example", "title", *(("default",) if depth > 1 else ()))
    properties = node.get("properties")
    if isinstance(properties, dict):
        required = set(node.get("required") or ())
        node["properties"] = {
            name: sub
            for name, sub in properties.items()
            if name in required or not (isinstance(sub, dict) and sub.get("readOnly") is True)
        }
    return node


def _capped_enum(node: Schema, depth: int) -> Schema:
    values = node.get("enum")
    if not isinstance(values, list) or len(values) <= _ENUM_LIMIT:
        return node
    shown = ", ".join(json.dumps(value, ensure_ascii=False) for value in values[:_ENUM_SHOWN])
    note = f"One of {len(values)} values, e.g. {shown}."
    out = _without(node, "enum")
    out.setdefault("type", "string")
    out["description"] = _joined(node.get("description"), note)
    return out


def _first_sentence(node: Schema, depth: int) -> Schema:
    description = node.get("description")
    if not isinstance(description, str) or len(description) <= _SHORT_DESCRIPTION:
        return node
    return {**node, "description": summary(description, limit=1)}


def _collapser(limit: int) -> Callable[[Schema, int], Schema]:
    def collapse(node: Schema, depth: int) -> Schema:
        if depth <= limit or not _has_structure(node):
            return node
        kept: Schema = {key: node[key] for key in ("type", "description") if key in node}
        count = len(node.get("properties") or {})
        kind = "object" if node.get("type", "object") == "object" or "properties" in node else node.get("type")
        kept.setdefault("type", kind)
        what = f"{count} properties" if count else "its structure"
        kept["description"] = _joined(kept.get("description"), f"({what} left out)")
        return kept

    return collapse


def _has_structure(node: Schema) -> bool:
    return any(key in node for key in ("properties", "items", "additionalProperties", *_SCHEMA_LISTS))


def _joined(description: Any, note: str) -> str:
    return f"{description} {note}" if isinstance(description, str) and description else note
