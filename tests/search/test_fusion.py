import numpy as np
import pytest

from toolmem.errors import ConfigError
from toolmem.search.fusion import DEFAULT_DENSE_WEIGHT, FusionWeights, Moments, fuse, standardise


@pytest.fixture
def catalogue() -> np.ndarray:
    rng = np.random.default_rng(7)
    rows = rng.standard_normal((500, 32)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    rows[::50] = 0.0  # tools with no vector yet
    return rows


def test_moments_give_the_mean_and_spread_of_a_query_s_scores_over_the_catalogue(catalogue: np.ndarray) -> None:
    moments = Moments.of(catalogue)
    rng = np.random.default_rng(8)

    for _ in range(20):
        query = rng.standard_normal(32).astype(np.float32)
        query /= np.linalg.norm(query)
        scores = catalogue.astype(np.float64) @ query

        mean, std = moments.stats(query)

        assert mean == pytest.approx(scores.mean(), abs=1e-4)
        assert std == pytest.approx(scores.std(), abs=1e-4)


def test_moments_are_the_mean_row_and_the_second_moment_matrix() -> None:
    rows = np.asarray([[1, 0], [0, 1], [1, 0], [0.6, 0.8]], dtype=np.float32)

    moments = Moments.of(rows)

    np.testing.assert_allclose(moments.mean, [0.65, 0.45], rtol=1e-6)
    np.testing.assert_allclose(moments.second, rows.T @ rows / 4, rtol=1e-6)
    assert (moments.mean.dtype, moments.second.dtype) == (np.float32, np.float32)


def test_a_catalogue_of_one_vector_has_no_spread() -> None:
    moments = Moments.of(np.asarray([[0.6, 0.8]], dtype=np.float32))

    mean, std = moments.stats(np.asarray([1, 0], dtype=np.float32))

    assert (mean, std) == (pytest.approx(0.6), pytest.approx(0.0, abs=1e-3))


def test_standardise_gives_z_scores() -> None:
    z = standardise(np.asarray([1, 2, 3], dtype=np.float32), 2.0, 0.5)

    assert (z.dtype, z.tolist()) == (np.float32, [-2.0, 0.0, 2.0])


def test_a_signal_without_spread_standardises_to_zeros() -> None:
    assert standardise(np.asarray([4, 4], dtype=np.float32), 4.0, 0.0).tolist() == [0.0, 0.0]
    assert standardise(np.asarray([4, 4], dtype=np.float32), 4.0, 1e-12).tolist() == [0.0, 0.0]


def test_fuse_without_dense_scores_returns_the_lexical_ones() -> None:
    lexical = np.asarray([0.5, -1.0], dtype=np.float32)

    assert fuse(None, lexical, FusionWeights()) is lexical


@pytest.mark.parametrize(
    ("weight", "expected"),
    [(DEFAULT_DENSE_WEIGHT, [0.8 * 1 + 0.2 * 3, 0.8 * -2 + 0.2 * 0.5]), (1.0, [1.0, -2.0]), (0.0, [3.0, 0.5])],
)
def test_fuse_mixes_the_two_signals_by_the_dense_weight(weight: float, expected: list[float]) -> None:
    dense = np.asarray([1.0, -2.0], dtype=np.float32)
    lexical = np.asarray([3.0, 0.5], dtype=np.float32)

    fused = fuse(dense, lexical, FusionWeights(dense=weight))

    assert fused.dtype == np.float32
    np.testing.assert_allclose(fused, expected, rtol=1e-6)


def test_the_default_weights_favour_the_dense_signal() -> None:
    assert FusionWeights() == FusionWeights(dense=0.8)


@pytest.mark.parametrize("weight", [-0.1, 1.5, float("nan")])
def test_a_dense_weight_outside_zero_to_one_is_a_config_error(weight: float) -> None:
    with pytest.raises(ConfigError, match="dense weight must be within"):
        FusionWeights(dense=weight)


def test_moments_follow_rows_counted_in_and_out_like_moments_of_the_rows_left(catalogue: np.ndarray) -> None:
    moments = Moments.of(catalogue[:300])
    moments.add(catalogue[300:])
    moments.remove(catalogue[100:200])
    left = np.vstack([catalogue[:100], catalogue[200:]])

    expected = Moments.of(left)

    assert moments.count == len(left)
    np.testing.assert_allclose(moments.mean, expected.mean, atol=1e-6)
    np.testing.assert_allclose(moments.second, expected.second, atol=1e-6)
