"""Tool catalogue commands: ``index`` and ``search`` (aumai-toolretrieval compatible), ``tools``, ``workspaces``."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, cast

import click

from toolmem.cli.common import cli, emit_json, fail, open_memory
from toolmem.cli.output import Column, first_line, print_rows
from toolmem.cli.progress import progress_bars
from toolmem.errors import ToolNotFoundError
from toolmem.memory import Memory
from toolmem.records import Tool, ToolHit
from toolmem.tools.budget import DEFAULT_SCHEMA_BUDGET
from toolmem.tools.catalogue import AddReport, TagsMode
from toolmem.tools.export import EXPORT_FORMATS, ExportEntry

__all__ = ["HIT_COLUMNS", "index_command", "search_command", "tools"]

#: A tool search's hits, one line each: rank, id, score and the description's first line.
HIT_COLUMNS = (
    Column("#", right=True),
    Column("tool id"),
    Column("score", right=True),
    Column("description", flexible=True),
)

_TAGS_MODES = ("any", "all")
_RERANK_HELP = (
    "Have the chat model rerank the top 20 (TOOLMEM_LLM_MODEL, TOOLMEM_LLM_BASE_URL, OPENAI_API_KEY); "
    "if it fails, the fused order is kept with a warning."
)


# aumai-toolretrieval compatible commands ------------------------------------------------------
@cli.command("index")
@click.option(
    "--tools-dir",
    required=True,
    type=click.Path(exists=True, file_okay=False),
    help="Folder whose tool files (.json, .yaml, .yml, recursively) are indexed.",
)
def index_command(tools_dir: str) -> None:
    """Add every tool file under a folder to the workspace.

    Like aumai-toolretrieval, a malformed file is skipped with a warning on stderr and the command
    still exits with status 0 (``toolmem tools add`` exits with 1 instead).

    \b
    Example:
      toolmem index --tools-dir examples/catalogue
    """
    _add_paths([tools_dir], as_json=False, strict=False)


@cli.command("search")
@click.option("--query", required=True, help="The request, in words.")
@click.option("--top-k", type=click.IntRange(min=1), default=5, show_default=True, help="How many tools.")
@click.option("--tag", "tags", multiple=True, help="Keep only tools with this tag (repeatable).")
@click.option("--tags-mode", type=click.Choice(_TAGS_MODES), default="any", show_default=True)
@click.option("--output-format", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--json", "as_json", is_flag=True, help="The same as --output-format json.")
@click.option("--rerank", is_flag=True, help=_RERANK_HELP)
def search_command(
    query: str, top_k: int, tags: tuple[str, ...], tags_mode: str, output_format: str, as_json: bool, rerank: bool
) -> None:
    """Find the tools that best fit a request: one line per hit (rank, tool id, score, description).

    JSON output is aumai-toolretrieval's list of {rank, tool_id, name, score, description}, the
    description as the tool file gave it, plus score_type: toolmem's score is a fused relevance
    (weighted z-scores of the dense and BM25 signals), not aumai's cosine similarity in [0, 1];
    higher is better and it compares hits of one search only. A workspace without tools is an
    error (exit status 1) that says how to add some.

    \b
    Example:
      toolmem search --query "will it rain tomorrow" --top-k 3 --output-format json
      TOOLMEM_LLM_MODEL=gpt-4o-mini toolmem search --query "will it rain tomorrow" --rerank
    """
    memory = open_memory()
    mode = cast(TagsMode, tags_mode)
    hits = memory.tools.search(query, top_k, tags=list(tags), tags_mode=mode, rerank=rerank)
    if not hits:
        _refuse_empty(memory)
    if as_json or output_format == "json":
        emit_json([_aumai_hit(hit) for hit in hits])
    else:
        _print_hits(hits)


# tools ----------------------------------------------------------------------------------------
@cli.group()
def tools() -> None:
    """Add, list, show, remove, search and export tools.

    \b
    Example:
      toolmem tools add examples/openapi/petclinic.yaml
      toolmem tools search "book a vet appointment" -k 3
    """


@tools.command("add")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, allow_dash=True))
@click.option(
    "--namespace",
    default=None,
    help="One namespace for every file (default: each file's stem). Ids without one of their own "
    "become <namespace>.<name>.",
)
@click.option("--replace", is_flag=True, help="Also remove the tools of each namespace read that its files dropped.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def tools_add(paths: tuple[str, ...], namespace: str | None, replace: bool, as_json: bool) -> None:
    """Add the tools of files and folders (JSON, JSON Lines, YAML, OpenAPI, MCP...); - is stdin.

    Each file's tools get a namespace: --namespace, else the file's stem (petclinic.yaml →
    petclinic). OpenAPI operations are <namespace>.<operationId>. Exits with status 1 if a file
    was rejected; the good files are added anyway.

    \b
    Example:
      toolmem tools add examples/catalogue examples/mcp/tools_list.json
      toolmem tools add specs/spotify.json --namespace spotify --replace
      curl -s https://example.com/openapi.json | toolmem tools add - --namespace example
    """
    _add_paths(paths, as_json=as_json, namespace=namespace, replace=replace)


@tools.command("list")
@click.option("--tag", "tags", multiple=True, help="Only tools with this tag (repeatable).")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="At most this many tools.")
@click.option("--offset", type=click.IntRange(min=0), default=0, show_default=True, help="Skip this many.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of tools.")
def tools_list(tags: tuple[str, ...], limit: int | None, offset: int, as_json: bool) -> None:
    """List the tools of the workspace, ordered by id.

    \b
    Example:
      toolmem tools list --tag weather --limit 10
    """
    memory = open_memory()
    found = memory.tools.list(limit=limit, offset=offset, tags=list(tags))
    if as_json:
        emit_json([tool.to_dict() for tool in found])
        return
    columns = (Column("tool id"), Column("tags", most=24), Column("description", flexible=True))
    rows = [(tool.id, ", ".join(tool.tags), first_line(tool.description)) for tool in found]
    print_rows(columns, rows, "no matching tools" if len(memory.tools) else _empty(memory))


@tools.command("show")
@click.argument("tool_id")
@click.option("--json", "as_json", is_flag=True, help="Print the tool as JSON.")
def tools_show(tool_id: str, as_json: bool) -> None:
    """Show one tool in full, with its parameters schema.

    \b
    Example:
      toolmem tools show weather.current
    """
    tool = open_memory().tools.get(tool_id)
    if as_json:
        emit_json(tool.to_dict())
    else:
        click.echo(_describe(tool))


@tools.command("remove")
@click.argument("tool_ids", nargs=-1, required=True)
def tools_remove(tool_ids: tuple[str, ...]) -> None:
    """Remove tools by id; exits with status 1 naming any id that does not exist.

    \b
    Example:
      toolmem tools remove weather.current weather.alerts
    """
    memory = open_memory()
    wanted = list(dict.fromkeys(tool_ids))
    removed = memory.tools.remove(wanted)
    for tool_id in removed:
        click.echo(f"removed {tool_id}")
    missing = [tool_id for tool_id in wanted if tool_id not in removed]
    for tool_id in missing:
        click.echo(f"error: {ToolNotFoundError(tool_id, memory.workspace)}", err=True)
    if missing:
        click.get_current_context().exit(1)


@tools.command("search")
@click.argument("query")
@click.option("-k", "--top-k", type=click.IntRange(min=1), default=5, show_default=True, help="How many tools.")
@click.option("--tag", "tags", multiple=True, help="Keep only tools with this tag (repeatable).")
@click.option("--tags-mode", type=click.Choice(_TAGS_MODES), default="any", show_default=True)
@click.option("--rerank", is_flag=True, help=_RERANK_HELP)
@click.option("--json", "as_json", is_flag=True, help="Print the hits as JSON (score, reasons, full tool).")
def tools_search(query: str, top_k: int, tags: tuple[str, ...], tags_mode: str, rerank: bool, as_json: bool) -> None:
    """Find the tools that best fit a request (hybrid dense + BM25 search, optionally reranked by a chat model).

    Prints one line per hit: rank, tool id, score and the first line of the description, cut to the
    terminal's width (--json has everything). A workspace without tools is an error (exit status 1)
    that says how to add some.

    \b
    Example:
      toolmem tools search "convert euros to yen" -k 3 --tag finance
      TOOLMEM_LLM_MODEL=gpt-4o-mini toolmem tools search "convert euros to yen" --rerank --json
    """
    memory = open_memory()
    mode = cast(TagsMode, tags_mode)
    hits = memory.tools.search(query, top_k, tags=list(tags), tags_mode=mode, rerank=rerank)
    if not hits:
        _refuse_empty(memory)
    if as_json:
        emit_json([hit.to_dict() for hit in hits])
    else:
        _print_hits(hits)


@tools.command("export")
@click.argument("tool_ids", nargs=-1)
@click.option(
    "--format", "format_", type=click.Choice(EXPORT_FORMATS), default="openai", show_default=True, help="Schema format."
)
@click.option("--query", default=None, help="Export the best tools for this request instead.")
@click.option("-k", "--top-k", type=click.IntRange(min=1), default=None, help="With --query: how many.  [default: 5]")
@click.option(
    "--budget",
    type=click.IntRange(min=0),
    default=DEFAULT_SCHEMA_BUDGET,
    show_default=True,
    help="Tokens each parameter schema may take; 0 keeps every schema whole.",
)
@click.option("--strict", is_flag=True, help="OpenAI strict-mode schemas (--format openai).")
@click.option("--keep-html", is_flag=True, help="Send descriptions as stored (by default HTML is reduced to text).")
@click.option("--report", is_flag=True, help="Also print each tool's name and tokens before/after on stderr.")
def tools_export(
    tool_ids: tuple[str, ...],
    format_: str,
    query: str | None,
    top_k: int | None,
    budget: int,
    strict: bool,
    keep_html: bool,
    report: bool,
) -> None:
    """Print tools as a JSON array of provider schemas: these ids, the hits of --query, or all.

    With --query the output is what an agent passes to its model as its tools. Names are made
    valid for the format, schemas JSON Schema 2020-12 fitted into --budget tokens each (the full
    schema: toolmem tools show ID), descriptions text (HTML reduced, unless --keep-html).

    \b
    Example:
      toolmem tools export --format anthropic --query "send a text message" -k 3
      toolmem tools export --format mcp weather.current weather.alerts
      toolmem tools export --query "create a deployment in a namespace" -k 3 --strict --report
    """
    if query is not None and tool_ids:
        raise click.UsageError("give tool ids or --query, not both")
    if top_k is not None and query is None:
        raise click.UsageError("-k/--top-k needs --query")
    catalogue = open_memory().tools
    selected: list[str] | None = list(tool_ids) if tool_ids else None
    if query is not None:
        selected = [hit.id for hit in catalogue.search(query, top_k or 5)]
    exported = catalogue.export_report(format_, selected, budget=budget or None, strict=strict, keep_html=keep_html)
    emit_json(exported.tools)
    if report:
        for entry in exported.entries:
            click.echo(_export_line(entry), err=True)


# formatting -----------------------------------------------------------------------------------
def _add_paths(
    paths: Sequence[str],
    *,
    as_json: bool,
    strict: bool = True,
    namespace: str | None = None,
    replace: bool = False,
) -> None:
    """Add files and folders and report; a rejected file is an error (exit 1) when ``strict``, else
    a warning. The search index is brought up to date here (and saved for other processes when
    large), so that the wait falls under this command's progress bars, not the first search's."""
    catalogue = open_memory().tools
    with progress_bars() as progress:
        report = catalogue.add_path(paths, namespace=namespace, replace=replace, progress=progress)
        catalogue.index(progress=progress)
    if as_json:
        emit_json(report.to_dict())
    else:
        click.echo(_summary(report))
        for original, qualified in report.renamed.items():
            click.echo(f"renamed {original} to {qualified}: another source already has that id")
        for note in report.notes:
            click.echo(f"note: {' '.join(note.split())}", err=True)
    label = "error" if strict else "warning: skipped"
    for error in report.errors:
        click.echo(f"{label}: {' '.join(str(error).split())}", err=True)
    if report.errors and strict:
        click.get_current_context().exit(1)


def _summary(report: AddReport) -> str:
    total = len(report.added) + len(report.updated) + len(report.unchanged)
    rejected = sum(1 for error in report.errors if error.path is not None)
    read = len(report.files) + rejected
    skipped = f" ({rejected} rejected)" if rejected else ""
    removed = f", {len(report.removed)} removed" if report.removed else ""
    return (
        f"indexed {_count(total, 'tool')} from {_count(read, 'file')}{skipped}: {len(report.added)} added, "
        f"{len(report.updated)} updated, {len(report.unchanged)} unchanged{removed} ({report.embedded} embedded)"
    )


def _export_line(entry: ExportEntry) -> str:
    if entry.fit is None:
        return f"{entry.id}: exported as {entry.name}"
    fit = entry.fit
    how = f" ({', '.join(fit.steps)})" if fit.steps else ""
    return f"{entry.id}: exported as {entry.name}, {fit.tokens_before:,} → {fit.tokens_after:,} tokens{how}"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


_SCORE_TYPE = "fused relevance (weighted z-scores of dense and BM25; higher is better; compare within one search)"


def _aumai_hit(hit: ToolHit) -> dict[str, Any]:
    """A hit in aumai-toolretrieval's JSON shape, the description as given, and what the score is."""
    given = hit.tool.metadata.get("description")
    return {
        "rank": hit.rank,
        "tool_id": hit.id,
        "name": hit.tool.name,
        "score": round(hit.score, 4),
        "description": given if isinstance(given, str) else hit.tool.description,
        "score_type": _SCORE_TYPE,
    }


def _print_hits(hits: Sequence[ToolHit]) -> None:
    rows = [(str(hit.rank), hit.id, f"{hit.score:.3f}", first_line(hit.tool.description)) for hit in hits]
    print_rows(HIT_COLUMNS, rows, "no matching tools")


def _empty(memory: Memory) -> str:
    return (
        f"workspace {memory.workspace!r} has no tools yet; add some with `toolmem tools add PATH`"
        " (or pick another workspace with -w: `toolmem workspaces list`)"
    )


def _refuse_empty(memory: Memory) -> None:
    """Fail, saying how to add tools, when a search found nothing because there is nothing."""
    if not len(memory.tools):
        fail(_empty(memory))


def _describe(tool: Tool) -> str:
    fields = {
        "id": tool.id,
        "name": tool.name,
        "source": tool.source,
        "tags": ", ".join(tool.tags) or "-",
        "description": tool.description,
        "metadata": json.dumps(dict(tool.metadata), ensure_ascii=False),
    }
    lines = [f"{key + ':':<13}{value}" for key, value in fields.items()]
    return "\n".join([*lines, "parameters:", json.dumps(dict(tool.parameters), indent=2, ensure_ascii=False)])
