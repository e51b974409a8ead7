import random

import numpy as np
import pytest

from toolmem.embedders import get_embedder
from toolmem.search.fusion import Moments
from toolmem.search.hnsw import HNSWIndex
from toolmem.search.hybrid import MOMENTS_MIN_ROWS, Document, Hit, HybridIndex
from toolmem.search.reweighting import Boost

EMBEDDER = get_embedder("hash:64")
TOPICS = ["weather", "email", "invoice", "flight", "music", "calendar", "recipe", "stock"]
VERBS = ["forecast", "send", "create", "search", "play", "add", "find", "quote"]
QUERIES = ["weather forecast in Lisbon", "send an email to Alice", "play some jazz", "stock quote", "zebra"]


def document(i: int, text: str | None = None) -> Document:
    text = text or f"{TOPICS[i % 8]} {VERBS[(i * 3) % 8]} item {i % 13} for {TOPICS[(i + 3) % 8]}"
    tags = (TOPICS[i % 8], f"group{i % 3}")
    return Document(f"d{i:03d}", text, EMBEDDER.embed([text])[0], tags, payload={"n": i})


def fresh(documents: list[Document], **options: int) -> HybridIndex:
    index = HybridIndex(64, **options)
    index.add(documents)
    return index


def assert_same_ranking(found: list[Hit], expected: list[Hit]) -> None:
    """Equal up to float32 rounding: the same keys in the same order, except neighbours whose
    scores are within rounding of each other, which may trade places."""
    assert len(found) == len(expected)
    np.testing.assert_allclose([h.score for h in found], [h.score for h in expected], rtol=1e-5, atol=1e-5)
    for position, (a, b) in enumerate(zip(found, expected, strict=True)):
        if a.key != b.key:
            near = [h.key for h in expected if abs(h.score - a.score) <= 1e-5]
            assert a.key in near, f"rank {position + 1}: {a.key} where {b.key} was expected"
    assert {h.key for h in found if h.score > expected[-1].score + 1e-5} == {
        h.key for h in expected if h.score > expected[-1].score + 1e-5
    }


@pytest.mark.parametrize("seed", range(6))
def test_random_additions_removals_and_replacements_rank_like_a_fresh_build(seed: int) -> None:
    rng = random.Random(seed)
    index = HybridIndex(64)
    live: dict[str, Document] = {}
    for step in range(30):
        action = rng.random()
        if live and action < 0.35:
            for key in rng.sample(sorted(live), min(len(live), rng.randint(1, 6))):
                index.remove([key])
                del live[key]
        else:
            batch = [document(rng.randrange(200), None if action < 0.9 else f"weather email {step}") for _ in range(4)]
            batch = list({doc.key: doc for doc in batch}.values())
            index.add(batch)
            for doc in batch:
                live.pop(doc.key, None)
                live[doc.key] = doc  # a replaced key goes last, as in the store's change order
    rebuilt = fresh(list(live.values()))

    assert (len(index), index.keys()) == (len(rebuilt), rebuilt.keys())
    for query in QUERIES:
        vector = EMBEDDER.embed_query(query)
        assert_same_ranking(index.search(query, vector, 10), rebuilt.search(query, vector, 10))
        tagged = [index.select([["weather", "email"], ["group1"]]), rebuilt.select([["weather", "email"], ["group1"]])]
        assert_same_ranking(index.search(query, vector, 5, tagged[0]), rebuilt.search(query, vector, 5, tagged[1]))
        boost = Boost({key: 2.0 for key in list(live)[:3]})
        assert_same_ranking(
            index.search(query, vector, 10, reweight=boost), rebuilt.search(query, vector, 10, reweight=boost)
        )
    compacted = index.compacted()
    assert (compacted.slots, compacted.tombstones) == (len(live), 0)
    for query in QUERIES:
        vector = EMBEDDER.embed_query(query)
        assert_same_ranking(compacted.search(query, vector, 10), rebuilt.search(query, vector, 10))


def test_a_hit_carries_both_signals_the_boost_and_the_payload() -> None:
    index = fresh([document(i) for i in range(20)])
    vector = EMBEDDER.embed_query("weather forecast")

    plain = index.search("weather forecast", vector, 3)
    lifted = index.search("weather forecast", vector, 3, reweight=Boost({"d005": 1.5}))

    assert (plain[0].key, plain[0].boost, lifted[0].key) == ("d008", None, "d005")
    boosted = index.search("weather forecast", vector, 20, reweight=Boost({"d005": 1.5}))
    by_key = {h.key: h for h in boosted}
    assert by_key["d005"].boost == 1.5
    assert by_key["d008"].boost == 0.0
    assert by_key["d005"].payload == {"n": 5}
    assert by_key["d008"].dense == pytest.approx(float(document(8).vector @ vector))  # type: ignore[operator]
    assert by_key["d008"].bm25 > 0


