"""Resolve and expand ``$ref`` in OpenAPI documents: local pointers and relative files.

Every ``$ref`` is replaced by a copy of its target so that each produced schema stands alone. A
ref may point into the same document (``#/components/schemas/Pet``) or into another file given
relative to the document that holds it (``Pet.yaml``, ``../common/Error.json#/Error``). Files are
only read inside the *root* folder (the folder given to ``add_path``, or the spec's own folder):
``..`` or a symbolic link leading out of it is refused, and so are URLs.

Densely linked specs unfold into enormous trees even without cycles, so expansion is capped per
operation (:data:`MAX_REFS` refs, :data:`MAX_REF_DEPTH` deep); a cut ref becomes a small object
schema saying so, a recursive one too, and every cut is noted for the ingest report.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from toolmem.errors import IngestError

__all__ = ["MAX_REFS", "MAX_REF_DEPTH", "Document", "RefExpander", "pointer", "referenced_files"]

MAX_REFS = 256
MAX_REF_DEPTH = 32
#: The most files :meth:`RefExpander.parts` follows through a multi-file spec.
MAX_PARTS = 20_000
# Values under these keys are data, not schemas: a "$ref" inside an example is left alone.
_LITERAL_KEYS = frozenset({"example", "examples", "default", "enum", "const"})
# Under these keys the children are named schemas, so a property called "default" is still a schema.
_SCHEMA_MAPS = frozenset({"properties", "patternProperties", "definitions", "$defs", "dependentSchemas"})

Parser = Callable[[str, str], Any]  # (text, path) -> document


@dataclass(frozen=True)
class Document:
    """A parsed document and the file it was read from (``None`` when it came from memory)."""

    data: Any
    file: Path | None = None


@dataclass
class RefExpander:
    """Expands refs against a root document; holds the cap, the loaded files and what was cut.

    Args:
        root: the spec itself.
        path: how errors name the spec.
        root_dir: the folder other files may be read from, or ``None`` to refuse file refs.
        parse: turns a referenced file's text into a document (JSON or YAML, with the same guards).
    """

    root: Document
    path: str | None
    root_dir: Path | None
    parse: Parser
    refs_left: int = MAX_REFS
    cut: list[str] = field(default_factory=list)
    files: dict[Path, Document] = field(default_factory=dict)

    def error(self, message: str, location: str) -> IngestError:
        """An error of the spec at ``location``."""
        return IngestError(message, path=self.path, location=location)

    def reset(self) -> None:
        """Start a new operation: a fresh ref budget and no cuts noted."""
        self.refs_left = MAX_REFS
        self.cut = []

    def expand(self, node: Any, loc: str, doc: Document, active: tuple[str, ...] = (), named: bool = False) -> Any:
        """Return a copy of ``node`` (from ``doc``) with every ``$ref`` replaced by its target.

        ``active`` holds the refs being expanded on the way here; meeting one again means the
        schema is recursive, and it is cut there. ``named`` is true for a map of named schemas.
        """
        if isinstance(node, list):
            return [self.expand(value, f"{loc}/{index}", doc, active) for index, value in enumerate(node)]
        if not isinstance(node, Mapping):
            return node
        if isinstance(node.get("$ref"), str):
            # In a map of named schemas ("properties") a $ref stands for the whole map or part of it
            # (DigitalOcean writes "properties: {$ref: attributes.yml#/...}"): no schema is a string.
            return self._expand_ref(node, loc, doc, active, named)
        return {
            key: value
            if key in _LITERAL_KEYS and not named
            else self.expand(value, pointer(loc, key), doc, active, key in _SCHEMA_MAPS and not named)
            for key, value in node.items()
        }

    def _expand_ref(
        self, node: Mapping[str, Any], loc: str, doc: Document, active: tuple[str, ...], named: bool = False
    ) -> Any:
        ref = node["$ref"]
        key = self._key(ref, doc)
        if key in active or self.refs_left <= 0 or len(active) >= MAX_REF_DEPTH:
            name = unquote(ref).rsplit("/", 1)[-1].replace("~1", "/").replace("~0", "~") or ref
            why = "recursive" if key in active else "truncated"
            if why == "truncated":
                self.cut.append(name)
            return {"type": "object", "description": f"({why} {name})"}
        self.refs_left -= 1
        target, target_loc, target_doc = self.lookup(ref, pointer(loc, "$ref"), doc)
        resolved = self.expand(target, target_loc, target_doc, (*active, key), named)
        siblings = {k: v for k, v in node.items() if k != "$ref"}
        if siblings and isinstance(resolved, dict):
            # OpenAPI 3.1 lets a ref carry siblings (a description, say) that refine the target; in
            # a map of named schemas they are the map's other entries.
            resolved.update(self.expand(siblings, loc, doc, active, named))
        return resolved

    def deref(self, node: Any, loc: str, doc: Document) -> tuple[Any, str, Document]:
        """Follow a chain of ``$ref`` (parameters, request bodies, path items) to a real object."""
        seen: set[str] = set()
        while isinstance(node, Mapping) and isinstance(node.get("$ref"), str):
            key = self._key(node["$ref"], doc)
            if key in seen:
                raise self.error(f"$ref {node['$ref']!r} refers back to itself; point it at an object", loc)
            seen.add(key)
            node, loc, doc = self.lookup(node["$ref"], pointer(loc, "$ref"), doc)
        return node, loc, doc

    def lookup(self, ref: str, loc: str, doc: Document) -> tuple[Any, str, Document]:
        """The node ``ref`` points to, its JSON pointer and the document holding it."""
        file_part, _, fragment = ref.partition("#")
        target = self._file(file_part, ref, loc, doc) if file_part else doc
        where = "" if target is self.root else f"{target.file}#"
        text = unquote(fragment)
        if text and not text.startswith("/"):
            raise self.error(f"$ref {ref!r} is not a JSON pointer; write it as '#/components/...'", loc)
        node: Any = target.data
        for token in text.split("/")[1:]:
            key = token.replace("~1", "/").replace("~0", "~")
            if isinstance(node, Mapping) and key in node:
                node = node[key]
            elif isinstance(node, list) and key.isdigit() and int(key) < len(node):
                node = node[int(key)]
            else:
                raise self.error(f"$ref {ref!r} points to nothing (no {key!r}); define it or fix it", loc)
        return node, f"{where}{text}", target

    def parts(self) -> set[Path]:
        """Every file of the spec: those its ``$ref`` chains reach from the root, read or not.

        Refs that expansion never follows (responses, examples, headers) still name parts of a
        multi-file spec, so each file named is read in turn, while inside the root folder and
        readable, to find the files it names; up to :data:`MAX_PARTS` files.
        """
        found: set[Path] = set()
        queue = [self.root, *self.files.values()]
        while queue and len(found) < MAX_PARTS:
            doc = queue.pop()
            if doc.file is None:
                continue
            for file in referenced_files(doc.data, doc.file) - found:
                found.add(file)
                loaded = self.files.get(file) or self._part(file)
                if loaded is not None:
                    queue.append(loaded)
        return found

    def _part(self, file: Path) -> Document | None:
        """A referenced file nothing expanded, read to follow its refs; ``None`` if it cannot be."""
        if self.root_dir is None or not file.is_relative_to(self.root_dir.resolve()) or not file.is_file():
            return None
        try:
            return Document(self.parse(file.read_text(encoding="utf-8"), str(file)), file)
        except (OSError, UnicodeDecodeError, IngestError):
            return None

    def _key(self, ref: str, doc: Document) -> str:
        """A ref made absolute, so that the same target is recognised from any file."""
        file_part, _, fragment = ref.partition("#")
        if not file_part:
            return f"{doc.file or ''}#{fragment}"
        base = doc.file.parent if doc.file is not None else Path()
        return f"{(base / unquote(file_part)).resolve()}#{fragment}"

    def _file(self, file_part: str, ref: str, loc: str, doc: Document) -> Document:
        if "://" in file_part:
            raise self.error(
                f"remote $ref {ref!r} is not supported; download the file next to the spec "
                "or bundle the spec into one file (e.g. `redocly bundle`)",
                loc,
            )
        if doc.file is None or self.root_dir is None:
            raise self.error(
                f"external $ref {ref!r} needs the spec to be read from a file; bundle the spec into one file "
                "(e.g. `redocly bundle`) so every ref starts with '#/'",
                loc,
            )
        target = (doc.file.parent / unquote(file_part)).resolve()
        root = self.root_dir.resolve()
        if not target.is_relative_to(root):
            raise self.error(
                f"$ref {ref!r} leads out of the folder {str(root)!r}; only files inside it are read "
                "(add the folder that holds every file of the spec)",
                loc,
            )
        if target not in self.files:
            try:
                text = target.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise self.error(f"$ref {ref!r}: cannot read {str(target)!r}: {exc}", loc) from exc
            try:
                data = self.parse(text, str(target))
            except IngestError as exc:
                raise self.error(f"$ref {ref!r}: {exc}", loc) from exc
            self.files[target] = Document(data, target)
        return self.files[target]


def referenced_files(document: Any, file: Path) -> set[Path]:
    """Every file a ``$ref`` anywhere in ``document`` (read from ``file``) names, resolved."""
    found: set[Path] = set()
    stack = [document]
    while stack:
        node = stack.pop()
        if isinstance(node, Mapping):
            ref = node.get("$ref")
            if isinstance(ref, str) and not ref.startswith("#") and "://" not in ref:
                found.add((file.parent / unquote(ref.partition("#")[0])).resolve())
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


def pointer(base: str, *keys: str) -> str:
    """Extend a JSON pointer with keys, escaping ``~`` and ``/``."""
    return base + "".join("/" + str(key).replace("~", "~0").replace("/", "~1") for key in keys)
