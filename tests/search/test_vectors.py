import numpy as np
import pytest

from toolmem.search.exact import ExactIndex
from toolmem.search.hnsw import HNSWIndex
from toolmem.search.vectors import VectorIndex, best_positions, read_arrays, write_arrays

# Four unit vectors in the plane and a query between the first two.
PLANE = np.asarray([[1, 0], [0.6, 0.8], [0, 1], [-1, 0]], dtype=np.float32)
QUERY = np.asarray([0.8, 0.6], dtype=np.float32)
SIMILARITIES = [0.8, 0.96, 0.6, -0.8]

SIZE, DIMENSIONS, QUERIES, TOP = 2_000, 64, 50, 10


def unit_rows(rng: np.random.Generator, n: int) -> np.ndarray:
    rows = rng.standard_normal((n, DIMENSIONS)).astype(np.float32)
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def exact(rows: np.ndarray) -> ExactIndex:
    index = ExactIndex(rows.shape[1])
    index.add(rows)
    return index


def assert_top(found: tuple[np.ndarray, np.ndarray], positions: list[int], scores: list[float]) -> None:
    assert found[0].dtype == np.int64
    assert found[0].tolist() == positions
    np.testing.assert_allclose(found[1], scores, rtol=1e-6)


# exact search ---------------------------------------------------------------------------------
def test_scores_are_the_cosine_similarities_to_every_row_or_to_some() -> None:
    index = exact(PLANE)

    np.testing.assert_allclose(index.scores(QUERY), SIMILARITIES, rtol=1e-6)
    np.testing.assert_allclose(index.scores(QUERY, np.asarray([3, 0], dtype=np.int64)), [-0.8, 0.8], rtol=1e-6)


