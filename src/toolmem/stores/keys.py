"""The API-key repository: keys are stored by the SHA-256 of their token, never the token.

:class:`toolmem.server.keys.KeyRing` creates, checks and revokes keys on top of these few methods.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

__all__ = ["ADMIN_SCOPE", "KeyInfo", "KeyRepository"]

ADMIN_SCOPE = "*"


@dataclass(frozen=True)
class KeyInfo:
    """What is recorded of an API key (never the token itself).

    Attributes:
        id: a short public identifier (safe to log and to pass to ``revoke``).
        name: a label chosen by whoever created the key.
        workspaces: the workspaces the key may use; ``("*",)`` for an admin key.
        created_at: seconds since the epoch.
        revoked_at: when it was revoked, or ``None`` while it is valid.
    """

    id: str
    name: str
    workspaces: tuple[str, ...]
    created_at: float
    revoked_at: float | None = None

    @property
    def admin(self) -> bool:
        """Whether the key may manage workspaces and use every one of them."""
        return ADMIN_SCOPE in self.workspaces

    @property
    def active(self) -> bool:
        """Whether the key has not been revoked."""
        return self.revoked_at is None

    def allows(self, workspace: str) -> bool:
        """Whether the key may read and write ``workspace``."""
        return self.active and (self.admin or workspace in self.workspaces)

    def to_dict(self) -> dict[str, Any]:
        """The key as plain data."""
        return {
            "id": self.id,
            "name": self.name,
            "workspaces": list(self.workspaces),
            "admin": self.admin,
            "created_at": self.created_at,
            "revoked_at": self.revoked_at,
        }


class KeyRepository(ABC):
    """The API keys of a store (they are not bound to a workspace)."""

    @abstractmethod
    def insert(self, key: KeyInfo, token_hash: str) -> None:
        """Store a new key under the SHA-256 hex digest of its token."""

    @abstractmethod
    def list(self) -> list[KeyInfo]:
        """Every key, revoked ones included, oldest first."""

    @abstractmethod
    def find(self, token_hash: str) -> KeyInfo | None:
        """The key whose token has this SHA-256 hex digest, or ``None``."""

    @abstractmethod
    def revoke(self, key_id: str, when: float) -> bool:
        """Mark a key revoked at ``when``; return whether a valid key with this id existed."""

    @abstractmethod
    def any(self) -> bool:
        """Whether any key was ever created (revoked ones count: revoking the last key must not open
        the service to everyone)."""
