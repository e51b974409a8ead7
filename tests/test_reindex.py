"""Moving a workspace to another embedder while others read and write it (on both backends)."""

from collections.abc import Sequence

import pytest

import toolmem
from toolmem.embedders.hashing import HashEmbedder
from toolmem.errors import EmbedderError, EmbedderMismatchError
from toolmem.reindex import BATCH
from toolmem.types import Vectors

TOOLS = [
    {"id": "weather", "name": "get_weather", "description": "Forecast the weather for a city."},
    {"id": "mail", "name": "send_email", "description": "Send an email to a contact."},
    {"id": "flight", "name": "book_flight", "description": "Book a flight between two airports."},
]
STEPS = [{"tool_id": "mail", "arguments": {"to": "team"}}]


def fill(mem: toolmem.Memory) -> None:
    mem.tools.add(TOOLS)
    mem.calls.record("weather", "will it rain in Paris", {"city": "Paris"}, "sunny")
    mem.calls.record("mail", "email the team the minutes", {"to": "team"}, "sent")
    mem.plans.store("email the team the minutes", steps=STEPS)
    chat = mem.history({"user": "ada"})
    chat.user("book me a flight to Lisbon")
    chat.assistant("Booked TP1234.")
    chat.user("and a hotel")
    mem.docs.add_text("Expense policy: flights are booked in economy.", "policy")


def test_every_kind_of_record_moves_to_the_new_model(db_url: str) -> None:
    with toolmem.open(db_url, embedder="demo:8") as mem:
        fill(mem)
        report = mem.reindex("hash:64")

        assert (report.previous, report.embedder, report.dimensions, report.plans) == ("demo:8", "hash:64", 64, 1)
        assert report.embedded == 3 + 2 + 1 + 3 + 1  # tools, requests, the plan, the messages, the chunk
        assert mem.embedder is not None
        assert mem.embedder.id == "hash:64"
        assert [hit.id for hit in mem.tools.search("forecast the weather", k=1)] == ["weather"]

    with toolmem.open(db_url) as fresh:  # a reader opening afterwards: the new model, nothing to embed
        embedder = fresh.embedder
        assert isinstance(embedder, HashEmbedder)
        assert (fresh.store.info("default").embedder, embedder.dimensions) == ("hash:64", 64)  # type: ignore[union-attr]
        assert [hit.id for hit in fresh.tools.search("forecast the weather", k=1)] == ["weather"]
        plan = fresh.plans.lookup("email the team the minutes")
        assert plan is not None
        assert plan.similarity == pytest.approx(1.0, abs=1e-5)
        found = fresh.history({"user": "ada"}).search("flight to Lisbon", k=1)
        assert [hit.message.content for hit in found] == ["book me a flight to Lisbon"]
        assert len(fresh.docs.search("economy flights", k=1)) == 1
        assert embedder.calls == 4  # the four queries above; every stored text had its vector


def test_readers_search_with_the_old_vectors_until_the_switch_then_are_told_to_reopen(db_url: str) -> None:
    with toolmem.open(db_url, embedder="demo:8") as mem, toolmem.open(db_url) as reader:
        fill(mem)
        before = [hit.id for hit in reader.tools.search("send an email")]
        during: list[tuple[list[str], str | None]] = []

        def read(stage: str, done: int, total: int | None) -> None:
            hits = [hit.id for hit in reader.tools.search("send an email")]
            during.append((hits, reader.store.versions("default").embedder))

        mem.reindex("hash:64", progress=read)

        assert during
        assert during == [(before, "demo:8")] * len(during)
        with pytest.raises(EmbedderMismatchError, match="was reindexed to embedder 'hash:64' while this memory"):
            reader.tools.search("send an email")
        with pytest.raises(EmbedderMismatchError):
            reader.plans.lookup("email the team the minutes")


def test_a_service_s_workspaces_reopen_a_workspace_that_was_reindexed(db_url: str) -> None:
    with toolmem.open(db_url, embedder="demo:8") as mem, toolmem.Workspaces(db_url) as workspaces:
        fill(mem)
        first = workspaces.open("default")
        assert first.embedder is not None
        assert first.embedder.id == "demo:8"

        mem.reindex("hash:64")
        again = workspaces.open("default")

        assert again is not first
        assert again.embedder is not None
        assert again.embedder.id == "hash:64"
        assert [hit.id for hit in again.tools.search("book a flight", k=1)] == ["flight"]


