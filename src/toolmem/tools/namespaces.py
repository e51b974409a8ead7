"""Namespaces: the source each tool came from, and the ids of tools that have none of their own.

Every file, spec and MCP server gets a namespace: the one the caller gives
(``add_path(..., namespace="billing")``, ``toolmem tools add --namespace billing``), else the file's
stem (``petclinic.yaml`` → ``petclinic``), else, for a spec read from standard input, its title
(``"Swagger Petstore"`` → ``swagger_petstore``); an MCP server's namespace is its name in the
gateway's configuration. Tools whose format has no id (OpenAPI operations, MCP, OpenAI and
Anthropic tool lists) get ``<namespace>.<name>``, so two sources' ``get_me`` never meet; tools
that bring their own ids keep them, unless another namespace already holds the id (then they are
qualified the same way, and the add report says so).

Example:
    >>> qualify("spotify", "get_me")
    'spotify.get_me'
    >>> namespace_from_title("GitHub v3 REST API")
    'github_v3_rest_api'
"""

from __future__ import annotations

import re
from pathlib import Path

__all__ = ["MAX_NAMESPACE_LENGTH", "namespace_from_path", "namespace_from_title", "qualify"]

MAX_NAMESPACE_LENGTH = 64
_SEPARATOR = "."
_NOT_WORD = re.compile(r"[^\w]+")


def qualify(namespace: str, local: str) -> str:
    """The id of ``local`` within ``namespace``: ``<namespace>.<local>``, or ``local`` without one."""
    return f"{namespace}{_SEPARATOR}{local}" if namespace else local


def namespace_from_path(path: str | Path) -> str:
    """A file's namespace: its name without the suffix (``specs/petclinic.yaml`` → ``petclinic``)."""
    return Path(path).stem[:MAX_NAMESPACE_LENGTH]


def namespace_from_title(title: str) -> str:
    """A namespace from a spec's title: lower-case words joined by ``_``, at most 64 characters."""
    words = [word for word in _NOT_WORD.split(title.replace("'", "").lower()) if word]
    slug = ""
    for word in words:
        candidate = f"{slug}_{word}" if slug else word
        if len(candidate) > MAX_NAMESPACE_LENGTH:
            break
        slug = candidate
    return slug or title.strip()[:MAX_NAMESPACE_LENGTH]
