"""Plan-cache cases "fresh16": speech transcripts, turned-down values, slang and idioms in many varieties of English,
hurried phone typing, older and unsure users, money, numbers, dates and times in other shapes, mixed languages, quoted
and forwarded asks and notes to self, and other names for things.

Who and how. Written by an independent writer (a helper session) who read only the brief, casekit.py (whole, with
cat), tools.jsonl (every tool, printed with a small Python script to a scratch file under /tmp: id, description cut at
80 characters, parameters with types, enums, bounds, formats, patterns and defaults; read whole with cat), the four
crowded workspaces (workspaces/*.jsonl: every plan printed with a small Python script to a scratch file, grouped by
shape, with the tools each workspace never uses; read with sed in four ranges piped through `cut -c1-260`, the never-
used lists with grep and fold), make_cases.py and check_cases.py (whole, with cat, to register this set) and the first
300 lines of cases_fresh15.py (`sed -n 1,300p`: its module docstring, which closes within those lines, and its import
block); not the cache's code, documentation, tests, examples, README or pyproject.toml, nor bench/plans/README.md or
any other bench script, nor the body of any other case set (no grep over them either), nor anything under /work/exp
other than the brief; no git command; the writer never ran the cache, the benchmark or toolmem on these cases, nor
imported toolmem. The conventions below are fresh15's, restated in full, with the decisions this set needed added.
Slips and reruns: (1) to see whether this file existed yet, the writer ran `ls bench/plans/cases_fresh16.py` together
with `test -e` on the same path (it did not exist): an `ls` of one path of the repository, against the brief's "no
ls". (2) The tool output cut the printed office workspace in the middle (32 lines, from the middle of the
email.forward plans to the first email.send plans with a subject); that range was printed again with sed. The `cut
-c1-260` also cut the longest printed lines (the never-used lists, read again whole with grep and fold). (3) The cases
were planned before any was written; the file was written as a header with a first part of 60 cases (with the editor's
create command) and then appended with bash heredocs in parts of 44, 52, 47, 39, 34, 45 and 46 cases. The single-plan
parts came to 276 cases, more than planned, so 31 written cases (15 hits, 16 misses, none of them the only case of its
voice) were dropped by a small Python script that deleted their calls (a copy of the file was kept under /tmp first);
one transcript miss ("um reboot web for tea") was added later. (4) A review script (below) first found two problems: a
single-plan request ("clear my status") that was word for word a workspace request, reworded ("wipe my status, I'm
back"), and a crowded hit labelled paraphrase whose steps are no workspace plan's ("invoice billing@acme.io for
1.250,00 EUR": the workspace bills billing@acme.io 1250 USD, not EUR), relabelled paraphrase+value. (5) The first run
of make_cases.py (exit status 1) reported 19 requests as word for word the same as a request of another set (fresh10,
fresh4, fresh5, heldout, fresh12, fresh14, fresh7, fresh11, fresh6, fresh15, fresh9); all were reworded keeping kind
and judgement ("kettle off pls" -> "kettle off pls, ta", "stop the vacuum" -> "stop the vacuum, the dog's scared of
it", "sell 10 AAPL" -> "sell my 10 AAPL shares", "close ticket 3310" -> "close ticket 3310 as solved", "mute the TV"
-> "mute the telly in the lounge", "what rhymes with orange" -> "what's a word that rhymes with silver", "cancel my
Porto hotel" -> "cancel my Porto hotel booking for June", "wipe my status, I'm back" -> "wipe my status, back at my
desk now", ...); the second run (exit 1) reported two rewordings as the same as fresh15-182 and fresh14-322 ("tick off
renew the car insurance", "say no to the design review invite"), reworded again ("tick renew the car insurance off my
list", "turn down the invite for design review, I'm off that day"); the third run exited 0, and check_cases.py then
exited 0. (6) The first `ruff check` (exit 1: 20 lines over 120 characters, all E501 by --statistics), `ruff format
--check` (exit 1) and `mypy --strict` (exit 0) ran before this docstring was written; `ruff format` then split the
long calls and ruff check passed. (7) After these checks the writer changed one judgement: "set card 5512's daily
limit to 1,500" (a hit) became "set card 5512's daily limit to 1,500.00", because a lone separator followed by three
digits is ambiguous in this set ("EUR 1.250" is a miss); and added the transcript miss of (3). (8) This docstring
replaced a one-line placeholder (written with a small Python script using textwrap); then ruff check, ruff format
--check, mypy --strict, make_cases.py, check_cases.py and the review script ran again; their results are given at the
end of (9). (9) Besides the allowed reading, the writer ran `source .venv/bin/activate`, mkdir, cat, sed, grep, cut,
fold, wc, head, tail, echo, cp (the copy of (3)), `ls` and `test -e` of (1), ruff, mypy, make_cases.py and
check_cases.py, and small Python scripts that printed the tools and workspaces, deleted the dropped cases, made the
rewordings and relabelling above, registered the set in make_cases.py and check_cases.py (import, tuple and docstring
lines only; "seventeen files" became "eighteen files"), wrote this docstring, imported this module (which imports only
casekit) to count its cases, and read this module's cases with the workspace files to check that no request (nor
stored request) is word for word a workspace request, that no request is repeated, and that a crowded hit is labelled
paraphrase exactly when its steps are those of a workspace plan. Of make_cases.py's output (kept in scratch files)
only the lines naming fresh16 were shown, with `grep -c .` line counts of the whole output; check_cases.py's output
went to a scratch file of which only the lines naming fresh16 were shown (the three table header rows, which list
every set's name but no count, cut to 60 characters), with its exit status and line count; the counts below were
computed from this module. After this docstring: ruff check, ruff format --check and mypy --strict exited 0;
make_cases.py exited 0 (18 lines of output, its fresh16 line "cases_fresh16.jsonl: 337 cases"); check_cases.py exited
0 (27 lines); the review script found no problem; ruff check and ruff format --check on make_cases.py and
check_cases.py exited 0. This sentence was then filled in and 'tail, echo' added to the list above (each time the
docstring was regenerated by the same script), and all of these ran again after each of those edits, with the same
results. (10) Running make_cases.py rewrites every set's .jsonl from its unchanged .py source; only this file, its
.jsonl, make_cases.py and check_cases.py were edited. Every request was written for this file; a few are modelled on
the brief's examples of a voice with other values and wording ("lick the shed door pls", "turn of the lights in the
kitchen", "note to self: lock the garden door", "FW: please refund 30 USD on order C-1188", "send Ines 40 Swiss
francs" (dropped in (3)), "ask Owen for 60 Canadian dollars ...", "send Dario 3k euros", "send Dario 2 grand", "remind
me on the thirteenth at 9am ...", "the shades in the sitting room ...", "turn on the thingy that heats the water",
"switch off the Hue bulbs in the nursery", "heating to 22 please", "turn on the box", "lock the side door, not the
garden one", "send Priya 30 euros? no, 45 euros", "restart not web-04 but web-14", "lounge lights teal rather than
purple", "weather in Graz, only Graz, right now", "volume, just 20 please"); none is the brief's sentence.

Mix. 337 cases: 246 single-plan cases (38 stored plans of this file, three of them two-step: living room lights off +
arm the alarm in night mode, shop maintenance mode on + back up the sales database, coffee maker plug off + lock the
front door) and 91 crowded cases (home 23, finance 22, devops 22, office 24). Each crowded hit names the workspace's
own plan shape (in_ws=True; the template's request is a placeholder, never stored; every crowded hit gives its steps
whole); each crowded miss names in ``absent`` the tools that would have served it, where one exists (22 of the 43
crowded misses; nothing in the catalogue serves a vague, ambiguous, relative or computed value, a set of objects, a
recurrence or condition, a report, a quote or an unrelated ask, so those name none). 168 hits (paraphrase+value 107,
paraphrase 40, value 17, slot_word 4) and 169 misses (uncarriable 76, contrast_action 38, contrast_time 23,
contrast_question 18, contrast_object 5, contrast_negation 5, unrelated 4; every uncarriable case expects a miss).
Single: 120 hits (paraphrase+value 90, paraphrase 16, value 10, slot_word 4), 126 misses (uncarriable 62,
contrast_action 21, contrast_time 18, contrast_question 12, contrast_object 5, contrast_negation 5, unrelated 3);
crowded: 48 hits (paraphrase 24, paraphrase+value 17, value 7), 43 misses (contrast_action 17, uncarriable 14,
contrast_question 6, contrast_time 5, unrelated 1); home 12 hits and 11 misses, finance 12 and 10, devops 12 and 10,
office 12 and 12.

Style. Eleven voices, mixed through the set, each with hits and misses:

1. speech-to-text transcripts (no punctuation, numbers, symbols, addresses, versions and ids dictated, fillers, words
   run together, a misheard word): "bedroom lights on at sixty five percent", "daily limit on card ending four four
   zero nine to two thousand five hundred", "reboot db dash replica dash two", "deploy ledger v three point zero point
   two to prod", "merge pull request one oh four in acme slash api", "flush the cdn for h t t p s colon slash slash
   docs dot acme dot io slash", "post in hash deploys colon hotfix going out in ten minutes", "email tom dot baker at
   example dot co dot uk saying the parcel arrived", "put haircut on my calendar tuesday at five thirty pm", "whats
   the weather like in new delhi right now", "alert me if t s l a drops below one hundred seventy five", "ticket forty
   one twenty two to low priority", "hoover the uh the lounge", "killthe livingroom lights n arm alarm night mode",
   "deploy search dash api v two point three point two to production", "grant kate at corp dot io the deployer role",
   "DM priya colon the build is broken", "freeze card ending six six two zero", against "deploy payments version two
   point two to staging", "deploy auth version two to staging", "um reboot web for tea";

2. a value turned down or said again beside the ask: "lock the side door, not the garden one", "lounge lights teal
   rather than purple", "send Priya 30 euros? no, 45 euros", "restart not web-04 but web-14", "weather in Graz, only
   Graz, right now", "volume, just 20 please", "buy 10 AMZN, not AAPL", "DM Oskar, not Oscar: ...", "roll back billing
   in dev - dev, not staging", "approve expense 1450, not reject", "arm the alarm in home mode - home, not away", "set
   my status to commuting - only commuting, no timer"; turned-down values the plan has no place for, met by the replay
   anyway ("book a hotel in Porto ..., not an Airbnb", "email carla@example.org saying ..., not on Slack") or not
   ("file a 45 EUR taxi expense, not on the corporate card", "..., not near the airport", "pay Lena 40 EUR for rent,
   not from my business account", "set my status to out sick, not for the whole day, just till 2"); and exclusions
   over a set ("vacuum everywhere except the hallway", "lock every door except the shed", "deploy payments v2.1.0
   everywhere but prod");

3. slang, idioms and figurative verbs, in several varieties of English: home "flick on the landing lights at 30
   percent", "pop the coffee machine on", "pop the kettle on, love", "kill the living room lights and arm the alarm in
   away mode", "chuck 3 packs of dish soap in the basket", Scottish "lock the garden door the now", Australian "remind
   me this arvo at 4 ..."; devops "bounce web-11", "LGTM, land acme/webapp#61", "blow away the CDN cache for ...",
   "nuke the CDN cache for ...", "spin batch-runner up again", "slap the bug label on psf/requests#231", "run 9 pods
   of search in prod"; money "load up on 40 AMD", "hit up Zara for the 40 quid she owes me for the gig", "go halves
   with Kenji on the 64 dollar dinner", "ping me when NVDA tops 140 bucks", "offload 15 TSLA"; office and messaging
   "drop a msg in #support: ...", "loop dana@corp.io into #launch", "ping Hana: lunch moved to 1", Indian English
   "kindly do the needful and make ticket 2875 high priority"; against "bung Priya a few quid", "send Tom 50 bucks or
   so", "kitchen blinds up a bit", "bump ticket 3310 up a notch", "turn it down a smidge", "dump all my AMZN", "bounce
   web-02, it's hung" (no restart plan in devops);

4. typing in a hurry on a phone: "lick the shed door pls", "turn of the lights in the kitchen", "kitchn blinds to 80
   pls", "thermostat to 23 PLEEEASE im freezing", "refnud 8 usd on order A-7765 asap", "purge cdn
   https://shop.acme.io/img/ NOWWW", "add a taks: pick up dry cleaning", "status to OUT SICK", "kettle off pls, ta",
   "lock teh patio door pls", "archive #offsite-2024 plsss", "tail chckout logs past 30m", "alert me if AMD goes abvoe
   200", against "look at the garden door", "vacuum the halfway pls", "set the daily limit on card 551 to 600", "turn
   on the kettle at 7 tmrw", "STOP the vacuum, it's chewing the rug tassels";

5. older and less technical users: "Would you be so kind as to make sure the garden door is locked for me, dear? ...",
   "Could you possibly set the thingamajig on the wall that controls the heat to 19, please?", "would you be a dear
   and switch the electric kettle on", "the shades in the sitting room, could you open them all the way", "Could you
   please divide the 80 euros evenly between Nora and Sami for me? Much obliged.", "Would you mind awfully moving our
   little team sync to next Wednesday at 3pm, please?", "I wonder if you might send the little robot cleaner into the
   bedroom, please", "Sorry to bother you, but could the orders database get one of those backup copies made?", "Would
   you be so good as to look up who Marco Rossi is in the staff directory", "Could you tell me what Apple's shares are
   going for at the moment? That's AAPL, I believe", against "the light in the little room upstairs, could you put it
   out for me", "Could you turn on the lights in the bedroom? Not too bright, dear, ...", "turn on the thingy that
   heats the water", "turn on the box", "I'm not sure what it's called, the file with the budget numbers - could you
   send me a link to it?";

6. money and numbers in other shapes: "send Tomasz fifteen euros fifty", "send Lukas 1 250 euros", "send Dario 3k
   euros", "what are 1'500 Swiss francs in dollars", "how much is 350 Canadian dollars in euros", "€75 → £?", "set up
   a payment of 980,50 € to Hausverwaltung Schmidt for June 30", "limit card 5512 to 2.500,00 per day", "set card
   5512's daily limit to 1,500.00", "split 120,40 € between Jo, Femi and Ravi", "file a 23,80 € lunch expense",
   "expense GBP 310, category hotel", "file a taxi expense of 99 dollars and 50 cents", "ask Owen for 60 Canadian
   dollars for the ski pass", "how much is 2 500 Swedish kronor in euros", "invoice billing@acme.io for 1.250,00 EUR",
   "wire Tom £60", "send Lena sixty euros", "Nest to twenty-one and a half", "thermostat to nineteen point five",
   against "send Lukas EUR 1.250", "send Dario 2 grand", "convert 5 grand to euros", "convert 3 grand to yen", "200
   pesos to dollars", "file a 4k expense for the offsite", "refund 25 EUR on order A-4471", "buy $2,500 worth of
   AAPL", "set it to 70F on the thermostat", "order 2 bags of Purina Pro Plan for 39,99 or less";

7. dates and times in other shapes: "remind me at quarter past six this evening to call Mum", "remind me on the
   thirteenth at 9am to pay the plumber", "remind me um halb sechs abends to water the tomatoes", "remind me at ten to
   seven tonight to put the bins out", "schedule 1150 EUR to the landlord on the first of August", "schedule 1200 EUR
   to the landlord on Friday June 27", "put physio on my calendar 3 July at 09:30", "put Sofia's recital on my
   calendar Sat 21/6 at 18:00", "push the team sync to Monday at quarter past two", "move the budget review to June 18
   at 11:00", "book a hotel in Seville for 3 nights from the twenty-second of June", "book time off from the fourth to
   the eighth of August", "pay Comcast 95 EUR on the fifteenth of July", "move sprint planning to June 24 at 14:00",
   against "remind me at 6 to feed the cat", "remind me at 7 to call the vet", "remind me on Friday the 19th at 9am to
   book the MOT", "schedule 1200 EUR to the landlord on Monday June 27", "schedule 1200 EUR to the landlord on 1/7",
   "book a hotel in Porto from the 20th to the 23rd of June", "thermostat to 18 from 11pm to 6am", "lock the garden
   door at half ten tonight", "reschedule the standup to half past", "scale search in prod to 10 replicas between 9
   and 5";

8. two languages mixed or translated word for word: "apaga las luces del study please", "make the light out in the
   study", "zet de waterkoker aan alsjeblieft", "passe l'aspirateur dans le hallway please", "the lounge lights en
   rojo, por favor", "ask to Leo that he pays me 25 EUR for the concert", "I would like that you buy 8 shares of AMZN
   for me", "post in #equipo: la demo es mañana a las 10", "DM Jürgen: bin in 5 min da", "set my status to im
   Homeoffice", "qué tiempo hace en Sevilla ahora", "add a task: Oma anrufen", "spiel mal Bohemian Rhapsody", "rota el
   secreto stripe-api-key", "RSVP oui to sprint planning", against "mach das Licht im Schlafzimmer an", "remind me
   morgen früh to call Oma", "wie viel waren 200 Euro gestern in Dollar", "el tiempo en Viena mañana", "mach die Musik
   wieder an", "mute #sales für zwei Stunden";

9. asks inside quoted chat, forwarded messages and notes: adopted by the user ("FW: customer on order A-5003 wants 12
   USD back. go ahead", "Dana in #eng: 'can someone merge acme/webapp#58?' - you do it", "FW: 'Carla wants
   confirmation' -> email carla@example.org saying yes, it's signed", "Mum texted '...' - yes do that please", "Marco
   in chat: 'u owe me 20 for lunch' -> send him 20 EUR", "Fatima in #ops: 'who can take 6002?' -> assign ticket 6002
   to Luis", "FW: from legal@initech.co 'Re: NDA' - pass this on to hr@corp.io", and an ask that is a message's text,
   "post in #deploys: 'can someone restart web-04?'"), against asks only quoted or noted ("note to self: lock the
   garden door", "note to self: the hoover needs a new brush", "note to self: order more Purina Pro Plan", "note to
   self: book a dentist appointment", "[Mia, 21:04] can u turn off the study lights", "FW from Dad: dont forget to
   switch the kettle on for tea", "FW: please refund 30 USD on order C-1188", "Priya texted: 'u still owe me 30 EUR'",
   "Sami: 'let's split the 80 EUR'", "Dana in #eng: 'can someone merge acme/webapp#58?'", "[ops-bot] web-04 restarted
   successfully", "Oskar DM'd me: 'did the meeting move?'", "Ana's status says working from home", "[alertmanager]
   FIRING: disk 91% on worker-3", "Priya's email says 'the offsite is cancelled'") and an adopted forward asking for a
   tool no plan uses ("FW: 'INV-2207 was sent twice' - void it pls");

10. the plan's thing by another word, and things with near names: "switch off the Hue bulbs in the nursery", "switch
   the Philips Hue in the hallway on at 45 percent", "heating to 22 please", "Nest to twenty-one and a half", "send
   the Roomba to the dining room", "set the Sonos to 25", "the shades in the sitting room, ...", "would you be a dear
   and switch the electric kettle on", "run 9 pods of search in prod", against "switch off the study lamp", "open the
   kitchen window to 70%", "mute the telly in the lounge", "merge the MR !58 in acme/webapp", "purge the cache on the
   redis box", "turn on the thingy that heats the water", "turn on the box", "buy 5 shares of Alphabet";

11. plain value changes and paraphrases of the stored plans (kind value: the stored wording with other values, "switch
   on the bedroom lights at 40%", "open the kitchen blinds to 40%", "make the kitchen lights green", "deploy payments
   v2.1.1 to staging", "scale search in prod to six replicas", "add a task: call the bank about the mortgage", "book a
   hotel in Gdańsk for 4 nights from July 9", in the crowded workspaces the wording of a workspace plan, "scale
   billing in staging to 5 replicas", "get the last 45m of logs for search-api", "order 4 bags of Royal Canin kitten",
   "flights CDG to LHR October 2"), and a few unrelated asks ("translate 'invoice' into Polish", "who won the world
   cup in 2010", "what's a word that rhymes with silver", "how many ounces are in a pound").

Kinds. value for the stored wording with other values; paraphrase for other wording with the stored arguments (in the
crowded workspaces: exactly when the steps are those of a plan of the workspace); paraphrase+value for other wording
and other values; slot_word when the only changed argument is an enum or boolean named by its word ("off", "above",
"urgent", "away mode"). contrast_action for another action (another tool, even one of the same family, one step of a
two-step plan, more actions than the plan takes, the plan's steps in an order that matters reversed, and in this set a
note to self); contrast_negation for an ask not to act ("don't ...", a withdrawn ask, one step of a two-step plan
explicitly not to be done, sarcasm that means don't); contrast_question for a question about state, a what-if or
advice rather than an ask (a question is a hit only when the stored tool is the lookup that answers it; in a crowded
workspace a question another tool would answer names that tool in ``absent``), and for a message that only reports,
complains or quotes without asking; contrast_time for a time, recurrence, trigger or condition against a plan that
acts at once ("when I leave", "once the return arrives", "every night", "at sunrise", "tomorrow"), but a hit where the
tool takes that time (a reminder's time, a scheduled payment's date, an event's start); contrast_object for the stored
verb on another kind of object (a window against the blinds, a lamp plug against a room's lights, a GitLab merge
request against a pull request); unrelated for an ask with nothing to do with the stored plans; uncarriable for a
value that is missing, vague, relative, derived, converted, a range, ambiguous, misheard, looked up, left to history,
several values for an argument that takes one, or has no argument in the stored plan.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored plan with the new
request's values does exactly what was asked: no value dropped, none invented, none computed or looked up; a wrong
replay is a wrong action, a miss only costs a model call. Free text (names, rooms, doors without "door", plugs,
titles, messages, statuses, categories, channels with their "#", handles with their "@", services, instances, paths,
URLs) is carried as typed; currency words and signs become codes and amounts become numbers; numbers written in words
are numbers; the environment is carried as typed ("staging" and "prod" in this file's plans and requests, "production"
and "dev" in the devops workspace); dates and times in free-text fields (a payment date, a check-in, an event's start
or new start, a flight date, time off) are carried as typed; the date-time of a reminder is resolved against "now",
Wednesday 2025-06-11 14:30 ("at 5pm" -> "2025-06-11T17:00:00", "in an hour" -> 15:30 as the home workspace does),
while a recurrence is contrast_time. A value in another unit than the plan's must be converted and is uncarriable (°F
for a plan without a unit, dates for a number of nights). Values the plan has no argument for (a subject, a duration,
a due date, guests, a merge method, a limit price, a room for the volume) and requests lacking a value the replay
would keep from the stored plan (a brightness, a version, an amount) are uncarriable. fresh14's decisions, kept by
fresh15 and here: a function-call line, tool id or YAML/JSON block naming a tool is the ask and its arguments are
carried like prose values, while a call inside a log line, an audit entry or a question is data (contrast_question)
and a bare argument object with no tool is uncarriable; in a long message only the asking sentence's values are
carried; "can you tell me ...", "is it possible to ...", "could you ...?", "how about you ...?", "shall we ...?" and
"why don't you ...?" are asks, "what if ...?", "why did ...?", "can we ... yet?" and "should I ...?" are questions;
vague and relative quantities ("a couple", "a few", "a bit more", "another", "the rest", "half of", "all but one",
"the same amount as before", "the usual", "double", "up a level", "by an hour") are uncarriable, exact number words
("a dozen", "zero", "1k") are carried, "all the way" on the blinds is the end of their scale (0 closed, 100 open), and
"approx" (or "or so") before money to act on leaves it undecided; jargon is read as its words (pls, w/, w/o, b/c,
acct, qty, txn, tkt, prio, ETA, LGTM, COB/EOD as deadlines, FYI as a report, PR a GitHub pull request, a GitLab "MR"
another kind of object); a deadline or urgency on a tool that acts at once ("ASAP", "by EOD", "right now", "NOW", "no
rush") is met by acting now, a later start ("tonight", "tomorrow morning", "at 2am") is contrast_time, a reminder
needs a clock time ("tonight", "in a bit", "later", "morgen früh" are uncarriable), a deadline is no payment date, and
paying at once against a scheduled-payment plan is contrast_action; hedges ("not sure if you can, but ...", "I guess
...") are asks, thinking aloud is contrast_question and a withdrawn ask is contrast_negation; varieties of English and
slang are read as meant; "you need to", "you should", "we need" ask, "you already ..." reports (contrast_question),
"we'll ... tomorrow" predicts a later time (contrast_time); two-step plans: both steps in other words are a hit, in
the other order a hit only where the order does not matter (replayed in the stored order), reversed where it matters
contrast_action, one step alone contrast_action, one step explicitly refused contrast_negation, two values for one
argument uncarriable. fresh15's decisions, kept: transcripts drop fillers (um, uh, like, you know), restore capitals
on names and places, read spelled numbers as numbers, assemble dictated symbols ("at" and "dot" in an address, "hash"
for "#", "colon" ending the channel or starting the message, "slash", "dash", letters of a ticker), carry a version
spoken with its "v" and every part as written but leave "version two point two" open (uncarriable), write a spoken
date or time in its written form, rejoin words run together or split, read a misheard word outside the values as meant
and never guess a misheard value; "not the X, the Y", "Y, not X", "Y rather than X", "X, no wait, Y" and "only Y"
carry Y, and an exclusion over a set leaves the set to look up (uncarriable); "both", "every", "all the", "each" over
several objects against a plan of one object are uncarriable, while split_bill's people argument is a list, so several
names are one value of it and "with Kenji" a list of one; conditions and triggers ("if", "when", "once", "after",
"every", "from now on") and a temporary change to be reverted ("for the weekend" on a card limit) are contrast_time; a
reference that supplies a value or the action ("the same thing I told Pia", "the usual") leaves it to history
(uncarriable); capitals for stress, stretched letters, exclamation marks and mild swearing change nothing, stress
capitals outside a value are dropped and capitals inside a message or status are kept as typed; a complaint that asks
nothing is contrast_question; a relative verb with an absolute target ("crank the music up to 80") carries the target,
a relative amount ("by half", "a notch", "12% from here", "by 3 replicas") is uncarriable; words after "to", "titled",
":", "saying" or "that" belong to the value and are carried as typed, verbs, questions and negations included;
politeness and urgency words of another language are not values; names and places keep their diacritics ("Gdańsk",
"Jürgen"); "quid", "£" and "pounds" are GBP, "dollars" and "$" USD, "Swiss francs" CHF, while "crowns", bare "francs"
and a numeric date whose parts could both be a month are ambiguous; idioms are read as meant ("kill the lights" off,
"nuke the cache" purge, "give X a kick" restart, "spin up" start, "ping X" a direct message, "kick CI" re-run it).

Decisions this set needed:

- Transcripts: "n" is "and"; "one oh four" is 104, "forty one twenty two" as an id 4122, "twenty-one and a half" 21.5,
  "nineteen point five" 19.5, "two thousand five hundred" 2500; a dictated URL is assembled letter by letter ("h t t p
  s colon slash slash docs dot acme dot io slash" -> "https://docs.acme.io/"); "kate at corp dot io" ->
  "kate@corp.io"; a spoken time goes into its written form ("tuesday at five thirty pm" -> "Tuesday at 5:30pm"); a
  place's capitals are restored ("new delhi" -> "New Delhi"); a misheard instance ("web for tea": web-04 or web-40) is
  not guessed.

- Turned-down values: "X, not Y", "not Y but X", "Y? no, X", "X rather than Y", "X, only X", "just X please" and "X -
  X, not Y" carry X; a turned-down value that the replay cannot do anyway changes nothing and the case stays a hit
  (the hotel tool books no Airbnb, email.send posts nothing on Slack, a status plan without minutes sets no timer,
  "not reject" beside approve, "not Oscar" beside Oskar); a turned-down value the plan has no place for but the replay
  could still violate (an account or card to pay from, a hotel's surroundings, a status's end) is uncarriable.

- Slang and varieties of English: "bounce" restart, "land" merge, "ship" deploy, "blow away" and "nuke" purge, "spin
  ... up" start, "slap a label on" add it, "pods" replicas, "flick on" and "pop ... on" switch on, "chuck ... in the
  basket" add to the cart, "load up on" buy, "offload" and "dump" sell, "hit up ... for" request money, "go halves
  with" split with, "tops" above, "ping me when" an alert, "drop a msg in" post, "loop ... into" invite, "ping X:" a
  direct message, "the now" (Scottish) at once, "arvo" (Australian) this afternoon, "do the needful" (Indian English)
  do it, "ta", "love", "mate" politeness; "bucks" is USD like "dollars"; "bung ... a few quid" and "50 bucks or so"
  are vague (uncarriable); "dump all my AMZN" leaves the quantity to look up.

- Phone typing: a typo outside the values is read as meant ("teh", "refnud", "abvoe", "taks", "tmrw"); a typo inside a
  value that is no word and has one plain reading is corrected ("kitchn" kitchen, "chckout" checkout); an autocorrect
  slip that makes another real word is read as meant in the verb when the written verb is no plausible ask ("lick the
  shed door": lock), read as written when it is one ("look at the garden door": another action, contrast_action), and
  never guessed in a value ("vacuum the halfway": uncarriable); missing spaces are restored ("killthe livingroom");
  stretched letters and shouting are dropped outside values ("PLEEEASE", "NOWWW", "plsss"), kept inside a status ("OUT
  SICK"); a three-digit card number is no card's last four (uncarriable).

- Older and unsure users: politeness, apologies and hedges around an ask are asks; a description that names exactly
  one thing of the tool's kind is read as it ("the thingamajig on the wall that controls the heat" the thermostat,
  "the little robot cleaner" the vacuum, "the shades" the blinds, "the electric kettle" the stored kettle); a
  description that could name several things or none ("the thingy that heats the water": kettle or water heater, "the
  box", "the little room upstairs", "the file with the budget numbers") is uncarriable; "not too bright" is vague;
  "That's AAPL, I believe" supplies the ticker.

- Money and numbers: "Swiss francs" CHF, "Canadian dollars" CAD, "Swedish kronor" SEK, "quid" and "£" GBP, "bucks",
  "$" and "dollars" USD, "€" and "euros" EUR, "yen" JPY, with the amount before or after the currency or its sign;
  "pesos" (Mexican, Argentine, Chilean, ...) are ambiguous; a space or an apostrophe groups thousands ("1 250", "2
  500", "1'500"); a comma or point followed by two digits is a decimal mark ("120,40", "23,80", "980,50", "39,99"); a
  number with both a thousands and a decimal separator has one reading ("2.500,00" 2500, "1.250,00" 1250, "1,500.00"
  1500); a lone point or comma followed by exactly three digits could be either and is uncarriable ("EUR 1.250"); "3k"
  is 3000, but "2 grand", "3 grand" and "4k" with no currency named are uncarriable; "fifteen euros fifty" is 15.5 EUR
  and "99 dollars and 50 cents" 99.5 USD; a refund plan has no currency argument, so the stored request's currency
  (USD) is carried as the amount alone and another currency is uncarriable; money to spend on shares ("$2,500 worth of
  AAPL") is computed, a company name for a ticker ("Alphabet": GOOG or GOOGL) is looked up, a limit price or a price
  cap has no argument in the stored plans: all uncarriable; "€75 → £?" is a conversion question the stored fx.convert
  answers.

- Dates and times: a reminder's clock time needs am/pm, a 24-hour form or a part of the day ("this evening",
  "tonight", "this arvo", "abends"); "at 6" and "at 7" alone are uncarriable; "quarter past six this evening" is
  18:15, "ten to seven tonight" 18:50, "this arvo at 4" 16:00, German "halb sechs abends" 17:30 (half before six), "on
  the thirteenth at 9am" the 13th of this month, 2025-06-13T09:00:00; "half ten tonight" (British, 22:30) against a
  plan that acts at once is contrast_time, and "half past" with no hour is uncarriable; in free-text fields the tool
  reads the time, so it is carried as typed even without am/pm ("Monday at quarter past two", "3 July at 09:30", "June
  24 at 14:00", "2025-09-14"), while a spoken ordinal date is written "Month D" in typed requests too ("the first of
  August" -> "August 1", "the fifteenth of July" -> "July 15", "the twenty-second of June" -> "June 22", "from the
  fourth to the eighth of August" -> "August 4" and "August 8"); a weekday with a date is carried as typed when they
  agree (2025-06-27 is a Friday, 2025-06-21 a Saturday: "Friday June 27", "Sat 21/6 at 18:00") and is uncarriable when
  they disagree ("Friday the 19th", "Monday June 27"); "21/6" has one reading, "1/7" two (uncarriable); a range for
  one time or date ("between 3 and 4", "the 20th to the 23rd" for a number of nights) is uncarriable; a time window on
  a plan that acts at once ("from 11pm to 6am", "between 9 and 5") is contrast_time.

- Mixed languages: common nouns of another language for rooms, devices and colours are translated into the plans'
  English ("Schlafzimmer" bedroom, "waterkoker" kettle, "rojo" red), while names, places, messages, statuses and
  titles stay as typed ("Sevilla", "Jürgen", "la demo es mañana a las 10", "bin in 5 min da", "im Homeoffice", "Oma
  anrufen"); a request translated word for word is read as meant ("make the light out" off, "ask to Leo that he pays
  me" a money request, "I would like that you buy" buy, "RSVP oui" accept, "spiel mal" play, "rota el secreto" rotate
  the secret, "mach die Musik wieder an" resume); another language's time words are read as meant ("gestern" yesterday
  and "mañana" tomorrow: contrast_time; "für zwei Stunden" a duration no stored plan takes: uncarriable); a German
  request for the bedroom lights with no brightness against a plan with one is uncarriable like any missing value.

- Quoted, forwarded and noted asks: a quoted, pasted or forwarded ask is the user's only when the user adopts it with
  words of their own ("go ahead", "you do it", "yes do that please", "-> send him 20 EUR", "pass this on to ...");
  then the values of the user's words and of the adopted ask are carried, and the rest of the quote is context ("for
  lunch" in Marco's message is no note of the payment the user asks for); a bare quote, a pasted chat line, a bare
  forward ("FW: ..." with nothing of the user's), a log or alert line and a report of what someone said, texted or
  wrote ask nothing (contrast_question); "note to self: ..." asks for a note to be kept, not for the act
  (contrast_action; in the crowded workspaces ``absent`` names notes.create, and tasks.create and reminders.create
  where unused), and a note that only reports is contrast_question; an adopted forward asking for a tool no plan uses
  is contrast_action.

- Other names: a brand, synonym or hypernym of the tool's kind of device is read as the tool ("Hue bulbs" and "Philips
  Hue" the lights, "Nest" and "the heating" the thermostat, "Roomba", "hoover" and "the little robot cleaner" the
  vacuum, "Sonos" the playback volume, "shades" the blinds, "pods" replicas), and the value beside it (the room) is
  carried as typed; a near name of another object is contrast_object ("the study lamp" is a plug, not the study's
  lights; "the kitchen window" against the blinds; "the telly" against the playback volume; "the MR !58" a GitLab
  merge request; "the cache on the redis box" against the CDN).

- Two-step plans: lights off with the alarm, and the coffee maker plug with the front door lock, may be done in either
  order; the shop's maintenance mode goes before the backup, so the backup first, or alone, is contrast_action."""

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

