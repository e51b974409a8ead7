"""A second opinion on a fused ranking: evidence from outside the documents' text reweights it.

The engine knows nothing of tools or calls. A caller with other evidence about which documents fit
a query (the experience prior: which tools served similar past requests) hands the search a
:class:`Reweighting`. The search fuses the content signals as always, then shows the reweighting
the best candidates by content and the documents it names, with their fused scores, and adds what
it returns to each before the final cut. So the evidence is weighed against the content scores of
the very candidates it competes with, on their scale.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Mapping, Sequence

import numpy as np

from toolmem.types import Vectors

__all__ = ["CANDIDATES", "Boost", "Reweighting"]

#: How many of the best documents by content a reweighting sees besides the ones it names. Enough
#: that the rest weigh nothing against them (fused scores are z-scores; the 50th is far below the
#: first on every catalogue measured).
CANDIDATES = 50


class Reweighting(ABC):
    """Evidence that reweights a ranking; one instance serves one query."""

    @property
    @abstractmethod
    def keys(self) -> Collection[str]:
        """The documents the evidence speaks for: they are scored even when content ranks them low."""

    @abstractmethod
    def adjust(self, keys: Sequence[str], scores: Vectors) -> Vectors:
        """What to add to each candidate's fused score.

        Args:
            keys: the candidates: the best by content and any of :attr:`keys` the filter allows.
            scores: their fused content scores, in the same order.

        Returns:
            One addition per candidate (0 leaves it as content ranked it).
        """


class Boost(Reweighting):
    """Fixed additions by key, whatever the content scores (a pinned document, a test).

    Args:
        extra: what to add to each named document's fused score.

    Example:
        >>> index.search("weather", vector, 5, reweight=Boost({"wx.primary": 1.5}))  # doctest: +SKIP
    """

    def __init__(self, extra: Mapping[str, float]) -> None:
        self.extra = dict(extra)

    @property
    def keys(self) -> Collection[str]:
        """The boosted documents."""
        return self.extra.keys()

    def adjust(self, keys: Sequence[str], scores: Vectors) -> Vectors:
        """Each candidate's fixed addition (0 when unnamed)."""
        return np.asarray([self.extra.get(key, 0.0) for key in keys], dtype=np.float32)
