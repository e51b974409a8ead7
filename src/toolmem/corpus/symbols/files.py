"""Which files of a repository code memory reads, and how it reads them.

:func:`iter_source_files` walks a directory in a fixed order (entries sorted by name, a folder's
files and subfolders interleaved) and yields the files worth indexing. It skips:

* hidden files and folders (a name starting with ``.``) and symbolic links (they may leave the tree
  or loop);
* the folders ``node_modules``, ``__pycache__``, ``venv``, ``build``, ``dist``, ``target``,
  ``site-packages`` and ``*.egg-info``;
* whatever the top-level ``.gitignore`` of ``root`` ignores (matched with :mod:`pathspec`, git's
  own rules); ``.gitignore`` files in subfolders are not read;
* files larger than ``max_bytes``, binary files (a NUL byte in the first 8 KiB) and files whose
  :func:`language_of` is ``None``.

A ``root`` that is a file is yielded alone if it is not binary or too large, whatever its suffix.

``.json`` files are not indexed: they are mostly data (fixtures, lock files, schemas), large, and
read badly as code.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from pathspec import GitIgnoreSpec

from toolmem.errors import ValidationError

__all__ = ["iter_source_files", "language_of", "read_source"]

_LANGUAGES = {
    # parsed into symbols
    ".py": "python",
    ".pyi": "python",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".jsx": "javascript",
    ".ts": "typescript",
    ".mts": "typescript",
    ".cts": "typescript",
    ".tsx": "tsx",
    ".go": "go",
    ".rs": "rust",
    ".java": "java",
    # cut into windows
    ".c": "c",
    ".h": "c",
    ".cc": "cpp",
    ".cpp": "cpp",
    ".cxx": "cpp",
    ".hh": "cpp",
    ".hpp": "cpp",
    ".cs": "csharp",
    ".rb": "ruby",
    ".php": "php",
    ".swift": "swift",
    ".kt": "kotlin",
    ".kts": "kotlin",
    ".scala": "scala",
    ".sh": "shell",
    ".bash": "shell",
    ".sql": "sql",
    ".md": "markdown",
    ".rst": "rst",
    ".txt": "text",
    ".toml": "toml",
    ".yaml": "yaml",
    ".yml": "yaml",
}
_SKIPPED_DIRS = frozenset({"node_modules", "__pycache__", "venv", "build", "dist", "target", "site-packages"})
_SNIFF_BYTES = 8192


def language_of(path: str) -> str | None:
    """Return the language of ``path`` from its suffix, or ``None`` if code memory does not index it.

    Example:
        >>> language_of("src/app.tsx"), language_of("README.md"), language_of("data.json")
        ('tsx', 'markdown', None)
    """
    return _LANGUAGES.get(os.path.splitext(path)[1].lower())


def read_source(path: Path) -> str | None:
    """Return the text of ``path`` decoded as UTF-8 (a BOM is dropped).

    Returns ``None`` when the file cannot be read or is not valid UTF-8: a file in another encoding
    is skipped rather than indexed with replacement characters that would mislead the search.
    """
    try:
        return path.read_bytes().decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None


def iter_source_files(root: Path, *, max_bytes: int = 1_000_000) -> Iterator[Path]:
    """Yield the files under ``root`` that code memory indexes, in a deterministic order.

    Args:
        root: a directory to walk, or a single file.
        max_bytes: files larger than this are skipped.

    Raises:
        ValidationError: ``root`` does not exist or ``max_bytes`` is not positive.
    """
    if max_bytes < 1:
        raise ValidationError("max_bytes", f"must be at least 1, got {max_bytes!r}")
    if root.is_file():
        if _is_small_text(root, max_bytes):
            yield root
        return
    if not root.is_dir():
        raise ValidationError("root", f"cannot index {str(root)!r}: no such file or directory")
    yield from _walk(root, root, _gitignore(root), max_bytes)


def _walk(folder: Path, root: Path, ignored: GitIgnoreSpec | None, max_bytes: int) -> Iterator[Path]:
    try:
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError:
        return
    for entry in entries:
        if entry.name.startswith(".") or entry.is_symlink():
            continue
        path = Path(entry.path)
        relative = path.relative_to(root).as_posix()
        if entry.is_dir():
            if not _skipped_dir(entry.name) and not (ignored and ignored.match_file(relative + "/")):
                yield from _walk(path, root, ignored, max_bytes)
        elif (
            entry.is_file()
            and language_of(entry.name) is not None
            and not (ignored and ignored.match_file(relative))
            and _is_small_text(path, max_bytes)
        ):
            yield path


def _skipped_dir(name: str) -> bool:
    return name in _SKIPPED_DIRS or name.endswith(".egg-info")


def _is_small_text(path: Path, max_bytes: int) -> bool:
    try:
        if path.stat().st_size > max_bytes:
            return False
        with path.open("rb") as handle:
            return b"\0" not in handle.read(_SNIFF_BYTES)
    except OSError:
        return False


def _gitignore(root: Path) -> GitIgnoreSpec | None:
    text = read_source(root / ".gitignore")
    if text is None:
        return None
    return GitIgnoreSpec.from_lines(text.splitlines())
