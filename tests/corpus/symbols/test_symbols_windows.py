import re
from pathlib import Path

import pytest

from toolmem.corpus.symbols import Symbol, extract_symbols
from toolmem.corpus.symbols.files import read_source
from toolmem.corpus.symbols.windows import split_lines, window_symbols
from toolmem.errors import ConfigError


def numbered(count: int) -> str:
    return "".join(f"line {i}\n" for i in range(1, count + 1))


def spans(symbols: list[Symbol]) -> list[tuple[str, int, int]]:
    return [(s.name, s.start_line, s.end_line) for s in symbols]


def test_a_file_of_exactly_one_window_is_one_window(tmp_path: Path) -> None:
    path = tmp_path / "notes.md"
    path.write_text(numbered(60), encoding="utf-8")
    source = read_source(path)
    assert source is not None

    symbols = extract_symbols(str(path), source)

    assert symbols == [Symbol("lines 1-60", "window", 1, 60, numbered(60).rstrip("\n"), None, "markdown")]


def test_one_line_more_makes_a_second_window_overlapping_the_first() -> None:
    symbols = window_symbols(numbered(61), window=60, overlap=10)

    assert spans(symbols) == [("lines 1-60", 1, 60), ("lines 51-61", 51, 61)]
    assert symbols[1].code == "\n".join(f"line {i}" for i in range(51, 62))


def test_windows_step_by_window_minus_overlap_and_end_at_the_last_line() -> None:
    assert spans(window_symbols(numbered(25), window=10, overlap=3)) == [
        ("lines 1-10", 1, 10),
        ("lines 8-17", 8, 17),
        ("lines 15-24", 15, 24),
        ("lines 22-25", 22, 25),
    ]


def test_windows_without_overlap_tile_the_file() -> None:
    assert spans(window_symbols(numbered(5), window=2, overlap=0)) == [
        ("lines 1-2", 1, 2),
        ("lines 3-4", 3, 4),
        ("lines 5-5", 5, 5),
    ]


def test_blank_windows_are_skipped() -> None:
    text = "top\n" + "\n" * 4 + "   \n" * 4 + "bottom\n"

    assert spans(window_symbols(text, window=3, overlap=0)) == [("lines 1-3", 1, 3), ("lines 10-10", 10, 10)]


def test_an_empty_or_blank_text_has_no_windows() -> None:
    assert window_symbols("") == []
    assert window_symbols("\n \n\t\n") == []


def test_files_of_unknown_languages_are_windows_of_text() -> None:
    assert extract_symbols("Makefile", "all:\n\techo hi\n") == [
        Symbol("lines 1-2", "window", 1, 2, "all:\n\techo hi", None, "text")
    ]


@pytest.mark.parametrize(
    ("window", "overlap", "message"),
    [
        (0, 0, "window must be at least 1 line, got 0"),
        (10, 10, "overlap must be at least 0 and less than window (10), got 10"),
        (10, -1, "overlap must be at least 0 and less than window (10), got -1"),
    ],
)
def test_a_bad_window_or_overlap_is_a_config_error(window: int, overlap: int, message: str) -> None:
    with pytest.raises(ConfigError, match=f"^{re.escape(message)}$"):
        window_symbols("text\n", window=window, overlap=overlap)
    with pytest.raises(ConfigError):
        extract_symbols("code.py", "x = 1\n", window=window, overlap=overlap)


def test_split_lines_ends_lines_only_at_newlines() -> None:
    assert split_lines("a\fb\u2028c\nd\n") == ["a\fb\u2028c", "d"]
