"""Embedding what has no vector yet, in batches: the engine's job, never the store's."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from toolmem.embedders.base import Embedder
from toolmem.threads import batch_threads
from toolmem.types import Vectors

__all__ = ["embed_missing"]


def embed_missing(
    embedder: Embedder,
    texts: Mapping[str, str],
    present: set[str],
    progress: Callable[[int], None] | None = None,
) -> dict[str, Vectors]:
    """Embed the ``texts`` (by text hash) whose hash is not in ``present``, with every core.

    Returns:
        The new vectors by text hash (not stored yet).
    """
    todo = [key for key in texts if key not in present]
    if not todo:
        return {}
    with batch_threads():
        vectors = embedder.embed([texts[key] for key in todo], progress=progress)
    return dict(zip(todo, vectors, strict=True))
