"""A request written as a form: an action, then fields whose labels name the plan's arguments
("set blinds — room: kitchen, position: 30", "deploy\\nservice: search\\nversion: v1.4.2\\nenv: prod").

A label says which argument the value after it fills: the form says where each value goes, as the
stored request says it by its words. So a plan of one step is also tried on its stored request
with each slot's value replaced by the value of the field that names the slot's argument
(:func:`filled`, a reading of :func:`~toolmem.plans.decision.decide`), and that text is matched as
any request is: the values must be of their slots' kinds and fit the tool's parameters.

Only a form that says what to do is read so: its words outside the fields (its head, "set
blinds —") must be the stored request's or its tool's own, and hold the stored action word
(``fits``). Every slot must be given by a field, and every field must name an argument the plan
took from its request: "amount: 40, to: Lukas, currency: EUR" says no action (send, or request?),
"hotel: Seville" names no argument of a plan that takes a ``city``, and a form of one field is a
request's own way of saying it ("thermostat: 18.5").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from toolmem.plans.values import find_values
from toolmem.text.words import shortens, stem

__all__ = ["filled"]

# A field: a label of one to three words, a colon and the value, up to the next field or the end;
# a form's lines, commas, semicolons, slashes and dashes part the fields.
_FIELD = re.compile(
    r"(?:^|(?<=[\n,;/—–])|(?<=\s-))\s*(?P<label>[A-Za-z][A-Za-z_-]*(?:[ \t][A-Za-z][A-Za-z_-]*){0,2})[ \t]*:\s+"
    r"(?P<value>[^\n;—–]*?)\s*(?=$|[\n;]|,(?!\d)|\s/\s|\s[—–-]\s)",  # "1,500.00" is one value
)
# A call's arguments, as a program or an agent writes them: ``room="hallway"``, ``amount=75``,
# ``"service": "ledger"``; the value quoted, or up to a space or a mark that ends it.
_ASSIGNED = re.compile(
    r"""(?<![\w.])(?:"(?P<quoted>[A-Za-z_][\w-]*)"\s*:|(?P<label>[A-Za-z_][\w-]*)\s*=)\s*"""
    r"""(?:"(?P<double>[^"]*)"|'(?P<single>[^']*)'|(?P<bare>[^\s,;)}\]"']+))"""
)
_TOOL_FIELDS = frozenset({"tool", "tool id", "function", "name", "action"})  # a field that names the call
_MIN_FIELDS = 2  # one "label: value" is a request's own way of saying it
_SHORTEST_LABEL = 3  # "env" for "environment", "qty" for "quantity"; not "to", "at"


def filled(
    request: str,
    stored: str,
    slots: Sequence[tuple[str, str]],
    fits: Callable[[str], bool],
    tool_ids: Sequence[str] = (),
) -> str | None:
    """The stored request with each slot's text replaced by the value of the request's field whose
    label names the slot's argument, or ``None`` for a request that is no such form.

    Args:
        request: the request as written.
        stored: the stored request.
        slots: each slot's argument name and its text in the stored request.
        fits: whether the form's words outside its fields say what the stored request did.
        tool_ids: the plan's tools: a call written out ("home.lights_off(room="hallway")",
            "call pay.send_money with recipient=Priya, amount=75", ``{"tool": "cloud.deploy", …}``)
            says what to do by its tool's id, and may give one argument.
    """
    fields, outside = _parsed(request)
    calls = [f for f in fields if _calls(f, tool_ids, fits)]
    called = bool(calls) or any(_names_tool(outside, tool_id) for tool_id in tool_ids)
    fields = tuple(f for f in fields if f not in calls)
    if len(fields) < (1 if called else _MIN_FIELDS) or not slots:
        return None
    given: dict[str, str] = {}
    for field in fields:
        named = [name for name, _ in slots if _names(_plain(field.label), _plain(name))]
        if len(named) != 1 or not field.value or named[0] in given:
            return None  # a field that names no argument the plan took, or two
        given[named[0]] = field.value
    if set(given) != {name for name, _ in slots}:
        return None
    if not called and not fits(outside):
        return None
    if any(not any(_names_tool(value.text, tool_id) for tool_id in tool_ids) for value in find_values(outside)):
        return None  # "refund 20 USD — Order ID: A-12002": a value outside the fields, which the form places nowhere
    text = stored
    for name, old in sorted(slots, key=lambda slot: -len(slot[1])):
        found = list(re.finditer(r"(?<!\w)" + re.escape(old) + r"(?!\w)", text))
        if len(found) != 1:
            return None
        text = text[: found[0].start()] + given[name] + text[found[0].end() :]
    return text


@functools.lru_cache(maxsize=1024)  # asked again for each plan a request is tried on
def _parsed(request: str) -> tuple[tuple[_Field, ...], str]:
    """The request's fields (a call's arguments, else a form's), and its words outside them."""
    assigned = list(_ASSIGNED.finditer(request))
    fields = tuple(_Field(m, m.group("label") or m.group("quoted"), _said(m)) for m in assigned) or tuple(
        _Field(m, m.group("label"), m.group("value").strip(" .")) for m in _FIELD.finditer(request)
    )
    head = list(request)
    for field in fields:
        head[field.match.start() : field.match.end()] = " " * (field.match.end() - field.match.start())
    return fields, " ".join(re.sub(r"[—–,;/:(){}\[\]]|\s-\s", " ", "".join(head)).split())


@dataclass(frozen=True)
class _Field:
    match: re.Match[str]
    label: str
    value: str


def _said(match: re.Match[str]) -> str:
    """An argument's value as written, without its quotes."""
    return next(match.group(kind) for kind in ("double", "single", "bare") if match.group(kind) is not None)


def _calls(field: _Field, tool_ids: Sequence[str], fits: Callable[[str], bool]) -> bool:
    """Whether a field names the call: its label is one a call is named by, and its value names one
    of the plan's tools ("tool": "home.lights_off"), or, as an ``action``, says the stored action
    (``"action": "restart"``, ``action=deploy``)."""
    label = _plain(field.label)
    if label not in _TOOL_FIELDS:
        return False
    if field.value in tool_ids or any(_names_tool(field.value, tool_id) for tool_id in tool_ids):
        return True
    return label == "action" and fits(field.value.replace("_", " "))


def _names_tool(text: str, tool_id: str) -> bool:
    """Whether ``text`` names a tool by its id or the id's last part ("lights_off" for
    ``home.lights_off``; "lights.off" as a program may write it), as a word of its own."""
    last = tool_id.rsplit(".", 1)[-1]
    return any(
        re.search(r"(?<![\w.])" + re.escape(name).replace("_", "[._]") + r"(?![\w])", text) for name in {tool_id, last}
    )


def _plain(name: str) -> str:
    return " ".join(re.split(r"[\s_-]+", name.casefold())).strip()


def _names(label: str, name: str) -> bool:
    """Whether a field's label names an argument: the same words, the same stem, or a shortening
    of it ("check-in" for ``check_in``, "nights" for ``night``, "qty" for ``quantity``), or the
    argument's first words ("card" for ``card_last4``; a label naming two arguments names none)."""
    if label == name or label.replace(" ", "") == name.replace(" ", ""):
        return True
    if name.startswith(label + " "):
        return True
    if " " in label or " " in name:
        return False
    return stem(label) == stem(name) or (len(label) >= _SHORTEST_LABEL and shortens(label, name))
