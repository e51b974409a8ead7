"""The plan cache replays only what a request asks for, with the real local model.

A wrong replay is a wrong action in the world; a miss costs one model call. Each contrast kind of
the issue (another action, a negation, a question about state, another direction in time, another
object) must miss with its own reason, and value variants must replay with the new values, alone in
a workspace and among a crowd of plans that do other things.
"""

from typing import Any

import pytest

import toolmem
from toolmem.memory import Memory

pytestmark = pytest.mark.model

LOCK = ("lock the front door", [{"tool_id": "home.lock", "arguments": {"door": "front"}}])
BUY = ("buy 10 shares of AAPL", [{"tool_id": "broker.buy", "arguments": {"quantity": 10, "symbol": "AAPL"}}])
FX = ("convert 100 USD to EUR", [{"tool_id": "fx.convert", "arguments": {"amount": 100, "from": "USD", "to": "EUR"}}])
COIN = (
    "buy 500 USD worth of BTC",
    [{"tool_id": "broker.buy_crypto", "arguments": {"asset": "BTC", "amount": 500, "currency": "USD"}}],
)
DELETE = ("delete the file report.txt", [{"tool_id": "fs.delete", "arguments": {"path": "report.txt"}}])
FORECAST = ("weather forecast for Paris tomorrow", [{"tool_id": "wx.forecast", "arguments": {"city": "Paris"}}])
GRANT = ("grant admin access to user 42", [{"tool_id": "iam.grant", "arguments": {"role": "admin", "user": 42}}])
VET = (
    "book a vet appointment for Rex on Monday",
    [{"tool_id": "pets.book_vet", "arguments": {"pet": "Rex", "day": "Monday"}}],
)
EMAIL = (
    "send an email to alice@example.com saying 'lunch is ready'",
    [{"tool_id": "mail.send", "arguments": {"to": "alice@example.com", "body": "lunch is ready"}}],
)
REVIEW = (
    "approve expense report 881",
    [{"tool_id": "expenses.review", "arguments": {"report": 881, "verdict": "approve"}}],
)


def alone(mem: Memory, plan: tuple[str, list[dict[str, Any]]], request: str) -> toolmem.Lookup:
    mem.plans.store(*plan)
    return mem.plans.check(request)


@pytest.mark.parametrize(
    ("plan", "request_text", "reason"),
    [
        (LOCK, "unlock the front door", "changed_words"),
        (BUY, "sell 10 shares of AAPL", "changed_words"),
        (GRANT, "revoke admin access from user 42", "changed_words"),
        (DELETE, "do not delete the file report.txt, just show it", "negation"),
        (LOCK, "is the front door locked?", "question"),
        (FORECAST, "what was the weather in Paris yesterday", "tense"),
        (VET, "book a grooming appointment for Rex on Monday", "changed_words"),
        (FX, "convert 100 USD to francs", "slots"),  # the money of several countries
        (BUY, "I bought 10 shares of AAPL", "tense"),
        (COIN, "buy $2,000 worth of AAPL", "slots"),  # a company's shares are no coin
        (FX, "how tall is the Eiffel Tower?", "below_threshold"),
        (REVIEW, "merge expense report 881", "slots"),  # another action in the verdict's place
        (LOCK, "how do I lock the back door from the app?", "question"),
        (DELETE, "I deleted the file notes.txt", "tense"),
        (LOCK, "the back door is locked", "tense"),
    ],
)
def test_a_request_that_asks_for_something_else_misses_with_its_reason(
    mem: Memory, plan: tuple[str, list[dict[str, Any]]], request_text: str, reason: str
) -> None:
    lookup = alone(mem, plan, request_text)

    assert (lookup.hit, lookup.reason) == (None, reason)


@pytest.mark.parametrize(
    ("plan", "request_text", "arguments"),
    [
        (FX, "convert 250 GBP to JPY", {"amount": 250, "from": "GBP", "to": "JPY"}),
        (FX, "please convert 49.99 EUR into USD", {"amount": 49.99, "from": "EUR", "to": "USD"}),
        (VET, "book a vet appointment for Bella on Friday", {"pet": "Bella", "day": "Friday"}),
        (LOCK, "could you lock the back door?", {"door": "back"}),
        (
            EMAIL,
            "send an email to bob@example.com saying the build is broken",
            {"to": "bob@example.com", "body": "the build is broken"},
        ),
        (REVIEW, "reject expense report 905", {"report": 905, "verdict": "reject"}),
        (BUY, "purchase 3 shares of NVDA", {"quantity": 3, "symbol": "NVDA"}),  # WordNet synonyms
        (FX, "convert 100 USD to pounds", {"amount": 100, "from": "USD", "to": "GBP"}),
        (FX, "convert €18.50 to yen", {"amount": 18.5, "from": "EUR", "to": "JPY"}),
        (COIN, "buy forty euros worth of ETH", {"asset": "ETH", "amount": 40, "currency": "EUR"}),
    ],
)
def test_a_value_variant_replays_with_the_new_values(
    mem: Memory, plan: tuple[str, list[dict[str, Any]]], request_text: str, arguments: dict[str, Any]
) -> None:
    lookup = alone(mem, plan, request_text)

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [arguments]


def test_a_word_the_tool_lists_for_the_action_argument_replays_and_another_misses(mem: Memory) -> None:
    verdicts = {"type": "string", "enum": ["approve", "reject", "escalate"]}
    schema = {"type": "object", "properties": {"report": {"type": "integer"}, "verdict": verdicts}}
    mem.tools.add({"name": "expenses.review", "description": "Review an expense report.", "parameters": schema})
    mem.plans.store(*REVIEW)

    escalated = mem.plans.check("escalate expense report 905")
    merged = mem.plans.check("merge expense report 905")

    assert escalated.hit is not None, escalated
    assert dict(escalated.hit.steps[0].arguments) == {"report": 905, "verdict": "escalate"}
    assert (merged.hit, merged.reason) == (None, "slots")


def test_a_miss_is_journalled_with_its_reason_and_the_nearest_plan(mem: Memory) -> None:
    plan_id = mem.plans.store(*LOCK)

    assert mem.plans.lookup("unlock the front door") is None
    [event] = mem.plans.events("miss")

    assert (event.reason, event.plan_id) == ("changed_words", plan_id)
    assert event.similarity is not None
    assert event.similarity > 0.5


# a crowded workspace --------------------------------------------------------------------------
DOORS = ["front", "back", "garage", "side", "patio", "cellar"]
ROOMS = ["kitchen", "bedroom", "office", "hall", "attic"]


def crowd(mem: Memory) -> None:
    """Plans that do other things with the same words: locks (no unlock), lights on and off."""
    plans = [(f"lock the {door} door", [{"tool_id": "home.lock", "arguments": {"door": door}}]) for door in DOORS]
    plans += [
        (f"please lock the {door} door", [{"tool_id": "home.lock", "arguments": {"door": door}}]) for door in DOORS
    ]
    for room in ROOMS:
        plans.append((f"turn on the {room} lights", [{"tool_id": "home.lights_on", "arguments": {"room": room}}]))
        plans.append((f"turn off the {room} lights", [{"tool_id": "home.lights_off", "arguments": {"room": room}}]))
        plans.append(
            (f"switch off the lights in the {room}", [{"tool_id": "home.lights_off", "arguments": {"room": room}}])
        )
    mem.plans.store_many(plans)


def test_in_a_crowd_each_request_finds_the_plan_that_does_what_it_asks(mem: Memory) -> None:
    crowd(mem)

    off = mem.plans.check("switch off the lights in the garden")
    on = mem.plans.check("turn on the garden lights")
    lock = mem.plans.check("lock the shed door")

    assert off.hit is not None
    assert on.hit is not None
    assert lock.hit is not None
    assert [(s.tool_id, dict(s.arguments)) for s in off.hit.steps] == [("home.lights_off", {"room": "garden"})]
    assert [(s.tool_id, dict(s.arguments)) for s in on.hit.steps] == [("home.lights_on", {"room": "garden"})]
    assert [(s.tool_id, dict(s.arguments)) for s in lock.hit.steps] == [("home.lock", {"door": "shed"})]


