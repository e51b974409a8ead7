"""The ``toolmem`` command line: one group per noun, each command one call to the library.

Global options pick the database, the workspace and the embedder (``--db`` / ``TOOLMEM_DB``,
``-w`` / ``TOOLMEM_WORKSPACE``, ``--embedder`` / ``TOOLMEM_EMBEDDER``). The memory is opened only
when a command needs it and closed when the command ends, so ``--help`` never touches a database.

Other command modules reuse :func:`open_memory`, :func:`fail` and :func:`emit_json` and register
their group on :data:`cli`.

Example::

    toolmem index --tools-dir examples/catalogue
    toolmem search --query "will it rain tomorrow" --output-format json
    toolmem tools export --format anthropic --query "send a text message" -k 3
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import IO, Any, NoReturn, cast

import click
from rich import box
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn
from rich.table import Table
from rich.text import Text

import toolmem
from toolmem.errors import ToolmemError, ToolNotFoundError
from toolmem.memory import Memory
from toolmem.models import Tool, ToolHit
from toolmem.stores import Store
from toolmem.tools.catalogue import AddReport
from toolmem.tools.export import EXPORT_FORMATS
from toolmem.tools.index import TagsMode

__all__ = ["CliError", "Settings", "cli", "emit_json", "fail", "main", "open_memory", "progress_callback"]

_MEMORY_KEY = "toolmem.memory"
_TAGS_MODES = ("any", "all")
_SQUEEZABLE = ("tags", "description")


@dataclass(frozen=True)
class Settings:
    """The global options, kept on the context for the commands.

    Attributes:
        db: a file path or store URL; ``None`` for :func:`toolmem.default_db_path`.
        workspace: the workspace name.
        embedder: an embedder spec, or ``None`` to let the library choose.
    """

    db: str | None = None
    workspace: str = "default"
    embedder: str | None = None


class CliError(click.ClickException):
    """A failure reported as one ``error: <message>`` line on stderr, exit status 1."""

    exit_code = 1

    def show(self, file: IO[Any] | None = None) -> None:
        """Print the message on one line."""
        click.echo(f"error: {' '.join(self.message.split())}", file=file, err=file is None)


class _ToolmemGroup(click.Group):
    """The top group: turns every :class:`ToolmemError` of any subcommand into a :class:`CliError`."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except ToolmemError as exc:
            raise CliError(str(exc)) from exc


class _EchoHandler(logging.Handler):
    """Write log records as ``toolmem: <message>`` to whatever stderr is at the time."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            click.echo(f"toolmem: {record.getMessage()}", err=True)
        except Exception:
            self.handleError(record)


def fail(message: str) -> NoReturn:
    """Stop the command: print ``error: <message>`` on stderr and exit with status 1."""
    raise CliError(message)


def emit_json(data: Any) -> None:
    """Print ``data`` as indented JSON on stdout."""
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


def open_memory(ctx: click.Context | None = None) -> Memory:
    """The memory the global options name, opened on first use and closed when the command ends.

    Raises:
        ToolmemError: the database, workspace or embedder is invalid (the top group reports it).
    """
    ctx = ctx or click.get_current_context()
    root = ctx.find_root()
    memory = root.meta.get(_MEMORY_KEY)
    if memory is None:
        settings = ctx.find_object(Settings) or Settings()
        memory = root.with_resource(toolmem.open(settings.db, settings.workspace, settings.embedder))
        root.meta[_MEMORY_KEY] = memory
    return cast(Memory, memory)


def _open_store() -> Store:
    """The store alone, for commands that must not create or bind a workspace by opening it."""
    ctx = click.get_current_context()
    settings = ctx.find_object(Settings) or Settings()
    store = toolmem.open_store(settings.db or str(toolmem.default_db_path()))
    ctx.call_on_close(store.close)
    return store


@contextmanager
def progress_callback(label: str) -> Iterator[Callable[[int], None] | None]:
    """A progress callback drawing a bar on stderr, or ``None`` when stderr is not a terminal."""
    if not sys.stderr.isatty():
        yield None
        return
    columns = (SpinnerColumn(), TextColumn("{task.description}: {task.completed}"))
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(label, total=None)
        yield lambda done: bar.advance(task, done)


def _configure_logging(ctx: click.Context, verbose: bool) -> None:
    """Show the library's warnings (and info with ``-v``) on stderr until the command ends."""
    logger = logging.getLogger("toolmem")
    handler = _EchoHandler()
    previous = logger.level
    logger.setLevel(logging.INFO if verbose else logging.WARNING)
    logger.addHandler(handler)

    def restore() -> None:
        logger.removeHandler(handler)
        logger.setLevel(previous)

    ctx.call_on_close(restore)


