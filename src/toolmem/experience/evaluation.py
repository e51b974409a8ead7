"""Call evaluation by the chat model, as ReMe runs it: a summary, an evaluation and a score per call.

The model sees a batch of calls (each with its request, input, outcome and output, trimmed) and
answers one JSON object::

    {"evaluations": [{"index": 0, "summary": "...", "evaluation": "...", "score": 1}, ...]}

``index`` is the call's position in the batch and ``score`` is ReMe's 0, 0.5 or 1. Each item is
validated with pydantic on its own: what parses is kept, the rest is dropped.

Two ways in:

* :func:`evaluate_calls` judges chosen calls now, ``batch_size`` per request, and replaces earlier
  judgements (``mem.calls.evaluate()``);
* :class:`CallEvaluator` judges new calls in the background, off the request path: ``record(...,
  evaluate=True)`` and ReMe's ``add_tool_call_result`` hand it the stored calls and return at once;
  a worker thread batches whatever has queued up (up to ``batch_size`` calls per request) and only
  fills what the caller left empty, so a caller's own summary and score are kept.

Example:
    >>> mem = toolmem.open("m.db", llm=toolmem.ChatModel("gpt-4o-mini"))  # doctest: +SKIP
    >>> call = mem.calls.record("wx", input={"city": "Oslo"}, output="rain", evaluate=True)  # doctest: +SKIP
    >>> mem.calls.wait_evaluations(30)  # doctest: +SKIP
    True
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator
from pydantic import ValidationError as PydanticError

from toolmem.errors import ConfigError, LLMError, NotFoundError, ToolmemError, ToolNotFoundError
from toolmem.experience.render import describe_call, one_line
from toolmem.llm import ChatModel, unfenced
from toolmem.records import Call, CallJudgement, Tool
from toolmem.records.checks import check_positive
from toolmem.stores import Workspace

__all__ = ["DEFAULT_BATCH_SIZE", "CallEvaluator", "evaluate_calls", "judge_batch"]

DEFAULT_BATCH_SIZE = 20
NO_LLM_HINT = (
    "pass llm=ChatModel(model, base_url=..., api_key=...), or set TOOLMEM_LLM_MODEL"
    " (with TOOLMEM_LLM_BASE_URL and OPENAI_API_KEY as needed) for the CLI and server"
)
_OUTPUT_TOKENS = 150
_SCORES = (0.0, 0.5, 1.0)
_log = logging.getLogger("toolmem")

_SYSTEM = (
    "You evaluate tool calls made by an AI agent. For each call write a one-sentence summary of what"
    " it did, an evaluation of whether it succeeded and whether its input fitted the request and the"
    " tool, and a score: 1 when the call succeeded and its output serves the request, 0.5 when it"
    " partly does, 0 when it failed or is of no use. Reply with one JSON object and nothing else:"
    ' {"evaluations": [{"index": <the call\'s index>, "summary": "...", "evaluation": "...",'
    ' "score": <0, 0.5 or 1>}]}, one entry per call.'
)


class _Item(BaseModel):
    """One entry of the model's answer."""

    model_config = ConfigDict(extra="ignore")

    index: int
    summary: str = ""
    evaluation: str = ""
    score: float

    @field_validator("score")
    @classmethod
    def _reme_scale(cls, value: float) -> float:
        if value not in _SCORES:
            raise ValueError("score must be 0, 0.5 or 1")
        return value


class _Answer(BaseModel):
    model_config = ConfigDict(extra="ignore")

    evaluations: list[Any]


def judge_batch(
    llm: ChatModel, calls: Sequence[Call], tools: dict[str, Tool], *, timeout: float | None = None
) -> list[CallJudgement]:
    """Ask the model about ``calls`` in one request; the judgements that parse, in batch order.

    Raises:
        LLMError: the endpoint failed, or the answer is not a JSON object with an ``evaluations`` list.
    """
    answer = llm.complete(_prompt(calls, tools), max_tokens=100 + 120 * len(calls), json_object=True, timeout=timeout)
    try:
        parsed = _Answer.model_validate_json(unfenced(answer))
    except PydanticError as exc:
        raise LLMError(
            f"the chat model's answer is not an object with an evaluations list: {one_line(answer)!r}"
        ) from exc
    found: dict[int, CallJudgement] = {}
    for raw in parsed.evaluations:
        try:
            item = _Item.model_validate(raw)
        except PydanticError:
            continue
        if not 0 <= item.index < len(calls) or item.index in found:
            continue
        found[item.index] = CallJudgement(
            call_id=calls[item.index].id,
            summary=item.summary.strip() or None,
            evaluation=item.evaluation.strip() or None,
            score=item.score,
        )
    return [found[index] for index in sorted(found)]


