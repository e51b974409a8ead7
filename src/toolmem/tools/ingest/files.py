"""Read tool files and folders: JSON or YAML, any accepted tool format, an OpenAPI document or a
RapidAPI catalogue file (ToolBench's format).

A file is read whole or not at all: one malformed tool makes the file contribute nothing, and its
error names the file and the place in it; the other files of the same run are still read.

Example:
    >>> report = load_paths(["examples/catalogue"])  # doctest: +SKIP
    >>> len(report.tools), report.errors
    (72, [])
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from toolmem.errors import IngestError
from toolmem.models import Tool
from toolmem.tools.ingest.formats import tools_from_document
from toolmem.tools.ingest.openapi import is_openapi, tools_from_openapi
from toolmem.tools.ingest.rapidapi import is_rapidapi, tools_from_rapidapi

__all__ = ["SUFFIXES", "LoadReport", "iter_tool_files", "load_paths", "parse_tools", "read_tool_file"]

SUFFIXES: tuple[str, ...] = (".json", ".yaml", ".yml")


@dataclass
class LoadReport:
    """What reading some files produced.

    Attributes:
        tools: every tool read, in file order; ids are unique.
        files: the files read without error.
        errors: one error per file that was rejected as a whole.
    """

    tools: list[Tool] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    errors: list[IngestError] = field(default_factory=list)


def parse_tools(text: str, *, path: str | None = None, yaml_allowed: bool = True) -> list[Tool]:
    """Parse the text of a tool file (JSON, or YAML when allowed) into tools.

    Raises:
        IngestError: the text does not parse or holds no valid tools; names ``path`` and the place.
    """
    document = _parse(text, path, yaml_allowed)
    if is_openapi(document):
        return tools_from_openapi(document, path=path)
    if is_rapidapi(document):
        return tools_from_rapidapi(document, path=path)
    return tools_from_document(document, path=path)


def read_tool_file(path: str | Path) -> list[Tool]:
    """Read one file (``-`` is standard input) into tools.

    Raises:
        IngestError: the file cannot be read or parsed, or a tool in it is malformed.
    """
    name = str(path)
    if name == "-":
        return parse_tools(sys.stdin.read(), path="<stdin>")
    try:
        text = Path(path).read_text(encoding="utf-8-sig")  # a byte-order mark is not JSON; accept it
    except (OSError, UnicodeDecodeError) as exc:
        raise IngestError(f"cannot read the file: {exc}", path=name) from exc
    return parse_tools(text, path=name, yaml_allowed=Path(path).suffix.lower() != ".json")


def iter_tool_files(path: str | Path, *, recursive: bool = True) -> Iterator[Path]:
    """Yield the tool files under a folder (``.json``, ``.yaml``, ``.yml``) in sorted order.

    A path that is a file is yielded as it is, whatever its suffix.

    Raises:
        IngestError: the path does not exist.
    """
    root = Path(path)
    if root.is_file() or str(path) == "-":
        yield root
        return
    if not root.is_dir():
        raise IngestError("no such file or folder", path=str(path))
    pattern = "**/*" if recursive else "*"
    for candidate in sorted(root.glob(pattern)):
        if candidate.is_file() and candidate.suffix.lower() in SUFFIXES and not _hidden(candidate, root):
            yield candidate


def load_paths(paths: Iterable[str | Path], *, recursive: bool = True) -> LoadReport:
    """Read every tool file under the given files and folders.

    A tool id met a second time is an error of the later file, which then contributes nothing
    (a RapidAPI API met again is skipped instead: catalogues repeat them across files).

    Returns:
        The tools of every good file and one :class:`IngestError` per rejected file or path.
    """
    report = LoadReport()
    origin: dict[str, str] = {}
    for path in paths:
        try:
            files = list(iter_tool_files(path, recursive=recursive))
        except IngestError as exc:
            report.errors.append(exc)
            continue
        for file in files:
            try:
                tools = _without_rapidapi_repeats(read_tool_file(file), origin)
                _check_unique(tools, str(file), origin)
            except IngestError as exc:
                report.errors.append(exc)
                continue
            for tool in tools:
                origin[tool.id] = str(file)
            report.tools.extend(tools)
            report.files.append(str(file))
    return report


def _without_rapidapi_repeats(tools: list[Tool], origin: dict[str, str]) -> list[Tool]:
    """RapidAPI instruction files repeat the APIs of tool files and of each other: the first wins."""
    return [tool for tool in tools if tool.source != "rapidapi" or tool.id not in origin]


def _check_unique(tools: list[Tool], path: str, origin: dict[str, str]) -> None:
    seen: set[str] = set()
    for tool in tools:
        if tool.id in seen:
            raise IngestError(f"tool id {tool.id!r} appears twice in this file", path=path)
        if tool.id in origin:
            raise IngestError(f"tool id {tool.id!r} is already defined in {origin[tool.id]}", path=path)
        seen.add(tool.id)


def _parse(text: str, path: str | None, yaml_allowed: bool) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if not yaml_allowed or text.lstrip().startswith(("{", "[")):
            raise IngestError(f"invalid JSON: {exc.msg}", path=path, location=f"line {exc.lineno}") from exc
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        location = f"line {mark.line + 1}" if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        raise IngestError(f"invalid YAML: {problem}", path=path, location=location) from exc


def _hidden(path: Path, root: Path) -> bool:
    return any(part.startswith(".") for part in path.relative_to(root).parts)
