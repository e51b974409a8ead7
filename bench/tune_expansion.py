"""How query expansion's settings and tool search's dense weight were chosen: a sweep on MetaTool's
*training* queries (:mod:`toolmem.search.expansion`).

Only ``queries_train.jsonl`` is scored here; the test split, Gorilla APIBench and the real-spec
requests are never read. The defaults are the best cell of this table.

    python bench/tune_expansion.py [--sample 3000]
"""

from __future__ import annotations

from toolmem.search.expansion import Expansion
from tune_fusion import ndcg_by_weight, training_arguments, training_catalogue, training_queries

DENSE_WEIGHTS = (0.7, 0.75, 0.8, 0.85)
THRESHOLDS = (0.4, 0.5, 0.6)
WEIGHTS = (0.3, 0.5, 1.0)


def main() -> None:
    dataset, queries = training_queries(training_arguments(__doc__).parse_args())
    with training_catalogue(dataset, queries) as (mem, index, vectors):
        per_query = [mem.tools.word_vectors(q.text) for q in queries]  # what search expands with
        print("| expansion \\ dense weight | " + " | ".join(str(w) for w in DENSE_WEIGHTS) + " |")
        print("|---" * (len(DENSE_WEIGHTS) + 1) + "|")
        settings: list[Expansion | None] = [None]
        settings += [Expansion(threshold=t, weight=w) for t in THRESHOLDS for w in WEIGHTS]
        for expansion in settings:
            index.expansion = expansion
            row = ndcg_by_weight(index, queries, vectors, DENSE_WEIGHTS, per_query)
            label = "none" if expansion is None else f"cosine ≥ {expansion.threshold}, weight {expansion.weight}"
            print(f"| {label} | " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
