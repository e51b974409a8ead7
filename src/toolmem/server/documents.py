"""``/v1/workspaces/{workspace}/documents``: document memory, text only (the server reads no paths)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from toolmem.server.deps import MemoryDep
from toolmem.server.errors import ERROR_RESPONSES
from toolmem.server.schemas import DocumentIn, DocumentSearch, Limit, Offset, page

__all__ = ["router"]

router = APIRouter(prefix="/v1/workspaces/{workspace}/documents", tags=["documents"], responses=ERROR_RESPONSES)


@router.post("", summary="Add a document")
def add_document(mem: MemoryDep, document: DocumentIn) -> dict[str, Any]:
    """Add a document given as text, or replace the one with the same id."""
    info = mem.docs.add_text(document.text, document.doc_id, document.metadata, format=document.format)
    return info.to_dict()


@router.post("/search", summary="Search documents")
def search_documents(mem: MemoryDep, search: DocumentSearch) -> dict[str, Any]:
    """The chunks best matching a query, best first."""
    hits = mem.docs.search(search.query, search.k, search.where)
    return {"hits": [hit.to_dict() for hit in hits]}


@router.get("", summary="List documents")
def list_documents(mem: MemoryDep, limit: Limit = 100, offset: Offset = 0) -> dict[str, Any]:
    """Documents ordered by id."""
    return page([info.to_dict() for info in mem.docs.list(limit=limit, offset=offset)], limit, offset)


@router.get("/{doc_id:path}", summary="Get a document")
def get_document(mem: MemoryDep, doc_id: str) -> dict[str, Any]:
    """One document's record (ids may contain '/')."""
    return mem.docs.get(doc_id).to_dict()


@router.delete("/{doc_id:path}", summary="Delete a document")
def delete_document(mem: MemoryDep, doc_id: str) -> dict[str, Any]:
    """Delete a document and its chunks; ``removed`` says whether it existed."""
    return {"removed": mem.docs.remove(doc_id)}
