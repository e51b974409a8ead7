"""Document commands: ``docs add|search|list|show|remove``."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import click

from toolmem.cli.common import cell, cli, emit_json, fail, make_table, open_memory, print_table, progress_callback
from toolmem.cli.history import parse_pairs, split_pairs
from toolmem.errors import IngestError
from toolmem.models import ChunkHit, DocumentInfo

__all__ = ["DOCUMENT_SUFFIXES", "docs"]

# The files a directory given to ``docs add`` contributes; the rest of it is left alone.
DOCUMENT_SUFFIXES = (".txt", ".md", ".markdown", ".html", ".htm", ".pdf", ".rst")
FORMATS = ("text", "markdown", "html", "pdf")


@cli.group()
def docs() -> None:
    """Add documents (text, Markdown, HTML, PDF), search their chunks, list and remove them.

    \b
    Example:
      toolmem docs add handbook/ policy.pdf --meta team=support
      toolmem docs search "how long do refunds take" -k 3 --where team=support
    """


@docs.command("add")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, allow_dash=True))
@click.option("--id", "doc_id", default=None, help="The document's id (one input only).  [default: its path]")
@click.option(
    "--meta",
    "metadata",
    multiple=True,
    callback=parse_pairs,
    metavar="NAME=VALUE",
    help="Metadata for every document (repeatable).",
)
@click.option(
    "--format",
    "format_",
    type=click.Choice(FORMATS),
    default=None,
    help="Their format.  [default: from the suffix or content]",
)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of the stored documents.")
def docs_add(
    paths: tuple[str, ...], doc_id: str | None, metadata: dict[str, str], format_: str | None, as_json: bool
) -> None:
    """Add (or replace) documents from files and directories; - reads one text from stdin.

    A directory contributes its files ending in .txt .md .markdown .html .htm .pdf .rst, in sorted
    order, recursively. A document's id is its absolute path (stdin: text:<digest>) unless --id is
    given; re-adding unchanged content changes nothing. Each --meta NAME=VALUE is stored with every
    document and can be filtered on with `docs search --where`.

    Documents are added one by one: a file that cannot be read (a malformed or encrypted PDF) is
    reported on stderr and the command exits with status 1, but the other documents are added
    anyway, and nothing of the bad file is stored.

    \b
    Example:
      toolmem docs add handbook/ policy.pdf --meta team=support
      curl -s https://example.com/notes.md | toolmem docs add - --id notes --format markdown
    """
    inputs = _expand(paths)
    if doc_id is not None and len(inputs) != 1:
        raise click.UsageError(f"--id names one document, but {len(inputs)} inputs were given")
    memory = open_memory()
    added: list[DocumentInfo] = []
    errors: list[str] = []
    with progress_callback("embedding chunks") as progress:
        for source in inputs:
            try:
                if isinstance(source, Path):
                    info = memory.docs.add(source, doc_id, metadata, format=format_, progress=progress)
                else:
                    info = memory.docs.add_text(source, doc_id, metadata, format=format_, progress=progress)
            except IngestError as exc:
                errors.append(str(exc))
                continue
            added.append(info)
    if as_json:
        emit_json([info.to_dict() for info in added])
    else:
        for info in added:
            click.echo(f"added {info.id} ({info.format}, {_count(info.chunks, 'chunk')})")
    for error in errors:
        click.echo(f"error: {' '.join(error.split())}", err=True)
    if errors:
        click.get_current_context().exit(1)


@docs.command("search")
@click.argument("query")
@click.option("-k", "--top-k", type=click.IntRange(min=1), default=5, show_default=True, help="How many chunks.")
@click.option(
    "--where",
    multiple=True,
    callback=lambda ctx, param, values: _where(values),
    metavar="NAME=VALUE",
    help="Only chunks whose metadata (or 'document') has this value; repeat a NAME to accept any of its values.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the hits as JSON (with the full text).")
def docs_search(query: str, top_k: int, where: dict[str, Any], as_json: bool) -> None:
    """Find the chunks that best match QUERY, best first (hybrid dense + BM25 search).

    \b
    Example:
      toolmem docs search "how long do refunds take" -k 3 --where team=support --where team=sales
    """
    hits = open_memory().docs.search(query, top_k, where or None)
    if as_json:
        emit_json([hit.to_dict() for hit in hits])
        return
    table = make_table("#", "score", "document", "chunk", "section", "text")
    table.columns[-1].no_wrap = False  # the text gives way first on a narrow terminal
    for hit in hits:
        row = (str(hit.rank), f"{hit.score:.4f}", hit.document, str(hit.position), _section(hit), _one_line(hit.text))
        table.add_row(*map(cell, row))
    print_table(table, "no matching chunks")


@docs.command("list")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="At most this many.")
@click.option("--offset", type=click.IntRange(min=0), default=0, show_default=True, help="Skip this many.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of documents.")
def docs_list(limit: int | None, offset: int, as_json: bool) -> None:
    """List the documents, ordered by id.

    \b
    Example:
      toolmem docs list --limit 20
    """
    found = open_memory().docs.list(limit=limit, offset=offset)
    if as_json:
        emit_json([info.to_dict() for info in found])
        return
    table = make_table("id", "format", "chunks", "tokens", "title")
    table.columns[-1].no_wrap = False
    for info in found:
        table.add_row(*map(cell, (info.id, info.format, str(info.chunks), str(info.tokens), info.title or "-")))
    print_table(table, "no documents")


@docs.command("show")
@click.argument("doc_id")
@click.option("--json", "as_json", is_flag=True, help="Print the document as JSON.")
def docs_show(doc_id: str, as_json: bool) -> None:
    """Show one stored document: its source, format, title, size and metadata.

    \b
    Example:
      toolmem docs show notes --json
    """
    info = open_memory().docs.get(doc_id)
    if as_json:
        emit_json(info.to_dict())
        return
    for key, value in info.to_dict().items():
        text = json.dumps(value, ensure_ascii=False) if isinstance(value, dict) else "-" if value is None else value
        click.echo(f"{key + ':':<14}{text}")


@docs.command("remove")
@click.argument("doc_ids", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help='Print {"removed": [...], "missing": [...]} as JSON.')
def docs_remove(doc_ids: tuple[str, ...], as_json: bool) -> None:
    """Remove documents by id; exits with status 1 naming any id that does not exist.

    The ids that exist are removed either way.

    \b
    Example:
      toolmem docs remove notes /home/me/handbook/refunds.md
    """
    memory = open_memory()
    wanted = list(dict.fromkeys(doc_ids))
    removed = [doc_id for doc_id in wanted if memory.docs.remove(doc_id)]
    missing = [doc_id for doc_id in wanted if doc_id not in removed]
    if as_json:
        emit_json({"removed": removed, "missing": missing})
    else:
        for doc_id in removed:
            click.echo(f"removed {doc_id}")
    if missing:
        fail(f"no document {', '.join(map(repr, missing))}; list them with `toolmem docs list`")


def _expand(paths: Sequence[str]) -> list[str | Path]:
    """The inputs in order: ``-`` as the text of stdin, files as paths, directories as their documents."""
    inputs: list[str | Path] = []
    for path in dict.fromkeys(paths):
        if path == "-":
            inputs.append(_read_stdin())
        elif Path(path).is_dir():
            inputs.extend(sorted(_documents_under(Path(path))))
        else:
            inputs.append(Path(path))
    return inputs


def _documents_under(directory: Path) -> Iterator[Path]:
    for path in directory.rglob("*"):
        if path.suffix.lower() in DOCUMENT_SUFFIXES and path.is_file():
            yield path


def _where(values: Sequence[str]) -> dict[str, Any]:
    """``--where`` options as a filter: a repeated name accepts any of its values."""
    accepted: dict[str, list[str]] = {}
    for name, value in split_pairs(values, "--where"):
        accepted.setdefault(name, []).append(value)
    return {name: found[0] if len(found) == 1 else found for name, found in accepted.items()}


def _section(hit: ChunkHit) -> str:
    meta = hit.chunk.metadata
    parts = [str(meta["heading"])] if meta.get("heading") else []
    if meta.get("page") is not None:
        parts.append(f"page {meta['page']}")
    return " · ".join(parts) or "-"


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _read_stdin() -> str:
    with click.open_file("-", encoding="utf-8") as stream:
        text: str = stream.read()
    return text
