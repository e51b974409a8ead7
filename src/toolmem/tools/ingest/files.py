"""Read tool files and folders: JSON or YAML, any accepted tool format, an OpenAPI document or a
RapidAPI catalogue file (ToolBench's format).

A file is read whole or not at all: one malformed tool makes the file contribute nothing, and its
error names the file and the place in it; the other files of the same run are still read, even
when one of them is too large, too deep or an alias bomb.

Each file gets a namespace (:mod:`toolmem.tools.namespaces`): the one given, else the file's stem,
else (standard input) an OpenAPI document's title. Two files of one run never share a derived
namespace: the later one is told apart by its folder (``v2/api``). A tool id met a second time in
one run is qualified with the later file's namespace when that differs (``billing.get_me``, noted
in ``renamed``); within one namespace it is an error of the later file.

Files that another file's ``$ref`` reads (the parts of a multi-file spec) are not reported as
errors when they are not tool documents themselves.

Example:
    >>> report = load_paths(["examples/catalogue"])  # doctest: +SKIP
    >>> len(report.tools), report.errors
    (72, [])
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolmem.errors import IngestError
from toolmem.progress import Progress, stage
from toolmem.records import Tool
from toolmem.tools.ingest.formats import tools_from_document
from toolmem.tools.ingest.openapi import is_openapi, read_openapi
from toolmem.tools.ingest.parse import parse_document, parse_json_lines
from toolmem.tools.ingest.rapidapi import is_rapidapi, tools_from_rapidapi
from toolmem.tools.namespaces import namespace_from_path, namespace_from_title, qualify

__all__ = [
    "JSON_LINES",
    "SUFFIXES",
    "FileTools",
    "LoadReport",
    "iter_tool_files",
    "load_paths",
    "parse_tools",
    "read_file_tools",
    "read_text_tools",
    "read_tool_file",
]

SUFFIXES: tuple[str, ...] = (".json", ".yaml", ".yml")
"""What a folder scan reads."""

JSON_LINES: tuple[str, ...] = (".jsonl", ".ndjson")
"""Read as one JSON value per line when a file is named, not when a folder is scanned (a dataset's
folder keeps its requests in ``.jsonl`` files beside its tools)."""


@dataclass
class LoadReport:
    """What reading some files produced.

    Attributes:
        tools: every tool read, in file order; ids are unique.
        files: the files read without error.
        errors: one error per file that was rejected as a whole.
        notes: what was read but left out or cut, prefixed by the file (webhooks, truncated refs).
        renamed: ids qualified with their namespace because another source of the run held them.
    """

    tools: list[Tool] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    errors: list[IngestError] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    renamed: dict[str, str] = field(default_factory=dict)


@dataclass
class FileTools:
    """The tools of one file, what it noted, and the other files its ``$ref`` read."""

    tools: list[Tool]
    notes: list[str] = field(default_factory=list)
    parts: list[Path] = field(default_factory=list)


def parse_tools(text: str, *, path: str | None = None, yaml_allowed: bool = True, namespace: str = "") -> list[Tool]:
    """Parse the text of a tool file (JSON, or YAML when allowed) into tools.

    Raises:
        IngestError: the text does not parse or holds no valid tools; names ``path`` and the place.
    """
    return _tools_of(parse_document(text, path=path, yaml_allowed=yaml_allowed), path, namespace, None).tools


def read_tool_file(path: str | Path, *, namespace: str | None = None) -> list[Tool]:
    """Read one file (``-`` is standard input) into tools, under ``namespace`` (default: its stem).

    Raises:
        IngestError: the file cannot be read or parsed, or a tool in it is malformed.
    """
    return read_file_tools(path, namespace=namespace).tools


def read_file_tools(path: str | Path, *, namespace: str | None = None, root: Path | None = None) -> FileTools:
    """Read one file into tools with its notes; ``root`` bounds the files its ``$ref`` may read.

    Raises:
        IngestError: the file cannot be read or parsed, or a tool in it is malformed.
    """
    name = str(path)
    if name == "-":
        return read_text_tools(sys.stdin.read(), namespace=namespace, source="<stdin>")
    try:
        text = Path(path).read_text(encoding="utf-8-sig")  # a byte-order mark is not JSON; accept it
    except (OSError, UnicodeDecodeError) as exc:
        raise IngestError(f"cannot read the file: {exc}", path=name) from exc
    suffix = Path(path).suffix.lower()
    if suffix in JSON_LINES:
        document: Any = parse_json_lines(text, path=name)
    else:
        document = parse_document(text, path=name, yaml_allowed=suffix != ".json")
    chosen = namespace if namespace is not None else namespace_from_path(path)
    return _tools_of(document, name, chosen, root)


def read_text_tools(text: str, *, namespace: str | None = None, source: str = "<text>") -> FileTools:
    """Read one document given as text (JSON or YAML, any accepted format) into tools with its notes.

    Without ``namespace``, an OpenAPI document's tools take one from its title (``"Swagger
    Petstore"`` → ``swagger_petstore``). A ``$ref`` to another file is refused: there is no folder
    to read it from (bundle the spec into one document).

    Raises:
        IngestError: the text does not parse or a tool in it is malformed; names ``source``.
    """
    document = parse_document(text, path=source)
    return _tools_of(document, source, namespace if namespace is not None else _title(document), None)


def iter_tool_files(path: str | Path, *, recursive: bool = True) -> Iterator[Path]:
    """Yield the tool files under a folder (``.json``, ``.yaml``, ``.yml``) in sorted order.

    A path that is a file is yielded as it is, whatever its suffix. Hidden files and folders are
    skipped; symbolic links to files and to folders are followed (a folder reached twice, as
    through a link back up, is read once).

    Raises:
        IngestError: the path does not exist.
    """
    root = Path(path)
    if root.is_file() or str(path) == "-":
        yield root
        return
    if not root.is_dir():
        raise IngestError("no such file or folder", path=str(path))
    found: list[Path] = []
    seen: set[str] = set()
    for folder, subfolders, files in os.walk(root, followlinks=True):
        real = os.path.realpath(folder)
        if real in seen or _hidden(Path(folder), root):
            subfolders[:] = []
            continue
        seen.add(real)
        if not recursive:
            subfolders[:] = []
        found.extend(Path(folder, name) for name in files if Path(name).suffix.lower() in SUFFIXES)
    for candidate in sorted(found):
        if candidate.is_file() and not _hidden(candidate, root):
            yield candidate


def load_paths(
    paths: Iterable[str | Path],
    *,
    recursive: bool = True,
    namespace: str | None = None,
    progress: Progress | None = None,
) -> LoadReport:
    """Read every tool file under the given files and folders.

    A tool id met a second time is qualified with the later file's namespace, or is an error of
    the later file, which then contributes nothing (a RapidAPI API met again is skipped instead:
    catalogues repeat them across files).

    Args:
        paths: files and folders (``-`` is standard input).
        recursive: also read the folders' subfolders.
        namespace: the namespace of every file read; by default each file's own (its stem).
        progress: told of the stage ``reading files``: files read of all found.

    Returns:
        The tools of every good file and one :class:`IngestError` per rejected file or path.
    """
    run = _Run(namespace)
    found: list[tuple[Path, Path]] = []
    for path in paths:
        try:
            files = list(iter_tool_files(path, recursive=recursive))
        except IngestError as exc:
            run.report.errors.append(exc)
            continue
        root = Path(path) if Path(path).is_dir() else Path(path).parent
        found.extend((file, _ref_root(file, root)) for file in files)
    counter = stage(progress, "reading files", len(found))
    for file, ref_root in found:
        run.read(file, ref_root)
        counter.advance()
    return run.finish()


def _ref_root(file: Path, root: Path) -> Path:
    """The folder a file's ``$ref`` may read from: the folder added, or, for a file reached through
    a symbolic link to a folder inside it, the folder that link points to (linking it in added it)."""
    current = root
    for part in file.relative_to(root).parts[:-1] if file.is_relative_to(root) else ():
        current = current / part
        if current.is_symlink():
            return current.resolve()
    return root


class _Run:
    """One :func:`load_paths` call: the namespaces and ids given out so far."""

    def __init__(self, namespace: str | None) -> None:
        self.namespace = namespace
        self.report = LoadReport()
        self.origin: dict[str, tuple[str, str]] = {}  # id -> (file, namespace)
        self.namespaces: dict[str, str] = {}  # derived namespace -> file
        self.parts: set[Path] = set()
        self.rejected: list[tuple[Path, IngestError]] = []

    def read(self, file: Path, root: Path) -> None:
        name = str(file)
        try:
            found = read_file_tools(file, namespace=self._namespace(file), root=root)
            tools = self._placed(found.tools, name)
        except (IngestError, MemoryError) as exc:
            error = exc if isinstance(exc, IngestError) else IngestError("out of memory reading it", path=name)
            self.rejected.append((file, error))
            return
        self.parts.update(found.parts)
        for tool in tools:
            self.origin[tool.id] = (name, tool.namespace)
        self.report.tools.extend(tools)
        self.report.files.append(name)
        self.report.notes.extend(f"{name}: {note}" for note in found.notes)

    def finish(self) -> LoadReport:
        for file, error in self.rejected:
            if file.resolve() not in self.parts:
                self.report.errors.append(error)
        return self.report

    def _namespace(self, file: Path) -> str | None:
        if self.namespace is not None or str(file) == "-":
            return self.namespace
        derived = namespace_from_path(file)
        if derived in self.namespaces:
            derived = f"{file.parent.name}/{derived}" if file.parent.name else derived
        self.namespaces.setdefault(derived, str(file))
        return derived

    def _placed(self, tools: list[Tool], path: str) -> list[Tool]:
        """The file's tools with ids unique in the run, qualifying those another namespace holds."""
        placed: list[Tool] = []
        seen: set[str] = set()
        for tool in tools:
            if tool.id in seen:
                raise IngestError(f"tool id {tool.id!r} appears twice in this file", path=path)
            seen.add(tool.id)
            if tool.source == "rapidapi" and tool.id in self.origin:
                continue  # RapidAPI instruction files repeat the APIs of tool files: the first wins
            if tool.id in self.origin:
                other_file, other_namespace = self.origin[tool.id]
                qualified = qualify(tool.namespace, tool.id)
                if not tool.namespace or tool.namespace == other_namespace or qualified in self.origin:
                    raise IngestError(f"tool id {tool.id!r} is already defined in {other_file}", path=path)
                self.report.renamed[tool.id] = qualified
                tool = tool.in_namespace(tool.namespace, tool_id=qualified)
            placed.append(tool)
        return placed


def _tools_of(document: Any, path: str | None, namespace: str, root: Path | None) -> FileTools:
    if is_openapi(document):
        result = read_openapi(document, path=path, namespace=namespace, root_dir=root)
        return FileTools(result.tools, result.notes, result.files)
    if is_rapidapi(document):
        return FileTools(tools_from_rapidapi(document, path=path))
    return FileTools(tools_from_document(document, path=path, namespace=namespace))


def _title(document: Any) -> str:
    """A spec's namespace when it has no file: from its title (``""`` when there is none)."""
    info = document.get("info") if isinstance(document, dict) else None
    title = info.get("title") if isinstance(info, dict) else None
    return namespace_from_title(title) if isinstance(title, str) and title.strip() else ""


def _hidden(path: Path, root: Path) -> bool:
    return any(part.startswith(".") for part in path.relative_to(root).parts)
