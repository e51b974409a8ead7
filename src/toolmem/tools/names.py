"""The names tools are exported under: valid for each target, distinct, and mapped back to ids.

Providers restrict function names: OpenAI and Anthropic to ``^[a-zA-Z0-9_-]{1,64}$``, MCP (2025-11-25)
to 1–128 letters, digits, ``_``, ``-`` and ``.``. Tool ids here are any printable text, so each
exported set gets a mapping, decided for the whole set at once:

1. each tool's name, its other characters turned into ``_``;
2. tools whose names still coincide (``get_me`` of two APIs) are named ``<namespace>__<name>``;
3. any still coinciding get a short digest of their id appended;
4. a name over the length limit keeps its head and its tail — where names of one API differ
   (``..._schema_add`` vs ``..._schema_update``) — around a digest of the whole name.

The mapping depends only on the set of tools, not on their order, and :meth:`ExportNames.id_of`
maps a name the model called back to the tool id.

Example:
    >>> from toolmem.records import Tool
    >>> names = ExportNames.assign([Tool(id="a.get_me", name="get_me", metadata={"namespace": "a"}),
    ...                             Tool(id="b.get_me", name="get_me", metadata={"namespace": "b"})], "openai")
    >>> names.name_of("b.get_me"), names.id_of("a__get_me")
    ('b__get_me', 'a.get_me')
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from toolmem.errors import ValidationError
from toolmem.records import Tool

__all__ = ["NAME_RULES", "ExportNames", "NameRule", "valid_name"]


@dataclass(frozen=True)
class NameRule:
    """What a target accepts as a tool name.

    Attributes:
        allowed: a character class of the characters allowed, e.g. ``A-Za-z0-9_-``.
        max_length: the longest name accepted.
        separator: joins a namespace to a name.
    """

    allowed: str
    max_length: int
    separator: str

    @property
    def pattern(self) -> re.Pattern[str]:
        """The regular expression a valid name matches in full."""
        return re.compile(f"^[{self.allowed}]{{1,{self.max_length}}}$")


_PROVIDER = NameRule("A-Za-z0-9_-", 64, "__")
NAME_RULES: Mapping[str, NameRule] = {
    "openai": _PROVIDER,
    "anthropic": _PROVIDER,
    "mcp": NameRule("A-Za-z0-9_.-", 128, "."),
}
_DIGEST = 6
_BOUNDARY = re.compile(r"[_.-]|(?<=[a-z0-9])(?=[A-Z])")


def valid_name(name: str, target: str) -> bool:
    """Whether ``name`` is accepted as a tool name by ``target`` (``openai``, ``anthropic``, ``mcp``)."""
    return bool(_rule(target).pattern.match(name))


@dataclass(frozen=True)
class ExportNames:
    """The exported name of each tool of one set, and back.

    Attributes:
        target: ``openai``, ``anthropic`` or ``mcp``.
        names: tool id → exported name.
    """

    target: str
    names: Mapping[str, str]

    @classmethod
    def assign(cls, tools: Iterable[Tool], target: str) -> ExportNames:
        """Name every tool of a set for ``target``: valid, distinct, and stable for the same set.

        Raises:
            ValidationError: ``target`` is not a known name rule.
        """
        rule = _rule(target)
        unique = {tool.id: tool for tool in tools}
        names = {tool_id: _clean(tool.name, rule) for tool_id, tool in unique.items()}
        for tool_id in _clashing(names):
            tool = unique[tool_id]
            if tool.namespace:
                names[tool_id] = _clean(f"{tool.namespace}{rule.separator}{tool.name}", rule)
        for tool_id in _clashing(names):
            names[tool_id] = _clean(f"{names[tool_id]}_{_digest(tool_id)}", rule)
        for tool_id in _clashing(names):  # a digest collision: practically never, but never a clash
            names[tool_id] = _clean(f"{names[tool_id]}_{hashlib.sha256(tool_id.encode()).hexdigest()}", rule)
        return cls(target, dict(sorted(names.items())))

    def name_of(self, tool_id: str) -> str:
        """The exported name of a tool of the set.

        Raises:
            KeyError: the tool is not in the set.
        """
        return self.names[tool_id]

    def id_of(self, name: str) -> str | None:
        """The id of the tool exported as ``name``, or ``None`` when no tool of the set has it."""
        return self._ids().get(name)

    def _ids(self) -> dict[str, str]:
        return {name: tool_id for tool_id, name in self.names.items()}


def _rule(target: str) -> NameRule:
    rule = NAME_RULES.get(target)
    if rule is None:
        raise ValidationError("target", f"unknown name target {target!r}; choose one of: {', '.join(NAME_RULES)}")
    return rule


def _clashing(names: Mapping[str, str]) -> list[str]:
    """The ids whose names another id of the set also has, in sorted order."""
    holders: dict[str, list[str]] = defaultdict(list)
    for tool_id, name in names.items():
        holders[name].append(tool_id)
    return sorted(tool_id for ids in holders.values() if len(ids) > 1 for tool_id in ids)


def _clean(name: str, rule: NameRule) -> str:
    """``name`` with other characters turned into ``_`` and, if too long, cut in the middle."""
    cleaned = re.sub(f"[^{rule.allowed}]+", "_", name)
    if cleaned != name:
        cleaned = cleaned.strip("_") or f"tool_{_digest(name)}"  # nothing left: the digest tells them apart
    if len(cleaned) <= rule.max_length:
        return cleaned
    return _shorten(cleaned, rule.max_length, _digest(name))


def _shorten(name: str, limit: int, digest: str) -> str:
    """Head and tail of ``name`` around ``digest``, cut at word boundaries where possible; the tail
    gets more room, since that is where the operations of one API tend to differ."""
    room = limit - len(digest) - 2
    head_room = room * 2 // 5
    tail_room = room - head_room
    head = _cut(name[:head_room], lambda text: text[: _last_boundary(text)])
    tail = _cut(name[-tail_room:], lambda text: text[_first_boundary(text) :])
    return f"{head}_{digest}_{tail}".replace("__", "_") if head and tail else f"{name[:room]}_{digest}"


def _cut(text: str, at_boundary: Callable[[str], str]) -> str:
    trimmed = at_boundary(text).strip("_-.")
    return trimmed if len(trimmed) >= len(text) // 2 else text.strip("_-.")


def _last_boundary(text: str) -> int:
    """Where the last word of ``text`` starts (a separator or a lower-to-upper case change)."""
    found = [match.start() for match in _BOUNDARY.finditer(text) if match.start() > 0]
    return found[-1] if found else len(text)


def _first_boundary(text: str) -> int:
    """Where the second word of ``text`` starts."""
    found = [match.end() for match in _BOUNDARY.finditer(text) if match.end() > 0]
    return found[0] if found else 0


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:_DIGEST]
