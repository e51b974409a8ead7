"""Path convertors of tool and plan ids, so a route's own sub-path is never taken for an id.

A tool id may contain '/', so tool routes match the rest of the path. Without a convertor,
``DELETE /tools/x/guidelines`` would be taken for deleting a tool named ``x/guidelines`` (and
answer 404, or 403 for another workspace's key) instead of 405: guidelines are only read. Tool ids
ending in one of :data:`TOOL_SUB_PATHS` are therefore not addressable by path.

Plan ids are made by toolmem (``plan-<digest>``), so the plan routes' own names (``lookup``,
``events``, ``timeline``, ``using``) are never plan ids: ``GET /plans/lookup`` is 405, not a lookup
of a plan called "lookup".
"""

from __future__ import annotations

from starlette.convertors import PathConvertor, StringConvertor, register_url_convertor

__all__ = ["PLAN_PATH", "PLAN_ROUTES", "TOOL_PATH", "TOOL_SUB_PATHS", "PlanIdConvertor", "ToolIdConvertor"]

#: The routes below one tool (``/tools/{id}/stats``, ...).
TOOL_SUB_PATHS = ("stats", "guidelines", "saved-guidelines", "schema")
#: The routes beside one plan (``/plans/lookup``, ...).
PLAN_ROUTES = ("lookup", "events", "timeline", "using")


class ToolIdConvertor(PathConvertor):
    """Like ``:path``, but never matching a path that ends in one of :data:`TOOL_SUB_PATHS`."""

    regex = ".+" + "".join(f"(?<!/{name})" for name in TOOL_SUB_PATHS)


class PlanIdConvertor(StringConvertor):
    """One path segment that is not one of :data:`PLAN_ROUTES`."""

    regex = "(?!(?:" + "|".join(PLAN_ROUTES) + ")$)[^/]+"


# Starlette's convertors are registered by name, before routes using them are declared.
register_url_convertor("tool_id", ToolIdConvertor())
register_url_convertor("plan_id", PlanIdConvertor())

#: The path of one tool under a tools router: ``/{tool_id}``, matched by :class:`ToolIdConvertor`.
TOOL_PATH = "/{tool_id:tool_id}"
#: The path of one plan under a plans router: ``/{plan_id}``, matched by :class:`PlanIdConvertor`.
PLAN_PATH = "/{plan_id:plan_id}"
