"""Embedders and their registry.

An embedder is named by a spec string ``name`` or ``name:argument``: ``local``,
``hash:128``, ``openai:text-embedding-3-small``. Names map to classes through the entry-point
group ``toolmem.embedders``; toolmem's own embedders register there exactly as plugins do, and
:func:`register_embedder` adds one at run time.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError
from toolmem.types import Vectors

__all__ = ["Embedder", "Vectors", "available_embedders", "get_embedder", "register_embedder"]

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

    Raises:
        ConfigError: the name is not registered; the message lists those that are.
    """
    if isinstance(spec, Embedder):
        return spec
    _load_entry_points()
    name, _, arg = spec.partition(":")
    factory = _REGISTRY.get(name)
    if factory is None:
        raise ConfigError(f"unknown embedder {spec!r}; choose one of {', '.join(repr(n) for n in sorted(_REGISTRY))}")
    return factory(arg or None, **options)


def _load_entry_points() -> None:
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    for ep in entry_points(group="toolmem.embedders"):
        if ep.name not in _REGISTRY:
            cls = ep.load()
            _REGISTRY[ep.name] = cls.from_spec
