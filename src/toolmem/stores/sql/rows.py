"""Conversions between records and table rows, shared by every SQL store.

Both stores keep the same columns (JSON as text), so a row reads back the same whichever
database it came from.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from typing import Any

from toolmem.records import Call, ContextInfo, DocumentInfo, Message, Plan, Step, Tool
from toolmem.records.checks import MAX_JSON_DEPTH, cut_json
from toolmem.stores.keys import KeyInfo
from toolmem.stores.plans import PlanRecord
from toolmem.stores.texts import StoredChunk
from toolmem.stores.tools import StoredTool

__all__ = [
    "CALL_COLUMNS",
    "CONTEXT_COLUMNS",
    "DOCUMENT_COLUMNS",
    "KEY_COLUMNS",
    "MESSAGE_COLUMNS",
    "PLAN_COLUMNS",
    "TOOL_COLUMNS",
    "call_from_row",
    "call_row",
    "chunk_rows",
    "context_from_row",
    "document_from_row",
    "document_row",
    "documents_where",
    "key_from_row",
    "message_from_row",
    "plan_from_row",
    "stored_json",
    "tool_from_row",
    "tool_row",
]

TOOL_COLUMNS = "id, name, description, parameters, tags, source, metadata, content_hash"
CALL_COLUMNS = (
    "id, tool_id, request, input, output, success, error, time_cost, token_cost, evaluation, score,"
    " metadata, created_at, content_hash, output_handle, summary"
)
PLAN_COLUMNS = (
    "id, request, steps, signature, slots, tools, score, hits, successes, failures, created_at, updated_at,"
    " last_used_at"
)
MESSAGE_COLUMNS = "id, role, content, tokens, created_at, metadata"
CONTEXT_COLUMNS = "id, keys, messages, created_at, updated_at"
DOCUMENT_COLUMNS = "id, source, format, title, chunks, tokens, content_hash, metadata, updated_at"
KEY_COLUMNS = "id, name, workspaces, created_at, revoked_at"
_log = logging.getLogger("toolmem")


def stored_json(text: str, empty: Any) -> Any:
    """A JSON column's value, readable whatever was stored.

    A value nested deeper than :data:`~toolmem.records.checks.MAX_JSON_DEPTH` (which the API
    refuses, but an older version or a hand-edited database may hold) comes back cut at that
    depth, and one too deep for Python's parser comes back as ``empty``, each with a warning,
    instead of failing every search, list and answer that includes the row.
    """
    try:
        value = json.loads(text)
    except RecursionError:
        _log.warning("a stored JSON value nests too deeply to be read; it is read as %r", empty)
        return empty
    # Cheap test first: a value cannot nest deeper than it has opening brackets.
    if text.count("{") + text.count("[") > MAX_JSON_DEPTH:
        cut = cut_json(value)
        if cut is not value:
            _log.warning("a stored JSON value nests deeper than %d levels; it is read cut there", MAX_JSON_DEPTH)
        return cut
    return value


def tool_row(workspace: str, item: StoredTool, now: float) -> tuple[Any, ...]:
    """Parameters of the ``tools`` upsert (:mod:`toolmem.stores.sql.tools`)."""
    tool = item.tool
    return (
        workspace,
        tool.id,
        tool.name,
        tool.description,
        json.dumps(tool.parameters, ensure_ascii=False),
        json.dumps(list(tool.tags), ensure_ascii=False),
        tool.source,
        json.dumps(tool.metadata, ensure_ascii=False),
        tool.content_hash,
        item.text_hash,
        now,
        now,
    )


def tool_from_row(row: Sequence[Any]) -> Tool:
    """A tool from the columns of :data:`TOOL_COLUMNS`."""
    # Rows were validated on the way in; search materialises its hits through here, so skip the
    # constructor's checks and the JSON parser for the common empty values.
    return Tool.restore(
        row[0],
        row[1],
        row[2],
        stored_json(row[3], {}),
        () if row[4] == "[]" else tuple(json.loads(row[4])),
        row[5],
        {} if row[6] == "{}" else stored_json(row[6], {}),
    )


def call_row(workspace: str, call: Call) -> tuple[Any, ...]:
    """The column values of a new ``calls`` row, from ``workspace`` to ``summary``."""
    return (
        workspace,
        call.tool_id,
        call.request,
        json.dumps(call.input, ensure_ascii=False),
        call.output,
        call.output_handle,
        int(call.success),
        call.error,
        call.time_cost,
        call.token_cost,
        call.evaluation,
        call.score,
        json.dumps(dict(call.metadata), ensure_ascii=False),
        call.content_hash,
        call.created_at,
        call.summary,
    )


def call_from_row(row: Sequence[Any]) -> Call:
    """A call from the columns of :data:`CALL_COLUMNS`."""
    return Call(
        id=row[0],
        tool_id=row[1],
        request=row[2],
        input=stored_json(row[3], {}),
        output=row[4],
        success=bool(row[5]),
        error=row[6],
        time_cost=row[7],
        token_cost=row[8],
        evaluation=row[9],
        score=row[10],
        metadata=stored_json(row[11], {}),
        created_at=row[12],
        content_hash=row[13],
        output_handle=row[14],
        summary=row[15],
    )


def plan_from_row(row: Sequence[Any]) -> PlanRecord:
    """A plan record from the columns of :data:`PLAN_COLUMNS`."""
    plan = Plan(
        id=row[0],
        request=row[1],
        steps=tuple(Step.from_value(step) for step in stored_json(row[2], [])),
        score=float(row[6]),
        hits=int(row[7]),
        successes=int(row[8]),
        failures=int(row[9]),
        tools=json.loads(row[5]),
        created_at=float(row[10]),
        updated_at=float(row[11]),
        last_used_at=None if row[12] is None else float(row[12]),
    )
    return PlanRecord(plan=plan, signature=row[3], slots=json.loads(row[4]))


def message_from_row(row: Sequence[Any]) -> Message:
    """A message from the columns of :data:`MESSAGE_COLUMNS`."""
    return Message(
        role=row[1], content=row[2], tokens=row[3], id=row[0], created_at=row[4], metadata=stored_json(row[5], {})
    )


def context_from_row(row: Sequence[Any]) -> ContextInfo:
    """A context from the columns of :data:`CONTEXT_COLUMNS`."""
    return ContextInfo(id=row[0], keys=json.loads(row[1]), messages=row[2], created_at=row[3], updated_at=row[4])


def key_from_row(row: Sequence[Any]) -> KeyInfo:
    """An API key from the columns of :data:`KEY_COLUMNS`."""
    return KeyInfo(id=row[0], name=row[1], workspaces=tuple(json.loads(row[2])), created_at=row[3], revoked_at=row[4])


def document_row(
    workspace: str, corpus: str, info: DocumentInfo, chunks: Sequence[StoredChunk], now: float
) -> tuple[Any, ...]:
    """Parameters of the ``documents`` upsert (:mod:`toolmem.stores.sql.chunks`)."""
    return (
        workspace,
        corpus,
        info.id,
        info.source,
        info.format,
        info.title,
        len(chunks),
        sum(item.chunk.tokens for item in chunks),
        info.content_hash,
        json.dumps(dict(info.metadata), ensure_ascii=False),
        now,
        now,
    )


def chunk_rows(workspace: str, corpus: str, document: str, chunks: Sequence[StoredChunk]) -> list[tuple[Any, ...]]:
    """Parameters of the ``chunks`` insert (:mod:`toolmem.stores.sql.chunks`), one tuple per chunk."""
    return [
        (
            workspace,
            corpus,
            document,
            item.chunk.position,
            item.chunk.text,
            item.chunk.tokens,
            json.dumps(dict(item.chunk.metadata), ensure_ascii=False),
            item.search_text,
            item.search_hash,
        )
        for item in chunks
    ]


def document_from_row(row: Sequence[Any]) -> DocumentInfo:
    """Document metadata from the columns of :data:`DOCUMENT_COLUMNS`."""
    return DocumentInfo(
        id=row[0],
        source=row[1],
        format=row[2],
        title=row[3],
        chunks=int(row[4]),
        tokens=int(row[5]),
        content_hash=row[6],
        metadata=stored_json(row[7], {}),
        updated_at=row[8],
    )


def documents_where(workspace: str, corpus: str, prefix: str | None) -> tuple[str, list[Any]]:
    """The ``WHERE`` clause (``?`` placeholders) selecting a corpus's documents, optionally under ``prefix``."""
    if not prefix:
        return "workspace = ? AND corpus = ?", [workspace, corpus]
    # A range on the primary key instead of LIKE, which would treat '%' and '_' in ids as wildcards.
    return "workspace = ? AND corpus = ? AND id >= ? AND id < ?", [workspace, corpus, prefix, prefix + "\U0010ffff"]
