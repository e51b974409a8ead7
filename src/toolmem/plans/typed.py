"""Text carried as its writer typed it, with the emoji and markdown that matching reads past.

A request is matched without a chat's marks (:func:`~toolmem.plans.matching.plain` drops emoji and
markdown's bold and code marks), so a message carried into a replay would come out without them:
"post in #releases: **v2.4 is live** 🎉" would post "v2.4 is live". A carried value of two words or
more that is no value of a form (an email, a number, an id…) is the user's own text, so it is
taken from the request as typed (:func:`as_typed`):

- an emoji right before it, after the words that introduce it, is part of it ("status: 🌴 on
  holiday", "set my status to ☕ back in 10");
- bold inside it or around it is kept, and a text its writer formatted so is taken to the request's
  end, emoji and all ("**v2.4 is live** 🎉");
- shorthand and slips matching writes out inside it stay as typed ("running late, start w/o me",
  read "… without me");
- an emoji after unformatted text at the request's end is the writer's decoration ("email
  priya@corp.io saying the contract is signed ✍️" sends "the contract is signed");
- a code span around a value marks it, as quotes do ("`coffee maker`"), and so does bold around
  a single word ("to **urgent**").

An emoji may say what words would. One that opens a request leaving out an action word of the
stored request that has an undoing opposite (lock/unlock, freeze/unfreeze, arm/disarm) may say it
or its opposite ("🔓 side door" where the plan locked it: the emoji is the action, here undone;
not "🎬 movie night scene" where the plan ran it); a check mark right before the plan's action
word says it is done ("✅ archive #incident-117"), or approves it. The lookup misses (reason
``slots``) where either stands.

A single word with an emoji right before it, after other words ("turn on the 💡 kitchen lights",
"status: 🍕 away"), may be a name beside a picture of it or a status with its emoji; the words do
not tell, so the lookup misses (reason ``slots``). So does a text that runs on to a sign-off on a
line of its own ("… saying the deck is in the drive\n\nBest,\nMo"): the message's own, or the
signature under the writer's request.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from toolmem.plans.matching import EMPHASIS, JOINING_MARKS, SIGN_OFF_WORDS, is_emoji, mask, plain, slot_texts
from toolmem.plans.slots import find_slots
from toolmem.plans.values import find_values
from toolmem.records import PlanHit
from toolmem.text.lexicon import antonyms
from toolmem.text.words import stem

__all__ = ["as_typed"]

_MARK = f"(?:{EMPHASIS.pattern})"  # what plain() drops of markdown
# A sign-off on a line of its own, below a text ("…\n\nBest,\nMo Adeyemi").
_SIGNED_BELOW = re.compile(r"\n\s*(?:--|(?:" + SIGN_OFF_WORDS + r"|(?i:sincerely))\b)")


def _emoji(ch: str) -> bool:
    """An emoji, or a mark that builds one, as matching reads past it."""
    return is_emoji(ch) or ch in JOINING_MARKS


def _emoji_run(text: str, end: int) -> int:
    """Where the emoji (and spaces) right before ``end`` start; ``end`` without any."""
    start = end
    while start > 0 and text[start - 1].isspace():
        start -= 1
    first = start
    while first > 0 and _emoji(text[first - 1]):
        first -= 1
    return first if first < start else end


def as_typed(request: str, hit: PlanHit) -> tuple[PlanHit | None, str]:
    """The hit with each carried value of free text as the request types it (see the module), and
    ``""``; or ``None`` and why, where an emoji may say the action or a tick may say it is done, an
    emoji right before a single word may be part of it, or a text runs on to a sign-off."""
    said = _emoji_said(request, hit)
    if said:
        return None, said
    changed: dict[str, str] = {}
    for new in hit.slots.values():
        if not isinstance(new, str) or new in changed:
            continue
        typed = _typed(request, new)
        if typed is None:
            return None, f"an emoji right before {new!r}: part of it or not, the words do not tell"
        if _SIGNED_BELOW.search(typed):
            return None, f"{typed!r} runs on to a sign-off: the message's or the writer's, the words do not tell"
        if typed != new:
            changed[new] = typed
    if not changed:
        return hit, ""
    steps = tuple(replace(step, arguments=_replaced(step.arguments, changed)) for step in hit.steps)
    slots = {old: changed.get(new, new) for old, new in hit.slots.items()}
    return replace(hit, steps=steps, slots=slots), ""


def _emoji_said(request: str, hit: PlanHit) -> str:
    """Why an emoji in the request may say what the plan's words did (see the module), or ``""``."""
    text = request.strip()
    if not text or not any(_emoji(ch) for ch in text):
        return ""
    stored = mask(hit.plan.request, slot_texts(find_slots(hit.plan.request, hit.plan.steps))).wording
    asked = mask(plain(text), [new for new in hit.slots.values() if isinstance(new, str)]).wording
    undone = sorted(w for w in stored.content - asked.content if _undoable(w))
    if _emoji(text[0]) and undone:
        return f"{text[0]!r} opens a request without {undone[0]!r}: the emoji may say it or its opposite"
    for mark in re.finditer(r"(\S)\ufe0f?\s*([^\W\d_]+)", text):
        if _CHECK in unicodedata.name(mark.group(1), "") and stem(mark.group(2).lower()) == stored.lead:
            return f"{mark.group(1)!r} before {mark.group(2)!r}: done, or approved, the mark does not tell"
    return ""


