"""Read OpenAPI 3.x and Swagger 2.0 documents into tools, one per operation.

Every ``$ref`` is expanded so the produced schemas stand alone (:mod:`toolmem.tools.ingest.refs`:
local pointers and relative files inside the spec's folder); a schema that refers to itself is
cut at the second visit. The caller parses the file (JSON or YAML) first.

Ids: an operation's id is its ``operationId`` as written (or ``"<METHOD> <path>"`` when it has none,
or when an earlier operation of the document took the same ``operationId``), qualified by the
namespace when one is given: ``github.pulls/create``. Its name is the ``operationId`` (or
``<method>_<path>``); export makes names valid for each provider. Metadata keeps what a caller needs
to build the request: ``method``, ``path``, ``server`` (and ``servers``), where each argument goes
(``locations``) and the body's media type.

An OpenAPI 3.1 document may describe only webhooks (events the API sends): it gives no tools and a
note saying so. Notes also list the operations whose schemas were cut at the ref cap.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolmem.errors import IngestError
from toolmem.records import Tool
from toolmem.records.parameters import repair_parameters
from toolmem.tools.ingest.parse import parse_document
from toolmem.tools.ingest.refs import MAX_REF_DEPTH, MAX_REFS, Document, RefExpander, pointer
from toolmem.tools.namespaces import qualify

__all__ = ["OpenAPIResult", "is_openapi", "read_openapi", "tools_from_openapi"]

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
_SERVER_VARIABLE = re.compile(r"\{([^{}]+)\}")
_NAME_UNSAFE = re.compile(r"[^\w.-]+")
_LISTED_CUTS = 5

_Params = dict[tuple[str, str], tuple[Any, str, Document]]  # (name, in) -> (parameter, its location, its document)
_Body = tuple[dict[str, Any], bool]  # (schema, required)


def is_openapi(document: object) -> bool:
    """Tell whether a parsed document is an OpenAPI 3.x or Swagger 2.0 description."""
    if not isinstance(document, Mapping):
        return False
    if "openapi" in document:
        return str(document["openapi"]).startswith("3.")
    return "swagger" in document and str(document["swagger"]) == "2.0"


@dataclass
class OpenAPIResult:
    """What reading one OpenAPI document produced.

    Attributes:
        tools: one tool per operation, in document order.
        notes: what the reader left out or cut, in words (webhooks only, schemas cut at the cap).
        files: other files its ``$ref`` name (the parts of a multi-file spec), resolved.
    """

    tools: list[Tool] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)


def read_openapi(
    document: Mapping[str, Any],
    *,
    path: str | None = None,
    namespace: str = "",
    root_dir: str | Path | None = None,
) -> OpenAPIResult:
    """Turn every operation of an OpenAPI 3.0/3.1 or Swagger 2.0 document into a tool.

    Args:
        document: the parsed JSON or YAML document.
        path: the file it came from: quoted in errors, and where relative ``$ref`` files are found.
        namespace: qualifies the ids and is recorded in each tool's metadata (``""``: none).
        root_dir: the folder ``$ref`` may read files from; the spec's own folder by default.

    Returns:
        The tools (``source="openapi"``), notes on what was left out, and the files read by ``$ref``.

    Raises:
        IngestError: the document is not a supported version, is malformed, or has a dangling
            ``$ref`` or one leading out of ``root_dir``; ``.location`` points at the offending node.

    Example::

        >>> doc = {"openapi": "3.0.3", "info": {"title": "Pets"},
        ...        "paths": {"/pets": {"get": {"operationId": "listPets"}}}}
        >>> read_openapi(doc, namespace="pets").tools[0].id
        'pets.listPets'
    """
    if not isinstance(document, Mapping):
        message = f"an OpenAPI document must be an object, got {type(document).__name__}"
        raise IngestError(message, path=path, location="")
    file = Path(path).resolve() if path is not None and Path(path).is_file() else None
    folder = Path(root_dir) if root_dir is not None else (file.parent if file is not None else None)
    try:
        return _Reader(document, path, namespace, file, folder).read()
    except RecursionError as exc:
        message = "schemas are nested too deeply to expand; flatten them with named components"
        raise IngestError(message, path=path) from exc


def tools_from_openapi(document: Mapping[str, Any], *, path: str | None = None, namespace: str = "") -> list[Tool]:
    """The tools of :func:`read_openapi`, without its notes.

    Example::

        >>> doc = {"openapi": "3.0.3", "info": {"title": "Pets"},
        ...        "paths": {"/pets": {"get": {"operationId": "listPets"}}}}
        >>> tools_from_openapi(doc)[0].id
        'listPets'
    """
    return read_openapi(document, path=path, namespace=namespace).tools


class _Reader:
    """Walks one document; holds what errors need (file path), the namespace and the ids given out."""

    def __init__(
        self, document: Mapping[str, Any], path: str | None, namespace: str, file: Path | None, folder: Path | None
    ) -> None:
        self.document = document
        self.path = path
        self.namespace = namespace
        self.swagger = _check_version(document, path)
        self.root = Document(document, file)
        self.refs = RefExpander(self.root, path, folder, lambda text, name: parse_document(text, path=name))
        self.ids: set[str] = set()
        self.notes: list[str] = []
        self.cut: dict[str, list[str]] = {}
        self.repaired: dict[str, list[str]] = {}

    def error(self, message: str, location: str) -> IngestError:
        return IngestError(message, path=self.path, location=location)

    def read(self) -> OpenAPIResult:
        paths = self.document.get("paths")
        if paths is None and not self.swagger and str(self.document.get("openapi")).startswith("3.1"):
            self.notes.append(_no_paths_note(self.document))
            return OpenAPIResult([], self.notes, [])
        if not isinstance(paths, Mapping):
            raise self.error(f"'paths' must be an object of routes, got {paths!r}; add one", "/paths")
        tools: list[Tool] = []
        for route, raw_item in paths.items():
            item, item_loc, item_doc = self.refs.deref(raw_item, pointer("/paths", str(route)), self.root)
            if not isinstance(item, Mapping):
                raise self.error(f"path item {route!r} must be an object, got {item!r}", item_loc)
            methods = [key for key in item if key in _METHODS]
            tools.extend(self.tool(str(route), method, item, item_loc, item_doc) for method in methods)
        if not tools and isinstance(self.document.get("webhooks"), Mapping) and self.document["webhooks"]:
            self.notes.append(_no_paths_note(self.document))
        if self.cut:
            self.notes.append(_cut_note(self.cut))
        if self.repaired:
            self.notes.append(_repaired_note(self.repaired))
        return OpenAPIResult(tools, self.notes, sorted(set(self.refs.files) | self.refs.parts()))

    def tool(self, route: str, method: str, item: Mapping[str, Any], item_loc: str, doc: Document) -> Tool:
        # An operation may itself be a $ref to another file (DigitalOcean writes every one so);
        # the specification allows $ref only for the path item, but the tools that bundle specs follow both.
        operation, loc, op_doc = self.refs.deref(item[method], pointer(item_loc, method), doc)
        if not isinstance(operation, Mapping):
            message = f"operation {method.upper()} {route} must be an object, got {operation!r}"
            raise self.error(f"{message}; give it at least a 'responses' map", loc)
        self.refs.reset()
        params = {**self.parameters(item, item_loc, doc), **self.parameters(operation, loc, op_doc)}
        schema, locations, media_type = self.schema(params, operation, loc, op_doc)
        local_id, name = self.local_id(operation.get("operationId"), method, route)
        schema, repaired = repair_parameters(schema)
        if repaired:
            self.repaired[local_id] = repaired
        if self.refs.cut:
            self.cut[local_id] = self.refs.cut
        metadata: dict[str, Any] = {
            "method": method.upper(),
            "path": route,
            "server": self.server(item, operation),
            "api": _text(_mapping(self.document.get("info")).get("title")) or None,
            "locations": locations,
        }
        servers = self.servers(item, operation)
        if len(servers) > 1:
            metadata["servers"] = servers
        if media_type is not None:
            metadata["body_media_type"] = media_type
        if self.refs.cut:
            metadata["truncated_refs"] = sorted(set(self.refs.cut))
        if repaired:
            metadata["repaired_schema"] = repaired
        if operation.get("deprecated") is True:
            metadata["deprecated"] = True
        summary = _text(operation.get("summary"))
        if summary and summary != _describe(operation):
            metadata["summary"] = summary
        if self.namespace:
            metadata["namespace"] = self.namespace
        return Tool(
            id=qualify(self.namespace, local_id),
            name=name,
            description=_describe(operation) or f"{method.upper()} {route}",
            parameters=schema,
            tags=self.tags(operation, loc),
            source="openapi",
            metadata=metadata,
        )

    def local_id(self, operation_id: object, method: str, route: str) -> tuple[str, str]:
        """The operation's id within the document and its name.

        The ``operationId`` as written; ``"<METHOD> <path>"`` without one, or when an earlier
        operation took the same ``operationId`` (Kubernetes repeats 176 of them across API groups).
        """
        written = operation_id.strip() if isinstance(operation_id, str) else ""
        fallback = f"{method.upper()} {route}"
        local = written if written and written not in self.ids else fallback
        counter = 1
        while local in self.ids:  # two routes that differ only in spacing; keep ids unique
            counter += 1
            local = f"{fallback} ({counter})"
        self.ids.add(local)
        name = written or _NAME_UNSAFE.sub("_", f"{method} {route}").strip("_") or method
        return local, name

    def tags(self, operation: Mapping[str, Any], loc: str) -> tuple[str, ...]:
        tags = operation.get("tags") or []
        if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
            raise self.error(f"'tags' must be a list of strings, got {tags!r}", pointer(loc, "tags"))
        return tuple(tags)

    def parameters(self, owner: Mapping[str, Any], loc: str, doc: Document) -> _Params:
        """Resolved parameter objects of a path item or operation, keyed by (name, in)."""
        raw = owner.get("parameters") or []
        loc = pointer(loc, "parameters")
        if not isinstance(raw, list):
            raise self.error(f"'parameters' must be a list, got {raw!r}", loc)
        valid = _LOCATIONS_2 if self.swagger else _LOCATIONS_3
        found: _Params = {}
        for index, entry in enumerate(raw):
            param, param_loc, param_doc = self.refs.deref(entry, f"{loc}/{index}", doc)
            if not isinstance(param, Mapping) or not isinstance(param.get("name"), str):
                raise self.error(f"a parameter needs a string 'name', got {param!r}", param_loc)
            if param.get("in") not in valid:
                where = param.get("in")
                message = f"parameter {param['name']!r} has 'in': {where!r}; use one of {', '.join(valid)}"
                raise self.error(message, param_loc)
            found[(param["name"], param["in"])] = (param, param_loc, param_doc)
        return found

    def schema(
        self, params: _Params, operation: Mapping[str, Any], loc: str, doc: Document
    ) -> tuple[dict[str, Any], dict[str, str], str | None]:
        """Build the one object schema of an operation, where each argument goes and the body's media type."""
        properties: dict[str, Any] = {}
        required: list[str] = []
        locations: dict[str, str] = {}
        for (name, where), (param, param_loc, param_doc) in params.items():
            if where in ("body", "formData"):
                continue
            key = name if name not in properties else f"{name}_{where}"
            properties[key] = self.parameter_schema(param, param_loc, param_doc)
            locations[key] = where
            if where == "path" or param.get("required") is True:
                required.append(key)
        media_type = None
        if self.swagger:
            body = self.swagger_body(params)
            if body is not None:
                media_type = _swagger_media_type(self.document, operation, params)
        else:
            body, media_type = self.request_body(operation, loc, doc)
        if body is not None:
            _add_body(body, properties, required, locations)
        schema: dict[str, Any] = {"type": "object", "properties": properties}
        if required:
            schema["required"] = required
        return schema, locations, media_type

    def parameter_schema(self, param: Mapping[str, Any], loc: str, doc: Document) -> dict[str, Any]:
        if "schema" in param:
            schema = self.refs.expand(param["schema"], pointer(loc, "schema"), doc)
        elif isinstance(param.get("content"), Mapping) and param["content"]:
            media_type, media = next(iter(param["content"].items()))
            schema_loc = pointer(loc, "content", media_type, "schema")
            schema = self.refs.expand(_mapping(media).get("schema", {}), schema_loc, doc)
        elif self.swagger:
            schema = self.refs.expand(_swagger_schema(param), loc, doc)
        else:
            schema = {}
        if not isinstance(schema, dict):
            raise self.error(f"parameter {param['name']!r}: schema must be an object, got {schema!r}", loc)
        return _with_description(schema, param.get("description"))

    def request_body(self, operation: Mapping[str, Any], loc: str, doc: Document) -> tuple[_Body | None, str | None]:
        """The OpenAPI 3.x request body schema (JSON preferred), whether it is required, its media type."""
        if operation.get("requestBody") is None:
            return None, None
        body, loc, doc = self.refs.deref(operation["requestBody"], pointer(loc, "requestBody"), doc)
        content = _mapping(body).get("content")
        if not isinstance(content, Mapping):
            raise self.error(f"a request body needs a 'content' map of media types, got {body!r}", loc)
        if not content:
            return None, None
        media_type = _json_media_type(content)
        schema_loc = pointer(loc, "content", media_type, "schema")
        schema = self.refs.expand(_mapping(content[media_type]).get("schema", {}), schema_loc, doc)
        if not isinstance(schema, dict):
            raise self.error(f"the request body schema must be an object, got {schema!r}", schema_loc)
        return (_with_description(schema, body.get("description")), body.get("required") is True), str(media_type)

    def swagger_body(self, params: _Params) -> _Body | None:
        """The Swagger 2.0 ``in: body`` parameter, or the ``formData`` ones as one object."""
        for (name, where), (param, loc, doc) in params.items():
            if where == "body":
                if not isinstance(param.get("schema"), Mapping):
                    raise self.error(f"body parameter {name!r} needs a 'schema' object", loc)
                body = self.refs.expand(param["schema"], pointer(loc, "schema"), doc)
                return _with_description(body, param.get("description")), param.get("required") is True
        form = {name: entry for (name, where), entry in params.items() if where == "formData"}
        if not form:
            return None
        properties = {name: self.parameter_schema(param, loc, doc) for name, (param, loc, doc) in form.items()}
        schema: dict[str, Any] = {"type": "object", "properties": properties}
        required = [name for name, (param, _, _) in form.items() if param.get("required") is True]
        if required:
            schema["required"] = required
        return schema, bool(required)

    def server(self, item: Mapping[str, Any], operation: Mapping[str, Any]) -> str | None:
        """The URL requests go to: the first server of the operation, its path or the document."""
        servers = self.servers(item, operation)
        return servers[0] if servers else None

    def servers(self, item: Mapping[str, Any], operation: Mapping[str, Any]) -> list[str]:
        """Every server URL that applies to the operation, variables set to their defaults."""
        if self.swagger:
            return [url for url in _swagger_servers(self.document) if url]
        for owner in (operation, item, self.document):
            servers = owner.get("servers")
            if isinstance(servers, list) and servers and isinstance(servers[0], Mapping):
                return [
                    url for url in (_server_url(server) for server in servers if isinstance(server, Mapping)) if url
                ]
        return []


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


