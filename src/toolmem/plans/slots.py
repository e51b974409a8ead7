"""Parameter slots: argument values a plan took from its request, so a similar request replays with its own.

When a plan is stored, every argument value (a string or a number) that appears word for word in the
request is a *slot*. A later request that differs only in those values — "weather in London
tomorrow" against the stored "weather in Paris tomorrow" — is matched against the stored request
with each slot value turned into a wildcard, and the steps are replayed with the new values. When the
new request does not fit that template and does not contain the old values either, the plan is not
replayed at all: replaying "Paris" for "London" is worse than planning again.

Example:
    >>> from toolmem.models import Step
    >>> steps = (Step(tool_id="weather", arguments={"city": "Paris"}),)
    >>> slots = find_slots("weather in Paris tomorrow", steps)
    >>> filled = fill_slots("weather in Paris tomorrow", "weather in London tomorrow", steps, slots)
    >>> filled[0][0].arguments["city"], filled[1]
    ('London', {'Paris': 'London'})
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from toolmem.models import Step

__all__ = ["fill_slots", "find_slots"]

_MAX_VALUE = 200  # longer argument values are content, not a slot
_SPACE = re.compile(r"\s+")
_EDGE = re.compile(r"^[\s\"'“”‘’.,;:!?]+|[\s\"'“”‘’.,;:!?]+$")


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
        for path, value in _leaves(step.arguments, []):
            kind, text = _as_text(value)
            if kind and 0 < len(text) <= _MAX_VALUE and _occurs(text, request):
                slots.append({"step": index, "path": path, "value": text, "type": kind})
    return slots


def fill_slots(
    stored_request: str, request: str, steps: Sequence[Step], slots: Sequence[Mapping[str, Any]]
) -> tuple[tuple[Step, ...], dict[str, str]] | None:
    """The steps with this request's values in their slots, and which values changed.

    Returns:
        ``(steps, {old value: new value})``, or ``None`` when the request's values cannot be told
        (the plan must not be replayed for it).
    """
    if not slots:
        return tuple(steps), {}
    values = sorted({str(slot["value"]) for slot in slots}, key=len, reverse=True)
    mapping = _match(stored_request, request, values)
    if mapping is None:
        return None
    filled = list(steps)
    for slot in slots:
        new = _convert(mapping[str(slot["value"])], str(slot["type"]))
        if new is None:
            return None
        index = int(slot["step"])
        filled[index] = replace(filled[index], arguments=_set(filled[index].arguments, list(slot["path"]), new))
    return tuple(filled), {old: new for old, new in mapping.items() if new != old}


def _match(stored: str, request: str, values: Sequence[str]) -> dict[str, str] | None:
    """Align the request with the stored one, slot values as wildcards."""
    stored, request = _clean(stored), _clean(request)
    occurrences = re.compile("|".join(_word(value) for value in values), re.IGNORECASE)
    parts: list[str] = []
    names: dict[str, str] = {}
    last = 0
    for found in occurrences.finditer(stored):
        value = next(v for v in values if v.casefold() == found.group(0).casefold())
        parts.append(_literal(stored[last : found.start()]))
        if value in names:
            parts.append(f"(?P={names[value]})")
        else:
            names[value] = f"s{len(names)}"
            parts.append(f"(?P<{names[value]}>.+{{lazy}})")
        last = found.end()
    parts.append(_literal(stored[last:]))
    template = "".join(parts)
    # Lazy and greedy wildcards must agree, else the split is ambiguous ("Paris tomorrow" against
    # "New York today": "New" + "York today" or "New York" + "today"?) and nothing is replayed.
    lazy = re.fullmatch(template.replace("{lazy}", "?"), request, re.IGNORECASE | re.DOTALL)
    greedy = re.fullmatch(template.replace("{lazy}", ""), request, re.IGNORECASE | re.DOTALL)
    if lazy is not None and greedy is not None and len(names) == len(values):
        new = {value: lazy.group(name).strip() for value, name in names.items()}
        if new != {value: greedy.group(name).strip() for value, name in names.items()}:
            return None
        return {value: value if text.casefold() == value.casefold() else text for value, text in new.items()}
    if all(_occurs(value, request) for value in values):  # worded differently, same values
        return {value: value for value in values}
    return None


def _clean(text: str) -> str:
    return _EDGE.sub("", _SPACE.sub(" ", text))


def _literal(text: str) -> str:
    """A regex for literal text, any run of spaces matching any run of whitespace."""
    return "".join(r"\s+" if piece.isspace() else re.escape(piece) for piece in re.split(r"(\s+)", text) if piece)


def _word(value: str) -> str:
    return r"(?<!\w)" + re.escape(value) + r"(?!\w)"


def _occurs(value: str, text: str) -> bool:
    return re.search(_word(value), text, re.IGNORECASE) is not None


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
    if kind == "string":
        return text
    try:
        return int(text) if kind == "integer" else float(text)
    except ValueError:
        return None


def _leaves(value: Any, path: list[Any]) -> Iterator[tuple[list[Any], Any]]:
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from _leaves(item, [*path, key])
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _leaves(item, [*path, index])
    else:
        yield path, value


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
