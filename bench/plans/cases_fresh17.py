"""Plan-cache cases "fresh17": asks written by other programs, chat formatting, units, scales and number shapes,
requests that lean on context, undo and restore, previews and capability questions, very short and very long messages,
whose account an act is for, spelling and homophones, and outcomes asked with the action.

Who and how. Written by an independent writer (a helper session) who read only the brief, casekit.py (whole, with cat),
tools.jsonl (every tool, printed with a small Python script to a scratch file under /tmp: id, description cut at 90
characters, parameters with types, required marks, enums, bounds, formats and patterns; read whole with cat), the four
crowded workspaces (workspaces/*.jsonl: every plan printed with a small Python script to a scratch file, grouped by
shape, with the tools each workspace never uses; read with sed in ranges piped through `cut -c1-250`, the never-used
lists with grep and fold), make_cases.py and check_cases.py (whole, with cat, to register this set) and the first 370
lines of cases_fresh16.py (`sed -n 1,370p`: its module docstring, which closes within those lines, and the first line of
its import block, `from casekit import (`; the names it imports were not seen); not the cache's code (src/),
documentation, tests, examples, README or pyproject.toml, nor bench/plans/README.md or any other bench script, nor the
body of any other case set (no grep over them either); no git command; the writer never ran the cache, the benchmark or
toolmem on these cases, nor imported toolmem. The conventions below are fresh16's, restated in full, with the decisions
this set needed added. Before ruff, mypy or make_cases.py ran, the writer checked with `tail -1 /tmp/makedev.log` that
the environment's install had ended ("rc 0"). Slips and reruns: (1) while looking up where make_cases.py and
check_cases.py name fresh16 (a grep of those two files), the writer also ran `ls bench/plans/`: an `ls` of a repository
folder, against the brief's "`ls` only of /tmp"; it showed file names only, and nothing in it was opened. (2) The tool
output cut the printed first 370 lines of cases_fresh16.py in the middle (its lines 144 to 221); they were printed again
with `sed -n 140,225p`, with lines 355 to 370, all within the allowed range. The printed workspaces were also cut once
by the tool output (part of the office workspace, from fs.list_dir to travel.search_flights) and that range was printed
again with sed; `cut -c1-250` cut the longest lines (the never-used lists, read again whole with grep and fold). (3) The
cases were planned group by group before any was written; the single-plan groups were written with the editor's create
command and the crowded groups appended with one bash heredoc. The first count was 352 cases, more than the brief's
"about 335", so a small Python script (a copy of the file was kept under /tmp first) dropped one whole group (sell 5
TSLA: two hits, three misses) and ten cases none of which was the only case of its voice (seven single-plan misses, one
home hit, two crowded misses), and replaced a devops capability question by an unrelated ask. (4) A review script
(below) then found two stored requests that were word for word workspace requests ("set the volume to 40", "order 2 bags
of Royal Canin kitten"), reworded ("set the music volume to 40", "get 2 bags of Royal Canin kitten delivered", with
their value cases reworded to the new wording), and one request used twice ("thermostat to 68°F", single and home), the
home one reworded ("set the thermostat to 68 °F please"). (5) `ruff format` reformatted the file once; then `ruff check`
and `mypy --strict` passed at their first run (before this docstring; see (8)). (6) The first run of make_cases.py (exit
status 1) reported nine requests as word for word the same as a request of another set (fresh7, fresh, fresh13, fresh15,
fresh6, dev, heldout); all were reworded keeping kind and judgement ("thermostat to 68°F" -> "thermostat: 68°F", "arm
the alarm in away mode" -> "arm the alarm, away mode, that's all", "convert 100 USD to EUR at last Friday's rate" ->
"... using last Friday's rate", "add a task: renew the car insurance, due Friday" -> "... — due this Friday", "give
kate@corp.io the same roles as omar@corp.io" -> "give kate@corp.io whatever roles omar@corp.io has", "order 10 kg of
Royal Canin kitten" -> "get 10 kg of Royal Canin kitten delivered", "how many teaspoons are in a tablespoon?" -> "how
many teaspoons make up a tablespoon?", "what's a good name for a golden retriever?" -> "suggest a name for our new
golden retriever puppy", "restore report.txt from the trash" -> "pull report.txt back out of the trash"); the second run
exited 0, and check_cases.py then exited 0. (7) After these checks three long messages were added (a vacuum question, a
devops rollback hit and an office thinking-aloud miss) so that the long voice has misses and crowded cases too. (8) This
docstring replaced a one-line placeholder (written with a small Python script using textwrap); its first version had
three lines that ruff counted as longer than 120 characters (an emoji counts two columns: E501, ruff check exit 1), so
the script was changed to wrap by that count and the docstring was written again; then ruff check, ruff format --check,
mypy --strict, make_cases.py, check_cases.py and the review script ran again; their results are at the end of (9). (9)
Besides the allowed reading, the writer ran `source .venv/bin/activate`, mkdir, cat, sed, grep, cut, fold, head, tail,
wc, cp (the copy of (3)), the `ls` of (1), ruff, mypy, make_cases.py and check_cases.py, and small Python scripts that
printed the tools and workspaces, dropped and replaced the cases of (3), made the rewordings of (4) and (6), added the
cases of (7), registered the set in make_cases.py and check_cases.py (import, tuple and docstring lines only; "eighteen
files" became "nineteen files"), wrote this docstring, and read this module's cases (importing it, which imports only
casekit) with the workspace files to check that no request is repeated, that no request nor stored request is word for
word a workspace request, that a crowded hit is labelled paraphrase exactly when its steps are those of a workspace plan
(and a single-plan hit exactly when they are the stored plan's), and to count the cases. Of make_cases.py's output (kept
in scratch files) only the problem lines and the lines naming fresh17 were shown, with `grep -c .` line counts of the
whole output; check_cases.py's output went to a scratch file of which only the last 16 characters of each table row
(this set's column), the header rows cut at 80 characters, the exit status and the line count were shown. After this
docstring: ruff check and ruff format --check on bench/plans, and mypy --strict on this file, exited 0; make_cases.py
exited 0 (19 lines of output, its fresh17 line "cases_fresh17.jsonl: 341 cases"); check_cases.py exited 0 (27 lines of
output); the review script found no problem. This sentence was then filled in (the docstring regenerated by the same
script) and all of these ran again, with the same results. (10) Running make_cases.py rewrites every set's .jsonl from
its unchanged .py source; only this file, its .jsonl, make_cases.py and check_cases.py were edited. Every request was
written for this file; a few follow the brief's examples of a voice with other values and wording ("User intent: lock
the garage door", "Task — refund 8 USD of order A-10477", "The user would like the landing lights on at 35%.", "Action
requested — set living room blinds to 0 (closed)", "do the same for the porch", "same amount to Nora", "restart web-07;
if it fails, try web-03", "then send me the receipt", "reverse the refund I gave on order A-10293"); none is the brief's
sentence.

Mix. 341 cases: 248 single-plan cases (38 stored plans of this file, three of them two-step: lock the front door + arm
the alarm in away mode, back up the ledger database + deploy ledger v5.2.0 to prod, living room lights off + pause the
music; three store a reverse action: roll back checkout in prod, unarchive #offsite-2024, restore a file from the trash)
and 93 crowded cases (home 22, finance 23, devops 24, office 24). Each crowded hit names the workspace's own plan shape
(in_ws=True; the template's request is a placeholder, never stored; every crowded hit gives its steps whole); each
crowded miss names in ``absent`` the tools that would have served it, where one exists (11 of the 44 crowded misses;
nothing in the catalogue serves a vague, relative, computed, converted or mistyped value, another account, a condition,
a preview, a question about ability, a report, a reversal no tool does, several actions at once (each of whose tools is
stored) or an unrelated ask, so those name none). 169 hits (paraphrase+value 122, paraphrase 31, value 12, slot_word 4)
and 172 misses (uncarriable 72, contrast_action 39, contrast_question 26, contrast_time 18, contrast_negation 8,
contrast_object 6, unrelated 3; every uncarriable case expects a miss). Single: 120 hits (paraphrase+value 88,
paraphrase 17, value 12, slot_word 3), 128 misses (uncarriable 57, contrast_action 25, contrast_question 17,
contrast_time 14, contrast_negation 7, contrast_object 6, unrelated 2); crowded: 49 hits (paraphrase+value 34,
paraphrase 14, slot_word 1), 44 misses (uncarriable 15, contrast_action 14, contrast_question 9, contrast_time 4,
contrast_negation 1, unrelated 1); home 12 hits and 10 misses, finance 12 and 11, devops 13 and 11, office 12 and 12.
All counts were computed from this module's CASES.

Style. Ten voices, mixed through the set, each with hits and misses:

1. asks written by another program: planners' and routers' rewrites "User intent: lock the garage door", "User intent:
   lock the side door.", "User intent: forward the last email from legal@initech.co to «dana@corp.io»", "The user would
   like the landing lights on at 35%.", "Task: set thermostat to 19.5 degrees Celsius", "Task: transfer 2.5k EUR to
   Mira", "Task: deploy search v3.0.0 to prod", "Action requested — buy 25 shares of MSFT", "Router:
   post_message(channel="#support", text="queue is clear")"; tickets, webhooks and triggers "Ticket #8812 (assignee:
   assistant): customer requests a 9 USD refund on order C-4472", "[webhook] action=refund order=C-4410 amount=15",
   "Zendesk trigger: set priority=low on ticket 5531", "Stripe webhook: charge.dispute.created - action requested:
   refund order C-30488 in full", "GitHub: @assistant please merge acme/webapp#230"; alert lines with an ask
   "[fraud-alert] suspicious charge on card ending 8812 - action requested: freeze card 8812", "[alertmanager] web-05
   unresponsive - action requested: restart web-05", "PagerDuty → assistant: ... roll back billing in prod"; against
   "[fraud-alert] suspicious charge on card ending 8812", "[alertmanager] web-04 unresponsive for 5m", "[alertmanager]
   FIRING: web-06 high memory - runbook: restart web-06", "[deploy-bot] checkout rolled back in prod at 14:02",
   "[smartthings] front door unlocked at 22:14", "Ticket #8813: ... (assignee: Maria)", "Router (low confidence): user
   may want the porch lights on at 50%", "GitHub: @assistant please merge acme/api#215 once CI is green";

2. chat formatting: "**@homebot** lock the `cellar` door pls", "post in `#releases`: **v2.4 is live** 🎉", "@bot post
   in #frontend: “hotfix is out”", "- lock the front door / - arm the alarm (away)" (a markdown list), "1. back up
   the ledger database / 2. deploy ledger v5.2.0 to prod", "change the colour of the porch lights to «amber»", "set
   the bedroom bulbs to “warm white”", "set my status to 'at lunch' for 45 min", "send the vacuum to the hall,
   thanks! — Ana", "please merge PR #301 in acme/api, thanks! -- Jo", "🔒 garage door pls", "kettle ON pls ☕", "🔊 25",
   "RSVP ✅ to budget sync", "status: 🌴 on holiday", "`freeze` card `6620`", "deploy `search-api` `v2.4.0` →
   `staging`", "ping me if NVDA goes **above** 120", against "🔓 back door", "make the living room lights 🔴", "@Dana
   can you post in #ops that the deploy finished?", "@maria can you merge acme/api#212?", "@Priya can you send the Q3
   deck to hr@corp.io?";

3. units, scales and number shapes: "thermostat: 68°F" (a plan in °C with a unit argument), "heating to 22, cheers",
   "half brightness in the study", "bedroom blinds a quarter open", "hallway lights on at three-quarters", "volume to
   half", "limit card 4409 to 2.5k per day", "expense 2.5k SEK for the hotel", "split 1.5k SEK between Ola, Bo and Kim",
   "send Lena a dozen euros", "scale notifications to a dozen", "remind me at 17:45 to take the bins out", "remind me at
   7.30pm to ring Dad", "remind me in an hour and a half to move the car", "status «heads down» for an hour and a half",
   "set my status to “on a call” for 1.5 hours", "share report.txt for a fortnight", "book a hotel in Bergen for a week
   from July 2", "move the team retro to Monday at 9am ET", against "thermostat to 70", "set the thermostat to 294
   kelvin", "set the thermostat to 68 °F please" (home: no unit argument), "turn on the hallway lights at 300 lumens",
   "study blinds two-thirds open", "volume 6 out of 10", "set the volume to -12 dB", "get 10 kg of Royal Canin kitten
   delivered", "scale search in prod to handle 2.5k rps", "remind me at 12 to eat something", "remind me at 3pm New York
   time to call Raj", "¥5000 in euros", "mute #sales for 90 minutes", "set my status to focusing until 5pm", "weather in
   Lisbon right now, in Fahrenheit please";

4. context the request leans on: "vacuum the living room again", "vacuum the hall again", against "do the same for the
   porch", "same amount to Nora", "and the same amount to Ken", "post the same thing in #general", "split it the same
   way as last time", "freeze the other card too", "convert 100 USD to the other currency", "vacuum again, same room as
   yesterday", "order Mochi's food like last time", "add that as a task too", "deploy the same build to production",
   "back up ledger then deploy the version we tested yesterday to prod";

5. undo, restore and reverse: stored reverse plans met ("revert the checkout deploy in prod", "undo the last search
   release on staging", "undo the last billing release in dev", "un-archive #design-crit", "bring #hiring back from the
   archive", "undo the archiving of #offsite-2024", "undelete notes/todo.md", "un-trash `~/Desktop/plan.pdf`"), against
   the reverse of a forward plan ("undo the lock on the back door", "ugh undo that, stop vacuuming", "undo the freeze on
   card 5530", "lift the block on card 9034, found it in my coat", "take back the taxi expense I filed", "reverse the
   refund I gave on order A-10293", "revert the payments deploy on staging", "revert the merge of acme/api#212", "undo
   that grant - take the deployer role back from kate@corp.io", "undo that: lights back on and resume the music",
   "un-suspend kate@corp.io, that was a mistake", "undo the A record for status.acme.io", "un-archive #offsite-2024" and
   "pull report.txt back out of the trash" in the office workspace), the forward action against a stored reverse
   ("archive #offsite-2024 again", "delete ~/Documents/report.docx for good", "undo the rollback of checkout in prod")
   and restores of a state left to history ("put the hallway lights back the way they were", "put ticket 4120 back to
   its old priority", "undo that delete");

6. previews and capability questions: "could you lock the back door for me?", "could you restart web-09?", "could you
   start web-02?", "could you invite @li.wei to #launch?", against "dry run: deploy payments v2.4.1 to staging", "dry
   run: lock the front door and arm away - what would that trigger?", "what would happen if I bought 10 NVDA right
   now?", "are you able to lock doors at all, or only lights?", "can you lock doors? just wondering what you're hooked
   up to", "can you do currency conversions, like in general?", "what would happen if I declined the design review -
   would Priya get notified?";

7. very short and very long: "shed: lock", "kettle: off", "hall lights 30", "fan → off", "thermostat → 20", "🔊 25",
   "restrat web-11", a long day's complaint ending in "please lock the back door", a holiday story asking to "book a
   hotel in Stavanger for 4 nights from July 10", an on-call night's account asking to "roll back notifications on
   staging", against "lights 30", "undo that delete", a year with the robot vacuum ending in a question, and a long week
   ending in "maybe I'll book some time off at some point in July";

8. whose account: "on behalf of Dana (she's out today): give omar@corp.io the viewer role", "Priya asked me to pass this
   on: set ticket 4415 to high priority", against "send Raj 25 EUR on behalf of Nora", "pay Lena 40 EUR for rent on
   behalf of my dad", "wire Tom 60 GBP from the team card", "for my dad's account: limit card 3302 to 300 a day",
   "freeze my wife's card ending 2210", "file an expense for my colleague Nora: 42 EUR taxi", "file a 42 EUR taxi
   expense that went on the team card", "book a hotel in Oslo for my boss, 3 nights from June 20", "reply to hr@corp.io
   on behalf of my manager: sounds good", "merge acme/api#212 as admin", "merge acme/webapp#118 as admin, skip the
   checks";

9. spelling and homophones: "make the lounge lights grey", "change the colour of the porch lights to «amber»", "email
   ines@example.com saying the colour proofs are approved", "new to-do: chase the cancelled order", "right to
   tom@example.org that I'll be late", "right to bob@example.com that the contract is signed", "by a dozen AMD shares",
   "by 20 shares of AMD", "whether in Porto rn?", "add a task: fix the break pads", "restrat web-11", "lock the bakc
   door", against "send 25 EUR to Rja", "email ines@exmaple.com saying the contract is signed", "send legal@initech.co's
   latest email on to hr@copr.io", "restart web-O4", "stop web-O1";

10. outcomes asked with the action: "turn on the nursery lights at 20% and tell me when it's done", "deploy payments
   v2.4.1 to staging and let me know when it's out", "email ines@example.com saying the contract is signed, and tell me
   once it's sent", "merge PR 77 in acme/api, and tell me when it's merged", against "send Raj 25 EUR, then send me the
   receipt", "buy 500 USD worth of BTC, then send me the receipt", "restart web-07; if it fails, try web-03", "deploy
   payments v2.4.1 to staging; if it fails, roll it back", "buy 10 NVDA and then tell me my total holdings", "post in
   #ops: deploy finished, and if nobody reacts in 10 minutes DM Priya", "split 90 EUR between Nora and Sami and remind
   them tomorrow", "buy 10 NVDA only if it dips under 110", "buy 10 shares of TSLA but only if it's under 200", "refund
   15 USD on C-4410 if the parcel comes back unopened";

and plain value changes, near names and unrelated asks (value: "open the kitchen blinds all the way", "make the living
room lights teal", "set the music volume to 15", "remind me at 6pm to call the dentist", "buy 40 NVDA"; contrast_object:
"open the bedroom skylight all the way", "vacuum the car", "set the doorbell volume to 20", "restart the nginx service
on web-04", "merge the release branch into main in acme/api", "book a hostel in Oslo for 3 nights from June 20";
unrelated: "write me a haiku about Friday afternoons", "how many teaspoons make up a tablespoon?", "suggest a name for
our new golden retriever puppy").

Kinds. value for the stored wording with other values; paraphrase for other wording with the stored arguments (in the
crowded workspaces: exactly when the steps are those of a plan of the workspace); paraphrase+value for other wording and
other values; slot_word when the only changed argument is an enum or boolean named by its word ("off", "above",
"urgent", "home mode"). contrast_action for another action (another tool, even one of the same family, one step of a
two-step plan, more actions than the plan takes, the plan's steps in an order that matters reversed, a note to self, and
in this set the reverse of the stored action, the forward action against a stored reverse, and another action asked as
an outcome or a fallback); contrast_negation for an ask not to act ("don't ...", a withdrawn ask, "hold off on", "no
need to", one step of a two-step plan explicitly not to be done, sarcasm that means don't); contrast_question for a
question about state, a what-if or advice rather than an ask (a question is a hit only when the stored tool is the
lookup that answers it; in a crowded workspace a question another tool would answer names that tool in ``absent``), for
a message that only reports, complains or quotes without asking, and in this set for a preview or dry run, a question
about ability, a message addressed to another person, a router's guess and an alert, log line or runbook hint with no
action requested of the assistant; contrast_time for a time, recurrence, trigger or condition against a plan that acts
at once ("after 6pm", "once CI is green", "only if it dips under 110", "every night", "at 11pm", "tomorrow", a past
rate), and for a temporary change to revert, but a hit where the tool takes that time (a reminder's time, a scheduled
payment's date, an event's start); contrast_object for the stored verb on another kind of object (a skylight against the
blinds, the car against a room, the doorbell against the playback volume, a service against a machine, a branch against
a pull request, a hostel against a hotel); unrelated for an ask with nothing to do with the stored plans; uncarriable
for a value that is missing, vague, relative, derived, converted, a range, ambiguous, misheard, mistyped inside an
identifier, looked up, left to history or the conversation, several values for an argument that takes one, an account or
identity the plan cannot name, or has no argument in the stored plan.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored plan with the new
request's values does exactly what was asked: no value dropped, none invented, none computed or looked up; a wrong
replay is a wrong action, a miss only costs a model call. Free text (names, rooms, doors without "door", plugs, titles,
messages, statuses, categories, channels with their "#", handles with their "@", services, instances, paths, URLs) is
carried as typed; currency words and signs become codes and amounts become numbers; numbers written in words are
numbers; the environment is carried as typed ("staging" and "prod" in this file's plans and requests, "production" and
"dev" in the devops workspace); dates and times in free-text fields (a payment date, a check-in, an event's start or new
start, a flight date, time off) are carried as typed; the date-time of a reminder is resolved against "now", Wednesday
2025-06-11 14:30 ("at 5pm" -> "2025-06-11T17:00:00", "in an hour" -> 15:30 as the home workspace does), while a
recurrence is contrast_time. A value in another unit than the plan's must be converted and is uncarriable (°F for a plan
without a unit, dates for a number of nights; this set's refinements for units the tool takes and fixed-factor durations
are below). Values the plan has no argument for (a subject, a duration, a due date, guests, a merge method, a limit
price, a room for the volume, a zone) and requests lacking a value the replay would keep from the stored plan (a
brightness, a version, an amount) are uncarriable. fresh14's decisions, kept by fresh15, fresh16 and here: a
function-call line, tool id or YAML/JSON block naming a tool is the ask and its arguments are carried like prose values,
while a call inside a log line, an audit entry or a question is data (contrast_question) and a bare argument object with
no tool is uncarriable; in a long message only the asking sentence's values are carried; "can you tell me ...", "is it
possible to ...", "could you ...?", "how about you ...?", "shall we ...?" and "why don't you ...?" are asks, "what if
...?", "why did ...?", "can we ... yet?" and "should I ...?" are questions; vague and relative quantities ("a couple",
"a few", "a bit more", "another", "the rest", "half of", "all but one", "the same amount as before", "the usual",
"double", "up a level", "by an hour") are uncarriable, exact number words ("a dozen", "zero", "1k") are carried, "all
the way" on the blinds is the end of their scale (0 closed, 100 open), and "approx" (or "or so") before money to act on
leaves it undecided; jargon is read as its words (pls, w/, w/o, b/c, acct, qty, txn, tkt, prio, ETA, LGTM, COB/EOD as
deadlines, FYI as a report, PR a GitHub pull request, a GitLab "MR" another kind of object); a deadline or urgency on a
tool that acts at once ("ASAP", "by EOD", "right now", "NOW", "no rush") is met by acting now, a later start ("tonight",
"tomorrow morning", "at 2am") is contrast_time, a reminder needs a clock time ("tonight", "in a bit", "later", "morgen
früh" are uncarriable), a deadline is no payment date, and paying at once against a scheduled-payment plan is
contrast_action; hedges ("not sure if you can, but ...", "I guess ...") are asks, thinking aloud is contrast_question
and a withdrawn ask is contrast_negation; varieties of English and slang are read as meant; "you need to", "you should",
"we need" ask, "you already ..." reports (contrast_question), "we'll ... tomorrow" predicts a later time
(contrast_time); two-step plans: both steps in other words are a hit, in the other order a hit only where the order does
not matter (replayed in the stored order), reversed where it matters contrast_action, one step alone contrast_action,
one step explicitly refused contrast_negation, two values for one argument uncarriable. fresh15's decisions, kept:
transcripts drop fillers (um, uh, like, you know), restore capitals on names and places, read spelled numbers as
numbers, assemble dictated symbols ("at" and "dot" in an address, "hash" for "#", "colon" ending the channel or starting
the message, "slash", "dash", letters of a ticker), carry a version spoken with its "v" and every part as written but
leave "version two point two" open (uncarriable), write a spoken date or time in its written form, rejoin words run
together or split, read a misheard word outside the values as meant and never guess a misheard value; "not the X, the
Y", "Y, not X", "Y rather than X", "X, no wait, Y" and "only Y" carry Y, and an exclusion over a set leaves the set to
look up (uncarriable); "both", "every", "all the", "each" over several objects against a plan of one object are
uncarriable, while split_bill's people argument is a list, so several names are one value of it and "with Kenji" a list
of one; conditions and triggers ("if", "when", "once", "after", "every", "from now on") and a temporary change to be
reverted ("for the weekend" on a card limit) are contrast_time; a reference that supplies a value or the action ("the
same thing I told Pia", "the usual") leaves it to history (uncarriable); capitals for stress, stretched letters,
exclamation marks and mild swearing change nothing, stress capitals outside a value are dropped and capitals inside a
message or status are kept as typed; a complaint that asks nothing is contrast_question; a relative verb with an
absolute target ("crank the music up to 80") carries the target, a relative amount ("by half", "a notch", "12% from
here", "by 3 replicas") is uncarriable; words after "to", "titled", ":", "saying" or "that" belong to the value and are
carried as typed, verbs, questions and negations included; politeness and urgency words of another language are not
values; names and places keep their diacritics ("Gdańsk", "Jürgen", "Kraków", "Tromsø"); "quid", "£" and "pounds" are
GBP, "dollars" and "$" USD, "Swiss francs" CHF, while "crowns", bare "francs" and a numeric date whose parts could both
be a month are ambiguous; idioms are read as meant ("kill the lights" off, "nuke the cache" purge, "give X a kick"
restart, "spin up" start, "ping X" a direct message, "kick CI" re-run it).

fresh16's decisions, kept:

- Transcripts: "n" is "and"; "one oh four" is 104, "forty one twenty two" as an id 4122, "twenty-one and a half" 21.5,
  "nineteen point five" 19.5, "two thousand five hundred" 2500; a dictated URL is assembled letter by letter; "kate at
  corp dot io" -> "kate@corp.io"; a spoken time goes into its written form ("tuesday at five thirty pm" -> "Tuesday at
  5:30pm"); a place's capitals are restored ("new delhi" -> "New Delhi"); a misheard instance ("web for tea": web-04 or
  web-40) is not guessed.

- Turned-down values: "X, not Y", "not Y but X", "Y? no, X", "X rather than Y", "X, only X", "just X please" and "X - X,
  not Y" carry X; a turned-down value that the replay cannot do anyway changes nothing and the case stays a hit (the
  hotel tool books no Airbnb, email.send posts nothing on Slack, a status plan without minutes sets no timer, "not
  reject" beside approve, "not Oscar" beside Oskar); a turned-down value the plan has no place for but the replay could
  still violate (an account or card to pay from, a hotel's surroundings, a status's end) is uncarriable.

- Slang and varieties of English: "bounce" restart, "land" merge, "ship" deploy, "blow away" and "nuke" purge, "spin ...
  up" start, "slap a label on" add it, "pods" replicas, "flick on" and "pop ... on" switch on, "chuck ... in the basket"
  add to the cart, "load up on" buy, "offload" and "dump" sell, "hit up ... for" request money, "go halves with" split
  with, "tops" above, "ping me when" an alert, "drop a msg in" post, "loop ... into" invite, "ping X:" a direct message,
  "the now" (Scottish) at once, "arvo" (Australian) this afternoon, "do the needful" (Indian English) do it, "ta",
  "love", "mate" politeness; "bucks" is USD like "dollars"; "bung ... a few quid" and "50 bucks or so" are vague
  (uncarriable); "dump all my AMZN" leaves the quantity to look up.

- Phone typing: a typo outside the values is read as meant ("teh", "refnud", "abvoe", "taks", "tmrw"); a typo inside a
  value that is no word and has one plain reading is corrected ("kitchn" kitchen, "chckout" checkout); an autocorrect
  slip that makes another real word is read as meant in the verb when the written verb is no plausible ask ("lick the
  shed door": lock), read as written when it is one ("look at the garden door": another action, contrast_action), and
  never guessed in a value ("vacuum the halfway": uncarriable); missing spaces are restored; stretched letters and
  shouting are dropped outside values, kept inside a status ("OUT SICK"); a three-digit card number is no card's last
  four (uncarriable).

- Older and unsure users: politeness, apologies and hedges around an ask are asks; a description that names exactly one
  thing of the tool's kind is read as it ("the thingamajig on the wall that controls the heat" the thermostat, "the
  little robot cleaner" the vacuum, "the shades" the blinds, "the electric kettle" the stored kettle); a description
  that could name several things or none ("the thingy that heats the water", "the box", "the little room upstairs", "the
  file with the budget numbers") is uncarriable; "not too bright" is vague; "That's AAPL, I believe" supplies the
  ticker.

- Money and numbers: "Swiss francs" CHF, "Canadian dollars" CAD, "Swedish kronor" SEK, "quid" and "£" GBP, "bucks", "$"
  and "dollars" USD, "€" and "euros" EUR, "yen" JPY, with the amount before or after the currency or its sign; "pesos"
  are ambiguous; a space or an apostrophe groups thousands ("1 250", "1'500"); a comma or point followed by two digits
  is a decimal mark ("120,40"); a number with both a thousands and a decimal separator has one reading ("2.500,00" 2500,
  "1,500.00" 1500); a lone point or comma followed by exactly three digits could be either and is uncarriable ("EUR
  1.250"); "3k" is 3000, but "2 grand", "3 grand" and "4k" with no currency named are uncarriable; "fifteen euros fifty"
  is 15.5 EUR and "99 dollars and 50 cents" 99.5 USD; a refund plan has no currency argument, so the stored request's
  currency (USD) is carried as the amount alone and another currency is uncarriable; money to spend on shares is
  computed, a company name for a ticker is looked up, a limit price or a price cap has no argument in the stored plans:
  all uncarriable; "€75 → £?" is a conversion question the stored fx.convert answers.

- Dates and times: a reminder's clock time needs am/pm, a 24-hour form or a part of the day ("this evening", "tonight",
  "this arvo", "abends"); "at 6" and "at 7" alone are uncarriable; "quarter past six this evening" is 18:15, "ten to
  seven tonight" 18:50, "on the thirteenth at 9am" 2025-06-13T09:00:00; "half ten tonight" (British, 22:30) against a
  plan that acts at once is contrast_time, and "half past" with no hour is uncarriable; in free-text fields the tool
  reads the time, so it is carried as typed even without am/pm ("Monday at quarter past two", "3 July at 09:30",
  "2025-09-14"), while a spoken ordinal date is written "Month D" ("the first of August" -> "August 1"); a weekday with
  a date is carried as typed when they agree and is uncarriable when they disagree; "21/6" (and here "24/6") has one
  reading, "1/7" two (uncarriable); a range for one time or date ("between 3 and 4", "the 20th to the 23rd" for a number
  of nights) is uncarriable; a time window on a plan that acts at once ("from 11pm to 6am") is contrast_time.

- Mixed languages: common nouns of another language for rooms, devices and colours are translated into the plans'
  English, while names, places, messages, statuses and titles stay as typed; a request translated word for word is read
  as meant; another language's time words are read as meant ("gestern" yesterday and "mañana" tomorrow: contrast_time;
  "für zwei Stunden" a duration no stored plan takes: uncarriable).

- Quoted, forwarded and noted asks: a quoted, pasted or forwarded ask is the user's only when the user adopts it with
  words of their own ("go ahead", "you do it", "yes do that please", "-> send him 20 EUR"); then the values of the
  user's words and of the adopted ask are carried, and the rest of the quote is context; a bare quote, a pasted chat
  line, a bare forward, a log or alert line and a report of what someone said, texted or wrote ask nothing
  (contrast_question); "note to self: ..." asks for a note to be kept, not for the act (contrast_action), and a note
  that only reports is contrast_question; an adopted forward asking for a tool no plan uses is contrast_action.

- Other names: a brand, synonym or hypernym of the tool's kind of device is read as the tool ("Hue bulbs" the lights,
  "Nest" and "the heating" the thermostat, "Roomba" and "hoover" the vacuum, "Sonos" the playback volume, "shades" the
  blinds, "pods" replicas), and the value beside it (the room) is carried as typed; a near name of another object is
  contrast_object ("the study lamp" is a plug, not the study's lights; "the kitchen window" against the blinds; "the
  telly" against the playback volume; "the MR !58" a GitLab merge request; "the cache on the redis box" against the
  CDN).

Decisions this set needed:

- Asks written by another program: a planner's or router's rewrite addressed to the agent ("User intent: ...", "Task:
  ...", "Task — ...", "The user would like ...", "Action requested — ...", a router's function call with named
  arguments) relays the user's ask, and its values are carried like the user's own words; a ticket assigned to the
  assistant, a webhook or trigger that names the action in a field or an imperative ("action=refund order=C-4410
  amount=15", "set priority=low on ticket 5531") and an alert line with an "action requested:" addressed to the
  assistant are asks, the rest of the line (the alert, the event name) context; an alert or log line that only reports,
  a runbook hint written for humans, a ticket assigned to someone else and a router's low-confidence guess ("user may
  want ...") ask nothing (contrast_question); a webhook's condition ("once CI is green") is contrast_time.

- Chat formatting: markdown bullets and numbered lists, bold, code spans, quote marks of any kind (“curly”, 'single',
  «guillemets») wrapping a whole value, a mention of the bot ("@homebot", "@bot", "@ops-bot", "@assistant"), emoji
  beside the ask, "thanks!", "cheers" and a signature ("— Ana", "-- Jo", "—Jo") are formatting, dropped, and the value
  inside is carried; inside a free-text value (a message, or a status after "to" or ":") markdown and emoji are the
  user's text, kept as typed ("**v2.4 is live** 🎉", "🍔 lunch", "🌴 on holiday"), while quote marks wrapping the whole
  value are delimiters; an emoji that stands for the action or the device and has one reading is read as it (🔒 lock, 🔓
  unlock, 🔊 the volume, ✅ yes to an invite), and an emoji that stands for a value the plan spells (🔴 for a colour) is
  no spelled value (uncarriable); a message that opens by mentioning a person ("@Dana can you ...") asks that person,
  not the agent (contrast_question), while a handle as the value ("invite @li.wei") is carried as typed; a markdown
  list of the plan's steps is the plan, "→" and "+" read as "to" and "and".

- Units, scales and number shapes: where the plan has the unit argument the user's unit is carried, never converted
  ("68°F" -> temperature 68, unit F, against a plan stored in °C); where it has none, a named unit would be dropped by
  the replay (uncarriable: "68 °F" on the home workspace's thermostat plans, "in Fahrenheit" on the weather); a unit the
  tool does not take (kelvin, lumens, dB, kg against bags, requests per second against replicas, "6 out of 10" on a
  0-100 scale) is a conversion (uncarriable); a bare number plausible on the stored scale keeps the stored unit
  ("heating to 22" keeps °C: the unit is the scale of the number, not a separate choice), while one implausible on it
  ("thermostat to 70" against °C) reads as another unit (uncarriable). Words and fractions for a level on a 0-100 or
  1-100 scale are absolute levels ("half" and "half-open" 50, "a quarter" 25, "three-quarters" 75), a fraction with no
  whole position ("two-thirds") is uncarriable, and a fraction of an amount ("by half") stays relative (uncarriable).
  "2.5k" is 2500 and "1.5k" 1500 where a currency is named or the argument takes none (a card's daily limit), "a dozen"
  12, "a couple" vague. Clock times: 24-hour and am/pm forms are equal ("17:45", "7.30pm", "20:15"); "at 12" after noon
  has passed could be midnight or noon tomorrow (uncarriable); a reminder's date-time carries no zone, so a time in a
  named zone ("3pm New York time", "9am her time") needs a conversion or a look-up (uncarriable), while a zone in a
  free-text time is carried as typed ("Monday at 9am ET", "Saturday 9:00 CET", "Friday at 15:00 CET"). Durations: a
  fixed-factor restatement with no rate, look-up or rounding is carried in the plan's unit ("an hour and a half" and
  "1.5 hours" 90 minutes, "an hour" 60 minutes, "a fortnight" 14 days, "a week" 7 nights, "in an hour and a half" 16:00
  for a reminder); a duration that is no whole number of the plan's unit ("90 minutes" against hours, on a workspace
  whose mute plans take no hours anyway) or computed from the clock ("until 5pm", "until 4pm") is uncarriable; a
  duration on a plan without one is uncarriable ("for 90 minutes" on an event), and a temporary change to revert is
  contrast_time ("kettle on for 10 minutes then off again", "for 90 minutes" on replicas, "for 2 hours" on a role, "for
  the next week" on a card limit).

- Context: "again" beside a complete ask repeats it (a hit); "the same for ...", "the same amount", "the same thing",
  "the same way", "the other card", "the other currency", "like last time", "same room as yesterday", "the version we
  tested yesterday" and a bare "that" leave a value or the action to the conversation (uncarriable), even where the only
  stored plan looks like the one meant.

- Undo, restore and reverse: undoing or reversing an action is the reverse action: against the forward plan it is
  contrast_action ("undo the lock" is unlocking, "revert the payments deploy" a rollback, "reverse the refund", "take
  back the taxi expense", "undo the freeze", "un-suspend", "undo the A record", "undo that grant"), against a stored
  reverse plan it is that plan (a hit: "revert the checkout deploy in prod" and "undo the last search release" against a
  rollback, "un-archive" and "undo the archiving of" against an unarchive, "undelete" and "un-trash" against a restore
  from the trash); the forward action against a stored reverse plan, and undoing a reverse ("undo the rollback", a
  redeploy), are contrast_action; restoring a previous state or value ("put ... back the way they were", "back to its
  old priority", "to how it was yesterday") or undoing an act named only by "that" leaves it to history (uncarriable).

- Previews and capability questions: "dry run: ...", "what would happen if ..." and a preview act on nothing
  (contrast_question); a question about ability over a kind of thing, with no values of one act ("can you lock doors?",
  "are you able to lock doors at all, or only lights?", "can you do currency conversions, like in general?"), is a
  question (contrast_question), while "could you ...?" with the values of one act is a polite command (a hit).

- Very short and very long: one- to three-word commands are read object first or action first ("shed: lock", "kettle:
  off", "hall lights 30", "fan → off"), and a missing value stays missing ("lights 30": no room); in a long message only
  the asking sentence's values are carried (a day's complaints, a holiday story, an on-call night), and a long message
  that only wonders or thinks aloud asks nothing (contrast_question).

- Whose account: where the plan acts on the user's own account or with the user's identity (money, cards, expenses,
  hotel guests, the sender of a mail, a merge's checks), "on behalf of X", "for my dad's account", "my wife's card",
  "for my colleague", "for my boss", "from the team card", "on the team card" and "as admin" name an account or identity
  the replay cannot choose (uncarriable); where the effect does not depend on whose account acts (a role grant, a
  ticket's priority relayed for a colleague), they change nothing and the case stays a hit; a person who is the value
  itself (a recipient, a user to invite) is not "on behalf".

- Spelling and homophones: British and American spellings outside values are read as meant ("colour", "cancelled"), and
  inside free-text values carried as typed ("grey", "the colour proofs", "chase the cancelled order"); a homophone or
  near-word in the verb or the tool's word is read as meant when the written word makes no ask ("right to" write to,
  "by" buy, "whether" weather), and one inside a free-text value is the user's text, carried as typed ("fix the break
  pads"; number words in a title stay words: "buy a dozen eggs"); a typo inside a word is read as meant ("restrat"); a
  typo inside a room or door name that is no word and has one plain reading is corrected ("bakc" back), but a typo in a
  value that must match exactly (an address "exmaple.com", "copr.io"; an instance with a letter O for a zero, "web-O4";
  a person's name "Rja") is never guessed (uncarriable).

- Outcomes asked with the action: asking to be told when it is done ("and tell me when it's done", "let me know when
  it's out", "tell me once it's sent", "tell me when it's merged") is the agent's reply and changes nothing (a hit);
  another action after it or instead of it on failure ("then send me the receipt", "and then tell me my total holdings",
  "if it fails, try web-03", "if it fails, roll it back", "if nobody reacts in 10 minutes DM Priya", "and remind them
  tomorrow") is more than the plan does (contrast_action); a condition on the act itself ("only if it dips under 110",
  "but only if it's under 200", "if the parcel comes back unopened", "once CI is green") is contrast_time.

- Two-step plans: the front door lock with the alarm, and the living room lights with pausing the music, may be done
  in either order; the ledger backup goes before the deploy, so the deploy first is contrast_action and the deploy
  with the backup refused contrast_negation."""

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
    Plan,
    group,
    hit,
    miss,
    plan,
)

