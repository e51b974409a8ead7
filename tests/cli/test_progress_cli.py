"""Progress bars of long commands: on stderr, with the stage's total, drawn on a terminal only unless
--progress asks for them (then plain lines) and never with --no-progress."""

import os
import pty
import re
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
WEATHER = EXAMPLES / "catalogue" / "weather.json"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def in_a_terminal(db: Path, *args: str) -> tuple[str, str]:
    """Run the command line with stderr on a pseudo-terminal and stdout piped: (stdout, stderr drawn)."""
    leader, follower = pty.openpty()
    command = [sys.executable, "-c", "from toolmem.cli import main; main()", "--db", str(db), "--embedder", "hash"]
    with subprocess.Popen([*command, *args], stdout=subprocess.PIPE, stderr=follower, text=True) as process:
        os.close(follower)
        drawn = b""
        while True:
            try:
                data = os.read(leader, 65536)
            except OSError:  # the terminal closes when the process ends
                break
            if not data:
                break
            drawn += data
        assert process.stdout is not None
        printed = process.stdout.read()
    os.close(leader)
    assert process.returncode == 0, drawn
    return printed, ANSI.sub("", drawn.decode()).replace("\r", "\n")


def test_off_a_terminal_no_progress_is_drawn(tmp_path: Path) -> None:
    result = run(tmp_path / "t.db", "tools", "add", str(WEATHER))

    assert (result.exit_code, result.stderr) == (0, "")


def test_progress_asked_for_off_a_terminal_writes_one_line_per_finished_stage(tmp_path: Path) -> None:
    result = run(tmp_path / "t.db", "--progress", "tools", "add", str(WEATHER))

    assert result.exit_code == 0
    assert result.stdout == "indexed 8 tools from 1 file: 8 added, 0 updated, 0 unchanged (8 embedded)\n"
    assert [re.sub(r"in \d+\.\d s$", "in N s", line) for line in result.stderr.splitlines()] == [
        "reading files: 1/1 in N s",
        "embedding tools: 8/8 in N s",
        "building the index: 8/8 in N s",
    ]


def test_on_a_terminal_each_stage_has_a_bar_with_its_total_on_stderr(tmp_path: Path) -> None:
    printed, drawn = in_a_terminal(tmp_path / "t.db", "tools", "add", str(WEATHER))

    assert printed == "indexed 8 tools from 1 file: 8 added, 0 updated, 0 unchanged (8 embedded)\n"
    assert re.search(r"reading files\s.*\s1/1\s", drawn)
    assert re.search(r"embedding tools\s.*\s8/8\s", drawn)
    assert "indexed" not in drawn


def test_no_progress_draws_nothing_even_on_a_terminal(tmp_path: Path) -> None:
    printed, drawn = in_a_terminal(tmp_path / "t.db", "--no-progress", "tools", "add", str(WEATHER))

    assert printed.startswith("indexed 8 tools")
    assert drawn.strip() == ""


@pytest.mark.parametrize(
    ("command", "stages"),
    [
        (["docs", "add", "HANDBOOK"], ["embedding chunks: 1/1", "embedding chunks: 1/1", "adding documents: 2/2"]),
        (["code", "index", "HANDBOOK", "--repo", "handbook"], ["reading files: 2/2", "embedding symbols: 2/2"]),
    ],
    ids=["docs add", "code index"],
)
def test_documents_and_code_report_their_stages_too(tmp_path: Path, command: list[str], stages: list[str]) -> None:
    handbook = tmp_path / "handbook"
    handbook.mkdir()
    (handbook / "a.md").write_text("# Refunds\n\nWithin 30 days.\n")
    (handbook / "b.md").write_text("# Shipping\n\nTwo days.\n")
    args = [str(handbook) if arg == "HANDBOOK" else arg for arg in command]

    result = run(tmp_path / "t.db", "--progress", *args)

    assert result.exit_code == 0, result.output
    assert [re.sub(r" in \d+\.\d s$", "", line) for line in result.stderr.splitlines()] == stages
