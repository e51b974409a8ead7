"""Plan-cache cases "fresh7": agent-written intents, desired states, long messages, reports, signs.

Who and how. Written by an independent writer (a helper session) who read only casekit.py,
tools.jsonl, the four crowded workspaces (workspaces/*.jsonl, every plan, printed with small
Python scripts), make_cases.py and check_cases.py (whole, to register this set) and the module
docstring of cases_fresh6.py (its first 90 lines only, which stop inside its "Unsure" paragraph);
not the cache's code, documentation, tests, README or pyproject.toml, nor the body of any other
case set, no git command, and who never ran the cache, the benchmark or toolmem on these cases.
Slips: (1) make_cases.py reported 26 first-draft requests as word for word the same as a request
of another set, and later one rewording (an unrelated trivia question); its messages print this
set's request and the other case's id only; 8 of those requests were dropped and the others
reworded. (2) check_cases.py prints the per-kind, per-workspace and hit/miss counts of every set,
and make_cases.py the size of every set (numbers only). (3) `ruff format --check` without a
line-length flag wanted to join lines that had been formatted at 100, which shows that the
project's configured line length is longer than 100 (the configuration itself was not read); the
file keeps lines within 100 and passes both settings (magic trailing commas, longer strings).
(4) Besides the allowed commands, the writer ran small Python scripts that edited this file and
registered it, and one that imported this module to count its stored plans and workspaces; and
ran make_cases.py and check_cases.py from bench/plans rather than from the repository root.
Every request was written for this file; none copies a workspace request.

Mix. 263 single-plan cases (47 stored plans, two of them two-step) and 115 crowded cases (home,
finance, devops, office; about 28 each, each hit naming the workspace's own plan shape and each
miss naming in ``absent`` the tools that would have served it where one exists).

Style. Eight voices, mixed through the set, plus two of this writer's own:

1. intents rewritten by a planner or another agent ("User wants the back door locked.", "Task:
   refund order A-30998 in full", "Intent: mute #random", "Intent: price alert, AMD < 95") and
   terse structured commands ("lock: garage door", "thermostat: 23", "cart: +1 toothpaste",
   "Globex expansion: lost"); own addition: function-call and JSON syntax
   ('lock_door(door="cellar")', '{"action": "set_plug", "plug": "printer", "on": true}');
2. desired state and passive phrasing ("the side door should be locked", "I'd like the lights
   off in the den", "the bedroom blinds ought to be at 40%", "the gas company should get 64.20 GBP
   on June 30") and hedged asks ("maybe lock the patio door?", "could you possibly ...");
3. long messages with background before or after an ordinary ask, e-mail or chat style with a
   signature or "Sent from my phone";
4. reports in the past ("I sent Priya 45 EUR yesterday", "we paid the Globex invoice last
   Tuesday", "I've already bought 3 AAPL"), the user's own future plans ("I'll lock the back door
   myself when I leave", "I'm going to buy 10 AAPL after payday") and hypotheticals ("if I were
   to sell 20 META, how much would I get?");
5. currency signs and names (EUR, GBP and USD signs, "euros", "Swiss francs", "yen"), lower-case
   tickers and codes ("msft", "nflx", "sek", "chf", "ams"), ALL-CAPS words ("BUY 7 AMZN",
   "REJECT EXPENSE REPORT 2044", "NIGHT MODE", "OFF"), thousands separators, decimals, a range
   ("Aug 4-8", "between 20 and 22"), fractions ("half brightness", "three quarters open"),
   ordinals ("the 20th", "3rd of July", "the 1st of every month");
6. bare commands ending in "?" ("turn the lights off in the sunroom?", "volume to 35?", "star
   acme/webapp?"), yes/no questions about state ("are the kitchen lights still on?") and
   whether-questions; own addition: yes/no questions that are themselves the ask of a read tool
   ("is grafana.acme.io up?", "will I need an umbrella in Bristol tomorrow?");
7. several asks in one message: two actions, the same action on two things, and an ordinary ask
   with an embedded second request no tool or plan does ("... and brew me a double espresso",
   "... then mop it");
8. plain value changes and paraphrases (the recall voice), with exact expected arguments.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored
plan with the new request's values does exactly what was asked: no value dropped, none invented,
none computed or looked up. Values follow the fresh5/fresh6 conventions:

- free text (names, rooms, titles, messages, products, dates in free-text fields) is carried as
  typed ("3rd of July", "August 2", "Friday at 8am"); quotes around a value are not part of it;
  doors are named without "door" as the stored plans name them ("back", "garage"); enum values
  take the enum's spelling (ALL-CAPS "URGENT" -> "urgent", "request changes" ->
  "request_changes"); capitals were used only on action words and enum values, never on a
  free-text value;
- formatted fields are normalised: currency codes, tickers and airport codes upper case, signs
  and names to codes (EUR, GBP and USD signs, "euros" -> EUR, "Swiss francs" -> CHF, "yen" ->
  JPY), amounts as numbers ("2,500" -> 2500, "$480.50" -> 480.5, "ten" -> 10, "two nights" -> 2),
  card digits as strings ("0385"), reminders as ISO date-times; blinds "all the way" open is 100
  and "fully shut" is 0; "half" brightness or volume is 50 and "three quarters open" is 75;
  "Aug 4-8" is start "Aug 4", end "Aug 8";
- "now" is Wednesday 2025-06-11 14:30: "tomorrow at 7:30am" is "2025-06-12T07:30:00", "in 45
  minutes" is "2025-06-11T15:15:00", "Friday 6pm" is "2025-06-13T18:00:00", "at 6 tonight" is
  "2025-06-11T18:00:00" and "the 20th at noon" is "2025-06-20T12:00:00".

Kinds. As in fresh6. A desired state, a planner's intent, a function call, a hedged ask and a bare
command ending in "?" are asks: hits. A yes/no or whether-question about state, an estimate and a
hypothetical "if I were to ..." are contrast_question, except where the stored plan is itself the
read that answers the question (ping, forecast), which is a hit. A report of a thing done,
the user's own stated plan, a condition ("when I leave", "if there's another charge"), a deadline
("by 7"), a time or schedule and a repetition are contrast_time. Another tool or the opposite
direction (unlock, disarm, unfreeze, unmute, decline vs cancel, draft vs send, a sell order vs an
alert, send now vs scheduled, cancel vs freeze), a second action in the same message, an
embedded ask no tool does, and a request for only one step of a two-step plan (the replay would
do the other step too) are contrast_action; "don't", "no, don't", "hold off on" are
contrast_negation; all, every, "except", two doors or two people or two recipients and a range of
tickets are contrast_object. A value with no field in the stored plan (note, reason, partial
amount, limit price, zone, hours, minutes, location, labels, subject, cc, guests, passengers,
expiry, list, due date), an optional value the replay would copy unasked (brightness 60, a limit
of 250, 30 minutes, 10am, production, squash, away for "arm the alarm", EUR for "send Priya 40",
tomorrow 9am for "remind me to call the bank"), a relative change, a range where one value is
needed, a unit the plan has no field for (68 F against a unit-less plan), a value to look up
("what I owe her", "the latest version", "this song", "the same roles as Omar", "where my sister
lives") or to compute (nights from dates, "the week after next", "10 percent", "half my TSLA")
and someone else or a group ("remind Dana", "the whole team") are uncarriable. slot_word marks
hits whose changed value is an enum word (night, home, above, rebase, urgent, low, reject, deny,
lost, cool, sell, request_changes), a boolean set by "off"/"OFF" (set_plug, maintenance mode) or
blinds shut to 0. "I'd like to own 3 more shares of AAPL, buy them?" buys 3 (fresh6's "add N
more" rule).

Unsure. (1) Hedged "maybe lock the patio door?" and the bare commands ending in "?" are filed as
hits; a stricter reader might want a confirmation first. (2) "the side door should be locked" and
the other desired states are filed as hits, though "should be" can state a policy rather than ask.
(3) "can the bedroom lights be on at 25 percent?" is a hit while "can the porch light be on by
7?" is contrast_time (a deadline the replay ignores). (4) The fractions ("half brightness" -> 50,
"three quarters open" -> 75, "volume to half" -> 50) and the range "Aug 4-8" -> "Aug 8" are read
as values, not computed; a reader could call them computed and uncarriable. (5) "web-07 is wedged
again. Please bounce it." reads "bounce" as restart. (6) "refund $7.50 on order A-10877" carries
7.5 into a currency-less amount field as the workspace's own "$12" plan does. (7) "could you arm
the alarm" (no mode) and "send Priya 40" (no currency) are uncarriable because the replay would
copy away and EUR; a reader could think the defaults harmless. (8) "only the front door needs
locking" against the lock-and-arm plan is filed contrast_action; it could be contrast_object.
(9) "set the thermostat to somewhere between 20 and 22" is uncarriable; an agent might pick 21.
(10) "the upstairs zone should be at 19" in the home workspace assumes "zone" means a heating
zone. (11) "if I were to sell 20 META, how much would I get?" is a miss although a stored quote
plan would answer half of it.
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
    Case,
    group,
    hit,
    miss,
    plan,
)


def ws_hit(
    ws: str,
    kind: str,
    request: str,
    tool: str | list[tuple[str, dict[str, Any]]],
    args: dict[str, Any] | None = None,
) -> list[Case]:
    """A crowded-workspace hit: the workspace already holds a plan of this shape."""
    return group(plan("(template)", tool, args), hit(kind, request), ws=ws, in_ws=True)


def ws_miss(
    ws: str,
    kind: str,
    request: str,
    note: str = "",
    absent: tuple[Any, ...] = (),
) -> list[Case]:
    """A crowded-workspace miss."""
    return group(None, miss(kind, request, note, absent), ws=ws)


# ---------------------------------------------------------------- single plans: home

HOME_SINGLE = [
    *group(
        plan("lock the front door", "home.lock_door", {"door": "front"}),
        hit(PV, "User wants the back door locked.", {"door": "back"}),
        hit(PV, "lock: garage door", {"door": "garage"}),
        hit(PV, "the side door should be locked", {"door": "side"}, "desired state"),
        hit(PARA, "Task: lock front door"),
        hit(PV, "maybe lock the patio door?", {"door": "patio"}, "hedged ask; unsure"),
        hit(PV, 'lock_door(door="cellar")', {"door": "cellar"}, "function-call syntax"),
        miss(QUEST, "could you tell me whether the patio door is locked", "whether-question"),
        miss(TIME, "I'll lock the back door myself when I leave", "the user's own plan"),
        miss(ACT, "front door: unlocked", "terse desired state, opposite direction"),
        miss(OBJ, "lock every single door we have"),
        miss(
            ACT,
            "lock the garage door and arm the alarm in away mode",
            "second step the plan lacks",
        ),
        miss(OBJ, "lock the front and back doors", "two doors, one step"),
        miss(TIME, "lock the front door at 11 pm", "a time constraint"),
        miss(NEG, "please don't lock the side door, the dog walker is coming"),
        miss(
            ACT,
            "Hey, my sister is arriving around 4 and she doesn't have a key. Could you unlock the "
            "front door for her? Cheers, Tom",
            "long message; unlock",
        ),
    ),
    *group(
        plan("turn off the lights in the kitchen", "home.lights_off", {"room": "kitchen"}),
        hit(PV, "I'd like the lights off in the den", {"room": "den"}),
        hit(PV, "Intent: lights off, room: garage", {"room": "garage"}),
        hit(VALUE, "turn off the lights in the laundry room", {"room": "laundry room"}),
        hit(PV, "the hallway lights should be off", {"room": "hallway"}),
        hit(PV, "TURN OFF the lights in the study", {"room": "study"}),
        hit(
            PV,
            "turn the lights off in the sunroom?",
            {"room": "sunroom"},
            "bare command with '?'",
        ),
        miss(ACT, "turn on the lights in the den"),
        miss(QUEST, "are the kitchen lights still on?"),
        miss(OBJ, "turn off all the lights downstairs"),
        miss(TIME, "turn off the den lights when I leave", "condition"),
        miss(UNREL, "how many watts does an LED bulb use?"),
    ),
    *group(
        plan(
            "turn on the living room lights at 60%",
            "home.lights_on",
            {"room": "living room", "brightness": 60},
        ),
        hit(VALUE, "turn on the study lights at 40%", {"room": "study", "brightness": 40}),
        hit(
            PV,
            "can the bedroom lights be on at 25 percent?",
            {"room": "bedroom", "brightness": 25},
        ),
        hit(PV, "Lights on: attic, 80%.", {"room": "attic", "brightness": 80}),
        hit(
            PV,
            "lights on in the nursery at half brightness",
            {"room": "nursery", "brightness": 50},
            "half = 50",
        ),
        miss(UNCARRY, "turn on the study lights", "replay would copy brightness 60"),
        miss(UNCARRY, "make the living room lights a bit brighter", "relative change"),
        miss(TIME, "can the porch light be on by 7?", "a deadline"),
        miss(OBJ, "turn on the lights in every room at 60%"),
    ),
    *group(
        plan("set the thermostat to 21 degrees", "home.set_thermostat", {"temperature": 21}),
        hit(VALUE, "set the thermostat to 19.5 degrees", {"temperature": 19.5}),
        hit(PV, "thermostat: 23", {"temperature": 23}),
        hit(PV, "it should be 20 degrees in the house, set the thermostat", {"temperature": 20}),
        hit(PV, "Could you possibly bring the thermostat down to 18?", {"temperature": 18}),
        miss(UNCARRY, "thermostat to 68°F", "a unit the plan has no field for"),
        miss(UNCARRY, "bump the heat up by 1.5 degrees", "relative change"),
        miss(TIME, "set the thermostat to 17 at midnight"),
        miss(
            UNCARRY,
            "set the thermostat to somewhere between 20 and 22",
            "a range, no single value",
        ),
    ),
    *group(
        plan(
            "set the bedroom blinds to 30%",
            "home.set_blinds",
            {"room": "bedroom", "position": 30},
        ),
        hit(VALUE, "set the kitchen blinds to 70%", {"room": "kitchen", "position": 70}),
        hit(SLOT, "the study blinds should be fully shut", {"room": "study", "position": 0}),
        hit(
            PV,
            "den blinds: three quarters open",
            {"room": "den", "position": 75},
            "fraction; unsure",
        ),
        hit(
            PV,
            "open the living room blinds all the way",
            {"room": "living room", "position": 100},
        ),
        miss(UNCARRY, "lower the bedroom blinds a little"),
        miss(TIME, "open the bedroom blinds at sunrise"),
        miss(QUEST, "how far open are the kitchen blinds?"),
    ),
    *group(
        plan(
            "turn on the coffee maker plug",
            "home.set_plug",
            {"plug": "coffee maker", "on": True},
        ),
        hit(SLOT, "the coffee maker plug should be OFF", {"on": False}),
        hit(VALUE, "turn on the heater plug", {"plug": "heater"}),
        hit(
            PV,
            '{"action": "set_plug", "plug": "printer", "on": true}',
            {"plug": "printer"},
            "JSON intent",
        ),
        miss(TIME, "switch the kettle plug on in 10 minutes"),
        miss(
            ACT,
            "turn on the coffee maker plug and brew me a double espresso",
            "embedded ask the plan can't do",
        ),
        miss(QUEST, "is the space heater plug on?"),
        miss(NEG, "no, don't turn the coffee maker on"),
    ),
    *group(
        plan("arm the alarm in away mode", "home.arm_alarm", {"mode": "away"}),
        hit(SLOT, "ARM THE ALARM, NIGHT MODE", {"mode": "night"}),
        hit(SLOT, "the alarm should be armed in home mode", {"mode": "home"}),
        hit(PARA, "User is leaving the house; arm security in away mode."),
        miss(ACT, "alarm: disarmed"),
        miss(TIME, "arm the alarm once everybody has left"),
        miss(UNCARRY, "could you arm the alarm", "no mode; the replay would copy away"),
    ),
    *group(
        plan("vacuum the living room", "home.start_vacuum", {"room": "living room"}),
        hit(VALUE, "vacuum the hallway", {"room": "hallway"}),
        hit(PV, "the robot should clean the kitchen", {"room": "kitchen"}),
        hit(PV, "could you possibly run the vacuum in the study?", {"room": "study"}),
        miss(ACT, "stop vacuuming and send it back to the dock"),
        miss(OBJ, "vacuum every room except the nursery"),
        miss(TIME, "vacuum the dining room every Monday"),
        miss(ACT, "vacuum the hallway, then mop it", "second step no tool does"),
    ),
    *group(
        plan(
            "make the bedroom lights warm white",
            "home.set_light_color",
            {"room": "bedroom", "color": "warm white"},
        ),
        hit(VALUE, "make the den lights purple", {"room": "den", "color": "purple"}),
        hit(PV, "Colour for the porch bulbs: amber.", {"room": "porch", "color": "amber"}),
        miss(
            UNCARRY,
            "make the bedroom lights the same colour as the hallway",
            "a value to look up",
        ),
        miss(ACT, "turn the bedroom lights off"),
    ),
    *group(
        plan("run the movie night scene", "home.run_scene", {"scene": "movie night"}),
        hit(VALUE, "run the reading scene", {"scene": "reading"}),
        hit(PV, "Goodnight scene, please?", {"scene": "goodnight"}),
        miss(NEG, "don't run the party scene yet"),
        miss(ACT, "create a new scene called reading with the lamps at 30%"),
    ),
    *group(
        plan(
            "take a picture from the driveway camera",
            "home.camera_snapshot",
            {"camera": "driveway"},
        ),
        hit(VALUE, "take a picture from the garden camera", {"camera": "garden"}),
        hit(PV, "snap the back gate cam?", {"camera": "back gate"}),
        miss(ACT, "start recording on the driveway camera"),
        miss(TIME, "take a picture from the garden camera every hour"),
    ),
    *group(
        plan(
            "lock the front door and arm the alarm in away mode",
            [("home.lock_door", {"door": "front"}), ("home.arm_alarm", {"mode": "away"})],
        ),
        hit(
            PV,
            "we're heading out: lock the back door, then alarm on away",
            [{"door": "back"}, {}],
        ),
        hit(SLOT, "lock the front door and arm the alarm, night mode", [{}, {"mode": "night"}]),
        miss(ACT, "only the front door needs locking", "the replay would also arm the alarm"),
        miss(OBJ, "arm the alarm in away mode and lock the front door and the garage", "two doors"),
    ),
]

# ---------------------------------------------------------------- single plans: money

MONEY_SINGLE = [
    *group(
        plan(
            "send Priya 40 EUR",
            "pay.send_money",
            {"recipient": "Priya", "amount": 40, "currency": "EUR"},
        ),
        miss(TIME, "I sent Priya 45 EUR yesterday", "report"),
        hit(PV, "send €25 to Marco", {"recipient": "Marco", "amount": 25}),
        hit(
            PV,
            "Task: transfer 15.50 GBP to Tom",
            {"recipient": "Tom", "amount": 15.5, "currency": "GBP"},
        ),
        hit(PV, "£30 to Aisha please", {"recipient": "Aisha", "amount": 30, "currency": "GBP"}),
        hit(VALUE, "send Priya 40 USD", {"currency": "USD"}),
        hit(
            PV,
            "Priya covered my concert ticket last night and I keep forgetting to pay her back. "
            "Send her 62 euros now please. - Sam",
            {"amount": 62},
            "long message, name given earlier in it",
        ),
        miss(UNCARRY, "send Priya 40 EUR for the cinema", "a note the plan has no field for"),
        miss(ACT, "ask Priya for 40 EUR", "request, not send"),
        miss(
            QUEST,
            "if I were to send Priya 40 EUR, would it arrive today?",
            "hypothetical question",
        ),
        miss(OBJ, "send Priya and Marco 20 EUR each"),
        miss(UNCARRY, "send Priya what I owe her", "amount to look up"),
        miss(TIME, "send Priya 40 EUR on Friday", "a schedule"),
        miss(UNCARRY, "send Priya 40", "no currency; the replay would copy EUR"),
        miss(UNREL, "what's a polite way to remind a friend they owe me money?"),
    ),
    *group(
        plan("refund order A-20417", "pay.refund", {"order_id": "A-20417"}),
        hit(PV, "Task: refund order A-30998 in full", {"order_id": "A-30998"}),
        hit(
            PV,
            "Hi, the customer on order A-44120 got a broken mug and we agreed to give them "
            "everything back. Please refund the order. Thanks, Dana",
            {"order_id": "A-44120"},
        ),
        hit(VALUE, "refund order B-70312", {"order_id": "B-70312"}),
        miss(UNCARRY, "refund 15 EUR of order A-20417", "partial amount, no field in the plan"),
        miss(TIME, "we refunded order A-20417 last week", "report"),
        miss(QUEST, "was order A-20417 refunded?"),
        miss(
            UNCARRY,
            "refund order A-20417 because the item arrived damaged",
            "reason, no field in the plan",
        ),
    ),
    *group(
        plan("buy 5 shares of AAPL", "trade.buy", {"symbol": "AAPL", "quantity": 5}),
        hit(PV, "buy 12 msft", {"symbol": "MSFT", "quantity": 12}),
        hit(PV, "Task: purchase ten NVDA shares", {"symbol": "NVDA", "quantity": 10}),
        hit(PV, "BUY 7 AMZN", {"symbol": "AMZN", "quantity": 7}),
        hit(
            PV,
            "I'd like to own 3 more shares of AAPL, buy them?",
            {"quantity": 3},
            "'3 more' buys 3",
        ),
        miss(TIME, "I've already bought 3 AAPL", "report"),
        miss(UNCARRY, "buy 5 AAPL at 180 or lower", "limit price, no field in the plan"),
        miss(UNCARRY, "buy $500 worth of AAPL stock", "dollars for shares"),
        miss(ACT, "sell 5 shares of AAPL"),
        miss(QUEST, "if I were to buy 20 TSLA, what would it cost me?", "estimate"),
        miss(OBJ, "buy 5 AAPL and 5 GOOG"),
        miss(TIME, "I'm going to buy 10 AAPL after payday", "the user's own plan"),
    ),
    *group(
        plan(
            "sell 10 TSLA at 250",
            "trade.sell",
            {"symbol": "TSLA", "quantity": 10, "limit_price": 250},
        ),
        hit(VALUE, "sell 4 NFLX at 610", {"symbol": "NFLX", "quantity": 4, "limit_price": 610}),
        hit(
            PV,
            "sell 3 shares of meta with a limit of $480.50",
            {"symbol": "META", "quantity": 3, "limit_price": 480.5},
        ),
        miss(
            UNCARRY,
            "sell 10 TSLA at market price, no limit",
            "the replay would copy the limit 250",
        ),
        miss(ACT, "set an alert if TSLA hits 250"),
    ),
    *group(
        plan("convert 100 USD to EUR", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"}),
        hit(PV, "how much is £75 in euros?", {"amount": 75, "from": "GBP", "to": "EUR"}),
        hit(PV, "convert 2,500 sek to nok", {"amount": 2500, "from": "SEK", "to": "NOK"}),
        hit(VALUE, "convert 100 EUR into USD", {"from": "EUR", "to": "USD"}, "swap"),
        hit(PV, "100 Swiss francs in US dollars?", {"from": "CHF", "to": "USD"}),
        miss(ACT, "what was the USD to EUR rate on 1 March?", "historical rate"),
        miss(UNCARRY, "convert my savings balance to EUR", "amount to look up"),
    ),
    *group(
        plan(
            "alert me if NVDA drops below 100",
            "trade.set_price_alert",
            {"symbol": "NVDA", "price": 100, "direction": "below"},
        ),
        hit(SLOT, "ping me when nvda climbs above 140", {"price": 140, "direction": "above"}),
        hit(PV, "Intent: price alert, AMD < 95", {"symbol": "AMD", "price": 95}),
        miss(ACT, "sell NVDA if it drops below 100", "a sell order, not an alert"),
        miss(UNCARRY, "alert me if NVDA falls by 10 percent", "a price to compute"),
        miss(QUEST, "has NVDA dropped below 100 today?"),
    ),
    *group(
        plan("freeze my card ending 4417", "pay.freeze_card", {"card_last4": "4417"}),
        hit(VALUE, "freeze my card ending 0385", {"card_last4": "0385"}),
        hit(
            PV,
            "I think I left my wallet on the train this morning. The card is the one ending "
            "in 7720, block it for now and I'll call the bank later.",
            {"card_last4": "7720"},
        ),
        miss(ACT, "cancel the card ending 4417 permanently", "cancel vs freeze"),
        miss(TIME, "freeze card 4417 if there's another charge from Uber", "condition"),
    ),
    *group(
        plan(
            "split 90 EUR between Ana and Ben",
            "pay.split_bill",
            {"amount": 90, "currency": "EUR", "people": ["Ana", "Ben"]},
        ),
        hit(
            VALUE,
            "split 45.60 GBP between Chloe and Dev",
            {"amount": 45.6, "currency": "GBP", "people": ["Chloe", "Dev"]},
        ),
        hit(
            PV,
            "split a $120 bill between Ana, Ben and Kai",
            {"amount": 120, "currency": "USD", "people": ["Ana", "Ben", "Kai"]},
        ),
        miss(UNCARRY, "split the dinner bill with Ana and Ben", "amount to look up"),
    ),
    *group(
        plan(
            "pay the landlord 950 EUR on July 1",
            "pay.schedule_payment",
            {"payee": "the landlord", "amount": 950, "currency": "EUR", "date": "July 1"},
        ),
        hit(VALUE, "pay the landlord 975 EUR on August 1", {"amount": 975, "date": "August 1"}),
        hit(
            PV,
            "the gas company should get 64.20 GBP on June 30",
            {"payee": "the gas company", "amount": 64.2, "currency": "GBP", "date": "June 30"},
        ),
        miss(TIME, "pay the landlord 950 EUR on the 1st of every month", "repetition"),
        miss(ACT, "pay the landlord 950 EUR right now", "send now, not scheduled"),
    ),
    *group(
        plan(
            "file a 42 EUR expense for taxi",
            "hr.submit_expense",
            {"amount": 42, "currency": "EUR", "category": "taxi"},
        ),
        hit(PV, "expense: meals, $63.10", {"amount": 63.1, "currency": "USD", "category": "meals"}),
        miss(TIME, "I filed the 42 EUR taxi expense yesterday", "report"),
        miss(UNCARRY, "file an expense for yesterday's taxi", "amount to look up"),
    ),
]

# ---------------------------------------------------------------- single plans: office, dev, misc

OFFICE_SINGLE = [
    *group(
        plan("mute the #watercooler channel", "chat.mute_channel", {"channel": "#watercooler"}),
        hit(PV, "Intent: mute #random", {"channel": "#random"}),
        hit(PV, "#announcements is too noisy today, mute it?", {"channel": "#announcements"}),
        miss(UNCARRY, "mute #random for 3 hours", "hours, no field in the plan"),
        miss(ACT, "leave #random for good", "leave vs mute"),
        miss(ACT, "unmute #watercooler"),
        miss(OBJ, "mute every channel except #eng"),
    ),
    *group(
        plan(
            "DM Ravi: the deploy is done",
            "chat.send_dm",
            {"user": "Ravi", "text": "the deploy is done"},
        ),
        hit(VALUE, "DM Ravi: standup moved to 10", {"text": "standup moved to 10"}),
        hit(
            PV,
            "Task: message Olga privately - 'I'm running late'",
            {"user": "Olga", "text": "I'm running late"},
        ),
        miss(ACT, "post in #general: the deploy is done"),
        miss(UNCARRY, "DM the whole team: the deploy is done", "a group, not a person"),
        miss(TIME, "DM Ravi tomorrow at 9: the deploy is done"),
        miss(OBJ, "DM Ravi and Olga: the deploy is done"),
    ),
    *group(
        plan("set my status to lunch", "chat.set_status", {"text": "lunch"}),
        hit(VALUE, "set my status to heads down", {"text": "heads down"}),
        hit(PV, "status should read 'on a call'", {"text": "on a call"}),
        miss(
            UNCARRY,
            "set my status to lunch for the next 45 min",
            "minutes, no field in the plan",
        ),
        miss(ACT, "clear my status please"),
    ),
    *group(
        plan(
            "add @marta to #design",
            "chat.invite_to_channel",
            {"user": "@marta", "channel": "#design"},
        ),
        hit(VALUE, "add @yusuf to #frontend", {"user": "@yusuf", "channel": "#frontend"}),
        hit(PV, "#design-review could use @marta too, add her?", {"channel": "#design-review"}),
        miss(ACT, "remove @marta from #design"),
        miss(OBJ, "add @marta to every channel"),
        miss(OBJ, "add @marta and @yusuf to #design"),
    ),
    *group(
        plan(
            "schedule a 30-minute sync with Leo tomorrow at 3pm",
            "calendar.create_event",
            {"title": "sync with Leo", "start": "tomorrow at 3pm", "duration_minutes": 30},
        ),
        hit(
            VALUE,
            "schedule a 45-minute sync with Leo Friday at 11am",
            {"start": "Friday at 11am", "duration_minutes": 45},
        ),
        hit(
            PV,
            "Task: calendar event 'design jam', Thursday at 2pm, 90 minutes",
            {"title": "design jam", "start": "Thursday at 2pm", "duration_minutes": 90},
        ),
        miss(
            UNCARRY,
            "schedule a sync with Leo tomorrow at 3pm",
            "the replay would copy 30 minutes",
        ),
        miss(UNCARRY, "schedule a 30-minute sync with Leo tomorrow at 3pm in room 4B", "location"),
        miss(ACT, "move the sync with Leo to tomorrow at 3pm", "reschedule"),
    ),
    *group(
        plan("decline the vendor demo invite", "calendar.decline_invite", {"title": "vendor demo"}),
        hit(VALUE, "decline the roadmap review invite", {"title": "roadmap review"}),
        hit(PV, "RSVP no: quarterly planning", {"title": "quarterly planning"}),
        miss(ACT, "cancel the vendor demo", "cancel vs decline"),
        miss(ACT, "accept the vendor demo invite"),
        miss(TIME, "I already declined the roadmap review", "report"),
    ),
    *group(
        plan(
            "email ana@example.com saying the contract is signed",
            "email.send",
            {"to": "ana@example.com", "body": "the contract is signed"},
        ),
        hit(
            VALUE,
            "email ben@example.org saying the contract is signed",
            {"to": "ben@example.org"},
        ),
        hit(
            PV,
            "Task: send email to ops@acme.io, body: disk usage is back to normal",
            {"to": "ops@acme.io", "body": "disk usage is back to normal"},
        ),
        hit(
            PV,
            "Quick one before I board: can you email ana@example.com that the signed copy "
            "is in the shared folder? Thanks! Sent from my phone",
            {"body": "the signed copy is in the shared folder"},
        ),
        miss(
            ACT,
            "draft an email to ana@example.com saying the contract is signed, but don't send it",
        ),
        miss(TIME, "email ana@example.com tomorrow at 8 saying the contract is signed"),
        miss(
            UNCARRY,
            "email ana@example.com with the subject Contract saying the contract is signed",
            "subject",
        ),
        miss(UNCARRY, "email Ana saying the contract is signed", "address to look up"),
        miss(TIME, "I emailed ana@example.com that the contract is signed", "report"),
    ),
    *group(
        plan(
            "archive the emails from news@medium.com",
            "email.archive_from",
            {"sender": "news@medium.com"},
        ),
        hit(
            VALUE,
            "archive the emails from digest@substack.com",
            {"sender": "digest@substack.com"},
        ),
        hit(PARA, "the inbox is full of news@medium.com stuff, archive it?"),
        miss(ACT, "delete everything from news@medium.com", "delete vs archive"),
        miss(ACT, "unsubscribe me from news@medium.com"),
    ),
    *group(
        plan(
            "add a task to renew the car insurance",
            "tasks.create",
            {"title": "renew the car insurance"},
        ),
        hit(VALUE, "add a task to book the dentist", {"title": "book the dentist"}),
        hit(PV, "to-do: return the library books", {"title": "return the library books"}),
        miss(UNCARRY, "add a task to book the dentist, due Friday", "due date"),
        miss(UNCARRY, "add a task to renew the car insurance on my work list", "list"),
        miss(ACT, "mark renew the car insurance as done"),
        miss(UNREL, "write me a limerick about a cat who hates Mondays"),
    ),
    *group(
        plan(
            "remind me tomorrow at 9am to call the bank",
            "reminders.create",
            {"text": "call the bank", "at": "2025-06-12T09:00:00"},
        ),
        hit(
            VALUE,
            "remind me tomorrow at 7:30am to take the bins out",
            {"text": "take the bins out", "at": "2025-06-12T07:30:00"},
        ),
        hit(
            PV,
            "remind me in 45 minutes to move the car",
            {"text": "move the car", "at": "2025-06-11T15:15:00"},
        ),
        hit(
            PV,
            "Reminder: Friday 6pm, buy flowers",
            {"text": "buy flowers", "at": "2025-06-13T18:00:00"},
        ),
        hit(
            PV,
            "remind me on the 20th at noon to pay the rent",
            {"text": "pay the rent", "at": "2025-06-20T12:00:00"},
        ),
        miss(UNCARRY, "remind Dana tomorrow at 9am to call the bank", "someone else"),
        miss(TIME, "remind me every morning at 9 to call the bank", "repetition"),
        miss(UNCARRY, "remind me to call the bank", "no time; the replay would copy tomorrow 9am"),
    ),
    *group(
        plan(
            "squash merge PR 88 in acme/mobile",
            "gh.merge_pr",
            {"repo": "acme/mobile", "number": 88, "method": "squash"},
        ),
        hit(VALUE, "squash merge PR 91 in acme/mobile", {"number": 91}),
        hit(SLOT, "rebase-merge PR 91 in acme/mobile", {"number": 91, "method": "rebase"}),
        miss(UNCARRY, "merge PR 91 in acme/mobile", "the replay would squash unasked"),
        miss(ACT, "close PR 88 in acme/mobile without merging"),
        miss(QUEST, "can PR 88 in acme/mobile be merged yet?"),
    ),
    *group(
        plan(
            "open an issue in acme/mobile titled Crash on login",
            "gh.create_issue",
            {"repo": "acme/mobile", "title": "Crash on login"},
        ),
        hit(
            VALUE,
            "open an issue in acme/mobile titled Settings page is blank",
            {"title": "Settings page is blank"},
        ),
        hit(
            PV,
            "Users on Android 14 keep reporting that push notifications arrive twice. "
            "Open an issue in acme/mobile titled Duplicate push notifications so we can track it.",
            {"title": "Duplicate push notifications"},
        ),
        miss(
            UNCARRY,
            "open an issue in acme/mobile titled Crash on login with the bug label",
            "labels",
        ),
        miss(ACT, "close the Crash on login issue in acme/mobile"),
    ),
    *group(
        plan(
            "scale payments to 4 replicas in production",
            "cloud.scale_service",
            {"service": "payments", "replicas": 4, "environment": "production"},
        ),
        hit(VALUE, "scale payments to 6 replicas in production", {"replicas": 6}),
        hit(
            PV,
            "Task: scale ledger to 3 replicas in staging",
            {"service": "ledger", "replicas": 3, "environment": "staging"},
        ),
        hit(
            VALUE,
            "scale payments down to 0 replicas in staging",
            {"replicas": 0, "environment": "staging"},
        ),
        miss(UNCARRY, "add 2 replicas to payments in production", "relative change"),
        miss(
            UNCARRY,
            "scale payments to 4 replicas",
            "no environment; the replay would copy production",
        ),
        miss(TIME, "scale payments to 8 replicas in production during Friday's sale"),
    ),
    *group(
        plan("reboot web-03", "cloud.restart_instance", {"instance": "web-03"}),
        hit(VALUE, "reboot db-replica-2", {"instance": "db-replica-2"}),
        hit(
            PV,
            "web-07 is wedged again. Please bounce it.",
            {"instance": "web-07"},
            "'bounce' = restart",
        ),
        miss(ACT, "power web-03 down"),
        miss(QUEST, "is web-03 running?"),
    ),
    *group(
        plan(
            "give dana@corp.io the editor role",
            "iam.grant_role",
            {"user": "dana@corp.io", "role": "editor"},
        ),
        hit(VALUE, "give li@corp.io the viewer role", {"user": "li@corp.io", "role": "viewer"}),
        miss(ACT, "take the editor role away from dana@corp.io"),
        miss(UNCARRY, "give dana@corp.io the same roles as Omar", "roles to look up"),
        miss(UNCARRY, "give dana@corp.io the editor role for a week", "expiry"),
    ),
    *group(
        plan(
            "book a hotel in Porto for 3 nights from July 4",
            "travel.book_hotel",
            {"city": "Porto", "check_in": "July 4", "nights": 3},
        ),
        hit(
            VALUE,
            "book a hotel in Vienna for 2 nights from July 10",
            {"city": "Vienna", "check_in": "July 10", "nights": 2},
        ),
        hit(
            PV,
            "Need a hotel: Ghent, check-in August 2, two nights",
            {"city": "Ghent", "check_in": "August 2", "nights": 2},
        ),
        miss(UNCARRY, "book a hotel in Porto from July 4 to July 9", "nights to compute"),
        miss(UNCARRY, "book a hotel in Porto for 3 nights from July 4 for 2 guests", "guests"),
        miss(ACT, "cancel my Porto hotel"),
        miss(UNREL, "what's the best time of year to visit Porto?"),
    ),
    *group(
        plan(
            "weather in Lyon on Sunday",
            "weather.forecast",
            {"location": "Lyon", "day": "Sunday"},
        ),
        hit(VALUE, "weather in Lyon on Monday", {"day": "Monday"}),
        hit(
            PV,
            "will I need an umbrella in Bristol tomorrow?",
            {"location": "Bristol", "day": "tomorrow"},
        ),
        miss(TIME, "what was the weather in Lyon last Sunday?", "the past"),
        miss(UNCARRY, "weather where my sister lives on Sunday", "place to look up"),
    ),
    *group(
        plan("set the volume to 30", "music.set_volume", {"level": 30}),
        hit(VALUE, "set the volume to 55", {"level": 55}),
        hit(PV, "volume to half, please", {"level": 50}, "half = 50; unsure"),
        miss(UNCARRY, "turn it up a notch", "relative change"),
    ),
    *group(
        plan(
            "add 2 packs of coffee filters to the cart",
            "shop.add_to_cart",
            {"product": "coffee filters", "quantity": 2},
        ),
        hit(VALUE, "add 4 packs of coffee filters to the cart", {"quantity": 4}),
        hit(PV, "cart: +1 toothpaste", {"product": "toothpaste", "quantity": 1}),
        miss(ACT, "buy 2 packs of coffee filters now and check out", "a second step"),
        miss(ACT, "take the coffee filters out of the cart"),
    ),
    *group(
        plan(
            "book Luna at the vet on Thursday at 10am",
            "vet.book_appointment",
            {"pet": "Luna", "day": "Thursday", "time": "10am"},
        ),
        hit(
            VALUE,
            "book Max at the vet on Friday at 4pm",
            {"pet": "Max", "day": "Friday", "time": "4pm"},
        ),
        miss(UNCARRY, "book Luna at the vet on Thursday", "the replay would copy 10am"),
        miss(ACT, "cancel Luna's vet appointment on Thursday"),
    ),
    *group(
        plan(
            "set ticket 8120 to high priority",
            "tickets.set_priority",
            {"ticket_id": 8120, "priority": "high"},
        ),
        hit(SLOT, "ticket 8120 should be URGENT", {"priority": "urgent"}),
        hit(SLOT, "drop ticket 8133 to low", {"ticket_id": 8133, "priority": "low"}),
        miss(UNCARRY, "bump ticket 8120 up one priority level", "the next level"),
        miss(OBJ, "set tickets 8120 through 8125 to high", "a range of tickets"),
    ),
    *group(
        plan("back up the billing database", "db.create_backup", {"database": "billing"}),
        hit(VALUE, "back up the crm database", {"database": "crm"}),
        miss(ACT, "restore the billing database from last night's backup"),
        miss(TIME, "back up the billing database every night at 2am"),
        miss(QUEST, "when was billing last backed up?"),
    ),
    *group(
        plan(
            "move report.pdf to ~/Archive",
            "fs.move",
            {"source": "report.pdf", "destination": "~/Archive"},
        ),
        hit(VALUE, "move invoice-7.pdf to ~/Archive", {"source": "invoice-7.pdf"}),
        miss(ACT, "copy report.pdf to ~/Archive"),
        miss(OBJ, "move all the PDFs to ~/Archive"),
    ),
    *group(
        plan(
            "find flights from AMS to BCN on July 2",
            "travel.search_flights",
            {"origin": "AMS", "destination": "BCN", "date": "July 2"},
        ),
        hit(PV, "flights ams to bcn, 3rd of July?", {"date": "3rd of July"}),
        miss(UNCARRY, "find flights from AMS to BCN on July 2 for 3 passengers", "passengers"),
        miss(ACT, "book the cheapest AMS to BCN flight on July 2"),
    ),
    *group(
        plan(
            "back up orders then deploy orders-api v4.1.0 to production",
            [
                ("db.create_backup", {"database": "orders"}),
                (
                    "cloud.deploy",
                    {"service": "orders-api", "version": "v4.1.0", "environment": "production"},
                ),
            ],
        ),
        hit(
            VALUE,
            "back up orders then deploy orders-api v4.1.1 to production",
            [{}, {"version": "v4.1.1"}],
        ),
        hit(
            PV,
            "Task: snapshot the inventory DB, then release inventory-api v2.0.0 to staging",
            [
                {"database": "inventory"},
                {"service": "inventory-api", "version": "v2.0.0", "environment": "staging"},
            ],
        ),
        miss(ACT, "deploy orders-api v4.1.0 to production", "the replay would also take a backup"),
        miss(NEG, "back up orders but hold off on the deploy"),
    ),
]

# ---------------------------------------------------------------- crowded: home

HOME_WS = [
    *ws_hit("home", PV, "User wants the garage door locked.", "home.lock_door", {"door": "garage"}),
    *ws_hit(
        "home",
        PV,
        "I'd like the lights off in the sunroom",
        "home.lights_off",
        {"room": "sunroom"},
    ),
    *ws_hit("home", PV, "the study lights should be on", "home.lights_on", {"room": "study"}),
    *ws_hit(
        "home",
        PV,
        'lights_on(room="patio", brightness=45)',
        "home.lights_on",
        {"room": "patio", "brightness": 45},
    ),
    *ws_hit("home", PV, "thermostat: 20.5, please", "home.set_thermostat", {"temperature": 20.5}),
    *ws_hit("home", SLOT, "THERMOSTAT MODE: COOL", "home.set_thermostat_mode", {"mode": "cool"}),
    *ws_hit(
        "home",
        SLOT,
        "the space heater should be off",
        "home.set_plug",
        {"plug": "space heater", "on": False},
    ),
    *ws_hit(
        "home",
        PV,
        "the bedroom blinds ought to be at 40%",
        "home.set_blinds",
        {"room": "bedroom", "position": 40},
    ),
    *ws_hit(
        "home",
        PV,
        "could you possibly send the vacuum into the kitchen?",
        "home.start_vacuum",
        {"room": "kitchen"},
    ),
    *ws_hit("home", PV, "Task: play Kind of Blue", "music.play", {"query": "Kind of Blue"}),
    *ws_hit("home", PV, "volume to 35?", "music.set_volume", {"level": 35}),
    *ws_hit(
        "home",
        PV,
        "remind me at 6 tonight to feed the cat",
        "reminders.create",
        {"text": "feed the cat", "at": "2025-06-11T18:00:00"},
    ),
    *ws_hit(
        "home",
        PV,
        "will Glasgow be wet on Friday?",
        "weather.forecast",
        {"location": "Glasgow", "day": "Friday"},
    ),
    *ws_hit(
        "home",
        PV,
        "walking directions from the office to the museum",
        "maps.directions",
        {"origin": "the office", "destination": "the museum", "mode": "walking"},
    ),
    *ws_hit("home", SLOT, "security system: night mode", "home.arm_alarm", {"mode": "night"}),
    *ws_hit(
        "home",
        PV,
        "We're out of food for Rex again, the big dog. Order 2 bags of Hill's Science "
        "Diet before the weekend, thanks. - J.",
        "vet.order_food",
        {"product": "Hill's Science Diet", "bags": 2},
    ),
    *ws_miss("home", QUEST, "is the patio door locked right now?", absent=("home.get_lock_state",)),
    *ws_miss(
        "home",
        ACT,
        "unlock the side door for the cleaner",
        absent=("home.unlock_door", "home.set_lock"),
    ),
    *ws_miss("home", TIME, "I'll lock the shed later tonight", "the user's own plan"),
    *ws_miss("home", OBJ, "lock the front door and the back door"),
    *ws_miss("home", OBJ, "turn off every light except the porch"),
    *ws_miss("home", QUEST, "are the kitchen lights on?", absent=("home.get_device_state",)),
    *ws_miss("home", UNCARRY, "the upstairs zone should be at 19", "zone"),
    *ws_miss("home", NEG, "don't vacuum the nursery, the baby is asleep"),
    *ws_miss("home", UNCARRY, "play this song again", "song to look up"),
    *ws_miss("home", TIME, "I ordered 5 bags of Purina Pro Plan yesterday", "report"),
    *ws_miss("home", UNREL, "what's a good recipe for lentil soup?"),
    *ws_miss("home", ACT, "resume playback where it stopped", absent=("music.resume",)),
]

# ---------------------------------------------------------------- crowded: finance

FINANCE_WS = [
    *ws_hit(
        "finance",
        PV,
        "buy 15 nvda",
        "trade.place_order",
        {"side": "buy", "symbol": "NVDA", "quantity": 15},
    ),
    *ws_hit(
        "finance",
        SLOT,
        "Intent: sell 8 AMD",
        "trade.place_order",
        {"side": "sell", "symbol": "AMD", "quantity": 8},
    ),
    *ws_hit(
        "finance",
        PV,
        "send €60 to Ken",
        "pay.send_money",
        {"recipient": "Ken", "amount": 60, "currency": "EUR"},
    ),
    *ws_hit(
        "finance",
        VALUE,
        "pay Sam 18 EUR for the movie tickets",
        "pay.send_money",
        {"recipient": "Sam", "amount": 18, "currency": "EUR", "note": "the movie tickets"},
    ),
    *ws_hit(
        "finance",
        PV,
        "how much is £250 in yen?",
        "fx.convert",
        {"amount": 250, "from": "GBP", "to": "JPY"},
    ),
    *ws_hit(
        "finance",
        PV,
        "convert 1,000 chf to eur",
        "fx.convert",
        {"amount": 1000, "from": "CHF", "to": "EUR"},
    ),
    *ws_hit(
        "finance",
        PV,
        "let me know if TSLA dips under 180",
        "trade.set_price_alert",
        {"symbol": "TSLA", "price": 180, "direction": "below"},
    ),
    *ws_hit(
        "finance",
        PV,
        "Task: refund order C-55120 in full",
        "pay.refund",
        {"order_id": "C-55120"},
    ),
    *ws_hit(
        "finance",
        VALUE,
        "refund $7.50 on order A-10877",
        "pay.refund",
        {"order_id": "A-10877", "amount": 7.5},
    ),
    *ws_hit(
        "finance",
        PV,
        "the card ending 5521 should be frozen",
        "pay.freeze_card",
        {"card_last4": "5521"},
    ),
    *ws_hit(
        "finance",
        PV,
        "cap card 4821 at 750 per day",
        "pay.set_card_limit",
        {"card_last4": "4821", "daily_limit": 750},
    ),
    *ws_hit(
        "finance",
        SLOT,
        "REJECT EXPENSE REPORT 2044",
        "hr.review_expense",
        {"report_id": 2044, "verdict": "reject"},
    ),
    *ws_hit(
        "finance",
        PV,
        "invoice ap@globex.com for $3,400",
        "pay.create_invoice",
        {"customer_email": "ap@globex.com", "amount": 3400, "currency": "USD"},
    ),
    *ws_hit("finance", PV, "put nflx on my watchlist?", "trade.watchlist_add", {"symbol": "NFLX"}),
    *ws_hit(
        "finance",
        PV,
        "Morning! Lena picked up the groceries for the whole flat again this week, so please "
        "send her 27.80 EUR for them. Thanks, Marco",
        "pay.send_money",
        {"recipient": "Lena", "amount": 27.8, "currency": "EUR"},
    ),
    *ws_miss("finance", TIME, "I sent Ken 60 EUR this morning", "report"),
    *ws_miss("finance", TIME, "we paid the Globex invoice last Tuesday", "report"),
    *ws_miss("finance", TIME, "I've already bought 3 AAPL today", "report"),
    *ws_miss("finance", QUEST, "if I were to sell 20 META, how much would I get?", "estimate"),
    *ws_miss(
        "finance",
        UNCARRY,
        "buy 5 AAPL with a 180 limit",
        "limit price",
        absent=("trade.buy",),
    ),
    *ws_miss("finance", ACT, "ask Ken to pay me 60 EUR", absent=("pay.request_money",)),
    *ws_miss("finance", ACT, "lift the freeze on card 9034", absent=("pay.unfreeze_card",)),
    *ws_miss("finance", ACT, "what was the EUR/USD rate on May 1?", absent=("fx.historical_rate",)),
    *ws_miss("finance", OBJ, "cancel every open order I have"),
    *ws_miss("finance", UNCARRY, "sell half my TSLA", "quantity to look up"),
    *ws_miss("finance", TIME, "send Tom 20 EUR every Friday", "repetition"),
    *ws_miss("finance", NEG, "don't send Lena the 40 EUR yet"),
    *ws_miss("finance", UNREL, "which year did the Berlin Wall come down?"),
]

# ---------------------------------------------------------------- crowded: devops

DEVOPS_WS = [
    *ws_hit(
        "devops",
        PV,
        "Task: deploy billing v2.5.0 to staging",
        "cloud.deploy",
        {"service": "billing", "version": "v2.5.0", "environment": "staging"},
    ),
    *ws_hit(
        "devops",
        PV,
        "Intent: roll back auth in production",
        "cloud.rollback",
        {"service": "auth", "environment": "production"},
    ),
    *ws_hit(
        "devops",
        VALUE,
        "scale checkout to 12 replicas in production",
        "cloud.scale_service",
        {"service": "checkout", "replicas": 12, "environment": "production"},
    ),
    *ws_hit(
        "devops",
        PV,
        "frontend should run 4 replicas",
        "cloud.scale_service",
        {"service": "frontend", "replicas": 4},
    ),
    *ws_hit(
        "devops",
        SLOT,
        "billing: maintenance mode OFF",
        "cloud.set_maintenance_mode",
        {"service": "billing", "enabled": False},
    ),
    *ws_hit("devops", PV, "mark ticket 7120 solved?", "tickets.close", {"ticket_id": 7120}),
    *ws_hit(
        "devops",
        SLOT,
        "ticket 6189: URGENT",
        "tickets.set_priority",
        {"ticket_id": 6189, "priority": "urgent"},
    ),
    *ws_hit(
        "devops",
        PV,
        "add a comment to 6189: waiting on logs from the customer",
        "tickets.comment",
        {"ticket_id": 6189, "text": "waiting on logs from the customer"},
    ),
    *ws_hit(
        "devops",
        SLOT,
        "verdict on acme/webapp#640: request changes",
        "gh.review_pr",
        {"repo": "acme/webapp", "number": 640, "verdict": "request_changes"},
    ),
    *ws_hit(
        "devops",
        VALUE,
        "merge PR #77 in psf/requests",
        "gh.merge_pr",
        {"repo": "psf/requests", "number": 77},
    ),
    *ws_hit(
        "devops",
        PV,
        "2FA should be mandatory for nina@corp.io",
        "iam.enable_mfa",
        {"user": "nina@corp.io"},
    ),
    *ws_hit(
        "devops",
        PV,
        "auth logs, last 30m",
        "cloud.get_logs",
        {"service": "auth", "since": "30m"},
    ),
    *ws_hit("devops", PV, "is grafana.acme.io up?", "cloud.ping_host", {"host": "grafana.acme.io"}),
    *ws_hit(
        "devops",
        VALUE,
        "back up analytics, then deploy search-api v2.5.0 to production",
        [
            ("db.create_backup", {"database": "analytics"}),
            (
                "cloud.deploy",
                {"service": "search-api", "version": "v2.5.0", "environment": "production"},
            ),
        ],
    ),
    *ws_hit("devops", PV, "star acme/webapp?", "gh.star_repo", {"repo": "acme/webapp"}),
    *ws_hit(
        "devops",
        PV,
        "FYI the CSV importer has been failing for two days. Open a ticket: CSV "
        "import fails on large files. - Omar, support",
        "tickets.create",
        {"title": "CSV import fails on large files"},
    ),
    *ws_miss("devops", ACT, "reboot web-02 please", absent=("cloud.restart_instance",)),
    *ws_miss("devops", QUEST, "is web-02 running right now?", absent=("cloud.instance_status",)),
    *ws_miss("devops", ACT, "ticket 4411 needs reopening", absent=("tickets.reopen",)),
    *ws_miss("devops", TIME, "I already deployed checkout v1.9.7 to staging", "report"),
    *ws_miss("devops", TIME, "deploy checkout v2.0.0 to staging on Friday at 6pm", "a schedule"),
    *ws_miss("devops", UNCARRY, "scale checkout up by 3", "relative change"),
    *ws_miss("devops", NEG, "don't roll back auth, it's fine now"),
    *ws_miss(
        "devops",
        ACT,
        "kate@corp.io shouldn't have admin anymore, revoke it",
        absent=("iam.revoke_role", "iam.set_role"),
    ),
    *ws_miss("devops", OBJ, "close every ticket assigned to Fatima"),
    *ws_miss("devops", ACT, "merge PR #41 in acme/webapp and delete the branch", "second step"),
    *ws_miss(
        "devops",
        UNCARRY,
        "deploy the latest version of billing to staging",
        "version to look up",
    ),
    *ws_miss("devops", ACT, "truncate the sessions table", absent=("db.truncate_table",)),
    *ws_miss("devops", UNREL, "what's the difference between a fork and a clone?"),
]

# ---------------------------------------------------------------- crowded: office

OFFICE_WS = [
    *ws_hit(
        "office",
        PV,
        "Intent: post 'standup is cancelled today' in #general",
        "chat.post_message",
        {"channel": "#general", "text": "standup is cancelled today"},
    ),
    *ws_hit(
        "office",
        PV,
        "Task: DM Jess - the slides are in the drive",
        "chat.send_dm",
        {"user": "Jess", "text": "the slides are in the drive"},
    ),
    *ws_hit(
        "office",
        PV,
        "Intent: silence #sales-leads",
        "chat.mute_channel",
        {"channel": "#sales-leads"},
    ),
    *ws_hit(
        "office",
        PV,
        "topic for #launch: Go-live on July 1",
        "chat.set_topic",
        {"channel": "#launch", "topic": "Go-live on July 1"},
    ),
    *ws_hit(
        "office",
        VALUE,
        "set my status to at the dentist for 90 minutes",
        "chat.set_status",
        {"text": "at the dentist", "minutes": 90},
    ),
    *ws_hit(
        "office",
        PV,
        "RSVP yes: roadmap review",
        "calendar.accept_invite",
        {"title": "roadmap review"},
    ),
    *ws_hit(
        "office",
        VALUE,
        "cancel the budget sync on Thursday",
        "calendar.cancel_event",
        {"title": "budget sync", "date": "Thursday"},
    ),
    *ws_hit(
        "office",
        PV,
        "the standup should move to Friday at 10am",
        "calendar.reschedule_event",
        {"title": "standup", "new_start": "Friday at 10am"},
    ),
    *ws_hit(
        "office",
        PV,
        "reply to alice@contoso.com saying works for me",
        "email.reply",
        {"sender": "alice@contoso.com", "body": "works for me"},
    ),
    *ws_hit(
        "office",
        PV,
        "deals@spammy.biz should go straight to spam",
        "email.block_sender",
        {"sender": "deals@spammy.biz"},
    ),
    *ws_hit(
        "office",
        VALUE,
        "email hr@corp.io Friday at 8am saying I'll be in late",
        "email.schedule_send",
        {"to": "hr@corp.io", "body": "I'll be in late", "send_at": "Friday at 8am"},
    ),
    *ws_hit(
        "office",
        SLOT,
        "DENY leave request 402",
        "hr.review_time_off",
        {"request_id": 402, "verdict": "deny"},
    ),
    *ws_hit(
        "office",
        PV,
        "book time off Aug 4-8",
        "hr.request_time_off",
        {"start_date": "Aug 4", "end_date": "Aug 8"},
    ),
    *ws_hit(
        "office",
        PV,
        "Globex should be owned by Priya",
        "crm.assign_account",
        {"account": "Globex", "owner": "Priya"},
    ),
    *ws_hit(
        "office",
        SLOT,
        "Globex expansion: lost",
        "crm.update_deal_stage",
        {"deal": "Globex expansion", "stage": "lost"},
    ),
    *ws_hit(
        "office",
        PV,
        "Hi team, the venue called and the offsite moved. Please post in #offsite-2025 "
        "that the offsite is now on July 18. Thanks, Aisha",
        "chat.post_message",
        {"channel": "#offsite-2025", "text": "the offsite is now on July 18"},
    ),
    *ws_miss("office", TIME, "I emailed bob@example.com that the release is delayed", "report"),
    *ws_miss(
        "office",
        UNCARRY,
        "send alice@contoso.com an email saying the build is broken, cc hr@corp.io",
        "cc",
    ),
    *ws_miss(
        "office",
        ACT,
        "save a draft to alice@contoso.com saying lunch is on me",
        absent=("email.save_draft",),
    ),
    *ws_miss("office", ACT, "take me out of #sales", absent=("chat.remove_from_channel",)),
    *ws_miss("office", ACT, "unmute #design", absent=("chat.unmute_channel",)),
    *ws_miss(
        "office",
        ACT,
        "decline the design review invite",
        absent=("calendar.decline_invite",),
    ),
    *ws_miss("office", ACT, "rm -r ~/Projects/old", absent=("fs.delete_folder",)),
    *ws_miss("office", UNCARRY, "book time off for the week after next", "dates to compute"),
    *ws_miss("office", OBJ, "DM Priya and Marco: the build is broken"),
    *ws_miss("office", NEG, "don't archive #incident-117 yet"),
    *ws_miss(
        "office",
        UNCARRY,
        "move the standup to the same time as the design review",
        "time to look up",
    ),
    *ws_miss("office", QUEST, "would Thursday at noon work for a 1:1 with Priya?"),
    *ws_miss("office", UNREL, "can you write me a haiku about Mondays?"),
    *ws_miss("office", TIME, "post the build is broken in #ops at 5pm", "a time constraint"),
]

CASES = [*HOME_SINGLE, *MONEY_SINGLE, *OFFICE_SINGLE, *HOME_WS, *FINANCE_WS, *DEVOPS_WS, *OFFICE_WS]
