"""Scripts for the OpenAI stub that answer a rerank request: they read the candidate ids the prompt
shows and answer in the ``RerankResult`` shape, so tests can predict the new order."""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["candidates", "reverse"]

_CANDIDATE = re.compile(r"^\d+\. id: (\S+)$", re.MULTILINE)


def candidates(body: dict[str, Any]) -> list[str]:
    """The candidate ids of a rerank request, in the order the prompt lists them."""
    return _CANDIDATE.findall(body["messages"][-1]["content"])


def reverse(body: dict[str, Any]) -> str:
    """Select the last two candidates (last first) and score the others by their reversed position."""
    ids = candidates(body)
    scores = [
        {"tool_name": tool_id, "relevance_score": round((i + 1) / len(ids), 3), "justification": f"judged {tool_id}"}
        for i, tool_id in enumerate(ids)
    ]
    return json.dumps({"scores": scores, "selected_tools": ids[::-1][:2]})
