"""The toolmem demo: index the example catalogue, find the right tools, hand their schemas to a model.

Run it with ``make demo`` (which installs everything first) or ``python examples/demo.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import toolmem

HERE = Path(__file__).resolve().parent


def main(db: str) -> None:
    with toolmem.open(db, workspace="demo") as mem:
        report = mem.tools.add_path([HERE / "catalogue", HERE / "openapi", HERE / "mcp", HERE / "schemas"])
        embedder = mem.embedder.id if mem.embedder else "keywords only"
        print(
            f"catalogue: {len(mem.tools)} tools ({len(report.added)} added, {len(report.updated)} updated, "
            f"{len(report.unchanged)} unchanged, {report.embedded} embedded), embedder {embedder}"
        )
        for error in report.errors:
            print(f"  skipped: {error}")
        for request in (HERE / "queries.txt").read_text().splitlines():
            hits = mem.tools.search(request, k=3)
            print(f"\n> {request}")
            for hit in hits:
                signals = ", ".join(f"{name} {value:.2f}" for name, value in hit.reasons.items())
                print(f"  {hit.rank}. {hit.id:<32} {hit.score:6.3f}  ({signals})")
        request = "Text Maria that I'm running late"
        schemas = mem.tools.export("openai", ids=[hit.id for hit in mem.tools.search(request, k=2)])
        print(f"\nThe schemas an agent passes to its model for {request!r}:")
        print(json.dumps(schemas, indent=2)[:1200])


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(HERE.parent / ".demo" / "toolmem.db"))
