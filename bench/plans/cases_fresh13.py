"""Plan-cache cases "fresh13": hurried, structured, compound, self-correcting and relayed asks.

Who and how. Written by an independent writer (a helper session) who read only casekit.py (whole),
tools.jsonl (every tool, printed with a small Python script to a scratch file under /tmp: id,
description cut at 80 characters, parameters with types, enums and bounds), the four crowded
workspaces (workspaces/*.jsonl: every plan printed with a small Python script to a scratch file,
grouped by shape, with the tools each workspace never uses), make_cases.py and check_cases.py
(whole, to register this set) and the first 160 lines of cases_fresh12.py (`sed -n 1,160p`: its
module docstring, its `from __future__` line and the first line of its casekit import); not the
cache's code, documentation, tests, examples, README or pyproject.toml, nor bench/plans/README.md or
any other bench script, nor the body of any other case set (no grep over them either), nor anything
under /work/exp other than the brief; no git command, no `ls`; the writer never ran the cache, the
benchmark or toolmem on these cases, nor imported toolmem. The conventions below are fresh12's,
restated in full, with the decisions this set needed added.
Slips and reruns: (1) the terminal cut the printed workspaces in the office part (lines 1039-1093 of
the scratch file, from email.forward to fs.compress); that range was printed again with sed. (2) A
review script (below) found two requests equal, ignoring case, to a workspace request ("buy 5 msft",
"pause the music"); they were reworded ("buy 5 msft quick", "pause whatever's playing") before
make_cases.py first ran. (3) The first run of make_cases.py (exit status 1) reported 24 requests as
word for word the same as a request of another set (its messages print this set's request and the
other case's id only: fresh6-034, fresh6-028, fresh7-316, fresh11-119, fresh7-149, fresh8-224,
fresh9-165, dev-481, fresh12-257, dev-029, fresh10-280, fresh12-262, fresh8-301, fresh8-303,
fresh10-305, fresh4-148, fresh8-332, fresh6-304, fresh6-300, fresh5-166, dev-496, fresh6-344,
fresh4-198, heldout-136); all 24 were reworded keeping kind and judgement ("close the bedroom blinds
at sunset" -> "shut the bedroom blinds once the sun goes down", "unmute #random" -> "unmute #random
again pls", "is the front door locked?" -> "did anyone lock the front door?", "sell 0.5 BTC" ->
"sell 0.5 of my BTC", "reopen ticket 4411" -> "ticket 4411 came back, reopen it", ...); the second
run (exit 1) reported two rewordings as the same as fresh11-123 and fresh8-358 ("mute #random for
the next 3 hours", "kick @kate out of #marketing"), reworded again ("mute #random, but only for 3
hours", "take @kate off the #marketing channel"); the third run exited 0. (4) Of make_cases.py's
output only the lines naming fresh13 were shown, plus `grep -c .` line counts of the whole output
(40, 18, 15); check_cases.py's output went to a scratch file of which only the lines naming fresh13
were shown (the three table header rows, which list every set's name but no count, cut to 60
characters), with its exit status (0). (5) The first `ruff check` (exit 1: nine lines over 120
characters) and `ruff format --check` (exit 1; `--diff` showed the change) ran before this docstring
was written; the docstring then replaced a one-line placeholder, `ruff format` with the project's
settings split those nine calls, and ruff check, ruff format --check, mypy --strict, make_cases.py
(15 lines again), check_cases.py and the review script below ran again, all with exit status 0; ruff
check and ruff format --check were also run on make_cases.py and check_cases.py (exit 0); after a
last edit of this paragraph they all ran once more. (6) The first draft had 342 cases (246 single,
96 crowded); 8 single cases (4 hits, 4 misses) were dropped by their request to come nearer to about
330. (7) A few requests are modelled on the brief's own examples of a voice, with other values and
wording ("/transfer EUR 45 to Lena", "Amount: 60 GBP. To: Tom.", "send Marco 30, no wait, 35 EUR",
"kitchen lights of pls", "buy 12 AAPL at no more than 185", "heating at 23 till 7 tonight", "send
Marco 40 EUR but only if my balance stays above 300", "my husband wants the heating at 22", "the
whole team wants #alerts muted", "again for the kitchen pls"); none is the brief's sentence. (8)
Besides the allowed reading, the writer ran `source .venv/bin/activate`, `ruff check`, `ruff format`
(`--check`, `--diff`, and plain to format this file), `mypy --strict` on this file, make_cases.py
and check_cases.py; and small Python scripts that registered the set in make_cases.py and
check_cases.py (import, tuple and docstring lines only; "fourteen files" became "fifteen files"),
imported this module (which imports only casekit) to count its cases, dropped the 8 cases and made
the rewordings above, wrote this docstring, and read this module's cases with the workspace files to
check that no request (nor stored request) copies a workspace request, and that a crowded hit is
labelled paraphrase exactly when its steps are those of a workspace plan. (9) The file was written
in a header part and eight appended parts of 37, 40, 42, 40, 39, 48, 48 and 48 cases. (10) Running
make_cases.py rewrites every set's .jsonl from its unchanged .py source; only this file, its .jsonl,
make_cases.py and check_cases.py were edited. Every request was written for this file.

Mix. 334 cases: 238 single-plan cases (37 stored plans of this file, four of them two-step: lights
off + thermostat mode, set status + mute a channel, back up a database + truncate a table, zip a
folder + delete it) and 96 crowded cases (home 24, finance 24, devops 24, office 24). Each crowded
hit names the workspace's own plan shape (in_ws=True; the template's request is a placeholder,
never stored; every crowded hit gives its steps whole); each crowded miss names in ``absent`` the
tools (or tool + arguments) that would have served it, where one exists (26 of the 48 crowded
misses; nothing in the catalogue serves a compound ask, a condition, a trigger, a negation, a
reference to history, two values for one argument or an unrelated ask, so those name none). 167
hits (value 13, paraphrase 20, paraphrase+value 128, slot_word 6) and 167 misses (contrast_action
59, contrast_negation 7, contrast_question 10, contrast_time 15, contrast_object 4, unrelated 4,
uncarriable 68, every uncarriable case expecting a miss). Single: 119 hits (paraphrase+value 102,
value 6, slot_word 6, paraphrase 5), 119 misses (uncarriable 54, contrast_action 36, contrast_time
12, contrast_negation 5, contrast_question 5, contrast_object 4, unrelated 3); crowded: 48 hits
(paraphrase+value 26, paraphrase 15, value 7), 48 misses (contrast_action 23, uncarriable 14,
contrast_question 5, contrast_time 3, contrast_negation 2, unrelated 1); home, finance, devops and
office 12 hits and 12 misses each.

Style. Ten voices, mixed through the set, each with hits and misses:

1. typing in a hurry: lower case, no punctuation, dropped articles, "pls", "thx", "tmrw", "ta",
   "asap", misspelt ordinary words, all caps, trailing emoji ("pls lock teh shed door thx",
   "kitchen lights of pls", "frezze card 1934 asap", "aprove expence 4102", "add haircut to the
   calender for Saturday 10:30", "pls ad task: return library books", "SELL 12 META!!!", "MUTE
   #LUNCH-ORDERS", "VOLUME TO 80 🔊", "arm alarm night mode 🌙"), against "turn the lights o in the
   study" (on or off?), "dont lock the garage door, dad's still out with the car", "heat to 22 till
   9 tonight pls";
2. structured asks: key: value lines, bullet and numbered lists, slash commands, forms ("thermostat:
   18.5", "lights on\nroom: garden\nbrightness: 45", "/pay Lena 25 EUR", "/plug heater off",
   "/set-limit card 6612 daily 250", "Amount: 60 EUR. Recipient: Jonas.", "split the bill:\n- 120
   EUR\n- Ana, Leo, Sofia", "1. backup analytics db\n2. truncate events", "service: search\nversion:
   v1.4.2\nenv: prod", "title: Q3 report / to: alice@contoso.com / body: numbers attached"), against
   the same shapes with an argument missing or extra ("Recipient: Marco. Amount: 40.", "/deploy auth
   v3.1.0", "to: lee@corp.io / subject: Slides / body: uploaded", "cart:\n- 2 x oat milk\n- 3 x
   bananas");
3. compound requests: two-step plans asked in other words or in the other order ("thermostat to
   eco mode, then living room lights off", "mute #social and set my status to focusing", "please
   proceed to back up the crm database and then empty the sessions table"), against one step of a
   two-step plan ("put the thermostat on eco"), the other order where it matters ("truncate the
   events table and then take a backup of analytics", "delete ~/Projects/site, then zip it into
   site.zip", "ship auth v2.4.1 to production and then back up the orders db"), two asks against a
   one-step plan ("lock the garage door and switch the porch light on", "set ticket 5120 to high and
   assign it to Luis"), a third action ("..., thermostat on eco and lock the front door"), the same
   action twice ("restart web-03 and web-04") and an ask plus a question ("restart web-03 and tell
   me why it crashed");
4. self-corrections and afterthoughts: the last value stated is carried ("send Marco 30, no wait, 35
   EUR", "lock the front door, sorry, I meant the side one", "calendar: yoga on Monday at 7pm, no,
   Tuesday at 7pm", "approve 2210, no, reject it", "kettle plug off, no wait, on", "split 90 EUR
   between Ana and Leo — oh, and Marta too", "turn on the bathroom lights, no wait, off"), against
   corrections to another action ("lock the garage door... actually no, just pull it shut", "buy 10
   AAPL, actually no, sell them", "pay Lena 60 EUR, or rather, ask her for it") and afterthoughts
   that leave the value open ("bedroom blinds to 40, or maybe 50, whatever");
5. extra constraints hidden in an otherwise exact ask: uncarriable when the plan has no argument
   for them ("buy 12 AAPL at no more than 185", "... somewhere quiet?", "heating at 23 till 7
   tonight", "... but keep the README", "approve expense 2210 with a note saying thanks"),
   contrast_time when they are conditions ("send Marco 40 EUR but only if my balance stays above
   300", "cancel R-4417 unless it ships today", "send Tom 100 USD as long as I keep at least 1,000
   in the account"), a hit when the constraint is what the plan does anyway ("buy 6 AAPL at
   whatever the market price is", "remind me tmrw 8am to pay rent, only once pls");
6. values in other formats: "€40 in pounds?", "wire 40€ to Aylin", "/transfer EUR 45 to Lena",
   "request 18,50 € from Jonas", "send 1.250,00 € to Marco", "card 3390 daily limit: 1,500.00",
   "split €64,80", "£95", 24-hour and 12-hour times, ISO and written dates ("2025-06-27", "the 9th
   of July", "25/06"), spaced and dashed ids ("freeze card 77 02", "card ending 3-0-5-5"), "65
   percent", "30 pc", against "send Marco 1.500 EUR", "on 3/7", "for 4/6", "1/8 to 5/8", "set the
   heating to 70F";
7. politeness and indirect asks, all asks: "I was wondering if you could ...", "do you mind
   requesting ...?", "is there any chance you could ...?", "would it be possible to ...?", "it'd be
   great if ...", "any way to ...?", "mind switching ... off?", "mind bouncing ...?", "I need ...
   sorted", "can I get ...", "let's dump 7 TSLA", "we should add a task ...", "time to crank the
   heating up to 24", "go ahead and merge acme/docs#7", "please proceed to ...", "would you mind
   forwarding ...?"; the same moulds carry misses ("would you mind unfreezing card 4821?", "I was
   wondering if you could turn down the all-hands invite", "let's tick off renew car insurance");
8. reported and third-party wishes: the user passing on a wish for the household or an instruction
   and doing it themselves is an ask ("my husband wants the heating at 22", "my son wants the
   nursery lights off", "the kids want the volume at 20", "my manager says to approve expense report
   3318", "the boss says post in #all-hands ...", "QA wants checkout v4.0.2 on staging", "Marco
   wants his 45 EUR back, send it over"), against wishes the plan cannot serve ("the whole team
   wants #alerts muted", "the design folks want #design muted", "remind Ana at 6pm to call her mum")
   and the other direction of money ("get my 45 EUR back from Marco");
9. references: resolved within the message they are carried ("Priya lent me lunch money, send her
   15 EUR", "#memes is way too loud, mute it", "card ending 3-0-5-5, freeze it pls"); unresolved
   they are uncarriable ("again for the kitchen pls", "make the other one high too", "same for
   staging", "send Tom his usual amount", "same as yesterday for the hallway lights", "reply to
   mom@family.net the same as last time", "split it with Ana and Leo", "turn it up a bit");
10. plain value changes (kind value: the stored wording with other values, "lock the workshop
   door", "cancel order R-5260", in the crowded workspaces the wording of a workspace plan, "put 5
   packs of kitchen roll in the cart", "share report.txt for 7 days"), paraphrases, and a few
   unrelated asks ("whats the capital of australia", "write me a haiku about rain").

Kinds. value for the stored wording with other values; paraphrase for other wording with the
stored arguments (in the crowded workspaces: exactly when the steps are those of a plan of the
workspace); paraphrase+value for other wording and other values; slot_word when the only changed
argument is an enum or boolean named by its word ("off", "cool", "reject", "personal days",
"urgent"). contrast_action for another action (another tool, even one of the same family, one step
of a two-step plan, more actions than the plan takes, or the plan's steps in an order that matters
reversed); contrast_negation for an ask not to act ("don't ...", "dont ...", "hold ...", or one
step of a two-step plan explicitly not to be done); contrast_question for a question about state,
a what-if or advice rather than an ask (a question is a hit only when the stored tool is the lookup
that answers it, as fx.convert answers "what's 1.250,00 EUR in USD?"; in a crowded workspace a
question another tool would answer names that tool in ``absent``); contrast_time for a time,
recurrence, trigger or condition against a plan that acts at once ("at midnight", "every other
Friday", "when the humidity goes above 70", "as soon as I leave", "after the checks go green",
"only if", "unless", "as long as"), but a hit where the tool takes that time (a reminder's time, a
scheduled payment's date); contrast_object for the stored verb on another kind of object ("switch
off the telly", "turn the hallway radiator on", "mute Priya", "book Pepper a haircut"); unrelated
for an ask with nothing to do with the stored plans; uncarriable for a value that is missing,
vague, derived, converted, a range, ambiguous, looked up, left to history, or has no argument in
the stored plan.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored plan
with the new request's values does exactly what was asked: no value dropped, none invented, none
computed or looked up; a wrong replay is a wrong action, a miss only costs a model call. Free text
(names, rooms, doors without "door", plugs, titles, messages, statuses, products without their pack
word, channels with their "#", handles with their "@", services, instances, paths) is carried as
typed; currency words and signs become codes ("quid"/"£"/"pounds" -> GBP, "€"/"euros" -> EUR) and
amounts become numbers; numbers written in words are numbers; the environment is carried as typed
("staging" and "prod" in this file's plans, "production" in the devops workspace); dates and times
in free-text fields (a vet day and time, a check-in, leave dates, a payment date, an event start, a
rescheduled start) are carried as typed ("Saturday 10:30", "Thursday 08:15", "the 9th of July",
"2025-07-02", "25/06", "14:30", "11am"); the date-time of a reminder is resolved against "now",
Wednesday 2025-06-11 14:30 ("at 5pm ... no, 5:30" -> "2025-06-11T17:30:00", "tmrw 8am" ->
"2025-06-12T08:00:00", "tmrw at 07:15" -> "2025-06-12T07:15:00", "2025-06-14 09:00" ->
"2025-06-14T09:00:00", "on the 13th of June at noon" -> "2025-06-13T12:00:00"), while a recurrence
is contrast_time. A value in another unit than the plan's must be converted and is uncarriable (°F
for a plan without a unit, "a week" for a daily limit, dates for a number of nights, "for an hour"
against a plan without minutes). Values the plan has no argument for (a note, a comment, a subject,
a limit price, a merge method, a duration or end time, an expiry, attendees, a second channel, a due
date, a list, a filter, an exception, a wish such as "somewhere quiet") and requests lacking a value
the replay would keep from the stored plan (a brightness, a currency, an environment, a version, a
date, a time, a quantity, the kind of leave) are uncarriable. Decisions this set needed:
- Case: typing in lower case or all caps changes no value; a value is carried in the case its kind
  is written in (tickers and currency codes upper case: "buy 5 msft quick" -> MSFT, "buy 10 aapl
  pls" -> AAPL; rooms, channels and plugs lower case: "SWITCH OFF GARAGE LIGHTS" -> garage, "MUTE
  #LUNCH-ORDERS" -> #lunch-orders; an order id in the stored plan's form: "r-6034" -> R-6034).
  Trailing emoji, "!!!", "pls", "thx", "ta" and "asap" carry nothing.
- Misspellings: a misspelt ordinary word that has only one reading is the word meant ("teh",
  "frezze", "aprove expence", "calender", "ad task", "tmrw"); "lights of" can only be a dropped
  letter of "off" and is a hit; a cut or misspelt action word with two readings ("lights o": on or
  off) is uncarriable, since the replay would have to guess the action. No value in this set is
  misspelt.
- Structured asks are judged like prose: field names need not be argument names ("qty", "env",
  "To", "Recipient", "action: grant"); a hit when every argument the replay uses is stated, and
  uncarriable when one is missing or a field has no argument in the plan (a subject against a plan
  without one). A bullet or numbered list of one item is one ask; two items of the same action
  against a one-item plan are two values for one argument (uncarriable).
- Compound asks: two different actions against a one-step plan are contrast_action (doing one of
  them is not what was asked), also when both tools are stored separately in a crowded workspace;
  the same action on two objects ("lock the garage and the cellar doors", "restart web-03 and
  web-04", "pay Ken 20 EUR and Sam 35 EUR", "to staging and prod") is uncarriable (two values for
  one argument); an ask plus a question that needs a lookup the plan does not make is
  contrast_question; an ask whose second step is explicitly refused ("back up analytics but don't
  truncate anything") is contrast_negation. Both steps of a two-step plan in other words are a hit;
  in the other order they are a hit only where the order does not matter to the world (switching
  lights off and a thermostat mode; setting a status and muting a channel), replayed in the stored
  order; where it matters (back up before truncating, zip before deleting the folder, back up
  before deploying) the reversed ask is contrast_action.
- Self-corrections: the last value stated is carried ("30, no wait, 35" -> 35; "Thursday at 10, no
  wait, 11am" -> "11am"; "the 20th, sorry, the 23rd of June" -> "the 23rd of June"); a correction to
  the stored action from another one is a hit ("turn on the bathroom lights, no wait, off"); a
  correction to another action is contrast_action; an afterthought that leaves the value undecided
  ("40, or maybe 50, whatever") is uncarriable; an afterthought that adds a name to a list argument
  ("oh, and Marta too") is carried.
- Number formats: "1.250,00" and "1,250.00" are 1250; "18,50" is 18.5 and "64,80" is 64.8 (a comma
  before two digits is a decimal comma); "1.500" with no currency decimals is 1.5 or 1500 and is
  uncarriable. A numeric day/month date where both readings are dates ("3/7", "4/6", "5/6", "1/8",
  "3/7 to 10/7") is uncarriable; "25/06", where only one reading is a date, is carried as typed.
  Digits of an id typed with spaces or dashes are joined ("77 02" -> "7702", "3-0-5-5" -> "3055",
  "55 03" -> "5503"); "65 percent", "30 pc" and "65 pc" are 65, 30 and 65.
- Politeness moulds ("any way to ...?", "is there any chance ...?", "mind ...ing?", "we should ...",
  "let's ...", "time to ...", "I need ... sorted") are asks, judged like the plain ask.
- Reported wishes: a wish for the household passed on by the user ("my husband wants the heating
  at 22"), or an instruction the user carries out ("the boss says approve expense 1450",
  "my manager says to approve ..."), is an ask with the user acting, a hit; this differs from
  fresh12's "on behalf of my manager", where another approver would act. "Marco wants his 45 EUR
  back, send it over": the debt is the user's, the money goes from the user to Marco, send_money
  to Marco, a hit; "get my 45 EUR back from Marco" moves money the other way (request_money) and
  is contrast_action. A wish that concerns other people's own settings ("the whole team wants
  #alerts muted": mute_channel mutes only the user's notifications) or has another person act
  ("remind Ana ...") is uncarriable.
- References: an "it", "her" or "the one" resolved within the message is carried; one with no
  antecedent in the message, "again", "the usual", "the other one", "same as last time" leave
  values to history and are uncarriable.
- Constraints: a condition ("only if", "unless", "as long as", "if it drops below 15") is
  contrast_time; an end time or duration ("till 7 tonight", "for 2 hours", "only for 3 hours"
  against a plan without one), a price cap, a wish ("somewhere quiet"), a filter ("the old rows")
  or an exception ("keep the README") is uncarriable; a constraint the plain replay already meets
  ("at whatever the market price is" against a market buy, "only once" against a one-time
  reminder) is a hit.
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

CASES: list[Case] = []

# ---------------------------------------------------------------- single-plan cases: the home
CASES += group(
    plan("lock the garage door", "home.lock_door", {"door": "garage"}),
    hit(VALUE, "lock the workshop door", {"door": "workshop"}),
    hit(PV, "pls lock teh shed door thx", {"door": "shed"}, "hurried; misspelt ordinary word"),
    hit(PV, "lock the front door, sorry, I meant the side one", {"door": "side"}, "corrected value"),
    hit(PV, "would it be possible to lock the patio door?", {"door": "patio"}, "polite mould"),
    miss(ACT, "lock the garage door... actually no, just pull it shut", "correction to closing"),
    miss(UNCARRY, "lock the garage and the cellar doors", "two values for one argument"),
    miss(ACT, "lock the garage door and switch the porch light on", "two asks, one plan"),
    miss(NEG, "dont lock the garage door, dad's still out with the car"),
)
CASES += group(
    plan("switch off the lights in the study", "home.lights_off", {"room": "study"}),
    hit(PV, "kitchen lights of pls", {"room": "kitchen"}, "'of' can only be a slip for 'off'"),
    hit(PV, "mind switching the landing lights off?", {"room": "landing"}),
    hit(PV, "my son wants the nursery lights off", {"room": "nursery"}, "relayed household wish"),
    hit(PV, "turn on the bathroom lights, no wait, off", {"room": "bathroom"}, "corrected to the stored action"),
    miss(UNCARRY, "turn the lights o in the study", "'o' could be on or off"),
    miss(ACT, "switch off the study lights — actually, dim them to 20 instead", "correction to another action"),
    miss(TIME, "switch off the study lights at midnight"),
    miss(OBJ, "switch off the telly in the study"),
)
CASES += group(
    plan("set the heating to 21 degrees", "home.set_thermostat", {"temperature": 21}),
    hit(PV, "my husband wants the heating at 22", {"temperature": 22}, "relayed household wish"),
    hit(PV, "thermostat: 18.5", {"temperature": 18.5}, "key: value"),
    hit(PV, "time to crank the heating up to 24", {"temperature": 24}),
    miss(UNCARRY, "heating at 23 till 7 tonight", "an end time the plan has no argument for"),
    miss(TIME, "if it drops below 15 outside, set the heating to 22", "condition"),
    miss(UNCARRY, "set the heating to 70F", "a unit the plan does not carry"),
    miss(ACT, "switch the heating off altogether", "thermostat mode off"),
)
CASES += group(
    plan("set the bedroom blinds to 40%", "home.set_blinds", {"room": "bedroom", "position": 40}),
    hit(VALUE, "set the lounge blinds to 75%", {"room": "lounge", "position": 75}),
    hit(PV, "65 percent on the office blinds pls", {"room": "office", "position": 65}),
    hit(PV, "blinds in the nursery 30 pc", {"room": "nursery", "position": 30}),
    hit(PV, "kitchen blinds to 80 — no, make that 70", {"room": "kitchen", "position": 70}),
    miss(UNCARRY, "bedroom blinds to 40, or maybe 50, whatever", "afterthought leaves the value open"),
    miss(TIME, "shut the bedroom blinds once the sun goes down"),
)
CASES += group(
    plan("switch the dehumidifier plug on", "home.set_plug", {"plug": "dehumidifier", "on": True}),
    hit(SLOT, "switch the dehumidifier plug off", {"on": False}),
    hit(PV, "turn on the fan plug thx 👍", {"plug": "fan"}, "trailing emoji ignored"),
    hit(PV, "/plug heater off", {"plug": "heater", "on": False}, "slash command"),
    miss(UNCARRY, "turn the dehumidifier on for 2 hours", "a duration the plan has no argument for"),
    miss(TIME, "switch the dehumidifier on when the humidity goes above 70", "trigger"),
    miss(ACT, "switch the dehumidifier on and close the bathroom blinds", "two asks, one plan"),
)
CASES += group(
    plan("turn on the hallway lights at 60%", "home.lights_on", {"room": "hallway", "brightness": 60}),
    hit(PV, "can I get the dining room lights on at 80 percent", {"room": "dining room", "brightness": 80}),
    hit(PV, "lights on\nroom: garden\nbrightness: 45", {"room": "garden", "brightness": 45}, "key: value lines"),
    hit(PV, "hallway lights on at 60 — actually 40", {"brightness": 40}, "corrected value"),
    miss(UNCARRY, "put the hallway lights on for me", "the replay would keep a brightness nobody asked for"),
    miss(OBJ, "turn the hallway radiator on"),
    miss(UNCARRY, "again for the kitchen pls", "values left to history"),
)
CASES += group(
    plan(
        "turn off the living room lights and put the thermostat on eco",
        [("home.lights_off", {"room": "living room"}), ("home.set_thermostat_mode", {"mode": "eco"})],
    ),
    hit(PARA, "thermostat to eco mode, then living room lights off", None, "other order; order does not matter"),
    hit(PV, "lights off in the den and thermostat to auto", [{"room": "den"}, {"mode": "auto"}]),
    hit(SLOT, "put the thermostat on cool and turn off the living room lights", [{}, {"mode": "cool"}]),
    hit(
        PV,
        "kitchen lights off and thermostat to heat — sorry, to auto",
        [{"room": "kitchen"}, {"mode": "auto"}],
        "corrected value",
    ),
    miss(ACT, "put the thermostat on eco", "one step of the two"),
    miss(ACT, "living room lights off pls ta", "one step of the two"),
    miss(ACT, "living room lights off, thermostat on eco and lock the front door", "a third action"),
    miss(
        QUEST,
        "lights off in the living room and thermostat to eco — oh and is the back door locked?",
        "ask plus a question the plan does not answer",
    ),
)

# ---------------------------------------------------------------- single-plan cases: money
CASES += group(
    plan("send Marco 40 euros", "pay.send_money", {"recipient": "Marco", "amount": 40, "currency": "EUR"}),
    hit(PV, "/pay Lena 25 EUR", {"recipient": "Lena", "amount": 25}, "slash command"),
    hit(PV, "Amount: 60 EUR. Recipient: Jonas.", {"recipient": "Jonas", "amount": 60}, "form"),
    hit(PV, "send 1.250,00 € to Marco", {"amount": 1250}, "European thousands and decimals"),
    hit(PV, "send Marco 30, no wait, 35 EUR", {"amount": 35}, "corrected value"),
    hit(PV, "Marco wants his 45 EUR back, send it over", {"amount": 45}, "the user's debt: money goes to Marco"),
    hit(PV, "wire 40€ to Aylin", {"recipient": "Aylin"}),
    hit(PV, "Priya lent me lunch money, send her 15 EUR", {"recipient": "Priya", "amount": 15}, "'her' is resolved"),
    miss(ACT, "get my 45 EUR back from Marco", "money comes to the user: a request"),
    miss(TIME, "send Marco 40 EUR but only if my balance stays above 300", "condition"),
    miss(UNCARRY, "Recipient: Marco. Amount: 40.", "currency missing"),
    miss(UNCARRY, "send Marco 40 EUR for the concert tickets", "a note the plan has no argument for"),
    miss(UNCARRY, "send Marco 1.500 EUR", "1.5 or 1500: ambiguous"),
    miss(NEG, "don't send Marco anything yet"),
)
CASES += group(
    plan("ask Ines to pay me 25 EUR", "pay.request_money", {"payer": "Ines", "amount": 25, "currency": "EUR"}),
    hit(PV, "request 18,50 € from Jonas", {"payer": "Jonas", "amount": 18.5}),
    hit(PARA, "Ines says she still owes me 25 EUR, send her a request"),
    hit(PV, "do you mind requesting 12 GBP from Olly?", {"payer": "Olly", "amount": 12, "currency": "GBP"}),
    miss(ACT, "pay Ines 25 EUR", "money goes the other way"),
    miss(UNCARRY, "ask Ines and Leo for 25 EUR each", "two payers"),
)
CASES += group(
    plan("buy 10 AAPL shares", "trade.buy", {"symbol": "AAPL", "quantity": 10}),
    hit(PV, "buy 5 msft quick", {"symbol": "MSFT", "quantity": 5}, "ticker typed in lower case"),
    hit(PV, "symbol: NVDA\nqty: 3", {"symbol": "NVDA", "quantity": 3}, "key: value lines"),
    hit(PV, "buy 20 GOOG — sorry, 15", {"symbol": "GOOG", "quantity": 15}, "corrected value"),
    hit(PV, "buy 6 AAPL at whatever the market price is", {"quantity": 6}, "market order is what the plan does"),
    miss(UNCARRY, "buy 12 AAPL at no more than 185", "a limit price the plan has no argument for"),
    miss(ACT, "buy 10 AAPL, actually no, sell them", "correction to another action"),
    miss(QUEST, "buy 10 AAPL and what's my cash balance after that?", "ask plus a question"),
)
CASES += group(
    plan("sell 5 TSLA shares", "trade.sell", {"symbol": "TSLA", "quantity": 5}),
    hit(VALUE, "sell 30 NFLX shares", {"symbol": "NFLX", "quantity": 30}),
    hit(PV, "SELL 12 META!!!", {"symbol": "META", "quantity": 12}, "all caps"),
    hit(PV, "let's dump 7 TSLA", {"quantity": 7}),
    miss(UNCARRY, "dump half my TSLA position", "derived quantity"),
    miss(UNCARRY, "sell 5 TSLA at 260 or better", "a limit price the plan has no argument for"),
    miss(NEG, "don't sell any TSLA this week"),
)
CASES += group(
    plan(
        "pay the plumber 140 GBP on June 20",
        "pay.schedule_payment",
        {"payee": "the plumber", "amount": 140, "currency": "GBP", "date": "June 20"},
    ),
    hit(
        PV,
        "pay the electrician £95 on 2025-06-27",
        {"payee": "the electrician", "amount": 95, "date": "2025-06-27"},
        "ISO date carried as typed",
    ),
    hit(
        PV,
        "pay the gardener 60 GBP on 25/06",
        {"payee": "the gardener", "amount": 60, "date": "25/06"},
        "only one reading: carried as typed",
    ),
    hit(PV, "pay the plumber 140 quid on the 20th, sorry, the 23rd of June", {"date": "the 23rd of June"}),
    miss(UNCARRY, "pay the plumber 140 GBP on 3/7", "3 July or 7 March"),
    miss(TIME, "pay the cleaner 50 GBP every other Friday", "recurrence"),
    miss(UNCARRY, "pay the plumber 140 GBP", "date missing"),
)
CASES += group(
    plan("freeze my card ending 4821", "pay.freeze_card", {"card_last4": "4821"}),
    hit(PV, "freeze card 77 02", {"card_last4": "7702"}, "spaced digits joined"),
    hit(PV, "frezze card 1934 asap", {"card_last4": "1934"}, "misspelt verb, one reading"),
    hit(PV, "card ending 3-0-5-5, freeze it pls", {"card_last4": "3055"}),
    miss(ACT, "would you mind unfreezing card 4821?"),
    miss(UNCARRY, "freeze the card I lost yesterday", "looked up"),
)
CASES += group(
    plan("set the daily limit on card 3390 to 800", "pay.set_card_limit", {"card_last4": "3390", "daily_limit": 800}),
    hit(PV, "card 3390 daily limit: 1,500.00", {"daily_limit": 1500}),
    hit(PV, "/set-limit card 6612 daily 250", {"card_last4": "6612", "daily_limit": 250}, "slash command"),
    hit(
        PV,
        "it'd be great if card 2048 could have a daily cap of 600",
        {"card_last4": "2048", "daily_limit": 600},
    ),
    miss(UNCARRY, "raise the limit on card 3390 by 200", "derived value"),
    miss(UNCARRY, "set card 3390's limit to 800 a week", "weekly, not daily"),
    miss(QUEST, "what's the daily limit on card 3390?"),
)
CASES += group(
    plan("convert 100 USD to EUR", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"}),
    hit(PV, "what's 1.250,00 EUR in USD?", {"amount": 1250, "from": "EUR", "to": "USD"}, "the lookup answers it"),
    hit(PV, "€40 in pounds?", {"amount": 40, "from": "EUR", "to": "GBP"}),
    miss(UNCARRY, "convert 100 USD to EUR at last Friday's rate", "a date the plan has no argument for"),
    miss(ACT, "exchange 100 USD into EUR in my account", "moving money, not a lookup"),
    miss(UNREL, "whats the capital of australia"),
)
CASES += group(
    plan(
        "split 90 EUR between Ana and Leo",
        "pay.split_bill",
        {"amount": 90, "currency": "EUR", "people": ["Ana", "Leo"]},
    ),
    hit(
        PV,
        "split the bill:\n- 120 EUR\n- Ana, Leo, Sofia",
        {"amount": 120, "people": ["Ana", "Leo", "Sofia"]},
        "bullet list",
    ),
    hit(PV, "split €64,80 with Ana and Leo", {"amount": 64.8}),
    hit(
        PV,
        "split 90 EUR between Ana and Leo — oh, and Marta too",
        {"people": ["Ana", "Leo", "Marta"]},
        "afterthought adds a name to the list",
    ),
    miss(UNCARRY, "split it with Ana and Leo", "amount missing"),
    miss(UNCARRY, "split 90 EUR with Ana and Leo, Ana pays 60", "uneven shares"),
    miss(ACT, "pay Ana and Leo 45 EUR each", "sending, not requesting"),
)

# ---------------------------------------------------------------- single-plan cases: mail, calendar, chat
CASES += group(
    plan(
        "email sam@corp.io that the report is ready", "email.send", {"to": "sam@corp.io", "body": "the report is ready"}
    ),
    hit(PV, "To: lee@corp.io\nBody: slides are uploaded", {"to": "lee@corp.io", "body": "slides are uploaded"}),
    hit(PV, "pls email nadia@corp.io that the deck is done", {"to": "nadia@corp.io", "body": "the deck is done"}),
    hit(
        PV,
        "I was wondering if you could email ravi@corp.io that the budget is approved",
        {"to": "ravi@corp.io", "body": "the budget is approved"},
    ),
    miss(UNCARRY, "to: lee@corp.io / subject: Slides / body: uploaded", "a subject the plan has no argument for"),
    miss(ACT, "just draft an email to sam@corp.io that the report is ready, leave it unsent"),
    miss(TIME, "email sam@corp.io at 5pm that the report is ready"),
)
CASES += group(
    plan(
        "put dentist on my calendar for Friday at 3pm",
        "calendar.create_event",
        {"title": "dentist", "start": "Friday at 3pm"},
    ),
    hit(
        PV,
        "add haircut to the calender for Saturday 10:30",
        {"title": "haircut", "start": "Saturday 10:30"},
        "misspelt ordinary word; 24-hour time as typed",
    ),
    hit(
        PV,
        "calendar: yoga on Monday at 7pm, no, Tuesday at 7pm",
        {"title": "yoga", "start": "Tuesday at 7pm"},
        "corrected value",
    ),
    hit(PV, "event — title: physio, start: Thursday 08:15", {"title": "physio", "start": "Thursday 08:15"}),
    miss(UNCARRY, "put dentist on my calendar for Friday at 3pm with Ana", "attendees the plan has no argument for"),
    miss(ACT, "move the dentist to Friday at 4pm", "rescheduling"),
    miss(UNCARRY, "put dentist in the calendar for 4/6 at 3pm", "4 June or 6 April"),
)
CASES += group(
    plan("remind me at 6pm to call mum", "reminders.create", {"text": "call mum", "at": "2025-06-11T18:00:00"}),
    hit(
        PV,
        "remind me tmrw 8am to pay rent, only once pls",
        {"text": "pay rent", "at": "2025-06-12T08:00:00"},
        "'only once' is what the tool does",
    ),
    hit(PV, "reminder 2025-06-14 09:00: book the MOT", {"text": "book the MOT", "at": "2025-06-14T09:00:00"}),
    hit(PV, "remind me at 5pm to call mum — no, 5:30", {"at": "2025-06-11T17:30:00"}, "corrected value"),
    hit(
        PV,
        "remind me on the 13th of June at noon to water the tomatoes",
        {"text": "water the tomatoes", "at": "2025-06-13T12:00:00"},
    ),
    miss(UNCARRY, "remind me on 5/6 to call mum", "5 June or 6 May"),
    miss(TIME, "remind me every evening at 6 to call mum", "recurrence"),
    miss(UNCARRY, "remind Ana at 6pm to call her mum", "another person"),
    miss(ACT, "delete my reminder to call mum"),
)
CASES += group(
    plan(
        "post in #standup: running late today",
        "chat.post_message",
        {"channel": "#standup", "text": "running late today"},
    ),
    hit(PV, "/post #design mockups are up", {"channel": "#design", "text": "mockups are up"}, "slash command"),
    hit(
        PV,
        "the boss says post in #all-hands that the office is closed Friday",
        {"channel": "#all-hands", "text": "the office is closed Friday"},
        "relayed instruction; the user posts",
    ),
    hit(PV, "any way to post 'stuck in traffic' in #standup?", {"text": "stuck in traffic"}, "polite mould"),
    miss(UNCARRY, "post in #standup and #general: running late today", "a second channel"),
    miss(ACT, "post 'running late today' in #standup and pin it", "two asks, one plan"),
    miss(NEG, "don't post anything in #standup today"),
    miss(UNREL, "write me a haiku about rain"),
)
CASES += group(
    plan("mute #random", "chat.mute_channel", {"channel": "#random"}),
    hit(PV, "#memes is way too loud, mute it", {"channel": "#memes"}, "'it' is resolved"),
    hit(PV, "could you pls mute #sales-leads, too noisy", {"channel": "#sales-leads"}),
    hit(PV, "MUTE #LUNCH-ORDERS", {"channel": "#lunch-orders"}, "all caps; channel in lower case"),
    miss(UNCARRY, "the whole team wants #alerts muted", "muting acts on the user's notifications only"),
    miss(UNCARRY, "mute #random, but only for 3 hours", "hours the plan has no argument for"),
    miss(ACT, "unmute #random again pls"),
    miss(OBJ, "mute Priya"),
)
CASES += group(
    plan(
        "set my status to focusing and mute #social",
        [("chat.set_status", {"text": "focusing"}), ("chat.mute_channel", {"channel": "#social"})],
    ),
    hit(PARA, "mute #social and set my status to focusing", None, "other order; order does not matter"),
    hit(PV, "status: heads down / mute: #random", [{"text": "heads down"}, {"channel": "#random"}]),
    miss(ACT, "set my status to focusing", "one step of the two"),
    miss(UNCARRY, "set my status to focusing for an hour and mute #social", "a duration the plan does not carry"),
    miss(ACT, "clear my status and unmute #social"),
)

# ---------------------------------------------------------------- single-plan cases: engineering and work
CASES += group(
    plan("merge PR 52 in acme/webapp", "gh.merge_pr", {"repo": "acme/webapp", "number": 52}),
    hit(VALUE, "merge PR 61 in acme/api", {"repo": "acme/api", "number": 61}),
    hit(PV, "merge pr 88 acme/webapp pls", {"number": 88}),
    hit(PV, "go ahead and merge acme/docs#7", {"repo": "acme/docs", "number": 7}),
    miss(UNCARRY, "squash-merge acme/webapp#52", "a merge method the plan has no argument for"),
    miss(TIME, "go ahead and merge PR 52 in acme/webapp after the checks go green", "trigger"),
    miss(ACT, "close PR 52 in acme/webapp without merging"),
)
CASES += group(
    plan(
        "back up the analytics database, then truncate the events table",
        [("db.create_backup", {"database": "analytics"}), ("db.truncate_table", {"table": "events"})],
    ),
    hit(
        PV,
        "please proceed to back up the crm database and then empty the sessions table",
        [{"database": "crm"}, {"table": "sessions"}],
    ),
    hit(PARA, "1. backup analytics db\n2. truncate events", None, "numbered list"),
    hit(
        PV,
        "back up analytics, then truncate events — sorry, the page_views table",
        [{}, {"table": "page_views"}],
        "corrected value",
    ),
    miss(ACT, "truncate the events table and then take a backup of analytics", "other order; the order matters"),
    miss(ACT, "back up the analytics database", "one step of the two"),
    miss(UNCARRY, "back up analytics and clear out the old rows from events", "a filter the plan has no argument for"),
    miss(NEG, "back up analytics but don't truncate anything", "the second step negated"),
)
CASES += group(
    plan("restart web-03", "cloud.restart_instance", {"instance": "web-03"}),
    hit(VALUE, "restart worker-12", {"instance": "worker-12"}),
    hit(PV, "mind bouncing db-replica-2?", {"instance": "db-replica-2"}),
    hit(PV, "RESTART worker-9 PLS ITS DOWN", {"instance": "worker-9"}, "all caps around the name"),
    miss(UNCARRY, "restart web-03 and web-04", "two values for one argument"),
    miss(TIME, "restart web-03 tonight at 2am"),
    miss(QUEST, "restart web-03 and tell me why it crashed", "ask plus a question"),
)
CASES += group(
    plan(
        "deploy billing v2.5.0 to staging",
        "cloud.deploy",
        {"service": "billing", "version": "v2.5.0", "environment": "staging"},
    ),
    hit(
        PV,
        "service: search\nversion: v1.4.2\nenv: prod",
        {"service": "search", "version": "v1.4.2", "environment": "prod"},
        "key: value lines",
    ),
    hit(PV, "deploy billing v2.5.0 to staging — actually v2.5.1", {"version": "v2.5.1"}, "corrected value"),
    hit(PV, "QA wants checkout v4.0.2 on staging", {"service": "checkout", "version": "v4.0.2"}, "relayed wish"),
    miss(UNCARRY, "/deploy auth v3.1.0", "environment missing"),
    miss(ACT, "roll back billing on staging"),
    miss(UNCARRY, "deploy billing v2.5.0 to staging and prod", "two values for one argument"),
    miss(TIME, "deploy billing v2.5.0 to staging after the 3pm freeze ends", "trigger"),
)
CASES += group(
    plan("give jo@corp.io the viewer role", "iam.grant_role", {"user": "jo@corp.io", "role": "viewer"}),
    hit(PV, "role: editor, user: li@corp.io, action: grant", {"user": "li@corp.io", "role": "editor"}),
    hit(
        PV,
        "the boss says give max@corp.io billing-admin",
        {"user": "max@corp.io", "role": "billing-admin"},
        "relayed instruction; the user grants",
    ),
    hit(PV, "pls give ana@corp.io viewer thx", {"user": "ana@corp.io"}),
    miss(ACT, "take the viewer role away from jo@corp.io"),
    miss(UNCARRY, "give jo@corp.io the viewer role for a week", "an expiry the plan has no argument for"),
)
CASES += group(
    plan("approve expense report 2210", "hr.review_expense", {"report_id": 2210, "verdict": "approve"}),
    hit(SLOT, "expense 2210: reject", {"verdict": "reject"}),
    hit(
        PV,
        "my manager says to approve expense report 3318",
        {"report_id": 3318},
        "relayed instruction; the user approves",
    ),
    hit(SLOT, "approve 2210, no, reject it", {"verdict": "reject"}, "corrected verdict"),
    hit(PV, "aprove expence 4102", {"report_id": 4102}, "misspelt ordinary words, one reading"),
    miss(UNCARRY, "approve expense 2210 with a note saying thanks", "a comment the plan has no argument for"),
    miss(UNCARRY, "approve all my pending expense reports", "looked up"),
    miss(QUEST, "who submitted expense report 2210?"),
)
CASES += group(
    plan(
        "book vacation from July 7 to July 11",
        "hr.request_time_off",
        {"start_date": "July 7", "end_date": "July 11", "type": "vacation"},
    ),
    hit(PV, "vacation 2025-08-04 to 2025-08-08 pls", {"start_date": "2025-08-04", "end_date": "2025-08-08"}),
    hit(SLOT, "put July 7 to July 11 down as personal days", {"type": "personal"}),
    hit(
        PV,
        "vacation July 14 to 18, wait, July 14 to July 19",
        {"start_date": "July 14", "end_date": "July 19"},
        "corrected value",
    ),
    miss(UNCARRY, "book time off from Aug 18 to Aug 22", "the kind of leave is missing"),
    miss(UNCARRY, "vacation 1/8 to 5/8", "August or January/May: ambiguous"),
    miss(ACT, "scrap my July 7 to July 11 vacation"),
)

# ---------------------------------------------------------------- single-plan cases: travel, pets, shopping, misc
CASES += group(
    plan(
        "book a hotel in Porto for 3 nights from June 20",
        "travel.book_hotel",
        {"city": "Porto", "check_in": "June 20", "nights": 3},
    ),
    hit(
        PV,
        "hotel: Seville, check-in: 2025-07-02, nights: 4",
        {"city": "Seville", "check_in": "2025-07-02", "nights": 4},
    ),
    hit(
        PV,
        "would it be possible to get me a hotel in Ghent, 2 nights, from the 9th of July?",
        {"city": "Ghent", "check_in": "the 9th of July", "nights": 2},
    ),
    hit(
        PV,
        "hotel in Lyon, 2 nights from June 27, actually make it 3 nights",
        {"city": "Lyon", "check_in": "June 27"},
        "corrected value",
    ),
    miss(
        UNCARRY,
        "is there any chance you could book a hotel in Porto for 3 nights from June 20, somewhere quiet?",
        "a wish the plan has no argument for",
    ),
    miss(UNCARRY, "hotel in Porto June 20 to June 23", "dates, not nights"),
    miss(ACT, "cancel the Porto hotel"),
)
CASES += group(
    plan(
        "book Pepper in at the vet on Thursday at 10am",
        "vet.book_appointment",
        {"pet": "Pepper", "day": "Thursday", "time": "10am"},
    ),
    hit(PV, "vet for Biscuit, Monday, 14:30", {"pet": "Biscuit", "day": "Monday", "time": "14:30"}),
    hit(
        PV,
        "my daughter wants Nibbles seen by the vet Saturday at 9am",
        {"pet": "Nibbles", "day": "Saturday", "time": "9am"},
        "relayed household wish",
    ),
    hit(PV, "vet for Pepper Thursday at 10, no wait, 11am", {"time": "11am"}, "corrected value"),
    miss(UNCARRY, "book Pepper a vet visit on Friday", "the replay would keep a time nobody asked for"),
    miss(ACT, "cancel Pepper's vet appointment on Thursday"),
    miss(OBJ, "book Pepper a haircut on Thursday at 10am"),
)
CASES += group(
    plan("add 6 oat milk to my cart", "shop.add_to_cart", {"product": "oat milk", "quantity": 6}),
    hit(PV, "cart:\n- 4 x rye bread", {"product": "rye bread", "quantity": 4}, "bullet list of one"),
    hit(PV, "add 6 oat milk, make that 8", {"quantity": 8}, "corrected value"),
    miss(UNCARRY, "cart:\n- 2 x oat milk\n- 3 x bananas", "two products for one argument"),
    miss(UNCARRY, "add oat milk to the cart", "quantity missing"),
    miss(ACT, "take the oat milk out of my cart"),
)
CASES += group(
    plan("cancel order R-4417", "shop.cancel_order", {"order_id": "R-4417"}),
    hit(VALUE, "cancel order R-5260", {"order_id": "R-5260"}),
    hit(PV, "/cancel R-7781", {"order_id": "R-7781"}, "slash command"),
    hit(PV, "pls cancel order r-6034", {"order_id": "R-6034"}, "id in the stored form"),
    miss(ACT, "return order R-4417"),
    miss(UNCARRY, "cancel my last order", "looked up"),
    miss(TIME, "cancel R-4417 unless it ships today", "condition"),
)
CASES += group(
    plan("set ticket 5120 to high priority", "tickets.set_priority", {"ticket_id": 5120, "priority": "high"}),
    hit(SLOT, "ticket 5120 priority urgent pls", {"priority": "urgent"}),
    hit(PV, "priority: low\nticket: 6640", {"ticket_id": 6640, "priority": "low"}),
    hit(PV, "set ticket no. 7318 to normal", {"ticket_id": 7318, "priority": "normal"}),
    miss(UNCARRY, "bump ticket 5120 up one level", "derived value"),
    miss(ACT, "set ticket 5120 to high and assign it to Luis", "two asks, one plan"),
    miss(UNCARRY, "make the other one high too", "no antecedent"),
)
CASES += group(
    plan("set the volume to 30", "music.set_volume", {"level": 30}),
    hit(PV, "volume 45 pc", {"level": 45}),
    hit(PV, "VOLUME TO 80 🔊", {"level": 80}, "all caps, trailing emoji"),
    hit(PV, "the kids want the volume at 20", {"level": 20}, "relayed household wish"),
    miss(UNCARRY, "turn it up a bit", "derived value"),
    miss(ACT, "pause whatever's playing"),
    miss(UNREL, "tell me a fun fact about otters"),
)
CASES += group(
    plan("add a task: renew car insurance", "tasks.create", {"title": "renew car insurance"}),
    hit(PV, "new todo - book the MOT", {"title": "book the MOT"}),
    hit(PV, "we should add a task to fix the bike light", {"title": "fix the bike light"}),
    hit(PV, "pls ad task: return library books", {"title": "return library books"}, "misspelt ordinary word"),
    miss(UNCARRY, "add a task to renew car insurance by Friday", "a due date the plan has no argument for"),
    miss(UNCARRY, "add 'renew car insurance' to my work list", "a list the plan has no argument for"),
    miss(ACT, "let's tick off renew car insurance"),
)
CASES += group(
    plan(
        "zip ~/Projects/site into site.zip, then delete the folder",
        [
            ("fs.compress", {"path": "~/Projects/site", "archive": "site.zip"}),
            ("fs.delete_folder", {"path": "~/Projects/site"}),
        ],
    ),
    hit(
        PV,
        "zip ~/Photos/2019 into photos2019.zip and then delete the folder",
        [{"path": "~/Photos/2019", "archive": "photos2019.zip"}, {"path": "~/Photos/2019"}],
    ),
    hit(
        PV,
        "zip ~/tmp/old into old.zip and delete the folder — sorry, I meant ~/tmp/older",
        [{"path": "~/tmp/older", "archive": "old.zip"}, {"path": "~/tmp/older"}],
        "corrected value",
    ),
    hit(PARA, "archive ~/Projects/site as site.zip; once that's done, remove the folder"),
    miss(ACT, "delete ~/Projects/site, then zip it into site.zip", "other order; the order matters"),
    miss(ACT, "just zip ~/Projects/site into site.zip, nothing else", "one step of the two"),
    miss(
        UNCARRY,
        "zip ~/Projects/site into site.zip, then delete the folder, but keep the README",
        "an exception the plan has no argument for",
    ),
)

# ---------------------------------------------------------------- crowded workspaces: home
# The template's request is a placeholder and is never stored (in_ws=True); every hit gives its steps.
HOME = plan("(template: the home workspace's own plans)", "home.lock_door", {"door": "side"})
CASES += group(
    HOME,
    hit(PARA, "pls lock the side door thx", steps=[("home.lock_door", {"door": "side"})]),
    hit(
        PARA,
        "my partner wants the heat at 19",
        steps=[("home.set_thermostat", {"temperature": 19})],
        note="relayed household wish",
    ),
    hit(PV, "SWITCH OFF GARAGE LIGHTS", steps=[("home.lights_off", {"room": "garage"})], note="all caps"),
    hit(PV, "lights on in the study, 65 percent", steps=[("home.lights_on", {"room": "study", "brightness": 65})]),
    hit(
        PARA,
        "kettle plug off, no wait, on",
        steps=[("home.set_plug", {"plug": "kettle", "on": True})],
        note="corrected value",
    ),
    hit(
        PV,
        "is there any chance you could vacuum the hallway?",
        steps=[("home.start_vacuum", {"room": "hallway"})],
    ),
    hit(PARA, "arm alarm night mode 🌙", steps=[("home.arm_alarm", {"mode": "night"})]),
    hit(
        PV,
        "/vet Luna Wednesday",
        steps=[("vet.book_appointment", {"pet": "Luna", "day": "Wednesday"})],
        note="slash command",
    ),
    hit(
        PV,
        "remind me tmrw at 07:15 to feed the cat",
        steps=[("reminders.create", {"text": "feed the cat", "at": "2025-06-12T07:15:00"})],
    ),
    hit(
        VALUE,
        "put 5 packs of kitchen roll in the cart",
        steps=[("shop.add_to_cart", {"product": "kitchen roll", "quantity": 5})],
    ),
    hit(PV, "blinds in the kitchen to 65 pc", steps=[("home.set_blinds", {"room": "kitchen", "position": 65})]),
    hit(
        PV,
        "order 4 bags of Royal Canin kitten — sorry, 3 bags",
        steps=[("vet.order_food", {"product": "Royal Canin kitten", "bags": 3})],
        note="corrected value",
    ),
    miss(ACT, "lock the side door and switch off the porch lights", "two asks; no stored plan does both"),
    miss(ACT, "unlock the back door, the cleaner is here", absent=("home.unlock_door", "home.set_lock")),
    miss(QUEST, "did anyone lock the front door?", absent=("home.get_lock_state",)),
    miss(ACT, "robot vacuum's stuck under the sofa, stop it", absent=("home.stop_vacuum",)),
    miss(UNCARRY, "heat to 22 till 9 tonight pls", "an end time the plan has no argument for"),
    miss(UNCARRY, "same as yesterday for the hallway lights", "values left to history"),
    miss(ACT, "cancel Luna's vet visit on Wednesday", absent=("vet.cancel_appointment",)),
    miss(UNCARRY, "vacuum the kitchen and the hall", "two values for one argument"),
    miss(ACT, "remove the kitchen roll from my cart pls", absent=("shop.remove_from_cart",)),
    miss(QUEST, "what song is this?", absent=("music.now_playing",)),
    miss(NEG, "dont arm the alarm tonight, the dog sitter is coming"),
    miss(TIME, "arm the alarm in away mode as soon as I leave", "trigger"),
    ws="home",
    in_ws=True,
)

# ---------------------------------------------------------------- crowded workspaces: finance
FINANCE = plan(
    "(template: the finance workspace's own plans)",
    "pay.send_money",
    {"recipient": "Tom", "amount": 20, "currency": "EUR"},
)
CASES += group(
    FINANCE,
    hit(
        PV,
        "/transfer EUR 45 to Lena",
        steps=[("pay.send_money", {"recipient": "Lena", "amount": 45, "currency": "EUR"})],
        note="slash command",
    ),
    hit(
        PARA,
        "Amount: 60 GBP. To: Tom.",
        steps=[("pay.send_money", {"recipient": "Tom", "amount": 60, "currency": "GBP"})],
        note="form",
    ),
    hit(
        PV,
        "send Ken 1.250,00 €",
        steps=[("pay.send_money", {"recipient": "Ken", "amount": 1250, "currency": "EUR"})],
    ),
    hit(
        PARA,
        "buy 10 aapl pls",
        steps=[("trade.place_order", {"side": "buy", "symbol": "AAPL", "quantity": 10})],
        note="ticker typed in lower case",
    ),
    hit(
        PV,
        "sell 15 TSLA, no wait, 25",
        steps=[("trade.place_order", {"side": "sell", "symbol": "TSLA", "quantity": 25})],
        note="corrected value",
    ),
    hit(
        PARA,
        "Marco wants his 20 EUR back, send it pls",
        steps=[("pay.send_money", {"recipient": "Marco", "amount": 20, "currency": "EUR"})],
        note="the user's debt: money goes to Marco",
    ),
    hit(
        VALUE,
        "pay Sam 25 EUR for the cinema",
        steps=[("pay.send_money", {"recipient": "Sam", "amount": 25, "currency": "EUR", "note": "the cinema"})],
    ),
    hit(
        PARA,
        "the boss says approve expense 1450",
        steps=[("hr.review_expense", {"report_id": 1450, "verdict": "approve"})],
        note="relayed instruction; the user approves",
    ),
    hit(
        PV,
        "expense: 42,50 EUR, category taxi",
        steps=[("hr.submit_expense", {"amount": 42.5, "currency": "EUR", "category": "taxi"})],
    ),
    hit(PV, "freeze card 55 03", steps=[("pay.freeze_card", {"card_last4": "5503"})], note="spaced digits joined"),
    hit(PARA, "what's €250 in CAD?", steps=[("fx.convert", {"amount": 250, "from": "EUR", "to": "CAD"})]),
    hit(
        PV,
        "alert me if NVDA drops under 110",
        steps=[("trade.set_price_alert", {"symbol": "NVDA", "price": 110, "direction": "below"})],
    ),
    miss(TIME, "send Tom 100 USD as long as I keep at least 1,000 in the account", "condition"),
    miss(UNCARRY, "buy 20 GOOG, max 175 a share", "a limit price no stored plan carries", absent=("trade.buy",)),
    miss(ACT, "ask Lena to pay me back 30 EUR", absent=("pay.request_money",)),
    miss(ACT, "unfreeze the card ending 9034 pls", absent=("pay.unfreeze_card",)),
    miss(UNCARRY, "pay Ken 20 EUR and Sam 35 EUR", "two payments, one plan"),
    miss(UNCARRY, "send Tom his usual amount", "values left to history"),
    miss(QUEST, "what was the EUR/USD rate on 1 March?", absent=("fx.historical_rate",)),
    miss(ACT, "void invoice INV-2207, it was sent by mistake", absent=("pay.void_invoice",)),
    miss(ACT, "sell 0.5 of my BTC", absent=("trade.sell_crypto",)),
    miss(ACT, "refund order A-10877 and email the customer", "two asks; no stored plan does both"),
    miss(ACT, "pay Lena 60 EUR, or rather, ask her for it", "correction to a request", absent=("pay.request_money",)),
    miss(NEG, "hold the Comcast payment, don't pay them next Friday"),
    ws="finance",
    in_ws=True,
)

# ---------------------------------------------------------------- crowded workspaces: devops
DEVOPS = plan("(template: the devops workspace's own plans)", "cloud.stop_instance", {"instance": "worker-3"})
CASES += group(
    DEVOPS,
    hit(
        PV,
        "1) back up inventory 2) deploy checkout v3.0.1 to production",
        steps=[
            ("db.create_backup", {"database": "inventory"}),
            ("cloud.deploy", {"service": "checkout", "version": "v3.0.1", "environment": "production"}),
        ],
        note="numbered list",
    ),
    hit(
        PV,
        "/scale billing 4",
        steps=[("cloud.scale_service", {"service": "billing", "replicas": 4})],
        note="slash command",
    ),
    hit(
        VALUE,
        "scale frontend in staging to 3 replicas",
        steps=[("cloud.scale_service", {"service": "frontend", "replicas": 3, "environment": "staging"})],
    ),
    hit(PARA, "stop worker-3 pls", steps=[("cloud.stop_instance", {"instance": "worker-3"})]),
    hit(
        PV,
        "take auth out of maint mode — sorry, search-api",
        steps=[("cloud.set_maintenance_mode", {"service": "search-api", "enabled": False})],
        note="corrected value",
    ),
    hit(
        PARA,
        "the boss says rotate the db-password secret",
        steps=[("cloud.rotate_secret", {"name": "db-password"})],
        note="relayed instruction",
    ),
    hit(
        PV,
        "assign ticket 7034 to Jonas, no wait, to Maria",
        steps=[("tickets.assign", {"ticket_id": 7034, "assignee": "Maria"})],
        note="corrected value",
    ),
    hit(
        PV,
        "ticket: 6002\npriority: urgent",
        steps=[("tickets.set_priority", {"ticket_id": 6002, "priority": "urgent"})],
    ),
    hit(PV, "CLOSE TICKET 5120 🙏", steps=[("tickets.close", {"ticket_id": 5120})], note="all caps, emoji"),
    hit(
        PV,
        "would it be possible to deploy notifications v2.4.1 to production?",
        steps=[("cloud.deploy", {"service": "notifications", "version": "v2.4.1", "environment": "production"})],
    ),
    hit(
        VALUE,
        "get the last 30m of logs for billing",
        steps=[("cloud.get_logs", {"service": "billing", "since": "30m"})],
    ),
    hit(
        PARA,
        "QA wants search-api scaled to 3 replicas",
        steps=[("cloud.scale_service", {"service": "search-api", "replicas": 3})],
        note="relayed wish",
    ),
    miss(ACT, "ship auth v2.4.1 to production and then back up the orders db", "other order; the order matters"),
    miss(ACT, "bounce web-02 quick", absent=("cloud.restart_instance",)),
    miss(ACT, "restore the inventory db from backup bk-0702", absent=("db.restore_backup",)),
    miss(QUEST, "is web-02 up and running right now?", absent=("cloud.instance_status",)),
    miss(UNCARRY, "deploy checkout to production", "version missing"),
    miss(UNCARRY, "scale search-api to 8 replicas in production and staging", "two values for one argument"),
    miss(ACT, "ticket 4411 came back, reopen it", absent=("tickets.reopen",)),
    miss(UNCARRY, "grant kate@corp.io admin for 24 hours", "an expiry no stored plan carries"),
    miss(ACT, "close rust-lang/rust PR 41 unmerged", absent=("gh.close_pr",)),
    miss(ACT, "drop the orders.customer_id index, we don't need it", absent=("db.drop_index",)),
    miss(TIME, "merge PR 118 in acme/webapp after the nightly build", "trigger"),
    miss(UNCARRY, "same for staging", "no antecedent"),
    ws="devops",
    in_ws=True,
)

# ---------------------------------------------------------------- crowded workspaces: office
OFFICE = plan("(template: the office workspace's own plans)", "chat.mute_channel", {"channel": "#sales"})
CASES += group(
    OFFICE,
    hit(PARA, "mute #launch pls, too noisy 🙉", steps=[("chat.mute_channel", {"channel": "#launch"})]),
    hit(VALUE, "DM Ken: running 10 min late", steps=[("chat.send_dm", {"user": "Ken", "text": "running 10 min late"})]),
    hit(
        PV,
        "I need time off from July 14 to July 18 sorted",
        steps=[("hr.request_time_off", {"start_date": "July 14", "end_date": "July 18"})],
    ),
    hit(
        PARA, "accept the sprint planning invite pls", steps=[("calendar.accept_invite", {"title": "sprint planning"})]
    ),
    hit(
        PV,
        "reschedule standup to Friday at 9:30 — sorry, 10:00",
        steps=[("calendar.reschedule_event", {"title": "standup", "new_start": "Friday at 10:00"})],
        note="corrected value",
    ),
    hit(
        PV,
        "title: Q3 report / to: alice@contoso.com / body: numbers attached",
        steps=[("email.send", {"to": "alice@contoso.com", "subject": "Q3 report", "body": "numbers attached"})],
        note="key: value fields",
    ),
    hit(
        VALUE,
        "book a hotel in Oslo from 2025-09-14 for 3 nights",
        steps=[("travel.book_hotel", {"city": "Oslo", "check_in": "2025-09-14", "nights": 3})],
    ),
    hit(PV, "status: at the dentist", steps=[("chat.set_status", {"text": "at the dentist"})]),
    hit(
        PV,
        "the boss says deny leave request 412",
        steps=[("hr.review_time_off", {"request_id": 412, "verdict": "deny"})],
        note="relayed instruction; the user decides",
    ),
    hit(
        PARA,
        "would you mind forwarding hr@corp.io's latest email to legal@initech.co?",
        steps=[("email.forward", {"sender": "hr@corp.io", "to": "legal@initech.co"})],
    ),
    hit(
        PV, "zip ~/Projects/old into old.zip", steps=[("fs.compress", {"path": "~/Projects/old", "archive": "old.zip"})]
    ),
    hit(VALUE, "share report.txt for 7 days", steps=[("fs.share_link", {"path": "report.txt", "expires_in_days": 7})]),
    miss(UNCARRY, "the design folks want #design muted", "muting acts on the user's notifications only"),
    miss(
        ACT,
        "I was wondering if you could turn down the all-hands invite",
        absent=("calendar.decline_invite",),
    ),
    miss(ACT, "unmute #sales for me", absent=("chat.unmute_channel",)),
    miss(ACT, "delete every email from deals@spammy.biz", absent=("email.delete_from",)),
    miss(
        ACT,
        "draft an email to hr@corp.io: lunch is on me today, but don't send it yet",
        absent=("email.save_draft",),
    ),
    miss(
        UNCARRY,
        "schedule a 30-minute budget sync Thursday at noon with Priya and Ken",
        "attendees no stored plan carries",
        absent=(("calendar.create_event", {"attendees": ["Priya", "Ken"]}),),
    ),
    miss(UNCARRY, "block my calendar 3/7 to 10/7, OOO", "day/month ambiguous"),
    miss(ACT, "take @kate off the #marketing channel", absent=("chat.remove_from_channel",)),
    miss(ACT, "move the sprint planning to Friday at 9:30 and tell #launch", "two asks; no stored plan does both"),
    miss(QUEST, "how many days off have I got left this year?", absent=("hr.time_off_balance",)),
    miss(UNCARRY, "reply to mom@family.net the same as last time", "values left to history"),
    miss(UNREL, "recommend a good podcast about history"),
    ws="office",
    in_ws=True,
)
