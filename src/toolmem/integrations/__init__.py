"""toolmem where agents are built: one module per framework, each an optional extra.

Every integration does the same three things through the framework's own hook:

* it chooses the tools the model sees on each turn with ``mem.tools.search``, the conversation so
  far in view, keeping the tools already called in the conversation;
* it records every tool call (request, arguments, outcome, time, tokens) with ``mem.calls.record``,
  so that search learns which tools served which requests;
* where the hook can answer instead of the model, it replays the plan cache's steps for a request
  it has solved before (``mem.plans.lookup`` / ``store`` / ``feedback``).

Modules (import the one you use; each names its install command when its framework is missing):

================================  ======================================  =========================
module                            hook                                    extra
================================  ======================================  =========================
``toolmem.integrations.langchain``  LangChain v1 agent middleware           ``toolmem[langchain]``
``toolmem.integrations.bigtool``    langgraph-bigtool retrieval functions   ``toolmem[langgraph]``
``toolmem.integrations.openai_agents``  OpenAI Agents SDK tools and hooks   ``toolmem[openai-agents]``
``toolmem.integrations.pydantic_ai``  Pydantic AI toolset                   ``toolmem[pydantic-ai]``
``toolmem.integrations.llama_index``  LlamaIndex ``tool_retriever``         ``toolmem[llamaindex]``
``toolmem.integrations.tool_search``  Anthropic and OpenAI Responses tool search  nothing extra
================================  ======================================  =========================

The shared behaviour lives in :mod:`toolmem.integrations.selector`.
"""

from toolmem.integrations.selector import DEFAULT_CONTEXT_WORDS, DEFAULT_K, ToolSelector

__all__ = ["DEFAULT_CONTEXT_WORDS", "DEFAULT_K", "ToolSelector"]
