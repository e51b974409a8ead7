"""Document and code memory: chunking, parsers, symbols, and the corpus they are stored and searched in."""