def test_labels_select_and_of_ors_and_follow_removals() -> None:
    index = fresh([document(i) for i in range(24)])

    weather_or_email = index.select([["weather", "email"]])
    both = index.select([["weather", "email"], ["group0"]])
    index.remove(["d000"])

    assert weather_or_email.tolist() == [0, 1, 8, 9, 16, 17]
    assert both.tolist() == [0, 9]
    assert index.select([["weather"], ["group0"]]).tolist() == []  # d000 removed
    assert index.select([["nothing"]]).tolist() == []


def test_keyword_only_search_returns_only_documents_sharing_a_word_a_boost_only_reorders_them() -> None:
    index = HybridIndex(None)
    index.add([Document("a", "weather forecast"), Document("b", "send email"), Document("c", "play music")])
    index.add([Document("d", "weather alerts and warnings today")])

    assert [h.key for h in index.search("weather", None, 5)] == ["a", "d"]
    assert [h.key for h in index.search("weather", None, 5, reweight=Boost({"c": 3.0, "d": 3.0}))] == ["d", "a"]
    assert index.search("zebra", None, 5) == []


def test_a_dense_index_refuses_a_document_without_a_vector_and_a_key_twice_in_one_batch() -> None:
    index = HybridIndex(64)

    with pytest.raises(ValueError, match="vector"):
        index.add([Document("x", "no vector")])
    with pytest.raises(ValueError, match="twice"):
        index.add([document(1), document(1)])


def test_past_the_threshold_the_rows_move_into_a_graph_that_keeps_taking_changes() -> None:
    index = HybridIndex(64, ann_threshold=50)
    index.add([document(i) for i in range(50)])
    assert not index.approximate

    index.add([document(i) for i in range(50, 80)])
    index.remove(["d003", "d060"])
    index.add([document(200, "weather forecast weather forecast")])

    assert isinstance(index.dense, HNSWIndex)
    vector = EMBEDDER.embed_query("weather forecast")
    keys = [h.key for h in index.search("weather forecast", vector, 10)]
    assert keys[0] == "d200"
    assert "d003" not in keys
    assert "d060" not in [h.key for h in index.search("music item 8", EMBEDDER.embed_query("music item 8"), 79)]


def test_an_index_restored_from_its_dump_answers_the_same_and_a_damaged_dump_is_refused() -> None:
    index = HybridIndex(64, version=42)
    index.add([document(i) for i in range(40)])
    index.remove(["d007"])

    restored = HybridIndex.loads(index.dumps())

    assert restored is not None
    assert (restored.version, restored.keys(), restored.tombstones) == (42, index.keys(), 1)
    for query in QUERIES:
        vector = EMBEDDER.embed_query(query)
        assert restored.search(query, vector, 10) == index.search(query, vector, 10)
    assert restored.select([["weather"]]).tolist() == index.select([["weather"]]).tolist()
    restored.add([document(99)])
    assert "d099" in restored
    payload = index.dumps()
    assert HybridIndex.loads(payload[: len(payload) // 2]) is None
    assert HybridIndex.loads(b"garbage") is None


def test_nearest_ranks_by_cosine_alone() -> None:
    index = HybridIndex(64, lexical=False)
    index.add([Document(d.key, vector=d.vector) for d in (document(i) for i in range(10))])
    query = document(4).vector
    assert query is not None

    found = index.nearest(query, 3)

    assert found[0] == ("d004", pytest.approx(1.0, abs=1e-5))
    assert len(found) == 3
    assert index.bm25 is None


def test_a_small_index_scans_for_the_query_statistics_and_a_large_one_keeps_moments() -> None:
    rng = np.random.default_rng(3)
    rows = rng.normal(size=(MOMENTS_MIN_ROWS + 10, 64)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    query = rows[0]
    small = HybridIndex(64, lexical=False)
    small.add([Document(f"k{i}", vector=row) for i, row in enumerate(rows[:500])])
    small.remove([f"k{i}" for i in range(0, 500, 7)])
    live = np.stack([row for i, row in enumerate(rows[:500]) if i % 7])

    assert small.moments is None  # no 64 × 64 (at 384 dimensions: 1.2 MB) matrix for 429 rows
    np.testing.assert_allclose(small.dense_stats(query), Moments.of(live).stats(query), rtol=1e-5)

    large = HybridIndex(64, lexical=False)
    large.add([Document(f"k{i}", vector=row) for i, row in enumerate(rows)])
    large.remove(["k1", "k2"])

    assert large.moments is not None
    assert large.moments.count == len(rows) - 2
    expected = Moments.of(np.delete(rows, [1, 2], axis=0)).stats(query)
    np.testing.assert_allclose(large.dense_stats(query), expected, rtol=1e-5)
