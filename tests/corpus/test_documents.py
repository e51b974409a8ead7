"""Document memory on a real SQLite store: adding, chunking, replacing, filtering and searching."""

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import toolmem
from toolmem import ConfigError, DocumentMemory, IngestError, NotFoundError, ValidationError

GUIDE = """# Travel guide

Intro paragraph about the guide.

## Trains

Trains leave from the central station every hour. Tickets are sold at the counter.

## Hotels

Hotels near the harbour are quiet. Breakfast is served from seven.
"""


@pytest.fixture
def mem(db: str) -> Iterator[toolmem.Memory]:
    with toolmem.open(db, embedder="demo") as memory:
        yield memory


def test_a_markdown_document_is_chunked_by_section_and_searchable(mem: toolmem.Memory) -> None:
    info = mem.docs.add(GUIDE, doc_id="guide", metadata={"lang": "en"})
    assert (info.id, info.format, info.title, info.chunks, info.source) == (
        "guide",
        "markdown",
        "Travel guide",
        3,
        None,
    )
    hits = mem.docs.search("train station tickets", k=2)
    assert hits[0].document == "guide"
    assert hits[0].chunk.metadata == {"lang": "en", "heading": "Travel guide > Trains"}
    assert hits[0].text.startswith("Trains leave")
    assert hits[0].rank == 1
    assert hits[0].score >= hits[1].score
    assert set(hits[0].reasons) == {"bm25", "dense"}


def test_chunk_ids_are_unique_across_documents(mem: toolmem.Memory) -> None:
    mem.docs.add("Alpha text.", doc_id="a")
    mem.docs.add("Alpha text.", doc_id="b")
    hits = mem.docs.search("alpha", k=5)
    assert sorted(hit.id for hit in hits) == ["a#0", "b#0"]


def test_re_adding_a_document_replaces_all_its_chunks(mem: toolmem.Memory) -> None:
    mem.docs.add(GUIDE, doc_id="guide")
    info = mem.docs.add("# Travel guide\n\nOnly ferries now.", doc_id="guide")
    assert info.chunks == 1
    assert [hit.text for hit in mem.docs.search("trains hotels harbour ferries", k=10)] == ["Only ferries now."]
    assert [d.id for d in mem.docs.list()] == ["guide"]


def test_re_adding_the_same_content_embeds_nothing(mem: toolmem.Memory) -> None:
    first = mem.docs.add(GUIDE, doc_id="guide")
    embedded = list(mem.embedder.texts)  # type: ignore[union-attr]
    again = mem.docs.add(GUIDE, doc_id="guide")
    assert again == first
    assert mem.embedder.texts == embedded  # type: ignore[union-attr]


def test_search_filters_on_metadata_and_document(mem: toolmem.Memory) -> None:
    mem.docs.add("Opening hours are nine to five.", doc_id="en", metadata={"lang": "en"})
    mem.docs.add("Opening hours are nine to five.", doc_id="fr", metadata={"lang": "fr"})
    mem.docs.add("Opening hours are nine to five.", doc_id="de", metadata={"lang": "de"})
    assert [h.document for h in mem.docs.search("opening hours", where={"lang": "fr"})] == ["fr"]
    assert sorted(h.document for h in mem.docs.search("opening hours", where={"lang": ["en", "de"]})) == ["de", "en"]
    assert [h.document for h in mem.docs.search("opening hours", where={"document": "de"})] == ["de"]
    assert mem.docs.search("opening hours", where={"lang": "it"}) == []
    with pytest.raises(ConfigError, match="where"):
        mem.docs.search("opening hours", where="lang=fr")  # type: ignore[arg-type]


def test_removing_a_document_removes_its_chunks(mem: toolmem.Memory) -> None:
    mem.docs.add(GUIDE, doc_id="guide")
    mem.docs.add("Other text about trains.", doc_id="other")
    assert mem.docs.remove("guide") is True
    assert mem.docs.remove("guide") is False
    assert {hit.document for hit in mem.docs.search("trains", k=10)} == {"other"}
    with pytest.raises(NotFoundError, match="guide"):
        mem.docs.get("guide")


