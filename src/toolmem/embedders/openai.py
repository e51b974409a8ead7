"""Embeddings from any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, TEI, LM Studio, LiteLLM, ...).

The spec names the model, and may name the endpoint and the prompts the model was trained with::

    openai:text-embedding-3-small
    openai:nomic-embed-text?prompts=nomic&base_url=http://localhost:11434/v1        (Ollama)
    openai:BAAI/bge-small-en-v1.5?prompts=bge&base_url=http://localhost:8080/v1     (TEI)
    openai:Qwen/Qwen3-Embedding-0.6B?prompts=qwen3&base_url=http://localhost:8000/v1 (vLLM)

The prompts are put before the texts sent (servers differ in how, or whether, they apply a model's
own), and are part of the id; the endpoint is not (the same model elsewhere gives the same vectors),
so a workspace reopened without a spec reaches its model through ``OPENAI_BASE_URL``.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

import numpy as np

from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError, DependencyError, EmbedderError
from toolmem.types import Vectors

__all__ = ["OpenAIEmbedder"]

# Models whose vectors can be shortened with the request's ``dimensions`` (Matryoshka training).
_SHORTENING = ("text-embedding-3-",)
_KNOWN_DIMENSIONS = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}


class OpenAIEmbedder(Embedder):
    """``openai:<model>`` through the official ``openai`` SDK.

    Args:
        model: the embedding model name.
        base_url: the endpoint (default: the SDK's, i.e. ``OPENAI_BASE_URL`` or OpenAI).
        api_key: the key (default: the SDK's ``OPENAI_API_KEY``; a placeholder for local servers).
        dimensions: the vector length; asked of the endpoint once when not known. For a model that
            can shorten its vectors (``text-embedding-3-*``) a length other than its own is sent as
            the request's ``dimensions``, so the endpoint returns vectors of that length.
        send_dimensions: send ``dimensions`` with every request (``True``), never (``False``), or
            as just described (``None``); ``True`` suits other servers that shorten vectors.
    """

    batch_size = 256

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        dimensions: int | None = None,
        timeout: float = 60.0,
        send_dimensions: bool | None = None,
    ) -> None:
        super().__init__()
        if not model:
            raise ConfigError("the openai embedder needs a model name, e.g. 'openai:text-embedding-3-small'")
        try:
            openai = importlib.import_module("openai")
        except ImportError as exc:
            raise DependencyError("the openai embedder", "openai", "openai") from exc
        self._openai: Any = openai
        try:
            self._client = openai.OpenAI(base_url=base_url, api_key=api_key or "not-needed", timeout=timeout)
        except openai.OpenAIError as exc:
            raise ConfigError(f"could not configure the OpenAI client: {exc}") from exc
        self.model = model
        self.id = f"openai:{model}"
        if send_dimensions is None:
            native = _KNOWN_DIMENSIONS.get(model)
            send_dimensions = dimensions is not None and model.startswith(_SHORTENING) and dimensions != native
        if send_dimensions and dimensions is None:
            raise ConfigError("send_dimensions=True needs dimensions=N, the vector length to ask for")
        self._options: dict[str, Any] = {"dimensions": dimensions} if send_dimensions else {}
        self.dimensions = dimensions or _KNOWN_DIMENSIONS.get(model) or self._probe_dimensions()

    @classmethod
    def from_spec(cls, arg: str | None, **options: Any) -> OpenAIEmbedder:
        """Build from the part after ``openai:`` (the model name) and options: ``base_url``,
        ``api_key``, ``dimensions`` and ``timeout`` (strings from a spec are converted).

        Raises:
            ConfigError: ``dimensions`` or ``timeout`` is not a number.
        """
        for key, kind in (("dimensions", int), ("timeout", float)):
            if isinstance(options.get(key), str):
                try:
                    options[key] = kind(options[key])
                except ValueError as exc:
                    raise ConfigError(f"embedder option {key} must be a number, got {options[key]!r}") from exc
        return cls(arg or "", **options)

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        """Request embeddings for a batch of texts."""
        return np.asarray(self._request(list(texts)), dtype=np.float32)

    def _probe_dimensions(self) -> int:
        return len(self._request(["dimension probe"])[0])

    def _request(self, texts: list[str]) -> list[list[float]]:
        try:
            response = self._client.embeddings.create(model=self.model, input=texts, **self._options)
        except self._openai.OpenAIError as exc:
            raise EmbedderError(f"embedding endpoint failed for model {self.model!r}: {exc}") from exc
        data = sorted(response.data, key=lambda item: item.index)
        if len(data) != len(texts):
            raise EmbedderError(f"embedding endpoint returned {len(data)} vectors for {len(texts)} texts")
        return [list(item.embedding) for item in data]
