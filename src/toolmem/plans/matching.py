"""Matching a request against a stored plan by what it does: values aligned, wording compared.

A stored request is masked (:func:`mask`): the argument values its plan's steps took from it are
*slots*, and the other values found in it (:mod:`toolmem.plans.values`) are masked too. A new
request is masked the same way and aligned with it token by token (values count by their kind), so
"convert 250 GBP to JPY" lines up with "convert ⟨100⟩ ⟨USD⟩ to ⟨EUR⟩" and each slot takes the value
at its place, even when the words around it changed ("how much would 80 CHF be in SEK?").

The plan is replayed only if (:func:`compare`):

- every slot finds a value of its kind in the new request, at the same end of a way ("to LAX"
  never takes "from SFO"'s place), a code one of its family (a currency, a coin or anything else),
  every other stored value is repeated unchanged, and the new request has no value the plan cannot
  take, nor a message naming an address of a kind the plan sends to, nor a value cut off where the
  request stops inside the stored one ("DM Raj: running la") (miss reason ``slots``);
- the wording agrees (:mod:`toolmem.plans.wording`): the same negation (``negation``), not a yes/no
  question against a command, a question about what the command's word names or about doing it
  ("what would scaling … do?"), a question why, nor one asking how to do it or with what ("what's
  the command for rotating …?") (``question``), not a setting for today only (``tense``), not a
  report that it was done ("I deleted …", ``tense``), not without the on or off the stored action
  turns a thing to ("turn of the hallway lights" against "switch on …"),
  the same direction in time, both waiting for something or neither, both asked again and again
  or neither (``tense``), no opposite particle or prefix, not a part where the other asks for the
  whole, and, for a plan that takes arguments, not all of a kind where the other names one thing,
  nor someone's thing, nor an amount changed by another, nor a unit of measure changed, nor
  someone else made to do it, nor a value told by another ("something like X") (``changed_words``,
  :func:`_scope`), nor a question about what would come of it (``question``);
- every content word of the new request is in the stored one, or vouched for by another stored
  plan that calls the same tools (``changed_words``), and every content word the new request drops
  is one such a plan also does without. A workspace thus learns its wordings: the first
  "switch off the lights" misses against "turn off the lights", and once its own plan is stored the
  next one is served. Two kinds of other evidence may account for the rest, asked of the caller:
  ``reworded`` for a new action word in the stored one's place, ``confirmed`` for words only added
  or only dropped (the catalogue's search, in :mod:`toolmem.plans.decision`), never for a word
  beside a slot's words, which may be the rest of its value.

A value's kind is its shape: an ``#channel`` and an ``@person`` are both ids, but one never takes
the other's slot; a word in capitals is a code unless the stored request has it as a word
(:func:`_lowered`). What a chat or an agent wraps a request in (quotes around the whole of it,
markdown's bold and code marks, a leading bullet, an agent's frame, a sign-off after the ask, emoji
and a speaker's hesitations outside quotes) is dropped first (:func:`plain`).
"""

from __future__ import annotations

import difflib
import functools
import itertools
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from toolmem.plans.casing import recased, unshouted, unstressed
from toolmem.plans.values import (
    CURRENCY_SIGNS,
    KIND_WORDS,
    SHORTHAND,
    Value,
    code_family,
    currency_code,
    find_values,
    said_in_pairs,
    said_number,
    sign_of,
    unsigned,
    written_date,
)
from toolmem.plans.wording import (
    BORROWED_COURTESY,
    COMPARATIVES,
    FILLER,
    LIGHT_VERBS,
    PARTICLES,
    PERSON_POINTER,
    RELATIVE_TIME,
    SHORT_UNITS,
    Wording,
    opposite,
    read_wording,
)
from toolmem.records import Step
from toolmem.text.lexicon import kind_of, known, senses, synonyms
from toolmem.text.words import shortens, stem

__all__ = [
    "EMPHASIS",
    "JOINING_MARKS",
    "QUOTED_SPAN",
    "SIGN_OFF_WORDS",
    "Carried",
    "Masked",
    "Mismatch",
    "Told",
    "action_vouched",
    "compare",
    "contrast",
    "embedded",
    "free_text",
    "is_emoji",
    "mask",
    "respelled",
    "same_order",
    "stored_text",
    "takes_arguments",
]

_TOKEN = re.compile(r"[\w']+|[^\w\s]")
_GROUPS = {"amount": "number", "time": "date"}  # kinds that stand in for each other
_SIGILS = "#@"  # an id's first character that says what it names: a #channel, an @person
_DAYS = RELATIVE_TIME - {"next", "last", "ago"}  # days named by a word, not a date ("today", "tomorrow")
_MAX_WORD_VALUE = 4  # the most words a slot of a word or two takes from a request
_MAX_TEXT_VALUE = 40  # the most a slot of free text (a message, a title) takes
# The most words a slot with values inside may have and still be a phrase rather than free text
# ("next Friday at 9:30" is a time; "I'll get back to you Friday" a message).
_PHRASE = 3
# Words at the edge of a stretch that are not part of a value standing there ("is the back door").
_EDGE = (
    frozenset(
        "is are was were be am do does did please just kindly can could would will you go ahead and then also now again"
        " too instead either thanks thank thx ty pls plz should must shall might has have had needed".split()
    )
    | BORROWED_COURTESY
)  # please and thanks, borrowed too
_PREPOSITIONS = frozenset("on at in for by from until till before after".split())
# Words that open a date or a time with it: "on", "tomorrow at 10am", "next Tuesday".
_BEFORE_TIME = _PREPOSITIONS | _DAYS | frozenset("next this last coming".split())
_PERCENT_SIGN = re.compile(r"\s*(?:%|percent|per\s+cent)$", re.IGNORECASE)  # "60%", "60 percent"
# A bound said before a number ("at least 5", "under 30%", "no more than $50").
_BOUND = re.compile(
    r"\b(at\s+least|at\s+most|(?:(?<=\bto\s)|(?<=\bfor\s)|(?<=\bwith\s)|(?<=\bof\s)|(?<=^))up\s+to|(?:no\s+)?(?:more|less|fewer)\s+than|over|under|above|below|min(?:imum)?"
    r"|max(?:imum)?|a\s+(?:minimum|maximum)\s+of|not\s+(?:more|less)\s+than)\s+[~$€£¥]?\s?\d",
    re.IGNORECASE,
)
# A number said approximately ("about 85 EUR", "~€30").
_APPROXIMATE = re.compile(
    r"(?:\b(?:about|around|roughly|approximately|approx\.?|circa|ca\.|some|almost|nearly)\s+|~\s?)[$€£¥]?\s?\d",
    re.IGNORECASE,
)


def _priced(masked: Masked) -> bool:
    """Whether a request names an amount of money: a currency's code or sign."""
    return any(
        sign_of(value.text) is not None or (_group(value) == "code" and code_family(value.text) == "currency")
        for value in masked.values
    )


_FRACTION = re.compile(r"0?[.,]\d+")  # "0.5", ".25", "0,5": a part of one
_WHEN_WORDS = _BEFORE_TIME | frozenset({"at"})
# Units of measure: time, length, mass, volume, temperature, data (stems, as wordings hold words).
_MEASURES = frozenset(
    stem(word)
    for word in (
        "second seconds sec secs minute minutes min mins hour hours hr hrs day days night nights week weeks"
        " fortnight fortnights month months year years mm cm metre metres meter meters m km kilometre"
        " kilometres kilometer kilometers inch inches foot feet ft yard yards mile miles mi mg g gram grams"
        " kg kilo kilos kilogram kilograms lb lbs pound pounds ounce ounces oz ton tons tonne tonnes ml l"
        " litre litres liter liters gallon gallons pint pints cup cups degree degrees celsius fahrenheit kelvin"
        " kb mb gb tb kilobyte kilobytes megabyte megabytes gigabyte gigabytes terabyte terabytes"
    ).split()
)
_STOPS = frozenset("? . ! , ;".split())
_MIN_CODE, _MAX_CODE = 3, 5  # the letters of a ticker read in lower case ("nflx", "googl"; not "if")
_NEGATING = re.compile(r"not|no|never|nor|cannot|\w+n't")  # words that deny, as tokens
_LABELLING = frozenset(": , ; – —".split())  # marks after a label, before what it labels ("lock: garage door")
# Words that tell a value by its place beside another ("the *next* stage", "the *same* room") or by
# habit ("the *usual* scene"): unless it is a date ("next Friday"), the plan cannot tell which.
_RELATIVE_REFERENCE = frozenset("next previous following same other last prior usual".split())
_WORDY = frozenset({"slot:value", "slot:quoted", "slot:name"})  # slots that may take plain words
_ARTICLE_WORDS = frozenset("the a an my your our their his her its this that".split())
_JOINERS = frozenset("- / . & ' : , + #".split())
_ACRONYM = re.compile(r"(?<![\w-])([A-Z]{2,5})s?(?![\w-])")  # "PR", "PRs", "OOO"
_WORD = re.compile(r"[A-Za-z]+")
_KEYWORD = re.compile(r"([A-Z]{3,})\s+\S")  # a command's keyword, opening what it says: "SELECT id …"
_MANNER = re.compile(r"[a-z]{4,}[^l]ly")  # an adverb of manner: "temporarily", "quickly", not "jelly"
_MAX_RESPELT = 3  # the most acronyms respelt in one request
# Small words that may be a value of their own: a state or a direction ("put the thermostat in
# *off* mode" for "... in cool mode"), unlike "me" or "it", which point at something unnamed.
_STATES = frozenset("on off up down".split())
# What may stand for a slot's plain words: a name ("home"), a path or an id ("main" → "release/1.8").
_NAMING_KINDS = frozenset({"name", "path", "id"})
# Words that say what a value is like without naming it ("whoever is on call", "someone in finance").
_INDEFINITE = frozenset(
    "whoever whomever whatever whichever wherever whenever someone somebody something anyone anybody anything"
    " everyone everybody everything nobody every each all any both either".split()
)


@dataclass(frozen=True)
class Masked:
    """A request with its values masked.

    Attributes:
        text: the request as written.
        values: its values, left to right; slots (values an argument came from) have kind
            ``slot:<kind>`` where ``<kind>`` is the form found, or ``slot:value`` for plain words.
        keys: what alignment compares per token: a word's lower case, a value's kind group.
        places: per token, the index of its value in ``values``, or ``-1`` for a word.
        spans: per token, its character span.
        wording: the wording of the text without its values.
        cores: for a slot inside a larger value ("12" of "#12", "50" of "50%"), what surrounds the
            argument's text in it, by value index: ``(prefix, suffix)``.
    """

    text: str
    values: tuple[Value, ...]
    keys: tuple[str, ...]
    places: tuple[int, ...]
    spans: tuple[tuple[int, int], ...]
    wording: Wording
    cores: Mapping[int, tuple[str, str]] = field(default_factory=dict)

    def argument(self, index: int, text: str | None = None) -> str:
        """The argument's text in value ``index`` (or in ``text`` standing in its place): the value
        without the prefix and suffix the stored argument did not have ("#318" → "318")."""
        text = self.values[index].text if text is None else text
        prefix, suffix = self.cores.get(index, ("", ""))
        if prefix and text.startswith(prefix):
            text = text[len(prefix) :]
        if suffix and text.endswith(suffix):
            text = text[: len(text) - len(suffix)]
        elif suffix and _PERCENT_SIGN.fullmatch(suffix):  # "forty percent" where "60%" was
            text = _PERCENT_SIGN.sub("", text)
        return text

    def render(self) -> str:
        """The text with each value replaced by what it is ("convert an amount a code to a code"):
        what is embedded to find requests that do the same thing with other values."""
        parts, last = [], 0
        for value in self.values:
            # a tracker's "#57" is a number to align, and embedded as the id it reads as
            kind = "id" if value.text[:1] == "#" else _kind(value)
            if kind == "value":
                inner = find_values(value.text)
                if not inner and len(value.text.split()) <= 2:
                    continue  # a word or two an argument took ("front", "living room") stay as written
                if inner:  # "UA 837": "a code a number"
                    parts += [self.text[last : value.start], _render(value.text, inner)]
                    last = value.end
                    continue
                kind = "quoted"
            parts += [self.text[last : value.start], KIND_WORDS.get(kind, "a value")]
            last = value.end
        parts.append(self.text[last:])
        return " ".join("".join(parts).split())


@dataclass(frozen=True)
class Told:
    """What a plan's tools say of themselves, as content words (stems).

    Attributes:
        words: of their names, ids and the first sentences of their descriptions: any of them may
            be a word the request adds.
        names: of their names and ids only, which name the tools' actions: only one of them may
            replace the stored request's action word.
        each: the names of each tool, where there are several: a request may leave out the words
            naming a step only where it says another word of that step's tool ("*arming* in away
            mode" for "arm the alarm …"); with none, it leaves the step out ("zip ~/reports into
            reports.zip" for "… *and get a share link for it*").
    """

    words: frozenset[str] = frozenset()
    names: frozenset[str] = frozenset()
    each: tuple[frozenset[str], ...] = ()


@dataclass(frozen=True)
class Mismatch:
    """Why a stored plan does not fit a request: a miss reason and what differed.

    Attributes:
        unaccounted: the only difference is words no rule accounts for; nothing turns the request
            around (a :class:`~toolmem.plans.judge.PlanJudge` may be asked).
    """

    reason: str
    detail: str = ""
    unaccounted: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class Carried:
    """A stored plan fits a request: the new value of each slot (by its index in the stored
    request's values) and the content words that differ but were vouched for."""

    slots: dict[int, str] = field(default_factory=dict)


def embedded(request: str, *, masked: bool = True) -> str:
    """What the plan cache embeds of a request, stored or looked up alike: the request with the
    values found by their form put as what they are ("convert an amount a code to a code"). A
    stored plan's slots stay in ("schedule a meeting with the design team a date a time"): a lookup
    cannot tell which of its words are slots, and the same request must land on the same vector.

    Without ``masked``, the request as written: what a plan that takes no argument is stored by
    (:func:`stored_text`), whose values are not slots but what it is about ("let's play Crafty
    Clues" calls the game it names)."""
    return mask(request.strip()).render() if masked else request.strip()


