"""The API-key record: keys are stored by the SHA-256 of their token, never the token (the repository
is :class:`toolmem.stores.sql.keys.KeyRepository`).

:class:`toolmem.server.keys.KeyRing` creates, checks and revokes keys on top of these few methods.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["ADMIN_SCOPE", "KeyInfo"]

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
