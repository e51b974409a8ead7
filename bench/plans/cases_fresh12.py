"""Plan-cache cases "fresh12": nominalised, synonym, sibling-action, scheduled and spoken asks.

Who and how. Written by an independent writer (a helper session) who read only casekit.py (whole),
tools.jsonl (every tool, printed with a small Python script to a scratch file under /tmp: id,
description cut at 80 characters, parameters with types, enums and bounds), the four crowded
workspaces (workspaces/*.jsonl: every plan printed with a small Python script to a scratch file,
grouped by shape, with the tools each workspace never uses), make_cases.py and check_cases.py
(whole, to register this set) and the first 140 lines of cases_fresh11.py (`sed -n 1,140p`: its
module docstring, then its `from __future__` line); not the cache's code, documentation, tests,
examples, README or pyproject.toml, nor bench/plans/README.md or any other bench script, nor the
body of any other case set (no grep over them either), nor anything under /work/exp; no git
command, no `ls`; the writer never ran the cache, the benchmark or toolmem on these cases, nor
imported toolmem. The conventions below are fresh11's, restated in full, with the decisions this
set needed added.
Slips: (1) the terminal cut the printed workspaces in the middle of finance.jsonl; the missing
range of the scratch file was printed again with sed. (2) The first run of make_cases.py (exit
status 1) reported 12 requests as word for word the same as a request of another set; its messages
print this set's request and the other case's id only ("same as fresh6-233", dev-018, fresh10-082,
dev-345, fresh8-167, fresh3-110, fresh4-036, fresh2-157, fresh6-320, fresh9-332, dev-443,
fresh4-196); all 12 were reworded keeping kind and judgement ("set the upstairs thermostat to 20"
-> "set the thermostat on the top floor to 20", "sell 10 shares of AAPL" -> "rather sell 10 shares
of AAPL, actually", "reboot web-01" -> "give web-01 a reboot", "decline the budget sync invite" ->
"say no to the budget sync invitation", "tell me a joke about penguins" -> "... about puffins",
...); the second run reported one reworded request as the same as fresh4-186 ("restore orders from
backup bk-0611"), reworded again ("bring the orders db back from backup bk-0611"); the third run
exited 0. (3) Of make_cases.py's output only the lines naming fresh12 were shown, plus `grep -c .`
line counts of the whole output (27, 16, 14); check_cases.py's output went to a scratch file of
which only the lines naming fresh12 were shown (the three table header rows, which list every set's
name but no count), with its exit status (0). (4) A few requests are modelled on the brief's own
examples of a voice, with other values and wording ("a transfer of 35 EUR to Ines, if you would",
"cancellation of order R-5093, please"); none is the brief's sentence. (5) Besides the allowed
reading, the writer ran `source .venv/bin/activate`, `ruff check`, `ruff format` (`--check`, and
`--line-length 100` to format this file, after which a script added magic trailing commas to nine
calls that ruff had hugged within 100 columns, so the file is stable under the project's own line
length too), `mypy --strict` on this file, make_cases.py and check_cases.py; and small Python
scripts that registered the set in make_cases.py and check_cases.py (import, tuple and docstring
lines only; "thirteen files" became "fourteen files"), imported this module (which imports only
casekit) to count its cases, trimmed the first draft (378 cases: 289 single, 89 crowded) by
dropping 46 single cases by their request (43 misses, 3 hits, to even out hits and misses) and
adding one unrelated ask, made the rewordings above and three clarifying edits, and read the
written cases_fresh12.jsonl and the workspace files to print the cases for review, to check that no
request (nor stored request) copies a workspace request, and that a crowded hit is labelled
paraphrase exactly when its arguments are those of a workspace plan. (6) The file was written in
eight appended parts of 56, 60, 60, 48, 53, 12, 43 and 46 cases. (7) Running make_cases.py rewrites
every set's .jsonl from its unchanged .py source; only this file, its .jsonl, make_cases.py and
check_cases.py were edited. Every request was written for this file; none copies a workspace
request or another set's request.

Mix. 333 cases: 244 single-plan cases (37 stored plans of this file, three of them two-step: lock a
door + arm the alarm, merge a pull request + delete its branch, post a message + pin it) and 89
crowded cases (home 22, finance 21, devops 23, office 23). Each crowded hit names the workspace's
own plan shape (in_ws=True; the template's request is a placeholder, never stored); each crowded
miss names in ``absent`` the tools (or tool + arguments) that would have served it, where one
exists (nothing in the catalogue serves a recurrence, a trigger, a negation, a what-if, a derived
value or another actor, so those misses name none). 172 hits (value 26, paraphrase 15,
paraphrase+value 122, slot_word 9) and 161 misses (contrast_action 47, contrast_negation 9,
contrast_question 14, contrast_time 31, contrast_object 5, unrelated 4, uncarriable 51, every
uncarriable case expecting a miss). Single: 124 hits, 120 misses; crowded: 48 hits, 41 misses (home
12/10, finance 11/10, devops 13/10, office 12/11).

Style. Ten voices, mixed through the set:

1. nominalised and passive asks, an ask all the same ("a transfer of 35 EUR to Ines, if you
   would", "cancellation of order R-5093, please", "the back door could do with locking", "I'd
   like order R-2261 cancelled", "could the cellar door be locked?", "the landing lights can go
   off", "emails from orders@kiosk.shop can be archived", "a DM to Priya, please: ...");
2. verb synonyms and register shifts for the same action ("purchase 15 NVDA", "acquire", "pick up 5
   more GOOG shares", "offload 40 TSLA shares", "fire up", "shut down", "power down", "nuke the
   wip-cache branch", "nix order R-3307", "pop 3 tins of chickpeas into the cart", "chase Nadia for
   ...", "hoover the landing"), against near-synonyms that are another action ("terminate web-14"
   destroys a VM and "pause web-14" suspends it, neither is stopping it; "delete the emails from
   ..." is not archiving them; "leave #watercooler" is not muting it; "export the payroll database
   to CSV" is not a backup; "cancel card 4417 for good" is not a temporary freeze); a synonym is
   judged with its object: "terminate API key key_77ab10" is revoking it, a hit;
3. less common opposite and sibling actions, as contrast_action: unlock, lights back on,
   unfreeze, unstar, subscribe (watch), unfollow, demote (revoke a role), unmute, unarchive a
   channel, restore archived mail, untick a task, take out of the cart, unzip, restore a backup,
   decline an invitation, resume, send back to the dock, request vs send money; where the
   opposite is an argument's value it is a slot_word hit ("reject expense report 2210", "take the
   storefront out of maintenance mode", "switch the kettle plug off", "approve toolmem/toolmem PR
   41"); "promote sam@corp.io to admin" is granting the named role, a hit;
4. repetition and scheduling: "again", "once more" with every value stated is a hit ("payroll
   needs backing up again", "once more, please: 40 EUR to Marco"); "same as last time but ..."
   leaves values to history and is uncarriable; a time, recurrence, trigger or condition against
   a plan that acts at once is contrast_time ("in 10 minutes", "at half ten tonight", "every
   Friday", "as soon as the build passes", "once CI is green", "when the market opens", "if it
   hasn't shipped by Friday"), but a hit where the tool takes that time ("in 10 minutes, remind
   me to ...", "email sam@corp.io tomorrow at 9am saying ..." with schedule_send, "pay the plumber
   140 quid on the third of July" with schedule_payment);
5. British spellings and regional words and spoken contractions ("colour", "favourite",
   "cancelled", "cheque", "the flat", "bin bags", "basket", "telly", "snug", "hoover", "diary",
   "holiday", "MOT", "quid", "half five", "cheers", "ta", "gonna", "gimme", "lemme");
6. numbers in words and ordinals, carried as numbers or as typed ("fifty quid", "forty-five
   euros", "nineteen and a half", "twelve euros fifty", "card ending eight-one-zero-two", "the
   third of July", "twenty past six in the evening", "the ninth of August"), against vague counts
   and units the plan does not use ("a couple of quid", "a dozen eggs", "70°F", "2 kg of oat
   flour", "for 2 hours" where the plan takes minutes, "a fortnight" where it takes nights), all
   uncarriable;
7. on behalf of someone or as a role: framing only when the action and its object stay the same
   ("for my mum, who's staying with us: lock the side door", "as admin, give jo@corp.io the viewer
   role", "as admin, turn on two-factor for ..."); uncarriable when it changes who acts or whose
   thing is acted on, which the plan has no argument for ("send Marco 40 EUR on behalf of Priya",
   "approve expense 2210 on behalf of my manager", "book time off for my manager ...", "remind my
   manager at 4pm to ...", "on behalf of Priya, RSVP yes to design review");
8. narrative before the ask: one or two sentences of story, then the ask ("So the boiler guy
   finally came round this morning, what a saga. Thermostat to 20 please.", "Load test is done,
   thanks all. Power down loadgen-5 please.", "So the canary looked healthy all night. Anyway —
   roll out billing v2.5.0 to production.");
9. hypotheticals and conditionals: "would you be able to lock the shed door?" and "could you sort
   me a hotel in Bath ...?" are asks and hits; "what would happen if I armed the alarm with the dog
   inside?" and "what happens to my cash balance if I buy 10 AAPL?" are contrast_question; "if the
   dog gets out again, lock the back door", "if it gets sunny, lower ..." are contrast_time;
10. plain value changes (kind value: the stored wording with other values, "cancel order R-9914",
   "stop the instance etl-7", in the crowded workspaces the wording of a workspace plan, "give
   #7034 to Luis", "deny time-off request 455") and paraphrases of this file's stored plans.

Kinds. value for the stored wording with other values; paraphrase for other wording with the
stored arguments (in the crowded workspaces: exactly when the arguments are those of a plan of the
workspace); paraphrase+value for other wording and other values; slot_word when the only changed
argument is an enum or boolean named by its word ("night mode", "off", "out of maintenance",
"reject", "normal", "sick leave", "approve"). contrast_action for another action (another tool,
even one of the same family, or one step of a two-step plan); contrast_negation for an ask not to
act ("no need to ...", "hold off on ...", "don't ..."); contrast_question for a question about
state, a what-if or advice rather than an ask (a question is a hit only when the stored tool is the
lookup that answers it, as fx.convert answers "what's forty-five Swiss francs in euros?"; in a
crowded workspace a question another tool would answer names that tool in ``absent``);
contrast_time as in voice 4; contrast_object for the stored verb on another kind of object ("mute
the doorbell", "archive the #alumni channel", "set the ringer volume on my phone to 30", "book
Pepper in at the groomer", "add ... to my shopping list"); unrelated for an ask with nothing to do
with the stored plans; uncarriable for a value that is missing, vague, derived, converted, a range,
ambiguous, looked up, left to history, or has no argument in the stored plan.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored
plan with the new request's values does exactly what was asked: no value dropped, none invented,
none computed or looked up; a wrong replay is a wrong action, a miss only costs a model call. Free
text (names, rooms, doors without "door", plugs, colours, titles, messages, products without their
pack word, channels with their "#", handles with their "@") is carried as typed; currency words and
signs become codes ("quid"/"pounds" -> GBP, "euros" -> EUR, "Swiss francs" -> CHF) and amounts
become numbers ("twelve euros fifty" -> 12.5); a position word becomes its number ("all the way"
raised -> 100, "fully" closed -> 0, "half open" -> 50); numbers written in words are numbers; the
environment is carried as typed ("prod" and "staging" in this file's plans, "production" in the
devops workspace); dates in free-text fields (a vet day, a check-in, leave dates, a payment date,
an event start, an email's send time) are carried as typed ("the third of July", "tomorrow at
9am"); the date-time of a reminder is resolved against "now", Wednesday 2025-06-11 14:30 ("in 10
minutes" -> "2025-06-11T14:40:00", "in a quarter of an hour" -> "2025-06-11T14:45:00", "tomorrow at
9am" -> "2025-06-12T09:00:00", "on Friday at half five in the afternoon" -> "2025-06-13T17:30:00",
"at 6pm today" -> "2025-06-11T18:00:00"), while "later" is uncarriable and a recurrence or a
trigger ("every Monday at 8am", "when I get home") is contrast_time, since the tool takes one time.
A value in another unit than the plan's must be converted and is uncarriable, even an exact one (°F
for a plan without a unit, hours for minutes, a fortnight for nights, kg for a count of bags, dates
for a number of nights, "until 2pm" for minutes). Values the plan has no argument for (a note, a
comment, a limit price, a merge method, a zone, a time of day, a duration, an expiry, attendees,
guests, a second channel, another payer or approver) and requests lacking a value the replay would
keep from the stored plan (an alarm mode, an environment, a version, a branch) are uncarriable.
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

# ---------------------------------------------------------------- single: home

CASES += group(
    plan("lock the back door", "home.lock_door", {"door": "back"}),
    hit(PARA, "the back door could do with locking", note="passive ask, stored door"),
    hit(PV, "garage door needs to be locked, please", {"door": "garage"}),
    hit(PV, "could the cellar door be locked?", {"door": "cellar"}, "a question that asks"),
    hit(
        PV,
        "The kids keep wandering into the yard and it's driving me mad. Lock the patio door?",
        {"door": "patio"},
        "narrative, then the ask",
    ),
    hit(
        PV,
        "for my mum, who's staying with us: lock the side door please",
        {"door": "side"},
        "on behalf of: framing only, the door and the action are the same",
    ),
    hit(PV, "would you be able to lock the shed door?", {"door": "shed"}),
    miss(ACT, "let the plumber in — unlock the back door", "unlock is another tool"),
    miss(QUEST, "did anyone remember to lock the back door?", "asks about state"),
    miss(TIME, "lock the back door at half ten tonight"),
    miss(TIME, "if the dog gets out again, lock the back door", "a condition"),
    miss(NEG, "no need to lock the back door, I'm only nipping out for a sec"),
)

CASES += group(
    plan("switch the porch lights off", "home.lights_off", {"room": "porch"}),
    hit(PARA, "I'd like the porch lights off now", note="'now' changes nothing"),
    hit(PV, "the landing lights can go off", {"room": "landing"}),
    hit(VALUE, "switch the conservatory lights off", {"room": "conservatory"}),
    hit(PV, "kill the lights in the snug", {"room": "snug"}, "regional room name, as typed"),
    miss(ACT, "porch lights back on please", "lights_on is another tool"),
    miss(TIME, "switch off the porch lights in 10 minutes"),
    miss(NEG, "leave the porch lights on tonight, we've got guests coming"),
)

CASES += group(
    plan("set the thermostat to 21 degrees", "home.set_thermostat", {"temperature": 21}),
    hit(PV, "could the heating go up to 22?", {"temperature": 22}, "the heating = thermostat"),
    hit(
        PV,
        "So the boiler guy finally came round this morning, what a saga. Thermostat to 20 please.",
        {"temperature": 20},
    ),
    hit(PV, "pop the thermostat to nineteen and a half", {"temperature": 19.5}),
    hit(PV, "I'd like the flat at 23 degrees", {"temperature": 23}),
    hit(VALUE, "set the thermostat to 18 degrees", {"temperature": 18}),
    miss(UNCARRY, "set the thermostat to 70°F", "needs converting to the plan's scale"),
    miss(UNCARRY, "raise the temperature by two degrees", "derived from the current setting"),
    miss(UNCARRY, "set the thermostat on the top floor to 20", "a zone: no argument in the plan"),
    miss(TIME, "if it drops below 15 outside, put the thermostat on 22", "a condition"),
    miss(ACT, "switch the thermostat to eco mode", "set_thermostat_mode"),
)

CASES += group(
    plan("arm the alarm in away mode", "home.arm_alarm", {"mode": "away"}),
    hit(SLOT, "night mode on the alarm, please", {"mode": "night"}),
    hit(SLOT, "we're all in now, arm the security system on home mode", {"mode": "home"}),
    hit(PARA, "the alarm needs arming, away mode — we're off to the airport"),
    hit(PARA, "could the security system be armed? away mode please"),
    miss(ACT, "the cleaner's here, switch the alarm off", "disarm is another tool"),
    miss(UNCARRY, "arm the security system please", "no mode"),
    miss(TIME, "arm the alarm in away mode as soon as we've left"),
    miss(QUEST, "what would happen if I armed the alarm with the dog inside?"),
)

CASES += group(
    plan("open the bedroom blinds to 80%", "home.set_blinds", {"room": "bedroom", "position": 80}),
    hit(PV, "lower the study blinds to 30%", {"room": "study", "position": 30}),
    hit(PV, "raise the kitchen blinds all the way", {"room": "kitchen", "position": 100}),
    hit(PV, "close the bedroom blinds fully", {"position": 0}),
    hit(PV, "the nursery blinds should be half open", {"room": "nursery", "position": 50}),
    hit(VALUE, "open the lounge blinds to 60%", {"room": "lounge", "position": 60}),
    miss(UNCARRY, "raise the bedroom blinds a little", "no value"),
    miss(TIME, "if it gets sunny, lower the bedroom blinds to 20%", "a condition"),
)

CASES += group(
    plan("switch the kettle plug on", "home.set_plug", {"plug": "kettle", "on": True}),
    hit(SLOT, "switch the kettle plug off", {"on": False}),
    hit(PV, "fire up the coffee machine plug", {"plug": "coffee machine"}),
    hit(PV, "the dehumidifier needs switching on", {"plug": "dehumidifier"}),
    hit(PV, "cut the power to the telly", {"plug": "telly", "on": False}),
    miss(TIME, "switch the slow cooker plug on tomorrow at 9am"),
    miss(NEG, "please don't switch the kettle on yet"),
    miss(QUEST, "hang on, did I leave the iron plugged in and switched on?"),
)

CASES += group(
    plan(
        "make the bedroom lights warm white",
        "home.set_light_color",
        {"room": "bedroom", "color": "warm white"},
    ),
    hit(
        PV,
        "change the colour of the lounge lights to amber",
        {"room": "lounge", "color": "amber"},
    ),
    hit(PV, "I'd like the bedroom lights a soft pink colour", {"color": "soft pink"}),
    hit(VALUE, "make the hallway lights cool white", {"room": "hallway", "color": "cool white"}),
    miss(UNCARRY, "make the bedroom lights a bit warmer", "no value"),
    miss(UNCARRY, "set the bedroom lights to my favourite colour", "looked up"),
    miss(TIME, "every evening at sunset, make the bedroom lights warm white"),
)

CASES += group(
    plan(
        "lock the front door and arm the alarm in away mode",
        [("home.lock_door", {"door": "front"}), ("home.arm_alarm", {"mode": "away"})],
    ),
    hit(PARA, "we're off — front door locked and alarm on away, please"),
    hit(
        PV,
        "lock the garden door and set the alarm to night mode",
        [{"door": "garden"}, {"mode": "night"}],
    ),
    hit(
        VALUE,
        "lock the basement door and arm the alarm in home mode",
        [{"door": "basement"}, {"mode": "home"}],
    ),
    miss(ACT, "just arm the alarm in away mode, the door's fine", "one step of the two"),
    miss(TIME, "lock the front door and arm away mode at 10pm"),
    miss(UNCARRY, "lock the front door and arm the alarm", "no alarm mode"),
)

# ------------------------------------------------------------- single: money

CASES += group(
    plan(
        "send Marco 40 EUR",
        "pay.send_money",
        {"recipient": "Marco", "amount": 40, "currency": "EUR"},
    ),
    hit(PV, "a transfer of 35 EUR to Ines, if you would", {"recipient": "Ines", "amount": 35}),
    hit(
        PV,
        "send Callum fifty quid",
        {"recipient": "Callum", "amount": 50, "currency": "GBP"},
        "quid -> GBP, number in words",
    ),
    hit(PV, "transfer forty-five euros to Marco", {"amount": 45}),
    hit(
        PV,
        "Dani covered my concert ticket last week and I keep forgetting. Send her 62 EUR now.",
        {"recipient": "Dani", "amount": 62},
    ),
    hit(VALUE, "send Ottavio 75 EUR", {"recipient": "Ottavio", "amount": 75}),
    hit(PARA, "once more, please: 40 EUR to Marco", note="repetition with every value stated"),
    miss(ACT, "request 40 EUR from Marco", "request_money"),
    miss(UNCARRY, "send Marco 40 EUR on behalf of Priya", "another payer: no argument"),
    miss(UNCARRY, "send Marco a couple of quid", "vague amount"),
    miss(UNCARRY, "same as last time but to Greta", "amount and currency left to history"),
    miss(TIME, "send Marco 40 EUR every Friday"),
)

CASES += group(
    plan("cancel order R-7182", "shop.cancel_order", {"order_id": "R-7182"}),
    hit(PV, "cancellation of order R-5093, please", {"order_id": "R-5093"}),
    hit(PV, "I'd like order R-2261 cancelled", {"order_id": "R-2261"}),
    hit(PV, "nix order R-3307, I bought it twice by mistake", {"order_id": "R-3307"}),
    hit(VALUE, "cancel order R-9914", {"order_id": "R-9914"}),
    miss(ACT, "return order R-7182, it came broken", "return_item"),
    miss(QUEST, "where's order R-7182 got to?"),
    miss(TIME, "cancel order R-7182 if it hasn't shipped by Friday"),
    miss(NEG, "hold off on cancelling R-7182 for now"),
)

CASES += group(
    plan("buy 10 shares of AAPL", "trade.buy", {"symbol": "AAPL", "quantity": 10}),
    hit(PV, "purchase 15 NVDA", {"symbol": "NVDA", "quantity": 15}),
    hit(PV, "acquire twenty-five shares of MSFT for me", {"symbol": "MSFT", "quantity": 25}),
    hit(PV, "a purchase of 8 AMD shares, please", {"symbol": "AMD", "quantity": 8}),
    hit(VALUE, "buy 12 shares of TSLA", {"symbol": "TSLA", "quantity": 12}),
    hit(PV, "pick up 5 more GOOG shares", {"symbol": "GOOG", "quantity": 5}, "5 more = buy 5"),
    miss(ACT, "rather sell 10 shares of AAPL, actually"),
    miss(QUEST, "what happens to my cash balance if I buy 10 AAPL?"),
    miss(
        UNCARRY,
        "buy 10 AAPL, but only at 180 or lower",
        "a limit price: no argument in the plan",
    ),
    miss(UNCARRY, "buy 1000 dollars' worth of AAPL", "quantity derived from a price"),
    miss(TIME, "buy 10 AAPL when the market opens"),
)

CASES += group(
    plan(
        "ask Jonah to pay me 25 EUR",
        "pay.request_money",
        {"payer": "Jonah", "amount": 25, "currency": "EUR"},
    ),
    hit(PV, "request 30 quid from Hattie", {"payer": "Hattie", "amount": 30, "currency": "GBP"}),
    hit(PV, "chase Nadia for twelve euros fifty", {"payer": "Nadia", "amount": 12.5}),
    hit(VALUE, "ask Suvi to pay me 18 EUR", {"payer": "Suvi", "amount": 18}),
    miss(ACT, "send Jonah 25 EUR"),
    miss(UNCARRY, "ask Jonah for his half of the 50 EUR dinner", "derived amount"),
    miss(UNCARRY, "request 25 EUR from Jonah for the cinema tickets", "a note: no argument"),
)

CASES += group(
    plan("freeze the card ending in 4417", "pay.freeze_card", {"card_last4": "4417"}),
    hit(
        PV,
        "the card ending 2290 needs freezing — I think it's been skimmed",
        {"card_last4": "2290"},
    ),
    hit(PV, "block card ending eight-one-zero-two", {"card_last4": "8102"}),
    hit(VALUE, "freeze the card ending in 5078", {"card_last4": "5078"}),
    miss(ACT, "unfreeze card 4417, found it in my coat pocket"),
    miss(ACT, "cancel card 4417 for good", "cancelling is not a temporary block"),
    miss(TIME, "freeze card 4417 if there's another charge from abroad"),
)

CASES += group(
    plan(
        "approve expense report 2210",
        "hr.review_expense",
        {"report_id": 2210, "verdict": "approve"},
    ),
    hit(SLOT, "reject expense report 2210", {"verdict": "reject"}),
    hit(PV, "expense report 3047 gets a yes from me", {"report_id": 3047}),
    hit(PV, "expense claim 3188 should be turned down", {"report_id": 3188, "verdict": "reject"}),
    hit(VALUE, "approve expense report 2975", {"report_id": 2975}),
    miss(UNCARRY, "reject expense 2210 with the comment 'missing receipt'", "a comment"),
    miss(UNCARRY, "approve expense 2210 on behalf of my manager", "another approver"),
    miss(QUEST, "has expense report 2210 been approved yet?"),
)

# ------------------------------------------------------------ single: devops

CASES += group(
    plan("stop the instance web-14", "cloud.stop_instance", {"instance": "web-14"}),
    hit(PV, "shut down build-agent-3", {"instance": "build-agent-3"}),
    hit(PV, "web-22 can be shut down now", {"instance": "web-22"}),
    hit(
        PV,
        "Load test is done, thanks all. Power down loadgen-5 please.",
        {"instance": "loadgen-5"},
    ),
    hit(VALUE, "stop the instance etl-7", {"instance": "etl-7"}),
    miss(ACT, "terminate web-14, we don't need it any more", "terminating destroys the VM"),
    miss(ACT, "pause web-14", "suspending keeps memory: another action"),
    miss(TIME, "stop web-14 as soon as the batch job finishes"),
    miss(QUEST, "is web-14 still running?"),
    miss(NEG, "don't stop web-14, people are still on it"),
)

CASES += group(
    plan(
        "put the storefront into maintenance mode",
        "cloud.set_maintenance_mode",
        {"service": "storefront", "enabled": True},
    ),
    hit(SLOT, "take the storefront out of maintenance mode", {"enabled": False}),
    hit(PV, "maintenance page on for partner-portal, please", {"service": "partner-portal"}),
    hit(
        PV,
        "partner-portal can come out of maintenance now",
        {"service": "partner-portal", "enabled": False},
    ),
    miss(TIME, "put the storefront into maintenance mode from 2am to 4am"),
    miss(QUEST, "is the storefront in maintenance mode?"),
)

CASES += group(
    plan(
        "deploy ledger v4.2.0 to prod",
        "cloud.deploy",
        {"service": "ledger", "version": "v4.2.0", "environment": "prod"},
    ),
    hit(PV, "ship ledger v4.2.1 to prod", {"version": "v4.2.1"}),
    hit(
        PV,
        "could v1.8.3 of gateway go out to staging?",
        {"service": "gateway", "version": "v1.8.3", "environment": "staging"},
    ),
    hit(
        VALUE,
        "deploy ratings v0.9.4 to prod",
        {"service": "ratings", "version": "v0.9.4"},
    ),
    hit(
        PV,
        "Release notes are signed off, finally. Anyway — push ledger v4.3.0 to prod.",
        {"version": "v4.3.0"},
    ),
    miss(TIME, "deploy ledger v4.2.0 to prod as soon as the build passes"),
    miss(UNCARRY, "deploy the latest ledger to prod", "version looked up"),
    miss(UNCARRY, "deploy ledger v4.2.0", "no environment"),
    miss(UNCARRY, "same as last time but to staging", "service and version left to history"),
)

CASES += group(
    plan(
        "scale ingest to 4 replicas in prod",
        "cloud.scale_service",
        {"service": "ingest", "replicas": 4, "environment": "prod"},
    ),
    hit(PV, "bump ingest up to 6 replicas in prod", {"replicas": 6}),
    hit(PV, "scale down ingest in prod to 2 replicas", {"replicas": 2}),
    hit(
        VALUE,
        "scale thumbnailer to 3 replicas in prod",
        {"service": "thumbnailer", "replicas": 3},
    ),
    miss(UNCARRY, "add two more replicas to ingest in prod", "derived"),
    miss(UNCARRY, "scale ingest to 4 replicas", "no environment"),
    miss(TIME, "scale ingest to 10 replicas in prod during Friday's sale"),
)

CASES += group(
    plan("back up the payroll database", "db.create_backup", {"database": "payroll"}),
    hit(PV, "a fresh backup of the billing-ledger db, please", {"database": "billing-ledger"}),
    hit(PARA, "payroll needs backing up again", note="'again' with the value stated"),
    miss(TIME, "back up the payroll database every Monday"),
    miss(ACT, "export the payroll database to CSV", "export is not a backup"),
    miss(UNREL, "what's the capital of Mongolia?"),
)

CASES += group(
    plan(
        "merge acme/portal#57 and delete its branch feat/sso",
        [
            ("gh.merge_pr", {"repo": "acme/portal", "number": 57}),
            ("gh.delete_branch", {"repo": "acme/portal", "branch": "feat/sso"}),
        ],
    ),
    hit(
        PV,
        "merge acme/portal#61 then get rid of the feat/audit-log branch",
        [{"number": 61}, {"branch": "feat/audit-log"}],
    ),
    hit(
        VALUE,
        "merge acme/billing#12 and delete its branch fix/rounding",
        [
            {"repo": "acme/billing", "number": 12},
            {"repo": "acme/billing", "branch": "fix/rounding"},
        ],
    ),
    miss(ACT, "merge acme/portal#57 but keep the branch", "one step of the two"),
    miss(UNCARRY, "merge acme/portal#57 and delete its branch", "branch name looked up"),
    miss(UNCARRY, "squash-merge acme/portal#57 and delete feat/sso", "merge method: no argument"),
    miss(TIME, "merge acme/portal#57 and delete feat/sso once CI is green"),
)

CASES += group(
    plan(
        "post 'Office closed Friday' in #general and pin it",
        [
            ("chat.post_message", {"channel": "#general", "text": "Office closed Friday"}),
            ("chat.pin_last_message", {"channel": "#general"}),
        ],
    ),
    hit(
        VALUE,
        "post 'Fire drill at 11' in #ldn-office and pin it",
        [{"channel": "#ldn-office", "text": "Fire drill at 11"}, {"channel": "#ldn-office"}],
    ),
    hit(
        PV,
        "in #volunteers, a pinned post saying 'Sign-up sheet is live', please",
        [{"channel": "#volunteers", "text": "Sign-up sheet is live"}, {"channel": "#volunteers"}],
    ),
    miss(ACT, "post 'Office closed Friday' in #general, no need to pin it", "one step"),
    miss(TIME, "post 'Office closed Friday' in #general on Thursday evening and pin it"),
)

CASES += group(
    plan(
        "grant the editor role to lena@corp.io",
        "iam.grant_role",
        {"user": "lena@corp.io", "role": "editor"},
    ),
    hit(PV, "promote sam@corp.io to admin", {"user": "sam@corp.io", "role": "admin"}),
    hit(
        PV,
        "as admin, give jo@corp.io the viewer role",
        {"user": "jo@corp.io", "role": "viewer"},
        "'as admin' is framing: the grant is the same",
    ),
    hit(
        VALUE,
        "grant the auditor role to paul@corp.io",
        {"user": "paul@corp.io", "role": "auditor"},
    ),
    miss(ACT, "demote lena@corp.io from editor", "revoke_role"),
    miss(UNCARRY, "grant lena@corp.io editor until Friday", "an expiry: no argument"),
)

CASES += group(
    plan("star the repo pallets/flask", "gh.star_repo", {"repo": "pallets/flask"}),
    hit(PV, "give tokio-rs/tokio a star from me", {"repo": "tokio-rs/tokio"}),
    miss(ACT, "unstar pallets/flask"),
    miss(ACT, "subscribe to pallets/flask", "watch_repo"),
    miss(UNREL, "translate 'good morning' into Welsh for me"),
)

CASES += group(
    plan(
        "set ticket 812 to high priority",
        "tickets.set_priority",
        {"ticket_id": 812, "priority": "high"},
    ),
    hit(PV, "raise ticket 930 to urgent", {"ticket_id": 930, "priority": "urgent"}),
    hit(SLOT, "lower the priority of ticket 812 to normal", {"priority": "normal"}),
    hit(SLOT, "ticket 812 — make it low priority", {"priority": "low"}),
    miss(UNCARRY, "bump ticket 812 up a level", "derived"),
    miss(ACT, "assign ticket 812 to Farah"),
)

# ---------------------------------------------------------- single: mail, chat

CASES += group(
    plan(
        "archive the emails from news@digest.io",
        "email.archive_from",
        {"sender": "news@digest.io"},
    ),
    hit(
        PV,
        "archive everything newsletter@brightside.co has sent me",
        {"sender": "newsletter@brightside.co"},
    ),
    hit(PV, "emails from orders@kiosk.shop can be archived", {"sender": "orders@kiosk.shop"}),
    hit(VALUE, "archive the emails from promo@gearhub.com", {"sender": "promo@gearhub.com"}),
    miss(ACT, "delete the emails from news@digest.io", "deleting is not archiving"),
    miss(ACT, "restore the archived mails from news@digest.io", "unarchive_from"),
    miss(OBJ, "archive the #alumni channel"),
)

CASES += group(
    plan(
        "email jo@studio.dk saying the proofs are ready",
        "email.send",
        {"to": "jo@studio.dk", "body": "the proofs are ready"},
    ),
    hit(
        PV,
        "drop a line to kai@loom.io: the invoice went out today",
        {"to": "kai@loom.io", "body": "the invoice went out today"},
    ),
    hit(
        PV,
        "send an email to mila@harbour.no that the cheque has been posted",
        {"to": "mila@harbour.no", "body": "the cheque has been posted"},
    ),
    hit(
        PV,
        "gonna need you to email jo@studio.dk: the proofs are late",
        {"body": "the proofs are late"},
    ),
    miss(TIME, "email jo@studio.dk tomorrow at 9am saying the proofs are ready"),
    miss(ACT, "save a draft to jo@studio.dk saying the proofs are ready"),
    miss(UNCARRY, "email the printer that the proofs are ready", "address looked up"),
)

CASES += group(
    plan("mute #watercooler", "chat.mute_channel", {"channel": "#watercooler"}),
    hit(PV, "could #memes be muted?", {"channel": "#memes"}),
    hit(PV, "silence the #standup-bots channel for me", {"channel": "#standup-bots"}),
    hit(PARA, "#watercooler is way too noisy, mute it"),
    miss(UNCARRY, "mute #memes for 3 hours", "a duration: no argument in the plan"),
    miss(ACT, "leave #watercooler", "leaving is not muting"),
    miss(OBJ, "mute the doorbell"),
)

CASES += group(
    plan("follow @marisol_bakes", "social.follow", {"handle": "@marisol_bakes"}),
    hit(PV, "give @kiln_and_clay a follow", {"handle": "@kiln_and_clay"}),
    hit(VALUE, "follow @trailrunner.jo", {"handle": "@trailrunner.jo"}),
    miss(ACT, "unfollow @marisol_bakes, she only posts adverts now"),
    miss(TIME, "follow @marisol_bakes back if she follows me", "a condition"),
)

CASES += group(
    plan("mark 'renew the car tax' as done", "tasks.complete", {"title": "renew the car tax"}),
    hit(PV, "'book the MOT' is done, tick it off", {"title": "book the MOT"}),
    hit(PV, "tick off hoover the stairs", {"title": "hoover the stairs"}),
    miss(ACT, "mark 'renew the car tax' as not done after all", "tasks.reopen"),
    miss(UNREL, "tell me a joke about puffins"),
)

# ----------------------------------------------------- single: shop and music

CASES += group(
    plan(
        "add 2 bags of oat flour to the cart",
        "shop.add_to_cart",
        {"product": "oat flour", "quantity": 2},
    ),
    hit(PV, "pop 3 tins of chickpeas into the cart", {"product": "chickpeas", "quantity": 3}),
    hit(PV, "stick four rolls of bin bags in the basket", {"product": "bin bags", "quantity": 4}),
    hit(VALUE, "add 5 bags of rye flour to the cart", {"product": "rye flour", "quantity": 5}),
    miss(UNCARRY, "add a dozen eggs to the cart", "12 eggs or 12 boxes of eggs"),
    miss(UNCARRY, "add 2 kg of oat flour to the cart", "kilograms are not a count of bags"),
    miss(ACT, "take the oat flour out of the cart"),
    miss(OBJ, "add 2 bags of oat flour to my shopping list", "a list, not the cart"),
)

CASES += group(
    plan("set the volume to 30", "music.set_volume", {"level": 30}),
    hit(PV, "volume up to 55 please", {"level": 55}),
    hit(PV, "turn the music down to twenty", {"level": 20}),
    hit(PV, "could the volume go to 65%?", {"level": 65}),
    hit(VALUE, "set the volume to 85", {"level": 85}),
    miss(UNCARRY, "halve the volume", "derived"),
    miss(OBJ, "set the ringer volume on my phone to 30"),
    miss(TIME, "lower the volume to 15 at 10pm"),
)

# ------------------------------------------------- single: time-taking tools

CASES += group(
    plan(
        "remind me at 5pm today to call the garage",
        "reminders.create",
        {"text": "call the garage", "at": "2025-06-11T17:00:00"},
    ),
    hit(
        PV,
        "in 10 minutes, remind me to take the bread out",
        {"text": "take the bread out", "at": "2025-06-11T14:40:00"},
        "the reminder tool takes the time",
    ),
    hit(
        PV,
        "gimme a nudge tomorrow at 9am to ring the dentist",
        {"text": "ring the dentist", "at": "2025-06-12T09:00:00"},
    ),
    hit(
        PV,
        "on the third of July at twenty past six in the evening, remind me to post Gran's card",
        {"text": "post Gran's card", "at": "2025-07-03T18:20:00"},
    ),
    hit(
        PV,
        "remind me on Friday at half five in the afternoon to collect the dry cleaning",
        {"text": "collect the dry cleaning", "at": "2025-06-13T17:30:00"},
        "half five = 17:30 with 'in the afternoon'",
    ),
    hit(
        VALUE,
        "remind me at 6pm today to water the tomatoes",
        {"text": "water the tomatoes", "at": "2025-06-11T18:00:00"},
    ),
    miss(UNCARRY, "remind me later to call the garage", "no time"),
    miss(TIME, "remind me every Monday at 8am to put the bins out", "a recurrence"),
    miss(TIME, "remind me to call the garage when I get home", "a trigger, not a time"),
    miss(UNCARRY, "remind my manager at 4pm to sign the budget", "the reminder would be mine"),
)

CASES += group(
    plan(
        "put 'dentist' on my calendar for Friday at 10am",
        "calendar.create_event",
        {"title": "dentist", "start": "Friday at 10am"},
    ),
    hit(
        PV,
        "add 'school run' to the calendar Monday at 8:15",
        {"title": "school run", "start": "Monday at 8:15"},
    ),
    hit(
        PV,
        "the book club needs to go in my diary for Thursday at 7pm",
        {"title": "book club", "start": "Thursday at 7pm"},
    ),
    hit(
        VALUE,
        "put 'haircut' on my calendar for Saturday at 11am",
        {"title": "haircut", "start": "Saturday at 11am"},
    ),
    miss(UNCARRY, "book a 1-hour slot called 'deep work' tomorrow at 9am", "a duration"),
    miss(TIME, "put 'yoga' in my calendar every Tuesday at 6pm", "a recurrence"),
    miss(UNCARRY, "invite Ola to 'design jam' on Friday at 2pm", "attendees: no argument"),
)

CASES += group(
    plan(
        "book Pepper a vet appointment on Monday",
        "vet.book_appointment",
        {"pet": "Pepper", "day": "Monday"},
    ),
    hit(
        PV,
        "get Juniper in at the vet on the third of July",
        {"pet": "Juniper", "day": "the third of July"},
        "a day in a free-text field, as typed",
    ),
    hit(
        PV,
        "Biscotti's due a check-up at the vet — Thursday works",
        {"pet": "Biscotti", "day": "Thursday"},
    ),
    hit(VALUE, "book Olive a vet appointment on Wednesday", {"pet": "Olive", "day": "Wednesday"}),
    miss(UNCARRY, "book Pepper in at the vet Monday at 10am", "a time of day: no argument"),
    miss(OBJ, "book Pepper in at the groomer on Monday"),
)

CASES += group(
    plan(
        "book a hotel in Porto for 3 nights from July 4",
        "travel.book_hotel",
        {"city": "Porto", "check_in": "July 4", "nights": 3},
    ),
    hit(
        PV,
        "a room in Ghent, five nights from the ninth of August",
        {"city": "Ghent", "check_in": "the ninth of August", "nights": 5},
    ),
    hit(
        PV,
        "could you sort me a hotel in Bath from Sept 12 for 2 nights?",
        {"city": "Bath", "check_in": "Sept 12", "nights": 2},
    ),
    miss(UNCARRY, "book a hotel in Porto for a fortnight from July 4", "fortnight -> nights"),
    miss(UNCARRY, "hotel in Porto, 3 nights from July 4, for 2 guests", "guests: no argument"),
    miss(UNCARRY, "book a hotel in Porto from July 4 to July 7", "nights computed from dates"),
)

CASES += group(
    plan(
        "set my status to 'heads down' for 45 minutes",
        "chat.set_status",
        {"text": "heads down", "minutes": 45},
    ),
    hit(
        PV,
        "status 'at the dentist' for the next 90 minutes",
        {"text": "at the dentist", "minutes": 90},
    ),
    hit(PV, "forty-five minutes of 'on a call' as my status, please", {"text": "on a call"}),
    miss(UNCARRY, "set my status to 'in workshops' for 2 hours", "hours -> minutes"),
    miss(UNCARRY, "set my status to 'lunch' until 2pm", "minutes computed from a clock time"),
    miss(ACT, "wipe my status, I'm back"),
)

CASES += group(
    plan(
        "request vacation from Aug 4 to Aug 8",
        "hr.request_time_off",
        {"start_date": "Aug 4", "end_date": "Aug 8", "type": "vacation"},
    ),
    hit(SLOT, "request sick leave from Aug 4 to Aug 8", {"type": "sick"}),
    hit(
        PV,
        "book me holiday from 1 Sept to 5 Sept",
        {"start_date": "1 Sept", "end_date": "5 Sept"},
        "British 'holiday' = vacation",
    ),
    hit(
        PV,
        "lemme take personal days from Oct 2 to Oct 3",
        {"start_date": "Oct 2", "end_date": "Oct 3", "type": "personal"},
    ),
    miss(UNCARRY, "book time off for my manager from Aug 4 to Aug 8", "another person's leave"),
    miss(UNCARRY, "request vacation for the first week of August", "dates derived"),
    miss(QUEST, "how much holiday have I got left this year?"),
    miss(UNREL, "how long should I boil an egg for a runny yolk?"),
)

# ------------------------------------------------------------- crowded: home
# A crowded hit's base is only a template of a workspace plan's shape (never stored); a crowded
# paraphrase replays the arguments of a workspace plan unchanged.

CASES += group(
    plan("(template) lock a door", "home.lock_door", {"door": "back"}),
    hit(PARA, "the back door could use locking, cheers"),
    hit(PV, "would you mind locking the garage door?", {"door": "garage"}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("(template) lights off in a room", "home.lights_off", {"room": "kitchen"}),
    hit(PV, "I'd like the landing lights switched off", {"room": "landing"}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) lights on at a brightness",
        "home.lights_on",
        {"room": "hallway", "brightness": 70},
    ),
    hit(
        PV,
        "So the cat knocked a plant over in the dark, again. Hallway lights on at 40%, please.",
        {"brightness": 40},
    ),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("(template) set the thermostat", "home.set_thermostat", {"temperature": 19}),
    hit(PV, "thermostat to twenty-two, if you would", {"temperature": 22}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("(template) switch a plug", "home.set_plug", {"plug": "space heater", "on": True}),
    hit(PARA, "fire up the space heater"),
    hit(PV, "the coffee maker can be switched on", {"plug": "coffee maker"}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("(template) arm the alarm", "home.arm_alarm", {"mode": "night"}),
    hit(PARA, "night mode for the alarm, ta"),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("(template) add to cart", "shop.add_to_cart", {"product": "paper towels", "quantity": 3}),
    hit(
        PV,
        "pop 4 packs of kitchen roll into the cart",
        {"product": "kitchen roll", "quantity": 4},
    ),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("(template) set blinds", "home.set_blinds", {"room": "office", "position": 25}),
    hit(PV, "put the blinds in the snug to 40 per cent", {"room": "snug", "position": 40}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("(template) vacuum a room", "home.start_vacuum", {"room": "office"}),
    hit(PV, "hoover the landing, would you", {"room": "landing"}, "British 'hoover' = vacuum"),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) reminder",
        "reminders.create",
        {"text": "buy milk", "at": "2025-06-11T15:30:00"},
    ),
    hit(
        PV,
        "in a quarter of an hour, remind me to check the oven",
        {"text": "check the oven", "at": "2025-06-11T14:45:00"},
    ),
    ws="home",
    in_ws=True,
)

CASES += group(
    None,
    miss(ACT, "unlock the back door for the cleaner", absent=("home.unlock_door", "home.set_lock")),
    miss(QUEST, "is the shed door locked right now, do you know?", absent=("home.get_lock_state",)),
    miss(ACT, "send the robot vacuum back to its dock", absent=("home.stop_vacuum",)),
    miss(TIME, "switch the porch lights off at midnight", "no tool takes the time"),
    miss(
        UNCARRY,
        "thermostat to 68°F, please",
        "no stored plan passes a unit; converting is computing",
        absent=(("home.set_thermostat", {"unit": "F"}),),
    ),
    miss(ACT, "take the kitchen roll out of my cart", absent=("shop.remove_from_cart",)),
    miss(ACT, "cancel Biscuit's vet appointment on Tuesday", absent=("vet.cancel_appointment",)),
    miss(ACT, "carry on playing the music", absent=("music.resume",)),
    miss(ACT, "cancel order 114-7720153", absent=("shop.cancel_order",)),
    miss(NEG, "don't turn the hallway lights off, Gran's still up"),
    ws="home",
)

# ---------------------------------------------------------- crowded: finance

CASES += group(
    plan(
        "(template) send money",
        "pay.send_money",
        {"recipient": "Tom", "amount": 20, "currency": "EUR"},
    ),
    hit(PV, "a transfer of 55 EUR to Ines, please", {"recipient": "Ines", "amount": 55}),
    hit(
        PV,
        "send Rhiannon thirty quid",
        {"recipient": "Rhiannon", "amount": 30, "currency": "GBP"},
    ),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) order",
        "trade.place_order",
        {"side": "buy", "symbol": "AMD", "quantity": 100},
    ),
    hit(PV, "acquire 15 shares of AMD", {"quantity": 15}),
    hit(PV, "offload 40 TSLA shares", {"side": "sell", "symbol": "TSLA", "quantity": 40}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan("(template) freeze a card", "pay.freeze_card", {"card_last4": "1177"}),
    hit(PARA, "could you put a freeze on card 1177?"),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) review an expense",
        "hr.review_expense",
        {"report_id": 881, "verdict": "approve"},
    ),
    hit(PV, "expense report 2046 gets a no from me", {"report_id": 2046, "verdict": "reject"}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan("(template) full refund", "pay.refund", {"order_id": "A-10293"}),
    hit(PV, "a full refund on order D-40218, please", {"order_id": "D-40218"}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan("(template) convert", "fx.convert", {"amount": 500, "from": "EUR", "to": "CHF"}),
    hit(PV, "what's forty-five Swiss francs in euros?", {"amount": 45, "from": "CHF", "to": "EUR"}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) card limit",
        "pay.set_card_limit",
        {"card_last4": "4821", "daily_limit": 1000},
    ),
    hit(PV, "cap card 4821's daily spend at 750", {"daily_limit": 750}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) split a bill",
        "pay.split_bill",
        {"amount": 60, "currency": "USD", "people": ["Priya", "Aisha"]},
    ),
    hit(
        PV,
        "split the 84 EUR dinner bill with Ines and Marco",
        {"amount": 84, "currency": "EUR", "people": ["Ines", "Marco"]},
    ),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) schedule a payment",
        "pay.schedule_payment",
        {"payee": "Comcast", "amount": 120, "currency": "EUR", "date": "next Friday"},
    ),
    hit(
        PV,
        "pay the plumber 140 quid on the third of July",
        {"payee": "the plumber", "amount": 140, "currency": "GBP", "date": "the third of July"},
        "the tool takes the date",
    ),
    ws="finance",
    in_ws=True,
)

CASES += group(
    None,
    miss(ACT, "unfreeze card 9034, it turned up down the sofa", absent=("pay.unfreeze_card",)),
    miss(ACT, "ask Tom to pay me back 35 EUR", absent=("pay.request_money",)),
    miss(ACT, "void invoice INV-2291", absent=("pay.void_invoice",)),
    miss(QUEST, "how has NVDA done over the past month?", absent=("trade.price_history",)),
    miss(TIME, "send Lena 40 EUR every month on the 1st", "a recurrence: no tool takes it"),
    miss(QUEST, "what would happen to my balance if I sold 20 MSFT?"),
    miss(UNCARRY, "send Tom 40 EUR on behalf of Priya", "another payer"),
    miss(
        UNCARRY,
        "buy 10 AAPL at a limit of 180",
        "no stored plan has a limit",
        absent=("trade.buy",),
    ),
    miss(
        UNCARRY,
        "convert 100 dollars to pounds at last Friday's rate",
        "a past rate",
        absent=("fx.historical_rate",),
    ),
    miss(NEG, "don't approve expense 881 just yet"),
    ws="finance",
)

# ----------------------------------------------------------- crowded: devops

CASES += group(
    plan("(template) stop a VM", "cloud.stop_instance", {"instance": "batch-runner"}),
    hit(PV, "shut down worker-9", {"instance": "worker-9"}),
    hit(PARA, "batch-runner can be powered down now"),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("(template) start a VM", "cloud.start_instance", {"instance": "bastion"}),
    hit(PV, "fire up ci-agent-4", {"instance": "ci-agent-4"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) deploy",
        "cloud.deploy",
        {"service": "checkout", "version": "v1.9.7", "environment": "staging"},
    ),
    hit(
        PV,
        "So the canary looked healthy all night. Anyway — roll out billing v2.5.0 to production.",
        {"service": "billing", "version": "v2.5.0", "environment": "production"},
    ),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("(template) back up a database", "db.create_backup", {"database": "orders"}),
    hit(PV, "a backup of the ledger database, please", {"database": "ledger"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("(template) grant a role", "iam.grant_role", {"user": "raj@corp.io", "role": "admin"}),
    hit(PARA, "promote raj@corp.io to admin", note="promote = grant the named role"),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) maintenance mode",
        "cloud.set_maintenance_mode",
        {"service": "checkout", "enabled": False},
    ),
    hit(PV, "search-api needs to come out of maintenance mode", {"service": "search-api"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) delete a branch",
        "gh.delete_branch",
        {"repo": "toolmem/toolmem", "branch": "wip-cache"},
    ),
    hit(PV, "nuke the wip-cache branch in acme/webapp", {"repo": "acme/webapp"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("(template) revoke a key", "iam.revoke_api_key", {"key_id": "key_0c9d77"}),
    hit(PV, "terminate API key key_77ab10", {"key_id": "key_77ab10"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("(template) require 2FA", "iam.enable_mfa", {"user": "kate@corp.io"}),
    hit(
        PV,
        "as admin, turn on two-factor for dana@corp.io",
        {"user": "dana@corp.io"},
        "'as admin' is framing",
    ),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("(template) scale", "cloud.scale_service", {"service": "checkout", "replicas": 6}),
    hit(PV, "scale checkout up to 9 replicas", {"replicas": 9}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("(template) assign a ticket", "tickets.assign", {"ticket_id": 6189, "assignee": "Luis"}),
    hit(VALUE, "give #7034 to Luis", {"ticket_id": 7034}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) review a PR",
        "gh.review_pr",
        {"repo": "toolmem/toolmem", "number": 41, "verdict": "request_changes"},
    ),
    hit(SLOT, "approve toolmem/toolmem PR 41", {"verdict": "approve"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    None,
    miss(ACT, "give web-01 a reboot", absent=("cloud.restart_instance",)),
    miss(ACT, "demote kate@corp.io from admin", absent=("iam.revoke_role", "iam.set_role")),
    miss(ACT, "take my star off rust-lang/rust", absent=("gh.unstar_repo",)),
    miss(ACT, "subscribe to acme/webapp's notifications", absent=("gh.watch_repo",)),
    miss(ACT, "bring the orders db back from backup bk-0611", absent=("db.restore_backup",)),
    miss(TIME, "deploy checkout v3.0.0 to production as soon as the build passes"),
    miss(TIME, "back up the orders database every night at 2"),
    miss(
        QUEST,
        "did checkout's production deploy succeed?",
        absent=("cloud.deployment_status",),
    ),
    miss(UNCARRY, "scale billing to twice its current replicas", "derived"),
    miss(NEG, "hold the rollback of billing on staging, it's fine now"),
    ws="devops",
)

# ----------------------------------------------------------- crowded: office

CASES += group(
    plan("(template) mute a channel", "chat.mute_channel", {"channel": "#sales"}),
    hit(PV, "could #retro be muted?", {"channel": "#retro"}),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("(template) pin", "chat.pin_last_message", {"channel": "#ops"}),
    hit(PARA, "pin the most recent message in #ops"),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("(template) archive mail", "email.archive_from", {"sender": "hr@corp.io"}),
    hit(PV, "the emails from billing@acme.io can be archived", {"sender": "billing@acme.io"}),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) schedule an email",
        "email.schedule_send",
        {"to": "hr@corp.io", "body": "lunch is on me today", "send_at": "Monday morning"},
    ),
    hit(
        PV,
        "email sam@corp.io tomorrow at 9am saying the deck is ready",
        {"to": "sam@corp.io", "body": "the deck is ready", "send_at": "tomorrow at 9am"},
        "the tool takes the time",
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) reschedule",
        "calendar.reschedule_event",
        {"title": "standup", "new_start": "Thursday at noon"},
    ),
    hit(
        PV,
        "could the budget sync be pushed to Monday at 3pm?",
        {"title": "budget sync", "new_start": "Monday at 3pm"},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("(template) accept", "calendar.accept_invite", {"title": "standup"}),
    hit(PV, "RSVP yes to the all-hands", {"title": "all-hands"}),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("(template) DM", "chat.send_dm", {"user": "Jess", "text": "lunch is on me today"}),
    hit(
        PV,
        "a DM to Priya, please: the venue's confirmed",
        {"user": "Priya", "text": "the venue's confirmed"},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) time off",
        "hr.request_time_off",
        {"start_date": "June 3", "end_date": "June 6"},
    ),
    hit(PV, "I'd like 14 July to 18 July off", {"start_date": "14 July", "end_date": "18 July"}),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("(template) review leave", "hr.review_time_off", {"request_id": 388, "verdict": "deny"}),
    hit(VALUE, "deny time-off request 455", {"request_id": 455}),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("(template) delete a file", "fs.delete_file", {"path": "report.txt"}),
    hit(PV, "nuke the file ~/Desktop/old-cv.docx", {"path": "~/Desktop/old-cv.docx"}),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan(
        "(template) book a hotel",
        "travel.book_hotel",
        {"city": "Denver", "check_in": "June 3", "nights": 5},
    ),
    hit(PV, "a room in Lisbon for four nights from June 3", {"city": "Lisbon", "nights": 4}),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("(template) status", "chat.set_status", {"text": "commuting", "minutes": 120}),
    hit(
        PV,
        "set my status to 'in the dentist's chair' for 40 minutes",
        {"text": "in the dentist's chair", "minutes": 40},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    None,
    miss(ACT, "#design can be unmuted now", absent=("chat.unmute_channel",)),
    miss(ACT, "say no to the budget sync invitation", absent=("calendar.decline_invite",)),
    miss(ACT, "restore the archived #offsite-2024 channel", absent=("chat.unarchive_channel",)),
    miss(
        ACT,
        "delete the emails from bob@example.com",
        "deleting is not archiving",
        absent=("email.delete_from",),
    ),
    miss(ACT, "unzip backup.zip into ~/Projects/old", absent=("fs.extract",)),
    miss(TIME, "post in #general every Monday: standup notes are up", "a recurrence"),
    miss(UNCARRY, "set my status to 'offsite' for 3 hours", "hours -> minutes"),
    miss(UNCARRY, "schedule a 1-hour standup Friday at 9:30", "an hour -> minutes"),
    miss(QUEST, "how much annual leave is left for me this year?", absent=("hr.time_off_balance",)),
    miss(UNCARRY, "on behalf of Priya, RSVP yes to design review", "Priya's calendar, not mine"),
    miss(NEG, "no need to forward hr@corp.io's email to legal after all"),
    ws="office",
)
