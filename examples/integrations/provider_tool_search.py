"""The providers' own tool search answered by toolmem, shown with the requests' JSON (no network).

    pip install 'toolmem[local]'
    python examples/integrations/provider_tool_search.py [toolmem.db]

With the ``anthropic`` or ``openai`` SDK, pass ``tools=search.tools()`` to ``messages.create`` /
``responses.create`` on every turn (the list never changes, so the prompt cache holds) and append
``search.answer(block)`` when the model calls the search.
"""

import json
import os
import sys

import toolmem
from toolmem.agent.demo_tools import DEMO_TOOLS
from toolmem.integrations.tool_search import AnthropicToolSearch, OpenAIToolSearch


def main(db: str) -> None:
    with toolmem.open(db, embedder=os.environ.get("TOOLMEM_EMBEDDER", "local")) as mem:
        mem.tools.add([toolmem.tool_of(function) for function in DEMO_TOOLS])

        anthropic = AnthropicToolSearch(mem, k=2)
        tools = anthropic.tools()
        print("Anthropic tools:", [(tool["name"], tool.get("defer_loading", False)) for tool in tools])
        call = {"type": "tool_use", "id": "toolu_1", "name": "search_tools", "input": {"query": "weather forecast"}}
        print("tool_result:", json.dumps(anthropic.answer(call)))

        openai = OpenAIToolSearch(mem, k=2)
        print("OpenAI tools:", json.dumps(openai.tools())[:80], "...")
        search = {
            "type": "tool_search_call",
            "call_id": "call_1",
            "execution": "client",
            "arguments": {"query": "stock"},
        }
        output = openai.answer(search)
        print("tool_search_output tools:", [tool["name"] for tool in output["tools"]])


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "toolmem-tool-search.db")