_QUOTES = {'"': '"', "'": "'", "`": "`", "“": "”", "‘": "’"}
EMPHASIS = re.compile(r"\*\*|__|`")  # markdown's bold and code marks, which :func:`plain` drops
_BULLET = re.compile(r"^\s*(?:[-*•>]|\d+[.)])\s+")
# How an orchestrating agent passes a request on ("Task: …", "Please have the assistant …", "The
# user wants to …"), and how a speaker wakes an assistant ("hey assistant", "ok computer, …").
_FRAME = re.compile(
    r"^(?:(?:task|action\s+item|to-?do|intent|request|goal|instruction)\s*:\s*"
    r"|(?:please\s+)?(?:have|ask|get)\s+the\s+(?:assistant|agent|bot)\s+(?:to\s+)?"
    r"|(?:the\s+)?(?:user|customer|client|caller)\s+(?:wants|would\s+like|needs|asks|is\s+asking)\s+"
    r"(?:(?:you\s+|the\s+assistant\s+)?to\s+)?"
    # who is spoken to, as a speaker wakes an assistant ("hey assistant", "ok computer, …", "hi
    # Sam, …") or a chat mentions it ("@assistant", "@deploy-bot")
    r"|(?:hey|hi|hello|ok|okay|yo)\s+(?:(?:assistant|computer|bot|agent|there)\b[,!.:]?|[a-z]+[,!:])\s+"
    r"|(?:hey|hi|hello)\s+(?:all|everyone|team|folks|there|ops|[a-z]+\s+team)\s*[,!.:—–-]\s*"  # "Hi all — …"
    # who is asked in a team's channel ("could someone reboot web-11?"), and a suggestion to act ("I
    # think we should lock the shed", "might be worth muting #random")
    r"|(?:can|could|would)\s+(?:someone|somebody|anyone|anybody)\s+(?:please\s+)?"
    r"|(?:I\s+(?:think|guess|reckon|suppose)\s+)?we\s+should\s+(?!not\b|have\b|be\b)"
    r"|(?:it\s+)?(?:might|may|would)\s+be\s+(?:worth|good|best)\s+(?=\w+ing\b)"
    r"|@(?:assistant|agent|[\w-]*bot)\b[,:]?\s+"
    # an ask put politely: "I was wondering if you could …", "would you mind …", "any chance you
    # could …", "would it be possible to …", "if you don't mind, …"
    r"|(?:I\s+was\s+wondering|I\s+wonder|I'd\s+be\s+grateful)\s+if\s+you\s+(?:could|would|can)\s+"
    r"|(?:would|do)\s+you\s+mind\s+|mind\s+(?=\w+ing\b)"
    r"|it(?:'d|\s+would)\s+be\s+(?:great|nice|lovely|good|helpful|awesome|amazing|brilliant|wonderful|fab|ace)"
    r"\s+if\s+you\s+(?:could|would|can)\s+"
    r"|(?:is\s+there\s+)?any\s+way\s+(?:(?:that\s+)?you\s+(?:could|can|would)|to)\s+"
    # an ask as a step to take now ("please proceed to …", "feel free to …", "time to …")
    r"|(?:please\s+)?(?:proceed|feel\s+free)\s+to\s+"
    r"|(?:(?:it's|it\s+is)\s+)?(?:about\s+|high\s+)?time\s+to\s+"
    # asked as a question, a suggestion or a hedge ("can you tell me …", "is it possible to …",
    # "why don't you …", "how about …ing", "shall we …", "probably best to …", "you'll want to …",
    # "not sure if you can, but …", "no rush, but …", "kindly do the needful and …")
    r"|(?:can|could|would|will)\s+you\s+(?:please\s+)?tell\s+me\s+"
    r"|is\s+it\s+possible\s+(?:for\s+you\s+)?to\s+"
    r"|(?:it's\s+|it\s+is\s+)?(?:probably\s+|perhaps\s+)?(?:best|better)\s+to\s+"
    r"|I\s+guess\s+"
    r"|you(?:'ll|\s+will)\s+want\s+to\s+|you\s+(?:should|need\s+to|have\s+to|must|ought\s+to)\s+(?!not\b|have\b|be\b)"
    r"|why\s+(?:don't|do\s+not)\s+you\s+|why\s+not\s+"
    r"|how\s+about\s+(?=\w+ing\b)"
    r"|shall\s+(?:we|I)\s+"
    r"|not\s+sure\s+(?:if|whether)\s+you\s+can\s*,?\s+but\s+"
    r"|if\s+it's\s+not\s+too\s+much\s+trouble\s*,?\s+"
    r"|no\s+rush\s*,?\s+(?:but\s+)?"
    r"|kindly\s+do\s+the\s+needful\s+and\s+"
    r"|(?:I\s+)?request\s+you\s+to\s+"
    # a chat's slash command ("/lock front door")
    r"|/(?=[a-z][\w-]*\s)"
    r"|(?:any|is\s+there\s+any)\s+chance\s+(?:that\s+)?you\s+(?:could|can|would)\s+"
    r"|would\s+it\s+be\s+possible\s+(?:for\s+you\s+)?to\s+"
    r"|would\s+you\s+be\s+so\s+kind\s+as\s+to\s+"
    r"|(?:would|will|are|were)\s+you\s+be\s+able\s+to\s+"
    r"|(?:I'm\s+|I\s+am\s+)?(?:gonna|going\s+to)\s+need\s+you\s+to\s+"
    r"|if\s+you\s+(?:don't|do\s+not|wouldn't|would\s+not)\s+mind\s*,?\s+)",
    re.IGNORECASE,
)
_FRAMES = 3  # the most frames read one inside the other
# What closes a message after its ask: a sign-off and a name after a sentence's end ("…. Thanks,
# Dana", "…. - J.", "…! Cheers, Priya (support)"), and a mail client's line ("Sent from my phone").
#: The words of a sign-off: "Thanks", "Many thanks again", "Cheers", "Best regards", "Ta".
SIGN_OFF_WORDS = (
    r"(?i:(?:many\s+)?thanks(?:\s+(?:a\s+lot|so\s+much|again|in\s+advance))?|thank\s+you|thx|cheers"
    r"|best(?:\s+regards)?|(?:kind\s+)?regards|ta)"
)
_SIGN_OFF = re.compile(
    r"(?<=[.!?])\s*(?:"
    r"(?:[-–—]+\s*)?"
    + SIGN_OFF_WORDS
    + r"[,!.]?(?:\s*[-–—])?(?:\s*[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)?(?:,\s*[\w\s()]{1,30})?)?"
    r"|[-–—]+\s*[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)?(?:,\s*[\w\s()]{1,30})?"
    r")[.!]?\s*$"
)
_SENT_FROM = re.compile(r"\s*(?i:sent\s+from\s+my\s+\w+)[.!]?\s*$")
# A wish to hear back once it is done, which the agent's answer meets: "…, and tell me when it's
# done", "… and let me know once it's out".
_REPORT_BACK = re.compile(
    r"(?<=\S)[,;]?\s+(?:and\s+)?(?:(?:please\s+)?let\s+me\s+know|tell\s+me)\s+(?:when|once|as\s+soon\s+as)\s+"
    r"(?:it|that|this|they)(?:['’]s|['’]re|\s+is|\s+are|\s+has|\s+have)?\s+(?:been\s+)?\w+[.!]?\s*$",
    re.IGNORECASE,
)
# What says a request carries a message of its own, which may close with its writer's sign-off.
_MESSAGE = re.compile(
    r":|\b(?:saying|says|that|message|note|text|write|tell|reply|replying)\b|[\"“‘]|(?<!\w)'|'(?!\w)", re.IGNORECASE
)  # an apostrophe inside a word ("you're") is no quote
#: A quoted span; an apostrophe inside a word ("dentist's") neither opens nor closes one.
QUOTED_SPAN = re.compile(r"(?<!\w)'(?:[^']|(?<=\w)'(?=\w))*'|\"[^\"]*\"|“[^”]*”|‘(?:[^’]|(?<=\w)’(?=\w))*’")
JOINING_MARKS = "\ufe0f\u200d"  # an emoji's variation selector and zero-width joiner


def plain(request: str) -> str:
    """The request without what a chat or an agent wraps it in: quotes around the whole of it
    ('"buy 5 shares of MSFT"'), markdown's bold and code marks, a leading bullet, an agent's frame
    ("Task: …", "Intent: …", "Please have the assistant …", "The user wants to …"), who is spoken
    to ("hey assistant", "@deploy-bot"), a quoted ask's approval alone ("> lock the shed" then "yes
    pls"), a sign-off after the ask ("…. Thanks, Dana", "Sent from my phone") where no message may
    end with it, a wish to hear back once it is done ("…, and tell me when it's done"), a speaker's
    correction ("lock the front door, no wait, the back door"), what it asks instead of ("…
    instead of the front door"), and emoji and a speaker's hesitations outside
    quotes ("deploy `search-api` **v2.5** to staging 🚀", "lock the uh patio door"); an arrow
    outside quotes says "to" ("EUR 40 → USD"), and what it names first and points at is put in its
    place ("the back door — lock it"). Quotes around a part stay (they mark a value), and so does
    what a quoted message says ("post 'opening at 7am 🥐'")."""
    text = _BULLET.sub("", EMPHASIS.sub("", _unquoted(_forwarded(request.strip()))))
    for _ in range(_FRAMES):  # "Hi all — could someone …": a greeting, then who is asked
        framed, text = text, _FRAME.sub("", text)
        if text == framed:
            break
    text = _SENT_FROM.sub("", text) or text
    text = _REPORT_BACK.sub("", text) or text
    closed = _SIGN_OFF.sub("", text).rstrip()
    if closed and closed != text and not _MESSAGE.search(closed):
        text = closed  # "Please refund the order. Thanks, Dana" asks what "Please refund the order." does
    kept, last = [], 0
    for match in QUOTED_SPAN.finditer(text):
        kept.append(_ARROW.sub(" to ", _unspoken(text[last : match.start()])))
        kept.append(match.group())
        last = match.end()
    kept.append(_ARROW.sub(" to ", _unspoken(text[last:])))
    cleaned = _dislocated(_INSTEAD.sub("", _repaired(re.sub(r"\s{2,}", " ", "".join(kept)).strip())))
    cleaned = _relayed(_MINDING.sub("", cleaned))
    return cleaned or request


# A wish or an instruction the user passes on: "the boss says approve expense 1450", "my manager says
# to …", "my husband wants the heating at 22" (not "… wants to …", which they would do, nor a wish
# about what is theirs: "my son wants his card frozen").
_SAYS = re.compile(
    r"^(?:(?:my|our|the)\s+)?(?P<who>[\w-]+(?:\s+[\w-]+)?)\s+says\s*[:,]?\s+(?:to\s+|we\s+(?:should|need\s+to|must)\s+)?",
    re.IGNORECASE,
)
_WANTS = re.compile(r"^my\s+[a-z]+\s+(?:wants|would\s+like|needs)\s+(?!to\b)", re.IGNORECASE)
_UNSAYING = frozenset(
    "not no never nobody none nothing neither nor hardly rarely seldom".split()
)  # "the boss never says …"
_THEIRS = re.compile(r"\b(?:his|her|hers|their|theirs|him|them)\b", re.IGNORECASE)
# What a text says is no one's ask the user passes on: "ticket 6190 says: restart web-04", "the
# fraud email says: freeze card 1177" quote a source the user has not adopted (and may not trust).
_SOURCES = frozenset(
    "ticket email e-mail mail message msg note text sms alert log logs doc document page report letter sign"
    " screen error popup banner notification site website app wiki readme runbook comment issue".split()
)
# An opinion about what should become of a thing, not an ask: "Fatima says ticket 4411 should be
# closed" (the boss says *to close* it, or *close it*, is one).
_OPINION = re.compile(r"^(?:[\w#@.-]+\s+){1,4}(?:should|must|ought\s+to|needs?\s+to)\s+be\s+\w+", re.IGNORECASE)


def _relayed(text: str) -> str:
    """The request as the user's own ask where it passes one on (see ``_SAYS`` and ``_WANTS``)."""
    said = _SAYS.match(text)
    if (
        said is not None
        and said.end() < len(text)
        and not (FILLER | _UNSAYING | _SOURCES).intersection(said.group("who").casefold().split())
        and _OPINION.match(text[said.end() :]) is None
    ):
        return text[said.end() :]
    wanted = _WANTS.match(text)
    if wanted is not None and not _THEIRS.search(text, wanted.end()):
        return "I want " + text[wanted.end() :]
    return text


# An arrow says "to" ("EUR 40 → USD", "ticket 812 prio -> urgent").
_ARROW = re.compile(r"\s*(?:->|→|=>|⟶|➡️?)\s*")


# What a request names first and then points at ("the back door — lock it", "Priya? send her 30
# EUR", "Ngozi Eze at Kwara Health — add her as a lead"): a thing after a determiner, or someone
# named, and the rest.
_NAMED_FIRST = re.compile(
    r"^(?P<thing>(?i:the|my|our|your|that|this|these|those)\s+[^,;:!?.—–\"'“‘]{1,40}?)\s*(?:,|:|—|–|\s-)\s+(?P<rest>.+)$"
    r"|^(?P<name>[A-Z][\w'’-]*(?:\s+[^,;:!?.—–\"'“‘]{1,40}?)?)\s*(?:\?|—|–|\s-)\s+(?P<ask>.+)$"
)
_POINTING = {"thing": re.compile(r"\b(?:it|them)\b", re.IGNORECASE), "name": re.compile(r"\b(?:her|him)\b")}
_POINTED_AT = {"thing": _POINTING["thing"], "name": PERSON_POINTER}  # "send her 30 EUR", not "her brother"
_CLAUSE_WORDS = frozenset("is are was were be been has have had do does did will would can could should not no".split())


def _dislocated(text: str) -> str:
    """The request with what it named first put where a pronoun points at it: "lock the back door"
    for "the back door — lock it", "send Priya 30 EUR" for "Priya? send her 30 EUR". Only a short
    thing that is no clause ("the printer *is* jammed, fix it" tells why) and one pronoun in a rest
    without quotes."""
    found = _NAMED_FIRST.match(text)
    if found is None:
        return text
    kind = "thing" if found.group("thing") else "name"
    named, rest = (found.group("thing"), found.group("rest")) if kind == "thing" else found.group("name", "ask")
    words = named.casefold().split()
    if len(words) > 5 or any(word in _CLAUSE_WORDS or word.endswith(("n't", "ed")) for word in words):
        return text
    if QUOTED_SPAN.search(rest) or len(_POINTING[kind].findall(rest)) != 1:
        return text
    if len(_POINTED_AT[kind].findall(rest)) != 1:
        return text
    return _POINTED_AT[kind].sub(named, rest, count=1)


# Politeness after the ask: "…, if you don't mind", "… if that's OK", "…, if you would", "…, would you?",
# "… at the earliest".
_MINDING = re.compile(
    r"(?:,?\s+if\s+(?:you\s+(?:don't|do\s+not|wouldn't|would\s+not)\s+mind|that's\s+(?:ok|okay|alright|all\s+right)"
    r"|you\s+(?:would|could|can|please))"
    r"|,\s*(?:would|will|could|can)\s+you"
    r"|,?\s+at\s+the\s+earliest)"
    r"(?=[.!?]?$)",
    re.IGNORECASE,
)


# What the request says not to do in place of what it asks ("instead of the front door, lock the
# back one", "lock the back door instead of the front"): the ask is the rest.
_INSTEAD = re.compile(
    r"^instead\s+of(?:\s+[^\s,;.!?]+){1,3},\s*|\s*,?\s+instead\s+of(?:\s+[^\s,;.!?]+){1,3}(?=[.!]?$)", re.IGNORECASE
)


# A line quoted in a chat ("> can you refund order A-7?") and what may approve it on its own.
_QUOTED_LINE = re.compile(r"^\s*>\s?(.*)$")
_APPROVING = frozenset(
    "yes yep yeah ya ok okay sure pls please plz do it this that so go ahead handle can you u for me thanks thx".split()
)


def _forwarded(text: str) -> str:
    """A quoted ask approved by the lines after it alone ("> can you lock the shed?" then "yes
    pls do it"): the ask; a quoted line the lines after it point at once ("> the venue is booked"
    then "email this to dana@corp.io"): that ask with the quoted text in its place; any other text
    as it is."""
    lines = [line for line in text.splitlines() if line.strip()]
    quoted = [m.group(1).strip() for line in lines if (m := _QUOTED_LINE.match(line))]
    rest = " ".join(line for line in lines if not _QUOTED_LINE.match(line)).strip()
    if len(quoted) != 1 or not rest:
        return text
    words = re.findall(r"[a-z]+", rest.lower())
    if all(word in _APPROVING for word in words):
        return quoted[0]
    pointing = list(re.finditer(r"\b(?:this|that)\b", rest, re.IGNORECASE))
    if len(pointing) == 1 and '"' not in quoted[0]:
        said = quoted[0].rstrip(" .!")
        return rest[: pointing[0].start()] + f'"{said}"' + rest[pointing[0].end() :]
    return text


# A speaker correcting what they said ("…, no wait, the back door", "… 40, sorry, 45 EUR", "…
# 22 degrees - actually make it 23", "… I mean the side door", "… 60 no 55"): what comes after is
# said again in the place of what it corrects.
_REPAIR = re.compile(
    r"(?:\s*(?:[,;?]|\.+|…|\s[-–—])\s*(?:(?:no|oh|oops|sorry|wait|actually|rather|correction|I\s+mean|I\s+meant)\b"
    r"\s*[,!.:\-–—]*\s*)+"
    r"|\s+(?:(?:no|oh|sorry)[,]?\s+)?(?:wait(?:[,]?\s+no)?|I\s+mean|I\s+meant|or\s+rather)\b[,!.:\-–—]*\s*"
    r"|(?<=\d|%)\s+no\s+(?=\d)"
    r"|\s*(?:[,;]|\s[-–—])\s*(?=make\s+(?:it|that)\s))"
    r"(?:make\s+(?:it|that)\s+)?",
    re.IGNORECASE,
)
_REPAIR_WORDS = 6  # the most words a correction says again
_REPAIRED_FROM = frozenset("the a an my our to for in on at from with".split())  # "…, no, *to* Lena"
_POINTED = frozenset("it them that this those".split())  # what a correction's new action is done to
_TURNED = {"on": "off", "off": "on", "up": "down", "down": "up"}  # a way said again as the other


def _repaired(text: str) -> str:
    """The request as its speaker corrected it (see ``_REPAIR``), or as written where it is not
    one correction at its end of a part it can tell:

    - values by as many of their kind ("send 40, sorry, 45 EUR to Marco", "Aug 4 to Aug 8, no,
      Aug 11 to Aug 15"), or one said with the words before it ("ticket 812, sorry, ticket 821");
    - a phrase by one that opens with the same small word ("lock the front door, no wait, the back
      door") or ends with the same word ("the kitchen lights, I mean hallway lights").

    Anything else ("… actually, never mind", "red, no, purple") is left for the wording to read."""
    found = list(_REPAIR.finditer(text))
    if len(found) != 1 or not found[0].group(0).strip():
        return text
    cut, resume = found[0].span()
    before, after = text[:cut], text[resume:].rstrip(" .!")
    words = after.split()
    if not before.strip() or not 0 < len(words) <= _REPAIR_WORDS:
        return text
    values = find_values(text)  # in the whole text: "Air" after "no wait," is a name
    said = [v for v in values if v.end <= cut]
    again = [replace(v, start=v.start - resume, end=v.end - resume) for v in values if v.start >= resume]
    if again:
        mended = _revalued(before, after, said, again)
        if mended is not None or again[0].start == 0:
            return mended or text
    first, final = words[0].casefold(), words[-1].casefold()
    if len(words) == 2 and final in _POINTED and words[0].isalpha() and first not in _REPAIRED_FROM:
        # "approve 2210, no, reject it": another action on what was named
        opening = re.match(r"\s*[A-Za-z]+\b", before)
        return words[0] + before[opening.end() :] if opening else text
    if len(words) == 1 and first in _TURNED:
        # "turn on the bathroom lights, no wait, off": the other way, said once before
        other = re.compile(r"\b" + _TURNED[first] + r"\b", re.IGNORECASE)
        return other.sub(first, before) if len(other.findall(before)) == 1 else text
    if first in _REPAIRED_FROM:
        at = [m.start() for m in re.finditer(r"(?<!\w)" + re.escape(first) + r"(?!\w)", before, re.IGNORECASE)]
        if not at:
            return text
        replaced = before[at[-1] :].split()
        if final == "one" and len(words) > 2 and len(replaced) > 1 and replaced[-1].casefold() != "one":
            # "lock the front door, sorry, I meant the side one": the thing it names again
            after = " ".join([*words[:-1], replaced[-1]])
        return before[: at[-1]] + after
    ends = re.search(r"(?:\S+\s+){" + str(len(words) - 1) + r"}(?i:" + re.escape(final) + r")\W*$", before)
    return before[: ends.start()] + after if ends else text


def _kin(value: Value) -> str:
    """A value's kind, an amount being a number ("40%" corrects "30"); a time is no date here:
    "7pm" corrects "6pm", not "Friday at 6pm"."""
    return "number" if value.kind == "amount" else value.kind


