"""Document memory: plain text, Markdown, HTML and PDF, split into token-bounded chunks and searched.

Example:
    >>> import toolmem
    >>> with toolmem.open("sqlite://", embedder="hash") as mem:
    ...     info = mem.docs.add("# Returns\\n\\nItems can be returned within 30 days.", doc_id="policy")
    ...     [(hit.document, hit.position) for hit in mem.docs.search("how long to return an item", k=1)]
    [('policy', 0)]
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from toolmem.corpus.chunking import DEFAULT_MAX_TOKENS, DEFAULT_OVERLAP, TextChunk, chunk_blocks
from toolmem.corpus.collection import Corpus, Where
from toolmem.corpus.parsers import ParsedDocument, parse_document
from toolmem.embedders.base import Embedder
from toolmem.errors import IngestError, NotFoundError, ValidationError
from toolmem.progress import Progress, ProgressOption, resolve
from toolmem.records import Chunk, ChunkHit, DocumentInfo
from toolmem.records.checks import check_json, check_text
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import DEFAULT_ANN_THRESHOLD
from toolmem.stores import Workspace
from toolmem.text.tokens import DEFAULT_ENCODING

__all__ = ["CORPUS", "DocumentMemory"]

CORPUS = "docs"
# A string that ends like a document file name and has no line break is taken for a path.
_DOCUMENT_SUFFIXES = frozenset({".txt", ".text", ".md", ".markdown", ".html", ".htm", ".pdf", ".rst"})
_MAX_PATH = 4096


class DocumentMemory:
    """The documents of a workspace (``mem.docs``).

    Args:
        space: the workspace whose documents these are.
        embedder: embeds chunks; ``None`` searches by keywords only.
        max_tokens: the largest chunk, in tokens of ``encoding``.
        overlap: tokens repeated from the end of one chunk at the start of the next in a section.
        encoding: the tokenizer chunks are measured with.
        weights: the dense/BM25 mix.
        ann_threshold: above this many chunks, dense search goes approximate.
    """

    def __init__(
        self,
        space: Workspace,
        embedder: Embedder | None,
        *,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        overlap: int = DEFAULT_OVERLAP,
        encoding: str = DEFAULT_ENCODING,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
    ) -> None:
        chunk_blocks([], max_tokens=max_tokens, overlap=overlap, encoding=encoding)  # bad settings fail here
        self.max_tokens = max_tokens
        self.overlap = overlap
        self.encoding = encoding
        self.corpus = Corpus(space, CORPUS, embedder, weights=weights, ann_threshold=ann_threshold)

    def add(
        self,
        text_or_path: str | os.PathLike[str],
        doc_id: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        *,
        format: str | None = None,
        progress: ProgressOption = None,
    ) -> DocumentInfo:
        """Add a document, or replace the one with the same id (atomically: all its chunks at once).

        Args:
            text_or_path: a path (a ``Path``, or a one-line string naming an existing file), or the
                text itself. A one-line string without spaces that ends like a document file name
                (``.txt .md .markdown .html .htm .pdf .rst``) but names no file is an error, not
                text; use :meth:`add_text` to store any string as text.
            doc_id: the document's id; default the file's absolute path, or ``text:<digest>`` for text.
            metadata: JSON values stored with it; search can filter on them (``where``).
            format: ``text``, ``markdown``, ``html`` or ``pdf``; default from the suffix or content.
            progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress` told of
                the stage ``embedding chunks``.

        Returns:
            The stored document (unchanged content with unchanged settings is not re-chunked).

        Raises:
            IngestError: the file is missing or unreadable, or not a readable document (a malformed
                or encrypted PDF); nothing is stored.
        """
        if isinstance(text_or_path, os.PathLike) or _looks_like_path(text_or_path):
            source, data = _read(Path(text_or_path))
            return self._add(data, source, doc_id, metadata, format, resolve(progress))
        return self.add_text(text_or_path, doc_id, metadata, format=format, progress=progress)

    def add_text(
        self,
        text: str,
        doc_id: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        *,
        format: str | None = None,
        progress: ProgressOption = None,
    ) -> DocumentInfo:
        """Add a document given as text (never read as a path); see :meth:`add`."""
        if not isinstance(text, str):
            raise ValidationError("text", f"must be a string, got {text!r}")
        check_text(text, "text")
        return self._add(text, None, doc_id, metadata, format, resolve(progress))

    def _add(
        self,
        data: str | bytes,
        source: str | None,
        doc_id: str | None,
        metadata: Mapping[str, Any] | None,
        format: str | None,
        progress: Progress | None,
    ) -> DocumentInfo:
        doc_id = _document_id(doc_id, source, data)
        meta = _metadata(metadata)
        digest = self._digest(data, format, meta)
        if self.corpus.hashes(doc_id).get(doc_id) == digest:
            return self.get(doc_id)
        try:
            parsed = parse_document(data, format=format, name=source)
        except IngestError as exc:
            if source is None or exc.path is not None:
                raise
            raise IngestError(exc.reason, path=source) from exc
        chunks = chunk_blocks(parsed.blocks, max_tokens=self.max_tokens, overlap=self.overlap, encoding=self.encoding)
        info = DocumentInfo(
            id=doc_id,
            source=source,
            format=parsed.format,
            title=parsed.title,
            chunks=len(chunks),
            tokens=sum(chunk.tokens for chunk in chunks),
            content_hash=digest,
            metadata=meta,
        )
        stored = [
            self.corpus.stored(_chunk(doc_id, i, piece), _search_text(parsed, piece)) for i, piece in enumerate(chunks)
        ]
        self.corpus.put([(info, stored)], progress=progress)
        return self.get(doc_id)

    def get(self, doc_id: str) -> DocumentInfo:
        """A stored document.

        Raises:
            NotFoundError: no document has this id.
        """
        found = self.corpus.list(doc_id, limit=1)
        if not found or found[0].id != doc_id:
            raise NotFoundError("document", doc_id, "list them with `toolmem docs list`")
        return found[0]

    def search(
        self, query: str, k: int = 5, where: Where | None = None, *, min_score: float | None = None
    ) -> list[ChunkHit]:
        """The ``k`` chunks best matching ``query``, best first.

        Args:
            query: what to look for.
            k: how many chunks.
            where: only chunks whose metadata (or ``document`` id) equal these values; a list value
                accepts any of its items: ``{"lang": "en", "document": ["a", "b"]}``.
            min_score: keep only the hits scoring at least this. The score is a fused relevance
                (weighted z-scores of the dense and BM25 signals against every chunk), so ``0``
                leaves out the chunks less relevant than the corpus's average.
        """
        if not isinstance(query, str) or not query.strip():
            raise ValidationError("query", f"must be a non-empty string, got {query!r}")
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise ValidationError("k", f"must be a non-negative integer, got {k!r}")
        if min_score is not None and (isinstance(min_score, bool) or not isinstance(min_score, (int, float))):
            raise ValidationError("min_score", f"must be a number, got {min_score!r}")
        found = self.corpus.search(query, k, where)
        kept = [item for item in found if min_score is None or item.score >= min_score]
        return [ChunkHit(item.chunk, item.score, rank, item.reasons) for rank, item in enumerate(kept, 1)]

    def remove(self, doc_id: str) -> bool:
        """Delete a document and its chunks; returns whether it existed."""
        return bool(self.corpus.remove([doc_id]))

    def list(self, *, limit: int | None = None, offset: int = 0) -> list[DocumentInfo]:
        """Documents ordered by id."""
        return self.corpus.list(limit=limit, offset=offset)

    def _digest(self, data: str | bytes, format: str | None, metadata: Mapping[str, Any]) -> str:
        """What decides whether a re-added document must be chunked again: content, format, metadata
        and chunking settings."""
        raw = data.encode("utf-8") if isinstance(data, str) else data
        settings = json.dumps([format, metadata, self.max_tokens, self.overlap, self.encoding], sort_keys=True)
        return hashlib.sha256(raw + b"\0" + settings.encode()).hexdigest()


def _read(path: Path) -> tuple[str, bytes]:
    """``(absolute path, content)`` of a document file."""
    try:
        return str(path.resolve()), path.read_bytes()
    except FileNotFoundError as exc:
        raise IngestError("no such file", path=str(path)) from exc
    except OSError as exc:
        raise IngestError(f"cannot read the file: {exc.strerror or exc}", path=str(path)) from exc


def _looks_like_path(value: object) -> bool:
    """A one-line string naming an existing file, or shaped like a document's file name."""
    if not isinstance(value, str) or "\n" in value or len(value) > _MAX_PATH or not value.strip():
        return False
    if Path(value).is_file():
        return True
    return not any(c.isspace() for c in value) and Path(value).suffix.lower() in _DOCUMENT_SUFFIXES


def _document_id(doc_id: str | None, source: str | None, data: str | bytes) -> str:
    if doc_id is not None:
        if not isinstance(doc_id, str) or not doc_id.strip() or len(doc_id) > 1024:
            raise ValidationError("doc_id", f"must be a non-empty string of at most 1024 characters, got {doc_id!r}")
        return check_text(doc_id, "doc_id")
    if source is not None:
        return source
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return "text:" + hashlib.sha256(raw).hexdigest()[:16]


def _metadata(metadata: Mapping[str, Any] | None) -> dict[str, Any]:
    if metadata is None:
        return {}
    if not isinstance(metadata, Mapping):
        raise ValidationError("metadata", f"must be a dict, got {metadata!r}")
    check_json(metadata, "metadata")
    try:
        result: dict[str, Any] = json.loads(json.dumps(dict(metadata), ensure_ascii=False))
    except (TypeError, ValueError) as exc:
        raise ValidationError("metadata", f"must be JSON-serialisable: {exc}") from exc
    return result


def _chunk(doc_id: str, position: int, piece: TextChunk) -> Chunk:
    meta: dict[str, Any] = {}
    if piece.heading:
        meta["heading"] = " > ".join(piece.heading)
    if piece.page is not None:
        meta["page"] = piece.page
    return Chunk(f"{doc_id}#{position}", doc_id, position, piece.text, piece.tokens, meta)


def _search_text(parsed: ParsedDocument, piece: TextChunk) -> str:
    """What a chunk is embedded and matched by: the document title and heading path, then its text."""
    context = [part for part in (parsed.title, *piece.heading) if part]
    deduped = [part for i, part in enumerate(context) if i == 0 or part != context[i - 1]]
    return " > ".join(deduped) + "\n\n" + piece.text if deduped else piece.text
