"""Plan-cache cases "fresh9": polite, nominalised, tool-naming, British and oddly formatted asks.

Who and how. Written by an independent writer (a helper session) who read only casekit.py (whole),
tools.jsonl (every tool, printed with small Python scripts), the four crowded workspaces
(workspaces/*.jsonl: the first 600 characters of each file, then every plan printed with a small
Python script that grouped the plans by shape and listed the tools each workspace never uses),
make_cases.py and check_cases.py (whole, to register this set) and the module docstring of
cases_fresh8.py (its first 110 lines only, `sed -n 1,110p`); not the cache's code, documentation,
tests, examples, README or pyproject.toml, nor bench/plans/README.md or any other bench script, nor
the body of any other case set (no grep over them either); no git command; and the writer never
ran the cache, the benchmark or toolmem on these cases.
Slips: (1) make_cases.py reported 25 first-draft requests as word for word the same as a request
of another set (its messages print this set's request and the other case's id only): 21 were
dropped (all in the trim below) and 4 crowded misses were reworded, keeping kind and
judgement ("is the garage door locked?" -> "would you tell me whether the garage door is
locked?", "capture the payment for order A-11562" -> "the payment for order A-11562 needs
capturing", "turn off two-factor for user 42" -> "two-factor for user 317 needs switching off",
"unmute #sales" -> "use chat.unmute_channel on #sales"). (2) make_cases.py prints the size of
every set (numbers only) and that was seen; check_cases.py prints per-kind, per-workspace and
hit/miss tables of every set: its output went to a scratch file, of which only the lines naming
fresh9 were shown (the three table header rows) together with its exit status (0). (3) Besides
the allowed commands, the writer ran `ruff --version`, a Python version check, `ruff format
--diff` on this file and small Python scripts: they wrote the tool and workspace prints to
scratch files under /tmp, registered the set in make_cases.py and check_cases.py (their import,
tuple and docstring lines only; "ten files" became "eleven files"),
trimmed the first draft (441 cases) by dropping 81 cases by their request and then the seven
crowded template plans left without a case, relabelled three crowded hits from paraphrase+value
to value, and read the written cases_fresh9.jsonl to count and print the cases for review and to
check that no request copies a workspace request and that a crowded hit is labelled paraphrase
exactly when its arguments are those of a workspace plan; four cases were then added (three long
crowded hits and one "as well as" miss). (4) `ruff format --check` first wanted to join lines
written at 100 (so the project's configured line length is longer; the configuration itself was
not read); two requests were shortened so that ruff would not join their split strings, the file
was formatted with `ruff format --line-length 100` and a script added 12 magic trailing commas,
so it passes `ruff check`, `ruff format --check` and `ruff format --check --line-length 100`,
with every line within 100. (5) Running make_cases.py rewrites every set's .jsonl from its
unchanged .py source; only this file, its .jsonl, make_cases.py and check_cases.py were edited.
Every request was written for this file; none copies a workspace request.

Mix. 364 cases: 261 single-plan cases (46 stored plans of this file, two of them two-step: lock
a door + arm the alarm, back up a database + deploy) and 103 crowded cases (home 26, finance 27,
devops 25, office 25), each crowded hit naming the workspace's own plan shape and each crowded
miss naming in ``absent`` the tools that would have served it where one exists. 194 hits (value
15, paraphrase 9, paraphrase+value 160, slot_word 10) and 170 misses (contrast_action 58,
contrast_negation 16, contrast_question 7, contrast_time 30, contrast_object 21, unrelated 1,
uncarriable 37, all uncarriable cases expecting a miss). Single: 134 hits, 127 misses; crowded:
60 hits, 43 misses.

Style. Nine voices, mixed through the set:

1. indirect and very polite asks ("would it be possible to lock the cellar door?", "I was
   wondering if you could send Tom 25 pounds", "any chance you can mute #watercooler?", "if you
   don't mind, email bob@example.com saying ..."): hits; conditional or hypothetical asks ("if it
   gets too sunny this afternoon, lower the den blinds to 20%", "as soon as CI goes green, deploy
   ...", "once Sam confirms the booking, send him 60 EUR", "when the film starts, ..."):
   contrast_time;
2. nominalised and passive asks ("locking of the garage door, please", "a refund for order B-310
   is needed", "the invoice INV-3310 needs voiding", "card 2093 needs to be frozen", "power to the
   kettle plug should be cut", "PR 77 in acme/api needs squash-merging"): hits where the plan does
   exactly that;
3. requests naming the tool ("use lock_door on the cellar door", "call the fx converter: 1.5k EUR
   to CHF", "run home.set_blinds for the lounge at 30%", "use trade.place_order to sell 30 AMD"):
   hits where the named tool is the stored one; contrast_action where it names another tool, even
   one with the same effect ("use home.set_lock to lock the side door", "call trade.place_order to
   buy 10 AAPL", "use iam.set_role to revoke admin from kate@corp.io");
4. British and regional words and formal register ("colour", "hoovering", "programme", "organise",
   "holiday" and "annual leave" for vacation, "brolly", "chucking it down", "ring the dentist",
   "cancelled", "Kindly convert ...", "I should like to request ..."); spelling is kept in free
   text ("the colour palette is finalised") and enum values take the enum's word (vacation);
5. values in other formats ("1.5k", "$2k", "1.2k", "10,000.50", "4,750", "£63", "64.20", "2x",
   "COB Thursday", "EOD Monday", "next Thu", "12/06", "the 3rd", "the 13th", "noon", "half past
   six", "forty-five per cent", "twelve replicas", "half an hour"), judged one by one (below);
6. long one-line requests with background before and after the ask ("so the cleaner left at noon
   and I'm stuck at the office till late, could you lock the back door for me, she forgot, thanks
   a lot");
7. negation and scope traps: "I don't want the study lights off" and "no refund for order A-55"
   (contrast_negation); "not now, but lock the side door tonight" (contrast_time); "never mind the
   porch lights, just lock the front door" and "don't send Tom anything, send Priya 55 EUR" (hits:
   the kept ask is the stored action); "don't unlock the side door, lock it" (a paraphrase);
   "never mind locking up, just turn the study lights on" (contrast_action);
8. several asks joined by "also", "plus", "as well as", "and while you're at it"
   (contrast_action: the replay would do only one), the same action on two things or on all
   (contrast_object), and one step of a two-step plan (contrast_action);
9. plain value changes and paraphrases of this file's own stored plans, with exact arguments.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored
plan with the new request's values does exactly what was asked: no value dropped, none invented,
none computed or looked up. Values follow the fresh8 conventions as its docstring states them:

- free text (names, rooms, titles, messages, categories) is carried as typed; doors are named
  without "door"; currency words and signs become codes ("pounds", "£" -> GBP, "$" -> USD,
  "Australian dollars" -> AUD, "New Zealand dollars" -> NZD), amounts become numbers ("1.5k" ->
  1500, "$2k" -> 2000 USD, "10,000.50" -> 10000.5, "4,750" -> 4750, "four hundred and fifty" ->
  450, "twelve" -> 12, "forty-five per cent" -> 45); "half an hour" is 30 minutes, "all the way"
  shut is position 0, a log window takes the tool's short form ("the last 30 minutes" -> "30m",
  "the past 90 minutes" -> "90m", "last 6h" -> "6h");
- dates in free-text fields (a payment date, a due date, a check-in, an event start) are carried
  as typed, also when abbreviated ("next Thu", "the 3rd", "30 June", "COB Thursday", "EOD
  Monday", "Friday at noon"); a date-time field is resolved against "now", Wednesday 2025-06-11
  14:30 ("noon tomorrow" -> "2025-06-12T12:00:00", "tonight at half past six" ->
  "2025-06-11T18:30:00", "on the 13th at 10am" -> "2025-06-13T10:00:00", "tomorrow at half past
  six in the evening" -> "2025-06-12T18:30:00"), and where it cannot be resolved exactly the case
  is uncarriable ("on 12/06 at 9": day/month order and am/pm; "EOD"; "next Thu at 9am", which on
  a Wednesday is the 12th or the 19th);
- relative or derived values are uncarriable ("2x", "double", "twice as loud", "a bit more", "up
  one level", "10% above today's price", "$2k of AAPL" as a share count, "two weeks" as an end
  date, "until COB" as minutes), as are values the plan has no argument for (a note, a partial
  amount, hours, a duration, a label, a subject, a list, guests, a limit price) and
  requests lacking a value the replay would invent (a due date, a vet day and time).

Kinds. As in fresh8. paraphrase+value is used for every reworded or restyled hit that changes a
value; value only where the stored wording (for a crowded hit: a workspace plan's wording) is
kept; slot_word where the changed value is an enum word (night, home, away, below, rebase, urgent,
personal) or a boolean set by "on"/"off"; paraphrase where the arguments stay those of the stored
plan (for a crowded hit: those of a plan the workspace already holds). "don't", "no", "I don't
want", "no need to" are contrast_negation. How-to questions and yes/no questions about state are
contrast_question, except where the stored plan is itself the read that answers it (a forecast,
a conversion), which is a hit. Another tool or the opposite direction (unlock, disarm, stop the
vacuum, unfreeze, capture vs refund, restore vs back up, accept vs decline, return vs cancel), a
request naming another tool, several asks and one step of a two-step plan are contrast_action;
conditional and hypothetical asks, "not now ... tonight", a past rate, past prices or past
weather, a scheduled send or change and a repetition are contrast_time; two objects, "all" and
"every" are contrast_object; a reminder asked of the office workspace, which holds no reminder
plan, is unrelated.
"""

