"""Documents parsed into blocks: plain text, Markdown, HTML and PDF, one module per format.

:func:`parse_document` turns already-read content into a :class:`ParsedDocument`: its blocks
(paragraphs, lists, code, table rows, each under its heading path) ready for
:func:`toolmem.corpus.chunking.chunk_blocks`, and its title when the document names one. The format is
given, or guessed by :func:`detect_format` from the file name and the content.

Example:
    >>> doc = parse_document("# Guide\\n\\n## Setup\\n\\nRun `pip install toolmem`.\\n")
    >>> doc.format, doc.title, doc.blocks[0].heading
    ('markdown', 'Guide', ('Guide', 'Setup'))
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePath

from toolmem.corpus.chunking import Block
from toolmem.corpus.parsers import html, markdown, pdf, text
from toolmem.errors import IngestError, ValidationError

__all__ = ["FORMATS", "ParsedDocument", "detect_format", "parse_document"]

FORMATS = ("text", "markdown", "html", "pdf")

_SUFFIXES = {
    ".md": "markdown",
    ".markdown": "markdown",
    ".html": "html",
    ".htm": "html",
    ".pdf": "pdf",
    ".txt": "text",
    ".text": "text",
}
_TEXT_PARSERS: dict[str, Callable[[str], tuple[list[Block], str | None]]] = {
    "text": text.parse,
    "markdown": markdown.parse,
    "html": html.parse,
}
_SNIFF_CHARS = 4096
_HTML_START = re.compile(r"\A\s*(?:<!--.*?-->\s*)*<(?:!doctype\s+html|html)[\s>]", re.IGNORECASE | re.DOTALL)
_MARKDOWN_SIGN = re.compile(r"^(?:#{1,6}[ \t]+\S|```|~~~|(?:={3,}|-{3,})[ \t]*$)", re.MULTILINE)


@dataclass(frozen=True)
class ParsedDocument:
    """A document read into blocks.

    Attributes:
        blocks: its paragraphs, lists, code blocks and table rows, in reading order.
        format: the format it was read as, one of :data:`FORMATS`.
        title: its first H1, ``<title>`` or PDF metadata title, when it has one.
    """

    blocks: list[Block]
    format: str
    title: str | None


def detect_format(name: str | None, data: bytes | str) -> str:
    """Guess a document's format from its file name, else from its content.

    PDF content (``%PDF-``) is a PDF whatever its name. A known suffix decides (``.md``,
    ``.markdown``, ``.html``, ``.htm``, ``.pdf``, ``.txt``, ``.text``), another suffix means plain
    text; without a suffix the content is sniffed for an HTML start or Markdown headings and fences.

    Args:
        name: the file name or path, if known.
        data: the content, or its start.

    Returns:
        One of :data:`FORMATS`.
    """
    head = data[:_SNIFF_CHARS]
    if isinstance(head, bytes):
        if head.lstrip().startswith(b"%PDF-"):
            return "pdf"
        head_text = head.decode("utf-8", errors="replace")
    else:
        if head.lstrip().startswith("%PDF-"):
            return "pdf"
        head_text = head
    suffix = PurePath(name).suffix.lower() if name else ""
    if suffix:
        return _SUFFIXES.get(suffix, "text")
    head_text = head_text.lstrip("\ufeff")
    if _HTML_START.match(head_text):
        return "html"
    if _MARKDOWN_SIGN.search(head_text):
        return "markdown"
    return "text"


def parse_document(source: str | bytes, *, format: str | None = None, name: str | None = None) -> ParsedDocument:
    """Parse already-read content into blocks.

    Args:
        source: the content: ``str`` for text, Markdown or HTML; ``bytes`` for any format (UTF-8
            for the text formats).
        format: one of :data:`FORMATS`, or ``None`` to detect it (:func:`detect_format`).
        name: the file name, used to detect the format and in error messages.

    Returns:
        The blocks, the format and the title.

    Raises:
        ValidationError: the format is unknown, or a PDF was given as ``str``.
        IngestError: the content cannot be read in that format (not UTF-8, not a readable PDF,
            encrypted, no text).
        DependencyError: HTML or PDF needs ``toolmem[docs]``, which is not installed.

    Example:
        >>> parse_document(b"One.\\n\\nTwo.", name="notes.txt").blocks
        [Block(text='One.', heading=(), page=None), Block(text='Two.', heading=(), page=None)]
    """
    if format is None:
        format = detect_format(name, source)
    elif format not in FORMATS:
        raise ValidationError("format", f"unknown document format {format!r}; choose one of {', '.join(FORMATS)}")
    if format == "pdf":
        if isinstance(source, str):
            raise ValidationError("source", "a PDF must be given as bytes (open the file in binary mode), not str")
        blocks, title = pdf.parse(source, name=name)
    else:
        blocks, title = _TEXT_PARSERS[format](_as_text(source, name))
    return ParsedDocument(blocks, format, title)


def _as_text(source: str | bytes, name: str | None) -> str:
    if isinstance(source, bytes):
        try:
            source = source.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise IngestError(
                f"not UTF-8 text: byte 0x{source[exc.start]:02x} at offset {exc.start} cannot be decoded; "
                "convert the file to UTF-8 (e.g. iconv -t UTF-8)",
                path=name,
            ) from exc
    return source.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
