"""A chat model behind any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, LiteLLM, ...).

LLM features (tool rerank, usage guidelines, call evaluation) send their prompts through :class:`ChatModel`.
It needs the optional ``openai`` extra; its errors surface as :class:`~toolmem.errors.LLMError`,
which names the model and the endpoint and never the key.

Example:
    >>> llm = ChatModel("gpt-4o-mini", api_key="sk-...")  # doctest: +SKIP
    >>> llm.complete([{"role": "user", "content": "Say hi"}])  # doctest: +SKIP
    'Hi!'
"""

from __future__ import annotations

import importlib
import json
import os
import threading
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar
from urllib.parse import urlsplit, urlunsplit

from toolmem.errors import ConfigError, DependencyError, LLMError

__all__ = ["DEFAULT_BASE_URL", "AnswerCache", "ChatModel", "ToolCallRequest", "ToolCallingModel", "Turn", "unfenced"]

DEFAULT_BASE_URL = "https://api.openai.com/v1"
_Answer = TypeVar("_Answer")
_PLACEHOLDER_KEY = "not-needed"


@dataclass(frozen=True)
class ToolCallRequest:
    """A function call the model asked for.

    Attributes:
        id: the call's id, to answer with a ``tool`` message.
        name: the function's name.
        arguments: its arguments.
    """

    id: str
    name: str
    arguments: dict[str, Any]


@dataclass(frozen=True)
class Turn:
    """One assistant turn: text, calls, or both.

    Attributes:
        content: the text, if any.
        tool_calls: the calls asked for, in order.
        fallback: the text is a stand-in, not the model's answer (a :class:`RecordedModel` with no
            recording for the request says so); an agent never stores it as a plan.
    """

    content: str | None
    tool_calls: tuple[ToolCallRequest, ...] = ()
    fallback: bool = False

    def to_message(self) -> dict[str, Any]:
        """The turn as an assistant message to append to the conversation."""
        message: dict[str, Any] = {"role": "assistant", "content": self.content}
        if self.tool_calls:
            message["tool_calls"] = [
                {
                    "id": call.id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": json.dumps(call.arguments, ensure_ascii=False)},
                }
                for call in self.tool_calls
            ]
        return message


class ToolCallingModel(ABC):
    """What the agent plans with: anything that answers a conversation with text or function calls.

    :class:`ChatModel` is the one for real endpoints; :class:`toolmem.agent.loop.RecordedModel` replays
    recorded turns (the offline demo).
    """

    @abstractmethod
    def respond(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None) -> Turn:
        """The next assistant turn for the conversation."""


