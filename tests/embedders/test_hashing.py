import numpy as np
import pytest

from toolmem.embedders.hashing import HashEmbedder


def cosine(embedder: HashEmbedder, a: str, b: str) -> float:
    first, second = embedder.embed([a, b])
    return float(first @ second)


def test_the_same_text_gives_the_same_vector_on_every_machine() -> None:
    """Stored vectors are reused by embedder id, so the hashing must never change."""
    assert HashEmbedder(8).embed_batch(["get weather"]).tolist() == [[-0.5, 0, 0, 0, 0, 0, 1.0, 1.0]]


def test_vectors_have_the_requested_dimensions_and_unit_length() -> None:
    vectors = HashEmbedder(64).embed(["send an email", "convert currency", "Will it rain in Lisbon tomorrow?"])

    assert (vectors.shape, vectors.dtype) == ((3, 64), np.float32)
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), [1, 1, 1], rtol=1e-6)


def test_two_instances_agree() -> None:
    np.testing.assert_array_equal(HashEmbedder().embed(["book a flight"]), HashEmbedder().embed(["book a flight"]))


def test_case_and_punctuation_do_not_matter() -> None:
    embedder = HashEmbedder()

    np.testing.assert_array_equal(embedder.embed(["Send E-mail!"]), embedder.embed(["send e mail"]))


def test_texts_sharing_words_are_closer_than_unrelated_texts() -> None:
    embedder = HashEmbedder(256)

    related = cosine(embedder, "send an email", "send email now")
    unrelated = cosine(embedder, "send an email", "convert currency rates")

    assert related > 0.5
    assert related > unrelated


def test_word_order_counts_through_bigrams() -> None:
    embedder = HashEmbedder(256)

    assert cosine(embedder, "dog bites man", "man bites dog") < 0.99
    assert cosine(embedder, "dog bites man", "dog bites man") == pytest.approx(1.0)


def test_a_text_without_words_is_the_zero_vector() -> None:
    assert HashEmbedder(8).embed(["", "?!"]).tolist() == [[0.0] * 8, [0.0] * 8]


def test_the_id_names_the_dimensions() -> None:
    assert [HashEmbedder().id, HashEmbedder(128).id, HashEmbedder.from_spec("12").id] == [
        "hash:256",
        "hash:128",
        "hash:12",
    ]
