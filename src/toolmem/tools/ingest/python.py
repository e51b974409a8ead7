"""Turn Python callables into tools: the schema from type hints, the words from the docstring.

Example:
    >>> @tool(tags=["math"])
    ... def add(a: int, b: int = 0) -> int:
    ...     '''Add two integers.'''
    ...     return a + b
    >>> tool_of(add).parameters["properties"]
    {'a': {'type': 'integer'}, 'b': {'type': 'integer', 'default': 0}}
"""

from __future__ import annotations

import collections.abc as abc
import contextlib
import dataclasses
import datetime
import enum
import functools
import inspect
import json
import re
import types
import typing
import uuid
from collections.abc import Callable, Sequence
from typing import Annotated, Any, Literal, NamedTuple, TypeVar, Union, get_args, get_origin, overload

from toolmem.errors import IngestError
from toolmem.records import Tool

__all__ = ["tool", "tool_from_callable", "tool_of"]

_F = TypeVar("_F", bound=Callable[..., Any])
_ATTRIBUTE = "__toolmem_tool__"
_EMPTY: Any = inspect.Parameter.empty  # no default: the parameter is required
_UNKNOWN: Any = object()  # optional, but the default is not a value (a factory, a missing TypedDict key)

_SIMPLE: dict[type, dict[str, Any]] = {
    str: {"type": "string"},
    bytes: {"type": "string"},
    list: {"type": "array"},
    tuple: {"type": "array"},
    set: {"type": "array", "uniqueItems": True},
    frozenset: {"type": "array", "uniqueItems": True},
    int: {"type": "integer"},
    float: {"type": "number"},
    bool: {"type": "boolean"},
    type(None): {"type": "null"},
    dict: {"type": "object"},
    datetime.datetime: {"type": "string", "format": "date-time"},
    datetime.date: {"type": "string", "format": "date"},
    datetime.time: {"type": "string", "format": "time"},
    uuid.UUID: {"type": "string", "format": "uuid"},
}
_ARRAYS = {list, abc.Sequence, abc.MutableSequence, abc.Iterable, abc.Collection}
_SETS = {set, frozenset, abc.Set, abc.MutableSet}
_MAPPINGS = {dict, abc.Mapping, abc.MutableMapping}
_JSON_TYPES = ((bool, "boolean"), (int, "integer"), (float, "number"), (str, "string"), (type(None), "null"))

_PARAM_SECTION = re.compile(r"args|arguments|params|parameters|keyword arg(ument)?s|other parameters")
_SECTION = re.compile(
    r"^\s*(args|arguments|parameters|params|keyword args|keyword arguments|other parameters|returns?|"
    r"yields?|raises|examples?|notes?|attributes|methods|see also|references|warnings?|todo)\s*(:?)\s*$",
    re.IGNORECASE,
)
_DASHES = re.compile(r"^\s*-{3,}\s*$")
_GOOGLE_ENTRY = re.compile(r"^\*{0,2}(\w+)\s*(?:\([^)]*\))?\s*:\s*(.*)$")
_NUMPY_ENTRY = re.compile(r"^(\*{0,2}\w+(?:\s*,\s*\*{0,2}\w+)*)\s*(?::.*)?$")
_REST_PARAM = re.compile(r"^:(?:param|parameter|arg|argument|key|keyword)\s+(?:[^:]*\s)?\*{0,2}(\w+)\s*:(.*)$")
_REST_FIELD = re.compile(r"^\s*:[A-Za-z]+(?:\s[^:]*)?:(?:\s|$)")
_UNSAFE_ID = re.compile(r"[^A-Za-z0-9_.-]+")


class _Param(NamedTuple):
    name: str
    hint: Any
    default: Any = _EMPTY
    doc: str = ""


