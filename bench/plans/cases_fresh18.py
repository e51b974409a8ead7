"""Plan-cache cases "fresh18": near-neighbour actions, passive voice, nouns for actions and wished-for states, English
as a second language, typos in the action word, shorthand, calls written as code or commands, statements and questions
that are not asks, scope the plan does not carry, tone, and odd shapes of text.

Who and how. Written by an independent writer (a helper session) who read only the brief, casekit.py (whole, with cat),
tools.jsonl (every tool, printed with a small Python script to a scratch file under /tmp: id, description cut at 90
characters, parameters with types, required marks, enums, bounds, formats and patterns; read whole with cat), the four
crowded workspaces (workspaces/*.jsonl: every plan printed with a small Python script to a scratch file, grouped by
shape, with the tools each workspace never uses and, in a second small script, the tools each uses; read with sed in
ranges piped through `cut -c1-220`, the never-used line with fold), make_cases.py and check_cases.py (whole, with cat,
to register this set) and the first 455 lines of cases_fresh17.py (`sed -n 1,455p`: its module docstring, which closes
within those lines, and its import block as far as line 455, which ends at `Plan,`; the names after it were not seen);
not the cache's code (src/), documentation, tests, examples, README or pyproject.toml, nor bench/plans/README.md or any
other bench script, nor the body of any other case set (no grep over them either); no git command; the writer never ran
the cache, the benchmark or toolmem on these cases, nor imported toolmem. The conventions below are fresh17's, restated
in full, with the decisions this set needed added. Before ruff, mypy or make_cases.py ran, the writer checked with `tail
-1 /tmp/makedev.log` that the environment's install had ended ("rc 0"). Slips and reruns: (1) the writer's first
command, which printed the brief, also ran `ls bench/plans/`, and the command that printed the workspaces ran `ls
bench/plans/workspaces/`: two `ls` of repository folders, against the brief's "`ls` only of /tmp"; they showed file
names only, and nothing in them was opened beyond the allowed files. `ls /tmp` showed another writer's scratch folder
(/tmp/f17), which was not opened. (2) The tool output cut the printed first 455 lines of cases_fresh17.py in the middle;
they were printed again with `sed -n 140,215p` and `sed -n 216,290p`; the import block was printed with `sed -n 440,460p
| head -16`, a sed range that passes line 455 but of which only lines 440 to 455 were shown. Lines 1 to 455 were also
copied with sed into a scratch file, which was grepped for its section headings and cut into pieces to build the
conventions below. The printed workspaces were cut once by the tool output (part of the office workspace, from
email.block_sender to email.send) and that range was printed again with sed. (3) The cases were planned group by group
before any was written; the single-plan groups were written with the editor's create command and bash heredocs, the
crowded groups with one heredoc. The first count was 390 cases, more than the brief's "about 335", so small Python
scripts (a copy of the file was kept under /tmp before each) first cut 66 cases, none of which was the only case of its
voice, turned one hit into a value case and added 16 (value cases, and uncarriable cases in the brief's voices), then
cut 8 and added 6 (crowded misses and unrelated asks, for the balance of hits and misses), then cut 4 and added 7
(scope, tone, hashtag, quoted-command and ack cases), then cut 6, and reworded one ESL example to stand further from the
brief's own sentence; two edit scripts stopped on an assertion before writing (one named a request to cut that had never
been written, one an anchor line that ruff had split), and two cuts by line left the rest of a multi-line hit behind:
the review script's import of the module failed on the first (a ValueError from casekit), a diff against the scratch
copy showed the second, and both were removed by hand. (4) ruff check first reported `Plan` imported but unused (F401):
the template is now annotated with it. (5) The first run of make_cases.py (exit status 1) reported 21 requests as the
same as another request: 18 word for word another set's (fresh4, fresh5, fresh14, fresh12, fresh10, fresh17, fresh3,
fresh8, fresh6, fresh9, dev, fresh7) and 3 crowded requests the same as this set's single-plan ones; all were reworded
keeping kind and judgement (for instance "unlcok the front door" -> "ok unlcok the front door", "mute the music" ->
"just mute the music" and, in home, "mute the music, the baby's asleep", "leave #random" -> "leave the #random channel",
"mute #random for 2 hours" -> "mute #random for 2 hrs", "is the back door locked?" -> "is the back door locked rn?",
"dim the kitchen lights" in home -> "dim the lights in the kitchen"); the second run reported two more (fresh15,
fresh8), reworded, and the one-step case was then reworded once more so that it refuses nothing ("could you lock the
front door for me"); the third run exited 0. (6) The review script (below) then found the stored request "turn off the
kitchen lights" word for word a home workspace request (reworded "switch the kitchen lights off") and 17 cases without a
note (notes added). (7) Besides the allowed reading, the writer ran `source .venv/bin/activate`, mkdir, cat, sed, grep,
cut, fold, head, tail, wc, cp and diff (on scratch copies and on make_cases.py and check_cases.py against scratch copies
of them), awk and tr (on check_cases.py's output), which and `python --version`, `ls` of /tmp and of its scratch folder,
the `ls` of (1), ruff, mypy, make_cases.py and check_cases.py, and small Python scripts that printed the tools and
workspaces, made the cuts, additions and rewordings of (3), (5) and (6), registered the set in make_cases.py and
check_cases.py (import, tuple and docstring lines only; "nineteen files" became "twenty files"), built this docstring
(counting the module's cases and checking that every example quoted in the voices below is one of its requests, with the
outcome shown), and read this module's cases (importing it, which imports only casekit) with the workspace files to
check that no request is repeated, that no request nor stored request is word for word a workspace request, that a
crowded hit is labelled paraphrase exactly when its steps are those of a workspace plan (and a single-plan hit exactly
when they are the stored plan's), that every case has a note, and to count the cases. Of make_cases.py's output (kept in
scratch files) only the problem lines and the line naming fresh18 were shown, with `grep -c .` line counts of the whole
output; check_cases.py's output went to a scratch file of which the lines naming fresh18 (the three header rows, which
name every set's file as a column and were shown whole), the last 16 characters of each row (this set's column), the
exit status and the line count were shown. After this docstring was written: ruff check and ruff format --check on
bench/plans, and mypy --strict on this file, exited 0; make_cases.py exited 0 (20 lines of output, its fresh18 line
"cases_fresh18.jsonl: 335 cases"); check_cases.py exited 0 (27 lines of output; this set's column: 335 cases, 168 misses
and 167 hits); the review script found no problem. The docstring was then regenerated by the same script with this
sentence filled in, and all of these ran again, with the same results. (8) Running make_cases.py rewrites every set's
.jsonl from its unchanged .py source; only this file, its .jsonl, make_cases.py and check_cases.py were edited. Every
request was written for this file; a few follow the brief's examples of a voice with other values and wording ("the shed
door needs locking, thanks", "I'd like the heating at 23", "a refund of 8 USD on B-5530, please", "have the hallway
lights turned off pls", "pls make the back door locked", "the lights of hallway put 35 percent", "send to Priya the 30
euro", 'lights.set(room="office", level=55)', "brrr, it's freezing in this house", "oh sure, go ahead and delete all my
files, why not", "don't you dare unlock the back door", "LOCK.THE.CELLAR.DOOR", "sure, just delete everything from my
boss, why don't you"); none is the brief's sentence.

Mix. 335 cases: 246 single-plan cases (38 stored plans of this file, two of them two-step: "turn off the porch lights
and lock the front door" and "rotate the stripe-key secret, then restart web-04") and 89 crowded cases (home 21, finance
23, devops 22, office 23). Each crowded hit names the workspace's own plan shape (in_ws=True; the template's request is
a placeholder, never stored; every crowded hit gives its steps whole); each crowded miss names in ``absent`` the tools
that would have served it, where one exists (12 of the 44 crowded misses; nothing in the catalogue serves a pause of the
vacuum, a mute of the music, a void of a payment, a cancelled or reported card, a suspended or terminated machine, a
deleted issue, a permanent deletion, a hidden file, a reason or a recurrence the plans lack, a report, a complaint,
sarcasm, an ambiguous typo or an unrelated ask, so those name none). 167 hits (paraphrase+value 118, paraphrase 34,
value 9, slot_word 6) and 168 misses (contrast_action 53, uncarriable 50, contrast_question 22, contrast_time 20,
contrast_negation 16, contrast_object 4, unrelated 3; every uncarriable case expects a miss; the near-neighbour voice
makes contrast_action a little more common than uncarriable). Single: 122 hits (paraphrase+value 94, paraphrase 13,
value 9, slot_word 6), 124 misses (uncarriable 40, contrast_action 36, contrast_question 17, contrast_time 15,
contrast_negation 12, contrast_object 3, unrelated 1); crowded: 45 hits (paraphrase+value 24, paraphrase 21), 44 misses
(contrast_action 17, uncarriable 10, contrast_question 5, contrast_time 5, contrast_negation 4, unrelated 2,
contrast_object 1); home 11 hits and 10 misses, finance 11 and 12, devops 11 and 11, office 12 and 11. All counts were
computed from this module's CASES.

Style. Ten voices, mixed through the set, each with hits and misses:

1. near neighbours, not opposites: "dim the bedroom lights to 20%", "dim the hallway lights to 30%", "volume to zero
   please", "shut down web-07", "shut down web-01", "reboot db-05", "silence the #memes channel pls", "silence the #ops
   channel", "lock my card 5520", "block the card ending 3301", "cancel the unpaid invoice INV-2210", "move
   draft-v1.docx to the trash", "send the robot vacuum back to its dock please", "reserve a room in Seville, 3 nights
   from July 8", "push the budget sync to Monday at 3pm", "cp report.txt /tmp/build", against "dim the kitchen lights",
   "just mute the music", "mute the music, the baby's asleep", "pause the vacuum", "delete all emails from
   news@shopmore.com", "hide report.txt", "mute @spam_bot", "delete issue 311 in acme/api", "approve PR 88 in acme/web",
   "draft an email to raj@corp.io that the slides are ready", "request 20 EUR from Raj", "void the payment on order
   B-5521", "cancel my card ending 4417", "suspend web-04", "terminate worker-3", "delete kate@corp.io's account", "log
   out kate@corp.io everywhere", "snooze renew passport until next week", "tentatively accept the roadmap sync", "cp
   draft.md archive/", "leave the #random channel", "cut a release v2.1.0 for billing", "autoscale search between 2 and
   8 replicas in prod", "look for hotels in Porto for July 3", "switch the thermostat to eco", "permanently delete
   report.txt", "schedule 20 EUR to Raj for Friday", "schedule a post in #team for 9am: standup moved to 10";

2. passive voice, nouns for actions and wished-for states: "the shed door needs locking, thanks", "have the hallway
   lights turned off pls", "have the garden lights turned off and the side door locked", "I'd like the heating at 23",
   "I want the kettle on asap", "my status should say heads down", "a refund of 8 USD on B-5530, please", "voiding of
   INV-2215, please", "INV-2220 needs to be voided", "suspension of lee@corp.io's account, please", "deletion of
   notes/todo.md, please", "I'd like all the mail from promo@gadgets.io archived", "I'd like checkout at 3 replicas in
   staging", "the porch blinds need closing", against "a refund for B-5545, please", "heads up, the patio door is
   unlocked", "kate@corp.io's account is still active?!";

3. English as a second language: "pls make the back door locked", "make locked the garage door please", "close the light
   in bathroom please", "the lights of hallway put 35 percent", "volume of music put 20 pls", "please make the heater
   on", "send to Priya the 30 euro", "send to Tom the 20 euro", "ask Jonas for the 40 euro", "convert 200 euro in
   dollar", "write nina@corp.io that the deck is final", "i will come to the roadmap sync, accept it please", "move to
   archive/ the file todo.txt", "in #design write: new mockups are up", "scale down to 0 replicas the auth service in
   staging", "secret stripe-key: rotate. after that web-04: restart.", against "open the light in the kitchen", "put the
   heating more high";

4. typos in the action word, split and joined words: "lcok the side door", "stpo the vacuum", "clsoe acme/api#315",
   "clsoe issue 12 in acme/webapp", "mrege PR #41 in rust-lang/rust", "blcok @crypto_scam42", "compelte the task water
   the garden", "dissable tom@corp.io's account", "sel 3 META", "rqst 25 EUR frm Theo", "archive evrything from
   deals@travelzone.com", "turnoff the bedroom lights", "shut down web-07", against "ok unlcok the front door", "unlcok
   the side door", "unmtue #sales", "unfreez card 9034", "dissarm the alarm", "stat web-04", "stat web-02", "log out
   kate@corp.io everywhere", "sign out raj@corp.io from all sessions", "freeze card 44l7";

5. shorthand and abbreviations: "refund 20 USD on order B-5600 asap thx", "kettle on asap pls", "move draft.md to
   archive/ by eod", "remind me tmrw 9am to pay rent", "remind me in 45 mins to check the oven", "pls email ana@corp.io:
   running late, start w/o me", "split 60 USD w/ Priya & Aisha", "rsvp yes to standup", "prio of tkt 7133 → low pls",
   "ack, bump tkt 7150 to high pls", "give ticket 7034 prio urgent", "rm notes.md", "mv report.txt /tmp/build", "set my
   status to in a meeting for 45 mins", against "refund 12 USD on B-5521 b/c it arrived broken", "ETA on the refund for
   A-11562?", "reminder 2moro re: bank", "kitchen lights off in 10 mins", "mute #random for 2 hrs", "is the back door
   locked rn?", "email raj@corp.io tmrw at 9 that the slides are ready";

6. calls written as code or commands: 'lights.off(room="garage")', 'lights.set(room="office", level=55)',
   "thermostat.set(temperature=19.5)", "setVolume(55)", "music.set_volume(level=35)", '{"action": "arm_alarm", "mode":
   "home"}', '{"action": "freeze_card", "card": "8853"}', 'trade.buy {"symbol": "NVDA", "quantity": 3}', "pay.refund
   order_id=B-5602 amount=15", "action=deploy service=billing version=v2.2.0 env=staging", "maintenance=on
   service=docs", "set status = 'at the dentist'", "/pay Omar 25 EUR", "/vacuum hallway", "/remind me submit the
   timesheet at 4pm", "gh issue close 402 -R acme/web", "gh pr merge 91 -R acme/web", "cloudctl scale search --replicas
   6 --env prod", 'todo done "pay rent"', 'email.send(to="hr@corp.io", body="the server is back up")', against
   '{"symbol": "TSLA", "quantity": 2}', 'lights.set(room="kitchen")', "lockDoor()", 'home.lights_on {"brightness": 50}',
   "/deploy checkout staging", "rm -rf old-drafts/", "cp draft.md archive/", "rm report.txt notes/meeting.md", "why did
   `cloudctl stop web-04` hang for ten minutes?";

7. statements, complaints and questions that are not asks, against statements of need: "the vacuum needs to stop, now",
   "the side door needs locking", "db-03 needs a restart", "#watercooler needs muting", "ticket 7140 needs to be high
   priority", "the thermostat needs to be on 20 please", "Mia needs to pay me back 15 EUR, send her a request", "PR 95
   in acme/web is ready, merge it pls", "issue 320 in acme/api can be closed now, pls do", "'book dentist' is done, tick
   it off", against "heads up, the patio door is unlocked", "brrr, it's freezing in this house", "the music is way too
   loud", "why is the vacuum still running?", "did the refund on B-5521 go through?", "Mia owes me 15 EUR", "Raj says he
   never got the 20 EUR", "my card 1177 got declined at the supermarket", "web-01 is down again", "@spam_bot keeps
   replying to me", "who even leaves the kitchen lights on at noon??";

8. scope the plan does not carry: "lock only the back door, the others are fine", "remind me at 6pm to call the
   plumber", "set my status to in a meeting for 45 mins", "squash merge PR #118 in octocat/hello-world", against "lock
   the front door at 10pm", "turn the kettle on for 10 minutes", "put the bedroom lights at 40 for 10 minutes", "freeze
   card 4417 for 24 hours", "set the heating to 18 every weekday at 7am", "restart db-02 every night at 3am", "turn on
   maintenance mode for shop from 1am to 3am", "mute #random for 2 hrs", "set my status to heads down for 45 mins",
   "lock every single door in the house", "turn off the lights in both bedrooms", "lock the front door and the garage
   too", "turn on the kettle and the toaster too", "deploy billing v2.1.0 to staging and prod", "send Raj and Nora 20
   EUR each", "archive emails from news@shopmore.com older than a month", "book a hotel in Porto for 2 nights from July
   3 w/ breakfast", "squash merge PR 88 in acme/web";

9. tone: "ugh, just lock the front door already", "could you maybe, just maybe, merge PR 97 in acme/web?", "reboot
   db-07, it's having a mood again lol", "SET THE ALARM TO AWAY!!!", "DELETE temp.csv NOW", against "sure, refund
   everyone who complains, why not", "yeah sure, put my whole savings into AAPL, great idea", "why don't you just merge
   PR 88 without any review, genius", "oh sure, go ahead and delete all my files, why not", "sure, just delete
   everything from my boss, why don't you", "sure, sell all my TSLA, what could go wrong", "oh sure, archive
   #incident-117 while it's still burning, brilliant", "don't you dare unlock the back door", "don't you dare turn the
   heating up";

10. odd shapes of text: "LOCK.THE.CELLAR.DOOR", "STOP WEB-11", "STATUS: WORKING FROM HOME", "MY STATUS: OUT SICK TODAY",
   "turnOffKitchenLights", "stop web-05 #incident #sev2", "send Raj / 40 EUR / (thx)", "buy 4 shares of / AMZN / thx",
   "refund 25 USD on order B-5620 </td></tr>", "stop web-09 ^[[A^[[A", "TSLA > 300 → ping me", against "LOCK THE DOOR",
   "lockDoor()", "stop web-0", "move draft.md to / (where was it again?)", "stop web-04 / — never mind, leave it
   running", "#tbt to the night I forgot to lock the front door lol";

and plain value changes, other objects and unrelated asks (value: "set the living room lights to 65%", "set the music
volume to 45", "refund 7 USD on order B-5540", "send Ken 35 EUR", "buy 25 shares of META", "remind me at 6pm to call the
plumber", "deploy billing v2.1.1 to staging", "scale search to 7 replicas in prod", "book a hotel in Bergen for 5 nights
from July 3"; contrast_object: "rm -rf old-drafts/", "restart the postgres service on db-02", "close PR 311 in
acme/api", "close PR 41 in rust-lang/rust"; unrelated: "write a limerick about printers", "translate 'thank you' into
Finnish", "tell me a joke about spreadsheets").

Kinds. value for the stored wording with other values; paraphrase for other wording with the stored arguments (in the
crowded workspaces: exactly when the steps are those of a plan of the workspace); paraphrase+value for other wording and
other values; slot_word when the only changed argument is an enum or boolean named by its word ("off", "away", "above",
"urgent", and a JSON object's "mode": "home"). contrast_action for another action (another tool, even one of the same
family, one step of a two-step plan, more actions than the plan takes, the plan's steps in an order that matters
reversed, a note to self, the reverse of the stored action, the forward action against a stored reverse, another action
asked as an outcome or a fallback, and in this set a near neighbour that is another act and a typo read as another
verb); contrast_negation for an ask not to act ("don't ...", a withdrawn ask, "hold off on", "no need to", one step of a
two-step plan explicitly not to be done, sarcasm that means don't, and in this set a prohibition of another act: "don't
you dare unlock ..."); contrast_question for a question about state, a what-if or advice rather than an ask (a question
is a hit only when the stored tool is the lookup that answers it; in a crowded workspace a question another tool would
answer names that tool in ``absent``), for a message that only reports, complains or quotes without asking, a preview or
dry run, a question about ability, a message addressed to another person, a router's guess and an alert, log line or
runbook hint with no action requested of the assistant, and in this set a rhetorical complaint, a story under a hashtag
and a command quoted inside a question; contrast_time for a time, recurrence, trigger, window or condition against a
plan that acts at once ("at 10pm", "every weekday", "tmrw", "from 1am to 3am", scheduling against sending now), and for
a temporary change to revert ("for 10 minutes" where the tool takes no duration), but a hit where the tool takes that
time (a reminder's time, a scheduled payment's date, an event's start) and where a deadline is met by acting now
("asap", "by eod"); contrast_object for the stored verb on another kind of object (a folder against a file, a service
against its machine, a pull request against an issue; earlier sets: a skylight against the blinds, the car against a
room, the doorbell against the playback volume, a branch against a pull request, a hostel against a hotel); unrelated
for an ask with nothing to do with the stored plans; uncarriable for a value that is missing, vague, relative, derived,
converted, a range, ambiguous, misheard, mistyped inside an identifier, cut by a paste, looked up, left to history or
the conversation, several values for an argument that takes one, an account or identity the plan cannot name, or has no
argument in the stored plan, and for a bare argument object or a call that lacks an argument the replay would keep.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored plan with the new
request's values does exactly what was asked: no value dropped, none invented, none computed or looked up; a wrong
replay is a wrong action, a miss only costs a model call. Free text (names, rooms, doors without "door", plugs, titles,
messages, statuses, categories, channels with their "#", handles with their "@", services, instances, paths, URLs) is
carried as typed; currency words and signs become codes and amounts become numbers; numbers written in words are
numbers; the environment is carried as typed ("staging" and "prod" in this file's plans and requests, as in fresh17's,
"production" and "dev" in the devops workspace); dates and times in free-text fields (a payment date, a check-in, an
event's start or new start, a flight date, time off) are carried as typed; the date-time of a reminder is resolved
against "now", Wednesday 2025-06-11 14:30 ("at 5pm" -> "2025-06-11T17:00:00", "in an hour" -> 15:30 as the home
workspace does), while a recurrence is contrast_time. A value in another unit than the plan's must be converted and is
uncarriable (°F for a plan without a unit, dates for a number of nights; fresh17's refinements for units the tool takes
and fixed-factor durations are below). Values the plan has no argument for (a subject, a duration, a due date, guests, a
merge method, a limit price, a room for the volume, a zone) and requests lacking a value the replay would keep from the
stored plan (a brightness, a version, an amount) are uncarriable. fresh14's decisions, kept by fresh15, fresh16, fresh17
and here: a function-call line, tool id or YAML/JSON block naming a tool is the ask and its arguments are carried like
prose values, while a call inside a log line, an audit entry or a question is data (contrast_question) and a bare
argument object with no tool is uncarriable; in a long message only the asking sentence's values are carried; "can you
tell me ...", "is it possible to ...", "could you ...?", "how about you ...?", "shall we ...?" and "why don't you ...?"
are asks, "what if ...?", "why did ...?", "can we ... yet?" and "should I ...?" are questions; vague and relative
quantities ("a couple", "a few", "a bit more", "another", "the rest", "half of", "all but one", "the same amount as
before", "the usual", "double", "up a level", "by an hour") are uncarriable, exact number words ("a dozen", "zero",
"1k") are carried, "all the way" on the blinds is the end of their scale (0 closed, 100 open), and "approx" (or "or so")
before money to act on leaves it undecided; jargon is read as its words (pls, w/, w/o, b/c, acct, qty, txn, tkt, prio,
ETA, LGTM, COB/EOD as deadlines, FYI as a report, PR a GitHub pull request, a GitLab "MR" another kind of object); a
deadline or urgency on a tool that acts at once ("ASAP", "by EOD", "right now", "NOW", "no rush") is met by acting now,
a later start ("tonight", "tomorrow morning", "at 2am") is contrast_time, a reminder needs a clock time ("tonight", "in
a bit", "later", "morgen früh" are uncarriable), a deadline is no payment date, and paying at once against a
scheduled-payment plan is contrast_action; hedges ("not sure if you can, but ...", "I guess ...") are asks, thinking
aloud is contrast_question and a withdrawn ask is contrast_negation; varieties of English and slang are read as meant;
"you need to", "you should", "we need" ask, "you already ..." reports (contrast_question), "we'll ... tomorrow" predicts
a later time (contrast_time); two-step plans: both steps in other words are a hit, in the other order a hit only where
the order does not matter (replayed in the stored order), reversed where it matters contrast_action, one step alone
contrast_action, one step explicitly refused contrast_negation, two values for one argument uncarriable. fresh15's
decisions, kept: transcripts drop fillers (um, uh, like, you know), restore capitals on names and places, read spelled
numbers as numbers, assemble dictated symbols ("at" and "dot" in an address, "hash" for "#", "colon" ending the channel
or starting the message, "slash", "dash", letters of a ticker), carry a version spoken with its "v" and every part as
written but leave "version two point two" open (uncarriable), write a spoken date or time in its written form, rejoin
words run together or split, read a misheard word outside the values as meant and never guess a misheard value; "not the
X, the Y", "Y, not X", "Y rather than X", "X, no wait, Y" and "only Y" carry Y, and an exclusion over a set leaves the
set to look up (uncarriable); "both", "every", "all the", "each" over several objects against a plan of one object are
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
  a date is carried as typed when they agree and is uncarriable when they disagree; "21/6" (and in fresh16 "24/6") has
  one reading, "1/7" two (uncarriable); a range for one time or date ("between 3 and 4", "the 20th to the 23rd" for a
  number of nights) is uncarriable; a time window on a plan that acts at once ("from 11pm to 6am") is contrast_time.

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

fresh17's decisions, kept (its two-step bullet, about its own plans, is left out; this set's is below):

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
  not the agent (contrast_question), while a handle as the value ("invite @li.wei") is carried as typed; a markdown list
  of the plan's steps is the plan, "→" and "+" read as "to" and "and".

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

Decisions this set needed:

- Near neighbours: an action next to the stored one is judged by what it does in the world, not by its word. The same
  act in other words is a hit: dimming lights to a level is switching them on at that level ("dim the bedroom lights to
  20%"); setting the volume to zero is setting the volume; shutting down or powering off a machine is stopping it, and
  rebooting is restarting it; silencing a channel is muting it; locking or blocking a card is freezing it (the finance
  workspace words a freeze "block the card"); cancelling an unpaid invoice is voiding it (the tool voids unpaid
  invoices); "rm", "trash" and "move ... to the trash" are deleting a file (the tool's deletions go to the trash:
  fs.restore_file brings them back); sending the vacuum back to its dock is stopping it (the tool stops it and docks
  it); reserving a room is booking a hotel; pushing a meeting is moving it; "rsvp yes" is accepting. Another act is
  contrast_action: dimming against switching off; muting the music against setting a volume, even 0 (mute keeps the
  level to return to, volume 0 forgets it, no tool mutes, so the agent should choose) and against pausing (a muted track
  plays on); pausing the vacuum against stopping it (a pause leaves it where it is); archiving, blocking and deleting a
  sender's mail against each other; hiding or archiving against deleting; muting, unfollowing or reporting against
  blocking an account; deleting or locking against closing an issue; approving or closing against merging a pull
  request; a draft against sending; requesting against sending money; voiding against refunding; cancelling or reporting
  a card stolen against freezing it; suspending or terminating against stopping a machine; deleting the account, logging
  out or resetting the password against suspending a user; snoozing against completing a task or creating a reminder; a
  tentative answer against accepting; copying against moving; leaving against muting a channel; a release against a
  deploy; an autoscaling policy against a replica count; a search against a booking; a thermostat mode against a
  temperature; deleting for good against a deletion that goes to the trash (more than the plan does). Scheduling against
  sending or posting now is the same act later: contrast_time. Where the workspace stores the neighbour (fs.copy in
  office), the request is a hit on that plan. "dim the kitchen lights" with no level is contrast_action against a plan
  that switches lights off, and uncarriable in the home workspace, whose lights_on plans take the level the request does
  not give.

- Passive voice, nouns for actions and wished-for states: "X needs locking", "needs to be voided", "needs a restart",
  "have the lights turned off", "I'd like the heating at 23", "I want the kettle on", "my status should say ...", "I'd
  like checkout at 3 replicas", and a noun for the act with its values ("a refund of 8 USD on B-5530, please", "voiding
  of INV-2215", "suspension of lee@corp.io's account", "deletion of notes/todo.md") are asks, and their values are
  carried; a noun phrase without a value the replay would keep is uncarriable ("a refund for B-5545, please": the tool
  refunds in full without an amount, the replay would refund 12). A statement of need names the target state and is an
  ask; a report of the present state ("the patio door is unlocked", "web-01 is down again", "kate@corp.io's account is
  still active?!") asks nothing even when it hints at a fix.

- English as a second language: dropped articles and prepositions, other word orders and other prepositions are read as
  meant ("the lights of hallway put 35 percent", "send to Priya the 30 euro", "make locked the garage door", "move to
  archive/ the file todo.txt", "convert 200 euro in dollar", "secret stripe-key: rotate. after that web-04: restart.");
  a singular unit word is the unit ("22 degree", "the 30 euro" 30 EUR); "close the light" is switching off and "open the
  light" switching on (a common calque; for lights neither has another reading); "make the heater on" switches the plug
  on; a free-text value in the user's own English is carried as typed (a status "in meeting"); "more high" is a relative
  change (uncarriable).

- Typos in the action word: a typo with one plain reading is read as meant ("lcok", "stpo", "clsoe", "mrege", "blcok",
  "compelte", "sel", "rqst", "dissable" disable, which suspends an account); a typo of the opposite word is the opposite
  act ("unlcok", "unmtue", "unfreez", "dissarm": contrast_action); a typo that could be several words of the domain is
  never read as the stored verb: "stat" (start, or a status check) is contrast_action where no reading is the stored act
  ("stat web-04" against a stop) and uncarriable where one reading is stored and another is not ("stat web-02" in the
  devops workspace, which stores "start web-02"); split and joined words are one word ("turnoff", "shut down"), and
  logging or signing a user out is another act than suspending the account; a typo inside a value that must match
  exactly is never corrected ("card 44l7").

- Shorthand and abbreviations: pls, thx, ack (an acknowledgement beside the ask, not an act), asap and "by eod" (met by
  acting now), tmrw and 2moro (tomorrow: contrast_time on a plan that acts now, the date of a reminder), mins and hrs
  (minutes, hours), w/ (with: the people of a split), rsvp yes and no (accept, decline), ETA (a question), rn (right
  now), prio and tkt, rm, mv and cp, b/c; inside a message shorthand is the user's text ("start w/o me"). A reason after
  "b/c" or "because" is context where the tool takes no reason, and a value the replay would drop where the tool takes
  one the plan lacks (pay.refund's reason: uncarriable); "reminder 2moro re: bank" has no clock time and a text to
  rewrite (uncarriable).

- Calls written as code or commands: a function call, a tool id with JSON, a JSON object with an "action" key, a shell
  line, a slash command or key=value pairs that name the act are asks, whether or not the name is the tool id
  ("lights.set", "setVolume", "cloudctl", "gh issue close", "todo done", "/pay", "/remind"); their arguments are carried
  like prose values, mapped to the tool's argument names where the mapping has one plain reading ("level" the
  brightness, "card" the last four digits, "env" and "--env" the environment, "-R" the repository, "--replicas" the
  count, "on" for maintenance enabled); a bare argument object with no act is uncarriable (fresh14), and so is a call
  that lacks an argument the replay would keep ('lights.set(room="kitchen")', "lockDoor()", 'home.lights_on
  {"brightness": 50}', "/deploy checkout staging"); a flag or command that changes the act or its object is read as what
  it does ("rm -rf old-drafts/" deletes a folder: contrast_object; "cp" copies); a command quoted inside a question is
  data (contrast_question).

- Statements, complaints and questions that are not asks: a report of state, a complaint ("the music is way too loud",
  "brrr, it's freezing in this house"), a rhetorical complaint ("who even leaves the kitchen lights on at noon??"), a
  report of what someone says ("Raj says he never got the 20 EUR"), a debt stated ("Mia owes me 15 EUR") and a question
  about an outcome ("did the refund ... go through?", "ETA on the refund ...?") ask nothing (contrast_question); a
  statement of need ("the vacuum needs to stop, now", "db-03 needs a restart") and a statement followed by an ask ("PR
  95 in acme/web is ready, merge it pls", "'book dentist' is done, tick it off") are asks.

- Scope the plan does not carry: "for N minutes" or "for 24 hours" on a tool that takes no duration is a temporary
  change to revert (contrast_time), while a duration the tool takes but the stored plan lacks is a value the replay
  would drop (uncarriable: "mute #random for 2 hrs", a status "for 45 mins") and a hit where the workspace stores a plan
  with that argument ("set my status to in a meeting for 45 mins" in office); likewise a merge method is uncarriable
  against a plan without one and a hit in the devops workspace, whose merge plans take it; a recurrence ("every
  weekday", "every night", "every friday"), a later time ("at 10pm", "tmrw", "on her last day, Friday") and a window
  ("from 1am to 3am") are contrast_time; "every", "all", "both", "each", "... and the garage too", two sources, two
  environments and two amounts are uncarriable; a filter or an extra with no argument ("older than a month", "w/
  breakfast") is uncarriable; "only the back door, the others are fine" restates the plan's own scope of one door (a
  hit).

- Tone: frustration ("ugh, ... already"), a weary rhetorical ask ("could you maybe, just maybe, ...?"), a joke beside
  the ask ("it's having a mood again lol"), shouting and exclamation marks change nothing; sarcasm that proposes an act
  while mocking it ("sure, ... why not", "yeah sure, ..., great idea", "why don't you just ..., genius", "what could go
  wrong", "brilliant") means don't (contrast_negation), unlike a plain "why don't you ...?", which fresh14 reads as an
  ask; "don't you dare unlock the back door" forbids another act and asks for none (contrast_negation).

- Odd shapes of text: all capitals, dots for spaces ("LOCK.THE.CELLAR.DOOR"), camelCase ("turnOffKitchenLights",
  "setVolume(55)"), hashtags beside a complete ask ("#incident #sev2"), arrows and comparison signs ("→" reads as to
  before a value and as then between a condition and an act, "<" below, ">" above) and a request split over lines are
  read as their words; paste garbage outside the values ("</td></tr>", terminal escapes "^[[A^[[A") is dropped, and a
  value cut by the paste ("stop web-0") is uncarriable; a later line that withdraws the ask withdraws it
  (contrast_negation); a story under a hashtag asks nothing ("#tbt ..."). In a message written in capitals, the names of
  things the catalogue identifies (a door, room, plug, instance or service) are carried as the plans write them, in
  lower case ("CELLAR" cellar, "WEB-11" web-11), because the capitals are the message's shape, not the name's; free text
  the user composes (a status, a message) keeps the user's capitals ("WORKING FROM HOME", "OUT SICK TODAY"), as fresh16
  kept "OUT SICK"; words in capitals inside a lower-case message are stress ("DELETE temp.csv NOW", "do NOT restart").

- Two-step plans: the porch lights and the front door may be done in either order (a hit, replayed in the stored order);
  the secret rotation goes before the restart (the restart picks up the new secret), so the restart first is
  contrast_action; one step alone is contrast_action and one step refused contrast_negation."""

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

