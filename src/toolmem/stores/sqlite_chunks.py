"""The SQLite store's documents and chunks (mixed into :class:`SQLiteStore`)."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any

from toolmem.embedders.base import Vectors
from toolmem.models import Chunk, DocumentInfo
from toolmem.stores.base import NEW_WORKSPACE_SQL, encode_vector, new_workspace_row, stack_vectors
from toolmem.stores.base_texts import ChunkSnapshot, StoredChunk
from toolmem.stores.sqlite_batches import in_chunks

__all__ = ["SQLiteChunksMixin"]

_DOCUMENT_COLUMNS = "id, source, format, title, chunks, tokens, content_hash, metadata, updated_at"


class SQLiteChunksMixin:
    """Documents and their chunks in SQLite, one change counter per corpus.

    The host class provides ``_read()`` and ``_write()`` context managers yielding the connection.
    """

    def _read(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def document_hashes(self, workspace: str, corpus: str, *, prefix: str | None = None) -> dict[str, str]:
        """Map document ids (optionally under ``prefix``) to their content hashes."""
        where, params = _documents_where(workspace, corpus, prefix)
        with self._read() as db:
            return dict(db.execute(f"SELECT id, content_hash FROM documents WHERE {where}", params).fetchall())

    def put_documents(
        self,
        workspace: str,
        corpus: str,
        documents: Sequence[tuple[DocumentInfo, Sequence[StoredChunk]]],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
    ) -> None:
        """Replace documents with all their chunks and store their new vectors, in one transaction."""
        now = time.time()
        with self._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            for info, chunks in documents:
                db.execute(
                    "DELETE FROM chunks WHERE workspace = ? AND corpus = ? AND document = ?",
                    (workspace, corpus, info.id),
                )
                db.execute(
                    "INSERT INTO documents (workspace, corpus, id, source, format, title, chunks, tokens,"
                    " content_hash, metadata, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"
                    " ON CONFLICT (workspace, corpus, id) DO UPDATE SET source = excluded.source,"
                    " format = excluded.format, title = excluded.title, chunks = excluded.chunks,"
                    " tokens = excluded.tokens, content_hash = excluded.content_hash,"
                    " metadata = excluded.metadata, updated_at = excluded.updated_at",
                    (
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
                    ),
                )
                db.executemany(
                    "INSERT INTO chunks (workspace, corpus, document, position, text, tokens, metadata, search_text,"
                    " search_hash) VALUES (?,?,?,?,?,?,?,?,?)",
                    [
                        (
                            workspace,
                            corpus,
                            info.id,
                            item.chunk.position,
                            item.chunk.text,
                            item.chunk.tokens,
                            json.dumps(dict(item.chunk.metadata), ensure_ascii=False),
                            item.search_text,
                            item.search_hash,
                        )
                        for item in chunks
                    ],
                )
            if embedder is not None and vectors:
                db.executemany(
                    "INSERT OR IGNORE INTO embeddings (embedder, text_hash, vector) VALUES (?, ?, ?)",
                    [(embedder, key, encode_vector(vector)) for key, vector in vectors.items()],
                )
            if documents:
                _bump(db, workspace, corpus)

    def delete_documents(self, workspace: str, corpus: str, ids: Sequence[str]) -> list[str]:
        """Delete documents with their chunks; returns the ids that existed."""
        removed: list[str] = []
        with self._write() as db:
            for batch, marks in in_chunks(ids):
                db.execute(
                    f"DELETE FROM chunks WHERE workspace = ? AND corpus = ? AND document IN ({marks})",
                    [workspace, corpus, *batch],
                )
                removed += [
                    row[0]
                    for row in db.execute(
                        f"DELETE FROM documents WHERE workspace = ? AND corpus = ? AND id IN ({marks}) RETURNING id",
                        [workspace, corpus, *batch],
                    )
                ]
            if removed:
                _bump(db, workspace, corpus)
        return removed

    def list_documents(
        self, workspace: str, corpus: str, *, prefix: str | None = None, limit: int | None = None, offset: int = 0
    ) -> list[DocumentInfo]:
        """Documents ordered by id."""
        where, params = _documents_where(workspace, corpus, prefix)
        with self._read() as db:
            rows = db.execute(
                f"SELECT {_DOCUMENT_COLUMNS} FROM documents WHERE {where} ORDER BY id LIMIT ? OFFSET ?",
                [*params, -1 if limit is None else limit, offset],
            ).fetchall()
        return [
            DocumentInfo(
                id=row[0],
                source=row[1],
                format=row[2],
                title=row[3],
                chunks=row[4],
                tokens=row[5],
                content_hash=row[6],
                metadata=json.loads(row[7]),
                updated_at=row[8],
            )
            for row in rows
        ]

    def corpus_version(self, workspace: str, corpus: str) -> int:
        """The corpus's change counter (0 before its first document)."""
        with self._read() as db:
            row = db.execute(
                "SELECT version FROM corpora WHERE workspace = ? AND name = ?", (workspace, corpus)
            ).fetchone()
        return int(row[0]) if row else 0

    def chunk_snapshot(self, workspace: str, corpus: str, embedder: str | None) -> ChunkSnapshot:
        """Every chunk of a corpus with its vector, inside one read transaction."""
        with self._read() as db:
            db.execute("BEGIN")
            try:
                version = db.execute(
                    "SELECT version FROM corpora WHERE workspace = ? AND name = ?", (workspace, corpus)
                ).fetchone()
                info = db.execute("SELECT dimensions FROM workspaces WHERE name = ?", (workspace,)).fetchone()
                rows = db.execute(
                    "SELECT c.document, c.position, c.text, c.tokens, c.metadata, d.metadata, c.search_text,"
                    " c.search_hash, e.vector FROM chunks c"
                    " JOIN documents d ON d.workspace = c.workspace AND d.corpus = c.corpus AND d.id = c.document"
                    " LEFT JOIN embeddings e ON e.embedder = ? AND e.text_hash = c.search_hash"
                    " WHERE c.workspace = ? AND c.corpus = ? ORDER BY c.document, c.position",
                    (embedder, workspace, corpus),
                ).fetchall()
            finally:
                db.execute("COMMIT")
        dimensions = info[0] if embedder is not None and info and info[0] else None
        vectors, missing = stack_vectors([row[8] for row in rows], dimensions)
        chunks = [
            Chunk(
                id=f"{row[0]}#{row[1]}",
                document=row[0],
                position=row[1],
                text=row[2],
                tokens=row[3],
                metadata={**json.loads(row[5]), **json.loads(row[4])},
            )
            for row in rows
        ]
        return ChunkSnapshot(
            version=int(version[0]) if version else 0,
            chunks=chunks,
            search_texts=[row[6] for row in rows],
            vectors=vectors,
            missing=missing,
            search_hashes=[row[7] for row in rows],
        )


def _documents_where(workspace: str, corpus: str, prefix: str | None) -> tuple[str, list[Any]]:
    if not prefix:
        return "workspace = ? AND corpus = ?", [workspace, corpus]
    # A range on the primary key instead of LIKE, which would treat '%' and '_' in ids as wildcards.
    return "workspace = ? AND corpus = ? AND id >= ? AND id < ?", [workspace, corpus, prefix, prefix + "\U0010ffff"]


def _bump(db: sqlite3.Connection, workspace: str, corpus: str) -> None:
    """Advance the corpus's change counter (microsecond clock based, so a recreated corpus never repeats one)."""
    start = int(time.time() * 1_000_000)
    db.execute(
        "INSERT INTO corpora (workspace, name, version) VALUES (?, ?, ?)"
        " ON CONFLICT (workspace, name) DO UPDATE SET version = max(version + 1, excluded.version)",
        (workspace, corpus, start),
    )
