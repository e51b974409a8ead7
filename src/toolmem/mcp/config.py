"""The gateway's configuration file: which MCP servers to connect to, which tools to pin.

A YAML or JSON file::

    servers:
      weather:                       # the server's name: its tools get ids "weather.<tool>"
        command: python              # a stdio server: a command, its arguments, extra environment
        args: [weather_server.py]    # relative paths resolve against ``cwd``
        env: {WEATHER_UNITS: metric}
        cwd: .                       # default: the folder of the config file
      files:
        url: http://127.0.0.1:9000/mcp   # a streamable HTTP server
        headers: {Authorization: Bearer s3cret}
    pinned: [weather.forecast]       # exposed directly to the client, besides search_tools and call_tool
    search_k: 5                      # how many tools search_tools returns by default
    timeout: 30                      # seconds a server may take to start and answer
    rerank: false                    # true: the chat model (TOOLMEM_LLM_MODEL) reranks every search

The ``mcpServers`` file of an MCP client is read as it is: Claude Desktop's
``claude_desktop_config.json``, Claude Code's ``.mcp.json`` and Cursor's ``mcp.json``::

    {"mcpServers": {
        "memory": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"]},
        "api": {"type": "http", "url": "https://example.org/mcp", "headers": {"Authorization": "Bearer ${API_TOKEN}"}}
    }}

Each server is a ``command`` (with ``args``, ``env``, ``cwd``; ``type: stdio`` optional) or a
``url`` (with ``headers``; ``type: http`` optional); ``"disabled": true`` leaves it out. The
client's own settings beside ``mcpServers`` are ignored, and the gateway's keys (``pinned``,
``search_k``, ...) may stand beside it. In either format, ``${VAR}``, ``${VAR:-default}`` and
``${env:VAR}`` in commands, arguments, environment values, URLs and headers are replaced by the
environment's values, as Claude Code and Cursor do.

Example:
    >>> config = GatewayConfig.from_dict({"servers": {"wx": {"url": "http://127.0.0.1:9000/mcp"}}})
    >>> config.servers[0].name, config.search_k
    ('wx', 5)
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from toolmem.errors import ConfigError

__all__ = ["DEFAULT_SEARCH_K", "DEFAULT_TIMEOUT", "GatewayConfig", "ServerConfig", "load_config"]

DEFAULT_SEARCH_K = 5
DEFAULT_TIMEOUT = 30.0
# A server name becomes the prefix of tool ids ("<server>.<tool>"), so it may not contain a dot.
_NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_TOP_KEYS = ("servers", "pinned", "search_k", "timeout", "rerank")
_CLIENT_KEY = "mcpServers"  # the MCP clients' own format (Claude Desktop, Claude Code, Cursor)
_STDIO_KEYS = ("command", "args", "env", "cwd", "type", "disabled")
_HTTP_KEYS = ("url", "headers", "type", "disabled")
_STDIO_TYPES = ("stdio",)
_HTTP_TYPES = ("http", "streamable-http", "streamableHttp")
# ${VAR}, ${VAR:-default} (Claude Code) and ${env:VAR} (Cursor)
_VARIABLE = re.compile(r"\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}")


@dataclass(frozen=True)
class ServerConfig:
    """One upstream MCP server: a stdio command or a streamable HTTP URL.

    Attributes:
        name: the server's name, the prefix of its tools' ids.
        command: the program of a stdio server (``None`` for an HTTP server).
        args: its arguments.
        env: environment variables added to the default environment.
        cwd: the folder it runs in.
        url: the endpoint of a streamable HTTP server (``None`` for a stdio server).
        headers: HTTP headers sent with every request (authentication).
    """

    name: str
    command: str | None = None
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class GatewayConfig:
    """The whole gateway configuration.

    Attributes:
        servers: the upstream servers, in file order.
        pinned: tool ids (``<server>.<tool>``) exposed to the client under their own names.
        search_k: how many tools ``search_tools`` returns when the client does not say.
        timeout: seconds a server may take to start, answer its handshake and list its tools.
        rerank: whether ``search_tools`` reranks with the chat model when the client does not say.
    """

    servers: tuple[ServerConfig, ...]
    pinned: tuple[str, ...] = ()
    search_k: int = DEFAULT_SEARCH_K
    timeout: float = DEFAULT_TIMEOUT
    rerank: bool = False

    @classmethod
    def from_dict(
        cls, data: Any, *, base_dir: Path | None = None, environ: Mapping[str, str] | None = None
    ) -> GatewayConfig:
        """Validate a parsed configuration: toolmem's own (``servers``) or an MCP client's (``mcpServers``).

        Args:
            data: the parsed file.
            base_dir: the default ``cwd`` of stdio servers (the config file's folder).
            environ: the values of ``${VAR}`` references (default: none may be used).

        Raises:
            ConfigError: the configuration is invalid; the message names the key and the fix.
        """
        if not isinstance(data, Mapping):
            raise ConfigError(f"the gateway config must be a mapping with a 'servers' key, got {type(data).__name__}")
        key = "servers"
        if _CLIENT_KEY in data:
            if "servers" in data:
                raise ConfigError(f"the gateway config has both 'servers' and {_CLIENT_KEY!r}: keep one of them")
            key = _CLIENT_KEY  # beside it, the client's own settings: not the gateway's business
        else:
            _check_keys(data, _TOP_KEYS, "the gateway config")
        servers = data.get(key)
        if not isinstance(servers, Mapping) or not servers:
            raise ConfigError(f"{key!r} must map at least one server name to its command or url")
        variables = {} if environ is None else environ
        found = [_server(name, spec, base_dir, variables) for name, spec in servers.items()]
        parsed = tuple(server for server in found if server is not None)
        if not parsed:
            raise ConfigError(f"every server of {key!r} is disabled: enable at least one")
        return cls(
            servers=parsed,
            pinned=_pinned(data.get("pinned", []), {server.name for server in parsed}),
            search_k=_positive_int(data.get("search_k", DEFAULT_SEARCH_K), "search_k"),
            timeout=_positive_number(data.get("timeout", DEFAULT_TIMEOUT), "timeout"),
            rerank=_flag(data.get("rerank", False), "rerank"),
        )


def load_config(path: str | Path, *, environ: Mapping[str, str] | None = None) -> GatewayConfig:
    """Read and validate a gateway configuration file (``.json``, else YAML).

    ``${VAR}`` references take their values from ``environ`` (default: the process environment).

    Raises:
        ConfigError: the file cannot be read or parsed, or the configuration is invalid.
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise ConfigError(f"cannot read the gateway config {str(path)!r}: {exc.strerror or exc}") from exc
    try:
        data = json.loads(text) if path.suffix.lower() == ".json" else yaml.safe_load(text)
    except (json.JSONDecodeError, yaml.YAMLError) as exc:
        raise ConfigError(f"the gateway config {str(path)!r} is not valid {_format_of(path)}: {exc}") from exc
    try:
        return GatewayConfig.from_dict(
            data, base_dir=path.resolve().parent, environ=os.environ if environ is None else environ
        )
    except ConfigError as exc:
        raise ConfigError(f"{path}: {exc}") from exc


def _format_of(path: Path) -> str:
    return "JSON" if path.suffix.lower() == ".json" else "YAML"


def _server(name: Any, spec: Any, base_dir: Path | None, environ: Mapping[str, str]) -> ServerConfig | None:
    """One server's entry, or ``None`` when it says ``"disabled": true``."""
    if not isinstance(name, str) or not _NAME_RE.match(name):
        raise ConfigError(f"server name {name!r} is invalid: use 1-64 letters, digits, '_' or '-' (no dots)")
    where = f"server {name!r}"
    if not isinstance(spec, Mapping):
        raise ConfigError(f"{where} must be a mapping with 'command' or 'url', got {spec!r}")
    if _flag(spec.get("disabled", False), f"{where}: 'disabled'"):
        return None
    if ("command" in spec) == ("url" in spec):
        raise ConfigError(f"{where} needs exactly one of 'command' (a stdio server) or 'url' (streamable HTTP)")
    if "url" in spec:
        _check_keys(spec, _HTTP_KEYS, where)
        _check_type(spec, _HTTP_TYPES, where)
        url = _expand(spec["url"], environ, f"{where}: 'url'")
        if not isinstance(url, str) or not url.startswith(("http://", "https://")):
            raise ConfigError(f"{where}: 'url' must be an http:// or https:// URL, got {url!r}")
        headers = _strings(spec.get("headers", {}), f"{where}: 'headers'")
        return ServerConfig(name=name, url=url, headers=_expand_all(headers, environ, f"{where}: 'headers'"))
    _check_keys(spec, _STDIO_KEYS, where)
    _check_type(spec, _STDIO_TYPES, where)
    command = _expand(spec["command"], environ, f"{where}: 'command'")
    if not isinstance(command, str) or not command.strip():
        raise ConfigError(f"{where}: 'command' must be a non-empty string, got {command!r}")
    args = spec.get("args", [])
    if not isinstance(args, list) or not all(isinstance(arg, (str, int, float)) for arg in args):
        raise ConfigError(f"{where}: 'args' must be a list of strings, got {args!r}")
    cwd = spec.get("cwd")
    if cwd is not None and not isinstance(cwd, str):
        raise ConfigError(f"{where}: 'cwd' must be a folder path, got {cwd!r}")
    if base_dir is not None:
        cwd = str(base_dir / cwd) if cwd is not None else str(base_dir)
    return ServerConfig(
        name=name,
        command=command,
        args=tuple(str(_expand(str(arg), environ, f"{where}: 'args'")) for arg in args),
        env=_expand_all(_strings(spec.get("env", {}), f"{where}: 'env'"), environ, f"{where}: 'env'"),
        cwd=cwd,
    )


def _check_type(spec: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
    kind = spec.get("type", allowed[0])
    if kind == "sse":
        raise ConfigError(
            f"{where}: 'type': 'sse' (the old HTTP+SSE transport) is not supported; "
            "point 'url' at the server's streamable HTTP endpoint and use 'type': 'http'"
        )
    if kind not in allowed:
        has, other = ("a url", "a command") if "url" in spec else ("a command", "a url")
        raise ConfigError(
            f"{where}: 'type' {kind!r} does not fit a server with {has}; use {allowed[0]!r} or leave it out "
            f"(the type follows from whether it has {other} or {has})"
        )


def _expand(value: Any, environ: Mapping[str, str], where: str) -> Any:
    """``value`` with its ``${VAR}``, ``${VAR:-default}`` and ``${env:VAR}`` replaced; other values as they are."""
    if not isinstance(value, str):
        return value

    def replace(match: re.Match[str]) -> str:
        name, default = match.group(1), match.group(2)
        if name in environ:
            return environ[name]
        if default is not None:
            return default
        raise ConfigError(f"{where} uses ${{{name}}}, which is not set: set the environment variable or give a default")

    return _VARIABLE.sub(replace, value)


def _expand_all(values: dict[str, str], environ: Mapping[str, str], where: str) -> dict[str, str]:
    return {key: str(_expand(value, environ, where)) for key, value in values.items()}


def _pinned(value: Any, servers: set[str]) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ConfigError(f"'pinned' must be a list of tool ids such as 'weather.forecast', got {value!r}")
    for tool_id in value:
        server, dot, tool = tool_id.partition(".")
        if not dot or not tool:
            raise ConfigError(f"pinned tool {tool_id!r} must be '<server>.<tool name>', e.g. 'weather.forecast'")
        if server not in servers:
            raise ConfigError(
                f"pinned tool {tool_id!r} names no configured server; servers: {', '.join(sorted(servers))}"
            )
    return tuple(dict.fromkeys(value))


def _strings(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, Mapping) or not all(isinstance(key, str) for key in value):
        raise ConfigError(f"{where} must map names to strings, got {value!r}")
    if not all(isinstance(item, (str, int, float)) and not isinstance(item, bool) for item in value.values()):
        raise ConfigError(f"{where} values must be strings, got {dict(value)!r}")
    return {key: str(item) for key, item in value.items()}


def _flag(value: Any, key: str) -> bool:
    if not isinstance(value, bool):
        where = key if key.startswith("server ") else repr(key)
        raise ConfigError(f"{where} must be true or false, got {value!r}")
    return value


def _positive_int(value: Any, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"'{key}' must be a positive integer, got {value!r}")
    return value


def _positive_number(value: Any, key: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
        raise ConfigError(f"'{key}' must be a positive number of seconds, got {value!r}")
    return float(value)


def _check_keys(data: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
    unknown = sorted(str(key) for key in data if key not in allowed)
    if unknown:
        raise ConfigError(f"{where}: unknown key(s) {', '.join(map(repr, unknown))}; valid keys: {', '.join(allowed)}")
