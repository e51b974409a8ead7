"""The README's Python snippets run as written (with the real local model)."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SNIPPETS = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), re.S)


def test_the_readme_has_python_snippets() -> None:
    assert len(SNIPPETS) >= 2


@pytest.mark.model
@pytest.mark.parametrize("snippet", SNIPPETS, ids=[f"snippet{i}" for i in range(len(SNIPPETS))])
def test_each_readme_snippet_runs(
    snippet: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")

    exec(compile(snippet, "README.md", "exec"), {})

    assert capsys.readouterr().out.strip()
