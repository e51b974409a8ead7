"""Development cases of the plan-cache benchmark, written by hand (see README.md).

Single-plan groups first, then the crowded workspaces. make_cases.py numbers them dev-001...

A currency said by its name ("pounds", "bucks", "euros") was first filed uncarriable, because the
cache could not carry a word into a code; five such cases now follow the convention the
independent sets state (a currency's name or sign is its ISO code: "quid" is GBP) and are hits.
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
# Single-plan workspaces: only the stored plan(s) exist.
# ---------------------------------------------------------------------------------------------

FX = plan("convert 100 USD to EUR", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"})
CASES += group(
    FX,
    hit(VALUE, "convert 250 GBP to JPY", {"amount": 250, "from": "GBP", "to": "JPY"}, "amount and both codes change"),
    hit(VALUE, "convert 49.99 EUR to USD", {"amount": 49.99, "from": "EUR", "to": "USD"}, "decimal amount, codes swap"),
    hit(PARA, "please change 100 USD into EUR", None, "politeness, change ... into"),
    hit(PARA, "how much is 100 USD in EUR?", None, "question asking for the same conversion"),
    hit(PV, "how much would 80 CHF be in SEK?", {"amount": 80, "from": "CHF", "to": "SEK"}),
    hit(PV, "could you convert 12000 JPY to AUD for me", {"amount": 12000, "from": "JPY", "to": "AUD"}),
    hit(VALUE, "convert 100 USD to pounds", {"to": "GBP"}, "a currency by its name: pounds are GBP"),
    miss(UNCARRY, "convert 250 GBP", "no target currency: replaying EUR would be a guess"),
    miss(TIME, "what was 100 USD in EUR on March 3, 2020?", "a past rate, not today's conversion"),
)

FX_WORDS = plan("convert 100 dollars to euros", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"})
CASES += group(
    FX_WORDS,
    hit(VALUE, "convert 300 dollars to euros", {"amount": 300}, "only the amount changes; the words stay"),
    hit(PV, "how many euros is 45 dollars?", {"amount": 45}),
    hit(VALUE, "convert 100 dollars to rupees", {"to": "INR"}, "the stored 'EUR' came from 'euros'; rupees are INR"),
    hit(VALUE, "convert 100 yen to euros", {"from": "JPY"}, "the source currency by its name"),
)

BUY = plan("buy 10 shares of AAPL", "trade.buy", {"symbol": "AAPL", "quantity": 10})
CASES += group(
    BUY,
    hit(VALUE, "buy 25 shares of MSFT", {"symbol": "MSFT", "quantity": 25}),
    hit(VALUE, "buy 2 shares of BRK.B", {"symbol": "BRK.B", "quantity": 2}, "ticker with a dot"),
    hit(PARA, "could you buy 10 AAPL shares?", None),
    hit(PV, "purchase 3 shares of NVDA for me", {"symbol": "NVDA", "quantity": 3}),
    miss(ACT, "sell 10 shares of AAPL", "sell is the opposite action; trade.buy cannot sell"),
    miss(NEG, "don't buy any more AAPL this month", "negated command"),
    miss(QUEST, "how many AAPL shares do I own?", "a question about holdings"),
)

ORDER = plan(
    "place an order to buy 5 shares of TSLA", "trade.place_order", {"side": "buy", "symbol": "TSLA", "quantity": 5}
)
CASES += group(
    ORDER,
    hit(SLOT, "place an order to sell 5 shares of TSLA", {"side": "sell"}, "buy -> sell is the side argument"),
    hit(SLOT, "place an order to sell 12 shares of AMZN", {"side": "sell", "symbol": "AMZN", "quantity": 12}),
    hit(PV, "put in an order to buy 40 shares of VOO", {"symbol": "VOO", "quantity": 40}),
    miss(ACT, "cancel the order to buy 5 shares of TSLA", "cancelling is another action"),
)

LOCK = plan("lock the front door", "home.lock_door", {"door": "front"})
CASES += group(
    LOCK,
    hit(VALUE, "lock the back door", {"door": "back"}),
    hit(PARA, "could you lock up the front door?", None),
    hit(PV, "please make sure the garage door gets locked", {"door": "garage"}),
    miss(ACT, "unlock the front door", "opposite action"),
    miss(QUEST, "is the front door locked?", "a yes/no question about state"),
    miss(NEG, "don't lock the front door, the kids are still outside", "negated command"),
)

SETLOCK = plan("lock the garage door", "home.set_lock", {"door": "garage", "locked": True})
UNSETLOCK = plan("unlock the side door", "home.set_lock", {"door": "side", "locked": False})
CASES += group(
    SETLOCK,
    hit(VALUE, "lock the patio door", {"door": "patio"}),
    miss(ACT, "unlock the garage door", "direction is a boolean: 'unlock' is no value to copy, a flip is a guess"),
)
CASES += group(
    UNSETLOCK,
    hit(VALUE, "unlock the mudroom door", {"door": "mudroom"}, "same action as stored, new door"),
    hit(PV, "can you unlock the basement door for the plumber?", {"door": "basement"}),
    miss(ACT, "lock the side door", "opposite of the stored unlock"),
)

LIGHTS_OFF = plan("turn off the kitchen lights", "home.lights_off", {"room": "kitchen"})
CASES += group(
    LIGHTS_OFF,
    hit(VALUE, "turn off the bedroom lights", {"room": "bedroom"}),
    hit(PARA, "switch off the kitchen lights", None, "switch off = turn off"),
    hit(PARA, "kitchen lights off please", None),
    hit(PV, "could you switch the lights off in the garage?", {"room": "garage"}),
    miss(ACT, "turn on the kitchen lights", "on vs off"),
    miss(QUEST, "are the kitchen lights off?", "question about state"),
)

FORECAST = plan("weather forecast for Paris tomorrow", "weather.forecast", {"location": "Paris", "day": "tomorrow"})
CASES += group(
    FORECAST,
    hit(VALUE, "weather forecast for Rome tomorrow", {"location": "Rome"}),
    hit(VALUE, "weather forecast for Buenos Aires tomorrow", {"location": "Buenos Aires"}, "two-word city"),
    hit(PARA, "what's the weather going to be like in Paris tomorrow?", None),
    hit(PV, "what's the forecast in Nairobi for tomorrow?", {"location": "Nairobi"}),
    miss(TIME, "what was the weather in Paris yesterday", "past weather, another tool"),
    miss(TIME, "is it raining in Paris right now?", "current weather, not a forecast"),
)

EMAIL = plan(
    "send an email to alice@example.com saying 'lunch is ready'",
    "email.send",
    {"to": "alice@example.com", "body": "lunch is ready"},
)
CASES += group(
    EMAIL,
    hit(
        VALUE,
        "send an email to bob@example.com saying the build is broken",
        {"to": "bob@example.com", "body": "the build is broken"},
        "unquoted message text",
    ),
    hit(
        VALUE,
        "send an email to ops@acme.io saying 'disk usage is at 91%'",
        {"to": "ops@acme.io", "body": "disk usage is at 91%"},
    ),
    hit(
        PV,
        "email carol@acme.org saying the meeting moved to 3pm",
        {"to": "carol@acme.org", "body": "the meeting moved to 3pm"},
    ),
    miss(NEG, "don't send the email to alice@example.com yet, keep it as a draft", "negated send"),
    miss(ACT, "delete the email from alice@example.com", "another action on the same address"),
)

INVITE = plan(
    "add dana@corp.io to the #design channel", "chat.invite_to_channel", {"user": "dana@corp.io", "channel": "#design"}
)
CASES += group(
    INVITE,
    hit(VALUE, "add lee@corp.io to the #marketing channel", {"user": "lee@corp.io", "channel": "#marketing"}),
    hit(PARA, "invite dana@corp.io to #design", None),
    hit(PV, "please bring omar@corp.io into the #launch channel", {"user": "omar@corp.io", "channel": "#launch"}),
    miss(ACT, "remove dana@corp.io from the #design channel", "remove vs add"),
    miss(QUEST, "is dana@corp.io in the #design channel?", "membership question"),
)

GRANT = plan("grant admin access to user 42", "iam.grant_role", {"user": "42", "role": "admin"})
CASES += group(
    GRANT,
    hit(VALUE, "grant billing access to user 77", {"user": "77", "role": "billing"}),
    hit(PARA, "give user 42 admin access", None),
    hit(PV, "please grant read-only access to user 1093", {"user": "1093", "role": "read-only"}),
    miss(ACT, "revoke admin access from user 42", "revoke vs grant"),
    miss(QUEST, "does user 42 have admin access?", "question"),
)

SETROLE = plan(
    "grant the deployer role to maria@corp.io",
    "iam.set_role",
    {"user": "maria@corp.io", "role": "deployer", "grant": True},
)
CASES += group(
    SETROLE,
    hit(VALUE, "grant the auditor role to sam@corp.io", {"user": "sam@corp.io", "role": "auditor"}),
    miss(ACT, "revoke the deployer role from maria@corp.io", "the direction is a boolean; 'revoke' is no value"),
)

MFA = plan("enable two-factor authentication for jon@corp.io", "iam.enable_mfa", {"user": "jon@corp.io"})
CASES += group(
    MFA,
    hit(VALUE, "enable two-factor authentication for ada@corp.io", {"user": "ada@corp.io"}),
    hit(PV, "turn on 2FA for ada.l@corp.io", {"user": "ada.l@corp.io"}, "2FA = two-factor authentication"),
    miss(ACT, "disable two-factor authentication for jon@corp.io", "disable vs enable"),
    miss(ACT, "disable two-factor authentication", "opposite action, and no user"),
)

EXPENSE = plan("approve expense report 881", "hr.review_expense", {"report_id": 881, "verdict": "approve"})
CASES += group(
    EXPENSE,
    hit(SLOT, "reject expense report 905", {"report_id": 905, "verdict": "reject"}, "the verdict word is the value"),
    hit(SLOT, "reject expense report 881", {"verdict": "reject"}),
    hit(VALUE, "approve expense report 1290", {"report_id": 1290}),
    hit(PARA, "please approve expense report 881", None),
    miss(QUEST, "was expense report 881 approved?", "question about its state"),
    miss(NEG, "don't approve expense report 881 until the receipts are in", "negated"),
)

STAR = plan("star the repo octocat/hello-world", "gh.star_repo", {"repo": "octocat/hello-world"})
CASES += group(
    STAR,
    hit(VALUE, "star the repo torvalds/linux", {"repo": "torvalds/linux"}),
    hit(PV, "give pallets/flask a star", {"repo": "pallets/flask"}),
    miss(ACT, "unstar octocat/hello-world", "undo of the stored action"),
    miss(OBJ, "star the gist octocat/6cad326836d38bd3", "a gist, not a repository, and no argument says which"),
)

VET = plan("book a vet appointment for Rex on Monday", "vet.book_appointment", {"pet": "Rex", "day": "Monday"})
CASES += group(
    VET,
    hit(VALUE, "book a vet appointment for Bella on Friday", {"pet": "Bella", "day": "Friday"}),
    hit(PV, "can you get Luna in to see the vet on Thursday?", {"pet": "Luna", "day": "Thursday"}),
    hit(PARA, "please book Rex a vet appointment on Monday", None),
    miss(ACT, "cancel Rex's vet appointment on Monday", "cancel vs book"),
    miss(OBJ, "book a grooming appointment for Rex on Monday", "groomer, not vet"),
)

DELETE_FILE = plan("delete the file report.txt", "fs.delete_file", {"path": "report.txt"})
CASES += group(
    DELETE_FILE,
    hit(VALUE, "delete the file /tmp/old.log", {"path": "/tmp/old.log"}),
    hit(PARA, "remove the file report.txt", None, "remove = delete for a file"),
    hit(PV, "please delete ~/Downloads/setup.exe", {"path": "~/Downloads/setup.exe"}),
    miss(NEG, "do not delete the file report.txt, just show it", "negation; showing is another tool"),
    miss(OBJ, "delete the folder reports/", "a folder: another tool, no argument says file or folder"),
    miss(QUEST, "does report.txt still exist?", "question"),
)

START_VM = plan("start the instance web-01", "cloud.start_instance", {"instance": "web-01"})
CASES += group(
    START_VM,
    hit(VALUE, "start the instance api-7", {"instance": "api-7"}),
    hit(PV, "boot up build-box-2", {"instance": "build-box-2"}),
    miss(ACT, "stop the instance web-01", "stop vs start"),
    miss(QUEST, "is the instance web-01 running?", "question about state"),
)

VM_STATE = plan("set web-03 to running", "cloud.set_instance_state", {"instance": "web-03", "state": "running"})
CASES += group(
    VM_STATE,
    hit(SLOT, "set web-03 to stopped", {"state": "stopped"}, "the changed word is the enum value"),
    hit(VALUE, "set db-replica-2 to running", {"instance": "db-replica-2"}),
    miss(ACT, "shut down web-03", "a verb, not the stored wording of the value: no value to copy"),
)

FOLLOW_ARTIST = plan("follow Taylor Swift", "music.follow_artist", {"artist": "Taylor Swift"})
CASES += group(
    FOLLOW_ARTIST,
    hit(VALUE, "follow Kendrick Lamar", {"artist": "Kendrick Lamar"}),
    hit(PV, "I want to follow Billie Eilish", {"artist": "Billie Eilish"}),
    miss(ACT, "unfollow Taylor Swift", "unfollow"),
)

FOLLOW_SOCIAL = plan("follow @nasa", "social.follow", {"handle": "@nasa"})
CASES += group(
    FOLLOW_SOCIAL,
    hit(VALUE, "follow @esa", {"handle": "@esa"}),
    miss(ACT, "block @nasa", "block is another action"),
    miss(ACT, "unfollow @nasa", "unfollow"),
)

ARCHIVE_MAIL = plan(
    "archive all emails from newsletter@shop.com", "email.archive_from", {"sender": "newsletter@shop.com"}
)
CASES += group(
    ARCHIVE_MAIL,
    hit(VALUE, "archive all emails from promo@airline.com", {"sender": "promo@airline.com"}),
    hit(PARA, "archive every email I got from newsletter@shop.com", None),
    miss(ACT, "unarchive the emails from newsletter@shop.com", "undo"),
    miss(ACT, "delete all emails from newsletter@shop.com", "delete is not archive"),
)

MEETING = plan(
    "schedule a meeting with the design team tomorrow at 3pm",
    "calendar.create_event",
    {"title": "meeting with the design team", "start": "tomorrow at 3pm"},
)
CASES += group(
    MEETING,
    hit(
        VALUE,
        "schedule a meeting with the sales team Friday at 10am",
        {"title": "meeting with the sales team", "start": "Friday at 10am"},
    ),
    hit(PARA, "please put a meeting with the design team on my calendar tomorrow at 3pm", None),
    miss(QUEST, "do I have a meeting with the design team tomorrow at 3pm?", "question"),
    miss(ACT, "cancel the meeting with the design team tomorrow at 3pm", "cancel vs create"),
)

REFUND = plan("refund order 5512", "pay.refund", {"order_id": "5512"})
CASES += group(
    REFUND,
    hit(VALUE, "refund order 7730", {"order_id": "7730"}),
    hit(PV, "please issue a refund for order 9104", {"order_id": "9104"}),
    miss(NEG, "never mind the refund, just look up order 5512", "the refund is called off"),
    miss(ACT, "capture the payment for order 5512", "capture is the opposite money movement"),
)

VOLUME = plan("set the volume to 30", "music.set_volume", {"level": 30})
CASES += group(
    VOLUME,
    hit(VALUE, "set the volume to 75", {"level": 75}),
    hit(PV, "turn the volume to 15 please", {"level": 15}),
    miss(UNREL, "set an alarm for 6:30", "shares 'set' only"),
)

HOTEL = plan(
    "book a hotel in Lisbon from June 3 for 2 nights",
    "travel.book_hotel",
    {"city": "Lisbon", "check_in": "June 3", "nights": 2},
)
CASES += group(
    HOTEL,
    hit(
        VALUE, "book a hotel in Porto from July 10 for 5 nights", {"city": "Porto", "check_in": "July 10", "nights": 5}
    ),
    hit(
        PV,
        "I need a hotel room in Madrid for 3 nights starting August 1",
        {"city": "Madrid", "check_in": "August 1", "nights": 3},
    ),
    miss(ACT, "cancel my hotel in Lisbon", "cancel"),
    miss(OBJ, "book a flight to Lisbon on June 3", "flight, not hotel"),
)

DIRECTIONS = plan(
    "directions from home to the airport", "maps.directions", {"origin": "home", "destination": "the airport"}
)
CASES += group(
    DIRECTIONS,
    hit(VALUE, "directions from the office to Central Park", {"origin": "the office", "destination": "Central Park"}),
    hit(PV, "how do I get from the hotel to the Louvre?", {"origin": "the hotel", "destination": "the Louvre"}),
    hit(PARA, "show me the way from home to the airport", None),
    miss(UNREL, "how tall is the Eiffel Tower?"),
)

REMIND = plan(
    "remind me tomorrow at 9am to call mom",
    "reminders.create",
    {"text": "call mom", "at": "2025-06-12T09:00:00"},
)
CASES += group(
    REMIND,
    miss(
        UNCARRY,
        "remind me tomorrow at 9am to call the dentist",
        "the stored time was resolved from 'tomorrow' on the day it was stored; replaying it is a wrong date",
    ),
    miss(UNCARRY, "remind me on Friday at 5pm to call mom", "the new time cannot be copied into an ISO date-time"),
    miss(UNCARRY, "tomorrow at 9am, remind me to call mom", "same values, but 'tomorrow' is another day now"),
)

DM_ID = plan(
    "message Dana that the deploy is done", "chat.send_dm_to_id", {"user_id": "U024BE7LH", "text": "the deploy is done"}
)
CASES += group(
    DM_ID,
    hit(VALUE, "message Dana that lunch is here", {"text": "lunch is here"}, "same person, the id can be reused"),
    miss(UNCARRY, "message Priya that the deploy is done", "Priya's member id is not in the request"),
)

PLAYLIST = plan("play my workout playlist", "music.play_playlist", {"playlist_id": "37i9dQZF1DX70RN3TfWWJh"})
CASES += group(
    PLAYLIST,
    hit(PARA, "put on my workout playlist", None),
    miss(UNCARRY, "play my sleep playlist", "the playlist id of 'sleep' is not known"),
)

TAXI = plan("call me a taxi to the airport", "maps.call_taxi", {"lat": 37.6213, "lon": -122.379})
CASES += group(
    TAXI,
    hit(PARA, "get me a cab to the airport", None),
    miss(UNCARRY, "call me a taxi to the train station", "coordinates of the station cannot be copied"),
)

MANAGER = plan(
    "email my manager that I'm running late", "email.send", {"to": "lee.chen@corp.io", "body": "I'm running late"}
)
CASES += group(
    MANAGER,
    hit(VALUE, "email my manager that I'll miss standup", {"body": "I'll miss standup"}),
    miss(UNCARRY, "email my accountant that I'm running late", "the accountant's address is unknown"),
)

THERMO_F = plan("set the thermostat to 70°F", "home.set_thermostat", {"temperature": 21, "unit": "C"})
CASES += group(
    THERMO_F,
    miss(UNCARRY, "set the thermostat to 75°F", "the stored plan converted units; 75 cannot be copied as Celsius"),
    hit(PARA, "could you set the thermostat to 70°F?", None, "same value, same conversion"),
)

THERMO = plan("set the thermostat to 22 degrees", "home.set_thermostat", {"temperature": 22})
CASES += group(
    THERMO,
    hit(VALUE, "set the thermostat to 19 degrees", {"temperature": 19}),
    hit(PV, "make it 20.5 degrees in here", {"temperature": 20.5}),
    miss(OBJ, "set the oven to 200 degrees", "the oven, not the thermostat"),
)

PRIORITY = plan("set ticket 4411 priority to high", "tickets.set_priority", {"ticket_id": 4411, "priority": "high"})
CASES += group(
    PRIORITY,
    hit(SLOT, "set ticket 4411 priority to low", {"priority": "low"}),
    hit(SLOT, "set ticket 5002 priority to urgent", {"ticket_id": 5002, "priority": "urgent"}),
    hit(PV, "change ticket 6120's priority to high", {"ticket_id": 6120}),
    miss(ACT, "close ticket 4411", "another action on the same ticket"),
)

DEAL = plan("mark the Acme deal as won", "crm.update_deal_stage", {"deal": "Acme", "stage": "won"})
CASES += group(
    DEAL,
    hit(SLOT, "mark the Acme deal as lost", {"stage": "lost"}),
    hit(VALUE, "mark the Globex deal as won", {"deal": "Globex"}),
    miss(ACT, "delete the Acme deal", "delete"),
)

MODE = plan("switch the thermostat to heat mode", "home.set_thermostat_mode", {"mode": "heat"})
CASES += group(
    MODE,
    hit(SLOT, "switch the thermostat to cool mode", {"mode": "cool"}),
    hit(SLOT, "switch the thermostat to eco mode please", {"mode": "eco"}),
)

REVIEW = plan(
    "approve PR #42 in acme/webapp", "gh.review_pr", {"repo": "acme/webapp", "number": 42, "verdict": "approve"}
)
CASES += group(
    REVIEW,
    hit(VALUE, "approve PR #77 in acme/api", {"repo": "acme/api", "number": 77}),
    hit(PV, "please approve pull request #1033 in psf/requests", {"repo": "psf/requests", "number": 1033}),
    miss(NEG, "don't approve PR #42 in acme/webapp yet", "negated"),
    miss(ACT, "merge PR #42 in acme/webapp", "merging is another action"),
)

SEND = plan("send Sam 20 USD", "pay.send_money", {"recipient": "Sam", "amount": 20, "currency": "USD"})
CASES += group(
    SEND,
    hit(VALUE, "send Priya 45 EUR", {"recipient": "Priya", "amount": 45, "currency": "EUR"}),
    hit(PV, "transfer 60 GBP to Marco", {"recipient": "Marco", "amount": 60, "currency": "GBP"}),
    miss(ACT, "request 20 USD from Sam", "asking for money is the opposite direction"),
    hit(PARA, "send Sam 20 bucks", None, "bucks are US dollars: the same values"),
    miss(QUEST, "did Sam get the 20 USD I sent?", "question"),
)

BACKUP = plan("back up the orders database", "db.create_backup", {"database": "orders"})
CASES += group(
    BACKUP,
    hit(VALUE, "back up the users database", {"database": "users"}),
    hit(PV, "take a backup of the analytics database now", {"database": "analytics"}),
    miss(ACT, "restore the orders database", "restore vs back up"),
    miss(TIME, "schedule a backup of the orders database for midnight", "a later time; the tool backs up now"),
)

DEPLOY = plan(
    "deploy checkout v2.3.1 to staging",
    "cloud.deploy",
    {"service": "checkout", "version": "v2.3.1", "environment": "staging"},
)
CASES += group(
    DEPLOY,
    hit(
        VALUE,
        "deploy billing v3.0.0 to production",
        {"service": "billing", "version": "v3.0.0", "environment": "production"},
    ),
    hit(PV, "ship search v1.2.0 to staging", {"service": "search", "version": "v1.2.0"}),
    miss(ACT, "roll back checkout on staging", "rollback"),
    miss(QUEST, "is checkout v2.3.1 deployed to staging?", "question"),
    miss(UNCARRY, "deploy checkout to staging", "no version: replaying v2.3.1 is a guess"),
)

ALARM = plan("arm the alarm in away mode", "home.arm_alarm", {"mode": "away"})
CASES += group(
    ALARM,
    hit(SLOT, "arm the alarm in night mode", {"mode": "night"}),
    hit(PARA, "please arm the alarm, away mode", None),
    miss(ACT, "disarm the alarm", "disarm"),
    miss(QUEST, "is the alarm armed?", "question"),
)

QUOTE = plan("what's the price of AAPL right now?", "trade.get_quote", {"symbol": "AAPL"})
CASES += group(
    QUOTE,
    hit(VALUE, "what's the price of GOOG right now?", {"symbol": "GOOG"}),
    hit(PV, "how much is a share of AMD going for at the moment?", {"symbol": "AMD"}),
    miss(TIME, "what was AAPL's price on January 5?", "a past price"),
)

FLIGHT_STATUS = plan("is UA 837 on time?", "travel.flight_status", {"flight_number": "UA 837"})
CASES += group(
    FLIGHT_STATUS,
    hit(VALUE, "is LH 454 on time?", {"flight_number": "LH 454"}),
    hit(PV, "what's the status of flight BA 117?", {"flight_number": "BA 117"}),
    miss(TIME, "was UA 837 on time yesterday?", "yesterday's flight; the tool is live status"),
)

TXNS = plan("show my transactions from last week", "pay.list_transactions", {"period": "last week"})
CASES += group(
    TXNS,
    hit(VALUE, "show my transactions from last month", {"period": "last month"}),
    miss(TIME, "show my scheduled payments for next week", "future payments, another tool"),
)

EMAIL_NOW = plan(
    "email bob@example.com saying the report is attached",
    "email.send",
    {"to": "bob@example.com", "body": "the report is attached"},
)
CASES += group(
    EMAIL_NOW,
    hit(
        VALUE,
        "email kim@example.com saying the invoice is attached",
        {"to": "kim@example.com", "body": "the invoice is attached"},
    ),
    miss(TIME, "email bob@example.com tomorrow morning saying the report is attached", "send later, not now"),
)

SEARCH_FLIGHTS = plan(
    "find flights from SFO to JFK on May 20",
    "travel.search_flights",
    {"origin": "SFO", "destination": "JFK", "date": "May 20"},
)
CASES += group(
    SEARCH_FLIGHTS,
    hit(VALUE, "find flights from BOS to LAX on June 14", {"origin": "BOS", "destination": "LAX", "date": "June 14"}),
    hit(
        PV,
        "are there any flights from JFK to SFO on May 27?",
        {"origin": "JFK", "destination": "SFO", "date": "May 27"},
        "origin and destination swap",
    ),
    miss(TIME, "which flights did I take from SFO to JFK last year?", "past trips"),
)

TRAVEL_TIME = plan(
    "how long will it take to drive from home to work?",
    "maps.travel_time",
    {"origin": "home", "destination": "work", "mode": "driving"},
)
CASES += group(
    TRAVEL_TIME,
    hit(VALUE, "how long will it take to drive from work to the gym?", {"origin": "work", "destination": "the gym"}),
    miss(TIME, "how long did it take me to drive from home to work yesterday?", "a past trip"),
)

FOLDER_TRACK = plan("track my order 112-4839201", "shop.track_order", {"order_id": "112-4839201"})
CASES += group(
    FOLDER_TRACK,
    hit(VALUE, "track my order 114-0048213", {"order_id": "114-0048213"}),
    hit(PV, "where's my package? order 113-5559014", {"order_id": "113-5559014"}),
    miss(ACT, "cancel my order 112-4839201", "cancel"),
    miss(ACT, "return my order 112-4839201", "return"),
)

WINDOW = plan("open the kitchen blinds to 50%", "home.set_blinds", {"room": "kitchen", "position": 50})
CASES += group(
    WINDOW,
    hit(VALUE, "open the bedroom blinds to 80%", {"room": "bedroom", "position": 80}),
    hit(PV, "set the office blinds to 25 percent", {"room": "office", "position": 25}),
    miss(OBJ, "open the kitchen window to 50%", "a window, not the blinds"),
)

FORK = plan("fork psf/requests", "gh.fork_repo", {"repo": "psf/requests"})
CASES += group(
    FORK,
    hit(VALUE, "fork django/django", {"repo": "django/django"}),
    miss(ACT, "delete my fork of psf/requests", "delete"),
    miss(ACT, "unfork psf/requests", "undo"),
)

CLOSE_ISSUE = plan("close issue #12 in acme/webapp", "gh.close_issue", {"repo": "acme/webapp", "number": 12})
CASES += group(
    CLOSE_ISSUE,
    hit(VALUE, "close issue #318 in acme/mobile", {"repo": "acme/mobile", "number": 318}),
    hit(PARA, "please close acme/webapp issue #12", None),
    miss(ACT, "reopen issue #12 in acme/webapp", "reopen"),
    miss(OBJ, "close pull request #12 in acme/webapp", "a pull request, not an issue"),
)

DELETE_BRANCH = plan(
    "delete the branch fix/login in acme/webapp", "gh.delete_branch", {"repo": "acme/webapp", "branch": "fix/login"}
)
CASES += group(
    DELETE_BRANCH,
    hit(
        VALUE, "delete the branch feature/csv-export in acme/api", {"repo": "acme/api", "branch": "feature/csv-export"}
    ),
    miss(OBJ, "delete the tag v1.9.7 in acme/webapp", "a tag, not a branch"),
    miss(ACT, "protect the branch fix/login in acme/webapp", "protect is another action"),
)

INVOICE = plan(
    "send an invoice of 1250 USD to billing@acme.io",
    "pay.create_invoice",
    {"customer_email": "billing@acme.io", "amount": 1250, "currency": "USD"},
)
CASES += group(
    INVOICE,
    hit(
        VALUE,
        "send an invoice of 480 EUR to ap@globex.com",
        {"customer_email": "ap@globex.com", "amount": 480, "currency": "EUR"},
    ),
    hit(PV, "invoice finance@initech.co for 9900 USD", {"customer_email": "finance@initech.co", "amount": 9900}),
    miss(OBJ, "send a quote of 1250 USD to billing@acme.io", "a quote is not an invoice"),
    miss(ACT, "void the invoice for billing@acme.io", "void"),
)

RENT_CAR = plan(
    "rent a car in Lisbon from June 3 for 2 days", "travel.rent_car", {"city": "Lisbon", "pickup": "June 3", "days": 2}
)
CASES += group(
    RENT_CAR,
    hit(VALUE, "rent a car in Denver from July 8 for 6 days", {"city": "Denver", "pickup": "July 8", "days": 6}),
    miss(OBJ, "rent a bike in Lisbon from June 3 for 2 days", "a bike"),
)

FREEZE = plan("freeze my card ending in 4821", "pay.freeze_card", {"card_last4": "4821"})
CASES += group(
    FREEZE,
    hit(VALUE, "freeze my card ending in 0077", {"card_last4": "0077"}, "leading zeros stay in the string"),
    hit(PV, "I lost my wallet, please freeze the card ending 3390", {"card_last4": "3390"}),
    miss(ACT, "unfreeze my card ending in 4821", "unfreeze"),
    miss(OBJ, "freeze my savings account", "an account, not a card"),
)

MUTE = plan("mute the #random channel", "chat.mute_channel", {"channel": "#random"})
CASES += group(
    MUTE,
    hit(VALUE, "mute the #watercooler channel", {"channel": "#watercooler"}),
    miss(ACT, "unmute the #random channel", "unmute"),
    miss(OBJ, "mute @jordan", "a person, not a channel"),
)

DONE = plan("mark 'pay rent' as done", "tasks.complete", {"title": "pay rent"})
CASES += group(
    DONE,
    hit(PARA, "'pay rent' is done, mark it complete", None),
    hit(PARA, "check off 'pay rent' on my list", None),
    hit(VALUE, "mark 'renew car insurance' as done", {"title": "renew car insurance"}),
    miss(ACT, "mark 'pay rent' as not done", "undo of the stored action"),
)

FREE_SLOT = plan(
    "find a free 30-minute slot tomorrow", "calendar.find_free_slot", {"duration_minutes": 30, "when": "tomorrow"}
)
CASES += group(
    FREE_SLOT,
    hit(PARA, "when am I free for half an hour tomorrow?", None, "same values said in words: 30 minutes"),
    hit(PV, "find me a free 45-minute slot on Friday", {"duration_minutes": 45, "when": "Friday"}),
    miss(QUEST, "am I busy tomorrow at 2pm?", "a yes/no question about one time"),
)

NOW_WEATHER = plan("what's the weather in Chicago right now?", "weather.current", {"location": "Chicago"})
CASES += group(
    NOW_WEATHER,
    hit(PARA, "how's the weather in Chicago at the moment?", None),
    hit(PARA, "current conditions in Chicago?", None),
    hit(PV, "what's it like outside in Montreal right now?", {"location": "Montreal"}),
    miss(TIME, "what will the weather be in Chicago on Saturday?", "a forecast"),
)

NEW_ISSUE = plan(
    "open an issue in acme/webapp titled 'login page crashes on Safari'",
    "gh.create_issue",
    {"repo": "acme/webapp", "title": "login page crashes on Safari"},
)
CASES += group(
    NEW_ISSUE,
    hit(PARA, "file a bug in acme/webapp: login page crashes on Safari", None),
    hit(
        PV,
        "create an issue on acme/api called 'rate limiter ignores burst setting'",
        {"repo": "acme/api", "title": "rate limiter ignores burst setting"},
    ),
    miss(ACT, "close the issue in acme/webapp titled 'login page crashes on Safari'", "close vs open"),
)

PLAY = plan("play Bohemian Rhapsody", "music.play", {"query": "Bohemian Rhapsody"})
CASES += group(
    PLAY,
    hit(PARA, "put on Bohemian Rhapsody", None),
    hit(PARA, "I want to hear Bohemian Rhapsody", None),
    hit(PV, "could you play Stairway to Heaven?", {"query": "Stairway to Heaven"}),
    miss(ACT, "stop playing Bohemian Rhapsody", "stop"),
    miss(NEG, "please don't play Bohemian Rhapsody again", "negated"),
)

REPLY = plan(
    "reply to priya@corp.io saying thanks, I'll take a look",
    "email.reply",
    {"sender": "priya@corp.io", "body": "thanks, I'll take a look"},
)
CASES += group(
    REPLY,
    hit(PARA, "write back to priya@corp.io: thanks, I'll take a look", None),
    hit(PV, "answer the email from jon@corp.io with 'see you at 5'", {"sender": "jon@corp.io", "body": "see you at 5"}),
    miss(ACT, "forward the email from priya@corp.io to legal@corp.io", "forward is another action"),
)

QUERY = plan(
    "run SELECT count(*) FROM orders on the analytics database",
    "db.run_query",
    {"database": "analytics", "sql": "SELECT count(*) FROM orders"},
)
CASES += group(
    QUERY,
    hit(PARA, "please execute SELECT count(*) FROM orders against the analytics database", None),
    hit(
        PV,
        "on the users database, run SELECT email FROM users WHERE active = true",
        {"database": "users", "sql": "SELECT email FROM users WHERE active = true"},
    ),
    miss(ACT, "truncate the orders table in the analytics database", "a destructive change, not a query"),
)

LOGS = plan("show the last 30m of logs for auth", "cloud.get_logs", {"service": "auth", "since": "30m"})
CASES += group(
    LOGS,
    hit(PARA, "fetch logs for auth from the past 30m", None),
    hit(PV, "pull the billing logs for the last 2h", {"service": "billing", "since": "2h"}),
)

CHECK_IN = plan("check me in for my flight, booking XK7P2Q", "travel.check_in", {"booking_ref": "XK7P2Q"})
CASES += group(
    CHECK_IN,
    hit(PARA, "do the online check-in for booking XK7P2Q", None),
    hit(PV, "please check in for reservation LM4R9T", {"booking_ref": "LM4R9T"}),
    miss(ACT, "cancel booking XK7P2Q", "cancel"),
)

NOTE = plan(
    "write a note titled Groceries: eggs, milk, bread",
    "notes.create",
    {"title": "Groceries", "body": "eggs, milk, bread"},
)
CASES += group(
    NOTE,
    hit(
        PV,
        "make a note called Ideas saying try the new ramen place",
        {"title": "Ideas", "body": "try the new ramen place"},
    ),
    miss(ACT, "delete the note titled Groceries", "delete"),
)

POST = plan("post 'Just shipped v2.0!' on my feed", "social.post", {"text": "Just shipped v2.0!"})
CASES += group(
    POST,
    hit(PV, "publish a post saying 'Hiring two engineers, DM me'", {"text": "Hiring two engineers, DM me"}),
    miss(ACT, "delete my post 'Just shipped v2.0!'", "delete"),
)

CONTACT = plan(
    "add Maya Cohen, maya@northwind.com, as a contact",
    "crm.add_contact",
    {"name": "Maya Cohen", "email": "maya@northwind.com"},
)
CASES += group(
    CONTACT,
    hit(PV, "save Luis Gomez (luis@contoso.com) to my contacts", {"name": "Luis Gomez", "email": "luis@contoso.com"}),
    miss(ACT, "delete the contact maya@northwind.com", "delete"),
)

REORDER = plan("reorder 113-8841922", "shop.reorder", {"order_id": "113-8841922"})
CASES += group(
    REORDER,
    hit(PARA, "order the same thing as 113-8841922 again", None),
    hit(VALUE, "reorder 114-0000123", {"order_id": "114-0000123"}),
)

TOPIC = plan(
    "set the topic of #launch to Launch on June 12",
    "chat.set_topic",
    {"channel": "#launch", "topic": "Launch on June 12"},
)
CASES += group(
    TOPIC,
    hit(PV, "change the #ops topic to 'On call: Ken'", {"channel": "#ops", "topic": "On call: Ken"}),
)

OOO = plan(
    "mark me out of office from July 1 to July 5",
    "calendar.set_out_of_office",
    {"start_date": "July 1", "end_date": "July 5"},
)
CASES += group(
    OOO,
    hit(PV, "I'm OOO August 12 through August 23", {"start_date": "August 12", "end_date": "August 23"}),
    miss(QUEST, "am I out of office on July 3?", "question"),
)

OPEN_PRS = plan("show open PRs in acme/webapp", "gh.list_open_prs", {"repo": "acme/webapp"})
CASES += group(
    OPEN_PRS,
    hit(PARA, "which pull requests are still open on acme/webapp?", None),
    hit(PV, "list the open pull requests for numpy/numpy", {"repo": "numpy/numpy"}),
)

PRICE_ALERT = plan(
    "alert me if TSLA goes above 300", "trade.set_price_alert", {"symbol": "TSLA", "price": 300, "direction": "above"}
)
CASES += group(
    PRICE_ALERT,
    hit(SLOT, "alert me if TSLA goes below 300", {"direction": "below"}, "above/below is the direction value"),
    hit(SLOT, "alert me if SHOP goes below 55", {"symbol": "SHOP", "price": 55, "direction": "below"}),
)

DRIVE = plan(
    "driving directions from home to the stadium",
    "maps.directions",
    {"origin": "home", "destination": "the stadium", "mode": "driving"},
)
CASES += group(
    DRIVE,
    hit(SLOT, "walking directions from home to the stadium", {"mode": "walking"}),
    hit(
        SLOT,
        "cycling directions from the office to the park",
        {"origin": "the office", "destination": "the park", "mode": "cycling"},
    ),
)

SQUASH = plan("squash merge PR #12 in acme/api", "gh.merge_pr", {"repo": "acme/api", "number": 12, "method": "squash"})
CASES += group(
    SQUASH,
    hit(SLOT, "rebase merge PR #12 in acme/api", {"method": "rebase"}),
    miss(ACT, "close PR #12 in acme/api without merging", "close is not merge"),
)

SICK = plan(
    "request sick leave from May 5 to May 6",
    "hr.request_time_off",
    {"start_date": "May 5", "end_date": "May 6", "type": "sick"},
)
CASES += group(
    SICK,
    hit(
        SLOT,
        "request personal leave from June 2 to June 3",
        {"start_date": "June 2", "end_date": "June 3", "type": "personal"},
    ),
    miss(QUEST, "how many sick days do I have left?", "question about the balance"),
)

FOOD = plan("order 2 bags of Rex's usual food", "vet.order_food", {"product": "Purina Pro Plan", "bags": 2})
CASES += group(
    FOOD,
    hit(VALUE, "order 3 bags of Rex's usual food", {"bags": 3}, "same pet, same product"),
    miss(UNCARRY, "order 2 bags of Luna's usual food", "Luna's food is not known"),
)

PAY_BACK = plan("pay back Jess for lunch", "pay.send_money", {"recipient": "Jess", "amount": 14.5, "currency": "USD"})
CASES += group(
    PAY_BACK,
    miss(UNCARRY, "pay back Tom for lunch", "the amount owed to Tom is not stated"),
    miss(UNCARRY, "pay back Jess for the taxi", "the taxi amount is not stated"),
)

LUNCH = plan(
    "schedule lunch with Ana next Thursday at noon",
    "calendar.create_event",
    {"title": "lunch with Ana", "start": "2025-06-19T12:00:00"},
)
CASES += group(
    LUNCH,
    miss(
        UNCARRY, "schedule lunch with Ben next Thursday at noon", "the stored start was resolved from 'next Thursday'"
    ),
)

DOUBLE = plan("double the checkout replicas", "cloud.scale_service", {"service": "checkout", "replicas": 6})
CASES += group(
    DOUBLE,
    miss(UNCARRY, "double the billing replicas", "billing's current count is not known"),
    miss(UNCARRY, "triple the checkout replicas", "'triple' gives no number to copy"),
)

# Unrelated requests against a small stored set.
MIXED = (
    plan("turn on the living room lights", "home.lights_on", {"room": "living room"}),
    plan("play Clair de Lune", "music.play", {"query": "Clair de Lune"}),
    plan("what's the weather in Oslo tomorrow?", "weather.forecast", {"location": "Oslo", "day": "tomorrow"}),
)
CASES += group(
    MIXED[0],
    miss(UNREL, "what's the capital of Peru?"),
    miss(UNREL, "translate 'good morning' into Japanese"),
    miss(UNREL, "order a large pepperoni pizza"),
    miss(UNREL, "how many teaspoons are in a tablespoon?"),
    miss(UNREL, "write a limerick about a cat"),
    also=MIXED[1:],
)
CASES += group(
    FX,
    miss(UNREL, "what's 15% of 240?", "numbers but no conversion"),
    miss(UNREL, "who won the 2018 World Cup?"),
)
CASES += group(
    DEPLOY,
    miss(UNREL, "summarize this article for me"),
    miss(UNREL, "what's a good name for a golden retriever?"),
)
CASES += group(
    FX,
    miss(UNREL, "convert this PDF to a Word document", "shares 'convert ... to'"),
    miss(UNREL, "how far away is the moon?"),
)
CASES += group(
    VET,
    miss(UNREL, "book a haircut for Saturday morning", "shares 'book ... for'"),
    miss(UNREL, "what does ubiquitous mean?"),
)
CASES += group(
    PLAY,
    miss(UNREL, "who sang Bohemian Rhapsody?", "a question about the song, no playback"),
    miss(UNREL, "set a timer for 10 minutes"),
)
CASES += group(
    DIRECTIONS,
    miss(UNREL, "what's playing at the stadium tonight?"),
    miss(UNREL, "give me three ideas for a birthday gift"),
    miss(UNREL, "how do you say thank you in Korean?"),
)

# ---------------------------------------------------------------------------------------------
# Crowded workspaces. in_ws=True: the base's kind of plan is in the workspace file; the base only
# shapes the expected steps. Misses name the plans that would have served them in ``absent``.
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
    plan("lock the front door", "home.lock_door", {"door": "front"}),
    hit(VALUE, "lock the cellar door", {"door": "cellar"}),
    hit(PV, "hey, could you lock the back door?", {"door": "back"}),
)
CASES += home(
    plan("turn on the office lights", "home.lights_on", {"room": "office"}),
    hit(PV, "can you put the attic lights on?", {"room": "attic"}),
)
CASES += home(
    plan("set the office lights to 50 percent", "home.lights_on", {"room": "office", "brightness": 50}),
    hit(VALUE, "set the guest room lights to 45 percent", {"room": "guest room", "brightness": 45}),
)
CASES += home(
    plan("turn off the office lights", "home.lights_off", {"room": "office"}),
    hit(
        PV,
        "could you kill the lights in the laundry room?",
        {"room": "laundry room"},
        "neighbours: lights_on, set_plug off",
    ),
)
CASES += home(
    plan("make the office lights red", "home.set_light_color", {"room": "office", "color": "red"}),
    hit(VALUE, "make the porch lights yellow", {"room": "porch", "color": "yellow"}),
)
CASES += home(
    plan("set the thermostat to 21", "home.set_thermostat", {"temperature": 21}),
    hit(PV, "bump the thermostat up to 24", {"temperature": 24}),
)
CASES += home(
    plan("put the thermostat in heat mode", "home.set_thermostat_mode", {"mode": "heat"}),
    hit(SLOT, "put the thermostat in off mode", {"mode": "off"}, "'off' is the mode value here"),
)
CASES += home(
    plan("disarm the alarm", "home.disarm_alarm", {}),
    hit(PARA, "please switch off the house alarm", None, "neighbours: lights off, plugs off, arm_alarm"),
)
CASES += home(
    plan("arm the alarm in away mode", "home.arm_alarm", {"mode": "away"}),
    hit(PV, "set the security system to night mode before bed", {"mode": "night"}),
)
CASES += home(
    plan("vacuum the kitchen", "home.start_vacuum", {"room": "kitchen"}),
    hit(PV, "run the robot vacuum in the attic", {"room": "attic"}),
)
CASES += home(
    plan("open the kitchen blinds to 50%", "home.set_blinds", {"room": "kitchen", "position": 50}),
    hit(VALUE, "open the guest room blinds to 40%", {"room": "guest room", "position": 40}),
)
CASES += home(
    plan("show me what the driveway camera sees", "home.camera_snapshot", {"camera": "driveway"}),
    hit(VALUE, "show me what the side gate camera sees", {"camera": "side gate"}),
)
CASES += home(
    plan("run the dinner scene", "home.run_scene", {"scene": "dinner"}),
    hit(PV, "switch the house to the date night scene", {"scene": "date night"}),
)
CASES += home(
    plan("turn on the fan", "home.set_plug", {"plug": "fan", "on": True}),
    hit(VALUE, "turn on the air purifier", {"plug": "air purifier"}),
)
CASES += home(
    plan("switch the fan off", "home.set_plug", {"plug": "fan", "on": False}),
    hit(VALUE, "switch the air purifier off", {"plug": "air purifier"}, "a stored 'off' plug plan exists"),
)
CASES += home(
    plan("play Halo", "music.play", {"query": "Halo"}),
    hit(VALUE, "play Yellow Submarine", {"query": "Yellow Submarine"}),
    hit(PV, "put on some Fleetwood Mac, please", {"query": "Fleetwood Mac"}),
)
CASES += home(
    plan("set the volume to 30", "music.set_volume", {"level": 30}), hit(PV, "volume at 55 please", {"level": 55})
)
CASES += home(
    plan("add Halo to my Focus playlist", "music.add_to_playlist", {"track": "Halo", "playlist": "Focus"}),
    hit(VALUE, "add Wonderwall to my Road Trip playlist", {"track": "Wonderwall", "playlist": "Road Trip"}),
)
CASES += home(
    plan("follow Adele", "music.follow_artist", {"artist": "Adele"}),
    hit(PV, "I'd like to follow Stromae", {"artist": "Stromae"}),
)
CASES += home(
    plan("what's the weather in Oslo tomorrow?", "weather.forecast", {"location": "Oslo", "day": "tomorrow"}),
    hit(VALUE, "what's the weather in Vienna tomorrow?", {"location": "Vienna"}),
    hit(PV, "do I need an umbrella in Lisbon on Saturday?", {"location": "Lisbon", "day": "Saturday"}),
)
CASES += home(
    plan("air quality in Tokyo", "weather.air_quality", {"location": "Tokyo"}),
    hit(PV, "how clean is the air in Delhi right now?", {"location": "Delhi"}),
)
CASES += home(
    plan("directions to work from home", "maps.directions", {"origin": "home", "destination": "work"}),
    hit(VALUE, "directions to the museum from home", {"destination": "the museum"}),
)
CASES += home(
    plan(
        "walking directions from home to work",
        "maps.directions",
        {"origin": "home", "destination": "work", "mode": "walking"},
    ),
    hit(VALUE, "walking directions from the hotel to the beach", {"origin": "the hotel", "destination": "the beach"}),
)
CASES += home(
    plan("find a bakery near me", "maps.search_places", {"query": "bakery", "near": "me"}),
    hit(VALUE, "find a sushi place near the hotel", {"query": "sushi place", "near": "the hotel"}),
)
CASES += home(
    plan("book a vet appointment for Rex on Monday", "vet.book_appointment", {"pet": "Rex", "day": "Monday"}),
    hit(VALUE, "book a vet appointment for Pepper on Thursday", {"pet": "Pepper", "day": "Thursday"}),
)
CASES += home(
    plan("track order 112-4839201", "shop.track_order", {"order_id": "112-4839201"}),
    hit(PV, "where's order 115-3300918 right now?", {"order_id": "115-3300918"}),
)
CASES += home(
    plan("add 2 dish soap to my cart", "shop.add_to_cart", {"product": "dish soap", "quantity": 2}),
    hit(VALUE, "add 5 tennis balls to my cart", {"product": "tennis balls", "quantity": 5}),
)
CASES += home(
    plan("new task: buy milk", "tasks.create", {"title": "buy milk"}),
    hit(PV, "put 'clean the gutters' on my to-do list", {"title": "clean the gutters"}),
)
CASES += home(
    None,
    miss(
        ACT,
        "unlock the front door for the dog walker",
        "only lock plans are stored",
        absent=("home.unlock_door", "home.set_lock"),
    ),
    miss(
        ACT, "stop the robot vacuum", "start_vacuum and music pause are stored, no stop", absent=("home.stop_vacuum",)
    ),
    miss(ACT, "unfollow Daft Punk", absent=("music.unfollow_artist",)),
    miss(ACT, "remove Hey Jude from my Road Trip playlist", absent=("music.remove_from_playlist",)),
    miss(ACT, "cancel Milo's vet appointment on Tuesday", absent=("vet.cancel_appointment",)),
    miss(ACT, "cancel order 112-5560381", "track and return are stored, not cancel", absent=("shop.cancel_order",)),
    miss(NEG, "don't arm the alarm tonight, the dog sitter is staying over"),
    miss(NEG, "no need to vacuum the kitchen today"),
    miss(QUEST, "is the back door locked?", absent=("home.get_lock_state", "home.get_device_state")),
    miss(QUEST, "are the living room lights still on?", absent=("home.get_device_state",)),
    miss(TIME, "what was the weather like in Rome yesterday?", absent=("weather.history",)),
    miss(TIME, "how long did the drive to work take this morning?", "a past trip; travel_time is for now"),
    miss(OBJ, "book a grooming appointment for Coco on Saturday", "groomer, not vet"),
    miss(OBJ, "set the oven to 180 degrees", "oven, not thermostat"),
    miss(
        UNCARRY,
        "remind me tomorrow at 8am to take the bins out",
        "stored reminders hold ISO times resolved on their day; 'tomorrow' cannot be copied",
    ),
    miss(UNCARRY, "tonight at 9, remind me to lock the shed", "same: the time is not a copiable value"),
    miss(UNCARRY, "turn the heat up 2 degrees", "a relative change; the stored plans set an absolute temperature"),
    miss(UNCARRY, "order another bag of the dog's usual food", "the product is not named"),
    miss(UNREL, "what's the capital of Australia?"),
    miss(UNREL, "how do I unclog a drain?"),
    miss(UNREL, "tell me a joke about penguins"),
    miss(UNREL, "what year did the Berlin Wall fall?"),
)

# --- finance ---------------------------------------------------------------------------------
BUY_ORDER = plan("buy 5 shares of AAPL", "trade.place_order", {"side": "buy", "symbol": "AAPL", "quantity": 5})
CASES += finance(
    plan("sell 5 shares of AAPL", "trade.place_order", {"side": "sell", "symbol": "AAPL", "quantity": 5}),
    hit(VALUE, "sell 15 shares of NFLX", {"symbol": "NFLX", "quantity": 15}),
)
CASES += finance(
    BUY_ORDER,
    hit(PV, "I'd like to pick up 8 shares of ORCL", {"symbol": "ORCL", "quantity": 8}),
    hit(
        SLOT,
        "place a sell order for 30 INTC",
        {"side": "sell", "symbol": "INTC", "quantity": 30},
        "buy and sell plans both exist; the side is an argument",
    ),
)
CASES += finance(
    plan("price of AAPL", "trade.get_quote", {"symbol": "AAPL"}),
    hit(PV, "give me a quote on COST", {"symbol": "COST"}),
    hit(PV, "how much is NFLX trading for right now?", {"symbol": "NFLX"}),
)
CASES += finance(
    plan(
        "alert me if AAPL drops below 90",
        "trade.set_price_alert",
        {"symbol": "AAPL", "price": 90, "direction": "below"},
    ),
    hit(VALUE, "alert me if AMD drops below 95", {"symbol": "AMD", "price": 95}),
)
CASES += finance(
    plan(
        "alert me if AAPL goes above 200",
        "trade.set_price_alert",
        {"symbol": "AAPL", "price": 200, "direction": "above"},
    ),
    hit(PV, "ping me when COST rises above $800", {"symbol": "COST", "price": 800}),
)
CASES += finance(
    plan("convert 100 USD to EUR", "fx.convert", {"amount": 100, "from": "USD", "to": "EUR"}),
    hit(VALUE, "convert 640 NOK to USD", {"amount": 640, "from": "NOK", "to": "USD"}),
    hit(PV, "what's 333 AUD worth in CAD?", {"amount": 333, "from": "AUD", "to": "CAD"}),
)
CASES += finance(
    plan("how many yen is 3000 dollars?", "fx.convert", {"amount": 3000, "from": "USD", "to": "JPY"}),
    hit(VALUE, "how many yen is 75 dollars?", {"amount": 75}, "currency words already stored with their codes"),
)
CASES += finance(
    plan("send Sam 20 USD", "pay.send_money", {"recipient": "Sam", "amount": 20, "currency": "USD"}),
    hit(VALUE, "send Oliver 45 EUR", {"recipient": "Oliver", "amount": 45, "currency": "EUR"}),
)
CASES += finance(
    plan(
        "pay Sam 12 USD for pizza",
        "pay.send_money",
        {"recipient": "Sam", "amount": 12, "currency": "USD", "note": "pizza"},
    ),
    hit(
        VALUE,
        "pay Nadia 22 USD for the movie tickets",
        {"recipient": "Nadia", "amount": 22, "note": "the movie tickets"},
    ),
)
CASES += finance(
    plan("refund order A-10293", "pay.refund", {"order_id": "A-10293"}),
    hit(PV, "process a full refund for order D-40012, please", {"order_id": "D-40012"}),
)
CASES += finance(
    plan("refund $5 on order A-10293", "pay.refund", {"order_id": "A-10293", "amount": 5}),
    hit(VALUE, "refund $15 on order A-20931", {"order_id": "A-20931", "amount": 15}),
)
CASES += finance(
    plan(
        "bill ap@globex.com 400 USD",
        "pay.create_invoice",
        {"customer_email": "ap@globex.com", "amount": 400, "currency": "USD"},
    ),
    hit(PV, "please bill ops@wayne.com 3100 USD for the audit", {"customer_email": "ops@wayne.com", "amount": 3100}),
)
CASES += finance(
    plan(
        "pay Ken 80 USD on June 30",
        "pay.schedule_payment",
        {"payee": "Ken", "amount": 80, "currency": "USD", "date": "June 30"},
    ),
    hit(
        VALUE,
        "pay the gym 45 USD on June 28",
        {"payee": "the gym", "amount": 45, "date": "June 28"},
        "neighbour: 'pay Sam 20 USD' sends now",
    ),
)
CASES += finance(
    plan("what did I spend at Uber last week?", "pay.list_transactions", {"period": "last week", "merchant": "Uber"}),
    hit(VALUE, "what did I spend at Target last month?", {"period": "last month", "merchant": "Target"}),
)
CASES += finance(
    plan("what did I spend last week?", "pay.list_transactions", {"period": "last week"}),
    hit(PV, "show me everything I spent this week", {"period": "this week"}),
)
CASES += finance(
    plan("please freeze card 4821", "pay.freeze_card", {"card_last4": "4821"}),
    hit(PV, "someone stole card 5512, freeze it", {"card_last4": "5512"}),
)
CASES += finance(
    plan("set the daily limit on card 4821 to 500", "pay.set_card_limit", {"card_last4": "4821", "daily_limit": 500}),
    hit(VALUE, "set the daily limit on card 9034 to 750", {"card_last4": "9034", "daily_limit": 750}),
)
CASES += finance(
    plan(
        "split 60 USD with Sam and Tom", "pay.split_bill", {"amount": 60, "currency": "USD", "people": ["Sam", "Tom"]}
    ),
    hit(VALUE, "split 180 EUR with Ines and Tom", {"amount": 180, "currency": "EUR", "people": ["Ines", "Tom"]}),
)
CASES += finance(
    plan("approve expense report 881", "hr.review_expense", {"report_id": 881, "verdict": "approve"}),
    hit(SLOT, "reject expense report 2045", {"report_id": 2045, "verdict": "reject"}),
    hit(PV, "go ahead and approve expense report 2046", {"report_id": 2046}),
)
CASES += finance(
    plan("expense 14 USD for meals", "hr.submit_expense", {"amount": 14, "currency": "USD", "category": "meals"}),
    hit(VALUE, "expense 27 USD for parking", {"amount": 27, "category": "parking"}),
)
CASES += finance(
    plan("move Acme renewal to won", "crm.update_deal_stage", {"deal": "Acme renewal", "stage": "won"}),
    hit(SLOT, "move Stark renewal to negotiation", {"deal": "Stark renewal", "stage": "negotiation"}),
)
CASES += finance(
    plan("buy 50 USD worth of BTC", "trade.buy_crypto", {"asset": "BTC", "amount": 50, "currency": "USD"}),
    hit(VALUE, "buy 300 USD worth of ETH", {"asset": "ETH", "amount": 300}),
)
CASES += finance(
    plan("take AAPL off the watchlist", "trade.watchlist_remove", {"symbol": "AAPL"}),
    hit(PV, "please take PLTR off my watchlist", {"symbol": "PLTR"}, "neighbour: watchlist_add"),
)
CASES += finance(
    plan("cancel order ORD-55812", "trade.cancel_order", {"order_id": "ORD-55812"}),
    hit(PV, "please kill my open order ORD-88120", {"order_id": "ORD-88120"}),
)
CASES += finance(
    None,
    miss(ACT, "unfreeze the card ending 6620", absent=("pay.unfreeze_card",)),
    miss(
        ACT,
        "request 40 USD from Sam for dinner",
        "send_money is stored; asking is the other direction",
        absent=("pay.request_money",),
    ),
    miss(ACT, "void invoice INV-3320", absent=("pay.void_invoice",)),
    miss(ACT, "sell 0.25 BTC", "buy_crypto is stored; place_order sells whole shares", absent=("trade.sell_crypto",)),
    miss(NEG, "don't refund order A-10877 yet, the customer is sending photos"),
    miss(NEG, "do not sell my TSLA shares, whatever happens"),
    miss(QUEST, "is my card ending in 9034 frozen?"),
    miss(QUEST, "has report 1203 been approved yet?"),
    miss(TIME, "what was the EUR to USD rate on March 3?", absent=("fx.historical_rate",)),
    miss(TIME, "how did NVDA do last week?", absent=("trade.price_history",)),
    miss(TIME, "what will I spend next month?", "a projection; list_transactions covers the past"),
    miss(OBJ, "send a quote of 2000 USD to ap@globex.com", "a quote, not an invoice"),
    miss(UNCARRY, "convert 60 euros to francs", "francs are the money of several countries"),
    miss(UNCARRY, "how many pesos is 50 dollars?", "'pesos' has no stored code"),
    miss(UNCARRY, "send my landlord the usual rent", "no amount"),
    miss(UNREL, "book a table for two at 8pm"),
    miss(UNREL, "how do I bake sourdough bread?"),
    miss(UNREL, "what's the population of Canada?"),
    miss(UNREL, "recommend a good sci-fi novel"),
)

# --- devops ----------------------------------------------------------------------------------
CASES += devops(
    plan("star the repo acme/webapp", "gh.star_repo", {"repo": "acme/webapp"}),
    hit(PV, "give vercel/next.js a star, it deserves one", {"repo": "vercel/next.js"}),
)
CASES += devops(
    plan("fork acme/webapp", "gh.fork_repo", {"repo": "acme/webapp"}),
    hit(PV, "could you fork rust-lang/cargo for me?", {"repo": "rust-lang/cargo"}),
)
CASES += devops(
    plan("follow octocat on GitHub", "gh.follow_user", {"username": "octocat"}),
    hit(VALUE, "follow antirez on GitHub", {"username": "antirez"}),
)
CASES += devops(
    plan("unfollow octocat", "gh.unfollow_user", {"username": "octocat"}),
    hit(VALUE, "unfollow kentcdodds", {"username": "kentcdodds"}, "both follow and unfollow are stored"),
)
CASES += devops(
    plan(
        "open an issue in acme/webapp: CSV export drops the header",
        "gh.create_issue",
        {"repo": "acme/webapp", "title": "CSV export drops the header"},
    ),
    hit(
        VALUE,
        "open an issue in acme/mobile: push notifications arrive twice",
        {"repo": "acme/mobile", "title": "push notifications arrive twice"},
    ),
)
CASES += devops(
    plan("close issue #12 in acme/webapp", "gh.close_issue", {"repo": "acme/webapp", "number": 12}),
    hit(PV, "go ahead and close acme/mobile issue 77", {"repo": "acme/mobile", "number": 77}),
)
CASES += devops(
    plan("merge PR #41 in acme/webapp", "gh.merge_pr", {"repo": "acme/webapp", "number": 41}),
    hit(VALUE, "merge PR #1532 in toolmem/toolmem", {"repo": "toolmem/toolmem", "number": 1532}),
)
CASES += devops(
    plan(
        "rebase merge PR #41 in acme/webapp", "gh.merge_pr", {"repo": "acme/webapp", "number": 41, "method": "rebase"}
    ),
    hit(SLOT, "squash merge PR #88 in acme/webapp", {"number": 88, "method": "squash"}),
)
CASES += devops(
    plan("approve PR #41 in acme/webapp", "gh.review_pr", {"repo": "acme/webapp", "number": 41, "verdict": "approve"}),
    hit(VALUE, "approve PR #640 in psf/black", {"repo": "psf/black", "number": 640}),
)
CASES += devops(
    plan("label issue 12 in acme/webapp as bug", "gh.add_label", {"repo": "acme/webapp", "number": 12, "label": "bug"}),
    hit(PV, "please label acme/webapp issue 410 as regression", {"number": 410, "label": "regression"}),
)
CASES += devops(
    plan(
        "ask octocat to review PR #41 in acme/webapp",
        "gh.request_review",
        {"repo": "acme/webapp", "number": 41, "reviewer": "octocat"},
    ),
    hit(VALUE, "ask gaearon to review PR #77 in acme/webapp", {"number": 77, "reviewer": "gaearon"}),
)
CASES += devops(
    plan("cut release v2.3.1 of acme/webapp", "gh.create_release", {"repo": "acme/webapp", "tag": "v2.3.1"}),
    hit(VALUE, "cut release v4.1.0 of acme/api-gateway", {"repo": "acme/api-gateway", "tag": "v4.1.0"}),
)
CASES += devops(
    plan("start the instance web-01", "cloud.start_instance", {"instance": "web-01"}),
    hit(VALUE, "start the instance worker-9", {"instance": "worker-9"}),
)
CASES += devops(
    plan("shut down web-01", "cloud.stop_instance", {"instance": "web-01"}),
    hit(PV, "please shut down db-replica-2 for the night", {"instance": "db-replica-2"}),
)
CASES += devops(
    plan("scale checkout to 3 replicas", "cloud.scale_service", {"service": "checkout", "replicas": 3}),
    hit(PV, "I need 12 replicas of search-api running", {"service": "search-api", "replicas": 12}),
)
CASES += devops(
    plan(
        "deploy checkout v2.3.1 to staging",
        "cloud.deploy",
        {"service": "checkout", "version": "v2.3.1", "environment": "staging"},
    ),
    hit(VALUE, "deploy payments v5.2.0 to staging", {"service": "payments", "version": "v5.2.0"}),
)
CASES += devops(
    plan(
        "revert the last checkout deploy in staging",
        "cloud.rollback",
        {"service": "checkout", "environment": "staging"},
    ),
    hit(PV, "undo the last inventory deploy on production", {"service": "inventory", "environment": "production"}),
)
CASES += devops(
    plan("show checkout logs from the last 1h", "cloud.get_logs", {"service": "checkout", "since": "1h"}),
    hit(VALUE, "show checkout logs from the last 45m", {"since": "45m"}),
)
CASES += devops(
    plan("create a bucket acme-logs in eu-west-1", "cloud.create_bucket", {"name": "acme-logs", "region": "eu-west-1"}),
    hit(VALUE, "create a bucket acme-backups in us-west-2", {"name": "acme-backups", "region": "us-west-2"}),
)
CASES += devops(
    plan("put checkout into maintenance mode", "cloud.set_maintenance_mode", {"service": "checkout", "enabled": True}),
    hit(VALUE, "put reporting into maintenance mode", {"service": "reporting"}),
)
CASES += devops(
    plan(
        "take checkout out of maintenance mode", "cloud.set_maintenance_mode", {"service": "checkout", "enabled": False}
    ),
    hit(
        VALUE, "take reporting out of maintenance mode", {"service": "reporting"}, "both directions are stored as plans"
    ),
)
CASES += devops(
    plan(
        "point api.acme.io at 192.0.2.77",
        "cloud.add_dns_record",
        {"hostname": "api.acme.io", "type": "A", "value": "192.0.2.77"},
    ),
    hit(VALUE, "point blog.acme.io at 203.0.113.55", {"hostname": "blog.acme.io", "value": "203.0.113.55"}),
)
CASES += devops(
    plan("rotate the smtp-token secret", "cloud.rotate_secret", {"name": "smtp-token"}),
    hit(VALUE, "rotate the sendgrid-key secret", {"name": "sendgrid-key"}),
)
CASES += devops(
    plan("check if api.acme.io is up", "cloud.ping_host", {"host": "api.acme.io"}),
    hit(PV, "can you check whether 10.0.4.12 is up?", {"host": "10.0.4.12"}),
)
CASES += devops(
    plan("take a backup of orders", "db.create_backup", {"database": "orders"}),
    hit(PV, "snapshot the billing database please", {"database": "billing"}),
)
CASES += devops(
    plan("create an index on users.email", "db.create_index", {"table": "users", "column": "email"}),
    hit(VALUE, "create an index on invoices.due_date", {"table": "invoices", "column": "due_date"}),
)
CASES += devops(
    plan("give dana@corp.io the admin role", "iam.grant_role", {"user": "dana@corp.io", "role": "admin"}),
    hit(VALUE, "give mia@corp.io the auditor role", {"user": "mia@corp.io", "role": "auditor"}),
)
CASES += devops(
    plan("turn on MFA for dana@corp.io", "iam.enable_mfa", {"user": "dana@corp.io"}),
    hit(VALUE, "turn on MFA for hugo@corp.io", {"user": "hugo@corp.io"}),
)
CASES += devops(
    plan("deactivate user 42", "iam.deactivate_user", {"user": "user 42"}),
    hit(VALUE, "deactivate user 519", {"user": "user 519"}, "stored plans keep 'user N' as said"),
)
CASES += devops(
    plan("assign ticket 4411 to Maria", "tickets.assign", {"ticket_id": 4411, "assignee": "Maria"}),
    hit(VALUE, "assign ticket 8120 to Priya", {"ticket_id": 8120, "assignee": "Priya"}),
)
CASES += devops(
    plan("make #4411 high priority", "tickets.set_priority", {"ticket_id": 4411, "priority": "high"}),
    hit(SLOT, "make #8121 low priority", {"ticket_id": 8121, "priority": "low"}),
)
CASES += devops(
    plan("close ticket 4411", "tickets.close", {"ticket_id": 4411}),
    hit(PV, "ticket 9001 is solved, close it", {"ticket_id": 9001}),
)
CASES += devops(
    plan("comment on ticket 4411: fixed in v2.3.1", "tickets.comment", {"ticket_id": 4411, "text": "fixed in v2.3.1"}),
    hit(VALUE, "comment on ticket 7034: rebooted the router", {"ticket_id": 7034, "text": "rebooted the router"}),
)
CASES += devops(
    plan("merge ticket 4411 into 6002", "tickets.merge", {"ticket_id": 4411, "into": 6002}),
    hit(VALUE, "merge ticket 6189 into 7001", {"ticket_id": 6189, "into": 7001}),
)
CASES += devops(
    plan(
        "back up orders and then deploy checkout v2.3.1 to production",
        [
            ("db.create_backup", {"database": "orders"}),
            ("cloud.deploy", {"service": "checkout", "version": "v2.3.1", "environment": "production"}),
        ],
    ),
    hit(
        VALUE,
        "back up inventory and then deploy frontend v2.5.0 to production",
        [{"database": "inventory"}, {"service": "frontend", "version": "v2.5.0"}],
        "two-step plan",
    ),
)
CASES += devops(
    plan("re-run CI on main in acme/webapp", "gh.rerun_workflow", {"repo": "acme/webapp", "branch": "main"}),
    hit(PV, "rerun the CI for acme/mobile on develop", {"repo": "acme/mobile", "branch": "develop"}),
)
CASES += devops(
    plan(
        "post in #ops: the server is back up", "chat.post_message", {"channel": "#ops", "text": "the server is back up"}
    ),
    hit(
        VALUE,
        "post in #incidents: the database failover is complete",
        {"channel": "#incidents", "text": "the database failover is complete"},
    ),
)
CASES += devops(
    None,
    miss(ACT, "unstar psf/requests", absent=("gh.unstar_repo",)),
    miss(ACT, "reopen issue #87 in acme/webapp", absent=("gh.reopen_issue",)),
    miss(ACT, "revoke admin from dana@corp.io", "grant_role plans only", absent=("iam.revoke_role", "iam.set_role")),
    miss(ACT, "disable two-factor for omar@corp.io", absent=("iam.disable_mfa",)),
    miss(ACT, "restore the orders database from backup bk-2291", absent=("db.restore_backup",)),
    miss(ACT, "reactivate kate@corp.io", "deactivate is stored", absent=("iam.reactivate_user",)),
    miss(ACT, "remove the bug label from acme/webapp#231", absent=("gh.remove_label",)),
    miss(ACT, "drop the index on users.email", absent=("db.drop_index",)),
    miss(ACT, "delete the bucket acme-logs", absent=("cloud.delete_bucket",)),
    miss(ACT, "reopen ticket 5120", absent=("tickets.reopen",)),
    miss(NEG, "don't merge PR #41 in acme/webapp yet, CI is red"),
    miss(NEG, "do not deploy billing to production today"),
    miss(QUEST, "did the checkout deploy to production succeed?", absent=("cloud.deployment_status",)),
    miss(QUEST, "is ticket 5307 closed?", absent=("tickets.get",)),
    miss(QUEST, "is MFA enabled for li.wei@corp.io?"),
    miss(TIME, "schedule a backup of the users database for 2am tonight", "backups are taken now"),
    miss(TIME, "rotate the db-password secret next Monday", "rotation happens now"),
    miss(TIME, "which version of billing was running in production last Friday?"),
    miss(
        OBJ,
        "close PR #118 in acme/webapp",
        "close_issue is stored; a pull request is another object",
        absent=("gh.close_pr",),
    ),
    miss(OBJ, "delete the tag v2.3.1 in acme/webapp", "delete_branch is stored"),
    miss(OBJ, "fork the gist 9f8e7d6c5b4a", "a gist"),
    miss(UNCARRY, "assign ticket 5120 to me", "'me' is no agent name"),
    miss(UNCARRY, "scale checkout to twice its current replicas", "the count is not stated"),
    miss(UNCARRY, "deploy search-api to production", "no version"),
    miss(UNREL, "write a haiku about autumn"),
    miss(UNREL, "what time is it in Sydney?"),
    miss(UNREL, "how do I center a div?"),
    miss(UNREL, "explain what a monad is"),
)

# --- office ----------------------------------------------------------------------------------
CASES += office(
    plan(
        "send an email to bob@example.com saying lunch is on me today",
        "email.send",
        {"to": "bob@example.com", "body": "lunch is on me today"},
    ),
    hit(
        VALUE,
        "send an email to carla@fabrikam.com saying the demo moved to 4pm",
        {"to": "carla@fabrikam.com", "body": "the demo moved to 4pm"},
    ),
)
CASES += office(
    plan(
        "email bob@example.com with subject 'Q3 report' saying please review the Q3 deck",
        "email.send",
        {"to": "bob@example.com", "subject": "Q3 report", "body": "please review the Q3 deck"},
    ),
    hit(
        VALUE,
        "email ops@corp.io with subject 'Outage' saying the VPN is down",
        {"to": "ops@corp.io", "subject": "Outage", "body": "the VPN is down"},
    ),
)
CASES += office(
    plan(
        "reply to bob@example.com saying sounds good",
        "email.reply",
        {"sender": "bob@example.com", "body": "sounds good"},
    ),
    hit(
        VALUE,
        "reply to legal@initech.co saying I'll sign it tonight",
        {"sender": "legal@initech.co", "body": "I'll sign it tonight"},
    ),
)
CASES += office(
    plan(
        "forward the last email from bob@example.com to hr@corp.io",
        "email.forward",
        {"sender": "bob@example.com", "to": "hr@corp.io"},
    ),
    hit(
        VALUE,
        "forward the last email from mom@family.net to dad@family.net",
        {"sender": "mom@family.net", "to": "dad@family.net"},
    ),
)
CASES += office(
    plan("archive all emails from bob@example.com", "email.archive_from", {"sender": "bob@example.com"}),
    hit(PV, "please archive everything I got from newsletter@medium.com", {"sender": "newsletter@medium.com"}),
)
CASES += office(
    plan(
        "schedule an email to bob@example.com for tomorrow at 9am: the server is back up",
        "email.schedule_send",
        {"to": "bob@example.com", "body": "the server is back up", "send_at": "tomorrow at 9am"},
    ),
    hit(
        VALUE,
        "schedule an email to kim@fabrikam.com for Sunday at 8pm: the slides are ready",
        {"to": "kim@fabrikam.com", "body": "the slides are ready", "send_at": "Sunday at 8pm"},
    ),
)
CASES += office(
    plan("schedule standup Friday at 9:30", "calendar.create_event", {"title": "standup", "start": "Friday at 9:30"}),
    hit(VALUE, "schedule retro Monday at 9am", {"title": "retro", "start": "Monday at 9am"}),
)
CASES += office(
    plan(
        "book standup Friday at 9:30 for 15 minutes",
        "calendar.create_event",
        {"title": "standup", "start": "Friday at 9:30", "duration_minutes": 15},
    ),
    hit(
        PV,
        "book a 20-minute coffee chat with Ken Friday at 11am",
        {"title": "coffee chat with Ken", "start": "Friday at 11am", "duration_minutes": 20},
    ),
)
CASES += office(
    plan(
        "reschedule the standup to Monday at 3pm",
        "calendar.reschedule_event",
        {"title": "standup", "new_start": "Monday at 3pm"},
    ),
    hit(
        PV,
        "could you move the design review to Wednesday at 1pm?",
        {"title": "design review", "new_start": "Wednesday at 1pm"},
    ),
)
CASES += office(
    plan("cancel standup on Monday", "calendar.cancel_event", {"title": "standup", "date": "Monday"}),
    hit(PV, "please call off sprint planning on Tuesday", {"title": "sprint planning", "date": "Tuesday"}),
)
CASES += office(
    plan("what's on my calendar tomorrow?", "calendar.list_events", {"when": "tomorrow"}),
    hit(PV, "anything on my calendar on Sunday?", {"when": "Sunday"}),
)
CASES += office(
    plan("accept the standup invite", "calendar.accept_invite", {"title": "standup"}),
    hit(VALUE, "accept the quarterly review invite", {"title": "quarterly review"}),
)
CASES += office(
    plan(
        "post in #general: the build is broken",
        "chat.post_message",
        {"channel": "#general", "text": "the build is broken"},
    ),
    hit(VALUE, "post in #support: the fix is live", {"channel": "#support", "text": "the fix is live"}),
)
CASES += office(
    plan("DM Sam: I'll be ten minutes late", "chat.send_dm", {"user": "Sam", "text": "I'll be ten minutes late"}),
    hit(VALUE, "DM Ravi: can you cover my shift?", {"user": "Ravi", "text": "can you cover my shift?"}),
)
CASES += office(
    plan("add @kate to #design", "chat.invite_to_channel", {"user": "@kate", "channel": "#design"}),
    hit(VALUE, "add @nina to #launch", {"user": "@nina", "channel": "#launch"}),
)
CASES += office(
    plan("create a channel #hiring", "chat.create_channel", {"name": "#hiring"}),
    hit(PV, "spin up a new channel called #eng-onboarding", {"name": "#eng-onboarding"}),
)
CASES += office(
    plan("set my status to commuting", "chat.set_status", {"text": "commuting"}),
    hit(VALUE, "set my status to at the dentist", {"text": "at the dentist"}),
)
CASES += office(
    plan("set my status to focusing for 30 minutes", "chat.set_status", {"text": "focusing", "minutes": 30}),
    hit(VALUE, "set my status to lunch for 45 minutes", {"text": "lunch", "minutes": 45}),
)
CASES += office(
    plan("mute #random", "chat.mute_channel", {"channel": "#random"}),
    hit(PV, "stop notifying me about #book-club", {"channel": "#book-club"}),
)
CASES += office(
    plan("what's in report.txt?", "fs.read_file", {"path": "report.txt"}),
    hit(PV, "show me what's inside ~/notes/todo.txt", {"path": "~/notes/todo.txt"}),
)
CASES += office(
    plan("delete the file report.txt", "fs.delete_file", {"path": "report.txt"}),
    hit(PV, "please trash the file /tmp/cache.db", {"path": "/tmp/cache.db"}),
)
CASES += office(
    plan("move report.txt to /tmp/build", "fs.move", {"source": "report.txt", "destination": "/tmp/build"}),
    hit(VALUE, "move report.txt to ~/Archive", {"destination": "~/Archive"}),
)
CASES += office(
    plan("zip /tmp/build into backup.zip", "fs.compress", {"path": "/tmp/build", "archive": "backup.zip"}),
    hit(VALUE, "zip ~/Projects/site into site.zip", {"path": "~/Projects/site", "archive": "site.zip"}),
)
CASES += office(
    plan("share report.txt for 3 days", "fs.share_link", {"path": "report.txt", "expires_in_days": 3}),
    hit(VALUE, "share budget.xlsx for 14 days", {"path": "budget.xlsx", "expires_in_days": 14}),
)
CASES += office(
    plan(
        "find flights from SFO to JFK on May 20",
        "travel.search_flights",
        {"origin": "SFO", "destination": "JFK", "date": "May 20"},
    ),
    hit(VALUE, "find flights from SFO to HND on October 2", {"destination": "HND", "date": "October 2"}),
)
CASES += office(
    plan(
        "book a hotel in Rome from June 3 for 2 nights",
        "travel.book_hotel",
        {"city": "Rome", "check_in": "June 3", "nights": 2},
    ),
    hit(
        VALUE,
        "book a hotel in Kyoto from October 3 for 4 nights",
        {"city": "Kyoto", "check_in": "October 3", "nights": 4},
    ),
)
CASES += office(
    plan("is UA 837 on time?", "travel.flight_status", {"flight_number": "UA 837"}),
    hit(PV, "any delays on LH 400?", {"flight_number": "LH 400"}),
)
CASES += office(
    plan(
        "rent a car in Rome from June 3 for 2 days", "travel.rent_car", {"city": "Rome", "pickup": "June 3", "days": 2}
    ),
    hit(VALUE, "rent a car in Porto from May 5 for 3 days", {"city": "Porto", "pickup": "May 5", "days": 3}),
)
CASES += office(
    plan("approve time-off request 301", "hr.review_time_off", {"request_id": 301, "verdict": "approve"}),
    hit(SLOT, "deny time-off request 420", {"request_id": 420, "verdict": "deny"}),
    hit(VALUE, "approve time-off request 415", {"request_id": 415}),
)
CASES += office(
    plan("move Acme renewal to qualified", "crm.update_deal_stage", {"deal": "Acme renewal", "stage": "qualified"}),
    hit(VALUE, "move Wayne renewal to proposal", {"deal": "Wayne renewal", "stage": "proposal"}),
)
CASES += office(
    plan(
        "log a call with Dev Patel: pricing is the blocker",
        "crm.log_call",
        {"contact": "Dev Patel", "summary": "pricing is the blocker"},
    ),
    hit(
        VALUE,
        "log a call with Ana Torres: she signed the order form",
        {"contact": "Ana Torres", "summary": "she signed the order form"},
    ),
)
CASES += office(
    plan(
        "schedule an interview with Emily Zhao Friday at 9:30",
        "hr.schedule_interview",
        {"candidate": "Emily Zhao", "when": "Friday at 9:30"},
    ),
    hit(
        VALUE,
        "schedule an interview with Mateo Silva Thursday at 4pm",
        {"candidate": "Mateo Silva", "when": "Thursday at 4pm"},
    ),
)
CASES += office(
    plan("I need June 3 through June 6 off", "hr.request_time_off", {"start_date": "June 3", "end_date": "June 6"}),
    hit(VALUE, "I need March 10 through March 14 off", {"start_date": "March 10", "end_date": "March 14"}),
)
CASES += office(
    None,
    miss(ACT, "unarchive the emails from hr@corp.io", absent=("email.unarchive_from",)),
    miss(ACT, "remove @kate from #design", "invite is stored", absent=("chat.remove_from_channel",)),
    miss(ACT, "decline the sprint planning invite", "accept is stored", absent=("calendar.decline_invite",)),
    miss(ACT, "unmute #sales", absent=("chat.unmute_channel",)),
    miss(ACT, "unblock deals@spammy.biz", absent=("email.unblock_sender",)),
    miss(ACT, "mark the last email from alice@contoso.com as unread", absent=("email.mark_unread",)),
    miss(ACT, "cancel my hotel booking QZ8W3E", absent=("travel.cancel_hotel",)),
    miss(ACT, "unzip contracts.zip into shared/contracts", "compress is stored", absent=("fs.extract",)),
    miss(
        NEG,
        "don't email alice@contoso.com yet, just save a draft saying the contract is ready",
        absent=("email.save_draft",),
    ),
    miss(NEG, "don't archive the emails from bob@example.com, I still need them"),
    miss(NEG, "do not cancel the all-hands on Friday"),
    miss(QUEST, "is Omar in #design?", absent=("chat.list_members",)),
    miss(QUEST, "did Priya accept the design review invite?"),
    miss(TIME, "what was the weather in Lisbon last Sunday?", absent=("weather.history",)),
    miss(TIME, "which flights did I take to LHR last year?", absent=("travel.trip_history",)),
    miss(TIME, "was UA 837 late yesterday?", "flight_status is live"),
    miss(OBJ, "delete the folder ~/Projects/old", absent=("fs.delete_folder",)),
    miss(OBJ, "book a table at Nobu for Friday at 8pm", "a restaurant, not a hotel or a meeting"),
    miss(OBJ, "rent a scooter in Rome from July 14 for 3 days", "a scooter, not a car"),
    miss(UNCARRY, "message my manager that I'm sick today", "'my manager' names no user"),
    miss(UNCARRY, "forward the last email from Alice to Bob", "names where addresses are needed"),
    miss(UNCARRY, "move the budget sync to the same time next week", "the new time is not stated"),
    miss(UNREL, "how many calories are in an avocado?"),
    miss(UNREL, "play some jazz", "no music tool is stored in this workspace"),
    miss(UNREL, "what's the square root of 1764?"),
    miss(UNREL, "dim the lights in the bedroom", "a home request in the office workspace"),
)
CASES += finance(
    plan("convert 1200 SEK to GBP", "fx.convert", {"amount": 1200, "from": "SEK", "to": "GBP"}),
    hit(VALUE, "convert 60 euros to pounds", {"amount": 60, "from": "EUR"}, "currencies by their names"),
)
