"""JavaScript, TypeScript, Go, Rust and Java split into symbols with tree-sitter.

The parsers come from the optional extra ``code`` (``pip install 'toolmem[code]'``): the
``tree-sitter`` package and one official grammar wheel per language, each shipping its compiled
grammar, so nothing is downloaded at run time. They are imported lazily; when the package or a
grammar is missing, :func:`treesitter_symbols` gives ``None`` and the caller cuts the file into
windows, so indexing works without the extra.

What becomes a symbol:

* functions, methods, classes, interfaces, enums; Go structs, interfaces and named types; Rust
  structs, enums, traits, impls, modules and macros; TypeScript type aliases and namespaces;
  JavaScript/TypeScript ``const f = () => ...`` and class fields holding a function.
* Names are qualified by their enclosing class, interface, trait, module or namespace; members of
  a Rust ``impl`` and Go methods by their type (``Point.new``, ``Point.Dist``). A function inside a
  class, interface, trait or impl is a ``"method"``.
* Functions are leaves: what they define inside is part of their code.
* A container (class, interface, trait, impl, module, namespace) keeps, like a Python class, its
  header and the lines before its first member; its members are symbols of their own.
* A symbol starts at the ``export`` keyword, decorators (JS/TS) or attributes (Rust) before it.
* The docstring is the block of comments right above the symbol (no blank line between), with the
  comment markers removed; Rust inner doc comments (``//!``) are not taken.

Lines outside every symbol (imports, top-level statements) are not indexed; a file in which no
symbol is found gives ``None`` so that the caller cuts it into windows.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from toolmem.corpus.symbols.windows import Symbol

if TYPE_CHECKING:
    from tree_sitter import Node

__all__ = ["GRAMMARS", "has_grammar", "treesitter_symbols"]


@dataclass(frozen=True)
class Grammar:
    """How to read one language's tree.

    Attributes:
        module: the grammar package's module (``tree_sitter_go``).
        function: its function returning the language pointer (``language``).
        definitions: node types that are symbols, and their kind.
        containers: node types whose members are qualified by the container's name.
        comments: node types of comments.
        prefixes: sibling node types that belong to the next definition (decorators, attributes).
        wrappers: parent node types that belong to the single definition they hold (``export``).
    """

    module: str
    function: str
    definitions: Mapping[str, str]
    containers: frozenset[str]
    comments: frozenset[str]
    prefixes: frozenset[str] = frozenset()
    wrappers: frozenset[str] = frozenset()


_JS_DEFINITIONS = {
    "function_declaration": "function",
    "generator_function_declaration": "function",
    "class_declaration": "class",
    "method_definition": "method",
    "lexical_declaration": "function",
    "variable_declaration": "function",
    "field_definition": "method",
}
_TS_DEFINITIONS = {
    **_JS_DEFINITIONS,
    "abstract_class_declaration": "class",
    "public_field_definition": "method",
    "interface_declaration": "interface",
    "type_alias_declaration": "type",
    "enum_declaration": "enum",
    "internal_module": "namespace",
}
_TS_CONTAINERS = frozenset({"class_declaration", "abstract_class_declaration", "internal_module"})


def _typescript(function: str) -> Grammar:
    return Grammar(
        "tree_sitter_typescript",
        function,
        _TS_DEFINITIONS,
        _TS_CONTAINERS,
        frozenset({"comment"}),
        prefixes=frozenset({"decorator"}),
        wrappers=frozenset({"export_statement"}),
    )


GRAMMARS: Mapping[str, Grammar] = {
    "javascript": Grammar(
        "tree_sitter_javascript",
        "language",
        _JS_DEFINITIONS,
        frozenset({"class_declaration"}),
        frozenset({"comment"}),
        prefixes=frozenset({"decorator"}),
        wrappers=frozenset({"export_statement"}),
    ),
    "typescript": _typescript("language_typescript"),
    "tsx": _typescript("language_tsx"),
    "go": Grammar(
        "tree_sitter_go",
        "language",
        {"function_declaration": "function", "method_declaration": "method", "type_spec": "type", "type_alias": "type"},
        frozenset(),
        frozenset({"comment"}),
        wrappers=frozenset({"type_declaration"}),
    ),
    "rust": Grammar(
        "tree_sitter_rust",
        "language",
        {
            "function_item": "function",
            "function_signature_item": "function",
            "struct_item": "struct",
            "enum_item": "enum",
            "union_item": "union",
            "trait_item": "trait",
            "impl_item": "impl",
            "mod_item": "module",
            "macro_definition": "macro",
        },
        frozenset({"trait_item", "impl_item", "mod_item"}),
        frozenset({"line_comment", "block_comment"}),
        prefixes=frozenset({"attribute_item"}),
    ),
    "java": Grammar(
        "tree_sitter_java",
        "language",
        {
            "class_declaration": "class",
            "interface_declaration": "interface",
            "enum_declaration": "enum",
            "record_declaration": "record",
            "annotation_type_declaration": "annotation",
            "method_declaration": "method",
            "constructor_declaration": "method",
        },
        frozenset(
            {
                "class_declaration",
                "interface_declaration",
                "enum_declaration",
                "record_declaration",
                "annotation_type_declaration",
            }
        ),
        frozenset({"line_comment", "block_comment"}),
    ),
}
"""The languages parsed with tree-sitter, by the names :func:`~toolmem.corpus.symbols.language_of` gives."""

_FUNCTION_VALUES = frozenset({"arrow_function", "function_expression", "function", "generator_function"})
_NOT_METHOD_SCOPES = frozenset({"module", "namespace"})


@dataclass
class _Found:
    """A definition found in the tree, before its symbol is built."""

    name: str
    kind: str
    top: int  # 0-based first row, decorators and attributes included
    end: int  # 0-based last row
    doc_top: int  # first row of the comment block above, else top
    docstring: str | None
    container: bool
    parent: int | None


def treesitter_symbols(language: str, source: str, lines: Sequence[str]) -> list[Symbol] | None:
    """Return the symbols of ``source`` (split into ``lines``) in ``language``.

    Returns ``None`` when tree-sitter or the language's grammar is not installed, or when the file
    holds no symbol, so that the caller falls back to windows.
    """
    grammar = GRAMMARS.get(language)
    parser = _parser(language) if grammar is not None else None
    if grammar is None or parser is None:
        return None
    data = source.encode("utf-8")
    tree = parser.parse(data)
    found = _Reader(grammar, data.split(b"\n")).read(tree.root_node)
    if not found:
        return None
    first_member: dict[int, int] = {}
    for item in found:
        if item.parent is not None:
            first_member[item.parent] = min(item.doc_top, first_member.get(item.parent, item.doc_top))
    return [_symbol(item, first_member.get(index), lines, language) for index, item in enumerate(found)]


def has_grammar(language: str) -> bool:
    """Whether tree-sitter and the grammar of ``language`` are installed here."""
    return language in GRAMMARS and _language(language) is not None


@functools.cache
def _language(language: str) -> Any:
    """The tree-sitter ``Language`` for ``language``, or ``None`` when it cannot be loaded."""
    grammar = GRAMMARS[language]
    try:
        tree_sitter = importlib.import_module("tree_sitter")
        module = importlib.import_module(grammar.module)
        return tree_sitter.Language(getattr(module, grammar.function)())
    except (ImportError, AttributeError, TypeError, ValueError):
        return None


def _parser(language: str) -> Any:
    # Languages are cached; a parser is cheap and is made per file so threads never share one.
    loaded = _language(language)
    if loaded is None:
        return None
    return importlib.import_module("tree_sitter").Parser(loaded)


class _Reader:
    """Finds the definitions of one tree."""

    def __init__(self, grammar: Grammar, byte_lines: list[bytes]) -> None:
        self.grammar = grammar
        self.byte_lines = byte_lines

    def read(self, root: Node) -> list[_Found]:
        found: list[_Found] = []
        # An explicit stack: minified code nests deeper than Python's recursion limit.
        stack: list[tuple[Node, str, int | None]] = [(root, "", None)]
        while stack:
            node, prefix, parent = stack.pop()
            for child in node.named_children:
                kind = self.grammar.definitions.get(child.type)
                name = _name(child) if kind is not None else None
                if kind is None or name is None:
                    stack.append((child, prefix, parent))
                    continue
                kind = _kind(child, kind, found[parent].kind if parent is not None else None)
                qualified = f"{prefix}{name}"
                found.append(self._found(child, qualified, kind, parent))
                if child.type in self.grammar.containers:
                    stack.append((child, f"{prefix}{_scope_name(child, name)}.", len(found) - 1))
        return found

    def _found(self, node: Node, name: str, kind: str, parent: int | None) -> _Found:
        span = node
        if span.parent is not None and span.parent.type in self.grammar.wrappers and _holds_one(span.parent, node):
            span = span.parent
        top_node = span
        while (previous := top_node.prev_named_sibling) is not None and previous.type in self.grammar.prefixes:
            top_node = previous
        top = top_node.start_point.row
        comments = self._comments_above(top_node)
        docstring = _clean_comments([_text(comment) for comment in comments])
        doc_top = comments[0].start_point.row if comments else top
        container = node.type in self.grammar.containers
        return _Found(name, kind, top, _end_row(span), doc_top, docstring, container, parent)

    def _comments_above(self, node: Node) -> list[Node]:
        comments: list[Node] = []
        row = node.start_point.row
        previous = node.prev_named_sibling
        while (
            previous is not None
            and previous.type in self.grammar.comments
            and _end_row(previous) in (row - 1, row)
            and self._starts_line(previous)
            and not _text(previous).startswith(("//!", "/*!"))
        ):
            comments.insert(0, previous)
            row = previous.start_point.row
            previous = previous.prev_named_sibling
        return comments

    def _starts_line(self, node: Node) -> bool:
        row, column = node.start_point
        return not self.byte_lines[row][:column].strip()


def _name(node: Node) -> str | None:
    """The node's own name, or ``None`` if it is not a symbol after all."""
    if node.type in ("lexical_declaration", "variable_declaration"):
        for declarator in node.named_children:
            value = declarator.child_by_field_name("value")
            if declarator.type == "variable_declarator" and value is not None and value.type in _FUNCTION_VALUES:
                return _field_text(declarator, "name")
        return None
    if node.type in ("field_definition", "public_field_definition"):
        value = node.child_by_field_name("value")
        if value is None or value.type not in _FUNCTION_VALUES:
            return None
        return _field_text(node, "property") or _field_text(node, "name")
    if node.type == "impl_item":
        trait = _field_text(node, "trait")
        kind = _field_text(node, "type")
        return f"impl {trait} for {kind}" if trait else f"impl {kind}"
    if node.type == "method_declaration" and (receiver := node.child_by_field_name("receiver")) is not None:
        type_name = _first_of_type(receiver, "type_identifier")
        method = _field_text(node, "name")
        return f"{type_name}.{method}" if type_name and method else method
    return _field_text(node, "name")


