"""Ingest every public spec in $TOOLMEM_BENCH_DATA/openapi: what each becomes, how valid and how big.

Per spec: operations (paths × HTTP methods, counted from the document itself), tools read, lost
(operations without a tool), schemas invalid as JSON Schema 2020-12 once exported (OpenAI format,
plain and strict; ``jsonschema`` from the dev extra), the size of the OpenAI export of all its tools
whole and within the default budget, the time to add it to a fresh workspace and the peak of Python
memory while doing so (tracemalloc: Python objects and NumPy arrays, not the model's tensors).

    python bench/openapi_ingest.py [--embedder hash] [--only github] [--profile github-2022-07.json]

``--profile SPEC`` adds it with the given embedder and says where the time goes: loading the model,
reading and converting, embedding and writing, and the first search (building the index). ``--bomb`` also feeds a
576-byte YAML alias bomb next to a good file, to show it refused quickly while the good one is read.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

import yaml
from jsonschema import Draft202012Validator

import toolmem
from toolmem.evaluation.datasets import data_dir
from toolmem.tools.export import export_report
from toolmem.tools.ingest.files import iter_tool_files, load_paths

ROOT = Path(__file__).resolve().parents[1]
DATA = data_dir("openapi")
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
META = Draft202012Validator(Draft202012Validator.META_SCHEMA, format_checker=Draft202012Validator.FORMAT_CHECKER)
BOMB = "\n".join(
    [
        'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
        *(f"{c}: &{c} [{', '.join([f'*{p}'] * 9)}]" for p, c in zip("abcdefgh", "bcdefghi", strict=True)),
    ]
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--embedder", default="hash", help="hash (default), local, none, ...")
    parser.add_argument("--only", default=None, help="only specs whose path contains this text")
    parser.add_argument("--profile", default=None, help="a spec (path under --data) to time step by step")
    parser.add_argument("--bomb", action="store_true", help="also ingest a YAML alias bomb beside a good file")
    args = parser.parse_args()
    if not args.data.is_dir():
        raise SystemExit(
            f"no specs at {args.data}: set TOOLMEM_BENCH_DATA to the benchmark data folder, or pass --data"
        )
    if args.profile:
        profile(args.data / args.profile, args.embedder)
        return
    columns = ["spec", "operations", "tools", "lost", "invalid schemas", "export whole (KB)"]
    columns += ["export in budget (KB)", "add (s)", "peak (MB)"]
    print("| " + " | ".join(columns) + " |")
    print("|---|---|---|---|---|---|---|---|---|")
    totals: list[float] = [0, 0, 0, 0, 0.0, 0.0, 0.0]
    for path in iter_tool_files(args.data):
        name = str(path.relative_to(args.data))
        if args.only and args.only not in name:
            continue
        row = measure(path, args.embedder)
        if row is None:
            continue
        operations, tools, invalid, whole, fitted, seconds, peak = row
        lost = operations - tools
        cells = [
            name,
            operations,
            tools,
            lost,
            invalid,
            f"{whole:,.0f}",
            f"{fitted:,.0f}",
            f"{seconds:.2f}",
            f"{peak:.0f}",
        ]
        print("| " + " | ".join(map(str, cells)) + " |")
        for i, value in enumerate((operations, tools, lost, invalid, whole, fitted, seconds)):
            totals[i] += value
    print("| **all** | " + " | ".join(f"{value:,.0f}" for value in totals[:6]) + f" | {totals[6]:.1f} | |")
    if args.bomb:
        bomb(args.embedder)


def measure(path: Path, embedder: str) -> tuple[int, int, int, float, float, float, float] | None:
    operations = count_operations(path)
    if operations is None:
        return None  # not an OpenAPI document: a part of a multi-file spec
    tracemalloc.start()
    started = time.perf_counter()
    with toolmem.open("sqlite://", embedder=embedder) as mem:
        report = mem.tools.add_path(path)
        tools = mem.tools.list()
    seconds = time.perf_counter() - started
    peak = tracemalloc.get_traced_memory()[1] / 1e6
    tracemalloc.stop()
    errors = [str(error) for error in report.errors]
    if errors:
        print(f"<!-- {path.name}: {' '.join(errors[0].split())[:200]} -->", file=sys.stderr)
    plain = export_report(tools, "openai").tools
    strict = export_report(tools, "openai", strict=True).tools
    schemas = {json.dumps(t["function"]["parameters"], sort_keys=True) for t in [*plain, *strict]}
    invalid = sum(not META.is_valid(json.loads(schema)) for schema in schemas)
    whole = len(json.dumps(export_report(tools, "openai", budget=None).tools)) / 1000
    fitted = len(json.dumps(plain)) / 1000
    return operations, len(tools), invalid, whole, fitted, seconds, peak


def count_operations(path: Path) -> int | None:
    """Paths × methods, read from the document directly (not through toolmem)."""
    loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    document = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)
    if not isinstance(document, dict) or not ({"openapi", "swagger"} & set(document)):
        return None
    paths = document.get("paths") or {}
    return sum(1 for item in paths.values() if isinstance(item, dict) for method in item if method in METHODS)


def profile(path: Path, embedder: str) -> None:
    """Where the time of adding one spec goes (each step timed once, texts never embedded before)."""
    started = time.perf_counter()
    loaded = load_paths([path])
    read = time.perf_counter() - started
    texts = [tool.embedding_text() for tool in loaded.tools]
    with toolmem.open("sqlite://", embedder=embedder) as mem:
        assert mem.embedder is not None
        started = time.perf_counter()
        mem.embedder.embed(["load the model"])
        load = time.perf_counter() - started
        started = time.perf_counter()
        mem.tools.add_path(path)
        added = time.perf_counter() - started
        started = time.perf_counter()
        mem.tools.search("create something", k=3)
        first_search = time.perf_counter() - started
    average = sum(map(len, texts)) / len(texts)
    print(f"{path.name}: {len(loaded.tools)} tools, dense texts of {average:.0f} characters on average ({embedder})")
    print(f"load the model: {load:.2f} s")
    print(f"read and convert: {read:.2f} s")
    print(f"add_path (read, embed, write): {added:.2f} s, of which embedding about {added - read:.2f} s")
    print(f"first search (builds the index): {first_search:.2f} s")


def bomb(embedder: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "bomb.yaml").write_text(BOMB)
        (Path(folder) / "good.json").write_text(json.dumps([{"id": "ok", "name": "ok", "description": "A good tool."}]))
        tracemalloc.start()
        started = time.perf_counter()
        with toolmem.open("sqlite://", embedder=embedder) as mem:
            report = mem.tools.add_path(folder)
        seconds = time.perf_counter() - started
        peak = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
    print(f"\nYAML alias bomb ({len(BOMB)} bytes) beside a good file: {seconds:.2f} s, peak {peak:.1f} MB")
    print(f"added: {report.added}; refused: {' '.join(str(report.errors[0]).split())[:160]}")


if __name__ == "__main__":
    main()