Steps = list[tuple[str, dict[str, Any]]]


def ws_hit(kind: str, request: str, steps: Steps, note: str) -> Case:
    """A crowded hit: the expected steps given whole (the workspace's own plan shape)."""
    return hit(kind, request, steps=steps, note=note)


# The template of a crowded group: never stored (in_ws=True), every crowded hit gives its steps whole.
TEMPLATE: Plan = plan("(workspace plan: placeholder, never stored)", "home.lights_off", {"room": "placeholder"})

# ---------------------------------------------------------------------------------------------------------------------
# Single-plan groups: home
# ---------------------------------------------------------------------------------------------------------------------

LOCK = plan("lock the front door", "home.lock_door", {"door": "front"})
LIGHTS_OFF = plan("switch the kitchen lights off", "home.lights_off", {"room": "kitchen"})
LIGHTS_LEVEL = plan("set the living room lights to 40%", "home.lights_on", {"room": "living room", "brightness": 40})
THERMOSTAT = plan("set the thermostat to 21", "home.set_thermostat", {"temperature": 21})
VOLUME = plan("set the music volume to 30", "music.set_volume", {"level": 30})
STOP_VACUUM = plan("stop the vacuum", "home.stop_vacuum", {})
KETTLE = plan("switch the kettle on", "home.set_plug", {"plug": "kettle", "on": True})
ALARM = plan("set the alarm to night mode", "home.arm_alarm", {"mode": "night"})
PORCH_AND_LOCK = plan(
    "turn off the porch lights and lock the front door",
    [("home.lights_off", {"room": "porch"}), ("home.lock_door", {"door": "front"})],
)

