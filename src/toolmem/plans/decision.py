"""How lookup decides: which neighbouring plan to replay for a request, or none.

A plan qualifies when its similarity (of the two requests with their values masked) is at least τ
and its score at least ε; among those the best by ``similarity + score_weight · score`` is tried
first. It is replayed only if the neighbours agree — at least ``agreement`` of their
similarity⁸-weighted vote (:mod:`toolmem.search.vote`) goes to plans calling the same tools — and
the request matches it by what it does (:mod:`toolmem.plans.matching`): its values fill the plan's
slots and its wording asks for the same action. Other neighbours calling the same tools vouch for
the words the request and the plan do not share. When the best plan misses only for words no rule
accounts for, a judge, if there is one, may take it (:mod:`toolmem.plans.judge`).
"""

from __future__ import annotations

import hashlib
import itertools
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from toolmem.plans.context import asking_sentence
from toolmem.plans.declined import undeclined
from toolmem.plans.forms import filled
from toolmem.plans.judge import PlanJudge
from toolmem.plans.matching import (
    Carried,
    Masked,
    Mismatch,
    action_vouched,
    compare,
    contrast,
    free_text,
    mask,
    mistyped,
    respelled,
    same_order,
    takes_arguments,
)
from toolmem.plans.messages import reintroduced
from toolmem.plans.naming import unnamed
from toolmem.plans.reasons import unreasoned
from toolmem.plans.settings import PlanSettings
from toolmem.plans.slots import carry_slots, leaves
from toolmem.plans.spacing import respaced
from toolmem.plans.tools import PlanTools
from toolmem.plans.values import coded_amounts, currency_code, find_values
from toolmem.plans.wording import FILLER, LIGHT_VERBS, Wording, read_wording
from toolmem.records import Plan, PlanHit, Step
from toolmem.search.vote import tally
from toolmem.stores.plans import PlanRecord, PlanSummary
from toolmem.text.lexicon import antonyms, kind_of, synonyms
from toolmem.text.words import stem

__all__ = ["POWER", "Candidate", "Decision", "decide", "masked_plan", "normalise", "plan_id_of", "signature"]

POWER = 8.0
# What ends a clause among a masked request's keys.
_CLAUSE_BREAKS = frozenset(",;:.!?-–—") | {"so", "then", "and", "but"}
# What a plan that fits a request replays: its steps with the request's values, and the slots changed.
Fitted = tuple[tuple[Step, ...], dict[str, str]]


@dataclass
class Candidate:
    """A stored plan near a request: its summary and its cosine similarity to the request."""

    summary: PlanSummary
    similarity: float


@dataclass(frozen=True)
class Decision:
    """What lookup found: the hit, or why it missed (the first reason met) and what differed;
    ``unaccounted``: a miss for words no rule accounts for, and nothing else."""

    hit: PlanHit | None
    reason: str | None = None
    detail: str = ""
    unaccounted: bool = False


