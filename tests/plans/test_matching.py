"""Matching a request against a stored plan by what it does: values aligned, wording compared."""

import pytest

from toolmem.plans.matching import (
    Carried,
    Mismatch,
    Told,
    action_vouched,
    compare,
    contrast,
    mask,
    plain,
    respelled,
    stored_text,
)
from toolmem.plans.values import Value, currency_in_place, find_values, said_number
from toolmem.plans.wording import opposite, read_wording
from toolmem.records import Step
from toolmem.text.words import stem


def fit(stored: str, slots: list[str], request: str) -> Carried | Mismatch:
    return compare(mask(stored, slots), mask(request))


def carried(stored: str, slots: list[str], request: str) -> list[str]:
    outcome = fit(stored, slots, request)
    assert isinstance(outcome, Carried), outcome
    return [outcome.slots[i] for i in sorted(outcome.slots)]


def reason(stored: str, slots: list[str], request: str) -> str:
    outcome = fit(stored, slots, request)
    assert isinstance(outcome, Mismatch), outcome
    return outcome.reason


# values -----------------------------------------------------------------------------------------
def test_values_are_found_by_their_form() -> None:
    text = "email ops@acme.io at 9:30am about order #5512, 250 USD to EUR, see https://x.io/a and ~/notes/todo.txt"

    assert [(v.kind, v.text) for v in find_values(text)] == [
        ("email", "ops@acme.io"),
        ("time", "9:30am"),
        ("number", "#5512"),  # a number as trackers write it
        ("number", "250"),
        ("code", "USD"),
        ("code", "EUR"),
        ("url", "https://x.io/a"),
        ("path", "~/notes/todo.txt"),
    ]


def test_quoted_text_dates_names_and_slugs_are_values() -> None:
    found = find_values("book a table at Nobu for Friday, June 3 with Ana Torres; star octocat/hello-world 'now'")

    assert [(v.kind, v.text) for v in found] == [
        ("name", "Nobu"),
        ("date", "Friday"),
        ("date", "June 3"),
        ("name", "Ana Torres"),
        ("path", "octocat/hello-world"),
        ("quoted", "now"),
    ]


def test_a_capitalised_word_that_opens_the_request_is_no_name() -> None:
    assert find_values("Please call Dana") == [Value("name", 12, 16, "Dana")]


def test_a_title_s_full_stop_ends_no_name_and_a_name_s_own_s_stays_in_it() -> None:
    found = find_values("ask Dr. Okoye about Mrs. Lind's invoice, then book Bao's for 7pm")

    assert [(v.kind, v.text) for v in found] == [
        ("name", "Dr. Okoye"),
        ("name", "Mrs. Lind"),  # a possessive: a noun follows
        ("name", "Bao's"),  # the place's own name: a preposition follows
        ("time", "7pm"),
    ]


# carrying values ------------------------------------------------------------------------------
def test_codes_and_amounts_change_in_place() -> None:
    assert carried("convert 100 USD to EUR", ["100", "USD", "EUR"], "convert 250 GBP to JPY") == ["250", "GBP", "JPY"]


def test_values_keep_their_roles_when_the_words_around_them_change() -> None:
    slots = ["100", "USD", "EUR"]

    assert carried("convert 100 USD to EUR", slots, "please convert 80 CHF into SEK now") == ["80", "CHF", "SEK"]
    assert carried("convert 100 USD to EUR", slots, "convert 100 EUR to USD") == ["100", "EUR", "USD"]


def test_a_plain_word_argument_takes_the_word_in_its_place() -> None:
    assert carried("lock the front door", ["front"], "lock the back door") == ["back"]
    assert carried(
        "directions from home to the airport", ["home", "the airport"], "directions from the office to Central Park"
    ) == [
        "the office",
        "Central Park",
    ]


def test_a_slot_at_the_start_takes_only_as_many_words_as_it_had() -> None:
    outcome = fit("living room lights on", ["living room"], "can you put the attic lights on?")

    # "put" only carries the stored request's own action ("lights … on"): a light verb
    assert outcome == Carried(slots={0: "attic"})


def test_a_slot_that_ends_the_request_takes_a_word_more_than_it_had() -> None:
    assert carried("switch off the toaster", ["toaster"], "switch off the espresso machine") == ["espresso machine"]
    # three words for one is more than a name's worth: some may say something else
    assert reason("switch off the toaster", ["toaster"], "switch off the big espresso machine") == "slots"


def test_free_text_takes_the_whole_stretch_quoted_or_not() -> None:
    stored = "send an email to alice@example.com saying 'lunch is ready'"
    slots = ["alice@example.com", "lunch is ready"]

    assert carried(stored, slots, "send an email to bob@example.com saying the build is broken") == [
        "bob@example.com",
        "the build is broken",
    ]
    assert carried(stored, slots, "send an email to bob@example.com saying 'tests pass'") == [
        "bob@example.com",
        "tests pass",
    ]


def test_a_message_written_out_takes_a_quoted_one_without_its_quotes() -> None:
    stored, slots = "set the topic of #launch to Launch on June 12", ["#launch", "Launch on June 12"]
    assert carried(stored, slots, "set the topic of #ops to 'On call: Ken'") == ["#ops", "On call: Ken"]
    stored, slots = "post Launch on June 12 to #launch", ["Launch on June 12", "#launch"]
    assert carried(stored, slots, 'post "On call: Ken" to #ops') == ["On call: Ken", "#ops"]


def test_a_slot_inside_a_larger_value_keeps_its_own_form() -> None:
    assert carried("close issue #12 in acme/webapp", ["12", "acme/webapp"], "close issue #318 in acme/mobile") == [
        "318",
        "acme/mobile",
    ]
    assert carried("open the kitchen blinds to 50%", ["kitchen", "50"], "open the bedroom blinds to 80%") == [
        "bedroom",
        "80",
    ]


def test_consecutive_slots_share_their_stretch_by_the_kinds_they_need() -> None:
    assert carried(
        "schedule a meeting with the design team tomorrow at 3pm",
        ["meeting with the design team", "tomorrow at 3pm"],
        "schedule a meeting with the sales team Friday at 10am",
    ) == ["meeting with the sales team", "Friday at 10am"]


def test_a_slot_with_values_inside_is_found_elsewhere_by_its_shape() -> None:
    # The slot's words and values in another place: the one stretch shaped like it takes it.
    assert carried("is UA 837 on time?", ["UA 837"], "is it on time, BA 117?") == ["BA 117"]
    # Where it stood, a word beside it is no part of it: "flight" is a new word, not the value's.
    outcome = compare(mask("is UA 837 on time?", ["UA 837"]), mask("is flight BA 117 on time?"))
    assert outcome == Mismatch("changed_words", "new word(s) 'flight'")
    vouched = [read_wording("status of flight DL 405")]
    outcome = compare(mask("is UA 837 on time?", ["UA 837"]), mask("is flight BA 117 on time?"), vouched=vouched)
    assert isinstance(outcome, Carried)
    assert list(outcome.slots.values()) == ["BA 117"]
    assert carried("close the account of user 317", ["user 317"], "for user 519, close the account") == ["user 519"]
    # Two stretches of its shape, or none: which one it is cannot be told.
    assert reason("is UA 837 on time?", ["UA 837"], "is BA 117 or LH 400 on time?") == "slots"
    assert reason("close the account of user 317", ["user 317"], "for member 519, close the account") == "slots"


def test_a_state_word_may_be_a_slot_s_value_and_a_pointing_word_may_not() -> None:
    assert carried("put the thermostat in cool mode", ["cool"], "put the thermostat in off mode") == ["off"]
    assert carried("set the blinds to halfway", ["halfway"], "set the blinds to up") == ["up"]
    assert reason("send the report to Dana", ["Dana"], "send the report to me") == "slots"


def test_two_words_for_two_a_slot_takes_the_one_in_its_place() -> None:
    # The action word and the slot after it both changed: the slot takes its word, the new action
    # word is left to the wording ("blast" is unaccounted for).
    stored, slots = "deploy checkout v2.3.1 to staging", ["checkout", "v2.3.1", "staging"]
    assert fit(stored, slots, "blast search v1.2.0 to staging") == Mismatch("changed_words", "new word(s) 'blast'")
    vouched = [read_wording("ship billing to production")]
    outcome = compare(mask(stored, slots), mask("ship search v1.2.0 to staging"), vouched=vouched)
    assert outcome == Carried(slots={0: "search", 1: "v1.2.0", 2: "staging"})
    # After "my" or "the" the word describes the value, and names none.
    assert reason("tune in to the jazz station", ["jazz"], "tune in to my usual station") == "slots"
    # In a longer stretch, which word stands for which cannot be told.
    assert reason("accept the invitation to standup", ["standup"], "accept the quarterly review invite") == "slots"


def test_a_quoted_value_the_plan_has_already_is_no_new_value() -> None:
    # "'pay rent'" quoted elsewhere in the request is the stored argument "pay rent" again.
    outcome = fit("mark 'pay rent' as done", ["pay rent"], "'pay rent': mark as done")
    assert isinstance(outcome, Carried), outcome
    assert list(outcome.slots.values()) == ["pay rent"]
    assert reason("mark 'pay rent' as done", ["pay rent"], "'pay bills': mark 'pay rent' as done") == "slots"


@pytest.mark.parametrize(
    ("stored", "slots", "text", "written", "now"),
    [
        # an acronym of the stored request, spelt out in the new one (a plural kept)
        (
            "approve PR #42 in acme/webapp",
            ["42", "acme/webapp"],
            "please approve pull request #1033 in psf/requests",
            ("PR",),
            "please approve PR #1033 in psf/requests",
        ),
        (
            "show open PRs in acme/webapp",
            ["acme/webapp"],
            "which pull requests are open?",
            ("PRs",),
            "which PRs are open?",
        ),
        # an acronym of the new request, spelt out in the stored one
        (
            "enable multi-factor authentication for bob",
            ["bob"],
            "enable MFA for ann",
            ("multi-factor authentication",),
            "enable multi-factor authentication for ann",
        ),
    ],
)
def test_an_acronym_is_written_as_the_stored_request_writes_it(
    stored: str, slots: list[str], text: str, written: tuple[str, ...], now: str
) -> None:
    masked, wrote = respelled(mask(stored, slots), mask(text))

    assert (masked.text, wrote) == (now, written)


def test_a_request_with_an_acronym_spelt_out_fits_once_respelt() -> None:
    stored = mask("approve PR #42 in acme/webapp", ["42", "acme/webapp"])
    request = mask("please approve pull request #1033 in psf/requests")

    assert compare(stored, request) == Mismatch("slots", "no value for the value 'PR'")
    assert compare(stored, respelled(stored, request)[0]) == Carried(slots={1: "1033", 2: "psf/requests"})


@pytest.mark.parametrize(
    ("stored", "slots", "text"),
    [
        ("book flight KL 1002 on August 9", ["KL 1002", "August 9"], "book AF 1002 on August 9"),  # "August" a date
        ("approve PR #42", ["42"], "approve the Pull Request #42"),  # capitals: a name, not an acronym's words
        ("approve PR #42", ["42"], "approve pull-requests #42 please, PR"),  # the acronym is there already
        (
            "post 'the PR is merged' to #dev",
            ["the PR is merged", "dev"],
            "post 'pull request merged' to #ops",
        ),  # a slot's
        ("mark me OOO", [], "mark me out of the office"),  # "out of the office" spells OOTO
    ],
)
def test_words_that_do_not_spell_an_acronym_are_left_as_written(stored: str, slots: list[str], text: str) -> None:
    masked = mask(text)

    assert respelled(mask(stored, slots), masked) == (masked, ())


def test_a_word_that_only_says_where_a_span_starts_says_nothing_of_the_action() -> None:
    stored, slots = "rent a car in Lisbon from June 3 for 2 days", ["Lisbon", "June 3", "2"]
    assert carried(stored, slots, "rent a car in Madrid for 3 days starting August 1") == ["Madrid", "August 1", "3"]
    # before no value it is a word like any other
    assert "start" in read_wording("keep the engine starting").content
    assert "start" not in read_wording("for 3 days starting   ").content


def test_a_date_slot_needs_a_date() -> None:
    stored, slots = "move sprint planning to Friday at 9:30", ["sprint planning", "Friday at 9:30"]

    assert carried(stored, slots, "move the design review to Wednesday at 1pm") == [
        "the design review",
        "Wednesday at 1pm",
    ]
    assert reason(stored, slots, "move the budget sync to the same time next week") == "slots"


