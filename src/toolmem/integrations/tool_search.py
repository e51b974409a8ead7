"""The providers' own tool search, answered by toolmem: Anthropic's Messages API and OpenAI's Responses API.

Both keep the tool list of a request the same on every turn, so the provider's prompt cache holds,
while the model still reaches any tool of a large catalogue:

* **Anthropic** — :meth:`AnthropicToolSearch.tools` sends every tool with ``defer_loading: true``
  (its schema is not put in the prompt) and one client tool, ``search_tools``, that is not
  deferred. When the model calls it, :meth:`AnthropicToolSearch.answer` returns the
  ``tool_result`` whose content is one ``tool_reference`` block per tool toolmem found; the API
  then loads those tools' definitions and the model can call them.
* **OpenAI Responses** — :meth:`OpenAIToolSearch.tools` sends a client-executed ``tool_search``
  tool (``execution: "client"``). When the model emits a ``tool_search_call``,
  :meth:`OpenAIToolSearch.answer` returns the ``tool_search_output`` item holding the definitions
  of the tools toolmem found, to add to the next request's input.

Either way :meth:`record` puts each call the model then makes into experience memory under the
tool's id, so search learns. No extra is needed: the requests are plain JSON for any client.

Example:
    >>> search = AnthropicToolSearch(mem, k=5)  # doctest: +SKIP
    >>> reply = client.messages.create(model=..., tools=search.tools(), messages=messages)  # doctest: +SKIP
    >>> results = [search.answer(block) for block in reply.content if search.is_search(block)]  # doctest: +SKIP
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import Any

from toolmem.errors import ValidationError
from toolmem.integrations.selector import DEFAULT_K, ToolSelector
from toolmem.memory import Memory
from toolmem.tools.export import ExportReport

__all__ = ["SEARCH_DESCRIPTION", "SEARCH_PARAMETERS", "AnthropicToolSearch", "OpenAIToolSearch"]

SEARCH_DESCRIPTION = (
    "Search the catalogue for the tools that can do what you need. Describe the task in words; the tools "
    "found become available to call."
)
SEARCH_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {"query": {"type": "string", "description": "What the tool should do, in words."}},
    "required": ["query"],
}


class _ToolSearch:
    """What both providers share: the exported catalogue, search by query, recording by exported name."""

    format = "openai"

    def __init__(self, mem: Memory, *, k: int = DEFAULT_K, ids: Sequence[str] | None = None) -> None:
        self.selector = ToolSelector(mem, k=k, plans=False)
        self.ids = list(ids) if ids is not None else None

    @cached_property
    def export(self) -> ExportReport:
        """The catalogue (or ``ids``) exported once: the same names and schemas on every request."""
        report = self.selector.mem.tools.export_report(self.format, self.ids)
        self.selector.runnable.update(entry.id for entry in report.entries)
        return report

    def search(self, query: str, requests: Sequence[str] = ()) -> list[str]:
        """The exported names of the tools that fit ``query`` (read after the conversation's ``requests``)."""
        names = {entry.id: entry.name for entry in self.export.entries}
        return [names[tool_id] for tool_id in self.selector.select([*requests, query], runnable=names)]

    def record(
        self,
        name: str,
        request: str,
        arguments: Any,
        output: Any,
        *,
        success: bool = True,
        seconds: float = 0.0,
        error: str | None = None,
    ) -> None:
        """Record a call of the tool exported as ``name``; a name outside the catalogue is ignored."""
        tool_id = self.export.id_of(name)
        if tool_id is not None:
            self.selector.record(tool_id, request, arguments, output, success=success, seconds=seconds, error=error)


class AnthropicToolSearch(_ToolSearch):
    """Anthropic Messages API tool search: deferred tools and a client-side search answered with
    ``tool_reference`` blocks.

    Args:
        mem: the workspace whose catalogue is offered.
        k: how many tools a search loads.
        ids: offer only these tools (default: the whole catalogue).
        name: the search tool's name.
    """

    format = "anthropic"

    def __init__(
        self, mem: Memory, *, k: int = DEFAULT_K, ids: Sequence[str] | None = None, name: str = "search_tools"
    ) -> None:
        super().__init__(mem, k=k, ids=ids)
        self.name = name

    def tools(self) -> list[dict[str, Any]]:
        """The request's ``tools``: the search tool, then every tool with ``defer_loading: true``."""
        search = {"name": self.name, "description": SEARCH_DESCRIPTION, "input_schema": SEARCH_PARAMETERS}
        return [search, *({**tool, "defer_loading": True} for tool in self.export.tools)]

    def is_search(self, block: Any) -> bool:
        """Whether a response content block is a call of the search tool."""
        data = _plain(block)
        return data.get("type") == "tool_use" and data.get("name") == self.name

    def answer(self, block: Any, requests: Sequence[str] = ()) -> dict[str, Any]:
        """The ``tool_result`` for a call of the search tool: a ``tool_reference`` per tool found.

        Raises:
            ValidationError: the block is not a call of the search tool, or has no query.
        """
        data = _plain(block)
        if not self.is_search(data):
            raise ValidationError("block", f"is not a tool_use block calling {self.name!r}")
        query = _query(data.get("input"))
        references = [{"type": "tool_reference", "tool_name": name} for name in self.search(query, requests)]
        result: dict[str, Any] = {"type": "tool_result", "tool_use_id": data.get("id", "")}
        if references:
            result["content"] = references
        else:
            result["content"] = [{"type": "text", "text": f"No tool fits {query!r}; try other words."}]
        return result


class OpenAIToolSearch(_ToolSearch):
    """OpenAI Responses API tool search executed by the client: ``tool_search_call`` answered with a
    ``tool_search_output`` holding the definitions of the tools found.

    Args:
        mem: the workspace whose catalogue is offered.
        k: how many tools a search loads.
        ids: offer only these tools (default: the whole catalogue).
    """

    def tools(self) -> list[dict[str, Any]]:
        """The request's ``tools``: the client-executed tool search (the found tools come as its output)."""
        search = {"type": "tool_search", "execution": "client", "description": SEARCH_DESCRIPTION}
        return [{**search, "parameters": SEARCH_PARAMETERS}]

    def is_search(self, item: Any) -> bool:
        """Whether a response output item is a client tool search call."""
        data = _plain(item)
        return data.get("type") == "tool_search_call" and data.get("execution", "client") == "client"

    def answer(self, item: Any, requests: Sequence[str] = ()) -> dict[str, Any]:
        """The ``tool_search_output`` input item for a ``tool_search_call``: the found tools as function tools.

        Raises:
            ValidationError: the item is not a client tool search call, or has no query.
        """
        data = _plain(item)
        if not self.is_search(data):
            raise ValidationError("item", "is not a tool_search_call executed by the client")
        arguments = data.get("arguments")
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments)
            except json.JSONDecodeError as exc:
                raise ValidationError("arguments", f"must be a JSON object, got {arguments!r}") from exc
        by_name = {tool["function"]["name"]: tool["function"] for tool in self.export.tools}
        functions = [{"type": "function", **by_name[name]} for name in self.search(_query(arguments), requests)]
        return {
            "type": "tool_search_output",
            "call_id": data.get("call_id"),
            "execution": "client",
            "status": "completed",
            "tools": functions,
        }


def _plain(value: Any) -> dict[str, Any]:
    """A block or item as a dict (the SDKs give pydantic models, plain clients give dicts)."""
    if isinstance(value, Mapping):
        return dict(value)
    dump = getattr(value, "model_dump", None)
    return dict(dump(mode="json")) if callable(dump) else {}


def _query(arguments: Any) -> str:
    query = arguments.get("query") if isinstance(arguments, Mapping) else None
    if not isinstance(query, str) or not query.strip():
        raise ValidationError("query", f"the search needs a non-empty query, got {query!r}")
    return query