def decide(
    request: str,
    candidates: Sequence[Candidate],
    settings: PlanSettings,
    load: Callable[[Sequence[str]], Mapping[str, PlanRecord]],
    tools: PlanTools | None = None,
    judge: PlanJudge | None = None,
    close: Callable[[str, str], float] | None = None,
) -> Decision:
    """Pick the plan to replay among a request's neighbours, or none.

    Args:
        candidates: the request's neighbouring plans, most similar first.
        load: reads plans by id.
        tools: what the catalogue says of the plans' tools: a new value must be one its tool takes
            ("merge" is no review verdict), and the words a tool uses of itself vouch for a request's.
        judge: asked about the best plan when it misses only for words no rule accounts for
            (:mod:`toolmem.plans.judge`).
        close: how similar two short phrases are (the cosine of their vectors): a new action word
            for a tool the catalogue does not hold must make a phrase close to the stored one.
    """
    if not candidates:
        return Decision(None, "no_plans")
    candidates, repeats = _repeats_first(request, candidates)
    voters = candidates[: settings.neighbours]
    votes, total = tally(((c.similarity, [(c.summary.signature, 1.0)]) for c in voters), POWER)
    eligible = [c for c in voters if c.similarity >= settings.threshold and c.summary.score >= settings.min_score]
    eligible.sort(key=lambda c: c.similarity + settings.score_weight * c.summary.score, reverse=True)
    if not eligible:
        near = any(c.similarity >= settings.threshold for c in voters)
        return Decision(None, "below_min_score" if near else "below_threshold")
    # Only the plans that may replay and their kin (plans calling the same tools) are read whole.
    signatures = {c.summary.signature for c in eligible}
    records = load([c.summary.id for c in candidates if c.summary.signature in signatures])
    masks = {plan_id: masked_plan(record) for plan_id, record in records.items()}
    masked = mask(request.strip())  # as the lookup embedded it (:func:`~toolmem.plans.matching.embedded`)

    def share(signature: str) -> float:
        return votes.get(signature, 0.0) / total if total > 0 else 0.0

    fixed = {plan_id: _fixed(record) for plan_id, record in records.items()}

    def kin(chosen: Candidate) -> list[Masked]:
        """The other stored requests whose plans do what the chosen one does: the same tools with
        the same values not taken from their requests (``enabled=true`` is not ``enabled=false``)."""
        own = fixed.get(chosen.summary.id, [])
        return [
            masks[c.summary.id]
            for c in candidates
            if c.summary.signature == chosen.summary.signature
            and c.summary.id != chosen.summary.id
            and c.summary.id in records
            and fixed[c.summary.id] == own
        ]

    first: Decision | None = None
    fitting: list[tuple[Candidate, PlanHit]] = []
    held: frozenset[str] | None = None  # the parts of the values these plans hold, read once when needed
    for chosen in eligible:
        record = records.get(chosen.summary.id)
        if record is None:
            continue

        def fit(reading: Masked, record: PlanRecord = record, chosen: Candidate = chosen) -> Fitted | Decision:
            return _fit(
                record,
                masks[record.plan.id],
                reading,
                kin(chosen),
                settings,
                tools,
                similarity=chosen.similarity,
                close=close,
            )

        form = _form(request, record, masks[record.plan.id], tools)
        spaced = respaced(request, record.plan.request) if form is None else None
        found = fit(mask(form) if form is not None else masked if spaced is None else mask(spaced))
        if isinstance(found, Decision) and form is None:
            # Read otherwise, the request may fit; if not, its miss as written is the one reported.
            again = (fit(mask(text)) for text in _readings(request, record, masks[record.plan.id], tools))
            found = next((outcome for outcome in again if not isinstance(outcome, Decision)), found)
        if isinstance(found, Decision):
            found = _flipped(record, masks[record.plan.id], masked, fit) or found
        if isinstance(found, Decision):
            first = first or found
            continue
        steps, changed = found
        if changed and held is None:
            held = _held_parts(records.values())
        typo = _mistyped_known(changed.values(), held or frozenset())
        if typo is not None:
            first = first or typo
            continue
        plan = record.plan
        hit = PlanHit(plan.id, steps, chosen.similarity, plan.score, share(chosen.summary.signature), plan, changed)
        fitting.append((chosen, hit))
    if fitting:
        # The plans that fit must agree on what to do, and the neighbourhood must not say otherwise.
        fits, fit_total = tally(((c.similarity, [(c.summary.signature, 1.0)]) for c, _ in fitting), POWER)
        best, hit = fitting[0]
        among = fits.get(best.summary.signature, 0.0) / fit_total if fit_total > 0 else 1.0
        if among >= settings.agreement and share(best.summary.signature) >= _needed(hit.plan, settings):
            return Decision(hit)
        # The very request a plan was stored for: that plan is the evidence, whatever plans for
        # other values do ("who is Globex?" calls the CRM where "who is Priya Nair?" calls HR),
        # unless plans stored for it differ.
        own = {c.summary.signature for c in candidates if c.summary.id in repeats}
        if best.summary.id in repeats and len(own) == 1:
            return Decision(hit)
        first = Decision(None, "disagreement", f"agreement {min(among, hit.agreement):.2f}")
    crowd = _consensus(eligible[0], voters, records, masks, masked, kin(eligible[0]), settings, tools, share)
    if isinstance(crowd, PlanHit):
        return Decision(crowd)
    if judge is not None and not fitting and first is not None and first.unaccounted:
        judged = _judged(request, eligible[0], records, masks, masked, kin(eligible[0]), settings, tools, share, judge)
        if judged is not None:
            return Decision(judged, None, f"the plan judge took it for {judged.plan.request!r} ({first.detail})")
    return first or crowd or Decision(None, "no_plans")


# What parts a value is written in ("hr", "corp", "io" of "hr@corp.io"; "web", "04" of "web-04").
_VALUE_PARTS = re.compile(r"[@./\\_\s-]+")
_TYPO_FROM = 4  # the shortest part compared with the parts of the values other plans hold


def _held_parts(records: Iterable[PlanRecord]) -> frozenset[str]:
    """The argument values the plans hold and their parts (:func:`_parts`), long enough to compare."""
    return frozenset(
        part
        for record in records
        for step in record.plan.steps
        for _, value in leaves(step.arguments, [])
        for part in _parts(str(value))
    )


