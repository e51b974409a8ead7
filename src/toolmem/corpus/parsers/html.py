"""HTML: block elements become blocks of whitespace-collapsed text; h1–h6 set the heading path.

Parsed with BeautifulSoup and the standard library's ``html.parser`` (``pip install
'toolmem[docs]'``). Scripts, styles, navigation and the ``<head>`` are dropped; entities are
decoded. Each paragraph, list item, ``<pre>`` (verbatim), table row (``cell | cell``), term,
definition, caption and stretch of loose text in a ``<div>`` is one block.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING

from toolmem.corpus.chunking import Block
from toolmem.errors import DependencyError

if TYPE_CHECKING:
    from bs4 import BeautifulSoup
    from bs4.element import NavigableString, PageElement, Tag

__all__ = ["parse"]

_DROPPED = frozenset({"script", "style", "noscript", "template", "nav", "head", "title"})
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
# Elements that end the running text before them and start new text: their own text is a block.
_BOUNDARIES = frozenset(
    {
        "address", "article", "aside", "blockquote", "body", "caption", "dd", "details", "dialog",
        "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "header", "hr", "html",
        "legend", "li", "main", "ol", "p", "section", "summary", "table", "tbody", "tfoot", "thead", "ul",
    }
)  # fmt: skip
_SPACE = re.compile(r"\s+")


def parse(source: str) -> tuple[list[Block], str | None]:
    """The blocks of an HTML page, each under its heading path, and its title.

    The title is the ``<title>``, else the first ``<h1>``.

    Raises:
        DependencyError: ``beautifulsoup4`` is not installed.

    Example:
        >>> parse("<title>Guide</title><h2>Setup</h2><p>Run &amp; <b>see</b>.</p>")
        ([Block(text='Run & see.', heading=('Setup',), page=None)], 'Guide')
    """
    bs4 = _bs4()
    soup: BeautifulSoup = bs4.BeautifulSoup(source, "html.parser")
    reader = _Reader(bs4)
    reader.read(soup)
    reader.flush()
    title_tag = soup.find("title")
    title = _collapse(title_tag.get_text(" ")) if title_tag is not None else ""
    return reader.blocks, title or reader.first_h1


def _bs4() -> ModuleType:
    try:
        return importlib.import_module("bs4")
    except ImportError as exc:
        raise DependencyError("reading HTML documents", "docs", "beautifulsoup4") from exc


def _collapse(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


@dataclass
class _Reader:
    """Walks the tree in document order, gathering running text into blocks."""

    bs4: ModuleType
    blocks: list[Block] = field(default_factory=list)
    first_h1: str | None = None
    path: list[tuple[int, str]] = field(default_factory=list)  # (level, text) of the open headings
    running: list[str] = field(default_factory=list)

    def read(self, root: Tag) -> None:
        """Gather the text under ``root``, depth first without recursion (pages can nest deeply)."""
        tag_type: type[Tag] = self.bs4.Tag
        stack: list[PageElement | None] = [*reversed(root.contents)]  # None: the end of a block element
        while stack:
            node = stack.pop()
            if node is None:
                self.flush()
            elif isinstance(node, tag_type):
                stack.extend(reversed(self._element(node)))
            elif self._is_text(node):
                self.running.append(str(node))

    def flush(self) -> None:
        """Make the running text a block, if it has any."""
        self._add(_collapse("".join(self.running)))
        self.running = []

    def _is_text(self, node: PageElement) -> bool:
        text_type: type[NavigableString] = self.bs4.element.NavigableString
        # Comments, doctypes, CDATA and processing instructions are all PreformattedString.
        hidden: type[NavigableString] = self.bs4.element.PreformattedString
        return isinstance(node, text_type) and not isinstance(node, hidden)

    def _element(self, tag: Tag) -> list[PageElement | None]:
        """Handle an element; return what to read next in its place (its children, and a block end)."""
        name = tag.name.lower()
        if name in _DROPPED:
            return []
        if name == "br":
            self.running.append(" ")
        elif name in _HEADINGS:
            self.flush()
            self._heading(int(name[1]), _collapse(tag.get_text(" ")))
        elif name == "pre":
            self.flush()
            self._add(tag.get_text().strip("\n").rstrip())
        elif name == "tr":
            self.flush()
            cells = (_collapse(cell.get_text(" ")) for cell in tag.find_all(["td", "th"], recursive=False))
            self._add(" | ".join(cell for cell in cells if cell))
        elif name in _BOUNDARIES:
            self.flush()
            return [*tag.contents, None]
        else:
            return list(tag.contents)
        return []

    def _heading(self, level: int, text: str) -> None:
        if not text:
            return
        self.path = [*(open_ for open_ in self.path if open_[0] < level), (level, text)]
        if level == 1 and self.first_h1 is None:
            self.first_h1 = text

    def _add(self, text: str) -> None:
        if text.strip():
            self.blocks.append(Block(text, tuple(name for _, name in self.path)))
