"""A second opinion on a reworded request: does it ask for what a stored plan did?

The plan cache's rules (:mod:`toolmem.plans.matching`) replay a plan only when every word of a new
request is accounted for. A paraphrase with words no rule can vouch for ("wake up build-box-2"
against "start the instance web-01") is a miss, and costs the agent a model call. A
:class:`PlanJudge` may turn such a miss into a hit. It is asked only when:

- the neighbours agree on the plan, as for any hit;
- the request's values fill the plan's slots;
- nothing turns the request around: no negation, question, tense, opposite or antonym (those
  stay misses, whatever a judge would say);
- words are left unaccounted for.

It is asked at most once per lookup, about the best such plan, with the steps it would replay.

:class:`LLMPlanJudge` asks a chat model in one short request, and answers are cached. A failure
(timeout, API error, an answer that is not the JSON asked for) is a "no": a miss costs a model
call, a wrong replay is a wrong action in the world.

Example:
    >>> llm = toolmem.ChatModel("gpt-4o-mini")  # doctest: +SKIP
    >>> mem = toolmem.open("agent.db", llm=llm, plan_judge=toolmem.LLMPlanJudge(llm))  # doctest: +SKIP
    >>> start = [{"tool_id": "cloud.start", "arguments": {"name": "web-01"}}]
    >>> mem.plans.store("start the instance web-01", start)  # doctest: +SKIP
    >>> mem.plans.lookup("wake up build-box-2").steps  # doctest: +SKIP
    (Step(tool_id='cloud.start', arguments={'name': 'build-box-2'}, ...),)
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence

from pydantic import BaseModel, ConfigDict, Field
from pydantic import ValidationError as PydanticError

from toolmem.errors import ConfigError, LLMError
from toolmem.llm import AnswerCache, ChatModel, unfenced
from toolmem.records import Step

__all__ = ["LLMPlanJudge", "PlanJudge", "Verdict", "judge_from_env"]

DEFAULT_TIMEOUT = 10.0
DEFAULT_CACHE_SIZE = 1024
_log = logging.getLogger("toolmem")

_SYSTEM = (
    "An AI agent keeps the tool calls that served earlier requests and replays them for new requests"
    " that ask for exactly the same action. You decide whether the calls may be replayed for the new"
    " request. Answer yes only if the new request asks for the same action on its own values, and the"
    " calls shown (with the new request's values already put in) do what it asks and nothing else."
    " Answer no if it asks for another or opposite action, asks a question where an action was asked"
    " (or the reverse), changes when or how, adds a condition or detail the calls ignore, or if you are"
    " unsure: a wrong replay acts wrongly in the world. Reply with one JSON object and nothing else:"
    ' {"same": true or false, "reason": "<one short sentence>"}.'
)


class Verdict(BaseModel):
    """The model's answer."""

    model_config = ConfigDict(extra="ignore")

    same: bool = Field(description="Whether the calls may be replayed for the new request.")
    reason: str = Field("", description="Why, in a sentence.")


class PlanJudge(ABC):
    """Says whether a request the rules leave with words unaccounted for asks for what a stored one did."""

    @abstractmethod
    def same(self, stored: str, request: str, steps: Sequence[Step]) -> bool:
        """Whether ``steps`` (the stored plan's, with ``request``'s values) may be replayed for
        ``request``, whose plan was stored for ``stored``.

        An implementation must not raise for a failure of its model: it answers ``False``.
        """


class LLMPlanJudge(PlanJudge):
    """Asks a chat model, one short request per question (see the module's description).

    Args:
        llm: the chat model (any OpenAI-compatible endpoint).
        timeout: seconds to wait for the answer; the request is not retried.
        cache_size: answers kept per (stored request, request, steps); 0 turns the cache off.

    Attributes:
        requests: questions sent to the model.
        failures: of those, how many got no usable answer (each counted as "no").

    Raises:
        ConfigError: a setting out of range.
    """

    def __init__(
        self, llm: ChatModel, *, timeout: float = DEFAULT_TIMEOUT, cache_size: int = DEFAULT_CACHE_SIZE
    ) -> None:
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not timeout > 0:
            raise ConfigError(f"timeout must be a positive number of seconds, got {timeout!r}")
        self._cache: AnswerCache[bool] = AnswerCache(cache_size)
        self.llm = llm
        self.timeout = float(timeout)
        self.requests = 0
        self.failures = 0
        self._lock = threading.Lock()  # the counts

    @property
    def cache_size(self) -> int:
        """How many answers are kept."""
        return self._cache.size

    def same(self, stored: str, request: str, steps: Sequence[Step]) -> bool:
        """Ask the model (or the cache); ``False`` on any failure of the model."""
        messages = self.prompt(stored, request, steps)
        key = hashlib.sha256(json.dumps(messages, sort_keys=True).encode()).hexdigest()
        kept = self._cache.get(key)
        if kept is not None:
            return kept
        answer = self._ask(messages)
        if answer is None:
            return False
        self._cache.put(key, answer)
        return answer

    def prompt(self, stored: str, request: str, steps: Sequence[Step]) -> list[dict[str, str]]:
        """The messages sent for one question."""
        calls = json.dumps(
            [{"tool": step.tool_id, "arguments": dict(step.arguments)} for step in steps if step.tool_id is not None],
            ensure_ascii=False,
        )
        text = (
            f"Earlier request: {stored}\nNew request: {request}\n"
            f"Calls to replay for the new request: {calls}\n\nMay these calls be replayed for the new request?"
        )
        return [{"role": "system", "content": _SYSTEM}, {"role": "user", "content": text}]

    def _ask(self, messages: list[dict[str, str]]) -> bool | None:
        with self._lock:
            self.requests += 1
        try:
            answer = self.llm.complete(messages, max_tokens=80, json_object=True, timeout=self.timeout, max_retries=0)
            verdict = Verdict.model_validate_json(unfenced(answer))
        except (LLMError, PydanticError) as exc:
            with self._lock:
                self.failures += 1
            _log.warning("plan judge: no usable answer, the request is planned afresh (%s)", _first_line(exc))
            return None
        return verdict.same


def _first_line(exc: Exception) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__


_ON = frozenset({"1", "true", "yes", "on"})
_OFF = frozenset({"", "0", "false", "no", "off"})


def judge_from_env(llm: ChatModel | None, environ: Mapping[str, str] | None = None) -> PlanJudge | None:
    """The plan judge ``TOOLMEM_PLAN_JUDGE`` asks for (``1``, ``true``, ``yes``, ``on``): an
    :class:`LLMPlanJudge` of ``llm``; ``None`` when it is unset or off. For the CLI and server start only.

    Raises:
        ConfigError: the variable is neither on nor off, or it is on and there is no chat model.
    """
    env = os.environ if environ is None else environ
    value = env.get("TOOLMEM_PLAN_JUDGE", "").strip().lower()
    if value in _OFF:
        return None
    if value not in _ON:
        raise ConfigError(f"TOOLMEM_PLAN_JUDGE must be 1/true/yes/on or 0/false/no/off, got {value!r}")
    if llm is None:
        raise ConfigError(
            "TOOLMEM_PLAN_JUDGE asks a chat model: set TOOLMEM_LLM_MODEL (and TOOLMEM_LLM_BASE_URL or"
            " OPENAI_API_KEY for its endpoint)"
        )
    return LLMPlanJudge(llm)
