"""Query expansion from the index's own words (toolmem.search.expansion): BM25's spellings and weighted
terms, the nearest-word rule, the word vectors through saving and catching up, and search."""

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

import toolmem
from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError
from toolmem.search.bm25 import BM25Index
from toolmem.search.expansion import Expansion, WordVectors, query_words
from toolmem.search.hybrid import Document, HybridIndex
from toolmem.types import Vectors

# Words that mean the same share a direction; every other word gets one of its own.
SYNONYMS = [{"basket", "cart"}, {"coworker", "collaborator", "colleague"}]


class Thesaurus(Embedder):
    """An embedder (the extension point) that knows a few synonyms: a word's vector is its group's
    direction, a text's the sum of its words'. Deterministic and instant, unlike a real model."""

    id = "thesaurus:64"
    dimensions = 64

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.batches: list[list[str]] = []
        self.slots: dict[str, int] = {}

    def _slot(self, word: str) -> int:
        group = next((min(g) for g in SYNONYMS if word in g), word)
        return self.slots.setdefault(group, len(self.slots) % self.dimensions)

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        self.texts.extend(texts)
        self.batches.append(list(texts))
        out = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().replace(".", " ").split():
                out[row, self._slot(word)] += 1.0
        return out


def test_bm25_keeps_the_first_spelling_of_each_term_through_compaction_and_saving() -> None:
    index = BM25Index()
    index.add(["Adds items to the shopping cart", "Lists carts and the items in them", "getCartItems"])

    spelled = dict(zip(index.vocab, index.surfaces, strict=True))
    assert spelled == {
        "add": "adds",
        "item": "items",
        "shop": "shopping",
        "cart": "cart",
        "list": "lists",
        "them": "them",
        "get": "get",
    }
    assert index.compacted(np.asarray([1, 2])).surfaces == index.surfaces
    assert BM25Index.from_state(index.state()).surfaces == index.surfaces


def test_extra_terms_add_their_weighted_scores_to_the_query_s() -> None:
    index = BM25Index()
    index.add(["shopping cart", "shopping basket", "weather forecast"])
    cart = index.vocab["cart"]

    expanded = index.scores("shopping basket", {cart: 0.5})

    np.testing.assert_allclose(expanded, index.scores("shopping basket") + 0.5 * index.scores("cart"), rtol=1e-6)
    assert expanded[0] > 0
    assert expanded[2] == 0


