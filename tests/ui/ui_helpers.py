"""What the browser tests share: Debian's chromium driven by Playwright, against the real server.

Chromium comes from the Debian package (``make dev`` installs it); Playwright's own browser download
is never used. Without chromium the browser tests are skipped with the reason, except under CI
(``CI`` set), where a missing browser is a failure. Screenshots go to ``build/test-output/ui/`` (or
``$TOOLMEM_TEST_OUTPUT/ui/``).
"""

import os
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from toolmem.server import ServerSettings, create_app

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = Path(os.environ.get("TOOLMEM_TEST_OUTPUT", ROOT / "build" / "test-output")) / "ui"
READY = "main[data-state=ready], main[data-state=error]"


def require_browser() -> None:
    """Skip (or, under CI, fail) with the reason when chromium or Playwright is missing."""
    reasons = []
    if not CHROMIUM.exists():
        reasons.append(f"{CHROMIUM} is missing (apt-get install chromium, or `make dev`)")
    try:
        import playwright.sync_api  # noqa: F401  (the dev extra's browser driver)
    except ImportError:
        reasons.append("the playwright package is missing (pip install -e '.[dev]')")
    if reasons and os.environ.get("CI"):
        pytest.fail("browser tests cannot run in CI: " + "; ".join(reasons))
    if reasons:
        pytest.skip("browser tests need chromium: " + "; ".join(reasons))


@contextmanager
def serving(settings: ServerSettings) -> Iterator[str]:
    """The real app on uvicorn in a thread, on a loopback port; yields its base URL.

    The socket listens before the thread starts, so the first request waits in the backlog.
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(128)
    server = uvicorn.Server(uvicorn.Config(create_app(settings), log_level="warning", ws="none"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(30)
        sock.close()


@dataclass
class Tab:
    """One browser tab on the dashboard, with the console errors it logged."""

    page: Any
    base: str
    errors: list[str] = field(default_factory=list)

    def open(self, route: str = "") -> Any:
        """Load the dashboard at ``route`` (``#/w/demo/tools``) and wait until the page has rendered."""
        self.page.goto(f"{self.base}/ui/{route}")
        self.page.wait_for_selector(READY)
        return self.page

    def state(self) -> str | None:
        """``ready`` or ``error`` once rendered."""
        value: str | None = self.page.get_attribute("main", "data-state")
        return value

    def shot(self, name: str, *, full_page: bool = True) -> Path:
        """A screenshot in the test output folder."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=full_page)
        return path


@contextmanager
def new_tab(
    browser: Any, base: str, *, width: int = 1280, height: int = 900, color_scheme: str = "light"
) -> Iterator[Tab]:
    """A fresh browser context (its own session storage, ``light`` or ``dark`` colour scheme) with one
    tab recording console errors."""
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=color_scheme)
    page = context.new_page()
    tab = Tab(page, base)
    page.on("console", lambda message: tab.errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: tab.errors.append(str(error)))
    try:
        yield tab
    finally:
        context.close()