def test_in_a_crowd_that_only_ever_locked_an_unlock_is_a_miss(mem: Memory) -> None:
    crowd(mem)

    assert mem.plans.check("unlock the front door").hit is None
    assert mem.plans.check("is the garage door locked?").hit is None


def test_a_wording_the_crowd_has_used_for_the_same_tools_is_vouched_for(mem: Memory) -> None:
    crowd(mem)

    # "switch" is no word of "turn off the kitchen lights", but other lights_off plans use it
    lookup = mem.plans.check("switch off the kitchen lights")

    assert lookup.hit is not None
    assert [(s.tool_id, dict(s.arguments)) for s in lookup.hit.steps] == [("home.lights_off", {"room": "kitchen"})]


# a new action word ----------------------------------------------------------------------------
CANCEL = ("cancel my open order ORD-61877", [{"tool_id": "trade.cancel", "arguments": {"order": "ORD-61877"}}])
BACKUP = ("back up the orders database", [{"tool_id": "db.backup", "arguments": {"database": "orders"}}])
DOUBLE = ("double the checkout replicas", [{"tool_id": "cloud.scale", "arguments": {"service": "checkout", "n": 6}}])


def tool(tool_id: str, description: str) -> dict[str, Any]:
    return {"id": tool_id, "name": tool_id, "description": description}


def test_a_close_request_whose_only_new_word_is_its_action_word_replays(mem: Memory) -> None:
    lookup = alone(mem, DELETE, "remove the file notes.md")

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [{"path": "notes.md"}]


def test_a_new_action_word_needs_the_closeness_the_settings_ask(mem: Memory) -> None:
    mem.plans.configure(reword=0.99)

    lookup = alone(mem, DELETE, "remove the file notes.md")

    assert (lookup.hit, lookup.reason) == (None, "changed_words")


def test_a_new_action_word_replays_only_when_the_catalogue_finds_the_plan_s_tool_first(mem: Memory) -> None:
    mem.tools.add(
        [
            tool("trade.cancel", "Cancel an open order."),
            tool("trade.track", "Track the status of an order."),
            tool("db.backup", "Back up a database."),
            tool("db.restore", "Restore a database from its latest backup."),
        ]
    )
    mem.plans.store_many([CANCEL, BACKUP])

    killed = mem.plans.check("please kill my open order ORD-88120")
    restored = mem.plans.check("restore the orders database")

    assert killed.hit is not None, killed
    assert [dict(step.arguments) for step in killed.hit.steps] == [{"order": "ORD-88120"}]
    assert (restored.hit, restored.reason) == (None, "changed_words")


def test_a_new_action_word_never_replays_values_the_stored_one_worked_out(mem: Memory) -> None:
    lookup = alone(mem, DOUBLE, "triple the checkout replicas")

    assert (lookup.hit, lookup.reason) == (None, "changed_words")


def test_undoing_against_doing_again_is_another_action(mem: Memory) -> None:
    deactivate = ("deactivate the user kate@corp.io", [{"tool_id": "iam.set", "arguments": {"user": "kate@corp.io"}}])

    lookup = alone(mem, deactivate, "reactivate the user kate@corp.io")

    assert (lookup.hit, lookup.reason, lookup.detail) == (None, "changed_words", "'reactiv' instead of 'deactiv'")


def test_a_new_action_word_that_other_tools_of_the_catalogue_name_is_another_action(mem: Memory) -> None:
    mem.tools.add(
        [
            tool("music.play_playlist", "Play a playlist."),
            tool("fs.delete_file", "Delete a file."),
            tool("notes.delete", "Delete a note."),
            tool("tasks.delete", "Delete a task from the to-do list."),
            tool("mail.delete", "Delete an email."),
        ]
    )
    mem.plans.store("play the jazz playlist", [{"tool_id": "music.play_playlist", "arguments": {"playlist": "jazz"}}])

    # No tool deletes playlists, so the search puts play_playlist first, but the tools behind it say
    # what deleting is; no tool is named "put".
    deleted = mem.plans.check("delete the jazz playlist")
    put_on = mem.plans.check("put on the jazz playlist")

    assert (deleted.hit, deleted.reason) == (None, "changed_words")
    assert put_on.hit is not None, put_on
    assert [dict(step.arguments) for step in put_on.hit.steps] == [{"playlist": "jazz"}]


def test_other_tools_named_by_a_new_action_word_do_not_count_when_one_word_is_a_way_of_the_other(
    mem: Memory,
) -> None:
    mem.tools.add(
        [
            tool("fs.delete", "Delete a file."),
            tool("gh.remove_label", "Remove a label from an issue."),
            tool("music.remove_from_playlist", "Remove a song from a playlist."),
            tool("fs.archive_file", "Archive a file."),
        ]
    )
    mem.plans.store(*DELETE)

    # To delete is a way to remove (WordNet), so the tools that remove other things do not say
    # removing is another action; archiving is no way of deleting, and no tool archiving a file is
    # behind the plan's.
    removed = mem.plans.check("remove the file notes.md")
    archived = mem.plans.check("archive the file notes.md")

    assert removed.hit is not None, removed
    assert [dict(step.arguments) for step in removed.hit.steps] == [{"path": "notes.md"}]
    assert (archived.hit, archived.reason) == (None, "changed_words")


# Words added or dropped, confirmed by the catalogue -------------------------------------------
DOOR = ("unlock the side door", [{"tool_id": "home.unlock_door", "arguments": {"door": "side"}}])
HOME = [
    tool("home.unlock_door", "Unlock a door of the house."),
    tool("home.lock_door", "Lock a door of the house."),
    tool("home.thermostat", "Set the thermostat's target temperature."),
    tool("music.play", "Play a song or a playlist."),
]


PLUMBER = "the plumber is here, can you unlock the basement door?"


def test_a_request_that_adds_words_replays_when_the_catalogue_serves_it_with_the_plan_s_tool(
    mem: Memory,
) -> None:
    mem.tools.add(HOME)

    lookup = alone(mem, DOOR, PLUMBER)

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [{"door": "basement"}]


@pytest.mark.parametrize(
    "request_text",
    [
        "can you unlock the basement door for an hour?",  # how long: the plan unlocks it for good
        "unlock the basement door remotely from the app",
        "unlock the basement door, then lock it",
    ],
)
def test_words_added_to_what_is_asked_are_more_than_the_plan_did_even_when_the_catalogue_finds_its_tool(
    mem: Memory, request_text: str
) -> None:
    mem.tools.add(HOME)

    lookup = alone(mem, DOOR, request_text)

    assert (lookup.hit, lookup.reason) == (None, "changed_words"), lookup


@pytest.mark.parametrize(
    "request_text",
    [
        "estimate how long it takes to unlock the basement door",
        "how much does it cost to unlock the basement door?",
        "undo the unlock of the basement door",
        "preview unlocking the basement door",
    ],
)
def test_a_new_word_that_asks_something_of_the_stored_action_is_not_that_action(mem: Memory, request_text: str) -> None:
    mem.tools.add(HOME)

    lookup = alone(mem, DOOR, request_text)

    assert lookup.hit is None, lookup


def test_a_word_of_its_own_for_the_action_may_reword_it_but_what_follows_the_shared_words_is_more(
    mem: Memory,
) -> None:
    mem.tools.add(HOME)
    heat = ("thermostat to 68 please", [{"tool_id": "home.thermostat", "arguments": {"temperature": 68}}])

    reworded = alone(mem, heat, "set the thermostat to 71")
    detailed = mem.plans.check("set the thermostat to 71 in the nursery")

    assert reworded.hit is not None, reworded
    assert [dict(step.arguments) for step in reworded.hit.steps] == [{"temperature": 71}]
    assert (detailed.hit, detailed.reason) == (None, "changed_words"), detailed


