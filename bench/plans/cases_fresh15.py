"""Plan-cache cases "fresh15": voice transcripts, exclusions, quantifiers, conditions, references to earlier
actions, emphasis and sarcasm, relative changes, action words inside values, code-switching and idioms.

Who and how. Written by an independent writer (a helper session) who read only the brief, casekit.py (whole,
with cat), tools.jsonl (every tool, printed with a small Python script to a scratch file under /tmp: id,
description cut at 80 characters, parameters with types, enums, bounds and formats; read with sed in two
ranges), the four crowded workspaces (workspaces/*.jsonl: every plan printed with a small Python script to a
scratch file, grouped by shape, with the tools each workspace never uses; read with sed in four ranges and
`cut -c1-230`, the never-used lists with grep and fold), make_cases.py and check_cases.py (whole, with cat, to
register this set) and the first 255 lines of cases_fresh14.py (`sed -n 1,255p`: the opening of its module
docstring; those lines hold no closing quotes, so whatever follows line 255 was not read); not the cache's code,
documentation, tests, examples, README or pyproject.toml, nor bench/plans/README.md or any other bench script,
nor the body of any other case set (no grep over them either), nor anything under /work/exp other than the
brief; no git command; the writer never ran the cache, the benchmark or toolmem on these cases, nor imported
toolmem. The conventions below are fresh14's, restated in full, with the decisions this set needed added.
Slips and reruns: (1) to see whether this file existed yet, the writer ran `ls bench/plans/cases_fresh15.py`
(it did not), in one command with `which` and `python --version`: an `ls` of one path of the repository,
against the brief's "no ls". (2) The tool output cut the printed office workspace in the middle (the output's
lines 184-223, from email.block_sender to email.send with a subject); that range was printed again with sed
(scratch lines 1030-1076). (3) The two printing scripts ran with the system python3, before the virtualenv was
activated; everything later ran in the virtualenv. (4) The cases were planned and trimmed (from about 290
single-plan and 104 crowded ideas) before any was written; the file was then written as a header together with
a first part of 57 cases and six appended parts of 52, 52, 59, 47, 46 and 23 cases; no case was dropped after
it was written. Progress was counted with grep (one pattern miscounted calls split over lines) and then by
importing this module. (5) A review script (below) found no problem before make_cases.py first ran.
(6) The first run of make_cases.py (exit status 1) reported 17 requests as word for word the same as a request
of another set (dev-031, fresh3-032, fresh6-220, fresh7-143, fresh4-193, fresh7-194, fresh14-212, fresh3-125,
fresh-110, dev-333, fresh7-317, fresh8-301, fresh6-259, heldout-182, dev-393, dev-496, fresh4-198); all 17 were
reworded keeping kind and judgement ("lock the patio door" -> "lock the cellar door", "make it two degrees
warmer" -> "nudge it two degrees warmer", "set the thermostat to 70 Fahrenheit" -> "... to 71 Fahrenheit", "pay
the landlord 950 EUR right now" -> "... this minute", "just lock the front door" -> "only the front door, lock
it", "is the back door locked?" -> "is the back door locked right now?", "unfreeze card 9034" -> "unfreeze card
9034 pls, found it in my coat", "who painted the Mona Lisa?" -> "who painted the Mona Lisa, and when?", ...); the
second run (exit 1) reported two rewordings as the same as dev-294 and fresh8-358 ("lock the cellar door", "kick
@kate out of #marketing"), reworded again ("lock the boathouse door", "boot @kate from #marketing, she moved
teams"); the third run exited 0. (7) Of make_cases.py's output (kept in scratch files) only the lines naming
fresh15 were shown, plus `grep -c .` line counts of the whole output (35, 20, 17); check_cases.py's output went
to a scratch file of which only the lines naming fresh15 were shown (the three table header rows, which list
every set's name but no count, cut to 60 characters), with its exit status (0) and line count (27); the counts
below were computed from this module. (8) The first `ruff check` (exit 1: ten lines over 120 characters, all
E501 by --statistics), `ruff format --check` (exit 1; its diff showed the change) and `mypy --strict` (exit 0)
ran before this docstring was written; `ruff format` then split the long calls, one comment line still over
120 characters was shortened with sed (ruff check exit 1 once more before that), and this docstring replaced a
one-line placeholder; then ruff check, ruff format --check, mypy --strict, make_cases.py, check_cases.py and the
review script ran again, all with exit status 0 (the review script found no problem); ruff check and ruff
format --check were also run on make_cases.py and check_cases.py (exit 0). Filling in these results and the
tool list of (9) were hand edits; how they went is told at the end of (9).
(9) Besides the allowed reading, the writer ran `source .venv/bin/activate`, `which`, `python --version`, mkdir,
sed, grep, cut, fold, wc, awk, head and tail on its own scratch files and this file, a second `sed -n 1,255p` of
cases_fresh14.py piped into `grep -c` of triple quotes (1: the opening only) to confirm what is said above of its
docstring, ruff, mypy, make_cases.py and check_cases.py; and small Python scripts that printed the tools and
workspaces, registered the set in make_cases.py and check_cases.py (import, tuple and docstring lines only; "sixteen
files" became "seventeen files"), made the rewordings above, wrote this docstring, imported this module (which
imports only casekit) to count its cases, and read this module's cases with the workspace files to check that no
request (nor stored request) copies a workspace request, that no request is repeated, and that a crowded hit is
labelled paraphrase exactly when its steps are those of a workspace plan; filling in (8) and (9) by hand first left
a line over 120 characters that the writer's awk check found (rewrapped by hand; awk, which counts bytes, also
flagged a line of 119 characters, which needed nothing), then a line of 171 characters (ruff check exit 1; ruff
format --check, mypy --strict, make_cases.py, check_cases.py and the review script exited 0), so (9) and (10) were
rewrapped with Python's textwrap, and every check then ran once more, all with exit status 0. (10) Running
make_cases.py rewrites every set's .jsonl from its unchanged .py source; only this file, its .jsonl, make_cases.py
and check_cases.py were edited. Every request was written for this file; a few are modelled on the brief's examples
of a voice with other values and wording ("not the front, lock the back door", "turn off all the lights except the
kitchen", "when I get home unlock the garage door", "once CI passes merge PR #15 in acme/webapp", "same as last time
but for Lea", "again but make it 45 EUR", "PLEASE lock the front door, I'm begging you", "oh great, the kitchen
lights are on AGAIN", "post in #ops: do not deploy before the audit", "remind me to unlock the shed at 6pm", "set my
status to not reachable", "write a note titled Cancel yoga: ...", "crack the bedroom window", "nuke the cache for
https://shop.acme.io/", "spin up two more checkout replicas in prod", "drop a line to alice@contoso.com: ..."); none
is the brief's sentence.

Mix. 336 cases: 244 single-plan cases (37 stored plans of this file, four of them two-step: living room lights
off + lock the front door, checkout maintenance mode on + back up the orders database, post in #general + pin
the last message there, thermostat mode eco + arm the alarm in away mode) and 92 crowded cases (home 23, finance
23, devops 23, office 23). Each crowded hit names the workspace's own plan shape (in_ws=True; the template's
request is a placeholder, never stored; every crowded hit gives its steps whole); each crowded miss names in
``absent`` the tools that would have served it, where one exists (11 of the 49 crowded misses; nothing in the
catalogue serves a vague, relative or computed value, a set of objects, a condition, a recurrence, history, a
refusal, a complaint or an unrelated ask, so those name none). 167 hits (paraphrase+value 119, paraphrase 27,
value 17, slot_word 4) and 169 misses (uncarriable 74, contrast_time 37, contrast_action 25, contrast_negation
15, contrast_question 9, unrelated 6, contrast_object 3; every uncarriable case expects a miss). Single: 124
hits (paraphrase+value 92, paraphrase 14, value 14, slot_word 4), 120 misses (uncarriable 55, contrast_time 27,
contrast_action 17, contrast_negation 12, contrast_question 4, unrelated 3, contrast_object 2); crowded: 43
hits (paraphrase+value 27, paraphrase 13, value 3), 49 misses (uncarriable 19, contrast_time 10,
contrast_action 8, contrast_question 5, contrast_negation 3, unrelated 3, contrast_object 1); home 12 hits and
11 misses, finance 10 and 13, devops 11 and 12, office 10 and 13.

Style. Eleven voices, mixed through the set, each with hits and misses:

1. speech-to-text transcripts (no punctuation or capitals, numbers, symbols and addresses spelled out, fillers,
   words run together or split, a misheard word): "send jonas forty euros", "living room lights on at eighty
   percent", "whats two hundred fifty pounds in euros", "daily limit on card ending seven seven three oh to
   twelve hundred", "reboot web dash zero seven", "merge pull request thirty four in acme slash webapp", "post in
   hash ops colon the database is back", "email bob at example dot com saying the demo is cancelled", "deploy
   billing v two point four point one to staging", "buy ten shares of t s l a", "schedule nine hundred fifty
   euros to the land lord for august first", "lock the frontdoor and turn off the livingroom lights", "um whats
   the whether in são paulo right now", "turn the lights of in the dining room", against "switch off the lights
   in the chicken", "deploy billing version two point five to staging", "file a forty two fifty euro taxi
   expense";
2. contrasts and exclusions inside one ask: "not the front, lock the back door", "unlock the side door, not the
   garage", "unlock the garage door, no wait, the shed door", "restart web-05, not web-03", "ship auth v3.1.0 to
   staging, not billing", "split 45 EUR with Ana only", "start the robot vacuum in the kitchen, just the
   kitchen", "sell 20 MSFT, not META", against "turn off all the lights except the kitchen", "turn on every plug
   except the heater", "restart all the web servers but web-03", "sell all my TSLA except 5", "stop all the
   instances but bastion";
3. quantifiers over several objects against one: "all the lights in the pantry off" and "split 90 EUR between
   Ana, Ben and Chloé" (hits), against "unlock both the garage and the back door", "lock both doors", "merge
   every open PR in acme/webapp", "buy 5 shares of every FAANG stock", "turn off all the lights and lock all the
   doors", "ping Marco and Ana that ...", "weather in Lisbon and Porto now", "post in #general and #random: ...";
4. conditions, triggers and recurrences: "when I leave for work lock the front door", "close the bedroom blinds
   if it starts to rain", "when my alarm goes off turn on the coffee maker", "once CI is green deploy ...",
   "if nobody answers by noon set ticket 4410 to urgent", "send Jonas 25 EUR every Friday", "from now on keep
   checkout at 4 replicas in prod", "set card 7730's daily limit to 800 until Friday", "remind me every Monday
   at 9 to ...", "should it rain, shut the living room blinds", against reminders and events that take the time
   ("remind me in two hours to take the cake out", "remind me tomorrow at 9am: ...");
5. references to earlier actions and values: "send Jonas 25 EUR again, like last month" (a hit: it adds no
   value), against "same as last time but for Lea", "again but make it 45 EUR", "turn the living room lights on
   like yesterday", "make it as loud as last time", "deploy the same version of billing to prod", "post the same
   thing in #eng", "put the bedroom blinds back where they were", "do that again for the kitchen", "roll that
   back", "ugh undo that, unlock the front door again";
6. emphatic, emotional and sarcastic asks: "PLEASE lock the front door, I'm begging you", "pleeease unlock the
   garage door", "ffs it's freezing, thermostat to 22 NOW", "BUY 12 NVDA shares NOW before it moons!!!", "ship
   it! merge acme/webapp#40 already", "ugh the bathroom lights are on AGAIN, switch them off", "ugh is it STILL
   raining in Lisbon??", "mute the #random channel PLEASE it's driving me nuts", against "just LOCK the door
   already", "oh great, the kitchen lights are on AGAIN", "why is it SO cold in here", "oh wonderful, ANOTHER
   Uber charge", "don't you DARE restart web-03 during the demo", "oh sure, send Jonas ANOTHER 25 EUR, it's not
   like he owes me 200 already", "oh for god's sake, pause the music";
7. relative changes against absolute values: "raise the living room lights to 90%", "turn the heat up to 24",
   "crank the volume up to seventy", "scale checkout in prod up to 6 replicas", "bump ticket 5120 up to urgent",
   "raise the daily limit on card 1177 to 3000", "open the bedroom blinds halfway", against "living room lights a
   bit dimmer", "bump the living room lights up by 10%", "nudge it two degrees warmer", "turn it down a notch",
   "volume up by 10", "halve the limit on card 7730", "up the limit on card 7730 by 20%", "buy 10% more AAPL",
   "spin up two more checkout replicas in prod", "scale checkout up by 2 replicas", "move the standup an hour
   later";
8. action words inside values: "remind me to unlock the shed at 6pm", "remind me to cancel the gym at 8pm",
   "remind me tomorrow at 9am: don't sign the lease yet", "post in #ops: do not deploy before the audit", "post
   in #releases: don't merge anything until Monday", "set my status to not reachable", "set my status to do not
   disturb", "write a note titled Cancel yoga: call them before the 30th", "add a task: don't renew the gym
   membership", "put 'Cancel the offsite' on my calendar Friday at noon", "email ana@corp.io saying do not reply
   to this thread", "DM Ken: don't cancel the offsite", "comment on ticket 6189: don't close this yet", against
   the same words as the ask ("cancel my yoga class on Thursday", "don't post in #ops that the deploy is done",
   "don't add a task for the car insurance", "don't tell Marco the build is green yet");
9. code-switching and loanwords, names and places with diacritics or other scripts, foreign number formats:
   "bedroom lights on at 45 bitte", "thermostat auf 21,5 grad bitte", "jaldi jaldi, switch on the kettle plug",
   "send Álvaro veinte euros por favor", "pay back Zoë 12 quid", "100 euros to US dollars s'il vous plaît",
   "raise card 7730's daily limit to 1.500,00", "how much is 1.234,50 EUR in dollars", "convert Rs 1,50,000 to
   euros", "file a 89,90 € dinner expense", "remind me à 18h to call maman", "weather in 東京 now", "status: en
   vacances", "email kenji@example.jp saying ありがとう, the files arrived", "deploy billing v2.4.2 to staging
   pronto", against "convert 300 crowns to EUR", "how much is 250 francs in euros", "schedule 950 EUR to the
   landlord for 03/07";
10. idioms and figurative verbs: "kill the lights in the kitchen", "fire up the coffee maker", "nuke the cache
   for https://shop.acme.io/", "cut a release v1.8.0 of acme/api", "give web-04 a kick", "ping Priya that ...",
   "drop a line to alice@contoso.com: ...", "spin up web-02", "kick CI again on acme/api-gateway branch main
   ffs", against "hit the lights in the kitchen", "crack the bedroom window", "park ticket 4410", "spin up two
   more checkout replicas in prod", "just nuke the cache already";
11. plain value changes and paraphrases of the stored plans (kind value: the stored wording with other values,
   "volume to 55", "set card 2291's daily limit to 450", "book a hotel in Málaga for 3 nights from July 4", in
   the crowded workspaces the wording of a workspace plan, "alert me if NVDA drops below 100", "assign ticket
   7034 to José"), and a few unrelated asks ("what's the capital of Mongolia", "write me a limerick about
   kubernetes", "tell me a joke about accountants").

Kinds. value for the stored wording with other values; paraphrase for other wording with the stored
arguments (in the crowded workspaces: exactly when the steps are those of a plan of the workspace);
paraphrase+value for other wording and other values; slot_word when the only changed argument is an enum or
boolean named by its word ("off", "sell", "urgent", "night mode"). contrast_action for another action (another
tool, even one of the same family, one step of a two-step plan, more actions than the plan takes, or the plan's
steps in an order that matters reversed); contrast_negation for an ask not to act ("don't ...", a withdrawn ask,
one step of a two-step plan explicitly not to be done, and in this set sarcasm that means don't);
contrast_question for a question about state, a what-if or advice rather than an ask (a question is a hit only
when the stored tool is the lookup that answers it; in a crowded workspace a question another tool would
answer names that tool in ``absent``), and for a message that only reports or complains without asking;
contrast_time for a time, recurrence, trigger or condition against a plan that acts at once ("when I get
home", "if it starts to rain", "once CI is green", "every Friday", "from now on", "tomorrow"), but a hit where
the tool takes that time (a reminder's time, a scheduled payment's date, an event's start); contrast_object for
the stored verb on another kind of object (a window against the blinds, a branch against a pull request);
unrelated for an ask with nothing to do with the stored plans; uncarriable for a value that is missing, vague,
relative, derived, converted, a range, ambiguous, misheard, looked up, left to history, several values for an
argument that takes one, or has no argument in the stored plan.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored plan with the
new request's values does exactly what was asked: no value dropped, none invented, none computed or looked
up; a wrong replay is a wrong action, a miss only costs a model call. Free text (names, rooms, doors without
"door", plugs, titles, messages, statuses, products without their pack word, channels with their "#",
handles with their "@", services, instances, paths, URLs) is carried as typed; currency words and signs become
codes and amounts become numbers; numbers written in words are numbers; the environment is carried as typed
("staging" and "prod" in this file's plans and requests, "production" in the devops workspace); dates and times
in free-text fields (a payment date, a check-in, an event's start or new start) are carried as typed ("July 1",
"June 30", "Friday at noon", "Monday at 14h"); the date-time of a reminder is resolved against "now",
Wednesday 2025-06-11 14:30 ("at 6pm" -> "2025-06-11T18:00:00", "tomorrow at 9am" -> "2025-06-12T09:00:00",
"at 9pm" -> "2025-06-11T21:00:00"), while a recurrence is contrast_time. A value in another unit than the
plan's must be converted and is uncarriable (°F for a plan without a unit, dates for a number of nights).
Values the plan has no argument for (a subject, attendees, a due date, a merge method, guests, a duration) and
requests lacking a value the replay would keep from the stored plan (a door, a brightness, an environment, a
URL, a tag, a quantity, a note's body, a message) are uncarriable. fresh14's decisions, kept: a function-call
line, tool id or YAML/JSON block naming a tool is the ask and its arguments are carried like prose values,
while a call inside a log line, an audit entry or a question is data (contrast_question) and a bare argument
object with no tool is uncarriable; in a long message only the asking sentence's values are carried; "can you
tell me ...", "is it possible to ...", "could you ...?", "how about you ...?", "shall we ...?" and "why don't
you ...?" are asks, "what if ...?", "why did ...?", "can we ... yet?" and "should I ...?" are questions;
vague and relative quantities ("a couple", "a few", "a bit more", "another", "the rest", "half of", "all but
one", "the same amount as before", "the usual", "double", "up a level", "by an hour") are uncarriable, exact
number words ("a dozen", "zero", "1k") are carried, "all the way" on the blinds is 0, the end of their own
scale (0 closed, 100 open), and "approx" before money to act on leaves it undecided; jargon is read as its words
(pls, w/, w/o, b/c, acct, qty, txn, tkt, prio, ETA, LGTM, COB/EOD as deadlines, FYI as a report, PR a GitHub
pull request, a GitLab "MR" another kind of object); a deadline or urgency on a tool that acts at once ("ASAP",
"by EOD", "right now", "no rush") is met by acting now, a later start ("tonight", "tomorrow morning", "at 5pm")
is contrast_time, a reminder needs a clock time ("tonight", "in a bit", "later" are uncarriable), a deadline is
no payment date, and paying at once against a scheduled-payment plan is contrast_action; hedges ("not sure if
you can, but ...", "no rush, but ...", "I guess ...") are asks, thinking aloud is contrast_question and a
withdrawn ask is contrast_negation; varieties of English and slang are read as meant ("kindly ...", "prepone"
with a stated time, "bounce" restart, "flog" sell, "close the light" lights off); "you need to", "you should",
"we need" ask, "you already ..." reports (contrast_question), "we'll ... tomorrow" predicts a later time
(contrast_time); two-step plans: both steps in other words are a hit, in the other order a hit only where the
order does not matter (replayed in the stored order), reversed where it matters contrast_action, one step
alone contrast_action, one step explicitly refused contrast_negation, two values for one argument uncarriable.
Decisions this set needed:
- Transcripts: fillers (um, uh, like, you know) are dropped, also inside a message; a transcript's lost capitals
  are restored on names and places ("jonas" -> "Jonas", "são paulo" -> "São Paulo", "ana and ben" -> ["Ana",
  "Ben"]); spelled numbers are numbers ("seven seven three oh" -> "7730", "twelve hundred" 1200, "forty four
  twenty" 4420); dictated symbols are assembled ("bob at example dot com" -> "bob@example.com", "hash ops" ->
  "#ops", "colon" ends the channel, "acme slash webapp" -> "acme/webapp", "web dash zero seven" -> "web-07", "t s
  l a" -> "TSLA"); a version spoken with its "v" and every part is carried as written ("v two point four point
  one" -> "v2.4.1"), but "version two point five" leaves the tag's written form open (v2.5, v2.5.0 or 2.5):
  uncarriable; a spoken date or time goes into its written form ("august first" -> "August 1", "friday at ten
  am" -> "Friday at 10am", "the twentieth of june" -> "June 20", "five thirty pm" -> 17:30 today); words run
  together or split are rejoined as the ordinary words ("frontdoor" -> "front", "livingroom" -> "living room",
  "land lord" -> "the landlord"); a misheard word outside the values is read as meant ("whether" weather, "of"
  off), a misheard value is not guessed ("the chicken" as a room: uncarriable); "forty two fifty euro" is 42.50
  or 4250: uncarriable.
- Contrasts and exclusions: "not the X, the Y", "Y, not X", "Y rather than X", "X, no wait, Y" and "only Y"
  carry Y; an exclusion over a set ("all the lights except the kitchen", "every plug except the heater", "all
  the web servers but web-03", "all my TSLA except 5") leaves the set or the amount to be looked up:
  uncarriable.
- Quantifiers: "all the lights in the pantry" is one room, one call: a hit; "both", "every", "all the", "each",
  "everywhere" over several objects against a plan of one object, and two values for one argument, are
  uncarriable; split_bill's people argument is a list, so several names are one value of it ("Ana, Ben and
  Chloé"; "Ana only" is a list of one).
- Conditions: "if ...", "when ...", "once ...", "as soon as it is", "should it rain", "after every deploy",
  "every ...", "from now on" and a temporary change that must be reverted ("until Friday" on a card limit, which
  no argument can take) are contrast_time; a reminder against a trigger ("when I get home") is contrast_time,
  as the tool takes a clock time, not a trigger; a reminder's offset from now is resolved like "tomorrow" ("in
  two hours" -> 16:30, as the home workspace resolves "in an hour"); "until Friday" on a status is a duration the
  stored plan has no argument for and would be computed: uncarriable (in the office workspace, whose status
  plans take minutes, still computed: uncarriable).
- References: a reference that supplies no value ("..., like last month" with every value stated) is
  circumstance: a hit; one that supplies a value or the action ("same as last time but for Lea", "again but
  make it 45 EUR", "like yesterday", "as loud as last time", "the same version", "the same thing", "do that
  again", "do the same for Jess", "roll that back", "put ... back where it was") leaves it to history:
  uncarriable; "undo that, unlock the front door again" names another tool: contrast_action.
- Emphasis: capitals for stress, repeated letters, exclamation marks, mild swearing ("ffs", "for god's sake")
  and complaints around an ask change nothing: stress capitals outside a value are dropped, capitals inside a
  message or status are kept as typed ("it's NOT fixed yet, stop asking", "do NOT deploy on Friday"); a
  complaint that asks nothing ("oh great, the kitchen lights are on AGAIN", "why is it SO cold in here") is
  contrast_question; sarcasm that says the opposite ("oh sure, send Jonas ANOTHER 25 EUR, ...") is
  contrast_negation; "just LOCK the door already" names no door: uncarriable.
- Relative changes: a relative verb with an absolute target ("raise ... to 90%", "turn the heat up to 24",
  "crank ... up to seventy", "scale ... up to 6", "bump ... up to urgent") carries the target; a relative amount
  ("by 10%", "two degrees warmer", "a notch", "halve", "two more", "by 2", "an hour later", "10% more") would be
  computed: uncarriable; "halfway" on the blinds is 50, the scale's midpoint, and "fully" open is 100.
- Action words in values: words after "to", "titled", ":", "saying" or "that" belong to the value and are
  carried as typed, verbs and negations included ("unlock the shed", "do not deploy before the audit", "not
  reachable", "Cancel yoga", "don't close this yet"); the same words as the ask are the ask ("cancel my yoga
  class", "don't post ...").
- Code-switching: politeness and urgency words of another language ("bitte", "por favor", "s'il vous plaît",
  "danke", "jaldi jaldi", "pronto") are not values; words after a message's colon are the message, kept as
  typed ("bitte review my PR", "ありがとう, the files arrived", "en vacances"); number words of another language
  are numbers ("veinte" 20); "auf ... grad" is "to ... degrees" and "à 18h" is 18:00; names and places keep their
  diacritics and scripts ("Álvaro", "Zoë", "Jürgen", "Kraków", "Zürich", "東京", "José"), and a product name of
  another language is carried as typed ("café molido"); "1.234,50" is 1234.5, "1.500,00" 1500, "21,5" 21.5,
  "89,90 €" 89.9 EUR, "Rs 1,50,000" 150000 INR; "quid" and "pounds" are GBP, "dollars" USD, "swiss francs" CHF,
  while "crowns" (SEK, NOK, DKK, CZK), bare "francs" (CHF or CFA) and "03/07" (March 7 or July 3) are ambiguous:
  uncarriable; "14h" in an event's start is carried as typed.
- Idioms: "kill the lights" off, "fire up" on, "nuke the cache" purge it, "cut a release" publish it, "give web-04
  a kick" restart it, "spin up web-02" start it, "ping X that" a direct message, "drop a line to <address>" an
  email, "kick CI" re-run it; "hit the lights" is on or off and "park ticket" is on hold or lower priority, both
  undecided: uncarriable; "crack the window" names a window, another object than the blinds: contrast_object.
- Two-step plans: as fresh14; lights off and locking the door, and the thermostat mode and the alarm, may be
  done in either order; maintenance mode goes before the backup, and the pin after the post, so those reversed
  or alone are contrast_action."""

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

