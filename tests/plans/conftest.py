"""Fixtures of the plan-cache tests that use the real local model (a module may define its own ``mem``)."""

from collections.abc import Iterator

import pytest

import toolmem
from toolmem.embedders.base import Embedder
from toolmem.memory import Memory


@pytest.fixture
def mem(local_model: Embedder) -> Iterator[Memory]:
    """An empty in-memory workspace embedding with the local model."""
    with toolmem.open("sqlite://", embedder=local_model) as opened:
        yield opened
