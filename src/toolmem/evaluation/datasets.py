"""Tool-retrieval datasets in JSON Lines: ``tools.jsonl`` and ``queries*.jsonl``.

A tool line is ``{"id", "name", "description", "parameters", "tags"}``; a query line is
``{"id", "text", "relevant": [tool ids]}``.

The public benchmark data (``metatool/``, ``gorilla_apibench/``, ``openapi/``) lives in one folder
outside the repository: :func:`data_dir` names it, from ``$TOOLMEM_BENCH_DATA`` or else
``bench-data`` in the current directory. The benchmark scripts and ``toolmem bench retrieval``
read their default paths from it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from toolmem.errors import ConfigError, IngestError
from toolmem.records import Tool

__all__ = ["DATA_ENV", "DEFAULT_DATA_DIR", "Dataset", "Query", "data_dir", "load_dataset", "load_queries"]

_TEST_FILES = ("queries_test.jsonl", "queries.jsonl")

#: The environment variable naming the benchmark data folder.
DATA_ENV = "TOOLMEM_BENCH_DATA"
#: The folder used when :data:`DATA_ENV` is not set, relative to the current directory.
DEFAULT_DATA_DIR = "bench-data"


@dataclass(frozen=True)
class Query:
    """A request and the ids of the tools that answer it."""

    id: str
    text: str
    relevant: tuple[str, ...]


@dataclass(frozen=True)
class Dataset:
    """A catalogue and the queries to score on it."""

    name: str
    tools: list[Tool]
    queries: list[Query]


def data_dir(*parts: str) -> Path:
    """The benchmark data folder, or a path inside it: ``$TOOLMEM_BENCH_DATA``, else ``./bench-data``.

    The folder holds ``metatool/``, ``gorilla_apibench/`` and ``openapi/`` (see the docs' Benchmarks
    data page for where each comes from). It is only named here, never created or checked.

    Example:
        >>> data_dir("metatool").name
        'metatool'
    """
    return Path(os.environ.get(DATA_ENV) or DEFAULT_DATA_DIR, *parts)


def load_dataset(directory: str | Path, queries: str | Path | None = None) -> Dataset:
    """Read ``tools.jsonl`` and the test queries (``queries_test.jsonl``, else ``queries.jsonl``).

    Raises:
        ConfigError: the folder has no tools or no query file.
        IngestError: a line is malformed (the message names the file and line).
    """
    root = Path(directory)
    tools_file = root / "tools.jsonl"
    if not tools_file.is_file():
        raise ConfigError(f"{root} has no tools.jsonl; a dataset folder holds tools.jsonl and queries*.jsonl")
    if queries is None:
        found = [root / name for name in _TEST_FILES if (root / name).is_file()]
        if not found:
            raise ConfigError(f"{root} has no {' or '.join(_TEST_FILES)}; pass the query file explicitly")
        queries = found[0]
    tools = []
    for number, line in _lines(tools_file):
        try:
            tools.append(Tool.from_dict({**line, "source": "json"}))
        except IngestError as exc:
            raise IngestError(exc.reason, path=str(tools_file), location=f"line {number}") from exc
    return Dataset(name=root.name, tools=tools, queries=load_queries(queries))


def load_queries(path: str | Path) -> list[Query]:
    """Read a ``queries*.jsonl`` file."""
    result = []
    for number, line in _lines(Path(path)):
        try:
            relevant = line["relevant"]
            if not isinstance(relevant, list):
                raise TypeError(f"relevant must be a list of tool ids, got {relevant!r}")
            result.append(Query(str(line["id"]), str(line["text"]), tuple(str(r) for r in relevant)))
        except (KeyError, TypeError) as exc:
            message = f"a query needs id, text and relevant: {exc}"
            raise IngestError(message, path=str(path), location=f"line {number}") from exc
    return result


def _lines(path: Path) -> list[tuple[int, dict[str, object]]]:
    """The JSON objects of a JSON Lines file with their line numbers (blank lines skipped)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise IngestError(f"cannot read: {exc}", path=str(path)) from exc
    result = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as exc:
            raise IngestError(f"invalid JSON: {exc.msg}", path=str(path), location=f"line {number}") from exc
        if not isinstance(value, dict):
            raise IngestError("each line must be a JSON object", path=str(path), location=f"line {number}")
        result.append((number, value))
    return result
