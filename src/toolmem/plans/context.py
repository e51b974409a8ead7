"""What a request tells around its ask: a story before it, a reason or a circumstance in sentences of
their own ("So the heating broke again last night. Anyway, can you set the thermostat to 21?",
"Could you refund order R-5521? It arrived damaged.").

Sentences that tell are no stored request's words: their content reads as more than the plan did,
and their values as values no plan has a place for. So a plan is also tried on the sentence that
asks alone (:func:`~toolmem.plans.decision.decide`), as a careful reader would: what a user wants
done is what they ask; what they tell is why.

Only where the rest surely tells: every other sentence is a greeting ("Hope you're well.") or opens
as a statement ("the cat keeps pushing it open", "I lost my wallet on the train"), and none says
when (a date, a time, a word for later: "We're leaving at 6." may say when to act) or on what
condition. A request with two sentences that ask ("Lock the back door. Then send Lena 25 EUR.") is
read whole: one of its asks must not be left out. The ask alone must name its own values, but for
one: where the story names one person and the ask points at them by "her" or "him" as whom it is
for, the name is put in its place ("Dani covered my ticket. Send *her* 62 EUR"; not "send her
sister …", nor where the story names two).
"""

from __future__ import annotations

import functools
import re

from toolmem.plans.matching import mask
from toolmem.plans.wording import PERSON_POINTER, Wording, states
from toolmem.text.lexicon import known
from toolmem.text.words import stem

__all__ = ["asking_sentence"]

# A sentence's end: a full stop, a question or an exclamation mark, then a space.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")
# A sentence that greets ("Hope you're well.", "Good morning!", "Happy Friday!").
_GREETING = re.compile(
    r"^(?:(?:hi|hello|hey|dear)\b[^.!?]*?[,!.]?\s*)?"
    r"(?:(?:I\s+)?hope\s+(?:you|your|you're|all|everyone|this)\b"
    r"|good\s+(?:morning|afternoon|evening|day)\b|happy\s+\w+\W*$)",
    re.IGNORECASE,
)
_GREETING_WORDS = 10  # the longest greeting read as one
# A capitalised word opening a sentence, before a word in lower case: perhaps a name ("Dani covered …").
_OPENING_NAME = re.compile(r"^(?:(?i:so|and|well|anyway),?\s+)?([A-Z][a-z]+)(?=\s+[a-z])")
# What is left of a sentence's opening value said to be spoken to: "@musicbot: play some jazz".
_SPOKEN_TO = re.compile(r"^\s+[,:]\s*")
# Values that may say when to act: "We leave at 6.", "I'm away on Friday."
_WHEN = frozenset("number time date".split())


def _timed(wording: Wording) -> bool:
    """Whether a sentence says a time ahead, a date or a condition ("I'm going out tomorrow.", "If
    it rains."): what the ask may wait for."""
    return (
        "future" in wording.tense
        or "present" in wording.tense
        or wording.dated
        or wording.conditional
        or wording.recurring
    )


@functools.lru_cache(maxsize=4096)  # asked again for each plan a request is tried on
def asking_sentence(request: str) -> str | None:
    """The one sentence of ``request`` that asks, where every other sentence tells a circumstance
    or greets (see the module's description); ``None`` otherwise."""
    sentences = [part for part in _SENTENCE_END.split(request.strip()) if part.strip()]
    if len(sentences) < 2:
        return None
    asking: list[str] = []
    named: set[str] = set()  # the people the other sentences name
    for sentence in sentences:
        if _GREETING.match(sentence) and len(sentence.split()) <= _GREETING_WORDS:
            continue
        masked = mask(sentence)
        wording = masked.wording
        blanked = list(sentence)
        for value in masked.values:
            blanked[value.start : value.end] = " " * (value.end - value.start)
        # a name opening a sentence, which a value's form cannot tell from a word ("Dani covered …")
        opener = _OPENING_NAME.match(sentence)
        name = opener if opener is not None and not known(stem(opener.group(1).casefold())) else None
        if name is not None:
            blanked[name.start(1) : name.end(1)] = " " * len(name.group(1))
        told = states(_SPOKEN_TO.sub("", "".join(blanked)))  # "@musicbot: play some jazz" asks the one it names
        if not told and wording.content:
            asking.append(sentence)
        elif wording.negated or _timed(wording) or any(value.kind in _WHEN for value in masked.values):
            return None  # "We're leaving at 6.", "Not now.": may say when or whether to act
        else:
            named |= {value.text for value in masked.values if value.kind == "name"}
            named |= {name.group(1)} if name is not None else set()
    if len(asking) != 1 or len(asking) == len(sentences):
        return None
    return _pointed(asking[0], named)


def _pointed(ask: str, named: set[str]) -> str:
    """The ask with "her" or "him" said as the one person the story named ("Dani covered my ticket.
    Send *her* 62 EUR" asks to send Dani 62 EUR); as it is where the story named none or several,
    the ask names someone itself, or says "her" or "him" more than once."""
    if len(named) != 1 or any(value.kind == "name" for value in mask(ask).values):
        return ask
    found = PERSON_POINTER.findall(ask)
    if len(found) != 1 or len(re.findall(r"\b(?:him|her)\b", ask, re.IGNORECASE)) != 1:
        return ask
    return PERSON_POINTER.sub(next(iter(named)), ask, count=1)
