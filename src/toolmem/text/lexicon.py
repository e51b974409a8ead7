"""Which English words mean the same, and which the opposite: WordNet 3.0, shipped with toolmem.

The plan cache replays a plan for a reworded request only when every word that changed is
accounted for (:mod:`toolmem.plans.matching`): "purchase 3 shares" may be served by the plan of
"buy 10 shares" because WordNet puts *buy* and *purchase* in one synset, and "sell 10 shares" may
not, because it marks *buy* and *sell* as antonyms. Words are compared by the stems
:func:`~toolmem.text.words.stem` gives, as the plan cache holds them; a multi-word entry such as
*switch off* is the stem of its first word, ``_``, and the rest (``switch_off``).

The data (``toolmem/text/wordnet/``: one synset per line, one antonym pair per line, one verb
synset and its direct hypernym per line, all as :func:`key` gives them) is written by
``bench/make_lexicon.py`` from WordNet's own files; WordNet 3.0 is © 2006 Princeton University,
under the WordNet 3.0 licence (``toolmem/text/wordnet/LICENSE``). Each file is read on first use
(about 0.3 s in all) and held for the process.

Example:
    >>> synonyms("purchas", "buy"), synonyms("sell", "buy"), antonyms("sell", "buy")
    (True, False, True)
"""

from __future__ import annotations

import functools
import gzip
from importlib import resources

from toolmem.text.words import stem

__all__ = ["antonyms", "key", "kind_of", "known", "senses", "synonyms"]


def key(word: str) -> str:
    """How a word or a multi-word entry (``switch_off``) is looked up: its first word stemmed."""
    first, _, rest = word.lower().partition("_")
    return stem(first) + ("_" + rest if rest else "")


def synonyms(first: str, second: str) -> bool:
    """Whether two stems share a WordNet synset (or one of toolmem's own senses) and are not
    antonyms in any sense, nor two actions tools tell apart (``distinct.txt``: *terminate* and
    *stop*)."""
    if first == second:
        return True
    return _shared(first, second) and not antonyms(first, second) and second not in _distinct().get(first, ())


def antonyms(first: str, second: str, *, marked: bool = False) -> bool:
    """Whether two stems oppose each other in some sense: WordNet marks them as antonyms (buy/sell,
    open/shut), or, unless only ``marked`` pairs count, one shares a synset with the other's
    antonym (approve/reject: *reject* shares a synset with *disapprove*; also deny/leave, by
    *allow*)."""
    opposed = _antonyms()
    if second in opposed.get(first, ()):
        return True
    if marked:
        return False
    return any(_shared(other, second) for other in opposed.get(first, ())) or any(
        _shared(other, first) for other in opposed.get(second, ())
    )


def kind_of(first: str, second: str) -> bool:
    """Whether one verb (a stem) names a way of doing the other: WordNet gives a sense of one as a
    direct hypernym of a sense of the other (to *delete* is to *remove*; to *transfer*, to
    *send*). Only one step: further up, everything is a way to *change* or to *move*. Not two actions
    tools tell apart (``distinct.txt``)."""
    up = _hypernyms()
    related = second in up.get(first, ()) or first in up.get(second, ())
    return related and second not in _distinct().get(first, ())


def known(word: str) -> bool:
    """Whether WordNet knows a word, as written or by its stem: an English word, not a name, a code
    or a shorthand of its own ("ngozi", "nvda", "appt")."""
    return bool(senses(word) or senses(stem(word)))


def senses(word: str) -> frozenset[int]:
    """The WordNet synsets a stem (or multi-word entry) is in, by number; two words share one only
    if their sets meet, which a caller comparing many pairs may test first."""
    return _synsets().get(word, frozenset())


def _shared(first: str, second: str) -> bool:
    return bool(senses(first) & senses(second))


@functools.cache
def _synsets() -> dict[str, frozenset[int]]:
    found: dict[str, set[int]] = {}
    lines = _lines("synonyms.txt.gz") + [" ".join(map(key, line.split())) for line in _senses()]
    for number, line in enumerate(lines):
        for word in line.split():
            found.setdefault(word, set()).add(number)
    return {word: frozenset(numbers) for word, numbers in found.items()}


def _senses() -> list[str]:
    """toolmem's own senses of the verbs of tool use (``senses.txt``), one per line."""
    return _own("senses.txt")


def _own(name: str) -> list[str]:
    """The lines of one of toolmem's own word lists beside WordNet, without comments and blanks."""
    text = resources.files("toolmem.text").joinpath(name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


@functools.cache
def _distinct() -> dict[str, frozenset[str]]:
    """toolmem's own pairs of words WordNet gives a sense in common that ask for different actions
    (``distinct.txt``), both ways, as :func:`key` gives them."""
    found: dict[str, set[str]] = {}
    for line in _own("distinct.txt"):
        word, *others = map(key, line.split())
        for other in others:
            found.setdefault(word, set()).add(other)
            found.setdefault(other, set()).add(word)
    return {word: frozenset(others) for word, others in found.items()}


@functools.cache
def _antonyms() -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for line in _lines("antonyms.txt.gz"):
        left, right = line.split()
        found.setdefault(left, set()).add(right)
        found.setdefault(right, set()).add(left)
    return {word: frozenset(others) for word, others in found.items()}


@functools.cache
def _hypernyms() -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for line in _lines("hypernyms.txt.gz"):
        words, _, parents = line.partition(" > ")
        for word in words.split():
            found.setdefault(word, set()).update(parents.split())
    return {word: frozenset(others) for word, others in found.items()}


def _lines(name: str) -> list[str]:
    data = resources.files("toolmem.text").joinpath("wordnet", name).read_bytes()
    return gzip.decompress(data).decode().splitlines()
