"""Source files split into searchable symbols for code memory.

:func:`extract_symbols` picks a splitter by the file's language (:func:`language_of`):

* Python: functions, classes, methods and a module chunk, with :mod:`ast` (:mod:`.python`);
* JavaScript, TypeScript, Go, Rust, Java: the same with tree-sitter when the extra ``code`` is
  installed (:mod:`.treesitter`);
* anything else, and any file those cannot parse or find a symbol in: overlapping windows of lines
  (:mod:`.windows`).

It never raises on the file's content. :func:`~toolmem.corpus.symbols.files.iter_source_files` and
:func:`~toolmem.corpus.symbols.files.read_source` find and read the files of a repository.

Example:
    >>> [(s.name, s.kind) for s in extract_symbols("m.py", "class A:\\n    def f(self):\\n        pass\\n")]
    [('A', 'class'), ('A.f', 'method')]
"""

from __future__ import annotations

from toolmem.corpus.symbols.files import language_of
from toolmem.corpus.symbols.python import python_symbols
from toolmem.corpus.symbols.treesitter import GRAMMARS, has_grammar, treesitter_symbols
from toolmem.corpus.symbols.windows import Symbol, check_window, normalise_newlines, split_lines, window_symbols

__all__ = ["SPLITTER_VERSION", "Symbol", "extract_symbols", "language_of", "splitter_of"]

# Bump when a splitter's output changes, so that re-indexing splits unchanged files again.
SPLITTER_VERSION = 1


def splitter_of(path: str) -> str:
    """How :func:`extract_symbols` splits the file ``path`` on this machine: ``python``,
    ``tree-sitter`` (when its grammar is installed) or ``windows``. Code memory keeps it with each
    file, so installing the ``code`` extra later re-splits files that were split by lines."""
    language = language_of(path) or "text"
    if language == "python":
        return "python"
    return "tree-sitter" if has_grammar(language) else "windows"


def extract_symbols(path: str, source: str, *, window: int = 60, overlap: int = 10) -> list[Symbol]:
    """Split the text of the file ``path`` into symbols, ordered by line.

    Args:
        path: the file's path: its suffix picks the language, its stem names a Python module.
        source: the file's text.
        window: lines per window, and the most lines a Python module chunk may have.
        overlap: lines shared by consecutive windows.

    Returns:
        The symbols; each one's ``code`` is the exact source lines it spans.

    Raises:
        ConfigError: ``window`` or ``overlap`` is out of range.
    """
    check_window(window, overlap)
    language = language_of(path) or "text"
    source = normalise_newlines(source)
    lines = split_lines(source)
    symbols: list[Symbol] | None = None
    if language == "python":
        symbols = python_symbols(path, source, lines, window=window)
    elif language in GRAMMARS:
        symbols = treesitter_symbols(language, source, lines)
    if symbols is None:
        symbols = window_symbols(source, window=window, overlap=overlap, language=language)
    return sorted(symbols, key=lambda symbol: (symbol.start_line, -symbol.end_line))
