"""A BERT sentence encoder in NumPy: all-MiniLM-L6-v2's vectors without importing torch.

Importing torch, transformers and sentence-transformers took 3 to 7 s of every cold ``toolmem
search`` on this project's machine, for a six-layer model whose forward pass is a few small matrix
products. This module runs the same model from the same files — ``config.json``, the
``model.safetensors`` weights and the fast tokenizer's ``tokenizer.json`` (the ``tokenizers``
package, a dependency of transformers) — and pools and normalises as the sentence-transformers
configuration says (mean of the token vectors, unit length). Its vectors equal sentence-transformers'
to float32 rounding (``tests/embedders/test_local.py`` compares them), and the work runs in numpy's
BLAS, under toolmem's thread limits. With the ``onnx`` extra installed, small passes (a request and its
words) run the same layers in ONNX Runtime instead (:mod:`toolmem.embedders.bert_onnx`), once a probe
has shown on load that they give the same vectors.

Only BERT-architecture models with absolute positions and mean pooling are read here; the local
embedder uses sentence-transformers for any other model.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from toolmem.embedders import bert_onnx
from toolmem.embedders.delta import apply_delta
from toolmem.errors import ConfigError, EmbedderError
from toolmem.types import Vectors

__all__ = ["RUNTIMES", "BertEncoder", "supported"]

RUNTIMES = ("auto", "numpy", "onnx")
"""Where the encoder runs small passes: ONNX Runtime when the ``onnx`` extra is installed and its
vectors equal NumPy's (``auto``), always NumPy, or always ONNX Runtime (an error when it cannot)."""

ONNX_TOLERANCE = 1e-5
"""The most any coordinate of a probe's vectors may differ between ONNX Runtime and NumPy."""

_PROBE = ("Find the weather forecast for Paris tomorrow morning", "forecast", "umbrella")

TOKENS_PER_BATCH = 512
"""Padded tokens per forward pass. Measured on 2,000 short requests (2 cores): batches of 32
texts from chunks of 64 took 10.9 ms a text; sorted over 256 or more texts and cut at 256–768
tokens, 4.4–4.8 ms (bigger batches spill the caches: 64 texts a batch took 18 ms a text)."""

PACKED_TOKENS = 128
"""The most tokens of several texts run packed in one pass (a request and its words, about 20 + 3
each). Measured on a 22-token request and 5 single words (2 cores, loaded): two passes 99 ms, one
packed pass 73 ms, the same vectors to 1.2e-7."""

_TOKENIZED_ALONE = 16
"""Up to this many texts are tokenized one by one: ``encode_batch`` hands a batch to the tokenizer's
thread pool, which for a request and its words cost 0.08 ms at the median (against 0.04 ms one by one)
and, on a loaded machine, 1 ms on average, waiting for its threads to wake."""

_DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64}
# Abramowitz & Stegun 7.1.26: erf to within 1.5e-7, below float32's resolution of the activations.
_A = (0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429)
_P = 0.3275911


def supported(path: Path) -> bool:
    """Whether the model directory holds a BERT model this encoder reads (mean pooling, normalised),
    as sentence-transformers saves it (the pooling written as flags before version 6, by name since)."""
    try:
        config = json.loads((path / "config.json").read_text())
        modules = json.loads((path / "modules.json").read_text())
        pooling = json.loads((path / "1_Pooling" / "config.json").read_text())
    except (OSError, ValueError):
        return False
    kinds = [module.get("type", "").rsplit(".", 1)[-1] for module in modules]
    mean = pooling.get("pooling_mode") == "mean" or (
        pooling.get("pooling_mode_mean_tokens") is True
        and not any(pooling.get(mode) for mode in ("pooling_mode_cls_token", "pooling_mode_max_tokens"))
    )
    return (
        config.get("model_type") == "bert"
        and config.get("hidden_act") == "gelu"
        and config.get("position_embedding_type", "absolute") == "absolute"
        and kinds == ["Transformer", "Pooling", "Normalize"]
        and mean
        and pooling.get("include_prompt", True) is True  # prompt tokens pooled with the rest
        and (path / "model.safetensors").is_file()
        and (path / "tokenizer.json").is_file()
    )