@click.group("toolmem", cls=_ToolmemGroup)
@click.option(
    "--db",
    envvar="TOOLMEM_DB",
    show_envvar=True,
    metavar="PATH_OR_URL",
    help="Database file or store URL.  [default: <user data dir>/toolmem/toolmem.db]",
)
@click.option(
    "-w",
    "--workspace",
    envvar="TOOLMEM_WORKSPACE",
    show_envvar=True,
    default="default",
    show_default=True,
    help="Workspace: a separate catalogue inside the database.",
)
@click.option(
    "--embedder",
    envvar="TOOLMEM_EMBEDDER",
    show_envvar=True,
    metavar="SPEC",
    help="local, hash, hash:<dims> or openai:<model>.  [default: the workspace's own, else local]",
)
@click.option("-v", "--verbose", is_flag=True, help="Also show informational messages on stderr.")
@click.version_option(toolmem.__version__, prog_name="toolmem")
@click.pass_context
def cli(ctx: click.Context, db: str | None, workspace: str, embedder: str | None, verbose: bool) -> None:
    """toolmem: the memory an LLM agent keeps about its tools.

    \b
    Example:
      toolmem index --tools-dir examples/catalogue
      toolmem search --query "will it rain tomorrow"
    """
    ctx.obj = Settings(db=db or None, workspace=workspace, embedder=embedder or None)
    _configure_logging(ctx, verbose)