def _parts(value: str) -> set[str]:
    """A value and the parts it is written in (:data:`_VALUE_PARTS`), those long enough to compare:
    "web-04" whole ("web-4" may be it with its number cut) and "hr@corp.io"'s "corp"."""
    return {part for part in [value, *_VALUE_PARTS.split(value)] if len(part) >= _TYPO_FROM}


def _mistyped_known(values: Iterable[str], held: frozenset[str]) -> Decision | None:
    """A miss where a new value, or a part of it, may be one of the parts the workspace's plans for
    these tools hold (``held``, :func:`_held_parts`), mistyped ("bo@copr.io" where another plan
    forwarded to ana@corp.io): which was meant the plan cannot tell."""
    new = sorted({part for value in values for part in _parts(value)} - held)
    ordered = sorted(held) if new else []  # sorted once, for a reason that reads the same each time
    for part in new:
        near = next((known for known in ordered if mistyped(part, known)), None)
        if near is not None:
            return Decision(None, "slots", f"{part!r} may be {near!r}, which another plan holds, mistyped")
    return None


def _form(request: str, record: PlanRecord, stored: Masked, tools: PlanTools | None) -> str | None:
    """The stored request with the values of the request's fields in its slots' places, where the
    request is a form that names the plan's arguments and says its action ("set blinds — room:
    kitchen, position: 30", :mod:`toolmem.plans.forms`): the form, not its words' order, says
    which value goes where, so it is read only so."""
    if len(record.plan.steps) != 1 or not (":" in request or "=" in request):
        return None
    slots = [(str(slot["path"][-1]), str(slot["value"])) for slot in record.slots if slot["path"]]
    tool_ids = [step.tool_id for step in record.plan.steps if step.tool_id is not None]

    def fits(head: str) -> bool:
        """The form's head says the stored action, in the stored request's or its tool's words (read
        from the catalogue only for a request that is such a form)."""
        words = read_wording(head).content
        if stored.wording.lead not in words:
            return False
        if words <= stored.wording.content:
            return True
        said = tools.words(tool_ids) if tools is not None and tool_ids and all(map(tools.holds, tool_ids)) else None
        return said is not None and words <= stored.wording.content | said.words | said.names

    return filled(request, record.plan.request, slots, fits, tool_ids)


def _readings(request: str, record: PlanRecord, stored: Masked, tools: PlanTools | None) -> list[str]:
    """Other readings of the request, tried on the plan when the request as written does not fit:
    without its mention of the plan's own tool ("use lock_door on the cellar door",
    :mod:`toolmem.plans.naming`), its sentence that asks alone where the others tell a story or a
    circumstance (:mod:`toolmem.plans.context`), with its message introduced as the stored request
    introduces its own ("… *that* the invoice went out" for "… *saying* …",
    :mod:`toolmem.plans.messages`), with its amounts' signs written as codes where the stored
    request names its currency after the amount ("€89.90" as "89.90 EUR" against "42 EUR"), without
    the reason it gives after its ask ("… so the dog can't get out", :mod:`toolmem.plans.reasons`)
    where the catalogue says the plan's tools take no reason or note the plan left out ("refund order
    A-7 *because it arrived damaged*": a refund's reason), and without the value it turns down ("…,
    not the garage", :mod:`toolmem.plans.declined`); the last two only where the plan takes no free
    text they may be part of."""
    tool_ids = [step.tool_id for step in record.plan.steps if step.tool_id is not None]
    texts = unnamed(request, tool_ids, stored)
    asking = asking_sentence(request)
    if asking is not None:
        texts += [asking, *unnamed(asking, tool_ids, stored)]
    texts += [found for text in [request, *texts] if (found := reintroduced(text, stored)) is not None]
    current = _amount_then_code(stored)
    if current is not None:
        texts += [found for text in [request, *texts] if (found := coded_amounts(text, current)) is not None]
    slots = [value for value in stored.values if value.kind.startswith("slot:")]
    if any(free_text(value) for value in slots):
        return list(dict.fromkeys(texts))
    held = tools is not None and bool(tool_ids) and all(tools.holds(tool_id) for tool_id in tool_ids)
    listed = tools.parameter_words(tool_ids) if tools is not None and held else frozenset()
    if held and not listed & _REASONS:
        texts += [text for text in map(unreasoned, [request, *texts]) if text is not None]
    taken = [(value.text, value.kind.removeprefix("slot:")) for value in slots]
    texts += [found for text in [request, *texts] if (found := undeclined(text, taken, listed)) is not None]
    return list(dict.fromkeys(texts))


