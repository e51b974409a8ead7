"""Parse the text of a tool file: JSON, JSON Lines, or YAML with the C loader when present and a guard on size.

YAML anchors and aliases let a few hundred bytes stand for a tree of billions of nodes (an "alias
bomb"); PyYAML builds it cheaply as a graph of shared objects, but anything that walks it as a tree
(expanding ``$ref``, hashing, serialising) never finishes. After loading, the size the document
would have as a tree is counted on the graph (each shared node once), and a document over
:data:`MAX_NODES` is refused with an :class:`~toolmem.errors.IngestError`, as is a file over
:data:`MAX_BYTES` or a document that contains itself.

Example:
    >>> parse_document('{"tools": []}')
    {'tools': []}
"""

from __future__ import annotations

import json
from typing import Any

import yaml

from toolmem.errors import IngestError

__all__ = ["MAX_BYTES", "MAX_NODES", "parse_document", "tree_size"]

MAX_BYTES = 64 * 1024 * 1024
# The largest real spec here (Kubernetes, 3.7 MB of JSON) has about 150,000 nodes.
MAX_NODES = 5_000_000
# The C loader parses Stripe's 5 MB spec about four times faster than the pure-Python one.
_BASE_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _JSONLoader(_BASE_LOADER):  # type: ignore[valid-type,misc]
    """The safe loader, giving only what JSON has: a timestamp (``example: 2020-07-21T18:37:44Z``)
    or ``!!binary`` stays the text written, and a ``!!set`` becomes the list of its members."""


def _as_written(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    return loader.construct_scalar(node)  # type: ignore[arg-type]


def _set_members(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    return [loader.construct_object(key) for key, _ in node.value]


_JSONLoader.add_constructor("tag:yaml.org,2002:timestamp", _as_written)
_JSONLoader.add_constructor("tag:yaml.org,2002:binary", _as_written)
_JSONLoader.add_constructor("tag:yaml.org,2002:set", _set_members)
_LOADER: type[yaml.SafeLoader] = _JSONLoader


def parse_document(text: str, *, path: str | None = None, yaml_allowed: bool = True) -> Any:
    """Decode JSON, or YAML when allowed, and check that the result is a tree of sane size.

    Raises:
        IngestError: the text does not parse, is too large, or expands to too many nodes.
    """
    _check_size(text, path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if not yaml_allowed or text.lstrip().startswith(("{", "[")):
            hint = " (one JSON value per line is JSON Lines: name the file .jsonl)" if exc.msg == "Extra data" else ""
            raise IngestError(f"invalid JSON: {exc.msg}{hint}", path=path, location=f"line {exc.lineno}") from exc
    except RecursionError as exc:
        raise IngestError("the JSON is nested too deeply to read", path=path) from exc
    document = _load_yaml(text, path)
    size = tree_size(document, path=path)
    if size > MAX_NODES:
        raise IngestError(
            f"YAML anchors and aliases expand this document to {size:,} nodes (the limit is {MAX_NODES:,}); "
            "it looks like an alias bomb: write the shared parts out, or use $ref",
            path=path,
        )
    return document


def parse_json_lines(text: str, *, path: str | None = None) -> list[Any]:
    """A JSON Lines document (``.jsonl``, ``.ndjson``): one JSON value per line, blank lines
    skipped, as a list.

    Raises:
        IngestError: the text is too large, or a line is not JSON (the error names the line).
    """
    _check_size(text, path)
    values = []
    for number, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        try:
            values.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise IngestError(f"invalid JSON: {exc.msg}", path=path, location=f"line {number}") from exc
        except RecursionError as exc:
            raise IngestError("the JSON is nested too deeply to read", path=path, location=f"line {number}") from exc
    return values


def _check_size(text: str, path: str | None) -> None:
    if len(text) > MAX_BYTES:
        raise IngestError(f"the file is {len(text):,} characters long; the limit is {MAX_BYTES:,}", path=path)


def tree_size(document: Any, *, path: str | None = None) -> int:
    """How many nodes ``document`` has as a tree, counting a shared object once per place it appears.

    Counted on the object graph, visiting each distinct object once, so an alias bomb costs no more
    than its few distinct nodes.

    Raises:
        IngestError: the document contains itself (a recursive alias).
    """
    sizes: dict[int, int] = {}
    on_path: set[int] = set()
    # Iterative post-order walk: documents may be deeper than Python's recursion limit.
    stack: list[tuple[Any, bool]] = [(document, False)]
    while stack:
        node, done = stack.pop()
        if not isinstance(node, (dict, list)):
            continue
        key = id(node)
        children = list(node.values()) if isinstance(node, dict) else node
        if done:
            on_path.discard(key)
            sizes[key] = 1 + sum(sizes.get(id(child), 1) for child in children)
            continue
        if key in sizes:
            continue
        if key in on_path:
            raise IngestError("the document contains itself through a YAML alias; it cannot be read", path=path)
        on_path.add(key)
        stack.append((node, True))
        stack.extend((child, False) for child in children if isinstance(child, (dict, list)) and id(child) not in sizes)
    return sizes.get(id(document), 1)


def _load_yaml(text: str, path: str | None) -> Any:
    try:
        return yaml.load(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        location = f"line {mark.line + 1}" if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        raise IngestError(f"invalid YAML: {problem}", path=path, location=location) from exc
    except RecursionError as exc:
        raise IngestError("the YAML is nested too deeply to read", path=path) from exc
