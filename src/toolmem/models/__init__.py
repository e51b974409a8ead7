"""The records toolmem stores and returns, one module per concept, all importable from here.

* :mod:`.tools`: :class:`Tool`, :class:`ToolHit`;
* :mod:`.calls`: :class:`Call`, :class:`CallJudgement`, :class:`ToolStats`, :class:`Guidelines`;
* :mod:`.plans`: :class:`Step`, :class:`Plan`, :class:`PlanHit`;
* :mod:`.texts`: :class:`Message`, :class:`MessageHit`, :class:`ContextInfo`, :class:`Chunk`,
  :class:`ChunkHit`, :class:`DocumentInfo`, :class:`IndexReport`, :class:`CodeHit`.
"""

from toolmem.models.calls import Call, CallJudgement, Guidelines, ToolStats
from toolmem.models.plans import Plan, PlanHit, Step
from toolmem.models.texts import (
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
from toolmem.models.tools import EMPTY_PARAMETERS, Tool, ToolHit, content_hash

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
    "Message",
    "MessageHit",
    "Plan",
    "PlanHit",
    "Step",
    "Tool",
    "ToolHit",
    "ToolStats",
    "content_hash",
]
