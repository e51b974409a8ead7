"""The hybrid index: BM25 and dense vectors over the same documents, fused into one ranking.

Documents are keyed by a string and live in numbered slots: adding appends, removing leaves a
tombstone, re-adding a key replaces its row. Every part — BM25 (:mod:`toolmem.search.bm25`), the
vectors (:mod:`toolmem.search.exact` up to ``ann_threshold`` live rows, :mod:`toolmem.search.hnsw`
beyond) and the moments fusion standardises with (:mod:`toolmem.search.fusion`) — follows each
change exactly, so an index changed in place ranks like one built afresh from the same documents
in the same order. :meth:`HybridIndex.compacted` drops the tombstones once they are many.

The index knows nothing of tools: a document is a key, a text for BM25, a unit vector, labels a
filter can select (a tool's tags) and a JSON payload kept beside it.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from toolmem.search.bm25 import BM25Index
from toolmem.search.exact import ExactIndex
from toolmem.search.expansion import Expansion, WordVectors
from toolmem.search.fusion import FusionWeights, Moments
from toolmem.search.hnsw import HNSWIndex, faiss_available
from toolmem.search.ranking import Ranked, rank_all, rank_pool
from toolmem.search.reweighting import Reweighting
from toolmem.search.vectors import VectorIndex, read_arrays, write_arrays
from toolmem.text.words import tokenize
from toolmem.types import Buffer, Positions, Vectors

__all__ = ["DEFAULT_ANN_THRESHOLD", "MOMENTS_MIN_ROWS", "SLOT_BYTES", "Document", "Hit", "HybridIndex"]

#: Above this many live rows, dense search goes through an HNSW graph (exact below: a scan of
#: 20,000 × 384 float32 values takes about a millisecond on two cores).
DEFAULT_ANN_THRESHOLD = 20_000
#: From this many live rows an index keeps the moments of its vectors (see ``dense_stats``).
MOMENTS_MIN_ROWS = 4_096
#: The memory :attr:`HybridIndex.nbytes` counts per slot for its key, payload and labels (Python
#: objects, too costly to weigh one by one; measured near 250 bytes for tools and chunks).
SLOT_BYTES = 256
_FILTER_CACHE = 256
_FORMAT = 6  # bump when the saved layout changes: older saved indexes are then rebuilt
_log = logging.getLogger("toolmem")
_BACKENDS: dict[str, type[VectorIndex]] = {ExactIndex.kind: ExactIndex, HNSWIndex.kind: HNSWIndex}


@dataclass(frozen=True)
class Document:
    """One row of an index.

    Attributes:
        key: its unique key.
        text: what BM25 reads.
        vector: its unit embedding, or ``None`` in a keyword-only index.
        labels: values a filter can select it by (e.g. a tool's tags, case-folded).
        payload: JSON data kept with the row and returned with its hits.
    """

    key: str
    text: str = ""
    vector: Vectors | None = None
    labels: tuple[str, ...] = ()
    payload: Any = None


@dataclass(frozen=True)
class Hit:
    """A ranked document with its fused score and the raw signals.

    Attributes:
        key: the document's key.
        score: the fused score (plus what a reweighting added).
        dense: cosine similarity to the query, ``None`` in keyword-only search.
        bm25: the BM25 score.
        boost: what a reweighting added, ``None`` when the search had none.
        payload: the document's payload.
    """

    key: str
    score: float
    dense: float | None
    bm25: float
    boost: float | None = None
    payload: Any = None


class HybridIndex:
    """BM25 + dense search over keyed documents that can change.

    Args:
        dimensions: the vectors' length; ``None`` for a keyword-only index.
        lexical: whether to keep BM25 (a dense-only index answers :meth:`nearest`).
        weights: the dense/BM25 mix of :meth:`search`.
        ann_threshold: above this many live rows, dense search uses HNSW (when faiss is installed).
        version: the version of the source the index reflects (see :mod:`toolmem.search.live`).
        expansion: expand queries with the index's own words (:mod:`toolmem.search.expansion`); needs
            BM25 and vectors. The word vectors are filled by whoever has the embedder
            (:attr:`words`, :class:`~toolmem.search.live.LiveIndex`).
    """

    def __init__(
        self,
        dimensions: int | None,
        *,
        lexical: bool = True,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
        version: int = 0,
        expansion: Expansion | None = None,
    ) -> None:
        self.dimensions = dimensions
        self.weights = weights or FusionWeights()
        self.ann_threshold = ann_threshold
        self.version = version
        self.bm25 = BM25Index() if lexical else None
        self.expansion = expansion if lexical and dimensions is not None else None
        self.words: WordVectors | None = WordVectors(dimensions) if self.expansion and dimensions else None
        self.dense: VectorIndex | None = ExactIndex(dimensions) if dimensions is not None else None
        self.moments: Moments | None = None  # from MOMENTS_MIN_ROWS rows on (see dense_stats)
        self._keys: list[str | None] = []
        self._slots: dict[str, int] = {}
        self._payloads: list[Any] = []
        self._labels: list[Sequence[str]] = []
        self._label_sets: dict[str, set[int]] | None = {}  # built on the first filter after a restore
        self._filters: dict[tuple[tuple[str, ...], ...], Positions] = {}
        self._dead_slots: Positions | None = None

    # writing --------------------------------------------------------------------------------
    def add(self, documents: Sequence[Document]) -> None:
        """Add documents in order; a key already present is replaced (its new row goes last).

        Raises:
            ValueError: a document lacks a vector while the index is dense, or a key repeats.
        """
        if not documents:
            return
        keys = [doc.key for doc in documents]
        if len(set(keys)) != len(keys):
            raise ValueError("a key appears twice in one batch")
        self.remove([key for key in keys if key in self._slots])
        start = len(self._keys)
        if self.dense is not None:
            if any(doc.vector is None for doc in documents):
                raise ValueError("every document of a dense index needs a vector")
            vectors = np.stack([np.asarray(doc.vector, dtype=np.float32) for doc in documents])
            self.dense.add(vectors)
            if self.moments is not None:
                self.moments.add(vectors)
            elif self.dense.alive >= MOMENTS_MIN_ROWS:
                self.moments = Moments.of(self._live_vectors())
        if self.bm25 is not None:
            self.bm25.add([doc.text for doc in documents])
        for slot, doc in enumerate(documents, start):
            self._keys.append(doc.key)
            self._slots[doc.key] = slot
            self._payloads.append(doc.payload)
            self._labels.append(doc.labels)
            if self._label_sets is not None:
                for label in doc.labels:
                    self._label_sets.setdefault(label, set()).add(slot)
        self._changed()
        self._grow_graph()

    def remove(self, keys: Sequence[str]) -> list[str]:
        """Remove documents by key; returns the keys that were present."""
        slots = [self._slots.pop(key) for key in keys if key in self._slots]
        if not slots:
            return []
        removed = [self._keys[slot] or "" for slot in slots]
        positions = np.asarray(sorted(slots), dtype=np.int64)
        if self.dense is not None:
            if self.moments is not None:
                self.moments.remove(self.dense.matrix()[positions])
            self.dense.remove(positions)
        if self.bm25 is not None:
            self.bm25.remove(positions)
        for slot in slots:
            self._keys[slot] = None
            self._payloads[slot] = None
            if self._label_sets is not None:
                for label in self._labels[slot]:
                    self._label_sets[label].discard(slot)
            self._labels[slot] = ()
        self._changed()
        return removed

    # reading --------------------------------------------------------------------------------
    def __len__(self) -> int:
        """How many live documents."""
        return len(self._slots)

    def __contains__(self, key: object) -> bool:
        return key in self._slots

    @property
    def live(self) -> int:
        """How many live documents (as ``len``)."""
        return len(self._slots)

    @property
    def slots(self) -> int:
        """How many slots, tombstones included."""
        return len(self._keys)

    @property
    def nbytes(self) -> int:
        """About how much memory the index holds: vectors, BM25, word vectors and moments, plus an
        estimate of ``SLOT_BYTES`` per slot for its key, payload and labels. What a server weighs
        its open workspaces by (:class:`toolmem.Workspaces`)."""
        parts = (self.dense, self.bm25, self.words, self.moments)
        return sum(part.nbytes for part in parts if part is not None) + len(self._keys) * SLOT_BYTES

    @property
    def approximate(self) -> bool:
        """Whether unfiltered dense search goes through an HNSW graph."""
        return isinstance(self.dense, HNSWIndex)

    def keys(self) -> list[str]:
        """The live keys, in slot order."""
        return [key for key in self._keys if key is not None]

    def vectors(self) -> tuple[list[str], Vectors | None]:
        """The live keys and their vectors (a copy), in slot order; no vectors in a keyword-only index."""
        live = np.asarray([slot for slot, key in enumerate(self._keys) if key is not None], dtype=np.int64)
        keys = [self._keys[slot] or "" for slot in live.tolist()]
        return keys, None if self.dense is None else self.dense.matrix()[live]

    def payload(self, key: str) -> Any:
        """The payload of a live document, or ``None``."""
        slot = self._slots.get(key)
        return None if slot is None else self._payloads[slot]

    def select(self, groups: Sequence[Sequence[str]]) -> Positions:
        """Slots carrying, for every group, at least one of its labels (AND of ORs), ascending."""
        key = tuple(tuple(sorted(set(group))) for group in groups)
        cached = self._filters.get(key)
        if cached is None:
            rows: Positions | None = None
            for group in key:
                members: set[int] = set()
                for label in group:
                    members |= self._by_label().get(label, set())
                found = np.fromiter(sorted(members), dtype=np.int64, count=len(members))
                rows = found if rows is None else np.intersect1d(rows, found)
            cached = rows if rows is not None else np.empty(0, dtype=np.int64)
            cached.flags.writeable = False
            if len(self._filters) >= _FILTER_CACHE:
                self._filters.pop(next(iter(self._filters)))
            self._filters[key] = cached
        return cached

    def where(self, test: Callable[[Any], bool]) -> Positions:
        """Slots whose payload passes ``test``, ascending (not cached: callers cache by their filter)."""
        return np.asarray(
            [slot for slot, key in enumerate(self._keys) if key is not None and test(self._payloads[slot])],
            dtype=np.int64,
        )

    def search(
        self,
        text: str,
        vector: Vectors | None,
        k: int,
        allowed: Positions | None = None,
        *,
        reweight: Reweighting | None = None,
        candidates: int | None = None,
        word_vectors: Mapping[str, Vectors] | None = None,
    ) -> list[Hit]:
        """The best ``k`` documents for a query, best first (ties by slot).

        Args:
            text: the query text, for BM25.
            vector: its unit embedding, or ``None`` for keyword-only search.
            k: how many at most.
            allowed: only these slots (from :meth:`select` or :meth:`where`).
            reweight: evidence from outside the text that reweighs the content ranking
                (:mod:`toolmem.search.reweighting`); the documents it names join the candidates.
            candidates: how many the graph proposes on the approximate path (default ``max(200, 20k)``;
                BM25 proposes ten times as many, more while a left-out document could still win).
            word_vectors: the vectors of the query's words (:func:`~toolmem.search.expansion.query_words`),
                to expand the BM25 query with the index's nearest words, when the index expands.
        """
        if k <= 0 or not self._slots or (allowed is not None and len(allowed) == 0):
            return []
        lexical = (
            self.bm25.scores(text, self._expanded(text, word_vectors))
            if self.bm25 is not None
            else np.zeros(self.slots, dtype=np.float32)
        )
        slots = None if reweight is None else _InSlots(reweight, self._slots, self._keys)
        if self.dense is None or vector is None:
            return self._hits(rank_all(self, lexical, None, k, allowed, slots))
        if not self.approximate or (allowed is not None and len(allowed) <= self.ann_threshold):
            return self._hits(rank_all(self, lexical, vector, k, allowed, slots))
        return self._hits(rank_pool(self, lexical, vector, k, allowed, candidates, slots))

    def word_vectors(self, words: Sequence[str]) -> dict[str, Vectors]:
        """The vectors this index already holds for some of a query's words (those its documents use,
        by their term), so that only the others need the model; empty when it does not expand."""
        if self.words is None or self.bm25 is None:
            return {}
        vocab, matrix, known = self.bm25.vocab, self.words.matrix, {}
        for word in words:
            terms = tokenize(word)
            term = vocab.get(terms[0]) if len(terms) == 1 else None
            if term is not None and term < len(matrix) and matrix[term].any():
                known[word] = matrix[term]
        return known

    def _expanded(self, text: str, word_vectors: Mapping[str, Vectors] | None) -> dict[int, float] | None:
        """The terms a query is expanded with (:mod:`toolmem.search.expansion`), or ``None``."""
        if not word_vectors or self.words is None or self.expansion is None or self.bm25 is None:
            return None
        vocab = self.bm25.vocab
        own = {vocab[token] for token in tokenize(text) if token in vocab}
        return self.words.expand(word_vectors, own, self.bm25.live_terms(), self.expansion)

    def dense_stats(self, vector: Vectors) -> tuple[float, float]:
        """Mean and standard deviation of the query's cosine similarity over every live document.

        From the catalogue's moments once it has :data:`MOMENTS_MIN_ROWS` rows (no scan, so the
        approximate path keeps the exact statistics); below that, from one scan, which costs less
        than the ``d × d`` moment matrix (1.2 MB at 384 dimensions) a small index would carry.
        """
        if self.dense is None:
            return 0.0, 0.0
        if self.moments is not None:
            return self.moments.stats(vector)
        scores = self.dense.scores(vector).astype(np.float64)
        if self.dense.alive < len(self.dense):
            scores[self.dense.dead] = 0.0
        n = max(self.dense.alive, 1)
        mean = float(scores.sum()) / n
        return mean, max(float(scores @ scores) / n - mean * mean, 0.0) ** 0.5

    def nearest(self, vector: Vectors, k: int, allowed: Positions | None = None) -> list[tuple[str, float]]:
        """The ``k`` documents whose vectors are most similar to ``vector``: ``(key, cosine)``, best first."""
        if self.dense is None or k <= 0 or not self._slots:
            return []
        slots, similarities = self.dense.top(np.asarray(vector, dtype=np.float32), k, allowed)
        return [(self._keys[s] or "", float(sim)) for s, sim in zip(slots.tolist(), similarities.tolist(), strict=True)]

    # maintenance ----------------------------------------------------------------------------
    @property
    def tombstones(self) -> int:
        """How many slots hold removed documents."""
        return len(self._keys) - len(self._slots)

    def compacted(self) -> HybridIndex:
        """A copy without tombstones, documents in the same order (as a fresh build of them)."""
        keep = np.asarray([slot for slot, key in enumerate(self._keys) if key is not None], dtype=np.int64)
        index = HybridIndex(
            self.dimensions,
            lexical=self.bm25 is not None,
            weights=self.weights,
            ann_threshold=self.ann_threshold,
            version=self.version,
            expansion=self.expansion,
        )
        index.words = self.words  # terms keep their numbers: the word vectors stay valid
        if self.bm25 is not None:
            index.bm25 = self.bm25.compacted(keep)
        if self.dense is not None and self.dimensions is not None:
            vectors = np.ascontiguousarray(self.dense.matrix()[keep])
            index.dense = _vector_index(vectors, self.ann_threshold)
            index.moments = Moments.of(vectors) if len(vectors) >= MOMENTS_MIN_ROWS else None
        index._keys = [self._keys[slot] for slot in keep.tolist()]
        index._slots = {key: slot for slot, key in enumerate(index._keys) if key is not None}
        index._payloads = [self._payloads[slot] for slot in keep.tolist()]
        index._labels = [self._labels[slot] for slot in keep.tolist()]
        index._label_sets = None
        return index

    def exact_twin(self) -> HybridIndex:
        """An index answering exactly from the same documents and vectors (shared, not copied): the
        reference an approximate index's recall is measured against. Do not change either while
        the twin is in use."""
        twin = HybridIndex(
            self.dimensions,
            lexical=False,
            weights=self.weights,
            ann_threshold=2**62,
            version=self.version,
        )
        twin.bm25, twin.moments = self.bm25, self.moments
        if self.dense is not None and self.dimensions is not None:
            dead = np.zeros(len(self.dense), dtype=bool)
            dead[self.dense.dead] = True
            twin.dense = ExactIndex.restore({"vectors": self.dense.matrix(), "dead": dead}, self.dimensions)
        twin._keys, twin._slots, twin._payloads, twin._labels = self._keys, self._slots, self._payloads, self._labels
        twin._label_sets = self._by_label()
        return twin

    def dumps(self) -> bytes:
        """The whole index in one buffer for :meth:`loads` (arrays stored raw: no pickling)."""
        arrays: dict[str, Any] = {}
        if self.bm25 is not None:
            arrays |= self.bm25.state()
        if self.dense is not None:
            arrays |= {f"dense_{name}": value for name, value in self.dense.state().items()}
        if self.moments is not None:
            arrays |= self.moments.state()
        if self.words is not None:
            arrays |= self.words.state()
        arrays |= _documents_state(self._keys, self._payloads, self._labels)
        meta = {
            "format": _FORMAT,
            "version": self.version,
            "dimensions": self.dimensions,
            "dense": self.dense.kind if self.dense is not None else None,
            "lexical": self.bm25 is not None,
            "ann_threshold": self.ann_threshold,
        }
        return write_arrays(arrays, meta)

    @classmethod
    def loads(
        cls, payload: Buffer, *, weights: FusionWeights | None = None, expansion: Expansion | None = None
    ) -> HybridIndex | None:
        """An index saved by :meth:`dumps`; ``None`` if it is damaged, of another format or unusable
        here (:meth:`restore` says why)."""
        try:
            return cls.restore(payload, weights=weights, expansion=expansion)
        except ValueError as exc:
            _log.debug("saved index unusable: %s", exc)
            return None

    @classmethod
    def restore(
        cls, payload: Buffer, *, weights: FusionWeights | None = None, expansion: Expansion | None = None
    ) -> HybridIndex:
        """An index saved by :meth:`dumps`, its checksum verified first.

        With ``expansion``, word vectors saved with it are kept (and an index saved without them
        gets an empty set, filled on its next catch-up); without, they are dropped.

        Raises:
            ValueError: the payload is damaged (its checksum does not match, or it is cut short),
                of another format, or needs faiss, which is not installed; the message says which.
        """
        arrays, meta = read_arrays(payload)
        if meta.get("format") != _FORMAT:
            raise ValueError(f"saved in format {meta.get('format')!r}, this version reads {_FORMAT}")
        if meta["dense"] == HNSWIndex.kind and not faiss_available():
            raise ValueError("saved with an HNSW graph, and faiss is not installed")
        try:
            index = cls(
                meta["dimensions"],
                lexical=bool(meta["lexical"]),
                weights=weights,
                ann_threshold=int(meta["ann_threshold"]),
                version=int(meta["version"]),
                expansion=expansion,
            )
            if index.bm25 is not None:
                index.bm25 = BM25Index.from_state(arrays)
            if index.words is not None and "words_vectors" in arrays:
                index.words = WordVectors.restore(arrays, int(meta["dimensions"]))
            if meta["dense"] is not None:
                state = {name[len("dense_") :]: value for name, value in arrays.items() if name.startswith("dense_")}
                index.dense = _BACKENDS[meta["dense"]].restore(state, int(meta["dimensions"]))
                index.moments = Moments.from_state(arrays) if "moments_sum" in arrays else None
            index._keys, index._payloads, index._labels = _documents_from_state(arrays)
        except (KeyError, ValueError, TypeError, IndexError) as exc:
            raise ValueError(f"inconsistent: {exc!r}") from exc
        index._slots = {key: slot for slot, key in enumerate(index._keys) if key is not None}
        index._label_sets = None
        return index

    # internals ------------------------------------------------------------------------------
    def _by_label(self) -> dict[str, set[int]]:
        if self._label_sets is None:
            sets: dict[str, set[int]] = {}
            for slot, labels in enumerate(self._labels):
                for label in labels:
                    sets.setdefault(label, set()).add(slot)
            self._label_sets = sets
        return self._label_sets

    def _live_vectors(self) -> Vectors:
        assert self.dense is not None
        matrix = self.dense.matrix()
        return matrix if self.dense.alive == len(self.dense) else np.delete(matrix, self.dense.dead, axis=0)

    def _changed(self) -> None:
        self._filters.clear()
        self._dead_slots = None

    def _grow_graph(self) -> None:
        """Switch the exact scan to an HNSW graph once the live rows pass the threshold."""
        dense = self.dense
        if isinstance(dense, ExactIndex) and dense.alive > self.ann_threshold and _can_build_graph(self.ann_threshold):
            graph = HNSWIndex.build(dense.matrix())
            graph.remove(dense.dead)
            self.dense = graph

    def dead_slots(self) -> Positions:
        """The slots of removed documents, ascending."""
        if self._dead_slots is None:
            self._dead_slots = np.asarray([slot for slot, key in enumerate(self._keys) if key is None], dtype=np.int64)
        return self._dead_slots

    def _hits(self, ranked: Ranked) -> list[Hit]:
        dense = None if ranked.dense is None else ranked.dense.tolist()
        boosts = None if ranked.boosts is None else ranked.boosts.tolist()
        return [
            Hit(
                self._keys[slot] or "",
                score,
                None if dense is None else dense[j],
                keyword,
                None if boosts is None else boosts[j],
                self._payloads[slot],
            )
            for j, (slot, score, keyword) in enumerate(
                zip(ranked.slots.tolist(), ranked.scores.tolist(), ranked.bm25.tolist(), strict=True)
            )
        ]


class _InSlots:
    """A :class:`Reweighting` speaking in slots, as ranking takes it."""

    def __init__(self, reweight: Reweighting, slots: Mapping[str, int], keys: Sequence[str | None]) -> None:
        self._reweight = reweight
        self._keys = keys
        named = [slots[key] for key in reweight.keys if key in slots]
        self.slots: Positions = np.unique(np.asarray(named, dtype=np.int64))

    def adjust(self, slots: Positions, scores: Vectors) -> Vectors:
        extra = self._reweight.adjust([self._keys[slot] or "" for slot in slots.tolist()], scores)
        return np.asarray(extra, dtype=np.float32)


def _documents_state(keys: list[str | None], payloads: list[Any], labels: list[Sequence[str]]) -> dict[str, Any]:
    """Keys, payloads and labels as arrays: keys NUL-separated (none holds a NUL: stores refuse
    them), payloads and labels as JSON, left out when every document has none."""
    state: dict[str, Any] = {}
    text = "\0".join(key or "" for key in keys)
    if any(key and "\0" in key for key in keys):
        raise ValueError("a key holds a NUL character")
    state["documents_keys"] = np.frombuffer(text.encode(), dtype=np.uint8)
    state["documents_count"] = np.asarray([len(keys)], dtype=np.int64)
    if any(payload is not None for payload in payloads):
        state["documents_payloads"] = np.frombuffer(json.dumps(payloads, ensure_ascii=False).encode(), dtype=np.uint8)
    if any(labels):
        state["documents_labels"] = np.frombuffer(
            json.dumps([list(row) for row in labels], ensure_ascii=False).encode(), dtype=np.uint8
        )
    return state


def _documents_from_state(arrays: Mapping[str, Any]) -> tuple[list[str | None], list[Any], list[Sequence[str]]]:
    count = int(arrays["documents_count"][0])
    keys: list[str | None] = [key or None for key in bytes(arrays["documents_keys"]).decode().split("\0")]
    if count == 0:
        keys = []
    if len(keys) != count:
        raise ValueError(f"{len(keys)} keys for {count} documents")
    payloads = json.loads(bytes(arrays["documents_payloads"]).decode()) if "documents_payloads" in arrays else None
    labels = json.loads(bytes(arrays["documents_labels"]).decode()) if "documents_labels" in arrays else None
    return keys, payloads or [None] * count, labels or [()] * count


def _vector_index(vectors: Vectors, ann_threshold: int) -> VectorIndex:
    """An exact index up to ``ann_threshold`` rows, an HNSW graph beyond (when faiss is installed)."""
    if len(vectors) > ann_threshold and _can_build_graph(ann_threshold):
        return HNSWIndex.build(vectors)
    index = ExactIndex(vectors.shape[1])
    index.add(vectors)
    return index


_warned_no_faiss = False


def _can_build_graph(threshold: int) -> bool:
    global _warned_no_faiss
    if faiss_available():
        return True
    if not _warned_no_faiss:
        _warned_no_faiss = True
        _log.warning(
            "more than %d rows exceed the exact-search threshold; install faiss for faster search: "
            "pip install 'toolmem[ann]'",
            threshold,
        )
    return False
