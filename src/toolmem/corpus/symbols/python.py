"""Python source split into functions, classes, methods and a module chunk, with :mod:`ast`.

* Functions (``async`` too) are ``"function"`` symbols; inside a class they are ``"method"``
  symbols named ``Class.method`` (``Outer.Inner.method`` for nested classes). Functions and classes
  defined inside a function are part of that function's code, not symbols of their own.
* Definitions under a module- or class-level ``if``, ``try``, ``with``, ``for``, ``while`` or
  ``match`` count as if they stood at that level (``try: import x`` / ``except: def f(): ...``).
* A symbol starts at its first decorator.
* A ``"class"`` symbol is the class header, its docstring and the class-level statements before
  its first method or nested class (those are symbols of their own), or the whole class if it
  has none.
* The ``"module"`` symbol, named after the module, runs from the first statement to the last one
  before the first definition (the whole module if it defines nothing), capped at ``window``
  lines. It is kept only if it holds a docstring or a statement that is not an import. Top-level
  statements after the first definition are not indexed.

A file that does not parse gives ``None`` so that the caller cuts it into windows instead.
"""

from __future__ import annotations

import ast
import warnings
from collections.abc import Iterator, Sequence
from pathlib import PurePath

from toolmem.corpus.symbols.windows import Symbol

__all__ = ["python_symbols"]

_Definition = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_IMPORTS = (ast.Import, ast.ImportFrom)
_LANGUAGE = "python"


def python_symbols(path: str, source: str, lines: Sequence[str], *, window: int) -> list[Symbol] | None:
    """Return the symbols of Python ``source`` (split into ``lines``), or ``None`` if it does not parse.

    Args:
        path: the file's path; its stem names the module symbol.
        source: the text, newlines normalised (see :func:`~toolmem.corpus.symbols.windows.split_lines`).
        lines: ``split_lines(source)``.
        window: the most lines the module symbol may have.
    """
    tree = _parse(source)
    if tree is None:
        return None
    symbols = _module_symbol(path, tree, lines, window)
    for definition in _definitions(tree.body):
        symbols.extend(_symbols_of(definition, "", lines))
    return symbols


def _parse(source: str) -> ast.Module | None:
    try:
        with warnings.catch_warnings():
            # Invalid escape sequences warn while parsing; they are the file's business, not ours.
            warnings.simplefilter("ignore")
            return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _symbols_of(node: _Definition, prefix: str, lines: Sequence[str]) -> list[Symbol]:
    name = f"{prefix}{node.name}"
    docstring = ast.get_docstring(node)
    start = _first_line(node)
    end = _end_line(node)
    if not isinstance(node, ast.ClassDef):
        kind = "method" if prefix else "function"
        return [_symbol(lines, name, kind, start, end, docstring)]
    members = list(_definitions(node.body))
    if members:
        end = _last_code_line(lines, min(_first_line(member) for member in members) - 1, floor=node.lineno)
    symbols = [_symbol(lines, name, "class", start, end, docstring)]
    for member in members:
        symbols.extend(_symbols_of(member, f"{name}.", lines))
    return symbols


def _module_symbol(path: str, tree: ast.Module, lines: Sequence[str], window: int) -> list[Symbol]:
    header: list[ast.stmt] = []
    for statement in tree.body:
        if next(_definitions([statement]), None) is not None:
            break
        header.append(statement)
    docstring = ast.get_docstring(tree)
    if not header or (docstring is None and all(isinstance(s, _IMPORTS) for s in header)):
        return []
    start = _first_line(header[0])
    end = min(_end_line(header[-1]), start + window - 1)
    return [_symbol(lines, _module_name(path), "module", start, end, docstring)]


def _definitions(body: Sequence[ast.stmt]) -> Iterator[_Definition]:
    """The definitions at this level, looking through compound statements but not into definitions."""
    for statement in body:
        if isinstance(statement, _DEFINITIONS):
            yield statement
        else:
            for block in _blocks(statement):
                yield from _definitions(block)


def _blocks(statement: ast.stmt) -> list[list[ast.stmt]]:
    if isinstance(statement, ast.If | ast.For | ast.AsyncFor | ast.While):
        return [statement.body, statement.orelse]
    if isinstance(statement, ast.With | ast.AsyncWith):
        return [statement.body]
    if isinstance(statement, ast.Try | ast.TryStar):
        handlers = [handler.body for handler in statement.handlers]
        return [statement.body, *handlers, statement.orelse, statement.finalbody]
    if isinstance(statement, ast.Match):
        return [case.body for case in statement.cases]
    return []


def _first_line(node: ast.stmt) -> int:
    if isinstance(node, _DEFINITIONS) and node.decorator_list:
        return min(node.lineno, *(decorator.lineno for decorator in node.decorator_list))
    return node.lineno


def _end_line(node: ast.stmt) -> int:
    return node.end_lineno if node.end_lineno is not None else node.lineno


def _last_code_line(lines: Sequence[str], line: int, *, floor: int) -> int:
    """``line`` moved up past blank lines, but not above ``floor``."""
    while line > floor and not lines[line - 1].strip():
        line -= 1
    return max(line, floor)


def _module_name(path: str) -> str:
    pure = PurePath(path)
    if pure.stem == "__init__" and pure.parent.name:
        return pure.parent.name
    return pure.stem


def _symbol(lines: Sequence[str], name: str, kind: str, start: int, end: int, docstring: str | None) -> Symbol:
    return Symbol.from_lines(
        lines, name=name, kind=kind, start_line=start, end_line=end, docstring=docstring, language=_LANGUAGE
    )