class ChatModel(ToolCallingModel):
    """A chat-completions model reached through the official ``openai`` SDK.

    Nothing is read from the environment here (see :meth:`from_env` for that).

    Args:
        model: the model name, e.g. ``"gpt-4o-mini"`` or ``"qwen2.5:7b"``.
        base_url: the endpoint, e.g. ``"http://localhost:11434/v1"``; default OpenAI's.
        api_key: the key; without one a placeholder is sent, which local servers accept.
        timeout: seconds to wait for one answer.
        max_retries: retries of connection errors, 408, 409, 429 and 5xx answers.

    Raises:
        ConfigError: no model name, or the SDK refuses the settings.
        DependencyError: the ``openai`` package is not installed.
    """

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 2,
    ) -> None:
        if not isinstance(model, str) or not model.strip():
            raise ConfigError(f"a chat model needs a model name, e.g. 'gpt-4o-mini', got {model!r}")
        try:
            openai = importlib.import_module("openai")
        except ImportError as exc:
            raise DependencyError("LLM features", "openai", "openai") from exc
        self.model = model
        self.base_url = base_url or DEFAULT_BASE_URL
        self._openai: Any = openai
        self._key = api_key or _PLACEHOLDER_KEY
        try:
            self._client = openai.OpenAI(
                base_url=self.base_url, api_key=self._key, timeout=timeout, max_retries=max_retries
            )
        except openai.OpenAIError as exc:
            raise ConfigError(f"could not configure the chat model {model!r}: {self._redact(str(exc))}") from exc

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> ChatModel | None:
        """Configure a model from environment variables; for the CLI and server start only.

        ``TOOLMEM_LLM_MODEL`` names the model; the endpoint is ``TOOLMEM_LLM_BASE_URL``, else
        ``OPENAI_BASE_URL``, else OpenAI's; the key is ``OPENAI_API_KEY``.

        Args:
            environ: the variables to read (default ``os.environ``).

        Returns:
            The model, or ``None`` when ``TOOLMEM_LLM_MODEL`` is unset or empty.
        """
        env = os.environ if environ is None else environ
        model = env.get("TOOLMEM_LLM_MODEL", "").strip()
        if not model:
            return None
        base_url = env.get("TOOLMEM_LLM_BASE_URL") or env.get("OPENAI_BASE_URL") or None
        return cls(model, base_url=base_url, api_key=env.get("OPENAI_API_KEY") or None)

    def complete(
        self,
        messages: list[dict[str, str]],
        *,
        max_tokens: int | None = None,
        temperature: float = 0.0,
        json_object: bool = False,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> str:
        """Send a conversation and return the assistant's answer.

        Args:
            messages: ``{"role": ..., "content": ...}`` dicts, oldest first.
            max_tokens: cap on the answer's length (the endpoint's default when ``None``).
            temperature: sampling temperature; 0 for the most repeatable answers.
            json_object: ask for a JSON object (``response_format={"type": "json_object"}``).
            timeout: seconds to wait for this answer (default: the model's ``timeout``).
            max_retries: retries for this request (default: the model's ``max_retries``).

        Raises:
            LLMError: the endpoint failed after the retries, timed out, or answered without text.
        """
        options: dict[str, Any] = {"temperature": temperature}
        if max_tokens is not None:
            options["max_tokens"] = max_tokens
        if json_object:
            options["response_format"] = {"type": "json_object"}
        client = self._client
        if timeout is not None or max_retries is not None:
            overrides: dict[str, Any] = {}
            if timeout is not None:
                overrides["timeout"] = timeout
            if max_retries is not None:
                overrides["max_retries"] = max_retries
            client = client.with_options(**overrides)
        try:
            response = client.chat.completions.create(model=self.model, messages=messages, **options)
        except self._openai.OpenAIError as exc:
            raise LLMError(f"{self._where()} failed: {self._redact(str(exc))}") from exc
        choices = getattr(response, "choices", None) or []
        content = choices[0].message.content if choices else None
        if not isinstance(content, str):
            raise LLMError(f"{self._where()} answered without text (choices: {len(choices)})")
        return content

    def respond(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None) -> Turn:
        """One assistant turn of a function-calling conversation.

        Args:
            messages: the conversation in the chat-completions format (``tool`` results included).
            tools: the functions the model may call, in OpenAI's tool format.

        Returns:
            The assistant's text and the calls it asked for (arguments parsed from JSON).

        Raises:
            LLMError: the endpoint failed, or asked for a call with arguments that are not a JSON object.
        """
        options: dict[str, Any] = {"temperature": 0.0}
        if tools:
            options["tools"] = tools
        try:
            response = self._client.chat.completions.create(model=self.model, messages=messages, **options)
        except self._openai.OpenAIError as exc:
            raise LLMError(f"{self._where()} failed: {self._redact(str(exc))}") from exc
        choices = getattr(response, "choices", None) or []
        if not choices:
            raise LLMError(f"{self._where()} answered with no choices")
        message = choices[0].message
        calls = []
        for call in message.tool_calls or []:
            try:
                arguments = json.loads(call.function.arguments or "{}")
            except json.JSONDecodeError as exc:
                raise LLMError(
                    f"{self._where()} called {call.function.name!r} with arguments that are not JSON"
                ) from exc
            if not isinstance(arguments, dict):
                raise LLMError(f"{self._where()} called {call.function.name!r} with arguments that are not an object")
            calls.append(ToolCallRequest(id=call.id, name=call.function.name, arguments=arguments))
        return Turn(content=message.content, tool_calls=tuple(calls))

    def close(self) -> None:
        """Close the HTTP connections."""
        self._client.close()

    def __repr__(self) -> str:
        return f"<ChatModel {self.model!r} at {_without_credentials(self.base_url)}>"

    def _where(self) -> str:
        return f"chat model {self.model!r} at {_without_credentials(self.base_url)}"

    def _redact(self, text: str) -> str:
        # an endpoint may quote the key back ("Incorrect API key provided: sk-...")
        if self._key != _PLACEHOLDER_KEY:
            text = text.replace(self._key, "***")
        return text


def _without_credentials(url: str) -> str:
    """``url`` with any ``user:password@`` removed."""
    parts = urlsplit(url)
    if "@" not in parts.netloc:
        return url
    return urlunsplit(parts._replace(netloc=parts.netloc.rpartition("@")[2]))


def unfenced(answer: str) -> str:
    """A model's JSON answer without the code fence some models put around it even in JSON mode."""
    text = answer.strip()
    if text.startswith("```"):
        text = text.strip("`").removeprefix("json").strip()
    return text


class AnswerCache(Generic[_Answer]):
    """A chat model's answers kept by key, the least recently used dropped first; thread-safe.

    Args:
        size: how many answers are kept; 0 keeps none.

    Raises:
        ConfigError: ``size`` is not a non-negative integer.
    """

    def __init__(self, size: int) -> None:
        if isinstance(size, bool) or not isinstance(size, int) or size < 0:
            raise ConfigError(f"cache_size must be a non-negative integer, got {size!r}")
        self.size = size
        self._answers: OrderedDict[str, _Answer] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> _Answer | None:
        """The answer kept for ``key``, or ``None``."""
        with self._lock:
            answer = self._answers.get(key)
            if answer is not None:
                self._answers.move_to_end(key)
            return answer

    def put(self, key: str, answer: _Answer) -> None:
        """Keep ``answer`` for ``key``."""
        if self.size == 0:
            return
        with self._lock:
            self._answers[key] = answer
            while len(self._answers) > self.size:
                self._answers.popitem(last=False)
