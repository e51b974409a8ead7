"""Shared test set-up: a deterministic fake embedder registered through the real registry, and
the database fixtures of both backends.

Like llm's ``EmbedDemo``, :class:`DemoEmbedder` is an ordinary third-party embedder: it is
registered with :func:`toolmem.register_embedder` under the name ``demo`` and opened by spec
(``toolmem.open(..., embedder="demo")``), so tests exercise the same path a plugin takes.

``db_url`` gives a test a database on each backend in turn: a SQLite file, then PostgreSQL from
``TOOLMEM_TEST_POSTGRES_URL`` (a role allowed to create databases) or, when that is unset, from an
embedded server started once per session on first use (see ``postgres_server``). A server that
cannot start fails the tests: they are never skipped.
"""

import importlib
import os
import re
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np
import pytest

import toolmem
from openai_stub import OpenAIStub
from postgres_server import ENV_URL, Databases, embedded_server
from toolmem.embedders import Embedder, Vectors, get_embedder
from toolmem.stores import Store, open_store

_WORD = re.compile(r"[a-z]+")
BACKENDS = ["sqlite", "postgres"]


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
    # The MCP SDK's stdio_client takes sys.stderr as its errlog default when it is imported: imported
    # first inside a CliRunner (the gateway command), it keeps the runner's stream, which has no file
    # descriptor once the runner is gone, and a later test's MCP client fails to start its server.
    importlib.import_module("mcp.client.stdio")


@pytest.fixture(scope="module")
def local_model() -> Embedder:
    """The packaged local model (``local``), loaded once per module: for tests where meaning matters."""
    return get_embedder("local")


@pytest.fixture
def db(tmp_path: Path) -> str:
    """A database file path in the test's own folder."""
    return str(tmp_path / "toolmem.db")


@pytest.fixture
def stub() -> Iterator[OpenAIStub]:
    """A local server speaking the OpenAI API, scripted by the test (see ``openai_stub``)."""
    with OpenAIStub() as server:
        yield server


@pytest.fixture(scope="session")
def postgres_databases(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Databases]:
    """The session's PostgreSQL server, handing out fresh databases."""
    url = os.environ.get(ENV_URL)
    if url:
        databases = Databases(url)
        yield databases
        databases.close()
        return
    with embedded_server(tmp_path_factory.mktemp("postgres")) as admin_url:
        databases = Databases(admin_url)
        yield databases
        databases.close()


@pytest.fixture
def postgres_url(postgres_databases: Databases) -> str:
    """The URL of a migrated PostgreSQL database, emptied for this test."""
    return postgres_databases.emptied()


@pytest.fixture(params=BACKENDS)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database URL on each backend: a SQLite file, then a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "nested" / "folder" / "toolmem.db")
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    """An open store on each backend."""
    opened = open_store(db_url)
    yield opened
    opened.close()
