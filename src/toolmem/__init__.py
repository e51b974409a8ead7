"""toolmem: the memory an LLM agent keeps about its tools."""
