"""Choose code memory's dense/BM25 mix on *training* packages, never on the reported ones.

The reported benchmark (``bench/code_search.py``) uses the standard library's ``json`` and
``email``; this sweep uses other standard-library packages (``http``, ``urllib``, ``logging``,
``concurrent``, ``importlib`` by default), in both settings (docstrings indexed, and stripped), and
prints the mean Recall@1 and MRR@10 for each dense weight.

    python bench/tune_code.py [--package http urllib logging concurrent importlib] [--weights 0 0.2 ...]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import toolmem
from code_search import Query, package_root, queries, stripped_copy
from toolmem import CodeMemory, FusionWeights


def ranks(mem: toolmem.Memory, weight: float, asked: list[Query]) -> list[int | None]:
    code = CodeMemory(mem.space, mem.embedder, weights=FusionWeights(dense=weight))
    out: list[int | None] = []
    for query in asked:
        hits = code.search(query.text, k=10)
        found = [i for i, hit in enumerate(hits, 1) if hit.file == query.file and hit.symbol == query.symbol]
        out.append(found[0] if found else None)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", nargs="+", default=["http", "urllib", "logging", "concurrent", "importlib"])
    parser.add_argument("--weights", type=float, nargs="+", default=[0.0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1.0])
    parser.add_argument("--embedder", default="local")
    args = parser.parse_args(argv)
    originals = {name: package_root(name) for name in args.package}
    asked = [q for name, root in originals.items() for q in queries(root, name)]
    print(f"{len(asked)} training queries from {', '.join(args.package)}")
    table: dict[float, list[tuple[float, float]]] = {w: [] for w in args.weights}
    with tempfile.TemporaryDirectory() as tmp:
        stripped = {name: stripped_copy(root, Path(tmp)) for name, root in originals.items()}
        for setting, roots in (("docstrings", originals), ("stripped", stripped)):
            with toolmem.open(str(Path(tmp) / f"{setting}.db"), embedder=args.embedder) as mem:
                for repo, root in roots.items():
                    mem.code.index(root, repo=repo)
                for weight in args.weights:
                    found = ranks(mem, weight, asked)
                    r1 = sum(r == 1 for r in found) / len(found)
                    mrr = sum(1 / r for r in found if r is not None) / len(found)
                    table[weight].append((r1, mrr))
                    print(f"{setting:10s} dense={weight:.1f}  Recall@1 {r1:.3f}  MRR@10 {mrr:.3f}", flush=True)
    print("\n| dense weight | mean Recall@1 | mean MRR@10 |\n|---|---|---|")
    for weight, rows in table.items():
        print(
            f"| {weight:.1f} | {sum(r for r, _ in rows) / len(rows):.3f} | {sum(m for _, m in rows) / len(rows):.3f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
