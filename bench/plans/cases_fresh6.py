"""Plan-cache cases "fresh6": transcripts, texting, borrowed context, conditions, relative changes.

Who and how. Written by an independent writer (a helper session) who read only casekit.py,
tools.jsonl, the four crowded workspaces (workspaces/*.jsonl, every plan, printed with small
Python scripts), make_cases.py, check_cases.py and the module docstring (first 85 lines) of
cases_fresh5.py; not the cache's code, documentation, tests or README, nor the body of any other
case set, no git command, and who never ran the cache, the benchmark or toolmem on these cases.
Slips: (1) the writer read the [tool.ruff] and [tool.mypy] sections of pyproject.toml (about 17
lines: line length, lint rules, mypy overrides) to see the line-length setting; pyproject.toml is
not on the list. (2) An `ls bench/plans/` showed the names of the other case files and scripts (no
contents). (3) make_cases.py reported 20 first-draft requests and one rewording as word for word
the same as a request of another set (twice, of this one); its messages print this set's request
and the other case's id only; those requests were reworded. (4) check_cases.py prints the
per-kind and per-workspace counts of every set (numbers only). (5) One helper script that split
long lines used byte offsets and dropped a comma on a line with "°"; ruff caught it and it was
fixed by hand. Every request was written for this file; none copies a workspace request.

Style. Seven voices, mixed through the set:

1. speech-to-text transcripts: no punctuation, numbers spelled out ("twenty two", "seven seven one
   two"), fillers ("uh", "um", "like"), run-on sentences;
2. terse, non-native and texting phrasing ("door side unlock pls", "#random mute pls thx", "can u
   book Luna in"), British words and spellings ("colour", "cancelled", "programme", "finalised",
   "hoover", "quid", "holiday", "basket", "kitchen roll", "the bin"), and honest typos outside the
   action word and the values ("teh", "plese"), plus two typos in the action word itself ("turn of",
   "nlock");
3. requests leaning on earlier conversation ("do the same for the garage", "send it to her as
   well", "same again but 3 shares this time"), next to ones that only sound like it but name
   everything ("and lock the shed door too", "and refund order A-11840 as well");
4. conditions and constraints ("only if it's below 18", "unless it's raining", "but not before 9",
   "except the bedroom"), reports of things done ("I already locked the side door"), relayed
   words ("Dana said ...", "Mum says ...", "Fatima asked for ..."), double negatives that still ask
   ("don't forget to lock", "make sure the patio door isn't left unlocked") and requests for help
   doing it oneself ("how do I ... myself");
5. relative vs absolute changes ("up by 10" where the plan sets 10, "two degrees warmer", "add two
   more replicas", and the hits "add 5 more AAPL shares", "add 2 more packs ... to the cart"),
   units changed (minutes vs hours, cents vs euros, kilograms vs bags, Fahrenheit vs Celsius,
   weekly vs daily, a date range vs nights) and scope changes (one vs all, mine vs the team's, once
   vs every week);
6. plain paraphrases and value changes (the recall voice: "tick off", "hand Globex over to Priya",
   "fold ticket 7102 into 7099", "snapshot the ledger database");
7. harm traps past the opposite verb: archive vs delete, mute vs leave, hide vs delete, draft vs
   send, send now vs scheduled, refund vs cancel, decline vs cancel, freeze vs cancel a card,
   reboot or terminate vs stop, save for later vs remove, a sell order vs an alert, a taxi vs
   directions; other people ("remind Dana", "make me the owner", "Marco's manager", "the whole
   team"); values in swapped places (JFK/LHR, 6189/5307, EUR/USD).

How the expectations were decided: as a careful agent would. A hit only if replaying the stored
plan with the new request's values does exactly what was asked: no value dropped, none invented,
none computed or looked up. Values follow the fresh5 conventions:

- free text (names, rooms, titles, messages, products, dates and times in free-text fields) is
  carried as typed or as transcribed ("thursday at four pm", "saturday", "3 July", "the cinema");
  transcripts keep proper names capitalised, as speech-to-text does; quotes around a value are not
  part of it; enum values take the enum's spelling ("request changes" -> "request_changes");
- formatted fields are normalised: currency codes and tickers upper case ("tsla" -> "TSLA",
  "amzn" -> "AMZN", "euros"/"€" -> "EUR", "quid"/"pounds" -> "GBP", "dollars"/"bucks" -> "USD"),
  amounts as numbers ("forty" -> 40, "€18.50" -> 18.5, "3,400" -> 3400), spoken digits as digits
  (card "seven seven one two" -> "7712", ticket "three three zero two" -> 3302), reminders as ISO
  date-times; blinds "all the way" open is 100 and "completely" closed is 0;
- "now" is Wednesday 2025-06-11 14:30, so "tomorrow at nine am" is "2025-06-12T09:00:00", "in 20
  minutes" is "2025-06-11T14:50:00" and "half past eight tonight" is "2025-06-11T20:30:00".

Kinds. As in fresh5: a value with no field in the stored plan (a zone, a unit where the stored
plans have none, hours, a time-off type, an interviewer, a location, an environment or region, an
expiry, guests, passengers, a limit price, a draft flag), a value to compute ("two degrees
warmer", "up by 10", "the next stage", nights from a date range, "next week"), a value to look up
("this song", "my dentist appointment", "Maria" for an address, "me", "Marco's manager", "the
same roles as ..."), an optional value the request does not give but the replay would copy from
the stored plan (brightness 60, the note "dinner", unit C, method squash, 60 minutes, a partial
refund amount for "in full"), someone else ("remind Dana", "the whole team"), an amount in another
unit (cents, kilograms, hours for minutes, minutes for hours, weekly for daily, dollars for shares)
and every request leaning on earlier conversation for an action or value are uncarriable. Another
tool or the opposite direction, a harm trap past the opposite verb, a second step the plan lacks
and an unreadable action word are contrast_action; a question, a check, an estimate or "how do I
... myself" is contrast_question; a condition, a time constraint, a schedule, a repetition, the
past, a report of a thing already done and someone else's stated plan are contrast_time;
"except ...", all, every, lists and another kind of object (an item of an order, a folder for a
file plan) are contrast_object; "don't", "no need" and "don't bother" are contrast_negation.
slot_word marks hits whose changed word is an enum value (away, sell, reject, above, urgent, low,
deny, sick, lost, cycling, rebase, squash, merge, request_changes, CNAME), a boolean set by "off"
or "out of" (set_plug on=false, maintenance enabled=false), blinds closed to 0, or a value that
reads like an action ("cancel gym membership", "please don't deploy today"). A swap of two values
between arguments of the same tool is a value hit. A relayed order is a hit only when the user
also asks for it ("... so go ahead", "can you do that", "assign it to her"); a double negative
that asks for the action is a hit; "add N more" to a buy or cart plan is a hit with N.

Unsure. "merge PR 44 in acme/webapp" against a squash plan is filed uncarriable (the replay would
squash unasked), though a reader could accept it; so are "set the thermostat to 72 degrees" against
a Celsius plan and "70 Fahrenheit" against unit-less plans. Exact unit conversions (2 hours, 90
minutes, a week of nights) are kept as misses. "turn of the hallway lights" is read as "turn off"
(a hit) while "nlock" is left unread (a miss). Unlike fresh5, booleans flipped by "off" are slot
hits here (the plan's tool takes the flag, so replaying with it does exactly what was asked).
Reports of things done are filed contrast_time and "do the same for ..." uncarriable; each could be
argued for a neighbouring miss kind, never for a hit. "a hundred bucks" is taken as USD, "book
holiday" as type vacation, "the offsite" as the title "offsite".

Crowded workspaces: hits target a kind of plan present in the workspace (in_ws=True, the base only
gives the expected steps); misses name in ``absent`` the tools that would have served them when such
a tool exists and is not stored (or the stored tool with the argument the stored plans lack), and
leave it empty when nothing should be done (a negation, a question with no tool, a condition) or
the right tool is stored but the value cannot be carried.
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
    Case,
    group,
    hit,
    miss,
    plan,
)

# Single-plan groups: the base is the only stored plan.
SINGLE: list[Case] = [
    *group(
        plan("unlock the garage door", "home.unlock_door", {"door": "garage"}),
        hit(
            VALUE,
            "uh can you unlock the um the back door",
            {"door": "back"},
            "speech; fillers dropped",
        ),
        hit(PV, "door side unlock pls", {"door": "side"}, "terse word order"),
        hit(
            PARA,
            "Dana said to unlock the garage door for the plumber so go ahead and do it",
            None,
            "reported order with an explicit go-ahead from the user",
        ),
        hit(
            PV,
            "Dana wants the patio door unlocked, can you do that",
            {"door": "patio"},
            "relayed wish, asked",
        ),
        miss(
            TIME,
            "Dana said she unlocked the garage door for the plumber",
            "report of a done thing",
        ),
        miss(QUEST, "is the garage door unlocked right now", "a check, not the action"),
        miss(
            ACT,
            "nlock the garage door pls",
            "typo in the action word: lock or unlock; a careful agent asks",
        ),
        miss(
            UNCARRY,
            "do the same for the front door",
            "what 'the same' is lives in the conversation",
        ),
    ),
    *group(
        plan("lock the front door", "home.lock_door", {"door": "front"}),
        hit(
            PARA,
            "don't forget to lock the front door",
            None,
            "double negative that asks for the action",
        ),
        hit(PV, "make sure the back door isn't left unlocked", {"door": "back"}, "double negative"),
        hit(VALUE, "lock the uh patio door like right now", {"door": "patio"}, "speech"),
        hit(
            PV,
            "and lock the garage door too while you're at it",
            {"door": "garage"},
            "complete on its own",
        ),
        miss(TIME, "I already locked the front door on my way out", "report of a done thing"),
        miss(QUEST, "how do I lock the front door from the app", "help doing it oneself"),
        miss(OBJ, "lock all the doors except the patio one pls", "scope: all doors but one"),
        miss(NEG, "no need to lock the front door tonight, Sam is coming in late"),
    ),
    *group(
        plan(
            "set the thermostat to 21 degrees Celsius",
            "home.set_thermostat",
            {"temperature": 21, "unit": "C"},
        ),
        hit(
            VALUE,
            "set the thermostat to twenty two degrees celsius",
            {"temperature": 22},
            "speech",
        ),
        hit(
            VALUE,
            "thermostat 68 fahrenheit pls",
            {"temperature": 68, "unit": "F"},
            "unit carried too",
        ),
        hit(PV, "could you put the heating on 19.5 degrees C", {"temperature": 19.5}),
        miss(UNCARRY, "make it two degrees warmer in here", "relative change to compute"),
        miss(TIME, "set the thermostat to 19 C only if it's below 18 inside", "condition"),
        miss(
            UNCARRY,
            "set the thermostat to 72 degrees",
            "no unit named: the replay would keep C (72 °C)",
        ),
        miss(
            UNCARRY,
            "set the upstairs thermostat to 20 degrees C",
            "zone has no field in the stored plan",
        ),
    ),
    *group(
        plan(
            "turn on the kitchen lights at 60%",
            "home.lights_on",
            {"room": "kitchen", "brightness": 60},
        ),
        hit(PV, "pls bedroom lights on 40% thx", {"room": "bedroom", "brightness": 40}, "texting"),
        hit(
            VALUE,
            "turn on the living room lights at like eighty percent",
            {"room": "living room", "brightness": 80},
            "speech",
        ),
        hit(
            PARA,
            "kitchen lights on please, sixty percent",
            None,
            "spelled-out number, same value",
        ),
        miss(
            OBJ,
            "turn on the lights everywhere except the bedroom at 60%",
            "scope: all rooms but one",
        ),
        miss(
            UNCARRY,
            "turn on the hallway lights",
            "no brightness asked: the replay would invent 60%",
        ),
        miss(
            ACT,
            "kitchen lights on at 60% and make them warm white",
            "a second step (set_light_color)",
        ),
    ),
    *group(
        plan(
            "set the bedroom blinds to 50%",
            "home.set_blinds",
            {"room": "bedroom", "position": 50},
        ),
        hit(VALUE, "bedroom blinds to thirty percent", {"position": 30}, "speech"),
        hit(
            SLOT,
            "close the study blinds completely",
            {"room": "study", "position": 0},
            "closed is position 0",
        ),
        hit(
            PV,
            "open the lounge blinds all the way",
            {"room": "lounge", "position": 100},
            "fully open is 100",
        ),
        miss(UNCARRY, "lower the bedroom blinds a bit more", "relative change to compute"),
        miss(TIME, "close the bedroom blinds at sunset", "schedule"),
    ),
    *group(
        plan("set the volume to 30", "music.set_volume", {"level": 30}),
        hit(VALUE, "um set the volume to like fifteen", {"level": 15}, "speech"),
        hit(PV, "volume 45 pls", {"level": 45}, "terse"),
        miss(UNCARRY, "turn the volume up by 10", "relative: the replay would set it to 10"),
        miss(QUEST, "what's the volume at right now", "a question"),
        miss(ACT, "pause the music for a sec", "pause, another tool"),
        miss(UNREL, "what's the capital of Australia"),
    ),
    *group(
        plan(
            "send Lena 25 EUR for dinner",
            "pay.send_money",
            {"recipient": "Lena", "amount": 25, "currency": "EUR", "note": "dinner"},
        ),
        hit(VALUE, "uh send Lena forty euros for dinner", {"amount": 40}, "speech"),
        hit(
            PV,
            "pay Sam 12 quid for dinner",
            {"recipient": "Sam", "amount": 12, "currency": "GBP"},
            "quid is GBP",
        ),
        hit(
            PV,
            "transfer €18.50 to Marco for the cinema tickets",
            {"recipient": "Marco", "amount": 18.5, "note": "the cinema tickets"},
        ),
        miss(UNCARRY, "send it to her as well", "who and how much come from the conversation"),
        miss(ACT, "ask Lena for the 25 euros from dinner", "request_money, the opposite direction"),
        miss(UNCARRY, "send Lena 2500 cents for dinner", "cents where the plan takes euros"),
        miss(UNCARRY, "send Lena 30 EUR", "no note asked: the replay would add 'dinner'"),
    ),
    *group(
        plan("buy 5 shares of AAPL", "trade.buy", {"symbol": "AAPL", "quantity": 5}),
        hit(
            VALUE,
            "buy 3 tsla pls",
            {"symbol": "TSLA", "quantity": 3},
            "texting; ticker upper case",
        ),
        hit(PARA, "add 5 more AAPL shares to my position", None, "buying 5 more is buying 5"),
        hit(VALUE, "buy twelve shares of MSFT", {"symbol": "MSFT", "quantity": 12}),
        miss(UNCARRY, "same as before but 3 shares", "symbol and side come from the conversation"),
        miss(UNCARRY, "buy $500 of AAPL", "money where the plan takes shares"),
        miss(
            UNCARRY,
            "buy 5 AAPL at a limit of 180",
            "limit price has no field in the stored plan",
        ),
    ),
    *group(
        plan(
            "email maria@corp.io that the slides are ready",
            "email.send",
            {"to": "maria@corp.io", "body": "the slides are ready"},
        ),
        hit(VALUE, "email jon@corp.io that the slides are ready", {"to": "jon@corp.io"}),
        hit(
            PV,
            "drop maria@corp.io a line saying the programme is finalised",
            {"body": "the programme is finalised"},
        ),
        miss(
            ACT,
            "draft an email to maria@corp.io saying the slides are ready but don't send it",
            "draft vs send",
        ),
        miss(
            TIME,
            "email maria@corp.io tomorrow morning that the slides are ready",
            "send later, not now",
        ),
        miss(UNCARRY, "email Maria that the slides are ready", "the address must be looked up"),
    ),
    *group(
        plan(
            "archive all emails from news@daily.io",
            "email.archive_from",
            {"sender": "news@daily.io"},
        ),
        hit(
            PV,
            "clear promo@shopmore.com's emails out of my inbox into the archive",
            {"sender": "promo@shopmore.com"},
        ),
        hit(PARA, "archive news@daily.io stuff pls", None, "texting"),
        miss(ACT, "delete everything from news@daily.io", "delete vs archive"),
        miss(ACT, "block news@daily.io", "block_sender, another tool"),
        miss(ACT, "get news@daily.io's emails back out of the archive", "unarchive, the opposite"),
    ),
    *group(
        plan("mute #random for 2 hours", "chat.mute_channel", {"channel": "#random", "hours": 2}),
        hit(VALUE, "mute #random for three hours", {"hours": 3}),
        hit(PV, "silence #standup-bots for 8 hours pls", {"channel": "#standup-bots", "hours": 8}),
        miss(ACT, "leave #random", "leaving is not muting"),
        miss(UNCARRY, "mute #random for 90 minutes", "minutes where the plan takes whole hours"),
        miss(TIME, "mute #random every weekday after 6pm", "repetition"),
    ),
    *group(
        plan(
            "cancel the team lunch on Friday",
            "calendar.cancel_event",
            {"title": "team lunch", "date": "Friday"},
        ),
        hit(
            VALUE,
            "cancel the design sync on Thursday",
            {"title": "design sync", "date": "Thursday"},
        ),
        hit(
            PV,
            "the offsite on Monday is cancelled, take it off the calendar",
            {"title": "offsite", "date": "Monday"},
            "British spelling; the order follows the report",
        ),
        miss(ACT, "move the team lunch from Friday to Monday", "reschedule, not cancel"),
        miss(
            ACT,
            "decline the team lunch on Friday, I can't make it",
            "decline my invite vs cancel for all",
        ),
        miss(TIME, "cancel the team lunch on Friday unless the client confirms", "condition"),
    ),
    *group(
        plan("mark book dentist as done", "tasks.complete", {"title": "book dentist"}),
        hit(VALUE, "tick off renew car insurance", {"title": "renew car insurance"}),
        hit(
            SLOT,
            "mark 'cancel gym membership' as done",
            {"title": "cancel gym membership"},
            "value reads like an action",
        ),
        miss(ACT, "delete the book dentist task", "delete vs complete"),
        miss(NEG, "don't mark book dentist as done yet, I still have to call them"),
        miss(UNREL, "tell me a joke about cats"),
    ),
    *group(
        plan("cancel order 114-2203981", "shop.cancel_order", {"order_id": "114-2203981"}),
        hit(VALUE, "pls cancel order 114-5567120 thx", {"order_id": "114-5567120"}),
        hit(PARA, "I changed my mind about order 114-2203981, cancel it before it ships"),
        miss(ACT, "send back order 114-2203981", "return, not cancel"),
        miss(ACT, "refund the customer for order 114-2203981", "refund vs cancel"),
        miss(OBJ, "cancel just the charger from order 114-2203981", "one item, not the order"),
    ),
    *group(
        plan("convert 100 USD to EUR", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"}),
        hit(VALUE, "how much is two hundred fifty dollars in euros", {"amount": 250}, "speech"),
        hit(PV, "50 quid in euro?", {"amount": 50, "from": "GBP"}, "texting; quid is GBP"),
        hit(PARA, "change a hundred bucks into euros"),
        hit(VALUE, "convert 100 EUR to USD", {"from": "EUR", "to": "USD"}, "swapped currencies"),
        miss(TIME, "what was 100 dollars in euros last January", "a past rate"),
    ),
    *group(
        plan(
            "squash merge PR 42 in acme/webapp",
            "gh.merge_pr",
            {"repo": "acme/webapp", "number": 42, "method": "squash"},
        ),
        hit(SLOT, "rebase merge acme/webapp#57", {"number": 57, "method": "rebase"}),
        hit(
            SLOT,
            "merge PR 43 in acme/webapp with a merge commit",
            {"number": 43, "method": "merge"},
        ),
        hit(
            VALUE,
            "um squash merge pull request sixty one in acme/webapp",
            {"number": 61},
            "speech",
        ),
        miss(ACT, "close PR 42 in acme/webapp without merging", "close_pr"),
        miss(ACT, "squash merge PR 42 in acme/webapp and delete the branch", "a second step"),
        miss(UNCARRY, "merge PR 44 in acme/webapp", "no method named: the replay would squash"),
    ),
    *group(
        plan(
            "give kate@corp.io the viewer role",
            "iam.grant_role",
            {"user": "kate@corp.io", "role": "viewer"},
        ),
        hit(VALUE, "give omar@corp.io the editor role", {"user": "omar@corp.io", "role": "editor"}),
        hit(
            PV,
            "omar@corp.io needs billing-admin, grant it pls",
            {"user": "omar@corp.io", "role": "billing-admin"},
        ),
        miss(ACT, "take viewer away from kate@corp.io", "revoke, the opposite"),
        miss(UNCARRY, "give kate@corp.io the same roles as omar@corp.io", "roles to look up"),
        miss(UNCARRY, "grant kate@corp.io viewer until Friday", "an expiry has no field"),
    ),
    *group(
        plan(
            "scale checkout to 4 replicas",
            "cloud.scale_service",
            {"service": "checkout", "replicas": 4},
        ),
        hit(VALUE, "scale checkout to um six replicas", {"replicas": 6}, "speech"),
        hit(PV, "pls run 8 checkout replicas", {"replicas": 8}),
        hit(VALUE, "scale search-api to 4 replicas", {"service": "search-api"}),
        miss(UNCARRY, "add two more checkout replicas", "relative change to compute"),
        miss(TIME, "scale checkout to 10 replicas but not before 9", "a time constraint"),
        miss(
            UNCARRY,
            "scale checkout to 4 replicas in staging",
            "environment has no field in the stored plan",
        ),
    ),
    *group(
        plan(
            "remind me at 7pm to take the bins out",
            "reminders.create",
            {"text": "take the bins out", "at": "2025-06-11T19:00:00"},
        ),
        hit(
            VALUE,
            "remind me tomorrow at nine am to call the bank",
            {"text": "call the bank", "at": "2025-06-12T09:00:00"},
            "speech",
        ),
        hit(
            PV,
            "nudge me at half past eight tonight to water the plants",
            {"text": "water the plants", "at": "2025-06-11T20:30:00"},
        ),
        hit(VALUE, "remind me in 20 minutes to take the bins out", {"at": "2025-06-11T14:50:00"}),
        miss(TIME, "remind me every Tuesday at 7pm to take the bins out", "repetition"),
        miss(
            UNCARRY,
            "remind me an hour before my dentist appointment to leave",
            "the time must be looked up",
        ),
        miss(
            UNCARRY,
            "remind Dana at 7pm to take the bins out",
            "someone else; the tool reminds the user",
        ),
    ),
    *group(
        plan(
            "order 2 bags of Royal Canin kitten",
            "vet.order_food",
            {"product": "Royal Canin kitten", "bags": 2},
        ),
        hit(VALUE, "order three bags of Royal Canin kitten", {"bags": 3}, "speech"),
        hit(PV, "2 bags Hills Science Diet pls", {"product": "Hills Science Diet"}, "terse"),
        miss(UNCARRY, "order 10 kg of Royal Canin kitten", "kilograms where the plan takes bags"),
        miss(UNCARRY, "order the same food as last month", "product and amount to look up"),
    ),
    *group(
        plan("archive #proj-apollo", "chat.archive_channel", {"channel": "#proj-apollo"}),
        hit(VALUE, "archive #q2-launch pls", {"channel": "#q2-launch"}),
        hit(PARA, "we're done with #proj-apollo, put it in the archive"),
        miss(ACT, "delete #proj-apollo for good", "delete vs archive"),
        miss(ACT, "take #proj-apollo out of the archive", "unarchive, the opposite"),
        miss(UNREL, "how do you spell necessary"),
    ),
    *group(
        plan(
            "remove the USB-C cable from my cart",
            "shop.remove_from_cart",
            {"product": "USB-C cable"},
        ),
        hit(
            VALUE,
            "take hdmi adapter out of my cart",
            {"product": "hdmi adapter"},
            "texting; as typed",
        ),
        miss(ACT, "save the USB-C cable for later", "save for later is not removing"),
        miss(OBJ, "empty my cart", "everything"),
        miss(UNCARRY, "remove 2 of the USB-C cables from my cart", "a quantity has no field"),
    ),
    *group(
        plan(
            "book a hotel in Lisbon for 3 nights from June 20",
            "travel.book_hotel",
            {"city": "Lisbon", "check_in": "June 20", "nights": 3},
        ),
        hit(
            VALUE,
            "book a hotel in Porto for four nights from June 20",
            {"city": "Porto", "nights": 4},
        ),
        hit(
            PV,
            "reserve a room in Seville, 2 nights, checking in 3 July",
            {"city": "Seville", "check_in": "3 July", "nights": 2},
        ),
        miss(UNCARRY, "book a hotel in Lisbon from June 20 to June 24", "nights to compute"),
        miss(
            UNCARRY,
            "book a hotel in Lisbon for 3 nights from June 20 for 2 guests",
            "guests has no field",
        ),
        miss(QUEST, "how much would 3 nights in Lisbon from June 20 cost", "an estimate"),
    ),
    *group(
        plan("freeze my card ending 4821", "pay.freeze_card", {"card_last4": "4821"}),
        hit(
            VALUE,
            "freeze my card ending in seven seven one two",
            {"card_last4": "7712"},
            "speech; digits",
        ),
        hit(PARA, "my card ending 4821 is lost, block it for now"),
        miss(ACT, "cancel my card ending 4821 and send a new one", "cancel and replace vs freeze"),
        miss(TIME, "I already froze the card ending 4821 in the app", "report of a done thing"),
    ),
    *group(
        plan(
            "put yoga on my calendar Saturday at 9am for 60 minutes",
            "calendar.create_event",
            {"title": "yoga", "start": "Saturday at 9am", "duration_minutes": 60},
        ),
        hit(
            VALUE,
            "put pilates on my calendar Sunday at 10am for 60 minutes",
            {"title": "pilates", "start": "Sunday at 10am"},
        ),
        hit(
            PV,
            "um add dentist appointment to my calendar thursday at four pm for thirty minutes",
            {
                "title": "dentist appointment",
                "start": "thursday at four pm",
                "duration_minutes": 30,
            },
            "speech; free-text start as spoken",
        ),
        miss(UNCARRY, "add yoga Saturday at 9am for 2 hours", "hours where the plan takes minutes"),
        miss(
            UNCARRY,
            "add yoga Saturday at 9am at the community centre for 60 minutes",
            "location has no field in the stored plan",
        ),
        miss(
            UNCARRY,
            "add yoga to my calendar Sunday at 8am",
            "no length asked: the replay would invent 60",
        ),
    ),
    *group(
        plan("stop web-03", "cloud.stop_instance", {"instance": "web-03"}),
        hit(VALUE, "stop worker-9 pls", {"instance": "worker-9"}),
        hit(PARA, "web-03 can go down now, power it off"),
        miss(ACT, "reboot web-03", "restart vs stop"),
        miss(ACT, "terminate web-03 and delete its disk", "destroy vs stop"),
        miss(TIME, "stop web-03 tonight at 11", "schedule"),
    ),
    *group(
        plan("back up the payments database", "db.create_backup", {"database": "payments"}),
        hit(PV, "snapshot the ledger database now", {"database": "ledger"}),
        miss(ACT, "restore the payments database from yesterday's backup", "restore vs back up"),
        miss(QUEST, "when was payments last backed up"),
    ),
    *group(
        plan(
            "request vacation from July 7 to July 11",
            "hr.request_time_off",
            {"start_date": "July 7", "end_date": "July 11", "type": "vacation"},
        ),
        hit(
            SLOT,
            "I'm ill, request sick leave June 12 to June 13",
            {"start_date": "June 12", "end_date": "June 13", "type": "sick"},
        ),
        hit(
            PV,
            "book holiday from August 4 to August 8",
            {"start_date": "August 4", "end_date": "August 8"},
            "British 'holiday' is vacation",
        ),
        miss(
            ACT,
            "approve Priya's vacation from July 7 to July 11",
            "review, someone else's request",
        ),
        miss(QUEST, "how many holiday days do I have left"),
        miss(UNCARRY, "take next week off", "dates to compute"),
    ),
    *group(
        plan(
            "set ticket 3301 to high priority",
            "tickets.set_priority",
            {"ticket_id": 3301, "priority": "high"},
        ),
        hit(SLOT, "ticket 3301 is urgent now, bump it", {"priority": "urgent"}),
        hit(
            SLOT,
            "set ticket three three zero two to low priority",
            {"ticket_id": 3302, "priority": "low"},
            "speech",
        ),
        miss(UNCARRY, "raise the priority of 3301 by one level", "relative change to compute"),
        miss(ACT, "close ticket 3301", "close vs prioritise"),
    ),
    *group(
        plan(
            "add Yellow to my Chill playlist",
            "music.add_to_playlist",
            {"track": "Yellow", "playlist": "Chill"},
        ),
        hit(VALUE, "put Fix You on the Chill playlist", {"track": "Fix You"}),
        miss(ACT, "take Yellow off the Chill playlist", "remove, the opposite"),
        miss(UNCARRY, "add this song to Chill", "the track playing must be looked up"),
    ),
    *group(
        plan("refund 15 on order A-20417", "pay.refund", {"order_id": "A-20417", "amount": 15}),
        hit(VALUE, "refund 9.99 on order A-20533", {"order_id": "A-20533", "amount": 9.99}),
        hit(PV, "give the customer on A-20417 twenty back", {"amount": 20}),
        miss(UNCARRY, "refund order A-20417 in full", "full refund: the replay would keep 15"),
        miss(ACT, "cancel order A-20417", "cancel vs refund"),
    ),
    *group(
        plan(
            "email li@corp.io tomorrow at 8am that standup moved to 10",
            "email.schedule_send",
            {"to": "li@corp.io", "body": "standup moved to 10", "send_at": "tomorrow at 8am"},
        ),
        hit(
            VALUE,
            "schedule an email to li@corp.io for Friday at 9am: standup moved to 10",
            {"send_at": "Friday at 9am"},
        ),
        miss(ACT, "email li@corp.io right now that standup moved to 10", "send now vs schedule"),
    ),
    *group(
        plan(
            "what's the forecast for Leeds tomorrow",
            "weather.forecast",
            {"location": "Leeds", "day": "tomorrow"},
        ),
        hit(
            VALUE,
            "is it gonna rain in Manchester on saturday",
            {"location": "Manchester", "day": "saturday"},
        ),
        miss(TIME, "what was the weather in Leeds yesterday", "the past"),
        miss(UNREL, "book a table for two in Leeds tomorrow"),
    ),
    *group(
        plan("turn on the heater plug", "home.set_plug", {"plug": "heater", "on": True}),
        hit(VALUE, "switch the dehumidifier plug on", {"plug": "dehumidifier"}),
        hit(SLOT, "turn the heater plug off", {"on": False}, "'off' is the value of the on flag"),
        miss(TIME, "turn on the heater plug only if it's below 18 in here", "condition"),
    ),
    *group(
        plan(
            "alert me if NVDA drops below 100",
            "trade.set_price_alert",
            {"symbol": "NVDA", "price": 100, "direction": "below"},
        ),
        hit(SLOT, "ping me if NVDA climbs over 140", {"price": 140, "direction": "above"}),
        miss(UNCARRY, "alert me if NVDA drops 10%", "a price to compute"),
        miss(ACT, "sell my NVDA if it drops below 100", "a sell order, not an alert"),
    ),
    *group(
        plan(
            "move Globex renewal to proposal",
            "crm.update_deal_stage",
            {"deal": "Globex renewal", "stage": "proposal"},
        ),
        hit(SLOT, "Globex renewal is lost, mark it", {"stage": "lost"}),
        miss(UNCARRY, "move Globex renewal to the next stage", "the stage to work out"),
    ),
    *group(
        plan(
            "find flights from LHR to JFK on June 30",
            "travel.search_flights",
            {"origin": "LHR", "destination": "JFK", "date": "June 30"},
        ),
        hit(
            VALUE,
            "flights JFK to LHR June 30",
            {"origin": "JFK", "destination": "LHR"},
            "swapped places",
        ),
        miss(UNCARRY, "flights LHR to JFK on June 30 for 3 people", "passengers has no field"),
        miss(ACT, "book the cheapest LHR to JFK flight on June 30", "booking, not searching"),
    ),
    *group(
        plan(
            "transit directions from home to the airport",
            "maps.directions",
            {"origin": "home", "destination": "the airport", "mode": "transit"},
        ),
        hit(SLOT, "cycling directions from home to the airport", {"mode": "cycling"}),
        miss(ACT, "call me a taxi from home to the airport", "a taxi, not directions"),
    ),
    *group(
        plan(
            "make Marco the owner of Initech",
            "crm.assign_account",
            {"account": "Initech", "owner": "Marco"},
        ),
        hit(VALUE, "hand Globex over to Priya", {"account": "Globex", "owner": "Priya"}),
        miss(UNCARRY, "make me the owner of Initech", "'me' must be looked up"),
        miss(UNCARRY, "give Initech to Marco's manager", "the owner must be looked up"),
    ),
    *group(
        plan(
            "publish release v1.4.0 of acme/webapp",
            "gh.create_release",
            {"repo": "acme/webapp", "tag": "v1.4.0"},
        ),
        hit(VALUE, "publish v1.4.1 of acme/webapp", {"tag": "v1.4.1"}),
        miss(
            UNCARRY,
            "create a draft release v1.5.0 for acme/webapp, don't publish it",
            "draft has no field",
        ),
    ),
    *group(
        plan("delete my post 9912", "social.delete_post", {"post_id": "9912"}),
        hit(VALUE, "delete post 9930", {"post_id": "9930"}),
        miss(ACT, "hide post 9912 from my profile", "hide vs delete"),
    ),
    *group(
        plan("merge ticket 5307 into 6189", "tickets.merge", {"ticket_id": 5307, "into": 6189}),
        hit(VALUE, "fold ticket 7102 into 7099", {"ticket_id": 7102, "into": 7099}),
        hit(
            VALUE,
            "merge ticket 6189 into ticket 5307",
            {"ticket_id": 6189, "into": 5307},
            "swapped",
        ),
        miss(OBJ, "merge 5307, 6002 and 4411 into 6189", "a list"),
    ),
    *group(
        plan(
            "card 4821 daily limit to 500",
            "pay.set_card_limit",
            {"card_last4": "4821", "daily_limit": 500},
        ),
        hit(VALUE, "card 4821 daily limit 800 pls", {"daily_limit": 800}),
        miss(UNCARRY, "limit card 4821 to 2000 a week", "weekly where the plan takes daily"),
    ),
]

# Crowded workspaces: hits use a kind of plan the workspace holds (in_ws=True); misses name in
# ``absent`` the tools that would have served them when such a tool exists and is not stored.
HOME: list[Case] = [
    *group(
        plan("front door, lock it", "home.lock_door", {"door": "front"}),
        hit(VALUE, "um can you like lock the garage door", {"door": "garage"}, "speech"),
        hit(
            PV,
            "make sure the patio door isn't left unlocked tonight",
            {"door": "patio"},
            "double negative",
        ),
        hit(PV, "and lock the shed door too", {"door": "shed"}, "complete on its own"),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("kitchen lights off", "home.lights_off", {"room": "kitchen"}),
        hit(PV, "pls bedroom lights off thx", {"room": "bedroom"}, "texting"),
        hit(
            PV,
            "turn of the hallway lights pls",
            {"room": "hallway"},
            "'turn of' read as 'turn off'",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("thermostat to 19", "home.set_thermostat", {"temperature": 19}),
        hit(VALUE, "set the thermostat to twenty three", {"temperature": 23}, "speech"),
        hit(
            PV,
            "Mum says put the heating on 20, can you do it",
            {"temperature": 20},
            "relayed and asked",
        ),
        hit(
            VALUE,
            "set teh thermostat to 17 plese",
            {"temperature": 17},
            "typos outside action and value",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("alarm on, night mode", "home.arm_alarm", {"mode": "night"}),
        hit(SLOT, "we're heading out, arm the alarm in away mode pls", {"mode": "away"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("play Hey Jude for me", "music.play", {"query": "Hey Jude"}),
        hit(VALUE, "put on some Nina Simone", {"query": "Nina Simone"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("porch lights red", "home.set_light_color", {"room": "porch", "color": "red"}),
        hit(
            PV,
            "change the landing light colour to warm white",
            {"room": "landing", "color": "warm white"},
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("vacuum the office now", "home.start_vacuum", {"room": "office"}),
        hit(PV, "run the hoover in the kitchen", {"room": "kitchen"}, "British 'hoover'"),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan(
            "remind me at 9 tonight: water the plants",
            "reminders.create",
            {"text": "water the plants", "at": "2025-06-11T21:00:00"},
        ),
        hit(
            VALUE,
            "remind me at five pm to pick up the dry cleaning",
            {"text": "pick up the dry cleaning", "at": "2025-06-11T17:00:00"},
            "speech",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan(
            "3 packs of AA batteries into the cart",
            "shop.add_to_cart",
            {"product": "AA batteries", "quantity": 3},
        ),
        hit(
            PV,
            "put four packs of kitchen roll in my basket",
            {"product": "kitchen roll", "quantity": 4},
        ),
        hit(
            PV,
            "add 2 more packs of coffee beans to the cart",
            {"product": "coffee beans", "quantity": 2},
            "adding 2 more is adding 2",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("rain in Rome tomorrow?", "weather.forecast", {"location": "Rome", "day": "tomorrow"}),
        hit(VALUE, "will it rain in Glasgow on Sunday", {"location": "Glasgow", "day": "Sunday"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan(
            "vet visit for Bella on Friday",
            "vet.book_appointment",
            {"pet": "Bella", "day": "Friday"},
        ),
        hit(
            PV,
            "can u book Luna in at the vet thursday",
            {"pet": "Luna", "day": "thursday"},
            "texting",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("office blinds to 25%", "home.set_blinds", {"room": "office", "position": 25}),
        hit(
            VALUE,
            "kitchen blinds to forty percent",
            {"room": "kitchen", "position": 40},
            "speech",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("fan off", "home.set_plug", {"plug": "fan", "on": False}),
        hit(
            SLOT,
            "turn off the space heater",
            {"plug": "space heater"},
            "the stored heater plan turns it on",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("hallway lights on at 70%", "home.lights_on", {"room": "hallway", "brightness": 70}),
        hit(
            VALUE,
            "uh turn the bedroom lights on at twenty percent",
            {"room": "bedroom", "brightness": 20},
            "speech",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("volume at 40", "music.set_volume", {"level": 40}),
        hit(VALUE, "volume to thirty five", {"level": 35}, "speech"),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("task: buy milk", "tasks.create", {"title": "buy milk"}),
        hit(VALUE, "add a task to book the MOT", {"title": "book the MOT"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        None,
        miss(
            ACT,
            "door back unlock",
            "texting; unlock is not stored",
            absent=("home.unlock_door", "home.set_lock"),
        ),
        miss(QUEST, "how do i lock the side door myself from my phone", "help doing it oneself"),
        miss(TIME, "I already locked the side door on my way out", "report of a done thing"),
        miss(NEG, "don't bother locking the patio door tonight"),
        miss(UNCARRY, "two degrees warmer please", "relative change to compute"),
        miss(
            UNCARRY,
            "set the thermostat to 70 Fahrenheit",
            "stored plans have no unit: the replay would drop F",
            absent=(("home.set_thermostat", {"unit": "F"}),),
        ),
        miss(UNCARRY, "turn the volume up by ten", "relative: the replay would set it to 10"),
        miss(TIME, "turn the heating to 21 only if it's below 18 in here", "condition"),
        miss(OBJ, "turn off all the lights except the bedroom", "scope: every room but one"),
        miss(ACT, "stop the hoover and send it back to the dock", absent=("home.stop_vacuum",)),
        miss(ACT, "um can you resume the music", absent=("music.resume",)),
        miss(UNCARRY, "do the same for the garage", "what 'the same' is lives in the conversation"),
        miss(
            ACT,
            "delete the task call the plumber",
            "delete vs complete",
            absent=("tasks.delete",),
        ),
        miss(ACT, "cancel order 113-8841922 before it ships", absent=("shop.cancel_order",)),
        miss(ACT, "take the AA batteries out of my basket", absent=("shop.remove_from_cart",)),
        miss(
            TIME,
            "what was the weather in Rome yesterday",
            "the past",
            absent=("weather.history",),
        ),
        miss(UNREL, "how many ounces in a cup"),
        miss(ACT, "unfollow Daft Punk on my music app pls", absent=("music.unfollow_artist",)),
        miss(
            UNCARRY,
            "set the upstairs thermostat to 20",
            "zone has no field in the stored plans",
            absent=(("home.set_thermostat", {"zone": "upstairs"}),),
        ),
        miss(QUEST, "is the garage door locked", absent=("home.get_lock_state",)),
        miss(
            TIME,
            "Dana said she'd switch the porch lights on when she gets back",
            "someone else, later",
        ),
        miss(
            ACT,
            "cancel Bella's vet visit on Friday, she's better",
            absent=("vet.cancel_appointment",),
        ),
        miss(UNCARRY, "order 5 kg of Purina Pro Plan", "kilograms where the plan takes bags"),
        miss(TIME, "vacuum the bedroom every morning at 10", "repetition"),
        miss(TIME, "open the living room blinds fully unless it's raining", "condition"),
        ws="home",
    ),
]

FINANCE: list[Case] = [
    *group(
        plan(
            "buy 10 shares of AAPL now",
            "trade.place_order",
            {"side": "buy", "symbol": "AAPL", "quantity": 10},
        ),
        hit(VALUE, "uh buy fifteen NVDA shares", {"symbol": "NVDA", "quantity": 15}, "speech"),
        hit(SLOT, "sell 7 amzn pls", {"side": "sell", "symbol": "AMZN", "quantity": 7}, "texting"),
        hit(PV, "buy 5 more AAPL shares", {"quantity": 5}, "buying 5 more is buying 5"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "pay Tom 20 euros",
            "pay.send_money",
            {"recipient": "Tom", "amount": 20, "currency": "EUR"},
        ),
        hit(VALUE, "send Ken fifteen euros", {"recipient": "Ken", "amount": 15}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "send Ken 12 euros for pizza",
            "pay.send_money",
            {"recipient": "Ken", "amount": 12, "currency": "EUR", "note": "pizza"},
        ),
        hit(
            PV,
            "transfer Tom 30 quid for the cinema",
            {"recipient": "Tom", "amount": 30, "currency": "GBP", "note": "the cinema"},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("approve report 881", "hr.review_expense", {"report_id": 881, "verdict": "approve"}),
        hit(SLOT, "expense report 2210 - reject it pls", {"report_id": 2210, "verdict": "reject"}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("1200 SEK in GBP", "fx.convert", {"amount": 1200, "from": "SEK", "to": "GBP"}),
        hit(
            VALUE,
            "convert three hundred euros to dollars",
            {"amount": 300, "from": "EUR", "to": "USD"},
            "speech",
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("add VOO to my watchlist", "trade.watchlist_add", {"symbol": "VOO"}),
        hit(PV, "stick NFLX on my watchlist pls", {"symbol": "NFLX"}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("freeze card 9034", "pay.freeze_card", {"card_last4": "9034"}),
        hit(
            VALUE,
            "freeze the card ending in two two zero nine",
            {"card_last4": "2209"},
            "speech; digits",
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "card 4821 limit 500 per day",
            "pay.set_card_limit",
            {"card_last4": "4821", "daily_limit": 500},
        ),
        hit(
            VALUE,
            "set the daily limit on card 6620 to 750",
            {"card_last4": "6620", "daily_limit": 750},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "expense 58 USD, train",
            "hr.submit_expense",
            {"amount": 58, "currency": "USD", "category": "train"},
        ),
        hit(
            PV,
            "I need to claim 42 pounds for a taxi",
            {"amount": 42, "currency": "GBP", "category": "taxi"},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "alert when TSLA is above 250",
            "trade.set_price_alert",
            {"symbol": "TSLA", "price": 250, "direction": "above"},
        ),
        hit(SLOT, "alert me if AMD goes over 180", {"symbol": "AMD", "price": 180}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "250 USD of ETH please",
            "trade.buy_crypto",
            {"asset": "ETH", "amount": 250, "currency": "USD"},
        ),
        hit(VALUE, "spend 100 euros on ETH", {"amount": 100, "currency": "EUR"}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("full refund on A-11562", "pay.refund", {"order_id": "A-11562"}),
        hit(PV, "and refund order A-11840 as well", {"order_id": "A-11840"}, "complete on its own"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "split 60 USD between Priya and Aisha",
            "pay.split_bill",
            {"amount": 60, "currency": "USD", "people": ["Priya", "Aisha"]},
        ),
        hit(
            VALUE,
            "split the 84 USD bill between Sam and Jess",
            {"amount": 84, "people": ["Sam", "Jess"]},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("AAPL quote", "trade.get_quote", {"symbol": "AAPL"}),
        hit(PV, "TSLA price rn?", {"symbol": "TSLA"}, "texting"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "Starbucks spending last month",
            "pay.list_transactions",
            {"period": "last month", "merchant": "Starbucks"},
        ),
        hit(
            VALUE,
            "what did I spend at Tesco last week",
            {"period": "last week", "merchant": "Tesco"},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "pay Comcast 80 USD on the 1st",
            "pay.schedule_payment",
            {"payee": "Comcast", "amount": 80, "currency": "USD", "date": "the 1st"},
        ),
        hit(
            VALUE,
            "pay the landlord 950 EUR on July 1",
            {"payee": "the landlord", "amount": 950, "currency": "EUR", "date": "July 1"},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "invoice pay@hooli.com 560 USD",
            "pay.create_invoice",
            {"customer_email": "pay@hooli.com", "amount": 560, "currency": "USD"},
        ),
        hit(
            VALUE,
            "invoice ap@globex.com for 3,400 USD",
            {"customer_email": "ap@globex.com", "amount": 3400},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        None,
        miss(
            ACT,
            "request 40 EUR from Lena for the concert",
            "the opposite direction",
            absent=("pay.request_money",),
        ),
        miss(ACT, "found my card, unfreeze the one ending 9034", absent=("pay.unfreeze_card",)),
        miss(UNCARRY, "buy 500 dollars of AAPL", "money where the plans take shares"),
        miss(
            UNCARRY,
            "same again but 3 shares this time",
            "symbol and side come from the conversation",
        ),
        miss(
            UNCARRY,
            "send the same amount to her as well",
            "who and how much come from the conversation",
        ),
        miss(
            TIME,
            "what was 100 euros in yen on January 3",
            "a past rate",
            absent=("fx.historical_rate",),
        ),
        miss(TIME, "sell 10 TSLA if it drops below 200", "a conditional order"),
        miss(ACT, "void invoice INV-3392", absent=("pay.void_invoice",)),
        miss(UNCARRY, "send Tom 2000 cents", "cents, and no currency"),
        miss(QUEST, "how do I change my card limit myself in the app", "help doing it oneself"),
        miss(NEG, "don't send Sam anything until he pays me back"),
        miss(TIME, "pay Lena 40 euros every month", "repetition"),
        miss(ACT, "capture the payment for order B-22014", absent=("pay.capture",)),
        miss(OBJ, "refund every order from yesterday", "all orders of a day"),
        miss(
            UNCARRY,
            "what did the whole team spend at Uber last month",
            "the team's accounts, not mine",
        ),
        miss(
            ACT,
            "sell 0.5 of my BTC pls",
            "selling a coin quantity",
            absent=("trade.sell_crypto",),
        ),
        miss(UNREL, "what's a good name for a golden retriever"),
        miss(
            TIME,
            "what did AAPL close at last Friday",
            "the past",
            absent=("trade.price_history",),
        ),
        miss(
            UNCARRY,
            "set a weekly limit of 3000 on card 4821",
            "weekly where the plans take daily",
        ),
        miss(
            UNCARRY,
            "bring my MSFT position up to 50 shares",
            "quantity to compute from holdings",
        ),
        miss(ACT, "delete my AAPL price alert at 150", "no tool removes an alert"),
        miss(TIME, "I already paid Ken the 60 euros", "report of a done thing"),
        ws="finance",
    ),
]

DEVOPS: list[Case] = [
    *group(
        plan("billing to 6 replicas", "cloud.scale_service", {"service": "billing", "replicas": 6}),
        hit(
            VALUE,
            "scale search-api to twelve replicas",
            {"service": "search-api", "replicas": 12},
            "speech",
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "roll billing back on staging",
            "cloud.rollback",
            {"service": "billing", "environment": "staging"},
        ),
        hit(PV, "checkout staging rollback pls", {"service": "checkout"}, "terse"),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "ship auth v2.3.2 to dev",
            "cloud.deploy",
            {"service": "auth", "version": "v2.3.2", "environment": "dev"},
        ),
        hit(
            VALUE,
            "deploy billing v2.5.0 to staging",
            {"service": "billing", "version": "v2.5.0", "environment": "staging"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("auth logs, last 15m", "cloud.get_logs", {"service": "auth", "since": "15m"}),
        hit(PV, "tail auth logs for the last 30m", {"since": "30m"}),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "approve toolmem/toolmem PR 118",
            "gh.review_pr",
            {"repo": "toolmem/toolmem", "number": 118, "verdict": "approve"},
        ),
        hit(
            SLOT,
            "request changes on toolmem/toolmem#233",
            {"number": 233, "verdict": "request_changes"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("resolve #4411", "tickets.close", {"ticket_id": 4411}),
        hit(VALUE, "close ticket seven zero three four", {"ticket_id": 7034}, "speech; digits"),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "ticket 4411 to high",
            "tickets.set_priority",
            {"ticket_id": 4411, "priority": "high"},
        ),
        hit(
            SLOT,
            "please prioritise ticket 6189 as urgent",
            {"ticket_id": 6189, "priority": "urgent"},
            "British",
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "grant admin on kate@corp.io",
            "iam.grant_role",
            {"user": "kate@corp.io", "role": "admin"},
        ),
        hit(
            VALUE,
            "give raj@corp.io the deployer role",
            {"user": "raj@corp.io", "role": "deployer"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("start web-01 up", "cloud.start_instance", {"instance": "web-01"}),
        hit(PV, "spin web-04 back up", {"instance": "web-04"}),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("ticket 7034 to Fatima", "tickets.assign", {"ticket_id": 7034, "assignee": "Fatima"}),
        hit(
            PV,
            "Fatima asked for ticket 6002, assign it to her",
            {"ticket_id": 6002},
            "relayed and asked",
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "label acme/webapp#231 enhancement",
            "gh.add_label",
            {"repo": "acme/webapp", "number": 231, "label": "enhancement"},
        ),
        hit(
            PV,
            "stick the needs-triage label on acme/webapp#340",
            {"number": 340, "label": "needs-triage"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "maintenance mode on for billing",
            "cloud.set_maintenance_mode",
            {"service": "billing", "enabled": True},
        ),
        hit(
            PV,
            "and turn on maintenance mode for checkout too",
            {"service": "checkout"},
            "complete on its own",
        ),
        hit(
            SLOT,
            "take search-api out of maintenance mode",
            {"service": "search-api", "enabled": False},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "rebase-merge acme/webapp#41",
            "gh.merge_pr",
            {"repo": "acme/webapp", "number": 41, "method": "rebase"},
        ),
        hit(
            SLOT,
            "squash and merge acme/webapp#118 pls",
            {"number": 118, "method": "squash"},
            "method carried",
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("backup of orders", "db.create_backup", {"database": "orders"}),
        hit(VALUE, "back up the billing database", {"database": "billing"}),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "A record api.acme.io 192.0.2.77",
            "cloud.add_dns_record",
            {"hostname": "api.acme.io", "type": "A", "value": "192.0.2.77"},
        ),
        hit(
            SLOT,
            "create a CNAME record docs.acme.io -> acme.netlify.app",
            {"hostname": "docs.acme.io", "type": "CNAME", "value": "acme.netlify.app"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "back up orders, then deploy auth v2.4.0 to production",
            [
                ("db.create_backup", {"database": "orders"}),
                (
                    "cloud.deploy",
                    {"service": "auth", "version": "v2.4.0", "environment": "production"},
                ),
            ],
        ),
        hit(
            VALUE,
            "back up inventory and then deploy checkout v3.1.0 to production",
            [{"database": "inventory"}, {"service": "checkout", "version": "v3.1.0"}],
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "comment on 5307: waiting on the vendor",
            "tickets.comment",
            {"ticket_id": 5307, "text": "waiting on the vendor"},
        ),
        hit(
            VALUE,
            "comment on ticket 6002: rebooted the router, please retest",
            {"ticket_id": 6002, "text": "rebooted the router, please retest"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        None,
        miss(ACT, "web-02 is stuck, restart it", absent=("cloud.restart_instance",)),
        miss(ACT, "close PR 41 in rust-lang/rust without merging", absent=("gh.close_pr",)),
        miss(UNCARRY, "add 3 more replicas to checkout", "relative change to compute"),
        miss(ACT, "restore orders from last night's backup", absent=("db.restore_backup",)),
        miss(
            ACT,
            "kate@corp.io shouldn't be admin anymore, revoke it",
            absent=("iam.revoke_role", "iam.set_role"),
        ),
        miss(ACT, "reopen ticket 4411", absent=("tickets.reopen",)),
        miss(ACT, "turn off two-factor for user 42", absent=("iam.disable_mfa",)),
        miss(
            QUEST,
            "did the checkout deploy to production go through",
            absent=("cloud.deployment_status",),
        ),
        miss(
            TIME,
            "deploy billing v2.5.0 to production but not before 9 tomorrow",
            "a time constraint",
        ),
        miss(ACT, "delete the DNS record for status.acme.io", absent=("cloud.delete_dns_record",)),
        miss(ACT, "we don't need the orders.customer_id index, drop it", absent=("db.drop_index",)),
        miss(ACT, "wipe every row in the sessions table", absent=("db.truncate_table",)),
        miss(UNCARRY, "scale checkout to 4 replicas in us-east-1", "a region has no field"),
        miss(NEG, "don't roll back billing, the fix is already out"),
        miss(
            TIME,
            "I already rotated the db-password secret this morning",
            "report of a done thing",
        ),
        miss(OBJ, "close all the open issues in psf/requests", "every issue"),
        miss(
            UNCARRY,
            "give him the same roles as kate@corp.io",
            "who, and which roles, to look up",
        ),
        miss(UNREL, "what's the difference between TCP and UDP"),
        miss(QUEST, "how do I rotate a secret myself from the CLI", "help doing it oneself"),
        miss(ACT, "remove the bug label from psf/requests#1045", absent=("gh.remove_label",)),
        miss(
            UNCARRY,
            "create an API key called metrics-export that expires in 30 days",
            "stored key plans have no expiry",
            absent=(("iam.create_api_key", {"expires_in_days": 30}),),
        ),
        miss(ACT, "unstar rust-lang/rust", absent=("gh.unstar_repo",)),
        ws="devops",
    ),
]

OFFICE: list[Case] = [
    *group(
        plan("DM Jess: lunch is on me", "chat.send_dm", {"user": "Jess", "text": "lunch is on me"}),
        hit(
            VALUE,
            "uh DM Ken that the printer is fixed",
            {"user": "Ken", "text": "the printer is fixed"},
            "speech",
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("mute #sales now", "chat.mute_channel", {"channel": "#sales"}),
        hit(PV, "#random mute pls thx", {"channel": "#random"}, "texting"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "cancel standup on Monday",
            "calendar.cancel_event",
            {"title": "standup", "date": "Monday"},
        ),
        hit(
            PV,
            "the design review on Thursday is cancelled, take it off my calendar",
            {"title": "design review", "date": "Thursday"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "move standup to Monday at 3pm",
            "calendar.reschedule_event",
            {"title": "standup", "new_start": "Monday at 3pm"},
        ),
        hit(
            VALUE,
            "reschedule the all-hands to Friday at 4pm",
            {"title": "all-hands", "new_start": "Friday at 4pm"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "archive everything from mom@family.net",
            "email.archive_from",
            {"sender": "mom@family.net"},
        ),
        hit(
            VALUE,
            "archive all emails from newsletter@shopmore.com",
            {"sender": "newsletter@shopmore.com"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "forward hr@corp.io's last mail to legal@initech.co",
            "email.forward",
            {"sender": "hr@corp.io", "to": "legal@initech.co"},
        ),
        hit(
            PV,
            "fwd alice@contoso.com's last email to bob@example.com",
            {"sender": "alice@contoso.com", "to": "bob@example.com"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "share report.txt for 2 days",
            "fs.share_link",
            {"path": "report.txt", "expires_in_days": 2},
        ),
        hit(
            VALUE,
            "share /tmp/export.csv for 7 days",
            {"path": "/tmp/export.csv", "expires_in_days": 7},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("approve leave 357", "hr.review_time_off", {"request_id": 357, "verdict": "approve"}),
        hit(SLOT, "pls deny leave req 412", {"request_id": 412, "verdict": "deny"}),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "hotel in Madrid, 4 nights from June 3",
            "travel.book_hotel",
            {"city": "Madrid", "check_in": "June 3", "nights": 4},
        ),
        hit(
            VALUE,
            "book a hotel in Rome for three nights starting July 2",
            {"city": "Rome", "check_in": "July 2", "nights": 3},
            "speech",
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "status commuting for 120 minutes",
            "chat.set_status",
            {"text": "commuting", "minutes": 120},
        ),
        hit(
            PV,
            "set my status to 'at the dentist' for the next 45 minutes",
            {"text": "at the dentist", "minutes": 45},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "move report.txt to /tmp/build",
            "fs.move",
            {"source": "report.txt", "destination": "/tmp/build"},
        ),
        hit(
            VALUE,
            "move ~/Documents/budget.xlsx into shared/contracts",
            {"source": "~/Documents/budget.xlsx", "destination": "shared/contracts"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "add @kate to #design",
            "chat.invite_to_channel",
            {"user": "@kate", "channel": "#design"},
        ),
        hit(
            PV,
            "Priya wants @kate in #launch, please add her",
            {"channel": "#launch"},
            "relayed and asked",
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "15-minute standup Friday at 9:30",
            "calendar.create_event",
            {"title": "standup", "start": "Friday at 9:30", "duration_minutes": 15},
        ),
        hit(
            VALUE,
            "schedule a 45-minute design review Wednesday at 11am",
            {"title": "design review", "start": "Wednesday at 11am", "duration_minutes": 45},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "post in #general: lunch is on me",
            "chat.post_message",
            {"channel": "#general", "text": "lunch is on me"},
        ),
        hit(
            SLOT,
            "post in #ops: please don't deploy today",
            {"channel": "#ops", "text": "please don't deploy today"},
            "a negation inside the message, not of the action",
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "reply to hr@corp.io: sounds good",
            "email.reply",
            {"sender": "hr@corp.io", "body": "sounds good"},
        ),
        hit(
            VALUE,
            "reply to bob@example.com: thanks, will do",
            {"sender": "bob@example.com", "body": "thanks, will do"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "email hr@corp.io at 5pm today that the build is broken",
            "email.schedule_send",
            {"to": "hr@corp.io", "body": "the build is broken", "send_at": "at 5pm today"},
        ),
        hit(
            VALUE,
            "email alice@contoso.com tomorrow at 9am saying the build is broken",
            {"to": "alice@contoso.com", "send_at": "tomorrow at 9am"},
            "a later time: schedule_send, not send",
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "email hr@corp.io, subject Q3 report: the server is back up",
            "email.send",
            {"to": "hr@corp.io", "subject": "Q3 report", "body": "the server is back up"},
        ),
        hit(
            PV,
            "send hr@corp.io an email with the subject Offsite saying the coach leaves at 8",
            {"subject": "Offsite", "body": "the coach leaves at 8"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("is BA 286 on time", "travel.flight_status", {"flight_number": "BA 286"}),
        hit(PV, "has LH 455 landed yet", {"flight_number": "LH 455"}),
        ws="office",
        in_ws=True,
    ),
    *group(
        None,
        miss(
            ACT,
            "decline the sprint planning invite, I'm off that day",
            absent=("calendar.decline_invite",),
        ),
        miss(
            ACT,
            "draft an email to hr@corp.io saying the server is back up, don't send it yet",
            "draft vs send",
            absent=("email.save_draft",),
        ),
        miss(
            ACT,
            "leave #marketing",
            "leaving is not muting or archiving",
            absent=("chat.remove_from_channel",),
        ),
        miss(ACT, "unmute #sales pls, I need those pings again", absent=("chat.unmute_channel",)),
        miss(
            UNCARRY,
            "mute #design for 3 hours",
            "stored mute plans have no hours",
            absent=(("chat.mute_channel", {"hours": 3}),),
        ),
        miss(
            ACT,
            "delete all emails from deals@spammy.biz",
            "delete vs archive or block",
            absent=("email.delete_from",),
        ),
        miss(ACT, "cancel my Denver hotel booking", absent=("travel.cancel_hotel",)),
        miss(
            OBJ,
            "bin the ~/Projects/old folder and everything in it",
            "a folder for a file plan",
            absent=("fs.delete_folder",),
        ),
        miss(TIME, "book time off next week unless the launch slips", "condition"),
        miss(
            UNCARRY,
            "request sick leave June 16 to June 17",
            "stored time-off plans have no type",
            absent=(("hr.request_time_off", {"type": "sick"}),),
        ),
        miss(QUEST, "how many vacation days do I have left", absent=("hr.time_off_balance",)),
        miss(UNCARRY, "forward that to her as well", "what and to whom come from the conversation"),
        miss(
            UNCARRY,
            "schedule an interview with Emily Zhao Monday at 3pm with Priya interviewing",
            "stored interview plans have no interviewer",
            absent=(("hr.schedule_interview", {"interviewer": "Priya"}),),
        ),
        miss(OBJ, "call off every meeting I have on Friday", "every event of a day"),
        miss(NEG, "don't archive #incident-117 yet, we're still using it"),
        miss(TIME, "I already checked in for LM4R9T", "report of a done thing"),
        miss(UNREL, "what rhymes with orange"),
        miss(ACT, "get report.txt back out of the bin", absent=("fs.restore_file",)),
        miss(
            UNCARRY,
            "create an event offsite Friday at 9:30 in the big meeting room",
            "stored event plans have no location",
            absent=(("calendar.create_event", {"location": "the big meeting room"}),),
        ),
        miss(
            ACT,
            "unblock noreply@promo.io, I do want their receipts",
            absent=("email.unblock_sender",),
        ),
        miss(ACT, "cancel my flight booking XK7P2Q", absent=("travel.cancel_flight",)),
        miss(
            QUEST,
            "how do I set an out of office reply myself in Outlook",
            "help doing it oneself",
        ),
        miss(UNCARRY, "DM Priya's manager that the deck is ready", "the manager must be looked up"),
        ws="office",
    ),
]

CROWDED: list[Case] = HOME + FINANCE + DEVOPS + OFFICE

CASES: list[Case] = SINGLE + CROWDED
