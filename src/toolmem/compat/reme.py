"""ReMe tool-memory compatibility: ReMe's request and response shapes over toolmem's API.

ReMe keeps one "tool memory" per tool name (guidelines in ``content``, the recent calls in
``tool_call_results``); toolmem keeps a catalogue, a call log and guidelines per tool id. This
module translates: a ReMe tool name is a toolmem tool id (a tool never registered is added to the
catalogue with an empty description, ``source="reme"``), a ``ToolCallResult`` is a call, and a
tool memory is built from the tool's guidelines, statistics and kept calls.

Answers have ReMe's ``FlowResponse`` shape: ``{"answer", "success", "messages", "metadata"}``.

Dump files are JSON Lines, one ReMe tool memory per line with two additions (``metadata.tool``:
the full tool definition; ``created_at``/``request``/``error`` on each call) so a dump loads back
without losing anything and loading it twice records nothing twice. Lines of other ReMe memory
types (task, personal) are skipped. Files are written and read by the library's
:class:`~toolmem.stores.dumps.DumpDirectory`: a workspace's file is ``<workspace>.jsonl``, so no
workspace reads or overwrites another's.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from toolmem.errors import ToolNotFoundError, ValidationError
from toolmem.experience.guidelines import RECENT_CALLS
from toolmem.memory import Memory
from toolmem.records import Call
from toolmem.stores.dumps import DumpDirectory

__all__ = ["ReMeToolMemory", "flow_response", "split_names"]

_TIME_FORMAT = "%Y-%m-%d %H:%M:%S"


def flow_response(answer: str, success: bool = True, **metadata: Any) -> dict[str, Any]:
    """A ReMe ``FlowResponse``."""
    return {"answer": answer, "success": success, "messages": [], "metadata": metadata}


def split_names(tool_names: str | Sequence[str]) -> list[str]:
    """ReMe's ``tool_names``: ``"a,b"`` or a list, blanks dropped, order kept, duplicates removed."""
    items = tool_names.split(",") if isinstance(tool_names, str) else tool_names
    return list(dict.fromkeys(name.strip() for name in items if name.strip()))


