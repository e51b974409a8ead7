"""Code memory: a repository indexed by symbol (functions, methods, classes) and searched by description.

Python is split with :mod:`ast`; JavaScript, TypeScript, Go, Rust and Java with tree-sitter when the
``code`` extra is installed; everything else by bounded windows of lines. Re-indexing reads every
file but re-chunks only those whose content changed, embeds only symbols whose text is new, and
drops files that disappeared.

Example:
    >>> import toolmem, json, os
    >>> with toolmem.open("sqlite://", embedder="hash") as mem:
    ...     report = mem.code.index(os.path.dirname(json.__file__), repo="json")
    ...     hit = mem.code.search("serialize obj to a JSON formatted str", k=1)[0]
    ...     hit.file, hit.symbol
    ('json/__init__.py', 'dumps')
"""

from __future__ import annotations

import builtins
import hashlib
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from toolmem.corpus.collection import Corpus
from toolmem.corpus.symbols import SPLITTER_VERSION, Symbol, extract_symbols, splitter_of
from toolmem.corpus.symbols.files import iter_source_files, read_source
from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError, IngestError, ValidationError
from toolmem.progress import ProgressOption, resolve, stage
from toolmem.records import Chunk, CodeHit, DocumentInfo, IndexReport
from toolmem.search.fusion import FusionWeights
from toolmem.search.hybrid import DEFAULT_ANN_THRESHOLD
from toolmem.stores import Workspace
from toolmem.stores.texts import StoredChunk
from toolmem.text.tokens import count_tokens

__all__ = ["CORPUS", "DEFAULT_CODE_DENSE_WEIGHT", "DEFAULT_EMBED_CHARS", "CodeMemory"]

CORPUS = "code"
# Symbols are embedded by their head: kind, name, file, docstring and the first lines of code
# (about 130 tokens). Embedding whole symbols (up to MiniLM's 256 tokens) took twice as long.
DEFAULT_EMBED_CHARS = 512
# The dense/BM25 mix for code, chosen on training packages (http, urllib, logging, concurrent,
# importlib; bench/tune_code.py): mean Recall@1 over both settings .563 at 0, .605 at 0.5, .618 at
# 0.6, .612 at 0.8 (the catalogue's weight for tools).
DEFAULT_CODE_DENSE_WEIGHT = 0.6
_BATCH_FILES = 100
_REPO_CHARS = frozenset("/\\\n")


