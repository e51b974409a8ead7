"""The catalogue's stored record (its repository is :class:`toolmem.stores.sql.tools.ToolRepository`)."""

from __future__ import annotations

from dataclasses import dataclass

from toolmem.records import Tool

__all__ = ["StoredTool"]


@dataclass(frozen=True)
class StoredTool:
    """A tool with the hash of the text its vector was computed from."""

    tool: Tool
    text_hash: str
