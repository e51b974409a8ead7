"""The shared parts of the command line: the root group, its options, errors and JSON output.

Global options pick the database, the workspace and the embedder (``--db`` / ``TOOLMEM_DB``,
``-w`` / ``TOOLMEM_WORKSPACE``, ``--embedder`` / ``TOOLMEM_EMBEDDER``) and whether long work draws
progress bars (``--progress/--no-progress``, :mod:`toolmem.cli.progress`). The memory is opened
only when a command needs it and closed when the command ends, so ``--help`` never touches a
database.

Other command modules reuse :func:`open_memory`, :func:`fail` and :func:`emit_json`, print
listings with :mod:`toolmem.cli.output`, and register their group on :data:`cli`.

Example::

    toolmem index --tools-dir examples/catalogue
    toolmem search --query "will it rain tomorrow" --output-format json
    toolmem tools export --format anthropic --query "send a text message" -k 3
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import IO, Any, NoReturn, cast

import click

import toolmem
import toolmem.threads as threads
from toolmem.errors import ToolmemError
from toolmem.llm import ChatModel
from toolmem.memory import Memory
from toolmem.plans.judge import judge_from_env
from toolmem.stores import Store

__all__ = ["CliError", "Settings", "cli", "emit_json", "fail", "open_memory", "open_store_only"]

_MEMORY_KEY = "toolmem.memory"


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
        llm = ChatModel.from_env()  # the chat model for guidelines comes from the environment, here at the edge
        judge = judge_from_env(llm)
        if llm is not None:
            root.call_on_close(llm.close)
        memory = root.with_resource(
            toolmem.open(settings.db, settings.workspace, settings.embedder, llm=llm, plan_judge=judge)
        )
        root.meta[_MEMORY_KEY] = memory
    return cast(Memory, memory)


def open_store_only() -> Store:
    """The store alone, for commands that must not create or bind a workspace by opening it."""
    ctx = click.get_current_context()
    settings = ctx.find_object(Settings) or Settings()
    store = toolmem.open_store(settings.db or str(toolmem.default_db_path()))
    ctx.call_on_close(store.close)
    return store


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
@click.option(
    "--query-threads",
    envvar="TOOLMEM_QUERY_THREADS",
    show_envvar=True,
    type=click.IntRange(min=0),
    default=1,
    show_default=True,
    help="Threads one search may use (embedding the request, scanning the vectors; 0: the libraries'"
    " own defaults). Batch work (embedding a catalogue) uses every core.",
)
@click.option(
    "--progress/--no-progress",
    default=None,
    help="Progress bars for long work (adding, embedding, indexing, benchmarks) on stderr."
    "  [default: when stderr is a terminal]",
)
@click.option("-v", "--verbose", is_flag=True, help="Also show informational messages on stderr.")
@click.version_option(toolmem.__version__, prog_name="toolmem")
@click.pass_context
def cli(
    ctx: click.Context,
    db: str | None,
    workspace: str,
    embedder: str | None,
    query_threads: int,
    progress: bool | None,
    verbose: bool,
) -> None:
    """toolmem: the memory an LLM agent keeps about its tools.

    \b
    Example:
      toolmem index --tools-dir examples/catalogue
      toolmem search --query "will it rain tomorrow"
    """
    ctx.obj = Settings(db=db or None, workspace=workspace, embedder=embedder or None)
    threads.configure(query=query_threads or None)
    _configure_logging(ctx, verbose)