def test_without_the_catalogue_added_words_are_a_miss(mem: Memory) -> None:
    lookup = alone(mem, DOOR, PLUMBER)

    assert (lookup.hit, lookup.reason) == (None, "changed_words")


def test_calibration_decides_as_lookup_does_with_the_catalogue(mem: Memory) -> None:
    mem.plans.store(*DOOR)
    labelled = [(PLUMBER, ["home.unlock_door"])]

    before = mem.plans.calibrate(labelled, thresholds=[0.5])
    mem.tools.add(HOME)
    after = mem.plans.calibrate(labelled, thresholds=[0.5])

    assert [(row.hits, row.correct) for row in before.rows] == [(0, 0)]
    assert [(row.hits, row.correct) for row in after.rows] == [(1, 1)]


def test_words_the_catalogue_confirms_need_the_closeness_the_settings_ask(mem: Memory) -> None:
    mem.tools.add(HOME)
    mem.plans.configure(paraphrase=0.99)

    lookup = alone(mem, DOOR, PLUMBER)

    assert (lookup.hit, lookup.reason) == (None, "changed_words")


def test_a_word_put_where_the_stored_request_had_another_is_another_object(mem: Memory) -> None:
    mem.tools.add(HOME)  # no tool for the oven: the search still finds the thermostat first
    mem.plans.store("set the heat to 72 degrees", [{"tool_id": "home.thermostat", "arguments": {"degrees": 72}}])

    lookup = mem.plans.check("set the oven to 180 degrees")

    assert (lookup.hit, lookup.reason) == (None, "changed_words")


def test_an_added_word_that_names_a_value_the_tool_lists_is_not_what_the_plan_did(mem: Memory) -> None:
    merge = {
        "id": "gh.merge_pr",
        "name": "Merge pull request",
        "description": "Merge a pull request.",
        "parameters": {
            "type": "object",
            "properties": {
                "repo": {"type": "string"},
                "number": {"type": "integer"},
                "method": {"type": "string", "enum": ["merge", "squash", "rebase"]},
            },
        },
    }
    mem.tools.add([merge, tool("gh.close_pr", "Close a pull request.")])
    mem.plans.store(
        "merge PR #41 in rust-lang/rust",
        [{"tool_id": "gh.merge_pr", "arguments": {"repo": "rust-lang/rust", "number": 41}}],
    )

    squashed = mem.plans.check("squash merge PR #88 in acme/webapp")
    plain = mem.plans.check("please merge PR #88 in acme/webapp")

    assert (squashed.hit, squashed.reason) == (None, "changed_words")
    assert plain.hit is not None, plain
    assert [dict(step.arguments) for step in plain.hit.steps] == [{"repo": "acme/webapp", "number": 88}]


@pytest.mark.parametrize("with_tools", [False, True])
def test_a_channel_is_not_a_person(mem: Memory, with_tools: bool) -> None:
    if with_tools:
        mem.tools.add([tool("chat.mute_channel", "Mute notifications from a channel.")])
    mute = ("mute the #random channel", [{"tool_id": "chat.mute_channel", "arguments": {"channel": "#random"}}])

    person = alone(mem, mute, "mute @jordan")
    other = mem.plans.check("mute the #launch channel")

    assert person.hit is None, person
    assert other.hit is not None, other
    assert [dict(step.arguments) for step in other.hit.steps] == [{"channel": "#launch"}]


def test_a_new_word_beside_a_slot_may_be_the_rest_of_its_value(mem: Memory) -> None:
    mem.tools.add([tool("mail.search", "Search a mail folder."), tool("mail.send", "Send an email.")])
    search = ("search my sent folder for invoice", [{"tool_id": "mail.search", "arguments": {"query": "invoice"}}])

    whole = alone(mem, search, "search my sent folder for tax return")
    # one word more than a one-word slot takes: which of them are the value the plan cannot tell
    # (taking "late" would leave "tax return" for the catalogue to vouch for)
    longer = mem.plans.check("search my sent folder for late tax return")

    assert whole.hit is not None, whole
    assert [dict(step.arguments) for step in whole.hit.steps] == [{"query": "tax return"}]
    assert (longer.hit, longer.reason) == (None, "slots"), longer


@pytest.mark.parametrize("described", [True, False])
def test_an_added_word_a_parameter_speaks_of_is_more_than_the_plan_did(mem: Memory, described: bool) -> None:
    properties: dict[str, Any] = {"city": {"type": "string"}, "nights": {"type": "integer"}}
    if described:
        properties["board"] = {"type": "string", "description": "Meals included, e.g. breakfast or half board"}
    mem.tools.add(
        [
            {
                "id": "hotel.book",
                "name": "Book hotel",
                "description": "Book a hotel room in a city.",
                "parameters": {"type": "object", "properties": properties},
            },
            tool("hotel.cancel", "Cancel a hotel reservation."),
        ]
    )
    mem.plans.store(
        "book a hotel in Lisbon for 2 nights", [{"tool_id": "hotel.book", "arguments": {"city": "Lisbon", "nights": 2}}]
    )

    lookup = mem.plans.check("book a hotel in Porto for 3 nights with breakfast")

    # A parameter that speaks of meals says the plan did not ask for breakfast; without one, the
    # replay would drop it silently. Said in the clause that asks, either way it is a miss.
    assert (lookup.hit, lookup.reason) == (None, "changed_words"), lookup


def test_currencies_said_by_name_are_carried_as_codes_even_when_they_swap_places(mem: Memory) -> None:
    dollars = (
        "convert 100 dollars to euros",
        [{"tool_id": "fx.convert", "arguments": {"amount": 100, "from": "USD", "to": "EUR"}}],
    )

    swapped = alone(mem, dollars, "convert 45 euros to dollars")
    same = mem.plans.check("convert 45 dollars to euros")
    francs = mem.plans.check("convert 45 francs to euros")  # the money of several countries

    assert swapped.hit is not None, swapped
    assert [dict(step.arguments) for step in swapped.hit.steps] == [{"amount": 45, "from": "EUR", "to": "USD"}]
    assert same.hit is not None, same
    assert [dict(step.arguments) for step in same.hit.steps] == [{"amount": 45, "from": "USD", "to": "EUR"}]
    assert francs.hit is None, francs


def test_a_negation_that_only_tells_the_circumstances_does_not_turn_the_request_around(mem: Memory) -> None:
    mem.tools.add([tool("office.restart_printer", "Restart the office printer."), *HOME])
    plan = ("restart the printer", [{"tool_id": "office.restart_printer", "arguments": {}}])

    told = alone(mem, plan, "my printer isn't working. Can you restart the printer?")
    asked = mem.plans.check("the printer is printing. Please do not restart the printer")

    assert told.hit is not None, told
    assert (asked.hit, asked.reason) == (None, "negation")


def test_a_plan_whose_slots_are_plain_words_is_found_for_a_request_with_other_words_there(mem: Memory) -> None:
    # Its vector is of the request as a lookup embeds one, slot words and all: masked out, "schedule
    # a value a date" lay below τ for every other meeting.
    steps = [
        {"tool_id": "cal.create", "arguments": {"title": "meeting with the design team", "start": "tomorrow at 3pm"}}
    ]
    lookup = alone(
        mem,
        ("schedule a meeting with the design team tomorrow at 3pm", steps),
        "schedule a meeting with the sales team Friday at 10am",
    )

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [
        {"title": "meeting with the sales team", "start": "Friday at 10am"}
    ]


