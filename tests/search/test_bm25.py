import math

import numpy as np
import pytest

from toolmem.search.bm25 import LexicalIndex, tokenize

K1, B = 1.5, 0.5


def lucene_bm25(tf: int, df: int, n: int, length: int, average: float, k1: float = K1, b: float = B) -> float:
    """BM25 as bm25s scores it by default (Lucene's variant)."""
    idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
    return idf * tf / (tf + k1 * (1 - b + b * length / average))


# tokenize -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("getWeatherForecast", ["get", "weather", "forecast"]),
        ("HTTPServerError", ["http", "server", "error"]),
        ("loadJSONData2", ["load", "json", "data2"]),
        ("send_sms_now", ["send", "sms", "now"]),
        ("weather.get-current", ["weather", "get", "current"]),
        ("Order ORD-20931, 12 km", ["order", "ord", "20931", "12", "km"]),
    ],
)
def test_tokenize_splits_identifiers_and_punctuation_into_lower_case_words(text: str, tokens: list[str]) -> None:
    assert tokenize(text) == tokens


def test_tokenize_drops_stop_words() -> None:
    assert tokenize("What is the weather in Paris? Can you tell me, please?") == ["weather", "pari", "tell"]
    assert tokenize("the a an of to") == []


@pytest.mark.parametrize(
    ("word", "stem"),
    [
        ("forecasts", "forecast"),
        ("cities", "city"),
        ("classes", "class"),
        ("boxes", "box"),
        ("booking", "book"),
        ("booked", "book"),
        ("status", "status"),
        ("analysis", "analysis"),
        ("address", "address"),
        ("news", "news"),
        ("12345", "12345"),
    ],
)
def test_an_inflected_word_gives_the_token_of_its_base_form(word: str, stem: str) -> None:
    assert tokenize(word) == tokenize(stem)
    assert len(tokenize(word)) == 1


def test_a_plural_and_its_singular_give_the_same_token() -> None:
    assert tokenize("forecasts reports tickets") == tokenize("forecast report ticket")


@pytest.mark.parametrize(
    ("inflected", "base"),
    [("files", "file"), ("messages", "message"), ("updated", "update"), ("scheduling", "schedule")],
)
def test_an_inflection_of_a_word_ending_in_e_gives_the_same_token_as_the_word(inflected: str, base: str) -> None:
    assert tokenize(inflected) == tokenize(base)


# LexicalIndex ---------------------------------------------------------------------------------
DOCS = ["weather forecast", "weather weather report today", "send email"]


def test_a_document_containing_the_query_word_scores_above_zero_and_the_others_zero() -> None:
    scores = LexicalIndex(DOCS).scores("email")

    assert scores.dtype == np.float32
    assert scores.tolist() == [0.0, 0.0, pytest.approx(lucene_bm25(1, 1, 3, 2, 8 / 3))]


def test_scores_follow_bm25_with_term_frequency_and_length_normalisation() -> None:
    scores = LexicalIndex(DOCS).scores("weather")

    np.testing.assert_allclose(scores, [lucene_bm25(1, 2, 3, 2, 8 / 3), lucene_bm25(2, 2, 3, 4, 8 / 3), 0.0], rtol=1e-6)


def test_the_scores_of_several_query_words_add_up_and_repeats_count_once() -> None:
    index = LexicalIndex(DOCS)

    np.testing.assert_allclose(index.scores("weather email"), index.scores("weather") + index.scores("email"))
    np.testing.assert_array_equal(index.scores("email email email"), index.scores("email"))


def test_k1_and_b_are_used() -> None:
    scores = LexicalIndex(DOCS, k1=1.2, b=0.75).scores("weather")

    np.testing.assert_allclose(
        scores,
        [lucene_bm25(1, 2, 3, 2, 8 / 3, 1.2, 0.75), lucene_bm25(2, 2, 3, 4, 8 / 3, 1.2, 0.75), 0.0],
        rtol=1e-6,
    )


def test_the_query_is_tokenised_like_the_documents() -> None:
    index = LexicalIndex(["get_weather_forecasts", "sendEmail"])

    assert index.scores("Weather forecast?")[0] > 0
    assert index.scores("send an e-mail")[1] > 0


def test_words_no_document_holds_score_zero_everywhere() -> None:
    assert LexicalIndex(DOCS).scores("currency conversion").tolist() == [0.0, 0.0, 0.0]
    assert LexicalIndex(DOCS).scores("the of and").tolist() == [0.0, 0.0, 0.0]


def test_an_empty_corpus_gives_no_scores() -> None:
    index = LexicalIndex([])

    assert (index.size, index.scores("weather").shape) == (0, (0,))


def test_documents_without_words_score_zero_beside_others() -> None:
    scores = LexicalIndex(["", "the of", "weather"]).scores("weather")

    assert scores[:2].tolist() == [0.0, 0.0]
    assert scores[2] > 0
    assert LexicalIndex(["", "the"]).scores("weather").tolist() == [0.0, 0.0]


def test_a_plural_query_finds_a_document_with_the_singular() -> None:
    assert LexicalIndex(["Send a message to a contact", "List a folder"]).scores("messages")[0] > 0
