"""API keys: bearer tokens scoped to workspaces, stored only as their SHA-256 digest.

A key is created once and its token shown once; the store keeps an id, a name, the workspaces it
may use (``*`` for an admin key, which may also manage workspaces), when it was created and
when it was revoked. Both ``toolmem keys`` and ``toolmem serve`` are thin faces over :class:`KeyRing`.

Example:
    >>> from toolmem.stores import open_store
    >>> ring = KeyRing(open_store("sqlite://"))
    >>> info, token = ring.create("ci", ["default"])
    >>> token.startswith("tm_"), ring.check(token, "default") == info, ring.check(token, "other")
    (True, True, None)
"""

from __future__ import annotations

import hashlib
import ipaddress
import secrets
import time
from collections.abc import Iterable

from toolmem.errors import NotFoundError, ValidationError
from toolmem.records.checks import is_workspace_name
from toolmem.stores import Store
from toolmem.stores.keys import ADMIN_SCOPE, KeyInfo

__all__ = ["TOKEN_PREFIX", "KeyInfo", "KeyRing", "hash_token", "is_loopback"]

TOKEN_PREFIX = "tm_"


def is_loopback(host: str | None) -> bool:
    """Whether ``host`` is a loopback address (``127.0.0.0/8``, ``::1``, ``[::1]``) or ``localhost``.

    Without any API key, ``toolmem serve`` binds such an address only and the HTTP app answers only
    clients connecting from one (``None``, a client with no address, is a Unix socket: local).
    """
    if host is None or host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.removeprefix("[").removesuffix("]")).is_loopback
    except ValueError:
        return False


def hash_token(token: str) -> str:
    """The SHA-256 hex digest a token is stored and looked up by."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class KeyRing:
    """Create, list, check and revoke the API keys kept in a store.

    Args:
        store: any store (every :class:`toolmem.stores.Store` is a :class:`Store`).
    """

    def __init__(self, store: Store) -> None:
        self.store = store

    def create(self, name: str, workspaces: Iterable[str] = (), *, admin: bool = False) -> tuple[KeyInfo, str]:
        """Create a key; returns its record and its token, which is not kept and cannot be shown again.

        Args:
            name: a label for people (``"ci"``, ``"alice laptop"``).
            workspaces: the workspaces it may read and write.
            admin: a key for every workspace and for managing workspaces (``workspaces`` must be empty).

        Raises:
            ValidationError: an empty name, no workspace for a non-admin key, workspaces for an admin
                key, or an invalid workspace name.
        """
        if not isinstance(name, str) or not name.strip():
            raise ValidationError("name", f"must be a non-empty string, got {name!r}")
        scope = list(dict.fromkeys(workspaces))
        if admin and scope:
            raise ValidationError("workspaces", "an admin key already covers every workspace; give none")
        if not admin and not scope:
            raise ValidationError("workspaces", "give at least one workspace, or make an admin key")
        for workspace in scope:
            if not is_workspace_name(workspace):
                raise ValidationError(
                    "workspaces", f"invalid workspace name {workspace!r}: use letters, digits, '_', '.', ':' or '-'"
                )
        token = TOKEN_PREFIX + secrets.token_urlsafe(32)
        info = KeyInfo(
            id=secrets.token_hex(6),
            name=name.strip(),
            workspaces=(ADMIN_SCOPE,) if admin else tuple(scope),
            created_at=time.time(),
        )
        self.store.keys.insert(info, hash_token(token))
        return info, token

    def list(self) -> list[KeyInfo]:
        """Every key, revoked ones included, oldest first."""
        return self.store.keys.list()

    def revoke(self, key_id: str) -> None:
        """Revoke a key at once; requests with its token are refused from now on.

        Raises:
            NotFoundError: no valid key has this id.
        """
        if not self.store.keys.revoke(key_id, time.time()):
            raise NotFoundError("key", key_id, "it does not exist or is already revoked (see `toolmem keys list`)")

    def verify(self, token: str) -> KeyInfo | None:
        """The valid key this token belongs to, or ``None`` (unknown or revoked)."""
        if not isinstance(token, str) or not token.startswith(TOKEN_PREFIX):
            return None
        info = self.store.keys.find(hash_token(token))
        return info if info is not None and info.active else None

    def check(self, token: str, workspace: str) -> KeyInfo | None:
        """The key if this token is valid and may use ``workspace``, else ``None``."""
        info = self.verify(token)
        return info if info is not None and info.allows(workspace) else None

    def required(self) -> bool:
        """Whether requests need a key: as soon as any key was ever created."""
        return self.store.keys.any()
