"""Token-bounded chunks of a parsed document, with overlap, that respect sections and paragraphs.

A document is a sequence of :class:`Block` (paragraphs, lists, code blocks, table rows), each under
a heading path. :func:`chunk_blocks` packs the consecutive blocks of one section into chunks of at
most ``max_tokens`` real tokens (:mod:`toolmem.text.tokens`), joined by a blank line. A chunk never spans
two sections, nor two PDF pages, so its heading and page are exact. A block too long for a chunk is
split at sentence boundaries, and a sentence too long at token boundaries (never through a
character). Every chunk after the first of a section (and page) starts with the tail of the
previous chunk, at most ``overlap`` tokens: whole trailing sentences when they fit, else the last
tokens from a clean cut, starting at a whole word where there are words.

Example:
    >>> blocks = [Block("Install it with pip.", ("Setup",)), Block("Run the tests.", ("Setup",))]
    >>> [chunk.text for chunk in chunk_blocks(blocks, max_tokens=100)]
    ['Install it with pip.\\n\\nRun the tests.']
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from toolmem.errors import ConfigError
from toolmem.text.tokens import DEFAULT_ENCODING, check_encoding, count_tokens, decode, encode

__all__ = ["DEFAULT_MAX_TOKENS", "DEFAULT_OVERLAP", "MAX_TOKENS_RANGE", "Block", "TextChunk", "chunk_blocks"]

DEFAULT_MAX_TOKENS = 256
DEFAULT_OVERLAP = 32
MAX_TOKENS_RANGE = (16, 65_536)
"""The smallest and largest ``max_tokens`` accepted."""

_BLOCK_JOINER = "\n\n"
# The tokenizer refuses inputs of a million characters; longer texts are handled a window at a time.
_WINDOW = 50_000
# A sentence ends at . ! ? … followed by whitespace, at a CJK full stop, or at a line break.
_BOUNDARY = re.compile(
    r"[.!?…][\"'”’)\]]*(?P<space>\s+)"
    r"|[。！？][\"'”’」』）)\]]*(?P<cjk>\s*)"
    r"|(?P<line>[ \t]*\n\s*)"
)
_TAIL_CHARS_PER_TOKEN = 16  # more than almost any token has
_LEADING_BLANK_LINES = re.compile(r"\A(?:[ \t]*\n)+")
_BLOCK, _SENTENCE, _PIECE = 0, 1, 2


@dataclass(frozen=True)
class Block:
    """One paragraph-level unit of a parsed document.

    Attributes:
        text: a paragraph, list, code block or table rows, as plain text or original Markdown.
        heading: the heading path it sits under, outermost first; ``()`` before any heading.
        page: the 1-based PDF page it starts on, when known.
    """

    text: str
    heading: tuple[str, ...] = ()
    page: int | None = None


@dataclass(frozen=True)
class TextChunk:
    """A piece of a document small enough to embed, from one section.

    Attributes:
        text: the chunk text (the heading is not prepended).
        heading: the heading path of its section.
        tokens: ``count_tokens(text, encoding)``, at most the ``max_tokens`` asked for.
        page: the PDF page of its blocks, when known.
    """

    text: str
    heading: tuple[str, ...]
    tokens: int
    page: int | None


@dataclass(frozen=True)
class _Unit:
    """A block, a sentence or a token-cut piece, with the text that separates it from the one before."""

    text: str
    tokens: int | None  # None: too long to count in one go, so too long for a chunk
    joiner: str
    level: int


@dataclass(frozen=True)
class _Lead:
    """The overlap a chunk starts with: the tail of the previous chunk."""

    text: str
    tokens: int


def chunk_blocks(
    blocks: Sequence[Block],
    *,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    overlap: int = DEFAULT_OVERLAP,
    encoding: str = DEFAULT_ENCODING,
) -> list[TextChunk]:
    """Split a document's blocks into chunks of at most ``max_tokens`` tokens.

    Consecutive blocks of one section (same heading path and page) are packed together; a chunk
    never spans two sections or two pages.

    Args:
        blocks: the document, in reading order; empty or whitespace-only blocks are dropped.
        max_tokens: the most tokens a chunk may have, from 16 to 65,536.
        overlap: at most how many tokens of the previous chunk of its section each chunk repeats at
            its start, from 0 to less than half of ``max_tokens``.
        encoding: ``o200k_base`` or ``cl100k_base``.

    Returns:
        The chunks in document order; ``[]`` for a document without text.

    Raises:
        ConfigError: ``max_tokens``, ``overlap`` or ``encoding`` is out of range.

    Example:
        >>> chunks = chunk_blocks([Block("One. Two. Three.")], max_tokens=16, overlap=2)
        >>> [chunk.text for chunk in chunks]
        ['One. Two. Three.']
    """
    _check_arguments(max_tokens, overlap)
    check_encoding(encoding)  # an unknown encoding fails here, even for an empty document
    chunks: list[TextChunk] = []
    for (heading, page), section in itertools.groupby(blocks, key=lambda block: (block.heading, block.page)):
        units = [_block_unit(block, encoding) for block in section if block.text.strip()]
        if units:
            chunks.extend(_Packer(heading, page, max_tokens, overlap, encoding).pack(units))
    return chunks


def _check_arguments(max_tokens: int, overlap: int) -> None:
    low, high = MAX_TOKENS_RANGE
    if isinstance(max_tokens, bool) or not isinstance(max_tokens, int) or not low <= max_tokens <= high:
        raise ConfigError(f"max_tokens must be an integer from {low} to {high:,}, got {max_tokens!r}")
    most = max_tokens // 2 - 1
    if isinstance(overlap, bool) or not isinstance(overlap, int) or not 0 <= overlap <= most:
        raise ConfigError(
            f"overlap must be an integer from 0 to {most} (less than half of max_tokens={max_tokens}), got {overlap!r}"
        )


def _block_unit(block: Block, encoding: str) -> _Unit:
    text = _LEADING_BLANK_LINES.sub("", block.text.rstrip())
    return _Unit(text, _count(text, encoding), _BLOCK_JOINER, _BLOCK)


def _count(text: str, encoding: str) -> int | None:
    return count_tokens(text, encoding) if len(text) <= _WINDOW else None


@functools.lru_cache(maxsize=256)
def _joiner_tokens(joiner: str, encoding: str) -> int:
    return count_tokens(joiner, encoding)


class _Packer:
    """Packs the units of one section into chunks, splitting the ones that do not fit."""

    def __init__(
        self, heading: tuple[str, ...], page: int | None, max_tokens: int, overlap: int, encoding: str
    ) -> None:
        self.heading = heading
        self.page = page
        self.max_tokens = max_tokens
        self.overlap = overlap
        self.encoding = encoding
        # Token-cut pieces leave room for any overlap and the text joining them to it.
        self.piece_budget = max_tokens - overlap - 1 if overlap else max_tokens
        self.queue: deque[_Unit] = deque()
        self.parts: list[_Unit] = []
        self.lead: _Lead | None = None
        self.used = 0  # estimated tokens of the lead and the parts
        self.chunks: list[TextChunk] = []

    def pack(self, units: list[_Unit]) -> list[TextChunk]:
        """Chunk the units of the section, in order."""
        self.queue.extend(units)
        while self.queue:
            unit = self.queue.popleft()
            cost = self._cost(unit)
            if cost is not None and self.used + cost <= self.max_tokens:
                self._take(unit, cost)
            elif self.parts:
                self.queue.appendleft(unit)
                self._emit()
            elif unit.level < _PIECE:
                self.queue.extendleft(reversed(self._split(unit)))
            else:  # a piece that fits on its own: _emit shortens the overlap to make room
                self._take(unit, cost or 0)
        if self.parts:
            self._emit()
        return self.chunks

    def _cost(self, unit: _Unit) -> int | None:
        if unit.tokens is None:
            return None
        joined = bool(self.parts) or self.lead is not None
        return unit.tokens + (_joiner_tokens(unit.joiner, self.encoding) if joined else 0)

    def _take(self, unit: _Unit, cost: int) -> None:
        self.parts.append(unit)
        self.used += cost

    def _split(self, unit: _Unit) -> list[_Unit]:
        if unit.level == _BLOCK:
            sentences = list(_sentences(unit, self.encoding))
            if len(sentences) > 1:
                return sentences
        return list(_pieces(unit, self.piece_budget, self.encoding))

    def _emit(self) -> None:
        while True:
            text = self._render()
            tokens = count_tokens(text, self.encoding)
            if tokens <= self.max_tokens or (self.lead is None and len(self.parts) == 1):
                break
            if len(self.parts) > 1:
                self.queue.appendleft(self.parts.pop())
            elif self.lead is not None:
                self.lead = self._lead(self.chunks[-1], self.lead.tokens - (tokens - self.max_tokens))
        chunk = TextChunk(text, self.heading, tokens, self.page)
        self.chunks.append(chunk)
        self.parts = []
        self.lead = self._lead(chunk, self.overlap) if self.overlap and self.queue else None
        self.used = self.lead.tokens if self.lead is not None else 0

    def _render(self) -> str:
        pieces = [self.lead.text] if self.lead is not None else []
        for part in self.parts:
            if pieces:
                pieces.append(part.joiner)
            pieces.append(part.text)
        return "".join(pieces)

    def _lead(self, previous: TextChunk, limit: int) -> _Lead | None:
        tail = _tail(previous.text, limit, self.encoding) if limit > 0 else ""
        return _Lead(tail, count_tokens(tail, self.encoding)) if tail else None


def _sentences(unit: _Unit, encoding: str) -> Iterator[_Unit]:
    """The sentences (or lines) of a block, each with the whitespace before it as its joiner."""
    joiner, start = unit.joiner, 0
    for match in _BOUNDARY.finditer(unit.text):
        end = match.start(match.lastgroup or 0)
        if end > start:
            yield _Unit(unit.text[start:end], _count(unit.text[start:end], encoding), joiner, _SENTENCE)
            joiner = unit.text[end : match.end()]
        start = match.end()
    if start < len(unit.text):
        yield _Unit(unit.text[start:], _count(unit.text[start:], encoding), joiner, _SENTENCE)


def _pieces(unit: _Unit, budget: int, encoding: str) -> Iterator[_Unit]:
    """Cut a text without sentence boundaries into pieces of at most ``budget`` tokens.

    Whitespace at a cut moves into the next piece's joiner, so no piece starts or ends with it.
    """
    text, joiner, previous_end = unit.text, unit.joiner, 0
    for start, end, tokens in _cuts(text, budget, encoding):
        raw = text[start:end]
        stripped = raw.strip()
        if not stripped:
            continue
        first = start + len(raw) - len(raw.lstrip())
        if previous_end:
            joiner = text[previous_end:first]
        previous_end = first + len(stripped)
        yield _Unit(stripped, tokens, joiner, _PIECE)


_Span = tuple[int, int, int]  # start, end, tokens of the stripped text


def _cuts(text: str, budget: int, encoding: str) -> Iterator[_Span]:
    """Character spans of ``text`` of at most ``budget`` tokens each (once stripped), in order."""
    start = 0
    while start < len(text):
        window = text[start : start + _WINDOW]
        spans, consumed = _window_cuts(window, start + len(window) == len(text), budget, encoding)
        yield from ((start + begin, start + end, tokens) for begin, end, tokens in spans)
        start += consumed


def _window_cuts(window: str, final: bool, budget: int, encoding: str) -> tuple[list[_Span], int]:
    """Spans cut from the start of a window, and how much of it they consume (at least a character).

    Unless the window ends the text, its last stretch is left to the next window, where the text
    after it can change how it tokenizes.
    """
    tokens = encode(window, encoding)
    spans: list[_Span] = []
    first = offset = 0
    while first < len(tokens):
        cut = _token_cut(window, offset, tokens, first, budget, encoding)
        if cut is None:  # no clean cut at a token boundary: cut between characters, then re-tokenize
            spans.append(_longest_prefix(window, offset, budget, encoding))
            return spans, spans[-1][1]
        last, piece, count = cut
        if last == len(tokens) and not final and spans:
            break
        spans.append((offset, offset + len(piece), count))
        first, offset = last, offset + len(piece)
    return spans, offset


def _token_cut(
    window: str, offset: int, tokens: list[int], first: int, budget: int, encoding: str
) -> tuple[int, str, int] | None:
    """The furthest cut at most ``budget`` tokens on that decodes to the very text (no broken character).

    Returns:
        The token index of the cut, the text up to it and its token count once stripped.
    """
    for last in range(min(first + budget, len(tokens)), first, -1):
        piece = decode(tokens[first:last], encoding)
        if window.startswith(piece, offset):
            count = count_tokens(piece.strip(), encoding)
            if count <= budget:
                return last, piece, count
    return None


def _longest_prefix(text: str, offset: int, budget: int, encoding: str) -> _Span:
    """The longest span from ``offset`` (at least a character) that fits in ``budget`` tokens, by bisection."""
    low, high = offset + 1, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if count_tokens(text[offset:middle].strip(), encoding) <= budget:
            low = middle
        else:
            high = middle - 1
    return offset, low, count_tokens(text[offset:low].strip(), encoding)


def _tail(text: str, limit: int, encoding: str) -> str:
    """The end of ``text`` in at most ``limit`` tokens: whole sentences if any fit, else a clean token cut."""
    # Only the end can fit in ``limit`` tokens: sentence starts are looked for there.
    window = max(0, len(text) - limit * _TAIL_CHARS_PER_TOKEN)
    starts = [match.end() for match in _BOUNDARY.finditer(text, window) if match.end() < len(text)]
    if window == 0:
        starts.insert(0, 0)
    best = ""
    for start in reversed(starts):
        candidate = text[start:]
        if count_tokens(candidate, encoding) > limit:
            break
        best = candidate
    return best or _token_tail(text[starts[-1] if starts else window :], limit, encoding)


def _token_tail(sentence: str, limit: int, encoding: str) -> str:
    """The last tokens of a sentence, starting at a whole word when the sentence has spaces."""
    tokens = encode(sentence, encoding)
    for size in range(min(limit, len(tokens)), 0, -1):
        tail = decode(tokens[-size:], encoding)
        if not sentence.endswith(tail):
            continue  # the cut falls inside a character
        cut = len(sentence) - len(tail)
        if cut > 0 and not sentence[cut - 1].isspace():
            word = re.search(r"\s+", tail)
            if word is not None and word.end() < len(tail):
                tail = tail[word.end() :]
        tail = tail.lstrip()
        if tail and count_tokens(tail, encoding) <= limit:
            return tail
    return ""
