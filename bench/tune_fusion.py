"""How the fusion weight and BM25's ``b`` were chosen: a sweep on MetaTool's *training* queries.

Only ``queries_train.jsonl`` is scored here; the test split and Gorilla APIBench are never read.
The default (dense weight 0.8, b 0.5) is the best cell of this table.

    python bench/tune_fusion.py [--sample 3000]
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

import toolmem
from toolmem.evaluation.datasets import Dataset, Query, data_dir, load_dataset, load_queries
from toolmem.evaluation.metrics import ndcg_at
from toolmem.search.bm25 import BM25Index
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import HybridIndex
from toolmem.types import Vectors

DATA = data_dir()
WEIGHTS = (0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 1.0)
B_VALUES = (0.5, 0.75)


def training_arguments(description: str | None) -> argparse.ArgumentParser:
    """The options every tuning script takes: ``--data`` (a dataset folder) and ``--sample``."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA / "metatool")
    parser.add_argument("--sample", type=int, default=3000, help="training queries to score (0: all)")
    return parser


def training_queries(args: argparse.Namespace) -> tuple[Dataset, list[Query]]:
    """The dataset's tools and its *training* queries (a seeded sample of ``--sample``); nothing else is read."""
    train = args.data / "queries_train.jsonl"
    queries = load_queries(train)
    if args.sample:
        queries = random.Random(0).sample(queries, min(args.sample, len(queries)))
    return load_dataset(args.data, train), queries


@contextmanager
def training_catalogue(dataset: Dataset, queries: list[Query]) -> Iterator[tuple[toolmem.Memory, HybridIndex, Vectors]]:
    """An in-memory catalogue of the dataset's tools with the local model: the memory, its fresh
    index and the queries' vectors."""
    with toolmem.open("sqlite://", embedder="local") as mem:
        mem.tools.add(dataset.tools)
        assert mem.embedder is not None
        yield mem, mem.tools.index(), mem.embedder.embed([q.text for q in queries])


def main() -> None:
    dataset, queries = training_queries(training_arguments(__doc__).parse_args())
    with training_catalogue(dataset, queries) as (mem, index, vectors):
        by_id = {tool.id: tool.search_text() for tool in mem.tools.list()}
        slots = index.keys()  # a fresh index: its keys in slot order
        texts = [by_id[tool_id] for tool_id in slots]
        print("| b \\ dense weight | " + " | ".join(str(w) for w in WEIGHTS) + " |")
        print("|---" * (len(WEIGHTS) + 1) + "|")
        for b in B_VALUES:
            index.bm25 = BM25Index(b=b)
            index.bm25.add(texts)
            print(f"| {b} | " + " | ".join(ndcg_by_weight(index, queries, vectors, WEIGHTS)) + " |")


def ndcg_by_weight(
    index: HybridIndex,
    queries: list[Query],
    vectors: Vectors,
    weights: Sequence[float],
    word_vectors: Sequence[Mapping[str, Vectors] | None] | None = None,
) -> list[str]:
    """Mean NDCG@5 of the queries for each dense weight, formatted for a table row; ``word_vectors``
    are each query's words for expansion (:meth:`ToolCatalogue.word_vectors`), when it expands."""
    words = word_vectors if word_vectors is not None else [None] * len(queries)
    row = []
    for weight in weights:
        index.weights = FusionWeights(dense=weight)
        total = 0.0
        for query, vector, query_words in zip(queries, vectors, words, strict=True):
            ranked = [hit.key for hit in index.search(query.text, vector, 5, word_vectors=query_words)]
            total += ndcg_at(ranked, query.relevant, 5)
        row.append(f"{total / len(queries):.4f}")
    return row


if __name__ == "__main__":
    main()
