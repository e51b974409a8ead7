"""Words for keyword search: lower-case, identifiers split, English stop words dropped, stemmed."""

from __future__ import annotations

import functools
import re

import Stemmer

__all__ = ["shortens", "stem", "tokenize", "words"]

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
_STEMMER = Stemmer.Stemmer("english")


def tokenize(text: str) -> list[str]:
    """Split text into lower-case word tokens, breaking identifiers (``getWeather``, ``send_sms``).

    Tokens are stemmed (Snowball English) so ``forecasts`` finds ``forecast``.
    """
    spaced = _CAMEL.sub(" ", text).lower()
    return [_stem(word) for word in _WORD.findall(spaced) if word not in _STOP]


def words(text: str) -> list[tuple[str, str]]:
    """The words :func:`tokenize` keeps, each as ``(word, token)``: lower-case as written, and stemmed."""
    spaced = _CAMEL.sub(" ", text).lower()
    return [(word, _stem(word)) for word in _WORD.findall(spaced) if word not in _STOP]


def stem(word: str) -> str:
    """The stem :func:`tokenize` gives a lower-case word."""
    return _stem(word)


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


def shortens(short: str, word: str) -> bool:
    """Whether ``short`` may shorten ``word``: its letters in order, from the same first one, two or
    more fewer ("db" for "database", "appt" for "appointment", "thermo" for "thermostat").

    Example:
        >>> shortens("db", "database"), shortens("msg", "message"), shortens("bd", "database")
        (True, True, False)
    """
    if len(short) < 2 or len(word) < len(short) + 2 or short[0] != word[0]:
        return False
    letters = iter(word)
    return all(letter in letters for letter in short)
