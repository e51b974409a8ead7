"""What the workspace's catalogue says about a plan's tools: the arguments they take, the words
they use of themselves.

- **Arguments.** A value carried into a slot is checked against the parameters of the step's tool
  (JSON Schema: types, ``enum``, bounds, patterns): "merge" carried where the stored plan said
  ``verdict="approve"`` is no verdict ``gh.review_pr`` takes, so the plan is not replayed. A tool
  the catalogue does not hold, or a schema that is not valid JSON Schema, is not checked.
- **Fixed values.** Whether an argument takes one of a list (``enum``, ``const``): only then does the
  schema vouch for a new word in the place of the plan's action ("sell" for ``side="buy"``).
- **Parameters' words.** The words of a tool's parameter names, descriptions and listed values: a
  request that adds one ("*squash* merge PR #88", "with *breakfast*" where a parameter speaks of
  meals) says how to call the tool, which the stored plan did not.
- **Words.** A request may use a word its stored request did not when the tool the plan calls uses
  it: "invite dana@corp.io to #design" is served by the plan of "add dana@corp.io to the #design
  channel" when that plan calls *Invite to channel — Add a person to a channel.* Only the name, the
  id and the first sentence of the description count: a long description mentions the other things
  a tool does not do ("unlike ``delete``, this keeps …"); and only the name and the id may stand
  for the stored request's action word.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Sequence
from typing import Any

import jsonschema
from jsonschema.exceptions import SchemaError

from toolmem.plans.matching import Told
from toolmem.plans.wording import read_wording
from toolmem.records import Step, Tool
from toolmem.stores.sql.tools import ToolRepository

__all__ = ["PlanTools"]

_CACHED = 256
_SENTENCE = re.compile(r"(?<=[.!?])\s|\n")
_SEPARATORS = re.compile(r"[._/:\-]+")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_Known = tuple[Tool, Any, Told, frozenset[str]]  # the tool, its validator, its words, its parameters' words


class PlanTools:
    """The catalogue as the plan cache consults it, read once per tool version.

    Args:
        tools: the workspace's catalogue.
    """

    def __init__(self, tools: ToolRepository, rank: Callable[[str], list[str]] | None = None) -> None:
        self._tools = tools
        self._rank = rank
        self._known: dict[tuple[str, str], _Known] = {}
        self._lock = threading.Lock()

    def problem(self, step: Step) -> str | None:
        """What is wrong with ``step``'s arguments for its tool, or ``None``."""
        known = self._read([step.tool_id]).get(step.tool_id) if step.tool_id is not None else None
        if known is None or known[1] is None:
            return None
        error = jsonschema.exceptions.best_match(known[1].iter_errors(dict(step.arguments)))
        if error is None:
            return None
        where = "/".join(str(part) for part in error.absolute_path) or "arguments"
        return f"{step.tool_id} does not take {where}: {error.message}"

    def fixed(self, tool_id: str, path: Sequence[str | int]) -> bool:
        """Whether the argument at ``path`` takes one of a fixed list of values (``enum``, ``const``)."""
        known = self._read([tool_id]).get(tool_id)
        if known is None or known[1] is None:
            return False
        schema: Any = known[0].parameters
        for part in path:
            if not isinstance(schema, dict):
                return False
            schema = schema.get("items") if isinstance(part, int) else schema.get("properties", {}).get(part)
        return isinstance(schema, dict) and ("enum" in schema or "const" in schema)

    def holds(self, tool_id: str) -> bool:
        """Whether the catalogue holds the tool."""
        return bool(self._read([tool_id]))

    def serves(self, request: str, tool_id: str, words: Sequence[str]) -> bool:
        """Whether the catalogue takes ``words`` (stems), new in ``request``, for the tool's: its
        search puts the tool first for the request, and no other tool it finds for the request is
        named by one of them ("delete the jazz playlist" may find *play playlist* first in a
        catalogue with no tool that deletes playlists, but *delete note* and *delete task* say what
        deleting is)."""
        found = self._rank(request) if self._rank is not None else []
        return bool(found) and found[0] == tool_id and not self._named(found[1:], words)

    def names_another(self, request: str, tool_id: str, words: Sequence[str]) -> bool:
        """Whether a tool other than ``tool_id`` that the catalogue's search finds for the request
        is named by one of ``words`` (stems): the catalogue has a tool for that action."""
        found = self._rank(request) if self._rank is not None else []
        return self._named([other for other in found if other != tool_id], words)

    def _named(self, tool_ids: Sequence[str], words: Sequence[str]) -> bool:
        return any(word in known[2].names for known in self._read(tool_ids).values() for word in words)

    def parameter_words(self, tool_ids: Sequence[str]) -> frozenset[str]:
        """The words (stems) of the tools' parameter names and descriptions and of the values their
        parameters list (``enum``, ``const``): a request word among them says how to call the tool."""
        return frozenset().union(*(known[3] for known in self._read(tool_ids).values()))

    def words(self, tool_ids: Sequence[str]) -> Told:
        """What the tools ``tool_ids`` say of themselves, together."""
        told = [known[2] for known in self._read(tool_ids).values()]
        names = [t.names for t in told]
        each = tuple(names) if len(names) > 1 else ()
        return Told(frozenset().union(*(t.words for t in told)), frozenset().union(*names), each)

    def _read(self, tool_ids: Sequence[str]) -> dict[str, _Known]:
        versions = self._tools.hashes(list(tool_ids))
        with self._lock:
            found = {i: self._known[(i, v)] for i, v in versions.items() if (i, v) in self._known}
        missing = [tool_id for tool_id in versions if tool_id not in found]
        for tool_id, tool in (self._tools.get(missing) if missing else {}).items():
            found[tool_id] = (tool, _validator(tool), _words(tool), _parameter_words(tool.parameters))
            with self._lock:
                if len(self._known) >= _CACHED:
                    self._known.pop(next(iter(self._known)))
                self._known[(tool_id, versions[tool_id])] = found[tool_id]
        return found


def _validator(tool: Tool) -> Any:
    """A validator of the tool's parameters, or ``None`` without a valid schema."""
    if not tool.parameters:
        return None
    cls = jsonschema.validators.validator_for(tool.parameters, default=jsonschema.Draft202012Validator)
    try:
        cls.check_schema(tool.parameters)
    except SchemaError:
        return None
    return cls(tool.parameters)


def _parameter_words(schema: Any) -> frozenset[str]:
    texts: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for name, child in (node.get("properties") or {}).items():
                texts.append(_CAMEL.sub(" ", str(name)))
                if isinstance(child, dict) and isinstance(child.get("description"), str):
                    texts.append(child["description"])
                walk(child)
            texts.extend(str(value) for value in node.get("enum") or [] if isinstance(value, str))
            if isinstance(node.get("const"), str):
                texts.append(node["const"])
            for key in ("items", "additionalProperties"):
                walk(node.get(key))
            for key in ("anyOf", "oneOf", "allOf"):
                for child in node.get(key) or []:
                    walk(child)

    walk(schema)
    return frozenset(read_wording(_SEPARATORS.sub(" ", " . ".join(texts))).content) if texts else frozenset()


def _words(tool: Tool) -> Told:
    first = _SENTENCE.split(tool.description.strip(), maxsplit=1)[0] if tool.description else ""
    names = read_wording(f"{tool.name}. {_SEPARATORS.sub(' ', tool.id)}").content
    return Told(names | read_wording(first).content, names)
