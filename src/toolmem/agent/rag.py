"""Document and code search as tools an agent can call (AutoAgent's ``rag_search``).

:func:`rag_tools` returns two Python functions bound to one memory, described for the model by
their signatures and docstrings like any tool:

* ``search_documents(query, k=5)`` — passages of the documents in ``mem.docs``;
* ``search_code(description, k=5, repo=None)`` — symbols of the code in ``mem.code``.

Each answers with JSON text the model can read. Give them to :class:`toolmem.Agent` beside its other
functions; the MCP server offers the same two searches as MCP tools.

Example:
    >>> agent = toolmem.Agent(mem, model, [*DEMO_TOOLS, *rag_tools(mem)])  # doctest: +SKIP
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from toolmem.memory import Memory
from toolmem.records import ChunkHit, CodeHit
from toolmem.tools.ingest.python import tool

__all__ = ["RAG_TAG", "code_hit", "document_hit", "rag_tools"]

RAG_TAG = "memory"
_MAX_K = 20


def document_hit(hit: ChunkHit) -> dict[str, Any]:
    """A document passage as the model gets it: where it is from, its heading and its text."""
    found: dict[str, Any] = {"document": hit.document, "position": hit.position, "score": round(hit.score, 4)}
    heading = hit.chunk.metadata.get("heading")
    if heading:
        found["heading"] = heading
    found["text"] = hit.text
    return found


def code_hit(hit: CodeHit) -> dict[str, Any]:
    """A code symbol as the model gets it: file, symbol, lines and code."""
    return {
        "file": hit.file,
        "symbol": hit.symbol,
        "kind": hit.kind,
        "lines": [hit.start_line, hit.end_line],
        "score": round(hit.score, 4),
        "code": hit.code,
    }


def rag_tools(memory: Memory) -> list[Callable[..., str]]:
    """``search_documents`` and ``search_code`` over ``memory``, as agent tools (tag ``memory``)."""

    @tool(id="memory.search_documents", tags=[RAG_TAG])
    def search_documents(query: str, k: int = 5) -> str:
        """Search the documents kept in memory for the passages that answer a question.

        Args:
            query: the question or topic, in words.
            k: how many passages to return (1 to 20).
        """
        hits = memory.docs.search(query, k=_bounded(k))
        return json.dumps([document_hit(hit) for hit in hits], ensure_ascii=False)

    @tool(id="memory.search_code", tags=[RAG_TAG])
    def search_code(description: str, k: int = 5, repo: str | None = None) -> str:
        """Search the source code kept in memory for the functions and classes that do something.

        Args:
            description: what the code does, in words (or names of identifiers).
            k: how many symbols to return (1 to 20).
            repo: only this indexed repository.
        """
        hits = memory.code.search(description, k=_bounded(k), repo=repo)
        return json.dumps([code_hit(hit) for hit in hits], ensure_ascii=False)

    return [search_documents, search_code]


def _bounded(k: int) -> int:
    return max(1, min(int(k), _MAX_K))
