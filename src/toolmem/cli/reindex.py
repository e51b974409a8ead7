"""``toolmem reindex``: move a workspace to another embedder (thin over :meth:`toolmem.Memory.reindex`)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from toolmem.cli.common import cli, emit_json, make_table, open_memory, print_table

__all__ = ["reindex_command"]


@cli.command("reindex")
@click.option(
    "--embedder",
    "spec",
    required=True,
    metavar="SPEC",
    help="The new embedder: local, local:DIR, local:all-MiniLM-L6-v2+tools-v1, openai:MODEL; options after '?'.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def reindex_command(spec: str, as_json: bool) -> None:
    """Embed the workspace with another model, then switch to it; readers keep searching meanwhile.

    Tools, past requests, plans, messages and document and code chunks are embedded by the new model
    beside the old vectors; the workspace switches in one step when they are all there. Run it again
    after an interruption: what was embedded is kept.

    \b
    Example:
      toolmem -w prod reindex --embedder local:all-MiniLM-L6-v2+tools-v1
      toolmem -w prod reindex --embedder 'openai:nomic-embed-text?prompts=nomic&base_url=http://localhost:11434/v1'
    """
    memory = open_memory()
    with _progress() as progress:
        report = memory.reindex(spec, progress=progress)
    if as_json:
        emit_json(
            {
                "workspace": report.workspace,
                "previous": report.previous,
                "embedder": report.embedder,
                "dimensions": report.dimensions,
                "embedded": report.embedded,
                "reused": report.reused,
                "plans": report.plans,
                "seconds": round(report.seconds, 3),
            }
        )
        return
    table = make_table("workspace", "from", "to", "dimensions", "embedded", "reused", "plans", "seconds")
    table.add_row(
        report.workspace,
        report.previous or "-",
        report.embedder,
        str(report.dimensions),
        str(report.embedded),
        str(report.reused),
        str(report.plans),
        f"{report.seconds:.1f}",
    )
    print_table(table, "nothing to reindex")


@contextmanager
def _progress() -> Iterator[Callable[[int, int], None] | None]:
    """A bar of texts embedded out of those to embed, on stderr (none off a terminal)."""
    if not sys.stderr.isatty():
        yield None
        return
    columns = (TextColumn("embedding"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("embedding", total=None)

        def report(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield report
