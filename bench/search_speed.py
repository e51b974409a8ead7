"""Search speed of two source trees, A and B, alternated in one run: cached-vector search and never-seen
requests, with NDCG@5 beside the times.

Each tree runs in its own worker process (``PYTHONPATH=<tree>/src``) that builds its memory once; the
parent then asks the workers in turn, the order swapping every round, to answer every query of a set,
and takes the median of the rounds' p50s. The sets:

- **metatool**, **gorilla**, **mcp** (cached vectors): the catalogues of ``bench/peers.py``, on the
  same all-MiniLM-L6-v2 vectors (``.bench-cache/``); the request and its words are embedded before
  each search (``mem.tools.embed_request``), so the time is ``mem.tools.search`` alone;
- **synthetic:N** (cached vectors): N synthetic tools as ``bench/scale.py`` makes them, hash:384
  vectors (which do not expand requests), random requests from Gorilla's words;
- **fresh** (never-seen requests): MetaTool's catalogue with the local model; every request is one of
  MetaTool's training requests not asked before in the run, so its time includes embedding it and
  its words that are new to the cache.

    python bench/search_speed.py --a ../main --b . [--sets metatool mcp gorilla synthetic:10000 fresh]
        [--rounds 5]

With ``--a`` alone, only that tree is measured.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
FRESH_PER_ROUND = 60


def log(message: str) -> None:
    print(f"[search_speed] {message}", file=sys.stderr, flush=True)


# worker -------------------------------------------------------------------------------------------
def worker(name: str, tmp: str) -> None:
    """Build the set's memory, then answer the parent: each line a JSON list of requests to time (or
    ``null`` for the set's own queries); each answer the milliseconds and ranked ids."""
    import toolmem

    sys.path.insert(0, str(HERE))
    if name.startswith("synthetic:"):
        from scale import DATA, synthetic_tools, vocabulary

        words = vocabulary(DATA / "gorilla_apibench")
        rng = random.Random(1)
        queries = [" ".join(rng.choices(words, k=rng.randint(4, 12))) for _ in range(300)]
        mem = toolmem.open(str(Path(tmp) / "speed.db"), embedder="hash:384")
        mem.tools.add(synthetic_tools(int(name.split(":")[1]), words))
        embedder: Any = None
    elif name == "fresh":
        from peers import DATASETS

        data = DATASETS["metatool"]()
        queries = []
        mem = toolmem.open(str(Path(tmp) / "speed.db"), embedder="local")
        mem.tools.add(data.tools)
        embedder = None
    else:
        from peers import DATASETS, VectorCache

        data = DATASETS[name]()
        queries = [query.text for query in data.queries]
        embedder = VectorCache(name)
        mem = toolmem.open(str(Path(tmp) / "speed.db"), embedder=embedder)
        mem.tools.add(data.tools)
        for text in queries:
            mem.tools.embed_request(text)
        embedder.save()
    mem.tools.search("warm the index up", k=10)
    if embedder is None and name == "fresh":  # where the local model runs requests (NumPy before the onnx path)
        log(f"{name}: the local model runs requests in {getattr(mem.embedder, 'runtime', 'numpy')}")
    print(json.dumps({"ready": os.getpid()}), flush=True)
    for line in sys.stdin:
        asked = json.loads(line)
        requests = queries if asked is None else asked
        times, ranked = [], []
        for text in requests:
            if asked is None:
                mem.tools.embed_request(text)  # the request and its words, outside the timing
            started = time.perf_counter()
            hits = mem.tools.search(text, k=10)
            times.append((time.perf_counter() - started) * 1000)
            ranked.append([hit.id for hit in hits])
        print(json.dumps({"ms": times, "ranked": ranked}), flush=True)
    mem.close()


