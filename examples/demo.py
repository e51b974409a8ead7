"""The toolmem demo: index the example catalogue, find the right tools, hand their schemas to a model.

Run it with ``make demo`` (which installs everything first) or ``python examples/demo.py [DB]``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import toolmem

HERE = Path(__file__).resolve().parent
SOURCES = ("catalogue", "openapi", "mcp", "schemas")


def main(db: str) -> None:
    bars = sys.stderr.isatty()  # progress bars on a terminal, nothing in a log
    with toolmem.open(db, workspace="demo") as mem:
        report = mem.tools.add_path([HERE / name for name in SOURCES], progress=bars)
        mem.tools.index(progress=bars)  # build the search index now rather than in the first search
        embedder = mem.embedder.id if mem.embedder else "keywords only"
        print(f"Indexed {len(mem.tools)} tools from {len(report.files)} example files: toolmem JSON, OpenAPI, MCP")
        counts = f"{len(report.added)} added, {len(report.unchanged)} unchanged, {report.embedded} embedded"
        print(f"tools/list, OpenAI and Anthropic schemas ({counts}).")
        print(f"Embedder: {embedder}.")
        for error in report.errors:
            print(f"  skipped: {error}")

        print("\nThe 3 best tools for each request (fused score; its BM25 and dense parts):")
        for request in (HERE / "queries.txt").read_text().splitlines():
            print(f"\n> {request}")
            for hit in mem.tools.search(request, k=3):
                signals = ", ".join(f"{name} {value:.2f}" for name, value in hit.reasons.items())
                print(f"  {hit.rank}. {hit.id:<33} {hit.score:5.2f}  ({signals})")

        request = "Text Maria that I'm running late"
        [best] = mem.tools.search(request, k=1)
        [schema] = mem.tools.export("openai", ids=[best.id])
        print(f"\nThe schema an agent passes its model for {request!r}:")
        print(json.dumps(schema, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(HERE.parent / ".demo" / "toolmem.db"))
