"""Disks that fill up or cannot be written, for the disk-fault tests, without touching the machine.

Each is a mount made in a private mount namespace of one child process (``unshare --user
--map-root-user --mount``): nothing outside the child sees it, it vanishes when the child exits,
and no privilege is needed where unprivileged user namespaces are allowed (as root they always
are). A command is run on such a disk by putting :func:`small_disk` or :func:`read_only` before it.
"""

from __future__ import annotations

import shlex
from pathlib import Path


def _in_namespace(setup: str) -> list[str]:
    """A command prefix: run ``setup`` (shell) in a private mount namespace, then the command."""
    return ["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", f'{setup} && exec "$@"', "sh"]


def small_disk(folder: Path, size: str) -> list[str]:
    """Run the command with an empty file system of ``size`` (``"2m"``) mounted at ``folder``."""
    where = shlex.quote(str(folder))
    return _in_namespace(f"mount -t tmpfs -o size={size} tmpfs {where}")


def read_only(folder: Path) -> list[str]:
    """Run the command with ``folder`` mounted read-only over itself (root cannot write it either)."""
    where = shlex.quote(str(folder))
    return _in_namespace(f"mount --bind {where} {where} && mount -o remount,bind,ro {where}")
