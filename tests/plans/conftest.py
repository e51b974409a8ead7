"""Fixtures of the plan-cache tests that use the real local model (a module may define its own ``mem``)."""

from collections.abc import Iterator

import pytest

import toolmem
from toolmem.embedders import get_embedder
from toolmem.embedders.base import Embedder
from toolmem.memory import Memory


@pytest.fixture(scope="module")
def model() -> Embedder:
    """The packaged local model, loaded once per module."""
    return get_embedder("local")


@pytest.fixture
def mem(model: Embedder) -> Iterator[Memory]:
    """An empty in-memory workspace embedding with the local model."""
    with toolmem.open("sqlite://", embedder=model) as opened:
        yield opened
