import numpy as np
import pytest

from toolmem.search.dense import DenseIndex

# Four unit vectors in the plane and a query between the first two.
PLANE = np.asarray([[1, 0], [0.6, 0.8], [0, 1], [-1, 0]], dtype=np.float32)
QUERY = np.asarray([0.8, 0.6], dtype=np.float32)
SIMILARITIES = [0.8, 0.96, 0.6, -0.8]

SIZE, DIMENSIONS, THRESHOLD, QUERIES, TOP = 2_000, 64, 100, 50, 10


def unit_rows(rng: np.random.Generator, n: int) -> np.ndarray:
    rows = rng.standard_normal((n, DIMENSIONS)).astype(np.float32)
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def assert_top(found: tuple[np.ndarray, np.ndarray], positions: list[int], scores: list[float]) -> None:
    assert found[0].dtype == np.int64
    assert found[0].tolist() == positions
    np.testing.assert_allclose(found[1], scores, rtol=1e-6)


# exact search ---------------------------------------------------------------------------------
def test_scores_are_the_cosine_similarities_to_every_row_or_to_some() -> None:
    index = DenseIndex(PLANE)

    np.testing.assert_allclose(index.scores(QUERY), SIMILARITIES, rtol=1e-6)
    np.testing.assert_allclose(index.scores(QUERY, np.asarray([3, 0], dtype=np.int64)), [-0.8, 0.8], rtol=1e-6)


def test_top_returns_the_best_rows_best_first() -> None:
    index = DenseIndex(PLANE)

    assert not index.approximate
    assert_top(index.top(QUERY, 2), [1, 0], [0.96, 0.8])
    assert_top(index.top(QUERY, 10), [1, 0, 2, 3], [0.96, 0.8, 0.6, -0.8])


def test_top_among_allowed_rows_returns_their_positions_in_the_whole_index() -> None:
    index = DenseIndex(PLANE)

    assert_top(index.top(QUERY, 2, np.asarray([0, 2, 3], dtype=np.int64)), [0, 2], [0.8, 0.6])
    assert_top(index.top(QUERY, 5, np.asarray([3], dtype=np.int64)), [3], [-0.8])


def test_top_of_nothing_is_empty() -> None:
    index = DenseIndex(PLANE)

    assert_top(index.top(QUERY, 0), [], [])
    assert_top(index.top(QUERY, 3, np.empty(0, dtype=np.int64)), [], [])
    assert_top(DenseIndex(np.empty((0, 2), dtype=np.float32)).top(QUERY, 3), [], [])


def test_equal_scores_are_ordered_by_position() -> None:
    index = DenseIndex(np.asarray([[0, 1], [1, 0], [0, 1], [1, 0]], dtype=np.float32))

    assert_top(index.top(np.asarray([1, 0], dtype=np.float32), 3), [1, 3, 0], [1.0, 1.0, 0.0])


def test_a_zero_row_a_tool_without_a_vector_scores_zero() -> None:
    index = DenseIndex(np.vstack([PLANE, np.zeros((1, 2), dtype=np.float32)]))

    assert_top(index.top(QUERY, 5), [1, 0, 2, 4, 3], [0.96, 0.8, 0.6, 0.0, -0.8])


# approximate search ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def vectors() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(20240611)
    return unit_rows(rng, SIZE), unit_rows(rng, QUERIES)


@pytest.fixture(scope="module")
def approximate(vectors: tuple[np.ndarray, np.ndarray]) -> DenseIndex:
    return DenseIndex(vectors[0], ann_threshold=THRESHOLD)


def recall(index: DenseIndex, rows: np.ndarray, queries: np.ndarray, allowed: np.ndarray | None) -> float:
    exact = DenseIndex(rows, ann_threshold=len(rows))
    found = 0
    for query in queries:
        approximate, _ = index.top(query, TOP, allowed)
        truth, _ = exact.top(query, TOP, allowed)
        found += len(set(approximate.tolist()) & set(truth.tolist()))
    return found / (TOP * len(queries))


def test_above_the_threshold_an_hnsw_graph_answers() -> None:
    rows = unit_rows(np.random.default_rng(1), THRESHOLD + 1)

    assert DenseIndex(rows, ann_threshold=THRESHOLD).approximate
    assert not DenseIndex(rows[:THRESHOLD], ann_threshold=THRESHOLD).approximate


def test_hnsw_recall_at_ten_against_exact_search_is_at_least_nine_tenths(
    approximate: DenseIndex, vectors: tuple[np.ndarray, np.ndarray]
) -> None:
    assert approximate.approximate
    assert recall(approximate, *vectors, None) >= 0.9


def test_hnsw_scores_are_the_exact_cosine_similarities_of_the_rows_it_returns(
    approximate: DenseIndex, vectors: tuple[np.ndarray, np.ndarray]
) -> None:
    rows, queries = vectors
    positions, scores = approximate.top(queries[0], TOP)

    assert len(positions) == TOP
    np.testing.assert_allclose(scores, rows[positions] @ queries[0], rtol=1e-5, atol=1e-6)
    assert scores.tolist() == sorted(scores.tolist(), reverse=True)


def test_a_wide_allowed_subset_is_searched_in_the_graph_and_stays_inside_the_subset(
    approximate: DenseIndex, vectors: tuple[np.ndarray, np.ndarray]
) -> None:
    allowed = np.sort(np.random.default_rng(2).choice(SIZE, SIZE // 2, replace=False)).astype(np.int64)
    rows, queries = vectors

    assert all(set(approximate.top(query, TOP, allowed)[0].tolist()) <= set(allowed.tolist()) for query in queries)
    assert recall(approximate, rows, queries, allowed) >= 0.9


def test_a_narrow_allowed_subset_is_searched_exactly(
    approximate: DenseIndex, vectors: tuple[np.ndarray, np.ndarray]
) -> None:
    allowed = np.sort(np.random.default_rng(3).choice(SIZE, THRESHOLD, replace=False)).astype(np.int64)
    rows, queries = vectors
    exact = DenseIndex(rows, ann_threshold=SIZE)

    for query in queries:
        positions, scores = approximate.top(query, TOP, allowed)
        expected_positions, expected_scores = exact.top(query, TOP, allowed)
        assert positions.tolist() == expected_positions.tolist()
        np.testing.assert_array_equal(scores, expected_scores)


# saving ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("threshold", [SIZE, THRESHOLD], ids=["exact", "hnsw"])
def test_an_index_restored_from_its_state_answers_as_the_original(
    vectors: tuple[np.ndarray, np.ndarray], threshold: int
) -> None:
    rows, queries = vectors
    original = DenseIndex(rows, ann_threshold=threshold)

    restored = DenseIndex.from_state(original.state())

    assert (restored.approximate, restored.ann_threshold) == (original.approximate, threshold)
    np.testing.assert_array_equal(restored.vectors, rows)
    for query in queries[:10]:
        for found, expected in zip(restored.top(query, TOP), original.top(query, TOP), strict=True):
            np.testing.assert_array_equal(found, expected)