from __future__ import annotations

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

# ---------------------------------------------------------------- single: home

LOCK = plan("lock the side door", "home.lock_door", {"door": "side"})
BLINDS = plan("set the den blinds to 40%", "home.set_blinds", {"room": "den", "position": 40})
LIGHTS_OFF = plan("turn off the lights in the study", "home.lights_off", {"room": "study"})
COLOUR = plan(
    "make the lounge lights warm white",
    "home.set_light_color",
    {"room": "lounge", "color": "warm white"},
)
THERMO = plan(
    "set the thermostat to 21 degrees C",
    "home.set_thermostat",
    {"temperature": 21, "unit": "C"},
)
VACUUM = plan("vacuum the hallway", "home.start_vacuum", {"room": "hallway"})
ALARM = plan("arm the alarm in away mode", "home.arm_alarm", {"mode": "away"})
PLUG = plan("switch off the heater plug", "home.set_plug", {"plug": "heater", "on": False})
LOCK_ARM = plan(
    "lock the front door and arm the alarm in night mode",
    [("home.lock_door", {"door": "front"}), ("home.arm_alarm", {"mode": "night"})],
)

HOME_SINGLE = [
    *group(
        LOCK,
        hit(PV, "locking of the garage door, please", {"door": "garage"}, "nominalised"),
        hit(PV, "use lock_door on the cellar door", {"door": "cellar"}, "names the stored tool"),
        hit(
            PV,
            "never mind the porch lights, just lock the front door",
            {"door": "front"},
            "scope: the lights are dropped, the lock is the ask",
        ),
        hit(PARA, "don't unlock the side door, lock it", None, "the ask is the lock"),
        hit(
            PV,
            "so the cleaner left at noon and I'm stuck at the office till late, could you lock "
            "the back door for me, she forgot, thanks a lot",
            {"door": "back"},
            "background before and after the ask",
        ),
        miss(ACT, "use home.set_lock to lock the side door", "names another tool"),
        miss(NEG, "I don't want the side door locked, the dog walker is due"),
        miss(TIME, "not now, but lock the side door tonight"),
        miss(
            ACT,
            "lock the shed door and while you're at it switch off the porch lights",
            "two asks: the replay would do only the lock",
        ),
    ),
    *group(
        BLINDS,
        hit(
            PV,
            "run home.set_blinds for the lounge at 30%",
            {"room": "lounge", "position": 30},
            "names the stored tool",
        ),
        hit(
            PV,
            "blinds in the study to forty-five per cent, if you don't mind",
            {"room": "study", "position": 45},
            "percent in words",
        ),
        hit(SLOT, "shut the den blinds all the way", {"position": 0}, "all the way shut is 0"),
        miss(
            TIME,
            "if it gets too sunny this afternoon, lower the den blinds to 20%",
            "conditional",
        ),
        miss(UNCARRY, "open the den blinds a bit more", "relative: the position is computed"),
        miss(OBJ, "put the blinds in the den and the kitchen at 40%", "two rooms"),
    ),
    *group(
        LIGHTS_OFF,
        hit(PV, "any chance you could switch the landing lights off?", {"room": "landing"}),
        hit(PV, "switching off of the lights in the box room is needed", {"room": "box room"}),
        hit(
            PV,
            "the kids are finally asleep and my hands are full downstairs, could you turn off the "
            "lights in the playroom, they left them on again, thanks",
            {"room": "playroom"},
            "background before and after the ask",
        ),
        miss(NEG, "I don't want the study lights off, I'm still reading"),
        miss(
            ACT,
            "never mind locking up, just turn the study lights on",
            "the ask is the opposite direction",
        ),
        miss(OBJ, "switch off every light in the house", "all rooms"),
    ),
    *group(
        COLOUR,
        hit(
            PV,
            "change the colour of the bedroom bulbs to lavender",
            {"room": "bedroom", "color": "lavender"},
            "British spelling",
        ),
        hit(PV, "a colour change to teal is wanted for the lounge lights", {"color": "teal"}),
        hit(PARA, "could the lounge bulbs be set to warm white, please", None, "passive"),
        miss(
            UNCARRY,
            "make the lounge lights the same colour as the hallway",
            "the colour would be looked up",
        ),
        miss(TIME, "when the film starts, make the lounge lights red", "conditional"),
    ),
    *group(
        THERMO,
        hit(PV, "would you mind setting the thermostat to 19.5 °C?", {"temperature": 19.5}),
        hit(
            PV,
            "set the thermostat to 68 degrees Fahrenheit",
            {"temperature": 68, "unit": "F"},
            "unit changes too",
        ),
        hit(
            PV,
            "Kindly programme the thermostat for 20 degrees Celsius.",
            {"temperature": 20},
            "formal, British 'programme'",
        ),
        miss(TIME, "once I'm back home, set the heating to 22 °C", "conditional"),
        miss(ACT, "put the thermostat into eco mode", "thermostat mode is another tool"),
    ),
    *group(
        VACUUM,
        hit(PV, "hoovering of the lounge, please", {"room": "lounge"}, "British 'hoover'"),
        hit(
            PV,
            "if you don't mind, send the robot vacuum round the utility room",
            {"room": "utility room"},
        ),
        hit(
            PV,
            "the dog tracked mud all through the kitchen this morning and guests arrive at six, "
            "could you get the vacuum going in the kitchen, thanks ever so much",
            {"room": "kitchen"},
            "background before and after the ask",
        ),
        miss(ACT, "stop the vacuum, it's eating a sock"),
        miss(ACT, "vacuum the hallway and also turn on the porch light", "two asks"),
        miss(NEG, "no hoovering in the nursery today, the baby's asleep"),
    ),
    *group(
        ALARM,
        hit(SLOT, "arming of the alarm in night mode is needed", {"mode": "night"}),
        hit(SLOT, "call home.arm_alarm with mode home", {"mode": "home"}, "names the stored tool"),
        hit(PARA, "would you be so kind as to set the alarm to away?", None),
        miss(ACT, "disarm the alarm, I'm back"),
        miss(TIME, "when the last person leaves, arm the alarm in away mode", "conditional"),
    ),
    *group(
        PLUG,
        hit(PV, "power to the kettle plug should be cut", {"plug": "kettle"}, "passive"),
        hit(SLOT, "switch on the heater plug", {"on": True}),
        hit(PV, "use set_plug to turn the fairy lights off", {"plug": "fairy lights"}),
        miss(NEG, "don't switch off the fish tank plug"),
        miss(OBJ, "switch off the heater and the fan plugs", "two plugs"),
        miss(
            UNCARRY,
            "switch the heater plug off for 20 minutes",
            "the plan has no duration: the 20 minutes would be dropped",
        ),
    ),
    *group(
        LOCK_ARM,
        hit(
            PV,
            "lock the back door and set the alarm to night mode",
            [{"door": "back"}, {}],
        ),
        hit(
            SLOT,
            "locking of the front door and arming in away mode, please",
            [{}, {"mode": "away"}],
        ),
        hit(
            PV,
            "bedtime: could you lock the patio door and put the alarm on night?",
            [{"door": "patio"}, {}],
        ),
        miss(ACT, "just lock the front door, leave the alarm off", "one step only"),
        miss(ACT, "arm the alarm in night mode, the doors are fine", "one step only"),
        miss(
            TIME,
            "once the kids are in bed, lock the front door and arm the alarm for the night",
            "conditional",
        ),
    ),
]

# ------------------------------------------------------------- single: finance