def _revalued(before: str, after: str, said: Sequence[Value], again: Sequence[Value]) -> str | None:
    """``before`` with the values ``after`` corrects put in their place (see :func:`_repaired`)."""
    kind = _kin(again[0])
    new = [v for v in again if _kin(v) == kind]
    same = [v for v in said if _kin(v) == kind]
    if len(same) < len(new):
        return None
    count = len(new)
    first, last = same[-count], same[-1]
    if again[0].start == 0:
        if count == 1 and again[0].end == len(after):  # "22 degrees, wait, 23": the value alone
            return before[: first.start] + after + before[last.end :]
        # "30 euros, sorry, 35 euros", "40, sorry, 45 EUR to Marco": what follows the values
        # corrected is said again after the new ones
        tail, rest = before[last.end :].split(), after[new[-1].end :].split()
        if rest[: len(tail)] == tail:
            return before[: first.start] + after
        if count == 1 and rest and tail[: len(rest)] == rest:
            # "2 nights from June 27, actually make it 3 nights": the value with its unit, said alone
            return before[: first.start] + after[: new[-1].end] + before[last.end :]
        return None
    # "ticket 812 to high, sorry, ticket 821": the words before the value said again with it
    lead = after[: again[0].start].split()
    if count == 1 and again[0].end == len(after) and before[: first.start].split()[-len(lead) :] == lead:
        return before[: first.start] + again[0].text + before[first.end :]
    return None


# A speaker's hesitation, as speech to text writes it ("lock the uh patio door"); not "ER" or "UM".
_HESITATION = re.compile(r"\b(?:[Uu]h+m*|[Uu]m+|[Ee]r+m+|[Ee]hm+|[Hh]m+)\b[,.…]*")


# Small words as hurried typing swaps their letters ("lock teh shed door"): no value takes them in.
_SLIPS = {"teh": "the", "hte": "the", "adn": "and", "nad": "and", "taht": "that", "yuo": "you", "yuor": "your"}
# Words shortened with a slash ("w/ all tests passing", "b/c I promised"): no path.
_SHORT_WORDS = {"w/o": "without", "w/": "with", "b/c": "because"}
_SHORT_WORD = re.compile(r"(?<![\w/])(?:w/o|b/c|w/)(?![\w/])", re.IGNORECASE)
# "65 pc", "30pct": percent; "3-0-5-5", "7 7 0 2": the digits of one number, said one by one.
_PERCENT_SHORT = re.compile(r"(?<=\d)\s?(?:pc|pct)\b", re.IGNORECASE)
_DIGITS_APART = re.compile(r"(?<![\w.,/-])\d(?:-\d){2,}(?![\w.,/-])|(?<![\w.,/-])\d(?: \d){3,}(?![\w.,/-])")
_SLIP = re.compile(r"\b(?:" + "|".join(_SLIPS) + r")\b")


# A word stressed in capitals in a request written in lower case ("thermostat to 22 NOW", "is it
# STILL raining"): a word of time or insistence, which no ticker or code is read as here.
_STRESSED = re.compile(r"\b(?:NOW|STILL|AGAIN|PLEASE|ALREADY|JUST|REALLY|RIGHT|IMMEDIATELY|SERIOUSLY)\b")
# A letter held in speech ("pleeease", "sooo"): three or more of it in a row.
_HELD = re.compile(r"\b[a-z]*([a-z])\1{2,}[a-z]*\b", re.IGNORECASE)


# Digits said one by one with "oh" for a zero ("seven seven three oh"), letters spelt one by one
# ("t s l a"), an address dictated ("bob at example dot com").
_DIGIT_WORDS = "zero|one|two|three|four|five|six|seven|eight|nine|oh"
_DIGITS_SAID = re.compile(rf"\b(?:(?:{_DIGIT_WORDS})\s+){{2,}}(?:{_DIGIT_WORDS})\b", re.IGNORECASE)
_SPELT = re.compile(r"(?<![\w'’-])[a-z](?:\s[a-z]){2,}(?![\w'’-])")
_DICTATED = re.compile(
    r"\b([a-z0-9][a-z0-9._+-]*(?:\s+dot\s+[a-z0-9_+-]+)*)\s+at\s+([a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)*\s+dot\s+[a-z]{2,4})\b",
    re.IGNORECASE,
)


def _undictated(text: str) -> str:
    """The text with digits said one by one with "oh" written with "zero", letters spelt one by
    one written as one word in capitals, and an email address dictated written as one."""
    text = _DIGITS_SAID.sub(
        lambda said: (
            re.sub(r"\boh\b", "zero", said.group(), flags=re.IGNORECASE)
            if sum(word.casefold() != "oh" for word in said.group().split()) >= 2
            else said.group()
        ),
        text,
    )
    text = _SPELT.sub(lambda spelt: spelt.group().replace(" ", "").upper(), text)
    return _DICTATED.sub(lambda said: re.sub(r"\s+dot\s+", ".", f"{said.group(1)}@{said.group(2)}"), text)


# A number with its thousands set apart by an apostrophe or a narrow space ("1'500", "12 000"), or by
# a space where money follows ("1 250 euros", "2 500 Swedish kronor").
_THOUSANDS_APART = re.compile(r"(?<![\d.,'’])\d{1,3}(?:['’\u202f\u00a0]\d{3})+(?![\d'’])")
_THOUSANDS_SPACED = re.compile(r"(?<![\d.,])\d{1,3}(?: \d{3})+(?=\s*(?P<after>[^\W\d_]+(?:\s+[^\W\d_]+)?|[$€£¥₹]))")


def _thousands_together(text: str) -> str:
    """The text with the digits of a number whose thousands are set apart written together."""
    text = _THOUSANDS_APART.sub(lambda found: re.sub(r"\D", "", found.group()), text)

    def spaced(found: re.Match[str]) -> str:
        after = found.group("after")
        money = currency_code(after) or currency_code(after.split()[0]) or currency_code(after[:1])
        return found.group().replace(" ", "") if money else found.group()

    return _THOUSANDS_SPACED.sub(spaced, text)


def _unspoken(text: str) -> str:
    """The text without emoji (:func:`_without_emoji`), a speaker's hesitations ("uh", "um") and a
    small word said twice ("unlock the um the back door"), its money said with the cents after the
    currency's name written as one amount (:func:`_with_cents`), its small words typed in haste
    as they are ("teh"), its held letters let go ("pleeease", :func:`_let_go`), a word of
    insistence stressed in capitals in lower case ("NOW"), what was dictated written as typed
    (:func:`_undictated`) and the thousands of its numbers set apart written together
    (:func:`_thousands_together`)."""
    text = _thousands_together(_undictated(_HELD.sub(_let_go, text)))
    if any(c.islower() for c in text):
        text = _STRESSED.sub(lambda word: word.group().lower(), text)
    text = _SLIP.sub(lambda slip: _SLIPS[slip.group()], text)
    text = _SHORT_WORD.sub(lambda short: _SHORT_WORDS[short.group().casefold()], text)
    text = _PERCENT_SHORT.sub("%", _DIGITS_APART.sub(lambda digits: re.sub(r"[\s-]", "", digits.group()), text))
    return _with_cents(_REPEATED.sub(r"\1", _HESITATION.sub(" ", _without_emoji(text))))


def _let_go(held: re.Match[str]) -> str:
    """A word with its held letters once or twice, whichever English knows ("pleeease" →
    "please", "sooo" → "so", "cooool" → "cool"); as written where neither is a word."""
    word = held.group()
    if len(set(word.lower())) < 2 or known(word.lower()):
        return word  # "zzz": a sound
    for shorter in (re.sub(r"([a-zA-Z])\1{2,}", r"\1", word), re.sub(r"([a-zA-Z])\1{2,}", r"\1\1", word)):
        if word.isupper() and _STRESSED.fullmatch(shorter):
            return shorter  # "PLEEEASE", "NOWWW"; not "OOO", which is shorthand
        if not word.isupper() and (shorter.lower() in FILLER or known(shorter.lower())):
            return shorter
    return word


# What may follow money said with its cents after the currency's name ("twelve euros fifty *to*
# Nadia"): the end, a mark, the cents' own name, or a word that starts what comes next.
_CENTS_NAMES = frozenset("cent cents pence p".split())
_AFTER_CENTS = re.compile(r"\s*(?:$|[,.;:!?)]|(?:cents?|pence|p|to|for|from|on|and|please|pls)\b)", re.IGNORECASE)


def _with_cents(text: str) -> str:
    """The text with money said with its cents after the currency's name ("twelve euros fifty", "12
    pounds 50", "12 dollars and 50 cents") written as one amount ("12.50 euros"), as a speaker means
    it; the cents are one or two digits, or a number said in words under a hundred."""
    values = find_values(text)
    for number, name, cents in zip(values, values[1:], values[2:], strict=False):
        if number.kind != "number" or name.kind != "code" or cents.kind != "number":
            continue
        between = text[name.end : cents.start].strip().casefold()
        if text[number.end : name.start].strip() or between not in ("", "and"):
            continue
        if between and text[cents.end :].split()[:1] not in (["cents"], ["cent"], ["pence"], ["p"]):
            continue  # "12 dollars and 50 cents"; not "12 dollars and 50 more"
        if name.text.upper() == name.text or currency_code(name.text) is None:
            continue  # a code as written ("12 EUR 50") is no way of saying cents
        whole = number.text if number.text.isdigit() else said_number(number.text)
        part = cents.text if cents.text.isdigit() else said_number(cents.text)
        if whole is None or part is None or not part.isdigit() or len(part) > 2 or not whole.isdigit():
            continue
        after = _AFTER_CENTS.match(text, cents.end)
        if after is None:
            continue
        end = after.end() if after.group().strip().casefold() in _CENTS_NAMES else cents.end  # "… fifty cents"
        return text[: number.start] + f"{whole}.{int(part):02d} {name.text}" + _with_cents(text[end:])
    return text


# A small word said again, hesitations between ("the the back door").
_REPEATED = re.compile(r"\b(" + "|".join(sorted(w for w in FILLER if w.isalpha())) + r")(?:\s+\1\b)+", re.IGNORECASE)


def is_emoji(ch: str) -> bool:
    """Whether a character is an emoji as :func:`plain` reads past it: a symbol from U+2600 on."""
    return ord(ch) >= 0x2600 and unicodedata.category(ch) == "So"


def _without_emoji(text: str) -> str:
    """The text with each emoji (:func:`is_emoji`, its variation selector and joiners) gone."""
    return "".join(" " if is_emoji(ch) else ch for ch in text if ch not in JOINING_MARKS)


def _unquoted(text: str) -> str:
    """The text without quotes around the whole of it."""
    close = _QUOTES.get(text[:1])
    if close is None or len(text) < 3 or not text.endswith(close):
        return text
    inner = text[1:-1]
    return text if text[0] in inner or close in inner else inner.strip()


def stored_text(request: str, steps: Sequence[Step]) -> str:
    """What the plan cache embeds of a stored plan: its request with its values masked when a step
    takes arguments (another value fills a slot), as written when none does (:func:`embedded`).
    A lookup compares the request both ways and keeps, for each plan, the closer
    (:meth:`toolmem.plans.cache.PlanCache.check`)."""
    return embedded(request, masked=takes_arguments(steps))


def takes_arguments(steps: Iterable[Step]) -> bool:
    """Whether any step of a plan takes an argument, which a new request's value may then fill
    (:func:`~toolmem.plans.slots.find_slots` reads every step's). A plan that takes none does the
    same for any request: it is matched by its wording alone and needs a wider consensus."""
    return any(step.arguments for step in steps)


def mask(text: str, slots: Iterable[str] = ()) -> Masked:
    """Mask ``text``'s values; ``slots`` are the argument values its plan took from it. Remembered
    (a ``Masked`` is never changed): a lookup masks the request to embed it and to compare it, and
    the same stored plans lookup after lookup."""
    return _mask(text, tuple(slots))


@functools.lru_cache(maxsize=8192)
def _mask(text: str, slots: tuple[str, ...]) -> Masked:
    found = find_values(text)
    claimed = bytearray(len(text))
    values: list[Value] = []
    cores: dict[int, tuple[str, str]] = {}
    for slot in sorted({s for s in slots if s}, key=len, reverse=True):
        for match in re.finditer(r"(?<!\w)" + re.escape(slot) + r"(?!\w)", text, re.IGNORECASE):
            start, end = match.span()
            if any(claimed[start:end]):
                continue
            # A slot inside a value found by its form ("12" in "#12") stands for the whole value.
            around = next((v for v in found if v.start <= start and end <= v.end), None)
            core = None
            if around is not None and (around.start, around.end) != (start, end):
                if any(claimed[around.start : around.end]):
                    continue
                core = (text[around.start : start], text[end : around.end])
                start, end = around.start, around.end
            claimed[start:end] = b"\1" * (end - start)
            kind = around.kind if around is not None else "value"
            value = Value(f"slot:{kind}", start, end, text[start:end])
            if core is not None:
                cores[id(value)] = core
            values.append(value)
    for value in found:
        if not any(claimed[value.start : value.end]):
            values.append(value)
    values.sort(key=lambda value: value.start)
    masked = _tokens(text, values)
    by_index = {i: cores[id(v)] for i, v in enumerate(values) if id(v) in cores}
    return replace(masked, cores=by_index) if by_index else masked


