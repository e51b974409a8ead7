"""The boundary checks: storable text, JSON nested within bounds, times in range."""

from typing import Any

import pytest

from toolmem.errors import ValidationError
from toolmem.records.checks import (
    MAX_JSON_DEPTH,
    MAX_TIMESTAMP,
    check_json,
    check_text,
    check_timestamp,
    cut_json,
    json_depth,
)


def chain(levels: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(levels - 1):
        value = {"a": value}
    return value


def test_text_with_a_lone_surrogate_is_refused_naming_the_field_and_position() -> None:
    with pytest.raises(ValidationError) as caught:
        check_text("ok\ud800", "name")

    assert caught.value.field == "name"
    assert str(caught.value) == "name: contains a lone surrogate '\\ud800' at position 2, which is not Unicode text"


def test_text_with_nul_is_refused_unless_it_is_stored_inside_json() -> None:
    with pytest.raises(ValidationError, match="NUL character at position 1"):
        check_text("a\0b", "id")

    assert check_text("a\0b", "id", nul=True) == "a\0b"


def test_ordinary_unicode_text_passes_unchanged() -> None:
    assert check_text("naïve 💥 日本", "content") == "naïve 💥 日本"


def test_json_nested_to_the_limit_passes_and_one_level_more_is_refused() -> None:
    check_json(chain(MAX_JSON_DEPTH), "parameters")

    with pytest.raises(ValidationError) as caught:
        check_json(chain(MAX_JSON_DEPTH + 1), "parameters")

    assert caught.value.field == "parameters"
    assert f"nests deeper than {MAX_JSON_DEPTH} levels" in str(caught.value)


def test_json_nested_thousands_deep_is_refused_without_a_recursion_error() -> None:
    value: Any = 1
    for _ in range(50_000):
        value = [value]

    with pytest.raises(ValidationError, match="nests deeper"):
        check_json(value, "input")


def test_a_bad_string_deep_in_json_is_named_by_its_path() -> None:
    with pytest.raises(ValidationError) as caught:
        check_json({"a": [{"b": "x\udfff"}]}, "input")

    assert caught.value.field == "input/a/0/b"


def test_a_bad_key_in_json_is_refused() -> None:
    with pytest.raises(ValidationError) as caught:
        check_json({"k\ud800": 1}, "metadata")

    assert caught.value.field == "metadata (a key)"


def test_nul_inside_json_strings_is_allowed() -> None:
    check_json({"a": "x\0y"}, "input")


@pytest.mark.parametrize("value", [0, 1_700_000_000, 1_700_000_000.5, MAX_TIMESTAMP])
def test_times_from_1970_to_9999_pass(value: float) -> None:
    assert check_timestamp(value, "created_at") == float(value)


@pytest.mark.parametrize("value", [1e308, -1, MAX_TIMESTAMP + 1, float("inf"), float("nan"), True, "2025", None])
def test_times_out_of_range_or_not_numbers_are_refused(value: Any) -> None:
    with pytest.raises(ValidationError) as caught:
        check_timestamp(value, "created_at")

    assert caught.value.field == "created_at"


def test_json_depth_counts_containers_without_recursion() -> None:
    assert (json_depth(1), json_depth([]), json_depth({"a": [1, {"b": []}]})) == (0, 1, 4)
    assert json_depth(chain(5_000)) == 5_000


def test_a_value_within_the_limit_is_not_copied_and_a_deeper_one_is_cut_with_a_note() -> None:
    within = chain(MAX_JSON_DEPTH - 1)
    assert cut_json(within) is within
    cut = cut_json({"keep": 1, "deep": chain(MAX_JSON_DEPTH + 10)})
    assert cut["keep"] == 1
    check_json(cut, "cut")  # what comes back passes the check on the way in
    assert json_depth(cut) == MAX_JSON_DEPTH
    assert "(cut by toolmem: nested deeper than 128 levels)" in str(cut)
