"""Plan-cache cases "fresh11": letters, topicalised, hedged, renamed, structured and mixed asks.

Who and how. Written by an independent writer (a helper session) who read only casekit.py (whole),
tools.jsonl (every tool, printed with a small Python script to a scratch file under /tmp: id,
description cut at 80 characters, parameters), the four crowded workspaces (workspaces/*.jsonl:
the first 600 characters and the line count of each file, then every plan printed with a small
Python script that grouped the plans by shape and listed the tools each workspace never uses; two
of those prints were cut off by the terminal and the missing line ranges were printed again with
sed), make_cases.py and check_cases.py (whole, to register this set) and the module docstring of
cases_fresh10.py (its first 139 lines only, `sed -n 1,139p`); not the cache's code,
documentation, tests, examples, README or pyproject.toml, nor bench/plans/README.md or any other
bench script, nor the body of any other case set (no grep over them either), nor anything under
/work/exp; no git command; and the writer never ran the cache, the benchmark or toolmem on these
cases, nor imported toolmem. fresh10's docstring refers to fresh9's conventions; fresh9 was not
read, so the conventions this file follows are stated below in full.
Slips: (1) an `ls bench/plans/` at the start showed the names of the files in that folder (the other
case sets, make_tools.py, make_workspaces.py, wsgen.py, README.md), not their content. (2) The file
was written in eight appended parts, but the first two parts held 73 and 65 cases, more than the ~60
per part the brief asked for. (3) The first run of make_cases.py (exit status 1) reported 22
requests as word for word the same as a request of another set; its messages print this set's
request and the other case's id only (e.g. "same request as fresh7-149"), so ids of dev, heldout,
fresh, fresh2, fresh4, fresh5, fresh6, fresh7, fresh8 and fresh10 were seen, and a `grep -c` also
showed that its output had 36 lines. 17 were reworded keeping kind and judgement ("freeze my savings
account" -> "put a freeze on the joint savings account", "unmute #sales" -> "#sales, unmute it
please", "deny leave request 301" -> "leave request 301: deny it", "reboot db-replica-2" -> "reboot
etl-runner-2", "remind me to call the bank" -> "could you remind me to call the bank?", ...) and 5
were dropped in the trim below ("is the coffee maker plug still on?", "unmute #random", "cancel
Luna's vet appointment on Thursday", "how many vacation days do I have left?", "back up every
database"). (4) Of make_cases.py's output only the lines naming fresh11 were looked at (the size
lines of the other sets were filtered out unseen); check_cases.py's output went to a scratch file,
of which only the lines naming fresh11 were shown (the three table header rows, which list every
set's name but no count) together with its exit status (0); the final make_cases.py run exited 0
with no problem. (5) Besides the allowed reading, the writer ran `source .venv/bin/activate`, `ruff
check`, `ruff format` (`--check`, and to format this file), make_cases.py and check_cases.py; small
Python scripts that registered the set in make_cases.py and check_cases.py (their import, tuple and
docstring lines only; "twelve files" became "thirteen files"), that imported this module (which
imports only casekit) to count its cases, that trimmed the first draft (386 cases: 295 single, 91
crowded) by dropping 64 single cases by their request and adding 13 single misses (negations, real
questions, vague values, an object contrast, an unrelated ask) to even out hits and misses, and that
read the written cases_fresh11.jsonl and the workspace files to print the cases for review, to check
that no request (nor stored request) copies a workspace request and that a crowded hit is labelled
paraphrase exactly when its arguments are those of a workspace plan. (6) `ruff format --check`
wanted to join calls and implicitly concatenated strings written within 100 columns (the project's
configured line length is longer; the configuration itself was not read, only ruff's own messages):
seven letter-style requests were lengthened by a few words (keeping kind and judgement) so that they
cannot be joined, the file was formatted with `ruff format --line-length 100` (after one `ruff
format --diff`), and magic trailing commas were added to seven calls, so it passes `ruff check`,
`ruff format --check` and `ruff format --check --line-length 100`, with every line within 100
characters. (7) Running make_cases.py rewrites every set's .jsonl from its unchanged .py source;
only this file, its .jsonl, make_cases.py and check_cases.py were edited. Every request was written
for this file; none copies a workspace request or another set's request.

Mix. 335 cases: 244 single-plan cases (41 stored plans of this file, three of them two-step: lock
a door + switch off a room's lights, comment on a ticket + close it, set a status + mute a
channel) and 91 crowded cases (home 24, finance 23, devops 22, office 22), each crowded hit naming
the workspace's own plan shape (the template's request is a placeholder, never stored) and each
crowded miss naming in ``absent`` the tools that would have served it where one exists. 168 hits
(value 29, paraphrase 21, paraphrase+value 111, slot_word 7) and 167 misses (contrast_action 33,
contrast_negation 11, contrast_question 11, contrast_time 35, contrast_object 6, unrelated 4,
uncarriable 67, all uncarriable cases expecting a miss). Single: 119 hits, 125 misses; crowded:
49 hits, 42 misses.

Style. Nine voices, mixed through the set:

1. customer-support and email register: a greeting, a context sentence, the ask in the middle and
   a closing ("Hi team, hope you're well. Could you please refund order R-5521 for me? It arrived
   damaged in the post. Best, Ana", "Hello, I think I lost my wallet on the train this morning.
   Please freeze the card ending in 5512 asap. Thanks, Ravi", "Hey ops, ... Could someone reboot
   web-11? ... — Kai");
   greetings, reasons and signatures are not values, and "when you get a sec" asks for no later
   time;
2. topicalised and left-dislocated asks with a pronoun pointing inside the request ("the study —
   lights on at 40%", "that card ending 7781, freeze it please", "Priya? send her 30 EUR", "web-07?
   reboot it", "Jonas — tell him privately that ...", "R-7730 — refund that one in full");
3. hedged and suggested asks: a suggestion addressed to the agent is an ask and a hit ("maybe lock
   the garage door?", "I think we should lock the shed door", "might be worth muting
   #watercooler", "let's deploy checkout v2.0.2 to staging", "how about 21.5 degrees on the
   thermostat?", "I think we should reject expense 1450"); deliberation or a request for advice is
   contrast_question ("I wonder whether we should lock the back door", "should we deploy checkout
   v2.0.1 to staging?", "should I mute #random, do you think?");
4. other names for the same thing: an everyday name of the device or the money is a hit when the
   value itself is given ("the heating" for the thermostat, "the robot" for the vacuum, "block"
   for freeze, "quid" -> GBP, "Swiss francs" -> CHF); a hypernym or everyday name standing for
   the value is uncarriable, since the value would be guessed or looked up ("the entrance" for a
   door, "the lamp" for a room's lights, "my card" or "the database server" or "the dog" for a
   card, an instance or a pet, "Nvidia" for a ticker, "upstairs" for a room);
5. structured asks: key: value lines, key=value pairs, arrows and CLI flags ("amount: 40, to:
   Lukas, currency: EUR", "deploy service=payments version=v1.4.0 env=staging", "--door patio
   lock", "alarm: arm / mode: home", "product: paper towels, qty: 4 → cart", "db=ledger
   op=backup");
6. code-switching and loanwords around an English ask ("por favor", "bitte", "merci", "s'il vous
   plaît", "danke", "gracias", "Hallo! kitchen lights an, 75% bitte") and non-English names and
   places, carried with their accents ("Zoë", "Aurélie", "Félix", "Søren Holm", "Müller Gas",
   "São Paulo", "Kraków", "Genève", "Málaga", "Gdańsk", "Reykjavík", "Rosalía");
7. ranges, bounds and approximate values: an approximate setpoint is carried as its number ("put
   the thermostat at roughly 23", "~30%", "around 40%", "volume ~45"); an approximate sum of money
   is not an amount ("send Nora about 25 EUR", "pay ... around 85 EUR", "a hundred-ish dollars");
   a range ("between 20 and 22 degrees", "3 or 4 nights") and a bound ("at least 5 replicas",
   "no more than 50 EUR", "buy at least 10 NVDA") are uncarriable, except where the bound is the
   value the tool sets ("no more than 200 a day on card 6601" is a daily limit of 200);
8. time words: one that changes nothing ("right this minute", "now", "right away", "asap",
   "before the migration") is a hit; a time, a recurrence, a trigger or a condition ("at 11pm",
   "at bedtime", "every morning at 9", "nightly", "once I've left for work", "when I get to the
   office", "if it gets used abroad again", "once CI passes") is contrast_time;
9. plain value changes (kind value: the stored wording with other values, "lock the basement
   door", "reboot etl-runner-2") and paraphrases of this file's own stored plans with exact
   arguments.

Kinds. value for the stored wording with other values; paraphrase for other wording with the
stored arguments (in the crowded workspaces: exactly when the arguments are those of a plan of the
workspace); paraphrase+value for other wording and other values; slot_word when the only changed
argument is an enum or boolean named by its word ("night mode", "off", "under", "urgent", "sick
leave", "deny"). contrast_action for another action (another tool, even one of the same family,
or one step of a two-step plan); contrast_negation for an ask not to act; contrast_question for a
question about state or advice rather than an ask; contrast_time as in voice 8; contrast_object
for the stored verb on another kind of object ("set an alarm for 6:45", "mute the TV", "back up
my phone", "share my location"); unrelated for an ask with nothing to do with the stored plans;
uncarriable for a value that is missing, derived, approximate money, a range, ambiguous, looked
up, or has no argument in the stored plan.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored
plan with the new request's values does exactly what was asked: no value dropped, none invented,
none computed or looked up. Free text (names, rooms, doors without "door", titles, messages,
products, paths, channels with their "#") is carried as typed; currency words and signs become
codes ("€" -> EUR, "quid" -> GBP, "dollars" -> USD, "Swiss francs" -> CHF) and amounts become
numbers ("12,50 €" -> 12.5, "22,40 €" -> 22.4, "half open" -> 50, "all the way" closed -> 0); a log
window takes the tool's short form ("past 30 min" -> "30m"); the environment is carried as typed
("prod" in this file's plans, "production", "staging" and "dev" in the devops workspace); dates in
free-text fields (a check-in, a payment date, an event start, leave dates) are carried as typed;
the date-time of a reminder is resolved against "now", Wednesday 2025-06-11 14:30 ("in 30
minutes" -> "2025-06-11T15:00:00", "tomorrow at 8:15" -> "2025-06-12T08:15:00", "at 6pm today" ->
"2025-06-11T18:00:00"), and "around 5" is uncarriable (approximate, and 5am or 5pm). Values the
plan has no argument for (a note, a partial amount, a unit, a zone, a limit price, a merge method,
a subject, attendees, guests, passengers, an expiry, a time of day, a duration) and requests
lacking a value the replay would keep from the stored plan (a brightness, an alarm mode, a leave
type, an environment, a date) are uncarriable.
"""