def compare(
    stored: Masked,
    request: Masked,
    *,
    vouched: Iterable[Wording] = (),
    takes_values: bool = True,
    wording: bool = True,
    told: Told | None = None,
    reworded: Callable[[str], bool] | None = None,
    confirmed: Callable[[Sequence[str], Sequence[str]], bool] | None = None,
    asked: Iterable[Value] = (),
) -> Carried | Mismatch:
    """Whether the plan of ``stored`` fits ``request`` (see the module's description).

    Args:
        stored: the stored request, masked with its plan's slots.
        request: the new request, masked.
        vouched: the wordings of other stored requests whose plans call the same tools.
        takes_values: whether the plan's steps take any argument; a plan that takes none replays
            the same for any values, so only the wording is compared, and a value the stored
            request did not name must be of a kind the plan's tools were asked with other values
            of (``asked``): "what's trending on Reddit?" is no request for a plan stored only for
            "what's trending on Hacker News?", whose call names no site.
        wording: compare the wording too; without it only the values are matched.
        told: what the plan's tools say of themselves, which vouches for a request's words as
            another plan does.
        reworded: asked, with the request's action word (a stem), when that word is the only one left
            unaccounted for and stands in the place of the stored one ("remove the file" for "delete
            the file"): whether other evidence says the two ask for the same action.
        confirmed: asked, with the new words and the dropped ones (stems), when words are still
            unaccounted for and none stands beside a slot's words: whether other evidence says the
            request asks for what the stored one did.
        asked: the values other stored requests whose plans call the same tools were asked with.
    """
    coded = any(value.kind.endswith("code") and code_family(value.text) != "currency" for value in stored.values)
    loud = unshouted(request.text, codes=coded)
    stressed = None
    if loud is None and not coded and not any(free_text(value) for value in stored.values):
        stressed = unstressed(request.text)  # "NOT the back door — the SIDE door"
    if loud is not None or stressed is not None:
        request = mask(loud or stressed or request.text)
    request = _raised(stored, _lowered(stored, request))
    if not takes_values:
        mismatch = (
            _compare_wording(stored.wording, request.wording, list(vouched), told, reworded, confirmed)
            if wording
            else None
        )
        if mismatch is None:
            mismatch = _unasked(stored, request, asked)
        return mismatch if mismatch is not None else Carried()
    pairs = _align(stored, request)
    if isinstance(pairs, Mismatch) and pairs.detail.startswith(_NO_VALUE):
        # A slot the request fills in another order of words ("turn the hallway lights off",
        # "lock garage door", "the lights in the hallway" where "turn off the kitchen lights" was)
        for other in _reorderings(stored, request):
            again = _align(other, request, swaps=False)
            if not isinstance(again, Mismatch):
                stored, pairs = other, again
                break
    if isinstance(pairs, Mismatch):
        return pairs
    carried, consumed = pairs
    if loud is not None:
        # Read from capitals: written as the stored argument is; free text has no such model.
        if any(free_text(stored.values[index]) for index in carried):
            return Mismatch("slots", "free text written in capitals")
        carried = {index: recased(stored.argument(index), text) for index, text in carried.items()}
    carried = {
        index: _written_as_stored(stored.argument(index), text, request.text, stored.values[index].kind == "slot:name")
        for index, text in carried.items()
    }
    # A word a slot took must not oppose the stored request ("the unlocked door"), unless it is the
    # stored value's own word ("deny" in "deny leave request 388", where WordNet opposes deny/leave).
    own = {word for value in stored.values if value.kind.startswith("slot:") for word in value.text.casefold().split()}
    for token in consumed:
        if request.keys[token].casefold() in own:
            continue
        for word in stored.wording.content:
            if opposite(request.keys[token], word):
                return Mismatch("changed_words", f"{request.keys[token]!r} against {word!r}")
    for index, text in carried.items():
        value = stored.values[index]
        if _FRACTION.fullmatch(text) and stored.argument(index).isdigit() and int(stored.argument(index)) > 1:
            # "volume to 0.5" where the plan took 40, "at 0.5" where it took "60%": a part of the
            # whole the plan counted in, or that many of its units; "0.5 shares" where it took 10
            return Mismatch("slots", f"{text!r} is a part of one, where the plan took {stored.argument(index)!r}")
        if _cut_off(text, stored.argument(index), request.text):
            # "DM Raj: running la", "purge the cache for https://shop.exa": the request stops inside
            # the stored value, sent before it was finished
            return Mismatch("slots", f"{text!r} ends the request inside {stored.argument(index)!r}, cut off")
        if value.kind == "slot:name" and _cut_name(request, text):
            return Mismatch("slots", f"{text!r} may end a longer name that opens the request")
        if value.kind == "slot:value" and _another_word_for(stored.argument(index), text):
            # "book holiday …" where the plan booked "vacation": the same value, or another the
            # tool tells apart (a type, a room), the plan cannot tell
            return Mismatch("slots", f"{text!r} may be another word for {stored.argument(index)!r}")
        if _no_address(text, stored.argument(index)):
            # "… -> 198.51.100.300" where the plan took 198.51.100.24: no address, perhaps a slip
            return Mismatch("slots", f"{text!r} is no IPv4 address, where the plan took one")
        if mistyped(text, stored.argument(index)):
            # "send 25 EUR to Rja" where the plan paid Raj, "restart web-O4" where it restarted
            # web-04: the stored value mistyped, or another the plan cannot tell from it
            return Mismatch("slots", f"{text!r} may be {stored.argument(index)!r} mistyped, which the plan cannot tell")
        keyword = _KEYWORD.match(stored.argument(index)), _KEYWORD.match(text)
        if keyword[0] and keyword[1] and keyword[0].group(1) != keyword[1].group(1):
            # "DELETE FROM customers …" where the plan ran "SELECT id, email FROM customers …"
            return Mismatch("changed_words", f"{keyword[1].group(1)!r} instead of {keyword[0].group(1)!r}")
        if _measured(text) and not _measured(stored.argument(index)):
            # "schedule a 1-hour standup" where the plan scheduled "sprint planning": how long the
            # event lasts is a value of its own, not the title's
            return Mismatch("slots", f"{text!r} opens with how long it lasts, a value the plan did not take")
        zone = _ZONED.search(text)
        if zone is not None and _ZONED.search(stored.argument(index)) is None:
            # "… at 9am her time" where the plan sent "at 5pm today": in whose time zone the plan
            # cannot tell
            return Mismatch("slots", f"{text!r} says a time in a zone of its own ({zone.group(0)!r})")
        if free_text(value):
            if _THEN_STEP.search(text) and _THEN_STEP.search(stored.argument(index)) is None:
                # "email hr@corp.io that the release is delayed, then forward me whatever they
                # reply": a step after the message, or the message's own words, the plan cannot tell
                return Mismatch("slots", f"{text!r} goes on to a step of its own, where the plan took a message")
            continue  # a message or a title: what it says is its own
        if read_wording(text).recurring and not read_wording(stored.argument(index)).recurring:
            # "… every weekday at 9:30" where the plan's event started "Monday at 3pm": one event,
            # where the request asks for it again and again
            return Mismatch("tense", f"{text!r} asks for it again and again, where the plan did it once")
        unsure = _two_readings(text, request.text)
        if unsure and not _two_readings(stored.argument(index), stored.text):
            # "on 3/7" where the plan paid "June 20": the 3rd of July or March 7; "1.500 EUR": 1.5
            # or 1500, as the writer's country writes it
            return Mismatch("slots", f"{text!r} {unsure}, which the plan cannot tell")
        if any(word in COMPARATIVES for word in text.casefold().split()):
            # "make the bedroom lights a bit warmer" where the plan made them "warm white": more
            # or less than now, which no value the plan took says
            return Mismatch("slots", f"{text!r} changes what is there, where the plan took a value")
        if (
            (_listed(request.text, text, stored.wording) and not _listed(stored.text, value.text, stored.wording))
            or (_JOINED.search(text) and not _JOINED.search(stored.argument(index)) and said_number(text) is None)
            or (_SLASHED.fullmatch(text) and "/" not in stored.argument(index))
        ):
            # "turn on kitchen and hallway lights" where the plan lit the kitchen: half of it; "scale
            # frontend and backend" where it scaled one service: two, where it takes one
            return Mismatch("slots", f"another value joined to {text!r}, where the plan takes one")
        if value.kind in _WORDY and _owning(request.text, text) and not _owning(stored.text, value.text):
            # "send Omar's sister 75 EUR" where Omar was paid: someone of his, whom the plan cannot tell
            return Mismatch("slots", f"{text!r} owns what the request names, where the plan took {text!r} itself")
    swapped = _swapped_roles(stored, request, carried) or _swapped_labels(stored, request, carried)
    if swapped is not None:
        return swapped
    several = _several(stored, request, consumed)
    if several is not None:
        # "add tasks: buy stamps, call the bank" where the plan added "a task": one call, where
        # the request asks for more than one thing
        return Mismatch("slots", f"{several[1]!r} where the plan made {several[0]!r}")
    bound = _BOUND.search(request.text)
    if bound is not None and _BOUND.search(stored.text) is None:
        # "scale api to at least 5 replicas", "blinds to over 30%": the plan took a value, and which
        # value meets the bound it cannot tell
        return Mismatch("slots", f"{bound.group(1)!r} bounds a value, where the plan took one")
    if _APPROXIMATE.search(request.text) and not _APPROXIMATE.search(stored.text) and _priced(stored):
        # "pay City Power around 85 EUR": which sum to pay is not said ("about 22 degrees" is a setting)
        return Mismatch("slots", "an amount of money said approximately")
    bounded = _for_a_while(request, consumed)
    if bounded is not None and _for_a_while(stored, {t for t, place in enumerate(stored.places) if place >= 0}) is None:
        # "set card 6620's daily limit to 750 just for today": for a while only, where the plan's
        # setting stays; undoing it later is no part of the plan
        return Mismatch("tense", f"{bounded!r}: for a while only, where the plan's act stays")
    if not wording:
        return Carried(slots=carried)
    left = _wording_without(request, consumed)
    # What a slot took is the value's, a negation too ("open a ticket: laptop won't boot").
    said = replace(
        request.wording,
        content=left.content,
        particles=left.particles,
        tense=left.tense,
        negated=left.negated,
        negations=left.negations,
        conditional=left.conditional,
        recurring=left.recurring,
        narrowed=left.narrowed,
        owners=left.owners,
        comparatives=left.comparatives,
        supposing=left.supposing,
        reported=left.reported,  # "turn on my auto-reply: I'm on leave" reports nothing
    )
    scope = _scope(stored, request, said)
    if scope is not None:
        return scope
    mismatch = _compare_wording(
        stored.wording,
        said,
        list(vouched),
        told,
        reworded,
        confirmed,
        _beside(request, consumed),
        _units(stored) ^ _units(request),
    )
    if mismatch is not None:
        return mismatch
    return Carried(slots=carried)


# the wording --------------------------------------------------------------------------------
def contrast(stored: Wording, request: Wording) -> Mismatch | None:
    """A small word that turns the request around: negation, a yes/no question against a command,
    another direction in time, an opposite particle, prefix or antonym; ``None`` when there is none.
    Words opposed only through a synonym (approve/reject: *reject* shares a synset with
    *disapprove*) count only as the action words: elsewhere in a long request such a relation is
    mostly a rare sense ("popular" against "specific")."""
    if stored.negated != request.negated or stored.negations != request.negations:
        return Mismatch("negation", "one of the two requests says not to")
    if (stored.form == "yes_no") != (request.form == "yes_no"):
        return Mismatch("question", f"a {request.form.replace('_', '/')} request against a {stored.form}")
    if stored.form != request.form and stored.lead == request.lead and (stored.subject or request.subject):
        # "how many stars does facebook/react have?" against "star facebook/react"
        question, command = (request, stored) if request.subject else (stored, request)
        about, action = question.phrase.split()[0], command.phrase.split()[0]
        return Mismatch("question", f"a question about {about!r} against a command to {action!r}")
    if {stored.form, request.form} == {"command", "wh"} and stored.lead is not None and stored.lead == request.lead:
        # "what would scaling checkout to 0 do?" against "scale checkout to 6 replicas"
        question, command = (request, stored) if request.form == "wh" else (stored, request)
        about, action = question.phrase.split()[0], command.phrase.split()[0]
        if about.endswith("ing"):
            return Mismatch("question", f"a question about {about!r} against a command to {action!r}")
    if {stored.form, request.form} == {"command", "wh"}:
        # "what's the command for rotating the db-password secret?", "which script restarts web-04?"
        # against "rotate the db-password secret": a question about the means, the act named in it
        question, command = (request, stored) if request.form == "wh" else (stored, request)
        named = [
            w for w in question.phrase.split()[1:] if (w[-3:] == "ing" or w[-1:] == "s") and stem(w) == command.lead
        ]
        if named:
            action = command.phrase.split()[0]
            return Mismatch("question", f"a question about {named[0]!r} against a command to {action!r}")
    if stored.why != request.why:
        return Mismatch("question", "one of the two requests asks why")
    if request.how and not stored.how and request.lead is not None and request.lead not in _LOOKING:
        # "how do I delete /tmp/a.txt?" against "delete /tmp/report.txt" or "side door - lock it";
        # not "how can I check the price of ETH?", which what served "ETH price" answers
        return Mismatch("question", "the request asks how to do it")
    for first, second in ((stored, request), (request, stored)):
        told = second.reported - first.reported
        if first.lead is not None and (first.lead in told or any(synonyms(first.lead, word) for word in told)):
            # "I deleted /tmp/a.txt", "the front door is locked" against a request to do it, and
            # "the card is frozen" against "block the card"
            return Mismatch("tense", f"one of the two requests says {first.phrase.split()[0]!r} was done")
        if first.switch is not None and first.switch in told:
            # "the porch lights are off" against "turn off the porch lights"
            return Mismatch("tense", f"one of the two requests says it is {first.switch!r} already")
    if stored.switch is not None and not request.particles & {"on", "off"} and not _switches(request, stored.switch):
        # "turn of the hallway lights" (a slip for "off") against "switch on the lights …"; not
        # "kitchen lights on at 40%" against "set the kitchen lights to 70 percent", nor "kill the
        # kitchen lights" against "switch the kitchen lights off": its verb says "off"
        return Mismatch("changed_words", f"{stored.switch!r} in the stored request only")
    if stored.conditional != request.conditional:
        return Mismatch("tense", "one of the two requests waits for something to happen")
    if stored.recurring != request.recurring:
        return Mismatch("tense", "one of the two requests asks for it again and again")
    part = _unshared(request.narrowed, stored) or _unshared(stored.narrowed, request)
    if part:
        # "return just the charger from order …" against "return order …"; not "jobs posted last
        # week" against "jobs, only the ones posted last week"
        return Mismatch("changed_words", f"one of the two requests asks for only a part ({part[0]!r})")
    if not stored.when() & request.when() or (stored.tense and request.tense and stored.tense != request.tense):
        return Mismatch("tense", f"{'/'.join(sorted(request.when()))} against {'/'.join(sorted(stored.when()))}")
    for old in stored.particles - request.particles:
        for new in request.particles - stored.particles:
            if opposite(old, new):
                return Mismatch("changed_words", f"{new!r} instead of {old!r}")
    added = request.content - stored.content
    dropped = stored.content - request.content
    actions = {stored.lead, request.lead}
    for new in added:
        for old in dropped:
            if opposite(old, new, marked=not actions & {old, new}):
                return Mismatch("changed_words", f"{new!r} instead of {old!r}")
    return None


def _scope(stored_masked: Masked, request_masked: Masked, request: Wording) -> Mismatch | None:
    """What a plan that takes arguments acted on, against what the request names (``request``: its
    wording without the words its slots took): all of a kind where one thing was ("delete every
    file in /tmp" against "delete the file report.txt"), someone's thing ("set my mom's thermostat
    to 68"), an amount changed by another ("2 degrees higher" against "to 70", "up by 2" against
    "to 3 replicas"), what would come of doing it ("what would happen if I deployed …?"). A plan
    that takes none does the same whatever the request names, and long requests name such things
    in passing ("my website's traffic", "what should I do if my flight is cancelled?")."""
    stored = stored_masked.wording
    if ("all" in stored.content) != ("all" in request.content):
        return Mismatch("changed_words", "one of the two requests asks for all of a kind")
    if stored.owners != request.owners:
        whose = sorted(stored.owners ^ request.owners)[0]
        return Mismatch("changed_words", f"one of the two requests names whose it is ({whose!r})")
    if stored.comparatives != request.comparatives:
        change = sorted(stored.comparatives ^ request.comparatives)[0]
        return Mismatch("changed_words", f"one of the two requests changes an amount by another ({change!r})")
    if _by_amount(stored_masked) != _by_amount(request_masked):
        return Mismatch("changed_words", "one of the two requests changes an amount by another ('by')")
    if stored.supposing != request.supposing:
        return Mismatch("question", "one of the two requests asks what would come of doing it")
    if request.lead is not None and request.lead in request.reported - stored.reported:
        # "I turned off the living room lights" against "living room lights off please": what
        # the request says was done, to the values it names, is no request to do it again
        return Mismatch("tense", f"the request says {request.phrase.split()[0]!r} was done")
    likened = _likened(request_masked)
    if likened is not None and _likened(stored_masked) is None:
        return Mismatch("changed_words", f"the request tells a value by another ({likened!r})")
    agent = _agent(request_masked)
    if agent is not None and _agent(stored_masked) is None:
        return Mismatch("changed_words", f"the request has {agent!r} do it")
    asked_of = _asked_of(request_masked.text)
    if asked_of is not None and _asked_of(stored_masked.text) is None:
        return Mismatch("question", f"the request asks {asked_of!r} to do it")
    return None


# Verbs that have someone else do an action: "have Priya send me 40 EUR", "ask Dana to approve it".
_CAUSING = frozenset("have has had get gets got let lets ask asks tell tells".split())
_DOERS = frozenset({"name", "email", "id", "value"})  # the kinds of value that may name someone


# Someone named, then asked: "Raj, can you lock the shed door?", "Dana, could you restart web-04?".
_ADDRESSED = re.compile(r"^(?P<name>[A-Z][a-z'’-]+),\s+(?:can|could|would|will)\s+(?:you|u)\b")
# What opens an ask to the assistant itself: a greeting, an interjection, a wake word, an assistant's
# common name ("Sorry, can you …", "Alexa, can you …").
_NOT_ADDRESSEES = frozenset(
    "hi hey hello ok okay please yo so well right now and but also then sorry thanks oh um uh actually quick"
    " alright btw ugh honestly seriously again pardon excuse assistant bot computer alexa siri google cortana"
    " jarvis".split()
)


def _asked_of(text: str) -> str | None:
    """Whom a request opening with a name and a polite ask asks ("*Raj*, can you …"): a person,
    not the assistant, unless the name is a greeting, a wake word or an assistant's name."""
    found = _ADDRESSED.match(text)
    if found is None or found.group("name").casefold() in _NOT_ADDRESSEES:
        return None
    return found.group("name")


def _agent(masked: Masked) -> str | None:
    """The value a verb of causing puts before the action's word: who is to do it ("*have Priya*
    send me 40 EUR", "get Omar to pay 20 USD"), not whom or what it is done to."""
    action = masked.wording.lead
    if action is None:
        return None
    keys = masked.keys
    for at in range(len(keys) - 2):
        if keys[at] not in _CAUSING or masked.places[at + 1] < 0:
            continue
        if _kind(masked.values[masked.places[at + 1]]) not in _DOERS:
            continue  # "get 2 passengers onto IB 3170": a number does nothing
        after = at + 3 if keys[at + 2] == "to" and at + 3 < len(keys) else at + 2
        # not "have ticket 8121 closed": what is to be done to the value
        if masked.places[after] < 0 and stem(keys[after]) == action and not keys[after].endswith("ed"):
            return masked.values[masked.places[at + 1]].text
    return None


# Verbs that ask to learn something (as stems): "how can I *check* the price …?" is answered by
# doing it, unlike "how do I delete …?".
_LOOKING = frozenset(
    stem(word)
    for word in (
        "check find look search see know learn tell show view track compare calculate read watch determine explore"
        " discover understand"
    ).split()
)
# After "something", "anything": words that tell a value by another ("something *like* Yesterday",
# "anything *but* jazz", "anyone *other* than Omar").
_LIKENING = frozenset("like but besides except other similar".split())
_LIKING = frozenset("i'd you'd we'd they'd would".split())  # "I'd like", "would like": a wish
_HEDGED = _PREPOSITIONS | {"to", "is", "be"}  # "like" after these only hedges the value after it


def _likened(masked: Masked) -> str | None:
    """The words that tell a value by another, where it names none itself ("play *something like*
    Yesterday" names no song, "create a release *like* v2.3.1" another release), or ``None``."""
    keys = masked.keys
    for at, (first, second) in enumerate(itertools.pairwise(keys)):
        if first in _INDEFINITE and second in _LIKENING:
            return f"{first} {second}"
        # "to *like* fifteen", "at *like* eighty percent": a speaker's hedge, not another value
        if second == "like" and first not in _LIKING | _HEDGED and at + 2 < len(keys) and masked.places[at + 2] >= 0:
            return f"{first} {second}"
    return None


def _by_amount(masked: Masked) -> bool:
    """Whether a number follows "by" ("up by 2", "cut it by 10%"): an amount of change."""
    return any(key == "by" and after == "§number" for key, after in itertools.pairwise(masked.keys))


def _unshared(words: frozenset[str], other: Wording) -> list[str]:
    """The words whose stems the other wording's content lacks, in order."""
    return sorted(word for word in words if stem(word) not in other.content)