def main() -> None:
    """Run the ``toolmem`` command line (the console script)."""
    cli.main(prog_name="toolmem")


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

    Exits with status 1 if a file was rejected; the good files are indexed anyway.

    \b
    Example:
      toolmem index --tools-dir examples/catalogue
    """
    _add_paths([tools_dir], as_json=False)


@cli.command("search")
@click.option("--query", required=True, help="The request, in words.")
@click.option("--top-k", type=click.IntRange(min=1), default=5, show_default=True, help="How many tools.")
@click.option("--tag", "tags", multiple=True, help="Keep only tools with this tag (repeatable).")
@click.option("--tags-mode", type=click.Choice(_TAGS_MODES), default="any", show_default=True)
@click.option("--output-format", type=click.Choice(["text", "json"]), default="text", show_default=True)
def search_command(query: str, top_k: int, tags: tuple[str, ...], tags_mode: str, output_format: str) -> None:
    """Find the tools that best fit a request.

    JSON output is a list of {rank, tool_id, name, score, description}.

    \b
    Example:
      toolmem search --query "will it rain tomorrow" --top-k 3 --output-format json
    """
    hits = open_memory().tools.search(query, top_k, tags=list(tags), tags_mode=cast(TagsMode, tags_mode))
    if output_format == "json":
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
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def tools_add(paths: tuple[str, ...], as_json: bool) -> None:
    """Add the tools of files and folders (JSON, YAML, OpenAPI, MCP, provider schemas); - is stdin.

    Exits with status 1 if a file was rejected; the good files are added anyway.

    \b
    Example:
      toolmem tools add examples/catalogue examples/mcp/tools_list.json
      curl -s https://example.com/openapi.json | toolmem tools add -
    """
    _add_paths(paths, as_json=as_json)


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
    found = open_memory().tools.list(limit=limit, offset=offset, tags=list(tags))
    if as_json:
        emit_json([tool.to_dict() for tool in found])
        return
    table = _table("tool id", "name", "tags", "description")
    for tool in found:
        table.add_row(_cell(tool.id), _cell(tool.name), _cell(", ".join(tool.tags)), _cell(tool.description))
    _print_table(table, "no tools")


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
@click.option("--json", "as_json", is_flag=True, help="Print the hits as JSON (score, reasons, full tool).")
def tools_search(query: str, top_k: int, tags: tuple[str, ...], tags_mode: str, as_json: bool) -> None:
    """Find the tools that best fit a request (hybrid dense + BM25 search).

    \b
    Example:
      toolmem tools search "convert euros to yen" -k 3 --tag finance
    """
    hits = open_memory().tools.search(query, top_k, tags=list(tags), tags_mode=cast(TagsMode, tags_mode))
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
def tools_export(tool_ids: tuple[str, ...], format_: str, query: str | None, top_k: int | None) -> None:
    """Print tools as a JSON array of provider schemas: these ids, the hits of --query, or all.

    With --query the output is what an agent passes to its model as its tools.

    \b
    Example:
      toolmem tools export --format anthropic --query "send a text message" -k 3
      toolmem tools export --format mcp weather.current weather.alerts
    """
    if query is not None and tool_ids:
        raise click.UsageError("give tool ids or --query, not both")
    if top_k is not None and query is None:
        raise click.UsageError("-k/--top-k needs --query")
    catalogue = open_memory().tools
    selected: list[str] | None = list(tool_ids) if tool_ids else None
    if query is not None:
        selected = [hit.id for hit in catalogue.search(query, top_k or 5)]
    emit_json(catalogue.export(format_, selected))


# workspaces -----------------------------------------------------------------------------------
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
    found = _open_store().list_workspaces()
    if as_json:
        emit_json([asdict(info) for info in found])
        return
    table = _table("workspace", "tools", "embedder", "created")
    for info in found:
        created = datetime.fromtimestamp(info.created_at, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
        table.add_row(*map(_cell, (info.name, str(info.tools), info.embedder or "-", created)))
    _print_table(table, "no workspaces")


# formatting -----------------------------------------------------------------------------------
def _add_paths(paths: Sequence[str], *, as_json: bool) -> None:
    """Add files and folders, report, and exit with status 1 if a file was rejected."""
    with progress_callback("embedding tools") as progress:
        report = open_memory().tools.add_path(paths, progress=progress)
    if as_json:
        emit_json(report.to_dict())
    else:
        click.echo(_summary(report))
    for error in report.errors:
        click.echo(f"error: {' '.join(str(error).split())}", err=True)
    if report.errors:
        click.get_current_context().exit(1)


def _summary(report: AddReport) -> str:
    total = len(report.added) + len(report.updated) + len(report.unchanged)
    read = len(report.files)
    return (
        f"indexed {_count(total, 'tool')} from {_count(read, 'file')}: {len(report.added)} added, "
        f"{len(report.updated)} updated, {len(report.unchanged)} unchanged ({report.embedded} embedded)"
    )


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _aumai_hit(hit: ToolHit) -> dict[str, Any]:
    """A hit in aumai-toolretrieval's JSON shape."""
    return {
        "rank": hit.rank,
        "tool_id": hit.id,
        "name": hit.tool.name,
        "score": round(hit.score, 4),
        "description": hit.tool.description,
    }


def _print_hits(hits: Sequence[ToolHit]) -> None:
    table = _table("#", "tool id", "name", "score", "description")
    for hit in hits:
        row = (str(hit.rank), hit.id, hit.tool.name, f"{hit.score:.4f}", hit.tool.description)
        table.add_row(*map(_cell, row))
    _print_table(table, "no matching tools")


def _print_table(table: Table, empty: str) -> None:
    """Print a table on stdout with one line per row, long text cut with an ellipsis."""
    if not table.row_count:
        click.echo(empty)
        return
    Console(highlight=False).print(table)


def _table(*headers: str) -> Table:
    """A table whose tags and description columns give way first when the terminal is narrow."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
    for header in headers:
        table.add_column(header, no_wrap=header not in _SQUEEZABLE)
    return table


def _cell(value: str) -> Text:
    """A cell kept on one line, cut with an ellipsis; ``Text`` so that ``[...]`` is not markup."""
    return Text(value, no_wrap=True, overflow="ellipsis")


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
