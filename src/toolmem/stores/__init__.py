"""Stores and their registry: a backend is chosen by the URL's scheme.

``open_store("toolmem.db")`` and ``open_store("sqlite:///toolmem.db")`` give the embedded
SQLite store. Backends register through the entry-point group ``toolmem.stores`` (toolmem's
own included) or :func:`register_store`. A backend is an SQL dialect over :class:`Store` (see
:mod:`toolmem.stores.sql.base`).
"""

from __future__ import annotations

from importlib.metadata import entry_points

from toolmem.errors import ConfigError
from toolmem.stores.base import Changes, Row, Versions, WorkspaceInfo
from toolmem.stores.sql.store import Store, Workspace
from toolmem.stores.tools import StoredTool

__all__ = [
    "Changes",
    "Row",
    "Store",
    "StoredTool",
    "Versions",
    "Workspace",
    "WorkspaceInfo",
    "open_store",
    "register_store",
    "unregister_store",
]

_REGISTRY: dict[str, type[Store]] = {}
_LOADED = False


def register_store(cls: type[Store]) -> None:
    """Serve the URL schemes in ``cls.schemes`` with ``cls``."""
    for scheme in cls.schemes:
        _REGISTRY[scheme] = cls


def unregister_store(cls: type[Store]) -> None:
    """Stop serving the URL schemes ``cls`` was registered for (those another class serves now stay)."""
    for scheme in cls.schemes:
        if _REGISTRY.get(scheme) is cls:
            del _REGISTRY[scheme]


def open_store(url: str) -> Store:
    """Open the store a URL names; a URL without a scheme is a SQLite file path.

    Raises:
        ConfigError: no backend serves the scheme; the message lists those that do.
    """
    _load_entry_points()
    scheme = url.split("://", 1)[0] if "://" in url else "sqlite"
    scheme = scheme.split("+", 1)[0]
    cls = _REGISTRY.get(scheme)
    if cls is None:
        raise ConfigError(f"no store for {url!r}; supported schemes: {', '.join(sorted(_REGISTRY))}")
    return cls(url)  # type: ignore[call-arg]


def _load_entry_points() -> None:
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    for ep in entry_points(group="toolmem.stores"):
        register_store(ep.load())
