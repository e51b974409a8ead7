"""Read OpenAPI 3.x and Swagger 2.0 documents into tools, one per operation.

Every local ``$ref`` is expanded so the produced schemas stand alone; a schema that refers to
itself is cut at the second visit. The caller parses the file (JSON or YAML) first.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import unquote

from toolmem.errors import IngestError
from toolmem.models import Tool

__all__ = ["is_openapi", "tools_from_openapi"]

_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
_LOCATIONS_3 = ("path", "query", "header", "cookie")
_LOCATIONS_2 = ("path", "query", "header", "body", "formData")
_SUPPORTED = "OpenAPI 3.0 or 3.1 ('openapi: 3.x.y') or Swagger 2.0 ('swagger: \"2.0\"')"
# Swagger 2.0 describes non-body parameters inline; these keys are the JSON Schema part of them.
_SWAGGER_SCHEMA_KEYS = frozenset(
    {"type", "format", "items", "enum", "default", "maximum", "exclusiveMaximum", "minimum"}
    | {"exclusiveMinimum", "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems"}
    | {"multipleOf"}
)
# Values under these keys are data, not schemas: a "$ref" inside an example is left alone.
_LITERAL_KEYS = frozenset({"example", "examples", "default", "enum", "const"})
# Under these keys the children are named schemas, so a property called "default" is still a schema.
_SCHEMA_MAPS = frozenset({"properties", "patternProperties", "definitions", "$defs", "dependentSchemas"})
_ID_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]+")
_NAME_UNSAFE = re.compile(r"[^A-Za-z0-9_-]+")
_SERVER_VARIABLE = re.compile(r"\{([^{}]+)\}")
# Densely linked specs (every object linking to a dozen others) unfold into enormous trees even
# without a cycle, so refs beyond this many per operation, or this deep, are cut like recursive ones.
_MAX_REFS = 256
_MAX_REF_DEPTH = 32

_Params = dict[tuple[str, str], tuple[Any, str]]  # (name, in) -> (parameter object, its location)
_Body = tuple[dict[str, Any], bool]  # (schema, required)


def is_openapi(document: object) -> bool:
    """Tell whether a parsed document is an OpenAPI 3.x or Swagger 2.0 description."""
    if not isinstance(document, Mapping):
        return False
    if "openapi" in document:
        return str(document["openapi"]).startswith("3.")
    return "swagger" in document and str(document["swagger"]) == "2.0"


def tools_from_openapi(document: Mapping[str, Any], *, path: str | None = None) -> list[Tool]:
    """Turn every operation of an OpenAPI 3.0/3.1 or Swagger 2.0 document into a tool.

    Args:
        document: the parsed JSON or YAML document.
        path: the file it came from, quoted in errors.

    Returns:
        One tool per operation, in document order, with ``source="openapi"``.

    Raises:
        IngestError: the document is not a supported version, is malformed, or has an
            external or dangling ``$ref``; ``.location`` points at the offending node.

    Example::

        >>> doc = {"openapi": "3.0.3", "info": {"title": "Pets"},
        ...        "paths": {"/pets": {"get": {"operationId": "listPets"}}}}
        >>> tools_from_openapi(doc)[0].id
        'listPets'
    """
    if not isinstance(document, Mapping):
        message = f"an OpenAPI document must be an object, got {type(document).__name__}"
        raise IngestError(message, path=path, location="")
    try:
        return _Reader(document, path).tools()
    except RecursionError as exc:
        message = "schemas are nested too deeply to expand; flatten them with named components"
        raise IngestError(message, path=path) from exc


class _Reader:
    """Walks one document; holds what errors need (file path) and the ids already given out."""

    def __init__(self, document: Mapping[str, Any], path: str | None) -> None:
        self.document = document
        self.path = path
        self.swagger = _check_version(document, path)
        self.ids: set[str] = set()
        self.names: set[str] = set()
        self.refs_left = _MAX_REFS

    def error(self, message: str, location: str) -> IngestError:
        return IngestError(message, path=self.path, location=location)

    def tools(self) -> list[Tool]:
        paths = self.document.get("paths")
        if not isinstance(paths, Mapping):
            raise self.error(f"'paths' must be an object of routes, got {paths!r}; add one", "/paths")
        tools: list[Tool] = []
        for route, raw_item in paths.items():
            item, item_loc = self.deref(raw_item, _pointer("/paths", str(route)))
            if not isinstance(item, Mapping):
                raise self.error(f"path item {route!r} must be an object, got {item!r}", item_loc)
            methods = [key for key in item if key in _METHODS]
            tools.extend(self.tool(str(route), method, item, item_loc) for method in methods)
        return tools

    def tool(self, route: str, method: str, item: Mapping[str, Any], item_loc: str) -> Tool:
        loc = _pointer(item_loc, method)
        operation = item[method]
        if not isinstance(operation, Mapping):
            message = f"operation {method.upper()} {route} must be an object, got {operation!r}"
            raise self.error(f"{message}; give it at least a 'responses' map", loc)
        self.refs_left = _MAX_REFS
        params = {**self.parameters(item, item_loc), **self.parameters(operation, loc)}
        schema, locations = self.schema(params, operation, loc)
        tool_id = self.unique_id(operation.get("operationId"), method, route)
        metadata: dict[str, Any] = {
            "method": method.upper(),
            "path": route,
            "server": self.server(item, operation),
            "api": _text(_mapping(self.document.get("info")).get("title")) or None,
            "locations": locations,
        }
        if operation.get("deprecated") is True:
            metadata["deprecated"] = True
        return Tool(
            id=tool_id,
            name=_unique(_NAME_UNSAFE.sub("_", tool_id), self.names, 64),
            description=_describe(operation) or f"{method.upper()} {route}",
            parameters=schema,
            tags=self.tags(operation, loc),
            source="openapi",
            metadata=metadata,
        )

    def unique_id(self, operation_id: object, method: str, route: str) -> str:
        base = _ID_UNSAFE.sub("_", operation_id) if isinstance(operation_id, str) else ""
        if not base.strip("_"):
            base = _ID_UNSAFE.sub("_", f"{method} {route}").strip("_")
        return _unique(base, self.ids, 128)

    def tags(self, operation: Mapping[str, Any], loc: str) -> tuple[str, ...]:
        tags = operation.get("tags") or []
        if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
            raise self.error(f"'tags' must be a list of strings, got {tags!r}", _pointer(loc, "tags"))
        return tuple(tags)

    def parameters(self, owner: Mapping[str, Any], loc: str) -> _Params:
        """Resolved parameter objects of a path item or operation, keyed by (name, in)."""
        raw = owner.get("parameters") or []
        loc = _pointer(loc, "parameters")
        if not isinstance(raw, list):
            raise self.error(f"'parameters' must be a list, got {raw!r}", loc)
        valid = _LOCATIONS_2 if self.swagger else _LOCATIONS_3
        found: _Params = {}
        for index, entry in enumerate(raw):
            param, param_loc = self.deref(entry, f"{loc}/{index}")
            if not isinstance(param, Mapping) or not isinstance(param.get("name"), str):
                raise self.error(f"a parameter needs a string 'name', got {param!r}", param_loc)
            if param.get("in") not in valid:
                where = param.get("in")
                message = f"parameter {param['name']!r} has 'in': {where!r}; use one of {', '.join(valid)}"
                raise self.error(message, param_loc)
            found[(param["name"], param["in"])] = (param, param_loc)
        return found

    def schema(self, params: _Params, operation: Mapping[str, Any], loc: str) -> tuple[dict[str, Any], dict[str, str]]:
        """Build the one object schema of an operation and where each argument goes."""
        properties: dict[str, Any] = {}
        required: list[str] = []
        locations: dict[str, str] = {}
        for (name, where), (param, param_loc) in params.items():
            if where in ("body", "formData"):
                continue
            key = name if name not in properties else f"{name}_{where}"
            properties[key] = self.parameter_schema(param, param_loc)
            locations[key] = where
            if where == "path" or param.get("required") is True:
                required.append(key)
        body = self.swagger_body(params) if self.swagger else self.request_body(operation, loc)
        if body is not None:
            _add_body(body, properties, required, locations)
        schema: dict[str, Any] = {"type": "object", "properties": properties}
        if required:
            schema["required"] = required
        return schema, locations

    def parameter_schema(self, param: Mapping[str, Any], loc: str) -> dict[str, Any]:
        if "schema" in param:
            schema = self.expand(param["schema"], _pointer(loc, "schema"))
        elif isinstance(param.get("content"), Mapping) and param["content"]:
            media_type, media = next(iter(param["content"].items()))
            schema_loc = _pointer(loc, "content", media_type, "schema")
            schema = self.expand(_mapping(media).get("schema", {}), schema_loc)
        elif self.swagger:
            schema = self.expand(_swagger_schema(param), loc)
        else:
            schema = {}
        if not isinstance(schema, dict):
            raise self.error(f"parameter {param['name']!r}: schema must be an object, got {schema!r}", loc)
        return _with_description(schema, param.get("description"))

    def request_body(self, operation: Mapping[str, Any], loc: str) -> _Body | None:
        """The OpenAPI 3.x request body schema (JSON preferred) and whether it is required."""
        if operation.get("requestBody") is None:
            return None
        body, loc = self.deref(operation["requestBody"], _pointer(loc, "requestBody"))
        content = _mapping(body).get("content")
        if not isinstance(content, Mapping):
            raise self.error(f"a request body needs a 'content' map of media types, got {body!r}", loc)
        if not content:
            return None
        media_type = "application/json" if "application/json" in content else next(iter(content))
        schema_loc = _pointer(loc, "content", media_type, "schema")
        schema = self.expand(_mapping(content[media_type]).get("schema", {}), schema_loc)
        if not isinstance(schema, dict):
            raise self.error(f"the request body schema must be an object, got {schema!r}", schema_loc)
        return _with_description(schema, body.get("description")), body.get("required") is True

    def swagger_body(self, params: _Params) -> _Body | None:
        """The Swagger 2.0 ``in: body`` parameter, or the ``formData`` ones as one object."""
        for (name, where), (param, loc) in params.items():
            if where == "body":
                if not isinstance(param.get("schema"), Mapping):
                    raise self.error(f"body parameter {name!r} needs a 'schema' object", loc)
                body = self.expand(param["schema"], _pointer(loc, "schema"))
                return _with_description(body, param.get("description")), param.get("required") is True
        form = {name: entry for (name, where), entry in params.items() if where == "formData"}
        if not form:
            return None
        properties = {name: self.parameter_schema(param, loc) for name, (param, loc) in form.items()}
        schema: dict[str, Any] = {"type": "object", "properties": properties}
        required = [name for name, (param, _) in form.items() if param.get("required") is True]
        if required:
            schema["required"] = required
        return schema, bool(required)

    def server(self, item: Mapping[str, Any], operation: Mapping[str, Any]) -> str | None:
        if self.swagger:
            return _swagger_server(self.document)
        for owner in (operation, item, self.document):
            servers = owner.get("servers")
            if isinstance(servers, list) and servers and isinstance(servers[0], Mapping):
                return _server_url(servers[0])
        return None

    def expand(self, node: Any, loc: str, active: tuple[str, ...] = (), named: bool = False) -> Any:
        """Return a copy of ``node`` with every ``$ref`` replaced by its target.

        ``active`` holds the refs being expanded on the way here; meeting one again means the
        schema is recursive, and it is cut there. ``named`` is true for a map of named schemas.
        """
        if isinstance(node, list):
            return [self.expand(value, f"{loc}/{index}", active) for index, value in enumerate(node)]
        if not isinstance(node, Mapping):
            return node
        if not named and isinstance(node.get("$ref"), str):
            return self.expand_ref(node, loc, active)
        return {
            key: value
            if key in _LITERAL_KEYS and not named
            else self.expand(value, _pointer(loc, key), active, key in _SCHEMA_MAPS and not named)
            for key, value in node.items()
        }

    def expand_ref(self, node: Mapping[str, Any], loc: str, active: tuple[str, ...]) -> Any:
        ref = node["$ref"]
        if ref in active or self.refs_left <= 0 or len(active) >= _MAX_REF_DEPTH:
            name = unquote(ref).rsplit("/", 1)[-1].replace("~1", "/").replace("~0", "~")
            why = "recursive" if ref in active else "truncated"
            return {"type": "object", "description": f"({why} {name})"}
        self.refs_left -= 1
        target, target_loc = self.lookup(ref, _pointer(loc, "$ref"))
        resolved = self.expand(target, target_loc, (*active, ref))
        siblings = {key: value for key, value in node.items() if key != "$ref"}
        if siblings and isinstance(resolved, dict):
            # OpenAPI 3.1 lets a ref carry siblings (a description, say) that refine the target.
            resolved.update(self.expand(siblings, loc, active))
        return resolved

    def deref(self, node: Any, loc: str) -> tuple[Any, str]:
        """Follow a chain of ``$ref`` (parameters, request bodies, path items) to a real object."""
        seen: set[str] = set()
        while isinstance(node, Mapping) and isinstance(node.get("$ref"), str):
            if node["$ref"] in seen:
                raise self.error(f"$ref {node['$ref']!r} refers back to itself; point it at an object", loc)
            seen.add(node["$ref"])
            node, loc = self.lookup(node["$ref"], _pointer(loc, "$ref"))
        return node, loc

    def lookup(self, ref: str, loc: str) -> tuple[Any, str]:
        """Return the node a local ``$ref`` points to and its JSON pointer."""
        if not ref.startswith("#"):
            raise self.error(
                f"external $ref {ref!r} is not supported; bundle the spec into one file "
                "(e.g. `redocly bundle`) so every ref starts with '#/'",
                loc,
            )
        pointer = unquote(ref[1:])
        if pointer and not pointer.startswith("/"):
            raise self.error(f"$ref {ref!r} is not a JSON pointer; write it as '#/components/...'", loc)
        node: Any = self.document
        for token in pointer.split("/")[1:]:
            key = token.replace("~1", "/").replace("~0", "~")
            if isinstance(node, Mapping) and key in node:
                node = node[key]
            elif isinstance(node, list) and key.isdigit() and int(key) < len(node):
                node = node[int(key)]
            else:
                raise self.error(f"$ref {ref!r} points to nothing (no {key!r}); define it or fix it", loc)
        return node, pointer


def _check_version(document: Mapping[str, Any], path: str | None) -> bool:
    """Return True for Swagger 2.0, False for OpenAPI 3.x; raise for anything else."""
    if is_openapi(document):
        return "openapi" not in document
    key = next((k for k in ("openapi", "swagger") if k in document), None)
    if key is None:
        message = f"not an OpenAPI document: no 'openapi' or 'swagger' field; expected {_SUPPORTED}"
        raise IngestError(message, path=path, location="")
    message = f"unsupported {key} version {document[key]!r}; supported: {_SUPPORTED}"
    raise IngestError(message, path=path, location=f"/{key}")


def _add_body(body: _Body, properties: dict[str, Any], required: list[str], locations: dict[str, str]) -> None:
    """Merge an object body into the arguments, or add it whole as ``body`` when names clash."""
    schema, body_required = body
    fields = _mapping(schema.get("properties"))
    if not fields or schema.get("type", "object") != "object" or set(fields) & set(properties):
        key = "body" if "body" not in properties else "request_body"
        properties[key] = schema
        locations[key] = "body"
        required.extend([key] if body_required else [])
        return
    properties.update(fields)
    if isinstance(schema.get("required"), list):
        required.extend(name for name in schema["required"] if name in fields)
    locations.update(dict.fromkeys(fields, "body"))


def _swagger_schema(param: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON Schema part of a Swagger 2.0 inline parameter (or its ``items``)."""
    schema = {key: value for key, value in param.items() if key in _SWAGGER_SCHEMA_KEYS}
    if schema.get("type") == "file":
        schema.update(type="string", format="binary")
    if isinstance(schema.get("items"), Mapping) and "$ref" not in schema["items"]:
        schema["items"] = _swagger_schema(schema["items"])
    return schema


