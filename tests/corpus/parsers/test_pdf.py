import io
import sys

import pytest
from fpdf import FPDF
from pypdf import PdfReader, PdfWriter

from toolmem.corpus.chunking import Block
from toolmem.corpus.parsers.pdf import parse
from toolmem.errors import DependencyError, IngestError


def make_pdf(pages: list[list[str]], title: str | None = None) -> bytes:
    """A real PDF with one text line per string, blank lines between strings given as ``""``."""
    pdf = FPDF()
    pdf.set_font("helvetica", size=11)
    if title is not None:
        pdf.set_title(title)
    for lines in pages:
        pdf.add_page()
        for line in lines:
            pdf.cell(text=line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def encrypted(data: bytes, user_password: str) -> bytes:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    writer.encrypt(user_password, "owner-secret", algorithm="RC4-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


REPORT = make_pdf(
    [
        ["Toolmem finds the right tools.", "It runs offline.", "This paragraph", "spans two lines."],
        ["The second page has its own text."],
    ],
    title="Quarterly Report",
)


def test_a_multi_page_pdf_gives_paragraphs_with_their_page_numbers_and_the_metadata_title() -> None:
    assert parse(REPORT) == (
        [
            Block("Toolmem finds the right tools.", page=1),
            Block("It runs offline.", page=1),
            Block("This paragraph spans two lines.", page=1),
            Block("The second page has its own text.", page=2),
        ],
        "Quarterly Report",
    )


def test_a_pdf_without_a_title_in_its_metadata_has_no_title() -> None:
    blocks, title = parse(make_pdf([["Some text."]]))

    assert (blocks, title) == ([Block("Some text.", page=1)], None)


def test_a_pdf_encrypted_with_the_empty_password_is_read() -> None:
    blocks, _ = parse(encrypted(REPORT, ""))

    assert blocks[0] == Block("Toolmem finds the right tools.", page=1)


def test_a_password_protected_pdf_is_refused_with_how_to_decrypt_it() -> None:
    with pytest.raises(
        IngestError, match=r"report\.pdf: the PDF is encrypted; decrypt it first \(e\.g\. qpdf --decrypt"
    ):
        parse(encrypted(REPORT, "secret"), name="report.pdf")


@pytest.mark.parametrize("data", [b"%PDF-1.4 garbage", b"", b"not a pdf at all", REPORT[: len(REPORT) // 3]])
def test_malformed_bytes_are_refused_as_not_a_readable_pdf(data: bytes) -> None:
    with pytest.raises(IngestError, match="not a readable PDF") as caught:
        parse(data, name="broken.pdf")

    assert caught.value.path == "broken.pdf"
    assert caught.value.__cause__ is not None


def test_a_pdf_without_extractable_text_is_refused_with_a_hint_to_ocr_it() -> None:
    with pytest.raises(IngestError) as caught:
        parse(make_pdf([[], []]))

    assert str(caught.value) == "no text could be extracted (a scanned PDF? OCR it first, e.g. with ocrmypdf)"


def test_without_pypdf_pdfs_need_the_docs_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pypdf", None)  # as if pypdf were not installed

    with pytest.raises(DependencyError) as caught:
        parse(REPORT)

    assert str(caught.value) == (
        "reading PDF documents needs the package 'pypdf', which is not installed. "
        "Install it with: pip install 'toolmem[docs]'"
    )