# ---------------------------------------------------------------- single-plan cases: home

CASES += group(
    plan("lock the garden door", "home.lock_door", {"door": "garden"}),
    hit(PV, "lick the shed door pls", {"door": "shed"}, "autocorrect: 'lick' for lock, read as meant"),
    hit(PV, "lock the side door, not the garden one", {"door": "side"}, "X, not Y: carry X"),
    hit(
        PARA,
        "Would you be so kind as to make sure the garden door is locked for me, dear? Thank you ever so much.",
        None,
        "older user, very polite",
    ),
    hit(PARA, "lock the garden door the now", None, "Scottish 'the now' = right now"),
    miss(ACT, "note to self: lock the garden door", "a note to self asks for a note, not the lock"),
    miss(ACT, "look at the garden door", "a slip that makes another plausible ask is read as written"),
    miss(TIME, "lock the garden door at half ten tonight", "a later start"),
)

CASES += group(
    plan("turn off the lights in the study", "home.lights_off", {"room": "study"}),
    hit(PV, "turn of the lights in the kitchen", {"room": "kitchen"}, "typo 'of' for off"),
    hit(PARA, "apaga las luces del study please", None, "Spanish verb, room as typed"),
    hit(PV, "switch off the Hue bulbs in the nursery", {"room": "nursery"}, "brand name for the lights"),
    hit(PARA, "make the light out in the study", None, "word for word from Dutch/German 'mach das Licht aus'"),
    miss(OBJ, "switch off the study lamp", "a lamp is a plug, not the room's lights"),
    miss(
        UNCARRY,
        "the light in the little room upstairs, could you put it out for me",
        "older user: the room is described, not named",
    ),
    miss(QUEST, "[Mia, 21:04] can u turn off the study lights", "a pasted chat line, only quoted, not asked"),
    miss(NEG, "turn off the study lights - no, leave them on, I'm still reading", "withdrawn"),
)

