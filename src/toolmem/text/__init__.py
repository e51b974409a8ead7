"""Text utilities: offline token counts, the output cap, query words and the texts a tool is found by."""
