"""``toolmem migrate``: copy workspaces between stores (thin over :func:`toolmem.stores.transfer.migrate`)."""

from __future__ import annotations

import click

from toolmem.cli.common import cli, emit_json
from toolmem.cli.output import Column, print_rows
from toolmem.cli.progress import progress_bars
from toolmem.stores.transfer import TransferReport, migrate

__all__ = ["migrate_command"]

_COLUMNS = ("tools", "calls", "plans", "messages", "documents", "chunks", "vectors")


@cli.command("migrate")
@click.option("--from", "source", required=True, metavar="URL", help="The store to copy from (path or URL).")
@click.option("--to", "target", required=True, metavar="URL", help="The store to copy into (path or URL).")
@click.option(
    "--workspace", "workspaces", multiple=True, metavar="NAME", help="A workspace to copy (repeat; default: all)."
)
@click.option("--into", metavar="NAME", help="Write the one --workspace under this name in the target.")
@click.option("--replace", is_flag=True, help="Delete target workspaces of the same name first.")
@click.option("--json", "as_json", is_flag=True, help="Print the reports as JSON.")
def migrate_command(
    source: str, target: str, workspaces: tuple[str, ...], into: str | None, replace: bool, as_json: bool
) -> None:
    """Copy workspaces, with their vectors, from one store to another (SQLite ↔ PostgreSQL).

    Nothing is embedded again. API keys are not copied: they belong to the store.

    \b
    Example:
      toolmem migrate --from toolmem.db --to postgresql://localhost/toolmem
      toolmem migrate --from postgresql://localhost/toolmem --to backup.db --workspace prod --into prod-copy
    """
    if into is not None and len(workspaces) != 1:
        raise click.UsageError("--into needs exactly one --workspace")
    with progress_bars() as progress:
        reports = migrate(source, target, workspaces, into=into, replace=replace, progress=progress)
    if as_json:
        emit_json([report.to_dict() for report in reports])
        return
    _print(reports)


def _print(reports: list[TransferReport]) -> None:
    columns = (Column("workspace"), Column("into"), *(Column(name, right=True) for name in _COLUMNS))
    rows = [(report.workspace, report.into, *(str(report.to_dict()[name]) for name in _COLUMNS)) for report in reports]
    print_rows(columns, rows, "no workspaces to copy")
