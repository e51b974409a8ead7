"""Query and document prompts: the texts a retrieval model was trained to see before a query or a document.

Many embedding models were trained with an instruction or a prefix on one side or both, and lose much
of their quality without it: e5 wants ``query: `` and ``passage: ``, bge a sentence before the query,
nomic ``search_query: `` and ``search_document: ``, Qwen3-Embedding an instruction before the query.
An embedder spec names them with options (``?prompts=e5``, or ``?query_prompt=...&document_prompt=...``
for any others), and they become part of the embedder's id: vectors embedded with other prompts are
other vectors, and a workspace refuses to mix them.

Which side is which in toolmem: a search request, a recorded call's request and a plan's request are
*queries* (plans and past requests are compared with requests, so both sides of that comparison are
queries); tools, document and code chunks, messages and single words for expansion are *documents*.

Example:
    >>> Prompts.preset("e5")
    Prompts(query='query: ', document='passage: ')
    >>> Prompts.preset("e5").spec()
    'query_prompt=query%3A%20&document_prompt=passage%3A%20'
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote

from toolmem.errors import ConfigError

__all__ = ["PRESETS", "Prompts"]

_BGE = "Represent this sentence for searching relevant passages: "

#: The prompts of well-known model families, by name (``?prompts=NAME``). Each is what the family's
#: model card asks for; ``qwen3`` names the task as tool retrieval, in Qwen3-Embedding's
#: ``Instruct: {task}\nQuery:{query}`` format (its card recommends writing the task for the use).
PRESETS: dict[str, tuple[str, str]] = {
    "none": ("", ""),
    "e5": ("query: ", "passage: "),  # intfloat/e5-*-v2, multilingual-e5-*
    "bge": (_BGE, ""),  # BAAI/bge-*-en-v1.5
    "mxbai": (_BGE, ""),  # mixedbread-ai/mxbai-embed-large-v1 (the same instruction as bge)
    "nomic": ("search_query: ", "search_document: "),  # nomic-embed-text-v1 / v1.5 / v2
    "qwen3": ("Instruct: Given a user request, retrieve the API tool that serves it\nQuery:", ""),
}


@dataclass(frozen=True)
class Prompts:
    """The texts put before each query and each document before they are embedded.

    Attributes:
        query: put before search requests (and the requests of recorded calls and plans).
        document: put before tools, chunks, messages and words.
    """

    query: str = ""
    document: str = ""

    @classmethod
    def preset(cls, name: str) -> Prompts:
        """The prompts of a model family (:data:`PRESETS`).

        Raises:
            ConfigError: no preset of that name; the message lists them.
        """
        found = PRESETS.get(name.strip().lower())
        if found is None:
            raise ConfigError(f"unknown prompts {name!r}; choose one of {', '.join(sorted(PRESETS))}")
        return cls(*found)

    @property
    def symmetric(self) -> bool:
        """Whether queries and documents are embedded alike (then one vector serves both)."""
        return self.query == self.document

    def query_key(self, embedder_id: str) -> str:
        """Where an embedder with these prompts stores vectors of queries: its id, or
        ``<id>#query`` when queries are embedded otherwise than documents (a request and a tool with
        the same text then keep their two vectors apart)."""
        return embedder_id if self.symmetric else f"{embedder_id}#query"

    def spec(self) -> str:
        """The options that name these prompts in a spec (empty without prompts); percent-encoded so
        that the spec, and the embedder id made from it, gives these prompts back exactly."""
        parts = [(key, value) for key, value in (("query_prompt", self.query), ("document_prompt", self.document))]
        return "&".join(f"{key}={quote(value, safe='')}" for key, value in parts if value)
