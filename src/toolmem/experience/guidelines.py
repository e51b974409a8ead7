"""Usage guidelines of a tool, written from its recorded calls (call evaluation: :mod:`.evaluation`).

With a chat model, :meth:`GuidelineWriter.guidelines` asks it once for short advice built from the
tool's definition, its statistics, a bounded sample of recent successes and failures and, as ReMe's
summary flow does, how the recent calls were judged (each call's summary, evaluation and score,
one line per judged call); without
one it writes a deterministic statistical summary and says so. Either way a statistics block is
appended, the result is stored, and it is reused until new calls of the tool are recorded.

Example:
    >>> writer = GuidelineWriter(mem.space, ChatModel("gpt-4o-mini"))  # doctest: +SKIP
    >>> print(writer.guidelines("weather.forecast").text)  # doctest: +SKIP
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Sequence

from toolmem.errors import LLMError, ToolNotFoundError
from toolmem.experience.render import describe_call, one_line
from toolmem.experience.statistics import tool_stats
from toolmem.llm import ChatModel
from toolmem.records import Call, Guidelines, Tool, ToolStats
from toolmem.records.checks import check_positive
from toolmem.stores import Workspace
from toolmem.stores.base import optional_write
from toolmem.text.truncate import truncate_output

__all__ = ["GUIDELINE_WORDS", "RECENT_CALLS", "STATISTICS_SOURCE", "GuidelineWriter"]

STATISTICS_SOURCE = "statistics"
GUIDELINE_WORDS = 200
_SAMPLES = 5  # successful and failed calls each shown to the model
_TOP_ERRORS = 3
_JUDGED = 50  # judged calls listed, one line each, in a guideline prompt
_OUTPUT_TOKENS, _SCHEMA_TOKENS = 120, 400
# ReMe's summary flow writes a tool's guidelines from its most recent calls (recent_call_count).
RECENT_CALLS = 20

_GUIDELINE_SYSTEM = (
    "You write usage guidelines for a tool that an AI agent calls. Base them only on the tool's"
    " definition and the recorded calls you are shown. Be concrete and brief."
)


class GuidelineWriter:
    """Writes, stores and reuses the usage guidelines of a workspace's tools.

    Args:
        space: the workspace whose tools, calls and guidelines these are.
        llm: the chat model that writes guidelines and judges calls; ``None`` for statistics only.
    """

    def __init__(self, space: Workspace, llm: ChatModel | None = None) -> None:
        self.workspace = space.name
        self._ws = space
        self.llm = llm

    def guidelines(self, tool_id: str, *, force: bool = False, recent: int | None = None) -> Guidelines:
        """The usage guidelines of one tool, found by its exact id.

        Stored guidelines are returned as they are unless calls of the tool were recorded since
        they were written, ``force`` is set, or a model is configured now and they were
        statistics only. A tool without calls gets a note saying so, without asking the model.

        Args:
            tool_id: the tool.
            force: write them again even if nothing changed.
            recent: write them from only the most recent this many kept calls (the statistics
                still cover the whole history), as ReMe's ``recent_call_count`` does.

        Raises:
            ToolNotFoundError: no tool with this id in the catalogue.
            ValidationError: ``recent`` is not a positive integer.
            LLMError: the chat model failed or answered with nothing.
        """
        if recent is not None:
            check_positive(recent, "recent")
        tool = self._ws.tools.get([tool_id]).get(tool_id)
        if tool is None:
            raise ToolNotFoundError(tool_id, self.workspace)
        totals = self._ws.calls.totals(tool_id).get(tool_id)
        count = totals.calls if totals else 0
        stored = self._ws.calls.guidelines(tool_id)
        upgrade = self.llm is not None and count > 0 and stored is not None and stored.source == STATISTICS_SOURCE
        if stored is not None and stored.calls_seen == count and not (force or upgrade):
            return stored
        kept = self._ws.calls.list(tool_id, limit=None)
        stats = tool_stats(tool_id, totals, kept)
        kept = kept[:recent] if recent is not None else kept
        if count == 0:
            text = f"No calls of {_label(tool)} have been recorded yet, so there is no experience to summarise."
            source = STATISTICS_SOURCE
        elif self.llm is None:
            text, source = _statistical_summary(tool, stats, kept), STATISTICS_SOURCE
        else:
            text, source = self._ask_guidelines(self.llm, tool, stats, kept), f"llm:{self.llm.model}"
        result = Guidelines(tool_id=tool_id, text=text, source=source, calls_seen=count, created_at=time.time())
        with optional_write(f"the guidelines of {tool_id!r} were"):  # written again on the next read
            self._ws.calls.put_guidelines(result)
        return result

    def current(self, tool_id: str) -> Guidelines:
        """The guidelines as they stand, without writing anything or asking the model: the stored
        ones written by the model, or statistics-only ones still current; else the statistical
        summary (or the no-calls note) computed now — so a call shows as soon as it is recorded.

        Raises:
            ToolNotFoundError: no tool with this id in the catalogue.
        """
        tool = self._ws.tools.get([tool_id]).get(tool_id)
        if tool is None:
            raise ToolNotFoundError(tool_id, self.workspace)
        stored = self._ws.calls.guidelines(tool_id)
        totals = self._ws.calls.totals(tool_id).get(tool_id)
        count = totals.calls if totals else 0
        if stored is not None and (stored.source != STATISTICS_SOURCE or stored.calls_seen == count):
            return stored
        if count == 0:
            text = f"No calls of {_label(tool)} have been recorded yet, so there is no experience to summarise."
        else:
            kept = self._ws.calls.list(tool_id, limit=None)
            text = _statistical_summary(tool, tool_stats(tool_id, totals, kept), kept)
        now = time.time()
        return Guidelines(tool_id=tool_id, text=text, source=STATISTICS_SOURCE, calls_seen=count, created_at=now)

    # internals ------------------------------------------------------------------------------
    def _ask_guidelines(self, llm: ChatModel, tool: Tool, stats: ToolStats, kept: Sequence[Call]) -> str:
        prompt = _guideline_prompt(tool, stats, kept)
        messages = [{"role": "system", "content": _GUIDELINE_SYSTEM}, {"role": "user", "content": prompt}]
        answer = llm.complete(messages, max_tokens=2 * GUIDELINE_WORDS + 100).strip()
        if not answer:
            raise LLMError(f"chat model {llm.model!r} wrote empty guidelines for tool {tool.id!r}")
        return f"{answer}\n\n{_stats_block(stats)}"


# statistics -----------------------------------------------------------------------------------
def _stats_block(stats: ToolStats) -> str:
    lines = [
        "Statistics:",
        f"- calls: {stats.calls} ({stats.successes} succeeded, {stats.success_rate:.1%})",
        f"- time: avg {stats.avg_time_cost:.3f} s, p95 {stats.p95_time_cost:.3f} s",
        f"- tokens: avg {stats.avg_token_cost:.1f}",
    ]
    if stats.last_error:
        lines.append(f"- last error: {one_line(stats.last_error)}")
    return "\n".join(lines)


def _frequent_errors(kept: Sequence[Call]) -> list[tuple[str, int]]:
    """The most frequent error messages among the kept failed calls, most frequent first."""
    counts = Counter(one_line(call.error or "(no error message)") for call in kept if not call.success)
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
        parts.append("Recent successful calls, newest first:\n\n" + "\n\n".join(_described(call) for call in successes))
    if failures:
        parts.append("Recent failed calls, newest first:\n\n" + "\n\n".join(_described(call) for call in failures))
    judged = [_judgement(call) for call in kept if call.summary or call.evaluation or call.score is not None]
    if judged:
        parts.append("How the recent calls were judged, newest first:\n" + "\n".join(judged[:_JUDGED]))
    parts.append(
        f"Write usage guidelines for this tool in at most {GUIDELINE_WORDS} words: what it is good for,"
        " which inputs succeed, its common failures and how to avoid them, and advice for calling it."
        " Plain text, no preamble."
    )
    return "\n\n".join(parts)


def _label(tool: Tool) -> str:
    return f"{tool.name!r}" if tool.name == tool.id else f"{tool.name!r} ({tool.id})"


def _judgement(call: Call) -> str:
    """One judged call on one line: its outcome, score, summary and evaluation."""
    score = f", score {call.score:g}" if call.score is not None else ""
    words = " ".join(text for text in (call.summary, call.evaluation) if text) or "(no words)"
    return f"- call {call.id} ({'success' if call.success else 'failure'}{score}): {one_line(words)}"


def _described(call: Call) -> str:
    return describe_call(call, f"Call {call.id} of {call.tool_id}", output_tokens=_OUTPUT_TOKENS)