from __future__ import annotations

from typing import Any

from casekit import (
    ACT,
    NEG,
    OBJ,
    PARA,
    PV,
    QUEST,
    SLOT,
    TIME,
    UNCARRY,
    UNREL,
    VALUE,
    group,
    hit,
    miss,
    plan,
)

CASES: list[dict[str, Any]] = []

# --- single-plan cases: home -------------------------------------------------------------------

CASES += group(
    plan("lock the back door", "home.lock_door", {"door": "back"}),
    hit(PV, "maybe lock the garage door?", {"door": "garage"}, "hedged ask to the agent"),
    hit(PV, "I think we should lock the shed door", {"door": "shed"}, "a suggestion to act on"),
    hit(PARA, "lock the back door right this minute", None, "time word that changes nothing"),
    hit(PV, "--door patio lock", {"door": "patio"}, "CLI-ish"),
    hit(VALUE, "lock the basement door", {"door": "basement"}),
    miss(UNCARRY, "lock the entrance", "which door is the entrance? the value is not given"),
    miss(TIME, "lock the back door at 11pm"),
    miss(TIME, "lock the back door once I've left for work", "a trigger, not now"),
    miss(QUEST, "I wonder whether we should lock the back door", "deliberation, not an ask"),
    miss(ACT, "unlock the back door, the dog sitter is here"),
)

CASES += group(
    plan("set the thermostat to 20 degrees", "home.set_thermostat", {"temperature": 20}),
    hit(PV, "how about 21.5 degrees on the thermostat?", {"temperature": 21.5}, "hedged"),
    hit(PV, "set the heating to 22, please", {"temperature": 22}, "the heating = the thermostat"),
    hit(PV, "put the thermostat at roughly 23", {"temperature": 23}, "approximate setpoint"),
    hit(PV, "thermostat to 18 right away, s'il vous plaît", {"temperature": 18}),
    miss(UNCARRY, "keep the heating somewhere between 20 and 22 degrees", "a range, no value"),
    miss(UNCARRY, "set the thermostat to 68 Fahrenheit", "the unit has no argument in the plan"),
    miss(UNCARRY, "raise the thermostat by two degrees", "relative"),
    miss(TIME, "set the thermostat to 17 at bedtime"),
)

CASES += group(
    plan(
        "turn on the kitchen lights at 60%",
        "home.lights_on",
        {"room": "kitchen", "brightness": 60},
    ),
    hit(PV, "the study — lights on at 40%, thanks", {"room": "study", "brightness": 40}),
    hit(PV, "lights on in the den, ~30%", {"room": "den", "brightness": 30}, "~30% carried as 30"),
    hit(PV, "Hallo! kitchen lights an, 75% bitte", {"brightness": 75}),
    miss(UNCARRY, "turn on the lamp in the bedroom at 50%", "the lamp: a plug or the lights?"),
    miss(UNCARRY, "kitchen lights on, please", "no brightness; the replay would keep 60"),
    miss(TIME, "turn on the kitchen lights at 60% tomorrow at 7am"),
    miss(ACT, "kitchen lights off, we're done cooking"),
)

CASES += group(
    plan("turn on the coffee maker plug", "home.set_plug", {"plug": "coffee maker", "on": True}),
    hit(PV, "the kettle, switch it on", {"plug": "kettle"}, "topicalised"),
    hit(SLOT, "coffee maker plug off please", {"on": False}),
    hit(VALUE, "turn on the dehumidifier plug", {"plug": "dehumidifier"}),
    miss(UNCARRY, "turn on the coffee maker plug for 20 minutes", "a duration, no argument"),
    miss(TIME, "turn on the coffee maker plug at 6:30 tomorrow"),
    miss(NEG, "don't turn the coffee maker plug on, the tank is empty"),
)

