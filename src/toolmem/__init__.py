"""toolmem: the memory an LLM agent keeps about its tools.

Example:
    >>> import toolmem
    >>> with toolmem.open("sqlite://", embedder="hash") as mem:
    ...     _ = mem.tools.add([{"id": "fx", "name": "convert_currency", "description": "Convert money."}])
    ...     mem.tools.search("convert euros to yen", k=1)[0].id
    'fx'
"""

from toolmem.agent.loop import Agent, AgentResult, RecordedModel
from toolmem.agent.plugin import plugin_tool, request_context
from toolmem.conversations import Conversation, History, LastMessages, MessageSelector, RelevantMessages, TokenWindow
from toolmem.corpus.code import CodeMemory
from toolmem.corpus.documents import DocumentMemory
from toolmem.embedders import Embedder, available_embedders, get_embedder, register_embedder
from toolmem.errors import (
    ConfigError,
    DependencyError,
    EmbedderError,
    EmbedderMismatchError,
    IdempotencyKeyError,
    IngestError,
    LLMError,
    MigrationError,
    NotFoundError,
    PayloadTooLargeError,
    PlanNotFoundError,
    StoreError,
    ToolmemError,
    ToolNotFoundError,
    ValidationError,
)
from toolmem.experience.log import ExperienceLog
from toolmem.experience.prior import PriorSettings
from toolmem.llm import ChatModel
from toolmem.memory import Memory, Workspaces, default_db_path, open
from toolmem.plans.cache import Lookup, PlanCache
from toolmem.plans.calibration import Calibration
from toolmem.plans.judge import LLMPlanJudge, PlanJudge
from toolmem.plans.settings import PlanSettings
from toolmem.progress import Progress
from toolmem.records import (
    Call,
    Chunk,
    ChunkHit,
    CodeHit,
    ContextInfo,
    DocumentInfo,
    Guidelines,
    IndexReport,
    LookupBucket,
    LookupTimeline,
    Message,
    MessageHit,
    Plan,
    PlanEvent,
    PlanHit,
    StatsBucket,
    StatsTimeline,
    Step,
    Tool,
    ToolHit,
    ToolStats,
    WorkspaceSummary,
)
from toolmem.search.fusion import FusionWeights
from toolmem.stores import Store, open_store, register_store
from toolmem.text.tokens import count_tokens
from toolmem.text.truncate import truncate_output
from toolmem.tools.budget import SchemaFit, fit_schema
from toolmem.tools.catalogue import AddReport, ToolCatalogue
from toolmem.tools.export import ExportReport, export_report, export_tools, to_anthropic, to_mcp, to_openai
from toolmem.tools.ingest.files import load_paths
from toolmem.tools.ingest.python import tool, tool_from_callable, tool_of
from toolmem.tools.names import ExportNames
from toolmem.tools.schema import to_json_schema, to_strict_schema

__version__ = "0.1.0"

__all__ = [
    "AddReport",
    "Agent",
    "AgentResult",
    "Calibration",
    "Call",
    "ChatModel",
    "Chunk",
    "ChunkHit",
    "CodeHit",
    "CodeMemory",
    "ConfigError",
    "ContextInfo",
    "Conversation",
    "DependencyError",
    "DocumentInfo",
    "DocumentMemory",
    "Embedder",
    "EmbedderError",
    "EmbedderMismatchError",
    "ExperienceLog",
    "ExportNames",
    "ExportReport",
    "FusionWeights",
    "Guidelines",
    "History",
    "IdempotencyKeyError",
    "IndexReport",
    "IngestError",
    "LLMError",
    "LLMPlanJudge",
    "LastMessages",
    "Lookup",
    "LookupBucket",
    "LookupTimeline",
    "Memory",
    "Message",
    "MessageHit",
    "MessageSelector",
    "MigrationError",
    "NotFoundError",
    "PayloadTooLargeError",
    "Plan",
    "PlanCache",
    "PlanEvent",
    "PlanHit",
    "PlanJudge",
    "PlanNotFoundError",
    "PlanSettings",
    "PriorSettings",
    "Progress",
    "RecordedModel",
    "RelevantMessages",
    "SchemaFit",
    "StatsBucket",
    "StatsTimeline",
    "Step",
    "Store",
    "StoreError",
    "TokenWindow",
    "Tool",
    "ToolCatalogue",
    "ToolHit",
    "ToolNotFoundError",
    "ToolStats",
    "ToolmemError",
    "ValidationError",
    "WorkspaceSummary",
    "Workspaces",
    "available_embedders",
    "count_tokens",
    "default_db_path",
    "export_report",
    "export_tools",
    "fit_schema",
    "get_embedder",
    "load_paths",
    "open",
    "open_store",
    "plugin_tool",
    "register_embedder",
    "register_store",
    "request_context",
    "to_anthropic",
    "to_json_schema",
    "to_mcp",
    "to_openai",
    "to_strict_schema",
    "tool",
    "tool_from_callable",
    "tool_of",
    "truncate_output",
]
