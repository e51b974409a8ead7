"""Read tools from the plain JSON formats agents and providers use.

Accepted tool objects: toolmem's own format, aumai-toolretrieval's ``ToolRecord``, OpenAI function
calling (Chat Completions, legacy ``functions`` and the flat Responses API shape), Anthropic tools
and MCP tools. Accepted documents: an array of tools, a single tool, ``{"tools": [...]}`` (an MCP
``tools/list`` result or a provider request), ``{"functions": [...]}`` and a JSON-RPC response
whose ``result`` holds ``tools``.

Formats without ids of their own (OpenAI, Anthropic, MCP) take the tool's name as its id, qualified
by the namespace when one is given (``<namespace>.<name>``); every tool read with a namespace
records it in ``metadata["namespace"]``, unless it already names its own.

Example:
    >>> [tool] = tools_from_document({"tools": [{"name": "add", "inputSchema": {"type": "object"}}]})
    >>> tool.id, tool.source
    ('add', 'mcp')
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Mapping
from typing import Any

from toolmem.errors import IngestError
from toolmem.records import EMPTY_PARAMETERS, Tool
from toolmem.tools.namespaces import qualify

__all__ = ["detect_format", "tool_from_item", "tools_from_document"]

_ACCEPTED_TOOLS = (
    "a tool must be one of: toolmem {id, name, description, parameters}, "
    "aumai {tool_id, name, description, capabilities}, "
    'OpenAI {type: "function", function: {name, parameters}} or {name, parameters}, '
    "Anthropic {name, input_schema}, MCP {name, inputSchema}"
)
_ACCEPTED_DOCUMENTS = (
    'expected an array of tools, a single tool, {"tools": [...]}, {"functions": [...]} '
    'or a JSON-RPC response {"jsonrpc": "2.0", "result": {"tools": [...]}}'
)


def detect_format(item: Mapping[str, Any]) -> str | None:
    """Name the format of one tool object, or return ``None`` if it is none of them.

    Returns:
        ``"toolmem"``, ``"aumai"``, ``"openai"``, ``"anthropic"``, ``"mcp"`` or ``None``.
    """
    if not isinstance(item, Mapping):
        return None
    if "tool_id" in item:
        return "aumai"
    if item.get("type") == "function":
        return "openai"
    if "id" in item and "name" in item:
        return "toolmem"
    if "input_schema" in item:
        return "anthropic"
    if "inputSchema" in item:
        return "mcp"
    if "name" in item and "parameters" in item:
        return "openai"
    return None


def tool_from_item(item: Any, *, path: str | None = None, location: str = "", namespace: str = "") -> Tool:
    """Convert one tool object in any accepted format.

    Args:
        item: the decoded JSON object.
        path: the file it came from, for error messages.
        location: its JSON pointer within that file, for error messages.
        namespace: the source it belongs to (see :mod:`toolmem.tools.namespaces`), or ``""``.

    Raises:
        IngestError: the object is of no accepted format or a field has the wrong type.
    """
    return _placed(_convert(item, path, location, None, namespace), namespace)


def tools_from_document(document: Any, *, path: str | None = None, namespace: str = "") -> list[Tool]:
    """Convert a whole decoded JSON document: an array, one tool or a known wrapper.

    Raises:
        IngestError: the document or one of its tools is malformed; ``location`` points at it.
    """
    return [
        _placed(_convert(item, path, location, fallback, namespace), namespace)
        for item, location, fallback in _items(document, path)
    ]


def _placed(tool: Tool, namespace: str) -> Tool:
    """The tool recorded under ``namespace``, unless it names its own."""
    return tool if not namespace or tool.namespace else tool.in_namespace(namespace)


def _items(document: Any, path: str | None) -> list[tuple[Any, str, str | None]]:
    """List ``(item, location, fallback format)`` for every tool of a document."""
    if isinstance(document, list):
        return _array_items(document, "", path, None)
    if not isinstance(document, Mapping):
        raise IngestError(f"{_ACCEPTED_DOCUMENTS}, got {_quote(document)}", path=path, location="")
    if detect_format(document) is not None:
        return [(document, "", None)]
    if "jsonrpc" in document or "result" in document:
        return _jsonrpc_items(document, path)
    if "tools" in document:
        return _array_items(document["tools"], "/tools", path, None)
    if "functions" in document:
        # Everything in a legacy ``functions`` list is an OpenAI function, even without parameters.
        return _array_items(document["functions"], "/functions", path, "openai")
    raise IngestError(
        f"unrecognised tool document with keys {_keys(document)}; {_ACCEPTED_DOCUMENTS}; {_ACCEPTED_TOOLS}",
        path=path,
        location="",
    )


def _jsonrpc_items(document: Mapping[str, Any], path: str | None) -> list[tuple[Any, str, str | None]]:
    if "error" in document:
        raise IngestError(
            f"the JSON-RPC response is an error, not a tool list: {_quote(document['error'])}",
            path=path,
            location="/error",
        )
    result = document.get("result")
    if not isinstance(result, Mapping) or "tools" not in result:
        raise IngestError(
            f"a JSON-RPC response must have a result object with a tools array, got {_quote(result)}",
            path=path,
            location="/result",
        )
    return _array_items(result["tools"], "/result/tools", path, None)


def _array_items(
    value: Any, location: str, path: str | None, fallback: str | None
) -> list[tuple[Any, str, str | None]]:
    if not isinstance(value, list):
        raise IngestError(f"expected an array of tools, got {_quote(value)}", path=path, location=location)
    return [(item, f"{location}/{index}", fallback) for index, item in enumerate(value)]


def _convert(item: Any, path: str | None, location: str, fallback: str | None, namespace: str) -> Tool:
    if not isinstance(item, Mapping):
        raise IngestError(f"a tool must be a JSON object, got {_quote(item)}", path=path, location=location)
    fmt = detect_format(item) or (fallback if "name" in item else None)
    if fmt is None:
        raise IngestError(
            f"unrecognised tool format with keys {_keys(item)}; {_ACCEPTED_TOOLS}",
            path=path,
            location=location,
        )
    try:
        tool = _CONVERTERS[fmt](item, path, location)
    except IngestError as exc:
        if exc.location is not None:
            raise
        # Raised by Tool itself, which knows nothing of files: say where the tool was.
        raise IngestError(exc.reason, path=path, location=location) from exc
    if fmt in _WITHOUT_IDS and namespace and not tool.namespace:
        try:
            return tool.in_namespace(namespace, tool_id=qualify(namespace, tool.id))
        except IngestError as exc:
            raise IngestError(exc.reason, path=path, location=location) from exc
    return tool


def _from_toolmem(item: Mapping[str, Any], path: str | None, location: str) -> Tool:
    _schema(item, "parameters", path, location)
    _text(item, "description", path, location)
    return Tool.from_dict(item)


def _from_aumai(item: Mapping[str, Any], path: str | None, location: str) -> Tool:
    description = _text(item, "description", path, location)
    capabilities = _strings(item, "capabilities", path, location)
    metadata: dict[str, Any] = {}
    if capabilities:
        # Searchable with the description; the description as written is kept for aumai's output.
        metadata["description"] = description
        description = f"{_sentence(description)} Capabilities: {', '.join(capabilities)}.".lstrip()
        metadata["capabilities"] = capabilities
    return Tool(
        id=_text(item, "tool_id", path, location, required=True),
        name=_text(item, "name", path, location, required=True),
        description=description,
        tags=tuple(_strings(item, "tags", path, location)),
        source="json",
        metadata=metadata,
    )


def _from_openai(item: Mapping[str, Any], path: str | None, location: str) -> Tool:
    body: Any = item
    if "function" in item:
        body, location = item["function"], f"{location}/function"
        if not isinstance(body, Mapping):
            raise IngestError(
                f"'function' must be an object with name and parameters, got {_quote(body)}",
                path=path,
                location=location,
            )
    metadata = {"strict": body["strict"]} if isinstance(body.get("strict"), bool) else {}
    return _named_tool(body, "parameters", "openai", metadata, path, location)


def _from_anthropic(item: Mapping[str, Any], path: str | None, location: str) -> Tool:
    return _named_tool(item, "input_schema", "anthropic", {}, path, location)


def _from_mcp(item: Mapping[str, Any], path: str | None, location: str) -> Tool:
    metadata: dict[str, Any] = {}
    if item.get("title") is not None:
        metadata["title"] = _text(item, "title", path, location)
    if item.get("annotations") is not None:
        metadata["annotations"] = _object(item, "annotations", path, location)
    if item.get("outputSchema") is not None:
        metadata["output_schema"] = _object(item, "outputSchema", path, location)
    return _named_tool(item, "inputSchema", "mcp", metadata, path, location)


def _named_tool(
    body: Mapping[str, Any],
    schema_key: str,
    source: str,
    metadata: dict[str, Any],
    path: str | None,
    location: str,
) -> Tool:
    """Build a tool for formats without an id: the name is the id."""
    name = _text(body, "name", path, location, required=True)
    return Tool(
        id=name,
        name=name,
        description=_text(body, "description", path, location),
        parameters=_schema(body, schema_key, path, location),
        source=source,
        metadata=metadata,
    )


# Formats whose tools have no id: the name stands in, qualified by the namespace.
_WITHOUT_IDS = frozenset({"openai", "anthropic", "mcp"})
_CONVERTERS: dict[str, Callable[[Mapping[str, Any], str | None, str], Tool]] = {
    "toolmem": _from_toolmem,
    "aumai": _from_aumai,
    "openai": _from_openai,
    "anthropic": _from_anthropic,
    "mcp": _from_mcp,
}


def _text(item: Mapping[str, Any], key: str, path: str | None, location: str, *, required: bool = False) -> str:
    """Return a string field; a missing optional one is ``""``."""
    if required and key not in item:
        raise IngestError(f"missing required field {key!r}", path=path, location=location)
    value = item.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        kind = "a non-empty string" if required else "a string"
        raise IngestError(f"{key!r} must be {kind}, got {_quote(value)}", path=path, location=f"{location}/{key}")
    return value


def _strings(item: Mapping[str, Any], key: str, path: str | None, location: str) -> list[str]:
    """Return a list-of-strings field; a missing one is empty."""
    value = item.get(key)
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise IngestError(
            f"{key!r} must be an array of strings, got {_quote(value)}",
            path=path,
            location=f"{location}/{key}",
        )
    return list(value)


def _object(item: Mapping[str, Any], key: str, path: str | None, location: str) -> dict[str, Any]:
    value = item[key]
    if not isinstance(value, Mapping):
        raise IngestError(f"{key!r} must be an object, got {_quote(value)}", path=path, location=f"{location}/{key}")
    return dict(value)


def _schema(item: Mapping[str, Any], key: str, path: str | None, location: str) -> dict[str, Any]:
    """Return a JSON Schema field; a missing one means "no parameters"."""
    value = item.get(key)
    if value is None:
        return dict(EMPTY_PARAMETERS)
    if not isinstance(value, Mapping):
        raise IngestError(
            f"{key!r} must be a JSON Schema object, got {_quote(value)}",
            path=path,
            location=f"{location}/{key}",
        )
    return dict(value)


def _sentence(text: str) -> str:
    text = text.rstrip()
    return f"{text}." if text and text[-1] not in ".!?" else text


def _keys(item: Mapping[str, Any]) -> str:
    return "{" + ", ".join(sorted(str(k) for k in item)) + "}"


def _quote(value: Any) -> str:
    return reprlib.repr(value)