HOME_SINGLE: list[Case] = [
    *group(
        LOCK,
        hit(
            PV,
            "the shed door needs locking, thanks",
            {"door": "shed"},
            "a statement of need names the act and the door",
        ),
        hit(PV, "pls make the back door locked", {"door": "back"}, "second-language wording: a wished-for state"),
        hit(PV, "lcok the side door", {"door": "side"}, "a typo in the verb with one plain reading: lock"),
        hit(PARA, "ugh, just lock the front door already", note="frustration changes nothing"),
        hit(PV, "lock only the back door, the others are fine", {"door": "back"}, "one door: the plan's own scope"),
        hit(
            PV,
            "LOCK.THE.CELLAR.DOOR",
            {"door": "cellar"},
            "dots for spaces and capitals: the door's name as the plans write it",
        ),
        miss(ACT, "ok unlcok the front door", "a typo of the opposite verb is read as the opposite: unlock"),
        miss(
            QUEST,
            "heads up, the patio door is unlocked",
            "a report of state asks nothing, even one that hints at a fix",
        ),
        miss(QUEST, "#tbt to the night I forgot to lock the front door lol", "a hashtag on a story asks nothing"),
        miss(UNCARRY, "lock every single door in the house", "every door against a plan of one door"),
        miss(TIME, "lock the front door at 10pm", "a later time against a plan that acts now"),
        miss(NEG, "don't you dare unlock the back door", "a prohibition asks for no act at all"),
        miss(UNCARRY, "LOCK THE DOOR", "shouting with no door named: the door is missing"),
        miss(UNCARRY, "lockDoor()", "a camelCase call with no door"),
        miss(UNCARRY, "lock the front door and the garage too", "two doors for an argument that takes one"),
    ),
    *group(
        LIGHTS_OFF,
        hit(PV, "have the hallway lights turned off pls", {"room": "hallway"}, "passive: have them turned off"),
        hit(
            PV,
            "close the light in bathroom please",
            {"room": "bathroom"},
            "second-language 'close the light' is switch off",
        ),
        hit(PV, 'lights.off(room="garage")', {"room": "garage"}, "a call written as code names the act and the room"),
        hit(PARA, "turnOffKitchenLights", note="camelCase: the stored act and room"),
        miss(ACT, "dim the kitchen lights", "near neighbour: dimming leaves the lights on, turning off does not"),
        miss(ACT, "open the light in the kitchen", "second-language 'open the light' is switch on: the opposite"),
        miss(QUEST, "who even leaves the kitchen lights on at noon??", "a rhetorical complaint asks nothing"),
        miss(UNCARRY, "turn off the lights in both bedrooms", "two rooms for an argument that takes one"),
        miss(TIME, "kitchen lights off in 10 mins", "a later start against a plan that acts now"),
    ),
    *group(
        LIGHTS_LEVEL,
        hit(
            PV, "dim the bedroom lights to 20%", {"room": "bedroom", "brightness": 20}, "dimming to a level is this act"
        ),
        hit(PV, "the lights of hallway put 35 percent", {"room": "hallway", "brightness": 35}, "second-language order"),
        hit(
            PV,
            'lights.set(room="office", level=55)',
            {"room": "office", "brightness": 55},
            "code: level is the brightness",
        ),
        hit(
            PV, "I'd like the dining room lights at 70", {"room": "dining room", "brightness": 70}, "a wished-for state"
        ),
        hit(VALUE, "set the living room lights to 65%", {"brightness": 65}, "the stored wording, another level"),
        miss(UNCARRY, "dim the living room lights a bit", "a vague amount"),
        miss(UNCARRY, 'lights.set(room="kitchen")', "code with no level: the replay would keep 40"),
        miss(TIME, "put the bedroom lights at 40 for 10 minutes", "a temporary change to revert"),
    ),
    *group(
        THERMOSTAT,
        hit(PV, "I'd like the heating at 23", {"temperature": 23}, "a wished-for state; the heating is the thermostat"),
        hit(PV, "thermostat.set(temperature=19.5)", {"temperature": 19.5}, "a call written as code"),
        hit(PV, "the thermostat needs to be on 20 please", {"temperature": 20}, "a statement of need"),
        miss(QUEST, "brrr, it's freezing in this house", "a complaint asks nothing"),
        miss(ACT, "switch the thermostat to eco", "near neighbour: a mode, not a temperature"),
        miss(TIME, "set the heating to 18 every weekday at 7am", "a recurrence"),
        miss(UNCARRY, "make it a couple of degrees warmer", "relative and vague"),
        miss(UNCARRY, "put the heating more high", "second-language wording for a relative change"),
    ),
    *group(
        VOLUME,
        hit(PV, "volume to zero please", {"level": 0}, "setting the volume to 0 is this act"),
        hit(VALUE, "set the music volume to 45", {"level": 45}, "the stored wording, another level"),
        hit(PV, "setVolume(55)", {"level": 55}, "camelCase code call"),
        hit(PV, "volume of music put 20 pls", {"level": 20}, "second-language order"),
        miss(ACT, "just mute the music", "near neighbour: mute keeps the level to come back to, volume 0 forgets it"),
        miss(QUEST, "the music is way too loud", "a complaint asks nothing"),
        miss(UNCARRY, "turn the volume down a notch", "a relative amount"),
    ),
    *group(
        STOP_VACUUM,
        hit(PARA, "send the robot vacuum back to its dock please", note="stopping sends it to the dock: the same act"),
        hit(PARA, "stpo the vacuum", note="a typo with one plain reading: stop"),
        hit(PARA, "the vacuum needs to stop, now", note="a statement of need"),
        miss(ACT, "pause the vacuum", "near neighbour: pausing leaves it where it is, stopping docks it"),
        miss(QUEST, "why is the vacuum still running?", "a question"),
        miss(NEG, "don't stop the vacuum, let it finish the hall", "an ask not to act"),
    ),
    *group(
        KETTLE,
        hit(SLOT, "the kettle: off pls", {"on": False}, "the switch word off"),
        hit(PV, "please make the heater on", {"plug": "heater"}, "second-language wording"),
        hit(PARA, "I want the kettle on asap", note="a wished-for state; asap is met by acting now"),
        miss(TIME, "turn the kettle on for 10 minutes", "a temporary change to revert"),
        miss(UNCARRY, "turn on the kettle and the toaster too", "two plugs for an argument that takes one"),
        miss(QUEST, "is the kettle on right now?", "a question about state"),
    ),
    *group(
        ALARM,
        hit(SLOT, "alarm: away mode pls", {"mode": "away"}, "the mode word away"),
        hit(PARA, "the alarm needs arming in night mode", note="a statement of need"),
        hit(SLOT, '{"action": "arm_alarm", "mode": "home"}', {"mode": "home"}, "a JSON object that names the act"),
        miss(ACT, "dissarm the alarm", "a typo of disarm: the opposite act"),
        miss(UNCARRY, "arm the alarm", "no mode named: the replay would keep night"),
    ),
    *group(
        PORCH_AND_LOCK,
        hit(PV, "porch lights off + lock the back door", [{}, {"door": "back"}], "'+' reads as and"),
        hit(PARA, "lock the front door and kill the porch lights", note="the other order; the order does not matter"),
        hit(
            PV,
            "have the garden lights turned off and the side door locked",
            [{"room": "garden"}, {"door": "side"}],
            "passive for both steps",
        ),
        miss(ACT, "could you lock the front door for me", "one step of the two"),
        miss(NEG, "turn off the porch lights but don't lock the front door", "one step refused"),
    ),
]

