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


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("ship", "deploy"),
        ("roll_out", "deploy"),
        ("shut_down", "stop"),
        ("power_off", "stop"),
        ("bounce", "restart"),
        ("fire_up", "start"),
        ("dump", "sell"),
        ("wipe", "delete"),
        ("push_back", "postpone"),
        ("kill", "turn_off"),
        ("rm", "delete"),
        ("mv", "move"),
        ("cp", "copy"),
    ],
)
def test_toolmems_own_senses_join_the_verbs_of_tool_use_wordnet_lacks(first: str, second: str) -> None:
    assert not bool(_wordnet_senses(key(first)) & _wordnet_senses(key(second)))  # WordNet alone does not
    assert synonyms(*pair(first, second))
    assert synonyms(*pair(second, first))


def test_a_word_of_two_senses_is_a_synonym_of_each_and_the_senses_do_not_chain() -> None:
    assert synonyms(*pair("push", "deploy"))
    assert synonyms(*pair("push", "reschedule"))
    assert not synonyms(*pair("deploy", "reschedule"))
    assert synonyms(*pair("kill", "stop"))
    assert synonyms(*pair("kill", "turn_off"))
    assert synonyms(*pair("rm", "delete"))
    assert synonyms(*pair("rm", "remove"))
    assert not synonyms(*pair("delete", "remove"))


@pytest.mark.parametrize(("first", "second"), [("kill", "start"), ("fire_up", "stop"), ("dump", "buy")])
def test_an_own_sense_makes_the_opposite_of_its_verb_an_antonym_and_never_a_synonym(first: str, second: str) -> None:
    assert antonyms(*pair(first, second))
    assert not synonyms(*pair(first, second))


def test_every_own_sense_is_a_line_of_two_or_more_words_none_of_them_an_english_stop_word() -> None:
    text = resources.files("toolmem.text").joinpath("senses.txt").read_text(encoding="utf-8")
    lines = [line.split() for line in text.splitlines() if line.strip() and not line.startswith("#")]

    assert len(lines) >= 20
    assert all(len(set(map(key, words))) >= 2 for words in lines)
    assert all(word == word.lower() and " " not in word for words in lines for word in words)


def _wordnet_senses(word: str) -> set[int]:
    """The WordNet synsets alone, as the shipped file numbers them."""
    lines = gzip.decompress(resources.files("toolmem.text").joinpath("wordnet", "synonyms.txt.gz").read_bytes())
    return {number for number, line in enumerate(lines.decode().splitlines()) if word in line.split()}


@pytest.mark.parametrize(
    ("first", "second"), [("terminate", "stop"), ("terminate", "halt"), ("shut_down", "terminate")]
)
def test_verbs_wordnet_joins_that_ask_for_different_actions_are_neither_synonyms_nor_kinds(
    first: str, second: str
) -> None:
    assert not synonyms(*pair(first, second))
    assert not synonyms(*pair(second, first))
    assert not kind_of(*pair(first, second))
    assert _wordnet_senses(key("terminate")) & _wordnet_senses(key("stop"))  # WordNet joins them
    assert synonyms(*pair("stop", "halt"))  # the rest of the sense stays