def tool_from_callable(
    func: Callable[..., Any],
    *,
    id: str | None = None,
    name: str | None = None,
    description: str | None = None,
    tags: Sequence[str] = (),
) -> Tool:
    """Describe a function (or class, or callable object) as a tool.

    The parameters' JSON Schema comes from the signature and type hints, the description and the
    parameters' descriptions from the docstring (Google, NumPy or reST style).

    Args:
        func: the callable.
        id: the tool id; defaults to the function's ``__name__``, made safe.
        name: the tool name; defaults to ``__name__``.
        description: overrides the docstring's description.
        tags: labels for tag filters.

    Raises:
        IngestError: ``func`` is not callable or its signature cannot be read.
    """
    if not callable(func):
        raise IngestError(f"expected a function or other callable, got {type(func).__name__} {func!r}")
    if isinstance(tags, str):
        raise IngestError(f"tags must be a list of strings, got {tags!r}")
    base = func.func if isinstance(func, functools.partial) else func
    own_name = getattr(base, "__name__", type(base).__name__)
    summary, param_docs = _parse_docstring(inspect.getdoc(base) or "")
    return Tool(
        id=id if id is not None else (_UNSAFE_ID.sub("_", own_name).strip("_") or "tool"),
        name=name if name is not None else own_name,
        description=description if description is not None else summary,
        parameters=_object_schema(_parameters(func, param_docs), frozenset()),
        tags=tuple(tags),
        source="python",
        metadata={
            "module": getattr(base, "__module__", type(base).__module__),
            "qualname": getattr(base, "__qualname__", type(base).__qualname__),
        },
    )


@overload
def tool(func: _F) -> _F: ...


@overload
def tool(
    func: None = None,
    *,
    id: str | None = None,
    name: str | None = None,
    description: str | None = None,
    tags: Sequence[str] = (),
) -> Callable[[_F], _F]: ...


def tool(
    func: _F | None = None,
    *,
    id: str | None = None,
    name: str | None = None,
    description: str | None = None,
    tags: Sequence[str] = (),
) -> _F | Callable[[_F], _F]:
    """Mark a function as a tool, as ``@tool`` or ``@tool(tags=[...])``.

    The function is returned unchanged apart from a ``__toolmem_tool__`` attribute holding its
    :class:`Tool`; read it with :func:`tool_of`. The arguments are those of :func:`tool_from_callable`.

    Example:
        >>> @tool(tags=["weather"])
        ... def forecast(city: str, days: int = 3) -> str:
        ...     '''Forecast the weather of a city.'''
        ...     return "sunny"
        >>> tool_of(forecast).tags
        ('weather',)
    """

    def decorate(target: _F) -> _F:
        described = tool_from_callable(target, id=id, name=name, description=description, tags=tags)
        try:
            setattr(target, _ATTRIBUTE, described)
        except (AttributeError, TypeError) as exc:
            raise IngestError(f"cannot mark {target!r} as a tool: it takes no attributes") from exc
        return target

    return decorate if func is None else decorate(func)


def tool_of(obj: object) -> Tool:
    """Return the tool of a function decorated with :func:`tool`, or describe a plain callable.

    Raises:
        IngestError: ``obj`` is not callable.
    """
    # A class's attribute would be inherited by undecorated subclasses, so read only its own.
    marked = vars(obj).get(_ATTRIBUTE) if isinstance(obj, type) else getattr(obj, _ATTRIBUTE, None)
    if isinstance(marked, Tool):
        return marked
    if not callable(obj):
        raise IngestError(f"expected a function or other callable, got {type(obj).__name__} {obj!r}")
    return tool_from_callable(obj)


def _parameters(func: Callable[..., Any], docs: dict[str, str]) -> list[_Param]:
    """The named parameters of ``func``, without ``*args``, ``**kwargs`` and a leading self/cls."""
    try:
        signature = inspect.signature(func)
    except (ValueError, TypeError) as exc:
        raise IngestError(f"cannot read the signature of {func!r}: {exc}") from exc
    hints = _hints(_hint_source(func))
    params = []
    for index, p in enumerate(signature.parameters.values()):
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) or (index == 0 and p.name in ("self", "cls")):
            continue
        params.append(_Param(p.name, hints.get(p.name, p.annotation), p.default, docs.get(p.name, "")))
    return params