CASES += group(
    plan("switch on the bedroom lights at 60%", "home.lights_on", {"room": "bedroom", "brightness": 60}),
    hit(VALUE, "switch on the bedroom lights at 40%", {"brightness": 40}),
    hit(PV, "bedroom lights on at sixty five percent", {"brightness": 65}, "transcript"),
    hit(PV, "flick on the landing lights at 30 percent", {"room": "landing", "brightness": 30}, "British idiom"),
    miss(UNCARRY, "bedroom lights on, a tad brighter than usual", "relative, left to history"),
    miss(
        UNCARRY,
        "Could you turn on the lights in the bedroom? Not too bright, dear, my eyes aren't what they were",
        "vague brightness",
    ),
    miss(UNCARRY, "mach das Licht im Schlafzimmer an", "German: bedroom lights on, no brightness to carry"),
)

CASES += group(
    plan("set the thermostat to 20", "home.set_thermostat", {"temperature": 20}),
    hit(PV, "heating to 22 please", {"temperature": 22}, "hypernym 'the heating' for the thermostat"),
    hit(PV, "Nest to twenty-one and a half", {"temperature": 21.5}, "brand name, number in words"),
    hit(
        PV,
        "Could you possibly set the thingamajig on the wall that controls the heat to 19, please?",
        {"temperature": 19},
        "older user, unsure of the name: only the thermostat controls the heat",
    ),
    hit(PV, "thermostat to 23 PLEEEASE im freezing", {"temperature": 23}, "stretched letters"),
    miss(UNCARRY, "set it to 70F on the thermostat", "Fahrenheit against a plan without a unit"),
    miss(TIME, "thermostat to 18 from 11pm to 6am", "a time range"),
)