def test_a_name_where_the_first_word_of_the_request_stands_is_a_value_not_an_action(mem: Memory) -> None:
    # "get" carries no action, so "Milo" is the first word that could: a name, found as one in place.
    plan = (
        "get Milo in to see the vet on Friday",
        [{"tool_id": "pets.book_vet", "arguments": {"pet": "Milo", "day": "Friday"}}],
    )

    lookup = alone(mem, plan, "get Luna in to see the vet on Monday")

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [{"pet": "Luna", "day": "Monday"}]


# a crowd's action word new to it ----------------------------------------------------------------
NEWS = [
    "show me the top headlines",
    "show the latest headlines",
    "show today's news headlines",
    "list the top news headlines",
    "list the latest news stories",
    "show me the top news stories",
]
NEWS_TOOLS = [
    tool("news.headlines", "The top news headlines and stories of the day."),
    tool("weather.today", "Today's weather forecast."),
    tool("notes.create", "Create a note."),
]


def news_crowd(mem: Memory) -> None:
    """Plans that call one tool with no argument, for requests worded alike but never "fetch"."""
    mem.plans.store_many((text, [{"tool_id": "news.headlines", "arguments": {}}]) for text in NEWS)
    mem.plans.store("show today's weather", [{"tool_id": "weather.today", "arguments": {}}])


def test_a_crowd_s_plan_replays_for_an_action_word_new_to_it_when_the_catalogue_serves_it(mem: Memory) -> None:
    news_crowd(mem)
    request = "fetch the biggest stories in the news"

    bare = mem.plans.check(request)
    mem.tools.add(NEWS_TOOLS)
    served = mem.plans.check(request)

    assert (bare.hit, bare.reason) == (None, "changed_words"), bare
    assert served.hit is not None, served
    assert [step.tool_id for step in served.hit.steps] == ["news.headlines"]


def test_a_crowd_s_action_word_new_to_it_misses_when_another_tool_of_the_catalogue_is_named_by_it(
    mem: Memory,
) -> None:
    news_crowd(mem)
    mem.tools.add([*NEWS_TOOLS, tool("news.summarize", "Summarize a news story.")])

    lookup = mem.plans.check("summarize the biggest stories in the news")

    assert (lookup.hit, lookup.reason) == (None, "changed_words"), lookup


SITES = {
    "news.hacker_news": [
        "what's trending on Hacker News?",
        "show me the top stories on Hacker News",
        "any interesting posts on Hacker News today",
    ],
    "news.product_hunt": [
        "what's trending on Product Hunt?",
        "show me today's launches on Product Hunt",
        "any new products on Product Hunt today",
    ],
    "tax.sales_tax": [
        "what is the sales tax on a $20 purchase in Boston?",
        "what is the sales tax on a $40 purchase in Nashville?",
        "what is the sales tax on a $15 purchase in Austin?",
    ],
}


def test_plans_without_arguments_are_found_by_the_names_they_were_asked_with(mem: Memory) -> None:
    """A plan that takes no argument is stored by its request as written: the site it names is
    what chose its tool. A name none of its tools' requests used is a miss; values its tools were
    asked with several of ("$20 … in Boston", "$40 … in Nashville") are not."""
    mem.plans.store_many((text, [{"tool_id": tool_id}]) for tool_id, texts in SITES.items() for text in texts)

    named = mem.plans.check("what's trending on Product Hunt today?")
    other_site = mem.plans.check("what's trending on Reddit?")
    other_city = mem.plans.check("what is the sales tax on a $75 purchase in Denver?")

    assert named.hit is not None, named
    assert [step.tool_id for step in named.hit.steps] == ["news.product_hunt"]
    assert (other_site.hit, other_site.reason) == (None, "slots"), other_site
    assert "Reddit" in other_site.detail
    assert other_city.hit is not None, other_city
    assert [step.tool_id for step in other_city.hit.steps] == ["tax.sales_tax"]


def test_a_lone_plan_without_arguments_does_not_replay_for_another_name(mem: Memory) -> None:
    mem.plans.store("what's trending on Hacker News?", [{"tool_id": "news.hacker_news"}])

    same = mem.plans.check("what's trending on Hacker News right now?")
    other = mem.plans.check("what's trending on Reddit right now?")

    assert same.hit is not None, same
    assert (other.hit, other.reason) == (None, "slots"), other


# acronyms -------------------------------------------------------------------------------------
def test_an_acronym_spelt_out_replays_with_the_request_s_values(mem: Memory) -> None:
    steps = [{"tool_id": "gh.approve", "arguments": {"pr": 42, "repo": "acme/webapp"}}]
    plan = ("approve PR #42 in acme/webapp", steps)

    lookup = alone(mem, plan, "please approve pull request #1033 in psf/requests")

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [{"pr": 1033, "repo": "psf/requests"}]


def test_an_acronym_is_never_written_into_a_value_the_replay_carries(mem: Memory) -> None:
    plan = (
        "ping the QA channel saying build 12 is green",
        [{"tool_id": "chat.post", "arguments": {"channel": "C042", "text": "build 12 is green"}}],
    )

    # Written as the stored request writes it, the message would say "QA passed build 13".
    lookup = alone(mem, plan, "ping the channel saying quality assurance passed build 13")

    assert (lookup.hit, lookup.reason, lookup.detail) == (None, "slots", "no value for the value 'QA'")


# a new action word the tool's own name speaks of -----------------------------------------------
MONEY = [
    {"id": "pay.send_money", "name": "Send money", "description": "Send money to one of your contacts."},
    {"id": "fs.copy", "name": "Copy", "description": "Duplicate a file or a folder."},
    {"id": "fs.move", "name": "Move", "description": "Move or rename a file."},
    {"id": "fx.convert", "name": "Convert currency", "description": "Turn an amount in one currency into another."},
    {
        "id": "fx.rates",
        "name": "Exchange rates",
        "description": "What one currency is worth in another, on a given day.",
    },
    {"id": "email.send", "name": "Send email", "description": "Send an email."},
    {"id": "email.forward", "name": "Forward email", "description": "Forward an email to someone else."},
]


def test_a_new_action_word_wordnet_relates_to_the_tool_s_name_replays_when_no_tool_is_named_by_it(
    mem: Memory,
) -> None:
    mem.tools.add(MONEY)
    mem.plans.store(
        "send Sam 20 USD", [{"tool_id": "pay.send_money", "arguments": {"to": "Sam", "amount": 20, "currency": "USD"}}]
    )

    # To transfer is to send (WordNet), the tool is named "send", and no tool is named "transfer";
    # the catalogue's search puts currency conversion first for the request, so it cannot say.
    assert mem.tools.search("transfer 60 GBP to Marco", k=1)[0].id != "pay.send_money"
    lookup = mem.plans.check("transfer 60 GBP to Marco")

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [{"to": "Marco", "amount": 60, "currency": "GBP"}]


def test_a_new_action_word_another_tool_is_named_by_is_that_tool_s_action(mem: Memory) -> None:
    mem.tools.add(MONEY)
    mem.plans.store(
        "send bob@corp.io an email saying the build is green",
        [{"tool_id": "email.send", "arguments": {"to": "bob@corp.io", "body": "the build is green"}}],
    )

    # To forward is to send too, but the catalogue has a tool for forwarding.
    lookup = mem.plans.check("forward ann@corp.io an email saying the build is red")

    assert (lookup.hit, lookup.reason) == (None, "changed_words")


# what a value cannot be -------------------------------------------------------------------------
REMIND = (
    "remind me in 20 minutes to move the car",
    [{"tool_id": "reminders.create", "arguments": {"text": "move the car", "at": "2026-03-02T14:50:00"}}],
)
REMIND_ON = (
    "remind me on March 4 at 9am to call the bank",
    [{"tool_id": "reminders.create", "arguments": {"text": "call the bank", "at": "2026-03-04T09:00:00"}}],
)


