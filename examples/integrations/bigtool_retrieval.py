"""toolmem as langgraph-bigtool's tool retrieval: the model calls ``retrieve`` with a query and the
registry ids toolmem finds are bound to its next calls.

    pip install 'toolmem[local,langgraph]'
    python examples/integrations/bigtool_retrieval.py [toolmem.db]

(langgraph-bigtool 0.0.3 cannot yet run a registry tool with langgraph-prebuilt 1.x; for agents
that call tools, prefer the LangChain middleware, ``examples/integrations/langchain_middleware.py``.)
"""

import os
import sys
from typing import Any

from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langgraph_bigtool import create_agent

import toolmem
from toolmem.agent.demo_tools import DEMO_TOOLS
from toolmem.integrations.bigtool import BigtoolRetriever, RecordingCallbacks

REGISTRY = {f"demo.{function.__name__}": function for function in DEMO_TOOLS}


class PlayedBack(FakeMessagesListChatModel):
    """Plays back scripted turns; prints the tools it is offered on each call."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        print("model offered:", [getattr(tool, "name", getattr(tool, "__name__", "?")) for tool in tools])
        return self


def main(db: str) -> None:
    with toolmem.open(db, embedder=os.environ.get("TOOLMEM_EMBEDDER", "local")) as mem:
        retriever = BigtoolRetriever(mem, REGISTRY, k=2)
        search = {"name": "retrieve", "args": {"query": "weather forecast for a city"}, "id": "r1"}
        model = PlayedBack(responses=[AIMessage("", tool_calls=[search]), AIMessage("I can use the forecast now.")])
        graph = create_agent(
            model, REGISTRY, retrieve_tools_function=retriever.retrieve, retrieve_tools_coroutine=retriever.aretrieve
        ).compile()
        result = graph.invoke(
            {"messages": "Will it rain in Paris tomorrow?"}, {"callbacks": [RecordingCallbacks(retriever)]}
        )
        print("selected ids:", result["selected_tool_ids"])


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "toolmem-bigtool.db")
