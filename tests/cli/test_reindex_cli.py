"""``toolmem reindex``: move a workspace to another embedder from the command line."""

import json
from pathlib import Path

from click.testing import CliRunner

import toolmem
from toolmem.cli import cli

TOOLS = [
    {"id": "weather", "name": "get_weather", "description": "Forecast the weather for a city."},
    {"id": "mail", "name": "send_email", "description": "Send an email to a contact."},
]


def make(db: Path) -> None:
    with toolmem.open(str(db), embedder="hash") as mem:
        mem.tools.add(TOOLS)


def test_reindex_reports_the_move_as_json_and_later_commands_use_the_new_model(tmp_path: Path) -> None:
    db = tmp_path / "toolmem.db"
    make(db)

    result = CliRunner().invoke(cli, ["--db", str(db), "reindex", "--embedder", "hash:64?prompts=e5", "--json"])

    assert (result.exit_code, result.stderr) == (0, ""), result.output
    report = json.loads(result.stdout)
    embedder = "hash:64?query_prompt=query%3A%20&document_prompt=passage%3A%20"
    assert {k: report[k] for k in ("workspace", "previous", "embedder", "dimensions", "embedded", "plans")} == {
        "workspace": "default",
        "previous": "hash:256",
        "embedder": embedder,
        "dimensions": 64,
        "embedded": 2,
        "plans": 0,
    }
    search = ["--db", str(db), "search", "--query", "rain tomorrow", "--output-format", "json"]
    searched = CliRunner().invoke(cli, search)
    assert searched.exit_code == 0, searched.output
    assert json.loads(searched.stdout)[0]["tool_id"] == "weather"
    with toolmem.open(str(db)) as mem:
        assert mem.embedder is not None
        assert mem.embedder.id == embedder


def test_opening_with_another_embedder_fails_with_one_line_naming_the_reindex_command(tmp_path: Path) -> None:
    db = tmp_path / "toolmem.db"
    make(db)

    result = CliRunner().invoke(cli, ["--db", str(db), "--embedder", "hash:64", "tools", "list"])

    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1
    assert "`toolmem -w default reindex --embedder 'hash:64'`" in result.stderr


def test_a_bad_spec_is_one_line_and_changes_nothing(tmp_path: Path) -> None:
    db = tmp_path / "toolmem.db"
    make(db)

    result = CliRunner().invoke(cli, ["--db", str(db), "reindex", "--embedder", "hash:64?prompts=e6"])

    assert result.exit_code == 1
    assert result.stderr.startswith("error: unknown prompts 'e6'; choose one of")
    with toolmem.open(str(db)) as mem:
        assert mem.embedder is not None
        assert mem.embedder.id == "hash:256"