def test_a_value_the_plan_cannot_take_is_a_miss() -> None:
    assert reason("convert 100 USD to EUR", ["100", "USD", "EUR"], "convert 100 USD to EUR on March 3, 2020") == "slots"
    assert reason("convert 100 USD to EUR", ["100", "USD", "EUR"], "convert 100 USD to francs") == "slots"
    assert reason("convert 100 USD to EUR", ["100", "USD", "EUR"], "convert 250 GBP") == "slots"


def test_a_changed_value_that_is_no_argument_is_a_miss() -> None:
    # "Jess" is not an argument: whatever the plan worked out from it cannot follow "Tom"
    assert reason("pay back Jess for lunch", ["14.5"], "pay back Tom for lunch") == "slots"


# the wording ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("stored", "slots", "text", "why"),
    [
        ("lock the front door", ["front"], "unlock the front door", "changed_words"),
        (
            "enable two-factor authentication for jon@corp.io",
            ["jon@corp.io"],
            "disable two-factor authentication for jon@corp.io",
            "changed_words",
        ),
        ("turn off the kitchen lights", ["kitchen"], "turn on the kitchen lights", "changed_words"),
        (
            "upload report.pdf to the team drive",
            ["report.pdf"],
            "download report.pdf to the team drive",
            "changed_words",
        ),
        ("buy 10 shares of AAPL", ["10", "AAPL"], "sell 10 shares of AAPL", "changed_words"),
        ("delete the file report.txt", ["report.txt"], "do not delete the file report.txt, just show it", "negation"),
        ("lock the front door", ["front"], "is the front door locked?", "question"),
        ("weather forecast for Paris tomorrow", ["Paris"], "what was the weather in Paris yesterday", "tense"),
        (
            "book a vet appointment for Rex on Monday",
            ["Rex", "Monday"],
            "book a grooming appointment for Rex on Monday",
            "changed_words",
        ),
        ("delete the file report.txt", ["report.txt"], "what is report.txt?", "changed_words"),
    ],
)
def test_a_request_that_asks_for_something_else_is_a_miss(stored: str, slots: list[str], text: str, why: str) -> None:
    assert reason(stored, slots, text) == why


@pytest.mark.parametrize(
    ("stored", "slots", "text"),
    [
        ("lock the front door", ["front"], "could you lock the front door please"),
        ("buy 10 shares of AAPL", ["10", "AAPL"], "please buy 10 AAPL shares"),
        ("turn off the kitchen lights", ["kitchen"], "turn the kitchen lights off"),
        ("weather forecast for Paris tomorrow", ["Paris"], "what's the weather forecast for Paris tomorrow?"),
    ],
)
def test_politeness_order_and_small_words_do_not_change_what_is_asked(stored: str, slots: list[str], text: str) -> None:
    assert isinstance(fit(stored, slots, text), Carried)


def test_words_another_plan_of_the_same_tools_uses_are_vouched_for() -> None:
    stored = mask("turn off the kitchen lights", ["kitchen"])
    request = mask("click off the kitchen lights")  # no synonym of "turn off" in WordNet
    kin = [mask("click off the lights in the hall", ["hall"]).wording]

    assert isinstance(compare(stored, request), Mismatch)
    assert isinstance(compare(stored, request, vouched=kin), Carried)


def test_a_synonym_stands_for_the_word_it_replaces_and_an_antonym_does_not() -> None:
    stored = mask("buy 10 shares of AAPL", ["10", "AAPL"])

    assert compare(stored, mask("purchase 3 shares of NVDA")) == Carried(slots={0: "3", 1: "NVDA"})
    assert compare(stored, mask("sell 3 shares of NVDA")) == Mismatch("changed_words", "'sell' instead of 'buy'")
    assert compare(mask("turn off the kitchen lights", ["kitchen"]), mask("switch off the hall lights")) == Carried(
        slots={0: "hall"}
    )


def test_a_word_the_plans_tools_say_of_themselves_may_replace_its_action() -> None:
    stored = mask("add dana@corp.io to #design", ["dana@corp.io", "#design"])
    request = mask("invite omar@corp.io to #launch")
    # "Invite to channel: add a person to a channel."
    told = Told(words=frozenset({"invit", "channel", "add", "person"}), names=frozenset({"invit", "channel"}))

    assert isinstance(compare(stored, request), Mismatch)
    assert compare(stored, request, told=told) == Carried(slots={0: "omar@corp.io", 1: "#launch"})
    # the tools' words vouch for what the request adds, never for what it leaves out of the plan's
    assert compare(stored, mask("omar@corp.io to #launch"), told=told) == Mismatch(
        "changed_words", "missing word(s) 'add'"
    )
    # a word only the description says ("stop the vacuum and send it to its dock") does not replace
    # the stored action
    stop = Told(words=frozenset({"stop", "vacuum", "robot", "send", "dock"}), names=frozenset({"stop", "vacuum"}))
    assert compare(mask("stop the vacuum"), mask("send the vacuum to its dock"), told=stop) == Mismatch(
        "changed_words", "missing word(s) 'stop'"
    )


def test_a_word_the_plans_tool_is_named_by_may_be_left_out_when_nothing_stands_in_its_place() -> None:
    stored = mask("add dana@corp.io to the #design channel", ["dana@corp.io", "#design"])
    told = Told(words=frozenset({"invit", "channel", "add", "person"}), names=frozenset({"invit", "channel"}))

    # "channel" goes without saying for a tool named "Invite to channel"
    assert compare(stored, mask("invite omar@corp.io to #launch"), told=told) == Carried(
        slots={0: "omar@corp.io", 1: "#launch"}
    )
    # not when another word takes its place (another object), nor in a question
    assert compare(stored, mask("invite omar@corp.io to the #launch room"), told=told) == Mismatch(
        "changed_words", "new word(s) 'room'", unaccounted=True
    )
    assert isinstance(compare(stored, mask("can omar@corp.io join #launch?"), told=told), Mismatch)


def test_a_light_verb_beside_the_stored_action_says_that_action_again() -> None:
    stored = mask("refund order 5512", ["5512"])

    assert compare(stored, mask("please issue a refund for order 9104")) == Carried(slots={0: "9104"})
    assert isinstance(compare(stored, mask("please issue an order 9104")), Mismatch)


def test_a_plan_that_takes_no_arguments_replays_for_values_its_tools_were_asked_with_others_of() -> None:
    outcome = compare(
        mask("weather in Paris"), mask("weather in Tokyo"), takes_values=False, asked=mask("weather in Oslo").values
    )

    assert outcome == Carried()


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("lock", "unlock"),
        ("enable", "disable"),
        ("follow", "unfollow"),
        ("upload", "download"),
        ("import", "export"),
        ("increase", "decrease"),
        ("on", "off"),
        ("to", "from"),
        ("locked", "unlocks"),
        ("mute", "unmute"),  # Snowball stems them "mute" and "unmut"
        ("create", "delete"),  # undoing actions WordNet does not mark as antonyms
        ("grant", "revoke"),
        ("pause", "resume"),
    ],
)
def test_opposites_are_told_by_particle_and_prefix(first: str, second: str) -> None:
    assert opposite(first, second)
    assert opposite(second, first)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("lock", "lock"),
        ("under", "understand"),
        ("do", "undo_"),
        ("in", "on"),
        ("improve", "provide"),
        ("format", "inform"),
    ],
)
def test_other_word_pairs_are_not_opposites(first: str, second: str) -> None:
    assert not opposite(first, second)


def test_polite_questions_are_commands_and_questions_about_state_are_not() -> None:
    assert read_wording("can you lock the door?").form == "command"
    assert read_wording("is the door locked?").form == "yes_no"
    assert read_wording("are there any flights to Rome?").form == "wh"
    assert read_wording("do the online check-in").form == "command"
    assert read_wording("what is the weather").form == "wh"


@pytest.mark.parametrize(("text", "name"), [("weather in Tromsø", "Tromsø"), ("email Zoë the notes", "Zoë")])
def test_a_name_with_letters_beyond_ascii_is_a_value(text: str, name: str) -> None:
    assert [value.text for value in mask(text).values] == [name]


def test_only_the_clauses_that_ask_say_whether_a_request_is_negated_when_and_in_what_form() -> None:
    told = read_wording("I can't find my boarding pass. Can you resend it?")
    late = read_wording("I lost the invite last week, can you resend it?")
    asks = read_wording("my door is open. Is it locked?")

    assert (told.negated, told.lead) == (False, stem("resend"))
    assert (late.tense, late.lead) == (frozenset(), stem("resend"))
    assert asks.form == "yes_no"  # a question after a statement is still a question


@pytest.mark.parametrize(
    "text",
    [
        "do not delete the file, just show it",  # one clause
        "the file is important. Please do not delete it",  # the asking clause says not to
        "I don't want the file deleted. Can you show it?",  # a wish tells what to do
        "we shouldn't delete the file. Show it",  # so does an obligation
        "the file is big. You will not delete it",  # "you" asks
        "I was told not to delete the file. Thanks.",  # a clause with no content asks for nothing
    ],
)
def test_a_negation_in_a_clause_that_asks_or_wishes_still_counts(text: str) -> None:
    assert read_wording(text).negated


@pytest.mark.parametrize(
    "text",
    [
        "find a phone case that is not only cheap but also sturdy",  # adds, does not deny
        "list the plugins, including but not limited to the paid ones",
        "count the characters with and without spaces",
        "I want to plan a trip to Oslo but I don't know what to do there",  # "but I …" tells
        "I'm looking for a novel to read, but I'm not sure which one. Could you recommend one?",
    ],
)
def test_words_of_negation_that_add_or_tell_do_not_negate(text: str) -> None:
    assert not read_wording(text).negated


@pytest.mark.parametrize(
    "text",
    [
        "archive the emails but don't delete them",  # no subject after "but": it still asks
        "book the room but I don't want the projector",  # a wish after "but I" asks
    ],
)
def test_a_negation_after_but_that_asks_still_counts(text: str) -> None:
    assert read_wording(text).negated


@pytest.mark.parametrize(
    ("text", "tense"),
    [
        ("what time is the last train to Paris?", set()),  # the final one
        ("undo the last deploy", set()),  # the latest one
        ("find an app that will help me sleep", set()),  # what the app will do
        ("find an engineer for my upcoming project", set()),  # what the project is, not when to ask
        ("which flights did I take last year", {"past"}),
        ("show my spending for last week", {"past"}),
        ("show my calendar for last Friday", {"past"}),  # a date masked out after "last"
        ("will it rain tomorrow", {"future"}),
    ],
)
def test_last_is_the_past_only_before_a_span_of_time_and_will_after_that_is_no_tense(
    text: str, tense: set[str]
) -> None:
    assert mask(text).wording.tense == tense


def test_a_slot_that_took_a_day_named_by_a_word_takes_a_date_or_a_word_in_its_place() -> None:
    stored = mask("find a free 30-minute slot tomorrow", ["30-minute", "tomorrow"])

    dated = compare(stored, mask("find me a free 45-minute slot on Friday"), takes_values=True)
    worded = compare(stored, mask("find a free 45-minute slot today"), takes_values=True)

    assert dated == Carried(slots={0: "45-minute", 1: "Friday"})
    assert worded == Carried(slots={0: "45-minute", 1: "today"})


def test_a_value_inside_the_text_a_slot_takes_is_part_of_it() -> None:
    stored = mask(
        "run SELECT count(*) FROM orders on the analytics database", ["SELECT count(*) FROM orders", "analytics"]
    )

    same = compare(stored, mask("run SELECT count(*) FROM orders on the analytics database"), takes_values=True)
    other = compare(stored, mask("run SELECT name FROM users on the sales database"), takes_values=True)

    assert same == Carried(slots={0: "SELECT count(*) FROM orders", 1: "analytics"})  # "FROM" reads as a code
    assert other == Carried(slots={0: "SELECT name FROM users", 1: "sales"})


