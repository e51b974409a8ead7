"""Thread discipline: one request's work never fights a busy machine for its cores.

Embedding one query, scanning the vectors for one query and walking an HNSW graph for one query
are small jobs. Split over every core by BLAS, torch or OpenMP, each part waits for the slowest, and
on a machine where another process holds a core that wait is the whole story: embedding one query
took ~470 ms instead of ~10 ms beside two CPU-bound processes on two cores (the README's busy-machine
table). So single-query work runs under :func:`query_threads` (1 thread by default) and only batch
work (embedding many texts, building a graph) under :func:`batch_threads` (every core by default).
Both restore the previous limits when they end, so the host program's own numpy keeps its threads.

Example:
    >>> import toolmem.threads
    >>> toolmem.threads.configure(query=1, batch=2)
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import threadpoolctl

from toolmem.errors import ConfigError

__all__ = ["ThreadSettings", "batch_threads", "configure", "query_threads", "settings"]


@dataclass(frozen=True)
class ThreadSettings:
    """How many threads each kind of work may use.

    Attributes:
        query: threads for one query's embedding, scan and graph walk; ``None`` leaves the libraries'
            own defaults alone.
        batch: threads for batch work; ``None`` means every core.
    """

    query: int | None = 1
    batch: int | None = None


_settings = ThreadSettings()
_controllers: dict[tuple[bool, ...], Any] = {}


def configure(*, query: int | None = 1, batch: int | None = None) -> ThreadSettings:
    """Set the thread counts for the whole process; returns the new settings.

    Raises:
        ConfigError: a count is not a positive integer.
    """
    global _settings
    for name, value in (("query", query), ("batch", batch)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
            raise ConfigError(f"{name} threads must be a positive integer or None, got {value!r}")
    _settings = ThreadSettings(query=query, batch=batch)
    return _settings


def settings() -> ThreadSettings:
    """The current thread settings."""
    return _settings


@contextmanager
def query_threads() -> Iterator[None]:
    """Run one query's work with the query thread count."""
    with _limited(_settings.query):
        yield


@contextmanager
def batch_threads() -> Iterator[None]:
    """Run batch work with the batch thread count (every core unless configured)."""
    with _limited(_settings.batch or os.cpu_count() or 1):
        yield


class _Limits:
    """The process's thread limits while toolmem work runs (the pools are process-wide)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.depth = 0
        self.current: int | None = None
        self.original: Any = None
        self.torch_threads: int | None = None

    def enter(self, count: int) -> int | None:
        with self.lock:
            previous = self.current
            if self.depth == 0:
                torch = sys.modules.get("torch")
                self.torch_threads = torch.get_num_threads() if torch is not None else None
                self.original = _controller().limit(limits=count)
                _set_torch(count)
            elif count != self.current:
                _controller().limit(limits=count)
                _set_torch(count)
            self.depth += 1
            self.current = count
            return previous

    def leave(self, previous: int | None) -> None:
        with self.lock:
            self.depth -= 1
            if self.depth == 0:
                self.original.restore_original_limits()
                if self.torch_threads is not None:
                    _set_torch(self.torch_threads)
                self.current = self.original = None
            elif previous is not None and previous != self.current:
                _controller().limit(limits=previous)
                _set_torch(previous)
                self.current = previous


_limits = _Limits()


@contextmanager
def _limited(count: int | None) -> Iterator[None]:
    if count is None:
        yield
        return
    previous = _limits.enter(count)
    try:
        yield
    finally:
        _limits.leave(previous)


def _set_torch(count: int) -> None:
    torch = sys.modules.get("torch")
    if torch is not None:
        torch.set_num_threads(count)


def _controller() -> Any:
    """threadpoolctl's view of the thread pools loaded so far (rescanned when torch, faiss or
    onnxruntime arrive with their own OpenMP)."""
    key = tuple(name in sys.modules for name in ("torch", "faiss", "onnxruntime"))
    controller = _controllers.get(key)
    if controller is None:
        controller = _controllers[key] = threadpoolctl.ThreadpoolController()
    return controller