FX = plan("convert 300 GBP to USD", "fx.convert", {"amount": 300, "from": "GBP", "to": "USD"})
SEND = plan(
    "send Priya 40 EUR",
    "pay.send_money",
    {"recipient": "Priya", "amount": 40, "currency": "EUR"},
)
REFUND = plan("refund order A-55", "pay.refund", {"order_id": "A-55"})
FREEZE = plan("freeze card 4417", "pay.freeze_card", {"card_last4": "4417"})
VOID = plan("void invoice INV-2041", "pay.void_invoice", {"invoice_id": "INV-2041"})
BUY = plan("buy 10 shares of AAPL", "trade.buy", {"symbol": "AAPL", "quantity": 10})
ALERT = plan(
    "alert me when TSLA goes above 300",
    "trade.set_price_alert",
    {"symbol": "TSLA", "price": 300, "direction": "above"},
)
SCHED = plan(
    "pay the landlord 1200 EUR on the 1st",
    "pay.schedule_payment",
    {"payee": "the landlord", "amount": 1200, "currency": "EUR", "date": "the 1st"},
)
LIMIT = plan(
    "set the daily limit on card 4417 to 500",
    "pay.set_card_limit",
    {"card_last4": "4417", "daily_limit": 500},
)
INVOICE = plan(
    "invoice ap@globex.com 2500 USD due June 30",
    "pay.create_invoice",
    {"customer_email": "ap@globex.com", "amount": 2500, "currency": "USD", "due_date": "June 30"},
)
EXPENSE = plan(
    "expense 42 GBP for taxi",
    "hr.submit_expense",
    {"amount": 42, "currency": "GBP", "category": "taxi"},
)

FINANCE_SINGLE = [
    *group(
        FX,
        hit(
            PV,
            "call the fx converter: 1.5k EUR to CHF",
            {"amount": 1500, "from": "EUR", "to": "CHF"},
            "names the stored tool; 1.5k is 1500",
        ),
        hit(
            PV,
            "use fx.convert for 10,000.50 JPY to GBP",
            {"amount": 10000.5, "from": "JPY", "to": "GBP"},
        ),
        hit(
            PV,
            "how much would $2k be in pounds?",
            {"amount": 2000, "from": "USD", "to": "GBP"},
            "$2k is 2000 USD",
        ),
        hit(
            PV,
            "Kindly convert four hundred and fifty Australian dollars into New Zealand dollars.",
            {"amount": 450, "from": "AUD", "to": "NZD"},
        ),
        hit(VALUE, "convert 75 GBP to EUR", {"amount": 75, "to": "EUR"}),
        miss(TIME, "what was 300 GBP worth in USD last Friday?", "a past rate"),
        miss(ACT, "use fx.historical_rate for GBP to USD on 2 June", "names another tool"),
        miss(OBJ, "convert 300 GBP to both USD and CAD", "two targets"),
        miss(UNCARRY, "convert 2x last month's rent to USD", "computed and looked up"),
    ),
    *group(
        SEND,
        hit(
            PV,
            "I was wondering if you could send Tom 25 pounds",
            {"recipient": "Tom", "amount": 25, "currency": "GBP"},
        ),
        hit(
            PV,
            "a payment of 1.2k EUR to Lena is needed",
            {"recipient": "Lena", "amount": 1200},
            "nominalised; 1.2k is 1200",
        ),
        hit(VALUE, "send Marco 65 EUR", {"recipient": "Marco", "amount": 65}),
        hit(
            PV,
            "don't send Tom anything, send Priya 55 EUR",
            {"amount": 55},
            "scope: the negation is about Tom, the ask is Priya",
        ),
        miss(TIME, "as soon as Marco confirms the tickets, send him 60 EUR", "conditional"),
        miss(OBJ, "send Priya and Tom 40 EUR each", "two recipients"),
        miss(NEG, "please don't send Priya the 40 EUR"),
        miss(
            UNCARRY,
            "send Priya 40 EUR for the concert tickets",
            "the stored plan has no note: the reason would be dropped",
        ),
    ),
    *group(
        REFUND,
        hit(PV, "a refund for order B-310 is needed", {"order_id": "B-310"}, "nominalised"),
        hit(
            PV,
            "the customer's emailed twice already and the courier admits losing the box, so "
            "please refund order C-4410 today, it's the least we can do",
            {"order_id": "C-4410"},
            "background before and after the ask",
        ),
        hit(PARA, "order A-55 is to be refunded in full", None, "passive; full is no amount"),
        miss(NEG, "no refund for order A-55, they kept the item"),
        miss(UNCARRY, "refund $15 of order A-55", "the partial amount would be dropped"),
        miss(ACT, "capture the payment for order A-55"),
        miss(TIME, "if the parcel comes back by Friday, refund order A-55", "conditional"),
    ),
    *group(
        FREEZE,
        hit(PV, "card 2093 needs to be frozen", {"card_last4": "2093"}, "passive"),
        hit(
            PV,
            "any chance you could put a freeze on the card ending 8810?",
            {"card_last4": "8810"},
        ),
        hit(PARA, "could you kindly block card 4417 for now?", None, "temporary block is a freeze"),
        miss(ACT, "unfreeze card 4417, I found it"),
        miss(TIME, "if card 4417 isn't in my bag when I get home, freeze it", "conditional"),
        miss(ACT, "freeze card 4417 and also set its daily limit to 200", "two asks"),
    ),
    *group(
        VOID,
        hit(PV, "the invoice INV-3310 needs voiding", {"invoice_id": "INV-3310"}, "passive"),
        hit(
            PV,
            "please void INV-0099; it was sent to the wrong client",
            {"invoice_id": "INV-0099"},
        ),
        miss(UNCARRY, "the Initech invoice needs voiding", "the invoice id would be looked up"),
        miss(
            ACT,
            "void invoice INV-2041 and send a fresh one to ap@globex.com for 900 USD",
            "two asks",
        ),
        miss(NEG, "do not void INV-2041, it has been paid"),
    ),
    *group(
        BUY,
        hit(
            PV,
            "I was wondering if you could pick up 25 shares of NVDA",
            {"symbol": "NVDA", "quantity": 25},
        ),
        hit(
            PV,
            "use trade.buy: 1.5k shares of F",
            {"symbol": "F", "quantity": 1500},
            "names the stored tool; 1.5k is 1500",
        ),
        hit(VALUE, "buy 3 shares of COST", {"symbol": "COST", "quantity": 3}),
        miss(UNCARRY, "buy $2k of AAPL", "the share count would be computed from the price"),
        miss(
            UNCARRY,
            "buy 10 shares of AAPL at 180 or less",
            "the limit price would be dropped",
        ),
        miss(ACT, "call trade.place_order to buy 10 AAPL", "names another tool"),
        miss(UNCARRY, "buy 2x the AAPL shares I bought last week", "computed and looked up"),
    ),
    *group(
        ALERT,
        hit(
            PV,
            "would you mind alerting me if NVDA goes above $1.5k",
            {"symbol": "NVDA", "price": 1500},
        ),
        hit(SLOT, "alert me when TSLA goes below 300", {"direction": "below"}),
        hit(
            PV,
            "a price alert on COST above 1,000.50 is wanted",
            {"symbol": "COST", "price": 1000.5},
        ),
        miss(UNCARRY, "alert me when TSLA goes 10% above today's price", "computed"),
        miss(OBJ, "alert me when TSLA or RIVN goes above 300", "two symbols"),
        miss(QUEST, "how do price alerts work?"),
    ),
    *group(
        SCHED,
        hit(
            VALUE,
            "pay the gardener 80 EUR on the 3rd",
            {"payee": "the gardener", "amount": 80, "date": "the 3rd"},
        ),
        hit(
            PV,
            "a payment of 1.1k EUR to the landlord should go out next Thu",
            {"amount": 1100, "date": "next Thu"},
            "a free-text date, carried as typed",
        ),
        hit(
            PV,
            "would it be possible to pay City Water 64.20 USD on 30 June?",
            {"payee": "City Water", "amount": 64.2, "currency": "USD", "date": "30 June"},
        ),
        miss(UNCARRY, "pay the landlord the usual on the 1st", "the amount would be looked up"),
        miss(ACT, "send the landlord 1200 EUR right now", "an immediate send is another tool"),
        miss(NEG, "don't pay the landlord on the 1st this time"),
    ),
    *group(
        LIMIT,
        hit(
            PV,
            "the daily limit on card 2093 should be raised to 1.5k",
            {"card_last4": "2093", "daily_limit": 1500},
            "a target, not an increment",
        ),
        hit(PV, "use set_card_limit: card 4417, 2,500 a day", {"daily_limit": 2500}),
        miss(UNCARRY, "double the daily limit on card 4417", "computed"),
        miss(OBJ, "set the daily limit on cards 4417 and 8810 to 500", "two cards"),
    ),
    *group(
        INVOICE,
        hit(
            PV,
            "an invoice to billing@initech.co for 4,750 EUR due July 15, please",
            {
                "customer_email": "billing@initech.co",
                "amount": 4750,
                "currency": "EUR",
                "due_date": "July 15",
            },
        ),
        hit(
            PV,
            "I was wondering if you could bill ops@hooli.com $2k due 1 August",
            {"customer_email": "ops@hooli.com", "amount": 2000, "due_date": "1 August"},
        ),
        miss(
            UNCARRY,
            "invoice ap@globex.com 2500 USD",
            "no due date: the replay would invent June 30",
        ),
        miss(
            ACT,
            "void the Globex invoice and invoice ap@globex.com 2500 USD due June 30 instead",
            "two asks",
        ),
        miss(
            OBJ,
            "invoice ap@globex.com and billing@initech.co 2500 USD each, due June 30",
            "two customers",
        ),
    ),
    *group(
        EXPENSE,
        hit(
            PV,
            "an 18.40 GBP expense for parking needs filing",
            {"amount": 18.4, "category": "parking"},
        ),
        hit(PV, "claim £63 for train fares", {"amount": 63, "category": "train fares"}),
        miss(UNCARRY, "expense yesterday's taxi", "the amount would be looked up"),
        miss(ACT, "use hr.review_expense to approve report 512", "names another tool"),
        miss(OBJ, "expense 42 GBP for taxi and 12 GBP for lunch", "two expenses"),
    ),
]