def test_an_action_opposed_to_the_one_another_plan_of_the_same_tools_was_asked_for_is_a_miss() -> None:
    stored = mask("take AAPL off the watchlist", ["AAPL"])  # "start" shares a WordNet synset with "take off"
    kin = [read_wording("stop watching  ")]  # another plan calling the same tool

    alone = compare(stored, mask("start watching GOOG"), takes_values=True, vouched=kin)
    same = compare(stored, mask("stop watching GOOG"), takes_values=True, vouched=kin)

    assert alone == Mismatch("changed_words", "'start' against 'stop', asked of another plan of these tools")
    assert same == Carried(slots={0: "GOOG"})


def test_words_opposed_only_through_a_synonym_turn_a_request_around_only_as_its_action() -> None:
    # WordNet marks neither pair; each word shares a synset with the other's antonym. As the action
    # ("approve"/"reject") that is another action; beside it ("popular"/"specific" podcasts, in a
    # long request that says much else) it is no contrast of its own.
    verdict = contrast(read_wording("approve the expense report"), read_wording("reject the expense report"))
    kind = contrast(
        read_wording("recommend some popular podcasts about science"),
        read_wording("recommend some specific podcasts about science"),
    )
    marked = contrast(read_wording("find a cheap hotel in Rome"), read_wording("find an expensive hotel in Rome"))

    assert verdict == Mismatch("changed_words", "'reject' instead of 'approv'")
    assert kind is None
    assert marked is not None  # cheap/expensive: antonyms WordNet marks count wherever they stand


def test_upcoming_things_are_what_is_asked_for_and_past_ones_are_not() -> None:
    upcoming = read_wording("show my upcoming meetings")

    assert stem("upcoming") in upcoming.content
    assert contrast(upcoming, read_wording("show my past meetings")) is not None
    assert contrast(read_wording("show my meetings"), upcoming) is None


@pytest.mark.parametrize(
    ("stored", "slots", "text"),
    [
        # "going to" says when, as "will" does
        ("weather forecast for tomorrow", [], "what's the weather forecast going to be tomorrow?"),
        # a plain preposition, as "on" is
        ("run the query on the analytics database", ["analytics"], "run the query against the analytics database"),
        # words that only introduce the value after them
        ("open an issue titled 'login page crashes'", ["login page crashes"], "open an issue called 'rate limiter'"),
        ("post 'Just shipped!' on my feed", ["Just shipped!"], "post on my feed saying 'Hiring engineers'"),
    ],
)
def test_words_that_say_when_or_introduce_a_value_carry_no_action(stored: str, slots: list[str], text: str) -> None:
    assert isinstance(fit(stored, slots, text), Carried)


def test_a_word_that_introduces_a_value_is_content_with_no_value_after_it() -> None:
    assert stem("called") in read_wording("who called me yesterday?").content
    assert stem("called") not in mask("make a note called 'Ideas'").wording.content


def test_an_action_word_alone_beside_the_values_is_for_the_catalogue_to_judge() -> None:
    # every other word is a value: nothing but the action word is said in common or not
    stored = mask("schedule 'design review' tomorrow at 3pm", ["design review"])
    request = mask("put 'budget sync' tomorrow at 3pm")
    told = Told(words=frozenset({"creat", "event", "calendar"}), names=frozenset({"creat", "event", "calendar"}))
    asked: list[str] = []

    def reworded(action: str) -> bool:
        asked.append(action)
        return True

    assert compare(stored, request) == Mismatch("changed_words", "new word(s) 'put'")
    assert compare(stored, request, told=told, reworded=reworded) == Carried(slots={0: "budget sync"})
    assert asked == ["put"]
    # without the catalogue's word for the plan's tools, closeness is no evidence: values make it
    assert isinstance(compare(stored, request, reworded=reworded), Mismatch)
    # another word besides: another request altogether
    assert isinstance(compare(stored, mask("put 'budget sync' in the archive"), told=told, reworded=reworded), Mismatch)
    assert asked == ["put"]


def test_a_message_is_free_text_whatever_values_it_names() -> None:
    message = "I'll get back to you Friday"
    stored = mask(f"reply to legal@initech.co saying {message}", ["legal@initech.co", message])

    # the new message names no day: a message is its own text, not a phrase of values
    assert compare(stored, mask("reply to ana@initech.co saying I'll sign it tonight")) == Carried(
        slots={0: "ana@initech.co", 1: "I'll sign it tonight"}
    )
    # a short slot with a value inside is still a phrase that needs one ("Friday at 9:30")
    short = mask("move standup to Friday at 9:30", ["standup", "Friday at 9:30"])
    assert isinstance(compare(short, mask("move standup to the big room")), Mismatch)


def test_a_quoted_message_takes_the_place_of_one_written_out() -> None:
    message = "thanks, I'll take a look"
    stored = mask(f"reply to priya@corp.io saying {message}", ["priya@corp.io", message])

    for request in ("reply to jon@corp.io with 'see you at 5'", "reply to jon@corp.io: 'see you at 5'"):
        assert compare(stored, mask(request)) == Carried(slots={0: "jon@corp.io", 1: "see you at 5"})


def test_a_plan_is_embedded_with_its_values_masked_only_when_it_takes_arguments() -> None:
    fx = [Step.from_value({"tool_id": "fx", "arguments": {"amount": 100, "from": "USD", "to": "EUR"}})]
    news = [Step.from_value({"tool_id": "news.hacker_news"})]

    assert stored_text("convert 100 USD to EUR", fx) == "convert a number a code to a code"
    assert stored_text(" what's trending on Hacker News? ", news) == "what's trending on Hacker News?"


def test_a_value_new_to_a_plan_without_arguments_needs_its_tools_asked_with_others_of_its_kind() -> None:
    stored = mask("what is the sales tax on a $20 purchase in Boston?")
    request = mask("what is the sales tax on a $75 purchase in Boston?")
    other_amount = mask("what is the sales tax on a $40 purchase in Boston?").values
    same_amount = mask("what is the sales tax on a $20 purchase in Austin?").values

    alone = compare(stored, request, takes_values=False)
    vouched = compare(stored, request, takes_values=False, asked=other_amount)
    not_vouched = compare(stored, request, takes_values=False, asked=same_amount)

    assert isinstance(alone, Mismatch)
    assert (alone.reason, "'$75'" in alone.detail) == ("slots", True)
    assert vouched == Carried()
    assert isinstance(not_vouched, Mismatch)
    assert not_vouched.reason == "slots"


def test_only_a_particle_right_after_the_action_word_turns_it_against_a_vouching_plan() -> None:
    stored, slots = "enable two-factor for raj@corp.io", ["raj@corp.io"]
    turned_on = [read_wording("turn on MFA for user 317")]
    outcome = compare(mask(stored, slots), mask("turn off two-factor for kim@corp.io"), vouched=turned_on)
    assert outcome == Mismatch("changed_words", "turn 'off' against turn 'on', asked of another plan of these tools")
    # "to" and "from" introduce values, and a particle elsewhere in the request is no phrasal verb's.
    route, places = "directions to the stadium from the office", ["the stadium", "the office"]
    vouched = [read_wording("directions from the hotel to the gym")]
    outcome = compare(mask(route, places), mask("directions to the museum from home"), vouched=vouched)
    assert isinstance(outcome, Carried), outcome
    assert sorted(outcome.slots.values()) == ["home", "the museum"]
    assert [read_wording(text).particle for text in ("log out of slack", "help me out", "turn the alarm off")] == [
        "out",
        None,
        None,
    ]


def test_dotted_host_names_are_values() -> None:
    found = find_values("delete the TXT record for _dmarc.mail.example.org, not api.example.com or 1.20.3")

    assert [(v.kind, v.text) for v in found] == [
        ("code", "TXT"),
        ("path", "_dmarc.mail.example.org"),
        ("path", "api.example.com"),
        ("number", "1.20.3"),
    ]


def test_a_slot_of_plain_words_may_take_a_path_or_an_id_in_its_place() -> None:
    stored, slots = "protect the branch main in acme/api", ["main", "acme/api"]

    assert carried(stored, slots, "protect the branch release/1.8 in acme/web") == ["release/1.8", "acme/web"]
    assert carried(stored, slots, "protect the branch hotfix-2291 in acme/web") == ["hotfix-2291", "acme/web"]


def test_a_name_with_an_initial_or_an_apostrophe_is_one_name() -> None:
    found = find_values("add Rahul D. Mehta and Jean-Paul O'Neil from Tandem")

    assert [(v.kind, v.text) for v in found] == [
        ("name", "Rahul D. Mehta"),
        ("name", "Jean-Paul O'Neil"),
        ("name", "Tandem"),
    ]


@pytest.mark.parametrize(
    ("text", "narrowed"),
    [
        ("archive just the receipts from March", {"receipts"}),
        ("only the first two pages, please", {"first"}),
        ("export every sheet except the drafts", {"drafts"}),
        ("just archive the receipts from March", set()),  # "just" before a verb only softens
        ("the only copy of the receipts", set()),
    ],
)
def test_a_request_for_a_part_says_so_with_a_word_before_a_determiner(text: str, narrowed: set[str]) -> None:
    assert read_wording(text).narrowed == narrowed


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("how many downloads does the app have?", True),
        ("which invoices are overdue?", True),
        ("whose turn is it to cook?", True),
        ("how do I download the app?", False),  # asks how to do the action
        ("what is the weather in Oslo?", False),
        ("download the app", False),  # no question
    ],
)
def test_a_wh_question_s_first_word_after_the_wh_word_is_what_it_asks_about(text: str, subject: bool) -> None:
    assert read_wording(text).subject is subject


def test_a_handle_keeps_the_dots_in_it() -> None:
    found = find_values("mute @li.wei.88 in #eng.alerts, see https://x.io/#top and mail ana@b.io.")

    assert [(v.kind, v.text) for v in found] == [
        ("id", "@li.wei.88"),
        ("id", "#eng.alerts"),
        ("url", "https://x.io/#top"),
        ("email", "ana@b.io"),
    ]


@pytest.mark.parametrize(
    ("text", "recurring"),
    [
        ("water the ferns every other day", True),
        ("post the summary each Friday", True),
        ("back up the wiki nightly", True),
        ("pay the rent monthly to Ines", True),
        ("share the weekly report", False),  # names a thing
        ("find a flat for 900 EUR per month", False),  # a rate
        ("remind the two teams to thank each other", False),
    ],
)
def test_a_request_asked_again_and_again_says_so_by_a_span_after_every_or_an_adverb(text: str, recurring: bool) -> None:
    assert read_wording(text).recurring is recurring


def test_shorthand_for_the_next_day_is_the_next_day() -> None:
    assert read_wording("call the plumber tmrw").tense == read_wording("call the plumber tomorrow").tense == {"future"}


@pytest.mark.parametrize(
    ("text", "conditional"),
    [
        ("turn the heating off when we leave", True),
        ("if it rains tomorrow, cancel the picnic", True),
        ("water the lawn as soon as it gets dark", True),
        ("when is the pharmacy open?", False),  # asks when
        ("what happens if I miss the payment?", False),  # asks about a condition
        ("let me know if the build passes", False),  # asks whether
        ("set up a rule that files receipts when they arrive", False),  # says what the rule does
        ("move the meeting if you can", False),  # politeness
        ("when it comes to shoes, show me sneakers", False),  # regarding
    ],
)
def test_an_action_that_waits_for_a_condition_says_so_before_a_clause(text: str, conditional: bool) -> None:
    assert read_wording(text).conditional is conditional


@pytest.mark.parametrize(
    ("text", "owners"),
    [
        ("feed the neighbour's cat", {"neighbour"}),
        ("Omar's locked out again, reset his password", set()),  # "Omar is"
        ("the build's failing, rerun it", set()),
        ("I'm at my cousin's wedding, decline the call", set()),  # a verb's form after it
    ],
)
def test_whose_thing_is_read_from_a_determiner_and_an_s(text: str, owners: set[str]) -> None:
    assert read_wording(text).owners == owners


def test_midnight_and_noon_are_times() -> None:
    found = find_values("dim the porch light at midnight and raise the blinds at noon")

    assert [(v.kind, v.text) for v in found] == [("time", "midnight"), ("time", "noon")]
    # a plan that takes no time has no place for one: the request waits for it
    assert reason("dim the porch light", [], "dim the porch light at midnight") == "slots"


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("add seventy five grams of oats", [("number", "seventy five")]),
        ("set the fan to forty percent", [("amount", "forty percent")]),
        ("my pin ends four four one seven", [("number", "four four one seven")]),
        ("raise it to twenty-one", [("number", "twenty-one")]),
        ("pick the blue one", []),  # "one" alone is mostly no number
        ("queue Seven Nation Army next", [("name", "Seven Nation Army")]),  # part of a name
        ("call me at 1730 today", [("time", "1730")]),
    ],
)
def test_numbers_said_in_words_are_numbers(text: str, found: list[tuple[str, str]]) -> None:
    assert [(v.kind, v.text) for v in find_values(text)] == found


