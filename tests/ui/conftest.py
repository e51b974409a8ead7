"""Fixtures of the browser tests: chromium once per module, and a seeded dashboard server."""

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from seed import seed
from ui_helpers import CHROMIUM, FLAGS, require_browser, serving

from toolmem.server import ServerSettings


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Chromium, headless, started once per test module."""
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def seeded_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with workspace ``demo`` (see ``seed``) and workspace ``other``."""
    path = tmp_path_factory.mktemp("dashboard") / "toolmem.db"
    seed(str(path), time.time())
    seed(str(path), time.time(), workspace="other")
    return path


@pytest.fixture(scope="module")
def dashboard(seeded_db: Path) -> Iterator[str]:
    """The base URL of a server (without API keys) over the seeded database."""
    with serving(ServerSettings(db=str(seeded_db), embedder="hash")) as base:
        yield base
