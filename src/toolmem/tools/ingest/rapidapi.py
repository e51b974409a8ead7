"""Read RapidAPI catalogues in the format of ToolBench's RapidAPI dump, the largest public one.

Two kinds of file are recognised:

* a **tool file** — one RapidAPI tool and its APIs::

      {"tool_name": "...", "tool_description": "...", "title": "...", "home_url": "...", "host": "...",
       "api_list": [{"name", "url", "description", "method",
                     "required_parameters": [{"name", "type", "description", "default"}],
                     "optional_parameters": [...]}]}

  (ToolBench keeps them as ``tools/<category>/<tool>.json``: the category is the folder's name
  unless the file says ``category_name`` or ``category``);
* an **instruction file** — a list of items whose ``api_list`` entries name their ``category_name``,
  ``tool_name`` and ``api_name`` with ``api_description``, ``method`` and the parameters.

Each API becomes one tool in the namespace of its RapidAPI tool (:mod:`toolmem.tools.namespaces`):
id ``<tool>.<api>`` and function name
``<api>_for_<tool>`` (names lower-cased, non-alphanumerics as ``_``); parameters become one JSON
Schema (``STRING`` → string, ``NUMBER`` → number, ``BOOLEAN`` → boolean, ``ENUM`` → string,
``DATE (YYYY-MM-DD)`` → string with ``format: date``, others → string, the RapidAPI type kept in the
description) with the required ones listed; the
category is a tag; the RapidAPI details stay in ``metadata["rapidapi"]``. An API met twice (the
same API recurs across instruction items and files) is read once: the first occurrence wins.

Example:
    >>> [tool] = tools_from_rapidapi({"tool_name": "Weather Now", "api_list": [{"name": "Current"}]})
    >>> tool.id, tool.name
    ('weather_now.current', 'current_for_weather_now')
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from toolmem.errors import IngestError
from toolmem.records import Tool
from toolmem.tools.namespaces import qualify

__all__ = ["is_rapidapi", "standard_name", "tools_from_rapidapi"]

_NAME_CHARS = re.compile(r"[^a-z0-9]+")
_MAX_NAME = 64  # providers cap function names at 64 characters
_TYPES: dict[str, dict[str, Any]] = {
    "STRING": {"type": "string"},
    "TEXT": {"type": "string"},
    "ENUM": {"type": "string"},
    "NUMBER": {"type": "number"},
    "FLOAT": {"type": "number"},
    "INTEGER": {"type": "integer"},
    "INT": {"type": "integer"},
    "BOOLEAN": {"type": "boolean"},
    "BOOL": {"type": "boolean"},
    "ARRAY": {"type": "array"},
    "LIST": {"type": "array"},
    "OBJECT": {"type": "object"},
    "JSON": {"type": "object"},
    "DATE": {"type": "string", "format": "date"},
    "TIME": {"type": "string", "format": "time"},
    "DATETIME": {"type": "string", "format": "date-time"},
}


def standard_name(name: str) -> str:
    """A RapidAPI name as an identifier: lower case, runs of other characters as one ``_``."""
    cleaned = _NAME_CHARS.sub("_", name.lower()).strip("_")
    if not cleaned:
        return "unnamed"
    return f"n_{cleaned}" if cleaned[0].isdigit() else cleaned


def is_rapidapi(document: Any) -> bool:
    """Whether a decoded file is a RapidAPI tool file or instruction file."""
    if isinstance(document, Mapping):
        return isinstance(document.get("tool_name"), str) and isinstance(document.get("api_list"), list)
    if isinstance(document, list) and document and all(isinstance(item, Mapping) for item in document):
        entries = [entry for item in document for entry in item.get("api_list") or []]
        return bool(entries) and all(
            isinstance(entry, Mapping) and "tool_name" in entry and "api_name" in entry for entry in entries
        )
    return False


def tools_from_rapidapi(document: Any, *, path: str | None = None) -> list[Tool]:
    """The tools of a RapidAPI tool file or instruction file (see the module's description).

    Raises:
        IngestError: the document is neither, or an API lacks its name; names the place in the file.
    """
    if isinstance(document, Mapping):
        return _tool_file(document, path)
    if isinstance(document, list):
        return _instruction_file(document, path)
    raise IngestError("expected a RapidAPI tool file or instruction file", path=path, location="")


def _tool_file(document: Mapping[str, Any], path: str | None) -> list[Tool]:
    tool_name = _text(document, "tool_name", path, "", required=True)
    category = _text(document, "category_name", path, "") or _text(document, "category", path, "")
    if not category and path is not None and path != "<stdin>":
        category = Path(path).parent.name
    about = {
        "tool": tool_name,
        "title": _text(document, "title", path, ""),
        "tool_description": _text(document, "tool_description", path, ""),
        "home_url": _text(document, "home_url", path, ""),
        "host": _text(document, "host", path, ""),
        "category": category,
    }
    apis = document["api_list"]
    tools: dict[str, Tool] = {}
    for index, api in enumerate(apis):
        where = f"/api_list/{index}"
        if not isinstance(api, Mapping):
            raise IngestError("an API must be an object with a name", path=path, location=where)
        tool = _api_tool(
            about,
            name=_text(api, "name", path, where, required=True),
            description=_text(api, "description", path, where),
            method=_text(api, "method", path, where),
            url=_text(api, "url", path, where),
            api=api,
            path=path,
            where=where,
        )
        tools.setdefault(tool.id, tool)
    return list(tools.values())


def _instruction_file(document: Sequence[Any], path: str | None) -> list[Tool]:
    tools: dict[str, Tool] = {}
    for number, item in enumerate(document):
        entries = item.get("api_list") if isinstance(item, Mapping) else None
        if not isinstance(entries, list):
            raise IngestError("an instruction item needs an api_list array", path=path, location=f"/{number}")
        for index, entry in enumerate(entries):
            where = f"/{number}/api_list/{index}"
            if not isinstance(entry, Mapping):
                raise IngestError("an api_list entry must be an object", path=path, location=where)
            about = {
                "tool": _text(entry, "tool_name", path, where, required=True),
                "category": _text(entry, "category_name", path, where),
            }
            tool = _api_tool(
                about,
                name=_text(entry, "api_name", path, where, required=True),
                description=_text(entry, "api_description", path, where),
                method=_text(entry, "method", path, where),
                url="",
                api=entry,
                path=path,
                where=where,
            )
            tools.setdefault(tool.id, tool)
    return list(tools.values())


def _api_tool(
    about: Mapping[str, str],
    *,
    name: str,
    description: str,
    method: str,
    url: str,
    api: Mapping[str, Any],
    path: str | None,
    where: str,
) -> Tool:
    tool, category = about["tool"], about.get("category", "")
    details = {key: value for key, value in {**about, "api": name, "method": method, "url": url}.items() if value}
    text = " ".join(description.split()) or f"{name}."
    parent = " ".join((about.get("tool_description") or "").split())
    if parent:
        text = f"{text} (from {about.get('title') or tool}: {parent})"
    parameters = _schema(api, path, where)
    namespace = standard_name(tool)
    try:
        return Tool(
            id=qualify(namespace, standard_name(name)),
            name=f"{standard_name(name)}_for_{standard_name(tool)}"[:_MAX_NAME],
            description=text,
            parameters=parameters,
            tags=(category,) if category else (),
            source="rapidapi",
            metadata={"rapidapi": details, "namespace": namespace},
        )
    except IngestError as exc:
        raise IngestError(exc.reason, path=path, location=where) from exc


def _schema(api: Mapping[str, Any], path: str | None, where: str) -> dict[str, Any]:
    properties: dict[str, Any] = {}
    required: list[str] = []
    for key in ("required_parameters", "optional_parameters"):
        given = api.get(key) or []
        if not isinstance(given, list):
            raise IngestError(f"{key!r} must be an array of parameters", path=path, location=f"{where}/{key}")
        for index, parameter in enumerate(given):
            at = f"{where}/{key}/{index}"
            if not isinstance(parameter, Mapping):
                raise IngestError("a parameter must be an object with a name", path=path, location=at)
            name = _text(parameter, "name", path, at, required=True)
            properties[name] = _property(parameter, path, at)
            if key == "required_parameters" and name not in required:
                required.append(name)
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def _property(parameter: Mapping[str, Any], path: str | None, where: str) -> dict[str, Any]:
    raw = " ".join(_text(parameter, "type", path, where).split())
    base = raw.split("(")[0].strip().upper()
    schema = dict(_TYPES.get(base, {"type": "string"}))
    notes = []
    if base == "ENUM" or (raw and base not in _TYPES):
        notes.append(f"({raw})")  # the values of an ENUM are only ever given in words
    elif "(" in raw:
        notes.append(raw[raw.index("(") :])  # "DATE (YYYY-MM-DD)": the pattern, in words
    text = " ".join(part for part in (" ".join(_text(parameter, "description", path, where).split()), *notes) if part)
    if text:
        schema["description"] = text
    default = _default(parameter.get("default"), schema["type"])
    if default is not None:
        schema["default"] = default
    return schema


def _default(value: Any, kind: str) -> Any:
    """A default converted to the parameter's type; ``None`` when there is none or it does not convert."""
    if value is None or value == "":
        return None
    if kind == "string":
        return value if isinstance(value, str) else str(value)
    if kind == "boolean":
        if isinstance(value, bool):
            return value
        return {"true": True, "false": False}.get(str(value).strip().lower())
    if kind in ("number", "integer"):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return value
        try:
            number = float(str(value).strip())
        except ValueError:
            return None
        return int(number) if kind == "integer" and number.is_integer() else number
    return value if not isinstance(value, str) else None


def _text(item: Mapping[str, Any], key: str, path: str | None, where: str, *, required: bool = False) -> str:
    value = item.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        kind = "a non-empty string" if required else "a string"
        raise IngestError(f"{key!r} must be {kind}, got {value!r}", path=path, location=f"{where}/{key}")
    return value
