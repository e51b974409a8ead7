"""The gateway's configuration file: parsing, defaults and the messages of invalid files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from toolmem.cli import cli
from toolmem.errors import ConfigError
from toolmem.mcp.config import GatewayConfig, ServerConfig, load_config


def test_a_yaml_file_gives_stdio_and_http_servers_running_in_the_files_folder(tmp_path: Path) -> None:
    path = tmp_path / "gateway.yaml"
    path.write_text(
        "servers:\n"
        "  weather: {command: python, args: [weather.py, --units, 1], env: {UNITS: metric}}\n"
        "  tools: {command: node, args: [index.js], cwd: sub}\n"
        "  files: {url: 'http://127.0.0.1:9000/mcp', headers: {Authorization: Bearer x}}\n"
        "pinned: [weather.forecast, weather.forecast]\n"
        "search_k: 8\n"
        "timeout: 5\n"
    )
    assert load_config(path) == GatewayConfig(
        servers=(
            ServerConfig(
                name="weather",
                command="python",
                args=("weather.py", "--units", "1"),
                env={"UNITS": "metric"},
                cwd=str(tmp_path.resolve()),
            ),
            ServerConfig(name="tools", command="node", args=("index.js",), cwd=str(tmp_path.resolve() / "sub")),
            ServerConfig(name="files", url="http://127.0.0.1:9000/mcp", headers={"Authorization": "Bearer x"}),
        ),
        pinned=("weather.forecast",),
        search_k=8,
        timeout=5.0,
    )


def test_a_json_file_is_read_as_json_with_defaults(tmp_path: Path) -> None:
    path = tmp_path / "gateway.json"
    path.write_text(json.dumps({"servers": {"files": {"url": "https://example.org/mcp"}}}))
    assert load_config(path) == GatewayConfig(servers=(ServerConfig(name="files", url="https://example.org/mcp"),))


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "the gateway config must be a mapping with a 'servers' key, got list"),
        ({}, "'servers' must map at least one server name to its command or url"),
        ({"servers": {"a": {"url": "x"}}, "pinned": []} | {"extra": 1}, "unknown key(s) 'extra'; valid keys: servers"),
        ({"servers": {"we.ather": {"command": "x"}}}, "server name 'we.ather' is invalid"),
        ({"servers": {"a": {"command": "x", "url": "http://h"}}}, "server 'a' needs exactly one of 'command'"),
        ({"servers": {"a": {}}}, "server 'a' needs exactly one of 'command'"),
        ({"servers": {"a": {"url": "ftp://h"}}}, "server 'a': 'url' must be an http:// or https:// URL, got 'ftp://h'"),
        ({"servers": {"a": {"command": "x", "args": "y"}}}, "server 'a': 'args' must be a list of strings"),
        ({"servers": {"a": {"command": "x", "envs": {}}}}, "server 'a': unknown key(s) 'envs'; valid keys: command"),
        ({"servers": {"a": {"command": "x", "env": {"K": None}}}}, "server 'a': 'env' values must be strings"),
        ({"servers": {"a": {"command": "x"}}, "pinned": ["b.tool"]}, "pinned tool 'b.tool' names no configured server"),
        ({"servers": {"a": {"command": "x"}}, "pinned": ["a"]}, "pinned tool 'a' must be '<server>.<tool name>'"),
        ({"servers": {"a": {"command": "x"}}, "search_k": 0}, "'search_k' must be a positive integer, got 0"),
        ({"servers": {"a": {"command": "x"}}, "timeout": -1}, "'timeout' must be a positive number of seconds"),
    ],
)
def test_an_invalid_config_names_the_key_and_the_fix(data: Any, message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        GatewayConfig.from_dict(data)
    assert message in str(caught.value)


def test_a_file_that_is_not_yaml_is_a_config_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "gateway.yaml"
    path.write_text("servers: [unclosed\n")
    with pytest.raises(ConfigError, match=r"gateway\.yaml' is not valid YAML"):
        load_config(path)


def test_the_gateway_command_reports_an_invalid_config_on_one_line(tmp_path: Path) -> None:
    path = tmp_path / "gateway.yaml"
    path.write_text("servers: {a: {command: x}}\nsearch_k: many\n")
    result = CliRunner().invoke(cli, ["--db", str(tmp_path / "t.db"), "gateway", str(path)])
    assert result.exit_code == 1
    assert result.output == f"error: {path}: 'search_k' must be a positive integer, got 'many'\n"


def test_a_gateway_told_to_rerank_without_a_chat_model_stops_at_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("TOOLMEM_LLM_MODEL", raising=False)
    path = tmp_path / "gateway.yaml"
    path.write_text("servers: {a: {command: x}}\nrerank: true\n")
    result = CliRunner().invoke(cli, ["--db", str(tmp_path / "t.db"), "gateway", str(path)])
    assert result.exit_code == 1
    assert result.output.startswith("error: the gateway's config says rerank: true, which needs a chat model")


def test_the_gateway_command_needs_an_existing_config_file(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["gateway", str(tmp_path / "missing.yaml")])
    assert result.exit_code == 2
    assert "does not exist" in result.output


@pytest.mark.parametrize("command", [["mcp"], ["gateway", "CONFIG"]])
def test_mcp_over_http_refuses_a_non_loopback_address(tmp_path: Path, command: list[str]) -> None:
    config = tmp_path / "gateway.yaml"
    config.write_text("servers: {a: {command: x}}\n")
    args = [str(config) if arg == "CONFIG" else arg for arg in command]
    result = CliRunner().invoke(
        cli, ["--db", str(tmp_path / "t.db"), *args, "--transport", "http", "--host", "0.0.0.0"]
    )
    assert result.exit_code == 1
    assert result.output.startswith("error: refusing to bind '0.0.0.0': the MCP server has no authentication")


def test_rerank_is_off_by_default_and_must_be_a_boolean() -> None:
    servers = {"wx": {"url": "http://127.0.0.1:9000/mcp"}}
    assert GatewayConfig.from_dict({"servers": servers}).rerank is False
    assert GatewayConfig.from_dict({"servers": servers, "rerank": True}).rerank is True
    with pytest.raises(ConfigError, match="'rerank' must be true or false, got 'yes'"):
        GatewayConfig.from_dict({"servers": servers, "rerank": "yes"})


# the mcpServers files of MCP clients ------------------------------------------------------------
CLAUDE_DESKTOP = {
    "globalShortcut": "Ctrl+Space",
    "mcpServers": {
        "memory": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"]},
        "github": {
            "command": "npx",
            "args": ["-y", "@modelcontextprotocol/server-github"],
            "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_TOKEN}"},
        },
    },
}


def test_a_claude_desktop_file_is_read_as_it_is_its_own_settings_ignored(tmp_path: Path) -> None:
    path = tmp_path / "claude_desktop_config.json"
    path.write_text(json.dumps(CLAUDE_DESKTOP))
    assert load_config(path, environ={"GITHUB_TOKEN": "ghp_x"}) == GatewayConfig(
        servers=(
            ServerConfig(
                name="memory", command="npx", args=("-y", "@modelcontextprotocol/server-memory"), cwd=str(tmp_path)
            ),
            ServerConfig(
                name="github",
                command="npx",
                args=("-y", "@modelcontextprotocol/server-github"),
                env={"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_x"},
                cwd=str(tmp_path),
            ),
        )
    )


def test_a_claude_code_mcp_json_gives_typed_stdio_and_http_servers_with_variables_expanded(tmp_path: Path) -> None:
    path = tmp_path / ".mcp.json"
    path.write_text(
        json.dumps(
            {
                "mcpServers": {
                    "files": {"type": "stdio", "command": "node", "args": ["${HOME_DIR:-/srv}/index.js"]},
                    "api": {
                        "type": "http",
                        "url": "https://${API_HOST}/mcp",
                        "headers": {"Authorization": "Bearer ${env:API_TOKEN}"},
                    },
                    "old": {"type": "stdio", "command": "x", "disabled": True},
                },
                "search_k": 3,
            }
        )
    )
    assert load_config(path, environ={"API_HOST": "example.org", "API_TOKEN": "s3cret"}) == GatewayConfig(
        servers=(
            ServerConfig(name="files", command="node", args=("/srv/index.js",), cwd=str(tmp_path)),
            ServerConfig(name="api", url="https://example.org/mcp", headers={"Authorization": "Bearer s3cret"}),
        ),
        search_k=3,
    )


def test_a_cursor_file_gives_an_http_server_from_its_url_alone() -> None:
    data = {"mcpServers": {"remote": {"url": "http://127.0.0.1:9000/mcp", "headers": {"X-Key": "k"}}}}
    assert GatewayConfig.from_dict(data) == GatewayConfig(
        servers=(ServerConfig(name="remote", url="http://127.0.0.1:9000/mcp", headers={"X-Key": "k"}),)
    )


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"mcpServers": {}}, "'mcpServers' must map at least one server name to its command or url"),
        ({"mcpServers": {"a": {"command": "x"}}, "servers": {}}, "has both 'servers' and 'mcpServers'"),
        ({"mcpServers": {"a": {"command": "x", "disabled": True}}}, "every server of 'mcpServers' is disabled"),
        ({"mcpServers": {"a": {"url": "http://h/sse", "type": "sse"}}}, "'type': 'sse' (the old HTTP+SSE transport)"),
        ({"mcpServers": {"a": {"command": "x", "type": "http"}}}, "server 'a': 'type' 'http' does not fit a server"),
        ({"mcpServers": {"a": {"command": "x", "disabled": "no"}}}, "server 'a': 'disabled' must be true or false"),
        ({"mcpServers": {"a": {"command": "${NOPE}"}}}, "server 'a': 'command' uses ${NOPE}, which is not set"),
        ({"mcpServers": {"a": {"command": "x", "autoApprove": []}}}, "server 'a': unknown key(s) 'autoApprove'"),
    ],
)
def test_an_invalid_client_file_names_the_key_and_the_fix(data: Any, message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        GatewayConfig.from_dict(data)
    assert message in str(caught.value)
