"""``index``/``search`` as aumai-toolretrieval runs them, and search with an LLM rerank, through the real CLI."""

import json
from pathlib import Path

import pytest
from cli_helpers import ok, ok_json, run

from openai_stub import OpenAIStub
from rerank_script import reverse

AUMAI = [
    {
        "tool_id": "wx-1",
        "name": "Weather lookup",
        "description": "Forecast the weather for a town",
        "tags": ["weather"],
        "capabilities": ["forecast", "rain"],
    },
    {"tool_id": "fx-1", "name": "Currency", "description": "Convert money between currencies.", "tags": ["finance"]},
    {"tool_id": "mail-1", "name": "Mailer", "description": "Send an email to someone.", "tags": ["mail"]},
]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """aumai's layout: one ToolRecord per JSON file, and one file that is not a tool."""
    tools = tmp_path / "tools"
    tools.mkdir()
    for record in AUMAI:
        (tools / f"{record['tool_id']}.json").write_text(json.dumps(record))
    (tools / "zz_broken.json").write_text('{"tool_id": ')
    return tools


def test_index_skips_a_malformed_file_with_a_warning_and_exits_0_like_aumai(tmp_path: Path, folder: Path) -> None:
    result = run(tmp_path / "t.db", "index", "--tools-dir", str(folder))

    assert result.exit_code == 0
    assert result.stdout == "indexed 3 tools from 4 files (1 rejected): 3 added, 0 updated, 0 unchanged (3 embedded)\n"
    assert result.stderr.startswith(f"warning: skipped: {folder / 'zz_broken.json'} at line 1: invalid JSON")
    assert result.stderr.count("\n") == 1


def test_tools_add_still_fails_on_a_malformed_file(tmp_path: Path, folder: Path) -> None:
    result = run(tmp_path / "t.db", "tools", "add", str(folder))
    assert result.exit_code == 1
    assert result.stderr.startswith("error: ")


def test_search_json_keeps_the_description_as_given_and_says_what_score_is(tmp_path: Path, folder: Path) -> None:
    db = tmp_path / "t.db"
    run(db, "index", "--tools-dir", str(folder))

    hits = ok_json(run(db, "search", "--query", "will it rain in the town", "--top-k", "1", "--output-format", "json"))

    assert hits[0]["tool_id"] == "wx-1"
    assert hits[0]["description"] == "Forecast the weather for a town"
    assert hits[0]["score_type"].startswith("fused relevance")


def test_search_and_tools_search_rerank_with_the_model_from_the_environment(
    tmp_path: Path, folder: Path, stub: OpenAIStub
) -> None:
    db = tmp_path / "t.db"
    run(db, "index", "--tools-dir", str(folder))
    stub.chat = reverse
    env = {"TOOLMEM_LLM_MODEL": "stub-model", "TOOLMEM_LLM_BASE_URL": stub.url}
    fused = [hit["tool_id"] for hit in ok_json(run(db, "search", "--query", "rain", "--output-format", "json"))]

    aumai = ok_json(run(db, "search", "--query", "rain", "--rerank", "--output-format", "json", env=env))
    native = ok_json(run(db, "tools", "search", "rain", "--rerank", "--json", env=env))

    assert [hit["tool_id"] for hit in aumai] == fused[::-1]
    assert [hit["id"] for hit in native] == fused[::-1]
    assert native[0]["justification"] == f"judged {fused[-1]}"
    assert len(stub.chat_requests) == 2  # one per command
    assert "rerank" in native[0]["reasons"]


def test_rerank_without_a_chat_model_fails_with_one_line(tmp_path: Path, folder: Path) -> None:
    db = tmp_path / "t.db"
    run(db, "index", "--tools-dir", str(folder))

    result = run(db, "tools", "search", "rain", "--rerank")

    assert result.exit_code == 1
    assert result.stderr.startswith("error: rerank=True needs a chat model")
    assert ok(run(db, "tools", "search", "rain")).startswith("#")