def _hint_source(func: Any) -> Any:
    """The object whose annotations describe the parameters of ``func``."""
    if isinstance(func, functools.partial):
        return _hint_source(func.func)
    if isinstance(func, type):
        return typing.cast(Any, func).__init__
    if inspect.isroutine(func):
        return func
    return type(func).__call__


def _hints(obj: Any) -> dict[str, Any]:
    """Resolved type hints; unresolvable ones stay as written (and become "any")."""
    try:
        return typing.get_type_hints(obj, include_extras=True)
    except (NameError, TypeError, AttributeError, SyntaxError):
        return dict(getattr(obj, "__annotations__", None) or {})


def _object_schema(params: list[_Param], seen: frozenset[type]) -> dict[str, Any]:
    properties: dict[str, Any] = {}
    required: list[str] = []
    for param in params:
        if _is_field_info(param.default):  # `days: int = Field(3, description=...)`
            hint = Any if param.hint is _EMPTY else param.hint
            schema = _pydantic_schema_of(Annotated[hint, param.default], param.name)
            if param.default.is_required():
                required.append(param.name)
        else:
            schema = _schema(param.hint, seen)
            if param.default is _EMPTY:
                required.append(param.name)
            else:
                _add_default(schema, param.default)
        if param.doc and "description" not in schema:
            schema["description"] = param.doc
        properties[param.name] = schema
    result: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        result["required"] = required
    return result


def _add_default(schema: dict[str, Any], default: Any) -> None:
    if default is _UNKNOWN or default is None:
        return  # None means "absent" here; as a default it would contradict the X of `X | None`
    value = default.value if isinstance(default, enum.Enum) else default
    # Not JSON (an object, a NaN): the default still applies, the schema just does not say it.
    with contextlib.suppress(TypeError, ValueError):
        schema["default"] = json.loads(json.dumps(value, allow_nan=False))


def _schema(hint: Any, seen: frozenset[type]) -> dict[str, Any]:
    """The JSON Schema of a type hint; ``{}`` (any value) for what JSON Schema cannot say."""
    origin = get_origin(hint)
    if origin is not None:
        return _generic_schema(origin, get_args(hint), seen)
    if isinstance(hint, type):
        return _class_schema(hint, seen)
    supertype = getattr(hint, "__supertype__", None)  # typing.NewType
    return _schema(supertype, seen) if supertype is not None else {}


def _generic_schema(origin: Any, args: tuple[Any, ...], seen: frozenset[type]) -> dict[str, Any]:
    if origin is Annotated:
        if any(_is_field_info(extra) for extra in args[1:]):  # `Annotated[str, Field(description=...)]`
            return _pydantic_schema_of(Annotated[args], str(args[0]))
        schema = _schema(args[0], seen)
        notes = [extra for extra in args[1:] if isinstance(extra, str)]
        return {**schema, "description": notes[0]} if notes else schema
    if origin is Union or origin is types.UnionType:
        members = [arg for arg in args if arg is not type(None)]
        if len(members) == 1:
            return _schema(members[0], seen)
        return {"anyOf": [_schema(m, seen) for m in members]} if members else {"type": "null"}
    if origin is Literal:
        return _enum([arg.value if isinstance(arg, enum.Enum) else arg for arg in args])
    if origin in (typing.Required, typing.NotRequired):
        return _schema(args[0], seen)
    if origin is tuple:
        return _tuple_schema(args, seen)
    if origin in _ARRAYS or origin in _SETS:
        return _container(_SIMPLE[set] if origin in _SETS else _SIMPLE[list], "items", args[:1], seen)
    if origin in _MAPPINGS:
        return _container(_SIMPLE[dict], "additionalProperties", args[1:2], seen)
    return _schema(origin, seen) if isinstance(origin, type) else {}


def _container(base: dict[str, Any], key: str, args: tuple[Any, ...], seen: frozenset[type]) -> dict[str, Any]:
    schema = dict(base)
    inner = _schema(args[0], seen) if args else {}
    if inner:
        schema[key] = inner
    return schema