CASES += group(
    plan("turn on the kettle", "home.set_plug", {"plug": "kettle", "on": True}),
    hit(SLOT, "kettle off pls, ta", {"on": False}),
    hit(PV, "pop the coffee machine on", {"plug": "coffee machine"}, "British 'pop on'"),
    hit(PARA, "would you be a dear and switch the electric kettle on", None, "'electric kettle' is the stored kettle"),
    hit(PARA, "zet de waterkoker aan alsjeblieft", None, "Dutch: waterkoker = kettle, common noun translated"),
    miss(UNCARRY, "turn on the thingy that heats the water", "kettle or water heater: undecided"),
    miss(TIME, "turn on the kettle at 7 tmrw", "a later start"),
    miss(QUEST, "FW from Dad: dont forget to switch the kettle on for tea", "a bare forward asks nothing"),
)

CASES += group(
    plan("open the kitchen blinds to 70%", "home.set_blinds", {"room": "kitchen", "position": 70}),
    hit(VALUE, "open the kitchen blinds to 40%", {"position": 40}),
    hit(
        PV,
        "the shades in the sitting room, could you open them all the way",
        {"room": "sitting room", "position": 100},
        "shades = blinds; open all the way = 100",
    ),
    hit(PV, "kitchn blinds to 80 pls", {"position": 80}, "typo in a value with one plain reading"),
    miss(OBJ, "open the kitchen window to 70%", "a window is another object"),
    miss(UNCARRY, "kitchen blinds up a bit", "relative"),
    miss(TIME, "open the kitchen blinds at sunrise", "trigger"),
)