def _kind(node: Node, kind: str, parent_kind: str | None) -> str:
    if node.type == "type_spec":
        value = node.child_by_field_name("type")
        return {"struct_type": "struct", "interface_type": "interface"}.get(value.type if value else "", "type")
    if kind == "function" and parent_kind is not None and parent_kind not in _NOT_METHOD_SCOPES:
        return "method"
    return kind


def _scope_name(node: Node, name: str) -> str:
    """The qualifier members of a container get: an impl's members are named after its type."""
    if node.type != "impl_item":
        return name
    kind = node.child_by_field_name("type")
    if kind is not None and kind.type == "generic_type":
        kind = kind.child_by_field_name("type")
    return _text(kind) if kind is not None else name


def _holds_one(wrapper: Node, node: Node) -> bool:
    """Whether ``wrapper`` holds ``node`` and no other definition of the same type."""
    return sum(1 for child in wrapper.named_children if child.type == node.type) == 1


def _first_of_type(node: Node, node_type: str) -> str | None:
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == node_type:
            return _text(current)
        stack.extend(reversed(current.named_children))
    return None


def _field_text(node: Node, field: str) -> str | None:
    child = node.child_by_field_name(field)
    return _text(child) if child is not None else None


def _text(node: Node) -> str:
    return (node.text or b"").decode("utf-8", errors="replace")


