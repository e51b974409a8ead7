from collections.abc import Mapping

import numpy as np
import pytest

from toolmem.embedders import get_embedder
from toolmem.search.hybrid import Document
from toolmem.search.live import Change, Feed, LiveIndex, Update
from toolmem.types import Vectors

EMBEDDER = get_embedder("hash:64")


class Source(Feed):
    """A versioned table of texts with a change log, as a store keeps one (in memory here)."""

    def __init__(self) -> None:
        self.rows: dict[str, tuple[str, int]] = {}  # key -> (text, version of its last change)
        self.removed: list[tuple[str, int]] = []
        self.at = 100
        self.floor = 0
        self.vectors: dict[str, Vectors] = {}
        self.payload: bytes | None = None
        self.reads: list[int | None] = []

    def write(self, texts: Mapping[str, str] = {}, remove: tuple[str, ...] = ()) -> None:
        self.at += 1
        for key in remove:
            if self.rows.pop(key, None) is not None:
                self.removed.append((key, self.at))
        for key, text in texts.items():
            self.rows.pop(key, None)
            self.rows[key] = (text, self.at)

    def version(self) -> int:
        return self.at

    def changes(self, since: int | None) -> Update:
        self.reads.append(since)
        complete = since is None or since < self.floor
        after = -1 if complete or since is None else since
        rows = sorted((changed, key, text) for key, (text, changed) in self.rows.items() if changed > after)
        changes = [
            Change(Document(key, text, self.vectors.get(text)), text_hash=text, embed_text=text)
            for _, key, text in rows
        ]
        removed = [] if complete else [key for key, at in self.removed if at > after]
        return Update(self.at, changes, removed, complete)

    def saved(self) -> bytes | None:
        return self.payload

    def save(self, version: int, payload: bytes) -> None:
        self.payload = payload

    def store_vectors(self, vectors: Mapping[str, Vectors]) -> None:
        self.vectors.update(vectors)


def texts(n: int, start: int = 0) -> dict[str, str]:
    return {
        f"k{i:05d}": f"tool {i} does {('weather', 'email', 'music', 'maps')[i % 4]} work {i % 17}"
        for i in range(start, start + n)
    }


def ranking(live: LiveIndex, query: str) -> list[tuple[str, float]]:
    with live.use() as index:
        return [(hit.key, round(hit.score, 4)) for hit in index.search(query, EMBEDDER.embed_query(query), 10)]


def rebuilt(source: Source) -> LiveIndex:
    copy = Source()
    copy.rows, copy.at, copy.vectors = dict(source.rows), source.at, dict(source.vectors)
    return LiveIndex(copy, embedder=EMBEDDER)


def test_the_first_use_builds_and_later_uses_read_only_the_changes() -> None:
    source = Source()
    source.write(texts(30))
    live = LiveIndex(source, embedder=EMBEDDER)
    ranking(live, "weather work")

    source.write(texts(2, start=30), remove=("k00004",))
    source.write({"k00001": "a music tool now"})
    after = ranking(live, "music tool")

    assert source.reads == [None, 101]
    assert (live.counters.built, live.counters.caught_up) == (1, 1)
    assert after == ranking(rebuilt(source), "music tool")
    with live.use() as index:
        assert "k00004" not in index
        assert len(index) == 31


def test_an_unchanged_source_is_not_read_again() -> None:
    source = Source()
    source.write(texts(5))
    live = LiveIndex(source, embedder=EMBEDDER)

    for _ in range(3):
        ranking(live, "weather")

    assert source.reads == [None]


def test_rows_stored_without_a_vector_are_embedded_in_one_batch_and_written_back() -> None:
    source = Source()
    source.write(texts(40))
    live = LiveIndex(source, embedder=EMBEDDER)
    before = EMBEDDER.calls

    ranking(live, "email")

    assert EMBEDDER.calls - before == 40 + 1  # the rows in one batch, and the query
    assert len(source.vectors) == 40
    assert live.counters.embedded == 40


def test_a_source_whose_log_no_longer_reaches_back_is_read_whole_and_the_index_rebuilt() -> None:
    source = Source()
    source.write(texts(10))
    live = LiveIndex(source, embedder=EMBEDDER)
    ranking(live, "weather")

    source.write(remove=("k00002",))
    source.floor = source.at  # the removal was pruned from the log
    source.write(texts(1, start=50))

    assert ranking(live, "weather") == ranking(rebuilt(source), "weather")
    assert live.counters.built == 2


def test_many_tombstones_are_compacted_and_the_compacted_index_is_saved() -> None:
    source = Source()
    source.write(texts(4_400))
    live = LiveIndex(source, embedder=EMBEDDER)
    ranking(live, "weather")
    assert live.counters.saved == 1  # a full build of 2,000+ documents is saved

    source.write(remove=tuple(f"k{i:05d}" for i in range(0, 4_400, 2)))
    result = ranking(live, "weather work 3")

    with live.use() as index:
        assert (index.slots, index.tombstones, len(index)) == (2_200, 0, 2_200)
    assert (live.counters.compacted, live.counters.saved) == (1, 2)
    assert result == ranking(rebuilt(source), "weather work 3")


def test_another_process_restores_the_saved_index_and_catches_up_from_its_version() -> None:
    source = Source()
    source.write(texts(2_100))
    ranking(LiveIndex(source, embedder=EMBEDDER), "maps")
    saved_at = source.at
    source.write(texts(3, start=5_000), remove=("k00010",))

    other = LiveIndex(source, embedder=EMBEDDER)
    result = ranking(other, "maps work 4")

    assert (other.counters.restored, other.counters.built) == (1, 0)
    assert source.reads[-1] == saved_at
    assert result == ranking(rebuilt(source), "maps work 4")


def test_a_small_index_is_not_saved() -> None:
    source = Source()
    source.write(texts(10))

    ranking(LiveIndex(source, embedder=EMBEDDER), "weather")

    assert source.payload is None


def test_a_dense_index_without_an_embedder_refuses_rows_without_vectors() -> None:
    source = Source()
    source.write(texts(3))
    live = LiveIndex(source, embedder=None, dimensions=64)

    with pytest.raises(ValueError, match="no vector"):
        live.current()


def test_a_keyword_only_index_needs_no_vectors() -> None:
    source = Source()
    source.write(texts(8))
    live = LiveIndex(source, embedder=None)

    with live.use() as index:
        found = index.search("weather", None, 3)

    assert [hit.key for hit in found] == ["k00000", "k00004"]
    assert np.isfinite([hit.score for hit in found]).all()
