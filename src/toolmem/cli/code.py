"""Code commands: ``code index|search|list|remove``."""

from __future__ import annotations

from collections.abc import Sequence

import click

from toolmem.cli.common import cli, emit_json, fail, open_memory
from toolmem.cli.output import Column, print_rows
from toolmem.cli.progress import progress_bars
from toolmem.memory import Memory
from toolmem.records import CodeHit, IndexReport

__all__ = ["code"]


@cli.group()
def code() -> None:
    """Index source trees by symbol (functions, methods, classes) and find code by what it does.

    \b
    Example:
      toolmem code index ~/src/myproject
      toolmem code search "parse the config file" --repo myproject --code
    """


@code.command("index")
@click.argument("path", type=click.Path(exists=True))
@click.option("--repo", default=None, help="The repository's name.  [default: the directory's name]")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def code_index(path: str, repo: str | None, as_json: bool) -> None:
    """Index the source files under PATH (a directory, or one file) as one repository.

    Files are stored as <repo>/<path inside PATH>. Indexing again re-reads every file but re-chunks
    only those that changed, and forgets files that are gone; dot files and folders, files ignored
    by the tree's .gitignore, binaries and files over 1 MB are left out.

    \b
    Example:
      toolmem code index ~/src/myproject --repo myproject
    """
    with progress_bars() as progress:
        report = open_memory().code.index(path, repo=repo, progress=progress)
    if as_json:
        emit_json(report.to_dict())
        return
    click.echo(_summary(report))
    for file, reason in report.skipped.items():
        click.echo(f"skipped {file}: {reason}")


@code.command("search")
@click.argument("description")
@click.option("-k", "--top-k", type=click.IntRange(min=1), default=5, show_default=True, help="How many symbols.")
@click.option("--repo", default=None, help="Only this repository.")
@click.option("--language", default=None, help="Only this language (python, javascript, go, ...).")
@click.option("--code", "show_code", is_flag=True, help="Print each symbol's code instead of a table.")
@click.option("--json", "as_json", is_flag=True, help="Print the hits as JSON (always with the code).")
def code_search(
    description: str, top_k: int, repo: str | None, language: str | None, show_code: bool, as_json: bool
) -> None:
    """Find the symbols whose code does what DESCRIPTION says, best first.

    Prints one line per symbol: rank, score, kind, file:lines and the symbol's name. No code
    indexed in the workspace, or a --repo that is not indexed, is an error (exit status 1) that
    names the indexed repositories.

    \b
    Example:
      toolmem code search "retry a request with exponential backoff" -k 3 --language python --code
    """
    memory = open_memory()
    hits = memory.code.search(description, top_k, repo=repo, language=language)
    if not hits:
        _refuse_unknown(memory, repo)
    if as_json:
        emit_json([hit.to_dict() for hit in hits])
    elif show_code:
        _print_code(hits)
    else:
        columns = (
            Column("#", right=True),
            Column("score", right=True),
            Column("kind"),
            Column("where", most=40, keep_end=True),
            Column("symbol", flexible=True),
        )
        rows = [(str(hit.rank), f"{hit.score:.3f}", hit.kind, f"{hit.file}:{_lines(hit)}", hit.symbol) for hit in hits]
        print_rows(columns, rows, "no matching code")


@code.command("list")
@click.option("--repo", default=None, help="Only this repository.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="At most this many.")
@click.option("--offset", type=click.IntRange(min=0), default=0, show_default=True, help="Skip this many.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of files.")
def code_list(repo: str | None, limit: int | None, offset: int, as_json: bool) -> None:
    """List the indexed files, ordered by <repo>/<path>; a --repo that is not indexed is an error
    (exit status 1) naming the indexed ones.

    \b
    Example:
      toolmem code list --repo myproject
    """
    memory = open_memory()
    found = memory.code.list(repo, limit=limit, offset=offset)
    if not found and repo is not None:
        _refuse_unknown(memory, repo)
    if as_json:
        emit_json([info.to_dict() for info in found])
        return
    columns = (
        Column("language"),
        Column("symbols", right=True),
        Column("tokens", right=True),
        Column("file", flexible=True, keep_end=True),
    )
    rows = [(info.format, str(info.chunks), str(info.tokens), info.id) for info in found]
    print_rows(columns, rows, "no indexed files: index a tree with `toolmem code index PATH`")


@code.command("remove")
@click.argument("repo")
@click.option("--json", "as_json", is_flag=True, help='Print {"repo": ..., "removed": N} as JSON.')
def code_remove(repo: str, as_json: bool) -> None:
    """Forget an indexed repository; exits with status 1 if it has no indexed files.

    \b
    Example:
      toolmem code remove myproject
    """
    removed = open_memory().code.remove(repo)
    if not removed:
        fail(f"no repository {repo!r} is indexed; list the files with `toolmem code list`")
    if as_json:
        emit_json({"repo": repo, "removed": removed})
    else:
        click.echo(f"removed {repo} ({_count(removed, 'file')})")


def _refuse_unknown(memory: Memory, repo: str | None) -> None:
    """Fail, naming what is indexed, when a search found nothing because there is nothing to search."""
    repos = memory.code.repos()
    if not repos:
        fail(f"workspace {memory.workspace!r} has no indexed code yet; index a tree with `toolmem code index PATH`")
    if repo is not None and repo not in repos:
        fail(f"no repository {repo!r} is indexed; the indexed ones: {', '.join(repos)}")


def _summary(report: IndexReport) -> str:
    return (
        f"indexed {_count(report.documents, 'file')}: {report.changed} changed, {report.unchanged} unchanged, "
        f"{report.removed} removed, {len(report.skipped)} skipped; "
        f"{_count(report.chunks, 'symbol')} written ({report.embedded} embedded)"
    )


def _print_code(hits: Sequence[CodeHit]) -> None:
    if not hits:
        click.echo("no matching code")
    for number, hit in enumerate(hits):
        if number:
            click.echo()
        click.echo(f"{hit.rank}. {hit.file}:{_lines(hit)}  {hit.symbol} ({hit.kind}, score {hit.score:.4f})")
        click.echo(hit.code.rstrip("\n"))


def _lines(hit: CodeHit) -> str:
    return f"{hit.start_line}-{hit.end_line}"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
