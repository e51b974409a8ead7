"""The WordNet lexicon shipped with toolmem: synonyms and antonyms by the plan cache's stems."""

import gzip
from importlib import resources

import pytest

from toolmem.text.lexicon import antonyms, key, kind_of, senses, synonyms
from toolmem.text.words import stem


def pair(first: str, second: str) -> tuple[str, str]:
    return key(first), key(second)


@pytest.mark.parametrize(
    ("first", "second"),
    [("buy", "purchase"), ("convert", "change"), ("grant", "give"), ("switch_off", "turn_off"), ("fetch", "get")],
)
def test_words_of_one_synset_are_synonyms(first: str, second: str) -> None:
    assert synonyms(*pair(first, second))
    assert synonyms(*pair(second, first))


@pytest.mark.parametrize(
    ("first", "second"),
    [("buy", "sell"), ("lock", "unlock"), ("open", "close"), ("start", "stop"), ("approve", "reject"), ("win", "lose")],
)
def test_opposites_are_antonyms_and_never_synonyms(first: str, second: str) -> None:
    assert antonyms(*pair(first, second))
    assert antonyms(*pair(second, first))
    assert not synonyms(*pair(first, second))


@pytest.mark.parametrize(
    ("first", "second", "shared"),
    [("buy", "purchase", True), ("switch_off", "turn_off", True), ("delete", "remove", False)],
)
def test_the_senses_of_two_words_meet_when_they_share_a_synset(first: str, second: str, shared: bool) -> None:
    assert senses(key(first))
    assert senses(key(second))
    assert bool(senses(key(first)) & senses(key(second))) == shared
    assert not senses("zzqx")


@pytest.mark.parametrize(("first", "second"), [("delete", "remove"), ("approve", "merge"), ("list", "show")])
def test_words_that_only_share_a_broader_sense_are_neither(first: str, second: str) -> None:
    assert not synonyms(*pair(first, second))
    assert not antonyms(*pair(first, second))


@pytest.mark.parametrize(
    ("first", "second", "related"),
    [
        ("delete", "remove", True),  # to delete is a way to remove
        ("transfer", "send", True),
        ("set", "change", True),
        ("unlock", "open", True),
        ("lock", "unlock", False),
        ("create", "delete", False),
        ("play", "delete", False),
        ("delete", "transfer", False),  # two steps up: delete -> remove -> transfer
    ],
)
def test_a_verb_is_a_kind_of_another_only_one_wordnet_step_apart(first: str, second: str, related: bool) -> None:
    assert kind_of(*pair(first, second)) == related
    assert kind_of(*pair(second, first)) == related


def test_a_key_is_the_stem_a_request_word_gets_and_a_phrase_keeps_its_particle() -> None:
    assert key("Purchases") == stem("purchases") == "purchas"
    assert key("switch_off") == "switch_off"
    assert key("switching_off") == "switch_off"


def test_the_shipped_data_comes_with_the_wordnet_licence() -> None:
    folder = resources.files("toolmem.text").joinpath("wordnet")
    notice = folder.joinpath("LICENSE").read_text(encoding="utf-8")
    lines = gzip.decompress(folder.joinpath("synonyms.txt.gz").read_bytes()).decode().splitlines()

    assert "WordNet 3.0 Copyright 2006 by Princeton University" in notice
    assert len(lines) > 40_000
    assert all(len(line.split()) >= 2 for line in lines)
