"""``toolmem docs ...`` through the real CLI on a SQLite file with the hash embedder."""

import json
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import library, ok, ok_json, run

REFUNDS = """# Refunds

Items can be returned within 30 days of delivery for a full refund.

## Damaged items

Send us a photo of the damage and we ship a replacement at once.
"""
SHIPPING = """# Shipping

Parcels leave the warehouse every weekday and arrive in two to four days.
"""
NOTES = "Meeting notes: the quarterly budget review moved to Thursday afternoon.\n"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "toolmem.db"


@pytest.fixture
def handbook(tmp_path: Path) -> Path:
    """A folder of two Markdown documents, a nested text file and files that are not documents."""
    folder = tmp_path / "handbook"
    (folder / "more").mkdir(parents=True)
    (folder / "refunds.md").write_text(REFUNDS, encoding="utf-8")
    (folder / "shipping.md").write_text(SHIPPING, encoding="utf-8")
    (folder / "more" / "notes.txt").write_text(NOTES, encoding="utf-8")
    (folder / "logo.png").write_bytes(b"\x89PNG\r\n")
    (folder / "script.py").write_text("print('not a document')\n", encoding="utf-8")
    return folder


def stored(db: Path) -> list[dict[str, Any]]:
    with library(db) as mem:
        return [info.to_dict() for info in mem.docs.list()]


# add -------------------------------------------------------------------------------------------
def test_add_a_directory_adds_its_documents_recursively_in_sorted_order(db: Path, handbook: Path) -> None:
    printed = ok(run(db, "docs", "add", str(handbook)))

    ids = [str(handbook / "more" / "notes.txt"), str(handbook / "refunds.md"), str(handbook / "shipping.md")]
    assert [info["id"] for info in stored(db)] == ids
    formats = {info["id"]: (info["format"], info["chunks"]) for info in stored(db)}
    assert printed.splitlines() == [
        f"added {doc_id} ({formats[doc_id][0]}, {formats[doc_id][1]} chunk{'' if formats[doc_id][1] == 1 else 's'})"
        for doc_id in ids
    ]
    assert [formats[doc_id][0] for doc_id in ids] == ["text", "markdown", "markdown"]


def test_add_json_prints_the_stored_documents_with_their_metadata(db: Path, handbook: Path) -> None:
    added = ok_json(
        run(db, "docs", "add", str(handbook / "refunds.md"), "--meta", "team=support", "--meta", "lang=en", "--json")
    )

    assert added == stored(db)
    (refunds,) = added
    assert {key: refunds[key] for key in ("id", "source", "format", "title", "metadata")} == {
        "id": str(handbook / "refunds.md"),
        "source": str(handbook / "refunds.md"),
        "format": "markdown",
        "title": "Refunds",
        "metadata": {"team": "support", "lang": "en"},
    }


def test_add_reads_a_text_from_stdin_under_the_given_id(db: Path) -> None:
    added = ok_json(run(db, "docs", "add", "-", "--id", "notes", "--format", "text", "--json", input=NOTES))

    assert added == stored(db)
    assert [(info["id"], info["source"], info["format"]) for info in added] == [("notes", None, "text")]
    hits = ok_json(run(db, "docs", "search", "budget review", "--json"))
    assert [(hit["document"], hit["text"]) for hit in hits] == [("notes", NOTES.strip())]


def test_add_from_stdin_without_an_id_uses_the_library_default_id(db: Path) -> None:
    ok(run(db, "docs", "add", "-", input=NOTES))

    with library(db) as mem:
        expected = mem.docs.add(NOTES).id  # unchanged content: nothing is stored twice
    assert [info["id"] for info in stored(db)] == [expected]
    assert expected.startswith("text:")


def test_text_from_stdin_that_ends_like_a_file_name_is_stored_as_text(db: Path) -> None:
    ok(run(db, "docs", "add", "-", "--id", "reminder", input="Please read the README.md"))
    ok(run(db, "docs", "add", "-", "--id", "path-like", input="README.md"))

    assert [(info["id"], info["source"]) for info in stored(db)] == [("path-like", None), ("reminder", None)]


def test_adding_the_same_file_again_changes_nothing(db: Path, handbook: Path) -> None:
    path = str(handbook / "refunds.md")
    first = ok_json(run(db, "docs", "add", path, "--json"))

    again = ok_json(run(db, "docs", "add", path, "--json"))

    assert again == first == stored(db)


