"""Plugin tools: Python functions that record every call they serve and cap what they return.

The counterpart of AutoAgent's ``register_plugin_tool``. :func:`plugin_tool` adds a function to a
workspace's catalogue when it is decorated; each call is then timed, its result turned into text
and capped at a token budget, and recorded in ``mem.calls`` under the request being served. The
agent names that request once per user turn with :func:`request_context`, so the tools it calls
need no extra argument:

Example:
    >>> import toolmem
    >>> mem = toolmem.open("sqlite://", embedder="hash")
    >>> @plugin_tool(mem, tags=["weather"])
    ... def forecast(city: str, days: int = 3) -> dict[str, object]:
    ...     '''Forecast the weather of a city.'''
    ...     return {"city": city, "days": days, "sky": "rain"}
    >>> with request_context("will it rain in Lisbon?"):
    ...     forecast("Lisbon")
    '{"city": "Lisbon", "days": 3, "sky": "rain"}'
    >>> call = mem.calls.list("forecast")[0]
    >>> call.request, call.input, call.success
    ('will it rain in Lisbon?', {'city': 'Lisbon', 'days': 3}, True)
    >>> mem.close()

The plain :func:`toolmem.tool` decorator only describes a function; it neither caps nor records.
"""

from __future__ import annotations

import functools
import inspect
import json
import logging
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, ParamSpec

from toolmem.errors import ConfigError, PayloadTooLargeError, ToolmemError, ValidationError
from toolmem.memory import Memory
from toolmem.text.truncate import DEFAULT_MAX_TOKENS, truncate_output
from toolmem.tools.ingest.python import _ATTRIBUTE, tool_from_callable

__all__ = ["current_request", "plugin_tool", "request_context"]

_P = ParamSpec("_P")
_request: ContextVar[str] = ContextVar("toolmem_request", default="")
_log = logging.getLogger("toolmem")


@contextmanager
def request_context(text: str) -> Iterator[str]:
    """Name the user request that the calls made inside the block serve.

    An agent wraps each user request in ``with request_context(user_text):``; every
    :func:`plugin_tool` call inside records ``user_text`` as its request, which is what lets
    tool search learn which tools serve which requests. Contexts nest (the inner one wins until
    it ends) and follow ``asyncio`` tasks and threads started with a copied context.

    Args:
        text: the user's request, in words.

    Raises:
        ValidationError: ``text`` is not a string.

    Example:
        >>> with request_context("convert 20 euros to yen"):
        ...     current_request()
        'convert 20 euros to yen'
        >>> current_request()
        ''
    """
    if not isinstance(text, str):
        raise ValidationError("request", f"must be a string, got {text!r}")
    token = _request.set(text)
    try:
        yield text
    finally:
        _request.reset(token)


def current_request() -> str:
    """The request named by the innermost :func:`request_context`; ``""`` outside any."""
    return _request.get()


def plugin_tool(
    mem: Memory,
    *,
    max_output_tokens: int = DEFAULT_MAX_TOKENS,
    tags: Sequence[str] = (),
    id: str | None = None,
    name: str | None = None,
    description: str | None = None,
) -> Callable[[Callable[_P, Any]], Callable[_P, str]]:
    """Add a function to ``mem.tools`` and record each of its calls in ``mem.calls``.

    The wrapped function returns text: a string result as it is, anything else as JSON, capped at
    ``max_output_tokens`` tokens (:func:`toolmem.text.truncate.truncate_output`); the full text stays
    readable through the recorded call's ``output_handle``. A call that raises is recorded as a
    failure with the error ``"<ExceptionType>: <message>"`` and the exception propagates unchanged.
    Recording never changes what the function returns or raises: an output too large to keep is
    recorded capped, and a call that cannot be recorded at all is logged as a warning.

    Args:
        mem: the memory whose catalogue and call log the tool joins.
        max_output_tokens: the most tokens a result may have (at least 16).
        tags: labels for tag filters.
        id: the tool id; defaults to the function's name.
        name: the tool name; defaults to the function's name.
        description: overrides the docstring's description.

    Returns:
        A decorator; the function it returns keeps the original's name, docstring and signature,
        and :func:`toolmem.tool_of` gives its tool.

    Raises:
        ConfigError: ``max_output_tokens`` is below 16, or the function is a coroutine function.
        IngestError: the function cannot be described as a tool.

    Example:
        >>> @plugin_tool(mem, max_output_tokens=2000)  # doctest: +SKIP
        ... def search_flights(origin: str, destination: str) -> list[dict[str, str]]:
        ...     '''Find flights between two airports.'''
    """
    if isinstance(max_output_tokens, bool) or not isinstance(max_output_tokens, int) or max_output_tokens < 16:
        raise ConfigError(f"max_output_tokens must be an integer of at least 16, got {max_output_tokens!r}")

    def decorate(func: Callable[_P, Any]) -> Callable[_P, str]:
        if inspect.iscoroutinefunction(func):
            raise ConfigError(f"plugin_tool wraps plain functions; {func!r} is a coroutine function")
        described = tool_from_callable(func, id=id, name=name, description=description, tags=tags)
        mem.tools.add(described)
        signature = inspect.signature(func)

        @functools.wraps(func)
        def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> str:
            fields: dict[str, Any] = {
                "tool_id": described.id,
                "request": _request.get(),
                "input": _arguments(signature, args, kwargs),
            }
            start = time.perf_counter()
            try:
                result = func(*args, **kwargs)
            except Exception as exc:
                elapsed = time.perf_counter() - start
                _record(mem, {**fields, "success": False, "error": f"{type(exc).__name__}: {exc}"}, elapsed)
                raise
            elapsed = time.perf_counter() - start
            text = result if isinstance(result, str) else json.dumps(result, ensure_ascii=False, default=str)
            capped = truncate_output(text, max_output_tokens)
            _record(mem, {**fields, "output": text}, elapsed, max_output_tokens=max_output_tokens, capped=capped)
            return capped

        setattr(wrapper, _ATTRIBUTE, described)  # so that tool_of(wrapper) is the tool it records under
        return wrapper

    return decorate


def _arguments(signature: inspect.Signature, args: tuple[Any, ...], kwargs: Mapping[str, Any]) -> dict[str, Any]:
    """The call's arguments by parameter name, defaults included, as JSON-safe data."""
    try:
        bound = signature.bind(*args, **kwargs)
    except TypeError:  # the call itself will fail the same way; keep what was passed
        arguments: dict[str, Any] = {"args": list(args), "kwargs": dict(kwargs)}
    else:
        bound.apply_defaults()
        arguments = dict(bound.arguments)
    try:
        safe: dict[str, Any] = json.loads(json.dumps(arguments, ensure_ascii=False, default=str))
    except ValueError:  # a circular structure: keep each argument's repr
        safe = {key: repr(value) for key, value in arguments.items()}
    return safe


def _record(
    mem: Memory,
    fields: dict[str, Any],
    elapsed: float,
    *,
    max_output_tokens: int | None = None,
    capped: str | None = None,
) -> None:
    """Record one call; never raise, since the tool has already run."""
    fields = {**fields, "time_cost": elapsed}
    try:
        try:
            mem.calls.record(**fields, max_output_tokens=max_output_tokens)
        except PayloadTooLargeError:
            if capped is None:
                raise
            # The full text is over the log's size limit: keep what the model was given.
            mem.calls.record(**{**fields, "output": capped})
    except ToolmemError as exc:
        _log.warning("call of tool %r not recorded: %s", fields["tool_id"], exc)
