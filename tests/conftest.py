"""Shared test set-up: a deterministic fake embedder registered through the real registry.

Like llm's ``EmbedDemo``, :class:`DemoEmbedder` is an ordinary third-party embedder: it is
registered with :func:`toolmem.register_embedder` under the name ``demo`` and opened by spec
(``toolmem.open(..., embedder="demo")``), so tests exercise the same path a plugin takes.
"""

import re
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np
import pytest

import toolmem
from openai_stub import OpenAIStub
from toolmem.embedders import Embedder, Vectors

_WORD = re.compile(r"[a-z]+")


class DemoEmbedder(Embedder):
    """``demo`` or ``demo:<dimensions>``: component ``i`` counts the words of ``i + 1`` letters.

    Texts with the same profile of word lengths get the same vector, so rankings are easy to
    reason about; every text embedded is kept in ``texts``, in order.
    """

    batch_size = 4

    def __init__(self, dimensions: int = 16) -> None:
        super().__init__()
        self.dimensions = dimensions
        self.id = f"demo:{dimensions}"
        self.texts: list[str] = []

    @classmethod
    def from_spec(cls, arg: str | None) -> "DemoEmbedder":
        return cls(int(arg)) if arg else cls()

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        self.texts.extend(texts)
        out = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in _WORD.findall(text.lower()):
                out[row, min(len(word), self.dimensions) - 1] += 1.0
        return out


def pytest_configure(config: pytest.Config) -> None:
    toolmem.register_embedder("demo", DemoEmbedder.from_spec)


@pytest.fixture
def db(tmp_path: Path) -> str:
    """A database file path in the test's own folder."""
    return str(tmp_path / "toolmem.db")


@pytest.fixture
def stub() -> Iterator[OpenAIStub]:
    """A local server speaking the OpenAI API, scripted by the test (see ``openai_stub``)."""
    with OpenAIStub() as server:
        yield server