CASES += group(
    plan("vacuum the hallway", "home.start_vacuum", {"room": "hallway"}),
    hit(PV, "send the Roomba to the dining room", {"room": "dining room"}, "brand name"),
    hit(PV, "hoover the uh the lounge", {"room": "lounge"}, "transcript, British 'hoover'"),
    hit(PARA, "passe l'aspirateur dans le hallway please", None, "French verb, room as typed"),
    miss(ACT, "stop the vacuum, the dog's scared of it", "another tool"),
    miss(UNCARRY, "vacuum everywhere except the hallway", "a set left to look up"),
    miss(UNCARRY, "vacuum the halfway pls", "autocorrect made another real word in the value: not guessed"),
    miss(QUEST, "note to self: the hoover needs a new brush", "a note that only reports"),
)

CASES += group(
    plan("make the lounge lights purple", "home.set_light_color", {"room": "lounge", "color": "purple"}),
    hit(VALUE, "make the kitchen lights green", {"room": "kitchen", "color": "green"}),
    hit(PV, "the lounge lights en rojo, por favor", {"color": "red"}, "colour word translated"),
    hit(PV, "lounge lights teal rather than purple", {"color": "teal"}, "X rather than Y"),
    miss(UNCARRY, "make the lounge lights a bit warmer", "relative"),
    miss(QUEST, "what colour are the lounge lights?", "question"),
    miss(UNCARRY, "lounge lights pink or maybe lilac", "two values for one argument"),
)

CASES += group(
    plan(
        "turn off the living room lights and arm the alarm in night mode",
        [("home.lights_off", {"room": "living room"}), ("home.arm_alarm", {"mode": "night"})],
    ),
    hit(PARA, "arm the alarm in night mode and switch off the living room lights", None, "either order"),
    hit(SLOT, "kill the living room lights and arm the alarm in away mode", [{}, {"mode": "away"}]),
    hit(PV, "lounge lights off and alarm on night mode", [{"room": "lounge"}, {}]),
    hit(PARA, "killthe livingroom lights n arm alarm night mode", None, "missing spaces, words run together"),
    miss(ACT, "just arm the alarm, night mode", "one step alone"),
    miss(NEG, "turn off the living room lights but don't arm the alarm", "one step refused"),
    miss(TIME, "turn off the living room lights and arm the alarm in night mode at 11pm", "a later start"),
)

CASES += group(
    plan("remind me at 5pm to feed the cat", "reminders.create", {"text": "feed the cat", "at": "2025-06-11T17:00:00"}),
    hit(
        PV,
        "remind me at quarter past six this evening to call Mum",
        {"text": "call Mum", "at": "2025-06-11T18:15:00"},
    ),
    hit(
        PV,
        "remind me this arvo at 4 to bring the washing in",
        {"text": "bring the washing in", "at": "2025-06-11T16:00:00"},
        "Australian 'arvo' = afternoon",
    ),
    hit(
        PV,
        "remind me on the thirteenth at 9am to pay the plumber",
        {"text": "pay the plumber", "at": "2025-06-13T09:00:00"},
        "spoken ordinal, this month",
    ),
    hit(
        PV,
        "remind me um halb sechs abends to water the tomatoes",
        {"text": "water the tomatoes", "at": "2025-06-11T17:30:00"},
        "German 'halb sechs abends' = 17:30",
    ),
    miss(UNCARRY, "remind me at 6 to feed the cat", "6am or 6pm: undecided"),
    miss(
        UNCARRY,
        "remind me on Friday the 19th at 9am to book the MOT",
        "June 19 is a Thursday: weekday and date disagree",
    ),
    miss(TIME, "remind me every evening at 8 to feed the cat", "recurrence"),
    miss(UNCARRY, "remind me morgen früh to call Oma", "German 'tomorrow morning': no clock time"),
)

CASES += group(
    plan("send Priya 30 EUR", "pay.send_money", {"recipient": "Priya", "amount": 30, "currency": "EUR"}),
    hit(PV, "send Tomasz fifteen euros fifty", {"recipient": "Tomasz", "amount": 15.5}),
    hit(PV, "send Lukas 1 250 euros", {"recipient": "Lukas", "amount": 1250}, "space as thousands separator"),
    hit(PV, "send Dario 3k euros", {"recipient": "Dario", "amount": 3000}),
    hit(PV, "send Priya 30 euros? no, 45 euros", {"amount": 45}, "Y? no, X"),
    miss(UNCARRY, "send Lukas EUR 1.250", "1.25 or 1250: undecided"),
    miss(UNCARRY, "send Dario 2 grand", "no currency"),
    miss(QUEST, "Priya texted: 'u still owe me 30 EUR'", "a quoted message, nothing asked"),
    miss(UNCARRY, "bung Priya a few quid", "vague amount"),
)

CASES += group(
    plan(
        "ask Leo to pay me 25 EUR for the concert",
        "pay.request_money",
        {"payer": "Leo", "amount": 25, "currency": "EUR", "note": "the concert"},
    ),
    hit(
        PV,
        "hit up Zara for the 40 quid she owes me for the gig",
        {"payer": "Zara", "amount": 40, "currency": "GBP", "note": "the gig"},
        "slang 'hit up' = ask",
    ),
    hit(
        PV,
        "ask Owen for 60 Canadian dollars for the ski pass",
        {"payer": "Owen", "amount": 60, "currency": "CAD", "note": "the ski pass"},
    ),
    hit(PARA, "ask to Leo that he pays me 25 EUR for the concert", None, "word for word from another language"),
    miss(UNCARRY, "ask Leo to pay me back for the concert", "no amount"),
    miss(ACT, "pay Leo 25 EUR for the concert", "sending, not requesting"),
    miss(UNCARRY, "ask Leo and Mia to pay me 25 EUR each for the concert", "two payers for one argument"),
)

CASES += group(
    plan("convert 200 EUR to USD", "fx.convert", {"amount": 200, "from": "EUR", "to": "USD"}),
    hit(PV, "how much is 350 Canadian dollars in euros", {"amount": 350, "from": "CAD", "to": "EUR"}),
    hit(PV, "what are 1'500 Swiss francs in dollars", {"amount": 1500, "from": "CHF"}, "Swiss thousands separator"),
    hit(PV, "€75 → £?", {"amount": 75, "to": "GBP"}),
    miss(TIME, "convert 200 EUR to USD at last Friday's rate", "a past rate"),
    miss(UNCARRY, "convert 5 grand to euros", "no source currency"),
    miss(UNCARRY, "200 pesos to dollars", "pesos of which country: undecided"),
    miss(TIME, "wie viel waren 200 Euro gestern in Dollar", "German: yesterday's rate"),
)

CASES += group(
    plan(
        "schedule 1200 EUR to the landlord on July 1",
        "pay.schedule_payment",
        {"payee": "the landlord", "amount": 1200, "currency": "EUR", "date": "July 1"},
    ),
    hit(
        PV,
        "schedule 1150 EUR to the landlord on the first of August",
        {"amount": 1150, "date": "August 1"},
        "spoken ordinal written as 'August 1'",
    ),
    hit(
        PV,
        "set up a payment of 980,50 € to Hausverwaltung Schmidt for June 30",
        {"payee": "Hausverwaltung Schmidt", "amount": 980.5, "date": "June 30"},
        "decimal comma, sign after the amount",
    ),
    hit(VALUE, "schedule 1200 EUR to the landlord on Friday June 27", {"date": "Friday June 27"}, "weekday agrees"),
    miss(ACT, "pay the landlord 1200 EUR now", "paying at once against a scheduled payment"),
    miss(UNCARRY, "schedule 1200 EUR to the landlord on 1/7", "January 7 or July 1"),
    miss(TIME, "schedule 1200 EUR to the landlord on the 1st of every month", "recurrence"),
    miss(UNCARRY, "schedule 1200 EUR to the landlord on Monday June 27", "June 27 is a Friday: they disagree"),
)

CASES += group(
    plan("set the daily limit on card 5512 to 600", "pay.set_card_limit", {"card_last4": "5512", "daily_limit": 600}),
    hit(
        PV,
        "daily limit on card ending four four zero nine to two thousand five hundred",
        {"card_last4": "4409", "daily_limit": 2500},
        "transcript",
    ),
    hit(PV, "set card 5512's daily limit to 1,500.00", {"daily_limit": 1500}, "comma and point: one reading"),
    hit(PV, "limit card 5512 to 2.500,00 per day", {"daily_limit": 2500}, "European separators"),
    miss(TIME, "set the daily limit on card 5512 to 600 for the weekend", "temporary, to be reverted"),
    miss(UNCARRY, "set the monthly limit on card 5512 to 600", "a monthly limit is no daily limit"),
    miss(UNCARRY, "set the daily limit on card 551 to 600", "three digits: not a card's last four"),
)

CASES += group(
    plan("buy 10 shares of AAPL", "trade.buy", {"symbol": "AAPL", "quantity": 10}),
    hit(PV, "buy twelve shares of m s f t", {"symbol": "MSFT", "quantity": 12}, "ticker spelled out"),
    hit(PV, "load up on 40 AMD", {"symbol": "AMD", "quantity": 40}, "slang"),
    hit(PV, "buy 10 AMZN, not AAPL", {"symbol": "AMZN"}),
    hit(PV, "I would like that you buy 8 shares of AMZN for me", {"symbol": "AMZN", "quantity": 8}, "translated"),
    miss(ACT, "sell my 10 AAPL shares", "another tool"),
    miss(UNCARRY, "buy 10 AAPL, limit 179.50", "a limit price the stored plan has no argument for"),
    miss(UNCARRY, "buy $2,500 worth of AAPL", "money, not shares: computed"),
    miss(UNCARRY, "buy 5 shares of Alphabet", "a company name: the ticker would be looked up (GOOG or GOOGL)"),
)

CASES += group(
    plan(
        "split 80 EUR between Nora and Sami",
        "pay.split_bill",
        {"amount": 80, "currency": "EUR", "people": ["Nora", "Sami"]},
    ),
    hit(PV, "split 120,40 € between Jo, Femi and Ravi", {"amount": 120.4, "people": ["Jo", "Femi", "Ravi"]}),
    hit(
        PV,
        "go halves with Kenji on the 64 dollar dinner",
        {"amount": 64, "currency": "USD", "people": ["Kenji"]},
        "idiom; a list of one",
    ),
    hit(PARA, "Could you please divide the 80 euros evenly between Nora and Sami for me? Much obliged.", None),
    miss(UNCARRY, "split the bill with Nora and Sami", "no amount"),
    miss(UNCARRY, "split 80 EUR between Nora and Sami, Nora pays 60%", "uneven"),
    miss(QUEST, "Sami: 'let's split the 80 EUR'", "a bare quote"),
)

