import pytest

from toolmem.errors import ConfigError
from toolmem.text.tokens import DEFAULT_ENCODING, ENCODINGS, count_tokens, decode, encode

FOX = "The quick brown fox jumps over the lazy dog."


@pytest.mark.parametrize(
    ("text", "encoding", "expected"),
    [
        ("hello world", "cl100k_base", 2),
        ("hello world", "o200k_base", 2),
        (FOX, "cl100k_base", 10),
        (FOX, "o200k_base", 10),
        ("naïve café 東京", "cl100k_base", 7),
        ("naïve café 東京", "o200k_base", 5),
        ("", "cl100k_base", 0),
        ("", "o200k_base", 0),
    ],
)
def test_count_tokens_gives_the_known_count_of_each_encoding(text: str, encoding: str, expected: int) -> None:
    assert count_tokens(text, encoding) == expected


def test_encode_gives_the_token_ids_tiktoken_gives() -> None:
    assert encode("hello world", "cl100k_base") == [15339, 1917]
    assert encode("hello world", "o200k_base") == [24912, 2375]
    assert encode(FOX, "cl100k_base") == [791, 4062, 14198, 39935, 35308, 927, 279, 16053, 5679, 13]


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_special_token_text_is_counted_as_plain_text(encoding: str) -> None:
    assert count_tokens("<|endoftext|>", encoding) == 7
    assert 100257 not in encode("<|endoftext|>", encoding)  # cl100k_base's <|endoftext|> id


def test_the_default_encoding_is_o200k_base() -> None:
    assert DEFAULT_ENCODING == "o200k_base"
    assert count_tokens("naïve café 東京") == count_tokens("naïve café 東京", "o200k_base") == 5


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_decode_gives_back_the_encoded_text(encoding: str) -> None:
    text = f"{FOX} naïve café 東京 <|endoftext|>"

    assert decode(encode(text, encoding), encoding) == text


def test_decoding_a_cut_through_a_character_replaces_it_instead_of_raising() -> None:
    tokens = encode("naïve café 東京", "cl100k_base")

    assert decode(tokens[:5], "cl100k_base") == "naïve café \ufffd"


def test_an_unknown_encoding_is_a_config_error_naming_the_choices() -> None:
    with pytest.raises(ConfigError) as caught:
        count_tokens("hello", "p50k_base")

    assert str(caught.value) == "unknown token encoding 'p50k_base'; choose one of o200k_base, cl100k_base"
