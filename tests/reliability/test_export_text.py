"""Exports send the model text, not HTML (issue 24, finding 11), with the original one option away.

Stripe's descriptions are HTML (``"<p>Create a refund.</p>"``) and were exported as they were.
Every export format but ``toolmem`` (the stored record) now reduces the HTML of the tool's
description and of the descriptions inside its schema to text; ``keep_html`` sends them as stored.
"""

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

import toolmem
from bench_data import openapi_specs
from server.support import BASE_URL, LOOPBACK
from toolmem.cli import cli
from toolmem.server import ServerSettings, create_app
from toolmem.text.tool_texts import html_to_text

STRIPE = {
    "id": "stripe.PostRefunds",
    "name": "PostRefunds",
    "description": '<p>Create a refund.</p><p>Refunds go back to the <a href="/docs/api/charges">charge</a>'
    " &amp; its card:</p><ul><li>in full</li><li>or in part</li></ul>",
    "parameters": {
        "type": "object",
        "properties": {
            "amount": {"type": "integer", "description": "<p>A positive integer in <strong>cents</strong>.</p>"},
            "reason": {"type": "string", "enum": ["duplicate"], "default": "duplicate"},
            "description": {"type": "string", "description": "Plain words, `code` and **Markdown** stay."},
        },
    },
}
TEXT = "Create a refund.\n\nRefunds go back to the charge & its card:\n\n- in full\n- or in part"
FORMATS = {
    "openai": lambda tool: (tool["function"]["description"], tool["function"]["parameters"]),
    "anthropic": lambda tool: (tool["description"], tool["input_schema"]),
    "mcp": lambda tool: (tool["description"], tool["inputSchema"]),
}
HTML = re.compile(r"</?(p|a|ul|li|strong)\b")


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    app = create_app(ServerSettings(db=str(tmp_path / "toolmem.db"), embedder="hash"))
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as test_client:
        assert test_client.post("/v1/workspaces/w/tools", json=[STRIPE]).status_code == 200
        yield test_client


@pytest.mark.parametrize("format_", list(FORMATS))
def test_an_export_sends_descriptions_as_text_and_keep_html_sends_them_as_stored(
    client: TestClient, format_: str
) -> None:
    text = client.get("/v1/workspaces/w/tools/export", params={"format": format_}).json()["tools"][0]
    kept = client.get("/v1/workspaces/w/tools/export", params={"format": format_, "keep_html": True}).json()["tools"][0]

    description, schema = FORMATS[format_](text)
    assert description == TEXT
    assert schema["properties"]["amount"]["description"] == "A positive integer in cents."
    assert schema["properties"]["description"]["description"] == "Plain words, `code` and **Markdown** stay."
    assert schema["properties"]["reason"]["default"] == "duplicate"
    original, original_schema = FORMATS[format_](kept)
    assert original == STRIPE["description"]
    assert (
        original_schema["properties"]["amount"]["description"] == "<p>A positive integer in <strong>cents</strong>.</p>"
    )


def test_the_stored_record_keeps_its_html(client: TestClient) -> None:
    stored = client.get("/v1/workspaces/w/tools/export", params={"format": "toolmem"}).json()["tools"][0]

    assert stored["description"] == STRIPE["description"]


def test_the_library_and_the_cli_export_text_with_the_same_option(tmp_path: Path) -> None:
    db = str(tmp_path / "lib.db")
    with toolmem.open(db, embedder="hash") as mem:
        mem.tools.add([STRIPE])
        text = mem.tools.export("anthropic")[0]["description"]
        kept = mem.tools.export("anthropic", keep_html=True)[0]["description"]
    printed = CliRunner().invoke(cli, ["--db", db, "--embedder", "hash", "tools", "export", "--format", "anthropic"])
    printed_kept = CliRunner().invoke(
        cli, ["--db", db, "--embedder", "hash", "tools", "export", "--format", "anthropic", "--keep-html"]
    )

    assert (text, kept) == (TEXT, STRIPE["description"])
    assert json.loads(printed.output)[0]["description"] == TEXT
    assert json.loads(printed_kept.output)[0]["description"] == STRIPE["description"]


def test_text_without_html_is_exported_as_written() -> None:
    for text in ("Returns List<Item> of **items**; see [docs](https://x.example).", "a < b and c > d", ""):
        assert html_to_text(text) == text


SPECS = openapi_specs()


@pytest.mark.skipif(SPECS is None, reason="the benchmark OpenAPI specs are absent (set TOOLMEM_BENCH_DATA)")
def test_no_html_is_left_in_the_real_stripe_export(tmp_path: Path) -> None:
    assert SPECS is not None
    spec = SPECS / "stripe-spec3-2023-09.yaml"
    with toolmem.open(str(tmp_path / "stripe.db"), embedder="hash") as mem:
        mem.tools.add_text(spec.read_text(encoding="utf-8"), namespace="stripe")
        stored = [tool.description for tool in mem.tools.list()]
        exported = mem.tools.export("openai", budget=None)

    assert sum(bool(HTML.search(text)) for text in stored) > 400  # Stripe writes HTML
    assert [tool["function"]["name"] for tool in exported if HTML.search(json.dumps(tool))] == []
