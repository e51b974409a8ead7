"""Every command-line test starts from a clean environment: no database, workspace, embedder or
OpenAI settings inherited from the shell, and a wide terminal so tables are not cut."""

import pytest

from openai_stub import scrub_environment


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("TOOLMEM_DB", "TOOLMEM_WORKSPACE", "TOOLMEM_EMBEDDER"):
        monkeypatch.delenv(name, raising=False)
    scrub_environment(monkeypatch)
    monkeypatch.setenv("COLUMNS", "200")