CASES += group(
    plan(
        "set the living room blinds to 40%",
        "home.set_blinds",
        {"room": "living room", "position": 40},
    ),
    hit(PARA, "living room blinds to 40, merci"),
    hit(PV, "the study blinds — put them at 65%", {"room": "study", "position": 65}),
    hit(PV, "blinds in the nursery: half open", {"room": "nursery", "position": 50}),
    hit(VALUE, "set the bedroom blinds to 10%", {"room": "bedroom", "position": 10}),
    miss(UNCARRY, "open the living room blinds a bit more", "relative"),
    miss(TIME, "set the living room blinds to 40% at sunset"),
    miss(QUEST, "are the living room blinds open or shut right now?"),
)

CASES += group(
    plan("arm the alarm in away mode", "home.arm_alarm", {"mode": "away"}),
    hit(SLOT, "might be worth arming the alarm, night mode", {"mode": "night"}, "hedged"),
    hit(SLOT, "alarm: arm / mode: home", {"mode": "home"}),
    hit(
        PARA,
        "Hi, we're heading out for the weekend — could you arm the alarm in away mode? Cheers, Mo",
    ),
    miss(TIME, "arm the alarm once the last of us has left"),
    miss(UNCARRY, "arm the alarm please", "no mode; the replay would keep away"),
    miss(OBJ, "set an alarm for 6:45 tomorrow", "a wake-up alarm is another object"),
    miss(NEG, "don't arm the alarm, the cleaner is still inside"),
)

CASES += group(
    plan("vacuum the kitchen", "home.start_vacuum", {"room": "kitchen"}),
    hit(PV, "the hallway — get the robot to vacuum it", {"room": "hallway"}),
    hit(PV, "send the robot to do the living room now", {"room": "living room"}, "the robot"),
    hit(VALUE, "vacuum the playroom", {"room": "playroom"}),
    miss(UNCARRY, "vacuum upstairs", "a floor, not a room"),
    miss(TIME, "vacuum the kitchen every morning at 9"),
    miss(ACT, "stop vacuuming the kitchen and send it home"),
    miss(UNREL, "tell me a joke about robots"),
)

CASES += group(
    plan(
        "lock the front door and turn off the porch lights",
        [("home.lock_door", {"door": "front"}), ("home.lights_off", {"room": "porch"})],
    ),
    hit(PARA, "front door locked and porch lights off, please — we're in for the night"),
    hit(
        PV,
        "lock the back door and turn off the patio lights",
        [{"door": "back"}, {"room": "patio"}],
    ),
    hit(
        PV,
        "Good evening! Could you lock the side door and switch off the garden lights? Thanks, Ines",
        [{"door": "side"}, {"room": "garden"}],
    ),
    miss(ACT, "just turn off the porch lights", "one step of the plan"),
    miss(TIME, "lock the front door and turn off the porch lights at midnight"),
    miss(NEG, "turn off the porch lights but leave the front door unlocked"),
)

# --- single-plan cases: money ------------------------------------------------------------------

CASES += group(
    plan(
        "send 25 EUR to Nora",
        "pay.send_money",
        {"recipient": "Nora", "amount": 25, "currency": "EUR"},
    ),
    hit(PV, "Priya? send her 30 EUR", {"recipient": "Priya", "amount": 30}, "left-dislocated"),
    hit(PV, "amount: 40, to: Lukas, currency: EUR", {"recipient": "Lukas", "amount": 40}),
    hit(PV, "send Zoë 12,50 € please", {"recipient": "Zoë", "amount": 12.5}),
    hit(
        PV,
        "Hi, Ana here — hope all's well! Could you transfer 60 GBP to Oliver when you get a sec?"
        " Thanks so much, and have a lovely weekend",
        {"recipient": "Oliver", "amount": 60, "currency": "GBP"},
        "letter register; 'when you get a sec' asks for no later time",
    ),
    hit(PV, "send Nora 20 quid", {"amount": 20, "currency": "GBP"}, "quid = GBP"),
    miss(UNCARRY, "send Nora no more than 50 EUR", "a bound, not an amount"),
    miss(TIME, "send Nora 25 EUR on Friday"),
    miss(NEG, "hold on, don't send Nora the 25 EUR after all"),
    miss(QUEST, "should I send Nora 25 EUR, or is that too much?", "asks for advice"),
    miss(UNCARRY, "send Nora 25 EUR for the cinema tickets", "a note, no argument in the plan"),
)

CASES += group(
    plan("freeze the card ending 4242", "pay.freeze_card", {"card_last4": "4242"}),
    hit(PV, "that card ending 7781, freeze it please", {"card_last4": "7781"}),
    hit(
        PV,
        "Hello, I think I lost my wallet on the train this morning. Please freeze the card ending"
        " in 5512 asap. Thanks, Ravi",
        {"card_last4": "5512"},
    ),
    hit(VALUE, "freeze the card ending 8086", {"card_last4": "8086"}),
    miss(UNCARRY, "freeze my card, quick", "which card? no last four digits"),
    miss(ACT, "unfreeze the card ending 4242, I found it"),
    miss(TIME, "freeze card 4242 if it gets used abroad again", "a condition"),
    miss(OBJ, "put a freeze on the joint savings account"),
)

CASES += group(
    plan("refund order R-1001", "pay.refund", {"order_id": "R-1001"}),
    hit(
        PV,
        "Hi team, hope you're well. Could you please refund order R-5521 for me? It arrived"
        " damaged in the post. Best, Ana",
        {"order_id": "R-5521"},
        "a reason leaves the ask as it is",
    ),
    hit(PV, "R-7730 — refund that one in full", {"order_id": "R-7730"}),
    hit(VALUE, "refund order R-2048", {"order_id": "R-2048"}),
    miss(UNCARRY, "refund half of order R-1001", "a derived partial amount"),
    miss(UNCARRY, "refund 15 EUR of order R-1001", "a partial amount, no argument in the plan"),
    miss(TIME, "refund order R-1001 once the parcel is back at the warehouse"),
)

CASES += group(
    plan("buy 12 shares of NVDA", "trade.buy", {"symbol": "NVDA", "quantity": 12}),
    hit(PV, "let's pick up 5 shares of MSFT", {"symbol": "MSFT", "quantity": 5}, "hedged: let's"),
    hit(VALUE, "buy 7 shares of ASML", {"symbol": "ASML", "quantity": 7}),
    miss(UNCARRY, "buy at least 10 NVDA", "a bound"),
    miss(UNCARRY, "buy 12 NVDA with a limit at 110", "a limit price, no argument in the plan"),
    miss(ACT, "sell 12 shares of NVDA"),
    miss(UNCARRY, "buy twelve shares of Nvidia", "a company name, not a ticker: a lookup"),
)

CASES += group(
    plan(
        "alert me when AMD goes above 150",
        "trade.set_price_alert",
        {"symbol": "AMD", "price": 150, "direction": "above"},
    ),
    hit(PV, "AMD below 120 — ping me", {"price": 120, "direction": "below"}),
    hit(SLOT, "alert me when AMD goes under 150", {"direction": "below"}),
    hit(VALUE, "alert me when INTC goes above 40", {"symbol": "INTC", "price": 40}),
    miss(UNCARRY, "alert me when AMD moves 5%", "relative"),
    miss(ACT, "buy AMD if it goes above 150"),
    miss(UNREL, "what's a good book about investing?"),
)