def _swagger_servers(document: Mapping[str, Any]) -> list[str]:
    """``scheme://host/basePath`` of a Swagger 2.0 document for each scheme, as much of it as is given."""
    host, base = _text(document.get("host")), _text(document.get("basePath"))
    schemes = document.get("schemes")
    if not host or not isinstance(schemes, list) or not schemes:
        return [f"{host}{base}"] if host or base else []
    return [f"{scheme}://{host}{base}" for scheme in schemes if isinstance(scheme, str)]


def _swagger_media_type(document: Mapping[str, Any], operation: Mapping[str, Any], params: _Params) -> str:
    """The media type of a Swagger 2.0 body: the operation's or document's first ``consumes``."""
    for owner in (operation, document):
        consumes = owner.get("consumes")
        if isinstance(consumes, list) and consumes and isinstance(consumes[0], str):
            return _json_media_type(dict.fromkeys(consumes))
    has_form = any(where == "formData" for _, where in params)
    return "application/x-www-form-urlencoded" if has_form else "application/json"


def _json_media_type(content: Mapping[str, Any]) -> str:
    """``application/json`` when offered, else the first JSON-like media type, else the first."""
    types = [str(key) for key in content]
    if "application/json" in types:
        return "application/json"
    return next((kind for kind in types if kind.split(";")[0].endswith("json")), types[0])


