"""A corpus: documents split into chunks, stored and searched the way the catalogue searches tools.

Document memory (``mem.docs``) and code memory (``mem.code``) are each one corpus of a workspace.
Search fuses BM25 over the chunks' words with the cosine similarity of their embeddings (the
catalogue's hybrid fusion, exact up to the ANN threshold, HNSW beyond). The index is a live index
(:mod:`toolmem.search.live`) following the corpus's change log, so a document added or replaced by
any process costs the next search only its own chunks.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from toolmem.embedders.base import Embedder
from toolmem.errors import ValidationError
from toolmem.progress import Progress
from toolmem.records import Chunk, DocumentInfo
from toolmem.search.embedding import embed_missing
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import DEFAULT_ANN_THRESHOLD, Document, HybridIndex
from toolmem.search.live import Change, LiveIndex
from toolmem.stores import Workspace
from toolmem.stores.base import text_key
from toolmem.stores.feed import ChangeFeed
from toolmem.stores.sql.chunks import ChunkRepository
from toolmem.stores.texts import StoredChunk
from toolmem.text.query import cut_query
from toolmem.threads import query_threads
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
        space: the workspace it belongs to.
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
        space: Workspace,
        name: str,
        embedder: Embedder | None,
        *,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
        embed_chars: int | None = None,
    ) -> None:
        self.space = space
        self.workspace = space.name
        self.name = name
        self.embedder = embedder
        self.weights = weights
        self.ann_threshold = ann_threshold
        self.embed_chars = embed_chars
        self._chunks = space.corpus(name)
        self._live = LiveIndex(
            _chunk_feed(space, self._chunks, embedder, self.embedded_text),
            embedder=embedder,
            weights=weights,
            ann_threshold=ann_threshold,
        )
        self._filters: dict[tuple[int, int, str], Positions] = {}

    def embedded_text(self, search_text: str) -> str:
        """The part of a chunk's search text that is embedded."""
        return search_text if self.embed_chars is None else search_text[: self.embed_chars]

    def stored(self, chunk: Chunk, search_text: str) -> StoredChunk:
        """A chunk with the text it is searched by, and the key its vector is stored under."""
        return StoredChunk(chunk, search_text, text_key(self.embedded_text(search_text)))

    def hashes(self, prefix: str | None = None) -> dict[str, str]:
        """Document id → content hash, optionally of the ids starting with ``prefix``."""
        return self._chunks.hashes(prefix=prefix)

    def put(
        self,
        documents: Sequence[tuple[DocumentInfo, Sequence[StoredChunk]]],
        progress: Progress | None = None,
        *,
        label: str = "embedding chunks",
    ) -> int:
        """Store documents with their chunks (replacing earlier versions) in one transaction, after
        embedding the chunk texts that have no stored vector; returns how many texts were embedded.
        ``progress`` is told of the embedding as the stage ``label``."""
        vectors: dict[str, Vectors] = {}
        if self.embedder is not None:
            texts = {
                item.search_hash: self.embedded_text(item.search_text) for _, chunks in documents for item in chunks
            }
            present = self.space.stored_vectors(self.embedder.id, list(texts))
            vectors = embed_missing(self.embedder, texts, present, progress, label=label)
        self._chunks.put(documents, vectors, self.embedder.id if self.embedder else None)
        return len(vectors)

    def remove(self, ids: Sequence[str]) -> builtins.list[str]:
        """Delete documents; returns the ids that existed."""
        return self._chunks.delete(ids)

    def list(
        self, prefix: str | None = None, *, limit: int | None = None, offset: int = 0
    ) -> builtins.list[DocumentInfo]:
        """Documents ordered by id."""
        return self._chunks.list(prefix=prefix, limit=limit, offset=offset)

    @property
    def index_bytes(self) -> int:
        """About how much memory the corpus's search index holds (0 until first searched)."""
        return self._live.nbytes

    def search(self, query: str, k: int, where: Where | None = None) -> builtins.list[Found]:
        """The ``k`` chunks best matching ``query``, best first, among those matching ``where``.

        ``where`` maps a metadata key (or ``document``) to a value, or to a list of accepted values;
        the query's first :data:`~toolmem.text.query.MAX_QUERY_CHARS` characters are read.
        """
        if k == 0:
            return []
        query = cut_query(query)
        key = _filter_key(where) if where else None
        with query_threads():
            vector = self.embedder.embed_query(query) if self.embedder is not None else None
            with self._live.use() as index:
                if not len(index):
                    return []
                allowed = self._allowed(index, key, where) if where and key is not None else None
                found = index.search(query, vector, k, allowed)
        chunks = self._chunks.get([hit.key for hit in found])
        return [Found(chunks[hit.key], hit.score, _reasons(hit.bm25, hit.dense)) for hit in found if hit.key in chunks]

    def _allowed(self, index: HybridIndex, key: str, where: Where) -> Positions:
        """The slots passing a metadata filter, cached per index state."""
        cache_key = (index.version, index.slots, key)
        cached = self._filters.get(cache_key)
        if cached is None:
            tests = {name: _accepts(value) for name, value in where.items()}

            def passes(payload: Any) -> bool:
                document, metadata = payload
                return all(test(document if name == "document" else metadata.get(name)) for name, test in tests.items())

            cached = index.where(passes)
            if len(self._filters) >= _FILTER_CACHE:
                self._filters.pop(next(iter(self._filters)))
            self._filters[cache_key] = cached
        return cached


def _filter_key(where: Where) -> str:
    if not isinstance(where, Mapping):
        raise ValidationError("where", f"must be a dict of metadata key to value, got {where!r}")
    try:
        return json.dumps(where, sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError) as exc:
        raise ValidationError("where", f"must hold JSON values, got {where!r}") from exc


def _accepts(value: Any) -> Callable[[Any], bool]:
    if isinstance(value, (list, tuple, set, frozenset)):
        options = builtins.list(value)
        return lambda found: found in options
    return lambda found: found == value


def _reasons(bm25: float, dense: float | None) -> dict[str, float]:
    reasons = {"bm25": bm25}
    if dense is not None:
        reasons["dense"] = dense
    return reasons


def _chunk_feed(
    ws: Workspace, chunks: ChunkRepository, embedder: Embedder | None, embedded_text: Callable[[str], str]
) -> ChangeFeed[StoredChunk]:
    """A corpus's chunks as the live index reads them, with ``[document, metadata]`` as the payload
    (what metadata filters test)."""
    embedder_id = embedder.id if embedder else None
    return ChangeFeed(
        ws,
        f"chunks:{chunks.corpus}:{embedder_id or 'none'}",
        embedder_id,
        chunks.version,
        lambda since: chunks.changes(since, embedder_id),
        lambda row: Change(
            Document(
                row.key,
                row.record.search_text,
                row.vector,
                payload=[row.record.chunk.document, dict(row.record.chunk.metadata)],
            ),
            text_hash=row.text_hash,
            embed_text=embedded_text(row.record.search_text),
        ),
    )
