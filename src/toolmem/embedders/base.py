"""The embedder extension point: turn texts into unit-length float32 vectors.

Queries and documents may be embedded differently (:mod:`toolmem.embedders.prompts`): the base
class puts the embedder's query prompt before what :meth:`Embedder.embed_query` and
``embed(..., query=True)`` embed, and its document prompt before what plain :meth:`Embedder.embed`
embeds, so a subclass only turns texts into vectors.
"""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import ClassVar

import numpy as np

from toolmem.embedders.prompts import Prompts
from toolmem.errors import ConfigError, EmbedderError
from toolmem.types import Vectors

__all__ = ["Embedder"]


class Embedder(ABC):
    """Base class of every embedder.

    Subclasses implement :meth:`embed_batch` for at most ``batch_size`` texts; the base
    class puts the prompts before the texts, batches, checks shapes, normalises to unit length and
    caches query vectors.

    Attributes:
        id: identifies the model, its prompts and so its vector space (``"local:all-MiniLM-L6-v2"``,
            ``"openai:nomic-embed-text?query_prompt=search_query%3A%20&..."``); stores record it and
            refuse vectors from another id. It is itself a spec that gives the same embedder back.
        prompts: the query and document prompts (none by default); set with :meth:`use_prompts`.
        dimensions: the length of every vector.
        batch_size: the most texts handed to one :meth:`embed_batch` call.
        query_cache_size: how many query vectors :meth:`embed_query` keeps.
        knows_words: whether close vectors mean close meanings for single words, so that search
            may expand a request with the catalogue's nearest words (:mod:`toolmem.search.expansion`);
            ``False`` for an embedder that only hashes words.
    """

    id: str
    dimensions: int
    prompts: Prompts = Prompts()
    _plain_id: str | None = None  # the id without prompts, once prompts are chosen
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
        """Embed up to ``batch_size`` texts (prompts already in place); return an
        ``(len(texts), dimensions)`` array."""

    def use_prompts(self, prompts: Prompts) -> None:
        """Embed queries and documents with these prompts from now on (replacing any the embedder
        chose itself, such as a model's own); the id records them (``<id>?query_prompt=…``).

        Raises:
            ConfigError: the embedder has embedded texts already.
        """
        if self.calls or self._query_cache:
            raise ConfigError(f"prompts are chosen before embedder {self.id!r} embeds anything")
        if self._plain_id is None:
            self._plain_id = self.id
        plain = self._plain_id
        self.prompts = prompts
        options = prompts.spec()
        self.id = f"{plain}{'&' if '?' in plain else '?'}{options}" if options else plain

    @property
    def query_id(self) -> str:
        """The key under which vectors of *queries* are stored: the id, or ``<id>#query`` when queries
        are embedded with other prompts than documents (so that a request and a tool with the same
        text keep their two vectors apart)."""
        return self.prompts.query_key(self.id)

    def for_queries(self) -> Embedder:
        """This embedder as one that embeds everything as a query, with :attr:`query_id` for its id;
        for records that are compared with requests (past requests, say). Itself when queries and
        documents are embedded alike."""
        return self if self.prompts.symmetric else _QueryView(self)

    def embed(
        self, texts: Sequence[str], progress: Callable[[int], None] | None = None, *, query: bool = False
    ) -> Vectors:
        """Embed any number of texts in batches.

        Args:
            texts: the texts, in order.
            progress: called with the number of texts done after each batch.
            query: embed them as queries (with the query prompt) instead of documents.

        Returns:
            A float32 array of shape ``(len(texts), dimensions)`` with unit-length rows.

        Raises:
            EmbedderError: the model returned vectors of the wrong shape.
        """
        prompt = self.prompts.query if query else self.prompts.document
        out = np.empty((len(texts), self.dimensions), dtype=np.float32)
        for start in range(0, len(texts), self.batch_size):
            chunk = [prompt + text for text in texts[start : start + self.batch_size]]
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
        return self._cached([text], query=True)[text]

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """Embed several queries in one batch, each served from the in-memory LRU cache when seen
        before; an ``(len(texts), dimensions)`` array."""
        return self._stacked(texts, query=True)

    def embed_words(self, words: Sequence[str]) -> Vectors:
        """Embed single words as documents (as the catalogue's own words are, so that a request's
        words and the catalogue's compare alike), cached like queries."""
        return self._stacked(words, query=False)

    def _stacked(self, texts: Sequence[str], *, query: bool) -> Vectors:
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        found = self._cached(texts, query=query)
        result: Vectors = np.stack([found[text] for text in texts])
        return result

    def _cached(self, texts: Sequence[str], *, query: bool) -> dict[str, Vectors]:
        """Each text's read-only vector: from the cache, or embedded (the missing ones in one batch)."""
        cache = self._query_cache
        side = "q" if query or self.prompts.symmetric else "d"  # one entry serves both when alike
        found: dict[str, Vectors] = {}
        with self._cache_lock:
            for text in texts:
                cached = cache.get(side + text)
                if cached is not None:
                    cache.move_to_end(side + text)
                    found[text] = cached
        missing = [text for text in dict.fromkeys(texts) if text not in found]
        if missing:
            embedded = self.embed(missing, query=query)  # outside the lock: other threads' cached queries go on
            with self._cache_lock:
                for text, vector in zip(missing, embedded, strict=True):
                    vector.setflags(write=False)
                    found[text] = cache[side + text] = vector
                while len(cache) > self.query_cache_size:
                    cache.popitem(last=False)
        return found

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id} d={self.dimensions}>"


class _QueryView(Embedder):
    """An embedder seen from the query side: :meth:`embed` embeds queries, and the id is the
    parent's :attr:`~Embedder.query_id` (see :meth:`Embedder.for_queries`)."""

    def __init__(self, parent: Embedder) -> None:
        super().__init__()
        self.parent = parent
        self.id = parent.query_id
        self.dimensions = parent.dimensions
        self.knows_words = parent.knows_words  # type: ignore[misc]  # the parent's, per instance

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        """The parent's vectors of texts that carry their prompt already."""
        return self.parent.embed_batch(texts)

    def embed(
        self, texts: Sequence[str], progress: Callable[[int], None] | None = None, *, query: bool = True
    ) -> Vectors:
        """Embed texts as queries (with the parent's query prompt)."""
        return self.parent.embed(texts, progress, query=True)

    def embed_query(self, text: str) -> Vectors:
        """The parent's (cached) vector of a query."""
        return self.parent.embed_query(text)

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """The parent's (cached) vectors of queries."""
        return self.parent.embed_queries(texts)


def _normalise(vectors: Vectors) -> Vectors:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: Vectors = (vectors / norms).astype(np.float32, copy=False)
    return result
