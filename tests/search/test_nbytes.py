"""``nbytes``: what an index says it holds is close to what building it allocated (tracemalloc)."""

import gc
import tracemalloc
from collections.abc import Callable

import numpy as np
import pytest

from toolmem.search.expansion import Expansion
from toolmem.search.hnsw import HNSWIndex
from toolmem.search.hybrid import Document, HybridIndex

pytest.importorskip("faiss")


def _documents(n: int, dimensions: int) -> list[Document]:
    rng = np.random.default_rng(0)
    vectors = rng.normal(size=(n, dimensions)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return [
        Document(f"tool-{i}", f"fetch record {i} from service {i % 97} with token w{i}", vector=vectors[i])
        for i in range(n)
    ]


def _allocated(build: Callable[[], HybridIndex]) -> tuple[HybridIndex, int]:
    """The index ``build`` returns and the bytes still allocated once it is built."""
    gc.collect()
    tracemalloc.start()
    try:
        index = build()
        gc.collect()
        return index, tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()


def test_an_index_weighs_itself_within_a_third_of_what_it_allocated() -> None:
    documents = _documents(6_000, 64)

    def build() -> HybridIndex:
        index = HybridIndex(64)
        for start in range(0, len(documents), 500):  # in batches, as a live index grows
            index.add(documents[start : start + 500])
        index.search("record 12 from service 3", vector=documents[12].vector, k=5)
        return index

    index, allocated = _allocated(build)

    assert 0.67 * allocated <= index.nbytes <= 1.5 * allocated


def test_a_graph_weighs_about_what_faiss_writes_of_it() -> None:
    import faiss

    documents = _documents(6_000, 64)
    index = HybridIndex(64, ann_threshold=1_000)
    index.add(documents)
    index.search("record 12", vector=documents[12].vector, k=5)
    assert isinstance(index.dense, HNSWIndex)  # tracemalloc cannot see faiss's own memory: ask faiss
    written = len(faiss.serialize_index(index.dense.graph))

    assert 0.8 * written <= index.dense.nbytes <= 1.25 * written


def test_an_index_weighs_more_as_it_grows_and_counts_its_word_vectors() -> None:
    documents = _documents(200, 32)
    index = HybridIndex(32, expansion=Expansion())
    index.add(documents[:100])
    small = index.nbytes
    index.add(documents[100:])
    grown = index.nbytes
    assert index.words is not None
    assert index.bm25 is not None
    index.words.extend(index.bm25.surfaces, lambda words: np.ones((len(words), 32), dtype=np.float32))

    assert small < grown < index.nbytes
    assert index.nbytes - grown == index.words.nbytes == len(index.bm25.surfaces) * 32 * 4


def test_an_index_can_be_weighed_while_another_thread_adds_to_it() -> None:
    import sys
    import threading

    from toolmem.search.bm25 import BM25Index

    index = BM25Index()
    failures: list[BaseException] = []
    done = threading.Event()

    def weigh() -> None:
        while not done.is_set():
            try:
                index.nbytes  # noqa: B018 - reading it is the test
            except BaseException as exc:  # any failure is what we look for
                failures.append(exc)
                return

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible
    try:
        reader = threading.Thread(target=weigh)
        reader.start()
        for i in range(1_000):  # one at a time: the delta segment, with a new term each
            index.add([f"tool {i} fetches word{i} and word{i + 1}"])
        done.set()
        reader.join()
    finally:
        sys.setswitchinterval(interval)

    assert failures == []
    assert index.nbytes > 1_000 * 3 * 72  # the delta postings are counted
