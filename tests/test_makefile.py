"""The Makefile's install step prints no error lines, even when a library file does not compile."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from checkout import ROOT, fake_checkout

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def test_installing_prints_nothing_when_an_installed_file_does_not_compile(tmp_path: Path) -> None:
    fake_checkout(tmp_path, installed=False)
    lib = tmp_path / ".venv" / "lib"
    (lib / "python2_example.py").write_text("print 'written for Python 2'\n")
    (lib / "module.py").write_text("print('written for Python 3')\n")
    # Under `make test` the outer make's MAKELEVEL makes the inner one print "Entering directory".
    env = {name: value for name, value in os.environ.items() if name not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}

    done = subprocess.run(  # PIP=true: the install commands do nothing; compileall runs for real
        ["make", "PIP=true", ".venv/.installed"], cwd=tmp_path, env=env, capture_output=True, text=True, check=False
    )

    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    assert (tmp_path / ".venv" / ".installed").exists()
    assert [path.name.split(".")[0] for path in (lib / "__pycache__").iterdir()] == ["module"]  # the rest compiled


def test_no_recipe_ignores_its_errors_with_a_dash() -> None:
    recipes = [line for line in (ROOT / "Makefile").read_text().splitlines() if line.startswith("\t")]

    assert [line for line in recipes if line.lstrip("\t@").startswith("-")] == []
