"""Shared data and helpers of the HTTP tests."""

from toolmem.server import ServerSettings
from toolmem.server.keys import KeyRing
from toolmem.stores import open_store

TOOLS = [
    {"id": "weather.forecast", "name": "get_forecast", "description": "Weather forecast for a city: rain and wind."},
    {"id": "finance.fx", "name": "convert_currency", "description": "Convert an amount of money to another currency."},
    {"id": "mail.send", "name": "send_email", "description": "Send an email message.", "tags": ["mail"]},
]


def make_key(settings: ServerSettings, *workspaces: str, admin: bool = False) -> dict[str, str]:
    """Create a key in the test database; return its ``Authorization`` header."""
    store = open_store(settings.db)
    try:
        _, token = KeyRing(store).create("test", workspaces, admin=admin)
    finally:
        store.close()
    return {"Authorization": f"Bearer {token}"}


#: The address test clients connect from: without API keys the app answers only loopback clients.
LOOPBACK = ("127.0.0.1", 50000)
#: The address test clients ask for: without API keys the app answers only loopback host names.
BASE_URL = "http://127.0.0.1:8765"
