"""Judgements of recorded calls (summary, evaluation, score) in SQL, shared by the SQL stores."""

from __future__ import annotations

from collections.abc import Sequence

from toolmem.models import CallJudgement
from toolmem.stores.sql.base import SQLBase

__all__ = ["SQLJudgementsMixin"]

# Without overwrite a stored value wins (COALESCE keeps the first non-null); with it the new one does.
_FILL_SQL = (
    "UPDATE calls SET summary = COALESCE(summary, ?), evaluation = COALESCE(evaluation, ?),"
    " score = COALESCE(score, ?) WHERE workspace = ? AND id = ?"
)
_OVERWRITE_SQL = (
    "UPDATE calls SET summary = COALESCE(?, summary), evaluation = COALESCE(?, evaluation),"
    " score = COALESCE(?, score) WHERE workspace = ? AND id = ?"
)


class SQLJudgementsMixin(SQLBase):
    """What a judge said of kept calls."""

    def judge_calls(self, workspace: str, judgements: Sequence[CallJudgement], *, overwrite: bool) -> int:
        """Fill (or, with ``overwrite``, replace) the summary, evaluation and score of kept calls."""
        updated = 0
        if judgements:
            sql = _OVERWRITE_SQL if overwrite else _FILL_SQL
            with self._write() as db:
                for j in judgements:
                    updated += db.execute(sql, (j.summary, j.evaluation, j.score, workspace, j.call_id)).rowcount
        return updated
