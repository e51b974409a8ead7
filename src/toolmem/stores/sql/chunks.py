"""Documents and their chunks in SQL, shared by the SQL stores, one change counter per corpus."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence

from toolmem.models import Chunk, DocumentInfo
from toolmem.stores.base import NEW_WORKSPACE_SQL, new_workspace_row
from toolmem.stores.base_texts import ChunkSnapshot, StoredChunk
from toolmem.stores.sql.base import Connection, SQLBase
from toolmem.stores.sql.rows import DOCUMENT_COLUMNS, chunk_rows, document_from_row, document_row, documents_where
from toolmem.types import Vectors

__all__ = ["SQLChunksMixin"]

_DOCUMENT_UPSERT_SQL = (
    "INSERT INTO documents (workspace, corpus, id, source, format, title, chunks, tokens,"
    " content_hash, metadata, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"
    " ON CONFLICT (workspace, corpus, id) DO UPDATE SET source = excluded.source,"
    " format = excluded.format, title = excluded.title, chunks = excluded.chunks,"
    " tokens = excluded.tokens, content_hash = excluded.content_hash,"
    " metadata = excluded.metadata, updated_at = excluded.updated_at"
)
_CHUNK_INSERT_SQL = (
    "INSERT INTO chunks (workspace, corpus, document, position, text, tokens, metadata, search_text,"
    " search_hash) VALUES (?,?,?,?,?,?,?,?,?)"
)
_CORPUS_VERSION_SQL = "SELECT version FROM corpora WHERE workspace = ? AND name = ?"
# The corpus's change counter is microsecond-clock based, so a recreated corpus never repeats one.
_BUMP_SQL = (
    "INSERT INTO corpora (workspace, name, version) VALUES (?, ?, ?)"
    " ON CONFLICT (workspace, name) DO UPDATE SET version = CASE WHEN corpora.version + 1 > excluded.version"
    " THEN corpora.version + 1 ELSE excluded.version END"
)


class SQLChunksMixin(SQLBase):
    """Documents, their chunks and the chunks' vectors."""

    def document_hashes(self, workspace: str, corpus: str, *, prefix: str | None = None) -> dict[str, str]:
        """Map document ids (optionally under ``prefix``) to their content hashes."""
        where, params = documents_where(workspace, corpus, prefix)
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
                db.execute(_DOCUMENT_UPSERT_SQL, document_row(workspace, corpus, info, chunks, now))
                if chunks:
                    db.executemany(_CHUNK_INSERT_SQL, chunk_rows(workspace, corpus, info.id, chunks))
            if embedder is not None:
                self._insert_vectors(db, embedder, vectors)
            if documents:
                _bump(db, workspace, corpus)

    def delete_documents(self, workspace: str, corpus: str, ids: Sequence[str]) -> list[str]:
        """Delete documents with their chunks; returns the ids that existed."""
        removed: list[str] = []
        with self._write() as db:
            for match, params in self._in(ids):
                chunks = f"DELETE FROM chunks WHERE workspace = ? AND corpus = ? AND document {match}"
                db.execute(chunks, [workspace, corpus, *params])
                query = f"DELETE FROM documents WHERE workspace = ? AND corpus = ? AND id {match} RETURNING id"
                removed += [row[0] for row in db.execute(query, [workspace, corpus, *params])]
            if removed:
                _bump(db, workspace, corpus)
        return removed

    def list_documents(
        self, workspace: str, corpus: str, *, prefix: str | None = None, limit: int | None = None, offset: int = 0
    ) -> list[DocumentInfo]:
        """Documents ordered by id."""
        where, params = documents_where(workspace, corpus, prefix)
        with self._read() as db:
            rows = db.execute(
                f"SELECT {DOCUMENT_COLUMNS} FROM documents WHERE {where} ORDER BY id LIMIT ? OFFSET ?",
                [*params, self._limit(limit), offset],
            ).fetchall()
        return [document_from_row(row) for row in rows]

    def list_corpora(self, workspace: str) -> list[str]:
        """The names of the corpora holding documents, sorted."""
        with self._read() as db:
            rows = db.execute(
                "SELECT DISTINCT corpus FROM documents WHERE workspace = ? ORDER BY corpus", (workspace,)
            ).fetchall()
        return [row[0] for row in rows]

    def corpus_version(self, workspace: str, corpus: str) -> int:
        """The corpus's change counter (0 before its first document)."""
        with self._read() as db:
            row = db.execute(_CORPUS_VERSION_SQL, (workspace, corpus)).fetchone()
        return int(row[0]) if row else 0

    def chunk_snapshot(self, workspace: str, corpus: str, embedder: str | None) -> ChunkSnapshot:
        """Every chunk of a corpus with its vector, inside one read transaction."""
        with self._snapshot() as db:
            version = db.execute(_CORPUS_VERSION_SQL, (workspace, corpus)).fetchone()
            info = db.execute("SELECT dimensions FROM workspaces WHERE name = ?", (workspace,)).fetchone()
            rows = db.execute(
                "SELECT c.document, c.position, c.text, c.tokens, c.metadata, d.metadata, c.search_text,"
                " c.search_hash, e.vector FROM chunks c"
                " JOIN documents d ON d.workspace = c.workspace AND d.corpus = c.corpus AND d.id = c.document"
                " LEFT JOIN embeddings e ON e.embedder = ? AND e.text_hash = c.search_hash"
                " WHERE c.workspace = ? AND c.corpus = ? ORDER BY c.document, c.position",
                (embedder, workspace, corpus),
            ).fetchall()
        dimensions = int(info[0]) if embedder is not None and info and info[0] else None
        vectors, missing = self._stack_vectors([row[8] for row in rows], dimensions)
        chunks = [
            Chunk(
                id=f"{row[0]}#{row[1]}",
                document=row[0],
                position=int(row[1]),
                text=row[2],
                tokens=int(row[3]),
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


def _bump(db: Connection, workspace: str, corpus: str) -> None:
    """Advance the corpus's change counter."""
    db.execute(_BUMP_SQL, (workspace, corpus, int(time.time() * 1_000_000)))