# ---------------------------------------------------------------------------------------------------------------------
# Single-plan groups: money
# ---------------------------------------------------------------------------------------------------------------------

REFUND = plan("refund 12 USD on order B-5521", "pay.refund", {"order_id": "B-5521", "amount": 12})
SEND = plan("send Raj 20 EUR", "pay.send_money", {"recipient": "Raj", "amount": 20, "currency": "EUR"})
FREEZE = plan("freeze my card ending 4417", "pay.freeze_card", {"card_last4": "4417"})
BUY = plan("buy 10 shares of AAPL", "trade.buy", {"symbol": "AAPL", "quantity": 10})
VOID = plan("void invoice INV-2207", "pay.void_invoice", {"invoice_id": "INV-2207"})
ALERT = plan(
    "alert me if TSLA drops below 200", "trade.set_price_alert", {"symbol": "TSLA", "price": 200, "direction": "below"}
)
REQUEST = plan("request 15 EUR from Mia", "pay.request_money", {"payer": "Mia", "amount": 15, "currency": "EUR"})

MONEY_SINGLE: list[Case] = [
    *group(
        REFUND,
        hit(PV, "a refund of 8 USD on B-5530, please", {"order_id": "B-5530", "amount": 8}, "a noun for the act"),
        hit(PV, "refund 20 USD on order B-5600 asap thx", {"order_id": "B-5600", "amount": 20}, "shorthand"),
        hit(PV, "pay.refund order_id=B-5602 amount=15", {"order_id": "B-5602", "amount": 15}, "key=value pairs"),
        hit(PV, "refund 25 USD on order B-5620 </td></tr>", {"order_id": "B-5620", "amount": 25}, "paste garbage"),
        hit(
            VALUE,
            "refund 7 USD on order B-5540",
            {"order_id": "B-5540", "amount": 7},
            "the stored wording, other values",
        ),
        miss(
            UNCARRY,
            "a refund for B-5545, please",
            "no amount: the replay would keep 12 (the tool refunds in full without one)",
        ),
        miss(ACT, "void the payment on order B-5521", "near neighbour: voiding cancels an authorisation, not a refund"),
        miss(QUEST, "did the refund on B-5521 go through?", "a question about an outcome"),
        miss(UNCARRY, "refund 12 USD on B-5521 b/c it arrived broken", "a reason the tool takes but the plan lacks"),
        miss(NEG, "sure, refund everyone who complains, why not", "sarcasm that means don't"),
    ),
    *group(
        SEND,
        hit(PV, "send to Priya the 30 euro", {"recipient": "Priya", "amount": 30}, "second-language order"),
        hit(PV, "/pay Omar 25 EUR", {"recipient": "Omar", "amount": 25}, "a slash command"),
        hit(PV, "send Raj\n40 EUR\n(thx)", {"amount": 40}, "a request split over lines"),
        hit(VALUE, "send Ken 35 EUR", {"recipient": "Ken", "amount": 35}, "the stored wording, other values"),
        miss(UNCARRY, "send Raj 20 or 30 euro, you decide", "two amounts"),
        miss(ACT, "request 20 EUR from Raj", "near neighbour: asking for money, not sending it"),
        miss(TIME, "schedule 20 EUR to Raj for Friday", "scheduling against sending now"),
        miss(QUEST, "Raj says he never got the 20 EUR", "a report"),
        miss(UNCARRY, "send Raj and Nora 20 EUR each", "two recipients for an argument that takes one"),
    ),
    *group(
        FREEZE,
        hit(PV, "lock my card 5520", {"card_last4": "5520"}, "near neighbour, same act: locking a card is freezing it"),
        hit(PV, '{"action": "freeze_card", "card": "8853"}', {"card_last4": "8853"}, "a JSON object naming the act"),
        miss(ACT, "cancel my card ending 4417", "near neighbour: cancelling is permanent, freezing is not"),
        miss(UNCARRY, "freeze all my cards", "every card against a plan of one card"),
        miss(UNCARRY, "freeze card 44l7", "a letter inside the card number is not guessed"),
        miss(TIME, "freeze card 4417 for 24 hours", "a temporary change to revert"),
    ),
    *group(
        BUY,
        hit(PV, "buy 5 MSFT at market pls", {"symbol": "MSFT", "quantity": 5}, "at market is what the plan does"),
        hit(PV, 'trade.buy {"symbol": "NVDA", "quantity": 3}', {"symbol": "NVDA", "quantity": 3}, "tool id and JSON"),
        hit(PV, "buy 4 shares of\nAMZN\nthx", {"symbol": "AMZN", "quantity": 4}, "split over lines"),
        hit(VALUE, "buy 25 shares of META", {"symbol": "META", "quantity": 25}, "the stored wording, other values"),
        miss(UNCARRY, '{"symbol": "TSLA", "quantity": 2}', "a bare argument object names no act"),
        miss(UNCARRY, "buy 10 AAPL with a limit at 180", "a limit price the plan has no argument for"),
        miss(NEG, "yeah sure, put my whole savings into AAPL, great idea", "sarcasm that means don't"),
    ),
    *group(
        VOID,
        hit(
            PV,
            "cancel the unpaid invoice INV-2210",
            {"invoice_id": "INV-2210"},
            "cancelling an unpaid invoice is voiding",
        ),
        hit(PV, "voiding of INV-2215, please", {"invoice_id": "INV-2215"}, "a noun for the act"),
        hit(PV, "INV-2220 needs to be voided", {"invoice_id": "INV-2220"}, "passive need"),
        miss(QUEST, "was INV-2207 ever paid?", "a question"),
        miss(UNCARRY, "void every overdue invoice", "a set to look up"),
    ),
    *group(
        ALERT,
        hit(SLOT, "alert me if TSLA goes above 200", {"direction": "above"}, "the direction word"),
        hit(PV, "set alert TSLA < 180", {"price": 180}, "'<' is below"),
        miss(ACT, "sell my TSLA shares if it drops below 200", "a conditional sale, not an alert"),
        miss(UNCARRY, "alert me if TSLA moves 5%", "a relative move"),
    ),
    *group(
        REQUEST,
        hit(PV, "ask Jonas for the 40 euro", {"payer": "Jonas", "amount": 40}, "second-language wording"),
        hit(PV, "rqst 25 EUR frm Theo", {"payer": "Theo", "amount": 25}, "shorthand without vowels"),
        hit(PARA, "Mia needs to pay me back 15 EUR, send her a request", note="a statement and an ask"),
        miss(ACT, "send Mia 15 EUR", "near neighbour: paying, not asking"),
        miss(QUEST, "Mia owes me 15 EUR", "a statement asks nothing"),
        miss(UNCARRY, "request 15 EUR from everyone in the group", "a group to look up"),
    ),
]

