"""``toolmem migrate``: copy workspaces between stores from the command line."""

import json
from pathlib import Path

from click.testing import CliRunner

import toolmem
from toolmem.cli import cli

TOOLS = [
    {"id": "weather", "name": "get_weather", "description": "Forecast the weather for a city."},
    {"id": "mail", "name": "send_email", "description": "Send an email to a contact."},
]


def make_source(tmp_path: Path) -> str:
    db = str(tmp_path / "source.db")
    for workspace in ("a", "b"):
        with toolmem.open(db, workspace, embedder="hash") as mem:
            mem.tools.add(TOOLS)
            mem.calls.record("weather", "rain in Paris?", {"city": "Paris"}, "sunny")
    return db


def test_every_workspace_is_copied_and_reported_as_json(tmp_path: Path) -> None:
    source, target = make_source(tmp_path), str(tmp_path / "target.db")

    result = CliRunner().invoke(cli, ["migrate", "--from", source, "--to", target, "--json"])

    assert result.exit_code == 0, result.output
    reports = json.loads(result.stdout)
    # Two tool vectors each: recording a call embeds nothing (its request is embedded by the next
    # search that needs it), so there is no request vector to copy yet.
    assert [(r["workspace"], r["into"], r["tools"], r["calls"], r["vectors"]) for r in reports] == [
        ("a", "a", 2, 1, 2),
        ("b", "b", 2, 1, 2),
    ]
    with toolmem.open(target, "b") as mem:
        assert mem.embedder is not None
        assert mem.embedder.id == "hash:256"
        assert mem.calls.stats("weather").calls == 1


def test_one_workspace_can_be_copied_under_another_name_with_a_table(tmp_path: Path) -> None:
    source, target = make_source(tmp_path), str(tmp_path / "target.db")

    result = CliRunner().invoke(
        cli, ["migrate", "--from", source, "--to", target, "--workspace", "a", "--into", "copy"], env={"COLUMNS": "200"}
    )

    assert result.exit_code == 0, result.output
    assert "copy" in result.stdout
    assert "tools" in result.stdout
    store = toolmem.open_store(target)
    assert [info.name for info in store.list_workspaces()] == ["copy"]
    store.close()


def test_an_existing_target_workspace_fails_with_one_line_until_replace(tmp_path: Path) -> None:
    source, target = make_source(tmp_path), str(tmp_path / "target.db")
    runner = CliRunner()
    assert runner.invoke(cli, ["migrate", "--from", source, "--to", target, "--workspace", "a"]).exit_code == 0

    refused = runner.invoke(cli, ["migrate", "--from", source, "--to", target])

    assert refused.exit_code == 1
    assert refused.stderr == (
        "error: workspace 'a' already exists in the target store; pass replace=True (--replace) to delete it first\n"
    )
    store = toolmem.open_store(target)
    assert [info.name for info in store.list_workspaces()] == ["a"]  # the refusal wrote nothing
    store.close()
    replaced = runner.invoke(cli, ["migrate", "--from", source, "--to", target, "--replace", "--json"])
    assert replaced.exit_code == 0, replaced.output
    assert [r["workspace"] for r in json.loads(replaced.stdout)] == ["a", "b"]


def test_an_unknown_workspace_fails_naming_those_that_exist(tmp_path: Path) -> None:
    source = make_source(tmp_path)

    result = CliRunner().invoke(cli, ["migrate", "--from", source, "--to", str(tmp_path / "t.db"), "--workspace", "x"])

    assert result.exit_code == 1
    assert result.stderr == "error: no workspace 'x'; the source store holds: a, b\n"


def test_usage_errors_exit_with_status_2(tmp_path: Path) -> None:
    source = make_source(tmp_path)
    runner = CliRunner()

    into_without_workspace = runner.invoke(cli, ["migrate", "--from", source, "--to", "t.db", "--into", "x"])
    without_target = runner.invoke(cli, ["migrate", "--from", source])

    assert into_without_workspace.exit_code == 2
    assert "--into needs exactly one --workspace" in into_without_workspace.stderr
    assert without_target.exit_code == 2
    assert "Missing option '--to'" in without_target.stderr
