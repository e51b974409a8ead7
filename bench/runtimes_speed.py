"""Never-seen requests with the local model in NumPy and in ONNX Runtime, taking turns request by request.

One MetaTool workspace is opened twice in one process, as ``local?runtime=numpy`` and as ``local``
(ONNX Runtime when the ``onnx`` extra is installed); each of MetaTool's training requests, none asked
before, is searched in both, the order swapping every request, so that a busy machine slows both
alike. Prints each runtime's p50 (the first 20 requests warm up), how many rankings were the same,
and the load average.

    python bench/runtimes_speed.py [--requests 300]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import toolmem
from toolmem.evaluation.datasets import load_queries

HERE = Path(__file__).resolve().parent
WARM_UP = 20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=300)
    args = parser.parse_args()
    sys.path.insert(0, str(HERE))
    from peers import DATASETS
    from scale import DATA

    texts = list(dict.fromkeys(query.text for query in load_queries(DATA / "metatool" / "queries_train.jsonl")))
    random.Random(11).shuffle(texts)
    load = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "runtimes.db")
        numpy = toolmem.open(path, embedder="local?runtime=numpy")
        numpy.tools.add(DATASETS["metatool"]().tools)
        memories = {"numpy": numpy, "default": toolmem.open(path, embedder="local")}
        names = {label: getattr(mem.embedder, "runtime", "?") for label, mem in memories.items()}
        times: dict[str, list[float]] = {label: [] for label in memories}
        same = 0
        for i, text in enumerate(texts[: args.requests]):
            ranked = {}
            for label in list(memories) if i % 2 else list(reversed(memories)):
                started = time.perf_counter()
                hits = memories[label].tools.search(text, k=10)
                times[label].append((time.perf_counter() - started) * 1000)
                ranked[label] = [hit.id for hit in hits]
            same += ranked["numpy"] == ranked["default"]
        for mem in memories.values():
            mem.close()
    end = os.getloadavg()
    for label, runtime in names.items():
        print(f"{label} ({runtime}): p50 {statistics.median(times[label][WARM_UP:]):.2f} ms")
    print(f"same rankings: {same} of {min(args.requests, len(texts))}")
    print(f"load average at start {load[0]:.2f} {load[1]:.2f}, at end {end[0]:.2f} {end[1]:.2f}")


if __name__ == "__main__":
    main()