def _no_paths_note(document: Mapping[str, Any]) -> str:
    webhooks = _mapping(document.get("webhooks"))
    if webhooks:
        return (
            f"no operations: the document describes only webhooks ({len(webhooks)}: "
            f"{', '.join(map(str, list(webhooks)[:_LISTED_CUTS]))}), events the API sends rather than calls "
            "an agent can make; no tools"
        )
    return "no operations: the document has no 'paths'; no tools"


def _repaired_note(repaired: Mapping[str, list[str]]) -> str:
    first = next(iter(repaired))
    more = f" and {len(repaired) - 1} more" if len(repaired) > 1 else ""
    return (
        f"{len(repaired)} operation(s) had schema keywords that are not JSON Schema, repaired as read "
        f"(a number written as a string read as the number, the rest dropped): {first} "
        f"({repaired[first][0]}){more}; each lists its repairs in metadata['repaired_schema']"
    )


def _cut_note(cut: Mapping[str, list[str]]) -> str:
    listed = ", ".join(f"{op} ({len(set(refs))} refs)" for op, refs in list(cut.items())[:_LISTED_CUTS])
    more = f" and {len(cut) - _LISTED_CUTS} more" if len(cut) > _LISTED_CUTS else ""
    return (
        f"{len(cut)} operation(s) had sub-schemas cut where $ref expansion passed its cap "
        f"({MAX_REFS} refs or {MAX_REF_DEPTH} levels per operation): {listed}{more}; "
        "each cut is an object schema saying '(truncated <name>)' and is listed in metadata['truncated_refs']"
    )


def _server_url(server: Mapping[str, Any]) -> str | None:
    """A server URL with its ``{variables}`` replaced by their defaults."""
    url = server.get("url")
    if not isinstance(url, str):
        return None
    variables = _mapping(server.get("variables"))
    return _SERVER_VARIABLE.sub(lambda m: str(_mapping(variables.get(m.group(1))).get("default", m.group(0))), url)


def _text(value: object) -> str:
    return value.strip() if isinstance(value, str) else ""


def _mapping(value: object) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}
