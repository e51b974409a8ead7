"""The tools behind the search index, in memory: a search's hits need no read from the store.

The catalogue's live index follows the store's change log (:mod:`toolmem.search.live`); the tool
records ride on the same log. Every row the index takes brings its :class:`~toolmem.records.Tool`, so
it is kept here by id; a removed id is dropped; a complete answer (a rebuild) starts afresh. A search
then turns its hits into tools from memory. Tools the index holds without a record here (an index
restored from a save: its documents came without their tools, or records pushed out by the bound)
are read from the store once, on the search that first needs them, and kept.

Records are shared, not copied: a hit's tool is the catalogue's record (a frozen dataclass; do not
change its ``parameters`` or ``metadata`` in place).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence

from toolmem.records import Tool

__all__ = ["DEFAULT_RECORDS", "ToolRecords"]

#: How many tools a catalogue keeps in memory at most (the least recently used go first): all of
#: any catalogue up to this size, the tools searches return beyond it.
DEFAULT_RECORDS = 50_000


class ToolRecords:
    """Tool records by id, kept current by the change log the search index follows.

    Args:
        capacity: the most records kept (least recently used dropped first).
    """

    def __init__(self, capacity: int = DEFAULT_RECORDS) -> None:
        self.capacity = capacity
        self.reads = 0
        """How many tools were read from the store because memory had no record of them."""
        self._records: OrderedDict[str, Tool] = OrderedDict()
        self._lock = threading.Lock()  # a server's threads search one catalogue

    def __len__(self) -> int:
        """How many records are kept."""
        return len(self._records)

    def apply(self, changed: Sequence[Tool], removed: Iterable[str], *, complete: bool = False) -> None:
        """Follow one update of the change log: keep the changed tools, drop the removed ids (and
        every record when ``complete``: the update holds every tool)."""
        with self._lock:
            if complete:
                self._records.clear()
                changed = changed[-self.capacity :]  # the rest would only be pushed out again
            for tool_id in removed:
                self._records.pop(tool_id, None)
            for tool in changed:
                self._records[tool.id] = tool
                self._records.move_to_end(tool.id)
            self._trim()

    def get(self, ids: Sequence[str], read: Callable[[Sequence[str]], dict[str, Tool]]) -> dict[str, Tool]:
        """The tools among ``ids`` that exist, by id: from memory, the others through ``read`` (the
        store), kept for the next search."""
        found: dict[str, Tool] = {}
        with self._lock:
            for tool_id in ids:
                tool = self._records.get(tool_id)
                if tool is not None:
                    self._records.move_to_end(tool_id)
                    found[tool_id] = tool
        missing = [tool_id for tool_id in ids if tool_id not in found]
        if missing:
            fetched = read(missing)
            self.reads += len(fetched)
            with self._lock:
                for tool_id, tool in fetched.items():
                    self._records.setdefault(tool_id, tool)
                self._trim()
            found.update(fetched)
        return found

    def _trim(self) -> None:
        while len(self._records) > self.capacity:
            self._records.popitem(last=False)