def _amount_then_code(stored: Masked) -> str | None:
    """The currency the stored request names by its code after an amount ("42 EUR"), if it does:
    a request writing an amount with a sign ("€89.90") is read so too, word for word with it."""
    for first, second in itertools.pairwise(stored.values):
        code = currency_code(second.text)
        if first.kind.removeprefix("slot:") == "number" and code and not stored.text[first.end : second.start].strip():
            return code
    return None


# What a tool's parameter for the reason of a call is called (stems): "reason", "note", "comment".
_REASONS = frozenset(stem(word) for word in "reason note comment why explanation justification memo".split())


def _repeats_first(request: str, candidates: Sequence[Candidate]) -> tuple[Sequence[Candidate], frozenset[str]]:
    """The candidates with the plans stored for this very request (case and spacing aside) made
    fully similar and put first, and those plans' ids. (A plan stored by an earlier release was
    embedded with its slots masked, "tell #ops that ``<message>``": the same request, its message
    unmasked, may lie far from it.)"""
    key = normalise(request)
    repeats = frozenset(c.summary.id for c in candidates if normalise(c.summary.request) == key)
    if not repeats:
        return candidates, repeats
    same = [Candidate(c.summary, 1.0) for c in candidates if c.summary.id in repeats]
    return [*same, *(c for c in candidates if c.summary.id not in repeats)], repeats


def _consensus(
    chosen: Candidate,
    voters: Sequence[Candidate],
    records: Mapping[str, PlanRecord],
    masks: Mapping[str, Masked],
    request: Masked,
    kin: Sequence[Masked],
    settings: PlanSettings,
    tools: PlanTools | None,
    share: Callable[[str], float],
) -> PlanHit | Decision | None:
    """A crowd's answer: when many close neighbours call the same tools, the nearest plan is replayed
    though its words differ, unless a small word turns the request around or its action is a word
    none of them uses ("sell" where every neighbour buys).

    Only for a plan that takes no argument: it does the same for any request, so what the crowd
    did is the evidence. A plan with arguments acts on what the request names ("set the oven to
    180" is no thermostat's business however many thermostat plans are near), so its wording
    must match (:func:`_fit`)."""
    signature = chosen.summary.signature
    close = sum(1 for c in voters if c.summary.signature == signature and c.similarity >= settings.threshold)
    agreement = share(signature)
    if close < settings.crowd or agreement < settings.agreement:
        return None
    record = records.get(chosen.summary.id)
    if record is None or takes_arguments(record.plan.steps):
        return None
    stored = masks[record.plan.id]
    turned = contrast(stored.wording, request.wording)
    if turned is not None:
        return Decision(None, turned.reason, turned.detail)
    lead = request.wording.lead
    said = set(stored.wording.content).union(*(other.wording.content for other in kin))
    known = lead in said and action_vouched(stored.wording, request.wording, [other.wording for other in kin])
    if lead is not None and not known and not _served(request, record, tools, lead):
        return Decision(None, "changed_words", f"{lead!r} is an action no neighbour was asked for")
    found = _fit(record, stored, request, kin, settings, tools, words=False)
    if isinstance(found, Decision):
        return found
    steps, changed = found
    plan = record.plan
    return PlanHit(plan.id, steps, chosen.similarity, plan.score, agreement, plan, changed)


def _judged(
    request: str,
    chosen: Candidate,
    records: Mapping[str, PlanRecord],
    masks: Mapping[str, Masked],
    masked: Masked,
    kin: Sequence[Masked],
    settings: PlanSettings,
    tools: PlanTools | None,
    share: Callable[[str], float],
    judge: PlanJudge,
) -> PlanHit | None:
    """The best plan, replayed for a request it misses only by words no rule accounts for, when the
    neighbours agree on it as on any hit, its slots take the request's values (for a plan that takes
    none, values of kinds its ``kin`` were asked with), and the judge says the request asks for what
    the plan did."""
    record = records.get(chosen.summary.id)
    if record is None:
        return None
    agreement = share(chosen.summary.signature)
    if agreement < _needed(record.plan, settings):
        return None
    found = _fit(record, masks[record.plan.id], masked, kin, settings, tools, words=False)
    if isinstance(found, Decision):
        return None
    steps, changed = found
    if not judge.same(record.plan.request, request, steps):
        return None
    plan = record.plan
    return PlanHit(plan.id, steps, chosen.similarity, plan.score, agreement, plan, changed)