def test_a_file_name_with_spaces_ends_its_path_and_a_joining_word_does_not() -> None:
    assert [v.text for v in find_values("upload ~/reports/budget draft (v2).xlsx now")] == [
        "~/reports/budget draft (v2).xlsx"
    ]
    assert [v.text for v in find_values("copy /srv/a to notes.txt")] == ["/srv/a", "notes.txt"]


def test_one_value_of_the_request_never_fills_two_of_the_plan() -> None:
    # its one code took the currency's place, so the coin is not there a second time
    assert reason("buy ETH for 300 USD", ["ETH", "300", "USD"], "buy 3 ETH") == "slots"


def test_a_date_and_time_with_only_their_placing_words_is_a_phrase_not_free_text() -> None:
    stored, slots = "book a call with Ines next Monday at 10am", ["Ines", "next Monday at 10am"]

    assert carried(stored, slots, "book a call with Karl on Thursday at 1630") == ["Karl", "Thursday at 1630"]
    # free text would have swallowed a second person the plan has no place for
    assert reason(stored, slots, "book a call with Karl on Thursday at 1630 with Lee joining") == "slots"


def test_a_name_s_possessive_names_someone_else() -> None:
    outcome = fit("pay Lucia 40 EUR", ["Lucia", "40", "EUR"], "pay Lucia's brother 40 EUR")

    assert isinstance(outcome, Mismatch), outcome
    assert outcome.reason == "slots"
    # an id's possessive is the thing itself
    assert carried("set ticket 4411 priority to high", ["4411", "high"], "set ticket 5120's priority to low") == [
        "5120",
        "low",
    ]


def test_a_changed_unit_of_measure_is_another_amount() -> None:
    outcome = fit("mute the channel for 30 minutes", ["30"], "mute the channel for 2 hours")

    assert isinstance(outcome, Mismatch), outcome
    assert outcome.reason == "changed_words"


def test_a_question_about_what_would_come_of_the_action_asks_for_none() -> None:
    outcome = fit(
        "deploy web v1.2 to staging", ["web", "v1.2", "staging"], "what would happen if I deployed web v1.3 to prod?"
    )

    assert outcome == Mismatch("question", "one of the two requests asks what would come of doing it")


def test_a_change_by_an_amount_is_not_the_amount_itself() -> None:
    outcome = fit("set the volume to 30", ["30"], "set the volume up by 5")

    assert isinstance(outcome, Mismatch), outcome
    assert outcome.reason == "changed_words"


@pytest.mark.parametrize(
    ("text", "conditional", "supposing"),
    [
        ("water the ferns when I get home", True, False),
        ("water the ferns when you get a minute", False, False),  # asks politely
        ("could you water the ferns whenever you can?", False, False),
        ("what happens if I water the ferns twice?", False, True),
        ("can you check if the ferns were watered?", False, False),  # asks whether
    ],
)
def test_a_condition_a_polite_when_and_a_question_about_a_condition(
    text: str, conditional: bool, supposing: bool
) -> None:
    wording = read_wording(text)

    assert (wording.conditional, wording.supposing) == (conditional, supposing)


def test_a_day_and_month_with_a_slash_and_the_nth_are_dates() -> None:
    assert [(v.kind, v.text) for v in find_values("away 04/09 to 11/09, back on the 21st")] == [
        ("date", "04/09"),
        ("date", "11/09"),
        ("date", "the 21st"),
    ]
    assert carried("book a desk for June 3", ["June 3"], "book a desk for the 9th") == ["the 9th"]


@pytest.mark.parametrize(
    "request_text",
    [
        "have Lena transfer me 30 GBP",  # Lena pays: the plan pays her
        "get Lena to transfer 30 GBP",
        "ask Lena to transfer 30 GBP",
    ],
)
def test_a_value_a_verb_of_causing_puts_before_the_action_does_it(request_text: str) -> None:
    outcome = fit("transfer Marco 25 GBP", ["Marco", "25", "GBP"], request_text)

    assert isinstance(outcome, Mismatch), outcome
    assert outcome.reason in {"changed_words", "slots"}
    # the value after the action is still whom it is done to
    assert carried("transfer Marco 25 GBP", ["Marco", "25", "GBP"], "please transfer Lena 30 GBP") == [
        "Lena",
        "30",
        "GBP",
    ]


@pytest.mark.parametrize("request_text", ["stream something like Clair de Lune", "stream anything but Clair de Lune"])
def test_a_value_told_by_another_names_none(request_text: str) -> None:
    outcome = fit("stream Moonlight Sonata", ["Moonlight Sonata"], request_text)

    told = " ".join(request_text.split()[1:3])
    assert outcome == Mismatch("changed_words", f"the request tells a value by another ({told!r})")


def test_a_quantifier_opens_no_value_but_a_word_it_is_part_of_may() -> None:
    stored, slots = "restart the search service in eu-west", ["search", "eu-west"]

    assert reason(stored, slots, "restart every service in eu-west") == "slots"
    assert reason(stored, slots, "restart all services in eu-west") == "slots"
    assert carried("skip the standup on Friday", ["standup", "Friday"], "skip the all-hands on Monday") == [
        "all-hands",
        "Monday",
    ]


def test_everything_in_a_place_is_all_of_a_kind() -> None:
    stored, slots = "archive ~/inbox/old.eml to ~/archive", ["~/inbox/old.eml", "~/archive"]

    outcome = fit(stored, slots, "archive everything in ~/inbox to ~/archive")

    assert outcome == Mismatch("changed_words", "one of the two requests asks for all of a kind")


def test_a_clause_that_opens_with_a_subject_after_a_comma_tells_why() -> None:
    wording = read_wording("water the ferns, we're away until Sunday")

    assert wording.asked == frozenset({"water", "fern"})
    assert read_wording("water the ferns when you get a sec").asked == frozenset({"water", "fern"})


def test_a_value_said_to_be_the_other_end_of_a_way_is_not_carried_there() -> None:
    stored, slots = "find trains from Leeds to York on May 2", ["Leeds", "York", "May 2"]

    assert reason(stored, slots, "find trains to Hull from Derby on May 9") == "slots"
    assert carried(stored, slots, "find trains from Derby to Hull on May 9") == ["Derby", "Hull", "May 9"]
    assert carried(stored, slots, "find trains from Derby into Hull on May 9") == ["Derby", "Hull", "May 9"]


def test_a_question_about_doing_it_asks_for_none_of_it() -> None:
    stored, slots = "restart the web-01 instance", ["web-01"]

    assert reason(stored, slots, "what would restarting the web-02 instance do?") == "question"
    assert reason(stored, slots, "restart the web-02 instance twice") == "tense"


def test_a_value_likened_to_another_is_not_it_and_an_adverb_after_a_slot_is_no_part_of_it() -> None:
    stored, slots = "tag a release v1.0 for acme/api", ["v1.0", "acme/api"]

    assert reason(stored, slots, "tag a release like v1.1 for acme/api") == "changed_words"
    assert carried("pause the boiler", ["boiler"], "pause the garden pump") == ["garden pump"]
    assert reason("pause the boiler", ["boiler"], "pause the pump temporarily") == "changed_words"


def test_a_question_why_asks_for_no_action_and_an_article_is_no_word_of_a_slot() -> None:
    stored, slots = "walk from the depot to the quay", ["the depot", "the quay"]

    assert reason("switch off the attic fan", ["attic"], "why is the attic fan off?") == "question"
    # "the quay" is one word: "the pier going north" is more than a place
    assert reason(stored, slots, "walk from the depot to the pier going north") == "changed_words"
    assert carried(stored, slots, "walk from the depot to the ferry pier") == ["the depot", "the ferry pier"]


def test_what_a_chat_wraps_a_request_in_is_no_part_of_it() -> None:
    assert plain("1. **renew** `example.org` for a year ✅") == "renew example.org for a year"
    # a quoted message keeps its emoji, a degree sign is no emoji
    assert plain("post 'doors open at 6 🎉' on the page 🙂") == "post 'doors open at 6 🎉' on the page"
    assert plain("set the oven to 200°C") == "set the oven to 200°C"
    # an orchestrating agent's frame; not a wish it does not pass on
    assert plain("Task: renew example.org for a year") == "renew example.org for a year"
    assert plain("Please have the assistant renew example.org") == "renew example.org"
    assert plain("The user wants to renew example.org") == "renew example.org"
    assert plain("The user does not want to renew example.org") == "The user does not want to renew example.org"
    assert plain("Intent: renew example.org") == "renew example.org"
    assert plain("User wants example.org renewed.") == "example.org renewed."


def test_a_sign_off_after_the_ask_is_no_part_of_it_unless_a_message_may_end_with_it() -> None:
    assert plain("Please renew example.org. Thanks, Dana") == "Please renew example.org."
    assert plain("Renew example.org before Friday, thanks. - J.") == "Renew example.org before Friday, thanks."
    assert plain("Can you renew example.org? Sent from my phone") == "Can you renew example.org?"
    assert plain("renew example.org - Dana") == "renew example.org - Dana"  # no sentence ends before it
    # a message may close with its writer's name
    assert plain("email bob@x.io: see you soon. Cheers, Sam") == "email bob@x.io: see you soon. Cheers, Sam"
    assert carried("refund order A-1", ["A-1"], plain("Please refund order A-7. Thanks, Dana")) == ["A-7"]


def test_words_in_capitals_are_the_stored_request_s_words_and_codes_stay_codes() -> None:
    stored, slots = "buy 5 shares of AAPL", ["5", "AAPL"]

    assert carried(stored, slots, "BUY 7 SHARES OF AMZN") == ["7", "AMZN"]
    assert carried("turn on the coffee maker plug", ["coffee maker"], "TURN ON the kettle plug") == ["kettle"]
    assert reason("turn on the coffee maker plug", ["coffee maker"], "the coffee maker plug should be OFF") == (
        "changed_words"
    )
    # a message keeps its capitals
    email = "send an email to ana@x.io saying the contract is signed", ["ana@x.io", "the contract is signed"]
    assert carried(*email, "SEND AN EMAIL TO bob@y.io SAYING THE BUILD IS GREEN") == ["bob@y.io", "THE BUILD IS GREEN"]
    # a word in capitals that a stored value was written with stays the value's
    query = "run SELECT id FROM users on sales", ["SELECT id FROM users", "sales"]
    assert carried(*query, "run SELECT name FROM users on ops") == ["SELECT name FROM users", "ops"]


def test_a_hedge_a_desired_state_and_a_thing_said_of_a_value_ask_for_the_action() -> None:
    assert carried("lock the front door", ["front"], "maybe lock the back door?") == ["back"]
    assert carried("lock the front door", ["front"], "could you possibly lock the back door") == ["back"]
    assert carried("freeze card 4417", ["4417"], "card 5521 should be frozen") == ["5521"]
    assert reason("freeze card 4417", ["4417"], "card 5521 is frozen") == "tense"
    # a value and what it is tells the circumstances; the clause after asks
    assert mask("web-07 is wedged again. Please reboot it.").wording.reported == frozenset()
    assert mask("web-07 is wedged again").wording.reported == frozenset({"wedg"})


def test_a_currency_code_in_lower_case_is_one_where_an_amount_or_a_conversion_says_so() -> None:
    assert carried("convert 100 USD to EUR", ["100", "USD", "EUR"], "convert 2,500 sek to nok") == [
        "2,500",
        "sek",
        "nok",
    ]
    assert [v.text for v in find_values("I want to try it in eur and to pen a note")] == ["eur"]


def test_a_minus_sign_is_the_number_s_and_a_command_s_keyword_is_its_action() -> None:
    assert carried("pin a marker at 51.5072, 2.1276", ["51.5072", "2.1276"], "pin a marker at 40.7580, -73.9855") == [
        "40.7580",
        "-73.9855",
    ]
    assert [v.text for v in find_values("covid-19 cases in 10-12 regions")] == ["covid-19", "10-12"]
    stored, slots = "run SELECT name FROM users on analytics", ["SELECT name FROM users", "analytics"]
    selected = carried(stored, slots, "run SELECT email FROM users on analytics")
    assert selected == ["SELECT email FROM users", "analytics"]
    assert reason(stored, slots, "run DROP TABLE users on analytics") == "changed_words"