# ---------------------------------------------------------------- single-plan cases, part 1 (home, music)

CASES += group(
    plan("lock the front door", "home.lock_door", {"door": "front"}),
    hit(PV, "not the front, lock the back door", {"door": "back"}),
    hit(PV, "um lock the uh side door please", {"door": "side"}),
    hit(PARA, "PLEASE lock the front door, I'm begging you"),
    hit(VALUE, "lock the boathouse door", {"door": "boathouse"}),
    miss(UNCARRY, "just LOCK the door already", "which door is not said; the replay would keep 'front'"),
    miss(TIME, "when I leave for work lock the front door", "a trigger against a plan that acts at once"),
    miss(ACT, "ugh undo that, unlock the front door again", "undoing a lock is unlocking: another tool"),
)

CASES += group(
    plan("switch the kitchen lights off", "home.lights_off", {"room": "kitchen"}),
    hit(PARA, "kill the lights in the kitchen"),
    hit(PV, "all the lights in the pantry off", {"room": "pantry"}, "all lights of one room is one call"),
    hit(PV, "turn the lights of in the dining room", {"room": "dining room"}, "misheard 'of' for 'off'"),
    hit(PV, "ugh the bathroom lights are on AGAIN, switch them off", {"room": "bathroom"}),
    miss(UNCARRY, "hit the lights in the kitchen", "'hit the lights' is on or off"),
    miss(UNCARRY, "turn off all the lights except the kitchen", "the set of rooms would be looked up"),
    miss(UNCARRY, "switch off the lights in the chicken", "a misheard room: guessing it would invent a value"),
    miss(QUEST, "oh great, the kitchen lights are on AGAIN", "a complaint that asks nothing"),
)

