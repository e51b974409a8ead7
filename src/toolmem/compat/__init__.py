"""The shapes of the systems toolmem replaces, over toolmem's own API: move over by changing an import.

* :mod:`.reme` — ReMe's tool-memory flows and service shapes (``ReMeToolMemory``);
* :mod:`.memory_cache` — the agent memory cache's ``MemoryCache`` (lookup, store, update_reward);
* :mod:`.aumai` — aumai-toolretrieval's ``ToolIndex``, ``ToolRecord``, ``SearchQuery``, ``SearchResult``;
* :mod:`.autoagent` — AutoAgent's ``ToolMemory`` (search, query_table, add_dataframe), rerank included.
"""
