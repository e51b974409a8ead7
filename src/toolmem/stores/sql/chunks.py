"""Documents and their chunks in SQL, shared by the SQL stores, one change counter per corpus."""

from __future__ import annotations

import builtins
import time
from collections.abc import Mapping, Sequence
from typing import Any

from toolmem.records import Chunk, DocumentInfo
from toolmem.stores.base import Changes, Row
from toolmem.stores.sql.base import NEW_WORKSPACE_SQL, Connection, SQLBase, SQLRepository, new_workspace_row
from toolmem.stores.sql.changes import record_removals
from toolmem.stores.sql.reads import read_changes
from toolmem.stores.sql.rows import (
    DOCUMENT_COLUMNS,
    chunk_rows,
    document_from_row,
    document_row,
    documents_where,
    stored_json,
)
from toolmem.stores.texts import StoredChunk
from toolmem.types import Vectors

__all__ = ["ChunkRepository"]

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
    " search_hash, changed) VALUES (?,?,?,?,?,?,?,?,?,?)"
)
# The corpus's change counter is microsecond-clock based, so a recreated corpus never repeats one.
_ADVANCE_SQL = (
    "INSERT INTO corpora (workspace, name, version) VALUES (?, ?, ?)"
    " ON CONFLICT (workspace, name) DO UPDATE SET version = CASE WHEN corpora.version + 1 > excluded.version"
    " THEN corpora.version + 1 ELSE excluded.version END RETURNING version"
)
_CHUNK_COLUMNS = (
    "c.document, c.position, c.text, c.tokens, c.metadata, d.metadata, c.search_text, c.search_hash, e.vector"
)
_CHANGES_SQL = (
    f"SELECT {_CHUNK_COLUMNS} FROM chunks c"
    " JOIN documents d ON d.workspace = c.workspace AND d.corpus = c.corpus AND d.id = c.document"
    " LEFT JOIN embeddings e ON e.embedder = ? AND e.text_hash = c.search_hash"
    " WHERE c.workspace = ? AND c.corpus = ? AND c.changed > ? ORDER BY c.changed, c.document, c.position"
)


