"""toolmem over the Model Context Protocol: an MCP server of one workspace and an MCP gateway.

This package needs the optional extra (``pip install 'toolmem[mcp]'``); ``import toolmem`` never
imports it.

- :mod:`toolmem.mcp.server`: :func:`~toolmem.mcp.server.build_server`, the memory as MCP tools
  and resources (``toolmem mcp``).
- :mod:`toolmem.mcp.gateway`: :class:`~toolmem.mcp.gateway.Gateway`, toolmem in front of many MCP
  servers, exposing ``search_tools`` and ``call_tool`` (``toolmem gateway``).
- :mod:`toolmem.mcp.config`: the gateway's configuration file.
"""
