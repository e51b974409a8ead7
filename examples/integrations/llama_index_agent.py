"""toolmem as a LlamaIndex ``FunctionAgent``'s tool retriever: the agent gets the tools that fit the
user's message, and each call is recorded.

    pip install 'toolmem[local,llamaindex]'
    python examples/integrations/llama_index_agent.py [toolmem.db]

The model is LlamaIndex's ``MockFunctionCallingLLM`` playing a script (offline); give the agent a
real function-calling LLM to run it live.
"""

import asyncio
import os
import sys
from typing import Any

from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.base.llms.types import ChatMessage, MessageRole, ToolCallBlock
from llama_index.core.llms.mock import MockFunctionCallingLLM
from llama_index.core.tools import FunctionTool

import toolmem
from toolmem.agent.demo_tools import DEMO_TOOLS
from toolmem.integrations.llama_index import tool_retriever

REQUEST = "What is the weather in Paris tomorrow?"


def planner(messages: Any, **kwargs: Any) -> ChatMessage:
    """Calls the forecast once, then answers; prints the tools it is offered."""
    print("model offered:", [tool.metadata.name for tool in kwargs.get("tools") or []])
    if any(message.role == MessageRole.TOOL for message in messages):
        return ChatMessage(role=MessageRole.ASSISTANT, content="Paris tomorrow: see the forecast above.")
    call = ToolCallBlock(
        tool_call_id="c1", tool_name="weather_forecast", tool_kwargs={"city": "Paris", "day": "tomorrow"}
    )
    return ChatMessage(role=MessageRole.ASSISTANT, blocks=[call])


async def main(db: str) -> None:
    with toolmem.open(db, embedder=os.environ.get("TOOLMEM_EMBEDDER", "local")) as mem:
        retriever = tool_retriever(mem, [FunctionTool.from_defaults(f) for f in DEMO_TOOLS], k=2)
        agent = FunctionAgent(llm=MockFunctionCallingLLM(response_generator=planner), tool_retriever=retriever)
        print("answer:", await agent.run(REQUEST))
        [recorded] = mem.calls.list("weather_forecast")
        print("recorded:", recorded.request, "->", recorded.output)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1] if len(sys.argv) > 1 else "toolmem-llama-index.db"))
