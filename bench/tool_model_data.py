"""Training pairs for toolmem's tool-retrieval delta: (request, the text of the tool that serves it).

Each source gives pairs of a request-like text and the tool's *dense text* exactly as toolmem embeds
it (:meth:`toolmem.records.Tool.embedding_text`), grouped by catalogue, so that a training batch drawn
from one group holds the tool's siblings as negatives:

- ``metatool``: MetaTool's **training** split (``queries_train.jsonl``), at most ``per_tool`` requests
  per tool; a share of it (``--validation``) is held back to choose settings;
- ``openapi``: self-supervised pairs from the specs in the benchmark data's ``openapi/`` only: an
  operation's name, or a sentence of its description that its dense text does not already say, as
  the request, and its dense text as the tool;
- ``seal-tools``: Seal-Tools' dev split (fairyshine/Seal-Tools, Apache-2.0);
- ``api-bank``: API-Bank's level-1 and level-2 dialogues, the user's first turn and the first API
  called after authentication (AlibabaResearch/DAMO-ConvAI ``api-bank/``, MIT);
- ``toolalpaca``: ToolAlpaca's two evaluation files, instruction and gold function
  (tangqiaoyu/ToolAlpaca, Apache-2.0);
- ``gorilla-torchhub``: Gorilla APIBench's TorchHub **training** split (``torchhub_train.json`` of
  ShishirPatil/gorilla, Apache-2.0), each instruction and the TorchHub API it calls, built as the
  benchmark data builds Gorilla's tools; instructions equal to a Gorilla test query are dropped;
- ``written``: requests written for this project (``bench/tool_model_requests.jsonl``) against specs
  of the benchmark data's ``openapi/`` that no benchmark request names.

Never read here, and refused by :func:`check_allowed`: MetaTool's test split, Gorilla's evaluation
files (``*_eval.json``) and the benchmark data's ``gorilla_apibench/``, ``openapi_requests_heldout.jsonl``,
``openapi_requests_unseen.jsonl`` and RestBench. The tuning requests (``openapi_requests.jsonl``) are
validation only. The one exception is :func:`gorilla_test_texts`: it reads the Gorilla test queries'
texts, and nothing else of them, only so that training instructions equal to one are dropped.
"""

from __future__ import annotations

import ast
import json
import random
import re
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolmem.errors import IngestError
from toolmem.records import Tool
from toolmem.text.tool_texts import name_words, plain_text
from toolmem.tools.ingest.files import iter_tool_files, read_tool_file

__all__ = [
    "FORBIDDEN",
    "Pair",
    "apibank_pairs",
    "check_allowed",
    "gorilla_instruction",
    "gorilla_test_texts",
    "gorilla_tools",
    "gorilla_torchhub_pairs",
    "metatool_pairs",
    "metatool_split",
    "openapi_pairs",
    "seal_pairs",
    "toolalpaca_pairs",
    "write_validation",
    "written_pairs",
]