# -------------------------------------------------------------- single: office

MUTE = plan("mute #random", "chat.mute_channel", {"channel": "#random"})
POST = plan(
    "post in #general: standup moved to 10",
    "chat.post_message",
    {"channel": "#general", "text": "standup moved to 10"},
)
EMAIL = plan(
    "email alice@contoso.com saying the contract is signed",
    "email.send",
    {"to": "alice@contoso.com", "body": "the contract is signed"},
)
EVENT = plan(
    "schedule a 30-minute sync with Omar tomorrow at 3pm",
    "calendar.create_event",
    {"title": "sync with Omar", "start": "tomorrow at 3pm", "duration_minutes": 30},
)
REMIND = plan(
    "remind me tomorrow at 9am to call the bank",
    "reminders.create",
    {"text": "call the bank", "at": "2025-06-12T09:00:00"},
)
TASK = plan(
    "add a task 'send the slides' due Friday",
    "tasks.create",
    {"title": "send the slides", "due": "Friday"},
)
LEAVE = plan(
    "book vacation from July 7 to July 11",
    "hr.request_time_off",
    {"start_date": "July 7", "end_date": "July 11", "type": "vacation"},
)
DECLINE = plan(
    "decline the budget review invite",
    "calendar.decline_invite",
    {"title": "budget review"},
)
PRIO = plan(
    "set ticket 812 to high priority",
    "tickets.set_priority",
    {"ticket_id": 812, "priority": "high"},
)
STATUS = plan(
    "set my status to 'in a meeting' for 60 minutes",
    "chat.set_status",
    {"text": "in a meeting", "minutes": 60},
)
HOTEL = plan(
    "book a hotel in Lisbon from July 3 for 2 nights",
    "travel.book_hotel",
    {"city": "Lisbon", "check_in": "July 3", "nights": 2},
)
FORECAST = plan(
    "what's the forecast for Leeds tomorrow?",
    "weather.forecast",
    {"location": "Leeds", "day": "tomorrow"},
)

OFFICE_SINGLE = [
    *group(
        MUTE,
        hit(PV, "any chance you can mute #watercooler?", {"channel": "#watercooler"}),
        hit(PV, "use chat.mute_channel on #gaming", {"channel": "#gaming"}, "names the tool"),
        miss(UNCARRY, "mute #random for 2 hours", "the stored plan has no hours: dropped"),
        miss(OBJ, "mute #random and #social", "two channels"),
        miss(NEG, "I don't want #random muted"),
        miss(
            ACT,
            "mute #random as well as setting my status to 'heads down'",
            "two asks",
        ),
    ),
    *group(
        POST,
        hit(
            PV,
            "would you post in #ops: the deploy window starts at 4",
            {"channel": "#ops", "text": "the deploy window starts at 4"},
        ),
        hit(
            PV,
            "the following needs posting in #eng: office closed on Friday",
            {"channel": "#eng", "text": "office closed on Friday"},
        ),
        hit(
            PV,
            "pop a message in #marketing: the colour palette is finalised",
            {"channel": "#marketing", "text": "the colour palette is finalised"},
            "British spelling kept in the message",
        ),
        miss(ACT, "DM Priya: standup moved to 10", "a direct message is another tool"),
        miss(TIME, "post in #general at 9 tomorrow: standup moved to 10", "a scheduled post"),
        miss(UNCARRY, "post the same in #random", "the text is in the context"),
    ),
    *group(
        EMAIL,
        hit(
            PV,
            "if you don't mind, email bob@example.com saying the parcel arrived",
            {"to": "bob@example.com", "body": "the parcel arrived"},
        ),
        hit(
            PV,
            "an email is needed to hr@corp.io saying my address has changed",
            {"to": "hr@corp.io", "body": "my address has changed"},
        ),
        hit(
            VALUE,
            "email legal@initech.co saying the NDA is signed",
            {"to": "legal@initech.co", "body": "the NDA is signed"},
        ),
        miss(
            TIME,
            "email alice@contoso.com at 8am tomorrow saying the contract is signed",
            "a scheduled send",
        ),
        miss(
            UNCARRY,
            "email alice@contoso.com with subject 'Contract' saying the contract is signed",
            "the subject would be dropped",
        ),
        miss(
            ACT,
            "use email.reply to answer alice@contoso.com: the contract is signed",
            "names another tool",
        ),
    ),
    *group(
        EVENT,
        hit(
            PV,
            "a 45-minute design crit needs organising for Friday at noon",
            {"title": "design crit", "start": "Friday at noon", "duration_minutes": 45},
        ),
        hit(
            PV,
            "I was wondering if you could put a 60-minute budget review in for Friday at 11am",
            {"title": "budget review", "start": "Friday at 11am", "duration_minutes": 60},
        ),
        hit(
            VALUE,
            "schedule a 15-minute check-in with Lena tomorrow at 4pm",
            {"title": "check-in with Lena", "start": "tomorrow at 4pm", "duration_minutes": 15},
        ),
        miss(
            UNCARRY,
            "schedule a 30-minute sync with Omar at his earliest free slot",
            "the time would be looked up",
        ),
        miss(ACT, "move the sync with Omar to tomorrow at 3pm", "rescheduling is another tool"),
        miss(TIME, "every Monday at 9, schedule a 30-minute sync with Omar", "a repetition"),
        miss(QUEST, "how do I add a 30-minute meeting to my calendar?"),
    ),
    *group(
        REMIND,
        hit(
            PV,
            "remind me at noon tomorrow to ring the dentist",
            {"text": "ring the dentist", "at": "2025-06-12T12:00:00"},
        ),
        hit(
            PV,
            "a reminder to take the bins out is needed tonight at half past six",
            {"text": "take the bins out", "at": "2025-06-11T18:30:00"},
        ),
        hit(
            PV,
            "remind me on Friday at 8am to renew the car insurance",
            {"text": "renew the car insurance", "at": "2025-06-13T08:00:00"},
        ),
        hit(
            PV,
            "remind me on the 13th at 10am to pay the window cleaner",
            {"text": "pay the window cleaner", "at": "2025-06-13T10:00:00"},
        ),
        miss(
            UNCARRY,
            "remind me on 12/06 at 9 to call the bank",
            "12/06 and 9 are ambiguous in a date-time",
        ),
        miss(UNCARRY, "remind me EOD to send the timesheet", "EOD is no exact time"),
        miss(
            UNCARRY,
            "remind me next Thu at 9am to call the bank",
            "said on a Wednesday, next Thu is the 12th or the 19th",
        ),
    ),
    *group(
        TASK,
        hit(
            VALUE,
            "add a task 'book the MOT' due COB Thursday",
            {"title": "book the MOT", "due": "COB Thursday"},
            "a free-text due, carried as typed",
        ),
        hit(
            PV,
            "a task called 'organise the team offsite' is needed, due the 3rd",
            {"title": "organise the team offsite", "due": "the 3rd"},
        ),
        hit(
            PV,
            "if you don't mind, add a to-do 'chase the printer quote' due EOD Monday",
            {"title": "chase the printer quote", "due": "EOD Monday"},
        ),
        miss(
            UNCARRY,
            "add a task 'send the slides' to my Work list due Friday",
            "the list would be dropped",
        ),
        miss(ACT, "mark 'send the slides' as done"),
        miss(OBJ, "add tasks 'send the slides' and 'book the room', both due Friday", "two"),
    ),
    *group(
        LEAVE,
        hit(
            PV,
            "I'd like to book holiday from August 4 to August 15",
            {"start_date": "August 4", "end_date": "August 15"},
            "holiday is vacation",
        ),
        hit(SLOT, "book personal leave from July 7 to July 11", {"type": "personal"}),
        hit(
            PV,
            "I should like to request annual leave from 18 August to 22 August",
            {"start_date": "18 August", "end_date": "22 August"},
            "formal; annual leave is vacation",
        ),
        miss(UNCARRY, "book two weeks of holiday starting July 7", "the end date is computed"),
        miss(ACT, "cancel my vacation from July 7 to July 11"),
        miss(QUEST, "how many holiday days do I have left?"),
    ),
    *group(
        DECLINE,
        hit(
            PV,
            "I was wondering if you could decline the quarterly planning invite",
            {"title": "quarterly planning"},
        ),
        hit(
            PV,
            "use calendar.decline_invite for the offsite kickoff",
            {"title": "offsite kickoff"},
        ),
        miss(TIME, "if the budget review clashes with my flight, decline it", "conditional"),
        miss(
            ACT,
            "decline the budget review invite and also block Friday as out of office",
            "two asks",
        ),
        miss(NEG, "please don't decline the budget review invite, I might go"),
    ),
    *group(
        PRIO,
        hit(SLOT, "ticket 812 should be made urgent", {"priority": "urgent"}),
        hit(
            PV,
            "the priority on ticket 1045 needs lowering to low",
            {"ticket_id": 1045, "priority": "low"},
        ),
        hit(
            PV,
            "use tickets.set_priority: 977, normal",
            {"ticket_id": 977, "priority": "normal"},
        ),
        hit(VALUE, "set ticket 2290 to high priority", {"ticket_id": 2290}),
        miss(UNCARRY, "bump ticket 812 up one level", "relative: computed"),
    ),
    *group(
        STATUS,
        hit(
            VALUE,
            "set my status to 'at the dentist' for 90 minutes",
            {"text": "at the dentist", "minutes": 90},
        ),
        hit(
            PV,
            "status 'lunch' for half an hour, please",
            {"text": "lunch", "minutes": 30},
        ),
        hit(
            PV,
            "would you set my status to 'on a call' for forty-five minutes?",
            {"text": "on a call", "minutes": 45},
        ),
        miss(
            UNCARRY,
            "set my status to 'in a meeting' until COB",
            "the minutes would be computed from an inexact time",
        ),
        miss(
            TIME,
            "from 2pm tomorrow, set my status to 'in a meeting' for 60 minutes",
            "a scheduled change",
        ),
    ),
    *group(
        HOTEL,
        hit(
            PV,
            "I was wondering if you could book a hotel in Edinburgh from August 14 for 4 nights",
            {"city": "Edinburgh", "check_in": "August 14", "nights": 4},
        ),
        hit(
            PV,
            "accommodation in Bath for two nights from the 3rd is needed",
            {"city": "Bath", "check_in": "the 3rd"},
        ),
        miss(
            UNCARRY,
            "book a hotel in Lisbon from July 3 for 2 nights for 3 guests",
            "the guests would be dropped",
        ),
        miss(OBJ, "book hotels in Lisbon and Porto from July 3 for 2 nights", "two cities"),
    ),
    *group(
        FORECAST,
        hit(
            PV,
            "any chance you could check the forecast for Cardiff on Saturday?",
            {"location": "Cardiff", "day": "Saturday"},
        ),
        hit(
            PV,
            "will I need a brolly in Glasgow on Friday?",
            {"location": "Glasgow", "day": "Friday"},
            "regional word; the forecast answers it",
        ),
        hit(
            PV,
            "use weather.forecast for Bristol, Sunday",
            {"location": "Bristol", "day": "Sunday"},
        ),
        miss(TIME, "what was the weather like in Leeds yesterday?", "past weather"),
        miss(ACT, "what's the air quality in Leeds?"),
    ),
]

