"""Recorded calls as a chat model reads them: what guidelines and evaluations are written from."""

from __future__ import annotations

import json

from toolmem.records import Call
from toolmem.text.truncate import truncate_output

__all__ = ["describe_call", "one_line"]

_LINE_CHARS = 200


def describe_call(call: Call, heading: str, *, input_tokens: int = 150, output_tokens: int = 150) -> str:
    """A call in a few lines under ``heading``: request, input, outcome (with the error) and output,
    each cut to a token budget."""
    lines = [heading]
    if call.request:
        lines.append(f"Request: {one_line(call.request)}")
    arguments = json.dumps(call.input, ensure_ascii=False, sort_keys=True)
    lines.append(f"Input: {truncate_output(arguments, input_tokens)}")
    if call.success:
        lines.append(f"Outcome: success in {call.time_cost:.3f} s")
    else:
        error = truncate_output(call.error, 80) if call.error else "(no error message)"
        lines.append(f"Outcome: failure in {call.time_cost:.3f} s\nError: {error}")
    if call.output:
        lines.append(f"Output: {truncate_output(call.output, output_tokens)}")
    return "\n".join(lines)


def one_line(text: str) -> str:
    """``text`` on one line, clipped to 200 characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= _LINE_CHARS else flat[: _LINE_CHARS - 1] + "…"
