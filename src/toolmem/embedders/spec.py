"""Embedder specs: ``name[:argument][?option=value&...]``, split and read.

Example:
    >>> parse_spec("local:/models/e5?prompts=e5")
    ('local', '/models/e5', {'prompts': 'e5'})
    >>> query_key("hash:64?query_prompt=q%3A%20")
    'hash:64?query_prompt=q%3A%20#query'
"""

from __future__ import annotations

from urllib.parse import unquote

from toolmem.embedders.prompts import Prompts
from toolmem.errors import ConfigError

__all__ = ["PROMPT_OPTIONS", "parse_spec", "prompts_of", "query_key"]

#: The options every embedder takes: its prompts.
PROMPT_OPTIONS = ("prompts", "query_prompt", "document_prompt")


def parse_spec(spec: str) -> tuple[str, str, dict[str, str]]:
    """Split a spec into its name, its argument and its options (decoded).

    Raises:
        ConfigError: an option is not ``key=value`` or is given twice.
    """
    head, _, query = spec.partition("?")
    name, _, arg = head.partition(":")
    options: dict[str, str] = {}
    if query:
        for part in query.split("&"):
            key, sep, value = part.partition("=")
            if not sep or not key:
                raise ConfigError(f"embedder option {part!r} of {spec!r} is not key=value")
            if key in options:
                raise ConfigError(f"embedder option {key!r} is given twice in {spec!r}")
            options[unquote(key)] = unquote(value)
    return name, arg, options


def prompts_of(options: dict[str, str]) -> Prompts | None:
    """The prompts the options name: a preset, changed by explicit prompts; ``None`` when none is named."""
    if not any(key in options for key in PROMPT_OPTIONS):
        return None
    base = Prompts.preset(options["prompts"]) if "prompts" in options else Prompts()
    return Prompts(
        query=options.get("query_prompt", base.query),
        document=options.get("document_prompt", base.document),
    )


def query_key(embedder_id: str) -> str:
    """The key vectors of queries are stored under, for an embedder id (see ``Embedder.query_id``)."""
    prompts = prompts_of(parse_spec(embedder_id)[2]) or Prompts()
    return prompts.query_key(embedder_id)
