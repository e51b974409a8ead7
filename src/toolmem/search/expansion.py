"""Query expansion from the index's own words: a request that says "basket" also finds "cart".

Keyword search only matches words a document uses, and a request often says the same thing in
other words ("coworker" for *collaborator*, "discount codes" for *coupons*). The embedding model
knows such words are close, so the index keeps a vector for every word its documents use (the
first spelling seen of each BM25 term, embedded once, when the term first appears) and a query
adds, for each of its words, the index's nearest words to its BM25 query:

    extra[t] += weight · cos(w, t)    for the ``per_word`` + 1 nearest terms t of each query word w
                                      with cos(w, t) ≥ threshold, t not a term of the query itself

The defaults were chosen on MetaTool's training queries together with the dense weight of tool
search (``bench/tune_expansion.py``). Words of letters only are embedded: identifiers, numbers and
single letters never expand or get expanded to.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from toolmem.errors import ConfigError
from toolmem.text.words import words
from toolmem.types import Vectors

__all__ = ["Expansion", "WordVectors", "query_words"]

_NEAREST_CACHE = 16_384  # query words whose nearest terms are kept


@dataclass(frozen=True)
class Expansion:
    """How a query is expanded.

    Attributes:
        threshold: the least cosine similarity between a query word and an index word.
        weight: how much an added word counts, times its similarity (a query word counts 1).
        per_word: how many of each query word's nearest index words may be added (one more is
            looked at, since the nearest is often the query word's own term).
    """

    threshold: float = 0.5
    weight: float = 0.5
    per_word: int = 3

    def __post_init__(self) -> None:
        if not -1.0 <= self.threshold <= 1.0:
            raise ConfigError(f"threshold must be a cosine similarity within [-1, 1], got {self.threshold!r}")
        if not self.weight >= 0.0:
            raise ConfigError(f"weight must not be negative, got {self.weight!r}")
        if isinstance(self.per_word, bool) or not isinstance(self.per_word, int) or self.per_word < 1:
            raise ConfigError(f"per_word must be a positive integer, got {self.per_word!r}")


def _by_score(pair: tuple[float, int]) -> float:
    return -pair[0]


def _embeddable(word: str) -> bool:
    return len(word) >= 2 and word.isascii() and word.isalpha()


def query_words(text: str) -> list[str]:
    """The words of a query that expansion embeds: letters only, stop words out, each once."""
    return list(dict.fromkeys(word for word, _ in words(text) if _embeddable(word)))


class WordVectors:
    """A vector for every term of a BM25 index, by term number (a zero row for terms not embedded).

    Args:
        dimensions: the vectors' length.
    """

    def __init__(self, dimensions: int) -> None:
        self.dimensions = dimensions
        self.matrix: Vectors = np.zeros((0, dimensions), dtype=np.float32)
        # Each query word's nearest terms (by its vector's bytes), while the live terms and ``look``
        # stay as they were: a request's words are mostly words of earlier requests.
        self._nearest: dict[bytes, list[tuple[float, int]]] = {}
        self._live: npt.NDArray[np.bool_] | None = None
        self._look = 0

    @property
    def nbytes(self) -> int:
        """The rows' memory."""
        return int(self.matrix.nbytes)

    def __len__(self) -> int:
        """How many terms have their row."""
        return len(self.matrix)

    def extend(self, surfaces: Sequence[str], embed: Callable[[Sequence[str]], Vectors]) -> int:
        """Give rows to the terms ``surfaces[len(self):]`` (the spellings of a BM25 index's terms, by
        number); returns how many words were embedded."""
        new = surfaces[len(self.matrix) :]
        if not new:
            return 0
        rows = np.zeros((len(new), self.dimensions), dtype=np.float32)
        wanted = [i for i, word in enumerate(new) if _embeddable(word)]
        if wanted:
            rows[wanted] = embed([new[i] for i in wanted])
        self.matrix = np.concatenate([self.matrix, rows]) if len(self.matrix) else rows
        return len(wanted)

    def expand(
        self,
        vectors: Mapping[str, Vectors],
        own: set[int],
        usable: npt.NDArray[np.bool_],
        settings: Expansion,
    ) -> dict[int, float]:
        """The terms to add to a query and their weights.

        Args:
            vectors: the query's words and their vectors (:func:`query_words`).
            own: the query's own terms, never added.
            usable: per term, whether any live document still has it.
            settings: threshold, weight and how many per word.
        """
        extra: dict[int, float] = {}
        rows = min(len(self.matrix), len(usable))
        if not vectors or not rows:
            return extra
        look = min(settings.per_word + 1, rows)
        live = usable[:rows]
        if look != self._look or self._live is None or not np.array_equal(live, self._live):
            self._nearest, self._live, self._look = {}, live.copy(), look  # new terms, or terms gone
        keys = [np.asarray(vector, dtype=np.float32).tobytes() for vector in vectors.values()]
        missing = [key for key in dict.fromkeys(keys) if key not in self._nearest]
        if missing:
            if len(self._nearest) + len(missing) > _NEAREST_CACHE:
                self._nearest = {}
            self._nearest.update(zip(missing, self._nearest_terms(missing, live, look), strict=True))
        for key in keys:
            for score, term in self._nearest[key]:
                if score < settings.threshold:
                    break
                if term not in own:
                    extra[term] = extra.get(term, 0.0) + settings.weight * score
        return extra

    def _nearest_terms(
        self, keys: Sequence[bytes], live: npt.NDArray[np.bool_], look: int
    ) -> list[list[tuple[float, int]]]:
        """For each query word (its vector's bytes), its ``look`` nearest live terms, nearest first,
        from one product of every word with the matrix (``similarity[i, t] = cos(word i, term t)``)."""
        queries = np.stack([np.frombuffer(key, dtype=np.float32) for key in keys])
        similarity = queries @ self.matrix[: len(live)].T
        if not live.all():
            similarity[:, ~live] = -2.0
        if look < len(live):
            nearest = np.argpartition(-similarity, look - 1, axis=1)[:, :look]
        else:
            nearest = np.broadcast_to(np.arange(len(live)), (len(queries), len(live)))
        scores = similarity[np.arange(len(queries))[:, None], nearest]
        return [
            sorted(zip(values, terms, strict=True), key=_by_score)
            for terms, values in zip(nearest.tolist(), scores.tolist(), strict=True)
        ]

    def state(self) -> dict[str, Vectors]:
        """Named arrays for :meth:`restore`."""
        return {"words_vectors": self.matrix}

    @classmethod
    def restore(cls, arrays: Mapping[str, npt.NDArray[np.float32]], dimensions: int) -> WordVectors:
        """Word vectors saved by :meth:`state`."""
        vectors = cls(dimensions)
        matrix = np.asarray(arrays["words_vectors"], dtype=np.float32)
        if matrix.ndim != 2 or matrix.shape[1] != dimensions:
            raise ValueError(f"word vectors of shape {matrix.shape} for {dimensions} dimensions")
        vectors.matrix = matrix
        return vectors
