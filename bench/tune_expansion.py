"""How query expansion's settings and tool search's dense weight were chosen: a sweep on MetaTool's
*training* queries (:mod:`toolmem.search.words`).

Only ``queries_train.jsonl`` is scored here; the test split, Gorilla APIBench and the real-spec
requests are never read. The defaults are the best cell of this table.

    python bench/tune_expansion.py [--sample 3000]
"""

from __future__ import annotations

import toolmem
from toolmem.bench.metrics import ndcg_at
from toolmem.search.fusion import FusionWeights
from toolmem.search.words import Expansion
from tune_fusion import training_arguments, training_queries

DENSE_WEIGHTS = (0.7, 0.75, 0.8, 0.85)
THRESHOLDS = (0.4, 0.5, 0.6)
WEIGHTS = (0.3, 0.5, 1.0)


def main() -> None:
    dataset, queries = training_queries(training_arguments(__doc__).parse_args())
    with toolmem.open("sqlite://", embedder="local") as mem:
        mem.tools.add(dataset.tools)
        index = mem.tools.index()
        assert mem.embedder is not None
        vectors = mem.embedder.embed([q.text for q in queries])
        per_query = [mem.tools.word_vectors(q.text) for q in queries]  # what search expands with
        print("| expansion \\ dense weight | " + " | ".join(str(w) for w in DENSE_WEIGHTS) + " |")
        print("|---" * (len(DENSE_WEIGHTS) + 1) + "|")
        settings: list[Expansion | None] = [None]
        settings += [Expansion(threshold=t, weight=w) for t in THRESHOLDS for w in WEIGHTS]
        for expansion in settings:
            index.expansion = expansion
            row = []
            for dense in DENSE_WEIGHTS:
                index.weights = FusionWeights(dense=dense)
                total = 0.0
                for query, vector, query_word_vectors in zip(queries, vectors, per_query, strict=True):
                    ranked = [hit.key for hit in index.search(query.text, vector, 5, word_vectors=query_word_vectors)]
                    total += ndcg_at(ranked, query.relevant, 5)
                row.append(f"{total / len(queries):.4f}")
            label = "none" if expansion is None else f"cosine ≥ {expansion.threshold}, weight {expansion.weight}"
            print(f"| {label} | " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