def test_what_writers_add_during_the_reindex_is_embedded_by_the_new_model_too(db_url: str) -> None:
    with toolmem.open(db_url, embedder="demo:8") as mem, toolmem.open(db_url) as writer:
        fill(mem)

        def write(stage: str, done: int, total: int | None) -> None:
            if done == 0:
                writer.tools.add([{"id": "sms", "name": "send_sms", "description": "Text a phone number."}])
                writer.plans.store("text my mother happy birthday", steps=[{"tool_id": "sms", "arguments": {}}])

        report = mem.reindex("hash:64", progress=write)

    assert report.plans == 2
    with toolmem.open(db_url) as fresh:
        assert [hit.id for hit in fresh.tools.search("text a phone number", k=1)] == ["sms"]
        plan = fresh.plans.lookup("text my mother happy birthday")
        assert plan is not None
        assert plan.similarity == pytest.approx(1.0, abs=1e-5)


class Failing(HashEmbedder):
    """Fails on its second batch of texts."""

    def __init__(self, dimensions: int) -> None:
        super().__init__(dimensions)
        self.batches = 0

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        self.batches += 1
        if self.batches > 1:
            raise EmbedderError("the model went away")
        return super().embed_batch(texts)


def test_an_interrupted_reindex_leaves_the_workspace_as_it_was_and_resumes_where_it_stopped(db_url: str) -> None:
    tools = [{"id": f"t{i}", "name": f"tool_{i}", "description": f"Does thing number {i}."} for i in range(BATCH + 8)]
    failing = Failing(64)
    failing.batch_size = BATCH  # type: ignore[misc]  # one batch of the reindex is one call
    with toolmem.open(db_url, embedder="demo:8") as mem:
        mem.tools.add(tools)
        with pytest.raises(EmbedderError, match="the model went away"):
            mem.reindex(failing)

        assert mem.store.info("default").embedder == "demo:8"  # type: ignore[union-attr]
        assert [hit.id for hit in mem.tools.search("thing number 7", k=1)] != []
        report = mem.reindex("hash:64")

    assert (report.reused, report.embedded) == (BATCH, 8)


def test_reindexing_to_the_embedder_in_use_does_nothing(db_url: str) -> None:
    with toolmem.open(db_url, embedder="hash:64") as mem:
        mem.tools.add(TOOLS)
        report = mem.reindex("hash:64")

    assert (report.previous, report.embedder, report.embedded, report.plans) == ("hash:64", "hash:64", 0, 0)


def test_a_plan_is_embedded_again_as_the_cache_embeds_it_with_its_values_masked(db_url: str) -> None:
    steps = [{"tool_id": "fx", "arguments": {"amount": 100, "from": "USD", "to": "EUR"}}]
    with toolmem.open(db_url, embedder="demo:8") as mem:
        mem.plans.store("convert 100 USD to EUR", steps=steps)
        mem.reindex("hash:64")

        # Both requests embed as "convert an amount a code to a code": the same vector.
        hit = mem.plans.lookup("convert 250 GBP to JPY")

    assert hit is not None
    assert hit.similarity == pytest.approx(1.0, abs=1e-5)
    assert dict(hit.steps[0].arguments) == {"amount": 250, "from": "GBP", "to": "JPY"}


def test_a_plan_without_arguments_is_embedded_again_as_written(db_url: str) -> None:
    with toolmem.open(db_url, embedder="demo:8") as mem:
        mem.plans.store("what's trending on Product Hunt?", steps=[{"tool_id": "news.product_hunt"}])
        mem.reindex("hash:64")

        same = mem.plans.check("what's trending on Product Hunt?")
        # Masked, both would read "what's trending on a name?": the same vector.
        other = mem.plans.check("what's trending on Hacker News?")

    assert same.similarity == pytest.approx(1.0, abs=1e-5)
    assert other.similarity is not None
    assert other.similarity < 0.99
