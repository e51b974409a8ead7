from toolmem.corpus.chunking import Block
from toolmem.corpus.parsers.markdown import parse

GUIDE = """\
---
title: Front matter is dropped
tags: [a, b]
---
# Guide

Toolmem finds *tools*.
It is offline.

## Setup

- install it
- run it

```python
# a comment, not a heading
print("hi")
```

### Details

| a | b |
|---|---|
| 1 | 2 |

## Usage

> quoted
> text

# Appendix

Last words.
"""


def test_blocks_are_the_original_markdown_under_their_heading_path() -> None:
    blocks, title = parse(GUIDE)

    assert title == "Guide"
    assert blocks == [
        Block("Toolmem finds *tools*.\nIt is offline.", ("Guide",)),
        Block("- install it\n- run it", ("Guide", "Setup")),
        Block('```python\n# a comment, not a heading\nprint("hi")\n```', ("Guide", "Setup")),
        Block("| a | b |\n|---|---|\n| 1 | 2 |", ("Guide", "Setup", "Details")),
        Block("> quoted\n> text", ("Guide", "Usage")),
        Block("Last words.", ("Appendix",)),
    ]


def test_setext_headings_set_the_path_like_atx_headings() -> None:
    source = "Title\n=====\n\nIntro.\n\nPart one\n--------\n\nBody.\n"

    assert parse(source) == (
        [Block("Intro.", ("Title",)), Block("Body.", ("Title", "Part one"))],
        "Title",
    )


def test_a_deeper_heading_after_a_shallower_one_replaces_the_branch() -> None:
    source = "# A\n\n### Deep\n\nx\n\n## B\n\ny\n\n# C\n\nz\n"

    blocks, _ = parse(source)

    assert [block.heading for block in blocks] == [("A", "Deep"), ("A", "B"), ("C",)]


def test_heading_text_drops_emphasis_links_and_closing_hashes() -> None:
    blocks, title = parse("# The **bold** [link](http://x.org) `code` #\n\ntext\n")

    assert title == "The bold link code"
    assert blocks == [Block("text", ("The bold link code",))]


def test_text_before_any_heading_has_an_empty_path_and_no_h1_means_no_title() -> None:
    assert parse("Preface.\n\n## Later\n\nBody.\n") == (
        [Block("Preface.", ()), Block("Body.", ("Later",))],
        None,
    )


def test_an_unclosed_front_matter_fence_is_ordinary_markdown() -> None:
    blocks, _ = parse("---\nnot front matter\n")

    assert blocks == [Block("not front matter", ())]


def test_thematic_breaks_and_empty_documents_give_no_blocks() -> None:
    assert parse("***\n\n---\n") == ([], None)
    assert parse("") == ([], None)