@pytest.mark.parametrize("request_text", [REMIND[0], "remind me in 20 minutes to water the ferns"])
def test_a_time_worked_out_from_the_moment_a_plan_was_stored_is_never_replayed(mem: Memory, request_text: str) -> None:
    lookup = alone(mem, REMIND, request_text)

    assert (lookup.hit, lookup.reason) == (None, "tense")
    assert lookup.detail == "the plan's '2026-03-02T14:50:00' was worked out when it was stored"


def test_a_time_worked_out_from_a_day_of_the_calendar_stays_right(mem: Memory) -> None:
    lookup = alone(mem, REMIND_ON, REMIND_ON[0])

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [REMIND_ON[1][0]["arguments"]]


def test_words_that_describe_a_value_without_naming_it_are_no_value(mem: Memory) -> None:
    assign = ("assign ticket 6002 to Jonas", [{"tool_id": "desk.assign", "arguments": {"ticket": 6002, "to": "Jonas"}}])
    mem.plans.store(*assign)

    named = mem.plans.check("assign ticket 7034 to Priya")
    described = mem.plans.check("assign ticket 7034 to whoever is on call")

    assert named.hit is not None, named
    assert [dict(step.arguments) for step in named.hit.steps] == [{"ticket": 7034, "to": "Priya"}]
    assert (described.hit, described.reason) == (None, "slots")


def test_a_name_after_a_title_is_carried_whole(mem: Memory) -> None:
    cancel = (
        "cancel Pepper's vet appointment on Thursday",
        [{"tool_id": "pets.cancel_vet", "arguments": {"pet": "Pepper", "day": "Thursday"}}],
    )

    lookup = alone(mem, cancel, "cancel the vet appointment for Mr. Whiskers on June 30")

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [{"pet": "Mr. Whiskers", "day": "June 30"}]


def test_an_article_and_a_noun_do_not_spell_an_acronym(mem: Memory) -> None:
    volume = ("set the volume to 40", [{"tool_id": "music.volume", "arguments": {"level": 40}}])

    # "the volume" spells T V: read as "TV", the request would set the music's volume
    lookup = alone(mem, volume, "set the TV volume to 40")

    assert (lookup.hit, lookup.reason) == (None, "slots")


# what a request says it does ---------------------------------------------------------------------
def test_in_a_crowd_a_particle_opposite_the_one_a_vouching_plan_was_asked_with_is_another_action(
    mem: Memory,
) -> None:
    enable = "iam.enable_mfa"
    mem.plans.store_many(
        [
            ("enable two-factor for raj@corp.io", [{"tool_id": enable, "arguments": {"user": "raj@corp.io"}}]),
            ("turn on MFA for user 317", [{"tool_id": enable, "arguments": {"user": "user 317"}}]),
            ("require 2FA for kate@corp.io", [{"tool_id": enable, "arguments": {"user": "kate@corp.io"}}]),
        ]
    )

    lookup = mem.plans.check("turn off two-factor for raj@corp.io")

    assert (lookup.hit, lookup.reason) == (None, "changed_words")
    assert lookup.detail == "turn 'off' against turn 'on', asked of another plan of these tools"


DRAFT = (
    "draft an email to ravi@kestrel.io with subject 'Q2 numbers' saying I'll send the spreadsheet tonight",
    [
        {
            "tool_id": "mail.draft",
            "arguments": {
                "to": "ravi@kestrel.io",
                "subject": "Q2 numbers",
                "body": "I'll send the spreadsheet tonight",
            },
        }
    ],
)


def test_a_long_request_alike_in_all_but_its_action_word_is_not_reworded(mem: Memory) -> None:
    sending = DRAFT[0].replace("draft", "send", 1)

    lookup = alone(mem, DRAFT, sending)

    assert (lookup.hit, lookup.reason) == (None, "changed_words")


def test_without_the_catalogue_a_new_action_word_needs_a_close_phrase_too(mem: Memory) -> None:
    mem.plans.configure(reword_phrase=0.99)

    lookup = alone(mem, DELETE, "remove the file notes.md")

    assert (lookup.hit, lookup.reason) == (None, "changed_words")


# the form and the time a request asks in ---------------------------------------------------------
LOCKED = ("is the garage door locked?", [{"tool_id": "home.lock_state", "arguments": {"door": "garage"}}])


def test_a_command_to_find_out_whether_asks_the_yes_no_question(mem: Memory) -> None:
    asked = alone(mem, LOCKED, "can you check whether the garage door is locked?")

    assert asked.hit is not None, asked
    assert [dict(step.arguments) for step in asked.hit.steps] == [{"door": "garage"}]


def test_finding_out_whether_is_no_command_to_do_it(mem: Memory) -> None:
    lookup = alone(mem, LOCK, "check whether the front door is locked")

    assert (lookup.hit, lookup.reason) == (None, "question")


def test_a_negation_said_over_one_the_stored_request_had_already_turns_it_around(mem: Memory) -> None:
    close = ("close PR #88 in acme/web without merging", [{"tool_id": "gh.close_pr", "arguments": {"number": 88}}])

    again = alone(mem, close, "close PR #91 in acme/web without merging")
    negated = mem.plans.check("do not close PR #88 in acme/web without merging")

    assert again.hit is not None, again
    assert (negated.hit, negated.reason) == (None, "negation")


def test_a_question_about_what_the_command_s_word_names_is_no_command(mem: Memory) -> None:
    upvote = ("upvote post 9120", [{"tool_id": "social.upvote", "arguments": {"post": 9120}}])

    counted = alone(mem, upvote, "how many upvotes does post 9120 have?")
    again = mem.plans.check("upvote post 9121")

    assert (counted.hit, counted.reason) == (None, "question")
    assert counted.detail == "a question about 'upvotes' against a command to 'upvote'"
    assert again.hit is not None, again


def test_a_request_for_only_a_part_of_what_the_plan_acted_on_is_another_request(mem: Memory) -> None:
    mem.tools.add(
        [
            tool("shop.refund_order", "Refund an order."),
            tool("shop.track_order", "Track where an order is."),
            tool("shop.reorder", "Order the same items again."),
        ]
    )
    refund = ("refund order 7781", [{"tool_id": "shop.refund_order", "arguments": {"order": 7781}}])

    # The tool takes no item: replayed, the plan would refund the whole order
    part = alone(mem, refund, "refund only the headphones from order 7781, the cable can stay")
    whole = mem.plans.check("refund order 7790")

    assert (part.hit, part.reason) == (None, "changed_words")
    assert part.detail == "one of the two requests asks for only a part ('headphones')"
    assert whole.hit is not None, whole


def test_a_person_described_by_who_they_are_is_no_name_to_carry(mem: Memory) -> None:
    arguments = {"to": "Ken", "amount": 30, "currency": "USD"}
    send = ("send 30 USD to Ken", [{"tool_id": "pay.send", "arguments": arguments}])

    described = alone(mem, send, "send 50 USD to my plumber")
    named = mem.plans.check("send 50 USD to Ingrid")

    assert (described.hit, described.reason) == (None, "slots")
    assert named.hit is not None, named
    assert [dict(step.arguments) for step in named.hit.steps] == [{"to": "Ingrid", "amount": 50, "currency": "USD"}]


def test_a_list_that_grew_is_not_carried_in_part(mem: Memory) -> None:
    split = (
        "split 60 USD between Marco and Tom",
        [{"tool_id": "pay.split", "arguments": {"amount": 60, "currency": "USD", "people": ["Marco", "Tom"]}}],
    )

    # Aligned name for name, "Marco and Tom" became "Lena" and "Omar", and Tom was left out
    lookup = alone(mem, split, "split 90 USD between Lena, Tom and Omar")

    assert (lookup.hit, lookup.reason) == (None, "slots"), lookup


