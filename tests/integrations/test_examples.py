"""The examples of examples/integrations run as a user runs them (a subprocess, the hash embedder)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "integrations"


@pytest.mark.parametrize(
    ("example", "needs", "expected"),
    [
        ("langchain_middleware.py", "langchain", "tool call: replayed from the plan cache"),
        ("bigtool_retrieval.py", "langgraph_bigtool", "selected ids: ['demo.weather_forecast'"),
        ("openai_agents_sdk.py", "agents", "recorded: What is the weather in Paris tomorrow? -> Paris, tomorrow:"),
        ("pydantic_ai_agent.py", "pydantic_ai", "tool call: replayed from the plan cache"),
        ("llama_index_agent.py", "llama_index.core", "recorded: What is the weather in Paris tomorrow? -> Paris"),
        ("provider_tool_search.py", "toolmem", '"tool_reference", "tool_name": "weather_forecast"'),
    ],
)
def test_an_example_runs_and_shows_what_it_is_about(tmp_path: Path, example: str, needs: str, expected: str) -> None:
    pytest.importorskip(needs)
    env = {**os.environ, "TOOLMEM_EMBEDDER": "hash", "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / example), str(tmp_path / "example.db")],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert expected in done.stdout
