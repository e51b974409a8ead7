"""AutoAgent's tool memory API (``ToolMemory``) over toolmem's catalogue, with its reranker built in.

AutoAgent keeps a table of RapidAPI-style APIs — columns ``Tool_Name``, ``Tool_Description``,
``API_Name``, ``API_Description``, ``Method``, ``API_Details``, ``Required_API_Key``,
``Platform`` (``Category`` too) — in a Chroma collection, queries it by embedding and has a chat
model rerank the top rows. Code written for it moves over by changing its import::

    from toolmem.compat.autoagent import ToolMemory

    memory = ToolMemory("tools.db")                   # or ToolMemory(mem) on an open memory
    memory.add_dataframe(df)                          # a pandas DataFrame, or a list of row dicts
    rows = memory.query_table("convert euros to yen", n_results=5)
    rows = memory.search("convert euros to yen", n_results=5, rerank=True)   # LLM rerank (needs llm=)

Rows come back as dicts with the same columns (a list of records rather than a DataFrame:
``pandas.DataFrame(rows)`` gives AutoAgent's shape back). Each row is one tool, id
``<tool>.<api>`` as for RapidAPI catalogues; search is toolmem's hybrid search and learns from
recorded calls.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from toolmem.compat.base import Wrapped
from toolmem.errors import IngestError
from toolmem.records import Tool
from toolmem.tools.ingest.rapidapi import standard_name

__all__ = ["COLUMNS", "ToolMemory"]

COLUMNS = (
    "Category",
    "Tool_Name",
    "Tool_Description",
    "API_Name",
    "API_Description",
    "Method",
    "API_Details",
    "Required_API_Key",
    "Platform",
)
_MAX_NAME = 64


class ToolMemory(Wrapped):
    """AutoAgent's ``ToolMemory`` on one toolmem workspace.

    Args:
        memory: an open memory, or a database path or URL to open (closed by :meth:`close`).
        workspace: the workspace, when opening.
        embedder: the embedder spec, when opening.
    """

    def add_dataframe(self, rows: Any) -> list[str]:
        """Add a table of APIs: a pandas DataFrame or any iterable of row dicts; the tool ids.

        Raises:
            IngestError: a row has no ``Tool_Name`` or ``API_Name`` (nothing is added).
        """
        records = rows.to_dict(orient="records") if hasattr(rows, "to_dict") else rows
        return self.add_rows(records)

    def add_rows(self, rows: Iterable[Mapping[str, Any]]) -> list[str]:
        """Add rows with AutoAgent's columns as tools; the tool ids (a row met twice is added once).

        Raises:
            IngestError: a row has no ``Tool_Name`` or ``API_Name`` (nothing is added).
        """
        tools: dict[str, Tool] = {}
        for number, row in enumerate(rows):
            tool = _tool(row, number)
            tools.setdefault(tool.id, tool)
        self.memory.tools.add(list(tools.values()))
        return list(tools)

    def search(self, query: str, n_results: int = 5, *, rerank: bool = False) -> list[dict[str, Any]]:
        """The ``n_results`` rows that best fit ``query``, best first; ``rerank`` has the memory's
        chat model rerank the top 20 (AutoAgent's ``ToolReranker``)."""
        hits = self.memory.tools.search(query, k=n_results, rerank=rerank)
        return [_row(hit.tool) for hit in hits]

    def query_table(self, query_text: str, n_results: int = 5) -> list[dict[str, Any]]:
        """AutoAgent's name for :meth:`search` without rerank."""
        return self.search(query_text, n_results)

    def peek_table(self, n_results: int = 20) -> list[dict[str, Any]]:
        """The first ``n_results`` rows, ordered by tool id."""
        return [_row(tool) for tool in self.memory.tools.list(limit=n_results)]


def _tool(row: Mapping[str, Any], number: int) -> Tool:
    if not isinstance(row, Mapping):
        raise IngestError(f"row {number}: expected a mapping of AutoAgent's columns, got {type(row).__name__}")
    cells = {column: _cell(row.get(column)) for column in COLUMNS}
    if not cells["Tool_Name"] or not cells["API_Name"]:
        raise IngestError(f"row {number}: Tool_Name and API_Name are required, got {cells['Tool_Name']!r}")
    tool, api = standard_name(cells["Tool_Name"]), standard_name(cells["API_Name"])
    description = cells["API_Description"] or f"{cells['API_Name']}."
    if cells["Tool_Description"]:
        description = f"{description} (from {cells['Tool_Name']}: {cells['Tool_Description']})"
    return Tool(
        id=f"{tool}.{api}",
        name=f"{api}_for_{tool}"[:_MAX_NAME],
        description=description,
        tags=(cells["Category"],) if cells["Category"] else (),
        source="autoagent",
        metadata={"autoagent": {column: value for column, value in cells.items() if value}},
    )


def _row(tool: Tool) -> dict[str, Any]:
    kept = tool.metadata.get("autoagent")
    if isinstance(kept, Mapping):
        return {column: kept.get(column, "") for column in COLUMNS}
    rapid = tool.metadata.get("rapidapi")
    about = rapid if isinstance(rapid, Mapping) else {}
    return {
        "Category": about.get("category") or (tool.tags[0] if tool.tags else ""),
        "Tool_Name": about.get("tool", ""),
        "Tool_Description": about.get("tool_description", ""),
        "API_Name": about.get("api", tool.name),
        "API_Description": tool.description,
        "Method": about.get("method", ""),
        "API_Details": dict(tool.parameters),
        "Required_API_Key": "",
        "Platform": "RapidAPI" if about else tool.source,
    }


def _cell(value: Any) -> str:
    if value is None or (isinstance(value, float) and value != value):  # pandas fills gaps with NaN
        return ""
    return " ".join(str(value).split())
