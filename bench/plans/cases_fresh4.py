"""Plan-cache cases "fresh4": requests carried over from chats, padded, and full of look-alike values.

Who and how. Written by an independent writer (a helper session) who read only casekit.py,
tools.jsonl, the four crowded workspaces (workspaces/*.jsonl), make_cases.py, check_cases.py and the
module docstring (first 60 lines) of cases_fresh3.py; not the cache's code, documentation, tests or
README, nor the body of any other case set, and who never ran the cache on these cases (one
`git diff --stat` was run by mistake; it showed changed file names only, no contents). Every request
was written for this file; none copies a workspace request.

Style. Seven voices: (1) follow-ups lifted out of a chat ("same thing but for Priya", "do that again
with 300", "and for the bedroom too"), which are misses when they lean on context the cache cannot
see and hits when the request alone still states every value ("same as before, but send Priya 300
EUR"); (2) polite, padded and long requests, and requests wrapped in a reason ("since the build
failed, ..."); (3) values that look like words or actions: people called Will, April, Rose, Summer,
Bill, May; a door called "Lock Street office", a list called "Stop & Shop", a channel #no-deploy, a
file delete_me.txt, a repo acme/undo, a playlist "Do Not Play", a ticker NOW, a city Reading or Nice;
(4) values in other formats: 03/07, 7 March, the 14th, $1.2k, 1,500.50, €40, £84.20, 1730, 5:30pm,
half five, a full card number, emails, paths and URLs with odd characters; (5) typos of the
verb or value ("unlcok", "transfr", "delte"); (6) harm traps past the opposite verb: another
recipient or owner, another environment, dry runs and "what would happen if", reports about the
action, undoing a past action, another unit than the plan's (shares vs money, hours vs minutes,
Celsius for a unitless thermostat plan, a market order for a limit-order plan), plural for a
one-object plan, scheduled or repeated versions, and an extra step the plan lacks; (7) plain value
changes and paraphrases, which must hit.

How the expectations were decided: as a careful agent would. A hit only if replaying the stored
plan with the new request's values does exactly what was asked; otherwise a miss. Values follow the
fresh3 conventions:

- free text (names, rooms, titles, days, dates written in words, messages) is carried as typed,
  lower case included ("sam"), and dates and times in free-text fields stay as typed ("03/07",
  "7 March", "the 14th", "Thursday at half five", "Friday at 1730");
- a field with a defined format gets that format: ISO currency codes and tickers in upper case
  ("msft" -> "MSFT", "€" / "eur" -> "EUR", "$" / "dollars" -> "USD", "£" / "pounds" -> "GBP"),
  amounts as numbers ("$1.2k" -> 1200, "1,500.50" -> 1500.5, "seventy" -> 70, "twelve" -> 12),
  a card's last four digits as a string, reminders as ISO date-times;
- "now" is Wednesday 2025-06-11 14:30 (the home workspace's reminders imply it), so "today at
  5:30pm" is "2025-06-11T17:30:00" and "tomorrow at 1730" is "2025-06-12T17:30:00".

A value that has to be computed (hours to minutes, weeks to days, nights from two dates, shares from
money, "a bit brighter", "up by 2") or looked up (who "Omar's sister" is, "the order I just placed",
"my 3pm", "the latest build") makes the case a miss of kind uncarriable; so does a request that
leans on chat context for its action or values, and a value the stored plan has no field for (a due
date, a zone, an interviewer, a leave type, a Celsius unit on a unitless thermostat plan), since the
replay would drop it silently. An extra step the plan lacks, the opposite direction, undoing a past
action or another tool is contrast_action; a question, preview or report about the action is
contrast_question; "later", "every ...", "if ..." and the past are contrast_time; plural, two objects
or another kind of object (a folder for a file plan) is contrast_object. slot_word marks hits whose
new value reads like a word or an action (Will, Do Not Play, delete_me.txt, acme/undo, NOW).

Relabelled after first sight, by the maintainer (two cases): "sell 15 shares of AAPL" against a
plan of ``trade.place_order(side="buy")`` and "reject expense report 5521" against
``hr.review_expense(verdict="approve")`` were written as misses; the task defines a changed word that
is an argument's value as a slot (a hit carrying the new value), so both are slot_word hits now. The
first-sight figures in docs/benchmarks/plan-cache.md are given both as written and relabelled.

Crowded workspaces: hits target a kind of plan present in the workspace (in_ws=True, the base only
gives the expected steps); misses name in ``absent`` the tools (or tool + arguments) that would have
served them when such a tool exists, and leave it empty when nothing should be done (a negation, a
question with no tool, a condition) or the right tool is stored but the value cannot be carried.
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


def ws_hit(ws: str, kind: str, request: str, tool: str, args: dict[str, Any], note: str) -> list[Case]:
    """A crowded hit whose expected replay is ``tool(args)``, a kind of plan the workspace holds."""
    return group(plan("(template)", tool, args), hit(kind, request, note=note), ws=ws, in_ws=True)


def ws_miss(ws: str, kind: str, request: str, note: str, absent: tuple[Any, ...] = ()) -> list[Case]:
    """A crowded miss; ``absent`` names what would have served it."""
    return group(None, miss(kind, request, note, absent), ws=ws)


SINGLE: list[Case] = [
    # --- pay.send_money: odd amounts, look-alike names, chat follow-ups, reports, harm traps ---
    *group(
        plan("send Omar 75 EUR", "pay.send_money", {"recipient": "Omar", "amount": 75, "currency": "EUR"}),
        hit(
            SLOT,
            "Hi! whenever you get a moment could you please send April \u20ac40? thank you so much",
            {"recipient": "April", "amount": 40},
            "April is a person, not a month; the euro sign keeps EUR; padding ignored",
        ),
        hit(
            PV,
            "send $1.2k to Rose",
            {"recipient": "Rose", "amount": 1200, "currency": "USD"},
            "$1.2k -> 1200 USD; Rose is a person",
        ),
        hit(
            VALUE,
            "same as before, but this time send Priya 300 EUR",
            {"recipient": "Priya", "amount": 300},
            "a chat follow-up that still states recipient, amount and currency itself",
        ),
        miss(UNCARRY, "same thing but for Priya", "amount and currency live in the chat, not in the request"),
        miss(UNCARRY, "do that again with 300", "recipient, currency and even the action come from unseen context"),
        miss(
            QUEST,
            "how much did I send to Omar last month?",
            "a report about past transfers; replaying would pay Omar again",
        ),
        miss(
            ACT, "send Sam 50 EUR and email him the receipt", "adds an email step the plan lacks; replay would do half"
        ),
        miss(TIME, "send Bill 40 EUR every Friday", "a standing order, not one payment now"),
        miss(ACT, "ask Omar to pay me 75 EUR", "the money flows the other way (request_money); replay would pay Omar"),
        miss(
            UNCARRY,
            "send Omar's sister 75 EUR",
            "who Omar's sister is must be looked up; carrying 'Omar' pays the wrong person",
        ),
        miss(UNREL, "what's the weather like in Leeds right now?", "unrelated to payments"),
        miss(NEG, "never mind, don't send Omar anything after all", "called off; nothing to send"),
    ),
    # --- home.set_lock, locked=True ---
    *group(
        plan("lock the front door", "home.set_lock", {"door": "front", "locked": True}),
        hit(PV, "pls lcok the back door", {"door": "back"}, "typo of lock; another door"),
        hit(PARA, "make sure the front door is locked, would you?", None, "same door, same action, other words"),
        miss(ACT, "unlcok the front door", "typo of unlock: the opposite action on the same door"),
        miss(NEG, "don't lock the front door, Will is still out", "negated; Will is a person, not a verb"),
        miss(OBJ, "lock all the doors", "plural; the plan locks one door"),
        miss(UNCARRY, "and the back one too", "a chat follow-up; the action is not in the request"),
    ),
    # --- home.set_lock, locked=False ---
    *group(
        plan("unlock the patio door", "home.set_lock", {"door": "patio", "locked": False}),
        hit(
            SLOT,
            "unlock the door to Summer's studio",
            {"door": "Summer's studio"},
            "Summer is a person, not a season; same direction",
        ),
        miss(ACT, "lock the patio door back up", "opposite direction on the same door"),
    ),
    # --- trade.place_order, buy ---
    *group(
        plan("buy 15 shares of AAPL", "trade.place_order", {"side": "buy", "symbol": "AAPL", "quantity": 15}),
        hit(
            SLOT, "buy 20 shares of ticker NOW", {"symbol": "NOW", "quantity": 20}, "NOW is a ticker, not 'immediately'"
        ),
        hit(
            PV,
            "could you pick up 3 shares of msft for me when you get a chance? thanks!",
            {"symbol": "MSFT", "quantity": 3},
            "padded buy; ticker upper-cased",
        ),
        hit(
            SLOT,
            "sell 15 shares of AAPL",
            {"side": "sell"},
            "relabelled after first sight (was a miss): the plan's side argument carries the direction, so the"
            " changed word is a slot (the task's own definition of slot_word)",
        ),
        miss(
            UNCARRY, "buy $2,000 of AAPL", "an amount of money, not shares; the share count would have to be computed"
        ),
        miss(QUEST, "what would happen if I bought 500 shares of TSLA?", "a what-if, not an order"),
        miss(OBJ, "buy 10 shares each of AAPL and GOOG", "two orders; the plan places one"),
    ),
    # --- trade.sell with a limit price ---
    *group(
        plan("sell 10 TSLA at a limit of 250", "trade.sell", {"symbol": "TSLA", "quantity": 10, "limit_price": 250}),
        hit(
            VALUE,
            "sell 25 AMD with a limit price of 142.50",
            {"symbol": "AMD", "quantity": 25, "limit_price": 142.5},
            "every value new",
        ),
        miss(UNCARRY, "sell 10 TSLA at market", "a market order has no limit price; replay would keep the stored 250"),
    ),
    # --- iam.set_role, grant=True ---
    *group(
        plan(
            "grant the deployer role to kate@corp.io",
            "iam.set_role",
            {"user": "kate@corp.io", "role": "deployer", "grant": True},
        ),
        hit(
            PV,
            "since Summer just joined the release team, give summer@corp.io the deployer role",
            {"user": "summer@corp.io"},
            "reason wrapper; same role, new user",
        ),
        miss(ACT, "take away bill@corp.io's deployer role", "revoke (grant=false); Bill is a person"),
        miss(UNCARRY, "give priya@corp.io the same roles as omar@corp.io", "the roles must be looked up"),
    ),
    # --- gh.review_pr, approve ---
    *group(
        plan(
            "approve PR #88 in acme/webapp", "gh.review_pr", {"repo": "acme/webapp", "number": 88, "verdict": "approve"}
        ),
        hit(
            SLOT,
            "approve acme/undo#12",
            {"repo": "acme/undo", "number": 12},
            "undo is the repository's name, not an action",
        ),
        miss(ACT, "request changes on acme/webapp#88", "another verdict on the same PR"),
        miss(NEG, "don't approve #88 yet, the tests are red", "negated"),
        miss(ACT, "approve and merge PR 90 in acme/webapp", "adds a merge the plan lacks"),
    ),
    # --- home.set_thermostat with a unit field ---
    *group(
        plan("set the thermostat to 21 \u00b0C", "home.set_thermostat", {"temperature": 21, "unit": "C"}),
        hit(
            VALUE,
            "set the thermostat to 68\u00b0F",
            {"temperature": 68, "unit": "F"},
            "the plan's unit field carries F",
        ),
        miss(UNCARRY, "bump the heat up 2 degrees", "relative; the target must be computed from the current setting"),
    ),
    # --- home.set_thermostat with no unit field ---
    *group(
        plan("set the thermostat to 70", "home.set_thermostat", {"temperature": 70}),
        miss(
            UNCARRY,
            "set the thermostat to 22 Celsius",
            "the plan has no unit field; 22 would be read in the stored scale (F)",
        ),
    ),
    # --- cloud.deploy ---
    *group(
        plan(
            "deploy payments v4.2.0 to staging",
            "cloud.deploy",
            {"service": "payments", "version": "v4.2.0", "environment": "staging"},
        ),
        hit(PARA, "ship payments v4.2.0 to the staging environment", None, "same values, other words"),
        hit(
            PV,
            "since the build is green now, ship payments v4.2.1 to staging",
            {"version": "v4.2.1"},
            "reason wrapper; new version",
        ),
        hit(
            VALUE,
            "deploy payments v4.2.0 to production",
            {"environment": "production"},
            "the environment must be carried, not kept",
        ),
        miss(QUEST, "what would happen if I deployed payments v5.0.0 to production?", "a dry run, nothing to deploy"),
        miss(UNCARRY, "deploy the latest payments build to staging", "the version must be looked up"),
        miss(
            QUEST,
            "did the payments v4.2.0 deploy to staging go through?",
            "asks for deployment status; replay would deploy again",
        ),
    ),
    # --- cloud.flush_cache ---
    *group(
        plan("purge the CDN cache for https://acme.io/blog/", "cloud.flush_cache", {"url": "https://acme.io/blog/"}),
        hit(
            VALUE,
            "purge the cache for https://acme.io/search?q=a%20b&lang=en-GB",
            {"url": "https://acme.io/search?q=a%20b&lang=en-GB"},
            "URL with query characters carried exactly",
        ),
    ),
    # --- db.create_backup ---
    *group(
        plan("back up the payments database", "db.create_backup", {"database": "payments"}),
        hit(
            SLOT,
            "take a backup of the database called restore",
            {"database": "restore"},
            "restore is the database's name",
        ),
        miss(ACT, "restore payments from last night's backup", "restore overwrites data: the dangerous opposite"),
    ),
    # --- fs.delete_file ---
    *group(
        plan("delete ~/tmp/old_notes.txt", "fs.delete_file", {"path": "~/tmp/old_notes.txt"}),
        hit(SLOT, "delete delete_me.txt", {"path": "delete_me.txt"}, "a file named after the action"),
        hit(PV, "delte /tmp/scratch.csv pls", {"path": "/tmp/scratch.csv"}, "typo of delete"),
        miss(ACT, "restore delete_me.txt from the trash", "restore; the file's name is not the action"),
        miss(OBJ, "delete all the .log files in /var/tmp", "many files; the plan deletes one path"),
    ),
    # --- fs.move ---
    *group(
        plan(
            "move ~/Downloads/scan.pdf to ~/Documents/receipts",
            "fs.move",
            {"source": "~/Downloads/scan.pdf", "destination": "~/Documents/receipts"},
        ),
        hit(
            VALUE,
            "move ~/Documents/receipts/scan.pdf back to ~/Downloads",
            {"source": "~/Documents/receipts/scan.pdf", "destination": "~/Downloads"},
            "the reverse move, fully stated, is just new values",
        ),
        miss(ACT, "copy ~/Downloads/scan.pdf to ~/Documents/receipts", "copy, not move"),
    ),
    # --- chat.post_message ---
    *group(
        plan("post in #releases: v2 is live", "chat.post_message", {"channel": "#releases", "text": "v2 is live"}),
        hit(
            SLOT,
            "post in #no-deploy: freeze starts at 5pm",
            {"channel": "#no-deploy", "text": "freeze starts at 5pm"},
            "#no-deploy is a channel, not a negation",
        ),
        miss(ACT, "post in #releases and pin it: v3 is live", "adds a pin step the plan lacks"),
        miss(TIME, "post in #releases tomorrow at 9: v3 is live", "scheduled, not now"),
    ),
    # --- chat.set_status with minutes ---
    *group(
        plan("set my status to 'heads down' for 90 minutes", "chat.set_status", {"text": "heads down", "minutes": 90}),
        hit(
            SLOT,
            "status 'Do Not Disturb' for 30 minutes",
            {"text": "Do Not Disturb", "minutes": 30},
            "status text reads like a command",
        ),
        miss(UNCARRY, "set my status to 'in the air' for 3 hours", "hours for a minutes field must be computed"),
    ),
    # --- chat.send_dm_to_id ---
    *group(
        plan("DM U024BE7LH: build is green", "chat.send_dm_to_id", {"user_id": "U024BE7LH", "text": "build is green"}),
        hit(
            VALUE,
            "message member U07QX19ZP saying the 1730 slot works",
            {"user_id": "U07QX19ZP", "text": "the 1730 slot works"},
            "id-like string carried exactly",
        ),
    ),
    # --- calendar.reschedule_event ---
    *group(
        plan(
            "move my standup with Dana to Friday at 10am",
            "calendar.reschedule_event",
            {"title": "standup with Dana", "new_start": "Friday at 10am"},
        ),
        hit(
            SLOT,
            "move the 1:1 with Bill to Thursday at half five",
            {"title": "1:1 with Bill", "new_start": "Thursday at half five"},
            "Bill is a person; time carried as typed",
        ),
        miss(
            UNCARRY,
            "Hi! could you please move my 3pm with Dana to Thursday? thanks so much",
            "the event is named by its time; its title must be looked up",
        ),
        miss(ACT, "cancel my standup with Dana on Friday", "cancel, not move"),
    ),
    # --- calendar.create_event with duration ---
    *group(
        plan(
            "schedule a 30-minute call with Omar Friday at 2pm",
            "calendar.create_event",
            {"title": "call with Omar", "start": "Friday at 2pm", "duration_minutes": 30},
        ),
        hit(
            VALUE,
            "schedule a 45-minute sync with Rose Monday at 5:30pm",
            {"title": "sync with Rose", "start": "Monday at 5:30pm", "duration_minutes": 45},
            "every value new",
        ),
        miss(UNCARRY, "schedule a 2-hour workshop Friday at 2pm", "hours for a minutes field must be computed"),
        miss(TIME, "schedule a 30-minute call with Omar every Friday at 2pm", "recurring; the plan makes one event"),
    ),
    # --- calendar.set_out_of_office ---
    *group(
        plan(
            "mark me out of office from July 7 to July 11",
            "calendar.set_out_of_office",
            {"start_date": "July 7", "end_date": "July 11"},
        ),
        hit(
            VALUE,
            "out of office 03/08 to 10/08 please",
            {"start_date": "03/08", "end_date": "10/08"},
            "dates carried as typed",
        ),
        miss(UNCARRY, "mark me out of office next week", "the first and last day must be computed"),
    ),
    # --- reminders.create ---
    *group(
        plan(
            "remind me tomorrow at 9am to call the bank",
            "reminders.create",
            {"text": "call the bank", "at": "2025-06-12T09:00:00"},
        ),
        hit(
            VALUE,
            "remind me tomorrow at 1730 to pick up Rose",
            {"text": "pick up Rose", "at": "2025-06-12T17:30:00"},
            "1730 -> 17:30",
        ),
        hit(
            SLOT,
            "remind me today at 5:30pm to lock the shed",
            {"text": "lock the shed", "at": "2025-06-11T17:30:00"},
            "the text holds an action; only remind",
        ),
        miss(NEG, "no need to remind me about the bank tomorrow", "negated"),
    ),
    # --- email.send ---
    *group(
        plan(
            "email dana@corp.io: the contract is signed",
            "email.send",
            {"to": "dana@corp.io", "body": "the contract is signed"},
        ),
        hit(
            VALUE,
            "email o'brien+billing@corp.io: invoice 2291 is paid",
            {"to": "o'brien+billing@corp.io", "body": "invoice 2291 is paid"},
            "apostrophe and plus in the address",
        ),
        miss(
            ACT,
            "draft an email to dana@corp.io saying the contract is signed, but don't send it",
            "save a draft, not send",
        ),
        miss(OBJ, "email dana@corp.io and legal@corp.io: the contract is signed", "two recipients; the plan has one"),
    ),
    # --- email.forward ---
    *group(
        plan(
            "forward the latest email from legal@acme.io to priya@corp.io",
            "email.forward",
            {"sender": "legal@acme.io", "to": "priya@corp.io"},
        ),
        hit(
            VALUE,
            "forward priya@corp.io's latest email to legal@acme.io",
            {"sender": "priya@corp.io", "to": "legal@acme.io"},
            "sender and recipient swapped; both must follow",
        ),
        miss(
            TIME,
            "forward everything from legal@acme.io to priya@corp.io from now on",
            "an ongoing rule, not one forward",
        ),
    ),
    # --- email.schedule_send ---
    *group(
        plan(
            "email ops@corp.io at 8am tomorrow: maintenance starts at 10",
            "email.schedule_send",
            {"to": "ops@corp.io", "body": "maintenance starts at 10", "send_at": "8am tomorrow"},
        ),
        hit(
            SLOT,
            "email may.lin@corp.io at half five today: the room is booked",
            {"to": "may.lin@corp.io", "body": "the room is booked", "send_at": "half five today"},
            "May is a name; the time carried as typed",
        ),
        miss(TIME, "email ops@corp.io right now: maintenance starts at 10", "now, not later"),
    ),
    # --- tickets.set_priority ---
    *group(
        plan("set ticket 812 to high priority", "tickets.set_priority", {"ticket_id": 812, "priority": "high"}),
        hit(
            PV,
            "ticket 4417 can go down to low priority now that the fix is out",
            {"ticket_id": 4417, "priority": "low"},
            "reason wrapper",
        ),
        miss(UNCARRY, "raise ticket 812 by one level", "the new level is computed from the current one"),
    ),
    # --- tickets.merge (direction matters) ---
    *group(
        plan("merge ticket 3301 into 3290", "tickets.merge", {"ticket_id": 3301, "into": 3290}),
        hit(
            VALUE,
            "7702 is the dupe - merge 7702 into 7781",
            {"ticket_id": 7702, "into": 7781},
            "direction carried: 7702 goes away",
        ),
        miss(ACT, "split ticket 3301 back out of 3290", "unmerge"),
    ),
    # --- home.lights_on with brightness ---
    *group(
        plan("turn on the kitchen lights at 60%", "home.lights_on", {"room": "kitchen", "brightness": 60}),
        hit(
            SLOT,
            "turn on the lights in Rose's room at 45%",
            {"room": "Rose's room", "brightness": 45},
            "Rose is a person",
        ),
        hit(
            VALUE,
            "and for the bedroom too - turn the bedroom lights on at 60%",
            {"room": "bedroom"},
            "a follow-up that restates action and brightness",
        ),
        miss(UNCARRY, "make the kitchen a bit brighter", "the brightness must be computed"),
    ),
    # --- home.set_plug, off ---
    *group(
        plan("turn off the space heater plug", "home.set_plug", {"plug": "space heater", "on": False}),
        hit(
            SLOT,
            "turn off the plug for the On Air sign",
            {"plug": "On Air sign"},
            "On is part of the name, not the state",
        ),
        miss(ACT, "turn the space heater back on", "on, the opposite"),
        miss(OBJ, "turn off every plug in the house", "all plugs; the plan switches one"),
    ),
    # --- music.set_volume ---
    *group(
        plan("set the volume to 35", "music.set_volume", {"level": 35}),
        hit(PV, "volume to seventy", {"level": 70}, "number in words"),
    ),
    # --- music.add_to_playlist ---
    *group(
        plan(
            "add Clocks to my Road Trip playlist", "music.add_to_playlist", {"track": "Clocks", "playlist": "Road Trip"}
        ),
        hit(
            SLOT,
            "add Stop Crying Your Heart Out to the Do Not Play playlist",
            {"track": "Stop Crying Your Heart Out", "playlist": "Do Not Play"},
            "track and playlist names read like commands",
        ),
        miss(ACT, "remove Clocks from my Road Trip playlist", "removal"),
    ),
    # --- shop.add_to_cart ---
    *group(
        plan("add 4 cans of chickpeas to the cart", "shop.add_to_cart", {"product": "chickpeas", "quantity": 4}),
        hit(
            SLOT,
            "add 1 Stop & Shop gift card to my cart",
            {"product": "Stop & Shop gift card", "quantity": 1},
            "Stop is part of a store name",
        ),
        miss(ACT, "take the chickpeas out of my cart", "removal"),
    ),
    # --- tasks.create ---
    *group(
        plan("add 'buy stamps' to my to-do list", "tasks.create", {"title": "buy stamps"}),
        hit(
            SLOT,
            "add 'delete old photos' to my to-do list",
            {"title": "delete old photos"},
            "the task's title holds an action; only add it",
        ),
        miss(ACT, "mark 'buy stamps' as done", "complete, not create"),
        miss(
            UNCARRY,
            "add 'call Will' to the Stop & Shop list",
            "the plan has no list field; the task would land in the default list",
        ),
    ),
    # --- hr.review_expense ---
    *group(
        plan("approve expense report 5521", "hr.review_expense", {"report_id": 5521, "verdict": "approve"}),
        hit(PV, "the receipts check out, so please approve report #7340", {"report_id": 7340}, "reason wrapper"),
        hit(
            SLOT,
            "reject expense report 5521",
            {"verdict": "reject"},
            "relabelled after first sight (was a miss): the verdict is an argument, so 'reject' is its new value",
        ),
    ),
    # --- hr.request_time_off with a type ---
    *group(
        plan(
            "request vacation from Aug 4 to Aug 8",
            "hr.request_time_off",
            {"start_date": "Aug 4", "end_date": "Aug 8", "type": "vacation"},
        ),
        hit(
            VALUE,
            "request sick leave from June 16 to June 18",
            {"start_date": "June 16", "end_date": "June 18", "type": "sick"},
            "the type field carries sick",
        ),
    ),
    # --- travel.book_hotel ---
    *group(
        plan(
            "book a hotel in Lyon for 3 nights from July 2",
            "travel.book_hotel",
            {"city": "Lyon", "check_in": "July 2", "nights": 3},
        ),
        hit(
            VALUE,
            "book a hotel in Porto for 2 nights from 7 March",
            {"city": "Porto", "check_in": "7 March", "nights": 2},
            "date as typed",
        ),
        miss(UNCARRY, "book a hotel in Porto from July 2 to July 9", "the number of nights must be computed"),
    ),
    # --- travel.book_flight with passengers ---
    *group(
        plan(
            "book BA 117 on June 20 for 2 passengers",
            "travel.book_flight",
            {"flight_number": "BA 117", "date": "June 20", "passengers": 2},
        ),
        hit(
            VALUE,
            "book LH 401 on 03/07 for 3 passengers",
            {"flight_number": "LH 401", "date": "03/07", "passengers": 3},
            "date as typed",
        ),
    ),
    # --- travel.rent_car ---
    *group(
        plan(
            "rent a car in Faro for 5 days from June 20",
            "travel.rent_car",
            {"city": "Faro", "pickup": "June 20", "days": 5},
        ),
        hit(
            SLOT,
            "rent a car in Nice for 3 days from 7 March",
            {"city": "Nice", "pickup": "7 March", "days": 3},
            "Nice is a city",
        ),
        miss(UNCARRY, "rent a car in Faro for two weeks from June 20", "weeks for a days field must be computed"),
    ),
    # --- weather.forecast ---
    *group(
        plan("forecast for Leeds on Saturday", "weather.forecast", {"location": "Leeds", "day": "Saturday"}),
        hit(
            SLOT,
            "what's the weather going to be like in Bath on the 14th?",
            {"location": "Bath", "day": "the 14th"},
            "Bath is a city",
        ),
    ),
    # --- fx.convert ---
    *group(
        plan("convert 200 USD to EUR", "fx.convert", {"amount": 200, "from": "USD", "to": "EUR"}),
        hit(
            VALUE,
            "how much is \u20ac40 in pounds?",
            {"amount": 40, "from": "EUR", "to": "GBP"},
            "symbol and word -> ISO codes",
        ),
        miss(TIME, "what was 200 USD in EUR on 03/07?", "a past rate (historical_rate), not today's"),
    ),
    # --- pay.schedule_payment ---
    *group(
        plan(
            "pay Northwind Energy 120 USD on July 1",
            "pay.schedule_payment",
            {"payee": "Northwind Energy", "amount": 120, "currency": "USD", "date": "July 1"},
        ),
        hit(
            PV,
            "pay Thames Water \u00a384.20 on the 14th",
            {"payee": "Thames Water", "amount": 84.2, "currency": "GBP", "date": "the 14th"},
            "pound sign -> GBP; date as typed",
        ),
        miss(TIME, "pay Northwind Energy 120 USD right now", "now instead of on a later date"),
    ),
    # --- pay.refund, full ---
    *group(
        plan("refund order 77120 in full", "pay.refund", {"order_id": "77120"}),
        hit(VALUE, "give a full refund on order 80455", {"order_id": "80455"}, "new order"),
        miss(UNCARRY, "refund $15 of order 80455", "the plan has no amount; replay would refund the whole order"),
        miss(QUEST, "how much have we refunded this month?", "a report"),
    ),
    # --- pay.refund, partial ---
    *group(
        plan("refund 25 USD on order B-4410", "pay.refund", {"order_id": "B-4410", "amount": 25}),
        hit(VALUE, "refund 1,500.50 on order Q-22", {"order_id": "Q-22", "amount": 1500.5}, "thousands separator"),
        miss(UNCARRY, "refund order B-4410 in full", "a full refund has no amount; replay would refund 25 only"),
    ),
    # --- pay.freeze_card ---
    *group(
        plan("freeze my card ending 4471", "pay.freeze_card", {"card_last4": "4471"}),
        hit(PV, "freez card ending 0093", {"card_last4": "0093"}, "typo of freeze; leading zero kept in the string"),
        hit(VALUE, "freeze card 5555-0199-8812-3301", {"card_last4": "3301"}, "the last four of a full card number"),
        miss(UNCARRY, "freeze my card", "which card is not said"),
    ),
    # --- trade.set_price_alert ---
    *group(
        plan(
            "alert me if AMD goes above 180",
            "trade.set_price_alert",
            {"symbol": "AMD", "price": 180, "direction": "above"},
        ),
        hit(
            VALUE,
            "ping me when NVDA drops below 95",
            {"symbol": "NVDA", "price": 95, "direction": "below"},
            "direction carried",
        ),
        miss(ACT, "buy AMD if it goes above 180", "an order, not an alert"),
    ),
    # --- vet.book_appointment with a time ---
    *group(
        plan(
            "book Luna in at the vet on Monday at 10am",
            "vet.book_appointment",
            {"pet": "Luna", "day": "Monday", "time": "10am"},
        ),
        hit(
            SLOT,
            "book Bill in at the vet on Thursday at 9:15",
            {"pet": "Bill", "day": "Thursday", "time": "9:15"},
            "Bill is a pet",
        ),
        miss(ACT, "cancel Luna's vet appointment on Monday", "cancel, not book"),
    ),
    # --- crm.assign_account ---
    *group(
        plan(
            "make Priya the owner of the Globex account", "crm.assign_account", {"account": "Globex", "owner": "Priya"}
        ),
        miss(
            UNCARRY,
            "make whoever owns Hooli the owner of Globex too",
            "the owner must be looked up; carrying Priya is the wrong owner",
        ),
    ),
    # --- iam.create_user with a name ---
    *group(
        plan(
            "create an account for li.na@corp.io, name Li Na",
            "iam.create_user",
            {"email": "li.na@corp.io", "name": "Li Na"},
        ),
        hit(
            VALUE,
            "create an account for o.brien+test@corp.io, name Sean O'Brien",
            {"email": "o.brien+test@corp.io", "name": "Sean O'Brien"},
            "plus address and apostrophe",
        ),
    ),
    # --- maps.directions ---
    *group(
        plan(
            "walking directions from the hotel to the Louvre",
            "maps.directions",
            {"origin": "the hotel", "destination": "the Louvre", "mode": "walking"},
        ),
        hit(
            SLOT,
            "cycling directions from Rose Street to the station",
            {"origin": "Rose Street", "destination": "the station", "mode": "cycling"},
            "Rose Street is a place",
        ),
        miss(ACT, "call me a taxi to the Louvre", "a taxi, not directions"),
    ),
    # --- maps.call_taxi ---
    *group(
        plan("send a taxi to 51.5072, -0.1276", "maps.call_taxi", {"lat": 51.5072, "lon": -0.1276}),
        hit(VALUE, "taxi to 48.8584, 2.2945 please", {"lat": 48.8584, "lon": 2.2945}, "new coordinates"),
        miss(UNCARRY, "call a taxi to the Eiffel Tower", "the coordinates must be looked up"),
    ),
    # --- gh.rerun_workflow ---
    *group(
        plan(
            "rerun CI for acme/webapp on branch feat/search",
            "gh.rerun_workflow",
            {"repo": "acme/webapp", "branch": "feat/search"},
        ),
        hit(
            PV,
            "since the build failed on fix/typo in acme/docs, kick CI again",
            {"repo": "acme/docs", "branch": "fix/typo"},
            "reason wrapper",
        ),
    ),
    # --- gh.create_issue ---
    *group(
        plan(
            "open an issue in acme/webapp titled 'login button misaligned'",
            "gh.create_issue",
            {"repo": "acme/webapp", "title": "login button misaligned"},
        ),
        hit(
            SLOT,
            "open an issue in acme/undo titled 'delete button does nothing'",
            {"repo": "acme/undo", "title": "delete button does nothing"},
            "repo named undo, title holds delete",
        ),
    ),
    # --- social.block ---
    *group(
        plan("block @spambot_99", "social.block", {"handle": "@spambot_99"}),
        hit(SLOT, "block @unblock_me_pls", {"handle": "@unblock_me_pls"}, "the handle reads like the opposite action"),
    ),
    # --- notes.create ---
    *group(
        plan(
            "write a note titled Groceries: eggs, milk, bread",
            "notes.create",
            {"title": "Groceries", "body": "eggs, milk, bread"},
        ),
        hit(
            SLOT,
            "write a note titled Delete Later: ideas for the garden",
            {"title": "Delete Later", "body": "ideas for the garden"},
            "the title reads like a command",
        ),
    ),
]


CROWDED: list[Case] = [
    # ----- finance -----
    *ws_hit(
        "finance",
        VALUE,
        "sell 40 shares of NVDA",
        "trade.place_order",
        {"side": "sell", "symbol": "NVDA", "quantity": 40},
        "sell orders are stored",
    ),
    *ws_hit(
        "finance",
        SLOT,
        "buy 30 shares of KEY",
        "trade.place_order",
        {"side": "buy", "symbol": "KEY", "quantity": 30},
        "KEY is a ticker",
    ),
    *ws_miss("finance", UNCARRY, "buy $500 of NVDA", "money, not shares; the share count must be computed"),
    *ws_hit(
        "finance",
        PV,
        "transfr 45 eur to Bill",
        "pay.send_money",
        {"recipient": "Bill", "amount": 45, "currency": "EUR"},
        "typo of transfer; Bill is a person",
    ),
    *ws_miss("finance", ACT, "undo the transfer to Omar", "no tool reverses a transfer; sending again would pay twice"),
    *ws_miss(
        "finance",
        ACT,
        "request 60 EUR from Priya",
        "money flows in; request_money is not stored",
        ("pay.request_money",),
    ),
    *ws_miss("finance", ACT, "unfreeze my card ending 9034", "only freezing is stored", ("pay.unfreeze_card",)),
    *ws_hit(
        "finance",
        PV,
        "set a daily limit of $1.2k on card 3318",
        "pay.set_card_limit",
        {"card_last4": "3318", "daily_limit": 1200},
        "$1.2k -> 1200",
    ),
    *ws_hit(
        "finance",
        PV,
        "refund $12.99 of order A-20931",
        "pay.refund",
        {"order_id": "A-20931", "amount": 12.99},
        "partial refunds are stored",
    ),
    *ws_miss("finance", UNCARRY, "cancel the order I just placed", "the order id must be looked up"),
    *ws_hit(
        "finance",
        VALUE,
        "please cancel open order ORD-70012",
        "trade.cancel_order",
        {"order_id": "ORD-70012"},
        "the id is given",
    ),
    *ws_miss(
        "finance", TIME, "pay the landlord 900 EUR on the 1st of every month", "recurring; the stored plans pay once"
    ),
    *ws_miss("finance", TIME, "what was the EUR to USD rate on 7 March?", "a past rate", ("fx.historical_rate",)),
    *ws_hit(
        "finance",
        SLOT,
        "split 84 USD between April and Will",
        "pay.split_bill",
        {"amount": 84, "currency": "USD", "people": ["April", "Will"]},
        "April and Will are people",
    ),
    *ws_miss("finance", UNCARRY, "split the bill with Priya and Aisha again", "the amount is in the chat"),
    *ws_hit(
        "finance",
        PV,
        "invoice billing@acme.io for \u20ac3,400",
        "pay.create_invoice",
        {"customer_email": "billing@acme.io", "amount": 3400, "currency": "EUR"},
        "euro sign and thousands separator",
    ),
    *ws_miss(
        "finance",
        UNCARRY,
        "invoice billing@acme.io for 3400 EUR due 30 June",
        "no stored invoice plan has a due date; replay would drop it",
        (("pay.create_invoice", {"due_date": "30 June"}),),
    ),
    *ws_miss("finance", ACT, "sell 0.5 BTC", "only crypto buys are stored", ("trade.sell_crypto",)),
    *ws_hit(
        "finance",
        PV,
        "buy \u20ac75 of ETH",
        "trade.buy_crypto",
        {"asset": "ETH", "amount": 75, "currency": "EUR"},
        "fiat amount, euro sign",
    ),
    *ws_miss("finance", UNCARRY, "buy 2 ETH", "a coin quantity, but the stored plans spend a fiat amount"),
    *ws_hit(
        "finance",
        SLOT,
        "how much did I spend at Stop & Shop last month?",
        "pay.list_transactions",
        {"period": "last month", "merchant": "Stop & Shop"},
        "here the report is the plan; Stop & Shop is a merchant",
    ),
    # ----- home -----
    *ws_miss(
        "home",
        ACT,
        "unlcok the back door pls",
        "typo of unlock; only locking is stored",
        ("home.unlock_door", ("home.set_lock", {"locked": False})),
    ),
    *ws_hit(
        "home",
        PV,
        "Hi! could you lock the garage door when you get a sec? thanks",
        "home.lock_door",
        {"door": "garage"},
        "padded",
    ),
    *ws_miss("home", QUEST, "is the side door locked?", "a state question", ("home.get_lock_state",)),
    *ws_hit(
        "home",
        SLOT,
        "lock the Lock Street office door",
        "home.lock_door",
        {"door": "Lock Street office"},
        "Lock Street is a name",
    ),
    *ws_hit(
        "home",
        VALUE,
        "kitchen lights on at 40%",
        "home.lights_on",
        {"room": "kitchen", "brightness": 40},
        "brightness plans are stored",
    ),
    *ws_miss("home", UNCARRY, "and for the bedroom too", "a chat follow-up; the action is not in the request"),
    *ws_hit(
        "home",
        SLOT,
        "switch off the lights in Summer's room",
        "home.lights_off",
        {"room": "Summer's room"},
        "Summer is a person",
    ),
    *ws_miss("home", ACT, "stop the vacuum", "only starting is stored", ("home.stop_vacuum",)),
    *ws_hit("home", VALUE, "set the thermostat to 66", "home.set_thermostat", {"temperature": 66}, "temperature only"),
    *ws_miss(
        "home",
        OBJ,
        "set the upstairs thermostat to 19",
        "a zone; the stored plans set the whole house",
        (("home.set_thermostat", {"zone": "upstairs"}),),
    ),
    *ws_miss("home", UNCARRY, "nudge the heating up a couple of degrees", "relative; the target must be computed"),
    *ws_hit(
        "home",
        SLOT,
        "play the Do Not Play playlist",
        "music.play",
        {"query": "Do Not Play"},
        "a playlist name, not a negation",
    ),
    *ws_miss("home", NEG, "don't play anything by Nickelback tonight", "negated; nothing to do"),
    *ws_miss(
        "home",
        ACT,
        "remove Hey Jude from my Sunday Morning playlist",
        "only adding is stored",
        ("music.remove_from_playlist",),
    ),
    *ws_hit(
        "home",
        SLOT,
        "remind me today at 5:30pm to feed Bill",
        "reminders.create",
        {"text": "feed Bill", "at": "2025-06-11T17:30:00"},
        "Bill is a pet",
    ),
    *ws_miss("home", TIME, "remind me every day at 8 to take my pills", "recurring; the stored reminders fire once"),
    *ws_miss(
        "home",
        ACT,
        "cancel order 113-0092847",
        "tracking and returns are stored, not cancelling",
        ("shop.cancel_order",),
    ),
    *ws_hit(
        "home",
        VALUE,
        "where's order 115-3380021 right now?",
        "shop.track_order",
        {"order_id": "115-3380021"},
        "tracking",
    ),
    *ws_miss("home", TIME, "how hot did it get in Rome last Sunday?", "the past", ("weather.history",)),
    *ws_hit(
        "home", PARA, "turn the kettle on", "home.set_plug", {"plug": "kettle", "on": True}, "same as a stored plan"
    ),
    *ws_miss("home", UNREL, "translate 'good morning' into Polish", "no tool for it"),
    # ----- devops -----
    *ws_miss(
        "devops",
        ACT,
        "since the build failed, restart the ci-runner VM",
        "a reboot; only start and stop are stored",
        ("cloud.restart_instance",),
    ),
    *ws_hit(
        "devops",
        PV,
        "since the nightly job is done, stop worker-9",
        "cloud.stop_instance",
        {"instance": "worker-9"},
        "reason wrapper",
    ),
    *ws_hit(
        "devops",
        VALUE,
        "deploy payments v4.3.0 to production",
        "cloud.deploy",
        {"service": "payments", "version": "v4.3.0", "environment": "production"},
        "every value carried, environment included",
    ),
    *ws_miss(
        "devops", QUEST, "what would happen if I rolled back checkout on production?", "a what-if; nothing to roll back"
    ),
    *ws_hit(
        "devops",
        PV,
        "undo the last deploy of checkout on production",
        "cloud.rollback",
        {"service": "checkout", "environment": "production"},
        "undoing the latest deploy is exactly a rollback",
    ),
    *ws_hit(
        "devops",
        SLOT,
        "approve acme/undo#14",
        "gh.review_pr",
        {"repo": "acme/undo", "number": 14, "verdict": "approve"},
        "undo is a repo",
    ),
    *ws_miss("devops", ACT, "reopen toolmem/toolmem#12", "only closing is stored", ("gh.reopen_issue",)),
    *ws_miss(
        "devops",
        ACT,
        "pull the admin role from raj@corp.io, he left the team",
        "revoking; only granting is stored",
        ("iam.revoke_role", ("iam.set_role", {"grant": False})),
    ),
    *ws_miss("devops", ACT, "turn off 2FA for user 42", "only enabling is stored", ("iam.disable_mfa",)),
    *ws_hit(
        "devops",
        SLOT,
        "tell #no-deploy that the freeze is lifted",
        "chat.post_message",
        {"channel": "#no-deploy", "text": "the freeze is lifted"},
        "#no-deploy is a channel",
    ),
    *ws_miss(
        "devops", ACT, "delete the DNS record for shop.acme.io", "only adding is stored", ("cloud.delete_dns_record",)
    ),
    *ws_hit(
        "devops",
        PV,
        "point blog.acme.io at 203.0.113.45",
        "cloud.add_dns_record",
        {"hostname": "blog.acme.io", "type": "A", "value": "203.0.113.45"},
        "an IP target is an A record",
    ),
    *ws_miss(
        "devops", ACT, "truncate the audit_log table, it's huge", "destructive; not stored", ("db.truncate_table",)
    ),
    *ws_miss("devops", ACT, "restore orders from backup bk-0611", "restore, not backup", ("db.restore_backup",)),
    *ws_hit(
        "devops",
        SLOT,
        "assign ticket 8120 to Will",
        "tickets.assign",
        {"ticket_id": 8120, "assignee": "Will"},
        "Will is an agent",
    ),
    *ws_miss("devops", TIME, "scale checkout to 6 replicas every weekday at 8am", "recurring"),
    *ws_hit(
        "devops",
        PV,
        "scale billing in production to twelve replicas",
        "cloud.scale_service",
        {"service": "billing", "replicas": 12, "environment": "production"},
        "number in words; environment carried",
    ),
    *ws_miss("devops", UNCARRY, "scale search-api up by 2", "relative to the current count"),
    *ws_hit(
        "devops",
        SLOT,
        "delete the branch delete-me in acme/webapp",
        "gh.delete_branch",
        {"repo": "acme/webapp", "branch": "delete-me"},
        "branch named after the action",
    ),
    *ws_miss(
        "devops", UNCARRY, "get the logs for checkout since yesterday's deploy", "the deploy time must be looked up"
    ),
    *ws_miss("devops", UNREL, "write me a haiku about Kubernetes", "no tool for it"),
    # ----- office -----
    *ws_hit(
        "office",
        PV,
        "Hi! Could you please, when you get a sec, move my standup to Thursday at 3pm? thanks so much",
        "calendar.reschedule_event",
        {"title": "standup", "new_start": "Thursday at 3pm"},
        "padded; title and time are stated",
    ),
    *ws_miss(
        "office",
        UNCARRY,
        "hey, could you shift my 3pm with Dana over to Thursday? cheers",
        "the event's title must be looked up",
    ),
    *ws_miss("office", ACT, "decline the budget sync invite", "only accepting is stored", ("calendar.decline_invite",)),
    *ws_hit(
        "office",
        SLOT,
        "DM Will: standup is cancelled today",
        "chat.send_dm",
        {"user": "Will", "text": "standup is cancelled today"},
        "Will is a person",
    ),
    *ws_miss("office", ACT, "remove @kate from #marketing", "only inviting is stored", ("chat.remove_from_channel",)),
    *ws_miss(
        "office",
        UNCARRY,
        "mute #general for 2 hours",
        "no stored mute has a duration; replay would mute for good",
        (("chat.mute_channel", {"hours": 2}),),
    ),
    *ws_hit(
        "office",
        SLOT,
        "email bill@northwind.co: the samples shipped today",
        "email.send",
        {"to": "bill@northwind.co", "body": "the samples shipped today"},
        "bill is an address",
    ),
    *ws_miss("office", ACT, "save a draft to hr@corp.io saying I resign", "a draft, not a send", ("email.save_draft",)),
    *ws_miss(
        "office",
        ACT,
        "delete all emails from bob@example.com",
        "deleting mail is not stored (archive and mark-read are)",
        ("email.delete_from",),
    ),
    *ws_hit(
        "office",
        SLOT,
        "trash ~/Desktop/keep_this.txt",
        "fs.delete_file",
        {"path": "~/Desktop/keep_this.txt"},
        "keep in the name does not negate",
    ),
    *ws_miss(
        "office",
        OBJ,
        "delete the folder shared/contracts and everything in it",
        "a folder, not a file",
        ("fs.delete_folder",),
    ),
    *ws_miss("office", QUEST, "what would happen if I deleted /var/log/app.log?", "a what-if; nothing to delete"),
    *ws_hit(
        "office",
        VALUE,
        "share ~/Documents/Q2 deck (final).pdf for 7 days",
        "fs.share_link",
        {"path": "~/Documents/Q2 deck (final).pdf", "expires_in_days": 7},
        "path with spaces and brackets",
    ),
    *ws_miss("office", UNCARRY, "share notes/meeting.md for two weeks", "weeks for a days field must be computed"),
    *ws_hit(
        "office",
        SLOT,
        "book a hotel in Reading from 7 March for 3 nights",
        "travel.book_hotel",
        {"city": "Reading", "check_in": "7 March", "nights": 3},
        "Reading is a town",
    ),
    *ws_miss("office", QUEST, "how many trips did I make to Lisbon in 2024?", "a report", ("travel.trip_history",)),
    *ws_hit(
        "office",
        VALUE,
        "book time off from the 14th to the 18th",
        "hr.request_time_off",
        {"start_date": "the 14th", "end_date": "the 18th"},
        "dates as typed",
    ),
    *ws_miss(
        "office",
        UNCARRY,
        "book sick leave from June 12 to June 13",
        "no stored plan has a leave type; replay would file it as plain time off",
        (("hr.request_time_off", {"type": "sick"}),),
    ),
    *ws_hit(
        "office",
        VALUE,
        "deny leave request 412",
        "hr.review_time_off",
        {"request_id": 412, "verdict": "deny"},
        "deny plans are stored",
    ),
    *ws_hit(
        "office",
        SLOT,
        "schedule an interview with April Moreno on Friday at 1730",
        "hr.schedule_interview",
        {"candidate": "April Moreno", "when": "Friday at 1730"},
        "April is a candidate; time as typed",
    ),
    *ws_miss(
        "office",
        UNCARRY,
        "schedule an interview with April Moreno on Friday at 1730 with Tom interviewing",
        "no stored plan has an interviewer; replay would drop Tom",
        (("hr.schedule_interview", {"interviewer": "Tom"}),),
    ),
    *ws_hit(
        "office", VALUE, "what's on my calendar on 03/07?", "calendar.list_events", {"when": "03/07"}, "date as typed"
    ),
]

CASES: list[Case] = SINGLE + CROWDED
