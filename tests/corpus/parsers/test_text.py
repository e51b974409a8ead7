from toolmem.corpus.chunking import Block
from toolmem.corpus.parsers.text import parse


def test_paragraphs_are_split_on_blank_lines_and_keep_their_line_breaks() -> None:
    source = "First line\nsecond line.\n\n   \n\nNext paragraph.\n\t\nLast.\n"

    assert parse(source) == (
        [Block("First line\nsecond line."), Block("Next paragraph."), Block("Last.")],
        None,
    )


def test_markdown_looking_lines_are_plain_text_without_headings() -> None:
    assert parse("# not a heading\n\ntext") == ([Block("# not a heading"), Block("text")], None)


def test_an_empty_or_blank_text_has_no_blocks() -> None:
    assert parse("") == ([], None)
    assert parse(" \n\n \n") == ([], None)
