"""The live index: a :class:`~toolmem.search.hybrid.HybridIndex` kept current with a changing source.

A source (a :class:`Feed`: a workspace's tools, past requests, plans or chunks in a store) has a
version that grows with every change, and answers "the rows changed since version N, and the keys
removed since". A live index applies exactly that to the index it holds, so a change costs what it
changes, not a rebuild:

1. the first use restores the index the source saved last (any process may have saved it) and
   catches up from the change log since its version — or, with nothing saved, builds it; a saved
   index whose checksum does not match (a byte changed on disk) is rebuilt, with a warning;
2. every later use compares the source's version with the index's and applies the changes since;
3. rows stored without a vector (written while no embedder ran, or recorded on a path that must not
   wait for a model) are embedded here, in one batch, and their vectors written back for others;
4. when tombstones pass a quarter of the slots (and 1,000), the index is compacted; it is saved
   back to the source after a full build, a compaction, or once a tenth of it changed since the
   last save, when it holds at least ``save_min`` documents — so another process's catch-up stays
   short.

A source whose change log no longer reaches back to the index's version answers with every row
(``complete``), and the index is rebuilt.
"""

from __future__ import annotations

import logging
import threading
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace

from toolmem.embedders.base import Embedder
from toolmem.errors import StoreError
from toolmem.progress import Progress, stage
from toolmem.search.expansion import Expansion
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import DEFAULT_ANN_THRESHOLD, Document, HybridIndex
from toolmem.threads import batch_threads
from toolmem.types import Buffer, Vectors

__all__ = ["SAVE_MIN", "Change", "Feed", "LiveIndex", "Update"]

_log = logging.getLogger("toolmem")

#: Indexes smaller than this rebuild in milliseconds and are not saved.
SAVE_MIN = 2_000
_COMPACT_MIN = 1_000
_BUILD_BATCH = 50_000


@dataclass(frozen=True)
class Change:
    """A row that was added or changed.

    Attributes:
        document: the row as the index takes it; its vector may be ``None`` when none is stored yet.
        text_hash: the key its vector is stored under.
        embed_text: the text to embed when the vector is missing.
    """

    document: Document
    text_hash: str | None = None
    embed_text: str | None = None


@dataclass(frozen=True)
class Update:
    """What changed in a source since a version.

    Attributes:
        version: the source's version the update brings the index to.
        changes: rows added or changed, in the order the index takes them (by the version of their
            last change, then key; a full answer orders every row the same way).
        removed: keys removed since.
        complete: ``True`` when ``changes`` holds every row (the log did not reach back far enough,
            or no version was given): the index is rebuilt from them.
    """

    version: int
    changes: Sequence[Change] = ()
    removed: Sequence[str] = ()
    complete: bool = False


class Feed(ABC):
    """The source a :class:`LiveIndex` follows; implemented over a store by each kind of record.

    Attributes:
        name: what the index is, for people (in warnings).
    """

    name: str = "search index"

    @abstractmethod
    def version(self) -> int:
        """The source's current version (cheap: every search asks)."""

    @abstractmethod
    def changes(self, since: int | None) -> Update:
        """Rows changed and keys removed after version ``since`` (every row when ``None``)."""

    def saved(self) -> Buffer | None:
        """The index saved last by any process, or ``None``."""
        return None

    def save(self, version: int, payload: bytes) -> None:  # noqa: B027 - optional hook
        """Keep a saved index for other processes (no-op by default)."""

    def store_vectors(self, vectors: Mapping[str, Vectors]) -> None:  # noqa: B027 - optional hook
        """Write vectors the index computed for rows stored without one (no-op by default)."""


@dataclass
class _Counters:
    unsaved: int = 0
    built: int = 0
    caught_up: int = 0
    embedded: int = 0
    restored: int = 0
    compacted: int = 0
    saved: int = 0
    words: int = 0


