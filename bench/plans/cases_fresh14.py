"""Plan-cache cases "fresh14": calls and logs, long messages, questions, vague amounts, jargon, deadlines,
hedges, varieties of English and statements that ask.

Who and how. Written by an independent writer (a helper session) who read only the brief, casekit.py
(whole, with cat), tools.jsonl (every tool, printed with a small Python script to a scratch file under /tmp:
id, description cut at 80 characters, parameters with types, enums and bounds; read with sed in two ranges),
the four crowded workspaces (workspaces/*.jsonl: every plan printed with a small Python script to a scratch
file, grouped by shape, with the tools each workspace never uses; read with sed and `cut -c1-250`, the
never-used lists with grep and fold), make_cases.py and check_cases.py (whole, with cat, to register this set)
and the first 250 lines of cases_fresh13.py (`sed -n 1,250p`: its module docstring, its `from __future__`
line and the first line of its casekit import); not the cache's code, documentation, tests, examples, README
or pyproject.toml, nor bench/plans/README.md or any other bench script, nor the body of any other case set (no
grep over them either), nor anything under /work/exp other than the brief; no git command; the writer never
ran the cache, the benchmark or toolmem on these cases, nor imported toolmem. The conventions below are
fresh13's, restated in full, with the decisions this set needed added.
Slips and reruns: (1) to see whether this file existed yet, the writer ran `ls bench/plans/cases_fresh14.py`
(it did not): an `ls` of one path of the repository, against the brief's "no ls". (2) The terminal cut the
printed office workspace in the middle (the output's lines 184-222, from email.block_sender to email.send with
a subject); that range was printed again with sed (scratch lines 1030-1075). (3) The first part of this file
was written with 70 cases (eight groups), over the brief's limit of 60 cases a part; its last group (10
cases) was cut off again with head before anything else ran and written once more at the start of the second
part, so the file stands as a header written together with a first part of 60 cases and six appended
parts of 59, 56, 57, 47, 46 and 46 cases.
(4) The first draft had 279 single-plan cases; before the crowded parts were written and before
make_cases.py first ran, a small script dropped 39 of them by their request (12 hits, 27 misses) to come
nearer to about 330 cases and to half hits, half misses. (5) A review script (below) found this file's stored
request "set the volume to 40" equal to a request of the home workspace; it was reworded ("put the volume at
40", and its value case "set the volume to 15" became "put the volume at 15") before make_cases.py first ran.
(6) The first run of make_cases.py (exit status 1) reported 14 requests as word for word the same as a
request of another set (its messages print this set's request and the other case's id only: fresh4-036,
fresh8-048, fresh10-019, dev-018, fresh4-116, fresh4-142, dev-168, fresh7-252, dev-368, fresh7-230,
fresh4-154, fresh6-283, fresh3-146, dev-277); all 14 were reworded keeping kind and judgement ("set the
thermostat to 68°F" -> "set the thermostat to 66°F", "sell 10 shares of AAPL" -> "sell 10 AAPL shares",
"reject expense report 2045" -> "expense report 2045: reject", "freeze my card" -> "freeze my card pls",
"turn on the porch lights at 25%" -> "turn on the garage lights at 35%", "deploy billing v2.5.0 to staging" ->
"deploy billing v2.5.1 to staging", ...); the second run (exit 1) reported two rewordings as the same as
fresh11-155 and fresh13-332 ("cancel the Porto hotel booking", "how many days off have I got left this
year?"), reworded again ("scrap my hotel booking in Porto", "how much annual leave is still left for me?");
the third run exited 0. (7) Of make_cases.py's output only the lines naming fresh14 were shown, plus `grep -c
.` line counts of the whole output (31, 19, 16); check_cases.py's output went to a scratch file of which only
the lines naming fresh14 were shown (the three table header rows, which list every set's name but no count,
cut to 60 characters), with its exit status (0) and line count; the counts below were computed from this
module. (8) The first `ruff check` (exit 1: eight lines over 120 characters; run once more with --statistics
to confirm that all eight were E501) and `ruff format --check` (exit 1; its diff showed the change) ran
before this docstring was written, and `mypy --strict` then exited 0; the docstring then replaced a one-line
placeholder, `ruff format` with the project's settings split the long calls, and ruff check, ruff format
--check, mypy --strict, make_cases.py, check_cases.py and the review script ran again, all with exit status
0; ruff check and ruff format --check were also run on make_cases.py and check_cases.py (exit 0). Three later
hand edits of this paragraph (rewording slips (3) and (8)) each left one docstring line over 120 characters
(ruff check exit 1 each time; mypy --strict, ruff format --check, make_cases.py and check_cases.py still
exited 0); the lines were rewrapped and all of them ran once more with exit status 0.
(9) Besides the allowed reading, the writer ran `source .venv/bin/activate`, `which` and
`python --version`, mkdir, head, tail, cp, grep, cut, wc, awk and sed on its own scratch files and this file, ruff,
mypy, make_cases.py and check_cases.py; and small Python scripts that printed the tools and workspaces,
registered the set in make_cases.py and check_cases.py (import, tuple and docstring lines only; "fifteen
files" became "sixteen files"), imported this module (which imports only casekit) to count its cases, dropped
the 39 cases, made the rewordings above, wrote this docstring, and read this module's cases with the
workspace files to check that no request (nor stored request) copies a workspace request, that no request
is repeated, and that a crowded hit is labelled paraphrase exactly when its steps are those of a workspace
plan. (10) Running make_cases.py rewrites every set's .jsonl from its unchanged .py source; only this file,
its .jsonl, make_cases.py and check_cases.py were edited. Every request was written for this file; a few are
modelled on the brief's examples of a voice with other values and wording ("call pay.send_money with
recipient=Priya, amount=75, currency=GBP", "can you tell me the weather in Nairobi right now?", "what's the
status of order R-7716?", "have I got anything on Friday?", "you should send Ahmed 60 USD", "you'll want to
reboot worker-7", "we need the crm db backed up", "kindly do the needful and approve expense report 2077",
"put the garage door locked please", "give me the weather of Marseille"); none is the brief's sentence.

Mix. 332 cases: 240 single-plan cases (37 stored plans of this file, four of them two-step: living room
lights off + arm the alarm in night mode, back up a database + deploy a service, block the calendar out of
office + set an auto-reply, assign a ticket + set its priority) and 92 crowded cases (home 23, finance 23,
devops 23, office 23). Each crowded hit names the workspace's own plan shape (in_ws=True; the template's
request is a placeholder, never stored; every crowded hit gives its steps whole); each crowded miss names in
``absent`` the tools that would have served it, where one exists (19 of the 46 crowded misses; nothing in the
catalogue serves a vague or computed value, a later time, a condition, a withdrawn ask, a report, a what-if,
advice or an unrelated ask, so those name none). 166 hits (paraphrase+value 120, paraphrase 21, value 17,
slot_word 8) and 166 misses (uncarriable 57, contrast_action 38, contrast_question 25, contrast_time 25,
contrast_negation 13, unrelated 6, contrast_object 2; every uncarriable case expects a miss). Single: 120
hits (paraphrase+value 94, value 12, slot_word 8, paraphrase 6), 120 misses (uncarriable 50, contrast_action
23, contrast_time 20, contrast_question 13, contrast_negation 9, unrelated 3, contrast_object 2); crowded: 46
hits (paraphrase+value 26, paraphrase 15, value 5), 46 misses (contrast_action 15, contrast_question 12,
uncarriable 7, contrast_time 5, contrast_negation 4, unrelated 3); home 12 hits and 11 misses, finance 11 and
12, devops 11 and 12, office 12 and 11.

Style. Ten voices, mixed through the set, each with hits and misses:

1. calls passed on by an agent or a program: function-call lines, tool ids or names with arguments, YAML and
   JSON ('home.lights_off(room="hallway")', "call pay.send_money with recipient=Priya, amount=75,
   currency=GBP", "cloud.restart_instance instance=web-11", "music.set_volume level=0", "email.forward
   sender=hr@corp.io to=alice@contoso.com", a YAML block "tool: home.set_blinds / room: nursery / position:
   15" (line breaks shown as /), a YAML order with side, symbol and qty, a YAML list of two calls, a JSON object naming
   cloud.deploy or tickets.set_priority, "job log: `db.create_backup database=ledger -> FAILED (disk full)`.
   Disk is cleared now, run that again."), against calls that are data ("2025-06-11 07:02:14 INFO
   home.lights_off room=study status=ok", "the audit log shows send_money(...) at 09:14 - was that me?",
   "the bot logged `chat.post_message ...` twice this morning, can you check why?", "[ERROR] ping_host
   host=docs.acme.io timeout after 5s", a pasted forwarded email), a bare JSON argument object with no tool,
   and calls of another action ('{"tool": "home.unlock_door", "door": "back"}', "music.resume()");
2. long messages (a chat paragraph, an email, a support ticket, an incident update) with the ask in the
   middle or at the end and other numbers, dates and names around it (the trip paragraph asking to send Jonas
   35 EUR, the lost wallet asking to freeze the card ending 3319, the late desk lamp R-6621, the ticket asking
   to raise 5512 to urgent, the outage asking to assign 7002 to Luis and make it urgent, the conference email
   asking for a hotel in Krakow, the dinner bill asking to split 90 EUR between Marco and Tom, the incident
   asking for maintenance mode on checkout, the CRM follow-up asking to log a call with Ana Torres), against
   long messages that ask something else (a return of R-1042, cancelling Bella's vet visit, restoring a
   deleted file);
3. questions that ask and asks that are questions: "can you tell me the weather in Nairobi right now?",
   "what's the status of order R-7716?", "have I got anything on Friday?", "is it possible to lock the side
   door?", "how about moving the retro to Monday at 4pm?", "how about you sell 15 shares of SPY?", "shall we
   merge acme/webapp#219?", "why don't you bounce api-01?", "can you tell me if api.acme.io is up?", against
   "what if you sent Marco 40 EUR?", "why did web-03 restart last night?", "can we merge PR #212 in
   acme/webapp yet?", "should I buy 10 AAPL now?", "how about Friday?", "shall we take a backup of analytics
   and then truncate events?";
4. vague and relative quantities against exact ones: "a couple of MSFT shares", "a few more replicas", "a bit
   warmer", "a bit louder", "another pack", "the rest of my euros", "half of 90 EUR", "all but one of my AMZN
   shares", "the same amount as before", "the usual dog food", "double the search replicas", "up a level",
   "by an hour", "a pair of oven gloves", "approx 40 EUR", against "a dozen shares", "twelve tins", "down to
   zero", "one night", "1k USD", "all the way";
5. jargon and abbreviations: "k8s: search in prod → 8 replicas pls", "push checkout v2.1.1 to stg", "LGTM,
   approve acme/api#91", "MR !45 in acme/infra - merge it", "need a billing db backup by COB", "ETA on order
   R-5590?", "acct card ending 2208, pls freeze ASAP", "cart: eggs, qty 3", "txn list for last week pls",
   "pls make tkt 4020 low prio", "block my cal OOO July 21 to July 25", "FYI - I approved PR #88 ...", "w/ a
   comment", "w/o running the migrations", "b/c I promised to pay him back today", "approx";
6. deadlines and times, with tools that take a time and tools that do not: "thermostat 22 ASAP pls", "email
   tom@corp.io by EOD ...", "before EOD: back up ... and then deploy ...", "scale search to 12 in prod before
   the sale starts at 8pm", "remind me at 7pm tonight to feed the fish", "schedule 65 GBP to Thames Water
   for the end of the month", against "study lights off later tonight pls", "heater plug on in a bit",
   "thermostat to 18 first thing tomorrow", "remind me by EOD ...", "remind me tonight ...", "pay the landlord
   900 EUR by the end of the month", "move the standup to later today", "transfer 60 GBP to Tom tonight";
7. hedged and softened asks: "not sure if you can, but could you mute #sales-wins?", "if it's not too much
   trouble, rotate the stripe-api-key", "no rush, but could you put NVDA on the watchlist?", "whenever you
   get a chance, start the robot vacuum in the hallway", "probably best to lock the shed door", "I guess buy
   8 GOOG then", against "I might need 3 bags of Acana, let me check the pantry first" and withdrawals
   ("freeze card 4821 - never mind, ...", "lock the patio door... actually don't, ...", "set the thermostat to
   24 - on second thought, leave it where it is", "transfer 100 USD to Jess - on second thought, leave it");
8. varieties of English: Indian English ("kindly do the needful and approve expense report 2077", "please
   prepone the design review to Thursday at 10am", "prepone the design review by an hour", "please revert to
   raj@corp.io saying ...", "kindly revert checkout on staging", "kindly intimate #finance that ...", "request
   you to reject expense 1377 at the earliest", "kindly schedule 12000 INR to Sharma ji for 5th July"),
   Australian and American slang ("gonna rain in Perth tomorrow arvo?", "chuck some Bad Bunny on", "#footy-tips
   is doing my head in, mute it", "flog 0.2 of my BTC", "crank the heat to 23", "grab us 5 bags of Acana"),
   literal translations ("please make the lights off in the guest room", "close the light of the kids' room",
   "open the light in the dining room at 45 percent", "put the garage door locked please", "put the front
   door unlocked", "give me the weather of Marseille", "how much make 300 CHF in euro?");
9. second-person and first-person plural statements: "you need to switch off the lights in the pantry",
   "you should send Ahmed 60 USD", "you'll want to reboot worker-7", "we need the crm db backed up", "we're
   going to need 10 replicas of gateway in prod", "you should DM Ken that the build is broken", against
   reports and predictions ("you locked the back door an hour ago", "you armed the alarm and switched the
   living room lights off, good", "you already paused the music", "we'll restart web-03 after the maintenance
   window", "we'll deploy auth v2.4.1 to production tomorrow morning");
10. plain value changes and paraphrases (kind value: the stored wording with other values, "put the volume
   at 15", "merge PR #57 in acme/mobile", in the crowded workspaces the wording of a workspace plan, "put 4
   packs of dish soap in the cart", "reserve a hotel in Lisbon for 3 nights starting next Friday"), and a few
   unrelated asks ("what's a good name for a goldfish?", "who won the 1998 World Cup?", "order a large
   pepperoni pizza to the office").

Kinds. value for the stored wording with other values; paraphrase for other wording with the stored
arguments (in the crowded workspaces: exactly when the steps are those of a plan of the workspace);
paraphrase+value for other wording and other values; slot_word when the only changed argument is an enum or
boolean named by its word ("on", "sell", "reject", "request changes", "urgent", "high", "personal days",
"away mode"). contrast_action for another action (another tool, even one of the same family, one step of a
two-step plan, more actions than the plan takes, or the plan's steps in an order that matters reversed);
contrast_negation for an ask not to act ("don't ...", a withdrawn ask, or one step of a two-step plan
explicitly not to be done); contrast_question for a question about state, a what-if or advice rather than an
ask (a question is a hit only when the stored tool is the lookup that answers it; in a crowded workspace a
question another tool would answer names that tool in ``absent``), and in this set also for a message that
only reports or thinks aloud (see below); contrast_time for a time, recurrence, trigger or condition against
a plan that acts at once ("later tonight", "first thing tomorrow", "at sunrise", "every weekday", "once the PR
is merged", "after finance signs off"), but a hit where the tool takes that time (a reminder's time, a
scheduled payment's date, an event's new start); contrast_object for the stored verb on another kind of
object ("mute @dana", a GitLab merge request against a GitHub pull request); unrelated for an ask with nothing
to do with the stored plans; uncarriable for a value that is missing, vague, derived, converted, a range,
ambiguous, looked up, left to history, or has no argument in the stored plan.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored plan with the
new request's values does exactly what was asked: no value dropped, none invented, none computed or looked
up; a wrong replay is a wrong action, a miss only costs a model call. Free text (names, rooms, doors without
"door", plugs, titles, messages, statuses, products without their pack word, channels with their "#",
handles with their "@", services, instances, paths) is carried as typed; currency words and signs become
codes and amounts become numbers; numbers written in words are numbers; the environment is carried as typed
("staging", "prod" and "stg" in this file's plans and requests, "production" in the devops workspace); dates
and times in free-text fields (a payment date, a check-in, leave dates, an out-of-office range, an event's
new start, a vet day, a send time) are carried as typed ("July 1", "5th July", "the end of the month",
"Thursday at 10am", "tomorrow at 9am"); the date-time of a reminder is resolved against "now", Wednesday
2025-06-11 14:30 ("at 4:45pm" -> "2025-06-11T16:45:00", "at 7pm tonight" -> "2025-06-11T19:00:00",
"tomorrow at 9:15am" -> "2025-06-12T09:15:00", "Friday at 7:30am" -> "2025-06-13T07:30:00"), while a
recurrence is contrast_time. A value in another unit than the plan's must be converted and is uncarriable
(°F for a plan without a unit, dates for a number of nights, "a week of vacation" for an end date). Values
the plan has no argument for (a subject, a comment, a review body, a merge method, an attachment, a delivery
date, a due date, a duration, a wish such as "somewhere near the river", "w/o running the migrations") and
requests lacking a value the replay would keep from the stored plan (a brightness, an environment, a
version, the kind of leave, an auto-reply message) are uncarriable. Decisions this set needed:
- Calls and data: a function-call line, a tool id or name with arguments, or a YAML or JSON block naming a
  tool, sent as the whole message or with an imperative ("call ...", "run that again"), is the ask; its
  arguments are carried like prose values ("qty" -> quantity). A call naming another action than the plan's
  is contrast_action. A bare argument object with no tool and no verb says no action: uncarriable. A call
  inside a log line, an audit entry or a question is data: a question about it is contrast_question, and a
  message that only reports (a log line, an error line, "FYI - I approved ...", a pasted forwarded email) is
  contrast_question too, as a message about state rather than an ask; a failed call quoted as the data of an
  explicit ask to run it again is the ask (a backup, safe to repeat).
- Long messages: only the asking sentence's values are carried; the other numbers, dates, names and prices
  are circumstances; an aside that says another ask is "for later" is not asked now.
- Questions: "can you tell me ...", "is it possible to ...", "could you ...?", "how about ...ing ...?", "how
  about you ...?", "shall we ...?" and "why don't you ...?" are asks; a question the stored lookup answers is
  a hit ("what's the status of order R-7716?", "have I got anything on Friday?", "is it chucking it down in
  Lisbon right now?", "anything in my diary on Saturday?"); "what if you/we ...?" is a what-if, and "why did
  ...?", "can we ... yet?" and "should I ...?" are questions: contrast_question; "how about Friday?" leaves
  the event and the time to history: uncarriable.
- Vague and relative quantities ("a couple", "a few", "a bit more", "another", "the rest", "half of",
  "all but one", "the same amount as before", "the usual", "double", "up a level", "by an hour") are
  uncarriable; "another pack" depends on the cart; exact number words are carried ("a dozen" 12, "twelve",
  "zero", "one night", "1k" 1000); "shut ... all the way" is 0, the end of the blinds' own scale (0 closed,
  100 open); "a pair of oven gloves" is one item or two: uncarriable. "approx" before a value to act on
  (money to send) leaves it undecided: uncarriable; before a lookup's amount ("approx how much is 1k USD in
  EUR?") it only qualifies the answer: a hit.
- Jargon is read as its words: pls, w/ (with), w/o (without), b/c (because), acct, qty, txn (transactions),
  tkt, prio, ETA (when it arrives: tracking), LGTM (approve), COB/EOD (a deadline), FYI (a report),
  k8s (context only), PR (a GitHub pull request); "MR !45" is a GitLab merge request, another kind of object
  than the GitHub pull request the plan merges: contrast_object; OOO is the calendar's out of office (against
  an HR leave request it is contrast_action), and as a status text it is carried as typed ("OOO");
  environment abbreviations are carried as typed ("prod", "stg"), as fresh13 carries "prod"; jargon inside a
  free-text value stays as typed ("the build is green w/ all tests passing").
- Deadlines and times: a deadline or urgency on a tool that acts at once ("by EOD", "by COB", "before EOD",
  "before the sale starts at 8pm", "before the patch", "ASAP", "at the earliest", "right now", "whenever you
  get a chance", "no rush") is met by acting now: a hit; a later start ("tonight", "later tonight", "in a
  bit", "first thing tomorrow", "tomorrow morning", "at 5pm", "at the open tomorrow", "at 11pm", "after the
  maintenance window") is contrast_time. With a tool that takes a time: a reminder needs a clock time, so
  "tonight", "first thing tomorrow", "in a bit" and "by EOD" are uncarriable, while "at 7pm tonight" and "at
  half past five" (17:30 today, as 5:30 am has passed) are carried; a free-text payment date carries a date
  as typed ("the end of the month", "the last day of the month"), but a deadline ("by the end of the month")
  is no payment date: uncarriable; an event's new start needs a time ("first thing tomorrow", "later today":
  uncarriable). Paying "right now" against a scheduled-payment plan is another tool (send_money):
  contrast_action.
- Hedges: "not sure if you can, but ...", "if it's not too much trouble", "no rush, but ...", "whenever you
  get a chance/sec", "probably best to ..." and "I guess ..." are asks; "I might need ..., let me check ...
  first" leaves the decision open, thinking aloud: contrast_question; a withdrawn ask ("never mind",
  "actually don't", "on second thought, leave it") is contrast_negation.
- Varieties of English: "kindly do the needful and ...", "request you to ...", "kindly ..." are asks;
  "prepone" is move earlier, a hit when the new time is stated, uncarriable when computed ("by an hour");
  "revert to X" is reply to X (email.reply, contrast_action against email.send); "kindly revert checkout on
  staging" is roll back or reply, both other actions than a deploy: contrast_action; "revert to the client"
  inside a reminder's text is carried as typed; "intimate #finance that ..." is tell #finance. Slang is read
  as meant ("bounce" restart, "flog" sell, "chuck ... on" play, "chuck the volume up to 65" set it to 65,
  "crank the heat to 23", "arvo" afternoon). Literal translations are read as meant: "make the lights off",
  "close the light" -> lights off; "open the light" -> lights on; "put the door locked/unlocked"; "give me the
  weather/forecast of X"; "how much make 300 CHF in euro?"; "make the music more quiet, volume 20" carries 20.
  "mute the music" is volume 0 or a pause: uncarriable.
- Statements: "you need to", "you really need to", "you should", "you'll want to", "we need", "we're going
  to need" and "we're gonna need" ask; "you locked ...", "you armed ...", "you already ..." report:
  contrast_question; "we'll ... on payday / after ... / tomorrow morning / next week" predict a later time:
  contrast_time. A reason given with "b/c" is circumstance, not a note, unless it is asked for as one.
- Two-step plans: both steps in other words are a hit; in the other order they are a hit only where the
  order does not matter (the out-of-office block and the auto-reply), replayed in the stored order; where it
  matters (back up before deploying) the reversed ask is contrast_action; one step alone is contrast_action;
  one step explicitly refused ("w/o the backup", "but no auto-reply this time", "but leave the living room
  lights on") is contrast_negation; two values for one argument ("Luis and Mei", "#eng and #ops") are
  uncarriable.
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

# ---------------------------------------------------------------- single-plan cases

STUDY_OFF = plan("turn off the lights in the study", "home.lights_off", {"room": "study"})
CASES += group(
    STUDY_OFF,
    hit(PV, "please make the lights off in the guest room", {"room": "guest room"}, "literal: 'make the lights off'"),
    hit(PV, "close the light of the kids' room, they're asleep", {"room": "kids' room"}, "'close the light' = off"),
    hit(PV, 'home.lights_off(room="hallway")', {"room": "hallway"}, "a call line as the whole message is the ask"),
    hit(PV, "you need to switch off the lights in the pantry", {"room": "pantry"}, "'you need to' asks"),
    miss(QUEST, "2025-06-11 07:02:14 INFO home.lights_off room=study status=ok", "a log line reports; no ask"),
    miss(TIME, "study lights off later tonight pls", "a later time against a plan that acts at once"),
)

BACK_LOCK = plan("lock the back door", "home.lock_door", {"door": "back"})
CASES += group(
    BACK_LOCK,
    hit(PV, "put the garage door locked please", {"door": "garage"}, "literal: 'put the door locked'"),
    hit(PV, "is it possible to lock the side door?", {"door": "side"}, "'is it possible to' is a polite ask"),
    hit(PARA, "you really need to lock the back door", note="'you need to' asks"),
    hit(PV, "probably best to lock the shed door", {"door": "shed"}, "a softened ask"),
    miss(QUEST, "you locked the back door an hour ago", "a report of a past action"),
    miss(NEG, "lock the patio door... actually don't, the cat's still outside", "withdrawn"),
    miss(ACT, '{"tool": "home.unlock_door", "door": "back"}', "the call names another action"),
)

THERMO = plan("set the thermostat to 21", "home.set_thermostat", {"temperature": 21})
CASES += group(
    THERMO,
    hit(VALUE, "set the thermostat to 19.5", {"temperature": 19.5}),
    hit(PV, "crank the heat to 23, it's freezing in here", {"temperature": 23}, "American slang"),
    hit(PV, "thermostat 22 ASAP pls", {"temperature": 22}, "ASAP is met by acting now"),
    miss(UNCARRY, "thermostat a bit warmer pls", "vague"),
    miss(UNCARRY, "set the thermostat to 66°F", "a unit the plan has no argument for"),
    miss(TIME, "thermostat to 18 first thing tomorrow", "a later time"),
    miss(NEG, "set the thermostat to 24 - on second thought, leave it where it is", "withdrawn"),
)

BLINDS = plan("set the bedroom blinds to 30%", "home.set_blinds", {"room": "bedroom", "position": 30})
CASES += group(
    BLINDS,
    hit(VALUE, "set the office blinds to 80%", {"room": "office", "position": 80}),
    hit(
        PV, "tool: home.set_blinds\nroom: nursery\nposition: 15", {"room": "nursery", "position": 15}, "YAML-like call"
    ),
    hit(PV, "make the blinds of the living room at 70 percent", {"room": "living room", "position": 70}, "literal"),
    hit(
        PV, "shut the study blinds all the way", {"room": "study", "position": 0}, "fully shut is 0 by the tool's scale"
    ),
    miss(UNCARRY, "bedroom blinds a bit more open pls", "vague"),
    miss(TIME, "bedroom blinds to 30% at sunrise", "a trigger time"),
    miss(QUEST, "how far open are the bedroom blinds?", "a question about state"),
)

HEATER_PLUG = plan("turn the heater plug off", "home.set_plug", {"plug": "heater", "on": False})
CASES += group(
    HEATER_PLUG,
    hit(SLOT, "turn the heater plug on", {"on": True}),
    hit(PV, "kill the power on the dehumidifier plug", {"plug": "dehumidifier"}),
    hit(PV, "make the kettle plug on", {"plug": "kettle", "on": True}, "literal"),
    hit(PV, "you should switch the iron plug off", {"plug": "iron"}, "'you should' asks"),
    miss(TIME, "heater plug on in a bit, no rush", "'in a bit' is a later time"),
    miss(NEG, "don't touch the aquarium plug", "an ask not to act"),
)

KITCHEN_ON = plan("turn on the kitchen lights at 60%", "home.lights_on", {"room": "kitchen", "brightness": 60})
CASES += group(
    KITCHEN_ON,
    hit(VALUE, "turn on the garage lights at 35%", {"room": "garage", "brightness": 35}),
    hit(PV, "open the light in the dining room at 45 percent", {"room": "dining room", "brightness": 45}, "literal"),
    hit(PV, 'lights_on {"room": "attic", "brightness": 90}', {"room": "attic", "brightness": 90}, "tool name + args"),
    miss(UNCARRY, "turn on the kitchen lights, a bit brighter than usual", "vague, left to history"),
    miss(UNCARRY, "hallway lights on pls", "no brightness; the replay would keep 60"),
    miss(UNCARRY, '{"room": "attic", "brightness": 90}', "bare arguments: no tool, no verb"),
)

MARCO = plan("send Marco 40 EUR", "pay.send_money", {"recipient": "Marco", "amount": 40, "currency": "EUR"})
CASES += group(
    MARCO,
    hit(
        PV,
        "call pay.send_money with recipient=Priya, amount=75, currency=GBP",
        {"recipient": "Priya", "amount": 75, "currency": "GBP"},
        "a function-call line is the ask",
    ),
    hit(
        PV,
        "Hi! Quick update from the trip: we got back on Sunday the 8th after 6 days in Rome, and the flat came to "
        "540 EUR in total. Jonas covered the museum tickets, so I owe him 35 EUR. Can you send Jonas 35 EUR now? "
        "Ana and I will sort the rest out later.",
        {"recipient": "Jonas", "amount": 35},
        "the ask in a chat paragraph; 8th, 6, 540 are circumstances",
    ),
    hit(PV, "you should send Ahmed 60 USD", {"recipient": "Ahmed", "amount": 60, "currency": "USD"}),
    hit(
        PV,
        "pls send Tomás 25 EUR, b/c I promised to pay him back today",
        {"recipient": "Tomás", "amount": 25},
        "the b/c clause is circumstance, not a note",
    ),
    hit(
        PV,
        "kindly transfer 500 INR to Rahul at the earliest",
        {"recipient": "Rahul", "amount": 500, "currency": "INR"},
        "Indian English; 'at the earliest' is met by acting now",
    ),
    miss(
        QUEST,
        "the audit log shows send_money(recipient=Marco, amount=40, currency=EUR) at 09:14 - was that me?",
        "the call is data in a question",
    ),
    miss(UNCARRY, "send Marco the same amount as before", "left to history"),
    miss(UNCARRY, "send Lena half of 90 EUR", "computed"),
    miss(QUEST, "what if you sent Marco 40 EUR?", "a what-if"),
    miss(UNCARRY, "send Marco approx 40 EUR", "approximate: the amount is not decided"),
)


AAPL = plan("buy 10 shares of AAPL", "trade.place_order", {"side": "buy", "symbol": "AAPL", "quantity": 10})
CASES += group(
    AAPL,
    hit(SLOT, "sell 10 AAPL shares", {"side": "sell"}),
    hit(PV, "order:\n  side: sell\n  symbol: TSLA\n  qty: 4", {"side": "sell", "symbol": "TSLA", "quantity": 4}),
    hit(PV, "buy a dozen shares of AMD", {"symbol": "AMD", "quantity": 12}, "a dozen is 12"),
    hit(PV, "I guess buy 8 GOOG then", {"symbol": "GOOG", "quantity": 8}, "a resigned ask is an ask"),
    miss(UNCARRY, "buy a couple of MSFT shares", "vague"),
    miss(UNCARRY, "sell all but one of my AMZN shares", "looked up and computed"),
    miss(QUEST, "should I buy 10 AAPL now?", "asks for advice"),
    miss(TIME, "buy 10 AAPL at the open tomorrow", "a later time"),
)

FX = plan("convert 100 EUR to USD", "fx.convert", {"amount": 100, "from": "EUR", "to": "USD"})
CASES += group(
    FX,
    hit(PV, "can you tell me what 250 GBP is in EUR?", {"amount": 250, "from": "GBP", "to": "EUR"}),
    hit(PV, "how much make 300 CHF in euro?", {"amount": 300, "from": "CHF", "to": "EUR"}, "literal translation"),
    hit(PV, "approx how much is 1k USD in EUR?", {"amount": 1000, "from": "USD", "to": "EUR"}, "1k is 1000"),
    miss(UNCARRY, "convert the rest of my euros to dollars", "looked up"),
    miss(TIME, "what was 100 EUR in USD last March?", "a past date against today's rate"),
    miss(UNREL, "how do you say 'thank you' in Portuguese?"),
)

FREEZE = plan("freeze card 4821", "pay.freeze_card", {"card_last4": "4821"})
CASES += group(
    FREEZE,
    hit(
        PV,
        "Hi team, I lost my wallet at the station around 8:40 this morning. It had my ID, about 60 EUR cash and "
        "the debit card ending in 3319. Please freeze that card right away; I'll call the bank about a "
        "replacement after lunch.",
        {"card_last4": "3319"},
        "the ask in the middle of a ticket; 8:40 and 60 are circumstances",
    ),
    hit(PV, "acct card ending 2208, pls freeze ASAP", {"card_last4": "2208"}, "jargon"),
    miss(ACT, "unfreeze card 4821, found it in my jacket", "another action"),
    miss(NEG, "freeze card 4821 - never mind, it was in my bag all along", "withdrawn"),
    miss(UNCARRY, "freeze my card pls", "no card number"),
)

LANDLORD = plan(
    "pay the landlord 900 EUR on July 1",
    "pay.schedule_payment",
    {"payee": "the landlord", "amount": 900, "currency": "EUR", "date": "July 1"},
)
CASES += group(
    LANDLORD,
    hit(VALUE, "pay the plumber 180 EUR on June 20", {"payee": "the plumber", "amount": 180, "date": "June 20"}),
    hit(
        PV,
        "schedule 65 GBP to Thames Water for the end of the month",
        {"payee": "Thames Water", "amount": 65, "currency": "GBP", "date": "the end of the month"},
        "a date, carried as typed",
    ),
    hit(
        PV,
        "kindly schedule 12000 INR to Sharma ji for 5th July",
        {"payee": "Sharma ji", "amount": 12000, "currency": "INR", "date": "5th July"},
    ),
    miss(UNCARRY, "pay the landlord 900 EUR by the end of the month", "a deadline, not a payment date"),
    miss(TIME, "pay the landlord 900 EUR on the first of each month", "a recurrence"),
    miss(ACT, "pay the landlord 900 EUR right now", "an immediate payment is send_money"),
)

WEATHER = plan("what's the weather in Lisbon", "weather.current", {"location": "Lisbon"})
CASES += group(
    WEATHER,
    hit(PV, "can you tell me the weather in Nairobi right now?", {"location": "Nairobi"}, "a question that asks"),
    hit(PV, "give me the weather of Marseille", {"location": "Marseille"}, "literal translation"),
    hit(PARA, "is it chucking it down in Lisbon right now?", note="slang; the current weather answers it"),
    miss(TIME, "what's the weather in Lisbon going to be on Saturday?", "a forecast"),
    miss(TIME, "gonna rain in Perth tomorrow arvo?", "Australian: tomorrow afternoon, a forecast"),
)

TRACK = plan("track order R-1042", "shop.track_order", {"order_id": "R-1042"})
CASES += group(
    TRACK,
    hit(PV, "what's the status of order R-7716?", {"order_id": "R-7716"}, "a question the lookup answers"),
    hit(PV, "ETA on order R-5590?", {"order_id": "R-5590"}, "jargon"),
    hit(
        PV,
        "Hello, I ordered a desk lamp on June 2 (order R-6621) and paid 8.99 EUR for 3-day shipping. It's now "
        "the 11th and nothing has shown up. Could you check where it is?",
        {"order_id": "R-6621"},
        "the ask at the end; the dates and prices are circumstances",
    ),
    miss(ACT, "cancel order R-1042 before it ships", "another action"),
    miss(
        ACT,
        "My order R-1042 arrived yesterday but the box was crushed and two of the three mugs were broken. "
        "I've attached photos. I'd like to return the whole thing and get a refund please.",
        "a return, not tracking",
    ),
)

CAL_LIST = plan("what's on my calendar tomorrow", "calendar.list_events", {"when": "tomorrow"})
CASES += group(
    CAL_LIST,
    hit(PV, "have I got anything on Friday?", {"when": "Friday"}, "a question the lookup answers"),
    hit(PARA, "what's on my plate tmrw, calendar-wise?", note="tmrw is tomorrow"),
    hit(PV, "show me next week's meetings", {"when": "next week"}),
    miss(ACT, "clear my calendar tomorrow", "another action"),
    miss(ACT, "put lunch with Dana on my calendar tomorrow", "creating an event"),
)

REMIND = plan("remind me at 6pm to call mom", "reminders.create", {"text": "call mom", "at": "2025-06-11T18:00:00"})
CASES += group(
    REMIND,
    hit(PV, "remind me at 4:45pm to move the car", {"text": "move the car", "at": "2025-06-11T16:45:00"}),
    hit(
        PV,
        "remind me tomorrow at 9:15am to book the dentist",
        {"text": "book the dentist", "at": "2025-06-12T09:15:00"},
    ),
    hit(
        PV,
        "remind me Friday at 7:30am to pick up the dry cleaning",
        {"text": "pick up the dry cleaning", "at": "2025-06-13T07:30:00"},
    ),
    hit(
        PV,
        "kindly remind me at half past five to revert to the client",
        {"text": "revert to the client", "at": "2025-06-11T17:30:00"},
        "5:30 am has passed; the text is carried as typed",
    ),
    miss(UNCARRY, "remind me by EOD to send the slides", "EOD is no clock time, and 'by' is a deadline"),
    miss(UNCARRY, "remind me tonight to take the bins out", "no clock time"),
    miss(UNCARRY, "remind me first thing tomorrow to email Priya", "no clock time"),
    miss(TIME, "remind me every weekday at 6pm to call mom", "a recurrence"),
)

RESTART = plan("restart web-03", "cloud.restart_instance", {"instance": "web-03"})
CASES += group(
    RESTART,
    hit(PV, "you'll want to reboot worker-7", {"instance": "worker-7"}, "'you'll want to' asks"),
    hit(PV, "why don't you bounce api-01?", {"instance": "api-01"}, "'why don't you' suggests: an ask"),
    hit(PV, "cloud.restart_instance instance=web-11", {"instance": "web-11"}, "tool id + argument"),
    miss(QUEST, "why did web-03 restart last night?", "a real why-question"),
    miss(TIME, "we'll restart web-03 after the maintenance window", "a prediction at a later time"),
    miss(QUEST, "web-03 kernel: Out of memory: Killed process 4411 (java)", "a pasted log line; no ask"),
    miss(TIME, "restart web-03 tonight when traffic is low", "a later time"),
)

DEPLOY = plan(
    "deploy checkout v2.1.0 to staging",
    "cloud.deploy",
    {"service": "checkout", "version": "v2.1.0", "environment": "staging"},
)
CASES += group(
    DEPLOY,
    hit(VALUE, "deploy payments v1.8.3 to staging", {"service": "payments", "version": "v1.8.3"}),
    hit(
        PV,
        "ship cart v2.2.0 to prod pls",
        {"service": "cart", "version": "v2.2.0", "environment": "prod"},
        "environment carried as typed",
    ),
    hit(PV, "push checkout v2.1.1 to stg", {"version": "v2.1.1", "environment": "stg"}, "carried as typed"),
    hit(
        PV,
        '{"tool": "cloud.deploy", "service": "ledger", "version": "v0.9.4", "environment": "staging"}',
        {"service": "ledger", "version": "v0.9.4"},
        "a JSON call naming the tool",
    ),
    miss(UNCARRY, "deploy checkout to staging now", "no version"),
    miss(ACT, "kindly revert checkout on staging", "revert: roll back or reply, both other actions"),
    miss(TIME, "deploy checkout v2.1.0 to staging once the PR is merged", "a trigger"),
    miss(UNCARRY, "deploy checkout v2.1.0 to staging w/o running the migrations", "no argument for it"),
)

SCALE = plan(
    "scale search to 4 replicas in prod",
    "cloud.scale_service",
    {"service": "search", "replicas": 4, "environment": "prod"},
)
CASES += group(
    SCALE,
    hit(VALUE, "scale ingest to 6 replicas in prod", {"service": "ingest", "replicas": 6}),
    hit(PV, "k8s: search in prod → 8 replicas pls", {"replicas": 8}, "jargon"),
    hit(PV, "we're going to need 10 replicas of gateway in prod", {"service": "gateway", "replicas": 10}),
    hit(PV, "scale search in prod down to zero", {"replicas": 0}, "zero is a number"),
    hit(
        PV,
        "scale search to 12 in prod before the sale starts at 8pm",
        {"replicas": 12},
        "a deadline met by acting now",
    ),
    miss(UNCARRY, "double the search replicas in prod", "computed"),
    miss(UNCARRY, "give search in prod a few more replicas", "vague"),
    miss(UNCARRY, "scale search to 5 replicas", "no environment; the replay would keep prod"),
)

BACKUP = plan("back up the billing database", "db.create_backup", {"database": "billing"})
CASES += group(
    BACKUP,
    hit(PV, "we need the crm db backed up", {"database": "crm"}, "'we need' asks"),
    hit(
        PV,
        "job log: `db.create_backup database=ledger -> FAILED (disk full)`. Disk is cleared now, run that again.",
        {"database": "ledger"},
        "the log line is the data of an explicit ask to run it again",
    ),
    hit(PARA, "need a billing db backup by COB", note="a deadline met by acting now"),
    miss(ACT, "restore billing from last night's backup", "another action"),
    miss(TIME, "back up the billing database nightly at 02:00", "a recurrence"),
    miss(NEG, "back up billing - actually don't, the nightly job just ran", "withdrawn"),
)

MERGE = plan("merge PR #212 in acme/webapp", "gh.merge_pr", {"repo": "acme/webapp", "number": 212})
CASES += group(
    MERGE,
    hit(VALUE, "merge PR #57 in acme/mobile", {"repo": "acme/mobile", "number": 57}),
    hit(PV, "pls merge acme/webapp PR 230 ASAP, CI is green", {"number": 230}),
    hit(PV, "shall we merge acme/webapp#219?", {"number": 219}, "'shall we' asks"),
    miss(OBJ, "MR !45 in acme/infra - merge it", "a GitLab merge request, not a GitHub PR"),
    miss(UNCARRY, "squash merge PR #212 in acme/webapp", "a merge method the plan has no argument for"),
    miss(TIME, "merge PR #212 in acme/webapp once the checks go green", "a trigger"),
    miss(QUEST, "can we merge PR #212 in acme/webapp yet?", "asks whether it is ready"),
    miss(UNREL, "explain what a rebase is in two sentences"),
)

REVIEW = plan("approve PR #88 in acme/api", "gh.review_pr", {"repo": "acme/api", "number": 88, "verdict": "approve"})
CASES += group(
    REVIEW,
    hit(SLOT, "request changes on PR #88 in acme/api", {"verdict": "request_changes"}),
    hit(PV, "LGTM, approve acme/api#91", {"number": 91}, "jargon"),
    hit(
        PV,
        "gh.review_pr repo=acme/api number=102 verdict=comment",
        {"number": 102, "verdict": "comment"},
        "tool id with arguments",
    ),
    miss(UNCARRY, "approve PR #88 in acme/api w/ a comment saying nice work", "a body the plan has no argument for"),
    miss(ACT, "merge PR #88 in acme/api", "another action"),
    miss(
        QUEST,
        "FYI - I approved PR #88 in acme/api this morning after Dana's fixes; the release goes out Thursday.",
        "a report",
    ),
)

MUTE = plan("mute #random", "chat.mute_channel", {"channel": "#random"})
CASES += group(
    MUTE,
    hit(PV, "#footy-tips is doing my head in, mute it", {"channel": "#footy-tips"}, "Australian slang"),
    hit(PV, "not sure if you can, but could you mute #sales-wins?", {"channel": "#sales-wins"}, "hedged ask"),
    miss(UNCARRY, "mute #random for a couple of hours", "vague duration; no argument in the plan"),
    miss(ACT, "unmute #random, the quiz is on", "another action"),
    miss(NEG, "mute #random... on second thought, leave it, the quiz results are coming", "withdrawn"),
    miss(OBJ, "mute @dana", "a person, not a channel"),
)

POST = plan("post in #eng: deploy finished", "chat.post_message", {"channel": "#eng", "text": "deploy finished"})
CASES += group(
    POST,
    hit(
        PV,
        "Heads up: the vendor call moved to 4pm and Omar is out until Monday. Please post in #support: phones "
        "are down until 3pm. I'll also need the Q2 numbers by Friday, but that's for later.",
        {"channel": "#support", "text": "phones are down until 3pm"},
        "the ask in the middle; 4pm, Monday and Friday belong to other sentences",
    ),
    hit(
        PV,
        "let #qa know the build is green w/ all tests passing",
        {"channel": "#qa", "text": "the build is green w/ all tests passing"},
        "message text carried as typed",
    ),
    hit(
        PV,
        "kindly intimate #finance that the server is back up",
        {"channel": "#finance", "text": "the server is back up"},
        "Indian English: intimate = inform",
    ),
    miss(ACT, "DM Priya: deploy finished", "a direct message"),
    miss(UNCARRY, "post in #eng and #ops: deploy finished", "two channels"),
    miss(
        QUEST,
        'the bot logged `chat.post_message channel=#eng text="deploy finished"` twice this morning, can you check why?',
        "the call is data in a question",
    ),
    miss(TIME, "post in #eng at 5pm: deploy finished", "a later time"),
)

EMAIL = plan(
    "email ana@corp.io saying the report is ready", "email.send", {"to": "ana@corp.io", "body": "the report is ready"}
)
CASES += group(
    EMAIL,
    hit(VALUE, "email dev@corp.io saying the build is fixed", {"to": "dev@corp.io", "body": "the build is fixed"}),
    hit(
        PV,
        "shoot an email to li@corp.io: the slides are uploaded",
        {"to": "li@corp.io", "body": "the slides are uploaded"},
    ),
    hit(
        PV,
        "email tom@corp.io by EOD saying the invoice went out",
        {"to": "tom@corp.io", "body": "the invoice went out"},
        "a deadline met by sending now",
    ),
    miss(ACT, "please revert to raj@corp.io saying the quote is approved", "Indian English revert = reply"),
    miss(UNCARRY, "email ana@corp.io with subject 'Q2' saying the report is ready", "no subject argument"),
    miss(UNCARRY, "email ana@corp.io the report w/ the numbers attached", "an attachment"),
    miss(TIME, "email ana@corp.io tomorrow morning saying the report is ready", "a later time"),
)

PRIORITY = plan("set ticket 3301 to high priority", "tickets.set_priority", {"ticket_id": 3301, "priority": "high"})
CASES += group(
    PRIORITY,
    hit(SLOT, "set ticket 3301 to urgent priority", {"priority": "urgent"}),
    hit(PV, "pls make tkt 4020 low prio", {"ticket_id": 4020, "priority": "low"}, "jargon"),
    hit(
        PV,
        "Customer Jana Novak (acct 88-2190) has been unable to log in since the 9th; she has a board demo on "
        "Friday at 10. Two agents already tried a password reset. Please raise ticket 5512 to urgent.",
        {"ticket_id": 5512, "priority": "urgent"},
        "the ask at the end of a ticket",
    ),
    miss(UNCARRY, "bump ticket 3301 up a level", "computed"),
    miss(ACT, "close ticket 3301, the customer confirmed the fix", "another action"),
)

EXPENSE = plan("approve expense report 2045", "hr.review_expense", {"report_id": 2045, "verdict": "approve"})
CASES += group(
    EXPENSE,
    hit(SLOT, "expense report 2045: reject", {"verdict": "reject"}),
    hit(PV, "kindly do the needful and approve expense report 2077", {"report_id": 2077}, "Indian English"),
    hit(PV, "could you OK expense 2101?", {"report_id": 2101}),
    miss(UNCARRY, "reject expense report 2045 with the comment 'receipt missing'", "no comment argument"),
    miss(UNCARRY, "approve the rest of my team's expense reports", "looked up"),
    miss(TIME, "approve expense report 2045 after finance signs off", "a condition"),
)

RESCHED = plan(
    "move the design review to Thursday at 3pm",
    "calendar.reschedule_event",
    {"title": "design review", "new_start": "Thursday at 3pm"},
)
CASES += group(
    RESCHED,
    hit(
        PV,
        "please prepone the design review to Thursday at 10am",
        {"new_start": "Thursday at 10am"},
        "Indian English: prepone = move earlier; the new time is stated",
    ),
    hit(VALUE, "move the budget sync to Friday at 9am", {"title": "budget sync", "new_start": "Friday at 9am"}),
    hit(PV, "how about moving the retro to Monday at 4pm?", {"title": "retro", "new_start": "Monday at 4pm"}),
    miss(UNCARRY, "prepone the design review by an hour", "computed"),
    miss(ACT, "cancel the design review on Thursday", "another action"),
    miss(UNCARRY, "how about Friday?", "no title, no time"),
    miss(UNCARRY, "move the design review to first thing tomorrow", "no clock time"),
)

LEAVE = plan(
    "request vacation from July 14 to July 18",
    "hr.request_time_off",
    {"start_date": "July 14", "end_date": "July 18", "type": "vacation"},
)
CASES += group(
    LEAVE,
    hit(SLOT, "request personal days from July 14 to July 18", {"type": "personal"}),
    hit(PV, "I need vacation Aug 4 through Aug 8", {"start_date": "Aug 4", "end_date": "Aug 8"}),
    hit(
        PV,
        "you should put in vacation for Sept 1 to Sept 5 for me",
        {"start_date": "Sept 1", "end_date": "Sept 5"},
    ),
    miss(ACT, "mark me OOO July 28 to Aug 1 on the calendar", "a calendar block, not a leave request"),
    miss(UNCARRY, "request a week of vacation starting July 14", "end date computed"),
    miss(UNCARRY, "request time off July 14 to July 18", "no kind of leave; the replay would keep vacation"),
)

CART = plan("add 2 packs of oat milk to the cart", "shop.add_to_cart", {"product": "oat milk", "quantity": 2})
CASES += group(
    CART,
    hit(PV, "cart: eggs, qty 3", {"product": "eggs", "quantity": 3}, "jargon"),
    hit(PV, "put twelve tins of chickpeas in the cart", {"product": "chickpeas", "quantity": 12}),
    miss(UNCARRY, "add another pack of oat milk", "relative to what is in the cart"),
    miss(UNCARRY, "add a pair of oven gloves to the cart", "one item or two"),
    miss(ACT, "take the oat milk out of the cart", "another action"),
)

PETFOOD = plan("order 3 bags of Acana for the dog", "vet.order_food", {"product": "Acana", "bags": 3})
CASES += group(
    PETFOOD,
    hit(VALUE, "order 2 bags of Orijen for the dog", {"product": "Orijen", "bags": 2}),
    hit(PV, "grab us 5 bags of Acana, the pup's going through it like crazy", {"bags": 5}, "American slang"),
    hit(PV, "we're gonna need 4 bags of Acana for the dog", {"bags": 4}, "'we're gonna need' asks"),
    miss(UNCARRY, "order the usual dog food", "left to history"),
    miss(QUEST, "I might need 3 bags of Acana, let me check the pantry first", "undecided: thinking aloud"),
    miss(UNCARRY, "order 3 bags of Acana for delivery on Saturday", "no delivery-date argument"),
)

VOLUME = plan("put the volume at 40", "music.set_volume", {"level": 40})
CASES += group(
    VOLUME,
    hit(VALUE, "put the volume at 15", {"level": 15}),
    hit(PV, "make the music more quiet, volume 20", {"level": 20}, "literal; the value is stated"),
    hit(PV, "chuck the volume up to 65, mate", {"level": 65}, "Australian slang"),
    hit(PV, "music.set_volume level=0", {"level": 0}, "tool id with argument"),
    miss(UNCARRY, "a bit louder pls", "vague"),
    miss(UNCARRY, "mute the music", "volume 0 or pause"),
    miss(UNREL, "what's a good name for a goldfish?"),
)

TASK = plan("add a task: renew the car insurance", "tasks.create", {"title": "renew the car insurance"})
CASES += group(
    TASK,
    hit(PV, "new to-do: book the MOT", {"title": "book the MOT"}),
    hit(PV, "we need a task for fixing the garden gate", {"title": "fixing the garden gate"}),
    hit(
        PV,
        "Mum rang - the council collects garden waste every second Tuesday, and the bins cost 45 GBP a year now. "
        "Add a task: register for garden waste collection. She'll pay me back.",
        {"title": "register for garden waste collection"},
        "the ask in the middle of a chat paragraph",
    ),
    miss(UNCARRY, "add a task to renew the car insurance by Friday", "a due date the plan has no argument for"),
    miss(ACT, "mark 'renew the car insurance' done", "another action"),
    miss(UNCARRY, "add tasks: buy stamps, call the bank", "two titles"),
)

HOTEL = plan(
    "book a hotel in Porto for 3 nights from June 20",
    "travel.book_hotel",
    {"city": "Porto", "check_in": "June 20", "nights": 3},
)
CASES += group(
    HOTEL,
    hit(
        VALUE,
        "book a hotel in Seville for 2 nights from July 3",
        {"city": "Seville", "check_in": "July 3", "nights": 2},
    ),
    hit(
        PV,
        "Hi, the conference in Krakow runs Sept 9-11 and the registration fee is 320 EUR, which the team budget "
        "covers. Ana books the flights separately. Could you book me a hotel in Krakow for 3 nights from Sept 8? "
        "Thanks, Lukas",
        {"city": "Krakow", "check_in": "Sept 8"},
        "an email with the ask at the end",
    ),
    hit(PV, "book a hotel in Ghent for one night from June 27", {"city": "Ghent", "check_in": "June 27", "nights": 1}),
    miss(UNCARRY, "book a hotel in Porto from June 20 to June 23", "dates, not a number of nights"),
    miss(UNCARRY, "book a hotel in Porto for 3 nights from June 20, somewhere near the river", "a wish"),
    miss(ACT, "scrap my hotel booking in Porto", "another action"),
)

NIGHT = plan(
    "turn off the living room lights and arm the alarm in night mode",
    [("home.lights_off", {"room": "living room"}), ("home.arm_alarm", {"mode": "night"})],
)
CASES += group(
    NIGHT,
    hit(PARA, "living room lights off + alarm on night mode"),
    hit(PV, "kill the lights in the den and arm the alarm, night mode", [{"room": "den"}, {}]),
    hit(SLOT, "turn off the living room lights and arm the alarm in away mode", [{}, {"mode": "away"}]),
    miss(ACT, "just arm the alarm in night mode", "one step of two"),
    miss(NEG, "arm the alarm in night mode but leave the living room lights on", "one step refused"),
    miss(QUEST, "you armed the alarm and switched the living room lights off, good", "a report"),
    miss(TIME, "at 11pm turn off the living room lights and arm the alarm, night mode", "a later time"),
)

RELEASE = plan(
    "back up the orders database, then deploy orders-api v3.2.0 to prod",
    [
        ("db.create_backup", {"database": "orders"}),
        ("cloud.deploy", {"service": "orders-api", "version": "v3.2.0", "environment": "prod"}),
    ],
)
CASES += group(
    RELEASE,
    hit(PV, "backup orders db then ship orders-api v3.2.1 to prod", [{}, {"version": "v3.2.1"}]),
    hit(
        PV,
        "steps:\n  - db.create_backup: {database: inventory}\n"
        "  - cloud.deploy: {service: stock-api, version: v1.4.0, environment: prod}",
        [{"database": "inventory"}, {"service": "stock-api", "version": "v1.4.0"}],
        "a YAML list of calls",
    ),
    hit(
        PV,
        "before EOD: back up the orders db and then deploy orders-api v3.3.0 to prod",
        [{}, {"version": "v3.3.0"}],
        "a deadline met by acting now",
    ),
    miss(ACT, "deploy orders-api v3.2.0 to prod, then back up orders", "reversed where the order matters"),
    miss(NEG, "deploy orders-api v3.2.0 to prod w/o the backup, we're in a hurry", "one step refused"),
    miss(UNCARRY, "back up orders then deploy orders-api to prod", "no version"),
    miss(TIME, "tonight: back up orders, then deploy orders-api v3.2.0 to prod", "a later time"),
)

OOO = plan(
    "block my calendar as out of office from Aug 4 to Aug 8 and set an auto-reply until Aug 8: I'm away this week, "
    "replies will be slow",
    [
        ("calendar.set_out_of_office", {"start_date": "Aug 4", "end_date": "Aug 8"}),
        ("email.set_auto_reply", {"message": "I'm away this week, replies will be slow", "until": "Aug 8"}),
    ],
)
CASES += group(
    OOO,
    hit(
        PV,
        "OOO Aug 18 to Aug 22 on my calendar, and auto-reply till Aug 22 saying I'm away this week, replies will "
        "be slow",
        [{"start_date": "Aug 18", "end_date": "Aug 22"}, {"until": "Aug 22"}],
        "jargon",
    ),
    hit(
        PARA,
        "set an auto-reply until Aug 8 saying I'm away this week, replies will be slow, and mark my calendar out "
        "of office Aug 4 to Aug 8",
        note="other order; it does not matter here, replayed in the stored order",
    ),
    hit(
        PV,
        "please block my calendar OOO from 1st Sept to 5th Sept and keep auto-reply till 5th Sept: On leave, "
        "please contact hr@corp.io",
        [
            {"start_date": "1st Sept", "end_date": "5th Sept"},
            {"message": "On leave, please contact hr@corp.io", "until": "5th Sept"},
        ],
    ),
    miss(UNCARRY, "OOO Aug 18 to Aug 22, with the usual auto-reply", "message left to history"),
    miss(ACT, "set an auto-reply until Aug 8: I'm away this week, replies will be slow", "one step of two"),
    miss(NEG, "block my calendar OOO Aug 4 to Aug 8 but no auto-reply this time", "one step refused"),
)

TICKET2 = plan(
    "assign ticket 5120 to Luis and set it to urgent",
    [
        ("tickets.assign", {"ticket_id": 5120, "assignee": "Luis"}),
        ("tickets.set_priority", {"ticket_id": 5120, "priority": "urgent"}),
    ],
)
CASES += group(
    TICKET2,
    hit(PV, "tkt 6033 → Mei, prio urgent", [{"ticket_id": 6033, "assignee": "Mei"}, {"ticket_id": 6033}], "jargon"),
    hit(
        PV,
        "The outage report from Acme (ticket 7002) says 40 users in their Berlin office can't reach the portal "
        "since 08:15. Luis is on call until 6. Please assign ticket 7002 to Luis and make it urgent.",
        [{"ticket_id": 7002}, {"ticket_id": 7002}],
        "the ask at the end; 40, 08:15 and 6 are circumstances",
    ),
    hit(SLOT, "assign ticket 5120 to Luis and set it to high", [{}, {"priority": "high"}]),
    miss(UNCARRY, "assign ticket 5120 to Luis and make it a bit more urgent", "vague"),
    miss(ACT, "assign ticket 5120 to Luis", "one step of two"),
    miss(UNCARRY, "assign ticket 5120 to Luis and Mei, urgent", "two assignees"),
)

# ---------------------------------------------------------------- crowded workspaces
# Each crowded hit gives its steps whole, in the shape of a plan of the workspace (in_ws=True: the template
# below is never stored); each crowded miss names in ``absent`` the tools that would have served it, if any.

TEMPLATE = plan("(template only, never stored)", "home.lights_off", {"room": "-"})

CASES += group(
    TEMPLATE,
    hit(PV, "can you tell me the weather in Kyoto?", steps=[("weather.current", {"location": "Kyoto"})]),
    hit(PARA, "make the lights off in the bathroom", steps=[("home.lights_off", {"room": "bathroom"})], note="literal"),
    hit(
        PARA,
        "give me the weather of Madrid for Saturday",
        steps=[("weather.forecast", {"location": "Madrid", "day": "Saturday"})],
        note="literal translation",
    ),
    hit(PARA, "you need to lock the patio door", steps=[("home.lock_door", {"door": "patio"})]),
    hit(
        PV,
        "home.set_blinds room=office position=60",
        steps=[("home.set_blinds", {"room": "office", "position": 60})],
        note="tool id with arguments",
    ),
    hit(
        PV,
        "remind me at 7pm tonight to feed the fish",
        steps=[("reminders.create", {"text": "feed the fish", "at": "2025-06-11T19:00:00"})],
    ),
    hit(
        VALUE,
        "put 4 packs of dish soap in the cart",
        steps=[("shop.add_to_cart", {"product": "dish soap", "quantity": 4})],
    ),
    hit(
        PV,
        "whenever you get a chance, start the robot vacuum in the hallway",
        steps=[("home.start_vacuum", {"room": "hallway"})],
        note="hedged ask; acting now meets it",
    ),
    hit(PARA, "chuck some Bad Bunny on", steps=[("music.play", {"query": "Bad Bunny"})], note="Australian slang"),
    hit(PARA, "why don't you turn the fan on?", steps=[("home.set_plug", {"plug": "fan", "on": True})]),
    hit(
        PV,
        "We're hosting eight people tonight and dinner's at 7:30. The oven's been playing up since Sunday, so it "
        "might run late. Could you switch on the dining room lights at 40%? The candles are in the second drawer "
        "if anyone asks.",
        steps=[("home.lights_on", {"room": "dining room", "brightness": 40})],
        note="the ask in the middle; eight, 7:30 and second are circumstances",
    ),
    hit(PV, "pls book Luna at the vet Thursday", steps=[("vet.book_appointment", {"pet": "Luna", "day": "Thursday"})]),
    miss(ACT, "put the front door unlocked", "literal: unlock", absent=("home.unlock_door", "home.set_lock")),
    miss(
        QUEST,
        "is the side door locked at the moment?",
        "a question about state",
        absent=("home.get_lock_state", "home.get_device_state"),
    ),
    miss(UNCARRY, "volume a bit higher pls", "vague"),
    miss(TIME, "turn off the porch lights in a bit", "a later time"),
    miss(NEG, "play some Adele... actually don't, the baby's asleep", "withdrawn"),
    miss(QUEST, "you already paused the music", "a report"),
    miss(ACT, "music.resume()", "a call to a tool no plan uses", absent=("music.resume",)),
    miss(ACT, "stop the vacuum ASAP, it's eating a sock", absent=("home.stop_vacuum",)),
    miss(
        ACT,
        "Bella's vet visit on Tuesday clashes with my dentist appointment, and the clinic charges 25 EUR for "
        "no-shows. Please cancel Bella's appointment on Tuesday; I'll rebook next week.",
        "a cancellation",
        absent=("vet.cancel_appointment",),
    ),
    miss(UNREL, "who won the 1998 World Cup?"),
    miss(QUEST, "what if you ran the movie night scene?", "a what-if"),
    ws="home",
    in_ws=True,
)

CASES += group(
    TEMPLATE,
    hit(
        PV,
        "pay.send_money(recipient='Jess', amount=55, currency='USD')",
        steps=[("pay.send_money", {"recipient": "Jess", "amount": 55, "currency": "USD"})],
        note="a function-call line is the ask",
    ),
    hit(
        PV,
        "Dinner at Nonna's came to 186 EUR for the four of us last night; I paid with my card ending 6620. Priya "
        "and Aisha have already sent their share. Can you split 90 EUR between Marco and Tom? That's what's left "
        "for the two of them.",
        steps=[("pay.split_bill", {"amount": 90, "currency": "EUR", "people": ["Marco", "Tom"]})],
        note="186, four and 6620 are circumstances",
    ),
    hit(PARA, "what's AMD trading at right now?", steps=[("trade.get_quote", {"symbol": "AMD"})]),
    hit(
        PARA,
        "request you to reject expense 1377 at the earliest",
        steps=[("hr.review_expense", {"report_id": 1377, "verdict": "reject"})],
        note="Indian English",
    ),
    hit(
        PV,
        "acct card 1177: daily limit → 1500 pls",
        steps=[("pay.set_card_limit", {"card_last4": "1177", "daily_limit": 1500})],
    ),
    hit(
        VALUE,
        "buy 75 USD worth of SOL",
        steps=[("trade.buy_crypto", {"asset": "SOL", "amount": 75, "currency": "USD"})],
    ),
    hit(PARA, "you should refund order A-11562 in full", steps=[("pay.refund", {"order_id": "A-11562"})]),
    hit(
        PV,
        "no rush, but could you put NVDA on the watchlist?",
        steps=[("trade.watchlist_add", {"symbol": "NVDA"})],
        note="hedged ask",
    ),
    hit(
        VALUE,
        "pay Comcast 120 EUR on the last day of the month",
        steps=[
            (
                "pay.schedule_payment",
                {"payee": "Comcast", "amount": 120, "currency": "EUR", "date": "the last day of the month"},
            )
        ],
        note="a payment date, carried as typed",
    ),
    hit(PARA, "txn list for last week pls", steps=[("pay.list_transactions", {"period": "last week"})], note="jargon"),
    hit(
        PV,
        "how about you sell 15 shares of SPY?",
        steps=[("trade.place_order", {"side": "sell", "symbol": "SPY", "quantity": 15})],
        note="'how about you' suggests: an ask",
    ),
    miss(QUEST, "2025-06-10 18:22 pay.send_money recipient=Tom amount=20 currency=EUR status=settled", "a log line"),
    miss(ACT, "unfreeze card 9034, it turned up", absent=("pay.unfreeze_card",)),
    miss(UNCARRY, "send Tom the rest of what I owe him", "looked up"),
    miss(ACT, "ask Ken to pay me back 30 EUR", "money the other way", absent=("pay.request_money",)),
    miss(UNCARRY, "dump half my TSLA", "looked up and computed"),
    miss(QUEST, "what was the EUR/USD rate on May 2?", "a past rate", absent=("fx.historical_rate",)),
    miss(NEG, "transfer 100 USD to Jess - on second thought, leave it", "withdrawn"),
    miss(TIME, "transfer 60 GBP to Tom tonight", "a later time"),
    miss(ACT, "flog 0.2 of my BTC", "slang: sell", absent=("trade.sell_crypto",)),
    miss(UNCARRY, "approx 200 EUR to Sam pls", "approximate"),
    miss(QUEST, "should I buy more NVDA?", "advice"),
    miss(TIME, "we'll wire Ken 60 EUR next week once the invoice clears", "a prediction with a condition"),
    ws="finance",
    in_ws=True,
)

CASES += group(
    TEMPLATE,
    hit(
        PV,
        "roll back checkout in production ASAP",
        steps=[("cloud.rollback", {"service": "checkout", "environment": "production"})],
    ),
    hit(
        PV,
        "cloud.scale_service service=billing replicas=4",
        steps=[("cloud.scale_service", {"service": "billing", "replicas": 4})],
        note="tool id with arguments",
    ),
    hit(
        PV,
        "Incident 117 update: error rate on checkout peaked at 12% around 09:40 and Fatima traced it to the new "
        "cache layer. v3.0.0-rc1 stays out of production for now. Please put checkout into maintenance mode while "
        "we patch it; I'll post the write-up later.",
        steps=[("cloud.set_maintenance_mode", {"service": "checkout", "enabled": True})],
        note="the ask near the end; 117, 12%, 09:40 and the version are circumstances",
    ),
    hit(
        PARA,
        "you'll want to stop worker-3 before the patch",
        steps=[("cloud.stop_instance", {"instance": "worker-3"})],
        note="a deadline met by acting now",
    ),
    hit(PARA, "can you tell me if api.acme.io is up?", steps=[("cloud.ping_host", {"host": "api.acme.io"})]),
    hit(
        PV,
        "pls approve the PR acme/webapp#502",
        steps=[("gh.review_pr", {"repo": "acme/webapp", "number": 502, "verdict": "approve"})],
    ),
    hit(
        PARA,
        "if it's not too much trouble, rotate the stripe-api-key",
        steps=[("cloud.rotate_secret", {"name": "stripe-api-key"})],
    ),
    hit(
        PV,
        "kindly give omar@corp.io the admin role at the earliest",
        steps=[("iam.grant_role", {"user": "omar@corp.io", "role": "admin"})],
        note="Indian English",
    ),
    hit(
        PV,
        "need the last 30m of logs for search-api, right now",
        steps=[("cloud.get_logs", {"service": "search-api", "since": "30m"})],
    ),
    hit(
        VALUE,
        "deploy billing v2.5.1 to staging",
        steps=[("cloud.deploy", {"service": "billing", "version": "v2.5.1", "environment": "staging"})],
    ),
    hit(
        PV,
        '{"tool": "tickets.set_priority", "ticket_id": 6189, "priority": "high"}',
        steps=[("tickets.set_priority", {"ticket_id": 6189, "priority": "high"})],
        note="a JSON call",
    ),
    miss(ACT, "restart web-02 pls, it's stuck", absent=("cloud.restart_instance",)),
    miss(
        QUEST,
        "what's the status of the checkout deploy on staging?",
        absent=("cloud.deployment_status",),
    ),
    miss(UNCARRY, "scale checkout to a couple more replicas", "vague and relative"),
    miss(UNCARRY, "double the billing replicas in staging", "computed"),
    miss(NEG, "rollback auth on dev - never mind, Fatima fixed it", "withdrawn"),
    miss(TIME, "we'll deploy auth v2.4.1 to production tomorrow morning", "a prediction at a later time"),
    miss(QUEST, "[ERROR] ping_host host=docs.acme.io timeout after 5s", "a pasted log line; no ask"),
    miss(ACT, "reopen ticket 6002, the customer wrote back", absent=("tickets.reopen",)),
    miss(ACT, "k8s: drop the idx_orders_status index pls", absent=("db.drop_index",)),
    miss(TIME, "merge acme/webapp#118 by EOD, but only after QA signs off", "a condition"),
    miss(
        ACT,
        "shall we take a backup of analytics and then truncate events?",
        "a second step no plan takes",
        absent=("db.truncate_table",),
    ),
    miss(UNREL, "order a large pepperoni pizza to the office"),
    ws="devops",
    in_ws=True,
)

CASES += group(
    TEMPLATE,
    hit(PARA, "anything in my diary on Saturday?", steps=[("calendar.list_events", {"when": "Saturday"})]),
    hit(
        PV,
        "please prepone the sprint planning to tomorrow at 10am",
        steps=[("calendar.reschedule_event", {"title": "sprint planning", "new_start": "tomorrow at 10am"})],
        note="Indian English",
    ),
    hit(PV, "pls set my status to OOO", steps=[("chat.set_status", {"text": "OOO"})], note="status text as typed"),
    hit(
        PV,
        "block my cal OOO July 21 to July 25",
        steps=[("calendar.set_out_of_office", {"start_date": "July 21", "end_date": "July 25"})],
    ),
    hit(
        PARA,
        "whenever you get a sec, pin the last message in #ops",
        steps=[("chat.pin_last_message", {"channel": "#ops"})],
    ),
    hit(
        PV,
        "you should DM Ken that the build is broken",
        steps=[("chat.send_dm", {"user": "Ken", "text": "the build is broken"})],
    ),
    hit(
        PV,
        "Hi, following up on our call: Globex wants to pilot with 30 seats starting in September and legal needs "
        "the MSA by the 20th. Their budget is around 40k. Could you log a call with Ana Torres: pilot with 30 "
        "seats from September? Thanks!",
        steps=[("crm.log_call", {"contact": "Ana Torres", "summary": "pilot with 30 seats from September"})],
        note="the ask at the end of an email",
    ),
    hit(
        PV,
        "email.forward sender=hr@corp.io to=alice@contoso.com",
        steps=[("email.forward", {"sender": "hr@corp.io", "to": "alice@contoso.com"})],
    ),
    hit(
        PV,
        "schedule an email to hr@corp.io for tomorrow at 9am: the server is back up",
        steps=[
            (
                "email.schedule_send",
                {"to": "hr@corp.io", "body": "the server is back up", "send_at": "tomorrow at 9am"},
            )
        ],
    ),
    hit(
        VALUE,
        "reserve a hotel in Lisbon for 3 nights starting next Friday",
        steps=[("travel.book_hotel", {"city": "Lisbon", "check_in": "next Friday", "nights": 3})],
    ),
    hit(
        PARA,
        "is it possible to accept the invite to budget sync?",
        steps=[("calendar.accept_invite", {"title": "budget sync"})],
    ),
    hit(
        PV,
        "give me the forecast of Berlin for Saturday",
        steps=[("weather.forecast", {"location": "Berlin", "day": "Saturday"})],
        note="literal translation",
    ),
    miss(ACT, "say no to the design review invite", absent=("calendar.decline_invite",)),
    miss(QUEST, "you already set my status to in a meeting", "a report"),
    miss(ACT, "unmute #sales, launch is done", absent=("chat.unmute_channel",)),
    miss(NEG, "archive #offsite-2024 - actually don't, we still use it", "withdrawn"),
    miss(QUEST, "how much annual leave is still left for me?", absent=("hr.time_off_balance",)),
    miss(
        QUEST,
        "---------- Forwarded message ----------\nFrom: legal@initech.co\nSubject: NDA\n"
        "Please sign and return by Friday.",
        "pasted data with no ask",
    ),
    miss(ACT, "kindly cancel my hotel booking HB2N6Y", absent=("travel.cancel_hotel",)),
    miss(UNCARRY, "move the standup to later today", "no clock time"),
    miss(
        ACT,
        "Quick one: I cleaned up my Documents folder yesterday and deleted ~/Documents/budget.xlsx by mistake. "
        "Finance needs it for the 3pm review. Can you get it back from the trash?",
        "a restore",
        absent=("fs.restore_file",),
    ),
    miss(UNREL, "translate 'good night' into Korean"),
    miss(QUEST, "what if we moved the all-hands to Friday at 9:30?", "a what-if"),
    ws="office",
    in_ws=True,
)