def test_id_with_more_than_one_input_is_a_usage_error_and_adds_nothing(db: Path, handbook: Path) -> None:
    result = run(db, "docs", "add", str(handbook), "--id", "handbook")

    assert (result.exit_code, result.stdout) == (2, "")
    assert "--id names one document, but 3 inputs were given" in result.stderr
    assert stored(db) == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.md"], "Path 'missing.md' does not exist"),
        (["-", "--meta", "team"], "Invalid value for '--meta': expected NAME=VALUE, got 'team'"),
        (["-", "--format", "docx"], "Invalid value for '--format'"),
    ],
)
def test_add_with_a_missing_file_or_bad_option_is_a_usage_error(db: Path, args: list[str], message: str) -> None:
    result = run(db, "docs", "add", *args, input=NOTES)

    assert (result.exit_code, result.stdout) == (2, "")
    assert message in result.stderr
    assert stored(db) == []


def test_a_malformed_pdf_exits_1_with_one_error_line_and_stores_nothing(db: Path, tmp_path: Path) -> None:
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 not really")

    result = run(db, "docs", "add", str(broken))

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr.startswith(f"error: {broken.resolve()}: ")
    assert result.stderr.count("\n") == 1
    assert stored(db) == []


def test_a_malformed_pdf_among_good_files_is_reported_and_the_good_files_are_added(db: Path, handbook: Path) -> None:
    broken = handbook / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 not really")

    result = run(db, "docs", "add", str(handbook / "refunds.md"), str(broken), str(handbook / "shipping.md"))

    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        f"added {handbook / 'refunds.md'} (markdown, {stored(db)[0]['chunks']} chunks)",
        f"added {handbook / 'shipping.md'} (markdown, 1 chunk)",
    ]
    assert result.stderr.startswith(f"error: {broken.resolve()}: ")
    assert result.stderr.count("\n") == 1
    assert [info["id"] for info in stored(db)] == [str(handbook / "refunds.md"), str(handbook / "shipping.md")]


# search ----------------------------------------------------------------------------------------
def test_search_json_prints_the_library_hits_with_the_full_text(db: Path, handbook: Path) -> None:
    ok(run(db, "docs", "add", str(handbook)))
    with library(db) as mem:
        expected = [hit.to_dict() for hit in mem.docs.search("photo of the damage", 2, min_score=0.0)]

    hits = ok_json(run(db, "docs", "search", "photo of the damage", "-k", "2", "--json"))

    assert hits == expected
    assert (hits[0]["document"], hits[0]["metadata"]["heading"]) == (
        str(handbook / "refunds.md"),
        "Refunds > Damaged items",
    )
    assert hits[0]["text"] == "Send us a photo of the damage and we ship a replacement at once."


def test_search_prints_one_line_per_chunk_with_its_heading_before_the_text(db: Path, handbook: Path) -> None:
    ok(run(db, "docs", "add", str(handbook / "refunds.md"), "--id", "refunds"))
    with library(db) as mem:
        (best,) = mem.docs.search("photo of the damage", 1)

    lines = ok(run(db, "docs", "search", "photo of the damage", "-k", "1")).splitlines()

    assert lines == [
        "#  score  document  chunk  text",
        f"1  {best.score:.3f}  refunds   {best.position:>5}  [Refunds > Damaged items] {best.text}",
    ]


def test_search_leaves_out_chunks_scoring_below_the_average_unless_asked(db: Path, handbook: Path) -> None:
    ok(run(db, "docs", "add", str(handbook)))
    with library(db) as mem:
        every = [hit.score for hit in mem.docs.search("photo of the damage", 10)]

    shown = [hit["score"] for hit in ok_json(run(db, "docs", "search", "photo of the damage", "-k", "10", "--json"))]
    all_of_them = ok_json(run(db, "docs", "search", "photo of the damage", "-k", "10", "--min-score", "-inf", "--json"))
    above_one = ok_json(run(db, "docs", "search", "photo of the damage", "-k", "10", "--min-score", "1", "--json"))

    assert min(every) < 0 <= min(shown)
    assert shown == [score for score in every if score >= 0]
    assert [hit["score"] for hit in all_of_them] == every
    assert [hit["score"] for hit in above_one] == [score for score in every if score >= 1]


def test_search_where_nothing_scores_high_enough_says_so(db: Path, handbook: Path) -> None:
    ok(run(db, "docs", "add", str(handbook)))

    printed = ok(run(db, "docs", "search", "photo of the damage", "--min-score", "100"))

    assert printed == "no chunk scores 100 or more (a lower --min-score shows weaker matches)\n"


def test_search_where_filters_on_metadata_and_a_repeated_name_accepts_any_value(db: Path, handbook: Path) -> None:
    ok(run(db, "docs", "add", str(handbook / "refunds.md"), "--id", "refunds", "--meta", "team=support"))
    ok(run(db, "docs", "add", str(handbook / "shipping.md"), "--id", "shipping", "--meta", "team=logistics"))
    ok(run(db, "docs", "add", "-", "--id", "notes", "--meta", "team=finance", input=NOTES))

    def documents(*where: str) -> list[str]:
        args = [arg for value in where for arg in ("--where", value)]
        return sorted(
            {
                hit["document"]
                for hit in ok_json(run(db, "docs", "search", "days", "-k", "10", "--min-score=-inf", *args, "--json"))
            }
        )

    assert documents() == ["notes", "refunds", "shipping"]
    assert documents("team=support") == ["refunds"]
    assert documents("team=support", "team=logistics") == ["refunds", "shipping"]
    assert documents("document=notes") == ["notes"]
    assert documents("team=nobody") == []