def _end_row(node: Node) -> int:
    """The last row of ``node``; a node ending at column 0 (a line comment's newline) ends a row earlier."""
    row: int = node.end_point.row
    start: int = node.start_point.row
    return row - 1 if node.end_point.column == 0 and row > start else row


def _clean_comments(texts: Sequence[str]) -> str | None:
    """The text of comments without ``//``, ``///``, ``/*``, ``*/`` and leading ``*``."""
    cleaned: list[str] = []
    for text in texts:
        for line in text.split("\n"):
            stripped = line.strip()
            for marker in ("///", "//", "/**", "/*"):
                if stripped.startswith(marker):
                    stripped = stripped[len(marker) :]
                    break
            stripped = stripped.removesuffix("*/").strip()
            cleaned.append(stripped.lstrip("*").strip() if stripped.startswith("*") else stripped)
    result = "\n".join(cleaned).strip()
    return result or None


def _symbol(item: _Found, first_member: int | None, lines: Sequence[str], language: str) -> Symbol:
    """Build the symbol; a container ends before its first member (and that member's comments)."""
    end = item.end
    if item.container and first_member is not None:
        end = max(item.top, first_member - 1)
        while end > item.top and not lines[end].strip():
            end -= 1
    return Symbol.from_lines(
        lines,
        name=item.name,
        kind=item.kind,
        start_line=item.top + 1,
        end_line=end + 1,
        docstring=item.docstring,
        language=language,
    )