def test_files_are_read_by_path_with_their_format(mem: toolmem.Memory, tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text(
        "<html><head><title>Shop</title><script>var x = 'trains';</script></head>"
        "<body><h1>Returns</h1><p>Items can be returned within 30 days &amp; refunded.</p></body></html>",
        encoding="utf-8",
    )
    notes = tmp_path / "notes.md"
    notes.write_text(GUIDE, encoding="utf-8")
    html = mem.docs.add(page)
    markdown = mem.docs.add(str(notes))
    assert (html.id, html.format, html.title, html.source) == (str(page.resolve()), "html", "Shop", str(page.resolve()))
    assert markdown.format == "markdown"
    hit = mem.docs.search("refund returned items", k=1)[0]
    assert hit.document == str(page.resolve())
    assert "30 days & refunded" in hit.text
    assert "var x" not in hit.text


def test_a_missing_file_is_a_clear_error(mem: toolmem.Memory, tmp_path: Path) -> None:
    with pytest.raises(IngestError, match="no such file"):
        mem.docs.add(str(tmp_path / "absent.pdf"))
    assert mem.docs.list() == []


def test_a_pdf_is_split_by_page(mem: toolmem.Memory, tmp_path: Path) -> None:
    fpdf = pytest.importorskip("fpdf")
    pdf = fpdf.FPDF()
    pdf.set_font("helvetica", size=12)
    for text in ("The warranty lasts two years.", "Batteries are not covered by the warranty."):
        pdf.add_page()
        pdf.multi_cell(0, 10, text)
    path = tmp_path / "manual.pdf"
    pdf.output(str(path))
    info = mem.docs.add(path, metadata={"product": "kettle"})
    assert (info.format, info.chunks) == ("pdf", 2)
    hit = mem.docs.search("batteries covered", k=1)[0]
    assert hit.chunk.metadata == {"product": "kettle", "page": 2}


def test_an_encrypted_pdf_is_refused_and_nothing_is_stored(mem: toolmem.Memory, tmp_path: Path) -> None:
    fpdf = pytest.importorskip("fpdf")
    pdf = fpdf.FPDF()
    pdf.set_encryption(owner_password="owner", user_password="secret")
    pdf.add_page()
    pdf.set_font("helvetica", size=12)
    pdf.multi_cell(0, 10, "Top secret plans.")
    path = tmp_path / "locked.pdf"
    pdf.output(str(path))
    with pytest.raises(IngestError, match="encrypted") as caught:
        mem.docs.add(path)
    assert caught.value.path == str(path.resolve())
    assert mem.docs.list() == []


def test_a_malformed_pdf_is_refused_and_nothing_is_stored(mem: toolmem.Memory, tmp_path: Path) -> None:
    path = tmp_path / "broken.pdf"
    path.write_bytes(b"%PDF-1.4\nthis is not a pdf at all")
    with pytest.raises(IngestError, match="PDF"):
        mem.docs.add(path)
    assert mem.docs.list() == []
    assert mem.docs.search("pdf") == []


def test_every_chunk_respects_the_token_budget(db: str) -> None:
    text = "\n\n".join(
        f"Paragraph {i}. " + "The quick brown fox jumps over the lazy dog. " * (i % 40 + 1) for i in range(60)
    )
    with toolmem.open(db, embedder="hash") as mem:
        docs = DocumentMemory(mem.space, mem.embedder, max_tokens=64, overlap=8)
        info = docs.add(text, doc_id="long")
        hits = docs.search("quick brown fox", k=1000)
    assert len(hits) == info.chunks > 60
    assert max(hit.chunk.tokens for hit in hits) <= 64


def test_unicode_documents_round_trip(mem: toolmem.Memory) -> None:
    text = "# 東京\n\n東京の天気は晴れです 🌞. Café crème à côté."
    mem.docs.add(text, doc_id="tokyo")
    hit = mem.docs.search("東京の天気", k=1)[0]
    assert hit.text == "東京の天気は晴れです 🌞. Café crème à côté."
    assert hit.chunk.metadata == {"heading": "東京"}


def test_keyword_only_search_without_an_embedder(db: str) -> None:
    with toolmem.open(db, embedder="none") as mem:
        mem.docs.add(GUIDE, doc_id="guide")
        hits = mem.docs.search("harbour breakfast", k=1)
        assert hits[0].chunk.metadata["heading"] == "Travel guide > Hotels"
        assert set(hits[0].reasons) == {"bm25"}


def test_a_document_added_by_another_process_is_found(db: str) -> None:
    with toolmem.open(db, embedder="demo") as reader, toolmem.open(db, embedder="demo") as writer:
        writer.docs.add("First text about cats.", doc_id="one")
        assert [h.document for h in reader.docs.search("cats")] == ["one"]
        writer.docs.add("Second text about cats.", doc_id="two")
        assert sorted(h.document for h in reader.docs.search("cats")) == ["one", "two"]


def test_bad_arguments_are_refused(mem: toolmem.Memory) -> None:
    with pytest.raises(ValidationError, match="doc_id"):
        mem.docs.add("text", doc_id="")
    with pytest.raises(ValidationError, match="metadata"):
        mem.docs.add("text", metadata={"when": object()})
    with pytest.raises(ValidationError, match="query"):
        mem.docs.search("")
    with pytest.raises(ConfigError, match="k: must"):
        mem.docs.search("x", k=-1)
    assert mem.docs.list() == []


def nested_list(levels: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(levels - 1):
        value = [value]
    return value


@pytest.mark.parametrize(
    ("arguments", "field"),
    [
        ({"text": "lone \ud800"}, "text"),
        ({"text": "a\0b"}, "text"),
        ({"text": "x", "doc_id": "d\0"}, "doc_id"),
        ({"text": "x", "metadata": {"lang": "\ud800"}}, "metadata/lang"),
        ({"text": "x", "metadata": {"deep": nested_list(300)}}, "metadata"),
    ],
)
def test_documents_no_reader_could_serve_are_refused_naming_the_field(
    mem: toolmem.Memory, arguments: dict[str, Any], field: str
) -> None:
    with pytest.raises(ValidationError) as caught:
        mem.docs.add_text(**arguments)

    assert caught.value.field == field
    assert mem.docs.list() == []


def test_strings_are_paths_only_when_they_name_a_file(mem: toolmem.Memory, tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("Paths win when the file exists.", encoding="utf-8")
    assert mem.docs.add(str(notes)).source == str(notes.resolve())
    assert mem.docs.add("Please read the README.md", doc_id="sentence").source is None
    assert mem.docs.add_text(str(notes), doc_id="literal").source is None
    assert mem.docs.search("README", k=1)[0].text == "Please read the README.md"
    with pytest.raises(IngestError, match="no such file"):
        mem.docs.add("missing-notes.md")