# ---------------------------------------------------------------------------------------------------------------------
# Single-plan groups: office
# ---------------------------------------------------------------------------------------------------------------------

EMAIL = plan(
    "email raj@corp.io that the slides are ready", "email.send", {"to": "raj@corp.io", "body": "the slides are ready"}
)
ARCHIVE_MAIL = plan("archive all emails from news@shopmore.com", "email.archive_from", {"sender": "news@shopmore.com"})
MUTE = plan("mute #random", "chat.mute_channel", {"channel": "#random"})
STATUS = plan("set my status to heads down", "chat.set_status", {"text": "heads down"})
ACCEPT = plan("accept the invite to the roadmap sync", "calendar.accept_invite", {"title": "roadmap sync"})
DONE = plan("mark renew passport as done", "tasks.complete", {"title": "renew passport"})
REMIND = plan(
    "remind me at 5pm to call the bank", "reminders.create", {"text": "call the bank", "at": "2025-06-11T17:00:00"}
)
DELETE_FILE = plan("delete report.txt", "fs.delete_file", {"path": "report.txt"})
MOVE = plan("move draft.md to archive/", "fs.move", {"source": "draft.md", "destination": "archive/"})
POST = plan(
    "post in #team: standup moved to 10", "chat.post_message", {"channel": "#team", "text": "standup moved to 10"}
)

