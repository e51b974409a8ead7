"""Second fresh cases of the plan-cache benchmark: a fourth, independent set.

Written after the fresh set by a second writer who had read neither the plan cache's rules
(nothing under src/toolmem, nor the benchmark page) nor the dev, held-out and fresh cases beyond
the file format. The requests are worded like real agent traffic from a demanding user: long
chatty requests with context ("we're leaving for the airport, so..."), several clauses, names,
dates and places mentioned in passing that are not arguments, values in unusual places and forms
(after a colon, in parentheses, in lists, "the 3rd", "EOD", "3 p.m.", "Anne-Marie", "van der
Berg", "O'Neil"), terse commands and questions. Many requests are near misses written to trip a
cache: another object, a role instead of a name, a relative time, an amount to work out, "the
usual", "same as last time". The set is scored once as written, before anything is changed for
it. make_cases.py numbers the cases fresh2-001...
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

# ---------------------------------------------------------------------------------------------
# Single-plan workspaces: the group's base plan (and any ``also``) are the only stored plans.
# ---------------------------------------------------------------------------------------------

# --- smart home ------------------------------------------------------------------------------

LIGHT_COLOR = plan(
    "make the bedroom lights a soft amber", "home.set_light_color", {"room": "bedroom", "color": "soft amber"}
)
CASES += group(
    LIGHT_COLOR,
    miss(QUEST, "what colour are the bedroom lights at the moment?", "reading the colour, not setting it"),
)

DEVICE_STATE = plan("what's the dehumidifier doing?", "home.get_device_state", {"device": "dehumidifier"})
CASES += group(
    DEVICE_STATE,
    hit(PV, "can you tell me the current state of the garage freezer?", {"device": "garage freezer"}),
    miss(ACT, "switch the dehumidifier off for the night", "a command where a state read was stored"),
)

READING_SCENE = plan("run the reading scene", "home.run_scene", {"scene": "reading"})
CASES += group(
    READING_SCENE,
    miss(NEG, "don't run the reading scene yet, I'm still cooking"),
)

# --- trading and currency --------------------------------------------------------------------

SELL_LIMIT = plan(
    "sell 40 shares of KO at a limit of 61.50",
    "trade.sell",
    {"symbol": "KO", "quantity": 40, "limit_price": 61.5},
)
CASES += group(
    SELL_LIMIT,
    hit(
        VALUE,
        "sell 15 shares of PEP at a limit of 172.25",
        {"symbol": "PEP", "quantity": 15, "limit_price": 172.25},
    ),
    hit(
        PV,
        "put in a limit sell: 250 shares of T, limit $17.80",
        {"symbol": "T", "quantity": 250, "limit_price": 17.8},
        "a one-letter ticker",
    ),
    miss(ACT, "buy 40 shares of KO at a limit of 61.50", "buying is another tool"),
    miss(
        UNCARRY,
        "sell 40 shares of KO at whatever the market gives me",
        "a market order: the stored limit price must not be reused and no other is given",
    ),
)

PRICE_HISTORY = plan(
    "show me TSLA's closing prices over the last 6 months",
    "trade.price_history",
    {"symbol": "TSLA", "period": "last 6 months"},
)
CASES += group(
    PRICE_HISTORY,
    miss(TIME, "where will TSLA be trading over the next 6 months?", "a prediction, not past prices"),
)

SELL_CRYPTO = plan("sell 0.25 ETH", "trade.sell_crypto", {"asset": "ETH", "quantity": 0.25})
CASES += group(
    SELL_CRYPTO,
    miss(ACT, "buy 0.25 ETH", "buying crypto is another tool (and takes a fiat amount)"),
)

HIST_RATE = plan(
    "what was the EUR to USD rate on 2024-03-15?",
    "fx.historical_rate",
    {"base": "EUR", "quote": "USD", "date": "2024-03-15"},
)
CASES += group(
    HIST_RATE,
    hit(
        VALUE,
        "what was the GBP to CHF rate on 2023-11-02?",
        {"base": "GBP", "quote": "CHF", "date": "2023-11-02"},
    ),
    hit(
        PV,
        "for my tax return I need the JPY to KRW exchange rate as of 2022-12-30, please",
        {"base": "JPY", "quote": "KRW", "date": "2022-12-30"},
        "the tax return is context",
    ),
)

# --- payments --------------------------------------------------------------------------------

REQUEST_MONEY = plan(
    "ask Nadia to pay me 45 EUR for the concert",
    "pay.request_money",
    {"payer": "Nadia", "amount": 45, "currency": "EUR", "note": "the concert"},
)
CASES += group(
    REQUEST_MONEY,
    hit(
        VALUE,
        "ask Omar to pay me 18.50 EUR for the cinema",
        {"payer": "Omar", "amount": 18.5, "note": "the cinema"},
    ),
    hit(
        PV,
        "could you request 30 EUR from Anne-Marie for the groceries? she offered",
        {"payer": "Anne-Marie", "amount": 30, "note": "the groceries"},
    ),
    miss(ACT, "pay Nadia 45 EUR for the concert", "sending money, not asking for it"),
)

VOID_INVOICE = plan("void invoice INV-2024-0193", "pay.void_invoice", {"invoice_id": "INV-2024-0193"})
CASES += group(
    VOID_INVOICE,
    miss(QUEST, "has invoice INV-2024-0193 been paid yet?"),
)

UNFREEZE = plan("unfreeze my card ending 3390", "pay.unfreeze_card", {"card_last4": "3390"})
CASES += group(
    UNFREEZE,
    hit(VALUE, "unfreeze my card ending 7102", {"card_last4": "7102"}),
)

CAPTURE = plan("capture the payment on order SO-88213", "pay.capture", {"order_id": "SO-88213"})
CASES += group(
    CAPTURE,
    hit(PARA, "the goods for SO-88213 have shipped, so go ahead and capture that payment", None),
)

# --- email -----------------------------------------------------------------------------------

DRAFT = plan(
    "draft an email to lena@studio.de saying the proofs look great, but don't send it",
    "email.save_draft",
    {"to": "lena@studio.de", "body": "the proofs look great"},
)
CASES += group(
    DRAFT,
    miss(ACT, "email lena@studio.de that the proofs look great", "sending now, not saving a draft"),
)

MARK_UNREAD = plan(
    "mark the latest email from dmitri@vostok.ru as unread", "email.mark_unread", {"sender": "dmitri@vostok.ru"}
)
CASES += group(
    MARK_UNREAD,
    hit(VALUE, "mark the latest email from j.vanderberg@kpn.nl as unread", {"sender": "j.vanderberg@kpn.nl"}),
)

DELETE_FROM = plan("delete the emails from promo@couponhub.com", "email.delete_from", {"sender": "promo@couponhub.com"})
CASES += group(
    DELETE_FROM,
    miss(NEG, "don't delete the emails from promo@couponhub.com, my receipts are in there"),
)

UNBLOCK_SENDER = plan(
    "stop sending newsletter@bakery.example to spam", "email.unblock_sender", {"sender": "newsletter@bakery.example"}
)
CASES += group(
    UNBLOCK_SENDER,
    hit(PARA, "unblock newsletter@bakery.example - I actually want their emails", None),
)

# --- calendar --------------------------------------------------------------------------------

DECLINE = plan(
    "decline the quarterly business review invite", "calendar.decline_invite", {"title": "quarterly business review"}
)
CASES += group(
    DECLINE,
    hit(
        PV,
        "I can't make 'vendor onboarding' on Tuesday, please turn the invite down",
        {"title": "vendor onboarding"},
        "Tuesday is context; the tool takes only the title",
    ),
    miss(ACT, "accept the quarterly business review invite"),
)

KICKOFF = plan(
    "schedule a 45-minute kickoff with ana@acme.io and li@acme.io on March 4 at 10:00 in Room 5B",
    "calendar.create_event",
    {
        "title": "kickoff",
        "start": "March 4 at 10:00",
        "duration_minutes": 45,
        "attendees": ["ana@acme.io", "li@acme.io"],
        "location": "Room 5B",
    },
)
CASES += group(
    KICKOFF,
    hit(
        VALUE,
        "schedule a 30-minute retro with sam@acme.io and bo@acme.io on March 11 at 15:30 in Room 2A",
        {
            "title": "retro",
            "start": "March 11 at 15:30",
            "duration_minutes": 30,
            "attendees": ["sam@acme.io", "bo@acme.io"],
            "location": "Room 2A",
        },
        "every argument changes, the attendee list too",
    ),
    miss(
        UNCARRY,
        "schedule a 45-minute kickoff with the usual crew on March 4 at 10:00 in Room 5B",
        "'the usual crew' names no attendees; the stored two must not be reused",
    ),
)

FREE_WITH = plan(
    "find a 30-minute slot on Thursday when I'm free with priya@acme.io",
    "calendar.find_free_slot",
    {"duration_minutes": 30, "when": "Thursday", "attendees": ["priya@acme.io"]},
)
CASES += group(
    FREE_WITH,
    hit(PARA, "when are priya@acme.io and I both free for 30 minutes on Thursday?", None),
)

# --- team chat -------------------------------------------------------------------------------

DM_ID = plan(
    "DM U04QX7 that the deploy finished", "chat.send_dm_to_id", {"user_id": "U04QX7", "text": "the deploy finished"}
)
CASES += group(
    DM_ID,
    hit(
        VALUE,
        "DM U09ZZ1 that the standup moved to 9:45",
        {"user_id": "U09ZZ1", "text": "the standup moved to 9:45"},
    ),
)

REMOVE_CH = plan(
    "remove @gregor from #contractors", "chat.remove_from_channel", {"user": "@gregor", "channel": "#contractors"}
)
CASES += group(
    REMOVE_CH,
    miss(OBJ, "remove @gregor's last message from #contractors", "his message, not him"),
)

MEMBERS = plan("who's in #leadership?", "chat.list_members", {"channel": "#leadership"})
CASES += group(
    MEMBERS,
    hit(
        PV,
        "before I post the numbers there, can you list everyone in #proj-atlas?",
        {"channel": "#proj-atlas"},
        "posting is mentioned in passing",
    ),
)

UNMUTE = plan("unmute #random", "chat.unmute_channel", {"channel": "#random"})
CASES += group(
    UNMUTE,
    hit(PARA, "I'm out of focus mode, turn the notifications for #random back on", None),
)

# --- code hosting ----------------------------------------------------------------------------

REOPEN_ISSUE = plan("reopen issue 212 in grafana/loki", "gh.reopen_issue", {"repo": "grafana/loki", "number": 212})
CASES += group(
    REOPEN_ISSUE,
    hit(VALUE, "reopen issue 4087 in vercel/next.js", {"repo": "vercel/next.js", "number": 4087}),
)

PROTECT = plan(
    "turn on branch protection for main in acme/billing-svc",
    "gh.protect_branch",
    {"repo": "acme/billing-svc", "branch": "main"},
)
CASES += group(
    PROTECT,
    hit(
        PV,
        "nobody should be able to force-push to release/2.x on acme/mobile-app any more - protect that branch",
        {"repo": "acme/mobile-app", "branch": "release/2.x"},
    ),
    miss(ACT, "turn off branch protection for main in acme/billing-svc", "no tool removes protection"),
)

WATCH = plan("watch kubernetes/kubernetes", "gh.watch_repo", {"repo": "kubernetes/kubernetes"})
CASES += group(
    WATCH,
    hit(PV, "I want a notification for everything that happens in denoland/deno", {"repo": "denoland/deno"}),
)

REVIEW_BODY = plan(
    "review PR 88 in acme/infra: approve, with the comment 'LGTM, ship it'",
    "gh.review_pr",
    {"repo": "acme/infra", "number": 88, "verdict": "approve", "body": "LGTM, ship it"},
)
CASES += group(
    REVIEW_BODY,
    hit(
        SLOT,
        "review PR 93 in acme/infra: comment, with the comment 'why not reuse the retry helper?'",
        {"number": 93, "verdict": "comment", "body": "why not reuse the retry helper?"},
    ),
    hit(
        VALUE,
        "review PR 102 in acme/terraform-modules: approve, with the comment 'nice cleanup'",
        {"repo": "acme/terraform-modules", "number": 102, "body": "nice cleanup"},
    ),
)

# --- files -----------------------------------------------------------------------------------

EXTRACT = plan(
    "unzip ~/Downloads/fonts.zip into ~/Library/Fonts",
    "fs.extract",
    {"archive": "~/Downloads/fonts.zip", "destination": "~/Library/Fonts"},
)
CASES += group(
    EXTRACT,
    hit(
        VALUE,
        "unzip /mnt/share/q3-scans.zip into /srv/scans/q3",
        {"archive": "/mnt/share/q3-scans.zip", "destination": "/srv/scans/q3"},
    ),
    miss(ACT, "zip ~/Library/Fonts into ~/Downloads/fonts.zip", "compressing, the opposite"),
)

RESTORE = plan("restore thesis_final_v3.tex from the trash", "fs.restore_file", {"path": "thesis_final_v3.tex"})
CASES += group(
    RESTORE,
    hit(
        PV,
        "oops, I deleted ~/Music/setlist (2).txt by accident - can you get it back?",
        {"path": "~/Music/setlist (2).txt"},
        "a path with a space and parentheses",
    ),
    miss(NEG, "don't restore thesis_final_v3.tex, it's an old draft"),
)

DEL_FOLDER = plan("delete the folder ~/tmp/old-renders", "fs.delete_folder", {"path": "~/tmp/old-renders"})
CASES += group(
    DEL_FOLDER,
    miss(OBJ, "delete the biggest file in ~/tmp/old-renders", "one file inside, not the whole folder"),
)

# --- cloud -----------------------------------------------------------------------------------

RESTART = plan("reboot db-replica-2", "cloud.restart_instance", {"instance": "db-replica-2"})
CASES += group(
    RESTART,
    miss(QUEST, "is db-replica-2 up right now?"),
)

INSTANCE_STATE = plan("set web-07 to stopped", "cloud.set_instance_state", {"instance": "web-07", "state": "stopped"})
CASES += group(
    INSTANCE_STATE,
    hit(SLOT, "set cron-box to running", {"instance": "cron-box", "state": "running"}),
    miss(ACT, "terminate web-07 for good", "destroying the machine, not stopping it"),
)

DEL_DNS = plan(
    "delete the TXT record for _acme-challenge.shop.example.com",
    "cloud.delete_dns_record",
    {"hostname": "_acme-challenge.shop.example.com", "type": "TXT"},
)
CASES += group(
    DEL_DNS,
    hit(SLOT, "delete the CNAME record for cdn.example.org", {"hostname": "cdn.example.org", "type": "CNAME"}),
)

DEPLOY_STATUS = plan(
    "how did the last deploy of payments-api to prod go?",
    "cloud.deployment_status",
    {"service": "payments-api", "environment": "prod"},
)
CASES += group(
    DEPLOY_STATUS,
    hit(
        PV,
        "did ledger-worker's latest rollout to eu-staging succeed?",
        {"service": "ledger-worker", "environment": "eu-staging"},
    ),
    miss(ACT, "roll back payments-api in prod"),
)

DELETE_BUCKET = plan("delete the empty bucket tmp-exports-2023", "cloud.delete_bucket", {"name": "tmp-exports-2023"})
CASES += group(
    DELETE_BUCKET,
    miss(
        OBJ,
        "delete everything inside the bucket tmp-exports-2023 but keep the bucket itself",
        "the objects in the bucket, not the bucket",
    ),
)

# --- databases -------------------------------------------------------------------------------

RESTORE_DB = plan(
    "restore the crm database from backup bk-20240601-0300",
    "db.restore_backup",
    {"database": "crm", "backup_id": "bk-20240601-0300"},
)
CASES += group(
    RESTORE_DB,
    hit(
        VALUE,
        "restore the billing database from backup bk-20240914-2300",
        {"database": "billing", "backup_id": "bk-20240914-2300"},
    ),
)

TRUNCATE = plan("truncate the staging_events table", "db.truncate_table", {"table": "staging_events"})
CASES += group(
    TRUNCATE,
    miss(NEG, "don't truncate staging_events - just tell me how many rows it has"),
)

# --- identity and access ---------------------------------------------------------------------

SET_ROLE = plan(
    "grant the auditor role to mei.tanaka@corp.io",
    "iam.set_role",
    {"user": "mei.tanaka@corp.io", "role": "auditor", "grant": True},
)
CASES += group(
    SET_ROLE,
    hit(
        VALUE,
        "grant the release-manager role to o.oneil@corp.io",
        {"user": "o.oneil@corp.io", "role": "release-manager"},
    ),
    miss(ACT, "revoke the auditor role from mei.tanaka@corp.io", "a direction held in a boolean"),
)

CREATE_USER = plan(
    "create an account for zoe.kim@corp.io named Zoe Kim",
    "iam.create_user",
    {"email": "zoe.kim@corp.io", "name": "Zoe Kim"},
)
CASES += group(
    CREATE_USER,
    hit(
        VALUE,
        "create an account for jp.oneil@corp.io named Jean-Paul O'Neil",
        {"email": "jp.oneil@corp.io", "name": "Jean-Paul O'Neil"},
    ),
    hit(
        PV,
        "new starter on Monday: please set up an account for l.vanderberg@corp.io (name: Lotte van der Berg)",
        {"email": "l.vanderberg@corp.io", "name": "Lotte van der Berg"},
        "Monday is context; the name is in parentheses after a colon",
    ),
)

DISABLE_MFA = plan("stop requiring 2FA for kiosk-01@corp.io", "iam.disable_mfa", {"user": "kiosk-01@corp.io"})
CASES += group(
    DISABLE_MFA,
    hit(PARA, "turn off two-factor auth for kiosk-01@corp.io, it's a shared device", None),
)

# --- HR --------------------------------------------------------------------------------------

SICK_LEAVE = plan(
    "request sick leave from May 6 to May 7",
    "hr.request_time_off",
    {"start_date": "May 6", "end_date": "May 7", "type": "sick"},
)
CASES += group(
    SICK_LEAVE,
    miss(QUEST, "did my sick leave from May 6 to May 7 get approved?"),
)

BALANCE = plan("how many vacation days do I have left?", "hr.time_off_balance", {})
CASES += group(
    BALANCE,
    hit(PARA, "what's my remaining PTO for this year?", None),
)

# --- travel ----------------------------------------------------------------------------------

CANCEL_FLIGHT = plan("cancel my flight booking QX4T7B", "travel.cancel_flight", {"booking_ref": "QX4T7B"})
CASES += group(
    CANCEL_FLIGHT,
    miss(OBJ, "cancel my hotel booking HT55RW", "a hotel, not a flight"),
)

TRIP_HISTORY = plan("show my past trips to Lisbon", "travel.trip_history", {"destination": "Lisbon"})
CASES += group(
    TRIP_HISTORY,
    miss(TIME, "what upcoming trips do I have to Lisbon?", "future trips, not past ones"),
)

# --- weather ---------------------------------------------------------------------------------

WEATHER_HISTORY = plan(
    "what was the weather in Chicago on 2024-01-15?",
    "weather.history",
    {"location": "Chicago", "date": "2024-01-15"},
)
CASES += group(
    WEATHER_HISTORY,
    hit(
        VALUE,
        "what was the weather in São Paulo on 2023-12-25?",
        {"location": "São Paulo", "date": "2023-12-25"},
    ),
    miss(TIME, "is it going to snow in Chicago this Saturday?", "a forecast, not the past"),
)

ALERTS = plan("any severe weather warnings for Florida?", "weather.alerts", {"region": "Florida"})
CASES += group(
    ALERTS,
    hit(
        PV,
        "Mom lives out there, so: are there active weather warnings for Oklahoma right now?",
        {"region": "Oklahoma"},
    ),
)

# --- maps ------------------------------------------------------------------------------------

SAVE_PLACE = plan(
    "save Blue Bottle Coffee at 66 Mint St, San Francisco to my places",
    "maps.save_place",
    {"name": "Blue Bottle Coffee", "address": "66 Mint St, San Francisco"},
)
CASES += group(
    SAVE_PLACE,
    hit(
        VALUE,
        "save Café de Flore at 172 Boulevard Saint-Germain, Paris to my places",
        {"name": "Café de Flore", "address": "172 Boulevard Saint-Germain, Paris"},
    ),
)

TAXI = plan("get me a taxi to 40.7580, -73.9855", "maps.call_taxi", {"lat": 40.758, "lon": -73.9855})
CASES += group(
    TAXI,
    hit(VALUE, "get me a taxi to 51.5033, -0.1196", {"lat": 51.5033, "lon": -0.1196}),
)

# --- CRM -------------------------------------------------------------------------------------

ADD_CONTACT = plan(
    "add Ingrid Solberg (ingrid@fjordtech.no) from FjordTech as a contact",
    "crm.add_contact",
    {"name": "Ingrid Solberg", "email": "ingrid@fjordtech.no", "company": "FjordTech"},
)
CASES += group(
    ADD_CONTACT,
    hit(
        VALUE,
        "add Rahul D. Mehta (rahul@tandem.in) from Tandem as a contact",
        {"name": "Rahul D. Mehta", "email": "rahul@tandem.in", "company": "Tandem"},
    ),
    miss(ACT, "delete the contact ingrid@fjordtech.no"),
)

# --- tickets ---------------------------------------------------------------------------------

REOPEN_TICKET = plan("reopen ticket 8812", "tickets.reopen", {"ticket_id": 8812})
CASES += group(
    REOPEN_TICKET,
    hit(PV, "customer says it's broken again, can you reopen #9020?", {"ticket_id": 9020}),
)

GET_TICKET = plan("show me ticket 7719", "tickets.get", {"ticket_id": 7719})
CASES += group(
    GET_TICKET,
    hit(PARA, "what's the history on ticket 7719? the customer keeps calling", None),
)

# --- music -----------------------------------------------------------------------------------

UNFOLLOW_ARTIST = plan("unfollow Coldplay", "music.unfollow_artist", {"artist": "Coldplay"})
CASES += group(
    UNFOLLOW_ARTIST,
    hit(VALUE, "unfollow Florence + the Machine", {"artist": "Florence + the Machine"}),
)

RECENT = plan("what did I listen to last week?", "music.recently_played", {"period": "last week"})
CASES += group(
    RECENT,
    miss(TIME, "what's playing right now?", "now, not a past period"),
)

PLAYLIST_ID = plan(
    "play playlist 37i9dQZF1DXcBWIGoYBM5M", "music.play_playlist", {"playlist_id": "37i9dQZF1DXcBWIGoYBM5M"}
)
CASES += group(
    PLAYLIST_ID,
    miss(UNCARRY, "play my chill playlist", "a playlist name, not its id"),
)

RESUME = plan("resume the music", "music.resume", {})
CASES += group(
    RESUME,
    hit(PARA, "ok, I'm off the call - unpause it", None),
)

# --- pets ------------------------------------------------------------------------------------

VET_CANCEL = plan(
    "cancel Pepper's vet appointment on Thursday", "vet.cancel_appointment", {"pet": "Pepper", "day": "Thursday"}
)
CASES += group(
    VET_CANCEL,
    hit(
        PV,
        "something came up, cancel the vet appointment for Mr. Whiskers on Monday",
        {"pet": "Mr. Whiskers", "day": "Monday"},
    ),
    miss(ACT, "get Pepper a vet appointment for Thursday"),
)

VET_TIME = plan(
    "book Luna in at the vet on Friday at 4pm",
    "vet.book_appointment",
    {"pet": "Luna", "day": "Friday", "time": "4pm"},
)
CASES += group(
    VET_TIME,
    hit(
        VALUE,
        "book Rocco in at the vet on Tuesday at 11am",
        {"pet": "Rocco", "day": "Tuesday", "time": "11am"},
    ),
    miss(
        UNCARRY,
        "book Luna in at the vet same as last time, but an hour later",
        "'an hour later' must be worked out from the stored time; the stored day may not hold either",
    ),
)

# --- tasks, reminders, notes -----------------------------------------------------------------

TASK_FULL = plan(
    "add 'book flights for Lisbon' to my Travel list, due Friday",
    "tasks.create",
    {"title": "book flights for Lisbon", "list": "Travel", "due": "Friday"},
)
CASES += group(
    TASK_FULL,
    hit(
        VALUE,
        "add 'pick up dry cleaning' to my Errands list, due Saturday",
        {"title": "pick up dry cleaning", "list": "Errands", "due": "Saturday"},
    ),
    hit(
        PV,
        "quick one for the Work list: a task called 'send Q3 deck to María', due EOD",
        {"title": "send Q3 deck to María", "list": "Work", "due": "EOD"},
    ),
)

REMIND_ISO = plan(
    "remind me at 2025-06-20T18:00:00 to submit the grant report",
    "reminders.create",
    {"text": "submit the grant report", "at": "2025-06-20T18:00:00"},
)
CASES += group(
    REMIND_ISO,
    hit(
        VALUE,
        "remind me at 2025-07-02T08:15:00 to book the dentist",
        {"text": "book the dentist", "at": "2025-07-02T08:15:00"},
    ),
    miss(UNCARRY, "remind me in 20 minutes to submit the grant report", "a relative time to work out"),
)

REMIND_DELETE = plan(
    "delete my reminder to renew the parking permit", "reminders.delete", {"text": "renew the parking permit"}
)
CASES += group(
    REMIND_DELETE,
    hit(VALUE, "delete my reminder to call Grandma O'Brien", {"text": "call Grandma O'Brien"}),
)

NOTE = plan(
    "write a note titled 'Wi-Fi' with the body: network Casa42, password in the drawer",
    "notes.create",
    {"title": "Wi-Fi", "body": "network Casa42, password in the drawer"},
)
CASES += group(
    NOTE,
    hit(
        VALUE,
        "write a note titled 'Gate code' with the body: 4417 then press the bell",
        {"title": "Gate code", "body": "4417 then press the bell"},
    ),
    miss(ACT, "what does my note titled 'Wi-Fi' say?", "reading a note, not writing one"),
)

# --- shopping --------------------------------------------------------------------------------

SHOP_CANCEL = plan("cancel order 114-2290331 before it ships", "shop.cancel_order", {"order_id": "114-2290331"})
CASES += group(
    SHOP_CANCEL,
    miss(ACT, "return order 114-2290331", "a return, not a cancellation"),
)

REORDER = plan("reorder 113-5502918", "shop.reorder", {"order_id": "113-5502918"})
CASES += group(
    REORDER,
    hit(PV, "those filters were great - place order 111-0098123 again", {"order_id": "111-0098123"}),
)

# --- social ----------------------------------------------------------------------------------

POST = plan("post: Just shipped v2.0 of our app!", "social.post", {"text": "Just shipped v2.0 of our app!"})
CASES += group(
    POST,
    hit(
        PV,
        "can you share this on my feed - 'Thanks to everyone who came to the meetup tonight 🙏'",
        {"text": "Thanks to everyone who came to the meetup tonight 🙏"},
    ),
)

UNBLOCK = plan("unblock @crypto_kev", "social.unblock", {"handle": "@crypto_kev"})
CASES += group(
    UNBLOCK,
    hit(VALUE, "unblock @dana.o.neil", {"handle": "@dana.o.neil"}),
)

DEL_POST = plan("delete my post 1780021934", "social.delete_post", {"post_id": "1780021934"})
CASES += group(
    DEL_POST,
    miss(UNCARRY, "delete my post from yesterday about the election", "the post is described, not given by id"),
)

# --- unrelated requests against a single stored plan -----------------------------------------

CASES += group(
    plan("convert 75 CAD to USD", "fx.convert", {"amount": 75, "from": "CAD", "to": "USD"}),
    miss(UNREL, "what's the weather like in Montreal today?"),
)
CASES += group(
    plan("play Jolene", "music.play", {"query": "Jolene"}),
    miss(UNREL, "add the Jolene vinyl to my cart", "shopping, though it names the same song"),
)
CASES += group(
    plan("send Sam 20 EUR", "pay.send_money", {"recipient": "Sam", "amount": 20, "currency": "EUR"}),
    miss(UNREL, "send Sam the link to the wedding photos", "a message, not money"),
)
CASES += group(
    plan("what's on my calendar tomorrow?", "calendar.list_events", {"when": "tomorrow"}),
    miss(UNREL, "what's on TV tomorrow night?"),
)
CASES += group(
    plan("current weather in Lima", "weather.current", {"location": "Lima"}),
    miss(UNREL, "what time is it in Lima right now?"),
)
CASES += group(
    plan("star facebook/react", "gh.star_repo", {"repo": "facebook/react"}),
    miss(UNREL, "how many stars does facebook/react have?", "a count, not starring"),
)
CASES += group(
    plan("open a ticket: printer offline", "tickets.create", {"title": "printer offline"}),
    miss(UNREL, "create a playlist called Printer Offline Blues"),
)
CASES += group(
    plan("who is Marta Kowalska?", "hr.lookup_employee", {"name": "Marta Kowalska"}),
    miss(UNREL, "is Marta Kowalska's flight on time?", "a flight, though it names the same person"),
)

# ---------------------------------------------------------------------------------------------
# Crowded workspaces: the plan to replay is among the workspace's plans (in_ws=True); the group's
# base is the workspace plan the kind is relative to.
# ---------------------------------------------------------------------------------------------

# --- home ------------------------------------------------------------------------------------

CASES += group(
    plan("dining room lights on, 35% brightness", "home.lights_on", {"room": "dining room", "brightness": 35}),
    hit(VALUE, "kids' bathroom lights on, 20% brightness", {"room": "kids' bathroom", "brightness": 20}),
    hit(PV, "put the study lights on at 55%, I'm reading", {"room": "study", "brightness": 55}),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("switch off the lights in the office", "home.lights_off", {"room": "office"}),
    hit(
        PV,
        "we're leaving for the airport - kill the lights in the garage, please",
        {"room": "garage"},
        "the airport is context",
    ),
    miss(NEG, "leave the porch lights on tonight, don't switch them off - we're expecting guests"),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("turn off the fan", "home.set_plug", {"plug": "fan", "on": False}),
    hit(VALUE, "turn off the aquarium pump", {"plug": "aquarium pump"}, "a device switched at its plug"),
    hit(PARA, "could you please turn the fan off?", None),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("power on the kettle plug", "home.set_plug", {"plug": "kettle", "on": True}),
    hit(PV, "it's freezing in here, can you power on the electric blanket plug?", {"plug": "electric blanket"}),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("thermostat to 68 please", "home.set_thermostat", {"temperature": 68}),
    hit(VALUE, "thermostat to 22.5 please", {"temperature": 22.5}),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("put the thermostat in cool mode", "home.set_thermostat_mode", {"mode": "cool"}),
    hit(SLOT, "switch the thermostat to off - the windows are open all day", {"mode": "off"}, "'off' is a mode"),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("arm the alarm in home mode", "home.arm_alarm", {"mode": "home"}),
    hit(SLOT, "arm the alarm in away mode, we're off to the lake for the weekend", {"mode": "away"}),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("switch the alarm off, I'm home", "home.disarm_alarm", {}),
    hit(PARA, "I'm home, so switch off the alarm", None),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("start the robot vacuum in the office", "home.start_vacuum", {"room": "office"}),
    miss(ACT, "stop the robot vacuum, the dog is freaking out", absent=("home.stop_vacuum",)),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("please lock the back door", "home.lock_door", {"door": "back"}),
    miss(ACT, "unlock the side door for the plumber", absent=("home.unlock_door", "home.set_lock")),
    miss(QUEST, "did I lock the back door?", absent=("home.get_lock_state",)),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("order 5 bags of Royal Canin kitten", "vet.order_food", {"product": "Royal Canin kitten", "bags": 5}),
    hit(VALUE, "order 4 bags of Hill's Perfect Weight", {"product": "Hill's Perfect Weight", "bags": 4}),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan(
        "remind me tonight at 9 to water the plants",
        "reminders.create",
        {"text": "water the plants", "at": "2025-06-11T21:00:00"},
    ),
    miss(
        UNCARRY,
        "remind me tonight at 9 to take out the recycling",
        "'tonight' was resolved to a date when the plan was stored",
    ),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("play some Bad Bunny", "music.play", {"query": "Bad Bunny"}),
    hit(VALUE, "play some Buena Vista Social Club", {"query": "Buena Vista Social Club"}),
    miss(ACT, "resume the music where it stopped", absent=("music.resume",)),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan(
        "put Bohemian Rhapsody on Workout Mix",
        "music.add_to_playlist",
        {"track": "Bohemian Rhapsody", "playlist": "Workout Mix"},
    ),
    hit(
        PV,
        "that's a banger - stick Levitating on the Workout Mix playlist",
        {"track": "Levitating", "playlist": "Workout Mix"},
    ),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("follow Taylor Swift on my music app", "music.follow_artist", {"artist": "Taylor Swift"}),
    miss(ACT, "unfollow Taylor Swift on my music app", absent=("music.unfollow_artist",)),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("return order 113-0092847", "shop.return_item", {"order_id": "113-0092847"}),
    miss(
        OBJ,
        "return just the charger from order 113-0092847, keep the rest",
        "one item; replaying returns the whole order",
    ),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("will it rain in Denver on Friday?", "weather.forecast", {"location": "Denver", "day": "Friday"}),
    hit(VALUE, "will it rain in Galway on Sunday?", {"location": "Galway", "day": "Sunday"}),
    miss(
        TIME,
        "did it rain in Denver on Saturday?",
        "the past; one word from the stored 'will it rain in Denver on Saturday?'",
        absent=("weather.history",),
    ),
    ws="home",
    in_ws=True,
)
CASES += group(
    plan("what's the weather in Berlin right now?", "weather.current", {"location": "Berlin"}),
    hit(
        PV,
        "quick check before my run: what's it like outside in Edinburgh right now?",
        {"location": "Edinburgh"},
    ),
    ws="home",
    in_ws=True,
)
CASES += group(
    None,
    miss(UNREL, "how much did I spend at Whole Foods last month?", absent=("pay.list_transactions",)),
    ws="home",
)

# --- finance ---------------------------------------------------------------------------------

CASES += group(
    plan("convert 1200 SEK to GBP", "fx.convert", {"amount": 1200, "from": "SEK", "to": "GBP"}),
    hit(VALUE, "convert 1,250.75 CHF to NOK", {"amount": 1250.75, "from": "CHF", "to": "NOK"}, "a thousands comma"),
    hit(
        PV,
        "I'm in Mexico next week; roughly how much is 600 USD in MXN?",
        {"amount": 600, "from": "USD", "to": "MXN"},
        "Mexico and next week are context",
    ),
    miss(TIME, "what was 100 EUR worth in AUD back in January 2020?", absent=("fx.historical_rate",)),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan("convert 500 euros to Swiss francs", "fx.convert", {"amount": 500, "from": "EUR", "to": "CHF"}),
    hit(PARA, "how many Swiss francs would 500 euros get me?", None),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan("sell 20 shares of MSFT", "trade.place_order", {"side": "sell", "symbol": "MSFT", "quantity": 20}),
    miss(NEG, "don't sell my META shares, whatever the news says"),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan(
        "I'd like to buy 20 shares of GOOG",
        "trade.place_order",
        {"side": "buy", "symbol": "GOOG", "quantity": 20},
    ),
    hit(SLOT, "I'd like to sell 35 shares of AMD", {"side": "sell", "symbol": "AMD", "quantity": 35}),
    miss(UNCARRY, "buy $2,000 worth of AAPL", "a money amount; the share count must be worked out"),
    miss(QUEST, "did my order for 10 AAPL go through?"),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan(
        "notify me when AAPL falls under $150",
        "trade.set_price_alert",
        {"symbol": "AAPL", "price": 150, "direction": "below"},
    ),
    hit(VALUE, "notify me when COST falls under $845.50", {"symbol": "COST", "price": 845.5}),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan("what's MSFT trading at?", "trade.get_quote", {"symbol": "MSFT"}),
    hit(PV, "before I decide anything, what's BRK.B going for right now?", {"symbol": "BRK.B"}),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan("spend 50 USD on SOL", "trade.buy_crypto", {"asset": "SOL", "amount": 50, "currency": "USD"}),
    miss(ACT, "sell 250 USD worth of ETH", absent=("trade.sell_crypto",)),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan("cancel order ORD-60231", "trade.cancel_order", {"order_id": "ORD-60231"}),
    miss(
        OBJ,
        "cancel my Comcast payment for next Friday",
        "a scheduled payment, not a trade order; no tool cancels it",
    ),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan("list my holdings", "trade.list_positions", {}),
    hit(PARA, "which stocks am I holding at the moment?", None),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan(
        "send Sam 12 EUR for the taxi",
        "pay.send_money",
        {"recipient": "Sam", "amount": 12, "currency": "EUR", "note": "the taxi"},
    ),
    hit(VALUE, "send Marco 15.50 EUR for the taxi", {"recipient": "Marco", "amount": 15.5}),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan("transfer 100 USD to Jess", "pay.send_money", {"recipient": "Jess", "amount": 100, "currency": "USD"}),
    hit(PV, "could you transfer 18 USD to Priya O'Neil please", {"recipient": "Priya O'Neil", "amount": 18}),
    miss(
        UNCARRY,
        "transfer 60 EUR to my cleaner",
        "a recipient named by role that no stored plan resolved (unlike 'the landlord')",
    ),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan(
        "pay City Water 80 USD on the 1st",
        "pay.schedule_payment",
        {"payee": "City Water", "amount": 80, "currency": "USD", "date": "the 1st"},
    ),
    hit(
        VALUE,
        "pay Anne-Marie 250 EUR on the 3rd",
        {"payee": "Anne-Marie", "amount": 250, "currency": "EUR", "date": "the 3rd"},
    ),
    hit(
        PV,
        "rent's due soon - schedule 1100 USD to the landlord for Aug 1, please",
        {"payee": "the landlord", "amount": 1100, "currency": "USD", "date": "Aug 1"},
        "'the landlord' is a stored payee, kept as said",
    ),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan("refund $12 on order A-10293", "pay.refund", {"order_id": "A-10293", "amount": 12}),
    miss(ACT, "capture the payment for order A-11562", absent=("pay.capture",)),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan(
        "invoice billing@acme.io for 560 EUR",
        "pay.create_invoice",
        {"customer_email": "billing@acme.io", "amount": 560, "currency": "EUR"},
    ),
    hit(
        VALUE,
        "invoice ap@wayne-ent.com for 3400 USD",
        {"customer_email": "ap@wayne-ent.com", "amount": 3400, "currency": "USD"},
    ),
    miss(ACT, "void the invoice I sent billing@acme.io", absent=("pay.void_invoice",)),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan("please freeze card 9034", "pay.freeze_card", {"card_last4": "9034"}),
    hit(PV, "I think I left my card at the bar - freeze the one ending 5512 asap", {"card_last4": "5512"}),
    miss(ACT, "unfreeze card 9034, I found my wallet", absent=("pay.unfreeze_card",)),
    ws="finance",
    in_ws=True,
)
CASES += group(
    plan(
        "split the 60 USD bill between Priya and Aisha",
        "pay.split_bill",
        {"amount": 60, "currency": "USD", "people": ["Priya", "Aisha"]},
    ),
    hit(
        VALUE,
        "split the 84.60 USD bill between Jess, Tom and Ana",
        {"amount": 84.6, "people": ["Jess", "Tom", "Ana"]},
        "a list of three",
    ),
    ws="finance",
    in_ws=True,
)
CASES += group(
    None,
    miss(UNREL, "how many days off do I have left this year?", absent=("hr.time_off_balance",)),
    miss(UNREL, "what's the capital gains tax rate in Portugal?"),
    ws="finance",
)

# --- devops ----------------------------------------------------------------------------------

CASES += group(
    plan(
        "deploy checkout v1.9.7 to staging",
        "cloud.deploy",
        {"service": "checkout", "version": "v1.9.7", "environment": "staging"},
    ),
    hit(VALUE, "deploy checkout v4.1.0 to staging", {"version": "v4.1.0"}),
    hit(
        PV,
        "the Friday freeze starts at 5, so get notifications v2.5.0-hotfix.1 out to production now",
        {"service": "notifications", "version": "v2.5.0-hotfix.1", "environment": "production"},
        "'at 5' and Friday are context",
    ),
    miss(UNCARRY, "deploy the latest checkout build to staging", "no version is given"),
    miss(QUEST, "how did the checkout deploy to staging go?", absent=("cloud.deployment_status",)),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan("rollback auth on dev", "cloud.rollback", {"service": "auth", "environment": "dev"}),
    miss(NEG, "don't roll back search-api in dev, I'm debugging the new release there"),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan(
        "scale billing in staging to 3 replicas",
        "cloud.scale_service",
        {"service": "billing", "replicas": 3, "environment": "staging"},
    ),
    hit(
        PV,
        "traffic's dropping off for the night; take billing in staging down to 1 replica",
        {"replicas": 1},
    ),
    miss(
        TIME,
        "scale checkout to 6 replicas at 6pm tonight",
        "later, not now: the stored 'scale checkout to 6 replicas' acts at once and no argument holds a time",
    ),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan("stop the instance bastion", "cloud.stop_instance", {"instance": "bastion"}),
    hit(VALUE, "stop the instance etl-worker-5", {"instance": "etl-worker-5"}),
    miss(ACT, "reboot web-01", absent=("cloud.restart_instance",)),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan("take auth out of maintenance mode", "cloud.set_maintenance_mode", {"service": "auth", "enabled": False}),
    hit(PV, "we're done with the migration: take billing out of maintenance", {"service": "billing"}),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan(
        "create DNS A record docs.acme.io -> 198.51.100.24",
        "cloud.add_dns_record",
        {"hostname": "docs.acme.io", "type": "A", "value": "198.51.100.24"},
    ),
    hit(
        SLOT,
        "create DNS AAAA record ipv6.acme.io -> 2001:db8::7",
        {"hostname": "ipv6.acme.io", "type": "AAAA", "value": "2001:db8::7"},
    ),
    miss(ACT, "remove the DNS A record for shop.acme.io", absent=("cloud.delete_dns_record",)),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan("back up the orders database", "db.create_backup", {"database": "orders"}),
    miss(ACT, "restore the orders database from yesterday's backup", absent=("db.restore_backup",)),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan(
        "query inventory: SELECT count(*) FROM orders",
        "db.run_query",
        {"database": "inventory", "sql": "SELECT count(*) FROM orders"},
    ),
    hit(
        VALUE,
        "query analytics: SELECT id, email FROM users WHERE created_at > '2025-01-01'",
        {"database": "analytics", "sql": "SELECT id, email FROM users WHERE created_at > '2025-01-01'"},
    ),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan(
        "back up users and then deploy notifications v1.9.7 to production",
        [
            ("db.create_backup", {"database": "users"}),
            ("cloud.deploy", {"service": "notifications", "version": "v1.9.7", "environment": "production"}),
        ],
    ),
    hit(
        VALUE,
        "back up inventory and then deploy checkout v2.5.1 to production",
        [{"database": "inventory"}, {"service": "checkout", "version": "v2.5.1"}],
    ),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan(
        "rebase merge PR #977 in acme/api-gateway",
        "gh.merge_pr",
        {"repo": "acme/api-gateway", "number": 977, "method": "rebase"},
    ),
    hit(SLOT, "squash merge PR #88 in psf/requests", {"repo": "psf/requests", "number": 88, "method": "squash"}),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan("close rust-lang/rust#1045", "gh.close_issue", {"repo": "rust-lang/rust", "number": 1045}),
    hit(VALUE, "close kubernetes/kubernetes#120934", {"repo": "kubernetes/kubernetes", "number": 120934}),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan(
        "new issue for acme/webapp: flaky test in test_auth",
        "gh.create_issue",
        {"repo": "acme/webapp", "title": "flaky test in test_auth"},
    ),
    hit(
        PV,
        "can you open an issue on acme/webapp? Title: 'Login button misaligned on Safari 17'",
        {"title": "Login button misaligned on Safari 17"},
    ),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan(
        "delete branch old-experiment in toolmem/toolmem",
        "gh.delete_branch",
        {"repo": "toolmem/toolmem", "branch": "old-experiment"},
    ),
    miss(OBJ, "delete the v2.3.1 tag from acme/webapp", "a tag, not a branch; no tool deletes tags"),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan("grant read-only to user 317", "iam.grant_role", {"user": "user 317", "role": "read-only"}),
    hit(VALUE, "grant read-only to o.oneil@corp.io", {"user": "o.oneil@corp.io"}),
    miss(ACT, "take the admin role away from raj@corp.io", absent=("iam.revoke_role", "iam.set_role")),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan("send omar@corp.io a password reset", "iam.reset_password", {"user": "omar@corp.io"}),
    hit(PARA, "Omar's locked out again - please reset the password for omar@corp.io", None),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan("show the permissions of li.wei@corp.io", "iam.list_roles", {"user": "li.wei@corp.io"}),
    hit(PARA, "which roles has li.wei@corp.io got?", None),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan("create an API key called zapier-sync", "iam.create_api_key", {"name": "zapier-sync"}),
    miss(
        UNCARRY,
        "create an API key called partner-feed that expires in 90 days",
        "no stored plan carries an expiry; replaying would make a key that never expires",
        absent=(("iam.create_api_key", {"expires_in_days": 90}),),
    ),
    ws="devops",
    in_ws=True,
)
CASES += group(
    plan("assign ticket 6002 to Jonas", "tickets.assign", {"ticket_id": 6002, "assignee": "Jonas"}),
    hit(VALUE, "assign ticket 8120 to Anne-Marie", {"ticket_id": 8120, "assignee": "Anne-Marie"}),
    ws="devops",
    in_ws=True,
)
CASES += group(
    None,
    miss(UNREL, "order 3 bags of Purina Pro Plan", absent=("vet.order_food",)),
    miss(UNREL, "what's the weather in Denver tomorrow?", absent=("weather.forecast",)),
    ws="devops",
)

# --- office ----------------------------------------------------------------------------------

CASES += group(
    plan(
        "schedule a 60-minute budget sync Thursday at noon",
        "calendar.create_event",
        {"title": "budget sync", "start": "Thursday at noon", "duration_minutes": 60},
    ),
    hit(
        VALUE,
        "schedule a 45-minute budget sync Wednesday at 11:15",
        {"start": "Wednesday at 11:15", "duration_minutes": 45},
    ),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "put design review on my calendar Monday at 3pm",
        "calendar.create_event",
        {"title": "design review", "start": "Monday at 3pm"},
    ),
    hit(
        PV,
        "can you put 'lunch with the Osei family' on my calendar for Sunday at 1pm?",
        {"title": "lunch with the Osei family", "start": "Sunday at 1pm"},
    ),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan("call off the standup on Monday", "calendar.cancel_event", {"title": "standup", "date": "Monday"}),
    miss(NEG, "don't cancel sprint planning on Monday, just push it"),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "reschedule the sprint planning to Thursday at noon",
        "calendar.reschedule_event",
        {"title": "sprint planning", "new_start": "Thursday at noon"},
    ),
    miss(UNCARRY, "push standup back half an hour", "the new time must be worked out"),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan("what's on my calendar on Saturday?", "calendar.list_events", {"when": "Saturday"}),
    hit(VALUE, "what's on my calendar on the 3rd?", {"when": "the 3rd"}),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan("RSVP yes to sprint planning", "calendar.accept_invite", {"title": "sprint planning"}),
    hit(PARA, "please accept the sprint planning invitation", None),
    miss(ACT, "decline the budget sync invite, I'll be travelling", absent=("calendar.decline_invite",)),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "block my calendar July 1 to Aug 23, OOO",
        "calendar.set_out_of_office",
        {"start_date": "July 1", "end_date": "Aug 23"},
    ),
    hit(
        PV,
        "I'll be at my sister's wedding, so block my calendar as OOO Sept 4 through Sept 9",
        {"start_date": "Sept 4", "end_date": "Sept 9"},
    ),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "write to bob@example.com that the build is broken",
        "email.send",
        {"to": "bob@example.com", "body": "the build is broken"},
    ),
    miss(UNCARRY, "write to my manager that I'll be ten minutes late", "a recipient named by role"),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "email hr@corp.io with subject 'Q3 report' saying the server is back up",
        "email.send",
        {"to": "hr@corp.io", "subject": "Q3 report", "body": "the server is back up"},
    ),
    hit(
        PV,
        "email legal@initech.co, subject 'NDA v3', body: redlines are in the shared folder",
        {"to": "legal@initech.co", "subject": "NDA v3", "body": "redlines are in the shared folder"},
    ),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "email hr@corp.io tomorrow at 9am saying the release is delayed to Monday",
        "email.schedule_send",
        {"to": "hr@corp.io", "body": "the release is delayed to Monday", "send_at": "tomorrow at 9am"},
    ),
    hit(
        VALUE,
        "email alice@contoso.com Friday at 7am saying the offsite is confirmed",
        {"to": "alice@contoso.com", "body": "the offsite is confirmed", "send_at": "Friday at 7am"},
    ),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "reply to hr@corp.io saying I'll get back to you Friday",
        "email.reply",
        {"sender": "hr@corp.io", "body": "I'll get back to you Friday"},
    ),
    hit(
        PV,
        "reply to alice@contoso.com: thanks, Thursday 3 p.m. works for me",
        {"sender": "alice@contoso.com", "body": "thanks, Thursday 3 p.m. works for me"},
    ),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan("block emails from deals@spammy.biz", "email.block_sender", {"sender": "deals@spammy.biz"}),
    miss(ACT, "unblock deals@spammy.biz, it's actually my bank", absent=("email.unblock_sender",)),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "turn on my vacation responder until July 7: I'm away with limited access to email",
        "email.set_auto_reply",
        {"message": "I'm away with limited access to email", "until": "July 7"},
    ),
    hit(
        VALUE,
        "turn on my vacation responder until Sept 2: I'm on parental leave, please contact Dana",
        {"message": "I'm on parental leave, please contact Dana", "until": "Sept 2"},
    ),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan("clear my status", "chat.clear_status", {}),
    hit(PARA, "I'm back at my desk, get rid of my status", None),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan("please add @kate to #marketing", "chat.invite_to_channel", {"user": "@kate", "channel": "#marketing"}),
    hit(VALUE, "please add @m.oneil to #launch", {"user": "@m.oneil", "channel": "#launch"}),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan("new lead: Dev Patel, Hooli", "crm.create_lead", {"name": "Dev Patel", "company": "Hooli"}),
    hit(
        VALUE,
        "new lead: Siobhan O'Neil, Wayne Enterprises",
        {"name": "Siobhan O'Neil", "company": "Wayne Enterprises"},
    ),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "mark the Initech pilot deal as qualified",
        "crm.update_deal_stage",
        {"deal": "Initech pilot", "stage": "qualified"},
    ),
    hit(SLOT, "mark the Globex expansion deal as lost", {"deal": "Globex expansion", "stage": "lost"}),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan("delete the file report.txt", "fs.delete_file", {"path": "report.txt"}),
    miss(ACT, "I deleted notes/meeting.md by mistake, pull it back out of the trash", absent=("fs.restore_file",)),
    miss(OBJ, "delete the folder /tmp/build", "a folder, not a file", absent=("fs.delete_folder",)),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan("approve leave request 357", "hr.review_time_off", {"request_id": 357, "verdict": "approve"}),
    hit(SLOT, "deny leave request 401", {"request_id": 401, "verdict": "deny"}),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "schedule an interview with Emily Zhao Monday at 3pm",
        "hr.schedule_interview",
        {"candidate": "Emily Zhao", "when": "Monday at 3pm"},
    ),
    hit(
        VALUE,
        "schedule an interview with Kofi Mensah Wednesday at 3 p.m.",
        {"candidate": "Kofi Mensah", "when": "Wednesday at 3 p.m."},
        "the time is kept as said",
    ),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "find flights from FRA to BOS on May 20",
        "travel.search_flights",
        {"origin": "FRA", "destination": "BOS", "date": "May 20"},
    ),
    miss(TIME, "what trips did I take to Boston last year?", absent=("travel.trip_history",)),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan(
        "reserve a hotel in Madrid for 4 nights starting June 3",
        "travel.book_hotel",
        {"city": "Madrid", "check_in": "June 3", "nights": 4},
    ),
    hit(
        PV,
        "I need a room in Kraków - 3 nights, checking in Nov 7",
        {"city": "Kraków", "check_in": "Nov 7", "nights": 3},
    ),
    ws="office",
    in_ws=True,
)
CASES += group(
    plan("check in for XK7P2Q", "travel.check_in", {"booking_ref": "XK7P2Q"}),
    miss(QUEST, "am I already checked in for XK7P2Q?", "asks about the check-in; no tool answers it"),
    ws="office",
    in_ws=True,
)
CASES += group(
    None,
    miss(UNREL, "play some Norah Jones while I work", absent=("music.play",)),
    ws="office",
)