# In a crowded workspace the base is only a template: every crowded hit gives its steps whole.
TEMPLATE: Plan = plan("(template: the workspace's own plan of this shape)", "home.lights_off", {"room": "-"})


def crowd(kind: str, request: str, tool: str, args: dict[str, Any], note: str = "") -> Case:
    """A crowded hit that replays one step of a workspace plan's shape with these arguments."""
    return hit(kind, request, steps=[(tool, args)], note=note)


CASES: list[Case] = []

# ---------------------------------------------------------------- single-plan groups: home

CASES += group(
    plan("lock the back door", "home.lock_door", {"door": "back"}),
    hit(PV, "User intent: lock the garage door", {"door": "garage"}, "a planner's rewrite relays the user's ask"),
    hit(PV, "shed: lock", {"door": "shed"}, "two words: the door, then the action"),
    hit(PARA, "could you lock the back door for me?", note="a polite command with its values, not a question"),
    miss(QUEST, "are you able to lock doors at all, or only lights?", "a question about ability over a kind of thing"),
    miss(ACT, "undo the lock on the back door", "undoing a lock is unlocking"),
    miss(ACT, "🔓 back door", "the open padlock reads as unlock"),
    hit(
        PV, "**@homebot** lock the `cellar` door pls", {"door": "cellar"}, "mention, bold and code span are formatting"
    ),
    hit(
        PARA,
        "Honestly today has been a disaster from start to finish - the train was cancelled, I spilled coffee on my "
        "laptop and my sister still hasn't called back about Mum's birthday. I'm not even home yet and I'm already "
        "dreading tomorrow. One thing, though: please lock the back door, I think I left it open when I put the bins "
        "out. Thanks, you're a star.",
        note="a long message with one ask among feelings",
    ),
    miss(NEG, "lock the back door - actually no, leave it, Sam's still in the garden", "a withdrawn ask"),
    hit(PARA, "lock the bakc door", note="a typo inside a door name with one plain reading is corrected"),
)

