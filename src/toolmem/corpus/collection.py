"""A corpus: documents split into chunks, stored and searched the way the catalogue searches tools.

Document memory (``mem.docs``) and code memory (``mem.code``) are each one corpus of a workspace.
Search fuses BM25 over the chunks' words with the cosine similarity of their embeddings (the
catalogue's hybrid fusion, exact up to the ANN threshold, HNSW beyond). The in-memory index is
built from the store on first search and rebuilt when the corpus's change counter moves, so any
process writing to the same file is seen by the next search.
"""

from __future__ import annotations

import builtins
import json
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError
from toolmem.models import Chunk, DocumentInfo
from toolmem.search.dense import DEFAULT_ANN_THRESHOLD
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import Candidate, ToolIndex
from toolmem.stores.base import Store, text_key
from toolmem.stores.base_texts import ChunkSnapshot, StoredChunk
from toolmem.types import Positions, Vectors

__all__ = ["Corpus", "Found", "Where"]

Where = Mapping[str, Any]
_FILTER_CACHE = 32


@dataclass(frozen=True)
class Found:
    """One search result of a corpus: the chunk, its fused score and the raw signals."""

    chunk: Chunk
    score: float
    reasons: Mapping[str, float]


class Corpus:
    """One named corpus of a workspace.

    Args:
        store: the store.
        workspace: the workspace.
        name: the corpus (``docs`` or ``code``).
        embedder: embeds chunks and queries; ``None`` searches by keywords only.
        weights: the dense/BM25 mix.
        ann_threshold: above this many chunks, dense search goes approximate.
        embed_chars: embed only the first this many characters of each chunk's search text (BM25
            still reads all of it); ``None`` embeds the whole text. Embedding costs time in
            proportion to length: MiniLM takes about 0.1 s for a 256-token text on 2 cores.
    """

    def __init__(
        self,
        store: Store,
        workspace: str,
        name: str,
        embedder: Embedder | None,
        *,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
        embed_chars: int | None = None,
    ) -> None:
        self.store = store
        self.workspace = workspace
        self.name = name
        self.embedder = embedder
        self.weights = weights
        self.ann_threshold = ann_threshold
        self.embed_chars = embed_chars
        self._lock = threading.Lock()
        self._index: _Index | None = None

    def embedded_text(self, search_text: str) -> str:
        """The part of a chunk's search text that is embedded."""
        return search_text if self.embed_chars is None else search_text[: self.embed_chars]

    def stored(self, chunk: Chunk, search_text: str) -> StoredChunk:
        """A chunk with the text it is searched by, and the key its vector is stored under."""
        return StoredChunk(chunk, search_text, text_key(self.embedded_text(search_text)))

    def hashes(self, prefix: str | None = None) -> dict[str, str]:
        """Document id → content hash, optionally of the ids starting with ``prefix``."""
        return self.store.document_hashes(self.workspace, self.name, prefix=prefix)

    def put(
        self,
        documents: Sequence[tuple[DocumentInfo, Sequence[StoredChunk]]],
        progress: Callable[[int], None] | None = None,
    ) -> int:
        """Store documents with their chunks (replacing earlier versions) in one transaction, after
        embedding the chunk texts that have no stored vector; returns how many texts were embedded."""
        vectors: dict[str, Vectors] = {}
        if self.embedder is not None:
            texts = {
                item.search_hash: self.embedded_text(item.search_text) for _, chunks in documents for item in chunks
            }
            vectors = self.store.embed_new(self.embedder, texts, progress=progress)
        embedder_id = self.embedder.id if self.embedder else None
        self.store.put_documents(self.workspace, self.name, documents, vectors, embedder_id)
        return len(vectors)

    def remove(self, ids: Sequence[str]) -> list[str]:
        """Delete documents; returns the ids that existed."""
        return self.store.delete_documents(self.workspace, self.name, ids)

    def list(self, prefix: str | None = None, *, limit: int | None = None, offset: int = 0) -> list[DocumentInfo]:
        """Documents ordered by id."""
        return self.store.list_documents(self.workspace, self.name, prefix=prefix, limit=limit, offset=offset)

    def search(self, query: str, k: int, where: Where | None = None) -> builtins.list[Found]:
        """The ``k`` chunks best matching ``query``, best first, among those matching ``where``.

        ``where`` maps a metadata key (or ``document``) to a value, or to a list of accepted values.
        """
        index = self._current()
        if index is None or k == 0:
            return []
        allowed = index.allowed(where) if where else None
        vector = self.embedder.embed_query(query) if self.embedder is not None else None
        found = index.search.search(query, vector, k, allowed)
        return [Found(index.chunks[c.position], c.score, _reasons(c)) for c in found]

    def _current(self) -> _Index | None:
        version = self.store.corpus_version(self.workspace, self.name)
        with self._lock:
            if self._index is None or self._index.version != version:
                self._index = self._build()
            return self._index if self._index.chunks else None

    def _build(self) -> _Index:
        embedder_id = self.embedder.id if self.embedder else None
        snapshot = self.store.chunk_snapshot(self.workspace, self.name, embedder_id)
        vectors = self._fill_missing(snapshot)
        search = ToolIndex.of_texts(
            snapshot.version,
            [chunk.id for chunk in snapshot.chunks],
            snapshot.search_texts,
            vectors,
            weights=self.weights,
            ann_threshold=self.ann_threshold,
        )
        return _Index(snapshot.version, snapshot.chunks, search)

    def _fill_missing(self, snapshot: ChunkSnapshot) -> Vectors | None:
        """Embed chunks stored without a vector for this embedder (written keyword-only, say)."""
        vectors = snapshot.vectors
        if vectors is not None and self.embedder is not None:
            self.store.fill_vectors(
                self.embedder,
                vectors,
                snapshot.missing,
                snapshot.search_hashes,
                lambda row: self.embedded_text(snapshot.search_texts[row]),
            )
        return vectors


class _Index:
    """A corpus's chunks and their search index at one version, with cached metadata filters."""

    def __init__(self, version: int, chunks: list[Chunk], search: ToolIndex) -> None:
        self.version = version
        self.chunks = chunks
        self.search = search
        self._filters: dict[str, Positions] = {}

    def allowed(self, where: Where) -> Positions:
        key = _filter_key(where)
        cached = self._filters.get(key)
        if cached is None:
            tests = {name: _accepts(value) for name, value in where.items()}
            rows = [
                i
                for i, chunk in enumerate(self.chunks)
                if all(
                    test(chunk.document if name == "document" else chunk.metadata.get(name))
                    for name, test in tests.items()
                )
            ]
            cached = np.asarray(rows, dtype=np.int64)
            if len(self._filters) >= _FILTER_CACHE:
                self._filters.pop(next(iter(self._filters)))
            self._filters[key] = cached
        return cached


def _filter_key(where: Where) -> str:
    if not isinstance(where, Mapping):
        raise ConfigError(f"where must be a dict of metadata key to value, got {where!r}")
    try:
        return json.dumps(where, sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"where must hold JSON values, got {where!r}") from exc


def _accepts(value: Any) -> Callable[[Any], bool]:
    if isinstance(value, (list, tuple, set, frozenset)):
        options = list(value)
        return lambda found: found in options
    return lambda found: found == value


def _reasons(candidate: Candidate) -> dict[str, float]:
    reasons = {"bm25": candidate.bm25}
    if candidate.dense is not None:
        reasons["dense"] = candidate.dense
    return reasons
