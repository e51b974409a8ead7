"""Search quality on real API catalogues: realistic requests against the public OpenAPI specs.

Each spec of ``bench/openapi_requests.jsonl`` is added to a workspace of its own, and each request
is searched there; a request counts as found when its operation (by ``operationId``, or
``"METHOD /path"`` for specs without them; any operation of that name where a spec repeats it) is
among the top 3. The requests were written for this benchmark by reading the specs' operation
lists; they are not taken from the specs' texts.

    python bench/openapi_search.py [--embedder local] [--db bench-openapi.db] [--misses]

``--db`` keeps the vectors between runs (they are keyed by the text embedded), so a second run,
or a run after changing only the keyword side, embeds nothing again.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import yaml

import toolmem
from toolmem.evaluation.datasets import data_dir
from toolmem.records import Tool

ROOT = Path(__file__).resolve().parents[1]
DATA = data_dir("openapi")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--requests", type=Path, default=ROOT / "bench" / "openapi_requests.jsonl")
    parser.add_argument("--embedder", default="local")
    parser.add_argument("--db", default="sqlite://", help="a database file to keep vectors between runs")
    parser.add_argument("--misses", action="store_true", help="print every request not found in the top 3")
    args = parser.parse_args()
    if not args.data.is_dir():
        raise SystemExit(
            f"no specs at {args.data}: set TOOLMEM_BENCH_DATA to the benchmark data folder, or pass --data"
        )
    requests = [json.loads(line) for line in args.requests.read_text().splitlines() if line.strip()]
    by_spec: dict[str, list[dict[str, str]]] = defaultdict(list)
    for request in requests:
        by_spec[request["spec"]].append(request)
    store = toolmem.open(args.db, workspace="openapi-search", embedder=args.embedder).store
    ranks: list[int | None] = []
    misses: list[str] = []
    print("| spec | operations | requests | top-1 | top-3 | added (s) |")
    print("|---|---|---|---|---|---|")
    for spec, items in by_spec.items():
        with toolmem.open(store, workspace=Path(spec).stem, embedder=args.embedder) as mem:
            started = time.perf_counter()
            mem.tools.add_path(args.data / spec)
            added = time.perf_counter() - started
            operations = _operations(args.data / spec)
            spec_ranks = []
            for item in items:
                wanted = operations[item["op"]]
                hits = mem.tools.search(item["request"], k=20)
                rank = next((hit.rank for hit in hits if _route(hit.tool) in wanted), None)
                spec_ranks.append(rank)
                if rank is None or rank > 3:
                    top = ", ".join(_local(hit.tool) for hit in hits[:3])
                    misses.append(f"{spec}: {item['request']!r} → {item['op']} at {rank or '>20'} (top 3: {top})")
            ranks += spec_ranks
            top1 = sum(rank == 1 for rank in spec_ranks)
            top3 = sum(rank is not None and rank <= 3 for rank in spec_ranks)
            print(f"| {spec} | {len(mem.tools)} | {len(items)} | {top1} | {top3} | {added:.1f} |")
    found = sum(rank is not None and rank <= 3 for rank in ranks)
    first = sum(rank == 1 for rank in ranks)
    total = len(ranks)
    print(f"\ntop-3: {found}/{total} = {found / total:.1%}; top-1: {first}/{total} = {first / total:.1%}")
    if args.misses:
        print("\n".join(["", "misses:", *misses]))
    store.close()


def _operations(path: Path) -> dict[str, set[tuple[str, str]]]:
    """Each ``operationId`` (and each ``"METHOD /path"``) of a spec → the routes it names.

    Read from the spec itself, so that the benchmark does not depend on how toolmem names tools.
    """
    document = _read(path)
    found: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for route, item in (document.get("paths") or {}).items():
        for method, operation in item.items():
            if isinstance(operation, dict) and isinstance(operation.get("$ref"), str):
                operation = _referenced(path, operation["$ref"])  # an operation kept in a file of its own
            if isinstance(operation, dict) and method in ("get", "put", "post", "delete", "patch", "head", "options"):
                found[f"{method.upper()} {route}"].add((method.upper(), route))
                if isinstance(operation.get("operationId"), str):
                    found[operation["operationId"]].add((method.upper(), route))
    return found


def _read(path: Path) -> Any:
    """A spec file as data: JSON (which is not always valid YAML), else YAML."""
    text = path.read_text(encoding="utf-8")
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def _referenced(spec: Path, ref: str) -> Any:
    """What a ``file#/pointer`` reference written in ``spec`` points to."""
    file_part, _, fragment = ref.partition("#")
    node = _read(spec.parent / file_part) if file_part else _read(spec)
    for token in fragment.split("/")[1:]:
        node = node[token.replace("~1", "/").replace("~0", "~")]
    return node


def _route(tool: Tool) -> tuple[str, str]:
    return str(tool.metadata.get("method")), str(tool.metadata.get("path"))


def _local(tool: Tool) -> str:
    namespace = getattr(tool, "namespace", "")  # tools had no namespace before; keep runs comparable
    prefix = f"{namespace}."
    return tool.id[len(prefix) :] if namespace and tool.id.startswith(prefix) else tool.id


if __name__ == "__main__":
    main()
