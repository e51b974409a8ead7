"""The neighbour vote: near neighbours speak loudly, distant ones not at all.

Both the experience prior (which tools served requests like this one) and the plan cache (do the
plans near this request agree) weigh each neighbour by ``max(similarity, 0)^power``; weights below
1e-4 (similarity under about 0.32 at power 8) are dropped, so unrelated neighbours cannot even
break a tie.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["NEGLIGIBLE", "tally", "weight"]

NEGLIGIBLE = 1e-4


def weight(similarity: float, power: float) -> float:
    """A neighbour's weight: ``max(similarity, 0)^power``, or 0 when that is negligible."""
    value = max(similarity, 0.0) ** power
    return value if value >= NEGLIGIBLE else 0.0


def tally(
    neighbours: Iterable[tuple[float, Iterable[tuple[str, float]]]], power: float
) -> tuple[dict[str, float], float]:
    """Each neighbour ``(similarity, [(label, value), ...])`` adds ``weight · value`` to its labels.

    Returns:
        The votes by label and the neighbours' total weight.
    """
    votes: dict[str, float] = {}
    total = 0.0
    for similarity, ballots in neighbours:
        w = weight(similarity, power)
        if not w:
            continue
        total += w
        for label, value in ballots:
            votes[label] = votes.get(label, 0.0) + w * value
    return votes, total
