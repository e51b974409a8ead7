"""Fresh cases of the plan-cache benchmark: a third, independent set.

Written after the dev and held-out sets by a writer who had not read the plan cache's rules
(nothing under src/toolmem, nor the dev cases or the held-out cases beyond the file format).
The requests are worded the way a demanding user talks to an agent: polite forms, questions,
terse commands, extra context words, and values in many forms. The set is scored once as
written, before anything is tuned on it. make_cases.py numbers the cases fresh-001...
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
# Single-plan workspaces: the group's base plan is the only stored plan.
# ---------------------------------------------------------------------------------------------

# --- smart home ------------------------------------------------------------------------------

LOCK_STATE = plan("is the garage door locked?", "home.get_lock_state", {"door": "garage"})
CASES += group(
    LOCK_STATE,
    hit(PARA, "can you check whether the garage door is locked?", None),
    miss(ACT, "lock the garage door", "a command where a state question was stored"),
)

THERMO_ZONE = plan(
    "set the upstairs thermostat to 68 F",
    "home.set_thermostat",
    {"temperature": 68, "unit": "F", "zone": "upstairs"},
)
CASES += group(
    THERMO_ZONE,
    hit(
        VALUE,
        "set the downstairs thermostat to 20.5 C",
        {"temperature": 20.5, "unit": "C", "zone": "downstairs"},
    ),
    hit(PV, "could you bring the basement thermostat to 64 F?", {"temperature": 64, "zone": "basement"}),
    miss(QUEST, "what is the upstairs thermostat set to right now?", "reading the setting, not changing it"),
    miss(UNCARRY, "make it two degrees warmer upstairs", "a relative change: the target temperature is not said"),
)

STOP_VAC = plan("stop the robot vacuum", "home.stop_vacuum", {})
CASES += group(
    STOP_VAC,
    hit(PARA, "send the vacuum back to its dock please", None),
    miss(QUEST, "is the vacuum still running?", "a state question"),
)

# --- trading and currency ----------------------------------------------------------------------

SELL_CRYPTO = plan("sell 0.5 ETH", "trade.sell_crypto", {"asset": "ETH", "quantity": 0.5})
CASES += group(
    SELL_CRYPTO,
    hit(VALUE, "sell 0.025 BTC", {"asset": "BTC", "quantity": 0.025}),
    hit(PV, "I'd like to cash out 120 SOL, please", {"asset": "SOL", "quantity": 120}),
)

BUY_LIMIT = plan(
    "buy 15 shares of COST at $890.25", "trade.buy", {"symbol": "COST", "quantity": 15, "limit_price": 890.25}
)
CASES += group(
    BUY_LIMIT,
    hit(VALUE, "buy 3 shares of BRK.B at $412", {"symbol": "BRK.B", "quantity": 3, "limit_price": 412}),
    miss(UNCARRY, "buy 15 shares of COST at whatever the market price is", "a market order: no limit to replay"),
)

HISTORY = plan(
    "price history for AAPL, past 6 months", "trade.price_history", {"symbol": "AAPL", "period": "past 6 months"}
)
CASES += group(
    HISTORY,
    hit(PV, "how has NVDA done over the past 5 days?", {"symbol": "NVDA", "period": "past 5 days"}),
    miss(TIME, "where will AAPL trade next month?", "a prediction, not past prices"),
)

HIST_RATE = plan(
    "what was the EUR to USD rate on 2024-03-15?",
    "fx.historical_rate",
    {"base": "EUR", "quote": "USD", "date": "2024-03-15"},
)
CASES += group(
    HIST_RATE,
    hit(VALUE, "what was the GBP to CHF rate on 2023-11-30?", {"base": "GBP", "quote": "CHF", "date": "2023-11-30"}),
    hit(PARA, "EUR to USD exchange rate on 2024-03-15, please", None),
    miss(TIME, "what is the EUR to USD rate today?", "today's rate, not a past one"),
)

# --- payments ------------------------------------------------------------------------------------

CAPTURE = plan("capture the payment for order A-55120", "pay.capture", {"order_id": "A-55120"})
CASES += group(
    CAPTURE,
    hit(PV, "please capture the authorized charge on order A-77310", {"order_id": "A-77310"}),
)

VOID = plan("void invoice INV-2024-0193", "pay.void_invoice", {"invoice_id": "INV-2024-0193"})
CASES += group(
    VOID,
    hit(VALUE, "void invoice INV-2025-0007", {"invoice_id": "INV-2025-0007"}),
    miss(NEG, "don't void INV-2024-0193 yet, the client says they'll pay this week", "negated"),
)

SPLIT3 = plan(
    "split 96.60 EUR between Ingrid, Paulo and Yusuf",
    "pay.split_bill",
    {"amount": 96.6, "currency": "EUR", "people": ["Ingrid", "Paulo", "Yusuf"]},
)
CASES += group(
    SPLIT3,
    hit(
        VALUE,
        "split 54 GBP between Hannah, Ruth and Odile",
        {"amount": 54, "currency": "GBP", "people": ["Hannah", "Ruth", "Odile"]},
    ),
)

# --- email ---------------------------------------------------------------------------------------

UNREAD = plan(
    "mark the latest email from grace@lumen.dev as unread", "email.mark_unread", {"sender": "grace@lumen.dev"}
)
CASES += group(
    UNREAD,
    hit(PV, "set the newest mail from olga.petrova@contoso.com back to unread", {"sender": "olga.petrova@contoso.com"}),
    miss(ACT, "mark the latest email from grace@lumen.dev as read", "read vs unread"),
)

UNBLOCK_MAIL = plan(
    "unblock promos@cheapflights.example", "email.unblock_sender", {"sender": "promos@cheapflights.example"}
)
CASES += group(
    UNBLOCK_MAIL,
    hit(
        PV,
        "stop sending mail from jobs@talentbridge.io to spam, it's legit",
        {"sender": "jobs@talentbridge.io"},
    ),
    hit(PARA, "take promos@cheapflights.example off my blocked senders", None),
    miss(QUEST, "is promos@cheapflights.example blocked?", "a state question"),
)

DRAFT = plan(
    "draft an email to ravi@kestrel.io with subject 'Q2 numbers' saying I'll send the spreadsheet tonight",
    "email.save_draft",
    {"to": "ravi@kestrel.io", "subject": "Q2 numbers", "body": "I'll send the spreadsheet tonight"},
)
CASES += group(
    DRAFT,
    hit(
        PV,
        "don't send it yet, just draft ravi@kestrel.io, subject 'Offsite agenda', body: rooms are booked for Thursday",
        {"subject": "Offsite agenda", "body": "rooms are booked for Thursday"},
        "'don't send it yet' asks for a draft, which is what is stored: not a negation of it",
    ),
    miss(
        ACT,
        "send an email to ravi@kestrel.io with subject 'Q2 numbers' saying I'll send the spreadsheet tonight",
        "sending now vs saving a draft",
    ),
)

# --- calendar ------------------------------------------------------------------------------------

DECLINE = plan("decline the invitation to the vendor demo", "calendar.decline_invite", {"title": "vendor demo"})
CASES += group(
    DECLINE,
    hit(VALUE, "decline the invitation to the quarterly roadmap review", {"title": "quarterly roadmap review"}),
    hit(PARA, "I can't make the vendor demo, please decline it", None),
    miss(ACT, "accept the invitation to the vendor demo", "accept vs decline"),
)

EVENT_FULL = plan(
    "schedule 'Roof inspection' on July 8 at 10:00 for 90 minutes at 12 Elm Road",
    "calendar.create_event",
    {"title": "Roof inspection", "start": "July 8 at 10:00", "duration_minutes": 90, "location": "12 Elm Road"},
)
CASES += group(
    EVENT_FULL,
    hit(
        VALUE,
        "schedule 'Piano recital' on August 2 at 18:30 for 120 minutes at St. Mary's Hall",
        {
            "title": "Piano recital",
            "start": "August 2 at 18:30",
            "duration_minutes": 120,
            "location": "St. Mary's Hall",
        },
    ),
    miss(UNREL, "how long is the drive to 12 Elm Road?", "a travel question"),
)

# --- team chat -----------------------------------------------------------------------------------

KICK = plan(
    "remove @jonah from #finance-private", "chat.remove_from_channel", {"user": "@jonah", "channel": "#finance-private"}
)
CASES += group(
    KICK,
    hit(PV, "please take @tmp-contractor out of #vendor-acme", {"user": "@tmp-contractor", "channel": "#vendor-acme"}),
)

DM_ID = plan(
    "DM member U04ABCD9 saying the deploy is done",
    "chat.send_dm_to_id",
    {"user_id": "U04ABCD9", "text": "the deploy is done"},
)
CASES += group(
    DM_ID,
    hit(
        VALUE,
        "DM member U07ZZTOP1 saying your laptop is ready for pickup at the IT desk",
        {"user_id": "U07ZZTOP1", "text": "your laptop is ready for pickup at the IT desk"},
    ),
)

# --- code hosting --------------------------------------------------------------------------------

UNSTAR = plan("unstar facebook/react", "gh.unstar_repo", {"repo": "facebook/react"})
CASES += group(
    UNSTAR,
    hit(PARA, "remove my star from facebook/react", None),
    miss(UNREL, "book me a flight to Denver on Friday", "nothing stored serves it"),
)

REOPEN_ISSUE = plan("reopen issue 342 in django/django", "gh.reopen_issue", {"repo": "django/django", "number": 342})
CASES += group(
    REOPEN_ISSUE,
    hit(PV, "numpy/numpy#25013 was closed too early, open it again", {"repo": "numpy/numpy", "number": 25013}),
    miss(UNREL, "reserve a hotel in Bergen for 2 nights from May 9", "nothing stored serves it"),
)

CLOSE_PR = plan(
    "close PR #88 in tailwindlabs/tailwindcss without merging",
    "gh.close_pr",
    {"repo": "tailwindlabs/tailwindcss", "number": 88},
)
CASES += group(
    CLOSE_PR,
    hit(VALUE, "close PR #1403 in expressjs/express without merging", {"repo": "expressjs/express", "number": 1403}),
    miss(ACT, "merge PR #88 in tailwindlabs/tailwindcss", "merging is the other outcome"),
)

UNLABEL = plan(
    "remove the wontfix label from kubernetes/kubernetes#120044",
    "gh.remove_label",
    {"repo": "kubernetes/kubernetes", "number": 120044, "label": "wontfix"},
)
CASES += group(
    UNLABEL,
    hit(
        VALUE,
        "remove the needs-rebase label from golang/go#61234",
        {"repo": "golang/go", "number": 61234, "label": "needs-rebase"},
    ),
)

PROTECT = plan(
    "turn on branch protection for main in hashicorp/terraform",
    "gh.protect_branch",
    {"repo": "hashicorp/terraform", "branch": "main"},
)
CASES += group(
    PROTECT,
    hit(
        VALUE,
        "turn on branch protection for release/1.8 in grafana/loki",
        {"repo": "grafana/loki", "branch": "release/1.8"},
    ),
    miss(NEG, "don't protect main in hashicorp/terraform, it blocks the release bot", "negated"),
)

# --- files ---------------------------------------------------------------------------------------

RESTORE = plan(
    "restore ~/Documents/taxes/2023-return.pdf from the trash",
    "fs.restore_file",
    {"path": "~/Documents/taxes/2023-return.pdf"},
)
CASES += group(
    RESTORE,
    hit(PV, "I deleted ~/notes/ideas.txt by accident, can you get it back?", {"path": "~/notes/ideas.txt"}),
    miss(ACT, "delete ~/Documents/taxes/2023-return.pdf", "delete vs restore"),
)

RMDIR = plan("delete the folder /tmp/render-cache", "fs.delete_folder", {"path": "/tmp/render-cache"})
CASES += group(
    RMDIR,
    hit(VALUE, "delete the folder ~/Downloads/old-installers", {"path": "~/Downloads/old-installers"}),
    miss(OBJ, "delete the file /tmp/render-cache/frame-0001.png", "one file, not the folder and everything in it"),
    miss(NEG, "do not delete the folder /tmp/render-cache, just tell me what's in it", "negated"),
)

# --- cloud and databases -------------------------------------------------------------------------

DEL_DNS = plan(
    "delete the TXT record for _acme-challenge.shop.example.com",
    "cloud.delete_dns_record",
    {"hostname": "_acme-challenge.shop.example.com", "type": "TXT"},
)
CASES += group(
    DEL_DNS,
    hit(VALUE, "delete the TXT record for _dmarc.mail.example.org", {"hostname": "_dmarc.mail.example.org"}),
    hit(SLOT, "delete the CNAME record for _acme-challenge.shop.example.com", {"type": "CNAME"}),
)

DEL_BUCKET = plan("delete the bucket tmp-exports-2023", "cloud.delete_bucket", {"name": "tmp-exports-2023"})
CASES += group(
    DEL_BUCKET,
    hit(VALUE, "delete the bucket ci-artifacts-staging", {"name": "ci-artifacts-staging"}),
)

VM_STATUS = plan("is vm-analytics-02 running?", "cloud.instance_status", {"instance": "vm-analytics-02"})
CASES += group(
    VM_STATUS,
    hit(PV, "tell me whether etl-worker-5 is up or down", {"instance": "etl-worker-5"}),
    hit(PARA, "check whether vm-analytics-02 is currently up", None),
)

RESTORE_DB = plan(
    "restore the crm database from backup bk-20250601-0300",
    "db.restore_backup",
    {"database": "crm", "backup_id": "bk-20250601-0300"},
)
CASES += group(
    RESTORE_DB,
    hit(
        VALUE,
        "restore the billing database from backup bk-20250528-2300",
        {"database": "billing", "backup_id": "bk-20250528-2300"},
    ),
    miss(UNCARRY, "restore the crm database from last night's backup", "the backup id is not said"),
)

DROP_INDEX = plan("drop the index idx_orders_created_at", "db.drop_index", {"index": "idx_orders_created_at"})
CASES += group(
    DROP_INDEX,
    hit(PARA, "please remove index idx_orders_created_at", None),
)

TRUNCATE = plan("truncate the staging_imports table", "db.truncate_table", {"table": "staging_imports"})
CASES += group(
    TRUNCATE,
    hit(VALUE, "truncate the audit_log_tmp table", {"table": "audit_log_tmp"}),
)

# --- identity and access -------------------------------------------------------------------------

REACTIVATE = plan("reactivate the account of zoe.hart@corp.io", "iam.reactivate_user", {"user": "zoe.hart@corp.io"})
CASES += group(
    REACTIVATE,
    hit(PV, "restore the suspended account of user 8812", {"user": "user 8812"}),
    miss(ACT, "deactivate the account of zoe.hart@corp.io", "deactivate vs reactivate"),
)

SET_ROLE = plan(
    "grant the auditor role to finn@corp.io",
    "iam.set_role",
    {"user": "finn@corp.io", "role": "auditor", "grant": True},
)
CASES += group(
    SET_ROLE,
    hit(VALUE, "grant the billing-admin role to ines@corp.io", {"user": "ines@corp.io", "role": "billing-admin"}),
    miss(ACT, "revoke the auditor role from finn@corp.io", "a direction held in a boolean is not a slot"),
)

# --- HR ------------------------------------------------------------------------------------------

BALANCE = plan("how many vacation days do I have left?", "hr.time_off_balance", {})
CASES += group(
    BALANCE,
    hit(PARA, "what's my remaining PTO balance for this year?", None),
)

SICK = plan(
    "request sick leave from June 16 to June 17",
    "hr.request_time_off",
    {"start_date": "June 16", "end_date": "June 17", "type": "sick"},
)
CASES += group(
    SICK,
    hit(SLOT, "request personal leave from June 16 to June 17", {"type": "personal"}),
)

INTERVIEW = plan(
    "schedule an interview with Hana Suzuki on Wednesday at 11am with Carlos as interviewer",
    "hr.schedule_interview",
    {"candidate": "Hana Suzuki", "when": "Wednesday at 11am", "interviewer": "Carlos"},
)
CASES += group(
    INTERVIEW,
    hit(
        VALUE,
        "schedule an interview with Oluwaseun Adeyemi on Friday at 4:30pm with Mireille as interviewer",
        {"candidate": "Oluwaseun Adeyemi", "when": "Friday at 4:30pm", "interviewer": "Mireille"},
    ),
)

# --- travel, weather and maps --------------------------------------------------------------------

CANCEL_HOTEL = plan("cancel my hotel reservation H7QK29", "travel.cancel_hotel", {"booking_ref": "H7QK29"})
CASES += group(
    CANCEL_HOTEL,
    hit(PV, "I won't need the room after all, please cancel hotel booking ZB4410", {"booking_ref": "ZB4410"}),
    miss(OBJ, "cancel my flight booking H7QK29", "the flight, not the hotel"),
)

TRIPS = plan(
    "show my past trips to Singapore in 2023", "travel.trip_history", {"destination": "Singapore", "year": 2023}
)
CASES += group(
    TRIPS,
    hit(PV, "list the trips I took to Cape Town in 2022", {"destination": "Cape Town", "year": 2022}),
    miss(TIME, "do I have any upcoming trips to Singapore next year?", "future trips, not past ones"),
)

ALERTS = plan("any severe weather warnings for Florida?", "weather.alerts", {"region": "Florida"})
CASES += group(
    ALERTS,
    hit(VALUE, "any severe weather warnings for North Carolina?", {"region": "North Carolina"}),
    hit(PV, "are there active storm alerts in Queensland right now?", {"region": "Queensland"}),
    hit(PARA, "are there any active weather warnings in Florida?", None),
    miss(TIME, "were there any weather warnings for Florida last week?", "past warnings, not active ones"),
)

SAVE_PLACE = plan(
    "save Blue Bottle Coffee at 66 Mint St, San Francisco to my places",
    "maps.save_place",
    {"name": "Blue Bottle Coffee", "address": "66 Mint St, San Francisco"},
)
CASES += group(
    SAVE_PLACE,
    hit(
        PV,
        "add Café de Flore (172 Boulevard Saint-Germain, Paris) to my saved places",
        {"name": "Café de Flore", "address": "172 Boulevard Saint-Germain, Paris"},
    ),
)

TAXI = plan("order a taxi to 40.7580, -73.9855", "maps.call_taxi", {"lat": 40.758, "lon": -73.9855})
CASES += group(
    TAXI,
    hit(VALUE, "order a taxi to 51.5072, -0.1276", {"lat": 51.5072, "lon": -0.1276}),
)

TAXI_NAMED = plan("get me a taxi to Union Station", "maps.call_taxi", {"lat": 38.8973, "lon": -77.0063})
CASES += group(
    TAXI_NAMED,
    hit(
        UNCARRY,
        "please get me a taxi to Union Station right away",
        None,
        "the same place as stored: its coordinates are reused",
    ),
)

# --- CRM and tickets -----------------------------------------------------------------------------

CONTACT = plan(
    "add Lucia Fernandez (lucia@brightpath.io) as a contact at BrightPath",
    "crm.add_contact",
    {"name": "Lucia Fernandez", "email": "lucia@brightpath.io", "company": "BrightPath"},
)
CASES += group(
    CONTACT,
    hit(
        VALUE,
        "add Tomasz Nowak (t.nowak@vistula.pl) as a contact at Vistula Logistics",
        {"name": "Tomasz Nowak", "email": "t.nowak@vistula.pl", "company": "Vistula Logistics"},
    ),
)

REOPEN_TICKET = plan("reopen ticket 8120", "tickets.reopen", {"ticket_id": 8120})
CASES += group(
    REOPEN_TICKET,
    hit(PV, "the customer says #7765 is still broken, open it back up", {"ticket_id": 7765}),
    hit(PARA, "ticket 8120 isn't actually fixed, please reopen it", None),
    miss(ACT, "close ticket 8120", "close vs reopen"),
)

# --- music and pets ------------------------------------------------------------------------------

UNPLAYLIST = plan(
    "remove Levitating from my Road Trip playlist",
    "music.remove_from_playlist",
    {"track": "Levitating", "playlist": "Road Trip"},
)
CASES += group(
    UNPLAYLIST,
    hit(
        VALUE,
        "remove Seven Nation Army from my Gym Bangers playlist",
        {"track": "Seven Nation Army", "playlist": "Gym Bangers"},
    ),
)

UNFOLLOW_ARTIST = plan("unfollow Imagine Dragons", "music.unfollow_artist", {"artist": "Imagine Dragons"})
CASES += group(
    UNFOLLOW_ARTIST,
    hit(PV, "I don't want updates from Nickelback anymore, unfollow them", {"artist": "Nickelback"}),
    miss(ACT, "follow Imagine Dragons", "follow vs unfollow"),
)

PLAYLIST_ID = plan(
    "play playlist 37i9dQZF1DXcBWIGoYBM5M", "music.play_playlist", {"playlist_id": "37i9dQZF1DXcBWIGoYBM5M"}
)
CASES += group(
    PLAYLIST_ID,
    hit(VALUE, "play playlist 5ABHKGoOzxkaa28ttQV9sE", {"playlist_id": "5ABHKGoOzxkaa28ttQV9sE"}),
    miss(UNREL, "what's the air quality in Delhi?", "nothing stored serves it"),
)

VET_CANCEL = plan(
    "cancel Pepper's vet appointment on Thursday", "vet.cancel_appointment", {"pet": "Pepper", "day": "Thursday"}
)
CASES += group(
    VET_CANCEL,
    hit(PV, "cancel the vet appointment for Mr. Whiskers on June 30", {"pet": "Mr. Whiskers", "day": "June 30"}),
    miss(ACT, "book Pepper a vet appointment on Thursday", "book vs cancel"),
)

VET_TIME = plan(
    "book Luna in at the vet on Monday at 9:15",
    "vet.book_appointment",
    {"pet": "Luna", "day": "Monday", "time": "9:15"},
)
CASES += group(
    VET_TIME,
    hit(
        VALUE, "book Archie in at the vet on Wednesday at 17:40", {"pet": "Archie", "day": "Wednesday", "time": "17:40"}
    ),
)

# --- tasks, reminders and notes ------------------------------------------------------------------

TASK_REOPEN = plan("mark 'renew car insurance' as not done", "tasks.reopen", {"title": "renew car insurance"})
CASES += group(
    TASK_REOPEN,
    hit(VALUE, "mark 'submit the grant report' as not done", {"title": "submit the grant report"}),
)

TASK_DELETE = plan("delete the task 'book dentist'", "tasks.delete", {"title": "book dentist"})
CASES += group(
    TASK_DELETE,
    hit(VALUE, "delete the task 'order new passport photos'", {"title": "order new passport photos"}),
    hit(PARA, "please remove 'book dentist' from my tasks", None),
)

REMINDER_DELETE = plan("delete my reminder to take the bins out", "reminders.delete", {"text": "take the bins out"})
CASES += group(
    REMINDER_DELETE,
    hit(PARA, "get rid of my 'take the bins out' reminder", None),
)

REMINDER_SOON = plan(
    "remind me in 20 minutes to move the car", "reminders.create", {"text": "move the car", "at": "2025-06-11T14:50:00"}
)
CASES += group(
    REMINDER_SOON,
    miss(UNCARRY, "remind me in 20 minutes to check the oven", "'in 20 minutes' was resolved when the plan was stored"),
)

NOTE = plan(
    "write a note titled 'Garden ideas' saying plant lavender by the fence",
    "notes.create",
    {"title": "Garden ideas", "body": "plant lavender by the fence"},
)
CASES += group(
    NOTE,
    hit(
        PV,
        "jot down a note called 'Wifi': the guest password is Sunflower#42",
        {"title": "Wifi", "body": "the guest password is Sunflower#42"},
    ),
    miss(UNREL, "what's the weather in Hanoi tomorrow?", "nothing stored serves it"),
)

# --- shopping and social -------------------------------------------------------------------------

SHOP_CANCEL = plan("cancel order 702-1188435 before it ships", "shop.cancel_order", {"order_id": "702-1188435"})
CASES += group(
    SHOP_CANCEL,
    hit(PV, "I changed my mind about order 702-5531207, please cancel it", {"order_id": "702-5531207"}),
    miss(ACT, "reorder 702-1188435", "ordering again vs cancelling"),
)

UNCART = plan(
    "take the bamboo toothbrushes out of my cart", "shop.remove_from_cart", {"product": "bamboo toothbrushes"}
)
CASES += group(
    UNCART,
    miss(UNREL, "transfer 40 EUR to Lena", "nothing stored serves it"),
)

BLOCK = plan("block @crypto_giveaway_99", "social.block", {"handle": "@crypto_giveaway_99"})
CASES += group(
    BLOCK,
    hit(PARA, "I want @crypto_giveaway_99 blocked", None),
    miss(ACT, "unblock @crypto_giveaway_99", "unblock vs block"),
)

POST = plan(
    "post 'Excited to speak at PyCon Lisbon next month!'",
    "social.post",
    {"text": "Excited to speak at PyCon Lisbon next month!"},
)
CASES += group(
    POST,
    hit(
        VALUE,
        "post 'Our bakery opens at 7am on Saturdays now 🥐'",
        {"text": "Our bakery opens at 7am on Saturdays now 🥐"},
    ),
)

UNFOLLOW = plan("unfollow @nasa", "social.unfollow", {"handle": "@nasa"})
CASES += group(
    UNFOLLOW,
    miss(ACT, "follow @nasa", "follow vs unfollow"),
    miss(UNREL, "set the living room blinds to 40%", "nothing stored serves it"),
)

# ---------------------------------------------------------------------------------------------
# Crowded workspaces: the plan to replay is already in the workspace (in_ws=True).
# ---------------------------------------------------------------------------------------------

# --- home ----------------------------------------------------------------------------------------

CASES += group(
    plan("open the dining room blinds to 50%", "home.set_blinds", {"room": "dining room", "position": 50}),
    hit(VALUE, "open the guest room blinds to 30%", {"room": "guest room", "position": 30}),
    hit(PV, "could you put the kids' room blinds at 60 percent?", {"room": "kids' room", "position": 60}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("snapshot of the driveway camera", "home.camera_snapshot", {"camera": "driveway"}),
    hit(PV, "can I see a picture from the garage camera right now?", {"camera": "garage"}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("activate movie night mode", "home.run_scene", {"scene": "movie night"}),
    hit(PARA, "put the house into movie night mode, please", None),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("set the bulbs in the bedroom to blue", "home.set_light_color", {"room": "bedroom", "color": "blue"}),
    hit(PV, "I'd like the hallway bulbs in soft pink, please", {"room": "hallway", "color": "soft pink"}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("put the thermostat in cool mode", "home.set_thermostat_mode", {"mode": "cool"}),
    hit(SLOT, "put the thermostat in heat mode", {"mode": "heat"}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("arm the alarm in night mode", "home.arm_alarm", {"mode": "night"}),
    hit(SLOT, "arm the alarm in away mode", {"mode": "away"}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("order 2 bags of Royal Canin kitten", "vet.order_food", {"product": "Royal Canin kitten", "bags": 2}),
    hit(VALUE, "order 4 bags of Hill's Science Diet", {"product": "Hill's Science Diet", "bags": 4}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan(
        "add Clair de Lune to my Focus playlist",
        "music.add_to_playlist",
        {"track": "Clair de Lune", "playlist": "Focus"},
    ),
    hit(
        PV,
        "can you put Here Comes the Sun on my Chill Evenings playlist?",
        {"track": "Here Comes the Sun", "playlist": "Chill Evenings"},
    ),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("air quality in Paris", "weather.air_quality", {"location": "Paris"}),
    hit(VALUE, "air quality in Mexico City", {"location": "Mexico City"}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("set the thermostat to 19", "home.set_thermostat", {"temperature": 19}),
    hit(VALUE, "set the thermostat to 22.5", {"temperature": 22.5}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("where is my order 112-4839201?", "shop.track_order", {"order_id": "112-4839201"}),
    hit(PV, "has order 113-7006218 shipped yet? where is it now?", {"order_id": "113-7006218"}),
    ws="home",
    in_ws=True,
)

CASES += group(
    plan("how long to drive from home to downtown?", "maps.travel_time", {"origin": "home", "destination": "downtown"}),
    hit(VALUE, "how long to drive from home to the airport?", {"destination": "the airport"}),
    ws="home",
    in_ws=True,
)

CASES += group(
    None,
    miss(ACT, "unlock the back door", "home stores lock_door only", absent=("home.unlock_door", "home.set_lock")),
    miss(QUEST, "is the patio door locked?", "a state question", absent=("home.get_lock_state",)),
    miss(ACT, "call the vacuum back to its dock", "stopping, not starting", absent=("home.stop_vacuum",)),
    miss(ACT, "take Hey Jude off my Sunday Morning playlist", absent=("music.remove_from_playlist",)),
    miss(NEG, "please don't arm the alarm tonight, the dog sitter is coming"),
    miss(TIME, "what was the weather in Rome yesterday?", "past weather", absent=("weather.history",)),
    miss(OBJ, "preheat the oven to 200 degrees", "the oven, not the thermostat"),
    miss(OBJ, "set the TV volume to 40", "the TV, not the music player"),
    miss(UNREL, "log a call with Ana Torres: she wants a quote", absent=("crm.log_call",)),
    miss(UNCARRY, "remind me in an hour to call the plumber", "'in an hour' was resolved when a plan was stored"),
    miss(UNCARRY, "add some coffee beans to the cart", "no quantity is said"),
    ws="home",
)

# --- finance -------------------------------------------------------------------------------------

CASES += group(
    plan("place a buy order for 3 AAPL", "trade.place_order", {"side": "buy", "symbol": "AAPL", "quantity": 3}),
    hit(SLOT, "place a sell order for 3 AAPL", {"side": "sell"}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan("purchase 100 AMD shares", "trade.place_order", {"side": "buy", "symbol": "AMD", "quantity": 100}),
    hit(PV, "please purchase 12 SHOP shares for me", {"symbol": "SHOP", "quantity": 12}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan(
        "notify me when AAPL falls under $150",
        "trade.set_price_alert",
        {"symbol": "AAPL", "price": 150, "direction": "below"},
    ),
    hit(VALUE, "notify me when ADBE falls under $410.50", {"symbol": "ADBE", "price": 410.5}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan(
        "set a price alert on NVDA below 120",
        "trade.set_price_alert",
        {"symbol": "NVDA", "price": 120, "direction": "below"},
    ),
    hit(SLOT, "set a price alert on NVDA above 120", {"direction": "above"}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan("convert 1200 SEK to GBP", "fx.convert", {"amount": 1200, "from": "SEK", "to": "GBP"}),
    hit(VALUE, "convert 87.40 NZD to THB", {"amount": 87.4, "from": "NZD", "to": "THB"}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan("how much is 250 CAD in CHF?", "fx.convert", {"amount": 250, "from": "CAD", "to": "CHF"}),
    hit(PV, "how much would 15000 JPY be in USD?", {"amount": 15000, "from": "JPY", "to": "USD"}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan(
        "send Ken 12 EUR for pizza",
        "pay.send_money",
        {"recipient": "Ken", "amount": 12, "currency": "EUR", "note": "pizza"},
    ),
    hit(
        VALUE,
        "send Priyanka 7.50 EUR for coffee beans",
        {"recipient": "Priyanka", "amount": 7.5, "note": "coffee beans"},
    ),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan("transfer 100 USD to Jess", "pay.send_money", {"recipient": "Jess", "amount": 100, "currency": "USD"}),
    hit(PV, "could you wire 250 CAD over to Mateo?", {"recipient": "Mateo", "amount": 250, "currency": "CAD"}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan("refund $12 on order A-10293", "pay.refund", {"order_id": "A-10293", "amount": 12}),
    hit(VALUE, "refund $15.99 on order D-40711", {"order_id": "D-40711", "amount": 15.99}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan("approve report 1450", "hr.review_expense", {"report_id": 1450, "verdict": "approve"}),
    hit(SLOT, "reject report 1450", {"verdict": "reject"}),
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
        PV,
        "set up a payment of 1150 EUR to Greenleaf Property Management for August 1",
        {"payee": "Greenleaf Property Management", "amount": 1150, "currency": "EUR", "date": "August 1"},
    ),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan(
        "what did I spend at Uber in April?",
        "pay.list_transactions",
        {"period": "in April", "merchant": "Uber"},
    ),
    hit(VALUE, "what did I spend at Trader Joe's in May?", {"period": "in May", "merchant": "Trader Joe's"}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    plan("move Hooli migration to lost", "crm.update_deal_stage", {"deal": "Hooli migration", "stage": "lost"}),
    hit(SLOT, "move Hooli migration to won", {"stage": "won"}),
    ws="finance",
    in_ws=True,
)

CASES += group(
    None,
    miss(ACT, "unfreeze the card ending 1177", "finance stores freeze only", absent=("pay.unfreeze_card",)),
    miss(ACT, "sell 0.3 BTC", "crypto is only ever bought here", absent=("trade.sell_crypto",)),
    miss(
        ACT, "request 45 EUR from Lena for the cinema", "asking to be paid, not paying", absent=("pay.request_money",)
    ),
    miss(ACT, "capture the payment on order A-10293", "capture vs refund", absent=("pay.capture",)),
    miss(NEG, "don't refund order B-22014, the customer kept the item"),
    miss(QUEST, "is my card ending 6620 frozen?", "a state question"),
    miss(TIME, "what was the EUR to JPY rate on March 3, 2024?", "a past rate", absent=("fx.historical_rate",)),
    miss(OBJ, "cancel the scheduled payment to Comcast", "a scheduled payment, not a trade order"),
    miss(UNREL, "play Kind of Blue by Miles Davis", absent=("music.play",)),
    miss(UNREL, "book a table for four at Nopa tonight"),
    miss(UNCARRY, "send Tom his share of the dinner", "the amount is not said"),
    miss(UNCARRY, "set a price alert on AMZN 5% below today's price", "the price has to be computed"),
    ws="finance",
)

# --- devops --------------------------------------------------------------------------------------

CASES += group(
    plan(
        "deploy checkout v1.9.7 to staging",
        "cloud.deploy",
        {"service": "checkout", "version": "v1.9.7", "environment": "staging"},
    ),
    hit(
        VALUE,
        "deploy inventory-sync v4.12.0 to canary",
        {"service": "inventory-sync", "version": "v4.12.0", "environment": "canary"},
    ),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("get the last 15m of logs for auth", "cloud.get_logs", {"service": "auth", "since": "15m"}),
    hit(PV, "pull the past 30m of logs from payments-gateway", {"service": "payments-gateway", "since": "30m"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("merge acme/webapp#41 with rebase", "gh.merge_pr", {"repo": "acme/webapp", "number": 41, "method": "rebase"}),
    hit(SLOT, "merge acme/webapp#41 with squash", {"method": "squash"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan(
        "request changes on PR #1210 in acme/webapp",
        "gh.review_pr",
        {"repo": "acme/webapp", "number": 1210, "verdict": "request_changes"},
    ),
    hit(SLOT, "approve PR #1210 in acme/webapp", {"verdict": "approve"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan(
        "create DNS A record api.acme.io -> 192.0.2.77",
        "cloud.add_dns_record",
        {"hostname": "api.acme.io", "type": "A", "value": "192.0.2.77"},
    ),
    hit(
        VALUE,
        "create DNS A record grafana.internal.acme.io -> 10.20.30.40",
        {"hostname": "grafana.internal.acme.io", "value": "10.20.30.40"},
    ),
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
        VALUE,
        "scale recommendations in production to 12 replicas",
        {"service": "recommendations", "replicas": 12, "environment": "production"},
    ),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("grant billing-viewer to raj@corp.io", "iam.grant_role", {"user": "raj@corp.io", "role": "billing-viewer"}),
    hit(
        PV,
        "could you add the incident-commander role for sofia.marquez@corp.io?",
        {"user": "sofia.marquez@corp.io", "role": "incident-commander"},
    ),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("set ticket 4411 priority to high", "tickets.set_priority", {"ticket_id": 4411, "priority": "high"}),
    hit(SLOT, "set ticket 4411 priority to normal", {"priority": "normal"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan(
        "comment on ticket 5307: waiting on the vendor",
        "tickets.comment",
        {"ticket_id": 5307, "text": "waiting on the vendor"},
    ),
    hit(
        VALUE,
        "comment on ticket 88021: reproduced on Firefox 126, not on Chrome",
        {"ticket_id": 88021, "text": "reproduced on Firefox 126, not on Chrome"},
    ),
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
        "open an issue in encode/httpx titled 'Timeout not respected when proxy is set'",
        {"repo": "encode/httpx", "title": "Timeout not respected when proxy is set"},
    ),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("is docs.acme.io reachable?", "cloud.ping_host", {"host": "docs.acme.io"}),
    hit(VALUE, "is 10.0.4.17 reachable?", {"host": "10.0.4.17"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan(
        "run 'SELECT count(*) FROM orders' on analytics",
        "db.run_query",
        {"database": "analytics", "sql": "SELECT count(*) FROM orders"},
    ),
    hit(
        VALUE,
        "run 'SELECT max(amount) FROM refunds' on ledger",
        {"database": "ledger", "sql": "SELECT max(amount) FROM refunds"},
    ),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("rotate the jwt-signing-key secret", "cloud.rotate_secret", {"name": "jwt-signing-key"}),
    hit(PARA, "please rotate the secret called jwt-signing-key", None),
    ws="devops",
    in_ws=True,
)

CASES += group(
    plan("send omar@corp.io a password reset", "iam.reset_password", {"user": "omar@corp.io"}),
    hit(PV, "hannah.o@corp.io is locked out, please send her a reset link", {"user": "hannah.o@corp.io"}),
    ws="devops",
    in_ws=True,
)

CASES += group(
    None,
    miss(
        ACT, "revoke admin from kate@corp.io", "devops stores grants only", absent=("iam.revoke_role", "iam.set_role")
    ),
    miss(ACT, "turn off two-factor for raj@corp.io", "disable vs enable", absent=("iam.disable_mfa",)),
    miss(
        ACT,
        "please reactivate kate@corp.io, she's back from leave",
        "reactivate vs deactivate",
        absent=("iam.reactivate_user",),
    ),
    miss(ACT, "reopen ticket 6189", "reopen vs close", absent=("tickets.reopen",)),
    miss(ACT, "remove the security label from toolmem/toolmem#1045", absent=("gh.remove_label",)),
    miss(ACT, "delete the A record for status.acme.io", absent=("cloud.delete_dns_record",)),
    miss(NEG, "do not roll back checkout on staging, the fix is already going out"),
    miss(QUEST, "is maintenance mode on for checkout?", "a state question"),
    miss(QUEST, "does raj@corp.io have 2FA turned on?", "a state question"),
    miss(TIME, "deploy checkout v3.1.0 to production tomorrow at 6am", "later, not now; no tool schedules a deploy"),
    miss(OBJ, "close PR #41 in rust-lang/rust", "a pull request, not an issue", absent=("gh.close_pr",)),
    miss(OBJ, "take a backup of the web-01 VM", "a virtual machine, not a database"),
    miss(UNREL, "what's on my calendar tomorrow?", absent=("calendar.list_events",)),
    miss(UNREL, "order more printer toner", absent=("shop.add_to_cart",)),
    miss(UNCARRY, "deploy the latest version of auth to staging", "the version is not said"),
    miss(UNCARRY, "assign ticket 7034 to whoever is on call", "the assignee is not said"),
    ws="devops",
)

# --- office --------------------------------------------------------------------------------------

CASES += group(
    plan(
        "move ~/Documents/budget.xlsx to ~/Projects/old",
        "fs.move",
        {"source": "~/Documents/budget.xlsx", "destination": "~/Projects/old"},
    ),
    hit(
        VALUE,
        "move ~/Desktop/q2-forecast.xlsx to /mnt/share/finance/2025",
        {"source": "~/Desktop/q2-forecast.xlsx", "destination": "/mnt/share/finance/2025"},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("share /var/log/app.log for 30 days", "fs.share_link", {"path": "/var/log/app.log", "expires_in_days": 30}),
    hit(VALUE, "share ~/Videos/demo-take3.mp4 for 14 days", {"path": "~/Videos/demo-take3.mp4", "expires_in_days": 14}),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("zip ~/Pictures/2023 into backup.zip", "fs.compress", {"path": "~/Pictures/2023", "archive": "backup.zip"}),
    hit(
        VALUE,
        "zip ~/Projects/thesis into thesis-final.zip",
        {"path": "~/Projects/thesis", "archive": "thesis-final.zip"},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan(
        "move sprint planning to Friday at 9:30",
        "calendar.reschedule_event",
        {"title": "sprint planning", "new_start": "Friday at 9:30"},
    ),
    hit(VALUE, "move retro to Wednesday at 4pm", {"title": "retro", "new_start": "Wednesday at 4pm"}),
    hit(
        PV,
        "could you push design review to Thursday at 11am?",
        {"title": "design review", "new_start": "Thursday at 11am"},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan(
        "change #launch's topic to 'On call: Priya'",
        "chat.set_topic",
        {"channel": "#launch", "topic": "On call: Priya"},
    ),
    hit(
        VALUE,
        "change #support's topic to 'Freeze until July 1'",
        {"channel": "#support", "topic": "Freeze until July 1"},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan(
        "forward the last email from legal@initech.co to hr@corp.io",
        "email.forward",
        {"sender": "legal@initech.co", "to": "hr@corp.io"},
    ),
    hit(
        VALUE,
        "forward the last email from noreply@github.com to devteam@corp.io",
        {"sender": "noreply@github.com", "to": "devteam@corp.io"},
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
        "write back to sandra@vertex.legal: Thursday at 2 works for me",
        {"sender": "sandra@vertex.legal", "body": "Thursday at 2 works for me"},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan(
        "set an out-of-office reply until July 7 saying I'm away with limited access to email",
        "email.set_auto_reply",
        {"message": "I'm away with limited access to email", "until": "July 7"},
    ),
    hit(
        VALUE,
        "set an out-of-office reply until September 2 saying I'm on parental leave; please contact jordan@corp.io",
        {"message": "I'm on parental leave; please contact jordan@corp.io", "until": "September 2"},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("deny time-off request 388", "hr.review_time_off", {"request_id": 388, "verdict": "deny"}),
    hit(SLOT, "approve time-off request 388", {"verdict": "approve"}),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan(
        "find flights from FRA to BOS on May 20",
        "travel.search_flights",
        {"origin": "FRA", "destination": "BOS", "date": "May 20"},
    ),
    hit(
        PV,
        "are there any flights out of YYZ to MEX on 2025-11-14?",
        {"origin": "YYZ", "destination": "MEX", "date": "2025-11-14"},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan(
        "log a call with Ben Okafor: pricing is the blocker",
        "crm.log_call",
        {"contact": "Ben Okafor", "summary": "pricing is the blocker"},
    ),
    hit(
        VALUE,
        "log a call with Ingrid Solberg: wants the SSO add-on quoted by Friday",
        {"contact": "Ingrid Solberg", "summary": "wants the SSO add-on quoted by Friday"},
    ),
    ws="office",
    in_ws=True,
)

CASES += group(
    plan("show my meetings next week", "calendar.list_events", {"when": "next week"}),
    hit(PARA, "what meetings do I have next week?", None),
    ws="office",
    in_ws=True,
)

CASES += group(
    None,
    miss(ACT, "decline the invitation to design review", "decline vs accept", absent=("calendar.decline_invite",)),
    miss(ACT, "take @kate out of #design", "remove vs invite", absent=("chat.remove_from_channel",)),
    miss(ACT, "unblock newsletter@shopmore.com", absent=("email.unblock_sender",)),
    miss(
        ACT,
        "move everything from bob@example.com out of the archive back to my inbox",
        "unarchive, next to 'move' and 'archive' plans",
        absent=("email.unarchive_from",),
    ),
    miss(ACT, "could you pull report.txt back out of the trash?", "restore vs delete", absent=("fs.restore_file",)),
    miss(NEG, "don't forward bob@example.com's email to anyone"),
    miss(NEG, "I do not want to delete /tmp/export.csv, leave it where it is"),
    miss(QUEST, "have I accepted the budget sync invite?", "a state question"),
    miss(QUEST, "is my vacation responder on?", "a state question"),
    miss(TIME, "which flights did I take to Denver last year?", "past trips", absent=("travel.trip_history",)),
    miss(
        OBJ,
        "wipe the whole shared/contracts folder, files and all",
        "a folder, not a file",
        absent=("fs.delete_folder",),
    ),
    miss(UNREL, "turn the office lights off", absent=("home.lights_off",)),
    miss(UNREL, "how many vacation days do I have left this year?", absent=("hr.time_off_balance",)),
    miss(UNCARRY, "reply to hr@corp.io with the usual", "the body is not said"),
    miss(UNCARRY, "book a hotel in Lisbon for the nights of the conference", "the dates are not said"),
    ws="office",
)
