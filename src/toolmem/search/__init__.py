"""The search engine, with no tool knowledge: vector indexes, BM25, fusion, the hybrid and live indexes."""
