"""A value turned down beside the ask: "unlock the side door*, not the garage*", "*not the front,*
lock the back door", "restart web-05*, not web-03*", "file a taxi expense, 38 euros*, not 42*",
"lock the shed door *rather than the patio one*", "restart *not web-04 but* web-14"; or says a value
of its ask again to stress it ("start the vacuum in the kitchen*, just the kitchen*").

The ask says what to do; the value it turns down says which value the request is not about. Read
whole, its "not" reads as the request's own negation and its value as one the plan has no place
for. So a plan is also tried on the ask alone (:func:`~toolmem.plans.decision.decide`), as a careful
reader would.

Only where the value turned down is of a kind the plan takes: one of the stored request's own
values ("not the garage" where the plan unlocked the garage door), a value written as the plan's
values of that kind are (a name, a date, a number, a code, an id), or, with the catalogue, a word its
tools' parameters list ("patio" for a door the tool says may be "front, back, garage, side, patio").
"lock the front door, not the windows" says something else of the world, and stays as it is; so does
a request whose plan takes free text, which the words may be part of ("post in #ops: not today").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from toolmem.plans.values import find_values
from toolmem.text.words import stem

__all__ = ["undeclined"]

# What introduces the value turned down, after the ask ("…, not the garage", "… rather than X").
_AFTER = re.compile(
    r"(?:\s*[,;]\s*|\s+[-–—]\s+|\s+)(?:and\s+|but\s+)?(?:not|rather\s+than|instead\s+of)\s+"
    r"(?:the\s+|my\s+|on\s+|in\s+|to\s+|for\s+)?"
    r"(?P<value>[^,.;:!?\"'“”]{1,40}?)(?:\s+one)?\s*[.!]*$",
    re.IGNORECASE,
)
# … and before it ("not the front, lock the back door").
_BEFORE = re.compile(
    r"^\s*not\s+(?:the\s+|my\s+)?(?P<value>[^,.;:!?\"'“”]{1,40}?)(?:\s+one)?\s*[,;]\s*(?=\S)",
    re.IGNORECASE,
)
# … and a value said again to stress it ("start the vacuum in the kitchen*, just the kitchen*", "roll
# back billing in dev *- dev*").
_AGAIN = re.compile(
    r"(?:\s*[,;]\s*(?:just|only)\s+|\s+[-–—]\s+(?:(?:just|only)\s+)?)(?:the\s+|my\s+)?"
    r"(?P<value>[^,.;:!?\"'“”]{1,40}?)\s*(?:[.!]*$|(?=[,;]))",
    re.IGNORECASE,
)
# … and inside the ask ("restart *not web-04 but* web-14").
_INSIDE = re.compile(
    r"\bnot\s+(?:the\s+|my\s+)?(?P<value>[^,.;:!?\"'“”]{1,40}?)(?:\s+one)?\s+but\s+(?:rather\s+)?",
    re.IGNORECASE,
)
_VALUE_WORDS = 3  # the most words a value turned down is read as


def undeclined(request: str, values: Iterable[tuple[str, str]], listed: frozenset[str]) -> str | None:
    """The request without the value it turns down beside its ask, or says again after it ("…,
    just the kitchen" where the ask named the kitchen), or ``None`` where it does neither, or turns
    down a value of no kind the plan takes.

    Args:
        values: the stored request's slot values, each as ``(text, kind)`` (``("garage", "value")``).
        listed: the stems of the words the catalogue's parameters of the plan's tools use, or none.

    Example:
        >>> undeclined("unlock the side door, not the garage", [("garage", "value")], frozenset())
        'unlock the side door'
        >>> undeclined("lock the front door, not the windows", [("front", "value")], frozenset()) is None
        True
    """
    text = _declined(request, list(values), listed) or request
    again = _AGAIN.search(text)
    if again is not None:
        before = text[: again.start()].strip(" ,;")
        if re.search(rf"\b{re.escape(again.group('value').strip())}\b", before, re.IGNORECASE):
            text = (before + text[again.end() :]).strip(" ,;")
    return text if text != request else None


def _declined(request: str, values: list[tuple[str, str]], listed: frozenset[str]) -> str | None:
    """The request without the value it turns down, where that value is of a kind the plan takes."""
    for pattern in (_AFTER, _BEFORE, _INSIDE):
        found = pattern.search(request)
        if found is None:
            continue
        value = found.group("value").strip()
        rest = (request[: found.start()] + request[found.end() :]).strip(" ,;")
        taken = _of_a_kind_taken(request, found.start("value"), value, values, listed)
        if rest and len(value.split()) <= _VALUE_WORDS and taken:
            return rest
    return None


def _of_a_kind_taken(
    request: str, start: int, value: str, values: list[tuple[str, str]], listed: frozenset[str]
) -> bool:
    """Whether ``value`` (at ``start`` in the request) is a stored value, a value of a kind the
    stored request holds, as the request writes it, or words the catalogue lists for the plan's
    tools."""
    if any(value.casefold() == text.casefold().removeprefix("the ") for text, _ in values):
        return True
    found = [found for found in find_values(request) if found.start == start and found.text == value]
    if found:
        return found[0].kind in {kind for _, kind in values}
    words = value.casefold().split()
    return bool(listed) and all(stem(word) in listed for word in words)
