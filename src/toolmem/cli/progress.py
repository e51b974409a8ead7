"""Progress bars on stderr for long commands: the library's reports (:mod:`toolmem.progress`) drawn
with rich, one bar per stage, with the count, the total and the time left.

They are drawn when stderr is a terminal, or always with the global ``--progress`` (then, off a
terminal, as one plain line per finished stage); ``--no-progress`` turns them off.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    SpinnerColumn,
    TaskID,
    TextColumn,
    TimeRemainingColumn,
)
from rich.progress import Progress as Display

from toolmem.progress import Progress, TextProgress

__all__ = ["RichProgress", "progress_bars"]


class RichProgress:
    """A :class:`toolmem.progress.Progress` that draws one rich bar per stage.

    Args:
        display: the rich display the bars are added to.
    """

    def __init__(self, display: Display) -> None:
        self.display = display
        self.tasks: dict[str, TaskID] = {}

    def __call__(self, stage: str, done: int, total: int | None) -> None:
        """Show ``done`` of ``total`` on the stage's bar (a stage started again is reset)."""
        task = self.tasks.get(stage)
        if task is None:
            self.tasks[stage] = self.display.add_task(stage, total=total, completed=done)
        elif done == 0:
            self.display.reset(task, total=total)
        else:
            self.display.update(task, total=total, completed=done)


@contextmanager
def progress_bars(enabled: bool | None = None) -> Iterator[Progress | None]:
    """The progress callback for one command's long work, or ``None`` when bars are off.

    Args:
        enabled: ``True`` or ``False`` to force; ``None`` (the default) follows the global
            ``--progress/--no-progress`` option, and without it whether stderr is a terminal.
    """
    if enabled is None:
        enabled = _option()
    if enabled is False or (enabled is None and not sys.stderr.isatty()):
        yield None
        return
    if not sys.stderr.isatty():
        yield TextProgress()
        return
    columns = (
        SpinnerColumn(),
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    with Display(*columns, console=Console(stderr=True), transient=True) as display:
        yield RichProgress(display)


def _option() -> bool | None:
    """The global ``--progress/--no-progress`` of the running command, if any was given."""
    ctx = click.get_current_context(silent=True)
    if ctx is None:
        return None
    value = ctx.find_root().params.get("progress")
    return value if isinstance(value, bool) else None
