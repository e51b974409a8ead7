import doctest
import importlib.util
from types import ModuleType

import pytest

import toolmem.corpus.symbols
from toolmem.corpus.symbols import files, python, treesitter, windows


def test_the_public_api_is_sorted_and_complete() -> None:
    assert toolmem.corpus.symbols.__all__ == sorted(toolmem.corpus.symbols.__all__)
    assert toolmem.corpus.symbols.__all__ == [
        "SPLITTER_VERSION",
        "Symbol",
        "extract_symbols",
        "language_of",
        "splitter_of",
    ]


@pytest.mark.parametrize("module", [toolmem.corpus.symbols, files, python, treesitter, windows])
def test_the_docstring_examples_run(module: ModuleType) -> None:
    result = doctest.testmod(module)

    assert result.failed == 0


def test_symbols_come_ordered_by_line_with_a_container_before_its_members() -> None:
    symbols = toolmem.corpus.symbols.extract_symbols("m.py", '"""Doc."""\nclass A:\n    def f(self): pass\n')

    assert [(s.name, s.start_line, s.end_line) for s in symbols] == [("m", 1, 1), ("A", 2, 2), ("A.f", 3, 3)]


def test_the_splitter_of_a_file_follows_its_language_and_the_installed_grammars() -> None:
    assert toolmem.corpus.symbols.splitter_of("pkg/mod.py") == "python"
    assert toolmem.corpus.symbols.splitter_of("README.md") == "windows"
    expected = "tree-sitter" if importlib.util.find_spec("tree_sitter_javascript") else "windows"
    assert toolmem.corpus.symbols.splitter_of("app.js") == expected
