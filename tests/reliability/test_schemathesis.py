"""schemathesis over the live server's OpenAPI document, without and with a workspace key.

The real ``toolmem serve`` runs in a subprocess; the schemathesis CLI (a dev dependency) generates
requests for every operation — examples, coverage, fuzzing and stateful sequences — and runs every
check (``tests/reliability/schemathesis.toml`` lists the few exceptions and why). A fixed seed and
a bounded number of examples keep each run under a minute and repeatable; pass ``--seed`` values
by hand (``st run ... --seed N``) to explore further.
"""

import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

import live_server
from toolmem.cli import cli

CONFIG = Path(__file__).with_name("schemathesis.toml")
SCHEMATHESIS = str(Path(sys.executable).parent / "st")
EXAMPLES = 25
SEED = 17


def run_schemathesis(url: str, config: Path, workdir: Path, *options: str) -> str:
    """Run schemathesis against ``url`` from ``workdir`` (where it keeps its cache); fail with its
    report unless every check passed."""
    command = [
        SCHEMATHESIS,
        "--config-file",
        str(config),
        "run",
        f"{url}/openapi.json",
        "--max-examples",
        str(EXAMPLES),
        "--seed",
        str(SEED),
        "--workers",
        "1",
        "--no-shrink",
        "--generation-database",
        "none",  # no replay of earlier runs' findings: the same seed, the same requests
        *options,
    ]
    done = subprocess.run(
        command, capture_output=True, text=True, timeout=600, env=live_server.environment(), cwd=workdir
    )
    assert done.returncode == 0, done.stdout[-20_000:] + done.stderr[-5_000:]
    return done.stdout


def test_every_check_passes_on_every_operation_without_keys(tmp_path: Path) -> None:
    dumps = tmp_path / "dumps"
    with live_server.serving(str(tmp_path / "toolmem.db"), "--dump-dir", str(dumps)) as (url, _):
        report = run_schemathesis(url, CONFIG, tmp_path)

    assert "passed" in report
    assert "Server error" not in report


def test_every_check_passes_with_a_workspace_key(tmp_path: Path) -> None:
    db = str(tmp_path / "toolmem.db")
    created = CliRunner().invoke(cli, ["--db", db, "keys", "create", "fuzz", "--workspace", "w"])
    assert created.exit_code == 0, created.output
    token = next(word for word in created.output.replace('"', " ").split() if word.startswith("tm_"))
    config = tmp_path / "schemathesis.toml"
    config.write_text('parameters = { workspace = "w" }\n' + CONFIG.read_text())  # the key's workspace in paths
    with live_server.serving(db, "--dump-dir", str(tmp_path / "dumps")) as (url, _):
        report = run_schemathesis(url, config, tmp_path, "--header", f"Authorization: Bearer {token}")

    assert "passed" in report
