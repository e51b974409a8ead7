"""Requests that name the tool to use: "use lock_door on the cellar door", "call home.arm_alarm
with mode night", "set the blinds to 30% with `home.set_blinds`".

A tool's id in a request is a value no plan has a place for, so such a request would always miss.
Where it names the plan's own tool, the mention only says how to do what the rest of the request
asks: it is taken out with the words that frame it ("use … on", "call … with", "with …", "the …
tool"), and the rest is compared with the stored request as any request is. Where the rest says no
action, and the tool's name holds the stored request's action word (``lock_door`` says *lock*),
the stored request's action is put first: its action word ("use lock_door on the cellar door"
reads "lock the cellar door"), with the words after it up to a value or a preposition where the
rest says none of them ("call arm_alarm in night mode" reads "arm the alarm in night mode").

Only an id written as one (with a dot or an underscore: ``lock_door``, ``fx.convert``) counts: a
plain word ("convert") is the request's own. A request naming another tool keeps its mention, which
no slot takes: a miss, as the agent asked for another tool.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolmem.plans.matching import QUOTED_SPAN, Masked
from toolmem.text.words import stem

__all__ = ["unnamed"]

_VERBS = r"(?:use|call|run|invoke|execute|trigger|fire|try)"
_LINKS = r"(?:on|for|to|with|against|at|in|and)"
_MEANS = r"(?:with|using|via|through|by\s+calling|by\s+running)"
_OPENING = re.compile(r"^\s*(?:please\s+|pls\s+|just\s+|can\s+you\s+|could\s+you\s+)?", re.IGNORECASE)
_WORD = re.compile(r"[a-z]+")
_ENDING = frozenset(
    "on at in for by from to with into onto of about , ; : . ! ?".split()
)  # where an action's words end
_BARE = frozenset("the a an my our your this that".split())


def _names(tool_id: str) -> list[str]:
    """How a request may write a tool's id: whole, or its last part, each where it is written as an
    id (with a dot or an underscore: not "weather", a word of the request's own)."""
    last = tool_id.rsplit(".", 1)[-1]
    names = [tool_id] if "." in tool_id or "_" in tool_id else []
    if last != tool_id and "_" in last:
        names.append(last)
    return names


def _mention(name: str) -> str:
    """A pattern for the name with the marks and words around it that say it is a tool."""
    quoted = r"[`'\"]?" + re.escape(name) + r"(?:\(\))?[`'\"]?"
    return rf"(?:the\s+)?{quoted}(?:\s+(?:tool|function|endpoint|action))?"


def _action(stored: Masked, rest: set[str]) -> str | None:
    """The stored request's action as said, to put first: its action word, and the words after it
    up to a value or a preposition where the rest of the request says none of them."""
    action = stored.wording.lead
    keys, places = stored.keys, stored.places
    start = next((at for at, key in enumerate(keys) if places[at] < 0 and stem(key) == action), None)
    if start is None:
        return None
    words = [keys[start]]
    for at in range(start + 1, len(keys)):
        if places[at] >= 0 or keys[at] in _ENDING:
            break
        words.append(keys[at])
    said = {stem(word) for word in words[1:] if word not in _BARE}
    return " ".join(words) if said and not said & rest else words[0]


def unnamed(request: str, tool_ids: Sequence[str], stored: Masked) -> list[str]:
    """The readings of the request without its mention of the plan's one tool, none when it names
    none: without the preposition after the mention ("use lock_door *on* the cellar door"), and with
    it where the stored request has it too ("call arm_alarm *in* night mode").

    Args:
        request: the request, as lookup reads it.
        tool_ids: the plan's tools; only a plan calling one tool is read.
        stored: the stored request, masked: its action is put first where the rest says none and
            the tool's name holds its action word.
    """
    if len(set(tool_ids)) != 1:
        return []
    (tool_id,) = set(tool_ids)
    for name in _names(tool_id):
        if not re.search(rf"(?<![\w.]){re.escape(name)}(?![\w])", request, re.IGNORECASE):
            continue
        mention = _mention(name)
        framed = (
            rf"\b{_VERBS}\s+{mention}(?:\s+(?P<link>{_LINKS})\b)?"  # "use lock_door on", "call fx.convert:"
            rf"|\s*\b{_MEANS}\s+{mention}"  # "… with lock_door"
            rf"|{mention}\s*[:,-]?"  # "lock_door: the cellar door", "fx.convert 20 USD to CAD"
        )
        quoted = [span.span() for span in QUOTED_SPAN.finditer(request)]
        found = next(
            (
                found
                for found in re.finditer(rf"(?<![\w.])(?:{framed})(?![\w])\s*:?", request, re.IGNORECASE)
                if not any(start < found.start() < end for start, end in quoted)
            ),
            None,
        )
        if found is None:
            continue  # written inside a message ("post 'lock_door is broken' to #ops")
        before, after = request[: found.start()], request[found.end() :]
        link = found.group("link")
        # The preposition after the mention may be the stored request's own ("in" of "arm the alarm in
        # away mode"); any other opens what the tool acts on ("use lock_door *on* every door").
        links = ["", link] if link and link.casefold() in stored.keys else [""]
        return [_reading(f"{before} {link} {after}", name, stored) for link in links]
    return []


def _reading(rest: str, name: str, stored: Masked) -> str:
    """The rest of a request that named the plan's tool ``name``, its action said where it says none."""
    rest = " ".join(rest.split()).strip(" ,;:-")
    opening = _OPENING.match(rest)
    head = rest[: opening.end()] if opening else ""
    body = rest[len(head) :]
    words = {stem(word) for word in _WORD.findall(body.lower())}
    action = stored.wording.lead
    if action is not None and action not in words and action in {stem(w) for w in _WORD.findall(name.lower())}:
        said = _action(stored, words)
        body = f"{said} {body}" if said is not None else body
    return f"{head}{body}".strip()