def unit(*components: float) -> Vectors:
    vector = np.asarray(components, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def test_each_query_word_adds_its_nearest_words_above_the_threshold_but_never_the_query_s_own() -> None:
    words = WordVectors(3)
    rows = np.stack([unit(1, 0, 0), unit(0.9, 0.1, 0), unit(0.6, 0.8, 0), unit(0, 0, 1), unit(1, 0.05, 0)])
    words.extend(["aa", "bb", "cc", "dd", "ee"], lambda texts: rows[: len(texts)])
    query = {"q": unit(1, 0, 0)}
    live = np.ones(5, dtype=bool)

    added = words.expand(query, {0}, live, Expansion(threshold=0.5, weight=0.5, per_word=2))

    # the 3 nearest are aa (the query's own term), ee (cos .999) and bb (.994); cc (.6) is the 4th
    assert set(added) == {4, 1}
    assert added[4] == pytest.approx(0.5 * float(rows[4] @ query["q"]))
    live[4] = False  # no live document has ee any more: cc takes its place
    assert set(words.expand(query, {0}, live, Expansion(threshold=0.5, weight=0.5, per_word=2))) == {1, 2}
    assert words.expand(query, {0}, np.ones(5, dtype=bool), Expansion(threshold=0.998, weight=1.0)) == {
        4: pytest.approx(float(rows[4] @ query["q"]))
    }


def test_expanding_every_query_word_at_once_adds_what_each_word_adds_alone() -> None:
    rng = np.random.default_rng(7)
    rows = rng.standard_normal((400, 12)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    words = WordVectors(12)
    names = ["".join("abcdefghij"[int(digit)] for digit in f"{i:03d}") for i in range(400)]  # letters only
    assert words.extend(names, lambda texts: rows[: len(texts)]) == 400
    query = {f"q{i}": rows[i * 37] + 0.3 * rows[i * 37 + 1] for i in range(6)}
    query = {word: (vector / np.linalg.norm(vector)).astype(np.float32) for word, vector in query.items()}
    live = rng.random(400) > 0.1
    settings = Expansion(threshold=0.4, weight=0.5, per_word=3)

    together = words.expand(query, {0, 37}, live, settings)

    alone: dict[int, float] = {}
    for word, vector in query.items():
        fresh = WordVectors.restore(words.state(), 12)  # nothing remembered from other words
        for term, weight in fresh.expand({word: vector}, {0, 37}, live, settings).items():
            alone[term] = alone.get(term, 0.0) + weight
    assert together == pytest.approx(alone, rel=1e-6)
    assert len(together) > 6  # several words added several terms, some more than once
    assert not {0, 37} & set(together)
    assert all(live[term] for term in together)
    assert words.expand(query, {0, 37}, live, settings) == together  # again, from what it remembers


def test_a_word_s_remembered_nearest_terms_give_way_to_a_nearer_new_term() -> None:
    words = WordVectors(3)
    rows = np.stack([unit(1, 0.3, 0), unit(0, 0, 1)])
    words.extend(["aa", "bb"], lambda texts: rows[: len(texts)])
    query = {"q": unit(1, 0, 0)}
    settings = Expansion(threshold=0.5, weight=1.0, per_word=1)
    assert set(words.expand(query, set(), np.ones(2, dtype=bool), settings)) == {0}

    words.extend(["aa", "bb", "cc"], lambda texts: unit(1, 0.01, 0)[None, :])

    assert set(words.expand(query, set(), np.ones(3, dtype=bool), settings)) == {2, 0}
    assert set(words.expand(query, set(), np.asarray([True, True, False]), settings)) == {0}


def test_only_words_of_letters_are_embedded_or_expanded() -> None:
    words = WordVectors(2)
    asked: list[str] = []

    def embed(texts: Sequence[str]) -> Vectors:
        asked.extend(texts)
        return np.ones((len(texts), 2), dtype=np.float32)

    assert words.extend(["cart", "v2", "x", "item", "42"], embed) == 2
    assert asked == ["cart", "item"]
    assert len(words) == 5
    assert not words.matrix[1].any()
    assert query_words("Put 2 shirts in my basket, v2 API") == ["put", "shirts", "basket", "api"]


@pytest.mark.parametrize("settings", [{"threshold": 1.5}, {"weight": -1.0}, {"per_word": 0}, {"per_word": True}])
def test_bad_expansion_settings_are_refused(settings: dict[str, float]) -> None:
    with pytest.raises(ConfigError):
        Expansion(**settings)  # type: ignore[arg-type]


def test_an_index_saved_with_its_word_vectors_restores_them_and_drops_them_when_not_expanding() -> None:
    embedder = Thesaurus()
    index = HybridIndex(64, expansion=Expansion())
    texts = ["Add an item to the shopping cart", "List the collaborators of a folder"]
    index.add([Document(f"t{i}", text, embedder.embed([text])[0]) for i, text in enumerate(texts)])
    assert index.words is not None
    assert index.bm25 is not None
    index.words.extend(index.bm25.surfaces, embedder.embed)

    restored = HybridIndex.loads(index.dumps(), expansion=Expansion())
    plain = HybridIndex.loads(index.dumps())

    assert restored is not None
    assert restored.words is not None
    np.testing.assert_array_equal(restored.words.matrix, index.words.matrix)
    assert plain is not None
    assert plain.words is None


def test_a_request_in_other_words_finds_the_tool_by_keyword_too_and_new_words_are_embedded_once(
    tmp_path: Path,
) -> None:
    embedder = Thesaurus()
    tools = [
        {"id": "cart.add", "name": "add_to_cart", "description": "Add an item to the shopping cart."},
        {"id": "folder.share", "name": "share_folder", "description": "Share a folder with a collaborator."},
        {"id": "weather", "name": "get_weather", "description": "Weather forecast for a city."},
    ]
    with toolmem.open(str(tmp_path / "t.db"), embedder=embedder) as mem:
        mem.tools.add(tools)
        [first] = mem.tools.search("put two shirts in my basket", k=1)
        catalogue_words = len(embedder.texts)
        mem.tools.add([{"id": "cart.empty", "name": "empty_cart", "description": "Remove everything."}])
        [again] = mem.tools.search("share the folder with my coworker", k=1)
        new_texts = embedder.texts[catalogue_words:]

    assert first.id == "cart.add"
    assert first.reasons["bm25"] > 0  # "basket" found "cart": no word of the request is in the tool
    assert again.id == "folder.share"
    assert again.reasons["bm25"] > 0
    # after the new tool: its text, the tool's new words, then in one batch the request and its words
    # the catalogue does not use (those it uses come from the index)
    assert new_texts == [
        "empty cart: Remove everything.",
        "empty",
        "remove",
        "everything",
        "share the folder with my coworker",
        "coworker",
    ]
    assert embedder.batches[-1] == ["share the folder with my coworker", "coworker"]


def test_an_embedder_that_only_hashes_words_does_not_expand(tmp_path: Path) -> None:
    with toolmem.open(str(tmp_path / "h.db"), embedder="hash") as mem:
        mem.tools.add([{"id": "cart.add", "name": "add_to_cart", "description": "Add an item to the cart."}])
        calls = mem.embedder.calls if mem.embedder else 0
        mem.tools.search("put it in my basket", k=1)

        assert mem.tools.index().words is None
        assert mem.embedder is not None
        assert mem.embedder.calls == calls + 1


def test_embed_request_embeds_what_the_search_would_so_the_search_embeds_nothing(tmp_path: Path) -> None:
    embedder = Thesaurus()
    with toolmem.open(str(tmp_path / "r.db"), embedder=embedder) as mem:
        mem.tools.add([{"id": "cart.add", "name": "add_to_cart", "description": "Add an item to the cart."}])
        mem.tools.embed_request("put my shirts in the basket")
        before = list(embedder.texts)
        [hit] = mem.tools.search("put my shirts in the basket", k=1)

    assert embedder.texts == before
    # one batch: the request and its words the catalogue lacks
    assert embedder.batches[-1] == ["put my shirts in the basket", "put", "shirts", "basket"]
    assert hit.id == "cart.add"
