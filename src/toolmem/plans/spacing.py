"""Words run together or split apart, as hurried typing and speech to text write them: "lock the
*frontdoor*", "turn off the *livingroom* lights", "pay the *land lord*".

Read as written, such a word is no stored request's word, and a slot finds no value in it. So a plan
is also tried on the request with the words spaced as the stored request spaces them
(:func:`~toolmem.plans.decision.decide`): a word that is two words of the stored request in a row,
run together, is split; two words that make one of the stored request's, split apart, are joined.
Only where the word as written is no English word ("frontdoor"; not "into" for "in to", nor
"maybe" for "may be"), and, for a join, where neither half is a word of the stored request
("land lord"; not "web site" where it said "site").
"""

from __future__ import annotations

import itertools
import re

from toolmem.text.lexicon import known

__all__ = ["respaced"]

_WORD = re.compile(r"[^\W\d_]+")


def respaced(request: str, stored: str) -> str | None:
    """The request with its words spaced as the stored request's, or ``None`` where none differs.

    Example:
        >>> respaced("lock the frontdoor", "lock the front door")
        'lock the front door'
        >>> respaced("pay the land lord 900 EUR", "pay the landlord 950 EUR")
        'pay the landlord 900 EUR'
    """
    words = [match.group().casefold() for match in _WORD.finditer(stored)]
    pairs = {first + second: f"{first} {second}" for first, second in itertools.pairwise(words)}
    own = set(words)
    text = request
    for word in reversed(list(_WORD.finditer(request))):
        low = word.group().casefold()
        if low in pairs and low not in own and not known(low):
            text = text[: word.start()] + _as_written(word.group(), pairs[low]) + text[word.end() :]
    found = list(_WORD.finditer(text))
    for first, second in reversed(list(itertools.pairwise(found))):
        together = (first.group() + second.group()).casefold()
        if (
            text[first.end() : second.start()] == " "
            and together in own
            and not {first.group().casefold(), second.group().casefold()} & own
        ):
            text = text[: first.end()] + second.group().casefold() + text[second.end() :]
    return text if text != request else None


def _as_written(word: str, split: str) -> str:
    """Two words split from one, its first letter as the word wrote it."""
    return word[:1] + split[1:]