def evaluate_calls(
    space: Workspace,
    llm: ChatModel | None,
    call_ids: Sequence[int] | None = None,
    *,
    tool_id: str | None = None,
    batch_size: int = DEFAULT_BATCH_SIZE,
) -> list[Call]:
    """Have the chat model judge kept calls now, ``batch_size`` calls per request.

    Judgements are saved batch by batch and replace earlier ones; a call the model leaves out, or
    answers for with an entry that does not parse, keeps what it had.

    Args:
        space: the workspace whose calls these are.
        llm: the chat model.
        call_ids: the kept calls to judge (again, if already judged); default every kept call with
            neither an evaluation nor a score.
        tool_id: only calls of this tool.
        batch_size: calls per request.

    Returns:
        The judged calls as stored afterwards, oldest first.

    Raises:
        ConfigError: no chat model is configured.
        NotFoundError: a call id is not among the kept calls.
        ToolNotFoundError: ``tool_id`` names no tool and no calls.
        ValidationError: ``batch_size`` is not a positive integer.
        LLMError: the model failed or a batch's answer was unusable (earlier batches stay saved).
    """
    if llm is None:
        raise ConfigError(f"evaluating calls needs a chat model: {NO_LLM_HINT}")
    check_positive(batch_size, "batch_size")
    calls = _chosen(space, call_ids, tool_id)
    tools = space.tools.get(sorted({call.tool_id for call in calls}))
    batches = [calls[i : i + batch_size] for i in range(0, len(calls), batch_size)]
    judged: list[int] = []
    for number, batch in enumerate(batches, 1):
        try:
            judgements = judge_batch(llm, batch, tools)
        except LLMError as exc:
            where = f"batch {number} of {len(batches)} (calls {batch[0].id}-{batch[-1].id})"
            raise LLMError(f"evaluating {where}: {exc}") from exc
        space.calls.judge(judgements, overwrite=True)
        judged += [j.call_id for j in judgements]
    kept = {call.id: call for call in space.calls.list(tool_id, limit=None)}
    return [kept[call_id] for call_id in sorted(judged) if call_id in kept]


class CallEvaluator:
    """Judges newly recorded calls on a background thread, in batches (see the module's description).

    Args:
        store: where the calls are.
        workspace: the workspace.
        llm: the chat model.
        batch_size: the most calls per request.

    Attributes:
        judged: calls judged so far.
        failed: calls whose batch failed (they stay unjudged; ``mem.calls.evaluate()`` can retry).
    """

    def __init__(self, space: Workspace, llm: ChatModel, *, batch_size: int = DEFAULT_BATCH_SIZE) -> None:
        check_positive(batch_size, "batch_size")
        self.workspace = space.name
        self._ws = space
        self.llm = llm
        self.batch_size = batch_size
        self.judged = 0
        self.failed = 0
        self._queue: queue.SimpleQueue[Call | None] = queue.SimpleQueue()
        self._pending = 0
        self._done = threading.Condition()
        self._thread: threading.Thread | None = None
        self._closed = False

    def submit(self, calls: Sequence[Call]) -> None:
        """Queue stored calls (with their ids) for judging and return at once.

        Raises:
            ConfigError: the evaluator was closed.
        """
        if not calls:
            return
        with self._done:
            if self._closed:
                raise ConfigError("the call evaluator is closed")
            self._pending += len(calls)
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name=f"toolmem-evaluator-{self.workspace}")
                self._thread.daemon = True
                self._thread.start()
        for call in calls:
            self._queue.put(call)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every call submitted so far is judged or has failed; ``False`` on timeout."""
        with self._done:
            return self._done.wait_for(lambda: self._pending == 0, timeout)

    @property
    def pending(self) -> int:
        """Calls submitted and not yet judged."""
        return self._pending

    def close(self) -> None:
        """Stop: the batch in flight is finished, calls still queued stay unjudged."""
        with self._done:
            if self._closed:
                return
            self._closed = True
            thread = self._thread
        self._queue.put(None)
        if thread is not None:
            thread.join()
        if self._pending:
            _log.warning("%d recorded call(s) left unjudged at close; mem.calls.evaluate() judges them", self._pending)

    # internals ------------------------------------------------------------------------------
    def _work(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            stop = False
            while len(batch) < self.batch_size:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stop = True
                    break
                batch.append(item)
            self._judge(batch)
            if stop or self._closed:
                return

    def _judge(self, batch: list[Call]) -> None:
        judged = 0
        try:
            tools = self._ws.tools.get(sorted({call.tool_id for call in batch}))
            judgements = judge_batch(self.llm, batch, tools)
            self._ws.calls.judge(judgements, overwrite=False)
            judged = len(judgements)
        except ToolmemError as exc:
            _log.warning("evaluating %d recorded call(s) failed, they stay unjudged: %s", len(batch), exc)
        finally:
            with self._done:
                self.judged += judged
                self.failed += len(batch) - judged
                self._pending -= len(batch)
                self._done.notify_all()


# prompts --------------------------------------------------------------------------------------
def _prompt(calls: Sequence[Call], tools: dict[str, Tool]) -> list[dict[str, str]]:
    described = []
    for tool_id in sorted({call.tool_id for call in calls}):
        tool = tools.get(tool_id)
        about = f"{tool.name}: {one_line(tool.description) or '(no description)'}" if tool else "(not in the catalogue)"
        described.append(f"- {tool_id} — {about}")
    blocks = "\n\n".join(
        describe_call(call, f"Call index {index}: {call.tool_id}", output_tokens=_OUTPUT_TOKENS)
        for index, call in enumerate(calls)
    )
    text = (
        f"Tools:\n{chr(10).join(described)}\n\nCalls:\n\n{blocks}\n\n"
        f"Evaluate each of the {len(calls)} calls (indexes 0 to {len(calls) - 1})."
    )
    return [{"role": "system", "content": _SYSTEM}, {"role": "user", "content": text}]


def _chosen(space: Workspace, call_ids: Sequence[int] | None, tool_id: str | None) -> list[Call]:
    kept = space.calls.list(tool_id, limit=None)
    if tool_id is not None and not kept and not space.tools.get([tool_id]):
        raise ToolNotFoundError(tool_id, space.name)
    if call_ids is None:
        chosen = [call for call in kept if call.evaluation is None and call.score is None]
    else:
        by_id = {call.id: call for call in kept}
        chosen = []
        for call_id in dict.fromkeys(call_ids):
            if call_id not in by_id:
                where = f"of tool {tool_id!r} " if tool_id is not None else ""
                detail = f"no kept call {where}in workspace {space.name!r} has this id"
                raise NotFoundError("call", str(call_id), detail)
            chosen.append(by_id[call_id])
    return sorted(chosen, key=lambda call: call.id)
