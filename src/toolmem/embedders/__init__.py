"""Embedders and their registry.

An embedder is named by a spec string ``name``, ``name:argument`` and options after a ``?``:
``local``, ``hash:128``, ``openai:text-embedding-3-small``, ``local:/models/e5-small-v2?prompts=e5``,
``openai:nomic-embed-text?prompts=nomic&base_url=http://localhost:11434/v1``. Names map to classes
through the entry-point group ``toolmem.embedders``; toolmem's own embedders register there exactly
as plugins do, and :func:`register_embedder` adds one at run time.

Options (percent-encoded, ``&``-separated) are passed to the embedder's factory as keyword strings,
except the prompts, which every embedder takes (:mod:`toolmem.embedders.prompts`): ``prompts=NAME``
(a preset: ``e5``, ``bge``, ``mxbai``, ``nomic``, ``qwen3``, ``none``), ``query_prompt=TEXT`` and
``document_prompt=TEXT``. Prompts become part of the embedder's id.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

from toolmem.embedders.base import Embedder
from toolmem.embedders.prompts import PRESETS, Prompts
from toolmem.embedders.spec import PROMPT_OPTIONS, parse_spec, prompts_of, query_key
from toolmem.errors import ConfigError
from toolmem.types import Vectors

__all__ = [
    "PRESETS",
    "Embedder",
    "Prompts",
    "Vectors",
    "available_embedders",
    "get_embedder",
    "parse_spec",
    "query_key",
    "register_embedder",
]

EmbedderFactory = Callable[..., Embedder]
_REGISTRY: dict[str, EmbedderFactory] = {}
_LOADED = False


def register_embedder(name: str, factory: EmbedderFactory) -> None:
    """Make ``name`` (and ``name:arg``) resolvable by :func:`get_embedder`.

    Args:
        name: the spec prefix, without a colon.
        factory: called as ``factory(arg, **options)`` where ``arg`` is the text after the colon
            or ``None``; usually a class's ``from_spec``.
    """
    if not name or ":" in name:
        raise ConfigError(f"embedder names are non-empty and have no colon, got {name!r}")
    _REGISTRY[name] = factory


def available_embedders() -> list[str]:
    """The registered embedder names, sorted."""
    _load_entry_points()
    return sorted(_REGISTRY)


def get_embedder(spec: str | Embedder, **options: Any) -> Embedder:
    """Resolve an embedder spec (or pass an instance through).

    Args:
        spec: ``name[:argument][?option=value&...]`` (see the module docstring), or an embedder.
        options: more keyword options for the factory (``base_url=``, ``api_key=`` ...); the spec's
            own options are added to them.

    Raises:
        ConfigError: the name is not registered (the message lists those that are), an option is
            malformed or not taken by the embedder, or a preset of prompts is unknown.
    """
    if isinstance(spec, Embedder):
        return spec
    _load_entry_points()
    name, arg, given = parse_spec(spec)
    factory = _REGISTRY.get(name)
    if factory is None:
        raise ConfigError(f"unknown embedder {spec!r}; choose one of {', '.join(repr(n) for n in sorted(_REGISTRY))}")
    prompts = prompts_of(given)
    extra = {key: value for key, value in given.items() if key not in PROMPT_OPTIONS}
    try:
        embedder = factory(arg or None, **options, **extra)
    except TypeError as exc:
        if not extra:
            raise
        raise ConfigError(f"embedder {name!r} does not take option(s) {', '.join(map(repr, extra))}: {exc}") from exc
    if prompts is not None:
        embedder.use_prompts(prompts)
    return embedder


def _load_entry_points() -> None:
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    for ep in entry_points(group="toolmem.embedders"):
        if ep.name not in _REGISTRY:
            cls = ep.load()
            _REGISTRY[ep.name] = cls.from_spec
