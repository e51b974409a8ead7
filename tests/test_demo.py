"""``make demo``: ``examples/demo.py`` (tool search), the same search from the command line, and
``examples/agent_demo.py`` (the self-healing sequence, offline).

The demos open their memory with the default embedder, the real local model, so these are model
tests; the agent's planner is the recording (no key in the environment).
"""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from checkout import fake_checkout
from toolmem.agent.demo_tools import calculate, weather_forecast

pytestmark = pytest.mark.model

ROOT = Path(__file__).resolve().parents[1]
REMOVED = (
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "TOOLMEM_LLM_MODEL",
    "TOOLMEM_LLM_BASE_URL",
    "TOOLMEM_EMBEDDER",
    "TOOLMEM_DB",
    "TOOLMEM_WORKSPACE",
)
PLAN = r"plan-[0-9a-f]{20}"


def run_demo(db: Path) -> str:
    env = {name: value for name, value in os.environ.items() if name not in REMOVED}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    done = subprocess.run(
        [sys.executable, "examples/agent_demo.py", str(db)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def sections(output: str) -> dict[int, str]:
    """The demo's numbered parts, by number."""
    parts = re.split(r"^(\d)\. ", output, flags=re.MULTILINE)
    return {int(number): text for number, text in zip(parts[1::2], parts[2::2], strict=True)}


def test_the_agent_demo_shows_miss_hit_with_a_slot_eviction_and_re_plan(tmp_path: Path) -> None:
    db = tmp_path / "demo" / "d.db"

    output = run_demo(db)

    assert output.startswith("no OPENAI_API_KEY: the model's turns are replayed from recording.json\n")
    part = sections(output)
    assert sorted(part) == [1, 2, 3, 4, 5, 6]

    miss = re.search(rf"\[miss: planned with the model in 2 turn\(s\), stored as ({PLAN})\]", part[1])
    assert miss is not None
    paris = miss.group(1)
    assert (
        f'weather.forecast({{"city": "Paris", "day": "tomorrow"}}) → {weather_forecast("Paris", "tomorrow")}'
        in (part[1])
    )

    london = weather_forecast("London", "tomorrow")
    assert re.search(rf"\[plan cache hit: {paris}, similarity [01]\.\d\d, Paris → London\]", part[2])
    assert f"agent> {london}" in part[2]

    assert re.findall(r"feedback: failed → plan score (\d\.\d\d)", part[3]) == ["0.70", "0.49", "0.34", "0.24"]
    assert "the score fell below ε = 0.2: the plan is evicted" in part[3]

    replanned = re.search(rf"\[miss: planned with the model in 3 turn\(s\), stored as ({PLAN})\]", part[4])
    assert replanned is not None
    assert replanned.group(1) != paris
    assert re.search(r"1\. time\.now\(\{\"timezone\": \"Europe/London\"\}\) → ", part[4])

    assert f"[plan cache hit: {replanned.group(1)}, similarity 1.00]" in part[5]
    assert f"agent> {london}" in part[5]

    assert f'math.calculate({{"expression": "17 * 23"}}) → {calculate("17 * 23")}' in part[6]
    assert (
        part[6]
        .rstrip()
        .endswith(
            "3 plans stored; every call is in experience memory:\n"
            "   weather.forecast: 4 call(s), success rate 100%\n"
            "   inventory.check: 1 call(s), success rate 100%\n"
            "   math.calculate: 1 call(s), success rate 100%"
        )
    )
    assert db.exists()


def make_demo(folder: Path) -> subprocess.CompletedProcess[str]:
    """``make demo`` in a copy of the checkout's layout whose .venv runs this Python (installed already)."""
    fake_checkout(folder)
    env = {name: value for name, value in os.environ.items() if name not in (*REMOVED, "COLUMNS", "MAKEFLAGS")}
    return subprocess.run(
        ["make", "demo"], cwd=folder, env=env, capture_output=True, text=True, timeout=600, check=False
    )


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_demo_prints_no_error_lines_and_shows_search_from_python_and_the_command_line(tmp_path: Path) -> None:
    done = make_demo(tmp_path)

    assert (done.returncode, done.stderr) == (0, "")
    python, command_line, agent = re.split(r"^== .* ==$\n", done.stdout, flags=re.MULTILINE)[1:]
    lines = python.splitlines()
    assert re.fullmatch(r"Indexed \d+ tools from \d+ example files: .*", lines[0])
    assert lines[2] == "Embedder: local:all-MiniLM-L6-v2+tools-v3."
    assert re.search(r"^> Convert 12 miles to kilometres\n  1\. utilities\.convert_units ", python, re.MULTILINE)
    schema = json.loads(python[python.index("\n{") :])
    assert schema["function"]["name"] == "send_sms"
    command, header, best, *_ = command_line.splitlines()
    assert command == '$ toolmem --db .demo/toolmem.db -w demo tools search "Convert 12 miles to kilometres" -k 3'
    assert header == "#  tool id                     score  description"
    assert re.fullmatch(r"1  utilities\.convert_units     \d\.\d{3}  Converts .*…", best)
    assert max(len(line) for line in command_line.splitlines()[1:]) <= 80
    assert agent.startswith("no OPENAI_API_KEY: the model's turns are replayed from recording.json\n")
