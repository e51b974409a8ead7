"""How the experience prior's settings were chosen: MetaTool's training split, split again.

The training queries are shuffled (seed 0); 3,000 are held out and the rest recorded as successful
calls. The held-out requests are then searched with each setting of the prior. The test split is
never read. The default (weight 80, 20 neighbours, power 8, floor 0.05) is the best row of this sweep.

    python bench/tune_experience.py [--holdout 3000]
"""

from __future__ import annotations

import argparse
import itertools
import random
from pathlib import Path

import toolmem
from toolmem.bench.datasets import data_dir, load_dataset, load_queries
from toolmem.bench.metrics import ndcg_at
from toolmem.experience.prior import PriorSettings

DATA = data_dir()
WEIGHTS = (20.0, 40.0, 80.0)
NEIGHBOURS = (10, 20)
POWERS = (4.0, 8.0)
FLOORS = (0.05, 0.1, 0.2, 1.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA / "metatool")
    parser.add_argument("--holdout", type=int, default=3000)
    parser.add_argument("--defaults-only", action="store_true", help="score no prior and the defaults only")
    args = parser.parse_args()
    train_file = args.data / "queries_train.jsonl"
    dataset = load_dataset(args.data, train_file)
    queries = load_queries(train_file)
    random.Random(0).shuffle(queries)
    held, remembered = queries[: args.holdout], queries[args.holdout :]
    with toolmem.open("sqlite://", embedder="local") as mem:
        assert mem.embedder is not None
        mem.embedder.query_cache_size = len(held) + 1  # type: ignore[misc]
        mem.tools.add(dataset.tools)
        calls = [
            {"tool_id": q.relevant[0], "request": q.text, "created_at": float(i)} for i, q in enumerate(remembered)
        ]
        for start in range(0, len(calls), 1000):
            mem.calls.record_many(calls[start : start + 1000])
        rows = []
        grid = [(0.0, 10, 8.0, 1.0), *itertools.product(WEIGHTS, NEIGHBOURS, POWERS, FLOORS)]
        if args.defaults_only:
            default = PriorSettings()
            grid = [grid[0], (default.weight, default.neighbours, default.power, default.floor)]
        for weight, neighbours, power, floor in grid:
            mem.tools.prior = PriorSettings(weight=weight, neighbours=neighbours, power=power, floor=floor)
            score = sum(ndcg_at([h.id for h in mem.tools.search(q.text, k=5)], q.relevant, 5) for q in held)
            rows.append((score / len(held), weight, neighbours, power, floor))
            print(
                f"weight {weight:5.1f}  neighbours {neighbours:3d}  power {power:4.1f}  floor {floor:4.2f}"
                f"  NDCG@5 {rows[-1][0]:.4f}",
                flush=True,
            )
        best = max(rows)
        print(f"best: weight {best[1]}, neighbours {best[2]}, power {best[3]}, floor {best[4]}: NDCG@5 {best[0]:.4f}")


if __name__ == "__main__":
    main()
