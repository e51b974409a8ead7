"""Plan-cache cases "fresh5": orchestrators, noisy formatting, support tickets, padded context and quiet traps.

Who and how. Written by an independent writer (a helper session) who read only casekit.py,
tools.jsonl, the four crowded workspaces (workspaces/*.jsonl), make_cases.py, check_cases.py and the
module docstring (first 60 lines) of cases_fresh4.py; not the cache's code, documentation, tests or
README, nor the body of any other case set, and who never ran the cache or the benchmark on these
cases. Two slips: a `grep` for import and CASES lines over cases_fresh4.py showed four lines past its
docstring (the ``from __future__``/``typing``/``casekit`` imports and ``CASES: list[Case] = SINGLE +
CROWDED``), no case; and, after all cases were written, one `git diff --stat` plus a `git diff` of
make_cases.py and check_cases.py were run to check the registration; they showed the writer's own
registration lines and, in the stat, the name of one uncommitted file under src/ with its line
counts (no contents). Every request was written for this file; none copies a workspace request.

Style. Seven voices, mixed through the set:

1. an orchestrating agent restating the need in the third person or as an order to a sub-agent
   ("The user wants ...", "Task: ...", "Please have the assistant ...");
2. formatting noise: markdown bold, leading dashes, arrows, trailing emoji, ALL CAPS words, extra
   spaces, and values in quotes of different styles ('...', "...", “...”, «...», `...`);
3. enterprise, ops and customer-support phrasing: ticket and case numbers, incident and change ids,
   SKUs, order ids, regions, version strings;
4. irrelevant context before or after the command ("I'm at the airport and my battery is low — ...");
5. plain paraphrases by synonym and reordering (the recall voice: "restart"/"reboot", "relocate"/
   "move", "wipe every row"/"truncate", reordered clauses, added politeness);
6. harm traps that are not just the opposite verb: values in swapped roles (from/to, sender/to,
   source/destination, candidate/interviewer, lat/lon, ticket/into, origin/destination) which must
   be carried into the right argument, and a swap that means another tool (asking Priya for the
   money instead of sending it); a money amount where the plan takes shares or packs, kilograms
   where it takes bags, a coin quantity where it takes fiat; another thing than the plan's (a water
   heater for a thermostat plan, a PR for an issue plan, a folder for a file plan); conditionals;
   "what would happen / how much would it cost"; partial actions ("just zip it, no link", "merge it
   but keep the branch"); someone else's account or calendar; a second action attached ("... and
   then delete it", "... and check out", "... and make him an admin"); ranges and lists where the
   plan takes one value; another region, cluster or account the plan has no field for; and a
   read-only query plan asked to delete rows;
7. plain value changes in many formats (19.5, 1.5k, €3,450.00, 18.50 GBP, $7.50, lower-case
   tickers, ISO dates, "18 Sept", "1 Aug", paths, hostnames, coordinates, ids, version strings).

How the expectations were decided: as a careful agent would. A hit only if replaying the stored
plan with the new request's values does exactly what was asked: no value dropped, none invented,
none computed or looked up. Values follow the fresh4 conventions:

- free text (names, rooms, titles, messages, dates and times in free-text fields) is carried as
  typed; quotes, markdown and emoji around a value are not part of it ("the “Side Gate” door" ->
  "Side Gate", "«Clair de Lune»" -> "Clair de Lune", "`search-api`" -> "search-api"); ALL CAPS is
  only used on words that are not free-text values; enum values take the enum's spelling
  ("NIGHT mode" -> "night", "URGENT" -> "urgent", "request changes" -> "request_changes");
- formatted fields are normalised: currency codes and tickers upper case ("amd" -> "AMD",
  "sol" -> "SOL", "€" -> "EUR", "£" -> "GBP", "euros" -> "EUR", "US dollars" -> "USD", "Mexican
  pesos" -> "MXN"), amounts as numbers ("1.5k" -> 1500, "€3,450.00" -> 3450, "162.50" -> 162.5,
  "two" -> 2), card digits as strings, reminders as ISO date-times;
- "now" is Wednesday 2025-06-11 14:30, so "tomorrow 9am" is "2025-06-12T09:00:00", "today at
  18:45" is "2025-06-11T18:45:00" and "at 6pm today" is "2025-06-11T18:00:00".

Kinds. A value with no field in the stored plan (a reason, a due date, a location, a comment, a
time of day, passengers, a merge method, a share expiry, a region, cluster or account), a value to
compute ("her half", "up by 3 replicas", "a bit dimmer") or to look up (a person's address or
member id, "the most recent backup", "the same amount as last time", a place's coordinates, a
playlist's id, the time of "my dentist appointment"), a missing required value the replay would
fill from the stored plan (a contact without an email), someone else's account or calendar, and
an amount in another unit than the plan's (money for shares or packs, kilograms for bags, coins
for fiat) are misses of kind uncarriable. Another tool or the opposite direction, a second step
the plan lacks, a write where the plan only reads, or a partial action that would make the replay
do a step the request rules out is contrast_action; a question, estimate or check about the action
is contrast_question; a condition, a schedule, a repetition, an old version and the past or future
(a past rate, yesterday's weather, a forecast for a history plan) are contrast_time; plural,
lists, ranges, two objects and another kind of object are contrast_object. slot_word marks hits
whose changed word is an argument's enum value (night, above, spam, request changes, deny, sick,
cycling, sell, reject, qualified, urgent, squash, heat) or whose new value reads like an action
('cancel the gym membership', “Delete Later”, rm_old_backups.sh, “Accept or Reject: Q3 vendors”).
A swap of two values between arguments is a value case (a hit with the values in their new
places) when the same tool serves it, and contrast_action when the swap means another tool.

Unsure. Booleans that an "off" or "revoke" would flip (set_plug, set_role, set_maintenance_mode
from on to off) were left out of the slot cases rather than guessed; the one maintenance-mode hit
keeps enabled=false and changes only the service. Partial actions are filed as contrast_action,
someone else's account as uncarriable, and "a water heater" for a thermostat plan as
contrast_object; each of these could be argued for a neighbouring miss kind, never for a hit.

Crowded workspaces: hits target a kind of plan present in the workspace (in_ws=True, the base only
gives the expected steps); misses name in ``absent`` the tools that would have served them when such
a tool exists and is not stored, and leave it empty when nothing should be done (a negation, a
question with no tool, a condition) or the right tool is stored but the value cannot be carried.
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

SINGLE: list[Case] = [
    # --- home ---
    *group(
        plan("turn on the space heater plug", "home.set_plug", {"plug": "space heater", "on": True}),
        hit(PARA, "Please have the assistant switch the space heater plug on."),
        hit(PV, "The user wants the dehumidifier plug switched on.", {"plug": "dehumidifier"}),
        miss(NEG, "do NOT turn on the space heater plug, it's 30 degrees in here already"),
    ),
    *group(
        plan("unlock the garage door", "home.unlock_door", {"door": "garage"}),
        hit(VALUE, "unlock the “Side Gate” door", {"door": "Side Gate"}, "curly quotes are not part of the value"),
        miss(ACT, "I'm at the airport and my battery is low — lock the garage door", "lock is another tool"),
        miss(OBJ, "unlock all the doors, the movers are here", "every door, the plan unlocks one"),
    ),
    *group(
        plan("set the thermostat to 21", "home.set_thermostat", {"temperature": 21}),
        hit(VALUE, "thermostat → 19.5 please", {"temperature": 19.5}),
        hit(PARA, "Task: bring the thermostat to 21."),
        miss(OBJ, "set the water heater to 50", "a water heater is not the thermostat"),
    ),
    *group(
        plan("arm the alarm in away mode", "home.arm_alarm", {"mode": "away"}),
        hit(SLOT, "ARM the alarm — NIGHT mode 🌙", {"mode": "night"}),
        hit(PARA, "set the security system to away mode, we're heading out"),
        miss(TIME, "arm the alarm in away mode every weekday at 8:15", "a schedule"),
    ),
    *group(
        plan(
            "close the bedroom blinds and turn off the bedroom lights",
            [("home.set_blinds", {"room": "bedroom", "position": 0}), ("home.lights_off", {"room": "bedroom"})],
        ),
        hit(
            VALUE,
            "close the nursery blinds and turn off the nursery lights",
            [{"room": "nursery"}, {"room": "nursery"}],
        ),
        hit(
            PARA,
            "The user is going to bed: turn the bedroom lights off and shut the bedroom blinds.",
            note="reordered steps",
        ),
        miss(
            ACT,
            "just close the bedroom blinds, leave the lights on",
            "partial: the replay would also turn the lights off",
        ),
    ),
    *group(
        plan("add Halo to my Gym playlist", "music.add_to_playlist", {"track": "Halo", "playlist": "Gym"}),
        hit(
            SLOT,
            "add Stop Crying Your Heart Out to the “Delete Later” playlist",
            {"track": "Stop Crying Your Heart Out", "playlist": "Delete Later"},
            "values that read like actions",
        ),
        hit(
            PV,
            "Please have the assistant put the track Yellow on the Road Trip playlist.",
            {"track": "Yellow", "playlist": "Road Trip"},
        ),
    ),
    *group(
        plan("set the volume to 30", "music.set_volume", {"level": 30}),
        hit(VALUE, "VOLUME 55 🔊", {"level": 55}),
    ),
    *group(
        plan("book Luna a vet appointment on Thursday", "vet.book_appointment", {"pet": "Luna", "day": "Thursday"}),
        hit(VALUE, "book Pepper a vet appointment on Monday", {"pet": "Pepper", "day": "Monday"}),
        hit(PARA, "could you book a vet appointment for Luna on Thursday?"),
        miss(UNCARRY, "book Luna a vet appointment on Thursday at 4:15pm", "the plan has no time; it would be dropped"),
    ),
    *group(
        plan("order 2 bags of Hill's Science Diet", "vet.order_food", {"product": "Hill's Science Diet", "bags": 2}),
        miss(UNCARRY, "order 20 kg of Hill's Science Diet", "kilograms, the plan counts bags"),
    ),
    *group(
        plan("add 'renew car insurance' to my to-do list", "tasks.create", {"title": "renew car insurance"}),
        hit(
            SLOT,
            "add 'cancel the gym membership' to my to-do list",
            {"title": "cancel the gym membership"},
            "title reads like an action",
        ),
        hit(PV, "Task: put “book dentist” on the user's to-do list.", {"title": "book dentist"}),
    ),
    *group(
        plan(
            "remind me tomorrow at 9am to call the bank",
            "reminders.create",
            {"text": "call the bank", "at": "2025-06-12T09:00:00"},
        ),
        hit(VALUE, "remind me today at 18:45 to stretch", {"text": "stretch", "at": "2025-06-11T18:45:00"}),
        hit(PARA, "tomorrow 9am — remind me: call the bank"),
        miss(TIME, "remind me to call the bank every morning at 9", "recurring"),
    ),
    *group(
        plan(
            "write a note titled Groceries: eggs, oat milk, spinach",
            "notes.create",
            {"title": "Groceries", "body": "eggs, oat milk, spinach"},
        ),
        hit(
            VALUE,
            "write a note titled Gift ideas: a kite for Sam, socks for Dad",
            {"title": "Gift ideas", "body": "a kite for Sam, socks for Dad"},
        ),
        miss(UNREL, "which planet has the most moons?"),
    ),
    # --- shopping and social ---
    *group(
        plan(
            "put 2 packs of AAA batteries in the cart", "shop.add_to_cart", {"product": "AAA batteries", "quantity": 2}
        ),
        hit(PARA, "add two packs of AAA batteries to the cart"),
        miss(UNCARRY, "put $30 worth of AAA batteries in the cart", "money, the plan counts packs"),
        miss(ACT, "put 2 packs of AAA batteries in the cart and check out", "a second action"),
    ),
    *group(
        plan("start a return for order 114-2203948", "shop.return_item", {"order_id": "114-2203948"}),
        hit(
            PV,
            "Customer on ticket #88120 (SKU HX-2210-BLK) wants to start a return for order 112-5567301.",
            {"order_id": "112-5567301"},
        ),
        miss(
            UNCARRY,
            "start a return for order 114-2203948, reason: arrived cracked",
            "the plan has no reason; it would be dropped",
        ),
    ),
    *group(
        plan("post on social: Big news, we're hiring!", "social.post", {"text": "Big news, we're hiring!"}),
        hit(VALUE, "post on social: Doors open at 7, see you there", {"text": "Doors open at 7, see you there"}),
        miss(TIME, "post on social tomorrow at noon: Big news, we're hiring!", "scheduled"),
    ),
    # --- trading and money ---
    *group(
        plan(
            "sell 15 shares of NVDA at a limit of 120",
            "trade.sell",
            {"symbol": "NVDA", "quantity": 15, "limit_price": 120},
        ),
        hit(
            VALUE, "sell 40 shares of amd at a limit of 162.50", {"symbol": "AMD", "quantity": 40, "limit_price": 162.5}
        ),
        hit(PARA, "place a limit sell: 15 NVDA @ 120"),
        miss(UNCARRY, "sell 15 NVDA shares at a 120 limit from my wife's IRA", "another account, no field for it"),
        miss(QUEST, "what would I get if I sold 15 NVDA at 120?", "an estimate"),
    ),
    *group(
        plan(
            "alert me if TSLA drops below 180",
            "trade.set_price_alert",
            {"symbol": "TSLA", "price": 180, "direction": "below"},
        ),
        hit(SLOT, "alert me if TSLA goes ABOVE 180", {"direction": "above"}),
        hit(PV, "ping me when COIN drops below $205.75", {"symbol": "COIN", "price": 205.75}),
        miss(OBJ, "alert me if TSLA drops below 180 or climbs above 260", "two alerts"),
    ),
    *group(
        plan("buy 200 USD of ETH", "trade.buy_crypto", {"asset": "ETH", "amount": 200, "currency": "USD"}),
        hit(VALUE, "buy €75 of sol", {"asset": "SOL", "amount": 75, "currency": "EUR"}),
        miss(UNCARRY, "buy 0.5 ETH", "a coin quantity, the plan takes a fiat amount"),
    ),
    *group(
        plan("convert 250 GBP to EUR", "fx.convert", {"amount": 250, "from": "GBP", "to": "EUR"}),
        hit(VALUE, "convert 250 EUR to GBP", {"from": "EUR", "to": "GBP"}, "swapped currencies"),
        hit(PV, "how many Swiss francs do I get for 1,200 US dollars?", {"amount": 1200, "from": "USD", "to": "CHF"}),
        hit(PARA, "how much is 250 pounds in euros?"),
        miss(TIME, "what was 250 GBP worth in EUR on 3 March 2024?", "a past rate"),
    ),
    *group(
        plan(
            "send Priya 45 EUR for the concert tickets",
            "pay.send_money",
            {"recipient": "Priya", "amount": 45, "currency": "EUR", "note": "the concert tickets"},
        ),
        hit(PARA, "send 45 euros to Priya for the concert tickets"),
        hit(
            PV,
            "Please have the assistant wire €60 to Jonas for the train tickets.",
            {"recipient": "Jonas", "amount": 60, "note": "the train tickets"},
        ),
        miss(
            ACT, "ask Priya to send me 45 EUR for the concert tickets", "the money flows the other way: request_money"
        ),
        miss(UNCARRY, "send Priya her half of the 90 EUR concert tickets", "the amount must be computed"),
    ),
    *group(
        plan(
            "request 30 USD from Kenji for dinner",
            "pay.request_money",
            {"payer": "Kenji", "amount": 30, "currency": "USD", "note": "dinner"},
        ),
        hit(VALUE, "request 12 USD from Abby for parking", {"payer": "Abby", "amount": 12, "note": "parking"}),
        miss(OBJ, "request 30 USD each from Kenji, Abby and Lou for dinner", "three payers"),
    ),
    *group(
        plan("freeze my card ending 3391", "pay.freeze_card", {"card_last4": "3391"}),
        hit(PV, "Customer reports the card ending in 0457 stolen (case CS-20931) — freeze it.", {"card_last4": "0457"}),
    ),
    *group(
        plan(
            "set the daily limit on card 7702 to 800", "pay.set_card_limit", {"card_last4": "7702", "daily_limit": 800}
        ),
        hit(VALUE, "daily limit on card 5510 → 1.5k", {"card_last4": "5510", "daily_limit": 1500}),
    ),
    *group(
        plan("refund order D-48812 in full", "pay.refund", {"order_id": "D-48812"}),
        hit(PV, "ticket #5531: customer wants a full refund on order D-50017", {"order_id": "D-50017"}),
        hit(PARA, "D-48812 — refund the whole order, please 🙏"),
        miss(UNCARRY, "refund 15 EUR on order D-48812", "the plan refunds in full; the amount would be dropped"),
        miss(QUEST, "how much would a full refund of D-48812 cost us?"),
    ),
    *group(
        plan(
            "invoice ops@northwind.com 1,200 USD",
            "pay.create_invoice",
            {"customer_email": "ops@northwind.com", "amount": 1200, "currency": "USD"},
        ),
        hit(
            VALUE,
            "invoice billing@fabrikam.de €3,450.00",
            {"customer_email": "billing@fabrikam.de", "amount": 3450, "currency": "EUR"},
        ),
        miss(UNCARRY, "invoice ops@northwind.com 1,200 USD due July 31", "no due date in the plan"),
    ),
    *group(
        plan(
            "split 90 EUR between Ana and Joel",
            "pay.split_bill",
            {"amount": 90, "currency": "EUR", "people": ["Ana", "Joel"]},
        ),
        hit(
            VALUE,
            "split 210 EUR between Ana, Joel and Mika",
            {"amount": 210, "people": ["Ana", "Joel", "Mika"]},
            "the plan takes a list",
        ),
    ),
    # --- email and calendar ---
    *group(
        plan(
            "forward the latest email from lisa@orbit.io to tom@orbit.io",
            "email.forward",
            {"sender": "lisa@orbit.io", "to": "tom@orbit.io"},
        ),
        hit(
            VALUE,
            "forward the latest email from tom@orbit.io to lisa@orbit.io",
            {"sender": "tom@orbit.io", "to": "lisa@orbit.io"},
            "swapped",
        ),
        hit(PARA, "Task: send tom@orbit.io whatever lisa@orbit.io sent most recently."),
        miss(ACT, "forward the latest email from lisa@orbit.io to tom@orbit.io and then delete it", "a second action"),
    ),
    *group(
        plan(
            "email ravi@dunmore.co tomorrow at 8am saying the venue is booked",
            "email.schedule_send",
            {"to": "ravi@dunmore.co", "body": "the venue is booked", "send_at": "tomorrow at 8am"},
        ),
        hit(
            VALUE,
            "email june@dunmore.co Monday at 7:45 saying the caterer confirmed",
            {"to": "june@dunmore.co", "body": "the caterer confirmed", "send_at": "Monday at 7:45"},
        ),
        miss(NEG, "don't email ravi@dunmore.co about the venue tomorrow"),
    ),
    *group(
        plan(
            "turn on my auto-reply until June 30: I'm on leave, please contact desk@corp.io",
            "email.set_auto_reply",
            {"message": "I'm on leave, please contact desk@corp.io", "until": "June 30"},
        ),
        hit(
            VALUE,
            "turn on my auto-reply until 14 July: Away at a conference, replies will be slow",
            {"message": "Away at a conference, replies will be slow", "until": "14 July"},
        ),
    ),
    *group(
        plan(
            "search my sent mail for purchase order 7781",
            "email.search",
            {"query": "purchase order 7781", "folder": "sent"},
        ),
        hit(SLOT, "search my spam for purchase order 7781", {"folder": "spam"}),
    ),
    *group(
        plan(
            "move the vendor call to Thursday at 3pm",
            "calendar.reschedule_event",
            {"title": "vendor call", "new_start": "Thursday at 3pm"},
        ),
        hit(PV, "Please have the assistant push the vendor call to Monday at 9.", {"new_start": "Monday at 9"}),
        hit(PARA, "reschedule the vendor call for Thursday at 3pm"),
    ),
    *group(
        plan(
            "create an event Quarterly review on Tuesday at 2pm for 60 minutes",
            "calendar.create_event",
            {"title": "Quarterly review", "start": "Tuesday at 2pm", "duration_minutes": 60},
        ),
        hit(
            VALUE,
            "create an event Offsite planning on Wednesday at 11am for 45 minutes",
            {"title": "Offsite planning", "start": "Wednesday at 11am", "duration_minutes": 45},
        ),
        miss(
            UNCARRY,
            "create an event Quarterly review on Tuesday at 2pm for 60 minutes in Room 4B",
            "the location would be dropped",
        ),
    ),
    *group(
        plan("decline the invite to the budget review", "calendar.decline_invite", {"title": "budget review"}),
        hit(
            SLOT,
            "decline the invite to “Accept or Reject: Q3 vendors”",
            {"title": "Accept or Reject: Q3 vendors"},
            "title reads like actions",
        ),
        hit(PV, "The user can't make the design sync — please decline that invitation.", {"title": "design sync"}),
    ),
    *group(
        plan(
            "mark me out of office from June 16 to June 20",
            "calendar.set_out_of_office",
            {"start_date": "June 16", "end_date": "June 20"},
        ),
        hit(VALUE, "mark me out of office from 1 Aug to 22 Aug", {"start_date": "1 Aug", "end_date": "22 Aug"}),
        hit(PARA, "block my calendar as OOO, June 16 to June 20"),
        miss(UNCARRY, "mark Dana out of office from June 16 to June 20", "someone else's calendar"),
    ),
    # --- chat ---
    *group(
        plan(
            "set the topic of #support to Escalations go to @mia",
            "chat.set_topic",
            {"channel": "#support", "topic": "Escalations go to @mia"},
        ),
        hit(
            VALUE,
            "set the topic of #releases to Freeze starts 2025-06-20",
            {"channel": "#releases", "topic": "Freeze starts 2025-06-20"},
        ),
        miss(OBJ, "set the topic of every channel to Escalations go to @mia"),
    ),
    *group(
        plan("mute #random for 3 hours", "chat.mute_channel", {"channel": "#random", "hours": 3}),
        hit(PARA, "**mute**   #random — 3 hours 😴"),
    ),
    *group(
        plan(
            "DM member U04QX8 saying standup moved to 10",
            "chat.send_dm_to_id",
            {"user_id": "U04QX8", "text": "standup moved to 10"},
        ),
        hit(
            VALUE,
            "DM member U09ZK1 saying the badge printer is fixed",
            {"user_id": "U09ZK1", "text": "the badge printer is fixed"},
        ),
        miss(UNCARRY, "DM Rachel saying standup moved to 10", "a name, the plan takes a member id"),
    ),
    # --- GitHub ---
    *group(
        plan("approve acme/billing#221", "gh.review_pr", {"repo": "acme/billing", "number": 221, "verdict": "approve"}),
        hit(SLOT, "request changes on acme/billing#221", {"verdict": "request_changes"}),
        hit(PARA, "leave an approval on acme/billing PR 221"),
        miss(ACT, "approve and merge acme/billing#221", "a second action"),
    ),
    *group(
        plan(
            "merge acme/portal#77 and delete its branch feat/sso",
            [
                ("gh.merge_pr", {"repo": "acme/portal", "number": 77}),
                ("gh.delete_branch", {"repo": "acme/portal", "branch": "feat/sso"}),
            ],
        ),
        hit(
            VALUE,
            "merge acme/portal#81 and delete its branch fix/csp-header",
            [{"number": 81}, {"branch": "fix/csp-header"}],
        ),
        hit(
            PV,
            "Task: delete branch chore/deps in acme/infra after merging acme/infra#12.",
            [{"repo": "acme/infra", "number": 12}, {"repo": "acme/infra", "branch": "chore/deps"}],
        ),
        miss(ACT, "merge acme/portal#77 but keep the feat/sso branch", "partial: the replay would delete the branch"),
        miss(
            UNCARRY, "squash-merge acme/portal#77 and delete its branch feat/sso", "the merge method would be dropped"
        ),
    ),
    *group(
        plan(
            "open an issue in acme/portal titled Login button misaligned with label bug",
            "gh.create_issue",
            {"repo": "acme/portal", "title": "Login button misaligned", "labels": ["bug"]},
        ),
        hit(
            VALUE,
            "open an issue in acme/portal titled Dark mode flicker with labels ui and regression",
            {"title": "Dark mode flicker", "labels": ["ui", "regression"]},
        ),
    ),
    *group(
        plan(
            "publish a draft release v4.2.0 of acme/sdk",
            "gh.create_release",
            {"repo": "acme/sdk", "tag": "v4.2.0", "draft": True},
        ),
        hit(VALUE, "publish a draft release v4.3.0-beta.2 of acme/sdk", {"tag": "v4.3.0-beta.2"}),
        hit(PARA, "acme/sdk: cut a DRAFT release from tag v4.2.0 ✅"),
    ),
    # --- files ---
    *group(
        plan(
            "move ~/inbox/scan_0412.pdf to ~/Documents/receipts",
            "fs.move",
            {"source": "~/inbox/scan_0412.pdf", "destination": "~/Documents/receipts"},
        ),
        hit(
            PV,
            "put ~/Documents/receipts/scan_0412.pdf back into ~/inbox",
            {"source": "~/Documents/receipts/scan_0412.pdf", "destination": "~/inbox"},
            "the way back: the roles swap",
        ),
        miss(ACT, "copy ~/inbox/scan_0412.pdf to ~/Documents/receipts", "copy is not move"),
    ),
    *group(
        plan(
            "zip ~/Projects/brochure into brochure.zip and get me a share link for it",
            [
                ("fs.compress", {"path": "~/Projects/brochure", "archive": "brochure.zip"}),
                ("fs.share_link", {"path": "brochure.zip"}),
            ],
        ),
        hit(
            VALUE,
            "zip ~/Projects/annual-report into annual-report.zip and get me a share link for it",
            [{"path": "~/Projects/annual-report", "archive": "annual-report.zip"}, {"path": "annual-report.zip"}],
        ),
        miss(
            UNCARRY, "zip ~/Projects/brochure into brochure.zip and share it for 7 days", "the expiry would be dropped"
        ),
        miss(
            ACT, "just zip ~/Projects/brochure into brochure.zip, no link needed", "partial: the replay would share it"
        ),
    ),
    *group(
        plan(
            "restore ~/Documents/budget-2025.xlsx from the trash",
            "fs.restore_file",
            {"path": "~/Documents/budget-2025.xlsx"},
        ),
        hit(
            SLOT,
            "restore ~/scripts/rm_old_backups.sh from the trash",
            {"path": "~/scripts/rm_old_backups.sh"},
            "path reads like an action",
        ),
        miss(TIME, "restore ~/Documents/budget-2025.xlsx as it was last Tuesday", "an old version"),
    ),
    # --- cloud, db, iam ---
    *group(
        plan("reboot the vm api-7", "cloud.restart_instance", {"instance": "api-7"}),
        hit(PARA, "restart the api-7 VM"),
        miss(UNCARRY, "reboot api-7 in ap-southeast-2", "the region would be dropped"),
        miss(UNREL, "how do I center a div in CSS?"),
    ),
    *group(
        plan(
            "create a CNAME record for blog.acme.io pointing to acme.ghost.io",
            "cloud.add_dns_record",
            {"hostname": "blog.acme.io", "type": "CNAME", "value": "acme.ghost.io"},
        ),
        hit(
            VALUE,
            "create a CNAME record for help.acme.io pointing to acme.zendesk.com",
            {"hostname": "help.acme.io", "value": "acme.zendesk.com"},
        ),
    ),
    *group(
        plan(
            "restore the orders database from backup bk-20250601",
            "db.restore_backup",
            {"database": "orders", "backup_id": "bk-20250601"},
        ),
        miss(QUEST, "what would we lose if we restored orders from bk-20250601?"),
        miss(TIME, "if last night's migration failed, restore orders from bk-20250601", "conditional"),
        miss(UNCARRY, "restore orders from the most recent backup", "the backup id must be looked up"),
    ),
    *group(
        plan(
            "run SELECT id, email FROM customers WHERE churned = true on crm",
            "db.run_query",
            {"database": "crm", "sql": "SELECT id, email FROM customers WHERE churned = true"},
        ),
        hit(
            VALUE,
            "run SELECT sku, stock FROM items WHERE stock < 5 on warehouse",
            {"database": "warehouse", "sql": "SELECT sku, stock FROM items WHERE stock < 5"},
        ),
        miss(ACT, "run DELETE FROM customers WHERE churned = true on crm", "a write on a read-only query plan"),
    ),
    *group(
        plan("truncate the staging_events table", "db.truncate_table", {"table": "staging_events"}),
        hit(PARA, "wipe every row from the staging_events table"),
        miss(NEG, "whatever you do, don't truncate staging_events"),
        miss(UNCARRY, "truncate staging_events on the production cluster", "the cluster would be dropped"),
    ),
    *group(
        plan(
            "grant the auditor role to maya@corp.io",
            "iam.set_role",
            {"user": "maya@corp.io", "role": "auditor", "grant": True},
        ),
        hit(
            VALUE,
            "grant the release-manager role to tomas@corp.io",
            {"user": "tomas@corp.io", "role": "release-manager"},
        ),
        miss(OBJ, "grant the auditor role to everyone on the finance team"),
    ),
    *group(
        plan(
            "create an account for leo.park@corp.io named Leo Park",
            "iam.create_user",
            {"email": "leo.park@corp.io", "name": "Leo Park"},
        ),
        hit(
            VALUE,
            "create an account for ines.duarte@corp.io named Inês Duarte",
            {"email": "ines.duarte@corp.io", "name": "Inês Duarte"},
        ),
        miss(ACT, "create an account for leo.park@corp.io named Leo Park and make him an admin", "a second action"),
    ),
    # --- HR ---
    *group(
        plan("approve time-off request 5120", "hr.review_time_off", {"request_id": 5120, "verdict": "approve"}),
        hit(SLOT, "deny time-off request 5120", {"verdict": "deny"}),
        hit(PARA, "please OK time-off request 5120"),
        miss(OBJ, "approve time-off requests 5120 through 5125", "a range"),
    ),
    *group(
        plan(
            "request vacation from July 7 to July 11",
            "hr.request_time_off",
            {"start_date": "July 7", "end_date": "July 11", "type": "vacation"},
        ),
        hit(
            SLOT,
            "request sick leave from June 12 to June 13 — fever 🤒",
            {"start_date": "June 12", "end_date": "June 13", "type": "sick"},
        ),
    ),
    *group(
        plan(
            "schedule an interview with Omar Haddad on Thursday at 11am with Grace as interviewer",
            "hr.schedule_interview",
            {"candidate": "Omar Haddad", "when": "Thursday at 11am", "interviewer": "Grace"},
        ),
        hit(
            VALUE,
            "schedule an interview with Grace Liu on Friday at 2pm with Omar as interviewer",
            {"candidate": "Grace Liu", "when": "Friday at 2pm", "interviewer": "Omar"},
            "names in swapped roles",
        ),
    ),
    # --- travel, weather, maps ---
    *group(
        plan(
            "book a hotel in Porto for 3 nights from July 2 for 2 guests",
            "travel.book_hotel",
            {"city": "Porto", "check_in": "July 2", "nights": 3, "guests": 2},
        ),
        hit(
            VALUE,
            "book a hotel in Kraków for 5 nights from 18 Sept for 1 guest",
            {"city": "Kraków", "check_in": "18 Sept", "nights": 5, "guests": 1},
        ),
        hit(PARA, "I need a room in Porto for 2 people, 3 nights, checking in July 2"),
    ),
    *group(
        plan("cancel flight booking QZ81TA", "travel.cancel_flight", {"booking_ref": "QZ81TA"}),
        hit(PV, "Per ticket CS-44102, cancel flight booking 7HJK2M.", {"booking_ref": "7HJK2M"}),
    ),
    *group(
        plan("show my past trips to Japan in 2023", "travel.trip_history", {"destination": "Japan", "year": 2023}),
        hit(VALUE, "show my past trips to Canada in 2019", {"destination": "Canada", "year": 2019}),
        miss(OBJ, "show my trips to Japan from 2021 to 2024", "a range of years"),
    ),
    *group(
        plan(
            "what was the weather in Lyon on 2025-05-30?", "weather.history", {"location": "Lyon", "date": "2025-05-30"}
        ),
        hit(VALUE, "what was the weather in Bergen on 2025-06-01?", {"location": "Bergen", "date": "2025-06-01"}),
        hit(PV, "Quick one: how was the weather in Turin on 2 June?", {"location": "Turin", "date": "2 June"}),
        hit(PARA, "how was the weather in Lyon on 2025-05-30?"),
        miss(TIME, "what will the weather be in Lyon on Saturday?", "the future: a forecast"),
    ),
    *group(
        plan("any severe-weather warnings for Bavaria?", "weather.alerts", {"region": "Bavaria"}),
        hit(
            PV,
            "I'm driving through Queensland this afternoon — any active severe-weather warnings there?",
            {"region": "Queensland"},
        ),
        miss(UNREL, "set an alarm on my phone for 6am"),
    ),
    *group(
        plan(
            "walking directions from the hotel to the museum",
            "maps.directions",
            {"origin": "the hotel", "destination": "the museum", "mode": "walking"},
        ),
        hit(SLOT, "cycling directions from the hotel to the museum", {"mode": "cycling"}),
        hit(
            VALUE,
            "walking directions from the museum to the hotel",
            {"origin": "the museum", "destination": "the hotel"},
            "swapped",
        ),
        miss(OBJ, "walking directions from the hotel to the museum, then on to the cathedral", "two legs"),
    ),
    *group(
        plan("send a taxi to 48.8584, 2.2945", "maps.call_taxi", {"lat": 48.8584, "lon": 2.2945}),
        hit(VALUE, "send a taxi to 40.7580, -73.9855", {"lat": 40.758, "lon": -73.9855}),
        hit(PV, "order a cab to lon 2.3522, lat 48.8566", {"lat": 48.8566, "lon": 2.3522}, "longitude given first"),
        miss(UNCARRY, "send a taxi to the Louvre", "the coordinates must be looked up"),
    ),
    # --- CRM, tickets, music ids ---
    *group(
        plan(
            "add Nadia Rahim (nadia@lumen.ai) from Lumen as a contact",
            "crm.add_contact",
            {"name": "Nadia Rahim", "email": "nadia@lumen.ai", "company": "Lumen"},
        ),
        hit(
            VALUE,
            "add Karl Berg (karl.berg@fjord.no) from Fjord as a contact",
            {"name": "Karl Berg", "email": "karl.berg@fjord.no", "company": "Fjord"},
        ),
        miss(UNCARRY, "add Tariq Aziz from Lumen as a contact", "no email given; the stored one would be replayed"),
    ),
    *group(
        plan("merge ticket 8812 into 8790", "tickets.merge", {"ticket_id": 8812, "into": 8790}),
        hit(VALUE, "merge ticket 8790 into 8812", {"ticket_id": 8790, "into": 8812}, "swapped"),
        hit(PARA, "fold ticket 8812 into 8790, it's a duplicate"),
        miss(QUEST, "which of 8812 and 8790 was opened first?"),
    ),
    *group(
        plan("play playlist 37i9dQZF1DX0XUsuxWHRQd", "music.play_playlist", {"playlist_id": "37i9dQZF1DX0XUsuxWHRQd"}),
        hit(VALUE, "play playlist 5FJXhjdILmRA2z5bvz4nzf", {"playlist_id": "5FJXhjdILmRA2z5bvz4nzf"}),
        miss(UNCARRY, "play my Sunday Chill playlist", "the playlist id must be looked up"),
        miss(UNREL, "who won the 2010 World Cup?"),
    ),
]

CROWDED: list[Case] = [
    # --- devops ---
    *group(
        plan(
            "deploy checkout v1.9.7 to staging",
            "cloud.deploy",
            {"service": "checkout", "version": "v1.9.7", "environment": "staging"},
        ),
        hit(
            PV,
            "Task: deploy billing v4.0.1 to production.",
            {"service": "billing", "version": "v4.0.1", "environment": "production"},
        ),
        hit(
            VALUE,
            "deploy `search-api` **v2.5.0-hotfix.1** to staging 🚀",
            {"service": "search-api", "version": "v2.5.0-hotfix.1"},
        ),
        miss(TIME, "if the smoke tests pass, deploy auth v2.4.1 to production", "conditional"),
        miss(QUEST, "which version of checkout is live in production?", absent=("cloud.deployment_status",)),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("rollback auth on dev", "cloud.rollback", {"service": "auth", "environment": "dev"}),
        hit(PV, "INC-4471: roll back payments in production", {"service": "payments", "environment": "production"}),
        miss(NEG, "don't roll back checkout on staging — the fix is already out"),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "scale frontend in dev to 5 replicas",
            "cloud.scale_service",
            {"service": "frontend", "replicas": 5, "environment": "dev"},
        ),
        miss(UNCARRY, "scale frontend in dev up by 3 replicas", "relative change"),
        miss(OBJ, "scale checkout and billing to 4 replicas each", "two services"),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "turn off maintenance mode for checkout",
            "cloud.set_maintenance_mode",
            {"service": "checkout", "enabled": False},
        ),
        hit(PV, "maintenance mode: OFF for billing, per CHG-2207", {"service": "billing"}),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("assign ticket 7034 to Fatima", "tickets.assign", {"ticket_id": 7034, "assignee": "Fatima"}),
        hit(PV, "Please have the assistant give ticket 7710 to Priyanka.", {"ticket_id": 7710, "assignee": "Priyanka"}),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("set ticket 4411 priority to high", "tickets.set_priority", {"ticket_id": 4411, "priority": "high"}),
        hit(SLOT, "bump ticket 7710 to URGENT", {"ticket_id": 7710, "priority": "urgent"}),
        miss(ACT, "reopen ticket 4411, the customer says it's back", absent=("tickets.reopen",)),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "merge acme/webapp#41 with rebase", "gh.merge_pr", {"repo": "acme/webapp", "number": 41, "method": "rebase"}
        ),
        hit(
            SLOT,
            "squash merge PR #231 in toolmem/toolmem",
            {"repo": "toolmem/toolmem", "number": 231, "method": "squash"},
        ),
        miss(OBJ, "close acme/webapp PR #977 without merging", "a PR, not an issue", absent=("gh.close_pr",)),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "back up users and then deploy notifications v1.9.7 to production",
            [
                ("db.create_backup", {"database": "users"}),
                ("cloud.deploy", {"service": "notifications", "version": "v1.9.7", "environment": "production"}),
            ],
        ),
        hit(
            VALUE,
            "back up billing, then deploy payments v6.0.0 to production",
            [{"database": "billing"}, {"service": "payments", "version": "v6.0.0"}],
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "post in #eng-alerts: the server is back up",
            "chat.post_message",
            {"channel": "#eng-alerts", "text": "the server is back up"},
        ),
        hit(
            PV,
            "Please let #eng-alerts know: db failover finished at 03:12 UTC",
            {"text": "db failover finished at 03:12 UTC"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("grant kate@corp.io admin access", "iam.grant_role", {"user": "kate@corp.io", "role": "admin"}),
        miss(ACT, "Task: take the admin role away from kate@corp.io.", absent=("iam.revoke_role", "iam.set_role")),
        ws="devops",
        in_ws=True,
    ),
    *group(
        None,
        miss(ACT, "drop the index on orders.customer_id", absent=("db.drop_index",)),
        miss(UNCARRY, "rotate stripe-api-key in the EU account only", "the account would be dropped"),
        miss(UNREL, "any tips for keeping a sourdough starter alive?"),
        ws="devops",
    ),
    # --- finance ---
    *group(
        plan("get me 20 shares of MSFT", "trade.place_order", {"side": "buy", "symbol": "MSFT", "quantity": 20}),
        hit(SLOT, "The user wants to SELL 35 shares of NVDA.", {"side": "sell", "symbol": "NVDA", "quantity": 35}),
        hit(VALUE, "buy 7 shares of BRK.B", {"symbol": "BRK.B", "quantity": 7}),
        miss(UNCARRY, "buy $1,000 of AAPL", "money, the plan counts shares"),
        miss(TIME, "buy 10 AAPL every Monday", "recurring"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("send Marco 20 EUR", "pay.send_money", {"recipient": "Marco", "amount": 20, "currency": "EUR"}),
        hit(
            PV,
            "I'm at the airport and my battery is low — send Lena 75 EUR, quick",
            {"recipient": "Lena", "amount": 75},
        ),
        miss(ACT, "Sam owes me 35 EUR, ask him for it", "a request, not a payment", absent=("pay.request_money",)),
        miss(UNCARRY, "send Lena the same amount as last time", "the amount must be looked up"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "send Ken 12 EUR for pizza",
            "pay.send_money",
            {"recipient": "Ken", "amount": 12, "currency": "EUR", "note": "pizza"},
        ),
        hit(
            PV,
            "wire Aisha £40 for the cab 🚕",
            {"recipient": "Aisha", "amount": 40, "currency": "GBP", "note": "the cab"},
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("convert 500 INR to GBP", "fx.convert", {"amount": 500, "from": "INR", "to": "GBP"}),
        hit(PV, "What's 2,500 Mexican pesos in US dollars?", {"amount": 2500, "from": "MXN", "to": "USD"}),
        miss(TIME, "what was the EUR to JPY rate on 2024-12-31?", absent=("fx.historical_rate",)),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("approve expense report 881", "hr.review_expense", {"report_id": 881, "verdict": "approve"}),
        hit(SLOT, "reject expense report 2290", {"report_id": 2290, "verdict": "reject"}),
        miss(UNCARRY, "approve expense report 881 with the comment 'receipts OK'", "the comment would be dropped"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("refund 20 USD of order A-12002", "pay.refund", {"order_id": "A-12002", "amount": 20}),
        hit(VALUE, "refund $7.50 of order B-22019", {"order_id": "B-22019", "amount": 7.5}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "set Initech pilot stage to proposal",
            "crm.update_deal_stage",
            {"deal": "Initech pilot", "stage": "proposal"},
        ),
        hit(SLOT, "move the Globex renewal deal to qualified", {"deal": "Globex renewal", "stage": "qualified"}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "pay City Water 80 USD on the 1st",
            "pay.schedule_payment",
            {"payee": "City Water", "amount": 80, "currency": "USD", "date": "the 1st"},
        ),
        hit(VALUE, "pay City Water 64.90 USD on June 28", {"amount": 64.9, "date": "June 28"}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        None,
        miss(ACT, "unfreeze the card ending 9034", absent=("pay.unfreeze_card",)),
        miss(OBJ, "cancel all my open orders", "every order, the plan cancels one"),
        miss(UNCARRY, "show my partner's transactions from last month", "someone else's account"),
        ws="finance",
    ),
    # --- home ---
    *group(
        plan("turn off the porch lights", "home.lights_off", {"room": "porch"}),
        hit(PV, "The user is leaving: switch off the lights in the garage.", {"room": "garage"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("turn the nursery lights on at 100%", "home.lights_on", {"room": "nursery", "brightness": 100}),
        hit(VALUE, "study lights on at 45% 💡", {"room": "study", "brightness": 45}),
        miss(UNCARRY, "make the kitchen lights a bit dimmer", "relative change"),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("please lock the patio door", "home.lock_door", {"door": "patio"}),
        hit(PV, "please LOCK the garage door, I forgot on my way out", {"door": "garage"}),
        miss(ACT, "unlock the front door for the cleaner", absent=("home.unlock_door", "home.set_lock")),
        miss(OBJ, "lock every door in the house"),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("put the thermostat in cool mode", "home.set_thermostat_mode", {"mode": "cool"}),
        hit(SLOT, "set the thermostat mode to HEAT 🔥", {"mode": "heat"}),
        miss(QUEST, "what's the thermostat set to right now?", absent=("home.get_device_state",)),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("send the vacuum to the bathroom", "home.start_vacuum", {"room": "bathroom"}),
        hit(PV, "Task: run the robot vacuum in the laundry room.", {"room": "laundry room"}),
        miss(ACT, "stop the vacuum and send it back to the dock", absent=("home.stop_vacuum",)),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("play Hey Jude", "music.play", {"query": "Hey Jude"}),
        hit(PV, "put on «Clair de Lune»", {"query": "Clair de Lune"}),
        miss(ACT, "play Hey Jude and then add it to my Focus playlist", "two actions; one plan would do half"),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan(
            "remind me tonight at 9 to water the plants",
            "reminders.create",
            {"text": "water the plants", "at": "2025-06-11T21:00:00"},
        ),
        hit(PV, "remind me at 6pm today to feed the cat", {"text": "feed the cat", "at": "2025-06-11T18:00:00"}),
        miss(UNCARRY, "remind me 20 minutes before my dentist appointment", "the time must be looked up"),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("put 3 packs of light bulbs in the cart", "shop.add_to_cart", {"product": "light bulbs", "quantity": 3}),
        hit(VALUE, "add 4 packs of LED bulbs to my cart", {"product": "LED bulbs", "quantity": 4}),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("travel time school to the gym", "maps.travel_time", {"origin": "school", "destination": "the gym"}),
        hit(
            VALUE,
            "how long from the gym to school right now?",
            {"origin": "the gym", "destination": "school"},
            "swapped",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        None,
        miss(TIME, "how hot did it get in Rome yesterday?", absent=("weather.history",)),
        miss(UNREL, "translate 'good morning' into Portuguese"),
        ws="home",
    ),
    # --- office ---
    *group(
        plan(
            "write to bob@example.com that the build is broken",
            "email.send",
            {"to": "bob@example.com", "body": "the build is broken"},
        ),
        hit(
            VALUE,
            "email priya.nair@corp.io saying the contract is signed ✍️",
            {"to": "priya.nair@corp.io", "body": "the contract is signed"},
        ),
        miss(UNCARRY, "email Priya saying the contract is signed", "the address must be looked up"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "send hr@corp.io an email titled Team lunch: the server is back up",
            "email.send",
            {"to": "hr@corp.io", "subject": "Team lunch", "body": "the server is back up"},
        ),
        hit(
            VALUE,
            "send legal@initech.co an email titled NDA v3: redlines attached",
            {"to": "legal@initech.co", "subject": "NDA v3", "body": "redlines attached"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "put standup on my calendar Monday at 3pm",
            "calendar.create_event",
            {"title": "standup", "start": "Monday at 3pm"},
        ),
        hit(
            PV,
            "The user would like 'Roadmap sync' on the calendar for Friday at 11am.",
            {"title": "Roadmap sync", "start": "Friday at 11am"},
        ),
        miss(OBJ, "cancel all my meetings on Friday", "every meeting, the plan cancels one"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "schedule a 15-minute standup Friday at 9:30",
            "calendar.create_event",
            {"title": "standup", "start": "Friday at 9:30", "duration_minutes": 15},
        ),
        hit(
            VALUE,
            "schedule a 25-minute retro Thursday at 4pm",
            {"title": "retro", "start": "Thursday at 4pm", "duration_minutes": 25},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("DM Jess: lunch is on me today", "chat.send_dm", {"user": "Jess", "text": "lunch is on me today"}),
        hit(VALUE, "DM Hannah: the demo moved to 4pm", {"user": "Hannah", "text": "the demo moved to 4pm"}),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "post in #ops: the build is broken", "chat.post_message", {"channel": "#ops", "text": "the build is broken"}
        ),
        hit(PV, "- post in #launch → “go/no-go at 16:00 CET”", {"channel": "#launch", "text": "go/no-go at 16:00 CET"}),
        miss(TIME, "post in #general tomorrow at 9: happy launch day", "scheduled"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("set my status to commuting for 120 minutes", "chat.set_status", {"text": "commuting", "minutes": 120}),
        hit(VALUE, "set my status to 'at the dentist' for 45 minutes", {"text": "at the dentist", "minutes": 45}),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("book BA 286 on June 3", "travel.book_flight", {"flight_number": "BA 286", "date": "June 3"}),
        hit(VALUE, "book KL 1002 on July 9", {"flight_number": "KL 1002", "date": "July 9"}),
        miss(UNCARRY, "book KL 1002 on July 9 for 3 passengers", "the passenger count would be dropped"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("OK time off request 412", "hr.review_time_off", {"request_id": 412, "verdict": "approve"}),
        hit(SLOT, "deny leave request 301", {"request_id": 301, "verdict": "deny"}),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("make Tom the owner of Hooli", "crm.assign_account", {"account": "Hooli", "owner": "Tom"}),
        hit(VALUE, "make Priya the owner of Globex", {"account": "Globex", "owner": "Priya"}),
        ws="office",
        in_ws=True,
    ),
    *group(
        None,
        miss(ACT, "unblock noreply@promo.io", absent=("email.unblock_sender",)),
        miss(ACT, "decline the invite to sprint planning", absent=("calendar.decline_invite",)),
        miss(ACT, "kick @li.wei out of #marketing — she moved teams", absent=("chat.remove_from_channel",)),
        miss(
            OBJ,
            "trash the folder ~/Downloads/archive",
            "a folder, the plans delete files",
            absent=("fs.delete_folder",),
        ),
        miss(QUEST, "who is in #marketing right now?", absent=("chat.list_members",)),
        ws="office",
    ),
]

CASES: list[Case] = SINGLE + CROWDED
