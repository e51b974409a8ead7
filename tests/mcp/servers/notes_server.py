"""A small MCP server for the gateway tests: note tools over stdio whose list changes at run time.

``enable_archive`` adds the ``archive_notes`` tool, retires ``legacy_export`` and tells the client
with ``notifications/tools/list_changed``. ``page_notes`` publishes a sloppy schema, as servers in
the wild do: its ``maximum`` is the string ``"50"``.
"""

from typing import Annotated

from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from pydantic import Field

server = MCPServer("notes")
notes: list[str] = []


@server.tool()
def add_note(text: str) -> str:
    """Save a short text note to the notebook."""
    notes.append(text)
    return f"saved note {len(notes)}"


@server.tool()
def list_notes() -> str:
    """List every note saved in the notebook."""
    return "\n".join(notes) or "(no notes)"


@server.tool()
def page_notes(limit: Annotated[int, Field(json_schema_extra={"maximum": "50"})] = 10) -> str:
    """Show the first notes of the notebook, at most ``limit`` of them."""
    return "\n".join(notes[:limit]) or "(no notes)"


@server.tool()
def legacy_export() -> str:
    """Export the notebook in the old plain-text format."""
    return "\n".join(notes)


def archive_notes(keep: int = 10) -> str:
    """Archive old notes, keeping only the most recent ones in the notebook."""
    del notes[:-keep]
    return f"kept {len(notes)} notes"


@server.tool()
async def enable_archive(ctx: Context) -> str:
    """Turn on archiving: adds the archive_notes tool and retires legacy_export."""
    server.remove_tool("legacy_export")
    server.add_tool(archive_notes)
    await ctx.session.send_tool_list_changed()
    return "archiving enabled"


if __name__ == "__main__":
    server.run("stdio")
