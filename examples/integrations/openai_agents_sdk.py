"""toolmem with the OpenAI Agents SDK: each turn's tools chosen by toolmem (``is_enabled``), each
call recorded by run hooks.

    pip install 'toolmem[local,openai-agents]'
    python examples/integrations/openai_agents_sdk.py [toolmem.db]

The model is the SDK's own ``ScriptedModel`` (offline); give the agent ``model="gpt-5.4-mini"`` and
an ``OPENAI_API_KEY`` to run it live. The MCP gateway plugs in as it is:
``Agent(mcp_servers=[MCPServerStdio(params={"command": "toolmem", "args": ["gateway", "servers.json"]})])``.
"""

import asyncio
import os
import sys

from agents import Agent, RunConfig, Runner, function_tool
from agents.testing import ScriptedModel, assistant_message, function_call

import toolmem
from toolmem.agent.demo_tools import DEMO_TOOLS
from toolmem.integrations.openai_agents import ToolmemTools

REQUEST = "What is the weather in Paris tomorrow?"


async def main(db: str) -> None:
    with toolmem.open(db, embedder=os.environ.get("TOOLMEM_EMBEDDER", "local")) as mem:
        chosen = ToolmemTools(mem, k=2)
        model = ScriptedModel(
            [
                [function_call("weather_forecast", {"city": "Paris", "day": "tomorrow"}, call_id="c1")],
                [assistant_message("Paris tomorrow: see the forecast above.")],
            ]
        )
        agent = Agent(name="assistant", model=model, tools=chosen.tools([function_tool(f) for f in DEMO_TOOLS]))
        result = await Runner.run(agent, REQUEST, hooks=chosen.hooks, run_config=RunConfig(tracing_disabled=True))
        for number, call in enumerate(model.calls, start=1):
            print(f"model call {number} offered:", [tool.name for tool in call.tools])
        print("answer:", result.final_output)
        [recorded] = mem.calls.list("weather_forecast")
        print("recorded:", recorded.request, "->", recorded.output)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1] if len(sys.argv) > 1 else "toolmem-openai-agents.db"))