def _governed(request: Masked, action: str | None) -> bool:
    """Whether the request's own action word acts on the stored one, said after it in one clause:
    "*undo* the deploy of …", "*estimate* the fee to send …", "how much would it *cost* to send …",
    "*preview* sending …" ask something of that action, not for it. A verb that only carries a
    noun's action ("*give* it a star", :data:`~toolmem.plans.wording.LIGHT_VERBS`) asks for it."""
    lead = request.wording.lead
    if action is None or lead is None or lead in LIGHT_VERBS:
        return False
    keys, places = request.keys, request.places
    start = next((at for at, key in enumerate(keys) if places[at] < 0 and stem(key) == lead), None)
    if start is None:
        return False
    for at in range(start + 1, len(keys)):
        if keys[at] in _CLAUSE_BREAKS:
            return False
        if places[at] < 0 and stem(keys[at]) == action:
            # A question's first word is what it asks about ("how *clean* is the air …"): only
            # an action said after "to" or as an -ing form is asked about there.
            return request.wording.form == "command" or keys[at - 1] == "to" or keys[at].endswith("ing")
    return False


def _detailed(request: Masked, new: Sequence[str], stored: Wording) -> bool:
    """Whether a word the request adds says more of what to do: it stands in the clauses that ask
    ("grant the admin role to sam@corp.io *temporarily*", "deploy … *with the feature flag off*"),
    which the plan's calls ignore; not in a clause that tells why ("I lost my wallet, please freeze
    …"), nor as a value's label ("card *ending* 3390"). Where the request says its action with a
    word of its own ("set the thermostat …" for "thermostat to 68"), that word is the rewording
    asked about, and only the words after the first one the two requests share say more of it
    ("set the thermostat to 21 *in the nursery*"): what comes before tells the circumstances
    ("someone stole card 5512, freeze it")."""
    keys, places = request.keys, request.places
    labels = {stem(keys[at]) for at in range(len(keys) - 1) if places[at] < 0 and places[at + 1] >= 0}
    said = set(new) & request.wording.asked
    if request.wording.lead != stored.lead:
        stems = [stem(key) if places[at] < 0 else "" for at, key in enumerate(keys)]
        shared = next((at for at, word in enumerate(stems) if word in stored.content), len(stems))
        said &= set(stems[shared + 1 :])
        said.discard(request.wording.lead or "")
    return bool(said - labels)


def _needed(plan: Plan, settings: PlanSettings) -> float:
    """The share of the neighbourhood's vote a plan's tools need to replay it. A plan taking no
    argument fits by its wording alone and does the same for any request: most of the neighbourhood
    must call its tools too (``consensus``)."""
    return settings.agreement / 2 if takes_arguments(plan.steps) else settings.consensus


def _served(request: Masked, record: PlanRecord, tools: PlanTools | None, lead: str) -> bool:
    """Whether the catalogue serves a request with the one tool of a crowd's plan, its action word
    new to the crowd: the catalogue's search puts that tool first and names the word in no other
    tool it finds (:meth:`PlanTools.serves`)."""
    tool_ids = {step.tool_id for step in record.plan.steps if step.tool_id is not None}
    if tools is None or len(tool_ids) != 1:
        return False
    (tool_id,) = tool_ids
    return tools.holds(tool_id) and tools.serves(request.text, tool_id, [lead])