class CodeMemory:
    """The indexed source code of a workspace (``mem.code``).

    Args:
        space: the workspace whose code this is.
        embedder: embeds symbols; ``None`` searches by keywords only.
        window: lines per window for files split by lines.
        overlap: lines shared by consecutive windows.
        weights: the dense/BM25 mix.
        ann_threshold: above this many symbols, dense search goes approximate.
        embed_chars: how much of each symbol's text (name, file, docstring, then code) is embedded;
            BM25 reads all of it.
    """

    def __init__(
        self,
        space: Workspace,
        embedder: Embedder | None,
        *,
        window: int = 60,
        overlap: int = 10,
        weights: FusionWeights | None = None,
        ann_threshold: int = DEFAULT_ANN_THRESHOLD,
        embed_chars: int | None = DEFAULT_EMBED_CHARS,
    ) -> None:
        if isinstance(window, bool) or not isinstance(window, int) or window < 1:
            raise ConfigError(f"window must be a positive number of lines, got {window!r}")
        if isinstance(overlap, bool) or not isinstance(overlap, int) or not 0 <= overlap < window:
            raise ConfigError(f"overlap must be between 0 and window - 1 ({window - 1}), got {overlap!r}")
        self.window = window
        self.overlap = overlap
        self.corpus = Corpus(
            space,
            CORPUS,
            embedder,
            weights=weights or FusionWeights(dense=DEFAULT_CODE_DENSE_WEIGHT),
            ann_threshold=ann_threshold,
            embed_chars=embed_chars,
        )

    def index(
        self,
        path: str | os.PathLike[str],
        *,
        repo: str | None = None,
        progress: ProgressOption = None,
    ) -> IndexReport:
        """Index a directory tree (or one file) as the repository ``repo``.

        Files are stored as ``<repo>/<path inside the tree>``; indexing the same tree again touches
        only files whose content changed and removes files that are gone.

        Args:
            path: the repository's root directory, or a single source file.
            repo: the repository's name; default the directory's name.
            progress: ``True`` for a bar on stderr, or a :class:`~toolmem.progress.Progress` told of
                the stages (``reading files``: files read of all found; ``embedding symbols``, per
                batch of files).

        Raises:
            IngestError: the path does not exist.
        """
        root = Path(path).expanduser().resolve()
        if not root.exists():
            raise IngestError("no such file or directory", path=str(path))
        base = root if root.is_dir() else root.parent
        name = _repo_name(repo, base)
        prefix = f"{name}/"
        known = self.corpus.hashes(prefix)
        seen: set[str] = set()
        changed: list[str] = []
        skipped: dict[str, str] = {}
        pending: list[tuple[DocumentInfo, Sequence[StoredChunk]]] = []
        chunks = embedded = 0
        progress = resolve(progress)
        found = list(iter_source_files(root))
        files = len(found)
        reading = stage(progress, "reading files", files)
        for file in found:
            reading.advance()
            doc_id = prefix + file.relative_to(base).as_posix()
            seen.add(doc_id)
            try:
                data = file.read_bytes()
            except OSError as exc:
                skipped[doc_id] = exc.strerror or str(exc)
                continue
            digest = self._digest(data, file)
            if known.get(doc_id) == digest:
                continue
            document = self._document(name, doc_id, file, data, digest)
            if document is None:
                skipped[doc_id] = "not UTF-8 text"
                continue
            pending.append(document)
            changed.append(doc_id)
            chunks += len(document[1])
            if len(pending) >= _BATCH_FILES:
                embedded += self.corpus.put(pending, progress, label="embedding symbols")
                pending = []
        if pending:
            embedded += self.corpus.put(pending, progress, label="embedding symbols")
        gone = sorted(set(known) - seen) if root.is_dir() else []
        removed = self.corpus.remove(gone) if gone else []
        return IndexReport(
            documents=files,
            changed=len(changed),
            unchanged=files - len(changed) - len(skipped),
            removed=len(removed),
            chunks=chunks,
            embedded=embedded,
            ids=tuple(changed),
            skipped=skipped,
        )

    def search(
        self, description: str, k: int = 5, *, repo: str | None = None, language: str | None = None
    ) -> list[CodeHit]:
        """The ``k`` symbols best matching a description of what the code does, best first.

        Args:
            description: what the code does, in words (or identifiers).
            k: how many symbols.
            repo: only this repository.
            language: only this language (``python``, ``javascript``, ...).
        """
        if not isinstance(description, str) or not description.strip():
            raise ValidationError("description", f"must be a non-empty string, got {description!r}")
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise ValidationError("k", f"must be a non-negative integer, got {k!r}")
        where = {key: value for key, value in (("repo", repo), ("language", language)) if value is not None}
        found = self.corpus.search(description, k, where or None)
        return [_hit(item.chunk, item.score, rank) for rank, item in enumerate(found, 1)]

    def list(self, repo: str | None = None, *, limit: int | None = None, offset: int = 0) -> list[DocumentInfo]:
        """Indexed files ordered by id, optionally of one repository."""
        return self.corpus.list(f"{repo}/" if repo else None, limit=limit, offset=offset)

    def repos(self) -> builtins.list[str]:
        """The names of the indexed repositories, sorted."""
        return sorted({doc_id.partition("/")[0] for doc_id in self.corpus.hashes()})

    def remove(self, repo: str) -> int:
        """Forget a repository; returns how many files it had."""
        ids = list(self.corpus.hashes(f"{_repo_name(repo, None)}/"))
        return len(self.corpus.remove(ids)) if ids else 0

    def _digest(self, data: bytes, file: Path) -> str:
        """What decides whether a file must be split again: its bytes, the window settings and the
        splitter that would split it."""
        settings = f"\0{self.window}:{self.overlap}:{splitter_of(str(file))}:{SPLITTER_VERSION}"
        return hashlib.sha256(data + settings.encode()).hexdigest()

    def _document(
        self, repo: str, doc_id: str, file: Path, data: bytes, digest: str
    ) -> tuple[DocumentInfo, builtins.list[StoredChunk]] | None:
        text = read_source(file)
        if text is None:
            return None
        symbols = extract_symbols(str(file), text, window=self.window, overlap=self.overlap)
        stored = [
            self.corpus.stored(_chunk(repo, doc_id, str(file), i, symbol), _search_text(doc_id, symbol))
            for i, symbol in enumerate(symbols)
        ]
        info = DocumentInfo(
            id=doc_id,
            source=str(file),
            format=symbols[0].language if symbols else "text",
            title=None,
            chunks=len(stored),
            tokens=sum(item.chunk.tokens for item in stored),
            content_hash=digest,
            metadata={"repo": repo},
        )
        return info, stored


def _repo_name(repo: str | None, base: Path | None) -> str:
    name = repo if repo is not None else (base.name if base is not None else "")
    if not isinstance(name, str) or not name.strip() or _REPO_CHARS & set(name):
        raise ValidationError("repo", f"must be a non-empty name without '/', '\\\\' or line breaks, got {name!r}")
    return name


def _chunk(repo: str, doc_id: str, path: str, position: int, symbol: Symbol) -> Chunk:
    meta: dict[str, Any] = {
        "symbol": symbol.name,
        "kind": symbol.kind,
        "start_line": symbol.start_line,
        "end_line": symbol.end_line,
        "language": symbol.language,
        "path": path,
        "repo": repo,
    }
    return Chunk(f"{doc_id}#{position}", doc_id, position, symbol.code, count_tokens(symbol.code), meta)


def _search_text(doc_id: str, symbol: Symbol) -> str:
    """What a symbol is matched by: its name and file, its docstring, then its code (the embedding
    model reads only the start, so the description comes first)."""
    head = f"{symbol.kind} {symbol.name} in {doc_id}"
    parts: Iterator[str] = (part for part in (head, symbol.docstring, symbol.code) if part)
    return "\n".join(parts)


def _hit(chunk: Chunk, score: float, rank: int) -> CodeHit:
    meta = chunk.metadata
    return CodeHit(
        file=chunk.document,
        symbol=str(meta.get("symbol", "")),
        kind=str(meta.get("kind", "")),
        start_line=int(meta.get("start_line", 0)),
        end_line=int(meta.get("end_line", 0)),
        code=chunk.text,
        score=score,
        rank=rank,
        language=str(meta.get("language", "")),
        path=meta.get("path"),
    )