def _compare_wording(
    stored: Wording,
    request: Wording,
    vouched: Sequence[Wording],
    told: Told | None = None,
    reworded: Callable[[str], bool] | None = None,
    confirmed: Callable[[Sequence[str], Sequence[str]], bool] | None = None,
    beside: frozenset[str] = frozenset(),
    units: frozenset[str] = frozenset(),
) -> Mismatch | None:
    added = request.content - stored.content
    dropped = set(stored.content - request.content)
    known = set().union(*(other.content for other in vouched)) if vouched else set()
    if request.lead in added and not action_vouched(stored, request, vouched):
        known.discard(request.lead)
    unknown = sorted(added - known)
    # A number's unit changed ("for 3 hours" where "for 90 minutes" was) is another amount, however
    # near the two words' senses: neither a synonym nor the catalogue's search stands for it.
    replaced = _synonymous([word for word in unknown if word not in units], dropped - units, stored, request)
    unknown = [word for word in unknown if word not in replaced]
    dropped -= set(replaced.values())
    # The tools' own words: "invite" may stand for "add" in a plan calling "Invite to channel: add a
    # person to a channel". A dropped word goes only when it is the stored action and a word of the
    # tools' names replaces it: a description also says what else happens ("stop the vacuum and
    # send it to its dock"), and the other words ("the #random channel") say what the values are.
    if told is not None:
        said = [word for word in unknown if word in told.names]
        unknown = [word for word in unknown if word not in told.words]
        if said and stored.lead in told.words:
            dropped.discard(stored.lead)
        if stored.form == request.form and not [word for word in unknown if word not in LIGHT_VERBS]:
            said_steps = [names for names in told.each if names & request.content]
            droppable = frozenset().union(*said_steps) if told.each else told.names
            dropped -= droppable - {stored.lead}
    if stored.lead in request.content and not request.particles - stored.particles:
        unknown = [word for word in unknown if word not in LIGHT_VERBS]
    if _switched(stored, request):
        dropped.discard(stored.lead)  # "lights off in the den": the state says it
        unknown = [word for word in unknown if word not in LIGHT_VERBS]  # "make the lights off"
    # Only the action word changed, the rest being values: for ``reworded`` to judge when the
    # catalogue holds the plan's tools (closeness alone is no evidence when values make up the rest:
    # "send Jordan 35 USD" against "ask Jordan for 35 USD").
    swapped = told is not None and bool(told.names) and _action_replaced(stored, request, unknown, sorted(dropped))
    if unknown and dropped and not stored.content & request.content and not swapped:
        # Nothing said in common: another request altogether, whatever its tense or form.
        turned = contrast(stored, request) or _against_kin(request, vouched)
        words = "new word(s) " + ", ".join(repr(w) for w in unknown)
        return Mismatch("changed_words", words, unaccounted=turned is None)
    turned = contrast(stored, request) or _against_kin(request, vouched)
    if turned is not None:
        return turned
    # A question that drops the command's words asks about something else ("what is report.txt?"
    # against "delete report.txt"): only the same form may leave words out.
    lenient = stored.form == request.form
    needed = sorted(word for word in dropped if not (lenient and any(word not in other.content for other in vouched)))
    action = request.lead
    in_place = action is not None and _action_replaced(stored, request, unknown, needed)
    if reworded is not None and action is not None and in_place and reworded(action):
        return None
    # A new word beside a slot's words may be the rest of its value ("boarding pass" where the slot
    # took "boarding"): only words apart from the values are confirmed.
    if (
        confirmed is not None
        and (unknown or needed)
        and not (beside | units) & (set(unknown) | dropped)
        and confirmed(unknown, sorted(dropped))
    ):
        return None
    if unknown:
        return Mismatch("changed_words", "new word(s) " + ", ".join(repr(w) for w in unknown), unaccounted=True)
    if needed:
        return Mismatch("changed_words", "missing word(s) " + ", ".join(repr(w) for w in needed), unaccounted=True)
    return None


def _unasked(stored: Masked, request: Masked, asked: Iterable[Value]) -> Mismatch | None:
    """A value of the request that a plan taking no argument was never shown to serve: the stored
    request does not name it, and no other request its tools were stored for names another value
    of its kind. A plan that takes no argument does the same for any value, which is evidence only
    where its tools were asked with several ("sales tax on a $20 purchase", "… on a $40 purchase");
    where they never were, the value may be what chose them ("Hacker News", not "Reddit")."""
    own = {value.text.casefold() for value in stored.values}
    varied = {_group(value) for value in asked if value.text.casefold() not in own}
    for value in request.values:
        if value.text.casefold() not in own and _group(value) not in varied:
            return Mismatch("slots", f"{value.text!r} is a value the plan takes no argument for")
    return None


def action_vouched(stored: Wording, request: Wording, vouched: Sequence[Wording]) -> bool:
    """Whether a command's action word is the stored request's, or another plan of the same tools
    was asked with it and with no word placing it in time that the two requests lack: "play the
    *next* song" says what "skip this song" does, and does not vouch for "play this song"."""
    action = request.lead
    if action is None or action in stored.content or request.form != "command":
        return True  # a question's first word names what it asks about
    placed = request.relative | stored.relative
    return any(action in other.content and other.relative <= placed for other in vouched)


def _against_kin(request: Wording, vouched: Sequence[Wording]) -> Mismatch | None:
    """A request whose action word opposes the action another plan of the same tools was asked
    for ("start watching GOOG" where those plans were asked to "stop watching"), or whose action's
    particle opposes that plan's ("turn off" against "turn on"): the tools do the opposite. Only
    the action words (and the particles right after them) are compared, and only antonyms WordNet
    marks as such: by a synonym's antonym it opposes many words in some rare sense (deny/leave)."""
    action = request.lead
    if action is None:
        return None
    for other in vouched:
        if other.lead is not None and other.lead not in request.content and opposite(action, other.lead, marked=True):
            return Mismatch("changed_words", f"{action!r} against {other.lead!r}, asked of another plan of these tools")
        old, new = other.particle, request.particle
        if other.lead == action and old is not None and new is not None and opposite(old, new):
            # "turn off" where those plans were asked to "turn on"
            what = f"{action} {new!r} against {action} {old!r}"
            return Mismatch("changed_words", f"{what}, asked of another plan of these tools")
    return None


def _switches(request: Wording, switch: str) -> bool:
    """Whether the request's action word says ``switch`` ("on", "off") by itself: "kill" and "cut"
    say "turn off", "fire up" says "turn on" (:mod:`toolmem.text.lexicon`)."""
    if request.lead is None:
        return False
    forms, _ = _forms(request.lead, request.particles)
    return any(synonyms(form, f"{verb}_{switch}") for form in forms for verb in ("turn", "switch"))


def _action_replaced(stored: Wording, request: Wording, unknown: Sequence[str], needed: Sequence[str]) -> bool:
    """Whether the one word left unaccounted for is the request's action word standing where the
    stored request's was ("kill my open order" against "cancel my open order"): every other word
    is the stored request's or vouched for, and the two are of one form."""
    return (
        request.lead is not None
        and stored.lead is not None
        and request.lead != stored.lead
        and stored.lead not in request.content
        and list(unknown) == [request.lead]
        and set(needed) <= {stored.lead}
        and stored.form == request.form
    )


def _synonymous(added: Sequence[str], dropped: set[str], stored: Wording, request: Wording) -> dict[str, str]:
    """Each added word that says what a dropped word said (WordNet synonyms,
    :mod:`toolmem.text.lexicon`), alone or with the particles after it in either request
    ("purchase" for "buy", "switch off" for "turn off"), or misspells or shortens it
    (:func:`_misspelt`, :func:`_abbreviated`), with the word it replaces. A word pairs with
    one dropped word, and only a word the request has no opposite of (that is :func:`contrast`'s)."""
    replaced: dict[str, str] = {}
    free = set(dropped)
    olds = {old: _forms(old, stored.particles) for old in free}
    for new in added:
        news = _forms(new, request.particles)
        for old in sorted(free):
            # Most pairs share no synset at all: that test is one set intersection.
            if (news[1] & olds[old][1] and any(synonyms(a, b) for a in news[0] for b in olds[old][0])) or (
                not news[1] and (_misspelt(new, old) or _abbreviated(new, old))
            ):
                replaced[new] = old
                free.discard(old)
                break
    return replaced


_SWAPPED_FROM = 4  # the shortest word read with two letters swapped ("lcok"; not "fro" for "for")
_MISSPELT_FROM = 5  # the shortest word a slip of one letter is read as (not "lok" for "lock")
_CHANGED_FROM = 6  # the shortest word read with one of its letters changed ("frezze"; not "lick")


def _misspelt(written: str, word: str) -> bool:
    """Whether ``written``, no English word, is ``word`` of four letters or more with two letters
    next to each other swapped ("lcok", "mrege": swapped, the letters are all there, so no other
    word's slip, nor the opposite's, "unlock" for "lock", is), or ``word`` with one letter left out
    or added after its first two ("vacum"), or one letter changed in a word of six letters or more
    ("expence"; in a shorter one the letter changed may make another word's slip; not "nlock",
    which may be "unlock" or "lock": a word's opening tells it)."""
    if written == word:
        return False
    slips = [i for i in range(len(word)) if written[i] != word[i]] if len(written) == len(word) else []
    if len(word) >= _SWAPPED_FROM and _swapped(written, word, slips):
        return True
    if len(word) < _MISSPELT_FROM or written[:2] != word[:2]:
        return False
    short, long = sorted((written, word), key=len)
    if len(long) - len(short) == 1:
        return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))
    return len(slips) == 1 and len(word) >= _CHANGED_FROM  # one letter changed: in a long word ("expence")


def _swapped(written: str, value: str, slips: list[int]) -> bool:
    """Whether the two places where ``written`` and ``value`` (of one length) differ, ``slips``,
    are next to each other and hold the same two characters the other way round ("Rja" for "Raj")."""
    return (
        len(slips) == 2
        and slips[1] == slips[0] + 1
        and written[slips[0]] == value[slips[1]]
        and written[slips[1]] == value[slips[0]]
    )


# A time said in someone's time zone, or a zone named ("9am her time", "noon local time").
_ZONED = re.compile(r"\b(?:(?:my|your|his|her|their|our|local|server)\s+time|time\s*zone|timezone)\b", re.IGNORECASE)
# What goes on to another step after a message ("…, then forward me whatever they reply").
# A step after a message: "…, then forward me whatever they reply", and "…, and log it in the
# expense sheet", whose "it" points back at the message from outside it.
_THEN_STEP = re.compile(
    r"(?:,\s*(?:and\s+)?|\band\s+)then\s+\w"
    r"|,\s*and\s+(?:also\s+)?(?!(?:is|are|was|were|be|been|has|have|had|do|does|did)\b)[a-z]+\s+(?:it|them)\b(?!')",
    re.IGNORECASE,
)

# Characters typed for one another: a letter O for a zero, a small L or a capital I for a one.
_LOOKALIKE = {frozenset("O0"), frozenset("o0"), frozenset("l1"), frozenset("I1")}
_DIGIT_LOOKALIKE = re.compile(r"(?=.*\d)[\dOolI]+")  # digits, one of them typed as a letter
_ID_PARTS = re.compile(r"[-_./]")


_IPV4 = re.compile(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})")


def _no_address(written: str, value: str) -> bool:
    """Whether ``written`` is shaped as an IPv4 address with a part above 255 where ``value`` is one."""
    new, old = _IPV4.fullmatch(written), _IPV4.fullmatch(value)
    return (
        new is not None
        and old is not None
        and all(int(part) <= 255 for part in old.groups())
        and any(int(part) > 255 for part in new.groups())
    )


def _mixed_digits(value: str) -> bool:
    """Whether a part of an id after its first holds digits and a letter that looks like one ("O1")."""
    parts = _ID_PARTS.split(value)[1:]
    return any(_DIGIT_LOOKALIKE.fullmatch(part) and not part.isdigit() for part in parts)


def mistyped(written: str, value: str) -> bool:
    """Whether ``written`` is ``value`` with two letters next to each other swapped ("Rja" for
    "Raj", "exmaple.com" for "example.com"; not two digits: "web-40" may be a server of its own),
    or with characters that look alike typed for one another, other digits aside ("web-O4" for
    "web-04", "web-O1" for "web-07"), or among the digits of a part of an id where the stored value
    has no such part ("web-O1" for "ci-agent-7"), or with a number of another width than the stored
    value pads its own to ("web-0" or "web-4" for "web-04": cut short, or another the plan cannot
    tell)."""
    if _mixed_digits(written) and not _mixed_digits(value):
        return True
    if _padded_otherwise(written, value):
        return True
    if len(written) != len(value) or written == value:
        return False
    slips = [i for i in range(len(value)) if written[i] != value[i]]
    alike = [i for i in slips if frozenset((written[i], value[i])) in _LOOKALIKE]
    if alike and all(i in alike or (written[i].isdigit() and value[i].isdigit()) for i in slips):
        return True
    return _swapped(written, value, slips) and all(value[i].isalpha() for i in slips)


def _padded_otherwise(written: str, value: str) -> bool:
    """Whether ``written`` is ``value`` with a number of another width where ``value`` pads its
    number with zeros ("web-0" for "web-04"; not "db-3", a name of another shape)."""
    if "0" not in value or not any(ch.isdigit() for ch in written):
        return False  # nothing padded, or no number: the common case, told cheaply
    parts = [re.findall(r"\d+|\D+", text) for text in (written, value)]
    if len(parts[0]) != len(parts[1]) or len(parts[0]) < 2:
        return False
    if any(
        new.isdigit() != old.isdigit() or (not old.isdigit() and new.casefold() != old.casefold())
        for new, old in zip(*parts, strict=True)
    ):
        return False
    return any(
        old.isdigit() and old.startswith("0") and len(old) > 1 and len(new) != len(old)
        for new, old in zip(*parts, strict=True)
    )


_ABBREVIATED_FROM = 3  # the shortest word read as a shortening ("vol", "appt"; not "db")


def _abbreviated(written: str, word: str) -> bool:
    """Whether ``written``, no English word, shortens ``word`` (stems) and is long enough to tell
    which word it shortens: "thermo" for "thermostat", "vol" for "volume", "appt" for "appointment"."""
    return len(written) >= _ABBREVIATED_FROM and shortens(written, word)


def _forms(word: str, particles: frozenset[str]) -> tuple[list[str], frozenset[int]]:
    """A word alone and with each particle after it (``switch_off``), and the synsets of them all."""
    forms = [word, *(f"{word}_{particle}" for particle in particles)]
    return forms, frozenset().union(*(senses(form) for form in forms))


def respelled(stored: Masked, request: Masked) -> tuple[Masked, tuple[str, ...]]:
    """The request with each acronym written as the stored request writes it, and what was written
    in: "approve pull request #1033" becomes "approve PR #1033" against "approve PR #42", and "I'm
    OOO" becomes "I'm out of office" against "mark me out of office". An acronym is two to five
    capitals (a plural *s* after them), and its words are as many lower-case words in a row, none
    part of a value, whose first letters spell it; the request is unchanged (and nothing written)
    when there is none."""
    text, written = request.text, []
    for _ in range(_MAX_RESPELT):
        found = _spelt(stored, text)
        if found is None:
            break
        start, end, new = found
        text = text[:start] + new + text[end:]
        written.append(new)
    return (mask(text), tuple(written)) if written else (request, ())


def _spelt(stored: Masked, text: str) -> tuple[int, int, str] | None:
    """The first stretch of ``text`` to write otherwise (start, end, what to write), or ``None``."""
    slots = [value for value in stored.values if value.kind.startswith("slot:")]
    for short in _ACRONYM.finditer(stored.text):  # an acronym of the stored request, spelt out here
        if _within(short.span(), slots) or _occurs(short.group(1), text):
            continue
        for start, end in _spellings(short.group(1), text, find_values(text)):
            plural = text[start:end].endswith("s")
            return start, end, short.group(1) + ("s" if plural else "")
    for short in _ACRONYM.finditer(text):  # an acronym here, spelt out in the stored request
        if _occurs(short.group(1), stored.text):
            continue
        for start, end in _spellings(short.group(1), stored.text, stored.values):
            return short.start(), short.end(), stored.text[start:end]
    return None


def _spellings(acronym: str, text: str, values: Sequence[Value]) -> Iterable[tuple[int, int]]:
    """The spans of ``text`` whose words spell ``acronym``: lower-case words in a row (spaces or
    hyphens between them), no part of a value, the first no article (an acronym stands for a noun
    without its "the" or "my")."""
    words = list(_WORD.finditer(text))
    size = len(acronym)
    for first in range(len(words) - size + 1):
        run = words[first : first + size]
        gaps = (text[a.end() : b.start()] for a, b in itertools.pairwise(run))
        if (
            "".join(word.group(0)[0] for word in run) == acronym.lower()
            and all(word.group(0).islower() for word in run)
            and run[0].group(0) not in _ARTICLE_WORDS  # "the volume" is no "TV"
            and all(gap in (" ", "-") for gap in gaps)
            and not _within((run[0].start(), run[-1].end()), values)
        ):
            yield run[0].start(), run[-1].end()


def _within(span: tuple[int, int], values: Sequence[Value]) -> bool:
    return any(value.start < span[1] and span[0] < value.end for value in values)


def same_order(stored: Masked, request: Masked) -> bool:
    """Whether the content words the two requests share come in the same order: what a value was
    worked out from may depend on it ("convert 45 euros to dollars" is not "... dollars to euros")."""
    shared = stored.wording.content & request.wording.content
    return _order(stored, shared) == _order(request, shared)


def _order(masked: Masked, words: frozenset[str]) -> list[str]:
    seen: list[str] = []
    for index, key in enumerate(masked.keys):
        word = stem(key) if masked.places[index] < 0 else ""
        if word in words and word not in seen:
            seen.append(word)
    return seen


def _beside(request: Masked, consumed: set[int]) -> frozenset[str]:
    """The content words (stems) next to the words a slot took."""
    near = {i + step for i in consumed for step in (-1, 1)} - consumed
    words = [request.keys[i] for i in sorted(near) if 0 <= i < len(request.keys) and request.places[i] < 0]
    return frozenset(read_wording(" . ".join(words)).content) if words else frozenset()


def _units(masked: Masked) -> frozenset[str]:
    """The units of measure (stems) right after a number ("90 *minutes*", "3 *nights*", "5 *km*")."""
    words = [
        masked.keys[i + 1]
        for i in range(len(masked.keys) - 1)
        if masked.places[i] >= 0
        and _group(masked.values[masked.places[i]]) == "number"
        and masked.places[i + 1] < 0
        and masked.keys[i + 1].isalpha()
    ]
    return frozenset(SHORT_UNITS.get(word, stem(word)) for word in words) & _MEASURES