def _fit(
    record: PlanRecord,
    stored: Masked,
    request: Masked,
    kin: Sequence[Masked],
    settings: PlanSettings,
    tools: PlanTools | None,
    *,
    words: bool = True,
    similarity: float = 0.0,
    respell: bool = True,
    close: Callable[[str, str], float] | None = None,
) -> Fitted | Decision:
    """The steps to replay if the plan fits the request, else the miss; without ``words`` only the
    values are matched (the wording was judged by a crowd). The request's acronyms are written as
    the stored request writes them (:func:`~toolmem.plans.matching.respelled`), unless a slot would
    then take what was written in place of the request's own words."""
    written: tuple[str, ...] = ()
    if respell:
        as_written = request
        request, written = respelled(stored, request)
    takes = takes_arguments(record.plan.steps)
    tool_ids = [step.tool_id for step in record.plan.steps if step.tool_id is not None]
    # The tools' words only vouch for words the request adds or drops: read them only then.
    differs = bool(request.wording.content ^ stored.wording.content)
    said = tools.words(tool_ids) if tools is not None and words and tool_ids and differs else None
    derived = _derived(record)
    # Other words may be taken for the stored ones only for a plan of one tool that worked nothing
    # out: new words may have computed other values, or dropped a step.
    single = tool_ids[0] if not derived and len(set(tool_ids)) == 1 else None

    def reworded(action: str) -> bool:
        """Whether a new action word asks for what the stored one did: the two requests are close,
        and the catalogue, when it holds the plan's tool, serves the request with it (:meth:`PlanTools.serves`).
        Other tools the catalogue names by the new word do not count against it when WordNet gives
        one word as a way of doing the other ("remove the file" for "delete the file", though
        *remove label* is another tool)."""
        if single is None:
            return False
        if tools is not None and tools.holds(single):
            lead = stored.wording.lead
            named = [] if lead is not None and kind_of(action, lead) else [action]
            if similarity >= settings.reword_catalogue and tools.serves(request.text, single, named):
                return True
            # The tool names its action by a word WordNet relates to the new one ("transfer" where
            # it sends money), and no other tool found for the request is named by the new word.
            names = (said if said is not None else tools.words([single])).names  # ``said`` is of this tool
            return (
                similarity >= settings.paraphrase
                and any(synonyms(action, name) or kind_of(action, name) for name in names)
                and not tools.names_another(request.text, single, [action])
            )
        # Without the catalogue, the two requests must be close, and so must what each says it
        # does: a long request alike in all but its action word is close whatever that word is
        # ("send an email to … saying …" against "draft an email to … saying …").
        return similarity >= settings.reword and (
            close is None or close(stored.wording.phrase, request.wording.phrase) >= settings.reword_phrase
        )

    def confirmed(new: Sequence[str], gone: Sequence[str]) -> bool:
        """Whether a request worded otherwise asks for what the plan did: it only adds words or only
        drops them (a word put where the stored request had another is another object: "set the
        oven" for "set the heat"), none of the words it adds is one the tool's parameters speak of
        ("squash merge PR #88": the plan did not say how to merge), the two requests are
        ``paraphrase`` similar, and the catalogue's search serves the request with the plan's one
        tool and names none of the new words in another tool it finds (:meth:`PlanTools.serves`).
        The search finds the tool all the same when a new word asks something of the stored action
        (:func:`_governed`) or, in a command, says more of how to do it (:func:`_detailed`): those
        are no rewording."""
        if single is None or tools is None or not tools.holds(single):
            return False
        if request.wording.lead in new and _governed(request, stored.wording.lead):
            return False
        if new and request.wording.form == "command" and _detailed(request, new, stored.wording):
            return False
        if (new and gone) or similarity < settings.paraphrase or set(new) & tools.parameter_words(tool_ids):
            return False
        return tools.serves(request.text, single, new)

    outcome = compare(
        stored,
        request,
        vouched=[other.wording for other in kin],
        asked=[value for other in kin for value in other.values],
        takes_values=takes,
        wording=words,
        told=said,
        reworded=reworded,
        confirmed=confirmed,
    )
    if written and isinstance(outcome, Carried) and any(w in text for w in written for text in outcome.slots.values()):
        return _fit(record, stored, as_written, kin, settings, tools, similarity=similarity, respell=False, close=close)
    if isinstance(outcome, Mismatch):
        return Decision(None, outcome.reason, outcome.detail, outcome.unaccounted)
    switched = _switched_against(record, stored, request)
    if switched is not None:
        return Decision(None, "changed_words", switched)
    if derived and not same_order(stored, request):
        return Decision(None, "slots", f"the plan's {derived[0]!r} was worked out from words now in another order")
    dated = [value for value in derived if _dated(value)]
    if dated and not _calendar_date(stored):
        # Worked out from the day and hour it was stored ("in 20 minutes", "tomorrow at 9am",
        # "on Friday", or no time at all): the same words now mean another moment.
        relative = sorted(stored.wording.relative)
        when = f"for {relative[0]!r} " if relative else ""
        return Decision(None, "tense", f"the plan's {dated[0]!r} was worked out {when}when it was stored")
    filled = _fill(record, stored, outcome)
    if filled is None:
        return Decision(None, "slots", "a new value does not fit its argument's type")
    steps, changed = filled
    numbers = [value for value in derived if isinstance(value, (int, float))]
    if changed and numbers:
        return Decision(None, "slots", f"the plan's {numbers[0]!r} was worked out for its own values")
    if changed and tools is not None:
        for step in steps:
            problem = tools.problem(step)
            if problem:
                return Decision(None, "slots", problem)
    turned = _new_action(record, stored, changed, tools)
    if turned is not None:
        return Decision(None, "slots", turned)
    if _steps_reordered(stored.text, request.text, record.plan.steps, steps):
        # "ship auth v2.4.1 and then back up the orders db" where the plan backed up, then deployed:
        # which order the world needs, the plan cannot tell
        return Decision(None, "changed_words", "the request names the plan's steps in another order")
    return steps, changed


# What a flag that turns a thing on is called: ``on=true`` turns it on, ``on=false`` off.
_ON_FLAGS = frozenset("on enabled enable active powered power".split())


