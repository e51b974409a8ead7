"""Keyword search: BM25 over the tools' search texts, with bm25s.

bm25s was measured against tantivy, SQLite FTS5 and PostgreSQL ``ts_rank`` (see the README): it
scores 100k short documents in under a millisecond and, held in memory, is rebuilt from the store
whenever the catalogue changes. It returns a score for every document, which fusion needs.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

import bm25s
import numpy as np
import Stemmer

from toolmem.types import Vectors

__all__ = ["LexicalIndex", "tokenize"]

Array = np.ndarray[Any, Any]

_WORD = re.compile(r"[a-z0-9]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
# A short English stop list: words that carry no meaning about which tool to pick.
_STOP = frozenset(
    (
        "a an and are as at be but by can could do does for from how i if in into is it its me my no not of on "
        "or our please so some such that the their then there these they this to was we what when where which "
        "who will with would you your"
    ).split()
)


def tokenize(text: str) -> list[str]:
    """Split text into lower-case word tokens, breaking identifiers (``getWeather``, ``send_sms``).

    Tokens are stemmed (Snowball English) so ``forecasts`` finds ``forecast``.
    """
    spaced = _CAMEL.sub(" ", text).lower()
    return [_stem(word) for word in _WORD.findall(spaced) if word not in _STOP]


_STEMMER = Stemmer.Stemmer("english")


@functools.lru_cache(maxsize=262_144)
def _stem(word: str) -> str:
    """The Snowball English stem (PyStemmer): files/file, updated/update and messages/message meet.

    Snowball beat a plain suffix-stripper on MetaTool's training queries (fused NDCG@5 .703 vs .700,
    BM25 alone .542 vs .523).
    """
    if len(word) <= 3 or word.isdigit():
        return word
    stem: str = _STEMMER.stemWord(word)
    return stem


class LexicalIndex:
    """A BM25 index over a fixed list of texts.

    Args:
        texts: the documents, in index order.
        k1, b: the BM25 parameters; ``b = 0.5`` (less length normalisation than Lucene's 0.75)
            was chosen on MetaTool's training queries, as was the fusion weight.
    """

    def __init__(self, texts: Sequence[str], *, k1: float = 1.5, b: float = 0.5) -> None:
        self.size = len(texts)
        self.k1, self.b = k1, b
        self._vocab: dict[str, int] = {}
        corpus = [[self._vocab.setdefault(token, len(self._vocab)) for token in tokenize(t)] for t in texts]
        self._bm25 = bm25s.BM25(k1=k1, b=b)
        if self.size and self._vocab:
            # bm25s needs at least one token per document to build its matrix; give empty ones a
            # token that no query can produce.
            filler = self._vocab.setdefault("\x00", len(self._vocab))
            corpus = [ids or [filler] for ids in corpus]
            self._bm25.index(bm25s.tokenization.Tokenized(ids=corpus, vocab=self._vocab), show_progress=False)
        self._ready = bool(self.size and self._vocab)

    def state(self) -> dict[str, Array]:
        """The index as named arrays, for :meth:`from_state` (no pickling)."""
        arrays: dict[str, Array] = {
            "lexical_vocab": np.frombuffer(json.dumps(self._vocab).encode(), dtype=np.uint8),
            "lexical_params": np.asarray([self.size, self.k1, self.b, float(self._ready)], dtype=np.float64),
        }
        if self._ready:
            for key in ("data", "indices", "indptr"):
                arrays[f"lexical_{key}"] = np.asarray(self._bm25.scores[key])
        return arrays

    @classmethod
    def from_state(cls, arrays: Mapping[str, Array]) -> LexicalIndex:
        """Rebuild an index from :meth:`state` without re-tokenising the corpus.

        It sets the same attributes as bm25s' own ``BM25.load``.
        """
        size, k1, b, ready = (float(v) for v in arrays["lexical_params"])
        index = cls.__new__(cls)
        index.size, index.k1, index.b, index._ready = int(size), k1, b, bool(ready)
        index._vocab = json.loads(bytes(arrays["lexical_vocab"]).decode())
        index._bm25 = bm25s.BM25(k1=k1, b=b)
        index._bm25.vocab_dict = index._vocab
        index._bm25.unique_token_ids_set = set(index._vocab.values())
        index._bm25.nonoccurrence_array = None
        if index._ready:
            index._bm25.scores = {
                "data": arrays["lexical_data"],
                "indices": arrays["lexical_indices"],
                "indptr": arrays["lexical_indptr"],
                "num_docs": index.size,
            }
        return index

    def scores(self, query: str) -> Vectors:
        """BM25 score of every document for the query (zeros where no query word occurs)."""
        ids = [self._vocab[token] for token in dict.fromkeys(tokenize(query)) if token in self._vocab]
        result: Vectors = np.zeros(self.size, dtype=np.float32)
        if not self._ready or not ids:
            return result
        # bm25s keeps each term's precomputed per-document scores as a sparse row (CSC layout);
        # summing the query terms' rows with one bincount is several times faster than its
        # per-term ``np.add.at`` loop.
        matrix = self._bm25.scores
        indptr, indices, data = matrix["indptr"], matrix["indices"], matrix["data"]
        if len(ids) == 1:
            start, end = indptr[ids[0]], indptr[ids[0] + 1]
            result[indices[start:end]] = data[start:end]
            return result
        spans = [slice(indptr[i], indptr[i + 1]) for i in ids]
        rows = np.concatenate([indices[span] for span in spans])
        weights = np.concatenate([data[span] for span in spans])
        result[:] = np.bincount(rows, weights=weights, minlength=self.size)
        return result