#: Files no training run may read: test splits and the requests held out for measuring (Gorilla's
#: evaluation files and the benchmark data's Gorilla folder; its ``*_train.json`` files are allowed).
FORBIDDEN = (
    "queries_test",
    "_eval.json",
    "gorilla_apibench",
    "openapi_requests_heldout",
    "openapi_requests_unseen",
    "restbench",
)

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
_BOILERPLATE = re.compile(
    r"^(see |for more|note|this (endpoint|operation|method|api)|you can|you must|if |the following|"
    r"requires|deprecated|example|this feature|\W)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Pair:
    """A request and the dense text of the tool that serves it.

    Attributes:
        query: the request.
        document: the tool's dense text (what toolmem embeds for it).
        group: the catalogue the tool belongs to; a batch is drawn from one group.
        source: the dataset, for the model card's counts.
    """

    query: str
    document: str
    group: str
    source: str


def check_allowed(path: Path) -> Path:
    """``path``, unless it names data no training may read (test splits, held-out requests)."""
    lowered = str(path).lower()
    for forbidden in FORBIDDEN:
        if forbidden in lowered:
            raise SystemExit(f"refusing to train on {path}: {forbidden!r} is test or held-out data")
    return path


def _jsonl(path: Path) -> Iterator[dict[str, Any]]:
    for line in check_allowed(path).read_text(encoding="utf-8").splitlines():
        if line.strip():
            yield json.loads(line)


def metatool_split(folder: Path, *, validation: float, seed: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """MetaTool's training queries, shuffled with ``seed`` and cut into (training, validation)."""
    rows = list(_jsonl(folder / "queries_train.jsonl"))
    random.Random(seed).shuffle(rows)
    cut = int(len(rows) * validation)
    return rows[cut:], rows[:cut]


def metatool_pairs(folder: Path, *, per_tool: int, validation: float, seed: int) -> tuple[list[Pair], list[Pair]]:
    """MetaTool's training split as (training, validation) pairs: at most ``per_tool`` requests per
    tool for training, and a ``validation`` share of all requests held back (never trained on)."""
    tools = {row["id"]: Tool.from_dict(row).embedding_text() for row in _jsonl(folder / "tools.jsonl")}
    train, held = metatool_split(folder, validation=validation, seed=seed)
    counts: dict[str, int] = defaultdict(int)
    pairs = []
    for row in train:
        tool = row["relevant"][0]
        if counts[tool] < per_tool:
            counts[tool] += 1
            pairs.append(Pair(row["text"], tools[tool], "metatool", "metatool"))
    return pairs, [Pair(row["text"], tools[row["relevant"][0]], "metatool", "metatool") for row in held]


def write_validation(folder: Path, out: Path, *, validation: float, seed: int) -> int:
    """Write MetaTool's held-back training queries as a dataset folder (``tools.jsonl`` and
    ``queries_test.jsonl``) that ``toolmem bench retrieval`` scores with toolmem's whole search;
    returns how many queries."""
    _, held = metatool_split(folder, validation=validation, seed=seed)
    out.mkdir(parents=True, exist_ok=True)
    (out / "tools.jsonl").write_text((folder / "tools.jsonl").read_text(encoding="utf-8"), encoding="utf-8")
    lines = "".join(json.dumps(row) + "\n" for row in held)
    (out / "queries_test.jsonl").write_text(lines, encoding="utf-8")
    return len(held)


def openapi_pairs(folder: Path, *, per_operation: int) -> list[Pair]:
    """Self-supervised pairs from every spec under ``folder``: for each operation, its name in words
    and the first ``per_operation`` sentences of its description that its dense text does not
    contain, each paired with the dense text."""
    pairs = []
    for path in sorted(iter_tool_files(check_allowed(folder))):
        try:
            tools = read_tool_file(path)
        except Exception:
            continue
        group = f"openapi:{path.stem}"
        for tool in tools:
            document = tool.embedding_text()
            queries = []
            name = name_words(tool.name)
            if name and name.casefold() not in document.casefold() and not tool.name.startswith(("get_", "post_")):
                queries.append(name)
            sentences = [
                s.strip()
                for s in _SENTENCE.split(plain_text(tool.description))
                if 25 <= len(s.strip()) <= 240 and s.strip() not in document and not _BOILERPLATE.match(s.strip())
            ]
            queries += sentences[:per_operation]  # the first sentences say what the operation is for
            pairs += [Pair(query, document, group, "openapi") for query in queries]
    return pairs


def seal_pairs(folder: Path) -> list[Pair]:
    """Seal-Tools' dev split: the query and each tool it calls."""
    tools = {}
    for row in _jsonl(folder / "tool.jsonl"):
        parameters = {"type": "object", "properties": row.get("parameters") or {}}
        about = {"id": row["api_name"], "name": row["api_name"], "description": row["api_description"]}
        try:
            tool = Tool(**about, parameters=parameters)
        except IngestError:  # a schema toolmem refuses (e.g. type "str"): the dense text never needs it
            tool = Tool(**about)  # when there is a description, which these tools all have
        tools[row["api_name"]] = tool.embedding_text()
    pairs = []
    for row in _jsonl(folder / "dev.jsonl"):
        for call in row["calling"]:
            if call["api"] in tools:
                pairs.append(Pair(row["query"], tools[call["api"]], "seal-tools", "seal-tools"))
    return pairs


def apibank_pairs(folder: Path) -> list[Pair]:
    """API-Bank's level-1 and level-2 samples: the user's first turn and the first API called that is
    not the login (``GetUserToken``) or the tool search; descriptions from ``apis/*.py``."""
    descriptions = {}
    for path in sorted((folder / "apis").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if (
                        isinstance(item, ast.Assign)
                        and any(isinstance(t, ast.Name) and t.id == "description" for t in item.targets)
                        and isinstance(item.value, ast.Constant)
                        and isinstance(item.value.value, str)
                    ):
                        descriptions[node.name] = item.value.value
    pairs = []
    for path in sorted((folder / "lv1-lv2-samples").rglob("*.jsonl")):
        turns = list(_jsonl(path))
        first = next((t["text"] for t in turns if t.get("role") == "User"), None)
        called = next(
            (
                t["api_name"]
                for t in turns
                if t.get("role") == "API" and t.get("api_name") not in ("GetUserToken", "ToolSearcher")
            ),
            None,
        )
        if first and called in descriptions:
            tool = Tool(id=called, name=called, description=descriptions[called])
            pairs.append(Pair(first, tool.embedding_text(), "api-bank", "api-bank"))
    return pairs


def toolalpaca_pairs(folder: Path) -> list[Pair]:
    """ToolAlpaca's evaluation files: each instruction and the first function of its gold answer."""
    pairs = []
    for name in ("eval_real.json", "eval_simulated.json"):
        for api in json.loads(check_allowed(folder / name).read_text(encoding="utf-8")):
            functions = api.get("Function_Description") or {}
            for instruction, answer in zip(api["Instructions"], api["Golden_Answers"], strict=False):
                action = answer[0]["Action"] if answer else None
                about = functions.get(action)
                if not isinstance(action, str) or not isinstance(about, str):
                    continue
                tool = Tool(id=action, name=action, description=about.split("\nParameters:")[0])
                pairs.append(Pair(instruction, tool.embedding_text(), f"toolalpaca:{api['Name']}", "toolalpaca"))
    return pairs


def gorilla_tools(path: Path, hub: str) -> dict[str, Tool]:
    """The tools of one hub's API-doc file (``data/api/<hub>_api.jsonl``), keyed by normalised
    ``api_call``, built as the benchmark data builds Gorilla's (its ``SOURCE.md``): doc lines with the
    same call are variants of one API and make one tool, named by the first's ``api_name`` and
    described by its ``description``; tags are the hub, the framework and every variant's domain and
    functionality; parameters are ``api_arguments`` when they are an object or a list of names."""
    first: dict[str, dict[str, Any]] = {}
    tags: dict[str, list[str]] = defaultdict(list)
    for line, row in enumerate(_jsonl(path)):
        call = _normalised(row["api_call"])
        if call not in first:
            first[call] = {**row, "line": line}
            tags[call] += [hub, row.get("framework") or ""]
        tags[call] += [row.get("domain") or "", row.get("functionality") or ""]
    tools = {}
    for call, row in first.items():
        tools[call] = Tool.from_dict(
            {
                "id": f"{hub}:{row['line']}",
                "name": row["api_name"],
                "description": row.get("description") or "",
                "parameters": _gorilla_parameters(row.get("api_arguments")),
                "tags": list(dict.fromkeys(tag for tag in tags[call] if tag)),
            }
        )
    return tools


def _gorilla_parameters(arguments: Any) -> dict[str, Any] | None:
    if isinstance(arguments, dict):
        properties = {str(k): {"description": str(v)} for k, v in arguments.items()}
    elif isinstance(arguments, list) and arguments and all(isinstance(a, str) for a in arguments):
        properties = {a: {} for a in arguments}
    else:
        return None
    return {"type": "object", "properties": properties}


def _normalised(text: str) -> str:
    return " ".join(text.split())


def _comparable(text: str) -> str:
    return _normalised(text).casefold()


_INSTRUCTION = (
    re.compile(r"^\s*###Instruction:\s*(.*?)\s*###Output", re.DOTALL),
    re.compile(r"^\s*\{'Instruction':\s*(.*?),\s*'Output':", re.DOTALL),
)


def gorilla_instruction(code: str) -> str | None:
    """The instruction of an APIBench item's ``code`` field: the ``###Instruction:`` part (as the
    evaluation files write it), or the ``'Instruction'`` value (as ``torchhub_train.json`` does),
    without surrounding quotes."""
    for pattern in _INSTRUCTION:
        found = pattern.match(code)
        if found:
            text = found.group(1).strip()
            if len(text) > 1 and text[0] == text[-1] and text[0] in "\"'":
                text = text[1:-1].strip()
            return text or None
    return None


def gorilla_test_texts(path: Path) -> set[str]:
    """The texts of the Gorilla test queries (the benchmark data's ``gorilla_apibench/queries.jsonl``),
    whitespace- and case-normalised, for :func:`gorilla_torchhub_pairs` to drop training instructions
    equal to one. Reads only the ``text`` field, and serves only that exclusion."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {_comparable(json.loads(line)["text"]) for line in lines if line.strip()}


def gorilla_torchhub_pairs(folder: Path, exclude: set[str]) -> tuple[list[Pair], int]:
    """Gorilla APIBench's TorchHub training split under a clone of the repository (``folder``): each
    item's instruction and the dense text of the TorchHub API whose normalised ``api_call`` it names.
    Instructions in ``exclude`` (from :func:`gorilla_test_texts`) are dropped; returns the pairs and
    how many were dropped."""
    tools = gorilla_tools(folder / "data" / "api" / "torchhub_api.jsonl", "torchhub")
    by_name = {tool.name: tool for tool in reversed(tools.values())}  # the benchmark's fallback: the first of a name
    pairs = []
    dropped = 0
    for row in _jsonl(folder / "data" / "apibench" / "torchhub_train.json"):
        instruction = gorilla_instruction(row["code"])
        tool = tools.get(_normalised(row["api_call"])) or by_name.get(str((row.get("api_data") or {}).get("api_name")))
        if instruction is None or tool is None:
            continue
        if _comparable(instruction) in exclude:
            dropped += 1
            continue
        pairs.append(Pair(instruction, tool.embedding_text(), "gorilla-torchhub", "gorilla-torchhub"))
    return pairs, dropped


def written_pairs(path: Path, specs: Path) -> list[Pair]:
    """Requests written for this project: ``{"spec", "op", "request"}`` against a spec under ``specs``
    (``op`` an operation's name as toolmem reads it)."""
    by_spec: dict[str, dict[str, str]] = {}
    pairs = []
    for row in _jsonl(path):
        if row["spec"] not in by_spec:
            by_spec[row["spec"]] = {t.name: t.embedding_text() for t in read_tool_file(specs / row["spec"])}
        document = by_spec[row["spec"]].get(row["op"])
        if document is None:
            raise SystemExit(f"{path}: no operation {row['op']!r} in {row['spec']}")
        pairs.append(Pair(row["request"], document, f"openapi:{Path(row['spec']).stem}", "written"))
    return pairs


def counts(pairs: Iterable[Pair]) -> dict[str, int]:
    """Pairs per source."""
    found: dict[str, int] = defaultdict(int)
    for pair in pairs:
        found[pair.source] += 1
    return dict(sorted(found.items()))
