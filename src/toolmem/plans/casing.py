"""Requests written all in capitals or with every word capitalised: "LOCK THE BACK DOOR NOW",
"Turn On The Den Lights"; and words in capitals for emphasis among words in lower case: "NOT the
back door — the SIDE door", "BLOCK card 5520. NOW.".

Such a request's capitals say nothing: read as written, "BACK" is a code and "Den" a name, and no
slot of a word takes them. It is read with its English words in lower case (:func:`unshouted`);
currency codes stay as written, and other words are names ("PRIYA" reads "Priya"). A value a slot
then takes is written as the stored argument writes its own (:func:`recased`): "back" for "front",
"Tom" for "Sam". Free text in capitals has no such model, so a plan taking free text does not
replay one (:func:`~toolmem.plans.matching.compare`).

A word in capitals among words in lower case is stressed, not a code, where it is an English word
(:func:`unstressed`): read as written, "NOT" was a code the plan had no place for, and "SIDE" no
door a slot could take. Where the stored request wrote a code that is no currency, or the plan
takes free text, whose capitals are its writer's, nothing is lowered.
"""

from __future__ import annotations

import functools
import re

from toolmem.plans.values import currency_code
from toolmem.plans.wording import FILLER, PARTICLES
from toolmem.text.lexicon import known

__all__ = ["recased", "unshouted", "unstressed"]

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_MIN_WORDS = 3  # the fewest words a request in capitals has (not "OK Google", "PR 42")
_SMALL = frozenset(
    "a an the to of in on at for by from with and or but is it my our your me us i".split()
)  # small words, English without a WordNet sense


_NAMES = frozenset({"IT", "US"})  # small words in capitals that name: a team, a country
# English words without a WordNet sense that a writer stresses: "do NOT", "switch it ON".
_STRESSED = _SMALL | FILLER | PARTICLES | frozenset("not no never none nothing nor".split())


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


@functools.lru_cache(maxsize=4096)  # asked again for each plan a request is tried on
def unstressed(text: str) -> str | None:
    """The request with its English words in capitals for emphasis in lower case ("NOT the back
    door" reads "not the back door"), where it has words in lower case too; ``None`` where it has
    no such word. Currency codes, "IT" and "US" stay as written (a team and a country)."""
    if _shouted(text) or not any(word.islower() for word in _WORD.findall(text)):
        return None

    def lowered(match: re.Match[str]) -> str:
        word = match.group()
        if len(word) < 2 or not word.isupper() or word in _NAMES or currency_code(word) is not None:
            return word
        low = word.lower()
        if low in _STRESSED or "'" in low:  # "NOT", "ON", "DON'T"
            return low
        return low if len(low) > 2 and known(low) else word  # "TV", "PC" are devices, written so

    found = _WORD.sub(lowered, text)
    return None if found == text else found


def recased(argument: str, text: str) -> str:
    """A value read from a request in capitals, written as the stored argument is: capitalised
    where it was ("Tom"), in capitals where it was ("AAPL"), else as read."""
    if argument.isupper() and any(c.isalpha() for c in argument):
        return text.upper()
    if argument[:1].isupper() and not argument.isupper():
        return " ".join(word[:1].upper() + word[1:].lower() for word in text.split(" "))
    return text.lower() if argument.islower() else text
