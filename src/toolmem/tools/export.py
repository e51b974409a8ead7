"""Write tools in the formats model providers and MCP clients expect.

An export is what goes into a prompt, so it is made valid and small: names follow each target's
rules through one mapping for the whole set (:mod:`toolmem.tools.names`, mapped back with
:meth:`ExportReport.id_of`), schemas are converted to JSON Schema 2020-12
(:mod:`toolmem.tools.schema`; OpenAI strict mode on request) and each parameter schema is fitted
into a token budget (:mod:`toolmem.tools.budget`, 1,000 tokens unless told otherwise; ``None``
keeps it whole). The ``toolmem`` format is the stored tool, unchanged. Descriptions — the tool's
and those inside its schema — are sent as text: HTML from an API's documentation (Stripe's
``<p>Create a refund.</p>``) is reduced to its words, paragraphs and list items
(:func:`~toolmem.text.tool_texts.html_to_text`); ``keep_html=True`` sends them as stored.

Example:
    >>> from toolmem.records import Tool
    >>> export_tools([Tool(id="add", name="add", description="Add numbers.")], "anthropic")
    [{'name': 'add', 'description': 'Add numbers.', 'input_schema': {'type': 'object', 'properties': {}}}]
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from toolmem.errors import ValidationError
from toolmem.records import Tool
from toolmem.text.tokens import count_tokens
from toolmem.text.tool_texts import html_to_text
from toolmem.tools.budget import DEFAULT_SCHEMA_BUDGET, SchemaFit, fit_schema
from toolmem.tools.names import NAME_RULES, ExportNames
from toolmem.tools.schema import to_json_schema, to_strict_schema

__all__ = [
    "EXPORT_FORMATS",
    "ExportEntry",
    "ExportReport",
    "export_report",
    "export_tools",
    "full_schema_uri",
    "provider_name",
    "to_anthropic",
    "to_mcp",
    "to_openai",
]

EXPORT_FORMATS: tuple[str, ...] = ("openai", "anthropic", "mcp", "toolmem")
TOOL_URI_PREFIX = "toolmem://tools/"


def full_schema_uri(tool_id: str) -> str:
    """Where the full definition of a tool is served (the MCP resource ``toolmem://tools/{id}``)."""
    return TOOL_URI_PREFIX + quote(tool_id, safe="")


def provider_name(name: str) -> str:
    """Return ``name`` made valid for OpenAI and Anthropic: ``^[a-zA-Z0-9_-]{1,64}$``.

    Runs of other characters become ``_``; a name still too long keeps its head and tail around a
    short digest of the original. For a set of tools use :class:`~toolmem.tools.names.ExportNames`,
    which also keeps the names distinct.

    Example:
        >>> provider_name("weather.get forecast")
        'weather_get_forecast'
    """
    return ExportNames.assign([Tool(id=name, name=name)], "openai").name_of(name)


@dataclass(frozen=True)
class ExportEntry:
    """How one tool was exported.

    Attributes:
        id: the tool's id.
        name: the name it was exported under.
        fit: its parameter schema's fit into the budget (``None`` for the ``toolmem`` format).
    """

    id: str
    name: str
    fit: SchemaFit | None = None

    def to_dict(self) -> dict[str, Any]:
        """The entry as plain data."""
        return {"id": self.id, "name": self.name, **(self.fit.to_dict() if self.fit is not None else {})}


@dataclass(frozen=True)
class ExportReport:
    """An export: the tools to send, and how each was named and fitted.

    Attributes:
        format: ``openai``, ``anthropic``, ``mcp`` or ``toolmem``.
        tools: the exported tools, in the order given.
        entries: one per tool, in the same order.
    """

    format: str
    tools: list[dict[str, Any]]
    entries: list[ExportEntry] = field(default_factory=list)

    def id_of(self, name: str) -> str | None:
        """The id of the tool exported as ``name`` (a name the model called), or ``None``."""
        return next((entry.id for entry in self.entries if entry.name == name), None)

    def prompt_tokens(self) -> list[int]:
        """What each exported tool costs in a prompt: the tokens (o200k_base) of its JSON, in order."""
        return [count_tokens(json.dumps(tool, ensure_ascii=False)) for tool in self.tools]

    def to_dict(self) -> dict[str, Any]:
        """The report as plain data."""
        return {"format": self.format, "tools": self.tools, "report": [entry.to_dict() for entry in self.entries]}


def to_openai(
    tool: Tool,
    *,
    strict: bool = False,
    name: str | None = None,
    budget: int | None = DEFAULT_SCHEMA_BUDGET,
    keep_html: bool = False,
) -> dict[str, Any]:
    """Return the tool as an OpenAI Chat Completions function tool.

    Args:
        tool: the tool.
        strict: mark it ``"strict": true`` and make the schema acceptable to strict mode: every
            object closed (``additionalProperties: false``) with all its properties required, the
            optional ones made nullable so the model can still leave them out, and no ``default``.
        name: the name to export it under (default: its name made valid).
        budget: the most tokens its parameter schema may take; ``None``: no limit.
        keep_html: send descriptions as stored, HTML and all (by default it is reduced to text).
    """
    return _exported(tool, "openai", name, budget, strict, keep_html)[0]


def to_anthropic(
    tool: Tool, *, name: str | None = None, budget: int | None = DEFAULT_SCHEMA_BUDGET, keep_html: bool = False
) -> dict[str, Any]:
    """Return the tool as an Anthropic Messages API tool."""
    return _exported(tool, "anthropic", name, budget, False, keep_html)[0]


def to_mcp(
    tool: Tool, *, name: str | None = None, budget: int | None = DEFAULT_SCHEMA_BUDGET, keep_html: bool = False
) -> dict[str, Any]:
    """Return the tool as an MCP ``Tool``, with ``title``, ``annotations`` and ``outputSchema`` kept."""
    return _exported(tool, "mcp", name, budget, False, keep_html)[0]


def export_report(
    tools: Iterable[Tool],
    format: str,
    *,
    budget: int | None = DEFAULT_SCHEMA_BUDGET,
    strict: bool = False,
    keep_html: bool = False,
) -> ExportReport:
    """Export tools in one format and say how each was named and fitted.

    Args:
        tools: the tools, in the order to export them.
        format: ``openai``, ``anthropic``, ``mcp`` or ``toolmem``.
        budget: the most tokens each parameter schema may take; ``None``: no limit.
        strict: OpenAI strict-mode schemas (``openai`` only).
        keep_html: send descriptions as stored; by default their HTML is reduced to text.

    Raises:
        ValidationError: the format is unknown, the budget is not positive, or ``strict`` is asked of
            another format than ``openai``.
    """
    if format not in EXPORT_FORMATS:
        raise ValidationError("format", f"unknown export format {format!r}; choose one of: {', '.join(EXPORT_FORMATS)}")
    if budget is not None and (isinstance(budget, bool) or not isinstance(budget, int) or budget < 1):
        raise ValidationError("budget", f"must be a positive number of tokens or None, got {budget!r}")
    if strict and format != "openai":
        raise ValidationError("strict", f"strict schemas are OpenAI's; the {format!r} format has no strict mode")
    tools = list(tools)
    if format == "toolmem":
        return ExportReport(format, [tool.to_dict() for tool in tools], [ExportEntry(t.id, t.name) for t in tools])
    names = ExportNames.assign(tools, format) if format in NAME_RULES else None
    exported, entries = [], []
    for tool in tools:
        name = names.name_of(tool.id) if names is not None else tool.name
        data, fit = _exported(tool, format, name, budget, strict, keep_html)
        exported.append(data)
        entries.append(ExportEntry(tool.id, name, fit))
    return ExportReport(format, exported, entries)


def export_tools(
    tools: Iterable[Tool],
    format: str,
    *,
    budget: int | None = DEFAULT_SCHEMA_BUDGET,
    strict: bool = False,
    keep_html: bool = False,
) -> list[dict[str, Any]]:
    """Return every tool in one format: ``openai``, ``anthropic``, ``mcp`` or ``toolmem``.

    The tools of :func:`export_report`; see it for the arguments.

    Raises:
        ValidationError: the format is not one of :data:`EXPORT_FORMATS`, or the budget is invalid.
    """
    return export_report(tools, format, budget=budget, strict=strict, keep_html=keep_html).tools


def _exported(
    tool: Tool, target: str, name: str | None, budget: int | None, strict: bool, keep_html: bool
) -> tuple[dict[str, Any], SchemaFit]:
    schema = to_strict_schema(tool.parameters) if strict else to_json_schema(tool.parameters)
    if not isinstance(schema, dict):
        schema = {"type": "object", "properties": {}}
    if not keep_html:
        schema = _text_descriptions(schema)
    fit = fit_schema(schema, budget if budget is not None else 1 << 62, full_schema_hint=full_schema_uri(tool.id))
    exported_name = name if name is not None else ExportNames.assign([tool], target).name_of(tool.id)
    description = tool.description if keep_html else html_to_text(tool.description)
    return _BUILDERS[target](tool, exported_name, description, fit.schema, strict), fit


# Keywords whose values are data, not schemas: a "description" inside them is left alone.
_DATA_KEYWORDS = frozenset({"default", "const", "enum", "examples", "example"})


def _text_descriptions(schema: Any) -> Any:
    """``schema`` with the HTML of every ``description`` reduced to text (a copy)."""
    if isinstance(schema, list):
        return [_text_descriptions(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    return {
        key: html_to_text(value)
        if key == "description" and isinstance(value, str)
        else value
        if key in _DATA_KEYWORDS
        else _text_descriptions(value)
        for key, value in schema.items()
    }


def _openai(tool: Tool, name: str, description: str, schema: dict[str, Any], strict: bool) -> dict[str, Any]:
    function: dict[str, Any] = {"name": name, "description": description, "parameters": schema}
    if strict:
        function["strict"] = True
    return {"type": "function", "function": function}


def _anthropic(tool: Tool, name: str, description: str, schema: dict[str, Any], strict: bool) -> dict[str, Any]:
    return {"name": name, "description": description, "input_schema": schema}


def _mcp(tool: Tool, name: str, description: str, schema: dict[str, Any], strict: bool) -> dict[str, Any]:
    result: dict[str, Any] = {"name": name, "description": description, "inputSchema": schema}
    title = tool.metadata.get("title")
    if isinstance(title, str):
        result["title"] = title
    output = tool.metadata.get("output_schema")
    if isinstance(output, Mapping):
        result["outputSchema"] = to_json_schema(output)
    annotations = tool.metadata.get("annotations")
    if isinstance(annotations, Mapping):
        result["annotations"] = _plain(annotations)
    return result


_BUILDERS: dict[str, Callable[[Tool, str, str, dict[str, Any], bool], dict[str, Any]]] = {
    "openai": _openai,
    "anthropic": _anthropic,
    "mcp": _mcp,
}


def _plain(value: Any) -> Any:
    """A deep copy as plain JSON containers, so callers may change it and serialise it."""
    if isinstance(value, Mapping):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value