CASES += group(
    plan("turn on the living room lights at 60%", "home.lights_on", {"room": "living room", "brightness": 60}),
    hit(PV, "living room lights on at eighty percent", {"brightness": 80}),
    hit(PV, "raise the living room lights to 90%", {"brightness": 90}, "a relative verb with an absolute target"),
    hit(PV, "bedroom lights on at 45 bitte", {"room": "bedroom", "brightness": 45}),
    hit(PV, "office lights on at thirty percent por favor", {"room": "office", "brightness": 30}),
    miss(UNCARRY, "living room lights a bit dimmer", "vague relative change"),
    miss(UNCARRY, "bump the living room lights up by 10%", "relative change: computed"),
    miss(UNCARRY, "turn the living room lights on like yesterday", "the brightness is left to history"),
)

CASES += group(
    plan("set the thermostat to 21 degrees", "home.set_thermostat", {"temperature": 21}),
    hit(VALUE, "set the thermostat to twenty three degrees", {"temperature": 23}),
    hit(PV, "thermostat auf 21,5 grad bitte", {"temperature": 21.5}, "decimal comma; 'grad' is degrees"),
    hit(PV, "turn the heat up to 24", {"temperature": 24}, "a relative verb with an absolute target"),
    hit(PV, "ffs it's freezing, thermostat to 22 NOW", {"temperature": 22}),
    miss(UNCARRY, "nudge it two degrees warmer", "relative change: computed"),
    miss(UNCARRY, "set the thermostat to 71 Fahrenheit", "another unit than the plan's: converted"),
    miss(QUEST, "why is it SO cold in here", "a complaint without an ask or a value"),
)

