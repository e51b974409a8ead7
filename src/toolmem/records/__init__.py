"""The records toolmem stores and returns, one module per concept, all importable from here.

* :mod:`.tools`: :class:`Tool`, :class:`ToolHit`;
* :mod:`.calls`: :class:`Call`, :class:`CallJudgement`, :class:`ToolStats`, :class:`Guidelines`;
* :mod:`.plans`: :class:`Step`, :class:`Plan`, :class:`PlanHit`;
* :mod:`.texts`: :class:`Message`, :class:`MessageHit`, :class:`ContextInfo`, :class:`Chunk`,
  :class:`ChunkHit`, :class:`DocumentInfo`, :class:`IndexReport`, :class:`CodeHit`;
* :mod:`.timeline`: :class:`StatsTimeline`, :class:`LookupTimeline`, :class:`PlanEvent`,
  :class:`WorkspaceSummary`.
"""

from toolmem.records.calls import Call, CallJudgement, Guidelines, ToolStats
from toolmem.records.plans import Plan, PlanHit, Step
from toolmem.records.texts import (
    ROLES,
    Chunk,
    ChunkHit,
    CodeHit,
    ContextInfo,
    DocumentInfo,
    IndexReport,
    Message,
    MessageHit,
)
from toolmem.records.timeline import (
    LookupBucket,
    LookupTimeline,
    PlanEvent,
    StatsBucket,
    StatsTimeline,
    WorkspaceSummary,
)
from toolmem.records.tools import EMPTY_PARAMETERS, Tool, ToolHit, content_hash

__all__ = [
    "EMPTY_PARAMETERS",
    "ROLES",
    "Call",
    "CallJudgement",
    "Chunk",
    "ChunkHit",
    "CodeHit",
    "ContextInfo",
    "DocumentInfo",
    "Guidelines",
    "IndexReport",
    "LookupBucket",
    "LookupTimeline",
    "Message",
    "MessageHit",
    "Plan",
    "PlanEvent",
    "PlanHit",
    "StatsBucket",
    "StatsTimeline",
    "Step",
    "Tool",
    "ToolHit",
    "ToolStats",
    "WorkspaceSummary",
    "content_hash",
]