class ChunkRepository(SQLRepository):
    """One corpus of a workspace: documents, their chunks and the chunks' vectors.

    Args:
        corpus: the corpus name.
    """

    def __init__(self, store: SQLBase, workspace: str, corpus: str) -> None:
        super().__init__(store, workspace)
        self.corpus = corpus
        self._kind = f"chunks:{corpus}"

    def hashes(self, *, prefix: str | None = None) -> dict[str, str]:
        """Map each document id (optionally starting with ``prefix``) to its content hash."""
        where, params = documents_where(self.workspace, self.corpus, prefix)
        with self._store._read() as db:
            return dict(db.execute(f"SELECT id, content_hash FROM documents WHERE {where}", params).fetchall())

    def put(
        self,
        documents: Sequence[tuple[DocumentInfo, Sequence[StoredChunk]]],
        vectors: Mapping[str, Vectors],
        embedder: str | None,
    ) -> None:
        """Insert documents or replace them with all their chunks, and store new vectors, in one
        transaction (a reader sees the old chunks or the new, never a mix)."""
        if not documents:
            return
        now = time.time()
        workspace, corpus = self.workspace, self.corpus
        with self._store._write() as db:
            db.execute(NEW_WORKSPACE_SQL, new_workspace_row(workspace))
            version = self._advance(db)
            removed: list[str] = []
            for info, chunks in documents:
                removed += self._delete_chunks(db, [info.id])
                db.execute(_DOCUMENT_UPSERT_SQL, document_row(workspace, corpus, info, chunks, now))
                if chunks:
                    rows = chunk_rows(workspace, corpus, info.id, chunks)
                    db.executemany(_CHUNK_INSERT_SQL, [(*row, version) for row in rows])
            record_removals(db, workspace, self._kind, sorted(set(removed)), version)
            if embedder is not None:
                self._store._insert_vectors(db, embedder, vectors)

    def delete(self, ids: Sequence[str]) -> list[str]:
        """Delete documents and their chunks in one transaction; returns the ids that existed."""
        removed: list[str] = []
        chunks: list[str] = []
        with self._store._write() as db:
            if self._store._lock_workspace_sql is not None:
                db.execute(
                    "SELECT 1 FROM corpora WHERE workspace = ? AND name = ? FOR UPDATE", (self.workspace, self.corpus)
                )
            chunks = self._delete_chunks(db, ids)
            for match, params in self._store._in(ids):
                query = f"DELETE FROM documents WHERE workspace = ? AND corpus = ? AND id {match} RETURNING id"
                removed += [row[0] for row in db.execute(query, [self.workspace, self.corpus, *params])]
            if removed:
                record_removals(db, self.workspace, self._kind, sorted(chunks), self._advance(db))
        return removed

    def list(self, *, prefix: str | None = None, limit: int | None = None, offset: int = 0) -> list[DocumentInfo]:
        """Documents ordered by id."""
        where, params = documents_where(self.workspace, self.corpus, prefix)
        with self._store._read() as db:
            rows = db.execute(
                f"SELECT {DOCUMENT_COLUMNS} FROM documents WHERE {where} ORDER BY id LIMIT ? OFFSET ?",
                [*params, self._store._limit(limit), offset],
            ).fetchall()
        return [document_from_row(row) for row in rows]

    def get(self, ids: Sequence[str]) -> dict[str, Chunk]:
        """The chunks among ``ids`` (``document#position``) that exist, metadata merged over the
        document's."""
        wanted: dict[str, builtins.list[int]] = {}
        for chunk_id in ids:
            document, _, position = chunk_id.rpartition("#")
            if document and position.isdigit():
                wanted.setdefault(document, []).append(int(position))
        found: dict[str, Chunk] = {}
        with self._store._read() as db:
            for match, params in self._store._in(sorted(wanted)):
                rows = db.execute(
                    f"SELECT {_CHUNK_COLUMNS.replace(', e.vector', '')} FROM chunks c"
                    " JOIN documents d ON d.workspace = c.workspace AND d.corpus = c.corpus AND d.id = c.document"
                    f" WHERE c.workspace = ? AND c.corpus = ? AND c.document {match}",
                    [self.workspace, self.corpus, *params],
                ).fetchall()
                for row in rows:
                    if int(row[1]) in wanted[row[0]]:
                        chunk = _chunk(row)
                        found[chunk.id] = chunk
        return found

    def version(self) -> int:
        """The corpus's change counter (0 before its first document)."""
        with self._store._read() as db:
            row = db.execute(
                "SELECT version FROM corpora WHERE workspace = ? AND name = ?", (self.workspace, self.corpus)
            ).fetchone()
        return int(row[0]) if row else 0

    def changes(self, since: int | None, embedder: str | None) -> Changes[StoredChunk]:
        """The chunks changed and removed after version ``since`` (all when ``None``), with vectors."""
        with self._store._snapshot() as db:
            head, rows, removed = read_changes(
                db,
                self.workspace,
                self._kind,
                since,
                _CHANGES_SQL,
                lambda after: (embedder, self.workspace, self.corpus, after),
            )
        vectors, _ = self._store._stack_vectors([row[8] for row in rows], head.dimensions if embedder else None)
        return Changes(
            version=head.version,
            rows=[
                Row(
                    key=f"{row[0]}#{row[1]}",
                    record=StoredChunk(_chunk(row), row[6], row[7]),
                    text_hash=row[7],
                    vector=None if vectors is None or row[8] is None else vectors[i],
                )
                for i, row in enumerate(rows)
            ],
            removed=[key for key in removed if key not in {f"{row[0]}#{row[1]}" for row in rows}],
            complete=head.complete,
        )

    def _advance(self, db: Connection) -> int:
        row = db.execute(_ADVANCE_SQL, (self.workspace, self.corpus, int(time.time() * 1_000_000))).fetchone()
        return int(row[0])

    def _delete_chunks(self, db: Connection, documents: Sequence[str]) -> builtins.list[str]:
        """Delete the chunks of documents; returns their ids."""
        removed: builtins.list[str] = []
        for match, params in self._store._in(list(documents)):
            rows = db.execute(
                f"DELETE FROM chunks WHERE workspace = ? AND corpus = ? AND document {match}"
                " RETURNING document, position",
                [self.workspace, self.corpus, *params],
            ).fetchall()
            removed += [f"{row[0]}#{row[1]}" for row in rows]
        return removed


def _chunk(row: Sequence[Any]) -> Chunk:
    """A chunk from the first six columns of :data:`_CHUNK_COLUMNS`."""
    return Chunk(
        id=f"{row[0]}#{row[1]}",
        document=row[0],
        position=int(row[1]),
        text=row[2],
        tokens=int(row[3]),
        metadata={**stored_json(row[5], {}), **stored_json(row[4], {})},
    )
