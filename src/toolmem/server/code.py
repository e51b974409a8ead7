"""``/v1/workspaces/{workspace}/code``: search and list indexed source code.

Indexing is not offered over HTTP: it reads a directory of the server's file system, which no
client should be able to name. Index with ``toolmem code index`` on the server's host.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path

from toolmem.server.deps import MemoryDep
from toolmem.server.errors import ERROR_RESPONSES
from toolmem.server.schemas import REPO, CodeSearch, Limit, Offset, page

__all__ = ["router"]

router = APIRouter(prefix="/v1/workspaces/{workspace}/code", tags=["code"], responses=ERROR_RESPONSES)


@router.post("/search", summary="Search code")
def search_code(mem: MemoryDep, search: CodeSearch) -> dict[str, Any]:
    """The symbols best matching a description of what the code does, best first."""
    hits = mem.code.search(search.description, search.k, repo=search.repo, language=search.language)
    return {"hits": [hit.to_dict() for hit in hits]}


@router.get("", summary="List indexed files")
def list_files(mem: MemoryDep, repo: str | None = None, limit: Limit = 100, offset: Offset = 0) -> dict[str, Any]:
    """Indexed files ordered by id, optionally of one repository."""
    return page([info.to_dict() for info in mem.code.list(repo, limit=limit, offset=offset)], limit, offset)


@router.delete("/{repo}", summary="Forget a repository")
def remove_repo(
    mem: MemoryDep, repo: Annotated[str, Path(pattern=REPO, description="Without '/', '\\' or a line break.")]
) -> dict[str, Any]:
    """Forget a repository's files; ``removed`` counts them."""
    return {"removed": mem.code.remove(repo)}