@pytest.mark.parametrize("request_text", ["send 45 USD to Omar every month", "send 45 USD to Omar tmrw"])
def test_a_payment_asked_again_and_again_or_for_another_day_is_not_the_one_made_now(
    mem: Memory, request_text: str
) -> None:
    mem.tools.add([tool("pay.send", "Send money to a contact."), tool("pay.request", "Ask a contact for money.")])
    arguments = {"to": "Ken", "amount": 30, "currency": "USD"}
    send = ("send 30 USD to Ken", [{"tool_id": "pay.send", "arguments": arguments}])

    lookup = alone(mem, send, request_text)

    assert (lookup.hit, lookup.reason) == (None, "tense"), lookup


@pytest.mark.parametrize(
    "request_text", ["lock the front door when we go to bed", "once the movers are gone, lock the front door"]
)
def test_an_action_that_waits_for_something_is_not_the_one_done_now(mem: Memory, request_text: str) -> None:
    lookup = alone(mem, LOCK, request_text)

    assert (lookup.hit, lookup.reason) == (None, "tense"), lookup
    assert lookup.detail == "one of the two requests waits for something to happen"


@pytest.mark.parametrize("request_text", ["delete every file in ~/Downloads", "delete all files except notes.md"])
def test_all_of_a_kind_is_not_the_one_thing_the_plan_acted_on(mem: Memory, request_text: str) -> None:
    # with a catalogue that serves the request with the plan's tool
    mem.tools.add([tool("fs.delete", "Delete a file."), tool("fs.read", "Read a file."), tool("fs.move", "Move it.")])

    lookup = alone(mem, DELETE, request_text)

    assert (lookup.hit, lookup.reason) == (None, "changed_words"), lookup


THERMOSTAT = ("set the thermostat to 70", [{"tool_id": "home.thermostat", "arguments": {"degrees": 70}}])


@pytest.mark.parametrize(
    ("request_text", "detail"),
    [
        ("set the thermostat 3 degrees warmer", "one of the two requests changes an amount by another ('warmer')"),
        ("set my dad's thermostat to 65", "one of the two requests names whose it is ('dad')"),
    ],
)
def test_a_change_by_an_amount_or_someone_else_s_device_is_another_request(
    mem: Memory, request_text: str, detail: str
) -> None:
    mem.tools.add(HOME)  # the catalogue serves both with the thermostat

    lookup = alone(mem, THERMOSTAT, request_text)
    plain = mem.plans.check("set the thermostat to 65")

    assert (lookup.hit, lookup.reason, lookup.detail) == (None, "changed_words", detail)
    assert plain.hit is not None, plain


def test_a_second_value_joined_to_a_slot_s_is_more_than_the_plan_does(mem: Memory) -> None:
    mem.tools.add(HOME)

    # the plan locks one door: replayed, the garage would stay open
    lookup = alone(mem, LOCK, "lock the front and side doors")

    assert (lookup.hit, lookup.reason) == (None, "slots"), lookup
    assert lookup.detail == "another value joined to 'front', where the plan takes one"


def test_a_code_the_tool_took_in_capitals_is_carried_in_capitals(mem: Memory) -> None:
    typed = (
        "convert 100 usd to eur",
        [{"tool_id": "fx.convert", "arguments": {"amount": 100, "from": "USD", "to": "EUR"}}],
    )

    again = alone(mem, typed, typed[0])
    worded = mem.plans.check("convert 250 pounds to yen")  # currencies by their names: their codes

    assert again.hit is not None, again
    assert [dict(step.arguments) for step in again.hit.steps] == [{"amount": 100, "from": "USD", "to": "EUR"}]
    assert worded.hit is not None, worded
    assert [dict(step.arguments) for step in worded.hit.steps] == [{"amount": 250, "from": "GBP", "to": "JPY"}]


@pytest.mark.parametrize(
    "quoted",
    [
        '"convert 250 GBP to JPY"',
        "“convert 250 GBP to JPY”",
        "`convert 250 GBP to JPY`",
        "- **convert** `250` GBP to JPY 💱",
    ],
)
def test_a_request_quoted_whole_or_dressed_by_a_chat_is_the_request(mem: Memory, quoted: str) -> None:
    lookup = alone(mem, FX, quoted)

    assert lookup.hit is not None, lookup
    assert [dict(step.arguments) for step in lookup.hit.steps] == [{"amount": 250, "from": "GBP", "to": "JPY"}]


PLUG_OFF = (
    "cut power to the heater plug",
    [{"tool_id": "home.set_plug", "arguments": {"plug": "heater", "on": False}}],
)


def test_a_request_turning_a_thing_on_misses_a_plan_whose_flag_turns_it_off(mem: Memory) -> None:
    # the stored request says neither on nor off; its flag does
    mem.plans.store(*PLUG_OFF)

    assert mem.plans.check("switch on the heater plug").hit is None
    assert mem.plans.check("the heater plug can be switched on").hit is None
    lookup = mem.plans.check("cut power to the kettle plug")
    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"plug": "kettle", "on": False}


def test_a_polite_ask_about_a_thing_replays_and_its_opposite_misses(mem: Memory) -> None:
    mem.plans.store(*LOCK)

    lookup = mem.plans.check("could the garage door be locked?")
    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"door": "garage"}
    assert mem.plans.check("could the garage door be unlocked?").hit is None
    assert mem.plans.check("was the garage door locked?").hit is None


def test_a_number_said_with_a_half_is_carried_as_the_number(mem: Memory) -> None:
    mem.plans.store("set the thermostat to 21 degrees", [{"tool_id": "home.heat", "arguments": {"temperature": 21}}])

    lookup = mem.plans.check("set the thermostat to nineteen and a half degrees")

    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"temperature": 19.5}


def test_money_said_with_its_cents_after_the_currency_replays_as_one_amount(mem: Memory) -> None:
    mem.plans.store(
        "send Marco 40 EUR",
        [{"tool_id": "pay.send", "arguments": {"recipient": "Marco", "amount": 40, "currency": "EUR"}}],
    )

    lookup = mem.plans.check("send Ana twelve pounds fifty")

    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"recipient": "Ana", "amount": 12.5, "currency": "GBP"}


def test_a_crowds_plan_that_takes_no_argument_needs_a_question_word_some_neighbour_used(mem: Memory) -> None:
    # a crowd of plans taking no argument replays for wording its neighbours share; a question
    # whose first content word none of them used is another question
    for city in ("Rome", "Paris", "Oslo", "Lima", "Kyoto", "Quito", "Accra"):
        mem.plans.store(f"what tours are available in {city}?", [{"tool_id": "trips.tours", "arguments": {}}])

    assert mem.plans.check("what tours are available in Porto?").hit is not None
    assert mem.plans.check("what kind of tours are available in Porto?").hit is None


FAN_ON = (
    "switch the ceiling fan plug on",
    [{"tool_id": "home.set_plug", "arguments": {"plug": "ceiling fan", "on": True}}],
)


def test_a_switch_said_the_other_way_turns_the_plan_s_flag_with_it(mem: Memory) -> None:
    mem.plans.store(*FAN_ON)

    lookup = mem.plans.check("switch the desk lamp plug off")

    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"plug": "desk lamp", "on": False}


def test_a_plan_s_steps_asked_in_the_other_order_miss(mem: Memory) -> None:
    mem.plans.store(
        "water the orchid pot and fill the cat bowl",
        [
            {"tool_id": "garden.water", "arguments": {"plant": "orchid"}},
            {"tool_id": "pets.feed", "arguments": {"pet": "cat"}},
        ],
    )

    assert mem.plans.check("water the fern pot and fill the dog bowl").hit is not None
    lookup = mem.plans.check("fill the cat bowl and water the orchid pot")
    assert lookup.hit is None, lookup
    assert "another order" in lookup.detail


