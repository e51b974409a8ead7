"""toolmem: the memory an LLM agent keeps about its tools.

Example:
    >>> import toolmem
    >>> with toolmem.open("sqlite://", embedder="hash") as mem:
    ...     _ = mem.tools.add([{"id": "fx", "name": "convert_currency", "description": "Convert money."}])
    ...     mem.tools.search("convert euros to yen", k=1)[0].id
    'fx'
"""

from toolmem.embedders import Embedder, available_embedders, get_embedder, register_embedder
from toolmem.errors import (
    ConfigError,
    DependencyError,
    EmbedderError,
    EmbedderMismatchError,
    IngestError,
    MigrationError,
    NotFoundError,
    StoreError,
    ToolmemError,
    ToolNotFoundError,
)
from toolmem.memory import Memory, default_db_path, open
from toolmem.models import Tool, ToolHit
from toolmem.stores import Store, open_store, register_store
from toolmem.tools.catalogue import AddReport, ToolCatalogue
from toolmem.tools.export import export_tools, to_anthropic, to_mcp, to_openai
from toolmem.tools.fusion import FusionWeights
from toolmem.tools.ingest.files import load_paths
from toolmem.tools.ingest.python import tool, tool_from_callable, tool_of

__version__ = "0.1.0"

__all__ = [
    "AddReport",
    "ConfigError",
    "DependencyError",
    "Embedder",
    "EmbedderError",
    "EmbedderMismatchError",
    "FusionWeights",
    "IngestError",
    "Memory",
    "MigrationError",
    "NotFoundError",
    "Store",
    "StoreError",
    "Tool",
    "ToolCatalogue",
    "ToolHit",
    "ToolNotFoundError",
    "ToolmemError",
    "available_embedders",
    "default_db_path",
    "export_tools",
    "get_embedder",
    "load_paths",
    "open",
    "open_store",
    "register_embedder",
    "register_store",
    "to_anthropic",
    "to_mcp",
    "to_openai",
    "tool",
    "tool_from_callable",
    "tool_of",
]
