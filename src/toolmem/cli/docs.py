"""Document commands: ``docs add|search|list|show|remove``."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import click

from toolmem.cli.common import cli, emit_json, fail, open_memory
from toolmem.cli.history import parse_pairs, split_pairs
from toolmem.cli.output import Column, print_rows
from toolmem.cli.progress import progress_bars
from toolmem.errors import IngestError
from toolmem.memory import Memory
from toolmem.progress import Stage
from toolmem.records import ChunkHit, DocumentInfo

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
    with progress_bars() as progress:
        documents = Stage(progress, "adding documents", len(inputs))
        for source in inputs:
            try:
                if isinstance(source, Path):
                    info = memory.docs.add(source, doc_id, metadata, format=format_, progress=progress)
                else:
                    info = memory.docs.add_text(source, doc_id, metadata, format=format_, progress=progress)
            except IngestError as exc:
                errors.append(str(exc))
                continue
            finally:
                documents.advance()
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
@click.option(
    "--min-score",
    type=float,
    default=0.0,
    show_default=True,
    help="Only chunks scoring at least this; 0 leaves out those less relevant than the average chunk,"
    " -inf keeps every hit.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the hits as JSON (with the full text).")
def docs_search(query: str, top_k: int, where: dict[str, Any], min_score: float, as_json: bool) -> None:
    """Find the chunks that best match QUERY, best first (hybrid dense + BM25 search).

    Prints one line per chunk: rank, score, document, chunk number and its text (after its heading
    and page in brackets), cut to the terminal's width (--json has the full text). The score is a
    fused relevance (z-scores of the dense and BM25 signals against every chunk): chunks scoring
    below 0, less relevant than the average chunk, are left out unless --min-score says otherwise.
    No documents in the workspace is an error (exit status 1) that says how to add some.

    \b
    Example:
      toolmem docs search "how long do refunds take" -k 3 --where team=support --where team=sales
    """
    memory = open_memory()
    hits = memory.docs.search(query, top_k, where or None, min_score=min_score)
    if not hits:
        _refuse_empty(memory)
    if as_json:
        emit_json([hit.to_dict() for hit in hits])
        return
    columns = (
        Column("#", right=True),
        Column("score", right=True),
        Column("document", most=32, keep_end=True),
        Column("chunk", right=True),
        Column("text", flexible=True),
    )
    rows = [(str(hit.rank), f"{hit.score:.3f}", hit.document, str(hit.position), _text(hit)) for hit in hits]
    print_rows(columns, rows, f"no chunk scores {min_score:g} or more (a lower --min-score shows weaker matches)")


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
    columns = (
        Column("id", most=40, keep_end=True),
        Column("format"),
        Column("chunks", right=True),
        Column("tokens", right=True),
        Column("title", flexible=True),
    )
    rows = [(info.id, info.format, str(info.chunks), str(info.tokens), info.title or "-") for info in found]
    print_rows(columns, rows, "no documents: add some with `toolmem docs add PATH`")


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


def _text(hit: ChunkHit) -> str:
    """The chunk's text, after its heading and page in brackets when it has them."""
    meta = hit.chunk.metadata
    parts = [str(meta["heading"])] if meta.get("heading") else []
    if meta.get("page") is not None:
        parts.append(f"page {meta['page']}")
    return f"[{' · '.join(parts)}] {hit.text}" if parts else hit.text


def _refuse_empty(memory: Memory) -> None:
    """Fail, saying how to add documents, when a search found nothing because there is nothing."""
    if not memory.docs.list(limit=1):
        fail(f"workspace {memory.workspace!r} has no documents yet; add some with `toolmem docs add PATH`")


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _read_stdin() -> str:
    with click.open_file("-", encoding="utf-8") as stream:
        text: str = stream.read()
    return text