@pytest.mark.parametrize(
    "request_text", ["water the fern and the cactus", "water the fern, the cactus too", "water the cactus & the fern"]
)
def test_a_second_thing_joined_to_the_one_the_plan_takes_misses(mem: Memory, request_text: str) -> None:
    mem.plans.store("water the orchid", [{"tool_id": "garden.water", "arguments": {"plant": "orchid"}}])

    assert mem.plans.check(request_text).hit is None


def test_a_request_naming_the_thing_first_without_the_verb_replays(mem: Memory) -> None:
    schema = {"type": "object", "properties": {"room": {"type": "string"}, "speed": {"type": "integer"}}}
    mem.tools.add({"name": "home.set_fan", "description": "Set a room's fan speed in percent.", "parameters": schema})
    mem.plans.store(
        "set the attic fan to 30%", [{"tool_id": "home.set_fan", "arguments": {"room": "attic", "speed": 30}}]
    )

    lookup = mem.plans.check("cellar fan to 55%")

    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"room": "cellar", "speed": 55}


def test_a_thing_s_number_written_no_is_no_negation(mem: Memory) -> None:
    mem.plans.store(*REVIEW)

    lookup = mem.plans.check("approve expense report no. 1204")
    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"report": 1204, "verdict": "approve"}


def test_an_instruction_passed_on_replays_and_a_wish_about_their_own_thing_misses(mem: Memory) -> None:
    mem.plans.store(*REVIEW)

    lookup = mem.plans.check("the finance lead says approve expense report 913")
    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"report": 913, "verdict": "approve"}
    assert mem.plans.check("my colleague wants his expense report 913 approved").hit is None


@pytest.mark.model
def test_a_slot_word_that_is_also_a_verb_is_no_action_where_another_verb_opens_the_request(mem: Memory) -> None:
    steps = [{"tool_id": "home.light_colour", "arguments": {"room": "lounge", "colour": "blue"}}]
    mem.plans.store("make the lounge lights blue", steps)

    lookup = mem.plans.check("make the study lights red")

    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"room": "study", "colour": "red"}


def test_a_slot_word_that_is_the_action_is_read_after_framing_words(mem: Memory) -> None:
    steps = [{"tool_id": "gh.review", "arguments": {"pr": 88, "verdict": "approve"}}]
    mem.plans.store("go ahead and approve PR #88", steps)

    assert mem.plans.check("go ahead and merge PR #91").hit is None  # another action, no verdict
    lookup = mem.plans.check("go ahead and reject PR #91")
    assert lookup.hit is not None, lookup
    assert dict(lookup.hit.steps[0].arguments) == {"pr": 91, "verdict": "reject"}


def test_steps_whose_values_are_said_twice_are_placed_by_the_clauses_that_ask_for_them(mem: Memory) -> None:
    mem.plans.store(
        "snapshot the billing volume, then upgrade billing to 3.1",
        [
            {"tool_id": "disk.snapshot", "arguments": {"volume": "billing"}},
            {"tool_id": "app.upgrade", "arguments": {"app": "billing", "version": "3.1"}},
        ],
    )

    assert mem.plans.check("snapshot the billing volume and then upgrade billing to 3.2").hit is not None
    lookup = mem.plans.check("upgrade billing to 3.1, then snapshot the billing volume")
    assert lookup.hit is None, lookup
    assert "another order" in lookup.detail


@pytest.mark.model
@pytest.mark.parametrize(
    "request_text",
    ["dry run: rotate the signing key for tenant acme", "simulate rotating the signing key for tenant acme"],
)
def test_a_request_to_try_the_action_out_misses(mem: Memory, request_text: str) -> None:
    mem.plans.store(
        "rotate the signing key for tenant globex", [{"tool_id": "keys.rotate", "arguments": {"tenant": "globex"}}]
    )

    assert mem.plans.check("rotate the signing key for tenant acme").hit is not None
    lookup = mem.plans.check(request_text)
    assert lookup.hit is None, lookup


@pytest.mark.model
def test_a_verb_undone_by_a_hyphened_prefix_misses(mem: Memory) -> None:
    mem.plans.store("pin the message 4471", [{"tool_id": "chat.pin", "arguments": {"message": 4471}}])

    assert mem.plans.check("pin the message 5012").hit is not None
    assert mem.plans.check("un-pin the message 5012").hit is None


@pytest.mark.model
@pytest.mark.parametrize(
    "request_text",
    [
        "ship the parcel to Ainsel",  # the stored name, two letters swapped
        "ship the parcel to Anna@example.cmo",
        "ship the parcel to locker-O9",  # a letter O for a zero
        "ship the parcel to locker-0",  # cut short: the stored lockers' numbers have two digits
        "ship the parcel to locker-9",  # locker-09, or another the plan cannot tell
    ],
)
def test_a_value_that_may_be_the_stored_one_mistyped_misses(mem: Memory, request_text: str) -> None:
    mem.plans.store("ship the parcel to Aisnel", [{"tool_id": "post.ship", "arguments": {"to": "Aisnel"}}])
    mem.plans.store(
        "ship the parcel to Anna@example.com", [{"tool_id": "post.ship", "arguments": {"to": "Anna@example.com"}}]
    )
    mem.plans.store("ship the parcel to locker-07", [{"tool_id": "post.ship", "arguments": {"to": "locker-07"}}])

    assert mem.plans.check("ship the parcel to locker-12").hit is not None
    lookup = mem.plans.check(request_text)
    assert lookup.hit is None, lookup


@pytest.mark.model
def test_a_time_in_someones_zone_and_a_message_that_goes_on_to_a_step_miss(mem: Memory) -> None:
    mem.plans.store(
        "text Rosa 'dinner is ready' at 6pm",
        [{"tool_id": "sms.send", "arguments": {"to": "Rosa", "body": "dinner is ready", "at": "6pm"}}],
    )

    assert mem.plans.check("text Omar 'the car is fixed' at 8pm").hit is not None
    assert mem.plans.check("text Omar 'the car is fixed' at 8pm his time").hit is None
    mem.plans.store(
        "mail ops@corp.io saying the backup failed",
        [{"tool_id": "mail.send", "arguments": {"to": "ops@corp.io", "body": "the backup failed"}}],
    )
    assert mem.plans.check("mail dev@corp.io saying the disk is full").hit is not None
    assert mem.plans.check("mail dev@corp.io saying the disk is full, then archive whatever they answer").hit is None


@pytest.mark.model
def test_a_value_that_may_be_another_plans_value_mistyped_misses(mem: Memory) -> None:
    for to in ("ana@corp.io", "bo@example.org"):
        mem.plans.store(f"forward the memo to {to}", [{"tool_id": "mail.forward", "arguments": {"to": to}}])

    assert mem.plans.check("forward the memo to kim@corp.io").hit is not None
    lookup = mem.plans.check("forward the memo to bo@copr.io")  # corp.io, as ana's plan holds it
    assert lookup.hit is None, lookup
    assert "mistyped" in lookup.detail


@pytest.mark.model
def test_an_id_typed_in_capitals_is_written_as_the_plan_writes_its_ids(mem: Memory) -> None:
    mem.plans.store("stop web-04", [{"tool_id": "vm.stop", "arguments": {"instance": "web-04"}}])

    hit = mem.plans.check("STOP WEB-11").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"instance": "web-11"}


@pytest.mark.model
def test_terminating_a_machine_is_not_stopping_it(mem: Memory) -> None:
    mem.plans.store("stop web-04", [{"tool_id": "vm.stop", "arguments": {"instance": "web-04"}}])

    assert mem.plans.check("halt web-12").hit is not None  # WordNet's synonym, the same action
    lookup = mem.plans.check("terminate web-12")
    assert lookup.hit is None, lookup
    assert lookup.reason == "changed_words"


