"""``search_tools`` with ``rerank``: a ``toolmem mcp`` process and a ``toolmem gateway`` process whose
chat model is the OpenAI stub."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from mcp_harness import SERVERS, TOOLMEM, Connection, connect

import toolmem
from openai_stub import OpenAIStub
from rerank_script import reverse

TOOLS = [
    {"id": "weather.forecast", "name": "get_forecast", "description": "Weather forecast: rain and sun tomorrow."},
    {"id": "weather.alerts", "name": "get_alerts", "description": "Storm and rain warnings for a region."},
    {"id": "mail.send", "name": "send_email", "description": "Send an email message to a recipient."},
]


@pytest.fixture(scope="module")
def stub_server() -> Iterator[OpenAIStub]:
    with OpenAIStub(chat=reverse) as server:
        yield server


@pytest.fixture(scope="module")
def server(module_dir: Path, stub_server: OpenAIStub) -> Iterator[Connection]:
    path = str(module_dir / "rerank.db")
    with toolmem.open(path, embedder="hash") as mem:
        mem.tools.add(TOOLS)
    env = {"TOOLMEM_LLM_MODEL": "stub-model", "TOOLMEM_LLM_BASE_URL": stub_server.url}
    with (
        (module_dir / "stderr.txt").open("w") as errlog,
        connect([*TOOLMEM, "--db", path, "--embedder", "hash", "mcp"], errlog, env=env) as conn,
    ):
        yield conn


def test_search_tools_reranks_with_the_servers_chat_model(server: Connection, stub_server: OpenAIStub) -> None:
    fused = server.call("search_tools", {"query": "will it rain tomorrow", "k": 3}).structured_content
    reranked = server.call("search_tools", {"query": "will it rain tomorrow", "k": 3, "rerank": True})

    assert fused is not None
    assert not reranked.is_error
    assert reranked.structured_content is not None
    order = [tool["id"] for tool in fused["tools"]]
    found = reranked.structured_content["tools"]
    assert [tool["id"] for tool in found] == order[::-1]
    assert found[0]["relevance"] == 1.0
    assert found[0]["justification"] == f"judged {order[-1]}"
    assert "relevance" not in fused["tools"][0]
    assert len(stub_server.chat_requests) == 1


@pytest.fixture(scope="module")
def gateway_stub() -> Iterator[OpenAIStub]:
    with OpenAIStub(chat=reverse) as server:
        yield server


@pytest.fixture(scope="module")
def gateway(module_dir: Path, gateway_stub: OpenAIStub) -> Iterator[Connection]:
    """A gateway in front of the weather server whose config makes rerank the default."""
    config = {
        "servers": {"weather": {"command": sys.executable, "args": ["weather_server.py"], "cwd": str(SERVERS)}},
        "rerank": True,
    }
    path = module_dir / "gateway.yaml"
    path.write_text(yaml.safe_dump(config))
    env = {"TOOLMEM_LLM_MODEL": "stub-model", "TOOLMEM_LLM_BASE_URL": gateway_stub.url}
    db = str(module_dir / "gateway.db")
    with (
        (module_dir / "gateway-stderr.txt").open("w") as errlog,
        connect([*TOOLMEM, "--db", db, "--embedder", "hash", "gateway", str(path)], errlog, env=env) as conn,
    ):
        yield conn


def test_the_gateway_reranks_every_search_when_its_config_says_so(
    gateway: Connection, gateway_stub: OpenAIStub
) -> None:
    query = {"query": "weather in a city", "k": 3}
    fused = gateway.call("search_tools", {**query, "rerank": False}).structured_content
    reranked = gateway.call("search_tools", query)  # no rerank argument: the config's default

    assert fused is not None
    assert not reranked.is_error
    assert reranked.structured_content is not None
    order = [tool["id"] for tool in fused["tools"]]
    found = reranked.structured_content["tools"]
    assert sorted(order) == ["weather.alerts", "weather.current_conditions", "weather.forecast"]
    assert [tool["id"] for tool in found] == order[::-1]
    assert (found[0]["relevance"], found[0]["justification"]) == (1.0, f"judged {order[-1]}")
    assert "relevance" not in fused["tools"][0]
    assert len(gateway_stub.chat_requests) == 1
