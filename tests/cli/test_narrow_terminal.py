"""Every listing at 80 columns and in a pipe: one line per row that fits, the fields there, and
``--json`` that parses; through the click runner and through a real process."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import library, ok, ok_json, run

import toolmem
from toolmem.agent.demo_tools import DEMO_TOOLS
from toolmem.server.keys import KeyRing
from toolmem.tools.ingest.python import tool_of

# Long ids and descriptions of several paragraphs, as GitHub's spec has them.
GITHUB = [
    {
        "id": "github.reactions/list-for-pull-request-review-comment",
        "name": "reactions/list-for-pull-request-review-comment",
        "description": "List reactions for a pull request review comment\n\n"
        "List the reactions to a [pull request review comment](https://docs.github.com/rest/reference/pulls"
        "#review-comments).\n\nSee the [reactions API](https://docs.github.com) for the reaction types.",
    },
    {
        "id": "github.pulls/list-review-comments",
        "name": "pulls/list-review-comments",
        "description": "List review comments on a pull request\n\n"
        "Lists all review comments for a pull request. By default, review comments are in ascending order by ID.",
    },
    {
        "id": "github.issues/create",
        "name": "issues/create",
        "description": "Create an issue\n\nAny user with pull access to a repository can create an issue.",
    },
]
NARROW = {"COLUMNS": "80"}
THREAD = "a-very-long-thread-name-indeed"


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A workspace with something in every memory: tools, calls, plans, documents, code, history, keys."""
    folder = tmp_path_factory.mktemp("narrow")
    path = folder / "toolmem.db"
    with library(path) as mem:
        mem.tools.add([*GITHUB, *(tool_of(function) for function in DEMO_TOOLS)])
        mem.calls.record("github.issues/create", request="open a bug about the broken checkout " * 3, output="ok")
        mem.calls.record("github.issues/create", request="x", success=False, error="HTTP 503: unavailable " * 5)
        plan = mem.plans.store("weather in Paris tomorrow " * 4, [{"tool_id": "weather.forecast"}] * 3)
        mem.plans.lookup("weather in London tomorrow " * 4)
        mem.plans.lookup("how many widgets are in stock")
        mem.plans.feedback(plan, False)
        (folder / "handbook").mkdir()
        (folder / "handbook" / "refunds-and-returns-for-damaged-items.md").write_text(
            "# Refunds\n\n## Damaged items\n\n" + "Send us a photo of the damage and we ship a replacement. " * 8
        )
        mem.docs.add(folder / "handbook" / "refunds-and-returns-for-damaged-items.md")
        (folder / "shapes").mkdir()
        (folder / "shapes" / "geometry.py").write_text(
            "def rectangle_perimeter_from_the_lengths_of_its_two_sides(width, height):\n"
            '    """The length of the border of a rectangle."""\n'
            "    return 2 * (width + height)\n"
        )
        mem.code.index(folder / "shapes")
        chat = mem.history({"user": "42", "chat": "telegram:991", "thread": THREAD})
        chat.append("user", "I want to fly to Lisbon in May, with a stop in Madrid, and a hotel near the river. " * 2)
    store = toolmem.open_store(str(path))
    try:
        KeyRing(store).create("a-key-with-a-long-name-for-the-nightly-builds", ["default"])
    finally:
        store.close()
    return path


LISTINGS = [
    ["search", "--query", "list the reactions to a review comment"],
    ["tools", "search", "list the reactions to a review comment"],
    ["tools", "list"],
    ["workspaces", "list"],
    ["calls", "list"],
    ["calls", "stats", "github.issues/create"],
    ["plans", "list"],
    ["plans", "events"],
    ["docs", "search", "photo of the damage", "--min-score=-inf"],
    ["docs", "list"],
    ["code", "search", "border of a rectangle"],
    ["code", "list"],
    ["history", "list"],
    [
        "history",
        "show",
        "--key",
        "user=42",
        "--key",
        "chat=telegram:991",
        "--key",
        "thread=a-very-long-thread-name-indeed",
    ],
    ["keys", "list"],
]


def lines_of(printed: str) -> list[str]:
    lines = printed.splitlines()
    assert lines, "nothing was printed"
    return lines


