"""Example tools for ``toolmem chat`` and the demo: weather, inventory, calculator and time, all offline.

The weather is made up (the same city and day always give the same forecast) so the demo needs no
network and no key; the inventory lives in memory for the life of the process.

Example:
    >>> calculate("2 * (3 + 4)")
    '14'
"""

from __future__ import annotations

import ast
import datetime
import hashlib
import operator
import zoneinfo
from collections.abc import Callable
from typing import Any

from toolmem.tools.ingest.python import tool

__all__ = ["DEMO_TOOLS", "add_stock", "calculate", "check_stock", "current_time", "weather_forecast"]

_SKIES = ("sunny", "partly cloudy", "cloudy", "light rain", "heavy rain", "snow showers", "windy", "foggy")
_STOCK: dict[str, int] = {"widget": 12, "gadget": 0, "sprocket": 47}


@tool(id="weather.forecast", tags=["weather"])
def weather_forecast(city: str, day: str = "today") -> str:
    """Forecast the weather (sky and temperature) for a city on a given day.

    Args:
        city: the city, e.g. "Paris".
        day: "today", "tomorrow" or a weekday.
    """
    seed = int(hashlib.sha256(f"{city.strip().casefold()}|{day.strip().casefold()}".encode()).hexdigest(), 16)
    sky = _SKIES[seed % len(_SKIES)]
    celsius = (seed // len(_SKIES)) % 31 - 5
    return f"{city.strip()}, {day.strip()}: {sky}, {celsius} °C"


@tool(id="inventory.check", tags=["inventory"])
def check_stock(item: str) -> str:
    """Check how many units of an item are in stock in the warehouse inventory.

    Args:
        item: the item name, e.g. "widget".
    """
    key = item.strip().casefold().removesuffix("s")
    if key not in _STOCK:
        return f"{item.strip()} is not an inventory item (known: {', '.join(sorted(_STOCK))})"
    return f"{_STOCK[key]} {key}(s) in stock"


@tool(id="inventory.add", tags=["inventory"])
def add_stock(item: str, quantity: int) -> str:
    """Add units of an item to the warehouse inventory (restock) and return the new count.

    Args:
        item: the item name.
        quantity: how many units arrive.
    """
    if quantity < 0:
        raise ValueError("quantity must not be negative")
    key = item.strip().casefold().removesuffix("s")
    _STOCK[key] = _STOCK.get(key, 0) + quantity
    return f"{_STOCK[key]} {key}(s) in stock"


_OPERATORS: dict[type, Callable[..., Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
}


@tool(id="math.calculate", tags=["math"])
def calculate(expression: str) -> str:
    """Calculate an arithmetic expression (numbers, + - * / // % ** and parentheses).

    Args:
        expression: e.g. "12 * (3 + 4)".
    """
    result = _evaluate(ast.parse(expression.strip(), mode="eval").body)
    return str(int(result)) if isinstance(result, float) and result.is_integer() else str(result)


def _evaluate(node: ast.AST) -> Any:
    """Arithmetic only: anything else (names, calls, attributes) is refused, never executed."""
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        left, right = _evaluate(node.left), _evaluate(node.right)
        if isinstance(node.op, ast.Pow) and abs(right) > 100:
            raise ValueError("exponent too large")
        return _OPERATORS[type(node.op)](left, right)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPERATORS:
        return _OPERATORS[type(node.op)](_evaluate(node.operand))
    raise ValueError(f"not an arithmetic expression: {ast.unparse(node)!r}")


@tool(id="time.now", tags=["time"])
def current_time(timezone: str = "UTC") -> str:
    """Tell the current date and time in a time zone.

    Args:
        timezone: an IANA zone such as "Europe/Paris" or "UTC".
    """
    try:
        zone = zoneinfo.ZoneInfo(timezone.strip())
    except (zoneinfo.ZoneInfoNotFoundError, ValueError) as exc:
        raise ValueError(f"unknown time zone {timezone!r}") from exc
    return datetime.datetime.now(zone).strftime("%Y-%m-%d %H:%M %Z")


DEMO_TOOLS: tuple[Callable[..., str], ...] = (weather_forecast, check_stock, add_stock, calculate, current_time)
