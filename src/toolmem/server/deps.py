"""Shared state of the app: the key ring, the open workspaces and the dump directory.

Workspaces are the library's :class:`toolmem.Workspaces`: opened on first use, at most
``ServerSettings.max_open`` at a time, all sharing one store, so a PostgreSQL deployment holds one
connection pool per server process, however many workspaces it serves.

Routes reach a workspace through :func:`workspace_memory` (a FastAPI dependency that checks the
key first), or, when the workspace comes in the body (the ReMe routes), through :func:`memory_for`.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Path, Request

from toolmem.errors import ConfigError
from toolmem.memory import WORKSPACE_PATTERN, Memory, Workspaces
from toolmem.server.auth import authorize, authorize_admin
from toolmem.server.keys import KeyRing
from toolmem.server.settings import ServerSettings
from toolmem.stores.dumps import DumpDirectory

__all__ = [
    "AdminDep",
    "AppState",
    "MemoryDep",
    "WorkspaceName",
    "admin_workspaces",
    "memory_for",
    "state_of",
    "workspace_memory",
]

_IN_MEMORY = ("sqlite://", "sqlite:///:memory:", ":memory:")


class AppState:
    """What the routes of one app share.

    Attributes:
        settings: the settings the app was built with.
        workspaces: the open workspaces (bounded; see :class:`toolmem.Workspaces`).
        keys: the API keys of the database.
        dumps: where ReMe ``dump``/``load`` read and write, or ``None`` when they are disabled.

    Raises:
        ConfigError: the database is an in-memory SQLite URL.
        StoreError: the database cannot be opened.
    """

    def __init__(self, settings: ServerSettings) -> None:
        if settings.db in _IN_MEMORY:
            raise ConfigError(f"the server needs a database file, not {settings.db!r}; give a path")
        self.settings = settings
        self.dumps = DumpDirectory(settings.dump_dir) if settings.dump_dir is not None else None
        self.workspaces = Workspaces(
            settings.db,
            max_open=settings.max_open,
            max_bytes=settings.max_bytes,
            embedder=settings.embedder,
            llm=settings.llm,
            plan_judge=settings.plan_judge,
        )
        self.keys = KeyRing(self.workspaces.store)

    def keyless(self) -> bool:
        """Whether requests go without keys now: no key exists yet, or keys are waived."""
        required = self.settings.require_keys
        return required is False or (required is None and not self.keys.required())

    def dump_directory(self) -> DumpDirectory:
        """The dump directory.

        Raises:
            ConfigError: dump and load are disabled (no ``--dump-dir``).
        """
        if self.dumps is None:
            raise ConfigError("dump/load disabled: start the server with --dump-dir DIR to allow them")
        return self.dumps

    def close(self) -> None:
        """Close every open workspace and the store."""
        self.workspaces.close()


def state_of(request: Request) -> AppState:
    """The app's :class:`AppState`."""
    state: AppState = request.app.state.toolmem
    return state


def memory_for(request: Request, workspace: str) -> Memory:
    """Check the request's key for ``workspace`` and return the workspace's memory.

    Raises:
        HTTPException: 401 without a valid key, 403 when the key may not use the workspace.
    """
    state = state_of(request)
    authorize(request, state.keys, workspace, state.settings.require_keys)
    return state.workspaces.open(workspace)


WorkspaceName = Annotated[
    str, Path(description="The workspace name: letters, digits, '_', '.', ':' or '-'.", pattern=WORKSPACE_PATTERN)
]


def workspace_memory(request: Request, workspace: WorkspaceName) -> Memory:
    """Dependency: the memory of the workspace named in the path, once the key is checked."""
    return memory_for(request, workspace)


MemoryDep = Annotated[Memory, Depends(workspace_memory)]


def admin_workspaces(request: Request) -> Workspaces:
    """Dependency: the app's :class:`toolmem.Workspaces`, once the request's admin key is checked."""
    state = state_of(request)
    authorize_admin(request, state.keys, state.settings.require_keys)
    return state.workspaces


AdminDep = Annotated[Workspaces, Depends(admin_workspaces)]