# parent -------------------------------------------------------------------------------------------
class Worker:
    def __init__(self, tree: Path, name: str, tmp: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(tree / "src"))
        # Each tree's own copy of this script: its imports follow that tree's layout.
        script = tree / "bench" / "search_speed.py"
        command = [sys.executable, str(script if script.exists() else __file__), "--worker", name, "--tmp", tmp]
        self.proc = subprocess.Popen(command, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert json.loads(self.read())["ready"]

    def read(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"worker {self.proc.args!r} ended")
        return line

    def ask(self, requests: list[str] | None) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(requests) + "\n")
        self.proc.stdin.flush()
        answer: dict[str, Any] = json.loads(self.read())
        return answer

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def fresh_requests(rounds: int) -> list[list[str]]:
    """MetaTool training requests, distinct, ``FRESH_PER_ROUND`` a round (plus a warm-up block)."""
    sys.path.insert(0, str(HERE))
    from scale import DATA
    from toolmem.evaluation.datasets import load_queries

    texts = list(dict.fromkeys(query.text for query in load_queries(DATA / "metatool" / "queries_train.jsonl")))
    random.Random(7).shuffle(texts)
    return [texts[i * FRESH_PER_ROUND : (i + 1) * FRESH_PER_ROUND] for i in range(rounds + 1)]


def measure(name: str, trees: dict[str, Path], rounds: int) -> dict[str, dict[str, float]]:
    from toolmem.evaluation.metrics import ndcg_at, percentile

    with tempfile.TemporaryDirectory() as tmp:
        workers = {}
        for label, tree in trees.items():  # one after the other: the first fills the vector cache
            workers[label] = Worker(tree, name, str(Path(tmp) / label))
            log(f"{name}: {label} ready")
        blocks = fresh_requests(rounds) if name == "fresh" else [None] * (rounds + 1)
        p50s: dict[str, list[float]] = {label: [] for label in trees}
        ranked: dict[str, list[list[str]]] = {}
        for round_, block in enumerate(blocks):  # block 0 warms up
            order = list(trees) if round_ % 2 else list(reversed(trees))
            for label in order:
                answer = workers[label].ask(block)
                if round_:
                    p50s[label].append(percentile(answer["ms"], 50))
                    ranked.setdefault(label, answer["ranked"])
        for w in workers.values():
            w.close()
    results: dict[str, dict[str, float]] = {}
    relevant = relevance(name)
    for label in trees:
        row = {"p50_ms": statistics.median(p50s[label]), "min_p50": min(p50s[label]), "max_p50": max(p50s[label])}
        if relevant is not None:
            row["ndcg@5"] = statistics.fmean(ndcg_at(r, rel, 5) for r, rel in zip(ranked[label], relevant, strict=True))
        results[label] = row
    return results


def relevance(name: str) -> list[Any] | None:
    if name.startswith("synthetic:") or name == "fresh":
        return None
    sys.path.insert(0, str(HERE))
    from peers import DATASETS

    return [query.relevant for query in DATASETS[name]().queries]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--a", type=Path, required=False, default=HERE.parent)
    parser.add_argument("--b", type=Path)
    parser.add_argument("--sets", nargs="+", default=["metatool", "mcp", "gorilla", "synthetic:10000", "fresh"])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--worker")
    parser.add_argument("--tmp")
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.tmp)
        return
    trees = {"A": args.a.resolve()} | ({"B": args.b.resolve()} if args.b else {})
    for label, tree in trees.items():
        commit = subprocess.run(
            ["git", "-C", str(tree), "rev-parse", "--short", "HEAD"], capture_output=True, text=True
        )
        print(f"{label}: {tree} at {commit.stdout.strip()}")
    load = os.getloadavg()
    rows = [(name, measure(name, trees, args.rounds)) for name in args.sets]
    header = "| set | " + " | ".join(f"{label} p50 (ms) [min–max of rounds]" for label in trees)
    print(header + " | " + " | ".join(f"{label} NDCG@5" for label in trees) + " |")
    print("|---" * (1 + 2 * len(trees)) + "|")
    for name, result in rows:
        times = " | ".join(f"{r['p50_ms']:.3f} [{r['min_p50']:.3f}–{r['max_p50']:.3f}]" for r in result.values())
        quality = " | ".join(f"{r['ndcg@5']:.4f}" if "ndcg@5" in r else "–" for r in result.values())
        print(f"| {name} | {times} | {quality} |")
    end = os.getloadavg()
    print(f"load average at start {load[0]:.2f} {load[1]:.2f}, at end {end[0]:.2f} {end[1]:.2f}; rounds {args.rounds}")


if __name__ == "__main__":
    main()
