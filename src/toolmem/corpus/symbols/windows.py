"""The unit of code memory, :class:`Symbol`, and the splitter every other one falls back to.

Any text can be cut into windows of ``window`` lines that overlap by ``overlap`` lines: Markdown,
YAML, shell, C, languages we have no parser for, and Python or JavaScript that does not parse.
Blank windows are dropped.

Line numbers everywhere in :mod:`toolmem.corpus.symbols` count lines of :func:`split_lines`: ``\\r\\n``
and ``\\r`` are read as ``\\n`` (as Python's tokenizer does) and nothing else ends a line (form
feeds and Unicode line separators do not), so a symbol's ``code`` is always
``"\\n".join(split_lines(source)[start_line - 1 : end_line])``.

Example:
    >>> [s.name for s in window_symbols("x\\n" * 61, window=60, overlap=10, language="text")]
    ['lines 1-60', 'lines 51-61']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from toolmem.errors import ConfigError

__all__ = ["Symbol", "check_window", "normalise_newlines", "split_lines", "window_symbols"]


@dataclass(frozen=True)
class Symbol:
    """One searchable piece of a source file.

    Attributes:
        name: qualified name (``"JSONDecoder.decode"``, ``"outer"``); ``"lines 1-60"`` for windows.
        kind: ``"function"``, ``"method"``, ``"class"``, ``"module"`` or ``"window"``; tree-sitter
            languages add ``"struct"``, ``"interface"``, ``"impl"``, ``"trait"``, ``"enum"``, ...
        start_line: first line, 1-based, inclusive.
        end_line: last line, inclusive.
        code: the exact source lines ``start_line..end_line`` joined with ``"\\n"``.
        docstring: the docstring or the comment block above the symbol, cleaned; ``None`` if none.
        language: ``"python"``, ``"javascript"``, ... or ``"text"`` when the language is unknown.
    """

    name: str
    kind: str
    start_line: int
    end_line: int
    code: str
    docstring: str | None
    language: str

    @classmethod
    def from_lines(
        cls,
        lines: Sequence[str],
        *,
        name: str,
        kind: str,
        start_line: int,
        end_line: int,
        docstring: str | None,
        language: str,
    ) -> Symbol:
        """Build a symbol whose code is ``lines[start_line - 1 : end_line]`` joined with newlines."""
        code = "\n".join(lines[start_line - 1 : end_line])
        return cls(name, kind, start_line, end_line, code, docstring, language)


def normalise_newlines(source: str) -> str:
    """Return ``source`` with ``\\r\\n`` and lone ``\\r`` turned into ``\\n``."""
    return source.replace("\r\n", "\n").replace("\r", "\n")


def split_lines(source: str) -> list[str]:
    """Split normalised ``source`` into lines; a final newline does not start another line."""
    if not source:
        return []
    lines = source.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


def check_window(window: int, overlap: int) -> None:
    """Raise :class:`~toolmem.errors.ConfigError` unless ``window >= 1`` and ``0 <= overlap < window``."""
    if window < 1:
        raise ConfigError(f"window must be at least 1 line, got {window!r}")
    if not 0 <= overlap < window:
        raise ConfigError(f"overlap must be at least 0 and less than window ({window}), got {overlap!r}")


def window_symbols(source: str, *, window: int = 60, overlap: int = 10, language: str = "text") -> list[Symbol]:
    """Cut ``source`` into windows of ``window`` lines overlapping by ``overlap`` lines.

    The last window ends at the last line; windows holding only whitespace are skipped.

    Raises:
        ConfigError: ``window`` or ``overlap`` is out of range.
    """
    check_window(window, overlap)
    lines = split_lines(normalise_newlines(source))
    symbols: list[Symbol] = []
    start = 0
    while start < len(lines):
        end = min(start + window, len(lines))
        if any(line.strip() for line in lines[start:end]):
            name = f"lines {start + 1}-{end}"
            symbols.append(
                Symbol.from_lines(
                    lines,
                    name=name,
                    kind="window",
                    start_line=start + 1,
                    end_line=end,
                    docstring=None,
                    language=language,
                )
            )
        if end == len(lines):
            break
        start += window - overlap
    return symbols
