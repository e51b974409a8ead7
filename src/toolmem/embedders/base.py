"""The embedder extension point: turn texts into unit-length float32 vectors."""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import ClassVar

import numpy as np

from toolmem.errors import EmbedderError
from toolmem.types import Vectors

__all__ = ["Embedder"]


class Embedder(ABC):
    """Base class of every embedder.

    Subclasses implement :meth:`embed_batch` for at most ``batch_size`` texts; the base
    class batches, checks shapes, normalises to unit length and caches query vectors.

    Attributes:
        id: identifies the model and its vector space (``"local:all-MiniLM-L6-v2"``); stores
            record it and refuse vectors from another id.
        dimensions: the length of every vector.
        batch_size: the most texts handed to one :meth:`embed_batch` call.
        query_cache_size: how many query vectors :meth:`embed_query` keeps.
        knows_words: whether close vectors mean close meanings for single words, so that search
            may expand a request with the catalogue's nearest words (:mod:`toolmem.search.words`);
            ``False`` for an embedder that only hashes words.
    """

    id: str
    dimensions: int
    batch_size: ClassVar[int] = 64
    query_cache_size: ClassVar[int] = 4096
    knows_words: ClassVar[bool] = True

    def __init__(self) -> None:
        self._query_cache: OrderedDict[str, Vectors] = OrderedDict()
        self._cache_lock = threading.Lock()  # searches in a server's threads share one embedder
        self.calls = 0
        """How many texts were embedded (not served from the query cache)."""

    @abstractmethod
    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        """Embed up to ``batch_size`` texts; return an ``(len(texts), dimensions)`` array."""

    def embed(self, texts: Sequence[str], progress: Callable[[int], None] | None = None) -> Vectors:
        """Embed any number of texts in batches.

        Args:
            texts: the texts, in order.
            progress: called with the number of texts done after each batch.

        Returns:
            A float32 array of shape ``(len(texts), dimensions)`` with unit-length rows.

        Raises:
            EmbedderError: the model returned vectors of the wrong shape.
        """
        out = np.empty((len(texts), self.dimensions), dtype=np.float32)
        for start in range(0, len(texts), self.batch_size):
            chunk = list(texts[start : start + self.batch_size])
            vectors = np.asarray(self.embed_batch(chunk), dtype=np.float32)
            if vectors.shape != (len(chunk), self.dimensions):
                raise EmbedderError(
                    f"embedder {self.id!r} returned shape {vectors.shape}, expected {(len(chunk), self.dimensions)}"
                )
            out[start : start + len(chunk)] = vectors
            self.calls += len(chunk)
            if progress is not None:
                progress(len(chunk))
        return _normalise(out)

    def embed_query(self, text: str) -> Vectors:
        """Embed one query, served from an in-memory LRU cache when seen before."""
        return self._cached([text])[text]

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """Embed several query texts (a request and its words, say) in one batch, each served from
        the in-memory LRU cache when seen before; an ``(len(texts), dimensions)`` array."""
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        found = self._cached(texts)
        result: Vectors = np.stack([found[text] for text in texts])
        return result

    def _cached(self, texts: Sequence[str]) -> dict[str, Vectors]:
        """Each text's read-only vector: from the cache, or embedded (the missing ones in one batch)."""
        cache = self._query_cache
        found: dict[str, Vectors] = {}
        with self._cache_lock:
            for text in texts:
                cached = cache.get(text)
                if cached is not None:
                    cache.move_to_end(text)
                    found[text] = cached
        missing = [text for text in dict.fromkeys(texts) if text not in found]
        if missing:
            embedded = self.embed(missing)  # outside the lock: other threads' cached queries go on
            with self._cache_lock:
                for text, vector in zip(missing, embedded, strict=True):
                    vector.setflags(write=False)
                    found[text] = cache[text] = vector
                while len(cache) > self.query_cache_size:
                    cache.popitem(last=False)
        return found

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id} d={self.dimensions}>"


def _normalise(vectors: Vectors) -> Vectors:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: Vectors = (vectors / norms).astype(np.float32, copy=False)
    return result
