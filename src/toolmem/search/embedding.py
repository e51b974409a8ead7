"""Embedding what has no vector yet, in batches: the engine's job, never the store's."""

from __future__ import annotations

from collections.abc import Mapping

from toolmem.embedders.base import Embedder
from toolmem.progress import Progress, stage
from toolmem.threads import batch_threads
from toolmem.types import Vectors

__all__ = ["embed_missing"]


def embed_missing(
    embedder: Embedder,
    texts: Mapping[str, str],
    present: set[str],
    progress: Progress | None = None,
    *,
    label: str = "embedding",
) -> dict[str, Vectors]:
    """Embed the ``texts`` (by text hash) whose hash is not in ``present``, with every core.

    Args:
        progress: told of the stage ``label``: how many of the missing texts are embedded.

    Returns:
        The new vectors by text hash (not stored yet).
    """
    todo = [key for key in texts if key not in present]
    if not todo:
        return {}
    counter = stage(progress, label, len(todo))
    with batch_threads():
        vectors = embedder.embed([texts[key] for key in todo], progress=counter.advance)
    return dict(zip(todo, vectors, strict=True))
