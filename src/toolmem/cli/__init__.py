"""The ``toolmem`` command line: one group per noun, each command one call to the library.

Global options pick the database, the workspace and the embedder (``--db`` / ``TOOLMEM_DB``,
``-w`` / ``TOOLMEM_WORKSPACE``, ``--embedder`` / ``TOOLMEM_EMBEDDER``). The memory is opened only
when a command needs it and closed when the command ends, so ``--help`` never touches a database.
Each noun's commands live in their own module and register on the root group :data:`cli`.

Example::

    toolmem index --tools-dir examples/catalogue
    toolmem search --query "will it rain tomorrow" --output-format json
    toolmem tools export --format anthropic --query "send a text message" -k 3
"""

from toolmem.cli import (
    bench,
    calls,
    chat,
    code,
    docs,
    history,
    keys,
    mcp,
    migrate,
    plans,
    reindex,
    serve,
    tools,
    ui,
    workspaces,
)
from toolmem.cli.common import cli

__all__ = [
    "bench",
    "calls",
    "chat",
    "cli",
    "code",
    "docs",
    "history",
    "keys",
    "main",
    "mcp",
    "migrate",
    "plans",
    "reindex",
    "serve",
    "tools",
    "ui",
    "workspaces",
]


def main() -> None:
    """Run the ``toolmem`` command line (the console script)."""
    cli.main(prog_name="toolmem")
