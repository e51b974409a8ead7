"""Requests written all in capitals or with every word capitalised: "LOCK THE BACK DOOR NOW",
"Turn On The Den Lights".

Such a request's capitals say nothing: read as written, "BACK" is a code and "Den" a name, and no
slot of a word takes them. It is read with its English words in lower case (:func:`unshouted`);
currency codes stay as written, and other words are names ("PRIYA" reads "Priya"). A value a slot
then takes is written as the stored argument writes its own (:func:`recased`): "back" for "front",
"Tom" for "Sam". Free text in capitals has no such model, so a plan taking free text does not
replay one (:func:`~toolmem.plans.matching.compare`).
"""

from __future__ import annotations

import re

from toolmem.plans.values import currency_code
from toolmem.text.lexicon import known

__all__ = ["recased", "unshouted"]

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_MIN_WORDS = 3  # the fewest words a request in capitals has (not "OK Google", "PR 42")
_SMALL = frozenset(
    "a an the to of in on at for by from with and or but is it my our your me us i".split()
)  # small words, English without a WordNet sense


def _shouted(text: str) -> bool:
    """Whether every word of two letters or more is in capitals, or every one capitalised."""
    words = [word for word in _WORD.findall(text) if len(word) > 1]
    if len(words) < _MIN_WORDS:
        return False
    return all(word.isupper() for word in words) or all(word[0].isupper() for word in words)


def unshouted(text: str, *, codes: bool = False) -> str | None:
    """The request with its English words in lower case, when it is written all in capitals or
    with every word capitalised; ``None`` otherwise, and where the stored request wrote a code that
    is no currency (``codes``): WordNet knows many tickers ("AMD", "GE"), which capitals alone tell
    apart. Currency codes stay as written; other words in capitals are names ("PRIYA" reads
    "Priya")."""
    if codes or not _shouted(text):
        return None

    def lowered(match: re.Match[str]) -> str:
        word = match.group()
        if word.isupper() and currency_code(word) is not None:
            return word
        low = word.lower()
        if low in _SMALL or known(low) or "'" in low:
            return low
        return word[:1] + low[1:]

    return _WORD.sub(lowered, text)


def recased(argument: str, text: str) -> str:
    """A value read from a request in capitals, written as the stored argument is: capitalised
    where it was ("Tom"), in capitals where it was ("AAPL"), else as read."""
    if argument.isupper() and any(c.isalpha() for c in argument):
        return text.upper()
    if argument[:1].isupper() and not argument.isupper():
        return " ".join(word[:1].upper() + word[1:].lower() for word in text.split(" "))
    return text.lower() if argument.islower() else text