def test_search_with_a_bad_where_is_a_usage_error(db: Path) -> None:
    result = run(db, "docs", "search", "days", "--where", "team")

    assert (result.exit_code, result.stdout) == (2, "")
    assert "Invalid value for '--where': expected NAME=VALUE, got 'team'" in result.stderr


def test_search_without_documents_fails_saying_how_to_add_some(db: Path) -> None:
    message = "error: workspace 'default' has no documents yet; add some with `toolmem docs add PATH`\n"

    for extra in ([], ["--json"]):
        result = run(db, "docs", "search", "refunds", *extra)

        assert (result.exit_code, result.stdout, result.stderr) == (1, "", message)


# list, show, remove ----------------------------------------------------------------------------
def test_list_prints_a_table_and_json_with_limit_and_offset(db: Path, handbook: Path) -> None:
    assert ok(run(db, "docs", "list")) == "no documents: add some with `toolmem docs add PATH`\n"
    ok(run(db, "docs", "add", str(handbook / "refunds.md"), "--id", "refunds"))
    ok(run(db, "docs", "add", "-", "--id", "notes", input=NOTES))

    lines = ok(run(db, "docs", "list")).splitlines()
    everything = ok_json(run(db, "docs", "list", "--json"))
    second = ok_json(run(db, "docs", "list", "--limit", "1", "--offset", "1", "--json"))

    assert everything == stored(db)
    assert [info["id"] for info in everything] == ["notes", "refunds"]
    assert second == everything[1:]
    notes, refunds = everything
    assert lines == [
        "id       format    chunks  tokens  title",
        f"notes    text      {notes['chunks']:>6}  {notes['tokens']:>6}  -",
        f"refunds  markdown  {refunds['chunks']:>6}  {refunds['tokens']:>6}  {refunds['title']}",
    ]


def test_show_prints_one_document(db: Path, handbook: Path) -> None:
    ok(run(db, "docs", "add", str(handbook / "refunds.md"), "--id", "refunds", "--meta", "team=support"))
    (info,) = stored(db)

    assert ok_json(run(db, "docs", "show", "refunds", "--json")) == info
    printed = ok(run(db, "docs", "show", "refunds")).splitlines()
    assert printed[:4] == [
        "id:           refunds",
        f"source:       {handbook / 'refunds.md'}",
        "format:       markdown",
        "title:        Refunds",
    ]
    assert 'metadata:     {"team": "support"}' in printed


def test_show_of_an_unknown_document_exits_1_with_one_error_line(db: Path) -> None:
    result = run(db, "docs", "show", "nope")

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == "error: no document 'nope'; list them with `toolmem docs list`\n"


def test_remove_deletes_documents_and_their_chunks(db: Path, handbook: Path) -> None:
    ok(run(db, "docs", "add", str(handbook / "refunds.md"), "--id", "refunds"))
    ok(run(db, "docs", "add", "-", "--id", "notes", input=NOTES))

    assert ok(run(db, "docs", "remove", "refunds")) == "removed refunds\n"
    assert [info["id"] for info in stored(db)] == ["notes"]
    assert {hit["document"] for hit in ok_json(run(db, "docs", "search", "refund damage", "--json"))} == {"notes"}


def test_remove_json_lists_what_was_removed(db: Path) -> None:
    ok(run(db, "docs", "add", "-", "--id", "notes", input=NOTES))

    assert ok_json(run(db, "docs", "remove", "notes", "--json")) == {"removed": ["notes"], "missing": []}
    assert stored(db) == []


def test_remove_of_unknown_ids_removes_the_others_and_exits_1_naming_the_unknown(db: Path) -> None:
    ok(run(db, "docs", "add", "-", "--id", "notes", input=NOTES))

    result = run(db, "docs", "remove", "nope", "notes", "gone", "--json")

    assert result.exit_code == 1
    assert json.loads(result.stdout) == {"removed": ["notes"], "missing": ["nope", "gone"]}
    assert result.stderr == "error: no document 'nope', 'gone'; list them with `toolmem docs list`\n"
    assert stored(db) == []


def test_remove_of_only_unknown_ids_exits_1(db: Path) -> None:
    result = run(db, "docs", "remove", "nope")

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == "error: no document 'nope'; list them with `toolmem docs list`\n"
