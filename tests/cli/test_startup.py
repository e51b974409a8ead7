"""Commands that need no model never import torch, sentence-transformers or transformers."""

import subprocess
import sys
from pathlib import Path

import pytest

HEAVY = ("torch", "sentence_transformers", "transformers")
CHECK = (
    "import sys\n"
    "from toolmem.cli import cli\n"
    "try:\n"
    "    cli.main(sys.argv[1:], prog_name='toolmem')\n"
    "except SystemExit as exit:\n"
    "    assert not exit.code, exit.code\n"
    f"print(sorted(name for name in {HEAVY!r} if name in sys.modules))\n"
)


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("startup") / "toolmem.db"
    examples = Path(__file__).resolve().parents[2] / "examples" / "catalogue"
    subprocess.run(
        [sys.executable, "-c", CHECK, "--db", str(path), "tools", "add", str(examples)], check=True, capture_output=True
    )
    return path


@pytest.mark.parametrize(
    "command",
    [
        ["tools", "list"],
        ["tools", "show", "weather.forecast_daily"],
        ["calls", "list"],
        ["plans", "list"],
        ["keys", "list"],
        ["search", "--query", "will it rain in Porto"],
    ],
    ids=lambda command: " ".join(command[:2]),
)
def test_a_command_never_imports_the_heavy_model_libraries(db: Path, command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHECK, "--db", str(db), *command], check=True, capture_output=True, text=True
    )

    assert done.stdout.strip().splitlines()[-1] == "[]"