CASES += group(
    plan("convert 100 USD to EUR", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"}),
    hit(PV, "how much is 250 Swiss francs in euros?", {"amount": 250, "from": "CHF"}),
    hit(PV, "amount=75 from=GBP to=JPY", {"amount": 75, "from": "GBP", "to": "JPY"}),
    hit(VALUE, "convert 640 USD to EUR", {"amount": 640}),
    miss(TIME, "what was 100 USD in EUR last March?", "a past rate"),
    miss(UNCARRY, "convert a hundred-ish dollars to EUR", "an approximate amount of money"),
)

CASES += group(
    plan(
        "pay City Power 85 EUR on July 1",
        "pay.schedule_payment",
        {"payee": "City Power", "amount": 85, "currency": "EUR", "date": "July 1"},
    ),
    hit(
        PV,
        "payee: landlord, amount: 950, currency: EUR, date: 2025-08-01",
        {"payee": "landlord", "amount": 950, "date": "2025-08-01"},
    ),
    hit(
        PV,
        "schedule 40 EUR to Müller Gas for July 3",
        {"payee": "Müller Gas", "amount": 40, "date": "July 3"},
    ),
    hit(
        VALUE,
        "pay Vodafone 30 EUR on June 28",
        {"payee": "Vodafone", "amount": 30, "date": "June 28"},
    ),
    miss(TIME, "pay City Power 85 EUR on the first of every month", "recurring"),
    miss(UNCARRY, "pay City Power around 85 EUR on July 1", "an approximate amount"),
    miss(UNCARRY, "pay City Power 85 EUR sometime in July", "no exact date"),
)

CASES += group(
    plan(
        "set the daily limit on card 6601 to 300",
        "pay.set_card_limit",
        {"card_last4": "6601", "daily_limit": 300},
    ),
    hit(PV, "no more than 200 a day on card 6601", {"daily_limit": 200}, "the bound is the limit"),
    hit(PV, "card 6601, daily cap of 450", {"daily_limit": 450}),
    hit(
        VALUE,
        "set the daily limit on card 1290 to 800",
        {"card_last4": "1290", "daily_limit": 800},
    ),
    miss(UNCARRY, "raise card 6601's daily limit by 100", "relative"),
    miss(UNCARRY, "set the daily limit on my card to 300", "which card?"),
)

CASES += group(
    plan(
        "ask Lena for 15 EUR",
        "pay.request_money",
        {"payer": "Lena", "amount": 15, "currency": "EUR"},
    ),
    hit(PARA, "Lena owes me 15 EUR — request it from her"),
    hit(PV, "request 22,40 € from Aurélie", {"payer": "Aurélie", "amount": 22.4}),
    miss(UNCARRY, "ask Lena for her share of dinner", "the amount would be computed"),
    miss(ACT, "send Lena 15 EUR"),
)

# --- single-plan cases: mail, chat, calendar, tasks ----------------------------------------------

CASES += group(
    plan(
        "email sam@corp.io that the report is ready",
        "email.send",
        {"to": "sam@corp.io", "body": "the report is ready"},
    ),
    hit(
        PV,
        "Hi! Hope your day is going well. Could you drop a quick email to lea.dubois@corp.io"
        " saying the venue is booked? Merci beaucoup",
        {"to": "lea.dubois@corp.io", "body": "the venue is booked"},
    ),
    hit(
        PV,
        "to: omar@corp.io / body: the invoice is paid",
        {"to": "omar@corp.io", "body": "the invoice is paid"},
    ),
    hit(
        VALUE,
        "email kim@corp.io that the slides are final",
        {"to": "kim@corp.io", "body": "the slides are final"},
    ),
    miss(UNCARRY, "email sam@corp.io that the report is ready, subject Q2 numbers", "a subject"),
    miss(TIME, "email sam@corp.io tomorrow at 9 that the report is ready"),
    miss(ACT, "draft an email to sam@corp.io saying the report is ready but don't send it"),
)

CASES += group(
    plan("mute #random", "chat.mute_channel", {"channel": "#random"}),
    hit(PV, "might be worth muting #watercooler", {"channel": "#watercooler"}, "hedged"),
    hit(PV, "#announcements — mute it", {"channel": "#announcements"}),
    hit(VALUE, "mute #pets", {"channel": "#pets"}),
    miss(UNCARRY, "mute #random for the next 3 hours", "hours, no argument in the plan"),
    miss(OBJ, "mute the TV"),
    miss(QUEST, "should I mute #random, do you think?", "asks for advice"),
)

CASES += group(
    plan(
        "send Priya a DM saying the deck is uploaded",
        "chat.send_dm",
        {"user": "Priya", "text": "the deck is uploaded"},
    ),
    hit(
        PV,
        "Jonas — tell him privately that standup moved to 10",
        {"user": "Jonas", "text": "standup moved to 10"},
    ),
    hit(PV, "DM Zoë: merci pour le café", {"user": "Zoë", "text": "merci pour le café"}),
    hit(
        VALUE,
        "send Chidi a DM saying the build is green",
        {"user": "Chidi", "text": "the build is green"},
    ),
    miss(UNCARRY, "DM the whole team that the deck is uploaded", "a group, not a person"),
    miss(TIME, "send Priya a DM tomorrow morning saying the deck is uploaded"),
)

CASES += group(
    plan(
        "add team lunch on Friday at 12:30",
        "calendar.create_event",
        {"title": "team lunch", "start": "Friday at 12:30"},
    ),
    hit(
        PV,
        "put 'dentist' in my calendar for Tuesday at 8:15",
        {"title": "dentist", "start": "Tuesday at 8:15"},
    ),
    hit(
        PV,
        "title: board prep, start: 2025-06-20 09:00",
        {"title": "board prep", "start": "2025-06-20 09:00"},
    ),
    hit(
        VALUE,
        "add yoga class on Saturday at 10:00",
        {"title": "yoga class", "start": "Saturday at 10:00"},
    ),
    miss(UNCARRY, "add team lunch sometime Friday afternoon", "no exact start"),
    miss(TIME, "add team lunch every Friday at 12:30", "recurring"),
    miss(QUEST, "is team lunch on Friday at 12:30 already in my calendar?"),
    miss(UNCARRY, "add team lunch on Friday at 12:30 with Priya and Jonas", "attendees"),
)

CASES += group(
    plan(
        "add a to-do: renew the car insurance",
        "tasks.create",
        {"title": "renew the car insurance"},
    ),
    hit(PV, "'book the plumber' — put it on my to-do list", {"title": "book the plumber"}),
    hit(PV, "maybe add 'call grandma' to my tasks?", {"title": "call grandma"}, "hedged"),
    hit(VALUE, "add a to-do: descale the kettle", {"title": "descale the kettle"}),
    miss(UNCARRY, "add a to-do: renew the car insurance, due Friday", "a due date"),
    miss(ACT, "delete the to-do renew the car insurance"),
    miss(NEG, "renewing the car insurance is done, so don't add it as a to-do"),
)

CASES += group(
    plan(
        "remind me at 5pm today to call the bank",
        "reminders.create",
        {"text": "call the bank", "at": "2025-06-11T17:00:00"},
    ),
    hit(
        PV,
        "remind me in 30 minutes to move the car",
        {"text": "move the car", "at": "2025-06-11T15:00:00"},
    ),
    hit(
        PV,
        "tomorrow at 8:15, remind me: take the pills",
        {"text": "take the pills", "at": "2025-06-12T08:15:00"},
    ),
    hit(
        VALUE,
        "remind me at 6pm today to call the garage",
        {"text": "call the garage", "at": "2025-06-11T18:00:00"},
    ),
    miss(UNCARRY, "remind me around 5 to call the bank", "approximate, am or pm?"),
    miss(TIME, "remind me every day at 5pm to call the bank", "recurring"),
    miss(UNCARRY, "could you remind me to call the bank?", "no time"),
    miss(TIME, "remind me to call the bank when I get to the office", "a trigger, not a time"),
)

# --- single-plan cases: travel, pets, shopping, files, tickets, CRM, HR ---------------------------

CASES += group(
    plan(
        "book a hotel in Porto from July 10 for 3 nights",
        "travel.book_hotel",
        {"city": "Porto", "check_in": "July 10", "nights": 3},
    ),
    hit(
        PV,
        "city: Málaga, check-in: August 2, nights: 4",
        {"city": "Málaga", "check_in": "August 2", "nights": 4},
    ),
    hit(
        PV,
        "Hi, could you book me a hotel in Genève from September 5 for 2 nights? Merci",
        {"city": "Genève", "check_in": "September 5", "nights": 2},
    ),
    hit(
        VALUE,
        "book a hotel in Gdańsk from July 18 for 5 nights",
        {"city": "Gdańsk", "check_in": "July 18", "nights": 5},
    ),
    miss(UNCARRY, "book a hotel in Porto from July 10 for 3 or 4 nights", "two values"),
    miss(ACT, "cancel the Porto hotel booking"),
)

CASES += group(
    plan(
        "book Luna a vet appointment on Thursday",
        "vet.book_appointment",
        {"pet": "Luna", "day": "Thursday"},
    ),
    hit(PV, "Félix? book him in at the vet on Monday", {"pet": "Félix", "day": "Monday"}),
    hit(VALUE, "book Pepper a vet appointment on Saturday", {"pet": "Pepper", "day": "Saturday"}),
    miss(UNCARRY, "book the dog in at the vet on Thursday", "which pet? the dog is not a name"),
    miss(UNCARRY, "book Luna a vet appointment on Thursday at 10:30", "a time, no argument"),
    miss(TIME, "book Luna a vet appointment every six months", "recurring"),
)

CASES += group(
    plan(
        "add 2 dish soap to the cart",
        "shop.add_to_cart",
        {"product": "dish soap", "quantity": 2},
    ),
    hit(PV, "oat milk, 6 of them, into the cart", {"product": "oat milk", "quantity": 6}),
    hit(PV, "product: paper towels, qty: 4 → cart", {"product": "paper towels", "quantity": 4}),
    miss(UNCARRY, "add a couple of dish soaps to the cart", "a vague count"),
    miss(ACT, "take the dish soap out of the cart"),
)

CASES += group(
    plan("get a share link for reports/q2.pdf", "fs.share_link", {"path": "reports/q2.pdf"}),
    hit(PV, "reports/q3.pdf — can I get a link to share it?", {"path": "reports/q3.pdf"}),
    hit(VALUE, "get a share link for slides/kickoff.pptx", {"path": "slides/kickoff.pptx"}),
    miss(UNCARRY, "share reports/q2.pdf for a week", "an expiry, no argument in the plan"),
    miss(UNCARRY, "share link for the Q2 report", "no path"),
    miss(OBJ, "share my location with Priya"),
)

CASES += group(
    plan(
        "comment 'fixed in 3.2' on ticket 880 and close it",
        [
            ("tickets.comment", {"ticket_id": 880, "text": "fixed in 3.2"}),
            ("tickets.close", {"ticket_id": 880}),
        ],
    ),
    hit(
        PV,
        "ticket 902: note 'refund issued', then close it",
        [{"ticket_id": 902, "text": "refund issued"}, {"ticket_id": 902}],
    ),
    hit(
        PV,
        "Hi there, can you add the comment 'replaced the router' to ticket 1204 and then close it"
        " out? The customer confirmed. Thanks",
        [{"ticket_id": 1204, "text": "replaced the router"}, {"ticket_id": 1204}],
    ),
    hit(
        VALUE,
        "comment 'duplicate of 870' on ticket 871 and close it",
        [{"ticket_id": 871, "text": "duplicate of 870"}, {"ticket_id": 871}],
    ),
    miss(TIME, "comment 'fixed in 3.2' on ticket 880 and close it tomorrow"),
    miss(ACT, "comment 'fixed in 3.2' on ticket 880 but leave it open", "one step of the plan"),
)

CASES += group(
    plan(
        "set my status to 'focusing' and mute #general",
        [("chat.set_status", {"text": "focusing"}), ("chat.mute_channel", {"channel": "#general"})],
    ),
    hit(
        PV,
        "status 'heads down', and mute #social too",
        [{"text": "heads down"}, {"channel": "#social"}],
    ),
    hit(PARA, "mute #general and set my status to focusing, please"),
    miss(UNCARRY, "set my status to focusing for an hour and mute #general", "minutes"),
    miss(ACT, "just set my status to focusing", "one step of the plan"),
)

CASES += group(
    plan(
        "add Mia Chen from Vandelay as a lead",
        "crm.create_lead",
        {"name": "Mia Chen", "company": "Vandelay"},
    ),
    hit(
        PV,
        "name: Søren Holm, company: Nordlys — new lead",
        {"name": "Søren Holm", "company": "Nordlys"},
    ),
    hit(
        PV,
        "Ngozi Eze at Kwara Health — add her as a lead pls",
        {"name": "Ngozi Eze", "company": "Kwara Health"},
    ),
    miss(UNCARRY, "add Mia Chen from Vandelay as a lead, mia@vandelay.com", "an email"),
    miss(ACT, "delete the contact Mia Chen"),
)

CASES += group(
    plan(
        "find flights from LIS to BER on June 20",
        "travel.search_flights",
        {"origin": "LIS", "destination": "BER", "date": "June 20"},
    ),
    hit(PV, "flights LIS→MAD on June 27, s'il te plaît", {"destination": "MAD", "date": "June 27"}),
    hit(
        PV,
        "origin=OPO dest=FRA date=2025-07-02",
        {"origin": "OPO", "destination": "FRA", "date": "2025-07-02"},
    ),
    hit(
        VALUE,
        "find flights from AMS to CPH on July 8",
        {"origin": "AMS", "destination": "CPH", "date": "July 8"},
    ),
    miss(UNCARRY, "flights LIS to BER anytime between June 20 and 22", "a range of dates"),
    miss(ACT, "book the cheapest LIS to BER flight on June 20"),
)

CASES += group(
    plan(
        "request vacation from July 7 to July 11",
        "hr.request_time_off",
        {"start_date": "July 7", "end_date": "July 11", "type": "vacation"},
    ),
    hit(SLOT, "please put in sick leave for July 7 to July 11", {"type": "sick"}),
    hit(PV, "vacation — start: Aug 4, end: Aug 8", {"start_date": "Aug 4", "end_date": "Aug 8"}),
    hit(
        VALUE,
        "request vacation from Sept 1 to Sept 5",
        {"start_date": "Sept 1", "end_date": "Sept 5"},
    ),
    miss(UNCARRY, "request a week of vacation starting July 7", "the end date would be computed"),
    miss(
        UNCARRY,
        "request time off from July 7 to July 11",
        "no leave type; the replay keeps vacation",
    ),
)

# --- single-plan cases: ops, code, tickets, music, weather ---------------------------------------

CASES += group(
    plan(
        "deploy checkout v2.0.1 to staging",
        "cloud.deploy",
        {"service": "checkout", "version": "v2.0.1", "environment": "staging"},
    ),
    hit(PV, "let's deploy checkout v2.0.2 to staging", {"version": "v2.0.2"}, "hedged: let's"),
    hit(
        PV,
        "deploy service=payments version=v1.4.0 env=staging",
        {"service": "payments", "version": "v1.4.0"},
    ),
    hit(PV, "checkout v2.0.1 → prod, deploy it now", {"environment": "prod"}),
    miss(
        UNCARRY,
        "deploy whatever checkout version is newest to staging",
        "the version would be looked up",
    ),
    miss(TIME, "deploy checkout v2.0.1 to staging at midnight"),
    miss(NEG, "do not deploy checkout v2.0.1 to staging, QA found a bug"),
    miss(QUEST, "should we deploy checkout v2.0.1 to staging?", "asks for advice"),
)

CASES += group(
    plan(
        "scale api to 4 replicas in prod",
        "cloud.scale_service",
        {"service": "api", "replicas": 4, "environment": "prod"},
    ),
    hit(PV, "api in prod: replicas=6", {"replicas": 6}),
    hit(PV, "worker — scale it to 2 replicas in prod, thx", {"service": "worker", "replicas": 2}),
    hit(VALUE, "scale gateway to 9 replicas in prod", {"service": "gateway", "replicas": 9}),
    miss(UNCARRY, "scale api to at least 5 replicas in prod", "a bound"),
    miss(TIME, "scale api to 4 replicas in prod every weekday at 8"),
    miss(UNCARRY, "scale api to 4 replicas", "no environment; the replay keeps prod"),
)

CASES += group(
    plan("reboot web-03", "cloud.restart_instance", {"instance": "web-03"}),
    hit(PV, "web-07? reboot it", {"instance": "web-07"}),
    hit(
        PV,
        "Hey ops, hope the week's going OK. Could someone reboot web-11? It's been flaky since"
        " lunch today. Thanks a lot! — Kai",
        {"instance": "web-11"},
    ),
    hit(VALUE, "reboot etl-runner-2", {"instance": "etl-runner-2"}),
    miss(UNCARRY, "reboot the database server", "which instance?"),
    miss(TIME, "reboot web-03 tonight in the maintenance window"),
    miss(NEG, "don't reboot web-03, it's running the nightly import"),
)

CASES += group(
    plan("back up the payments database", "db.create_backup", {"database": "payments"}),
    hit(PARA, "payments db — back it up before the migration", None, "now is before the migration"),
    hit(PV, "db=ledger op=backup", {"database": "ledger"}),
    hit(VALUE, "back up the catalog database", {"database": "catalog"}),
    miss(TIME, "back up the payments database nightly", "recurring"),
    miss(ACT, "restore payments from yesterday's backup"),
    miss(OBJ, "back up my phone"),
)

CASES += group(
    plan(
        "give ana@corp.io the viewer role",
        "iam.grant_role",
        {"user": "ana@corp.io", "role": "viewer"},
    ),
    hit(PV, "ana@corp.io — grant her editor", {"role": "editor"}),
    hit(PV, "maybe give joao.silva@corp.io the viewer role?", {"user": "joao.silva@corp.io"}),
    miss(UNCARRY, "give ana@corp.io admin for two hours", "a duration"),
    miss(ACT, "take the viewer role away from ana@corp.io"),
    miss(QUEST, "does ana@corp.io have the viewer role?"),
    miss(UNCARRY, "give ana@corp.io the same roles as raj@corp.io", "roles would be looked up"),
)

CASES += group(
    plan("merge PR 310 in acme/shop", "gh.merge_pr", {"repo": "acme/shop", "number": 310}),
    hit(PV, "PR 415 in acme/shop — go ahead and merge it", {"number": 415}),
    hit(VALUE, "merge PR 57 in acme/infra", {"repo": "acme/infra", "number": 57}),
    miss(UNCARRY, "merge PR 310 in acme/shop with squash", "a method, no argument in the plan"),
    miss(TIME, "merge PR 310 in acme/shop once CI passes", "a condition"),
    miss(ACT, "close PR 310 in acme/shop without merging"),
    miss(UNREL, "order a pizza for the team"),
)

CASES += group(
    plan(
        "set ticket 880 to high priority",
        "tickets.set_priority",
        {"ticket_id": 880, "priority": "high"},
    ),
    hit(SLOT, "ticket 880 → urgent please", {"priority": "urgent"}),
    hit(
        PV,
        "Hi support lead, the customer on ticket 1031 is really furious — could you please bump"
        " it to urgent? Thanks, Dee",
        {"ticket_id": 1031, "priority": "urgent"},
    ),
    hit(VALUE, "set ticket 1207 to low priority", {"ticket_id": 1207, "priority": "low"}),
    miss(UNCARRY, "bump ticket 880 up a level", "relative"),
    miss(TIME, "set ticket 880 to high priority if the customer replies", "a condition"),
)

CASES += group(
    plan("set the volume to 30", "music.set_volume", {"level": 30}),
    hit(PV, "volume ~45", {"level": 45}, "approximate setpoint"),
    hit(PV, "volume 50, bitte", {"level": 50}),
    hit(VALUE, "set the volume to 35", {"level": 35}),
    miss(UNCARRY, "volume somewhere between 20 and 30", "a range"),
    miss(TIME, "set the volume to 30 at 10pm"),
)

CASES += group(
    plan("what's the weather in Lisbon right now", "weather.current", {"location": "Lisbon"}),
    hit(PV, "how's the weather in São Paulo at the moment?", {"location": "São Paulo"}),
    hit(PV, "Kraków — what's it like outside there now?", {"location": "Kraków"}),
    miss(TIME, "weather in Lisbon tomorrow afternoon", "a forecast"),
    miss(UNCARRY, "what's the weather where I am", "no place: a lookup"),
    miss(OBJ, "what's the political climate in Lisbon right now?"),
)


def shape_of(tool: str, args: dict[str, Any]) -> dict[str, Any]:
    """A template of a workspace plan's shape (never stored: the workspace has its own)."""
    return plan("(template)", tool, args)


# --- crowded: home -------------------------------------------------------------------------------

HOME: dict[str, Any] = {"ws": "home", "in_ws": True}
CASES += group(
    shape_of("home.lock_door", {"door": "front"}),
    hit(PV, "the garage door — lock it, please", {"door": "garage"}),
    hit(
        PARA,
        "perhaps lock the patio door?",
        {"door": "patio"},
        "hedged; a stored plan's arguments",
    ),
    **HOME,
)
CASES += group(
    shape_of("home.set_thermostat", {"temperature": 20}),
    hit(PV, "how about 20 degrees on the heating?", {"temperature": 20}),
    hit(PARA, "set thermostat temperature=21", {"temperature": 21}),
    **HOME,
)
CASES += group(
    shape_of("home.lights_off", {"room": "porch"}),
    hit(PV, "por favor, turn off the lights in the garage", {"room": "garage"}),
    **HOME,
)
CASES += group(
    shape_of("home.lights_on", {"room": "hallway", "brightness": 70}),
    hit(PV, "hallway lights on, around 40%", {"room": "hallway", "brightness": 40}),
    **HOME,
)
CASES += group(
    shape_of("home.run_scene", {"scene": "away"}),
    hit(
        PARA,
        "Hey! Could you start the movie night scene for us? Thanks!",
        {"scene": "movie night"},
    ),
    **HOME,
)
CASES += group(
    shape_of("home.set_plug", {"plug": "fan", "on": True}),
    hit(PARA, "the TV plug — switch it off", {"plug": "TV", "on": False}),
    **HOME,
)
CASES += group(
    shape_of("music.play", {"query": "Adele"}),
    hit(PV, "play some Rosalía, gracias", {"query": "Rosalía"}),
    **HOME,
)
CASES += group(
    shape_of("home.set_blinds", {"room": "office", "position": 25}),
    hit(PV, "set blinds — room: kitchen, position: 30", {"room": "kitchen", "position": 30}),
    **HOME,
)
CASES += group(
    shape_of("reminders.create", {"text": "buy milk", "at": "2025-06-11T15:30:00"}),
    hit(
        PV,
        "remind me at 6pm today to feed the goldfish",
        {"text": "feed the goldfish", "at": "2025-06-11T18:00:00"},
    ),
    **HOME,
)
CASES += group(
    shape_of("weather.current", {"location": "Rome"}),
    hit(PV, "how's the weather in Reykjavík right now?", {"location": "Reykjavík"}),
    **HOME,
)
CASES += group(
    shape_of("home.start_vacuum", {"room": "office"}),
    hit(PV, "send the vacuum to the hallway right away", {"room": "hallway"}),
    **HOME,
)
CASES += group(
    shape_of("vet.book_appointment", {"pet": "Coco", "day": "Tuesday"}),
    hit(PV, "Coco? book her at the vet on Friday", {"pet": "Coco", "day": "Friday"}),
    **HOME,
)
CASES += group(
    None,
    miss(
        ACT,
        "unlock the side door, the plumber is outside",
        absent=("home.unlock_door", "home.set_lock"),
    ),
    miss(ACT, "stop the robot vacuum, it's stuck under the sofa", absent=("home.stop_vacuum",)),
    miss(TIME, "lock the back door once everyone's in bed", "a trigger"),
    miss(QUEST, "the front door — is it locked?", absent=("home.get_lock_state",)),
    miss(UNCARRY, "lights on in the living room somewhere between 50 and 70%", "a range"),
    miss(UNCARRY, "set the thermostat to 21 in the basement zone", "a zone, no argument"),
    miss(NEG, "don't switch the porch lights off tonight"),
    miss(TIME, "run the bedtime scene every night at 10", "recurring"),
    miss(UNREL, "pay the babysitter 40 EUR", absent=("pay.send_money",)),
    miss(ACT, "pick the music back up where it stopped", absent=("music.resume",)),
    ws="home",
)

# --- crowded: finance ----------------------------------------------------------------------------

FIN: dict[str, Any] = {"ws": "finance", "in_ws": True}
CASES += group(
    shape_of("pay.send_money", {"recipient": "Tom", "amount": 20, "currency": "EUR"}),
    hit(
        PV,
        "Hi, please transfer 45 EUR to Zoë. Thanks a lot, Max",
        {"recipient": "Zoë", "amount": 45, "currency": "EUR"},
    ),
    hit(PARA, "Tom? wire him 60 GBP", {"recipient": "Tom", "amount": 60, "currency": "GBP"}),
    **FIN,
)
CASES += group(
    shape_of("fx.convert", {"amount": 100, "from": "EUR", "to": "AUD"}),
    hit(
        PV,
        "convert — amount: 300, from: EUR, to: CHF",
        {"amount": 300, "from": "EUR", "to": "CHF"},
    ),
    **FIN,
)
CASES += group(
    shape_of("pay.freeze_card", {"card_last4": "9034"}),
    hit(PARA, "that card ending 1177, block it", {"card_last4": "1177"}),
    **FIN,
)
CASES += group(
    shape_of("trade.place_order", {"side": "buy", "symbol": "AAPL", "quantity": 10}),
    hit(PV, "bitte buy 15 shares of NVDA", {"side": "buy", "symbol": "NVDA", "quantity": 15}),
    hit(PV, "let's unload 5 TSLA", {"side": "sell", "symbol": "TSLA", "quantity": 5}),
    **FIN,
)
CASES += group(
    shape_of("pay.refund", {"order_id": "A-11562"}),
    hit(PARA, "refund order C-30471 please, it never arrived", {"order_id": "C-30471"}),
    **FIN,
)
CASES += group(
    shape_of("trade.set_price_alert", {"symbol": "AAPL", "price": 150, "direction": "below"}),
    hit(
        PV,
        "AMD — alert me if it drops under 90",
        {"symbol": "AMD", "price": 90, "direction": "below"},
    ),
    **FIN,
)
CASES += group(
    shape_of("hr.review_expense", {"report_id": 881, "verdict": "approve"}),
    hit(PV, "approve expense report 2301 pls", {"report_id": 2301, "verdict": "approve"}),
    hit(PARA, "I think we should reject expense 1450", {"report_id": 1450, "verdict": "reject"}),
    **FIN,
)
CASES += group(
    shape_of("trade.watchlist_add", {"symbol": "VOO"}),
    hit(PV, "put NVDA on the watchlist, merci", {"symbol": "NVDA"}),
    **FIN,
)
CASES += group(
    shape_of("pay.set_card_limit", {"card_last4": "4821", "daily_limit": 1000}),
    hit(PV, "card 4821, daily limit: 750", {"card_last4": "4821", "daily_limit": 750}),
    **FIN,
)
CASES += group(
    None,
    miss(ACT, "card ending 9034 — unfreeze it, I found it", absent=("pay.unfreeze_card",)),
    miss(ACT, "ask Lena to pay me 40 EUR", absent=("pay.request_money",)),
    miss(UNCARRY, "send Tom roughly 50 EUR", "an approximate amount of money"),
    miss(UNCARRY, "convert somewhere between 100 and 200 EUR to USD", "a range"),
    miss(UNCARRY, "block my card right now", "which card?"),
    miss(TIME, "buy 20 AAPL at the open tomorrow"),
    miss(UNCARRY, "sell 10 NVDA at a limit of 130", "a limit price", absent=("trade.sell",)),
    miss(TIME, "what was EUR to USD on 2024-01-02?", "a past rate", absent=("fx.historical_rate",)),
    miss(NEG, "don't send Sam anything yet"),
    miss(QUEST, "should I dump my META shares?", "asks for advice"),
    miss(ACT, "please void invoice INV-3318, it was sent twice", absent=("pay.void_invoice",)),
    ws="finance",
)

# --- crowded: devops -----------------------------------------------------------------------------

OPS: dict[str, Any] = {"ws": "devops", "in_ws": True}
CASES += group(
    shape_of("cloud.deploy", {"service": "auth", "version": "v2.3.2", "environment": "dev"}),
    hit(
        PV,
        "let's deploy billing v2.4.1 to staging",
        {"service": "billing", "version": "v2.4.1", "environment": "staging"},
    ),
    hit(
        PARA,
        "deploy service=auth version=v2.3.2 env=dev",
        {"service": "auth", "version": "v2.3.2", "environment": "dev"},
    ),
    **OPS,
)
CASES += group(
    shape_of("cloud.scale_service", {"service": "checkout", "replicas": 6}),
    hit(
        PV,
        "Hi all — could someone scale search-api to 4 replicas? Cheers, Ines",
        {"service": "search-api", "replicas": 4},
    ),
    **OPS,
)
CASES += group(
    shape_of("cloud.stop_instance", {"instance": "web-01"}),
    hit(PARA, "web-01 — power it off", {"instance": "web-01"}),
    **OPS,
)
CASES += group(
    shape_of("iam.grant_role", {"user": "kate@corp.io", "role": "admin"}),
    hit(
        PV,
        "kate@corp.io? give her the deployer role",
        {"user": "kate@corp.io", "role": "deployer"},
    ),
    **OPS,
)
CASES += group(
    shape_of("cloud.get_logs", {"service": "auth", "since": "15m"}),
    hit(PV, "logs for auth, past 30 min", {"service": "auth", "since": "30m"}),
    **OPS,
)
CASES += group(
    shape_of("cloud.rotate_secret", {"name": "db-password"}),
    hit(PARA, "rotate db-password, por favor", {"name": "db-password"}),
    **OPS,
)
CASES += group(
    shape_of("tickets.assign", {"ticket_id": 6002, "assignee": "Jonas"}),
    hit(PV, "ticket 6002 → Fatima, assign it", {"ticket_id": 6002, "assignee": "Fatima"}),
    **OPS,
)
CASES += group(
    shape_of("cloud.set_maintenance_mode", {"service": "billing", "enabled": True}),
    hit(PARA, "maybe put billing into maintenance mode?", {"service": "billing", "enabled": True}),
    **OPS,
)
CASES += group(
    shape_of("db.create_backup", {"database": "orders"}),
    hit(PV, "back up the users database right now", {"database": "users"}),
    **OPS,
)
CASES += group(
    shape_of("gh.close_issue", {"repo": "psf/requests", "number": 87}),
    hit(PV, "close rust-lang/rust#118", {"repo": "rust-lang/rust", "number": 118}),
    **OPS,
)
CASES += group(
    None,
    miss(ACT, "web-02 needs a reboot, do it", absent=("cloud.restart_instance",)),
    miss(UNCARRY, "deploy the newest auth build to dev", "the version would be looked up"),
    miss(UNCARRY, "scale frontend to between 3 and 5 replicas", "a range"),
    miss(
        ACT,
        "kate@corp.io shouldn't be admin anymore — revoke it",
        absent=("iam.revoke_role", "iam.set_role"),
    ),
    miss(ACT, "user 42 — switch off their two-factor", absent=("iam.disable_mfa",)),
    miss(TIME, "deploy checkout v3.0.1 to production after the freeze ends", "a condition"),
    miss(QUEST, "is web-02 powered on right now?", absent=("cloud.instance_status",)),
    miss(NEG, "don't merge acme/webapp#41 yet"),
    miss(ACT, "restore the orders db from backup bk-0611-b", absent=("db.restore_backup",)),
    miss(UNCARRY, "scale checkout to 6 replicas in the EU region", "a region, no argument"),
    miss(UNCARRY, "rotate every secret we have", "a list"),
    ws="devops",
)

# --- crowded: office -----------------------------------------------------------------------------

OFFICE: dict[str, Any] = {"ws": "office", "in_ws": True}
CASES += group(
    shape_of("email.send", {"to": "hr@corp.io", "body": "lunch is on me today"}),
    hit(
        PARA,
        "Hi, could you email alice@contoso.com that the build is broken? Thanks!",
        {"to": "alice@contoso.com", "body": "the build is broken"},
    ),
    **OFFICE,
)
CASES += group(
    shape_of("chat.mute_channel", {"channel": "#sales"}),
    hit(PV, "#design-crit — mute it", {"channel": "#design-crit"}),
    **OFFICE,
)
CASES += group(
    shape_of("calendar.reschedule_event", {"title": "standup", "new_start": "Thursday at noon"}),
    hit(
        PV,
        "1:1 with Priya? move it to Friday at 9:30",
        {"title": "1:1 with Priya", "new_start": "Friday at 9:30"},
    ),
    **OFFICE,
)
CASES += group(
    shape_of("chat.archive_channel", {"channel": "#incident-117"}),
    hit(PARA, "might be worth archiving #offsite-2024", {"channel": "#offsite-2024"}),
    **OFFICE,
)
CASES += group(
    shape_of("chat.set_status", {"text": "commuting"}),
    hit(PV, "set my status to heads down, bitte", {"text": "heads down"}),
    **OFFICE,
)
CASES += group(
    shape_of("crm.create_lead", {"name": "Dev Patel", "company": "Hooli"}),
    hit(
        PV,
        "Zoë Laurent from Umbrella — add her as a lead",
        {"name": "Zoë Laurent", "company": "Umbrella"},
    ),
    **OFFICE,
)
CASES += group(
    shape_of("calendar.create_event", {"title": "standup", "start": "Monday at 3pm"}),
    hit(
        PV,
        "add event — title: sprint planning, start: Friday at 9:30",
        {"title": "sprint planning", "start": "Friday at 9:30"},
    ),
    **OFFICE,
)
CASES += group(
    shape_of("travel.book_hotel", {"city": "Madrid", "check_in": "June 3", "nights": 4}),
    hit(
        PV,
        "hotel in Málaga, 3 nights from June 3",
        {"city": "Málaga", "check_in": "June 3", "nights": 3},
    ),
    **OFFICE,
)
CASES += group(
    shape_of("hr.schedule_interview", {"candidate": "Emily Zhao", "when": "Monday at 3pm"}),
    hit(
        PV,
        "Paulo Reis — interview him Monday at 3pm",
        {"candidate": "Paulo Reis", "when": "Monday at 3pm"},
    ),
    **OFFICE,
)
CASES += group(
    shape_of("fs.create_folder", {"path": "/tmp/build"}),
    hit(PV, "mkdir ~/Projects/2025", {"path": "~/Projects/2025"}),
    **OFFICE,
)
CASES += group(
    shape_of("hr.review_time_off", {"request_id": 301, "verdict": "approve"}),
    hit(SLOT, "leave request 301: deny it", {"request_id": 301, "verdict": "deny"}),
    **OFFICE,
)
CASES += group(
    shape_of("calendar.set_out_of_office", {"start_date": "June 3", "end_date": "Aug 23"}),
    hit(
        PV,
        "I'm out of office from July 14 to July 18",
        {"start_date": "July 14", "end_date": "July 18"},
    ),
    **OFFICE,
)
CASES += group(
    None,
    miss(ACT, "decline the invite to budget sync", absent=("calendar.decline_invite",)),
    miss(ACT, "#sales, unmute it please", absent=("chat.unmute_channel",)),
    miss(ACT, "take @li.wei out of #marketing", absent=("chat.remove_from_channel",)),
    miss(UNCARRY, "book time off for next week", "dates would be computed"),
    miss(UNCARRY, "set my status to commuting for an hour or two", "minutes, and two values"),
    miss(TIME, "email hr@corp.io every Monday that the server is back up", "recurring"),
    miss(NEG, "hold off — do not archive #incident-117 yet"),
    miss(QUEST, "who's in #launch?", absent=("chat.list_members",)),
    miss(
        ACT,
        "draft an email to hr@corp.io saying lunch is on me today",
        absent=("email.save_draft",),
    ),
    miss(UNCARRY, "copy report.txt somewhere safe", "no destination"),
    ws="office",
)
