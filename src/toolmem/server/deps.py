"""Shared state of the app: the key ring and one :class:`Memory` per workspace, opened once and reused.

All of them share one store, so a PostgreSQL deployment holds one connection pool per server
process, however many workspaces it serves.

Routes reach a workspace through :func:`workspace_memory` (a FastAPI dependency that checks the
key first), or, when the workspace comes in the body (the ReMe routes), through :func:`memory_for`.
"""

from __future__ import annotations

import threading
from typing import Annotated

from fastapi import Depends, Path, Request

import toolmem
from toolmem.errors import ConfigError, NotFoundError
from toolmem.keys import KeyRing
from toolmem.memory import WORKSPACE_PATTERN, Memory
from toolmem.server.auth import authorize, authorize_admin
from toolmem.server.settings import ServerSettings
from toolmem.stores import Store, WorkspaceInfo, open_store

__all__ = [
    "AdminDep",
    "MemoryDep",
    "WorkspaceName",
    "Workspaces",
    "admin_workspaces",
    "memory_for",
    "workspace_memory",
    "workspaces_of",
]

_IN_MEMORY = ("sqlite://", "sqlite:///:memory:", ":memory:")


class Workspaces:
    """The open workspaces of one database, each opened on first use and kept until closed.

    Thread-safe: routes run in a thread pool, and two first requests for the same workspace
    open it once.

    Args:
        settings: the database, embedder and chat model to open workspaces with.

    Raises:
        ConfigError: the database is an in-memory SQLite URL.
        StoreError: the database cannot be opened.
    """

    def __init__(self, settings: ServerSettings) -> None:
        if settings.db in _IN_MEMORY:
            raise ConfigError(f"the server needs a database file, not {settings.db!r}; give a path")
        self.settings = settings
        self.store: Store = open_store(settings.db)
        self.keys = KeyRing(self.store)
        self._open: dict[str, Memory] = {}
        self._lock = threading.Lock()

    def open(self, workspace: str) -> Memory:
        """The memory of a workspace, creating the workspace if needed.

        Raises:
            ConfigError: an invalid workspace name.
            EmbedderMismatchError: the workspace was built with another embedder.
        """
        memory = self._open.get(workspace)
        if memory is not None:
            return memory
        with self._lock:
            memory = self._open.get(workspace)
            if memory is None:
                memory = toolmem.open(  # every workspace shares the one store (one connection pool)
                    self.store, workspace=workspace, embedder=self.settings.embedder, llm=self.settings.llm
                )
                self._open[workspace] = memory
            return memory

    def list(self) -> list[WorkspaceInfo]:
        """Every workspace of the database."""
        return self.store.list_workspaces()

    def info(self, workspace: str) -> WorkspaceInfo:
        """One workspace.

        Raises:
            NotFoundError: it does not exist.
        """
        info = self.store.workspace(workspace)
        if info is None:
            raise NotFoundError("workspace", workspace)
        return info

    def create(self, workspace: str) -> WorkspaceInfo:
        """Create a workspace (tied to the server's embedder) and return it."""
        self.open(workspace)
        return self.info(workspace)

    def delete(self, workspace: str) -> None:
        """Delete a workspace with everything in it.

        Raises:
            NotFoundError: it does not exist.
        """
        with self._lock:
            memory = self._open.pop(workspace, None)
        if memory is not None:
            memory.close()
        if not self.store.delete_workspace(workspace):
            raise NotFoundError("workspace", workspace)

    def close(self) -> None:
        """Close every open workspace and the key store."""
        with self._lock:
            memories, self._open = list(self._open.values()), {}
        for memory in memories:
            memory.close()
        self.store.close()


def workspaces_of(request: Request) -> Workspaces:
    """The app's :class:`Workspaces`."""
    workspaces: Workspaces = request.app.state.workspaces
    return workspaces


def memory_for(request: Request, workspace: str) -> Memory:
    """Check the request's key for ``workspace`` and return the workspace's memory.

    Raises:
        HTTPException: 401 without a valid key, 403 when the key may not use the workspace.
    """
    workspaces = workspaces_of(request)
    authorize(request, workspaces.keys, workspace, workspaces.settings.require_keys)
    return workspaces.open(workspace)


WorkspaceName = Annotated[
    str, Path(description="The workspace name: letters, digits, '_', '.', ':' or '-'.", pattern=WORKSPACE_PATTERN)
]


def workspace_memory(request: Request, workspace: WorkspaceName) -> Memory:
    """Dependency: the memory of the workspace named in the path, once the key is checked."""
    return memory_for(request, workspace)


MemoryDep = Annotated[Memory, Depends(workspace_memory)]


def admin_workspaces(request: Request) -> Workspaces:
    """Dependency: the app's :class:`Workspaces`, once the request's admin key is checked."""
    workspaces = workspaces_of(request)
    authorize_admin(request, workspaces.keys, workspaces.settings.require_keys)
    return workspaces


AdminDep = Annotated[Workspaces, Depends(admin_workspaces)]
