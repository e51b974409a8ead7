"""Markdown: blocks are the original source of each paragraph, list, code block, table or quote.

``markdown-it-py`` (CommonMark, plus tables) finds the top-level blocks and their line ranges; the
text of a block is its source lines, so code, links and tables keep their Markdown. ATX and setext
headings set the heading path and are not blocks themselves; YAML front matter is dropped.
"""

from __future__ import annotations

import re

from markdown_it import MarkdownIt
from markdown_it.token import Token

from toolmem.corpus.chunking import Block

__all__ = ["parse"]

_FRONT_MATTER_END = re.compile(r"^(?:---|\.\.\.)[ \t]*$")
_INLINE_TEXT = frozenset({"text", "code_inline", "image", "html_inline"})
_BREAKS = frozenset({"softbreak", "hardbreak"})
_SKIPPED = frozenset({"heading_open", "hr"})


def parse(source: str) -> tuple[list[Block], str | None]:
    """The blocks of a Markdown document, each under its heading path, and its first H1.

    Example:
        >>> blocks, title = parse("# Guide\\n\\n## Setup\\n\\nRun it.\\n")
        >>> title, blocks
        ('Guide', [Block(text='Run it.', heading=('Guide', 'Setup'), page=None)])
    """
    lines = _without_front_matter(source.split("\n"))
    tokens = MarkdownIt("commonmark").enable("table").parse("\n".join(lines))
    blocks: list[Block] = []
    path: list[tuple[int, str]] = []  # (level, text) of the open headings, outermost first
    title: str | None = None
    for index, token in enumerate(tokens):
        if token.level != 0 or token.nesting == -1 or token.map is None:
            continue
        if token.type == "heading_open":
            level, text = int(token.tag[1:]), _inline_text(tokens[index + 1])
            path = [*(open_ for open_ in path if open_[0] < level), (level, text)]
            if level == 1 and title is None and text:
                title = text
        elif token.type not in _SKIPPED:
            start, end = token.map
            text = "\n".join(lines[start:end]).strip("\n").rstrip()
            if text.strip():
                blocks.append(Block(text, tuple(name for _, name in path)))
    return blocks, title


def _without_front_matter(lines: list[str]) -> list[str]:
    """The lines with a leading ``---`` YAML block blanked (so line numbers still match)."""
    if not lines or lines[0].rstrip() != "---":
        return lines
    for end, line in enumerate(lines[1:], start=1):
        if _FRONT_MATTER_END.match(line):
            return [""] * (end + 1) + lines[end + 1 :]
    return lines


def _inline_text(token: Token) -> str:
    """The plain text of a heading's inline content: emphasis, links and code marks dropped."""
    parts: list[str] = []
    for child in token.children or []:
        if child.type in _BREAKS:
            parts.append(" ")
        elif child.type in _INLINE_TEXT:
            parts.append(child.content)
    return " ".join("".join(parts).split())
