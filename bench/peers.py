"""toolmem against its peers on the same vectors: NDCG@5 and search time, the query embedding excluded.

Three catalogues: MetaTool's test split and Gorilla APIBench (``$TOOLMEM_BENCH_DATA``), and the npm MCP
reference servers' tools (``bench/mcp_servers/tools.json``, recorded by ``bench/mcp_tools.py``) with the
requests written for them (``bench/mcp_servers/requests.jsonl``). Every system gets the same
all-MiniLM-L6-v2 vectors, computed once and kept in ``.bench-cache/``:

- **toolmem hybrid**: ``mem.tools.search`` (BM25, expansion and dense, fused), the request and its
  words embedded beforehand (``mem.tools.embed_request``), so the time is the search alone;
- **toolmem dense**: the index's dense search alone (``index.nearest``);
- **Chroma dense**: an embedded ``PersistentClient`` collection in cosine space, ``query`` with the
  query vector and nothing but ids asked back;
- **LanceDB dense**: ``table.search(vector)`` in cosine distance (a flat scan: no ANN index at
  these sizes), only the id column;
- **LanceDB hybrid**: the same plus LanceDB's native full-text index on the tool text, fused by
  its default reranker (reciprocal rank).

Each query's searches run one system after the other, the order rotating from query to query, for
``--rounds`` rounds after a warm-up; p50/p95 are over every timed search. NDCG@5 is of round one.

    python bench/peers.py [--datasets metatool gorilla mcp] [--rounds 3] [--json]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar, cast

os.environ.setdefault("LANCE_LOG", "error")  # its deprecation notices on every search

import chromadb
import lancedb
import numpy as np
from chromadb.config import Settings

import toolmem
from toolmem.evaluation.datasets import Dataset, Query, data_dir, load_dataset, load_queries
from toolmem.evaluation.metrics import ndcg_at, percentile, recall_at
from toolmem.types import Vectors

ROOT = Path(__file__).resolve().parents[1]
MCP = Path(__file__).resolve().parent / "mcp_servers"
CACHE = ROOT / ".bench-cache"
K = 10
WARM = 20
Search = Callable[[str, Vectors], list[str]]


def log(message: str) -> None:
    print(f"[peers] {message}", file=sys.stderr, flush=True)


def mcp_dataset() -> Dataset:
    """The reference servers' tools, ``<server>.<tool>``, tagged with their server."""
    servers = json.loads((MCP / "tools.json").read_text())["servers"]
    tools = [
        toolmem.Tool(
            id=f"{server}.{tool['name']}",
            name=tool["name"],
            description=tool.get("description", ""),
            parameters=tool.get("inputSchema", {"type": "object", "properties": {}}),
            tags=(server,),
            source="mcp",
        )
        for server, listed in servers.items()
        for tool in listed["tools"]
    ]
    return Dataset(name="mcp", tools=tools, queries=load_queries(MCP / "requests.jsonl"))


DATASETS: dict[str, Callable[[], Dataset]] = {
    "metatool": lambda: load_dataset(data_dir("metatool")),
    "gorilla": lambda: load_dataset(data_dir("gorilla_apibench")),
    "mcp": mcp_dataset,
}


class VectorCache(toolmem.Embedder):
    """The local model's vectors, kept on disk by text: every system is served the same numbers, and
    later runs embed nothing (texts not seen before are embedded by the model and added)."""

    batch_size: ClassVar[int] = 4096

    def __init__(self, name: str) -> None:
        super().__init__()
        self.model = toolmem.get_embedder("local")
        self.id, self.dimensions = self.model.id, self.model.dimensions
        self.path = CACHE / f"peers-{name}-{hashlib.sha256(self.id.encode()).hexdigest()[:8]}.npz"
        self.table: dict[str, Vectors] = {}
        if self.path.is_file():
            with np.load(self.path) as saved:
                self.table = dict(zip(saved["texts"].tolist(), saved["vectors"], strict=True))
        self.added = 0

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        """Each text's vector from the table, the missing ones from the model."""
        missing = [text for text in dict.fromkeys(texts) if text not in self.table]
        if missing:
            self.table.update(zip(missing, self.model.embed(missing), strict=True))
            self.added += len(missing)
        return np.stack([self.table[text] for text in texts])

    def save(self) -> None:
        if self.added:
            CACHE.mkdir(exist_ok=True)
            texts = list(self.table)
            np.savez(self.path, texts=np.asarray(texts), vectors=np.stack([self.table[t] for t in texts]))
            self.added = 0


# systems ------------------------------------------------------------------------------------------
def toolmem_systems(tmp: Path, data: Dataset, embedder: VectorCache) -> tuple[dict[str, Search], Any]:
    mem = toolmem.open(tmp / "toolmem.db", embedder=embedder)
    mem.tools.add(data.tools)
    index = mem.tools.index()

    def hybrid(text: str, vector: Vectors) -> list[str]:
        return [hit.id for hit in mem.tools.search(text, k=K)]

    def dense(text: str, vector: Vectors) -> list[str]:
        return [key for key, _ in index.nearest(vector, K)]

    return {"toolmem hybrid": hybrid, "toolmem dense": dense}, mem


