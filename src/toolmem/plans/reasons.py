"""Why a request asks: a clause after the ask that says why or what for ("lock the back door *so
the dog can't get out*", "mute #random *because it's noisy*", "turn on the den lights*, it's
dark*").

Such a clause does not change what to do, but its words are no stored request's: a negation in it
("can't get out") reads as the request's own, and its new words as more than the plan did. So a
plan is also tried on the request without it (:func:`~toolmem.plans.decision.decide`), unless the
plan takes free text (a message, a title), which the clause may be part of ("tell Sam the build is
red because the tests fail").

Only a clause that names no value is left out: "… so he has 50 in total" may say what to do. A
condition ("only if nobody is home", "when it gets dark", "unless …") is no reason: the ask waits
on it, and the request keeps it.
"""

from __future__ import annotations

import re

from toolmem.plans.values import find_values

__all__ = ["unreasoned"]

# Who or what a reason's clause is about: its subject, said first.
_SUBJECT = (
    r"(?:I|I'm|I've|I'll|we|we're|we've|you|you're|he|he's|she|she's|it|it's|its|they|they're|there|there's"
    r"|the|my|our|your|his|her|their|this|that|nobody|no\s+one|someone|somebody|everyone|everybody|people)"
)
_REASON = re.compile(
    r"(?:"
    r"(?:\s*,\s*|\s+)(?:because|'?cause|cuz|coz|since|so(?:\s+that)?|in\s+case)\s+" + _SUBJECT + r"\b"
    r"|\s*,\s*as\s+" + _SUBJECT + r"\b"
    # a statement after the ask, not one that says which ("…, it's the back one")
    r"|\s*[,;]\s*(?:it's|it\s+is|I'm|I\s+am|we're|we\s+are|there's|there\s+is|they're)\s+"
    r"(?!(?:the|a|an|my|our|your|this|that|for|about|one|called|named)\b)"
    # what is wrong with the thing, said after the ask ("mute #launch, too noisy", "… way too loud")
    r"|\s*[,;]\s*(?:(?:way|far|much|just|a\s+bit|getting)\s+)?too\s+(?=[a-z]+\b)"
    r")[^,;:!?]*?[.!]?$",
    re.IGNORECASE,
)


def unreasoned(request: str) -> str | None:
    """The request without the reason it gives after its ask, or ``None`` when it gives none (or
    one that names a value, or nothing is left)."""
    found = _REASON.search(request)
    if found is None or find_values(found.group()):
        return None
    rest = request[: found.start()].rstrip(" ,;")
    return rest or None
