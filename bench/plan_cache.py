"""The plan-cache benchmark: does a lookup replay exactly when it should, with the right arguments?

Reads the cases in ``bench/plans`` (their README says how they were written): each stores one or
more plans (in a workspace of its own, or beside a crowded workspace's hundreds of plans), looks up
one request, and states the outcome it expects: a hit with its exact arguments, or a miss. Prints,
per kind of case and in total: right hits of the cases that should hit, wrong replays of the cases
that should miss, hits with wrong arguments, and the lookup's p50, p95 and slowest once the
request's vector is cached (each request is looked up twice; the second is timed).

    python bench/plan_cache.py [--cases bench/plans/cases_dev.jsonl] [--tools] [--misses] [--embedder SPEC]
        [--set NAME=VALUE ...] [--judge MODEL [--judge-base-url URL] | --judge-reach]

``--tools`` adds the benchmark's tool catalogue to every workspace first (plans then also answer
for the tools' current versions); ``--misses`` lists every case decided wrongly, with the reason.

``--judge MODEL`` asks a chat model (``OPENAI_API_KEY``, and ``--judge-base-url`` for another
OpenAI-compatible endpoint) about the lookups the rules leave with words unaccounted for
(:mod:`toolmem.plans.judge`). ``--judge-reach`` measures how far a judge reaches without one: a judge
that always says no and keeps what it was asked, so the tables are the rules' own; it prints how many
cases that should hit were put to it with the right steps (what a judge that is always right adds)
and how many that should miss were put to it (each a wrong replay if the judge says yes).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import toolmem
from toolmem.embedders import get_embedder
from toolmem.memory import Memory

HERE = Path(__file__).resolve().parent / "plans"


def read_lines(path: Path) -> list[dict[str, Any]]:
    """A JSON Lines file."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def steps_of(steps: Any) -> list[dict[str, Any]]:
    """Steps as the cases write them."""
    return [{"tool_id": step.tool_id, "arguments": dict(step.arguments)} for step in steps]


def outcome(case: dict[str, Any], hit: Any) -> str:
    """``right hit``, ``wrong arguments``, ``missed``, ``wrong replay`` or ``right miss``."""
    expected = case["expect"]
    if hit is None:
        return "missed" if expected["hit"] else "right miss"
    if not expected["hit"]:
        return "wrong replay"
    got = steps_of(hit.steps)
    want = [{"tool_id": step["tool_id"], "arguments": step.get("arguments", {})} for step in expected["steps"]]
    return "right hit" if got == want else "wrong arguments"


class Reach(toolmem.PlanJudge):
    """A judge that always says no and keeps the steps it was asked about (``--judge-reach``)."""

    def __init__(self) -> None:
        self.asked: list[list[dict[str, Any]]] = []

    def same(self, stored: str, request: str, steps: Any) -> bool:
        self.asked.append(steps_of(steps))
        return False


class Workspaces:
    """One memory per workspace of the benchmark, all in one store and with one embedder."""

    def __init__(
        self,
        db: Path,
        tools: list[dict[str, Any]] | None,
        embedder: str = "local",
        settings: dict[str, float] | None = None,
        judge: toolmem.PlanJudge | None = None,
    ) -> None:
        self.db = db
        self.settings = settings or {}
        self.judge = judge
        self.tools = tools
        self.embedder = get_embedder(embedder)
        self.embedder.query_cache_size = 100_000  # type: ignore[misc]
        self._crowded: dict[str, Memory] = {}
        self._count = 0

    def single(self) -> Memory:
        """A new, empty workspace."""
        self._count += 1
        return self._open(f"single-{self._count}")

    def crowded(self, name: str) -> Memory:
        """The workspace of ``workspaces/<name>.jsonl``, its plans stored once."""
        if name not in self._crowded:
            mem = self._open(name)
            plans = read_lines(HERE / "workspaces" / f"{name}.jsonl")
            mem.plans.store_many((plan["request"], plan["steps"]) for plan in plans)
            self._crowded[name] = mem
        return self._crowded[name]

    def _open(self, name: str) -> Memory:
        mem = toolmem.open(str(self.db), workspace=name, embedder=self.embedder, plan_judge=self.judge)
        if self.tools:
            mem.tools.add(self.tools)
        if self.settings:
            mem.plans.configure(**self.settings)
        return mem

    def close(self) -> None:
        """Close the crowded workspaces."""
        for mem in self._crowded.values():
            mem.close()


Result = tuple[dict[str, Any], str, Any, float, list[list[dict[str, Any]]]]


def run(cases: list[dict[str, Any]], spaces: Workspaces) -> Iterator[Result]:
    """Each case's outcome, its lookup (reason included), the timed lookup's milliseconds and what
    a :class:`Reach` judge was asked in it."""
    for case in cases:
        single = case["workspace"] == "single"
        mem = spaces.single() if single else spaces.crowded(case["workspace"])
        added = mem.plans.store_many((plan["request"], plan["steps"]) for plan in case["stored"])
        try:
            mem.plans.check(case["request"])  # the request's vector is cached from here on
            if isinstance(spaces.judge, Reach):
                spaces.judge.asked.clear()
            start = time.perf_counter()
            lookup = mem.plans.check(case["request"])
            elapsed = (time.perf_counter() - start) * 1000
            asked = list(spaces.judge.asked) if isinstance(spaces.judge, Reach) else []
            yield case, outcome(case, lookup.hit), lookup, elapsed, asked
        finally:
            if single:
                mem.close()
            else:
                existing = {plan["request"] for plan in read_lines(HERE / "workspaces" / f"{case['workspace']}.jsonl")}
                mem.plans.remove(
                    [
                        plan_id
                        for plan_id, plan in zip(added, case["stored"], strict=True)
                        if plan["request"] not in existing
                    ]
                )