def _tuple_schema(args: tuple[Any, ...], seen: frozenset[type]) -> dict[str, Any]:
    if len(args) == 2 and args[1] is Ellipsis:
        return _container(_SIMPLE[list], "items", args[:1], seen)
    items = [_schema(arg, seen) for arg in args]
    return {"type": "array", "prefixItems": items, "minItems": len(items), "maxItems": len(items)}


def _class_schema(cls: type, seen: frozenset[type]) -> dict[str, Any]:
    if cls in _SIMPLE:
        return dict(_SIMPLE[cls])
    if issubclass(cls, enum.Enum):
        return _enum([member.value for member in cls])
    if cls in seen:
        return {}  # a recursive type: say "any" rather than recurse forever
    if _is_pydantic_model(cls):
        return _pydantic_schema(cls)
    if dataclasses.is_dataclass(cls):
        return _object_schema(_dataclass_fields(cls), seen | {cls})
    if typing.is_typeddict(cls):
        return _object_schema(_typeddict_fields(cls), seen | {cls})
    for base in cls.__mro__[1:]:
        if base in _SIMPLE and base is not object:
            return dict(_SIMPLE[base])
    return {}


def _is_pydantic_model(cls: type) -> bool:
    """A Pydantic (v2) model class, told by its API rather than by importing Pydantic."""
    return callable(getattr(cls, "model_json_schema", None)) and isinstance(getattr(cls, "model_fields", None), dict)


def _is_field_info(value: object) -> bool:
    """A Pydantic ``Field(...)``, told by its API rather than by importing Pydantic."""
    return type(value).__name__ == "FieldInfo" and callable(getattr(value, "is_required", None))


def _pydantic_schema(cls: type) -> dict[str, Any]:
    """The model's own JSON Schema (its field descriptions, defaults and constraints), standing
    alone: ``#/$defs/...`` references inlined (a model that contains itself stays ``{}`` there) and
    the titles Pydantic derives from class and field names left out."""
    try:
        schema: dict[str, Any] = cls.model_json_schema()  # type: ignore[attr-defined]
    except Exception as exc:  # Pydantic raises its own errors for types it cannot describe
        raise IngestError(f"the Pydantic model {cls.__qualname__} has no JSON Schema: {exc}") from exc
    return _standalone(schema)


def _pydantic_schema_of(hint: Any, name: str) -> dict[str, Any]:
    """What Pydantic says of a type carrying a ``Field`` (Pydantic is installed: the field is its)."""
    import pydantic

    try:
        schema: dict[str, Any] = pydantic.TypeAdapter(hint).json_schema()
    except Exception as exc:  # Pydantic raises its own errors for types it cannot describe
        raise IngestError(f"{name}: Pydantic gives no JSON Schema for {hint!r}: {exc}") from exc
    return _standalone(schema)


def _standalone(schema: dict[str, Any]) -> dict[str, Any]:
    definitions = schema.pop("$defs", {})
    inlined: dict[str, Any] = _inline(schema, definitions, frozenset())
    return inlined


