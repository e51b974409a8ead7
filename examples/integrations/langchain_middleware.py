"""toolmem inside a LangChain v1 agent: the model sees only the tools that fit, every call is
recorded, and the same request a second time is answered from the plan cache.

    pip install 'toolmem[local,langchain]'
    python examples/integrations/langchain_middleware.py [toolmem.db]

The model here is LangChain's fake chat model playing back two turns, so the example runs offline;
put a real one in its place (``init_chat_model("openai:gpt-5.4-mini")``) to plan live.
"""

import os
import sys
from typing import Any

from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import StructuredTool

import toolmem
from toolmem.agent.demo_tools import DEMO_TOOLS
from toolmem.integrations.langchain import ToolmemMiddleware

REQUEST = "What is the weather in Paris tomorrow?"


class PlayedBack(FakeMessagesListChatModel):
    """Plays back scripted turns; prints the tools it is offered on each call."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        print("  model offered:", [tool.name for tool in tools])
        return self


def main(db: str) -> None:
    with toolmem.open(db, embedder=os.environ.get("TOOLMEM_EMBEDDER", "local")) as mem:
        tools = [StructuredTool.from_function(function) for function in DEMO_TOOLS]
        call = {"name": "weather_forecast", "args": {"city": "Paris", "day": "tomorrow"}, "id": "c1"}
        scripts = {
            "first": [AIMessage("", tool_calls=[call]), AIMessage("Paris tomorrow: see the forecast above.")],
            "second": [AIMessage("Paris tomorrow: see the forecast above.")],  # the plan cache makes the call
        }
        for attempt, turns in scripts.items():
            agent = create_agent(PlayedBack(responses=turns), tools=tools, middleware=[ToolmemMiddleware(mem, k=2)])
            print(f"{attempt} request:")
            messages = agent.invoke({"messages": [{"role": "user", "content": REQUEST}]})["messages"]
            [made] = [c["id"] for m in messages if isinstance(m, AIMessage) for c in m.tool_calls]
            print("  tool call:", "replayed from the plan cache" if made.startswith("toolmem-plan") else "by the model")
            print("  answer:", messages[-1].text)
        print("recorded calls of weather_forecast:", len(mem.calls.list("weather_forecast")))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "toolmem-langchain.db")
