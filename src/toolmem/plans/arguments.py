"""Whether a replayed step's new arguments are ones its tool takes.

A value carried into a slot is checked against the parameters of the step's tool in the
workspace's catalogue (JSON Schema: types, ``enum``, bounds, patterns): "merge" carried where the
stored plan said ``verdict="approve"`` is no verdict ``gh.review_pr`` takes, so the plan is not
replayed. A tool the catalogue does not hold, or a schema that is not valid JSON Schema, is not
checked.
"""

from __future__ import annotations

import threading
from typing import Any

import jsonschema
from jsonschema.exceptions import SchemaError

from toolmem.records import Step
from toolmem.stores.sql.tools import ToolRepository

__all__ = ["ArgumentCheck"]

_CACHED = 256


class ArgumentCheck:
    """Checks steps' arguments against their tools' schemas, one validator per tool version.

    Args:
        tools: the workspace's catalogue.
    """

    def __init__(self, tools: ToolRepository) -> None:
        self._tools = tools
        self._validators: dict[tuple[str, str], Any] = {}
        self._lock = threading.Lock()

    def problem(self, step: Step) -> str | None:
        """What is wrong with ``step``'s arguments for its tool, or ``None``."""
        if step.tool_id is None:
            return None
        validator = self._validator(step.tool_id)
        if validator is None:
            return None
        error = jsonschema.exceptions.best_match(validator.iter_errors(dict(step.arguments)))
        if error is None:
            return None
        where = "/".join(str(part) for part in error.absolute_path) or "arguments"
        return f"{step.tool_id} does not take {where}: {error.message}"

    def _validator(self, tool_id: str) -> Any:
        version = self._tools.hashes([tool_id]).get(tool_id)
        if version is None:
            return None
        key = (tool_id, version)
        with self._lock:
            if key in self._validators:
                return self._validators[key]
        tool = self._tools.get([tool_id]).get(tool_id)
        validator = None
        if tool is not None and tool.parameters:
            cls = jsonschema.validators.validator_for(tool.parameters, default=jsonschema.Draft202012Validator)
            try:
                cls.check_schema(tool.parameters)
                validator = cls(tool.parameters)
            except SchemaError:
                validator = None
        with self._lock:
            if len(self._validators) >= _CACHED:
                self._validators.pop(next(iter(self._validators)))
            self._validators[key] = validator
        return validator
