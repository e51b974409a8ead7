"""toolmem against ChromaDB embedded, side by side, with the same vectors and the same queries.

Quality on the real datasets in the benchmark data folder (``$TOOLMEM_BENCH_DATA``; all-MiniLM-L6-v2
vectors, computed once and cached in .bench-cache/), then speed on synthetic catalogues (vectors
from the 384-dimension hash embedder): build time, search latency with the query vector given,
recall of each dense search against exact brute-force cosine, and cold start (import, open + first
query) in fresh processes.

Both systems get identical vectors: toolmem through an embedder that looks texts up in the
precomputed table, Chroma through ``embeddings=`` / ``query_embeddings=``. Chroma keeps its default
HNSW settings, cosine space and its default ``include`` (documents, metadatas, distances).

    python bench/chroma_compare.py [--sizes 10000 100000] [--skip-quality] [--json]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar, TypeVar

import chromadb
import numpy as np
from chromadb.config import Settings

import toolmem
from scale import synthetic_tools, vocabulary
from toolmem.evaluation.datasets import Query, data_dir, load_dataset
from toolmem.evaluation.metrics import ndcg_at, percentile, recall_at
from toolmem.types import Vectors

ROOT = Path(__file__).resolve().parents[1]
DATA = data_dir()
CACHE = ROOT / ".bench-cache"
K = 10
TAG = "group3"
COLD_RUNS = 3
CHROMA_SETTINGS = Settings(anonymized_telemetry=False)
T = TypeVar("T")

TOOLMEM_CHILD = """
import json, sys, time
t0 = time.perf_counter()
import toolmem
t1 = time.perf_counter()
mem = toolmem.open(sys.argv[1], embedder=sys.argv[2])
hits = mem.tools.search(sys.argv[3], k=10)
t2 = time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "open_query_s": t2 - t1, "ids": [h.id for h in hits]}))
"""

CHROMA_CHILD = """
import json, sys, time
t0 = time.perf_counter()
import chromadb
t1 = time.perf_counter()
client = chromadb.PersistentClient(sys.argv[1], settings=chromadb.config.Settings(anonymized_telemetry=False))
collection = client.get_collection(sys.argv[2], embedding_function=None)
result = collection.query(query_embeddings=[json.loads(sys.argv[3])], n_results=10)
t2 = time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "open_query_s": t2 - t1, "ids": result["ids"][0]}))
"""


def log(message: str) -> None:
    print(f"[chroma_compare] {message}", file=sys.stderr, flush=True)


def timed(fn: Callable[..., T], *args: Any, **kwargs: Any) -> tuple[T, float]:
    """Call ``fn(*args, **kwargs)``; return its result and the seconds it took."""
    started = time.perf_counter()
    result = fn(*args, **kwargs)
    return result, time.perf_counter() - started


class LookupEmbedder(toolmem.Embedder):
    """Serves vectors computed beforehand by another embedder, so both systems see the same numbers."""

    batch_size: ClassVar[int] = 4096

    def __init__(self, source: toolmem.Embedder, texts: Sequence[str], vectors: Vectors) -> None:
        super().__init__()
        self.id = source.id  # the same vector space as the embedder that computed the table
        self.dimensions = source.dimensions
        self.table = dict(zip(texts, vectors, strict=True))

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        """Look each text up; a text outside the table is a bug in this script."""
        missing = [t for t in texts if t not in self.table]
        if missing:
            raise KeyError(f"no precomputed vector for {missing[0]!r}")
        return np.stack([self.table[t] for t in texts])


def cached_vectors(key: str, texts: Sequence[str], embedder: toolmem.Embedder) -> Vectors:
    """Embed ``texts`` once; later runs read the .npy from .bench-cache/ (keyed by texts and embedder)."""
    digest = hashlib.sha256("\n".join(texts).encode()).hexdigest()[:12]
    path = CACHE / f"{key}-{embedder.id.replace(':', '_').replace('/', '_')}-{digest}.npy"
    if path.is_file():
        cached: Vectors = np.load(path)
        return cached
    log(f"embedding {len(texts):,} texts for {key} with {embedder.id}")
    vectors = embedder.embed(texts)
    CACHE.mkdir(exist_ok=True)
    np.save(path, vectors)
    return vectors


class OtherWork:
    """CPU seconds that other processes used since construction (Linux ``/proc/stat``), to flag skewed timings."""

    def __init__(self) -> None:
        self.start = self._busy(), self._own(), time.perf_counter()

    def report(self) -> dict[str, float]:
        busy, own, started = self.start
        wall = time.perf_counter() - started
        return {"wall_s": wall, "other_cpu_s": max(0.0, (self._busy() - busy) - (self._own() - own))}

    @staticmethod
    def _busy() -> float:
        stat = Path("/proc/stat")
        if not stat.is_file():
            return 0.0
        user, nice, system, _idle, _iowait, irq, softirq, steal = map(int, stat.read_text().split()[1:9])
        return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")

    @staticmethod
    def _own() -> float:
        return sum(os.times()[:4])  # this process and its finished children, user + system


class ExactDense:
    """Brute-force cosine over the catalogue (unit vectors: a dot product), the ground truth for recall."""

    def __init__(self, tools: Sequence[toolmem.Tool], matrix: Vectors) -> None:
        self.matrix = matrix
        self.row = {t.id: i for i, t in enumerate(tools)}
        self.tagged = np.asarray([i for i, t in enumerate(tools) if TAG in t.tags])
        self.tagged_rows = set(self.tagged.tolist())

    def kth_best(self, query: Vectors, filtered: bool) -> float:
        """The ``K``-th highest similarity, over all tools or over the tagged ones."""
        matrix = self.matrix[self.tagged] if filtered else self.matrix
        return float(np.partition(matrix @ query, -K)[-K])

    def recall(self, ids: Sequence[str], query: Vectors, kth_best: float, filtered: bool) -> float:
        """Share of ``K`` taken by true top-``K`` tools; a tool tied with the ``K``-th best counts."""
        rows = [self.row[i] for i in ids]
        if filtered:
            rows = [r for r in rows if r in self.tagged_rows]  # a hit outside the filter is a miss
        scores = self.matrix[rows] @ query
        return int(np.sum(scores >= kth_best - 1e-5)) / K


def open_chroma(path: Path) -> Any:
    return chromadb.PersistentClient(path=str(path), settings=CHROMA_SETTINGS)


def build_chroma(client: Any, name: str, tools: Sequence[toolmem.Tool], vectors: Vectors) -> Any:
    """A cosine collection holding the tools with the given vectors, the first tag in metadata."""
    collection = client.create_collection(name, configuration={"hnsw": {"space": "cosine"}}, embedding_function=None)
    step = client.get_max_batch_size()
    for start in range(0, len(tools), step):
        chunk = tools[start : start + step]
        collection.add(
            ids=[t.id for t in chunk],
            embeddings=vectors[start : start + len(chunk)],
            metadatas=[{"name": t.name, "tag": t.tags[0] if t.tags else ""} for t in chunk],
            documents=[t.embedding_text() for t in chunk],
        )
    return collection


def chroma_ids(collection: Any, vector: Vectors, where: dict[str, str] | None = None) -> list[str]:
    result = collection.query(query_embeddings=[vector], n_results=K, where=where)
    return list(result["ids"][0])


def toolmem_dense_ids(mem: toolmem.Memory, vector: Vectors, tags: list[str] | None = None) -> list[str]:
    """toolmem's dense retriever alone (exact below its ANN threshold, faiss HNSW above)."""
    index = mem.tools.index()
    allowed = index.select([[tag.casefold() for tag in tags]]) if tags else None
    return [key for key, _ in index.nearest(vector, K, allowed)]