def _flipped(
    record: PlanRecord, stored: Masked, request: Masked, fit: Callable[[Masked], Fitted | Decision]
) -> Fitted | None:
    """The plan replayed with its one on/off flag turned the other way where the request turns the
    thing the other way than the stored request said, which the flag says ("switch the heater plug
    *off*" for "switch the dehumidifier plug *on*": ``on=true``): the request fits as if it said
    the stored way, and the flag takes the request's."""
    was, now = stored.wording.switch, request.wording.switch
    if was is None or now is None or was == now:
        return None
    flags = [(path, value) for path, value in _unslotted(record) if isinstance(value, bool)]
    if len(flags) != 1 or str(flags[0][0][-1]).casefold() not in _ON_FLAGS or flags[0][1] != (was == "on"):
        return None
    said = list(re.finditer(rf"\b{now}\b", request.text, re.IGNORECASE))
    if len(said) != 1:
        return None
    found = fit(mask(request.text[: said[0].start()] + was + request.text[said[0].end() :]))
    if isinstance(found, Decision):
        return None
    steps, changed = found
    (index, *path) = flags[0][0]
    if len(path) != 1:
        return None
    turned = replace(steps[index], arguments={**steps[index].arguments, path[0]: now == "on"})
    return (*steps[:index], turned, *steps[index + 1 :]), {**changed, str(was): now}


def _switched_against(record: PlanRecord, stored: Masked, request: Masked) -> str | None:
    """Why a request that turns something on or off ("switch *on* the coffee maker plug", "the
    kettle can be switched *on*") may not replay a plan whose request says neither but whose flag
    does ("cut power to the coffee maker plug": ``on=false``): the flag must say the same, and one
    whose name does not tell which way it turns ("private", "draft") is not taken to."""
    switch = request.wording.switch
    if switch is None or stored.wording.switch is not None or switch in stored.wording.particles:
        return None
    for path, value in _unslotted(record):
        if not isinstance(value, bool):
            continue
        name = str(path[-1]).casefold() if path else ""
        if name not in _ON_FLAGS or value != (switch == "on"):
            return f"the request turns it {switch!r}, where the plan's {name or 'flag'}={str(value).lower()}"
    return None


# The words that frame an ask without being its action: the filler words, but for the light verbs.
_FRAMING = FILLER - LIGHT_VERBS


def _new_action(record: PlanRecord, stored: Masked, changed: Mapping[str, str], tools: PlanTools | None) -> str | None:
    """Why a new word may not take the place of the stored request's action word, when a slot holds
    that word ("approve" in ``verdict="approve"``): the new word must be its antonym (sell for buy,
    reject for approve) or one of a fixed list the tool's schema gives for the argument; "merge"
    for "approve" is another action, and "pick up" for "buy" the same action in other words."""
    if not changed:
        return None
    lead = read_wording(record.plan.request).lead  # the stored wording has its slots masked out
    # its first word that may be an action ("please approve …", "go ahead and approve …"; a light
    # verb is one: in "make the lounge lights purple" the action is "make", whatever WordNet says of
    # "lounge"; a word joined by a hyphen is one: "squash-merge")
    opening = [word for word in re.findall(r"[a-z'-]+", record.plan.request.lower()) if word not in _FRAMING][:1]
    if lead is None or [stem(word) for word in opening] != [lead]:
        return None
    # The kinds the stored request's values were found as, in place ("Milo" in "get Milo in to see
    # the vet" is a name, though alone, opening a text, it would not read as one).
    found = {value.text.casefold(): value.kind for value in stored.values}
    for slot in record.slots:
        old = str(slot["value"])
        new = changed.get(old)
        first = old.split()[0].lower() if old.split() else ""
        if new is None or not first.isalpha() or stem(first) != lead:
            continue
        if find_values(old) or found.get(old.casefold(), "slot:value") != "slot:value":
            continue  # a value (a code, a name, a number) in the action's place is the object's
        if antonyms(lead, stem(new.split()[0].lower())):
            continue
        tool_id = record.plan.steps[int(slot["step"])].tool_id
        if tools is not None and tool_id is not None and tools.fixed(tool_id, slot["path"]):
            continue
        return f"{new!r} in the place of the action {old!r}: neither its antonym nor a value the tool lists"
    return None


def _dated(value: Any) -> bool:
    """A date, a time or a timestamp (seconds since 1970 from 2001 on)."""
    if isinstance(value, (int, float)):
        return value >= 1e9
    return any(found.kind in ("date", "time") for found in find_values(str(value)))


def _calendar_date(stored: Masked) -> bool:
    """Whether a request names a day of the calendar ("June 12", "2025-06-12", "12/06/2025"), which
    a date worked out from it stays right for; a weekday ("Friday") names one relative to today."""
    return any(
        found.kind == "date" and any(c.isdigit() for c in found.text)
        for value in stored.values
        for found in (value, *find_values(value.text))
    )


