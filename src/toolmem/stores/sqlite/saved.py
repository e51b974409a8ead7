"""Saved search indexes of a SQLite file, kept in files beside it and mapped into memory.

A saved index of 100,000 tools is about 200 MB. Read from a SQLite blob, every process paid for
copying it through SQLite's overflow pages before answering its first query (0.66 s of a 1.6 s
reopen on this project's machine); a file is mapped instead, and only the pages a search touches
are read. The files are derived data in ``<database>.indexes/``: written whole under a temporary
name and renamed (a reader sees the old file or the new one), listed in the database's
``index_cache`` table (so deleting a workspace deletes its files), and rebuilt when missing or
unreadable (a warning names the path). Each payload carries its own checksum
(:func:`toolmem.search.vectors.write_arrays`), so a damaged file is rebuilt too.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import mmap
import os
import threading
from pathlib import Path

__all__ = ["FILE_PREFIX", "SavedFiles"]

#: What the ``index_cache`` row of an index saved in a file holds: this, then the file's name.
FILE_PREFIX = b"toolmem-saved-file:"
_log = logging.getLogger("toolmem")


class SavedFiles:
    """The folder of a database's saved indexes.

    Args:
        database: the SQLite file they belong to.
    """

    def __init__(self, database: str) -> None:
        self.folder = Path(database + ".indexes")

    def write(self, workspace: str, key: str, payload: bytes) -> bytes:
        """Write a payload whole, replacing the file of the same workspace and key; returns the row
        that points to it."""
        name = hashlib.sha256(f"{workspace}\0{key}".encode()).hexdigest()[:40] + ".idx"
        self.folder.mkdir(parents=True, exist_ok=True)
        temporary = self.folder / f".{name}.{os.getpid()}.{threading.get_ident()}.tmp"
        try:
            temporary.write_bytes(payload)
            os.replace(temporary, self.folder / name)
        finally:
            temporary.unlink(missing_ok=True)
        return FILE_PREFIX + name.encode()

    def read(self, row: bytes) -> memoryview | None:
        """The payload a row points to, mapped read-only; ``None`` if the file is gone or unreadable
        (a warning says why, unless it is simply gone)."""
        name = row[len(FILE_PREFIX) :].decode(errors="replace")
        if "/" in name or name.startswith("."):
            _log.warning("the saved index row names %r, not a file of %s; rebuilding the index", name, self.folder)
            return None
        path = self.folder / name
        try:
            with open(path, "rb") as handle:
                if os.fstat(handle.fileno()).st_size == 0:
                    raise ValueError("the file is empty")
                return memoryview(mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ))
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            _log.warning("cannot read the saved index %s (%s); rebuilding it from the database", path, exc)
            return None

    def remove(self, rows: list[bytes]) -> None:
        """Delete the files these rows point to (a file already gone is fine)."""
        for row in rows:
            if row.startswith(FILE_PREFIX):
                with contextlib.suppress(OSError):
                    (self.folder / row[len(FILE_PREFIX) :].decode()).unlink()
