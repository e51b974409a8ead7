"""Records and comparisons shared by the store tests.

:func:`plain` turns the vectors of a :class:`~toolmem.stores.Changes` answer into tuples of floats,
so a whole answer compares with ``==`` against one built with :func:`row`.
"""

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TypeVar

import numpy as np

from toolmem.records import Call, Chunk, DocumentInfo, Plan, Step, Tool
from toolmem.stores import Changes, Row, Store, StoredTool
from toolmem.stores.base import text_key
from toolmem.stores.plans import PlanRecord
from toolmem.stores.texts import StoredChunk

T = TypeVar("T")

WEATHER = Tool(id="weather", name="get_weather", description="Forecast the weather.", tags=("weather",))
WEATHER_ELSEWHERE = Tool(id="weather", name="weather_report", description="A different tool under the same id.")
MAIL = Tool(id="mail", name="send_email", description="Send an email.", tags=("messaging",))
CALENDAR = Tool(id="calendar", name="add_event", description="Add an event to the calendar.")


def stored(tool: Tool, text_hash: str = "") -> StoredTool:
    """A tool as the catalogue stores it, its vector under ``text_hash`` (default ``text-of-<id>``)."""
    return StoredTool(tool, text_hash or f"text-of-{tool.id}")


def unit(*values: float) -> np.ndarray:
    """A float32 unit vector."""
    vector = np.asarray(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def call(tool_id: str, request: str = "", *, success: bool = True, at: float = 1000.0, **fields: Any) -> Call:
    """A call whose content hash is its tool, request and time (so two calls differ by one of them)."""
    content_hash = f"{tool_id}|{request}|{at}"
    return Call(tool_id=tool_id, request=request, success=success, created_at=at, content_hash=content_hash, **fields)


def record_calls(store: Store, workspace: str, calls: Sequence[Call], cap: int = 100) -> list[int | None]:
    """Record calls in a workspace without full outputs."""
    return store.calls(workspace).record(calls, cap=cap, outputs={})


def plan_record(plan_id: str, request: str = "weather in Paris", score: float = 1.0) -> PlanRecord:
    """A one-step plan calling ``weather`` for Paris."""
    plan = Plan(id=plan_id, request=request, steps=(Step(tool_id="weather", arguments={"city": "Paris"}),), score=score)
    return PlanRecord(plan=plan, signature='["weather"]', slots=[{"path": "city", "text": "Paris"}])


def chunks(document: str, *texts: str) -> list[StoredChunk]:
    """One chunk per text, searched by its own text, with its position in its metadata."""
    return [
        StoredChunk(Chunk(f"{document}#{i}", document, i, t, 1, {"i": i}), t, text_key(t)) for i, t in enumerate(texts)
    ]


def doc(doc_id: str, **metadata: Any) -> DocumentInfo:
    """A text document; ``chunks`` and ``tokens`` are counted by the store."""
    return DocumentInfo(
        id=doc_id,
        source=None,
        format="text",
        title=None,
        chunks=0,
        tokens=0,
        content_hash=f"h-{doc_id}",
        metadata=metadata,
    )


def as_tuple(vector: Any) -> tuple[float, ...] | None:
    """A vector as a tuple of float32 values, or ``None``."""
    return None if vector is None else tuple(np.asarray(vector, dtype=np.float32).tolist())


def plain(changes: Changes[T]) -> Changes[T]:
    """``changes`` with every vector as a tuple of floats, so whole answers compare with ``==``."""
    return replace(changes, rows=[replace(row, vector=as_tuple(row.vector)) for row in changes.rows])


def row(key: str, record: T, text_hash: str | None = None, vector: Any = None) -> Row[T]:
    """An expected row, its vector a tuple of floats as :func:`plain` gives it."""
    return Row(key=key, record=record, text_hash=text_hash, vector=as_tuple(vector))
