"""Helpers to write plan-cache cases compactly (used by cases_dev.py, cases_heldout.py and cases_fresh.py).

A group is one stored plan (the "base") and the requests probed against it. For a hit, the
expected steps are the base's steps with the changed arguments; ``changes`` is one dict for a
one-step plan, a list of dicts (one per step) otherwise, or ``steps=`` gives them whole.

``ws="single"`` stores the base (and ``also``) as the only plans. A crowded workspace name keeps
that workspace's plans; ``in_ws=True`` says the base's kind of plan is already in the workspace
(the base is then only the template of the expected steps and is not stored again). A miss in a
crowded workspace names the tools (or tool + arguments) that would have served the request in
``absent``; make_cases.py checks that no stored plan uses them, so the miss is sound.
"""

from __future__ import annotations

import copy
from typing import Any

VALUE = "value"
PARA = "paraphrase"
PV = "paraphrase+value"
SLOT = "slot_word"
ACT = "contrast_action"
NEG = "contrast_negation"
QUEST = "contrast_question"
TIME = "contrast_time"
OBJ = "contrast_object"
UNREL = "unrelated"
UNCARRY = "uncarriable"

KINDS = (VALUE, PARA, PV, SLOT, ACT, NEG, QUEST, TIME, OBJ, UNREL, UNCARRY)

Plan = dict[str, Any]
Case = dict[str, Any]


def plan(request: str, tool: str | list[tuple[str, dict[str, Any]]], args: dict[str, Any] | None = None) -> Plan:
    """A stored plan: one tool with its arguments, or a list of (tool, arguments) steps."""
    if isinstance(tool, str):
        steps = [(tool, args or {})]
    else:
        steps = tool
    return {"request": request, "steps": [{"tool_id": t, "arguments": dict(a)} for t, a in steps]}


def hit(
    kind: str,
    request: str,
    changes: dict[str, Any] | list[dict[str, Any]] | None = None,
    note: str = "",
    steps: list[tuple[str, dict[str, Any]]] | None = None,
) -> Case:
    """A request that should replay the base with ``changes`` carried into its arguments."""
    return {"kind": kind, "request": request, "hit": True, "changes": changes, "steps": steps, "note": note}


def miss(kind: str, request: str, note: str = "", absent: tuple[Any, ...] = ()) -> Case:
    """A request that must not replay anything stored."""
    return {"kind": kind, "request": request, "hit": False, "note": note, "absent": absent}


def expected_steps(base: Plan, case: Case) -> list[dict[str, Any]]:
    """The exact steps a hit should replay."""
    if case["steps"] is not None:
        return [{"tool_id": t, "arguments": dict(a)} for t, a in case["steps"]]
    steps: list[dict[str, Any]] = copy.deepcopy(base["steps"])
    changes = case["changes"] or {}
    per_step = changes if isinstance(changes, list) else [changes]
    assert len(per_step) <= len(steps), f"{case['request']!r}: more changes than steps"
    for step, change in zip(steps, per_step, strict=False):
        step["arguments"].update(change)
    return steps


def group(
    base: Plan | None, *cases: Case, ws: str = "single", also: tuple[Plan, ...] = (), in_ws: bool = False
) -> list[Case]:
    """Cases probing one stored plan, ready for make_cases.py to number and check."""
    out = []
    for case in cases:
        assert case["kind"] in KINDS, case["kind"]
        stored = [] if in_ws else [p for p in (base, *also) if p is not None]
        if ws == "single":
            assert stored, f"{case['request']!r}: a single-plan case needs a stored plan"
        row: Case = {"kind": case["kind"], "workspace": ws, "stored": copy.deepcopy(stored), "request": case["request"]}
        if case["hit"]:
            assert base is not None, case["request"]
            row["expect"] = {"hit": True, "steps": expected_steps(base, case)}
        else:
            row["expect"] = {"hit": False}
        row["note"] = case["note"]
        row["_absent"] = case.get("absent", ())
        out.append(row)
    return out
