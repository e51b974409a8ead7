"""How the texts a tool is found by were chosen: variants scored on MetaTool's *training* queries.

Each variant says what text is embedded and what text BM25 indexes (see ``toolmem/text/tool_texts.py``);
each is scored fused, at several dense weights, with the engine's own hybrid index. Only
``queries_train.jsonl`` is read; the test split and Gorilla APIBench are never scored here.

    python bench/tune_texts.py [--data $TOOLMEM_BENCH_DATA/metatool] [--sample 3000] [--cache DIR]

MetaTool's tools have a name and a description of a sentence or two, no parameters, tags or
routes, so the variants differ here only where those tools have something to differ by; the
long-description side of the choice is measured on real specs (``bench/openapi_search.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np

import toolmem
from toolmem.records import Tool
from toolmem.search.hybrid import Document, HybridIndex
from toolmem.text.tool_texts import bm25_text, dense_text, name_words, plain_text
from toolmem.types import Vectors
from tune_fusion import ndcg_by_weight, training_arguments, training_queries

WEIGHTS = (0.7, 0.75, 0.8, 0.85, 0.9)
Texts = Callable[[Tool], tuple[str, str]]


def _before(tool: Tool) -> tuple[str, str]:
    """The texts before: ``name words: description`` embedded; name, description, parameters, tags for BM25."""
    name = name_words(tool.name)
    dense = f"{name}: {tool.description}" if tool.description.strip() else name
    lines = [name, tool.description, *(["Tags: " + ", ".join(tool.tags)] if tool.tags else [])]
    return dense, "\n".join(line for line in lines if line)


def _now(tool: Tool) -> tuple[str, str]:
    return dense_text(tool), bm25_text(tool)


def _name_once(tool: Tool) -> tuple[str, str]:
    lines = bm25_text(tool).split("\n")
    return dense_text(tool), "\n".join(lines[1:])


def _name_three_times(tool: Tool) -> tuple[str, str]:
    return dense_text(tool), name_words(tool.name) + "\n" + bm25_text(tool)


def _whole_description_embedded(tool: Tool) -> tuple[str, str]:
    name = name_words(tool.name)
    plain = plain_text(tool.description)
    return (f"{name}: {plain}" if plain else name), bm25_text(tool)


VARIANTS: dict[str, Texts] = {
    "before: name: description / name, description, tags": _before,
    "now: summary / name x2, summary, description, parameters, tags, route": _now,
    "now, name once in BM25": _name_once,
    "now, name three times in BM25": _name_three_times,
    "now, whole plain description embedded": _whole_description_embedded,
}


def main() -> None:
    parser = training_arguments(__doc__)
    parser.add_argument("--cache", type=Path, default=None, help="a folder to keep the query vectors in")
    args = parser.parse_args()
    dataset, queries = training_queries(args)
    tools = dataset.tools
    with toolmem.open("sqlite://", embedder="local") as mem:
        embedder = mem.embedder
        assert embedder is not None
        vectors = _query_vectors(embedder.embed, [q.text for q in queries], args.cache, args.sample)
        print("| texts (embedded / BM25) | " + " | ".join(f"dense {w}" for w in WEIGHTS) + " |")
        print("|---" * (len(WEIGHTS) + 1) + "|")
        for label, texts in VARIANTS.items():
            pairs = [texts(tool) for tool in tools]
            tool_vectors = embedder.embed([dense for dense, _ in pairs])
            index = HybridIndex(tool_vectors.shape[1])
            index.add(
                [
                    Document(tool.id, bm25, vector)
                    for tool, (_, bm25), vector in zip(tools, pairs, tool_vectors, strict=True)
                ]
            )
            print(f"| {label} | " + " | ".join(ndcg_by_weight(index, queries, vectors, WEIGHTS)) + " |")


def _query_vectors(embed: Callable[[list[str]], Vectors], texts: list[str], cache: Path | None, n: int) -> Vectors:
    path = cache / f"metatool_train_{n}.npy" if cache is not None else None
    if path is not None and path.is_file():
        loaded: Vectors = np.load(path)
        return loaded
    vectors = embed(texts)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        np.save(path, vectors)
    return vectors


if __name__ == "__main__":
    main()