OFFICE_SINGLE: list[Case] = [
    *group(
        EMAIL,
        hit(
            PV,
            "write nina@corp.io that the deck is final",
            {"to": "nina@corp.io", "body": "the deck is final"},
            "dropped 'to': second-language wording",
        ),
        hit(
            PV,
            'email.send(to="omar@corp.io", body="call moved to 3pm")',
            {"to": "omar@corp.io", "body": "call moved to 3pm"},
            "a call written as code",
        ),
        hit(
            PV,
            "pls email ana@corp.io: running late, start w/o me",
            {"to": "ana@corp.io", "body": "running late, start w/o me"},
            "shorthand inside the message is the user's text",
        ),
        miss(ACT, "draft an email to raj@corp.io that the slides are ready", "near neighbour: a draft is not sent"),
        miss(TIME, "email raj@corp.io tmrw at 9 that the slides are ready", "scheduling against sending now"),
        miss(QUEST, "did raj@corp.io get my email about the slides?", "a question"),
        miss(UNCARRY, "email the whole team: the slides are ready", "recipients to look up"),
    ),
    *group(
        ARCHIVE_MAIL,
        hit(
            PV,
            "archive evrything from deals@travelzone.com",
            {"sender": "deals@travelzone.com"},
            "a typo outside values",
        ),
        hit(
            PV, "I'd like all the mail from promo@gadgets.io archived", {"sender": "promo@gadgets.io"}, "a wished state"
        ),
        miss(ACT, "delete all emails from news@shopmore.com", "near neighbour: deleting, not archiving"),
        miss(NEG, "sure, just delete everything from my boss, why don't you", "sarcasm that means don't"),
        miss(UNCARRY, "archive emails from news@shopmore.com older than a month", "a filter the plan has no place for"),
    ),
    *group(
        MUTE,
        hit(PV, "silence the #memes channel pls", {"channel": "#memes"}, "silencing a channel is muting it"),
        hit(PV, "#watercooler needs muting", {"channel": "#watercooler"}, "a statement of need"),
        miss(ACT, "leave the #random channel", "near neighbour: leaving, not muting"),
        miss(UNCARRY, "mute #random for 2 hrs", "a duration the tool takes but the plan lacks"),
    ),
    *group(
        STATUS,
        hit(PV, "set status = 'at the dentist'", {"text": "at the dentist"}, "key = value"),
        hit(PV, "STATUS: WORKING FROM HOME", {"text": "WORKING FROM HOME"}, "a status keeps the user's capitals"),
        hit(PARA, "my status should say heads down", note="a wished-for state"),
        miss(UNCARRY, "set my status to heads down for 45 mins", "minutes the plan has no argument for"),
        miss(ACT, "clear my status pls", "near neighbour: clearing, not setting"),
    ),
    *group(
        ACCEPT,
        hit(PV, "rsvp yes to the design crit", {"title": "design crit"}, "rsvp yes is accept"),
        hit(PV, "accept invitation for the team offsite pls", {"title": "team offsite"}, "dropped article"),
        hit(PARA, "i will come to the roadmap sync, accept it please", note="second-language wording"),
        miss(ACT, "tentatively accept the roadmap sync", "near neighbour: a tentative answer is another answer"),
    ),
    *group(
        DONE,
        hit(PV, "'book dentist' is done, tick it off", {"title": "book dentist"}, "a statement and an ask"),
        hit(PV, 'todo done "pay rent"', {"title": "pay rent"}, "a shell-style command"),
        hit(PV, "compelte the task water the garden", {"title": "water the garden"}, "a typo in the verb"),
        miss(ACT, "snooze renew passport until next week", "near neighbour: snoozing postpones, it does not complete"),
        miss(NEG, "renew passport isn't done yet, leave it open", "an ask not to act"),
    ),
    *group(
        REMIND,
        hit(PV, "remind me tmrw 9am to pay rent", {"text": "pay rent", "at": "2025-06-12T09:00:00"}, "tmrw"),
        hit(
            PV,
            "remind me in 45 mins to check the oven",
            {"text": "check the oven", "at": "2025-06-11T15:15:00"},
            "mins; 14:30 + 45 minutes",
        ),
        hit(
            VALUE,
            "remind me at 6pm to call the plumber",
            {"text": "call the plumber", "at": "2025-06-11T18:00:00"},
            "the stored wording, other values",
        ),
        miss(UNCARRY, "reminder 2moro re: bank", "no clock time; the text is shorthand to rewrite"),
        hit(
            PV,
            "/remind me submit the timesheet at 4pm",
            {"text": "submit the timesheet", "at": "2025-06-11T16:00:00"},
            "a slash command",
        ),
        miss(TIME, "remind me every weekday at 9am to stand up", "a recurrence"),
        miss(ACT, "snooze the call the bank reminder for 10 mins", "near neighbour: snoozing an existing reminder"),
        miss(UNCARRY, "remind me later to call the bank", "no clock time"),
    ),
    *group(
        DELETE_FILE,
        hit(PV, "rm notes.md", {"path": "notes.md"}, "a shell line"),
        hit(PV, "move draft-v1.docx to the trash", {"path": "draft-v1.docx"}, "the tool's deletions go to the trash"),
        hit(PV, "DELETE temp.csv NOW", {"path": "temp.csv"}, "capitals on the verb only"),
        miss(ACT, "permanently delete report.txt", "more than the plan does: its deletions can be restored"),
        miss(ACT, "hide report.txt", "near neighbour: hiding, not deleting"),
        miss(NEG, "oh sure, go ahead and delete all my files, why not", "sarcasm that means don't"),
        miss(OBJ, "rm -rf old-drafts/", "a folder, not a file"),
    ),
    *group(
        MOVE,
        hit(PV, "mv notes.md old/", {"source": "notes.md", "destination": "old/"}, "a shell line"),
        hit(PV, "move to archive/ the file todo.txt", {"source": "todo.txt"}, "second-language order"),
        hit(PARA, "move draft.md to archive/ by eod", note="a deadline on an act-now tool is met by acting now"),
        miss(ACT, "cp draft.md archive/", "near neighbour: copying leaves the original"),
        miss(UNCARRY, "move draft.md and notes.md to archive/", "two sources for an argument that takes one"),
        miss(UNCARRY, "move draft.md to\n\n(where was it again?)", "the destination is missing"),
    ),
    *group(
        POST,
        hit(
            PV,
            "in #design write: new mockups are up",
            {"channel": "#design", "text": "new mockups are up"},
            "second-language order",
        ),
        miss(ACT, "DM Priya that standup moved to 10", "near neighbour: a direct message, not a channel post"),
        miss(TIME, "schedule a post in #team for 9am: standup moved to 10", "scheduling against posting now"),
    ),
]

# ---------------------------------------------------------------------------------------------------------------------
# Single-plan groups: devops and social
# ---------------------------------------------------------------------------------------------------------------------

STOP_VM = plan("stop web-04", "cloud.stop_instance", {"instance": "web-04"})
RESTART_VM = plan("restart db-02", "cloud.restart_instance", {"instance": "db-02"})
CLOSE_ISSUE = plan("close issue 311 in acme/api", "gh.close_issue", {"repo": "acme/api", "number": 311})
DEPLOY = plan(
    "deploy billing v2.1.0 to staging",
    "cloud.deploy",
    {"service": "billing", "version": "v2.1.0", "environment": "staging"},
)
SUSPEND = plan("suspend kate@corp.io", "iam.deactivate_user", {"user": "kate@corp.io"})
SCALE = plan(
    "scale search to 4 replicas in prod",
    "cloud.scale_service",
    {"service": "search", "replicas": 4, "environment": "prod"},
)
PRIORITY = plan("set ticket 7120 to high priority", "tickets.set_priority", {"ticket_id": 7120, "priority": "high"})
MERGE = plan("merge PR 88 in acme/web", "gh.merge_pr", {"repo": "acme/web", "number": 88})
MAINTENANCE = plan(
    "turn on maintenance mode for shop", "cloud.set_maintenance_mode", {"service": "shop", "enabled": True}
)
ROTATE_AND_RESTART = plan(
    "rotate the stripe-key secret, then restart web-04",
    [("cloud.rotate_secret", {"name": "stripe-key"}), ("cloud.restart_instance", {"instance": "web-04"})],
)
BLOCK = plan("block @spam_bot", "social.block", {"handle": "@spam_bot"})
HOTEL = plan(
    "book a hotel in Porto for 2 nights from July 3",
    "travel.book_hotel",
    {"city": "Porto", "check_in": "July 3", "nights": 2},
)