# quality ------------------------------------------------------------------------------------------
def quality(directory: Path, embedder: toolmem.Embedder) -> list[dict[str, Any]]:
    """Recall and NDCG of toolmem (hybrid, dense only) and Chroma on one dataset's test queries."""
    data = load_dataset(directory)
    tool_texts = [t.embedding_text() for t in data.tools]
    query_texts = [q.text for q in data.queries]
    tool_vectors = cached_vectors(f"{data.name}-tools", tool_texts, embedder)
    query_vectors = cached_vectors(f"{data.name}-queries", query_texts, embedder)
    lookup = LookupEmbedder(embedder, tool_texts + query_texts, np.vstack([tool_vectors, query_vectors]))
    log(f"quality: {data.name}, {len(data.tools):,} tools, {len(data.queries):,} queries")
    with tempfile.TemporaryDirectory() as tmp:
        mem = toolmem.open(Path(tmp) / "toolmem.db", embedder=lookup)
        mem.tools.add(data.tools)
        collection = build_chroma(open_chroma(Path(tmp) / "chroma"), data.name, data.tools, tool_vectors)
        rankings: dict[str, list[list[str]]] = {"toolmem hybrid": [], "toolmem dense": [], "chroma dense": []}
        for query, vector in zip(data.queries, query_vectors, strict=True):
            rankings["toolmem hybrid"].append([h.id for h in mem.tools.search(query.text, k=K)])
            rankings["toolmem dense"].append(toolmem_dense_ids(mem, lookup.embed_query(query.text)))
            rankings["chroma dense"].append(chroma_ids(collection, vector))
        mem.close()
    return [score(data.name, system, ranked, data.queries) for system, ranked in rankings.items()]