def _wording_without(request: Masked, consumed: set[int]) -> Wording:
    """The request's wording with its values and the words a slot took out of it."""
    if not consumed:
        return request.wording
    chars = list(request.text)
    for value in request.values:
        chars[value.start : value.end] = " " * (value.end - value.start)
    for token in consumed:
        start, end = request.spans[token]
        chars[start:end] = " " * (end - start)
    return read_wording("".join(chars), dated=request.wording.dated)


# the values ---------------------------------------------------------------------------------
def _align(stored: Masked, request: Masked, *, swaps: bool = True) -> tuple[dict[int, str], set[int]] | Mismatch:
    """Pair the stored request's values with the new one's (``swaps``: a slot's word may stand in
    a stretch where another word changed too, which only the words' own order can tell).

    Returns:
        The new text of each slot (by value index) and the request's word tokens a slot took, or
        the mismatch.
    """
    paired: dict[int, int] = {}  # stored value index → request value index
    taken_words: dict[int, list[int]] = {}  # stored slot index → request word tokens
    matcher = difflib.SequenceMatcher(None, stored.keys, request.keys, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            for offset in range(i2 - i1):
                s, r = stored.places[i1 + offset], request.places[j1 + offset]
                if s >= 0 and r >= 0:
                    paired[s] = r
        elif tag == "replace":
            _pair_replaced(stored, request, range(i1, i2), range(j1, j2), paired, taken_words, swaps=swaps)
    used = set(paired.values()) | {
        request.places[t] for ts in taken_words.values() for t in ts if request.places[t] >= 0
    }
    _pair_leftovers(stored, request, paired, used, taken_words)
    carried, signed = _signed(stored, request, paired, taken_words)
    consumed: set[int] = set()
    for index, value in enumerate(stored.values):
        if index in carried:
            continue
        if index in taken_words:
            tokens = taken_words[index]
            start, end = request.spans[tokens[0]][0], request.spans[tokens[-1]][1]
            text = request.text[start:end]
            if len(tokens) == 1 and request.places[tokens[0]] >= 0:  # one value: its text, unquoted
                text = request.values[request.places[tokens[0]]].text
            same = text.casefold() == stored.argument(index).casefold()
            carried[index] = stored.argument(index) if same else text  # "paris" is still "Paris"
            consumed.update(tokens)
            addressed = _addressed(stored, index, text)
            if addressed is not None:
                return addressed
            continue
        if index in paired:
            new = request.values[paired[index]].text
            if paired[index] in signed:
                new = unsigned(new)  # "€18.50", "12,50 €": its sign went to the currency's slot
            if value.kind.startswith("slot:"):
                carried[index] = stored.argument(index, new)
            elif new.casefold() != value.text.casefold():
                return Mismatch("slots", f"{new!r} in place of {value.text!r}, which the plan cannot take")
            continue
        argument = stored.argument(index)
        if not _occurs(argument, request.text):
            what = "slot" if value.kind.startswith("slot:") else "value"
            return Mismatch("slots", f"{_NO_VALUE}{what} {value.text!r}")
        if not _free_occurrence(request, argument, set(paired.values())):
            # "buy 0.1 BTC" against "buy BTC for 500 EUR": its one code took EUR's place, so BTC
            # is not there a second time; one value never fills two
            return Mismatch("slots", f"{argument!r} is there once, in the place of another value")
        if value.kind.startswith("slot:"):
            carried[index] = argument
            consumed.update(_tokens_of(request, argument))
    # A value the plan has already, quoted or not ("'pay rent'" is the argument "pay rent"), unless
    # another value took its place ("Jess, Tom and Ana" where "Marco and Tom" were: Tom went to Ana).
    kept = [i for i, value in enumerate(stored.values) if _unchanged(carried.get(i), stored.argument(i))]
    stored_texts = {text.casefold() for i in kept for text in (stored.values[i].text, stored.argument(i))}
    used |= {request.places[t] for t in consumed if request.places[t] >= 0}  # "FROM" in a slot's query
    # A currency the stored request told by its amount's sign ("€25"): "30 euros" names it again
    currencies = {CURRENCY_SIGNS.get(sign_of(value.text) or "") for value in stored.values} - {None}
    for index, value in enumerate(request.values):
        if index in used or value.text.casefold() in stored_texts or currency_code(value.text) in currencies:
            continue
        return Mismatch("slots", f"{value.text!r} is a value the plan has no place for")
    return carried, consumed


_NO_VALUE = "no value for the "  # how a slot the request gives nothing for is reported
# Verbs whose particle says what they do: "turn off", "switch on", "power down".
_SWITCHING = frozenset(stem(word) for word in "turn switch flip power shut".split())
# The prepositions that say where a thing is, or whose it is, which English also says by putting
# the place before the thing: "the lights in the kitchen" are "the kitchen lights".
_OF_PLACE = frozenset("in on at of".split())


def _reorderings(stored: Masked, request: Masked) -> Iterator[Masked]:
    """The stored request's tokens in the other orders English says the same in, as the request
    says it, for alignment only (the wording compared is the stored request's own): its particles
    where the request puts them ("turn the lights off"), no article before a slot ("lock garage
    door"), a thing's place before it or after it (:func:`_turned`), no switching verb where the
    request says only the state ("hallway lights off"), no opening verb where the request names
    the thing first ("kitchen blinds to 70"); one change, then two, and so on."""
    changes = (_unmoved, _turned, _bare, _unswitched, _verbless)
    seen = {stored.keys}
    for size in range(1, len(changes) + 1):
        for chosen in itertools.combinations(changes, size):
            other: Masked | None = stored
            for change in chosen:
                other = change(other, request) if other is not None else None
            if other is not None and other.keys not in seen:
                seen.add(other.keys)
                yield other


def _unmoved(stored: Masked, request: Masked) -> Masked | None:
    """Without the particles the request has elsewhere ("turn the lights off" for "turn off")."""
    moved = {
        t for t, key in enumerate(stored.keys) if stored.places[t] < 0 and key in PARTICLES and key in request.keys
    }
    return _reordered(stored, [t for t in range(len(stored.keys)) if t not in moved]) if moved else None


def _bare(stored: Masked, request: Masked) -> Masked | None:
    """Without the articles before slots a word of the request follows, where the request has no
    article ("lock garage door"): "my usual station" where "the jazz station" was describes a
    value, which the plan cannot tell, and where nothing follows the slot ("vacuum the office"),
    what ends it cannot be told ("vacuum kitchen asap")."""
    keys = stored.keys
    if _ARTICLE_WORDS.intersection(request.keys):
        return None
    bare = {
        t
        for t in range(len(keys) - 2)
        if keys[t] in _ARTICLE_WORDS and stored.places[t + 1] >= 0 and _plain_word(stored, t + 2)
    }
    return _reordered(stored, [t for t in range(len(keys)) if t not in bare]) if bare else None


def _unswitched(stored: Masked, request: Masked) -> Masked | None:
    """Without the switching verb where the request says only the state it switches to."""
    if not _switched(stored.wording, request.wording):
        return None
    return _reordered(stored, [t for t, key in enumerate(stored.keys) if stem(key) != stored.wording.lead])


def _verbless(stored: Masked, request: Masked) -> Masked | None:
    """Without the stored request's opening verb (and its article) where the request says no verb
    of it and opens with a slot's word ("kitchen blinds to 70" for "set the bedroom blinds to 40%")."""
    keys = stored.keys
    if len(keys) < 3 or stem(keys[0]) != stored.wording.lead or stored.wording.lead in request.wording.content:
        return None
    if not request.keys or request.keys[0] in keys:
        return None
    skip = 2 if keys[1] in _ARTICLE_WORDS else 1
    return _reordered(stored, list(range(skip, len(keys))))


def _switched(stored: Wording, request: Wording) -> bool:
    """Whether the request leaves out the stored request's switching verb and says the state it
    switches to ("the hallway lights should be off", "lights off in the den" for "turn off the
    lights in the kitchen"): the particle says what "turn" or "switch" does."""
    return (
        stored.lead in _SWITCHING
        and stored.lead not in request.content
        and bool(stored.particles & request.particles & _STATES)
    )


def _turned(stored: Masked, request: Masked) -> Masked | None:
    """The stored request with a slot that names a thing's place said the other way, as the request
    says it: "the lights in <kitchen>" as "the <kitchen> lights" where the request has "the hallway
    lights", and "the <front> door" as "the door of <front>" where it has "the door of the garage".

    Only the order of the tokens alignment compares changes (a preposition the request puts there
    is added); ``None`` when no slot stands beside a word the request has said the other way.
    """
    keys = stored.keys
    for at, key in enumerate(keys[:-2]):
        if not _plain_word(stored, at) or key in _ARTICLE_WORDS:
            continue
        after = at + 2 if keys[at + 2] in _ARTICLE_WORDS and at + 3 < len(keys) else at + 1
        slot = after + 1
        if (
            keys[at + 1] in _OF_PLACE
            and stored.places[slot] >= 0
            and stored.values[stored.places[slot]].kind == "slot:value"
            and _said_before(request, key)
        ):
            order = [*range(at), slot, at, *range(slot + 1, len(keys))]  # "<kitchen> lights"
            return _reordered(stored, order)
    for at in range(len(keys) - 1):
        place = stored.places[at]
        if place < 0 or stored.values[place].kind != "slot:value" or not _plain_word(stored, at + 1):
            continue
        said = _said_after(request, keys[at + 1])
        if said:
            order = [*range(at), at + 1, *[-1] * len(said), at, *range(at + 2, len(keys))]  # "door of <front>"
            return _reordered(stored, order, said)
    return None


def _said_before(request: Masked, word: str) -> bool:
    """Whether ``word`` is in the request with a plain word before it and no place after it."""
    for at, key in enumerate(request.keys):
        if key == word and at > 0 and _plain_word(request, at - 1):
            following = request.keys[at + 1] if at + 1 < len(request.keys) else ""
            return following not in _OF_PLACE and request.keys[at - 1] not in _ARTICLE_WORDS
    return False


def _said_after(request: Masked, word: str) -> list[str]:
    """The preposition and article after ``word`` in the request where a place follows ("door *of
    the* garage", "lights off *in the* den"), or nothing."""
    for at, key in enumerate(request.keys[:-2]):
        if key != word:
            continue
        while at + 3 < len(request.keys) and request.keys[at + 1] in _STATES:
            at += 1  # "lights *off* in the den"
        if request.keys[at + 1] not in _OF_PLACE:
            continue
        said = [request.keys[at + 1]]
        if request.keys[at + 2] in _ARTICLE_WORDS:
            said.append(request.keys[at + 2])
        following = at + 1 + len(said)
        if following < len(request.keys) and _plain_word(request, following):
            return said
    return []


def _reordered(stored: Masked, order: Sequence[int], added: Sequence[str] = ()) -> Masked:
    """``stored`` with its tokens in ``order``; ``-1`` marks where the words ``added`` go."""
    words = iter(added)
    keys = tuple(next(words) if t < 0 else stored.keys[t] for t in order)
    places = tuple(-1 if t < 0 else stored.places[t] for t in order)
    spans = tuple((0, 0) if t < 0 else stored.spans[t] for t in order)
    return replace(stored, keys=keys, places=places, spans=spans)


# The kinds of value that say who or where a thing goes: an address, a #channel, an @person.
_ADDRESSES = frozenset({"email", "id#", "id@", "url"})


def _addressed(stored: Masked, index: int, text: str) -> Mismatch | None:
    """A message that names an address of a kind the plan sends to ("send bob@x.io an email
    saying the build is broken, *cc hr@corp.io*"): whether it is part of what is said or another
    recipient the plan has no place for, the words do not tell; not when the stored message named
    one too."""
    if not free_text(stored.values[index]):
        return None
    others = {_group(value) for i, value in enumerate(stored.values) if i != index and value.kind.startswith("slot:")}
    before = {_group(value) for value in find_values(stored.argument(index))}
    for value in find_values(text):
        if _group(value) in _ADDRESSES & others - before:
            return Mismatch(
                "slots", f"{value.text!r} in the text may be another recipient, which the plan has no place for"
            )
    return None


def _lowered(stored: Masked, request: Masked) -> Masked:
    """The request with what it wrote in capitals as the words they are ("TURN OFF the lights",
    "BUY 7 AMZN", "should be OFF"): a word in capitals is a code (a ticker, a currency) unless the
    stored request has it as a word, or it is a small word or on or off."""
    words = {key for key, place in zip(stored.keys, stored.places, strict=True) if place < 0} | FILLER | _STATES
    # a stored value written with it keeps it a value's ("SELECT name FROM users")
    valued = {word for value in stored.values for word in _ACRONYM.findall(value.text)}
    spans = [
        (value.start, value.end)
        for value in request.values
        if value.kind == "code" and value.text.isupper() and value.text.lower() in words and value.text not in valued
    ]
    if not spans:
        return request
    text = list(request.text)
    for start, end in spans:
        text[start:end] = request.text[start:end].lower()
    # the same spans, read as words; what a slot takes is still as written ("THE BUILD IS GREEN")
    return replace(mask("".join(text)), text=request.text)


def _raised(stored: Masked, request: Masked) -> Masked:
    """The request with a ticker it wrote in lower case as the code it is ("sell 8 nflx", "buy 3
    shares of msft"), where the stored request's slot is a code that is no currency (those are read
    where an amount says so), when the request wrote no code in capitals: the one word of three to
    five letters that is no English word (no WordNet sense), no word of the stored request and no
    filler ("pls", "thx").

    Words that are English ("apple", "gold", "ko") stay words, and so the request misses."""
    codes = [
        value
        for i, value in enumerate(stored.values)
        if value.kind == "slot:code" and code_family(stored.argument(i)) != "currency"
    ]
    if len(codes) != 1 or any(value.kind == "code" for value in request.values):
        return request  # "… if NVDA goes above": the request wrote its code in capitals
    family = code_family(codes[0].text)
    found = [
        t
        for t, key in enumerate(request.keys)
        if request.places[t] < 0 and key not in stored.keys and _code_in_lower_case(key) == family
    ]
    if len(found) != 1:
        return request
    start, end = request.spans[found[0]]
    text = request.text[:start] + request.text[start:end].upper() + request.text[end:]
    return replace(mask(text), text=request.text)


# A date of a day and a month by number, and a number with three digits after a point.
_DAY_MONTH = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})(?![\d/])")
_POINTED_THOUSANDS = re.compile(r"^[^\d]*[1-9]\d{0,2}\.\d{3}[^\d.,]*$")


def _two_readings(text: str, request: str) -> str:
    """What makes a value of ``request`` read two ways, or nothing: a day and a month by number
    either of which may come first ("3/7"; not "25/06"), a number whose point may part its
    thousands ("1.500"), a price said in pairs of digits ("forty two fifty euros": 42.50 or 4250)."""
    for day, month in _DAY_MONTH.findall(text):
        if day != month and int(day) <= 12 and int(month) <= 12 and int(day) and int(month):
            return "may be a day and a month either way round"
    if _POINTED_THOUSANDS.match(text):
        return "may be a number with a decimal point or with its thousands set apart"
    if said_in_pairs(text) and _said_with_currency(text, request):
        return "may be a price in whole units and cents or a number in pairs of digits"
    return ""


def _said_with_currency(text: str, request: str) -> bool:
    """Whether ``text`` is said in ``request`` with a currency just after it or just before it."""
    for found in re.finditer(re.escape(text), request):
        after, before = request[found.end() :].split()[:1], request[: found.start()].split()[-1:]
        if any(currency_code(word.strip(".,;:!?")) for word in after + before):
            return True
    return False


def _written_as_stored(argument: str, text: str, request: str, named: bool = False) -> str:
    """A carried value in the case the stored argument is written in where the request's case
    says nothing of it: an id typed in lower case ("r-6034" where the plan took "R-4417"), a word
    capitalised only because it opens the request ("Goodnight scene, please?" where the plan ran
    "movie night"); a date said in words as the plan wrote its date ("the twentieth of june" where
    it took "July 3": "June 20"); the stored value itself where the request misspells it in lower
    case ("chckout" for "checkout"; not a name, nor a word English knows); a name (``named``: the
    stored value was one) capitalised in a request written all in lower case, as speech to text and
    hurried typing write names ("weather in new delhi" where the plan took "Vienna": "New Delhi");
    without workplace shorthand after it ("production ASAP")."""
    date = written_date(text, argument)
    if date is not None:
        return date
    lower = argument.isalpha() and argument.islower() and text.isalpha() and text.islower()
    if lower and not known(text) and (_misspelt(text, argument) or mistyped(text, argument)):
        return argument  # "tail chckout logs" where the plan read the checkout service's; "bakc"
    if named and argument.istitle() and request.islower() and text.split()[0] not in _ARTICLE_WORDS:
        return text.title()
    words = text.split()
    if len(words) > 1 and words[-1].upper() in SHORTHAND and words[-1].upper() not in argument.upper().split():
        text = text[: text.rstrip().rfind(words[-1])].rstrip(" ,")
    if _id_in_other_case(argument, text):
        return text.upper() if argument.isupper() else text.lower()
    if argument.islower() and request.startswith(text) and text[:1].isupper() and text[1:].islower():
        return text.lower()
    return text


def _id_in_other_case(argument: str, text: str) -> bool:
    """Whether ``text`` is an id of the stored ``argument``'s shape typed in the other case: in lower
    case where the plan took capitals ("r-6034" where it took "R-4417"), or in capitals where it took
    lower case ("WEB-11" where it took "web-04"); letters and digits alike, one word each."""
    if " " in text or " " in argument:
        return False
    if not (text == text.lower() and argument == argument.upper()) and not (
        text == text.upper() and argument == argument.lower()
    ):
        return False
    shape = [re.sub(r"[a-z]+", "a", re.sub(r"\d+", "9", word.casefold())) for word in (argument, text)]
    return "a" in shape[0] and "9" in shape[0] and shape[0] == shape[1]


