"""Usage guidelines of a tool, written from its recorded calls, and LLM-judge evaluation of calls.

With a chat model, :meth:`GuidelineWriter.guidelines` asks it once for short advice built from the
tool's definition, its statistics and a bounded sample of recent successes and failures; without
one it writes a deterministic statistical summary and says so. Either way a statistics block is
appended, the result is stored, and it is reused until new calls of the tool are recorded.

Example:
    >>> writer = GuidelineWriter(mem.store, mem.workspace, ChatModel("gpt-4o-mini"))  # doctest: +SKIP
    >>> print(writer.guidelines("weather.forecast").text)  # doctest: +SKIP
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from toolmem.errors import ConfigError, LLMError, NotFoundError, ToolNotFoundError, ValidationError
from toolmem.experience.statistics import tool_stats
from toolmem.llm import ChatModel
from toolmem.models import Call, Guidelines, Tool, ToolStats
from toolmem.stores.base import Store
from toolmem.text.truncate import truncate_output

__all__ = ["GUIDELINE_WORDS", "STATISTICS_SOURCE", "GuidelineWriter"]

STATISTICS_SOURCE = "statistics"
GUIDELINE_WORDS = 200
_NO_LLM_HINT = (
    "pass llm=ChatModel(model, base_url=..., api_key=...), or set TOOLMEM_LLM_MODEL"
    " (with TOOLMEM_LLM_BASE_URL and OPENAI_API_KEY as needed) for the CLI and server"
)
_SAMPLES = 5  # successful and failed calls each shown to the model
_TOP_ERRORS = 3
_INPUT_TOKENS, _OUTPUT_TOKENS, _ERROR_TOKENS, _SCHEMA_TOKENS = 150, 120, 80, 400
_LINE_CHARS = 200

_GUIDELINE_SYSTEM = (
    "You write usage guidelines for a tool that an AI agent calls. Base them only on the tool's"
    " definition and the recorded calls you are shown. Be concrete and brief."
)
_EVALUATION_SYSTEM = (
    "You judge tool calls made by an AI agent. For each call decide how well the tool's output"
    " served the request, given the input. Reply with a JSON object only:"
    ' {"evaluations": [{"id": <call id>, "score": <number from 0 to 1>,'
    ' "evaluation": "<one sentence>"}]}, with one entry per call.'
)


class GuidelineWriter:
    """Writes, stores and reuses the usage guidelines of a workspace's tools.

    Args:
        store: where tools, calls and guidelines live.
        workspace: the workspace name.
        llm: the chat model that writes guidelines and judges calls; ``None`` for statistics only.
    """

    def __init__(self, store: Store, workspace: str, llm: ChatModel | None = None) -> None:
        self.store = store
        self.workspace = workspace
        self.llm = llm

    def guidelines(self, tool_id: str, *, force: bool = False) -> Guidelines:
        """The usage guidelines of one tool, found by its exact id.

        Stored guidelines are returned as they are unless calls of the tool were recorded since
        they were written, ``force`` is set, or a model is configured now and they were
        statistics only. A tool without calls gets a note saying so, without asking the model.

        Raises:
            ToolNotFoundError: no tool with this id in the catalogue.
            LLMError: the chat model failed or answered with nothing.
        """
        tool = self.store.tools(self.workspace).get([tool_id]).get(tool_id)
        if tool is None:
            raise ToolNotFoundError(tool_id, self.workspace)
        totals = self.store.calls(self.workspace).totals(tool_id).get(tool_id)
        count = totals.calls if totals else 0
        stored = self.store.calls(self.workspace).guidelines(tool_id)
        upgrade = self.llm is not None and count > 0 and stored is not None and stored.source == STATISTICS_SOURCE
        if stored is not None and stored.calls_seen == count and not (force or upgrade):
            return stored
        kept = self.store.calls(self.workspace).list(tool_id, limit=None)
        stats = tool_stats(tool_id, totals, kept)
        if count == 0:
            text = f"No calls of {_label(tool)} have been recorded yet, so there is no experience to summarise."
            source = STATISTICS_SOURCE
        elif self.llm is None:
            text, source = _statistical_summary(tool, stats, kept), STATISTICS_SOURCE
        else:
            text, source = self._ask_guidelines(self.llm, tool, stats, kept), f"llm:{self.llm.model}"
        result = Guidelines(tool_id=tool_id, text=text, source=source, calls_seen=count, created_at=time.time())
        self.store.calls(self.workspace).put_guidelines(result)
        return result

    def evaluate(
        self, call_ids: Sequence[int] | None = None, *, tool_id: str | None = None, batch_size: int = 20
    ) -> list[Call]:
        """Have the chat model judge recorded calls, ``batch_size`` calls per request.

        Judgements are saved batch by batch; a call the model leaves out of its answer, or
        answers for with neither a valid score nor a sentence, keeps no evaluation.

        Args:
            call_ids: the kept calls to judge (again, if already judged); default every kept call
                without an evaluation or score.
            tool_id: only calls of this tool.
            batch_size: calls per request.

        Returns:
            The judged calls, with ``evaluation`` and ``score`` set, oldest first.

        Raises:
            ConfigError: no chat model is configured.
            NotFoundError: a call id is not among the kept calls.
            ValidationError: ``batch_size`` is not a positive integer.
            LLMError: the model failed or a batch's answer was not JSON (earlier batches stay saved).
        """
        if self.llm is None:
            raise ConfigError(f"evaluating calls needs a chat model: {_NO_LLM_HINT}")
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise ValidationError("batch_size", f"must be a positive integer, got {batch_size!r}")
        calls = self._calls_to_evaluate(call_ids, tool_id)
        tools = self.store.tools(self.workspace).get(sorted({call.tool_id for call in calls}))
        batches = [calls[i : i + batch_size] for i in range(0, len(calls), batch_size)]
        judged: list[Call] = []
        for number, batch in enumerate(batches, 1):
            where = f"batch {number} of {len(batches)} (calls {batch[0].id}-{batch[-1].id})"
            try:
                answer = self.llm.complete(
                    _evaluation_prompt(batch, tools), max_tokens=100 + 80 * len(batch), json_object=True
                )
            except LLMError as exc:
                raise LLMError(f"evaluating {where}: {exc}") from exc
            verdicts = _parse_evaluations(answer, batch, where)
            self.store.calls(self.workspace).evaluate([(i, score, text) for i, (score, text) in verdicts.items()])
            judged += [
                replace(call, score=verdicts[call.id][0], evaluation=verdicts[call.id][1])
                for call in batch
                if call.id in verdicts
            ]
        return judged

    # internals ------------------------------------------------------------------------------
    def _ask_guidelines(self, llm: ChatModel, tool: Tool, stats: ToolStats, kept: Sequence[Call]) -> str:
        prompt = _guideline_prompt(tool, stats, kept)
        messages = [{"role": "system", "content": _GUIDELINE_SYSTEM}, {"role": "user", "content": prompt}]
        answer = llm.complete(messages, max_tokens=2 * GUIDELINE_WORDS + 100).strip()
        if not answer:
            raise LLMError(f"chat model {llm.model!r} wrote empty guidelines for tool {tool.id!r}")
        return f"{answer}\n\n{_stats_block(stats)}"

    def _calls_to_evaluate(self, call_ids: Sequence[int] | None, tool_id: str | None) -> list[Call]:
        kept = self.store.calls(self.workspace).list(tool_id, limit=None)
        if tool_id is not None and not kept and not self.store.tools(self.workspace).get([tool_id]):
            raise ToolNotFoundError(tool_id, self.workspace)
        if call_ids is None:
            chosen = [call for call in kept if call.evaluation is None and call.score is None]
        else:
            by_id = {call.id: call for call in kept}
            chosen = []
            for call_id in dict.fromkeys(call_ids):
                if call_id not in by_id:
                    where = f"of tool {tool_id!r} " if tool_id is not None else ""
                    raise NotFoundError(
                        "call", str(call_id), f"no kept call {where}in workspace {self.workspace!r} has this id"
                    )
                chosen.append(by_id[call_id])
        return sorted(chosen, key=lambda call: call.id)


# statistics -----------------------------------------------------------------------------------
def _stats_block(stats: ToolStats) -> str:
    lines = [
        "Statistics:",
        f"- calls: {stats.calls} ({stats.successes} succeeded, {stats.success_rate:.1%})",
        f"- time: avg {stats.avg_time_cost:.3f} s, p95 {stats.p95_time_cost:.3f} s",
        f"- tokens: avg {stats.avg_token_cost:.1f}",
    ]
    if stats.last_error:
        lines.append(f"- last error: {_line(stats.last_error)}")
    return "\n".join(lines)


def _frequent_errors(kept: Sequence[Call]) -> list[tuple[str, int]]:
    """The most frequent error messages among the kept failed calls, most frequent first."""
    counts = Counter(_line(call.error or "(no error message)") for call in kept if not call.success)
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:_TOP_ERRORS]


def _statistical_summary(tool: Tool, stats: ToolStats, kept: Sequence[Call]) -> str:
    lines = [
        f"Statistical summary (no LLM configured): {_label(tool)} succeeded in {stats.successes}"
        f" of {stats.calls} recorded calls ({stats.success_rate:.1%})."
    ]
    errors = _frequent_errors(kept)
    if errors:
        lines.append(f"Most frequent errors in the last {len(kept)} kept calls:")
        lines += [f"- {count}× {message}" for message, count in errors]
    else:
        lines.append(f"No failures among the last {len(kept)} kept calls.")
    return "\n".join(lines) + f"\n\n{_stats_block(stats)}"


# prompts --------------------------------------------------------------------------------------
def _guideline_prompt(tool: Tool, stats: ToolStats, kept: Sequence[Call]) -> str:
    schema = truncate_output(json.dumps(dict(tool.parameters), ensure_ascii=False, sort_keys=True), _SCHEMA_TOKENS)
    successes = [call for call in kept if call.success][:_SAMPLES]
    failures = [call for call in kept if not call.success][:_SAMPLES]
    parts = [
        f"Tool id: {tool.id}\nName: {tool.name}\nDescription: {tool.description or '(none)'}\nParameters: {schema}",
        _stats_block(stats),
    ]
    errors = _frequent_errors(kept)
    if errors:
        parts.append("Most frequent errors:\n" + "\n".join(f"- {count}× {message}" for message, count in errors))
    if successes:
        parts.append("Recent successful calls, newest first:\n\n" + "\n\n".join(map(_render_call, successes)))
    if failures:
        parts.append("Recent failed calls, newest first:\n\n" + "\n\n".join(map(_render_call, failures)))
    parts.append(
        f"Write usage guidelines for this tool in at most {GUIDELINE_WORDS} words: what it is good for,"
        " which inputs succeed, its common failures and how to avoid them, and advice for calling it."
        " Plain text, no preamble."
    )
    return "\n\n".join(parts)


def _evaluation_prompt(batch: Sequence[Call], tools: dict[str, Tool]) -> list[dict[str, str]]:
    described = []
    for tool_id in sorted({call.tool_id for call in batch}):
        tool = tools.get(tool_id)
        about = f"{tool.name}: {_line(tool.description)}" if tool else "(no longer in the catalogue)"
        described.append(f"- {tool_id} — {about}")
    calls = "\n\n".join(_render_call(call) for call in batch)
    prompt = (
        f"Tools:\n{chr(10).join(described)}\n\nCalls:\n\n{calls}\n\n"
        f"Judge each of the {len(batch)} calls (ids {', '.join(str(call.id) for call in batch)})."
    )
    return [{"role": "system", "content": _EVALUATION_SYSTEM}, {"role": "user", "content": prompt}]


def _render_call(call: Call) -> str:
    lines = [f"Call {call.id} of {call.tool_id}"]
    if call.request:
        lines.append(f"Request: {_line(call.request)}")
    arguments = json.dumps(call.input, ensure_ascii=False, sort_keys=True)
    lines.append(f"Input: {truncate_output(arguments, _INPUT_TOKENS)}")
    if call.success:
        lines.append(f"Outcome: success in {call.time_cost:.3f} s")
    else:
        error = truncate_output(call.error, _ERROR_TOKENS) if call.error else "(no error message)"
        lines.append(f"Outcome: failure in {call.time_cost:.3f} s\nError: {error}")
    if call.output:
        lines.append(f"Output: {truncate_output(call.output, _OUTPUT_TOKENS)}")
    return "\n".join(lines)


# answers --------------------------------------------------------------------------------------
def _parse_evaluations(answer: str, batch: Sequence[Call], where: str) -> dict[int, tuple[float | None, str | None]]:
    """``{call_id: (score, evaluation)}`` for the calls of the batch the answer judges usably."""
    text = answer.strip()
    if text.startswith("```"):  # some models fence JSON even in JSON mode
        text = text.strip("`").removeprefix("json").strip()
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise LLMError(f"the chat model's answer to {where} is not JSON: {_line(answer)!r}") from exc
    items = data.get("evaluations") if isinstance(data, dict) else data
    wanted = {call.id for call in batch}
    verdicts: dict[int, tuple[float | None, str | None]] = {}
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict):
            continue
        call_id = item.get("id")
        if isinstance(call_id, str) and call_id.strip().isdigit():
            call_id = int(call_id)
        if not isinstance(call_id, int) or isinstance(call_id, bool) or call_id not in wanted or call_id in verdicts:
            continue
        score = item.get("score")
        if isinstance(score, bool) or not isinstance(score, (int, float)) or not 0.0 <= score <= 1.0:
            score = None
        sentence = item.get("evaluation")
        evaluation = sentence.strip() if isinstance(sentence, str) and sentence.strip() else None
        if score is not None or evaluation is not None:
            verdicts[call_id] = (None if score is None else float(score), evaluation)
    return verdicts


def _label(tool: Tool) -> str:
    return f"{tool.name!r}" if tool.name == tool.id else f"{tool.name!r} ({tool.id})"


def _line(text: str) -> str:
    """``text`` on one line, clipped."""
    flat = " ".join(text.split())
    return flat if len(flat) <= _LINE_CHARS else flat[: _LINE_CHARS - 1] + "…"
