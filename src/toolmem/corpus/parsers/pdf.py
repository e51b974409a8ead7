"""PDF: the text of each page, in paragraphs, with their page numbers.

Read with ``pypdf`` (``pip install 'toolmem[docs]'``). A page's paragraphs are split on blank lines;
a page without blank lines is split after lines that end a sentence. Encrypted PDFs are opened
when the empty password works; scanned PDFs, with no text to extract, are refused.
"""

from __future__ import annotations

import importlib
import io
import re
from types import ModuleType
from typing import TYPE_CHECKING

from toolmem.corpus.chunking import Block
from toolmem.errors import DependencyError, IngestError

if TYPE_CHECKING:
    from pypdf import PdfReader

__all__ = ["parse"]

_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_SENTENCE_END = re.compile(r"[.!?:。！？][\"'”’)\]]*$")


def parse(data: bytes, *, name: str | None = None) -> tuple[list[Block], str | None]:
    """The paragraphs of a PDF, each with the page it is on, and its metadata title.

    Args:
        data: the PDF file's bytes.
        name: the file name, for error messages.

    Raises:
        DependencyError: ``pypdf`` is not installed.
        IngestError: the PDF is malformed, encrypted with a password, or has no text layer.
    """
    pypdf = _pypdf()
    reader = _open(pypdf, data, name)
    blocks: list[Block] = []
    try:
        for number, page in enumerate(reader.pages, start=1):
            blocks.extend(Block(paragraph, page=number) for paragraph in _paragraphs(page.extract_text()))
        title = reader.metadata.title if reader.metadata is not None else None
    except Exception as exc:  # pypdf raises many unrelated types (KeyError, ValueError, ...) on damage
        raise IngestError(f"not a readable PDF: {exc}", path=name) from exc
    if not blocks:
        raise IngestError("no text could be extracted (a scanned PDF? OCR it first, e.g. with ocrmypdf)", path=name)
    return blocks, (title.strip() or None) if isinstance(title, str) else None


def _pypdf() -> ModuleType:
    try:
        return importlib.import_module("pypdf")
    except ImportError as exc:
        raise DependencyError("reading PDF documents", "docs", "pypdf") from exc


def _open(pypdf: ModuleType, data: bytes, name: str | None) -> PdfReader:
    """A reader of ``data``, decrypted with the empty password if it is encrypted."""
    try:
        reader: PdfReader = pypdf.PdfReader(io.BytesIO(data))
        encrypted = reader.is_encrypted
    except Exception as exc:  # PdfReadError, and also ValueError, KeyError ... on malformed files
        raise IngestError(f"not a readable PDF: {exc}", path=name) from exc
    if encrypted and not _decrypts_with_empty_password(reader):
        raise IngestError(
            "the PDF is encrypted; decrypt it first (e.g. qpdf --decrypt --password=PASSWORD in.pdf out.pdf)",
            path=name,
        )
    return reader


def _decrypts_with_empty_password(reader: PdfReader) -> bool:
    try:
        return bool(reader.decrypt(""))
    except Exception:  # an unsupported algorithm, or a cipher package missing: still locked to us
        return False


def _paragraphs(text: str) -> list[str]:
    """Paragraphs of one page's text, their lines joined by spaces."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    chunks = _BLANK_LINE.split(text)
    if len(chunks) == 1:
        chunks = _by_sentence_ends(text)
    paragraphs = (" ".join(line.strip() for line in chunk.split("\n") if line.strip()) for chunk in chunks)
    return [paragraph for paragraph in paragraphs if paragraph]


def _by_sentence_ends(text: str) -> list[str]:
    """Lines grouped into paragraphs, one ending after each line that ends a sentence."""
    groups: list[str] = []
    current: list[str] = []
    for line in text.split("\n"):
        current.append(line)
        if _SENTENCE_END.search(line.rstrip()):
            groups.append("\n".join(current))
            current = []
    if current:
        groups.append("\n".join(current))
    return groups
