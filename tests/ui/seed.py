"""A workspace worth looking at: tools with calls over ten days (one judged by an evaluation), plans,
lookups that hit and miss for each reason, feedback, an eviction and an invalidation, all through the
public API.

Times are relative to ``now``, so the charts always show recent days.
"""

import toolmem

DAY = 86_400
TOOLS = [
    {
        "id": "weather.forecast",
        "name": "get_forecast",
        "description": "Weather forecast for a city, by day: rain, temperature and wind.",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "integer"}}},
        "tags": ["weather"],
    },
    {
        "id": "weather.current",
        "name": "current_weather",
        "description": "The weather right now in a city.",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
        "tags": ["weather"],
    },
    {
        "id": "fx.convert",
        "name": "convert_currency",
        "description": "Convert an amount of money between two currencies at today's rate.",
        "parameters": {
            "type": "object",
            "properties": {"amount": {"type": "number"}, "from": {"type": "string"}, "to": {"type": "string"}},
        },
        "tags": ["finance"],
    },
    {
        "id": "inventory.check",
        "name": "check_stock",
        "description": "How many units of an item are in stock in the warehouse.\n\nReserved units count too.",
        "parameters": {"type": "object", "properties": {"item": {"type": "string"}}},
        "tags": ["shop"],
    },
    {
        "id": "mail.send",
        "name": "send_email",
        "description": "Send an email to a person.",
        "parameters": {"type": "object", "properties": {"to": {"type": "string"}, "body": {"type": "string"}}},
        "tags": ["mail"],
    },
]


def seed(db: str, now: float, workspace: str = "demo") -> None:
    """Fill ``workspace`` of ``db``; ``inventory.check`` ends with exactly 2 successes in 3 calls."""
    with toolmem.open(db, workspace=workspace, embedder="hash") as mem:
        mem.tools.add(TOOLS)
        for day in range(10):
            when = now - (9 - day) * DAY - 3 * 3600
            for n in range(3 + day % 4):
                mem.calls.record(
                    "weather.forecast",
                    request=f"will it rain in Porto on day {day}?",
                    input={"city": "Porto", "days": 3},
                    output=f"day {day}: showers, 14°C",
                    success=not (day in (3, 7) and n == 0),
                    error="upstream timeout" if day in (3, 7) and n == 0 else None,
                    time_cost=0.2 + 0.03 * day + 0.01 * n,
                    created_at=when + n * 60,
                )
            mem.calls.record(
                "fx.convert",
                request="convert 20 euros to yen",
                input={"amount": 20, "from": "EUR", "to": "JPY"},
                output="3,240 JPY",
                success=day % 3 != 0,
                error=None if day % 3 else "rate service unavailable",
                time_cost=0.5 + 0.1 * (day % 3),
                created_at=when + 600,
            )
        for n, ok in enumerate([True, False, True]):
            mem.calls.record(
                "inventory.check",
                request="how many widgets are in stock?",
                input={"item": "widget"},
                output="42 widgets" if ok else "",
                success=ok,
                error=None if ok else "item not found",
                evaluation=None if ok else "asked for 'widget' where the catalogue says 'widgets'",
                score=None if ok else 0.1,
                time_cost=0.05 + 0.01 * n,
                created_at=now - 3600 * (3 - n),
            )
        mem.calls.record(
            "weather.current",
            request="is it sunny in Lisbon right now?",
            input={"city": "Lisbon"},
            output="sunny, 24°C",
            time_cost=0.12,
            created_at=now - 2 * DAY,
        )
        wx = mem.plans.store(
            "What is the weather in Paris tomorrow?",
            [
                {"tool_id": "weather.forecast", "arguments": {"city": "Paris", "day": "tomorrow"}},
                {"answer": "Cloudy, 19 °C."},
            ],
        )
        widgets = mem.plans.store(
            "How many widgets are in stock?", [{"tool_id": "inventory.check", "arguments": {"item": "widgets"}}]
        )
        fx = mem.plans.store(
            "Convert 20 euros to yen",
            [{"tool_id": "fx.convert", "arguments": {"amount": 20, "from": "EUR", "to": "JPY"}}],
        )
        mem.plans.lookup("What is the weather in London tomorrow?")
        mem.plans.feedback(wx, success=True)
        mem.plans.lookup("What is the weather in Rome tomorrow?")
        mem.plans.lookup("Remind me to water the plants")  # below τ: nothing like it is stored
        for _ in range(5):  # 1 → .7 → .49 → .34 → .24 → .17: below ε = .2, evicted
            mem.plans.feedback(fx, success=False)
        mem.plans.store("Check the weather in Oslo", [{"tool_id": "weather.current", "arguments": {"city": "Oslo"}}])
        mem.plans.store(
            "Check the weather in Bergen", [{"tool_id": "weather.forecast", "arguments": {"city": "Bergen"}}]
        )
        mem.plans.lookup("Check the weather in Tromsø")  # two plans fit, calling two different tools
        mail = mem.plans.store("Email Bob the report", [{"tool_id": "mail.send", "arguments": {"to": "Bob"}}])
        mem.plans.feedback(mail, success=True)
        mem.tools.add([{**TOOLS[4], "description": "Send an email to one or more people."}])
        mem.plans.lookup("Email Bob the report")
        mem.plans.feedback(widgets, success=False)  # 0.7
        mem.plans.configure(min_score=0.8)
        mem.plans.lookup("How many widgets are in stock?")  # near enough, but scored below ε = .8
        mem.plans.configure(min_score=0.2)