CASES += group(
    plan("turn on the hallway lights at 60%", "home.lights_on", {"room": "hallway", "brightness": 60}),
    hit(PV, "The user would like the landing lights on at 35%.", {"room": "landing", "brightness": 35}),
    hit(PV, "half brightness in the study", {"room": "study", "brightness": 50}, "half of the 1-100 scale: 50"),
    hit(PV, "hall lights 30", {"room": "hall", "brightness": 30}, "three words: room, lights, level"),
    miss(UNCARRY, "lights 30", "no room"),
    miss(UNCARRY, "put the hallway lights back the way they were", "a previous state, to look up"),
    hit(PV, "hallway lights on at three-quarters", {"brightness": 75}, "three quarters of the scale: 75"),
    miss(UNCARRY, "turn on the hallway lights at 300 lumens", "another unit than the percentage"),
    hit(
        PV,
        "turn on the nursery lights at 20% and tell me when it's done",
        {"room": "nursery", "brightness": 20},
        "the confirmation is the agent's reply",
    ),
    miss(QUEST, "Router (low confidence): user may want the porch lights on at 50%", "a router's guess asks nothing"),
)

CASES += group(
    plan("set the thermostat to 21 °C", "home.set_thermostat", {"temperature": 21, "unit": "C"}),
    hit(PV, "thermostat: 68°F", {"temperature": 68, "unit": "F"}, "the plan takes the unit: carried, not converted"),
    hit(PV, "Task: set thermostat to 19.5 degrees Celsius", {"temperature": 19.5}),
    miss(UNCARRY, "thermostat to 70", "a bare 70 reads as °F; the replay would keep °C"),
    hit(PV, "heating to 22, cheers", {"temperature": 22}, "a bare room temperature on the stored scale keeps °C"),
    miss(TIME, "thermostat to 18 °C at 11pm"),
    miss(UNCARRY, "set the thermostat to 294 kelvin", "a unit the tool does not take: a conversion"),
    hit(PARA, "thermostat 21°C please 🙂"),
)

