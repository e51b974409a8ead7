"""The agent memory cache's API (``MemoryCache``) over toolmem's plan cache.

Code written for the memory cache moves over by changing its import::

    from toolmem.compat.memory_cache import MemoryCache

    cache = MemoryCache("cache.db")                       # or MemoryCache(mem) on an open memory
    entry_id = cache.store("weather in Paris?", ["Tool: WeatherLookup, Input: 'Paris', Observation: 'sunny'"])
    hit = cache.lookup("weather in London?")              # (entry_id, actions) or None
    cache.update_reward(entry_id, success=False)          # True; False for an unknown id

Action sequences are the memory cache's strings: ``"Tool: <name>, Input: '<input>', Observation:
'<observation>'"`` for a tool call and ``"Direct Answer: <answer>"`` for an answer; any other string
is kept as a direct answer. They are stored as plan steps (a call with ``{"input": ...}`` as its
arguments), so lookup brings what toolmem adds: the agreement gate, slots (``Paris`` becomes
``London`` in the returned action), persistence, and the same EMA reward and eviction (α 0.3,
ε 0.2, τ 0.6). Entry ids are plan ids (strings), not UUIDs.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from toolmem.compat.base import Wrapped
from toolmem.errors import PlanNotFoundError, ToolmemError
from toolmem.records import Step

__all__ = ["ActionSequence", "MemoryCache", "parse_action", "render_action"]

ActionSequence = list[str]
_TOOL = re.compile(r"^Tool:\s*(?P<name>.+?),\s*Input:\s*(?P<input>.*?),\s*Observation:\s*(?P<observation>.*)$", re.S)
_ANSWER = "Direct Answer:"
_log = logging.getLogger("toolmem")


def parse_action(action: str) -> Step:
    """One memory-cache action string as a plan step (see the module's description)."""
    match = _TOOL.match(action.strip())
    if match is None:
        text = action.strip()
        return Step(answer=text[len(_ANSWER) :].strip() if text.startswith(_ANSWER) else text)
    return Step(
        tool_id=match["name"].strip(),
        arguments={"input": _unquote(match["input"])},
        observation=_unquote(match["observation"]),
    )


def render_action(step: Step) -> str:
    """A plan step as a memory-cache action string."""
    if step.tool_id is None:
        return f"{_ANSWER} {step.answer or ''}"
    given = step.arguments.get("input", "") if set(step.arguments) <= {"input"} else step.arguments
    return f"Tool: {step.tool_id}, Input: '{given}', Observation: '{step.observation or ''}'"


class MemoryCache(Wrapped):
    """``lookup`` / ``store`` / ``update_reward`` of the memory cache, on one toolmem workspace.

    Args:
        memory: an open memory, or a database path or URL to open (closed by :meth:`close`).
        workspace: the workspace, when opening.
        embedder: the embedder spec, when opening (default: the workspace's own, else ``local``).
    """

    def lookup(self, prompt: str) -> tuple[str, ActionSequence] | None:
        """The entry to replay for a prompt and its actions, or ``None`` (a miss)."""
        hit = self.memory.plans.lookup(prompt)
        return None if hit is None else (hit.id, [render_action(step) for step in hit.steps])

    def store(self, prompt: str, actions: Sequence[str]) -> str | None:
        """Store the actions that satisfied a prompt; the entry id, or ``None`` when it cannot be stored."""
        try:
            return self.memory.plans.store(prompt, [parse_action(action) for action in actions])
        except ToolmemError as exc:
            _log.warning("memory cache: not stored: %s", exc)
            return None

    def update_reward(self, entry_id: str, success: bool) -> bool:
        """Fold feedback into an entry's score (evicting it below 0.2); ``False`` for an unknown id."""
        try:
            self.memory.plans.feedback(entry_id, success)
        except PlanNotFoundError:
            return False
        return True


def _unquote(text: str) -> str:
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text
