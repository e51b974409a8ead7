"""Adding tools to a catalogue: what callers may pass, what changed, and what an add reports.

The catalogue (:mod:`toolmem.tools.catalogue`) calls these on its write paths (``add``,
``add_path``, ``sync``): :func:`parse_tools` turns dicts, :class:`~toolmem.records.Tool` objects and
callables into tools of a namespace, and :func:`changed_tools` decides which of them to write.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from toolmem.errors import IngestError
from toolmem.records import Tool
from toolmem.stores.base import text_key
from toolmem.stores.sql.tools import ToolRepository
from toolmem.stores.tools import StoredTool
from toolmem.tools.ingest.formats import tool_from_item
from toolmem.tools.ingest.python import tool_of
from toolmem.tools.namespaces import qualify

__all__ = ["AddReport", "ToolLike", "changed_tools", "parse_tools"]

ToolLike = Tool | Mapping[str, Any] | Callable[..., Any]


@dataclass
class AddReport:
    """What an :meth:`ToolCatalogue.add` or :meth:`ToolCatalogue.add_path` call changed.

    Attributes:
        added: ids of new tools.
        updated: ids of tools whose definition changed.
        unchanged: ids of tools already stored exactly so.
        removed: ids of tools removed (only from :meth:`ToolCatalogue.sync`, or ``add_path(...,
            replace=True)``).
        embedded: how many texts were sent to the embedder.
        renamed: ids qualified with their namespace (``get_me`` → ``spotify.get_me``) because a
            tool of another namespace already held them.
        files: the files read (only from :meth:`ToolCatalogue.add_path`).
        errors: files rejected as a whole (only from :meth:`ToolCatalogue.add_path`).
        notes: what was read but left out or cut (webhook-only specs, sub-schemas cut at the
            ``$ref`` cap), each prefixed by its file.
    """

    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    embedded: int = 0
    renamed: dict[str, str] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    errors: list[IngestError] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """The report as plain data; errors as their messages."""
        return {
            "added": self.added,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "removed": self.removed,
            "embedded": self.embedded,
            "renamed": self.renamed,
            "files": self.files,
            "errors": [str(error) for error in self.errors],
            "notes": self.notes,
        }

    def merge(self, part: AddReport) -> None:
        """Add the changes of another report of the same call to this one."""
        self.added += part.added
        self.updated += part.updated
        self.unchanged += part.unchanged
        self.removed += part.removed
        self.embedded += part.embedded
        self.renamed.update(part.renamed)


def parse_tools(tools: ToolLike | Iterable[ToolLike], namespace: str | None) -> list[Tool]:
    """Tools from anything :meth:`ToolCatalogue.add <toolmem.tools.catalogue.ToolCatalogue.add>`
    takes, recorded under ``namespace``; all are validated, and an id given twice is an error.

    Raises:
        IngestError: a tool is malformed or an id appears twice.
    """
    items: list[ToolLike] = [tools] if _is_single(tools) else list(tools)  # type: ignore[arg-type, list-item]
    parsed = [_as_tool(item, position, namespace or "") for position, item in enumerate(items)]
    counts = Counter(t.id for t in parsed)
    duplicates = sorted(tool_id for tool_id, count in counts.items() if count > 1)
    if duplicates:
        raise IngestError(f"tool id(s) given more than once: {', '.join(map(repr, duplicates))}")
    return parsed


def changed_tools(repository: ToolRepository, tools: list[Tool], report: AddReport) -> list[StoredTool]:
    """Sort tools into ``report`` (added, updated, unchanged, renamed); return those to write.

    An id another namespace already holds is qualified with the tool's own namespace instead of
    overwriting that source's tool; unchanged tools stored with an older text are written again
    so that their new text is embedded. Reads only the stored rows of these ids.
    """
    wanted = {t.id for t in tools} | {qualify(t.namespace, t.id) for t in tools if t.namespace}
    current = repository.hashes(sorted(wanted))
    clashing = [t.id for t in tools if t.namespace and current.get(t.id, t.content_hash) != t.content_hash]
    stored = repository.get(clashing) if clashing else {}
    changed: list[StoredTool] = []
    unchanged: list[StoredTool] = []
    for tool in tools:
        other = stored.get(tool.id)
        if other is not None and other.namespace and other.namespace != tool.namespace:
            qualified = qualify(tool.namespace, tool.id)
            report.renamed[tool.id] = qualified
            tool = tool.in_namespace(tool.namespace, tool_id=qualified)
        known = current.get(tool.id)
        item = StoredTool(tool, text_key(tool.embedding_text()))
        if known == tool.content_hash:
            report.unchanged.append(tool.id)
            unchanged.append(item)
            continue
        (report.updated if known else report.added).append(tool.id)
        changed.append(item)
    if unchanged:
        # Stored before the texts a tool is found by changed: write again to embed the new text.
        texts = repository.text_hashes([item.tool.id for item in unchanged])
        changed += [item for item in unchanged if texts.get(item.tool.id) != item.text_hash]
    return changed


def _is_single(value: object) -> bool:
    return isinstance(value, (Tool, Mapping)) or (callable(value) and not isinstance(value, (list, tuple)))


def _as_tool(item: ToolLike, position: int, namespace: str) -> Tool:
    if isinstance(item, Mapping):
        return tool_from_item(item, location=f"/{position}", namespace=namespace)
    if isinstance(item, Tool):
        tool = item
    elif callable(item):
        tool = tool_of(item)
    else:
        raise IngestError(f"item {position}: expected a Tool, a dict or a callable, got {type(item).__name__}")
    return tool.in_namespace(namespace) if namespace and not tool.namespace else tool
