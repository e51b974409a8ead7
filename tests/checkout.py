"""A copy of the checkout's layout for running the Makefile: its files linked, and a .venv whose
python and toolmem run the interpreter of the tests (so nothing is installed)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def fake_checkout(folder: Path, *, installed: bool = True) -> Path:
    """Link the Makefile, pyproject.toml and examples into ``folder`` and give it a .venv; with
    ``installed`` the install step counts as done. Returns ``folder``."""
    for name in ("Makefile", "pyproject.toml", "examples"):
        (folder / name).symlink_to(ROOT / name)
    bin_dir = folder / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    (folder / ".venv" / "lib").mkdir()
    (bin_dir / "python").write_text(f'#!/bin/sh\nexec {sys.executable} "$@"\n')
    (bin_dir / "toolmem").write_text(
        f'#!/bin/sh\nexec {sys.executable} -c "from toolmem.cli import main; main()" "$@"\n'
    )
    for script in bin_dir.iterdir():
        script.chmod(0o755)
    if installed:
        (folder / ".venv" / ".installed").touch()
    return folder