def report(results: list[Result], show_misses: bool) -> None:
    """The tables of the module's description."""
    by_kind: dict[str, Counter[str]] = defaultdict(Counter)
    for case, result, *_ in results:
        by_kind[case["kind"]][result] += 1
        by_kind["all"][result] += 1
        by_kind["single" if case["workspace"] == "single" else "crowded"][result] += 1
    print("| cases | n | right hits / should hit | wrong replays / should miss | wrong arguments |")
    print("|---|---|---|---|---|")
    for kind in sorted(by_kind, key=lambda k: (k in ("all", "single", "crowded"), k)):
        counts = by_kind[kind]
        should_hit = counts["right hit"] + counts["missed"] + counts["wrong arguments"]
        should_miss = counts["wrong replay"] + counts["right miss"]
        hits = f"{counts['right hit']}/{should_hit} ({counts['right hit'] / should_hit:.0%})" if should_hit else "–"
        wrong = f"{counts['wrong replay']}/{should_miss}" if should_miss else "–"
        print(f"| {kind} | {sum(counts.values())} | {hits} | {wrong} | {counts['wrong arguments']} |")
    total = by_kind["all"]
    harmful = total["wrong replay"] + total["wrong arguments"]
    n = sum(total.values())
    print(f"\nwrong replays + wrong arguments: {harmful}/{n} ({harmful / n:.1%} of cases)")
    times = sorted(ms for _, _, _, ms, _ in results)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    p50 = statistics.median(times)
    print(f"lookup p50 / p95 / max (request vector cached): {p50:.2f} / {p95:.2f} / {times[-1]:.2f} ms")
    if show_misses:
        print()
        for case, result, lookup, *_ in results:
            if result in ("right hit", "right miss"):
                continue
            stored = case["stored"][0]["request"] if case["stored"] else f"<{case['workspace']}>"
            why = f"{lookup.reason}: {lookup.detail}" if lookup.hit is None else f"hit {lookup.hit.plan.request!r}"
            print(f"{result:15s} {case['id']} {case['kind']:18s} {stored!r} -> {case['request']!r}  [{why}]")
            if result == "wrong arguments":
                print(f"{'':16s}got {[dict(s.arguments) for s in lookup.hit.steps]}")


def report_reach(results: list[Result]) -> None:
    """What a :class:`Reach` judge was asked, by kind of case (``--judge-reach``)."""
    by_kind: dict[str, Counter[str]] = defaultdict(Counter)
    for case, result, _, _, asked in results:
        expected = case["expect"]
        for kind in (case["kind"], "all"):
            counts = by_kind[kind]
            counts["should hit" if expected["hit"] else "should miss"] += 1
            if asked and expected["hit"] and result != "right hit":
                want = [{"tool_id": s["tool_id"], "arguments": s.get("arguments", {})} for s in expected["steps"]]
                right = want in asked
                counts["asked, right steps" if right else "asked, other steps"] += 1
            elif asked and not expected["hit"]:
                counts["asked, should miss"] += 1
    print("\n| cases | missed, put to the judge with the right steps | … other steps | should miss, put to the judge |")
    print("|---|---|---|---|")
    for kind in sorted(by_kind, key=lambda k: (k == "all", k)):
        c = by_kind[kind]
        hit = f"{c['asked, right steps']}/{c['should hit']}" if c["should hit"] else "–"
        other = f"{c['asked, other steps']}/{c['should hit']}" if c["should hit"] else "–"
        miss = f"{c['asked, should miss']}/{c['should miss']}" if c["should miss"] else "–"
        print(f"| {kind} | {hit} | {other} | {miss} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=Path, default=HERE / "cases_dev.jsonl")
    parser.add_argument("--tools", action="store_true", help="add the tool catalogue to every workspace")
    parser.add_argument("--misses", action="store_true", help="list the cases decided wrongly")
    parser.add_argument("--embedder", default="local", help="the workspaces' embedder spec")
    parser.add_argument(
        "--set", action="append", default=[], metavar="NAME=VALUE", help="a plan setting for every workspace"
    )
    judging = parser.add_mutually_exclusive_group()
    judging.add_argument("--judge", metavar="MODEL", help="ask this chat model about unaccounted words")
    judging.add_argument("--judge-reach", action="store_true", help="measure what a judge would be asked")
    parser.add_argument("--judge-base-url", metavar="URL", help="the judge's OpenAI-compatible endpoint")
    args = parser.parse_args()
    judge: toolmem.PlanJudge | None = None
    if args.judge:
        judge = toolmem.LLMPlanJudge(toolmem.ChatModel(args.judge, base_url=args.judge_base_url))
    elif args.judge_reach:
        judge = Reach()
    settings = {name: float(value) for name, value in (item.split("=", 1) for item in args.set)}
    cases = read_lines(args.cases)
    tools = read_lines(HERE / "tools.jsonl") if args.tools else None
    with tempfile.TemporaryDirectory(prefix="toolmem-plan-bench-") as tmp:
        spaces = Workspaces(Path(tmp) / "plans.db", tools, args.embedder, settings, judge)
        try:
            results = list(run(cases, spaces))
        finally:
            spaces.close()
    report(results, args.misses)
    if isinstance(judge, Reach):
        report_reach(results)
    elif isinstance(judge, toolmem.LLMPlanJudge):
        print(f"\njudge: {judge.requests} questions, {judge.failures} without a usable answer")


if __name__ == "__main__":
    main()
