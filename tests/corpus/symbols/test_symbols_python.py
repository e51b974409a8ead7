from pathlib import Path
from textwrap import dedent

from toolmem.corpus.symbols import Symbol, extract_symbols
from toolmem.corpus.symbols.files import read_source


def symbols_in(tmp_path: Path, text: str, name: str = "sample.py", *, window: int = 60) -> list[Symbol]:
    """Write ``text`` to a real file, read it back and split it."""
    path = tmp_path / name
    path.write_text(dedent(text).lstrip("\n"), encoding="utf-8")
    source = read_source(path)
    assert source is not None
    symbols = extract_symbols(str(path), source, window=window)
    lines = source.split("\n")
    for symbol in symbols:
        assert symbol.code == "\n".join(lines[symbol.start_line - 1 : symbol.end_line])
    return symbols


def outline(symbols: list[Symbol]) -> list[tuple[str, str, int, int]]:
    return [(s.name, s.kind, s.start_line, s.end_line) for s in symbols]


def test_functions_and_async_functions_are_function_symbols_with_their_docstrings(tmp_path: Path) -> None:
    symbols = symbols_in(
        tmp_path,
        '''
        def add(a, b):
            """Add two numbers."""
            return a + b


        async def fetch(url):
            return url
        ''',
    )

    assert symbols == [
        Symbol(
            "add",
            "function",
            1,
            3,
            'def add(a, b):\n    """Add two numbers."""\n    return a + b',
            "Add two numbers.",
            "python",
        ),
        Symbol("fetch", "function", 6, 7, "async def fetch(url):\n    return url", None, "python"),
    ]


def test_methods_are_qualified_by_their_class_and_nested_classes_by_both(tmp_path: Path) -> None:
    symbols = symbols_in(
        tmp_path,
        """
        class Outer:
            def run(self):
                pass

            class Inner:
                async def go(self):
                    pass
        """,
    )

    assert outline(symbols) == [
        ("Outer", "class", 1, 1),
        ("Outer.run", "method", 2, 3),
        ("Outer.Inner", "class", 5, 5),
        ("Outer.Inner.go", "method", 6, 7),
    ]


def test_a_symbol_starts_at_its_first_decorator(tmp_path: Path) -> None:
    symbols = symbols_in(
        tmp_path,
        """
        import functools

        @functools.cache
        @staticmethod
        def cached():
            return 1

        @dataclass
        class Point:
            x: int

            @property
            def norm(self):
                return self.x
        """,
    )

    assert outline(symbols) == [
        ("cached", "function", 3, 6),
        ("Point", "class", 8, 10),
        ("Point.norm", "method", 12, 14),
    ]


def test_functions_nested_in_a_function_are_part_of_its_code(tmp_path: Path) -> None:
    symbols = symbols_in(
        tmp_path,
        """
        def outer():
            def inner():
                class Local:
                    pass
                return Local
            return inner
        """,
    )

    assert outline(symbols) == [("outer", "function", 1, 6)]
    assert "def inner" in symbols[0].code


def test_a_class_symbol_holds_its_header_docstring_and_attributes_before_the_first_method(tmp_path: Path) -> None:
    symbols = symbols_in(
        tmp_path,
        '''
        class Config:
            """Settings."""

            retries = 3
            # a comment

            def load(self):
                pass

            after = 1
        ''',
    )

    assert symbols[0] == Symbol(
        "Config",
        "class",
        1,
        5,
        'class Config:\n    """Settings."""\n\n    retries = 3\n    # a comment',
        "Settings.",
        "python",
    )


def test_a_class_without_methods_is_one_symbol_of_the_whole_class(tmp_path: Path) -> None:
    symbols = symbols_in(
        tmp_path,
        """
        class Empty(Exception):
            code = 1

            message = "empty"
        """,
    )

    assert outline(symbols) == [("Empty", "class", 1, 4)]


def test_definitions_under_module_level_if_and_try_are_module_level(tmp_path: Path) -> None:
    symbols = symbols_in(
        tmp_path,
        """
        try:
            from _speedups import scan
        except ImportError:
            def scan(text):
                return text

        class Reader:
            if True:
                def read(self):
                    pass
        """,
    )

    assert outline(symbols) == [("scan", "function", 4, 5), ("Reader", "class", 7, 8), ("Reader.read", "method", 9, 10)]


def test_the_module_symbol_is_the_docstring_and_statements_before_the_first_definition(tmp_path: Path) -> None:
    symbols = symbols_in(
        tmp_path,
        '''
        #!/usr/bin/env python
        """Tools for parsing."""
        import re

        PATTERN = re.compile("a")

        def parse():
            pass

        AFTER = 2
        ''',
        name="parsing.py",
    )

    assert symbols[0] == Symbol(
        "parsing",
        "module",
        2,
        5,
        '"""Tools for parsing."""\nimport re\n\nPATTERN = re.compile("a")',
        "Tools for parsing.",
        "python",
    )


def test_a_package_init_module_symbol_is_named_after_the_package(tmp_path: Path) -> None:
    (tmp_path / "shapes").mkdir()

    symbols = symbols_in(tmp_path, "__all__ = ['Circle']\n", name="shapes/__init__.py")

    assert outline(symbols) == [("shapes", "module", 1, 1)]


def test_a_module_of_only_imports_has_no_module_symbol(tmp_path: Path) -> None:
    assert symbols_in(tmp_path, "import os\nfrom sys import path\n") == []


def test_a_long_module_symbol_is_capped_to_the_window(tmp_path: Path) -> None:
    text = "".join(f"X{i} = {i}\n" for i in range(100))

    symbols = symbols_in(tmp_path, text, window=30)

    assert outline(symbols) == [("sample", "module", 1, 30)]


def test_a_syntax_error_falls_back_to_windows(tmp_path: Path) -> None:
    symbols = symbols_in(tmp_path, "def broken(:\n    pass\n")

    assert symbols == [Symbol("lines 1-2", "window", 1, 2, "def broken(:\n    pass", None, "python")]


def test_a_file_with_a_null_byte_falls_back_to_windows(tmp_path: Path) -> None:
    symbols = extract_symbols("nul.py", "x = 1\0\n")

    assert outline(symbols) == [("lines 1-1", "window", 1, 1)]


def test_invalid_escape_sequences_do_not_stop_parsing_under_warnings_as_errors(tmp_path: Path) -> None:
    symbols = symbols_in(tmp_path, 'def pattern():\n    return "\\d+"\n')

    assert outline(symbols) == [("pattern", "function", 1, 2)]


def test_unicode_identifiers_and_strings_keep_exact_lines(tmp_path: Path) -> None:
    symbols = symbols_in(
        tmp_path,
        '''
        def grüße(名前):
            """Sagt „Hallo“ 👋."""
            return f"Hallo {名前}"

        class Café:
            def naïve(self):
                return "é"
        ''',
    )

    assert outline(symbols) == [
        ("grüße", "function", 1, 3),
        ("Café", "class", 5, 5),
        ("Café.naïve", "method", 6, 7),
    ]
    assert symbols[0].docstring == "Sagt „Hallo“ 👋."


def test_form_feeds_do_not_shift_line_numbers(tmp_path: Path) -> None:
    symbols = symbols_in(tmp_path, "\f\ndef after_page_break():\n    pass\n")

    assert outline(symbols) == [("after_page_break", "function", 2, 3)]


def test_windows_line_endings_are_read_as_newlines() -> None:
    symbols = extract_symbols("crlf.py", "def f():\r\n    return 1\r\n")

    assert symbols == [Symbol("f", "function", 1, 2, "def f():\n    return 1", None, "python")]