def score(dataset: str, system: str, ranked: list[list[str]], queries: Sequence[Query]) -> dict[str, Any]:
    pairs = list(zip(ranked, queries, strict=True))
    metrics = {
        **{f"recall@{k}": statistics.fmean(recall_at(r, q.relevant, k) for r, q in pairs) for k in (1, 5, 10)},
        **{f"ndcg@{k}": statistics.fmean(ndcg_at(r, q.relevant, k) for r, q in pairs) for k in (5, 10)},
    }
    return {"dataset": dataset, "system": system, **metrics}


# speed at scale -----------------------------------------------------------------------------------
def scale(n: int, words: list[str], queries: list[str]) -> dict[str, Any]:
    """Build both stores of ``n`` synthetic tools, then time and check their searches."""
    source = toolmem.get_embedder("hash:384")
    tools = [toolmem.Tool.from_dict(t) for t in synthetic_tools(n, words)]
    texts = [t.embedding_text() for t in tools]
    vectors = cached_vectors(f"synthetic{n}-tools", texts, source)
    query_vectors = cached_vectors(f"synthetic{n}-queries", queries, source)
    lookup = LookupEmbedder(source, texts + queries, np.vstack([vectors, query_vectors]))
    other = OtherWork()
    with tempfile.TemporaryDirectory() as tmp:
        db, chroma_path = Path(tmp) / "toolmem.db", Path(tmp) / "chroma"
        mem, collection, build = build_both(db, chroma_path, tools, lookup, vectors, queries[0])
        log(f"scale {n:,}: searching ({len(queries)} queries, each system in turn per query)")
        row = {
            "tools": n,
            "indexes": {"toolmem": toolmem_index_kind(mem), "chroma": "HNSW"},
            "chroma_hnsw": dict(collection.configuration["hnsw"]),
            "speed": latencies(mem, collection, queries, query_vectors),
            "recall": dense_recall(mem, collection, lookup, queries, query_vectors, ExactDense(tools, vectors)),
        }
        warm = ([h.id for h in mem.tools.search(queries[0], k=K)], chroma_ids(collection, query_vectors[0]))
        mem.close()
        log(f"scale {n:,}: cold starts ({COLD_RUNS} fresh processes per system)")
        row["cold"] = cold_starts(db, chroma_path, queries[0], query_vectors[0], warm)
        build["toolmem"]["disk_mb"] = disk_mb(db.parent, db.name)
        build["chroma"]["disk_mb"] = disk_mb(chroma_path)
    return {**row, "build": build, "other_work": other.report()}


