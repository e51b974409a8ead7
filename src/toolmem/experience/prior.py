"""The experience prior: tools that served requests like this one rise, tools that failed them sink.

Every recorded call leaves an outcome for its (request, tool) pair. For a new request the prior
finds the ``n`` past requests most like it, by the fusion the catalogue uses for tools (without
query expansion): the z-scored cosine similarity of the embeddings mixed with the z-scored BM25
score of the words (dense weight 0.8), mapped back to cosine units (``sim = fused · σ + μ`` with the query's mean
``μ`` and spread ``σ`` of cosine similarity over all past requests). Each neighbour weighs
``w = max(sim, 0)^power`` and votes for the tools it used with ``(successes − failures) / calls``:

    boost(tool) = weight · Σ w · vote(tool) / max(Σ w, floor)

With close neighbours the boost is the similarity-weighted share of them that a tool served; a few
distant neighbours (total weight under ``floor``) give a proportionally small boost, and weights
below 1e-4 (similarity under about 0.32 at power 8) are dropped, so a workspace with no similar
history ranks exactly as it would with no history at all. Failed calls vote *against* their tool,
so a wrong tool an agent tried and failed with never gains. The boost is added to the fused content
score. The defaults were chosen on MetaTool's training split (``bench/tune_experience.py``); finding
neighbours by words as well as by embedding raised held-out NDCG@5 from .921 to .925 there.

The past requests live in a live index (:mod:`toolmem.search.live`) fed by the store's change log:
a recorded call reaches the next search as one changed row, and requests recorded without a vector
(``mem.calls.record`` never runs the model) are embedded there, in one batch.
"""

from __future__ import annotations

from dataclasses import dataclass

from toolmem.embedders.base import Embedder
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import Document
from toolmem.search.live import Change, LiveIndex, Update
from toolmem.search.vote import tally
from toolmem.stores.base import Store
from toolmem.stores.feed import StoreFeed
from toolmem.types import Vectors

__all__ = [
    "DEFAULT_EXPERIENCE_WEIGHT",
    "DEFAULT_FLOOR",
    "DEFAULT_NEIGHBOURS",
    "DEFAULT_POWER",
    "PRIOR_ANN_THRESHOLD",
    "ExperiencePrior",
    "PriorSettings",
]

DEFAULT_EXPERIENCE_WEIGHT = 80.0
DEFAULT_NEIGHBOURS = 20
DEFAULT_POWER = 8.0
DEFAULT_FLOOR = 0.05
# Above this many past requests their neighbours come from an HNSW graph: an exact scan of 18,600
# request vectors took 0.9 ms of the search's 1.9 ms (MetaTool's training split, all recorded).
PRIOR_ANN_THRESHOLD = 5_000


@dataclass(frozen=True)
class PriorSettings:
    """How past calls shape search.

    Attributes:
        weight: how much a full vote (one identical past request that succeeded) adds to the fused
            score; 0 turns the prior off.
        neighbours: how many similar past requests vote.
        power: how sharply similarity is weighted.
        floor: the votes are divided by the neighbours' total weight, but never by less than this,
            so a few distant neighbours give a proportionally small boost.
    """

    weight: float = DEFAULT_EXPERIENCE_WEIGHT
    neighbours: int = DEFAULT_NEIGHBOURS
    power: float = DEFAULT_POWER
    floor: float = DEFAULT_FLOOR


class _RequestFeed(StoreFeed):
    """A workspace's past requests, each with its outcomes per tool as the payload."""

    def __init__(self, store: Store, workspace: str, embedder: Embedder) -> None:
        super().__init__(store, workspace, f"requests:{embedder.id}", embedder.id)
        self._calls = store.calls(workspace)

    def version(self) -> int:
        return self.store.versions(self.workspace).experience

    def changes(self, since: int | None) -> Update:
        return self.update(
            self._calls.changes(since, self.embedder),
            lambda row: Change(
                Document(
                    row.key,
                    row.record.text,
                    row.vector,
                    payload=[[tool, (s - f) / max(s + f, 1)] for tool, s, f in row.record.outcomes],
                ),
                text_hash=row.text_hash,
            ),
        )


class ExperiencePrior:
    """Votes of past requests for the tools that served them.

    Args:
        store: the store.
        workspace: the workspace whose calls vote.
        embedder: embeds requests (those recorded without a vector, at the next search).
        weights: the fusion of embedding and word similarity between requests (the catalogue's).
        ann_threshold: above this many past requests, neighbours come from an HNSW graph.
    """

    def __init__(
        self,
        store: Store,
        workspace: str,
        embedder: Embedder,
        *,
        weights: FusionWeights | None = None,
        ann_threshold: int = PRIOR_ANN_THRESHOLD,
    ) -> None:
        self.weights = weights or FusionWeights()
        self.live = LiveIndex(
            _RequestFeed(store, workspace, embedder),
            embedder=embedder,
            weights=self.weights,
            ann_threshold=ann_threshold,
        )

    def __len__(self) -> int:
        """How many past requests vote (caught up with the store)."""
        with self.live.use() as index:
            return len(index)

    def boosts(
        self, text: str, query: Vectors, settings: PriorSettings, *, version: int | None = None
    ) -> dict[str, float]:
        """Each voted tool's boost for a request and its unit vector (empty without history or weight).

        Args:
            version: the store's experience version if the caller just read it.
        """
        if settings.weight == 0.0:
            return {}
        with self.live.use(version) as index:
            if not len(index) or index.dense is None:
                return {}
            found = index.search(text, query, settings.neighbours)
            mean, std = index.dense_stats(query)
            # Fused scores back in cosine units, so the power weighs them like similarities.
            neighbours = [(hit.score * std + mean, [(tool, net) for tool, net in hit.payload]) for hit in found]
        votes, total = tally(neighbours, settings.power)
        scale = settings.weight / max(total, settings.floor)
        return {tool_id: scale * vote for tool_id, vote in votes.items() if vote}