@pytest.mark.parametrize("command", LISTINGS, ids=lambda command: " ".join(command[:2]))
def test_every_listing_fits_80_columns_with_a_header_and_one_line_per_row(db: Path, command: list[str]) -> None:
    lines = lines_of(ok(run(db, *command, env=NARROW)))

    assert [line for line in lines if len(line) > 80] == []
    assert len(lines) >= 2  # a header and at least one row
    assert all(line == line.rstrip() for line in lines)


@pytest.mark.parametrize("command", LISTINGS, ids=lambda command: " ".join(command[:2]))
def test_every_listing_prints_json_that_parses_with_json(db: Path, command: list[str]) -> None:
    printed = ok_json(run(db, *command, "--json", env=NARROW))

    assert isinstance(printed, (list, dict))
    assert printed


def test_a_hit_is_one_line_of_rank_id_score_and_the_first_line_of_its_description(db: Path) -> None:
    with library(db) as mem:
        hits = mem.tools.search("list the reactions to a review comment", 3)

    lines = ok(run(db, "tools", "search", "list the reactions to a review comment", "-k", "3", env=NARROW))

    header, *rows = lines.splitlines()
    assert header == "#  tool id                                                score  description"
    assert len(rows) == 3
    for hit, row in zip(hits, rows, strict=True):
        summary = hit.tool.description.splitlines()[0]
        match = re.fullmatch(r"(\d)  (\S+) +(-?\d\.\d{3})  (.+)", row)
        assert match is not None, row
        assert match.groups()[:3] == (str(hit.rank), hit.id, f"{hit.score:.3f}")
        description = match.group(4)
        assert description == summary[: len(description) - 1] + "…" or description == summary
        assert len(row) <= 80


def test_calls_list_keeps_its_columns_whole_and_cuts_only_the_request(db: Path) -> None:
    lines = ok(run(db, "calls", "list", env=NARROW)).splitlines()

    header, failed, succeeded = lines
    assert re.fullmatch(r"id  tool id               when +outcome  secs  tokens  request or error", header)
    assert re.fullmatch(r" 2  github\.issues/create  \d+s ago +failed   0\.00 +\d+  error: HTTP 503: .*…", failed)
    assert re.fullmatch(r" 1  github\.issues/create  \d+s ago +ok       0\.00 +\d+  open a bug about .*…", succeeded)
    assert len(failed) == len(succeeded) == 80


def test_a_lookup_miss_prints_its_reason_and_nearest_plan_on_lines_that_fit(db: Path) -> None:
    lines = ok(run(db, "plans", "lookup", "what is the time in Tokyo", env=NARROW)).splitlines()

    assert re.fullmatch(r"miss: \w+ \(.+\)", lines[0])
    assert re.fullmatch(r"nearest: plan-[0-9a-f]{20}, similarity -?\d\.\d{3}", lines[1])
    assert max(map(len, lines)) <= 80


# a real process: COLUMNS=80, and a pipe without COLUMNS --------------------------------------
def in_a_process(db: Path, *args: str, columns: str | None) -> subprocess.CompletedProcess[str]:
    """Run the command line in its own process, stdout and stderr piped."""
    env = {name: value for name, value in os.environ.items() if name not in ("COLUMNS", "LINES")}
    if columns is not None:
        env["COLUMNS"] = columns
    return subprocess.run(
        [sys.executable, "-c", "from toolmem.cli import main; main()", "--db", str(db), "--embedder", "hash", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize("columns", ["80", None], ids=["COLUMNS=80", "pipe"])
@pytest.mark.parametrize(
    "command",
    [LISTINGS[1], LISTINGS[4], LISTINGS[7], LISTINGS[8]],
    ids=lambda command: " ".join(command[:2]),
)
def test_in_a_process_at_80_columns_or_in_a_pipe_no_line_is_longer_than_80(
    db: Path, command: list[str], columns: str | None
) -> None:
    done = in_a_process(db, *command, columns=columns)

    assert (done.returncode, done.stderr) == (0, "")
    lines = lines_of(done.stdout)
    assert [line for line in lines if len(line) > 80] == []
    assert "\x1b" not in done.stdout  # no colours or bold in a pipe


def test_in_a_process_json_parses_and_is_not_cut(db: Path) -> None:
    done = in_a_process(db, "tools", "search", "list the reactions to a review comment", "--json", columns="80")

    hits: list[dict[str, Any]] = json.loads(done.stdout)
    assert hits[0]["tool"]["description"] == GITHUB[0]["description"]