def build_both(
    db: Path, chroma_path: Path, tools: list[toolmem.Tool], lookup: LookupEmbedder, vectors: Vectors, query: str
) -> tuple[toolmem.Memory, Any, dict[str, dict[str, float]]]:
    """Both stores, with the time to add the tools and the time of the first query after that."""
    log(f"scale {len(tools):,}: building toolmem")
    mem = toolmem.open(db, embedder=lookup)
    _, tm_add = timed(mem.tools.add, tools)
    _, tm_first = timed(mem.tools.search, query, k=K)
    log(f"scale {len(tools):,}: building Chroma")
    collection, ch_add = timed(build_chroma, open_chroma(chroma_path), "tools", tools, vectors)
    _, ch_first = timed(chroma_ids, collection, lookup.table[query])
    build = {
        "toolmem": {"add_s": tm_add, "first_query_s": tm_first},
        "chroma": {"add_s": ch_add, "first_query_s": ch_first},
    }
    return mem, collection, build


def toolmem_index_kind(mem: toolmem.Memory) -> str:
    return "HNSW (faiss)" if mem.tools.index().approximate else "exact"


def latencies(mem: toolmem.Memory, collection: Any, queries: list[str], vectors: Vectors) -> dict[str, Any]:
    """p50/p95 in ms of each search, unfiltered and tag-filtered, query vectors given to all."""
    for text in queries:
        assert mem.embedder is not None
        mem.embedder.embed_query(text)  # fill the query cache: no embedding inside the timings
    runs: dict[str, Callable[[str, Vectors], object]] = {
        "toolmem hybrid": lambda q, v: mem.tools.search(q, k=K),
        "toolmem hybrid filtered": lambda q, v: mem.tools.search(q, k=K, tags=[TAG]),
        "toolmem dense": lambda q, v: toolmem_dense_ids(mem, v),
        "toolmem dense filtered": lambda q, v: toolmem_dense_ids(mem, v, [TAG]),
        "chroma dense": lambda q, v: chroma_ids(collection, v),
        "chroma dense filtered": lambda q, v: chroma_ids(collection, v, {"tag": TAG}),
    }
    times: dict[str, list[float]] = {name: [] for name in runs}
    for text, vector in zip(queries, vectors, strict=True):
        for name, run in runs.items():
            times[name].append(timed(run, text, vector)[1] * 1000)
    return {name: {"p50_ms": percentile(t, 50), "p95_ms": percentile(t, 95)} for name, t in times.items()}


def dense_recall(
    mem: toolmem.Memory,
    collection: Any,
    lookup: LookupEmbedder,
    queries: list[str],
    vectors: Vectors,
    exact: ExactDense,
) -> dict[str, dict[str, float]]:
    """Recall@``K`` of each system's dense search against the exact top-``K``, without and with the filter."""
    found: dict[str, dict[str, list[float]]] = {
        s: {"all": [], "filtered": []} for s in ("toolmem dense", "chroma dense")
    }
    for text, vector in zip(queries, vectors, strict=True):
        own = lookup.embed_query(text)  # the vector toolmem's own search uses
        for scope, filtered in (("all", False), ("filtered", True)):
            kth = exact.kth_best(vector, filtered)
            hits = {
                "toolmem dense": toolmem_dense_ids(mem, own, [TAG] if filtered else None),
                "chroma dense": chroma_ids(collection, vector, {"tag": TAG} if filtered else None),
            }
            for system, ids in hits.items():
                found[system][scope].append(exact.recall(ids, vector, kth, filtered))
    return {s: {scope: statistics.fmean(v) for scope, v in scopes.items()} for s, scopes in found.items()}