def _inline(node: Any, definitions: dict[str, Any], open_refs: frozenset[str]) -> Any:
    if isinstance(node, list):
        return [_inline(item, definitions, open_refs) for item in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        name = ref.removeprefix("#/$defs/")
        if name in open_refs or name not in definitions:
            return {}
        target = _inline(definitions[name], definitions, open_refs | {name})
        return {**target, **_inline({k: v for k, v in node.items() if k != "$ref"}, definitions, open_refs)}
    result: dict[str, Any] = {}
    for key, value in node.items():
        if key == "title" and isinstance(value, str):
            continue
        if key in ("properties", "patternProperties", "$defs") and isinstance(value, dict):
            result[key] = {name: _inline(sub, definitions, open_refs) for name, sub in value.items()}
        elif key in ("default", "examples", "example", "enum", "const"):
            result[key] = value
        else:
            result[key] = _inline(value, definitions, open_refs)
    return result


def _dataclass_fields(cls: type) -> list[_Param]:
    hints = _hints(cls)
    params = []
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        default = _EMPTY if f.default_factory is dataclasses.MISSING else _UNKNOWN
        if f.default is not dataclasses.MISSING:
            default = f.default
        params.append(_Param(f.name, hints.get(f.name, f.type), default))
    return params


def _typeddict_fields(cls: type) -> list[_Param]:
    required_keys: frozenset[str] = getattr(cls, "__required_keys__", frozenset())
    params = []
    for key, hint in _hints(cls).items():
        origin = get_origin(hint)
        required = origin is typing.Required or (origin is not typing.NotRequired and key in required_keys)
        params.append(_Param(key, hint, _EMPTY if required else _UNKNOWN))
    return params


def _enum(values: list[Any]) -> dict[str, Any]:
    kinds = {next((name for kind, name in _JSON_TYPES if isinstance(v, kind)), None) for v in values}
    kind = kinds.pop() if len(kinds) == 1 else None
    return {"type": kind, "enum": values} if kind not in (None, "null") else {"enum": values}


def _parse_docstring(doc: str) -> tuple[str, dict[str, str]]:
    """Split a docstring into its description and its parameters' descriptions."""
    lines = doc.splitlines()
    headers = [(i, *found) for i in range(len(lines)) if (found := _section_header(lines, i))]
    fields = [i for i, line in enumerate(lines) if _REST_FIELD.match(line)]
    end = min([len(lines)] + [h[0] for h in headers] + fields)
    params: dict[str, str] = {}
    for k, (start, section, size) in enumerate(headers):
        stop = headers[k + 1][0] if k + 1 < len(headers) else len(lines)
        if _PARAM_SECTION.fullmatch(section):
            body = lines[start + size : stop]
            params.update(_google_params(body) if size == 1 else _numpy_params(body))
    for name, text in _rest_params(lines).items():
        params.setdefault(name, text)
    return "\n".join(lines[:end]).strip(), params


def _section_header(lines: list[str], i: int) -> tuple[str, int] | None:
    """``(section name, lines it takes)`` if a Google or NumPy section starts at line ``i``."""
    match = _SECTION.match(lines[i])
    if match is None:
        return None
    name = " ".join(match.group(1).lower().split())
    if match.group(2):
        return name, 1
    if i + 1 < len(lines) and _DASHES.match(lines[i + 1]):
        return name, 2
    return None


def _entries(body: list[str]) -> list[tuple[str, list[str]]]:
    """Group a section's lines into entries: a head line and its more indented continuation."""
    entries: list[tuple[str, list[str]]] = []
    base: int | None = None
    for line in body:
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        base = indent if base is None else base
        if indent < base:
            break
        if indent == base:
            entries.append((line.strip(), []))
        else:
            entries[-1][1].append(line.strip())
    return entries


def _google_params(body: list[str]) -> dict[str, str]:
    matches = [(_GOOGLE_ENTRY.match(head), rest) for head, rest in _entries(body)]
    return {m.group(1): _join([m.group(2), *rest]) for m, rest in matches if m}


def _numpy_params(body: list[str]) -> dict[str, str]:
    matches = [(_NUMPY_ENTRY.match(head), rest) for head, rest in _entries(body)]
    return {name.strip().lstrip("*"): _join(rest) for m, rest in matches if m for name in m.group(1).split(",")}


def _rest_params(lines: list[str]) -> dict[str, str]:
    """``:param x: ...`` fields; each runs on over the more indented lines below it."""
    first = next((i for i, line in enumerate(lines) if _REST_FIELD.match(line)), len(lines))
    matches = [(_REST_PARAM.match(head), rest) for head, rest in _entries(lines[first:])]
    return {m.group(1): _join([m.group(2), *rest]) for m, rest in matches if m}


def _join(parts: list[str]) -> str:
    return " ".join(part.strip() for part in parts if part.strip())
