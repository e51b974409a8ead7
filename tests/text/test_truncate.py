import json
from typing import Any

import pytest

from toolmem.errors import ConfigError, ValidationError
from toolmem.text.tokens import ENCODINGS, count_tokens
from toolmem.text.truncate import DEFAULT_MAX_TOKENS, truncate_output


def words(n: int) -> str:
    """``a a a ...``: exactly ``n`` tokens in both encodings."""
    return "a" + " a" * (n - 1)


def test_the_words_helper_is_exactly_n_tokens_in_both_encodings() -> None:
    assert [count_tokens(words(40), encoding) for encoding in ENCODINGS] == [40, 40]


# plain text -----------------------------------------------------------------------------------
@pytest.mark.parametrize("encoding", ENCODINGS)
def test_a_text_of_exactly_max_tokens_is_returned_unchanged(encoding: str) -> None:
    text = words(40)

    assert truncate_output(text, 40, encoding=encoding) is text


def test_one_token_over_the_cap_is_cut_to_head_and_tail_with_a_marker() -> None:
    result = truncate_output(words(41), 40)

    assert result == words(14) + "\n…[toolmem: 17 of 41 tokens cut]…\n" + " a" * 10
    assert count_tokens(result) <= 40


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_a_long_text_keeps_its_head_and_tail_and_says_how_many_tokens_were_cut(encoding: str) -> None:
    text = "START " + "middle " * 5000 + "END"

    result = truncate_output(text, 100, encoding=encoding)

    head, marker, tail = result.split("\n")
    assert head == "START" + " middle" * 45
    assert marker == "…[toolmem: 4,926 of 5,002 tokens cut]…"
    assert tail == " middle" * 29 + " END"
    assert count_tokens(result, encoding) <= 100


def test_a_short_text_is_returned_as_it_is() -> None:
    assert truncate_output("hello world", 16) == "hello world"
    assert truncate_output("", 16) == ""


def test_the_default_cap_is_twelve_thousand_tokens() -> None:
    text = words(DEFAULT_MAX_TOKENS)

    assert truncate_output(text) is text
    assert count_tokens(truncate_output(text + " a")) <= DEFAULT_MAX_TOKENS


def test_a_cap_too_small_for_any_text_leaves_only_the_marker() -> None:
    assert truncate_output(words(17), 16) == "…[toolmem: 17 tokens cut]…"


# JSON -----------------------------------------------------------------------------------------
def cut(value: Any, max_tokens: int) -> Any:
    """Truncate a value's JSON and parse the result back (failing if it is not valid JSON)."""
    result = truncate_output(json.dumps(value), max_tokens)
    assert count_tokens(result) <= max_tokens
    return json.loads(result)


def test_a_big_array_keeps_its_first_items_and_says_how_many_were_cut() -> None:
    assert cut({"rows": list(range(5000))}, 60) == {
        "rows": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "…[4,990 more items cut]"],
        "…": "toolmem: output cut from 19,003 tokens",
    }


def test_a_top_level_array_stays_an_array_with_the_note_as_its_last_item() -> None:
    rows = [{"id": i, "name": f"item {i}"} for i in range(3000)]

    assert cut(rows, 100) == [
        *rows[:5],
        "…[2,995 more items cut]",
        "…[toolmem: output cut from 46,002 tokens]",
    ]


def test_a_long_string_keeps_its_head_and_tail_inside_valid_json() -> None:
    value = {"text": "lorem ipsum " * 3000}

    result = cut(value, 100)

    head, tail = result["text"].split("…[35,600 characters cut]…")
    assert (len(head), len(tail)) == (240, 160)
    assert ("lorem ipsum " * 3000).startswith(head)
    assert ("lorem ipsum " * 3000).endswith(tail)
    assert result["…"] == f"toolmem: output cut from {count_tokens(json.dumps(value)):,} tokens"


def test_an_object_with_many_keys_keeps_its_first_keys() -> None:
    result = cut({f"key{i}": i for i in range(2000)}, 80)

    assert list(result)[:5] == ["key0", "key1", "key2", "key3", "key4"]
    assert {key: value for key, value in result.items() if key != "…"} == {f"key{i}": i for i in range(5)}


def test_an_object_with_many_keys_says_how_many_keys_were_cut() -> None:
    result = cut({f"key{i}": i for i in range(2000)}, 80)

    assert "1,995 more keys cut" in json.dumps(result, ensure_ascii=False)


def test_nested_json_is_cut_at_every_level_and_stays_valid() -> None:
    record = {"c": "x" * 5000, "d": list(range(1000))}
    shrunk = {"c": "x" * 60 + "…[4,900 characters cut]…" + "x" * 40, "d": [0, 1, 2, "…[997 more items cut]"]}

    assert cut({"a": {"b": [record] * 50}}, 200) == {
        "a": {"b": [shrunk, shrunk, shrunk, "…[47 more items cut]"]},
        "…": "toolmem: output cut from 181,658 tokens",
    }


def test_invalid_json_that_looks_like_json_falls_back_to_head_and_tail() -> None:
    text = "{not json " + "a b " * 1000

    result = truncate_output(text, 40)

    assert result == "{not json a b a b a b a\n…[toolmem: 1,988 of 2,004 tokens cut]…\n b a b a b "


# errors ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("max_tokens", [15, 0, -1])
def test_a_cap_below_sixteen_tokens_is_a_validation_error(max_tokens: int) -> None:
    with pytest.raises(ValidationError) as caught:
        truncate_output("hello", max_tokens)

    assert str(caught.value) == f"max_tokens: must be an integer of at least 16, got {max_tokens!r}"


def test_an_unknown_encoding_is_a_config_error() -> None:
    with pytest.raises(ConfigError):
        truncate_output("hello", 16, encoding="p50k_base")
