"""Plan-cache cases "fresh3": requests written the way they reach an agent's tool layer in 2026.

Who and how. Written by an independent writer (a helper session) who read only casekit.py,
tools.jsonl, the four crowded workspaces (workspaces/*.jsonl), make_cases.py and check_cases.py;
not the cache's code, documentation, tests or README, nor any other case set, and who never ran the
cache on these cases. Every request was written for this file.

Style. The requests mix five voices: an LLM planner's rewrite (terse, explicit, "Create user ...;
grant role ..."), hurried typing (lower case, no punctuation, "pls", "tmrw", "w/", "appt", "asap",
"prio"), non-native English (odd word order or prepositions, still clear), voice-assistant
transcripts (numbers in words: "forty percent", "eight three zero two", "half past three"), and
requests naming two things where the stored one named one (or the reverse). The near misses are
meant to trip a cache: the same values with another action, the stored verb in a question, a
narrowed scope ("just ...", "all ... except"), conditionals ("if ..."), someone else's thing,
amounts to work out ("half of", "double", "a bit brighter"), another unit than the plan's ("two
weeks" for a days field, "2 hours" for a minutes field).

How the expectations were decided: as a careful agent would. A hit only if replaying the stored
plan with the new request's values does exactly what was asked; otherwise a miss. Values in the
expected arguments:

- free text (names, rooms, titles, days, messages) is carried as the user typed it, lower case
  included ("oskar", "leeds", "tuesday"), so a scorer should compare such names without regard to
  case if it wants to forgive capitalisation;
- a field with a defined format gets that format: ISO currency codes and ticker symbols in upper case
  ("sek" -> "SEK", "nvda" -> "NVDA", "pounds" -> "GBP"), numbers in words as numbers ("forty percent"
  -> 40, "eight three zero two" -> "8302"), a log window as "45m", reminders as ISO date-times;
- the abbreviation "tmrw" in a date field is expected as "tomorrow";
- "now" is Wednesday 2025-06-11 14:30, as the home workspace's reminders imply ("in an hour" ->
  15:30), so "tomorrow at 6pm" is "2025-06-12T18:00:00".

A value that has to be computed (a duration from two dates, days from weeks, a share count from a
money amount) or looked up (a role, "the usual", "this song") cannot be read off the request and
makes the case a miss (kind uncarriable). A request that names two objects where the plan takes one
is a miss too (the replay would do half). Scope narrowed to part of a plan ("just zip it, no link")
is filed as contrast_action (the plan does more than asked); "all ... except" and a subset of one
object as contrast_object; conditionals ("if X, do Y") as contrast_time (not now).

Crowded workspaces: hits target a kind of plan present in the workspace (in_ws=True) or a plan the
group stores there; misses name in ``absent`` the tools (or tool + arguments) that would have served
them when such a tool exists, and are empty when nothing should be done (a negation, a condition) or
the tool is stored but the value cannot be carried.
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

TOMORROW = "2025-06-12"

SINGLE: list[Case] = [
    # --- fx -------------------------------------------------------------------------------------
    *group(
        plan("how much is 100 usd in eur", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"}),
        hit(
            VALUE,
            "how much is 2300 sek in dkk",
            {"amount": 2300, "from": "SEK", "to": "DKK"},
            "hurried lower case; codes carried as ISO upper case",
        ),
        hit(
            PV,
            "whats seventy five british pounds in euro",
            {"amount": 75, "from": "GBP"},
            "voice: amount in words -> 75, pounds -> GBP, euro -> EUR (unchanged)",
        ),
        hit(PARA, "100 dollars in euros?", None, "same amount and currencies; dollars read as USD like the stored usd"),
        miss(
            TIME,
            "what was 100 usd in eur on the 3rd of march",
            "a past rate (fx.historical_rate); the plan converts at today's rate",
        ),
        miss(
            UNCARRY,
            "convert 100 usd to eur and to gbp",
            "two target currencies; the plan converts to one, a replay would do half",
        ),
        miss(UNREL, "is 100 usd enough for a week in lisbon", "travel budget question sharing the amount"),
    ),
    # --- pay --------------------------------------------------------------------------------------
    *group(
        plan(
            "Send 30 EUR to Maya Lind for the book club snacks",
            "pay.send_money",
            {"recipient": "Maya Lind", "amount": 30, "currency": "EUR", "note": "book club snacks"},
        ),
        hit(
            VALUE,
            "Send 12.50 EUR to Jonas Berg for the book club snacks",
            {"recipient": "Jonas Berg", "amount": 12.5},
            "planner style, other payee and amount, same note",
        ),
        hit(
            PV,
            "hey can u send oskar 18 eur for the book club snacks",
            {"recipient": "oskar", "amount": 18},
            "hurried; payee carried as typed, eur -> EUR",
        ),
        hit(
            PV,
            "Please to send 60 euro to Hannah Weiss for concert ticket",
            {"recipient": "Hannah Weiss", "amount": 60, "note": "concert ticket"},
            "non-native wording; note is what follows 'for', as in the stored plan",
        ),
        miss(
            ACT,
            "request 30 EUR from Maya Lind for the book club snacks",
            "same values, opposite direction of money (pay.request_money)",
        ),
        miss(NEG, "dont send maya lind the 30 eur for book club snacks, she said its on her", "told not to pay"),
    ),
    # --- trade ------------------------------------------------------------------------------------
    *group(
        plan("buy 10 shares of AAPL at 180 limit", "trade.buy", {"symbol": "AAPL", "quantity": 10, "limit_price": 180}),
        hit(VALUE, "buy 25 shares of MSFT at 410 limit", {"symbol": "MSFT", "quantity": 25, "limit_price": 410}),
        hit(
            PV,
            "grab 5 nvda, limit 121.50",
            {"symbol": "NVDA", "quantity": 5, "limit_price": 121.5},
            "hurried; ticker upper-cased",
        ),
        hit(PARA, "limit order: buy 10 AAPL @ 180", None, "same order, planner shorthand"),
        miss(ACT, "sell 10 shares of AAPL at 180 limit", "same values, sell instead of buy"),
        miss(QUEST, "should I buy 10 AAPL at 180?", "asks for advice, orders nothing"),
    ),
    *group(
        plan("lock the front door", "home.lock_door", {"door": "front"}),
        hit(
            VALUE,
            "lock garage door pls",
            {"door": "garage"},
            "hurried; the other stored plan unlocks the garage, this one must lock it",
        ),
        hit(
            VALUE,
            "unlock the front door, the cleaner is here",
            steps=[("home.unlock_door", {"door": "front"})],
            note="served by the stored unlock plan with door=front, not by the lock plan",
        ),
        miss(QUEST, "did i lock the front door", "asks about the state (home.get_lock_state)"),
        miss(TIME, "if nobody's home by 10pm lock the front door", "conditional and later; the plan locks now"),
        miss(OBJ, "lock every door except the patio", "all doors but one; the plan locks one named door"),
        also=(plan("unlock the garage door", "home.unlock_door", {"door": "garage"}),),
    ),
    # --- home -------------------------------------------------------------------------------------
    *group(
        plan("turn on the kitchen lights at 60%", "home.lights_on", {"room": "kitchen", "brightness": 60}),
        hit(
            PV,
            "hey assistant lights on in the study at forty percent",
            {"room": "study", "brightness": 40},
            "voice transcript, number in words",
        ),
        hit(PARA, "kitchen lights on, sixty percent", None, "same room and brightness, number in words"),
        miss(UNCARRY, "turn on kitchen and hallway lights at 60%", "two rooms; the plan lights one"),
        miss(UNREL, "order two 60 watt bulbs for the kitchen", "shopping; shares kitchen and 60"),
    ),
    *group(
        plan("start the date night scene", "home.run_scene", {"scene": "date night"}),
        hit(SLOT, "ok so start the sunday brunch scene", {"scene": "sunday brunch"}, "filler before the command"),
        miss(NEG, "don't start the date night scene, kids are still up", "negated"),
        miss(UNREL, "book a table for date night on friday", "restaurant booking sharing 'date night'"),
    ),
    *group(
        plan("set the thermostat to 21 C", "home.set_thermostat", {"temperature": 21, "unit": "C"}),
        hit(VALUE, "set the thermostat to 19.5 C", {"temperature": 19.5}),
        hit(VALUE, "set the thermostat to 70 F", {"temperature": 70, "unit": "F"}, "the unit is an argument too"),
        hit(PARA, "thermostat to twenty one degrees celsius please", None, "voice: 21 C"),
        miss(UNCARRY, "make it two degrees warmer", "relative change; the target must be worked out"),
        miss(TIME, "set the thermostat to 18 C from midnight", "scheduled for later; the plan sets it now"),
    ),
    # --- email ------------------------------------------------------------------------------------
    *group(
        plan(
            "email priya@acme.io with subject Offsite and say the bus leaves at 8",
            "email.send",
            {"to": "priya@acme.io", "subject": "Offsite", "body": "the bus leaves at 8"},
        ),
        hit(
            VALUE,
            "email tom@acme.io with subject Offsite and say the bus leaves at 9:15",
            {"to": "tom@acme.io", "body": "the bus leaves at 9:15"},
        ),
        miss(
            ACT,
            "save a draft to priya@acme.io with subject Offsite saying the bus leaves at 8",
            "draft, not send (email.save_draft)",
        ),
        miss(
            TIME,
            "email priya@acme.io tomorrow at 7am with subject Offsite: the bus leaves at 8",
            "send later (email.schedule_send); the plan sends now",
        ),
        miss(QUEST, "did priya@acme.io open my offsite email?", "a question about an email already sent"),
    ),
    # --- calendar ---------------------------------------------------------------------------------
    *group(
        plan(
            "schedule a 45 min design sync with ana@corp.io on Thursday at 2pm",
            "calendar.create_event",
            {"title": "design sync", "start": "Thursday at 2pm", "duration_minutes": 45, "attendees": ["ana@corp.io"]},
        ),
        hit(
            VALUE,
            "schedule a 30 min budget review with raj@corp.io on Friday at 11am",
            {"title": "budget review", "start": "Friday at 11am", "duration_minutes": 30, "attendees": ["raj@corp.io"]},
        ),
        hit(
            PV,
            "set up a 45 min design sync w/ ana@corp.io and li@corp.io on Thursday at 2pm",
            {"attendees": ["ana@corp.io", "li@corp.io"]},
            "two attendees where the plan had one: the list carries both",
        ),
        hit(
            PARA,
            "Create event 'design sync' on Thursday at 2pm, 45 minutes, attendee ana@corp.io.",
            None,
            "planner rewrite of the same event",
        ),
        miss(ACT, "move the design sync with ana@corp.io to Thursday at 4pm", "reschedules an existing event"),
        miss(
            UNCARRY,
            "schedule a 45 min design sync with ana's manager on Thursday at 2pm",
            "a role instead of an address; the manager must be looked up",
        ),
    ),
    # --- tasks ------------------------------------------------------------------------------------
    *group(
        plan(
            "add 'renew car insurance' to my Errands list due Friday",
            "tasks.create",
            {"title": "renew car insurance", "list": "Errands", "due": "Friday"},
        ),
        hit(
            PV,
            "Errands list: pick up dry cleaning, due tmrw",
            {"title": "pick up dry cleaning", "due": "tomorrow"},
            "hurried; 'tmrw' expected as 'tomorrow'",
        ),
    ),
    # --- gh: two steps ----------------------------------------------------------------------------
    *group(
        plan(
            "squash-merge acme/webapp#212 and delete branch feature/dark-mode",
            [
                ("gh.merge_pr", {"repo": "acme/webapp", "number": 212, "method": "squash"}),
                ("gh.delete_branch", {"repo": "acme/webapp", "branch": "feature/dark-mode"}),
            ],
        ),
        hit(
            VALUE,
            "squash-merge acme/webapp#230 and delete branch fix/login-redirect",
            [{"number": 230}, {"branch": "fix/login-redirect"}],
        ),
        hit(
            PV,
            "Merge PR 88 in acme/billing using squash, then delete its branch chore/deps-bump.",
            [{"repo": "acme/billing", "number": 88}, {"repo": "acme/billing", "branch": "chore/deps-bump"}],
            "planner rewrite; the repo goes into both steps",
        ),
        hit(PARA, "acme/webapp#212: squash it in and delete the feature/dark-mode branch", None),
        miss(NEG, "squash-merge acme/webapp#212 but don't delete the branch", "the second step is refused"),
    ),
    # --- iam: two steps ---------------------------------------------------------------------------
    *group(
        plan(
            "create an account for lena@corp.io and give her the viewer role",
            [
                ("iam.create_user", {"email": "lena@corp.io"}),
                ("iam.grant_role", {"user": "lena@corp.io", "role": "viewer"}),
            ],
        ),
        hit(
            VALUE,
            "create an account for tom.h@corp.io and give him the viewer role",
            [{"email": "tom.h@corp.io"}, {"user": "tom.h@corp.io"}],
            "one address carried into both steps",
        ),
        hit(
            PV,
            "Create user sara.k@corp.io; grant role billing-admin.",
            [{"email": "sara.k@corp.io"}, {"user": "sara.k@corp.io", "role": "billing-admin"}],
        ),
        miss(
            ACT,
            "give lena@corp.io the viewer role",
            "only the grant; the plan would also create an account that exists",
        ),
    ),
    # --- fs: two steps ----------------------------------------------------------------------------
    *group(
        plan(
            "zip ~/photos/rome into rome.zip and make a share link for it that lasts 7 days",
            [
                ("fs.compress", {"path": "~/photos/rome", "archive": "rome.zip"}),
                ("fs.share_link", {"path": "rome.zip", "expires_in_days": 7}),
            ],
        ),
        hit(
            VALUE,
            "zip ~/photos/lisbon into lisbon.zip and make a share link for it that lasts 3 days",
            [{"path": "~/photos/lisbon", "archive": "lisbon.zip"}, {"path": "lisbon.zip", "expires_in_days": 3}],
        ),
        hit(PARA, "make rome.zip out of ~/photos/rome and give me a 7-day share link to it", None),
        miss(
            UNCARRY,
            "zip ~/photos/rome into rome.zip and share it for two weeks",
            "weeks where the plan takes days; 14 must be computed",
        ),
        miss(ACT, "just zip ~/photos/rome into rome.zip, no link", "only the first step"),
    ),
    # --- travel: two steps ------------------------------------------------------------------------
    *group(
        plan(
            "book flight LH 1830 on July 4 and a hotel in Munich for 3 nights from July 4",
            [
                ("travel.book_flight", {"flight_number": "LH 1830", "date": "July 4"}),
                ("travel.book_hotel", {"city": "Munich", "check_in": "July 4", "nights": 3}),
            ],
        ),
        hit(
            VALUE,
            "book flight AF 1145 on August 18 and a hotel in Nice for 5 nights from August 18",
            [{"flight_number": "AF 1145", "date": "August 18"}, {"city": "Nice", "check_in": "August 18", "nights": 5}],
        ),
        hit(
            PV,
            "Book flight BA 902 for 2 Sept plus hotel in Edinburgh, 2 nights, check-in 2 Sept.",
            [{"flight_number": "BA 902", "date": "2 Sept"}, {"city": "Edinburgh", "check_in": "2 Sept", "nights": 2}],
            "planner rewrite, British date order",
        ),
        miss(
            UNCARRY,
            "book flight LH 1830 on July 4 and a hotel in Munich until July 9",
            "nights must be computed from two dates",
        ),
    ),
    # --- weather ----------------------------------------------------------------------------------
    *group(
        plan("weather in Porto tomorrow", "weather.forecast", {"location": "Porto", "day": "tomorrow"}),
        hit(
            PV,
            "how will be the weather in Kraków on Sunday",
            {"location": "Kraków", "day": "Sunday"},
            "non-native word order",
        ),
        miss(TIME, "what was the weather in Porto yesterday", "past day (weather.history)"),
        miss(OBJ, "air quality in Porto tomorrow", "air quality, not the forecast"),
    ),
    # --- vet --------------------------------------------------------------------------------------
    *group(
        plan(
            "book Luna in at the vet on Monday at 9am",
            "vet.book_appointment",
            {"pet": "Luna", "day": "Monday", "time": "9am"},
        ),
        hit(
            PV,
            "book a vet appointment for Pepper on Thursday at half past three",
            {"pet": "Pepper", "day": "Thursday", "time": "half past three"},
            "voice; the time is free text and kept in words",
        ),
        hit(PARA, "Luna needs the vet, Monday at 9am", None),
        miss(ACT, "cancel Luna's vet appt on Monday", "cancel (vet.cancel_appointment)"),
        miss(QUEST, "when is Luna's next vet appointment?", "a question"),
    ),
    # --- cloud ------------------------------------------------------------------------------------
    *group(
        plan(
            "scale payments-api in production to 6 replicas",
            "cloud.scale_service",
            {"service": "payments-api", "replicas": 6, "environment": "production"},
        ),
        hit(
            VALUE,
            "Scale service search-indexer in environment staging to 3 replicas.",
            {"service": "search-indexer", "replicas": 3, "environment": "staging"},
            "planner style",
        ),
        hit(PV, "bump payments-api in production up to twelve replicas", {"replicas": 12}, "number in words"),
        miss(UNREL, "what's a replica set in mongo, in two lines", "a definition sharing 'replica'"),
    ),
    *group(
        plan(
            "restore the crm database from backup bk-20250601",
            "db.restore_backup",
            {"database": "crm", "backup_id": "bk-20250601"},
        ),
        miss(NEG, "don't restore crm from bk-20250601, that backup is corrupt", "negated"),
    ),
    # --- chat -------------------------------------------------------------------------------------
    *group(
        plan(
            "set my status to 'at the dentist' for 90 minutes",
            "chat.set_status",
            {"text": "at the dentist", "minutes": 90},
        ),
        hit(VALUE, "set my status to 'picking up kids' for 45 minutes", {"text": "picking up kids", "minutes": 45}),
    ),
    # --- pay split --------------------------------------------------------------------------------
    *group(
        plan(
            "split 84 EUR between Nora and Felix",
            "pay.split_bill",
            {"amount": 84, "currency": "EUR", "people": ["Nora", "Felix"]},
        ),
        hit(
            VALUE,
            "split 120 EUR between Nora, Felix and Ida",
            {"amount": 120, "people": ["Nora", "Felix", "Ida"]},
            "three people where the plan had two; the list carries them",
        ),
        miss(QUEST, "did Nora pay her share of the 84 EUR?", "a question"),
    ),
    # --- reminders --------------------------------------------------------------------------------
    *group(
        plan(
            "remind me tomorrow at 9am to call the bank",
            "reminders.create",
            {"text": "call the bank", "at": f"{TOMORROW}T09:00:00"},
        ),
        hit(
            VALUE,
            "remind me tomorrow at 11am to water the tomatoes",
            {"text": "water the tomatoes", "at": f"{TOMORROW}T11:00:00"},
        ),
        hit(
            PV,
            "remind me tomorrow at oh seven thirty to take the bins out",
            {"text": "take the bins out", "at": f"{TOMORROW}T07:30:00"},
            "voice",
        ),
        hit(PARA, "tomorrow 9am remind me: call the bank", None),
        miss(ACT, "delete the reminder to call the bank", "reminders.delete"),
        miss(
            OBJ,
            "remind Tom tomorrow at 9am to call the bank",
            "someone else is to be reminded; the plan reminds the user",
        ),
    ),
    # --- gh issue ---------------------------------------------------------------------------------
    *group(
        plan(
            "open an issue in acme/mobile titled 'crash on logout' with label bug",
            "gh.create_issue",
            {"repo": "acme/mobile", "title": "crash on logout", "labels": ["bug"]},
        ),
        hit(
            PV,
            "new issue acme/web: 'footer overlaps cookie banner', labels ui + bug",
            {"repo": "acme/web", "title": "footer overlaps cookie banner", "labels": ["ui", "bug"]},
            "two labels",
        ),
    ),
    # --- shop -------------------------------------------------------------------------------------
    *group(
        plan("add 2 bags of oat flour to the cart", "shop.add_to_cart", {"product": "oat flour", "quantity": 2}),
        hit(
            VALUE,
            "add six cans of chickpeas to the cart",
            {"product": "chickpeas", "quantity": 6},
            "voice number; packaging word like the stored 'bags of'",
        ),
        miss(OBJ, "add 2 bags of oat flour to my wishlist", "a wishlist, not the cart"),
    ),
    # --- hr ---------------------------------------------------------------------------------------
    *group(
        plan(
            "request vacation from July 14 to July 18",
            "hr.request_time_off",
            {"start_date": "July 14", "end_date": "July 18", "type": "vacation"},
        ),
        hit(VALUE, "request vacation from Aug 4 to Aug 8", {"start_date": "Aug 4", "end_date": "Aug 8"}),
        hit(
            SLOT,
            "request sick leave from June 12 to June 13",
            {"start_date": "June 12", "end_date": "June 13", "type": "sick"},
        ),
        miss(QUEST, "how many vacation days are still left for me this year?", "hr.time_off_balance"),
    ),
    # --- tickets ----------------------------------------------------------------------------------
    *group(
        plan("set ticket 8812 to high priority", "tickets.set_priority", {"ticket_id": 8812, "priority": "high"}),
        hit(SLOT, "set ticket 8812 to urgent priority", {"priority": "urgent"}),
        hit(PV, "tkt 9003 low prio pls", {"ticket_id": 9003, "priority": "low"}, "hurried abbreviations"),
        hit(PARA, "make 8812 high prio", None),
    ),
    # --- music ------------------------------------------------------------------------------------
    *group(
        plan(
            "add Harvest Moon to my Road Trip playlist",
            "music.add_to_playlist",
            {"track": "Harvest Moon", "playlist": "Road Trip"},
        ),
        miss(ACT, "remove Harvest Moon from my Road Trip playlist", "opposite verb"),
    ),
    # --- dns --------------------------------------------------------------------------------------
    *group(
        plan(
            "add a CNAME for www.lumen.dev pointing to lumen.netlify.app",
            "cloud.add_dns_record",
            {"hostname": "www.lumen.dev", "type": "CNAME", "value": "lumen.netlify.app"},
        ),
        hit(
            SLOT,
            "add an A record for api.lumen.dev pointing to 203.0.113.42",
            {"hostname": "api.lumen.dev", "type": "A", "value": "203.0.113.42"},
        ),
    ),
    # --- social -----------------------------------------------------------------------------------
    *group(
        plan("block @growthhacker99", "social.block", {"handle": "@growthhacker99"}),
        hit(VALUE, "block @crypto_kev too", {"handle": "@crypto_kev"}),
        miss(OBJ, "block emails from growthhacker99@mailbox.org", "an email sender, not a social account"),
        miss(NEG, "don't block @growthhacker99, just ignore him", "negated"),
    ),
    # --- maps -------------------------------------------------------------------------------------
    *group(
        plan(
            "walking directions from the station to the museum",
            "maps.directions",
            {"origin": "the station", "destination": "the museum", "mode": "walking"},
        ),
        hit(SLOT, "cycling directions from the station to the museum", {"mode": "cycling"}),
        hit(PARA, "how do I walk from the station to the museum", None),
    ),
    # --- card -------------------------------------------------------------------------------------
    *group(
        plan("freeze card 4417", "pay.freeze_card", {"card_last4": "4417"}),
        hit(VALUE, "freeze my card ending eight three zero two", {"card_last4": "8302"}, "voice digits"),
        hit(PARA, "pls block my card 4417 for now", None, "a temporary block is a freeze"),
        miss(ACT, "unfreeze card 4417", "opposite verb"),
    ),
    # --- crm --------------------------------------------------------------------------------------
    *group(
        plan(
            "move the Vantage renewal deal to proposal",
            "crm.update_deal_stage",
            {"deal": "Vantage renewal", "stage": "proposal"},
        ),
        hit(SLOT, "move the Vantage renewal deal to negotiation", {"stage": "negotiation"}),
    ),
    # --- logs -------------------------------------------------------------------------------------
    *group(
        plan(
            "show logs for checkout-svc from the last 30m",
            "cloud.get_logs",
            {"service": "checkout-svc", "since": "30m"},
        ),
        hit(
            PV,
            "get me the last forty five minutes of logs for auth-svc",
            {"service": "auth-svc", "since": "45m"},
            "voice; the window written in the tool's format",
        ),
    ),
    # --- check-in ---------------------------------------------------------------------------------
    *group(
        plan("check in for booking QX7L2M", "travel.check_in", {"booking_ref": "QX7L2M"}),
        hit(PARA, "do the online check-in for QX7L2M", None),
        miss(OBJ, "check in at the Munich hotel, booking QX7L2M", "a hotel check-in, not a flight's"),
    ),
    # --- notes ------------------------------------------------------------------------------------
    *group(
        plan(
            "note titled Wi-Fi: password is blue-otter-42",
            "notes.create",
            {"title": "Wi-Fi", "body": "password is blue-otter-42"},
        ),
        miss(UNREL, "change the wifi password to blue-otter-43", "router settings; shares words"),
    ),
]

HOME: list[Case] = [
    *group(
        plan("turn off the lights in the pantry", "home.lights_off", {"room": "pantry"}),
        hit(VALUE, "lights off in the garage", {"room": "garage"}),
        hit(PV, "please switch the lights of the nursery off", {"room": "nursery"}, "non-native preposition"),
        miss(OBJ, "all lights off except the bedroom", "every room but one; the plans switch off one room"),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("turn off the radiator plug", "home.set_plug", {"plug": "radiator", "on": False}),
        hit(
            VALUE,
            "turn the heated blanket on",
            {"plug": "heated blanket", "on": True},
            "switch-on plug plans are stored",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("set the thermostat to 20", "home.set_thermostat", {"temperature": 20}),
        hit(VALUE, "thermostat to sixty nine", {"temperature": 69}, "voice number"),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan(
            "remind me tomorrow at 8am to renew passport",
            "reminders.create",
            {"text": "renew passport", "at": f"{TOMORROW}T08:00:00"},
        ),
        hit(VALUE, "remind me tomorrow at 6pm to feed the cat", {"text": "feed the cat", "at": f"{TOMORROW}T18:00:00"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("schedule Bella at the vet Tuesday", "vet.book_appointment", {"pet": "Bella", "day": "Tuesday"}),
        miss(
            ACT,
            "cancel Bella's vet appointment on Friday",
            "vet.cancel_appointment",
            absent=("vet.cancel_appointment",),
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("please lock the back door", "home.lock_door", {"door": "back"}),
        hit(PARA, "lock the patio door pls", {"door": "patio"}, "same as a stored plan, hurried"),
        miss(ACT, "plumber is here, unlock side door", "unlock", absent=("home.unlock_door", "home.set_lock")),
        miss(
            QUEST, "is the shed door locked?", "state question", absent=("home.get_lock_state", "home.get_device_state")
        ),
        miss(OBJ, "lock my car pls, forgot it in the driveway", "a car is not a house door; no tool", absent=()),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("play Bohemian Rhapsody", "music.play", {"query": "Bohemian Rhapsody"}),
        hit(VALUE, "play some fleetwood mac", {"query": "fleetwood mac"}, "hurried, carried as typed"),
        hit(PARA, "play me Hey Jude", {"query": "Hey Jude"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("start the robot vacuum in the office", "home.start_vacuum", {"room": "office"}),
        hit(PV, "vacuum kitchen asap", {"room": "kitchen"}, "hurried"),
        miss(ACT, "stop the vacuum and send it home", "home.stop_vacuum", absent=("home.stop_vacuum",)),
        miss(UNREL, "how do I reset the robot vacuum's wifi", "a how-to question"),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("will it rain in Oslo on Saturday?", "weather.forecast", {"location": "Oslo", "day": "Saturday"}),
        hit(PV, "tomorrow in Lyon it will rain?", {"location": "Lyon", "day": "tomorrow"}, "non-native word order"),
        miss(TIME, "did it actually rain in denver last saturday", "past weather", absent=("weather.history",)),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("make the porch lights cool white", "home.set_light_color", {"room": "porch", "color": "cool white"}),
        hit(SLOT, "change the bedroom light colour to purple", {"room": "bedroom", "color": "purple"}),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("arm the alarm in night mode", "home.arm_alarm", {"mode": "night"}),
        miss(NEG, "don't arm the alarm tonight, the dog sitter is staying", "negated"),
        miss(
            UNREL,
            "set an alarm for 6:30 tomorrow",
            "a wake-up alarm: not the security system, and a reminder would have no text to carry",
        ),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan("check off buy milk", "tasks.complete", {"title": "buy milk"}),
        hit(PV, "done w/ fix the gate", {"title": "fix the gate"}, "hurried"),
        miss(ACT, "oops buy milk isn't done, undo that", "reopen the task", absent=("tasks.reopen",)),
        ws="home",
        in_ws=True,
    ),
    *group(
        plan(
            "goodnight: lights off in the living room, lock the front door, arm the alarm in night mode",
            [
                ("home.lights_off", {"room": "living room"}),
                ("home.lock_door", {"door": "front"}),
                ("home.arm_alarm", {"mode": "night"}),
            ],
        ),
        hit(
            VALUE,
            "goodnight: lights off in the den, lock the back door, arm the alarm in night mode",
            [{"room": "den"}, {"door": "back"}],
            "three steps, two values changed",
        ),
        hit(
            PARA,
            "just lock the front door",
            steps=[("home.lock_door", {"door": "front"})],
            note="only the lock: the stored one-step lock plan serves it, not the three-step routine",
        ),
        miss(
            NEG,
            "goodnight routine but don't arm the alarm, Sam's still out",
            "one step refused; no stored plan does only the other two",
        ),
        ws="home",
    ),
]

OFFICE: list[Case] = [
    *group(
        plan("call off the standup on Monday", "calendar.cancel_event", {"title": "standup", "date": "Monday"}),
        hit(VALUE, "call off the all-hands on Thursday", {"title": "all-hands", "date": "Thursday"}),
        miss(TIME, "if Priya is sick tomorrow cancel our 1:1", "conditional; a replay would cancel regardless"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("mute the #sales channel", "chat.mute_channel", {"channel": "#sales"}),
        hit(VALUE, "mute #random", {"channel": "#random"}),
        miss(ACT, "unmute #sales again pls", "opposite verb", absent=("chat.unmute_channel",)),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("put report.txt in /tmp/build", "fs.move", {"source": "report.txt", "destination": "/tmp/build"}),
        hit(
            VALUE,
            "move ~/Desktop/invoice.pdf to ~/Documents/tax",
            {"source": "~/Desktop/invoice.pdf", "destination": "~/Documents/tax"},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("trash report.txt", "fs.delete_file", {"path": "report.txt"}),
        miss(OBJ, "delete the whole ~/Projects/old folder", "a folder, not a file", absent=("fs.delete_folder",)),
        miss(NEG, "don't trash report.txt, I still need it", "negated"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "find me a room in Paris, 7 nights from July 14",
            "travel.book_hotel",
            {"city": "Paris", "check_in": "July 14", "nights": 7},
        ),
        hit(
            VALUE,
            "book a hotel in Vienna from July 2 for 3 nights",
            {"city": "Vienna", "check_in": "July 2", "nights": 3},
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("look up Priya Nair in the directory", "hr.lookup_employee", {"name": "Priya Nair"}),
        hit(PARA, "who's Jess Kim's manager?", {"name": "Jess Kim"}, "the lookup gives the manager"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("accept the invitation to budget sync", "calendar.accept_invite", {"title": "budget sync"}),
        hit(PARA, "RSVP yes to the standup", {"title": "standup"}),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "forward the last email from bob@example.com to hr@corp.io",
            "email.forward",
            {"sender": "bob@example.com", "to": "hr@corp.io"},
        ),
        hit(
            PARA,
            "forward hr@corp.io's last mail to legal@initech.co",
            {"sender": "hr@corp.io", "to": "legal@initech.co"},
        ),
        miss(NEG, "do not forward anything from legal@initech.co to hr@corp.io", "negated"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "schedule a 60-minute budget sync Thursday at noon",
            "calendar.create_event",
            {"title": "budget sync", "start": "Thursday at noon", "duration_minutes": 60},
        ),
        hit(
            PV,
            "Create calendar event 'Quarterly planning' on Wednesday at 10am, 90 minutes.",
            {"title": "Quarterly planning", "start": "Wednesday at 10am", "duration_minutes": 90},
            "planner style",
        ),
        miss(
            UNCARRY,
            "schedule a 30 min kickoff Friday at 10am with ana@corp.io and raj@corp.io",
            "attendees: no stored event plan invites anyone, a replay would leave them out",
            absent=(("calendar.create_event", {"attendees": ["ana@corp.io", "raj@corp.io"]}),),
        ),
        miss(UNREL, "organise a meeting room for the design review", "a room booking (British spelling); no tool"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "reschedule the standup to tomorrow at 10am",
            "calendar.reschedule_event",
            {"title": "standup", "new_start": "tomorrow at 10am"},
        ),
        hit(PV, "the standup please move it to Friday at 9am", {"new_start": "Friday at 9am"}, "non-native order"),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "send bob@example.com 'the server is back up' at 5pm today",
            "email.schedule_send",
            {"to": "bob@example.com", "body": "the server is back up", "send_at": "at 5pm today"},
        ),
        hit(
            PV,
            "email alice@contoso.com tonight at 8 saying the server is back up",
            {"to": "alice@contoso.com", "send_at": "tonight at 8"},
            "later, so a scheduled send (not email.send)",
        ),
        miss(ACT, "save a draft to bob@example.com saying the build is broken", "draft", absent=("email.save_draft",)),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("OK time off request 301", "hr.review_time_off", {"request_id": 301, "verdict": "approve"}),
        hit(SLOT, "deny time off request 412", {"request_id": 412, "verdict": "deny"}),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan(
            "book time off July 21 to July 25", "hr.request_time_off", {"start_date": "July 21", "end_date": "July 25"}
        ),
        miss(QUEST, "how many days off do I have left?", "hr.time_off_balance", absent=("hr.time_off_balance",)),
        miss(
            OBJ,
            "book sick leave June 12 to June 13",
            "sick leave: no stored time-off plan sets the type",
            absent=(("hr.request_time_off", {"type": "sick"}),),
        ),
        ws="office",
        in_ws=True,
    ),
    *group(
        plan("DM Jess: lunch is on me today", "chat.send_dm", {"user": "Jess", "text": "lunch is on me today"}),
        miss(UNREL, "write a haiku about sprint planning", "creative writing; shares a meeting name"),
        ws="office",
        in_ws=True,
    ),
]

FINANCE: list[Case] = [
    *group(
        plan("buy 10 AAPL", "trade.place_order", {"side": "buy", "symbol": "AAPL", "quantity": 10}),
        hit(VALUE, "buy 15 amzn", {"symbol": "AMZN", "quantity": 15}, "ticker upper-cased"),
        hit(VALUE, "sell 7 amd", {"side": "sell", "symbol": "AMD", "quantity": 7}, "sell orders are stored too"),
        hit(
            PV,
            "I want to sell 30 of my NVDA shares please",
            {"side": "sell", "symbol": "NVDA", "quantity": 30},
            "non-native",
        ),
        miss(NEG, "don't sell my VOO no matter what", "negated"),
        miss(UNCARRY, "buy 1000 dollars of NVDA", "a money amount; the share count must be computed"),
        miss(UNREL, "what does a limit order mean?", "a definition"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "alert me if TSLA goes above 250",
            "trade.set_price_alert",
            {"symbol": "TSLA", "price": 250, "direction": "above"},
        ),
        hit(
            PV,
            "alert me if AMD drops below one hundred and ten",
            {"symbol": "AMD", "price": 110, "direction": "below"},
            "voice number",
        ),
        hit(PARA, "alert me when AAPL goes under 150 bucks", {"symbol": "AAPL", "price": 150, "direction": "below"}),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("price of AAPL", "trade.get_quote", {"symbol": "AAPL"}),
        miss(TIME, "what did NVDA close at last Friday", "a past close", absent=("trade.price_history",)),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("spend 250 USD on ETH", "trade.buy_crypto", {"asset": "ETH", "amount": 250, "currency": "USD"}),
        hit(VALUE, "buy 75 EUR of ETH", {"amount": 75, "currency": "EUR"}),
        miss(ACT, "sell 0.5 ETH", "selling crypto", absent=("trade.sell_crypto",)),
        miss(UNCARRY, "buy 0.1 BTC", "a quantity of coin; the plans spend a fiat amount"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("convert 1200 SEK to GBP", "fx.convert", {"amount": 1200, "from": "SEK", "to": "GBP"}),
        hit(VALUE, "1500 nok to usd", {"amount": 1500, "from": "NOK", "to": "USD"}, "codes upper-cased"),
        hit(PARA, "250 euros into canadian dollars pls", {"amount": 250, "from": "EUR", "to": "CAD"}),
        miss(TIME, "what was the EUR to USD rate on May 2", "a past rate", absent=("fx.historical_rate",)),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("transfer 10 EUR to Lena", "pay.send_money", {"recipient": "Lena", "amount": 10, "currency": "EUR"}),
        hit(VALUE, "send lena 25 eur pls", {"recipient": "lena", "amount": 25}, "hurried; payee as typed"),
        hit(
            PV,
            "Transfer 80 GBP to Sam for ferry tickets.",
            steps=[("pay.send_money", {"recipient": "Sam", "amount": 80, "currency": "GBP", "note": "ferry tickets"})],
            note="with a note; plans with notes are stored",
        ),
        miss(ACT, "ask Tom to pay me back 20 EUR", "request, not send", absent=("pay.request_money",)),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "pay Ken 120 EUR on next Friday",
            "pay.schedule_payment",
            {"payee": "Ken", "amount": 120, "currency": "EUR", "date": "next Friday"},
        ),
        hit(
            VALUE,
            "pay Lena 40 EUR on July 1",
            {"payee": "Lena", "amount": 40, "date": "July 1"},
            "a future date: schedule it, do not pay now",
        ),
        miss(NEG, "hold off on paying Comcast this month", "told not to pay"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("refund 5 USD of order B-22014", "pay.refund", {"order_id": "B-22014", "amount": 5}),
        hit(VALUE, "refund 15 USD of order C-30471", {"order_id": "C-30471", "amount": 15}),
        hit(
            PARA,
            "full refund on A-10293 pls",
            steps=[("pay.refund", {"order_id": "A-10293"})],
            note="full refund: no amount, as the stored 'refund order A-10293'",
        ),
        miss(OBJ, "refund only the delivery fee on A-10293", "part of an order whose amount is not given"),
        miss(QUEST, "how long does a refund on A-10293 take to arrive?", "the verb as a noun in a question"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan(
            "split 240 USD with Marco and Aisha",
            "pay.split_bill",
            {"amount": 240, "currency": "USD", "people": ["Marco", "Aisha"]},
        ),
        hit(
            VALUE,
            "split 96 USD between Marco, Tom and Lena",
            {"amount": 96, "people": ["Marco", "Tom", "Lena"]},
            "three names into the list",
        ),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("please reject expense 881", "hr.review_expense", {"report_id": 881, "verdict": "reject"}),
        hit(VALUE, "reject expense report 1502", {"report_id": 1502}),
        miss(QUEST, "has expense 881 been approved yet?", "a status question; no lookup tool"),
        ws="finance",
        in_ws=True,
    ),
    *group(
        plan("block the card ending 1177", "pay.freeze_card", {"card_last4": "1177"}),
        miss(OBJ, "freeze my Revolut account", "an account, not a card by its last four digits"),
        miss(UNREL, "my card 9034 is stuck in the ATM, what do I do", "asks for help"),
        miss(UNCARRY, "freeze my son's card, he lost it", "someone else's card, no last four digits given"),
        ws="finance",
        in_ws=True,
    ),
]

DEVOPS: list[Case] = [
    *group(
        plan(
            "deploy auth v2.3.2 to dev", "cloud.deploy", {"service": "auth", "version": "v2.3.2", "environment": "dev"}
        ),
        hit(
            PV,
            "deploy auth v2.4.1 to production, skip the backup this time",
            {"version": "v2.4.1", "environment": "production"},
            "the plain deploy, not the backup-then-deploy plan",
        ),
        miss(NEG, "do not deploy search-api v2.3.2 to production until QA signs off", "negated"),
        miss(
            QUEST,
            "what version of checkout is live in production?",
            "status question",
            absent=("cloud.deployment_status",),
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "back up orders and then deploy auth v2.4.0 to production",
            [
                ("db.create_backup", {"database": "orders"}),
                ("cloud.deploy", {"service": "auth", "version": "v2.4.0", "environment": "production"}),
            ],
        ),
        hit(
            VALUE,
            "back up billing and then deploy billing v3.1.0 to production",
            [{"database": "billing"}, {"service": "billing", "version": "v3.1.0"}],
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("rollback checkout on staging", "cloud.rollback", {"service": "checkout", "environment": "staging"}),
        hit(
            PV,
            "undo the checkout deploy on production",
            {"environment": "production"},
            "undoing a deploy is a rollback to the previous release",
        ),
        hit(PARA, "frontend in staging: roll it back to the previous release", {"service": "frontend"}),
        miss(QUEST, "how long does a rollback of checkout usually take?", "the verb as a noun in a question"),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "scale billing in staging to 3 replicas",
            "cloud.scale_service",
            {"service": "billing", "replicas": 3, "environment": "staging"},
        ),
        hit(
            VALUE, "scale checkout in staging to four replicas", {"service": "checkout", "replicas": 4}, "voice number"
        ),
        hit(
            VALUE,
            "scale search-api to zero",
            steps=[("cloud.scale_service", {"service": "search-api", "replicas": 0})],
            note="no environment, as the stored plans without one",
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("start web-02", "cloud.start_instance", {"instance": "web-02"}),
        hit(VALUE, "start worker-3", {"instance": "worker-3"}, "worker-3 is only ever stopped in the workspace"),
        miss(ACT, "restart web-01", "a reboot", absent=("cloud.restart_instance",)),
        miss(QUEST, "is bastion running?", "status question", absent=("cloud.instance_status",)),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("grant admin to kate@corp.io", "iam.grant_role", {"user": "kate@corp.io", "role": "admin"}),
        hit(VALUE, "give nina@corp.io deployer", {"user": "nina@corp.io", "role": "deployer"}, "hurried"),
        miss(ACT, "take admin away from kate@corp.io", "revoke", absent=("iam.revoke_role", "iam.set_role")),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("list open pull requests for acme/api-gateway", "gh.list_open_prs", {"repo": "acme/api-gateway"}),
        hit(PARA, "list the open PRs on acme/webapp", {"repo": "acme/webapp"}),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("get the last 1h of logs for checkout", "cloud.get_logs", {"service": "checkout", "since": "1h"}),
        hit(PARA, "logs for billing, last 15m", {"service": "billing", "since": "15m"}),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "approve PR #977 in octocat/hello-world",
            "gh.review_pr",
            {"repo": "octocat/hello-world", "number": 977, "verdict": "approve"},
        ),
        hit(
            PV, "please approve for me the PR 233 of acme/webapp", {"repo": "acme/webapp", "number": 233}, "non-native"
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "merge acme/webapp#41 with rebase", "gh.merge_pr", {"repo": "acme/webapp", "number": 41, "method": "rebase"}
        ),
        hit(SLOT, "squash merge acme/webapp#118", {"number": 118, "method": "squash"}),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "point api.acme.io at 198.51.100.24",
            "cloud.add_dns_record",
            {"hostname": "api.acme.io", "type": "A", "value": "198.51.100.24"},
        ),
        hit(
            SLOT,
            "add a CNAME for www.acme.io pointing to acme.io",
            {"hostname": "www.acme.io", "type": "CNAME", "value": "acme.io"},
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("close psf/requests#87", "gh.close_issue", {"repo": "psf/requests", "number": 87}),
        miss(ACT, "reopen acme/webapp#87", "opposite verb", absent=("gh.reopen_issue",)),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("star the repo psf/requests", "gh.star_repo", {"repo": "psf/requests"}),
        miss(
            OBJ,
            "follow psf/requests",
            "following a repository is watching it, not following a user",
            absent=("gh.watch_repo",),
        ),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan(
            "turn on maintenance mode for billing",
            "cloud.set_maintenance_mode",
            {"service": "billing", "enabled": True},
        ),
        miss(TIME, "if the billing deploy fails turn on maintenance mode for billing", "conditional"),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("take a backup of analytics", "db.create_backup", {"database": "analytics"}),
        miss(OBJ, "back up the grafana dashboards", "dashboards are not a database"),
        miss(UNREL, "write release notes for v2.3.2", "writing; shares a version"),
        ws="devops",
        in_ws=True,
    ),
    *group(
        plan("assign ticket 7034 to Fatima", "tickets.assign", {"ticket_id": 7034, "assignee": "Fatima"}),
        miss(UNCARRY, "assign ticket 5307 to whoever is on call", "a role instead of a name"),
        ws="devops",
        in_ws=True,
    ),
]

CASES: list[Case] = [*SINGLE, *HOME, *OFFICE, *FINANCE, *DEVOPS]
