"""``toolmem reindex``: move a workspace to another embedder (thin over :meth:`toolmem.Memory.reindex`)."""

from __future__ import annotations

import click

from toolmem.cli.common import cli, emit_json, open_memory
from toolmem.cli.output import Column, print_rows
from toolmem.cli.progress import progress_bars

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
      toolmem -w prod reindex --embedder local:all-MiniLM-L6-v2+tools-v2
      toolmem -w prod reindex --embedder 'openai:nomic-embed-text?prompts=nomic&base_url=http://localhost:11434/v1'
    """
    memory = open_memory()
    with progress_bars() as progress:
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
    columns = [Column("from", flexible=True), Column("to", flexible=True)]
    columns += [Column(name, right=True) for name in ("embedded", "reused", "plans", "seconds")]
    row = [report.previous or "-", report.embedder, str(report.embedded), str(report.reused), str(report.plans)]
    print_rows(columns, [[*row, f"{report.seconds:.1f}"]], "nothing to reindex")