def disk_mb(path: Path, prefix: str = "") -> float:
    files = [p for p in path.rglob(f"{prefix}*") if p.is_file()]
    return sum(p.stat().st_size for p in files) / 1e6


# cold start ---------------------------------------------------------------------------------------
def cold_starts(
    db: Path, chroma_path: Path, query: str, vector: Vectors, warm: tuple[list[str], list[str]]
) -> dict[str, dict[str, Any]]:
    """Median over fresh processes of import, open + first query, and the process's wall time."""
    commands = {
        "toolmem": [sys.executable, "-c", TOOLMEM_CHILD, str(db), "hash:384", query],
        "chroma": [sys.executable, "-c", CHROMA_CHILD, str(chroma_path), "tools", json.dumps(vector.tolist())],
    }
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in commands}
    for _ in range(COLD_RUNS):
        for name, command in commands.items():  # alternate, so both see the same page-cache state
            done, wall = timed(subprocess.run, command, capture_output=True, text=True)
            if done.returncode != 0:
                raise RuntimeError(f"{name} cold start failed:\n{done.stderr}")
            runs[name].append({**json.loads(done.stdout.splitlines()[-1]), "wall_s": wall})
    expected = dict(zip(commands, warm, strict=True))
    return {
        name: {
            **{key: statistics.median(r[key] for r in rs) for key in ("import_s", "open_query_s", "wall_s")},
            "same_hits_as_warm": all(r["ids"] == expected[name] for r in rs),
        }
        for name, rs in runs.items()
    }


# output -------------------------------------------------------------------------------------------
def environment() -> dict[str, Any]:
    """What was measured, and how busy the machine was when the timings started."""
    package = Path(toolmem.__file__).resolve().parent
    git = ["git", "-C", str(package), "describe", "--always", "--dirty"]
    revision = subprocess.run(git, capture_output=True, text=True).stdout.strip() or "not a git checkout"
    return {
        "toolmem": f"{toolmem.__version__} from {package} ({revision})",
        "chromadb": chromadb.__version__,
        "python": sys.version.split()[0],
        "load_average_1min": round(os.getloadavg()[0], 2),
    }