class ReMeToolMemory:
    """ReMe's tool-memory operations on one workspace.

    Args:
        mem: the workspace's memory.
    """

    def __init__(self, mem: Memory) -> None:
        self.mem = mem

    # the three flows ------------------------------------------------------------------------
    def add(
        self,
        results: Sequence[Mapping[str, Any]],
        *,
        evaluate: bool | None = None,
        idempotency_key: str | None = None,
    ) -> dict[str, Any]:
        """``add_tool_call_result``: record ReMe ``ToolCallResult`` dicts as calls.

        Like ReMe, results without a tool name, input or output are skipped and counted (an empty
        input object, ``{}``, is a call of a tool without arguments, and kept); the answer names
        each skipped result's field (``metadata.validation_stats.invalid``). Calls already
        recorded (same content and time) are counted as deduplicated. A result's own
        ``summary``, ``evaluation`` and ``score`` are kept. Like ReMe, the chat model evaluates
        each new call (summary, evaluation, score 0/0.5/1) — here in the background, batched, so
        this returns before the model answers; ``metadata.evaluation`` says whether it was queued.

        Args:
            results: ReMe ``ToolCallResult`` dicts.
            evaluate: queue the new calls for the chat model; default: when the memory has one.
            idempotency_key: a key of the caller's choice; the same results sent again under it
                (a retry whose answer was lost) record nothing and are answered as the first time,
                even without a ``create_time`` (see :meth:`~toolmem.experience.log.ExperienceLog.record_many`).

        Raises:
            ValidationError: a result has a malformed field (nothing is recorded).
            ConfigError: ``evaluate=True`` without a chat model.
            IdempotencyKeyError: the key was used for other results.
        """
        invalid = [
            {"index": i, "field": problem[0], "reason": problem[1]}
            for i, problem in enumerate(map(_problem, results))
            if problem is not None
        ]
        skipped = {item["index"] for item in invalid}
        valid = [result for i, result in enumerate(results) if i not in skipped]
        said = "; ".join(f"result {item['index']}: {item['field']} {item['reason']}" for item in invalid[:10])
        if not valid:
            return flow_response(
                f"no valid tool_call_results among {len(results)}" + (f": {said}" if said else ""),
                success=False,
                validation_stats={
                    "total_input": len(results),
                    "valid": 0,
                    "filtered": len(results),
                    "invalid": invalid,
                },
            )
        judge = self.mem.calls.llm is not None if evaluate is None else evaluate
        names = split_names([str(result["tool_name"]) for result in valid])
        self._ensure_tools(names)
        fields = [_call_fields(result) for result in valid]
        calls = self.mem.calls.record_many(fields, evaluate=judge, idempotency_key=idempotency_key)
        added = sum(1 for call in calls if call.id)
        memories = [self.memory(name) for name in names]
        answer = (
            f"recorded {added} of {len(results)} tool call result(s) for {len(names)} tool(s): "
            f"{len(results) - len(valid)} invalid, {len(valid) - added} already recorded"
        ) + (f" ({said})" if said else "")
        return flow_response(
            answer,
            memory_list=memories,
            deleted_memory_ids=[],
            validation_stats={
                "total_input": len(results),
                "valid": len(valid),
                "filtered": len(results) - len(valid),
                "invalid": invalid,
            },
            deduplication_stats={"total_new": len(valid), "added": added, "deduplicated": len(valid) - added},
            evaluation=_evaluation_note(judge, added),
        )

    def retrieve(self, tool_names: str | Sequence[str]) -> dict[str, Any]:
        """``retrieve_tool_memory``: the tool memories of exactly these tool names, as they stand.

        A read: no model is asked and nothing is written (``summary_tool_memory`` writes). Names
        are ``"a,b"`` or a list; a tool name containing a comma needs the list form.
        """
        memories = [self.memory(name) for name in self._known(split_names(tool_names))]
        if not memories:
            return flow_response("no matching tool memories found", success=False, memory_list=[])
        answer = "\n\n".join(f"## {memory['when_to_use']}\n{memory['content']}" for memory in memories)
        return flow_response(answer, memory_list=memories)

    def summarize(self, tool_names: str | Sequence[str], *, recent_call_count: int = RECENT_CALLS) -> dict[str, Any]:
        """``summary_tool_memory``: rewrite the guidelines of these tools from their most recent
        ``recent_call_count`` calls plus their statistics, always (ReMe's summary flow).

        Raises:
            ValidationError: ``recent_call_count`` is not a positive integer.
            LLMError: the chat model failed.
        """
        names = self._known(split_names(tool_names))
        if not names:
            return flow_response("no matching tool memories found", success=False, memory_list=[])
        for name in names:
            self.mem.calls.guidelines(name, force=True, recent=recent_call_count)
        memories = [self.memory(name) for name in names]
        answer = "\n\n".join(f"Tool: {memory['when_to_use']}\n{memory['content']}" for memory in memories)
        return flow_response(
            answer, memory_list=memories, deleted_memory_ids=[memory["memory_id"] for memory in memories]
        )

    # tool memories --------------------------------------------------------------------------
    def memory(self, tool_id: str) -> dict[str, Any]:
        """One tool as a ReMe ``ToolMemory`` dict, its guidelines as they stand (nothing is written)."""
        tool = self.mem.tools.get(tool_id)
        stats = self.mem.calls.stats(tool_id)
        guidelines = self.mem.calls.current_guidelines(tool_id)
        calls = self.mem.calls.list(tool_id, limit=self.mem.calls.history_cap)
        return {
            "workspace_id": self.mem.workspace,
            "memory_id": hashlib.sha256(f"{self.mem.workspace}\0{tool_id}".encode()).hexdigest()[:32],
            "memory_type": "tool",
            "when_to_use": tool_id,
            "content": guidelines.text,
            "score": stats.success_rate,
            "time_created": _format_time(stats.first_seen or guidelines.created_at),
            "time_modified": _format_time(max(guidelines.created_at, stats.last_seen or 0.0)),
            "author": guidelines.source,
            "tool_call_results": [_result(call) for call in reversed(calls)],
            "metadata": {"statistics": stats.to_dict(), "tool": tool.to_dict()},
        }

    def memories(self) -> list[dict[str, Any]]:
        """Every tool of the workspace as a tool memory."""
        return [self.memory(tool.id) for tool in self.mem.tools.list()]

    # dump, load, copy -----------------------------------------------------------------------
    def dump(self, dumps: DumpDirectory, path: str | None) -> dict[str, Any]:
        """Write every tool memory to this workspace's file in ``dumps`` (replaced whole).

        ``path`` is a directory inside the dump directory, or ``<workspace>.jsonl`` in one (see
        :class:`~toolmem.stores.dumps.DumpDirectory`).

        Raises:
            ConfigError: ``path`` leads outside the dump directory, through a link, or to another
                workspace's file.
        """
        memories = self.memories()
        dumps.write(self.mem.workspace, path, (json.dumps(memory, ensure_ascii=False) for memory in memories))
        calls = sum(len(memory["tool_call_results"]) for memory in memories)
        return {"tools": len(memories), "calls": calls}

    def load(self, dumps: DumpDirectory, path: str | None) -> dict[str, Any]:
        """Add the tools and calls of this workspace's dump file (calls already recorded are skipped).

        Every tool and call passes the library's checks, as if a client sent them.

        Raises:
            ConfigError: a bad path (as :meth:`dump`).
            NotFoundError: there is no such file.
            ValidationError: a line is not JSON, or a memory is malformed.
        """
        return self.restore(memory for _, memory in dumps.read(self.mem.workspace, path))

    def restore(self, memories: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
        """Add the tools and calls of tool-memory dicts; other memory types are skipped."""
        tools: dict[str, Any] = {}
        results: list[Mapping[str, Any]] = []
        skipped = 0
        for memory in memories:
            if memory.get("memory_type", "tool") != "tool":
                skipped += 1
                continue
            tool_id = str(memory.get("when_to_use") or "")
            meta = memory.get("metadata")
            definition = meta.get("tool") if isinstance(meta, Mapping) else None
            tools[tool_id] = definition if isinstance(definition, Mapping) else _stub(tool_id)
            calls = memory.get("tool_call_results") or []
            if not isinstance(calls, list):
                raise ValidationError("tool_call_results", f"must be a list, got {calls!r}")
            results += [{**call, "tool_name": tool_id} for call in calls if isinstance(call, Mapping)]
        if tools:
            self.mem.tools.add(list(tools.values()))
        recorded = self.mem.calls.record_many([_call_fields(result) for result in results]) if results else []
        added = sum(1 for call in recorded if call.id)
        return {"tools": len(tools), "calls": added, "duplicates": len(recorded) - added, "skipped": skipped}

    def copy_from(self, source: Memory) -> dict[str, Any]:
        """Add every tool and kept call of another workspace to this one."""
        return self.restore(ReMeToolMemory(source).memories())

    # helpers --------------------------------------------------------------------------------
    def _known(self, names: list[str]) -> list[str]:
        return [name for name in names if self._exists(name)]

    def _exists(self, tool_id: str) -> bool:
        try:
            self.mem.tools.get(tool_id)
        except ToolNotFoundError:
            return False
        return True

    def _ensure_tools(self, names: list[str]) -> None:
        missing = [name for name in names if not self._exists(name)]
        if missing:
            self.mem.tools.add([_stub(name) for name in missing])


def _stub(tool_id: str) -> dict[str, Any]:
    return {"id": tool_id, "name": tool_id, "description": "", "source": "reme"}


def _problem(result: Mapping[str, Any]) -> tuple[str, str] | None:
    """Why a result is skipped — the field and what is wrong — or ``None`` when it is kept.

    ReMe's rule: a result needs a tool name, an output and an input; an empty input object is
    the input of a tool without arguments.
    """
    name, output, given = result.get("tool_name"), result.get("output"), result.get("input")
    if not isinstance(name, str) or not name.strip():
        return "tool_name", "is missing or blank"
    if given is None or given == "":
        return "input", "is missing or empty (send {} for a tool without arguments)"
    if output is None or not str(output).strip():
        return "output", "is missing or blank"
    return None


def _call_fields(result: Mapping[str, Any]) -> dict[str, Any]:
    """A ReMe ``ToolCallResult`` as the arguments of ``ExperienceLog.record``."""
    output = result.get("output")
    fields: dict[str, Any] = {
        "tool_id": str(result["tool_name"]).strip(),
        "input": result.get("input"),
        "output": output if isinstance(output, str) else json.dumps(output, ensure_ascii=False),
        "success": result.get("success", True),
        "time_cost": result.get("time_cost", 0.0),
        "created_at": _timestamp(result.get("created_at", result.get("create_time"))),
        "metadata": result.get("metadata") or {},
    }
    token_cost = result.get("token_cost")
    if token_cost is not None and token_cost != -1:
        fields["token_cost"] = token_cost
    for name in ("request", "error", "evaluation", "summary"):
        if result.get(name):
            fields[name] = result[name]
    if result.get("score") is not None:  # the caller's own score, even without an evaluation
        fields["score"] = result["score"]
    return fields


def _evaluation_note(queued: bool, added: int) -> str:
    if not queued:
        return "not requested (no chat model configured)"
    return f"{added} new call(s) queued for the chat model" if added else "nothing new to evaluate"


def _result(call: Call) -> dict[str, Any]:
    """A call as a ReMe ``ToolCallResult`` (plus ``created_at``, ``request`` and ``error``)."""
    return {
        "create_time": _format_time(call.created_at),
        "tool_name": call.tool_id,
        "input": call.input,
        "output": call.output,
        "token_cost": call.token_cost,
        "success": call.success,
        "time_cost": call.time_cost,
        "summary": call.summary or "",
        "evaluation": call.evaluation or "",
        "score": call.score if call.score is not None else 0.0,
        "metadata": dict(call.metadata),
        "call_hash": call.content_hash,
        "created_at": call.created_at,
        "request": call.request,
        "error": call.error,
    }


def _timestamp(value: Any) -> float | None:
    """ReMe's ``create_time`` (``"2025-10-15 14:30:00"``, local time, or ISO 8601) in epoch seconds."""
    if value is None or value == "":
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if not isinstance(value, str):
        raise ValidationError("create_time", f"must be a time such as '2025-10-15 14:30:00', got {value!r}")
    try:
        return datetime.fromisoformat(value.strip()).timestamp()
    except (ValueError, OverflowError, OSError) as exc:
        raise ValidationError("create_time", f"must be a time such as '2025-10-15 14:30:00', got {value!r}") from exc


def _format_time(seconds: float) -> str:
    if not math.isfinite(seconds):
        return ""
    try:
        return datetime.fromtimestamp(seconds).strftime(_TIME_FORMAT)
    except (ValueError, OverflowError, OSError):
        return ""