# -------------------------------------------------------------- single: devops

DEPLOY = plan(
    "deploy checkout v2.1.0 to staging",
    "cloud.deploy",
    {"service": "checkout", "version": "v2.1.0", "environment": "staging"},
)
REBOOT = plan("reboot web-03", "cloud.restart_instance", {"instance": "web-03"})
SCALE = plan(
    "scale api to 4 replicas in production",
    "cloud.scale_service",
    {"service": "api", "replicas": 4, "environment": "production"},
)
MERGE = plan(
    "squash-merge PR 61 in acme/api",
    "gh.merge_pr",
    {"repo": "acme/api", "number": 61, "method": "squash"},
)
REVOKE = plan(
    "revoke admin from kate@corp.io",
    "iam.revoke_role",
    {"user": "kate@corp.io", "role": "admin"},
)
BACKUP = plan("back up the payments database", "db.create_backup", {"database": "payments"})
BACKUP_DEPLOY = plan(
    "back up orders, then deploy billing v3.2.0 to production",
    [
        ("db.create_backup", {"database": "orders"}),
        ("cloud.deploy", {"service": "billing", "version": "v3.2.0", "environment": "production"}),
    ],
)
LOGS = plan(
    "show the auth logs from the last 2h",
    "cloud.get_logs",
    {"service": "auth", "since": "2h"},
)
PURGE = plan(
    "purge the CDN cache for https://acme.io/blog/",
    "cloud.flush_cache",
    {"url": "https://acme.io/blog/"},
)
ISSUE = plan(
    "open an issue in acme/api titled 'login page times out'",
    "gh.create_issue",
    {"repo": "acme/api", "title": "login page times out"},
)
MAINT = plan(
    "turn on maintenance mode for checkout",
    "cloud.set_maintenance_mode",
    {"service": "checkout", "enabled": True},
)

