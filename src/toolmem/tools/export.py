"""Write tools in the formats model providers and MCP clients expect.

Example:
    >>> from toolmem.models import Tool
    >>> export_tools([Tool(id="add", name="add", description="Add numbers.")], "anthropic")
    [{'name': 'add', 'description': 'Add numbers.', 'input_schema': {'type': 'object', 'properties': {}}}]
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from toolmem.errors import ConfigError
from toolmem.models import Tool

__all__ = ["EXPORT_FORMATS", "export_tools", "provider_name", "to_anthropic", "to_mcp", "to_openai"]

EXPORT_FORMATS: tuple[str, ...] = ("openai", "anthropic", "mcp", "toolmem")

_MAX_NAME = 64
_INVALID_NAME = re.compile(r"[^A-Za-z0-9_-]+")
_DIGEST_LENGTH = 8
# Keywords whose value is one schema, a map of name -> schema, or a list of schemas.
_SUBSCHEMA = ("items", "not", "contains")
_SUBSCHEMA_MAPS = ("properties", "$defs", "definitions", "patternProperties")
_SUBSCHEMA_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems")


def provider_name(name: str) -> str:
    """Return ``name`` made valid for OpenAI, Anthropic and MCP: ``^[a-zA-Z0-9_-]{1,64}$``.

    Runs of other characters become ``_``. A name that is still too long, or has nothing left, gets
    a short digest of the original so that distinct names stay distinct.

    Example:
        >>> provider_name("weather.get forecast")
        'weather_get_forecast'
    """
    cleaned = _INVALID_NAME.sub("_", name)
    if cleaned != name:
        cleaned = cleaned.strip("_")
    if cleaned and len(cleaned) <= _MAX_NAME:
        return cleaned
    digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:_DIGEST_LENGTH]
    prefix = (cleaned or "tool")[: _MAX_NAME - _DIGEST_LENGTH - 1]
    return f"{prefix}_{digest}"


def to_openai(tool: Tool, *, strict: bool = False) -> dict[str, Any]:
    """Return the tool as an OpenAI Chat Completions function tool.

    Args:
        tool: the tool.
        strict: mark it ``"strict": true`` and make the schema acceptable to strict mode: every
            object closed (``additionalProperties: false``) with all its properties required, the
            optional ones made nullable so the model can still leave them out, and no ``default``.
    """
    parameters = _strict_schema(tool.parameters) if strict else _plain(tool.parameters)
    function: dict[str, Any] = {
        "name": provider_name(tool.name),
        "description": tool.description,
        "parameters": parameters,
    }
    if strict:
        function["strict"] = True
    return {"type": "function", "function": function}


def to_anthropic(tool: Tool) -> dict[str, Any]:
    """Return the tool as an Anthropic Messages API tool."""
    return {
        "name": provider_name(tool.name),
        "description": tool.description,
        "input_schema": _plain(tool.parameters),
    }


def to_mcp(tool: Tool) -> dict[str, Any]:
    """Return the tool as an MCP ``Tool``, with ``title`` and ``annotations`` kept from its metadata."""
    result: dict[str, Any] = {
        "name": provider_name(tool.name),
        "description": tool.description,
        "inputSchema": _plain(tool.parameters),
    }
    title = tool.metadata.get("title")
    if isinstance(title, str):
        result["title"] = title
    annotations = tool.metadata.get("annotations")
    if isinstance(annotations, Mapping):
        result["annotations"] = _plain(annotations)
    return result


def _to_toolmem(tool: Tool) -> dict[str, Any]:
    return tool.to_dict()


_EXPORTERS: dict[str, Callable[[Tool], dict[str, Any]]] = {
    "openai": to_openai,
    "anthropic": to_anthropic,
    "mcp": to_mcp,
    "toolmem": _to_toolmem,
}


def export_tools(tools: Iterable[Tool], format: str) -> list[dict[str, Any]]:
    """Return every tool in one format: ``openai``, ``anthropic``, ``mcp`` or ``toolmem``.

    Raises:
        ConfigError: the format is not one of :data:`EXPORT_FORMATS`.
    """
    exporter = _EXPORTERS.get(format)
    if exporter is None:
        raise ConfigError(f"unknown export format {format!r}; choose one of: {', '.join(EXPORT_FORMATS)}")
    return [exporter(tool) for tool in tools]


def _plain(value: Any) -> Any:
    """A deep copy as plain JSON containers, so callers may change it and serialise it."""
    if isinstance(value, Mapping):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


def _strict_schema(schema: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of ``schema`` that OpenAI's strict mode accepts."""
    result: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "default":
            continue
        if key in _SUBSCHEMA and isinstance(value, Mapping):
            result[key] = _strict_schema(value)
        elif key in _SUBSCHEMA_MAPS and isinstance(value, Mapping):
            result[key] = {name: _strict_or_plain(sub) for name, sub in value.items()}
        elif key in _SUBSCHEMA_LISTS and isinstance(value, list):
            result[key] = [_strict_or_plain(sub) for sub in value]
        else:
            result[key] = _plain(value)
    if _is_object(result):
        _close(result)
    return result


def _strict_or_plain(value: Any) -> Any:
    return _strict_schema(value) if isinstance(value, Mapping) else _plain(value)


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
