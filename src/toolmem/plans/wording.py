"""What a request says besides its values: its content words, and the few small words that flip it.

Two requests ask for the same action when, their values set aside, they say the same thing. Most
small words do not change the action ("please", "could you", "the", "for me"); a handful turn it
into another one, and those are English grammar, not a domain's vocabulary:

- **negation**: "do not delete report.txt", "never mind the refund", "without a view" (not words of
  negation that add: "not only … but also", "including but not limited to", "with and without");
- **a yes/no question** where a command was meant ("is the front door locked?" against "lock the
  front door": a question about the state the command would change). Polite commands ("can you",
  "could you", "would you") are commands;
- **time**: "yesterday", "last", "was", "did" (past) against "tomorrow", "next", "will" (future) and
  "now", "today" or nothing (present); "last" before a word that is no span of time is the final or
  latest one ("the last train"), "will" after "that", "which" or "who" says what a thing does, and
  "upcoming" says which things are asked for ("my upcoming project"), a content word;
- **a question about the way** to do it ("how do I delete /tmp/a.txt?", "how to lock the door")
  and **a report** that it was done ("I deleted /tmp/a.txt", "the front door is locked", "I bought
  3 shares", "I set the thermostat to 21", "the porch lights are off"; not "make sure the door is
  locked", "the card should be frozen"), against a request to do it;
- **the on or off** a stored action turns a thing to, which the request does not say ("turn of the
  hallway lights", a slip, against "switch on the lights in the hallway");
- **a wh-question about what the command's word names** ("how many stars does facebook/react
  have?" against "star facebook/react": the stars are counted, not given);
- **a part**: "only" or "just" before a determiner, "except", "excluding" ("return just the charger
  from order …" against "return order …": the plan returns the whole order);
- **a condition**: "lock the door *when we leave*", "*once the upload finishes*, delete it" wait
  for something; "see if it passes", "a rule that files receipts when they arrive", "if you can"
  and a question ("what happens if I cancel?") do not: that one asks what would come of it;
- **whose** ("set *my mom's* thermostat" against "set the thermostat") and **a change by an
  amount** ("set the thermostat 2 degrees *higher*" against "set the thermostat to 70");
- **again and again**: "every month", "each Friday", "weekly" after what it says ("send Ken 45 USD
  every month" sets up what "send Ken 45 USD" does once; "the weekly report" is a name);
- **opposite particles**: on/off, up/down, in/out, to/from, before/after, above/below, over/under;
- **opposite prefixes** of one stem: lock/unlock, enable/disable, follow/unfollow, upload/download,
  import/export, increase/decrease, encrypt/decrypt, deactivate/reactivate;
- **antonyms**: words WordNet marks as opposites in some sense (buy/sell, open/shut, start/stop;
  :mod:`toolmem.text.lexicon`).

Every other word is a *content word*, compared by its stem (Snowball English), except one that only
introduces the value after it ("an issue *called* '…'", "a post *saying* '…'").

Negation, form, time and the action word are read from the clauses that ask, when a request also
tells its circumstances: in "I can't find my boarding pass. Can you resend it?" or "I want to visit
Oslo but I don't know what to do there" nothing says not to do what is asked.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass
from typing import Literal

from toolmem.text.lexicon import antonyms
from toolmem.text.words import stem

__all__ = [
    "BORROWED_COURTESY",
    "COMPARATIVES",
    "FILLER",
    "LIGHT_VERBS",
    "PARTICLES",
    "PERSON_POINTER",
    "RELATIVE_TIME",
    "SHORT_UNITS",
    "Form",
    "Wording",
    "opposite",
    "read_wording",
    "states",
]

Form = Literal["command", "wh", "yes_no"]

# Words that never carry the action: articles, pronouns, auxiliaries, plain prepositions,
# conjunctions, politeness and the framing of a request ("I'd like", "make sure", "how much").
# Please and thanks in the languages requests most often borrow them from ("por favor", "bitte").
BORROWED_COURTESY = frozenset("favor gracias bitte danke merci svp grazie prego obrigado obrigada".split())
FILLER = BORROWED_COURTESY | frozenset(
    (
        "a an the this that these those there here it its it's i me my mine myself we us our ours you your "
        "yours they them their he him his she her one ones "
        "is am are be been being was were do does did doing done have has had having "
        "can could would will shall should may might must "
        "of for at by with about as per via than like to from in into on onto off up down out over under against "
        "and or but so then also too just only really "
        "please pls plz plese kindly thanks thank thx ty hey hi hello ok okay sure u ur teh maybe perhaps possibly "
        "btw fyi lol omg idk imo tbh smth sth por "
        "want wanna need needs needed let lets go going ahead make sure get gets got getting "
        "what which who whom whose when where why how much many s "
        "any anything some something anyway anyways anyhow again instead cheers ta quick quickly "
        "lgtm ptal tia tbd tbc imho afaik wfh brb icymi tldr pronto jaldi ffs ugh argh "
    ).split()
)
#: "her" or "him" as whom an ask is for, not whose thing it names: "send *her* 62 EUR", "tell *him*
#: that …", "add *her* as a lead" (not "send her brother …"): what follows is no noun.
PERSON_POINTER = re.compile(
    r"\b(?:him|her)\b(?=\s*(?:$|[.,!?;:]|[$€£¥₹\d]|(?:a|an|the|some|that|saying|back|now|please"
    r"|to|for|about|in|on|at|as|with|into|onto|up|down|off|out|over|from|by|of)\b))",
    re.IGNORECASE,
)
# Quantifiers that say the same: "archive every email" is "archive all emails", "move everything in
# ~/Documents" is all of what the folder holds.
_ALL = frozenset("every each everything".split())
#: Verbs that only carry a noun's action ("issue a refund", "give it a star", "take a backup"): one
#: added beside the stored request's own action word says that action again.
LIGHT_VERBS = frozenset(stem(word) for word in "give take make issue put place perform run hit".split())
_NEGATION = frozenset("not no never without none nothing nobody neither nor cannot".split())
_AUXILIARIES = frozenset(
    "is am are was were do does did has have had should shall must can could would will may might".split()
)
_POLITE = frozenset("can could would will".split())  # "can you …?" asks for an action
_MAIN_VERBS = frozenset("do does did have has had".split())  # also verbs of a command: "do the check-in"
_SUBJECTS = frozenset("i you we they it he she there".split())
_WH = frozenset("what which who whom whose when where why how".split())
_QUANTITY = frozenset("many much".split())  # "how many …"
_CONDITIONS = frozenset("if when whenever once unless until till".split())
_SUPPOSING = frozenset({"if"})  # "what would happen if I …?"
# Words that ask to try an action out and not to do it: "dry run: deploy …", "simulate a refund of
# …", "hypothetically, …", "what if we scale …".
_REHEARSING = re.compile(
    r"\b(?:dry[\s-]*run|simulat(?:e|es|ed|ing|ion)|hypothetical(?:ly)?|what[\s-]+if|test[\s-]+run|rehears(?:e|al))\b"
)
_POLITE_WHEN = frozenset("if when whenever".split())  # before "you": "when you get a chance"
# Verbs whose "if" asks whether ("see if it passes", "wondering if …").
_KNOWING = frozenset(
    "see check checking know wonder wondering wondered ask asking tell verify confirm determine appreciate".split()
)
_CLAUSE_SUBJECTS = _SUBJECTS | frozenset(
    "the my our your his her their this that someone somebody anyone nobody".split()
)
# A word that owns what follows, after a determiner and before a word that is no verb's form ("my
# mom's thermostat", "the neighbour's car"); not "Omar's locked out", "traffic's dropping off".
_OWNER = re.compile(r"\b(?:my|our|your|his|her|their|the|a|an)\s+([a-z]+)'s\s+(?![a-z]+(?:ing|ed)\b)[a-z]")
# Words that make an amount a change of another ("set the thermostat 2 degrees *higher*"); "10
# *more* shares" is an amount of its own.
COMPARATIVES = frozenset(
    "higher lower warmer cooler colder hotter louder quieter softer brighter dimmer faster slower bigger smaller"
    " longer shorter".split()
)
_EACH = frozenset("every each".split())  # before a span of time: again and again ("per month" is a rate)
_UNITS = frozenset("hour hours minute minutes".split())  # "every hour"
_PERIODIC = frozenset("hourly daily nightly weekly fortnightly biweekly monthly yearly annually".split())
_REPEATED = frozenset("twice thrice repeatedly".split())  # "send it twice": more than once
_RESTRICTING = frozenset("only just solely".split())  # before a determiner: a part ("just the charger")
_LEAVING = frozenset("except excluding".split())  # "everything except …"
# Not "a": "just a few days ago", "just a quick question" only soften.
_DETERMINERS = frozenset("the this that these those my our your his her their its".split())
_OPENERS = frozenset("hey hi hello ok okay so please and but".split())
_PAST = frozenset("yesterday ago last past previous previously earlier was were did had".split())
_LIKENING = frozenset("like as".split())  # before a time, likening the ask to one then
_FUTURE = frozenset("tomorrow next later tonight soon will gonna".split())
_PRESENT = frozenset("now today currently current".split())
_OPPOSITES = (
    ("on", "off"),
    ("up", "down"),
    ("in", "out"),
    ("into", "out"),
    ("to", "from"),
    ("before", "after"),
    ("above", "below"),
    ("over", "under"),
    ("inside", "outside"),
    ("forward", "backward"),
    ("forwards", "backwards"),
    ("more", "less"),
    ("more", "fewer"),
    ("plus", "minus"),
    ("max", "min"),
    ("maximum", "minimum"),
)
#: Words that place or direct (on, off, up, above, before, ...): a phrasal verb's particle, or a
#: value of their own ("alert me when it goes *above* 900").
PARTICLES = frozenset(word for pair in _OPPOSITES for word in pair)
# The particles that make a phrasal verb ("turn *off*", "log *in*"); "to" and "from" introduce values.
_VERB_PARTICLES = frozenset("on off up down in out".split())
# Actions that undo others, which WordNet does not mark as antonyms (as stems).
_UNDOING = frozenset(
    (stem(do), stem(undo))
    for do, undo in (
        ("create", "delete"),
        ("create", "remove"),
        ("create", "destroy"),
        ("add", "delete"),
        ("insert", "delete"),
        ("grant", "revoke"),
        ("pause", "resume"),
        ("confirm", "cancel"),
        ("book", "cancel"),
        ("schedule", "cancel"),
        ("join", "leave"),
        ("expand", "collapse"),
        ("save", "discard"),
    )
)
# Prefixes that reverse or oppose a stem; pairs of them oppose each other too (up/down-load).
_REVERSING = ("un", "dis", "de", "non", "anti", "in", "im", "il", "ir", "mis")
_CUT_STEM = 4  # the shortest rest of a prefixed word's stem read as a shorter stem of the word
_UNDOING_PREFIXES = ("un", "de")  # the prefixes that make a verb's undoing ("unarchive", "deprovision")
# A reversing prefix a hyphen sets apart ("un-archive", "de-select"; not "in-house").
_HYPHENED_PREFIX = re.compile(r"\b(un|dis|de|non|anti|mis)-(?=[a-z]{3})")
_OPPOSED_PREFIXES = (
    ("up", "down"),
    ("im", "ex"),
    ("in", "ex"),
    ("in", "de"),
    ("en", "de"),
    ("en", "dis"),
    ("in", "out"),
    ("over", "under"),
    # undoing against doing again: deactivate/reactivate, unlock/relock, disconnect/reconnect
    ("de", "re"),
    ("un", "re"),
    ("dis", "re"),
)
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?|\?")
# Units of time as texting shortens them, with their names and the stems of those.
_SHORT_UNIT_NAMES = {"min": "minutes", "hr": "hours", "sec": "seconds", "wk": "weeks"}
SHORT_UNITS = {short + plural: stem(name) for short, name in _SHORT_UNIT_NAMES.items() for plural in ("", "s")}
_CONTRACTIONS = (
    (re.compile(r"\bcan't\b"), "can not"),
    (re.compile(r"\bwon't\b"), "will not"),
    (re.compile(r"\b(\w+)n't\b"), r"\1 not"),
    (re.compile(r"\b(what|that|it|there|here|where|who|how)'s\b"), r"\1 is"),
    (re.compile(r"'s\b"), ""),
    (re.compile(r"'d\b"), " would"),
    (re.compile(r"'ll\b"), " will"),
    (re.compile(r"'re\b"), " are"),
    (re.compile(r"'ve\b"), " have"),
    (re.compile(r"\bi'm\b"), "i am"),
    (
        re.compile(
            r"\b(right now|at the moment|as of now|these days|asap|right away|straight away|immediately"
            r"|right this (?:minute|second)|this minute)\b"
        ),
        "now",
    ),
    (re.compile(r"\bdont\b"), "do not"),
    (_HYPHENED_PREFIX, r"\1"),  # "un-archive the channel": the verb's opposite, one word
    (re.compile(r"\bu\b"), "you"),  # texting: "can u vacuum the hall"
    (re.compile(r"\b(can|could|would|will) ya\b"), r"\1 you"),  # spoken: "can ya lock the door"
    (re.compile(r"\bwhen it comes to\b"), "about"),  # no condition: "regarding"
    # Shorthand for the days next to today ("pay Ken 45 USD tmrw")
    (re.compile(r"\b(?:tmrw|tmr|tmrow|tmw|2moro|2morrow)\b"), "tomorrow"),
    (re.compile(r"\b(?:tonite|2nite|2night)\b"), "tonight"),
    (re.compile(r"\b(?:yday|ystday|yesterdy)\b"), "yesterday"),
    (re.compile(r"\bnever mind\b"), "not"),
    (re.compile(r"\bonce more\b"), "again"),
    (re.compile(r"\bno\.(?=\s{2,}|\s*#?\d)"), " "),  # "ticket no. 7318" (a value masked out after it)
    (re.compile(r"\b(?:can|could|may) i (?:please )?(?:get|have)\b"), "i need"),  # "can I get the porch light off"
    (re.compile(r"\bcould use(?=\s+\w+ing\b)"), "needs"),  # "the back door could use locking"
    (re.compile(r"\bs'il (?:vous|te) pla[iî]t\b"), "please"),
    # "as well" after the ask ties it to what was asked before and asks it all the same ("back up the
    # payments db as well"), as "too" does.
    (re.compile(r"\bas well(?=\W*$)"), ""),
    # A unit of time shortened ("45 min", "last 3 hrs"): the unit's name.
    # after a number, or where one was masked out: "when you get a sec" is a moment
    (
        re.compile(r"(?:(?<=\d)|(?<=\d\s)|(?<=\s\s))(?:mins?|hrs?|secs?|wks?)\b"),
        lambda found: _SHORT_UNIT_NAMES[found.group().rstrip("s")],
    ),
    # A reminder that asks: "don't forget to lock the door", "remember to pay Ana" (opening a clause;
    # not "I never forget to …", which says what someone does).
    (
        re.compile(r"(?:^|(?<=[,.;:!?]\s)|(?<=\bplease\s)|(?<=\band\s))(?:(?:do not|never) forget|remember) to\b"),
        "make sure to",
    ),
    # Words of negation that add rather than deny: "not only … but also", "including but not limited
    # to", "with and without spaces".
    (re.compile(r"\bnot only\b"), "only"),
    (re.compile(r"\bbut not limited to\b"), ""),
    (re.compile(r"\bwith (and|or) without\b"), "with"),
)

# A word that only introduces the value after it ("an issue called ' '", "a post saying ' '"): the
# value was masked out, so two spaces or more follow it.
_NAMING = re.compile(r"\b(?:called|titled|entitled|named|saying)(?=\s{2,})")
# Words that only say where a span starts or ends, before a value masked out ("3 nights *starting*
# August 1", "August 12 *through* August 23"): they say what "from" and "to" say. (A slot masked
# in a stored request may not read as a date, so any value counts.)
_SPAN = re.compile(r"\b(?:starting|beginning|through|thru)(?=\s{2,})")
# A yes/no question asked by a command that opens the request ("check whether …", "tell me if …").
_WHETHER = re.compile(
    r"^\W*(?:(?:please|can|could|would|will|you|just|kindly)\s+)*"
    r"(?:check|see|tell\s+me|let\s+me\s+know|find\s+out|confirm|verify)\s+(?:whether|if)\b"
)


@dataclass(frozen=True)
class Wording:
    """The parts of a request (its values already masked) that decide what it asks for.

    Attributes:
        content: the stems of its content words.
        particles: the particles it uses (on, off, up, ...), as written.
        negated: it says not to do something (in a clause that asks, see :func:`_asked`).
        negations: how many negations those clauses say: "do not close PR #88 without merging" says
            two, against the one of "close PR #88 without merging".
        form: a command (also a polite question and a plain statement), a wh-question, or a yes/no
            question.
        tense: ``past``, ``present`` and/or ``future`` as its words say; empty when they say none.
        dated: it names a date or a time (taken to lie ahead unless a word says otherwise).
        relative: its words that place it relative to today (:data:`RELATIVE_TIME`).
        lead: the stem of the word that says the action: the first content word of the clauses
            that ask, or the first after "to" when they open with a wish ("I'd like to sell …");
            ``None`` without one.
        phrase: the action's word and the content words after it, as written ("send email
            subject"): what a request says it does, without the values and words that follow.
        particle: the particle right after the action's word ("off" in "turn off the alarm"),
            ``None`` without one.
        switch: "on" or "off" as what the action turns a thing to: written right after the action's
            word, no value between ("switch *on* the lights", "lights *off*"), or ending what is
            asked ("turn the porch lights *on*?"); ``None`` without one.
        subject: the action's word is what a wh-question asks about ("how many *stars* does …
            have?", "which *orders* …"): a thing counted or chosen, not an action asked for.
        conditional: it asks for the action only when something happens ("lock the door *when I
            leave*", "delete it *once the upload finishes*"), not now.
        recurring: it asks for the action again and again ("every month", "weekly" after a verb's
            words), not once.
        owners: the stems of the words that own something ("mom" in "set my mom's thermostat").
        comparatives: its words that change an amount by another ("2 degrees *higher*").
        supposing: a question about what would come of a condition ("what would happen *if I*
            deployed it?"), or a request to try the action out ("*dry run*: deploy …",
            "*simulate* …"), which asks for no action.
        why: a question about why something is so ("*why* are the porch lights off?"), which
            asks for no action.
        how: a question about the way one does something ("*how do I* delete a file?", "*how to*
            lock the door"): it asks to be told the way, not for the thing done.
        reported: the stems of the verbs it says were done ("I *deleted* /tmp/a.txt", "the front
            door is *locked*"), not asked for.
        asked: the stems of the content words of the clauses that ask (all of them when no clause
            tells a circumstance): what the request asks for, without why ("I lost my wallet").
        narrowed: the first content words (as written) after the words that ask for a part of
            what a request names ("charger" in "return *just the* charger from order …", "drafts"
            in "archive everything *except* the drafts").
    """

    content: frozenset[str]
    particles: frozenset[str]
    negated: bool
    form: Form
    tense: frozenset[str]
    dated: bool = False
    negations: int = 0
    relative: frozenset[str] = frozenset()
    lead: str | None = None
    phrase: str = ""
    particle: str | None = None
    switch: str | None = None
    subject: bool = False
    conditional: bool = False
    recurring: bool = False
    narrowed: frozenset[str] = frozenset()
    asked: frozenset[str] = frozenset()
    owners: frozenset[str] = frozenset()
    comparatives: frozenset[str] = frozenset()
    supposing: bool = False
    why: bool = False
    how: bool = False
    reported: frozenset[str] = frozenset()

    def when(self) -> frozenset[str]:
        """The directions in time it may point to: its tense; ``present`` when nothing says otherwise;
        present or future when it names a date and no word says which."""
        if self.tense:
            return self.tense
        return _AHEAD if self.dated else frozenset({"present"})


_PHRASE_WORDS = 3  # the words of a wording's phrase: the action's and the two after it

# A date named without a word of time ("on Friday", "at 3pm") lies ahead: what is past is said so.
_AHEAD = frozenset({"present", "future"})


def _expanded(text: str) -> str:
    """The text in lower case with its contractions and shorthand said out (:data:`_CONTRACTIONS`)."""
    lowered = text.lower().replace("’", "'")
    for pattern, replacement in _CONTRACTIONS:
        lowered = pattern.sub(replacement, lowered)
    return lowered


def read_wording(text: str, *, dated: bool = False) -> Wording:
    """The wording of ``text``, a request whose values were masked out (replaced by spaces);
    ``dated`` says whether a date or a time was among them."""
    owners = frozenset(stem(word) for word in _OWNER.findall(text.lower().replace("’", "'")))
    lowered = _NAMING.sub(_blank, _expanded(text))
    lowered = _SPAN.sub(_blank, lowered)
    # "can you check whether the door is locked?" asks "is the door locked?"
    lowered, embedded = _WHETHER.subn(_blank, lowered, count=1)
    tokens = _WORD.findall(lowered)
    words = [token for token in tokens if token != "?"]
    scope, opens = _asked(lowered) or (lowered, not text[:1].isspace())
    asked_tokens = _WORD.findall(scope)
    asking = [token for token in asked_tokens if token != "?"]
    negations = sum(1 for word in asking if word in _NEGATION)
    # "last" before a word that is no span of time means the final or the latest one ("the last
    # train", "undo the last deploy"); before a span, or a date masked out, it is the past.
    tense = _tense([token for token in _WORD.findall(_LATEST.sub(" ", scope)) if token != "?"])
    form = "yes_no" if embedded else _form(asking, asked="?" in asked_tokens, opens=opens)
    # "every month" says how often, not how many things ("archive every email" is "all emails")
    often = {
        position for position, (word, after) in enumerate(itertools.pairwise([*words, ""])) if _how_often(word, after)
    }
    content = frozenset(
        "all" if word in _ALL else _verb_stem(word)
        for position, word in enumerate(words)
        if _content(word) and position not in often
    )
    particles = frozenset(word for word in words if word in PARTICLES)
    relative = frozenset(word for word in words if word in RELATIVE_TIME)
    lead = _lead(asking)
    return Wording(
        content=content,
        particles=particles,
        negated=negations > 0,
        negations=negations,
        form=form,
        tense=tense,
        dated=dated,
        relative=relative,
        lead=None if lead is None else _verb_stem(asking[lead]),
        phrase=_phrase(asking, lead),
        particle=_particle(asking, lead),
        switch=_switch(scope, asking, lead),
        subject=form == "wh" and _asked_about(asking, lead),
        # "if it rains, cancel …" and "when I leave, lock …" ask no question: they open with the
        # condition; "what happens if I cancel?" asks about one
        conditional=form != "yes_no" and "?" not in asked_tokens and _conditional(asking),
        recurring=_recurring(asking),
        narrowed=_narrowed(asking),
        asked=frozenset("all" if word in _ALL else _verb_stem(word) for word in _unhurried(asking) if _content(word)),
        owners=owners,
        comparatives=frozenset(word for word in words if word in COMPARATIVES),
        supposing=("?" in asked_tokens and _conditional(asking, opening=_SUPPOSING))
        or _REHEARSING.search(lowered) is not None,
        # "why …?", "how come …?", and a statement with "why?" after it ("… keeps coming back, why?")
        why=asking[:1] == ["why"] or asking[:2] == ["how", "come"] or (asking[-1:] == ["why"] and "?" in asked_tokens),
        how=_asks_how(asking),
        reported=_reported(asking, questioned=asked_tokens[-1:] == ["?"]),
    )


# A clause break: the end of a sentence, a comma before a request ("…, can you help?"), or "but"
# before a subject ("… but I don't know where").
_BREAK = re.compile(
    r"(?<=[.!?;])\s|,(?=\s*(?:(?:and|but|so)\s+)?(?:(?:can|could|would|will)\s+you|please|help\s+me)\b)"
    r"|,?\s(?=but\s+(?:i|we|it|there|my|our|the|this|that)\s)"
    r"|,\s*(?=(?:i|we|they|he|she|it|there)(?:'m|'re|'s|'ve|'ll|'d)?\s)"
    r"|\s[-–—]+\s"  # a dash between words: "I left my card at the bar - freeze it"
)
# The words besides a subject a telling clause opens with: determiners (never "you": that asks).
_TELLING = frozenset("my our the this that these those his her their its".split())
_TELLERS = _SUBJECTS - {"you"}  # "you …" asks
_VERBAL = _AUXILIARIES | frozenset("am be been being got gets".split())
_COPULAS = frozenset("is am are was were".split())
# Words that make a clause ask though it opens as a statement: wishes and obligations.
_ASKING = frozenset("want wanna need needs like love wish hope hoping looking trying should must please".split())
_OBLIGING = frozenset("have has got".split())  # "I have to …"


def _asked(lowered: str) -> tuple[str, bool] | None:
    """The text of the clauses that ask, when a request also tells its circumstances ("I can't find
    my boarding pass, can you resend it?"), and whether the first of them opens with a word (no
    value before it); ``None`` when every clause asks or none does.

    A clause tells when it opens with a subject ("I", "it", "there") or with a determiner and a verb
    ("my printer isn't working"), and neither wishes nor obliges ("I need", "I'd like", "we should",
    "I have to") nor asks a question. Only the asking clauses say whether the request is negated,
    when, in what form and with what action: "my printer isn't working. Can you restart it?" asks
    to restart it, and "I don't want it deleted. Show it" still says not to delete it.
    """
    clauses = [part for part in _BREAK.split(lowered) if part.strip()]
    if len(clauses) < 2:
        return None
    asking: list[str] = []
    opens: bool | None = None
    told = False
    for clause in clauses:
        tokens = _WORD.findall(clause)
        if _tells(tokens, named=clause[:1].isspace()):
            told = True
            continue
        if not any(_content(token) for token in tokens if token != "?"):
            continue  # "Thanks." asks for nothing
        if opens is None:
            opens = not clause[:1].isspace()
        asking.append(clause)
    if not told or opens is None:
        return None
    return " ".join(asking), opens


def states(text: str) -> bool:
    """Whether a sentence, its values masked out (replaced by spaces), only states something: it
    opens with who or what it is about (a subject, a determiner, a value: "it arrived damaged", "the
    cat keeps pushing it open", "  covered lunch yesterday") and asks nothing — no question, no wish
    or obligation ("the back door needs locking", "we should", "I have to"), no negation ("not the
    back one") and no "please"."""
    lowered = _expanded(text)
    if "?" in lowered:
        return False
    # a value masked out leaves two spaces or more: it stands as the one token ""
    tokens = ["" if token.isspace() else token for token in _STATING_TOKEN.findall(lowered.rstrip(" ,"))]
    start = 0
    while start < len(tokens) and tokens[start] in _STORY_OPENERS:
        start += 1
    words = tokens[start:]
    if not words or words[0] not in _TELLERS | _TELLING | {""}:
        return False
    return not any(
        word in _ASKING or word in _NEGATION or (word in _OBLIGING and after == "to")
        for word, after in zip(words, [*words[1:], ""], strict=True)
    )


_STATING_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?|\s{2,}")
# What may open a sentence that states before its subject: "so", "anyway", "well", "and".
_STORY_OPENERS = (_OPENERS - {"please"}) | frozenset("anyway anyways anyhow well basically honestly apparently".split())


def _tells(tokens: list[str], *, named: bool = False) -> bool:
    """Whether a clause tells a circumstance rather than asks (see :func:`_asked`); ``named``: it
    opens with a value, masked out ("web-07 is wedged again")."""
    words = [token for token in tokens if token != "?"]
    start = 0
    while start < len(words) and words[start] in _OPENERS and words[start] != "please":
        start += 1
    if start >= len(words) or "?" in tokens:
        return False
    if named and start == 0 and words[0] in _COPULAS:
        # a value and what it is or was ("web-07 is wedged again"), unless a wish asks
        return not any(word in _ASKING for word in words)
    if words[start] not in _TELLING | _TELLERS:
        # A clause that names a thing and says what it is or was ("ticket   is broken again")
        # tells; a word that asks, or a wh-word or an auxiliary first, does not.
        return (
            words[start] not in _WH | _AUXILIARIES
            and any(word in _COPULAS for word in words[start + 1 : start + 4])
            and not any(word in _ASKING for word in words)
        )
    # A clause opened by "the", "my" or "this" tells only with a verb ("my printer isn't working");
    # without one it names what is asked for ("the weather in Paris tomorrow, please").
    if words[start] in _TELLING and not any(word in _VERBAL or _past_participle(word) for word in words):
        return False
    return not any(
        word in _ASKING or (word in _OBLIGING and after == "to")
        for word, after in zip(words, [*words[1:], ""], strict=True)
    )


# What a polite "when you get a sec" says after "you": that there is no hurry.
_LEISURE = frozenset("get have got a the sec second moment minute chance".split())


def _unhurried(words: list[str]) -> list[str]:
    """The words without a polite "when you get a sec", "if you have a moment": no part of what
    is asked."""
    kept: list[str] = []
    at = 0
    while at < len(words):
        if words[at] in _POLITE_WHEN and at + 1 < len(words) and words[at + 1] == "you":
            at += 2
            while at < len(words) and words[at] in _LEISURE:
                at += 1
            continue
        kept.append(words[at])
        at += 1
    return kept


# After "how", the words that make the question one about the way to do something: "how *do I* …",
# "how *can we* …", "how *to* …" (not "how *is* the weather", "how *will* it be").
_WAY = frozenset("do does did can could should would shall may might must to".split())


def _asks_how(words: list[str]) -> bool:
    """Whether the words open (after "hey", "so" and the like) with a question about the way to do
    something: "how do I delete a file?", "how to lock the door", "how can we cancel it?"; not "how
    about …" (a suggestion), "how come …" (why), "how many …" (a count) or "how is …" (a state)."""
    start = 0
    while start < len(words) and words[start] in _OPENERS:
        start += 1
    return words[start : start + 1] == ["how"] and start + 1 < len(words) and words[start + 1] in _WAY


# Before a verb's past form, the words that make it a report of what was done: a subject ("I
# deleted …"), a form of "be" or "have" ("the door is locked", "we have cancelled …") and the
# adverbs between ("I already paid …").
_REPORTING = _SUBJECTS | frozenset(
    "is am are was were been be has have had already just all someone somebody everyone everybody nobody".split()
)  # "someone *archived* #offsite again"
# Before those, the words that ask for the state reported: "make sure the door is locked", "I want
# it deleted", "check that it is locked".
_SEEING_TO = _ASKING | _KNOWING | frozenset("sure ensure get keep".split())


def _reported(words: list[str], *, questioned: bool = False) -> frozenset[str]:
    """The stems of the verbs the words say were done, as a report and not a request: a past form
    after a subject or a form of "be" or "have" ("I *deleted* /tmp/a.txt", "the front door is
    *locked*") or ending a question (``questioned``: the words end with "?", as in "web-02
    *stopped*?"), any form of a verb right after "I" or "we" opening the words ("I *set* the
    thermostat to 21": a statement, as "I lock the door at night" is), and *on* or *off* after a
    form of "be" ("the porch lights are *off*": a state); each with nothing before it in the clause
    that asks to see to it ("make sure the door is locked", "the lights should be off", "I want it
    deleted", "have the file deleted" at the start)."""
    found = set()
    start = next((at for at, word in enumerate(words) if word not in _OPENERS), len(words))
    polite = words[start : start + 1] and words[start] in _POLITE and words[start + 1 : start + 2] == ["you"]
    for position, word in enumerate(words):
        # a past form loses its ending to the stemmer ("locked" → "lock"; not "shred", "speed"), or
        # is an irregular one ("sent", "bought")
        regular = word.endswith("ed") and stem(word) != word
        # … or ends a question ("web-02 stopped?", "payment sent?"): whether it was done
        past = (regular or word in _IRREGULAR) and (
            (position and words[position - 1] in _REPORTING)
            or (questioned and position == len(words) - 1 and not polite)
            # opening the words, as a log or a stand-up says what was done ("deployed billing v2 to
            # staging", "sent 50 EUR to Marco"; not "proceed", "speed"; not "based on …",
            # "interested in …", which say how things are)
            or (
                position == start
                and position + 1 < len(words)
                and words[position + 1] not in _PLAIN_PREPOSITIONS
                and (word in _IRREGULAR or (_past_participle(word) and not word.endswith("eed")))
            )
        )
        stated = position == start + 1 and words[start] in _STATING and word not in FILLER | _VERBAL | _SEEING_TO
        state = word in _ON_OFF and position and words[position - 1] in _COPULAS
        if not (past or stated or state):
            continue
        before = words[:position]
        if before[:1] in (["have"], ["get"], ["let"]) or any(other in _SEEING_TO for other in before):
            continue
        if before[-1:] == ["be"] and ((before[-2:-1] and before[-2] in _LETTING) or words[start] in _ASKING_MODALS):
            continue  # "web-22 can be shut down now", "could the cellar door be locked?": asked, not told
        found.add(word if state else stem(word))
        if word in _IRREGULAR:
            found.add(stem(_IRREGULAR[word]))  # "I bought …" reports what "buy …" asks for
    return frozenset(found)


_PLAIN_PREPOSITIONS = frozenset("in on about to with at by for of from that as into up".split())
_STATING = frozenset("i we".split())  # who opens a statement of what they do ("I set …", "we lock …")
_ON_OFF = frozenset("on off".split())  # a state after "is" ("the lights are off"), or what a switch turns to


def _verb_stem(word: str) -> str:
    """A word's stem, an irregular past form's the verb's ("frozen" is "freez", as "locked" is
    "lock"): "the card should be frozen" asks what "freeze the card" does."""
    return stem(_IRREGULAR.get(word, word))


# English verbs whose past forms are their own words, with the verb each is a form of ("bought" is
# "buy"). Not those written as the verb ("set", "put", "reset", "read"), nor "left", "lost" and
# "found", which also say where a thing is ("turn left", "lost card", "found in the inbox").
_IRREGULAR = {
    form: verb
    for verb, forms in (
        line.split(":")
        for line in (
            "buy:bought sell:sold send:sent pay:paid make:made take:took,taken give:gave,given run:ran "
            "begin:began,begun write:wrote,written tell:told keep:kept bring:brought catch:caught hold:held "
            "spend:spent win:won build:built drive:drove,driven draw:drew,drawn eat:ate,eaten fall:fell,fallen "
            "fly:flew,flown forget:forgot,forgotten freeze:froze,frozen hide:hid,hidden hang:hung light:lit "
            "ride:rode,ridden ring:rang,rung sing:sang,sung shake:shook,shaken shoot:shot "
            "sleep:slept steal:stole,stolen sweep:swept throw:threw,thrown tear:tore,torn wake:woke,woken "
            "wear:wore,worn withdraw:withdrew,withdrawn undo:undid,undone choose:chose,chosen deal:dealt "
            "feed:fed fight:fought grow:grew,grown lay:laid bend:bent blow:blew,blown break:broke,broken "
            "seek:sought shrink:shrank,shrunk stick:stuck swing:swung show:shown "
            "lend:lent lead:led meet:met sink:sank,sunk spin:spun strike:struck swear:swore,sworn "
            "teach:taught think:thought understand:understood overwrite:overwrote,overwritten "
            "rewrite:rewrote,rewritten forbid:forbade,forbidden forgive:forgave,forgiven dig:dug "
            "slide:slid sling:slung rebuild:rebuilt resend:resent resell:resold"
        ).split()
    )
    for form in forms.split(",")
}


def _past_participle(word: str) -> bool:
    """A verb's past form by its ending ("moved", "crashed"; not "red" or "bed")."""
    return len(word) >= 5 and word.endswith("ed")


def _lead(words: list[str]) -> int | None:
    """Where the action's word is: the first content word, looked for after "to" when the words
    before it only frame the request ("I would like to …", "I need to …")."""

    first = next((i for i, word in enumerate(words) if _content(word)), None)
    if first is None:
        return None
    if "to" in words[:first]:
        return first
    wish = next((i for i, word in enumerate(words[:6]) if word == "to"), None)
    if wish is not None and first < wish and all(w in _WISHES or not _content(w) for w in words[:wish]):
        after = next((i for i in range(wish + 1, len(words)) if _content(words[i])), None)
        return after if after is not None else first
    return first


def _asked_about(words: list[str], lead: int | None) -> bool:
    """Whether the action's word comes right after a wh-word (or "how many", "how much"): the
    thing the question asks about ("how many stars", "which orders")."""
    if lead is None or lead == 0:
        return False
    before = lead - 1
    if words[before] in _QUANTITY and before > 0 and words[before - 1] == "how":
        before -= 1
    return words[before] in _WH - {"how"} or (before < lead - 1 and words[before] == "how")


def _conditional(words: list[str], opening: frozenset[str] = _CONDITIONS) -> bool:
    """Whether the words make the action wait for something: a word that opens a condition or a
    time ("if", "when", "once", "unless", "until", "as soon as") before a clause's subject ("when *I*
    leave", "if *it* rains", "once *the* upload finishes"); not after a verb of knowing anywhere
    before it ("see if it passes", "tell me which show it is and when it started"), nor an "if" or
    a "when" that asks politely ("if you could", "when you get a sec"). ``opening``: the words read
    as opening one (a question's "what would happen *if* I …" is read with "if" alone)."""
    # After a verb of knowing, "if" and "when" ask whether and when; after "that" or "which" they
    # say what a thing does ("a webhook that sends an alert if the API is slow").
    asking = False
    for position in range(len(words) - 1):
        word, before, after = words[position], words[position - 1] if position else "", words[position + 1]
        asking = asking or before in _KNOWING or before in _RELATIVE
        opens = word in opening or (opening is _CONDITIONS and (before, word) == ("soon", "as"))
        if asking or (word in _POLITE_WHEN and after == "you"):
            # "see if it passes", "tell me when it started"; "if you could", "when you get a sec"
            # ask politely
            continue
        if opens and after in _CLAUSE_SUBJECTS:
            return True
    return False


def _how_often(word: str, after: str) -> bool:
    """Whether a word and the next say how often: "every month", "each Friday", "every other day"."""
    if word == "every" and after == "other":
        return True
    return word in _EACH and (after in _SPANS or after.rstrip("s") in _SPANS or after in _UNITS)


def _recurring(words: list[str]) -> bool:
    """Whether the words ask for the action again and again: "every" or "each" before a span of
    time ("every month", "each Friday", "every other day"; "60 USD per hour" is a rate), or an
    adverb of it after what it qualifies ("pay rent monthly"; "the monthly budget" names a thing),
    or a word that says more than once ("twice")."""
    for word, after in itertools.pairwise([*words, ""]):
        if _how_often(word, after) or word in _REPEATED:
            return True
        if word in _PERIODIC and (not after or not _content(after)):
            return True
    return False


def _narrowed(words: list[str]) -> frozenset[str]:
    """The first content words after the words that ask for a part of what a request names: "only"
    or "just" before a determiner ("just the charger"; "just show it" only softens), or a word that
    leaves something out ("except", "excluding")."""
    found = set()
    for position, (word, after) in enumerate(itertools.pairwise([*words, ""])):
        if word in _LEAVING or (word in _RESTRICTING and after in _DETERMINERS):
            part = next((w for w in words[position + 1 :] if _content(w)), None)
            found.add(part if part is not None else word)  # "all files except  " (a value left out)
    return frozenset(found)


def _blank(match: re.Match[str]) -> str:
    """A matched word or words as spaces: gone from the wording, the text's offsets kept."""
    return " " * len(match.group())


def _particle(words: list[str], lead: int | None) -> str | None:
    """The particle right after the action's word that makes a phrasal verb of it ("turn off")."""
    if lead is None or lead + 1 >= len(words):
        return None
    return words[lead + 1] if words[lead + 1] in _VERB_PARTICLES else None


def _switch(text: str, words: list[str], lead: int | None) -> str | None:
    """The "on" or "off" the action turns a thing to: right after the action's word in ``text`` (one
    space between: a value masked out leaves more), or ending what is asked ("turn the porch lights
    *on*?", "turn the lights *off* in the hall"); ``None`` otherwise: "run   on the analytics
    database" and "put   on my list" turn nothing on."""
    particle = _particle(words, lead)
    if lead is not None and particle in _ON_OFF and re.search(rf"\b{re.escape(words[lead])} {particle}\b", text):
        return particle
    found = _SWITCHED.search(text)
    return found.group(1) if found else None


# "on" or "off" after a word and before the end, a stop, or a word that only follows a request; not
# after a verb it makes another of ("what's going on?", "log on").
# (A value masked out after it leaves two spaces or more: "a slot on   " names a day.)
_SWITCHED = re.compile(
    r"\b(?!(?:go|goes|going|went|gone|carry|carries|carrying|hold|holding|come|comes|coming|log|logged|sign|signed)\b)"
    r"[a-z]+ (on|off)(?= ?(?:[?.!,;]|$)| (?:in|at|please|pls|now|for|thanks|and|too)\b)"
)


def _phrase(words: list[str], lead: int | None) -> str:
    """The action's word and the content words after it, up to :data:`_PHRASE_WORDS` in all."""
    if lead is None:
        return ""
    after = [word for word in words[lead + 1 :] if _content(word)]
    return " ".join([words[lead], *after[: _PHRASE_WORDS - 1]])


def _content(word: str) -> bool:
    """Whether a word carries content: no filler, negation or word of time."""
    return word not in FILLER and word not in _NEGATION and word not in _TIME and word not in RELATIVE_TIME


# Words that frame a request as a wish before its action ("I'd love to", "I'm trying to").
_WISHES = frozenset("love trying try hoping hope planning plan looking".split())


_TIME = _PAST | _FUTURE | _PRESENT
# The spans of time "last" places in the past ("last week", "last Friday", "last time").
_SPANS = frozenset(
    (
        "time night day week weekend weekday weeknight workday month year decade century quarter season semester term "
        "morning afternoon evening spring summer fall autumn winter "
        "monday tuesday wednesday thursday friday saturday sunday "
        "january february march april may june july august september october november december"
    ).split()
)
_RELATIVE = frozenset("that which who".split())
_LATEST = re.compile(r"\blast(?= ([a-z]+))(?! (?:" + "|".join(sorted(_SPANS)) + r")\b)")
#: Words that place a request relative to the day it is made: a plan that worked them out into its
#: arguments ("tomorrow at 9am" → 2026-11-26T09:00) is only right on that day.
RELATIVE_TIME = frozenset("today tonight tomorrow yesterday next last ago".split())


def _tense(words: list[str]) -> frozenset[str]:
    found = set()
    for position, word in enumerate(words):
        after = words[position + 1] if position + 1 < len(words) else ""
        before = words[position - 1] if position else ""
        if word == "will" and before in _RELATIVE:
            continue  # what a thing will do, not when the request is ("an app that will help me")
        if before in _LIKENING and word in _PAST:
            continue  # "restart web-11 again, *like yesterday*": the ask likened to another, now
        if word in _PAST or _perfect_modal(words, position) or _done_by(words, position):
            found.add("past")
        elif word in _FUTURE and not (word == "will" and after == "you"):
            found.add("future")
        elif word in _PRESENT:
            found.add("present")
        elif word == "going" and after == "to":
            found.add("future")
    return frozenset(found)


# A modal with "have" before a verb's past form says what was or was not done: "I *should have*
# marked it as done", "you *could've* locked it" — no ask.
_PERFECT_MODALS = frozenset("should could would must might".split())


def _perfect_modal(words: list[str], position: int) -> bool:
    """Whether the word at ``position`` is a verb's past form after a modal and "have" ("should
    have marked", "should've marked", "should ve marked" as a curly apostrophe splits it)."""
    if not _past_form(words[position]) or position < 1:
        return False
    before = words[max(0, position - 2) : position]
    if before[-1:] and before[-1].endswith("'ve") and before[-1][: -len("'ve")] in _PERFECT_MODALS:
        return True
    return len(before) == 2 and before[0] in _PERFECT_MODALS and before[1] in ("have", "ve")


def _done_by(words: list[str], position: int) -> bool:
    """Whether the word at ``position`` is a verb's past form asked about by "who": "who *approved*
    that?", "who *restarted* web-04" ask who did it, which was done."""
    return position >= 1 and words[position - 1] == "who" and _past_form(words[position])


def _past_form(word: str) -> bool:
    """Whether a word may be a verb's past form: a regular one's ending, or an irregular one."""
    return word.endswith("ed") or word in _IRREGULAR


# Modals that open a polite ask about a thing: "could the cellar door be locked?"
_ASKING_MODALS = frozenset({"could"})  # "would the door be locked by then?" wonders
# Words that ask about a state, not for an action: "could the door be locked *already*?"
_STILL = frozenset("already still yet ever".split())
# Who, after the modal, asks or is asked ("could you …", "could I …"): no thing asked about.
_PEOPLE_ASKED = frozenset("you i we".split())
# A modal that lets a thing be done in a statement: "web-22 can be shut down now".
_LETTING = frozenset("can could".split())


def _put_passively(words: list[str]) -> bool:
    """Whether the words after a modal ask for a thing to be done to it or to go to a value: a
    subject, then "be" and a past form ("the cellar door *be locked*", "#memes *be muted*"), or
    "go" and where to ("the volume *go to* 65%", "the heating *go up to* 22")."""
    if _STILL & set(words):
        return False  # "could it be locked already?": a state wondered about
    for position, word in enumerate(words):
        if word in _PEOPLE_ASKED:
            return False  # "could I …": no ask about a thing
        after = words[position + 1] if position + 1 < len(words) else ""
        if word == "be" and (_past_participle(after) or after in _IRREGULAR):
            return True
        if word == "go" and after in ("to", "up", "down"):
            return True
    return False


def _form(words: list[str], *, asked: bool, opens: bool) -> Form:
    """``opens``: the first word of the request is its first token (no value or quote before it)."""
    start = 0
    while start < len(words) and words[start] in _OPENERS:
        start += 1
    if start >= len(words):
        return "command"
    first = words[start]
    after = words[start + 1] if start + 1 < len(words) else ""
    if first in _WH:
        return "wh"
    if first in _AUXILIARIES and (asked or opens):
        if first in _POLITE and after == "you":
            return "command"
        if first in _ASKING_MODALS and _put_passively(words[start + 1 :]):
            return "command"  # "could the cellar door be locked?", "could the volume go to 65%?"
        if after == "there" or (after == "you" and first in ("do", "does")):  # "are there any …", "do you have …"
            return "wh"
        if first in _MAIN_VERBS and not asked and after not in _SUBJECTS:
            return "command"
        return "yes_no"
    return "wh" if asked and any(word in _WH for word in words) else "command"


def _unhyphenated(word: str) -> str:
    """A word whose reversing prefix a hyphen sets apart, written whole ("un-archive" → "unarchive")."""
    return _HYPHENED_PREFIX.sub(r"\1", word)


@functools.lru_cache(maxsize=1 << 16)  # lookups compare the same stored requests' words again and again
def opposite(first: str, second: str, *, marked: bool = False) -> bool:
    """Whether two different words oppose each other by particle, by prefix or as antonyms
    (lock/unlock, upload/download, on/off, buy/sell); stems of inflected forms are compared
    (locked/unlocks), and a prefix may be set apart by a hyphen ("un-archive"). ``marked``: only
    antonyms WordNet marks as such count (:func:`toolmem.text.lexicon.antonyms`)."""
    a, b = (_unhyphenated(word.lower()) for word in (first, second))
    if a == b:
        return False
    if (a, b) in _OPPOSITES or (b, a) in _OPPOSITES:
        return True
    # Words may come as written or as the stems a request's content holds; a stem stemmed again may
    # change ("expens" → "expen"), so the lexicon is asked with both.
    for x, y in {(a, b), (stem(a), stem(b))}:
        if antonyms(x, y, marked=marked) or (x, y) in _UNDOING or (y, x) in _UNDOING:
            return True
    a, b = stem(a), stem(b)
    for shorter, longer in ((a, b), (b, a)):
        for prefix in _REVERSING:
            if len(shorter) >= 3 and longer in (prefix + shorter, stem(prefix + shorter)):
                return True  # Snowball stems a prefixed word on its own: "unmute" → "unmut"
            rest = longer[len(prefix) :] if longer.startswith(prefix) and prefix in _UNDOING_PREFIXES else ""
            if len(rest) >= _CUT_STEM and shorter.startswith(rest) and len(shorter) - len(rest) <= 2:
                return True  # and may cut it shorter: "unarchive" → "unarch", "archive" → "archiv"
    for left, right in _OPPOSED_PREFIXES:
        for x, y in ((a, b), (b, a)):
            if x.startswith(left) and y.startswith(right) and x[len(left) :] == y[len(right) :] and len(x) > 4:
                return True
    return False