DEVOPS_SINGLE = [
    *group(
        DEPLOY,
        hit(
            PV,
            "would it be possible to deploy payments v4.0.2 to production?",
            {"service": "payments", "version": "v4.0.2", "environment": "production"},
        ),
        hit(
            PV,
            "a deployment of search v1.8.0 to staging is needed",
            {"service": "search", "version": "v1.8.0"},
        ),
        hit(
            PV,
            "use cloud.deploy: auth v3.0.1 to dev",
            {"service": "auth", "version": "v3.0.1", "environment": "dev"},
        ),
        miss(TIME, "as soon as CI goes green, deploy checkout v2.1.0 to staging", "conditional"),
        miss(ACT, "call cloud.rollback for checkout in staging", "names another tool"),
        miss(
            ACT,
            "deploy checkout v2.1.0 to staging and also post in #releases that it's out",
            "two asks",
        ),
    ),
    *group(
        REBOOT,
        hit(PV, "would you mind restarting worker-7?", {"instance": "worker-7"}),
        hit(PV, "a reboot of db-replica-2 is needed", {"instance": "db-replica-2"}),
        hit(PV, "call restart_instance on bastion-1", {"instance": "bastion-1"}),
        hit(VALUE, "reboot web-04", {"instance": "web-04"}),
        miss(ACT, "use cloud.stop_instance on web-03", "names another tool"),
        miss(TIME, "if web-03 is still unresponsive in ten minutes, reboot it", "conditional"),
        miss(OBJ, "reboot web-03 and web-05", "two instances"),
    ),
    *group(
        SCALE,
        hit(
            PV,
            "scaling of search to 6 replicas in staging, please",
            {"service": "search", "replicas": 6, "environment": "staging"},
        ),
        hit(
            PV,
            "could you take checkout to twelve replicas in production?",
            {"service": "checkout", "replicas": 12},
        ),
        hit(
            VALUE,
            "scale billing to 3 replicas in staging",
            {"service": "billing", "replicas": 3, "environment": "staging"},
        ),
        miss(UNCARRY, "scale api to 2x in production", "computed from the current count"),
        miss(OBJ, "scale api and worker to 4 replicas in production", "two services"),
    ),
    *group(
        MERGE,
        hit(
            PV,
            "would you squash-merge PR 212 in acme/web?",
            {"repo": "acme/web", "number": 212},
        ),
        hit(SLOT, "rebase-merge PR 61 in acme/api", {"method": "rebase"}),
        hit(PV, "PR 77 in acme/api needs squash-merging", {"number": 77}, "passive"),
        miss(ACT, "close PR 61 in acme/api without merging"),
        miss(TIME, "once the checks pass, squash-merge PR 61 in acme/api", "conditional"),
        miss(ACT, "use gh.review_pr to approve PR 61 in acme/api", "names another tool"),
        miss(NEG, "don't merge PR 61 in acme/api, it's not ready"),
    ),
    *group(
        REVOKE,
        hit(
            PV,
            "the deployer role for raj@corp.io needs to be revoked",
            {"user": "raj@corp.io", "role": "deployer"},
        ),
        hit(
            PV,
            "I was wondering if you could take billing-viewer away from omar@corp.io",
            {"user": "omar@corp.io", "role": "billing-viewer"},
        ),
        miss(ACT, "use iam.set_role to revoke admin from kate@corp.io", "names another tool"),
        miss(OBJ, "revoke every role kate@corp.io has", "all roles"),
        miss(TIME, "when Kate moves teams on Friday, revoke her admin role", "conditional"),
    ),
    *group(
        BACKUP,
        hit(PV, "a backup of the ledger database is needed", {"database": "ledger"}),
        hit(PV, "run db.create_backup on customers", {"database": "customers"}),
        hit(
            PV,
            "we're about to run that risky migration on the sessions database this afternoon and "
            "I'd rather be safe than sorry, so could you back it up first, cheers",
            {"database": "sessions"},
            "background before and after the ask",
        ),
        miss(TIME, "back up the payments database every night at 2", "a repetition"),
    ),
    *group(
        BACKUP_DEPLOY,
        hit(
            PV,
            "back up the invoices database, then deploy ledger v1.4.0 to production",
            [{"database": "invoices"}, {"service": "ledger", "version": "v1.4.0"}],
        ),
        hit(
            PV,
            "a backup of orders followed by a deployment of billing v3.2.1 to production, please",
            [{}, {"version": "v3.2.1"}],
        ),
        hit(
            PV,
            "use db.create_backup on orders and then cloud.deploy billing v3.3.0 to staging",
            [{}, {"version": "v3.3.0", "environment": "staging"}],
        ),
        miss(ACT, "deploy billing v3.2.0 to production, no backup needed", "one step only"),
        miss(ACT, "just back up the orders database for now", "one step only"),
    ),
    *group(
        LOGS,
        hit(
            PV,
            "the checkout logs from the last 30 minutes, please",
            {"service": "checkout", "since": "30m"},
        ),
        hit(
            PV,
            "would you pull the billing logs for the past 90 minutes?",
            {"service": "billing", "since": "90m"},
        ),
        hit(PV, "use cloud.get_logs for search, last 6h", {"service": "search", "since": "6h"}),
        miss(
            UNCARRY,
            "show the auth logs from yesterday between 2 and 4",
            "a past window the plan cannot express",
        ),
        miss(OBJ, "show the auth and billing logs from the last 2h", "two services"),
    ),
    *group(
        PURGE,
        hit(
            PV,
            "a CDN purge for https://acme.io/pricing/ is needed",
            {"url": "https://acme.io/pricing/"},
        ),
        hit(
            PV,
            "any chance you could flush the CDN cache for https://shop.acme.io/img/ please",
            {"url": "https://shop.acme.io/img/"},
        ),
        miss(TIME, "after the 5pm deploy, purge the CDN cache for https://acme.io/blog/"),
        miss(
            NEG,
            "don't purge the CDN cache for https://acme.io/blog/ yet, marketing is still editing",
        ),
    ),
    *group(
        ISSUE,
        hit(
            PV,
            "an issue titled 'CSV export ignores the colour column' is needed in acme/web",
            {"repo": "acme/web", "title": "CSV export ignores the colour column"},
        ),
        hit(
            PV,
            "use gh.create_issue in acme/mobile: 'app crashes on rotate'",
            {"repo": "acme/mobile", "title": "app crashes on rotate"},
        ),
        miss(
            UNCARRY,
            "open an issue in acme/api titled 'login page times out' with the bug label",
            "the label would be dropped",
        ),
        miss(UNCARRY, "file that bug we talked about in acme/api", "the title is in the context"),
    ),
    *group(
        MAINT,
        hit(PV, "maintenance mode for search needs switching on", {"service": "search"}),
        hit(SLOT, "maintenance mode off for checkout, please", {"enabled": False}),
        hit(PV, "would it be possible to put cart into maintenance mode?", {"service": "cart"}),
        miss(TIME, "turn on maintenance mode for checkout at midnight", "a scheduled change"),
        miss(OBJ, "turn on maintenance mode for checkout and cart", "two services"),
        miss(NEG, "I don't want checkout in maintenance mode during the sale"),
    ),
]

# --------------------------------------------------------------- single: other

VOLUME = plan("set the volume to 30", "music.set_volume", {"level": 30})
CANCEL = plan("cancel order 113-5550123", "shop.cancel_order", {"order_id": "113-5550123"})
VET = plan(
    "book Milo in at the vet on Friday at 10am",
    "vet.book_appointment",
    {"pet": "Milo", "day": "Friday", "time": "10am"},
)

OTHER_SINGLE = [
    *group(
        VOLUME,
        hit(PV, "volume to forty-five per cent, please", {"level": 45}, "percent in words"),
        hit(PV, "use music.set_volume at 55", {"level": 55}, "names the stored tool"),
        hit(VALUE, "set the volume to 12", {"level": 12}),
        miss(UNCARRY, "make the music twice as loud", "computed"),
        miss(UNCARRY, "a bit louder please", "relative"),
    ),
    *group(
        CANCEL,
        hit(
            PV,
            "I was wondering if you could cancel order 114-2020117",
            {"order_id": "114-2020117"},
        ),
        hit(
            PV,
            "order 112-9090901 needs to be cancelled",
            {"order_id": "112-9090901"},
            "passive, British spelling",
        ),
        miss(ACT, "return order 113-5550123"),
        miss(QUEST, "can I still cancel order 113-5550123?"),
    ),
    *group(
        VET,
        hit(
            PV,
            "Bella needs a vet appointment on Monday at 9:30am",
            {"pet": "Bella", "day": "Monday", "time": "9:30am"},
        ),
        hit(
            PV,
            "would it be possible to book Pepper in at the vet on Saturday at noon?",
            {"pet": "Pepper", "day": "Saturday", "time": "noon"},
        ),
        miss(UNCARRY, "book Milo in at the vet", "no day or time: the replay would invent them"),
        miss(ACT, "cancel Milo's vet appointment on Friday"),
    ),
]

# ------------------------------------------------------------------ crowded: home

H_LOCK = plan("lock the front door", "home.lock_door", {"door": "front"})
H_BLINDS = plan("blinds", "home.set_blinds", {"room": "office", "position": 25})
H_OFF = plan("lights off", "home.lights_off", {"room": "porch"})
H_COLOUR = plan("colour", "home.set_light_color", {"room": "porch", "color": "red"})
H_THERMO = plan("thermostat", "home.set_thermostat", {"temperature": 19})
H_VACUUM = plan("vacuum", "home.start_vacuum", {"room": "office"})
H_PLUG = plan("plug", "home.set_plug", {"plug": "fan", "on": True})
H_ALARM = plan("alarm", "home.arm_alarm", {"mode": "home"})
H_REMIND = plan("reminder", "reminders.create", {"text": "buy milk", "at": "2025-06-11T15:30:00"})
H_FOOD = plan("food", "vet.order_food", {"product": "Purina Pro Plan", "bags": 5})
H_TRACK = plan("track", "shop.track_order", {"order_id": "112-4839201"})
H_FORECAST = plan("forecast", "weather.forecast", {"location": "Denver", "day": "tomorrow"})
H_SCENE = plan("scene", "home.run_scene", {"scene": "away"})

