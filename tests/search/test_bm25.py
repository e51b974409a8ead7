import math
import random

import numpy as np
import pytest

from toolmem.search.bm25 import BM25Index

K1, B = 1.5, 0.5


def lucene_bm25(tf: int, df: int, n: int, length: int, average: float, k1: float = K1, b: float = B) -> float:
    """BM25 as Lucene (and bm25s, which toolmem used before) scores it."""
    idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
    return idf * tf / (tf + k1 * (1 - b + b * length / average))


# scoring --------------------------------------------------------------------------------------
DOCS = ["weather forecast", "weather weather report today", "send email"]


def index_of(texts: list[str], **params: float) -> BM25Index:
    index = BM25Index(**params)
    index.add(texts)
    return index


def test_a_document_containing_the_query_word_scores_above_zero_and_the_others_zero() -> None:
    scores = index_of(DOCS).scores("email")

    assert scores.dtype == np.float32
    assert scores.tolist() == [0.0, 0.0, pytest.approx(lucene_bm25(1, 1, 3, 2, 8 / 3))]


def test_scores_follow_bm25_with_term_frequency_and_length_normalisation() -> None:
    scores = index_of(DOCS).scores("weather")

    np.testing.assert_allclose(scores, [lucene_bm25(1, 2, 3, 2, 8 / 3), lucene_bm25(2, 2, 3, 4, 8 / 3), 0.0], rtol=1e-6)


def test_the_scores_of_several_query_words_add_up_and_repeats_count_once() -> None:
    index = index_of(DOCS)

    np.testing.assert_allclose(index.scores("weather email"), index.scores("weather") + index.scores("email"))
    np.testing.assert_array_equal(index.scores("email email email"), index.scores("email"))


def test_k1_and_b_are_used() -> None:
    scores = index_of(DOCS, k1=1.2, b=0.75).scores("weather")

    np.testing.assert_allclose(
        scores,
        [lucene_bm25(1, 2, 3, 2, 8 / 3, 1.2, 0.75), lucene_bm25(2, 2, 3, 4, 8 / 3, 1.2, 0.75), 0.0],
        rtol=1e-6,
    )


def test_the_query_is_tokenised_like_the_documents() -> None:
    index = index_of(["get_weather_forecasts", "sendEmail"])

    assert index.scores("Weather forecast?")[0] > 0
    assert index.scores("send an e-mail")[1] > 0


def test_words_no_document_holds_score_zero_everywhere() -> None:
    assert index_of(DOCS).scores("currency conversion").tolist() == [0.0, 0.0, 0.0]
    assert index_of(DOCS).scores("the of and").tolist() == [0.0, 0.0, 0.0]


def test_an_empty_corpus_gives_no_scores() -> None:
    index = index_of([])

    assert (len(index), index.alive, index.scores("weather").shape) == (0, 0, (0,))


def test_documents_without_words_score_zero_beside_others() -> None:
    scores = index_of(["", "the of", "weather"]).scores("weather")

    assert scores[:2].tolist() == [0.0, 0.0]
    assert scores[2] > 0
    assert index_of(["", "the"]).scores("weather").tolist() == [0.0, 0.0]


def test_a_plural_query_finds_a_document_with_the_singular() -> None:
    assert index_of(["Send a message to a contact", "List a folder"]).scores("messages")[0] > 0


# changes without a rebuild ---------------------------------------------------------------------
CORPUS = [
    f"{a} {b} {c}"
    for a in ("weather", "email", "invoice", "flight", "music")
    for b in ("forecast", "send", "create", "search", "play", "list")
    for c in ("city", "contact", "customer", "today", "")
]
QUERIES = ["weather forecast for a city", "send an email to a contact", "play music today", "create invoice", "zebra"]


def test_an_index_changed_by_additions_and_removals_scores_exactly_like_a_fresh_one() -> None:
    rng = random.Random(7)
    index = BM25Index()
    live: dict[int, str] = {}
    for _ in range(40):
        if live and rng.random() < 0.4:
            gone = rng.sample(sorted(live), min(len(live), rng.randint(1, 5)))
            index.remove(np.asarray(gone, dtype=np.int64))
            for slot in gone:
                del live[slot]
        else:
            texts = rng.sample(CORPUS, rng.randint(1, 7))
            for slot, text in zip(index.add(texts).tolist(), texts, strict=True):
                live[slot] = text
    slots = sorted(live)
    fresh = index_of([live[slot] for slot in slots])

    assert index.alive == len(slots) < len(index)
    for query in QUERIES:
        scores = index.scores(query)
        np.testing.assert_array_equal(scores[slots], fresh.scores(query))
        assert not scores[[slot for slot in range(len(index)) if slot not in live]].any()


