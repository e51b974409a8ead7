"""How long work reports its progress: a callback protocol, and a plain bar for ``progress=True``.

The library's long calls (``mem.tools.add_path``, ``mem.tools.add``, ``mem.docs.add``,
``mem.code.index``, :func:`toolmem.stores.transfer.migrate`, the benchmarks) take ``progress=``:

- ``None`` or ``False`` (the default): nothing is reported;
- ``True``: a plain text bar on standard error (:class:`TextProgress`);
- any :class:`Progress`: a callable ``progress(stage, done, total)``. Each stage (``"reading
  files"``, ``"embedding tools"``, ...) is announced with ``done=0`` before its work starts, so a
  display can show the total at once; ``done`` then counts up to ``total`` (``None`` when the
  total is not known in advance). A stage may start again (one per document, say).

The command line draws the same reports with rich (:mod:`toolmem.cli.progress`).

Example::

    mem.tools.add_path("specs/", progress=True)
    mem.tools.add_path("specs/", progress=lambda stage, done, total: print(stage, done, total))
"""

from __future__ import annotations

import sys
import time
from typing import IO, Protocol

__all__ = ["Progress", "ProgressOption", "Stage", "TextProgress", "eta", "resolve", "stage"]


class Progress(Protocol):
    """Told how far long work has got: ``progress(stage, done, total)``.

    Called with ``done=0`` when a stage starts, then with the number of units done so far (files,
    texts, queries); ``total`` is the stage's size, or ``None`` when it is not known in advance.
    """

    def __call__(self, stage: str, done: int, total: int | None) -> None:
        """Report that ``done`` of ``total`` units of ``stage`` are done."""


#: What a ``progress=`` argument accepts: nothing, ``True`` for :class:`TextProgress`, or a callback.
ProgressOption = bool | Progress | None


def resolve(progress: ProgressOption) -> Progress | None:
    """The callback a ``progress=`` argument stands for (``None``: report nothing)."""
    if progress is None or progress is False:
        return None
    if progress is True:
        return TextProgress()
    return progress


class Stage:
    """One stage of work being reported: counts units done and tells the callback.

    Pass :meth:`advance` where the library takes a count callback (``Embedder.embed(progress=)``).

    Args:
        progress: the callback, or ``None`` to count silently.
        name: what the stage does (``"embedding tools"``).
        total: how many units it has, if known.
    """

    def __init__(self, progress: Progress | None, name: str, total: int | None) -> None:
        self.progress = progress
        self.name = name
        self.total = total
        self.done = 0
        if progress is not None:
            progress(name, 0, total)

    def advance(self, units: int = 1) -> None:
        """Count ``units`` more units done."""
        self.done += units
        if self.progress is not None:
            self.progress(self.name, self.done, self.total)


def stage(progress: Progress | None, name: str, total: int | None = None) -> Stage:
    """Start reporting a stage of ``total`` units to ``progress`` (see :class:`Stage`)."""
    return Stage(progress, name, total)


def eta(done: int, total: int | None, elapsed: float) -> float | None:
    """Seconds left at the pace so far; ``None`` before the first unit or without a total."""
    if total is None or done <= 0 or elapsed <= 0:
        return None
    return max(total - done, 0) * elapsed / done


class TextProgress:
    """A plain progress bar on standard error (what ``progress=True`` draws).

    On a terminal one line is redrawn in place (at most every ``interval`` seconds): the stage, a
    bar, ``done/total`` and the time left. Elsewhere (a log file, a notebook's captured stream)
    each stage writes one line when it finishes.

    Args:
        stream: where to write (default: standard error at the time of each report).
        width: the bar's width in characters.
        interval: the least seconds between two redraws of the same stage.
    """

    def __init__(self, stream: IO[str] | None = None, *, width: int = 24, interval: float = 0.1) -> None:
        self.stream = stream
        self.width = width
        self.interval = interval
        self._started: dict[str, float] = {}  # when each stage last started
        self._drawn = 0.0

    def __call__(self, stage: str, done: int, total: int | None) -> None:
        """Draw the report (see :class:`Progress`)."""
        stream = self.stream or sys.stderr
        now = time.monotonic()
        if done == 0 or stage not in self._started:
            self._started[stage], self._drawn = now, 0.0
        elapsed = now - self._started[stage]
        finished = total is not None and done >= total
        live = stream.isatty()
        if live and (finished or now - self._drawn >= self.interval):
            self._drawn = now
            stream.write(f"\r{self.line(stage, done, total, elapsed)}\x1b[K")
            if finished:
                stream.write("\n")
            stream.flush()
        elif not live and finished and done > 0:
            stream.write(f"{stage}: {done}/{total} in {elapsed:.1f} s\n")
            stream.flush()

    def line(self, stage: str, done: int, total: int | None, elapsed: float) -> str:
        """The text of one report: ``embedding tools [#####-----] 120/874 0:00:07 left``."""
        if total is None or total <= 0:
            return f"{stage} {done} ({_clock(elapsed)})"
        filled = min(self.width, self.width * done // total)
        bar = "#" * filled + "-" * (self.width - filled)
        left = eta(done, total, elapsed)
        when = f"{_clock(left)} left" if left is not None and done < total else _clock(elapsed)
        return f"{stage} [{bar}] {done}/{total} {when}"


def _clock(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"