CASES += group(
    plan("open the bedroom blinds all the way", "home.set_blinds", {"room": "bedroom", "position": 100}),
    hit(PV, "bedroom blinds a quarter open", {"position": 25}),
    hit(PV, "half-open the study blinds", {"room": "study", "position": 50}),
    hit(VALUE, "open the kitchen blinds all the way", {"room": "kitchen"}),
    miss(UNCARRY, "bedroom blinds down a couple of notches", "relative and vague"),
    miss(OBJ, "open the bedroom skylight all the way", "a skylight is a window, not the blinds"),
    hit(PV, "Action requested — set living room blinds to 0 (closed)", {"room": "living room", "position": 0}),
    miss(UNCARRY, "study blinds two-thirds open", "two thirds of 100 is no whole position"),
)

CASES += group(
    plan("switch the kettle on", "home.set_plug", {"plug": "kettle", "on": True}),
    hit(SLOT, "kettle: off", {"on": False}),
    hit(PV, "switch the `coffee maker` plug on", {"plug": "coffee maker"}),
    miss(TIME, "kettle on for 10 minutes then off again", "a temporary change to revert"),
    miss(QUEST, "is the kettle on?"),
    hit(PARA, "kettle ON pls ☕"),
    miss(ACT, "switch the kettle on, then turn the toaster plug on too", "more actions than the plan"),
)

