"""How much of a search query is read: its first :data:`MAX_QUERY_CHARS` characters.

The local model reads the first 256 word pieces of a text (about 1,000 characters of English);
past that, a longer query changes nothing the model sees, while every other step — splitting it
into words, BM25 over each of them, the word vectors of query expansion — costs in proportion to
its length. Four concurrent 1 MB queries took 6.8 s each and held small searches beside them up
to 2.5 s (``bench/large_queries.py``). So every search cuts its query first, before any work, at
the last space within the limit (or at the limit, in text without spaces).
"""

from __future__ import annotations

import re

__all__ = ["MAX_QUERY_CHARS", "cut_query"]

#: The characters of a query a search reads: four times what the local model reads.
MAX_QUERY_CHARS = 4096
_LAST_SPACE = re.compile(r"\s\S*\Z")


def cut_query(text: str) -> str:
    """``text`` cut to at most :data:`MAX_QUERY_CHARS` characters, at a space when one is near.

    Example:
        >>> len(cut_query("rain " * 2000)) <= MAX_QUERY_CHARS
        True
    """
    if len(text) <= MAX_QUERY_CHARS:
        return text
    head = text[:MAX_QUERY_CHARS]
    space = _LAST_SPACE.search(head, MAX_QUERY_CHARS // 2)
    return head[: space.start()] if space is not None else head
