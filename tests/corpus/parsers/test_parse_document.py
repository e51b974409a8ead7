import pytest
from fpdf import FPDF

from toolmem.corpus.chunking import Block
from toolmem.corpus.parsers import FORMATS, ParsedDocument, detect_format, parse_document
from toolmem.errors import ConfigError, IngestError, ValidationError


def pdf_bytes(text: str) -> bytes:
    pdf = FPDF()
    pdf.set_font("helvetica")
    pdf.add_page()
    pdf.cell(text=text)
    return bytes(pdf.output())


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("guide.md", "markdown"),
        ("GUIDE.MARKDOWN", "markdown"),
        ("docs/page.html", "html"),
        ("page.htm", "html"),
        ("paper.pdf", "pdf"),
        ("notes.txt", "text"),
        ("notes.text", "text"),
        ("script.py", "text"),
        ("data.csv", "text"),
    ],
)
def test_the_suffix_decides_the_format(name: str, expected: str) -> None:
    assert detect_format(name, "# looks like markdown\n\n<html>") == expected


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"%PDF-1.7\n...", "pdf"),
        ("<!DOCTYPE html>\n<html><body>x</body></html>", "html"),
        ("\ufeff  <!-- generated -->\n<HTML lang=en>", "html"),
        (b"<html>\n<p>x</p>", "html"),
        ("Intro\n\n## Setup\n\nRun it.", "markdown"),
        ("Title\n=====\n\ntext", "markdown"),
        ("text\n\n```\ncode\n```", "markdown"),
        ("Just some notes.\nNothing special.", "text"),
        ("#hashtag is not a heading", "text"),
        ("", "text"),
    ],
)
def test_without_a_suffix_the_content_is_sniffed(data: str | bytes, expected: str) -> None:
    assert detect_format(None, data) == expected
    assert detect_format("README", data) == expected


def test_pdf_content_is_a_pdf_whatever_its_name() -> None:
    assert detect_format("download.txt", b"%PDF-1.4\n%...") == "pdf"


def test_parse_document_detects_the_format_and_returns_blocks_and_title() -> None:
    assert parse_document("# Guide\n\nHello.\n") == ParsedDocument([Block("Hello.", ("Guide",))], "markdown", "Guide")


def test_an_explicit_format_overrides_detection() -> None:
    assert parse_document("# Guide\n\nHello.", format="text", name="guide.md") == ParsedDocument(
        [Block("# Guide"), Block("Hello.")], "text", None
    )


def test_utf8_bytes_are_decoded_with_a_byte_order_mark_and_windows_line_endings() -> None:
    data = "\ufeff<title>Café</title><p>Crème\r\nbrûlée</p>".encode()

    assert parse_document(data, name="menu.html") == ParsedDocument([Block("Crème brûlée")], "html", "Café")


def test_bytes_that_are_not_utf8_raise_ingest_error_naming_the_file_and_the_byte() -> None:
    with pytest.raises(IngestError) as caught:
        parse_document("caf\u00e9 au lait".encode("latin-1"), name="notes.txt")

    assert str(caught.value) == (
        "notes.txt: not UTF-8 text: byte 0xe9 at offset 3 cannot be decoded; "
        "convert the file to UTF-8 (e.g. iconv -t UTF-8)"
    )


def test_pdf_bytes_are_parsed_as_a_pdf() -> None:
    assert parse_document(pdf_bytes("Hello from a PDF.")) == ParsedDocument(
        [Block("Hello from a PDF.", page=1)], "pdf", None
    )


def test_a_pdf_given_as_str_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="a PDF must be given as bytes"):
        parse_document("%PDF-1.4 ...", format="pdf")


def test_an_unknown_format_is_a_validation_error_listing_the_formats() -> None:
    with pytest.raises(ValidationError) as caught:
        parse_document("x", format="docx")

    assert str(caught.value) == "format: unknown document format 'docx'; choose one of text, markdown, html, pdf"
    assert FORMATS == ("text", "markdown", "html", "pdf")