CASES += group(
    plan("vacuum the living room", "home.start_vacuum", {"room": "living room"}),
    miss(ACT, "ugh undo that, stop vacuuming", "stopping is another action"),
    hit(PV, "send the vacuum to the hall, thanks! — Ana", {"room": "hall"}, "a thank-you and signature after the ask"),
    miss(UNCARRY, "vacuum again, same room as yesterday", "the room is left to history"),
    hit(PARA, "vacuum the living room again", note="'again' with the room stated repeats a complete ask"),
    miss(TIME, "vacuum the living room every weekday at 10"),
    hit(PV, "Task: vacuum the kids' room", {"room": "kids' room"}),
    miss(OBJ, "vacuum the car", "the robot cleans rooms, not the car"),
    miss(
        QUEST,
        "I've had the robot vacuum for a year now and honestly it's changed my life - no more dog hair everywhere, "
        "the kids think it's a pet, and my mum keeps asking where she can buy one. I was just wondering, does it get "
        "confused by dark rugs? Ours seems to avoid the one in the living room.",
        "a long message whose only question asks nothing to be done",
    ),
)

CASES += group(
    plan(
        "lock the front door and arm the alarm in away mode",
        [("home.lock_door", {"door": "front"}), ("home.arm_alarm", {"mode": "away"})],
    ),
    hit(
        PV,
        "Task: arm the alarm (night mode) and lock the back door",
        [{"door": "back"}, {"mode": "night"}],
        "either order; replayed in the stored order",
    ),
    miss(ACT, "arm the alarm, away mode, that's all", "one step alone"),
    hit(PARA, "- lock the front door\n- arm the alarm (away)", note="a markdown list of both steps"),
    miss(NEG, "lock the front door but don't arm the alarm, the dog walker's coming at 3"),
    miss(QUEST, "dry run: lock the front door and arm away - what would that trigger?", "a preview acts on nothing"),
    hit(SLOT, "lock the front door and arm the alarm in home mode", [{}, {"mode": "home"}]),
)

CASES += group(
    plan("make the living room lights purple", "home.set_light_color", {"room": "living room", "color": "purple"}),
    hit(
        PV, "make the lounge lights grey", {"room": "lounge", "color": "grey"}, "British spelling of a value, as typed"
    ),
    hit(PV, "change the colour of the porch lights to «amber»", {"room": "porch", "color": "amber"}),
    miss(UNCARRY, "make the living room lights 🔴", "an emoji for a value is no spelled value"),
    hit(PV, "set the bedroom bulbs to “warm white”", {"room": "bedroom", "color": "warm white"}),
    hit(VALUE, "make the living room lights teal", {"color": "teal"}),
    miss(QUEST, "what colours can the living room lights do?"),
)

CASES += group(
    plan("set the music volume to 40", "music.set_volume", {"level": 40}),
    hit(PV, "volume to half", {"level": 50}),
    hit(VALUE, "set the music volume to 15", {"level": 15}),
    miss(UNCARRY, "volume up a couple", "relative and vague"),
    miss(UNCARRY, "volume 6 out of 10", "another scale: a conversion"),
    miss(UNCARRY, "set the volume to -12 dB", "another unit"),
    hit(PV, "🔊 25", {"level": 25}, "the speaker emoji names the volume"),
    miss(OBJ, "set the doorbell volume to 20", "the doorbell's chime is not the playback volume"),
)

CASES += group(
    plan(
        "remind me at 5pm to call the dentist",
        "reminders.create",
        {"text": "call the dentist", "at": "2025-06-11T17:00:00"},
    ),
    hit(PV, "remind me at 17:45 to take the bins out", {"text": "take the bins out", "at": "2025-06-11T17:45:00"}),
    miss(UNCARRY, "remind me at 3pm New York time to call Raj", "another time zone: a conversion"),
    hit(
        PV,
        "remind me in an hour and a half to move the car",
        {"text": "move the car", "at": "2025-06-11T16:00:00"},
        "now is 14:30",
    ),
    hit(PV, "set a reminder for 20:15 - “feed the cat”", {"text": "feed the cat", "at": "2025-06-11T20:15:00"}),
    miss(UNCARRY, "remind me in a couple of hours to stretch", "vague"),
    miss(TIME, "remind me every evening at 7 to take my pills", "a recurrence"),
    hit(PV, "remind me at 7.30pm to ring Dad", {"text": "ring Dad", "at": "2025-06-11T19:30:00"}),
    miss(UNCARRY, "remind me at 12 to eat something", "noon has passed: midnight, or noon tomorrow?"),
    hit(VALUE, "remind me at 6pm to call the dentist", {"at": "2025-06-11T18:00:00"}),
)

# ---------------------------------------------------------------- single-plan groups: money

CASES += group(
    plan("send Raj 25 EUR", "pay.send_money", {"recipient": "Raj", "amount": 25, "currency": "EUR"}),
    hit(PV, "Task: transfer 2.5k EUR to Mira", {"recipient": "Mira", "amount": 2500}, "2.5k is 2500"),
    miss(UNCARRY, "same amount to Nora", "the amount is left to the conversation"),
    miss(UNCARRY, "send Raj 25 EUR on behalf of Nora", "the plan pays from the user's own account"),
    hit(PV, "send Lena a dozen euros", {"recipient": "Lena", "amount": 12}),
    miss(ACT, "send Raj 25 EUR, then send me the receipt", "more actions than the plan"),
    hit(PV, "send «Joana» 30 EUR", {"recipient": "Joana", "amount": 30}),
    miss(UNCARRY, "send 25 EUR to Rja", "a typo inside a person's name is never guessed"),
    miss(NEG, "don't send Raj anything yet, he hasn't confirmed the booking"),
)

CASES += group(
    plan("refund 15 USD on order C-4410", "pay.refund", {"order_id": "C-4410", "amount": 15}),
    hit(
        PV,
        "Ticket #8812 (assignee: assistant): customer requests a 9 USD refund on order C-4472",
        {"order_id": "C-4472", "amount": 9},
        "a ticket assigned to the assistant is its work",
    ),
    miss(UNCARRY, "refund 15 EUR on order C-4410", "the refund takes no currency; the stored one is USD"),
    hit(PV, "refund $7.50 on order `C-5003`, thanks!", {"order_id": "C-5003", "amount": 7.5}),
    miss(TIME, "refund 15 USD on C-4410 if the parcel comes back unopened", "a condition"),
    hit(PARA, "[webhook] action=refund order=C-4410 amount=15", note="a webhook naming the action is an ask"),
    miss(
        QUEST,
        "Ticket #8813: customer asks about a refund on order C-4410 (assignee: Maria)",
        "a ticket assigned to someone else",
    ),
)

CASES += group(
    plan("set the daily limit on card 4409 to 1000", "pay.set_card_limit", {"card_last4": "4409", "daily_limit": 1000}),
    hit(PV, "limit card 4409 to 2.5k per day", {"daily_limit": 2500}, "no currency argument: 2.5k is 2500"),
    hit(PV, "daily limit, card 7781 → 750", {"card_last4": "7781", "daily_limit": 750}),
    miss(UNCARRY, "raise the limit on card 4409 by half", "relative"),
    miss(UNCARRY, "for my dad's account: limit card 3302 to 300 a day", "another person's account"),
    miss(TIME, "limit card 4409 to 1000 a day for the next week", "a temporary change to revert"),
    hit(VALUE, "set the daily limit on card 4409 to 1200", {"daily_limit": 1200}),
)

CASES += group(
    plan("freeze my card ending 5530", "pay.freeze_card", {"card_last4": "5530"}),
    hit(
        PV,
        "[fraud-alert] suspicious charge on card ending 8812 - action requested: freeze card 8812",
        {"card_last4": "8812"},
        "an alert line with an action requested of the assistant",
    ),
    miss(QUEST, "[fraud-alert] suspicious charge on card ending 8812", "an alert that asks nothing"),
    miss(ACT, "undo the freeze on card 5530", "unfreezing"),
    hit(PARA, "freeze 5530!!! 🚨"),
    miss(UNCARRY, "freeze the other card too", "which card is left to the conversation"),
    miss(UNCARRY, "freeze my wife's card ending 2210", "another person's card"),
    hit(PV, "please freeze the card ending in 0917 - thanks! 🙏", {"card_last4": "0917"}),
)