def chroma_system(tmp: Path, data: Dataset, vectors: Vectors) -> dict[str, Search]:
    client = chromadb.PersistentClient(path=str(tmp / "chroma"), settings=Settings(anonymized_telemetry=False))
    collection = client.create_collection("tools", configuration={"hnsw": {"space": "cosine"}}, embedding_function=None)
    step = client.get_max_batch_size()
    for start in range(0, len(data.tools), step):
        chunk = data.tools[start : start + step]
        collection.add(
            ids=[tool.id for tool in chunk],
            embeddings=vectors[start : start + len(chunk)],
            documents=[tool.embedding_text() for tool in chunk],
        )

    def dense(text: str, vector: Vectors) -> list[str]:
        found = collection.query(query_embeddings=cast(Any, [vector]), n_results=K, include=[])
        return list(found["ids"][0])

    return {"Chroma dense": dense}


def lance_systems(tmp: Path, data: Dataset, vectors: Vectors) -> dict[str, Search]:
    db = lancedb.connect(str(tmp / "lance"))
    rows = [
        {"id": tool.id, "text": tool.embedding_text(), "vector": vector.tolist()}
        for tool, vector in zip(data.tools, vectors, strict=True)
    ]
    table: Any = db.create_table("tools", data=rows)  # a LanceTable, whose search is typed by query_type
    table.create_fts_index("text", with_position=True)  # requests with quotes are phrase queries

    def dense(text: str, vector: Vectors) -> list[str]:
        found = table.search(vector).distance_type("cosine").select(["id"]).limit(K).to_list()
        return [row["id"] for row in found]

    def hybrid(text: str, vector: Vectors) -> list[str]:
        query = table.search(query_type="hybrid").vector(vector).text(text).select(["id"]).limit(K)
        return [row["id"] for row in query.to_list()]

    return {"LanceDB dense": dense, "LanceDB hybrid": hybrid}


# measuring ----------------------------------------------------------------------------------------
def measure(name: str, rounds: int) -> list[dict[str, Any]]:
    data = DATASETS[name]()
    embedder = VectorCache(name)
    texts = [tool.embedding_text() for tool in data.tools]
    tool_vectors = embedder.embed(texts)
    query_vectors = np.stack([embedder.embed_query(query.text) for query in data.queries])
    log(f"{name}: {len(data.tools):,} tools, {len(data.queries):,} queries")
    with tempfile.TemporaryDirectory() as tmp_dir:
        tmp = Path(tmp_dir)
        systems, mem = toolmem_systems(tmp, data, embedder)
        embedder.save()
        systems |= chroma_system(tmp, data, tool_vectors)
        systems |= lance_systems(tmp, data, tool_vectors)
        names = list(systems)
        pairs = list(zip(data.queries, query_vectors, strict=True))
        for query, vector in pairs[:WARM]:
            mem.tools.embed_request(query.text)
            for search in systems.values():
                search(query.text, vector)
        times: dict[str, list[float]] = {system: [] for system in names}
        ranked: dict[str, list[list[str]]] = {system: [] for system in names}
        for round_ in range(rounds):
            for i, (query, vector) in enumerate(pairs):
                mem.tools.embed_request(query.text)  # the request and its words, outside the timings
                for system in names[i % len(names) :] + names[: i % len(names)]:
                    started = time.perf_counter()
                    ids = systems[system](query.text, vector)
                    times[system].append((time.perf_counter() - started) * 1000)
                    if round_ == 0:
                        ranked[system].append(ids)
        mem.close()
    return [row(name, system, ranked[system], data.queries, times[system]) for system in names]


def row(
    dataset: str, system: str, ranked: list[list[str]], queries: Sequence[Query], ms: list[float]
) -> dict[str, Any]:
    pairs = list(zip(ranked, queries, strict=True))
    return {
        "dataset": dataset,
        "system": system,
        "ndcg@5": statistics.fmean(ndcg_at(r, q.relevant, 5) for r, q in pairs),
        "recall@5": statistics.fmean(recall_at(r, q.relevant, 5) for r, q in pairs),
        "p50_ms": percentile(ms, 50),
        "p95_ms": percentile(ms, 95),
    }


def other_cpu() -> float:
    """CPU seconds every process has used since boot (Linux), to tell how busy the machine was."""
    fields = Path("/proc/stat").read_text().split()[1:9]
    user, nice, system, _idle, _iowait, irq, softirq, steal = map(int, fields)
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def table(rows: list[dict[str, Any]]) -> list[str]:
    lines = ["| catalogue | system | NDCG@5 | R@5 | search p50 (ms) | p95 (ms) |", "|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(
            f"| {r['dataset']} | {r['system']} | {r['ndcg@5']:.4f} | {r['recall@5']:.3f}"
            f" | {r['p50_ms']:.3f} | {r['p95_ms']:.3f} |"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--datasets", nargs="+", choices=list(DATASETS), default=list(DATASETS))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    load, busy, started = os.getloadavg()[0], other_cpu() - sum(os.times()[:4]), time.perf_counter()
    rows = [r for name in args.datasets for r in measure(name, args.rounds)]
    wall = time.perf_counter() - started
    other = other_cpu() - sum(os.times()[:4]) - busy
    machine = {
        "load_average_start": round(load, 2),
        "load_average_end": round(os.getloadavg()[0], 2),
        "other_processes_cpu_share": round(other / (wall * (os.cpu_count() or 1)), 2),
        "toolmem": toolmem.__version__,
        "chromadb": chromadb.__version__,
        "lancedb": lancedb.__version__,
    }
    if args.json:
        print(json.dumps({"machine": machine, "rows": rows}, indent=2))
        return
    print("\n".join(table(rows)))
    print(", ".join(f"{key} {value}" for key, value in machine.items()))


if __name__ == "__main__":
    main()