DEVOPS_SINGLE: list[Case] = [
    *group(
        STOP_VM,
        hit(PV, "shut down web-07", {"instance": "web-07"}, "shutting down a machine is stopping it"),
        hit(PV, "stop web-09 ^[[A^[[A", {"instance": "web-09"}, "terminal garbage from a paste"),
        hit(PV, "STOP WEB-11", {"instance": "web-11"}, "all capitals: the instance as the plans write it"),
        hit(PV, "stop web-05 #incident #sev2", {"instance": "web-05"}, "hashtags beside a complete ask"),
        miss(ACT, "suspend web-04", "near neighbour: suspending keeps the memory, stopping does not"),
        miss(ACT, "stat web-04", "a typo landing on other words (start, or a status check): never stop"),
        miss(UNCARRY, "stop web-0", "a paste cut inside the value"),
        miss(UNCARRY, "stop all the web servers", "a set of machines to look up"),
        miss(QUEST, "why did `cloudctl stop web-04` hang for ten minutes?", "a command quoted in a question is data"),
        miss(NEG, "stop web-04\n\n— never mind, leave it running", "withdrawn on a later line"),
    ),
    *group(
        RESTART_VM,
        hit(PV, "reboot db-05", {"instance": "db-05"}, "reboot is restart"),
        hit(PV, "reboot db-07, it's having a mood again lol", {"instance": "db-07"}, "a joke beside the ask"),
        hit(PV, "db-03 needs a restart", {"instance": "db-03"}, "a noun for the act"),
        hit(PV, '{"instance": "db-06", "action": "restart"}', {"instance": "db-06"}, "JSON with the act"),
        miss(OBJ, "restart the postgres service on db-02", "a service, not the machine"),
        miss(UNCARRY, "restart both db boxes", "two machines to look up"),
        miss(TIME, "restart db-02 every night at 3am", "a recurrence"),
    ),
    *group(
        CLOSE_ISSUE,
        hit(PV, "gh issue close 402 -R acme/web", {"repo": "acme/web", "number": 402}, "a shell line"),
        hit(PV, "clsoe acme/api#315", {"number": 315}, "a typo in the verb"),
        hit(PV, "issue 320 in acme/api can be closed now, pls do", {"number": 320}, "a statement and an ask"),
        miss(ACT, "delete issue 311 in acme/api", "near neighbour: deleting, not closing"),
        miss(OBJ, "close PR 311 in acme/api", "a pull request, not an issue"),
    ),
    *group(
        DEPLOY,
        hit(
            PV,
            "ship search v3.4.1 to prod asap",
            {"service": "search", "version": "v3.4.1", "environment": "prod"},
            "ship is deploy; asap is met by acting now",
        ),
        hit(
            PV,
            "action=deploy service=billing version=v2.2.0 env=staging",
            {"version": "v2.2.0"},
            "key=value pairs with the act",
        ),
        hit(VALUE, "deploy billing v2.1.1 to staging", {"version": "v2.1.1"}, "the stored wording, another version"),
        miss(UNCARRY, "deploy billing to staging asap", "no version: the replay would keep v2.1.0"),
        miss(TIME, "deploy billing v2.1.0 to staging at 6pm", "a later time"),
        miss(ACT, "cut a release v2.1.0 for billing", "near neighbour: a release, not a deploy"),
        miss(UNCARRY, "deploy billing v2.1.0 to staging and prod", "two environments"),
        miss(NEG, "hold off on the billing v2.1.0 deploy to staging", "an ask not to act"),
    ),
    *group(
        SUSPEND,
        hit(
            PV, "dissable tom@corp.io's account", {"user": "tom@corp.io"}, "a typo of disable; disabling is suspending"
        ),
        hit(PV, "suspension of lee@corp.io's account, please", {"user": "lee@corp.io"}, "a noun for the act"),
        hit(PV, "/suspend ana@corp.io", {"user": "ana@corp.io"}, "a slash command"),
        miss(ACT, "delete kate@corp.io's account", "near neighbour: deleting, not suspending"),
        miss(ACT, "log out kate@corp.io everywhere", "near neighbour: ending sessions leaves the account active"),
        miss(TIME, "suspend kate@corp.io on her last day, Friday", "a later day"),
        miss(QUEST, "kate@corp.io's account is still active?!", "a question"),
    ),
    *group(
        SCALE,
        hit(PV, "cloudctl scale search --replicas 6 --env prod", {"replicas": 6}, "a shell line"),
        hit(
            PV,
            "I'd like checkout at 3 replicas in staging",
            {"service": "checkout", "replicas": 3, "environment": "staging"},
            "a wished-for state",
        ),
        hit(
            PV,
            "scale down to 0 replicas the auth service in staging",
            {"service": "auth", "replicas": 0, "environment": "staging"},
            "second-language order",
        ),
        miss(UNCARRY, "scale search up a bit in prod", "vague"),
        miss(TIME, "scale search to 4 replicas in prod for 2 hours", "a temporary change to revert"),
        hit(VALUE, "scale search to 7 replicas in prod", {"replicas": 7}, "the stored wording, another count"),
        miss(ACT, "autoscale search between 2 and 8 replicas in prod", "near neighbour: an autoscaling policy"),
    ),
    *group(
        PRIORITY,
        hit(SLOT, "make ticket 7120 urgent", {"priority": "urgent"}, "the priority word"),
        hit(PV, "ack, bump tkt 7150 to high pls", {"ticket_id": 7150}, "ack acknowledges; bump to an absolute level"),
        hit(PV, "prio of tkt 7133 → low pls", {"ticket_id": 7133, "priority": "low"}, "shorthand"),
        hit(PV, "ticket 7140 needs to be high priority", {"ticket_id": 7140}, "a statement of need"),
        miss(QUEST, "why is ticket 7120 only normal priority??", "a question"),
        miss(UNCARRY, "bump ticket 7120 up one level", "relative"),
    ),
    *group(
        MERGE,
        hit(PV, "gh pr merge 91 -R acme/web", {"number": 91}, "a shell line"),
        hit(PV, "could you maybe, just maybe, merge PR 97 in acme/web?", {"number": 97}, "a rhetorical, weary ask"),
        hit(PV, "PR 95 in acme/web is ready, merge it pls", {"number": 95}, "a statement and an ask"),
        miss(ACT, "approve PR 88 in acme/web", "near neighbour: approving, not merging"),
        miss(UNCARRY, "squash merge PR 88 in acme/web", "a merge method the plan has no argument for"),
        miss(NEG, "why don't you just merge PR 88 without any review, genius", "sarcasm that means don't"),
    ),
    *group(
        MAINTENANCE,
        hit(SLOT, "maintenance mode off for shop", {"enabled": False}, "the switch word off"),
        hit(PV, "put the blog into maintenance mode asap", {"service": "blog"}, "asap is met by acting now"),
        hit(PV, "maintenance=on service=docs", {"service": "docs"}, "key=value pairs"),
        miss(TIME, "turn on maintenance mode for shop from 1am to 3am", "a time window"),
        miss(QUEST, "is shop in maintenance mode?", "a question"),
    ),
    *group(
        ROTATE_AND_RESTART,
        hit(
            PV,
            "rotate github-token and then reboot web-06",
            [{"name": "github-token"}, {"instance": "web-06"}],
            "both steps, other values",
        ),
        hit(PARA, "secret stripe-key: rotate. after that web-04: restart.", note="second-language order"),
        miss(ACT, "restart web-04, then rotate the stripe-key secret", "reversed where the order matters"),
        miss(ACT, "just rotate the stripe-key secret", "one step of the two"),
        miss(NEG, "rotate the stripe-key secret but do NOT restart web-04", "one step refused"),
    ),
    *group(
        BLOCK,
        hit(PV, "blcok @crypto_scam42", {"handle": "@crypto_scam42"}, "a typo in the verb"),
        hit(PV, "/block @troll_99", {"handle": "@troll_99"}, "a slash command"),
        miss(ACT, "mute @spam_bot", "near neighbour: muting hides their posts, blocking stops them"),
        miss(QUEST, "@spam_bot keeps replying to me", "a complaint asks nothing"),
    ),
    *group(
        HOTEL,
        hit(
            PV,
            "reserve a room in Seville, 3 nights from July 8",
            {"city": "Seville", "check_in": "July 8", "nights": 3},
            "reserving a room is booking it",
        ),
        hit(
            PV,
            "I'd like a hotel in Ghent for 2 nights from July 20",
            {"city": "Ghent", "check_in": "July 20"},
            "a wished-for state",
        ),
        hit(
            VALUE,
            "book a hotel in Bergen for 5 nights from July 3",
            {"city": "Bergen", "nights": 5},
            "the stored wording, other values",
        ),
        miss(ACT, "look for hotels in Porto for July 3", "a search, not a booking"),
        miss(UNCARRY, "book a hotel in Porto for 2 nights from July 3 w/ breakfast", "breakfast has no argument"),
        miss(UNREL, "write a limerick about printers", "nothing to do with the plans"),
    ),
]

# ---------------------------------------------------------------------------------------------------------------------
# Crowded workspaces: the workspace's own plans; each hit gives its steps whole
# ---------------------------------------------------------------------------------------------------------------------

HOME_CROWDED = group(
    TEMPLATE,
    ws_hit(PARA, "the side door needs locking", [("home.lock_door", {"door": "side"})], "a statement of need"),
    ws_hit(PV, "make locked the garage door please", [("home.lock_door", {"door": "garage"})], "second-language order"),
    ws_hit(
        PARA, "close the light in the dining room", [("home.lights_off", {"room": "dining room"})], "'close' is off"
    ),
    ws_hit(PV, "turnoff the bedroom lights", [("home.lights_off", {"room": "bedroom"})], "joined words"),
    ws_hit(PV, "music.set_volume(level=35)", [("music.set_volume", {"level": 35})], "a tool call written as code"),
    ws_hit(PARA, "kettle on asap pls", [("home.set_plug", {"plug": "kettle", "on": True})], "shorthand"),
    ws_hit(PV, "/vacuum hallway", [("home.start_vacuum", {"room": "hallway"})], "a slash command"),
    ws_hit(PARA, "SET THE ALARM TO AWAY!!!", [("home.arm_alarm", {"mode": "away"})], "shouting"),
    ws_hit(
        PV,
        "dim the hallway lights to 30%",
        [("home.lights_on", {"room": "hallway", "brightness": 30})],
        "dim to a level",
    ),
    ws_hit(
        PARA,
        "remind me tmrw at 8am to water the plants",
        [("reminders.create", {"text": "water the plants", "at": "2025-06-12T08:00:00"})],
        "tmrw is tomorrow",
    ),
    ws_hit(PV, "the porch blinds need closing", [("home.set_blinds", {"room": "porch", "position": 0})], "closed is 0"),
    miss(ACT, "unlcok the side door", "a typo of the opposite verb", absent=("home.unlock_door", "home.set_lock")),
    miss(ACT, "pls pause the vacuum", "near neighbour of starting and stopping; no tool pauses it"),
    miss(ACT, "mute the music, the baby's asleep", "near neighbour: mute keeps the level, the stored plans set one"),
    miss(QUEST, "is the back door locked rn?", "a question about state", absent=("home.get_lock_state",)),
    miss(UNCARRY, "lock all the doors pls", "every door against plans of one door"),
    miss(UNCARRY, 'home.lights_on {"brightness": 50}', "a tool call with no room"),
    miss(TIME, "turn off the kitchen lights at 11pm", "a later time"),
    miss(UNCARRY, "dim the lights in the kitchen", "dimming needs a level the request does not give"),
    miss(NEG, "don't you dare turn the heating up", "a prohibition"),
    miss(ACT, "stop the vacuum right now", "the opposite of starting it", absent=("home.stop_vacuum",)),
    ws="home",
    in_ws=True,
)

