"""The experience prior: past requests like this one say which tools served them, on the content's scale.

Every recorded call leaves an outcome for its (request, tool) pair. For a new request the prior
finds the ``neighbours`` past requests most like it (the catalogue's fusion of embedding and word
similarity, mapped back to cosine units) and turns what they say into a second opinion that is
weighed against the content ranking of the very tools it competes with:

1. **Content as a probability.** The fused content scores of the candidates (z-scores) become
   ``p_c = softmax(score / temperature)``.
2. **Evidence grows with closeness and number.** A neighbour at similarity ``s`` counts
   ``g(s) = ((s − closeness) / (1 − closeness))₊²``, so a request under ``closeness`` says nothing
   and a near-repeat counts fully. The evidence ``W = Σ g`` gives the weight of the experience,
   ``λ = W / (W + evidence)``: one close neighbour is heard, several are heard loudly, distant
   ones not at all.
3. **Past requests speak only for the tools they used.** The neighbours' successes vote
   (weight ``s^power``) into ``p_k``, a distribution over the *experienced* tools (those with a
   successful call in the workspace). Experience redistributes the content probability of the
   experienced tools, ``m_e``, among them; a tool nobody has called keeps its content probability,
   because no call is not a failure. Only when the request nearly repeats a past one (best
   neighbour above ``repeat``, ``ρ = ((s − repeat) / (1 − repeat))₊²``) does experience claim a
   share ``ρ`` of the other tools' probability too::

       p(T) = λ · M · p_k(T) + (1 − λ) · p_c(T)     experienced T,  M = m_e + (1 − m_e) · ρ
       p(U) = (1 − λ · ρ) · p_c(U)                  any other U

4. **Failures demote in proportion to their evidence.** A tool whose close neighbours failed is
   multiplied by ``(S + 1) / (S + F + 1)`` (``S`` and ``F`` its successes and failures, weighed by
   ``g``): one failure is weak evidence and a distant one none, and failures never promote.
5. **Back on the content's scale.** The addition is ``weight · temperature · log(p / p_c)``,
   bounded by ``±bound``: ranking by it is ranking by ``p``, and ``hit.reasons`` shows it beside the
   content score it was added to.

A request with no neighbour above ``closeness`` ranks exactly as with no history. The defaults were
chosen on MetaTool's training split, split again (``bench/experience_regimes.py --tune``), in four regimes:
all calls, calls for half of the tools only (the request's own tool never called), one call for
each of 30 tools, and those 30 calls failed; the last three must not lose against no history.

The past requests live in a live index (:mod:`toolmem.search.live`) fed by the store's change log:
a recorded call reaches the next search as one changed row, and requests recorded without a vector
(``mem.calls.record`` never runs the model) are embedded there, in one batch.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Collection, Sequence
from dataclasses import dataclass, fields

import numpy as np
import numpy.typing as npt

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import Document
from toolmem.search.live import Change, LiveIndex
from toolmem.search.reweighting import Reweighting
from toolmem.search.vote import tally
from toolmem.stores import Workspace
from toolmem.stores.calls import Request
from toolmem.stores.feed import ChangeFeed
from toolmem.types import Vectors

__all__ = [
    "PRIOR_ANN_THRESHOLD",
    "Evidence",
    "ExperiencePrior",
    "PriorSettings",
]

# Above this many past requests their neighbours come from an HNSW graph: an exact scan of 18,600
# request vectors took 0.9 ms of the search's 1.9 ms (MetaTool's training split, all recorded).
PRIOR_ANN_THRESHOLD = 5_000


@dataclass(frozen=True)
class PriorSettings:
    """How past calls shape search (see the module's description for the formula).

    Attributes:
        weight: scales the experience term; 1 as designed, 0 turns the prior off.
        neighbours: how many similar past requests are heard.
        power: how sharply similarity weighs a neighbour's vote among the experienced tools.
        closeness: the similarity under which a past request is no evidence at all.
        evidence: the closeness-weighted evidence at which experience and content weigh the same.
        repeat: the similarity above which a past request counts as a repeat of this one, so the
            tools that served it may rise above tools never called.
        temperature: turns content z-scores into probabilities; also the scale of the addition.
        bound: the most the experience term adds or takes away.
    """

    weight: float = 1.0
    neighbours: int = 20
    power: float = 8.0
    closeness: float = 0.3
    evidence: float = 0.25
    repeat: float = 0.8
    temperature: float = 0.6
    bound: float = 4.0

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ConfigError(f"prior setting {field.name} must be a finite number, got {value!r}")
        if not isinstance(self.neighbours, int) or self.neighbours < 1:
            raise ConfigError(f"neighbours must be a positive integer, got {self.neighbours!r}")
        if self.weight < 0:
            raise ConfigError(f"weight must not be negative, got {self.weight!r}")
        for name in ("closeness", "repeat"):
            if not -1.0 <= getattr(self, name) < 1.0:
                raise ConfigError(f"{name} is a cosine similarity in [-1, 1), got {getattr(self, name)!r}")
        for name in ("power", "evidence", "temperature", "bound"):
            if getattr(self, name) <= 0:
                raise ConfigError(f"{name} must be positive, got {getattr(self, name)!r}")


# A capped tool stays this far below the untried tool above it: a visible margin in float32 scores.
_BELOW = 0.999


@dataclass(frozen=True)
class Evidence(Reweighting):
    """What the past requests near one request say, ready to reweigh its candidates.

    Attributes:
        votes: ``p_k``: each experienced tool's share of the neighbours' success votes.
        successes: closeness-weighted successes per tool (``S``).
        failures: closeness-weighted failures per tool (``F``).
        strength: ``λ``, how much experience weighs against content.
        repeat: ``ρ``, how nearly the request repeats a past one.
        experienced: the tools with a successful call in the workspace.
        settings: the prior's settings.
    """

    votes: dict[str, float]
    successes: dict[str, float]
    failures: dict[str, float]
    strength: float
    repeat: float
    experienced: frozenset[str]
    settings: PriorSettings

    @property
    def keys(self) -> Collection[str]:
        """The tools the neighbours voted for or failed with."""
        return {*self.votes, *self.failures}

    def _below_untried(self, content: Vectors, mixed: Vectors, mine: npt.NDArray[np.bool_]) -> Vectors:
        """The experienced tools' probabilities, each kept under every tool nobody has tried that the
        content ranks strictly above it: experience reorders what was tried, it does not bury what was not.
        A request that repeats a past one (``ρ``) lifts the cap in proportion."""
        tried = mixed[mine]
        if bool(mine.all()):
            return tried
        order = np.argsort(content[~mine], kind="stable")
        untried = mixed[~mine][order]  # ascending: every untried tool keeps the same share of its content
        ahead = np.searchsorted(content[~mine][order], content[mine], side="right")  # a tie is experience's
        least = untried[np.minimum(ahead, len(untried) - 1)] * _BELOW
        cap = np.where(ahead < len(untried), least, np.inf)
        capped = np.minimum(tried, cap)
        result: Vectors = capped + self.repeat * (tried - capped)
        return result

    def adjust(self, keys: Sequence[str], scores: Vectors) -> Vectors:
        """``weight · temperature · log(p / p_c)`` per candidate, within ``±bound``."""
        settings = self.settings
        scaled = np.asarray(scores, dtype=np.float64) / settings.temperature
        content = np.exp(scaled - scaled.max())
        content /= content.sum()
        mine = np.fromiter((key in self.experienced for key in keys), dtype=bool, count=len(keys))
        mass = float(content[mine].sum())
        claimed = mass + (1.0 - mass) * self.repeat
        strength = self.strength
        voted = np.fromiter((self.votes.get(key, 0.0) for key in keys), dtype=np.float64, count=len(keys))
        if self.votes:
            mixed = np.where(mine, strength * claimed * voted + (1.0 - strength) * content, content)
            mixed[~mine] *= 1.0 - strength * self.repeat
            mixed[mine] = self._below_untried(content, mixed, mine)
        else:  # nothing succeeded near here: every tool keeps its content share, failures aside
            mixed = content.copy()
        for position, key in enumerate(keys):
            failed = self.failures.get(key, 0.0)
            if failed:
                succeeded = self.successes.get(key, 0.0)
                mixed[position] *= (succeeded + 1.0) / (succeeded + failed + 1.0)
        with np.errstate(divide="ignore"):
            ratio = np.log(np.maximum(mixed, 1e-300) / np.maximum(content, 1e-300))
        extra = settings.weight * settings.temperature * ratio
        result: Vectors = np.clip(extra, -settings.bound, settings.bound).astype(np.float32)
        return result


class ExperiencePrior:
    """The evidence of past requests for the tools that served them.

    Args:
        space: the workspace whose calls vote.
        embedder: embeds requests (those recorded without a vector, at the next search).
        weights: the fusion of embedding and word similarity between requests (the catalogue's).
        ann_threshold: above this many past requests, neighbours come from an HNSW graph.
    """

    def __init__(
        self,
        space: Workspace,
        embedder: Embedder,
        *,
        weights: FusionWeights | None = None,
        ann_threshold: int = PRIOR_ANN_THRESHOLD,
    ) -> None:
        self.weights = weights or FusionWeights()
        self._ws = space
        self.live = LiveIndex(
            _request_feed(self._ws, embedder),
            embedder=embedder,
            weights=self.weights,
            ann_threshold=ann_threshold,
        )
        self._experienced: tuple[int, frozenset[str]] | None = None
        self._lock = threading.Lock()

    def __len__(self) -> int:
        """How many past requests vote (caught up with the store)."""
        with self.live.use() as index:
            return len(index)

    def evidence(
        self, text: str, query: Vectors, settings: PriorSettings, *, version: int | None = None
    ) -> Evidence | None:
        """What the past requests near ``text`` (unit vector ``query``) say, or ``None`` when none is
        close enough to say anything (or the weight is 0).

        Args:
            version: the store's experience version if the caller just read it.
        """
        if settings.weight == 0.0:
            return None
        with self.live.use(version) as index:
            if not len(index) or index.dense is None:
                return None
            found = index.search(text, query, settings.neighbours)
            mean, std = index.dense_stats(query)
            # Fused scores back in cosine units, so closeness and power weigh them like similarities.
            neighbours = [(hit.score * std + mean, hit.payload) for hit in found]
        span = 1.0 - settings.closeness
        total = 0.0
        successes: dict[str, float] = {}
        failures: dict[str, float] = {}
        ballots = []
        for similarity, outcomes in neighbours:
            close = max(similarity - settings.closeness, 0.0) / span
            weight = close * close
            shares = [(tool, s / max(s + f, 1), f / max(s + f, 1)) for tool, s, f in outcomes]
            ballots.append((similarity, [(tool, won) for tool, won, _ in shares if won > 0]))
            if not weight:
                continue
            total += weight
            for tool, won, lost in shares:
                if won:
                    successes[tool] = successes.get(tool, 0.0) + weight * won
                if lost:
                    failures[tool] = failures.get(tool, 0.0) + weight * lost
        if not total:
            return None
        tallied, votes_total = tally(ballots, settings.power)
        votes = {tool: vote / votes_total for tool, vote in tallied.items() if vote > 0} if votes_total else {}
        served = [similarity for similarity, ballot in ballots if ballot]
        best = max(served, default=-1.0)  # the closest past request some tool served
        near = max(best - settings.repeat, 0.0) / (1.0 - settings.repeat)
        return Evidence(
            votes=votes,
            successes=successes,
            failures=failures,
            strength=total / (total + settings.evidence),
            repeat=min(near, 1.0) ** 2,
            experienced=self._experienced_tools(version),
            settings=settings,
        )

    def _experienced_tools(self, version: int | None) -> frozenset[str]:
        """The tools with a successful call in the workspace, read again when experience changed."""
        current = self._ws.versions().experience if version is None else version
        with self._lock:
            cached = self._experienced
            if cached is not None and cached[0] == current:
                return cached[1]
        tools = frozenset(tool for tool, totals in self._ws.calls.totals().items() if totals.successes)
        with self._lock:
            self._experienced = (current, tools)
        return tools


def _request_feed(ws: Workspace, embedder: Embedder) -> ChangeFeed[Request]:
    """A workspace's past requests, each with ``[tool, successes, failures]`` per tool as the payload."""
    # The payload's shape is part of the saved index's key: an index saved with another shape is not
    # read back, it is rebuilt.
    return ChangeFeed(
        ws,
        f"requests.2:{embedder.id}",
        embedder.id,
        lambda: ws.versions().experience,
        lambda since: ws.calls.changes(since, embedder.id),
        lambda row: Change(
            Document(row.key, row.record.text, row.vector, payload=[list(o) for o in row.record.outcomes]),
            text_hash=row.text_hash,
        ),
    )