CASES += group(
    plan("refund 25 USD on order A-4471", "pay.refund", {"order_id": "A-4471", "amount": 25}),
    hit(PV, "refund forty dollars on order B-9920", {"order_id": "B-9920", "amount": 40}),
    hit(
        PV,
        "FW: customer on order A-5003 wants 12 USD back. go ahead",
        {"order_id": "A-5003", "amount": 12},
        "forward adopted by the user",
    ),
    hit(PV, "refnud 8 usd on order A-7765 asap", {"order_id": "A-7765", "amount": 8}, "typo, ASAP = now"),
    miss(QUEST, "FW: please refund 30 USD on order C-1188", "a bare forward asks nothing"),
    miss(UNCARRY, "refund order A-4471", "full refund: the stored amount would be kept"),
    miss(UNCARRY, "refund 25 EUR on order A-4471", "a currency the plan has no place for"),
    miss(TIME, "refund 25 USD on order A-4471 once the return arrives", "condition"),
)

CASES += group(
    plan("file a 45 EUR taxi expense", "hr.submit_expense", {"amount": 45, "currency": "EUR", "category": "taxi"}),
    hit(PV, "file a 23,80 € lunch expense", {"amount": 23.8, "category": "lunch"}),
    hit(PV, "expense GBP 310, category hotel", {"amount": 310, "currency": "GBP", "category": "hotel"}),
    hit(PV, "file a taxi expense of 99 dollars and 50 cents", {"amount": 99.5, "currency": "USD"}),
    miss(UNCARRY, "file a 4k expense for the offsite", "no currency"),
    miss(UNCARRY, "file a 45 EUR taxi expense, not on the corporate card", "a turned-down card, no place for it"),
    miss(ACT, "approve Maya's 45 EUR taxi expense", "another tool"),
    miss(UNREL, "translate 'invoice' into Polish"),
)

CASES += group(
    plan(
        "alert me if TSLA drops below 180",
        "trade.set_price_alert",
        {"symbol": "TSLA", "price": 180, "direction": "below"},
    ),
    hit(SLOT, "alert me if TSLA climbs above 180", {"direction": "above"}),
    hit(PV, "ping me when NVDA tops 140 bucks", {"symbol": "NVDA", "price": 140, "direction": "above"}),
    hit(VALUE, "alert me if t s l a drops below one hundred seventy five", {"price": 175}, "transcript"),
    miss(UNCARRY, "alert me if TSLA falls 12% from here", "relative"),
    miss(ACT, "sell TSLA if it drops below 180", "another action"),
    miss(UNCARRY, "alert me if TSLA moves more than 5 bucks", "no direction, relative"),
)

# ---------------------------------------------------------------- single-plan cases: devops

CASES += group(
    plan("restart web-04", "cloud.restart_instance", {"instance": "web-04"}),
    hit(PV, "bounce web-11", {"instance": "web-11"}, "slang 'bounce'"),
    hit(PV, "reboot db dash replica dash two", {"instance": "db-replica-2"}, "dictated"),
    hit(PV, "restart not web-04 but web-14", {"instance": "web-14"}, "not Y but X"),
    miss(TIME, "restart web-04 after the backup finishes", "condition"),
    miss(UNCARRY, "restart all the web boxes", "a set"),
    miss(QUEST, "[ops-bot] web-04 restarted successfully", "a log line"),
    miss(UNCARRY, "um reboot web for tea", "transcript: a misheard instance (web-04? web-40?) is not guessed"),
)

CASES += group(
    plan(
        "deploy payments v2.1.0 to staging",
        "cloud.deploy",
        {"service": "payments", "version": "v2.1.0", "environment": "staging"},
    ),
    hit(VALUE, "deploy payments v2.1.1 to staging", {"version": "v2.1.1"}),
    hit(
        PV,
        "deploy ledger v three point zero point two to prod",
        {"service": "ledger", "version": "v3.0.2", "environment": "prod"},
    ),
    miss(UNCARRY, "deploy payments version two point two to staging", "the tag's written form is open"),
    miss(UNCARRY, "deploy payments to staging", "no version"),
    miss(ACT, "roll back payments on staging", "another tool"),
    miss(UNCARRY, "deploy payments v2.1.0 everywhere but prod", "a set of environments"),
)

CASES += group(
    plan(
        "scale search in prod to 4 replicas",
        "cloud.scale_service",
        {"service": "search", "replicas": 4, "environment": "prod"},
    ),
    hit(VALUE, "scale search in prod to six replicas", {"replicas": 6}),
    hit(PV, "run 9 pods of search in prod", {"replicas": 9}),
    hit(
        VALUE, "scale indexer in staging to 2 replicas", {"service": "indexer", "replicas": 2, "environment": "staging"}
    ),
    miss(UNCARRY, "scale search down by half", "relative"),
    miss(TIME, "scale search in prod to 10 replicas between 9 and 5", "a time window"),
    miss(UNREL, "who won the world cup in 2010"),
)

CASES += group(
    plan("merge PR #58 in acme/webapp", "gh.merge_pr", {"repo": "acme/webapp", "number": 58}),
    hit(PV, "merge pull request one oh four in acme slash api", {"repo": "acme/api", "number": 104}, "dictated"),
    hit(PV, "LGTM, land acme/webapp#61", {"number": 61}, "slang 'land' = merge"),
    hit(
        PARA,
        "Dana in #eng: 'can someone merge acme/webapp#58?' - you do it",
        None,
        "a quoted ask adopted by the user",
    ),
    miss(UNCARRY, "squash merge PR #58 in acme/webapp", "a merge method the stored plan has no argument for"),
    miss(ACT, "close PR #58 in acme/webapp", "another tool"),
    miss(OBJ, "merge the MR !58 in acme/webapp", "a GitLab merge request"),
    miss(QUEST, "Dana in #eng: 'can someone merge acme/webapp#58?'", "only quoted"),
)

CASES += group(
    plan(
        "put the shop in maintenance mode and then back up the sales database",
        [
            ("cloud.set_maintenance_mode", {"service": "shop", "enabled": True}),
            ("db.create_backup", {"database": "sales"}),
        ],
    ),
    hit(PARA, "enable the maintenance page on shop, then take a backup of the sales db"),
    hit(
        PV,
        "put storefront into maintenance mode and back up the orders-eu database after",
        [{"service": "storefront"}, {"database": "orders-eu"}],
    ),
    miss(ACT, "back up the sales database, then put the shop in maintenance mode", "reversed where order matters"),
    miss(ACT, "just back up the sales database", "one step alone"),
    miss(TIME, "put the shop in maintenance mode and back up the sales database at 2am", "a later start"),
    miss(NEG, "back up sales but don't touch maintenance mode on shop", "one step refused"),
)

CASES += group(
    plan("purge the CDN cache for https://blog.acme.io/", "cloud.flush_cache", {"url": "https://blog.acme.io/"}),
    hit(
        PV,
        "flush the cdn for h t t p s colon slash slash docs dot acme dot io slash",
        {"url": "https://docs.acme.io/"},
        "dictated URL",
    ),
    hit(PV, "blow away the CDN cache for https://acme.io/careers", {"url": "https://acme.io/careers"}),
    hit(PV, "purge cdn https://shop.acme.io/img/ NOWWW", {"url": "https://shop.acme.io/img/"}),
    miss(OBJ, "purge the cache on the redis box", "another kind of cache"),
    miss(TIME, "purge the CDN cache for https://blog.acme.io/ every night", "recurrence"),
)

CASES += group(
    plan("set ticket 3310 to high priority", "tickets.set_priority", {"ticket_id": 3310, "priority": "high"}),
    hit(SLOT, "set ticket 3310 to urgent priority", {"priority": "urgent"}),
    hit(PV, "ticket forty one twenty two to low priority", {"ticket_id": 4122, "priority": "low"}, "transcript"),
    hit(PV, "kindly do the needful and make ticket 2875 high priority", {"ticket_id": 2875}, "Indian English"),
    miss(UNCARRY, "bump ticket 3310 up a notch", "relative"),
    miss(UNCARRY, "set ticket 3310 to critical", "not one of the priorities"),
    miss(ACT, "close ticket 3310 as solved", "another tool"),
)

# ---------------------------------------------------------------- single-plan cases: office, messaging, travel

CASES += group(
    plan(
        "post in #deploys: the release is out",
        "chat.post_message",
        {"channel": "#deploys", "text": "the release is out"},
    ),
    hit(
        PV,
        "post in hash deploys colon hotfix going out in ten minutes",
        {"text": "hotfix going out in ten minutes"},
        "dictated channel",
    ),
    hit(
        PV,
        "drop a msg in #support: we're aware of the login issue",
        {"channel": "#support", "text": "we're aware of the login issue"},
    ),
    hit(
        PV, "post in #equipo: la demo es mañana a las 10", {"channel": "#equipo", "text": "la demo es mañana a las 10"}
    ),
    hit(
        PV,
        "post in #deploys: 'can someone restart web-04?'",
        {"text": "can someone restart web-04?"},
        "an ask inside the message is the message",
    ),
    miss(UNCARRY, "post in #deploys and #general: the release is out", "two channels"),
    miss(NEG, "don't post the release news in #deploys yet"),
)

CASES += group(
    plan("DM Oskar: the meeting moved to 3pm", "chat.send_dm", {"user": "Oskar", "text": "the meeting moved to 3pm"}),
    hit(PV, "ping Hana: lunch moved to 1", {"user": "Hana", "text": "lunch moved to 1"}),
    hit(PV, "DM Jürgen: bin in 5 min da", {"user": "Jürgen", "text": "bin in 5 min da"}, "German message as typed"),
    hit(PV, "DM Oskar, not Oscar: the meeting moved to 4pm", {"text": "the meeting moved to 4pm"}),
    miss(UNCARRY, "DM Oskar the same thing I told Pia", "left to history"),
    miss(ACT, "email Oskar that the meeting moved", "another tool"),
    miss(QUEST, "Oskar DM'd me: 'did the meeting move?'", "a report"),
)

