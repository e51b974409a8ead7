"""The stored records of text memory: documents split into chunks (the repositories are
:mod:`toolmem.stores.sql.history` and :mod:`toolmem.stores.sql.chunks`).

Vectors are kept in the store's shared embeddings table by text hash, so a text embedded once for
any purpose is never embedded again.
"""

from __future__ import annotations

from dataclasses import dataclass

from toolmem.records import Chunk

__all__ = ["StoredChunk"]


@dataclass(frozen=True)
class StoredChunk:
    """A chunk with the text it is searched by (its vector is stored under that text's hash)."""

    chunk: Chunk
    search_text: str
    search_hash: str