@pytest.mark.parametrize(
    "request_text",
    [
        "how do I shred the file b.txt?",
        "how to shred the file b.txt",
        "how can we shred the file b.txt",
        "how would you shred the file b.txt",
    ],
)
def test_a_question_about_the_way_to_do_it_asks_for_none_of_it(request_text: str) -> None:
    assert reason("shred the file a.txt", ["a.txt"], request_text) == "question"


def test_a_question_about_the_way_to_a_place_or_a_state_is_no_such_question() -> None:
    # "how is" asks about a state, "how about" suggests it, and another action word is no question
    # about the stored one's way
    assert carried("what is the wind in Oslo now", ["Oslo"], "how is the wind in Bergen now") == ["Bergen"]
    assert reason("shred the file a.txt", ["a.txt"], "how about shredding the file b.txt") == "question"
    assert read_wording("how do I get from   to  ").how
    assert not read_wording("how is the wind in  ").how
    assert not read_wording("how many files are in  ").how


@pytest.mark.parametrize(
    "request_text",
    [
        "I shredded the file b.txt",
        "the file b.txt is shredded",
        "the file b.txt was already shredded",
        "we have shredded the file b.txt",
        "shredded the file b.txt",  # a log's or a stand-up's line
    ],
)
def test_a_report_that_it_was_done_asks_for_none_of_it(request_text: str) -> None:
    assert reason("shred the file a.txt", ["a.txt"], request_text) == "tense"


@pytest.mark.parametrize(
    ("stored", "slots", "request_text"),
    [
        ("buy 5 shares of AAPL", ["5", "AAPL"], "I bought 3 shares of AAPL"),
        ("send 25 EUR to Priya", ["25", "EUR", "Priya"], "we paid Priya 25 EUR"),
        ("send 25 EUR to Priya", ["25", "EUR", "Priya"], "I sent Priya 40 EUR"),
        ("freeze card 5512", ["5512"], "card 5512 is frozen"),
    ],
)
def test_an_irregular_past_form_reports_what_was_done(stored: str, slots: list[str], request_text: str) -> None:
    assert reason(stored, slots, request_text) == "tense"


def test_an_irregular_past_form_asked_for_is_no_report() -> None:
    assert read_wording("I bought 3 shares of AAPL").reported == frozenset({"bought", "buy"})
    assert read_wording("sold 3 shares of AAPL").reported == frozenset({"sold", "sell"})
    # opening words that say how things are, or a verb ending in -eed, report nothing
    assert read_wording("based on the forecast, book a cab").reported == frozenset()
    assert read_wording("proceed with the backup").reported == frozenset()
    assert read_wording("make sure 3 shares are bought").reported == frozenset()
    assert read_wording("turn left at the bridge").reported == frozenset()


def test_a_currency_named_after_an_amount_or_as_what_it_is_turned_into_is_a_code() -> None:
    assert [(v.kind, v.text) for v in find_values("send forty euros and 12 quid, then convert $5 to yen")] == [
        ("number", "forty"),
        ("code", "euros"),
        ("number", "12"),
        ("code", "quid"),
        ("amount", "$5"),
        ("code", "yen"),
    ]
    assert find_values("the pound fell") == []  # no amount: a word
    # which of the currencies so named, the word before says: none of them is taken for the first
    qualified = find_values("convert 1500 Pakistani rupees to Singapore dollars")
    assert [v.kind for v in qualified] == ["number", "name", "name"]
    # a name that says the country is one currency's: "Indian rupees" are INR
    indian = find_values("convert 1500 Indian rupees to Singapore dollars")
    assert [v.kind for v in indian] == ["number", "code", "name"]


def test_asking_to_see_to_a_state_is_asking_for_it() -> None:
    assert read_wording("make sure the back door is locked").reported == frozenset()
    assert read_wording("I want the file deleted").reported == frozenset()
    assert read_wording("have the file   deleted").reported == frozenset()
    assert read_wording("I locked myself out").reported == frozenset({"lock"})
    assert carried("bolt the front door", ["front"], "make sure the back door is bolted") == ["back"]


def test_a_speaker_s_hesitations_and_repeated_small_words_are_no_part_of_the_request() -> None:
    assert plain("bolt the uh patio door") == "bolt the patio door"
    assert plain("um, can you bolt the um the back door") == "can you bolt the back door"
    assert plain("drive me to the ER") == "drive me to the ER"
    assert plain("post 'uh oh' in #random") == "post 'uh oh' in #random"


def test_a_word_of_direction_taken_as_a_value_takes_one_word_and_a_slot_leaves_the_action_s() -> None:
    stored, slots = "warn me if the tank is above 80", ["above", "80"]

    assert carried(stored, slots, "warn me if the tank is below 70") == ["below", "70"]
    assert reason(stored, slots, "warn me if the tank climbs over 70") == "slots"
    assert carried("shut off the lights in the den", ["den"], "shut the lights in the loft off") == ["loft"]
    # a particle the stored action does not have may be the value's: whose it is cannot be told
    assert reason("shut the lights in the den", ["den"], "shut the lights in the loft off") == "slots"
    assert reason("set my status to lunch", ["lunch"], "set my status to heads down") == "slots"


def test_a_value_told_by_its_place_beside_another_is_not_carried_unless_the_stored_one_was() -> None:
    assert (
        reason("move the Acme deal to proposal", ["Acme", "proposal"], "move the Acme deal to the next stage")
        == "slots"
    )
    assert carried("list my payments from last week", ["last week"], "list my payments from last month") == [
        "last month"
    ]


def test_on_or_off_the_stored_action_turns_a_thing_to_is_asked_again() -> None:
    stored, slots = "switch on the lamp in the den", ["den"]

    assert reason(stored, slots, "switch of the lamp in the loft") == "changed_words"  # a slip for "off"
    assert carried(stored, slots, "switch the lamp on in the loft") == ["loft"]
    assert read_wording("can you turn the porch lamp on?").switch == "on"
    assert read_wording("put   on my list").switch is None
    assert read_wording("find a slot on  ").switch is None


def test_a_clause_that_says_what_a_thing_is_and_a_dash_tell_the_circumstances() -> None:
    assert "broken" not in read_wording("ticket   is broken again, please reopen it").asked
    assert read_wording("I left my card at the bar - freeze it").asked == frozenset({"freez"})
    assert read_wording("freeze it asap").tense == frozenset({"present"})


def test_a_speaker_s_hedge_before_a_value_and_texting_s_short_words_change_nothing() -> None:
    stored, slots = "set the fan to 3", ["3"]

    assert carried(stored, slots, "set the fan to like 5") == ["5"]
    assert carried(stored, slots, "set teh fan to 5 plz thx") == ["5"]
    # a value told by another is still none ("a speed like 5" names another)
    assert reason(stored, slots, "set the fan to a speed like 5") == "changed_words"


def test_a_question_about_the_way_to_learn_something_is_answered_by_doing_it() -> None:
    assert carried("check the tide at Porthleven", ["Porthleven"], "how can I check the tide at Bude?") == ["Bude"]
    # a report of what the request's own verb did, where the stored request says it otherwise
    assert reason("den lamp off please", ["den"], "I turned off the loft lamp") == "tense"


def test_an_address_in_a_message_may_be_another_recipient() -> None:
    stored, slots = "email ana@x.io saying the contract is signed", ["ana@x.io", "the contract is signed"]

    assert reason(stored, slots, "email bob@y.io saying the build is broken, cc hr@corp.io") == "slots"
    assert carried(stored, slots, "email bob@y.io saying the build is green") == ["bob@y.io", "the build is green"]
    told = "email ana@x.io saying write to me at me@home.io", ["ana@x.io", "write to me at me@home.io"]
    assert carried(*told, "email bob@y.io saying write to me at me@work.io") == [
        "bob@y.io",
        "write to me at me@work.io",
    ]


def test_a_modal_or_an_article_at_the_edge_of_a_value_is_no_part_of_it() -> None:
    assert carried("coffee maker off", ["coffee maker"], "the space heater should be off") == ["space heater"]
    assert carried("kitchen lights off", ["kitchen"], "the bedroom lights off") == ["bedroom"]


def test_a_statement_of_what_one_does_and_a_state_reached_are_reports() -> None:
    assert read_wording("I set the thermostat to 21").reported == frozenset({"set"})
    assert read_wording("ok we lock the door at night").reported == frozenset({"lock"})
    assert read_wording("I need you to set the thermostat").reported == frozenset()
    assert read_wording("the porch lights are off").reported == frozenset({"off"})
    assert read_wording("the porch lights should be off").reported == frozenset()
    assert read_wording("are the porch lights off?").reported == frozenset()
    assert reason("set the thermostat to 19", ["19"], "I set the thermostat to 21") == "tense"
    assert reason("lights off in the porch", ["porch"], "the lights in the den are off") == "tense"
    assert reason("block card 4417", ["4417"], "card 5521 is frozen") == "tense"  # WordNet: block, freeze
    # what a slot takes says nothing of the request: "I'm on leave" is the message's
    stored = "turn on my auto-reply until June 30: I'm on holiday", ["June 30", "I'm on holiday"]
    assert carried(*stored, "turn on my auto-reply until July 2: I'm on leave") == ["July 2", "I'm on leave"]


# other orders of the same words ------------------------------------------------------------------
def test_a_place_said_before_the_thing_or_after_it_fills_the_same_slot() -> None:
    assert carried("dim the lamps in the study", ["study"], "dim the attic lamps") == ["attic"]
    assert carried("dim the study lamps", ["study"], "dim the lamps in the guest room") == ["guest room"]
    assert carried("open the gate of the barn", ["barn"], "open the paddock gate") == ["paddock"]
    # only where a place is said: "to" says where a thing goes, not whose it is
    assert reason("open the barn gate", ["barn"], "open the gate to the paddock") == "slots"


def test_a_particle_said_after_the_thing_and_an_article_left_out_still_align() -> None:
    assert carried("switch on the porch heater", ["porch"], "switch the patio heater on") == ["patio"]
    assert carried("close the garden shutters", ["garden"], "close pool shutters pls") == ["pool"]
    assert carried("close the garden shutters", ["garden"], "close: pool shutters") == ["pool"]
    # a word that describes a value is none: "my usual", "all"
    assert reason("play the rock station", ["rock"], "play my usual station") == "slots"
    assert reason("restart the billing worker in us-east", ["billing", "us-east"], "restart all workers in us-east")


def test_the_state_a_switching_verb_switches_to_asks_for_it() -> None:
    assert carried("switch off the heater in the garage", ["garage"], "the shed heater should be off") == ["shed"]
    assert carried("turn on the fan in the loft", ["loft"], "fan on in the cellar please") == ["cellar"]
    # the state reported, asked about, refused or kept is no ask
    assert reason("turn on the fan in the loft", ["loft"], "the fan in the cellar is on") == "tense"
    assert isinstance(fit("turn on the fan in the loft", ["loft"], "is the cellar fan on?"), Mismatch)
    assert reason("turn on the fan in the loft", ["loft"], "the cellar fan should not be on") == "negation"
    assert isinstance(fit("turn on the fan in the loft", ["loft"], "keep the cellar fan on"), Mismatch)
    # another verb is no switch
    assert reason("lock the shed door", ["shed"], "the barn door should be open") == "changed_words"


def test_a_speaker_s_correction_is_read_as_what_they_meant() -> None:
    assert plain("water the roses, no wait, the tulips") == "water the tulips"
    assert plain("pay 12, sorry, 15 GBP to Ola") == "pay 15 GBP to Ola"
    assert plain("pay 12 GBP to Ola - actually make it 15") == "pay 15 GBP to Ola"
    assert plain("pay 12 GBP to Ola, oh wait, to Kemi") == "pay 12 GBP to Kemi"
    assert plain("dim the hall lamps I mean desk lamps") == "dim the desk lamps"
    # what it cannot tell stays as said, for the wording to read
    assert plain("pay 12 GBP to Ola... actually never mind") == "pay 12 GBP to Ola... actually never mind"
    assert plain("pay 12 GBP to Ola, actually 9 EUR") == "pay 12 GBP to Ola, actually 9 EUR"
    assert carried("pay 20 GBP to Ola", ["20", "GBP", "Ola"], plain("pay 12, sorry, 15 GBP to Kemi")) == [
        "15",
        "GBP",
        "Kemi",
    ]
    assert (
        reason("pay 20 GBP to Ola", ["20", "GBP", "Ola"], plain("pay Kemi 12 GBP... actually never mind")) == "negation"
    )


