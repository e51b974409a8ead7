"""How a request introduces the message it carries: "email kai@loom.io *saying* the invoice went
out", "… *that* the invoice went out", "…*:* the invoice went out", "… *to say* …", "… *and tell
them* …".

These say the same, but alignment compares words: where the stored request said "saying" before its
message and the new one says "that", the message's slot finds no place. So a plan whose stored
request introduces a message of free text by one of these is also tried on the request with its own
introducer said as the stored one is (:func:`~toolmem.plans.decision.decide`). Only the first
introducer outside quotes is read so, and only where the stored request has one right before its
message.
"""

from __future__ import annotations

import re

from toolmem.plans.matching import QUOTED_SPAN, Masked, free_text

__all__ = ["reintroduced"]

# What introduces a message: a word or words, then the message.
_INTRODUCER = re.compile(
    r"\s*:\s+|\s+(?:saying|that|to\s+say|and\s+(?:say|tell\s+(?:them|him|her))|telling\s+(?:them|him|her))\s+",
    re.IGNORECASE,
)


def reintroduced(request: str, stored: Masked) -> str | None:
    """The request with its message introduced as the stored request introduces its own, or
    ``None`` when the stored request introduces none, the request does so already or by none."""
    stored_introducer = _introducer(stored)
    if stored_introducer is None:
        return None
    quoted = [match.span() for match in QUOTED_SPAN.finditer(request)]
    for match in _INTRODUCER.finditer(request):
        if any(start <= match.start() < end for start, end in quoted):
            continue
        if match.group().strip().casefold() == stored_introducer.strip().casefold():
            return None
        return request[: match.start()] + stored_introducer + request[match.end() :]
    return None


def _introducer(stored: Masked) -> str | None:
    """What the stored request says right before its message of free text, as written with the
    spaces around it; ``None`` without one."""
    for index, value in enumerate(stored.values):
        if not value.kind.startswith("slot:") or not free_text(value):
            continue
        before = stored.text[: value.start]
        found = [match for match in _INTRODUCER.finditer(before) if match.end() == len(before)]
        if found and index == len(stored.values) - 1:
            return found[-1].group()
    return None