@functools.lru_cache(maxsize=8192)
def _code_in_lower_case(key: str) -> str | None:
    """The family of the code a word in lower case may be (:func:`_raised`), or ``None`` for a
    word that is English, filler, texting or too short or long to be one. Remembered: the same
    word is asked once per stored plan compared."""
    if (
        not key.isalpha()
        or not _MIN_CODE <= len(key) <= _MAX_CODE
        or key in _NOT_CODES
        or _NEGATING.fullmatch(key)
        or known(key)
        or not read_wording(key).content  # shorthand the wording reads as filler or time ("tmrw") is none
    ):
        return None
    return code_family(key)  # "eur" is a currency's, no ticker's


_NOT_CODES = FILLER | _EDGE | _STATES | PARTICLES | _PREPOSITIONS | _ARTICLE_WORDS


def _signed(
    stored: Masked, request: Masked, paired: Mapping[int, int], taken_words: Mapping[int, list[int]]
) -> tuple[dict[int, str], set[int]]:
    """A currency told by an amount's sign ("€18.50") where the stored request named it apart
    ("25 EUR"): the sign for the stored currency's slot, by its index, and the request's amounts
    whose sign it took (they carry their number alone). Only when one currency slot has no value
    and one amount paired with a slot has a sign; never one the request names besides."""
    open_slots = [
        index
        for index, value in enumerate(stored.values)
        if value.kind == "slot:code"
        and index not in paired
        and index not in taken_words
        and currency_code(value.text) is not None
        and not _occurs(stored.argument(index), request.text)
    ]
    amounts = [
        place
        for index, place in paired.items()
        if stored.values[index].kind.startswith("slot:")
        and sign_of(request.values[place].text) is not None
        and sign_of(stored.values[index].text) is None
    ]
    named = any(_group(v) == "code" and place not in paired.values() for place, v in enumerate(request.values))
    if len(open_slots) != 1 or len(amounts) != 1 or named:
        return {}, set()
    sign = sign_of(request.values[amounts[0]].text) or ""
    amount = next(index for index, place in paired.items() if place == amounts[0])
    own = _next_value(stored, amount)
    if own is not None and own != open_slots[0] and own in paired and _next_value(request, amounts[0]) != paired[own]:
        # "€40 in pounds?" where "convert 100 USD to EUR" was: the sign is the amount's own
        # currency, said where the stored request said USD; the code the request names is the other
        named_code = stored.argument(open_slots[0], request.values[paired[own]].text)
        return {own: sign, open_slots[0]: named_code}, {amounts[0]}
    return {open_slots[0]: sign}, set(amounts)


def _next_value(masked: Masked, index: int) -> int | None:
    """The value right after value ``index`` in a masked text, word for word, if any."""
    token = masked.places.index(index)
    return masked.places[token + 1] if token + 1 < len(masked.places) and masked.places[token + 1] >= 0 else None


# The words that say which end of a way a value is, and the end each says.
_ENDS = {"from": "from", "to": "to", "into": "to", "onto": "to", "until": "to", "till": "to", "through": "to"}


def _several(stored: Masked, request: Masked, consumed: set[int]) -> tuple[str, str] | None:
    """A thing the stored request names one of ("*a task*") that the request names in the plural
    ("tasks") outside what its slots took, with the one and the many, if any."""
    ones = {
        stem(stored.keys[t + 1]): f"{stored.keys[t]} {stored.keys[t + 1]}"
        for t in range(len(stored.keys) - 1)
        if stored.keys[t] in ("a", "an") and _plain_word(stored, t + 1)
    }
    for t, key in enumerate(request.keys):
        one = ones.get(stem(key)) if request.places[t] < 0 and t not in consumed else None
        if (
            one is not None
            and key != one.split()[-1]
            and key.endswith("s")
            and (t == 0 or request.keys[t - 1] not in ("a", "an"))
        ):
            return one, key
    return None


def _end(masked: Masked, token: int) -> str | None:
    """The end of a way the word before a token says it is ("from SFO", "to the JFK", a form's
    "to: GBP"), if any."""
    before = token - 1
    while before >= 0 and (masked.keys[before] in _ARTICLE_WORDS or masked.keys[before] == ":"):
        before -= 1
    return _ENDS.get(masked.keys[before]) if before >= 0 else None


def _swapped_roles(stored: Masked, request: Masked, carried: Mapping[int, str]) -> Mismatch | None:
    """A carried value said to be the other end of a way than the stored one it replaces, or put
    where another carried value is said to be its end: "find flights *to* LAX *from* ORD" against
    "from SFO to JFK" would search the flight back, "move *into* archive/ the file notes.md" against
    "move draft.md to archive/" would move the folder."""
    for index, text in carried.items():
        at = next((t for t, place in enumerate(stored.places) if place == index), None)
        was = _end(stored, at) if at is not None else None
        if was is None:
            continue
        ends = _ends(request, text)
        if ends and was not in ends and None not in ends:
            now = sorted(end for end in ends if end is not None)[0]
            return Mismatch("slots", f"{text!r} comes after {now!r}, in the place of a value after {was!r}")
        if was not in ends:  # "move *into* archive/ the file notes.md": another value is said at that end
            for other, said in carried.items():
                if other != index and was in _ends(request, said):
                    return Mismatch("slots", f"{said!r} comes after {was!r}, where the plan took another value")
    return None


def _ends(request: Masked, text: str) -> set[str | None]:
    """The ends of a way each place the request says ``text`` is at (:func:`_end`); where the text
    is said more than once ("from Nice …, returning to Nice"), any place will do."""
    return {_end(request, tokens[0]) for tokens in _occurrences(request, text) if tokens}


def _swapped_labels(stored: Masked, request: Masked, carried: Mapping[int, str]) -> Mismatch | None:
    """A carried value in the place of a stored one that a word labels ("card 6620"), where the
    request gives that word to another of the values carried ("card 4821, daily limit: 750" against
    "set the daily limit on card 6620 to 1000": 4821 is the card, though it comes first)."""
    texts = {text.casefold() for text in carried.values()}
    for index, text in carried.items():
        at = next((t for t, place in enumerate(stored.places) if place == index), None)
        if not at or stored.places[at - 1] >= 0 or not stored.keys[at - 1].isalpha():
            continue
        label = stored.keys[at - 1]
        if label in FILLER or label in _PREPOSITIONS or stem(label) == stored.wording.lead:
            continue  # "pay Kemi 12 GBP": the action word is no value's label
        labelled = {
            request.values[request.places[t + 1]].text.casefold()
            for t in range(len(request.keys) - 1)
            if request.keys[t] == label and request.places[t] < 0 and request.places[t + 1] >= 0
        }
        if labelled and text.casefold() not in labelled and labelled & texts:
            return Mismatch("slots", f"{label!r} labels another value than {text!r}")
    return None


def _occurrences(request: Masked, text: str) -> list[list[int]]:
    """The tokens of each occurrence of ``text`` in the request, first to last."""
    return [
        [t for t, (start, end) in enumerate(request.spans) if match.start() <= start and end <= match.end()]
        for match in re.finditer(r"(?<!\w)" + re.escape(text) + r"(?!\w)", request.text, re.IGNORECASE)
    ]


def _free_occurrence(request: Masked, text: str, taken: set[int]) -> bool:
    """Whether ``text`` occurs in the request somewhere that is not one of the ``taken`` values
    (values that already stand in the place of another)."""
    for match in re.finditer(r"(?<!\w)" + re.escape(text) + r"(?!\w)", request.text, re.IGNORECASE):
        places = [
            request.places[t]
            for t, (start, end) in enumerate(request.spans)
            if start < match.end() and match.start() < end
        ]
        if not places or any(place < 0 or place not in taken for place in places):
            return True
    return False


_OPENING_WORD = re.compile(r"^\W*([A-Z][\w'’-]*)\s+$")


def _for_a_while(masked: Masked, consumed: set[int]) -> str | None:
    """A day a request's act is to last for, outside the tokens its slots took (``consumed``): "for
    today", "until tonight" (not "for tomorrow", a day to do it on), or ``None``."""
    keys = masked.keys
    for token in range(len(keys) - 1):
        if keys[token] in _LASTING and keys[token + 1] in _TODAY and token + 1 not in consumed:
            return f"{keys[token]} {keys[token + 1]}"
    return None


_LASTING = frozenset("for until till through".split())
_TODAY = frozenset("today tonight".split())  # this day, which an act lasting "for" it ends with


def _cut_off(text: str, argument: str, request: str) -> bool:
    """Whether ``text``, which ends ``request``, is the start of the stored ``argument`` broken off
    inside a word of it, letter for letter ("EUR" is no cut "euros"; and numbers aside: "to 3" where
    the plan took 30 is a value of its own)."""
    return (
        any(c.isalpha() for c in text)
        and len(text) < len(argument)
        and argument.startswith(text)
        and argument[len(text)].isalnum()
        and text[-1:].isalnum()
        and request.rstrip().endswith(text)
    )


def _cut_name(request: Masked, text: str) -> bool:
    """Whether a name the request gives right after its opening word may begin with that word: a
    name's first word opening a request is read as a word ("*Ngozi* Eze at Kwara Health, add her
    …"), unless it is an English one ("Send Tom 20 EUR")."""
    for value in request.values:
        if value.kind == "name" and value.text == text:
            opening = _OPENING_WORD.match(request.text[: value.start])
            word = opening.group(1).lower() if opening else ""
            if word and word not in FILLER and not known(word):
                return True
    return False


def _another_word_for(old: str, new: str) -> bool:
    """Whether ``new`` is another word WordNet gives for ``old``, one word, or names a kind of it by
    such a word ("sick leave" where the plan took "vacation": which kinds the tool tells apart, and
    by what words, the plan cannot tell)."""
    words = new.casefold().split()
    if not (old.isalpha() and words and words[-1].isalpha()) or old.casefold() == new.casefold():
        return False
    head, was = stem(words[-1]), stem(old.casefold())
    if len(words) == 1:
        return synonyms(was, head)
    return head != was and (synonyms(was, head) or kind_of(was, head) or kind_of(head, was))


def _owning(text: str, value: str) -> bool:
    """Whether ``value`` is followed in ``text`` by a possessive and a word ("Omar's sister")."""
    return re.search(r"(?<!\w)(?i:" + re.escape(value) + r")['’]s\s+[a-z]", text) is not None


# A word that joins two values in one, where a plan's argument holds one ("frontend and backend"),
# and words joined by a slash where its argument had none ("bedroom/hall"; not a path, "tmp/old.log").
_JOINED = re.compile(r"\s(?:and|or|&|plus|as\s+well\s+as)\s", re.IGNORECASE)
_SLASHED = re.compile(r"[a-z]+(?:/[a-z]+)+", re.IGNORECASE)


def _listed(text: str, value: str, stored: Wording) -> bool:
    """Whether ``value`` is followed in ``text`` by a word that joins another to it ("kitchen *and*
    hallway", "EUR *and* to GBP"; not "billing *and then* deploy", the next step), or follows one,
    with its article ("the porch *and* kitchen lights", "the porch lights *and the* kitchen lights"),
    after a word that is no filler, nor the stored request's own unless the value's too ("go ahead
    and approve …"; "front door locked and porch lights off" for a plan that locks and turns off:
    the next clause)."""
    after = r"(?<!\w)" + re.escape(value) + r"\s+(?:and|or|&|plus)\s+(?!(?:then|also|after)\b)\w"
    if re.search(after, text, re.IGNORECASE):
        return True
    before = r"(\w+)\s+(?:and|or|&|plus)\s+(?:(?:the|a|an|my|our|your)\s+)?" + re.escape(value) + r"(?!\w)"
    own = {stem(word) for word in value.casefold().split()}
    return any(
        word not in FILLER and (stem(word) not in stored.content or stem(word) in own)
        for word in (found.group(1).casefold() for found in re.finditer(before, text, re.IGNORECASE))
    )


def _unchanged(carried: str | None, argument: str) -> bool:
    """Whether a stored value keeps its argument: nothing carried into it, or the same text."""
    return carried is None or carried.casefold() == argument.casefold()


def _pair_replaced(
    stored: Masked,
    request: Masked,
    left: range,
    right: range,
    paired: dict[int, int],
    taken_words: dict[int, list[int]],
    *,
    swaps: bool = True,
) -> None:
    """Within a replaced stretch, pair values kind by kind in order, and give a lone slot of
    words the words that stand in its place (two words for two only with ``swaps``)."""
    mine = [stored.places[t] for t in left if stored.places[t] >= 0]
    theirs = [request.places[t] for t in right if request.places[t] >= 0]
    for group in {_group(stored.values[i]) for i in mine}:
        ours = [i for i in mine if _group(stored.values[i]) == group]
        other = [j for j in theirs if _group(request.values[j]) == group]
        if len(ours) == len(other):
            paired.update(zip(ours, other, strict=True))
    wordy = [i for i in mine if i not in paired and stored.values[i].kind in _WORDY]
    if len(wordy) == 1 and len(left) == len(right) == 2:
        if not swaps:
            return
        # Two words for two ("ship search" for "deploy checkout"): a slot of one word takes the
        # plain word in its place when the other two are words that say something, compared as
        # wording. After "my" or "the" a word describes the value ("my favourite scene" for "the
        # relax scene"), and in a longer stretch which word stands for which cannot be told
        # ("quarterly review invite" for "invitation to standup").
        (index,) = wordy
        at = [stored.places[t] for t in left].index(index)
        beside = stored.keys[left[1 - at]], request.keys[right[1 - at]]
        if (
            len(stored.values[index].text.split()) == 1
            and _plain_word(request, right[at])
            and request.keys[right[at]] not in _INDEFINITE  # "all services" names none
            and (
                (beside[0] not in FILLER and _plain_word(request, right[1 - at]) and beside[1] not in FILLER)
                or frozenset(beside) in _SAME_WAY  # "rice into the cart" for "coffee to the cart"
            )
        ):
            taken_words[index] = [right[at]]
        return
    if not wordy or len(wordy) != len(left):
        return  # the stretch holds words of the stored request too: nothing to tell
    pieces = _split(stored, wordy, request, list(right))
    for number, (index, words) in enumerate(zip(wordy, pieces, strict=True)):
        at_start = left.start == 0 and number == 0
        at_end = left.stop == len(stored.keys) and number == len(wordy) - 1
        taken = _stand_in(stored, index, request, words, at_start=at_start, at_end=at_end)
        if taken:
            taken_words[index] = taken


_DIGITS = re.compile(r"\d+(?:[.,]\d+)?")
# A unit of time after a number that opens a title: "a 1-hour standup", "a two-day offsite".
_SPAN_UNIT = re.compile(r"(?i)[-\s](?:minute|min|hour|hr|day|night|week)s?\b")


def _measured(text: str) -> bool:
    """Whether a value's text opens with how long something lasts: a number (after "a" or "an")
    and a unit of time ("a 1-hour standup", "two-day offsite")."""
    opening = re.match(r"(?i)(?:an?\s+)?", text)
    start = opening.end() if opening else 0
    digits = _DIGITS.match(text, start)
    number = next((v.end for v in find_values(text) if v.kind == "number" and v.start == start), None)
    end = digits.end() if digits else number
    return end is not None and _SPAN_UNIT.match(text, end) is not None


# Prepositions that say the same way: "into the cart" is "to the cart", "onto the list" "on" it.
_SAME_WAY = frozenset(frozenset(pair.split()) for pair in ("to into", "to onto", "in into", "on onto"))


def _split(stored: Masked, slots: list[int], request: Masked, tokens: list[int]) -> list[list[int]]:
    """Share a stretch of the request among consecutive slots: a slot that needs a date or a time
    ("sprint planning" then "Friday at 9:30") starts at the stretch's first value of that kind."""
    if len(slots) == 1:
        return [tokens]
    cuts = [0]
    for index in slots[1:]:
        needed = {_group(v) for v in find_values(stored.values[index].text)} or {_group(stored.values[index])}
        start = next(
            (
                position
                for position in range(cuts[-1] + 1, len(tokens))
                if request.places[tokens[position]] >= 0
                and _group(request.values[request.places[tokens[position]]]) in needed
            ),
            None,
        )
        if start is None:
            return [[] for _ in slots]
        while start > cuts[-1] + 1 and request.keys[tokens[start - 1]] in _BEFORE_TIME:
            start -= 1
        cuts.append(start)
    cuts.append(len(tokens))
    return [tokens[a:b] for a, b in itertools.pairwise(cuts)]


# A request put as a question to someone: its closing question mark is the ask's, not a message's.
_ASKED = re.compile(
    r"^\W*(?:(?:hey|hi|so|ok|okay|please)\W+)*(?:can|could|would|will)\s+(?:you|u|someone|somebody)\b", re.I
)


# Marks that may open a text after the words that introduce it; not a hyphen ("--verbose flag is ignored").
_INTRODUCING = frozenset({":", "–", "—"})


