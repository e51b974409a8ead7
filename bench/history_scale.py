"""Conversation memory at scale: 1,000 contexts × 100 messages in one SQLite file.

Messages are synthetic chat turns whose words are drawn from a real dataset's queries (read at run
time, not copied). Each context is written in one ``extend`` call. The first search of a context
embeds its messages (messages are embedded lazily, on first search, so appending stays cheap);
the timed searches after that are the steady state. Vectors come from the 384-dimension hash
embedder by default: the cost of a search depends on the number of vectors scanned, not on the
model; ``--embedder local`` adds the model's query embedding (about 5 ms on 2 cores).

    python bench/history_scale.py --contexts 10 1000 [--messages 100] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import toolmem
from toolmem.evaluation.datasets import data_dir
from toolmem.evaluation.metrics import percentile

DATA = data_dir()
ROLES = ("user", "assistant")


def vocabulary(source: Path) -> list[str]:
    words: list[str] = []
    for line in (source / "queries_train.jsonl").read_text().splitlines():
        words += json.loads(line)["text"].lower().split()
    return words


def timed(fn: Callable[[], Any], repeat: list[float]) -> Any:
    started = time.perf_counter()
    result = fn()
    repeat.append((time.perf_counter() - started) * 1000)
    return result


def measure(contexts: int, per_context: int, words: list[str], queries: int, embedder: str) -> dict[str, float]:
    rng = random.Random(0)
    with tempfile.TemporaryDirectory() as tmp, toolmem.open(str(Path(tmp) / "history.db"), embedder=embedder) as mem:
        keys = [{"user": str(i % 97), "chat": f"chat-{i}"} for i in range(contexts)]
        started = time.perf_counter()
        for key in keys:
            turns = [{"role": "system", "content": "You are a helpful assistant."}]
            turns += [
                {"role": ROLES[j % 2], "content": " ".join(rng.choices(words, k=rng.randint(5, 25)))}
                for j in range(per_context - 1)
            ]
            mem.history(key).extend(turns)
        append_s = time.perf_counter() - started
        first: list[float] = []
        for key in keys:
            timed(partial(mem.history(key).search, "warm up", k=5), first)
        search: list[float] = []
        window: list[float] = []
        prompt: list[float] = []
        leaked = 0
        for _ in range(queries):
            chat = mem.history(rng.choice(keys))
            query = " ".join(rng.choices(words, k=rng.randint(4, 12)))
            hits = timed(partial(chat.search, query, k=5), search)
            own = {m.id for m in chat.messages()}
            leaked += sum(hit.message.id not in own for hit in hits)
            timed(partial(chat.window, 1000), window)
            timed(partial(chat.prompt, relevant=3, max_tokens=1000), prompt)
        return {
            "contexts": contexts,
            "messages": contexts * per_context,
            "append_messages_per_s": contexts * per_context / append_s,
            "first_search_p50_ms": percentile(first, 50),
            "search_p50_ms": percentile(search, 50),
            "search_p99_ms": percentile(search, 99),
            "window_p50_ms": percentile(window, 50),
            "prompt_p50_ms": percentile(prompt, 50),
            "hits_from_other_contexts": leaked,
        }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--contexts", type=int, nargs="+", default=[10, 1000])
    parser.add_argument("--messages", type=int, default=100, help="messages per context")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--embedder", default="hash:384")
    parser.add_argument("--data", type=Path, default=DATA / "metatool")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    words = vocabulary(args.data)
    rows = [measure(n, args.messages, words, args.queries, args.embedder) for n in args.contexts]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(
        "| contexts | messages | append msg/s | first search (embeds) p50 | search p50 | search p99 |"
        " window(1000 tok) p50 | prompt p50 | leaked hits |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['contexts']:,} | {r['messages']:,} | {r['append_messages_per_s']:,.0f} |"
            f" {r['first_search_p50_ms']:.2f} ms | {r['search_p50_ms']:.2f} ms | {r['search_p99_ms']:.2f} ms |"
            f" {r['window_p50_ms']:.2f} ms | {r['prompt_p50_ms']:.2f} ms | {r['hits_from_other_contexts']} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
