"""``/health``: liveness, without a key."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

import toolmem

__all__ = ["router"]

router = APIRouter(tags=["health"])


@router.get("/health", summary="Liveness")
def health() -> dict[str, Any]:
    """``{"status": "ok", "version": ...}`` while the server runs."""
    return {"status": "ok", "version": toolmem.__version__}
