"""Every Python and shell block of the README and of docs/ runs as written (with the real local model),
or says why it cannot.

A page's blocks run in order in one fresh folder, as a reader would type them: files a block writes
are there for the next one, and ``examples/`` is the repository's. Python blocks run in this process
(each in a namespace of its own); shell blocks run in bash with ``set -euo pipefail``, ``toolmem`` and
``python`` on the PATH and no ``TOOLMEM_*`` or OpenAI setting from the environment. A block that
cannot run here (it installs packages, serves until stopped, needs a key or an hour) is preceded
by a comment giving the reason::

    <!-- not-run: starts a server that runs until stopped -->
    ```bash
    toolmem serve
    ```

``mkdocs build --strict`` (broken links, missing pages, bad docstrings) runs in ``make test``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
PYTHON = {"python", "py"}
SHELL = {"bash", "sh", "shell"}
FENCE = re.compile(r"^(?P<indent>[ ]*)```(?P<lang>[\w-]*)[^\n]*\n(?P<body>.*?)^(?P=indent)```[ ]*$", re.M | re.S)
NOT_RUN = re.compile(r"<!--\s*not-run:(?P<reason>[^<>]*?)-->\s*$")
# Settings of the developer's environment that would change what a snippet does.
CLEARED = ("OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY")


@dataclass(frozen=True)
class Block:
    """One fenced code block of a page."""

    page: Path
    line: int
    lang: str
    body: str
    not_run: str | None  # the reason given, or None when the block runs

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"


def blocks(page: Path) -> list[Block]:
    """The fenced code blocks of ``page``, with the reason any of them is not run."""
    text = page.read_text(encoding="utf-8")
    found = []
    for match in FENCE.finditer(text):
        before = text[: match.start()].rstrip()
        marker = NOT_RUN.search(before[-400:])
        reason = " ".join(marker.group("reason").split()) if marker else None
        body = "\n".join(line.removeprefix(match.group("indent")) for line in match.group("body").splitlines())
        line = text.count("\n", 0, match.start()) + 1
        found.append(Block(page, line, match.group("lang").lower(), body + "\n", reason))
    return found


def runnable(page: Path) -> list[Block]:
    return [block for block in blocks(page) if block.lang in PYTHON | SHELL and block.not_run is None]


PAGES_WITH_CODE = [page for page in PAGES if runnable(page)]


def test_the_readme_and_the_docs_have_code_to_run() -> None:
    assert len(runnable(ROOT / "README.md")) >= 2
    assert len(PAGES_WITH_CODE) >= 10


def test_every_block_not_run_says_why() -> None:
    unexplained = [
        block.where
        for page in PAGES
        for block in blocks(page)
        if block.not_run is not None and len(block.not_run) < 10  # a reason, not a bare marker
    ]

    assert unexplained == []


def test_every_code_block_names_its_language() -> None:
    assert [block.where for page in PAGES for block in blocks(page) if not block.lang] == []


@pytest.fixture
def reader(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh folder with the repository's examples, the model offline and no settings from outside."""
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    bin_dir = tmp_path / ".bin"
    bin_dir.mkdir()
    # This checkout's source first, also for processes started without our environment (MCP clients
    # pass a server only a few variables).
    source = f"PYTHONPATH={ROOT / 'src'}${{PYTHONPATH:+:$PYTHONPATH}}"
    (bin_dir / "python").write_text(f'#!/bin/sh\n{source} exec {sys.executable} "$@"\n')
    (bin_dir / "toolmem").write_text(
        f'#!/bin/sh\n{source} exec {sys.executable} -c "from toolmem.cli import main; main()" "$@"\n'
    )
    for script in bin_dir.iterdir():
        script.chmod(0o755)
    for name in [name for name in os.environ if name.startswith("TOOLMEM_")] + list(CLEARED):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRANSFORMERS_OFFLINE", "1")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / ".data"))  # the default database lands here
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT / "src"), *sys.path]))
    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run_python(block: Block) -> None:
    exec(compile(block.body, block.where, "exec"), {"__name__": "__docs__"})


def run_shell(block: Block, folder: Path) -> None:
    done = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", block.body],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=600,
        stdin=subprocess.DEVNULL,
        check=False,
    )
    assert done.returncode == 0, f"{block.where} exited {done.returncode}\n{done.stdout}\n{done.stderr}"


@pytest.mark.model
@pytest.mark.parametrize("page", PAGES_WITH_CODE, ids=[str(page.relative_to(ROOT)) for page in PAGES_WITH_CODE])
def test_each_pages_code_runs_in_order(page: Path, reader: Path) -> None:
    for block in runnable(page):
        if block.lang in PYTHON:
            run_python(block)
        else:
            run_shell(block, reader)


def test_the_settings_page_names_every_environment_variable_the_package_reads() -> None:
    code = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "src" / "toolmem").rglob("*.py"))
    settings = (ROOT / "docs" / "reference" / "settings.md").read_text(encoding="utf-8")

    read = set(re.findall(r"\bTOOLMEM_[A-Z_]+", code))

    assert len(read) >= 7
    assert sorted(name for name in read if f"`{name}`" not in settings) == []


def test_every_link_of_the_readme_leads_to_a_file_of_the_repository() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    targets = [target.split("#")[0] for target in re.findall(r"\]\(([^)#][^)]*)\)", text)]

    assert len(targets) >= 20
    assert [target for target in targets if "://" not in target and not (ROOT / target).exists()] == []
