"""Parameter slots: argument values a plan took from its request, so a similar request replays with its own.

When a plan is stored, every argument value (a string or a number) that appears word for word in the
request is a *slot*. A later request that asks for the same action with other values ("weather in
London tomorrow" against the stored "weather in Paris tomorrow") is aligned with the stored one
(:mod:`toolmem.plans.matching`) and the steps are replayed with its values in the slots.

Example:
    >>> from toolmem.records import Step
    >>> steps = (Step(tool_id="weather", arguments={"city": "Paris"}),)
    >>> slots = find_slots("weather in Paris tomorrow", steps)
    >>> filled = carry_slots(steps, slots, {"paris": "London"})
    >>> filled[0][0].arguments["city"], filled[1]
    ('London', {'Paris': 'London'})
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from toolmem.plans.values import code_family, currency_code, currency_in_place, find_values, said_number
from toolmem.records import Step
from toolmem.text.words import shortens

__all__ = ["carry_slots", "find_slots", "leaves"]

_MAX_VALUE = 200  # longer argument values are content, not a slot
_CODE = re.compile(r"[A-Z]{2,5}")  # a currency, a ticker, an airport
_LETTER = re.compile(r"[A-Z]")  # a unit, a grade, a size
_CODE_LIKE = re.compile(r"[A-Z]{1,5}(?:[.-][A-Z]{1,2})?")  # and what may take its place: "BRK.B"
_DIGITS = re.compile(r"-?\d+(?:[.,]\d+)*")  # a value written in digits, which may be said in words
_THOUSANDS = re.compile(r"-?\d{1,3}(,\d{3})+(\.\d+)?")
_DECIMAL_COMMA = re.compile(r"-?(?:\d{1,3}(?:\.\d{3})+|\d+),\d{1,2}")
_NUMBER = re.compile(r"(?<![\w.])-?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w.]\w)|(?<![\w.])-?\d+(?:\.\d+)?(?![\w.]\w|\w)")


def find_slots(request: str, steps: Sequence[Step]) -> list[dict[str, Any]]:
    """The argument values of ``steps`` that occur in ``request`` as whole words.

    Returns:
        One ``{"step", "path", "value", "type"}`` per such value: the step's index, the path of keys
        and list indexes to the value, its text and its JSON type (``string``, ``integer``, ``number``).
    """
    slots = []
    for index, step in enumerate(steps):
        if step.tool_id is None:
            continue
        for path, value in leaves(step.arguments, []):
            kind, text = _as_text(value)
            if kind in ("integer", "number") and not _occurs(text, request):
                text = _written(float(value), request) or text  # "40.7580" for 40.758, "12,000" for 12000
            if kind == "string" and _CODE.fullmatch(text) and not _occurs(text, request):
                text = _currency_named(text, request) or text  # "EUR" said as "25 euros"
            if kind and 0 < len(text) <= _MAX_VALUE and _occurs(text, request):
                slots.append({"step": index, "path": path, "value": text, "type": kind})
    return slots


def _currency_named(code: str, request: str) -> str | None:
    """The word that names currency ``code`` in the request ("euros" for "EUR"), if one does."""
    named = (v.text for v in find_values(request) if v.kind == "code" and not v.text.isupper())
    return next((text for text in named if currency_code(text) == code), None)


def _written(number: float, request: str) -> str | None:
    """How the request writes ``number`` otherwise than Python does: with trailing zeros after the
    point or thousands separators; ``None`` when it does not."""
    for match in _NUMBER.finditer(request):
        text = match.group(0)
        try:
            if float(_plain(text)) == number:
                return text
        except ValueError:
            continue
    return None


def carry_slots(
    steps: Sequence[Step], slots: Sequence[Mapping[str, Any]], new: Mapping[str, str]
) -> tuple[tuple[Step, ...], dict[str, str]] | None:
    """The steps with new values in their slots, and which values changed.

    Args:
        steps: the stored steps.
        slots: where their values came from (:func:`find_slots`).
        new: the new text of each stored value, keyed by the stored text in lower case (a slot
            missing here keeps its value).

    Returns:
        ``(steps, {old value: new value})``, or ``None`` when a new value does not fit its
        argument's type (a word where a number was, a word where a code in capitals was).
    """
    filled = list(steps)
    changed: dict[str, str] = {}
    for slot in slots:
        old = str(slot["value"])
        text = new.get(old.casefold())
        if text is None:
            continue
        text = _unlabelled(text, slot["path"], old)
        if _kind_named(text, slot["path"], old):
            return None
        if _DIGITS.fullmatch(old):
            text = _digits(text)
        index = int(slot["step"])
        argument = _at(steps[index].arguments, list(slot["path"]))
        if text.casefold() == old.casefold():
            continue  # "usd" in the request, "USD" in the call: the call's own form
        if isinstance(argument, str) and _LETTER.fullmatch(argument):
            # a letter that abbreviates ("C" for Celsius, "B" for a grade) takes a letter, not the
            # word it may abbreviate: which letter that is the plan cannot tell ("Fahrenheit")
            if not _LETTER.fullmatch(text.upper()):
                return None
            text = text.upper()
        if isinstance(argument, str) and _CODE.fullmatch(argument):
            # A code the tool took in capitals ("USD", "AAPL") takes another code of its family,
            # in capitals: "eur" is "EUR", a currency's sign or name its code ("€", "quid"), a
            # word is no code, and a coin takes no ticker's place
            if currency_code(text) is not None:
                text = currency_in_place(text, argument) or ""  # "$" where CAD was: either dollar
            else:
                text = text.upper()
            if not _CODE_LIKE.fullmatch(text) or code_family(text) != code_family(argument):
                return None
        value = _convert(text, str(slot["type"]))
        if value is None:
            return None
        if text != old:
            changed[old] = text
        filled[index] = replace(filled[index], arguments=_set(filled[index].arguments, list(slot["path"]), value))
    return tuple(filled), changed


def _digits(text: str) -> str:
    """A number said in words as digits ("seventy five" → "75"), or written as trackers do ("#57" → "57")."""
    if text.startswith("#") and text[1:].isdigit():
        return text[1:]
    said = said_number(text)
    return text if said is None else said


def _label(path: Sequence[Any]) -> str:
    """The name of the argument at ``path`` as words, in lower case ("start_date" → "start date")."""
    name = path[-1] if path and isinstance(path[-1], str) else ""
    return re.sub(r"[_\-\s]+", " ", name).strip().casefold()


def _unlabelled(text: str, path: Sequence[Any], old: str) -> str:
    """A new value without its argument's name before it, which labels it ("service search-indexer",
    "environment: staging" for ``service`` and ``environment``), unless the stored value had it too."""
    label = _label(path)
    if not label or old.casefold().startswith(label):
        return text
    match = re.match(
        re.escape(label) + r"\s*[:=]?\s+(?=\S)|" + re.escape(label) + r"\s*[:=]\s*(?=\S)", text, re.IGNORECASE
    )
    return text[match.end() :] if match else text


_ARTICLE = re.compile(r"(?i:the|a|an|my|our|your)\s+")
_SHORTENED_FROM = 6  # the shortest argument name a shortening is read for ("database", not "name")


def _kind_named(text: str, path: Sequence[Any], old: str) -> bool:
    """Whether a new value of a word or two ends with its argument's own name after an article, or
    with that name shortened, where the stored one did not ("the invoices database", "inventory db"
    for ``database`` where "orders" was): whether that word is the value's or says what the value
    is, the plan cannot tell. A message or a title ("the build is broken"), a value written with its
    article ("the office") and one without an article ("guest room" for ``room``) are as written."""
    opening = _ARTICLE.match(text)
    if _ARTICLE.match(old) or len(old.split()) > 2 or len(text.split()) > 3:
        return False
    label = _label(path)
    words = text[opening.end() if opening else 0 :].casefold().split()
    if not label or len(words) < 2 or old.casefold().endswith(label):
        return False
    last = text.split()[-1]
    # "db" for database: written in lower case, of a name long enough to tell ("Li Na" for name is a name)
    shortened = " " not in label and len(label) >= _SHORTENED_FROM and last.islower() and shortens(last, label)
    return shortened or (opening is not None and " ".join(words).endswith(" " + label))


def _occurs(value: str, text: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(value) + r"(?!\w)", text, re.IGNORECASE) is not None


def _as_text(value: Any) -> tuple[str, str]:
    if isinstance(value, bool) or value is None:
        return "", ""
    if isinstance(value, int):
        return "integer", str(value)
    if isinstance(value, float):
        return "number", repr(value) if not value.is_integer() else str(int(value))
    if isinstance(value, str):
        return "string", value.strip()
    return "", ""


def _convert(text: str, kind: str) -> Any:
    """A slot's new text as its argument's JSON type: a decimal in an integer slot stays a decimal
    ("49.99" where "100" was), and thousands separators go ("12,000")."""
    if kind == "string":
        return text
    plain = _plain(text)
    try:
        return int(plain) if kind == "integer" and plain.lstrip("-").isdigit() else float(plain)
    except ValueError:
        return None


_SCALED = {"k": 1_000, "K": 1_000, "M": 1_000_000}  # "1.5k", "2.5M JPY"


def _plain(number: str) -> str:
    """A number's text without its thousands separators ("12,000" → "12000"), its "k" ("1.5k" →
    "1500") or its "M" ("2.5M" → "2500000"), its decimal comma a point ("12,50" → "12.50")."""
    scale = _SCALED.get(number[-1:])
    if scale is not None and _DIGITS.fullmatch(number[:-1].strip()):
        scaled = float(_plain(number[:-1].strip())) * scale
        return str(int(scaled)) if scaled.is_integer() else str(scaled)
    if _DECIMAL_COMMA.fullmatch(number):  # "12,50", "1.200,50": a comma before the cents
        return number.replace(".", "").replace(",", ".")
    return number.replace(",", "") if _THOUSANDS.fullmatch(number) else number


def leaves(value: Any, path: list[Any]) -> Iterator[tuple[list[Any], Any]]:
    """Every scalar inside ``value`` with the path of keys and indexes to it."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from leaves(item, [*path, key])
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from leaves(item, [*path, index])
    else:
        yield path, value


def _at(container: Any, path: list[Any]) -> Any:
    """The value at ``path`` inside ``container``."""
    for key in path:
        container = container[key]
    return container


def _set(container: Any, path: list[Any], new: Any) -> Any:
    """A copy of ``container`` with the value at ``path`` replaced."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(container, Mapping):
        return {**container, head: _set(container[head], rest, new)}
    copy = list(container)
    copy[head] = _set(copy[head], rest, new)
    return copy