def _stand_in(
    stored: Masked, index: int, request: Masked, words: list[int], *, at_start: bool, at_end: bool
) -> list[int] | None:
    """The request's tokens that stand in for slot ``index``, or ``None`` when none can be told.

    Free text (quoted, or more than two words) takes the whole stretch. A slot of a word or two
    takes as many words, or one more where it does not open the request ("the espresso machine"
    for "the toaster"); when the stretch has more, it takes those next to the words both requests
    share, and only where the slot opens or closes the request ("can you put the attic lights
    on?" gives "attic" for "living room lights on"); elsewhere it is not told.
    """
    value = stored.values[index]
    same = [t for t in _tokens_of(request, stored.argument(index)) if t in words]
    if same:  # the stored value itself stands there: it is unchanged
        return same
    inside = [v for v in _values_within(stored.argument(index)) if v.kind != "quoted"]
    needed = {_group(v) for v in inside}  # "Friday at 9:30" needs a date again
    shaped = _same_shape(value.text, request, words) if value.kind == "slot:value" else None
    if shaped is not None:  # "flight BA 117" stands where "UA 837" stood: "BA 117" is its value
        return shaped
    # After a colon, to the end, a slot of words takes all the text there: "post in #ops: deploy
    # finished" takes "everyone, lunch is on me", not its first two words.
    opened = stored.places.index(index)
    introduced = at_end and opened > 0 and stored.keys[opened - 1] == ":" and value.kind in _WORDY and not inside
    if free_text(value) or introduced:
        # Free text: what it says is its own ("I'll get back to you Friday" may become "I'll sign
        # it tonight"), so it need not name values of the same kinds.
        while words and request.keys[words[-1]] in _STOPS - {"?", "!"}:
            words.pop()
        while words and request.keys[words[0]] in _INTRODUCING:
            words.pop(0)  # "set my status to*:* do not disturb": the colon introduces the text
        if (
            words
            and words[-1] == len(request.keys) - 1
            and request.keys[words[-1]] == "?"
            and _ASKED.match(request.text)
        ):
            words.pop()  # "could you email bob@x.io that the invoice was paid?": the question mark is the ask's
        quoted = (
            len(words) == 1
            and request.places[words[0]] >= 0
            and request.values[request.places[words[0]]].kind == "quoted"
        )
        if not quoted and _unsure_text(request, words, bool(inside)):
            return None  # written out, not quoted: where it ends is uncertain (the stored text may have been quoted)
        if (
            not quoted
            and words
            and request.keys[words[0]] in _INDEFINITE
            and not _glued(request, words[0])
            and value.text.split()[0].lower() not in _INDEFINITE
            and not _MESSAGE.search(request.text[: request.spans[words[0]][0]])
        ):
            # "mark *all three* garden tasks as done": several things where the plan named one (a
            # message may open so: "post in #general: everyone, lunch is on me")
            return None
        return words if 0 < len(words) <= _MAX_TEXT_VALUE else None
    while words and request.keys[words[-1]] in _STOPS:
        words.pop()
    while words and (request.keys[words[0]] in _EDGE or request.keys[words[0]] in _LABELLING):
        words.pop(0)  # "lock: garage door"
    if _COMPOUND.fullmatch(value.text):
        # "rotate the *stripe-key* secret" where "db-password" was: the name, not the noun after it
        # (nor an article before it; other words before it, a label as in "service search-indexer"
        # or more, are read as any slot's)
        run = _compound_run(request, words)
        before = words[: words.index(run[0])] if run is not None else []
        if run is not None and run[-1] != words[-1] and all(request.keys[t] in _ARTICLE_WORDS for t in before):
            return run
    if any(_NEGATING.fullmatch(request.keys[t]) for t in words):
        return None  # "do not office lights on": a negation is the request's, never a value's
    while words and request.keys[words[-1]] in _EDGE:
        words.pop()
    if value.text.lower() not in PARTICLES:
        while len(words) > 1 and request.keys[words[0]] in PARTICLES & stored.wording.particles:
            words.pop(0)  # "back up every database" where "back the orders database up" was aligned
        # "switch the lights of the nursery *off*": the particle is the action's, not the room's,
        # when the stored action has it; else whose it is cannot be told ("shut the lights in the
        # loft *off*", but "set my status to heads *down*")
        while len(words) > 1 and request.keys[words[-1]] in PARTICLES:
            if request.keys[words[-1]] not in stored.wording.particles:
                return None
            words.pop()
            while len(words) > 1 and request.keys[words[-1]] in _EDGE:
                words.pop()  # "the lights in the den *are* off": "den"
    if words and request.keys[words[0]] in _INDEFINITE and not _glued(request, words[0]):
        return None  # it describes the value: which one the plan cannot tell ("all-hands" names one)
    if value.kind == "slot:name" and words and request.keys[words[0]] in _ARTICLE_WORDS and not _groups(request, words):
        return None  # "my cleaner" where "Sam" was: a person described, whom the plan cannot tell
    when = bool(needed & {"date"}) or value.text.lower() in RELATIVE_TIME
    relative = [t for t in words[:2] if request.keys[t] in _RELATIVE_REFERENCE]
    if relative and not when and not _glued(request, words[0]) and not _occurs(request.keys[relative[0]], value.text):
        return None  # "the next stage", "the same room": found from another, which the plan cannot
    if when and words and request.keys[words[0]] in _PREPOSITIONS:  # "tomorrow" → "on Friday"
        words.pop(0)
    # its words, an opening article left out as the request's are ("the gym" is one word)
    written = [token for token in _TOKEN.findall(value.text) if token.isalnum()]
    if len(written) > 1 and written[0].lower() in _ARTICLE_WORDS:
        written = written[1:]
    size = max(1, len(written))
    counted = _count(request, words)
    if value.text.lower() in PARTICLES and counted > 1:
        return None  # "above" takes a word of its kind, not "goes over"
    if counted > size and at_end and _MANNER.fullmatch(request.keys[words[-1]]) and request.places[words[-1]] < 0:
        # "… for checkout *temporarily*": how to do it, after the value, is no part of it
        words.pop()
        counted -= 1
    if counted > size + (0 if at_start else 1):
        if at_start and not at_end:
            keep = len(words)
            while keep > 0 and _count(request, words[keep - 1 :]) <= size:
                keep -= 1
            if keep and _plain_word(request, words[keep - 1]) and request.keys[words[keep]] not in _ARTICLE_WORDS:
                return None  # "box room lights off": "box" may be the value's too ("put the attic" is not)
            words = words[keep:]
        elif at_end and not at_start:
            keep = 0
            while keep < len(words) and _count(request, words[: keep + 1]) <= size:
                keep += 1
            if keep < len(words) and _plain_word(request, words[keep]):
                return None  # "… in the box room is needed": "room" may be the value's too
            words = words[:keep]
        else:
            return None
        while words and request.keys[words[0]] in _ARTICLE_WORDS:  # "put the attic" → "attic"
            words.pop(0)
    if at_start and words and words[0] == 0 and value.text.split()[0].lower() not in _ARTICLE_WORDS:
        while len(words) > 1 and request.keys[words[0]] in _ARTICLE_WORDS:
            words.pop(0)  # "the bedroom lights off" where "kitchen lights off" was: "bedroom"
    inner = set(words[1:-1])
    plain = all(
        request.keys[t].replace("'", "").isalnum()
        or request.places[t] >= 0
        or (t in inner and request.keys[t] in _JOINERS)
        for t in words
    )
    # "to me", "for it": a word that points at something the request does not name is no value
    named = any(request.places[t] >= 0 or request.keys[t] not in FILLER or request.keys[t] in _STATES for t in words)
    # The values it takes are of the kinds the slot had; a name may stand for plain words ("home").
    found = _groups(request, words)
    told, stored_words = [t for t in words if request.keys[t] not in _ARTICLE_WORDS], value.text.casefold().split()
    if len(stored_words) > 1 and len(told) == 1 and request.keys[told[0]] == stored_words[-1]:
        return None  # "in her room", "in the room" where the plan took "living room": which room is not said
    return words if words and plain and named and needed <= found <= needed | _NAMING_KINDS else None


# What makes the end of free text written out (not quoted) uncertain: a speaker's correction inside
# it ("working from home, no wait, out sick"), a part said again after a dash ("commuting - only
# commuting"), a "please" that may be the text's or the speaker's,
# and a span of time after it that the tool may take apart ("lunch for 45 min", "away until 3pm").
_CORRECTING = re.compile(
    r"(?:[,;…]|\s[-–—])\s*(?:no\s+|oh\s+)?wait\b|\bI\s+mean\b|\bscratch\s+that\b|\s[-–—]\s*(?:just|only)\s",
    re.IGNORECASE,
)
# Punctuation said aloud, as dictation writes it out ("paid in full *comma* thanks *full stop*"):
# where the text's own marks go is for the speaker to say, not for the plan.
_SPOKEN_MARK = re.compile(
    r"\b(?:comma|full\s+stop|question\s+mark|exclamation\s+(?:mark|point)|new\s+(?:line|paragraph))\b",
    re.IGNORECASE,
)
# A word that may be the speaker's, not the text's, at free text's end: please and thanks, in the
# languages requests borrow them from too ("set my status to heads down, *bitte*").
_PLEASE = frozenset("please pls plz thanks thx ty".split()) | BORROWED_COURTESY
_SPAN_OPENERS = frozenset("for until till".split())
_SPAN_WORDS = 6  # how far from free text's end a span of time is looked for ("for an hour or two")
_SPANS = frozenset(stem(word) for word in "second minute hour day night week fortnight month year".split())


def _unsure_text(request: Masked, words: Sequence[int], valued: bool) -> bool:
    """Whether the free text ``words`` of the request may hold more than the slot's text
    (``valued``: the stored text held a value of its own, so one in the new text is no surprise)."""
    if not words:
        return False
    text = request.text[request.spans[words[0]][0] : request.spans[words[-1]][1]]
    if _CORRECTING.search(text) or _SPOKEN_MARK.search(text) or request.keys[words[-1]] in _PLEASE:
        return True
    last = words[-_SPAN_WORDS:]
    opener = max((i for i, t in enumerate(last) if request.keys[t] in _SPAN_OPENERS), default=None)
    timed = opener is not None and any(
        (request.places[t] >= 0 and _group(request.values[request.places[t]]) in {"number", "date"})
        or (request.places[t] < 0 and SHORT_UNITS.get(request.keys[t], stem(request.keys[t])) in _SPANS)
        for t in last[opener + 1 :]
    )  # "for 45 min", "for an hour or two", "until Friday"
    return timed and not valued


# A name written as words joined by hyphens, underscores or dots ("db-password", "api_key").
_COMPOUND = re.compile(r"[^\W_]+(?:[-_.][^\W_]+)+")


def _compound_run(request: Masked, words: Sequence[int]) -> list[int] | None:
    """The one run of ``words`` written together as such a name, ``None`` for none or several."""
    runs: list[list[int]] = []
    for token in words:
        if runs and request.spans[runs[-1][-1]][1] == request.spans[token][0]:
            runs[-1].append(token)
        else:
            runs.append([token])
    named = [
        run
        for run in runs
        if len(run) > 1 and _COMPOUND.fullmatch(request.text[request.spans[run[0]][0] : request.spans[run[-1]][1]])
    ]
    return named[0] if len(named) == 1 else None


def _plain_word(request: Masked, token: int) -> bool:
    """A token that is a word of letters and says something, not a value."""
    key = request.keys[token]
    return request.places[token] < 0 and key.isalpha() and (key not in FILLER or key in _STATES)


def _tokens_of(request: Masked, text: str) -> list[int]:
    """The tokens of the request's first occurrence of ``text``: its words and the values found in
    it ("Okafor" in "Ben Okafor", "2024" in "tax 2024")."""
    return next(iter(_occurrences(request, text)), [])


def _count(request: Masked, tokens: Sequence[int]) -> int:
    """How many words a stretch holds, leaving out an article or preposition that opens it and
    counting a value as one word ("the office" and "acme-backups" count 1)."""
    count, opening = 0, True
    for token in tokens:
        key = request.keys[token]
        if opening and (key in _ARTICLE_WORDS or key in _PREPOSITIONS):
            continue
        opening = False
        if request.places[token] >= 0 or (key.replace("'", "").isalnum() and not _joined(request, token)):
            count += 1
    return count


def _glued(request: Masked, token: int) -> bool:
    """A token written against the next one ("all" in "all-hands")."""
    return token + 1 < len(request.spans) and request.spans[token][1] == request.spans[token + 1][0]


def _joined(request: Masked, token: int) -> bool:
    """A word glued to the one before it by a joiner ("backups" in "acme-backups")."""
    return token >= 2 and request.keys[token - 1] in _JOINERS and request.spans[token - 1][1] == request.spans[token][0]


def _groups(request: Masked, tokens: Sequence[int]) -> set[str]:
    """The kinds of value among some of a request's tokens."""
    return {_group(request.values[request.places[t]]) for t in tokens if request.places[t] >= 0}


def _pair_leftovers(
    stored: Masked,
    request: Masked,
    paired: dict[int, int],
    used: set[int],
    taken_words: dict[int, list[int]],
) -> None:
    """Values alignment left unpaired (moved to another place): pair them kind by kind, in order,
    when each kind has as many on both sides."""
    mine = [i for i in range(len(stored.values)) if i not in paired and i not in taken_words]
    theirs = [j for j in range(len(request.values)) if j not in used]
    for group in {_group(stored.values[i]) for i in mine}:
        ours = [i for i in mine if _group(stored.values[i]) == group]
        other = [j for j in theirs if _group(request.values[j]) == group]
        unchanged = [i for i in ours if _occurs(stored.values[i].text, request.text)]
        if len(ours) == len(other) and len(unchanged) < len(ours):
            paired.update(zip(ours, other, strict=True))
            used.update(other)
    # A slot of words with values inside ("UA 837", "user 317") moved elsewhere: the one stretch
    # of the request of the same shape ("BA 117", "user 519") takes its place.
    for index in mine:
        if index in paired or stored.values[index].kind != "slot:value":
            continue
        free = [t for t, place in enumerate(request.places) if place < 0 or place not in used]
        run = _same_shape(stored.values[index].text, request, free)
        if run is not None:
            taken_words[index] = run
            used.update(request.places[t] for t in run if request.places[t] >= 0)
    # A message written out where the new request quotes one ("reply saying thanks, I'll look"
    # against "answer with 'see you at 5'"): the one free text left on each side.
    texts = [i for i in mine if i not in paired and stored.values[i].kind in _WORDY and free_text(stored.values[i])]
    quoted = [j for j in theirs if j not in used and _group(request.values[j]) == "quoted"]
    if len(texts) == 1 and len(quoted) == 1 and not _occurs(stored.values[texts[0]].text, request.text):
        paired[texts[0]] = quoted[0]
        used.add(quoted[0])


_WITHIN = "the "  # a word before a slot's text, as a request has one: its opening capital may be a name's


@functools.lru_cache(maxsize=8192)  # asked for each slot of each plan a request is tried on
def _values_within(text: str) -> tuple[Value, ...]:
    """The values of a slot's text read as part of a request: "Mia" in "Mia's room" is a name,
    where at a request's start it may be only a capital."""
    return tuple(
        replace(value, start=value.start - len(_WITHIN), end=value.end - len(_WITHIN))
        for value in find_values(_WITHIN + text)
        if value.start >= len(_WITHIN) and value.text != text  # a value that is the whole text is none inside it
    )


def _same_shape(text: str, request: Masked, within: Sequence[int]) -> list[int] | None:
    """The one stretch of the request's tokens ``within`` shaped as ``text``, a slot's words with
    values inside: the same words around values of the same kinds ("user 519" for "user 317", "BA
    117" for "UA 837"); ``None`` when there is none, or more than one, or ``text`` has no value."""
    inner = [v for v in _values_within(text) if v.kind != "quoted"]
    if not inner:
        return None
    shape = _tokens(text, inner).keys
    allowed = set(within)
    runs = [
        run
        for start in range(len(request.keys) - len(shape) + 1)
        if request.keys[start : start + len(shape)] == shape
        and allowed.issuperset(run := list(range(start, start + len(shape))))
    ]
    return runs[0] if len(runs) == 1 else None


def free_text(value: Value) -> bool:
    """A slot of free text: quoted, or more words than a phrase has (see :func:`_stand_in`); a
    date and a time with only the words that place them ("next Tuesday at 2pm") are a phrase."""
    inside = [v for v in find_values(value.text) if v.kind != "quoted"]
    if value.kind == "slot:quoted":
        return True
    rest = list(value.text)
    for found in inside:
        rest[found.start : found.end] = " " * (found.end - found.start)
    if inside and all(word.casefold() in _WHEN_WORDS for word in "".join(rest).split()):
        return False
    return len(value.text.split()) > (_PHRASE if inside else 2)


# masking ------------------------------------------------------------------------------------
def _tokens(text: str, values: Sequence[Value]) -> Masked:
    keys: list[str] = []
    places: list[int] = []
    spans: list[tuple[int, int]] = []
    blanked = list(text)
    position = 0
    for index, value in enumerate([*values, None]):
        end = len(text) if value is None else value.start
        for match in _TOKEN.finditer(text, position, end):
            keys.append(match.group(0).lower())
            places.append(-1)
            spans.append(match.span())
        if value is None:
            break
        keys.append("§" + _group(value))
        places.append(index)
        spans.append((value.start, value.end))
        blanked[value.start : value.end] = " " * (value.end - value.start)
        position = value.end
    return Masked(
        text=text,
        values=tuple(values),
        keys=tuple(keys),
        places=tuple(places),
        spans=tuple(spans),
        wording=read_wording("".join(blanked), dated=any(_group(v) == "date" for v in values)),
    )


def _render(text: str, values: Sequence[Value]) -> str:
    parts, last = [], 0
    for value in values:
        parts += [text[last : value.start], KIND_WORDS.get(_kind(value), "a value")]
        last = value.end
    parts.append(text[last:])
    return "".join(parts)


def _kind(value: Value) -> str:
    return value.kind.removeprefix("slot:")


def _group(value: Value) -> str:
    kind = _kind(value)
    if kind == "id" and value.text[:1] in _SIGILS:
        return kind + value.text[0]  # a #channel is not an @person
    if value.kind == "slot:value" and value.text.casefold() in _DAYS:
        return "date"  # a slot that took "tomorrow" takes "Friday" (and still any word in its place)
    return _GROUPS.get(kind, kind)


def _occurs(value: str, text: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(value) + r"(?!\w)", text, re.IGNORECASE) is not None


def slot_texts(slots: Sequence[Mapping[str, Any]]) -> list[str]:
    """The texts of a plan's slots (:func:`toolmem.plans.slots.find_slots`)."""
    return [str(slot["value"]) for slot in slots]