CASES += group(
    plan("buy 10 NVDA", "trade.buy", {"symbol": "NVDA", "quantity": 10}),
    hit(PV, "by a dozen AMD shares", {"symbol": "AMD", "quantity": 12}, "'by' for 'buy'; a dozen is 12"),
    miss(UNCARRY, "buy 10 NVDA at 120 or lower", "a limit price the plan has no argument for"),
    miss(QUEST, "what would happen if I bought 10 NVDA right now?"),
    miss(ACT, "buy 10 NVDA and then tell me my total holdings", "a lookup besides the purchase"),
    hit(PV, "Action requested — buy 25 shares of MSFT", {"symbol": "MSFT", "quantity": 25}),
    miss(TIME, "buy 10 NVDA only if it dips under 110", "a condition"),
    hit(VALUE, "buy 40 NVDA", {"quantity": 40}),
)

CASES += group(
    plan("convert 100 USD to EUR", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"}),
    hit(PV, "2.5k GBP → EUR?", {"amount": 2500, "from": "GBP"}),
    hit(PV, "how much is a dozen dollars in yen", {"amount": 12, "to": "JPY"}),
    miss(TIME, "convert 100 USD to EUR using last Friday's rate", "a past rate against today's"),
    miss(UNCARRY, "convert 100 USD to the other currency", "left to the conversation"),
    miss(UNCARRY, "¥5000 in euros", "the yen sign is also the yuan's"),
    hit(PV, "CAD 250 → USD", {"amount": 250, "from": "CAD", "to": "USD"}),
)

CASES += group(
    plan(
        "split 90 EUR between Nora and Sami",
        "pay.split_bill",
        {"amount": 90, "currency": "EUR", "people": ["Nora", "Sami"]},
    ),
    hit(
        PV,
        "split 1.5k SEK between Ola, Bo and Kim",
        {"amount": 1500, "currency": "SEK", "people": ["Ola", "Bo", "Kim"]},
    ),
    miss(UNCARRY, "split it the same way as last time", "left to history"),
    hit(PV, "split the €64 dinner between Nora and Sami", {"amount": 64}),
    miss(ACT, "split 90 EUR between Nora and Sami and remind them tomorrow", "a reminder besides the split"),
)

CASES += group(
    plan("file a 42 EUR taxi expense", "hr.submit_expense", {"amount": 42, "currency": "EUR", "category": "taxi"}),
    hit(PV, "expense 2.5k SEK for the hotel", {"amount": 2500, "currency": "SEK", "category": "hotel"}),
    miss(UNCARRY, "file a 42 EUR taxi expense that went on the team card", "no argument for the card"),
    miss(UNCARRY, "file an expense for my colleague Nora: 42 EUR taxi", "filed for another person"),
    hit(PV, "Task: submit expense - category: «meals», amount: 36 EUR", {"amount": 36, "category": "meals"}),
    miss(ACT, "take back the taxi expense I filed", "withdrawing is another action"),
)

# ---------------------------------------------------------------- single-plan groups: office

CASES += group(
    plan("post in #ops: deploy finished", "chat.post_message", {"channel": "#ops", "text": "deploy finished"}),
    hit(
        PV,
        "post in `#releases`: **v2.4 is live** 🎉",
        {"channel": "#releases", "text": "**v2.4 is live** 🎉"},
        "formatting inside a message is the message; around the channel it is not",
    ),
    hit(
        PV,
        'Router: post_message(channel="#support", text="queue is clear")',
        {"channel": "#support", "text": "queue is clear"},
    ),
    miss(UNCARRY, "post the same thing in #general", "the text is left to the conversation"),
    miss(ACT, "pin that in #ops"),
    miss(QUEST, "@Dana can you post in #ops that the deploy finished?", "addressed to another person"),
    miss(ACT, "post in #ops: deploy finished, and if nobody reacts in 10 minutes DM Priya", "a fallback action"),
    hit(PV, "@bot post in #frontend: “hotfix is out”", {"channel": "#frontend", "text": "hotfix is out"}),
    miss(NEG, "no need to post in #ops, Dana already did"),
)

CASES += group(
    plan(
        "set my status to in a meeting for 60 minutes",
        "chat.set_status",
        {"text": "in a meeting", "minutes": 60},
    ),
    hit(PV, "status «heads down» for an hour and a half", {"text": "heads down", "minutes": 90}),
    hit(PV, "set my status to 'at lunch' for 45 min", {"text": "at lunch", "minutes": 45}),
    miss(UNCARRY, "set my status to focusing until 5pm", "minutes computed from the clock"),
    miss(UNCARRY, "status: in a meeting for a bit", "vague"),
    hit(PV, "status 🍔 lunch for 30 minutes", {"text": "🍔 lunch", "minutes": 30}, "an emoji inside a status is text"),
    hit(PARA, "set my status to in a meeting for an hour", note="an hour is 60 minutes"),
)

CASES += group(
    plan("unarchive #offsite-2024", "chat.unarchive_channel", {"channel": "#offsite-2024"}),
    hit(PV, "un-archive #design-crit", {"channel": "#design-crit"}),
    hit(PV, "bring #hiring back from the archive", {"channel": "#hiring"}),
    miss(ACT, "archive #offsite-2024 again", "the forward action against a stored reverse"),
    hit(PARA, "undo the archiving of #offsite-2024", note="undoing an archive is the stored unarchive"),
    miss(QUEST, "was #offsite-2024 archived?"),
)

CASES += group(
    plan(
        "email ines@example.com saying the contract is signed",
        "email.send",
        {"to": "ines@example.com", "body": "the contract is signed"},
    ),
    hit(PV, "right to tom@example.org that I'll be late", {"to": "tom@example.org", "body": "I'll be late"}),
    hit(
        PV, "email “raj@example.com” saying the parcel arrived", {"to": "raj@example.com", "body": "the parcel arrived"}
    ),
    miss(UNCARRY, "email ines@exmaple.com saying the contract is signed", "a likely typo inside an address"),
    miss(ACT, "save a draft to ines@example.com saying the contract is signed"),
    miss(UNCARRY, "email ines@example.com saying the contract is signed, subject 'NDA'", "no subject argument"),
    hit(PARA, "email ines@example.com saying the contract is signed, and tell me once it's sent"),
    hit(
        VALUE,
        "email ines@example.com saying the colour proofs are approved",
        {"body": "the colour proofs are approved"},
    ),
)

CASES += group(
    plan(
        "move the budget review to Thursday at 3pm",
        "calendar.reschedule_event",
        {"title": "budget review", "new_start": "Thursday at 3pm"},
    ),
    hit(PV, "push the design sync to Friday 15:30", {"title": "design sync", "new_start": "Friday 15:30"}),
    hit(
        PV,
        "move the team retro to Monday at 9am ET",
        {"title": "team retro", "new_start": "Monday at 9am ET"},
        "a time zone in a free-text time is carried as typed",
    ),
    miss(UNCARRY, "move the budget review back to where it was", "a previous time, to look up"),
    miss(UNCARRY, "move the budget review an hour later", "relative"),
    hit(
        PV,
        "Action requested — reschedule “Q3 planning” to Tuesday at 11:00",
        {"title": "Q3 planning", "new_start": "Tuesday at 11:00"},
    ),
)

CASES += group(
    plan(
        "put dentist on my calendar Friday at 10am",
        "calendar.create_event",
        {"title": "dentist", "start": "Friday at 10am"},
    ),
    hit(
        PV,
        "put “parents' evening” on my calendar Thursday at 18:30",
        {"title": "parents' evening", "start": "Thursday at 18:30"},
    ),
    miss(UNCARRY, "put dentist on my calendar Friday at 10am for 90 minutes", "no duration argument"),
    hit(PV, "add yoga to my calendar Saturday 9:00 CET", {"title": "yoga", "start": "Saturday 9:00 CET"}),
    miss(TIME, "put dentist on my calendar every Friday at 10am", "a recurrence"),
    miss(UNREL, "write me a haiku about Friday afternoons"),
)

CASES += group(
    plan("add a task: renew the car insurance", "tasks.create", {"title": "renew the car insurance"}),
    hit(
        VALUE, "add a task: fix the break pads", {"title": "fix the break pads"}, "a homophone inside a title, as typed"
    ),
    hit(VALUE, "add a task: buy a dozen eggs", {"title": "buy a dozen eggs"}, "number words inside a title, as typed"),
    hit(PV, "new to-do: chase the cancelled order", {"title": "chase the cancelled order"}),
    miss(ACT, "add a note: renew the car insurance", "a note is not a task"),
    miss(UNCARRY, "add a task: renew the car insurance — due this Friday", "no due-date argument"),
    miss(UNCARRY, "add that as a task too", "left to the conversation"),
    hit(PV, "add a task → «book the MOT»", {"title": "book the MOT"}),
)

CASES += group(
    plan("set ticket 4120 to high priority", "tickets.set_priority", {"ticket_id": 4120, "priority": "high"}),
    hit(SLOT, "ticket 4120 → urgent", {"priority": "urgent"}),
    hit(PV, "Zendesk trigger: set priority=low on ticket 5531", {"ticket_id": 5531, "priority": "low"}),
    miss(UNCARRY, "bump it a notch", "relative, and the ticket is left to the conversation"),
    hit(PV, "set ticket #4388's priority to **urgent**", {"ticket_id": 4388, "priority": "urgent"}),
    hit(
        PV,
        "Priya asked me to pass this on: set ticket 4415 to high priority",
        {"ticket_id": 4415},
        "on someone's behalf, but the change does not depend on whose account",
    ),
    miss(UNCARRY, "put ticket 4120 back to its old priority", "a previous value, to look up"),
)

# ---------------------------------------------------------------- single-plan groups: devops

CASES += group(
    plan(
        "deploy payments v2.4.1 to staging",
        "cloud.deploy",
        {"service": "payments", "version": "v2.4.1", "environment": "staging"},
    ),
    miss(ACT, "revert the payments deploy on staging", "a rollback"),
    miss(QUEST, "dry run: deploy payments v2.4.1 to staging", "a preview acts on nothing"),
    hit(PV, "Task: deploy search v3.0.0 to prod", {"service": "search", "version": "v3.0.0", "environment": "prod"}),
    hit(VALUE, "deploy `payments` `v2.5.0` to `staging`", {"version": "v2.5.0"}, "code spans are formatting"),
    miss(ACT, "deploy payments v2.4.1 to staging; if it fails, roll it back", "a fallback action"),
    hit(PARA, "deploy payments v2.4.1 to staging and let me know when it's out"),
    miss(TIME, "deploy payments v2.4.1 to staging after 6pm"),
    miss(NEG, "hold off on deploying payments v2.4.1 to staging"),
)

CASES += group(
    plan("roll back checkout in prod", "cloud.rollback", {"service": "checkout", "environment": "prod"}),
    hit(PARA, "revert the checkout deploy in prod", note="the stored plan is itself the reverse"),
    hit(PV, "undo the last search release on staging", {"service": "search", "environment": "staging"}),
    miss(ACT, "undo the rollback of checkout in prod", "a redeploy"),
    miss(QUEST, "[deploy-bot] checkout rolled back in prod at 14:02", "a log line that reports"),
    hit(
        PV,
        "PagerDuty → assistant: 5xx spike on billing in prod, action requested: roll back billing in prod",
        {"service": "billing"},
    ),
    miss(UNCARRY, "roll back checkout in prod to v1.8.0", "the plan takes no target version"),
    miss(UNCARRY, "roll back everything I deployed today", "a set to look up"),
)

CASES += group(
    plan("restart web-04", "cloud.restart_instance", {"instance": "web-04"}),
    miss(ACT, "restart web-07; if it fails, try web-03", "a fallback action the plan does not take"),
    hit(PV, "restart `web-12` pls @ops-bot", {"instance": "web-12"}),
    miss(UNCARRY, "restart web-O4", "a letter O inside an instance name is never guessed"),
    hit(PV, "could you restart web-09?", {"instance": "web-09"}, "a polite command"),
    miss(QUEST, "[alertmanager] web-04 unresponsive for 5m", "an alert that asks nothing"),
    hit(PV, "[alertmanager] web-05 unresponsive - action requested: restart web-05", {"instance": "web-05"}),
    hit(PV, "restrat web-11", {"instance": "web-11"}, "a typo in the verb is read as meant"),
    miss(QUEST, "[alertmanager] FIRING: web-06 high memory - runbook: restart web-06", "a runbook hint for humans"),
    miss(OBJ, "restart the nginx service on web-04", "a service on the machine, not the machine"),
)

CASES += group(
    plan(
        "scale search in prod to 4 replicas",
        "cloud.scale_service",
        {"service": "search", "replicas": 4, "environment": "prod"},
    ),
    hit(PV, "scale search in prod to a dozen replicas", {"replicas": 12}),
    miss(UNCARRY, "scale search in prod to a couple more replicas", "relative and vague"),
    miss(UNCARRY, "scale search in prod to handle 2.5k rps", "replicas computed from a load"),
    hit(PV, "Task: scale api in staging to 6 replicas", {"service": "api", "replicas": 6, "environment": "staging"}),
    miss(TIME, "scale search in prod to 10 replicas for 90 minutes", "a temporary change to revert"),
    hit(VALUE, "scale `search` in `prod` to **8** replicas", {"replicas": 8}),
)

CASES += group(
    plan("merge PR 212 in acme/api", "gh.merge_pr", {"repo": "acme/api", "number": 212}),
    hit(PV, "merge acme/web#88 ✅", {"repo": "acme/web", "number": 88}),
    miss(ACT, "revert the merge of acme/api#212"),
    miss(QUEST, "@maria can you merge acme/api#212?", "addressed to another person"),
    miss(TIME, "GitHub: @assistant please merge acme/api#215 once CI is green", "a condition"),
    hit(PV, "please merge PR #301 in acme/api, thanks! -- Jo", {"number": 301}),
    miss(UNCARRY, "merge acme/api#212 as admin", "an override the plan has no argument for"),
    hit(PV, "merge PR 77 in acme/api, and tell me when it's merged", {"number": 77}),
    miss(OBJ, "merge the release branch into main in acme/api", "a branch, not a pull request"),
)

CASES += group(
    plan("grant kate@corp.io the deployer role", "iam.grant_role", {"user": "kate@corp.io", "role": "deployer"}),
    hit(
        PV,
        "on behalf of Dana (she's out today): give omar@corp.io the viewer role",
        {"user": "omar@corp.io", "role": "viewer"},
        "the grant does not depend on whose account acts",
    ),
    hit(PV, "grant raj@corp.io the “read-only” role", {"user": "raj@corp.io", "role": "read-only"}),
    miss(ACT, "undo that grant - take the deployer role back from kate@corp.io", "a revocation"),
    miss(UNCARRY, "give kate@corp.io whatever roles omar@corp.io has", "roles to look up"),
    miss(TIME, "grant kate@corp.io the deployer role for 2 hours", "a temporary change to revert"),
)

CASES += group(
    plan("restore ~/Documents/report.docx from the trash", "fs.restore_file", {"path": "~/Documents/report.docx"}),
    hit(PV, "undelete notes/todo.md", {"path": "notes/todo.md"}),
    hit(PV, "un-trash `~/Desktop/plan.pdf`", {"path": "~/Desktop/plan.pdf"}),
    miss(UNCARRY, "undo that delete", "the file is left to the conversation"),
    miss(ACT, "delete ~/Documents/report.docx for good"),
    miss(UNCARRY, "restore ~/Documents/report.docx to how it was yesterday", "a version the plan cannot name"),
)

CASES += group(
    plan(
        "back up the ledger database, then deploy ledger v5.2.0 to prod",
        [
            ("db.create_backup", {"database": "ledger"}),
            ("cloud.deploy", {"service": "ledger", "version": "v5.2.0", "environment": "prod"}),
        ],
    ),
    hit(
        PV,
        "Task: back up the accounts db, then deploy accounts v1.4.0 to prod",
        [{"database": "accounts"}, {"service": "accounts", "version": "v1.4.0"}],
    ),
    miss(ACT, "deploy ledger v5.2.0 to prod, then back up the ledger database", "the backup must come first"),
    miss(NEG, "deploy ledger v5.2.0 to prod, no need for a backup this time", "one step refused"),
    miss(QUEST, "dry run: back up ledger and deploy v5.2.0 to prod"),
    hit(PARA, "1. back up the ledger database\n2. deploy ledger v5.2.0 to prod", note="a numbered list"),
    miss(UNCARRY, "back up ledger then deploy the version we tested yesterday to prod", "a version to look up"),
)

CASES += group(
    plan(
        "turn off the living room lights and pause the music",
        [("home.lights_off", {"room": "living room"}), ("music.pause", {})],
    ),
    hit(PV, "pause the music and kill the kitchen lights", [{"room": "kitchen"}, {}], "either order"),
    miss(ACT, "undo that: lights back on and resume the music"),
    hit(PARA, "🎬 movie time: living room lights off + pause music"),
    miss(ACT, "just the living room lights off", "one step alone"),
    miss(NEG, "pause the music, but leave the living room lights on", "one step refused"),
)

# ---------------------------------------------------------------- single-plan groups: other

CASES += group(
    plan("get 2 bags of Royal Canin kitten delivered", "vet.order_food", {"product": "Royal Canin kitten", "bags": 2}),
    miss(UNCARRY, "order a couple of bags of Purina Pro Plan", "vague"),
    hit(VALUE, "get a dozen bags of Purina Pro Plan delivered", {"product": "Purina Pro Plan", "bags": 12}),
    miss(UNCARRY, "get 10 kg of Royal Canin kitten delivered", "kilograms, not bags"),
    hit(PARA, "Order 2 bags of Royal Canin kitten for Mochi please! 🐱"),
    miss(UNCARRY, "order Mochi's food like last time", "left to history"),
)

CASES += group(
    plan("what's the weather in Lisbon right now", "weather.current", {"location": "Lisbon"}),
    hit(PV, "whether in Porto rn?", {"location": "Porto"}, "'whether' for 'weather'"),
    hit(PV, "Weather in **Kraków**?", {"location": "Kraków"}),
    miss(TIME, "what's the weather going to be in Lisbon this weekend"),
    miss(UNCARRY, "weather in Lisbon right now, in Fahrenheit please", "a unit the tool does not take"),
    miss(UNREL, "how many teaspoons make up a tablespoon?"),
)

CASES += group(
    plan(
        "book a hotel in Oslo for 3 nights from June 20",
        "travel.book_hotel",
        {"city": "Oslo", "check_in": "June 20", "nights": 3},
    ),
    hit(PV, "book a hotel in Bergen for a week from July 2", {"city": "Bergen", "check_in": "July 2", "nights": 7}),
    miss(UNCARRY, "book a hotel in Oslo for my boss, 3 nights from June 20", "a guest the plan has no argument for"),
    hit(PV, "book a hotel in Tromsø for 2 nights from 24/6", {"city": "Tromsø", "check_in": "24/6", "nights": 2}),
    miss(UNCARRY, "book a hotel in Oslo for 3 nights from June 20, under £150 a night", "no price argument"),
    hit(
        PV,
        "We've been planning this trip for ages and my partner finally got the time off approved, which honestly "
        "felt like a miracle after the year we've had. Could you book a hotel in Stavanger for 4 nights from July "
        "10? The kids are already packing their swimsuits even though it'll probably be freezing.",
        {"city": "Stavanger", "check_in": "July 10", "nights": 4},
        "only the asking sentence's values",
    ),
    miss(OBJ, "book a hostel in Oslo for 3 nights from June 20", "a hostel bed, not a hotel room"),
)

# ---------------------------------------------------------------- crowded: home

CASES += group(
    TEMPLATE,
    crowd(PARA, "User intent: lock the side door.", "home.lock_door", {"door": "side"}),
    crowd(PV, "🔒 garage door pls", "home.lock_door", {"door": "garage"}, "the closed padlock reads as lock"),
    crowd(
        PV,
        "The user would like the porch lights on at 40%.",
        "home.lights_on",
        {"room": "porch", "brightness": 40},
    ),
    crowd(PARA, "Could you switch the kitchen lights off? Thanks! — M.", "home.lights_off", {"room": "kitchen"}),
    crowd(PV, "half brightness on the bedroom lights", "home.lights_on", {"room": "bedroom", "brightness": 50}),
    crowd(PARA, "blinds in the office a quarter open", "home.set_blinds", {"room": "office", "position": 25}),
    crowd(PV, "thermostat → 20", "home.set_thermostat", {"temperature": 20}),
    crowd(
        PV,
        "remind me at 18:45 to water the plants",
        "reminders.create",
        {"text": "water the plants", "at": "2025-06-11T18:45:00"},
    ),
    crowd(
        PV,
        "put a dozen packs of AA batteries in the cart",
        "shop.add_to_cart",
        {"product": "AA batteries", "quantity": 12},
    ),
    crowd(PARA, "fan → off", "home.set_plug", {"plug": "fan", "on": False}),
    crowd(PV, "vacuum the hall again", "home.start_vacuum", {"room": "hall"}, "'again' with the room stated"),
    crowd(PARA, "run the «dinner» scene", "home.run_scene", {"scene": "dinner"}),
    miss(
        UNCARRY,
        "set the thermostat to 68 °F please",
        "the workspace's thermostat plans take no unit: the replay would drop it",
        absent=(("home.set_thermostat", {"unit": "F"}),),
    ),
    miss(ACT, "unlock the side door, the cleaner's here", absent=("home.unlock_door", "home.set_lock")),
    miss(QUEST, "can you lock doors? just wondering what you're hooked up to", "a question about ability"),
    miss(UNCARRY, "do the same for the porch", "the action is left to the conversation"),
    miss(ACT, "undo that, send the robot back to its dock", absent=("home.stop_vacuum",)),
    miss(UNCARRY, "put the kitchen lights back the way they were", "a previous state"),
    miss(QUEST, "[smartthings] front door unlocked at 22:14", "a log line that reports"),
    miss(TIME, "arm the alarm in night mode at 11pm"),
    miss(ACT, "living room lights on, then grab a still from the driveway cam", "two actions; no such plan"),
    miss(NEG, "don't bother locking the back door, I'm heading out again in a sec"),
    ws="home",
    in_ws=True,
)

# ---------------------------------------------------------------- crowded: finance

CASES += group(
    TEMPLATE,
    crowd(PV, "Task — refund 8 USD of order A-10477", "pay.refund", {"order_id": "A-10477", "amount": 8}),
    crowd(PV, "transfer 2.5k EUR to Sam", "pay.send_money", {"recipient": "Sam", "amount": 2500, "currency": "EUR"}),
    crowd(PV, "convert a dozen dollars to yen", "fx.convert", {"amount": 12, "from": "USD", "to": "JPY"}),
    crowd(PARA, "`freeze` card `6620`", "pay.freeze_card", {"card_last4": "6620"}),
    crowd(
        PV,
        "Stripe webhook: charge.dispute.created - action requested: refund order C-30488 in full",
        "pay.refund",
        {"order_id": "C-30488"},
    ),
    crowd(PV, "by 20 shares of AMD", "trade.place_order", {"side": "buy", "symbol": "AMD", "quantity": 20}),
    crowd(
        SLOT,
        "ping me if NVDA goes **above** 120",
        "trade.set_price_alert",
        {"symbol": "NVDA", "price": 120, "direction": "above"},
    ),
    crowd(
        PV,
        "split €64 between Priya and Aisha",
        "pay.split_bill",
        {"amount": 64, "currency": "EUR", "people": ["Priya", "Aisha"]},
    ),
    crowd(PARA, "quick q — what did I spend last week?", "pay.list_transactions", {"period": "last week"}),
    crowd(PV, "limit card 4821 to 1.5k a day", "pay.set_card_limit", {"card_last4": "4821", "daily_limit": 1500}),
    crowd(
        PV,
        "please approve expense report 2210, thanks! —Jo",
        "hr.review_expense",
        {"report_id": 2210, "verdict": "approve"},
    ),
    crowd(PARA, "CHF 150 → MXN", "fx.convert", {"amount": 150, "from": "CHF", "to": "MXN"}),
    miss(ACT, "lift the block on card 9034, found it in my coat", absent=("pay.unfreeze_card",)),
    miss(ACT, "reverse the refund I gave on order A-10293", "no tool takes a refund back"),
    miss(UNCARRY, "and the same amount to Ken", "the amount is left to the conversation"),
    miss(UNCARRY, "wire Tom 60 GBP from the team card", "no argument for the card to pay from"),
    miss(UNCARRY, "pay Lena 40 EUR for rent on behalf of my dad", "another person's account"),
    miss(QUEST, "what would happen if I sold all my TSLA today - any tax hit?"),
    miss(QUEST, "can you do currency conversions, like in general?", "a question about ability"),
    miss(TIME, "buy 10 shares of TSLA but only if it's under 200", "a condition"),
    miss(ACT, "buy 500 USD worth of BTC, then send me the receipt", "more actions than the plan"),
    miss(UNCARRY, "¥3000 in euros", "the yen sign is also the yuan's"),
    miss(TIME, "convert 100 EUR to AUD at last Monday's rate", absent=("fx.historical_rate",)),
    ws="finance",
    in_ws=True,
)

# ---------------------------------------------------------------- crowded: devops

CASES += group(
    TEMPLATE,
    crowd(
        PARA,
        "revert the checkout deploy on staging",
        "cloud.rollback",
        {"service": "checkout", "environment": "staging"},
    ),
    crowd(PV, "undo the last billing release in dev", "cloud.rollback", {"service": "billing", "environment": "dev"}),
    crowd(
        PV,
        "Task: deploy auth v2.4.1 to production",
        "cloud.deploy",
        {"service": "auth", "version": "v2.4.1", "environment": "production"},
    ),
    crowd(
        PV,
        "deploy `search-api` `v2.4.0` → `staging`",
        "cloud.deploy",
        {"service": "search-api", "version": "v2.4.0", "environment": "staging"},
    ),
    crowd(
        PV,
        "PagerDuty → assistant: action requested - scale checkout in production to 12 replicas",
        "cloud.scale_service",
        {"service": "checkout", "replicas": 12, "environment": "production"},
    ),
    crowd(PV, "scale notifications to a dozen", "cloud.scale_service", {"service": "notifications", "replicas": 12}),
    crowd(PARA, "could you start web-02?", "cloud.start_instance", {"instance": "web-02"}),
    crowd(PV, "logs for billing, last 24h", "cloud.get_logs", {"service": "billing", "since": "24h"}),
    crowd(PV, "GitHub: @assistant please merge acme/webapp#230", "gh.merge_pr", {"repo": "acme/webapp", "number": 230}),
    crowd(
        PV,
        "re-run CI on `main` in acme/api-gateway",
        "gh.rerun_workflow",
        {"repo": "acme/api-gateway", "branch": "main"},
    ),
    crowd(PV, "grant raj@corp.io the «deployer» role", "iam.grant_role", {"user": "raj@corp.io", "role": "deployer"}),
    crowd(PARA, "close ticket #6189 please 🙏", "tickets.close", {"ticket_id": 6189}),
    crowd(
        PV,
        "Morning! Sorry for the wall of text - I was on call last night and it was rough, three pages between 2 and "
        "4am and the coffee machine on our floor is broken again. Anyway, before I crash: please roll back "
        "notifications on staging, the new build is spamming users. I'll write up the incident later.",
        "cloud.rollback",
        {"service": "notifications", "environment": "staging"},
        "only the asking sentence's values",
    ),
    miss(ACT, "restart web-01; if that fails, try web-02", absent=("cloud.restart_instance",)),
    miss(QUEST, "dry run: deploy checkout v1.9.7 to staging", "a preview acts on nothing"),
    miss(ACT, "undo the rollback of billing on staging", "a redeploy of a version not named"),
    miss(UNCARRY, "stop web-O1", "a letter O inside an instance name is never guessed"),
    miss(ACT, "undo the A record for status.acme.io", absent=("cloud.delete_dns_record",)),
    miss(UNREL, "suggest a name for our new golden retriever puppy"),
    miss(UNCARRY, "deploy the same build to production", "the service and version are left to history"),
    miss(TIME, "deploy billing v2.4.0 to production after the freeze ends Monday"),
    miss(QUEST, "[deploy-bot] search-api v2.3.2 rolled out on production", "a log line that reports"),
    miss(UNCARRY, "merge acme/webapp#118 as admin, skip the checks", "an override the plans have no argument for"),
    miss(ACT, "un-suspend kate@corp.io, that was a mistake", absent=("iam.reactivate_user",)),
    ws="devops",
    in_ws=True,
)

# ---------------------------------------------------------------- crowded: office

CASES += group(
    TEMPLATE,
    crowd(PV, "set my status to “on a call” for 1.5 hours", "chat.set_status", {"text": "on a call", "minutes": 90}),
    crowd(PV, "status: 🌴 on holiday", "chat.set_status", {"text": "🌴 on holiday"}),
    crowd(
        PV,
        "right to bob@example.com that the contract is signed",
        "email.send",
        {"to": "bob@example.com", "body": "the contract is signed"},
    ),
    crowd(
        PARA,
        "Task: post in #ops — the build is broken",
        "chat.post_message",
        {"channel": "#ops", "text": "the build is broken"},
    ),
    crowd(
        PV,
        "push the sprint planning to Friday at 15:00 CET",
        "calendar.reschedule_event",
        {"title": "sprint planning", "new_start": "Friday at 15:00 CET"},
    ),
    crowd(PV, "share report.txt for a fortnight", "fs.share_link", {"path": "report.txt", "expires_in_days": 14}),
    crowd(PV, "archive the #incident-118 channel 🗄️", "chat.archive_channel", {"channel": "#incident-118"}),
    crowd(PARA, "**clear** my status pls", "chat.clear_status", {}),
    crowd(
        PV,
        "book a hotel in Oslo for a week starting June 3",
        "travel.book_hotel",
        {"city": "Oslo", "check_in": "June 3", "nights": 7},
    ),
    crowd(
        PV,
        "User intent: forward the last email from legal@initech.co to «dana@corp.io»",
        "email.forward",
        {"sender": "legal@initech.co", "to": "dana@corp.io"},
    ),
    crowd(
        PV, "could you invite @li.wei to #launch?", "chat.invite_to_channel", {"user": "@li.wei", "channel": "#launch"}
    ),
    crowd(PARA, "RSVP ✅ to budget sync", "calendar.accept_invite", {"title": "budget sync"}),
    miss(ACT, "un-archive #offsite-2024", absent=("chat.unarchive_channel",)),
    miss(ACT, "bring back bob@example.com's archived emails", absent=("email.unarchive_from",)),
    miss(ACT, "pull report.txt back out of the trash", absent=("fs.restore_file",)),
    miss(UNCARRY, "set my status to focusing until 4pm", "minutes computed from the clock"),
    miss(UNCARRY, "mute #sales for 90 minutes", "the plans mute without hours; 90 minutes is no whole hour"),
    miss(QUEST, "@Priya can you send the Q3 deck to hr@corp.io?", "addressed to another person"),
    miss(ACT, "email hr@corp.io that the release is delayed, then forward me whatever they reply", "two actions"),
    miss(UNCARRY, "send legal@initech.co's latest email on to hr@copr.io", "a likely typo inside an address"),
    miss(UNCARRY, "send alice@contoso.com 'the server is back up' at 9am her time", "her time zone, to look up"),
    miss(QUEST, "what would happen if I declined the design review - would Priya get notified?"),
    miss(UNCARRY, "reply to hr@corp.io on behalf of my manager: sounds good", "whose mailbox"),
    miss(
        QUEST,
        "Long week. The offsite planning has eaten all my evenings, Priya and Tom are still arguing about the venue, "
        "and I haven't even started on the Q3 deck. I think I need a break - maybe I'll book some time off at some "
        "point in July, not sure when yet.",
        "thinking aloud, with no dates",
    ),
    ws="office",
    in_ws=True,
)