HOME_CROWDED = [
    *group(
        H_LOCK,
        hit(PV, "would it be possible to lock the cellar door?", {"door": "cellar"}),
        hit(
            PARA,
            "never mind the hallway lights, just lock the back door",
            {"door": "back"},
            "scope: the lock is the ask; the workspace locks the back door",
        ),
        hit(PARA, "the shed door needs locking", {"door": "shed"}, "passive"),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_BLINDS,
        hit(
            PV,
            "run home.set_blinds for the nursery at 60%",
            {"room": "nursery", "position": 60},
            "names the workspace's tool",
        ),
        hit(
            PV,
            "bedroom blinds to forty-five per cent, if you don't mind",
            {"room": "bedroom", "position": 45},
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_OFF,
        hit(PV, "switching off of the landing lights, please", {"room": "landing"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_COLOUR,
        hit(
            PV,
            "change the colour of the hallway bulbs to lilac",
            {"room": "hallway", "color": "lilac"},
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_THERMO,
        hit(PV, "kindly programme the heating for 20 degrees", {"temperature": 20}),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_VACUUM,
        hit(PV, "hoovering of the dining room is needed", {"room": "dining room"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_PLUG,
        hit(
            PV,
            "the space heater needs to be switched off",
            {"plug": "space heater", "on": False},
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_ALARM,
        hit(
            PARA,
            "arming the system in night mode would be great, thanks",
            {"mode": "night"},
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_REMIND,
        hit(
            PV,
            "remind me tomorrow at half past six in the evening to put the bins out",
            {"text": "put the bins out", "at": "2025-06-12T18:30:00"},
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_FOOD,
        hit(
            PV,
            "4 bags of Royal Canin kitten need ordering",
            {"product": "Royal Canin kitten", "bags": 4},
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_TRACK,
        hit(PV, "any chance you could track order 115-3030303?", {"order_id": "115-3030303"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_FORECAST,
        hit(
            PV,
            "is it going to be chucking it down in Manchester on Sunday?",
            {"location": "Manchester", "day": "Sunday"},
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        H_SCENE,
        hit(PV, "use home.run_scene for the reading scene", {"scene": "reading"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        None,
        miss(
            ACT,
            "use home.unlock_door on the patio door",
            "names a tool the workspace never uses",
            absent=("home.unlock_door",),
        ),
        miss(
            ACT,
            "would it be possible to unlock the side door for the plumber?",
            absent=("home.unlock_door", ("home.set_lock", {"locked": False})),
        ),
        miss(ACT, "stop the hoover, the cat's terrified", absent=("home.stop_vacuum",)),
        miss(TIME, "if it starts raining this evening, shut the bedroom blinds", "conditional"),
        miss(
            QUEST,
            "would you tell me whether the garage door is locked?",
            absent=("home.get_lock_state",),
        ),
        miss(NEG, "I don't want the porch lights off tonight"),
        miss(
            ACT,
            "lock the front door and also arm the alarm in away mode",
            "two asks; no stored plan does both",
        ),
        miss(OBJ, "turn off the lights in the kitchen and the dining room", "two rooms"),
        miss(TIME, "what was the weather in Denver yesterday?", absent=("weather.history",)),
        miss(
            ACT,
            "cancel Bella's vet appointment on Tuesday",
            absent=("vet.cancel_appointment",),
        ),
        ws="home",
    ),
]

# --------------------------------------------------------------- crowded: finance

F_FX = plan("fx", "fx.convert", {"amount": 100, "from": "EUR", "to": "AUD"})
F_SEND = plan("send", "pay.send_money", {"recipient": "Tom", "amount": 20, "currency": "EUR"})
F_REFUND_PART = plan("refund part", "pay.refund", {"order_id": "A-12002", "amount": 20})
F_FREEZE = plan("freeze", "pay.freeze_card", {"card_last4": "9034"})
F_LIMIT = plan("limit", "pay.set_card_limit", {"card_last4": "4821", "daily_limit": 1000})
F_INVOICE = plan(
    "invoice",
    "pay.create_invoice",
    {"customer_email": "billing@acme.io", "amount": 560, "currency": "EUR"},
)
F_SCHED = plan(
    "schedule",
    "pay.schedule_payment",
    {"payee": "Ken", "amount": 120, "currency": "EUR", "date": "next Friday"},
)
F_ORDER = plan("order", "trade.place_order", {"side": "buy", "symbol": "NVDA", "quantity": 100})
F_ALERT = plan(
    "alert",
    "trade.set_price_alert",
    {"symbol": "AAPL", "price": 150, "direction": "below"},
)
F_EXPENSE = plan(
    "expense",
    "hr.submit_expense",
    {"amount": 58, "currency": "GBP", "category": "train"},
)
F_REVIEW = plan("review", "hr.review_expense", {"report_id": 881, "verdict": "approve"})
F_SPLIT = plan(
    "split",
    "pay.split_bill",
    {"amount": 60, "currency": "USD", "people": ["Priya", "Aisha"]},
)
F_DEAL = plan("deal", "crm.update_deal_stage", {"deal": "Hooli migration", "stage": "lost"})

FINANCE_CROWDED = [
    *group(
        F_SEND,
        hit(
            PV,
            "so the plumber finished early and he only takes bank transfers, would you send Ken "
            "85 EUR for me, he's waiting at the door",
            {"recipient": "Ken", "amount": 85},
            "background before and after the ask",
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_FX,
        hit(
            PV,
            "call the fx converter: 1.5k CHF to SEK",
            {"amount": 1500, "from": "CHF", "to": "SEK"},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_SEND,
        hit(
            PV,
            "I was wondering if you could send Marco 75 GBP",
            {"recipient": "Marco", "amount": 75, "currency": "GBP"},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_REFUND_PART,
        hit(
            PV,
            "partial refund of $7.50 on order A-10877, if you don't mind",
            {"order_id": "A-10877", "amount": 7.5},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_FREEZE,
        hit(PV, "card 5530 needs to be frozen", {"card_last4": "5530"}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_LIMIT,
        hit(
            PV,
            "the daily limit on card 6620 should be 1.2k",
            {"card_last4": "6620", "daily_limit": 1200},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_INVOICE,
        hit(
            PV,
            "an invoice to ap@globex.com for 3,400 EUR is needed",
            {"customer_email": "ap@globex.com", "amount": 3400},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_SCHED,
        hit(
            VALUE,
            "pay City Water 42.80 USD on the 3rd",
            {"payee": "City Water", "amount": 42.8, "currency": "USD", "date": "the 3rd"},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_ORDER,
        hit(PV, "a purchase of 15 NVDA shares, please", {"quantity": 15}),
        hit(
            PV,
            "use trade.place_order to sell 30 AMD",
            {"side": "sell", "symbol": "AMD", "quantity": 30},
            "names the workspace's tool",
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_ALERT,
        hit(
            PV,
            "would you mind alerting me if SPY falls below 480",
            {"symbol": "SPY", "price": 480},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_EXPENSE,
        hit(PV, "claim £23.90 for parking", {"amount": 23.9, "category": "parking"}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_REVIEW,
        hit(PV, "expense report 2210 needs approving", {"report_id": 2210}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_SPLIT,
        hit(
            PV,
            "split the 84 EUR dinner bill between Jess and Tom",
            {"amount": 84, "currency": "EUR", "people": ["Jess", "Tom"]},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        F_DEAL,
        hit(
            PV,
            "the Globex expansion deal should be marked won",
            {"deal": "Globex expansion", "stage": "won"},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        None,
        miss(
            ACT,
            "use trade.buy for 10 shares of AAPL",
            "names a tool the workspace never uses",
            absent=("trade.buy",),
        ),
        miss(ACT, "request 30 EUR from Lena for the cinema", absent=("pay.request_money",)),
        miss(ACT, "unfreeze card 9034, I found it", absent=("pay.unfreeze_card",)),
        miss(
            TIME,
            "what was 100 EUR worth in AUD on 1 May?",
            "a past rate",
            absent=("fx.historical_rate",),
        ),
        miss(TIME, "once Sam confirms the booking, send him 60 EUR", "conditional"),
        miss(ACT, "the payment for order A-11562 needs capturing", absent=("pay.capture",)),
        miss(ACT, "the Globex invoice needs voiding", absent=("pay.void_invoice",)),
        miss(NEG, "no refund for order B-22014, they're keeping it"),
        miss(ACT, "if you don't mind, sell 0.5 BTC", absent=("trade.sell_crypto",)),
        miss(
            TIME,
            "show AAPL's closing prices over the past 30 days",
            "past prices",
            absent=("trade.price_history",),
        ),
        miss(OBJ, "send Tom 20 EUR and Lena 20 EUR", "two recipients"),
        miss(UNCARRY, "buy $2k worth of MSFT", "the share count would be computed"),
        ws="finance",
    ),
]

# ---------------------------------------------------------------- crowded: devops

D_DEPLOY = plan(
    "deploy",
    "cloud.deploy",
    {"service": "checkout", "version": "v1.9.7", "environment": "staging"},
)
D_ROLLBACK = plan("rollback", "cloud.rollback", {"service": "billing", "environment": "staging"})
D_SCALE = plan(
    "scale",
    "cloud.scale_service",
    {"service": "frontend", "replicas": 5, "environment": "dev"},
)
D_STOP = plan("stop", "cloud.stop_instance", {"instance": "web-01"})
D_BACKUP_DEPLOY = plan(
    "backup and deploy",
    [
        ("db.create_backup", {"database": "orders"}),
        ("cloud.deploy", {"service": "auth", "version": "v2.4.0", "environment": "production"}),
    ],
)
D_MERGE = plan("merge", "gh.merge_pr", {"repo": "acme/webapp", "number": 41, "method": "rebase"})
D_GRANT = plan("grant", "iam.grant_role", {"user": "user 42", "role": "admin"})
D_PRIO = plan("priority", "tickets.set_priority", {"ticket_id": 4411, "priority": "high"})
D_LOGS = plan("logs", "cloud.get_logs", {"service": "auth", "since": "15m"})
D_POST = plan("post", "chat.post_message", {"channel": "#ops", "text": "the build is broken"})
D_ISSUE = plan(
    "issue",
    "gh.create_issue",
    {"repo": "psf/requests", "title": "CSV export drops the header"},
)
D_FLUSH = plan("flush", "cloud.flush_cache", {"url": "https://docs.acme.io/"})
D_MAINT = plan("maintenance", "cloud.set_maintenance_mode", {"service": "auth", "enabled": True})

DEVOPS_CROWDED = [
    *group(
        D_DEPLOY,
        hit(
            PV,
            "would it be possible to deploy search-api v2.5.0 to staging?",
            {"service": "search-api", "version": "v2.5.0"},
        ),
        hit(
            PV,
            "a deployment of auth v2.4.1 to production is needed",
            {"service": "auth", "version": "v2.4.1", "environment": "production"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_ROLLBACK,
        hit(PV, "roll-back of billing in production, please", {"environment": "production"}),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_SCALE,
        hit(
            PV,
            "could you take frontend to twelve replicas in staging?",
            {"replicas": 12, "environment": "staging"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_STOP,
        hit(PV, "use cloud.stop_instance on worker-9", {"instance": "worker-9"}),
        hit(
            PARA,
            "the on-call page went off twice overnight and the logs point at a stuck worker, "
            "could you stop worker-3 for now, I'll look at it after standup",
            {"instance": "worker-3"},
            "background before and after the ask; the workspace stops worker-3",
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_BACKUP_DEPLOY,
        hit(
            PV,
            "back up analytics, then deploy checkout v2.0.0 to production",
            [{"database": "analytics"}, {"service": "checkout", "version": "v2.0.0"}],
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_MERGE,
        hit(
            PV,
            "merge acme/webapp#311 with a rebase, if you don't mind",
            {"number": 311},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_GRANT,
        hit(
            PV,
            "the deployer role needs granting to kate@corp.io",
            {"user": "kate@corp.io", "role": "deployer"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_PRIO,
        hit(
            PV,
            "ticket 6189 should be made urgent",
            {"ticket_id": 6189, "priority": "urgent"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_LOGS,
        hit(
            PV,
            "the billing logs from the last 30 minutes, please",
            {"service": "billing", "since": "30m"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_POST,
        hit(
            PV,
            "would you post in #ops: the deploy window is closed",
            {"text": "the deploy window is closed"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_ISSUE,
        hit(
            PV,
            "an issue titled 'colour picker resets on save' is needed in acme/webapp",
            {"repo": "acme/webapp", "title": "colour picker resets on save"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_FLUSH,
        hit(
            PV,
            "flushing of the CDN cache for https://docs.acme.io/guides/, please",
            {"url": "https://docs.acme.io/guides/"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        D_MAINT,
        hit(
            PV,
            "maintenance mode for billing should be switched off",
            {"service": "billing", "enabled": False},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        None,
        miss(
            ACT,
            "would it be possible to reboot web-02?",
            absent=("cloud.restart_instance",),
        ),
        miss(
            ACT,
            "the admin role for raj@corp.io needs revoking",
            absent=("iam.revoke_role", ("iam.set_role", {"grant": False})),
        ),
        miss(
            ACT,
            "restore the orders database from backup bk-0611",
            absent=("db.restore_backup",),
        ),
        miss(TIME, "once the pipeline passes, deploy auth v2.4.0 to production", "conditional"),
        miss(QUEST, "is web-01 running?", absent=("cloud.instance_status",)),
        miss(ACT, "close PR 41 in acme/webapp without merging", absent=("gh.close_pr",)),
        miss(UNCARRY, "scale checkout to 2x", "computed from the current count"),
        miss(OBJ, "deploy billing v2.4.0 to staging and production", "two environments"),
        miss(ACT, "two-factor for user 317 needs switching off", absent=("iam.disable_mfa",)),
        miss(
            ACT,
            "deploy checkout v1.9.7 to staging, plus rotate stripe-api-key",
            "two asks",
        ),
        ws="devops",
    ),
]

# ---------------------------------------------------------------- crowded: office

O_MUTE = plan("mute", "chat.mute_channel", {"channel": "#sales"})
O_EVENT = plan("event", "calendar.create_event", {"title": "standup", "start": "Monday at 3pm"})
O_RESCHED = plan(
    "reschedule",
    "calendar.reschedule_event",
    {"title": "standup", "new_start": "Monday at 3pm"},
)
O_LEAVE = plan("leave", "hr.request_time_off", {"start_date": "June 3", "end_date": "June 6"})
O_EMAIL = plan("email", "email.send", {"to": "hr@corp.io", "body": "lunch is on me today"})
O_DM = plan("dm", "chat.send_dm", {"user": "Jess", "text": "lunch is on me today"})
O_MOVE = plan("move", "fs.move", {"source": "report.txt", "destination": "/tmp/build"})
O_HOTEL = plan("hotel", "travel.book_hotel", {"city": "Madrid", "check_in": "June 3", "nights": 4})
O_REVIEW = plan("review", "hr.review_time_off", {"request_id": 388, "verdict": "deny"})
O_CALL = plan(
    "call",
    "crm.log_call",
    {"contact": "Chloe Martin", "summary": "renewal looks likely"},
)
O_CANCEL = plan("cancel", "calendar.cancel_event", {"title": "standup", "date": "Monday"})
O_FLIGHT = plan("flight", "travel.flight_status", {"flight_number": "BA 286"})
O_AUTO = plan(
    "auto reply",
    "email.set_auto_reply",
    {"message": "I'm away with limited access to email", "until": "July 7"},
)

OFFICE_CROWDED = [
    *group(
        O_MUTE,
        hit(PV, "any chance you could mute #offsite-2025?", {"channel": "#offsite-2025"}),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_EVENT,
        hit(
            PV,
            "a retro needs organising for Friday at 4pm",
            {"title": "retro", "start": "Friday at 4pm"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_RESCHED,
        hit(
            PV,
            "would it be possible to move the budget sync to Thursday at 11am?",
            {"title": "budget sync", "new_start": "Thursday at 11am"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_LEAVE,
        hit(
            PV,
            "I'd like some time off from August 4 to August 8, if possible",
            {"start_date": "August 4", "end_date": "August 8"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_EMAIL,
        hit(
            PV,
            "my flight got moved again and I won't make the morning call, could you email "
            "alice@contoso.com saying I'll dial in from the airport, she's expecting me, cheers",
            {"to": "alice@contoso.com", "body": "I'll dial in from the airport"},
            "background before and after the ask",
        ),
        hit(
            PV,
            "if you don't mind, email bob@example.com saying the colour proofs are ready",
            {"to": "bob@example.com", "body": "the colour proofs are ready"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_DM,
        hit(
            VALUE,
            "DM Priya: the programme for the offsite is out",
            {"user": "Priya", "text": "the programme for the offsite is out"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_MOVE,
        hit(
            PV,
            "relocation of report.txt into ~/Projects/old, please",
            {"destination": "~/Projects/old"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_HOTEL,
        hit(
            PV,
            "accommodation in York from July 20 for 3 nights is needed",
            {"city": "York", "check_in": "July 20", "nights": 3},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_REVIEW,
        hit(PV, "leave request 412 needs denying", {"request_id": 412}),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_CALL,
        hit(
            VALUE,
            "log a call with Ben Okafor: they've organised a pilot",
            {"contact": "Ben Okafor", "summary": "they've organised a pilot"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_CANCEL,
        hit(PV, "the standup on Friday needs cancelling", {"date": "Friday"}),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_FLIGHT,
        hit(PV, "use travel.flight_status for AF 83", {"flight_number": "AF 83"}),
        ws="office",
        in_ws=True,
    ),
    *group(
        O_AUTO,
        hit(
            PV,
            "turn on my holiday auto-reply until July 18: I'm on holiday, back on the 21st",
            {"message": "I'm on holiday, back on the 21st", "until": "July 18"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        None,
        miss(
            ACT,
            "I was wondering if you could decline the design review invite",
            absent=("calendar.decline_invite",),
        ),
        miss(ACT, "use chat.unmute_channel on #sales", absent=("chat.unmute_channel",)),
        miss(
            ACT,
            "draft an email to hr@corp.io saying the server is back up",
            absent=("email.save_draft",),
        ),
        miss(
            UNREL,
            "remind me tomorrow at 9am to call Priya",
            "no reminder plan in this workspace",
            absent=("reminders.create",),
        ),
        miss(
            QUEST,
            "how many days of holiday have I got left?",
            absent=("hr.time_off_balance",),
        ),
        miss(TIME, "when the offsite is confirmed, post in #general that it's on", "conditional"),
        miss(
            OBJ,
            "email hr@corp.io and alice@contoso.com that the server is back up",
            "two recipients",
        ),
        miss(ACT, "cancel my Lisbon hotel booking HB2N6Y", absent=("travel.cancel_hotel",)),
        miss(NEG, "no need to cancel the standup on Monday"),
        miss(ACT, "archive #offsite-2024 and also create #offsite-2026", "two asks"),
        miss(
            UNCARRY,
            "move the budget sync to the earliest slot everyone's free",
            "the time would be looked up",
        ),
        ws="office",
    ),
]

CASES = [
    *HOME_SINGLE,
    *FINANCE_SINGLE,
    *OFFICE_SINGLE,
    *DEVOPS_SINGLE,
    *OTHER_SINGLE,
    *HOME_CROWDED,
    *FINANCE_CROWDED,
    *DEVOPS_CROWDED,
    *OFFICE_CROWDED,
]
