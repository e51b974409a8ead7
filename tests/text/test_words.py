import pytest

from toolmem.text.words import tokenize


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
