"""``toolmem keys create|list|revoke``."""

import json

from click.testing import CliRunner

from toolmem.cli import cli
from toolmem.server.keys import KeyRing
from toolmem.stores import open_store


def test_create_prints_the_token_once_and_it_works(db: str) -> None:
    created = CliRunner().invoke(cli, ["--db", db, "keys", "create", "ci", "--workspace", "a", "--workspace", "b"])
    assert created.exit_code == 0, created.output
    token = created.stdout.strip()
    assert token.startswith("tm_")
    store = open_store(db)
    info = KeyRing(store).check(token, "b")
    store.close()
    assert info is not None
    assert info.workspaces == ("a", "b")


def test_list_shows_keys_but_never_tokens(db: str) -> None:
    runner = CliRunner()
    made = json.loads(runner.invoke(cli, ["--db", db, "keys", "create", "ops", "--admin", "--json"]).stdout)
    listed = runner.invoke(cli, ["--db", db, "keys", "list", "--json"])
    assert listed.exit_code == 0
    assert json.loads(listed.stdout) == [{key: made[key] for key in made if key != "token"}]
    assert made["token"] not in listed.stdout
    table = runner.invoke(cli, ["--db", db, "keys", "list"], env={"COLUMNS": "200"})
    assert made["id"] in table.stdout
    assert "* (admin)" in table.stdout


def test_revoke_then_revoking_again_fails(db: str) -> None:
    runner = CliRunner()
    made = json.loads(runner.invoke(cli, ["--db", db, "keys", "create", "ci", "--workspace", "a", "--json"]).stdout)
    assert runner.invoke(cli, ["--db", db, "keys", "revoke", made["id"]]).exit_code == 0
    again = runner.invoke(cli, ["--db", db, "keys", "revoke", made["id"]])
    assert again.exit_code == 1
    assert again.stderr.startswith("error: no key")


def test_create_needs_workspaces_or_admin_not_both(db: str) -> None:
    runner = CliRunner()
    assert runner.invoke(cli, ["--db", db, "keys", "create", "ci"]).exit_code == 2
    assert runner.invoke(cli, ["--db", db, "keys", "create", "ci", "--admin", "--workspace", "a"]).exit_code == 2


def test_an_invalid_workspace_name_is_an_error(db: str) -> None:
    result = CliRunner().invoke(cli, ["--db", db, "keys", "create", "ci", "--workspace", "bad name"])
    assert result.exit_code == 1
    assert "invalid workspace name" in result.stderr
