"""The dashboard's files: all shipped as package data, and none reaching for another server."""

import fnmatch
import re
import tomllib
from pathlib import Path

from toolmem.ui import STATIC_DIR

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def test_every_dashboard_file_is_declared_as_package_data() -> None:
    patterns = tomllib.loads(PYPROJECT.read_text())["tool"]["setuptools"]["package-data"]["toolmem"]
    files = [path.relative_to(STATIC_DIR.parent.parent).as_posix() for path in STATIC_DIR.rglob("*") if path.is_file()]

    assert len(files) >= 10
    assert [name for name in files if not any(fnmatch.fnmatch(name, pattern) for pattern in patterns)] == []


def test_no_dashboard_file_loads_anything_from_another_server() -> None:
    remote = re.compile(r"(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}", re.IGNORECASE)
    found = {
        path.name: remote.findall(path.read_text())
        for path in STATIC_DIR.rglob("*")
        if path.suffix in {".html", ".css", ".js"}
    }

    assert {name: urls for name, urls in found.items() if urls} == {
        "charts.js": ["http://www.w3.org"]
    }  # SVG's namespace
