"""Plan-cache cases "fresh8": spoken, typed-in-a-hurry, self-corrected and context-bound requests.

Who and how. Written by an independent writer (a helper session) who read only casekit.py (whole),
tools.jsonl (every tool, printed with small Python scripts), the four crowded workspaces
(workspaces/*.jsonl, every plan, printed with small Python scripts, plus a script that listed
each workspace's plan shapes and the tools it never uses), make_cases.py and check_cases.py
(whole, to register this set) and the module docstring of cases_fresh7.py (its first 100 lines
only, `sed -n 1,100p`); not the cache's code, documentation, tests, examples, README or
pyproject.toml, nor bench/plans/README.md or any other bench script, nor the body of any other
case set (no grep over them either); no git command; and the writer never ran the cache, the
benchmark or toolmem on these cases.
Slips: (1) make_cases.py reported 20 first-draft requests as word for word the same as a
request of another set, and then one of the rewordings (a role revocation); its messages print
this set's request and the other case's id only; all 21 were reworded (none dropped), each
keeping its kind and judgement (mostly by adding "pls", a reason or a different verb).
(2) check_cases.py prints the per-kind, per-workspace and hit/miss counts of every set, and
make_cases.py the size of every set (numbers only); both were seen. (3) Besides the allowed
commands, the writer ran small Python scripts that wrote the workspace prints to scratch text
files under /tmp, assembled this file from scratch parts, trimmed the first draft (431 cases) to
its present size by dropping 72 cases by their request, registered the set in make_cases.py and
check_cases.py (their import, tuple and docstring lines only, "nine files" became "ten files"),
reworded the duplicates and relabelled 17 hits from paraphrase+value to value; one script
imported the draft (with a scratch copy of casekit.py under /tmp) and one read the written
cases_fresh8.jsonl, both only to count cases. (4) `ruff format --check` first wanted to join
lines formatted at 100 (so the project's configured line length is longer than 100; the
configuration itself was not read); the file was formatted with `ruff format --line-length 100`
and a script added 24 magic trailing commas, so it now passes `ruff check`, `ruff format --check`
and `ruff format --check --line-length 100`, with every line within 100. (5) Running
make_cases.py rewrites every set's .jsonl from its unchanged .py source; only this file, its
.jsonl, make_cases.py and check_cases.py were edited.
Every request was written for this file; none copies a workspace request.

Mix. 359 cases: 258 single-plan cases (46 stored plans of this file, two of them
two-step: lock a door + arm the alarm, back up a database + deploy) and 101 crowded cases (home
26, finance 25, devops 25, office 25), each crowded hit naming the workspace's own plan shape and
each crowded miss naming in ``absent`` the tools that would have served it where one exists. 202
hits (value 25, paraphrase 16, paraphrase+value 146, slot_word 15) and 157 misses
(contrast_action 45, contrast_negation 18, contrast_question 15, contrast_time 6,
contrast_object 13, unrelated 4, uncarriable 56, all uncarriable cases expecting a miss).
Single: 139 hits, 119 misses; crowded: 63 hits, 38 misses.

Style. Eight voices, mixed through the set:

1. voice-assistant transcripts: wake words ("hey assistant", "ok computer"), no punctuation,
   fillers ("um", "uh"), spoken numbers ("twenty three", "a hundred and fifty", "twelve hundred
   and fifty", "twenty point five", "four two nine one", "six fifty", "twenty fifty one") and
   spoken times ("two thirty pm tomorrow", "in twenty five minutes", "a quarter past eight");
2. typos, texting shorthand and non-native phrasing ("lok the garage dor pls", "can u vacum the
   hallway", "pls frz card 0082 asap", "tmrw", "my cal", "make lights off in kitchen"); typos and
   shorthand sit in the words around a value, never in a value, except in a chat message that
   is sent as typed ("running 5 min late");
3. self-corrections mid-request ("lock the side door, sorry, I mean the patio door", "make it 20
   no wait 22", "send Priya 30 euros, sorry, 35 euros"), where the corrected value is carried,
   including corrections back to the stored value ("send 50 EUR to Priya, no sorry, 40": a
   paraphrase); and retractions ("... actually never mind", "scratch that, don't"): negations;
4. reminders-as-asks and emphatic asks ("don't forget to lock the cellar door", "make sure the
   shed is locked", "remember to back up the payments database", "make sure card 4417 is
   frozen"): hits; "no need to ...", "can you not ...", "don't ...": negations; "instead of X,
   do Y" ("instead of Priya send the 40 EUR to Tom"): the Y is the ask, a hit when the stored
   plan does Y and contrast_action when Y is another tool or the opposite direction;
5. references to context the request does not contain ("now do the same thing for the garage",
   "again for Bob", "same again for Ken", "the usual", "post the same in #marketing", "convert
   that to pounds", "play this song"): uncarriable;
6. formatting: markdown bullets and numbered lists holding one ask ("- kill the lights in the
   attic", "1. vacuum the dining room"; the two-step plan also as a two-item list of its own
   steps), emoji ("🔒 back door pls", "💱 1,250 USD → CHF"), @mentions ("@assistant",
   "@oncall-bot") and #channels, quoted or forwarded text ("> can you refund order A-2210?"
   followed by "pls do this"; "fwd from support: ..."), text after a URL
   ("https://acme.io/docs/ purge this from the cdn pls"), all lower case ("convert 500 sek to
   nok pls", "sell 8 nflx");
7. how-to and capability questions ("how do I lock the front door from my phone?", "can you
   even merge PRs?"): contrast_question; asks phrased as questions ("could you reboot web-03?",
   "could you merge PR 61 in acme/api?"): hits;
8. plain value changes and paraphrases of this file's own stored plans, with exact expected
   arguments.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored
plan with the new request's values does exactly what was asked: no value dropped, none invented,
none computed or looked up. Values follow the fresh7 conventions as its docstring states them:

- free text (names, rooms, titles, messages, products, dates in free-text fields) is carried as
  typed, without fillers ("lock the um back door" -> "back", "remind me to um pick up the dry
  cleaning" -> "pick up the dry cleaning"); doors are named without "door" ("shed", "cellar");
  cameras without "cam" ("garage"); quoted or forwarded text that the user asks to send or file
  is the message or title; names keep their capitals in otherwise lower-case requests; enum
  values take the enum's spelling ("squash-merge" -> "squash", "denied" -> "deny");
- formatted fields are normalised: tickers and currency codes upper case ("msft" -> MSFT, "gbp"
  -> GBP), currency names to codes ("euros" -> EUR, "pounds" -> GBP, "dollars" -> USD, "yen" ->
  JPY), spoken and written amounts as numbers ("a hundred and fifty" -> 150, "1,250" -> 1250,
  "85.40" -> 85.4, "two nights" -> 2), spoken card digits as a string ("four two nine one" ->
  "4291"), spoken ticket numbers as integers ("six fifty" -> 650); half brightness is 50,
  blinds "all the way" closed 0 and "fully" open 100; a log window takes the tool's short form
  ("the last um two hours" -> "2h", "the last thirty minutes" -> "30m");
- "now" is Wednesday 2025-06-11 14:30: "two thirty pm tomorrow" is "2025-06-12T14:30:00", "in
  twenty five minutes" is "2025-06-11T14:55:00", "Friday at ... 7pm" is "2025-06-13T19:00:00",
  "tmrw at 8am" is "2025-06-12T08:00:00", "tonight at a quarter past eight" is
  "2025-06-11T20:15:00" and "four fifteen pm today" is "2025-06-11T16:15:00".

Kinds. As in fresh7. paraphrase+value is used for every reworded or restyled hit that changes a
value (a wake word, typo or bullet already restyles); value only where the stored wording is kept;
slot_word where the changed value is an enum word (night, home, above, urgent, low, reject, sell,
squash, deny) or a boolean set by "off" or blinds shut to 0; paraphrase where the arguments stay
those of the stored plan (for a crowded hit: those of a plan the workspace already holds). A
retraction, "don't", "no need to", "can you not" are contrast_negation. A how-to, a capability
question and a yes/no question about state are contrast_question, except where the stored plan is
itself the read that answers it (a forecast, a quote), which is a hit. Another tool or the opposite
direction (unlock, disarm, stop the vacuum, unfreeze, request vs send, draft vs send, capture vs
refund, restore vs back up, decline vs accept, copy vs move), an "instead of X, do Y" whose Y is
another tool, and a request for only one step of a two-step plan are contrast_action; a past rate or
past weather, a scheduled send and a repetition are contrast_time; all, every, "except" and two
people, tickets, reports or channels are contrast_object. A reference to context the request lacks,
a value with no field in the stored plan (subject, limit price, partial amount, unit, duration,
location, guests, type, labels, hours, minutes, method, due date, comment), an optional value the
replay would copy unasked (brightness 60, away, EUR, v2.1.0, quantity 2, tomorrow 9am), a relative
change, a value to look up or compute (nights from dates, "10 percent", "half my cash", "the
latest", "the same roles Omar has") and someone else or a group are uncarriable. In a crowded
workspace a miss names in ``absent`` the tools that would have served it (unlock_door, set_lock,
get_lock_state, stop_vacuum, weather.history, unfreeze_card, request_money, trade.buy, sell_crypto,
historical_rate, restart_instance, revoke_role, set_role, instance_status, tickets.reopen,
decline_invite, save_draft, unmute_channel, remove_from_channel) or the arguments no stored plan has
(a thermostat unit); negations, how-to questions and context references name none.
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
    tool: Any,
    args: dict[str, Any] | None = None,
    note: str = "",
) -> list[Case]:
    """A crowded hit: the workspace holds plans of this shape; expect exactly these steps."""
    base = plan("(template of the workspace's own plan shape)", tool, args)
    return group(base, hit(kind, request, note=note), ws=ws, in_ws=True)


def ws_miss(
    ws: str,
    kind: str,
    request: str,
    absent: tuple[Any, ...] = (),
    note: str = "",
) -> list[Case]:
    """A crowded miss; ``absent`` names the tools that would have served it, where one exists."""
    return group(None, miss(kind, request, note=note, absent=absent), ws=ws)


# ---------------------------------------------------------------- single-plan groups: home

LOCK = plan("please lock the front door for me", "home.lock_door", {"door": "front"})
LIGHTS_OFF = plan("turn the kitchen lights off", "home.lights_off", {"room": "kitchen"})
LIGHTS_DIM = plan(
    "living room lights on at 60 percent",
    "home.lights_on",
    {"room": "living room", "brightness": 60},
)
THERMO = plan("set the thermostat to 21", "home.set_thermostat", {"temperature": 21})
PLUG = plan(
    "switch on the coffee maker plug",
    "home.set_plug",
    {"plug": "coffee maker", "on": True},
)
BLINDS = plan(
    "set the bedroom blinds to 50%",
    "home.set_blinds",
    {"room": "bedroom", "position": 50},
)
ALARM = plan("arm the alarm in away mode", "home.arm_alarm", {"mode": "away"})
VACUUM = plan("vacuum the living room", "home.start_vacuum", {"room": "living room"})
SCENE = plan("run the movie night scene", "home.run_scene", {"scene": "movie night"})
COLOR = plan(
    "make the bedroom lights warm white",
    "home.set_light_color",
    {"room": "bedroom", "color": "warm white"},
)
LOCK_ARM = plan(
    "lock the front door and arm the alarm in away mode",
    [("home.lock_door", {"door": "front"}), ("home.arm_alarm", {"mode": "away"})],
)

# ---------------------------------------------------------------- single-plan groups: money

SEND = plan(
    "send 40 EUR to Priya",
    "pay.send_money",
    {"recipient": "Priya", "amount": 40, "currency": "EUR"},
)
BUY = plan("buy 5 shares of AAPL", "trade.buy", {"symbol": "AAPL", "quantity": 5})
ALERT = plan(
    "alert me if TSLA drops below 200",
    "trade.set_price_alert",
    {"symbol": "TSLA", "price": 200, "direction": "below"},
)
FX = plan("convert 100 USD to EUR", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"})
REFUND = plan("refund order A-1043 in full", "pay.refund", {"order_id": "A-1043"})
FREEZE = plan("freeze my card ending in 4417", "pay.freeze_card", {"card_last4": "4417"})
SCHED = plan(
    "pay the landlord 1200 EUR on July 1",
    "pay.schedule_payment",
    {"payee": "the landlord", "amount": 1200, "currency": "EUR", "date": "July 1"},
)
SPLIT = plan(
    "split 90 EUR between Priya and Tom",
    "pay.split_bill",
    {"amount": 90, "currency": "EUR", "people": ["Priya", "Tom"]},
)
EXPENSE = plan(
    "approve expense report 2051",
    "hr.review_expense",
    {"report_id": 2051, "verdict": "approve"},
)

# ---------------------------------------------------------------- single-plan groups: office

EMAIL = plan(
    "email dana@corp.io that the slides are ready",
    "email.send",
    {"to": "dana@corp.io", "body": "the slides are ready"},
)
POST = plan(
    "post in #general: standup is moved to 10",
    "chat.post_message",
    {"channel": "#general", "text": "standup is moved to 10"},
)
EVENT = plan(
    "put design sync on my calendar Thursday at 3pm",
    "calendar.create_event",
    {"title": "design sync", "start": "Thursday at 3pm"},
)
REMIND = plan(
    "remind me tomorrow at 9am to call the bank",
    "reminders.create",
    {"text": "call the bank", "at": "2025-06-12T09:00:00"},
)
STATUS = plan("set my status to in a meeting", "chat.set_status", {"text": "in a meeting"})
DECLINE = plan(
    "decline the vendor call invite",
    "calendar.decline_invite",
    {"title": "vendor call"},
)
HOTEL = plan(
    "book a hotel in Lisbon from July 3 for 3 nights",
    "travel.book_hotel",
    {"city": "Lisbon", "check_in": "July 3", "nights": 3},
)
TIMEOFF = plan(
    "request time off July 14 to July 18",
    "hr.request_time_off",
    {"start_date": "July 14", "end_date": "July 18"},
)
MOVE = plan(
    "move ~/Downloads/report.pdf to ~/Documents",
    "fs.move",
    {"source": "~/Downloads/report.pdf", "destination": "~/Documents"},
)

# ---------------------------------------------------------------- single-plan groups: devops

RESTART = plan("restart web-03", "cloud.restart_instance", {"instance": "web-03"})
DEPLOY = plan(
    "deploy checkout v2.1.0 to staging",
    "cloud.deploy",
    {"service": "checkout", "version": "v2.1.0", "environment": "staging"},
)
GRANT = plan(
    "give dana@corp.io the editor role",
    "iam.grant_role",
    {"user": "dana@corp.io", "role": "editor"},
)
PRIO = plan(
    "set ticket 812 to high priority",
    "tickets.set_priority",
    {"ticket_id": 812, "priority": "high"},
)
MERGE = plan("merge PR 57 in acme/api", "gh.merge_pr", {"repo": "acme/api", "number": 57})
LOGS = plan(
    "show the auth logs from the last 30m",
    "cloud.get_logs",
    {"service": "auth", "since": "30m"},
)
BACKUP = plan("back up the orders database", "db.create_backup", {"database": "orders"})
FLUSH = plan(
    "purge the CDN cache for https://acme.io/blog/",
    "cloud.flush_cache",
    {"url": "https://acme.io/blog/"},
)
MUTE = plan("mute #random", "chat.mute_channel", {"channel": "#random"})
ISSUE = plan(
    "open an issue in acme/api: login page times out",
    "gh.create_issue",
    {"repo": "acme/api", "title": "login page times out"},
)
BACKUP_DEPLOY = plan(
    "back up the billing database, then deploy billing v1.8.0 to production",
    [
        ("db.create_backup", {"database": "billing"}),
        ("cloud.deploy", {"service": "billing", "version": "v1.8.0", "environment": "production"}),
    ],
)

# ---------------------------------------------------------------- single-plan groups: everyday

PLAY = plan("play some Miles Davis", "music.play", {"query": "Miles Davis"})
VOLUME = plan("set the volume to 30", "music.set_volume", {"level": 30})
FORECAST = plan(
    "forecast for Bristol on Saturday",
    "weather.forecast",
    {"location": "Bristol", "day": "Saturday"},
)
CART = plan("add 2 oat milk to my cart", "shop.add_to_cart", {"product": "oat milk", "quantity": 2})
VET = plan(
    "book Luna a vet appointment on Friday",
    "vet.book_appointment",
    {"pet": "Luna", "day": "Friday"},
)
TASK = plan("add a task: renew car insurance", "tasks.create", {"title": "renew car insurance"})

SINGLE: list[Case] = [
    *group(
        LOCK,
        hit(PV, "hey assistant lock the um back door", {"door": "back"}, "wake word and filler"),
        hit(
            PV,
            "lok the garage dor pls",
            {"door": "garage"},
            "typos around a correctly spelled value",
        ),
        hit(
            PV,
            "lock the side door, sorry, I mean the patio door",
            {"door": "patio"},
            "self-correction: the corrected door is carried",
        ),
        hit(PV, "don't forget to lock the cellar door", {"door": "cellar"}, "reminder-as-ask"),
        hit(PV, "make sure the shed is locked", {"door": "shed"}, "emphatic ask"),
        hit(PARA, "could you lock the front door please?", None, "an ask phrased as a question"),
        hit(PV, "🔒 back door pls", {"door": "back"}, "emoji stands for the verb"),
        miss(NEG, "no need to lock the front door, I'm still in the garden"),
        miss(QUEST, "how do I lock the front door from my phone?", "how-to question"),
        miss(
            UNCARRY,
            "now do the same thing for the garage",
            "'the same' points at context the request lacks",
        ),
        miss(ACT, "instead of locking the back door, unlock it", "the Y is the opposite direction"),
        miss(UNREL, "hey assistant tell me a joke"),
    ),
    *group(
        LIGHTS_OFF,
        hit(PARA, "make lights off in kitchen", None, "non-native phrasing, same room"),
        hit(PV, "ok computer turn off the lights in the uh study", {"room": "study"}),
        hit(
            PV,
            "lights off in the den no wait the dining room",
            {"room": "dining room"},
            "spoken self-correction",
        ),
        hit(
            PV,
            "- kill the lights in the attic",
            {"room": "attic"},
            "a markdown bullet with one ask",
        ),
        miss(NEG, "turn off the hallway lights... actually never mind", "retraction"),
        miss(QUEST, "can you even turn lights off room by room?", "capability question"),
        miss(
            ACT,
            "instead of turning off the kitchen lights, dim them to 20 percent",
            "the Y is a brightness setting (lights_on), not lights_off",
        ),
        miss(OBJ, "turn off the lights everywhere except the nursery"),
    ),
    *group(
        LIGHTS_DIM,
        hit(
            PV,
            "hey assistant bedroom lights on at um forty percent",
            {"room": "bedroom", "brightness": 40},
            "spoken number",
        ),
        hit(
            PV,
            "turn on the porch lights at 30, sorry, 35 percent",
            {"room": "porch", "brightness": 35},
            "corrected brightness",
        ),
        hit(PV, "living room lights on at half brightness", {"brightness": 50}, "half is 50"),
        hit(PARA, "1. living room lights on, 60%", None, "numbered list holding one ask"),
        miss(
            UNCARRY,
            "switch on the kitchen lights",
            "the replay would copy brightness 60 unasked",
        ),
        miss(UNCARRY, "make the living room a bit brighter", "relative change"),
        miss(ACT, "ok computer living room lights off"),
    ),
    *group(
        THERMO,
        hit(VALUE, "hey assistant set the thermostat to twenty three", {"temperature": 23}),
        hit(PV, "thermostat to 19 pls thx", {"temperature": 19}),
        hit(PV, "make it 20 no wait 22 on the thermostat", {"temperature": 22}, "corrected value"),
        hit(PV, "um set the heat to twenty point five", {"temperature": 20.5}),
        hit(PV, "make sure the thermostat is set to 24", {"temperature": 24}, "emphatic ask"),
        miss(
            UNCARRY,
            "set the thermostat to seventy fahrenheit",
            "a unit the plan has no field for",
        ),
        miss(UNCARRY, "turn the heat up two degrees", "relative change"),
        miss(QUEST, "how do I set a heating schedule on the thermostat?"),
    ),
    *group(
        PLUG,
        hit(SLOT, "ok computer switch off the coffee maker", {"on": False}, "off sets the boolean"),
        hit(PV, "make sure the fan plug is on", {"plug": "fan"}),
        hit(
            SLOT,
            "cut power to the heater plug no wait the dehumidifier",
            {"plug": "dehumidifier", "on": False},
            "corrected plug, switched off",
        ),
        hit(PV, "@assistant power on the aquarium plug", {"plug": "aquarium"}, "@mention"),
        miss(NEG, "turn on the space heater plug um actually never mind", "retraction"),
        miss(QUEST, "is the coffee maker plug still on?"),
        miss(UNCARRY, "switch on the coffee maker plug for 20 minutes", "no field for a duration"),
    ),
    *group(
        BLINDS,
        hit(
            PV,
            "hey assistant blinds in the study to um eighty percent",
            {"room": "study", "position": 80},
        ),
        hit(
            SLOT,
            "close the living room blinds all the way",
            {"room": "living room", "position": 0},
            "fully shut is 0",
        ),
        hit(VALUE, "set the bedroom blinds to 30 - sorry - 40%", {"position": 40}),
        hit(PV, "open the kitchen blinds fully pls", {"room": "kitchen", "position": 100}),
        hit(
            PV,
            "don't forget to set the nursery blinds to 25%",
            {"room": "nursery", "position": 25},
            "reminder-as-ask",
        ),
        miss(UNCARRY, "open the bedroom blinds a bit more", "relative change"),
    ),
    *group(
        ALARM,
        hit(SLOT, "ok computer arm the alarm in night mode", {"mode": "night"}),
        hit(
            PARA,
            "arm the alarm in home mode no wait away",
            None,
            "corrected back to the stored mode",
        ),
        hit(SLOT, "arm alarm home mode pls", {"mode": "home"}),
        miss(ACT, "ok computer uh disarm the alarm I'm back"),
        miss(NEG, "don't arm the alarm yet, my son is still out"),
        miss(UNCARRY, "hey assistant arm the alarm", "the replay would copy away unasked"),
    ),
    *group(
        VACUUM,
        hit(PV, "hey assistant send the vacuum to the um kitchen", {"room": "kitchen"}),
        hit(PV, "can u vacum the hallway pls", {"room": "hallway"}),
        hit(PV, "* vacuum the guest room", {"room": "guest room"}),
        hit(PARA, "could you run the vacuum in the living room?"),
        miss(ACT, "stop the vacuum it's too loud", "stop_vacuum, not start"),
        miss(OBJ, "vacuum every room downstairs"),
    ),
    *group(
        SCENE,
        hit(PV, "ok computer run the reading scene", {"scene": "reading"}),
        hit(PARA, "🎬 movie night scene pls"),
        hit(PV, "start the dinner party scene, no, the bedtime scene", {"scene": "bedtime"}),
        miss(UNCARRY, "run the usual scene"),
        miss(QUEST, "how do I make a new scene?"),
        miss(NEG, "don't run movie night tonight, we're going out"),
    ),
    *group(
        COLOR,
        hit(PV, "make the kitchen lights red, no, purple", {"room": "kitchen", "color": "purple"}),
        hit(
            PV,
            "hey assistant change the office bulbs to uh blue",
            {"room": "office", "color": "blue"},
        ),
        miss(UNCARRY, "make the den lights the same color as the bedroom", "a value to look up"),
        miss(QUEST, "what colours can the bedroom bulbs do?"),
    ),
    *group(
        LOCK_ARM,
        hit(
            SLOT,
            "lock the back door and arm the alarm in night mode",
            [{"door": "back"}, {"mode": "night"}],
        ),
        hit(PV, "ok computer lock the um side door and arm the alarm away", [{"door": "side"}]),
        hit(
            PV,
            "don't forget to lock the patio door and set the alarm to away",
            [{"door": "patio"}],
            "reminder-as-ask over both steps",
        ),
        miss(
            ACT,
            "just arm the alarm in away mode",
            "one step only; the replay would lock a door too",
        ),
        miss(ACT, "lock the front door but don't arm the alarm", "one step only"),
        miss(UNCARRY, "lock up and arm the alarm like every night", "which door, and a repetition"),
    ),
    # ------------------------------------------------------------ money
    *group(
        SEND,
        hit(PV, "send Priya 30 euros, sorry, 35 euros", {"amount": 35}, "corrected amount"),
        hit(
            PV,
            "hey assistant send um twenty five euros to Marco",
            {"recipient": "Marco", "amount": 25},
        ),
        hit(
            PV,
            "send a hundred and fifty pounds to Omar",
            {"recipient": "Omar", "amount": 150, "currency": "GBP"},
        ),
        hit(PV, "instead of Priya send the 40 EUR to Tom", {"recipient": "Tom"}),
        hit(PARA, "> can u send Priya 40 EUR\nyep pls do", None, "quoted ask, then 'do it'"),
        hit(
            PARA,
            "send 50 EUR to Priya, no sorry, 40",
            None,
            "corrected back to the stored amount",
        ),
        miss(NEG, "don't send Priya anything yet"),
        miss(UNCARRY, "send 50 to Lena", "the replay would copy EUR unasked"),
        miss(ACT, "ask Priya to send me 40 EUR", "request_money, not send"),
        miss(UNCARRY, "again for Bob", "what 'again' means is not in the request"),
        miss(UNREL, "ok computer what's nine times seven"),
    ),
    *group(
        BUY,
        hit(PV, "ok computer buy twenty shares of msft", {"symbol": "MSFT", "quantity": 20}),
        hit(PV, "buy 10 AMZN wait no 12", {"symbol": "AMZN", "quantity": 12}),
        hit(PV, "- buy 3 shares of googl", {"symbol": "GOOGL", "quantity": 3}),
        hit(PV, "could you buy 7 shares of nvda for me?", {"symbol": "NVDA", "quantity": 7}),
        miss(UNCARRY, "buy 5 AAPL at 180 limit", "limit price has no field in the plan"),
        miss(QUEST, "can you even sell stocks or only buy?"),
        miss(ACT, "sell five shares of AAPL pls"),
        miss(UNCARRY, "buy AAPL with half my cash", "computed quantity"),
    ),
    *group(
        ALERT,
        hit(
            SLOT,
            "hey assistant tell me if amd goes above a hundred and fifty",
            {"symbol": "AMD", "price": 150, "direction": "above"},
        ),
        hit(PV, "alert me if NFLX drops below 600, no, 580", {"symbol": "NFLX", "price": 580}),
        hit(PV, "pls alert me if tsla drops under 185", {"price": 185}),
        miss(NEG, "don't bother alerting me on TSLA"),
        miss(UNCARRY, "alert me if TSLA drops 10 percent", "a price to compute"),
        miss(ACT, "sell my TSLA if it drops below 200", "a sell order, not an alert"),
    ),
    *group(
        FX,
        hit(PV, "um how much is two hundred dollars in yen", {"amount": 200, "to": "JPY"}),
        hit(PV, "convert 500 sek to nok pls", {"amount": 500, "from": "SEK", "to": "NOK"}),
        hit(PV, "convert 80 GBP, sorry, 85 GBP to EUR", {"amount": 85, "from": "GBP"}),
        hit(PV, "💱 1,250 USD → CHF", {"amount": 1250, "to": "CHF"}),
        miss(UNCARRY, "convert that to pounds", "'that' is not in the request"),
        miss(TIME, "what was 100 USD in EUR on March 3?", "a past rate"),
    ),
    *group(
        REFUND,
        hit(PV, "> can you refund order A-2210?\npls do this", {"order_id": "A-2210"}),
        hit(PV, "refund order A-1043, sorry, A-1034", {"order_id": "A-1034"}),
        hit(
            PV,
            "fwd from support: customer wants a full refund on A-3090. pls do it",
            {"order_id": "A-3090"},
            "forwarded text with the ask",
        ),
        miss(UNCARRY, "refund 20 USD on order A-5512", "partial amount has no field in the plan"),
        miss(NEG, "no need to refund A-1043, the customer kept it"),
        miss(ACT, "capture the payment for order A-1043"),
    ),
    *group(
        FREEZE,
        hit(
            VALUE,
            "hey assistant freeze my card ending in four two nine one",
            {"card_last4": "4291"},
            "spoken digits",
        ),
        hit(PV, "pls frz card 0082 asap, lost it", {"card_last4": "0082"}),
        hit(PV, "freeze card 5530, no wait, 5503", {"card_last4": "5503"}),
        hit(PARA, "make sure card 4417 is frozen"),
        miss(ACT, "pls unfreeze card 4417 thx"),
        miss(
            UNCARRY,
            "hey assistant freeze my card",
            "which card is not said; the replay would pick 4417",
        ),
        miss(
            ACT,
            "instead of freezing card 4417, lower its daily limit to 200",
            "the Y is set_card_limit",
        ),
    ),
    *group(
        SCHED,
        hit(
            VALUE,
            "pay City Power 85.40 EUR on June 30",
            {"payee": "City Power", "amount": 85.4, "date": "June 30"},
        ),
        hit(
            PV,
            "ok computer pay the landlord twelve hundred and fifty euros on July 1",
            {"amount": 1250},
        ),
        hit(
            PV,
            "pay the gym 45 GBP on June 20, sorry, June 21",
            {"payee": "the gym", "amount": 45, "currency": "GBP", "date": "June 21"},
        ),
        miss(TIME, "pay the landlord 1200 EUR on the 1st of every month", "a repetition"),
        miss(UNCARRY, "pay the landlord what I owe on July 1", "an amount to look up"),
        miss(ACT, "pay the landlord 1200 EUR right now", "send now, not scheduled"),
    ),
    *group(
        SPLIT,
        hit(
            VALUE,
            "split 120 EUR between Ana, Ben and Chloe",
            {"amount": 120, "people": ["Ana", "Ben", "Chloe"]},
        ),
        hit(
            PV,
            "hey assistant split sixty pounds between Omar and Lena",
            {"amount": 60, "currency": "GBP", "people": ["Omar", "Lena"]},
        ),
        miss(UNCARRY, "split it with the usual crew", "amount and people not in the request"),
    ),
    *group(
        EXPENSE,
        hit(VALUE, "approve expense report 3107 pls", {"report_id": 3107}),
        hit(SLOT, "ok computer reject expense report twenty fifty one", {"verdict": "reject"}),
        hit(PV, "make sure expense report 2260 gets approved", {"report_id": 2260}),
        miss(OBJ, "approve expense reports 2051 and 2052"),
        miss(UNCARRY, "approve expense report 2051 with a note saying thanks", "comment field"),
        miss(NEG, "don't approve 2051 until finance checks it"),
    ),
    # ------------------------------------------------------------ office
    *group(
        EMAIL,
        hit(
            VALUE,
            "email omar@corp.io that the demo moved to 3pm",
            {"to": "omar@corp.io", "body": "the demo moved to 3pm"},
        ),
        hit(
            PV,
            "email kate@corp.io, no wait, nina@corp.io that the contract is signed",
            {"to": "nina@corp.io", "body": "the contract is signed"},
        ),
        hit(
            PV,
            "> the venue is booked\nemail this to dana@corp.io pls",
            {"body": "the venue is booked"},
            "quoted text is the body",
        ),
        miss(
            UNCARRY,
            "email dana@corp.io that the slides are ready, subject: Q2 review",
            "subject",
        ),
        miss(ACT, "draft an email to dana@corp.io saying the slides are ready but don't send it"),
        miss(UNCARRY, "email the whole team that the slides are ready", "a group"),
        miss(TIME, "email dana@corp.io tomorrow at 9am that the slides are ready", "scheduled"),
        miss(UNREL, "thx that's all for now"),
    ),
    *group(
        POST,
        hit(
            PV,
            "🍕 post in #random: pizza is in the kitchen",
            {"channel": "#random", "text": "pizza is in the kitchen"},
        ),
        hit(
            PV,
            "@assistant post in #design: new mockups are in figma",
            {"channel": "#design", "text": "new mockups are in figma"},
        ),
        hit(
            PV,
            "> wifi is down on floor 3\npost that in #it pls",
            {"channel": "#it", "text": "wifi is down on floor 3"},
        ),
        miss(UNCARRY, "post the same in #marketing", "'the same' is context"),
        miss(OBJ, "post in #general and #ops: standup is moved to 10"),
        miss(NEG, "don't post that in #general yet"),
    ),
    *group(
        EVENT,
        hit(
            VALUE,
            "put dentist on my calendar Friday at 10am",
            {"title": "dentist", "start": "Friday at 10am"},
        ),
        hit(
            PV,
            "pls put team lunch on my cal Monday at noon",
            {"title": "team lunch", "start": "Monday at noon"},
        ),
        hit(
            PV,
            "put retro on my calendar Thursday at 3pm, no wait, 4pm",
            {"title": "retro", "start": "Thursday at 4pm"},
        ),
        miss(UNCARRY, "put budget review on my calendar Monday at 9am for an hour", "duration"),
        miss(UNCARRY, "put lunch with Ana on my calendar Friday at noon at Café Rio", "location"),
        miss(ACT, "cancel design sync on Thursday"),
    ),
    *group(
        REMIND,
        hit(
            PV,
            "hey assistant remind me at two thirty pm tomorrow to um pick up the dry cleaning",
            {"text": "pick up the dry cleaning", "at": "2025-06-12T14:30:00"},
        ),
        hit(
            PV,
            "ok computer remind me in twenty five minutes to take the pizza out",
            {"text": "take the pizza out", "at": "2025-06-11T14:55:00"},
        ),
        hit(
            PV,
            "remind me Friday at 6pm to water the plants, no wait, 7pm",
            {"text": "water the plants", "at": "2025-06-13T19:00:00"},
        ),
        hit(
            PV,
            "pls remind me tmrw at 8am to bring the charger",
            {"text": "bring the charger", "at": "2025-06-12T08:00:00"},
        ),
        hit(
            PV,
            "remind me tonight at a quarter past eight to call mom",
            {"text": "call mom", "at": "2025-06-11T20:15:00"},
        ),
        miss(
            UNCARRY,
            "pls remind me to call the bank",
            "the replay would copy tomorrow 9am unasked",
        ),
        miss(UNCARRY, "remind Dana to call the bank tmrw at 9am", "someone else"),
        miss(ACT, "ok computer delete my call the bank reminder"),
    ),
    *group(
        STATUS,
        hit(PV, "set my status to heads down pls", {"text": "heads down"}),
        hit(PV, "set my status to working from home, no wait, out sick", {"text": "out sick"}),
        miss(UNCARRY, "set my status to lunch for 45 min", "minutes"),
        miss(ACT, "clear my status"),
    ),
    *group(
        DECLINE,
        hit(VALUE, "decline the roadmap review invite pls", {"title": "roadmap review"}),
        miss(ACT, "accept the vendor call invite"),
        miss(NEG, "no need to decline the vendor call, I can make it"),
    ),
    *group(
        HOTEL,
        hit(
            VALUE,
            "book a hotel in Porto from Aug 10 for two nights",
            {"city": "Porto", "check_in": "Aug 10", "nights": 2},
        ),
        hit(
            PV,
            "hey assistant book a hotel in Seville from July 20 for uh four nights",
            {"city": "Seville", "check_in": "July 20", "nights": 4},
        ),
        miss(UNCARRY, "book a hotel in Lisbon from July 3 to July 6", "nights to compute"),
        miss(UNCARRY, "book a hotel in Lisbon from July 3 for 3 nights for 2 guests", "guests"),
    ),
    *group(
        TIMEOFF,
        hit(
            PV,
            "request time off Aug 4 to Aug 8, no, Aug 11 to Aug 15",
            {"start_date": "Aug 11", "end_date": "Aug 15"},
        ),
        miss(UNCARRY, "request sick leave July 14 to July 18", "type has no field in the plan"),
        miss(QUEST, "how much notice do I need to give for time off?"),
    ),
    *group(
        MOVE,
        hit(
            PV,
            "mv ~/Downloads/invoice.pdf ~/Documents/taxes",
            {"source": "~/Downloads/invoice.pdf", "destination": "~/Documents/taxes"},
        ),
        hit(
            PV,
            "move ~/Desktop/notes.txt, sorry, ~/Desktop/todo.txt to ~/Documents",
            {"source": "~/Desktop/todo.txt"},
        ),
        miss(ACT, "copy ~/Downloads/report.pdf to ~/Documents"),
        miss(OBJ, "move every pdf in ~/Downloads to ~/Documents"),
    ),
    # ------------------------------------------------------------ devops
    *group(
        RESTART,
        hit(PV, "reboot worker-7 pls", {"instance": "worker-7"}),
        hit(VALUE, "restart web-03, no, web-05", {"instance": "web-05"}),
        hit(PV, "hey assistant restart um bastion", {"instance": "bastion"}),
        hit(PARA, "could you reboot web-03?"),
        miss(OBJ, "restart all the web servers"),
        miss(ACT, "stop web-03"),
    ),
    *group(
        DEPLOY,
        hit(
            VALUE,
            "deploy billing v3.2.1 to production",
            {"service": "billing", "version": "v3.2.1", "environment": "production"},
        ),
        hit(
            VALUE,
            "deploy checkout v2.1.0 to staging, no wait, to production",
            {"environment": "production"},
        ),
        hit(PV, "instead of staging deploy checkout v2.1.0 to dev", {"environment": "dev"}),
        miss(UNCARRY, "deploy the latest checkout to staging", "a version to look up"),
        miss(ACT, "roll back checkout on staging, it's broken"),
        miss(NEG, "don't deploy checkout to staging until QA signs off"),
        miss(UNCARRY, "deploy checkout to staging pls", "the replay would copy v2.1.0 unasked"),
    ),
    *group(
        GRANT,
        hit(VALUE, "give omar@corp.io the viewer role", {"user": "omar@corp.io", "role": "viewer"}),
        hit(
            PV,
            "give raj@corp.io the admin role — sorry, the auditor role",
            {"user": "raj@corp.io", "role": "auditor"},
        ),
        miss(ACT, "revoke editor from dana@corp.io"),
        miss(UNCARRY, "give dana@corp.io the same roles Omar has", "roles to look up"),
    ),
    *group(
        PRIO,
        hit(SLOT, "make ticket 904 urgent", {"ticket_id": 904, "priority": "urgent"}),
        hit(
            SLOT,
            "ok computer set ticket six fifty to low priority",
            {"ticket_id": 650, "priority": "low"},
        ),
        hit(PV, "set ticket 812 to high, sorry, ticket 821", {"ticket_id": 821}),
        miss(OBJ, "set tickets 812 and 813 to high priority"),
        miss(ACT, "close ticket 812"),
    ),
    *group(
        MERGE,
        hit(PV, "> merge acme/webapp#230?\nyes pls do it", {"repo": "acme/webapp", "number": 230}),
        hit(PV, "could you merge PR 61 in acme/api?", {"number": 61}),
        miss(UNCARRY, "squash merge PR 57 in acme/api", "method has no field in the plan"),
        miss(ACT, "close PR 57 in acme/api without merging"),
        miss(QUEST, "can you even merge PRs?"),
    ),
    *group(
        LOGS,
        hit(
            PV,
            "hey assistant show the billing logs from the last um two hours",
            {"service": "billing", "since": "2h"},
            "since in the tool's short form",
        ),
        hit(
            PV,
            "show the search logs from the last 15m pls",
            {"service": "search", "since": "15m"},
        ),
        miss(UNCARRY, "show the auth logs since the deploy", "a time to look up"),
    ),
    *group(
        BACKUP,
        hit(PV, "back up the users db pls", {"database": "users"}),
        hit(PV, "remember to back up the payments database", {"database": "payments"}),
        hit(PARA, "make sure the orders database gets backed up"),
        miss(ACT, "restore the orders database from last night's backup"),
        miss(OBJ, "back up every database"),
    ),
    *group(
        FLUSH,
        hit(
            PV,
            "https://acme.io/docs/ purge this from the cdn pls",
            {"url": "https://acme.io/docs/"},
        ),
        hit(
            PV,
            "https://acme.io/pricing <- flush the cache for that",
            {"url": "https://acme.io/pricing"},
        ),
        miss(NEG, "no need to purge the blog cache, it refreshed"),
        miss(OBJ, "purge the whole CDN"),
    ),
    *group(
        MUTE,
        hit(PV, "pls mute #announcements thx", {"channel": "#announcements"}),
        hit(PV, "mute #sales, no, #support", {"channel": "#support"}),
        miss(UNCARRY, "mute #announcements for 2 hours", "hours"),
        miss(ACT, "unmute #random"),
    ),
    *group(
        ISSUE,
        hit(
            VALUE,
            "open an issue in acme/webapp: search returns nothing",
            {"repo": "acme/webapp", "title": "search returns nothing"},
        ),
        hit(
            PV,
            "> dark mode breaks the charts\nopen an issue in acme/webapp for this pls",
            {"repo": "acme/webapp", "title": "dark mode breaks the charts"},
        ),
        miss(
            UNCARRY,
            "open an issue in acme/webapp: search returns nothing, label it bug",
            "labels",
        ),
    ),
    *group(
        BACKUP_DEPLOY,
        hit(
            PV,
            "back up the payments db and then deploy payments v2.0.1 to production",
            [{"database": "payments"}, {"service": "payments", "version": "v2.0.1"}],
        ),
        hit(
            VALUE,
            "back up the billing database, then deploy billing v1.8.0 to staging",
            [{}, {"environment": "staging"}],
        ),
        hit(
            PV,
            "1. back up the ledger db\n2. deploy ledger v0.9.2 to production",
            [{"database": "ledger"}, {"service": "ledger", "version": "v0.9.2"}],
            "a numbered list of the plan's own two steps",
        ),
        miss(ACT, "deploy billing v1.8.0 to production", "one step only"),
        miss(ACT, "back up the billing database but don't deploy anything", "one step only"),
    ),
    # ------------------------------------------------------------ everyday
    *group(
        PLAY,
        hit(PV, "hey assistant play uh something by Nina Simone", {"query": "Nina Simone"}),
        hit(PV, "play Daft Punk, no wait, Air", {"query": "Air"}),
        miss(UNCARRY, "play this song", "'this song' is context"),
        miss(UNCARRY, "play the usual"),
        miss(ACT, "pause the music"),
    ),
    *group(
        VOLUME,
        hit(VALUE, "ok computer set the volume to um twenty five", {"level": 25}),
        hit(PV, "volume 45 pls thx", {"level": 45}),
        hit(PV, "set the volume to 60 no 55", {"level": 55}),
        miss(UNCARRY, "turn it down a bit", "relative change"),
        miss(NEG, "don't change the volume"),
    ),
    *group(
        FORECAST,
        hit(
            PV,
            "hey assistant whats the weather gonna be in Leeds on Sunday",
            {"location": "Leeds", "day": "Sunday"},
        ),
        hit(
            PV,
            "will it rain in Bristol tomorrow?",
            {"day": "tomorrow"},
            "the forecast is the read",
        ),
        hit(PV, "forecast for Cardiff on Friday, no, Saturday", {"location": "Cardiff"}),
        miss(TIME, "weather in Bristol last Saturday", "a past day"),
        miss(UNREL, "um who won the game last night"),
    ),
    *group(
        CART,
        hit(
            PV,
            "ok computer add three uh paper towels to my cart",
            {"product": "paper towels", "quantity": 3},
        ),
        hit(PV, "add 6 eggs, sorry, 12 eggs to the cart", {"product": "eggs", "quantity": 12}),
        miss(UNCARRY, "add oat milk to my cart", "the replay would copy 2 unasked"),
        miss(ACT, "remove the oat milk from my cart"),
    ),
    *group(
        VET,
        hit(VALUE, "book Max a vet appointment on Monday", {"pet": "Max", "day": "Monday"}),
        miss(UNCARRY, "book Max a vet appointment on Monday at 10am", "time of day"),
        miss(ACT, "cancel Luna's vet appointment on Friday"),
    ),
    *group(
        TASK,
        hit(PV, "- add a task: buy stamps", {"title": "buy stamps"}),
        hit(
            PV,
            "pls add a task: call the plumber about the leak",
            {"title": "call the plumber about the leak"},
        ),
        miss(UNCARRY, "add a task: renew car insurance, due Friday", "due date"),
        miss(ACT, "mark renew car insurance as done"),
    ),
]

HOME: list[Case] = [
    *ws_hit(
        "home",
        PV,
        "hey assistant lock the uh garage door",
        "home.lock_door",
        {"door": "garage"},
    ),
    *ws_hit("home", PARA, "pls lok the patio dor thx", "home.lock_door", {"door": "patio"}),
    *ws_hit(
        "home",
        PV,
        "turn off the lights in the den, no wait, the study",
        "home.lights_off",
        {"room": "study"},
    ),
    *ws_hit(
        "home",
        PARA,
        "don't forget to switch off the porch lights",
        "home.lights_off",
        {"room": "porch"},
    ),
    *ws_hit(
        "home",
        SLOT,
        "make sure the iron is off",
        "home.set_plug",
        {"plug": "iron", "on": False},
    ),
    *ws_hit(
        "home",
        PV,
        "ok computer set the heat to twenty four",
        "home.set_thermostat",
        {"temperature": 24},
    ),
    *ws_hit(
        "home",
        PV,
        "📷 snapshot from the garage cam pls",
        "home.camera_snapshot",
        {"camera": "garage"},
    ),
    *ws_hit("home", PV, "1. vacuum the dining room", "home.start_vacuum", {"room": "dining room"}),
    *ws_hit(
        "home",
        PARA,
        "could you put the thermostat in heat mode?",
        "home.set_thermostat_mode",
        {"mode": "heat"},
    ),
    *ws_hit(
        "home",
        PV,
        "ok computer remind me at four fifteen pm today to move the car",
        "reminders.create",
        {"text": "move the car", "at": "2025-06-11T16:15:00"},
    ),
    *ws_hit(
        "home",
        PV,
        "hey assistant play um Fleetwood Mac",
        "music.play",
        {"query": "Fleetwood Mac"},
    ),
    *ws_hit(
        "home",
        PV,
        "set the office blinds to 60 — sorry, 65 percent",
        "home.set_blinds",
        {"room": "office", "position": 65},
    ),
    *ws_hit(
        "home",
        PARA,
        "arm the alarm in home mode, no actually night mode",
        "home.arm_alarm",
        {"mode": "night"},
        "corrected to a mode the workspace already stores",
    ),
    *ws_hit(
        "home",
        PV,
        "add 4 packs of kitchen roll to the cart pls",
        "shop.add_to_cart",
        {"product": "kitchen roll", "quantity": 4},
    ),
    *ws_hit(
        "home",
        PV,
        "> can you book Luna a vet visit on Thursday?\ndo this pls",
        "vet.book_appointment",
        {"pet": "Luna", "day": "Thursday"},
    ),
    *ws_hit(
        "home",
        PV,
        "instead of the bedroom, send the vacuum to the hallway",
        "home.start_vacuum",
        {"room": "hallway"},
    ),
    *ws_hit(
        "home",
        PV,
        "will it rain in Cardiff tomorrow",
        "weather.forecast",
        {"location": "Cardiff", "day": "tomorrow"},
    ),
    *ws_miss(
        "home",
        ACT,
        "unlock the back door for the plumber",
        ("home.unlock_door", "home.set_lock"),
    ),
    *ws_miss("home", QUEST, "how do I pair a new smart plug?"),
    *ws_miss("home", QUEST, "is the garage door locked?", ("home.get_lock_state",)),
    *ws_miss("home", NEG, "turn on the space heater — actually never mind, it's warm enough"),
    *ws_miss(
        "home",
        UNCARRY,
        "do the same for the upstairs bathroom",
        note="context the request lacks",
    ),
    *ws_miss(
        "home",
        UNCARRY,
        "ok computer set the thermostat to sixty eight fahrenheit",
        (("home.set_thermostat", {"unit": "F"}),),
        "no stored thermostat plan has a unit",
    ),
    *ws_miss("home", ACT, "stop the vacuum and send it back to its dock", ("home.stop_vacuum",)),
    *ws_miss("home", OBJ, "turn every light in the house off"),
    *ws_miss("home", TIME, "how warm was it in Rome yesterday", ("weather.history",)),
]

FINANCE: list[Case] = [
    *ws_hit(
        "finance",
        PV,
        "hey assistant send um thirty euros to Marco",
        "pay.send_money",
        {"recipient": "Marco", "amount": 30, "currency": "EUR"},
    ),
    *ws_hit(
        "finance",
        PV,
        "pls transfer 15 gbp to Ken thx",
        "pay.send_money",
        {"recipient": "Ken", "amount": 15, "currency": "GBP"},
    ),
    *ws_hit(
        "finance",
        PV,
        "send Lena 25, sorry, 28 USD",
        "pay.send_money",
        {"recipient": "Lena", "amount": 28, "currency": "USD"},
    ),
    *ws_hit(
        "finance",
        PV,
        "ok computer buy fifteen shares of amd",
        "trade.place_order",
        {"side": "buy", "symbol": "AMD", "quantity": 15},
    ),
    *ws_hit(
        "finance",
        SLOT,
        "sell 8 nflx",
        "trade.place_order",
        {"side": "sell", "symbol": "NFLX", "quantity": 8},
    ),
    *ws_hit(
        "finance",
        PV,
        "alert me if msft goes below four hundred",
        "trade.set_price_alert",
        {"symbol": "MSFT", "price": 400, "direction": "below"},
    ),
    *ws_hit(
        "finance",
        VALUE,
        "convert a hundred and fifty euros to dollars",
        "fx.convert",
        {"amount": 150, "from": "EUR", "to": "USD"},
    ),
    *ws_hit(
        "finance",
        PV,
        "> refund order C-4410 pls\n^ do this",
        "pay.refund",
        {"order_id": "C-4410"},
    ),
    *ws_hit(
        "finance",
        PV,
        "freeze card 5530 — no wait, 5503",
        "pay.freeze_card",
        {"card_last4": "5503"},
    ),
    *ws_hit(
        "finance",
        PV,
        "make sure expense 2290 is approved",
        "hr.review_expense",
        {"report_id": 2290, "verdict": "approve"},
    ),
    *ws_hit("finance", PV, "- what's nvda at right now?", "trade.get_quote", {"symbol": "NVDA"}),
    *ws_hit(
        "finance",
        PV,
        "split 75 EUR between Jess and Ken",
        "pay.split_bill",
        {"amount": 75, "currency": "EUR", "people": ["Jess", "Ken"]},
    ),
    *ws_hit(
        "finance",
        PV,
        "file a 42 EUR taxi expense pls",
        "hr.submit_expense",
        {"amount": 42, "currency": "EUR", "category": "taxi"},
    ),
    *ws_hit(
        "finance",
        PV,
        "instead of 20 MSFT, buy 25 MSFT",
        "trade.place_order",
        {"side": "buy", "symbol": "MSFT", "quantity": 25},
    ),
    *ws_hit(
        "finance",
        PV,
        "don't forget to pay City Water 60 USD on June 30",
        "pay.schedule_payment",
        {"payee": "City Water", "amount": 60, "currency": "USD", "date": "June 30"},
        "reminder-as-ask",
    ),
    *ws_miss("finance", QUEST, "can u even do short selling?"),
    *ws_miss("finance", ACT, "unfreeze card 9034", ("pay.unfreeze_card",)),
    *ws_miss("finance", NEG, "send Sam 20 USD, scratch that, don't"),
    *ws_miss("finance", UNCARRY, "send Tom the usual", note="amount not in the request"),
    *ws_miss("finance", UNCARRY, "same again for Ken", note="what to repeat is not in the request"),
    *ws_miss("finance", ACT, "ask Marco to pay me 30 EUR", ("pay.request_money",)),
    *ws_miss(
        "finance",
        UNCARRY,
        "buy 5 NVDA at 110 or lower",
        ("trade.buy",),
        "a limit price; the stored order plans have no field for it",
    ),
    *ws_miss("finance", ACT, "sell 0.5 btc pls", ("trade.sell_crypto",)),
    *ws_miss("finance", TIME, "what was EUR to USD on May 2?", ("fx.historical_rate",)),
    *ws_miss("finance", OBJ, "send 100 EUR each to Sam and Ken"),
]

DEVOPS: list[Case] = [
    *ws_hit(
        "devops",
        PV,
        "ok computer start the uh worker-3 instance",
        "cloud.start_instance",
        {"instance": "worker-3"},
    ),
    *ws_hit(
        "devops",
        PV,
        "pls stop ci-agent-2 thx",
        "cloud.stop_instance",
        {"instance": "ci-agent-2"},
    ),
    *ws_hit(
        "devops",
        PV,
        "deploy auth v2.5.0 to staging — no wait, to dev",
        "cloud.deploy",
        {"service": "auth", "version": "v2.5.0", "environment": "dev"},
    ),
    *ws_hit(
        "devops",
        VALUE,
        "scale checkout to twelve replicas",
        "cloud.scale_service",
        {"service": "checkout", "replicas": 12},
    ),
    *ws_hit(
        "devops",
        PV,
        "roll billing back in production pls",
        "cloud.rollback",
        {"service": "billing", "environment": "production"},
    ),
    *ws_hit(
        "devops",
        PV,
        "@oncall-bot turn on maintenance mode for checkout",
        "cloud.set_maintenance_mode",
        {"service": "checkout", "enabled": True},
    ),
    *ws_hit(
        "devops",
        SLOT,
        "make sure maintenance mode is off for billing",
        "cloud.set_maintenance_mode",
        {"service": "billing", "enabled": False},
    ),
    *ws_hit(
        "devops",
        PV,
        "https://acme.io/careers/ purge that from the cdn",
        "cloud.flush_cache",
        {"url": "https://acme.io/careers/"},
    ),
    *ws_hit(
        "devops",
        PV,
        "> can someone close ticket 7120?\npls handle",
        "tickets.close",
        {"ticket_id": 7120},
    ),
    *ws_hit(
        "devops",
        VALUE,
        "post in #deploys: rollback finished",
        "chat.post_message",
        {"channel": "#deploys", "text": "rollback finished"},
    ),
    *ws_hit(
        "devops",
        PV,
        "give li.wei@corp.io the deployer role — sorry, the viewer role",
        "iam.grant_role",
        {"user": "li.wei@corp.io", "role": "viewer"},
    ),
    *ws_hit(
        "devops",
        PV,
        "could you back up the payments database?",
        "db.create_backup",
        {"database": "payments"},
    ),
    *ws_hit(
        "devops",
        PV,
        "back up billing and then deploy billing v5.0.0 to production",
        [
            ("db.create_backup", {"database": "billing"}),
            (
                "cloud.deploy",
                {"service": "billing", "version": "v5.0.0", "environment": "production"},
            ),
        ],
    ),
    *ws_hit(
        "devops",
        PV,
        "get the last thirty minutes of logs for search-api",
        "cloud.get_logs",
        {"service": "search-api", "since": "30m"},
        "since in the tool's short form",
    ),
    *ws_hit(
        "devops",
        SLOT,
        "squash-merge PR 77 in acme/webapp",
        "gh.merge_pr",
        {"repo": "acme/webapp", "number": 77, "method": "squash"},
    ),
    *ws_hit(
        "devops",
        PV,
        "send raj@corp.io a password reset pls",
        "iam.reset_password",
        {"user": "raj@corp.io"},
    ),
    *ws_miss("devops", ACT, "restart web-02 pls, it's hung", ("cloud.restart_instance",)),
    *ws_miss("devops", QUEST, "how do I roll back a deploy?"),
    *ws_miss(
        "devops",
        ACT,
        "pls take the admin role away from kate@corp.io",
        ("iam.revoke_role", "iam.set_role"),
    ),
    *ws_miss("devops", NEG, "don't deploy checkout to production today"),
    *ws_miss(
        "devops",
        UNCARRY,
        "deploy the latest checkout to production",
        note="a version to look up",
    ),
    *ws_miss("devops", UNCARRY, "do the same for staging", note="context the request lacks"),
    *ws_miss("devops", QUEST, "is web-02 running?", ("cloud.instance_status",)),
    *ws_miss("devops", ACT, "reopen ticket 4411 pls, it's back", ("tickets.reopen",)),
    *ws_miss("devops", OBJ, "close all of Fatima's tickets"),
]

OFFICE: list[Case] = [
    *ws_hit(
        "office",
        PV,
        "ok computer DM Omar that uh I'm running five minutes late",
        "chat.send_dm",
        {"user": "Omar", "text": "I'm running five minutes late"},
    ),
    *ws_hit(
        "office",
        PV,
        "pls DM Marta: running 5 min late",
        "chat.send_dm",
        {"user": "Marta", "text": "running 5 min late"},
        "a message is carried as typed",
    ),
    *ws_hit(
        "office",
        PV,
        "post in #design, no wait, #product: the mockups are up",
        "chat.post_message",
        {"channel": "#product", "text": "the mockups are up"},
    ),
    *ws_hit(
        "office",
        PARA,
        "don't forget to accept the budget sync invite",
        "calendar.accept_invite",
        {"title": "budget sync"},
    ),
    *ws_hit("office", PV, "- mute #random", "chat.mute_channel", {"channel": "#random"}),
    *ws_hit(
        "office",
        PV,
        "could you archive all emails from newsletter@shopmore.com?",
        "email.archive_from",
        {"sender": "newsletter@shopmore.com"},
    ),
    *ws_hit(
        "office",
        VALUE,
        "book time off Aug 18 to Aug 22",
        "hr.request_time_off",
        {"start_date": "Aug 18", "end_date": "Aug 22"},
    ),
    *ws_hit(
        "office",
        PV,
        "ok computer whats on my calendar Friday",
        "calendar.list_events",
        {"when": "Friday"},
    ),
    *ws_hit(
        "office",
        VALUE,
        "find flights from LIS to AMS on July 9",
        "travel.search_flights",
        {"origin": "LIS", "destination": "AMS", "date": "July 9"},
    ),
    *ws_hit(
        "office",
        VALUE,
        "set my status to in a workshop",
        "chat.set_status",
        {"text": "in a workshop"},
    ),
    *ws_hit(
        "office",
        PV,
        "@assistant invite @marta to #launch",
        "chat.invite_to_channel",
        {"user": "@marta", "channel": "#launch"},
    ),
    *ws_hit(
        "office",
        VALUE,
        "reserve a hotel in Porto for 3 nights starting July 9",
        "travel.book_hotel",
        {"city": "Porto", "check_in": "July 9", "nights": 3},
    ),
    *ws_hit(
        "office",
        PV,
        "> the offsite is moved to Friday\nsend that to #general pls",
        "chat.post_message",
        {"channel": "#general", "text": "the offsite is moved to Friday"},
    ),
    *ws_hit(
        "office",
        PV,
        "instead of Thursday, move the design review to Friday at 11am",
        "calendar.reschedule_event",
        {"title": "design review", "new_start": "Friday at 11am"},
    ),
    *ws_hit(
        "office",
        SLOT,
        "make sure leave request 402 is denied",
        "hr.review_time_off",
        {"request_id": 402, "verdict": "deny"},
    ),
    *ws_miss("office", ACT, "decline the standup invite", ("calendar.decline_invite",)),
    *ws_miss("office", QUEST, "how do I set up an email signature?"),
    *ws_miss(
        "office",
        ACT,
        "save a draft to hr@corp.io saying I need Friday off",
        ("email.save_draft",),
    ),
    *ws_miss("office", UNCARRY, "email the whole team that lunch is on me", note="a group"),
    *ws_miss(
        "office",
        UNCARRY,
        "send Dana the same message as yesterday",
        note="a message to look up",
    ),
    *ws_miss("office", ACT, "unmute #sales pls", ("chat.unmute_channel",)),
    *ws_miss("office", NEG, "no need to post in #marketing, they already know"),
    *ws_miss("office", OBJ, "DM Priya and Marco: the build is fixed"),
    *ws_miss("office", ACT, "kick @kate out of #marketing", ("chat.remove_from_channel",)),
    *ws_miss(
        "office",
        UNCARRY,
        "book a hotel in Rome from July 1 to July 4",
        note="nights to compute",
    ),
]

CASES: list[Case] = [*SINGLE, *HOME, *FINANCE, *DEVOPS, *OFFICE]
