"""The second stage of tool search: a chat model rereads the fused candidates and picks the best.

``mem.tools.search(query, k, rerank=True)`` takes the fused top candidates (20 by default), shows
them to the chat model in **one** request (id, name, description trimmed to a token budget,
parameter names) and reads its answer in AutoAgent's ``RerankResult`` shape::

    {"scores": [{"tool_name": "<id>", "relevance_score": 0.9, "justification": "..."}],
     "selected_tools": ["<id>", ...]}

validated with pydantic. Hits follow ``selected_tools``, then the other candidates by relevance
(unscored ones last, in fused order); each keeps its fused ``score`` and gains
``reasons["rerank"]`` (the model's relevance) and ``justification``. A malformed answer, a timeout
or an API error leaves the fused order as it was and logs a warning: search never fails because
the model did. Answers are cached per (query, candidate set), so asking again costs nothing.

Example:
    >>> mem = toolmem.open("tools.db", llm=toolmem.ChatModel("gpt-4o-mini"))  # doctest: +SKIP
    >>> [hit.id for hit in mem.tools.search("book a table for two tonight", k=3, rerank=True)]  # doctest: +SKIP
"""

from __future__ import annotations

import hashlib
import logging
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from pydantic import BaseModel, ConfigDict, Field
from pydantic import ValidationError as PydanticError

from toolmem.errors import ConfigError, LLMError
from toolmem.llm import AnswerCache, ChatModel, unfenced
from toolmem.records import ToolHit
from toolmem.text.tokens import decode, encode

__all__ = [
    "DEFAULT_CANDIDATES",
    "LLMReranker",
    "RerankResult",
    "Reranker",
    "ToolScore",
    "search_and_rerank",
]

DEFAULT_CANDIDATES = 20
DEFAULT_DESCRIPTION_TOKENS = 80
DEFAULT_TIMEOUT = 20.0
DEFAULT_CACHE_SIZE = 256
_MAX_PARAMETERS = 12
_log = logging.getLogger("toolmem")

_SYSTEM = (
    "You rerank the candidate tools an AI agent may call for a user's request. Judge each candidate only"
    " by its id, name, description and parameters. Reply with one JSON object and nothing else:"
    ' {"scores": [{"tool_name": "<candidate id>", "relevance_score": <number from 0 to 1>,'
    ' "justification": "<one short sentence>"}, ...], "selected_tools": ["<candidate id>", ...]}.'
    " Score every candidate. In selected_tools list the ids of the tools that best serve the request,"
    " best first. Use the ids exactly as given; never invent one."
)


class ToolScore(BaseModel):
    """One candidate as the model judged it."""

    model_config = ConfigDict(extra="ignore")

    tool_name: str = Field(description="The candidate's id, as shown to the model.")
    relevance_score: float = Field(ge=0.0, le=1.0, description="How well it serves the request, 0 to 1.")
    justification: str = Field("", description="Why, in a sentence.")


class RerankResult(BaseModel):
    """The model's whole answer: AutoAgent's ``RerankResult`` shape."""

    model_config = ConfigDict(extra="ignore")

    scores: list[ToolScore] = Field(default_factory=list)
    selected_tools: list[str] = Field(default_factory=list)


class Reranker(ABC):
    """Reorders the fused candidates of a tool search.

    Attributes:
        candidates: how many fused hits to hand over; search asks the index for this many.
    """

    candidates: int = DEFAULT_CANDIDATES

    @abstractmethod
    def rerank(self, query: str, hits: Sequence[ToolHit], k: int) -> list[ToolHit]:
        """The same hits in the new order, with ``rank`` renumbered; ``k`` is how many the caller keeps.

        An implementation must not raise for a failure of its model: it returns ``hits`` as they were.
        """


@dataclass(frozen=True)
class _Verdict:
    selected: tuple[str, ...]
    scores: Mapping[str, ToolScore]