def test_a_wake_word_a_reminder_and_what_is_asked_instead_frame_the_ask() -> None:
    assert plain("hey assistant water the roses") == "water the roses"
    assert plain("ok computer, water the roses") == "water the roses"
    assert plain("ok water the roses") == "ok water the roses"  # no one is named
    assert plain("instead of the roses, water the tulips") == "water the tulips"
    assert plain("water the tulips instead of the roses") == "water the tulips"
    assert read_wording("don't forget to water the roses").negated is False
    assert read_wording("remember to water the roses").content == read_wording("water the roses").content
    assert read_wording("I never forget to water the roses").negated is True  # what someone does


def test_corrections_of_values_put_the_new_ones_in_their_place() -> None:
    assert plain("order 4 bagels, sorry, 6 bagels") == "order 6 bagels"
    assert plain("move 90 CHF, sorry, 95 CHF to savings") == "move 95 CHF to savings"
    assert plain("dim the hall to 30 - sorry - 45%") == "dim the hall to 45%"
    assert plain("set the oven to 180 no 200") == "set the oven to 200"
    assert plain("book the room June 2 to June 4, no, June 9 to June 11") == "book the room June 9 to June 11"
    assert plain("move card 14 to done, sorry, card 41") == "move card 41 to done"
    # a time corrects a time, not the day it was said with
    assert plain("wake me Monday at 6am, no wait, 7am") == "wake me Monday at 7am"


def test_free_text_that_may_hold_more_than_the_slot_is_no_value() -> None:
    stored = ("set my away message to at the dentist", ["at the dentist"])
    assert carried(*stored, "set my away message to picking up the kids") == ["picking up the kids"]
    assert reason(*stored, "set my away message to picking up the kids pls") == "slots"
    assert reason(*stored, "set my away message to gym, no wait, at the vet") == "slots"
    assert reason(*stored, "set my away message to gym for 90 min") == "slots"


def test_a_particle_where_the_stored_request_had_one_is_no_part_of_a_value() -> None:
    assert reason("wipe down the garage bench", ["garage"], "wipe down every bench") == "slots"
    assert reason("run the weekend scene", ["weekend"], "run the usual scene") == "slots"


def test_a_quoted_ask_approved_alone_a_chat_mention_and_texting_are_read_as_the_ask() -> None:
    assert plain("> water the roses\nyes pls do it") == "water the roses"
    assert plain("> the roses look dry\nwater them pls") == "the roses look dry\nwater them pls"
    assert plain("@assistant water the roses") == "water the roses"
    assert plain("@garden-bot water the roses") == "water the roses"
    assert plain("@maya water the roses") == "@maya water the roses"  # someone else is asked
    assert read_wording("can u water the roses").content == read_wording("can you water the roses").content


def test_a_slip_of_one_letter_in_a_long_word_is_that_word() -> None:
    assert carried("vacuum the study", ["study"], "vacum the den") == ["den"]
    assert carried("archive the thread from Ola", ["Ola"], "archve the thread from Kemi") == ["Kemi"]
    # a short word, a letter changed and an English word are other words
    assert isinstance(fit("lock the shed door", ["shed"], "lok the barn door"), Mismatch)
    assert reason("close ticket 812", ["812"], "clone ticket 815") == "changed_words"
    assert reason("close ticket 812", ["812"], "clese ticket 815") == "changed_words"
    assert reason("unlock the shed door", ["shed"], "nlock the barn door") == "changed_words"  # lock or unlock?


def test_a_negation_is_never_part_of_a_value_in_another_order() -> None:
    # a slot of two words took "not attic" here once, and the negation went with it
    for request in ("do not attic lamps on", "never attic lamps on", "please don't attic lamps on"):
        assert isinstance(fit("turn on the living room lamps", ["living room"], request), Mismatch), request
    # in another order, two words for two are not told apart: "dining" is no room, "room" no lamp
    assert reason("turn the study lamps off", ["study"], "lamps off by the dining room") == "slots"
    assert carried("turn the study lamps off", ["study"], "lamps off in the dining room") == ["dining room"]


def test_a_ticker_written_in_lower_case_is_the_code_where_the_plan_took_one() -> None:
    assert carried("sell 4 shares of IBM", ["4", "IBM"], "sell 9 shares of orcl") == ["9", "ORCL"]
    # an English word, a currency, texting and two candidates are no ticker
    assert reason("sell 4 shares of IBM", ["4", "IBM"], "sell 9 shares of gold") == "slots"
    assert reason("sell 4 shares of IBM", ["4", "IBM"], "sell 9 shares of chf") == "slots"
    assert reason("sell 4 shares of IBM", ["4", "IBM"], "sell 9 shares of smth") == "slots"
    assert reason("sell 4 shares of IBM", ["4", "IBM"], "sell 9 shares of orcl or adbe") == "slots"


def test_numbers_said_with_a_or_in_pairs_of_digits_are_numbers() -> None:
    assert carried("tip Ola 20 GBP", ["Ola", "20", "GBP"], "tip Kemi a hundred and twenty GBP") == [
        "Kemi",
        "a hundred and twenty",
        "GBP",
    ]
    assert carried("reopen ticket 3107", ["3107"], "reopen ticket thirty one forty") == ["thirty one forty"]
    assert [said_number(text) for text in ("a hundred and twenty", "thirty one forty", "nine ninety")] == [
        "120",
        "3140",
        "990",
    ]
    assert said_number("five six") is None  # two digits said one by one are no pair


def test_a_quoted_line_a_request_points_at_is_its_message() -> None:
    assert plain("> the printer is fixed\npost this in #ops") == 'post "the printer is fixed" in #ops'
    stored = ("post in #team: lunch is at noon", ["#team", "lunch is at noon"])
    assert carried(*stored, plain("> the printer is fixed\npost that in #ops pls")) == ["#ops", "the printer is fixed"]
    assert plain("lock the shed, sorry, I mean the barn") == "lock the barn"


def test_an_ask_put_politely_is_the_ask() -> None:
    assert plain("I was wondering if you could water the ferns") == "water the ferns"
    assert plain("any chance you could water the ferns?") == "water the ferns?"
    assert plain("would it be possible to water the ferns?") == "water the ferns?"
    assert plain("if you don't mind, water the ferns") == "water the ferns"
    assert plain("water the ferns, if you don't mind") == "water the ferns"
    assert read_wording(plain("would you mind watering the ferns?")).lead == read_wording("water the ferns").lead
    assert read_wording("a refill of the printer is needed").content == read_wording("a refill of the printer").content
    # a permission asked for is no ask
    assert isinstance(
        fit("water the ferns in the hall", ["hall"], plain("would you mind if I watered the ferns?")), Mismatch
    )


def test_a_ticker_is_read_in_lower_case_only_where_no_code_was_written() -> None:
    stored = ("alert me when IBM tops 200", ["IBM", "200"])
    assert carried(*stored, "alert me when orcl tops 150") == ["ORCL", "150"]
    assert carried(*stored, "alert me when ORCL tops 150") == ["ORCL", "150"]
    assert isinstance(fit(*stored, "alert me when it tops 150"), Mismatch)  # "it" is no ticker


def test_a_link_ends_before_the_punctuation_after_it() -> None:
    assert [v.text for v in find_values("purge https://acme.io/docs/, please, and https://acme.io/a.")] == [
        "https://acme.io/docs/",
        "https://acme.io/a",
    ]
    assert [(v.kind, v.text) for v in find_values("move 1.5k to savings")] == [("amount", "1.5k")]


def test_another_word_for_a_stored_word_is_not_taken_for_it() -> None:
    assert reason("book a trip to the cellar", ["cellar"], "book a trip to the basement") == "slots"
    assert carried("book a trip to the cellar", ["cellar"], "book a trip to the attic") == ["attic"]


def test_a_question_ending_with_what_was_done_asks_whether_it_was() -> None:
    assert reason("stop web-01", ["web-01"], "web-02 stopped?") == "tense"
    assert reason("stop web-01", ["web-01"], "web-02 running or stopped?") == "tense"
    assert carried("stop web-01", ["web-01"], "can you stop web-02?") == ["web-02"]
    assert carried("stop web-01", ["web-01"], "could you get web-02 stopped?") == ["web-02"]


def test_a_part_of_one_is_no_count_the_plan_took() -> None:
    assert reason("set the volume to 40", ["40"], "set the volume to 0.5") == "slots"
    assert reason("dim the den lamp to 60%", ["60%"], "dim the den lamp to .5") == "slots"
    assert carried("buy 0.1 BTC", ["0.1", "BTC"], "buy 0.25 BTC") == ["0.25", "BTC"]


def test_money_with_its_sign_after_the_number_a_decimal_comma_and_a_dozen() -> None:
    assert [(v.kind, v.text) for v in find_values("send Marco 12,50 € and 950€")] == [
        ("name", "Marco"),
        ("amount", "12,50 €"),
        ("amount", "950€"),
    ]
    assert carried("send 20 EUR to Tom", ["20", "EUR", "Tom"], "send 9,90 € to Ana") == ["9,90", "€", "Ana"]
    assert [said_number(text) for text in ("a dozen", "half a dozen", "two dozen")] == ["12", "6", "24"]
    assert [v.text for v in find_values("add a dozen eggs")] == ["a dozen"]


def test_an_arrow_says_to_as_well_goes_and_a_short_unit_of_time_is_its_name() -> None:
    assert plain("EUR 40 -> USD") == "EUR 40 to USD"
    assert plain("post 'a -> b' in #eng") == "post 'a -> b' in #eng"  # a message's own
    assert (
        read_wording("and back up the payments db as well").content == read_wording("back up the payments db").content
    )
    assert read_wording("lock the shed too.").content == read_wording("lock the shed").content
    assert carried("set my status to busy for 60 minutes", ["busy", "60"], "set my status to lunch for 45 min") == [
        "lunch",
        "45",
    ]
    assert read_wording("snooze it 3 hrs").content == read_wording("snooze it 3 hours").content
    # the currencies' order is read, not the stored one kept
    assert isinstance(fit("convert 100 USD to EUR", ["100", "USD", "EUR"], plain("EUR 40 → USD")), Mismatch)


def test_a_word_shortened_from_its_first_letter_is_that_word() -> None:
    assert carried("set the volume to 40", ["40"], "set the vol to 25") == ["25"]
    assert carried("book a vet appointment for Rex", ["Rex"], "book a vet appt for Max") == ["Max"]
    # too short to tell, or not the word's letters in order
    assert reason("back up the orders database", ["orders"], "back up the users db") == "changed_words"
    assert reason("set the volume to 40", ["40"], "set the lov to 25") == "changed_words"


def test_the_words_naming_one_step_of_several_are_no_words_to_leave_out() -> None:
    stored = mask("zip ~/reports into reports.zip and get a share link for it", ["~/reports", "reports.zip"])
    names = frozenset({"zip", "compress", "share", "link", "get"})
    one = Told(words=names, names=names)  # one tool named by all those words
    two = Told(words=names, names=names, each=(frozenset({"zip", "compress"}), frozenset({"share", "link", "get"})))
    assert isinstance(compare(stored, mask("zip ~/docs into docs.zip"), told=one), Carried)
    assert isinstance(compare(stored, mask("zip ~/docs into docs.zip"), told=two), Mismatch)
    assert isinstance(compare(stored, mask("zip ~/docs into docs.zip and get a share link for it"), told=two), Carried)
    # a word of the step said, its other words may go
    assert isinstance(compare(stored, mask("zip ~/docs into docs.zip and share it"), told=two), Carried)