class BertEncoder:
    """Mean-pooled, unit-length sentence vectors from a BERT model directory.

    Args:
        path: the model directory (sentence-transformers layout).
        delta: a low-rank delta to add to the weights (:mod:`toolmem.embedders.delta`).
        runtime: one of :data:`RUNTIMES`: where small passes run.
        cache_dir: where the ONNX graph is cached (the user's cache directory by default).

    Attributes:
        runtime: where small passes run now, ``numpy`` or ``onnx``.

    Raises:
        EmbedderError: a file is missing or malformed, the delta does not fit the model, or
            ``runtime="onnx"`` and ONNX Runtime does not give NumPy's vectors.
        DependencyError: ``runtime="onnx"`` without the ``onnx`` extra.
        ConfigError: an unknown runtime.
    """

    def __init__(
        self, path: Path, delta: Path | None = None, *, runtime: str = "auto", cache_dir: Path | None = None
    ) -> None:
        if runtime not in RUNTIMES:
            raise ConfigError(f"unknown runtime {runtime!r} for the local model; choose one of {', '.join(RUNTIMES)}")
        try:
            import tokenizers  # the encoder's optional dependency, loaded with it
        except ImportError as exc:  # pragma: no cover - installed with the local extra
            raise EmbedderError("the local model needs the 'tokenizers' package: pip install 'toolmem[local]'") from exc
        try:
            config = json.loads((path / "config.json").read_text())
            settings = json.loads((path / "sentence_bert_config.json").read_text())
            weights = _read_safetensors(path / "model.safetensors")
            if delta is not None:
                weights = apply_delta(weights, _read_safetensors(delta))
            self._weights = _prepare(weights, int(config["num_hidden_layers"]))
            self._tokenizer = tokenizers.Tokenizer.from_file(str(path / "tokenizer.json"))
        except (OSError, ValueError, KeyError) as exc:
            raise EmbedderError(f"cannot read the model in {str(path)!r}: {exc}") from exc
        self.heads = int(config["num_attention_heads"])
        self.layers = int(config["num_hidden_layers"])
        self.eps = float(config.get("layer_norm_eps", 1e-12))
        self.max_length = _max_length(path, settings, config)
        self._tokenizer.enable_truncation(self.max_length)
        self._tokenizer.no_padding()
        self.dimensions = int(config["hidden_size"])
        self.passes = 0
        """How many forward passes the model ran."""
        _raise_malloc_thresholds()
        self.runtime = "numpy"
        self._onnx: bert_onnx.OnnxLayers | None = None
        if runtime == "onnx" or (runtime == "auto" and bert_onnx.installed()):
            files = [path / "model.safetensors", *([delta] if delta is not None else [])]
            self._use_onnx(bert_onnx.cache_key(files), cache_dir, required=runtime == "onnx")

    def _use_onnx(self, key: str, cache_dir: Path | None, *, required: bool) -> None:
        """Run small passes in ONNX Runtime if a probe's vectors equal NumPy's (see :data:`ONNX_TOLERANCE`)."""
        try:
            layers = bert_onnx.OnnxLayers(self._weights, self.heads, self.layers, self.eps, key, cache_dir)
        except EmbedderError:
            if required:
                raise
            return
        expected = self.encode(_PROBE)
        self._onnx = layers
        difference = float(np.abs(self.encode(_PROBE) - expected).max())
        self.passes -= 2  # the probe is not the caller's work
        if difference <= ONNX_TOLERANCE:
            self.runtime = "onnx"
            return
        self._onnx = None
        layers.path.unlink(missing_ok=True)  # a stale or foreign graph: built again on the next load
        if required:
            raise EmbedderError(
                f"ONNX Runtime's vectors differ from NumPy's by {difference:.2g} (more than {ONNX_TOLERANCE:g}); "
                "use the runtime 'numpy'"
            )

    def encode(self, texts: Sequence[str]) -> Vectors:
        """``(len(texts), d)`` unit vectors.

        A few short texts together (at most :data:`PACKED_TOKENS` tokens: a request and its words)
        run in one pass, packed end to end in one row without padding (:meth:`_packed`). Otherwise
        texts are sorted by length and run in batches of at most :data:`TOKENS_PER_BATCH` padded
        tokens, none more than twice as long as the batch's shortest, so a batch pads little and
        its activations stay in the CPU's caches.
        """
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        if len(texts) <= _TOKENIZED_ALONE:
            encodings = [self._tokenizer.encode(text) for text in texts]
        else:
            encodings = self._tokenizer.encode_batch(list(texts))
        ids = [np.asarray(e.ids, dtype=np.int64) for e in encodings]
        if len(ids) > 1 and sum(len(row) for row in ids) <= PACKED_TOKENS:
            return self._packed(ids)
        out = np.empty((len(texts), self.dimensions), dtype=np.float32)
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        start = 0
        while start < len(order):
            end = start + 1  # at least one text, however long
            shortest = len(ids[order[start]])
            while (
                end < len(order)
                and (end - start + 1) * len(ids[order[end]]) <= TOKENS_PER_BATCH
                and len(ids[order[end]]) <= 2 * shortest
            ):
                end += 1
            rows = order[start:end]
            out[rows] = self._batch([ids[i] for i in rows])
            start = end
        return out

    def _batch(self, ids: list[npt.NDArray[np.int64]]) -> Vectors:
        self.passes += 1
        width = max(len(row) for row in ids)
        tokens = np.zeros((len(ids), width), dtype=np.int64)
        mask = np.zeros((len(ids), width), dtype=np.float32)
        for i, row in enumerate(ids):
            tokens[i, : len(row)] = row
            mask[i, : len(row)] = 1.0
        w = self._weights
        hidden = (
            w["embeddings.word_embeddings.weight"][tokens]
            + w["embeddings.position_embeddings.weight"][:width][None, :, :]
            + w["embeddings.token_type_embeddings.weight"][0][None, None, :]
        )
        hidden = self._norm(hidden, "embeddings.LayerNorm")
        bias = (1.0 - mask)[:, None, None, :] * np.float32(np.finfo(np.float32).min)
        hidden = self._layers(hidden, bias)
        pooled = (hidden * mask[:, :, None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        result: Vectors = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return result

    def _packed(self, ids: list[npt.NDArray[np.int64]]) -> Vectors:
        """Several texts in one pass: their tokens end to end in one row, each text's positions
        counted from 0 and its attention kept within itself (a block-diagonal mask), then each
        text's tokens pooled apart — the vectors of separate passes, without padding."""
        self.passes += 1
        lengths = np.asarray([len(row) for row in ids], dtype=np.int64)
        starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
        positions = np.arange(int(lengths.sum())) - np.repeat(starts, lengths)
        w = self._weights
        hidden = (
            w["embeddings.word_embeddings.weight"][np.concatenate(ids)][None, :, :]
            + w["embeddings.position_embeddings.weight"][positions][None, :, :]
            + w["embeddings.token_type_embeddings.weight"][0][None, None, :]
        )
        hidden = self._norm(hidden, "embeddings.LayerNorm")
        text = np.repeat(np.arange(len(ids)), lengths)
        bias = np.where(text[:, None] == text[None, :], np.float32(0.0), np.finfo(np.float32).min)
        bias = bias.astype(np.float32)[None, None, :, :]
        hidden = self._layers(hidden, bias)
        pooled = np.add.reduceat(hidden[0], starts, axis=0) / lengths[:, None].astype(np.float32)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        result: Vectors = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return result

    def _layers(self, hidden: Vectors, bias: Vectors) -> Vectors:
        """The hidden states after every layer: in ONNX Runtime for a small pass when it is in use (one
        thread, a query's work), otherwise in NumPy (batches on every core)."""
        if self._onnx is not None and hidden.shape[0] * hidden.shape[1] <= PACKED_TOKENS:
            return self._onnx(np.ascontiguousarray(hidden, dtype=np.float32), bias.astype(np.float32, copy=False))
        for layer in range(self.layers):
            hidden = self._layer(hidden, bias, f"encoder.layer.{layer}.")
        return hidden

    def _layer(self, hidden: Vectors, bias: Vectors, prefix: str) -> Vectors:
        batch, width, size = hidden.shape
        head = size // self.heads

        mixed = self._dense(hidden, prefix + "attention.self.qkv").reshape(batch, width, 3, self.heads, head)
        query, key, value = (mixed[:, :, i].transpose(0, 2, 1, 3) for i in range(3))
        # In place wherever the result is the same: fresh temporaries cost page faults, not arithmetic.
        scores: Vectors = query @ key.transpose(0, 1, 3, 2)
        scores /= np.float32(np.sqrt(head))
        scores += bias
        scores -= scores.max(axis=-1, keepdims=True)
        np.exp(scores, out=scores)
        scores /= scores.sum(axis=-1, keepdims=True)
        context = (scores @ value).transpose(0, 2, 1, 3).reshape(batch, width, size)
        attended = self._dense(context, prefix + "attention.output.dense")
        attended += hidden
        attended = self._norm(attended, prefix + "attention.output.LayerNorm")
        inner = _gelu(self._dense(attended, prefix + "intermediate.dense"))
        output = self._dense(inner, prefix + "output.dense")
        output += attended
        return self._norm(output, prefix + "output.LayerNorm")

    def _dense(self, x: Vectors, name: str) -> Vectors:
        weight = self._weights[name + ".weight"]  # stored transposed: (in, out), contiguous
        flat = x.reshape(-1, x.shape[-1]) @ weight
        flat += self._weights[name + ".bias"]
        result: Vectors = flat.reshape(*x.shape[:-1], weight.shape[1])
        return result

    def _norm(self, x: Vectors, name: str) -> Vectors:
        mean = x.mean(axis=-1, keepdims=True)
        centred: Vectors = x - mean
        variance = np.square(centred).mean(axis=-1, keepdims=True)
        centred /= np.sqrt(variance + self.eps)
        centred *= self._weights[name + ".weight"]
        centred += self._weights[name + ".bias"]
        return centred


def _max_length(path: Path, settings: dict[str, Any], config: dict[str, Any]) -> int:
    """The most tokens a text is cut to: sentence-transformers' ``max_seq_length`` (in
    ``sentence_bert_config.json`` before version 6, the tokenizer's ``model_max_length`` since),
    never beyond the model's positions."""
    positions = int(config["max_position_embeddings"])
    length = settings.get("max_seq_length")
    if not length:
        try:
            length = json.loads((path / "tokenizer_config.json").read_text()).get("model_max_length")
        except (OSError, ValueError):
            length = None
    return min(int(length), positions) if isinstance(length, int | float) and length > 0 else positions


def _raise_malloc_thresholds() -> None:
    """Free one 16 MB block so that glibc's malloc keeps the encoder's temporaries in its heap.

    glibc serves blocks above its mmap threshold (128 KB at first) with fresh pages from the kernel
    and returns freed heap beyond twice that threshold. A batch's activations are a few MB each,
    so every layer of every batch paid page faults for new zeroed pages: a fresh process embedded
    short requests at 6.5-7.5 ms each. Freeing a block that was mapped raises both thresholds to its
    size (glibc adapts them to the largest block freed, up to 32 MB), after which the temporaries
    are reused from the heap: 4.4-4.7 ms. The process then keeps up to 32 MB of freed memory for
    reuse, as any program that once freed a block that size does. Other allocators ignore this.
    """
    block = np.empty(4 * 1024 * 1024, dtype=np.float32)  # 16 MB, never touched: mapped, then unmapped
    del block


def _gelu(x: Vectors) -> Vectors:
    """BERT's exact GELU, ``x · Φ(x) = x/2 · (1 + erf(x/√2))``."""
    # Abramowitz and Stegun 7.1.26 for erf, in three buffers (each step as the plain formula rounds it).
    z = np.abs(x)
    z *= np.float32(1 / np.sqrt(2))
    t = np.float32(_P) * z
    t += np.float32(1.0)
    np.reciprocal(t, out=t)
    erf = t * np.float32(_A[4])
    for a in (_A[3], _A[2], _A[1], _A[0]):
        erf += np.float32(a)
        erf *= t
    np.square(z, out=z)
    np.negative(z, out=z)
    np.exp(z, out=z)
    erf *= z
    np.subtract(np.float32(1.0), erf, out=erf)
    np.copysign(erf, x, out=erf)  # erf is odd; at x = 0 the result below is 0 either way
    erf += np.float32(1.0)
    erf *= x
    erf *= np.float32(0.5)
    return erf


def _prepare(weights: dict[str, Any], layers: int) -> dict[str, Any]:
    """Dense weights transposed once (``x @ W`` with ``W`` contiguous), and each layer's query, key
    and value projections joined into one product."""
    prepared = dict(weights)
    for name, value in weights.items():
        if name.endswith(".weight") and value.ndim == 2 and not name.startswith("embeddings."):
            prepared[name] = np.ascontiguousarray(value.T)
    for layer in range(layers):
        prefix = f"encoder.layer.{layer}.attention.self."
        parts = [prefix + part for part in ("query", "key", "value")]
        prepared[prefix + "qkv.weight"] = np.ascontiguousarray(np.hstack([prepared[p + ".weight"] for p in parts]))
        prepared[prefix + "qkv.bias"] = np.concatenate([prepared[p + ".bias"] for p in parts])
    return prepared


def _read_safetensors(path: Path) -> dict[str, Any]:
    """The tensors of a safetensors file as numpy arrays (the format is a JSON header and raw bytes)."""
    data = path.read_bytes()
    size = struct.unpack("<Q", data[:8])[0]
    header = json.loads(data[8 : 8 + size])
    tensors: dict[str, Any] = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        start, end = info["data_offsets"]
        dtype = _DTYPES[info["dtype"]]
        array = np.frombuffer(
            data, dtype=dtype, count=(end - start) // np.dtype(dtype).itemsize, offset=8 + size + start
        )
        tensors[name] = array.reshape(info["shape"]).astype(np.float32) if dtype != np.int64 else array
    return tensors
