"""Workspace commands: ``workspaces list``."""

from __future__ import annotations

from dataclasses import asdict

import click

from toolmem.cli.common import cli, emit_json, open_store_only
from toolmem.cli.output import Column, ago, print_rows

__all__ = ["workspaces"]


@cli.group()
def workspaces() -> None:
    """Inspect the workspaces of the database.

    \b
    Example:
      toolmem workspaces list --json
    """


@workspaces.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of workspaces.")
def workspaces_list(as_json: bool) -> None:
    """List every workspace with its tool count and embedder.

    \b
    Example:
      toolmem --db team.db workspaces list
    """
    found = open_store_only().list_workspaces()
    if as_json:
        emit_json([asdict(info) for info in found])
        return
    columns = (Column("workspace"), Column("tools", right=True), Column("embedder"), Column("created"))
    rows = [(info.name, str(info.tools), info.embedder or "-", ago(info.created_at)) for info in found]
    print_rows(columns, rows, "no workspaces: adding tools creates one (toolmem tools add PATH)")