CASES += group(
    plan("close the bedroom blinds all the way", "home.set_blinds", {"room": "bedroom", "position": 0}),
    hit(PV, "open the bedroom blinds halfway", {"position": 50}, "halfway is the scale's midpoint"),
    hit(PV, "nursery blinds to twenty five percent", {"room": "nursery", "position": 25}),
    hit(PV, "open the study blinds fully", {"room": "study", "position": 100}, "fully open is the scale's end"),
    hit(PV, "close the kids' room blinds all the way, not the bedroom", {"room": "kids' room"}),
    miss(OBJ, "crack the bedroom window", "a window is another kind of object than the blinds"),
    miss(TIME, "close the bedroom blinds if it starts to rain", "a condition"),
    miss(UNCARRY, "put the bedroom blinds back where they were", "the position is left to history"),
)

CASES += group(
    plan("turn on the coffee maker plug", "home.set_plug", {"plug": "coffee maker", "on": True}),
    hit(PARA, "fire up the coffee maker"),
    hit(SLOT, "turn the coffee maker plug off", {"on": False}),
    hit(PV, "jaldi jaldi, switch on the kettle plug", {"plug": "kettle"}, "'jaldi' is quickly: act now"),
    hit(PV, "um can you like turn on the toaster plug", {"plug": "toaster"}),
    miss(TIME, "when my alarm goes off turn on the coffee maker", "a trigger ('off' belongs to the alarm)"),
    miss(UNCARRY, "turn on every plug except the heater", "the set of plugs would be looked up"),
    miss(NEG, "don't turn on the coffee maker, I'm off caffeine"),
)

CASES += group(
    plan("unlock the garage door", "home.unlock_door", {"door": "garage"}),
    hit(PV, "unlock the side door, not the garage", {"door": "side"}),
    hit(PV, "unlock the garage door, no wait, the shed door", {"door": "shed"}, "a self-correction: the last word"),
    hit(PARA, "pleeease unlock the garage door"),
    miss(TIME, "when I get home unlock the garage door", "a trigger"),
    miss(UNCARRY, "unlock both the garage and the back door", "two values for one argument"),
    miss(NEG, "do NOT unlock the garage door while I'm away"),
)

CASES += group(
    plan("volume to 30", "music.set_volume", {"level": 30}),
    hit(VALUE, "volume to 55", {"level": 55}),
    hit(PV, "crank the volume up to seventy", {"level": 70}, "a relative verb with an absolute target"),
    hit(PV, "volume at twenty five por favor", {"level": 25}),
    miss(UNCARRY, "turn it down a notch", "vague relative change"),
    miss(UNCARRY, "volume up by 10", "relative change: computed"),
    miss(UNCARRY, "make it as loud as last time", "the level is left to history"),
    miss(ACT, "oh for god's sake, pause the music", "pausing is another tool"),
    miss(UNREL, "what's the capital of Mongolia"),
)

# ---------------------------------------------------------------- single-plan cases, part 2 (money, trading, devops)

CASES += group(
    plan("send Jonas 25 EUR", "pay.send_money", {"recipient": "Jonas", "amount": 25, "currency": "EUR"}),
    hit(PV, "send jonas forty euros", {"amount": 40}, "a transcript drops capitals: the name keeps its own"),
    hit(PARA, "send Jonas 25 EUR again, like last month", note="the reference adds no value"),
    hit(PV, "send Álvaro veinte euros por favor", {"recipient": "Álvaro", "amount": 20}),
    hit(PV, "pay back Zoë 12 quid", {"recipient": "Zoë", "amount": 12, "currency": "GBP"}),
    miss(UNCARRY, "same as last time but for Lea", "the amount is left to history"),
    miss(UNCARRY, "again but make it 45 EUR", "the recipient is left to history"),
    miss(TIME, "send Jonas 25 EUR every Friday", "a recurrence"),
    miss(NEG, "oh sure, send Jonas ANOTHER 25 EUR, it's not like he owes me 200 already", "sarcasm: don't"),
)

CASES += group(
    plan("set card 7730's daily limit to 800", "pay.set_card_limit", {"card_last4": "7730", "daily_limit": 800}),
    hit(PV, "raise card 7730's daily limit to 1.500,00", {"daily_limit": 1500}, "European number format"),
    hit(PV, "daily limit on card ending seven seven three oh to twelve hundred", {"daily_limit": 1200}),
    hit(VALUE, "set card 2291's daily limit to 450", {"card_last4": "2291", "daily_limit": 450}),
    miss(UNCARRY, "halve the limit on card 7730", "relative change: computed"),
    miss(UNCARRY, "up the limit on card 7730 by 20%", "relative change: computed"),
    miss(TIME, "set card 7730's daily limit to 800 until Friday", "an end no argument of the tool can take"),
)