FINANCE_CROWDED = group(
    TEMPLATE,
    ws_hit(PV, "block the card ending 3301", [("pay.freeze_card", {"card_last4": "3301"})], "block is freeze here"),
    ws_hit(
        PARA,
        "a refund of 20 USD on order A-12002, please",
        [("pay.refund", {"order_id": "A-12002", "amount": 20})],
        "a noun for the act",
    ),
    ws_hit(PARA, "refund order B-22014 in full pls", [("pay.refund", {"order_id": "B-22014"})], "a full refund"),
    ws_hit(
        PARA,
        "send to Tom the 20 euro",
        [("pay.send_money", {"recipient": "Tom", "amount": 20, "currency": "EUR"})],
        "second-language order",
    ),
    ws_hit(
        PV,
        "/pay Marco 45 EUR",
        [("pay.send_money", {"recipient": "Marco", "amount": 45, "currency": "EUR"})],
        "a slash command",
    ),
    ws_hit(
        PV,
        'trade.place_order {"side": "buy", "symbol": "AMD", "quantity": 7}',
        [("trade.place_order", {"side": "buy", "symbol": "AMD", "quantity": 7})],
        "tool id and JSON",
    ),
    ws_hit(PV, "sel 3 META", [("trade.place_order", {"side": "sell", "symbol": "META", "quantity": 3})], "a typo"),
    ws_hit(
        PV,
        "convert 200 euro in dollar",
        [("fx.convert", {"amount": 200, "from": "EUR", "to": "USD"})],
        "second-language preposition",
    ),
    ws_hit(
        PV,
        "TSLA > 300 → ping me",
        [("trade.set_price_alert", {"symbol": "TSLA", "price": 300, "direction": "above"})],
        "'>' is above",
    ),
    ws_hit(
        PARA,
        "claim 58 GBP for train pls, thx",
        [("hr.submit_expense", {"amount": 58, "currency": "GBP", "category": "train"})],
        "shorthand politeness",
    ),
    ws_hit(
        PARA,
        "split 60 USD w/ Priya & Aisha",
        [("pay.split_bill", {"amount": 60, "currency": "USD", "people": ["Priya", "Aisha"]})],
        "w/ is with",
    ),
    miss(ACT, "void the payment on order A-10293", "near neighbour: voiding is not refunding"),
    miss(QUEST, "ETA on the refund for A-11562?", "a question about an outcome"),
    miss(UNREL, "translate 'thank you' into Finnish", "nothing to do with the plans"),
    miss(UNCARRY, "pay Lena 40 EUR for rent (or was it 45?)", "the amount is left open"),
    miss(ACT, "unfreez card 9034", "a typo of the opposite verb", absent=("pay.unfreeze_card",)),
    miss(ACT, "request 20 EUR from Tom", "near neighbour: asking, not paying", absent=("pay.request_money",)),
    miss(TIME, "send Tom 20 EUR every friday pls", "a recurrence"),
    miss(UNCARRY, "refund $12 on order A-10293 b/c the box was crushed", "a reason the plans lack"),
    miss(ACT, "cancel my card ending 6620", "near neighbour: cancelling is not freezing"),
    miss(NEG, "sure, sell all my TSLA, what could go wrong", "sarcasm that means don't"),
    miss(QUEST, "my card 1177 got declined at the supermarket", "a report"),
    miss(TIME, "card 6620: daily limit 2000 until Monday, then back", "a temporary change to revert"),
    ws="finance",
    in_ws=True,
)

DEVOPS_CROWDED = group(
    TEMPLATE,
    ws_hit(PARA, "shut down web-01", [("cloud.stop_instance", {"instance": "web-01"})], "shut down is stop"),
    ws_hit(
        PARA, "gh issue close 87 -R psf/requests", [("gh.close_issue", {"repo": "psf/requests", "number": 87})], "shell"
    ),
    ws_hit(PV, "clsoe issue 12 in acme/webapp", [("gh.close_issue", {"repo": "acme/webapp", "number": 12})], "a typo"),
    ws_hit(
        PV,
        "/deploy checkout v2.0.1 staging",
        [("cloud.deploy", {"service": "checkout", "version": "v2.0.1", "environment": "staging"})],
        "a slash command",
    ),
    ws_hit(
        PARA,
        "deployment of auth v2.3.2 to dev, please",
        [("cloud.deploy", {"service": "auth", "version": "v2.3.2", "environment": "dev"})],
        "a noun for the act",
    ),
    ws_hit(
        PARA,
        "I'd like billing at 3 replicas in staging",
        [("cloud.scale_service", {"service": "billing", "replicas": 3, "environment": "staging"})],
        "a wished-for state",
    ),
    ws_hit(
        PV,
        "maintenance=on service=checkout",
        [("cloud.set_maintenance_mode", {"service": "checkout", "enabled": True})],
        "key=value pairs",
    ),
    ws_hit(PARA, "dissable kate@corp.io's account", [("iam.deactivate_user", {"user": "kate@corp.io"})], "a typo"),
    ws_hit(
        PV,
        "give ticket 7034 prio urgent",
        [("tickets.set_priority", {"ticket_id": 7034, "priority": "urgent"})],
        "prio is priority",
    ),
    ws_hit(
        PARA, "mrege PR #41 in rust-lang/rust", [("gh.merge_pr", {"repo": "rust-lang/rust", "number": 41})], "a typo"
    ),
    ws_hit(
        PV,
        "squash merge PR #118 in octocat/hello-world",
        [("gh.merge_pr", {"repo": "octocat/hello-world", "number": 118, "method": "squash"})],
        "the workspace's merge plans take a method",
    ),
    miss(ACT, "suspend web-02", "near neighbour: suspending is not stopping"),
    miss(ACT, "terminate worker-3", "near neighbour: terminating destroys the machine"),
    miss(UNCARRY, "stat web-02", "a typo with two readings (start, or a status check); one of them is stored"),
    miss(OBJ, "close PR 41 in rust-lang/rust", "a pull request, not an issue", absent=("gh.close_pr",)),
    miss(ACT, "sign out raj@corp.io from all sessions", "near neighbour: ending sessions, not suspending"),
    miss(ACT, "reenable kate@corp.io's account", "the opposite act", absent=("iam.reactivate_user",)),
    miss(TIME, "deploy checkout v1.9.7 to staging at 6pm", "a later time"),
    miss(UNCARRY, "/deploy checkout staging", "a slash command with no version"),
    miss(QUEST, "web-01 is down again", "a report"),
    miss(QUEST, "why is ticket 4411 still open??", "a question", absent=("tickets.get",)),
    miss(NEG, "hold off on the auth deploy to production", "an ask not to act"),
    ws="devops",
    in_ws=True,
)

OFFICE_CROWDED = group(
    TEMPLATE,
    ws_hit(PARA, "rsvp yes to standup", [("calendar.accept_invite", {"title": "standup"})], "rsvp yes is accept"),
    ws_hit(PARA, "rm /tmp/export.csv", [("fs.delete_file", {"path": "/tmp/export.csv"})], "a shell line"),
    ws_hit(PV, "deletion of notes/todo.md, please", [("fs.delete_file", {"path": "notes/todo.md"})], "a noun"),
    ws_hit(
        PARA, "mv report.txt /tmp/build", [("fs.move", {"source": "report.txt", "destination": "/tmp/build"})], "shell"
    ),
    ws_hit(
        PV,
        "cp report.txt /tmp/build",
        [("fs.copy", {"source": "report.txt", "destination": "/tmp/build"})],
        "copy is stored here",
    ),
    ws_hit(PV, "silence the #ops channel", [("chat.mute_channel", {"channel": "#ops"})], "silence is mute"),
    ws_hit(
        PV, "MY STATUS: OUT SICK TODAY", [("chat.set_status", {"text": "OUT SICK TODAY"})], "a status keeps capitals"
    ),
    ws_hit(
        PARA,
        "in #general write: lunch is on me today",
        [("chat.post_message", {"channel": "#general", "text": "lunch is on me today"})],
        "second-language order",
    ),
    ws_hit(
        PARA,
        'email.send(to="hr@corp.io", body="the server is back up")',
        [("email.send", {"to": "hr@corp.io", "body": "the server is back up"})],
        "a call written as code",
    ),
    ws_hit(
        PV,
        "push the budget sync to Monday at 3pm",
        [("calendar.reschedule_event", {"title": "budget sync", "new_start": "Monday at 3pm"})],
        "push is move",
    ),
    ws_hit(
        PV,
        "set my status to in a meeting for 45 mins",
        [("chat.set_status", {"text": "in a meeting", "minutes": 45})],
        "the workspace's status plans take minutes",
    ),
    ws_hit(
        PV,
        "book a room in Oslo pls, 3 nights from June 3",
        [("travel.book_hotel", {"city": "Oslo", "check_in": "June 3", "nights": 3})],
        "a room is a hotel room",
    ),
    miss(ACT, "draft an email to hr@corp.io: the server is back up", "a draft", absent=("email.save_draft",)),
    miss(ACT, "rsvp no to standup", "declining", absent=("calendar.decline_invite",)),
    miss(ACT, "delete /tmp/export.csv for good, no trash", "more than the stored deletions do"),
    miss(ACT, "unmtue #sales", "a typo of the opposite verb", absent=("chat.unmute_channel",)),
    miss(
        ACT,
        "leave the #marketing channel pls",
        "near neighbour: leaving, not muting",
        absent=("chat.remove_from_channel",),
    ),
    miss(UNCARRY, "mute #sales for 2 hours", "the workspace's mute plans take no hours"),
    miss(TIME, "post in #ops at 5pm: the build is broken", "a later time"),
    miss(NEG, "oh sure, archive #incident-117 while it's still burning, brilliant", "sarcasm that means don't"),
    miss(UNCARRY, "invite the whole marketing team to #launch", "people to look up"),
    miss(UNCARRY, "rm report.txt notes/meeting.md", "two paths for an argument that takes one"),
    miss(UNREL, "tell me a joke about spreadsheets", "nothing to do with the plans"),
    ws="office",
    in_ws=True,
)

CASES: list[Case] = [
    *HOME_SINGLE,
    *MONEY_SINGLE,
    *OFFICE_SINGLE,
    *DEVOPS_SINGLE,
    *HOME_CROWDED,
    *FINANCE_CROWDED,
    *DEVOPS_CROWDED,
    *OFFICE_CROWDED,
]
