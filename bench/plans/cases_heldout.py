"""Held-out cases of the plan-cache benchmark: other tools, wordings and values than the dev set.

Kept apart and scored once at the end. make_cases.py numbers them heldout-001...
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
    Plan,
    group,
    hit,
    miss,
    plan,
)

CASES: list[Case] = []

# ---------------------------------------------------------------------------------------------
# Single-plan workspaces.
# ---------------------------------------------------------------------------------------------

SELL = plan("sell 20 shares of NFLX", "trade.sell", {"symbol": "NFLX", "quantity": 20})
CASES += group(
    SELL,
    hit(VALUE, "sell 7 shares of DIS", {"symbol": "DIS", "quantity": 7}),
    hit(PV, "I want to sell 150 shares of KO today", {"symbol": "KO", "quantity": 150}),
    miss(ACT, "buy 20 shares of NFLX", "buy vs sell"),
    hit(PARA, "please sell 20 of my NFLX shares", None),
    miss(NEG, "hold off, don't sell the NFLX shares", "negated"),
)

SELL_LIMIT = plan("sell 10 shares of IBM at 180", "trade.sell", {"symbol": "IBM", "quantity": 10, "limit_price": 180})
CASES += group(
    SELL_LIMIT,
    hit(VALUE, "sell 4 shares of UBER at 72.5", {"symbol": "UBER", "quantity": 4, "limit_price": 72.5}),
    miss(UNCARRY, "sell 10 shares of IBM at market", "a market order: the stored limit price must not be replayed"),
)

REQUEST = plan(
    "ask Jordan for 35 USD for the concert",
    "pay.request_money",
    {"payer": "Jordan", "amount": 35, "currency": "USD", "note": "the concert"},
)
CASES += group(
    REQUEST,
    hit(
        PV,
        "could you request 12 EUR from Mia for coffee?",
        {"payer": "Mia", "amount": 12, "currency": "EUR", "note": "coffee"},
    ),
    hit(PARA, "request 35 USD from Jordan for the concert", None),
    miss(ACT, "send Jordan 35 USD for the concert", "paying is the other direction"),
)

UNFREEZE = plan("unfreeze my card ending 2207", "pay.unfreeze_card", {"card_last4": "2207"})
CASES += group(
    UNFREEZE,
    hit(VALUE, "unfreeze my card ending 8841", {"card_last4": "8841"}),
    hit(PV, "I found my wallet, unblock card 5530 again", {"card_last4": "5530"}),
    hit(PARA, "lift the freeze on my card ending 2207", None),
    miss(ACT, "freeze my card ending 2207", "freeze"),
    miss(QUEST, "is my card ending 2207 still frozen?", "question"),
)

FORWARD = plan(
    "forward the latest email from accounts@stripe.com to finance@corp.io",
    "email.forward",
    {"sender": "accounts@stripe.com", "to": "finance@corp.io"},
)
CASES += group(
    FORWARD,
    hit(
        PV,
        "pass the newest email from noreply@github.com along to dev@corp.io",
        {"sender": "noreply@github.com", "to": "dev@corp.io"},
    ),
    hit(PARA, "send the most recent email from accounts@stripe.com on to finance@corp.io", None),
    miss(ACT, "reply to the latest email from accounts@stripe.com", "reply, and no text"),
)

BLOCK_MAIL = plan("block offers@cheapflights.example", "email.block_sender", {"sender": "offers@cheapflights.example"})
CASES += group(
    BLOCK_MAIL,
    hit(VALUE, "block win@lottery.example", {"sender": "win@lottery.example"}),
    hit(
        PV,
        "send everything from deals@megastore.example straight to spam from now on",
        {"sender": "deals@megastore.example"},
    ),
    miss(ACT, "unblock offers@cheapflights.example", "unblock"),
)

DECLINE = plan("decline the budget review invite", "calendar.decline_invite", {"title": "budget review"})
CASES += group(
    DECLINE,
    hit(PV, "please decline the invitation to offsite planning", {"title": "offsite planning"}),
    hit(PARA, "say no to the budget review invite", None),
    miss(ACT, "accept the budget review invite", "accept"),
)

ARCHIVE_CH = plan("archive #project-falcon", "chat.archive_channel", {"channel": "#project-falcon"})
CASES += group(
    ARCHIVE_CH,
    hit(VALUE, "archive #q2-retro", {"channel": "#q2-retro"}),
    hit(PARA, "archive the #project-falcon channel please", None),
    miss(ACT, "unarchive #project-falcon", "undo"),
    miss(NEG, "don't archive #project-falcon, people still use it", "negated"),
)

PIN = plan("pin the last message in #announcements", "chat.pin_last_message", {"channel": "#announcements"})
CASES += group(
    PIN,
    hit(VALUE, "pin the last message in #oncall", {"channel": "#oncall"}),
    miss(ACT, "unpin the last message in #announcements", "unpin"),
)

WATCH = plan("watch the repo kubernetes/kubernetes", "gh.watch_repo", {"repo": "kubernetes/kubernetes"})
CASES += group(
    WATCH,
    hit(PV, "subscribe me to all activity on grafana/loki", {"repo": "grafana/loki"}),
    miss(ACT, "stop watching kubernetes/kubernetes", "stop watching"),
    miss(OBJ, "watch the issue kubernetes/kubernetes#1200", "one issue, not the repository"),
)

UNLABEL = plan(
    "remove the wontfix label from acme/cli#55",
    "gh.remove_label",
    {"repo": "acme/cli", "number": 55, "label": "wontfix"},
)
CASES += group(
    UNLABEL,
    hit(
        VALUE,
        "remove the duplicate label from acme/site#908",
        {"repo": "acme/site", "number": 908, "label": "duplicate"},
    ),
    hit(PARA, "take the wontfix label off acme/cli#55", None),
    miss(ACT, "add the wontfix label to acme/cli#55", "add vs remove"),
)

PROTECT = plan(
    "turn on branch protection for main in acme/cli", "gh.protect_branch", {"repo": "acme/cli", "branch": "main"}
)
CASES += group(
    PROTECT,
    hit(
        VALUE, "turn on branch protection for release/3.x in acme/site", {"repo": "acme/site", "branch": "release/3.x"}
    ),
    miss(ACT, "turn off branch protection for main in acme/cli", "off vs on"),
)

COPY = plan(
    "copy invoices/march.pdf to ~/Backup", "fs.copy", {"source": "invoices/march.pdf", "destination": "~/Backup"}
)
CASES += group(
    COPY,
    hit(VALUE, "copy photos/cat.jpg to /mnt/usb", {"source": "photos/cat.jpg", "destination": "/mnt/usb"}),
    hit(PV, "make a copy of ~/thesis.tex in ~/Dropbox", {"source": "~/thesis.tex", "destination": "~/Dropbox"}),
    miss(ACT, "move invoices/march.pdf to ~/Backup", "move leaves no original"),
)

UNZIP = plan("unzip site-export.zip into ~/site", "fs.extract", {"archive": "site-export.zip", "destination": "~/site"})
CASES += group(
    UNZIP,
    hit(VALUE, "unzip logs-0612.zip into /tmp/logs", {"archive": "logs-0612.zip", "destination": "/tmp/logs"}),
    miss(ACT, "zip ~/site into site-export.zip", "the reverse operation"),
)

RESTORE = plan("restore notes.md from the trash", "fs.restore_file", {"path": "notes.md"})
CASES += group(
    RESTORE,
    hit(PV, "bring back ~/Desktop/plan.pptx from the trash, I deleted it by mistake", {"path": "~/Desktop/plan.pptx"}),
    miss(ACT, "permanently delete notes.md from the trash", "deletion"),
)

RESTART = plan("restart the instance cache-01", "cloud.restart_instance", {"instance": "cache-01"})
CASES += group(
    RESTART,
    hit(VALUE, "restart the instance gpu-node-4", {"instance": "gpu-node-4"}),
    hit(PARA, "reboot cache-01", None, "reboot = restart"),
    miss(QUEST, "when was cache-01 last restarted?", "a question"),
    miss(ACT, "terminate the instance cache-01", "terminate destroys it"),
)

DNS_DEL = plan(
    "delete the CNAME record for www.shop.example",
    "cloud.delete_dns_record",
    {"hostname": "www.shop.example", "type": "CNAME"},
)
CASES += group(
    DNS_DEL,
    hit(
        SLOT,
        "delete the TXT record for _dmarc.shop.example",
        {"hostname": "_dmarc.shop.example", "type": "TXT"},
        "record type is an enum value said as is",
    ),
    miss(ACT, "add a CNAME record for www.shop.example", "add, and no target value"),
)

DROP_INDEX = plan("drop the index idx_orders_created", "db.drop_index", {"index": "idx_orders_created"})
CASES += group(
    DROP_INDEX,
    hit(PV, "get rid of the idx_users_email index", {"index": "idx_users_email"}),
    miss(ACT, "rebuild the index idx_orders_created", "rebuild is not drop"),
    hit(PARA, "please drop idx_orders_created", None),
    miss(NEG, "do not drop idx_orders_created, the reports use it", "negated"),
)

RESET_PW = plan("send a password reset to li.na@corp.io", "iam.reset_password", {"user": "li.na@corp.io"})
CASES += group(
    RESET_PW,
    hit(VALUE, "send a password reset to ben.k@corp.io", {"user": "ben.k@corp.io"}),
    hit(PARA, "li.na@corp.io is locked out, send her a password reset link", None),
    miss(OBJ, "send a 2FA reset to li.na@corp.io", "resets the second factor, not the password"),
)

API_KEY = plan(
    "create an API key called metabase that expires in 90 days",
    "iam.create_api_key",
    {"name": "metabase", "expires_in_days": 90},
)
CASES += group(
    API_KEY,
    hit(VALUE, "create an API key called airflow that expires in 30 days", {"name": "airflow", "expires_in_days": 30}),
    miss(ACT, "revoke the API key called metabase", "revoke"),
)

REACTIVATE = plan("reactivate the account of tomas@corp.io", "iam.reactivate_user", {"user": "tomas@corp.io"})
CASES += group(
    REACTIVATE,
    hit(PV, "ines@corp.io is back from leave, reactivate her account", {"user": "ines@corp.io"}),
    miss(ACT, "deactivate the account of tomas@corp.io", "deactivate"),
    miss(QUEST, "is the account of tomas@corp.io active?", "question"),
)

BOOK_FLIGHT = plan(
    "book flight AF 1380 on July 22 for 2 passengers",
    "travel.book_flight",
    {"flight_number": "AF 1380", "date": "July 22", "passengers": 2},
)
CASES += group(
    BOOK_FLIGHT,
    hit(
        VALUE,
        "book flight KL 1002 on August 9 for 3 passengers",
        {"flight_number": "KL 1002", "date": "August 9", "passengers": 3},
    ),
    hit(PV, "get 2 passengers onto IB 3170 on July 30, please", {"flight_number": "IB 3170", "date": "July 30"}),
    hit(PARA, "reserve 2 seats on AF 1380 for July 22", None),
    miss(ACT, "cancel our seats on AF 1380 on July 22", "cancel"),
    miss(UNCARRY, "book the cheapest flight to Nice on July 22 for 2 passengers", "no flight number to carry"),
)

CANCEL_FLIGHT = plan("cancel flight booking PQ7RX2", "travel.cancel_flight", {"booking_ref": "PQ7RX2"})
CASES += group(
    CANCEL_FLIGHT,
    hit(PV, "I can't make the trip, cancel flight booking ZT4MK9", {"booking_ref": "ZT4MK9"}),
    hit(PARA, "please cancel my flight booking PQ7RX2", None),
    miss(OBJ, "cancel hotel booking PQ7RX2", "a hotel booking"),
    miss(NEG, "don't cancel PQ7RX2, I'm still going", "negated"),
)

ALERTS = plan("any weather alerts for Florida?", "weather.alerts", {"region": "Florida"})
CASES += group(
    ALERTS,
    hit(VALUE, "any weather alerts for Oklahoma?", {"region": "Oklahoma"}),
    hit(PARA, "are there severe weather warnings in Florida right now?", None),
    miss(TIME, "were there any storm warnings in Florida last week?", "past warnings"),
)

SAVE_PLACE = plan(
    "save 1600 Amphitheatre Parkway as Work",
    "maps.save_place",
    {"name": "Work", "address": "1600 Amphitheatre Parkway"},
)
CASES += group(
    SAVE_PLACE,
    hit(VALUE, "save 42 Wallaby Way as Dentist", {"name": "Dentist", "address": "42 Wallaby Way"}),
    hit(PARA, "add 1600 Amphitheatre Parkway to my places as Work", None),
    miss(ACT, "remove Work from my saved places", "remove"),
)

DEL_CONTACT = plan("delete the contact sara@fabrikam.com", "crm.delete_contact", {"email": "sara@fabrikam.com"})
CASES += group(
    DEL_CONTACT,
    hit(PV, "remove old.lead@tailspin.example from my contacts", {"email": "old.lead@tailspin.example"}),
    miss(ACT, "add sara@fabrikam.com as a contact", "add"),
    miss(NEG, "don't delete sara@fabrikam.com, just update her title", "negated"),
)

REOPEN = plan("reopen ticket 3310", "tickets.reopen", {"ticket_id": 3310})
CASES += group(
    REOPEN,
    hit(VALUE, "reopen ticket 3377", {"ticket_id": 3377}),
    hit(PARA, "ticket 3310 is broken again, please reopen it", None),
    miss(ACT, "close ticket 3310", "close"),
)

UNPLAYLIST = plan(
    "remove Levitating from my Gym playlist", "music.remove_from_playlist", {"track": "Levitating", "playlist": "Gym"}
)
CASES += group(
    UNPLAYLIST,
    hit(VALUE, "remove Toxic from my Party playlist", {"track": "Toxic", "playlist": "Party"}),
    hit(PV, "take Shallow off the Roadtrip playlist", {"track": "Shallow", "playlist": "Roadtrip"}),
    miss(ACT, "add Levitating to my Gym playlist", "add"),
)

SKIP = plan("skip to the next song", "music.skip", {})
CASES += group(
    SKIP,
    hit(PARA, "next track please", None),
    hit(PARA, "skip this one", None),
    miss(ACT, "go back to the previous song", "the other direction"),
)

BLOCK = plan("block @spam_bot_99", "social.block", {"handle": "@spam_bot_99"})
CASES += group(
    BLOCK,
    hit(VALUE, "block @crypto_giveaway", {"handle": "@crypto_giveaway"}),
    hit(PARA, "block the account @spam_bot_99", None),
    miss(ACT, "unblock @spam_bot_99", "unblock"),
    miss(ACT, "report @spam_bot_99 for spam", "report is another action"),
)

UNCART = plan("remove the HDMI cable from my cart", "shop.remove_from_cart", {"product": "HDMI cable"})
CASES += group(
    UNCART,
    hit(PV, "take the phone case out of my cart", {"product": "phone case"}),
    miss(ACT, "add an HDMI cable to my cart", "add"),
)

DEL_TASK = plan("delete the task 'book dentist'", "tasks.delete", {"title": "book dentist"})
CASES += group(
    DEL_TASK,
    hit(PV, "please delete 'return library books' from my tasks", {"title": "return library books"}),
    hit(PARA, "remove the task 'book dentist' from my list", None),
    miss(ACT, "complete the task 'book dentist'", "complete is not delete"),
    miss(NEG, "don't delete the task 'book dentist', just push it to next week", "negated"),
)

VET_CANCEL = plan(
    "cancel Max's vet appointment on Wednesday", "vet.cancel_appointment", {"pet": "Max", "day": "Wednesday"}
)
CASES += group(
    VET_CANCEL,
    hit(VALUE, "cancel Daisy's vet appointment on Friday", {"pet": "Daisy", "day": "Friday"}),
    miss(ACT, "book Max a vet appointment on Wednesday", "book"),
)

SNAP = plan("grab a snapshot from the garage camera", "home.camera_snapshot", {"camera": "garage"})
CASES += group(
    SNAP,
    hit(PV, "show me a still from the nursery camera", {"camera": "nursery"}),
    miss(TIME, "show me the garage camera recording from last night", "a past recording"),
)

PLUG_OFF = plan("turn off the christmas lights plug", "home.set_plug", {"plug": "christmas lights", "on": False})
CASES += group(
    PLUG_OFF,
    hit(VALUE, "turn off the printer plug", {"plug": "printer"}),
    miss(ACT, "turn on the christmas lights plug", "the direction is a boolean"),
)

SCENE = plan("activate the relax scene", "home.run_scene", {"scene": "relax"})
CASES += group(
    SCENE,
    hit(VALUE, "activate the party scene", {"scene": "party"}),
    hit(PV, "could you start the cinema scene?", {"scene": "cinema"}),
    miss(ACT, "delete the relax scene", "delete"),
)

CAPTURE = plan("capture the payment for order Z-5521", "pay.capture", {"order_id": "Z-5521"})
CASES += group(
    CAPTURE,
    hit(PV, "collect the authorised payment on order Z-7788", {"order_id": "Z-7788"}),
    miss(ACT, "refund the payment for order Z-5521", "refund"),
)

AUTO_REPLY = plan(
    "turn on my auto-reply until Sept 2 saying I'm hiking with no signal",
    "email.set_auto_reply",
    {"message": "I'm hiking with no signal", "until": "Sept 2"},
)
CASES += group(
    AUTO_REPLY,
    hit(
        VALUE,
        "turn on my auto-reply until Oct 14 saying I'm at a conference",
        {"message": "I'm at a conference", "until": "Oct 14"},
    ),
    miss(ACT, "turn off my auto-reply", "off"),
)

HIST_RATE = plan(
    "what was the GBP to USD rate on 2021-05-04?",
    "fx.historical_rate",
    {"base": "GBP", "quote": "USD", "date": "2021-05-04"},
)
CASES += group(
    HIST_RATE,
    hit(VALUE, "what was the EUR to CHF rate on 2019-11-20?", {"base": "EUR", "quote": "CHF", "date": "2019-11-20"}),
    hit(PARA, "what did one GBP buy in USD on 2021-05-04?", None),
    miss(TIME, "what's the GBP to USD rate today?", "today's rate; the tool gives past rates"),
)

RAIN = plan(
    "how much did it rain in Seattle yesterday?", "weather.history", {"location": "Seattle", "date": "yesterday"}
)
CASES += group(
    RAIN,
    hit(PV, "what was the rainfall in Portland yesterday?", {"location": "Portland"}),
    hit(PARA, "what was the rainfall in Seattle yesterday?", None),
    miss(TIME, "how much will it rain in Seattle tomorrow?", "a forecast"),
)

BOSS = plan("who does Marta Ruiz report to?", "hr.lookup_employee", {"name": "Marta Ruiz"})
CASES += group(
    BOSS,
    hit(VALUE, "who does Kofi Mensah report to?", {"name": "Kofi Mensah"}),
    miss(UNCARRY, "who does my new teammate report to?", "no name"),
)

NEAR_HOTEL = plan(
    "find a pharmacy near my hotel", "maps.search_places", {"query": "pharmacy", "near": "Hotel Arts Barcelona"}
)
CASES += group(
    NEAR_HOTEL,
    hit(VALUE, "find an ATM near my hotel", {"query": "ATM"}, "same hotel, new kind of place"),
    miss(UNCARRY, "find a pharmacy near my office", "the office's address is unknown"),
)

DEPUTY = plan("give the Contoso account to my deputy", "crm.assign_account", {"account": "Contoso", "owner": "Rafael"})
CASES += group(
    DEPUTY,
    hit(VALUE, "give the Northwind account to my deputy", {"account": "Northwind"}),
    miss(UNCARRY, "give the Contoso account to the new hire", "who the new hire is is not stated"),
)

TEAM_MAIL = plan(
    "email the team that the offsite is cancelled",
    "email.send",
    {"to": "team@corp.io", "body": "the offsite is cancelled"},
)
CASES += group(
    TEAM_MAIL,
    hit(VALUE, "email the team that the offsite moved to Friday", {"body": "the offsite moved to Friday"}),
    miss(UNCARRY, "email the board that the offsite is cancelled", "the board's address is unknown"),
)

TICKET_PRIO = plan(
    "open a high priority ticket: payroll export fails",
    "tickets.create",
    {"title": "payroll export fails", "priority": "high"},
)
CASES += group(
    TICKET_PRIO,
    hit(
        SLOT,
        "open a low priority ticket: typo on the careers page",
        {"title": "typo on the careers page", "priority": "low"},
    ),
    hit(PV, "please log a high priority ticket: VPN certificate expired", {"title": "VPN certificate expired"}),
)

DEAL_STAGE = plan(
    "set Fabrikam pilot to proposal", "crm.update_deal_stage", {"deal": "Fabrikam pilot", "stage": "proposal"}
)
CASES += group(
    DEAL_STAGE,
    hit(SLOT, "set Fabrikam pilot to negotiation", {"stage": "negotiation"}),
    hit(SLOT, "set Litware upgrade to qualified", {"deal": "Litware upgrade", "stage": "qualified"}),
)

SENT_SEARCH = plan("search my sent folder for contract", "email.search", {"query": "contract", "folder": "sent"})
CASES += group(
    SENT_SEARCH,
    hit(SLOT, "search my archive folder for contract", {"folder": "archive"}),
    hit(VALUE, "search my sent folder for boarding pass", {"query": "boarding pass"}),
)

VACATION = plan(
    "request vacation from Aug 4 to Aug 15",
    "hr.request_time_off",
    {"start_date": "Aug 4", "end_date": "Aug 15", "type": "vacation"},
)
CASES += group(
    VACATION,
    hit(
        SLOT,
        "request sick leave from Aug 4 to Aug 5",
        {"end_date": "Aug 5", "type": "sick"},
        "'sick' is the type value; 'leave' replaces nothing",
    ),
    hit(PV, "I'd like to take vacation from Dec 27 to Jan 3", {"start_date": "Dec 27", "end_date": "Jan 3"}),
    miss(QUEST, "how many vacation days do I have left?", "balance question"),
)

TRANSIT = plan(
    "transit directions from the hotel to the museum",
    "maps.directions",
    {"origin": "the hotel", "destination": "the museum", "mode": "transit"},
)
CASES += group(
    TRANSIT,
    hit(SLOT, "walking directions from the hotel to the old town", {"destination": "the old town", "mode": "walking"}),
    miss(TIME, "how did I get to the museum last time?", "a past trip"),
)

MIXED = (
    plan("pause the music", "music.pause", {}),
    plan("what's the weather in Denver tomorrow?", "weather.forecast", {"location": "Denver", "day": "tomorrow"}),
)
CASES += group(
    MIXED[0],
    miss(UNREL, "what's the tallest mountain in Africa?"),
    miss(UNREL, "how do I say 'where is the station' in German?"),
    miss(UNREL, "draft a toast for my sister's wedding"),
    miss(UNREL, "is a tomato a fruit?"),
    also=MIXED[1:],
)
CASES += group(
    COPY,
    miss(UNREL, "copy editing tips for a cover letter?", "shares the word 'copy'"),
    miss(UNREL, "what's 18 times 37?"),
)
CASES += group(
    BLOCK,
    miss(UNREL, "how do I block out time to study every day?", "shares 'block'"),
)
CASES += group(
    RESTART,
    miss(UNREL, "what's a good app for podcasts?"),
    miss(UNREL, "what's the boiling point of water at altitude?"),
)
CASES += group(
    BOOK_FLIGHT,
    miss(UNREL, "what's the baggage allowance on most European airlines?", "travel topic, no booking"),
    miss(UNREL, "write a short poem about airports"),
    miss(UNCARRY, "book the same flight for my parents next month", "flight date and passenger count not stated"),
)
CASES += group(
    SCENE,
    miss(UNCARRY, "activate my favourite scene", "the scene is not named"),
)

# ---------------------------------------------------------------------------------------------
# Crowded workspaces.
# ---------------------------------------------------------------------------------------------


def home(base: Plan | None, *cases: Case) -> list[Case]:
    """Cases in the home workspace."""
    return group(base, *cases, ws="home", in_ws=base is not None)


def finance(base: Plan | None, *cases: Case) -> list[Case]:
    """Cases in the finance workspace."""
    return group(base, *cases, ws="finance", in_ws=base is not None)


def devops(base: Plan | None, *cases: Case) -> list[Case]:
    """Cases in the devops workspace."""
    return group(base, *cases, ws="devops", in_ws=base is not None)


def office(base: Plan | None, *cases: Case) -> list[Case]:
    """Cases in the office workspace."""
    return group(base, *cases, ws="office", in_ws=base is not None)


# --- home ------------------------------------------------------------------------------------
CASES += home(
    plan("make the office lights red", "home.set_light_color", {"room": "office", "color": "red"}),
    hit(PV, "could you turn the den lights purple?", {"room": "den", "color": "purple"}),
)
CASES += home(
    plan("snapshot of the driveway camera", "home.camera_snapshot", {"camera": "driveway"}),
    hit(VALUE, "snapshot of the mailbox camera", {"camera": "mailbox"}),
)
CASES += home(
    plan("power on the fan plug", "home.set_plug", {"plug": "fan", "on": True}),
    hit(VALUE, "power on the slow cooker plug", {"plug": "slow cooker"}),
)
CASES += home(
    plan("cut power to the fan plug", "home.set_plug", {"plug": "fan", "on": False}),
    hit(VALUE, "cut power to the iron plug", {"plug": "iron"}),
)
CASES += home(
    plan("heart Halo", "music.like_track", {"track": "Halo"}),
    hit(VALUE, "heart Shape of You", {"track": "Shape of You"}),
)
CASES += home(plan("pause the music", "music.pause", {}), hit(PARA, "hit pause on the music, please", None))
CASES += home(
    plan("is it raining in Oslo now?", "weather.current", {"location": "Oslo"}),
    hit(PV, "is it windy in Chicago right now?", {"location": "Chicago"}),
)
CASES += home(
    plan("what's the AQI in Tokyo", "weather.air_quality", {"location": "Tokyo"}),
    hit(VALUE, "what's the AQI in Jakarta", {"location": "Jakarta"}),
)
CASES += home(
    plan("how long to drive from home to work?", "maps.travel_time", {"origin": "home", "destination": "work"}),
    hit(
        PV,
        "how long would the drive from school to the dentist take?",
        {"origin": "school", "destination": "the dentist"},
    ),
)
CASES += home(
    plan("find a bakery near me", "maps.search_places", {"query": "bakery", "near": "me"}),
    hit(PV, "is there a laundromat close to the hotel?", {"query": "laundromat", "near": "the hotel"}),
)
CASES += home(
    plan("order 2 bags of Blue Buffalo", "vet.order_food", {"product": "Blue Buffalo", "bags": 2}),
    hit(VALUE, "order 3 bags of Acana Heritage", {"product": "Acana Heritage", "bags": 3}),
)
CASES += home(
    plan("start a return for 112-4839201", "shop.return_item", {"order_id": "112-4839201"}),
    hit(PV, "I need to return order 112-9090901, please start it", {"order_id": "112-9090901"}),
)
CASES += home(
    plan("complete the task buy milk", "tasks.complete", {"title": "buy milk"}),
    hit(PV, "I swept the patio, mark the task sweep the patio as complete", {"title": "sweep the patio"}),
)
CASES += home(
    plan("arm the alarm in away mode", "home.arm_alarm", {"mode": "away"}),
    hit(PV, "arm the alarm in home mode, we are staying in tonight", {"mode": "home"}),
)
CASES += home(
    plan("turn off the office lights", "home.lights_off", {"room": "office"}),
    hit(VALUE, "turn off the pantry lights", {"room": "pantry"}),
)
CASES += home(
    None,
    miss(ACT, "turn the robot vacuum off", absent=("home.stop_vacuum",)),
    miss(ACT, "unlock the patio door", absent=("home.unlock_door", "home.set_lock")),
    miss(ACT, "delete the task 'buy milk'", "complete and create are stored", absent=("tasks.delete",)),
    miss(ACT, "resume the music", "pause is stored", absent=("music.resume",)),
    miss(NEG, "please don't turn the porch lights on tonight"),
    miss(QUEST, "is the garage door closed?", absent=("home.get_device_state", "home.get_lock_state")),
    miss(QUEST, "did I already order dog food this month?"),
    miss(TIME, "what was the air quality in Tokyo last week?", "air_quality is current"),
    miss(TIME, "what music did I play last night?", absent=("music.recently_played",)),
    miss(OBJ, "start the dishwasher", "start_vacuum is stored"),
    miss(OBJ, "lock the car", "lock_door is stored"),
    miss(UNCARRY, "close the bedroom blinds all the way", "'all the way' is no position value"),
    miss(UNCARRY, "remind me in two hours to check the oven", "stored reminders hold resolved ISO times"),
    miss(UNCARRY, "play that song I liked yesterday", "the song is not named"),
    miss(UNREL, "how many ounces are in a pound?"),
    miss(UNREL, "who painted the Mona Lisa?"),
)

# --- finance ---------------------------------------------------------------------------------
CASES += finance(
    plan("buy 5 shares of AAPL", "trade.place_order", {"side": "buy", "symbol": "AAPL", "quantity": 5}),
    hit(VALUE, "buy 60 shares of PFE", {"symbol": "PFE", "quantity": 60}),
)
CASES += finance(
    plan("unload 5 of my AAPL shares", "trade.place_order", {"side": "sell", "symbol": "AAPL", "quantity": 5}),
    hit(PV, "offload 9 of my SNOW shares", {"symbol": "SNOW", "quantity": 9}),
)
CASES += finance(
    plan("add AAPL to my watchlist", "trade.watchlist_add", {"symbol": "AAPL"}),
    hit(VALUE, "add ADBE to my watchlist", {"symbol": "ADBE"}),
    hit(PV, "keep an eye on CRM for me, put it on the watchlist", {"symbol": "CRM"}),
)
CASES += finance(
    plan(
        "set a price alert on AAPL above 200",
        "trade.set_price_alert",
        {"symbol": "AAPL", "price": 200, "direction": "above"},
    ),
    hit(SLOT, "set a price alert on GOOG below 140", {"symbol": "GOOG", "price": 140, "direction": "below"}),
)
CASES += finance(
    plan("convert 100 USD to EUR", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"}),
    hit(PV, "I have 2750 BRL, how much is that in USD?", {"amount": 2750, "from": "BRL", "to": "USD"}),
)
CASES += finance(
    plan("transactions last week", "pay.list_transactions", {"period": "last week"}),
    hit(PV, "list every transaction from last quarter", {"period": "last quarter"}),
)
CASES += finance(
    plan(
        "set up a 80 USD payment to Ken for June 30",
        "pay.schedule_payment",
        {"payee": "Ken", "amount": 80, "currency": "USD", "date": "June 30"},
    ),
    hit(
        VALUE,
        "set up a 65 USD payment to the dog walker for July 3",
        {"payee": "the dog walker", "amount": 65, "date": "July 3"},
    ),
)
CASES += finance(
    plan(
        "split the 60 USD bill between Sam and Tom",
        "pay.split_bill",
        {"amount": 60, "currency": "USD", "people": ["Sam", "Tom"]},
    ),
    hit(VALUE, "split the 96 USD bill between Aisha and Lena", {"amount": 96, "people": ["Aisha", "Lena"]}),
)
CASES += finance(
    plan(
        "invoice ap@globex.com for 400 USD",
        "pay.create_invoice",
        {"customer_email": "ap@globex.com", "amount": 400, "currency": "USD"},
    ),
    hit(
        VALUE,
        "invoice accounts@contoso.com for 7400 EUR",
        {"customer_email": "accounts@contoso.com", "amount": 7400, "currency": "EUR"},
    ),
)
CASES += finance(
    plan("claim 14 USD for meals", "hr.submit_expense", {"amount": 14, "currency": "USD", "category": "meals"}),
    hit(PV, "I paid 64 EUR for a team dinner, file it under meals", {"amount": 64, "currency": "EUR"}),
)
CASES += finance(
    plan("spend 50 USD on BTC", "trade.buy_crypto", {"asset": "BTC", "amount": 50, "currency": "USD"}),
    hit(VALUE, "spend 120 EUR on SOL", {"asset": "SOL", "amount": 120, "currency": "EUR"}),
)
CASES += finance(
    plan("wire Sam 20 USD", "pay.send_money", {"recipient": "Sam", "amount": 20, "currency": "USD"}),
    hit(PV, "please transfer 1500 EUR to Carmen", {"recipient": "Carmen", "amount": 1500, "currency": "EUR"}),
)
CASES += finance(
    plan("approve report 881", "hr.review_expense", {"report_id": 881, "verdict": "approve"}),
    hit(SLOT, "reject report 1888", {"report_id": 1888, "verdict": "reject"}),
)
CASES += finance(
    plan("mark the Acme renewal deal as won", "crm.update_deal_stage", {"deal": "Acme renewal", "stage": "won"}),
    hit(SLOT, "mark the Tailspin deal as lost", {"deal": "Tailspin", "stage": "lost"}),
)
CASES += finance(
    plan("current weather in Paris", "weather.current", {"location": "Paris"}),
    hit(PV, "what's the weather doing in Zurich at the moment?", {"location": "Zurich"}),
)
CASES += finance(
    None,
    miss(ACT, "stop my scheduled payment to the landlord", "scheduling is stored, cancelling is not"),
    miss(ACT, "sell my 0.3 ETH", absent=("trade.sell_crypto",)),
    miss(ACT, "remove the spending limit on card 1177", "set_card_limit needs a limit"),
    miss(NEG, "don't send Ken anything until he confirms"),
    miss(QUEST, "did the refund for order B-22014 go through?"),
    miss(TIME, "what was AAPL's closing price last Friday?", absent=("trade.price_history",)),
    miss(TIME, "what was the pound worth in dollars in 1990?", absent=("fx.historical_rate",)),
    miss(OBJ, "freeze my PayPal account", "an account, not a card"),
    miss(OBJ, "set the monthly budget for groceries to 500", "a budget, not a card limit"),
    miss(UNCARRY, "send Sam the same as last time", "no amount stated"),
    miss(UNCARRY, "buy a few shares of TSLA", "no quantity"),
    miss(UNREL, "what's a Roth IRA?"),
    miss(UNREL, "how do I change a flat tire?"),
)

# --- devops ----------------------------------------------------------------------------------
CASES += devops(
    plan(
        "open an issue in acme/webapp: CSV export drops the header",
        "gh.create_issue",
        {"repo": "acme/webapp", "title": "CSV export drops the header"},
    ),
    hit(
        PV,
        "there's a bug in acme/cli, please open an issue: --verbose flag is ignored",
        {"repo": "acme/cli", "title": "--verbose flag is ignored"},
    ),
)
CASES += devops(
    plan("tag acme/webapp#12 with bug", "gh.add_label", {"repo": "acme/webapp", "number": 12, "label": "bug"}),
    hit(VALUE, "tag acme/site#77 with needs-design", {"repo": "acme/site", "number": 77, "label": "needs-design"}),
)
CASES += devops(
    plan("publish acme/webapp v2.3.1", "gh.create_release", {"repo": "acme/webapp", "tag": "v2.3.1"}),
    hit(VALUE, "publish acme/cli v0.9.0", {"repo": "acme/cli", "tag": "v0.9.0"}),
)
CASES += devops(
    plan("show open PRs in acme/webapp", "gh.list_open_prs", {"repo": "acme/webapp"}),
    hit(PV, "what PRs are still waiting in acme/site?", {"repo": "acme/site"}),
)
CASES += devops(
    plan(
        "remove the fix/login branch from acme/webapp",
        "gh.delete_branch",
        {"repo": "acme/webapp", "branch": "fix/login"},
    ),
    hit(VALUE, "remove the spike/grpc branch from acme/site", {"repo": "acme/site", "branch": "spike/grpc"}),
)
CASES += devops(
    plan(
        "kick the CI again on acme/webapp, branch main", "gh.rerun_workflow", {"repo": "acme/webapp", "branch": "main"}
    ),
    hit(VALUE, "kick the CI again on acme/cli, branch release-1.0", {"repo": "acme/cli", "branch": "release-1.0"}),
)
CASES += devops(
    plan(
        "scale checkout in staging to 3 replicas",
        "cloud.scale_service",
        {"service": "checkout", "replicas": 3, "environment": "staging"},
    ),
    hit(
        VALUE,
        "scale notifications in dev to 4 replicas",
        {"service": "notifications", "replicas": 4, "environment": "dev"},
    ),
)
CASES += devops(
    plan(
        "deploy checkout v2.3.1 to staging",
        "cloud.deploy",
        {"service": "checkout", "version": "v2.3.1", "environment": "staging"},
    ),
    hit(
        PV,
        "could you get auth v7.1.2 onto production?",
        {"service": "auth", "version": "v7.1.2", "environment": "production"},
    ),
)
CASES += devops(
    plan("tail checkout logs, past 1h", "cloud.get_logs", {"service": "checkout", "since": "1h"}),
    hit(PV, "what has search-api logged in the last 5m?", {"service": "search-api", "since": "5m"}),
)
CASES += devops(
    plan("ping api.acme.io", "cloud.ping_host", {"host": "api.acme.io"}),
    hit(PV, "can you ping status.shop.example for me?", {"host": "status.shop.example"}),
)
CASES += devops(
    plan("purge the CDN cache for https://acme.io/pricing", "cloud.flush_cache", {"url": "https://acme.io/pricing"}),
    hit(VALUE, "purge the CDN cache for https://acme.io/blog/", {"url": "https://acme.io/blog/"}),
)
CASES += devops(
    plan("create an API key called grafana", "iam.create_api_key", {"name": "grafana"}),
    hit(VALUE, "create an API key called sentry", {"name": "sentry"}),
)
CASES += devops(
    plan("revoke API key key_8f3a21", "iam.revoke_api_key", {"key_id": "key_8f3a21"}),
    hit(VALUE, "revoke API key key_77aa01", {"key_id": "key_77aa01"}),
)
CASES += devops(
    plan("what roles does dana@corp.io have?", "iam.list_roles", {"user": "dana@corp.io"}),
    hit(VALUE, "what roles does ola@corp.io have?", {"user": "ola@corp.io"}),
)
CASES += devops(
    plan("reset the password for dana@corp.io", "iam.reset_password", {"user": "dana@corp.io"}),
    hit(PV, "nadia@corp.io can't log in, send her a password reset", {"user": "nadia@corp.io"}),
)
CASES += devops(
    plan("list the tables in orders", "db.list_tables", {"database": "orders"}),
    hit(PV, "which tables are in the billing database?", {"database": "billing"}),
)
CASES += devops(
    plan("open a ticket: VPN drops every hour", "tickets.create", {"title": "VPN drops every hour"}),
    hit(
        VALUE,
        "open a ticket: badge reader at the side entrance is dead",
        {"title": "badge reader at the side entrance is dead"},
    ),
)
CASES += devops(
    plan("change the priority of ticket 4411 to high", "tickets.set_priority", {"ticket_id": 4411, "priority": "high"}),
    hit(SLOT, "change the priority of ticket 6002 to urgent", {"ticket_id": 6002, "priority": "urgent"}),
)
CASES += devops(
    plan(
        "request changes on PR #41 in acme/webapp",
        "gh.review_pr",
        {"repo": "acme/webapp", "number": 41, "verdict": "request_changes"},
    ),
    hit(VALUE, "request changes on PR #215 in acme/site", {"repo": "acme/site", "number": 215}),
)
CASES += devops(
    plan(
        "turn off maintenance mode for checkout",
        "cloud.set_maintenance_mode",
        {"service": "checkout", "enabled": False},
    ),
    hit(VALUE, "turn off maintenance mode for search-api", {"service": "search-api"}),
)
CASES += devops(
    None,
    miss(
        ACT,
        "restart web-02",
        "start and stop are stored, not restart",
        absent=("cloud.restart_instance", "cloud.set_instance_state"),
    ),
    miss(ACT, "delete the A record for docs.acme.io", absent=("cloud.delete_dns_record",)),
    miss(ACT, "truncate the events table", absent=("db.truncate_table",)),
    miss(ACT, "revoke owner from raj@corp.io", absent=("iam.revoke_role", "iam.set_role")),
    miss(NEG, "don't rotate the stripe-api-key yet, billing is mid-migration"),
    miss(NEG, "hold off on scaling checkout, leave it as it is"),
    miss(QUEST, "is the stripe-api-key secret older than 90 days?"),
    miss(QUEST, "is search-api in maintenance mode right now?"),
    miss(TIME, "show me the checkout deploys from last month", absent=("cloud.deployment_status",)),
    miss(TIME, "plan a deploy of billing v2.4.0 to production for Saturday night", "deploy runs now"),
    miss(OBJ, "create a database called metrics in eu-west-1", "a database, not a bucket"),
    miss(OBJ, "close the milestone v2.4 in acme/webapp", "a milestone, not an issue"),
    miss(UNCARRY, "give the new contractor read-only access", "who the contractor is is not stated"),
    miss(UNCARRY, "deploy the version QA signed off on to production", "the version is not stated"),
    miss(UNREL, "what's the difference between TCP and UDP?"),
    miss(UNREL, "who wrote Dune?"),
)

# --- office ----------------------------------------------------------------------------------
CASES += office(
    plan(
        "forward the last email from bob@example.com to hr@corp.io",
        "email.forward",
        {"sender": "bob@example.com", "to": "hr@corp.io"},
    ),
    hit(
        VALUE,
        "forward the last email from payroll@corp.io to me@home.example",
        {"sender": "payroll@corp.io", "to": "me@home.example"},
    ),
)
CASES += office(
    plan("mark all emails from bob@example.com as read", "email.mark_read", {"sender": "bob@example.com"}),
    hit(VALUE, "mark all emails from alerts@pagerduty.example as read", {"sender": "alerts@pagerduty.example"}),
)
CASES += office(
    plan("find emails about the offsite", "email.search", {"query": "the offsite"}),
    hit(PV, "dig up the email about the parking permit", {"query": "the parking permit"}),
)
CASES += office(
    plan("block deals@spammy.biz", "email.block_sender", {"sender": "deals@spammy.biz"}),
    hit(VALUE, "block newsletter@gadgets.example", {"sender": "newsletter@gadgets.example"}),
)
CASES += office(
    plan(
        "put standup on my calendar Friday at 9:30",
        "calendar.create_event",
        {"title": "standup", "start": "Friday at 9:30"},
    ),
    hit(
        VALUE,
        "put 1:1 with Marco on my calendar Wednesday at 10am",
        {"title": "1:1 with Marco", "start": "Wednesday at 10am"},
    ),
)
CASES += office(
    plan("what do I have tomorrow", "calendar.list_events", {"when": "tomorrow"}),
    hit(PV, "what do I have going on today?", {"when": "today"}),
)
CASES += office(
    plan(
        "find a free 30-minute slot tomorrow", "calendar.find_free_slot", {"duration_minutes": 30, "when": "tomorrow"}
    ),
    hit(VALUE, "find a free 60-minute slot on Monday", {"duration_minutes": 60, "when": "Monday"}),
)
CASES += office(
    plan(
        "mark me out of office June 3 through June 7",
        "calendar.set_out_of_office",
        {"start_date": "June 3", "end_date": "June 7"},
    ),
    hit(VALUE, "mark me out of office Sept 1 through Sept 5", {"start_date": "Sept 1", "end_date": "Sept 5"}),
)
CASES += office(
    plan(
        "message Sam privately: I'll be ten minutes late",
        "chat.send_dm",
        {"user": "Sam", "text": "I'll be ten minutes late"},
    ),
    hit(
        PV,
        "privately message Aisha: the doc is ready for review",
        {"user": "Aisha", "text": "the doc is ready for review"},
    ),
)
CASES += office(
    plan("archive the #offsite-2024 channel", "chat.archive_channel", {"channel": "#offsite-2024"}),
    hit(VALUE, "archive the #hackathon-2023 channel", {"channel": "#hackathon-2023"}),
)
CASES += office(
    plan("clear my status", "chat.clear_status", {}), hit(PARA, "take my status off", None, "neighbours: set_status")
)
CASES += office(
    plan("set the topic of #ops to Q3 OKRs", "chat.set_topic", {"channel": "#ops", "topic": "Q3 OKRs"}),
    hit(
        VALUE,
        "set the topic of #support to Known issue: SSO outage",
        {"channel": "#support", "topic": "Known issue: SSO outage"},
    ),
)
CASES += office(
    plan("copy report.txt to /tmp/build", "fs.copy", {"source": "report.txt", "destination": "/tmp/build"}),
    hit(VALUE, "copy notes/meeting.md to ~/Backup", {"source": "notes/meeting.md", "destination": "~/Backup"}),
)
CASES += office(
    plan("list /tmp/build", "fs.list_dir", {"path": "/tmp/build"}),
    hit(PV, "which files are sitting in ~/Music?", {"path": "~/Music"}),
)
CASES += office(
    plan("search my files for tax 2024", "fs.search_files", {"query": "tax 2024"}),
    hit(VALUE, "search my files for the W-2 form", {"query": "the W-2 form"}),
)
CASES += office(
    plan("mkdir /tmp/build", "fs.create_folder", {"path": "/tmp/build"}),
    hit(PV, "make a folder at ~/Projects/new-site", {"path": "~/Projects/new-site"}),
)
CASES += office(
    plan("give me a link to report.txt", "fs.share_link", {"path": "report.txt"}),
    hit(PV, "I need a share link for /var/reports/q2.pdf", {"path": "/var/reports/q2.pdf"}),
)
CASES += office(
    plan("new lead: Ana Torres, Globex", "crm.create_lead", {"name": "Ana Torres", "company": "Globex"}),
    hit(VALUE, "new lead: Hana Sato, Tailspin", {"name": "Hana Sato", "company": "Tailspin"}),
)
CASES += office(
    plan("hand Acme over to Priya", "crm.assign_account", {"account": "Acme", "owner": "Priya"}),
    hit(VALUE, "hand Fabrikam over to Jess", {"account": "Fabrikam", "owner": "Jess"}),
)
CASES += office(
    plan("deny time-off request 301", "hr.review_time_off", {"request_id": 301, "verdict": "deny"}),
    hit(SLOT, "approve leave request 480", {"request_id": 480, "verdict": "approve"}),
)
CASES += office(
    plan("what team is Jess Kim on?", "hr.lookup_employee", {"name": "Jess Kim"}),
    hit(PV, "which team does Rohan Gupta work on?", {"name": "Rohan Gupta"}),
)
CASES += office(
    plan("book me on flight UA 837 on June 3", "travel.book_flight", {"flight_number": "UA 837", "date": "June 3"}),
    hit(VALUE, "book me on flight AA 100 on December 20", {"flight_number": "AA 100", "date": "December 20"}),
)
CASES += office(
    plan("check in for XK7P2Q", "travel.check_in", {"booking_ref": "XK7P2Q"}),
    hit(PV, "I'd like to check in online for HB9Z1C", {"booking_ref": "HB9Z1C"}),
)
CASES += office(
    plan("forecast for Rome on Monday", "weather.forecast", {"location": "Rome", "day": "Monday"}),
    hit(PV, "what's the forecast for Dublin on Monday looking like?", {"location": "Dublin"}),
)
CASES += office(
    None,
    miss(ACT, "unarchive #offsite-2024", "archive is stored", absent=("chat.unarchive_channel",)),
    miss(ACT, "restore report.txt from the trash", "delete_file is stored", absent=("fs.restore_file",)),
    miss(ACT, "unpin the last message in #general", "pin is stored"),
    miss(ACT, "cancel my flight booking LM4R9T", absent=("travel.cancel_flight",)),
    miss(ACT, "turn off my out-of-office reply", "set_auto_reply turns it on"),
    miss(NEG, "don't forward anything from legal@initech.co to outside addresses"),
    miss(NEG, "don't share budget.xlsx with anyone yet"),
    miss(QUEST, "has hr@corp.io replied to my email?"),
    miss(QUEST, "is #hiring a private channel?"),
    miss(TIME, "where did I travel in 2023?", absent=("travel.trip_history",)),
    miss(TIME, "what was the weather like in Paris on New Year's Eve last year?", absent=("weather.history",)),
    miss(OBJ, "share my calendar with Priya", "a calendar, not a file"),
    miss(UNCARRY, "reply to the recruiter's last email saying I'm interested", "the recruiter's address is unknown"),
    miss(UNCARRY, "forward this to Marco", "which email, and Marco's address, are not stated"),
    miss(UNREL, "how long should I boil an egg?"),
    miss(UNREL, "recommend a podcast about history"),
)