def test_a_thing_named_first_and_pointed_at_is_put_in_its_place() -> None:
    assert plain("the back door — lock it") == "lock the back door"
    assert plain("the kitchen lights - turn them off") == "turn the kitchen lights off"
    assert plain("Priya? send her 30 EUR") == "send Priya 30 EUR"
    # a clause tells why; a quoted message and two pronouns are left as written
    assert plain("the printer is jammed, fix it") == "the printer is jammed, fix it"
    assert plain("the team channel: post 'it works'") == "the team channel: post 'it works'"
    assert plain("the shed, lock it and check it") == "the shed, lock it and check it"
    # "her" before a noun says whose, not whom
    assert plain("Priya? send her nephew 30 EUR") == "Priya? send her nephew 30 EUR"


def test_please_and_thanks_borrowed_from_other_languages_and_a_greeting_s_apostrophes_are_filler() -> None:
    assert carried("lock the front door", ["front"], "por favor lock the back door") == ["back"]
    assert carried("lock the front door", ["front"], "bitte lock the back door, merci!") == ["back"]
    asked = plain("Hi team, hope you're well. Could you please lock the back door? Best, Ana")
    assert asked == "hope you're well. Could you please lock the back door?"


def test_a_bound_before_a_number_is_no_value_the_plan_took() -> None:
    stored = ("scale api to 3 replicas", ["api", "3"])
    for request in (
        "scale web to at least 5 replicas",
        "scale web to up to 5 replicas",
        "scale web to over 5 replicas",
    ):
        assert reason(*stored, request) == "slots", request
    assert carried(*stored, "scale web to 5 replicas") == ["web", "5"]
    assert carried("turn up the heat to 21", ["21"], "turn the heat up to 24") == ["24"]  # a particle's "up"
    # a plan that took a bound takes another of its kind
    assert carried("alert me if TSLA drops below 200", ["TSLA", "200"], "alert me if NVDA drops below 150") == [
        "NVDA",
        "150",
    ]


def test_a_name_cut_at_the_request_s_opening_word_and_a_label_given_to_another_value_miss() -> None:
    lead = ("add Ana Torres from Globex as a lead", ["Ana Torres", "Globex"])
    assert reason(*lead, "Ngozi Eze at Kwara Health, add her as a lead") == "slots"  # "Ngozi" opens it
    assert carried("send 20 EUR to Tom", ["20", "EUR", "Tom"], "Send 30 EUR to Priya") == ["30", "EUR", "Priya"]
    limit = ("set the daily limit on card 6620 to 1000", ["6620", "1000"])
    assert reason(*limit, "card 4821, daily limit: 750") == "slots"  # 4821 is the card
    assert carried(*limit, "set the daily limit to 750 on card 4821") == ["4821", "750"]


def test_money_said_approximately_is_no_sum_to_pay_and_a_setting_is() -> None:
    assert reason("pay City Power 85 EUR", ["City Power", "85", "EUR"], "pay City Power around 90 EUR") == "slots"
    assert reason("pay City Power 85 EUR", ["City Power", "85", "EUR"], "pay City Power ~€90") == "slots"
    assert carried("set the thermostat to 21", ["21"], "set the thermostat to about 22") == ["22"]


def test_free_text_ending_with_please_or_a_span_of_time_is_uncertain_though_the_stored_was_quoted() -> None:
    status = ("update my status to 'in a meeting'", ["in a meeting"])
    assert reason(*status, "update my status to heads down, bitte") == "slots"
    assert reason(*status, "update my status to commuting for an hour or two") == "slots"
    assert carried(*status, "update my status to 'commuting for an hour'") == ["commuting for an hour"]


def test_a_team_s_greeting_someone_asked_a_suggestion_and_a_longer_thanks_frame_the_ask() -> None:
    assert plain("Hi all — could someone scale search-api to 4 replicas? Cheers, Ines") == (
        "scale search-api to 4 replicas?"
    )
    assert plain("Hi, please transfer 45 EUR to Zoë. Thanks a lot, Max") == "Hi, please transfer 45 EUR to Zoë."
    assert plain("I think we should lock the shed door") == "lock the shed door"
    assert plain("might be worth muting #random") == "muting #random"
    # what was or is not to be done stays
    assert plain("we should have locked the door") == "we should have locked the door"
    assert plain("we should not lock it") == "we should not lock it"
    assert read_wording("thermostat to 18, s'il vous plaît").content == read_wording("thermostat to 18").content
    assert read_wording("lock it right this minute").content == read_wording("lock it now").content


# the twelfth writer's voices --------------------------------------------------------------------
def test_a_slot_that_says_more_or_less_than_now_is_no_value() -> None:
    # "warmer" than now is no colour the plan can take; "warm white" is
    stored, slots = "make the den lights soft white", ["den", "soft white"]
    assert reason(stored, slots, "make the den lights a little warmer") == "slots"
    assert reason(stored, slots, "make the den lights brighter") == "slots"
    assert carried(stored, slots, "make the den lights warm white") == ["den", "warm white"]


def test_a_title_that_opens_with_how_long_the_event_lasts_is_no_title() -> None:
    stored, slots = "schedule team sync next Monday at 3pm", ["team sync", "next Monday at 3pm"]
    assert reason(stored, slots, "schedule a 45-minute retro Friday at 10am") == "slots"
    assert reason(stored, slots, "schedule a 2 hour retro Friday at 10am") == "slots"
    assert carried(stored, slots, "schedule retro Friday at 10am") == ["retro", "Friday at 10am"]


def test_a_quoted_value_keeps_the_apostrophes_inside_its_words() -> None:
    stored, slots = "set my status to 'focus time' for 30 minutes", ["focus time", "30"]
    request = "set my status to 'at the vet's office' for 25 minutes"
    assert carried(stored, slots, request) == ["at the vet's office", "25"]
    assert [v.text for v in find_values("post 'Ana's back' now") if v.kind == "quoted"] == ["Ana's back"]


def test_into_and_onto_say_the_same_way_as_to_and_on() -> None:
    stored, slots = "add 2 bags of rice to the cart", ["2", "rice"]
    assert carried(stored, slots, "add 3 bags of lentils into the cart") == ["3", "lentils"]
    assert reason(stored, slots, "take 3 bags of lentils out of the cart") != ""  # not the same way


def test_a_polite_ask_about_a_thing_is_a_command_not_a_question() -> None:
    # "could the shed door be locked?" asks to lock it; "can the shed door be locked?" may ask whether
    # it has a lock, and "was it locked?" whether it was done
    assert read_wording("could the shed door be locked?").form == "command"
    assert not read_wording("could the shed door be locked?").reported
    assert read_wording("could the volume go to  ?").form == "command"
    assert read_wording("can the shed door be locked?").form == "yes_no"
    assert read_wording("would the shed door be locked by then?").form == "yes_no"
    assert read_wording("could the shed door be locked already?").form == "yes_no"
    assert read_wording("was the shed door locked?").form == "yes_no"
    assert read_wording("could you tell me if the shed door was locked?").form == "yes_no"
    assert not read_wording("  can be stopped now").reported  # "web-22 can be stopped now" asks
    assert read_wording("  has been stopped").reported  # "web-22 has been stopped" tells


def test_again_and_a_trailing_if_you_would_are_no_new_words() -> None:
    stored, slots = "send Marco 40 EUR", ["Marco", "40", "EUR"]
    assert carried(stored, slots, "send Ines 35 EUR again") == ["Ines", "35", "EUR"]
    assert plain("send Ines 35 EUR, if you would") == "send Ines 35 EUR"
    assert plain("send Ines 35 EUR if you can find her") == "send Ines 35 EUR if you can find her"
    assert plain("vacuum the hall, would you") == "vacuum the hall"
    assert carried(stored, slots, "once more, send Ines 35 EUR, ta") == ["Ines", "35", "EUR"]
    assert (
        read_wording("the back door could use locking").content == read_wording("the back door needs locking").content
    )


def test_a_crowds_action_word_said_with_a_word_of_time_vouches_only_with_it() -> None:
    # "play the next song" says what "skip this song" does; "play this song" does not
    stored = mask("skip this song")
    vouched = [read_wording("play the next song")]
    assert isinstance(compare(stored, mask("play this song"), vouched=vouched, takes_values=False), Mismatch)
    assert not action_vouched(stored.wording, read_wording("play this song"), vouched)
    assert action_vouched(stored.wording, read_wording("play the next song please"), vouched)


def test_a_number_said_with_a_half_or_digit_by_digit_with_hyphens_is_a_number() -> None:
    assert said_number("twenty two and a half") == "22.5"
    assert said_number("one and a half") == "1.5"
    assert [v.kind for v in find_values("card ending six-two-zero-one")] == ["number"]
    assert [v.kind for v in find_values("restart build-agent-3")] == ["id"]
    assert carried("set the oven to 180 degrees", ["180"], "set the oven to ninety and a half degrees") == [
        "ninety and a half"
    ]
    assert carried("freeze the card ending in 4417", ["4417"], "freeze the card ending in six-two-zero-one") == [
        "six-two-zero-one"
    ]


def test_money_said_with_its_cents_after_the_currency_is_one_amount() -> None:
    assert plain("send Ana twelve pounds fifty") == "send Ana 12.50 pounds"
    assert plain("pay Ravi 8 euros 5 cents, thanks") == "pay Ravi 8.05 euros, thanks"
    assert plain("send Ana 12 euros 50 times") == "send Ana 12 euros 50 times"  # 50 is no cents here
    assert plain("send 12 EUR 50") == "send 12 EUR 50"  # a code as written says no cents


def test_more_corrections_a_speaker_makes_are_read_as_meant() -> None:
    # after a full stop, "make that" alone, the thing named again as "one", a way or an action redone
    assert plain("water the roses. actually make that the tulips") == "water the tulips"
    assert plain("order 3 bagels, make that 5") == "order 5 bagels"
    assert plain("order 3 bagels, make it snappy") == "order 3 bagels, make it snappy"
    assert plain("rent a car for 4 days from May 2, actually make it 6 days") == "rent a car for 6 days from May 2"
    assert plain("open the side gate, sorry, I meant the back one") == "open the back gate"
    assert plain("switch the fan on, no wait, off") == "switch the fan off"
    assert plain("archive ticket 77, no, close it") == "close ticket 77"


def test_what_hurried_typing_and_chats_wrap_an_ask_in_is_left_out() -> None:
    assert plain("water teh roses") == "water the roses"
    assert plain("/water the roses") == "water the roses"
    assert plain("mind watering the roses?") == "watering the roses?"
    assert plain("feel free to water the roses") == "water the roses"
    assert plain("it's time to water the roses") == "water the roses"
    assert plain("it'd be lovely if you could water the roses") == "water the roses"
    assert plain("any way you could water the roses?") == "water the roses?"
    assert plain("dim the hall to 35 pc") == "dim the hall to 35%"
    assert plain("block card 9-1-4-2") == "block card 9142"


def test_an_ask_passed_on_is_the_user_s_own() -> None:
    assert plain("the landlord says to water the roses") == "water the roses"
    assert plain("Priya says: water the roses") == "water the roses"
    assert plain("my aunt wants the roses watered") == "I want the roses watered"
    # a wish about what is theirs, or to do it themselves, stays theirs
    assert plain("my aunt wants her roses watered") == "my aunt wants her roses watered"
    assert plain("my aunt wants to water the roses") == "my aunt wants to water the roses"
    # a text's words are a source the user quotes, not an ask passed on; an opinion is no ask
    assert plain("the ticket says: water the roses") == "the ticket says: water the roses"
    assert plain("ticket 5521 says water the roses") == "ticket 5521 says water the roses"
    assert plain("Priya says the roses should be watered") == "Priya says the roses should be watered"