class LiveIndex:
    """An index that follows a :class:`Feed`.

    Args:
        feed: the source.
        embedder: embeds rows stored without a vector; ``None`` when every row brings its vector
            (or for a keyword-only index).
        dimensions: the vectors' length (default: the embedder's); ``None`` with no embedder is a
            keyword-only index.
        lexical: whether the index keeps BM25.
        weights: the dense/BM25 mix.
        ann_threshold: above this many rows, dense search uses HNSW.
        save_min: the least documents worth saving back to the source (a build that embedded
            words for query expansion is saved whatever its size: they took the model).
        expansion: expand queries with the index's own words (:mod:`toolmem.search.expansion`); each
            new word of the documents is embedded as it arrives, with the embedder.
    """

    def __init__(
        self,
        feed: Feed,
        *,
        embedder: Embedder | None,
        dimensions: int | None = None,
        lexical: bool = True,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
        save_min: int = SAVE_MIN,
        expansion: Expansion | None = None,
    ) -> None:
        self.feed = feed
        self.embedder = embedder
        self.dimensions = dimensions if dimensions is not None else embedder.dimensions if embedder else None
        self.lexical = lexical
        self.weights = weights or FusionWeights()
        self.ann_threshold = ann_threshold
        self.save_min = save_min
        self.expansion = expansion if embedder is not None else None
        self.counters = _Counters()
        self._index: HybridIndex | None = None
        self._lock = threading.RLock()

    @contextmanager
    def use(self, version: int | None = None) -> Iterator[HybridIndex]:
        """The index caught up with the source, held for the block (changes wait until it ends).

        Args:
            version: the source's version if the caller just read it (saves a round trip).
        """
        with self._lock:
            yield self.current(version)

    def current(self, version: int | None = None, *, progress: Progress | None = None) -> HybridIndex:
        """The index caught up with the source (only safe to search under :meth:`use`).

        Args:
            version: the source's version if the caller just read it.
            progress: told of the long parts of a catch-up: ``building the index`` (rows added of
                all changed), ``embedding rows`` (rows stored without a vector) and ``embedding
                words`` (new words of the documents, for query expansion).
        """
        with self._lock:
            index = self._index
            wanted = self.feed.version() if version is None else version
            if index is None or index.version != wanted:
                with batch_threads():  # building a graph or embedding rows is batch work
                    index = self._catch_up(index, progress)
                self._index = index
            return index

    @property
    def nbytes(self) -> int:
        """About how much memory the index holds now (0 until it is first used, or after :meth:`reset`)."""
        index = self._index
        return 0 if index is None else index.nbytes

    def reset(self) -> None:
        """Forget the index: the next use restores or rebuilds it."""
        with self._lock:
            self._index = None

    # internals ------------------------------------------------------------------------------
    def _catch_up(self, index: HybridIndex | None, progress: Progress | None) -> HybridIndex:
        if index is None:
            index = self._restore()
        update = self.feed.changes(None if index is None else index.version)
        if index is None or update.complete:
            index = self._empty(update.version)
            building = stage(progress, "building the index", len(update.changes))
            for start in range(0, len(update.changes), _BUILD_BATCH):  # bounded temporaries at any size
                batch = update.changes[start : start + _BUILD_BATCH]
                index.add(self._documents(batch, progress))
                building.advance(len(batch))
            words = self._embed_words(index, progress)
            self.counters.built += 1
            self.counters.unsaved = 0
            if len(index) >= self.save_min or words:  # the words took the model: keep them for others
                self._save(index)
            return index
        index.remove(list(update.removed))
        index.add(self._documents(update.changes, progress))
        self._embed_words(index, progress)
        index.version = update.version
        self.counters.caught_up += 1
        self.counters.unsaved += len(update.changes) + len(update.removed)
        if index.tombstones > max(_COMPACT_MIN, index.slots // 4):
            index = index.compacted()
            self.counters.compacted += 1
            if len(index) >= self.save_min:
                self._save(index)
        elif len(index) >= self.save_min and self.counters.unsaved > max(_COMPACT_MIN, len(index) // 10):
            self._save(index)
        return index

    def _empty(self, version: int) -> HybridIndex:
        return HybridIndex(
            self.dimensions,
            lexical=self.lexical,
            weights=self.weights,
            ann_threshold=self.ann_threshold,
            version=version,
            expansion=self.expansion,
        )

    def _restore(self) -> HybridIndex | None:
        """The index the source saved last, or ``None`` (then it is built): one that is damaged,
        of another format or needs what is missing is rebuilt with a warning saying why."""
        payload = self.feed.saved()
        if payload is None:
            return None
        try:
            index = HybridIndex.restore(payload, weights=self.weights, expansion=self.expansion)
        except ValueError as exc:
            _log.warning("the saved %s is not used (%s); rebuilding it from the store", self.feed.name, exc)
            return None
        if index.dimensions != self.dimensions or (index.bm25 is not None) != self.lexical:
            return None
        index.ann_threshold = self.ann_threshold
        self.counters.restored += 1
        self.counters.unsaved = 0
        return index

    def _embed_words(self, index: HybridIndex, progress: Progress | None) -> int:
        """Embed the words the index's documents brought that it has no vector for yet; how many."""
        if index.words is None or index.bm25 is None or self.embedder is None:
            return 0
        embedder = self.embedder

        def embed(words: Sequence[str]) -> Vectors:
            return embedder.embed(words, progress=stage(progress, "embedding words", len(words)).advance)

        embedded = index.words.extend(index.bm25.surfaces, embed)
        self.counters.words += embedded
        return embedded

    def _save(self, index: HybridIndex) -> None:
        """Save the index for other processes; a store that cannot take it (a full disk, a read-only
        file) only costs them a rebuild, so searches go on."""
        try:
            self.feed.save(index.version, index.dumps())
        except StoreError as exc:
            _log.warning("the %s was not saved for other processes (%s); it stays in memory", self.feed.name, exc)
            return
        self.counters.saved += 1
        self.counters.unsaved = 0

    def _documents(self, changes: Sequence[Change], progress: Progress | None) -> list[Document]:
        """The changes' documents, with the missing vectors embedded in one batch and written back."""
        if self.dimensions is None:
            return [replace(change.document, vector=None) for change in changes]
        missing = [i for i, change in enumerate(changes) if change.document.vector is None]
        if not missing:
            return [change.document for change in changes]
        if self.embedder is None:
            raise ValueError(f"{len(missing)} rows have no vector and no embedder was given to compute them")
        texts = [changes[i].embed_text or changes[i].document.text for i in missing]
        embedded = self.embedder.embed(texts, progress=stage(progress, "embedding rows", len(texts)).advance)
        self.counters.embedded += len(missing)
        documents = [change.document for change in changes]
        stored: dict[str, Vectors] = {}
        for i, vector in zip(missing, embedded, strict=True):
            documents[i] = replace(documents[i], vector=vector)
            text_hash = changes[i].text_hash
            if text_hash is not None:
                stored[text_hash] = vector
        if stored:
            try:
                self.feed.store_vectors(stored)
            except StoreError as exc:  # a full disk or a read-only file: the vectors serve from memory
                _log.warning("vectors computed for the %s were not stored (%s)", self.feed.name, exc)
        return documents