def _with_description(schema: dict[str, Any], description: object) -> dict[str, Any]:
    if isinstance(description, str) and description.strip():
        schema["description"] = description.strip()
    return schema


def _describe(operation: Mapping[str, Any]) -> str:
    """Summary then description, without saying the same sentence twice."""
    summary, description = _text(operation.get("summary")), _text(operation.get("description"))
    if not summary or not description:
        return summary or description
    if description.lower().startswith(summary.rstrip(".").lower()):
        return description
    return f"{summary if summary[-1] in '.!?:' else summary + '.'} {description}"


def _swagger_server(document: Mapping[str, Any]) -> str | None:
    """``scheme://host/basePath`` of a Swagger 2.0 document, as much of it as is given."""
    host, base = _text(document.get("host")), _text(document.get("basePath"))
    schemes = document.get("schemes")
    scheme = f"{schemes[0]}://" if host and isinstance(schemes, list) and schemes else ""
    return f"{scheme}{host}{base}" or None


def _server_url(server: Mapping[str, Any]) -> str | None:
    """A server URL with its ``{variables}`` replaced by their defaults."""
    url = server.get("url")
    if not isinstance(url, str):
        return None
    variables = _mapping(server.get("variables"))
    return _SERVER_VARIABLE.sub(lambda m: str(_mapping(variables.get(m.group(1))).get("default", m.group(0))), url)


def _unique(base: str, taken: set[str], limit: int) -> str:
    """``base`` cut to ``limit`` characters, suffixed ``_2``, ``_3``... if already taken."""
    candidate, counter = base[:limit], 1
    while candidate in taken:
        counter += 1
        suffix = f"_{counter}"
        candidate = base[: limit - len(suffix)] + suffix
    taken.add(candidate)
    return candidate


def _pointer(base: str, *keys: str) -> str:
    """Extend a JSON pointer with keys, escaping ``~`` and ``/``."""
    return base + "".join("/" + str(key).replace("~", "~0").replace("/", "~1") for key in keys)


def _text(value: object) -> str:
    return value.strip() if isinstance(value, str) else ""


def _mapping(value: object) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}
