"""What listings print: one plain line per row, cut to the terminal's width, and times kept short.

A listing is a header line and one line per row, columns two spaces apart. Ids and numbers are
never cut; at most one column (a description, a request, a text) is flexible: it takes the width
left and is cut with "…". The width is the terminal's, ``COLUMNS`` when set, else 80 (in a pipe).
``--json`` prints the same rows in full instead (:func:`toolmem.cli.common.emit_json`).

Example::

    columns = (Column("#", right=True), Column("tool id"), Column("score", right=True),
               Column("description", flexible=True))
    print_rows(columns, [("1", "weather.current", "5.165", "Returns the conditions now.")], "no tools")
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

import click
from rich.cells import cell_len, set_cell_size

__all__ = ["Column", "ago", "day", "first_line", "one_line", "print_rows", "render", "terminal_width"]

_GAP = "  "
_ELLIPSIS = "…"
#: The least width a flexible column is given, however narrow the terminal.
MIN_FLEXIBLE = 12
_UNITS = ((1, "s", 60), (60, "m", 3600), (3600, "h", 86400), (86400, "d", float("inf")))  # size, unit, below


@dataclass(frozen=True)
class Column:
    """One column of a listing.

    Attributes:
        header: its title.
        right: align right (numbers).
        flexible: take the width the other columns leave; the text is cut with "…".
        most: the widest it may be; a longer text is cut with "…".
        keep_end: cut from the start instead, keeping the end ("…/handbook/refunds.md").
    """

    header: str
    right: bool = False
    flexible: bool = False
    most: int | None = None
    keep_end: bool = False


def terminal_width() -> int:
    """The width to fit: ``COLUMNS``, else the terminal's, else 80 (in a pipe)."""
    return shutil.get_terminal_size((80, 24)).columns


def render(columns: Sequence[Column], rows: Sequence[Sequence[str]], width: int) -> list[str]:
    """The header and row lines of a listing fitted into ``width`` columns."""
    table = [[one_line(cell) for cell in row] for row in rows]
    widths = _widths(columns, [[column.header for column in columns], *table], width)
    return [_line(columns, widths, cells) for cells in ([column.header for column in columns], *table)]


def print_rows(columns: Sequence[Column], rows: Sequence[Sequence[str]], empty: str) -> None:
    """Print a listing on stdout (the header in bold on a terminal), or ``empty`` without rows."""
    if not rows:
        click.echo(empty)
        return
    header, *lines = render(columns, rows, terminal_width())
    click.echo(click.style(header, bold=True))
    for line in lines:
        click.echo(line)


def first_line(text: str) -> str:
    """The first line of a text that has any words, its spaces collapsed (a description's summary)."""
    for line in text.splitlines():
        if line.strip():
            return " ".join(line.split())
    return ""


def one_line(text: str) -> str:
    """The whole text on one line, its spaces and line breaks collapsed."""
    return " ".join(text.split())


def ago(timestamp: float | None, now: float | None = None) -> str:
    """How long ago, shortly: ``12s ago``, ``5m ago``, ``3h ago``, ``9d ago``; the date from 30 days
    back, and for a time more than a minute ahead (a clock set wrong, a time given by a client)."""
    if timestamp is None:
        return "-"
    seconds = (time.time() if now is None else now) - timestamp
    if not -60 < seconds < 30 * 86400:
        return day(timestamp)
    seconds = max(0.0, seconds)
    size, unit = next((size, unit) for size, unit, below in _UNITS if seconds < below)
    return f"{int(seconds // size)}{unit} ago"


def day(timestamp: float) -> str:
    """The UTC date of a timestamp, ``2026-11-25``."""
    return datetime.fromtimestamp(timestamp, UTC).strftime("%Y-%m-%d")


def _widths(columns: Sequence[Column], table: Sequence[Sequence[str]], width: int) -> list[int]:
    natural = [max(cell_len(row[i]) for row in table) for i in range(len(columns))]
    widths = [min(size, column.most) if column.most else size for size, column in zip(natural, columns, strict=True)]
    flexible = [i for i, column in enumerate(columns) if column.flexible]
    if flexible:
        gaps = len(_GAP) * (len(columns) - 1)
        # Capped columns give way (down to their header) before the flexible ones drop below their least.
        capped = [i for i, column in enumerate(columns) if column.most and not column.flexible]
        while sum(w for i, w in enumerate(widths) if i not in flexible) + gaps > width - MIN_FLEXIBLE * len(flexible):
            wide = [i for i in capped if widths[i] > cell_len(columns[i].header)]
            if not wide:
                break
            widths[max(wide, key=lambda i: widths[i])] -= 1
        fixed = sum(size for i, size in enumerate(widths) if i not in flexible) + gaps
        share = max(MIN_FLEXIBLE, (width - fixed) // len(flexible))
        for i in flexible:
            widths[i] = min(widths[i], max(share, cell_len(columns[i].header)))
    return widths


def _line(columns: Sequence[Column], widths: Sequence[int], cells: Sequence[str]) -> str:
    parts = []
    for column, size, cell in zip(columns, widths, cells, strict=True):
        text = _fit(cell, size, keep_end=column.keep_end)
        pad = " " * (size - cell_len(text))
        parts.append(pad + text if column.right else text + pad)
    return _GAP.join(parts).rstrip()


def _fit(text: str, size: int, *, keep_end: bool) -> str:
    if cell_len(text) <= size:
        return text
    if keep_end:  # a wide character that does not fit whole leaves a space, dropped with the others
        return _ELLIPSIS + set_cell_size(text[::-1], size - 1).rstrip()[::-1]
    return set_cell_size(text, size - 1).rstrip() + _ELLIPSIS
