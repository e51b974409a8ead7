"""toolmem with Pydantic AI: a toolset that offers each step the tools toolmem chooses and records
each call, and a model wrapper that answers a repeated request from the plan cache.

    pip install 'toolmem[local,pydantic-ai]'
    python examples/integrations/pydantic_ai_agent.py [toolmem.db]

The model is pydantic-ai's ``FunctionModel`` playing a script (offline); wrap a real one instead,
``PlanCacheModel("openai:gpt-5.4-mini", toolset)``.
"""

import os
import sys

from pydantic_ai import Agent
from pydantic_ai.messages import ModelMessage, ModelResponse, TextPart, ToolCallPart
from pydantic_ai.models.function import AgentInfo, FunctionModel
from pydantic_ai.toolsets import FunctionToolset

import toolmem
from toolmem.agent.demo_tools import DEMO_TOOLS
from toolmem.integrations.pydantic_ai import PlanCacheModel, ToolmemToolset

REQUEST = "What is the weather in Paris tomorrow?"


def planner(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
    """Calls the forecast once, then answers; prints the tools it is offered."""
    print("  model offered:", [tool.name for tool in info.function_tools])
    if any(isinstance(part, ToolCallPart) for message in messages for part in message.parts):
        return ModelResponse(parts=[TextPart("Paris tomorrow: see the forecast above.")])
    return ModelResponse(parts=[ToolCallPart("weather_forecast", {"city": "Paris", "day": "tomorrow"})])


def main(db: str) -> None:
    with toolmem.open(db, embedder=os.environ.get("TOOLMEM_EMBEDDER", "local")) as mem:
        toolset = ToolmemToolset.over(FunctionToolset(list(DEMO_TOOLS)), mem, k=2)
        agent = Agent(PlanCacheModel(FunctionModel(planner), toolset), toolsets=[toolset])
        for attempt in ("first", "second"):
            print(f"{attempt} request:")
            result = agent.run_sync(REQUEST)
            calls = [p for m in result.all_messages() for p in m.parts if isinstance(p, ToolCallPart)]
            cached = calls[0].tool_call_id.startswith("toolmem-plan")
            print("  tool call:", "replayed from the plan cache" if cached else "by the model")
            print("  answer:", result.output)
        print("recorded calls of weather_forecast:", len(mem.calls.list("weather_forecast")))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "toolmem-pydantic-ai.db")
