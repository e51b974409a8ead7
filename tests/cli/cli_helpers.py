"""What the command-line tests share: the real CLI on a SQLite file with the hash embedder."""

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

import toolmem
from toolmem.cli import cli


def run(db: Path, *args: str, input: str | None = None, env: Mapping[str, str] | None = None) -> Result:
    """Invoke the real CLI on a SQLite file with the hash embedder (never the real model)."""
    return CliRunner().invoke(
        cli, ["--db", str(db), "--embedder", "hash", *args], input=input, env=env, catch_exceptions=False
    )


def ok(result: Result) -> str:
    """The output of a command that must succeed without a word on stderr."""
    assert (result.exit_code, result.stderr) == (0, ""), result.output
    return result.stdout


def ok_json(result: Result) -> Any:
    """The JSON output of a command that must succeed."""
    return json.loads(ok(result))


def library(db: Path) -> toolmem.Memory:
    """The same database through the library."""
    return toolmem.open(str(db), embedder="hash")
