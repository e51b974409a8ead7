"""Code search quality: find a function from the first sentence of its docstring.

The standard library's ``json`` and ``email`` packages (or any installed package, ``--package``) are
indexed with ``mem.code.index``. Every function and method whose docstring's first sentence has at
least three words becomes a query: that sentence, with the function's name removed from it.
Sentences shared by several functions are left out (no single right answer). A query is answered
when the function is among the top k symbols: Recall@1, Recall@5 and MRR@10.

Two settings:
- ``docstrings``: the code is indexed as it is (the docstring is in the indexed text, so this checks
  that the right symbol, not a neighbour, comes first);
- ``stripped``: the code is indexed from a copy with every docstring removed (line numbers kept),
  so the description must be matched against names, comments and code alone.

    python bench/code_search.py [--package json email] [--embedders local none] [--json]
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import re
import shutil
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import toolmem

_SENTENCE_END = re.compile(r"(?<=[.!?])\s|\n\s*\n")


@dataclass(frozen=True)
class Query:
    text: str
    file: str
    symbol: str


def package_root(name: str) -> Path:
    module = importlib.import_module(name)
    if module.__file__ is None:
        raise SystemExit(f"{name} has no source files")
    return Path(module.__file__).parent


def first_sentence(docstring: str) -> str:
    text = docstring.strip()
    return " ".join(_SENTENCE_END.split(text, maxsplit=1)[0].split())


def functions(tree: ast.Module) -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """Module functions and (nested) class methods with their qualified names."""
    found: list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]] = []

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                found.append((prefix + node.name, node))
            elif isinstance(node, ast.ClassDef):
                visit(node.body, f"{prefix}{node.name}.")

    visit(tree.body, "")
    return found


def queries(root: Path, repo: str) -> list[Query]:
    out: list[Query] = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for qualname, node in functions(tree):
            doc = ast.get_docstring(node)
            if not doc:
                continue
            name = node.name.strip("_")
            sentence = first_sentence(doc)
            cleaned = (
                re.sub(rf"\b_*{re.escape(name)}\b(\(\))?", " ", sentence, flags=re.IGNORECASE) if name else sentence
            )
            cleaned = " ".join(cleaned.split())
            if len(cleaned.split()) >= 3:
                out.append(Query(cleaned, f"{repo}/{path.relative_to(root).as_posix()}", qualname))
    counts = Counter(q.text.casefold() for q in out)
    return [q for q in out if counts[q.text.casefold()] == 1]


def strip_docstrings(source: str) -> str:
    """The source with every docstring blanked out, line numbers unchanged."""
    lines = source.splitlines()
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        body = node.body
        if not body or not isinstance(body[0], ast.Expr) or not isinstance(body[0].value, ast.Constant):
            continue
        if not isinstance(body[0].value.value, str) or body[0].end_lineno is None:
            continue
        first, last = body[0].lineno, body[0].end_lineno
        if not isinstance(node, ast.Module) and first == node.lineno:
            continue  # a one-line `def f(): "doc"`: leave it
        indent = lines[first - 1][: len(lines[first - 1]) - len(lines[first - 1].lstrip())]
        for i in range(first - 1, last):
            lines[i] = ""
        if len(body) == 1 and not isinstance(node, ast.Module):
            lines[first - 1] = indent + "pass"
    return "\n".join(lines) + "\n"


def stripped_copy(root: Path, into: Path) -> Path:
    target = into / root.name
    shutil.copytree(root, target, ignore=shutil.ignore_patterns("__pycache__"))
    for path in target.rglob("*.py"):
        path.write_text(strip_docstrings(path.read_text(encoding="utf-8")), encoding="utf-8")
    return target


def evaluate(embedder: str, roots: dict[str, Path], asked: list[Query]) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp, toolmem.open(str(Path(tmp) / "code.db"), embedder=embedder) as mem:
        started = time.perf_counter()
        symbols = sum(mem.code.index(root, repo=repo).chunks for repo, root in roots.items())
        indexed = time.perf_counter() - started
        ranks: list[int | None] = []
        latencies: list[float] = []
        for query in asked:
            started = time.perf_counter()
            hits = mem.code.search(query.text, k=10)
            latencies.append((time.perf_counter() - started) * 1000)
            found = [i for i, hit in enumerate(hits, 1) if hit.file == query.file and hit.symbol == query.symbol]
            ranks.append(found[0] if found else None)
    n = len(ranks)
    latencies.sort()
    return {
        "queries": n,
        "symbols": symbols,
        "index_s": indexed,
        "recall@1": sum(r == 1 for r in ranks) / n,
        "recall@5": sum(r is not None and r <= 5 for r in ranks) / n,
        "mrr@10": sum(1 / r for r in ranks if r is not None) / n,
        "search_p50_ms": latencies[n // 2],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", nargs="+", default=["json", "email"])
    parser.add_argument("--embedders", nargs="+", default=["local", "none"])
    parser.add_argument("--settings", nargs="+", default=["docstrings", "stripped"], choices=["docstrings", "stripped"])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    originals = {name: package_root(name) for name in args.package}
    asked = [q for name, root in originals.items() for q in queries(root, name)]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        stripped = {name: stripped_copy(root, Path(tmp)) for name, root in originals.items()}
        for setting in args.settings:
            roots = originals if setting == "docstrings" else stripped
            for embedder in args.embedders:
                rows.append({"setting": setting, "embedder": embedder, **evaluate(embedder, roots, asked)})
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"packages: {', '.join(args.package)}")
    print("| indexed code | embedder | queries | symbols | Recall@1 | Recall@5 | MRR@10 | search p50 | index time |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['setting']} | {r['embedder']} | {r['queries']} | {r['symbols']} | {r['recall@1']:.3f} |"
            f" {r['recall@5']:.3f} | {r['mrr@10']:.3f} | {r['search_p50_ms']:.2f} ms | {r['index_s']:.1f} s |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