CASES += group(
    plan("buy 5 shares of AAPL", "trade.place_order", {"side": "buy", "symbol": "AAPL", "quantity": 5}),
    hit(SLOT, "sell five AAPL shares", {"side": "sell"}),
    hit(PV, "buy twenty shares of a a p l", {"quantity": 20}, "a spelled symbol is joined"),
    hit(PV, "BUY 12 NVDA shares NOW before it moons!!!", {"symbol": "NVDA", "quantity": 12}),
    hit(PV, "buy 8 MSFT, por favor", {"symbol": "MSFT", "quantity": 8}),
    miss(UNCARRY, "buy 10% more AAPL", "relative to the position: computed"),
    miss(TIME, "if AAPL drops under 180 buy 5 shares", "a condition"),
    miss(UNCARRY, "buy 5 shares of every FAANG stock", "several symbols, looked up"),
)

CASES += group(
    plan("convert 100 EUR to USD", "fx.convert", {"amount": 100, "from": "EUR", "to": "USD"}),
    hit(PV, "how much is 1.234,50 EUR in dollars", {"amount": 1234.5}),
    hit(PV, "convert Rs 1,50,000 to euros", {"amount": 150000, "from": "INR", "to": "EUR"}, "Indian grouping"),
    hit(PV, "whats two hundred fifty pounds in euros", {"amount": 250, "from": "GBP", "to": "EUR"}),
    hit(PARA, "100 euros to US dollars s'il vous plaît"),
    miss(UNCARRY, "convert 300 crowns to EUR", "crowns: SEK, NOK, DKK or CZK"),
    miss(ACT, "change 100 EUR into USD and send it to Tom", "more actions than the plan takes"),
    miss(TIME, "what was 100 EUR in USD last Monday", "a past date against today's rate"),
)

CASES += group(
    plan(
        "split 60 EUR between Ana and Ben",
        "pay.split_bill",
        {"amount": 60, "currency": "EUR", "people": ["Ana", "Ben"]},
    ),
    hit(PV, "split the eighty four euro dinner between ana and ben", {"amount": 84}),
    hit(PV, "split 90 EUR between Ana, Ben and Chloé", {"amount": 90, "people": ["Ana", "Ben", "Chloé"]}),
    hit(PV, "split 45 EUR with Ana only", {"amount": 45, "people": ["Ana"]}),
    miss(UNCARRY, "split it with both of them like last time", "amount and people left to history"),
    miss(UNCARRY, "split 60 EUR between everyone at the table except me", "the people would be looked up"),
    miss(ACT, "request 30 EUR from Ana", "asking one person to pay is another tool"),
)

CASES += group(
    plan(
        "schedule 950 EUR to the landlord for July 1",
        "pay.schedule_payment",
        {"payee": "the landlord", "amount": 950, "currency": "EUR", "date": "July 1"},
    ),
    hit(PV, "schedule nine hundred fifty euros to the land lord for august first", {"date": "August 1"}),
    hit(PV, "schedule 1.020,00 EUR to the landlord for July 1", {"amount": 1020}),
    hit(
        PV,
        "schedule 300 EUR to Sofía for June 30, not the landlord",
        {"payee": "Sofía", "amount": 300, "date": "June 30"},
    ),
    miss(UNCARRY, "schedule 950 EUR to the landlord for 03/07", "March 7 or July 3"),
    miss(ACT, "pay the landlord 950 EUR this minute", "paying now is another tool"),
    miss(QUEST, "did the July 1 rent payment go through"),
)

CASES += group(
    plan(
        "scale checkout in prod to 4 replicas",
        "cloud.scale_service",
        {"service": "checkout", "replicas": 4, "environment": "prod"},
    ),
    hit(PV, "scale checkout in prod up to 6 replicas", {"replicas": 6}, "a relative verb with an absolute target"),
    hit(PV, "scale search in prod to zero replicas", {"service": "search", "replicas": 0}),
    hit(PV, "scale checkout in prod to eight replicas!!! we're on the front page", {"replicas": 8}),
    miss(UNCARRY, "spin up two more checkout replicas in prod", "relative change: computed"),
    miss(TIME, "from now on keep checkout at 4 replicas in prod", "a standing rule"),
    miss(UNCARRY, "scale checkout to 4 replicas", "the environment is not said; the replay would keep 'prod'"),
)

CASES += group(
    plan("restart web-03", "cloud.restart_instance", {"instance": "web-03"}),
    hit(PV, "restart web-05, not web-03", {"instance": "web-05"}),
    hit(PV, "reboot web dash zero seven", {"instance": "web-07"}),
    hit(PV, "give web-04 a kick", {"instance": "web-04"}, "'kick' a machine is restart it"),
    miss(UNCARRY, "restart all the web servers but web-03", "the set of servers would be looked up"),
    miss(TIME, "if web-03 stops answering restart it", "a condition"),
    miss(NEG, "don't you DARE restart web-03 during the demo"),
)

# ---------------------------------------------------------------- single-plan cases, part 3 (devops, chat, email)

CASES += group(
    plan(
        "deploy billing v2.4.0 to staging",
        "cloud.deploy",
        {"service": "billing", "version": "v2.4.0", "environment": "staging"},
    ),
    hit(PV, "deploy billing v two point four point one to staging", {"version": "v2.4.1"}),
    hit(PV, "ship auth v3.1.0 to staging, not billing", {"service": "auth", "version": "v3.1.0"}),
    hit(PV, "deploy billing v2.4.2 to staging pronto", {"version": "v2.4.2"}),
    miss(UNCARRY, "deploy billing version two point five to staging", "v2.5, v2.5.0 or 2.5: the tag is undecided"),
    miss(TIME, "once CI is green deploy billing v2.4.0 to staging", "a condition"),
    miss(UNCARRY, "deploy the same version of billing to prod", "the version is left to history"),
)

CASES += group(
    plan("merge PR #12 in acme/webapp", "gh.merge_pr", {"repo": "acme/webapp", "number": 12}),
    hit(PV, "merge pull request thirty four in acme slash webapp", {"number": 34}),
    hit(PV, "ship it! merge acme/webapp#40 already", {"number": 40}),
    hit(PV, "merge PR #18 in acme/mobile, not webapp", {"repo": "acme/mobile", "number": 18}),
    miss(TIME, "once CI passes merge PR #15 in acme/webapp", "a condition"),
    miss(UNCARRY, "merge every open PR in acme/webapp", "the PR numbers would be looked up"),
    miss(OBJ, "merge branch develop into main in acme/webapp", "a branch, not a pull request"),
)

CASES += group(
    plan("purge the CDN cache for https://shop.acme.io/", "cloud.flush_cache", {"url": "https://shop.acme.io/"}),
    hit(PARA, "nuke the cache for https://shop.acme.io/"),
    hit(PV, "nuke the CDN cache on https://docs.acme.io/api/", {"url": "https://docs.acme.io/api/"}),
    hit(PV, "purge the CDN cache for https://acme.io/blog/ asap", {"url": "https://acme.io/blog/"}),
    miss(UNCARRY, "just nuke the cache already", "the URL is not said"),
    miss(TIME, "purge the CDN cache for https://shop.acme.io/ after every deploy", "a recurring trigger"),
    miss(ACT, "purge the CDN cache for https://shop.acme.io/ and restart the edge nodes", "more actions"),
)

CASES += group(
    plan("publish release v1.8.0 of acme/api", "gh.create_release", {"repo": "acme/api", "tag": "v1.8.0"}),
    hit(PARA, "cut a release v1.8.0 of acme/api"),
    hit(PV, "cut a release of acme/api tagged v1.9.0-rc1", {"tag": "v1.9.0-rc1"}),
    hit(PV, "publish release v1.8.1 of acme/api, danke", {"tag": "v1.8.1"}),
    miss(UNCARRY, "cut a release of acme/api", "the tag is not said"),
    miss(UNCARRY, "cut a release of acme/api one minor version up", "the tag would be computed"),
    miss(ACT, "delete the v1.8.0 release of acme/api"),
    miss(UNREL, "write me a limerick about kubernetes"),
)

CASES += group(
    plan("post in #ops: the deploy is done", "chat.post_message", {"channel": "#ops", "text": "the deploy is done"}),
    hit(PV, "post in #ops: do not deploy before the audit", {"text": "do not deploy before the audit"}),
    hit(
        PV,
        "post in #releases: don't merge anything until Monday",
        {"channel": "#releases", "text": "don't merge anything until Monday"},
    ),
    hit(PV, "post in hash ops colon the database is back", {"text": "the database is back"}),
    hit(PV, "post in #ops: it's NOT fixed yet, stop asking", {"text": "it's NOT fixed yet, stop asking"}),
    miss(NEG, "don't post in #ops that the deploy is done"),
    miss(TIME, "every Friday at 5pm post in #ops: deploy freeze starts", "a recurrence"),
    miss(UNCARRY, "post the same thing in #eng", "the text is left to history"),
)

