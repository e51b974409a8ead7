"""A small MCP server for the gateway tests: three weather tools over stdio, one of which always fails."""

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

server = MCPServer("weather")


@server.tool()
def forecast(city: str, days: int = 1) -> str:
    """Weather forecast for a city: rain, sun and temperature over the next days."""
    return f"{city}: light rain for {days} day(s), 14 C"


@server.tool()
def current_conditions(city: str) -> str:
    """Current weather conditions in a city right now: temperature, wind and humidity."""
    return f"{city}: 12 C, wind 10 km/h, humidity 80%"


@server.tool()
def alerts(region: str) -> str:
    """Severe weather alerts (storms, floods, heat waves) issued for a region."""
    raise ToolError(f"the alert service is down for {region}")


if __name__ == "__main__":
    server.run("stdio")
