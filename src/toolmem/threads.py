"""Thread discipline: one request's work never fights a busy machine for its cores.

Embedding one query, scanning the vectors for one query and walking an HNSW graph for one query
are small jobs. Split over every core by BLAS, torch or OpenMP, each part waits for the slowest, and
on a machine where another process holds a core that wait is the whole story: embedding one query
took ~470 ms instead of ~10 ms beside two CPU-bound processes on two cores (the README's busy-machine
table). So single-query work runs under :func:`query_threads` (1 thread by default) and only batch
work (embedding many texts, building a graph) under :func:`batch_threads` (every core by default).
Both restore the previous limits when they end, so the host program's own numpy keeps its threads.

The limits hold in whichever thread the work runs (a server searches from its worker threads).
Pools whose count each thread keeps for itself (OpenMP's, torch's) are limited in each thread, by
its innermost block. Pools every thread shares (OpenBLAS on pthreads, as in numpy's wheels) get,
under a lock, the smallest count among the innermost blocks open in any thread: a search beside
another thread's batch work keeps its one thread, and the batch work gets its count back when the
search ends.

Example:
    >>> import toolmem.threads
    >>> toolmem.threads.configure(query=1, batch=2)
"""

from __future__ import annotations

import os
import sys
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from typing import Any, TypeVar

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
_controllers_by_modules: dict[tuple[bool, ...], tuple[Any, Any]] = {}
_T = TypeVar("_T")


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


class _Pools(ABC):
    """Some thread pools whose limit :class:`_Limits` sets."""

    @abstractmethod
    def start(self, count: int) -> None:
        """Limit the pools to ``count`` threads, noting their limits from before."""

    @abstractmethod
    def change(self, count: int) -> None:
        """Change the limit of pools already started."""

    @abstractmethod
    def restore(self) -> None:
        """Put back the limits noted by :meth:`start`."""


class _Limits:
    """The limit on some pools while blocks are open: the smallest count among the innermost blocks
    open in each thread (for per-thread pools, the calling thread's innermost block).

    The smallest, because a query must not wait for its cores while batch work runs beside it in
    another thread; the counts of all open blocks, not a stack, because threads leave their blocks
    in any order. When the last block closes, the pools get back their limits from before the first.
    """

    def __init__(self, pools: _Pools) -> None:
        self.pools = pools
        self.open: dict[int, list[int]] = {}  # thread id -> counts of its open blocks, innermost last
        self.applied: int | None = None

    @contextmanager
    def holding(self, count: int, lock: AbstractContextManager[Any]) -> Iterator[None]:
        """Open a block with ``count`` threads in the calling thread, under ``lock``."""
        thread = threading.get_ident()
        try:
            with lock:
                self.open.setdefault(thread, []).append(count)
                self._apply()
            yield
        finally:
            with lock:
                counts = self.open[thread]
                counts.pop()
                if not counts:
                    del self.open[thread]
                self._apply()

    def _apply(self) -> None:
        wanted = min(counts[-1] for counts in self.open.values()) if self.open else None
        if wanted == self.applied:
            return
        if wanted is None:
            self.applied = None
            self.pools.restore()
        elif self.applied is None:
            self.pools.start(wanted)
            self.applied = wanted
        else:
            self.pools.change(wanted)
            self.applied = wanted


class _SharedPools(_Pools):
    """The pools every thread shares (OpenBLAS on pthreads as in numpy's wheels, BLIS, MKL), limited
    under :data:`_lock`."""

    def __init__(self) -> None:
        self.original: Any = None
        self.torch_before: int | None = None
        """torch's count when the first block opened: each thread gets it back (a thread started
        while a block is open starts at the limit, as torch starts threads at the count set last)."""

    def start(self, count: int) -> None:
        self.torch_before = _torch_threads()
        self.original = _shared_change(lambda: _controllers()[0].limit(limits=count))

    def change(self, count: int) -> None:
        _shared_change(lambda: _controllers()[0].limit(limits=count))

    def restore(self) -> None:
        original, self.original = self.original, None
        _shared_change(original.restore_original_limits)


class _OwnPools(_Pools):
    """The calling thread's own pools: OpenMP's and torch's counts are kept per thread, so a limit set
    in one thread leaves another's work on every core."""

    def __init__(self) -> None:
        self.original: Any = None
        self.torch_before: int | None = None

    def start(self, count: int) -> None:
        before = _shared_pools.torch_before
        self.torch_before = before if before is not None else _torch_threads()
        self.original = _controllers()[1].limit(limits=count)
        _set_torch(count)

    def change(self, count: int) -> None:
        _controllers()[1].limit(limits=count)
        _set_torch(count)

    def restore(self) -> None:
        original, self.original = self.original, None
        original.restore_original_limits()
        if self.torch_before is not None:
            _set_torch(self.torch_before)


def _shared_change(change: Callable[[], _T]) -> _T:
    """Change the shared pools' limits from the calling thread (under :data:`_lock`).

    threadpoolctl (3.8 on) lets only one thread change OpenBLAS's process-wide limit: the first that
    set it, while that thread lives; the others' changes are dropped without a word. So after one
    search in the main thread, every search from a server's worker threads ran OpenBLAS on every
    core (``bench/thread_search.py``). toolmem takes that control for each change and hands it back
    after, so the host program's own ``threadpool_limits`` works from any thread between blocks.
    """
    release = getattr(threadpoolctl.OpenBLASController, "clear_controlling_thread", None)
    if release is not None:
        release(force=True)
    try:
        return change()
    finally:
        if release is not None:
            release(force=True)


class _Own(threading.local):
    """The calling thread's limits on its own pools."""

    def __init__(self) -> None:
        self.limits = _Limits(_OwnPools())


_lock = threading.Lock()  # guards the shared limits: their pools are process-wide
_shared_pools = _SharedPools()
_shared = _Limits(_shared_pools)
_own = _Own()


@contextmanager
def _limited(count: int | None) -> Iterator[None]:
    if count is None:
        yield
        return
    with _shared.holding(count, _lock), _own.limits.holding(count, nullcontext()):
        yield


def _torch_threads() -> int | None:
    torch = sys.modules.get("torch")
    return int(torch.get_num_threads()) if torch is not None else None


def _set_torch(count: int) -> None:
    torch = sys.modules.get("torch")
    if torch is not None:
        torch.set_num_threads(count)


def _per_thread(pool: Any) -> bool:
    """Whether a pool's limit is the calling thread's own: OpenMP's, and OpenBLAS's when it runs on
    OpenMP (threadpoolctl then sets it with OpenMP's per-thread call)."""
    on_openmp = pool.internal_api == "openblas" and getattr(pool, "threading_layer", None) == "openmp"
    return bool(pool.user_api == "openmp" or on_openmp)


def _controllers() -> tuple[Any, Any]:
    """threadpoolctl's views of the pools loaded so far, shared and per-thread (rescanned when torch,
    faiss or onnxruntime arrive with their own OpenMP)."""
    key = tuple(name in sys.modules for name in ("torch", "faiss", "onnxruntime"))
    pair = _controllers_by_modules.get(key)
    if pair is None:
        every = threadpoolctl.ThreadpoolController()
        own = [pool.filepath for pool in every.lib_controllers if _per_thread(pool)]
        shared = [pool.filepath for pool in every.lib_controllers if not _per_thread(pool)]
        pair = _controllers_by_modules[key] = (every.select(filepath=shared), every.select(filepath=own))
    return pair
