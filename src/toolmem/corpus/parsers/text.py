"""Plain text: paragraphs are separated by blank lines; there are no headings."""

from __future__ import annotations

import re

from toolmem.corpus.chunking import Block

__all__ = ["parse"]

_BLANK_LINE = re.compile(r"\n[ \t]*\n")


def parse(source: str) -> tuple[list[Block], str | None]:
    """The paragraphs of a plain text, and no title.

    Example:
        >>> blocks, title = parse("One line\\nand its next.\\n\\n  \\nTwo.")
        >>> [block.text for block in blocks], title
        (['One line\\nand its next.', 'Two.'], None)
    """
    paragraphs = (paragraph.strip() for paragraph in _BLANK_LINE.split(source))
    return [Block(paragraph) for paragraph in paragraphs if paragraph], None
