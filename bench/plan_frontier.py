"""How far can a neighbour vote go on MetaTool? The precision a plan cache of argument-free plans
could reach at each hit rate, whatever its rules.

MetaTool's training requests are split (seeded) into 3,000 looked up and the rest stored, as
``toolmem plans calibrate`` would store them: one plan per request, calling its tool. Each looked-up
request's nearest stored requests (cosine of the embedder's vectors, ``--neighbours``) vote for their
tools with weight similarity^``--power``, as the cache's neighbours do; the request is "answered" by
the winning tool when its share of the vote reaches a cut-off. The table gives hit rate and precision
for each cut-off: the frontier a rule that trusts the neighbourhood can reach with this model. Only
the training split is read.

    python bench/plan_frontier.py [--data DIR] [--embedder local]
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict
from pathlib import Path

import numpy as np

from toolmem.embedders import get_embedder
from toolmem.evaluation.datasets import data_dir, load_queries

CUTS = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.99)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=data_dir("metatool"))
    parser.add_argument("--embedder", default="local")
    parser.add_argument("--holdout", type=int, default=3000)
    parser.add_argument("--neighbours", type=int, default=20)
    parser.add_argument("--power", type=float, default=8.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    queries = load_queries(args.data / "queries_train.jsonl")
    random.Random(args.seed).shuffle(queries)
    asked, stored = queries[: args.holdout], queries[args.holdout :]
    embedder = get_embedder(args.embedder)
    stored_vectors = np.asarray(embedder.embed_batch([q.text for q in stored]), dtype=np.float32)
    asked_vectors = np.asarray(embedder.embed_batch([q.text for q in asked]), dtype=np.float32)
    similarity = asked_vectors @ stored_vectors.T
    nearest = np.argsort(-similarity, axis=1)[:, : args.neighbours]
    shares, right = [], []
    for row, query in enumerate(asked):
        votes: dict[str, float] = defaultdict(float)
        for column in nearest[row]:
            votes[stored[column].relevant[0]] += max(float(similarity[row, column]), 0.0) ** args.power
        total = sum(votes.values())
        winner = max(votes, key=lambda tool: votes[tool])
        shares.append(votes[winner] / total if total else 0.0)
        right.append(winner in query.relevant)
    share, correct = np.asarray(shares), np.asarray(right)
    print(f"{embedder.id}: {len(asked)} requests looked up against {len(stored)} stored")
    print(f"the vote's winner is right for {correct.mean():.3f} of them\n")
    print("| share of the vote at least | hit rate | precision |")
    print("|---|---|---|")
    for cut in CUTS:
        answered = share >= cut
        precision = correct[answered].mean() if answered.any() else float("nan")
        print(f"| {cut:.2f} | {answered.mean():.3f} | {precision:.4f} |")


if __name__ == "__main__":
    main()
