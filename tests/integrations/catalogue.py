"""The plain Python tools every integration test gives its framework (each wraps them its own way).

Twelve tools, so a turn offering ``k = 3`` visibly offers fewer than all; ``stock_price`` fails
for a symbol it does not know, so failures are recorded too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def weather_forecast(city: str, day: str = "tomorrow") -> str:
    """Forecast the weather, rain and temperature for a city on a given day."""
    return f"{city}, {day}: light rain, 14 C"


def convert_currency(amount: float, source: str, target: str) -> str:
    """Convert an amount of money from one currency to another at today's exchange rate."""
    return f"{amount} {source} = {round(amount * 1.1, 2)} {target}"


def send_email(to: str, subject: str, body: str) -> str:
    """Send an email message to a recipient with a subject and a body."""
    return f"sent to {to}"


def create_calendar_event(title: str, date: str) -> str:
    """Create a calendar event (a meeting or an appointment) on a date."""
    return f"event {title!r} on {date}"


def search_flights(origin: str, destination: str, date: str) -> str:
    """Search for airline flights between two airports on a date."""
    return f"3 flights {origin}-{destination} on {date}"


def translate_text(text: str, language: str) -> str:
    """Translate a text into another language."""
    return f"[{language}] {text}"


def stock_price(symbol: str) -> str:
    """Get the latest stock market price of a company by its ticker symbol."""
    if symbol != "ACME":
        raise ValueError(f"unknown ticker symbol {symbol!r}")
    return "ACME: 42.00 USD"


def set_reminder(text: str, time: str) -> str:
    """Set a reminder alarm that rings at a time with a text."""
    return f"reminder at {time}: {text}"


def order_pizza(size: str, toppings: str) -> str:
    """Order a pizza for delivery with a size and toppings."""
    return f"{size} pizza with {toppings} ordered"


def book_hotel(city: str, nights: int) -> str:
    """Book a hotel room in a city for a number of nights."""
    return f"{nights} nights in {city} booked"


def play_music(song: str) -> str:
    """Play a song or music track on the speaker."""
    return f"playing {song}"


def count_words(text: str) -> str:
    """Count the words of a text."""
    return str(len(text.split()))


TOOLS: tuple[Callable[..., Any], ...] = (
    weather_forecast,
    convert_currency,
    send_email,
    create_calendar_event,
    search_flights,
    translate_text,
    stock_price,
    set_reminder,
    order_pizza,
    book_hotel,
    play_music,
    count_words,
)
NAMES = [tool.__name__ for tool in TOOLS]
WEATHER = "What will the weather forecast be in Porto tomorrow, rain or sun?"
