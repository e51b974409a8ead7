"""MkDocs hooks: the HTTP reference page, written at build time from the app's own OpenAPI document,
and the docstrings' Sphinx roles shown as plain code.

A page holding the marker ``<!-- openapi -->`` gets, in its place, every route of
:func:`toolmem.server.create_app` grouped by tag: its summary and description, its parameters,
its request body's fields and its answers. The app is built over a throwaway SQLite file with the
hash embedder, so the build needs no model and no network.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path
from typing import Any

MARKER = "<!-- openapi -->"
ROOT = Path(__file__).resolve().parents[2]
# Document this checkout's code, also when another copy of toolmem is installed.
sys.path.insert(0, str(ROOT / "src"))

TAG_TITLES = {
    "health": "Health",
    "session": "Session and gateway",
    "workspaces": "Workspaces (admin key)",
    "statistics": "Statistics",
    "calls": "Calls",
    "tools": "Tools",
    "plans": "Plans",
    "history": "Conversations",
    "documents": "Documents",
    "code": "Code",
    "reme": "ReMe compatibility",
}


def openapi_document() -> dict[str, Any]:
    """The OpenAPI document ``toolmem serve`` publishes at ``/openapi.json``."""
    from toolmem.server import ServerSettings, create_app

    with tempfile.TemporaryDirectory() as tmp:
        app = create_app(ServerSettings(db=str(Path(tmp) / "openapi.db"), embedder="hash"))
        try:
            return app.openapi()
        finally:
            app.state.toolmem.close()


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Replace the marker with the generated reference."""
    if MARKER not in markdown:
        return markdown
    return markdown.replace(MARKER, render(openapi_document()))


# The docstrings cross-reference in Sphinx's style (:func:`open`, :class:`~toolmem.Store`); the API
# pages show the name as code, without the role or the tilde.
ROLE = re.compile(r":(?:func|class|meth|mod|attr|data|exc|obj):(?=<code>)")


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    """Drop Sphinx roles before code spans in the generated API pages."""
    return ROLE.sub("", html).replace("<code>~", "<code>")


def render(doc: dict[str, Any]) -> str:
    """Markdown for every operation of ``doc``, grouped by its first tag in the document's order."""
    schemas = doc.get("components", {}).get("schemas", {})
    groups: dict[str, list[str]] = {}
    for path, operations in doc["paths"].items():
        for method, operation in operations.items():
            tag = (operation.get("tags") or ["other"])[0]
            groups.setdefault(tag, []).append(_operation(method, path, operation, schemas))
    parts = [_errors(doc)]
    for tag, sections in groups.items():
        parts.append(f"## {TAG_TITLES.get(tag, tag.title())}\n")
        parts.extend(sections)
    return "\n".join(parts)


def _operation(method: str, path: str, operation: dict[str, Any], schemas: dict[str, Any]) -> str:
    lines = [f"### {operation.get('summary', path)}\n", f"`{method.upper()} {path}`\n"]
    if operation.get("description"):
        lines.append(_text(operation["description"]) + "\n")
    parameters = operation.get("parameters", [])
    if parameters:
        lines += ["| parameter | in | type | required | description |", "|---|---|---|---|---|"]
        for parameter in parameters:
            schema = parameter.get("schema", {})
            description = parameter.get("description") or schema.get("description", "")
            lines.append(
                f"| `{parameter['name']}` | {parameter['in']} | {_type(schema)} | "
                f"{'yes' if parameter.get('required') else 'no'} | {_cell(description)} |"
            )
        lines.append("")
    body = operation.get("requestBody")
    if body:
        lines += _body(body, schemas)
    responses = operation.get("responses", {})
    ok = [f"{code} {_cell(answer.get('description', ''))}" for code, answer in responses.items() if code < "400"]
    errors = [code for code in responses if code >= "400"]
    lines.append("Answers: " + "; ".join(ok) + (f"; errors {', '.join(errors)}" if errors else "") + ".\n")
    return "\n".join(lines)


def _errors(doc: dict[str, Any]) -> str:
    """One table of the error statuses the routes answer, each with the first description given."""
    seen: dict[str, str] = {}
    for operations in doc["paths"].values():
        for operation in operations.values():
            for code, answer in operation.get("responses", {}).items():
                if code >= "400":
                    seen.setdefault(code, _cell(answer.get("description", "")))
    rows = [f"| {code} | {seen[code]} |" for code in sorted(seen)]
    return "\n".join(["## Errors\n", "| status | meaning |", "|---|---|", *rows, ""])


def _body(body: dict[str, Any], schemas: dict[str, Any]) -> list[str]:
    lines = []
    for media, content in body.get("content", {}).items():
        schema = content.get("schema", {})
        name = schema.get("$ref", "").rsplit("/", 1)[-1]
        resolved = schemas.get(name, schema)
        lines.append(f"Body ({media}){': `' + name + '`' if name else ''}. {_text(resolved.get('description', ''))}\n")
        properties = resolved.get("properties", {})
        if properties:
            required = set(resolved.get("required", []))
            lines += ["| field | type | required | description |", "|---|---|---|---|"]
            for field, spec in properties.items():
                description = spec.get("description", "")
                lines.append(
                    f"| `{field}` | {_type(spec)} | {'yes' if field in required else 'no'} | {_cell(description)} |"
                )
            lines.append("")
    return lines


def _type(schema: dict[str, Any]) -> str:
    """A short type: ``string``, ``integer``, ``array of X``, a component's name, or ``a | b``."""
    if "$ref" in schema:
        return "`" + schema["$ref"].rsplit("/", 1)[-1] + "`"
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return " or ".join(dict.fromkeys(_type(part) for part in schema[key]))
    kind = schema.get("type", "any")
    if kind == "array":
        return f"array of {_type(schema.get('items', {}))}"
    return str(kind)


def _text(text: str) -> str:
    """A description as Markdown: reStructuredText's double backticks become single ones."""
    return " ".join(text.replace("``", "`").split())


def _cell(text: str) -> str:
    """Text safe inside a table cell."""
    return _text(text).replace("|", "\\|")