CASES += group(
    plan("set my status to focus time", "chat.set_status", {"text": "focus time"}),
    hit(PV, "set my status to not reachable", {"text": "not reachable"}),
    hit(PV, "set my status to do not disturb", {"text": "do not disturb"}),
    hit(PV, "status: en vacances", {"text": "en vacances"}),
    hit(PV, "set my status to ☕ back in 10", {"text": "☕ back in 10"}),
    miss(UNCARRY, "set my status to focus time until Friday", "a duration the plan has no argument for, computed"),
    miss(TIME, "from now on set my status to focus time every morning", "a recurrence"),
    miss(QUEST, "what's my status right now"),
)

CASES += group(
    plan("DM Marco: the build is green", "chat.send_dm", {"user": "Marco", "text": "the build is green"}),
    hit(PV, "ping Priya that the release is cut", {"user": "Priya", "text": "the release is cut"}),
    hit(PV, "ping marco that um the tests are flaky again", {"text": "the tests are flaky again"}),
    hit(PV, "DM Jürgen: bitte review my PR", {"user": "Jürgen", "text": "bitte review my PR"}),
    miss(UNCARRY, "ping Marco and Ana that the build is green", "two values for one argument"),
    miss(TIME, "DM Marco the build is green as soon as it is", "a condition"),
    miss(NEG, "don't tell Marco the build is green yet"),
)

CASES += group(
    plan(
        "email bob@example.com saying the slides are ready",
        "email.send",
        {"to": "bob@example.com", "body": "the slides are ready"},
    ),
    hit(PV, "email bob at example dot com saying the demo is cancelled", {"body": "the demo is cancelled"}),
    hit(
        PV,
        "drop a line to alice@contoso.com: running late, start without me",
        {"to": "alice@contoso.com", "body": "running late, start without me"},
    ),
    hit(
        PV,
        "email ana@corp.io saying do not reply to this thread",
        {"to": "ana@corp.io", "body": "do not reply to this thread"},
    ),
    hit(
        PV,
        "email kenji@example.jp saying ありがとう, the files arrived",
        {"to": "kenji@example.jp", "body": "ありがとう, the files arrived"},
    ),
    miss(UNCARRY, "email bob@example.com with the subject Slides saying the slides are ready", "no subject argument"),
    miss(NEG, "don't email bob@example.com about the slides"),
    miss(TIME, "email bob@example.com tomorrow at 8 saying the slides are ready", "a later send"),
)

# ------------------------------------------------ single-plan cases, part 4 (personal, office, shop, travel)

CASES += group(
    plan(
        "remind me at 5pm to call the dentist",
        "reminders.create",
        {"text": "call the dentist", "at": "2025-06-11T17:00:00"},
    ),
    hit(PV, "remind me to unlock the shed at 6pm", {"text": "unlock the shed", "at": "2025-06-11T18:00:00"}),
    hit(
        PV,
        "remind me tomorrow at 9am: don't sign the lease yet",
        {"text": "don't sign the lease yet", "at": "2025-06-12T09:00:00"},
    ),
    hit(PV, "remind me in two hours to take the cake out", {"text": "take the cake out", "at": "2025-06-11T16:30:00"}),
    hit(PV, "remind me at five thirty pm to call the dentist", {"at": "2025-06-11T17:30:00"}),
    hit(PV, "remind me to cancel the gym at 8pm", {"text": "cancel the gym", "at": "2025-06-11T20:00:00"}),
    hit(PV, "remind me à 18h to call maman", {"text": "call maman", "at": "2025-06-11T18:00:00"}),
    miss(TIME, "remind me every Monday at 9 to submit my timesheet", "a recurrence"),
    miss(TIME, "remind me when I get home to call the dentist", "a trigger, not a time"),
    miss(UNCARRY, "remind me later to call the dentist", "no clock time"),
)

CASES += group(
    plan(
        "write a note titled Groceries: eggs, milk, rice",
        "notes.create",
        {"title": "Groceries", "body": "eggs, milk, rice"},
    ),
    hit(
        PV,
        "write a note titled Cancel yoga: call them before the 30th",
        {"title": "Cancel yoga", "body": "call them before the 30th"},
    ),
    hit(PV, "note titled Ideas: don't buy a new laptop yet", {"title": "Ideas", "body": "don't buy a new laptop yet"}),
    hit(
        PV,
        "write a note titled Kraków trip: book the salt mine tour",
        {"title": "Kraków trip", "body": "book the salt mine tour"},
    ),
    miss(ACT, "cancel my yoga class on Thursday", "cancelling an event, not writing a note"),
    miss(UNCARRY, "write a note titled Packing", "the body is not said"),
    miss(ACT, "add bread to the Groceries note", "editing a note is not writing one"),
    miss(UNREL, "how many calories are in a banana"),
)

CASES += group(
    plan("add a task: renew the car insurance", "tasks.create", {"title": "renew the car insurance"}),
    hit(PV, "add a task: don't renew the gym membership", {"title": "don't renew the gym membership"}),
    hit(PV, "add a task um call the plumber about the leak", {"title": "call the plumber about the leak"}),
    hit(PV, "bitte add a task: fix the shed door", {"title": "fix the shed door"}),
    miss(NEG, "don't add a task for the car insurance"),
    miss(ACT, "tick off renew the car insurance"),
    miss(UNCARRY, "add a task: renew the car insurance, due Friday", "no due argument in the plan"),
)

CASES += group(
    plan(
        "put team sync on my calendar Thursday at 10am",
        "calendar.create_event",
        {"title": "team sync", "start": "Thursday at 10am"},
    ),
    hit(
        PV,
        "put 'Cancel the offsite' on my calendar Friday at noon",
        {"title": "Cancel the offsite", "start": "Friday at noon"},
    ),
    hit(PV, "put team sync on my calendar friday at ten am", {"start": "Friday at 10am"}),
    hit(PV, "put sprint review on my calendar Monday at 14h", {"title": "sprint review", "start": "Monday at 14h"}),
    miss(TIME, "put team sync on my calendar every Thursday at 10am", "a recurrence"),
    miss(UNCARRY, "put team sync on my calendar Thursday at 10am with Ana and Ben", "no attendees argument"),
    miss(ACT, "move team sync to Friday at 10am", "rescheduling is another tool"),
)

CASES += group(
    plan("weather in Lisbon now", "weather.current", {"location": "Lisbon"}),
    hit(PV, "um whats the whether in são paulo right now", {"location": "São Paulo"}, "misheard 'whether'"),
    hit(VALUE, "weather in Kraków now", {"location": "Kraków"}),
    hit(VALUE, "weather in 東京 now", {"location": "東京"}),
    hit(PARA, "ugh is it STILL raining in Lisbon??", note="a question the stored lookup answers"),
    miss(TIME, "weather in Lisbon tomorrow", "a forecast"),
    miss(UNCARRY, "weather in Lisbon and Porto now", "two values for one argument"),
    miss(ACT, "air quality in Lisbon now"),
)

CASES += group(
    plan("set ticket 4410 to high priority", "tickets.set_priority", {"ticket_id": 4410, "priority": "high"}),
    hit(SLOT, "set ticket 4410 to urgent", {"priority": "urgent"}),
    hit(PV, "bump ticket 5120 up to urgent", {"ticket_id": 5120, "priority": "urgent"}),
    hit(PV, "set ticket forty four twenty to low", {"ticket_id": 4420, "priority": "low"}),
    miss(UNCARRY, "park ticket 4410", "'park' is on hold or lower priority: undecided"),
    miss(UNCARRY, "bump ticket 4410 up a notch", "relative change"),
    miss(TIME, "if nobody answers by noon set ticket 4410 to urgent", "a condition"),
)

CASES += group(
    plan("add 2 packs of coffee filters to the cart", "shop.add_to_cart", {"product": "coffee filters", "quantity": 2}),
    hit(PV, "add uh three packs of paper plates to the cart", {"product": "paper plates", "quantity": 3}),
    hit(VALUE, "add 6 packs of oat milk to the cart", {"product": "oat milk", "quantity": 6}),
    hit(VALUE, "add 2 packs of café molido to the cart", {"product": "café molido"}),
    miss(UNCARRY, "add two more packs of coffee filters", "depends on the cart"),
    miss(UNCARRY, "add the usual to the cart", "left to history"),
    miss(UNCARRY, "add coffee filters to the cart", "the quantity is not said"),
)

