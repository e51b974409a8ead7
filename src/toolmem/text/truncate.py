"""Token-capped tool output: keep the head and the tail, say what was cut, keep JSON valid.

A tool that returns a 200-page listing must not flood the model's context. ``truncate_output``
counts real tokens (:mod:`toolmem.text.tokens`) and, over the cap, keeps the start and the end of the
text with a marker saying how many tokens were cut. JSON output stays valid JSON: long arrays keep
their first items, long strings their head and tail, big objects their first keys, each with a
marker, until the whole fits.

Example:
    >>> out = truncate_output(json.dumps({"rows": list(range(5000))}), max_tokens=60)
    >>> json.loads(out)["rows"][:3], json.loads(out)["rows"][-1].startswith("…")
    ([0, 1, 2], True)
"""

from __future__ import annotations

import json
from typing import Any

from toolmem.errors import ValidationError
from toolmem.text.tokens import DEFAULT_ENCODING, check_encoding, count_tokens, decode, encode

__all__ = ["DEFAULT_MAX_TOKENS", "truncate_output"]

DEFAULT_MAX_TOKENS = 12_000
_HEAD_SHARE = 0.6
# Successively tighter (array items, string characters, object keys) limits tried on JSON output.
_SCHEDULE: tuple[tuple[int, int, int], ...] = (
    (200, 8000, 500),
    (100, 4000, 200),
    (50, 2000, 100),
    (20, 1000, 50),
    (10, 400, 20),
    (5, 200, 10),
    (3, 100, 5),
    (1, 40, 3),
)


def truncate_output(text: str, max_tokens: int = DEFAULT_MAX_TOKENS, *, encoding: str = DEFAULT_ENCODING) -> str:
    """Cap ``text`` at ``max_tokens`` tokens, keeping its head and tail (and JSON validity).

    Args:
        text: the tool's output.
        max_tokens: the most tokens the result may have (at least 16).
        encoding: ``o200k_base`` or ``cl100k_base``.

    Returns:
        ``text`` itself when it fits; otherwise a shorter text with a marker such as
        ``…[toolmem: 5,210 of 17,210 tokens cut]…``.

    Raises:
        ValidationError: ``max_tokens`` is below 16.
        ConfigError: the encoding is unknown.
    """
    if not isinstance(max_tokens, int) or max_tokens < 16:
        raise ValidationError("max_tokens", f"must be an integer of at least 16, got {max_tokens!r}")
    check_encoding(encoding)
    if len(text) <= max_tokens and len(text.encode("utf-8", "surrogatepass")) <= max_tokens:
        return text  # byte-level BPE: a token spans at least one byte (the tokenizer is not loaded)
    total = count_tokens(text, encoding)
    if total <= max_tokens:
        return text
    if text.lstrip().startswith(("{", "[")):
        try:
            value = json.loads(text)
        except ValueError:
            pass
        else:
            fitted = _fit_json(value, total, max_tokens, encoding)
            if fitted is not None:
                return fitted
    return _head_and_tail(text, total, max_tokens, encoding)


def _head_and_tail(text: str, total: int, max_tokens: int, encoding: str) -> str:
    tokens = encode(text, encoding)
    keep = max_tokens - 16  # room for the marker
    while keep > 0:
        head = round(keep * _HEAD_SHARE)
        tail = keep - head
        marker = f"\n…[toolmem: {total - keep:,} of {total:,} tokens cut]…\n"
        result = _clean(decode(tokens[:head], encoding)) + marker + _clean(decode(tokens[total - tail :], encoding))
        if count_tokens(result, encoding) <= max_tokens:
            return result
        keep -= 8
    return f"…[toolmem: {total:,} tokens cut]…"


def _fit_json(value: Any, total: int, max_tokens: int, encoding: str) -> str | None:
    for items, chars, keys in _SCHEDULE:
        shrunk = _shrink(value, items, chars, keys)
        note = f"toolmem: output cut from {total:,} tokens"
        if isinstance(shrunk, dict):
            shrunk = {**shrunk, "…": f"{note}; {shrunk['…']}" if "…" in shrunk else note}
        elif isinstance(shrunk, list):
            shrunk = [*shrunk, f"…[{note}]"]
        result = json.dumps(shrunk, ensure_ascii=False)
        if count_tokens(result, encoding) <= max_tokens:
            return result
    return None


def _shrink(value: Any, items: int, chars: int, keys: int) -> Any:
    if isinstance(value, str):
        if len(value) <= chars:
            return value
        head = round(chars * _HEAD_SHARE)
        return f"{value[:head]}…[{len(value) - chars:,} characters cut]…{value[len(value) - (chars - head) :]}"
    if isinstance(value, list):
        kept = [_shrink(item, items, chars, keys) for item in value[:items]]
        if len(value) > items:
            kept.append(f"…[{len(value) - items:,} more items cut]")
        return kept
    if isinstance(value, dict):
        names = list(value)
        shrunk = {name: _shrink(value[name], items, chars, keys) for name in names[:keys]}
        if len(names) > keys:
            shrunk["…"] = f"{len(names) - keys:,} more keys cut"
        return shrunk
    return value


def _clean(text: str) -> str:
    """Drop the replacement characters a cut through a multi-byte character leaves at an edge."""
    return text.strip("\ufffd")
