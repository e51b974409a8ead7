"""Deltas for the packaged model: low-rank weight updates added to it when it loads.

A delta is a safetensors file of LoRA factors, ``<weight>.lora_A`` (rank × inputs) and
``<weight>.lora_B`` (outputs × rank, the LoRA scaling already applied), for dense weights of the
base model; loading adds ``B @ A`` to each such weight, once, so the model then runs exactly as fast
as without it. toolmem ships its own (``tuned/``, trained by ``bench/train_tool_model.py``), named
in a spec after the model: ``local:all-MiniLM-L6-v2+tools-v2`` (or ``+tools-v1``); a file of your own is named by its
path, ``local:all-MiniLM-L6-v2+/path/to/delta.safetensors``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
from threadpoolctl import threadpool_limits

from toolmem.errors import ConfigError, EmbedderError

__all__ = ["DELTAS", "apply_delta", "delta_path", "packaged_deltas"]

DELTAS = Path(__file__).with_name("tuned")
"""Where the packaged deltas live: ``<name>.safetensors`` with its model card ``<name>.md``."""

_SUFFIX_A, _SUFFIX_B = ".lora_A", ".lora_B"


def packaged_deltas() -> list[str]:
    """The names of the deltas shipped with toolmem, sorted."""
    return sorted(path.stem for path in DELTAS.glob("*.safetensors"))


def delta_path(name: str) -> Path:
    """The file of a packaged delta's name, or of a path to one.

    Raises:
        ConfigError: neither a packaged delta nor an existing file; the message lists the packaged ones.
    """
    packaged = DELTAS / f"{name}.safetensors"
    if "/" not in name and packaged.is_file():
        return packaged
    path = Path(name).expanduser()
    if path.is_file():
        return path.resolve()
    choices = ", ".join(packaged_deltas()) or "none"
    raise ConfigError(f"no model delta {name!r}: name a packaged one ({choices}) or a .safetensors file")


def apply_delta(weights: dict[str, Any], tensors: dict[str, Any]) -> dict[str, Any]:
    """The base ``weights`` (safetensors names, ``out × in`` dense weights) with the delta's
    ``B @ A`` added to each weight it names; the arrays it changes are copies.

    Raises:
        EmbedderError: the delta names a weight the model lacks, or its factors' shapes disagree
            with the weight's (a delta trained for another model).
    """
    changed = dict(weights)
    with threadpool_limits(limits=1, user_api="blas"):  # small products: threads only wait on each other
        for key, a in tensors.items():
            if key.endswith(_SUFFIX_A):
                target = key.removesuffix(_SUFFIX_A) + ".weight"
                b = tensors.get(key.removesuffix(_SUFFIX_A) + _SUFFIX_B)
                changed[target] = _updated(weights.get(target), a, b, target)
    return changed


def _updated(base: Any, a: Any, b: Any, target: str) -> Any:
    """``base + B @ A``, if the shapes fit."""
    if base is None or b is None or b.shape[1] != a.shape[0] or (b.shape[0], a.shape[1]) != base.shape:
        raise EmbedderError(f"the model delta does not fit this model at {target!r}")
    return base + b.astype(np.float32) @ a.astype(np.float32)