CASES += group(
    plan("file a 42 EUR taxi expense", "hr.submit_expense", {"amount": 42, "currency": "EUR", "category": "taxi"}),
    hit(VALUE, "file a 89,90 € dinner expense", {"amount": 89.9, "category": "dinner"}),
    hit(PV, "file a taxi expense, 38 euros, not 42", {"amount": 38}),
    hit(VALUE, "file a 15 GBP parking expense", {"amount": 15, "currency": "GBP", "category": "parking"}),
    miss(UNCARRY, "file a forty two fifty euro taxi expense", "42.50 or 4250"),
    miss(UNCARRY, "file the same taxi expense as yesterday", "left to history"),
    miss(ACT, "approve expense report 42"),
)

CASES += group(
    plan(
        "book a hotel in Porto for 2 nights from June 20",
        "travel.book_hotel",
        {"city": "Porto", "check_in": "June 20", "nights": 2},
    ),
    hit(
        VALUE, "book a hotel in Málaga for 3 nights from July 4", {"city": "Málaga", "check_in": "July 4", "nights": 3}
    ),
    hit(PARA, "book a hotel in porto for two nights from the twentieth of june"),
    hit(PV, "book a hotel in Zürich for 4 nights from June 20 s'il vous plaît", {"city": "Zürich", "nights": 4}),
    miss(UNCARRY, "book a hotel in Porto from June 20 until June 24", "the nights would be computed"),
    miss(UNCARRY, "book the same hotel as last time", "left to history"),
    miss(TIME, "if the conference is confirmed book a hotel in Porto for 2 nights from June 20", "a condition"),
)

# ---------------------------------------------------------------- single-plan cases, part 5 (two-step plans)

CASES += group(
    plan(
        "turn off the living room lights and lock the front door",
        [("home.lights_off", {"room": "living room"}), ("home.lock_door", {"door": "front"})],
    ),
    hit(PARA, "kill the living room lights and lock up the front door"),
    hit(VALUE, "turn off the den lights and lock the back door", [{"room": "den"}, {"door": "back"}]),
    hit(PARA, "lock the frontdoor and turn off the livingroom lights", note="order does not matter; words rejoined"),
    miss(ACT, "only the front door, lock it", "one step of two"),
    miss(NEG, "lock the front door but leave the living room lights on"),
    miss(TIME, "when I go to bed turn off the living room lights and lock the front door", "a trigger"),
    miss(UNCARRY, "turn off all the lights and lock all the doors", "the rooms and doors would be looked up"),
)

CASES += group(
    plan(
        "put checkout in maintenance mode, then back up the orders database",
        [
            ("cloud.set_maintenance_mode", {"service": "checkout", "enabled": True}),
            ("db.create_backup", {"database": "orders"}),
        ],
    ),
    hit(
        VALUE,
        "put payments in maintenance mode, then back up the ledger database",
        [{"service": "payments"}, {"database": "ledger"}],
    ),
    hit(PARA, "put up the maintenance page on checkout and then back up the orders db"),
    miss(ACT, "back up the orders database, then put checkout in maintenance mode", "reversed where order matters"),
    miss(NEG, "put checkout in maintenance mode but skip the backup"),
    miss(TIME, "tonight at 11 put checkout in maintenance mode then back up orders", "a later start"),
    miss(UNCARRY, "same as before but for search", "left to history"),
)

CASES += group(
    plan(
        "post in #general: office closed Friday, then pin it",
        [
            ("chat.post_message", {"channel": "#general", "text": "office closed Friday"}),
            ("chat.pin_last_message", {"channel": "#general"}),
        ],
    ),
    hit(
        VALUE,
        "post in #announcements: no deploys this week, then pin it",
        [{"channel": "#announcements", "text": "no deploys this week"}, {"channel": "#announcements"}],
    ),
    hit(
        PV,
        "post in #general: don't park in the visitor spots, and pin it",
        [{"text": "don't park in the visitor spots"}],
    ),
    miss(ACT, "just pin the last message in #general", "one step of two"),
    miss(NEG, "post in #general: office closed Friday, but don't pin it"),
    miss(UNCARRY, "post in #general and #random: office closed Friday, then pin it", "two values for one argument"),
    miss(TIME, "every Monday post in #general: timesheets due, then pin it", "a recurrence"),
)

CASES += group(
    plan(
        "set the thermostat to eco and arm the alarm in away mode",
        [("home.set_thermostat_mode", {"mode": "eco"}), ("home.arm_alarm", {"mode": "away"})],
    ),
    hit(SLOT, "set the thermostat to eco and arm the alarm in night mode", [{}, {"mode": "night"}]),
    hit(PARA, "heating to eco and alarm on away, we're off!"),
    miss(ACT, "arm the alarm in away mode, that's all", "one step of two"),
    miss(TIME, "when the last person leaves set eco and arm the alarm away", "a trigger"),
    miss(NEG, "set eco mode but do NOT arm the alarm, the dog walker is coming"),
)

# ---------------------------------------------------------------- crowded: home

CASES += group(
    plan("(template only: every hit gives its steps whole)", "home.lights_off", {"room": "-"}),
    hit(PARA, "um switch off the lights in the uh bathroom", steps=[("home.lights_off", {"room": "bathroom"})]),
    hit(PV, "kill the lights in the garage", steps=[("home.lights_off", {"room": "garage"})]),
    hit(PARA, "lock the shed door not the patio one", steps=[("home.lock_door", {"door": "shed"})]),
    hit(
        PV,
        "only the nursery lights on at forty percent",
        steps=[("home.lights_on", {"room": "nursery", "brightness": 40})],
    ),
    hit(PARA, "fire up the kettle", steps=[("home.set_plug", {"plug": "kettle", "on": True})]),
    hit(
        PARA, "ugh it's boiling in here, thermostat to 19 PLEASE", steps=[("home.set_thermostat", {"temperature": 19})]
    ),
    hit(
        PV,
        "remind me to lock the shed at 9pm",
        steps=[("reminders.create", {"text": "lock the shed", "at": "2025-06-11T21:00:00"})],
    ),
    hit(
        PV,
        "add a task: don't forget Bella's flea pills",
        steps=[("tasks.create", {"title": "don't forget Bella's flea pills"})],
    ),
    hit(
        PV,
        "raise the living room blinds to 100%",
        steps=[("home.set_blinds", {"room": "living room", "position": 100})],
    ),
    hit(PV, "play some Rosalía por favor", steps=[("music.play", {"query": "Rosalía"})]),
    hit(PV, "weather in Zürich right now", steps=[("weather.current", {"location": "Zürich"})]),
    hit(
        PV,
        "start the robot vacuum in the kitchen, just the kitchen",
        steps=[("home.start_vacuum", {"room": "kitchen"})],
    ),
    miss(TIME, "when I get home turn on the hallway lights", "a trigger"),
    miss(TIME, "should it rain, shut the living room blinds", "a condition"),
    miss(UNCARRY, "turn off every light except the bedroom", "the set of rooms would be looked up"),
    miss(UNCARRY, "lock both doors", "which two doors, and two values for one argument"),
    miss(UNCARRY, "bump the heat up two degrees", "relative change: computed"),
    miss(UNCARRY, "do that again for the kitchen", "the action is left to history"),
    miss(QUEST, "oh great the porch lights are on again", "a complaint that asks nothing"),
    miss(QUEST, "is the back door locked right now?", absent=("home.get_lock_state",)),
    miss(ACT, "stop the vacuum it's eating the cables!!", absent=("home.stop_vacuum",)),
    miss(TIME, "set the thermostat to 21 every weekday at 6am", "a recurrence"),
    miss(OBJ, "crack open the kitchen window", "a window, not the blinds"),
    ws="home",
    in_ws=True,
)

# ---------------------------------------------------------------- crowded: finance