def test_removing_a_document_takes_its_words_out_of_the_statistics_at_once() -> None:
    index = index_of(["weather forecast", "weather report", "send email"])

    index.remove(np.asarray([1], dtype=np.int64))

    np.testing.assert_allclose(index.scores("weather"), [lucene_bm25(1, 1, 2, 2, 2.0), 0.0, 0.0], rtol=1e-6)


def test_a_compacted_index_renumbers_the_kept_documents_and_scores_them_the_same() -> None:
    index = index_of([*DOCS, "weather alerts", "email inbox"])
    index.remove(np.asarray([0, 3], dtype=np.int64))

    compacted = index.compacted(np.asarray([1, 2, 4], dtype=np.int64))

    assert (len(compacted), compacted.alive) == (3, 3)
    for query in ["weather", "email", "report inbox"]:
        np.testing.assert_array_equal(compacted.scores(query), index.scores(query)[[1, 2, 4]])


def test_an_index_restored_from_its_state_scores_the_same_and_takes_more_changes() -> None:
    index = index_of(CORPUS[:40])
    index.remove(np.asarray([3, 9], dtype=np.int64))
    index.add(CORPUS[40:45])

    restored = BM25Index.from_state({name: np.array(value) for name, value in index.state().items()})
    for query in QUERIES:
        np.testing.assert_array_equal(restored.scores(query), index.scores(query))
    restored.add(["weather weather weather"])
    index.add(["weather weather weather"])
    np.testing.assert_array_equal(restored.scores("weather"), index.scores("weather"))


def test_many_single_additions_fold_into_the_base_and_still_score_exactly() -> None:
    index = BM25Index()
    for text in CORPUS * 12:  # past the delta limit (1,024): folded into the base at least once
        index.add([text])

    np.testing.assert_array_equal(index.scores("weather city"), index_of(CORPUS * 12).scores("weather city"))


# a query's terms' impacts are kept until the index changes ------------------------------------
def plain_scores(texts: list[str | None], query: str) -> np.ndarray:
    """Every document scored by the formula, in float64 (``None``: a removed document, scored 0)."""
    live = [text.split() for text in texts if text is not None]
    average = sum(max(len(words), 1) for words in live) / len(live)
    scores = np.zeros(len(texts))
    for term in dict.fromkeys(query.split()):
        df = sum(term in words for words in live)
        for slot, text in enumerate(texts):
            if text is not None and term in text.split():
                words = text.split()
                scores[slot] += lucene_bm25(words.count(term), df, len(live), max(len(words), 1), average)
    return scores


def random_text(rng: random.Random, words: list[str]) -> str:
    # a skewed vocabulary, as in real text: a few words are in most documents
    return " ".join(rng.choices(words, weights=[1 / (rank + 1) for rank in range(len(words))], k=rng.randint(1, 12)))


@pytest.mark.parametrize("seed", range(4))
def test_scores_equal_the_formula_on_random_corpora_while_documents_come_and_go(seed: int) -> None:
    rng = random.Random(seed)
    words = [f"w{i}" for i in range(60)]
    index = BM25Index()
    texts: list[str | None] = []
    for _ in range(14):  # small batches into the delta, large ones into the base, removals
        if texts and rng.random() < 0.3:
            live = [slot for slot, text in enumerate(texts) if text is not None]
            gone = rng.sample(live, min(len(live), rng.randint(1, 40)))
            index.remove(np.asarray(gone, dtype=np.int64))
            for slot in gone:
                texts[slot] = None
        else:
            batch = [random_text(rng, words) for _ in range(rng.choice([3, 1_100]))]
            index.add(batch)
            texts += batch
        if not any(text is not None for text in texts):
            continue
        for _ in range(2):  # scored after every change, so impacts kept from before it would show
            query = " ".join(rng.sample(words, rng.randint(1, 8)))
            expected = plain_scores(texts, query)
            np.testing.assert_allclose(index.scores(query), expected, rtol=2e-6, atol=1e-7)