@pytest.mark.model
def test_an_action_word_with_two_letters_swapped_is_that_word_and_never_its_opposite(mem: Memory) -> None:
    mem.plans.store(*LOCK)

    hit = mem.plans.check("lcok the side door").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"door": "side"}
    assert mem.plans.check("unlcok the side door").hit is None


@pytest.mark.model
def test_a_shell_s_name_for_a_file_action_is_that_action(mem: Memory) -> None:
    mem.plans.store(*DELETE)

    hit = mem.plans.check("rm the file notes.md").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"path": "notes.md"}
    assert mem.plans.check("cp the file notes.md").hit is None


@pytest.mark.model
def test_what_should_have_been_done_or_is_asked_of_someone_else_is_no_ask(mem: Memory) -> None:
    mem.plans.store("lock the shed door", [{"tool_id": "home.lock", "arguments": {"door": "shed"}}])

    assert mem.plans.check("can you lock the shed door?").hit is not None
    assert mem.plans.check("Ok, can you lock the shed door?").hit is not None  # asked of the assistant
    for request_text, reason in [
        ("Raj, can you lock the shed door?", "question"),  # asked of a person
        ("I should've locked the shed door", "tense"),  # what was not done
        ("I should have locked the shed door", "tense"),
    ]:
        lookup = mem.plans.check(request_text)
        assert lookup.hit is None, (request_text, lookup)
        assert lookup.reason == reason, (request_text, lookup)


@pytest.mark.model
def test_a_value_said_where_the_plan_took_another_end_of_the_way_misses(mem: Memory) -> None:
    mem.plans.store(
        "move draft.md to archive/",
        [{"tool_id": "fs.move", "arguments": {"source": "draft.md", "destination": "archive/"}}],
    )

    hit = mem.plans.check("move notes.md to old/").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"source": "notes.md", "destination": "old/"}
    lookup = mem.plans.check("move into old/ the file notes.md")
    assert lookup.hit is None, lookup
    assert lookup.reason == "slots"


@pytest.mark.model
def test_who_did_it_after_an_ask_says_it_was_done(mem: Memory) -> None:
    mem.plans.store(
        "restart the web-04 server",
        [{"tool_id": "ops.restart", "arguments": {"host": "web-04"}}],
    )

    assert mem.plans.check("restart the web-05 server").hit is not None
    lookup = mem.plans.check("restart the web-05 server?? who approved that")  # said back in surprise
    assert lookup.hit is None, lookup
    assert lookup.reason == "tense", lookup
    assert mem.plans.check("who restarted the web-05 server?").hit is None
    lookup = mem.plans.check("brilliant, someone restarted the web-05 server again")  # a complaint
    assert lookup.hit is None, lookup
    assert lookup.reason == "tense", lookup


@pytest.mark.model
def test_free_text_that_counts_several_things_or_goes_on_to_a_step_misses(mem: Memory) -> None:
    mem.plans.store(
        "mark pay the rent as done", [{"tool_id": "tasks.complete", "arguments": {"title": "pay the rent"}}]
    )
    mem.plans.store(
        "post in #ops: deploy finished",
        [{"tool_id": "chat.post", "arguments": {"channel": "#ops", "text": "deploy finished"}}],
    )

    hit = mem.plans.check("mark renew the car insurance as done").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"title": "renew the car insurance"}
    assert mem.plans.check("mark all four kitchen tasks as done").hit is None  # several tasks, one call
    message = mem.plans.check("post in #general: everyone, lunch is on me").hit  # a message may open so
    assert message is not None
    assert dict(message.steps[0].arguments) == {"channel": "#general", "text": "everyone, lunch is on me"}
    lookup = mem.plans.check("post in #general: lunch is on me, and pin it to the top")
    assert lookup.hit is None, lookup  # "pin it": a step of its own, not the message's words


@pytest.mark.model
def test_an_ask_a_text_or_an_opinion_passes_on_is_no_ask(mem: Memory) -> None:
    mem.plans.store("close ticket 6002", [{"tool_id": "tickets.close", "arguments": {"ticket_id": 6002}}])

    hit = mem.plans.check("my manager says to close ticket 4411").hit  # an ask passed on
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"ticket_id": 4411}
    for request_text in [
        "the phishing email says: close ticket 4411",  # a source quoted, perhaps not to be trusted
        "Fatima says ticket 4411 should be closed",  # an opinion
    ]:
        assert mem.plans.check(request_text).hit is None, request_text


@pytest.mark.model
def test_a_request_cut_off_inside_the_stored_value_misses(mem: Memory) -> None:
    mem.plans.store(
        "DM Raj: running late", [{"tool_id": "chat.dm", "arguments": {"to": "Raj", "text": "running late"}}]
    )
    mem.plans.store("restart web-04", [{"tool_id": "ops.restart", "arguments": {"host": "web-04"}}])

    for request_text in ["DM Raj: running la", "restart web-0"]:
        lookup = mem.plans.check(request_text)
        assert lookup.hit is None, request_text
        assert lookup.reason == "slots"
        assert "cut off" in lookup.detail
    hit = mem.plans.check("restart web-05").hit  # a whole value of its own
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"host": "web-05"}


@pytest.mark.model
def test_a_setting_for_today_only_and_a_question_about_the_means_miss(mem: Memory) -> None:
    mem.plans.store(
        "set the daily limit on card 4417 to 1000",
        [{"tool_id": "cards.set_limit", "arguments": {"card": "4417", "limit": 1000}}],
    )
    mem.plans.store(
        "rotate the db-password secret", [{"tool_id": "secrets.rotate", "arguments": {"name": "db-password"}}]
    )

    lookup = mem.plans.check("set the daily limit on card 6620 to 750 just for today")
    assert (lookup.hit, lookup.reason) == (None, "tense"), lookup  # for a while only: the plan's setting stays
    hit = mem.plans.check("set the daily limit on card 6620 to 750 today").hit  # done today, and it stays
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"card": "6620", "limit": 750}
    mem.plans.store("turn off notifications for today", [{"tool_id": "phone.dnd", "arguments": {"on": True}}])
    assert mem.plans.check("turn off notifications for today please").hit is not None  # the plan's own while
    for request_text in [
        "what's the command for rotating the db-password secret?",
        "which script rotates the api-key secret?",
    ]:
        lookup = mem.plans.check(request_text)
        assert lookup.hit is None, request_text
    assert mem.plans.check("rotate the api-key secret").hit is not None


@pytest.mark.model
def test_instead_colours_a_new_value_and_dictated_marks_leave_a_message_unsure(mem: Memory) -> None:
    mem.plans.store(
        "deploy billing v3.1.0 to staging",
        [{"tool_id": "cloud.deploy", "arguments": {"service": "billing", "version": "v3.1.0", "env": "staging"}}],
    )
    mem.plans.store(*EMAIL)

    hit = mem.plans.check("deploy billing v3.1.1 to prod instead").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"service": "billing", "version": "v3.1.1", "env": "prod"}
    lookup = mem.plans.check("send an email to raj@example.com saying paid in full comma thanks full stop")
    assert lookup.hit is None  # where the message's own marks go is the speaker's to say


@pytest.mark.model
def test_millions_of_a_currency_and_an_ask_likened_to_yesterdays_replay(mem: Memory) -> None:
    mem.plans.store(*FX)
    mem.plans.store("restart web-04", [{"tool_id": "ops.restart", "arguments": {"host": "web-04"}}])

    hit = mem.plans.check("convert 2.5M JPY to EUR").hit
    assert hit is not None
    assert dict(hit.steps[0].arguments) == {"amount": 2500000, "from": "JPY", "to": "EUR"}
    again = mem.plans.check("restart web-11 again, like yesterday").hit  # likened to then, asked now
    assert again is not None
    assert dict(again.steps[0].arguments) == {"host": "web-11"}
    lookup = mem.plans.check("restart web-11 yesterday")
    assert (lookup.hit, lookup.reason) == (None, "tense")
