"""Validate the plan-cache benchmark files and print their counts.

Checks tools.jsonl, workspaces/*.jsonl, cases_dev.jsonl, cases_heldout.jsonl, cases_fresh.jsonl,
cases_fresh2.jsonl, cases_fresh3.jsonl, cases_fresh4.jsonl, cases_fresh5.jsonl, cases_fresh6.jsonl,
cases_fresh7.jsonl, cases_fresh8.jsonl, cases_fresh9.jsonl, cases_fresh10.jsonl,
cases_fresh11.jsonl, cases_fresh12.jsonl, cases_fresh13.jsonl, cases_fresh14.jsonl, cases_fresh15.jsonl,
cases_fresh16.jsonl, cases_fresh17.jsonl, cases_fresh18.jsonl, cases_fresh19.jsonl, cases_fresh20.jsonl,
cases_fresh21.jsonl and cases_fresh22.jsonl:

- every tool id used by a stored plan or an expected step exists in tools.jsonl;
- every stored and expected step's arguments validate against the tool's parameters schema;
- case ids are unique, kinds are known, a case's workspace exists, requests are not repeated;
- a hit's expected tools (with their argument names) are those of some plan that exists for it.

Usage: python bench/plans/check_cases.py   (exit 1 with one line per problem)
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import jsonschema

HERE = Path(__file__).parent
KINDS = (
    "value",
    "paraphrase",
    "paraphrase+value",
    "slot_word",
    "contrast_action",
    "contrast_negation",
    "contrast_question",
    "contrast_time",
    "contrast_object",
    "unrelated",
    "uncarriable",
)
CASE_FILES = (
    "cases_dev.jsonl",
    "cases_heldout.jsonl",
    "cases_fresh.jsonl",
    "cases_fresh2.jsonl",
    "cases_fresh3.jsonl",
    "cases_fresh4.jsonl",
    "cases_fresh5.jsonl",
    "cases_fresh6.jsonl",
    "cases_fresh7.jsonl",
    "cases_fresh8.jsonl",
    "cases_fresh9.jsonl",
    "cases_fresh10.jsonl",
    "cases_fresh11.jsonl",
    "cases_fresh12.jsonl",
    "cases_fresh13.jsonl",
    "cases_fresh14.jsonl",
    "cases_fresh15.jsonl",
    "cases_fresh16.jsonl",
    "cases_fresh17.jsonl",
    "cases_fresh18.jsonl",
    "cases_fresh19.jsonl",
    "cases_fresh20.jsonl",
    "cases_fresh21.jsonl",
    "cases_fresh22.jsonl",
)
HIT_KINDS = {"value", "paraphrase", "paraphrase+value", "slot_word"}
CHANGED_KINDS = {"value", "paraphrase+value", "slot_word"}


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """The objects of a JSON Lines file."""
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


class Checker:
    """Collects problems while walking the files."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        tools = read_jsonl(HERE / "tools.jsonl")
        self.validators: dict[str, Any] = {}
        for tool in tools:
            if tool["id"] in self.validators:
                self.problems.append(f"tools.jsonl: duplicate tool id {tool['id']!r}")
            jsonschema.Draft202012Validator.check_schema(tool["parameters"])
            self.validators[tool["id"]] = jsonschema.Draft202012Validator(
                tool["parameters"], format_checker=jsonschema.FormatChecker()
            )
        self.tools = tools

    def steps(self, where: str, steps: list[dict[str, Any]]) -> None:
        """Check that each step calls a known tool with valid arguments."""
        if not steps:
            self.problems.append(f"{where}: no steps")
        for step in steps:
            validator = self.validators.get(step.get("tool_id", ""))
            if validator is None:
                self.problems.append(f"{where}: unknown tool id {step.get('tool_id')!r}")
                continue
            for error in validator.iter_errors(step.get("arguments")):
                self.problems.append(f"{where}: {step['tool_id']} arguments: {error.message}")

    def plan(self, where: str, plan: dict[str, Any]) -> None:
        """Check one stored plan."""
        if not isinstance(plan.get("request"), str) or not plan["request"].strip():
            self.problems.append(f"{where}: a plan without a request")
        self.steps(where, plan.get("steps", []))


def shape(steps: list[dict[str, Any]]) -> list[tuple[str, frozenset[str]]]:
    """Tools of a plan with their argument names."""
    return [(step["tool_id"], frozenset(step["arguments"])) for step in steps]