class LLMReranker(Reranker):
    """Reranks with a chat model in one request per search (see the module's description).

    Args:
        llm: the chat model (any OpenAI-compatible endpoint).
        candidates: how many fused hits the model sees.
        description_tokens: each candidate's description is cut to this many tokens.
        timeout: seconds to wait for the answer; the request is not retried.
        cache_size: answers kept per (query, candidate set); 0 turns the cache off.

    Raises:
        ConfigError: a setting is not positive (``cache_size`` may be 0).
    """

    def __init__(
        self,
        llm: ChatModel,
        *,
        candidates: int = DEFAULT_CANDIDATES,
        description_tokens: int = DEFAULT_DESCRIPTION_TOKENS,
        timeout: float = DEFAULT_TIMEOUT,
        cache_size: int = DEFAULT_CACHE_SIZE,
    ) -> None:
        for name, value in (("candidates", candidates), ("description_tokens", description_tokens)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ConfigError(f"{name} must be a positive integer, got {value!r}")
        if not timeout > 0:
            raise ConfigError(f"timeout must be a positive number of seconds, got {timeout!r}")
        self._cache: AnswerCache[_Verdict] = AnswerCache(cache_size)
        self.llm = llm
        self.candidates = candidates
        self.description_tokens = description_tokens
        self.timeout = timeout
        self.requests = 0
        self.failures = 0

    @property
    def cache_size(self) -> int:
        """How many answers are kept."""
        return self._cache.size

    def rerank(self, query: str, hits: Sequence[ToolHit], k: int) -> list[ToolHit]:
        """Ask the model (or the cache) and reorder; on any failure of the model, ``hits`` unchanged."""
        if len(hits) < 2:
            return list(hits)
        key = self._key(query, hits, k)
        verdict = self._cache.get(key)
        if verdict is None:
            verdict = self._ask(query, hits, k)
            if verdict is None:
                return list(hits)
            self._cache.put(key, verdict)
        return _apply(hits, verdict)

    def prompt(self, query: str, hits: Sequence[ToolHit], k: int) -> list[dict[str, str]]:
        """The messages sent for one search."""
        blocks = [self._describe(number, hit) for number, hit in enumerate(hits, 1)]
        text = (
            f"Request: {query}\n\nCandidate tools ({len(hits)}):\n\n" + "\n\n".join(blocks) + "\n\n"
            f"Score all {len(hits)} candidates and select at most {k} for this request."
        )
        return [{"role": "system", "content": _SYSTEM}, {"role": "user", "content": text}]

    # internals ------------------------------------------------------------------------------
    def _ask(self, query: str, hits: Sequence[ToolHit], k: int) -> _Verdict | None:
        self.requests += 1
        budget = 60 + 40 * len(hits)
        try:
            answer = self.llm.complete(
                self.prompt(query, hits, k),
                max_tokens=budget,
                json_object=True,
                timeout=self.timeout,
                max_retries=0,
            )
        except LLMError as exc:
            self._failed(str(exc))
            return None
        try:
            result = RerankResult.model_validate_json(unfenced(answer))
        except PydanticError as exc:
            problem = exc.errors()[0]["msg"] if exc.errors() else str(exc)
            self._failed(f"the model's answer is not a RerankResult ({problem})")
            return None
        known = {hit.id for hit in hits}
        scores: dict[str, ToolScore] = {}
        for item in result.scores:
            if item.tool_name in known:
                scores.setdefault(item.tool_name, item)
        selected = tuple(dict.fromkeys(name for name in result.selected_tools if name in known))
        if not scores and not selected:
            self._failed("the model's answer names none of the candidates")
            return None
        return _Verdict(selected=selected, scores=scores)

    def _failed(self, why: str) -> None:
        self.failures += 1
        _log.warning("rerank skipped, fused order kept: %s", why)

    def _describe(self, number: int, hit: ToolHit) -> str:
        tool = hit.tool
        lines = [f"{number}. id: {tool.id}", f"   name: {tool.name}"]
        if tool.description.strip():
            lines.append(f"   description: {_clip(' '.join(tool.description.split()), self.description_tokens)}")
        properties = tool.parameters.get("properties")
        if isinstance(properties, Mapping) and properties:
            names = [str(name) for name in properties][:_MAX_PARAMETERS]
            more = len(properties) - len(names)
            lines.append(f"   parameters: {', '.join(names)}{f' (+{more} more)' if more > 0 else ''}")
        if tool.tags:
            lines.append(f"   tags: {', '.join(tool.tags)}")
        return "\n".join(lines)

    def _key(self, query: str, hits: Sequence[ToolHit], k: int) -> str:
        tools = (f"{hit.id}\0{hit.tool.content_hash}" for hit in hits)
        parts = [self.llm.model, str(k), " ".join(query.split()), *tools]
        return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()


def search_and_rerank(
    reranker: Reranker | None, query: str, k: int, search: Callable[[int], list[ToolHit]]
) -> list[ToolHit]:
    """Search ``max(k, reranker.candidates)`` deep, rerank, keep ``k``.

    Raises:
        ConfigError: there is no reranker (no chat model was configured).
    """
    if reranker is None:
        raise ConfigError(
            "rerank=True needs a chat model: open the memory with llm=ChatModel(model, base_url=..., api_key=...)"
            " (the CLI and the server read TOOLMEM_LLM_MODEL, TOOLMEM_LLM_BASE_URL and OPENAI_API_KEY)"
        )
    hits = search(max(k, reranker.candidates))
    return reranker.rerank(query, hits, k)[:k]


def _apply(hits: Sequence[ToolHit], verdict: _Verdict) -> list[ToolHit]:
    fused = {hit.id: position for position, hit in enumerate(hits)}
    chosen = set(verdict.selected)

    def rest_order(hit: ToolHit) -> tuple[int, float, int]:
        score = verdict.scores.get(hit.id)
        return (0, -score.relevance_score, fused[hit.id]) if score else (1, 0.0, fused[hit.id])

    by_id = {hit.id: hit for hit in hits}
    ordered = [by_id[name] for name in verdict.selected] + sorted(
        (hit for hit in hits if hit.id not in chosen), key=rest_order
    )
    out = []
    for rank, hit in enumerate(ordered, 1):
        score = verdict.scores.get(hit.id)
        if score is None:
            out.append(replace(hit, rank=rank))
            continue
        reasons = {**hit.reasons, "rerank": score.relevance_score}
        out.append(replace(hit, rank=rank, reasons=reasons, justification=score.justification.strip() or None))
    return out


def _clip(text: str, tokens: int) -> str:
    ids = encode(text)
    return text if len(ids) <= tokens else decode(ids[:tokens]).rstrip() + " …"
