"""Write cases_dev.jsonl, cases_heldout.jsonl, cases_fresh.jsonl, cases_fresh2.jsonl, cases_fresh3.jsonl,
cases_fresh4.jsonl, cases_fresh5.jsonl, cases_fresh6.jsonl, cases_fresh7.jsonl, cases_fresh8.jsonl,
cases_fresh9.jsonl, cases_fresh10.jsonl, cases_fresh11.jsonl, cases_fresh12.jsonl, cases_fresh13.jsonl,
cases_fresh14.jsonl, cases_fresh15.jsonl, cases_fresh16.jsonl, cases_fresh17.jsonl, cases_fresh18.jsonl,
cases_fresh19.jsonl, cases_fresh20.jsonl, cases_fresh21.jsonl and cases_fresh22.jsonl from their .py sources.

Numbers the cases and checks what a hand-written list easily gets wrong:

- no two cases share a request, and no case repeats a stored plan's request word for word;
- a crowded hit has a stored plan (in the workspace or the case) of the same tools with the same
  argument names, so the expected replay is possible;
- a crowded miss has none of the plans named in its ``absent`` list, so no stored plan would
  have served the request.

Run ``python bench/plans/make_cases.py``; then check_cases.py validates the written files.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import cases_dev
import cases_fresh
import cases_fresh2
import cases_fresh3
import cases_fresh4
import cases_fresh5
import cases_fresh6
import cases_fresh7
import cases_fresh8
import cases_fresh9
import cases_fresh10
import cases_fresh11
import cases_fresh12
import cases_fresh13
import cases_fresh14
import cases_fresh15
import cases_fresh16
import cases_fresh17
import cases_fresh18
import cases_fresh19
import cases_fresh20
import cases_fresh21
import cases_fresh22
import cases_heldout

HERE = Path(__file__).parent


def norm(text: str) -> str:
    """A request as compared for duplicates."""
    return " ".join(text.lower().split())


def load_workspaces() -> dict[str, list[dict[str, Any]]]:
    """Every crowded workspace's plans by name."""
    return {
        path.stem: [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        for path in sorted((HERE / "workspaces").glob("*.jsonl"))
    }


def shape(steps: list[dict[str, Any]]) -> list[tuple[str, frozenset[str]]]:
    """The tools of a plan with the names of their arguments."""
    return [(step["tool_id"], frozenset(step["arguments"])) for step in steps]


def uses(plan: dict[str, Any], entry: Any) -> bool:
    """Whether a plan calls the tool (or the tool with these arguments) an ``absent`` entry names."""
    tool, args = (entry, {}) if isinstance(entry, str) else entry
    return any(
        step["tool_id"] == tool and all(step["arguments"].get(k) == v for k, v in args.items())
        for step in plan["steps"]
    )


def check(case: dict[str, Any], workspaces: dict[str, list[dict[str, Any]]]) -> list[str]:
    """Problems of one case, as messages."""
    problems = []
    plans = list(case["stored"])
    if case["workspace"] != "single":
        plans += workspaces[case["workspace"]]
    if norm(case["request"]) in {norm(p["request"]) for p in plans}:
        problems.append("request is word for word a stored plan's")
    if case["expect"]["hit"]:
        wanted = shape(case["expect"]["steps"])
        if not any(shape(p["steps"]) == wanted for p in plans):
            problems.append(f"no stored plan has the shape {wanted}")
    else:
        for entry in case["_absent"]:
            clash = [p["request"] for p in plans if uses(p, entry)]
            if clash:
                problems.append(f"{entry} is stored ({clash[0]!r}): the request could be served")
    return problems


def main() -> None:
    """Number, check and write the twenty-four files."""
    workspaces = load_workspaces()
    seen: dict[str, str] = {}
    failures = 0
    for prefix, module in (
        ("dev", cases_dev),
        ("heldout", cases_heldout),
        ("fresh", cases_fresh),
        ("fresh2", cases_fresh2),
        ("fresh3", cases_fresh3),
        ("fresh4", cases_fresh4),
        ("fresh5", cases_fresh5),
        ("fresh6", cases_fresh6),
        ("fresh7", cases_fresh7),
        ("fresh8", cases_fresh8),
        ("fresh9", cases_fresh9),
        ("fresh10", cases_fresh10),
        ("fresh11", cases_fresh11),
        ("fresh12", cases_fresh12),
        ("fresh13", cases_fresh13),
        ("fresh14", cases_fresh14),
        ("fresh15", cases_fresh15),
        ("fresh16", cases_fresh16),
        ("fresh17", cases_fresh17),
        ("fresh18", cases_fresh18),
        ("fresh19", cases_fresh19),
        ("fresh20", cases_fresh20),
        ("fresh21", cases_fresh21),
        ("fresh22", cases_fresh22),
    ):
        rows = []
        for number, case in enumerate(module.CASES, start=1):
            case_id = f"{prefix}-{number:03d}"
            key = norm(case["request"])
            problems = check(case, workspaces)
            if key in seen:
                problems.append(f"same request as {seen[key]}")
            seen[key] = case_id
            for problem in problems:
                failures += 1
                print(f"{case_id} {case['request']!r}: {problem}")
            row = {"id": case_id, **{k: v for k, v in case.items() if not k.startswith("_")}}
            rows.append(row)
        with (HERE / f"cases_{prefix}.jsonl").open("w") as out:
            for row in rows:
                out.write(json.dumps(row) + "\n")
        print(f"cases_{prefix}.jsonl: {len(rows)} cases")
    if failures:
        raise SystemExit(f"{failures} problems")


if __name__ == "__main__":
    main()