def kind_mismatch(case: dict[str, Any]) -> str | None:
    """Whether the expected outcome contradicts the kind (uncarriable may go either way)."""
    kind, expect = case.get("kind"), case.get("expect", {})
    if kind in HIT_KINDS and expect.get("hit") is not True:
        return f"a {kind} case must expect a hit"
    if kind != "uncarriable" and kind not in HIT_KINDS and expect.get("hit") is not False:
        return f"a {kind} case must expect a miss"
    if case.get("workspace") != "single" or expect.get("hit") is not True:
        return None
    same = any(plan["steps"] == expect["steps"] for plan in case.get("stored", []))
    if kind == "paraphrase" and not same:
        return "a paraphrase should replay a stored plan's arguments unchanged"
    if kind in CHANGED_KINDS and same:
        return f"a {kind} case should change some argument"
    return None


def main() -> int:
    """Validate everything, print the tables; 0 when no problem was found."""
    checker = Checker()
    workspaces: dict[str, list[dict[str, Any]]] = {}
    for path in sorted((HERE / "workspaces").glob("*.jsonl")):
        workspaces[path.stem] = read_jsonl(path)
        for number, plan in enumerate(workspaces[path.stem], start=1):
            checker.plan(f"workspaces/{path.name}:{number}", plan)
    ids: set[str] = set()
    requests: dict[str, str] = {}
    tables: dict[str, list[dict[str, Any]]] = {}
    for name in CASE_FILES:
        cases = read_jsonl(HERE / name)
        tables[name] = cases
        for case in cases:
            where = f"{name}:{case.get('id')}"
            if str(case.get("id")) in ids:
                checker.problems.append(f"{where}: duplicate id")
            ids.add(str(case.get("id")))
            if case.get("kind") not in KINDS:
                checker.problems.append(f"{where}: unknown kind {case.get('kind')!r}")
            key = " ".join(case["request"].lower().split())
            if key in requests:
                checker.problems.append(f"{where}: same request as {requests[key]}")
            requests[key] = where
            workspace = case.get("workspace")
            if workspace != "single" and workspace not in workspaces:
                checker.problems.append(f"{where}: unknown workspace {workspace!r}")
                continue
            if workspace == "single" and not case.get("stored"):
                checker.problems.append(f"{where}: a single-plan case stores no plan")
            for plan in case.get("stored", []):
                checker.plan(f"{where} stored", plan)
            expect = case.get("expect", {})
            kind_problem = kind_mismatch(case)
            if kind_problem:
                checker.problems.append(f"{where}: {kind_problem}")
            if expect.get("hit") is True:
                checker.steps(f"{where} expect", expect.get("steps", []))
                available = case.get("stored", []) + workspaces.get(workspace, [])
                if not any(shape(p["steps"]) == shape(expect["steps"]) for p in available):
                    checker.problems.append(f"{where}: no stored plan has the expected tools and argument names")
            elif expect != {"hit": False}:
                checker.problems.append(f"{where}: expect must be {{'hit': false}} or a hit with steps")
    print_tables(checker, workspaces, tables)
    for problem in checker.problems:
        print(problem, file=sys.stderr)
    return 1 if checker.problems else 0


def print_tables(
    checker: Checker, workspaces: dict[str, list[dict[str, Any]]], tables: dict[str, list[dict[str, Any]]]
) -> None:
    """Counts of tools, workspaces and cases per kind and per workspace."""
    domains = {tool["id"].split(".")[0] for tool in checker.tools}
    print(f"tools.jsonl: {len(checker.tools)} tools in {len(domains)} domains")
    for name, plans in workspaces.items():
        used = {step["tool_id"] for plan in plans for step in plan["steps"]}
        print(f"workspaces/{name}.jsonl: {len(plans)} plans, {len(used)} tools")
    names = list(tables)
    print()
    print(f"{'kind':<20}" + "".join(f"{n.removesuffix('.jsonl'):>16}" for n in names))
    counts = {n: Counter(case["kind"] for case in tables[n]) for n in names}
    for kind in KINDS:
        cells = "".join(f"{counts[n][kind]:>9} ({counts[n][kind] / max(len(tables[n]), 1):>4.0%})" for n in names)
        print(f"{kind:<20}{cells}")
    print(f"{'total':<20}" + "".join(f"{len(tables[n]):>16}" for n in names))
    print()
    spaces = ["single", *workspaces]
    print(f"{'workspace':<20}" + "".join(f"{n.removesuffix('.jsonl'):>16}" for n in names))
    where = {n: Counter(case["workspace"] for case in tables[n]) for n in names}
    for space in spaces:
        cells = "".join(f"{where[n][space]:>9} ({where[n][space] / max(len(tables[n]), 1):>4.0%})" for n in names)
        print(f"{space:<20}{cells}")
    print()
    print(f"{'expected outcome':<20}" + "".join(f"{n.removesuffix('.jsonl'):>16}" for n in names))
    for label, wanted in (("hit", True), ("miss", False)):
        cells = "".join(f"{sum(c['expect']['hit'] is wanted for c in tables[n]):>16}" for n in names)
        print(f"{label:<20}{cells}")


if __name__ == "__main__":
    raise SystemExit(main())
