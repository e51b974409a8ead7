"""One large query must not slow everyone (issue 24, finding 8): a query is cut before any work.

Four concurrent 1 MB queries took seconds each and held small searches beside them; the model
reads 256 word pieces of a query anyway. Every search now reads the first
``MAX_QUERY_CHARS`` characters of its query (cut at a space) and does nothing with the rest: the
embedder is never handed more, and the answer is the answer to the cut query. Latency is measured
by ``bench/large_queries.py``, not here.
"""

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

import toolmem
from server.support import BASE_URL, LOOPBACK
from toolmem.server import ServerSettings, create_app
from toolmem.text.query import MAX_QUERY_CHARS, cut_query

WORDS = "weather forecast rain wind city currency convert money email send message invoice".split()
TOOLS = [
    {"id": f"tool{n}", "name": f"tool_{n}", "description": " ".join(random.Random(n).choices(WORDS, k=8))}
    for n in range(40)
]


def big_query(chars: int = 1_000_000) -> str:
    rng = random.Random(3)
    return " ".join(rng.choice(WORDS) for _ in range(chars // 5))[:chars]


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[toolmem.Memory]:
    with toolmem.open(str(tmp_path / "toolmem.db"), embedder="demo") as memory:
        memory.tools.add(TOOLS)
        memory.docs.add("# Money\n\nConvert an amount of money to another currency.", doc_id="money")
        memory.history({"user": "1"}).user("Send the invoice by email, please.")
        memory.history({"user": "1"}).assistant("Sent.")
        yield memory


def embedded(mem: toolmem.Memory) -> list[str]:
    """Every text the ``demo`` embedder (tests/conftest.py) was handed, in order."""
    texts: list[str] = mem.tools.embedder.texts  # type: ignore[union-attr]
    return texts


def test_a_huge_query_is_cut_before_the_embedder_sees_it_and_answers_as_its_head(mem: toolmem.Memory) -> None:
    query = big_query()
    before = len(embedded(mem))

    hits = mem.tools.search(query, k=5)
    passages = mem.docs.search(query, k=1)
    messages = mem.history({"user": "1"}).search(query, k=1)

    assert max(len(text) for text in embedded(mem)[before:]) <= MAX_QUERY_CHARS
    assert [(hit.id, hit.score) for hit in hits] == [(hit.id, hit.score) for hit in mem.tools.search(cut_query(query))]
    assert [hit.chunk.document for hit in passages] == ["money"]
    assert messages == mem.history({"user": "1"}).search(cut_query(query), k=1)
    assert [hit.message.content for hit in messages] == ["Sent."]  # the latest user message is the one answered


def test_a_query_is_cut_at_a_space_within_the_limit() -> None:
    query = big_query(10_000)

    cut = cut_query(query)

    assert len(cut) <= MAX_QUERY_CHARS
    assert query.startswith(cut)
    assert query[len(cut)] == " "
    assert cut_query("x" * 10_000) == "x" * MAX_QUERY_CHARS
    assert cut_query("short query") == "short query"


def test_a_one_megabyte_query_over_http_is_answered_from_its_head(tmp_path: Path) -> None:
    app = create_app(ServerSettings(db=str(tmp_path / "toolmem.db"), embedder="demo"))
    query = big_query()
    with TestClient(app, client=LOOPBACK, base_url=BASE_URL) as client:
        client.post("/v1/workspaces/w/tools", json=TOOLS)
        big = client.post("/v1/workspaces/w/tools/search", json={"query": query, "k": 3})
        head = client.post("/v1/workspaces/w/tools/search", json={"query": cut_query(query), "k": 3})
        embedder = app.state.toolmem.workspaces.open("w").tools.embedder

    assert big.status_code == 200
    assert big.json() == head.json()
    assert max(len(text) for text in embedder.texts) <= MAX_QUERY_CHARS
