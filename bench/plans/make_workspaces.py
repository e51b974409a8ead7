"""Write workspaces/*.jsonl: crowded workspaces of stored plans for the plan-cache cases.

Each workspace is a list of families (see wsgen.py): a tool, many wordings of the same request,
and value lists. Some tools are deliberately left out of a workspace (for example home has
lock_door but no unlock_door) so that a contrast request has only wrong plans to replay there;
the cases that rely on an absence say so and make_cases.py checks it.

Run ``python bench/plans/make_workspaces.py`` to rewrite the files (deterministic).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from wsgen import Family, chain, expand, fam

HERE = Path(__file__).parent

DOORS = ["front", "back", "garage", "side", "patio", "basement", "shed"]
ROOMS = ["kitchen", "living room", "bedroom", "office", "hallway", "bathroom", "porch", "nursery", "dining room"]
COLORS = ["red", "blue", "warm white", "green", "purple", "orange", "cool white"]
PLUGS = ["coffee maker", "space heater", "fan", "lamp", "kettle", "TV", "dehumidifier"]
CAMERAS = ["driveway", "backyard", "front porch", "baby room", "garage"]
SCENES = ["movie night", "good morning", "dinner", "bedtime", "away", "reading"]
TRACKS = ["Bohemian Rhapsody", "Clair de Lune", "Blinding Lights", "Hey Jude", "Take Five", "Dancing Queen", "Halo"]
PLAYLISTS = ["Road Trip", "Chill Vibes", "Workout Mix", "Sunday Morning", "Focus", "Party"]
ARTISTS = ["Adele", "Miles Davis", "Taylor Swift", "Daft Punk", "Radiohead", "Norah Jones", "Bad Bunny"]
CITIES = ["Paris", "Rome", "Berlin", "Lisbon", "Tokyo", "Chicago", "Seattle", "Madrid", "Oslo", "Denver"]
DAYS = ["tomorrow", "Friday", "Saturday", "Sunday", "Monday", "Wednesday", "today"]
PLACES = ["the airport", "work", "the train station", "downtown", "the gym", "Mom's house", "the stadium"]
MODES = ["driving", "walking", "transit", "cycling"]
PETS = ["Rex", "Bella", "Milo", "Luna", "Biscuit", "Coco"]
TASKS = ["water the plants", "pay the electric bill", "buy milk", "renew passport", "call the plumber", "fix the gate"]
PRODUCTS = ["AA batteries", "paper towels", "dish soap", "coffee beans", "printer paper", "light bulbs"]
ORDERS = ["112-4839201", "113-0092847", "114-7720153", "112-5560381", "113-8841922"]
TICKERS = ["AAPL", "TSLA", "MSFT", "NVDA", "AMZN", "GOOG", "META", "VOO", "SPY", "AMD"]
CODES = ["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "SEK", "MXN", "INR"]
CURRENCY_WORDS = [
    {"word": "dollars", "code": "USD"},
    {"word": "euros", "code": "EUR"},
    {"word": "pounds", "code": "GBP"},
    {"word": "yen", "code": "JPY"},
    {"word": "Swiss francs", "code": "CHF"},
]
AMOUNTS = [20, 45, 75, 100, 150, 250, 500, 1200, 3000, 80]
PEOPLE = ["Sam", "Priya", "Marco", "Jess", "Tom", "Aisha", "Ken", "Lena"]
CUSTOMERS = ["billing@acme.io", "ap@globex.com", "finance@initech.co", "accounts@umbrella.org", "pay@hooli.com"]
REPORTS = [881, 905, 1203, 1377, 1450, 1622, 1799]
CARDS = ["4821", "9034", "1177", "6620"]
CATEGORIES = ["meals", "taxi", "hotel", "software", "office supplies", "train"]
DEALS = ["Acme renewal", "Globex expansion", "Initech pilot", "Umbrella upsell", "Hooli migration"]
STAGES = ["qualified", "proposal", "negotiation", "won", "lost"]
REPOS = ["acme/webapp", "acme/api-gateway", "octocat/hello-world", "toolmem/toolmem", "psf/requests", "rust-lang/rust"]
USERS_GH = ["octocat", "torvalds", "gvanrossum", "sindresorhus", "mitchellh", "yyx990803"]
LABELS = ["bug", "enhancement", "good first issue", "needs-triage", "security", "docs"]
ISSUE_TITLES = [
    "login page crashes on Safari",
    "dark mode ignores system setting",
    "CSV export drops the header",
    "flaky test in test_auth",
    "memory leak in the worker",
]
INSTANCES = ["web-01", "web-02", "worker-3", "batch-runner", "bastion", "ci-agent-7"]
SERVICES = ["checkout", "search-api", "billing", "auth", "notifications", "frontend"]
ENVS = ["staging", "production", "dev"]
VERSIONS = ["v2.3.1", "v2.4.0", "v1.9.7", "v3.0.0-rc1", "v2.3.2"]
REGIONS = ["eu-west-1", "us-east-1", "ap-southeast-2", "eu-central-1"]
BUCKETS = ["acme-logs", "invoices-archive", "ml-datasets", "static-assets-prod"]
HOSTS = ["api.acme.io", "status.acme.io", "docs.acme.io", "shop.acme.io"]
IPS = ["203.0.113.10", "198.51.100.24", "192.0.2.77"]
DATABASES = ["orders", "analytics", "users", "inventory"]
TABLES = [
    {"table": "orders", "column": "customer_id"},
    {"table": "events", "column": "created_at"},
    {"table": "users", "column": "email"},
    {"table": "payments", "column": "status"},
]
ROLES = ["admin", "billing-viewer", "deployer", "read-only", "owner", "support-agent"]
EMPLOYEES = ["dana@corp.io", "li.wei@corp.io", "omar@corp.io", "kate@corp.io", "raj@corp.io", "user 42", "user 317"]
SINCE = ["1h", "30m", "15m", "2h", "24h"]
TICKETS = [4411, 5120, 5307, 6002, 6189, 7034]
AGENTS = ["Maria", "Jonas", "Chen", "Fatima", "Luis"]
PRIORITIES = ["low", "normal", "high", "urgent"]
SECRETS = ["stripe-api-key", "db-password", "smtp-token", "jwt-signing-key"]
CHANNELS = ["#design", "#general", "#eng-alerts", "#marketing", "#random", "#sales", "#ops", "#launch"]
CONTACTS = ["bob@example.com", "alice@contoso.com", "legal@initech.co", "mom@family.net", "hr@corp.io"]
MESSAGES = [
    "the build is broken",
    "lunch is on me today",
    "the release is delayed to Monday",
    "please review the Q3 deck",
    "I'll be ten minutes late",
    "the server is back up",
]
SUBJECTS = ["Q3 report", "Offsite plans", "Invoice 2291", "Contract renewal", "Team lunch"]
MEETINGS = ["standup", "design review", "1:1 with Priya", "budget sync", "sprint planning", "all-hands"]
TIMES = ["tomorrow at 10am", "Monday at 3pm", "Friday at 9:30", "Thursday at noon", "next Tuesday at 2pm"]
FILES = [
    "report.txt",
    "~/Documents/budget.xlsx",
    "/var/log/app.log",
    "notes/meeting.md",
    "~/Desktop/draft.docx",
    "/tmp/export.csv",
]
FOLDERS = ["~/Projects/old", "/tmp/build", "~/Pictures/2023", "shared/contracts", "~/Downloads/archive"]
STATUSES = ["in a meeting", "out sick", "on vacation", "commuting", "focusing"]
LEADS = [
    {"name": "Ana Torres", "company": "Globex"},
    {"name": "Ben Okafor", "company": "Initech"},
    {"name": "Chloe Martin", "company": "Umbrella"},
    {"name": "Dev Patel", "company": "Hooli"},
]
CANDIDATES = ["Nora Lindqvist", "Tariq Hassan", "Emily Zhao", "Paulo Reis"]
AIRPORTS = ["SFO", "JFK", "LHR", "CDG", "NRT", "FRA", "BOS", "SEA"]
FLIGHTS = ["UA 837", "LH 454", "BA 286", "AF 83", "DL 405"]
BOOKINGS = ["XK7P2Q", "LM4R9T", "QZ8W3E", "HB2N6Y"]
COMING_DAYS = [
    {"say": "tomorrow", "arg": "tomorrow"},
    {"say": "today", "arg": "today"},
    {"say": "on Friday", "arg": "Friday"},
    {"say": "on Saturday", "arg": "Saturday"},
    {"say": "on Monday", "arg": "Monday"},
    {"say": "this weekend", "arg": "this weekend"},
]
DATES = ["June 3", "July 14", "2025-08-02", "next Friday", "May 20", "September 9"]


def home() -> list[Family]:
    """A household: locks, lights, climate, music, weather, errands. No unlock, no vacuum stop."""
    return [
        fam(
            "home.lock_door",
            [
                "lock the {door} door",
                "please lock the {door} door",
                "can you lock the {door} door?",
                "lock up the {door} door for the night",
                "{door} door - lock it",
                "make sure you lock the {door} door",
            ],
            {"door": DOORS},
            {"door": "{door}"},
            7,
        ),
        fam(
            "home.lights_on",
            [
                "turn on the {room} lights",
                "switch on the lights in the {room}",
                "lights on in the {room} please",
                "can you turn the {room} lights on?",
                "{room} lights on",
            ],
            {"room": ROOMS},
            {"room": "{room}"},
            8,
        ),
        fam(
            "home.lights_on",
            [
                "turn the {room} lights on at {level}%",
                "set the {room} lights to {level} percent",
                "{room} lights on, {level}% brightness",
            ],
            {"room": ROOMS, "level": [20, 35, 50, 70, 100]},
            {"room": "{room}", "brightness": "{level}"},
            6,
        ),
        fam(
            "home.lights_off",
            [
                "turn off the {room} lights",
                "switch off the lights in the {room}",
                "kill the lights in the {room}",
                "{room} lights off please",
                "could you turn the {room} lights off?",
            ],
            {"room": ROOMS},
            {"room": "{room}"},
            8,
        ),
        fam(
            "home.set_light_color",
            [
                "make the {room} lights {color}",
                "change the {room} light color to {color}",
                "set the bulbs in the {room} to {color}",
            ],
            {"room": ROOMS, "color": COLORS},
            {"room": "{room}", "color": "{color}"},
            6,
        ),
        fam(
            "home.set_thermostat",
            [
                "set the thermostat to {t}",
                "set the heat to {t} degrees",
                "make it {t} degrees in here",
                "thermostat to {t} please",
                "change the temperature to {t}",
            ],
            {"t": [18, 19, 20, 21, 22, 23, 68, 70, 72]},
            {"temperature": "{t}"},
            7,
        ),
        fam(
            "home.set_thermostat_mode",
            ["put the thermostat in {mode} mode", "switch the thermostat to {mode}", "thermostat mode {mode}"],
            {"mode": ["heat", "cool", "auto", "eco"]},
            {"mode": "{mode}"},
            5,
        ),
        fam(
            "home.arm_alarm",
            [
                "arm the alarm in {mode} mode",
                "set the security system to {mode}",
                "arm the house alarm ({mode} mode)",
                "please arm the alarm, {mode} mode",
            ],
            {"mode": ["away", "home", "night"]},
            {"mode": "{mode}"},
            5,
        ),
        fam(
            "home.disarm_alarm",
            [
                "disarm the alarm",
                "turn off the security system",
                "please disarm the house alarm",
                "switch the alarm off, I'm home",
                "deactivate the alarm system",
            ],
            {},
            {},
            4,
        ),
        fam(
            "home.start_vacuum",
            [
                "vacuum the {room}",
                "start the robot vacuum in the {room}",
                "send the vacuum to the {room}",
                "clean the {room} floor with the robot",
            ],
            {"room": ROOMS},
            {"room": "{room}"},
            6,
        ),
        fam(
            "home.set_blinds",
            [
                "open the {room} blinds to {p}%",
                "set the {room} blinds to {p} percent",
                "move the blinds in the {room} to {p}%",
            ],
            {"room": ROOMS, "p": [0, 25, 50, 75, 100]},
            {"room": "{room}", "position": "{p}"},
            6,
        ),
        fam(
            "home.camera_snapshot",
            [
                "take a picture from the {cam} camera",
                "snapshot of the {cam} camera",
                "show me what the {cam} camera sees",
                "grab a still from the {cam} cam",
            ],
            {"cam": CAMERAS},
            {"camera": "{cam}"},
            5,
        ),
        fam(
            "home.run_scene",
            ["run the {scene} scene", "activate {scene} mode", "start the {scene} scene", "set the house to {scene}"],
            {"scene": SCENES},
            {"scene": "{scene}"},
            6,
        ),
        fam(
            "home.set_plug",
            ["turn on the {plug}", "switch the {plug} on", "power on the {plug} plug"],
            {"plug": PLUGS},
            {"plug": "{plug}", "on": True},
            6,
        ),
        fam(
            "home.set_plug",
            ["turn off the {plug}", "switch the {plug} off", "cut power to the {plug} plug"],
            {"plug": PLUGS},
            {"plug": "{plug}", "on": False},
            6,
        ),
        fam(
            "music.play",
            ["play {track}", "put on {track}", "can you play {track}?", "I want to hear {track}"],
            {"track": TRACKS},
            {"query": "{track}"},
            7,
        ),
        fam(
            "music.play",
            ["play some {artist}", "put on some {artist}", "play music by {artist}"],
            {"artist": ARTISTS},
            {"query": "{artist}"},
            5,
        ),
        fam("music.pause", ["pause the music", "pause", "stop the music for a sec", "hold the music"], {}, {}, 3),
        fam("music.skip", ["skip this song", "next track", "skip", "play the next song"], {}, {}, 3),
        fam(
            "music.set_volume",
            ["set the volume to {v}", "volume {v} percent", "turn the volume to {v}%"],
            {"v": [10, 25, 30, 40, 60, 80]},
            {"level": "{v}"},
            5,
        ),
        fam(
            "music.add_to_playlist",
            ["add {track} to my {pl} playlist", "put {track} on {pl}", "save {track} to the {pl} playlist"],
            {"track": TRACKS, "pl": PLAYLISTS},
            {"track": "{track}", "playlist": "{pl}"},
            7,
        ),
        fam(
            "music.follow_artist",
            ["follow {artist}", "follow {artist} on my music app", "I want to follow {artist}"],
            {"artist": ARTISTS},
            {"artist": "{artist}"},
            5,
        ),
        fam(
            "music.like_track",
            ["like {track}", "add {track} to my liked songs", "heart {track}"],
            {"track": TRACKS},
            {"track": "{track}"},
            4,
        ),
        fam(
            "weather.forecast",
            [
                "weather forecast for {city} {day[say]}",
                "what's the weather in {city} {day[say]}?",
                "will it rain in {city} {day[say]}?",
                "forecast {city} {day[say]}",
                "how's the weather looking in {city} {day[say]}",
            ],
            {"city": CITIES, "day": COMING_DAYS},
            {"location": "{city}", "day": "{day[arg]}"},
            10,
        ),
        fam(
            "weather.current",
            [
                "what's the weather in {city} right now?",
                "current weather {city}",
                "how warm is it in {city} at the moment",
                "is it raining in {city} now?",
            ],
            {"city": CITIES},
            {"location": "{city}"},
            7,
        ),
        fam(
            "weather.air_quality",
            ["air quality in {city}", "how's the air in {city} today?", "what's the AQI in {city}"],
            {"city": CITIES},
            {"location": "{city}"},
            5,
        ),
        fam(
            "maps.directions",
            [
                "directions to {place} from {origin}",
                "how do I get from {origin} to {place}?",
                "route from {origin} to {place}",
                "navigate from {origin} to {place}",
            ],
            {"place": PLACES, "origin": ["home", "the office", "the hotel", "school"]},
            {"origin": "{origin}", "destination": "{place}"},
            7,
        ),
        fam(
            "maps.directions",
            ["{mode} directions from {origin} to {place}", "how do I get to {place} from {origin} by {mode}"],
            {"place": PLACES, "origin": ["home", "the office", "the hotel"], "mode": MODES},
            {"origin": "{origin}", "destination": "{place}", "mode": "{mode}"},
            5,
        ),
        fam(
            "maps.travel_time",
            [
                "how long to drive from {origin} to {place}?",
                "how long does it take to get from {origin} to {place}",
                "travel time {origin} to {place}",
            ],
            {"place": PLACES, "origin": ["home", "the office", "school"]},
            {"origin": "{origin}", "destination": "{place}"},
            6,
        ),
        fam(
            "maps.search_places",
            [
                "find a {q} near {near}",
                "any good {q} around {near}?",
                "{q} close to {near}",
                "look for a {q} near {near}",
            ],
            {
                "q": ["pharmacy", "coffee shop", "gas station", "vegan restaurant", "bakery", "ATM"],
                "near": ["me", "the hotel", "Union Square", "the office", "downtown"],
            },
            {"query": "{q}", "near": "{near}"},
            9,
        ),
        fam(
            "reminders.create",
            [
                "remind me {when[say]} to {task}",
                "set a reminder {when[say]}: {task}",
                "{when[say]}, remind me to {task}",
            ],
            {
                "task": TASKS,
                "when": [
                    {"say": "tomorrow at 8am", "iso": "2025-06-12T08:00:00"},
                    {"say": "tonight at 9", "iso": "2025-06-11T21:00:00"},
                    {"say": "on Friday at noon", "iso": "2025-06-13T12:00:00"},
                    {"say": "in an hour", "iso": "2025-06-11T15:30:00"},
                ],
            },
            {"text": "{task}", "at": "{when[iso]}"},
            8,
        ),
        fam(
            "tasks.create",
            ["add '{task}' to my to-do list", "new task: {task}", "put {task} on my list", "add a task to {task}"],
            {"task": TASKS},
            {"title": "{task}"},
            6,
        ),
        fam(
            "tasks.complete",
            ["mark '{task}' as done", "I finished '{task}'", "check off {task}", "complete the task {task}"],
            {"task": TASKS},
            {"title": "{task}"},
            6,
        ),
        fam(
            "vet.book_appointment",
            [
                "book a vet appointment for {pet} on {day}",
                "schedule {pet} at the vet {day}",
                "get {pet} in to see the vet on {day}",
                "can you book {pet} a vet visit {day}?",
            ],
            {"pet": PETS, "day": ["Monday", "Tuesday", "Friday", "Saturday", "tomorrow"]},
            {"pet": "{pet}", "day": "{day}"},
            7,
        ),
        fam(
            "vet.order_food",
            ["order {n} bags of {food}", "buy {n} bags of {food} for the dog", "get {n} bags of {food} delivered"],
            {"n": [2, 3, 4, 5], "food": ["Purina Pro Plan", "Royal Canin kitten", "Blue Buffalo", "Hill's Science"]},
            {"product": "{food}", "bags": "{n}"},
            5,
        ),
        fam(
            "shop.track_order",
            [
                "where is my order {o}?",
                "track order {o}",
                "when will order {o} arrive",
                "status of my package, order {o}",
            ],
            {"o": ORDERS},
            {"order_id": "{o}"},
            6,
        ),
        fam(
            "shop.return_item",
            ["return order {o}", "I want to send back order {o}", "start a return for {o}"],
            {"o": ORDERS},
            {"order_id": "{o}"},
            4,
        ),
        fam(
            "shop.add_to_cart",
            ["add {n} {p} to my cart", "put {n} packs of {p} in the cart", "I need {n} {p}, add them to the cart"],
            {"n": [2, 3, 4, 6, 8], "p": PRODUCTS},
            {"product": "{p}", "quantity": "{n}"},
            7,
        ),
    ]


def finance() -> list[Family]:
    """Trading, money movement and expenses. Orders go through place_order; no sell_crypto, no unfreeze."""
    return [
        fam(
            "trade.place_order",
            [
                "buy {q} shares of {s}",
                "purchase {q} {s} shares",
                "buy {q} {s}",
                "get me {q} shares of {s}",
                "place a buy order for {q} {s}",
                "I'd like to buy {q} shares of {s}",
            ],
            {"q": [2, 3, 5, 10, 20, 50, 100], "s": TICKERS},
            {"side": "buy", "symbol": "{s}", "quantity": "{q}"},
            14,
        ),
        fam(
            "trade.place_order",
            [
                "sell {q} shares of {s}",
                "sell {q} {s}",
                "dump {q} shares of {s}",
                "place a sell order for {q} {s}",
                "unload {q} of my {s} shares",
            ],
            {"q": [2, 3, 5, 10, 20, 50, 100], "s": TICKERS},
            {"side": "sell", "symbol": "{s}", "quantity": "{q}"},
            12,
        ),
        fam(
            "trade.get_quote",
            [
                "what's {s} trading at?",
                "price of {s}",
                "quote for {s}",
                "how much is {s} now",
                "current {s} stock price",
            ],
            {"s": [*TICKERS, "BTC", "ETH"]},
            {"symbol": "{s}"},
            9,
        ),
        fam(
            "trade.set_price_alert",
            [
                "alert me if {s} goes above {p}",
                "tell me when {s} rises above ${p}",
                "set a price alert on {s} above {p}",
            ],
            {"s": TICKERS, "p": [150, 200, 250, 420, 900]},
            {"symbol": "{s}", "price": "{p}", "direction": "above"},
            6,
        ),
        fam(
            "trade.set_price_alert",
            [
                "alert me if {s} drops below {p}",
                "notify me when {s} falls under ${p}",
                "set a price alert on {s} below {p}",
            ],
            {"s": TICKERS, "p": [90, 120, 150, 300]},
            {"symbol": "{s}", "price": "{p}", "direction": "below"},
            6,
        ),
        fam(
            "trade.cancel_order",
            ["cancel order {o}", "cancel my open order {o}", "kill order {o}", "please cancel trade order {o}"],
            {"o": ["ORD-55812", "ORD-60231", "ORD-61877", "ORD-70102"]},
            {"order_id": "{o}"},
            4,
        ),
        fam(
            "trade.list_positions",
            ["show my positions", "what do I own?", "list my holdings", "show me my portfolio"],
            {},
            {},
            3,
        ),
        fam(
            "trade.watchlist_add",
            ["add {s} to my watchlist", "watch {s} for me", "put {s} on the watchlist"],
            {"s": TICKERS},
            {"symbol": "{s}"},
            6,
        ),
        fam(
            "trade.watchlist_remove",
            ["remove {s} from my watchlist", "take {s} off the watchlist", "stop watching {s}"],
            {"s": TICKERS},
            {"symbol": "{s}"},
            5,
        ),
        fam(
            "trade.buy_crypto",
            ["buy {a} {c} worth of {x}", "spend {a} {c} on {x}", "buy {x} for {a} {c}"],
            {"a": [50, 100, 250, 500], "c": ["USD", "EUR"], "x": ["BTC", "ETH", "SOL"]},
            {"asset": "{x}", "amount": "{a}", "currency": "{c}"},
            6,
        ),
        fam(
            "fx.convert",
            [
                "convert {a} {f} to {t}",
                "how much is {a} {f} in {t}?",
                "{a} {f} to {t}",
                "change {a} {f} into {t}",
                "what's {a} {f} in {t}",
            ],
            {"a": AMOUNTS, "f": CODES, "t": CODES},
            {"amount": "{a}", "from": "{f}", "to": "{t}"},
            16,
            distinct=("f", "t"),
        ),
        fam(
            "fx.convert",
            [
                "convert {a} {f[word]} to {t[word]}",
                "how many {t[word]} is {a} {f[word]}?",
                "{a} {f[word]} in {t[word]}",
            ],
            {"a": AMOUNTS, "f": CURRENCY_WORDS[:2], "t": CURRENCY_WORDS[2:]},
            {"amount": "{a}", "from": "{f[code]}", "to": "{t[code]}"},
            5,
        ),
        fam(
            "pay.send_money",
            [
                "send {p} {a} {c}",
                "pay {p} {a} {c}",
                "transfer {a} {c} to {p}",
                "send {a} {c} to {p}",
                "wire {p} {a} {c}",
            ],
            {"p": PEOPLE, "a": [10, 20, 35, 60, 100, 250], "c": ["USD", "EUR", "GBP"]},
            {"recipient": "{p}", "amount": "{a}", "currency": "{c}"},
            14,
        ),
        fam(
            "pay.send_money",
            ["send {p} {a} {c} for {why}", "pay {p} {a} {c} for {why}"],
            {
                "p": PEOPLE,
                "a": [12, 18, 40, 75],
                "c": ["USD", "EUR"],
                "why": ["pizza", "concert tickets", "rent", "the taxi", "groceries"],
            },
            {"recipient": "{p}", "amount": "{a}", "currency": "{c}", "note": "{why}"},
            6,
        ),
        fam(
            "pay.refund",
            [
                "refund order {o}",
                "issue a full refund for order {o}",
                "give the customer their money back for order {o}",
                "process a refund on {o}",
            ],
            {"o": ["A-10293", "A-10877", "B-22014", "A-11562", "C-30471"]},
            {"order_id": "{o}"},
            6,
        ),
        fam(
            "pay.refund",
            ["refund ${a} on order {o}", "partial refund of {a} dollars for {o}", "refund {a} USD of order {o}"],
            {"a": [5, 12, 20, 49], "o": ["A-10293", "B-22014", "C-30471", "A-12002"]},
            {"order_id": "{o}", "amount": "{a}"},
            5,
        ),
        fam(
            "pay.create_invoice",
            [
                "invoice {e} for {a} {c}",
                "send an invoice of {a} {c} to {e}",
                "bill {e} {a} {c}",
                "create an invoice for {e}: {a} {c}",
            ],
            {"e": CUSTOMERS, "a": [400, 1250, 2000, 8800, 560], "c": ["USD", "EUR"]},
            {"customer_email": "{e}", "amount": "{a}", "currency": "{c}"},
            8,
        ),
        fam(
            "pay.schedule_payment",
            [
                "schedule a payment of {a} {c} to {p} on {d}",
                "pay {p} {a} {c} on {d}",
                "set up a {a} {c} payment to {p} for {d}",
            ],
            {
                "a": [80, 120, 900, 1500],
                "c": ["USD", "EUR"],
                "p": ["the landlord", "Comcast", "City Water", "Ken"],
                "d": ["June 30", "the 1st", "next Friday", "July 15"],
            },
            {"payee": "{p}", "amount": "{a}", "currency": "{c}", "date": "{d}"},
            7,
        ),
        fam(
            "pay.list_transactions",
            [
                "show my transactions from {per}",
                "what did I spend {per}?",
                "list card payments {per}",
                "transactions {per}",
            ],
            {"per": ["last week", "last month", "yesterday", "in May", "this year"]},
            {"period": "{per}"},
            6,
        ),
        fam(
            "pay.list_transactions",
            ["what did I spend at {m} {per}?", "show {m} charges from {per}"],
            {"per": ["last week", "last month", "in April"], "m": ["Amazon", "Uber", "Starbucks", "Whole Foods"]},
            {"period": "{per}", "merchant": "{m}"},
            5,
        ),
        fam(
            "pay.freeze_card",
            [
                "freeze my card ending in {c}",
                "lock card {c}, I lost it",
                "block the card ending {c}",
                "please freeze card {c}",
            ],
            {"c": CARDS},
            {"card_last4": "{c}"},
            4,
        ),
        fam(
            "pay.set_card_limit",
            [
                "set the daily limit on card {c} to {a}",
                "limit card {c} to {a} a day",
                "change card {c}'s daily limit to {a}",
            ],
            {"c": CARDS, "a": [200, 500, 1000, 2500]},
            {"card_last4": "{c}", "daily_limit": "{a}"},
            5,
        ),
        fam(
            "pay.split_bill",
            ["split {a} {c} with {p1} and {p2}", "split the {a} {c} bill between {p1} and {p2}"],
            {"a": [60, 90, 120, 240], "c": ["USD", "EUR"], "p1": PEOPLE[:4], "p2": PEOPLE[4:]},
            {"amount": "{a}", "currency": "{c}", "people": ["{p1}", "{p2}"]},
            5,
        ),
        fam(
            "hr.review_expense",
            [
                "approve expense report {r}",
                "approve report {r}",
                "OK expense report {r} - approve",
                "please approve expense {r}",
            ],
            {"r": REPORTS},
            {"report_id": "{r}", "verdict": "approve"},
            6,
        ),
        fam(
            "hr.review_expense",
            ["reject expense report {r}", "reject report {r}", "please reject expense {r}"],
            {"r": REPORTS},
            {"report_id": "{r}", "verdict": "reject"},
            4,
        ),
        fam(
            "hr.submit_expense",
            [
                "expense {a} {c} for {cat}",
                "submit a {a} {c} {cat} expense",
                "file an expense: {cat}, {a} {c}",
                "claim {a} {c} for {cat}",
            ],
            {"a": [14, 32, 58, 120, 389], "c": ["USD", "EUR", "GBP"], "cat": CATEGORIES},
            {"amount": "{a}", "currency": "{c}", "category": "{cat}"},
            12,
        ),
        fam(
            "crm.update_deal_stage",
            ["move {d} to {st}", "mark the {d} deal as {st}", "set {d} stage to {st}", "{d} is now {st}"],
            {"d": DEALS, "st": STAGES},
            {"deal": "{d}", "stage": "{st}"},
            9,
        ),
        fam(
            "weather.current",
            ["current weather in {city}", "what's it like outside in {city}"],
            {"city": CITIES},
            {"location": "{city}"},
            3,
        ),
        fam(
            "email.send",
            ["email {to} that {msg}", "send an email to {to} saying {msg}"],
            {"to": CUSTOMERS, "msg": ["the invoice is attached", "payment was received", "the refund is on its way"]},
            {"to": "{to}", "body": "{msg}"},
            5,
        ),
    ]


def devops() -> list[Family]:
    """Code hosting, cloud, databases, access and tickets. Only one side of several pairs exists here."""
    return [
        fam(
            "gh.star_repo",
            ["star {r}", "star the repo {r}", "give {r} a star", "please star {r} on GitHub"],
            {"r": REPOS},
            {"repo": "{r}"},
            6,
        ),
        fam(
            "gh.fork_repo",
            ["fork {r}", "fork the {r} repository", "make a fork of {r}"],
            {"r": REPOS},
            {"repo": "{r}"},
            5,
        ),
        fam(
            "gh.follow_user",
            ["follow {u} on GitHub", "follow {u}", "start following {u}"],
            {"u": USERS_GH},
            {"username": "{u}"},
            5,
        ),
        fam(
            "gh.unfollow_user",
            ["unfollow {u} on GitHub", "unfollow {u}", "stop following {u}"],
            {"u": USERS_GH},
            {"username": "{u}"},
            5,
        ),
        fam(
            "gh.create_issue",
            [
                "open an issue in {r}: {t}",
                "file a bug on {r} titled '{t}'",
                "create an issue in {r} called {t}",
                "new issue for {r}: {t}",
            ],
            {"r": REPOS, "t": ISSUE_TITLES},
            {"repo": "{r}", "title": "{t}"},
            10,
        ),
        fam(
            "gh.close_issue",
            [
                "close issue #{n} in {r}",
                "close {r}#{n}",
                "mark issue {n} on {r} as closed",
                "please close issue {n} in {r}",
            ],
            {"r": REPOS, "n": [12, 87, 231, 1045, 3302]},
            {"repo": "{r}", "number": "{n}"},
            8,
        ),
        fam(
            "gh.merge_pr",
            ["merge PR #{n} in {r}", "merge pull request {n} on {r}", "ship {r}#{n}, merge it"],
            {"r": REPOS, "n": [41, 118, 502, 977]},
            {"repo": "{r}", "number": "{n}"},
            7,
        ),
        fam(
            "gh.merge_pr",
            ["{m} merge PR #{n} in {r}", "merge {r}#{n} with {m}"],
            {"r": REPOS, "n": [41, 118, 502, 977], "m": ["squash", "rebase"]},
            {"repo": "{r}", "number": "{n}", "method": "{m}"},
            5,
        ),
        fam(
            "gh.review_pr",
            ["approve PR #{n} in {r}", "approve {r}#{n}", "leave an approving review on {r} PR {n}"],
            {"r": REPOS, "n": [41, 118, 502, 977, 1210]},
            {"repo": "{r}", "number": "{n}", "verdict": "approve"},
            7,
        ),
        fam(
            "gh.review_pr",
            ["request changes on PR #{n} in {r}", "request changes on {r}#{n}"],
            {"r": REPOS, "n": [41, 118, 502, 977, 1210]},
            {"repo": "{r}", "number": "{n}", "verdict": "request_changes"},
            4,
        ),
        fam(
            "gh.add_label",
            ["add the {l} label to {r}#{n}", "label issue {n} in {r} as {l}", "tag {r}#{n} with {l}"],
            {"r": REPOS, "n": [12, 87, 231, 1045], "l": LABELS},
            {"repo": "{r}", "number": "{n}", "label": "{l}"},
            8,
        ),
        fam(
            "gh.request_review",
            [
                "ask {u} to review PR #{n} in {r}",
                "request a review from {u} on {r}#{n}",
                "get {u} to look at {r} pull request {n}",
            ],
            {"u": USERS_GH, "r": REPOS, "n": [41, 118, 502]},
            {"repo": "{r}", "number": "{n}", "reviewer": "{u}"},
            6,
        ),
        fam(
            "gh.create_release",
            ["cut release {v} of {r}", "publish {r} {v}", "create a {v} release for {r}"],
            {"v": VERSIONS, "r": REPOS},
            {"repo": "{r}", "tag": "{v}"},
            6,
        ),
        fam(
            "gh.list_open_prs",
            ["show open PRs in {r}", "what pull requests are open on {r}?", "list open pull requests for {r}"],
            {"r": REPOS},
            {"repo": "{r}"},
            5,
        ),
        fam(
            "gh.rerun_workflow",
            [
                "re-run CI on {b} in {r}",
                "rerun the failed build for {r} branch {b}",
                "kick the CI again on {r}, branch {b}",
            ],
            {"r": REPOS, "b": ["main", "develop", "fix/login", "release-2.4"]},
            {"repo": "{r}", "branch": "{b}"},
            6,
        ),
        fam(
            "gh.delete_branch",
            ["delete branch {b} in {r}", "remove the {b} branch from {r}", "clean up branch {b} on {r}"],
            {"r": REPOS, "b": ["fix/login", "feature/csv-export", "old-experiment", "wip-cache"]},
            {"repo": "{r}", "branch": "{b}"},
            5,
        ),
        fam(
            "cloud.start_instance",
            ["start {i}", "start the instance {i}", "boot up {i}", "power on the {i} VM", "spin {i} back up"],
            {"i": INSTANCES},
            {"instance": "{i}"},
            6,
        ),
        fam(
            "cloud.stop_instance",
            ["stop {i}", "stop the instance {i}", "shut down {i}", "power off the {i} VM"],
            {"i": INSTANCES},
            {"instance": "{i}"},
            6,
        ),
        fam(
            "cloud.scale_service",
            [
                "scale {s} to {n} replicas",
                "set {s} replicas to {n}",
                "run {n} instances of {s}",
                "scale the {s} service to {n}",
            ],
            {"s": SERVICES, "n": [0, 2, 3, 4, 6, 10]},
            {"service": "{s}", "replicas": "{n}"},
            8,
        ),
        fam(
            "cloud.scale_service",
            ["scale {s} in {e} to {n} replicas", "set {s} on {e} to {n} replicas"],
            {"s": SERVICES, "n": [2, 3, 5, 8], "e": ENVS},
            {"service": "{s}", "replicas": "{n}", "environment": "{e}"},
            5,
        ),
        fam(
            "cloud.deploy",
            [
                "deploy {s} {v} to {e}",
                "ship {s} version {v} to {e}",
                "roll out {s} {v} on {e}",
                "push {v} of {s} to {e}",
                "deploy version {v} of {s} in {e}",
            ],
            {"s": SERVICES, "v": VERSIONS, "e": ENVS},
            {"service": "{s}", "version": "{v}", "environment": "{e}"},
            12,
        ),
        fam(
            "cloud.rollback",
            [
                "roll back {s} in {e}",
                "rollback {s} on {e}",
                "revert the last {s} deploy in {e}",
                "undo the {s} release on {e}",
            ],
            {"s": SERVICES, "e": ENVS},
            {"service": "{s}", "environment": "{e}"},
            7,
        ),
        fam(
            "cloud.get_logs",
            [
                "show {s} logs from the last {t}",
                "get the last {t} of logs for {s}",
                "tail {s} logs, past {t}",
                "logs for {s} since {t} ago",
            ],
            {"s": SERVICES, "t": SINCE},
            {"service": "{s}", "since": "{t}"},
            9,
        ),
        fam(
            "cloud.create_bucket",
            ["create a bucket {b} in {reg}", "make a new storage bucket {b} ({reg})", "new bucket {b} in region {reg}"],
            {"b": BUCKETS, "reg": REGIONS},
            {"name": "{b}", "region": "{reg}"},
            5,
        ),
        fam(
            "cloud.set_maintenance_mode",
            ["put {s} into maintenance mode", "turn on maintenance mode for {s}", "enable the maintenance page on {s}"],
            {"s": SERVICES},
            {"service": "{s}", "enabled": True},
            5,
        ),
        fam(
            "cloud.set_maintenance_mode",
            [
                "take {s} out of maintenance mode",
                "turn off maintenance mode for {s}",
                "disable the maintenance page on {s}",
            ],
            {"s": SERVICES},
            {"service": "{s}", "enabled": False},
            5,
        ),
        fam(
            "cloud.add_dns_record",
            ["add an A record for {h} pointing to {ip}", "point {h} at {ip}", "create DNS A record {h} -> {ip}"],
            {"h": HOSTS, "ip": IPS},
            {"hostname": "{h}", "type": "A", "value": "{ip}"},
            6,
        ),
        fam(
            "cloud.flush_cache",
            ["purge the CDN cache for {u}", "flush cache {u}", "clear the CDN for {u}"],
            {"u": ["https://shop.acme.io/assets/", "https://acme.io/pricing", "https://docs.acme.io/"]},
            {"url": "{u}"},
            4,
        ),
        fam(
            "cloud.rotate_secret",
            ["rotate the {s} secret", "rotate {s}", "generate a new {s}"],
            {"s": SECRETS},
            {"name": "{s}"},
            4,
        ),
        fam(
            "cloud.ping_host",
            ["ping {h}", "is {h} reachable?", "check if {h} is up"],
            {"h": HOSTS + IPS},
            {"host": "{h}"},
            6,
        ),
        fam(
            "db.run_query",
            ["run '{q}' on {d}", "query {d}: {q}", "execute {q} against the {d} database"],
            {
                "d": DATABASES,
                "q": [
                    "SELECT count(*) FROM orders",
                    "SELECT * FROM users LIMIT 10",
                    "SELECT status, count(*) FROM payments GROUP BY status",
                ],
            },
            {"database": "{d}", "sql": "{q}"},
            7,
        ),
        fam(
            "db.create_backup",
            [
                "back up the {d} database",
                "take a backup of {d}",
                "snapshot the {d} db now",
                "create a backup of the {d} database",
            ],
            {"d": DATABASES},
            {"database": "{d}"},
            6,
        ),
        fam(
            "db.create_index",
            [
                "create an index on {t[table]}.{t[column]}",
                "index {t[column]} on {t[table]}",
                "add an index to the {t[column]} column of {t[table]}",
            ],
            {"t": TABLES},
            {"table": "{t[table]}", "column": "{t[column]}"},
            6,
        ),
        fam(
            "db.list_tables",
            ["list the tables in {d}", "what tables does {d} have?", "show tables in the {d} db"],
            {"d": DATABASES},
            {"database": "{d}"},
            5,
        ),
        fam(
            "iam.grant_role",
            [
                "grant {r} to {u}",
                "give {u} the {r} role",
                "make {u} {r}",
                "add the {r} role to {u}",
                "grant {u} {r} access",
            ],
            {"r": ROLES, "u": EMPLOYEES},
            {"user": "{u}", "role": "{r}"},
            12,
        ),
        fam(
            "iam.enable_mfa",
            ["enable two-factor for {u}", "turn on MFA for {u}", "require 2FA for {u}"],
            {"u": EMPLOYEES},
            {"user": "{u}"},
            5,
        ),
        fam(
            "iam.create_user",
            ["create an account for {e}", "add a new user {e}", "sign up {e}"],
            {"e": ["nina@corp.io", "paul@corp.io", "sofia@corp.io", "yuki@corp.io"]},
            {"email": "{e}"},
            4,
        ),
        fam(
            "iam.deactivate_user",
            ["deactivate {u}", "suspend the account of {u}", "disable {u}'s account"],
            {"u": EMPLOYEES},
            {"user": "{u}"},
            5,
        ),
        fam(
            "iam.reset_password",
            ["reset the password for {u}", "send {u} a password reset", "{u} forgot their password, reset it"],
            {"u": EMPLOYEES},
            {"user": "{u}"},
            5,
        ),
        fam(
            "iam.list_roles",
            ["what roles does {u} have?", "list {u}'s roles", "show the permissions of {u}"],
            {"u": EMPLOYEES},
            {"user": "{u}"},
            5,
        ),
        fam(
            "iam.create_api_key",
            ["create an API key called {n}", "new API key named {n}", "generate an API key for {n}"],
            {"n": ["ci-deploy", "grafana", "zapier-sync", "backup-job"]},
            {"name": "{n}"},
            4,
        ),
        fam(
            "iam.revoke_api_key",
            ["revoke API key {k}", "kill the API key {k}", "disable key {k}"],
            {"k": ["key_8f3a21", "key_0c9d77", "key_51be02"]},
            {"key_id": "{k}"},
            3,
        ),
        fam(
            "tickets.create",
            ["open a ticket: {t}", "create a support ticket for {t}", "new ticket - {t}", "log a ticket saying {t}"],
            {
                "t": [
                    "VPN drops every hour",
                    "printer on 3rd floor jammed",
                    "laptop won't boot",
                    "can't access the wiki",
                    "Outlook keeps crashing",
                ]
            },
            {"title": "{t}"},
            8,
        ),
        fam(
            "tickets.close",
            ["close ticket {n}", "close #{n}", "resolve ticket {n}", "mark ticket {n} as solved"],
            {"n": TICKETS},
            {"ticket_id": "{n}"},
            6,
        ),
        fam(
            "tickets.assign",
            ["assign ticket {n} to {a}", "give #{n} to {a}", "hand ticket {n} over to {a}"],
            {"n": TICKETS, "a": AGENTS},
            {"ticket_id": "{n}", "assignee": "{a}"},
            7,
        ),
        fam(
            "tickets.set_priority",
            ["set ticket {n} priority to {p}", "make #{n} {p} priority", "change the priority of ticket {n} to {p}"],
            {"n": TICKETS, "p": PRIORITIES},
            {"ticket_id": "{n}", "priority": "{p}"},
            7,
        ),
        fam(
            "tickets.comment",
            ["comment on ticket {n}: {c}", "add a note to #{n} saying {c}", "reply on ticket {n} with '{c}'"],
            {"n": TICKETS, "c": ["waiting on the vendor", "fixed in v2.3.1", "can you send a screenshot?"]},
            {"ticket_id": "{n}", "text": "{c}"},
            6,
        ),
        fam(
            "tickets.merge",
            ["merge ticket {a} into {b}", "{a} is a duplicate of {b}, merge them"],
            {"a": TICKETS[:3], "b": TICKETS[3:]},
            {"ticket_id": "{a}", "into": "{b}"},
            4,
        ),
        fam(
            "chat.post_message",
            ["post in {c}: {m}", "tell {c} that {m}", "announce in {c} that {m}"],
            {"c": ["#eng-alerts", "#ops", "#general"], "m": MESSAGES},
            {"channel": "{c}", "text": "{m}"},
            7,
        ),
        chain(
            [
                ("db.create_backup", {"database": "{d}"}),
                ("cloud.deploy", {"service": "{s}", "version": "{v}", "environment": "production"}),
            ],
            ["back up {d} and then deploy {s} {v} to production", "take a {d} backup, then ship {s} {v} to production"],
            {"d": DATABASES, "s": SERVICES, "v": VERSIONS},
            4,
        ),
    ]


def office() -> list[Family]:
    """Email, calendar, chat, files, CRM, people and travel."""
    return [
        fam(
            "email.send",
            [
                "send an email to {to} saying {m}",
                "email {to}: {m}",
                "write to {to} that {m}",
                "shoot {to} an email saying {m}",
                "let {to} know by email that {m}",
            ],
            {"to": CONTACTS, "m": MESSAGES},
            {"to": "{to}", "body": "{m}"},
            12,
        ),
        fam(
            "email.send",
            ["email {to} with subject '{s}' saying {m}", "send {to} an email titled {s}: {m}"],
            {"to": CONTACTS, "s": SUBJECTS, "m": MESSAGES},
            {"to": "{to}", "subject": "{s}", "body": "{m}"},
            6,
        ),
        fam(
            "email.schedule_send",
            ["email {to} {when} saying {m}", "schedule an email to {to} for {when}: {m}", "send {to} '{m}' {when}"],
            {"to": CONTACTS, "m": MESSAGES, "when": ["tomorrow at 9am", "Monday morning", "at 5pm today"]},
            {"to": "{to}", "body": "{m}", "send_at": "{when}"},
            6,
        ),
        fam(
            "email.reply",
            ["reply to {s} saying {m}", "answer {s}'s last email: {m}", "write back to {s}: {m}"],
            {"s": CONTACTS, "m": ["sounds good", "I'll get back to you Friday", "thanks, received"]},
            {"sender": "{s}", "body": "{m}"},
            6,
        ),
        fam(
            "email.forward",
            ["forward the last email from {s} to {t}", "send {s}'s latest email on to {t}", "fwd {s}'s email to {t}"],
            {"s": CONTACTS, "t": CONTACTS},
            {"sender": "{s}", "to": "{t}"},
            6,
            distinct=("s", "t"),
        ),
        fam(
            "email.archive_from",
            ["archive all emails from {s}", "archive everything from {s}", "move {s}'s emails to the archive"],
            {"s": CONTACTS},
            {"sender": "{s}"},
            5,
        ),
        fam(
            "email.mark_read",
            ["mark all emails from {s} as read", "mark {s}'s mail read"],
            {"s": CONTACTS},
            {"sender": "{s}"},
            4,
        ),
        fam(
            "email.search",
            ["find emails about {q}", "search my mail for {q}", "look for the email about {q}"],
            {"q": ["the Q3 report", "invoice 2291", "the offsite", "contract renewal", "flight confirmation"]},
            {"query": "{q}"},
            7,
        ),
        fam(
            "email.block_sender",
            ["block {s}", "block emails from {s}", "send everything from {s} to spam"],
            {"s": ["deals@spammy.biz", "newsletter@shopmore.com", "noreply@promo.io"]},
            {"sender": "{s}"},
            4,
        ),
        fam(
            "email.set_auto_reply",
            ["set an out-of-office reply until {d} saying {m}", "turn on my vacation responder until {d}: {m}"],
            {
                "d": ["June 20", "July 7", "August 15"],
                "m": ["I'm away with limited access to email", "back soon, contact hr@corp.io for urgent matters"],
            },
            {"message": "{m}", "until": "{d}"},
            4,
        ),
        fam(
            "calendar.create_event",
            [
                "schedule {t} {w}",
                "put {t} on my calendar {w}",
                "create an event {t} {w}",
                "book {t} for {w}",
                "add {t} {w} to the calendar",
            ],
            {"t": MEETINGS, "w": TIMES},
            {"title": "{t}", "start": "{w}"},
            12,
        ),
        fam(
            "calendar.create_event",
            ["schedule a {d}-minute {t} {w}", "book {t} {w} for {d} minutes"],
            {"t": MEETINGS, "w": TIMES, "d": [15, 30, 45, 60, 90]},
            {"title": "{t}", "start": "{w}", "duration_minutes": "{d}"},
            6,
        ),
        fam(
            "calendar.cancel_event",
            ["cancel {t} on {d}", "call off the {t} on {d}", "drop {t} from my calendar on {d}"],
            {"t": MEETINGS, "d": ["Monday", "Thursday", "Friday", "tomorrow"]},
            {"title": "{t}", "date": "{d}"},
            7,
        ),
        fam(
            "calendar.reschedule_event",
            ["move {t} to {w}", "reschedule the {t} to {w}", "push {t} to {w}"],
            {"t": MEETINGS, "w": TIMES},
            {"title": "{t}", "new_start": "{w}"},
            8,
        ),
        fam(
            "calendar.list_events",
            [
                "what's on my calendar {d[say]}?",
                "show my meetings {d[say]}",
                "what do I have {d[say]}",
                "list my events {d[say]}",
            ],
            {"d": [*COMING_DAYS, {"say": "next week", "arg": "next week"}]},
            {"when": "{d[arg]}"},
            7,
        ),
        fam(
            "calendar.find_free_slot",
            [
                "find a free {n}-minute slot {w[say]}",
                "when am I free for {n} minutes {w[say]}?",
                "find me {n} minutes {w[say]}",
            ],
            {"n": [30, 45, 60, 90], "w": COMING_DAYS},
            {"duration_minutes": "{n}", "when": "{w[arg]}"},
            6,
        ),
        fam(
            "calendar.accept_invite",
            ["accept the {t} invite", "accept the invitation to {t}", "RSVP yes to {t}", "say yes to the {t} meeting"],
            {"t": MEETINGS},
            {"title": "{t}"},
            6,
        ),
        fam(
            "calendar.set_out_of_office",
            [
                "I'm out of office from {a} to {b}",
                "block my calendar {a} to {b}, OOO",
                "mark me out of office {a} through {b}",
            ],
            {"a": ["June 3", "July 1", "Aug 12"], "b": ["June 7", "July 5", "Aug 23"]},
            {"start_date": "{a}", "end_date": "{b}"},
            4,
        ),
        fam(
            "chat.post_message",
            [
                "post in {c}: {m}",
                "tell {c} that {m}",
                "send a message to {c} saying {m}",
                "let {c} know {m}",
                "write in {c}: {m}",
            ],
            {"c": CHANNELS, "m": MESSAGES},
            {"channel": "{c}", "text": "{m}"},
            12,
        ),
        fam(
            "chat.send_dm",
            ["DM {u}: {m}", "send {u} a direct message saying {m}", "message {u} privately: {m}", "ping {u} that {m}"],
            {"u": PEOPLE, "m": MESSAGES},
            {"user": "{u}", "text": "{m}"},
            9,
        ),
        fam(
            "chat.invite_to_channel",
            ["add {u} to {c}", "invite {u} to the {c} channel", "bring {u} into {c}", "please add {u} to {c}"],
            {"u": ["dana@corp.io", "@li.wei", "omar@corp.io", "@kate", "raj@corp.io"], "c": CHANNELS},
            {"user": "{u}", "channel": "{c}"},
            9,
        ),
        fam(
            "chat.create_channel",
            ["create a channel {c}", "make a new channel called {c}", "set up {c}"],
            {"c": ["#q3-planning", "#offsite-2025", "#incident-142", "#design-crit", "#hiring"]},
            {"name": "{c}"},
            5,
        ),
        fam(
            "chat.archive_channel",
            ["archive {c}", "archive the {c} channel", "close down {c}, archive it"],
            {"c": ["#offsite-2024", "#incident-117", "#old-launch", "#temp-migration"]},
            {"channel": "{c}"},
            4,
        ),
        fam(
            "chat.set_status",
            ["set my status to {s}", "status: {s}", "update my status to '{s}'"],
            {"s": STATUSES},
            {"text": "{s}"},
            5,
        ),
        fam(
            "chat.set_status",
            ["set my status to {s} for {n} minutes", "status '{s}' for the next {n} minutes"],
            {"s": STATUSES, "n": [30, 60, 90, 120]},
            {"text": "{s}", "minutes": "{n}"},
            4,
        ),
        fam("chat.clear_status", ["clear my status", "remove my status", "reset my status"], {}, {}, 3),
        fam(
            "chat.pin_last_message",
            ["pin the last message in {c}", "pin the latest post in {c}"],
            {"c": CHANNELS},
            {"channel": "{c}"},
            4,
        ),
        fam(
            "chat.mute_channel",
            ["mute {c}", "mute the {c} channel", "silence {c} notifications"],
            {"c": CHANNELS},
            {"channel": "{c}"},
            5,
        ),
        fam(
            "chat.set_topic",
            ["set the topic of {c} to {t}", "change {c}'s topic to '{t}'"],
            {"c": CHANNELS, "t": ["Launch on June 12", "On call: Priya", "Q3 OKRs"]},
            {"channel": "{c}", "topic": "{t}"},
            4,
        ),
        fam(
            "fs.read_file",
            ["show me {f}", "open {f}", "what's in {f}?", "print the contents of {f}", "read {f}", "cat {f}"],
            {"f": FILES},
            {"path": "{f}"},
            8,
        ),
        fam(
            "fs.delete_file",
            ["delete {f}", "delete the file {f}", "remove the file {f}", "trash {f}", "get rid of {f}"],
            {"f": FILES},
            {"path": "{f}"},
            8,
        ),
        fam(
            "fs.create_folder",
            ["create a folder {d}", "make a new directory {d}", "mkdir {d}"],
            {"d": FOLDERS},
            {"path": "{d}"},
            4,
        ),
        fam(
            "fs.move",
            ["move {f} to {d}", "put {f} in {d}", "relocate {f} into {d}"],
            {"f": FILES, "d": FOLDERS},
            {"source": "{f}", "destination": "{d}"},
            7,
        ),
        fam(
            "fs.copy",
            ["copy {f} to {d}", "make a copy of {f} in {d}", "duplicate {f} into {d}"],
            {"f": FILES, "d": FOLDERS},
            {"source": "{f}", "destination": "{d}"},
            6,
        ),
        fam(
            "fs.compress",
            ["zip {d} into {z}", "compress {d} as {z}", "make {z} from the folder {d}"],
            {"d": FOLDERS, "z": ["backup.zip", "old.zip", "photos-2023.zip", "contracts.zip"]},
            {"path": "{d}", "archive": "{z}"},
            5,
        ),
        fam(
            "fs.share_link",
            ["share {f}", "get a share link for {f}", "give me a link to {f}"],
            {"f": FILES},
            {"path": "{f}"},
            5,
        ),
        fam(
            "fs.share_link",
            ["share {f} for {n} days", "make a link to {f} that expires in {n} days"],
            {"f": FILES, "n": [2, 3, 7, 30]},
            {"path": "{f}", "expires_in_days": "{n}"},
            4,
        ),
        fam(
            "fs.list_dir",
            ["list {d}", "what's in the folder {d}?", "show the files in {d}", "ls {d}"],
            {"d": FOLDERS},
            {"path": "{d}"},
            6,
        ),
        fam(
            "fs.search_files",
            ["find files about {q}", "search my files for {q}", "where's the file with {q}?"],
            {"q": ["the lease agreement", "tax 2024", "headshots", "the onboarding checklist"]},
            {"query": "{q}"},
            5,
        ),
        fam(
            "crm.create_lead",
            [
                "add {l[name]} from {l[company]} as a lead",
                "new lead: {l[name]}, {l[company]}",
                "create a lead for {l[name]} at {l[company]}",
            ],
            {"l": LEADS},
            {"name": "{l[name]}", "company": "{l[company]}"},
            5,
        ),
        fam(
            "crm.log_call",
            ["log a call with {c}: {s}", "note that I called {c} - {s}", "record my call with {c}, {s}"],
            {
                "c": ["Ana Torres", "Ben Okafor", "Chloe Martin", "Dev Patel"],
                "s": ["they want a demo next week", "pricing is the blocker", "renewal looks likely"],
            },
            {"contact": "{c}", "summary": "{s}"},
            6,
        ),
        fam(
            "crm.update_deal_stage",
            ["move {d} to {st}", "mark the {d} deal as {st}", "set the stage of {d} to {st}"],
            {"d": DEALS, "st": STAGES},
            {"deal": "{d}", "stage": "{st}"},
            7,
        ),
        fam(
            "crm.assign_account",
            ["assign the {a} account to {o}", "make {o} the owner of {a}", "hand {a} over to {o}"],
            {"a": ["Acme", "Globex", "Initech", "Hooli"], "o": ["Priya", "Marco", "Jess", "Tom"]},
            {"account": "{a}", "owner": "{o}"},
            6,
        ),
        fam(
            "crm.find_contact",
            ["find the contact for {q}", "look up {q} in the CRM", "who is {q}?"],
            {"q": ["Ana Torres", "Globex", "ben@initech.co", "Dev Patel"]},
            {"query": "{q}"},
            5,
        ),
        fam(
            "hr.request_time_off",
            ["request vacation from {a} to {b}", "book time off {a} to {b}", "I need {a} through {b} off"],
            {"a": ["June 3", "July 21", "Dec 22"], "b": ["June 6", "July 25", "Jan 2"]},
            {"start_date": "{a}", "end_date": "{b}"},
            5,
        ),
        fam(
            "hr.review_time_off",
            ["approve time-off request {r}", "approve leave request {r}", "OK time off request {r}"],
            {"r": [301, 322, 357, 388, 412]},
            {"request_id": "{r}", "verdict": "approve"},
            4,
        ),
        fam(
            "hr.review_time_off",
            ["deny time-off request {r}", "deny leave request {r}"],
            {"r": [301, 322, 357, 388, 412]},
            {"request_id": "{r}", "verdict": "deny"},
            3,
        ),
        fam(
            "hr.lookup_employee",
            ["who is {n}?", "look up {n} in the directory", "what team is {n} on?", "who does {n} report to"],
            {"n": ["Priya Nair", "Marco Rossi", "Jess Kim", "Tom Becker", "Aisha Bello"]},
            {"name": "{n}"},
            6,
        ),
        fam(
            "hr.schedule_interview",
            ["schedule an interview with {c} {w}", "set up {c}'s interview for {w}", "book an interview: {c}, {w}"],
            {"c": CANDIDATES, "w": TIMES},
            {"candidate": "{c}", "when": "{w}"},
            6,
        ),
        fam(
            "travel.search_flights",
            [
                "find flights from {a} to {b} on {d}",
                "flights {a} to {b} {d}",
                "search for a flight from {a} to {b} on {d}",
                "any flights {a}-{b} on {d}?",
            ],
            {"a": AIRPORTS, "b": AIRPORTS, "d": DATES},
            {"origin": "{a}", "destination": "{b}", "date": "{d}"},
            10,
            distinct=("a", "b"),
        ),
        fam(
            "travel.book_flight",
            ["book {f} on {d}", "book me on flight {f} on {d}", "reserve a seat on {f} for {d}"],
            {"f": FLIGHTS, "d": DATES},
            {"flight_number": "{f}", "date": "{d}"},
            6,
        ),
        fam(
            "travel.book_hotel",
            [
                "book a hotel in {c} from {d} for {n} nights",
                "find me a room in {c}, {n} nights from {d}",
                "reserve a hotel in {c} for {n} nights starting {d}",
            ],
            {"c": CITIES, "d": DATES, "n": [2, 3, 4, 5, 7]},
            {"city": "{c}", "check_in": "{d}", "nights": "{n}"},
            8,
        ),
        fam(
            "travel.check_in",
            ["check me in for booking {b}", "do online check-in for {b}", "check in for {b}"],
            {"b": BOOKINGS},
            {"booking_ref": "{b}"},
            4,
        ),
        fam(
            "travel.flight_status",
            ["is {f} on time?", "status of flight {f}", "has {f} landed?", "where is flight {f} now"],
            {"f": FLIGHTS},
            {"flight_number": "{f}"},
            6,
        ),
        fam(
            "travel.rent_car",
            [
                "rent a car in {c} from {d} for {n} days",
                "car rental in {c}, {n} days from {d}",
                "I need a rental car in {c} on {d} for {n} days",
            ],
            {"c": CITIES, "d": DATES, "n": [2, 3, 5, 7]},
            {"city": "{c}", "pickup": "{d}", "days": "{n}"},
            6,
        ),
        fam(
            "weather.forecast",
            ["weather in {c} {d[say]}", "forecast for {c} {d[say]}", "will it be sunny in {c} {d[say]}?"],
            {"c": CITIES, "d": COMING_DAYS},
            {"location": "{c}", "day": "{d[arg]}"},
            5,
        ),
    ]


WORKSPACES = {"home": (home, 11), "finance": (finance, 12), "devops": (devops, 13), "office": (office, 14)}


def main() -> None:
    """Write one JSON Lines file per workspace and print their sizes."""
    out_dir = HERE / "workspaces"
    out_dir.mkdir(exist_ok=True)
    for name, (families, seed) in WORKSPACES.items():
        plans: list[dict[str, Any]] = expand(families(), seed)
        with (out_dir / f"{name}.jsonl").open("w") as out:
            for plan in plans:
                out.write(json.dumps(plan) + "\n")
        tools = {step["tool_id"] for plan in plans for step in plan["steps"]}
        print(f"{name}: {len(plans)} plans, {len(tools)} tools")


if __name__ == "__main__":
    main()