def _derived(record: PlanRecord) -> list[Any]:
    """The plan's argument values that its request does not contain: worked out from something else."""
    return [value for _, value in _unslotted(record) if not isinstance(value, bool) and str(value).strip()]


def _fixed(record: PlanRecord) -> list[tuple[tuple[Any, ...], Any]]:
    """Where and what the plan's argument values its request does not contain are, flags included
    (``enabled=true``): what two plans of the same tools must share to do the same."""
    return sorted(_unslotted(record), key=repr)


def _steps_reordered(said: str, asked: str, stored: Sequence[Step], steps: Sequence[Step]) -> bool:
    """Whether a request names the steps of a plan of several in another order than the stored
    request did, each step placed by the first of its argument values said once in the text, or,
    where values place fewer than two, the clauses that ask for them by their first words ("deploy
    ledger v5.2.0 to prod, then back up the ledger database" where the plan backed up first)."""
    was, now = _step_places(said, stored), _step_places(asked, steps)
    placed = [index for index in range(len(stored)) if was[index] is not None and now[index] is not None]
    if len(placed) > 1:
        return sorted(placed, key=lambda i: was[i] or 0) != sorted(placed, key=lambda i: now[i] or 0)
    first, then = _clause_leads(said), _clause_leads(asked)
    return len(stored) > 1 and len(set(first)) == len(first) > 1 and sorted(first) == sorted(then) and first != then


# What joins the clauses of a request that asks for steps one after another.
_STEP_JOIN = re.compile(r"(?:,|;|\n|\band\b|\bthen\b|\bafter\s+that\b)+", re.IGNORECASE)


def _clause_leads(text: str) -> list[str]:
    """The stems of the first words, past filler, of the clauses a request joins with commas,
    "and" or "then" ("back up …, then deploy …": back, deploy)."""
    leads = []
    for clause in _STEP_JOIN.split(text):
        words = [word for word in re.findall(r"[a-z]+", clause.casefold()) if word not in FILLER]
        if words:
            leads.append(stem(words[0]))
    return leads


def _step_places(text: str, steps: Sequence[Step]) -> list[int | None]:
    """Where ``text`` first says a value of each step that it says once, if any."""
    folded = text.casefold()
    places: list[int | None] = []
    for step in steps:
        found = []
        for _, value in leaves(step.arguments, []):
            if isinstance(value, bool) or not isinstance(value, (str, int, float)):
                continue
            said = [m.start() for m in re.finditer(r"(?<!\w)" + re.escape(str(value).casefold()) + r"(?!\w)", folded)]
            if len(said) == 1:
                found.append(said[0])
        places.append(min(found) if found else None)
    return places


def _unslotted(record: PlanRecord) -> list[tuple[tuple[Any, ...], Any]]:
    slotted = {(int(slot["step"]), tuple(slot["path"])) for slot in record.slots}
    found = []
    for index, step in enumerate(record.plan.steps):
        if step.tool_id is None:
            continue
        for path, value in leaves(step.arguments, []):
            if value is None or (index, tuple(path)) in slotted:
                continue
            if isinstance(value, (bool, int, float, str)):
                found.append(((index, *path), value))
    return found


def masked_plan(record: PlanRecord) -> Masked:
    """A stored plan's request masked with its slots."""
    return mask(record.plan.request, [str(slot["value"]) for slot in record.slots])


def _fill(record: PlanRecord, stored: Masked, carried: Carried) -> Fitted | None:
    """The plan's steps with the carried values, and which stored values changed."""
    new: dict[str, str] = {}
    for index, text in carried.slots.items():
        old = stored.argument(index)
        if new.setdefault(old.casefold(), text) != text:
            return None  # one stored value would take two new ones
    return carry_slots(record.plan.steps, record.slots, new)


def normalise(request: str) -> str:
    """A request with case and spacing evened out: what "the same request" means without an embedder."""
    # str.split's whitespace is exactly the regex \s, five times faster: plan ids stay as they were.
    return " ".join(request.split()).casefold()


def plan_id_of(request: str, steps: Sequence[Step]) -> str:
    """The same request (ignoring case and spacing) with the same calls gets the same id."""
    calls = [{"tool_id": s.tool_id, "arguments": dict(s.arguments), "answer": s.answer} for s in steps]
    data = json.dumps([normalise(request), calls], sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "plan-" + hashlib.sha256(data.encode()).hexdigest()[:20]


def signature(steps: Sequence[Step]) -> str:
    """What agreement compares: the tools called, in order (a direct answer counts as no tool)."""
    return json.dumps([step.tool_id for step in steps])