def test_a_graph_scores_every_row_or_some_rows_in_any_order_as_the_exact_scan_does() -> None:
    rows = unit_rows(np.random.default_rng(3), SIZE)
    graph, scan = HNSWIndex.build(rows), exact(rows)
    query = rows[7] * np.float32(0.5) + rows[9] * np.float32(0.5)
    some = np.asarray([1_999, 0, 5, 5, 640, 3], dtype=np.int64)

    np.testing.assert_allclose(graph.scores(query, some), scan.scores(query, some), rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(graph.scores(query), scan.scores(query), rtol=1e-6, atol=1e-7)
    assert graph.scores(query, some[:0]).shape == (0,)


def test_top_returns_the_best_rows_best_first_optionally_among_allowed_ones() -> None:
    index = exact(PLANE)

    assert_top(index.top(QUERY, 2), [1, 0], [0.96, 0.8])
    assert_top(index.top(QUERY, 10), [1, 0, 2, 3], [0.96, 0.8, 0.6, -0.8])
    assert_top(index.top(QUERY, 2, np.asarray([0, 2, 3], dtype=np.int64)), [0, 2], [0.8, 0.6])


def test_top_of_nothing_is_empty() -> None:
    assert_top(exact(PLANE).top(QUERY, 0), [], [])
    assert_top(exact(PLANE).top(QUERY, 3, np.empty(0, dtype=np.int64)), [], [])
    assert_top(ExactIndex(2).top(QUERY, 3), [], [])


def test_equal_scores_are_ordered_by_slot() -> None:
    index = exact(np.asarray([[0, 1], [1, 0], [0, 1], [1, 0]], dtype=np.float32))

    assert_top(index.top(np.asarray([1, 0], dtype=np.float32), 3), [1, 3, 0], [1.0, 1.0, 0.0])


def test_appended_rows_take_the_next_slots_one_at_a_time_or_many() -> None:
    index = ExactIndex(2)

    assert index.add(PLANE[:1]).tolist() == [0]
    assert index.add(PLANE[1:]).tolist() == [1, 2, 3]
    np.testing.assert_array_equal(index.matrix(), PLANE)


def test_removed_rows_keep_their_slot_are_never_returned_and_no_longer_counted() -> None:
    index = exact(PLANE)

    index.remove(np.asarray([1, 1], dtype=np.int64))

    assert (len(index), index.alive, index.dead.tolist()) == (4, 3, [1])
    assert_top(index.top(QUERY, 10), [0, 2, 3], [0.8, 0.6, -0.8])
    assert index.scores(QUERY)[1] == 0.0  # a scan scores a tombstone zero, adding nothing to its sums


def test_a_wrong_width_is_refused() -> None:
    with pytest.raises(ValueError, match="reshape"):
        ExactIndex(3).add(PLANE)


# approximate search ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def vectors() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(20240611)
    return unit_rows(rng, SIZE), unit_rows(rng, QUERIES)


@pytest.fixture(scope="module")
def graph(vectors: tuple[np.ndarray, np.ndarray]) -> HNSWIndex:
    return HNSWIndex.build(vectors[0])


def recall(index: VectorIndex, rows: np.ndarray, queries: np.ndarray, allowed: np.ndarray | None) -> float:
    truth_index = exact(rows)
    found = 0
    for query in queries:
        approximate, _ = index.top(query, TOP, allowed)
        truth, _ = truth_index.top(query, TOP, allowed)
        found += len(set(approximate.tolist()) & set(truth.tolist()))
    return found / (TOP * len(queries))


def test_hnsw_recall_at_ten_against_exact_search_is_at_least_nine_tenths(
    graph: HNSWIndex, vectors: tuple[np.ndarray, np.ndarray]
) -> None:
    assert recall(graph, *vectors, None) >= 0.9


def test_hnsw_scores_are_the_exact_cosine_similarities_of_the_rows_it_returns(
    graph: HNSWIndex, vectors: tuple[np.ndarray, np.ndarray]
) -> None:
    rows, queries = vectors
    positions, scores = graph.top(queries[0], TOP)

    assert len(positions) == TOP
    np.testing.assert_allclose(scores, rows[positions] @ queries[0], rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(graph.matrix(), rows)  # a view of the graph's own copy


def test_an_allowed_subset_is_searched_in_the_graph_and_stays_inside_it(
    graph: HNSWIndex, vectors: tuple[np.ndarray, np.ndarray]
) -> None:
    allowed = np.sort(np.random.default_rng(2).choice(SIZE, SIZE // 2, replace=False)).astype(np.int64)
    rows, queries = vectors

    assert all(set(graph.top(query, TOP, allowed)[0].tolist()) <= set(allowed.tolist()) for query in queries)
    assert recall(graph, rows, queries, allowed) >= 0.9


def test_removed_rows_leave_the_graph_s_answers_and_rows_added_later_join_them() -> None:
    rng = np.random.default_rng(4)
    rows = unit_rows(rng, 500)
    index = HNSWIndex.build(rows)
    index.remove(np.arange(0, 500, 2, dtype=np.int64))
    newcomer = unit_rows(rng, 1)

    slot = int(index.add(newcomer)[0])

    assert (slot, index.alive) == (500, 251)
    for query in rows[:20]:
        found = index.top(query, TOP)[0].tolist()
        assert not [s for s in found if s < 500 and s % 2 == 0]
    assert index.top(newcomer[0], 1)[0].tolist() == [500]


# saving ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("backend", [ExactIndex, HNSWIndex])
def test_an_index_restored_from_its_state_answers_as_the_original(
    vectors: tuple[np.ndarray, np.ndarray], backend: type[VectorIndex]
) -> None:
    rows, queries = vectors
    original = backend(DIMENSIONS)
    original.add(rows[:600])
    original.remove(np.asarray([5, 17], dtype=np.int64))

    arrays, _ = read_arrays(write_arrays(original.state(), {}))
    restored = backend.restore(arrays, DIMENSIONS)

    assert (len(restored), restored.alive, restored.dead.tolist()) == (600, 598, [5, 17])
    for query in queries[:10]:
        for found, expected in zip(restored.top(query, TOP), original.top(query, TOP), strict=True):
            np.testing.assert_array_equal(found, expected)
    restored.add(rows[600:601])
    assert restored.top(rows[600], 1)[0].tolist() == [600]


def test_arrays_and_their_meta_come_back_from_one_buffer_without_copies() -> None:
    arrays = {"a": np.arange(5, dtype=np.int64), "b": np.ones((2, 3), dtype=np.float32), "empty": np.zeros(0)}

    payload = write_arrays(arrays, {"version": 7, "name": "tools"})
    found, meta = read_arrays(payload)

    assert meta == {"version": 7, "name": "tools"}
    assert list(found) == ["a", "b", "empty"]
    for name, array in arrays.items():
        np.testing.assert_array_equal(found[name], array)
        assert found[name].dtype == array.dtype
    assert not found["a"].flags.writeable  # a view into the payload


def test_best_positions_break_ties_at_the_boundary_by_row() -> None:
    scores = np.asarray([0.5, 0.9, 0.5, 0.5, -np.inf], dtype=np.float32)

    assert best_positions(scores, 2).tolist() == [1, 0]
    assert best_positions(scores, 10).tolist() == [1, 0, 2, 3]
    assert best_positions(scores, 2, np.asarray([9, 8, 3, 1, 0])).tolist() == [1, 3]
