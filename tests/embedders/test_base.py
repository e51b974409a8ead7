import sys
import threading
from collections.abc import Sequence

import numpy as np
import pytest

from toolmem.embedders import Embedder, Vectors, get_embedder
from toolmem.errors import EmbedderError


class Constant(Embedder):
    """Returns a fixed row for every text, counting batches; optionally of the wrong shape."""

    batch_size = 3
    query_cache_size = 2

    def __init__(self, row: Sequence[float], *, extra_rows: int = 0) -> None:
        super().__init__()
        self.id = "constant"
        self.dimensions = len(row)
        self.row = row
        self.extra_rows = extra_rows
        self.batches: list[int] = []

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        self.batches.append(len(texts))
        return np.asarray([self.row] * (len(texts) + self.extra_rows), dtype=np.float32)


def test_embed_batches_the_texts_counts_them_and_reports_progress() -> None:
    embedder = Constant([3.0, 4.0])
    done: list[int] = []

    vectors = embedder.embed([f"text {i}" for i in range(7)], progress=done.append)

    assert (embedder.batches, done, embedder.calls) == ([3, 3, 1], [3, 3, 1], 7)
    assert (vectors.shape, vectors.dtype) == ((7, 2), np.float32)


def test_vectors_are_scaled_to_unit_length_and_zero_vectors_stay_zero() -> None:
    np.testing.assert_allclose(Constant([3.0, 4.0]).embed(["a", "b"]), [[0.6, 0.8], [0.6, 0.8]], rtol=1e-6)
    assert Constant([0.0, 0.0]).embed(["a"]).tolist() == [[0.0, 0.0]]


def test_no_texts_give_an_empty_matrix_without_calling_the_model() -> None:
    embedder = Constant([1.0, 0.0])

    assert (embedder.embed([]).shape, embedder.batches) == ((0, 2), [])


def test_a_model_returning_the_wrong_shape_is_an_embedder_error() -> None:
    with pytest.raises(EmbedderError) as caught:
        Constant([1.0, 0.0], extra_rows=1).embed(["a", "b"])

    assert str(caught.value) == "embedder 'constant' returned shape (3, 2), expected (2, 2)"


def test_a_repeated_query_is_served_from_the_cache() -> None:
    embedder = get_embedder("hash:32")

    first = embedder.embed_query("weather in Lisbon")
    second = embedder.embed_query("weather in Lisbon")

    assert second is first
    assert embedder.calls == 1
    assert not first.flags.writeable


def test_the_query_cache_forgets_the_least_recently_used_query() -> None:
    embedder = Constant([1.0, 0.0])  # keeps 2 queries

    for query in ["a", "b", "a", "c", "a", "b"]:
        embedder.embed_query(query)

    # "a" stays (used again before "c" came); "b" was evicted by "c" and embedded again
    assert embedder.calls == 4


def test_a_request_and_its_words_are_embedded_in_one_batch_and_cached_each() -> None:
    embedder = get_embedder("hash:32")

    first = embedder.embed_queries(["book a table", "book", "table"])
    again = embedder.embed_queries(["table", "book a table"])

    assert first.shape == (3, 32)
    assert embedder.calls == 3
    np.testing.assert_array_equal(again, first[[2, 0]])
    assert embedder.embed_queries([]).shape == (0, 32)


def test_threads_sharing_one_embedder_and_a_small_cache_get_the_right_vectors() -> None:
    embedder = Constant([1.0, 0.0])  # keeps 2 queries: the threads evict each other's all the time
    errors: list[BaseException] = []

    def work(seed: int) -> None:
        try:
            for i in range(300):
                texts = [f"q{(seed + i) % 7}", f"q{(seed * i) % 5}"]
                assert embedder.embed_queries(texts).tolist() == [[1.0, 0.0], [1.0, 0.0]]
                assert embedder.embed_query(texts[0]).tolist() == [1.0, 0.0]
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(seed,)) for seed in range(8)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as the interpreter can
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)

    assert errors == []


def test_repr_names_the_class_id_and_dimensions() -> None:
    assert repr(get_embedder("hash:64")) == "<HashEmbedder hash:64 d=64>"