CASES += group(
    plan(
        "email carla@example.org saying the contract is signed",
        "email.send",
        {"to": "carla@example.org", "body": "the contract is signed"},
    ),
    hit(
        PV,
        "email tom dot baker at example dot co dot uk saying the parcel arrived",
        {"to": "tom.baker@example.co.uk", "body": "the parcel arrived"},
        "dictated address",
    ),
    hit(
        PV,
        "FW: 'Carla wants confirmation' -> email carla@example.org saying yes, it's signed",
        {"body": "yes, it's signed"},
    ),
    hit(PARA, "email carla@example.org saying the contract is signed, not on Slack", None, "the tool is email anyway"),
    miss(UNCARRY, "email carla@example.org with subject Contract saying the contract is signed", "no subject argument"),
    miss(
        UNCARRY,
        "email carla@example.org saying the contract is signed tomorrow at 9",
        "message text or send time: undecided",
    ),
    miss(ACT, "draft an email to carla@example.org saying the contract is signed", "another tool"),
)

CASES += group(
    plan(
        "put dentist on my calendar Thursday at 4pm",
        "calendar.create_event",
        {"title": "dentist", "start": "Thursday at 4pm"},
    ),
    hit(PV, "put physio on my calendar 3 July at 09:30", {"title": "physio", "start": "3 July at 09:30"}),
    hit(PV, "put haircut on my calendar tuesday at five thirty pm", {"title": "haircut", "start": "Tuesday at 5:30pm"}),
    hit(
        PV,
        "put Sofia's recital on my calendar Sat 21/6 at 18:00",
        {"title": "Sofia's recital", "start": "Sat 21/6 at 18:00"},
        "21/6 has one reading; Saturday agrees",
    ),
    miss(UNCARRY, "put dentist on my calendar Thursday at 4pm for an hour", "a duration the plan has no argument for"),
    miss(TIME, "put dentist on my calendar every Thursday at 4pm", "recurrence"),
    miss(ACT, "cancel the dentist on Thursday", "another tool"),
)

CASES += group(
    plan(
        "move the team sync to Friday at 10am",
        "calendar.reschedule_event",
        {"title": "team sync", "new_start": "Friday at 10am"},
    ),
    hit(PV, "push the team sync to Monday at quarter past two", {"new_start": "Monday at quarter past two"}),
    hit(PV, "move the budget review to June 18 at 11:00", {"title": "budget review", "new_start": "June 18 at 11:00"}),
    hit(
        PV,
        "Would you mind awfully moving our little team sync to next Wednesday at 3pm, please?",
        {"new_start": "next Wednesday at 3pm"},
    ),
    miss(UNCARRY, "move the team sync an hour later", "relative"),
    miss(UNCARRY, "move the team sync to whenever Ana is free", "looked up"),
    miss(QUEST, "when is the team sync?", "question"),
)

CASES += group(
    plan("set my status to working from home", "chat.set_status", {"text": "working from home"}),
    hit(PV, "set my status to im Homeoffice", {"text": "im Homeoffice"}),
    hit(PV, "set my status to lunch, back at 2", {"text": "lunch, back at 2"}),
    hit(PV, "status to OUT SICK", {"text": "OUT SICK"}),
    miss(UNCARRY, "set my status to working from home for two hours", "a duration, no argument"),
    miss(ACT, "wipe my status, back at my desk now", "another tool"),
    miss(QUEST, "Ana's status says working from home", "a report"),
)

CASES += group(
    plan(
        "book a hotel in Porto for 2 nights from June 20",
        "travel.book_hotel",
        {"city": "Porto", "check_in": "June 20", "nights": 2},
    ),
    hit(
        PV,
        "book a hotel in Seville for 3 nights from the twenty-second of June",
        {"city": "Seville", "check_in": "June 22", "nights": 3},
    ),
    hit(
        VALUE, "book a hotel in Gdańsk for 4 nights from July 9", {"city": "Gdańsk", "check_in": "July 9", "nights": 4}
    ),
    hit(
        PARA,
        "book a hotel in Porto for 2 nights from June 20, not an Airbnb",
        None,
        "the turned-down kind has no place in the plan, and the tool books a hotel anyway",
    ),
    miss(UNCARRY, "book a hotel in Porto from the 20th to the 23rd of June", "dates for a number of nights: computed"),
    miss(
        UNCARRY, "book a hotel in Porto for 2 nights from June 20, not near the airport", "a constraint with no place"
    ),
    miss(ACT, "cancel my Porto hotel booking for June", "another tool"),
)

CASES += group(
    plan("what's the weather in Vienna right now", "weather.current", {"location": "Vienna"}),
    hit(
        PV, "whats the weather like in new delhi right now", {"location": "New Delhi"}, "transcript, capitals restored"
    ),
    hit(PV, "qué tiempo hace en Sevilla ahora", {"location": "Sevilla"}, "Spanish, place as typed"),
    hit(PV, "weather in Graz, only Graz, right now", {"location": "Graz"}, "X, only X"),
    miss(TIME, "el tiempo en Viena mañana", "Spanish: tomorrow"),
    miss(UNCARRY, "weather in Vienna and Graz now", "two places"),
    miss(UNCARRY, "what's the weather like where I am", "the place would be looked up"),
)

CASES += group(
    plan("set the volume to 30", "music.set_volume", {"level": 30}),
    hit(PV, "crank the music up to 80", {"level": 80}, "relative verb, absolute target"),
    hit(PV, "set the Sonos to 25", {"level": 25}, "brand name for the speaker"),
    hit(PV, "volume, just 20 please", {"level": 20}, "just X please"),
    miss(UNCARRY, "turn it down a smidge", "relative"),
    miss(OBJ, "mute the telly in the lounge", "another device"),
    miss(UNCARRY, "set the volume to 30 in the kitchen only", "a room the plan has no argument for"),
    miss(UNREL, "what's a word that rhymes with silver"),
)

CASES += group(
    plan(
        "turn off the coffee maker and lock the front door",
        [("home.set_plug", {"plug": "coffee maker", "on": False}), ("home.lock_door", {"door": "front"})],
    ),
    hit(PARA, "lock the front door and switch off the coffee maker", None, "either order"),
    hit(PV, "turn off the iron and lock the back door", [{"plug": "iron"}, {"door": "back"}]),
    miss(ACT, "switch off the coffee maker", "one step alone"),
    miss(NEG, "switch off the coffee maker, but leave the front door unlocked", "one step refused"),
    miss(TIME, "switch off the coffee maker and lock the front door when I leave", "trigger"),
    miss(UNCARRY, "turn off the coffee maker and lock every door", "a set of doors"),
)

CASES += group(
    plan("add a task: renew the car insurance", "tasks.create", {"title": "renew the car insurance"}),
    hit(VALUE, "add a task: call the bank about the mortgage", {"title": "call the bank about the mortgage"}),
    hit(PV, "add a taks: pick up dry cleaning", {"title": "pick up dry cleaning"}, "typo"),
    hit(PV, "add a task: Oma anrufen", {"title": "Oma anrufen"}),
    miss(UNCARRY, "add a task: renew the car insurance, due by the 30th", "a due date, no argument"),
    miss(ACT, "tick renew the car insurance off my list", "another tool"),
    miss(UNCARRY, "add the usual weekly tasks", "left to history"),
)

# ---------------------------------------------------------------- crowded workspaces
# The template is only the base of group(); every crowded hit gives its steps whole (in_ws=True: nothing is stored).

TEMPLATE = plan("(template: steps given whole)", "home.lock_door", {"door": "-"})

CASES += group(
    TEMPLATE,
    hit(PARA, "lock teh patio door pls", steps=[("home.lock_door", {"door": "patio"})]),
    hit(PARA, "pop the kettle on, love", steps=[("home.set_plug", {"plug": "kettle", "on": True})]),
    hit(
        PV,
        "switch the Philips Hue in the hallway on at 45 percent",
        steps=[("home.lights_on", {"room": "hallway", "brightness": 45})],
    ),
    hit(
        PV,
        "remind me at ten to seven tonight to put the bins out",
        steps=[("reminders.create", {"text": "put the bins out", "at": "2025-06-11T18:50:00"})],
    ),
    hit(PV, "thermostat to nineteen point five", steps=[("home.set_thermostat", {"temperature": 19.5})]),
    hit(PARA, "spiel mal Bohemian Rhapsody", steps=[("music.play", {"query": "Bohemian Rhapsody"})]),
    hit(
        PARA,
        "I wonder if you might send the little robot cleaner into the bedroom, please",
        steps=[("home.start_vacuum", {"room": "bedroom"})],
    ),
    hit(PARA, "arm the alarm in home mode - home, not away", steps=[("home.arm_alarm", {"mode": "home"})]),
    hit(
        VALUE,
        "order 4 bags of Royal Canin kitten",
        steps=[("vet.order_food", {"product": "Royal Canin kitten", "bags": 4})],
    ),
    hit(VALUE, "will it rain in Oslo on Sunday?", steps=[("weather.forecast", {"location": "Oslo", "day": "Sunday"})]),
    hit(
        PARA,
        "Mum texted 'can you turn off the porch lights, they're on all night' - yes do that please",
        steps=[("home.lights_off", {"room": "porch"})],
    ),
    hit(
        PV,
        "chuck 3 packs of dish soap in the basket",
        steps=[("shop.add_to_cart", {"product": "dish soap", "quantity": 3})],
    ),
    miss(ACT, "unlock the patio door, the window cleaner's here", absent=("home.unlock_door", "home.set_lock")),
    miss(QUEST, "is the back door locked, do you know?", absent=("home.get_lock_state",)),
    miss(ACT, "STOP the vacuum, it's chewing the rug tassels", absent=("home.stop_vacuum",)),
    miss(ACT, "note to self: order more Purina Pro Plan", "a note, not the order", absent=("notes.create",)),
    miss(UNCARRY, "remind me at 7 to call the vet", "7am or 7pm"),
    miss(UNCARRY, "turn on the box", "which device: undecided"),
    miss(UNCARRY, "order 2 bags of Purina Pro Plan for 39,99 or less", "a price cap the plan has no place for"),
    miss(ACT, "mach die Musik wieder an", "German: resume the music", absent=("music.resume",)),
    miss(TIME, "turn the living room lights on at 7:15 tomorrow morning"),
    miss(UNCARRY, "lock every door except the shed", "a set"),
    miss(QUEST, "what's this song called?", absent=("music.now_playing",)),
    ws="home",
    in_ws=True,
)

