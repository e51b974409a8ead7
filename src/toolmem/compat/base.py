"""What the compatibility adapters share: each wraps one workspace, opened by it or handed in."""

from __future__ import annotations

import os
from typing import Self

from toolmem.memory import Memory
from toolmem.memory import open as open_memory

__all__ = ["MemoryLike", "Wrapped"]

MemoryLike = Memory | str | os.PathLike[str] | None


class Wrapped:
    """An adapter over one workspace; a context manager that closes the memory only if it opened it.

    Args:
        memory: an open memory, or a database path or URL to open (``None``: the default database).
        workspace: the workspace, when opening.
        embedder: the embedder spec, when opening (default: the workspace's own, else ``local``).
    """

    def __init__(self, memory: MemoryLike = None, *, workspace: str = "default", embedder: str | None = None) -> None:
        self._owned = not isinstance(memory, Memory)
        self.memory = memory if isinstance(memory, Memory) else open_memory(memory, workspace, embedder)

    def close(self) -> None:
        """Close the memory if this adapter opened it."""
        if self._owned:
            self.memory.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
