"""Search quality on RestBench (RestGPT's TMDB and Spotify sets): a public set no toolmem choice was made on.

RestBench (github.com/Yifan-Song793/RestGPT, MIT) pairs 157 requests written by people with the API
calls that solve them (``"solution": ["GET /search/person", "GET /person/{person_id}/movie_credits"]``)
against the TMDB (54 operations) and Spotify (40 paths) OpenAPI specs. Each spec is added to a
workspace of its own and each request searched there; a request's relevant tools are the
operations of its solution. Printed: Recall@5 and NDCG@5 (binary gains), per set and over both.

    python bench/restbench_search.py --data RESTGPT [--embedder local]

``RESTGPT`` is a clone of the repository (commit d990128 was measured): ``specs/tmdb_oas.json``,
``specs/spotify_oas.json``, ``datasets/tmdb.json``, ``datasets/spotify.json``. Nothing here is ever
trained on (``bench/tool_model_data.py`` refuses it by name).
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

import toolmem

SETS = {"tmdb": "specs/tmdb_oas.json", "spotify": "specs/spotify_oas.json"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, required=True, help="a clone of Yifan-Song793/RestGPT")
    parser.add_argument("--embedder", default="local")
    parser.add_argument("--db", default="sqlite://", help="a database file to keep vectors between runs")
    args = parser.parse_args()
    store = toolmem.open(args.db, workspace="restbench", embedder=args.embedder).store
    print("| set | operations | requests | R@5 | NDCG@5 |")
    print("|---|---|---|---|---|")
    recalls: list[float] = []
    gains: list[float] = []
    for name, spec in SETS.items():
        requests = json.loads((args.data / "datasets" / f"{name}.json").read_text(encoding="utf-8"))
        with toolmem.open(store, workspace=f"restbench-{name}", embedder=args.embedder) as mem:
            mem.tools.add_path(args.data / spec)
            tools = mem.tools.list()
            routes = {tool.id: f"{tool.metadata.get('method')} {tool.metadata.get('path')}" for tool in tools}
            set_recalls, set_gains = [], []
            for request in requests:
                relevant = set(request["solution"])
                found = [routes[hit.id] for hit in mem.tools.search(request["query"], k=5)]
                set_recalls.append(len(relevant & set(found)) / len(relevant))
                set_gains.append(_ndcg(found, relevant))
            print(f"| {name} | {len(routes)} | {len(requests)} | {_mean(set_recalls):.4f} | {_mean(set_gains):.4f} |")
            recalls += set_recalls
            gains += set_gains
    print(f"| **both** | | {len(recalls)} | **{_mean(recalls):.4f}** | **{_mean(gains):.4f}** |")
    store.close()


def _ndcg(found: list[str], relevant: set[str]) -> float:
    gain = sum(1 / math.log2(rank + 2) for rank, route in enumerate(found) if route in relevant)
    ideal = sum(1 / math.log2(rank + 2) for rank in range(min(len(relevant), 5)))
    return gain / ideal


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


if __name__ == "__main__":
    main()
