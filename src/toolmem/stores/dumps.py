"""Dump files: a workspace written to and read from a JSON Lines file inside one directory.

A :class:`DumpDirectory` is the only place a service reads and writes files on a client's behalf
(ReMe's ``vector_store`` ``dump`` and ``load``), so it holds three rules:

* **A dump file belongs to its workspace.** It is always named ``<workspace>.jsonl``, as ReMe
  names it: a client gives a directory inside the dump directory (``"./"``, ``"team/a"``) or that
  file name in one. A key for workspace ``w1`` can therefore neither load ``w2.jsonl`` into ``w1``
  nor overwrite it.
* **Nothing leads outside.** ``..``, absolute paths elsewhere and NUL are refused; every directory
  on the way is opened relative to the one before it with ``O_NOFOLLOW``, so a symbolic link
  anywhere on the path — planted before or during the call — is refused, never followed, and a
  directory swapped after it was opened does not matter: the open handle is used, not the name.
* **A dump replaces the old file whole or not at all.** It is written to a temporary file created
  with ``O_CREAT | O_EXCL | O_NOFOLLOW`` under a random name (a link planted at any name makes the
  creation fail instead of writing through it), checked after opening to be a regular file with
  one link, synced, then renamed over the old file (a rename replaces a link, never follows it).

Reading accepts a UTF-8 byte-order mark, and refuses files that are not regular (a FIFO would
block) or larger than ``max_bytes``. Needs a POSIX system (``O_NOFOLLOW`` and ``dir_fd``).

Example:
    >>> import tempfile
    >>> dumps = DumpDirectory(tempfile.mkdtemp())
    >>> dumps.write("w1", "./", ['{"a": 1}'])
    1
    >>> list(dumps.read("w1", "w1.jsonl"))
    [(1, {'a': 1})]
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import secrets
import stat
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path, PurePosixPath
from typing import Any

from toolmem.errors import ConfigError, NotFoundError, PayloadTooLargeError, StoreError, ValidationError

__all__ = ["DEFAULT_MAX_DUMP_BYTES", "SUFFIX", "DumpDirectory"]

SUFFIX = ".jsonl"
DEFAULT_MAX_DUMP_BYTES = 256 * 1024 * 1024
_DIRECTORY = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_ATTEMPTS = 8
_MAX_NAME = 255  # bytes in one file or directory name (NAME_MAX)


class DumpDirectory:
    """The directory dump files are written to and read from (created on the first dump).

    Args:
        root: the directory; it may itself be a link (it is the operator's choice), nothing under it may.
        max_bytes: the largest file :meth:`read` accepts.

    Raises:
        ConfigError: the system cannot open files relative to a directory without following links.
    """

    def __init__(self, root: str | os.PathLike[str], *, max_bytes: int = DEFAULT_MAX_DUMP_BYTES) -> None:
        if not _NOFOLLOW or os.open not in os.supports_dir_fd:
            raise ConfigError("dump files need a POSIX system (O_NOFOLLOW and dir_fd); this one has neither")
        self.root = Path(root).resolve()
        self.max_bytes = max_bytes

    def locate(self, workspace: str, path: str | None) -> PurePosixPath:
        """Where the dump of ``workspace`` is for a client's ``path``, relative to the root.

        ``path`` is a directory inside the root (``None``, ``""`` and ``"./"`` name the root), or the
        file ``<workspace>.jsonl`` in one. An absolute path must lie inside the root.

        Raises:
            ConfigError: a path that leaves the root, holds NUL, or names another workspace's file.
        """
        given = path or "."
        if "\0" in given:
            raise ConfigError("the path contains a NUL character")
        relative = PurePosixPath(given)
        if relative.is_absolute():
            if not relative.is_relative_to(self.root):
                raise ConfigError(f"path {given!r} leads outside the dump directory; give a path inside it")
            relative = relative.relative_to(self.root)
        parts = [part for part in relative.parts if part not in ("", ".")]
        if any(len(part.encode("utf-8", "surrogatepass")) > _MAX_NAME for part in parts):
            raise ConfigError(f"a name in path {given[:80]!r}... is longer than {_MAX_NAME} bytes")
        if ".." in parts:
            raise ConfigError(f"path {given!r} leads outside the dump directory ('..' is not allowed)")
        name = f"{workspace}{SUFFIX}"
        if parts and parts[-1].endswith(SUFFIX):
            if parts[-1] != name:
                raise ConfigError(
                    f"the dump of workspace {workspace!r} is named {name!r}, not {parts[-1]!r}; give its directory"
                )
            parts = parts[:-1]
        return PurePosixPath(*parts, name)

    def write(self, workspace: str, path: str | None, lines: Iterable[str]) -> int:
        """Replace the workspace's dump file with ``lines`` (JSON texts, one per line); returns how many.

        Raises:
            ConfigError: a bad path (see :meth:`locate`), a link on the way, or a directory where the
                file should be.
            NotFoundError: a directory on the way was removed while the file was written.
        """
        target = self.locate(workspace, path)
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            directory = self._open_directory(target.parent.parts, create=True)
        except OSError as exc:
            raise StoreError(f"cannot create the dump directory {str(target.parent)!r}: {exc.strerror}") from exc
        try:
            partial, handle = _create_partial(directory, target.name)
            try:
                count = _write_lines(handle, lines)
                os.replace(partial, target.name, src_dir_fd=directory, dst_dir_fd=directory)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(partial, dir_fd=directory)
                raise
            os.fsync(directory)  # the rename itself survives a crash
        except IsADirectoryError as exc:
            raise ConfigError(f"{str(target)!r} is a directory in the dump directory; remove it") from exc
        except FileNotFoundError as exc:  # the directory was removed after it was opened
            raise NotFoundError("dump directory", str(target.parent), "it was removed while writing") from exc
        except OSError as exc:
            raise StoreError(f"cannot write the dump file {str(target)!r}: {exc.strerror}") from exc
        finally:
            os.close(directory)
        return count

    def read(self, workspace: str, path: str | None) -> Iterator[tuple[int, Mapping[str, Any]]]:
        """The JSON objects of the workspace's dump file with their line numbers (blank lines skipped).

        The file is read and decoded whole before the first object is returned.

        Raises:
            ConfigError: a bad path, a link on the way, or not a regular file.
            NotFoundError: there is no such file.
            PayloadTooLargeError: the file is larger than ``max_bytes``.
            ValidationError: it is not UTF-8, or a line is not a JSON object.
        """
        target = self.locate(workspace, path)
        text = self._read_text(target)
        return _objects(text)

    # internals ------------------------------------------------------------------------------
    def _open_directory(self, parts: tuple[str, ...], *, create: bool) -> int:
        """A handle on the directory ``parts`` below the root, each step opened without following links."""
        try:
            current = os.open(self.root, _DIRECTORY)
        except FileNotFoundError as exc:
            raise NotFoundError("dump directory", str(self.root), "nothing was dumped yet") from exc
        for depth, part in enumerate(parts, 1):
            try:
                following = _open_child(current, part, create=create)
            except FileNotFoundError as exc:
                raise NotFoundError("dump directory", "/".join(parts[:depth])) from exc
            finally:
                os.close(current)
            current = following
        return current

    def _read_text(self, target: PurePosixPath) -> str:
        try:
            directory = self._open_directory(target.parent.parts, create=False)
        except OSError as exc:
            raise StoreError(f"cannot open the dump directory {str(target.parent)!r}: {exc.strerror}") from exc
        try:
            try:
                handle = os.open(target.name, os.O_RDONLY | _NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=directory)
            except FileNotFoundError as exc:
                raise NotFoundError("dump file", str(target), "dump the workspace first") from exc
            except OSError as exc:
                _raise_link_error(exc, str(target))
                raise StoreError(f"cannot read the dump file {str(target)!r}: {exc.strerror}") from exc
        finally:
            os.close(directory)
        with os.fdopen(handle, "rb") as file:
            info = os.fstat(file.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise ConfigError(f"{str(target)!r} is not a regular file")
            if info.st_size > self.max_bytes:
                raise PayloadTooLargeError("path", info.st_size, self.max_bytes)
            data = file.read(self.max_bytes + 1)
        if len(data) > self.max_bytes:
            raise PayloadTooLargeError("path", len(data), self.max_bytes)
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ValidationError(
                "path", f"{str(target)!r} is not UTF-8 text: {exc.reason} at byte {exc.start}"
            ) from exc


def _open_child(directory: int, name: str, *, create: bool) -> int:
    """Open the subdirectory ``name`` of ``directory``, creating it if asked; never through a link."""
    try:
        return os.open(name, _DIRECTORY | _NOFOLLOW, dir_fd=directory)
    except FileNotFoundError:
        if not create:
            raise
    except OSError as exc:
        _raise_link_error(exc, name)
        raise
    with contextlib.suppress(FileExistsError):
        os.mkdir(name, 0o755, dir_fd=directory)
    try:
        return os.open(name, _DIRECTORY | _NOFOLLOW, dir_fd=directory)
    except OSError as exc:
        _raise_link_error(exc, name)
        raise


def _raise_link_error(exc: OSError, name: str) -> None:
    """Raise :class:`ConfigError` when ``exc`` says ``name`` is a link (or not a directory)."""
    if exc.errno in (errno.ELOOP, errno.EMLINK, errno.ENOTDIR):
        raise ConfigError(
            f"{name!r} in the dump directory is a symbolic link or not a directory; links are not followed"
        ) from exc


def _create_partial(directory: int, name: str) -> tuple[str, int]:
    """A new temporary file beside ``name``: created exclusively, never through a link, checked after opening."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | os.O_CLOEXEC
    for _ in range(_ATTEMPTS):
        partial = f".{name}.{secrets.token_hex(8)}.partial"
        try:
            handle = os.open(partial, flags, 0o644, dir_fd=directory)
        except FileExistsError:
            continue  # something (a planted link?) holds this name: take another
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1:
            os.close(handle)
            raise ConfigError(f"the temporary dump file {partial!r} changed while it was opened; try again")
        return partial, handle
    raise ConfigError(f"could not create a temporary file for {name!r} in the dump directory; try again")


def _write_lines(handle: int, lines: Iterable[str]) -> int:
    count = 0
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        for line in lines:
            out.write(line + "\n")
            count += 1
        out.flush()
        os.fsync(out.fileno())
    return count


def _objects(text: str) -> Iterator[tuple[int, Mapping[str, Any]]]:
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValidationError(f"line {number}", f"not JSON: {exc.msg}") from exc
        except RecursionError as exc:
            raise ValidationError(f"line {number}", "JSON nested too deeply") from exc
        if not isinstance(item, Mapping):
            raise ValidationError(f"line {number}", "must be a JSON object")
        yield number, item