def _undoable(word: str) -> bool:
    """Whether an action word (a stem) has an opposite made with a prefix that undoes it, as
    WordNet marks them: lock/unlock, freeze/unfreeze, arm/disarm (not "run" or "grab", which an
    emoji beside a thing only decorates: "🎬 movie night scene")."""
    return any(antonyms(word, prefix + word, marked=True) for prefix in _UNDOING)


_UNDOING = ("un", "dis", "de")
_CHECK = "CHECK"  # in the Unicode names of ticks: ✓ CHECK MARK, ✅ WHITE HEAVY CHECK MARK, ☑ BALLOT BOX WITH CHECK


def _typed(request: str, value: str) -> str | None:
    """The value as the request types it; ``None`` for a single word with an emoji right before it."""
    words = value.split()
    if not words or _recognised(value):
        return value
    between = r"(?:\s|" + _MARK + r"|[^\w\s])+"  # what plain() may have read past, checked below
    pattern = re.compile(between.join(re.escape(word) for word in words))
    found = [match.span() for match in pattern.finditer(request) if _plain_span(match.group()) == value]
    if not found and len(words) > 2:
        found = _rewritten(request, words)
    if len(found) != 1:
        return value  # not there as one stretch, or there twice: carried as matched
    start, end = found[0]
    formatted = len(words) > 1 and _BOLD.search(request[start:end]) is not None
    opening = re.search(r"(?:\*\*|__)+$", request[:start])  # bold around it; a code span marks a value
    closing = re.match(r"(?:\*\*|__)+", request[end:])
    if len(words) > 1 and opening and closing and opening.group() == closing.group()[::-1]:
        start, end, formatted = opening.start(), end + closing.end(), True
    emoji_start = _emoji_run(request, start)
    if emoji_start < start and request[:emoji_start].strip():  # after the words that introduce it
        if len(words) < 2:
            return None
        start = emoji_start
    if formatted and all(_emoji(ch) or ch.isspace() for ch in request[end:]):
        end = len(request)
    return request[start:end].strip()


def _rewritten(request: str, words: list[str]) -> list[tuple[int, int]]:
    """Where the request types a text that matching reads with its shorthand and slips written out
    ("start w/o me" read "start without me"): the stretches from its first word to its last, word
    for word as many, that read as it (not a stretch with a correction matching read past: "Friday
    at 9:30 — sorry, 10:00")."""
    value = " ".join(words)
    tokens = [match.span() for match in re.finditer(r"\S+", request)]
    first, last = words[0].casefold(), words[-1].casefold()
    found = []
    for (start, first_end), (_, end) in zip(tokens, tokens[len(words) - 1 :], strict=False):
        span = request[start:end].rstrip(_CLOSING)
        if EMPHASIS.sub("", request[start:first_end]).casefold() != first or not span.casefold().endswith(last):
            continue
        if " ".join(plain(span).split()) == value:
            found.append((start, start + len(span)))
    return found


_CLOSING = ".,;:!?"  # marks that may close a sentence after the text
_BOLD = re.compile(r"\*\*|__")


def _plain_span(span: str) -> str:
    """The span as matching reads it: without markdown marks and emoji, its spaces single."""
    text = "".join(" " if _emoji(ch) else ch for ch in EMPHASIS.sub("", span))
    return " ".join(text.split())


def _recognised(value: str) -> bool:
    """A value that is one value of a form (an email, a number, an id, a path…), not free text."""
    found = find_values(value)
    return len(found) == 1 and found[0].start == 0 and found[0].end == len(value)


def _replaced(value: Any, changed: Mapping[str, str]) -> Any:
    """The argument value with each string leaf found in ``changed`` replaced by its typed form."""
    if isinstance(value, str):
        return changed.get(value, value)
    if isinstance(value, Mapping):
        return {key: _replaced(item, changed) for key, item in value.items()}
    if isinstance(value, list):
        return [_replaced(item, changed) for item in value]
    return value
