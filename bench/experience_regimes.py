"""Does experience ever make search worse? Warm against cold NDCG@5 on the same requests, by regime.

Each regime records calls in a workspace of its own (one store, so each past request is embedded
once), then searches the same requests with the prior and without it:

- ``all``: every training request as a successful call of its tool;
- ``noisy``: the same, but 20% of them recorded instead as a failed call of the tool most like the
  right one (the confusion an agent makes);
- ``other half``: the tools are split in two (seeded); only requests for the first half are
  recorded, and only requests for the second half are scored: the right tool has never been called;
- ``30 calls``: one successful call for each of 30 tools (seeded), every request scored;
- ``30 failed``: the same 30 calls, failed.

Scored on the test split by default. ``--tune`` scores held-out training requests instead (the
first ``--holdout`` of the shuffled training split; the rest are the experience) and sweeps the
prior's settings: that is how the defaults were chosen, never looking at the test split.

    python bench/experience_regimes.py [--data DIR] [--tune [--holdout 3000]]
"""

from __future__ import annotations

import argparse
import random
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

import toolmem
from toolmem.embedders import Embedder, get_embedder
from toolmem.evaluation.datasets import Dataset, Query, data_dir, load_dataset, load_queries
from toolmem.evaluation.metrics import ndcg_at
from toolmem.experience.prior import PriorSettings
from toolmem.memory import Memory

OFF = PriorSettings(weight=0.0)


@dataclass(frozen=True)
class Regime:
    """Calls to record and the requests to score."""

    name: str
    calls: list[dict[str, Any]]
    scored: list[Query]


def regimes(dataset: Dataset, experience: Sequence[Query], scored: Sequence[Query], seed: int) -> list[Regime]:
    """The five regimes of the module's description."""
    rng = random.Random(seed)
    tools = sorted({query.relevant[0] for query in experience})
    confusion = look_alikes(dataset)
    everything = [call(q.relevant[0], q.text, True, i) for i, q in enumerate(experience)]
    noisy = [
        call(confusion[q.relevant[0]], q.text, False, i) if rng.random() < 0.2 else call(q.relevant[0], q.text, True, i)
        for i, q in enumerate(experience)
    ]
    half = set(rng.sample(tools, len(tools) // 2))
    first_half = [call(q.relevant[0], q.text, True, i) for i, q in enumerate(experience) if q.relevant[0] in half]
    other_half = [q for q in scored if not set(q.relevant) & half]
    by_tool: dict[str, list[Query]] = {}
    for query in experience:
        by_tool.setdefault(query.relevant[0], []).append(query)
    thirty = [rng.choice(by_tool[tool]) for tool in rng.sample(sorted(by_tool), 30)]
    return [
        Regime("all", everything, list(scored)),
        Regime("noisy 20%", noisy, list(scored)),
        Regime("other half", first_half, other_half),
        Regime("30 calls", [call(q.relevant[0], q.text, True, i) for i, q in enumerate(thirty)], list(scored)),
        Regime("30 failed", [call(q.relevant[0], q.text, False, i) for i, q in enumerate(thirty)], list(scored)),
    ]


def call(tool_id: str, request: str, success: bool, number: int) -> dict[str, Any]:
    """One recorded call."""
    return {"tool_id": tool_id, "request": request, "success": success, "created_at": float(number)}


def look_alikes(dataset: Dataset) -> dict[str, str]:
    """Each tool's most similar other tool by description (the wrong tool an agent would try)."""
    with toolmem.open("sqlite://", embedder="local") as mem:
        mem.tools.add(dataset.tools)
        ids, vectors = mem.tools.index().vectors()
    assert vectors is not None
    similarity = vectors @ vectors.T
    np.fill_diagonal(similarity, -np.inf)
    return {tool_id: ids[int(np.argmax(similarity[i]))] for i, tool_id in enumerate(ids)}


def ndcg(mem: Memory, queries: Sequence[Query], settings: PriorSettings) -> float:
    """Mean NDCG@5 of the queries with these prior settings."""
    mem.tools.prior = settings
    total = sum(ndcg_at([hit.id for hit in mem.tools.search(q.text, k=5)], q.relevant, 5) for q in queries)
    return total / max(len(queries), 1)


def workspace(db: Path, name: str, dataset: Dataset, calls: list[dict[str, Any]], embedder: Embedder) -> Memory:
    """A workspace holding the catalogue and these calls, its prior caught up."""
    mem = toolmem.open(str(db), workspace=name, embedder=embedder)
    mem.tools.add(dataset.tools)
    for start in range(0, len(calls), 1000):
        mem.calls.record_many(calls[start : start + 1000])
    prior = mem.tools.experience_prior()
    assert prior is not None
    len(prior)  # embed the past requests here
    return mem


def sweep() -> list[PriorSettings]:
    """The settings tried with ``--tune``: the default and its neighbours, one setting at a time."""
    default = PriorSettings()
    return [
        default,
        replace(default, closeness=0.2),
        replace(default, closeness=0.4),
        replace(default, evidence=0.1),
        replace(default, repeat=0.8),
        replace(default, temperature=0.8),
        replace(default, repeat=0.8, temperature=0.8),
        replace(default, evidence=0.1, temperature=0.8),
        replace(default, neighbours=10),
        replace(default, neighbours=40),
        replace(default, power=6.0),
        replace(default, power=12.0),
        replace(default, evidence=0.4),
        replace(default, repeat=0.6),
        replace(default, bound=3.0),
        replace(default, bound=6.0),
        replace(default, temperature=0.5),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=data_dir("metatool"))
    parser.add_argument("--tune", action="store_true", help="score held-out training requests and sweep settings")
    parser.add_argument("--holdout", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    train = load_queries(args.data / "queries_train.jsonl")
    if args.tune:
        random.Random(args.seed).shuffle(train)
        scored, experience = train[: args.holdout], train[args.holdout :]
        dataset = load_dataset(args.data, args.data / "queries_train.jsonl")
    else:
        dataset = load_dataset(args.data)
        scored, experience = dataset.queries, train
    embedder = get_embedder("local")
    embedder.query_cache_size = len(scored) + 100  # type: ignore[misc]
    settings = sweep() if args.tune else [PriorSettings()]
    rows: dict[PriorSettings, list[tuple[str, float, float]]] = {s: [] for s in settings}
    with tempfile.TemporaryDirectory(prefix="toolmem-regimes-") as tmp:
        for number, regime in enumerate(regimes(dataset, experience, scored, args.seed)):
            mem = workspace(Path(tmp) / "regimes.db", f"r{number}", dataset, regime.calls, embedder)
            try:
                cold = ndcg(mem, regime.scored, OFF)
                for setting in settings:
                    rows[setting].append((regime.name, cold, ndcg(mem, regime.scored, setting)))
                print(f"{regime.name}: {len(regime.calls)} calls, {len(regime.scored)} requests scored", flush=True)
            finally:
                mem.close()
    names = [name for name, _, _ in rows[settings[0]]]
    print()
    print("| settings | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for setting, row in rows.items():
        label = "default" if setting == PriorSettings() else describe(setting)
        cells = [f"{cold:.4f} → {warm:.4f} ({warm - cold:+.4f})" for _, cold, warm in row]
        print(f"| {label} | " + " | ".join(cells) + " |")


def describe(setting: PriorSettings) -> str:
    """The fields that differ from the default."""
    default = PriorSettings()
    return ", ".join(f"{k}={v}" for k, v in vars(setting).items() if getattr(default, k) != v)


if __name__ == "__main__":
    main()
