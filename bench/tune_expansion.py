"""How query expansion's settings and tool search's dense weight were chosen: a sweep on MetaTool's
*training* queries (:mod:`toolmem.search.words`).

Only ``queries_train.jsonl`` is scored here; the test split, Gorilla APIBench and the real-spec
requests are never read. The defaults are the best cell of this table.

    python bench/tune_expansion.py [--sample 3000]
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

import toolmem
from toolmem.bench.datasets import load_dataset, load_queries
from toolmem.bench.metrics import ndcg_at
from toolmem.search.fusion import FusionWeights
from toolmem.search.words import Expansion, query_words
from toolmem.types import Vectors

SHARED = Path(__file__).resolve().parents[2] / "shared" / "bench"
DENSE_WEIGHTS = (0.7, 0.75, 0.8, 0.85)
THRESHOLDS = (0.4, 0.5, 0.6)
WEIGHTS = (0.3, 0.5, 1.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=SHARED / "metatool")
    parser.add_argument("--sample", type=int, default=3000, help="training queries to score (0: all)")
    args = parser.parse_args()
    dataset = load_dataset(args.data, args.data / "queries_train.jsonl")
    queries = load_queries(args.data / "queries_train.jsonl")
    if args.sample:
        queries = random.Random(0).sample(queries, min(args.sample, len(queries)))
    with toolmem.open("sqlite://", embedder="local") as mem:
        mem.tools.add(dataset.tools)
        index = mem.tools.index()
        assert mem.embedder is not None
        vectors = mem.embedder.embed([q.text for q in queries])
        # As search does: the catalogue's own vectors for the words it uses, the model's for the others.
        words = sorted({word for q in queries for word in query_words(q.text)})
        word_vector: dict[str, Vectors] = index.word_vectors(words)
        unknown = [word for word in words if word not in word_vector]
        word_vector |= dict(zip(unknown, mem.embedder.embed(unknown), strict=True))
        per_query = [{word: word_vector[word] for word in query_words(q.text)} for q in queries]
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
