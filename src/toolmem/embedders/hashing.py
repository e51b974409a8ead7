"""A deterministic embedder for tests and for machines without a model.

Words and word bigrams are hashed into signed buckets (feature hashing), so texts that share
words are similar and the same text always gives the same vector, on every machine.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Sequence

import numpy as np

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError
from toolmem.types import Vectors

__all__ = ["HashEmbedder"]

_WORD_RE = re.compile(r"[a-z0-9]+")


class HashEmbedder(Embedder):
    """Feature-hashing embedder: ``hash`` or ``hash:<dimensions>`` (default 256).

    Example:
        >>> e = HashEmbedder(64)
        >>> float(e.embed(["send an email"])[0] @ e.embed(["send email now"])[0]) > 0.5
        True
    """

    batch_size = 1024
    knows_words = False  # two words share a vector only when their hashes collide

    def __init__(self, dimensions: int = 256) -> None:
        super().__init__()
        if dimensions < 8:
            raise ConfigError(f"hash embedder needs at least 8 dimensions, got {dimensions}")
        self.dimensions = dimensions
        self.id = f"hash:{dimensions}"

    @classmethod
    def from_spec(cls, arg: str | None) -> HashEmbedder:
        """Build from the part after ``hash:`` (the dimensions), if any."""
        if not arg:
            return cls()
        if not arg.isdigit():
            raise ConfigError(f"hash embedder takes a number of dimensions, e.g. 'hash:128', got {arg!r}")
        return cls(int(arg))

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        """Hash each text's words and bigrams into a vector."""
        out = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        for row, text in enumerate(texts):
            words = _WORD_RE.findall(text.lower())
            features = words + [f"{a} {b}" for a, b in itertools.pairwise(words)]
            for feature in features:
                digest = hashlib.blake2b(feature.encode(), digest_size=8).digest()
                bucket = int.from_bytes(digest[:4], "little") % self.dimensions
                sign = 1.0 if digest[4] & 1 else -1.0
                out[row, bucket] += sign * (0.5 if " " in feature else 1.0)
        return out