def test_a_slot_s_words_are_told_apart_from_the_words_around_them() -> None:
    # a name joined by hyphens is the slot's; the words beside it are the request's
    assert carried("rotate the db-password secret", ["db-password"], "rotate the stripe-key secret") == ["stripe-key"]
    # the stored value's last word alone, or after "her" or "the", names none of its kind
    stored = ("open the living room blinds", ["living room"])
    assert carried(*stored, "open the guest room blinds") == ["guest room"]
    assert isinstance(fit(*stored, "open the room blinds"), Mismatch)
    assert isinstance(
        fit("turn off the lights in Mia's room", ["Mia's room"], "turn off the lights in my room"), Mismatch
    )
    # a name opening the stored value is a name there, as in a request: another takes its place
    assert carried("turn off the lights in Mia's room", ["Mia's room"], "turn off the lights in Leo's room") == [
        "Leo's room"
    ]
    # a label before a joined name stays with it, for carrying to drop by the argument's name
    stored = ("scale payments-api to 6 replicas", ["payments-api", "6"])
    assert carried(*stored, "scale service search-indexer to 3 replicas") == ["service search-indexer", "3"]
    # an address with a part above 255 is none
    stored = ("point docs.acme.io at 198.51.100.24", ["docs.acme.io", "198.51.100.24"])
    assert carried(*stored, "point wiki.acme.io at 198.51.100.25") == ["wiki.acme.io", "198.51.100.25"]
    assert isinstance(fit(*stored, "point wiki.acme.io at 198.51.100.300"), Mismatch)
    # after a colon, to the end, the slot takes the whole text however short the stored one was
    stored = ("post in #ops: deploy finished", ["#ops", "deploy finished"])
    assert carried(*stored, "post in #general: everyone, lunch is on me") == ["#general", "everyone, lunch is on me"]
    # an id after a colon keeps its own reading: two ids are two values where the plan took one
    assert carried("restart: web-04", ["web-04"], "restart: web-05") == ["web-05"]
    assert isinstance(fit("restart: web-04", ["web-04"], "restart: web-05 and web-06"), Mismatch)


def test_two_values_joined_where_the_plan_takes_one_are_no_slot_s() -> None:
    stored = ("water the roses in the yard", ["yard"])
    assert isinstance(fit(*stored, "water the roses in the yard and the porch"), Mismatch)
    assert isinstance(fit(*stored, "water the roses in the porch and the yard"), Mismatch)
    assert isinstance(fit("restart web-1", ["web-1"], "restart api and worker"), Mismatch)
    # a number said with "and" is one value
    assert carried("water 20 plants", ["20"], "water a hundred and ten plants") == ["a hundred and ten"]


def test_a_value_that_reads_two_ways_is_not_carried() -> None:
    stored = ("pay the gardener 60 EUR on May 9", ["the gardener", "60", "EUR", "May 9"])
    outcome = fit(*stored, "pay the gardener 60 EUR on 4/5")
    assert isinstance(outcome, Mismatch)
    assert "either way round" in outcome.detail
    assert carried(*stored, "pay the gardener 60 EUR on 24/05")[-1] == "24/05"
    outcome = fit(*stored, "pay the gardener 2.400 EUR on May 9")
    assert isinstance(outcome, Mismatch)
    assert "thousands" in outcome.detail


def test_an_id_typed_in_lower_case_is_carried_as_the_plan_wrote_its_own() -> None:
    assert carried("refund order K-1200", ["K-1200"], "refund order k-3307") == ["K-3307"]
    assert carried("refund order K-1200", ["K-1200"], "refund order 3307-k") == ["3307-k"]


def test_an_amount_s_sign_is_its_own_currency_where_another_is_named_besides() -> None:
    stored = ("convert 50 CAD to CHF", ["50", "CAD", "CHF"])
    assert carried(*stored, "convert £70 into yen") == ["70", "£", "yen"]


def test_a_day_said_as_an_ordinal_of_a_month_is_one_date() -> None:
    said = {(v.kind, v.text) for v in find_values("on the twenty-second of March or the 9th of May")}
    assert ("date", "the twenty-second of March") in said
    assert ("date", "the 9th of May") in said


def test_the_plural_of_what_the_plan_made_one_of_is_more_than_it_does() -> None:
    outcome = fit("add a note: water the ferns", ["water the ferns"], "add notes: water the ferns, feed the cat")
    assert isinstance(outcome, Mismatch)
    assert "'notes'" in outcome.detail
    # a plural inside a message is the message's
    assert carried("add a note: water the ferns", ["water the ferns"], "add a note: water the plants") == [
        "water the plants"
    ]


def test_workplace_shorthand_is_no_value_nor_part_of_one() -> None:
    assert find_values("merge it ASAP, LGTM") == []
    assert [v.text for v in find_values("due COB Thursday")] == ["COB", "Thursday"]
    stored = ("roll back billing in staging", ["billing", "staging"])
    assert carried(*stored, "roll back checkout in production ASAP") == ["checkout", "production"]


def test_held_letters_and_a_word_of_insistence_in_capitals_are_read_as_said() -> None:
    assert plain("pleeease bolt the shed door") == "please bolt the shed door"
    assert plain("bolt the shed door sooo") == "bolt the shed door so"
    assert plain("I'm OOO, bolt the shed door") == "I'm OOO, bolt the shed door"
    assert plain("bolt the shed door NOW") == "bolt the shed door now"
    assert plain("is the shed STILL open") == "is the shed still open"
    assert plain("BOLT THE SHED DOOR NOW") == "BOLT THE SHED DOOR NOW"  # all in capitals: read elsewhere
    assert plain("call me at 555 1000") == "call me at 555 1000"
    assert plain("buy 10 NVDA") == "buy 10 NVDA"
    assert carried("bolt the shed door", ["shed"], plain("pleeease bolt the barn door NOW")) == ["barn"]


def test_digits_letters_and_an_address_said_one_by_one_are_written_as_one() -> None:
    assert plain("card four oh oh two") == "card four zero zero two"
    assert plain("oh, card four two") == "oh, card four two"  # "oh" alone is no digit
    assert plain("buy ten shares of m s f t") == "buy ten shares of MSFT"
    assert plain("write to ana at mail dot example dot org today") == "write to ana@mail.example.org today"
    assert plain("meet the team at noon") == "meet the team at noon"
    assert carried("buy 4 shares of AMZN", ["4", "AMZN"], plain("buy six shares of a m d")) == ["six", "AMD"]


def test_a_verb_that_says_off_or_on_by_itself_answers_a_stored_switch() -> None:
    stored, slots = "switch the porch lamp off", ["porch"]

    assert carried(stored, slots, "kill the patio lamp") == ["patio"]
    assert reason(stored, slots, "fire up the patio lamp") == "changed_words"  # says "on"
    assert carried("turn on the heater plug", ["heater"], "fire up the fan plug") == ["fan"]


def test_a_price_said_in_pairs_of_digits_reads_two_ways() -> None:
    stored, slots = "claim 42 EUR for parking", ["42", "EUR", "parking"]
    assert reason(stored, slots, "claim thirty one twenty euros for parking") == "slots"
    assert carried("claim 42 EUR for parking", ["42", "EUR", "parking"], "claim thirty one euros for parking") == [
        "thirty one",  # one number: written as digits when it is put in the plan's argument
        "euros",
        "parking",
    ]


def test_a_date_said_in_words_is_written_as_the_plan_wrote_its_date() -> None:
    stored, slots = "rent a car in Faro from June 20", ["Faro", "June 20"]

    assert carried(stored, slots, "rent a car in Faro from the third of august") == ["Faro", "August 3"]
    assert carried(stored, slots, "rent a car in Faro from august twenty first") == ["Faro", "August 21"]
    assert carried(stored, slots, "rent a car in Faro from 3 August") == ["Faro", "3 August"]  # typed: as typed
    assert carried(stored, slots, "rent a car in Faro from the third of August") == ["Faro", "August 3"]
    assert carried(stored, slots, "rent a car in Faro from the 3rd of August") == ["Faro", "the 3rd of August"]


def test_a_currency_named_with_its_country_is_its_code_and_signed_amounts_read_with_codes() -> None:
    from toolmem.plans.values import coded_amounts, currency_code, written_date

    assert currency_code("Swiss francs") == "CHF"
    assert currency_code("US  dollars") == "USD"
    assert currency_code("francs") is None  # the money of several countries
    assert coded_amounts("claim €12.40 for lunch", "GBP") == "claim 12.40 EUR for lunch"
    assert coded_amounts("claim 12,40 € for lunch", "GBP") == "claim 12,40 EUR for lunch"
    assert coded_amounts("claim $12 for lunch", "AUD") is None  # "$" may be the plan's own dollar
    assert coded_amounts("claim 12 EUR for lunch", "GBP") is None
    assert written_date("the ninth of march", "Oct 2") == "Mar 9"
    assert written_date("march ninth", "2nd October") == "9th March"
    assert written_date("march 9", "Oct 2") is None  # typed: carried as typed
    assert written_date("the ninth of march", "2025-10-02") is None
    assert written_date("the ninth of march", "the 2nd") == "March 9"  # no month written: "Month D"


def test_a_value_misspelt_in_lower_case_is_the_stored_one_and_a_name_said_in_lower_case_is_capitalised() -> None:
    assert carried("show the checkout logs", ["checkout"], plain("show the chekout logs")) == ["checkout"]
    assert carried("show the checkout logs", ["checkout"], plain("show the billing logs")) == ["billing"]
    assert carried("show the mailer logs", ["mailer"], plain("show the mailed logs")) == ["mailed"]  # a word
    assert carried("fly to Oslo", ["Oslo"], plain("fly to san jose")) == ["San Jose"]
    assert carried("fly to Oslo", ["Oslo"], plain("fly to Bergen")) == ["Bergen"]


def test_a_date_slot_asked_again_and_again_is_no_one_off() -> None:
    stored, slots = "schedule a 30-minute retro Monday at 3pm", ["retro", "Monday at 3pm"]
    assert carried(stored, slots, "schedule a 30-minute retro Friday at 9:30") == ["retro", "Friday at 9:30"]
    assert reason(stored, slots, "schedule a 30-minute retro every weekday at 9:30") == "tense"
    # a name joined by a hyphen is the slot's alone: the words after it are read as the request's
    stored, slots = "schedule a 30-minute all-hands Monday at 3pm", ["all-hands", "Monday at 3pm"]
    outcome = fit(stored, slots, "schedule a 30-minute stand-up every weekday at 9:30")
    assert outcome == Mismatch("tense", "one of the two requests asks for it again and again")


def test_thousands_set_apart_and_cents_said_after_and_are_one_amount() -> None:
    assert plain("wire Ana 3 400 euros") == "wire Ana 3400 euros"
    assert plain("convert 12'000 Swiss francs to euros") == "convert 12000 Swiss francs to euros"
    assert plain("order 2 400 screws") == "order 2 400 screws"  # no money: two numbers, perhaps
    assert plain("claim 18 pounds and 20 pence for parking") == "claim 18.20 pounds for parking"
    assert plain("claim 18 pounds and 20 more tomorrow") == "claim 18 pounds and 20 more tomorrow"


def test_a_correction_after_a_question_mark_and_a_held_word_in_capitals() -> None:
    assert plain("wire Ana 30 euros? no, 35 euros") == "wire Ana 35 euros"
    assert plain("lock it PLEEEASE") == "lock it please"
    assert plain("I'm OOO until Monday") == "I'm OOO until Monday"


def test_free_text_said_again_after_a_dash_is_no_sure_text() -> None:
    stored, slots = "set my status to out for a walk", ["out for a walk"]

    assert carried(stored, slots, "set my status to at the dentist") == ["at the dentist"]
    assert reason(stored, slots, "set my status to at the dentist - only at the dentist, no end time") == "slots"


def test_a_sign_two_currencies_share_is_carried_only_where_the_plan_paid_in_one_of_them() -> None:
    assert currency_in_place("¥", "GBP") is None  # yen or yuan
    assert currency_in_place("¥", "JPY") == "JPY"
    assert currency_in_place("yuan", "GBP") == "CNY"
    assert currency_in_place("€", "GBP") == "EUR"


def test_a_reversing_prefix_set_apart_by_a_hyphen_opposes_the_verb() -> None:
    assert opposite("un-archive", "archive")
    assert opposite("de-register", "register")
    assert not opposite("in-house", "house")
    assert read_wording("un-follow the account").lead == stem("unfollow")


def test_a_wish_to_hear_back_once_it_is_done_is_no_part_of_the_ask() -> None:
    assert plain("water the fern at 7am and let me know once it's watered") == "water the fern at 7am"
    assert plain("archive #q2-review, and tell me when that's done") == "archive #q2-review"
    assert plain("archive #q2-review and tell me when it’s archived") == "archive #q2-review"
    assert plain("tell me when it starts") == "tell me when it starts"  # the ask itself
    assert plain("post 'tell me when it is done'") == "post 'tell me when it is done'"  # a message's words


def test_a_statement_with_why_after_it_asks_why() -> None:
    assert read_wording("the file old.txt keeps coming back, why?").why
    assert read_wording("why is the front door unlocked?").why
    assert not read_wording("delete old.txt, the one that keeps coming back").why