def quality_table(rows: list[dict[str, Any]]) -> list[str]:
    lines = ["| data | system | R@1 | R@5 | R@10 | NDCG@5 | NDCG@10 |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        cells = [f"{r[m]:.3f}" for m in ("recall@1", "recall@5", "recall@10", "ndcg@5", "ndcg@10")]
        lines.append(f"| {r['dataset']} | {r['system']} | {' | '.join(cells)} |")
    return lines


def speed_table(rows: list[dict[str, Any]]) -> list[str]:
    lines = [
        "| tools | search (query vector given) | dense index | p50 (ms) | p95 (ms)"
        " | tag-filtered p50 (ms) | tag-filtered p95 (ms) | recall@10 vs exact | filtered recall@10 vs exact |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        for system in ("toolmem hybrid", "toolmem dense", "chroma dense"):
            plain, filtered = r["speed"][system], r["speed"][f"{system} filtered"]
            recall = r["recall"].get(system)
            recall_cells = f"{recall['all']:.3f} | {recall['filtered']:.3f}" if recall else "– | –"
            index = r["indexes"][system.split()[0]]
            lines.append(
                f"| {r['tools']:,} | {system} | {index} | {plain['p50_ms']:.2f} | {plain['p95_ms']:.2f}"
                f" | {filtered['p50_ms']:.2f} | {filtered['p95_ms']:.2f} | {recall_cells} |"
            )
    return lines


def build_table(rows: list[dict[str, Any]]) -> list[str]:
    lines = [
        "| tools | system | add (s) | first query after add (s) | on disk (MB) | cold: import (s)"
        " | cold: open + first query (s) | cold: process wall (s) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        for system in ("toolmem", "chroma"):
            b, c = r["build"][system], r["cold"][system]
            lines.append(
                f"| {r['tools']:,} | {system} | {b['add_s']:.2f} | {b['first_query_s']:.3f} | {b['disk_mb']:.1f}"
                f" | {c['import_s']:.3f} | {c['open_query_s']:.3f} | {c['wall_s']:.3f} |"
            )
    return lines


def ratios(rows: list[dict[str, Any]]) -> dict[str, float]:
    """chroma / toolmem for every time: above 1 means toolmem is faster."""
    result: dict[str, float] = {}
    for r in rows:
        n, speed, build, cold = r["tools"], r["speed"], r["build"], r["cold"]
        for system in ("hybrid", "dense"):
            for scope in ("", " filtered"):
                for q in ("p50_ms", "p95_ms"):
                    key = f"{scope.strip() or 'unfiltered'}_search_{q}_vs_toolmem_{system}@{n}"
                    result[key] = speed[f"chroma dense{scope}"][q] / speed[f"toolmem {system}{scope}"][q]
        for key in ("add_s", "first_query_s"):
            result[f"{key}@{n}"] = build["chroma"][key] / build["toolmem"][key]
        totals = {system: build[system]["add_s"] + build[system]["first_query_s"] for system in build}
        result[f"add_plus_first_query_s@{n}"] = totals["chroma"] / totals["toolmem"]
        for key in ("import_s", "open_query_s", "wall_s"):
            result[f"cold_{key}@{n}"] = cold["chroma"][key] / cold["toolmem"][key]
    return result


def report(env: dict[str, Any], quality_rows: list[dict[str, Any]], scale_rows: list[dict[str, Any]]) -> str:
    parts = [", ".join(f"{key} {value}" for key, value in env.items()), ""]
    if quality_rows:
        parts += ["### Quality (same all-MiniLM-L6-v2 vectors)", "", *quality_table(quality_rows), ""]
    parts += ["### Search at scale (same hash:384 vectors)", "", *speed_table(scale_rows), ""]
    parts += ["### Build and cold start", "", *build_table(scale_rows), ""]
    for r in scale_rows:
        hnsw = ", ".join(f"{key}={value}" for key, value in r["chroma_hnsw"].items())
        parts.append(f"Chroma HNSW at {r['tools']:,} tools: {hnsw}")
    parts += ["", *(f"ratio {name}: {value:.3g}" for name, value in ratios(scale_rows).items())]
    for r in scale_rows:
        other = r["other_work"]
        parts.append(
            f"other processes used {other['other_cpu_s']:.1f} CPU-s during the {other['wall_s']:.0f} s"
            f" of the {r['tools']:,}-tool measurements ({os.cpu_count()} cores)"
        )
        for system, cold in r["cold"].items():
            if not cold["same_hits_as_warm"]:
                parts.append(f"warning: {system} cold-start hits differ from the warm run at {r['tools']:,} tools")
    return "\n".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000])
    parser.add_argument("--queries", type=int, default=300, help="synthetic queries per size (default 300)")
    parser.add_argument("--skip-quality", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    quality_rows: list[dict[str, Any]] = []
    if not args.skip_quality:
        local = toolmem.get_embedder("local")
        for name in ("metatool", "gorilla_apibench"):
            quality_rows += quality(DATA / name, local)
    words = vocabulary(DATA / "gorilla_apibench")
    rng = random.Random(1)
    queries = [" ".join(rng.choices(words, k=rng.randint(4, 12))) for _ in range(args.queries)]
    env = environment()
    if env["load_average_1min"] > 0.5:
        log(f"warning: load average {env['load_average_1min']:.2f} before timing; other work skews the times")
    scale_rows = [scale(n, words, queries) for n in args.sizes]
    env["load_average_1min_end"] = round(os.getloadavg()[0], 2)
    if args.json:
        payload = {"environment": env, "quality": quality_rows, "scale": scale_rows, "ratios": ratios(scale_rows)}
        print(json.dumps(payload, indent=2))
    else:
        print(report(env, quality_rows, scale_rows))


if __name__ == "__main__":
    main()
