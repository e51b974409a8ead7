"""The splitter over real code: the standard library's ``json`` and ``email`` packages."""

import email
import json
from collections import Counter
from pathlib import Path

import pytest

from toolmem.corpus.symbols import Symbol, extract_symbols
from toolmem.corpus.symbols.files import iter_source_files, read_source
from toolmem.corpus.symbols.windows import normalise_newlines, split_lines


def symbols_of_package(init_file: str | None) -> dict[str, list[Symbol]]:
    assert init_file is not None
    by_file: dict[str, list[Symbol]] = {}
    root = Path(init_file).parent
    for path in iter_source_files(root):
        source = read_source(path)
        assert source is not None
        symbols = by_file[path.relative_to(root).as_posix()] = extract_symbols(str(path), source)
        lines = split_lines(normalise_newlines(source))
        for symbol in symbols:
            assert symbol.code == "\n".join(lines[symbol.start_line - 1 : symbol.end_line])
            assert 1 <= symbol.start_line <= symbol.end_line <= len(lines)
    return by_file


def test_the_json_package_splits_into_its_functions_classes_and_methods() -> None:
    by_file = symbols_of_package(json.__file__)
    kinds = Counter(symbol.kind for symbols in by_file.values() for symbol in symbols)

    decode = next(symbol for symbol in by_file["decoder.py"] if symbol.name == "JSONDecoder.decode")
    assert decode.kind == "method"
    assert decode.docstring is not None
    assert decode.docstring.startswith("Return the Python representation of ``s``")
    assert decode.code.lstrip().startswith("def decode(self, s")
    assert {"dumps", "loads", "JSONEncoder", "JSONEncoder.encode"} <= {
        symbol.name for symbols in by_file.values() for symbol in symbols
    }
    assert kinds["window"] == 0
    assert kinds["class"] >= 3
    assert kinds["method"] >= 8
    assert kinds["function"] >= 10


def test_the_email_package_splits_into_many_symbols_with_docstrings() -> None:
    by_file = symbols_of_package(email.__file__)
    symbols = [symbol for symbols in by_file.values() for symbol in symbols]
    names = {symbol.name for symbol in symbols}

    assert len(by_file) >= 25
    assert len(symbols) >= 500
    assert {"Message.get_payload", "message_from_string", "Parser.parse", "Header.encode"} <= names
    assert sum(symbol.docstring is not None for symbol in symbols) >= 200
    assert {symbol.kind for symbol in symbols if symbol.language == "python"} == {
        "function",
        "method",
        "class",
        "module",
    }


@pytest.mark.parametrize("module", [json, email])
def test_no_symbol_of_the_standard_library_is_blank(module: object) -> None:
    file = getattr(module, "__file__", None)

    for symbols in symbols_of_package(file).values():
        assert all(symbol.code.strip() for symbol in symbols)