CASES += group(
    TEMPLATE,
    hit(
        PV,
        "how much is 2 500 Swedish kronor in euros",
        steps=[("fx.convert", {"amount": 2500, "from": "SEK", "to": "EUR"})],
    ),
    hit(
        PARA,
        "send Lena sixty euros",
        steps=[("pay.send_money", {"recipient": "Lena", "amount": 60, "currency": "EUR"})],
    ),
    hit(PARA, "wire Tom £60", steps=[("pay.send_money", {"recipient": "Tom", "amount": 60, "currency": "GBP"})]),
    hit(PV, "offload 15 TSLA", steps=[("trade.place_order", {"side": "sell", "symbol": "TSLA", "quantity": 15})]),
    hit(PARA, "freeze card ending six six two zero", steps=[("pay.freeze_card", {"card_last4": "6620"})]),
    hit(
        PV,
        "invoice billing@acme.io for 1.250,00 EUR",
        steps=[("pay.create_invoice", {"customer_email": "billing@acme.io", "amount": 1250, "currency": "EUR"})],
    ),
    hit(
        PARA,
        "approve expense 1450, not reject",
        steps=[("hr.review_expense", {"report_id": 1450, "verdict": "approve"})],
    ),
    hit(
        PV,
        "pay Comcast 95 EUR on the fifteenth of July",
        steps=[("pay.schedule_payment", {"payee": "Comcast", "amount": 95, "currency": "EUR", "date": "July 15"})],
    ),
    hit(
        PARA,
        "Marco in chat: 'u owe me 20 for lunch' -> send him 20 EUR",
        steps=[("pay.send_money", {"recipient": "Marco", "amount": 20, "currency": "EUR"})],
    ),
    hit(
        VALUE,
        "alert me if AMD goes abvoe 200",
        steps=[("trade.set_price_alert", {"symbol": "AMD", "price": 200, "direction": "above"})],
    ),
    hit(
        PARA,
        "Could you tell me what Apple's shares are going for at the moment? That's AAPL, I believe",
        steps=[("trade.get_quote", {"symbol": "AAPL"})],
    ),
    hit(PARA, "put MSFT on the watchlist", steps=[("trade.watchlist_add", {"symbol": "MSFT"})]),
    miss(ACT, "sell 0.25 BTC for me", absent=("trade.sell_crypto",)),
    miss(ACT, "unfreeze card 1177, found it behind the sofa", absent=("pay.unfreeze_card",)),
    miss(UNCARRY, "send Tom 50 bucks or so", "approximate"),
    miss(ACT, "FW: 'INV-2207 was sent twice' - void it pls", absent=("pay.void_invoice",)),
    miss(QUEST, "what was the EUR to USD rate on 3 March?", absent=("fx.historical_rate",)),
    miss(UNCARRY, "convert 3 grand to yen", "no source currency"),
    miss(UNCARRY, "pay Lena 40 EUR for rent, not from my business account", "a turned-down account, no place"),
    miss(TIME, "split the 60 USD bill between Priya and Aisha next Friday"),
    miss(ACT, "ask Jess to pay me 30 USD for the concert tickets", absent=("pay.request_money",)),
    miss(UNCARRY, "dump all my AMZN", "the quantity would be looked up"),
    ws="finance",
    in_ws=True,
)

CASES += group(
    TEMPLATE,
    hit(
        PARA,
        "deploy search dash api v two point three point two to production",
        steps=[("cloud.deploy", {"service": "search-api", "version": "v2.3.2", "environment": "production"})],
    ),
    hit(PARA, "spin batch-runner up again", steps=[("cloud.start_instance", {"instance": "batch-runner"})]),
    hit(
        PV,
        "nuke the CDN cache for https://docs.acme.io/guides/",
        steps=[("cloud.flush_cache", {"url": "https://docs.acme.io/guides/"})],
    ),
    hit(
        PV,
        "roll back billing in dev - dev, not staging",
        steps=[("cloud.rollback", {"service": "billing", "environment": "dev"})],
    ),
    hit(PV, "tail chckout logs past 30m", steps=[("cloud.get_logs", {"service": "checkout", "since": "30m"})]),
    hit(
        PV,
        "Fatima in #ops: 'who can take 6002?' -> assign ticket 6002 to Luis",
        steps=[("tickets.assign", {"ticket_id": 6002, "assignee": "Luis"})],
    ),
    hit(
        PV,
        "grant kate at corp dot io the deployer role",
        steps=[("iam.grant_role", {"user": "kate@corp.io", "role": "deployer"})],
    ),
    hit(PARA, "rota el secreto stripe-api-key", steps=[("cloud.rotate_secret", {"name": "stripe-api-key"})]),
    hit(
        VALUE,
        "scale billing in staging to 5 replicas",
        steps=[("cloud.scale_service", {"service": "billing", "replicas": 5, "environment": "staging"})],
    ),
    hit(
        PARA,
        "Sorry to bother you, but could the orders database get one of those backup copies made?",
        steps=[("db.create_backup", {"database": "orders"})],
    ),
    hit(
        VALUE,
        "get the last 45m of logs for search-api",
        steps=[("cloud.get_logs", {"service": "search-api", "since": "45m"})],
    ),
    hit(
        PV,
        "slap the bug label on psf/requests#231",
        steps=[("gh.add_label", {"repo": "psf/requests", "number": 231, "label": "bug"})],
    ),
    miss(ACT, "bounce web-02, it's hung", absent=("cloud.restart_instance",)),
    miss(QUEST, "is billing's latest deploy on production healthy?", absent=("cloud.deployment_status",)),
    miss(ACT, "revoke admin from kate@corp.io, not grant", absent=("iam.revoke_role", "iam.set_role")),
    miss(TIME, "deploy checkout v3.0.0-rc1 to production right after the Friday freeze ends"),
    miss(UNCARRY, "deploy auth version two to staging", "the tag's written form is open"),
    miss(ACT, "reopen acme/webapp#87, the fix didn't hold", absent=("gh.reopen_issue",)),
    miss(QUEST, "[alertmanager] FIRING: disk 91% on worker-3", "an alert line"),
    miss(UNCARRY, "scale search-api in production up by 3 replicas", "relative"),
    miss(ACT, "restore the users database from last night's backup", absent=("db.restore_backup",)),
    miss(ACT, "drop the index on payments.status", absent=("db.drop_index",)),
    ws="devops",
    in_ws=True,
)

CASES += group(
    TEMPLATE,
    hit(PARA, "RSVP oui to sprint planning", steps=[("calendar.accept_invite", {"title": "sprint planning"})]),
    hit(
        PV,
        "move sprint planning to June 24 at 14:00",
        steps=[("calendar.reschedule_event", {"title": "sprint planning", "new_start": "June 24 at 14:00"})],
    ),
    hit(
        PARA,
        "DM priya colon the build is broken",
        steps=[("chat.send_dm", {"user": "Priya", "text": "the build is broken"})],
    ),
    hit(
        PARA,
        "loop dana@corp.io into #launch",
        steps=[("chat.invite_to_channel", {"user": "dana@corp.io", "channel": "#launch"})],
    ),
    hit(PARA, "archive #offsite-2024 plsss", steps=[("chat.archive_channel", {"channel": "#offsite-2024"})]),
    hit(
        PV,
        "book time off from the fourth to the eighth of August",
        steps=[("hr.request_time_off", {"start_date": "August 4", "end_date": "August 8"})],
    ),
    hit(
        PARA,
        "Would you be so good as to look up who Marco Rossi is in the staff directory",
        steps=[("hr.lookup_employee", {"name": "Marco Rossi"})],
    ),
    hit(
        PARA,
        "FW: from legal@initech.co 'Re: NDA' - pass this on to hr@corp.io",
        steps=[("email.forward", {"sender": "legal@initech.co", "to": "hr@corp.io"})],
    ),
    hit(
        PV,
        "zip up ~/Projects/old as old.zip",
        steps=[("fs.compress", {"path": "~/Projects/old", "archive": "old.zip"})],
    ),
    hit(
        VALUE,
        "flights CDG to LHR October 2",
        steps=[("travel.search_flights", {"origin": "CDG", "destination": "LHR", "date": "October 2"})],
    ),
    hit(
        PARA,
        "set my status to commuting - only commuting, no timer",
        steps=[("chat.set_status", {"text": "commuting"})],
    ),
    hit(
        VALUE,
        "reserve a hotel in Madrid for 3 nights starting 2025-09-14",
        steps=[("travel.book_hotel", {"city": "Madrid", "check_in": "2025-09-14", "nights": 3})],
    ),
    miss(ACT, "turn down the invite for design review, I'm off that day", absent=("calendar.decline_invite",)),
    miss(
        ACT,
        "note to self: book a dentist appointment",
        "a note",
        absent=("notes.create", "tasks.create", "reminders.create"),
    ),
    miss(UNCARRY, "reschedule the standup to half past", "which hour: undecided"),
    miss(TIME, "schedule a 15-minute standup every weekday at 9:30", "recurrence"),
    miss(UNCARRY, "set my status to out sick, not for the whole day, just till 2", "a duration to compute"),
    miss(UNCARRY, "mute #sales für zwei Stunden", "hours: no stored plan has the argument"),
    miss(ACT, "unmute #general please", absent=("chat.unmute_channel",)),
    miss(
        TIME,
        "how's Oslo looking weather-wise at this very moment",
        "now, against forecasts",
        absent=("weather.current",),
    ),
    miss(QUEST, "Priya's email says 'the offsite is cancelled'", "a report"),
    miss(ACT, "get report.txt back out of the trash", absent=("fs.restore_file",)),
    miss(
        UNCARRY,
        "I'm not sure what it's called, the file with the budget numbers - could you send me a link to it?",
        "the file is described, not named",
    ),
    miss(UNREL, "how many ounces are in a pound"),
    ws="office",
    in_ws=True,
)
