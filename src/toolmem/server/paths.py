"""The path convertor of tool ids: any text, '/' included, except a route's own ending.

A tool id may contain '/', so tool routes match the rest of the path. Without this convertor,
``DELETE /tools/x/guidelines`` would be taken for deleting a tool named ``x/guidelines`` (and
answer 404, or 403 for another workspace's key) instead of 405: guidelines are only read. Ids
ending in ``/stats`` or ``/guidelines`` are therefore not addressable by path.
"""

from __future__ import annotations

from starlette.convertors import PathConvertor, register_url_convertor

__all__ = ["TOOL_PATH", "ToolIdConvertor"]


class ToolIdConvertor(PathConvertor):
    """Like ``:path``, but never matching a path that ends in ``/stats`` or ``/guidelines``."""

    regex = r".+(?<!/stats)(?<!/guidelines)"


# Starlette's convertors are registered by name, before routes using them are declared.
register_url_convertor("tool_id", ToolIdConvertor())

#: The path of one tool under a tools router: ``/{tool_id}``, matched by :class:`ToolIdConvertor`.
TOOL_PATH = "/{tool_id:tool_id}"