CASES += group(
    plan("(template only: every hit gives its steps whole)", "pay.freeze_card", {"card_last4": "0000"}),
    hit(
        PARA,
        "buy ten shares of t s l a",
        steps=[("trade.place_order", {"side": "buy", "symbol": "TSLA", "quantity": 10})],
    ),
    hit(
        PARA,
        "sell 20 MSFT, not META",
        steps=[("trade.place_order", {"side": "sell", "symbol": "MSFT", "quantity": 20})],
    ),
    hit(
        PV,
        "transfer 1.234,50 EUR to Lena bitte",
        steps=[("pay.send_money", {"recipient": "Lena", "amount": 1234.5, "currency": "EUR"})],
    ),
    hit(
        PARA,
        "send sam thirty five euros",
        steps=[("pay.send_money", {"recipient": "Sam", "amount": 35, "currency": "EUR"})],
    ),
    hit(
        PV,
        "raise the daily limit on card 1177 to 3000",
        steps=[("pay.set_card_limit", {"card_last4": "1177", "daily_limit": 3000})],
    ),
    hit(
        PV,
        "how much is 80 swiss francs in euros",
        steps=[("fx.convert", {"amount": 80, "from": "CHF", "to": "EUR"})],
    ),
    hit(
        PARA,
        "freeze the card ending 6620 NOW someone stole my wallet!!!",
        steps=[("pay.freeze_card", {"card_last4": "6620"})],
    ),
    hit(
        PV,
        "split the 75 EUR bill between Priya, Aisha and Marco",
        steps=[("pay.split_bill", {"amount": 75, "currency": "EUR", "people": ["Priya", "Aisha", "Marco"]})],
    ),
    hit(
        VALUE,
        "alert me if NVDA drops below 100",
        steps=[("trade.set_price_alert", {"symbol": "NVDA", "price": 100, "direction": "below"})],
    ),
    hit(
        PV,
        "file a taxi expense, 23,40 €",
        steps=[("hr.submit_expense", {"amount": 23.4, "currency": "EUR", "category": "taxi"})],
    ),
    miss(UNCARRY, "buy 10% more NVDA", "relative to the position: computed"),
    miss(UNCARRY, "sell all my TSLA except 5", "the quantity would be looked up"),
    miss(TIME, "once ORD-61877 fills buy 5 more AAPL", "a condition"),
    miss(TIME, "send Tom 20 EUR every other Friday", "a recurrence"),
    miss(UNCARRY, "do the same for Jess", "the action and amount are left to history"),
    miss(ACT, "unfreeze card 9034 pls, found it in my coat", absent=("pay.unfreeze_card",)),
    miss(UNCARRY, "how much is 250 francs in euros", "Swiss or CFA francs"),
    miss(QUEST, "oh wonderful, ANOTHER Uber charge", "a complaint that asks nothing"),
    miss(ACT, "ask Lena to pay me 40 EUR for the concert", absent=("pay.request_money",)),
    miss(UNCARRY, "halve the daily limit on card 4821", "relative change: computed"),
    miss(NEG, "don't buy any more AMZN, I mean it"),
    miss(TIME, "what was 500 GBP worth in euros on March 3", "a past date", absent=("fx.historical_rate",)),
    miss(UNREL, "who painted the Mona Lisa, and when?"),
    ws="finance",
    in_ws=True,
)

# ---------------------------------------------------------------- crowded: devops

CASES += group(
    plan("(template only: every hit gives its steps whole)", "cloud.start_instance", {"instance": "-"}),
    hit(
        PV,
        "deploy checkout v two point one point zero to staging",
        steps=[("cloud.deploy", {"service": "checkout", "version": "v2.1.0", "environment": "staging"})],
    ),
    hit(PARA, "spin up web-02", steps=[("cloud.start_instance", {"instance": "web-02"})]),
    hit(
        PV,
        "scale search-api in production up to 12 replicas",
        steps=[("cloud.scale_service", {"service": "search-api", "replicas": 12, "environment": "production"})],
    ),
    hit(
        PV,
        "roll back auth on staging, not dev",
        steps=[("cloud.rollback", {"service": "auth", "environment": "staging"})],
    ),
    hit(
        PV,
        "post in #ops: do NOT deploy on Friday",
        steps=[("chat.post_message", {"channel": "#ops", "text": "do NOT deploy on Friday"})],
    ),
    hit(
        PV,
        "cut a release v2.5.0 of toolmem/toolmem",
        steps=[("gh.create_release", {"repo": "toolmem/toolmem", "tag": "v2.5.0"})],
    ),
    hit(
        PV,
        "kick CI again on acme/api-gateway branch main ffs",
        steps=[("gh.rerun_workflow", {"repo": "acme/api-gateway", "branch": "main"})],
    ),
    hit(
        PARA, "merge PR #41 in rust-lang/rust pronto", steps=[("gh.merge_pr", {"repo": "rust-lang/rust", "number": 41})]
    ),
    hit(
        PARA,
        "nuke the CDN cache for https://docs.acme.io/",
        steps=[("cloud.flush_cache", {"url": "https://docs.acme.io/"})],
    ),
    hit(
        PV,
        "comment on ticket 6189: don't close this yet",
        steps=[("tickets.comment", {"ticket_id": 6189, "text": "don't close this yet"})],
    ),
    hit(VALUE, "assign ticket 7034 to José", steps=[("tickets.assign", {"ticket_id": 7034, "assignee": "José"})]),
    miss(ACT, "web-01 is wedged, give it a reboot", absent=("cloud.restart_instance",)),
    miss(UNCARRY, "scale checkout up by 2 replicas", "relative change: computed"),
    miss(TIME, "when the checks go green, merge acme/webapp#118", "a condition"),
    miss(UNCARRY, "stop all the instances but bastion", "the set of instances would be looked up"),
    miss(UNCARRY, "ship the same build of auth to production", "the version is left to history"),
    miss(UNCARRY, "roll that back", "service and environment left to history"),
    miss(QUEST, "is the checkout deploy on production done yet?", absent=("cloud.deployment_status",)),
    miss(TIME, "from now on back up the orders database every night", "a recurrence"),
    miss(NEG, "do NOT rotate the db-password secret, seriously, the demo is live"),
    miss(ACT, "close PR #977 in acme/api-gateway without merging", absent=("gh.close_pr",)),
    miss(UNCARRY, "park ticket 5307", "'park' is on hold or lower priority: undecided"),
    miss(UNREL, "recommend a sci-fi novel for the beach"),
    ws="devops",
    in_ws=True,
)

# ---------------------------------------------------------------- crowded: office

CASES += group(
    plan("(template only: every hit gives its steps whole)", "chat.clear_status"),
    hit(
        PV,
        "email bob at example dot com saying the report is late",
        steps=[("email.send", {"to": "bob@example.com", "body": "the report is late"})],
    ),
    hit(
        PV,
        "drop a line to hr@corp.io: I'll be out tomorrow",
        steps=[("email.send", {"to": "hr@corp.io", "body": "I'll be out tomorrow"})],
    ),
    hit(PV, "status: not in today", steps=[("chat.set_status", {"text": "not in today"})]),
    hit(
        PARA,
        "ping Jess that the build is broken",
        steps=[("chat.send_dm", {"user": "Jess", "text": "the build is broken"})],
    ),
    hit(
        PV,
        "DM Ken: don't cancel the offsite",
        steps=[("chat.send_dm", {"user": "Ken", "text": "don't cancel the offsite"})],
    ),
    hit(
        PV,
        "reschedule the standup to Friday at 9:30, not Thursday",
        steps=[("calendar.reschedule_event", {"title": "standup", "new_start": "Friday at 9:30"})],
    ),
    hit(
        PV,
        "book a hotel in Kraków for 3 nights starting June 3",
        steps=[("travel.book_hotel", {"city": "Kraków", "check_in": "June 3", "nights": 3})],
    ),
    hit(
        PV,
        "mute the #random channel PLEASE it's driving me nuts",
        steps=[("chat.mute_channel", {"channel": "#random"})],
    ),
    hit(PARA, "say yes to the standup, bitte", steps=[("calendar.accept_invite", {"title": "standup"})]),
    hit(
        VALUE,
        "find me a room in São Paulo, 2 nights from July 14",
        steps=[("travel.book_hotel", {"city": "São Paulo", "check_in": "July 14", "nights": 2})],
    ),
    miss(UNCARRY, "set my status to in a meeting until Friday", "the minutes would be computed"),
    miss(UNCARRY, "DM Priya and Marco: please review the Q3 deck", "two values for one argument"),
    miss(UNCARRY, "like yesterday, but send it to Aisha", "the action and text are left to history"),
    miss(TIME, "every Monday at 9 post in #general: standup notes are up", "a recurrence"),
    miss(TIME, "when Priya accepts, book the design review for Monday at 3pm", "a condition"),
    miss(ACT, "decline the budget sync", absent=("calendar.decline_invite",)),
    miss(ACT, "unmute #sales, I need to see the pings again", absent=("chat.unmute_channel",)),
    miss(NEG, "don't forward anything from legal@initech.co to hr@corp.io"),
    miss(QUEST, "oh lovely, ANOTHER meeting invite from hr", "a complaint that asks nothing"),
    miss(UNCARRY, "move the standup an hour later", "relative change: computed"),
    miss(UNCARRY, "put report.txt back where it was", "restore or move back: left to history"),
    miss(ACT, "boot @kate from #marketing, she moved teams", absent=("chat.remove_from_channel",)),
    miss(UNREL, "tell me a joke about accountants"),
    ws="office",
    in_ws=True,
)
